import type { Ctx } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, circleD, ellipse, lineD, n, path, type Pt, rect } from './svg';
import { joint, stroke } from './club-figures';

/**
 * Pieces of a blacksmith's pictures (art/forge.ts), side-on and standing on a floor line y, measured in metres `m` (px
 * per metre): the smith in a leather apron (a flat figure with a skin tone, no face) whose hands go where the scene
 * asks, an anvil on its stump, the brick hearth with its fire, hood and blower, a quench tub, a rack of tongs and
 * hammers, sparks; and the work: scrolls, a gate, railings, a fire basket, a companion set. Iron is near black tinted a
 * little toward the palette; fire is its own warm gradient.
 */

/** The colours of a smithy in this palette. */
export interface Smithy {
  dark: boolean;
  /** Limewashed or sooty brick of the walls, its mortar lines, the floor, the hearth's brick. */
  wall: string; mortar: string; floor: string; brick: string;
  /** Black iron, its lit edge, bright steel, oak, leather. */
  iron: string; edge: string; steel: string; wood: string; leather: string;
}

export function smithy(c: Ctx): Smithy {
  const { t } = c, dark = t.dark;
  const wall = dark ? mix(mix('#3a302b', t.bg, 0.35), t.primary, 0.06) : mix(mix('#e9e0d2', t.bg, 0.2), t.primary, 0.04);
  const brick = mix(dark ? '#7d4a38' : '#a45f45', t.primary, 0.08);
  return {
    dark, wall, mortar: dark ? shade(wall, 0.25) : shade(wall, 0.08), floor: dark ? mix('#2a2624', t.bg, 0.3) : mix('#a79b8c', t.bg, 0.12), brick,
    iron: mix('#26282d', t.primary, 0.08), edge: mix('#5b6068', t.primary, 0.08), steel: mix('#aab1ba', t.primary, 0.06),
    wood: mix('#8a5f3c', t.primary, 0.08), leather: mix('#7a4b2a', t.primary, 0.06),
  };
}

/** The fire's colours: white-hot, yellow, orange, red. */
export const FIRE = ['#fff4c2', '#ffd057', '#ff8a2a', '#d8431f'] as const;

/** A warm glow of fire light: a radial gradient circle. */
export function glow(c: Ctx, x: number, y: number, r: number, k = 0.55): string {
  return circle(x, y, r, c.defs.rad([[0, '#ffb347', k], [0.45, '#ff8a2a', k * 0.35], [1, '#ff8a2a', 0]]));
}

/** Flames rising from a bed at (x, y), w wide and h tall: three tongues of colour, the hottest in the middle. */
export function flames(x: number, y: number, w: number, h: number, seed = 0): string {
  const tongue = (cx: number, hw: number, th: number, lean: number) =>
    `M${n(cx - hw)} ${n(y)}C${n(cx - hw)} ${n(y - th * 0.45)} ${n(cx + lean - hw * 0.2)} ${n(y - th * 0.6)} ${n(cx + lean)} ${n(y - th)}C${n(cx + lean * 0.3 + hw * 0.3)} ${n(y - th * 0.55)} ${n(cx + hw)} ${n(y - th * 0.4)} ${n(cx + hw)} ${n(y)}Z`;
  const k = (seed % 3) - 1;
  const outer = tongue(x - w * 0.22, w * 0.22, h * 0.7, -w * 0.08) + tongue(x + w * 0.05, w * 0.3, h, w * 0.06 * k) + tongue(x + w * 0.28, w * 0.2, h * 0.62, w * 0.1);
  const mid = tongue(x - w * 0.15, w * 0.14, h * 0.48, -w * 0.04) + tongue(x + w * 0.06, w * 0.2, h * 0.74, w * 0.04 * k) + tongue(x + w * 0.26, w * 0.12, h * 0.4, w * 0.06);
  return [path(outer, FIRE[3], { op: 0.9 }), path(mid, FIRE[2]), path(tongue(x + w * 0.04, w * 0.12, h * 0.45, 0), FIRE[1]), path(tongue(x + w * 0.03, w * 0.06, h * 0.22, 0), FIRE[0])].join('');
}

/** Sparks flying from (x, y) in a fan toward dir: short bright streaks and dots. */
export function sparks(c: Ctx, x: number, y: number, r: number, dir: 1 | -1, count = 14): string {
  const rng = c.rng.fork(`sparks${n(x)}`);
  let streaks = '', dots = '';
  for (let i = 0; i < count; i++) {
    const a = rng.range(-2.6, -0.3), d = r * rng.range(0.25, 1), l = r * rng.range(0.05, 0.14);
    const px = x + dir * Math.cos(a) * d * (i % 3 === 0 ? -0.6 : 1), py = y + Math.sin(a) * d * 0.8;
    if (i % 3 === 1) dots += circleD(px, py, Math.max(1, r * 0.012));
    else streaks += `M${n(px)} ${n(py)}l${n(dir * Math.cos(a) * l * (i % 3 === 0 ? -0.6 : 1))} ${n(Math.sin(a) * l)}`;
  }
  return stroke(streaks, FIRE[1], Math.max(1.2, r * 0.014)) + path(dots, FIRE[0]);
}

