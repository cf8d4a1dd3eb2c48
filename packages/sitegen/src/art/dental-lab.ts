import type { Ctx } from './ctx';
import { mirrorX, zoom } from './ctx';
import { mix, shade, tint } from './palette';
import { circleD, ellipse, lineD, n, path, rect } from './svg';
import { stroke } from './club-figures';
import { skin } from './industry-kit';
import { specialistView } from './specialists';
import { gearOf, traveller } from './tour-kit';
import { type Lab, articulator, cadScreen, caseBox, courierBox, furnace, lab, magnifier, mill, model, pots } from './dental-kit';

/**
 * A dental laboratory's pictures (dental-words.ts `DENTAL_LAB`, in the site languages): not the haulier's lorry its
 * "courier" picked nor a dentist's chair, but the lab, in eight drawings walked by `specialistView` (salt `dentallab`) so
 * that a hero, an about picture and six cards never repeat one. The hero the bench: a technician in a white coat seated
 * under a magnifier lamp building a crown on a plaster model in its articulator, pots of porcelain, a porcelain furnace
 * glowing at the bench's end, shelves of articulators, models and case boxes on the wall, a window; then the digital
 * corner (a CAD screen with a crown among bars, the technician at it, a milling machine with a zirconia disc behind its
 * door, discs on a shelf); the model close up under the lamp's ring with a brush building the crown; dispatch (a
 * courier's box of finished cases on the counter, the courier at the open door, the van in the brand colour outside);
 * the mill's window close; the furnace close; the shelves close; and for about the bench from the other side with two
 * technicians. Behind a banner headline the bench keeps to the end side, unmirrored. Flat figures with skin tones, no
 * faces, no words.
 */
export function dentalLabScene(c: Ctx): string {
  const view = c.behindText ? 0 : labView(c);
  switch (view) {
    case 1: return digital(c).body;
    case 2: return closeUp(c);
    case 3: return dispatch(c);
    case 4: { const d = digital(c); return zoom(c, d.body, 3.2, d.mill[0], d.mill[1]); }
    case 5: { const b = bench(c, false, true); return mirrorX(c, zoom(c, b.body, 2.2, b.furnace[0], b.furnace[1])); }
    case 6: { const b = bench(c, false, true); return zoom(c, b.body, 2.0, b.shelves[0], b.shelves[1]); }
    case 7: return mirrorX(c, bench(c, true).body);
    default: return bench(c, false).body;
  }
}

/**
 * Card titles that name a view, in the site languages: the digital corner, dispatch, the furnace, the model close up, the
 * shelves of models (never the hero's bench or the about picture's).
 */
const TITLES: readonly (readonly [number, RegExp])[] = [
  [1, /digital|\bcad\b|\bscan|intraoral|impressions?\b|milling|zirconia|digitale?s?\b|digitais|num[ée]rique|fresad|fresatur|usinage|zircon|デジタル|数字|رقمي/],
  [3, /courier|collection|deliver|pick-?up|postage|shipping|dispatch|kurier|abhol|liefer|recogida|entrega|env[ií]o|mensajer|recolha|coursier|livraison|enl[eè]vement|ritiro|consegna|corriere|koerier|ophaal|bezorg|集配|配送|取件|توصيل|استلام/],
  [5, /furnace|firing|sinter|porcelain|ceramic|\bofen|keramik|horno|cer[áa]mica|c[ée]ramique|forno|oven|keramiek|焼成|陶瓷|خزف/],
  [2, /crowns?\b|bridges?\b|veneers?|implant|aesthetic|esthetic|kronen|br[üu]cken|coronas?\b|puentes?|coroas?|pontes?|couronnes?|corone|ponti\b|bruggen|クラウン|牙冠|تيجان/],
  [6, /dentures?|\bmodels?\b|articulat|prothes|pr[óo]tesis|pr[óo]tese|protesi|kunstgebit|義歯|义齿|أطقم/],
];

/** The view a title names (`TITLES`), or -1. */
const named = (title: string): number => TITLES.find(([, re]) => re.test(title.toLowerCase()))?.[0] ?? -1;

/**
 * The view a picture shows: its place in the walk (`specialistView`), except that a card whose title names a view shows it
 * ("Free courier" the dispatch, "Digital workflow" the CAD screen and mill), and a card whose place another card's title
 * claims (the page's other features, `labels` after the first) takes that card's place instead.
 */
