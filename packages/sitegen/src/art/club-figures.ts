import { circleD, lerp, lineD, n, path, ray, type Pt } from './svg';
import { mix, shade, tint } from './palette';

/**
 * Sports figures for the clubs' scenes (art/clubs.ts): a runner in a pose, a cyclist on a road bike, a bike alone, a
 * swimmer seen at water level or from above, a starting block. Silhouettes in kit colours and a skin tone: a round head
 * with hair or a cap, no face. Limbs are round-capped strokes, so a figure is a few paths.
 */

/** Kit colours: vest or jersey, shorts, skin, shoes, and hair or a cap (a helmet on a bike). */
export interface Kit { top: string; shorts: string; skin: string; shoe: string; hair: string }

const rad = (d: number): number => (d * Math.PI) / 180;
/** A polyline. */
/** A stroked path with round caps. */
export const stroke = (d: string, col: string, sw: number, op?: number): string => (d ? path(d, 'none', { stroke: col, sw, round: true, ...(op !== undefined ? { op } : {}) }) : '');

/**
 * A pose: the torso's lean from upright, then [thigh, shin] of the near and far leg and [upper arm, forearm] of the
 * near and far arm, each in degrees from straight down, positive toward the way the figure faces. `hands` puts the
 * hands on the ground under the shoulders (a crouched start).
 */
export interface Pose { lean: number; legs: readonly [Pt, Pt]; arms: readonly [Pt, Pt]; hands?: boolean }

export const POSES = {
  /** Mid-stride, both feet off the ground. */
  flight: { lean: 14, legs: [[52, -12], [-28, -92]], arms: [[-42, 48], [38, 122]] },
  /** The near foot under the body, the far heel kicked up. */
  contact: { lean: 11, legs: [[14, -6], [-22, -110]], arms: [[34, 118], [-30, 58]] },
  /** Clearing a hurdle: lead leg straight out, trail leg folded, the near arm reaching to the foot. */
  hurdle: { lean: 38, legs: [[86, 84], [-48, 52]], arms: [[96, 96], [-55, 5]] },
  /** Standing at ease. */
  stand: { lean: 0, legs: [[5, 0], [-5, 0]], arms: [[10, 4], [-10, -6]] },
  /** Both arms up, crossing a finish line. */
  cheer: { lean: -4, legs: [[26, -8], [-18, -70]], arms: [[158, 172], [142, 165]] },
  /** Set on the blocks: hips up, hands on the line. */
  set: { lean: 104, legs: [[58, -40], [8, -78]], arms: [[0, 0], [0, 0]], hands: true },
  /** A swimmer's start on the block: folded over the front edge, hands at the toes. */
  dive: { lean: 128, legs: [[38, -18], [18, -30]], arms: [[0, 0], [0, 0]], hands: true },
  /** Standing, arms raised overhead in a stretch. */
  reach: { lean: -2, legs: [[3, 0], [-3, 0]], arms: [[172, 178], [166, 176]] },
  /** Stretched out flat in the air, arms ahead: a racing dive. */
  streamline: { lean: 97, legs: [[-84, -86], [-80, -83]], arms: [[95, 96], [99, 100]] },
  /** Standing, one hand up holding a stopwatch or a flag. */
  timing: { lean: 0, legs: [[5, 0], [-5, 0]], arms: [[70, 150], [-8, -4]] },
} as const satisfies Record<string, Pose>;

/**
 * A figure side-on facing dir, the lowest foot (or hand) at (x, y), h tall when standing: far limbs a shade darker,
 * the torso in the kit's top, shorts over the thighs, shoes, a head with hair or a cap. Returns the markup and where
 * the near hand is (for a stopwatch or a flag).
 */
