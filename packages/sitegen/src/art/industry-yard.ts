import type { Ctx } from './ctx';
import { mix, shade } from './palette';
import { circle, circleD, ellipse, n, path, rect } from './svg';
import { STEEL, TYRE, framed, hall, palletLoad, pallet, palletTruck, rollerShutter, shadow, skin, stageOf, suits, worker } from './industry-kit';

/**
 * The industrial scenes that meet the road (art/industry.ts walks them): a haulier's articulated lorry beside a
 * loading bay, and a food wholesaler's chilled store with crates of fruit and vegetables, a dairy cage and strip
 * curtains open onto a refrigerated van. No writing on the lorry, the van or anything else.
 */

/** Sky and far land for an outdoor scene from the top to the ground line g: day, or dusk on a dark site. */
function yardSky(c: Ctx, g: number): string {
  const { W, H, t } = c;
  const top = t.dark ? mix('#24264a', t.primary, 0.2) : mix('#8fc3ea', t.second, 0.15);
  const low = t.dark ? mix('#c07a7a', t.primary, 0.25) : mix('#eef5f9', t.bg, 0.2);
  const hill = t.dark ? mix('#3a3556', t.bg, 0.3) : mix('#b9cdb9', t.second, 0.1);
  return [rect(0, 0, W, g, c.defs.lin([[0, top], [1, low]])),
    path(`M0 ${n(g - H * 0.1)}Q${n(W * 0.25)} ${n(g - H * 0.16)} ${n(W * 0.5)} ${n(g - H * 0.1)}T${n(W)} ${n(g - H * 0.12)}V${n(g)}H0Z`, hill)].join('');
}

/**
 * An articulated lorry side-on, facing right, its trailer's rear at x and wheels on y, in metres m: a cab-over tractor
 * in `cab` (side window, door, steps, mirror, fuel tank, roof deflector), a long plain trailer with curtain straps and
 * side guards, three axles under its rear, landing legs. `driver` puts a figure at the wheel.
 */
