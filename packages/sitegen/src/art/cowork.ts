import type { Ctx } from './ctx';
import { mirrorX, sibling } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, circleD, ellipse, n, path, rect } from './svg';
import { mug } from './objects';
import { floorLamp, pottedPlant, sofa, wallArt } from './props';
import { armchair, bookcase, wallClock } from './props-rooms';
import { specialistView } from './specialists';

/**
 * A coworking space's pictures (service.ts `TRADES`: cowork, hot desks, meeting rooms, private offices, shared offices).
 * The desks section's three cards (slot `desks`, in the order of the sample words) show a hot desk (a long bench in an
 * open-plan room under loft windows, laptops without people, a free seat pulled out with a laptop bag on it), a
 * dedicated desk (a monitor on an arm, a desk lamp, a pedestal, a plant, a framed photo, a pinboard, the chair tucked
 * in) and a private office (a glass-walled room seen from the corridor: its door with a handle and a frosted band, a
 * table for four, a whiteboard and a shelf). Every other picture walks eight views (`specialistView`, salt `cowork`):
 * the hero the shared space (a bench of laptops, a glass meeting room behind, pendants), the cards a row of phone
 * booths, the coffee counter with stools, the meeting room through its glass, the lounge (sofa, armchair, bookcase),
 * then the shared space and the coffee counter again from the other side with something of their own; about the
 * entrance (a reception counter, members' lockers, a bench). Behind a banner headline the shared space keeps to the
 * end side, unmirrored. No people, no words: laptops and screens show bars.
 */
export function cowork(c: Ctx): string {
  if (c.slot === 'desks') {
    const flip = sibling(c, 2, 'cowork-desks') === 1 && !c.behindText;
    const body = [hotDesk, dedicatedDesk, privateOffice][c.variant % 3] as (c: Ctx) => string;
    return flip ? mirrorX(c, body(c)) : body(c);
  }
  switch (c.behindText ? 0 : specialistView(c, 'cowork')) {
    case 1: return phoneBooths(c);
    case 2: return coffeeCounter(c, false);
    case 3: return meetingRoom(c);
    case 4: return lounge(c);
    case 5: return mirrorX(c, sharedSpace(c, true));
    case 6: return mirrorX(c, coffeeCounter(c, true));
    case 7: return entrance(c);
    default: return sharedSpace(c, false);
  }
}

/** The colours of the space: walls, a wood, a dark metal (frames, legs), glass, a lit screen, aluminium, the seats. */
interface Kit { wall: string; wood: string; metal: string; glass: string; screen: string; bezel: string; alu: string; seat: string; seat2: string; ink: string }

function kitOf(c: Ctx): Kit {
  const { t } = c;
  return {
    wall: t.dark ? mix(t.bg, t.primary, 0.1) : mix(mix(t.bg, '#f1ede6', 0.5), t.primary, 0.05),
    wood: t.dark ? mix('#9a7352', t.bg, 0.2) : mix('#c9a57d', t.primary, 0.08),
    metal: t.dark ? mix('#8d94a0', t.bg, 0.15) : mix('#2b2f36', t.text, 0.2),
    glass: t.dark ? mix('#7f9bb5', t.bg, 0.5) : mix('#d6e5ee', t.second, 0.1),
    screen: t.dark ? mix('#9cc0e4', t.second, 0.15) : mix('#e4eef8', t.second, 0.12),
    bezel: '#23262c', alu: t.dark ? '#aab1bb' : '#c5cbd3',
    seat: mix(t.second, t.card, 0.2), seat2: mix(t.primary, t.card, 0.3), ink: t.dark ? '#2a2d34' : '#3a3f47',
  };
}

/** Where things stand: the floor line f, the unit s (about a table's height), x(k) across the frame (narrowed to the end side behind a headline). */
interface Stage { f: number; s: number; x: (k: number) => number; k: Kit }

function stageOf(c: Ctx, fk: number): Stage {
  const { W, H } = c;
  const s = Math.min(W * 0.17, H * 0.27) * (c.behindText ? 0.85 : 1);
  return { f: H * fk, s, x: c.behindText ? (k) => W * (0.4 + k * 0.58) : (k) => W * k, k: kitOf(c) };
}

const sh = (c: Ctx, x: number, y: number, w: number) => ellipse(x, y, w / 2, Math.max(2, w * 0.04), c.t.shadow, { op: 0.18 });

/** The wall down to `base`, the floor below it (boards, polished concrete or carpet), the skirting. */
function room(c: Ctx, base: number, floor: 'wood' | 'concrete' | 'carpet', k: Kit): string {
  const { W, H, t } = c;
  const fl = floor === 'wood' ? (t.dark ? shade(mix('#8a6446', t.primary, 0.1), 0.45) : mix('#d4b690', t.primary, 0.06))
    : floor === 'carpet' ? (t.dark ? mix(t.bg, t.second, 0.16) : mix(mix('#9aa0a8', t.bg, 0.5), t.second, 0.12))
      : (t.dark ? mix('#4a4d55', t.bg, 0.45) : mix('#c9c7c2', t.bg, 0.35));
  const out = [rect(0, 0, W, base, c.defs.lin([[0, tint(k.wall, 0.05)], [1, shade(k.wall, 0.04)]])), rect(0, base, W, H - base, c.defs.lin([[0, fl], [1, shade(fl, 0.14)]]))];
  if (floor === 'wood') {
    let d = '';
    for (const q of [0.12, 0.3, 0.55, 0.85]) d += `M0 ${n(base + (H - base) * q)}H${n(W)}`;
    out.push(path(d, 'none', { stroke: shade(fl, 0.25), sw: 1.5, op: 0.5 }));
  } else if (floor === 'concrete') out.push(ellipse(W * 0.5, base + (H - base) * 0.4, W * 0.4, (H - base) * 0.18, '#ffffff', { op: t.dark ? 0.04 : 0.18 }));
  out.push(rect(0, base - H * 0.012, W, H * 0.014, t.dark ? tint(k.wall, 0.12) : shade(k.wall, 0.08)));
  return out.join('');
}

/** An exposed duct along the ceiling, with its joints: a converted warehouse's. */
function duct(c: Ctx, y: number, h: number, k: Kit): string {
  const { W } = c;
  const col = c.t.dark ? mix('#8d94a0', c.t.bg, 0.35) : mix('#d5d8dc', k.wall, 0.3);
  let joints = '';
  for (let x = W * 0.08; x < W; x += W * 0.16) joints += `M${n(x)} ${n(y)}v${n(h)}`;
  return rect(0, y, W, h, col) + rect(0, y + h * 0.7, W, h * 0.3, shade(col, 0.1)) + path(joints, 'none', { stroke: shade(col, 0.18), sw: Math.max(2, h * 0.12) });
}

