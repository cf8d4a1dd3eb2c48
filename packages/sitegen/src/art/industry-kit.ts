import type { Ctx, View } from './ctx';
import { mirrorX, zoom } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, ellipse, n, path, rect, rectD } from './svg';

/**
 * Pieces of the industrial scenes (art/industry.ts, art/industry-yard.ts), side-on and standing on a floor line y,
 * measured in metres `m` (px per metre): a hall's walls, floor and high windows, pallets with boxes or a wrapped
 * load, a worker in overalls or a hi-vis vest, a forklift in the brand colour, a hand pallet truck, a roller
 * shutter. Natural colours (wood, steel, cardboard, hi-vis) are mixed a little toward the palette.
 */

export const STEEL = '#9aa1ab', TYRE = '#2a2e35', HIVIS = '#d8ea3c';
const SKIN = ['#f1c7a5', '#c68b59', '#8d5524', '#e0ac69', '#5c3a21'];

/** A skin tone from the fixed set, by index. */
export const skin = (k: number): string => SKIN[((k % SKIN.length) + SKIN.length) % SKIN.length] as string;

/** Soft floor shadow under a thing w wide. */
export const shadow = (c: Ctx, x: number, y: number, w: number): string => ellipse(x, y, w / 2, Math.max(2, w * 0.035), c.t.shadow, { op: 0.2 });

/** Colours of an industrial interior in this palette: wall, its seams, floor, the line painted on it. */
export function hallTones(c: Ctx, cold = false): { wall: string; seam: string; floor: string; paint: string } {
  const { t } = c;
  const base = cold ? '#e8f0f4' : '#e6e8eb';
  const wall = t.dark ? mix(mix(cold ? '#3a4654' : '#2a303a', t.bg, 0.3), t.primary, 0.05) : mix(mix(base, t.bg, 0.25), t.primary, 0.03);
  const floor = t.dark ? mix('#3b4048', t.bg, 0.35) : mix('#c6cacf', t.bg, 0.15);
  return { wall, seam: shade(wall, t.dark ? -0.25 : 0.07), floor, paint: mix('#f2c230', t.primary, 0.08) };
}

/**
 * A hall's back wall (cladding seams), a band of high windows, roof beams, and the concrete floor from y = f with a
 * painted line along it. Spans the whole canvas.
 */
export function hall(c: Ctx, f: number, o: { cold?: boolean; windows?: boolean; seams?: number } = {}): string {
  const { W, H, t } = c;
  const k = hallTones(c, o.cold);
  const out = [rect(0, 0, W, f, c.defs.lin([[0, shade(k.wall, 0.04)], [1, tint(k.wall, 0.06)]]))];
  let d = '';
  const step = W / (o.seams ?? 9);
  for (let x = step; x < W; x += step) d += `M${n(x)} ${n(H * 0.05)}V${n(f)}`;
  out.push(path(d, 'none', { stroke: k.seam, sw: Math.max(1, W * 0.0015) }));
  if (o.windows !== false) {
    const sky = c.defs.lin([[0, t.dark ? mix('#3a4a6a', t.primary, 0.15) : mix('#bcdcf2', t.second, 0.12)], [1, t.dark ? mix('#6a5a8a', t.primary, 0.2) : mix('#eef6fb', t.bg, 0.2)]]);
    const wy = H * 0.07, wh = H * 0.1;
    out.push(rect(0, wy - H * 0.008, W, wh + H * 0.016, shade(k.wall, 0.12)), rect(0, wy, W, wh, sky));
    let m = '';
    for (let x = W * 0.04; x < W; x += W * 0.07) m += `M${n(x)} ${n(wy)}v${n(wh)}`;
    out.push(path(m, 'none', { stroke: shade(k.wall, 0.15), sw: Math.max(2, W * 0.004) }));
  }
  // Roof beams over everything: a steel girder along the top.
  out.push(rect(0, 0, W, H * 0.03, shade(k.wall, t.dark ? 0.35 : 0.3)));
  out.push(rect(0, f, W, H - f, c.defs.lin([[0, k.floor], [1, shade(k.floor, 0.1)]])), rect(0, f, W, Math.max(2, H * 0.006), shade(k.floor, 0.12)));
  return out.join('');
}

