import { groundShadow } from './ctx';
import { nat, rad, type Food } from './food';
import { Ink } from './ink';
import { mix, shade, tint } from './palette';
import { blob, circle, ellipse, g, n, path, rect } from './svg';

/**
 * Drinks and sweets seen from above like the rest of the table (food.ts), each bringing its own glass,
 * cup or paper (dishes.ts `OWN_VESSEL`): a cocktail in a coupe with a citrus wheel, bubble tea with its
 * pearls and wide straw, a glass of juice, an açaí bowl topped with fruit and granola, a ring doughnut
 * glazed and sprinkled.
 */

/** A coupe from above: the glass rim, the drink's colour, a citrus wheel on the rim, a pick with a cherry. */
export const cocktail: Food = (c, r, x, y, R) => {
  const drink = nat(c, r.pick(['#e8a33d', '#c8312e', '#e27a9a', '#7fb3d5', '#d9c77a']), 0.05), glass = c.t.dark ? '#c9d6df' : '#ffffff';
  const citrus = r.pick(['#f2c14e', '#9ccc65', '#f28c28']);
  const out = [groundShadow(c, x + R * 0.08, y + R * 0.1, R * 0.8, R * 0.8, 0.3), circle(x, y, R * 0.72, glass, { op: 0.55 }), circle(x, y, R * 0.72, 'none', { stroke: shade(glass, 0.15), sw: R * 0.03 }),
    circle(x, y, R * 0.6, rad(c, tint(drink, 0.25), shade(drink, 0.15))), ellipse(x - R * 0.22, y - R * 0.22, R * 0.2, R * 0.08, '#ffffff', { op: 0.35, tf: `rotate(-40 ${n(x - R * 0.22)} ${n(y - R * 0.22)})` })];
  // A citrus wheel on the rim: rind, pith, segments.
  const wx = x + R * 0.55, wy = y - R * 0.45, wr = R * 0.24;
  out.push(circle(wx, wy, wr, shade(citrus, 0.1)), circle(wx, wy, wr * 0.86, '#fbf6e6'), circle(wx, wy, wr * 0.78, tint(citrus, 0.2)));
  let segs = '';
  for (let k = 0; k < 8; k++) { const a = (k / 8) * Math.PI * 2; segs += `M${n(wx)} ${n(wy)}L${n(wx + Math.cos(a) * wr * 0.78)} ${n(wy + Math.sin(a) * wr * 0.78)}`; }
  out.push(path(segs, 'none', { stroke: '#fbf6e6', sw: wr * 0.06 }));
  // A pick across the glass with a cherry.
  out.push(path(`M${n(x - R * 0.5)} ${n(y + R * 0.35)}L${n(x + R * 0.2)} ${n(y - R * 0.1)}`, 'none', { stroke: '#8a6446', sw: R * 0.03, round: true }), circle(x - R * 0.05, y + R * 0.07, R * 0.11, nat(c, '#a3192c')));
  return out.join('');
};

/** Bubble tea from above: a clear cup, milk tea inside, dark pearls at the bottom showing through, a wide striped straw. */
export const bubbleTea: Food = (c, r, x, y, R) => {
  const tea = nat(c, r.pick(['#d8b48a', '#c9a6d8', '#f0b7c4', '#b7d98b']), 0.05);
  const ink = new Ink(c);
  for (let k = 0; k < 22; k++) { const a = r.range(0, Math.PI * 2), d0 = R * 0.5 * Math.sqrt(r.next()); ink.dot(x + Math.cos(a) * d0, y + Math.sin(a) * d0, R * 0.07, '#3a2418', 0.9); }
  const out = [groundShadow(c, x + R * 0.08, y + R * 0.1, R * 0.75, R * 0.75, 0.3), circle(x, y, R * 0.68, '#ffffff', { op: 0.6 }), circle(x, y, R * 0.62, rad(c, tint(tea, 0.2), shade(tea, 0.1))), String(ink),
    circle(x, y, R * 0.68, 'none', { stroke: '#e6e2d8', sw: R * 0.04 })];
  // The straw: a wide tube leaning out of the cup, striped.
  const sx = x + R * 0.1, sy = y - R * 0.05, ang = r.range(-70, -20);
  out.push(g([rect(sx, sy - R * 0.09, R * 0.95, R * 0.18, c.t.primary, { rx: R * 0.06 }), rect(sx + R * 0.3, sy - R * 0.09, R * 0.12, R * 0.18, '#ffffff', { op: 0.7 }), rect(sx + R * 0.62, sy - R * 0.09, R * 0.12, R * 0.18, '#ffffff', { op: 0.7 })],
    { tf: `rotate(${n(ang)} ${n(sx)} ${n(sy)})` }));
  return out.join('');
};