/** A bar of iron from a to b, w thick: white-hot at a, fading through orange and red to black iron toward b, in its glow. */
export function hotBar(c: Ctx, a: Pt, b: Pt, w: number, iron: string): string {
  const [x0, y0] = a, [x1, y1] = b, l = Math.hypot(x1 - x0, y1 - y0) || 1, px = (-(y1 - y0) / l) * w / 2, py = ((x1 - x0) / l) * w / 2;
  // A filled quad rather than a stroke: a gradient needs a box with height, which a level line has not.
  const grad = c.defs.lin([[0, FIRE[0]], [0.2, FIRE[1]], [0.45, FIRE[2]], [0.7, '#8a2a14'], [1, iron]], x1 < x0 ? 1 : 0, 0, x1 < x0 ? 0 : 1, 0);
  return circle(x0, y0, w * 3, c.defs.rad([[0, '#ffb347', 0.55], [1, '#ffb347', 0]])) + path(`M${n(x0 + px)} ${n(y0 + py)}L${n(x1 + px)} ${n(y1 + py)}L${n(x1 - px)} ${n(y1 - py)}L${n(x0 - px)} ${n(y0 - py)}Z`, grad);
}

/**
 * An anvil on its stump, the stump's foot on y, facing dir (the horn toward dir), m px per metre: an oak stump with two
 * iron bands, the anvil's feet, waist, body, flat face with its step and the tapering horn. Returns the face's height
 * and the x of its middle and of the horn's tip.
 */
export function anvil(x: number, y: number, m: number, dir: 1 | -1, k: Smithy): { svg: string; face: number; mid: number; tip: number } {
  const X = (f: number) => x + dir * f * m;
  const sh = m * 0.55, sw = m * 0.42, top = y - sh;
  const stump = [rect(x - sw / 2, top, sw, sh, k.wood), ellipse(x, top, sw / 2, m * 0.04, tint(k.wood, 0.15)),
    stroke(`M${n(x - sw / 2)} ${n(top + sh * 0.25)}h${n(sw)}M${n(x - sw / 2)} ${n(y - sh * 0.2)}h${n(sw)}`, shade(k.iron, 0.1), Math.max(1.5, m * 0.025)),
    stroke(`M${n(x - sw * 0.2)} ${n(top + sh * 0.35)}v${n(sh * 0.4)}M${n(x + sw * 0.15)} ${n(top + sh * 0.45)}v${n(sh * 0.35)}`, shade(k.wood, 0.18), Math.max(1, m * 0.012))];
  // The anvil: feet on the stump, a waist, the body, the face from the heel to the step, the horn.
  const face = top - m * 0.3;
  const body = `M${n(X(-0.24))} ${n(top)}L${n(X(-0.2))} ${n(top - m * 0.07)}L${n(X(-0.1))} ${n(top - m * 0.1)}L${n(X(-0.11))} ${n(face + m * 0.1)}`
    + `L${n(X(-0.36))} ${n(face + m * 0.06)}L${n(X(-0.37))} ${n(face)}L${n(X(0.2))} ${n(face)}L${n(X(0.2))} ${n(face + m * 0.03)}L${n(X(0.27))} ${n(face + m * 0.03)}`
    + `Q${n(X(0.4))} ${n(face + m * 0.035)} ${n(X(0.48))} ${n(face + m * 0.06)}Q${n(X(0.36))} ${n(face + m * 0.15)} ${n(X(0.12))} ${n(face + m * 0.14)}`
    + `L${n(X(0.11))} ${n(top - m * 0.1)}L${n(X(0.2))} ${n(top - m * 0.07)}L${n(X(0.24))} ${n(top)}Z`;
  return {
    svg: [ellipse(x, y, sw * 0.9, m * 0.04, '#000000', { op: 0.18 }), ...stump, path(body, k.iron),
      stroke(`M${n(X(-0.36))} ${n(face + m * 0.008)}H${n(X(0.19))}`, k.edge, Math.max(1.2, m * 0.016)), circle(X(-0.27), face + m * 0.025, m * 0.012, shade(k.iron, 0.5))].join(''),
    face, mid: X(-0.08), tip: X(0.48),
  };
}

