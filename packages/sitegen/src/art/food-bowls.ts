import type { Ctx } from './ctx';
import { groundShadow } from './ctx';
import { basil, herbs, nat, rad, type Food } from './food';
import { Ink } from './ink';
import { mix, shade, tint } from './palette';
import { blob, circle, ellipse, g, n, path, rect } from './svg';

/**
 * The dishes of the cuisines a brief names most after Italian (issue 15: a ramen bar, a curry house or a
 * taqueria is not drawn as a trattoria): a bowl of ramen or pho, a curry, naan, rice, tacos and a bamboo
 * steamer of dumplings, seen from above like the rest of the table (food.ts). Bowls and the steamer bring
 * their own vessel (`OWN_VESSEL` in dishes.ts); tacos go on a plate and naan on a board.
 */

/** A glazed bowl from above: shadow, rim, the inside a shade darker; returns the radius left for the food. */
function bowl(c: Ctx, x: number, y: number, R: number, glaze: string): [string, number] {
  const rim = c.t.dark ? tint(glaze, 0.1) : glaze;
  return [[groundShadow(c, x + R * 0.06, y + R * 0.1, R * 1.1, R * 1.1, 0.4), circle(x, y, R, c.defs.lin([[0, tint(rim, 0.12)], [1, shade(rim, 0.18)]], 0, 0, 1, 1)),
    circle(x, y, R * 0.9, shade(rim, 0.3)),
    path(`M${n(x - R * 0.85)} ${n(y - R * 0.3)}A${n(R * 0.95)} ${n(R * 0.95)} 0 0 1 ${n(x - R * 0.25)} ${n(y - R * 0.92)}`, 'none', { stroke: '#ffffff', sw: R * 0.03, round: true, op: 0.35 })].join(''), R * 0.86];
}

/** Two chopsticks resting across a bowl's rim, length L from (x, y) at a degrees. */
export function chopsticks(c: Ctx, x: number, y: number, L: number, a: number): string {
  const wood = c.t.dark ? '#d8b98a' : nat(c, '#b98a52');
  const w = Math.max(2, L * 0.028);
  return g([rect(x + w * 0.6, y + w * 1.4, L, w, c.t.shadow, { rx: w / 2, op: 0.2 }), rect(x, y, L, w, wood, { rx: w / 2 }),
    rect(x + w * 0.4, y + w * 2.4, L * 0.97, w, shade(wood, 0.08), { rx: w / 2 })], { tf: `rotate(${n(a)} ${n(x)} ${n(y)})` });
}

/**
 * A noodle soup: ramen when the words say so (a creamy broth, noodles, a halved soft egg, chashu, nori,
 * spring onion), otherwise the south-east Asian bowl of pho or a Thai or Chinese noodle soup (a clear amber
 * broth, beef, herbs, lime, chilli, bean sprouts); chopsticks across.
 */
