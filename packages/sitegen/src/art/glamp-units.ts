import { mix, shade, tint } from './palette';
import { circle, ellipse, g, n, path, rect } from './svg';
import type { Defs } from './svg';

/**
 * The units of a glamping site or holiday park (art/glamping.ts), drawn as campsite.ts draws its tents and caravan:
 * flat shapes, a darker side, a soft shadow on the grass. Each stands with the middle of its base at (x, y), `s` its
 * size (the width of its body), in the colours of `Kit`.
 */
export interface Kit {
  /** The unit's paint (a hut's boards, a wagon's bow top, a pod's door), from the palette. */
  col: string;
  /** Undyed canvas, felt and PVC. */
  canvas: string;
  wood: string; woodDark: string;
  glass: string;
  leaf: string; leafDark: string;
  /** Sheet metal: a hut's tin roof, an Airstream's skin. */
  tin: string;
}

const IRON = '#3b3f46';
const WARM = '#ffd58a';
const sw = (s: number, k: number) => Math.max(1.5, s * k);
const shadow = (x: number, y: number, rx: number, ry: number) => ellipse(x, y, rx, ry, '#000000', { op: 0.12 });
/** A quadratic curve's point at t (the middle control point at the middle in x, so x runs linearly). */
const qy = (y0: number, y1: number, y2: number, t: number) => (1 - t) * (1 - t) * y0 + 2 * t * (1 - t) * y1 + t * t * y2;

/** A spoked wheel at (x, y) (its hub), radius r: a rim, spokes and hub. */
function wheel(x: number, y: number, r: number, rim: string, spokes = 8): string {
  let d = '';
  for (let k = 0; k < spokes; k++) { const a = (k / spokes) * Math.PI; d += `M${n(x - Math.cos(a) * r)} ${n(y - Math.sin(a) * r)}L${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}`; }
  return g([path(d, 'none', { stroke: rim, sw: Math.max(1.2, r * 0.08) }), circle(x, y, r * 0.9, 'none', { stroke: rim, sw: Math.max(2, r * 0.18) }), circle(x, y, r * 0.16, rim)]);
}

/** A window with its frame and glazing bars, (x, y) its top-left. */
function pane(x: number, y: number, w: number, h: number, glass: string, frame: string, lit = false): string {
  const f = Math.max(1.5, Math.min(w, h) * 0.08);
  return g([rect(x, y, w, h, frame), rect(x + f, y + f, w - 2 * f, h - 2 * f, lit ? WARM : glass),
    path(`M${n(x + w / 2)} ${n(y + f)}V${n(y + h - f)}M${n(x + f)} ${n(y + h / 2)}H${n(x + w - f)}`, 'none', { stroke: frame, sw: f })]);
}

/** A stovepipe from (x, y) up h, with its rain cap and a wisp of smoke. */
function stovepipe(x: number, y: number, h: number): string {
  const w = h * 0.2;
  return g([rect(x - w / 2, y - h, w, h + 2, IRON), path(`M${n(x - w * 1.1)} ${n(y - h)}L${n(x)} ${n(y - h - w * 0.8)}L${n(x + w * 1.1)} ${n(y - h)}Z`, IRON),
    circle(x + w * 1.5, y - h - w * 2.4, w * 1.1, '#ffffff', { op: 0.35 }), circle(x + w * 3.2, y - h - w * 4, w * 1.5, '#ffffff', { op: 0.22 })]);
}

/** Timber steps from (x, top) down to the ground at y, `w` wide, `k` treads. */
function steps(x: number, top: number, y: number, w: number, k: number, wood: string): string {
  const out: string[] = [], rise = (y - top) / k;
  for (let i = 1; i <= k; i++) out.push(rect(x - w / 2 - (w * 0.12 * i) / 2, top + rise * (i - 1), w + w * 0.12 * i, rise * 0.45, i % 2 ? wood : shade(wood, 0.12)));
  return g(out);
}

/**
 * A shepherd's hut, s long: planked walls in the paint on an iron chassis with four cast wheels, a curved tin roof
 * ribbed and overhanging both ends, a window, a stable door with timber steps down to the grass, a stovepipe.
 */
export function shepherdsHut(x: number, y: number, s: number, k: Kit): string {
  const x0 = x - s / 2, x1 = x + s / 2, r = s * 0.075, yb = y - s * 0.17, yt = yb - s * 0.3, rise = s * 0.13, o = s * 0.035;
  const body = `M${n(x0)} ${n(yb)}V${n(yt)}Q${n(x)} ${n(yt - rise)} ${n(x1)} ${n(yt)}V${n(yb)}Z`;
  let planks = '', ribs = '';
  for (let i = 1; i < 7; i++) { const yy = yt - rise * 0.1 + ((yb - yt) * i) / 7; planks += `M${n(x0)} ${n(yy)}H${n(x1)}`; }
  for (let i = 1; i < 12; i++) { const t = i / 12, xx = x0 - o + (s + 2 * o) * t; ribs += `M${n(xx)} ${n(qy(yt + s * 0.02, yt - rise * 1.25, yt + s * 0.02, t))}V${n(qy(yt - s * 0.035, yt - rise * 1.25 - s * 0.05, yt - s * 0.035, t))}`; }
  const dx = x0 + s * 0.6, dw = s * 0.17, dh = (yb - yt) * 0.86;
  return g([shadow(x, y, s * 0.6, s * 0.04),
    wheel(x0 + s * 0.17, y - r, r, IRON, 6), wheel(x1 - s * 0.15, y - r, r, IRON, 6),
    rect(x0 + s * 0.05, yb - 1, s * 0.9, s * 0.03, IRON),
    path(body, k.col), path(planks, 'none', { stroke: shade(k.col, 0.2), sw: sw(s, 0.004) }),
    path(`M${n(x0 - o)} ${n(yt + s * 0.02)}Q${n(x)} ${n(yt - rise * 1.25)} ${n(x1 + o)} ${n(yt + s * 0.02)}L${n(x1 + o)} ${n(yt - s * 0.035)}Q${n(x)} ${n(yt - rise * 1.25 - s * 0.05)} ${n(x0 - o)} ${n(yt - s * 0.035)}Z`, k.tin),
    path(ribs, 'none', { stroke: shade(k.tin, 0.18), sw: sw(s, 0.004) }),
    stovepipe(x0 + s * 0.22, qy(yt - s * 0.035, yt - rise * 1.25 - s * 0.05, yt - s * 0.035, 0.24), s * 0.13),
    pane(x0 + s * 0.12, yt + (yb - yt) * 0.2, s * 0.22, (yb - yt) * 0.42, k.glass, '#f4efe4'),
    rect(dx, yb - dh, dw, dh, shade(k.col, 0.3)), path(`M${n(dx)} ${n(yb - dh * 0.5)}H${n(dx + dw)}`, 'none', { stroke: shade(k.col, 0.5), sw: sw(s, 0.005) }),
    rect(dx + dw * 0.2, yb - dh * 0.88, dw * 0.6, dh * 0.3, k.glass), circle(dx + dw * 0.82, yb - dh * 0.45, s * 0.008, '#e8c27a'),
    steps(dx + dw / 2, yb + s * 0.01, y, dw * 1.05, 3, k.wood)]);
}

