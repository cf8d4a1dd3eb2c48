import type { Ctx } from './ctx';
import { mirrorX } from './ctx';
import { mix, shade, tint } from './palette';
import { circleD, ellipse, lineD, n, path, type Pt, rect, smooth } from './svg';
import { stroke } from './club-figures';
import { ridge } from './scene-kit';
import { specialistView } from './specialists';
import { campfire } from './camp-kit';
import { acacia, awningStripes, cobbles, elephant, fromBehind, gearOf, giraffe, jeep, minibus, pines, pole, produce, snowCabin, townHouse, traveller, WALK } from './tour-kit';
import { type TourScene, tourScenes } from './tour-words';

/**
 * A tour operator's pictures (tour-words.ts `TOURS`, in the site languages): its groups out on their tours, in eight
 * drawings walked by `specialistView` (salt `tours`) so that a hero, an about picture and six cards never repeat one. Six
 * scenes: a guide leading a small group with rucksacks along a mountain path, an arm raised toward the peaks; a small tour
 * minibus at a viewpoint over a loch with a castle on its islet, the group at the wall; a food tour tasting at a market
 * stall under a striped awning before tiled houses; a safari jeep with its group watching giraffes and elephants under
 * an acacia; a city walking tour before old gabled houses, the guide's umbrella up; the aurora over snowy cabins with a
 * group watching. The hero shows the scene the brief names first (tour-words.ts `tourScenes`), the cards the others and
 * the second again, the about picture the first again, each from the other side with something of its own (the group at
 * the summit cairn, the bus on the glen road, a cheese and wine stall, elephants close, a square at dusk, a fire under the
 * aurora). Day light, or dusk on a dark site
 * (the aurora always at night). Behind a banner headline the group keeps to the end side, unmirrored. Flat figures with
 * skin tones, no faces, no words.
 */
export function tours(c: Ctx): string {
  const order = tourScenes(c.words);
  const view = c.behindText ? 0 : specialistView(c, 'tours');
  // The about picture (and a page's benefits picture) is the hero's scene again from its other side; the sixth card the second's.
  const scene = (view < 6 ? order[view] : order[view === 7 ? 0 : 1]) as TourScene;
  const alt = view >= 6;
  const body = DRAW[scene](c, alt);
  return alt ? mirrorX(c, body) : body;
}

const DRAW: Record<TourScene, (c: Ctx, alt: boolean) => string> = { path: mountainPath, minibus: viewpoint, market: marketStall, savanna, street: oldStreet, aurora };

/** The light of a scene: day on a light site, dusk on a dark one. */
interface Light { dusk: boolean; top: string; low: string; far: string; mid: string; near: string; grass: string; glass: string; sun: string }
function lightOf(c: Ctx, golden = false): Light {
  const { t } = c, dusk = t.dark;
  if (dusk) return { dusk, top: mix('#2a2c5e', t.primary, 0.18), low: mix('#f0a27a', t.primary, 0.2), far: mix('#6a5a8a', t.primary, 0.15), mid: mix('#4a4668', t.primary, 0.12), near: mix('#3a4a48', t.second, 0.1), grass: mix('#4f5f3e', t.second, 0.1), glass: '#ffd58a', sun: '#ffe2b0' };
  if (golden) return { dusk, top: mix('#f2b27e', t.primary, 0.18), low: mix('#fde6c0', t.bg, 0.2), far: mix('#c89a7e', t.primary, 0.12), mid: mix('#b58a5e', t.primary, 0.1), near: mix('#9a7a45', t.second, 0.08), grass: mix('#d8b25e', t.primary, 0.06), glass: '#bcd7ea', sun: '#fff3d0' };
  return { dusk, top: mix('#7fb6e4', t.second, 0.15), low: mix('#eaf3f8', t.bg, 0.25), far: mix('#a9bccc', t.second, 0.12), mid: mix('#86a58c', t.second, 0.1), near: mix('#6f9a5e', t.second, 0.1), grass: mix('#7fae62', t.second, 0.08), glass: '#bcd7ea', sun: '#fff6dc' };
}

/** x of a fraction of the width: behind a headline, of the end side only. */
const across = (c: Ctx) => (q: number): number => (c.behindText ? c.W * (0.4 + q * 0.6) : c.W * q);

/** The sky from 0 to y, the sun (a low moon at dusk) at (sx, sy). */
function skyTo(c: Ctx, k: Light, y: number, sx: number, sy: number): string {
  const r = Math.min(c.W, c.H) * 0.045;
  return rect(0, 0, c.W, y, c.defs.lin([[0, k.top], [1, k.low]])) + path(circleD(sx, sy, r * 2.6), c.defs.rad([[0, k.sun, 0.5], [1, k.sun, 0]])) + path(circleD(sx, sy, r), k.sun);
}

/** A range of peaks along base y, up to `h` high, with snow on their tops. */
function peaks(c: Ctx, y: number, h: number, fill: string, snow: string, salt: string): string {
  const { W } = c, r = c.rng.fork(salt);
  const pts: Pt[] = [[-W * 0.05, y]];
  let x = -W * 0.05, d = '';
  while (x < W * 1.05) {
    const v: Pt = [x + W * r.range(0.05, 0.09), y - h * r.range(0.25, 0.45)];
    const p: Pt = [v[0] + W * r.range(0.05, 0.09), y - h * r.range(0.65, 1)];
    pts.push(v, p);
    x = p[0];
  }
  pts.push([W * 1.1, y - h * 0.3], [W * 1.1, y]);
  for (let i = 2; i < pts.length - 2; i += 2) {
    const [px, py] = pts[i] as Pt, [ax, ay] = pts[i - 1] as Pt, [bx, by] = pts[i + 1] as Pt, k = 0.3;
    const l: Pt = [px + (ax - px) * k, py + (ay - py) * k], rr: Pt = [px + (bx - px) * k, py + (by - py) * k];
    d += `M${n(px)} ${n(py)}L${n(rr[0])} ${n(rr[1])}L${n((px + rr[0]) / 2)} ${n(rr[1] - (rr[1] - py) * 0.25)}L${n(px)} ${n(Math.max(l[1], rr[1]) + h * 0.02)}L${n((px + l[0]) / 2)} ${n(l[1] - (l[1] - py) * 0.3)}L${n(l[0])} ${n(l[1])}Z`;
  }
  return path(`${lineD(...pts)}Z`, fill) + path(d, snow);
}