export function athlete(x: number, y: number, h: number, k: Kit, dir: 1 | -1, pose: Pose): { svg: string; hand: Pt; top: number } {
  const u = h / 8, L1 = u * 1.95, L2 = u * 1.95, T = u * 2.5, A1 = u * 1.35, A2 = u * 1.25;
  const hip: Pt = [0, 0];
  const shoulder: Pt = [dir * T * Math.sin(rad(pose.lean)), -T * Math.cos(rad(pose.lean))];
  const head: Pt = [shoulder[0] + dir * u * 1.0 * Math.sin(rad(pose.lean * 0.85)) + dir * u * 0.12, shoulder[1] - u * 1.0 * Math.cos(rad(pose.lean * 0.85))];
  const leg = ([a, b]: Pt): Pt[] => { const knee = ray(hip, L1, a, dir); return [hip, knee, ray(knee, L2, b, dir)]; };
  const arm = ([a, b]: Pt): Pt[] => {
    if (pose.hands) return [shoulder, [shoulder[0] + dir * u * 0.25, shoulder[1] + u * 1.3], [shoulder[0] + dir * u * 0.2, 1e9]];
    const elbow = ray(shoulder, A1, a, dir);
    return [shoulder, elbow, ray(elbow, A2, b, dir)];
  };
  const legs = pose.legs.map(leg) as [Pt[], Pt[]];
  const ankles = legs.map((l) => l[2] as Pt);
  const low = Math.max(...ankles.map((a) => a[1])) + u * 0.22;
  // Hands on the ground reach down to it.
  const arms = pose.arms.map(arm).map((a) => a.map(([ax, ay]) => [ax, Math.min(ay, low)] as Pt));
  const dx = x, dy = y - low;
  const at = ([px, py]: Pt): Pt => [px + dx, py + dy];
  const limb = (ps: readonly Pt[]) => lineD(...ps.map(at));
  const shoe = (l: Pt[], b: number) => { const a = at(l[2] as Pt); return lineD(a, ray(a, u * 0.6, b + 90, dir)); };
  // Shorts: the top of each thigh with a square hem, joined at the hip.
  const shorts = (l: Pt[], col: string) => path(lineD(at(hip), at([(l[1] as Pt)[0] * 0.42, (l[1] as Pt)[1] * 0.42])), 'none', { stroke: col, sw: u * 1.04 }) + path(circleD(dx, dy, u * 0.55), col);
  const farSkin = shade(k.skin, 0.2), hd = at(head), r = u * 0.62;
  const [near, far] = legs;
  const svg = [
    stroke(limb(far), farSkin, u * 0.62), stroke(shoe(far, pose.legs[1][1]), shade(k.shoe, 0.15), u * 0.42), shorts(far, shade(k.shorts, 0.15)),
    stroke(limb(arms[1] as Pt[]), farSkin, u * 0.46),
    stroke(lineD(at(hip), at(shoulder)), k.top, u * 1.35),
    stroke(limb(near), k.skin, u * 0.64), stroke(shoe(near, pose.legs[0][1]), k.shoe, u * 0.42), shorts(near, k.shorts),
    stroke(limb(arms[0] as Pt[]), k.skin, u * 0.46),
    path(circleD(hd[0], hd[1], r), k.skin),
    path(`M${n(hd[0] - r * 1.04)} ${n(hd[1] + r * 0.1)}A${n(r * 1.04)} ${n(r * 1.04)} 0 0 1 ${n(hd[0] + r * 1.04)} ${n(hd[1] + r * 0.1)}Q${n(hd[0] - dir * r * 0.2)} ${n(hd[1] - r * 0.3)} ${n(hd[0] - dir * r * 1.04)} ${n(hd[1] + r * 0.1)}Z`, k.hair),
  ].join('');
  return { svg, hand: at((arms[0] as Pt[])[2] as Pt), top: hd[1] - r };
}

/** The point t of the way from a to b. */