/** Tall steel-framed windows from x0 to x1, y0 to y1: a pale sky (dusk on a dark page) over a low skyline, mullions. */
function loftWindows(c: Ctx, x0: number, x1: number, y0: number, y1: number, k: Kit): string {
  const { t } = c;
  const sky = t.dark ? c.defs.lin([[0, mix('#27304a', t.primary, 0.2)], [1, mix('#5a4a6a', t.second, 0.15)]]) : c.defs.lin([[0, mix('#bcd9ee', t.second, 0.15)], [1, mix('#f6efe2', t.bg, 0.3)]]);
  const w = x1 - x0, h = y1 - y0, panes = Math.min(16, Math.max(3, Math.round(w / Math.max(1, h * 0.55))));
  let roofs = `M${n(x0)} ${n(y1)}`;
  for (let i = 0; i <= 10; i++) roofs += `V${n(y1 - h * (0.12 + ((i * 7) % 5) * 0.05))}H${n(x0 + (w * (i + 1)) / 11)}`;
  let mull = `M${n(x0)} ${n(y0 + h * 0.62)}H${n(x1)}`;
  for (let i = 1; i < panes; i++) mull += `M${n(x0 + (w * i) / panes)} ${n(y0)}V${n(y1)}`;
  return [rect(x0, y0, w, h, sky), path(`${roofs}V${n(y1)}Z`, t.dark ? mix('#1b2030', t.bg, 0.3) : mix('#a9b9c6', t.second, 0.1), { op: 0.6 }),
    path(mull, 'none', { stroke: k.metal, sw: Math.max(3, h * 0.02) }), rect(x0, y0, w, h, 'none', { stroke: k.metal, sw: Math.max(4, h * 0.03) }),
    rect(x0 - h * 0.03, y1, w + h * 0.06, Math.max(4, h * 0.035), t.dark ? tint(k.wall, 0.15) : tint(k.wall, 0.5))].join('');
}

/** Pendant lamps at xs hanging to y: cords from the ceiling, domes in `col`, a warm glow under each. */
function pendants(c: Ctx, xs: readonly number[], y: number, s: number, col: string): string {
  const glow = c.defs.rad([[0, '#ffd58a', 0.4], [1, '#ffd58a', 0]]);
  let cords = '', domes = '', glows = '';
  for (const x of xs) {
    cords += `M${n(x)} 0V${n(y - s * 0.16)}`;
    domes += `M${n(x - s * 0.22)} ${n(y)}Q${n(x - s * 0.2)} ${n(y - s * 0.2)} ${n(x)} ${n(y - s * 0.2)}Q${n(x + s * 0.2)} ${n(y - s * 0.2)} ${n(x + s * 0.22)} ${n(y)}Z`;
    // One circle each: a gradient fills its shape's box, so the glows cannot share a path.
    glows += circle(x, y + s * 0.16, s * 0.45, glow);
  }
  return glows + path(cords, 'none', { stroke: shade(c.t.text, 0.1), sw: 1.5 }) + path(domes, col);
}

/** A laptop open on a table top at x, its screen toward us showing bars (no words); style i varies the bars. */
function laptop(c: Ctx, x: number, top: number, s: number, k: Kit, i: number): string {
  const w = s * 0.5, h = s * 0.32, y0 = top - s * 0.03 - h, m = s * 0.025;
  const sx = x - w / 2 + m, sy = y0 + m, sw = w - m * 2, shh = h - m * 2;
  const cols = [c.t.primary, c.t.second, mix(c.t.primary, c.t.second, 0.5)];
  let bars = `M${n(sx + sw * 0.08)} ${n(sy + shh * 0.2)}h${n(sw * 0.5)}`;
  for (let j = 0; j < 3; j++) bars += `M${n(sx + sw * 0.08)} ${n(sy + shh * (0.45 + j * 0.18))}h${n(sw * (0.7 - ((i + j) % 3) * 0.15))}`;
  return [rect(x - w / 2, y0, w, h, k.bezel, { rx: s * 0.02 }), rect(sx, sy, sw, shh, k.screen),
    path(bars, 'none', { stroke: mix(k.screen, c.t.text, 0.3), sw: Math.max(1.5, shh * 0.07), round: true }),
    rect(sx + sw * 0.7, sy + shh * 0.12, sw * 0.2, shh * 0.2, cols[i % 3] as string, { rx: 1 }),
    rect(x - w * 0.62, top - s * 0.035, w * 1.24, s * 0.035, k.alu, { rx: 2 })].join('');
}

/**
 * An office chair on a five-star base at x, s tall-ish, in `col`: facing us (its back behind the seat) or (back) turned
 * away, tucked toward a desk, its back in front of the seat; `high` a high back, which shows above laptops on a bench.
 */
function officeChair(c: Ctx, x: number, f: number, s: number, col: string, k: Kit, back: boolean, high = false): string {
  const seatY = f - s * 0.5, bw = s * (high ? 0.6 : 0.52), bt = f - s * (high ? 1.36 : 1.08);
  const rest = rect(x - bw / 2, bt, bw, f - s * 0.52 - bt, shade(col, back ? 0.05 : 0.14), { rx: s * 0.1 });
  const base = [path(`M${n(x)} ${n(seatY)}V${n(f - s * 0.1)}M${n(x - s * 0.3)} ${n(f - s * 0.04)}L${n(x)} ${n(f - s * 0.1)}L${n(x + s * 0.3)} ${n(f - s * 0.04)}M${n(x)} ${n(f - s * 0.1)}V${n(f - s * 0.03)}`, 'none', { stroke: k.metal, sw: Math.max(2, s * 0.04), round: true }),
    path(circleD(x - s * 0.3, f - s * 0.025, s * 0.025) + circleD(x + s * 0.3, f - s * 0.025, s * 0.025) + circleD(x, f - s * 0.025, s * 0.025), k.ink),
    path(`M${n(x - s * 0.3)} ${n(seatY)}V${n(seatY - s * 0.16)}h${n(s * 0.1)}M${n(x + s * 0.3)} ${n(seatY)}V${n(seatY - s * 0.16)}h${n(-s * 0.1)}`, 'none', { stroke: k.metal, sw: Math.max(2, s * 0.03), round: true }),
    rect(x - s * 0.3, seatY - s * 0.02, s * 0.6, s * 0.1, col, { rx: s * 0.04 })];
  return sh(c, x, f, s * 0.7) + (back ? base.join('') + rest : rest + base.join(''));
}

/** A messenger bag at (x, y) (its bottom), s wide: the body, its flap in `col` with a buckle, the strap looped over. */
function laptopBag(c: Ctx, x: number, y: number, s: number, col: string): string {
  const body = shade(col, 0.25);
  return [path(`M${n(x - s * 0.32)} ${n(y - s * 0.55)}Q${n(x)} ${n(y - s * 1.15)} ${n(x + s * 0.32)} ${n(y - s * 0.55)}`, 'none', { stroke: shade(col, 0.45), sw: Math.max(2, s * 0.06) }),
    rect(x - s * 0.5, y - s * 0.62, s, s * 0.62, body, { rx: s * 0.08 }), path(`M${n(x - s * 0.5)} ${n(y - s * 0.54)}Q${n(x - s * 0.5)} ${n(y - s * 0.62)} ${n(x - s * 0.42)} ${n(y - s * 0.62)}H${n(x + s * 0.42)}Q${n(x + s * 0.5)} ${n(y - s * 0.62)} ${n(x + s * 0.5)} ${n(y - s * 0.54)}V${n(y - s * 0.22)}H${n(x - s * 0.5)}Z`, col),
    rect(x - s * 0.07, y - s * 0.3, s * 0.14, s * 0.12, '#d9b45a', { rx: 2 })].join('');
}

/** A long table from x0 to x1 with its top at `top`, on steel legs to f. */
function table(c: Ctx, x0: number, x1: number, top: number, f: number, s: number, k: Kit, legs = 2): string {
  let d = '';
  for (let i = 0; i < legs; i++) {
    const lx = x0 + s * 0.14 + ((x1 - x0 - s * 0.28) * i) / Math.max(1, legs - 1);
    d += `M${n(lx)} ${n(top)}V${n(f)}M${n(lx - s * 0.12)} ${n(f)}h${n(s * 0.24)}`;
  }
  return sh(c, (x0 + x1) / 2, f, (x1 - x0) * 1.02) + path(d, 'none', { stroke: k.metal, sw: Math.max(2, s * 0.045) }) + rect(x0, top, x1 - x0, s * 0.06, k.wood, { rx: 2 }) + rect(x0, top + s * 0.045, x1 - x0, s * 0.015, shade(k.wood, 0.2));
}

