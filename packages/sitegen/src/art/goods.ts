import { mix, shade, tint } from './palette';
import { circle, ellipse, g, n, path, rect } from './svg';
import { bouquetTop, leafD, mug, vase } from './objects';
import { body, foot } from './goods-kit';
import type { Good } from './goods-kit';
import { collar, petbed, petfood, pettoy, scratcher, treatjar } from './goods-pets';
import { coffeemaker, pillow, toy } from './goods-home';

export type { Good } from './goods-kit';

/** A stack of folded T-shirts (two or three, alternating colours). */
export const tshirt: Good = (c, x, y, s, col, k) => {
  const w = s * 1.3, h = s * 0.28;
  const cols = [col, mix(col, c.t.card, 0.55), shade(col, 0.25)];
  const out = [foot(c, x, y, w)];
  for (let i = 0; i < 3; i++) {
    const cc = cols[(i + k) % 3] as string, yy = y - (i + 1) * h;
    out.push(rect(x - w / 2, yy, w, h, body(c, cc), { rx: h * 0.25 }), path(`M${n(x - w / 2 + h * 0.3)} ${n(yy + h * 0.3)}H${n(x + w / 2 - h * 0.3)}`, 'none', { stroke: shade(cc, 0.15), sw: 1.5, op: 0.6 }));
  }
  const ty = y - 3 * h;
  out.push(path(`M${n(x - w * 0.16)} ${n(ty + 1)}Q${n(x)} ${n(ty + h * 0.9)} ${n(x + w * 0.16)} ${n(ty + 1)}`, shade(cols[(2 + k) % 3] as string, 0.2)));
  return out.join('');
};

/** A pair of socks, slightly fanned, with cuff stripes and contrasting heel and toe. */
export const socks: Good = (c, x, y, s, col) => {
  const sock = (ox: number, cc: string, rot: number) => {
    const w = s * 0.24;
    const d = `M${n(ox - w / 2)} ${n(y - s)}H${n(ox + w / 2)}V${n(y - s * 0.34)}Q${n(ox + w / 2)} ${n(y - s * 0.2)} ${n(ox + w * 0.9)} ${n(y - s * 0.18)}H${n(ox + w * 1.35)}Q${n(ox + w * 1.75)} ${n(y - s * 0.09)} ${n(ox + w * 1.35)} ${n(y)}H${n(ox - w * 0.1)}Q${n(ox - w / 2)} ${n(y)} ${n(ox - w / 2)} ${n(y - s * 0.22)}Z`;
    const accent = c.t.card;
    return g([path(d, body(c, cc)), path(`M${n(ox - w / 2)} ${n(y - s * 0.92)}h${n(w)}M${n(ox - w / 2)} ${n(y - s * 0.84)}h${n(w)}`, 'none', { stroke: accent, sw: s * 0.03, op: 0.85 }),
      path(`M${n(ox - w / 2)} ${n(y - s * 0.16)}Q${n(ox - w / 2)} ${n(y)} ${n(ox - w * 0.1)} ${n(y)}H${n(ox + w * 0.15)}Q${n(ox + w * 0.05)} ${n(y - s * 0.12)} ${n(ox - w / 2)} ${n(y - s * 0.16)}Z`, accent, { op: 0.75 }),
      path(`M${n(ox + w * 1.2)} ${n(y - s * 0.175)}Q${n(ox + w * 1.75)} ${n(y - s * 0.09)} ${n(ox + w * 1.3)} ${n(y)}H${n(ox + w * 1.15)}Z`, accent, { op: 0.75 })], { tf: `rotate(${rot} ${n(ox)} ${n(y)})` });
  };
  return foot(c, x, y, s * 0.8) + sock(x - s * 0.2, col, -6) + sock(x + s * 0.08, mix(col, c.t.second, 0.6), 4);
};

