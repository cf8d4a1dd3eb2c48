import { esc } from './escape';
import { icon } from './icons';
import type { Block } from './model';
import { renderForm } from './render-form';
import { btn, card, head, media, open, sample, tile } from './render-parts';

/**
 * HTML of one main-content section. Pure: the output depends only on the block, which is what keeps
 * every other section byte-identical when one is improved (issue 3 §7).
 */

const list = (cls: string, inner: string) => `<ul class="${cls}">${inner}</ul>`;

function hero(b: Block): string {
  const ctas = b.cta || b.cta2 ? `<div class="ctas">${btn(b.cta, 'btn btn-lg')}${btn(b.cta2, 'btn btn-lg btn-ghost')}</div>` : '';
  const text = `<div class="hero-text">${head(b, 'h1', 'hero-head')}${ctas}</div>`;
  if (b.variant === 'split') {
    const side = b.image ? media(b, 'media hero-media')
      : b.items.length ? `<div class="glance"><p class="glance-t">At a glance</p>${list('ticks', b.items.map((i) => `<li>${icon('circle-check')}<span>${esc(i.title)}</span></li>`).join(''))}</div>` : '';
    return `<div class="wrap hero-grid">${text}${side}</div>`;
  }
  const chips = b.items.length ? list('chips', b.items.map((i) => `<li>${icon('check')}<span>${esc(i.title)}</span></li>`).join('')) : '';
  return `<div class="wrap hero-stack">${text}${chips}${media(b, 'media hero-media')}</div>`;
}

function body(b: Block): string {
  const items = b.items;
  switch (b.kind) {
    case 'hero': return hero(b);
    case 'features': case 'benefits': case 'menu': case 'products': case 'work':
      if (b.variant === 'alternating') {
        return list('alt', items.map((it, i) => `<li class="alt-row">${`<div class="alt-art" aria-hidden="true">${it.icon ? icon(it.icon) : `<span>${i + 1}</span>`}</div>`}<div><h3>${esc(it.title)}</h3><p>${esc(it.text)}</p></div></li>`).join(''));
      }
      if (b.variant === 'list') {
        return list(b.kind === 'menu' ? 'rows menu-rows' : 'rows', items.map((it) => `<li class="row">${tile(it)}<div><h3>${esc(it.title)}${it.meta ? ` <span class="meta">${esc(it.meta)}</span>` : ''}</h3><p>${esc(it.text)}</p></div></li>`).join(''));
      }
      return list(`grid c-${items.length}${b.kind === 'products' || b.kind === 'work' ? ' grid-art' : ''}`, items.map((it) => card(it)).join(''));
    case 'steps':
      return `<ol class="steps">${items.map((it, i) => `<li class="step"><span class="num" aria-hidden="true">${String(i + 1).padStart(2, '0')}</span><div><h3>${esc(it.title)}</h3><p>${esc(it.text)}</p></div></li>`).join('')}</ol>`;
    case 'pricing':
      if (b.variant === 'table') {
        return `<table class="ptable"><caption class="vh">${esc(b.heading || 'Plans')}</caption><thead><tr><th scope="col">Plan</th><th scope="col">Includes</th><th scope="col">Price</th></tr></thead><tbody>${items.map((it) => {
          const [d, ...inc] = it.text.split('\n');
          return `<tr><th scope="row">${esc(it.title)}<span class="muted">${esc(d ?? '')}</span></th><td>${esc(inc.join(', '))}</td><td class="price">${esc(it.meta ?? '')}</td></tr>`;
        }).join('')}</tbody></table>${b.cta ? `<p class="center">${btn(b.cta)}</p>` : ''}`;
      }
      return list('grid plans', items.map((it, i) => card(it, i === 1 ? 'card plan plan-hi' : 'card plan')).join(''));
    case 'testimonials':
      return list(b.variant === 'quote' ? 'quotes quotes-big' : 'grid quotes', items.map((it) => `<li class="card quote">${icon('quote')}<blockquote><p>${esc(it.text)}</p></blockquote><p class="who"><strong>${esc(it.title)}</strong>${it.meta ? `<span class="muted">${esc(it.meta)}</span>` : ''}</p></li>`).join(''));
    case 'faq':
      if (b.variant === 'columns') return list('grid qa', items.map((it) => `<li><h3>${esc(it.title)}</h3><p>${esc(it.text)}</p></li>`).join(''));
      return `<div class="faq">${items.map((it) => `<details><summary><span>${esc(it.title)}</span>${icon('arrow-right')}</summary><p>${esc(it.text)}</p></details>`).join('')}</div>`;
    case 'hours': {
      const table = `<div class="card hours-card"><h3>${icon('clock')}Opening hours</h3><dl class="hours">${items.map((it) => `<div><dt>${esc(it.title)}</dt><dd>${esc(it.meta ?? '')}</dd></div>`).join('')}</dl></div>`;
      return `<div class="pair">${table}<div class="card hours-card"><h3>${icon('map-pin')}Find us</h3><p>${esc(b.intro ?? '')}</p></div></div>`;
    }
    case 'about':
      return `<div class="pair about">${b.variant === 'split' && items.length ? `<p class="lead">${esc(b.intro ?? '')}</p>${list('ticks glance', items.map((i) => `<li>${icon('circle-check')}<span>${esc(i.title)}</span></li>`).join(''))}` : `<p class="lead prose">${esc(b.intro ?? '')}</p>`}</div>`;
    case 'contact':
      return `<div class="pair contact">${list('rows contact-rows', items.map((it) => `<li class="row">${tile(it)}<div><h3>${esc(it.title)}</h3><p>${esc(it.text)}</p></div></li>`).join(''))}${renderForm(b)}</div>`;
    case 'cta':
      return `<div class="cta-box">${head(b)}${btn(b.cta, 'btn btn-lg')}</div>`;
    default:
      return '';
  }
}

/** Kinds whose intro is rendered in the body rather than under the heading. */
const INTRO_IN_BODY = new Set(['about', 'hours', 'cta']);

/**
 * One section of <main>: `<section id=… class="s k-<kind> v-<variant>">`. A block with model-written
 * `html` (already sanitized) renders that inside the same wrapper instead of the structured layout.
 */
export function renderSection(b: Block): string {
  if (b.html) return `${open(b, ' custom')}<div class="wrap prose">${b.html}</div></section>`;
  if (b.kind === 'hero' || b.kind === 'cta') return `${open(b)}${b.kind === 'cta' ? '<div class="wrap">' : ''}${body(b)}${b.kind === 'cta' ? '</div>' : ''}</section>`;
  const h = INTRO_IN_BODY.has(b.kind) ? head({ ...b, intro: undefined }) : head(b);
  const pic = b.image ? media(b) : '';
  return `${open(b)}<div class="wrap">${h}${sample(b)}${pic}${body(b)}</div></section>`;
}