export const noodles: Food = (c, r, x, y, R) => {
  const pho = !/\bramen\b|tonkotsu|shoyu|japan|izakaya|\budon\b|\bsoba\b|ラーメン|らーめん|拉麺|豚骨|とんこつ|醤油|味噌|麺屋|うどん|蕎麦|日本/.test(c.words);
  const [ves, ri] = bowl(c, x, y, R, nat(c, r.pick(['#2d2d33', '#7d2a24', '#26385e', '#f3efe6']), 0.05));
  const broth = pho ? nat(c, '#d49a3a') : nat(c, '#e6c48d');
  const out = [ves, circle(x, y, ri, rad(c, tint(broth, 0.2), shade(broth, 0.12)))];
  // Noodles: short waves in the near half of the bowl, each a pale band with a darker edge.
  const noodle = nat(c, pho ? '#f3ead2' : '#f2d77e');
  let d = '';
  for (let i = 0; i < 9; i++) {
    const y0 = y + ri * (0.02 + i * 0.075), half = Math.sqrt(Math.max(0, ri * ri * 0.8 - (y0 - y) ** 2)) * 0.9, x0 = x - half, steps = 8;
    if (half < ri * 0.15) continue;
    d += `M${n(x0)} ${n(y0)}`;
    for (let k = 1; k <= steps; k++) d += `Q${n(x0 + ((k - 0.5) / steps) * half * 2)} ${n(y0 + (k % 2 ? -1 : 1) * ri * 0.05)} ${n(x0 + (k / steps) * half * 2)} ${n(y0)}`;
  }
  out.push(path(d, 'none', { stroke: shade(noodle, 0.14), sw: ri * 0.06, round: true }), path(d, 'none', { stroke: noodle, sw: ri * 0.038, round: true }));
  const ink = new Ink(c);
  if (pho) {
    // Rare beef in thin slices, basil and coriander, a wedge of lime, chilli rings, bean sprouts.
    for (let i = 0; i < 4; i++) {
      const a = -2.4 + i * 0.45, px = x + Math.cos(a) * ri * 0.45, py = y + Math.sin(a) * ri * 0.45;
      out.push(path(blob(px, py, ri * 0.2, ri * 0.13, () => r.next(), 7, 0.25), nat(c, '#b76a5c'), { stroke: nat(c, '#8e4a3e'), sw: ri * 0.015 }));
    }
    let sprouts = '';
    for (let i = 0; i < 8; i++) { const px = x + r.range(0.05, 0.5) * ri, py = y - r.range(0.1, 0.6) * ri; sprouts += `M${n(px)} ${n(py)}l${n(r.range(-0.2, 0.2) * ri)} ${n(r.range(0.08, 0.2) * ri)}`; }
    out.push(path(sprouts, 'none', { stroke: '#f6f1dc', sw: ri * 0.035, round: true }), herbs(r, x + ri * 0.15, y - ri * 0.25, ri * 0.35, 7, ri * 0.22, basil(c)));
    for (let i = 0; i < 4; i++) { const px = x + r.range(-0.3, 0.4) * ri, py = y + r.range(-0.1, 0.5) * ri; ink.dot(px, py, ri * 0.05, nat(c, '#d7262b')).dot(px, py, ri * 0.025, '#fbe3c4'); }
    const lx = x + ri * 0.62, ly = y + ri * 0.35;
    out.push(path(`M${n(lx - ri * 0.2)} ${n(ly)}A${n(ri * 0.2)} ${n(ri * 0.2)} 0 0 0 ${n(lx + ri * 0.2)} ${n(ly)}Z`, nat(c, '#7cb342'), { tf: `rotate(-35 ${n(lx)} ${n(ly)})` }),
      path(`M${n(lx - ri * 0.16)} ${n(ly)}A${n(ri * 0.16)} ${n(ri * 0.16)} 0 0 0 ${n(lx + ri * 0.16)} ${n(ly)}Z`, '#e8f3c8', { tf: `rotate(-35 ${n(lx)} ${n(ly)})` }));
  } else {
    // Nori at the back, chashu, a soft egg cut in half, spring onion rings.
    out.push(rect(x + ri * 0.35, y - ri * 0.95, ri * 0.4, ri * 0.55, nat(c, '#1e3327', 0.03), { rx: ri * 0.03, tf: `rotate(18 ${n(x + ri * 0.55)} ${n(y - ri * 0.65)})` }));
    for (const [dx, dy] of [[-0.42, -0.38], [-0.1, -0.5]] as const) {
      const px = x + dx * ri, py = y + dy * ri;
      out.push(circle(px, py, ri * 0.23, nat(c, '#9a5a3c')), circle(px, py, ri * 0.19, nat(c, '#e2b39a')),
        path(`M${n(px - ri * 0.1)} ${n(py)}a${n(ri * 0.1)} ${n(ri * 0.08)} 0 1 1 ${n(ri * 0.16)} ${n(ri * 0.04)}`, 'none', { stroke: nat(c, '#b97b5e'), sw: ri * 0.03, round: true }));
    }
    for (const dx of [0.28, 0.58]) {
      const px = x + dx * ri, py = y - ri * 0.12;
      out.push(ellipse(px, py, ri * 0.16, ri * 0.2, '#fbf8ef', { stroke: shade('#fbf8ef', 0.08), sw: ri * 0.015 }), circle(px, py + ri * 0.02, ri * 0.1, nat(c, '#f0a030')), circle(px, py + ri * 0.02, ri * 0.055, nat(c, '#e07b1c')));
    }
    for (let i = 0; i < 12; i++) { const px = x + r.range(-0.45, 0.45) * ri, py = y + r.range(-0.2, 0.35) * ri; ink.dot(px, py, ri * 0.04, nat(c, '#6fae3e')).dot(px, py, ri * 0.018, '#e5f2c9'); }
  }
  out.push(String(ink), chopsticks(c, x - R * 0.2, y - R * 1.02, R * 2.1, 38));
  return out.join('');
};

