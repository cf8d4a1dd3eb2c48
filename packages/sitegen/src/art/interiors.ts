import type { Ctx } from './ctx';
import { mirrorX, sibling } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, ellipse, n, path, rect } from './svg';
import { floorLamp, pottedPlant, sofa, toolBoard, wallArt, windowFrame } from './props';
import { armchair, bed, bedside, bookcase, chair, curtains, sideTable } from './props-rooms';
import { vase } from './objects';
import { MAKER } from '../choose-blueprint';
import { forge } from './forge';
import { smiths } from './forge-words';

/**
 * Finished rooms for an interior designer's page (kind `interior`, blueprints `forInteriorDesign`): a
 * living room in the hero, then a kitchen with an island, a bedroom, a dining room and a reading corner
 * for the project cards (in that order, by item), and the designer's studio table with a mood board and
 * swatches for an about section. A furniture maker's (choose-blueprint `MAKER`) hero is the dining room and
 * its about section the workshop. Walls take the palette's tints, with panelling, stripes or an arch by
 * sibling, so a row of cards reads as different projects. Behind a banner headline the furniture keeps
 * to the end side and nothing is mirrored.
 */

/** A room's furniture, drawn on the floor line f at scale s; `x(k)` places a thing at fraction k of the width. */
type Room = (c: Ctx, f: number, s: number, x: (k: number) => number) => string;

/** Walls and floor: the wall in one of four treatments (plain, panelled, striped, arch), a wooden or stone floor. */
function shell(c: Ctx, floor: number, style: number): string {
  const { W, H, t } = c;
  const wall = t.dark ? mix(t.bg, t.primary, 0.12) : mix('#f3ede4', t.pSoft, 0.35);
  const boards = style % 2 === 0 ? mix('#c9a57d', t.primary, 0.08) : mix('#d8d2c8', t.second, 0.08);
  const floorC = t.dark ? shade(boards, 0.45) : boards;
  const out = [rect(0, 0, W, H, c.defs.lin([[0, tint(wall, 0.06)], [1, shade(wall, 0.03)]]))];
  if (style === 1) {
    // Panelling below a dado rail.
    const top = floor - H * 0.3, panel = shade(wall, t.dark ? -0.08 : 0.05);
    out.push(rect(0, top, W, H * 0.3, panel), rect(0, top, W, H * 0.012, tint(wall, 0.5)));
    for (let px = W * 0.04; px < W; px += W * 0.14) out.push(rect(px, top + H * 0.05, W * 0.1, H * 0.18, 'none', { stroke: shade(panel, 0.08), sw: 2 }));
  } else if (style === 2) {
    let d = '';
    for (let px = W * 0.02; px < W; px += W * 0.06) d += `M${n(px)} 0h${n(W * 0.025)}V${n(floor)}h${n(-W * 0.025)}Z`;
    out.push(path(d, t.pSoft, { op: 0.45 }));
  } else if (style === 3) {
    out.push(path(`M${n(W * 0.34)} ${n(floor)}V${n(H * 0.34)}A${n(W * 0.16)} ${n(W * 0.16)} 0 0 1 ${n(W * 0.66)} ${n(H * 0.34)}V${n(floor)}Z`, t.sSoft, { op: 0.75 }));
  }
  out.push(rect(0, floor, W, H - floor, c.defs.lin([[0, floorC], [1, shade(floorC, 0.16)]])), rect(0, floor - H * 0.012, W, H * 0.014, tint(wall, 0.35)));
  return out.join('');
}

/** A pendant light hanging from the top edge to y, its shade a dome in col, glowing warm. */
function pendant(c: Ctx, x: number, y: number, s: number, col: string): string {
  const glow = c.defs.rad([[0, '#ffd58a', 0.45], [1, '#ffd58a', 0]]);
  return [path(`M${n(x)} 0V${n(y - s * 0.2)}`, 'none', { stroke: shade(c.t.text, 0.1), sw: Math.max(1.5, s * 0.02) }), circle(x, y + s * 0.1, s * 0.55, glow),
    path(`M${n(x - s * 0.26)} ${n(y)}A${n(s * 0.26)} ${n(s * 0.22)} 0 0 1 ${n(x + s * 0.26)} ${n(y)}Z`, col)].join('');
}

