import type { Ctx } from './ctx';
import { mix, shade } from './palette';
import { circleD, ellipse, lineD, n, path, type Pt, ray, rect } from './svg';
import { stroke, type Pose } from './club-figures';
import { skin } from './industry-kit';

/**
 * Pieces of a tour operator's scenes (art/tours.ts): travellers as flat figures (a coat, trousers, boots, a rucksack, a
 * head in a skin tone under hair or a hat, no face) side-on in a pose or seen from behind, a small tour minibus, an open
 * safari jeep, a giraffe, an elephant, an acacia, a tall gabled town house, a snowy cabin, a market stall's striped
 * awning. Colours from the palette; natural ones (skin, fur, timber, snow) mixed a little toward it.
 */

/** What a traveller wears: coat, trousers, boots, skin, hair, and a hat over it or a rucksack on the back. */
export interface Gear { coat: string; legs: string; skin: string; hair: string; boots?: string; hat?: 'beanie' | 'cap' | 'sun' | 'hood'; hatCol?: string; pack?: string; long?: boolean }

/** The group's gear: coats in the palette's colours and outdoor reds, yellows and greens, packs and hats to match; i-th traveller. */
export function gearOf(c: Ctx, i: number, o: { cold?: boolean; warm?: boolean; packs?: boolean } = {}): Gear {
  const { t } = c, f = c.family.length;
  const coats = [t.primary, mix('#d9552f', t.primary, 0.12), t.second, mix('#e8b43a', t.primary, 0.1), mix('#3f7a5c', t.second, 0.15), mix('#5b6b8c', t.primary, 0.2)];
  const legs = [mix('#2d3440', t.primary, 0.08), mix('#4a4f57', t.second, 0.08), mix('#6b5a45', t.primary, 0.06)];
  const hair = ['#2b211c', '#5a3b25', '#b48a5a', '#1c1c1f', '#8a5a3c', '#d8c3a0'];
  const k = i + f;
  const hats: Gear['hat'][] = o.cold ? ['beanie', 'hood', 'beanie', undefined] : o.warm ? ['sun', 'cap', undefined, 'sun'] : [undefined, 'cap', undefined, 'beanie', undefined];
  const coat = coats[k % coats.length] as string;
  return {
    coat: o.warm ? mix(coat, '#efe6d2', 0.35) : coat, legs: legs[k % legs.length] as string, skin: skin(k * 2 + 1), hair: hair[(k * 5) % hair.length] as string,
    hat: hats[k % hats.length], hatCol: coats[(k + 2) % coats.length] as string, pack: o.packs ? (coats[(k + 3) % coats.length] as string) : undefined,
  };
}

const rad = (d: number): number => (d * Math.PI) / 180;

export const WALK = {
  /** Striding, arms swinging. */
  stride: { lean: 6, legs: [[24, 6], [-18, -30]], arms: [[-22, -8], [20, 40]] },
  /** The other step. */
  step: { lean: 5, legs: [[-14, -26], [20, 4]], arms: [[18, 38], [-20, -6]] },
  /** Uphill with a walking pole planted ahead. */
  climb: { lean: 14, legs: [[34, 2], [-12, -34]], arms: [[38, 20], [-18, -4]] },
  /** Standing at ease. */
  stand: { lean: 0, legs: [[4, 0], [-4, 0]], arms: [[8, 4], [-8, -4]] },
  /** The guide: standing, the near arm raised forward and up, pointing. */
  point: { lean: -3, legs: [[10, 0], [-10, -2]], arms: [[132, 122], [-6, 8]] },
  /** Holding something up before the face: a camera, a glass, a taste of something. */
  taste: { lean: 2, legs: [[6, 0], [-6, 0]], arms: [[30, 150], [-6, 10]] },
  /** Holding a flag, a paddle or a furled umbrella high. */
  flag: { lean: -2, legs: [[8, 0], [-8, 0]], arms: [[168, 176], [-8, 6]] },
  /** Seated: thighs forward, shins down, hands forward at a bench. */
  sit: { lean: 10, legs: [[88, 4], [84, -4]], arms: [[40, 88], [34, 80]] },
} as const satisfies Record<string, Pose>;

