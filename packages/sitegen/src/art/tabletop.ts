import type { Ctx } from './ctx';
import { groundShadow } from './ctx';
import { leafD } from './objects';
import { mix, shade, tint } from './palette';
import { circle, g, n, path, rect, smooth } from './svg';

/**
 * The table seen from above: surfaces (wood, linen, stone, slate), plates and boards, cutlery, a
 * napkin. Shared by the dishes kind and small food tiles.
 */

export type Surface = 'wood' | 'linen' | 'stone' | 'slate';

export function surface(c: Ctx, kind: Surface): string {
  const { W, H, rng, t } = c;
  const out: string[] = [];
  if (kind === 'wood') {
    const base = mix('#a8754a', t.primary, 0.06);
    const wood = t.dark ? shade(base, 0.45) : base;
    out.push(rect(0, 0, W, H, c.defs.lin([[0, tint(wood, 0.08)], [1, shade(wood, 0.12)]], 0, 0, 1, 1)));
    const pw = Math.min(W, H) * rng.range(0.16, 0.24);
    let seams = '', grain = '';
    for (let x = pw * rng.range(0.3, 1); x < W; x += pw) {
      seams += `M${n(x)} 0V${n(H)}`;
      for (let k = 0; k < 3; k++) {
        const gx = x - pw * rng.range(0.15, 0.85);
        grain += smooth([[gx, -10], [gx + rng.range(-6, 6), H * 0.3], [gx + rng.range(-8, 8), H * 0.65], [gx + rng.range(-6, 6), H + 10]]);
      }
    }
    out.push(path(grain, 'none', { stroke: shade(wood, 0.25), sw: 1.5, op: 0.35 }), path(seams, 'none', { stroke: shade(wood, 0.4), sw: 2.5, op: 0.6 }));
  } else if (kind === 'linen') {
    const cloth = t.dark ? mix(t.surface, '#ffffff', 0.1) : mix('#efe8dc', t.bg, 0.35);
    out.push(rect(0, 0, W, H, cloth));
    let d = '';
    const s = Math.max(6, Math.min(W, H) * 0.02);
    for (let y = 0; y < H; y += s) d += `M0 ${n(y)}H${n(W)}`;
    for (let x = 0; x < W; x += s * 1.3) d += `M${n(x)} 0V${n(H)}`;
    out.push(path(d, 'none', { stroke: t.dark ? '#ffffff' : shade(cloth, 0.3), sw: 1, op: 0.07 }));
    // A runner in the brand colour across the table.
    const ry = H * rng.range(0.25, 0.55);
    out.push(rect(0, ry, W, H * 0.2, t.primary, { op: t.dark ? 0.5 : 0.85 }), rect(0, ry + H * 0.015, W, H * 0.006, t.onPrimary, { op: 0.5 }), rect(0, ry + H * 0.18, W, H * 0.006, t.onPrimary, { op: 0.5 }));
  } else {
    const base = kind === 'stone' ? mix('#e9e6e1', t.bg, 0.3) : mix('#2c2b30', t.bg, 0.3);
    out.push(rect(0, 0, W, H, c.defs.lin([[0, tint(base, 0.05)], [1, shade(base, 0.08)]], 0, 0, 1, 1)));
    let veins = '';
    for (let i = 0; i < 4; i++) veins += smooth([[rng.range(-0.1, 0.5) * W, -10], [rng.range(0.2, 0.8) * W, H * 0.4], [rng.range(0.3, 1) * W, H * 0.7], [rng.range(0.5, 1.1) * W, H + 10]]);
    out.push(path(veins, 'none', { stroke: kind === 'stone' ? shade(base, 0.2) : tint(base, 0.2), sw: 1.5, op: 0.4 }));
  }
  return out.join('');
}

/** A plate from above at (x, y), outer radius R; returns markup; the food goes inside R * 0.72. */
export function plate(c: Ctx, x: number, y: number, R: number, tone?: string): string {
  const t = c.t;
  const ceramic = tone ?? (t.dark ? mix(t.surface, '#ffffff', 0.16) : '#fbfaf7');
  return [groundShadow(c, x + R * 0.06, y + R * 0.1, R * 1.12, R * 1.12, 0.35),
    circle(x, y, R, ceramic), circle(x, y, R * 0.97, 'none', { stroke: shade(ceramic, 0.06), sw: Math.max(1, R * 0.02) }),
    circle(x, y, R * 0.74, c.defs.rad([[0, ceramic], [1, shade(ceramic, 0.06)]], 0.45, 0.45, 0.6)),
    path(`M${n(x - R * 0.8)} ${n(y - R * 0.35)}A${n(R * 0.88)} ${n(R * 0.88)} 0 0 1 ${n(x - R * 0.2)} ${n(y - R * 0.86)}`, 'none', { stroke: '#ffffff', sw: R * 0.035, round: true, op: 0.6 })].join('');
}

