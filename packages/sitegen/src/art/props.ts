import type { Ctx } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, ellipse, g, n, path, rect } from './svg';
import { leafD } from './objects';

/**
 * Furniture and trade props for the service scenes, side-on, standing on the floor line y, scaled by
 * s (≈ the height of a table). Simple solid shapes with one shade for the side that faces away.
 */

const sh = (c: Ctx, x: number, y: number, w: number) => ellipse(x, y, w / 2, Math.max(2, w * 0.04), c.t.shadow, { op: 0.18 });

/** Padded treatment table (physio, massage, clinic). */
export function treatmentTable(c: Ctx, x: number, y: number, s: number, col: string): string {
  const w = s * 2.2, top = y - s * 0.75;
  const leg = shade(c.t.text, 0.1);
  return [sh(c, x, y, w * 1.05), path(`M${n(x - w * 0.4)} ${n(y)}L${n(x - w * 0.3)} ${n(top)}M${n(x + w * 0.4)} ${n(y)}L${n(x + w * 0.3)} ${n(top)}M${n(x - w * 0.35)} ${n(y - s * 0.3)}H${n(x + w * 0.35)}`, 'none', { stroke: leg, sw: s * 0.05, round: true }),
    rect(x - w / 2, top - s * 0.16, w, s * 0.16, col, { rx: s * 0.06 }), rect(x - w / 2, top - s * 0.16, w * 0.25, s * 0.16, shade(col, 0.12), { rx: s * 0.06 }), rect(x - w * 0.1, top - s * 0.03, w * 0.2, s * 0.03, c.t.card, { op: 0.5 })].join('');
}

/** Exercise ball. */
export function ball(c: Ctx, x: number, y: number, r: number, col: string): string {
  return sh(c, x, y, r * 2) + circle(x, y - r, r, c.defs.rad([[0, tint(col, 0.3)], [1, shade(col, 0.15)]], 0.35, 0.35, 0.75)) + path(`M${n(x - r * 0.9)} ${n(y - r * 1.3)}Q${n(x)} ${n(y - r * 0.7)} ${n(x + r * 0.9)} ${n(y - r * 1.3)}`, 'none', { stroke: tint(col, 0.4), sw: r * 0.06, op: 0.7 });
}

/** A resistance band hanging from a wall hook, drawn as a loop. */
export function band(x: number, y: number, s: number, col: string): string {
  return path(`M${n(x)} ${n(y)}C${n(x - s * 0.5)} ${n(y + s * 0.6)} ${n(x - s * 0.25)} ${n(y + s * 1.2)} ${n(x)} ${n(y + s * 1.2)}C${n(x + s * 0.25)} ${n(y + s * 1.2)} ${n(x + s * 0.5)} ${n(y + s * 0.6)} ${n(x)} ${n(y)}`, 'none', { stroke: col, sw: s * 0.07, round: true }) + circle(x, y, s * 0.05, '#8a8f98');
}

/** Potted plant, big leaves. */
export function pottedPlant(c: Ctx, x: number, y: number, s: number): string {
  let d = '';
  for (let i = 0; i < 9; i++) d += leafD(x, y - s * 0.45, s * (0.5 + (i % 3) * 0.15), -170 + i * 20);
  const pot = mix('#c77b58', c.t.primary, 0.15);
  return [sh(c, x, y, s * 0.6), path(d, mix('#4f7a4a', c.t.second, 0.15)), path(`M${n(x - s * 0.22)} ${n(y - s * 0.45)}H${n(x + s * 0.22)}L${n(x + s * 0.17)} ${n(y)}H${n(x - s * 0.17)}Z`, pot), rect(x - s * 0.24, y - s * 0.48, s * 0.48, s * 0.07, shade(pot, 0.1), { rx: 2 })].join('');
}