/** A hammer held at `hand`, its shaft len long at angle a (radians, 0 pointing right, clockwise positive), head across its end. */
export function hammer(hand: Pt, len: number, a: number, k: Smithy): string {
  const cx = Math.cos(a), sy = Math.sin(a);
  const end: Pt = [hand[0] + cx * len, hand[1] + sy * len], back: Pt = [hand[0] - cx * len * 0.12, hand[1] - sy * len * 0.12];
  const hw = len * 0.2, hh = len * 0.09;
  const head = `M${n(end[0] - sy * hw * 0.9)} ${n(end[1] + cx * hw * 0.9)}L${n(end[0] + sy * hw * 1.1)} ${n(end[1] - cx * hw * 1.1)}`;
  return stroke(lineD(back, end), k.wood, len * 0.07) + stroke(head, k.iron, hh * 2) + circle(...end, hh * 0.6, k.edge);
}

/** Tongs held at `hand`, their jaws closed at `jaw`: two reins and two short jaws past the rivet. */
export function tongs(hand: Pt, jaw: Pt, k: Smithy, w: number): string {
  const riv: Pt = [hand[0] + (jaw[0] - hand[0]) * 0.8, hand[1] + (jaw[1] - hand[1]) * 0.8];
  const dx = jaw[0] - hand[0], dy = jaw[1] - hand[1], l = Math.hypot(dx, dy) || 1, px = (-dy / l) * w, py = (dx / l) * w;
  return stroke(lineD([hand[0] + px * 1.2, hand[1] + py * 1.2], riv, jaw) + lineD([hand[0] - px * 1.2, hand[1] - py * 1.2], riv, [jaw[0] + px * 0.6, jaw[1] + py * 0.6]), k.iron, w) + circle(...riv, w * 0.9, k.edge);
}

/**
 * The smith (or a student), feet at (x, y), h tall, facing dir: boots, work trousers, a shirt with sleeves rolled to the
 * elbow, a leather apron from chest to knee on its neck strap (none without `apron`: anyone standing, a sailor on a
 * pontoon), a head in a skin tone with short hair or a cap (no face); the arms reach to `front` and `back` (the far arm
 * a shade darker).
 */
export interface SmithOpts { dir: 1 | -1; skin: string; hair: string; shirt: string; trousers: string; front: Pt; back: Pt; apron?: string; cap?: string; stance?: number }

export function smith(x: number, y: number, h: number, o: SmithOpts): string {
  const u = h / 8, d = o.dir, st = o.stance ?? 0.55;
  const hip: Pt = [x, y - u * 3.75], neck: Pt = [x + d * u * 0.15, y - h + u * 1.55];
  const sF: Pt = [neck[0] + d * u * 0.35, neck[1] + u * 0.35], sB: Pt = [neck[0] - d * u * 0.45, neck[1] + u * 0.3];
  const arm = (s: Pt, hand: Pt, col: string, sk: string) => {
    const e = joint(s, hand, u * 1.5, u * 1.45, -d);
    return stroke(lineD(s, e), col, u * 0.62) + stroke(lineD(e, hand), sk, u * 0.5) + path(circleD(hand[0], hand[1], u * 0.3), sk);
  };
  const farSkin = shade(o.skin, 0.18);
  const feet: [Pt, Pt] = [[x + d * u * st, y - u * 0.3], [x - d * u * st * 0.8, y - u * 0.3]];
  const legs = lineD(feet[1], [hip[0] - d * u * 0.25, hip[1]]) + lineD([hip[0] + d * u * 0.25, hip[1]], feet[0]);
  const torso = `M${n(hip[0] - u * 0.85)} ${n(hip[1] + u * 0.2)}L${n(neck[0] - u * 0.95)} ${n(neck[1] + u * 0.35)}Q${n(neck[0])} ${n(neck[1] - u * 0.3)} ${n(neck[0] + u * 0.95)} ${n(neck[1] + u * 0.35)}L${n(hip[0] + u * 0.85)} ${n(hip[1] + u * 0.2)}Z`;
  const at = neck[1] + u * 0.75, ab = y - u * 1.55;
  const apron = `M${n(neck[0] - u * 0.55)} ${n(at)}H${n(neck[0] + u * 0.55)}L${n(x + u * 0.7)} ${n(hip[1] - u * 0.5)}L${n(x + u * 1.05)} ${n(ab)}Q${n(x)} ${n(ab + u * 0.2)} ${n(x - u * 1.05)} ${n(ab)}L${n(x - u * 0.7)} ${n(hip[1] - u * 0.5)}Z`;
  const hd: Pt = [neck[0] + d * u * 0.1, neck[1] - u * 0.75], r = u * 0.68;
  const hair = o.cap
    ? path(`M${n(hd[0] - r * 1.05)} ${n(hd[1] - r * 0.05)}A${n(r * 1.05)} ${n(r)} 0 0 1 ${n(hd[0] + r * 1.05)} ${n(hd[1] - r * 0.05)}ZM${n(hd[0] + d * r * 0.4)} ${n(hd[1] - r * 0.28)}h${n(d * r * 1.05)}v${n(r * 0.26)}h${n(-d * r * 1.1)}Z`, o.cap)
    : path(`M${n(hd[0] - d * r * 1.03)} ${n(hd[1] + r * 0.5)}A${n(r * 1.03)} ${n(r * 1.03)} 0 0 ${d === 1 ? 1 : 0} ${n(hd[0] + d * r * 0.9)} ${n(hd[1] - r * 0.35)}Q${n(hd[0] + d * r * 0.1)} ${n(hd[1] - r * 0.5)} ${n(hd[0] - d * r * 0.3)} ${n(hd[1] + r * 0.1)}Z`, o.hair);
  return [ellipse(x, y, u * 1.6, u * 0.2, '#000000', { op: 0.16 }), arm(sB, o.back, shade(o.shirt, 0.2), farSkin),
    stroke(legs, o.trousers, u * 0.78), stroke(lineD(feet[1], [feet[1][0] - d * u * 0.55, feet[1][1]]) + lineD(feet[0], [feet[0][0] + d * u * 0.55, feet[0][1]]), '#25211e', u * 0.55),
    path(torso, o.shirt),
    o.apron ? stroke(lineD([neck[0] - u * 0.5, at], [neck[0] - u * 0.15, neck[1] + u * 0.05], [neck[0] + u * 0.3, neck[1] + u * 0.05], [neck[0] + u * 0.5, at]), shade(o.apron, 0.3), u * 0.12)
      + path(apron, o.apron) + stroke(`M${n(x - u * 0.78)} ${n(hip[1] - u * 0.45)}H${n(x + u * 0.78)}`, shade(o.apron, 0.25), u * 0.14) : '',
    rect(neck[0] - u * 0.22, neck[1] - u * 0.35, u * 0.44, u * 0.45, shade(o.skin, 0.1)), path(circleD(hd[0], hd[1], r), o.skin), hair,
    arm(sF, o.front, o.shirt, o.skin)].join('');
}