export function lorry(c: Ctx, x: number, y: number, m: number, cab: string, driver: boolean): string {
  const X = (k: number) => x + k * m, Y = (k: number) => y - k * m;
  const box = c.t.dark ? '#d9dde2' : mix('#f6f7f8', c.t.bg, 0.1), dark = '#33373e';
  const out = [shadow(c, X(8.2), y, m * 17)];
  // The trailer: chassis, side guards, landing legs, the box with straps and rails, rear lights.
  let straps = '';
  for (let k = 0.8; k < 13.4; k += 0.9) straps += `M${n(X(k))} ${n(Y(3.85))}V${n(Y(1.45))}`;
  out.push(rect(X(0.2), Y(1.3), m * 13.2, m * 0.25, dark), path(`M${n(X(5.3))} ${n(Y(0.85))}H${n(X(10.2))}M${n(X(5.3))} ${n(Y(0.55))}H${n(X(10.2))}`, 'none', { stroke: STEEL, sw: m * 0.08 }),
    path(`M${n(X(10.6))} ${n(Y(1.1))}V${n(Y(0.12))}`, 'none', { stroke: '#5b616b', sw: m * 0.12 }), rect(X(10.45), Y(0.12), m * 0.3, m * 0.1, '#5b616b'),
    rect(X(0), Y(4), m * 13.6, m * 2.7, box, { rx: m * 0.08 }), path(straps, 'none', { stroke: shade(box, 0.07), sw: Math.max(1, m * 0.04) }),
    rect(X(0), Y(4), m * 13.6, m * 0.16, shade(box, 0.12)), rect(X(0), Y(1.46), m * 13.6, m * 0.18, shade(box, 0.18)),
    rect(X(-0.05), Y(1.25), m * 0.12, m * 0.3, '#d8312e'), rect(X(-0.05), Y(0.75), m * 0.2, m * 0.3, dark));
  // The tractor: chassis, fuel tank, the cab with its roof deflector up to the trailer's height.
  const xb = X(14.1), xf = X(16.5);
  out.push(rect(X(11.2), Y(1.15), m * 5.1, m * 0.3, dark), rect(X(12.6), Y(1.25), m * 1.2, m * 0.55, '#c9ced6', { rx: m * 0.25 }),
    path(`M${n(xb)} ${n(Y(3.45))}L${n(xb + m * 0.4)} ${n(Y(3.95))}H${n(xf - m * 0.6)}L${n(xf - m * 0.15)} ${n(Y(3.45))}Z`, shade(cab, 0.12)),
    path(`M${n(xb)} ${n(Y(1.05))}V${n(Y(3.45))}H${n(xf - m * 0.15)}Q${n(xf)} ${n(Y(3.4))} ${n(xf)} ${n(Y(3.1))}V${n(Y(1.05))}Z`, cab),
    path(`M${n(xf - m * 1.3)} ${n(Y(3.25))}H${n(xf - m * 0.18)}L${n(xf - m * 0.1)} ${n(Y(2.35))}H${n(xf - m * 1.3)}Z`, mix('#cfe0ea', c.t.bg, 0.15)),
    path(`M${n(xf - m * 1.4)} ${n(Y(3.3))}V${n(Y(1.3))}H${n(xf - m * 0.2)}`, 'none', { stroke: shade(cab, 0.25), sw: Math.max(1, m * 0.04) }),
    rect(xf - m * 1.25, Y(1.2), m * 0.5, m * 0.1, dark), rect(xf - m * 1.25, Y(0.85), m * 0.5, m * 0.1, dark),
    rect(xf - m * 0.35, Y(1.4), m * 0.45, m * 0.4, dark, { rx: m * 0.05 }), rect(xf - m * 0.12, Y(1.75), m * 0.14, m * 0.2, '#fff3c4'),
    path(`M${n(xf - m * 0.05)} ${n(Y(3.0))}l${n(m * 0.3)} ${n(-m * 0.1)}V${n(Y(2.3))}`, 'none', { stroke: dark, sw: m * 0.06 }), rect(xf + m * 0.2, Y(2.95), m * 0.12, m * 0.55, dark, { rx: m * 0.04 }),
    rect(xb - m * 0.05, Y(2.6), m * 0.06, m * 1.2, shade(cab, 0.2)));
  if (driver) out.push(circle(xf - m * 0.75, Y(2.85), m * 0.22, skin(4)), path(`M${n(xf - m * 1.1)} ${n(Y(2.35))}Q${n(xf - m * 0.75)} ${n(Y(2.75))} ${n(xf - m * 0.4)} ${n(Y(2.35))}Z`, mix('#2f4a6d', c.t.second, 0.15)));
  if (c.t.dark) out.push(ellipse(xf + m * 1.2, Y(1.65), m * 1.3, m * 0.35, c.defs.rad([[0, '#fff3c4', 0.45], [1, '#fff3c4', 0]])));
  // Wheels: three under the trailer's rear, the drive axle and the steer axle; mudguards over them.
  let guards = '';
  for (const k of [2.0, 3.3, 4.6, 12.0, 15.6]) guards += `M${n(X(k - 0.62))} ${n(Y(0.62))}A${n(m * 0.62)} ${n(m * 0.62)} 0 0 1 ${n(X(k + 0.62))} ${n(Y(0.62))}`;
  out.push(path(guards, 'none', { stroke: dark, sw: m * 0.12 }));
  for (const k of [2.0, 3.3, 4.6, 12.0, 15.6]) out.push(circle(X(k), Y(0.5), m * 0.5, TYRE), circle(X(k), Y(0.5), m * 0.24, '#c9ced6'));
  return out.join('');
}

/**
 * A haulier's yard: the distribution shed behind, its clad wall with dock doors over a raised loading bay under a
 * canopy, pallets and a pallet truck on the bay with a worker; in front on the yard the articulated lorry in the
 * brand colour, a road below. Close: the cab with its driver; the other side: the bay, a door open onto pallets.
 */