/** Framed art on the wall: an abstract arch and sun in the palette (not a face, not an avatar). */
export function wallArt(c: Ctx, x: number, y: number, w: number, h: number): string {
  const ix = x + w * 0.1, iy = y + w * 0.1, iw = w * 0.8, ih = h - w * 0.2;
  return [rect(x + 4, y + 6, w, h, c.t.shadow, { op: 0.12 }), rect(x, y, w, h, shade(c.t.card, 0.05)), rect(ix, iy, iw, ih, c.t.pSoft),
    path(`M${n(ix + iw * 0.1)} ${n(iy + ih)}V${n(iy + ih * 0.45 + iw * 0.25)}A${n(iw * 0.25)} ${n(iw * 0.25)} 0 0 1 ${n(ix + iw * 0.6)} ${n(iy + ih * 0.45 + iw * 0.25)}V${n(iy + ih)}Z`, c.t.primary),
    circle(ix + iw * 0.78, iy + ih * 0.22, iw * 0.12, c.t.second), rect(ix, iy + ih * 0.86, iw, ih * 0.14, shade(c.t.pSoft, 0.12))].join('');
}

/** A window with sky and a sun, mullions. */
export function windowFrame(c: Ctx, x: number, y: number, w: number, h: number): string {
  const sky = c.defs.lin([[0, mix('#9ccbea', c.t.second, 0.2)], [1, mix('#fdf0d8', c.t.bg, 0.3)]]);
  return [rect(x - 6, y - 6, w + 12, h + 12, c.t.card), rect(x, y, w, h, sky), circle(x + w * 0.7, y + h * 0.35, Math.min(w, h) * 0.12, '#fff4d6'),
    path(`M${n(x)} ${n(y + h)}Q${n(x + w * 0.3)} ${n(y + h * 0.7)} ${n(x + w * 0.6)} ${n(y + h * 0.85)}T${n(x + w)} ${n(y + h * 0.75)}V${n(y + h)}Z`, mix('#8fbf8a', c.t.second, 0.2)),
    path(`M${n(x + w / 2)} ${n(y)}V${n(y + h)}M${n(x)} ${n(y + h / 2)}H${n(x + w)}`, 'none', { stroke: c.t.card, sw: 5 }), rect(x - 12, y + h + 4, w + 24, 8, shade(c.t.card, 0.06))].join('');
}

/** A low sofa with cushions. */
export function sofa(c: Ctx, x: number, y: number, s: number, col: string): string {
  const w = s * 2.6;
  return [sh(c, x, y, w), rect(x - w / 2, y - s * 0.95, w, s * 0.55, shade(col, 0.12), { rx: s * 0.15 }), rect(x - w / 2 - s * 0.1, y - s * 0.6, w + s * 0.2, s * 0.5, col, { rx: s * 0.12 }),
    rect(x - w * 0.4, y - s * 0.85, s * 0.5, s * 0.4, c.t.second, { rx: s * 0.1, tf: `rotate(-8 ${n(x - w * 0.4)} ${n(y - s * 0.6)})` }), rect(x - w / 2 - s * 0.15, y - s * 0.75, s * 0.3, s * 0.65, shade(col, 0.05), { rx: s * 0.12 }), rect(x + w / 2 - s * 0.15, y - s * 0.75, s * 0.3, s * 0.65, shade(col, 0.05), { rx: s * 0.12 }),
    path(`M${n(x - w * 0.42)} ${n(y - s * 0.1)}V${n(y)}M${n(x + w * 0.42)} ${n(y - s * 0.1)}V${n(y)}`, 'none', { stroke: shade(col, 0.4), sw: s * 0.05 })].join('');
}

/** Floor lamp with a warm glow. */
export function floorLamp(c: Ctx, x: number, y: number, s: number): string {
  const glow = c.defs.rad([[0, '#ffd58a', 0.5], [1, '#ffd58a', 0]]);
  return [circle(x, y - s * 1.7, s * 0.9, glow), path(`M${n(x)} ${n(y)}V${n(y - s * 1.6)}M${n(x - s * 0.2)} ${n(y)}H${n(x + s * 0.2)}`, 'none', { stroke: shade(c.t.text, 0.1), sw: s * 0.04, round: true }),
    path(`M${n(x - s * 0.28)} ${n(y - s * 1.55)}L${n(x - s * 0.18)} ${n(y - s * 1.95)}H${n(x + s * 0.18)}L${n(x + s * 0.28)} ${n(y - s * 1.55)}Z`, mix('#f3e3c3', c.t.primary, 0.1))].join('');
}