/** A small timber cabin at (x, y) on its platform, w wide: boards, a pitched roof in the paint, a lit window and a door. */
function cabin(x: number, y: number, w: number, k: Kit, door: 'left' | 'right'): string {
  const h = w * 0.5, ridge = y - h - w * 0.32;
  let boards = '';
  for (let i = 1; i < 8; i++) boards += `M${n(x - w / 2 + (w * i) / 8)} ${n(y - h)}V${n(y)}`;
  const dx = door === 'left' ? x - w * 0.36 : x + w * 0.14;
  return g([rect(x - w / 2, y - h, w, h, k.wood), path(boards, 'none', { stroke: shade(k.wood, 0.2), sw: sw(w, 0.006) }),
    path(`M${n(x - w * 0.6)} ${n(y - h + w * 0.02)}L${n(x)} ${n(ridge)}L${n(x + w * 0.6)} ${n(y - h + w * 0.02)}Z`, k.col),
    path(`M${n(x - w * 0.6)} ${n(y - h + w * 0.02)}L${n(x)} ${n(ridge)}L${n(x + w * 0.6)} ${n(y - h + w * 0.02)}`, 'none', { stroke: shade(k.col, 0.3), sw: sw(w, 0.025), round: true }),
    rect(dx, y - h * 0.78, w * 0.22, h * 0.78, k.woodDark), circle(dx + w * 0.18, y - h * 0.4, w * 0.015, '#e8c27a'),
    pane(door === 'left' ? x + w * 0.04 : x - w * 0.38, y - h * 0.72, w * 0.28, h * 0.42, k.glass, '#f4efe4', true),
    pane(x - w * 0.08, ridge + w * 0.17, w * 0.16, w * 0.1, k.glass, '#f4efe4', true)]);
}

/**
 * A treehouse, s the oak's spread: a cabin on a platform braced into the trunk, its rail, a ladder down to the grass,
 * and a rope bridge running off to a second tree, under the oak's crown.
 */
export function treehouse(x: number, y: number, s: number, k: Kit, lit: boolean): string {
  const yp = y - s * 0.36, bark = mix('#6b4a32', k.woodDark, 0.3), pw = s * 0.3;
  const crown = (cx: number, cy: number, r: number, col: string) => `<path d="M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r * 0.86)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r * 0.86)} 0 1 0 ${n(-2 * r)} 0" fill="${col}"/>`;
  const back = [crown(x, y - s * 0.62, s * 0.2, k.leafDark), crown(x - s * 0.2, y - s * 0.52, s * 0.17, k.leafDark), crown(x + s * 0.21, y - s * 0.54, s * 0.17, k.leafDark),
    crown(x + s * 0.06, y - s * 0.74, s * 0.14, k.leafDark)];
  const trunk = path(`M${n(x - s * 0.07)} ${n(y)}Q${n(x - s * 0.03)} ${n(y - s * 0.2)} ${n(x - s * 0.035)} ${n(y - s * 0.56)}L${n(x - s * 0.14)} ${n(y - s * 0.66)}L${n(x - s * 0.1)} ${n(y - s * 0.67)}L${n(x)} ${n(y - s * 0.6)}L${n(x + s * 0.1)} ${n(y - s * 0.7)}L${n(x + s * 0.13)} ${n(y - s * 0.68)}L${n(x + s * 0.035)} ${n(y - s * 0.54)}Q${n(x + s * 0.03)} ${n(y - s * 0.2)} ${n(x + s * 0.075)} ${n(y)}Z`, bark);
  // The far tree the bridge runs to, cut by the card's edge.
  const fx = x - s * 0.62, far = g([path(`M${n(fx - s * 0.04)} ${n(y)}L${n(fx - s * 0.03)} ${n(y - s * 0.6)}H${n(fx + s * 0.03)}L${n(fx + s * 0.045)} ${n(y)}Z`, bark),
    crown(fx, y - s * 0.62, s * 0.16, k.leafDark), rect(fx - s * 0.06, yp + s * 0.01, s * 0.12, s * 0.02, k.woodDark)]);
  // The bridge: planks on a sag between the platforms, two rope rails above with their uprights.
  const bx0 = fx + s * 0.06, bx1 = x - pw / 2, sag = s * 0.05;
  let posts = '';
  for (let i = 1; i < 12; i++) { const t = i / 12, d = sag * 4 * t * (1 - t); posts += `M${n(bx0 + (bx1 - bx0) * t)} ${n(yp + s * 0.012 + d)}v${n(-s * 0.082)}`; }
  const rope = (dy: number) => `M${n(bx0)} ${n(yp + dy)}Q${n((bx0 + bx1) / 2)} ${n(yp + dy + sag * 2)} ${n(bx1)} ${n(yp + dy)}`;
  const ropes = path(rope(-s * 0.07) + rope(-s * 0.035), 'none', { stroke: '#c9b48a', sw: sw(s, 0.004) });
  const bridge = g([path(rope(s * 0.012), 'none', { stroke: k.wood, sw: s * 0.016 }), path(rope(s * 0.012), 'none', { stroke: k.woodDark, sw: s * 0.016, dash: `${n(s * 0.004)} ${n(s * 0.018)}` }),
    path(posts, 'none', { stroke: '#c9b48a', sw: sw(s, 0.003) }), ropes,
    lit ? bridgeLights(bx0, bx1, yp - s * 0.07, sag * 2, s) : '']);
  // Platform, braces and rail; the ladder to the grass.
  const lx = x + pw / 2 - s * 0.02;
  let rungs = '';
  for (let i = 1; i < 8; i++) { const t = i / 8; rungs += `M${n(lx + s * 0.1 * t - s * 0.025)} ${n(yp + (y - yp) * t)}h${n(s * 0.05)}`; }
  let rail = '';
  for (let i = 0; i <= 6; i++) rail += `M${n(x - pw / 2 + (pw * i) / 6)} ${n(yp)}v${n(-s * 0.06)}`;
  return g([...back, far, shadow(x, y, s * 0.2, s * 0.03), trunk,
    path(`M${n(x - pw * 0.45)} ${n(yp + s * 0.02)}L${n(x - s * 0.02)} ${n(yp + s * 0.12)}M${n(x + pw * 0.45)} ${n(yp + s * 0.02)}L${n(x + s * 0.02)} ${n(yp + s * 0.12)}`, 'none', { stroke: k.woodDark, sw: sw(s, 0.014) }),
    crown(x - s * 0.26, y - s * 0.72, s * 0.12, k.leaf), crown(x + s * 0.27, y - s * 0.68, s * 0.12, k.leaf),
    cabin(x, yp, pw * 0.78, k, 'right'), rect(x - pw / 2 - s * 0.01, yp, pw + s * 0.02, s * 0.028, k.woodDark), bridge,
    path(`${rail}M${n(x - pw / 2)} ${n(yp - s * 0.06)}H${n(x + pw / 2)}`, 'none', { stroke: k.woodDark, sw: sw(s, 0.006) }),
    path(`M${n(lx - s * 0.025)} ${n(yp)}L${n(lx + s * 0.075)} ${n(y)}M${n(lx + s * 0.025)} ${n(yp)}L${n(lx + s * 0.125)} ${n(y)}`, 'none', { stroke: k.woodDark, sw: sw(s, 0.008) }),
    path(rungs, 'none', { stroke: k.woodDark, sw: sw(s, 0.006) }),
    crown(x - s * 0.12, y - s * 0.8, s * 0.1, k.leaf), crown(x + s * 0.16, y - s * 0.82, s * 0.09, k.leaf)]);
}