/** A hanging high-bay lamp at (x, y) with its pool of light below. */
export function lamp(c: Ctx, x: number, y: number, m: number): string {
  const r = m * 0.3;
  return [path(`M${n(x)} 0V${n(y)}`, 'none', { stroke: STEEL, sw: Math.max(1, m * 0.02) }),
    path(`M${n(x - r * 0.3)} ${n(y)}H${n(x + r * 0.3)}L${n(x + r)} ${n(y + r * 0.6)}H${n(x - r)}Z`, c.t.dark ? '#5b616b' : '#6b717b'),
    ellipse(x, y + r * 0.62, r * 0.9, r * 0.12, '#fff6d8'), ellipse(x, y + r * 2.2, r * 3.2, r * 1.6, c.defs.rad([[0, '#fff6d8', c.t.dark ? 0.22 : 0.3], [1, '#fff6d8', 0]]))].join('');
}


/**
 * Pallets, cartons and wrapped loads batched into one path per colour (a warehouse's racking holds dozens): add loads,
 * then print. Layers keep their order (boards, blocks, carton faces, their flaps, tape, labels, film, its sheen), so
 * loads must not overlap each other.
 */
export class Goods {
  private readonly layers = new Map<string, string>();
  private readonly tones: string[];
  private readonly wood: string;
  private readonly block: string;
  /** `lite`: cartons without their flap seam and labels, for loads seen from afar (a rack's upper levels). */
  constructor(private readonly c: Ctx, private readonly lite = false) {
    const p = c.t.primary;
    this.wood = mix('#c79a62', p, 0.06);
    this.block = shade(this.wood, 0.22);
    this.tones = ['#c8a27a', '#d4b18a', '#bf9a70'].map((x) => mix(x, p, 0.06));
    for (const k of [this.wood, this.block, ...this.tones, ...this.tones.map((x) => shade(x, 0.1)), 'tape', '#fbfbf8', 'film', 'sheen']) this.layers.set(k, '');
  }
  private add(key: string, d: string): void { this.layers.set(key, (this.layers.get(key) ?? '') + d); }

  /** A wooden pallet (1.2 m long, 0.15 m high), side-on on y, centred on x. */
  pallet(x: number, y: number, m: number, len = 1.2): this {
    const w = m * len, h = m * 0.15;
    this.add(this.wood, rectD(x - w / 2, y - h, w, h * 0.28) + rectD(x - w / 2, y - h * 0.22, w, h * 0.22));
    for (const k of [0, 0.5, 1]) this.add(this.block, rectD(x - w / 2 + (w - m * 0.14) * k, y - h * 0.75, m * 0.14, h * 0.55));
    return this;
  }

  /** A carton (centre x, bottom y, w × h): its face in one of three card tones, the flap seam, tape, a label every other. */
  box(x: number, y: number, w: number, h: number, k: number): this {
    const i = ((k % 3) + 3) % 3, face = this.tones[i] as string;
    this.add(face, rectD(x - w / 2, y - h, w, h));
    this.add('tape', rectD(x - w * 0.08, y - h, w * 0.16, h * 0.4));
    if (this.lite) return this;
    this.add(shade(face, 0.1), rectD(x - w / 2, y - h, w, h * 0.12));
    if (k % 2) this.add('#fbfbf8', rectD(x + w * 0.14, y - h * 0.45, w * 0.28, h * 0.18));
    return this;
  }

  /** A pallet loaded with cartons (rows × cols), shrink-wrapped when `wrapped`. */
  load(x: number, y: number, m: number, o: { rows?: number; cols?: number; wrapped?: boolean; len?: number; k?: number } = {}): this {
    const rows = o.rows ?? 2, cols = o.cols ?? 2, len = o.len ?? 1.2, k = o.k ?? 0;
    const top = y - m * 0.15, bw = (m * len) / cols, bh = m * 0.42;
    this.pallet(x, y, m, len);
    for (let r = 0; r < rows; r++) for (let q = 0; q < cols; q++) this.box(x - (m * len) / 2 + bw * (q + 0.5), top - r * bh, bw - 1, bh - 1, k + r + q);
    if (o.wrapped && rows) {
      const h = rows * bh, x0 = x - (m * len) / 2 - m * 0.02;
      this.add('film', rectD(x0, top - h - m * 0.02, m * len + m * 0.04, h + m * 0.02));
      this.add('sheen', `M${n(x0 + m * 0.1)} ${n(top - h * 0.15)}L${n(x0 + m * 0.5)} ${n(top - h * 0.85)}M${n(x0 + m * 0.5)} ${n(top - h * 0.1)}L${n(x0 + m * 0.9)} ${n(top - h * 0.8)}`);
    }
    return this;
  }