function labView(c: Ctx): number {
  const base = specialistView(c, 'dentallab');
  if (c.slot !== 'services' && c.slot !== 'features') return base;
  const own = named(c.labels[0] ?? '');
  if (own >= 0) return own;
  const claimer = c.labels.slice(1).findIndex((title, i) => i !== c.variant && named(title) === base);
  return claimer >= 0 ? specialistView({ ...c, variant: claimer }, 'dentallab') : base;
}

/**
 * Px per metre, the floor line, and x of a point `xm` metres along a view `wide` metres wide: centred, or behind a
 * headline on the end side.
 */
function stage(c: Ctx, wide: number, tall = 0.4) {
  const m = Math.min(c.H * tall, c.W * 0.3, c.W / (wide + 0.15)) * (c.behindText ? 0.85 : 1);
  const x0 = c.behindText ? c.W - (wide + 0.15) * m : (c.W - wide * m) / 2;
  return { m, f: c.H * 0.9, P: (xm: number) => x0 + xm * m };
}

/** The room: the wall, a window onto the sky at (wx, wy) w × h, the floor with its skirting. */
function room(c: Ctx, k: Lab, f: number, win: readonly [number, number, number, number]): string {
  const { W, H, t } = c, [wx, wy, ww, wh] = win;
  const sky = k.dark ? c.defs.lin([[0, mix('#2a2c5e', t.primary, 0.15)], [1, mix('#f0a27a', t.primary, 0.2)]]) : c.defs.lin([[0, mix('#9fcbea', t.second, 0.12)], [1, '#eef6fa']]);
  return [rect(0, 0, W, f, k.wall), rect(0, f, W, H - f, k.floor), rect(0, f - H * 0.012, W, H * 0.012, shade(k.wall, k.dark ? -0.2 : 0.08)),
    rect(wx - ww * 0.03, wy - ww * 0.03, ww * 1.06, wh + ww * 0.06, shade(k.wall, k.dark ? -0.3 : 0.12)), rect(wx, wy, ww, wh, sky),
    path(`M${n(wx)} ${n(wy + wh * 0.75)}Q${n(wx + ww * 0.3)} ${n(wy + wh * 0.6)} ${n(wx + ww * 0.6)} ${n(wy + wh * 0.72)}T${n(wx + ww)} ${n(wy + wh * 0.68)}V${n(wy + wh)}H${n(wx)}Z`, k.dark ? mix('#3a3f5a', t.primary, 0.1) : mix('#9db7a4', t.second, 0.12)),
    stroke(lineD([wx + ww / 2, wy], [wx + ww / 2, wy + wh]) + lineD([wx, wy + wh / 2], [wx + ww, wy + wh / 2]), '#f4f5f7', Math.max(2, ww * 0.025)),
    rect(wx - ww * 0.05, wy + wh, ww * 1.1, wh * 0.06, tint(k.wall, 0.4))].join('');
}

/** A lab bench from x0 to x1 with its top at y over drawers down to the floor f. */
function benchTop(x0: number, x1: number, y: number, f: number, k: Lab, m: number): string {
  const step = Math.max(m * 0.55, (x1 - x0) / 24);
  let drawers = '';
  for (let x = x0 + m * 0.05; x < x1 - m * 0.4; x += step) drawers += `M${n(x)} ${n(y + m * 0.08)}h${n(m * 0.5)}v${n(f - y - m * 0.16)}h${n(-m * 0.5)}Z`;
  let handles = '';
  for (let x = x0 + m * 0.05; x < x1 - m * 0.4; x += step) handles += `M${n(x + m * 0.17)} ${n(y + m * 0.16)}h${n(m * 0.16)}`;
  return [rect(x0, y + m * 0.05, x1 - x0, f - y - m * 0.05, shade(k.bench, 0.1)), path(drawers, shade(k.bench, 0.04)), stroke(handles, shade(k.steel, 0.2), Math.max(1.5, m * 0.02)),
    rect(x0 - m * 0.03, y, x1 - x0 + m * 0.06, m * 0.06, k.bench), rect(x0 - m * 0.03, y + m * 0.045, x1 - x0 + m * 0.06, m * 0.02, k.benchEdge)].join('');
}

/** A lab stool: a round seat on a gas lift and a five-star base, the seat at hip height `hy`. */
const stool = (x: number, hy: number, f: number, m: number, col: string): string =>
  [stroke(lineD([x, hy], [x, f - m * 0.06]), '#8d949c', m * 0.04), stroke(lineD([x - m * 0.24, f - m * 0.02], [x + m * 0.24, f - m * 0.02]), '#3b3f46', m * 0.04),
    ellipse(x, hy, m * 0.2, m * 0.05, col)].join('');

