/**
 * Component CSS shared by all themes; every colour and size comes from the custom properties that
 * `themeVars` writes. Blocks read a small set of working variables (--bg, --card, --text, --muted,
 * --link, --primary, --on-primary) so a block can be recoloured by setting them on its id.
 * Mobile first; one breakpoint family at 40/48/56 rem. `overflow-wrap:anywhere` keeps very long
 * unbroken names from causing horizontal scroll at 320 px.
 */
export const BASE_CSS = `*,*::before,*::after{box-sizing:border-box}
:root{--bg:var(--c-bg);--card:var(--c-surface);--text:var(--c-text);--muted:var(--c-muted);--link:var(--c-link);--primary:var(--c-primary);--on-primary:var(--c-on-primary);--border-c:var(--c-border)}
html{scroll-behavior:smooth;scroll-padding-top:5.5rem;-webkit-text-size-adjust:100%}
body{margin:0;font-family:var(--font-body);font-size:1.0625rem;line-height:1.65;background:var(--c-bg);color:var(--c-text);overflow-wrap:anywhere;-webkit-font-smoothing:antialiased}
img,svg{display:block;max-width:100%}
img{height:auto}
h1,h2,h3{font-family:var(--font-heading);font-weight:var(--heading-weight);letter-spacing:var(--heading-spacing);line-height:1.15;margin:0 0 .6em;color:var(--text);text-wrap:balance}
h1{font-size:calc(var(--heading-scale) * clamp(2.1rem,1.2rem + 3.6vw,var(--step-5)))}
h2{font-size:calc(var(--heading-scale) * clamp(1.7rem,1.25rem + 1.9vw,var(--step-4)))}
h3{font-size:var(--step-1);line-height:1.3}
p{margin:0 0 1em}
a{color:var(--link);text-underline-offset:.2em}
ul,ol{padding:0;margin:0;list-style:none}
:focus-visible{outline:3px solid var(--link);outline-offset:3px}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap}
.skip{position:absolute;inset-inline-start:1rem;top:-5rem;z-index:100;padding:.75rem 1rem;background:var(--c-primary);color:var(--c-on-primary);border-radius:var(--radius-sm);font-weight:700}
.skip:focus{top:1rem}
main:focus{outline:none}
.wrap{max-width:var(--wrap);margin-inline:auto;padding-inline:clamp(1.15rem,4vw,2rem)}
.i{width:1.25em;height:1.25em;flex:none;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:46px;padding:.7rem 1.35rem;border:2px solid var(--primary);border-radius:var(--radius-btn);background:var(--primary);color:var(--on-primary);font:inherit;font-weight:650;line-height:1.2;text-align:center;text-decoration:none;cursor:pointer;transition:transform var(--duration) var(--ease),box-shadow var(--duration) var(--ease)}
.btn:hover{transform:translateY(-2px);box-shadow:0 8px 20px -8px var(--primary)}
.btn-lg{padding:.9rem 1.7rem;font-size:1.05rem}
.btn-sm{min-height:44px;padding:.5rem 1.1rem;font-size:.95rem}
.btn-ghost{background:transparent;color:var(--text);border-color:currentColor}
.btn-ghost:hover{box-shadow:none}
.hdr{--bg:var(--c-bg);--text:var(--c-text);position:sticky;top:0;z-index:50;background:var(--bg);color:var(--text);border-bottom:1px solid var(--border-c)}
.hdr-in{display:flex;align-items:center;gap:1rem;min-height:4.5rem;padding-block:.5rem}
.brand{display:flex;align-items:center;gap:.65rem;min-width:0;margin-inline-end:auto;color:var(--text);font-family:var(--font-heading);font-weight:800;font-size:1.2rem;line-height:1.2;text-decoration:none;letter-spacing:var(--heading-spacing)}
.brand img{width:40px;height:40px;object-fit:contain;flex:none}
.brand span{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden}
.nav{display:flex;align-items:center}
.menu-btn{display:inline-flex;flex:none;white-space:nowrap;align-items:center;gap:.4rem;min-height:44px;padding:.5rem .85rem;border:1px solid var(--border-c);border-radius:var(--radius-sm);background:transparent;color:var(--text);font:inherit;font-weight:650;cursor:pointer}
.menu{display:none;position:absolute;left:0;right:0;top:100%;flex-direction:column;padding:.5rem clamp(1.15rem,4vw,2rem) 1rem;background:var(--bg);border-bottom:1px solid var(--border-c);box-shadow:0 12px 24px -12px rgb(0 0 0 / .25)}
.menu-btn[aria-expanded="true"]+.menu{display:flex}
.menu a{display:block;padding:.8rem .25rem;color:var(--text);font-weight:600;text-decoration:none;border-bottom:1px solid var(--border-c)}
.hdr-cta{display:none}
@media (min-width:56rem){.menu-btn{display:none}.menu{display:flex;position:static;flex-direction:row;gap:.15rem;padding:0;border:0;background:none;box-shadow:none}.menu a{padding:.55rem .8rem;border:0;border-radius:var(--radius-sm);color:var(--text)}.menu a:hover{background:var(--card)}.hdr-cta{display:inline-flex}.brand{max-width:24rem}.hdr.v-centered .hdr-in{flex-direction:column;gap:.35rem;padding-block:1rem}.hdr.v-centered .brand{margin:0;max-width:none;font-size:1.5rem}.hdr.v-centered .hdr-cta{display:none}}
.s{padding-block:var(--section);background:var(--bg);color:var(--text)}
main>.s:nth-child(even):not(.k-cta){--bg:var(--c-surface-alt);--card:var(--c-bg)}
.s-head{max-width:46rem;margin-bottom:clamp(2rem,4vw,3.25rem)}
.eyebrow{margin-bottom:.8rem;color:var(--link);font-size:.9rem;font-weight:700;text-transform:var(--eyebrow-case);letter-spacing:var(--eyebrow-spacing)}
.lead{color:var(--muted);font-size:clamp(1.08rem,1rem + .35vw,1.25rem);max-width:44rem}
.s-head .lead{margin:0}
.muted{color:var(--muted)}
.k-hero{--bg:var(--c-hero-bg);--text:var(--c-hero-text);--muted:var(--c-hero-muted);--link:var(--c-hero-accent);padding-block:clamp(3.5rem,9vw,7.5rem);background:radial-gradient(50rem 26rem at 100% 0,color-mix(in srgb,var(--c-accent) 10%,transparent),transparent 70%),var(--bg)}
.hero-head h1{margin-bottom:1.25rem}
.hero-head .eyebrow{font-size:1rem}
.ctas{display:flex;flex-wrap:wrap;gap:.8rem;margin-top:2.25rem}
.hero-grid{display:grid;gap:3rem;align-items:center}
@media (min-width:56rem){.hero-grid{grid-template-columns:1.3fr 1fr;gap:4rem}}
.hero-stack{display:grid;justify-items:center;text-align:center}
.hero-stack .lead,.hero-stack .hero-head{margin-inline:auto}
.hero-stack .ctas{justify-content:center}
.v-banner .hero-stack{justify-items:start;text-align:start}
.v-banner .hero-stack .lead,.v-banner .hero-stack .hero-head{margin-inline:0}
.v-banner .hero-stack .ctas,.v-banner .chips{justify-content:flex-start}
.v-banner h1{font-size:calc(var(--heading-scale) * clamp(2.3rem,1.2rem + 4.6vw,calc(var(--step-5) * 1.15)));max-width:18ch}
.v-banner{position:relative;isolation:isolate;overflow:hidden;border-bottom:6px solid var(--c-primary)}
.glance{--bg:var(--c-bg);--text:var(--c-text);--muted:var(--c-muted);--link:var(--c-link);padding:clamp(1.5rem,3vw,2.25rem);background:var(--bg);color:var(--text);border:var(--border-w) solid var(--card-border);border-radius:var(--radius);box-shadow:var(--shadow)}
.glance-t{margin-bottom:1rem;color:var(--muted);font-size:.85rem;font-weight:700;text-transform:uppercase;letter-spacing:.08em}
.ticks{display:grid;gap:.7rem}
.ticks li{display:flex;gap:.65rem;align-items:flex-start;color:var(--text)}
.ticks .i{margin-top:.2em;color:var(--link)}
.chips{display:flex;flex-wrap:wrap;justify-content:center;gap:.6rem;margin-top:2.75rem}
.chips li{display:inline-flex;align-items:center;gap:.45rem;padding:.45rem 1rem;border:1px solid color-mix(in srgb,var(--text) 25%,transparent);border-radius:999px;font-size:.95rem}
.chips .i{color:var(--link)}
.grid{display:grid;gap:clamp(1rem,2vw,1.5rem);grid-template-columns:repeat(auto-fit,minmax(min(100%,16.5rem),1fr))}
@media (min-width:40rem){.c-2,.c-4{grid-template-columns:repeat(2,1fr)}}
@media (min-width:64rem){.c-4,.c-7,.c-8{grid-template-columns:repeat(4,1fr)}.c-5,.c-6,.c-9{grid-template-columns:repeat(3,1fr)}}
.card{padding:clamp(1.35rem,2.5vw,1.85rem);background:var(--card);border:var(--border-w) solid var(--card-border);border-radius:var(--radius);box-shadow:var(--shadow)}
.card h3{margin-bottom:.45rem}
.card p{margin:0;color:var(--muted)}
.card .meta,.meta{margin:0 0 .6rem;color:var(--text);font-weight:700}
.tile{display:grid;place-items:center;width:3rem;height:3rem;margin-bottom:1.1rem;border-radius:var(--radius-sm);background:color-mix(in srgb,var(--link) 13%,var(--card));color:var(--link)}
.tile .i{width:1.5rem;height:1.5rem}
.grid-art .tile{width:100%;height:10rem;background:linear-gradient(135deg,color-mix(in srgb,var(--link) 20%,var(--card)),color-mix(in srgb,var(--c-accent) 16%,var(--card)))}
.grid-art .tile .i{width:2.75rem;height:2.75rem}
.rows{display:grid;column-gap:3rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,22rem),1fr))}
.row{display:flex;gap:1.1rem;padding-block:1.4rem;border-top:1px solid var(--border-c)}
.row .tile{margin:0;flex:none}
.row h3{margin-bottom:.3rem}
.row p{margin:0;color:var(--muted)}
.row .meta{font-size:1rem;font-family:var(--font-body)}
.alt{display:grid;gap:clamp(2.5rem,6vw,4.5rem)}
.alt-row{display:grid;gap:1.5rem;align-items:center}
.alt-art{display:grid;place-items:center;aspect-ratio:16/10;border-radius:var(--radius);background:linear-gradient(135deg,color-mix(in srgb,var(--link) 18%,var(--card)),color-mix(in srgb,var(--c-accent) 14%,var(--card)));color:var(--link);font-size:3rem;font-weight:800}
.alt-art .i{width:4.5rem;height:4.5rem;stroke-width:1.5}
.alt-row h3{font-size:var(--step-2)}
.alt-row p{margin:0;color:var(--muted);font-size:1.1rem;max-width:34rem}
@media (min-width:48rem){.alt-row{grid-template-columns:1fr 1fr;gap:4rem}.alt-row:nth-child(even) .alt-art{order:2}}
.steps{display:grid;gap:1.5rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr))}
.step{padding-top:1.25rem;border-top:3px solid var(--link)}
.step p{margin:0;color:var(--muted)}
.num{display:block;margin-bottom:.8rem;color:var(--link);font-family:var(--font-heading);font-size:var(--step-3);font-weight:800;line-height:1}
.v-timeline .steps{grid-template-columns:1fr;gap:0;max-width:46rem}
.v-timeline .step{display:flex;gap:1.25rem;padding:0 0 2.25rem;border:0}
.v-timeline .num{flex:none;display:grid;place-items:center;width:3rem;height:3rem;margin:0;border-radius:50%;background:var(--primary);color:var(--on-primary);font-size:1rem}
.plan{display:flex;flex-direction:column}
.plan .meta{font-family:var(--font-heading);font-size:var(--step-2)}
.plan .ticks{margin-top:1.25rem}
.plan-hi{border-color:var(--link);box-shadow:0 0 0 2px var(--link),var(--shadow)}
.ptable{width:100%;border-collapse:collapse;background:var(--card);border:1px solid var(--border-c)}
.ptable th,.ptable td{padding:1rem 1.25rem;border-bottom:1px solid var(--border-c);text-align:start;vertical-align:top}
.ptable thead th{font-size:.85rem;text-transform:uppercase;letter-spacing:.06em;color:var(--muted)}
.ptable tbody th span{display:block;font-weight:400}
.price{font-weight:700;white-space:nowrap}
.center{margin-top:2rem;text-align:center}
@media (max-width:40rem){.ptable thead{display:none}.ptable tr{display:block;padding-block:.6rem;border-bottom:1px solid var(--border-c)}.ptable th,.ptable td{display:block;padding:.3rem 1rem;border:0}}
.quote>.i{width:2rem;height:2rem;color:var(--link)}
blockquote{margin:.8rem 0 1.1rem}
.quote blockquote p{color:var(--text);font-size:1.08rem}
.who{display:flex;flex-direction:column;margin:0}
.quotes-big{display:grid;gap:1.5rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,18rem),1fr))}
.quotes-big li:first-child{grid-column:1/-1}
.quotes-big li:first-child blockquote p{font-family:var(--font-heading);font-size:var(--step-2);line-height:1.35}
.faq{display:grid;gap:.8rem;max-width:50rem}
details{background:var(--card);border:var(--border-w) solid var(--card-border);border-radius:var(--radius-sm)}
summary{display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:44px;padding:1.1rem 1.3rem;font-weight:650;cursor:pointer;list-style:none}
summary::-webkit-details-marker{display:none}
summary .i{color:var(--link);transition:transform var(--duration) var(--ease)}
details[open] summary .i{transform:rotate(90deg)}
details p{margin:0;padding:0 1.3rem 1.3rem;color:var(--muted)}
.qa{column-gap:3rem;row-gap:2rem}
.qa h3{font-size:1.15rem}
.qa p{margin:0;color:var(--muted)}
.pair{display:grid;gap:2rem;align-items:start}
@media (min-width:52rem){.pair{grid-template-columns:1fr 1fr;gap:3rem}}
.k-about.v-text .pair{grid-template-columns:1fr}
.k-about.v-text .wrap{text-align:center}
.k-about.v-text .s-head,.k-about.v-text .lead{margin-inline:auto}
.about .lead{color:var(--text);font-size:var(--step-1);line-height:1.6}
.hours div{display:flex;justify-content:space-between;gap:1rem;padding-block:.65rem;border-bottom:1px dashed var(--border-c)}
.hours dt{font-weight:650;overflow-wrap:normal}
.hours dd{margin:0;color:var(--muted);text-align:end}
.hours dd span{display:block;color:var(--text)}
.hours-card h3{display:flex;align-items:center;gap:.6rem}
.hours-card h3 .i{color:var(--link)}
.hours-card p{color:var(--text);font-size:1.1rem}
.contact-rows{grid-template-columns:1fr}
.form{display:flex;flex-wrap:wrap;gap:1.1rem}
.f{display:grid;flex:1 1 100%;gap:.4rem}
.f-half{flex:1 1 13rem}
.f-third{flex:1 1 8rem}
label{font-weight:650;font-size:.95rem;color:var(--text)}
input,textarea{width:100%;min-height:46px;padding:.7rem .85rem;border:1px solid var(--muted);border-radius:var(--radius-sm);background:var(--c-bg);color:var(--c-text);font:inherit}
.form .btn{justify-self:start}
.form-status{flex-basis:100%;margin:0;color:var(--text);font-weight:650}
.form-status:empty{display:none}
.form-inline{align-items:flex-end;max-width:36rem;margin:2.25rem auto 0;text-align:start}
.form-note{flex-basis:100%;margin:0;color:var(--muted)}
.f-grow{flex:1 1 15rem}
.f-end{flex:0 0 auto}
.f-end .btn{min-height:46px}
.hp{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.ftr-contact{display:flex;flex-direction:column;gap:.35rem;margin-top:1rem;font-style:normal}
.ftr-contact a,.ftr-social a{color:var(--text)}
.ftr-social{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin:1rem 0 0;padding:0;list-style:none}
.ftr-social a{display:inline-block;padding-block:.45rem}
.team{margin-top:2.5rem}
.k-cta{--bg:var(--c-primary);--text:var(--c-on-primary);--muted:var(--c-on-primary);--link:var(--c-on-primary);--primary:var(--c-on-primary);--on-primary:var(--c-primary);text-align:center}
.cta-box{max-width:46rem;margin-inline:auto}
.cta-box .s-head{margin-inline:auto;margin-bottom:2rem}
.k-cta.v-card{background:var(--c-bg)}
.k-cta.v-card .cta-box{max-width:none;padding:clamp(2rem,6vw,4.5rem);background:var(--bg);border-radius:var(--radius)}
.sample{display:flex;gap:.65rem;align-items:flex-start;max-width:46rem;margin:-.75rem 0 2.25rem;padding:.8rem 1rem;border:2px dashed var(--muted);border-radius:var(--radius-sm);color:var(--text);font-size:.95rem}
.sample .i{margin-top:.15em;color:var(--link)}
.media{margin:0 0 2.25rem;aspect-ratio:16/9;overflow:hidden;border-radius:var(--radius)}
.media img{width:100%;height:100%;object-fit:cover}
.hero-media{margin:2.5rem 0 0;aspect-ratio:4/3;width:100%}
.hero-grid .hero-media{margin:0}
.prose{max-width:var(--measure)}
.custom .wrap>*+*{margin-top:1rem}
.ftr{--bg:var(--c-footer-bg);--text:var(--c-footer-text);--muted:var(--c-footer-text);--link:var(--c-footer-text);padding-block:3.5rem 2.5rem;background:var(--bg);color:var(--text);border-top:1px solid var(--border-c)}
.ftr-in{display:grid;gap:2rem}
@media (min-width:48rem){.ftr-in{grid-template-columns:1.6fr 1fr}}
.ftr-name{margin-bottom:.5rem;font-family:var(--font-heading);font-weight:800;font-size:1.3rem}
.ftr-brand p:last-child{margin:0;max-width:36rem}
.ftr-links{display:flex;flex-wrap:wrap;gap:.25rem 1.5rem;align-content:start}
.ftr-links a{display:inline-block;padding-block:.45rem;color:var(--text)}
.ftr-copy{grid-column:1/-1;margin:0;padding-top:1.5rem;border-top:1px solid color-mix(in srgb,var(--text) 22%,transparent);font-size:.9rem}
.h-long h1,.v-banner .h-long h1{font-size:calc(var(--heading-scale) * clamp(2rem,1.2rem + 2.6vw,var(--step-4)))}
.hero-art{position:relative}
.hero-art img,.side-pic img,.alt-pic img,.about-img,.map-img{width:100%;height:auto;border-radius:var(--radius);box-shadow:var(--shadow)}
.hero-wide{width:100%;max-width:64rem;margin-top:clamp(2.5rem,5vw,3.5rem)}
.hero-grid .hero-art img{aspect-ratio:5/4;object-fit:cover}
.banner-bg{position:relative;height:clamp(13rem,58vw,22rem);margin:calc(-1 * clamp(3.5rem,9vw,7.5rem)) 0 2.5rem}
.banner-bg img{width:100%;height:100%;object-fit:cover;border-radius:0;box-shadow:none}
@media (min-width:56rem){.v-banner{padding-block:clamp(6rem,12vw,10rem)}.banner-bg{position:absolute;inset:0;z-index:-1;height:auto;margin:0}.banner-bg::after{content:"";position:absolute;inset:0;background:linear-gradient(90deg,var(--c-hero-bg) 0%,color-mix(in srgb,var(--c-hero-bg) 92%,transparent) 42%,color-mix(in srgb,var(--c-hero-bg) 35%,transparent) 68%,transparent 100%)}[dir=rtl] .banner-bg::after{background:linear-gradient(270deg,var(--c-hero-bg) 0%,color-mix(in srgb,var(--c-hero-bg) 92%,transparent) 42%,color-mix(in srgb,var(--c-hero-bg) 35%,transparent) 68%,transparent 100%)}.v-banner .hero-text{max-width:min(34rem,46%)}}
.alt-pic{border-radius:var(--radius)}
.grid-pics .card-pic{display:flex;flex-direction:column;padding:0;overflow:hidden}
.card-pic picture,.card-pic>img{display:block}
.card-img{width:100%;height:auto;aspect-ratio:4/3;object-fit:cover}
.card-body{padding:clamp(1.2rem,2.5vw,1.6rem)}
.card-body p+p{margin-top:.35rem}
.pair-pic{align-items:center}
.gallery{display:grid;gap:clamp(.6rem,1.5vw,1rem);grid-template-columns:repeat(2,1fr)}
.gallery li{margin:0;overflow:hidden;border-radius:var(--radius-sm)}
.gallery img{width:100%;height:100%;object-fit:cover;transition:transform .5s var(--ease)}
.gallery li:hover img{transform:scale(1.03)}
.gallery-grid{grid-template-columns:repeat(2,1fr)}
@media (min-width:48rem){.gallery-grid{grid-template-columns:repeat(3,1fr)}}
.gallery-grid li{display:flex;flex-direction:column;background:var(--card);border:var(--border-w) solid var(--card-border)}
.gallery-grid img{aspect-ratio:1;height:auto}
.g-cap{margin:0;padding:.75rem 1rem;color:var(--muted);font-size:.95rem}
@media (min-width:48rem){.mosaic{grid-template-columns:repeat(3,1fr);grid-auto-rows:clamp(11rem,18vw,15rem)}.mosaic .tile-1{grid-column:span 2;grid-row:span 2}}
.mosaic li{aspect-ratio:4/5}
.mosaic li:last-child:nth-child(odd){grid-column:span 2;aspect-ratio:8/5}
@media (min-width:48rem){.mosaic li{aspect-ratio:auto}.mosaic li:last-child:nth-child(odd){grid-column:auto;aspect-ratio:auto}.mosaic li:last-child:nth-child(3n+4){grid-column:span 3}.mosaic li:last-child:nth-child(3n+5){grid-column:span 2}}
.find .map-img{margin-bottom:1.25rem}
.dates .row{align-items:center}
.dates .row>div{flex:1}
.date .btn{flex:none}
.ftr-credits{grid-column:1/-1;display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin:0;font-size:.85rem}
.ftr-credits a{color:var(--text)}
[dir=rtl] summary .i,[dir=rtl] .btn .i{transform:scaleX(-1)}
[dir=rtl] details[open] summary .i{transform:rotate(90deg)}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}*,*::before,*::after{transition-duration:0s!important;animation-duration:0s!important}.btn:hover,.gallery li:hover img{transform:none}}
`;