/** A bottle (serum, oil, wine): body, shoulder, neck, cap, label. */
export const bottle: Good = (c, x, y, s, col, k) => {
  const w = s * (k % 2 ? 0.36 : 0.3), nw = w * 0.32;
  const d = `M${n(x - w / 2)} ${n(y)}V${n(y - s * 0.62)}Q${n(x - w / 2)} ${n(y - s * 0.74)} ${n(x - nw)} ${n(y - s * 0.78)}V${n(y - s * 0.9)}H${n(x + nw)}V${n(y - s * 0.78)}Q${n(x + w / 2)} ${n(y - s * 0.74)} ${n(x + w / 2)} ${n(y - s * 0.62)}V${n(y)}Z`;
  return [foot(c, x, y, w), path(d, body(c, col)), rect(x - nw * 1.15, y - s, nw * 2.3, s * 0.12, shade(c.t.text, 0.1), { rx: 2 }),
    rect(x - w * 0.38, y - s * 0.5, w * 0.76, s * 0.28, c.t.card, { rx: 2 }), rect(x - w * 0.22, y - s * 0.42, w * 0.44, s * 0.03, c.t.primary), rect(x - w * 0.16, y - s * 0.35, w * 0.32, s * 0.02, c.t.muted, { op: 0.6 }),
    rect(x + w * 0.18, y - s * 0.6, w * 0.08, s * 0.5, '#ffffff', { op: 0.25, rx: 2 })].join('');
};

/** A gift box with ribbon and bow. */
export const box: Good = (c, x, y, s, col) => {
  const w = s * 1.05, h = s * 0.78, rib = tint(c.t.second, 0.1);
  return [foot(c, x, y, w), rect(x - w / 2, y - h, w, h, body(c, col)), rect(x - w * 0.54, y - h - s * 0.06, w * 1.08, s * 0.16, shade(col, 0.1), { rx: 2 }),
    rect(x - s * 0.06, y - h - s * 0.06, s * 0.12, h + s * 0.06, rib),
    path(`M${n(x)} ${n(y - h - s * 0.06)}c${n(-s * 0.3)} ${n(-s * 0.22)} ${n(-s * 0.3)} ${n(s * 0.05)} 0 0c${n(s * 0.3)} ${n(-s * 0.22)} ${n(s * 0.3)} ${n(s * 0.05)} 0 0`, 'none', { stroke: rib, sw: s * 0.05, round: true })].join('');
};

/** A candle in a glass jar with a label and a lit wick. */
export const candle: Good = (c, x, y, s, col) => {
  const w = s * 0.7, h = s * 0.72;
  const glow = c.defs.rad([[0, '#ffd58a', 0.6], [1, '#ffd58a', 0]]);
  return [foot(c, x, y, w), ellipse(x, y - h - s * 0.12, s * 0.45, s * 0.45, glow), rect(x - w / 2, y - h, w, h, body(c, col), { rx: w * 0.12 }),
    rect(x - w / 2, y - h, w, h * 0.14, tint(col, 0.4), { rx: w * 0.1 }), rect(x - w * 0.34, y - h * 0.62, w * 0.68, h * 0.34, c.t.card, { rx: 2 }), rect(x - w * 0.2, y - h * 0.5, w * 0.4, h * 0.04, c.t.text, { op: 0.7 }),
    path(`M${n(x)} ${n(y - h - s * 0.2)}q${n(s * 0.05)} ${n(s * 0.1)} 0 ${n(s * 0.18)}q${n(-s * 0.05)} ${n(-s * 0.08)} 0 ${n(-s * 0.18)}Z`, '#ffb84d')].join('');
};

/** A stack of books, spines out. */
export const books: Good = (c, x, y, s, col, k) => {
  const out = [foot(c, x, y, s * 1.2)];
  const cols = [col, c.t.second, mix(col, c.t.card, 0.5), shade(col, 0.3)];
  let yy = y;
  for (let i = 0; i < 4; i++) {
    const h = s * (0.16 + ((i + k) % 3) * 0.04), w = s * (1.1 - ((i * 7 + k) % 4) * 0.08), off = ((i % 2) - 0.5) * s * 0.08;
    yy -= h;
    out.push(rect(x - w / 2 + off, yy, w, h, cols[i % 4] as string, { rx: 2 }), rect(x - w / 2 + off + w * 0.08, yy + h * 0.35, w * 0.3, h * 0.3, c.t.card, { op: 0.7 }));
  }
  return out.join('');
};

