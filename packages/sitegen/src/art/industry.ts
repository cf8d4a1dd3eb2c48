import type { Ctx } from './ctx';
import { sibling } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, n, path, rect } from './svg';
import { Goods, STEEL, forklift, framed, hall, hallTones, lamp, palletLoad, palletTruck, rollerShutter, scanner, shadow, skin, stageOf, suits, worker } from './industry-kit';
import { freight, produce } from './industry-yard';

/**
 * Businesses that make, store or move goods for other businesses (service.ts `TRADES`): a machine shop's CNC machining
 * centre, a warehouse's racking and forklift, a haulier's lorry at the loading bay, a food wholesaler's chilled store
 * (art/industry-yard.ts) and a factory's production line. Each scene is drawn in four views (wide, close on its
 * subject, the other side, and wide from the other side, each with something of its own), and siblings walk the
 * brief's own scene first, then the other scenes of its family (`FAMILY`), so a hero, an about picture and six cards
 * are eight drawings. Behind a banner headline the wide view, its subject on the end side, never mirrored.
 */

export type Industry = 'machining' | 'warehouse' | 'freight' | 'produce' | 'factory';

/** A scene in one of four views: 0 wide, 1 close on its subject, 2 mirrored close on its other side, 3 mirrored wide. */
export type Scene = (c: Ctx, view: number) => string;

const SCENES: Record<Industry, Scene> = { machining, warehouse, freight, produce, factory };
export const isIndustry = (t: unknown): t is Industry => typeof t === 'string' && Object.hasOwn(SCENES, t);

/** The scenes a firm's other pictures show after its own: what comes before and after its work. */
const FAMILY: Record<Industry, readonly [Industry, Industry, Industry]> = {
  machining: ['factory', 'warehouse', 'freight'],
  warehouse: ['freight', 'factory', 'produce'],
  freight: ['warehouse', 'produce', 'factory'],
  produce: ['freight', 'warehouse', 'factory'],
  factory: ['machining', 'warehouse', 'freight'],
};

/**
 * Which picture a sibling shows: the hero the own scene wide, cards its close view, its other side, then the family's
 * scenes wide and the first one close; about or benefits (one before the hero) the own scene from the other side.
 */
export function industryView(c: Pick<Ctx, 'family' | 'slot' | 'seed' | 'variant'>, scene: Industry): [Industry, number] {
  const hero = sibling({ family: c.family, slot: 'hero', seed: c.seed, variant: 0 }, 8, 'industry');
  // A benefits picture (a start-up page has no about section) stands where about would, not on the first card's view.
  const k = (sibling(c.slot === 'benefits' && c.variant === 0 ? { ...c, slot: 'about' } : c, 8, 'industry') - hero + 8) % 8;
  const [a, b, d] = FAMILY[scene];
  const walk: [Industry, number][] = [[scene, 0], [scene, 1], [scene, 2], [a, 0], [b, 0], [d, 0], [a, 1], [scene, 3]];
  return walk[k] as [Industry, number];
}

export function industry(c: Ctx, scene: Industry): string {
  if (c.behindText) return SCENES[scene](c, 0);
  const [s, v] = industryView(c, scene);
  return SCENES[s](c, v);
}

/**
 * A machine shop: a CNC machining centre (enclosure with a lit window onto the spindle over a part in a vice, a
 * control panel whose screen is bars, a stack light, a chip tray), a rack of bar stock, a workbench with a vice and
 * callipers under a shelf of parts bins, finished parts on a trolley (on a pallet in tote bins from the other side),
 * a worker in overalls at the panel (at the bench, measuring, close on the bench).
 */