/**
 * The brick hearth standing on y, its middle at x, w wide: a brick box with a steel fire table, the fire in its pot (a
 * mound of glowing coals, flames), the hood over it and its flue to the top edge, the blower on its stand at the side
 * `blowerDir` in the primary colour. Returns where the fire is.
 */
export function hearth(c: Ctx, x: number, y: number, m: number, k: Smithy, blowerDir: 1 | -1): { svg: string; fire: Pt } {
  const w = m * 1.3, h = m * 0.78, top = y - h;
  const out = [glow(c, x, top - m * 0.1, m * 1.6, k.dark ? 0.5 : 0.35), rect(x - w / 2, top, w, h, k.brick)];
  let d = '';
  const bh = m * 0.075, bw = m * 0.22;
  for (let r = 1; r * bh < h; r++) {
    d += `M${n(x - w / 2)} ${n(top + r * bh)}h${n(w)}`;
    for (let bx = x - w / 2 + ((r % 2) * bw) / 2 + bw; bx < x + w / 2 - 2; bx += bw) d += `M${n(bx)} ${n(top + (r - 1) * bh)}v${n(bh)}`;
  }
  out.push(stroke(d, shade(k.brick, 0.3), Math.max(1, m * 0.01)));
  // The fire table, the coals heaped in its pot and the flames.
  out.push(rect(x - w / 2 - m * 0.04, top - m * 0.05, w + m * 0.08, m * 0.06, k.iron));
  const coals = c.defs.rad([[0, FIRE[0]], [0.35, FIRE[1]], [0.7, FIRE[2]], [1, FIRE[3]]], 0.5, 0.9, 0.75);
  out.push(path(`M${n(x - m * 0.38)} ${n(top - m * 0.05)}Q${n(x)} ${n(top - m * 0.24)} ${n(x + m * 0.38)} ${n(top - m * 0.05)}Z`, coals), flames(x, top - m * 0.09, m * 0.5, m * 0.42, 1));
  let lumps = '';
  for (let i = 0; i < 7; i++) lumps += circleD(x - m * 0.4 + i * m * 0.13, top - m * 0.07 - (i % 2) * m * 0.03, m * 0.035);
  out.push(path(lumps, shade(k.iron, 0.2)));
  // The hood: a steel cone over the fire narrowing to the flue, which runs up out of the picture.
  const hb = top - m * 0.62, ht = hb - m * 0.42;
  out.push(rect(x - m * 0.13, 0, m * 0.26, ht + 2, shade(k.iron, 0.05)), path(`M${n(x - m * 0.62)} ${n(hb)}L${n(x - m * 0.15)} ${n(ht)}H${n(x + m * 0.15)}L${n(x + m * 0.62)} ${n(hb)}Z`, k.iron),
    stroke(`M${n(x - m * 0.62)} ${n(hb)}H${n(x + m * 0.62)}`, k.edge, m * 0.03), rect(x - m * 0.62, hb, m * 1.24, m * 0.05, shade(k.iron, 0.2), { op: 0.8 }),
    path(`M${n(x - m * 0.6)} ${n(hb + m * 0.05)}H${n(x + m * 0.6)}L${n(x + m * 0.4)} ${n(hb + m * 0.3)}H${n(x - m * 0.4)}Z`, '#ff9a3c', { op: 0.18 }));
  // The blower: a drum on a stand at the side, its crank, the air pipe into the hearth.
  const bx = x + blowerDir * (w / 2 + m * 0.2), by = top + m * 0.05;
  out.push(stroke(`M${n(bx)} ${n(by)}V${n(y)}M${n(bx - m * 0.15)} ${n(y)}L${n(bx)} ${n(by + m * 0.35)}L${n(bx + m * 0.15)} ${n(y)}`, k.iron, m * 0.03),
    stroke(`M${n(bx)} ${n(by + m * 0.08)}H${n(x + blowerDir * w * 0.45)}`, shade(k.iron, 0.1), m * 0.07),
    circle(bx, by, m * 0.15, c.t.primary), circle(bx, by, m * 0.06, shade(c.t.primary, 0.35)), stroke(`M${n(bx)} ${n(by)}l${n(blowerDir * m * 0.12)} ${n(-m * 0.12)}`, k.iron, m * 0.025), circle(bx + blowerDir * m * 0.12, by - m * 0.12, m * 0.025, k.wood));
  return { svg: out.join(''), fire: [x, top - m * 0.12] };
}

