import { esc } from './escape';
import { icon } from './icons';
import type { Block, Item } from './model';
import type { RenderContext } from './render-context';
import { renderForm } from './render-form';
import { renderPicture } from './render-image';
import { btn, card, head, langOf, media, open, sample, tile } from './render-parts';
import { CJK } from './text';

/**
 * HTML of one main-content section. Pure: the output depends only on the block and the site-wide
 * render context (images, fixed strings), which is what keeps every other section byte-identical when
 * one is improved (issue 3 §7).
 */

const list = (cls: string, inner: string) => `<ul class="${cls}">${inner}</ul>`;
/** The title of an hours section's card by section id: a mobile service's working hours, a place of worship's service times, a club's training, a class-based school's timetable, a community group's meetings, a mosque's prayer times, a care home's visiting hours, a venue's viewing times; else opening hours. */
const HOURS_TITLES: Partial<Record<string, 'workingHours' | 'serviceTimes' | 'trainingTimes' | 'classTimes' | 'meetingTimes' | 'prayerTimes' | 'visitingHours' | 'viewingTimes'>> = {
  area: 'workingHours', times: 'serviceTimes', training: 'trainingTimes', timetable: 'classTimes', meetings: 'meetingTimes', prayers: 'prayerTimes', visiting: 'visitingHours', viewings: 'viewingTimes',
};
const HALF = '(min-width: 56rem) 50vw, 100vw';
const THIRD = '(min-width: 64rem) 30vw, (min-width: 40rem) 45vw, 100vw';

/**
 * `sizes` of a mosaic gallery's tile `i` of `n` (css-base.ts `.mosaic`, three columns from 48rem): the
 * first spans two columns; the last widens to close the grid's last row (all three columns when it is
 * alone in its row, two when it has one neighbour), so both need wider sources than a third.
 */
export function mosaicSizes(i: number, n: number): string {
  const TWO_COLUMNS = '(min-width: 48rem) 66vw, 100vw';
  if (i === 0) return TWO_COLUMNS;
  if (i === n - 1 && n >= 4 && (n - 4) % 3 === 0) return '(min-width: 48rem) 95vw, 100vw';
  if (i === n - 1 && n >= 5 && (n - 5) % 3 === 0) return TWO_COLUMNS;
  return THIRD;
}

/** The picture of a block or item, or '' when it has none (or its asset is gone). */
function pic(ctx: RenderContext, id: string | undefined, sizes: string, cls?: string, hero = false): string {
  const img = id ? ctx.images.get(id) : undefined;
  return img ? renderPicture(img, { sizes, cls, hero }) : '';
}

function hero(b: Block, ctx: RenderContext): string {
  const ctas = b.cta || b.cta2 ? `<div class="ctas">${btn(b.cta, 'btn btn-lg')}${btn(b.cta2, 'btn btn-lg btn-ghost')}</div>` : '';
  // A headline of seven words or more gets a smaller size, so it stays within about three lines; so does one with a word
  // too long for a line at the full size ("Hochzeitsfotografin", 19 letters, was broken as "Hochzeitsfotogra / fin"); a run of
  // Japanese or Chinese, written without spaces, is no one long word.
  const words = b.heading.trim().split(/\s+/);
  const long = words.length >= 7 || b.heading.length > 48 || words.some((w) => [...w].length >= 15 && !CJK.test(w)) ? ' h-long' : '';
  const text = `<div class="hero-text${long}">${head(b, 'h1', 'hero-head')}${ctas}</div>`;
  if (b.variant === 'split') {
    const art = pic(ctx, b.picture, HALF, 'hero-img', true);
    const side = b.image ? media(b, 'media hero-media')
      : art ? `<div class="hero-art">${art}</div>`
        : b.items.length ? `<div class="glance"><p class="glance-t">${esc(ctx.ui.atAGlance)}</p>${list('ticks', b.items.map((i) => `<li>${icon('circle-check')}<span>${esc(i.title)}</span></li>`).join(''))}</div>` : '';
    return `<div class="wrap hero-grid">${text}${side}</div>`;
  }
  if (b.variant === 'banner') {
    const art = pic(ctx, b.picture, '100vw', 'banner-img', true);
    return `${art ? `<div class="banner-bg" aria-hidden="true">${art}</div>` : ''}<div class="wrap hero-stack">${text}${media(b, 'media hero-media')}</div>`;
  }
  const chips = b.items.length ? list('chips', b.items.map((i) => `<li>${icon('check')}<span>${esc(i.title)}</span></li>`).join('')) : '';
  const art = pic(ctx, b.picture, '(min-width: 72rem) 68rem, 100vw', 'hero-img', true);
  return `<div class="wrap hero-stack">${text}${art ? `<div class="hero-art hero-wide">${art}</div>` : chips}${media(b, 'media hero-media')}</div>`;
}