/** Warm bulbs along a rope rail from x0 to x1 at y, sagging `sag`. */
function bridgeLights(x0: number, x1: number, y: number, sag: number, s: number): string {
  let d = '';
  for (let i = 1; i < 9; i++) { const t = i / 9; d += `M${n(x0 + (x1 - x0) * t)} ${n(y + sag * 2 * t * (1 - t) + s * 0.008)}h0`; }
  return path(d, 'none', { stroke: WARM, sw: sw(s, 0.014), round: true });
}

/**
 * A yurt, s wide: the felt wall with its trellis lattice showing and two girth ropes, a painted door, the low conical
 * roof with its seams running to the crown ring.
 */
export function yurt(x: number, y: number, s: number, k: Kit): string {
  const h = s * 0.2, x0 = x - s / 2, x1 = x + s / 2, yw = y - h, apex = yw - s * 0.24, felt = k.canvas;
  let lattice = '';
  for (let xx = x0 - h; xx < x1; xx += h * 0.45) {
    // Each diagonal clipped to the wall by hand: a / and a \ per step.
    const a0 = Math.max(x0, xx), a1 = Math.min(x1, xx + h);
    if (a1 > a0) lattice += `M${n(a0)} ${n(y - (a0 - xx))}L${n(a1)} ${n(y - (a1 - xx))}M${n(a0)} ${n(yw + (a0 - xx))}L${n(a1)} ${n(yw + (a1 - xx))}`;
  }
  let seams = '';
  for (let i = 1; i < 8; i++) { const t = i / 8; seams += `M${n(x - s * 0.06 + s * 0.12 * t)} ${n(apex + s * 0.015)}L${n(x0 - s * 0.04 + (s + s * 0.08) * t)} ${n(yw + s * 0.015)}`; }
  const dw = s * 0.13, dx = x + s * 0.06;
  return g([shadow(x, y, s * 0.6, s * 0.05), rect(x0, yw, s, h, felt),
    path(lattice, 'none', { stroke: shade(felt, 0.28), sw: sw(s, 0.004), op: 0.75 }),
    path(`M${n(x0)} ${n(yw + h * 0.2)}H${n(x1)}M${n(x0)} ${n(yw + h * 0.82)}H${n(x1)}`, 'none', { stroke: k.col, sw: sw(s, 0.009) }),
    path(`M${n(x0 - s * 0.04)} ${n(yw + s * 0.015)}L${n(x - s * 0.06)} ${n(apex + s * 0.015)}H${n(x + s * 0.06)}L${n(x1 + s * 0.04)} ${n(yw + s * 0.015)}Z`, shade(felt, 0.06)),
    path(seams, 'none', { stroke: shade(felt, 0.22), sw: sw(s, 0.004) }),
    rect(x - s * 0.075, apex - s * 0.01, s * 0.15, s * 0.028, k.woodDark, { rx: s * 0.01 }), ellipse(x, apex - s * 0.012, s * 0.055, s * 0.022, tint(k.glass, 0.2)),
    rect(dx - s * 0.012, y - h * 0.9 - s * 0.012, dw + s * 0.024, h * 0.9 + s * 0.012, k.woodDark), rect(dx, y - h * 0.9, dw, h * 0.9, k.col),
    path(`M${n(dx + dw * 0.2)} ${n(y - h * 0.78)}h${n(dw * 0.6)}v${n(h * 0.28)}h${n(-dw * 0.6)}ZM${n(dx + dw * 0.2)} ${n(y - h * 0.42)}h${n(dw * 0.6)}v${n(h * 0.28)}h${n(-dw * 0.6)}Z`, 'none', { stroke: mix(k.col, '#f2c14e', 0.6), sw: sw(s, 0.004) })]);
}

/** A raised timber deck from x0 to x1 with its top at `top` over the grass at y: boards, posts, a fascia. */
function deck(x0: number, x1: number, top: number, y: number, k: Kit): string {
  const h = y - top;
  let posts = '';
  for (let i = 0; i <= 5; i++) posts += `M${n(x0 + h * 0.3 + ((x1 - x0 - h * 0.6) * i) / 5)} ${n(top + h * 0.4)}V${n(y)}`;
  return g([path(posts, 'none', { stroke: k.woodDark, sw: Math.max(2, h * 0.22) }), rect(x0, top, x1 - x0, h * 0.42, k.wood), rect(x0, top + h * 0.3, x1 - x0, h * 0.12, shade(k.wood, 0.22))]);
}

/** A rail along x0..x1 at deck height `top`, hh high, with `k` uprights. */
function rail(x0: number, x1: number, top: number, hh: number, count: number, col: string, w: number): string {
  let d = `M${n(x0)} ${n(top - hh)}H${n(x1)}`;
  for (let i = 0; i <= count; i++) d += `M${n(x0 + ((x1 - x0) * i) / count)} ${n(top)}v${n(-hh)}`;
  return path(d, 'none', { stroke: col, sw: w });
}

/**
 * A safari tent seen from its veranda, s wide: canvas walls under a wide fly with a valance in the paint, the door
 * tied back on a lit interior, mesh windows, two poles holding the veranda's roof, all on a raised deck with a rail and steps.
 */