/** A quench tub on y: a half barrel with its hoops, water at the top, a wisp of steam. */
export function quench(c: Ctx, x: number, y: number, m: number, k: Smithy, steam = true): string {
  const w = m * 0.5, h = m * 0.45, top = y - h;
  const water = c.t.dark ? '#2f4756' : mix('#6f8fa0', c.t.second, 0.15);
  return [ellipse(x, y, w * 0.6, m * 0.035, '#000000', { op: 0.16 }), path(`M${n(x - w / 2)} ${n(top)}L${n(x - w * 0.44)} ${n(y)}H${n(x + w * 0.44)}L${n(x + w / 2)} ${n(top)}Z`, k.wood),
    stroke(`M${n(x - w * 0.49)} ${n(top + h * 0.22)}H${n(x + w * 0.49)}M${n(x - w * 0.46)} ${n(y - h * 0.2)}H${n(x + w * 0.46)}`, k.iron, Math.max(1.5, m * 0.025)),
    ellipse(x, top, w / 2, m * 0.05, shade(k.wood, 0.3)), ellipse(x, top + m * 0.01, w * 0.45, m * 0.035, water),
    steam ? stroke(`M${n(x - m * 0.05)} ${n(top - m * 0.05)}q${n(-m * 0.08)} ${n(-m * 0.12)} 0 ${n(-m * 0.22)}t0 ${n(-m * 0.22)}M${n(x + m * 0.08)} ${n(top - m * 0.08)}q${n(m * 0.06)} ${n(-m * 0.1)} 0 ${n(-m * 0.2)}`, '#ffffff', Math.max(1.5, m * 0.02), 0.35) : ''].join('');
}

/** A wall rack at (x, y), w wide: a rail with pairs of tongs hanging from it by their jaws, hammers on a shelf below. */
export function toolRack(x: number, y: number, w: number, m: number, k: Smithy, tongsN = 5, hammersN = 4): string {
  let tg = '';
  for (let i = 0; i < tongsN; i++) {
    const tx = x + w * (0.08 + (i / Math.max(1, tongsN - 1)) * 0.84 * 0.55), l = m * (0.55 + (i % 3) * 0.08);
    tg += `M${n(tx - m * 0.02)} ${n(y - m * 0.04)}L${n(tx - m * 0.03)} ${n(y + m * 0.08)}L${n(tx - m * 0.05)} ${n(y + l)}M${n(tx + m * 0.03)} ${n(y - m * 0.04)}L${n(tx + m * 0.02)} ${n(y + m * 0.08)}L${n(tx + m * 0.06)} ${n(y + l)}`;
  }
  const sy = y + m * 0.5, hx0 = x + w * 0.62;
  let hm = '', heads = '';
  for (let i = 0; i < hammersN; i++) {
    const hx = hx0 + i * w * 0.1, hl = m * (0.32 + (i % 2) * 0.06);
    hm += `M${n(hx)} ${n(sy)}V${n(sy - hl)}`;
    heads += `M${n(hx - m * 0.06)} ${n(sy - hl - m * 0.02)}h${n(m * 0.12)}v${n(-m * 0.055)}h${n(-m * 0.12)}Z`;
  }
  return [stroke(`M${n(x)} ${n(y - m * 0.04)}H${n(x + w * 0.55)}`, k.wood, m * 0.05), stroke(tg, k.iron, Math.max(1.5, m * 0.022)),
    rect(hx0 - w * 0.05, sy, w * 0.45, m * 0.04, k.wood), stroke(hm, shade(k.wood, 0.1), Math.max(2, m * 0.03)), path(heads, k.iron)].join('');
}