/**
 * A curry in a bowl: an orange masala, or a Thai green curry when the words say so, with pieces of chicken
 * or paneer, a swirl of cream and coriander.
 */
export const curry: Food = (c, r, x, y, R) => {
  const green = /green curry|thai|massaman|laksa/.test(c.words) && !/masala|tikka|tandoor|indian/.test(c.words);
  const copper = nat(c, green ? '#f1ece2' : '#b8733a', 0.05);
  const [ves, ri] = bowl(c, x, y, R, copper);
  const sauce = nat(c, green ? '#9aa846' : '#d2682a');
  const out = [ves, circle(x, y, ri, rad(c, tint(sauce, 0.15), shade(sauce, 0.15)))];
  const piece = green ? '#f4ead2' : '#e8b27a';
  for (let i = 0; i < 8; i++) {
    const a = r.range(0, Math.PI * 2), d0 = ri * r.range(0.1, 0.62), px = x + Math.cos(a) * d0, py = y + Math.sin(a) * d0;
    out.push(path(blob(px, py, ri * 0.13, ri * 0.1, () => r.next(), 6, 0.3), nat(c, piece), { stroke: shade(nat(c, piece), 0.2), sw: ri * 0.012 }));
  }
  let swirl = '';
  for (let i = 0; i < 12; i++) { const a = i * 0.6, rr = ri * 0.035 * i; swirl += `${i ? 'L' : 'M'}${n(x + ri * 0.1 + Math.cos(a) * rr)} ${n(y - ri * 0.05 + Math.sin(a) * rr)}`; }
  out.push(path(swirl, 'none', { stroke: green ? '#fbf7e8' : '#fbefd9', sw: ri * 0.045, round: true, op: 0.85 }), herbs(r, x, y, ri * 0.5, 7, ri * 0.16, basil(c)));
  if (green) { const ink = new Ink(c); for (let i = 0; i < 4; i++) { const px = x + r.range(-0.4, 0.4) * ri, py = y + r.range(-0.4, 0.4) * ri; ink.dot(px, py, ri * 0.045, nat(c, '#d7262b')); } out.push(String(ink)); }
  return out.join('');
};

/** A bowl of steamed rice: a white mound with grains drawn in and a scatter of sesame or herbs. */
export const rice: Food = (c, r, x, y, R) => {
  const [ves, ri] = bowl(c, x, y, R * 0.85, nat(c, r.pick(['#f3efe6', '#2d2d33', '#26385e']), 0.05));
  const out = [ves, circle(x, y, ri * 0.96, rad(c, '#fffdf7', '#e9e3d3'))];
  let grains = '';
  for (let i = 0; i < 40; i++) {
    const a = r.range(0, Math.PI * 2), d0 = ri * 0.85 * Math.sqrt(r.next()), px = x + Math.cos(a) * d0, py = y + Math.sin(a) * d0, ang = r.range(0, Math.PI);
    grains += `M${n(px - Math.cos(ang) * ri * 0.05)} ${n(py - Math.sin(ang) * ri * 0.05)}l${n(Math.cos(ang) * ri * 0.1)} ${n(Math.sin(ang) * ri * 0.1)}`;
  }
  out.push(path(grains, 'none', { stroke: '#d9d2c0', sw: ri * 0.035, round: true, op: 0.7 }));
  const ink = new Ink(c);
  for (let i = 0; i < 8; i++) ink.dot(x + r.range(-0.3, 0.3) * ri, y + r.range(-0.3, 0.3) * ri, ri * 0.025, '#2b2b2b', 0.8);
  return out.join('') + ink;
};

