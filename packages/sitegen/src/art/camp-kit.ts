import type { Ctx } from './ctx';
import { mix, shade } from './palette';
import { circle, ellipse, g, n, path, rect } from './svg';
import { ridge } from './scene-kit';

/**
 * A campsite's ground and kit (art/campsite.ts, art/glamping.ts): the field under the hills, a dome tent, a bell
 * tent, a touring caravan, a campfire, camping chairs, a hook-up post and strings of lights.
 */

/** Sky, a sun, two ranges of hills, a tree line and the mown field; returns the field's top. */
export function ground(c: Ctx, out: string[]): number {
  const { W, H, t, rng } = c;
  const top = H * rng.range(0.56, 0.62);
  out.push(rect(0, 0, W, H, c.defs.lin([[0, mix('#9fcbea', t.second, 0.15)], [1, mix('#f6efdc', t.bg, 0.3)]])),
    circle(W * rng.range(0.6, 0.85), H * 0.16, Math.min(W, H) * 0.055, '#fff4d6'),
    ridge(rng, W, H, top - H * 0.16, H * 0.12, mix('#9db7a4', t.second, 0.12), true, 6),
    ridge(rng, W, H, top - H * 0.06, H * 0.08, mix('#6f9672', t.second, 0.12), true, 8));
  let trees = '';
  for (let x = -W * 0.02; x < W * 1.05; x += W * rng.range(0.04, 0.07)) {
    const r = H * rng.range(0.035, 0.07);
    trees += `M${n(x - r)} ${n(top)}A${n(r)} ${n(r * 1.3)} 0 0 1 ${n(x + r)} ${n(top)}Z`;
  }
  out.push(path(trees, shade(mix('#4f7f55', t.second, 0.12), 0.12)), rect(0, top, W, H - top, mix('#78a85f', t.second, 0.1)));
  const band = (H - top) / 6;
  for (let i = 1; i < 6; i += 2) out.push(rect(0, top + band * i, W, band, '#ffffff', { op: 0.06 }));
  return top;
}

/** A dome tent standing at (x, y) (the middle of its base), s wide, in `col`, its door open, guy lines pegged out. */
export function domeTent(x: number, y: number, s: number, col: string): string {
  const h = s * 0.55;
  return g([ellipse(x, y, s * 0.62, s * 0.06, '#000000', { op: 0.12 }),
    path(`M${n(x - s / 2)} ${n(y)}Q${n(x - s * 0.42)} ${n(y - h * 1.25)} ${n(x)} ${n(y - h)}Q${n(x + s * 0.42)} ${n(y - h * 1.25)} ${n(x + s / 2)} ${n(y)}Z`, col),
    path(`M${n(x - s * 0.3)} ${n(y - h * 0.78)}Q${n(x)} ${n(y - h * 1.05)} ${n(x + s * 0.3)} ${n(y - h * 0.78)}`, 'none', { stroke: shade(col, 0.25), sw: Math.max(1.5, s * 0.015) }),
    path(`M${n(x - s * 0.16)} ${n(y)}Q${n(x - s * 0.02)} ${n(y - h * 0.8)} ${n(x + s * 0.02)} ${n(y - h * 0.72)}L${n(x + s * 0.16)} ${n(y)}Z`, shade(col, 0.45)),
    path(`M${n(x - s * 0.4)} ${n(y - h * 0.5)}L${n(x - s * 0.7)} ${n(y)}M${n(x + s * 0.4)} ${n(y - h * 0.5)}L${n(x + s * 0.7)} ${n(y)}`, 'none', { stroke: '#ffffff', sw: 1, op: 0.6 })]);
}

/** A canvas bell tent at (x, y), s wide: a cone on a short wall, its door flap tied back, the pole's tip above. */
export function bellTent(x: number, y: number, s: number, canvas: string): string {
  const h = s * 0.85, seam = shade(canvas, 0.14);
  return g([ellipse(x, y, s * 0.6, s * 0.05, '#000000', { op: 0.12 }),
    path(`M${n(x - s / 2)} ${n(y)}V${n(y - h * 0.3)}L${n(x)} ${n(y - h)}L${n(x + s / 2)} ${n(y - h * 0.3)}V${n(y)}Z`, canvas),
    path(`M${n(x - s / 2)} ${n(y - h * 0.3)}H${n(x + s / 2)}M${n(x)} ${n(y - h)}V${n(y - h * 1.08)}`, 'none', { stroke: seam, sw: Math.max(1.5, s * 0.015) }),
    path(`M${n(x - s * 0.13)} ${n(y)}L${n(x)} ${n(y - h * 0.5)}L${n(x + s * 0.13)} ${n(y)}Z`, shade(canvas, 0.5)),
    path(`M${n(x + s * 0.02)} ${n(y - h * 0.46)}L${n(x + s * 0.2)} ${n(y)}`, 'none', { stroke: seam, sw: Math.max(1.5, s * 0.015) })]);
}