/**
 * Path data of a scroll: a spiral curling in from p along direction (ux, uy) by `turns` half turns, each arc `q` the
 * size of the one before, the first of radius r, turning clockwise (cw) or not.
 */
export function curlD(p: Pt, ux: number, uy: number, r: number, turns: number, cw: boolean, q = 0.6): string {
  let d = `M${n(p[0])} ${n(p[1])}`, rr = r, s = 1;
  for (let i = 0; i < turns; i++) {
    const r2 = rr * q, len = rr + r2;
    d += `A${n((rr + r2) / 2)} ${n((rr + r2) / 2)} 0 0 ${cw ? 1 : 0} ${n(p[0] + ux * s * len)} ${n(p[1] + uy * s * len)}`;
    p = [p[0] + ux * s * len, p[1] + uy * s * len];
    s = -s; rr = r2;
  }
  return d;
}

/** A C-scroll standing in a box (x, y top-left, w × h): a spine with a curl at each end, both curling inward. */
export function cScrollD(x: number, y: number, w: number, h: number): string {
  const r = w * 0.42;
  return `M${n(x + w * 0.5)} ${n(y + h - r * 1.2)}V${n(y + r * 1.2)}` + curlD([x + w * 0.5, y + r * 1.2], 0, -1, r * 0.6, 3, false) + curlD([x + w * 0.5, y + h - r * 1.2], 0, 1, r * 0.6, 3, true);
}

/** Brick courses over a box (x, y, w, h): one path of bed joints and staggered perpends, bh a course high, bw a brick long. */
export function brickD(x: number, y: number, w: number, h: number, bh: number, bw: number): string {
  let d = '';
  for (let r = 1; r * bh < h; r++) {
    d += `M${n(x)} ${n(y + r * bh)}h${n(w)}`;
    for (let bx = x + ((r % 2) * bw) / 2 + bw * 0.5; bx < x + w - bw * 0.2; bx += bw) d += `M${n(bx)} ${n(y + (r - 1) * bh)}v${n(bh)}`;
  }
  return d;
}

/** A brick pier on y, its middle at x, w wide and h tall: courses of brick, a stone cap and a ball on top. */
export function pier(x: number, y: number, w: number, h: number, brick: string, stone: string): string {
  const top = y - h;
  return [rect(x - w / 2, top, w, h, brick), stroke(brickD(x - w / 2, top, w, h, w * 0.16, w * 0.5), shade(brick, 0.28), Math.max(1, w * 0.02)),
    rect(x - w * 0.6, top - w * 0.16, w * 1.2, w * 0.18, stone), rect(x - w * 0.45, top - w * 0.24, w * 0.9, w * 0.09, shade(stone, 0.06)),
    circle(x, top - w * 0.46, w * 0.24, stone), rect(x - w / 2, top, w, w * 0.05, shade(brick, 0.3), { op: 0.5 })].join('');
}

/**
 * A pair of wrought-iron gates between x0 and x1, hinged at both ends and meeting in the middle, bottom on y, h tall at
 * the sides rising in an arch to the middle: stiles and rails, bars topped with spear heads, a band of C-scrolls under
 * the top rail, collars. One colour; sw the bar thickness.
 */