/** A laptop on a table top at x seen from behind: its lid with a round badge, the edge of its base. */
function lid(c: Ctx, x: number, top: number, s: number, k: Kit): string {
  const w = s * 0.5, h = s * 0.32;
  return rect(x - w / 2, top - s * 0.03 - h, w, h, k.alu, { rx: s * 0.02 }) + circle(x, top - s * 0.03 - h / 2, s * 0.03, shade(k.alu, 0.12)) + rect(x - w * 0.55, top - s * 0.03, w * 1.1, s * 0.03, shade(k.alu, 0.2), { rx: 2 });
}

/**
 * A bench of laptops from x0 to x1 standing at f, laptops at `at` (fractions of its length): high-backed chairs behind it
 * facing us, a felt modesty panel under its top; or (`lids`) seen from the other side, the laptops' lids toward us and
 * the chairs pulled out in front of it, their backs to us.
 */
function bench(c: Ctx, x0: number, x1: number, f: number, s: number, k: Kit, at: readonly number[], chairs: readonly number[], lids = false): string {
  const top = f - s * 0.74, len = x1 - x0;
  const seat = (q: number, i: number, back: boolean) => officeChair(c, x0 + len * q, back ? f + s * 0.26 : f - s * 0.06, s * 0.95, i % 2 ? k.seat2 : k.seat, k, back, !back);
  const out = lids ? [] : chairs.map((q, i) => seat(q, i, false));
  out.push(table(c, x0, x1, top, f, s, k, len > s * 3.4 ? 3 : 2));
  if (!lids) out.push(rect(x0 + s * 0.08, top + s * 0.06, len - s * 0.16, s * 0.16, c.t.dark ? mix(k.wall, c.t.second, 0.25) : mix(k.wall, c.t.second, 0.2)));
  at.forEach((q, i) => out.push(lids ? lid(c, x0 + len * q, top, s, k) : laptop(c, x0 + len * q, top, s, k, i)));
  if (lids) chairs.forEach((q, i) => out.push(seat(q, i, true)));
  return out.join('');
}

/** A plant in a pot on a table top: a small version of the floor plant. */
const deskPlant = (c: Ctx, x: number, top: number, s: number) => pottedPlant(c, x, top, s * 0.34);

// ---------------------------------------------------------------------------------------------------------------
// The desks section's cards.

/** A hot desk: a long bench in an open-plan room under loft windows, another bench beyond, laptops, a free seat with a bag. */
function hotDesk(c: Ctx): string {
  const { H, t } = c;
  const { s, x, k } = stageOf(c, 0.9), base = H * 0.6, f = H * 0.9;
  const out = [room(c, base, 'wood', k), loftWindows(c, x(0.05), x(0.95), H * 0.07, base - H * 0.14, k)];
  // The row beyond: smaller, standing just past the wall's foot.
  out.push(bench(c, x(0.16), x(0.84), base + H * 0.07, s * 0.5, k, [0.14, 0.38, 0.64, 0.88], [0.14, 0.38, 0.64, 0.88]), pottedPlant(c, x(0.93), base + H * 0.08, s * 0.7));
  out.push(pendants(c, [x(0.22), x(0.5), x(0.78)], H * 0.3, s * 0.9, t.primary));
  // The near bench: three laptops, and a free place with a mug where a chair stands pulled out, a laptop bag on its seat.
  const x0 = x(0.04), x1 = x(0.96), top = f - s * 0.74, len = x1 - x0;
  out.push(bench(c, x0, x1, f, s, k, [0.12, 0.36, 0.86], [0.12, 0.36, 0.86]));
  out.push(mug(c, x0 + len * 0.6, top, s * 0.12, t.second, true), rect(x0 + len * 0.6 + s * 0.14, top - s * 0.02, s * 0.3, s * 0.02, tint(t.primary, 0.6)),
    deskPlant(c, x0 + len * 0.24, top, s));
  const cx = x0 + len * 0.62, cf = H * 0.985;
  out.push(officeChair(c, cx, cf, s, k.seat, k, false), laptopBag(c, cx - s * 0.02, cf - s * 0.54, s * 0.42, t.primary));
  return out.join('');
}

