import type { Ctx } from './ctx';
import type { Rng } from './rng';
import { Ink } from './ink';
import { leafD } from './objects';
import { mix, shade, tint } from './palette';
import { blob, circle, ellipse, g, n, path, rect, type Attr } from './svg';

/**
 * Food seen from above, drawn into a circle of radius R around (x, y): shapes that suggest the dish
 * (crust, sauce, basil; a pasta nest; a latte heart) rather than detail, in natural colours nudged a
 * little toward the site's primary so the table sits in the palette.
 */
export type Food = (c: Ctx, r: Rng, x: number, y: number, R: number) => string;

/** A natural food colour nudged toward the site's primary by `k` (so the table sits in the palette). */
export const nat = (c: Ctx, hex: string, k = 0.08): string => mix(hex, c.t.primary, k);
/** A soft radial fill from `a` in the middle to `b` at the rim. */
export const rad = (c: Ctx, a: string, b: string): string => c.defs.rad([[0, a], [1, b]], 0.4, 0.4, 0.7);
/** The green of herbs on every dish. */
export const basil = (c: Ctx) => nat(c, '#3f8f3a');

/** k small leaves of length about l scattered in a circle of radius R around (x, y), as one path with `a`'s attributes. */
export function herbs(r: Rng, x: number, y: number, R: number, k: number, l: number, fill: string, a: Attr = {}): string {
  let d = '';
  for (let i = 0; i < k; i++) { const t = r.range(0, Math.PI * 2), d0 = R * Math.sqrt(r.next()); d += leafD(x + Math.cos(t) * d0, y + Math.sin(t) * d0, l * r.range(0.7, 1.2), r.range(0, 360)); }
  return path(d, fill, a);
}

export const pizza: Food = (c, r, x, y, R) => {
  const ink = new Ink(c);
  const out = [circle(x, y, R, rad(c, nat(c, '#e8b46a'), nat(c, '#b9752f'))), circle(x, y, R * 0.84, rad(c, nat(c, '#e0502e'), nat(c, '#b8331d')))];
  let cheese = '';
  for (let i = 0; i < 9; i++) { const a = r.range(0, 6.3), d = R * r.range(0, 0.62); cheese += blob(x + Math.cos(a) * d, y + Math.sin(a) * d, R * 0.16, R * 0.13, () => r.next(), 6, 0.3); }
  out.push(path(cheese, nat(c, '#fbf1d6'), { op: 0.95 }));
  for (let i = 0; i < 7; i++) { const a = r.range(0, 6.3), d = R * r.range(0.15, 0.66); ink.dot(x + Math.cos(a) * d, y + Math.sin(a) * d, R * 0.1, nat(c, '#9e2a22')); }
  out.push(String(ink), herbs(r, x, y, R * 0.6, 6, R * 0.2, basil(c)));
  let cuts = '';
  const k = r.pick([6, 8]);
  for (let i = 0; i < k; i++) { const a = (i / k) * Math.PI * 2; cuts += `M${n(x)} ${n(y)}L${n(x + Math.cos(a) * R * 0.98)} ${n(y + Math.sin(a) * R * 0.98)}`; }
  out.push(path(cuts, 'none', { stroke: shade(nat(c, '#b8331d'), 0.35), sw: Math.max(1, R * 0.012), op: 0.5 }));
  return out.join('');
};

export const pasta: Food = (c, r, x, y, R) => {
  const noodle = nat(c, '#f1c863');
  let d = '';
  for (let i = 0; i < 16; i++) {
    const rr = R * r.range(0.2, 0.72), a0 = r.range(0, 6.3), a1 = a0 + r.range(1.5, 3.5);
    const ox = x + r.range(-0.08, 0.08) * R, oy = y + r.range(-0.08, 0.08) * R;
    d += `M${n(ox + Math.cos(a0) * rr)} ${n(oy + Math.sin(a0) * rr)}A${n(rr)} ${n(rr)} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${n(ox + Math.cos(a1) * rr)} ${n(oy + Math.sin(a1) * rr)}`;
  }
  const sauce = blob(x + R * 0.05, y - R * 0.05, R * 0.32, R * 0.28, () => r.next(), 7, 0.25);
  const ink = new Ink(c);
  for (let i = 0; i < 14; i++) ink.dot(x + r.range(-0.4, 0.4) * R, y + r.range(-0.4, 0.4) * R, R * 0.025, '#fffaf0');
  return [circle(x, y, R * 0.78, shade(noodle, 0.15)), path(d, 'none', { stroke: shade(noodle, 0.12), sw: R * 0.09, round: true }), path(d, 'none', { stroke: noodle, sw: R * 0.055, round: true, tf: `translate(${n(-R * 0.012)} ${n(-R * 0.012)})` }),
    path(sauce, nat(c, '#c8361f')), herbs(r, x, y - R * 0.05, R * 0.15, 3, R * 0.2, basil(c)), String(ink)].join('');
};

