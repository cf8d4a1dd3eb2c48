import { esc } from './escape';
import { icon } from './icons';
import type { Block, Item } from './model';
import type { RenderContext } from './render-context';

/**
 * Small HTML building blocks shared by the section renderers. Every string that came from a brief or
 * a model goes through `esc` here; nothing in these helpers trusts its input.
 */

/** Section heading group: eyebrow, heading (h2 unless told), intro paragraph. */
export function head(b: Block, level: 'h1' | 'h2' = 'h2', cls = 's-head'): string {
  if (!b.heading && !b.eyebrow && !b.intro) return '';
  return `<div class="${cls}"${langOf(b.wordsLang)}>${b.eyebrow ? `<p class="eyebrow">${esc(b.eyebrow)}</p>` : ''}`
    + (b.heading ? `<${level} id="${b.id}-h">${esc(b.heading)}</${level}>` : '')
    + (b.intro ? `<p class="lead">${esc(b.intro)}</p>` : '') + '</div>';
}

/** ` lang="…"` for words in another language than the page's, else ''. */
export const langOf = (lang: string | undefined): string => (lang ? ` lang="${esc(lang)}"` : '');

/** The visible "sample content" notice for facts the owner must supply. */
export function sample(b: Block, ctx: RenderContext): string {
  return b.sample ? `<p class="sample">${icon('pencil')}<span><strong${ctx.uiLangAttr}>${esc(ctx.ui.sampleLabel)}</strong> ${esc(b.sample)}</span></p>` : '';
}

/** A picture added by improve: fixed aspect box so it causes no layout shift (Lighthouse CLS). */
export function media(b: Block, cls = 'media'): string {
  if (!b.image) return '';
  return `<figure class="${cls}"><img src="${esc(b.image.src)}" alt="${esc(b.image.alt)}" loading="lazy" decoding="async"></figure>`;
}

/** A link styled as a button. */
export function btn(link: { label: string; href: string } | undefined, cls = 'btn'): string {
  return link ? `<a class="${cls}" href="${esc(link.href)}">${esc(link.label)}</a>` : '';
}

/** An icon tile for an item, or '' when the item has no icon. */
export function tile(it: Item): string {
  return it.icon ? `<span class="tile">${icon(it.icon)}</span>` : '';
}

/** A card: optional icon, h3 title, optional meta line, text (newlines become a list). */
export function card(it: Item, cls = 'card'): string {
  const [first, ...rest] = it.text.split('\n');
  const body = (first ? `<p>${esc(first)}</p>` : '')
    + (rest.length ? `<ul class="ticks">${rest.map((l) => `<li>${icon('check')}<span>${esc(l)}</span></li>`).join('')}</ul>` : '');
  return `<li class="${cls}"${langOf(it.lang)}>${tile(it)}<h3>${esc(it.title)}</h3>${it.meta ? `<p class="meta">${esc(it.meta)}</p>` : ''}${body}</li>`;
}

/** The opening tag of a section element, labelled by its heading when it has one. */
export function open(b: Block, extra = ''): string {
  const label = b.heading && !b.html ? ` aria-labelledby="${b.id}-h"` : '';
  return `<section id="${b.id}" class="s k-${b.kind} v-${b.variant}${extra}"${label}>`;
}