/** A dedicated desk: a monitor on an arm, a desk lamp, a pedestal, a plant and a photo, a pinboard, the chair tucked in. */
function dedicatedDesk(c: Ctx): string {
  const { W, H, t } = c;
  const { s, x, k } = stageOf(c, 0.84), f = H * 0.84;
  const out = [room(c, f, 'wood', k)];
  const dx = x(0.44), w = s * 2.6, top = f - s * 0.78, x0 = dx - w / 2, x1 = dx + w / 2;
  // The wall: a window at the start, a pinboard of notes over the desk, a shelf with a box file.
  out.push(loftWindows(c, x(0.02), x(0.02) + W * 0.16, H * 0.1, f - s * 1.5, k));
  const px = dx + s * 0.15, py = f - s * 2.6, pw = s * 1.2, ph = s * 0.75;
  let notes = '';
  const noteCols = [tint(t.primary, 0.55), '#f6e27a', tint(t.second, 0.5), '#f4b6a8', '#ffffff'];
  const pins: string[] = [];
  for (let i = 0; i < 5; i++) {
    const nx = px + pw * (0.08 + (i % 3) * 0.3), ny = py + ph * (0.1 + Math.floor(i / 3) * 0.46), nw = pw * (i === 4 ? 0.34 : 0.22), nh = ph * 0.34;
    notes += rect(nx, ny, nw, nh, noteCols[i] as string, { tf: `rotate(${(i % 2 ? 3 : -3)} ${n(nx)} ${n(ny)})` });
    pins.push(circleD(nx + nw / 2, ny + nh * 0.12, Math.max(2, s * 0.018)));
  }
  out.push(rect(px - 6, py - 6, pw + 12, ph + 12, shade(k.wood, 0.15)), rect(px, py, pw, ph, mix('#c99a66', t.primary, 0.06)), notes, path(pins.join(''), t.primary));
  out.push(rect(x(0.8), f - s * 1.95, s * 0.9, s * 0.05, shade(k.wood, 0.05)), rect(x(0.8) + s * 0.08, f - s * 2.3, s * 0.18, s * 0.35, t.second, { rx: 2 }), rect(x(0.8) + s * 0.28, f - s * 2.25, s * 0.14, s * 0.3, tint(t.primary, 0.3), { rx: 2 }),
    deskPlant(c, x(0.8) + s * 0.66, f - s * 1.95, s * 1.1));
  // The desk, its pedestal under the end, the lamp, the monitor on its arm, the keyboard, the photo and a plant.
  const ped = x1 - s * 0.62, pedCol = t.dark ? mix('#c5cbd3', t.bg, 0.25) : mix('#eef0f2', t.primary, 0.04);
  let drawers = '';
  for (const q of [0.28, 0.56]) drawers += `M${n(ped + s * 0.02)} ${n(top + s * 0.08 + (f - top - s * 0.14) * q)}h${n(s * 0.46)}`;
  out.push(table(c, x0, x1, top, f, s, k), rect(ped, top + s * 0.07, s * 0.5, f - top - s * 0.12, pedCol, { rx: 3 }), path(drawers, 'none', { stroke: shade(pedCol, 0.2), sw: 1.5 }),
    path(`M${n(ped + s * 0.19)} ${n(top + s * 0.16)}h${n(s * 0.12)}M${n(ped + s * 0.19)} ${n(top + s * 0.34)}h${n(s * 0.12)}M${n(ped + s * 0.19)} ${n(top + s * 0.52)}h${n(s * 0.12)}`, 'none', { stroke: k.metal, sw: Math.max(2, s * 0.025), round: true }),
    path(circleD(ped + s * 0.08, f - s * 0.025, s * 0.025) + circleD(ped + s * 0.42, f - s * 0.025, s * 0.025), k.ink));
  // The lamp at the start end, its shade over the desk; the monitor on an arm clamped to the back edge beside it.
  const glow = c.defs.rad([[0, '#ffd58a', 0.5], [1, '#ffd58a', 0]]), lx = dx - s * 1.12, hx = dx - s * 0.92, hy = top - s * 0.66;
  out.push(circle(hx, top - s * 0.22, s * 0.36, glow), ellipse(lx, top - s * 0.015, s * 0.12, s * 0.03, k.metal),
    path(`M${n(lx)} ${n(top)}L${n(lx - s * 0.1)} ${n(top - s * 0.5)}L${n(hx)} ${n(hy - s * 0.06)}`, 'none', { stroke: k.metal, sw: Math.max(2, s * 0.03), round: true }),
    path(`M${n(hx - s * 0.05)} ${n(hy - s * 0.07)}H${n(hx + s * 0.05)}L${n(hx + s * 0.16)} ${n(hy + s * 0.12)}H${n(hx - s * 0.16)}Z`, t.primary));
  const mx = dx - s * 0.05, mw = s * 0.96, mh = s * 0.56, my = top - s * 1.0, px0 = mx - mw / 2 - s * 0.12;
  out.push(rect(px0 - s * 0.05, top - s * 0.06, s * 0.1, s * 0.06, k.metal), path(`M${n(px0)} ${n(top - s * 0.06)}V${n(top - s * 0.62)}L${n(mx - mw * 0.2)} ${n(my + mh * 0.55)}`, 'none', { stroke: k.metal, sw: Math.max(3, s * 0.035), round: true }),
    circle(px0, top - s * 0.62, Math.max(2, s * 0.03), k.metal),
    rect(mx - mw / 2, my, mw, mh, k.bezel, { rx: 3 }), rect(mx - mw / 2 + s * 0.025, my + s * 0.025, mw - s * 0.05, mh - s * 0.05, k.screen),
    rect(mx - mw / 2 + s * 0.06, my + s * 0.06, mw * 0.22, mh - s * 0.12, tint(t.primary, t.dark ? 0.2 : 0.55), { rx: 2 }),
    path(`M${n(mx - mw * 0.18)} ${n(my + mh * 0.3)}h${n(mw * 0.55)}M${n(mx - mw * 0.18)} ${n(my + mh * 0.5)}h${n(mw * 0.4)}M${n(mx - mw * 0.18)} ${n(my + mh * 0.7)}h${n(mw * 0.5)}`, 'none', { stroke: mix(k.screen, t.text, 0.3), sw: Math.max(2, mh * 0.06), round: true }),
    rect(mx - s * 0.36, top - s * 0.03, s * 0.6, s * 0.03, k.alu, { rx: 2 }), ellipse(mx + s * 0.36, top - s * 0.015, s * 0.05, s * 0.02, k.alu));
  // A framed photo of a landscape and a plant at the other end.
  const fx = dx + s * 0.5;
  out.push(rect(fx, top - s * 0.26, s * 0.2, s * 0.26, shade(k.wood, 0.35), { rx: 2 }), rect(fx + s * 0.025, top - s * 0.235, s * 0.15, s * 0.2, mix('#bcd9ee', t.second, 0.2)),
    path(`M${n(fx + s * 0.025)} ${n(top - s * 0.035)}L${n(fx + s * 0.09)} ${n(top - s * 0.12)}L${n(fx + s * 0.175)} ${n(top - s * 0.035)}Z`, mix('#7fae78', t.second, 0.15)),
    deskPlant(c, x1 - s * 0.24, top, s));
  // The chair tucked in, its back to us, and a plant on the floor.
  out.push(officeChair(c, mx, f + s * 0.02, s, k.seat2, k, true), pottedPlant(c, x(0.92), f, s * 1.15));
  return out.join('');
}

/** The frosted band across glass from x0 to x1 at y, h high. */
function frosted(x0: number, x1: number, y: number, h: number): string {
  return rect(x0, y, x1 - x0, h, '#ffffff', { op: 0.55 }) + path(`M${n(x0)} ${n(y)}H${n(x1)}M${n(x0)} ${n(y + h)}H${n(x1)}`, 'none', { stroke: '#ffffff', sw: 2, op: 0.8 });
}

/** Glass from x0 to x1, y0 to y1: a tint, two long reflections, mullions at `mull` and the frame. */
function glazing(c: Ctx, x0: number, x1: number, y0: number, y1: number, k: Kit, mull: readonly number[], s: number): string {
  const w = x1 - x0, h = y1 - y0;
  let glints = '', bars = '';
  for (const q of [0.18, 0.62]) glints += `M${n(x0 + w * q)} ${n(y1 - h * 0.1)}L${n(x0 + w * (q + 0.12))} ${n(y0 + h * 0.1)}`;
  for (const q of mull) bars += `M${n(x0 + w * q)} ${n(y0)}V${n(y1)}`;
  return [rect(x0, y0, w, h, k.glass, { op: 0.32 }), path(glints, 'none', { stroke: '#ffffff', sw: w * 0.03, op: c.t.dark ? 0.1 : 0.18, round: true }),
    path(bars, 'none', { stroke: k.metal, sw: Math.max(3, s * 0.03) }), rect(x0, y0, w, h, 'none', { stroke: k.metal, sw: Math.max(4, s * 0.045) })].join('');
}

/** A whiteboard at (x, y), w × h: a frame, coloured marker strokes and a small bar chart, sticky notes, the pen tray. */
function whiteboard(c: Ctx, x: number, y: number, w: number, h: number): string {
  const { t } = c;
  const out = [rect(x, y, w, h, '#fbfcfd', { stroke: '#aab1bb', sw: Math.max(2, h * 0.03) }),
    path(`M${n(x + w * 0.08)} ${n(y + h * 0.25)}q${n(w * 0.1)} ${n(-h * 0.12)} ${n(w * 0.2)} 0t${n(w * 0.2)} 0M${n(x + w * 0.08)} ${n(y + h * 0.45)}h${n(w * 0.3)}`, 'none', { stroke: t.primary, sw: Math.max(2, h * 0.035), round: true }),
    path(`M${n(x + w * 0.5)} ${n(y + h * 0.8)}v${n(-h * 0.2)}M${n(x + w * 0.58)} ${n(y + h * 0.8)}v${n(-h * 0.38)}M${n(x + w * 0.66)} ${n(y + h * 0.8)}v${n(-h * 0.28)}M${n(x + w * 0.74)} ${n(y + h * 0.8)}v${n(-h * 0.5)}`, 'none', { stroke: t.second, sw: Math.max(3, w * 0.035) }),
    rect(x + w * 0.1, y + h * 0.58, w * 0.13, h * 0.22, '#f6e27a'), rect(x + w * 0.26, y + h * 0.6, w * 0.13, h * 0.22, tint(t.primary, 0.55)),
    rect(x + w * 0.3, y + h, w * 0.4, Math.max(3, h * 0.04), '#aab1bb')];
  return out.join('');
}