/** A sneaker, side view. */
export const shoe: Good = (c, x, y, s, col) => {
  const w = s * 1.5, h = s * 0.5;
  const d = `M${n(x - w / 2)} ${n(y - h * 0.2)}V${n(y - h * 0.85)}Q${n(x - w * 0.38)} ${n(y - h * 1.05)} ${n(x - w * 0.22)} ${n(y - h)}L${n(x - w * 0.05)} ${n(y - h * 0.62)}Q${n(x + w * 0.3)} ${n(y - h * 0.55)} ${n(x + w * 0.48)} ${n(y - h * 0.32)}Q${n(x + w * 0.52)} ${n(y - h * 0.2)} ${n(x + w * 0.46)} ${n(y - h * 0.2)}Z`;
  let laces = '';
  for (let i = 0; i < 3; i++) laces += `M${n(x - w * 0.16 + i * w * 0.07)} ${n(y - h * 0.86 + i * h * 0.1)}l${n(w * 0.05)} ${n(h * 0.12)}`;
  return [foot(c, x, y, w), path(d, body(c, col)), rect(x - w / 2, y - h * 0.22, w * 0.98, h * 0.22, c.t.card, { rx: h * 0.1 }), path(laces, 'none', { stroke: c.t.card, sw: s * 0.03, round: true }),
    rect(x - w / 2, y - h * 0.08, w * 0.98, h * 0.08, shade(c.t.card, 0.12), { rx: 2 })].join('');
};

/** A tote bag with handles. */
export const bag: Good = (c, x, y, s, col) => {
  const w = s * 0.9, h = s * 0.8;
  return [foot(c, x, y, w), path(`M${n(x - w * 0.25)} ${n(y - h)}Q${n(x - w * 0.25)} ${n(y - s * 1.15)} ${n(x)} ${n(y - s * 1.15)}Q${n(x + w * 0.25)} ${n(y - s * 1.15)} ${n(x + w * 0.25)} ${n(y - h)}`, 'none', { stroke: shade(col, 0.3), sw: s * 0.04 }),
    path(`M${n(x - w * 0.45)} ${n(y - h)}H${n(x + w * 0.45)}L${n(x + w / 2)} ${n(y)}H${n(x - w / 2)}Z`, body(c, col)), rect(x - w * 0.15, y - h * 0.55, w * 0.3, h * 0.2, c.t.card, { op: 0.8, rx: 2 })].join('');
};

/** A potted plant (décor between goods). */
export const plant: Good = (c, x, y, s) => {
  let d = '';
  for (let i = 0; i < 7; i++) d += leafD(x, y - s * 0.4, s * (0.45 + (i % 3) * 0.12), -160 + i * 23);
  return [foot(c, x, y, s * 0.5), path(d, mix('#4f7a4a', c.t.second, 0.2)), path(`M${n(x - s * 0.2)} ${n(y - s * 0.42)}H${n(x + s * 0.2)}L${n(x + s * 0.15)} ${n(y)}H${n(x - s * 0.15)}Z`, mix('#c77b58', c.t.primary, 0.2))].join('');
};

/** A florist's bouquet in a vase: blooms in the palette's colours and pinks, leafy sprays. */
export const bouquet: Good = (c, x, y, s, col, k) => {
  const r = c.rng.fork(`bouquet|${k}|${Math.round(x)}`);
  const blooms = [tint(c.t.second, 0.35), '#f2b8c6', '#ffffff', mix('#e8a33d', col, 0.3), tint(col, 0.45)];
  const vh = s * 0.6;
  return [foot(c, x, y, s * 0.55), bouquetTop(c, r, x, y - vh * 0.9, s * 0.9, blooms, mix('#4f7a4a', c.t.second, 0.2), 9),
    vase(c, x, y, s * 0.42, vh, mix(col, c.t.card, 0.35), 0.5, false)].join('');
};

/** A wide jar (cream, honey, balm) with a lid and a label. */
export const jar: Good = (c, x, y, s, col) => {
  const w = s * 0.8, h = s * 0.55;
  return [foot(c, x, y, w), rect(x - w / 2, y - h, w, h, body(c, col), { rx: w * 0.1 }), rect(x - w * 0.52, y - h - s * 0.16, w * 1.04, s * 0.18, shade(c.t.text, 0.05), { rx: 3 }),
    rect(x - w * 0.36, y - h * 0.7, w * 0.72, h * 0.42, c.t.card, { rx: 2 }), rect(x - w * 0.2, y - h * 0.55, w * 0.4, h * 0.06, c.t.primary)].join('');
};