/** Where two links of lengths a and b from p reach q: the joint bulging toward dir (a knee forward, an elbow back). */
export function joint(p: Pt, q: Pt, a: number, b: number, side: number): Pt {
  const dx = q[0] - p[0], dy = q[1] - p[1], d = Math.max(1e-6, Math.min(a + b - 1e-3, Math.hypot(dx, dy)));
  const along = (a * a - b * b + d * d) / (2 * d), off = Math.sqrt(Math.max(0, a * a - along * along));
  const ux = dx / d, uy = dy / d;
  return [p[0] + ux * along - uy * off * side, p[1] + uy * along + ux * off * side];
}

/** A road bike's parts for a wheel radius r, the bottom bracket at (x, y - r * 0.72), facing dir. */
function bikeFrame(x: number, y: number, r: number, dir: number) {
  const rear: Pt = [x - dir * r * 1.5, y - r], front: Pt = [x + dir * r * 1.62, y - r], bb: Pt = [x, y - r * 0.72];
  const seat: Pt = [x - dir * r * 0.42, y - r * 2.02], head: Pt = [x + dir * r * 1.28, y - r * 1.9], bars: Pt = [x + dir * r * 1.52, y - r * 1.98];
  return { rear, front, bb, seat, head, bars };
}

/**
 * A road bike side-on facing dir, tyres on y, wheel radius r: dark tyres with a light rim, the frame in `frame`, a
 * saddle and drop bars. `lean` tilts it (degrees) about where its wheels touch.
 */
export function bike(x: number, y: number, r: number, frame: string, dir: 1 | -1, dark = '#24262b'): string {
  const b = bikeFrame(x, y, r, dir);
  const wheels = circleD(b.rear[0], b.rear[1], r) + circleD(b.front[0], b.front[1], r);
  return [stroke(wheels, dark, r * 0.13), stroke(circleD(b.rear[0], b.rear[1], r * 0.82) + circleD(b.front[0], b.front[1], r * 0.82), '#aeb4bc', r * 0.04),
    stroke(lineD(b.rear, b.bb, b.seat, b.rear) + lineD(b.seat, b.head, b.bb) + lineD(b.head, b.front), frame, r * 0.1),
    stroke(lineD([b.seat[0] - dir * r * 0.22, b.seat[1] - r * 0.1], [b.seat[0] + dir * r * 0.2, b.seat[1] - r * 0.1]) + `M${n(b.head[0])} ${n(b.head[1])}L${n(b.bars[0])} ${n(b.bars[1])}q${n(dir * r * 0.22)} 0 ${n(dir * r * 0.16)} ${n(r * 0.3)}`, dark, r * 0.09)].join('');
}

/**
 * A rider on a road bike facing dir, tyres on y, wheel radius r: hips on the saddle, back low to the drops, hands on the
 * bars, legs to the pedals at crank angle `crank` (degrees), a helmet in the kit's `hair`.
 */