/** A private office seen from the corridor: a glass wall with its door (frame, handle, frosted band), inside a table for four. */
function privateOffice(c: Ctx): string {
  const { W, H, t } = c;
  const { s, x, k } = stageOf(c, 0.86);
  const fg = H * 0.86, gy = H * 0.08, inner = H * 0.68, si = s * 0.78;
  const g0 = x(0.04), g1 = x(0.8);
  // The corridor's wall and floor; the office's own back wall and floor behind the glass, a shade apart.
  const out = [room(c, fg, 'carpet', k)];
  const back = t.dark ? mix(k.wall, t.second, 0.08) : mix(k.wall, t.second, 0.06);
  out.push(rect(g0, gy, g1 - g0, inner - gy, back), rect(g0, inner, g1 - g0, fg - inner, t.dark ? mix('#4a4d55', t.bg, 0.5) : mix('#cfc9c0', t.bg, 0.3)));
  // Inside: the whiteboard and a shelf of files, a plant in the corner, a pendant over a table for four.
  const tx = (g0 + g1) / 2 + s * 0.25, tf = inner + (fg - inner) * 0.55, top = tf - si * 0.74;
  out.push(whiteboard(c, tx - si * 1.1, gy + (inner - gy) * 0.18, si * 1.5, si * 0.9),
    rect(g1 - si * 1.3, gy + (inner - gy) * 0.34, si * 0.95, si * 0.05, shade(k.wood, 0.1)),
    ...[0, 1, 2].map((i) => rect(g1 - si * 1.24 + i * si * 0.14, gy + (inner - gy) * 0.34 - si * (0.34 - (i % 2) * 0.04), si * 0.11, si * (0.34 - (i % 2) * 0.04), [t.primary, t.second, tint(t.primary, 0.4)][i] as string, { rx: 2 })),
    deskPlant(c, g1 - si * 0.6, gy + (inner - gy) * 0.34, si * 1.1), pottedPlant(c, g0 + si * 0.55, inner + si * 0.2, si * 1.1),
    pendants(c, [tx], fg - s * 1.58, si * 0.9, t.dark ? tint(t.second, 0.2) : t.second));
  out.push(officeChair(c, tx - si * 0.55, tf - si * 0.06, si * 0.95, k.seat, k, false), officeChair(c, tx + si * 0.55, tf - si * 0.06, si * 0.95, k.seat2, k, false),
    table(c, tx - si * 1.25, tx + si * 1.25, top, tf, si, k), laptop(c, tx - si * 0.55, top, si, k, 0), laptop(c, tx + si * 0.6, top, si, k, 1), mug(c, tx, top, si * 0.11, t.primary, false),
    officeChair(c, tx - si * 0.95, tf + si * 0.16, si * 0.95, k.seat2, k, true), officeChair(c, tx + si * 0.95, tf + si * 0.16, si * 0.95, k.seat, k, true));
  // The glass front and its door at the start side: a wider frame, hinges, a long bar handle, the frosted band across both.
  const d0 = g0 + (g1 - g0) * 0.03, d1 = d0 + s * 0.95, band = fg - s * 1.5;
  out.push(glazing(c, g0, g1, gy, fg, k, [0.28, 0.5, 0.76], s), frosted(g0, g1, band, s * 0.2),
    rect(d0, gy + s * 0.06, d1 - d0, fg - gy - s * 0.06, 'none', { stroke: k.metal, sw: Math.max(5, s * 0.06) }),
    path(`M${n(d0)} ${n(gy + s * 0.3)}v${n(s * 0.18)}M${n(d0)} ${n(fg - s * 0.5)}v${n(s * 0.18)}`, 'none', { stroke: shade(k.metal, 0.3), sw: Math.max(6, s * 0.08) }),
    rect(d1 - s * 0.16, fg - s * 1.0, s * 0.045, s * 0.5, '#b8bec7', { rx: s * 0.02 }), path(`M${n(d1 - s * 0.14)} ${n(fg - s * 0.95)}h${n(s * 0.1)}M${n(d1 - s * 0.14)} ${n(fg - s * 0.55)}h${n(s * 0.1)}`, 'none', { stroke: '#8d949e', sw: Math.max(2, s * 0.02) }),
    rect(g0 - s * 0.04, fg - s * 0.04, g1 - g0 + s * 0.08, s * 0.05, k.metal));
  // The corridor beside: a picture and a plant on the solid wall.
  out.push(wallArt(c, g1 + (W - g1) * 0.2, gy + s * 0.5, (W - g1) * 0.55, s * 0.8), pottedPlant(c, g1 + (W - g1) * 0.5, H * 0.95, s * 1.1));
  return out.join('');
}

// ---------------------------------------------------------------------------------------------------------------
// The views of the rest of the page.

/**
 * The shared space: a bench of laptops under pendants, high-backed chairs behind it, a glass meeting room beyond with its
 * table and chairs, a picture, plants; or (alt) from the other side: the laptops' lids, the chairs pulled out toward us,
 * tall windows behind, a floor lamp.
 */
function sharedSpace(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const { s, x, k, f } = stageOf(c, 0.84);
  const out = [room(c, f, alt ? 'concrete' : 'wood', k), duct(c, H * 0.03, H * 0.05, k)];
  if (alt) {
    const x0 = x(0.3), x1 = x(0.92), len = x1 - x0, top = f - s * 0.74;
    out.push(loftWindows(c, x(0.3), x(0.94), H * 0.14, f - s * 1.25, k), wallArt(c, x(0.04), H * 0.16, W * 0.11, H * 0.18), floorLamp(c, x(0.23), f, s), pottedPlant(c, x(0.11), f, s * 1.05),
      pendants(c, [x(0.42), x(0.61), x(0.8)], H * 0.44, s, t.second),
      mug(c, x0 + len * 0.62, top, s * 0.12, t.primary, true), deskPlant(c, x0 + len * 0.27, top, s),
      bench(c, x0, x1, f, s, k, [0.13, 0.4, 0.86], [0.13, 0.4, 0.62, 0.86], true));
    return out.join('');
  }
  // The meeting room: its back wall and a picture, a table and chairs, the glass with mullions and a frosted band.
  const gx = x(0.62), g1 = x(0.97), gy = H * 0.16, si = s * 0.72, tf = f - s * 0.1, cx = (gx + g1) / 2;
  out.push(rect(gx, gy, g1 - gx, f - gy, mix(k.wall, t.second, 0.06)), wallArt(c, cx - si * 0.5, gy + (f - gy) * 0.16, si, si * 0.7),
    ...[-0.8, 0, 0.8].map((q, i) => officeChair(c, cx + si * q, tf - si * 0.05, si * 0.9, i === 1 ? k.seat2 : k.seat, k, false)),
    table(c, cx - si * 1.4, cx + si * 1.4, tf - si * 0.74, tf, si, k), glazing(c, gx, g1, gy, f, k, [0.25, 0.5, 0.75], s), frosted(gx, g1, f - s * 1.5, s * 0.16));
  // The bench under its pendants: four places, three laptops and a mug at the free one; a picture between the cords.
  const x0 = x(0.03), x1 = x(0.57), len = x1 - x0, top = f - s * 0.74;
  out.push(wallArt(c, x(0.165), H * 0.15, W * 0.1, H * 0.15), pendants(c, [x(0.12), x(0.3), x(0.48)], H * 0.44, s * 0.9, t.primary),
    bench(c, x0, x1, f, s, k, [0.12, 0.37, 0.88], [0.12, 0.37, 0.63, 0.88]), mug(c, x0 + len * 0.6, top, s * 0.12, t.second, true), deskPlant(c, x0 + len * 0.5, top, s));
  if (!c.behindText) out.push(pottedPlant(c, x(0.9), f + H * 0.06, s * 0.95));
  return out.join('');
}

