import type { Ctx } from './ctx';
import { threeViews } from './ctx';
import { mix, shade } from './palette';
import { circle, ellipse, g, n, path, rect, smooth } from './svg';

/**
 * Stylised "area served" map: a rotated street grid with avenues, a river or a coast, a park, and one
 * location pin with a soft halo and a dashed route to it. Invented geography, no text.
 */
export function map(c: Ctx): string {
  // Three viewpoints walked by siblings: the district, zoomed to street level, and mirrored half-zoom.
  return threeViews(c, 'map', mapWide(c), [1.8, 0.5, 0.5], [1.3, 0.55, 0.45]);
}

function mapWide(c: Ctx): string {
  const { W, H, rng, t } = c;
  const m = Math.min(W, H);
  const land = t.dark ? mix(t.bg, t.surface, 0.8) : mix(t.bg, t.primary, 0.035);
  const block = t.dark ? mix(land, '#ffffff', 0.04) : mix(land, t.text, 0.05);
  const road = t.dark ? mix(t.surface, '#ffffff', 0.1) : '#ffffff';
  const water = mix('#8ec5e6', t.bg, t.dark ? 0.7 : 0.25);
  const park = mix('#a9d8a0', t.bg, t.dark ? 0.72 : 0.25);
  const out = [rect(0, 0, W, H, land)];
  const ang = rng.range(-24, 24);
  const cx = W / 2, cy = H / 2, span = Math.hypot(W, H) * 0.6;
  const cell = m * rng.range(0.11, 0.16);
  // Grid lines in the rotated frame, irregular spacing.
  const xs: number[] = [], ys: number[] = [];
  for (let v = -span; v < span; v += cell * rng.range(0.7, 1.3)) xs.push(v);
  for (let v = -span; v < span; v += cell * rng.range(0.6, 1.1)) ys.push(v);
  const inner: string[] = [];
  // Buildings: a few darker footprints per block, parks on two blocks.
  let bd = '', pd = '', trees = '';
  const gap = m * 0.012;
  const cos = Math.cos((ang * Math.PI) / 180), sin = Math.sin((ang * Math.PI) / 180);
  for (let i = 0; i < xs.length - 1; i++) for (let j = 0; j < ys.length - 1; j++) {
    const x0 = (xs[i] as number) + gap, x1 = (xs[i + 1] as number) - gap, y0 = (ys[j] as number) + gap, y1 = (ys[j + 1] as number) - gap;
    // Skip blocks whose centre lands off the canvas (the grid is drawn oversize to cover the rotation).
    const bx = (x0 + x1) / 2, by = (y0 + y1) / 2;
    const sx0 = cx + bx * cos - by * sin, sy0 = cy + bx * sin + by * cos;
    if (sx0 < -cell || sx0 > W + cell || sy0 < -cell || sy0 > H + cell) continue;
    const isPark = (i * 7 + j * 3 + rng.int(0, 20)) % 23 === 0;
    if (isPark) {
      pd += `M${n(x0)} ${n(y0)}H${n(x1)}V${n(y1)}H${n(x0)}Z`;
      for (let k = 0; k < 4; k++) trees += `M${n(rng.range(x0 + gap * 2, x1 - gap * 2))} ${n(rng.range(y0 + gap * 2, y1 - gap * 2))}h0`;
    } else if (rng.chance(0.7)) {
      const sx = rng.range(0.1, 0.5), sy = rng.range(0.1, 0.5);
      bd += `M${n(x0 + (x1 - x0) * sx * 0.5)} ${n(y0 + (y1 - y0) * sy * 0.5)}h${n((x1 - x0) * (1 - sx))}v${n((y1 - y0) * (1 - sy))}h${n(-(x1 - x0) * (1 - sx))}Z`;
    }
  }
  inner.push(path(bd, block), path(pd, park), path(trees, 'none', { stroke: shade(park, 0.18), sw: m * 0.03, round: true }));
  let minor = '', major = '';
  const majX = new Set([rng.int(1, xs.length - 2), rng.int(1, xs.length - 2)]), majY = new Set([rng.int(1, ys.length - 2)]);
  xs.forEach((x, i) => { (majX.has(i) ? (s: string) => (major += s) : (s: string) => (minor += s))(`M${n(x)} ${n(-span)}V${n(span)}`); });
  ys.forEach((y, i) => { (majY.has(i) ? (s: string) => (major += s) : (s: string) => (minor += s))(`M${n(-span)} ${n(y)}H${n(span)}`); });
  const diag = `M${n(-span)} ${n(-span * 0.6)}L${n(span)} ${n(span * 0.5)}`;
  inner.push(path(minor, 'none', { stroke: road, sw: gap * 1.6 }));
  inner.push(path(major + diag, 'none', { stroke: t.dark ? mix(t.surface, '#ffffff', 0.06) : mix(road, t.text, 0.12), sw: gap * 4.4 }));
  inner.push(path(major + diag, 'none', { stroke: t.dark ? mix(t.surface, t.primary, 0.3) : mix('#fff6d8', t.bg, 0.3), sw: gap * 3.4 }));
  out.push(g(inner, { tf: `translate(${n(cx)} ${n(cy)}) rotate(${n(ang)})` }));
  // Water: a river across, or a coast along one side.
  if (rng.chance(0.55)) {
    const pts: [number, number][] = [];
    const vertical = W < H ? false : rng.chance(0.5);
    for (let k = 0; k <= 5; k++) {
      const f = k / 5;
      const off = rng.range(-0.08, 0.08) + (k % 2 ? 0.06 : -0.06);
      pts.push(vertical ? [W * (0.18 + off), -H * 0.1 + f * H * 1.2] : [-W * 0.1 + f * W * 1.2, H * (0.8 + off)]);
    }
    const d = smooth(pts);
    out.push(path(d, 'none', { stroke: mix(water, land, 0.45), sw: m * 0.11, round: true }), path(d, 'none', { stroke: water, sw: m * 0.08, round: true }));
    // Bridges where the river crosses: short road stubs drawn over the water.
    const b = pts[2] as [number, number];
    out.push(path(vertical ? `M${n(b[0] - m * 0.07)} ${n(b[1])}h${n(m * 0.14)}` : `M${n(b[0])} ${n(b[1] - m * 0.07)}v${n(m * 0.14)}`, 'none', { stroke: road, sw: gap * 2.6 }));
  } else {
    const pts: [number, number][] = [];
    for (let k = 0; k <= 6; k++) pts.push([W * (0.72 + rng.range(-0.06, 0.06)), -H * 0.1 + (k / 6) * H * 1.2]);
    const d = smooth(pts);
    out.push(path(`${d}L${n(W * 1.2)} ${n(H * 1.1)}L${n(W * 1.2)} ${n(-H * 0.1)}Z`, water));
    out.push(path(d, 'none', { stroke: mix(water, '#ffffff', 0.5), sw: m * 0.012, op: 0.7, tf: `translate(${n(m * 0.02)} 0)` }));
    out.push(path(d, 'none', { stroke: mix(water, land, 0.5), sw: m * 0.02 }));
  }
  // The pin, upright, with halo rings and a dashed route from the canvas edge.
  const px = W * rng.range(0.4, 0.58), py = H * rng.range(0.42, 0.58);
  const R = m * 0.055;
  out.push(path(smooth([[-W * 0.05, H * rng.range(0.1, 0.3)], [W * 0.2, H * 0.28], [px - W * 0.12, py - H * 0.12], [px, py]]), 'none', { stroke: t.primary, sw: m * 0.009, dash: `${n(m * 0.02)} ${n(m * 0.018)}`, round: true }));
  [0.22, 0.14, 0.08].forEach((k, i) => out.push(circle(px, py, R * (1.1 + i * 0.9), t.primary, { op: k * (t.dark ? 1.3 : 1) })));
  out.push(ellipse(px, py, R * 0.5, R * 0.18, t.shadow, { op: 0.35 }));
  const hy = py - R * 1.7;
  out.push(path(`M${n(px)} ${n(py)}C${n(px - R * 0.3)} ${n(py - R * 0.45)} ${n(px - R)} ${n(hy + R * 0.65)} ${n(px - R)} ${n(hy)}A${n(R)} ${n(R)} 0 1 1 ${n(px + R)} ${n(hy)}C${n(px + R)} ${n(hy + R * 0.65)} ${n(px + R * 0.3)} ${n(py - R * 0.45)} ${n(px)} ${n(py)}Z`,
    c.defs.lin([[0, mix(t.primary, '#ffffff', 0.15)], [1, shade(t.primary, 0.15)]])));
  out.push(circle(px, hy, R * 0.4, t.onPrimary));
  return out.join('');
}
