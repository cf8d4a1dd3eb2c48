import { esc } from './escape';
import type { SiteImage } from './model';

/**
 * An image asset as HTML (issue 15 §1): intrinsic width/height (no layout shift), alt text from the
 * brief, `loading="lazy"` below the fold and `fetchpriority="high"` on the hero's. Vector artwork is one
 * SVG file (resolution-independent, so no srcset); a photo is a <picture> with its modern renditions
 * (AVIF/WebP) as <source srcset> and the JPEG fallback on the <img>, all with the same `sizes`.
 */
export interface PictureOptions {
  /** The `sizes` attribute: the image's displayed width per breakpoint, e.g. `(min-width: 56rem) 50vw, 100vw`. */
  sizes: string;
  /** The first-screen image: eager, high fetch priority. */
  hero?: boolean;
  cls?: string;
}

const srcset = (vs: SiteImage['variants']) => vs.map((v) => `${esc(v.file)} ${v.width}w`).join(', ');

/** HTML of one image asset. */
export function renderPicture(img: SiteImage, o: PictureOptions): string {
  const load = o.hero ? ' fetchpriority="high" decoding="async"' : ' loading="lazy" decoding="async"';
  const cls = o.cls ? ` class="${o.cls}"` : '';
  const base = `alt="${esc(img.alt)}" width="${img.width}" height="${img.height}"${load}`;
  if (!img.variants.length) return `<img${cls} src="${esc(img.src)}" ${base}>`;
  const byType = (t: string) => img.variants.filter((v) => v.type === t).sort((a, b) => a.width - b.width);
  const sources = ['image/avif', 'image/webp'].map((t) => byType(t)).filter((vs) => vs.length)
    .map((vs) => `<source type="${vs[0]!.type}" srcset="${srcset(vs)}" sizes="${esc(o.sizes)}">`).join('');
  const fallback = byType('image/jpeg').length ? byType('image/jpeg') : byType('image/png');
  const fb = fallback.length ? ` srcset="${srcset(fallback)}" sizes="${esc(o.sizes)}"` : '';
  return `<picture${cls}>${sources}<img src="${esc(img.src)}"${fb} ${base}></picture>`;
}

/** Credits the stock libraries require, one line per photo ("Photo: Ana on Unsplash"), linked. */
export function creditLine(img: SiteImage, template: string): string {
  if (!img.credit) return '';
  const c = img.credit;
  return template.replace('{author}', `<a href="${esc(c.url)}" rel="noopener">${esc(c.name)}</a>`)
    .replace('{site}', `<a href="${esc(c.siteUrl)}" rel="noopener">${esc(c.site)}</a>`);
}