export function safariTent(x: number, y: number, s: number, k: Kit, lit: boolean): string {
  const top = y - s * 0.08, yw = top - s * 0.24, peak = yw - s * 0.16, canvas = mix('#d9c9a3', k.canvas, 0.35), dw = s * 0.16;
  let valance = `M${n(x - s * 0.5)} ${n(yw + s * 0.01)}`;
  for (let i = 0; i < 10; i++) { const x0 = x - s * 0.5 + (s * i) / 10; valance += `Q${n(x0 + s * 0.05)} ${n(yw + s * 0.06)} ${n(x0 + s * 0.1)} ${n(yw + s * 0.01)}`; }
  return g([shadow(x, y, s * 0.58, s * 0.04), deck(x - s * 0.52, x + s * 0.52, top, y, k),
    rect(x - s * 0.36, yw, s * 0.72, top - yw, canvas),
    rect(x - dw / 2, yw + s * 0.03, dw, top - yw - s * 0.03, lit ? mix('#5a4632', WARM, 0.35) : '#4a3d31'),
    path(`M${n(x - dw / 2)} ${n(yw + s * 0.03)}L${n(x - dw * 0.85)} ${n(top)}H${n(x - dw * 0.4)}ZM${n(x + dw / 2)} ${n(yw + s * 0.03)}L${n(x + dw * 0.85)} ${n(top)}H${n(x + dw * 0.4)}Z`, shade(canvas, 0.08)),
    rect(x - s * 0.3, yw + s * 0.06, s * 0.12, s * 0.09, '#3a3f3c', { op: 0.7 }), rect(x + s * 0.18, yw + s * 0.06, s * 0.12, s * 0.09, '#3a3f3c', { op: 0.7 }),
    path(`M${n(x - s * 0.54)} ${n(yw + s * 0.01)}L${n(x)} ${n(peak)}L${n(x + s * 0.54)} ${n(yw + s * 0.01)}Z`, shade(canvas, 0.04)),
    path(`M${n(x)} ${n(peak)}V${n(peak - s * 0.03)}`, 'none', { stroke: k.woodDark, sw: sw(s, 0.01) }),
    path(`${valance}V${n(yw - s * 0.005)}H${n(x - s * 0.5)}Z`, k.col),
    path(`M${n(x - s * 0.46)} ${n(yw + s * 0.04)}V${n(top)}M${n(x + s * 0.46)} ${n(yw + s * 0.04)}V${n(top)}`, 'none', { stroke: k.woodDark, sw: sw(s, 0.014) }),
    rail(x - s * 0.5, x - s * 0.14, top, s * 0.07, 4, k.woodDark, sw(s, 0.006)), rail(x + s * 0.14, x + s * 0.5, top, s * 0.07, 4, k.woodDark, sw(s, 0.006)),
    steps(x, top + s * 0.015, y + s * 0.02, s * 0.2, 2, k.wood),
    lit ? circle(x, yw + s * 0.05, s * 0.035, WARM, { op: 0.7 }) : '']);
}

/** A glamping pod, s its depth and width together: an arched timber pod seen from its front corner, boarded along its top, a round door. */
export function pod(x: number, y: number, s: number, k: Kit): string {
  const fw = s * 0.55, fh = s * 0.44, dx = s * 0.42, dy = -s * 0.07, fx = x - s * 0.2, wall = fh * 0.25;
  // The front arch's outline, its walls and its curve; the pod's side is that outline swept back by (dx, dy).
  const pts: [number, number][] = [[fx - fw / 2, y], [fx - fw / 2, y - wall]];
  for (let i = 1; i < 12; i++) { const a = Math.PI * (1 - i / 12); pts.push([fx + Math.cos(a) * fw / 2, y - wall - Math.sin(a) * (fh - wall)]); }
  pts.push([fx + fw / 2, y - wall], [fx + fw / 2, y]);
  const quad = (p: [number, number], q: [number, number]) => `M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}l${n(dx)} ${n(dy)}L${n(p[0] + dx)} ${n(p[1] + dy)}Z`;
  let side = '', lines = '';
  for (let i = 1; i < pts.length - 2; i++) { side += quad(pts[i]!, pts[i + 1]!); if (i > 1) lines += `M${n(pts[i]![0])} ${n(pts[i]![1])}l${n(dx)} ${n(dy)}`; }
  const front = `M${pts.map(([px, py]) => `${n(px)} ${n(py)}`).join('L')}Z`;
  const roof = shade(k.col, 0.1);
  let boards = '';
  for (let i = 1; i < 7; i++) boards += `M${n(fx - fw / 2 + (fw * i) / 7)} ${n(y)}V${n(y - wall - Math.sqrt(Math.max(0, 1 - ((i / 7) * 2 - 1) ** 2)) * (fh - wall) + s * 0.01)}`;
  const r = fw * 0.24, dcy = y - r - s * 0.04;
  return g([shadow(x, y, s * 0.55, s * 0.045),
    path(side, roof), path(quad(pts[pts.length - 2]!, pts[pts.length - 1]!), shade(k.wood, 0.25)),
    path(lines, 'none', { stroke: shade(roof, 0.25), sw: sw(s, 0.004) }),
    path(front, k.wood), path(boards, 'none', { stroke: shade(k.wood, 0.18), sw: sw(s, 0.004) }),
    path(`M${pts.slice(1, -1).map(([px, py]) => `${n(px)} ${n(py)}`).join('L')}`, 'none', { stroke: roof, sw: sw(s, 0.03), round: true }),
    circle(fx, dcy, r + s * 0.012, k.woodDark), circle(fx, dcy, r, k.col),
    path(`M${n(fx - r * 0.7)} ${n(dcy)}H${n(fx + r * 0.7)}M${n(fx)} ${n(dcy - r * 0.7)}V${n(dcy + r * 0.7)}`, 'none', { stroke: shade(k.col, 0.25), sw: sw(s, 0.004) }),
    circle(fx + r * 0.62, dcy + r * 0.12, s * 0.01, '#e8c27a'),
    rect(fx - r * 1.3, y - s * 0.025, r * 2.6, s * 0.03, k.woodDark)]);
}