/** A pegboard of tools: hammer, wrench, screwdriver, saw. */
export function toolBoard(c: Ctx, x: number, y: number, w: number, h: number): string {
  const board = mix('#d9b98f', c.t.primary, 0.1), steel = '#9aa1ab', grip = c.t.primary;
  let holes = '';
  for (let i = 1; i < 10; i++) for (let j = 1; j < 6; j++) holes += `M${n(x + (w * i) / 10)} ${n(y + (h * j) / 6)}h0`;
  const u = h / 6;
  return g([rect(x + 5, y + 7, w, h, c.t.shadow, { op: 0.12 }), rect(x, y, w, h, board, { rx: 4 }), path(holes, 'none', { stroke: shade(board, 0.3), sw: 4, round: true }),
    rect(x + w * 0.1, y + u * 1.2, u * 0.35, u * 3.2, shade(board, 0.45), { rx: 3 }), rect(x + w * 0.1 - u * 0.45, y + u * 0.8, u * 1.25, u * 0.6, steel, { rx: 3 }),
    path(`M${n(x + w * 0.32)} ${n(y + u * 4.6)}V${n(y + u * 1.8)}`, 'none', { stroke: steel, sw: u * 0.3, round: true }), circle(x + w * 0.32, y + u * 1.5, u * 0.45, 'none', { stroke: steel, sw: u * 0.25 }),
    rect(x + w * 0.5 - u * 0.22, y + u * 0.9, u * 0.44, u * 1.5, grip, { rx: u * 0.15 }), path(`M${n(x + w * 0.5)} ${n(y + u * 2.4)}V${n(y + u * 4.4)}`, 'none', { stroke: steel, sw: u * 0.12, round: true }),
    path(`M${n(x + w * 0.66)} ${n(y + u * 1.2)}H${n(x + w * 0.92)}L${n(x + w * 0.92)} ${n(y + u * 2.1)}L${n(x + w * 0.72)} ${n(y + u * 3.6)}H${n(x + w * 0.66)}Z`, steel), rect(x + w * 0.64, y + u * 0.9, u * 0.9, u * 0.9, c.t.second, { rx: u * 0.2 })]);
}

/** A toolbox on the floor. */
export function toolbox(c: Ctx, x: number, y: number, s: number): string {
  const col = c.t.primary;
  return [sh(c, x, y, s * 1.2), path(`M${n(x - s * 0.25)} ${n(y - s * 0.5)}V${n(y - s * 0.65)}H${n(x + s * 0.25)}V${n(y - s * 0.5)}`, 'none', { stroke: shade(col, 0.3), sw: s * 0.06 }),
    rect(x - s * 0.55, y - s * 0.5, s * 1.1, s * 0.5, col, { rx: s * 0.06 }), rect(x - s * 0.55, y - s * 0.36, s * 1.1, s * 0.06, shade(col, 0.25))].join('');
}

/** A desk with a laptop (screen shows a chart), a book stack and a lamp. */
export function desk(c: Ctx, x: number, y: number, s: number): string {
  const wood = mix('#b98b5e', c.t.primary, 0.1), w = s * 2.4, top = y - s * 0.8;
  const lap = shade(c.t.text, 0.05);
  return [sh(c, x, y, w), rect(x - w / 2, top, w, s * 0.07, wood), path(`M${n(x - w * 0.44)} ${n(top)}V${n(y)}M${n(x + w * 0.44)} ${n(top)}V${n(y)}`, 'none', { stroke: shade(wood, 0.25), sw: s * 0.06 }),
    path(`M${n(x - s * 0.45)} ${n(top)}L${n(x - s * 0.38)} ${n(top - s * 0.6)}H${n(x + s * 0.38)}L${n(x + s * 0.45)} ${n(top)}Z`, lap), path(`M${n(x - s * 0.33)} ${n(top - s * 0.1)}L${n(x - s * 0.1)} ${n(top - s * 0.3)}L${n(x + s * 0.08)} ${n(top - s * 0.22)}L${n(x + s * 0.32)} ${n(top - s * 0.5)}`, 'none', { stroke: c.t.second, sw: s * 0.035, round: true }),
    rect(x - s * 0.6, top - s * 0.03, s * 1.2, s * 0.05, shade(lap, 0.2), { rx: 2 }),
    rect(x + s * 0.62, top - s * 0.12, s * 0.45, s * 0.12, c.t.primary), rect(x + s * 0.6, top - s * 0.22, s * 0.42, s * 0.1, c.t.second), rect(x + s * 0.65, top - s * 0.3, s * 0.38, s * 0.08, tint(c.t.primary, 0.4)),
    path(`M${n(x - s * 0.9)} ${n(top)}V${n(top - s * 0.55)}L${n(x - s * 0.7)} ${n(top - s * 0.75)}`, 'none', { stroke: shade(c.t.text, 0.1), sw: s * 0.035, round: true }), path(`M${n(x - s * 0.78)} ${n(top - s * 0.65)}l${n(s * 0.22)} ${n(s * 0.05)}l${n(-s * 0.03)} ${n(s * 0.18)}Z`, c.t.primary)].join('');
}