export const salad: Food = (c, r, x, y, R) => {
  const greens = ['#5f9e3c', '#86b94a', '#3f7d37', '#a7c957'].map((h) => nat(c, h));
  const out: string[] = [];
  for (const col of greens) out.push(herbs(r, x, y, R * 0.72, 7, R * 0.42, col));
  const ink = new Ink(c);
  for (let i = 0; i < 6; i++) { const a = r.range(0, 6.3), d = R * r.range(0.1, 0.6); const px = x + Math.cos(a) * d, py = y + Math.sin(a) * d; ink.dot(px, py, R * 0.1, nat(c, '#d8392b')).dot(px, py, R * 0.05, nat(c, '#f06b4f')); }
  for (let i = 0; i < 4; i++) out.push(rect(x + r.range(-0.5, 0.4) * R, y + r.range(-0.5, 0.4) * R, R * 0.13, R * 0.13, '#fbf6ea', { rx: R * 0.02, tf: `rotate(${r.int(0, 90)} ${n(x)} ${n(y)})` }));
  return out.join('') + ink;
};

export const soup: Food = (c, r, x, y, R) => {
  const col = nat(c, r.pick(['#e58a2f', '#c9a227', '#7fa63a', '#c0452f']));
  let swirl = '';
  for (let i = 0; i < 14; i++) { const a = i * 0.55, rr = R * 0.04 * i; swirl += `${i ? 'L' : 'M'}${n(x + Math.cos(a) * rr)} ${n(y + Math.sin(a) * rr)}`; }
  const ink = new Ink(c);
  for (let i = 0; i < 10; i++) ink.dot(x + r.range(-0.5, 0.5) * R, y + r.range(-0.5, 0.5) * R, R * 0.03, basil(c));
  return [circle(x, y, R * 0.82, rad(c, tint(col, 0.15), shade(col, 0.12))), path(swirl, 'none', { stroke: '#fffaf0', sw: R * 0.045, round: true, op: 0.85 }), String(ink)].join('');
};

export const fish: Food = (c, r, x, y, R) => {
  const a = r.range(-30, 30), skin = nat(c, '#c9cfd2'), body = c.defs.lin([[0, tint(skin, 0.4)], [1, shade(skin, 0.25)]]);
  const L = R * 0.85;
  const fishD = `M${n(x - L)} ${n(y)}Q${n(x - L * 0.2)} ${n(y - R * 0.42)} ${n(x + L * 0.6)} ${n(y - R * 0.05)}L${n(x + L)} ${n(y - R * 0.3)}L${n(x + L * 0.92)} ${n(y)}L${n(x + L)} ${n(y + R * 0.3)}L${n(x + L * 0.6)} ${n(y + R * 0.05)}Q${n(x - L * 0.2)} ${n(y + R * 0.42)} ${n(x - L)} ${n(y)}Z`;
  let marks = '';
  for (let i = 0; i < 4; i++) marks += `M${n(x - L * 0.5 + i * L * 0.3)} ${n(y - R * 0.25)}l${n(R * 0.12)} ${n(R * 0.5)}`;
  const lemon = nat(c, '#f4d03f');
  return g([path(fishD, body), path(marks, 'none', { stroke: shade(skin, 0.55), sw: R * 0.04, round: true, op: 0.6 }), circle(x - L * 0.72, y - R * 0.06, R * 0.035, '#222222'),
    circle(x + R * 0.25, y + R * 0.55, R * 0.2, lemon), circle(x + R * 0.25, y + R * 0.55, R * 0.16, tint(lemon, 0.45)), herbs(r, x - R * 0.2, y + R * 0.5, R * 0.15, 4, R * 0.18, basil(c))], { tf: `rotate(${n(a)} ${n(x)} ${n(y)})` });
};