/** A tipi, s across its base: canvas on crossed poles, smoke flaps, a band painted in the paint, the laced seam and door. */
export function tipi(x: number, y: number, s: number, k: Kit): string {
  const h = s * 1.15, apex = y - h, at = (f: number) => s * 0.5 * f; // half-width at height fraction from the apex
  const sx = (f: number) => at(f);
  const yb = (f: number) => apex + h * f;
  let poles = '';
  for (const d of [-0.14, -0.07, 0.05, 0.12]) poles += `M${n(x + d * s * 0.4)} ${n(apex + s * 0.04)}L${n(x + d * s * 1.2)} ${n(apex - s * 0.16)}`;
  let pins = '';
  for (let f = 0.18; f < 0.72; f += 0.07) pins += `M${n(x - s * 0.012)} ${n(yb(f))}h${n(s * 0.024)}`;
  const band = `M${n(x - sx(0.76))} ${n(yb(0.76))}L${n(x - sx(0.84))} ${n(yb(0.84))}H${n(x + sx(0.84))}L${n(x + sx(0.76))} ${n(yb(0.76))}Z`;
  let tri = '';
  for (let i = 0; i < 9; i++) { const f = 0.7, w = (sx(f) * 2) / 9, x0 = x - sx(f) + w * i; tri += `M${n(x0)} ${n(yb(0.76))}l${n(w / 2)} ${n(-s * 0.05)}l${n(w / 2)} ${n(s * 0.05)}Z`; }
  const dw = s * 0.13;
  return g([shadow(x, y, s * 0.56, s * 0.05), path(poles, 'none', { stroke: k.woodDark, sw: sw(s, 0.012), round: true }),
    path(`M${n(x - s / 2)} ${n(y)}L${n(x - s * 0.03)} ${n(apex + s * 0.05)}H${n(x + s * 0.03)}L${n(x + s / 2)} ${n(y)}Z`, k.canvas),
    path(`M${n(x - s * 0.03)} ${n(apex + s * 0.05)}L${n(x - s * 0.17)} ${n(yb(0.32))}L${n(x - s * 0.07)} ${n(yb(0.3))}ZM${n(x + s * 0.03)} ${n(apex + s * 0.05)}L${n(x + s * 0.17)} ${n(yb(0.32))}L${n(x + s * 0.07)} ${n(yb(0.3))}Z`, shade(k.canvas, 0.1)),
    path(band, k.col), path(tri, mix(k.col, '#f2c14e', 0.55)),
    path(`M${n(x)} ${n(yb(0.16))}V${n(yb(0.8))}`, 'none', { stroke: shade(k.canvas, 0.2), sw: sw(s, 0.004) }), path(pins, 'none', { stroke: k.woodDark, sw: sw(s, 0.006) }),
    path(`M${n(x - dw / 2)} ${n(y)}V${n(y - s * 0.12)}A${n(dw / 2)} ${n(dw * 0.6)} 0 0 1 ${n(x + dw / 2)} ${n(y - s * 0.12)}V${n(y)}Z`, '#4a3d31'),
    path(`M${n(x + dw / 2)} ${n(y - s * 0.12)}Q${n(x + dw * 0.9)} ${n(y - s * 0.06)} ${n(x + dw * 1.15)} ${n(y)}H${n(x + dw / 2)}Z`, shade(k.canvas, 0.12))]);
}

/**
 * A geodesic dome, s wide, on a round timber deck: a white skin triangulated by its struts, a panoramic window of
 * glazed triangles at the front, a zipped door, a stovepipe.
 */
export function geodome(x: number, y: number, s: number, k: Kit, lit: boolean): string {
  const top = y - s * 0.06, R = s * 0.42, Ry = R * 0.95, skin = mix('#f4f1ea', k.canvas, 0.4), rings = [0, 0.42, 0.8, 1.18, Math.PI / 2];
  const m = 8, pts: [number, number][][] = rings.map((phi, i) => {
    const r = R * Math.cos(phi), yy = top - Ry * Math.sin(phi);
    return Array.from({ length: m + 1 }, (_, j) => { const th = Math.PI * (j + (i % 2 ? 0.5 : 0)) / m; return [x - r * Math.cos(Math.min(th, Math.PI)), yy] as [number, number]; });
  });
  let struts = '', glassD = '';
  for (let i = 0; i < rings.length - 1; i++) {
    const a = pts[i]!, b = pts[i + 1]!;
    struts += a.map(([px, py], j) => `${j ? 'L' : 'M'}${n(px)} ${n(py)}`).join('');
    for (let j = 0; j <= m; j++) {
      const p = a[j]!, q = b[Math.min(j, m)]!, q0 = b[Math.max(0, j - (i % 2 ? 1 : 0))]!;
      struts += `M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}`;
      if (i % 2 === 0 && j < m) { const q1 = b[j]!, pn = a[j + 1]!; struts += `M${n(pn[0])} ${n(pn[1])}L${n(q1[0])} ${n(q1[1])}`; }
      else if (j > 0) struts += `M${n(p[0])} ${n(p[1])}L${n(q0[0])} ${n(q0[1])}`;
    }
  }
  // The panorama: the lower ring's triangles left of the middle, glazed.
  const a0 = pts[0]!, b0 = pts[1]!;
  for (const j of [4, 5, 6]) glassD += `M${n(a0[j]![0])} ${n(a0[j]![1])}L${n(b0[j]![0])} ${n(b0[j]![1])}L${n(a0[j + 1]![0])} ${n(a0[j + 1]![1])}ZM${n(b0[j]![0])} ${n(b0[j]![1])}L${n(a0[j + 1]![0])} ${n(a0[j + 1]![1])}L${n(b0[j + 1]![0])} ${n(b0[j + 1]![1])}Z`;
  const dx = x - R * 0.55, dh = s * 0.17;
  return g([shadow(x, y, s * 0.6, s * 0.045), deck(x - s * 0.56, x + s * 0.56, top, y, k),
    path(`M${n(x - R)} ${n(top)}A${n(R)} ${n(Ry)} 0 0 1 ${n(x + R)} ${n(top)}Z`, skin),
    path(`M${n(x + R)} ${n(top)}A${n(R)} ${n(Ry)} 0 0 0 ${n(x)} ${n(top - Ry)}A${n(R * 0.45)} ${n(Ry)} 0 0 1 ${n(x + R * 0.45)} ${n(top)}Z`, shade(skin, 0.06)),
    path(glassD, lit ? mix(k.glass, WARM, 0.45) : k.glass),
    path(struts, 'none', { stroke: shade(skin, 0.3), sw: sw(s, 0.004), round: true }),
    path(`M${n(dx - s * 0.05)} ${n(top)}V${n(top - dh * 0.75)}Q${n(dx)} ${n(top - dh * 1.05)} ${n(dx + s * 0.05)} ${n(top - dh * 0.75)}V${n(top)}Z`, k.col),
    path(`M${n(dx)} ${n(top - dh * 0.92)}V${n(top)}`, 'none', { stroke: shade(k.col, 0.35), sw: sw(s, 0.004) }),
    stovepipe(x + R * 0.55, top - Ry * 0.72, s * 0.1), steps(dx, top + s * 0.01, y + s * 0.02, s * 0.14, 2, k.wood)]);
}