  toString(): string {
    let out = '';
    for (const [k, d] of this.layers) {
      if (!d) continue;
      if (k === 'tape') out += path(d, mix('#e6d3b3', this.tones[0] as string, 0.3));
      else if (k === 'film') out += path(d, '#eef4f7', { op: 0.55 });
      else if (k === 'sheen') out += path(d, 'none', { stroke: '#ffffff', sw: Math.max(1.5, this.c.H * 0.004), op: 0.7, round: true });
      else out += path(d, k);
    }
    return out;
  }
}

/** A wooden pallet (1.2 m long, 0.15 m high), side-on, standing on y, centred on x. */
export const pallet = (c: Ctx, x: number, y: number, m: number, len = 1.2): string => String(new Goods(c).pallet(x, y, m, len));

/** One pallet loaded with cartons (rows × cols), or a shrink-wrapped load when `wrapped`, with its shadow. */
export function palletLoad(c: Ctx, x: number, y: number, m: number, o: { rows?: number; cols?: number; wrapped?: boolean; len?: number; k?: number } = {}): string {
  return shadow(c, x, y, m * (o.len ?? 1.2) * 1.1) + String(new Goods(c).load(x, y, m, o));
}

export interface WorkerOpts {
  suit: string; skin: string; dir: 1 | -1;
  /** What is on the head: a hard hat in `hat`, a cap, a beanie, or hair. */
  head?: 'hard' | 'cap' | 'beanie' | 'hair'; hat?: string;
  /** A hi-vis vest over the suit. */
  vest?: boolean;
  /** The arm toward `dir`: reaching up to a panel, holding forward at the waist, or down. */
  arm?: 'reach' | 'hold' | 'down';
}

/**
 * A worker, feet at (x, y), height h: boots, trousers and jacket or overalls in `suit`, arms, a head in a skin tone
 * under a hat or hair. No face. Returns the hand toward `dir` too, so a tool can be put in it.
 */