export const coffee: Food = (c, r, x, y, R) => {
  const cup = c.t.dark ? mix(c.t.surface, '#ffffff', 0.25) : '#ffffff';
  const brew = nat(c, '#7a4a2a');
  const cr = R * 0.62, hx = x + cr * 1.12, ang = r.int(-40, 40);
  const heart = `M${n(x)} ${n(y + cr * 0.42)}C${n(x - cr * 0.75)} ${n(y - cr * 0.05)} ${n(x - cr * 0.35)} ${n(y - cr * 0.55)} ${n(x)} ${n(y - cr * 0.22)}C${n(x + cr * 0.35)} ${n(y - cr * 0.55)} ${n(x + cr * 0.75)} ${n(y - cr * 0.05)} ${n(x)} ${n(y + cr * 0.42)}Z`;
  return g([circle(x, y, R, shade(cup, 0.04)), circle(x, y, R * 0.9, 'none', { stroke: shade(cup, 0.08), sw: 1 }), rect(hx - cr * 0.1, y - cr * 0.14, cr * 0.38, cr * 0.28, cup, { rx: cr * 0.12 }),
    circle(x + R * 0.04, y + R * 0.05, cr * 1.08, c.t.shadow, { op: 0.15 }), circle(x, y, cr * 1.08, cup), circle(x, y, cr * 0.92, rad(c, tint(brew, 0.2), shade(brew, 0.2))), path(heart, mix('#f6e7d0', brew, 0.15))], { tf: `rotate(${ang} ${n(x)} ${n(y)})` });
};

export const croissant: Food = (c, r, x, y, R) => {
  const gold = nat(c, '#d99a44');
  const fill = c.defs.lin([[0, tint(gold, 0.3)], [1, shade(gold, 0.22)]]);
  // Crescent: an outer and an inner cubic meeting at pointed tips; segment lines between them.
  const A = [x - R * 0.9, y + R * 0.3] as const, B = [x + R * 0.9, y + R * 0.3] as const;
  const o1 = [x - R * 0.75, y - R * 0.85] as const, o2 = [x + R * 0.75, y - R * 0.85] as const;
  const i1 = [x + R * 0.4, y - R * 0.12] as const, i2 = [x - R * 0.4, y - R * 0.12] as const;
  const bez = (p0: readonly number[], p1: readonly number[], p2: readonly number[], p3: readonly number[], t: number) =>
    [0, 1].map((k) => (1 - t) ** 3 * (p0[k] as number) + 3 * (1 - t) ** 2 * t * (p1[k] as number) + 3 * (1 - t) * t * t * (p2[k] as number) + t ** 3 * (p3[k] as number));
  let seg = '';
  for (const tt of [0.22, 0.38, 0.5, 0.62, 0.78]) {
    const [ox, oy] = bez(A, o1, o2, B, tt) as [number, number];
    const [ix, iy] = bez(B, i1, i2, A, 1 - tt) as [number, number];
    seg += `M${n(ox + (ix - ox) * 0.08)} ${n(oy + (iy - oy) * 0.08)}L${n(ix - (ix - ox) * 0.08)} ${n(iy - (iy - oy) * 0.08)}`;
  }
  const d = `M${n(A[0])} ${n(A[1])}C${n(o1[0])} ${n(o1[1])} ${n(o2[0])} ${n(o2[1])} ${n(B[0])} ${n(B[1])}C${n(i1[0])} ${n(i1[1])} ${n(i2[0])} ${n(i2[1])} ${n(A[0])} ${n(A[1])}Z`;
  return g([path(d, fill, { stroke: shade(gold, 0.3), sw: Math.max(1, R * 0.02) }), path(seg, 'none', { stroke: shade(gold, 0.32), sw: Math.max(1, R * 0.03), round: true, op: 0.8 })], { tf: `rotate(${r.int(-50, 50)} ${n(x)} ${n(y)})` });
};