/** Naan from above: a teardrop flatbread, golden with charred blisters, butter sheen and coriander. */
export const naan: Food = (c, r, x, y, R) => {
  const dough = nat(c, '#e6b873');
  const L = R * 0.9, W = R * 0.55;
  const d = `M${n(x - L)} ${n(y)}C${n(x - L)} ${n(y - W)} ${n(x + L * 0.3)} ${n(y - W * 1.05)} ${n(x + L)} ${n(y - W * 0.1)}C${n(x + L * 1.05)} ${n(y + W * 0.2)} ${n(x + L * 0.3)} ${n(y + W * 1.05)} ${n(x - L)} ${n(y)}Z`;
  const out = [path(d, c.defs.lin([[0, tint(dough, 0.2)], [1, shade(dough, 0.15)]]), { stroke: shade(dough, 0.25), sw: Math.max(1, R * 0.02) })];
  for (let i = 0; i < 9; i++) {
    const px = x + r.range(-0.7, 0.7) * L, py = y + r.range(-0.45, 0.45) * W;
    out.push(path(blob(px, py, R * 0.07, R * 0.05, () => r.next(), 6, 0.4), nat(c, '#6e3f1c'), { op: 0.75 }));
  }
  out.push(ellipse(x - L * 0.2, y - W * 0.3, L * 0.35, W * 0.2, '#fff6d8', { op: 0.35 }), herbs(r, x, y, W * 0.5, 4, R * 0.1, basil(c)));
  return g(out, { tf: `rotate(${r.int(-35, 35)} ${n(x)} ${n(y)})` });
};

/**
 * Three soft tacos side by side: folded tortillas, the filling along the fold (al pastor, onion, coriander,
 * pineapple), a wedge of lime.
 */
export const tacos: Food = (c, r, x, y, R) => {
  const tortilla = nat(c, '#efd69c'), meat = nat(c, '#b4552e');
  const out: string[] = [];
  const ink = new Ink(c);
  for (let i = 0; i < 3; i++) {
    const px = x + (i - 1) * R * 0.42, py = y + (i === 1 ? -R * 0.06 : R * 0.04), tf = `rotate(${n((i - 1) * 9)} ${n(px)} ${n(py)})`;
    out.push(ellipse(px + R * 0.03, py + R * 0.05, R * 0.25, R * 0.62, c.t.shadow, { op: 0.18, tf }), ellipse(px, py, R * 0.25, R * 0.62, tortilla, { stroke: shade(tortilla, 0.18), sw: R * 0.02, tf }),
      ellipse(px, py, R * 0.13, R * 0.5, meat, { tf }));
    for (let k = 0; k < 5; k++) ink.dot(px + r.range(-0.18, 0.18) * R, py + r.range(-0.55, 0.55) * R, R * 0.02, shade(tortilla, 0.35), 0.6);
    for (let k = 0; k < 5; k++) out.push(rect(px + r.range(-0.08, 0.05) * R, py + r.range(-0.42, 0.38) * R, R * 0.05, R * 0.05, k % 2 ? '#fbf8ef' : nat(c, '#f2c230'), { rx: R * 0.01, tf }));
    out.push(herbs(r, px, py, R * 0.1, 3, R * 0.09, basil(c), { tf }));
  }
  const lx = x + R * 0.55, ly = y + R * 0.62;
  out.push(path(`M${n(lx - R * 0.16)} ${n(ly)}A${n(R * 0.16)} ${n(R * 0.16)} 0 0 0 ${n(lx + R * 0.16)} ${n(ly)}Z`, nat(c, '#6fa83a'), { tf: `rotate(-20 ${n(lx)} ${n(ly)})` }),
    path(`M${n(lx - R * 0.12)} ${n(ly)}A${n(R * 0.12)} ${n(R * 0.12)} 0 0 0 ${n(lx + R * 0.12)} ${n(ly)}Z`, '#e5f1c0', { tf: `rotate(-20 ${n(lx)} ${n(ly)})` }));
  return out.join('') + ink;
};