/** A glass of juice from above: bright juice, a slice of its fruit, a paper straw. */
export const juice: Food = (c, r, x, y, R) => {
  const [col, fruit] = r.pick([['#f29f3a', '#f2c14e'], ['#8cc152', '#b5d98a'], ['#d9435e', '#f29fb0'], ['#f6d365', '#fff1a8']] as const);
  const drink = nat(c, col, 0.05);
  return [groundShadow(c, x + R * 0.08, y + R * 0.1, R * 0.6, R * 0.6, 0.3), circle(x, y, R * 0.56, '#ffffff', { op: 0.6 }), circle(x, y, R * 0.5, rad(c, tint(drink, 0.25), shade(drink, 0.1))),
    circle(x, y, R * 0.56, 'none', { stroke: '#e6e2d8', sw: R * 0.03 }), circle(x - R * 0.42, y - R * 0.3, R * 0.17, shade(fruit, 0.1)), circle(x - R * 0.42, y - R * 0.3, R * 0.13, tint(fruit, 0.2)),
    path(`M${n(x + R * 0.1)} ${n(y)}L${n(x + R * 0.75)} ${n(y - R * 0.55)}`, 'none', { stroke: '#ffffff', sw: R * 0.09, round: true }), path(`M${n(x + R * 0.1)} ${n(y)}L${n(x + R * 0.75)} ${n(y - R * 0.55)}`, 'none', { stroke: c.t.primary, sw: R * 0.09, round: true, dash: `${n(R * 0.08)} ${n(R * 0.08)}` })].join('');
};

/** An açaí bowl from above: deep purple, rows of banana, berries and granola, a sprinkle of seeds. */
export const acai: Food = (c, r, x, y, R) => {
  const bowlCol = c.t.dark ? '#e8e4da' : '#f5f1e8', acaiCol = nat(c, '#5b2a5e', 0.05);
  const out = [groundShadow(c, x + R * 0.06, y + R * 0.1, R * 1.05, R * 1.05, 0.35), circle(x, y, R * 0.95, bowlCol), circle(x, y, R * 0.82, rad(c, tint(acaiCol, 0.15), shade(acaiCol, 0.2)))];
  for (let k = 0; k < 5; k++) out.push(circle(x - R * 0.45 + k * R * 0.2, y - R * 0.32, R * 0.1, '#f6e7b0'), circle(x - R * 0.45 + k * R * 0.2, y - R * 0.32, R * 0.04, '#d9c58a'));
  for (let k = 0; k < 6; k++) out.push(circle(x - R * 0.5 + k * R * 0.2, y + R * (k % 2 ? 0.02 : -0.06), R * 0.07, k % 2 ? nat(c, '#3b3f8f') : nat(c, '#c0283c')));
  let oats = '';
  for (let k = 0; k < 14; k++) { const px = x - R * 0.5 + r.range(0, 1) * R, py = y + R * r.range(0.22, 0.5); oats += `M${n(px)} ${n(py)}l${n(R * 0.06)} ${n(R * 0.02)}`; }
  out.push(path(oats, 'none', { stroke: '#c9954f', sw: R * 0.07, round: true }));
  const ink = new Ink(c);
  for (let k = 0; k < 10; k++) ink.dot(x + r.range(-0.6, 0.6) * R, y + r.range(-0.6, 0.6) * R, R * 0.015, '#f6ecd2', 0.9);
  return out.join('') + ink;
};

/** A ring doughnut from above: golden dough, a glaze in the brand's or a fruit's colour, sprinkles. */
export const doughnut: Food = (c, r, x, y, R) => {
  const dough = nat(c, '#d89a52'), glaze = r.pick([mix(c.t.primary, '#ffffff', 0.35), '#f3b2c0', '#7a4a32', '#f6ecd2']);
  const hole = `M${n(x - R * 0.22)} ${n(y)}a${n(R * 0.22)} ${n(R * 0.22)} 0 1 0 ${n(R * 0.44)} 0a${n(R * 0.22)} ${n(R * 0.22)} 0 1 0 ${n(-R * 0.44)} 0Z`;
  // The ring and its glaze with an even-odd hole: the table shows through the middle.
  const ring = (d: string, fill: string) => `<path fill-rule="evenodd" d="${d}" fill="${fill}"/>`;
  const out = [groundShadow(c, x + R * 0.06, y + R * 0.1, R * 0.85, R * 0.85, 0.3),
    ring(`M${n(x - R * 0.8)} ${n(y)}a${n(R * 0.8)} ${n(R * 0.8)} 0 1 0 ${n(R * 1.6)} 0a${n(R * 0.8)} ${n(R * 0.8)} 0 1 0 ${n(-R * 1.6)} 0Z${hole}`, rad(c, tint(dough, 0.15), shade(dough, 0.2))),
    ring(`${blob(x, y, R * 0.68, R * 0.66, () => r.next(), 12, 0.08)}${hole}`, glaze)];
  const cols = ['#ffffff', '#f2c14e', '#7cc4a4', c.t.second];
  for (let k = 0; k < 26; k++) {
    const a = r.range(0, Math.PI * 2), d0 = R * r.range(0.3, 0.6), px = x + Math.cos(a) * d0, py = y + Math.sin(a) * d0, t = r.range(0, Math.PI);
    out.push(path(`M${n(px)} ${n(py)}l${n(Math.cos(t) * R * 0.08)} ${n(Math.sin(t) * R * 0.08)}`, 'none', { stroke: cols[k % cols.length]!, sw: R * 0.035, round: true }));
  }
  return g(out);
};