/** Living room: a big window, a sofa and an armchair round a low table, a lamp, a plant, a picture. */
const living: Room = (c, f, s, x) => {
  const { W, H, t } = c;
  const table = mix('#a67c52', t.primary, 0.1);
  return [windowFrame(c, x(0.06), H * 0.12, W * 0.26, H * 0.4), curtains(c, x(0.06), H * 0.12, W * 0.26, H * 0.4), wallArt(c, x(0.52), H * 0.14, W * 0.16, H * 0.22),
    ellipse(x(0.56), f + H * 0.07, W * 0.3, H * 0.045, t.sSoft, { op: 0.9 }), sofa(c, x(0.6), f, s * 0.9, mix(t.primary, t.card, 0.35)),
    armchair(c, x(0.3), f, s * 0.85, mix(t.second, t.card, 0.3), 1), rect(x(0.42), f + H * 0.03, W * 0.1, H * 0.018, table, { rx: 3 }),
    vase(c, x(0.47), f + H * 0.03, s * 0.1, s * 0.22, t.second, 0.3, false), floorLamp(c, x(0.9), f, s), pottedPlant(c, x(0.06), f + H * 0.02, s * 1.1)].join('');
};

/** Kitchen: tiled splashback, base units with a worktop, open shelves with jars, an island with stools under pendants. */
const kitchen: Room = (c, f, s, x) => {
  const { W, H, t } = c;
  const unit = mix(t.primary, t.card, 0.55), top = f - s * 0.75, slab = t.dark ? tint(t.card, 0.15) : '#f4f1ec';
  const out: string[] = [];
  let tiles = '';
  for (let ty = top - s * 0.7; ty < top; ty += s * 0.14) for (let tx = x(0.04); tx < x(0.96); tx += s * 0.26) tiles += `M${n(tx)} ${n(ty)}h${n(s * 0.24)}v${n(s * 0.12)}h${n(-s * 0.24)}Z`;
  out.push(path(tiles, tint(t.sSoft, 0.35), { op: 0.9 }), windowFrame(c, x(0.38), H * 0.08, W * 0.2, top - s * 0.75 - H * 0.1));
  // Open shelves either side of the window, with jars and bowls.
  for (const sx of [x(0.08), x(0.66)]) {
    for (const sy of [H * 0.18, H * 0.3]) {
      out.push(rect(sx, sy, W * 0.24, H * 0.012, shade(unit, 0.3)));
      for (let k = 0; k < 4; k++) {
        const jx = sx + W * (0.02 + k * 0.055);
        out.push(k % 2 ? ellipse(jx + W * 0.015, sy - H * 0.012, W * 0.018, H * 0.012, tint(t.second, 0.3)) : rect(jx, sy - H * 0.05, W * 0.025, H * 0.05, [tint(t.primary, 0.5), '#e9e1d3', tint(t.second, 0.45)][k % 3]!, { rx: 2 }));
      }
    }
  }
  // Base units and worktop along the wall.
  out.push(rect(x(0.04), top, x(0.96) - x(0.04), f - top, unit), rect(x(0.04) - 2, top - s * 0.06, x(0.96) - x(0.04) + 4, s * 0.07, slab, { rx: 2 }));
  for (let ux = x(0.04) + s * 0.35; ux < x(0.96) - s * 0.1; ux += s * 0.55) out.push(path(`M${n(ux)} ${n(top + s * 0.08)}V${n(f - s * 0.05)}`, 'none', { stroke: shade(unit, 0.12), sw: 2 }), rect(ux - s * 0.12, top + s * 0.12, s * 0.08, s * 0.02, shade(unit, 0.35)));
  // The island in front, with three stools, and pendants over it.
  const iw = W * 0.42, ix = x(0.5) - iw / 2, it = f + H * 0.02 - s * 0.8, stoolC = shade(t.text, 0.15);
  for (let k = 0; k < 3; k++) out.push(pendant(c, ix + iw * (0.2 + k * 0.3), H * 0.22 + (k % 2) * H * 0.03, s * 0.7, t.primary));
  out.push(ellipse(x(0.5), f + H * 0.1, iw * 0.62, H * 0.03, t.shadow, { op: 0.15 }), rect(ix, it, iw, f + H * 0.1 - it, shade(unit, 0.08)), rect(ix - s * 0.06, it - s * 0.07, iw + s * 0.12, s * 0.08, slab, { rx: 2 }));
  for (let k = 0; k < 3; k++) {
    const sx = ix + iw * (0.2 + k * 0.3), sy = f + H * 0.12;
    out.push(path(`M${n(sx - s * 0.12)} ${n(sy)}L${n(sx - s * 0.06)} ${n(sy - s * 0.55)}M${n(sx + s * 0.12)} ${n(sy)}L${n(sx + s * 0.06)} ${n(sy - s * 0.55)}`, 'none', { stroke: stoolC, sw: s * 0.035 }),
      rect(sx - s * 0.16, sy - s * 0.62, s * 0.32, s * 0.08, t.second, { rx: s * 0.04 }));
  }
  out.push(vase(c, ix + iw * 0.82, it - s * 0.07, s * 0.12, s * 0.26, t.second, 0.2, false));
  return out.join('');
};