/** A hat or hair over a head at (x, y), radius r, facing dir. */
function headwear(x: number, y: number, r: number, g: Gear, dir: number, back = false): string {
  const hair = path(back ? `${circleD(x, y - r * 0.06, r * 1.02)}` : `M${n(x - r * 1.04)} ${n(y + r * 0.1)}A${n(r * 1.04)} ${n(r * 1.04)} 0 0 1 ${n(x + r * 1.04)} ${n(y + r * 0.1)}Q${n(x - dir * r * 0.2)} ${n(y - r * 0.3)} ${n(x - dir * r * 1.04)} ${n(y + r * 0.2)}Z`, g.hair);
  const col = g.hatCol ?? g.coat;
  if (g.hat === 'beanie') return hair + path(`M${n(x - r * 1.06)} ${n(y - r * 0.05)}Q${n(x - r)} ${n(y - r * 1.3)} ${n(x)} ${n(y - r * 1.25)}Q${n(x + r)} ${n(y - r * 1.3)} ${n(x + r * 1.06)} ${n(y - r * 0.05)}Z`, col) + rect(x - r * 1.1, y - r * 0.32, r * 2.2, r * 0.34, shade(col, 0.15), { rx: r * 0.12 });
  if (g.hat === 'cap') return hair + path(`M${n(x - r)} ${n(y - r * 0.1)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y - r * 0.1)}Z`, col) + (back ? '' : path(`M${n(x + dir * r * 0.3)} ${n(y - r * 0.3)}h${n(dir * r * 1.15)}v${n(r * 0.22)}h${n(-dir * r * 1.15)}Z`, shade(col, 0.15)));
  if (g.hat === 'sun') return hair + ellipse(x, y - r * 0.25, r * 1.75, r * 0.32, shade(col, 0.1)) + path(`M${n(x - r * 0.95)} ${n(y - r * 0.25)}Q${n(x - r * 0.9)} ${n(y - r * 1.35)} ${n(x)} ${n(y - r * 1.3)}Q${n(x + r * 0.9)} ${n(y - r * 1.35)} ${n(x + r * 0.95)} ${n(y - r * 0.25)}Z`, col);
  if (g.hat === 'hood') return path(back ? circleD(x, y, r * 1.22) : `M${n(x - dir * r * 1.25)} ${n(y + r * 0.9)}Q${n(x - dir * r * 1.4)} ${n(y - r * 1.3)} ${n(x + dir * r * 0.2)} ${n(y - r * 1.25)}Q${n(x + dir * r * 1.15)} ${n(y - r * 1.1)} ${n(x + dir * r * 1.0)} ${n(y + r * 0.2)}Q${n(x + dir * r * 0.5)} ${n(y - r * 0.6)} ${n(x)} ${n(y - r * 0.5)}Q${n(x - dir * r * 0.6)} ${n(y + r * 0.2)} ${n(x - dir * r * 0.3)} ${n(y + r * 0.9)}Z`, col);
  return hair;
}

/**
 * A traveller side-on facing dir, the lowest foot at (x, y), h tall when standing: boots, trousers, a coat (a lab coat's
 * skirt when `long`), a rucksack on the back, arms, a head in a skin tone under hair or a hat. No face. Returns where the
 * near hand is (for a pole, a flag, a camera) and the hip (for a stool).
 */
export function traveller(x: number, y: number, h: number, g: Gear, dir: 1 | -1, pose: Pose): { svg: string; hand: Pt; hip: Pt } {
  const u = h / 8, L1 = u * 1.95, L2 = u * 2.0, T = u * 2.6, A1 = u * 1.3, A2 = u * 1.25;
  const hip0: Pt = [0, 0];
  const sh0: Pt = [dir * T * Math.sin(rad(pose.lean)), -T * Math.cos(rad(pose.lean))];
  const leg = ([a, b]: Pt): Pt[] => { const knee = ray(hip0, L1, a, dir); return [hip0, knee, ray(knee, L2, b, dir)]; };
  const arm = ([a, b]: Pt): Pt[] => { const el = ray(sh0, A1, a, dir); return [sh0, el, ray(el, A2, b, dir)]; };
  const legs = pose.legs.map(leg), arms = pose.arms.map(arm);
  const low = Math.max(...legs.map((l) => (l[2] as Pt)[1])) + u * 0.25;
  const at = ([px, py]: Pt): Pt => [px + x, py + y - low];
  const hip = at(hip0), sh = at(sh0);
  const head: Pt = [sh[0] + dir * u * 0.95 * Math.sin(rad(pose.lean)) + dir * u * 0.1, sh[1] - u * 1.0 * Math.cos(rad(pose.lean))];
  const boots = g.boots ?? '#3a332e';
  const limb = (ps: Pt[]) => lineD(...ps.map(at));
  const boot = (l: Pt[], far: boolean) => { const a = at(l[2] as Pt); return stroke(lineD([a[0] - dir * u * 0.1, a[1]], [a[0] + dir * u * 0.55, a[1]]), far ? shade(boots, 0.2) : boots, u * 0.5); };
  const hand = at((arms[0] as Pt[])[2] as Pt), farHand = at((arms[1] as Pt[])[2] as Pt);
  const out = [ellipse(x, y, u * 1.3, u * 0.18, '#000000', { op: 0.14 })];
  // Far limbs first and a shade darker, then the pack, the body, the near leg and arm.
  out.push(stroke(limb(legs[1] as Pt[]), shade(g.legs, 0.2), u * 0.78), boot(legs[1] as Pt[], true), stroke(limb(arms[1] as Pt[]), shade(g.coat, 0.22), u * 0.55),
    path(circleD(farHand[0], farHand[1], u * 0.26), shade(g.skin, 0.15)));
  if (g.pack) {
    // The rucksack against the back: a rounded body, its lid and a side pocket.
    const m = [(hip[0] + sh[0]) / 2 - dir * u * 0.95, (hip[1] + sh[1]) / 2 - u * 0.1] as Pt, pw = u * 0.62, ph = u * 1.2;
    out.push(path(`M${n(m[0] - pw)} ${n(m[1] - ph)}Q${n(m[0])} ${n(m[1] - ph * 1.25)} ${n(m[0] + pw)} ${n(m[1] - ph)}L${n(m[0] + pw * 1.05)} ${n(m[1] + ph)}Q${n(m[0])} ${n(m[1] + ph * 1.12)} ${n(m[0] - pw * 1.05)} ${n(m[1] + ph)}Z`, g.pack),
      path(`M${n(m[0] - pw)} ${n(m[1] - ph * 0.55)}Q${n(m[0])} ${n(m[1] - ph * 0.4)} ${n(m[0] + pw)} ${n(m[1] - ph * 0.55)}L${n(m[0] + pw)} ${n(m[1] - ph)}Q${n(m[0])} ${n(m[1] - ph * 1.25)} ${n(m[0] - pw)} ${n(m[1] - ph)}Z`, shade(g.pack, 0.2)));
  }
  out.push(stroke(lineD(hip, sh), g.coat, u * 1.6), stroke(limb(legs[0] as Pt[]), g.legs, u * 0.8), boot(legs[0] as Pt[], false));
  // A long coat's skirt hangs over the near thigh.
  if (g.long) out.push(path(`M${n(sh[0] - u * 0.8)} ${n(sh[1] + u * 0.4)}L${n(hip[0] - u * 0.95)} ${n(hip[1] + u * 1.4)}H${n(hip[0] + u * 0.95)}L${n(sh[0] + u * 0.8)} ${n(sh[1] + u * 0.4)}Z`, g.coat),
    stroke(lineD([hip[0] + dir * u * 0.2, hip[1] - u * 0.6], [hip[0] + dir * u * 0.3, hip[1] + u * 1.3]), shade(g.coat, 0.1), Math.max(1, u * 0.06)));
  out.push(
    path(circleD(sh[0] + dir * u * 0.05, sh[1] - u * 0.35, u * 0.32), shade(g.skin, 0.1)), path(circleD(head[0], head[1], u * 0.64), g.skin), headwear(head[0], head[1], u * 0.64, g, dir),
    stroke(limb(arms[0] as Pt[]), shade(g.coat, 0.06), u * 0.56), path(circleD(hand[0], hand[1], u * 0.27), g.skin));
  if (g.pack) out.push(stroke(lineD([sh[0] - dir * u * 0.35, sh[1] - u * 0.05], [hip[0] - dir * u * 0.2, hip[1] - u * 0.4]), shade(g.pack, 0.35), u * 0.2));
  return { svg: out.join(''), hand, hip };
}