/** A phone booth standing at x, s × 2.3 tall: felt sides in `col`, a glass door with a handle, a stool and a shelf (busy: a laptop on it), a lit roof. */
function booth(c: Ctx, x: number, f: number, s: number, col: string, k: Kit, busy: boolean): string {
  const w = s * 0.95, h = s * 2.35, x0 = x - w / 2, y0 = f - h, side = s * 0.1;
  const inside = c.t.dark ? shade(col, 0.45) : shade(col, 0.3);
  return [sh(c, x + side, f, w * 1.2), path(`M${n(x0 + w)} ${n(y0 + s * 0.04)}l${n(side * 1.4)} ${n(-s * 0.08)}V${n(f - s * 0.04)}L${n(x0 + w)} ${n(f)}Z`, shade(col, 0.3)),
    rect(x0, y0, w, h, col, { rx: s * 0.04 }), rect(x0 + side, y0 + s * 0.2, w - side * 2, h - s * 0.3, inside),
    rect(x0 + side, y0 + s * 0.2, w - side * 2, s * 0.05, '#fff1c9', { op: 0.9 }),
    rect(x0 + side + s * 0.05, f - s * 0.88, w - side * 2 - s * 0.1, s * 0.05, shade(k.wood, 0.05)),
    path(`M${n(x - s * 0.1)} ${n(f - s * 0.55)}V${n(f - s * 0.12)}M${n(x + s * 0.1)} ${n(f - s * 0.55)}V${n(f - s * 0.12)}`, 'none', { stroke: k.metal, sw: Math.max(2, s * 0.03) }),
    rect(x - s * 0.16, f - s * 0.6, s * 0.32, s * 0.07, shade(col, 0.1), { rx: s * 0.03 }), busy ? laptop(c, x, f - s * 0.88, s * 0.7, k, 1) : '',
    rect(x0 + side, y0 + s * 0.2, w - side * 2, h - s * 0.3, k.glass, { op: 0.3 }),
    path(`M${n(x0 + w * 0.3)} ${n(f - s * 0.3)}L${n(x0 + w * 0.55)} ${n(y0 + s * 0.5)}`, 'none', { stroke: '#ffffff', sw: w * 0.06, op: 0.2, round: true }),
    rect(x0 + side, y0 + s * 0.2, w - side * 2, h - s * 0.3, 'none', { stroke: k.metal, sw: Math.max(2, s * 0.025) }),
    rect(x0 + w - side - s * 0.09, f - s * 1.3, s * 0.035, s * 0.36, '#b8bec7', { rx: 2 }), rect(x0, y0, w, s * 0.12, shade(col, 0.15), { rx: s * 0.04 }),
    rect(x0, f - s * 0.1, w, s * 0.1, shade(col, 0.2))].join('');
}

/** A row of phone booths against an acoustic wall, a side table with a lamp, a plant. */
function phoneBooths(c: Ctx): string {
  const { H, t } = c;
  const { s, x, k, f } = stageOf(c, 0.84);
  const out = [room(c, f, 'carpet', k)];
  // Felt hexagons on the wall behind.
  let hex = '';
  const r = s * 0.16;
  for (let i = 0; i < 7; i++) {
    const hx = x(0.06) + i * r * 1.8, hy = H * 0.2 + (i % 2) * r * 1.55;
    hex += `M${n(hx - r)} ${n(hy)}l${n(r / 2)} ${n(-r * 0.87)}h${n(r)}l${n(r / 2)} ${n(r * 0.87)}l${n(-r / 2)} ${n(r * 0.87)}h${n(-r)}Z`;
  }
  out.push(path(hex, t.dark ? mix(t.second, t.bg, 0.55) : tint(t.second, 0.55)), path(hex, 'none', { stroke: shade(k.wall, 0.1), sw: 1 }));
  const cols = [mix(t.primary, t.card, 0.15), mix(t.second, t.card, 0.2), t.dark ? mix('#8d94a0', t.bg, 0.3) : mix('#6b7280', t.primary, 0.1)];
  [0.36, 0.56, 0.76].forEach((q, i) => out.push(booth(c, x(q), f, s, cols[i] as string, k, i === 1)));
  const tx = x(0.14), top = f - s * 0.55;
  out.push(sh(c, tx, f, s * 0.6), path(`M${n(tx)} ${n(top)}V${n(f)}M${n(tx - s * 0.16)} ${n(f)}h${n(s * 0.32)}`, 'none', { stroke: k.metal, sw: Math.max(2, s * 0.04) }),
    rect(tx - s * 0.3, top - s * 0.04, s * 0.6, s * 0.05, k.wood, { rx: 2 }), mug(c, tx + s * 0.12, top - s * 0.04, s * 0.1, t.primary, false),
    floorLamp(c, x(0.05), f, s * 0.95), pottedPlant(c, x(0.92), f, s * 1.2));
  return out.join('');
}

/** A bar stool at x, seat at f - 0.95 s: a round seat in `col`, four splayed legs, a foot ring. */
function barStool(x: number, f: number, s: number, col: string, k: Kit): string {
  const seat = f - s * 0.95;
  return [path(`M${n(x - s * 0.12)} ${n(seat)}L${n(x - s * 0.2)} ${n(f)}M${n(x + s * 0.12)} ${n(seat)}L${n(x + s * 0.2)} ${n(f)}M${n(x - s * 0.04)} ${n(seat)}L${n(x - s * 0.06)} ${n(f - s * 0.02)}M${n(x + s * 0.04)} ${n(seat)}L${n(x + s * 0.06)} ${n(f - s * 0.02)}M${n(x - s * 0.17)} ${n(f - s * 0.35)}h${n(s * 0.34)}`, 'none', { stroke: k.metal, sw: Math.max(2, s * 0.035), round: true }),
    rect(x - s * 0.2, seat - s * 0.07, s * 0.4, s * 0.09, col, { rx: s * 0.045 })].join('');
}

/** An espresso machine on a counter at (x, top): a steel box, two group heads, a cup under one, a steam wand. */
function espresso(c: Ctx, x: number, top: number, s: number, k: Kit): string {
  const w = s * 0.8, h = s * 0.55, steel = c.t.dark ? '#b5bcc6' : '#c8ced6';
  return [rect(x - w / 2, top - h, w, h, steel, { rx: s * 0.04 }), rect(x - w / 2, top - h, w, s * 0.1, c.t.primary, { rx: s * 0.03 }),
    rect(x - w / 2 + s * 0.06, top - h * 0.62, w - s * 0.12, s * 0.06, shade(steel, 0.2)),
    path(`M${n(x - w * 0.22)} ${n(top - h * 0.56)}v${n(s * 0.08)}M${n(x + w * 0.22)} ${n(top - h * 0.56)}v${n(s * 0.08)}`, 'none', { stroke: k.ink, sw: s * 0.06 }),
    rect(x - w * 0.22 - s * 0.05, top - s * 0.1, s * 0.1, s * 0.1, '#ffffff', { rx: 2 }), rect(x - w / 2 + s * 0.04, top - s * 0.04, w - s * 0.08, s * 0.04, shade(steel, 0.35)),
    path(`M${n(x + w / 2 - s * 0.05)} ${n(top - h * 0.5)}l${n(s * 0.06)} ${n(s * 0.3)}`, 'none', { stroke: shade(steel, 0.3), sw: Math.max(2, s * 0.025), round: true })].join('');
}