/**
 * A log cabin, s wide, seen from its gable: walls of round logs with their ends crossing at the corners, a roof in the
 * paint, a boarded gable with a small window, a porch roof over the door on two posts, lit windows either side, a stone chimney.
 */
export function logCabin(x: number, y: number, s: number, k: Kit, lit: boolean): string {
  const w = s * 0.8, x0 = x - w / 2, x1 = x + w / 2, yt = y - s * 0.3, peak = yt - s * 0.24, lh = (y - yt) / 7;
  let logs = '', ends = '';
  for (let i = 0; i < 7; i++) {
    const yy = yt + lh * i;
    logs += `M${n(x0)} ${n(yy + lh)}H${n(x1)}`;
    ends += `M${n(x0 - lh * 0.3)} ${n(yy + lh / 2)}h0M${n(x1 + lh * 0.3)} ${n(yy + lh / 2)}h0`;
  }
  let boards = '';
  for (let i = 1; i < 8; i++) { const bx = x0 + (w * i) / 8; boards += `M${n(bx)} ${n(yt)}V${n(yt + (peak - yt) * (1 - Math.abs(bx - x) / (w / 2)))}`; }
  const roof = shade(k.col, 0.05), dw = s * 0.13, py = yt + s * 0.04;
  return g([shadow(x, y, s * 0.55, s * 0.045),
    rect(x1 - s * 0.16, peak - s * 0.02, s * 0.07, s * 0.2, mix('#8d8a84', k.wood, 0.15)),
    rect(x0, yt, w, y - yt, k.wood), path(logs, 'none', { stroke: shade(k.wood, 0.3), sw: sw(s, 0.006) }),
    path(ends, 'none', { stroke: tint(k.wood, 0.25), sw: lh * 0.9, round: true }),
    path(`M${n(x0)} ${n(yt)}L${n(x)} ${n(peak)}L${n(x1)} ${n(yt)}Z`, tint(k.wood, 0.1)), path(boards, 'none', { stroke: shade(k.wood, 0.2), sw: sw(s, 0.004) }),
    pane(x - s * 0.04, yt - s * 0.15, s * 0.08, s * 0.08, k.glass, '#f4efe4', lit),
    path(`M${n(x0 - s * 0.06)} ${n(yt + s * 0.02)}L${n(x)} ${n(peak - s * 0.035)}L${n(x1 + s * 0.06)} ${n(yt + s * 0.02)}`, 'none', { stroke: roof, sw: s * 0.045 }),
    pane(x0 + s * 0.06, yt + s * 0.09, s * 0.14, s * 0.11, k.glass, '#f4efe4', lit), pane(x1 - s * 0.2, yt + s * 0.09, s * 0.14, s * 0.11, k.glass, '#f4efe4', lit),
    rect(x - dw / 2, y - s * 0.2, dw, s * 0.2, k.woodDark), circle(x + dw * 0.32, y - s * 0.1, s * 0.008, '#e8c27a'),
    path(`M${n(x - dw * 1.15)} ${n(py + s * 0.02)}L${n(x - dw * 0.95)} ${n(py - s * 0.02)}H${n(x + dw * 0.95)}L${n(x + dw * 1.15)} ${n(py + s * 0.02)}Z`, roof),
    path(`M${n(x - dw)} ${n(py + s * 0.02)}V${n(y)}M${n(x + dw)} ${n(py + s * 0.02)}V${n(y)}`, 'none', { stroke: k.woodDark, sw: sw(s, 0.012) }),
    rect(x - dw * 1.3, y - s * 0.015, dw * 2.6, s * 0.02, shade(k.wood, 0.25))]);
}

/**
 * A lodge or a static caravan, s long, seen along its side: clad walls (timber for a lodge, pale with a stripe in the
 * paint for a static caravan) under a low pitched roof, glazed doors, windows, a skirt, a deck with its rail and steps.
 */
export function lodge(x: number, y: number, s: number, k: Kit, timber: boolean, lit: boolean): string {
  const x0 = x - s / 2, x1 = x + s / 2, yb = y - s * 0.07, yt = yb - s * 0.22, clad = timber ? k.wood : '#eef0ec', roof = timber ? '#4a4f57' : '#9aa1ab';
  let boards = '';
  for (let i = 1; i < 9; i++) boards += `M${n(x0)} ${n(yt + ((yb - yt) * i) / 9)}H${n(x1)}`;
  const gx = x0 + s * 0.56, gw = s * 0.2, dk = x0 + s * 0.44;
  return g([shadow(x, y, s * 0.56, s * 0.035),
    rect(x0 + s * 0.01, yb, s * 0.98, y - yb, shade(clad, 0.35)),
    rect(x0, yt, s, yb - yt, clad), path(boards, 'none', { stroke: shade(clad, timber ? 0.18 : 0.1), sw: sw(s, 0.003) }),
    timber ? '' : rect(x0, yt + (yb - yt) * 0.62, s, (yb - yt) * 0.1, k.col),
    path(`M${n(x0 - s * 0.03)} ${n(yt + s * 0.01)}L${n(x0 + s * 0.05)} ${n(yt - s * 0.07)}H${n(x1 - s * 0.05)}L${n(x1 + s * 0.03)} ${n(yt + s * 0.01)}Z`, roof),
    rect(x0 - s * 0.03, yt, s * 1.06, s * 0.012, shade(roof, 0.2)),
    pane(x0 + s * 0.07, yt + s * 0.05, s * 0.14, s * 0.09, k.glass, timber ? k.woodDark : '#f4efe4', lit),
    pane(x0 + s * 0.25, yt + s * 0.05, s * 0.14, s * 0.09, k.glass, timber ? k.woodDark : '#f4efe4', lit),
    pane(gx, yt + s * 0.03, gw, yb - yt - s * 0.03, k.glass, timber ? k.woodDark : '#f4efe4', lit),
    pane(x1 - s * 0.18, yt + s * 0.05, s * 0.12, s * 0.09, k.glass, timber ? k.woodDark : '#f4efe4', lit),
    timber ? '' : rect(x0 + s * 0.045, yt + s * 0.05, s * 0.02, s * 0.09, k.col),
    rect(dk, yb - s * 0.005, x1 - dk + s * 0.04, s * 0.03, k.woodDark), rail(dk, x1 + s * 0.04, yb, s * 0.075, 7, k.woodDark, sw(s, 0.005)),
    steps(dk - s * 0.05, yb + s * 0.01, y + s * 0.01, s * 0.08, 2, k.wood)]);
}

/**
 * A bow-top wagon, s long: a barrel of canvas in the paint over a lined-out body, big spoked wheels behind and small
 * ones in front, the porch boards and a ladder of steps at the front, its shafts resting on the grass, a chimney.
 */