/**
 * A traveller seen from behind, feet at (x, y), h tall: legs, a coat, a rucksack in the middle of the back, the back of the
 * head (hair or a hat), arms down, one raised pointing toward `side` (`point`), both up holding a camera or phone before
 * the face (`camera`), or one up holding a pole (`pole`).
 */
export function fromBehind(x: number, y: number, h: number, g: Gear, arm: 'down' | 'point' | 'camera' | 'pole' = 'down', side: 1 | -1 = 1): string {
  const u = h / 8, hip = y - u * 3.9, sh = y - u * 6.35, hw = u * 0.85;
  const out = [ellipse(x, y, u * 1.5, u * 0.2, '#000000', { op: 0.14 }),
    stroke(lineD([x - u * 0.42, hip], [x - u * 0.48, y - u * 0.3]) + lineD([x + u * 0.42, hip], [x + u * 0.48, y - u * 0.3]), g.legs, u * 0.8),
    stroke(lineD([x - u * 0.5, y - u * 0.12], [x - u * 0.46, y - u * 0.12]) + lineD([x + u * 0.5, y - u * 0.12], [x + u * 0.46, y - u * 0.12]), g.boots ?? '#3a332e', u * 0.55)];
  const shoulders: [Pt, Pt] = [[x - hw, sh + u * 0.3], [x + hw, sh + u * 0.3]];
  const arms: Pt[][] = [];
  for (const s of [-1, 1] as const) {
    const [sx, sy] = shoulders[s < 0 ? 0 : 1] as Pt;
    if (arm === 'camera') arms.push([[sx, sy], [sx + s * u * 0.9, sy + u * 0.5], [x + s * u * 0.35, sy - u * 0.55]]);
    else if ((arm === 'point' || arm === 'pole') && s === side) arms.push([[sx, sy], [sx + s * u * 0.9, sy - u * 0.9], [sx + s * u * 1.6, sy - u * 2.0]]);
    else arms.push([[sx, sy], [sx + s * u * 0.25, sy + u * 1.35], [sx + s * u * 0.3, sy + u * 2.5]]);
  }
  out.push(path(`M${n(x - hw)} ${n(sh)}Q${n(x)} ${n(sh - u * 0.35)} ${n(x + hw)} ${n(sh)}L${n(x + hw * 1.02)} ${n(hip + u * 0.35)}H${n(x - hw * 1.02)}Z`, g.coat));
  for (const a of arms) out.push(stroke(lineD(...a), shade(g.coat, 0.08), u * 0.55), path(circleD((a[2] as Pt)[0], (a[2] as Pt)[1], u * 0.27), g.skin));
  if (arm === 'camera') out.push(rect(x - u * 0.55, sh - u * 1.35, u * 1.1, u * 0.62, '#24262b', { rx: u * 0.1 }));
  if (g.pack) out.push(path(`M${n(x - u * 0.6)} ${n(sh + u * 0.2)}Q${n(x)} ${n(sh - u * 0.15)} ${n(x + u * 0.6)} ${n(sh + u * 0.2)}L${n(x + u * 0.65)} ${n(hip + u * 0.1)}Q${n(x)} ${n(hip + u * 0.3)} ${n(x - u * 0.65)} ${n(hip + u * 0.1)}Z`, g.pack),
    rect(x - u * 0.62, sh + u * 0.2, u * 1.24, u * 0.55, shade(g.pack, 0.2), { rx: u * 0.2 }));
  const hx = x, hy = sh - u * 0.75, r = u * 0.64;
  out.push(rect(x - u * 0.25, sh - u * 0.35, u * 0.5, u * 0.4, shade(g.skin, 0.12)), path(circleD(hx, hy, r), g.skin), headwear(hx, hy, r, g, 1, true));
  if (arm === 'camera') out.push(rect(x - u * 0.55, sh - u * 1.2, u * 1.1, u * 0.5, '#2f3238', { rx: u * 0.08 }));
  if (arm === 'pole') { const p = arms[side < 0 ? 0 : 1]![2] as Pt; out.push(stroke(lineD([p[0], p[1] - u * 1.2], [p[0] + side * u * 0.1, y]), '#4a4f57', u * 0.12)); }
  return out.join('');
}