/** The coffee counter: tiles and open shelves of cups, the back counter with the machine, an island with stools (alt: a fridge and a fruit bowl). */
function coffeeCounter(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const { s, x, k, f } = stageOf(c, 0.86);
  const out = [room(c, f, 'concrete', k)];
  // The back counter along the wall with tiles above it, cabinets under.
  const bTop = f - s * 0.95 - s * 0.3, bx0 = x(0.04), bx1 = x(alt ? 0.74 : 0.96);
  let tiles = '';
  for (let y = bTop - s * 0.7; y < bTop; y += Math.max(4, s * 0.14)) tiles += `M${n(bx0)} ${n(y)}H${n(bx1)}`;
  for (let xx = bx0; xx < bx1; xx += Math.max(8, s * 0.28, (bx1 - bx0) / 40)) tiles += `M${n(xx)} ${n(bTop - s * 0.7)}V${n(bTop)}`;
  const cab = t.dark ? mix(t.primary, t.bg, 0.45) : mix(t.primary, '#ffffff', 0.7);
  let doors = '';
  for (let xx = bx0 + s * 0.45; xx < bx1 - s * 0.1; xx += Math.max(8, s * 0.45, (bx1 - bx0) / 24)) doors += `M${n(xx)} ${n(bTop + s * 0.08)}V${n(f - s * 0.32)}`;
  out.push(rect(bx0, bTop - s * 0.7, bx1 - bx0, s * 0.7, t.dark ? mix('#5b6470', t.bg, 0.4) : '#f4f6f7'), path(tiles, 'none', { stroke: shade(k.wall, 0.12), sw: 1 }),
    rect(bx0, bTop, bx1 - bx0, f - s * 0.3 - bTop, cab), path(doors, 'none', { stroke: shade(cab, 0.15), sw: 1.5 }), rect(bx0 - s * 0.03, bTop - s * 0.05, bx1 - bx0 + s * 0.06, s * 0.06, k.wood, { rx: 2 }));
  // Open shelves of cups and jars.
  const shelfY = [bTop - s * 1.0, bTop - s * 1.4], cupCols = [t.primary, '#ffffff', t.second, '#ffffff'];
  for (const y of shelfY) {
    out.push(rect(bx0 + s * 0.1, y, s * 1.3, s * 0.04, shade(k.wood, 0.08)));
    for (let i = 0; i < 4; i++) out.push(rect(bx0 + s * (0.2 + i * 0.3), y - s * 0.16, s * 0.16, s * 0.16, cupCols[(i + (y === shelfY[0] ? 0 : 1)) % 4] as string, { rx: s * 0.03 }));
  }
  out.push(espresso(c, x(0.4), bTop - s * 0.05, s, k));
  if (alt) {
    // A tall fridge at the end of the run, a fruit bowl on the island.
    const fx = bx1 + s * 0.08, fw = s * 0.85;
    const steel = t.dark ? '#b5bcc6' : mix('#d3d8de', t.primary, 0.04);
    out.push(rect(fx, f - s * 2.3, fw, s * 2.3, steel, { rx: s * 0.05 }), rect(fx + fw - s * 0.08, f - s * 2.3, s * 0.08, s * 2.3, shade(steel, 0.12), { rx: s * 0.04 }), path(`M${n(fx)} ${n(f - s * 1.55)}h${n(fw)}`, 'none', { stroke: shade(steel, 0.25), sw: 2 }),
      path(`M${n(fx + fw - s * 0.12)} ${n(f - s * 2.1)}v${n(s * 0.4)}M${n(fx + fw - s * 0.12)} ${n(f - s * 1.4)}v${n(s * 0.5)}`, 'none', { stroke: '#8d949e', sw: Math.max(2, s * 0.03), round: true }));
  } else out.push(wallArt(c, x(0.8), H * 0.1, W * 0.12, H * 0.2));
  out.push(pendants(c, [x(0.32), x(0.5), x(0.68)], H * 0.34, s * 0.85, alt ? t.second : t.primary));
  // The island in front, its top at bar height, with cups and (alt) fruit; stools before it.
  const i0 = x(0.2), i1 = x(0.8), iTop = f + H * 0.08 - s * 1.0, iF = f + H * 0.08;
  out.push(sh(c, (i0 + i1) / 2, iF, i1 - i0), rect(i0 + s * 0.08, iTop, i1 - i0 - s * 0.16, iF - iTop, shade(k.wood, 0.15)), rect(i0, iTop - s * 0.06, i1 - i0, s * 0.07, t.dark ? '#d8dade' : '#f2f1ee', { rx: 2 }),
    mug(c, i0 + (i1 - i0) * 0.3, iTop - s * 0.06, s * 0.12, t.primary, true), mug(c, i0 + (i1 - i0) * 0.42, iTop - s * 0.06, s * 0.12, '#ffffff', false));
  if (alt) out.push(ellipse(i0 + (i1 - i0) * 0.7, iTop - s * 0.1, s * 0.25, s * 0.06, '#ffffff'), path(circleD(i0 + (i1 - i0) * 0.66, iTop - s * 0.16, s * 0.07) + circleD(i0 + (i1 - i0) * 0.74, iTop - s * 0.15, s * 0.07), '#e8a33a'),
    path(circleD(i0 + (i1 - i0) * 0.7, iTop - s * 0.22, s * 0.07), '#8cb85c'));
  else out.push(deskPlant(c, i0 + (i1 - i0) * 0.72, iTop - s * 0.06, s));
  const stoolCol = alt ? k.seat2 : k.seat;
  for (const q of [0.22, 0.5, 0.78]) out.push(barStool(i0 + (i1 - i0) * q, H * 0.985, s, stoolCol, k));
  return out.join('');
}

/** The meeting room through its glass wall: a long table with six chairs, a screen on the wall, a linear pendant, plants. */
function meetingRoom(c: Ctx): string {
  const { W, H, t } = c;
  const { s, x, k } = stageOf(c, 0.88);
  const fg = H * 0.88, gy = H * 0.06, inner = H * 0.64, si = s * 0.95;
  const out = [room(c, fg, 'carpet', k), rect(0, gy, W, inner - gy, t.dark ? mix(k.wall, t.primary, 0.08) : mix(k.wall, t.primary, 0.05)),
    rect(0, inner, W, fg - inner, t.dark ? mix('#4a4d55', t.bg, 0.5) : mix('#cfc9c0', t.bg, 0.3))];
  // The screen on the back wall showing a chart, a low cabinet under it; plants in the corners.
  const cx = x(0.5), sw = si * 1.5, sh2 = si * 0.85, sy = gy + (inner - gy) * 0.12;
  const bars = [0.4, 0.6, 0.5, 0.8, 0.7].map((v, i) => `M${n(cx - sw * 0.3 + i * sw * 0.15)} ${n(sy + sh2 * 0.85)}v${n(-sh2 * 0.6 * v)}`).join('');
  out.push(rect(cx - sw / 2, sy, sw, sh2, k.bezel, { rx: 4 }), rect(cx - sw / 2 + s * 0.03, sy + s * 0.03, sw - s * 0.06, sh2 - s * 0.06, t.dark ? mix('#24324a', t.primary, 0.2) : mix('#dfe8f2', t.primary, 0.1)),
    path(bars, 'none', { stroke: t.second, sw: sw * 0.07 }), rect(cx - sw * 0.7, inner - si * 0.42, sw * 1.4, si * 0.42, k.wood, { rx: 3 }),
    pottedPlant(c, x(0.9), inner + si * 0.08, si * 1.1), pottedPlant(c, x(0.1), inner + si * 0.08, si * 0.9));
  const tf = inner + (fg - inner) * 0.55, top = tf - si * 0.74;
  // A linear pendant on two cords over the table.
  const glow = c.defs.rad([[0, '#ffd58a', 0.4], [1, '#ffd58a', 0]]), py = top - si * 0.95;
  out.push(ellipse(cx, py + si * 0.3, si * 1.8, si * 0.45, glow), path(`M${n(cx - si * 1.1)} ${n(gy)}V${n(py)}M${n(cx + si * 1.1)} ${n(gy)}V${n(py)}`, 'none', { stroke: k.metal, sw: 1.5 }),
    rect(cx - si * 1.3, py, si * 2.6, si * 0.07, k.metal, { rx: 2 }));
  out.push(...[-1.3, -0.45, 0.45, 1.3].map((q, i) => officeChair(c, cx + si * q, tf - si * 0.06, si * 0.92, i % 2 ? k.seat2 : k.seat, k, false, true)),
    table(c, cx - si * 1.85, cx + si * 1.85, top, tf, si, k, 3), laptop(c, cx - si * 0.45, top, si, k, 2), mug(c, cx + si * 0.2, top, si * 0.11, t.second, false),
    rect(cx + si * 1.0, top - si * 0.02, si * 0.35, si * 0.02, '#ffffff'),
    officeChair(c, cx - si * 0.9, tf + si * 0.22, si * 0.92, k.seat2, k, true), officeChair(c, cx + si * 0.9, tf + si * 0.22, si * 0.92, k.seat, k, true));
  out.push(glazing(c, x(0.02), x(0.98), gy, fg, k, [0.25, 0.5, 0.75], s), frosted(x(0.02), x(0.98), fg - s * 1.5, s * 0.16),
    rect(x(0.02) - s * 0.04, fg - s * 0.04, x(0.98) - x(0.02) + s * 0.08, s * 0.05, k.metal));
  return out.join('');
}