/** Bedroom: a bed against the wall under a picture, bedside tables with lamps, curtains, a bench at its foot. */
const bedroomRoom: Room = (c, f, s, x) => {
  const { W, H, t } = c;
  const wx = x(0.7), ww = W * 0.2;
  return [windowFrame(c, wx, H * 0.12, ww, H * 0.34), curtains(c, wx, H * 0.12, ww, H * 0.34), wallArt(c, x(0.24), H * 0.14, W * 0.2, H * 0.16),
    ellipse(x(0.42), f + H * 0.08, W * 0.3, H * 0.045, t.sSoft, { op: 0.9 }), bedside(c, x(0.13), f, s * 0.85), bed(c, x(0.42), f, s), bedside(c, x(0.7), f, s * 0.85),
    pottedPlant(c, x(0.92), f, s * 1.1)].join('');
};

/** Dining room: a long table with chairs either side under pendants, a sideboard with a vase and a picture above. */
const dining: Room = (c, f, s, x) => {
  const { W, H, t } = c;
  const wood = mix('#9c7352', t.primary, 0.1), sb = mix(t.second, t.card, 0.45);
  const tw = W * 0.34, tx = x(0.55) - tw / 2, top = f - s * 0.62;
  const out = [wallArt(c, x(0.08), H * 0.16, W * 0.16, H * 0.22), rect(x(0.05), f - s * 0.7, W * 0.22, s * 0.7, sb, { rx: 3 }),
    path(`M${n(x(0.05) + W * 0.11)} ${n(f - s * 0.66)}V${n(f - s * 0.05)}`, 'none', { stroke: shade(sb, 0.15), sw: 2 }), vase(c, x(0.2), f - s * 0.7, s * 0.14, s * 0.32, t.primary, 0.4, false)];
  for (let k = 0; k < 2; k++) out.push(pendant(c, tx + tw * (0.3 + k * 0.4), H * 0.24, s * 0.75, t.second));
  out.push(ellipse(x(0.55), f + H * 0.07, W * 0.28, H * 0.045, t.sSoft, { op: 0.9 }));
  // Chairs: two facing right on the left, two facing left on the right (a side chair mirrored).
  const seat = mix(t.primary, t.card, 0.3);
  out.push(chair(c, tx + s * 0.1, f, s * 0.9, seat), chair(c, tx + tw * 0.36, f, s * 0.9, seat));
  for (const cx of [tx + tw * 0.64, tx + tw - s * 0.1]) out.push(`<g transform="matrix(-1 0 0 1 ${n(2 * cx)} 0)">${chair(c, cx, f, s * 0.9, seat)}</g>`);
  out.push(rect(tx, top, tw, s * 0.08, wood, { rx: 2 }), path(`M${n(tx + s * 0.12)} ${n(top)}V${n(f)}M${n(tx + tw - s * 0.12)} ${n(top)}V${n(f)}`, 'none', { stroke: shade(wood, 0.2), sw: s * 0.07 }),
    vase(c, tx + tw * 0.5, top, s * 0.12, s * 0.28, t.second, 0.6, false), circle(tx + tw * 0.3, top - s * 0.03, s * 0.06, '#ffffff'), circle(tx + tw * 0.7, top - s * 0.03, s * 0.06, '#ffffff'),
    pottedPlant(c, x(0.92), f, s * 1.2));
  return out.join('');
};

/** Reading corner: a bookcase, an armchair with a side table and a lamp, a plant and a picture. */
const reading: Room = (c, f, s, x) => {
  const { W, H, t } = c;
  return [bookcase(c, x(0.08), f, s * 1.15), wallArt(c, x(0.5), H * 0.14, W * 0.14, H * 0.2), ellipse(x(0.56), f + H * 0.06, W * 0.24, H * 0.04, t.sSoft, { op: 0.9 }),
    armchair(c, x(0.58), f, s, mix(t.second, t.card, 0.25), 1), sideTable(c, x(0.76), f, s * 0.9), floorLamp(c, x(0.86), f, s), pottedPlant(c, x(0.95), f, s * 1.1)].join('');
};