/** A card with its picture on top (products, projects) instead of an icon tile. */
function pictureCard(it: Item, ctx: RenderContext): string {
  const p = pic(ctx, it.picture, THIRD, 'card-img');
  if (!p) return card(it);
  const [first, ...rest] = it.text.split('\n');
  return `<li class="card card-pic">${p}<div class="card-body"><h3>${esc(it.title)}</h3>${it.meta ? `<p class="meta">${esc(it.meta)}</p>` : ''}`
    + `${first ? `<p>${esc(first)}</p>` : ''}${rest.map((l) => `<p>${esc(l)}</p>`).join('')}</div></li>`;
}

function items(b: Block, ctx: RenderContext): string {
  const its = b.items;
  if (b.variant === 'alternating') {
    return list('alt', its.map((it, i) => {
      const art = pic(ctx, it.picture, HALF, 'alt-img');
      return `<li class="alt-row"${langOf(it.lang)}>${art ? `<div class="alt-pic">${art}</div>` : `<div class="alt-art" aria-hidden="true">${it.icon ? icon(it.icon) : `<span>${i + 1}</span>`}</div>`}<div><h3>${esc(it.title)}</h3><p>${esc(it.text)}</p></div></li>`;
    }).join(''));
  }
  if (b.variant === 'list') {
    return list(b.kind === 'menu' ? 'rows menu-rows' : 'rows', its.map((it) => `<li class="row"${langOf(it.lang)}>${tile(it)}<div><h3>${esc(it.title)}${it.meta ? ` <span class="meta">${esc(it.meta)}</span>` : ''}</h3><p>${esc(it.text)}</p></div></li>`).join(''));
  }
  const withPics = its.some((it) => it.picture && ctx.images.has(it.picture));
  return list(`grid c-${its.length}${withPics ? ' grid-pics' : b.kind === 'products' || b.kind === 'work' ? ' grid-art' : ''}`,
    its.map((it) => (withPics ? pictureCard(it, ctx) : card(it))).join(''));
}

function pricing(b: Block, ctx: RenderContext): string {
  if (b.variant !== 'table') return list('grid plans', b.items.map((it, i) => card(it, i === 1 ? 'card plan plan-hi' : 'card plan')).join('')) + (b.cta ? `<p class="center">${btn(b.cta)}</p>` : '');
  const ui = ctx.ui;
  return `<table class="ptable"><caption class="vh">${esc(b.heading || ui.plans)}</caption><thead><tr><th scope="col">${esc(ui.plan)}</th><th scope="col">${esc(ui.includes)}</th><th scope="col">${esc(ui.price)}</th></tr></thead><tbody>${b.items.map((it) => {
    const [d, ...inc] = it.text.split('\n');
    return `<tr><th scope="row">${esc(it.title)}<span class="muted">${esc(d ?? '')}</span></th><td>${esc(inc.join(', '))}</td><td class="price">${esc(it.meta ?? '')}</td></tr>`;
  }).join('')}</tbody></table>${b.cta ? `<p class="center">${btn(b.cta)}</p>` : ''}`;
}