export function worker(x: number, y: number, h: number, o: WorkerOpts): { svg: string; hand: [number, number] } {
  const u = h / 8, d = o.dir;
  const sy = y - h + u * 1.65, hip = y - u * 3.6, dark = shade(o.suit, 0.25);
  const torso = `M${n(x - u * 0.95)} ${n(sy + u * 0.5)}Q${n(x - u * 0.95)} ${n(sy)} ${n(x - u * 0.4)} ${n(sy)}H${n(x + u * 0.4)}Q${n(x + u * 0.95)} ${n(sy)} ${n(x + u * 0.95)} ${n(sy + u * 0.5)}L${n(x + u * 0.85)} ${n(hip)}H${n(x - u * 0.85)}Z`;
  const legs = `M${n(x - u * 0.45)} ${n(hip - u * 0.2)}V${n(y - u * 0.7)}M${n(x + u * 0.45)} ${n(hip - u * 0.2)}V${n(y - u * 0.7)}`;
  const back: [number, number] = [x - d * u * 1.15, hip + u * 0.2];
  const hand: [number, number] = o.arm === 'reach' ? [x + d * u * 2.4, sy - u * 0.3] : o.arm === 'hold' ? [x + d * u * 1.9, hip - u * 0.5] : [x + d * u * 1.15, hip + u * 0.2];
  const elbow: [number, number] = o.arm === 'hold' ? [x + d * u * 1.1, hip - u * 0.2] : [(x + d * u * 0.8 + hand[0]) / 2, (sy + u * 0.4 + hand[1]) / 2 + (o.arm === 'reach' ? u * 0.3 : 0)];
  const arms = `M${n(x - d * u * 0.8)} ${n(sy + u * 0.4)}L${n(back[0])} ${n(back[1])}M${n(x + d * u * 0.8)} ${n(sy + u * 0.4)}L${n(elbow[0])} ${n(elbow[1])}L${n(hand[0])} ${n(hand[1])}`;
  const hy = y - h + u * 0.75, hr = u * 0.7;
  const out = [ellipse(x, y, u * 1.5, u * 0.2, '#000000', { op: 0.12 }), path(legs, 'none', { stroke: dark, sw: u * 0.72, round: true }),
    path(`M${n(x - u * 0.85)} ${n(y)}h${n(u * 0.78)}v${n(-u * 0.45)}h${n(-u * 0.7)}ZM${n(x + u * 0.07)} ${n(y)}h${n(u * 0.78)}v${n(-u * 0.45)}h${n(-u * 0.7)}Z`, '#2b2b2e'),
    path(arms, 'none', { stroke: shade(o.suit, 0.1), sw: u * 0.55, round: true }), path(torso, o.suit),
    circle(back[0], back[1], u * 0.3, o.skin), circle(hand[0], hand[1], u * 0.3, o.skin)];
  if (o.vest) {
    out.push(path(`M${n(x - u * 0.9)} ${n(sy + u * 0.3)}L${n(x - u * 0.3)} ${n(sy)}V${n(hip + u * 0.1)}H${n(x - u * 0.85)}ZM${n(x + u * 0.9)} ${n(sy + u * 0.3)}L${n(x + u * 0.3)} ${n(sy)}V${n(hip + u * 0.1)}H${n(x + u * 0.85)}Z`, HIVIS),
      path(`M${n(x - u * 0.88)} ${n(hip - u * 0.7)}h${n(u * 0.58)}M${n(x + u * 0.3)} ${n(hip - u * 0.7)}h${n(u * 0.58)}`, 'none', { stroke: '#c9ced6', sw: u * 0.18 }));
  } else {
    // Overalls: a bib pocket and the straps' buttons.
    out.push(rect(x - u * 0.35, sy + u * 0.55, u * 0.7, u * 0.5, shade(o.suit, 0.12), { rx: u * 0.08 }), circle(x - u * 0.5, sy + u * 0.35, u * 0.08, '#c9ced6'), circle(x + u * 0.5, sy + u * 0.35, u * 0.08, '#c9ced6'));
  }
  out.push(rect(x - u * 0.25, sy - u * 0.45, u * 0.5, u * 0.55, shade(o.skin, 0.1)), circle(x, hy, hr, o.skin));
  const hat = o.hat ?? '#f2c230';
  if (o.head === 'hard') out.push(path(`M${n(x - hr * 1.05)} ${n(hy - hr * 0.1)}A${n(hr * 1.05)} ${n(hr * 1.05)} 0 0 1 ${n(x + hr * 1.05)} ${n(hy - hr * 0.1)}Z`, hat), rect(x - hr * 1.3, hy - hr * 0.2, hr * 2.6, hr * 0.22, shade(hat, 0.1), { rx: hr * 0.1 }));
  else if (o.head === 'cap') out.push(path(`M${n(x - hr)} ${n(hy - hr * 0.15)}A${n(hr)} ${n(hr)} 0 0 1 ${n(x + hr)} ${n(hy - hr * 0.15)}Z`, hat), path(`M${n(x + d * hr * 0.3)} ${n(hy - hr * 0.32)}h${n(d * hr * 1.2)}v${n(hr * 0.24)}h${n(-d * hr * 1.2)}Z`, shade(hat, 0.15)));
  else if (o.head === 'beanie') out.push(path(`M${n(x - hr * 1.02)} ${n(hy - hr * 0.05)}Q${n(x - hr)} ${n(hy - hr * 1.25)} ${n(x)} ${n(hy - hr * 1.2)}Q${n(x + hr)} ${n(hy - hr * 1.25)} ${n(x + hr * 1.02)} ${n(hy - hr * 0.05)}Z`, hat), rect(x - hr * 1.05, hy - hr * 0.3, hr * 2.1, hr * 0.3, shade(hat, 0.15), { rx: hr * 0.1 }));
  else out.push(path(`M${n(x - hr * 1.02)} ${n(hy + hr * 0.1)}A${n(hr * 1.02)} ${n(hr * 1.02)} 0 0 1 ${n(x + hr * 1.02)} ${n(hy + hr * 0.1)}Q${n(x)} ${n(hy - hr * 0.5)} ${n(x - hr * 1.02)} ${n(hy + hr * 0.1)}Z`, shade(o.skin, 0.6)));
  return { svg: out.join(''), hand };
}