/** Tufts of grass as short strokes over a band from y0 to y1. */
function tufts(c: Ctx, y0: number, y1: number, col: string, count: number, salt: string): string {
  const r = c.rng.fork(salt);
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = r.range(0, c.W), y = r.range(y0, y1), l = (c.H * 0.012) * (0.6 + (y - y0) / Math.max(1, y1 - y0));
    d += `M${n(x)} ${n(y)}l${n(-l * 0.4)} ${n(-l)}M${n(x)} ${n(y)}l${n(l * 0.1)} ${n(-l * 1.2)}M${n(x)} ${n(y)}l${n(l * 0.5)} ${n(-l * 0.9)}`;
  }
  return stroke(d, col, Math.max(1.2, c.H * 0.0022), 0.7);
}

/**
 * The mountain path: snowy peaks, a green slope, the path traversing it, the guide at the front with an arm raised toward
 * the peaks and four walkers with rucksacks and poles behind; a waymark post and rocks in front. Alt: the group at the
 * summit cairn above a sea of cloud, the guide pointing out the range.
 */
function mountainPath(c: Ctx, alt: boolean): string {
  const { W, H } = c, k = lightOf(c), X = across(c);
  const out = [skyTo(c, k, H * 0.62, W * 0.78, H * 0.16), peaks(c, H * 0.52, H * 0.3, k.far, k.dusk ? '#e8d6e4' : '#ffffff', 'peaks')];
  const u = Math.min(H * 0.22, W * 0.16);
  if (alt) {
    // A sea of cloud over the valleys below the range, the summit's rocks in front, the cairn and the group standing on it.
    const rock = mix(k.near, '#8a8f88', 0.55);
    out.push(rect(0, H * 0.6, W, H * 0.4, k.low), path(smooth([[-W * 0.05, H * 0.56], [W * 0.2, H * 0.5], [W * 0.45, H * 0.55], [W * 0.7, H * 0.49], [W * 1.05, H * 0.54]]) + `L${n(W * 1.05)} ${n(H * 0.8)}H${n(-W * 0.05)}Z`, k.dusk ? '#d9c2d2' : '#f7f8fa', { op: 0.95 }),
      path(smooth([[-W * 0.05, H * 0.8], [W * 0.2, H * 0.7], [W * 0.5, H * 0.67], [W * 0.8, H * 0.7], [W * 1.05, H * 0.78]]) + `L${n(W * 1.05)} ${n(H)}H${n(-W * 0.05)}Z`, rock),
      path(smooth([[-W * 0.05, H * 0.9], [W * 0.3, H * 0.8], [W * 0.7, H * 0.82], [W * 1.05, H * 0.9]]) + `L${n(W * 1.05)} ${n(H)}H${n(-W * 0.05)}Z`, shade(rock, 0.12)));
    const cx = X(0.2), cy = H * 0.71;
    let cairn = '';
    for (let i = 0; i < 7; i++) {
      // Flat stones, each a little smaller and set a little aside from the one under it.
      const w = u * (0.3 - i * 0.035), y0 = cy - i * u * 0.11, dx = (i % 3 - 1) * u * 0.04;
      cairn += `M${n(cx + dx - w)} ${n(y0)}Q${n(cx + dx - w * 1.05)} ${n(y0 - u * 0.12)} ${n(cx + dx)} ${n(y0 - u * 0.12)}Q${n(cx + dx + w * 1.05)} ${n(y0 - u * 0.12)} ${n(cx + dx + w)} ${n(y0)}Z`;
    }
    out.push(path(cairn, k.dusk ? '#8a8494' : '#b3afa5', { stroke: k.dusk ? '#5a5464' : '#77736a', sw: Math.max(1, u * 0.012) }), tufts(c, H * 0.76, H, shade(k.grass, 0.2), 40, 'sumTufts'));
    const spots: [number, number, 'point' | 'camera' | 'pole' | 'down'][] = [[0.38, 0.76, 'down'], [0.5, 0.75, 'camera'], [0.62, 0.77, 'pole'], [0.74, 0.79, 'down']];
    spots.forEach(([q, yq, arm], i) => { out.push(fromBehind(X(q), H * yq, u * 1.05, gearOf(c, i + 1, { packs: true }), arm, 1)); });
    out.push(traveller(X(0.88), H * 0.8, u * 1.1, gearOf(c, 0, { packs: true }), -1, { lean: -4, legs: [[8, 0], [-8, -2]], arms: [[150, 140], [-6, 8]] }).svg);
    return out.join('');
  }
  out.push(ridge(c.rng.fork('mid'), W, H, H * 0.58, H * 0.06, k.mid, true, 7));
  // The slope, the path across it rising to the right, grass below.
  out.push(path(`M${-W * 0.05} ${n(H * 0.72)}Q${n(W * 0.4)} ${n(H * 0.56)} ${n(W * 1.05)} ${n(H * 0.6)}V${n(H)}H${n(-W * 0.05)}Z`, k.near));
  const py = (q: number) => H * (0.9 - q * 0.2) - Math.sin(q * Math.PI) * H * 0.04;
  const band = (q: number, off: number): Pt => [W * q, py(q) + off];
  const up: Pt[] = [], down: Pt[] = [];
  for (let i = 0; i <= 10; i++) { const q = -0.05 + i * 0.11; up.push(band(q, -H * (0.012 + (1 - q) * 0.012))); down.push(band(q, H * (0.016 + (1 - q) * 0.018))); }
  out.push(path(`${smooth(up)}L${n((down[10] as Pt)[0])} ${n((down[10] as Pt)[1])}${smooth(down.slice().reverse()).replace(/^M/, 'L')}Z`, mix('#d9c7a2', k.near, k.dusk ? 0.5 : 0.25)),
    tufts(c, H * 0.62, H, shade(k.grass, 0.15), 70, 'tufts'));
  // Rocks and a waymark post in front.
  out.push(path(`M${n(W * 0.06)} ${n(H * 0.98)}q${n(W * 0.03)} ${n(-H * 0.07)} ${n(W * 0.09)} ${n(-H * 0.04)}q${n(W * 0.03)} ${n(H * 0.02)} ${n(W * 0.02)} ${n(H * 0.04)}Z`, mix('#8d8f88', k.near, 0.25)),
    rect(X(0.95) - u * 0.06, py(0.95) - u * 0.9, u * 0.12, u * 0.9 + H * 0.05, mix('#8a6446', k.near, 0.15)),
    path(`M${n(X(0.95) - u * 0.06)} ${n(py(0.95) - u * 0.8)}h${n(u * 0.32)}l${n(u * 0.12)} ${n(u * 0.08)}l${n(-u * 0.12)} ${n(u * 0.08)}h${n(-u * 0.32)}Z`, mix('#e8b43a', k.near, 0.1)));
  // The group in single file, the guide at the front pointing at the peaks.
  const qs = c.behindText ? [0.52, 0.6, 0.68, 0.76] : [0.2, 0.33, 0.46, 0.59];
  qs.forEach((q, i) => {
    const gear = gearOf(c, i + 1, { packs: true }), x = W * q, y = py(q) + H * 0.006, h = u * (1 - (q - 0.2) * 0.15);
    const f = traveller(x, y, h, gear, 1, i % 2 ? WALK.step : WALK.climb);
    out.push(f.svg, i % 2 ? '' : pole(f.hand, y, 1, h / 8));
  });
  const gq = c.behindText ? 0.86 : 0.74;
  out.push(traveller(W * gq, py(gq) + H * 0.006, u * 0.98, gearOf(c, 0, { packs: true }), 1, WALK.point).svg);
  return out.join('');
}