export function cyclist(x: number, y: number, r: number, k: Kit, frame: string, dir: 1 | -1, crank: number): string {
  const b = bikeFrame(x, y, r, dir);
  const hip: Pt = [b.seat[0] - dir * r * 0.05, b.seat[1] - r * 0.16];
  const shoulder: Pt = [x + dir * r * 0.86, y - r * 2.78], hand: Pt = [b.bars[0] + dir * r * 0.1, b.bars[1] + r * 0.12];
  const hd: Pt = [shoulder[0] + dir * r * 0.36, shoulder[1] - r * 0.26], hr = r * 0.27;
  const pedal = (deg: number): Pt => [b.bb[0] + dir * r * 0.36 * Math.cos(rad(deg)), b.bb[1] + r * 0.36 * Math.sin(rad(deg))];
  const legTo = (p: Pt) => { const knee = joint(hip, p, r * 1.02, r * 1.08, -dir); return [hip, knee, p] as Pt[]; };
  const near = legTo(pedal(crank)), far = legTo(pedal(crank + 180));
  const elbow = joint(shoulder, hand, r * 0.62, r * 0.62, dir);
  const farSkin = shade(k.skin, 0.2);
  return [stroke(lineD(...far), farSkin, r * 0.24), stroke(lineD(hip, lerp(hip, far[1] as Pt, 0.6)), shade(k.shorts, 0.15), r * 0.34),
    bike(x, y, r, frame, dir),
    stroke(lineD(pedal(crank), pedal(crank + 180)), '#3a3d44', r * 0.07),
    stroke(lineD(hip, shoulder), k.top, r * 0.46), stroke(lineD(...near), k.skin, r * 0.25), stroke(lineD(hip, lerp(hip, near[1] as Pt, 0.6)), k.shorts, r * 0.36),
    stroke(lineD(near[2] as Pt, [(near[2] as Pt)[0] + dir * r * 0.2, (near[2] as Pt)[1]]), k.shoe, r * 0.14),
    stroke(lineD(shoulder, elbow, hand), k.skin, r * 0.17), stroke(lineD(shoulder, [shoulder[0] * 0.7 + elbow[0] * 0.3, shoulder[1] * 0.7 + elbow[1] * 0.3]), k.top, r * 0.22),
    path(circleD(hd[0], hd[1], hr), k.skin),
    path(`M${n(hd[0] - hr * 1.2)} ${n(hd[1] + hr * 0.05)}Q${n(hd[0] - hr * 1.1)} ${n(hd[1] - hr * 1.35)} ${n(hd[0] + dir * hr * 0.2)} ${n(hd[1] - hr * 1.2)}Q${n(hd[0] + dir * hr * 1.3)} ${n(hd[1] - hr * 0.9)} ${n(hd[0] + dir * hr * 1.25)} ${n(hd[1] - hr * 0.05)}Z`, k.hair)].join('');
}

/**
 * A swimmer at the water line y doing front crawl toward dir, s the size of the head: the body a paler shape under the
 * surface, the cap, one arm arcing over the water, a splash at the hand and one at the kick.
 */
export function crawl(x: number, y: number, s: number, skin: string, cap: string, water: string, dir: 1 | -1, reach = 1): string {
  const body = mix(water, skin, 0.35), foam = '#ffffff';
  const hx = x + dir * s * 0.9, hand: Pt = [x + dir * s * (2.2 + reach * 0.6), y - s * 0.1], top: Pt = [x + dir * s * 0.9, y - s * (1.3 + reach * 0.6)];
  return [path(`M${n(x - dir * s * 4)} ${n(y + s * 0.35)}Q${n(x)} ${n(y + s * 0.9)} ${n(x + dir * s * 1.2)} ${n(y + s * 0.3)}Q${n(x)} ${n(y + s * 0.1)} ${n(x - dir * s * 4)} ${n(y + s * 0.35)}Z`, body, { op: 0.7 }),
    path(`${circleD(x - dir * s * 4.2, y, s * 0.5)}${circleD(x - dir * s * 3.6, y - s * 0.1, s * 0.35)}${circleD(hand[0], hand[1] + s * 0.05, s * 0.45)}`, foam, { op: 0.75 }),
    stroke(`M${n(x - dir * s * 0.2)} ${n(y)}Q${n(top[0])} ${n(top[1])} ${n(hand[0])} ${n(hand[1])}`, skin, s * 0.42),
    // The head turned to breathe, half under: skin, the cap over its crown, the water over its lower half.
    path(circleD(x, y - s * 0.1, s * 0.62), skin), path(`M${n(x - s * 0.66)} ${n(y - s * 0.02)}A${n(s * 0.66)} ${n(s * 0.66)} 0 0 1 ${n(x + s * 0.66)} ${n(y - s * 0.02)}Q${n(x)} ${n(y - s * 0.3)} ${n(x - s * 0.66)} ${n(y - s * 0.02)}Z`, cap),
    path(`M${n(x - s * 0.9)} ${n(y + s * 0.12)}Q${n(x)} ${n(y - s * 0.1)} ${n(x + s * 0.9)} ${n(y + s * 0.12)}V${n(y + s * 0.6)}H${n(x - s * 0.9)}Z`, water, { op: 0.85 }),
    path(`M${n(hx - dir * s * 1.8)} ${n(y + s * 0.1)}q${n(dir * s * 0.45)} ${n(-s * 0.2)} ${n(dir * s * 0.9)} 0`, 'none', { stroke: foam, sw: s * 0.12, round: true, op: 0.7 })].join('');
}