/** A bifold wallet standing half open: stitched leather, card slots with a card peeking out. */
export const wallet: Good = (c, x, y, s, col) => {
  const w = s * 0.62, h = s * 0.5, leather = mix(col, '#8a5a3a', 0.35);
  const stitch = { stroke: tint(leather, 0.45), sw: Math.max(1, s * 0.012), dash: `${n(s * 0.03)} ${n(s * 0.025)}` };
  return [foot(c, x, y, w * 2), path(`M${n(x)} ${n(y)}L${n(x - w)} ${n(y - h * 0.08)}V${n(y - h)}L${n(x)} ${n(y - h * 0.92)}Z`, body(c, shade(leather, 0.1))),
    rect(x - w * 0.86, y - h * 0.86, w * 0.62, h * 0.16, c.t.primary, { rx: 2, tf: `rotate(-4 ${n(x - w * 0.5)} ${n(y - h * 0.8)})` }),
    path(`M${n(x - w * 0.88)} ${n(y - h * 0.72)}L${n(x - w * 0.1)} ${n(y - h * 0.66)}M${n(x - w * 0.88)} ${n(y - h * 0.52)}L${n(x - w * 0.1)} ${n(y - h * 0.47)}`, 'none', { stroke: shade(leather, 0.3), sw: Math.max(1, s * 0.015) }),
    path(`M${n(x)} ${n(y)}L${n(x + w)} ${n(y - h * 0.08)}V${n(y - h)}L${n(x)} ${n(y - h * 0.92)}Z`, body(c, leather)),
    path(`M${n(x + w * 0.08)} ${n(y - h * 0.1)}L${n(x + w * 0.92)} ${n(y - h * 0.16)}V${n(y - h * 0.92)}L${n(x + w * 0.08)} ${n(y - h * 0.84)}Z`, 'none', stitch)].join('');
};

/** A leather belt rolled up on its side, the buckle on top. */
export const belt: Good = (c, x, y, s, col) => {
  const leather = mix(col, '#6b4a32', 0.4), r = s * 0.42, metal = '#c9b27a';
  const out = [foot(c, x, y, r * 2.2)];
  for (let i = 0; i < 4; i++) out.push(ellipse(x, y - r, r - i * r * 0.2, r - i * r * 0.2, 'none', { stroke: i % 2 ? shade(leather, 0.12) : leather, sw: r * 0.18 }));
  out.push(ellipse(x, y - r, r * 0.22, r * 0.22, shade(leather, 0.35)), rect(x - r * 0.3, y - r * 2.12, r * 0.6, r * 0.42, 'none', { stroke: metal, sw: r * 0.08, rx: r * 0.06 }),
    path(`M${n(x)} ${n(y - r * 2.1)}V${n(y - r * 1.72)}`, 'none', { stroke: metal, sw: r * 0.06 }));
  return out.join('');
};

/** An open ring box: velvet cushion, a ring set in it, the lid standing up behind. */
export const ring: Good = (c, x, y, s, col) => {
  const w = s * 0.6, h = s * 0.32, velvet = mix(col, c.t.primary, 0.3), gold = '#d8b65a';
  return [foot(c, x, y, w * 1.2), rect(x - w / 2, y - h * 2.1, w, h * 1.2, shade(velvet, 0.2), { rx: w * 0.08 }), rect(x - w * 0.4, y - h * 2, w * 0.8, h, tint(velvet, 0.15), { rx: w * 0.06 }),
    rect(x - w / 2, y - h, w, h, body(c, velvet), { rx: w * 0.06 }), ellipse(x, y - h, w * 0.42, h * 0.18, shade(velvet, 0.25)),
    ellipse(x, y - h * 1.35, w * 0.2, w * 0.2, 'none', { stroke: gold, sw: Math.max(2, s * 0.035) }), path(`M${n(x - w * 0.06)} ${n(y - h * 1.35 - w * 0.2)}l${n(w * 0.06)} ${n(-w * 0.1)}l${n(w * 0.06)} ${n(w * 0.1)}Z`, '#e8f4fb')].join('');
};