/**
 * The viewpoint: hills closing round a long loch, a castle on its islet, a lay-by behind a dry-stone wall where the tour
 * minibus stands with its door open, the group at the wall looking out (one taking a photo), the guide pointing. Alt:
 * the bus on the single-track road down the glen to the loch, sheep on the hill, in golden light.
 */
function viewpoint(c: Ctx, alt: boolean): string {
  const { W, H, t } = c, k = lightOf(c, alt && !c.t.dark), X = across(c);
  const wy = H * 0.5;
  const water = k.dusk ? mix('#4a4a78', t.primary, 0.12) : mix('#5f8fae', t.second, 0.15);
  const out = [skyTo(c, k, wy, W * 0.2, H * 0.14), ridge(c.rng.fork('far'), W, H, wy - H * 0.05, H * 0.12, k.far, true, 6),
    rect(0, wy, W, H * 0.2, c.defs.lin([[0, tint(water, 0.25)], [1, water]]))];
  let ripple = '';
  const r = c.rng.fork('ripple');
  for (let i = 0; i < 16; i++) { const y = wy + H * r.range(0.01, 0.16), x = r.range(0, W); ripple += `M${n(x)} ${n(y)}h${n(W * r.range(0.02, 0.06))}`; }
  out.push(stroke(ripple, '#ffffff', Math.max(1, H * 0.003), 0.35));
  // Hills on both shores running down to the water.
  out.push(path(`M${-W * 0.05} ${n(wy - H * 0.16)}Q${n(W * 0.12)} ${n(wy - H * 0.2)} ${n(W * 0.3)} ${n(wy + H * 0.02)}L${n(W * 0.34)} ${n(wy + H * 0.04)}H${-W * 0.05}Z`, k.mid),
    path(`M${n(W * 1.05)} ${n(wy - H * 0.12)}Q${n(W * 0.85)} ${n(wy - H * 0.14)} ${n(W * 0.66)} ${n(wy + H * 0.05)}H${n(W * 1.05)}Z`, shade(k.mid, 0.08)));
  // The castle on its islet, and its reflection.
  const cx = W * (c.behindText ? 0.56 : 0.44), cy = wy + H * 0.07, s = H * 0.09, stone = k.dusk ? mix('#8a8098', t.primary, 0.1) : mix('#a8a096', t.primary, 0.06);
  let crenel = '';
  for (let i = 0; i < 5; i++) crenel += `M${n(cx - s * 0.6 + i * s * 0.3)} ${n(cy - s * 1.1)}h${n(s * 0.16)}v${n(-s * 0.12)}h${n(-s * 0.16)}Z`;
  out.push(ellipse(cx, cy + s * 0.05, s * 1.5, s * 0.18, shade(k.mid, 0.1)), rect(cx - s * 0.6, cy - s * 1.1, s * 1.4, s * 1.1, stone), path(crenel, stone),
    rect(cx + s * 0.5, cy - s * 1.5, s * 0.42, s * 1.5, shade(stone, 0.08)), path(`M${n(cx + s * 0.46)} ${n(cy - s * 1.5)}l${n(s * 0.25)} ${n(-s * 0.3)}l${n(s * 0.25)} ${n(s * 0.3)}Z`, shade(stone, 0.35)),
    rect(cx - s * 0.2, cy - s * 0.7, s * 0.14, s * 0.22, shade(stone, 0.5)), rect(cx + s * 0.12, cy - s * 0.7, s * 0.14, s * 0.22, shade(stone, 0.5)),
    rect(cx - s * 0.6, cy + s * 0.15, s * 1.4, s * 0.5, stone, { op: 0.25 }));
  if (alt) {
    // The glen: a slope down to the loch with the single-track road, a passing place, sheep, the bus on its way.
    out.push(path(`M${-W * 0.05} ${n(H * 0.66)}Q${n(W * 0.5)} ${n(H * 0.6)} ${n(W * 1.05)} ${n(H * 0.7)}V${n(H)}H${-W * 0.05}Z`, k.near));
    const road: Pt[] = [[W * 1.05, H * 0.78], [W * 0.7, H * 0.74], [W * 0.4, H * 0.8], [W * 0.15, H * 0.94], [-W * 0.05, H * 1.02]];
    out.push(stroke(smooth(road), mix('#5b5f66', k.near, 0.2), H * 0.07), stroke(smooth(road), mix('#7a7f86', k.near, 0.2), H * 0.055), tufts(c, H * 0.66, H, mix('#8e5ea2', k.near, 0.4), 60, 'heather'));
    const sheep = (x: number, y: number, z: number) => ellipse(x, y, z, z * 0.62, '#f4f1ea') + path(circleD(x + z * 0.95, y - z * 0.15, z * 0.32), '#2b2b2e') + stroke(lineD([x - z * 0.5, y + z * 0.4], [x - z * 0.5, y + z * 0.85]) + lineD([x + z * 0.5, y + z * 0.4], [x + z * 0.5, y + z * 0.85]), '#2b2b2e', z * 0.16);
    out.push(sheep(W * 0.2, H * 0.72, H * 0.022), sheep(W * 0.27, H * 0.7, H * 0.018), sheep(W * 0.86, H * 0.9, H * 0.028));
    out.push(minibus(W * 0.56, H * 0.79, Math.min(W * 0.3, H * 0.5), t.primary, 1, k.dusk ? '#ffd58a' : mix('#3a4a5a', t.second, 0.1)));
    return out.join('');
  }
  // The near bank, heather, the lay-by and its wall.
  out.push(path(`M${-W * 0.05} ${n(H * 0.7)}Q${n(W * 0.5)} ${n(H * 0.66)} ${n(W * 1.05)} ${n(H * 0.7)}V${n(H)}H${-W * 0.05}Z`, k.near), tufts(c, H * 0.66, H * 0.76, mix('#8e5ea2', k.near, 0.4), 50, 'heather'),
    rect(0, H * 0.8, W, H * 0.2, k.dusk ? mix('#3b3f4a', t.primary, 0.08) : mix('#8d9096', t.bg, 0.15)));
  let wall = '';
  const wr = c.rng.fork('wall');
  for (let row = 0; row < 3; row++) for (let x = -W * 0.02 + (row % 2) * W * 0.012; x < W; x += W * wr.range(0.022, 0.034)) wall += `M${n(x)} ${n(H * 0.74 + row * H * 0.02)}h${n(W * 0.02)}v${n(H * 0.017)}h${n(-W * 0.02)}Z`;
  out.push(rect(0, H * 0.735, W, H * 0.065, mix('#6f6a62', k.near, 0.3)), path(wall, mix('#a09a8e', k.near, 0.2)));
  const u = Math.min(H * 0.24, W * 0.17), bx = X(c.behindText ? 0.78 : 0.74);
  out.push(minibus(bx, H * 0.93, Math.min(W * 0.36, H * 0.62), t.primary, -1, k.dusk ? '#ffd58a' : mix('#3a4a5a', t.second, 0.1)));
  const arms: ('down' | 'camera' | 'point')[] = ['down', 'camera', 'down'];
  [0.14, 0.25, 0.36].forEach((q, i) => out.push(fromBehind(X(q), H * (0.92 + (i % 2) * 0.02), u, gearOf(c, i + 1), arms[i], 1)));
  out.push(traveller(X(0.5), H * 0.93, u * 1.02, gearOf(c, 0), -1, WALK.point).svg);
  return out.join('');
}