/** The designer's studio: a table with a mood board above it (swatches, a plan, a photo), fabric swatches, a lamp. */
const studioTable: Room = (c, f, s, x) => {
  const { W, H, t } = c;
  const board = '#efe8dc', wood = mix('#b08a62', t.primary, 0.08);
  const bx = x(0.2), bw = W * 0.5, by = H * 0.1, bh = H * 0.4;
  const out = [rect(bx + 4, by + 6, bw, bh, t.shadow, { op: 0.12 }), rect(bx, by, bw, bh, board)];
  const swatches = [t.primary, t.second, tint(t.primary, 0.5), mix('#c9b79c', t.second, 0.2), shade(t.second, 0.2), '#e6d8c3'];
  swatches.forEach((col, k) => out.push(rect(bx + bw * (0.06 + (k % 3) * 0.1), by + bh * (0.1 + Math.floor(k / 3) * 0.3), bw * 0.08, bh * 0.24, col, { rx: 2 })));
  // A floor plan sketch and a photo of a room, pinned.
  let plan = `M${n(bx + bw * 0.42)} ${n(by + bh * 0.12)}h${n(bw * 0.26)}v${n(bh * 0.5)}h${n(-bw * 0.26)}Z`;
  plan += `M${n(bx + bw * 0.42)} ${n(by + bh * 0.36)}h${n(bw * 0.12)}M${n(bx + bw * 0.55)} ${n(by + bh * 0.12)}v${n(bh * 0.24)}`;
  out.push(rect(bx + bw * 0.4, by + bh * 0.08, bw * 0.3, bh * 0.58, '#ffffff'), path(plan, 'none', { stroke: shade(t.text, 0.1), sw: 1.5, op: 0.7 }));
  out.push(rect(bx + bw * 0.74, by + bh * 0.1, bw * 0.2, bh * 0.34, tint(t.sSoft, 0.2)), rect(bx + bw * 0.74, by + bh * 0.32, bw * 0.2, bh * 0.12, mix('#c9a57d', t.primary, 0.1)),
    rect(bx + bw * 0.77, by + bh * 0.16, bw * 0.07, bh * 0.12, '#ffffff', { op: 0.8 }));
  out.push(rect(bx + bw * 0.1, by + bh * 0.72, bw * 0.8, bh * 0.12, 'none', { stroke: shade(board, 0.15), sw: 2 }));
  // The table, a fan of fabric swatches and a sample box on it, a lamp and a chair.
  const top = f - s * 0.7, tx = x(0.14), tw = W * 0.62;
  out.push(rect(tx, top, tw, s * 0.07, wood, { rx: 2 }), path(`M${n(tx + s * 0.12)} ${n(top)}V${n(f)}M${n(tx + tw - s * 0.12)} ${n(top)}V${n(f)}`, 'none', { stroke: shade(wood, 0.25), sw: s * 0.06 }));
  swatches.slice(0, 4).forEach((col, k) => out.push(rect(tx + tw * 0.22, top - s * 0.05, s * 0.5, s * 0.06, col, { rx: 2, tf: `rotate(${-8 - k * 9} ${n(tx + tw * 0.22)} ${n(top)})` })));
  out.push(rect(tx + tw * 0.55, top - s * 0.2, s * 0.5, s * 0.2, tint(t.second, 0.4), { rx: 2 }), rect(tx + tw * 0.62, top - s * 0.05, s * 0.3, s * 0.04, '#ffffff'),
    chair(c, x(0.82), f, s * 0.9, mix(t.primary, t.card, 0.3)), floorLamp(c, x(0.92), f, s), pottedPlant(c, x(0.06), f, s * 1.1));
  return out.join('');
};

/**
 * A furniture maker's workshop: the tool board on the wall, oak boards leaning in their rack, the workbench
 * with its vice, a board on it under a hand plane and curls of shavings, a finished chair waiting beside it.
 */