/** A technician in a white lab coat seated at the bench facing dir, hands at the work; returns the markup and the hand. */
function technician(c: Ctx, x: number, f: number, m: number, i: number, dir: 1 | -1, k: Lab): { svg: string; hand: readonly [number, number] } {
  const g = { ...gearOf(c, i), coat: k.coat, long: true, hat: undefined, pack: undefined };
  const p = traveller(x, f, m * 1.72, g, dir, { lean: 16, legs: [[88, 6], [82, -4]], arms: [[58, 104], [52, 96]] });
  return { svg: stool(x - dir * m * 0.05, p.hip[1] + m * 0.04, f, m, c.t.primary) + p.svg, hand: p.hand };
}

/** Shelves of articulators, models and case boxes on the wall from x0 to x1, the lower shelf at y. */
function shelves(c: Ctx, k: Lab, x0: number, x1: number, y: number, m: number): string {
  const { t } = c, out: string[] = [], wood = mix('#c9a57e', t.primary, 0.06);
  const cols = [t.primary, t.second, mix('#f2c14e', t.primary, 0.1), tint(t.primary, 0.45)];
  for (const [row, sy] of [[0, y], [1, y - m * 0.5]] as const) {
    out.push(rect(x0, sy, x1 - x0, m * 0.035, wood), stroke(lineD([x0 + m * 0.1, sy + m * 0.03], [x0 + m * 0.14, sy + m * 0.12]) + lineD([x1 - m * 0.1, sy + m * 0.03], [x1 - m * 0.14, sy + m * 0.12]), shade(wood, 0.3), m * 0.02));
    let x = x0 + m * 0.08, i = 0;
    // On a sliver of a canvas (a few px per metre) the shelves stay bare: their models would be specks.
    while (x < x1 - m * 0.3 && m >= 20) {
      if ((i + row) % 3 === 1) { out.push(caseBox(x, sy, m * 0.2, cols[(i + row) % cols.length] as string), caseBox(x + m * 0.01, sy - m * 0.1, m * 0.2, cols[(i + row + 1) % cols.length] as string)); x += m * 0.28; }
      else if ((i + row) % 3 === 0) { out.push(articulator(x + m * 0.13, sy, m * 0.24, k, cols[i % cols.length] as string)); x += m * 0.32; }
      else { out.push(model(x + m * 0.12, sy, m * 0.22, k)); x += m * 0.3; }
      i++;
    }
  }
  return out.join('');
}

/**
 * The bench: shelves and a window on the wall, the long bench, the technician on a stool under the magnifier lamp building
 * a crown on the model in its articulator, pots of porcelain, case boxes, the porcelain furnace glowing at the end.
 * `two`: a second technician at the far end instead of the furnace, a CAD screen beside them.
 */