export function wagon(x: number, y: number, s: number, k: Kit): string {
  const x0 = x - s * 0.36, x1 = x + s * 0.4, yb = y - s * 0.15, yt = yb - s * 0.14, gold = mix('#e8b84a', k.canvas, 0.15), body = shade(k.col, 0.45);
  let hoops = '';
  for (let i = 1; i < 6; i++) { const t = i / 6, hx = x0 + (x1 - x0) * t; hoops += `M${n(hx)} ${n(yt)}V${n(yt - Math.sqrt(1 - (2 * t - 1) ** 2) * s * 0.26 + s * 0.01)}`; }
  return g([shadow(x, y, s * 0.62, s * 0.04),
    path(`M${n(x0 + s * 0.02)} ${n(yb - s * 0.02)}L${n(x0 - s * 0.42)} ${n(y - s * 0.01)}M${n(x0 + s * 0.02)} ${n(yb + s * 0.01)}L${n(x0 - s * 0.4)} ${n(y)}`, 'none', { stroke: k.woodDark, sw: sw(s, 0.016), round: true }),
    wheel(x0 + s * 0.08, y - s * 0.11, s * 0.11, gold, 10),
    path(`M${n(x0 - s * 0.02)} ${n(yt)}A${n((x1 - x0) / 2 + s * 0.02)} ${n(s * 0.27)} 0 0 1 ${n(x1 + s * 0.02)} ${n(yt)}Z`, k.col),
    path(hoops, 'none', { stroke: shade(k.col, 0.25), sw: sw(s, 0.005) }),
    stovepipe(x0 + s * 0.2, yt - s * 0.2, s * 0.09),
    path(`M${n(x0 - s * 0.04)} ${n(yt)}H${n(x1 + s * 0.04)}L${n(x1)} ${n(yb)}H${n(x0)}Z`, body),
    path(`M${n(x0 + s * 0.02)} ${n(yt + s * 0.03)}H${n(x1 - s * 0.02)}M${n(x0 + s * 0.02)} ${n(yb - s * 0.03)}H${n(x1 - s * 0.02)}`, 'none', { stroke: gold, sw: sw(s, 0.005) }),
    path(`M${n(x0 + s * 0.22)} ${n(yt + s * 0.07)}q${n(s * 0.04)} ${n(-s * 0.03)} ${n(s * 0.08)} 0q${n(s * 0.04)} ${n(s * 0.03)} ${n(s * 0.08)} 0M${n(x0 + s * 0.44)} ${n(yt + s * 0.07)}q${n(s * 0.04)} ${n(-s * 0.03)} ${n(s * 0.08)} 0q${n(s * 0.04)} ${n(s * 0.03)} ${n(s * 0.08)} 0`, 'none', { stroke: gold, sw: sw(s, 0.004) }),
    rect(x0 - s * 0.07, yt - s * 0.02, s * 0.06, yb - yt + s * 0.04, shade(body, 0.2)),
    path(`M${n(x0 - s * 0.06)} ${n(yb)}L${n(x0 - s * 0.12)} ${n(y)}M${n(x0 - s * 0.01)} ${n(yb)}L${n(x0 - s * 0.07)} ${n(y)}M${n(x0 - s * 0.09)} ${n(yb + s * 0.05)}h${n(s * 0.06)}M${n(x0 - s * 0.1)} ${n(yb + s * 0.1)}h${n(s * 0.06)}`, 'none', { stroke: k.woodDark, sw: sw(s, 0.008) }),
    rect(x0 + s * 0.04, yb, x1 - x0 - s * 0.08, s * 0.03, IRON),
    wheel(x1 - s * 0.13, y - s * 0.17, s * 0.17, gold, 12)]);
}

/**
 * An Airstream, s long: a riveted aluminium shell rounded at both ends, its wrap-round window and door, an awning
 * striped in the paint on two poles, the wheel in its skirt and the A-frame on its jockey wheel.
 */
export function airstream(defs: Defs, x: number, y: number, s: number, k: Kit): string {
  const x0 = x - s / 2, x1 = x + s / 2, h = s * 0.36, yb = y - s * 0.07, yt = yb - h;
  const skin = defs.lin([[0, tint(k.tin, 0.55)], [0.45, k.tin], [1, shade(k.tin, 0.2)]]);
  let seams = '';
  for (let i = 1; i < 8; i++) seams += `M${n(x0 + (s * i) / 8)} ${n(yt + (i === 1 || i === 7 ? h * 0.18 : 0))}V${n(yb - (i === 1 || i === 7 ? h * 0.12 : 0))}`;
  // The awning runs out over the door: seen from the side, its striped front edge hangs below the roof line on two poles.
  const ax = x0 + s * 0.24, aw = s * 0.44, a0 = ax - s * 0.1, ay = yt + h * 0.1, ab = ay + s * 0.12, stripes = [k.col, '#ffffff'];
  const awn: string[] = [];
  for (let i = 0; i < 8; i++) {
    const u = a0 + (aw * i) / 8, v = u + aw / 8;
    awn.push(path(`M${n(u + s * 0.01)} ${n(ay)}H${n(v + s * 0.01)}L${n(v)} ${n(ab)}Q${n((u + v) / 2)} ${n(ab + s * 0.025)} ${n(u)} ${n(ab)}Z`, stripes[i % 2]!));
  }
  return g([shadow(x, y, s * 0.6, s * 0.035),
    path(`M${n(x0 - s * 0.02)} ${n(yb - h * 0.2)}L${n(x0 - s * 0.14)} ${n(yb - h * 0.1)}`, 'none', { stroke: IRON, sw: sw(s, 0.018), round: true }),
    circle(x0 - s * 0.13, y - s * 0.02, s * 0.02, IRON), path(`M${n(x0 - s * 0.13)} ${n(yb - h * 0.1)}V${n(y - s * 0.02)}`, 'none', { stroke: IRON, sw: sw(s, 0.008) }),
    rect(x0, yt, s, h, skin, { rx: h * 0.5 }), path(seams, 'none', { stroke: shade(k.tin, 0.22), sw: sw(s, 0.003) }),
    path(`M${n(x0 + s * 0.02)} ${n(yb - h * 0.45)}H${n(x1 - s * 0.02)}`, 'none', { stroke: shade(k.tin, 0.22), sw: sw(s, 0.003) }),
    path(`M${n(x0 + h * 0.45)} ${n(yt + h * 0.12)}Q${n(x0 + h * 0.12)} ${n(yt + h * 0.2)} ${n(x0 + h * 0.05)} ${n(yt + h * 0.42)}H${n(x0 + h * 0.45)}Z`, k.glass),
    rect(x0 + s * 0.5, yt + h * 0.22, s * 0.16, h * 0.2, k.glass, { rx: h * 0.05 }), rect(x0 + s * 0.72, yt + h * 0.22, s * 0.12, h * 0.2, k.glass, { rx: h * 0.05 }),
    rect(ax, yt + h * 0.2, s * 0.12, h * 0.72, shade(k.tin, 0.1), { rx: s * 0.015 }), rect(ax + s * 0.03, yt + h * 0.28, s * 0.06, h * 0.16, k.glass, { rx: s * 0.01 }),
    ...awn,
    path(`M${n(a0 + s * 0.005)} ${n(ab)}V${n(y + s * 0.01)}M${n(a0 + aw - s * 0.005)} ${n(ab)}V${n(y + s * 0.01)}`, 'none', { stroke: '#4a4f57', sw: sw(s, 0.005) }),
    path(`M${n(x0 + s * 0.57)} ${n(yb)}a${n(s * 0.08)} ${n(s * 0.07)} 0 0 1 ${n(s * 0.16)} 0Z`, '#2f3238'), circle(x0 + s * 0.65, y - s * 0.05, s * 0.05, '#2f3238'), circle(x0 + s * 0.65, y - s * 0.05, s * 0.02, '#9aa1ab')]);
}