/** A handheld scanner held at (x, y), pointing toward dir, with its red beam reaching `to`. */
export function scanner(x: number, y: number, u: number, dir: 1 | -1, to?: [number, number]): string {
  return [to ? path(`M${n(x + dir * u * 0.6)} ${n(y - u * 0.2)}L${n(to[0])} ${n(to[1])}`, 'none', { stroke: '#ff4a3d', sw: Math.max(1, u * 0.05), op: 0.8 }) : '',
    path(`M${n(x - dir * u * 0.2)} ${n(y + u * 0.5)}L${n(x)} ${n(y - u * 0.1)}H${n(x + dir * u * 0.7)}V${n(y - u * 0.35)}H${n(x - dir * u * 0.3)}Z`, '#33373e')].join('');
}

/**
 * A counterbalance forklift in `col`, side-on, facing dir, its rear wheel at x, standing on y: counterweight, seat under
 * the overhead guard with a driver, the mast in front, forks raised `lift` metres carrying `load` (markup drawn with its
 * pallet's base at the forks' height, centred where this returns: the fork's centre x).
 */
export function forklift(c: Ctx, x: number, y: number, m: number, col: string, dir: 1 | -1, lift: number, load: (fx: number, fy: number) => string, driver: string): string {
  const X = (k: number) => x + dir * k * m;
  const body = shade(col, 0.05), dark = shade(col, 0.35), mast = '#4a4f58';
  const out: string[] = [shadow(c, X(1.1), y, m * 2.8)];
  // Overhead guard (two posts and a roof), the driver under it.
  out.push(path(`M${n(X(0.35))} ${n(y - m * 1.0)}L${n(X(0.3))} ${n(y - m * 2.15)}H${n(X(1.6))}L${n(X(1.75))} ${n(y - m * 1.0)}`, 'none', { stroke: '#33373e', sw: m * 0.06, round: true }));
  // The driver sits behind the wheel: drawn before the body, which hides the legs.
  const w = worker(X(0.95), y - m * 0.3, m * 1.5, { suit: driver, skin: skin(2), dir, head: 'hair', arm: 'hold', vest: true });
  out.push(w.svg);
  out.push(path(`M${n(X(-0.15))} ${n(y - m * 0.25)}V${n(y - m * 0.95)}Q${n(X(-0.15))} ${n(y - m * 1.15)} ${n(X(0.1))} ${n(y - m * 1.15)}H${n(X(0.55))}L${n(X(0.7))} ${n(y - m * 0.75)}H${n(X(1.95))}V${n(y - m * 0.25)}Z`, body),
    rect(Math.min(X(-0.15), X(0.5)), y - m * 1.15, m * 0.65, m * 0.12, dark, { rx: m * 0.04 }),
    rect(Math.min(X(0.65), X(1.25)), y - m * 1.05, m * 0.6, m * 0.3, '#33373e', { rx: m * 0.06 }),
    path(`M${n(X(1.8))} ${n(y - m * 0.75)}L${n(X(1.55))} ${n(y - m * 1.2)}`, 'none', { stroke: '#33373e', sw: m * 0.06, round: true }), path(`M${n(X(1.45))} ${n(y - m * 1.28)}l${n(dir * m * 0.2)} ${n(m * 0.12)}`, 'none', { stroke: '#1f2227', sw: m * 0.07, round: true }));
  const fx = X(2.05), top = y - m * 2.3;
  out.push(path(`M${n(fx)} ${n(y - m * 0.2)}V${n(top)}M${n(X(2.15))} ${n(y - m * 0.2)}V${n(top + m * 0.1)}`, 'none', { stroke: mast, sw: m * 0.09 }));
  const fy = y - m * (0.12 + lift);
  out.push(rect(Math.min(X(2.12), X(2.24)), fy - m * 0.6, m * 0.12, m * 0.62, '#33373e'), path(`M${n(X(2.15))} ${n(fy)}H${n(X(3.35))}`, 'none', { stroke: '#33373e', sw: m * 0.06 }));
  out.push(load(X(2.8), fy - m * 0.03));
  // Wheels: the big drive wheel under the mast, the steer wheel under the counterweight.
  for (const [k, r] of [[0.2, 0.27], [1.6, 0.33]] as const) out.push(circle(X(k), y - m * r, m * r, TYRE), circle(X(k), y - m * r, m * r * 0.45, '#c9ced6'));
  out.push(rect(Math.min(X(0.6), X(1.2)), y - m * 0.55, m * 0.6, m * 0.08, dark), circle(X(0.15), y - m * 1.2, m * 0.06, '#f29a2e'));
  return out.join('');
}