export const cake: Food = (c, r, x, y, R) => {
  const cream = nat(c, '#f7ead7');
  const ink = new Ink(c);
  const k = 12;
  for (let i = 0; i < k; i++) { const a = (i / k) * Math.PI * 2; ink.dot(x + Math.cos(a) * R * 0.66, y + Math.sin(a) * R * 0.66, R * 0.09, i % 3 ? nat(c, '#c0283c') : nat(c, '#3b3f8f')); }
  return [circle(x, y, R * 0.82, rad(c, tint(cream, 0.3), shade(cream, 0.08))), circle(x, y, R * 0.5, 'none', { stroke: shade(cream, 0.08), sw: R * 0.04, dash: `${n(R * 0.08)} ${n(R * 0.06)}` }), String(ink), herbs(r, x, y, R * 0.12, 3, R * 0.16, nat(c, '#4f9a4a'))].join('');
};

export const bread: Food = (c, r, x, y, R) => {
  const crust = nat(c, '#c4843f');
  const ang = r.int(-30, 30);
  let scores = '';
  for (let i = 0; i < 4; i++) scores += `M${n(x - R * 0.45 + i * R * 0.3)} ${n(y - R * 0.22)}l${n(R * 0.18)} ${n(R * 0.42)}`;
  const ink = new Ink(c);
  for (let i = 0; i < 16; i++) ink.dot(x + r.range(-0.6, 0.6) * R, y + r.range(-0.25, 0.25) * R, R * 0.02, '#fffaf0', 0.7);
  return g([ellipse(x, y, R * 0.82, R * 0.42, rad(c, tint(crust, 0.2), shade(crust, 0.2))), path(scores, 'none', { stroke: tint(crust, 0.45), sw: R * 0.06, round: true }), String(ink)], { tf: `rotate(${ang} ${n(x)} ${n(y)})` });
};

/**
 * A steak from above, for a steakhouse or grill: the seared end whole with grill marks, the rest cut into
 * five slices fanned out to show the pink inside, a sprig of rosemary and flakes of salt.
 */
export const steak: Food = (c, r, x, y, R) => {
  const crust = nat(c, '#7a4024'), pink = nat(c, '#d46f63'), rare = nat(c, '#b9453f');
  const ang = r.int(-25, 25);
  const out = [ellipse(x - R * 0.42, y, R * 0.36, R * 0.46, rad(c, tint(crust, 0.12), shade(crust, 0.25)))];
  let marks = '';
  for (let i = 0; i < 3; i++) marks += `M${n(x - R * 0.68 + i * R * 0.16)} ${n(y - R * 0.3)}l${n(R * 0.2)} ${n(R * 0.6)}`;
  out.push(path(marks, 'none', { stroke: shade(crust, 0.55), sw: R * 0.05, round: true, op: 0.8 }));
  // Slices: the seared rim around the cut face, each turned a little more than the last.
  // Shingled like a carved steak: each slice lies on the one before, its cut face up.
  const face = c.defs.lin([[0, shade(pink, 0.25)], [0.25, pink], [0.5, rare], [0.75, pink], [1, shade(pink, 0.25)]]);
  for (let i = 0; i < 5; i++) {
    const sx = x - R * 0.05 + i * R * 0.15, sy = y + i * R * 0.025, h = R * (0.84 - i * 0.03), w = R * 0.22;
    const tf = `rotate(${n(i * 4)} ${n(sx)} ${n(sy)})`;
    out.push(rect(sx - w / 2 + R * 0.015, sy - h / 2 + R * 0.02, w, h, c.t.shadow, { rx: w * 0.35, tf, op: 0.25 }),
      rect(sx - w / 2, sy - h / 2, w, h, shade(crust, 0.05), { rx: w * 0.35, tf }),
      rect(sx - w * 0.36, sy - h * 0.44, w * 0.72, h * 0.88, face, { rx: w * 0.25, tf }));
  }
  const rosemary = nat(c, '#4f7a45');
  let sprig = `M${n(x - R * 0.75)} ${n(y + R * 0.62)}L${n(x + R * 0.25)} ${n(y + R * 0.78)}`;
  for (let i = 0; i < 9; i++) { const px = x - R * 0.7 + i * R * 0.11, py = y + R * 0.63 + i * R * 0.017; sprig += `M${n(px)} ${n(py)}l${n(R * 0.05)} ${n(-R * 0.09)}M${n(px)} ${n(py)}l${n(R * 0.06)} ${n(R * 0.08)}`; }
  out.push(path(sprig, 'none', { stroke: rosemary, sw: R * 0.025, round: true }));
  const ink = new Ink(c);
  for (let i = 0; i < 12; i++) ink.dot(x + r.range(-0.7, 0.7) * R, y + r.range(-0.45, 0.45) * R, R * 0.018, '#ffffff', 0.85);
  out.push(String(ink));
  return g(out, { tf: `rotate(${ang} ${n(x)} ${n(y)})` });
};