export function gates(x0: number, x1: number, y: number, h: number, col: string, sw: number, arch = 0.22): string {
  const w = x1 - x0, mid = (x0 + x1) / 2, rise = h * arch;
  const topAt = (x: number) => y - h - rise * Math.sin((Math.PI * (x - x0)) / w);
  const bars = Math.max(6, Math.round(w / (sw * 9)));
  let frame = `M${n(x0)} ${n(y)}V${n(y - h)}M${n(x1)} ${n(y)}V${n(y - h)}M${n(mid)} ${n(y)}V${n(topAt(mid))}M${n(x0)} ${n(y - sw * 2)}H${n(x1)}M${n(x0)} ${n(y - h * 0.62)}H${n(x1)}`;
  frame += `M${n(x0)} ${n(y - h)}Q${n(mid - w * 0.25)} ${n(topAt(mid - w * 0.25) - rise * 0.1)} ${n(mid)} ${n(topAt(mid))}Q${n(mid + w * 0.25)} ${n(topAt(mid + w * 0.25) - rise * 0.1)} ${n(x1)} ${n(y - h)}`;
  let thin = '', spears = '', scrolls = '';
  for (let i = 1; i < bars; i++) {
    const bx = x0 + (w * i) / bars;
    if (Math.abs(bx - mid) < sw) continue;
    const tp = topAt(bx) - sw * 0.6;
    thin += `M${n(bx)} ${n(y - sw * 2)}V${n(tp - sw * 2.2)}`;
    spears += `M${n(bx)} ${n(tp - sw * 4.2)}l${n(sw * 1.1)} ${n(sw * 1.6)}l${n(-sw * 1.1)} ${n(sw * 0.6)}l${n(-sw * 1.1)} ${n(-sw * 0.6)}Z`;
  }
  // C-scrolls in the band between the middle rail and the arch, two per bay of bars.
  const bay = w / bars;
  for (let i = 0; i < bars; i++) {
    const bx = x0 + bay * i;
    if (Math.abs(bx + bay / 2 - mid) < bay * 0.4) continue;
    const top = Math.max(topAt(bx), topAt(bx + bay)) + sw * 1.5, bot = y - h * 0.62 - sw * 1.5;
    if (bot - top > bay * 1.2) scrolls += cScrollD(bx + bay * 0.12, top, bay * 0.76, bot - top);
  }
  // A ring in each leaf's lower panel.
  const ringR = Math.min(w * 0.08, h * 0.12);
  const rings = circleD(x0 + w * 0.25, y - h * 0.32, ringR) + circleD(x0 + w * 0.75, y - h * 0.32, ringR);
  return [stroke(frame, col, sw * 1.6), stroke(thin, col, sw), path(spears, col), stroke(scrolls + rings, col, sw * 0.75)].join('');
}

/** Railings along y from x0 to x1, h tall: bars with spear heads, a top and a bottom rail, a scroll on every sixth bar. */
export function railings(x0: number, x1: number, y: number, h: number, col: string, sw: number, gap = sw * 7): string {
  let bars = '', heads = '', curls = '';
  let i = 0;
  for (let x = x0 + gap / 2; x < x1; x += gap, i++) {
    bars += `M${n(x)} ${n(y)}V${n(y - h)}`;
    heads += `M${n(x)} ${n(y - h - sw * 3.4)}l${n(sw * 1.1)} ${n(sw * 1.5)}l${n(-sw * 1.1)} ${n(sw * 0.6)}l${n(-sw * 1.1)} ${n(-sw * 0.6)}Z`;
    if (i % 6 === 3 && x + gap < x1) curls += curlD([x, y - h * 0.75], 1, 0, gap * 0.26, 3, true) + curlD([x + gap, y - h * 0.25], -1, 0, gap * 0.26, 3, true);
  }
  return [stroke(`M${n(x0)} ${n(y - h * 0.86)}H${n(x1)}M${n(x0)} ${n(y - sw * 1.5)}H${n(x1)}`, col, sw * 1.5), stroke(bars, col, sw), path(heads, col), stroke(curls, col, sw * 0.7)].join('');
}

/**
 * A fire basket on y, its middle at x, m px per metre: a bowl of curved bars on three legs with scroll feet, logs in it
 * and the fire above them, its glow. `lit` false leaves it cold (logs only).
 */