/**
 * A motorhome, s long, on its gravel bay: a coachbuilt body with a stripe in the paint, the cab with its windscreen
 * under the over-cab peak, the habitation door and windows, two wheels.
 */
export function motorhome(x: number, y: number, s: number, k: Kit): string {
  const x0 = x - s / 2, L = s, yb = y - s * 0.07, yt = yb - s * 0.33, white = '#f7f5ef', cab = x0 + L * 0.8;
  return g([shadow(x, y, s * 0.56, s * 0.035),
    rect(x0, yt, L * 0.8, yb - yt, white, { rx: s * 0.02 }),
    path(`M${n(cab - s * 0.01)} ${n(yt)}H${n(x0 + L * 0.93)}Q${n(x0 + L * 0.99)} ${n(yt + s * 0.02)} ${n(x0 + L * 0.97)} ${n(yt + s * 0.11)}H${n(cab - s * 0.01)}Z`, white),
    path(`M${n(cab - s * 0.01)} ${n(yt + s * 0.11)}H${n(x0 + L * 0.9)}L${n(x0 + L * 0.99)} ${n(yt + s * 0.2)}Q${n(x0 + L)} ${n(yb)} ${n(x0 + L * 0.99)} ${n(yb)}H${n(cab - s * 0.01)}Z`, white),
    path(`M${n(x0 + L * 0.86)} ${n(yt + s * 0.13)}H${n(x0 + L * 0.9)}L${n(x0 + L * 0.975)} ${n(yt + s * 0.2)}H${n(x0 + L * 0.86)}Z`, k.glass),
    rect(x0, yb - s * 0.09, L, s * 0.03, k.col), rect(x0, yb - s * 0.05, L, s * 0.012, shade(k.col, 0.25)),
    rect(x0 + L * 0.06, yt + s * 0.07, L * 0.18, s * 0.08, k.glass, { rx: s * 0.015 }), rect(x0 + L * 0.5, yt + s * 0.07, L * 0.14, s * 0.08, k.glass, { rx: s * 0.015 }),
    rect(x0 + L * 0.3, yt + s * 0.05, L * 0.12, yb - yt - s * 0.06, shade(white, 0.07), { rx: s * 0.012 }), rect(x0 + L * 0.33, yt + s * 0.08, L * 0.06, s * 0.06, k.glass, { rx: s * 0.01 }),
    rect(x0 + L * 0.83, yt + s * 0.13, L * 0.02, yb - yt - s * 0.15, 'none', { stroke: shade(white, 0.15), sw: sw(s, 0.003) }),
    ...[x0 + L * 0.2, x0 + L * 0.86].map((wx) => g([path(`M${n(wx - s * 0.075)} ${n(yb)}a${n(s * 0.075)} ${n(s * 0.07)} 0 0 1 ${n(s * 0.15)} 0Z`, '#2f3238'),
      circle(wx, y - s * 0.055, s * 0.055, '#2f3238'), circle(wx, y - s * 0.055, s * 0.024, '#9aa1ab')]))]);
}

/** A hook-up bollard at (x, y), h tall: a squat post with its blue socket and a light, the cable running to (tx, ty). */
export function bollard(x: number, y: number, h: number, tx: number, ty: number, col: string): string {
  const w = h * 0.42;
  return g([ellipse(x, y, w * 0.8, h * 0.06, '#000000', { op: 0.12 }), rect(x - w / 2, y - h, w, h, col, { rx: w * 0.18 }), rect(x - w / 2, y - h, w, h * 0.16, shade(col, 0.25), { rx: w * 0.18 }),
    rect(x - w * 0.28, y - h * 0.7, w * 0.56, h * 0.22, '#2f6fb0', { rx: w * 0.08 }), circle(x, y - h * 0.9, w * 0.1, '#f2c14e'),
    path(`M${n(x)} ${n(y - h * 0.52)}Q${n((x + tx) / 2)} ${n(Math.max(y, ty) + h * 0.15)} ${n(tx)} ${n(ty)}`, 'none', { stroke: '#f28c28', sw: Math.max(1.5, h * 0.035) })]);
}

/** A gravel bay from x0 to x1 between yb (its back) and yf (its front): grey stones on a pale ground, a timber edge. */
export function gravelBay(x0: number, x1: number, yb: number, yf: number, k: Kit, rnd: () => number): string {
  const inset = (yf - yb) * 0.5, base = mix('#cdc6b7', k.canvas, 0.2);
  const dots: Record<string, string> = {};
  const tones = [shade(base, 0.18), tint(base, 0.35), shade(base, 0.32)];
  for (let i = 0; i < 90; i++) {
    const t = rnd(), v = rnd(), yy = yb + (yf - yb) * v, half = (x1 - x0) / 2 - inset * (1 - v), mid = (x0 + x1) / 2;
    const key = tones[i % 3]!;
    dots[key] = (dots[key] ?? '') + `M${n(mid - half + 2 * half * t)} ${n(yy)}h0`;
  }
  const r = Math.max(1.5, (yf - yb) * 0.03);
  return g([path(`M${n(x0 + inset)} ${n(yb)}H${n(x1 - inset)}L${n(x1)} ${n(yf)}H${n(x0)}Z`, base),
    ...Object.entries(dots).map(([col, d]) => path(d, 'none', { stroke: col, sw: r * 2, round: true })),
    path(`M${n(x0)} ${n(yf)}H${n(x1)}`, 'none', { stroke: k.woodDark, sw: Math.max(2, (yf - yb) * 0.05) })]);
}