/** Sushi on its own slate: two rows of maki, wasabi and ginger, chopsticks. */
export const sushi: Food = (c, r, x, y, R) => {
  const ink = new Ink(c);
  const u = R * 0.26;
  for (let j = 0; j < 2; j++) for (let i = 0; i < 3; i++) {
    const px = x + (i - 1) * u * 2.3, py = y + (j - 0.5) * u * 2.3;
    ink.dot(px, py, u, '#1f2a24').dot(px, py, u * 0.8, '#fbfaf5').dot(px, py, u * 0.36, (i + j) % 2 ? nat(c, '#f28c5b') : nat(c, '#6aa84f'));
  }
  const slate = c.t.dark ? '#3a3a40' : '#2f3034';
  return [rect(x - u * 4.3 + 5, y - u * 2.8 + 8, u * 8.6, u * 5.6, c.t.shadow, { rx: u * 0.4, op: 0.25 }), rect(x - u * 4.3, y - u * 2.8, u * 8.6, u * 5.6, slate, { rx: u * 0.4 }), String(ink),
    circle(x + u * 3.5, y - u * 1.9, u * 0.45, nat(c, '#8bb84a')), path(blob(x + u * 3.4, y + u * 1.9, u * 0.6, u * 0.4, () => r.next(), 6), nat(c, '#f4b6a8')),
    rect(x - u * 4, y + u * 3.2, u * 8, u * 0.22, nat(c, '#c9a26b'), { rx: u * 0.1 }), rect(x - u * 3.8, y + u * 3.7, u * 8, u * 0.22, nat(c, '#c9a26b'), { rx: u * 0.1 })].join('');
};

export const burger: Food = (c, r, x, y, R) => {
  const bun = nat(c, '#d5913f');
  const ink = new Ink(c);
  for (let i = 0; i < 18; i++) { const a = r.range(0, 6.3), d = R * 0.5 * Math.sqrt(r.next()); ink.dot(x - R * 0.15 + Math.cos(a) * d, y + Math.sin(a) * d, R * 0.028, '#fbf3dc'); }
  let fries = '';
  for (let i = 0; i < 9; i++) { const fx = x + R * 0.55 + r.range(-0.15, 0.2) * R, fy = y + r.range(-0.5, 0.5) * R; fries += `M${n(fx)} ${n(fy)}l${n(R * r.range(0.1, 0.25))} ${n(R * r.range(-0.3, 0.3))}`; }
  return [circle(x - R * 0.15, y + R * 0.03, R * 0.66, nat(c, '#5b8f2e')), circle(x - R * 0.15, y, R * 0.62, rad(c, tint(bun, 0.25), shade(bun, 0.15))), String(ink),
    path(fries, 'none', { stroke: nat(c, '#f2c14e'), sw: R * 0.08, round: true }), circle(x + R * 0.62, y + R * 0.6, R * 0.14, nat(c, '#c0392b'))].join('');
};

export const tapas: Food = (c, r, x, y, R) => {
  const out: string[] = [];
  const fills = [nat(c, '#6b7f2a'), nat(c, '#e08a3c'), nat(c, '#c8503f')];
  [[-0.35, -0.3], [0.38, -0.22], [0, 0.38]].forEach(([dx, dy], i) => {
    const px = x + (dx as number) * R, py = y + (dy as number) * R;
    out.push(circle(px, py, R * 0.34, c.t.dark ? mix(c.t.surface, '#ffffff', 0.2) : '#f6efe4'), circle(px, py, R * 0.28, shade(fills[i] as string, 0.1)));
    const ink = new Ink(c);
    for (let k = 0; k < 6; k++) ink.dot(px + r.range(-0.16, 0.16) * R, py + r.range(-0.16, 0.16) * R, R * 0.06, tint(fills[i] as string, 0.2));
    out.push(String(ink));
  });
  return out.join('');
};