/** A swimmer seen from above heading toward dir along y: body, cap, one arm forward and one back, kicking legs, a wake. */
export function crawlAbove(x: number, y: number, s: number, suit: string, skin: string, cap: string, dir: 1 | -1, turn = 0): string {
  const f = (k: number) => x + dir * s * k;
  const armA: Pt = [f(2.6), y - s * 0.18], armB: Pt = [f(-1.5), y + s * 0.55];
  return [path(`M${n(f(-4.4))} ${n(y - s * 0.5)}h${n(dir * s * 1.6)}M${n(f(-4.6))} ${n(y + s * 0.35)}h${n(dir * s * 1.7)}M${n(f(-5.6))} ${n(y)}h${n(dir * s * 1.4)}`, 'none', { stroke: '#ffffff', sw: s * 0.18, round: true, op: 0.55 }),
    stroke(lineD([f(-1.2), y - s * 0.14], [f(-3.1), y - s * (0.3 + turn)]) + lineD([f(-1.2), y + s * 0.14], [f(-3.2), y + s * 0.26]), skin, s * 0.34),
    stroke(lineD([f(0.9), y - s * 0.32], armA) + lineD([f(0.9), y + s * 0.32], armB), skin, s * 0.26),
    path(`M${n(f(1.1))} ${n(y)}Q${n(f(1.1))} ${n(y - s * 0.62)} ${n(f(0))} ${n(y - s * 0.56)}Q${n(f(-1.3))} ${n(y - s * 0.45)} ${n(f(-1.5))} ${n(y)}Q${n(f(-1.3))} ${n(y + s * 0.45)} ${n(f(0))} ${n(y + s * 0.56)}Q${n(f(1.1))} ${n(y + s * 0.62)} ${n(f(1.1))} ${n(y)}Z`, suit),
    path(circleD(f(1.6), y, s * 0.42), cap), path(circleD(armA[0], armA[1], s * 0.3), '#ffffff', { op: 0.6 })].join('');
}

/**
 * A starting block side-on at x, its foot on y, w wide: a post, a top sloping toward the water (toward dir), the
 * back plate and a handle, its face in `face`.
 */
export function startBlock(x: number, y: number, w: number, face: string, dir: 1 | -1): string {
  const steel = '#b7bdc4', top = y - w * 1.05;
  const plate = `M${n(x - dir * w * 0.55)} ${n(top - w * 0.06)}L${n(x + dir * w * 0.55)} ${n(top + w * 0.12)}L${n(x + dir * w * 0.55)} ${n(top + w * 0.28)}L${n(x - dir * w * 0.55)} ${n(top + w * 0.12)}Z`;
  return [stroke(lineD([x - dir * w * 0.25, y], [x - dir * w * 0.25, top + w * 0.1]) + lineD([x + dir * w * 0.3, y], [x + dir * w * 0.3, top + w * 0.2]), steel, w * 0.12),
    path(plate, face), path(`M${n(x - dir * w * 0.55)} ${n(top - w * 0.06)}L${n(x + dir * w * 0.55)} ${n(top + w * 0.12)}`, 'none', { stroke: tint(face, 0.5), sw: Math.max(1, w * 0.05) }),
    stroke(lineD([x - dir * w * 0.35, top + w * 0.05], [x - dir * w * 0.5, top - w * 0.28], [x - dir * w * 0.12, top - w * 0.22]), steel, w * 0.08),
    stroke(lineD([x + dir * w * 0.5, top + w * 0.24], [x + dir * w * 0.62, top + w * 0.42]), steel, w * 0.07)].join('');
}