function machining(c: Ctx, view: number): string {
  const { H, t } = c;
  const { m, X } = stageOf(c, 0.21);
  const f = H * 0.82, out = [hall(c, f)];
  const steel = STEEL, ink = '#2b2f36', metal = '#d5dae0';
  // Bar stock on a cantilever rack against the wall: round bars in steel, aluminium and brass, paint-coded ends.
  const rx = X(0.05), codes = ['#d8584a', '#3f7fc4', '#e0b23a', '#5aa06a'], mets = [metal, '#b8bec6', '#d9b86a'];
  out.push(path(`M${n(rx)} ${n(f)}V${n(f - m * 2.2)}`, 'none', { stroke: shade(steel, 0.35), sw: m * 0.14 }), rect(rx - m * 0.45, f - m * 0.08, m * 0.9, m * 0.08, shade(steel, 0.45)));
  let arms = '';
  for (let i = 0; i < 4; i++) {
    const y = f - m * (0.45 + i * 0.5);
    arms += `M${n(rx - m * 0.1)} ${n(y)}h${n(m * 0.75)}l${n(m * 0.05)} ${n(-m * 0.08)}`;
    let stock = '', ends = '';
    for (let j = 0; j < 3; j++) {
      const by = y - m * (0.06 + j * 0.08), len = m * (1.2 + ((i + j) % 3) * 0.2);
      stock += `M${n(rx + m * 0.6 - len)} ${n(by)}h${n(len)}`;
      ends += `M${n(rx + m * 0.6)} ${n(by)}h${n(m * 0.06)}`;
    }
    out.push(path(stock, 'none', { stroke: mets[i % 3] as string, sw: m * 0.07 }), path(ends, 'none', { stroke: codes[i] as string, sw: m * 0.07 }));
  }
  out.push(path(arms, 'none', { stroke: shade(steel, 0.35), sw: m * 0.05 }));
  // The machining centre: enclosure, primary band and door stripe, the lit window, the chip tray below.
  const cx = X(0.37), mw = m * 2.7, mh = m * 2.35, x0 = cx - mw / 2, top = f - mh;
  const body = t.dark ? '#c3c8cf' : mix('#eef0f2', t.bg, 0.2);
  out.push(shadow(c, cx, f, mw * 1.1), rect(x0, top, mw, mh - m * 0.18, body, { rx: m * 0.06 }), rect(x0, f - m * 0.2, mw, m * 0.2, '#4a4f58'),
    rect(x0, top, mw, m * 0.16, t.primary, { rx: m * 0.06 }), rect(x0 + mw * 0.08, top + m * 0.28, mw * 0.58, mh - m * 0.62, shade(body, 0.08), { rx: m * 0.04 }),
    rect(x0 + mw * 0.63, top + m * 0.28, m * 0.05, mh - m * 0.62, t.primary));
  const wx = x0 + mw * 0.13, wy = top + m * 0.4, ww = mw * 0.48, wh = m * 1.15;
  const lit = c.defs.lin([[0, '#fff8e6'], [1, mix('#cfe6f0', t.second, 0.1)]]);
  out.push(rect(wx, wy, ww, wh, lit, { rx: m * 0.05 }));
  // Inside: the spindle head over the part clamped in a vice on the table.
  const sx = wx + ww * 0.5, part = view === 2 ? 'round' : 'block';
  out.push(rect(sx - m * 0.18, wy, m * 0.36, wh * 0.32, '#5b616b'), rect(sx - m * 0.09, wy + wh * 0.32, m * 0.18, wh * 0.12, '#7d848e'),
    path(`M${n(sx - m * 0.08)} ${n(wy + wh * 0.44)}L${n(sx)} ${n(wy + wh * 0.56)}L${n(sx + m * 0.08)} ${n(wy + wh * 0.44)}Z`, '#9aa1ab'), rect(sx - m * 0.015, wy + wh * 0.55, m * 0.03, wh * 0.12, '#e2b64a'),
    rect(wx + ww * 0.06, wy + wh * 0.88, ww * 0.88, wh * 0.12, '#6b717b'), rect(sx - m * 0.34, wy + wh * 0.74, m * 0.68, wh * 0.14, '#3f5a7a', { rx: 2 }));
  out.push(part === 'block' ? rect(sx - m * 0.2, wy + wh * 0.67, m * 0.4, wh * 0.09, metal) : rect(sx - m * 0.12, wy + wh * 0.62, m * 0.24, wh * 0.14, metal, { rx: m * 0.06 }),
    path(`M${n(wx + ww * 0.6)} ${n(wy + wh * 0.05)}L${n(wx + ww * 0.2)} ${n(wy + wh * 0.95)}`, 'none', { stroke: '#ffffff', sw: m * 0.12, op: 0.35 }));
  if (view === 1) {
    // Close up the coolant sprays and chips fly from the cutter.
    out.push(path(`M${n(sx + m * 0.3)} ${n(wy + wh * 0.3)}Q${n(sx + m * 0.15)} ${n(wy + wh * 0.5)} ${n(sx + m * 0.03)} ${n(wy + wh * 0.64)}M${n(sx + m * 0.34)} ${n(wy + wh * 0.34)}Q${n(sx + m * 0.2)} ${n(wy + wh * 0.55)} ${n(sx + m * 0.06)} ${n(wy + wh * 0.66)}`, 'none', { stroke: '#5fb7e0', sw: m * 0.02, op: 0.8 }),
      path(`M${n(sx - m * 0.2)} ${n(wy + wh * 0.6)}h0M${n(sx - m * 0.27)} ${n(wy + wh * 0.54)}h0M${n(sx + m * 0.22)} ${n(wy + wh * 0.58)}h0M${n(sx - m * 0.14)} ${n(wy + wh * 0.5)}h0`, 'none', { stroke: '#c0c6ce', sw: m * 0.035, round: true }));
  }
  // The chip tray pulled out at the foot, a heap of curly chips in it.
  const tx = x0 + mw * 0.1;
  let chips = '';
  for (let i = 0; i < 7; i++) chips += `M${n(tx + m * (0.12 + i * 0.1))} ${n(f - m * 0.2)}q${n(m * 0.04)} ${n(-m * 0.08)} ${n(m * 0.08)} 0`;
  out.push(rect(tx, f - m * 0.22, m * 0.9, m * 0.16, '#6b717b', { rx: 2 }), path(chips, 'none', { stroke: '#c9ced6', sw: m * 0.025, round: true }), rect(tx + m * 0.35, f - m * 0.12, m * 0.2, m * 0.03, '#2b2f36'));
  // The control panel on its arm: a screen drawn as bars, keys, a green start and the red stop.
  const px = x0 + mw * 0.72, py = top + m * 0.45, pw = mw * 0.24, ph = m * 0.95;
  let keys = '';
  for (let r = 0; r < 3; r++) for (let q = 0; q < 4; q++) keys += `M${n(px + pw * (0.15 + q * 0.2))} ${n(py + ph * (0.6 + r * 0.09))}h${n(pw * 0.1)}`;
  out.push(rect(px, py, pw, ph, ink, { rx: m * 0.04 }), rect(px + pw * 0.1, py + ph * 0.07, pw * 0.8, ph * 0.42, '#14202e', { rx: 2 }),
    path(`M${n(px + pw * 0.16)} ${n(py + ph * 0.15)}h${n(pw * 0.5)}M${n(px + pw * 0.16)} ${n(py + ph * 0.23)}h${n(pw * 0.34)}M${n(px + pw * 0.16)} ${n(py + ph * 0.31)}h${n(pw * 0.58)}`, 'none', { stroke: '#6fd3a0', sw: ph * 0.035, round: true }),
    path(`M${n(px + pw * 0.16)} ${n(py + ph * 0.4)}h${n(pw * 0.26)}`, 'none', { stroke: tint(t.second, 0.3), sw: ph * 0.035, round: true }),
    path(keys, 'none', { stroke: '#8a919b', sw: ph * 0.05, round: true }), circle(px + pw * 0.75, py + ph * 0.9, m * 0.06, '#d8312e', { stroke: '#f2c230', sw: m * 0.02 }), circle(px + pw * 0.3, py + ph * 0.9, m * 0.05, '#3fbf6f'));
  // The stack light on the roof: green lit.
  const lx = x0 + mw * 0.9;
  out.push(path(`M${n(lx)} ${n(top)}V${n(top - m * 0.2)}`, 'none', { stroke: steel, sw: m * 0.03 }), rect(lx - m * 0.05, top - m * 0.5, m * 0.1, m * 0.1, '#d8312e', { op: 0.55 }),
    rect(lx - m * 0.05, top - m * 0.4, m * 0.1, m * 0.1, '#f2b33a', { op: 0.55 }), rect(lx - m * 0.05, top - m * 0.3, m * 0.1, m * 0.1, '#4fdc84'), circle(lx, top - m * 0.25, m * 0.2, c.defs.rad([[0, '#4fdc84', 0.5], [1, '#4fdc84', 0]])));
  // The workbench: shelf of parts bins above, a vice on its end, callipers and parts on the top, a toolbox under.
  const bx = X(0.83), bw = m * 1.8, bt = f - m * 0.9, wood = mix('#b98b5e', t.primary, 0.08);
  out.push(rect(bx - bw / 2, f - m * 2.05, bw, m * 0.05, shade(wood, 0.1)));
  for (let i = 0; i < 5; i++) out.push(path(`M${n(bx - bw / 2 + m * 0.05 + i * m * 0.35)} ${n(f - m * 2.05)}v${n(-m * 0.22)}h${n(m * 0.3)}v${n(m * 0.1)}l${n(-m * 0.04)} ${n(m * 0.12)}Z`, i % 2 ? mix('#3f7fc4', t.second, 0.3) : mix('#e0a526', t.primary, 0.1)));
  out.push(shadow(c, bx, f, bw * 1.05), path(`M${n(bx - bw * 0.45)} ${n(bt)}V${n(f)}M${n(bx + bw * 0.45)} ${n(bt)}V${n(f)}M${n(bx - bw * 0.45)} ${n(f - m * 0.25)}H${n(bx + bw * 0.45)}`, 'none', { stroke: '#5b616b', sw: m * 0.06 }),
    rect(bx - bw / 2, bt, bw, m * 0.08, wood), rect(bx - bw * 0.3, f - m * 0.55, m * 0.6, m * 0.3, t.primary, { rx: m * 0.03 }), rect(bx - bw * 0.3, f - m * 0.45, m * 0.6, m * 0.03, shade(t.primary, 0.3)));
  const vx = bx - bw * 0.38;
  out.push(rect(vx - m * 0.14, bt - m * 0.2, m * 0.28, m * 0.2, '#3f5a7a', { rx: 2 }), rect(vx - m * 0.16, bt - m * 0.28, m * 0.13, m * 0.1, '#5b7896'), rect(vx + m * 0.03, bt - m * 0.28, m * 0.13, m * 0.1, '#5b7896'),
    path(`M${n(vx - m * 0.3)} ${n(bt - m * 0.12)}H${n(vx + m * 0.3)}`, 'none', { stroke: steel, sw: m * 0.025, round: true }));
  // Callipers on the bench: the beam, two jaws, the dial.
  const kx = bx - m * 0.05, ky = bt - m * 0.02;
  out.push(path(`M${n(kx)} ${n(ky)}h${n(m * 0.5)}M${n(kx)} ${n(ky)}v${n(-m * 0.1)}M${n(kx + m * 0.08)} ${n(ky)}v${n(-m * 0.08)}`, 'none', { stroke: '#c0c6ce', sw: m * 0.025 }), rect(kx + m * 0.08, ky - m * 0.06, m * 0.1, m * 0.05, '#e0c050', { rx: 1 }));
  for (let i = 0; i < 3; i++) out.push(rect(bx + m * (0.5 + i * 0.12), bt - m * 0.08, m * 0.09, m * 0.08, metal, { rx: m * 0.01 }));
  // Finished parts: on a steel trolley, or (from the other side) in tote bins on a pallet.
  const qx = X(0.1), qf = Math.min(c.H * 0.97, f + m * 0.5);
  if (view === 3) {
    out.push(palletLoad(c, qx, qf, m, { rows: 0 }));
    for (let i = 0; i < 2; i++) out.push(rect(qx - m * 0.58 + i * m * 0.6, qf - m * 0.5, m * 0.55, m * 0.36, mix('#3f7fc4', t.second, 0.3), { rx: m * 0.03 }), path(`M${n(qx - m * 0.52 + i * m * 0.6)} ${n(qf - m * 0.52)}h${n(m * 0.42)}`, 'none', { stroke: metal, sw: m * 0.08, round: true }));
  } else {
    const tt = qf - m * 0.8;
    let parts = '';
    for (const y of [tt, qf - m * 0.38]) for (let i = 0; i < 5; i++) parts += `M${n(qx - m * 0.36 + i * m * 0.17)} ${n(y - m * 0.06)}h${n(m * 0.06)}`;
    out.push(shadow(c, qx, qf, m), path(`M${n(qx - m * 0.45)} ${n(tt)}V${n(qf - m * 0.1)}M${n(qx + m * 0.45)} ${n(tt - m * 0.3)}V${n(qf - m * 0.1)}`, 'none', { stroke: '#5b616b', sw: m * 0.04 }),
      rect(qx - m * 0.5, tt, m, m * 0.04, steel), rect(qx - m * 0.5, qf - m * 0.38, m, m * 0.04, steel), path(parts, 'none', { stroke: metal, sw: m * 0.1, round: true }),
      circle(qx - m * 0.4, qf - m * 0.06, m * 0.06, ink), circle(qx + m * 0.4, qf - m * 0.06, m * 0.06, ink));
  }
  // The machinist: at the panel, or at the bench measuring a part.
  const suit = suits(c)[0] as string;
  if (view === 2) {
    const w = worker(bx + m * 0.35, f + m * 0.04, m * 1.75, { suit, skin: skin(1), dir: -1, head: 'cap', hat: shade(suit, 0.2), arm: 'hold' });
    out.push(w.svg, rect(w.hand[0] - m * 0.12, w.hand[1] - m * 0.04, m * 0.2, m * 0.05, '#c0c6ce'));
  } else out.push(worker(x0 + mw + m * 0.45, f + m * 0.04, m * 1.75, { suit, skin: skin(view + 1), dir: -1, head: 'cap', hat: shade(suit, 0.2), arm: 'reach' }).svg);
  return framed(c, out.join(''), view, [1.9, 0.3, 0.48], [1.5, 0.78, 0.55]);
}