export function freight(c: Ctx, view: number): string {
  const { W, H, t } = c;
  const span = c.behindText ? 0.64 : 1, X = (k: number) => (c.behindText ? W * (0.36 + k * 0.64) : W * k);
  const m = Math.min((W * span * 0.82) / 16.8, H * 0.078), mb = m * 0.78;
  const g = H * 0.62, road = H * 0.87, deck = g - mb * 1.2;
  const out = [yardSky(c, g)];
  // A few clouds, and a lamp post on the yard.
  let clouds = '';
  for (const [k, y, r] of [[0.16, 0.1, 1], [0.5, 0.06, 0.7], [0.8, 0.13, 0.85]] as const) {
    const cx = W * k, cy = H * y, u = m * 1.1 * r;
    clouds += `M${n(cx - u * 2)} ${n(cy)}a${n(u)} ${n(u * 0.8)} 0 0 1 ${n(u * 1.2)} ${n(-u * 0.6)}a${n(u * 1.1)} ${n(u)} 0 0 1 ${n(u * 1.9)} ${n(u * 0.1)}a${n(u * 0.8)} ${n(u * 0.7)} 0 0 1 ${n(u * 0.9)} ${n(u * 0.5)}Z`;
  }
  out.push(path(clouds, '#ffffff', { op: t.dark ? 0.12 : 0.75 }));
  // The shed: cladding lines, a fascia band in the second colour, the office's windows at its end.
  const roof = g - mb * 8.5, clad = t.dark ? mix('#6b7380', t.bg, 0.2) : mix('#dde2e7', t.bg, 0.2);
  let lines = '';
  for (let y = roof + mb * 1.2; y < g; y += mb * 0.55) lines += `M0 ${n(y)}H${n(W)}`;
  out.push(rect(0, roof, W, g - roof, clad), path(lines, 'none', { stroke: shade(clad, 0.08), sw: Math.max(1, mb * 0.05) }), rect(0, roof, W, mb * 0.7, shade(clad, 0.18)));
  const lit = t.dark ? '#ffe7a8' : mix('#bcd6e6', t.bg, 0.2);
  let panes = '';
  for (let k = 0; k < 4; k++) panes += `M${n(X(0.66) + k * mb * 1.7)} ${n(roof + mb * 1.8)}h${n(mb * 1.4)}v${n(mb * 1.1)}h${n(-mb * 1.4)}Z`;
  out.push(path(panes, lit));
  // The loading bay: a raised deck with a yellow edge and black bumpers under a canopy, three dock doors behind.
  const d0 = X(0.02), d1 = X(0.6);
  const opens = view === 2 ? [true, true, false] : view === 3 ? [false, false, true] : [true, false, false];
  for (let k = 0; k < 3; k++) {
    const dx = d0 + mb * 0.8 + k * mb * 4.2, dw = mb * 3, dh = mb * 3.1;
    const inside = [rect(dx, deck - dh, dw, dh, '#2a2d33'), opens[k] ? palletLoad(c, dx + dw * 0.5, deck, mb, { rows: 2, k: k + 1 }) : ''].join('');
    out.push(rect(dx - mb * 0.25, deck - dh - mb * 0.3, dw + mb * 0.5, dh + mb * 0.3, '#2b2b2e'), rollerShutter(c, dx, deck - dh, dw, dh, opens[k] ? 0.92 : 0, inside));
  }
  out.push(path(`M${n(d0 - mb)} ${n(deck - mb * 4.3)}H${n(d1 + mb * 0.4)}L${n(d1 + mb * 0.9)} ${n(deck - mb * 3.8)}H${n(d0 - mb)}Z`, shade(clad, 0.25)),
    rect(d0 - mb, deck, d1 - d0 + mb, g - deck, mix('#c4c0b8', t.bg, 0.15)), rect(d0 - mb, deck, d1 - d0 + mb, mb * 0.12, '#f2c230'));
  let bumpers = '';
  for (let x = d0 + mb * 0.8; x < d1; x += mb * 2.1) bumpers += `M${n(x)} ${n(deck + mb * 0.3)}v${n(mb * 0.6)}`;
  out.push(path(bumpers, 'none', { stroke: '#1f2227', sw: mb * 0.3 }));
  // On the deck: loads waiting, the pallet truck and the worker pulling it.
  out.push(palletLoad(c, d0 + mb * 5.6, deck, mb, { rows: 2, wrapped: true, k: 2 }), palletLoad(c, d0 + mb * 7.0, deck, mb, { rows: view === 2 ? 1 : 2, k: 4 }));
  const truckX = d0 + mb * 10.6;
  out.push(palletTruck(c, truckX, deck, mb, -1, mix('#e0a526', t.primary, 0.1), view === 2 ? palletLoad(c, truckX - mb * 0.75, deck - mb * 0.15, mb, { rows: 1, k: 5 }) : ''));
  out.push(worker(truckX + mb * 0.35, deck, mb * 1.8, { suit: suits(c)[0] as string, skin: skin(view + 2), dir: -1, head: 'hard', hat: '#f4f1e8', vest: true, arm: 'down' }).svg);
  // The yard and the road: asphalt, a kerb, the dashed line.
  const yard = t.dark ? mix('#50555e', t.bg, 0.25) : mix('#a9aeb5', t.bg, 0.15);
  out.push(rect(0, g, W, road - g + m * 0.4, yard), rect(0, road + m * 0.4, W, H - road, t.dark ? '#2b2e34' : mix('#6f747c', t.bg, 0.1)),
    rect(0, road + m * 0.3, W, m * 0.14, mix('#d9dcdf', t.bg, 0.2)),
    path(`M0 ${n((road + H) / 2 + m * 0.3)}H${n(W)}`, 'none', { stroke: '#f4f1e8', sw: Math.max(2, m * 0.12), dash: `${n(m * 1.6)} ${n(m * 1.2)}` }));
  const lx = X(0.06), ly = road + m * 0.35;
  out.push(path(`M${n(lx)} ${n(ly)}V${n(ly - m * 7)}h${n(-m * 0.7)}`, 'none', { stroke: '#5b616b', sw: Math.max(2, m * 0.12) }), rect(lx - m * 1.1, ly - m * 7.1, m * 0.5, m * 0.18, '#3a3e45', { rx: 2 }),
    ellipse(lx - m * 0.85, ly - m * 6.85, m * 0.5, m * 0.2, t.dark ? '#fff3c4' : '#e9eef2', { op: t.dark ? 0.9 : 0.7 }));
  // The lorry in front, its cab at the end side.
  out.push(lorry(c, X(0.97) - m * 16.5, road, m, t.primary, view === 1));
  return framed(c, out.join(''), view, [2.2, 0.84, 0.74], [1.8, 0.3, 0.5]);
}