/** A wine glass from above: faint bowl rim, the wine's surface, a highlight. */
export const wine: Food = (c, r, x, y, R) => {
  const red = nat(c, r.chance(0.75) ? '#7b1e2b' : '#e9d58a');
  return [circle(x + R * 0.06, y + R * 0.08, R, c.t.shadow, { op: 0.1 }), circle(x, y, R, '#ffffff', { op: 0.25, stroke: '#ffffff', sw: Math.max(1, R * 0.05) }), circle(x, y, R * 0.68, rad(c, tint(red, 0.15), red), { op: 0.9 }),
    path(`M${n(x - R * 0.55)} ${n(y - R * 0.45)}A${n(R * 0.8)} ${n(R * 0.8)} 0 0 1 ${n(x + R * 0.1)} ${n(y - R * 0.78)}`, 'none', { stroke: '#ffffff', sw: R * 0.08, round: true, op: 0.6 })].join('');
};

/** A pint of beer from above: the glass rim, amber beer showing round a creamy head, bubbles. */
export const beer: Food = (c, r, x, y, R) => {
  const ale = nat(c, r.pick(['#d9902b', '#c0741c', '#e3b04a', '#5a2e1a']));
  const foam = '#fbf1dc';
  const ink = new Ink(c);
  for (let i = 0; i < 10; i++) { const a = r.range(0, 6.3), d = R * 0.45 * Math.sqrt(r.next()); ink.dot(x + Math.cos(a) * d, y + Math.sin(a) * d, R * 0.035, shade(foam, 0.06)); }
  return [circle(x + R * 0.06, y + R * 0.08, R, c.t.shadow, { op: 0.12 }), circle(x, y, R, '#ffffff', { op: 0.3, stroke: '#ffffff', sw: Math.max(1, R * 0.05) }),
    circle(x, y, R * 0.86, rad(c, tint(ale, 0.2), ale)), circle(x, y, R * 0.62, foam), String(ink),
    path(`M${n(x - R * 0.6)} ${n(y - R * 0.4)}A${n(R * 0.85)} ${n(R * 0.85)} 0 0 1 ${n(x + R * 0.05)} ${n(y - R * 0.8)}`, 'none', { stroke: '#ffffff', sw: R * 0.07, round: true, op: 0.55 })].join('');
};

/** A tasting paddle from above: a wooden board with four small glasses, pale to dark. */
export const flight: Food = (c, r, x, y, R) => {
  const wood = nat(c, '#b07a45', 0.1);
  const cols = ['#f0c75e', '#d9902b', '#a4521d', '#3b2016'].map((h) => nat(c, h));
  const out = [rect(x - R * 1.05 + 4, y - R * 0.34 + 6, R * 2.1, R * 0.68, c.t.shadow, { rx: R * 0.3, op: 0.2 }), rect(x - R * 1.05, y - R * 0.34, R * 2.1, R * 0.68, wood, { rx: R * 0.3 }),
    path(`M${n(x - R * 0.95)} ${n(y - R * 0.12)}H${n(x + R * 0.95)}M${n(x - R * 0.95)} ${n(y + R * 0.14)}H${n(x + R * 0.95)}`, 'none', { stroke: shade(wood, 0.12), sw: 1.5, op: 0.6 })];
  cols.forEach((col, i) => {
    const gx = x - R * 0.72 + i * R * 0.48, gr = R * 0.2;
    out.push(circle(gx, y, gr, '#ffffff', { op: 0.35, stroke: '#ffffff', sw: 1.5 }), circle(gx, y, gr * 0.84, col), circle(gx - gr * 0.15, y - gr * 0.15, gr * 0.4, '#fbf1dc', { op: i === 3 ? 0.8 : 0.55 }));
  });
  return out.join('');
};