/**
 * The food tour: a market stall under a striped awning in the palette's colours, crates of fruit and vegetables and a
 * board of tastings on its counter, sausages hanging, the stallholder behind it handing out a plate; the group before it
 * tasting (a plate, a glass), the guide with a paddle held high; tiled houses behind, cobbles. Alt: a cheese and wine
 * stall, the awning's stripes the other way round.
 */
function marketStall(c: Ctx, alt: boolean): string {
  const { W, H, t } = c, k = lightOf(c), X = across(c);
  const out = [rect(0, 0, W, H * 0.2, c.defs.lin([[0, k.top], [1, k.low]]))];
  // The houses behind: painted and tiled fronts, lit at dusk.
  const walls = [mix('#e8c15a', t.primary, 0.1), mix('#e59a8a', t.primary, 0.12), mix('#8fb3c9', t.second, 0.15), mix('#f1e6d2', t.bg, 0.2), mix('#b9c99a', t.second, 0.1)];
  const hw = W / 5.2;
  for (let i = 0; i < 6; i++) {
    const wall = walls[(i + (alt ? 2 : 0)) % walls.length] as string;
    out.push(townHouse(i * hw - hw * 0.2, H * 0.76, hw, H * (0.52 + (i % 3) * 0.05), k.dusk ? shade(wall, 0.35) : wall, { gable: 2, lit: k.dusk, glass: mix('#5d7690', t.second, 0.1), trim: '#f4efe4', tiles: i % 2 === 0 }));
  }
  // Cobbles.
  const ground = k.dusk ? mix('#4a4452', t.primary, 0.08) : mix('#c9bfae', t.bg, 0.1);
  out.push(rect(0, H * 0.76, W, H * 0.24, ground), cobbles(W, H * 0.76, H, shade(ground, 0.1), Math.min(W, H) * 0.035));
  // The stall.
  const x0 = X(0.06), x1 = X(c.behindText ? 0.5 : 0.56), top = H * 0.56, wood = mix('#9a6a42', t.primary, 0.08);
  const [a, b] = alt ? [t.second, '#fbf7ee'] : [t.primary, '#fbf7ee'];
  out.push(stroke(lineD([x0 + W * 0.01, top], [x0 + W * 0.01, H * 0.24]) + lineD([x1 - W * 0.01, top], [x1 - W * 0.01, H * 0.24]), shade(wood, 0.3), W * 0.008));
  // The stallholder behind the counter, handing a plate over it.
  const holder = traveller((x0 + x1) / 2, top + H * 0.18, H * 0.4, { ...gearOf(c, 4), coat: mix('#f4efe4', a, 0.15) }, 1, { lean: 4, legs: [[4, 0], [-4, 0]], arms: [[80, 86], [-6, 8]] });
  out.push(holder.svg, ellipse(holder.hand[0] + H * 0.02, holder.hand[1] - H * 0.005, H * 0.035, H * 0.01, '#ffffff'));
  // Sausages or cheeses hanging from the bar.
  let hang = '';
  for (let i = 0; i < 7; i++) { const hx = x0 + (x1 - x0) * (0.08 + i * 0.05); hang += alt ? circleD(hx, H * 0.34, H * 0.016) : `M${n(hx)} ${n(H * 0.28)}q${n(W * 0.008)} ${n(H * 0.05)} ${n(0)} ${n(H * 0.09)}`; }
  out.push(alt ? path(hang, mix('#f2c14e', t.bg, 0.1)) : stroke(hang, mix('#8a2f22', t.primary, 0.1), H * 0.018));
  out.push(rect(x0, top, x1 - x0, H * 0.22, wood), rect(x0 - W * 0.01, top - H * 0.02, x1 - x0 + W * 0.02, H * 0.025, shade(wood, 0.2)),
    stroke(lineD([x0, top + H * 0.08], [x1, top + H * 0.08]) + lineD([x0, top + H * 0.15], [x1, top + H * 0.15]), shade(wood, 0.25), Math.max(1, H * 0.004)),
    awningStripes(x0 - W * 0.02, x1 + W * 0.02, H * 0.22, H * 0.07, a, b, 9));
  // Crates of produce and the tasting board on the counter.
  const fruit = produce(c), cw = (x1 - x0) * 0.2, cy = top - H * 0.02;
  let crates = '';
  const goods: string[] = [];
  for (let i = 0; i < 3; i++) {
    const cx = x0 + (x1 - x0) * (0.06 + i * 0.22);
    crates += `M${n(cx)} ${n(cy)}h${n(cw)}v${n(-H * 0.05)}h${n(-cw)}Z`;
    let heap = '';
    for (let j = 0; j < 6; j++) heap += circleD(cx + cw * (0.15 + (j % 3) * 0.35), cy - H * 0.055 - Math.floor(j / 3) * H * 0.022, H * 0.016);
    goods.push(path(heap, (alt ? [mix('#f2c14e', t.bg, 0.1), '#fbf3dc', mix('#e8a84a', t.bg, 0.1)] : fruit)[i] as string));
  }
  out.push(path(crates, mix('#c9a070', t.primary, 0.06)), ...goods);
  const bx = x0 + (x1 - x0) * 0.74, bw = (x1 - x0) * 0.22;
  out.push(rect(bx, cy - H * 0.012, bw, H * 0.012, shade(wood, 0.1)));
  let bites = '';
  for (let j = 0; j < 5; j++) bites += circleD(bx + bw * (0.1 + j * 0.2), cy - H * 0.02, H * 0.009);
  out.push(path(bites, alt ? '#7a2a3a' : '#e8b43a'));
  // The group before the stall, tasting; the guide's paddle up.
  const u = Math.min(H * 0.26, W * 0.18);
  const poses = [WALK.taste, WALK.stand, WALK.taste, WALK.stand];
  const qs = c.behindText ? [0.62, 0.7, 0.78] : [0.58, 0.66, 0.74, 0.82];
  qs.forEach((q, i) => {
    const f = traveller(X(q), H * (0.95 + (i % 2) * 0.02), u * (1 - (i % 2) * 0.04), gearOf(c, i + 1), -1, poses[i] as typeof WALK.taste);
    out.push(f.svg);
    if (i === 0) out.push(ellipse(f.hand[0] - u * 0.05, f.hand[1] - u * 0.04, u * 0.12, u * 0.03, '#ffffff'), path(circleD(f.hand[0] - u * 0.05, f.hand[1] - u * 0.07, u * 0.04), '#e8b43a'));
    if (i === 2) out.push(path(`M${n(f.hand[0] - u * 0.06)} ${n(f.hand[1] - u * 0.2)}h${n(u * 0.12)}l${n(-u * 0.03)} ${n(u * 0.1)}h${n(-u * 0.06)}Z`, alt ? '#8a2a3a' : '#f4efe4', { op: 0.9 }), stroke(lineD([f.hand[0], f.hand[1] - u * 0.1], [f.hand[0], f.hand[1]]), '#e8ecef', u * 0.03));
  });
  const g = traveller(X(0.94), H * 0.96, u * 1.04, gearOf(c, 0), -1, WALK.flag);
  out.push(g.svg, stroke(lineD([g.hand[0], g.hand[1] + u * 0.1], [g.hand[0], g.hand[1] - u * 0.45]), '#4a4f57', u * 0.04), path(circleD(g.hand[0], g.hand[1] - u * 0.55, u * 0.14), t.primary));
  return out.join('');
}

