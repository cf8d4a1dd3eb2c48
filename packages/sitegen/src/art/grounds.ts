import type { Ctx } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, ellipse, g, n, path, rect } from './svg';
import { ridge } from './scene-kit';

/**
 * Outdoor grounds of local services (service art's trades for golf and riding words): a golf course's
 * green with its flag, a bunker and the fairway under trees; a riding school's paddock with a horse at the
 * rail. Whole scenes; behind a headline their subject stands on the end side.
 */

/** Sky, a sun and hills fading back; returns nothing (drawn into `out`). */
function sky(c: Ctx, out: string[], horizon: number): void {
  const { W, H, t, rng } = c;
  out.push(rect(0, 0, W, H, c.defs.lin([[0, mix('#9fcbea', t.second, 0.15)], [1, mix('#f6efdc', t.bg, 0.3)]])),
    circle(W * rng.range(0.15, 0.4), H * 0.15, Math.min(W, H) * 0.05, '#fff4d6'),
    ridge(rng, W, H, horizon - H * 0.06, H * 0.08, mix('#9db7a4', t.second, 0.12), true, 6));
}

/** A golf hole: the fairway rolling to a green with its flag, a sand bunker, trees either side, a golfer and a buggy. */
export function golfCourse(c: Ctx): string {
  const { W, H, t, rng } = c;
  const out: string[] = [];
  const horizon = H * 0.5;
  sky(c, out, horizon);
  const rough = mix('#5e8f4e', t.second, 0.1), fairway = mix('#7cb35f', t.second, 0.08), green = mix('#95cc6a', t.second, 0.06);
  out.push(rect(0, horizon, W, H - horizon, rough));
  let trees = '';
  for (let x = -W * 0.02; x < W * 1.05; x += W * rng.range(0.04, 0.07)) { const r = H * rng.range(0.05, 0.08); trees += `M${n(x - r)} ${n(horizon)}A${n(r)} ${n(r * 1.2)} 0 0 1 ${n(x + r)} ${n(horizon)}Z`; }
  out.push(path(trees, shade(mix('#3f6f45', t.second, 0.12), 0.1)));
  const gx = c.behindText ? W * 0.72 : W * rng.range(0.45, 0.65);
  // The fairway: a band widening toward the viewer, mowing stripes across it.
  out.push(path(`M${n(gx - W * 0.12)} ${n(horizon + H * 0.06)}Q${n(gx - W * 0.3)} ${n(H * 0.8)} ${n(gx - W * 0.45)} ${n(H)}H${n(gx + W * 0.4)}Q${n(gx + W * 0.2)} ${n(H * 0.8)} ${n(gx + W * 0.12)} ${n(horizon + H * 0.06)}Z`, fairway));
  for (let k = 0; k < 4; k++) out.push(rect(0, horizon + H * (0.12 + k * 0.1), W, H * 0.05, '#ffffff', { op: 0.05 }));
  // The green with the hole and its flag; a bunker beside it.
  const gy = horizon + H * 0.1;
  out.push(ellipse(gx, gy, W * 0.16, H * 0.05, green), ellipse(gx + W * 0.2, gy + H * 0.05, W * 0.07, H * 0.025, '#ecdcae'),
    ellipse(gx + W * 0.02, gy, W * 0.008, H * 0.004, '#1f2a1f'),
    path(`M${n(gx + W * 0.02)} ${n(gy)}V${n(gy - H * 0.2)}`, 'none', { stroke: '#f4f1ea', sw: Math.max(1.5, W * 0.003) }),
    path(`M${n(gx + W * 0.02)} ${n(gy - H * 0.2)}l${n(W * 0.05)} ${n(H * 0.025)}l${n(-W * 0.05)} ${n(H * 0.025)}Z`, t.dark ? tint(t.primary, 0.1) : t.primary));
  // A golfer at the end of the swing in the foreground, a buggy parked on the path.
  const px = c.behindText ? W * 0.88 : W * rng.range(0.2, 0.3), py = H * 0.93, u = H * 0.04;
  out.push(ellipse(px, py, u * 1.2, u * 0.25, '#000000', { op: 0.15 }),
    path(`M${n(px - u * 0.4)} ${n(py)}L${n(px - u * 0.2)} ${n(py - u * 2.2)}L${n(px + u * 0.35)} ${n(py)}`, 'none', { stroke: '#2b2f36', sw: u * 0.35, round: true }),
    path(`M${n(px - u * 0.5)} ${n(py - u * 2.2)}Q${n(px)} ${n(py - u * 2.6)} ${n(px + u * 0.5)} ${n(py - u * 2.2)}L${n(px + u * 0.35)} ${n(py - u * 4)}H${n(px - u * 0.35)}Z`, mix(t.second, '#ffffff', 0.2)),
    circle(px, py - u * 4.5, u * 0.45, mix('#c68b65', '#7a4a35', 0.3)), rect(px - u * 0.5, py - u * 4.95, u, u * 0.25, t.dark ? t.primary : mix(t.primary, '#ffffff', 0.2), { rx: u * 0.1 }),
    path(`M${n(px + u * 0.3)} ${n(py - u * 3.6)}L${n(px - u * 1.4)} ${n(py - u * 5.4)}`, 'none', { stroke: '#9aa1ab', sw: Math.max(1.5, u * 0.12), round: true }));
  const bx = c.behindText ? W * 0.55 : W * 0.82, by = H * 0.86, bu = H * 0.05;
  out.push(rect(bx - bu * 1.4, by - bu * 1.6, bu * 2.8, bu * 0.2, '#f4f1ea'), path(`M${n(bx - bu * 1.2)} ${n(by - bu * 1.4)}V${n(by - bu * 0.6)}M${n(bx + bu * 1.2)} ${n(by - bu * 1.4)}V${n(by - bu * 0.6)}`, 'none', { stroke: '#6b6f78', sw: 2 }),
    rect(bx - bu * 1.5, by - bu * 0.7, bu * 3, bu * 0.6, '#f4f1ea', { rx: bu * 0.15 }), circle(bx - bu * 0.9, by - bu * 0.05, bu * 0.3, '#2b2f36'), circle(bx + bu * 0.9, by - bu * 0.05, bu * 0.3, '#2b2f36'));
  return g(out);
}