/** A bamboo steamer of dumplings from above: the woven rim, a paper liner, seven pleated dumplings. */
export const dumplings: Food = (c, r, x, y, R) => {
  const bamboo = nat(c, '#caa56a', 0.05);
  const out = [groundShadow(c, x + R * 0.06, y + R * 0.1, R * 1.1, R * 1.1, 0.4), circle(x, y, R, c.defs.lin([[0, tint(bamboo, 0.15)], [1, shade(bamboo, 0.15)]], 0, 0, 1, 1)),
    circle(x, y, R * 0.93, 'none', { stroke: shade(bamboo, 0.25), sw: R * 0.02 }), circle(x, y, R * 0.84, nat(c, '#f1e4c4', 0.04))];
  let weave = '';
  for (let i = -3; i <= 3; i++) weave += `M${n(x + i * R * 0.22)} ${n(y - R * 0.8)}V${n(y + R * 0.8)}M${n(x - R * 0.8)} ${n(y + i * R * 0.22)}H${n(x + R * 0.8)}`;
  out.push(path(weave, 'none', { stroke: shade(bamboo, 0.1), sw: R * 0.012, op: 0.35 }));
  const skin = '#f8f3e8', pleat = shade(skin, 0.14);
  const spots: (readonly [number, number])[] = [[0, 0], ...Array.from({ length: 6 }, (_, i) => [Math.cos(i * Math.PI / 3 + 0.3) * 0.5, Math.sin(i * Math.PI / 3 + 0.3) * 0.5] as const)];
  for (const [dx, dy] of spots) {
    const px = x + dx * R, py = y + dy * R, dr = R * 0.22;
    out.push(circle(px + dr * 0.08, py + dr * 0.12, dr, c.t.shadow, { op: 0.15 }), circle(px, py, dr, rad(c, '#ffffff', skin)));
    let p = '';
    for (let k = 0; k < 8; k++) { const a = (k / 8) * Math.PI * 2 + r.range(-0.1, 0.1); p += `M${n(px + Math.cos(a) * dr * 0.85)} ${n(py + Math.sin(a) * dr * 0.85)}Q${n(px + Math.cos(a + 0.5) * dr * 0.4)} ${n(py + Math.sin(a + 0.5) * dr * 0.4)} ${n(px)} ${n(py)}`; }
    out.push(path(p, 'none', { stroke: pleat, sw: Math.max(1, dr * 0.07), round: true }), circle(px, py, dr * 0.1, shade(skin, 0.1)));
  }
  return out.join('');
};

/**
 * Gelato from above: a paper cup (or a glass coupe) holding three scoops in gelato colours, each with the
 * ridges of the scoop, a wafer and a little spoon.
 */