/** The lounge: a rug, a sofa and an armchair round a low table with books and cups, a bookcase, a floor lamp, plants. */
function lounge(c: Ctx): string {
  const { W, H, t } = c;
  const { s, x, k, f } = stageOf(c, 0.82);
  const out = [room(c, f, 'wood', k), rect(0, H * 0.12, W, f - H * 0.12, t.dark ? mix(k.wall, t.second, 0.1) : mix(k.wall, t.second, 0.07), { op: 0.6 })];
  out.push(loftWindows(c, x(0.36), x(0.7), H * 0.12, f - s * 1.3, k), wallArt(c, x(0.76), H * 0.18, W * 0.1, H * 0.16), bookcase(c, x(0.04), f, s * 1.05));
  out.push(ellipse(x(0.55), f + H * 0.09, W * 0.3, H * 0.05, t.sSoft, { op: 0.9 }), sofa(c, x(0.5), f + H * 0.02, s * 0.85, mix(t.primary, t.card, 0.3)),
    armchair(c, x(0.78), f + H * 0.05, s * 0.85, mix(t.second, t.card, 0.25), -1));
  const tx = x(0.5), ty = f + H * 0.12, top = ty - s * 0.32;
  out.push(sh(c, tx, ty, s * 1.2), path(`M${n(tx - s * 0.45)} ${n(top)}V${n(ty)}M${n(tx + s * 0.45)} ${n(top)}V${n(ty)}`, 'none', { stroke: shade(k.wood, 0.3), sw: Math.max(2, s * 0.04) }),
    rect(tx - s * 0.6, top - s * 0.05, s * 1.2, s * 0.06, k.wood, { rx: 2 }), rect(tx - s * 0.4, top - s * 0.12, s * 0.36, s * 0.07, t.primary, { rx: 1 }), rect(tx - s * 0.36, top - s * 0.17, s * 0.3, s * 0.05, tint(t.second, 0.3), { rx: 1 }),
    mug(c, tx + s * 0.25, top - s * 0.05, s * 0.11, '#ffffff', true), floorLamp(c, x(0.3), f + H * 0.01, s * 0.95), pottedPlant(c, x(0.95), f + H * 0.07, s * 0.95));
  return out.join('');
}

/** The entrance: a reception counter, a wall of members' lockers, a bench, a clock and a plant. */
function entrance(c: Ctx): string {
  const { H, t } = c;
  const { s, x, k, f } = stageOf(c, 0.84);
  const out = [room(c, f, 'concrete', k), duct(c, H * 0.03, H * 0.05, k)];
  // Lockers in two rows, doors in tints of the palette with small handles.
  const l0 = x(0.52), cols = 5, lw = s * 0.42, lh = s * 0.9, ly = f - lh * 2 - s * 0.1;
  const tints = [mix(t.primary, t.card, 0.2), mix(t.primary, t.card, 0.45), mix(t.second, t.card, 0.3)];
  let handles = '';
  for (let i = 0; i < cols; i++) for (let j = 0; j < 2; j++) {
    const lx = l0 + i * lw, y = ly + j * lh;
    out.push(rect(lx + 2, y + 2, lw - 4, lh - 4, tints[(i + j * 2) % 3] as string, { rx: 2 }));
    handles += `M${n(lx + lw * 0.78)} ${n(y + lh * 0.42)}v${n(lh * 0.16)}`;
  }
  out.push(path(handles, 'none', { stroke: k.metal, sw: Math.max(2, s * 0.025), round: true }), rect(l0, f - s * 0.1, lw * cols, s * 0.1, k.metal));
  // The bench in front of the lockers.
  const bx0 = l0 + s * 0.1, bx1 = l0 + lw * cols - s * 0.1, bt = f + H * 0.06 - s * 0.45;
  out.push(sh(c, (bx0 + bx1) / 2, f + H * 0.06, bx1 - bx0), path(`M${n(bx0 + s * 0.12)} ${n(bt)}V${n(f + H * 0.06)}M${n(bx1 - s * 0.12)} ${n(bt)}V${n(f + H * 0.06)}`, 'none', { stroke: k.metal, sw: Math.max(2, s * 0.045) }),
    rect(bx0, bt - s * 0.06, bx1 - bx0, s * 0.08, k.wood, { rx: 2 }), laptopBag(c, bx0 + s * 0.5, bt - s * 0.06, s * 0.4, t.second));
  // The reception counter with its screen and a vase, the clock over it, pendants.
  const rx = x(0.28), rw = s * 1.9, rt = f - s * 0.95;
  out.push(wallClock(c, rx, H * 0.26, Math.min(c.W, H) * 0.045), pendants(c, [rx - s * 0.6, rx + s * 0.6], H * 0.42, s * 0.8, t.primary),
    sh(c, rx, f, rw * 1.05), rect(rx - rw / 2, rt, rw, f - rt, k.wood, { rx: 3 }), rect(rx - rw / 2, rt + s * 0.3, rw, s * 0.14, t.primary, { op: 0.85 }),
    rect(rx - rw / 2 - s * 0.05, rt - s * 0.06, rw + s * 0.1, s * 0.07, t.dark ? '#d8dade' : '#f2f1ee', { rx: 2 }),
    rect(rx - s * 0.5, rt - s * 0.5, s * 0.6, s * 0.4, k.bezel, { rx: 3 }), rect(rx - s * 0.46, rt - s * 0.46, s * 0.52, s * 0.3, k.screen), rect(rx - s * 0.24, rt - s * 0.1, s * 0.08, s * 0.05, k.bezel),
    deskPlant(c, rx + s * 0.6, rt - s * 0.06, s), pottedPlant(c, x(0.06), f, s), pottedPlant(c, x(0.95), f + H * 0.04, s * 0.9));
  return out.join('');
}