/** A walking pole from the hand down to the ground at y, planted ahead (toward dir). */
export function pole(hand: Pt, y: number, dir: 1 | -1, u: number): string {
  return stroke(lineD([hand[0] - dir * u * 0.05, hand[1] - u * 0.3], [hand[0] + dir * u * 0.9, y]), '#4a4f57', Math.max(1, u * 0.13));
}

/**
 * A small tour minibus side-on facing dir, wheels on y, L long: a white body with a band in `col`, a long row of tinted
 * windows, the driver's door and the sliding door (open or shut), wheels, lights. No writing.
 */
export function minibus(x: number, y: number, L: number, col: string, dir: 1 | -1, glass: string, open = false): string {
  const X = (q: number) => x + dir * (q - 0.5) * L, h = L * 0.36, r = L * 0.075, top = y - r * 0.9 - h;
  const body = `M${n(X(0))} ${n(y - r * 0.9)}V${n(top + h * 0.12)}Q${n(X(0))} ${n(top)} ${n(X(0.05))} ${n(top)}H${n(X(0.82))}Q${n(X(0.9))} ${n(top)} ${n(X(0.93))} ${n(top + h * 0.35)}L${n(X(0.99))} ${n(top + h * 0.55)}Q${n(X(1.01))} ${n(top + h * 0.6)} ${n(X(1.0))} ${n(top + h * 0.7)}V${n(y - r * 0.9)}Z`;
  let win = '';
  for (let i = 0; i < 5; i++) { const a = X(0.05 + i * 0.15), b = X(0.05 + i * 0.15 + 0.13); win += `M${n(Math.min(a, b))} ${n(top + h * 0.14)}H${n(Math.max(a, b))}V${n(top + h * 0.45)}H${n(Math.min(a, b))}Z`; }
  const screen = `M${n(X(0.82))} ${n(top + h * 0.14)}H${n(X(0.86))}Q${n(X(0.9))} ${n(top + h * 0.16)} ${n(X(0.935))} ${n(top + h * 0.48)}H${n(X(0.82))}Z`;
  const wheel = (q: number) => path(circleD(X(q), y - r, r), '#24262b') + path(circleD(X(q), y - r, r * 0.5), '#b8bec6');
  const door = open ? rect(Math.min(X(0.52), X(0.66)), top + h * 0.1, L * 0.14, h * 0.82, shade('#3a3f47', 0.2)) : path(lineD([X(0.52), top + h * 0.12], [X(0.52), y - r * 0.9]) + lineD([X(0.66), top + h * 0.12], [X(0.66), y - r * 0.9]), 'none', { stroke: '#c9ced6', sw: Math.max(1, L * 0.004) });
  return [ellipse(x, y, L * 0.55, L * 0.035, '#000000', { op: 0.16 }), path(body, '#f7f7f4'), rect(Math.min(X(0), X(1)), top + h * 0.55, L, h * 0.12, col),
    path(win, glass), path(screen, glass), door, rect(Math.min(X(0.985), X(1.0)), top + h * 0.62, L * 0.015, h * 0.1, '#ffe7a0'),
    rect(Math.min(X(-0.005), X(0.01)), top + h * 0.6, L * 0.015, h * 0.12, '#d04a3a'), wheel(0.2), wheel(0.82)].join('');
}

/**
 * An open safari jeep side-on facing dir, wheels on y, L long: a body in `col`, a canvas roof on a frame over open sides,
 * a spare wheel on the back, big wheels. Returns where the passengers stand (their hips' y, and x at three seats).
 */