/** A soft pretzel from above: the knot in baked brown with salt flakes. */
export const pretzel: Food = (c, r, x, y, R) => {
  const dough = nat(c, '#a8642c');
  const knot = `M${n(x - R * 0.7)} ${n(y + R * 0.1)}C${n(x - R * 0.9)} ${n(y - R * 0.6)} ${n(x - R * 0.1)} ${n(y - R * 0.7)} ${n(x)} ${n(y - R * 0.1)}C${n(x + R * 0.1)} ${n(y - R * 0.7)} ${n(x + R * 0.9)} ${n(y - R * 0.6)} ${n(x + R * 0.7)} ${n(y + R * 0.1)}`
    + `C${n(x + R * 0.55)} ${n(y + R * 0.55)} ${n(x + R * 0.1)} ${n(y + R * 0.6)} ${n(x - R * 0.25)} ${n(y + R * 0.2)}M${n(x + R * 0.25)} ${n(y + R * 0.2)}C${n(x - R * 0.1)} ${n(y + R * 0.6)} ${n(x - R * 0.55)} ${n(y + R * 0.55)} ${n(x - R * 0.7)} ${n(y + R * 0.1)}`;
  const ink = new Ink(c);
  for (let i = 0; i < 14; i++) ink.dot(x + r.range(-0.7, 0.7) * R, y + r.range(-0.5, 0.4) * R, R * 0.03, '#ffffff');
  return [path(knot, 'none', { stroke: shade(dough, 0.25), sw: R * 0.24, round: true }), path(knot, 'none', { stroke: dough, sw: R * 0.19, round: true }), String(ink)].join('');
};

/** A cheese board from above: wedges and rounds of cheese, a bunch of grapes, crackers and a sprig of herbs. */
export const cheese: Food = (c, r, x, y, R) => {
  const wood = nat(c, '#b78a5c', 0.1), rind = nat(c, '#f3e3b3'), blue = nat(c, '#eef0e6'), grape = nat(c, r.chance(0.5) ? '#6b2d4f' : '#9fbf5a', 0.05);
  const out = [rect(x - R * 1.05 + 4, y - R * 0.75 + 6, R * 2.1, R * 1.5, c.t.shadow, { rx: R * 0.2, op: 0.2 }), rect(x - R * 1.05, y - R * 0.75, R * 2.1, R * 1.5, wood, { rx: R * 0.2 }),
    // A wedge, a round with a slice cut, a blue wedge with veins.
    path(`M${n(x - R * 0.8)} ${n(y - R * 0.45)}L${n(x - R * 0.15)} ${n(y - R * 0.55)}L${n(x - R * 0.45)} ${n(y + R * 0.05)}Z`, rind, { stroke: nat(c, '#e0b85a'), sw: R * 0.04 }),
    circle(x + R * 0.45, y - R * 0.2, R * 0.38, '#fbf6ea', { stroke: nat(c, '#e9dcc0'), sw: R * 0.06 }), path(`M${n(x + R * 0.45)} ${n(y - R * 0.2)}L${n(x + R * 0.83)} ${n(y - R * 0.25)}A${n(R * 0.38)} ${n(R * 0.38)} 0 0 1 ${n(x + R * 0.7)} ${n(y + R * 0.08)}Z`, wood),
    path(`M${n(x - R * 0.2)} ${n(y + R * 0.55)}L${n(x + R * 0.35)} ${n(y + R * 0.25)}L${n(x + R * 0.4)} ${n(y + R * 0.62)}Z`, blue, { stroke: nat(c, '#d7dccb'), sw: R * 0.03 }),
    path(`M${n(x)} ${n(y + R * 0.5)}l${n(R * 0.12)} ${n(-R * 0.06)}M${n(x + R * 0.18)} ${n(y + R * 0.45)}l${n(R * 0.1)} ${n(R * 0.05)}`, 'none', { stroke: nat(c, '#5f7f9a'), sw: R * 0.025, round: true })];
  // Grapes: a cluster of circles with a stalk.
  for (let i = 0; i < 9; i++) { const gx = x - R * 0.75 + (i % 3) * R * 0.13 + (Math.floor(i / 3) % 2) * R * 0.06, gy = y + R * 0.2 + Math.floor(i / 3) * R * 0.12; out.push(circle(gx, gy, R * 0.075, grape), circle(gx - R * 0.02, gy - R * 0.02, R * 0.02, '#ffffff', { op: 0.5 })); }
  out.push(path(`M${n(x - R * 0.62)} ${n(y + R * 0.15)}l${n(R * 0.05)} ${n(-R * 0.12)}`, 'none', { stroke: nat(c, '#6b5234'), sw: R * 0.03, round: true }));
  // Crackers along the edge.
  for (let i = 0; i < 4; i++) out.push(rect(x + R * (0.0 + i * 0.14), y - R * 0.7, R * 0.12, R * 0.2, nat(c, '#e2b56b'), { rx: R * 0.02 }));
  return out.join('');
};