/** A round wooden board (pizza, bread), with a handle pointing at angle a. */
export function board(c: Ctx, x: number, y: number, R: number, a: number): string {
  const wood = mix('#c08a55', c.t.primary, 0.12);
  const hx = x + Math.cos(a) * R * 1.1, hy = y + Math.sin(a) * R * 1.1;
  return [groundShadow(c, x + R * 0.06, y + R * 0.1, R * 1.15, R * 1.15, 0.4),
    path(`M${n(x)} ${n(y)}L${n(hx)} ${n(hy)}`, 'none', { stroke: shade(wood, 0.05), sw: R * 0.22, round: true }),
    circle(x, y, R, c.defs.lin([[0, tint(wood, 0.12)], [1, shade(wood, 0.15)]], 0, 0, 1, 1)), circle(x, y, R * 0.95, 'none', { stroke: shade(wood, 0.2), sw: 1.5, op: 0.5 })].join('');
}

/** Fork and knife side by side, length L, at (x, y) (top ends), rotated by a degrees. */
export function cutlery(c: Ctx, x: number, y: number, L: number, a: number): string {
  const steel = c.t.dark ? '#c9ccd3' : '#d9dce2';
  const sh = shade(steel, 0.25);
  const w = L * 0.07;
  const knife = `M${n(x + w * 2.2)} ${n(y)}q${n(w * 0.9)} ${n(L * 0.12)} ${n(w * 0.45)} ${n(L * 0.42)}V${n(y + L)}h${n(-w * 0.45)}V${n(y + L * 0.05)}Z`;
  let tines = '';
  for (let i = 0; i < 4; i++) tines += `M${n(x - w * 0.5 + i * w * 0.33)} ${n(y)}v${n(L * 0.2)}`;
  return g([
    path(`M${n(x + w * 2.5)} ${n(y + L * 0.45)}V${n(y + L)}M${n(x)} ${n(y + L * 0.3)}V${n(y + L)}`, 'none', { stroke: c.t.shadow, sw: w * 0.8, op: 0.18, round: true, tf: `translate(${n(w * 0.4)} ${n(w * 0.6)})` }),
    path(knife, steel, { stroke: sh, sw: 0.8 }),
    path(tines, 'none', { stroke: steel, sw: w * 0.22, round: true }),
    path(`M${n(x - w * 0.55)} ${n(y + L * 0.19)}Q${n(x)} ${n(y + L * 0.32)} ${n(x + w * 0.55)} ${n(y + L * 0.19)}`, steel, { stroke: steel, sw: w * 0.2 }),
    path(`M${n(x)} ${n(y + L * 0.28)}V${n(y + L)}`, 'none', { stroke: steel, sw: w * 0.55, round: true }),
  ], { tf: `rotate(${n(a)} ${n(x)} ${n(y + L / 2)})` });
}

/** A folded napkin (square, border stripe) under the cutlery. */
export function napkin(c: Ctx, x: number, y: number, s: number, a: number): string {
  const cloth = c.t.dark ? mix(c.t.surface, c.t.primary, 0.3) : mix('#ffffff', c.t.second, 0.22);
  return g([rect(x + 4, y + 6, s, s * 1.3, c.t.shadow, { op: 0.15, rx: 3 }), rect(x, y, s, s * 1.3, cloth, { rx: 3 }),
    rect(x + s * 0.08, y, s * 0.05, s * 1.3, c.t.dark ? c.t.second : c.t.primary, { op: 0.7 }), path(`M${n(x)} ${n(y + s * 0.65)}h${n(s)}`, 'none', { stroke: shade(cloth, 0.12), sw: 1.5 })], { tf: `rotate(${n(a)} ${n(x + s / 2)} ${n(y + s * 0.65)})` });
}

/** Loose herb leaves scattered over the canvas (drawn before plates, so plates cover some). */
export function scatter(c: Ctx, k: number, l: number): string {
  let d = '';
  for (let i = 0; i < k; i++) d += leafD(c.rng.range(0, c.W), c.rng.range(0, c.H), l * c.rng.range(0.7, 1.3), c.rng.range(0, 360));
  return path(d, mix('#4c8a3f', c.t.second, 0.1));
}