/** Round things of one size and colour as one path: zero-length segments with round caps `size` wide. */
const dots = (d: string, col: string, size: number): string => path(d, 'none', { stroke: col, sw: size, round: true });

/** The colour of each kind of produce: apples, oranges, lettuces, carrots, tomatoes. */
const PRODUCE = ['#c8352e', '#f28c22', '#76b34a', '#ee8a2a', '#e0402f'];

/** Produce heaped in a crate's top (centre x, rim y, width w): apples, oranges, lettuces, carrots or tomatoes. */
function heap(x: number, y: number, w: number, kind: number): string {
  const r = w / 10;
  if (kind === 2) {
    let d = '', v = '';
    for (const k of [-0.3, 0, 0.3]) { d += `M${n(x + k * w)} ${n(y - r * 0.6)}h0`; v += `M${n(x + k * w - r)} ${n(y - r * 0.9)}q${n(r)} ${n(-r * 1.2)} ${n(r * 2)} 0`; }
    return dots(d, PRODUCE[2] as string, r * 3.6) + path(v, 'none', { stroke: '#b9de7c', sw: Math.max(1, r * 0.25) });
  }
  if (kind === 3) {
    let d = '', tops = '';
    for (let i = 0; i < 5; i++) {
      const cx = x - w * 0.36 + i * w * 0.18, ty = y - r * (1.6 + (i % 2) * 0.5);
      d += `M${n(cx - r * 0.4)} ${n(ty)}h${n(r * 0.8)}L${n(cx + r * 0.5)} ${n(y + r * 0.6)}Z`;
      tops += `M${n(cx)} ${n(ty)}l${n(-r * 0.4)} ${n(-r * 0.8)}M${n(cx)} ${n(ty)}l${n(r * 0.3)} ${n(-r * 0.9)}`;
    }
    return path(tops, 'none', { stroke: '#5e9e3a', sw: Math.max(1, r * 0.3), round: true }) + path(d, PRODUCE[3] as string);
  }
  let d = '', marks = '';
  for (let i = 0; i < 9; i++) {
    const row = i < 5 ? 0 : 1, cx = x - w * 0.4 + (row ? w * 0.1 : 0) + (i - row * 5) * w * 0.2, cy = y - r * (0.4 + row * 1.4);
    d += `M${n(cx)} ${n(cy)}h0`;
    marks += kind === 4 ? `M${n(cx - r * 0.35)} ${n(cy - r * 0.7)}h${n(r * 0.7)}M${n(cx)} ${n(cy - r * 1.0)}v${n(r * 0.6)}` : `M${n(cx)} ${n(cy - r * 0.7)}l${n(r * 0.15)} ${n(-r * 0.5)}`;
  }
  const extra = kind === 0 ? dots(`M${n(x + w * 0.3)} ${n(y - r * 1.8)}h0`, '#8fbf4a', r * 2.1) : '';
  return dots(d, PRODUCE[kind] as string, r * 2.1) + extra + path(marks, 'none', { stroke: kind === 4 ? '#4f8a35' : '#5a3e2b', sw: Math.max(1, r * 0.22), round: true });
}