export const gelato: Food = (c, r, x, y, R) => {
  const cup = c.t.dark ? mix(c.t.surface, '#ffffff', 0.2) : '#fbfaf7';
  const flavours = ['#b8d88b', '#f3b2c0', '#7a4a32', '#f6ecd2', '#f7c873', '#d94f5c'].map((h) => nat(c, h, 0.05));
  const out = [groundShadow(c, x + R * 0.06, y + R * 0.1, R * 0.95, R * 0.95, 0.35), circle(x, y, R * 0.85, cup, { stroke: shade(cup, 0.1), sw: R * 0.04 }),
    circle(x, y, R * 0.72, shade(cup, 0.06))];
  const picks = r.shuffle([...flavours]).slice(0, 3);
  picks.forEach((col, i) => {
    const a = -Math.PI / 2 + (i * Math.PI * 2) / 3 + r.range(-0.2, 0.2), px = x + Math.cos(a) * R * 0.3, py = y + Math.sin(a) * R * 0.3, sr = R * 0.36;
    out.push(path(blob(px, py, sr, sr * 0.95, () => r.next(), 9, 0.12), c.defs.rad([[0, tint(col, 0.25)], [1, shade(col, 0.12)]], 0.4, 0.4, 0.7)));
    let ridges = '';
    for (let k = 0; k < 3; k++) { const rr = sr * (0.35 + k * 0.2); ridges += `M${n(px - rr)} ${n(py + rr * 0.2)}Q${n(px)} ${n(py - rr * 0.5)} ${n(px + rr)} ${n(py + rr * 0.2)}`; }
    out.push(path(ridges, 'none', { stroke: shade(col, 0.2), sw: R * 0.02, round: true, op: 0.5 }));
  });
  // A rolled wafer and a little spoon.
  out.push(rect(x + R * 0.1, y - R * 0.95, R * 0.14, R * 0.7, nat(c, '#e2b56b'), { rx: R * 0.06, tf: `rotate(25 ${n(x + R * 0.17)} ${n(y - R * 0.6)})` }),
    path(`M${n(x - R * 0.2)} ${n(y + R * 0.2)}L${n(x - R * 0.95)} ${n(y + R * 0.85)}`, 'none', { stroke: mix('#d9dce2', c.t.primary, 0.1), sw: R * 0.06, round: true }),
    ellipse(x - R * 0.2, y + R * 0.2, R * 0.1, R * 0.07, mix('#d9dce2', c.t.primary, 0.1), { tf: `rotate(-45 ${n(x - R * 0.2)} ${n(y + R * 0.2)})` }));
  return out.join('');
};

/**
 * A waffle cone lying on the table, seen from above: the cone's triangle with its criss-cross, one or two
 * scoops at its mouth, a drip on the table (an ice-cream parlour's flat lay beside the cups, dishes.ts).
 */
export const cone: Food = (c, r, x, y, R) => {
  const a = r.range(-0.6, 0.6) + (r.chance(0.5) ? Math.PI : 0);
  const ux = Math.cos(a), uy = Math.sin(a), vx = -uy, vy = ux;
  // The tip sits behind the centre, the mouth ahead; the scoops sit over the mouth.
  const tip = [x - ux * R * 0.95, y - uy * R * 0.95] as const, mouth = [x + ux * R * 0.25, y + uy * R * 0.25] as const, half = R * 0.36;
  const p1 = [mouth[0] + vx * half, mouth[1] + vy * half], p2 = [mouth[0] - vx * half, mouth[1] - vy * half];
  const waffle = c.t.dark ? '#d9a35b' : nat(c, '#d59a4f', 0.05);
  const tri = `M${n(tip[0])} ${n(tip[1])}L${n(p1[0]!)} ${n(p1[1]!)}L${n(p2[0]!)} ${n(p2[1]!)}Z`;
  let hatch = '';
  for (let k = 1; k < 6; k++) {
    const f = k / 6;
    // Lines from one edge to the other, both ways: the waffle's diamonds.
    const e1 = [tip[0] + (p1[0]! - tip[0]) * f, tip[1] + (p1[1]! - tip[1]) * f], e2 = [tip[0] + (p2[0]! - tip[0]) * Math.min(1, f + 0.25), tip[1] + (p2[1]! - tip[1]) * Math.min(1, f + 0.25)];
    const e3 = [tip[0] + (p2[0]! - tip[0]) * f, tip[1] + (p2[1]! - tip[1]) * f], e4 = [tip[0] + (p1[0]! - tip[0]) * Math.min(1, f + 0.25), tip[1] + (p1[1]! - tip[1]) * Math.min(1, f + 0.25)];
    hatch += `M${n(e1[0]!)} ${n(e1[1]!)}L${n(e2[0]!)} ${n(e2[1]!)}M${n(e3[0]!)} ${n(e3[1]!)}L${n(e4[0]!)} ${n(e4[1]!)}`;
  }
  const flavours = ['#b8d88b', '#f3b2c0', '#7a4a32', '#f6ecd2', '#f7c873', '#d94f5c', '#b89ad8'].map((h) => nat(c, h, 0.05));
  const [f1, f2] = r.shuffle([...flavours]);
  const sr = R * 0.42;
  const s1 = [mouth[0] + ux * sr * 0.55, mouth[1] + uy * sr * 0.55] as const;
  const out = [groundShadow(c, x + R * 0.08, y + R * 0.12, R * 0.9, R * 0.5, 0.3), path(tri, waffle),
    path(hatch, 'none', { stroke: shade(waffle, 0.22), sw: R * 0.025, round: true, op: 0.8, clip: c.defs.clip(path(tri, '#000')) }),
    // A drip run from the scoop onto the table.
    ellipse(s1[0] + ux * sr * 1.1 + vx * sr * 0.3, s1[1] + uy * sr * 1.1 + vy * sr * 0.3, sr * 0.28, sr * 0.18, shade(f1!, 0.05), { op: 0.9 })];
  const scoop = (sx: number, sy: number, rr: number, col: string) => path(blob(sx, sy, rr, rr * 0.95, () => r.next(), 9, 0.12), c.defs.rad([[0, tint(col, 0.25)], [1, shade(col, 0.12)]], 0.4, 0.4, 0.7));
  if (r.chance(0.5)) out.push(scoop(s1[0] + ux * sr * 0.7 + vx * sr * 0.15, s1[1] + uy * sr * 0.7 + vy * sr * 0.15, sr * 0.85, f2!));
  out.push(scoop(s1[0], s1[1], sr, f1!));
  return out.join('');
};