/**
 * The safari: a golden plain under a low sun, far flat hills, an acacia with a giraffe browsing at it and another beyond,
 * elephants with a calf crossing, the open jeep in front with its group standing under the canvas roof (binoculars, sun
 * hats) and the guide at the wheel. Alt: the elephants close by, a giraffe far off.
 */
function savanna(c: Ctx, alt: boolean): string {
  const { W, H, t } = c, k = lightOf(c, true), X = across(c);
  const hz = H * 0.58;
  const grass = k.dusk ? mix('#7a5a48', t.primary, 0.1) : mix('#d9b15c', t.primary, 0.06);
  const out = [skyTo(c, k, hz, X(0.86), hz - H * 0.1), ridge(c.rng.fork('far'), W, H, hz - H * 0.01, H * 0.05, k.far, true, 5),
    rect(0, hz, W, H - hz, c.defs.lin([[0, tint(grass, 0.12)], [1, shade(grass, 0.1)]])), tufts(c, hz + H * 0.02, H, shade(grass, 0.22), 110, 'grass')];
  const leaf = k.dusk ? mix('#3a4a3a', t.primary, 0.1) : mix('#557a3c', t.second, 0.08), bark = mix('#5a4432', t.primary, 0.06);
  const coat = mix('#d9a45a', t.primary, 0.06), hide = k.dusk ? mix('#6a6470', t.primary, 0.08) : mix('#8f8a86', t.primary, 0.05);
  if (alt) {
    out.push(acacia(X(0.82), hz + H * 0.02, H * 0.2, leaf, bark), giraffe(X(0.7), hz + H * 0.03, H * 0.16, coat, -1),
      elephant(X(0.3), H * 0.84, H * 0.24, hide, 1, true), elephant(X(0.52), H * 0.82, H * 0.14, tint(hide, 0.06), 1));
  } else {
    out.push(acacia(X(0.3), hz + H * 0.1, H * 0.38, leaf, bark), giraffe(X(0.14), hz + H * 0.12, H * 0.32, coat, 1, 0.3), giraffe(X(0.46), hz + H * 0.05, H * 0.2, shade(coat, 0.05), -1),
      elephant(X(0.6), hz + H * 0.07, H * 0.1, hide, -1), elephant(X(0.54), hz + H * 0.075, H * 0.065, tint(hide, 0.06), -1));
  }
  // The jeep and its group, standing up through the open top.
  const L = Math.min(W * 0.42, H * 0.7), jx = alt ? X(0.78) : X(c.behindText ? 0.8 : 0.74), jy = H * 0.95, dir = alt ? -1 : 1;
  const car = jeep(jx, jy, L, mix('#6d6a3e', t.primary, 0.12), mix('#efe6d2', t.bg, 0.1), dir as 1 | -1);
  const h = L * 0.36;
  const people: string[] = [];
  car.seats.forEach((x, i) => {
    const f = traveller(x, car.deck + L * 0.1, h, gearOf(c, i + 1, { warm: true }), dir as 1 | -1, i === 1 ? WALK.taste : WALK.stand);
    people.push(f.svg);
    if (i === 1) people.push(rect(f.hand[0] - h * 0.05, f.hand[1] - h * 0.1, h * 0.1, h * 0.07, '#2b2b2e', { rx: h * 0.015 }));
  });
  out.push(...people, car.svg);
  return out.join('');
}