/** A city bike side-on: two wheels with spokes, a diamond frame in the colour, saddle, swept handlebar, a basket. */
export const bike: Good = (c, x, y, s0, col) => {
  // Twice as wide as tall: drawn smaller than the other goods so it stays on its plinth and in its card.
  const s = s0 * 0.62, r = s * 0.36, bx = x - s * 0.62, fx = x + s * 0.62, hub = y - r, tyre = c.t.dark ? '#4a505a' : '#2a2e35', steel = '#9aa1ab';
  const seat = [x - s * 0.22, y - r * 2.25] as const, head = [x + s * 0.42, y - r * 2.3] as const, crank = [x - s * 0.05, hub] as const;
  let spokes = '';
  for (const wx of [bx, fx]) for (let k = 0; k < 6; k++) { const a = (k * Math.PI) / 6; spokes += `M${n(wx - Math.cos(a) * r)} ${n(hub - Math.sin(a) * r)}L${n(wx + Math.cos(a) * r)} ${n(hub + Math.sin(a) * r)}`; }
  const frame = `M${n(bx)} ${n(hub)}L${n(crank[0])} ${n(crank[1])}L${n(seat[0])} ${n(seat[1])}L${n(bx)} ${n(hub)}M${n(crank[0])} ${n(crank[1])}L${n(head[0])} ${n(head[1] + r * 0.25)}L${n(seat[0])} ${n(seat[1] + r * 0.1)}M${n(head[0])} ${n(head[1])}L${n(fx)} ${n(hub)}`;
  return [foot(c, x, y, s * 2), path(spokes, 'none', { stroke: steel, sw: Math.max(1, s * 0.008), op: 0.8 }),
    ...[bx, fx].map((wx) => ellipse(wx, hub, r, r, 'none', { stroke: tyre, sw: s * 0.05 })), path(frame, 'none', { stroke: col, sw: s * 0.045, round: true }),
    path(`M${n(seat[0] - s * 0.12)} ${n(seat[1] - s * 0.04)}h${n(s * 0.22)}`, 'none', { stroke: shade(c.t.text, 0.1), sw: s * 0.05, round: true }),
    path(`M${n(head[0])} ${n(head[1])}q${n(-s * 0.05)} ${n(-s * 0.1)} ${n(-s * 0.16)} ${n(-s * 0.1)}`, 'none', { stroke: shade(c.t.text, 0.1), sw: s * 0.035, round: true }),
    rect(head[0] + s * 0.04, head[1] - s * 0.02, s * 0.26, s * 0.16, mix('#c49a66', col, 0.15), { rx: s * 0.02 })].join('');
};

/** An open egg box: a pulp tray with six brown and cream eggs, the lid standing up behind with a label. */
export const eggs: Good = (c, x, y, s, col) => {
  const w = s * 1.2, h = s * 0.2, pulp = mix('#cdbfa8', c.t.card, 0.2);
  const out = [foot(c, x, y, w), rect(x - w / 2, y - s * 0.62, w, s * 0.42, shade(pulp, 0.04), { rx: s * 0.04 }),
    rect(x - w * 0.3, y - s * 0.5, w * 0.6, s * 0.16, c.t.card, { rx: 2 }), rect(x - w * 0.18, y - s * 0.45, w * 0.36, s * 0.04, col)];
  const shells = ['#e9d3b4', '#c98e5c', '#f3ead8', '#d9a878', '#efe2cc', '#c3865a'];
  for (let i = 0; i < 3; i++) {
    const ex = x - w * 0.3 + i * w * 0.3, ey = y - h - s * 0.12;
    out.push(ellipse(ex, ey, s * 0.13, s * 0.17, shells[i] as string), ellipse(ex - s * 0.04, ey - s * 0.06, s * 0.03, s * 0.05, '#ffffff', { op: 0.35 }));
  }
  out.push(path(`M${n(x - w / 2)} ${n(y - h)}H${n(x + w / 2)}L${n(x + w * 0.46)} ${n(y)}H${n(x - w * 0.46)}Z`, pulp));
  for (let i = 0; i < 3; i++) out.push(path(`M${n(x - w * 0.42 + i * w * 0.3)} ${n(y - h)}q${n(w * 0.12)} ${n(h * 0.6)} ${n(w * 0.24)} 0`, 'none', { stroke: shade(pulp, 0.15), sw: 1.5 }));
  return out.join('');
};

/** A wheel of cheese with a wedge cut out, the cut wedge lying beside it, pale rind and holes. */
export const cheese: Good = (c, x, y, s, col) => {
  const w = s * 1.1, h = s * 0.42, e = s * 0.16, rind = mix('#e7b85a', col, 0.12), paste = '#f6dd8f';
  const cx = x - s * 0.12;
  return [foot(c, x, y, w * 1.2),
    path(`M${n(cx - w / 2)} ${n(y - h)}V${n(y)}A${n(w / 2)} ${n(e)} 0 0 0 ${n(cx + w / 2)} ${n(y)}V${n(y - h)}Z`, body(c, rind)),
    ellipse(cx, y - h, w / 2, e, tint(rind, 0.3)),
    path(`M${n(cx)} ${n(y - h)}L${n(cx + w / 2)} ${n(y - h)}L${n(cx + w * 0.3)} ${n(y - h + e * 0.9)}Z`, paste),
    path(`M${n(cx)} ${n(y - h)}V${n(y)}L${n(cx + w * 0.3)} ${n(y + e * 0.9)}V${n(y - h + e * 0.9)}Z`, shade(paste, 0.06)),
    ellipse(cx + w * 0.12, y - h * 0.5, s * 0.03, s * 0.025, shade(paste, 0.15)), ellipse(cx + w * 0.2, y - h * 0.2, s * 0.02, s * 0.018, shade(paste, 0.15)),
    path(`M${n(x + s * 0.42)} ${n(y)}L${n(x + s * 0.82)} ${n(y)}L${n(x + s * 0.5)} ${n(y - s * 0.26)}Z`, paste),
    path(`M${n(x + s * 0.42)} ${n(y)}L${n(x + s * 0.5)} ${n(y - s * 0.26)}`, 'none', { stroke: rind, sw: s * 0.04 })].join('');
};

