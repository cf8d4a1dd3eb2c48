import type { Ctx } from './ctx';
import { mix, shade, tint } from './palette';
import type { Rng } from './rng';
import { n, path, rect } from './svg';

/**
 * Pieces of a street-food scene shared by the food truck (food-truck.ts) and the takeaway's shopfront
 * (takeaway.ts): the striped awning, the pavement chalkboard, the pavement itself and the person serving.
 */

/**
 * A striped awning over an opening of width w at (x, y): stripes of `col` and white widening by `depth`
 * to a scalloped edge, a rail along the top.
 */
export function awning(x: number, y: number, w: number, depth: number, col: string): string {
  const stripes = 8, aw = w * 1.14, ax = x - w * 0.07, out: string[] = [];
  for (let i = 0; i < stripes; i++) {
    const sx = ax + (aw / stripes) * i;
    out.push(path(`M${n(x + (w / stripes) * i)} ${n(y)}H${n(x + (w / stripes) * (i + 1))}L${n(sx + aw / stripes)} ${n(y + depth)}H${n(sx)}Z`, i % 2 ? '#fbf8f2' : col));
  }
  let scallop = `M${n(ax)} ${n(y + depth)}`;
  for (let i = 0; i < stripes; i++) scallop += `a${n(aw / stripes / 2)} ${n(aw / stripes / 2.4)} 0 0 0 ${n(aw / stripes)} 0`;
  out.push(path(scallop + 'Z', col), rect(x - w * 0.02, y - depth * 0.12, w * 1.04, depth * 0.19, shade(col, 0.25), { rx: 2 }));
  return out.join('');
}

/** A chalkboard A-frame standing on the pavement at (x, ground), h high, three lines of chalk. */
export function aFrame(c: Ctx, x: number, ground: number, h: number): string {
  const w = h * 0.55, m = Math.min(c.W, c.H);
  const out = [path(`M${n(x - w * 0.55)} ${n(ground)}L${n(x)} ${n(ground - h)}L${n(x + w * 0.55)} ${n(ground)}`, 'none', { stroke: mix('#8a6446', c.t.primary, 0.1), sw: m * 0.012, round: true }),
    rect(x - w * 0.42, ground - h * 0.86, w * 0.84, h * 0.62, '#2b2f2c', { rx: 2 })];
  for (let k = 0; k < 3; k++) out.push(rect(x - w * 0.3, ground - h * (0.76 - k * 0.17), w * (k === 1 ? 0.4 : 0.6), h * 0.04, '#f1efe6', { rx: 1, op: 0.65 }));
  return out.join('');
}

/** The pavement from `ground` down to the bottom of the canvas, with a kerb `kerb` × H deep along its edge. */
export function pavement(c: Ctx, ground: number, kerb: number): string {
  const { W, H, t } = c;
  const pave = t.dark ? mix('#3b3b42', t.primary, 0.06) : mix('#c9c3b8', t.primary, 0.05);
  return rect(0, ground, W, H - ground, c.defs.lin([[0, tint(pave, 0.08)], [1, shade(pave, 0.12)]])) + rect(0, ground, W, H * kerb, shade(pave, 0.2));
}

/**
 * A torso seen from the front or behind, standing on y = `base`: sides `w` either side of x, rounded
 * shoulders from y = `shoulder` up to y = `top` (the head is the caller's, in its own colour).
 */
export function torso(x: number, base: number, w: number, shoulder: number, top: number, fill: string): string {
  return path(`M${n(x - w)} ${n(base)}V${n(shoulder)}Q${n(x - w)} ${n(top)} ${n(x)} ${n(top)}Q${n(x + w)} ${n(top)} ${n(x + w)} ${n(shoulder)}V${n(base)}Z`, fill);
}

/** A skin tone between light and deep brown, from the scene's generator. */
export const skinTone = (r: Rng): string => mix('#c68b65', '#7a4a35', r.next());