/**
 * A warehouse: tall pallet racking with boxes and wrapped loads along the back, a forklift in the brand colour lifting
 * a pallet, yellow floor lines, a roller shutter open onto the yard, a worker in hi-vis scanning a pallet's label.
 */
function warehouse(c: Ctx, view: number): string {
  const { W, H, t } = c;
  const { m, X } = stageOf(c, 0.16);
  const f = H * 0.8, out = [hall(c, f, { windows: false })];
  // Racking: blue uprights, orange beams, three levels of loads (one bay left empty for the forklift), another row
  // fainter behind.
  const up = mix('#2f6db0', t.second, 0.15), beam = mix('#e8792f', t.primary, 0.06), bay = m * 2.8;
  const r0 = X(-0.02), r1 = X(0.72), levels = [0, 1.7, 3.4, 5.1].filter((lv) => f - m * (lv + 1.1) > 0);
  let ups = '', beams = '';
  for (let x = r0; x <= r1 + 1; x += bay) ups += `M${n(x)} ${n(f)}V${n(f - m * 6)}`;
  for (const lv of levels.slice(1)) beams += `M${n(r0)} ${n(f - m * lv)}H${n(r0 + Math.floor((r1 - r0) / bay) * bay)}`;
  let k = 0;
  const goods = new Goods(c, true);
  for (let x = r0; x + bay <= r1 + 1; x += bay) {
    for (const [li, lv] of levels.entries()) {
      for (const side of [0.27, 0.73]) {
        k++;
        if (li === 1 && side === 0.73 && x + bay > r1 - bay) continue;
        goods.load(x + bay * side, f - m * lv - (li ? m * 0.08 : 0), m, { rows: k % 3 === 2 ? 1 : 2, cols: 2, wrapped: k % 4 === 1, k });
      }
    }
  }
  out.push(String(goods), path(ups, 'none', { stroke: up, sw: m * 0.12 }), path(beams, 'none', { stroke: beam, sw: m * 0.14 }));
  // Lamps under the roof.
  for (const kx of [0.15, 0.5, 0.85]) out.push(lamp(c, X(kx), H * 0.06, m));
  // The roller shutter at the end, open onto a yard in daylight.
  const dx = X(0.8), dw = Math.min(m * 3, W * 0.95 - dx), dh = m * 3.6, dy = f - dh;
  const sky = c.defs.lin([[0, t.dark ? mix('#31406a', t.primary, 0.2) : mix('#a9d2ef', t.second, 0.15)], [1, t.dark ? mix('#8a6a8a', t.primary, 0.2) : mix('#eaf3f8', t.bg, 0.2)]]);
  const outside = [rect(dx, dy, dw, dh, sky), rect(dx, f - dh * 0.25, dw, dh * 0.25, mix('#8d9199', t.bg, 0.2)), rect(dx, f - dh * 0.45, dw * 0.7, dh * 0.2, mix('#b8bec6', t.bg, 0.2))].join('');
  out.push(rollerShutter(c, dx, dy, dw, dh, view === 2 ? 0.85 : 0.65, outside));
  // Floor lines: the aisle's two yellow lines and hatching by the door.
  const k2 = hallTones(c).paint;
  let hatch = '';
  for (let x = dx; x < dx + dw; x += m * 0.35) hatch += `M${n(x)} ${n(H * 0.97)}l${n(m * 0.25)} ${n(-H * 0.1)}`;
  out.push(path(`M0 ${n(f + H * 0.04)}H${n(W)}M0 ${n(H * 0.97)}H${n(dx - m * 0.2)}`, 'none', { stroke: k2, sw: Math.max(3, H * 0.008) }), path(hatch, 'none', { stroke: k2, sw: Math.max(3, m * 0.07), op: 0.8 }));
  // The forklift lifting a pallet toward the rack's empty bay.
  const fx = X(0.46), lift = view === 1 ? 1.75 : 1.2;
  const loadOf = (px: number, py: number) => palletLoad(c, px, py, m, { rows: 2, cols: 2, wrapped: view === 1, k: 3 });
  out.push(forklift(c, fx, H * 0.94, m, t.primary, -1, lift, loadOf, suits(c)[1] as string));
  // A pallet by the door, its label scanned by a worker in hi-vis.
  const px = X(0.7), py = H * 0.95;
  out.push(palletLoad(c, px, py, m, { rows: 2, cols: 2, k: 1 }), rect(px - m * 0.15, py - m * 0.62, m * 0.3, m * 0.18, '#fbfbf8'),
    path(`M${n(px - m * 0.11)} ${n(py - m * 0.53)}h${n(m * 0.22)}`, 'none', { stroke: '#2b2f36', sw: m * 0.1, dash: `${n(m * 0.02)} ${n(m * 0.015)}` }));
  const w = worker(px + m * 1.1, H * 0.97, m * 1.75, { suit: suits(c)[0] as string, skin: skin(view + 3), dir: -1, head: view === 2 ? 'cap' : 'hair', hat: t.second, vest: true, arm: 'hold' });
  out.push(w.svg, scanner(w.hand[0], w.hand[1], m * 0.3, -1, [px + m * 0.1, py - m * 0.55]));
  if (view === 2) out.push(palletTruck(c, dx + dw * 0.4, f + m * 0.2, m, -1, mix('#e0a526', t.primary, 0.1)));
  return framed(c, out.join(''), view, [1.7, 0.42, 0.55], [1.45, 0.82, 0.62]);
}