/** A joint of meat tied with string on butcher's paper, a sprig of rosemary. */
export const meat: Good = (c, x, y, s, col) => {
  const w = s * 1.1, h = s * 0.5, red = mix('#b5463c', col, 0.1), fat = '#f1dcc4';
  const paper = mix('#efe6d6', c.t.card, 0.3);
  const out = [foot(c, x, y, w * 1.2), path(`M${n(x - w * 0.7)} ${n(y)}L${n(x - w * 0.55)} ${n(y - s * 0.08)}H${n(x + w * 0.62)}L${n(x + w * 0.72)} ${n(y)}Z`, paper),
    path(`M${n(x - w / 2)} ${n(y - s * 0.06)}Q${n(x - w / 2)} ${n(y - h)} ${n(x)} ${n(y - h)}Q${n(x + w / 2)} ${n(y - h)} ${n(x + w / 2)} ${n(y - s * 0.06)}Z`, body(c, red)),
    path(`M${n(x - w * 0.42)} ${n(y - h * 0.55)}Q${n(x)} ${n(y - h * 1.05)} ${n(x + w * 0.42)} ${n(y - h * 0.55)}`, 'none', { stroke: fat, sw: s * 0.06, round: true, op: 0.8 })];
  for (const k of [-0.28, 0, 0.28]) out.push(path(`M${n(x + w * k)} ${n(y - s * 0.06)}Q${n(x + w * k - s * 0.03)} ${n(y - h * 0.55)} ${n(x + w * k)} ${n(y - h * (1 - Math.abs(k) * 0.8))}`, 'none', { stroke: '#f7f1e6', sw: Math.max(1.5, s * 0.02) }));
  out.push(path(`M${n(x + w * 0.2)} ${n(y - h * 0.95)}l${n(s * 0.3)} ${n(-s * 0.12)}`, 'none', { stroke: '#4f7a4a', sw: Math.max(1.5, s * 0.025), round: true }));
  return out.join('');
};

/** A wooden crate of vegetables: leeks, carrots, a cabbage and tomatoes over the rim. */
export const veg: Good = (c, x, y, s, col) => {
  const w = s * 1.2, h = s * 0.42, wood = mix('#b98a5a', col, 0.08);
  const green = '#5f8f4e';
  const out = [foot(c, x, y, w),
    path(`M${n(x - w * 0.22)} ${n(y - h)}L${n(x - w * 0.34)} ${n(y - s * 1.02)}M${n(x - w * 0.16)} ${n(y - h)}L${n(x - w * 0.2)} ${n(y - s * 1.06)}`, 'none', { stroke: green, sw: s * 0.09, round: true }),
    path(`M${n(x - w * 0.22)} ${n(y - h)}L${n(x - w * 0.27)} ${n(y - s * 0.68)}M${n(x - w * 0.16)} ${n(y - h)}L${n(x - w * 0.18)} ${n(y - s * 0.7)}`, 'none', { stroke: '#eef3e0', sw: s * 0.09, round: true }),
    path(`M${n(x + w * 0.3)} ${n(y - h)}L${n(x + w * 0.46)} ${n(y - s * 0.78)}`, 'none', { stroke: '#e07a2e', sw: s * 0.07, round: true }),
    path(`M${n(x + w * 0.46)} ${n(y - s * 0.78)}l${n(s * 0.04)} ${n(-s * 0.12)}m${n(-s * 0.04)} ${n(s * 0.12)}l${n(s * 0.1)} ${n(-s * 0.06)}`, 'none', { stroke: green, sw: s * 0.03, round: true }),
    ellipse(x + w * 0.02, y - h - s * 0.06, s * 0.24, s * 0.2, mix('#8fb56a', col, 0.08)), path(`M${n(x + w * 0.02)} ${n(y - h - s * 0.24)}V${n(y - h + s * 0.1)}`, 'none', { stroke: '#c9dcae', sw: s * 0.02 }),
    ellipse(x + w * 0.22, y - h - s * 0.02, s * 0.1, s * 0.09, '#d2453a'), ellipse(x - w * 0.36, y - h - s * 0.02, s * 0.1, s * 0.09, '#d2453a'),
    rect(x - w / 2, y - h, w, h, body(c, wood), { rx: 2 })];
  for (const k of [0.33, 0.66]) out.push(path(`M${n(x - w / 2)} ${n(y - h * k)}H${n(x + w / 2)}`, 'none', { stroke: shade(wood, 0.25), sw: 1.5 }));
  out.push(rect(x - w * 0.3, y - h * 0.74, w * 0.6, h * 0.28, c.t.card, { rx: 2, op: 0.9 }), rect(x - w * 0.18, y - h * 0.64, w * 0.36, h * 0.07, c.t.primary));
  return out.join('');
};