function bench(c: Ctx, two: boolean, close = false): { body: string; furnace: readonly [number, number]; shelves: readonly [number, number] } {
  // On a wide canvas (a 2:1 hero) the bench runs on to the CAD screen and the mill (not for a close view of the bench).
  const wide = c.W / Math.min(c.H * 0.4, c.W * 0.3) > 4.6 && !two && !c.behindText && !close;
  const { W, H, t } = c, k = lab(c), { m, f, P } = stage(c, wide ? 5.05 : 3.4);
  const top = f - m * 0.9;
  const out = [room(c, k, f, [P(1.75), H * 0.06, m * 1.2, Math.max(m * 0.3, top - m * 0.5 - H * 0.06)])];
  out.push(shelves(c, k, c.behindText ? P(-0.1) : Math.max(Math.min(P(-0.1), W * 0.02), P(1.3) - m * 1.9), P(1.3), top - m * 0.52, m));
  out.push(benchTop(-m * 0.1, wide ? P(3.55) : W + m * 0.1, top, f, k, m));
  if (wide) {
    const ml = mill(P(4.68), f, m * 0.62, k, t.primary);
    out.push(cadScreen(P(3.95), f - m * 0.76, m * 0.6, k, t.primary, t.second), rect(P(3.6), f - m * 0.76, m * 0.7, m * 0.05, k.bench),
      stroke(lineD([P(3.65), f - m * 0.72], [P(3.65), f]) + lineD([P(4.25), f - m * 0.72], [P(4.25), f]), shade(k.steel, 0.2), m * 0.04), ml.svg, benchTop(P(5.1), W + m * 0.1, top, f, k, m));
  }
  // The technician, the lamp over the work, the articulator with its crown, pots and a mixing slab.
  const tx = P(0.75), wx = P(1.42);
  const tech = technician(c, tx, f, m, 1, 1, k);
  out.push(magnifier(c, wx + m * 0.32, top, wx + m * 0.02, top - m * 0.36, m * 0.15, t.primary, top), articulator(wx, top, m * 0.26, k, t.second, 3), tech.svg,
    stroke(lineD([tech.hand[0], tech.hand[1]], [tech.hand[0] + m * 0.1, tech.hand[1] - m * 0.06]), '#4a4f57', Math.max(1.5, m * 0.012)),
    pots(P(1.76), top, m * 0.055, [t.primary, mix('#f2c14e', t.primary, 0.1), t.second, '#f4efe4', mix('#e58a9a', t.primary, 0.1)]),
    rect(P(2.15), top - m * 0.012, m * 0.22, m * 0.012, '#dfe7ee'), path(circleD(P(2.2), top - m * 0.02, m * 0.018) + circleD(P(2.27), top - m * 0.02, m * 0.014), '#fbf5e4'));
  const fx = P(3.0);
  if (two) {
    const t2 = technician(c, P(2.3), f, m, 3, 1, k);
    out.push(cadScreen(P(3.0), top, m * 0.55, k, t.primary, t.second), t2.svg, rect(P(2.62), top - m * 0.02, m * 0.3, m * 0.02, '#2f3238'));
  } else {
    out.push(...[0, 1, 2].map((i) => caseBox(P(2.42) + i * m * 0.03, top - i * m * 0.09, m * 0.2, [t.primary, t.second, mix('#f2c14e', t.primary, 0.1)][i] as string)),
      furnace(c, fx, top, m * 0.4, k, t.primary));
  }
  return { body: out.join(''), furnace: [fx, top - m * 0.4], shelves: [P(0.6), top - m * 0.75] };
}

/**
 * The digital corner: a desk with the CAD screen showing a crown, a keyboard and a 3D scanner, the technician at it; the
 * milling machine beside it with a zirconia disc behind its door, discs on a shelf above, a window.
 */
function digital(c: Ctx): { body: string; mill: readonly [number, number] } {
  const { W, H, t } = c, k = lab(c), { m, f, P } = stage(c, 3.3);
  const top = f - m * 0.76;
  const out = [room(c, k, f, [P(0.1), H * 0.06, m * 1.0, Math.max(m * 0.3, top - m * 0.7 - H * 0.06)])];
  out.push(benchTop(-m * 0.1, P(2.1), top, f, k, m));
  const sx = P(0.95);
  out.push(cadScreen(sx, top, m * 0.72, k, t.primary, t.second), rect(sx - m * 0.25, top - m * 0.025, m * 0.5, m * 0.025, '#2f3238', { rx: m * 0.01 }),
    ellipse(sx + m * 0.38, top - m * 0.012, m * 0.04, m * 0.015, '#2f3238'));
  // The 3D scanner: a white box open at the front onto a model on its plate.
  const bx = P(0.05);
  out.push(rect(bx, top - m * 0.34, m * 0.34, m * 0.34, k.machine, { rx: m * 0.03 }), rect(bx + m * 0.04, top - m * 0.26, m * 0.26, m * 0.2, '#2a3038', { rx: m * 0.02 }),
    model(bx + m * 0.17, top - m * 0.08, m * 0.18, k), rect(bx, top - m * 0.34, m * 0.34, m * 0.03, t.primary));
  // The technician on a stool at the screen, turned to it.
  out.push(technician(c, P(1.75), f, m, 2, -1, k).svg);
  // The mill on its stand, discs on the shelf above.
  const mx = P(2.85), ml = mill(mx, f, m * 0.62, k, t.primary);
  const shelfY = f - m * 1.85;
  let discs = '';
  for (let i = 0; i < 5; i++) discs += `M${n(mx - m * 0.35 + i * m * 0.15)} ${n(shelfY)}v${n(-m * 0.05)}h${n(m * 0.13)}v${n(m * 0.05)}Z`;
  out.push(ml.svg);
  if (shelfY > H * 0.1) out.push(rect(mx - m * 0.42, shelfY, m * 0.84, m * 0.03, mix('#c9a57e', t.primary, 0.06)), path(discs, '#f4f2ec'), stroke(discs, shade(k.steel, 0.1), Math.max(1, m * 0.006)));
  if (W > P(3.4) + m * 0.5) out.push(benchTop(P(3.4), W + m * 0.1, top, f, k, m), furnace(c, P(3.9), top, m * 0.4, k, t.primary, false));
  return { body: out.join(''), mill: ml.window };
}