/**
 * The city walking tour: a row of tall old houses with stepped and curved gables, a lamp post, cobbles; the guide with a
 * furled umbrella held high, the group gathered before her, one taking a photo. Alt: the old square at dusk, a church's
 * front with its rose window and bell tower between houses, a fountain, the group looking up at it from behind.
 */
function oldStreet(c: Ctx, alt: boolean): string {
  const { W, H, t } = c, X = across(c);
  const k = alt ? lightOf({ ...c, t: { ...t, dark: true } } as Ctx) : lightOf(c);
  const r = c.rng.fork('houses'), base = H * 0.8;
  // The sky, and far roofs closing the view behind the street's houses.
  const out = [rect(0, 0, W, H * 0.5, c.defs.lin([[0, k.top], [1, k.low]])), rect(0, H * 0.46, W, base - H * 0.46, k.dusk ? mix('#3a3550', t.primary, 0.1) : mix('#b9b2a6', t.bg, 0.2))];
  let roofs = '';
  for (let x = -W * 0.02; x < W; x += W * 0.07) roofs += `M${n(x)} ${n(H * 0.47)}l${n(W * 0.035)} ${n(-H * 0.04)}l${n(W * 0.035)} ${n(H * 0.04)}Z`;
  out.push(path(roofs, k.dusk ? mix('#2e2a42', t.primary, 0.1) : mix('#9a8f84', t.bg, 0.15)));
  const walls = [mix('#d9a25e', t.primary, 0.1), mix('#f1e6d2', t.bg, 0.15), mix('#c46a52', t.primary, 0.1), mix('#9fb3a2', t.second, 0.12), mix('#e8c15a', t.primary, 0.08), mix('#b8a6c9', t.primary, 0.15)];
  const glass = mix('#4d6378', t.second, 0.1);
  const house = (x: number, w: number, h: number, i: number) => {
    const wall = walls[(i + c.family.length) % walls.length] as string;
    return townHouse(x, base, w, h, k.dusk ? shade(wall, 0.3) : wall, { gable: (i % 3) as 0 | 1 | 2, lit: k.dusk, glass, trim: '#f4efe4' });
  };
  if (alt) {
    // The church front between two houses on each side.
    const cx = X(0.55), cw = Math.min(W * 0.34, H * 0.5), ch = H * 0.5, top = base - ch, stone = k.dusk ? mix('#8a7f8e', t.primary, 0.1) : mix('#d9cdb6', t.primary, 0.06);
    out.push(house(-W * 0.04, W * 0.16, H * 0.46, 0), house(W * 0.12, W * 0.14, H * 0.4, 1), house(W * 0.8, W * 0.13, H * 0.42, 2), house(W * 0.93, W * 0.15, H * 0.48, 3));
    const tw = cw * 0.26, tx = cx - cw / 2 - tw * 0.7;
    out.push(rect(tx, top - ch * 0.45, tw, ch * 1.45, shade(stone, 0.06)), path(`M${n(tx - tw * 0.05)} ${n(top - ch * 0.45)}L${n(tx + tw / 2)} ${n(top - ch * 0.8)}L${n(tx + tw * 1.05)} ${n(top - ch * 0.45)}Z`, shade(stone, 0.4)),
      path(circleD(tx + tw / 2, top - ch * 0.22, tw * 0.28), '#f4efe4'), stroke(lineD([tx + tw / 2, top - ch * 0.22], [tx + tw / 2, top - ch * 0.22 - tw * 0.2]) + lineD([tx + tw / 2, top - ch * 0.22], [tx + tw / 2 + tw * 0.14, top - ch * 0.22]), '#2b2f36', Math.max(1.5, tw * 0.03)),
      path(`M${n(tx + tw * 0.3)} ${n(top + ch * 0.1)}v${n(-ch * 0.08)}a${n(tw * 0.2)} ${n(tw * 0.2)} 0 0 1 ${n(tw * 0.4)} 0v${n(ch * 0.08)}Z`, k.dusk ? '#ffd58a' : shade(stone, 0.45)));
    out.push(path(`M${n(cx - cw / 2)} ${n(base)}V${n(top)}L${n(cx)} ${n(top - cw * 0.36)}L${n(cx + cw / 2)} ${n(top)}V${n(base)}Z`, stone),
      path(circleD(cx, top + ch * 0.12, cw * 0.13), k.dusk ? '#f2b45a' : mix('#5d7690', t.second, 0.15)),
      stroke(`M${n(cx - cw * 0.13)} ${n(top + ch * 0.12)}H${n(cx + cw * 0.13)}M${n(cx)} ${n(top + ch * 0.12 - cw * 0.13)}V${n(top + ch * 0.12 + cw * 0.13)}`, stone, Math.max(1.5, cw * 0.012)),
      path(`M${n(cx - cw * 0.12)} ${n(base)}V${n(base - ch * 0.32)}a${n(cw * 0.12)} ${n(cw * 0.12)} 0 0 1 ${n(cw * 0.24)} 0V${n(base)}Z`, shade(stone, 0.5)),
      path(`M${n(cx - cw * 0.36)} ${n(base - ch * 0.3)}v${n(-ch * 0.18)}a${n(cw * 0.05)} ${n(cw * 0.05)} 0 0 1 ${n(cw * 0.1)} 0v${n(ch * 0.18)}ZM${n(cx + cw * 0.26)} ${n(base - ch * 0.3)}v${n(-ch * 0.18)}a${n(cw * 0.05)} ${n(cw * 0.05)} 0 0 1 ${n(cw * 0.1)} 0v${n(ch * 0.18)}Z`, k.dusk ? '#ffd58a' : glass));
  } else {
    let x = -W * 0.04, i = 0;
    while (x < W) { const w = W * r.range(0.13, 0.18); out.push(house(x, w, H * r.range(0.42, 0.52), i)); x += w; i++; }
  }
  const ground = k.dusk ? mix('#3e3a48', t.primary, 0.08) : mix('#bfb4a2', t.bg, 0.1);
  out.push(rect(0, base, W, H - base, ground), cobbles(W, base, H, shade(ground, 0.1), Math.min(W, H) * 0.035));
  // The lamp post, lit at dusk.
  const lx = X(alt ? 0.95 : 0.05), iron = '#2b2f36';
  out.push(stroke(lineD([lx, H * 0.97], [lx, H * 0.42]), iron, W * 0.008), path(`M${n(lx - W * 0.018)} ${n(H * 0.42)}h${n(W * 0.036)}l${n(-W * 0.008)} ${n(-H * 0.06)}h${n(-W * 0.02)}Z`, k.dusk ? '#ffd58a' : '#e8ecef'),
    path(`M${n(lx - W * 0.022)} ${n(H * 0.42)}h${n(W * 0.044)}v${n(H * 0.01)}h${n(-W * 0.044)}Z`, iron));
  if (k.dusk) out.push(path(circleD(lx, H * 0.39, H * 0.08), c.defs.rad([[0, '#ffd58a', 0.45], [1, '#ffd58a', 0]])));
  const u = Math.min(H * 0.26, W * 0.18);
  if (alt) {
    // The fountain: a round basin, its column and bowl, water falling.
    const fx = X(0.2), fy = H * 0.9, fw = u * 0.9, stoneF = k.dusk ? '#8a8494' : '#c9c2b4';
    out.push(ellipse(fx, fy, fw, fw * 0.16, shade(stoneF, 0.2)), rect(fx - fw, fy - fw * 0.28, fw * 2, fw * 0.28, stoneF), ellipse(fx, fy - fw * 0.28, fw, fw * 0.14, mix('#6f9fc0', t.second, 0.15)),
      rect(fx - fw * 0.08, fy - fw * 0.95, fw * 0.16, fw * 0.7, stoneF), path(`M${n(fx - fw * 0.38)} ${n(fy - fw * 0.95)}h${n(fw * 0.76)}q${n(-fw * 0.1)} ${n(fw * 0.16)} ${n(-fw * 0.38)} ${n(fw * 0.16)}q${n(-fw * 0.28)} 0 ${n(-fw * 0.38)} ${n(-fw * 0.16)}Z`, stoneF),
      stroke(`M${n(fx - fw * 0.3)} ${n(fy - fw * 0.95)}q${n(-fw * 0.25)} ${n(fw * 0.1)} ${n(-fw * 0.4)} ${n(fw * 0.62)}M${n(fx + fw * 0.3)} ${n(fy - fw * 0.95)}q${n(fw * 0.25)} ${n(fw * 0.1)} ${n(fw * 0.4)} ${n(fw * 0.62)}`, '#dff0fa', Math.max(1.5, fw * 0.035), 0.8));
    // The group from behind looking up at the church, the guide side-on with her umbrella.
    [[0.42, 0.96, 'down'], [0.5, 0.985, 'camera'], [0.6, 0.965, 'down'], [0.68, 0.99, 'down']].forEach(([q, yq, arm], j) =>
      out.push(fromBehind(X(q as number), H * (yq as number), u * (1 - (j % 2) * 0.05), gearOf(c, j + 1, { packs: j === 2 }), arm as 'down' | 'camera', 1)));
    const g = traveller(X(0.82), H * 0.97, u * 1.05, gearOf(c, 0), -1, WALK.point);
    out.push(g.svg);
    return out.join('');
  }
  // The group before the guide, one taking a photo; the guide's umbrella up.
  const qs = c.behindText ? [0.5, 0.6, 0.7] : [0.2, 0.3, 0.4, 0.5];
  qs.forEach((q, j) => {
    const f = traveller(X(q), H * (0.95 + (j % 2) * 0.025), u * (1 - (j % 2) * 0.05), gearOf(c, j + 1, { packs: j === 3 }), 1, j === 1 ? WALK.taste : WALK.stand);
    out.push(f.svg);
    if (j === 1) out.push(rect(f.hand[0] - u * 0.1, f.hand[1] - u * 0.12, u * 0.2, u * 0.14, '#24262b', { rx: u * 0.03 }));
  });
  const g = traveller(X(c.behindText ? 0.86 : 0.68), H * 0.96, u * 1.05, gearOf(c, 0), -1, WALK.flag);
  const ux = g.hand[0], uy = g.hand[1];
  out.push(g.svg, stroke(lineD([ux, uy + u * 0.15], [ux, uy - u * 0.6]), '#3a3f47', u * 0.05),
    path(`M${n(ux)} ${n(uy - u * 0.62)}L${n(ux - u * 0.09)} ${n(uy - u * 0.05)}H${n(ux + u * 0.09)}Z`, t.primary));
  return out.join('');
}