export function jeep(x: number, y: number, L: number, col: string, canvas: string, dir: 1 | -1): { svg: string; seats: number[]; deck: number } {
  const X = (q: number) => x + dir * (q - 0.5) * L, r = L * 0.085, sill = y - r * 0.75, belt = sill - L * 0.17, roof = belt - L * 0.3;
  // The body: the passengers' tub at the back, the bonnet lower in front, a bull bar.
  const body = `M${n(X(0.0))} ${n(sill)}V${n(belt)}H${n(X(0.7))}L${n(X(0.74))} ${n(belt + L * 0.03)}H${n(X(0.97))}Q${n(X(1.0))} ${n(belt + L * 0.04)} ${n(X(1.0))} ${n(belt + L * 0.08)}V${n(sill)}Z`;
  const arch = (q: number) => `M${n(X(q) - r * 1.3)} ${n(sill)}A${n(r * 1.3)} ${n(r * 1.3)} 0 0 1 ${n(X(q) + r * 1.3)} ${n(sill)}Z`;
  const frame = lineD([X(0.02), belt], [X(0.02), roof]) + lineD([X(0.36), belt], [X(0.36), roof]) + lineD([X(0.72), belt], [X(0.68), roof]);
  const wheel = (q: number) => path(circleD(X(q), y - r, r), '#24262b') + path(circleD(X(q), y - r, r * 0.5), mix('#b8bec6', col, 0.2));
  const dark = shade(col, 0.4);
  return {
    svg: [ellipse(x, y, L * 0.56, L * 0.035, '#000000', { op: 0.18 }), path(circleD(X(-0.015), belt + L * 0.07, r * 0.95), '#2f3238'), path(body, col),
      path(arch(0.18) + arch(0.82), dark), rect(Math.min(X(0.04), X(0.68)), belt + L * 0.035, L * 0.64, L * 0.012, shade(col, 0.2)),
      stroke(lineD([X(1.0), belt + L * 0.05], [X(1.03), belt + L * 0.05], [X(1.03), sill]), '#3a3f47', Math.max(2, L * 0.012)),
      stroke(frame, dark, Math.max(2, L * 0.012)), path(`M${n(X(-0.01))} ${n(roof)}H${n(X(0.72))}L${n(X(0.7))} ${n(roof + L * 0.03)}H${n(X(0.0))}Z`, canvas),
      stroke(lineD([X(0.73), belt + L * 0.03], [X(0.71), belt - L * 0.1]), '#cfd8e0', Math.max(2, L * 0.01)), rect(Math.min(X(0.97), X(1.0)), belt + L * 0.05, L * 0.03, L * 0.025, '#ffe7a0'), wheel(0.18), wheel(0.82)].join(''),
    seats: [X(0.14), X(0.34), X(0.55)], deck: belt,
  };
}

/** An acacia at (x, y), h tall: a forked trunk and a flat umbrella of leaves in `leaf`. */
export function acacia(x: number, y: number, h: number, leaf: string, bark: string): string {
  const w = h * 1.5, top = y - h;
  const trunk = `M${n(x - h * 0.035)} ${n(y)}Q${n(x - h * 0.02)} ${n(y - h * 0.4)} ${n(x - h * 0.25)} ${n(top + h * 0.14)}L${n(x - h * 0.22)} ${n(top + h * 0.12)}Q${n(x)} ${n(y - h * 0.5)} ${n(x + h * 0.02)} ${n(y - h * 0.52)}Q${n(x + h * 0.06)} ${n(y - h * 0.6)} ${n(x + h * 0.3)} ${n(top + h * 0.12)}L${n(x + h * 0.33)} ${n(top + h * 0.14)}Q${n(x + h * 0.08)} ${n(y - h * 0.45)} ${n(x + h * 0.04)} ${n(y)}Z`;
  const crown = `M${n(x - w / 2)} ${n(top + h * 0.16)}Q${n(x - w * 0.46)} ${n(top + h * 0.02)} ${n(x - w * 0.2)} ${n(top + h * 0.02)}Q${n(x - w * 0.05)} ${n(top - h * 0.08)} ${n(x + w * 0.15)} ${n(top)}Q${n(x + w * 0.44)} ${n(top - h * 0.02)} ${n(x + w / 2)} ${n(top + h * 0.14)}Q${n(x + w * 0.2)} ${n(top + h * 0.22)} ${n(x)} ${n(top + h * 0.19)}Q${n(x - w * 0.25)} ${n(top + h * 0.24)} ${n(x - w / 2)} ${n(top + h * 0.16)}Z`;
  return path(trunk, bark) + path(crown, leaf) + path(`M${n(x - w * 0.42)} ${n(top + h * 0.15)}Q${n(x)} ${n(top + h * 0.22)} ${n(x + w * 0.44)} ${n(top + h * 0.13)}`, 'none', { stroke: shade(leaf, 0.25), sw: Math.max(1.5, h * 0.025) });
}