export function fireBasket(c: Ctx, x: number, y: number, m: number, k: Smithy, lit = true): string {
  const w = m * 0.75, top = y - m * 0.62, bot = y - m * 0.28;
  const out: string[] = [lit ? glow(c, x, top - m * 0.1, m * 1.5, 0.55) : '', ellipse(x, y, w * 0.6, m * 0.05, '#000000', { op: 0.2 })];
  // Legs with curled feet.
  out.push(stroke(`M${n(x - w * 0.32)} ${n(bot)}L${n(x - w * 0.42)} ${n(y - m * 0.06)}M${n(x + w * 0.32)} ${n(bot)}L${n(x + w * 0.42)} ${n(y - m * 0.06)}M${n(x)} ${n(bot + m * 0.02)}V${n(y - m * 0.06)}`
    + curlD([x - w * 0.42, y - m * 0.06], -1, 0, m * 0.04, 2, false) + curlD([x + w * 0.42, y - m * 0.06], 1, 0, m * 0.04, 2, true), k.iron, m * 0.03));
  // Logs and fire inside, then the bars in front.
  const wood = mix('#8b5a34', c.t.primary, 0.06);
  out.push(rect(x - w * 0.42, top - m * 0.02, w * 0.5, m * 0.11, wood, { rx: m * 0.05, tf: `rotate(-12 ${n(x)} ${n(top)})` }), rect(x - w * 0.05, top - m * 0.04, w * 0.48, m * 0.11, shade(wood, 0.12), { rx: m * 0.05, tf: `rotate(14 ${n(x)} ${n(top)})` }));
  if (lit) out.push(flames(x, top + m * 0.02, w * 0.75, m * 0.55, 2), path(`M${n(x - w * 0.4)} ${n(top + m * 0.1)}Q${n(x)} ${n(top + m * 0.2)} ${n(x + w * 0.4)} ${n(top + m * 0.1)}L${n(x + w * 0.3)} ${n(bot)}H${n(x - w * 0.3)}Z`, FIRE[2], { op: 0.6 }));
  else out.push(rect(x - w * 0.3, top - m * 0.12, w * 0.55, m * 0.1, tint(wood, 0.1), { rx: m * 0.05, tf: `rotate(-4 ${n(x)} ${n(top)})` }));
  let bars = `M${n(x - w / 2)} ${n(top)}Q${n(x)} ${n(top + m * 0.07)} ${n(x + w / 2)} ${n(top)}M${n(x - w * 0.3)} ${n(bot)}H${n(x + w * 0.3)}`;
  for (let i = 0; i <= 6; i++) {
    const f = i / 6 - 0.5, tx = x + f * w, bx = x + f * w * 0.6;
    bars += `M${n(tx)} ${n(top + Math.abs(f) * -m * 0.02)}Q${n(tx + (bx - tx) * 0.2)} ${n((top + bot) / 2 + m * 0.04)} ${n(bx)} ${n(bot)}`;
  }
  out.push(stroke(bars, k.iron, m * 0.025), stroke(curlD([x - w / 2, top], 0, -1, m * 0.035, 3, true) + curlD([x + w / 2, top], 0, -1, m * 0.035, 3, false), k.iron, m * 0.022));
  return out.join('');
}

/** A fireside companion set on y: a stand with a twisted stem and a ring handle, its poker, shovel, brush and tongs hanging. */
export function companionSet(x: number, y: number, m: number, k: Smithy, bristle: string): string {
  const h = m * 0.78, top = y - h;
  const out = [ellipse(x, y, m * 0.2, m * 0.03, '#000000', { op: 0.18 }), ellipse(x, y - m * 0.02, m * 0.16, m * 0.035, k.iron),
    stroke(`M${n(x)} ${n(y - m * 0.03)}V${n(top + m * 0.1)}M${n(x - m * 0.17)} ${n(top + m * 0.14)}H${n(x + m * 0.17)}`, k.iron, m * 0.025),
    stroke(circleD(x, top + m * 0.02, m * 0.06), k.iron, m * 0.018)];
  // The twist on the stem: short diagonal ticks.
  let tw = '';
  for (let ty = top + m * 0.25; ty < top + m * 0.55; ty += m * 0.03) tw += `M${n(x - m * 0.012)} ${n(ty)}l${n(m * 0.024)} ${n(m * 0.015)}`;
  out.push(stroke(tw, k.edge, Math.max(1, m * 0.008)));
  // Four tools on their hooks: a poker, a shovel, a brush and tongs, each with a ring at the top.
  const hooks = [-0.15, -0.05, 0.05, 0.15].map((f) => x + f * m);
  const ly = top + m * 0.18, lb = y - m * 0.08;
  let shafts = '', rings = '';
  hooks.forEach((hx, i) => { shafts += `M${n(hx)} ${n(ly)}V${n(lb - (i === 1 || i === 2 ? m * 0.12 : 0))}`; rings += circleD(hx, ly - m * 0.025, m * 0.025); });
  out.push(stroke(shafts, k.iron, m * 0.016), stroke(rings, k.iron, m * 0.01),
    stroke(`M${n(hooks[0]!)} ${n(lb)}l${n(m * 0.03)} ${n(-m * 0.04)}`, k.iron, m * 0.016),
    path(`M${n(hooks[1]! - m * 0.05)} ${n(lb - m * 0.12)}h${n(m * 0.1)}l${n(-m * 0.01)} ${n(m * 0.11)}h${n(-m * 0.08)}Z`, k.iron),
    rect(hooks[2]! - m * 0.04, lb - m * 0.12, m * 0.08, m * 0.1, bristle, { rx: m * 0.02 }),
    stroke(`M${n(hooks[3]!)} ${n(lb - m * 0.15)}l${n(-m * 0.025)} ${n(m * 0.15)}M${n(hooks[3]!)} ${n(lb - m * 0.15)}l${n(m * 0.025)} ${n(m * 0.15)}`, k.iron, m * 0.014));
  return out.join('');
}
