import type { Ctx } from './ctx';
import { threeViews } from './ctx';
import { mix, shade, tint } from './palette';
import { g, n, path, rect } from './svg';
import { car } from './props-trade';
import { bunting } from './props-rooms';

/**
 * A car dealer's forecourt (choose-blueprint `CAR_DEALER`): the showroom's glass front under its sign band,
 * a row of cars in different paints on the painted bays, each with a price card on its windscreen, bunting
 * strung between two poles. Siblings walk three viewpoints (`threeViews`): the whole row, close on one car and
 * its card, the row from the other end. Behind a banner headline the row keeps to the end side.
 */
export function forecourt(c: Ctx): string {
  return threeViews(c, 'forecourt', forecourtWide(c), [1.5, 0.5, 0.7], [1.3, 0.38, 0.66]);
}

function forecourtWide(c: Ctx): string {
  const { W, H, t, rng } = c;
  const ground = H * 0.55;
  const x = (k: number) => (c.behindText ? W * (0.38 + k * 0.62) : W * k);
  const out = [rect(0, 0, W, H, c.defs.lin([[0, mix('#9cc8ea', t.second, 0.15)], [1, mix('#f3efe4', t.bg, 0.3)]]))];
  // The showroom: a low building with a sign band in the brand's colour and a glass front of tall panes,
  // a car seen through the glass.
  const sx = x(0.06), sw = x(0.94) - sx, top = H * 0.14, band = H * 0.07;
  const wall = t.dark ? mix(t.card, '#ffffff', 0.08) : mix('#eceae4', t.bg, 0.3);
  out.push(rect(sx, top, sw, ground - top, wall), rect(sx - W * 0.01, top, sw + W * 0.02, band, t.primary));
  const glass = mix('#bcd6e6', t.bg, 0.25), panes = 5, gy = top + band + H * 0.03, gh = ground - gy;
  for (let k = 0; k < panes; k++) {
    const px = sx + sw * (0.04 + (k * 0.92) / panes);
    out.push(rect(px, gy, (sw * 0.92) / panes - W * 0.006, gh, glass), path(`M${n(px + sw * 0.03)} ${n(gy + gh * 0.15)}l${n(sw * 0.05)} ${n(-gh * 0.1)}`, 'none', { stroke: '#ffffff', sw: Math.max(2, W * 0.004), op: 0.5, round: true }));
  }
  out.push(g([car(c, sx + sw * 0.5, ground - gh * 0.12, Math.min(W * 0.05, H * 0.1), shade(t.second, 0.1))], { op: 0.55 }));
  // The forecourt: tarmac with painted bays.
  const tarmac = t.dark ? mix('#3a3e45', t.bg, 0.3) : mix('#8d9199', t.bg, 0.15);
  out.push(rect(0, ground, W, H - ground, tarmac), rect(0, ground, W, H * 0.012, shade(wall, 0.15)));
  const s = Math.min(W * 0.085, H * 0.17), row = H * 0.87, L = s * 3.2, gap = L * 0.16;
  const n0 = Math.max(2, Math.min(4, Math.floor((x(0.98) - x(0.02)) / (L + gap))));
  const span = n0 * L + (n0 - 1) * gap, start = (x(0.02) + x(0.98)) / 2 - span / 2;
  let lines = '';
  for (let k = 0; k <= n0; k++) { const lx = start - gap / 2 + k * (L + gap); lines += `M${n(lx)} ${n(row + s * 0.45)}L${n(lx + s * 0.5)} ${n(ground + H * 0.05)}`; }
  out.push(path(lines, 'none', { stroke: '#f4f1e8', sw: Math.max(2, W * 0.004), op: 0.8 }));
  // Paints a dealer's row shows: the brand's two colours, silver and a dark one, in a seeded order.
  const paints = rng.shuffle([t.primary, t.second, '#c9ced6', '#2e333b', mix('#b23a3a', t.primary, 0.2)]);
  for (let k = 0; k < n0; k++) {
    const cx = start + L / 2 + k * (L + gap), x0 = cx - L / 2;
    out.push(car(c, cx, row, s, paints[k % paints.length]!));
    // The price card behind the windscreen: a white card with a bold line and two short ones.
    const card = tint('#fffdf6', 0.1), kx = x0 + L * 0.47, ky = row - s * 1.02, kw = s * 0.42, kh = s * 0.22;
    out.push(rect(kx, ky, kw, kh, card, { rx: s * 0.02 }), rect(kx + kw * 0.12, ky + kh * 0.2, kw * 0.76, kh * 0.22, shade(t.primary, 0.1), { rx: 1 }),
      rect(kx + kw * 0.12, ky + kh * 0.56, kw * 0.5, kh * 0.1, '#9aa1ab', { rx: 1 }), rect(kx + kw * 0.12, ky + kh * 0.74, kw * 0.34, kh * 0.1, '#9aa1ab', { rx: 1 }));
  }
  // Bunting between two poles at the front of the forecourt.
  const pole = shade('#9aa1ab', 0.1), p1 = x(0.02), p2 = x(0.98), py = H * 0.36;
  out.push(path(`M${n(p1)} ${n(H * 0.98)}V${n(py)}M${n(p2)} ${n(H * 0.98)}V${n(py)}`, 'none', { stroke: pole, sw: Math.max(3, W * 0.006), round: true }), bunting(c, p1, p2, py, H * 0.08));
  return out.join('');
}