/** A riding school's paddock: post-and-rail fencing, a horse at the rail, a stable block behind, a jump of poles. */
export function paddock(c: Ctx): string {
  const { W, H, t, rng } = c;
  const out: string[] = [];
  const horizon = H * 0.52;
  sky(c, out, horizon);
  out.push(rect(0, horizon, W, H - horizon, mix('#7aab5c', t.second, 0.1)));
  // The stable block: a long low building with doors in the brand colour.
  const sx = c.behindText ? W * 0.45 : W * 0.05, sw = W * 0.5, sy = horizon - H * 0.12, wood = mix('#8a6446', t.primary, 0.08);
  out.push(rect(sx, sy, sw, H * 0.14, wood), path(`M${n(sx - W * 0.02)} ${n(sy)}L${n(sx + sw * 0.5)} ${n(sy - H * 0.06)}L${n(sx + sw + W * 0.02)} ${n(sy)}Z`, '#5b4636'));
  for (let k = 0; k < 4; k++) out.push(rect(sx + sw * (0.08 + k * 0.23), sy + H * 0.03, sw * 0.14, H * 0.11, t.dark ? tint(t.primary, 0.05) : t.primary), rect(sx + sw * (0.08 + k * 0.23), sy + H * 0.07, sw * 0.14, H * 0.008, '#ffffff', { op: 0.5 }));
  // The fence: posts and two rails across the foreground.
  const fy = H * 0.72, rail = '#f4f1ea';
  let posts = '';
  for (let x = W * 0.02; x < W; x += W * 0.12) posts += `M${n(x)} ${n(fy - H * 0.14)}V${n(fy + H * 0.02)}`;
  out.push(path(posts, 'none', { stroke: shade(rail, 0.15), sw: Math.max(3, W * 0.01) }), rect(0, fy - H * 0.12, W, H * 0.015, rail), rect(0, fy - H * 0.06, W, H * 0.015, rail));
  // A jump of striped poles in the paddock.
  const jx = c.behindText ? W * 0.9 : W * rng.range(0.72, 0.85), jy = H * 0.62;
  out.push(path(`M${n(jx - W * 0.06)} ${n(jy)}V${n(jy - H * 0.07)}M${n(jx + W * 0.06)} ${n(jy)}V${n(jy - H * 0.07)}`, 'none', { stroke: '#f4f1ea', sw: 3 }),
    rect(jx - W * 0.06, jy - H * 0.05, W * 0.12, H * 0.012, '#c8312e'), rect(jx - W * 0.06, jy - H * 0.05, W * 0.04, H * 0.012, '#ffffff'));
  // The horse, side on at the rail: body, neck and head, legs, mane and tail.
  const hx = c.behindText ? W * 0.68 : W * rng.range(0.38, 0.55), hy = H * 0.82, u = Math.min(W * 0.1, H * 0.13);
  const coat = rng.pick(['#8a5a3a', '#5b3a28', '#b98a5e', '#3a2e2a']), dark = shade(coat, 0.3);
  out.push(ellipse(hx, hy + u * 0.05, u * 1.5, u * 0.15, '#000000', { op: 0.15 }));
  for (const [lx, lean] of [[-0.9, 0.05], [-0.6, -0.05], [0.6, 0.05], [0.9, -0.05]] as const) out.push(path(`M${n(hx + u * lx)} ${n(hy - u * 1.1)}L${n(hx + u * (lx + lean))} ${n(hy)}`, 'none', { stroke: lx === -0.6 || lx === 0.9 ? dark : coat, sw: u * 0.2, round: true }));
  out.push(ellipse(hx, hy - u * 1.35, u * 1.15, u * 0.5, coat),
    path(`M${n(hx + u * 0.7)} ${n(hy - u * 1.6)}L${n(hx + u * 1.2)} ${n(hy - u * 2.5)}L${n(hx + u * 1.55)} ${n(hy - u * 2.3)}L${n(hx + u * 1.1)} ${n(hy - u * 1.3)}Z`, coat),
    path(`M${n(hx + u * 1.15)} ${n(hy - u * 2.55)}L${n(hx + u * 1.9)} ${n(hy - u * 2.0)}Q${n(hx + u * 2.0)} ${n(hy - u * 1.8)} ${n(hx + u * 1.8)} ${n(hy - u * 1.75)}L${n(hx + u * 1.45)} ${n(hy - u * 2.05)}Z`, coat),
    path(`M${n(hx + u * 1.2)} ${n(hy - u * 2.6)}l${n(u * 0.05)} ${n(-u * 0.2)}l${n(u * 0.12)} ${n(u * 0.18)}Z`, dark),
    path(`M${n(hx + u * 0.75)} ${n(hy - u * 1.7)}Q${n(hx + u * 1.0)} ${n(hy - u * 2.3)} ${n(hx + u * 1.2)} ${n(hy - u * 2.55)}`, 'none', { stroke: dark, sw: u * 0.14, round: true }),
    path(`M${n(hx - u * 1.1)} ${n(hy - u * 1.5)}Q${n(hx - u * 1.5)} ${n(hy - u * 1.2)} ${n(hx - u * 1.35)} ${n(hy - u * 0.6)}`, 'none', { stroke: dark, sw: u * 0.16, round: true }),
    circle(hx + u * 1.55, hy - u * 2.2, u * 0.04, '#1a1a1a'));
  return g(out);
}