/** A whole fish on a bed of crushed ice, a lemon wedge and a sprig of parsley beside it: a fishmonger's counter. */
export const fish: Good = (c, x, y, s, col) => {
  const w = s * 1.25, h = s * 0.34, ice = c.t.dark ? '#cfdde6' : '#e4eef3', skin = mix('#7d95a8', col, 0.12), belly = '#e9eef0';
  const top = y - s * 0.12;
  const out = [foot(c, x, y, w * 1.15), rect(x - w * 0.62, top, w * 1.24, s * 0.12, ice, { rx: s * 0.05 })];
  // Crushed ice: small lumps along the bed's top edge.
  for (let i = 0; i < 9; i++) out.push(ellipse(x - w * 0.56 + i * w * 0.14, top + s * 0.01, s * 0.06, s * 0.035, tint(ice, 0.4)));
  // The fish, head to the left: back and belly curves, the tail fanned on the right.
  const hx = x - w * 0.5, tx = x + w * 0.32, by = top - h * 0.5;
  out.push(path(`M${n(tx)} ${n(by)}L${n(x + w * 0.52)} ${n(by - h * 0.55)}Q${n(x + w * 0.47)} ${n(by)} ${n(x + w * 0.52)} ${n(by + h * 0.5)}Z`, shade(skin, 0.12)),
    path(`M${n(hx)} ${n(by)}Q${n(hx + w * 0.2)} ${n(by - h * 0.62)} ${n(x)} ${n(by - h * 0.55)}Q${n(tx - w * 0.12)} ${n(by - h * 0.4)} ${n(tx)} ${n(by)}Q${n(tx - w * 0.12)} ${n(by + h * 0.45)} ${n(x)} ${n(by + h * 0.48)}Q${n(hx + w * 0.2)} ${n(by + h * 0.5)} ${n(hx)} ${n(by)}Z`, body(c, skin)),
    path(`M${n(hx + w * 0.08)} ${n(by + h * 0.2)}Q${n(x)} ${n(by + h * 0.5)} ${n(tx - w * 0.04)} ${n(by + h * 0.06)}`, 'none', { stroke: belly, sw: s * 0.05, round: true, op: 0.85 }),
    path(`M${n(x - w * 0.02)} ${n(by - h * 0.5)}l${n(w * 0.1)} ${n(-h * 0.3)}l${n(w * 0.08)} ${n(h * 0.34)}Z`, shade(skin, 0.18)),
    path(`M${n(hx + w * 0.2)} ${n(by - h * 0.36)}Q${n(hx + w * 0.15)} ${n(by)} ${n(hx + w * 0.2)} ${n(by + h * 0.36)}`, 'none', { stroke: shade(skin, 0.3), sw: Math.max(1.5, s * 0.02) }),
    ellipse(hx + w * 0.09, by - h * 0.1, s * 0.035, s * 0.035, '#ffffff'), ellipse(hx + w * 0.09, by - h * 0.1, s * 0.018, s * 0.018, '#1f2328'));
  // A lemon wedge and parsley at the front of the ice.
  const lx = x + w * 0.42;
  out.push(path(`M${n(lx - s * 0.16)} ${n(top + s * 0.02)}A${n(s * 0.16)} ${n(s * 0.13)} 0 0 1 ${n(lx + s * 0.16)} ${n(top + s * 0.02)}Z`, '#f2d04b'),
    path(`M${n(lx - s * 0.12)} ${n(top + s * 0.01)}A${n(s * 0.12)} ${n(s * 0.09)} 0 0 1 ${n(lx + s * 0.12)} ${n(top + s * 0.01)}Z`, '#fbeb9a'),
    ellipse(x - w * 0.36, top + s * 0.02, s * 0.07, s * 0.045, '#4f8a46'), ellipse(x - w * 0.28, top + s * 0.01, s * 0.06, s * 0.04, '#5f9c52'));
  return out.join('');
};