/**
 * Dispatch: the counter with a courier's box of finished cases being packed, more case boxes, a roll of tape; the
 * technician packing; the door open onto the street, the courier in it with a parcel, the van in the brand colour.
 */
function dispatch(c: Ctx): string {
  const { H, t } = c, k = lab(c), { m, f, P } = stage(c, 3.3, 0.34);
  const top = f - m * 0.92;
  const out = [room(c, k, f, [P(0.2), H * 0.05, m * 0.9, Math.max(m * 0.25, top - m * 1.0 - H * 0.05)])];
  // The door: the street beyond, the van at the kerb, the frame.
  const dx = P(1.85), dw = m * 1.35, dt = Math.max(H * 0.04, f - m * 2.1);
  const street = k.dark ? mix('#2a2c4a', t.primary, 0.12) : mix('#cfe3ef', t.second, 0.1);
  out.push(rect(dx, dt, dw, f - dt, street), rect(dx, f - m * 0.3, dw, m * 0.3, k.dark ? '#3b3f4a' : '#a3a7ad'), rect(dx, f - m * 0.36, dw, m * 0.06, '#c9ccd1'));
  const vy = f - m * 0.32, vx = dx + dw * 0.62, vl = m * 2.2;
  const van = `M${n(vx - vl / 2)} ${n(vy)}V${n(vy - m * 1.05)}Q${n(vx - vl / 2)} ${n(vy - m * 1.12)} ${n(vx - vl * 0.46)} ${n(vy - m * 1.12)}H${n(vx + vl * 0.2)}L${n(vx + vl * 0.36)} ${n(vy - m * 0.62)}H${n(vx + vl / 2)}V${n(vy)}Z`;
  out.push(path(van, t.primary), path(`M${n(vx + vl * 0.22)} ${n(vy - m * 1.02)}L${n(vx + vl * 0.33)} ${n(vy - m * 0.66)}H${n(vx + vl * 0.2)}V${n(vy - m * 1.02)}Z`, k.glass),
    rect(vx - vl * 0.05, vy - m * 0.95, vl * 0.02, m * 0.85, shade(t.primary, 0.2)), path(`M${n(vx - vl * 0.4)} ${n(vy)}a${n(m * 0.22)} ${n(m * 0.22)} 0 0 1 ${n(m * 0.44)} 0ZM${n(vx + vl * 0.2)} ${n(vy)}a${n(m * 0.22)} ${n(m * 0.22)} 0 0 1 ${n(m * 0.44)} 0Z`, shade(t.primary, 0.35)),
    path(circleD(vx - vl * 0.4 + m * 0.22, vy, m * 0.17) + circleD(vx + vl * 0.2 + m * 0.22, vy, m * 0.17), '#24262b'), path(circleD(vx - vl * 0.4 + m * 0.22, vy, m * 0.08) + circleD(vx + vl * 0.2 + m * 0.22, vy, m * 0.08), '#b8bec6'));
  out.push(path(`M${n(dx - m * 0.08)} ${n(f)}V${n(dt - m * 0.08)}H${n(dx + dw + m * 0.08)}V${n(f)}H${n(dx + dw)}V${n(dt)}H${n(dx)}V${n(f)}Z`, shade(k.wall, k.dark ? -0.3 : 0.18)));
  // The courier in the doorway with a parcel.
  const cg = { ...gearOf(c, 4), coat: mix('#3a4a6a', t.primary, 0.2), hat: 'cap' as const, hatCol: t.primary };
  const cr = traveller(dx + dw * 0.3, f, m * 1.7, cg, -1, { lean: 0, legs: [[6, 0], [-6, 0]], arms: [[52, 98], [40, 92]] });
  out.push(cr.svg, rect(cr.hand[0] - m * 0.28, cr.hand[1] - m * 0.22, m * 0.32, m * 0.22, '#c89a62'), rect(cr.hand[0] - m * 0.14, cr.hand[1] - m * 0.22, m * 0.05, m * 0.22, tint('#c89a62', 0.25)));
  // The counter with the courier box, stacks of cases, tape, and the technician packing.
  out.push(benchTop(-m * 0.1, P(1.6), top, f, k, m));
  const cols = [t.primary, t.second, mix('#f2c14e', t.primary, 0.1)];
  const tech = traveller(P(0.3), f, m * 1.72, { ...gearOf(c, 1), coat: k.coat, long: true, hat: undefined, pack: undefined }, 1, { lean: 8, legs: [[6, 0], [-6, 0]], arms: [[62, 92], [50, 84]] });
  out.push(tech.svg, caseBox(tech.hand[0] - m * 0.04, tech.hand[1] + m * 0.02, m * 0.2, cols[1] as string), courierBox(P(0.95), top, m * 0.62, cols),
    ...[0, 1, 2, 3].map((i) => caseBox(P(1.35), top - i * m * 0.095, m * 0.22, cols[i % 3] as string)),
    ellipse(P(0.62), top - m * 0.05, m * 0.07, m * 0.05, shade(k.steel, 0.3)), ellipse(P(0.62), top - m * 0.05, m * 0.035, m * 0.025, k.wall));
  return out.join('');
}