/** A chalkboard with a plotted curve and a right triangle (maths without words). */
export function chalkboard(c: Ctx, x: number, y: number, w: number, h: number): string {
  const chalk = '#eef2ef';
  return [rect(x - 6, y - 6, w + 12, h + 12, mix('#b98b5e', c.t.primary, 0.1), { rx: 3 }), rect(x, y, w, h, mix('#2f4a3f', c.t.accent, 0.15)),
    path(`M${n(x + w * 0.08)} ${n(y + h * 0.85)}H${n(x + w * 0.5)}M${n(x + w * 0.12)} ${n(y + h * 0.9)}V${n(y + h * 0.12)}M${n(x + w * 0.12)} ${n(y + h * 0.8)}Q${n(x + w * 0.28)} ${n(y - h * 0.2)} ${n(x + w * 0.46)} ${n(y + h * 0.78)}`, 'none', { stroke: chalk, sw: 2.5, round: true, op: 0.85 }),
    path(`M${n(x + w * 0.6)} ${n(y + h * 0.8)}H${n(x + w * 0.9)}V${n(y + h * 0.25)}Z`, 'none', { stroke: chalk, sw: 2.5, op: 0.85 }), path(`M${n(x + w * 0.85)} ${n(y + h * 0.8)}V${n(y + h * 0.72)}H${n(x + w * 0.9)}`, 'none', { stroke: chalk, sw: 2, op: 0.85 })].join('');
}

/** Dumbbell rack and a kettlebell. */
export function weights(c: Ctx, x: number, y: number, s: number): string {
  const iron = shade(c.t.text, 0.2), rack = '#9aa1ab';
  let db = '';
  for (let i = 0; i < 4; i++) { const dx = x - s * 0.75 + i * s * 0.5; db += rect(dx - s * 0.18, y - s * 0.62, s * 0.1, s * 0.22, iron, { rx: 3 }) + rect(dx + s * 0.08, y - s * 0.62, s * 0.1, s * 0.22, iron, { rx: 3 }) + rect(dx - s * 0.1, y - s * 0.53, s * 0.2, s * 0.04, rack); }
  return [sh(c, x, y, s * 2), path(`M${n(x - s)} ${n(y - s * 0.4)}H${n(x + s)}M${n(x - s * 0.9)} ${n(y - s * 0.4)}V${n(y)}M${n(x + s * 0.9)} ${n(y - s * 0.4)}V${n(y)}`, 'none', { stroke: rack, sw: s * 0.05 }), db,
    circle(x + s * 1.5, y - s * 0.25, s * 0.25, c.t.primary), path(`M${n(x + s * 1.36)} ${n(y - s * 0.42)}Q${n(x + s * 1.5)} ${n(y - s * 0.75)} ${n(x + s * 1.64)} ${n(y - s * 0.42)}`, 'none', { stroke: c.t.primary, sw: s * 0.07 })].join('');
}

/** A yoga mat (flat, in perspective) and a block. */
export function yogaMat(c: Ctx, x: number, y: number, s: number): string {
  return [path(`M${n(x - s * 1.2)} ${n(y)}L${n(x - s * 0.9)} ${n(y - s * 0.25)}H${n(x + s * 0.9)}L${n(x + s * 1.2)} ${n(y)}Z`, c.t.second), path(`M${n(x + s * 1.2)} ${n(y)}v${n(s * 0.04)}H${n(x - s * 1.2)}v${n(-s * 0.04)}`, shade(c.t.second, 0.25)),
    rect(x + s * 1.3, y - s * 0.3, s * 0.45, s * 0.3, tint(c.t.primary, 0.3), { rx: 3 }), circle(x - s * 1.5, y - s * 0.15, s * 0.15, tint(c.t.primary, 0.5))].join('');
}
