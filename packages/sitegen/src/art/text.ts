import { n } from './svg';

/**
 * Untrusted words in the SVG: cleaned, measured roughly and clipped with "…" so a label never
 * overflows its box, then XML-escaped. Measuring is by code point class because an SVG shown via
 * <img> has no layout engine to ask: 0.55 em for Latin-like letters, 1 em for CJK/full-width.
 */

/** The one font stack every text uses (an SVG in <img> cannot load web fonts). */
export const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';

const XML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escape for XML text and double-quoted attribute values. */
export function escXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => XML[c] ?? c);
}

/**
 * Printable text only: drops C0/C1 controls, bidi overrides/isolates (they could reorder what the
 * window shows), lone surrogates and XML non-characters; collapses whitespace; at most `max` code points.
 */
export function cleanText(v: unknown, max = 160): string {
  if (typeof v !== 'string') return '';
  const out: string[] = [];
  for (const ch of v) {
    const c = ch.codePointAt(0) ?? 0;
    if (c < 0x20 || (c >= 0x7f && c < 0xa0)) { out.push(' '); continue; }
    if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c === 0x200e || c === 0x200f) continue;
    if ((c >= 0xd800 && c <= 0xdfff) || c === 0xfffe || c === 0xffff) continue;
    out.push(ch);
    if (out.length >= max * 2) break;
  }
  return Array.from(out.join('').replace(/\s+/g, ' ').trim()).slice(0, max).join('');
}

/** Approximate advance of one code point, in em. */
export function charEm(c: number): number {
  if (c >= 0x0300 && c <= 0x036f) return 0; // combining marks
  if (c >= 0x064b && c <= 0x065f) return 0; // Arabic harakat
  if ((c >= 0x1100 && c <= 0x11ff) || (c >= 0x2e80 && c <= 0xa4cf) || (c >= 0xac00 && c <= 0xd7af) ||
      (c >= 0xf900 && c <= 0xfaff) || (c >= 0xfe30 && c <= 0xfe4f) || (c >= 0xff00 && c <= 0xff60) || c >= 0x1f000) return 1;
  if (c === 0x20 || c === 0x2e || c === 0x2c || c === 0x27 || c === 0x69 || c === 0x6c || c === 0x49 || c === 0x7c) return 0.3;
  if (c >= 0x41 && c <= 0x5a) return 0.66; // capitals are wider
  if (c === 0x6d || c === 0x77 || c === 0x4d || c === 0x57) return 0.85;
  return 0.56;
}

/** Rough rendered width of `s` at `size` px. */
export function measure(s: string, size: number): number {
  let em = 0;
  for (const ch of s) em += charEm(ch.codePointAt(0) ?? 0);
  return em * size;
}

/** `s` clipped (with "…") to at most `maxPx` wide at `size` px; '' when not even one letter fits. */
export function fit(s: string, maxPx: number, size: number): string {
  if (measure(s, size) <= maxPx) return s;
  const budget = maxPx - size * 0.6;
  let w = 0;
  let out = '';
  for (const ch of s) {
    const cw = charEm(ch.codePointAt(0) ?? 0) * size;
    if (w + cw > budget) break;
    w += cw;
    out += ch;
  }
  out = out.replace(/\s+$/, '');
  return out ? out + '…' : '';
}

/** Where and how to draw one line of text. */
export interface TextOpts {
  size: number;
  fill: string;
  weight?: number;
  /** Clip to this width in px. */
  maxW?: number;
  anchor?: 'start' | 'middle' | 'end';
  /** Right-to-left document: the composition around it is mirrored; the text itself is not. */
  rtl?: boolean;
  op?: number;
}

/**
 * One `<text>` line at (x, y) in the composition's LTR coordinates. In RTL the composition is drawn
 * inside a mirroring group, so the text is flipped back with scale(-1 1) (x negated) and set
 * `direction="rtl"`: then "start" anchors its right edge, as Chromium and librsvg both do.
 */
export function text(x: number, y: number, raw: string, o: TextOpts): string {
  const s = o.maxW !== undefined ? fit(raw, o.maxW, o.size) : raw;
  if (!s) return '';
  let a = `font-size="${n(o.size)}" fill="${o.fill}"`;
  if (o.weight && o.weight !== 400) a += ` font-weight="${o.weight}"`;
  if (o.anchor && o.anchor !== 'start') a += ` text-anchor="${o.anchor}"`;
  if (o.op !== undefined && o.op < 1) a += ` opacity="${o.op}"`;
  const pos = o.rtl ? `x="${n(-x)}" y="${n(y)}" transform="scale(-1 1)" direction="rtl"` : `x="${n(x)}" y="${n(y)}"`;
  return `<text ${pos} ${a}>${escXml(s)}</text>`;
}
