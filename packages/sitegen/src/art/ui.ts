import { icon } from '../icons';
import { pickIcon } from '../pick-icon';
import type { IconName } from '../icons';
import type { Ctx } from './ctx';
import { mix } from './palette';
import { circle, g, n, path, rect, smooth } from './svg';
import type { Ink } from './ink';

/**
 * Building blocks of the product-screen kind: cards, skeleton text bars, icons, charts. Skeleton bars
 * stand for copy we do not have (we never invent words in the site's language); real words come only
 * from the brief's labels and title.
 */

/** A UI card: paper fill, hairline, soft two-step shadow (opacity layers instead of a blur filter). */
export function card(c: Ctx, x: number, y: number, w: number, h: number, r: number, lift = 1, fill = c.t.card): string {
  const s = c.t.shadow;
  const face = rect(x, y, w, h, fill, { rx: r, stroke: c.t.line, sw: 1 });
  // Cards inside the window sit flat (lift < 1): a hairline is enough and saves bytes.
  if (lift < 1) return face;
  return [
    rect(x - lift, y + 6 * lift, w + 2 * lift, h, s, { rx: r + 2, op: c.t.dark ? 0.25 : 0.05 }),
    rect(x, y + 2 * lift, w, h, s, { rx: r, op: c.t.dark ? 0.3 : 0.06 }),
    face,
  ].join('');
}

/** A rounded bar standing in for a line of copy. */
export const bar = (x: number, y: number, w: number, h: number, fill: string, op = 1): string =>
  rect(x, y, w, h, fill, { rx: h / 2, op });

/** A Lucide glyph (ISC) for a feature label, as stroked paths in a `size` px box at (x, y). */
export function glyph(label: string, i: number, x: number, y: number, size: number, color: string, name?: IconName, rtl = false): string {
  const inner = icon(name ?? pickIcon(label, i)).replace(/^<svg[^>]*>|<\/svg>$/g, '');
  const k = Math.round((size / 24) * 100) / 100;
  // In RTL the whole picture is mirrored; flip the glyph back inside its box so a tick stays a tick.
  const tf = rtl ? `translate(${n(x + size)} ${n(y)}) scale(${-k} ${k})` : `translate(${n(x)} ${n(y)}) scale(${k})`;
  return `<g transform="${tf}" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</g>`;
}

/** A plausible KPI figure (digits only, so it reads in any language). */
export function figure(c: Ctx, k: number): string {
  const r = c.rng;
  switch ((k + r.int(0, 3)) % 4) {
    case 0: return `${r.int(1, 9)},${String(r.int(100, 999))}`;
    case 1: return `${r.int(86, 99)}.${r.int(1, 9)}%`;
    case 2: return `${r.int(12, 96)}.${r.int(1, 9)}k`;
    default: return `${r.int(120, 980)}`;
  }
}

/** Random walk with an upward drift, values in 0..1. */
export function series(c: Ctx, count: number, drift = 0.5): number[] {
  const out: number[] = [];
  let v = c.rng.range(0.15, 0.4);
  for (let i = 0; i < count; i++) {
    v = Math.min(0.95, Math.max(0.05, v + c.rng.range(-0.16, 0.2) * (0.6 + drift * 0.4) + drift * 0.02));
    out.push(v);
  }
  return out;
}

/** Tiny sparkline in a w×h box. */
export function sparkline(c: Ctx, x: number, y: number, w: number, h: number, color: string): string {
  const v = series(c, 7);
  const pts = v.map((p, i) => [x + (i / (v.length - 1)) * w, y + h - p * h] as const);
  return path(smooth(pts), 'none', { stroke: color, sw: 2, round: true });
}

/** Area chart with grid, a second series, and one highlighted point with its tooltip. */
export function areaChart(c: Ctx, ink: Ink, x: number, y: number, w: number, h: number, fs: number): string {
  const t = c.t;
  const k = c.rng.int(8, 12);
  const a = series(c, k, 0.8);
  const b = series(c, k, 0.3).map((v) => v * 0.7);
  const P = (v: number[]) => v.map((p, i) => [x + (i / (k - 1)) * w, y + h - p * h] as const);
  const pa = P(a);
  const out: string[] = [];
  let grid = '';
  for (let i = 0; i <= 3; i++) grid += `M${n(x)} ${n(y + (h * i) / 3)}h${n(w)}`;
  out.push(path(grid, 'none', { stroke: t.line, sw: 1 }));
  const fill = c.defs.lin([[0, t.primary, t.dark ? 0.45 : 0.3], [1, t.primary, 0]]);
  const top = smooth(pa);
  out.push(path(`${top}L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}Z`, fill));
  out.push(path(smooth(P(b)), 'none', { stroke: t.second, sw: 2, round: true, dash: '5 6', op: 0.8 }));
  out.push(path(top, 'none', { stroke: t.primary, sw: 2.6, round: true }));
  const hi = Math.max(1, Math.min(k - 2, Math.round(k * c.rng.range(0.55, 0.8))));
  const [hx, hy] = pa[hi] as readonly [number, number];
  out.push(rect(hx - 0.5, y, 1, h, t.primary, { op: 0.35 }));
  out.push(circle(hx, hy, fs * 0.42, t.card, { stroke: t.primary, sw: 2.5 }));
  const label = `+${c.rng.int(8, 38)}%`;
  const tw = fs * 3.6, th = fs * 1.9;
  const tx = Math.min(x + w - tw, Math.max(x, hx - tw / 2)), ty = Math.max(y - th * 0.6, hy - th - fs * 0.9);
  out.push(rect(tx, ty, tw, th, t.text, { rx: th / 2.4 }));
  ink.text(tx + tw / 2, ty + th * 0.66, label, { size: fs * 0.85, fill: t.card, weight: 600, anchor: 'middle', num: true });
  return out.join('');
}

/** Donut ring with a share highlighted; `pct` in 0..1. */
export function donut(c: Ctx, cx: number, cy: number, r: number, sw: number, pct: number): string {
  const t = c.t;
  const len = 2 * Math.PI * r;
  return g([
    circle(cx, cy, r, 'none', { stroke: mix(t.card, t.second, 0.3), sw }),
    circle(cx, cy, r, 'none', { stroke: t.primary, sw, dash: `${n(len * pct)} ${n(len)}`, round: true, tf: `rotate(-90 ${n(cx)} ${n(cy)})` }),
  ]);
}

/** Small status pill (tinted); its dot and bar go to `ink`. */
export function pill(c: Ctx, ink: Ink, x: number, y: number, w: number, h: number, color: string): string {
  ink.dot(x + h * 0.55, y + h / 2, h * 0.16, color).bar(x + h, y + h * 0.38, w - h * 1.45, h * 0.24, color, 0.55);
  return rect(x, y, w, h, mix(c.t.card, color, c.t.dark ? 0.3 : 0.16), { rx: h / 2 });
}