/** A giraffe side-on facing dir, hooves on y, h tall to the horns, its neck lowered by `bow` (0 upright, 1 browsing low). */
export function giraffe(x: number, y: number, h: number, coat: string, dir: 1 | -1, bow = 0): string {
  const u = h / 10, X = (q: number) => x + dir * q * u;
  const back = y - u * 5.6, neckTop: Pt = [X(3.2 + bow * 1.5), y - u * (9.6 - bow * 2.2)];
  const body = `M${n(X(-2.2))} ${n(back + u * 0.5)}Q${n(X(-2.4))} ${n(back + u * 1.9)} ${n(X(-1.7))} ${n(back + u * 2.1)}H${n(X(1.6))}Q${n(X(2.3))} ${n(back + u * 1.6)} ${n(X(2.1))} ${n(back - u * 0.6)}L${n(neckTop[0] + dir * u * 0.3)} ${n(neckTop[1] + u * 0.4)}L${n(neckTop[0] - dir * u * 0.4)} ${n(neckTop[1] + u * 0.2)}L${n(X(1.2))} ${n(back - u * 0.6)}Q${n(X(0))} ${n(back - u * 0.3)} ${n(X(-2.2))} ${n(back + u * 0.5)}Z`;
  const leg = (q: number, k: number) => lineD([X(q), back + u * 1.6], [X(q + k * 0.15), y - u * 0.15]);
  const legs = leg(-1.6, 1) + leg(-1.0, -1) + leg(1.2, 1) + leg(1.7, -1);
  const hx = neckTop[0], hy = neckTop[1];
  const head = `M${n(hx - dir * u * 0.4)} ${n(hy - u * 0.1)}Q${n(hx + dir * u * 0.2)} ${n(hy - u * 0.55)} ${n(hx + dir * u * 1.3)} ${n(hy + u * 0.15)}Q${n(hx + dir * u * 1.4)} ${n(hy + u * 0.55)} ${n(hx + dir * u * 1.0)} ${n(hy + u * 0.55)}Q${n(hx)} ${n(hy + u * 0.45)} ${n(hx - dir * u * 0.4)} ${n(hy + u * 0.4)}Z`;
  let spots = '';
  const sp: Pt[] = [[-1.5, 0.6], [-0.6, 0.4], [0.4, 0.5], [1.3, 0.4], [-1.0, 1.4], [0.0, 1.3], [1.0, 1.3]];
  for (const [a, b] of sp) spots += circleD(X(a), back + b * u, u * 0.3);
  for (let i = 1; i < 5; i++) { const p: Pt = [X(2.0) + (neckTop[0] - X(2.0)) * (i / 5), back - u * 0.4 + (neckTop[1] - back + u * 0.4) * (i / 5)]; spots += circleD(p[0], p[1], u * 0.22); }
  return [ellipse(x, y, u * 3, u * 0.3, '#000000', { op: 0.12 }), stroke(legs, shade(coat, 0.08), u * 0.42), path(body, coat), path(spots, shade(coat, 0.42)), path(head, coat),
    stroke(lineD([hx, hy - u * 0.2], [hx - dir * u * 0.1, hy - u * 0.8]) + lineD([hx + dir * u * 0.25, hy - u * 0.2], [hx + dir * u * 0.2, hy - u * 0.8]), shade(coat, 0.5), u * 0.16),
    stroke(lineD([hx - dir * u * 0.6, hy + u * 0.05], [hx - dir * u * 1.0, hy - u * 0.2]), shade(coat, 0.15), u * 0.22),
    stroke(lineD([X(2.05), back - u * 0.5], [neckTop[0] - dir * u * 0.35, neckTop[1] + u * 0.25]), shade(coat, 0.5), u * 0.18)].join('');
}

/** An elephant side-on facing dir, feet on y, h tall at the shoulder, its trunk hanging or raised. */
export function elephant(x: number, y: number, h: number, hide: string, dir: 1 | -1, raise = false): string {
  const u = h / 10, X = (q: number) => x + dir * q * u;
  const body = `M${n(X(-5))} ${n(y - u * 4.6)}Q${n(X(-5.4))} ${n(y - u * 8.6)} ${n(X(-1))} ${n(y - u * 9.4)}Q${n(X(2.8))} ${n(y - u * 10.2)} ${n(X(4.2))} ${n(y - u * 8.2)}Q${n(X(5.6))} ${n(y - u * 8.4)} ${n(X(6.1))} ${n(y - u * 6.4)}Q${n(X(6.3))} ${n(y - u * 5.2)} ${n(X(5.4))} ${n(y - u * 4.4)}L${n(X(4.0))} ${n(y - u * 4.6)}Q${n(X(0))} ${n(y - u * 3.4)} ${n(X(-5))} ${n(y - u * 4.6)}Z`;
  const legs = `M${n(X(-4.4))} ${n(y - u * 5)}V${n(y)}h${n(dir * u * 1.6)}V${n(y - u * 4)}ZM${n(X(2.2))} ${n(y - u * 5)}V${n(y)}h${n(dir * u * 1.6)}V${n(y - u * 4.5)}Z`;
  const farLegs = `M${n(X(-3.0))} ${n(y - u * 5)}V${n(y - u * 0.2)}h${n(dir * u * 1.4)}V${n(y - u * 4)}ZM${n(X(0.9))} ${n(y - u * 5)}V${n(y - u * 0.2)}h${n(dir * u * 1.4)}V${n(y - u * 4.5)}Z`;
  const trunk = raise
    ? `M${n(X(5.6))} ${n(y - u * 5.0)}Q${n(X(7.4))} ${n(y - u * 5.4)} ${n(X(7.6))} ${n(y - u * 8.6)}L${n(X(8.4))} ${n(y - u * 8.5)}Q${n(X(8.4))} ${n(y - u * 4.4)} ${n(X(6.1))} ${n(y - u * 6.3)}Z`
    : `M${n(X(5.3))} ${n(y - u * 4.6)}Q${n(X(6.6))} ${n(y - u * 2.6)} ${n(X(6.2))} ${n(y - u * 0.6)}L${n(X(6.9))} ${n(y - u * 0.5)}Q${n(X(7.4))} ${n(y - u * 3.6)} ${n(X(6.1))} ${n(y - u * 6.3)}Z`;
  const ear = `M${n(X(3.1))} ${n(y - u * 8.4)}Q${n(X(1.0))} ${n(y - u * 8.2)} ${n(X(1.3))} ${n(y - u * 5.9)}Q${n(X(2.2))} ${n(y - u * 4.6)} ${n(X(3.6))} ${n(y - u * 5.2)}Z`;
  return [ellipse(x, y, u * 6, u * 0.45, '#000000', { op: 0.12 }), path(farLegs, shade(hide, 0.18)), path(body, hide), path(legs, hide), path(trunk, hide), path(ear, shade(hide, 0.12)),
    stroke(lineD([X(5.1), y - u * 5.0], [X(6.0), y - u * 4.7]), '#f4efe4', u * 0.32)].join('');
}

