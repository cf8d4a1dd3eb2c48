import type { Ctx } from './ctx';
import type { Rng } from './rng';
import { mix, shade, tint } from './palette';
import { circle, ellipse, g, n, path, smooth } from './svg';
import { Ink } from './ink';

/**
 * Reusable objects drawn side-on with their base at (x, y): vases and pots, flowers, leaves, a crowd.
 * Shading is two-tone (a gradient across the body) so they read as round without filters.
 */

/** A thrown vessel: profile from `shape` (0 bowl … 1 tall bottle), width w, height h, glaze colour. */
export function vase(c: Ctx, x: number, y: number, w: number, h: number, glaze: string, shape: number, band = true): string {
  const half = w / 2;
  const neck = half * (0.25 + (1 - shape) * 0.55);
  const belly = half;
  const foot = half * 0.55;
  const by = y - h * (0.3 + shape * 0.15);
  const d = `M${n(x - foot)} ${n(y)}C${n(x - belly * 1.15)} ${n(y - h * 0.08)} ${n(x - belly * 1.05)} ${n(by)} ${n(x - belly)} ${n(by)}` +
    `C${n(x - belly * 0.95)} ${n(y - h * 0.8)} ${n(x - neck)} ${n(y - h * 0.78)} ${n(x - neck)} ${n(y - h * 0.92)}L${n(x - neck * 1.15)} ${n(y - h)}H${n(x + neck * 1.15)}L${n(x + neck)} ${n(y - h * 0.92)}` +
    `C${n(x + neck)} ${n(y - h * 0.78)} ${n(x + belly * 0.95)} ${n(y - h * 0.8)} ${n(x + belly)} ${n(by)}C${n(x + belly * 1.05)} ${n(by)} ${n(x + belly * 1.15)} ${n(y - h * 0.08)} ${n(x + foot)} ${n(y)}Z`;
  const fill = c.defs.lin([[0, tint(glaze, 0.18)], [0.55, glaze], [1, shade(glaze, 0.3)]], 0, 0, 1, 0);
  const out = [ellipse(x, y, half * 1.1, h * 0.04, c.t.shadow, { op: 0.2 }), path(d, fill)];
  if (band) out.push(path(`M${n(x - belly * 0.98)} ${n(by - h * 0.05)}Q${n(x)} ${n(by + h * 0.04)} ${n(x + belly * 0.98)} ${n(by - h * 0.05)}`, 'none', { stroke: shade(glaze, 0.25), sw: Math.max(1, h * 0.03), op: 0.6 }));
  out.push(ellipse(x, y - h, neck * 1.1, Math.max(1, h * 0.025), shade(glaze, 0.45)));
  return out.join('');
}

/** Path data of a leaf (pointed ellipse) from (x, y) toward angle a (degrees), length l; absolute coords so many leaves share one path. */
export function leafD(x: number, y: number, l: number, a: number): string {
  const ca = Math.cos((a * Math.PI) / 180), sa = Math.sin((a * Math.PI) / 180);
  const P = (u: number, v: number) => `${n(x + u * ca - v * sa)} ${n(y + u * sa + v * ca)}`;
  return `M${n(x)} ${n(y)}Q${P(l * 0.5, -l * 0.3)} ${P(l, 0)}Q${P(l * 0.5, l * 0.3)} ${n(x)} ${n(y)}Z`;
}

/** A single leaf element (see `leafD`). */
export function leaf(x: number, y: number, l: number, a: number, fill: string): string {
  return path(leafD(x, y, l, a), fill);
}

/** A round bloom: petals ring plus centre. */
export function bloom(x: number, y: number, r: number, col: string): string {
  return circle(x, y, r, col) + circle(x, y, r * 0.35, shade(col, 0.25));
}

/**
 * Many blooms and leaves batched: leaves into one path, bloom discs into round-capped dots per colour
 * (an Ink), so a flower arch costs a few hundred bytes instead of a few KB.
 */
export class Flora {
  private leaves = '';
  /** `unit` is the bloom radius; blooms come in two sizes so discs of one colour batch together. */
  constructor(private readonly ink: Ink, private readonly green: string, private readonly unit: number, private readonly heart = '#c99a3c') {}
  leaf(x: number, y: number, l: number, a: number): this { this.leaves += leafD(x, y, l, a); return this; }
  bloom(x: number, y: number, big: boolean, col: string): this {
    const r = this.unit * (big ? 1.25 : 0.85);
    this.ink.dot(x, y, r, col).dot(x, y, this.unit * 0.32, this.heart);
    return this;
  }
  toString(): string { return path(this.leaves, this.green) + String(this.ink); }
}