/** The model close up under the magnifier's ring: the articulator, a crown being built with a brush, porcelain pots, a mixing slab. */
function closeUp(c: Ctx): string {
  const { W, H, t } = c, k = lab(c);
  const y = H * 0.78, s = Math.min(W * 0.42, H * 0.62);
  const out = [rect(0, 0, W, H, c.defs.lin([[0, tint(k.wall, 0.1)], [1, shade(k.wall, 0.06)]])), rect(0, y, W, H - y, k.bench), rect(0, y, W, H * 0.012, shade(k.bench, 0.08))];
  // The lamp's ring over the work and its light.
  out.push(path(`M${n(W * 0.5 - s * 0.5)} ${n(H * 0.12)}L${n(W * 0.5 - s * 0.9)} ${n(y + H * 0.05)}H${n(W * 0.5 + s * 0.9)}L${n(W * 0.5 + s * 0.5)} ${n(H * 0.12)}Z`, c.defs.lin([[0, '#fff6d8', 0.6], [1, '#fff6d8', 0.05]])),
    ellipse(W * 0.5, H * 0.1, s * 0.62, s * 0.12, t.primary), ellipse(W * 0.5, H * 0.115, s * 0.5, s * 0.08, '#fffbea'));
  out.push(articulator(W * 0.47, y, s, k, t.second, 3));
  // Pots of porcelain at the left, the mixing slab with its dabs at the right.
  out.push(pots(W * 0.06, y + H * 0.06, s * 0.1, [t.primary, mix('#f2c14e', t.primary, 0.1), t.second, '#f4efe4']));
  const sx = W * 0.76;
  out.push(rect(sx, y + H * 0.05, s * 0.42, s * 0.05, '#e3ebf1', { op: 0.95 }), path(circleD(sx + s * 0.08, y + H * 0.05, s * 0.025) + circleD(sx + s * 0.18, y + H * 0.05, s * 0.022) + circleD(sx + s * 0.28, y + H * 0.05, s * 0.024), '#fbf3dc'));
  // The hand with the brush, from the right edge: a white sleeve, the hand, the brush's tip on the crown.
  const tip = [W * 0.47 + s * 0.05 - s * 0.36 + s * 0.72 * 0.88 * (3.5 / 7) + s * 0.02, y - s * 0.06 - s * 0.72 * 0.28 * 0.9] as const;
  const hand = [tip[0] + s * 0.3, tip[1] - s * 0.22] as const;
  out.push(stroke(lineD([W * 1.05, hand[1] + s * 0.2], [hand[0] + s * 0.1, hand[1] + s * 0.04]), k.coat, s * 0.14), stroke(lineD([W * 1.05, hand[1] + s * 0.2], [hand[0] + s * 0.1, hand[1] + s * 0.04]), shade(k.coat, 0.08), s * 0.02),
    path(circleD(hand[0], hand[1], s * 0.055), skin(c.family.length + 2)), stroke(lineD([hand[0] + s * 0.02, hand[1] - s * 0.02], [tip[0], tip[1]]), '#2f3238', Math.max(2, s * 0.014)),
    stroke(lineD([tip[0] + s * 0.05, tip[1] - s * 0.035], [tip[0], tip[1]]), '#c9a57e', Math.max(2, s * 0.02)));
  return out.join('');
}