/**
 * A tall town house, (x, y) its ground-floor left corner, w wide and h tall to the eaves: a painted front, a stepped,
 * curved or plain gable, rows of windows (lit at night), a door, a balcony rail on the first floor.
 */
export function townHouse(x: number, y: number, w: number, h: number, wall: string, o: { gable: 0 | 1 | 2; lit?: boolean; glass: string; trim: string; tiles?: boolean }): string {
  const top = y - h, out: string[] = [];
  const gh = w * 0.5;
  if (o.gable === 0) out.push(path(`M${n(x)} ${n(y)}V${n(top)}H${n(x + w * 0.15)}V${n(top - gh * 0.35)}H${n(x + w * 0.3)}V${n(top - gh * 0.7)}H${n(x + w * 0.42)}V${n(top - gh)}H${n(x + w * 0.58)}V${n(top - gh * 0.7)}H${n(x + w * 0.7)}V${n(top - gh * 0.35)}H${n(x + w * 0.85)}V${n(top)}H${n(x + w)}V${n(y)}Z`, wall));
  else if (o.gable === 1) out.push(path(`M${n(x)} ${n(y)}V${n(top)}Q${n(x + w * 0.1)} ${n(top)} ${n(x + w * 0.22)} ${n(top - gh * 0.45)}Q${n(x + w * 0.3)} ${n(top - gh)} ${n(x + w * 0.5)} ${n(top - gh)}Q${n(x + w * 0.7)} ${n(top - gh)} ${n(x + w * 0.78)} ${n(top - gh * 0.45)}Q${n(x + w * 0.9)} ${n(top)} ${n(x + w)} ${n(top)}V${n(y)}Z`, wall));
  else out.push(rect(x, top, w, h, wall), path(`M${n(x - w * 0.04)} ${n(top)}L${n(x + w * 0.5)} ${n(top - gh * 0.55)}L${n(x + w * 1.04)} ${n(top)}Z`, shade(mix(wall, '#7a3b2a', 0.55), 0.2)));
  if (o.tiles) {
    let d = '';
    let row = 0;
    for (let yy = top + h * 0.05; yy < y - h * 0.2; yy += Math.max(w * 0.12, h / 14), row++) d += `M${n(x + w * (0.06 + (row % 2) * 0.06))} ${n(yy)}H${n(x + w * 0.96)}`;
    out.push(path(d, 'none', { stroke: o.trim, sw: w * 0.05, round: true, op: 0.4, dash: `0 ${n(w * 0.12)}` }));
  }
  // A house a few px wide (a sliver of a canvas) is its front alone.
  if (w < 12) return out.join('');
  const floors = Math.min(8, Math.max(2, Math.round(h / (w * 0.55))));
  let win = '', sills = '';
  const cols = w > h * 0.6 ? 3 : 2, ww = w * (cols === 3 ? 0.16 : 0.22), fh = (h * 0.78) / floors;
  for (let f = 0; f < floors; f++) for (let k = 0; k < cols; k++) {
    const wx = x + w * ((k + 0.5) / cols) - ww / 2, wy = top + h * 0.06 + f * fh;
    if (f === floors - 1 && k === Math.floor(cols / 2)) continue;
    win += `M${n(wx)} ${n(wy)}h${n(ww)}v${n(fh * 0.58)}h${n(-ww)}Z`; sills += `M${n(wx - ww * 0.1)} ${n(wy + fh * 0.62)}h${n(ww * 1.2)}`;
  }
  if (o.gable !== 2) win += `M${n(x + w * 0.42)} ${n(top - gh * 0.55)}h${n(w * 0.16)}v${n(gh * 0.35)}h${n(-w * 0.16)}Z`;
  out.push(path(win, o.lit ? '#ffd58a' : o.glass), stroke(sills, o.trim, Math.max(1.5, w * 0.025)));
  const dx = x + w * 0.5 - w * 0.13;
  out.push(path(`M${n(dx)} ${n(y)}V${n(y - h * 0.17)}Q${n(dx + w * 0.13)} ${n(y - h * 0.22)} ${n(dx + w * 0.26)} ${n(y - h * 0.17)}V${n(y)}Z`, shade(o.trim, 0.35)));
  const by = top + h * 0.06 + fh * 0.62;
  out.push(stroke(lineD([x + w * 0.12, by], [x + w * 0.88, by]), shade(o.trim, 0.4), Math.max(1.5, w * 0.02)));
  return out.join('');
}