/**
 * Crates of produce batched by colour (a wholesaler's pallets hold a dozen): each crate a plastic box in its colour,
 * the produce seen through the open slats, a hand hole; produce heaped on the top ones. Crates must not overlap.
 */
class Crates {
  private readonly heaps: string[] = [];
  private readonly layers = new Map<string, string>();
  /** `w`: a crate's width, for the strokes' widths. */
  constructor(private readonly w: number) {}
  private add(key: string, d: string): void { this.layers.set(key, (this.layers.get(key) ?? '') + d); }

  /** A crate (centre x, bottom y, w × h) in col, of produce `kind`, heaped when `top`. */
  crate(x: number, y: number, w: number, h: number, col: string, kind: number, top: boolean): this {
    const fruit = PRODUCE[kind] as string;
    if (top) this.heaps.push(heap(x, y - h + w * 0.07, w * 0.9, kind));
    this.add(`a${col}`, `M${n(x - w / 2)} ${n(y - h)}h${n(w)}v${n(h)}h${n(-w)}Z`);
    this.add(`b${shade(fruit, 0.4)}`, `M${n(x - w * 0.42)} ${n(y - h * 0.85)}h${n(w * 0.84)}v${n(h * 0.7)}h${n(-w * 0.84)}Z`);
    for (let row = 0; row < 2; row++) for (let i = 0; i < 3; i++) this.add(`c${fruit}`, `M${n(x - w * 0.33 + i * w * 0.27 + (row ? w * 0.12 : 0))} ${n(y - h * (0.33 + row * 0.3))}h0`);
    this.add(`d${col}`, `M${n(x - w * 0.15)} ${n(y - h * 0.85)}V${n(y - h * 0.15)}M${n(x + w * 0.15)} ${n(y - h * 0.85)}V${n(y - h * 0.15)}`);
    this.add(`e${shade(col, 0.35)}`, `M${n(x - w * 0.12)} ${n(y - h * 0.92)}h${n(w * 0.24)}`);
    return this;
  }

  /** A pallet's worth: 2 wide and `rows` high on a pallet's deck at (x, top), kinds walking `kinds`, crate colours `cols`. */
  stack(x: number, top: number, m: number, rows: number, kinds: readonly number[], cols: readonly string[]): this {
    for (let r = 0; r < rows; r++) for (let q = 0; q < 2; q++) this.crate(x - m * 0.3 + q * m * 0.6, top - r * m * 0.3, m * 0.58, m * 0.3, cols[(r + q) % cols.length] as string, kinds[(r * 2 + q) % kinds.length] as number, r === rows - 1);
    return this;
  }

