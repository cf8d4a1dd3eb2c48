import type { Ctx } from './ctx';
import { n } from './svg';
import { escXml, fit } from './text';
import type { TextOpts } from './text';

/**
 * Batches the many small marks of a UI layer into few elements: copy bars become segments of one
 * stroked path per colour (round caps give the pill shape), texts of one style share a <g> carrying
 * their attributes. This is most of why a full dashboard stays near 8 KB. Only for marks that do not
 * overlap each other (the batch reorders them by style).
 */
export class Ink {
  private readonly bars = new Map<string, string>();
  private readonly texts = new Map<string, string>();

  constructor(private readonly c: Ctx) {}

  /** A rounded bar (stand-in for a line of copy) with its top-left at (x, y). */
  bar(x: number, y: number, w: number, h: number, color: string, op = 1): this {
    if (w <= 0 || h <= 0) return this;
    const r = Math.min(h, w) / 2;
    const key = `${color}|${Math.round(op * 100) / 100}|${n(h)}`;
    this.bars.set(key, (this.bars.get(key) ?? '') + `M${n(x + r)} ${n(y + h / 2)}h${n(Math.max(0, w - 2 * r))}`);
    return this;
  }

  /** A dot (circle of radius r). */
  dot(cx: number, cy: number, r: number, color: string, op = 1): this {
    const key = `${color}|${Math.round(op * 100) / 100}|${n(r * 2)}`;
    this.bars.set(key, (this.bars.get(key) ?? '') + `M${n(cx)} ${n(cy)}h0`);
    return this;
  }

  /** One line of untrusted text, clipped to `o.maxW` and escaped; see `text()` for the RTL rule. */
  text(x: number, y: number, raw: string, o: Omit<TextOpts, 'rtl'> & { num?: boolean }): this {
    const s = o.maxW !== undefined ? fit(raw, o.maxW, o.size) : raw;
    if (!s) return this;
    // Figures ("+12%", "98.6%") keep LTR order in RTL pages; their anchor flips instead of the direction.
    const numRtl = this.c.rtl && o.num;
    const anchor = numRtl ? ({ start: 'end', end: 'start', middle: 'middle' } as const)[o.anchor ?? 'start'] : o.anchor;
    let a = `font-size="${n(o.size)}" fill="${o.fill}"`;
    if (o.weight && o.weight !== 400) a += ` font-weight="${o.weight}"`;
    if (anchor && anchor !== 'start') a += ` text-anchor="${anchor}"`;
    if (numRtl) a += ' data-num';
    if (o.op !== undefined && o.op < 1) a += ` opacity="${o.op}"`;
    const el = `<text x="${n(this.c.rtl ? -x : x)}" y="${n(y)}">${escXml(s)}</text>`;
    this.texts.set(a, (this.texts.get(a) ?? '') + el);
    return this;
  }

  toString(): string {
    let out = '';
    for (const [key, d] of this.bars) {
      const [color, op, sw] = key.split('|');
      out += `<path d="${d}" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round"${Number(op) < 1 ? ` opacity="${op}"` : ''}/>`;
    }
    for (const [key, body] of this.texts) {
      const num = key.endsWith(' data-num');
      const a = num ? key.slice(0, -' data-num'.length) : key;
      const flip = this.c.rtl ? ` transform="scale(-1 1)"${num ? ' direction="ltr"' : ' direction="rtl"'}` : '';
      out += `<g ${a}${flip}>${body}</g>`;
    }
    return out;
  }
}