/**
 * A Korean barbecue's tabletop grill from above: a steel ring, the round grate's bars glowing over the coals,
 * strips of marinated beef and slices of pork belly on it, mushrooms and garlic at the edge (brings its own
 * vessel: no plate or cutlery, dishes.ts).
 */
export const grill: Food = (c, r, x, y, R) => {
  const steel = mix('#6b7079', c.t.primary, 0.05), out = [groundShadow(c, x + R * 0.06, y + R * 0.1, R * 1.05, R * 1.05, 0.4),
    circle(x, y, R, c.defs.lin([[0, tint(steel, 0.2)], [1, shade(steel, 0.35)]], 0, 0, 1, 1)), circle(x, y, R * 0.86, '#2a2424'),
    circle(x, y, R * 0.8, c.defs.rad([[0, '#f28c28', 0.55], [0.7, '#b2431f', 0.25], [1, '#2a2424', 0]]))];
  let bars = '';
  for (let k = -4; k <= 4; k++) { const dx = k * R * 0.17, half = Math.sqrt(Math.max(0, (R * 0.84) ** 2 - dx * dx)); bars += `M${n(x + dx)} ${n(y - half)}V${n(y + half)}`; }
  out.push(path(bars, 'none', { stroke: '#3a3232', sw: R * 0.05, round: true }));
  // Pork belly: pale slices striped with fat, seared where they touch the bars.
  const pork = nat(c, '#e8b6a4'), fat = '#f7ebe2';
  for (let i = 0; i < 3; i++) {
    const px = x - R * 0.45 + i * R * 0.2, py = y - R * 0.3 + i * R * 0.05, w = R * 0.16, h = R * 0.5;
    const tf = `rotate(${n(-20 + i * 6)} ${n(px)} ${n(py)})`;
    out.push(rect(px - w / 2, py - h / 2, w, h, pork, { rx: w * 0.2, tf }), rect(px - w / 2, py - h * 0.12, w, h * 0.09, fat, { tf }), rect(px - w / 2, py + h * 0.2, w, h * 0.08, fat, { tf }),
      path(`M${n(px - w / 2)} ${n(py - h * 0.3)}h${n(w)}M${n(px - w / 2)} ${n(py + h * 0.05)}h${n(w)}`, 'none', { stroke: '#7a4024', sw: R * 0.02, op: 0.6, tf }));
  }
  // Bulgogi: curled strips of dark marinated beef with sesame and spring onion.
  const beef = nat(c, '#6b3320');
  let strips = '';
  for (let i = 0; i < 6; i++) {
    const a = r.range(0, Math.PI * 2), d0 = R * r.range(0.15, 0.5), sx = x + R * 0.2 + Math.cos(a) * d0 * 0.6, sy = y + R * 0.2 + Math.sin(a) * d0 * 0.6, L = R * r.range(0.22, 0.32), t = r.range(0, Math.PI);
    strips += `M${n(sx - Math.cos(t) * L / 2)} ${n(sy - Math.sin(t) * L / 2)}q${n(Math.cos(t + 1.2) * L * 0.3)} ${n(Math.sin(t + 1.2) * L * 0.3)} ${n(Math.cos(t) * L)} ${n(Math.sin(t) * L)}`;
  }
  out.push(path(strips, 'none', { stroke: beef, sw: R * 0.09, round: true }), path(strips, 'none', { stroke: tint(beef, 0.25), sw: R * 0.03, round: true, op: 0.7 }));
  const ink = new Ink(c);
  for (let i = 0; i < 14; i++) ink.dot(x + R * 0.2 + r.range(-0.35, 0.35) * R, y + R * 0.2 + r.range(-0.3, 0.3) * R, R * 0.015, '#f6ecd2', 0.9);
  for (let i = 0; i < 5; i++) ink.dot(x + R * 0.2 + r.range(-0.35, 0.35) * R, y + R * 0.2 + r.range(-0.3, 0.3) * R, R * 0.025, nat(c, '#5e9e3a'), 0.95);
  // Mushrooms and garlic cloves at the grill's edge.
  for (let i = 0; i < 3; i++) { const a = -2.4 + i * 0.45, mx = x + Math.cos(a) * R * 0.68, my = y + Math.sin(a) * R * 0.68; out.push(circle(mx, my, R * 0.09, nat(c, '#c9a27a')), circle(mx, my, R * 0.05, nat(c, '#8a6446'))); }
  for (let i = 0; i < 3; i++) { const a = 0.9 + i * 0.35; out.push(ellipse(x + Math.cos(a) * R * 0.7, y + Math.sin(a) * R * 0.7, R * 0.06, R * 0.045, '#f4efe2')); }
  return out.join('') + ink;
};