/** A snowy timber cabin, (x, y) the middle of its base, w wide: boards in `wall`, a roof deep in snow, a lit window, a door, a chimney smoking. */
export function snowCabin(x: number, y: number, w: number, wall: string, lit: boolean): string {
  const h = w * 0.42, eave = y - h, ridge = eave - w * 0.34, snow = '#f3f6fb';
  let boards = '';
  for (let i = 1; i < 6; i++) boards += `M${n(x - w / 2)} ${n(eave + (h * i) / 6)}H${n(x + w / 2)}`;
  return [ellipse(x, y, w * 0.62, w * 0.05, '#1a2238', { op: 0.25 }), rect(x - w / 2, eave, w, h, wall), stroke(boards, shade(wall, 0.25), Math.max(1, w * 0.008)),
    rect(x + w * 0.16, ridge + w * 0.1, w * 0.09, w * 0.22, shade(wall, 0.3)), path(`M${n(x + w * 0.2)} ${n(ridge + w * 0.06)}q${n(w * 0.08)} ${n(-w * 0.1)} ${n(w * 0.02)} ${n(-w * 0.2)}`, 'none', { stroke: '#dfe6f0', sw: w * 0.03, op: 0.45, round: true }),
    path(`M${n(x - w * 0.62)} ${n(eave + w * 0.04)}L${n(x)} ${n(ridge)}L${n(x + w * 0.62)} ${n(eave + w * 0.04)}Q${n(x + w * 0.3)} ${n(eave - w * 0.02)} ${n(x)} ${n(eave + w * 0.02)}Q${n(x - w * 0.3)} ${n(eave - w * 0.04)} ${n(x - w * 0.62)} ${n(eave + w * 0.04)}Z`, snow),
    rect(x - w * 0.34, eave + h * 0.25, w * 0.22, h * 0.34, lit ? '#ffcf7a' : '#9fb4c8'), rect(x + w * 0.08, eave + h * 0.22, w * 0.18, h * 0.78, shade(wall, 0.35)),
    rect(x - w * 0.55, y - h * 0.12, w * 1.1, h * 0.14, snow, { rx: h * 0.07 })].join('');
}

/** A striped awning from x0 to x1 hanging from y, drop deep, in `a` and `b` stripes with a scalloped edge. */
export function awningStripes(x0: number, x1: number, y: number, drop: number, a: string, b: string, stripes = 8): string {
  const sw = (x1 - x0) / stripes;
  let da = '', db = '';
  for (let i = 0; i < stripes; i++) {
    const d = `M${n(x0 + i * sw)} ${n(y)}h${n(sw)}v${n(drop)}q${n(-sw / 2)} ${n(drop * 0.35)} ${n(-sw)} 0Z`;
    if (i % 2) db += d; else da += d;
  }
  return path(da, a) + path(db, b);
}

/** Pines on a slope: dark triangles with snow on their tiers when `snow`, each (x, y, h). */
export function pines(ps: readonly (readonly [number, number, number])[], col: string, snow?: string): string {
  let d = '', s = '';
  for (const [x, y, h] of ps) {
    const w = h * 0.42;
    d += `M${n(x)} ${n(y - h)}L${n(x + w * 0.55)} ${n(y - h * 0.45)}H${n(x + w * 0.3)}L${n(x + w)} ${n(y)}H${n(x - w)}L${n(x - w * 0.3)} ${n(y - h * 0.45)}H${n(x - w * 0.55)}Z`;
    if (snow) s += `M${n(x)} ${n(y - h)}L${n(x + w * 0.3)} ${n(y - h * 0.72)}L${n(x)} ${n(y - h * 0.78)}L${n(x - w * 0.3)} ${n(y - h * 0.72)}Z`;
  }
  return path(d, col) + (snow ? path(s, snow) : '');
}

/** Tints of a colour for the group's tasting plates, cups and the stall's produce. */
/** Rows of cobbles or setts from y down to y1: dashes along each row, every other row shifted half a stone. */
export function cobbles(W: number, y: number, y1: number, col: string, size: number): string {
  const stone = Math.max(size, (y1 - y) / 14, W / 60);
  let d = '';
  for (let r = 0, yy = y + stone * 0.5; yy < y1; r++, yy += stone * 1.1) d += `M${n(r % 2 ? -stone * 0.7 : 0)} ${n(yy)}H${n(W)}`;
  return path(d, 'none', { stroke: col, sw: stone * 0.75, round: true, op: 0.8, dash: `${n(stone * 0.6)} ${n(stone * 0.8)}` });
}

export const produce = (c: Ctx): string[] => [mix('#f08a24', c.t.primary, 0.08), mix('#6aa84f', c.t.second, 0.08), mix('#d9412b', c.t.primary, 0.08), mix('#f2c14e', c.t.second, 0.08), mix('#8e5ea2', c.t.primary, 0.1)];