/**
 * A factory: a production line under a saw-tooth roof whose glazed faces let in light; jars pass under a machine's
 * hood on a conveyor, a robot arm in the brand colour picks one, and at the end a worker packs them into boxes that
 * stand packed on a pallet.
 */
function factory(c: Ctx, view: number): string {
  const { W, H, t } = c;
  const { m, X } = stageOf(c, 0.21);
  const f = H * 0.82, out = [hall(c, f, { windows: false, seams: 12 })];
  const k = { wall: t.dark ? '#3a404a' : mix('#cfd4da', t.bg, 0.2) };
  // The saw-tooth roof: sloped roof in section, each tooth's upright face glazed, light falling in beams.
  const teeth = Math.max(4, Math.round(W / (m * 2.6))), tw = W / teeth, r0 = H * 0.04, r1 = H * 0.2;
  const sky = c.defs.lin([[0, t.dark ? mix('#3a4a7a', t.primary, 0.15) : mix('#bfe0f4', t.second, 0.12)], [1, t.dark ? mix('#5a4a7a', t.primary, 0.2) : '#f4fafd']]);
  let roof = `M0 0H${n(W)}V${n(r0)}`, glass = '', beams = '';
  for (let i = teeth; i > 0; i--) {
    const x1 = i * tw, x0 = x1 - tw;
    roof += `L${n(x1)} ${n(r1)}L${n(x0)} ${n(r0)}`;
    glass += `M${n(x1 - tw * 0.02)} ${n(r0 + (r1 - r0) * 0.02)}V${n(r1)}`;
    beams += `M${n(x0 + tw * 0.98)} ${n(r1)}L${n(x0 + tw * 0.45)} ${n(f)}H${n(x0 + tw * 0.1)}L${n(x0 + tw * 0.75)} ${n(r1)}Z`;
  }
  out.push(path(beams, '#fff8e0', { op: t.dark ? 0.06 : 0.2 }), path(`${roof}Z`, shade(k.wall, 0.25)));
  let panes = '';
  for (let i = 1; i <= teeth; i++) panes += `M${n(i * tw - tw * 0.35)} ${n(r0 + (r1 - r0) * 0.65)}L${n(i * tw)} ${n(r0)}V${n(r1)}Z`;
  out.push(path(panes, sky), path(glass, 'none', { stroke: shade(k.wall, 0.3), sw: Math.max(2, W * 0.003) }));
  for (const k of [0.2, 0.55, 0.85]) out.push(lamp(c, X(k), r1 + H * 0.04, m * 0.9));
  // The conveyor: belt, side frame with rollers, legs.
  const b0 = X(0.02), b1 = X(0.6), bt = f - m * 0.9;
  let legs = '', rollers = '';
  for (let x = b0 + m * 0.3; x < b1; x += m * 1.4) legs += `M${n(x)} ${n(bt)}V${n(f)}`;
  for (let x = b0 + m * 0.1; x < b1; x += m * 0.3) rollers += `M${n(x)} ${n(bt + m * 0.09)}h0`;
  out.push(shadow(c, (b0 + b1) / 2, f, b1 - b0), path(legs, 'none', { stroke: '#5b616b', sw: m * 0.07 }), rect(b0, bt - m * 0.05, b1 - b0, m * 0.07, '#33373e', { rx: m * 0.03 }),
    rect(b0, bt + m * 0.02, b1 - b0, m * 0.15, STEEL), path(rollers, 'none', { stroke: '#6b717b', sw: m * 0.07, round: true }));
  // Jars on the belt in the second colour with brand lids; the machine's hood over the belt caps them.
  const jar = mix(t.second, '#ffffff', 0.25), lid = t.primary;
  let jars = '', lids = '';
  for (let x = b0 + m * 0.3; x < b1 - m * 0.2; x += m * 0.42) {
    jars += `M${n(x - m * 0.1)} ${n(bt - m * 0.05)}v${n(-m * 0.24)}q0 ${n(-m * 0.04)} ${n(m * 0.04)} ${n(-m * 0.04)}h${n(m * 0.12)}q${n(m * 0.04)} 0 ${n(m * 0.04)} ${n(m * 0.04)}v${n(m * 0.24)}Z`;
    lids += `M${n(x - m * 0.08)} ${n(bt - m * 0.36)}h${n(m * 0.16)}v${n(m * 0.06)}h${n(-m * 0.16)}Z`;
  }
  out.push(path(jars, jar), path(lids, lid));
  const hx = X(0.17), hw = m * 1.4;
  out.push(rect(hx - hw / 2, bt - m * 1.25, hw, m * 0.95, t.dark ? '#c3c8cf' : mix('#eef0f2', t.bg, 0.2), { rx: m * 0.06 }), rect(hx - hw / 2, bt - m * 1.25, hw, m * 0.14, t.primary, { rx: m * 0.06 }),
    rect(hx - hw * 0.35, bt - m * 1.0, hw * 0.7, m * 0.42, c.defs.lin([[0, '#fff8e6'], [1, mix('#cfe6f0', t.second, 0.1)]]), { rx: m * 0.04 }),
    path(`M${n(hx - hw / 2)} ${n(bt - m * 0.3)}V${n(f)}M${n(hx + hw / 2)} ${n(bt - m * 0.3)}V${n(f)}`, 'none', { stroke: '#5b616b', sw: m * 0.08 }),
    circle(hx + hw * 0.4, bt - m * 1.38, m * 0.06, view === 1 ? '#f2b33a' : '#4fdc84'));
  if (view === 1) out.push(rect(hx - m * 0.05, bt - m * 0.95, m * 0.1, m * 0.3, '#5b616b'), circle(hx, bt - m * 0.6, m * 0.1, lid));
  // The robot arm behind the belt: base, turret, upper arm, forearm, a gripper over a jar.
  const ax = X(0.4), ab = bt - m * 0.05, arm = t.primary, joint = shade(t.primary, 0.3);
  const sh1: [number, number] = [ax, ab - m * 0.65], el: [number, number] = [ax + m * 0.55, ab - m * 1.55], wr: [number, number] = [ax + m * 1.05, ab - m * 0.75];
  out.push(rect(ax - m * 0.3, ab - m * 0.25, m * 0.6, m * 0.25, '#4a4f58', { rx: m * 0.04 }), rect(ax - m * 0.2, ab - m * 0.7, m * 0.4, m * 0.48, arm, { rx: m * 0.1 }),
    path(`M${n(sh1[0])} ${n(sh1[1])}L${n(el[0])} ${n(el[1])}L${n(wr[0])} ${n(wr[1])}`, 'none', { stroke: arm, sw: m * 0.24, round: true }),
    circle(sh1[0], sh1[1], m * 0.16, joint), circle(el[0], el[1], m * 0.13, joint), circle(wr[0], wr[1], m * 0.1, joint),
    path(`M${n(wr[0] - m * 0.1)} ${n(wr[1] + m * 0.1)}v${n(m * 0.16)}M${n(wr[0] + m * 0.1)} ${n(wr[1] + m * 0.1)}v${n(m * 0.16)}M${n(wr[0] - m * 0.12)} ${n(wr[1] + m * 0.1)}h${n(m * 0.24)}`, 'none', { stroke: '#4a4f58', sw: m * 0.05, round: true }));
  // The packing station at the end: a table with an open box and a worker behind it, packed boxes on a pallet.
  const sx = X(0.68), st = f - m * 0.85, wood = mix('#c9a57e', t.primary, 0.06);
  const w = worker(sx + m * 0.15, f - m * 0.15, m * 1.7, { suit: suits(c)[view === 3 ? 2 : 0] as string, skin: skin(view), dir: -1, head: view === 3 ? 'beanie' : 'hair', hat: t.second, arm: 'hold' });
  out.push(w.svg, shadow(c, sx, f, m * 1.6), rect(sx - m * 0.8, st, m * 1.6, m * 0.07, wood), path(`M${n(sx - m * 0.7)} ${n(st)}V${n(f)}M${n(sx + m * 0.7)} ${n(st)}V${n(f)}`, 'none', { stroke: '#5b616b', sw: m * 0.06 }));
  const card = mix('#c8a27a', t.primary, 0.06);
  out.push(rect(sx - m * 0.55, st - m * 0.35, m * 0.6, m * 0.35, card), path(`M${n(sx - m * 0.55)} ${n(st - m * 0.35)}l${n(-m * 0.15)} ${n(-m * 0.15)}M${n(sx + m * 0.05)} ${n(st - m * 0.35)}l${n(m * 0.12)} ${n(-m * 0.17)}`, 'none', { stroke: shade(card, 0.15), sw: m * 0.05, round: true }),
    path(`M${n(sx - m * 0.45)} ${n(st - m * 0.35)}v${n(-m * 0.1)}M${n(sx - m * 0.3)} ${n(st - m * 0.35)}v${n(-m * 0.1)}M${n(sx - m * 0.15)} ${n(st - m * 0.35)}v${n(-m * 0.1)}`, 'none', { stroke: lid, sw: m * 0.1 }));
  if (view === 2) out.push(circle(w.hand[0], w.hand[1] - m * 0.05, m * 0.1, 'none', { stroke: '#c9a070', sw: m * 0.06 }));
  const ppx = X(0.89);
  out.push(palletLoad(c, ppx, H * 0.95, m, { rows: 3, cols: 2, wrapped: view === 2, k: 2 }));
  return framed(c, out.join(''), view, [1.7, 0.3, 0.5], [1.5, 0.82, 0.58]);
}

