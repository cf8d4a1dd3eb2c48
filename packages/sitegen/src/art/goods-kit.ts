import type { Ctx } from './ctx';
import { shade, tint } from './palette';
import { circleD, ellipse, n } from './svg';

/**
 * Shop goods side-on, base centre at (x, y), height about s px. Each takes its main colour `col` (a
 * palette colour or a tint) and shades it with a horizontal gradient so it reads as solid; `k` is the
 * good's place among its siblings (some goods alternate their form by it).
 */
export type Good = (c: Ctx, x: number, y: number, s: number, col: string, k: number) => string;

/** A body's fill: `col` lit from the left, shaded on the right. */
export const body = (c: Ctx, col: string): string => c.defs.lin([[0, tint(col, 0.12)], [0.6, col], [1, shade(col, 0.22)]], 0, 0, 1, 0);
/** The soft shadow a good stands on. */
export const foot = (c: Ctx, x: number, y: number, w: number): string => ellipse(x, y, w * 0.6, Math.max(2, w * 0.06), c.t.shadow, { op: 0.22 });

/** Path data of a paw print centred at (x, y), `r` its pad's half width: a pad and four toes. */
export function pawD(x: number, y: number, r: number): string {
  const pad = `M${n(x - r)} ${n(y + r * 0.35)}Q${n(x - r)} ${n(y - r * 0.75)} ${n(x)} ${n(y - r * 0.75)}Q${n(x + r)} ${n(y - r * 0.75)} ${n(x + r)} ${n(y + r * 0.35)}Q${n(x + r * 0.6)} ${n(y + r * 0.8)} ${n(x)} ${n(y + r * 0.55)}Q${n(x - r * 0.6)} ${n(y + r * 0.8)} ${n(x - r)} ${n(y + r * 0.35)}Z`;
  return pad + [[-1.15, -0.7], [-0.45, -1.35], [0.45, -1.35], [1.15, -0.7]].map(([dx, dy]) => circleD(x + r * dx!, y + r * dy!, r * 0.36)).join('');
}

/**
 * A dog bone's outline as path data from (x1, y1) to (x2, y2), `t` thick: the shaft as a quadrilateral and two
 * round knobs at each end, all wound the same way so the shape fills as one (nonzero).
 */
export function boneD(x1: number, y1: number, x2: number, y2: number, t: number): string {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1, ux = (x2 - x1) / len, uy = (y2 - y1) / len, px = -uy * t / 2, py = ux * t / 2;
  const knob = (x: number, y: number, s: number) => {
    const cx = x + px * 0.95 * s, cy = y + py * 0.95 * s, r = t * 0.62;
    // Counter-clockwise on screen, like the shaft below.
    return `M${n(cx + r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 0 ${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 0 ${n(cx + r)} ${n(cy)}`;
  };
  const corners = [[x1 + px, y1 + py], [x2 + px, y2 + py], [x2 - px, y2 - py], [x1 - px, y1 - py]];
  // Wind the shaft counter-clockwise on screen whatever the bone's direction (shoelace sign).
  let area = 0;
  for (let i = 0; i < 4; i++) { const [ax, ay] = corners[i]!, [bx, by] = corners[(i + 1) % 4]!; area += ax! * by! - bx! * ay!; }
  if (area > 0) corners.reverse();
  const shaft = corners.map(([cx, cy], i) => `${i ? 'L' : 'M'}${n(cx!)} ${n(cy!)}`).join('') + 'Z';
  return shaft + knob(x1, y1, 1) + knob(x1, y1, -1) + knob(x2, y2, 1) + knob(x2, y2, -1);
}
