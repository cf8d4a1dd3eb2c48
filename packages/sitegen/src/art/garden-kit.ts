import type { Ctx } from './ctx';
import type { Rng } from './rng';
import { mix, shade, tint } from './palette';
import { circleD, ellipse, lerp, lineD, n, path, rect, type Pt } from './svg';
import { Ink } from './ink';
import { HIVIS, STEEL, TYRE } from './industry-kit';

/**
 * Pieces of a garden firm's scenes (art/garden.ts), side-on with a little perspective, standing on a ground line y and
 * measured in metres `m` (px per metre): the sky by day or at dusk, far trees, a timber fence or a clipped hedge, a
 * striped lawn, a planted border, trees, paving and decking in perspective, garden furniture, planters, a mower, a
 * wheelbarrow, tools, bags of compost, a wood chipper, a tree climber. Natural colours (leaves, timber, stone, water)
 * are mixed a little toward the palette; on a dark site everything is seen at dusk, a shade darker under a warm sky.
 */

/** A quadrilateral in perspective: back left, back right, front right, front left. */
export type Quad = readonly [Pt, Pt, Pt, Pt];

/** The point of a quad at u across (0 left, 1 right) and v toward the viewer (0 back, 1 front). */
export const quadAt = (q: Quad, u: number, v: number): Pt => lerp(lerp(q[0], q[1], u), lerp(q[3], q[2], u), v);
export const quadD = (q: Quad): string => `M${q.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
/** A line of points as path data. */
/**
 * A box as path data wound the way `circleD` winds (down the left side first), so that in one path a box and the circles
 * over it add up rather than cut holes in each other (nonzero fill).
 */
const boxD = (x: number, y: number, w: number, h: number): string => `M${n(x)} ${n(y)}V${n(y + h)}H${n(x + w)}V${n(y)}Z`;

/** The colours of a garden in this palette, by day or (dark sites) at dusk. */
export interface Greens {
  dusk: boolean;
  skyTop: string; skyLow: string; cloud: string; far: string; far2: string;
  hedge: string; hedgeHi: string; leaf: string; leafHi: string; leafDark: string;
  lawn: string; stripe: string; soil: string;
  timber: string; timberDark: string; stone: string; joint: string; deck: string; deckDark: string;
  water: string; waterHi: string; metal: string; warm: string; blooms: readonly string[];
}

export function greens(c: Ctx): Greens {
  const { t } = c, dusk = t.dark;
  // At dusk natural colours go a shade darker and a little toward the evening's violet.
  const d = (col: string, k = 0.38): string => (dusk ? mix(shade(col, k), '#2a2452', 0.14) : col);
  const g = (col: string, k = 0.1) => d(mix(col, t.second, k));
  const timber = d(mix('#b08560', t.primary, 0.08), 0.3);
  return {
    dusk,
    skyTop: dusk ? mix('#26285c', t.primary, 0.18) : mix('#8ec3ea', t.second, 0.12), skyLow: dusk ? mix('#f2a27c', t.primary, 0.18) : mix('#eef6f8', t.bg, 0.25),
    cloud: dusk ? mix('#f7c3a6', t.primary, 0.15) : '#ffffff', far: g('#87ad7c', 0.12), far2: g('#6f9a6a', 0.12),
    hedge: g('#3f6e3d'), hedgeHi: g('#4f8249'), leaf: g('#5f9456'), leafHi: g('#79ad62'), leafDark: g('#3d6a3a'),
    lawn: g('#78ad5c', 0.08), stripe: g('#8fc06f', 0.08), soil: d(mix('#5b4232', t.primary, 0.06)),
    timber, timberDark: shade(timber, 0.25), stone: d(mix('#d9d3c7', t.bg, 0.12), 0.42), joint: d(mix('#a9a196', t.bg, 0.1), 0.4),
    deck: d(mix('#b9895b', t.primary, 0.08), 0.3), deckDark: shade(d(mix('#b9895b', t.primary, 0.08), 0.3), 0.3),
    water: d(mix('#4f8fa8', t.second, 0.2), 0.3), waterHi: dusk ? mix('#f2b08c', t.primary, 0.2) : mix('#cfe9f2', t.second, 0.1),
    metal: dusk ? '#5b616b' : '#3d424a', warm: '#ffd98a',
    blooms: [d(mix('#e58fa6', t.primary, 0.1), 0.3), d('#f6f1e4', 0.3), d('#f2c14e', 0.3), d(mix('#9b7fd1', t.second, 0.25), 0.3), d(tint(t.second, 0.35), 0.2)],
  };
}

/** The sky from 0 to y: by day blue with two flat clouds, at dusk a warm glow low on the sky and a thin moon. */
export function sky(c: Ctx, k: Greens, y: number, moon = 0.86): string {
  const { W } = c;
  const out = [rect(0, 0, W, y, c.defs.lin([[0, k.skyTop], [1, k.skyLow]]))];
  const cloud = (x: number, cy: number, r: number) => `M${n(x - r * 2)} ${n(cy)}a${n(r)} ${n(r * 0.8)} 0 0 1 ${n(r * 1.2)} ${n(-r * 0.7)}a${n(r)} ${n(r)} 0 0 1 ${n(r * 1.8)} ${n(-r * 0.2)}a${n(r * 0.8)} ${n(r * 0.7)} 0 0 1 ${n(r)} ${n(r * 0.9)}Z`;
  out.push(path(cloud(W * 0.2, y * 0.28, y * 0.09) + cloud(W * 0.74, y * 0.16, y * 0.06), k.cloud, { op: k.dusk ? 0.35 : 0.85 }));
  if (k.dusk) {
    const r = Math.min(W, y) * 0.045, mx = W * moon, my = y * 0.2;
    out.push(path(`M${n(mx)} ${n(my - r)}A${n(r)} ${n(r)} 0 1 0 ${n(mx)} ${n(my + r)}A${n(r * 0.75)} ${n(r)} 0 1 1 ${n(mx)} ${n(my - r)}Z`, '#fbf1d8', { op: 0.9 }));
  }
  return out.join('');
}

/** A row of far trees along y (their bases hidden behind the boundary), heights up to h. */
export function farTrees(c: Ctx, k: Greens, r: Rng, y: number, h: number): string {
  const { W } = c;
  let a = '', b = '';
  for (let x = -h * 0.3; x < W + h * 0.3; x += Math.max(h * r.range(0.45, 0.8), W / 24)) {
    const rr = h * r.range(0.28, 0.5), top = y - h * r.range(0.55, 1) + rr;
    const d = circleD(x, top, rr) + circleD(x + rr * 0.7, top + rr * 0.4, rr * 0.8) + boxD(x - rr, top, rr * 2, y + 2 - top);
    if (r.chance(0.5)) a += d; else b += d;
  }
  return path(a, k.far) + path(b, k.far2);
}

/**
 * A timber fence from x0 to x1 standing on y, h high: close boards (vertical) or slats (horizontal) between posts every
 * `bay` px, the posts' caps above the boards, a gravel board along the foot. Boards are batched into one stroked path.
 */
export function fence(k: Greens, x0: number, x1: number, y: number, h: number, bay: number, slats = false): string {
  const gb = h * 0.08, post = Math.max(3, bay * 0.06);
  let lines = '', posts = '';
  if (slats) for (let yy = y - h + h * 0.09; yy < y - gb; yy += h * 0.09) lines += `M${n(x0)} ${n(yy)}H${n(x1)}`;
  else for (let x = x0 + bay * 0.07; x < x1; x += Math.max(4, bay * 0.07, (x1 - x0) / 70)) lines += `M${n(x)} ${n(y - h)}V${n(y - gb)}`;
  for (let x = x0; x <= x1 + 1; x += bay) posts += `M${n(x - post / 2)} ${n(y)}V${n(y - h - post * 0.6)}h${n(post)}V${n(y)}Z`;
  return [rect(x0, y - h, x1 - x0, h, k.timber), path(lines, 'none', { stroke: k.timberDark, sw: Math.max(1, bay * 0.006), op: 0.55 }),
    rect(x0, y - gb, x1 - x0, gb, k.dusk ? shade(k.joint, 0.2) : mix(k.joint, '#8c8880', 0.3)), path(posts, shade(k.timber, 0.18))].join('');
}

/** A clipped hedge from x0 to x1 on y, h high: gently bayed top, a lit upper band and dark flecks. */
export function hedge(k: Greens, r: Rng, x0: number, x1: number, y: number, h: number, shaggy = false): string {
  const top = y - h, step = Math.max(h * 0.5, (x1 - x0) / 14);
  let d = `M${n(x0)} ${n(y)}V${n(top)}`;
  for (let x = x0; x < x1; x += step) d += shaggy ? `Q${n(x + step * 0.25)} ${n(top - h * r.range(0.12, 0.25))} ${n(x + step * 0.5)} ${n(top - h * 0.02)}T${n(x + step)} ${n(top)}` : `Q${n(x + step / 2)} ${n(top - h * 0.04)} ${n(Math.min(x1, x + step))} ${n(top)}`;
  d += `V${n(y)}Z`;
  let flecks = '';
  for (let i = 0; i < Math.min(60, (x1 - x0) / (h * 0.12)); i++) flecks += `M${n(x0 + (x1 - x0) * r.next())} ${n(top + h * r.range(0.2, 0.95))}h0`;
  return [path(d, k.hedge), shaggy ? '' : rect(x0, top + h * 0.02, x1 - x0, h * 0.12, k.hedgeHi, { op: 0.7 }), path(flecks, 'none', { stroke: k.leafDark, sw: Math.max(2, h * 0.05), round: true, op: 0.8 })].join('');
}

/**
 * A lawn from y0 down to y1 across the frame, mown in stripes that converge toward (vx, y0 - far): alternate bands a
 * lighter green, batched into one path.
 */
export function lawn(c: Ctx, k: Greens, y0: number, vx: number, spread = 1, y1 = c.H): string {
  const { W } = c;
  let d = '';
  const back = W / 9, front = (W / 3.2) * spread;
  for (let i = -6; i < 8; i += 2) {
    const a = vx + i * back, b = vx + (i + 1) * back, fa = vx + i * front, fb = vx + (i + 1) * front;
    d += `M${n(a)} ${n(y0)}L${n(b)} ${n(y0)}L${n(fb)} ${n(y1)}L${n(fa)} ${n(y1)}Z`;
  }
  return rect(0, y0, W, y1 - y0, c.defs.lin([[0, shade(k.lawn, 0.06)], [1, k.lawn]])) + `<g clip-path="${c.defs.clip(`<rect y="${n(y0)}" width="${n(W)}" height="${n(y1 - y0)}"/>`)}">${path(d, k.stripe, { op: 0.75 })}</g>`;
}

/**
 * A planted border from x0 to x1 whose plants stand on y (the soil strip `deep` px below it): shrubs as rounded mounds in
 * three greens, spires (lavender, foxgloves), clumps of grass and daisies; flowers batched per colour. `tall` is the
 * tallest plant in px; at most about `most` plants (a wide picture spaces them out rather than adding bytes).
 */
export function border(c: Ctx, k: Greens, r: Rng, x0: number, x1: number, y: number, tall: number, deep: number, most = 30): string {
  const greensAt = [k.leafDark, k.leaf, k.leafHi], mounds = ['', '', ''];
  const ink = new Ink(c);
  let stems = '', grass = '';
  const dot = Math.max(1.5, tall * 0.035);
  for (let x = x0 + tall * 0.2; x < x1 - tall * 0.1; x += Math.max(tall * r.range(0.35, 0.6), (x1 - x0) / most)) {
    const kind = r.int(0, 5), h = tall * r.range(0.45, 1);
    if (kind <= 2) {
      // A shrub: two or three overlapping mounds, a few flowers on the lighter ones.
      const g = r.int(0, 2), w = h * r.range(0.5, 0.7);
      mounds[g] += circleD(x, y - w * 0.7, w * 0.75) + circleD(x + w * 0.6, y - w * 0.5, w * 0.55) + boxD(x - w * 0.75, y - w * 0.7, w * 1.9, w * 0.7);
      if (g > 0 && r.chance(0.6)) { const col = k.blooms[r.int(0, k.blooms.length - 1)] as string; for (let i = 0; i < 5; i++) ink.dot(x + w * r.range(-0.6, 1), y - w * r.range(0.5, 1.3), dot, col); }
    } else if (kind === 3) {
      // Spires: three stems with flowers up their tops.
      const col = k.blooms[r.chance(0.5) ? 3 : 0] as string;
      for (let i = 0; i < 3; i++) {
        const sx = x + (i - 1) * h * 0.12, top = y - h * r.range(0.8, 1);
        stems += `M${n(sx)} ${n(y)}V${n(top)}`;
        for (let f = 0; f < 4; f++) ink.dot(sx, top + f * h * 0.08, dot * 1.2, col);
      }
    } else if (kind === 4) {
      for (let i = -3; i <= 3; i++) grass += `M${n(x)} ${n(y)}q${n(i * h * 0.04)} ${n(-h * 0.4)} ${n(i * h * 0.12)} ${n(-h * (0.75 - Math.abs(i) * 0.06))}`;
    } else {
      // Daisies over a low clump.
      mounds[1] += circleD(x, y - h * 0.18, h * 0.25) + boxD(x - h * 0.25, y - h * 0.18, h * 0.5, h * 0.18);
      const col = k.blooms[r.chance(0.5) ? 1 : 2] as string;
      for (let i = 0; i < 6; i++) ink.dot(x + h * r.range(-0.3, 0.3), y - h * r.range(0.25, 0.5), dot * 1.3, col);
    }
  }
  return [deep > 0 ? rect(x0, y - deep * 0.1, x1 - x0, deep, k.soil) : '', path(stems + grass, 'none', { stroke: k.leafDark, sw: Math.max(1, tall * 0.02), round: true }),
    ...mounds.map((d, i) => (d ? path(d, greensAt[i] as string) : '')), String(ink)].join('');
}

/** A small ornamental tree standing on y at x, h tall: a slim trunk and a rounded crown in `leaf` (an acer's red, a birch's green). */
export function smallTree(k: Greens, x: number, y: number, h: number, leaf: string, birch = false): string {
  const bark = birch ? (k.dusk ? '#bdb8ae' : '#efeae0') : k.timberDark, w = h * 0.035;
  const at: readonly (readonly [number, number, number])[] = [[-0.2, 0.58, 0.13], [0.2, 0.6, 0.14], [-0.1, 0.74, 0.16], [0.12, 0.78, 0.15], [0, 0.9, 0.12], [-0.24, 0.7, 0.1], [0.26, 0.72, 0.1]];
  const crown = at.map(([dx, dy, rr]) => circleD(x + dx * h, y - dy * h, rr * h)).join('');
  const lit = at.slice(2).map(([dx, dy, rr]) => circleD(x + dx * h - rr * h * 0.25, y - dy * h - rr * h * 0.3, rr * h * 0.7)).join('');
  return [path(`M${n(x - w)} ${n(y)}L${n(x - w * 0.5)} ${n(y - h * 0.7)}H${n(x + w * 0.5)}L${n(x + w)} ${n(y)}ZM${n(x)} ${n(y - h * 0.42)}L${n(x - h * 0.16)} ${n(y - h * 0.6)}M${n(x)} ${n(y - h * 0.48)}L${n(x + h * 0.17)} ${n(y - h * 0.62)}`, bark, { stroke: bark, sw: w * 0.6, round: true }),
    path(crown, shade(leaf, 0.12)), path(lit, leaf)].join('');
}

/**
 * Paving laid in the quad q: slabs in `rows` courses toward the viewer (deeper ones nearer, as perspective shows them),
 * `cols` across in running bond, joints in one path; a lit edge along the front.
 */
export function paving(c: Ctx, k: Greens, q: Quad, rows: number, cols: number, fill = k.stone): string {
  let joints = '';
  const v = (i: number) => (i / rows) ** 1.35;
  for (let i = 1; i < rows; i++) joints += lineD(quadAt(q, 0, v(i)), quadAt(q, 1, v(i)));
  for (let i = 0; i < rows; i++) {
    const off = i % 2 ? 0.5 / cols : 0;
    for (let j = 1; j <= cols; j++) { const u = j / cols - off; if (u > 0 && u < 1) joints += lineD(quadAt(q, u, v(i)), quadAt(q, u, v(i + 1))); }
  }
  const sw = Math.max(1, Math.abs(q[2][0] - q[3][0]) * 0.003);
  return [path(quadD(q), c.defs.lin([[0, shade(fill, 0.06)], [1, tint(fill, 0.06)]])), path(joints, 'none', { stroke: k.joint, sw }),
    path(lineD(q[3], q[2]), 'none', { stroke: shade(fill, 0.25), sw: sw * 3 })].join('');
}

/** A square planter on y at x, s wide, in `col`, with a clipped ball of box, a fountain of grass or a mound of lavender. */
export function planter(c: Ctx, k: Greens, x: number, y: number, s: number, col: string, kind: 'ball' | 'grass' | 'lavender'): string {
  const h = s * 1.05, out = [ellipse(x, y, s * 0.65, Math.max(2, s * 0.06), c.t.shadow, { op: 0.2 }), rect(x - s / 2, y - h, s, h, c.defs.lin([[0, tint(col, 0.08)], [1, shade(col, 0.12)]], 0, 0, 1, 0)), rect(x - s * 0.55, y - h - s * 0.06, s * 1.1, s * 0.08, shade(col, 0.2))];
  if (kind === 'ball') out.push(path(circleD(x, y - h - s * 0.4, s * 0.48), k.leaf), path(circleD(x - s * 0.12, y - h - s * 0.55, s * 0.24), k.leafHi, { op: 0.7 }));
  else if (kind === 'grass') {
    let d = '';
    for (let i = -4; i <= 4; i++) d += `M${n(x + i * s * 0.04)} ${n(y - h)}q${n(i * s * 0.06)} ${n(-s * 0.5)} ${n(i * s * 0.16)} ${n(-s * (1.0 - Math.abs(i) * 0.07))}`;
    out.push(path(d, 'none', { stroke: k.dusk ? shade('#b9b07a', 0.35) : '#b9b07a', sw: Math.max(1.5, s * 0.035), round: true }), path(d, 'none', { stroke: k.leafHi, sw: Math.max(1, s * 0.015), round: true }));
  } else {
    let d = '';
    for (let i = -3; i <= 3; i++) d += `M${n(x + i * s * 0.03)} ${n(y - h)}L${n(x + i * s * 0.13)} ${n(y - h - s * (0.7 - Math.abs(i) * 0.05))}`;
    out.push(path(circleD(x, y - h - s * 0.12, s * 0.4), k.leafDark), path(d, 'none', { stroke: k.blooms[3] as string, sw: Math.max(2, s * 0.07), round: true }));
  }
  return out.join('');
}

/**
 * Garden furniture standing on y: a table (side-on, its top seen a little from above) x wide at the middle, a chair at
 * each end facing it with a cushion in `cushion`, and a parasol in `shade_` over it (none when omitted). m is px per metre.
 */
export function tableSet(c: Ctx, k: Greens, x: number, y: number, m: number, cushion: string, canopy?: string): string {
  const frame = k.dusk ? '#4a4e57' : '#3a3e45', top = y - m * 0.74, w = m * 1.5;
  const out = [ellipse(x, y, m * 1.6, Math.max(2, m * 0.08), c.t.shadow, { op: 0.22 })];
  const chair = (cx: number, dir: 1 | -1) => {
    const seat = y - m * 0.45, back = cx - dir * m * 0.24;
    return [path(`M${n(back)} ${n(y)}L${n(back)} ${n(seat - m * 0.5)}M${n(cx + dir * m * 0.2)} ${n(y)}V${n(seat)}M${n(back)} ${n(seat)}H${n(cx + dir * m * 0.22)}`, 'none', { stroke: frame, sw: Math.max(2, m * 0.04), round: true }),
      rect(Math.min(back, cx + dir * m * 0.22) - m * 0.02, seat - m * 0.09, m * 0.5, m * 0.1, cushion, { rx: m * 0.04 }),
      rect(back - m * 0.05, seat - m * 0.5, m * 0.1, m * 0.42, cushion, { rx: m * 0.04, tf: `rotate(${-dir * 8} ${n(back)} ${n(seat)})` })].join('');
  };
  // A chair behind the table shows only its back above the top; the two at the ends face each other.
  out.push(rect(x - m * 0.25, top - m * 0.42, m * 0.5, m * 0.44, shade(cushion, 0.15), { rx: m * 0.05 }), chair(x - w / 2 - m * 0.25, 1), chair(x + w / 2 + m * 0.25, -1));
  if (canopy) {
    const ph = m * 2.3, r = m * 1.25;
    out.push(path(`M${n(x)} ${n(y)}V${n(y - ph)}`, 'none', { stroke: k.dusk ? '#c9c4ba' : '#e9e4da', sw: Math.max(2, m * 0.035) }),
      path(`M${n(x - r)} ${n(y - ph + m * 0.42)}Q${n(x - r * 0.4)} ${n(y - ph - m * 0.05)} ${n(x)} ${n(y - ph - m * 0.12)}Q${n(x + r * 0.4)} ${n(y - ph - m * 0.05)} ${n(x + r)} ${n(y - ph + m * 0.42)}Q${n(x)} ${n(y - ph + m * 0.28)} ${n(x - r)} ${n(y - ph + m * 0.42)}Z`, canopy),
      path(`M${n(x)} ${n(y - ph - m * 0.12)}L${n(x - r * 0.45)} ${n(y - ph + m * 0.34)}M${n(x)} ${n(y - ph - m * 0.12)}L${n(x + r * 0.45)} ${n(y - ph + m * 0.34)}`, 'none', { stroke: shade(canopy, 0.2), sw: Math.max(1, m * 0.02) }));
  }
  const legs = `M${n(x - w * 0.42)} ${n(top)}L${n(x - w * 0.44)} ${n(y)}M${n(x + w * 0.42)} ${n(top)}L${n(x + w * 0.44)} ${n(y)}`;
  out.push(path(legs, 'none', { stroke: frame, sw: Math.max(2, m * 0.05) }),
    path(`M${n(x - w / 2)} ${n(top)}L${n(x - w * 0.44)} ${n(top - m * 0.12)}H${n(x + w * 0.44)}L${n(x + w / 2)} ${n(top)}Z`, k.dusk ? shade(k.deck, 0.05) : tint(k.deck, 0.15)),
    rect(x - w / 2, top, w, m * 0.05, k.deckDark));
  return out.join('');
}

/** A warm glow: a lantern's or a light's halo of radius r at (x, y). */
export function glow(c: Ctx, k: Greens, x: number, y: number, r: number): string {
  return ellipse(x, y, r, r, c.defs.rad([[0, k.warm, 0.6], [1, k.warm, 0]])) + path(circleD(x, y, Math.max(1.5, r * 0.12)), '#fff4d2');
}

/**
 * A rotary mower side-on facing dir, its front wheel at x on y: a deck in `col`, the engine, a grass box behind, wheels;
 * the handle rises back to `hand` (where a worker holds it), or to its own height when omitted. m px per metre.
 */
export function mower(c: Ctx, x: number, y: number, m: number, col: string, dir: 1 | -1, hand?: Pt): string {
  const X = (k: number) => x - dir * k * m, r = m * 0.1;
  const deck = `M${n(X(-0.08))} ${n(y - m * 0.08)}Q${n(X(-0.06))} ${n(y - m * 0.26)} ${n(X(0.12))} ${n(y - m * 0.27)}H${n(X(0.5))}L${n(X(0.55))} ${n(y - m * 0.08)}Z`;
  const grip: Pt = hand ?? [X(1.05), y - m * 0.85];
  return [ellipse(X(0.3), y, m * 0.45, Math.max(2, m * 0.03), c.t.shadow, { op: 0.25 }),
    path(`M${n(X(0.5))} ${n(y - m * 0.28)}L${n(grip[0])} ${n(grip[1])}`, 'none', { stroke: STEEL, sw: Math.max(2, m * 0.025), round: true }),
    rect(Math.min(X(0.5), X(0.95)), y - m * 0.42, m * 0.45, m * 0.32, c.t.dark ? '#4c525c' : '#2f343b', { rx: m * 0.05 }), path(deck, col),
    rect(Math.min(X(0.1), X(0.34)), y - m * 0.42, m * 0.24, m * 0.16, '#2b2b2e', { rx: m * 0.03 }),
    path(circleD(X(0), y - r, r) + circleD(X(0.48), y - r * 1.2, r * 1.2), TYRE), path(circleD(X(0), y - r, r * 0.45) + circleD(X(0.48), y - r * 1.2, r * 0.5), '#c9ced6')].join('');
}

/** A wheelbarrow side-on facing dir, its wheel at x on y: a tray in `col` heaped with `load`, handles back, legs. */
export function barrow(c: Ctx, x: number, y: number, m: number, col: string, dir: 1 | -1, load?: string): string {
  const X = (k: number) => x - dir * k * m, r = m * 0.17, tray = y - m * 0.5;
  return [ellipse(X(0.5), y, m * 0.65, Math.max(2, m * 0.04), c.t.shadow, { op: 0.22 }),
    path(`M${n(X(0))} ${n(y - r)}L${n(X(1.35))} ${n(tray + m * 0.08)}M${n(X(0.8))} ${n(tray + m * 0.15)}L${n(X(0.85))} ${n(y)}`, 'none', { stroke: metalOf(c), sw: Math.max(2, m * 0.035), round: true }),
    load ? path(`M${n(X(0.12))} ${n(tray)}Q${n(X(0.5))} ${n(tray - m * 0.32)} ${n(X(0.95))} ${n(tray)}Z`, load) : '',
    path(`M${n(X(0.08))} ${n(tray)}H${n(X(1.0))}L${n(X(0.82))} ${n(tray + m * 0.3)}H${n(X(0.3))}Z`, col),
    path(circleD(X(0), y - r, r), TYRE), path(circleD(X(0), y - r, r * 0.4), '#c9ced6')].join('');
}
const metalOf = (c: Ctx): string => (c.t.dark ? '#8d939c' : '#4a4f57');

/**
 * Tools leaning on a wall, a fence or a van at their tops: a spade, a fork and a rake standing on y from x, each `lean`
 * further over than the one before it (negative leans toward the start side), shafts in timber, heads in steel.
 */
export function tools(c: Ctx, k: Greens, x: number, y: number, m: number, lean = m * 0.12): string {
  const shaft = mix('#b9895b', c.t.primary, 0.06), steel = c.t.dark ? '#9aa1ab' : '#8a9099', sw = Math.max(2, m * 0.035);
  // Feet and tops: the spade's blade and the fork's tines stand on the ground, the rake stands on its handle's end.
  const spade: Pt = [x, y - m * 0.3], spadeTop: Pt = [x + lean, y - m * 1.1];
  const fork: Pt = [x + m * 0.3, y - m * 0.28], forkTop: Pt = [x + m * 0.3 + lean * 1.6, y - m * 1.12];
  const rake: Pt = [x + m * 0.6, y], rakeTop: Pt = [x + m * 0.6 + lean * 2.6, y - m * 1.45];
  let tines = '';
  for (let i = 0; i < 4; i++) tines += `M${n(fork[0] - m * 0.09 + i * m * 0.06)} ${n(fork[1])}v${n(m * 0.28)}`;
  let teeth = '';
  for (let i = 0; i < 7; i++) teeth += `M${n(rakeTop[0] - m * 0.17 + i * m * 0.057)} ${n(rakeTop[1])}v${n(m * 0.08)}`;
  return [path(lineD(spade, spadeTop) + lineD(fork, forkTop) + lineD(rake, rakeTop), 'none', { stroke: shaft, sw, round: true }),
    path(`M${n(x - m * 0.1)} ${n(y)}h${n(m * 0.2)}v${n(-m * 0.3)}h${n(-m * 0.2)}Z`, steel),
    path(`${tines}M${n(fork[0] - m * 0.11)} ${n(fork[1])}h${n(m * 0.22)}`, 'none', { stroke: steel, sw: Math.max(1.5, m * 0.022), round: true }),
    path(`${teeth}M${n(rakeTop[0] - m * 0.18)} ${n(rakeTop[1])}h${n(m * 0.36)}`, 'none', { stroke: steel, sw: Math.max(1.5, m * 0.025), round: true }),
    rect(spadeTop[0] - m * 0.07, spadeTop[1] - m * 0.03, m * 0.14, m * 0.05, k.timberDark, { rx: 2 })].join('');
}

/** Bags of compost stacked on y from x: plain sacks (no writing) in green and brown with a lighter panel, `count` of them. */
export function bags(c: Ctx, x: number, y: number, m: number, count: number): string {
  const cols = [mix('#3f6e3d', c.t.second, 0.1), mix('#6b4c3b', c.t.primary, 0.06)].map((col) => (c.t.dark ? shade(col, 0.25) : col));
  const out: string[] = [ellipse(x + m * 0.45 * Math.min(count, 3), y, m * 0.5 * Math.min(count, 3), Math.max(2, m * 0.04), c.t.shadow, { op: 0.2 })];
  for (let i = 0; i < count; i++) {
    const row = i < 3 ? 0 : 1, col = i < 3 ? i : i - 3, bx = x + col * m * 0.82 + row * m * 0.4, by = y - row * m * 0.3, w = m * 0.8, h = m * 0.3;
    const fill = cols[(i + row) % 2] as string;
    out.push(path(`M${n(bx)} ${n(by - h * 0.1)}Q${n(bx)} ${n(by - h)} ${n(bx + w * 0.1)} ${n(by - h)}H${n(bx + w * 0.9)}Q${n(bx + w)} ${n(by - h)} ${n(bx + w)} ${n(by - h * 0.1)}Q${n(bx + w / 2)} ${n(by + h * 0.08)} ${n(bx)} ${n(by - h * 0.1)}Z`, fill),
      rect(bx + w * 0.3, by - h * 0.78, w * 0.4, h * 0.5, tint(fill, 0.35), { rx: 2 }), path(circleD(bx + w * 0.5, by - h * 0.53, h * 0.12), fill));
  }
  return out.join('');
}

/**
 * A towable wood chipper side-on facing dir (its infeed toward dir), its axle at x on y: the machine's body in `col`,
 * a wide infeed hopper with branches going in, the discharge chute curving up and back, a tow bar, two wheels.
 */
export function chipper(c: Ctx, k: Greens, x: number, y: number, m: number, col: string, dir: 1 | -1): string {
  const X = (q: number) => x + dir * q * m, r = m * 0.3, body = y - m * 0.55;
  const dark = shade(col, 0.3);
  const hopper = `M${n(X(0.55))} ${n(body - m * 0.75)}L${n(X(1.35))} ${n(body - m * 0.95)}L${n(X(1.35))} ${n(body - m * 0.05)}L${n(X(0.55))} ${n(body - m * 0.2)}Z`;
  let twigs = '';
  for (let i = 0; i < 4; i++) twigs += `M${n(X(1.05))} ${n(body - m * (0.35 + i * 0.12))}L${n(X(2.0 + i * 0.1))} ${n(body - m * (0.15 + i * 0.22))}l${n(dir * m * 0.2)} ${n(-m * 0.12)}`;
  return [ellipse(x, y, m * 1.4, Math.max(2, m * 0.05), c.t.shadow, { op: 0.25 }),
    path(`M${n(X(-0.4))} ${n(body)}L${n(X(-1.5))} ${n(y - m * 0.3)}`, 'none', { stroke: metalOf(c), sw: Math.max(2, m * 0.06), round: true }),
    path(twigs, 'none', { stroke: k.timberDark, sw: Math.max(2, m * 0.04), round: true }), path(circleD(X(1.9), body - m * 0.5, m * 0.28) + circleD(X(2.2), body - m * 0.7, m * 0.2), k.leaf),
    rect(Math.min(X(-0.55), X(0.65)), body - m * 0.85, m * 1.2, m * 0.85, col, { rx: m * 0.08 }), path(hopper, dark),
    path(`M${n(X(-0.2))} ${n(body - m * 0.8)}Q${n(X(-0.3))} ${n(body - m * 1.9)} ${n(X(-0.95))} ${n(body - m * 1.75)}`, 'none', { stroke: col, sw: m * 0.22 }),
    rect(Math.min(X(-0.5), X(0.3)), body - m * 0.4, m * 0.8, m * 0.1, dark), path(circleD(x, y - r, r), TYRE), path(circleD(x, y - r, r * 0.45), '#c9ced6')].join('');
}

/** Logs stacked on y at x: rounds of cut timber showing their pale ends. */
export function logs(k: Greens, x: number, y: number, m: number): string {
  let ends = '', rings = '';
  const at: Pt[] = [[0, 0], [0.4, 0], [0.8, 0], [0.2, -0.34], [0.6, -0.34]];
  for (const [dx, dy] of at) { ends += circleD(x + dx * m, y - m * 0.18 + dy * m, m * 0.18); rings += circleD(x + dx * m, y - m * 0.18 + dy * m, m * 0.08); }
  return path(ends, k.dusk ? '#b59a76' : '#e6cc9f', { stroke: k.timberDark, sw: Math.max(1.5, m * 0.03) }) + path(rings, 'none', { stroke: shade(k.timber, 0.1), sw: Math.max(1, m * 0.015) });
}

/**
 * A tree climber in a harness against a trunk: boots on the bark at (x, y), facing it (dir toward the trunk), sitting
 * back in the harness with the knees up, a helmet in `helmet`, hi-vis over the top, one hand on the rope, the other
 * holding a small chainsaw to a branch. Returns the harness's point, where the rope arrives. u is an eighth of a person.
 */
export function climber(x: number, y: number, u: number, dir: 1 | -1, o: { suit: string; skin: string; helmet: string }): { svg: string; hip: Pt; hand: Pt } {
  const hip: Pt = [x - dir * u * 2.9, y + u * 0.55], knee: Pt = [x - dir * u * 1.5, y - u * 0.7];
  const shoulder: Pt = [hip[0] - dir * u * 0.9, hip[1] - u * 2.4], head: Pt = [shoulder[0] - dir * u * 0.35, shoulder[1] - u * 0.95];
  const hand: Pt = [hip[0] + dir * u * 0.3, shoulder[1] - u * 1.5], saw: Pt = [x - dir * u * 0.7, shoulder[1] + u * 0.3];
  const legs = shade(o.suit, 0.2), hr = u * 0.62;
  return {
    hip, hand,
    svg: [path(lineD(hip, knee, [x, y]), 'none', { stroke: legs, sw: u * 0.75, round: true }), path(lineD([x, y], [x - dir * u * 0.15, y + u * 0.55]), 'none', { stroke: '#2b2b2e', sw: u * 0.5, round: true }),
      path(lineD(shoulder, [shoulder[0] + dir * u * 0.7, shoulder[1] - u * 0.6], hand), 'none', { stroke: shade(o.suit, 0.1), sw: u * 0.5, round: true }),
      path(lineD(hip, shoulder), 'none', { stroke: o.suit, sw: u * 1.5, round: true }), path(lineD([hip[0] - dir * u * 0.2, hip[1] - u * 1.6], [shoulder[0] + dir * u * 0.1, shoulder[1] + u * 0.3]), 'none', { stroke: HIVIS, sw: u * 0.9, round: true }),
      path(lineD([hip[0] - dir * u * 0.5, hip[1] - u * 0.1], [hip[0] + dir * u * 0.5, hip[1] + u * 0.1]), 'none', { stroke: '#2b2b2e', sw: u * 0.35, round: true }),
      path(lineD(shoulder, [shoulder[0] + dir * u * 1.1, shoulder[1] + u * 0.6], saw), 'none', { stroke: o.suit, sw: u * 0.5, round: true }),
      rect(Math.min(saw[0], saw[0] + dir * u * 0.7), saw[1] - u * 0.3, u * 0.7, u * 0.5, '#e0782a', { rx: u * 0.1 }), path(lineD([saw[0] + dir * u * 0.7, saw[1] - u * 0.05], [saw[0] + dir * u * 1.6, saw[1] - u * 0.25]), 'none', { stroke: '#9aa1ab', sw: u * 0.22, round: true }),
      path(circleD(hand[0], hand[1], u * 0.28) + circleD(saw[0], saw[1], u * 0.28) + circleD(head[0], head[1], hr), o.skin),
      path(`M${n(head[0] - hr * 1.1)} ${n(head[1] + hr * 0.05)}A${n(hr * 1.1)} ${n(hr * 1.1)} 0 0 1 ${n(head[0] + hr * 1.1)} ${n(head[1] + hr * 0.05)}Z`, o.helmet)].join(''),
  };
}