function body(b: Block, ctx: RenderContext): string {
  const its = b.items;
  switch (b.kind) {
    case 'hero': return hero(b, ctx);
    case 'features': case 'benefits': case 'menu': case 'products': case 'work': {
      const side = b.kind === 'benefits' ? pic(ctx, b.picture, HALF, 'side-img') : '';
      return side ? `<div class="pair pair-pic">${items(b, ctx)}<div class="side-pic">${side}</div></div>` : items(b, ctx);
    }
    case 'gallery':
      return list(b.variant === 'mosaic' ? 'gallery mosaic' : 'gallery gallery-grid', its.map((it, i) =>
        `<li class="tile-${i + 1}">${pic(ctx, it.picture, b.variant === 'mosaic' ? mosaicSizes(i, its.length) : THIRD, 'g-img')}${b.variant !== 'mosaic' && it.text ? `<p class="g-cap">${esc(it.text)}</p>` : ''}</li>`).join(''));
    case 'schedule':
      return list(b.variant === 'cards' ? 'grid dates-cards' : 'rows dates', its.map((it) => `<li class="${b.variant === 'cards' ? 'card date' : 'row date'}">${tile(it)}<div><h3>${esc(it.title)}</h3><p class="muted">${esc(it.meta ?? '')}</p></div>${it.href ? btn({ label: b.cta?.label ?? it.title, href: it.href }, 'btn btn-sm btn-ghost') : ''}</li>`).join(''));
    case 'steps':
      return `<ol class="steps">${its.map((it, i) => `<li class="step"${langOf(it.lang)}><span class="num" aria-hidden="true">${String(i + 1).padStart(2, '0')}</span><div><h3>${esc(it.title)}</h3><p>${esc(it.text)}</p></div></li>`).join('')}</ol>`;
    case 'pricing':
      return pricing(b, ctx);
    case 'testimonials':
      return list(b.variant === 'quote' ? 'quotes quotes-big' : 'grid quotes', its.map((it) => `<li class="card quote">${icon('quote')}<blockquote><p>${esc(it.text)}</p></blockquote><p class="who"><strong>${esc(it.title)}</strong>${it.meta ? `<span class="muted">${esc(it.meta)}</span>` : ''}</p></li>`).join(''));
    case 'faq':
      if (b.variant === 'columns') return list('grid qa', its.map((it) => `<li${langOf(it.lang)}><h3>${esc(it.title)}</h3><p>${esc(it.text)}</p></li>`).join(''));
      return `<div class="faq">${its.map((it) => `<details${langOf(it.lang)}><summary><span>${esc(it.title)}</span>${icon('arrow-right')}</summary><p>${esc(it.text)}</p></details>`).join('')}</div>`;
    case 'hours': {
      const ui = ctx.ui;
      // A food truck's row names where it stands that day (the item's text) above its hours.
      const table = `<div class="card hours-card"><h3>${icon('clock')}${esc(ui[HOURS_TITLES[b.id] ?? 'openingHours'])}</h3><dl class="hours">${its.map((it) => `<div><dt>${esc(it.title)}</dt><dd>${it.text ? `<span>${esc(it.text)}</span>` : ''}${esc(it.meta ?? '')}</dd></div>`).join('')}</dl></div>`;
      const map = pic(ctx, b.picture, HALF, 'map-img');
      const mapLink = b.cta ? `<p>${btn(b.cta, 'btn btn-sm btn-ghost')}</p>` : '';
      // A service that comes to its customers shows the area it serves (section id `area`) rather than where to find it.
      const where = b.id === 'area' ? ui.areaServed : ui.findUs;
      return `<div class="pair">${table}<div class="card hours-card find">${map}<h3>${icon('map-pin')}${esc(where)}</h3><p>${esc(b.intro ?? '')}</p>${mapLink}</div></div>`;
    }
    case 'about': {
      const art = pic(ctx, b.picture, HALF, 'about-img');
      // The owner's team (details): people with a role or a few words each, as cards under the text.
      if (its.some((i) => i.meta || i.text)) {
        const team = list(`grid team c-${Math.min(its.length, 4)}`, its.map((it) => card({ ...it, icon: it.icon ?? 'users' })).join(''));
        return `<div class="pair about${art ? ' pair-pic' : ''}">${art ? `<div class="side-pic">${art}</div>` : ''}<p class="lead prose"${langOf(b.wordsLang)}>${esc(b.intro ?? '')}</p></div>${team}`;
      }
      const text = b.variant === 'split' && its.length
        ? `<div><p class="lead"${langOf(b.wordsLang)}>${esc(b.intro ?? '')}</p>${list('ticks glance', its.map((i) => `<li>${icon('circle-check')}<span>${esc(i.title)}</span></li>`).join(''))}</div>`
        : `<p class="lead prose"${langOf(b.wordsLang)}>${esc(b.intro ?? '')}</p>`;
      return `<div class="pair about${art ? ' pair-pic' : ''}">${art ? `<div class="side-pic">${art}</div>` : ''}${text}</div>`;
    }
    case 'contact':
      return `<div class="pair contact">${list('rows contact-rows', its.map((it) => `<li class="row">${tile(it)}<div><h3>${esc(it.title)}</h3><p>${it.href ? `<a href="${esc(it.href)}">${esc(it.text)}</a>` : esc(it.text)}</p></div></li>`).join(''))}${renderForm(b, ctx)}</div>`;
    case 'cta':
      return `<div class="cta-box">${head(b)}${btn(b.cta, 'btn btn-lg')}${b.form === 'newsletter' ? renderForm(b, ctx) : ''}</div>`;
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
export function renderSection(b: Block, ctx: RenderContext): string {
  if (b.html) return `${open(b, ' custom')}<div class="wrap prose">${b.html}</div></section>`;
  if (b.kind === 'hero' || b.kind === 'cta') return `${open(b)}${b.kind === 'cta' ? '<div class="wrap">' : ''}${body(b, ctx)}${b.kind === 'cta' ? '</div>' : ''}</section>`;
  const h = INTRO_IN_BODY.has(b.kind) ? head({ ...b, intro: undefined }) : head(b);
  const picture = b.image ? media(b) : '';
  return `${open(b)}<div class="wrap">${h}${sample(b, ctx)}${picture}${body(b, ctx)}</div></section>`;
}