/** A vinyl record half out of its square sleeve: the sleeve's cover art in the palette, the black disc with its grooves and label. */
export const records: Good = (c, x, y, s, col, k) => {
  const w = s * 0.95, top = y - w, cx = x + w * 0.08;
  const disc = [circle(cx + w * 0.22, y - w * 0.5, w * 0.46, '#1c1c1f'),
    circle(cx + w * 0.22, y - w * 0.5, w * 0.36, 'none', { stroke: '#3a3a40', sw: Math.max(1, s * 0.012) }),
    circle(cx + w * 0.22, y - w * 0.5, w * 0.27, 'none', { stroke: '#34343a', sw: Math.max(1, s * 0.01) }),
    circle(cx + w * 0.22, y - w * 0.5, w * 0.13, mix(c.t.second, '#f2c14e', 0.4)), circle(cx + w * 0.22, y - w * 0.5, w * 0.02, '#111114')];
  const sx = x - w * 0.55;
  const cover = k % 2 === 0
    ? [circle(sx + w * 0.5, top + w * 0.45, w * 0.26, tint(col, 0.45)), rect(sx + w * 0.12, top + w * 0.78, w * 0.5, w * 0.06, '#ffffff', { op: 0.85 })]
    : [path(`M${n(sx)} ${n(top + w * 0.7)}L${n(sx + w * 0.5)} ${n(top + w * 0.25)}L${n(sx + w)} ${n(top + w * 0.7)}Z`, tint(col, 0.4)), rect(sx + w * 0.12, top + w * 0.12, w * 0.4, w * 0.06, '#ffffff', { op: 0.85 })];
  return [foot(c, x, y, w * 1.3), ...disc, rect(sx, top, w, w, body(c, col), { rx: 2 }), ...cover].join('');
};

/** A round sourdough loaf with scored top and flour, on a board. */
export const bread: Good = (c, x, y, s, col) => {
  const w = s * 1.05, h = s * 0.5, crust = mix('#c0803f', col, 0.06), board = mix('#a67c52', c.t.primary, 0.08);
  return [foot(c, x, y, w * 1.2), rect(x - w * 0.62, y - s * 0.07, w * 1.24, s * 0.07, board, { rx: s * 0.03 }),
    path(`M${n(x - w / 2)} ${n(y - s * 0.07)}Q${n(x - w / 2)} ${n(y - h * 1.1)} ${n(x)} ${n(y - h * 1.1)}Q${n(x + w / 2)} ${n(y - h * 1.1)} ${n(x + w / 2)} ${n(y - s * 0.07)}Z`, body(c, crust)),
    path(`M${n(x - w * 0.25)} ${n(y - h * 0.75)}q${n(w * 0.25)} ${n(-h * 0.3)} ${n(w * 0.5)} 0M${n(x - w * 0.3)} ${n(y - h * 0.5)}q${n(w * 0.3)} ${n(-h * 0.3)} ${n(w * 0.6)} 0`, 'none', { stroke: tint(crust, 0.45), sw: s * 0.035, round: true }),
    ellipse(x - w * 0.1, y - h * 0.95, w * 0.18, h * 0.06, '#ffffff', { op: 0.35 })].join('');
};

export const ceramic: Good = (c, x, y, s, col, k) => vase(c, x, y, s * 0.7, s, col, (k * 0.37) % 1);
export const cup: Good = (c, x, y, s, col) => mug(c, x, y, s * 0.85, col);

/** Every good by name. */
export const GOODS = { tshirt, socks, bottle, box, candle, books, shoe, bag, plant, jar, ceramic, cup, bouquet, wallet, belt, ring, bike, eggs, cheese, meat, fish, veg, bread, records,
  petfood, pettoy, collar, petbed, treatjar, scratcher, pillow, coffeemaker, toy } satisfies Record<string, Good>;
export type GoodName = keyof typeof GOODS;