/** Kimchi in a small bowl from above: red-orange leaves of cabbage, sesame and spring onion. */
export const kimchi: Food = (c, r, x, y, R) => {
  const [ves, ri] = bowl(c, x, y, R * 0.8, nat(c, r.pick(['#f3efe6', '#cfe1d6', '#2d2d33']), 0.05));
  const red = nat(c, '#d4522e'), out = [ves, circle(x, y, ri * 0.95, rad(c, tint(red, 0.1), shade(red, 0.25)))];
  for (let i = 0; i < 7; i++) {
    const a = r.range(0, Math.PI * 2), d0 = ri * 0.55 * Math.sqrt(r.next()), px = x + Math.cos(a) * d0, py = y + Math.sin(a) * d0;
    out.push(path(blob(px, py, ri * 0.3, ri * 0.2, () => r.next(), 6, 0.25), i % 3 ? tint(red, 0.15) : nat(c, '#f2d9b8'), { op: 0.9 }));
  }
  const ink = new Ink(c);
  for (let i = 0; i < 8; i++) ink.dot(x + r.range(-0.5, 0.5) * ri, y + r.range(-0.5, 0.5) * ri, ri * 0.03, '#f6ecd2', 0.9);
  for (let i = 0; i < 4; i++) ink.dot(x + r.range(-0.5, 0.5) * ri, y + r.range(-0.5, 0.5) * ri, ri * 0.05, nat(c, '#5e9e3a'), 0.95);
  return out.join('') + ink;
};