/** A touring caravan at (x, y) (its wheel on the ground), s long, with a stripe in `col`, windows, a door and its hitch. */
export function caravan(x: number, y: number, s: number, col: string, glass: string): string {
  const h = s * 0.45, x0 = x - s / 2, top = y - s * 0.08 - h;
  return g([ellipse(x, y, s * 0.6, s * 0.04, '#000000', { op: 0.14 }),
    path(`M${n(x0 + s)} ${n(y - s * 0.12)}L${n(x0 + s + s * 0.18)} ${n(y - s * 0.04)}`, 'none', { stroke: '#5b6068', sw: Math.max(2, s * 0.02), round: true }),
    rect(x0, top, s, h, '#f7f5ef', { rx: s * 0.08 }), rect(x0, top + h * 0.55, s, h * 0.12, col),
    rect(x0 + s * 0.08, top + h * 0.18, s * 0.26, h * 0.28, glass, { rx: s * 0.03 }), rect(x0 + s * 0.62, top + h * 0.18, s * 0.3, h * 0.28, glass, { rx: s * 0.03 }),
    rect(x0 + s * 0.42, top + h * 0.16, s * 0.13, h * 0.76, shade('#f7f5ef', 0.08), { rx: s * 0.02 }),
    circle(x0 + s * 0.36, y - s * 0.06, s * 0.07, '#2f3238'), circle(x0 + s * 0.36, y - s * 0.06, s * 0.03, '#9aa1ab')]);
}

/** A campfire at (x, y): a ring of stones, two crossed logs, flames. */
export function campfire(x: number, y: number, s: number): string {
  const out = [ellipse(x, y, s * 0.7, s * 0.18, '#000000', { op: 0.12 })];
  for (let k = 0; k < 7; k++) { const a = (k / 7) * Math.PI * 2; out.push(ellipse(x + Math.cos(a) * s * 0.55, y + Math.sin(a) * s * 0.14, s * 0.12, s * 0.07, '#8d8a84')); }
  out.push(path(`M${n(x - s * 0.45)} ${n(y + s * 0.02)}L${n(x + s * 0.4)} ${n(y - s * 0.12)}M${n(x - s * 0.4)} ${n(y - s * 0.12)}L${n(x + s * 0.45)} ${n(y + s * 0.02)}`, 'none', { stroke: '#7a5234', sw: s * 0.1, round: true }),
    path(`M${n(x - s * 0.22)} ${n(y - s * 0.08)}Q${n(x - s * 0.3)} ${n(y - s * 0.5)} ${n(x - s * 0.02)} ${n(y - s * 0.85)}Q${n(x + s * 0.05)} ${n(y - s * 0.45)} ${n(x + s * 0.24)} ${n(y - s * 0.6)}Q${n(x + s * 0.3)} ${n(y - s * 0.25)} ${n(x + s * 0.2)} ${n(y - s * 0.08)}Z`, '#f28c28'),
    path(`M${n(x - s * 0.1)} ${n(y - s * 0.08)}Q${n(x - s * 0.14)} ${n(y - s * 0.35)} ${n(x)} ${n(y - s * 0.55)}Q${n(x + s * 0.14)} ${n(y - s * 0.3)} ${n(x + s * 0.1)} ${n(y - s * 0.08)}Z`, '#f9d35b'));
  return g(out);
}

/** A folding camping chair at (x, y), s tall, its seat in `col`. */
export function campChair(x: number, y: number, s: number, col: string): string {
  const leg = { stroke: '#4a4f57', sw: Math.max(1.5, s * 0.05), round: true };
  return g([path(`M${n(x - s * 0.3)} ${n(y)}L${n(x + s * 0.25)} ${n(y - s * 0.5)}M${n(x + s * 0.3)} ${n(y)}L${n(x - s * 0.25)} ${n(y - s * 0.5)}`, 'none', leg),
    path(`M${n(x - s * 0.3)} ${n(y - s * 0.5)}Q${n(x)} ${n(y - s * 0.38)} ${n(x + s * 0.3)} ${n(y - s * 0.5)}L${n(x + s * 0.28)} ${n(y - s)}H${n(x - s * 0.28)}Z`, col)]);
}

/** An electric hook-up post at (x, y), h tall, with its cable running to (tx, ty). */
export function hookUp(x: number, y: number, h: number, tx: number, ty: number): string {
  return g([rect(x - h * 0.08, y - h, h * 0.16, h, '#3f6f8f', { rx: h * 0.03 }), rect(x - h * 0.11, y - h * 1.05, h * 0.22, h * 0.1, '#2f5670', { rx: h * 0.03 }),
    circle(x, y - h * 0.7, h * 0.04, '#f2c14e'),
    path(`M${n(x)} ${n(y - h * 0.55)}Q${n((x + tx) / 2)} ${n(Math.max(y, ty) + h * 0.1)} ${n(tx)} ${n(ty)}`, 'none', { stroke: '#f28c28', sw: Math.max(1.5, h * 0.03) })]);
}

/** A string of lights from (x1, y1) to (x2, y2), sagging, with small warm glows. */
export function lights(c: Ctx, x1: number, y1: number, x2: number, y2: number): string {
  const warm = '#ffd58a', glow = c.defs.rad([[0, warm, 0.7], [1, warm, 0]]);
  const out = [path(`M${n(x1)} ${n(y1)}Q${n((x1 + x2) / 2)} ${n(Math.max(y1, y2) + Math.abs(x2 - x1) * 0.12)} ${n(x2)} ${n(y2)}`, 'none', { stroke: '#4a4f57', sw: 1 })];
  for (let k = 1; k < 8; k++) {
    const t = k / 8, x = x1 + (x2 - x1) * t, y = y1 + (y2 - y1) * t + Math.abs(x2 - x1) * 0.12 * 4 * t * (1 - t) * 0.5 + 2;
    out.push(circle(x, y, Math.abs(x2 - x1) * 0.03, glow), circle(x, y, Math.max(1.5, Math.abs(x2 - x1) * 0.008), warm));
  }
  return g(out);
}