/** Stems from (x, y) fanning up, each topped by a bloom or a leafy spray. */
export function bouquetTop(c: Ctx, r: Rng, x: number, y: number, h: number, cols: string[], green: string, k = r.int(6, 9)): string {
  const f = new Flora(new Ink(c), green, h * 0.11);
  let stems = '';
  for (let i = 0; i < k; i++) {
    const a = -Math.PI / 2 + (i / (k - 1) - 0.5) * 1.5;
    const l = h * r.range(0.7, 1);
    const ex = x + Math.cos(a) * l, ey = y + Math.sin(a) * l;
    stems += `M${n(x)} ${n(y)}Q${n(x + Math.cos(a) * l * 0.3)} ${n(y + Math.sin(a) * l * 0.6)} ${n(ex)} ${n(ey)}`;
    if (i % 3 === 1) f.leaf(ex, ey, h * 0.22, (a * 180) / Math.PI).leaf(ex, ey, h * 0.18, (a * 180) / Math.PI - 40);
    else f.bloom(ex, ey, r.chance(0.5), r.pick(cols));
  }
  return path(stems, 'none', { stroke: shade(green, 0.15), sw: Math.max(1.2, h * 0.018), round: true }) + f;
}

/** A crowd of head-and-shoulder silhouettes along the bottom, some hands raised. */
export function crowd(r: Rng, w: number, h: number, y: number, size: number, fill: string, hands = 0.3): string {
  // Bodies, heads and hands in separate paths: one path with overlapping opposite windings would punch holes.
  let d = '', heads = '', arms = '';
  for (let x = -size; x < w + size; x += size * r.range(0.75, 1.1)) {
    const yy = y + r.range(-0.2, 0.25) * size, hr = size * 0.3;
    d += `M${n(x - size * 0.55)} ${n(h)}V${n(yy + size * 0.75)}Q${n(x - size * 0.55)} ${n(yy + size * 0.42)} ${n(x)} ${n(yy + size * 0.42)}Q${n(x + size * 0.55)} ${n(yy + size * 0.42)} ${n(x + size * 0.55)} ${n(yy + size * 0.75)}V${n(h)}Z`;
    heads += `M${n(x - hr)} ${n(yy)}a${n(hr)} ${n(hr)} 0 1 0 ${n(hr * 2)} 0a${n(hr)} ${n(hr)} 0 1 0 ${n(-hr * 2)} 0Z`;
    if (r.chance(hands)) {
      const hx = x + size * r.range(-0.4, 0.4);
      arms += `M${n(hx - size * 0.06)} ${n(yy + size * 0.5)}L${n(hx - size * 0.1)} ${n(yy - size * 0.55)}h${n(size * 0.16)}L${n(hx + size * 0.1)} ${n(yy + size * 0.5)}Z`;
    }
  }
  return path(arms, fill) + path(d, fill) + path(heads, fill);
}

/** A mug side-on (body + handle) with an optional steam curl. */
export function mug(c: Ctx, x: number, y: number, s: number, col: string, steam = true): string {
  const body = c.defs.lin([[0, tint(col, 0.15)], [1, shade(col, 0.2)]], 0, 0, 1, 0);
  return g([
    ellipse(x, y, s * 0.6, s * 0.06, c.t.shadow, { op: 0.2 }),
    path(`M${n(x + s * 0.35)} ${n(y - s * 0.7)}a${n(s * 0.22)} ${n(s * 0.22)} 0 0 1 0 ${n(s * 0.44)}`, 'none', { stroke: shade(col, 0.15), sw: s * 0.09 }),
    path(`M${n(x - s * 0.42)} ${n(y - s * 0.9)}H${n(x + s * 0.42)}V${n(y - s * 0.1)}Q${n(x + s * 0.42)} ${n(y)} ${n(x + s * 0.32)} ${n(y)}H${n(x - s * 0.32)}Q${n(x - s * 0.42)} ${n(y)} ${n(x - s * 0.42)} ${n(y - s * 0.1)}Z`, body),
    steam ? path(`M${n(x - s * 0.1)} ${n(y - s * 1.05)}c${n(-s * 0.15)} ${n(-s * 0.15)} ${n(s * 0.15)} ${n(-s * 0.25)} 0 ${n(-s * 0.45)}M${n(x + s * 0.12)} ${n(y - s * 1.05)}c${n(-s * 0.15)} ${n(-s * 0.15)} ${n(s * 0.15)} ${n(-s * 0.25)} 0 ${n(-s * 0.45)}`, 'none', { stroke: mix(col, '#ffffff', 0.5), sw: s * 0.05, round: true, op: 0.6 }) : '',
  ]);
}

/**
 * A string of festoon lights across the canvas: the wire sags twice between `top` and `top + sag` (fractions
 * of H), `bulbs` bulbs from `first` (fraction of W) hang `drop` px below it, each a warm dot in a glow of
 * radius `glowR` × min(W, H).
 */
export function stringLights(c: Ctx, o: { top: number; sag: number; bulbs: number; first: number; drop: number; glowR: number }, wire: string, glow: string, warm: string): string {
  const { W, H } = c, m = Math.min(W, H);
  const y = (x: number) => H * o.top + Math.sin((x / W) * Math.PI * 2) ** 2 * H * o.sag;
  const pts: [number, number][] = [];
  for (let i = 0; i <= 8; i++) pts.push([(i / 8) * W, y((i / 8) * W)]);
  const out = [path(smooth(pts), 'none', { stroke: wire, sw: 1.5 })];
  for (let i = 0; i < o.bulbs; i++) { const x = (i / o.bulbs + o.first) * W, by = y(x) + o.drop; out.push(circle(x, by, m * o.glowR, glow), circle(x, by, m * 0.008, warm)); }
  return out.join('');
}