  toString(): string {
    let out = this.heaps.join('');
    for (const [k, d] of [...this.layers].sort((a, b) => a[0].charCodeAt(0) - b[0].charCodeAt(0))) {
      const col = k.slice(1), lay = k[0];
      out += lay === 'c' ? dots(d, col, this.w * 0.2) : lay === 'd' ? path(d, 'none', { stroke: col, sw: Math.max(1.5, this.w * 0.05) }) : lay === 'e' ? path(d, 'none', { stroke: col, sw: Math.max(1.5, this.w * 0.04), round: true }) : path(d, col);
    }
    return out;
  }
}

/**
 * A food wholesaler's chilled store: cold-store panels with an evaporator blowing, pallets of crates of fruit and
 * vegetables, a dairy cage of milk bottles, a worker with a clipboard, and strip curtains across the door pushed
 * aside onto a refrigerated van in the brand colour. Close: the crates; the other side: the door, the van and the cage.
 */
export function produce(c: Ctx, view: number): string {
  const { W, H, t } = c;
  const { m, X } = stageOf(c, 0.22);
  const f = H * 0.83, out = [hall(c, f, { cold: true, windows: false, seams: 7 })];
  // The evaporator on the wall: its casing, three fans, louvres, cold air falling.
  const ex = X(0.2), ey = H * 0.08, ew = m * 2.2, eh = m * 0.6;
  let air = '';
  for (let k = 0; k < 3; k++) air += `M${n(ex + ew * (0.2 + k * 0.3))} ${n(ey + eh + m * 0.15)}q${n(m * 0.1)} ${n(m * 0.2)} 0 ${n(m * 0.4)}t0 ${n(m * 0.4)}`;
  out.push(rect(ex, ey, ew, eh, '#f4f7f9', { rx: m * 0.04, stroke: shade('#f4f7f9', 0.18), sw: 1.5 }), rect(ex + ew * 0.04, ey + eh * 0.8, ew * 0.92, eh * 0.12, '#c9d2d9'),
    path([0.2, 0.5, 0.8].map((k) => circleD(ex + ew * k, ey + eh * 0.42, eh * 0.3)).join(''), '#4a5260'), path(air, 'none', { stroke: '#9fd3ea', sw: Math.max(1.5, m * 0.03), op: 0.7, round: true }));
  // Strip lights along the ceiling, a temperature dial by the door.
  let tubes = '';
  for (const k of [0.1, 0.45, 0.8]) tubes += `M${n(X(k))} ${n(H * 0.03)}h${n(m * 1.2)}`;
  const dial = X(0.64), dialY = f - m * 2.2;
  out.push(rect(0, 0, W, H * 0.025, '#c9d2d9'), path(tubes, 'none', { stroke: '#fffdf2', sw: Math.max(3, m * 0.08), round: true }),
    circle(dial, dialY, m * 0.14, '#f4f7f9', { stroke: '#6b717b', sw: Math.max(1.5, m * 0.03) }), path(`M${n(dial)} ${n(dialY)}l${n(-m * 0.07)} ${n(-m * 0.06)}`, 'none', { stroke: '#3a6fb0', sw: Math.max(1.5, m * 0.025), round: true }));
  // The door: outside daylight and the van (its cab, the fridge unit over it), then the strip curtains pushed aside.
  const dx = X(0.68), dw = Math.min(m * 2.8, X(0.98) - dx), dh = m * 2.7, dy = f - dh;
  const clip = c.defs.clip(rect(dx, dy, dw, dh, '#000'));
  const van = t.primary, sky = t.dark ? mix('#2e3a64', t.primary, 0.2) : mix('#a9d2ef', t.second, 0.15);
  const v = m * 0.75, vx = dx + dw * 0.12, vy = f - m * 0.25;
  const outside = [rect(dx, dy, dw, dh, sky), rect(dx, f - m * 0.45, dw, m * 0.45, mix('#9ba0a7', t.bg, 0.15)),
    path(`M${n(vx)} ${n(vy - v * 0.45)}V${n(vy - v * 1.2)}L${n(vx + v * 0.5)} ${n(vy - v * 1.95)}H${n(vx + v * 1.5)}V${n(vy - v * 0.45)}Z`, shade(van, 0.06)),
    path(`M${n(vx + v * 0.12)} ${n(vy - v * 1.2)}L${n(vx + v * 0.55)} ${n(vy - v * 1.8)}H${n(vx + v * 1.1)}V${n(vy - v * 1.2)}Z`, mix('#cfe0ea', t.bg, 0.15)),
    rect(vx + v * 1.4, vy - v * 2.6, v * 4, v * 2.2, van, { rx: v * 0.06 }), rect(vx + v * 0.95, vy - v * 2.5, v * 0.5, v * 0.5, '#c9ced6', { rx: v * 0.05 }),
    path(`M${n(vx + v * 1.02)} ${n(vy - v * 2.38)}h${n(v * 0.36)}M${n(vx + v * 1.02)} ${n(vy - v * 2.25)}h${n(v * 0.36)}M${n(vx + v * 1.02)} ${n(vy - v * 2.12)}h${n(v * 0.36)}`, 'none', { stroke: '#8a919b', sw: v * 0.04 }),
    rect(vx - v * 0.05, vy - v * 0.6, v * 5.5, v * 0.16, shade(van, 0.3)), rect(vx - v * 0.02, vy - v * 0.85, v * 0.12, v * 0.14, '#fff3c4'),
    ...[0.75, 4.4].flatMap((k) => [circle(vx + k * v, vy - v * 0.35, v * 0.36, TYRE), circle(vx + k * v, vy - v * 0.35, v * 0.16, '#c9ced6')])].join('');
  out.push(`<g clip-path="${clip}">${outside}</g>`);
  let strips = '', edges = '';
  const sw = dw / 10, open = view === 2 ? 4 : 2;
  for (let i = 0; i < 10; i++) {
    const side = i < 5 ? -1 : 1, k = side < 0 ? 4 - i : i - 5, x = dx + i * sw;
    const push = k < open ? (open - k) * sw * 0.9 * side : 0;
    const foot = x + push * 1.6;
    strips += `M${n(x)} ${n(dy)}h${n(sw)}Q${n(x + sw + push * 0.4)} ${n(dy + dh * 0.55)} ${n(foot + sw)} ${n(f)}h${n(-sw)}Q${n(x + push * 0.4)} ${n(dy + dh * 0.55)} ${n(x)} ${n(dy)}Z`;
    edges += `M${n(x)} ${n(dy)}Q${n(x + push * 0.4)} ${n(dy + dh * 0.55)} ${n(foot)} ${n(f)}`;
  }
  out.push(path(strips, '#e3f1f7', { op: 0.42 }), path(edges, 'none', { stroke: '#ffffff', sw: Math.max(1, m * 0.015), op: 0.7 }), rect(dx - m * 0.12, dy - m * 0.16, dw + m * 0.24, m * 0.16, '#8a919b'),
    path(`M${n(dx - m * 0.06)} ${n(f)}V${n(dy)}M${n(dx + dw + m * 0.06)} ${n(f)}V${n(dy)}`, 'none', { stroke: '#8a919b', sw: m * 0.12 }));
  out.push(path(`M0 ${n(f + H * 0.05)}H${n(W)}`, 'none', { stroke: mix('#f2c230', t.primary, 0.08), sw: Math.max(3, H * 0.008) }));
  // Pallets of crates: green, blue and grey crates of fruit and vegetables.
  const crates = [mix('#3f8f5a', t.second, 0.1), mix('#3a6fb0', t.second, 0.15), mix('#5b616b', t.primary, 0.05)];
  const order = view === 3 ? [1, 3, 4, 0, 2] : [0, 2, 1, 3, 4];
  const crateSet = new Crates(m * 0.58), ya = f + m * 0.06, yb = f + m * 0.1;
  crateSet.stack(X(0.1), ya - m * 0.15, m, 3, order, crates).stack(X(0.31), yb - m * 0.15, m, 2, order.slice(2).concat(order.slice(0, 2)), [crates[2] as string, crates[0] as string]);
  if (view === 1) crateSet.crate(X(0.45), H * 0.96, m * 0.58, m * 0.3, crates[1] as string, 4, true);
  out.push(shadow(c, X(0.1), ya, m * 1.3), pallet(c, X(0.1), ya, m), shadow(c, X(0.31), yb, m * 1.3), pallet(c, X(0.31), yb, m), String(crateSet));
  // The dairy cage: a wheeled wire cage of three shelves of milk bottles with coloured caps.
  const gx = X(0.56), gw = m * 0.95, gt = f - m * 1.75;
  let mesh = '', bottles = '', caps = '';
  for (let x = gx - gw / 2; x <= gx + gw / 2 + 1; x += gw / 6) mesh += `M${n(x)} ${n(gt)}V${n(f - m * 0.12)}`;
  for (const sy of [f - m * 0.15, f - m * 0.7, f - m * 1.25]) {
    mesh += `M${n(gx - gw / 2)} ${n(sy)}h${n(gw)}`;
    for (let i = 0; i < 4; i++) {
      const bx = gx - gw * 0.36 + i * gw * 0.24;
      bottles += `M${n(bx - m * 0.09)} ${n(sy)}v${n(-m * 0.3)}q0 ${n(-m * 0.07)} ${n(m * 0.06)} ${n(-m * 0.1)}h${n(m * 0.06)}q${n(m * 0.06)} ${n(m * 0.03)} ${n(m * 0.06)} ${n(m * 0.1)}v${n(m * 0.3)}Z`;
      caps += `M${n(bx - m * 0.035)} ${n(sy - m * 0.43)}h${n(m * 0.07)}`;
    }
  }
  out.push(shadow(c, gx, f, gw * 1.2), rect(gx - gw / 2, gt, gw, f - m * 0.12 - gt, '#8a919b', { op: 0.22 }), path(bottles, '#fbfbf8', { stroke: '#c9d2d9', sw: 1 }),
    path(caps, 'none', { stroke: mix('#2f7fd0', t.second, 0.2), sw: m * 0.06 }), path(mesh, 'none', { stroke: '#8a919b', sw: Math.max(1.5, m * 0.025) }),
    path(`M${n(gx - gw / 2)} ${n(gt)}V${n(f - m * 0.1)}M${n(gx + gw / 2)} ${n(gt)}V${n(f - m * 0.1)}`, 'none', { stroke: '#6b717b', sw: m * 0.05 }),
    circle(gx - gw * 0.4, f - m * 0.05, m * 0.06, TYRE), circle(gx + gw * 0.4, f - m * 0.05, m * 0.06, TYRE));
  // The worker: with a clipboard between the pallets and the cage, or pushing the cage.
  const suit = suits(c)[2] as string;
  if (view === 2) out.push(worker(gx - gw / 2 - m * 0.35, f + m * 0.06, m * 1.72, { suit, skin: skin(3), dir: 1, head: 'beanie', hat: t.primary, arm: 'reach' }).svg);
  else {
    const w = worker(X(0.44) - (view === 1 ? m * 0.6 : 0), f + m * 0.08, m * 1.72, { suit, skin: skin(view), dir: -1, head: view === 3 ? 'cap' : 'beanie', hat: t.primary, arm: 'hold' });
    out.push(w.svg, rect(w.hand[0] - m * 0.2, w.hand[1] - m * 0.3, m * 0.24, m * 0.32, '#8a6446', { rx: 2 }), rect(w.hand[0] - m * 0.18, w.hand[1] - m * 0.26, m * 0.2, m * 0.26, '#fbfbf8'));
  }
  return framed(c, out.join(''), view, [1.8, 0.2, 0.72], [1.5, 0.78, 0.62]);
}