/**
 * The aurora: a night sky of stars with green curtains of light and a violet fringe, snowy hills with pines, red timber
 * cabins with lit windows and smoke, the group in parkas watching from behind (one pointing up, one at a camera on its
 * tripod). Alt: the group round a fire in the snow.
 */
function aurora(c: Ctx, alt: boolean): string {
  const { W, H, t } = c, X = across(c);
  const top = mix('#070b24', t.primary, 0.12), low = mix('#123a4a', t.second, 0.12);
  const out = [rect(0, 0, W, H, c.defs.lin([[0, top], [0.7, low]]))];
  const r = c.rng.fork('stars');
  let stars = '';
  for (let i = 0; i < 70; i++) stars += `M${n(r.range(0, W))} ${n(r.range(0, H * 0.6))}h0`;
  out.push(stroke(stars, '#ffffff', Math.max(1.5, H * 0.003), 0.8));
  // Curtains of light: a wavy lower edge, rays rising from it, fading upward.
  const green = '#5dffb0', violet = mix('#b06cff', t.primary, 0.2);
  const curtain = (y: number, amp: number, h: number, phase: number, col: string, op: number) => {
    const pts: Pt[] = [];
    for (let i = 0; i <= 8; i++) pts.push([-W * 0.05 + i * W * 0.1375, y + Math.sin(i * 1.1 + phase) * amp]);
    const lower = smooth(pts), upper = smooth(pts.map(([px, py]) => [px, py - h] as Pt).reverse()).replace(/^M/, 'L');
    return path(`${lower}${upper}Z`, c.defs.lin([[0, col, 0], [0.7, col, op * 0.6], [1, col, op]]));
  };
  out.push(curtain(H * 0.3, H * 0.05, H * 0.22, alt ? 1.2 : 0, violet, 0.35), curtain(H * 0.42, H * 0.06, H * 0.3, alt ? 2 : 0.8, green, 0.7), curtain(H * 0.5, H * 0.04, H * 0.18, alt ? 0.4 : 2.4, green, 0.5));
  let rays = '';
  for (let i = 0; i < 24; i++) { const x = W * (0.04 + i * 0.04), y = H * 0.42 + Math.sin(i * 1.1 * 0.91 + (alt ? 2 : 0.8)) * H * 0.05; rays += `M${n(x)} ${n(y)}v${n(-H * r.range(0.06, 0.14))}`; }
  out.push(stroke(rays, '#b8ffd8', Math.max(2, W * 0.005), 0.12));
  // Snowy hills, pines, the cabins.
  const snow = mix('#dfe8f4', t.primary, 0.06), shadowSnow = mix('#9fb0c8', t.primary, 0.1);
  out.push(path(smooth([[-W * 0.05, H * 0.64], [W * 0.3, H * 0.58], [W * 0.6, H * 0.63], [W * 1.05, H * 0.57]]) + `L${n(W * 1.05)} ${n(H)}H${-W * 0.05}Z`, shadowSnow));
  const pr = c.rng.fork('pines'), ps: [number, number, number][] = [];
  for (let i = 0; i < 14; i++) ps.push([pr.range(0, W), H * pr.range(0.6, 0.68), H * pr.range(0.06, 0.11)]);
  out.push(pines(ps, mix('#1c2a30', t.second, 0.1), '#e8eef6'));
  out.push(path(smooth([[-W * 0.05, H * 0.74], [W * 0.4, H * 0.68], [W * 0.75, H * 0.72], [W * 1.05, H * 0.7]]) + `L${n(W * 1.05)} ${n(H)}H${-W * 0.05}Z`, snow));
  const cabin = mix('#8a3b2a', t.primary, 0.12);
  out.push(snowCabin(X(alt ? 0.2 : 0.78), H * 0.73, Math.min(W * 0.16, H * 0.22), cabin, true), snowCabin(X(alt ? 0.36 : 0.92), H * 0.71, Math.min(W * 0.11, H * 0.15), shade(cabin, 0.1), true));
  out.push(path(smooth([[-W * 0.05, H * 0.86], [W * 0.5, H * 0.82], [W * 1.05, H * 0.86]]) + `L${n(W * 1.05)} ${n(H)}H${-W * 0.05}Z`, tint(snow, 0.3)));
  // The group, from behind, in parkas darkened by the night.
  const u = Math.min(H * 0.26, W * 0.18);
  const night = (i: number) => { const g = gearOf(c, i, { cold: true }); return { ...g, coat: shade(g.coat, 0.35), legs: shade(g.legs, 0.3), hatCol: shade(g.hatCol ?? g.coat, 0.35) }; };
  if (alt) {
    const fx = X(0.66), fy = H * 0.93;
    out.push(path(circleD(fx, fy - u * 0.1, u * 0.9), c.defs.rad([[0, '#ffb05a', 0.45], [1, '#ffb05a', 0]])), campfire(fx, fy, u * 0.35));
    [[0.48, 0.94], [0.58, 0.985], [0.76, 0.985], [0.86, 0.94]].forEach(([q, yq], i) => out.push(fromBehind(X(q as number), H * (yq as number), u * (0.95 + (i % 2) * 0.08), night(i), i === 3 ? 'point' : 'down', 1)));
    return out.join('');
  }
  const qs = c.behindText ? [0.5, 0.6, 0.7] : [0.22, 0.34, 0.46, 0.58];
  qs.forEach((q, i) => out.push(fromBehind(X(q), H * (0.96 + (i % 2) * 0.02), u * (1 - (i % 2) * 0.05), night(i), i === 1 ? 'point' : 'down', 1)));
  // A camera on its tripod at the end of the row.
  const tx = X(c.behindText ? 0.8 : 0.7), ty = H * 0.97;
  out.push(stroke(lineD([tx, ty - u * 0.55], [tx - u * 0.22, ty]) + lineD([tx, ty - u * 0.55], [tx + u * 0.22, ty]) + lineD([tx, ty - u * 0.55], [tx + u * 0.02, ty]), '#1f2328', u * 0.045),
    rect(tx - u * 0.14, ty - u * 0.7, u * 0.28, u * 0.16, '#1f2328', { rx: u * 0.03 }), rect(tx + u * 0.1, ty - u * 0.66, u * 0.1, u * 0.08, '#3a3f47'));
  return out.join('');
}