const workshop: Room = (c, f, s, x) => {
  const { W, H, t } = c;
  const oak = mix('#c89b6a', t.primary, 0.06), bench = mix('#a57a4f', t.primary, 0.08);
  const out = [toolBoard(c, x(0.1), H * 0.12, W * 0.36, H * 0.3)];
  // Boards leaning in the rack at the end.
  for (let k = 0; k < 5; k++) {
    const bx = x(0.72) + k * W * 0.03, lean = s * 0.25;
    out.push(path(`M${n(bx)} ${n(f)}L${n(bx + lean)} ${n(f - s * 2.1 + k * s * 0.08)}l${n(W * 0.022)} 0L${n(bx + W * 0.022)} ${n(f)}Z`, k % 2 ? shade(oak, 0.08) : oak));
  }
  // The workbench: a thick top, a vice at the front end, legs with a stretcher, a shelf of offcuts underneath.
  const top = f - s * 0.75, bx = x(0.12), bw = W * 0.46;
  out.push(rect(bx, top, bw, s * 0.14, bench, { rx: 2 }), rect(bx - s * 0.1, top + s * 0.02, s * 0.12, s * 0.2, '#8a8f98', { rx: 2 }),
    path(`M${n(bx + s * 0.12)} ${n(top + s * 0.14)}V${n(f)}M${n(bx + bw - s * 0.12)} ${n(top + s * 0.14)}V${n(f)}M${n(bx + s * 0.12)} ${n(f - s * 0.2)}H${n(bx + bw - s * 0.12)}`, 'none', { stroke: shade(bench, 0.25), sw: s * 0.08 }),
    rect(bx + bw * 0.2, f - s * 0.32, bw * 0.25, s * 0.1, oak), rect(bx + bw * 0.5, f - s * 0.3, bw * 0.2, s * 0.08, shade(oak, 0.1)));
  // A board on the bench, a hand plane on it and shavings curling off.
  const py = top - s * 0.06;
  out.push(rect(bx + bw * 0.15, py, bw * 0.6, s * 0.06, oak), path(`M${n(bx + bw * 0.45)} ${n(py)}l${n(s * 0.05)} ${n(-s * 0.14)}h${n(s * 0.3)}l${n(s * 0.06)} ${n(s * 0.14)}Z`, shade(t.primary, 0.1)),
    circle(bx + bw * 0.47 + s * 0.2, py - s * 0.16, s * 0.05, '#8a8f98'));
  let curls = '';
  for (let k = 0; k < 4; k++) { const cx = bx + bw * (0.25 + k * 0.06), cy = py - s * 0.04; curls += `M${n(cx)} ${n(cy)}a${n(s * 0.04)} ${n(s * 0.04)} 0 1 1 ${n(s * 0.05)} ${n(s * 0.01)}`; }
  out.push(path(curls, 'none', { stroke: tint(oak, 0.25), sw: Math.max(1.5, s * 0.02), round: true }));
  // Shavings on the floor under the bench, and the finished chair beside it.
  out.push(ellipse(bx + bw * 0.5, f + H * 0.02, bw * 0.35, H * 0.012, tint(oak, 0.35), { op: 0.8 }), chair(c, x(0.64), f, s * 0.95, oak), pottedPlant(c, x(0.95), f, s));
  return out.join('');
};

/** Project cards in order: kitchen, bedroom, dining room, reading corner, living room. */
const CARDS: readonly Room[] = [kitchen, bedroomRoom, dining, reading, living];

/** A finished room for an interior designer (see the module comment for which one each slot gets). */
export function interior(c: Ctx): string {
  // A blacksmith's page (a maker's, choose-blueprint `MAKER`) shows the forge and its ironwork, not rooms (art/forge.ts).
  if (smiths(c.words)) return forge(c);
  const { W, H } = c;
  let room: Room;
  // A furniture maker's hero is a dining room round the table they made, a kitchen company's a kitchen; a designer's a living room.
  if (c.slot === 'hero') room = MAKER.test(c.words) ? dining : /\bkitchens?\b/.test(c.words) ? kitchen : living;
  // A furniture maker's about section is the workshop (choose-blueprint `MAKER`), a designer's the studio table.
  else if (/^(about|mission|story|section|intro|values|team)/.test(c.slot)) room = MAKER.test(c.words) ? workshop : studioTable;
  else if (c.slot) room = CARDS[c.variant % CARDS.length]!;
  else room = CARDS[sibling(c, CARDS.length, 'interior')]!;
  const floor = H * 0.8, s = Math.min(W * 0.16, H * 0.26);
  // Behind a banner headline the furniture keeps to the end side (from 27 % of the width on).
  const x = c.behindText ? (k: number) => W * (0.27 + k * 0.7) : (k: number) => W * k;
  const body = shell(c, floor, sibling(c, 4, 'interior-wall')) + room(c, floor, s, x);
  return !c.behindText && c.rng.fork('flip').chance(0.35) && room !== kitchen ? mirrorX(c, body) : body;
}