/** A hand pallet truck, side-on, its forks toward dir from the handle at x, on y; `load` sits on the forks when given. */
export function palletTruck(c: Ctx, x: number, y: number, m: number, dir: 1 | -1, col: string, load = ''): string {
  const X = (k: number) => x + dir * k * m;
  return [shadow(c, X(0.6), y, m * 1.6), load,
    path(`M${n(X(0.05))} ${n(y - m * 0.1)}H${n(X(1.25))}`, 'none', { stroke: '#33373e', sw: m * 0.07 }),
    path(`M${n(X(0.05))} ${n(y - m * 0.12)}L${n(X(-0.25))} ${n(y - m * 1.05)}`, 'none', { stroke: '#33373e', sw: m * 0.045, round: true }),
    path(`M${n(X(-0.3))} ${n(y - m * 1.05)}h${n(dir * m * 0.12)}`, 'none', { stroke: '#1f2227', sw: m * 0.09, round: true }),
    rect(Math.min(X(-0.05), X(0.2)), y - m * 0.45, m * 0.25, m * 0.38, col, { rx: m * 0.04 }),
    circle(X(0.08), y - m * 0.07, m * 0.07, TYRE), circle(X(1.15), y - m * 0.04, m * 0.04, TYRE)].join('');
}

/** A roller shutter in an opening (x, y, w, h): its box at the top, slats down to `open` (0 closed … 1 fully up). */
export function rollerShutter(c: Ctx, x: number, y: number, w: number, h: number, open: number, beyond: string): string {
  const slat = c.t.dark ? '#8d949e' : '#c9ced6', down = h * (1 - open);
  let d = '';
  for (let yy = y + h * 0.05; yy < y + down; yy += h * 0.05) d += `M${n(x)} ${n(yy)}h${n(w)}`;
  const post = Math.max(4, w * 0.05);
  let stripes = '';
  for (let yy = y + h; yy > y + h * 0.6; yy -= post * 1.4) stripes += `M${n(x - post)} ${n(yy)}l${n(post)} ${n(-post * 0.7)}M${n(x + w)} ${n(yy)}l${n(post)} ${n(-post * 0.7)}`;
  return [beyond, rect(x, y, w, down, slat), path(d, 'none', { stroke: shade(slat, 0.15), sw: Math.max(1, h * 0.006) }),
    rect(x, y + down - h * 0.03, w, h * 0.03, shade(slat, 0.35)), rect(x - w * 0.03, y - h * 0.08, w * 1.06, h * 0.08, shade(slat, 0.2), { rx: 2 }),
    rect(x - post, y, post, h, '#f2c230'), rect(x + w, y, post, h, '#f2c230'), path(stripes, 'none', { stroke: '#2b2b2e', sw: post * 0.45 })].join('');
}

/** The view of a body: 0 as drawn, 1 the `close` zoom, 2 the `other` zoom mirrored, 3 mirrored whole. */
export function framed(c: Ctx, body: string, view: number, close: View, other: View): string {
  if (view === 1) return zoom(c, body, close[0], c.W * close[1], c.H * close[2]);
  if (view === 2) return mirrorX(c, zoom(c, body, other[0], c.W * other[1], c.H * other[2]));
  return view === 3 ? mirrorX(c, body) : body;
}

/** Scale and placement shared by the scenes: px per metre, and x of a fraction of the width (the end side behind a headline). */
export function stageOf(c: Ctx, k = 0.19): { m: number; X: (f: number) => number } {
  const { W, H } = c;
  const m = Math.min(H, W * 0.72) * k * (c.behindText ? 0.85 : 1);
  return { m, X: c.behindText ? (f) => W * (0.36 + f * 0.64) : (f) => W * f };
}

/** Overalls and jackets: a workwear navy, a grey and the brand's second colour, a little toward the palette. */
export const suits = (c: Ctx): string[] => [mix('#2f4a6d', c.t.second, 0.15), mix('#4a5260', c.t.primary, 0.1), mix('#2f6d80', c.t.second, 0.2)];

