import type { Ctx } from './ctx';
import { mirrorX } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, circleD, ellipse, lineD, n, path, rect, smooth } from './svg';
import { ridge, sun } from './scene-kit';
import { crowd } from './objects';
import { bunting } from './props-rooms';
import { toolBoard } from './props';
import { skin } from './industry-kit';
import { specialistView } from './specialists';
import { POSES, athlete, bike, crawl, crawlAbove, cyclist, startBlock, stroke, type Kit, type Pose } from './club-figures';

/**
 * Sports clubs' pictures (service.ts `TRADES`: running, cycling and swimming clubs, in the site languages), each in
 * eight drawings walked by `specialistView` so that a hero, an about picture and six cards never repeat one: four
 * scenes, then each again from the other side with something of its own. A running club: runners on the track before
 * the stand; runners on a park path at dawn; a coached track session (a coach with a stopwatch, cones); a finish under
 * the gantry; then hurdles under floodlights, a marshal and a kilometre post on the path, the start on the blocks, and
 * the clubhouse (about). A cycling club: a bunch on a country road; a climb up hairpins; the café stop; the velodrome;
 * then a pair on a lane by a stone wall, the descent, bikes in the rack, and the workshop night (about). A swimming
 * club: the racing pool from behind the blocks; lanes from above; a swimmer's stroke at water level; poolside kit by the
 * pace clock; then a start off the blocks, backstroke flags from above, backstroke close, and a swimmer set on the
 * block (about). Behind a banner headline the hero keeps its subject on the end side, unmirrored. Silhouettes in club
 * kit (the brand colour) and skin tones from the fixed set; no faces, no words.
 */

type Scene = (c: Ctx, alt: boolean) => string;

/** The eight views of a club from its four scenes: 0–3 the scenes, 4–7 each from the other side with its alternative. */
function clubViews(c: Ctx, salt: string, scenes: readonly [Scene, Scene, Scene, Scene]): string {
  const view = c.behindText ? 0 : specialistView(c, salt);
  const draw = scenes[view % 4] as Scene;
  return view < 4 ? draw(c, false) : mirrorX(c, draw(c, true));
}

export const runningClub = (c: Ctx): string => clubViews(c, 'running', [track, parkPath, session, finish]);
export const cyclingClub = (c: Ctx): string => clubViews(c, 'cycling', [countryRoad, climb, cafeStop, velodrome]);
export const swimClub = (c: Ctx): string => clubViews(c, 'swim', [racingPool, lanesAbove, stroke1, poolside]);

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces.

const HAIR = ['#2b1d14', '#6b4a2b', '#1a1a1a', '#c9a86a', '#4a3326'];

/** The i-th member's kit: most in the club's colour, some in the accent or white; skin tones and hair from the fixed sets. */
function kit(c: Ctx, i: number): Kit {
  const { t } = c;
  const off = c.family.length;
  const tops = [t.primary, t.primary, t.second, mix(t.primary, '#ffffff', 0.6), t.primary, shade(t.primary, 0.3)];
  return {
    top: tops[i % tops.length] as string, shorts: i % 3 === 1 ? shade(t.primary, 0.5) : '#1f2430', skin: skin(i * 2 + off),
    shoe: i % 2 ? t.second : '#f2f2f2', hair: HAIR[(i + off) % HAIR.length] as string,
  };
}

/** A daytime sky, darker at dusk on a dark site. */
function daySky(c: Ctx, h: number): string {
  const { t } = c;
  const top = t.dark ? mix('#34407a', t.primary, 0.2) : mix('#8fc3ea', t.second, 0.15), low = t.dark ? mix('#e99a7a', t.primary, 0.25) : mix('#f4f0e2', t.bg, 0.3);
  return rect(0, 0, c.W, h, c.defs.lin([[0, top], [1, low]]));
}

/** A row of round tree crowns standing on y, r about their radius. */
function treeLine(c: Ctx, y: number, r: number, fill: string): string {
  let d = '';
  // On a very wide strip the crowns stand further apart, so a row never runs to thousands.
  const step = Math.max(r, c.W * 0.015);
  for (let x = -c.W * 0.02; x < c.W * 1.05; x += step * c.rng.range(1.1, 1.7)) {
    const rr = r * c.rng.range(0.7, 1.15);
    d += `M${n(x - rr)} ${n(y)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + rr)} ${n(y)}Z`;
  }
  return path(d, fill);
}

/** Figure height for this canvas: h of the height, no more than the width allows. */
const fig = (c: Ctx, k: number): number => Math.min(c.H * k, c.W * k * 0.9);

/** A figure's soft shadow on the ground. */
const shadowAt = (c: Ctx, x: number, y: number, w: number): string => ellipse(x, y, w, Math.max(2, w * 0.16), c.t.shadow, { op: 0.18 });

/** Where the subject stands across the frame: behind a headline squeezed onto the end side. */
const across = (c: Ctx) => (k: number): number => c.W * (c.behindText ? 0.48 + k * 0.5 : k);

// ---------------------------------------------------------------------------------------------------------------
// The running club.

const trackRed = (c: Ctx): string => (c.t.dark ? shade(mix('#b5523a', c.t.primary, 0.1), 0.15) : mix('#c4603f', c.t.primary, 0.1));

/** A grandstand across the back from y0 to y1: roof, tiers in the club's colour, spectators' heads, a barrier of blank boards. */
function grandstand(c: Ctx, y0: number, y1: number): string {
  const { W, t, rng } = c;
  const back = t.dark ? mix('#3a3f4a', t.bg, 0.3) : mix('#d9dde2', t.bg, 0.2), seat = mix(t.primary, t.card, t.dark ? 0.35 : 0.45);
  const rows = 5, rh = (y1 - y0) / (rows + 0.6);
  const out = [rect(0, y0 - rh * 0.6, W, y1 - y0 + rh * 0.6, back), rect(0, y0 - rh * 0.9, W, rh * 0.35, shade(back, 0.35))];
  let posts = '';
  for (let x = W * 0.08; x < W; x += W * 0.21) posts += `M${n(x)} ${n(y0 - rh * 0.6)}V${n(y1)}`;
  let tiers = '';
  for (let i = 0; i < rows; i++) tiers += `M0 ${n(y0 + rh * (i + 0.35))}H${n(W)}`;
  out.push(stroke(tiers, seat, rh * 0.42), stroke(posts, shade(back, 0.3), Math.max(2, W * 0.004)));
  const heads = [mix(t.text, t.bg, 0.35), mix(t.second, t.card, 0.3), mix(t.primary, t.text, 0.3), '#e7d2b6'];
  const ds = heads.map(() => '');
  for (let i = 0; i < rows; i++) for (let x = rng.range(0, rh); x < W; x += Math.max(rh, W * 0.02) * rng.range(0.9, 2.8)) {
    const k = rng.int(0, heads.length - 1);
    ds[k] += circleD(x, y0 + rh * (i + 0.05), rh * 0.2);
  }
  ds.forEach((d, k) => out.push(path(d, heads[k] as string)));
  // The barrier: blank boards in the club's colour and white.
  const by = y1, bh = rh * 0.9;
  out.push(rect(0, by, W, bh, t.primary));
  let boards = '';
  for (let x = W * 0.02; x < W; x += W * 0.16) boards += `M${n(x)} ${n(by + bh * 0.2)}h${n(W * 0.11)}v${n(bh * 0.6)}h${n(-W * 0.11)}Z`;
  out.push(path(boards, tint(t.primary, 0.75)));
  return out.join('');
}

/** A hurdle on lane y, w wide at this depth: two feet, two uprights, a striped top bar. */
function hurdle(x: number, y: number, w: number): string {
  const h = w * 0.62;
  return stroke(lineD([x - w / 2, y - h], [x - w / 2, y]) + lineD([x + w / 2, y - h], [x + w / 2, y]) + lineD([x - w / 2 - w * 0.12, y], [x - w / 2 + w * 0.22, y]) + lineD([x + w / 2 - w * 0.12, y], [x + w / 2 + w * 0.22, y]), '#4a4d55', Math.max(1.5, w * 0.05))
    + rect(x - w / 2 - w * 0.03, y - h - w * 0.09, w * 1.06, w * 0.12, '#ffffff') + path(`M${n(x - w * 0.3)} ${n(y - h - w * 0.09)}h${n(w * 0.2)}v${n(w * 0.12)}h${n(-w * 0.2)}ZM${n(x + w * 0.1)} ${n(y - h - w * 0.09)}h${n(w * 0.2)}v${n(w * 0.12)}h${n(-w * 0.2)}Z`, '#1f2328');
}

/**
 * Runners on the track's straight before the stand: lanes across the frame widening toward us, the finish line, grass
 * in front; alt the same straight under floodlights at dusk, a hurdles session (a hurdler clearing one, a row of them).
 */
function track(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const x = across(c);
  const top = H * 0.5, bottom = H * 0.9;
  const out: string[] = [];
  if (alt) {
    out.push(rect(0, 0, W, top, c.defs.lin([[0, mix('#1c2447', t.primary, 0.2)], [1, mix('#e3896a', t.primary, 0.2)]])));
    for (const fx of [0.12, 0.88]) {
      const mx = W * fx, my = H * 0.05;
      out.push(circle(mx, my + H * 0.03, H * 0.14, c.defs.rad([[0, '#fff6d8', 0.55], [1, '#fff6d8', 0]])), stroke(lineD([mx, my + H * 0.05], [mx, H * 0.3]), '#5b6270', Math.max(2, W * 0.006)),
        rect(mx - W * 0.035, my, W * 0.07, H * 0.045, '#f4f1e4', { rx: 3 }));
    }
  } else out.push(daySky(c, top), treeLine(c, H * 0.16, H * 0.06, mix('#5f8a5a', t.second, 0.12)));
  out.push(grandstand(c, H * (alt ? 0.24 : 0.2), H * 0.44));
  // The track: lanes from the barrier to the kerb, lines further apart toward us.
  const red = trackRed(c), lanes = 6;
  const ly = (i: number) => top + (bottom - top) * ((i / lanes) * 0.75 + (i / lanes) ** 2 * 0.25);
  out.push(rect(0, top - H * 0.02, W, bottom - top + H * 0.02, red));
  let lines = '';
  for (let i = 0; i <= lanes; i++) lines += `M0 ${n(ly(i))}H${n(W)}`;
  const finishX = x(0.16);
  out.push(stroke(lines, '#f6f1ea', Math.max(1.5, H * 0.005)), path(`M${n(finishX - W * 0.006)} ${n(top - H * 0.02)}L${n(finishX + W * 0.006)} ${n(top - H * 0.02)}L${n(finishX + W * 0.03)} ${n(bottom)}L${n(finishX - W * 0.006)} ${n(bottom)}Z`, '#f6f1ea', { op: 0.9 }),
    rect(0, bottom, W, H * 0.018, '#e8e8e8'), rect(0, bottom + H * 0.018, W, H - bottom, mix('#6fa35c', t.second, 0.1)));
  const lane = (i: number) => (ly(i) + ly(i + 1)) / 2 + (ly(i + 1) - ly(i)) * 0.2, scale = (i: number) => 0.62 + (i / lanes) * 0.5;
  if (alt) {
    // A hurdle is a little under half a runner's height.
    const hw = (i: number) => fig(c, 0.3) * scale(i) * 0.6;
    for (const [i, hx] of [[1, 0.36], [1, 0.72], [3, 0.5], [3, 0.86], [5, 0.26], [5, 0.62]] as const) out.push(hurdle(x(hx), lane(i), hw(i)));
    // The hurdler clears the near hurdle: hips over its bar, the lead foot past it; a second runs in to the next row.
    out.push(shadowAt(c, x(0.62), lane(5), fig(c, 0.1)), athlete(x(0.62), lane(5) - hw(5) * 0.66, fig(c, 0.3) * scale(5), kit(c, 0), 1, POSES.hurdle).svg,
      shadowAt(c, x(0.3), lane(3), fig(c, 0.06)), athlete(x(0.3), lane(3), fig(c, 0.3) * scale(3), kit(c, 2), 1, POSES.contact).svg);
    return out.join('');
  }
  const runners: [number, number, Pose][] = [[1, 0.82, POSES.flight], [2, 0.6, POSES.contact], [3, 0.72, POSES.flight], [4, 0.4, POSES.contact]];
  runners.forEach(([i, rx, pose], k) => {
    const h = fig(c, 0.3) * scale(i);
    out.push(shadowAt(c, x(rx), lane(i), h * 0.22), athlete(x(rx), lane(i), h, kit(c, k), 1, pose).svg);
  });
  return out.join('');
}

/** A dawn sky: warm light low down, the sun just up behind the trees. */
function dawn(c: Ctx, h: number): string {
  const { t } = c;
  const top = t.dark ? mix('#2d2f63', t.primary, 0.25) : mix('#f2b58a', t.primary, 0.12), low = t.dark ? mix('#f08a6a', t.primary, 0.2) : mix('#fde8c8', t.bg, 0.2);
  return rect(0, 0, c.W, h, c.defs.lin([[0, top], [1, low]]));
}

/** A tree: trunk and a crown of three circles. */
function tree(x: number, y: number, h: number, leaf: string, bark: string): string {
  return rect(x - h * 0.04, y - h * 0.5, h * 0.08, h * 0.5, bark) + path(circleD(x, y - h * 0.7, h * 0.28) + circleD(x - h * 0.2, y - h * 0.52, h * 0.22) + circleD(x + h * 0.2, y - h * 0.55, h * 0.22), leaf);
}

/**
 * Runners on a park path at dawn: the low sun behind a line of trees, mist over the grass, the path winding away, big
 * trees at the edge; alt a marshal in hi-vis with a flag, a kilometre post and a bench, more runners strung out.
 */
function parkPath(c: Ctx, alt: boolean): string {
  const { W, H, t, rng } = c;
  const x = across(c);
  const horizon = H * 0.5, m = Math.min(W, H);
  const light = { top: '', low: '', sun: t.dark ? '#ffd9a8' : '#fff3d6', haze: '', ground: '', night: false };
  const grass = t.dark ? mix('#3f5a3e', t.primary, 0.1) : mix('#86ad6c', t.second, 0.1), far = t.dark ? mix('#6a5a7a', t.primary, 0.2) : mix('#c9b8a4', t.primary, 0.1);
  const out = [dawn(c, horizon + H * 0.02), sun(c, x(0.7), horizon - H * 0.04, m * 0.06, light), ridge(rng, W, H, horizon - H * 0.01, H * 0.07, far, true, 8),
    rect(0, horizon, W, H - horizon, grass), rect(0, horizon - H * 0.015, W, H * 0.04, '#ffffff', { op: 0.35 }), rect(0, horizon + H * 0.05, W, H * 0.03, '#ffffff', { op: 0.22 })];
  // The path: from wide at the bottom to a thread at the trees.
  const gravel = t.dark ? mix('#9b8f7e', t.bg, 0.25) : mix('#e9dcc3', t.bg, 0.15);
  const l = [[x(0.05), H], [x(0.3), H * 0.8], [x(0.42), H * 0.64], [x(0.58), H * 0.55], [x(0.66), horizon]] as [number, number][];
  const r = [[x(0.66), horizon], [x(0.64), H * 0.56], [x(0.56), H * 0.66], [x(0.52), H * 0.82], [x(0.5), H]] as [number, number][];
  out.push(path(`${smooth(l)}${smooth(r).replace(/^M/, 'L')}Z`, gravel));
  const leaf = t.dark ? mix('#1f3326', t.primary, 0.1) : mix('#3f6b4a', t.second, 0.1), bark = shade(leaf, 0.35);
  out.push(tree(W * (c.behindText ? 0.42 : 0.1), H * 0.78, H * 0.62, leaf, bark), tree(W * 0.9, H * 0.68, H * 0.44, shade(leaf, -0.1), bark));
  // Runners along the path, the far ones smaller.
  const at: [number, number, number][] = alt ? [[0.61, 0.57, 0.1], [0.56, 0.63, 0.14], [0.47, 0.73, 0.2], [0.42, 0.9, 0.3]] : [[0.58, 0.6, 0.13], [0.5, 0.7, 0.2], [0.36, 0.93, 0.36]];
  at.forEach(([rx, ry, k], i) => out.push(shadowAt(c, x(rx), H * ry, fig(c, k) * 0.2), athlete(x(rx), H * ry, fig(c, k), kit(c, i + 1), -1, i % 2 ? POSES.contact : POSES.flight).svg));
  if (alt) {
    // A marshal in a hi-vis vest with a flag up, a kilometre post, a bench.
    const mk = { ...kit(c, 3), top: mix('#d8ea3c', t.primary, 0.06), shorts: '#2b2f38' };
    const marshal = athlete(x(0.74), H * 0.8, fig(c, 0.3), mk, -1, POSES.timing);
    out.push(marshal.svg, stroke(lineD(marshal.hand, [marshal.hand[0], marshal.hand[1] - fig(c, 0.12)]), '#3a3d44', Math.max(2, W * 0.003)),
      rect(marshal.hand[0], marshal.hand[1] - fig(c, 0.12), fig(c, 0.07), fig(c, 0.045), t.primary));
    const px = x(0.3), py = H * 0.74, ph = fig(c, 0.1);
    out.push(rect(px - ph * 0.12, py - ph, ph * 0.24, ph, mix('#8a6446', t.primary, 0.1)), rect(px - ph * 0.16, py - ph * 1.08, ph * 0.32, ph * 0.24, t.second, { rx: 2 }),
      rect(x(0.82) - fig(c, 0.09), H * 0.9 - fig(c, 0.05), fig(c, 0.18), fig(c, 0.018), shade(bark, -0.2)), stroke(lineD([x(0.82) - fig(c, 0.07), H * 0.9], [x(0.82) - fig(c, 0.07), H * 0.9 - fig(c, 0.05)]) + lineD([x(0.82) + fig(c, 0.07), H * 0.9], [x(0.82) + fig(c, 0.07), H * 0.9 - fig(c, 0.05)]), bark, Math.max(2, fig(c, 0.012))));
  }
  return out.join('');
}

/**
 * A coached track session, looking down the straight: lanes narrowing to the far bend, a line of cones, runners doing
 * strides, the coach with a stopwatch up, a kit bag and bottles on the grass; alt the start, three runners set on the
 * blocks at a staggered line, the coach with the clipboard.
 */
function session(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const horizon = H * 0.4;
  const red = trackRed(c), grass = mix('#6fa35c', t.second, 0.1);
  const out = [daySky(c, horizon + 2), treeLine(c, horizon, H * 0.05, mix('#5f8a5a', t.second, 0.12)), rect(0, horizon, W, H - horizon, grass)];
  // Lanes from the bottom edge to the far end, converging toward the vanishing point.
  const vx = W * 0.86, far = horizon + H * 0.05, nearL = -W * 0.35, nearR = W * 1.25, farL = vx - W * 0.16, farR = vx + W * 0.02, lanes = 6;
  out.push(path(`M${n(farL)} ${n(far)}H${n(farR)}L${n(nearR)} ${n(H)}H${n(nearL)}Z`, red));
  let lines = '';
  for (let i = 0; i <= lanes; i++) { const k = i / lanes; lines += `M${n(farL + (farR - farL) * k)} ${n(far)}L${n(nearL + (nearR - nearL) * k)} ${n(H)}`; }
  out.push(stroke(lines, '#f6f1ea', Math.max(1.5, H * 0.004)));
  const onLane = (lane: number, d: number): [number, number] => { const k = (lane + 0.5) / lanes; const xf = farL + (farR - farL) * k, xn = nearL + (nearR - nearL) * k; return [xf + (xn - xf) * d, far + (H - far) * d]; };
  const ox = c.behindText ? W * 0.3 : 0;
  if (alt) {
    // The start: a staggered line, three runners set on their blocks, the coach by the track.
    let starts = '';
    for (let i = 0; i < lanes; i++) {
      const d = 0.55 - i * 0.05, k0 = i / lanes, k1 = (i + 1) / lanes;
      const y = far + (H - far) * d, x0 = farL + (farR - farL) * k0 + ((nearL + (nearR - nearL) * k0) - (farL + (farR - farL) * k0)) * d, x1 = farL + (farR - farL) * k1 + ((nearL + (nearR - nearL) * k1) - (farL + (farR - farL) * k1)) * d;
      starts += `M${n(x0)} ${n(y)}L${n(x1)} ${n(y)}`;
    }
    out.push(stroke(starts, '#ffffff', Math.max(2, H * 0.008)));
    for (const [lane, j] of [[1, 0], [2, 1], [3, 2]] as const) {
      const d = 0.55 - lane * 0.05 - 0.01, [sx, sy] = onLane(lane, d), h = fig(c, 0.3) * (0.45 + d * 0.7);
      out.push(path(`M${n(sx + h * 0.3)} ${n(sy)}l${n(h * 0.08)} ${n(-h * 0.07)}v${n(h * 0.07)}ZM${n(sx + h * 0.45)} ${n(sy)}l${n(h * 0.08)} ${n(-h * 0.08)}v${n(h * 0.08)}Z`, '#9aa1ab'),
        athlete(sx, sy, h, kit(c, j), -1, POSES.set).svg);
    }
    const coach = { ...kit(c, 4), top: shade(t.primary, 0.45), shorts: shade(t.primary, 0.55) };
    const cx = W * 0.2 + ox, cy = H * 0.96;
    const ch = athlete(cx, cy, fig(c, 0.55), coach, 1, POSES.timing);
    out.push(shadowAt(c, cx, cy, fig(c, 0.09)), ch.svg, rect(ch.hand[0] - fig(c, 0.03), ch.hand[1] - fig(c, 0.05), fig(c, 0.06), fig(c, 0.075), '#f4f1e8', { stroke: '#5b6270', sw: 2 }));
    return out.join('');
  }
  // Cones along the second lane line, strides down the lanes, the coach timing with a stopwatch.
  let cones = '';
  for (let d = 0.12; d < 1; d += 0.16) {
    const k = 2 / lanes, cx = farL + (farR - farL) * k + ((nearL + (nearR - nearL) * k) - (farL + (farR - farL) * k)) * d, cy = far + (H - far) * d, s = H * (0.012 + d * 0.05);
    cones += `M${n(cx - s * 0.5)} ${n(cy)}L${n(cx)} ${n(cy - s * 1.1)}L${n(cx + s * 0.5)} ${n(cy)}Z`;
  }
  out.push(path(cones, '#f28c28'));
  for (const [lane, d, j] of [[3, 0.28, 0], [4, 0.4, 1], [1, 0.2, 2]] as const) {
    const [rx, ry] = onLane(lane, d), h = fig(c, 0.3) * (0.4 + d * 1.1);
    out.push(shadowAt(c, rx, ry, h * 0.2), athlete(rx, ry, h, kit(c, j), -1, j % 2 ? POSES.contact : POSES.flight).svg);
  }
  const coach = { ...kit(c, 4), top: shade(t.primary, 0.45), shorts: shade(t.primary, 0.55) };
  const cx = W * 0.16 + ox, cy = H * 0.97;
  const ch = athlete(cx, cy, fig(c, 0.58), coach, 1, POSES.timing);
  const sw = fig(c, 0.028);
  out.push(shadowAt(c, cx, cy, fig(c, 0.1)), ch.svg, circle(ch.hand[0], ch.hand[1] - sw * 0.6, sw, '#f4f1e8', { stroke: '#2b2f36', sw: Math.max(1.5, sw * 0.25) }),
    rect(ch.hand[0] - sw * 0.2, ch.hand[1] - sw * 1.95, sw * 0.4, sw * 0.4, '#2b2f36'));
  // A kit bag and two bottles on the grass at the side.
  const bx = W * 0.04 + ox, by = H * 0.9, bs = fig(c, 0.12);
  out.push(rect(bx, by - bs * 0.5, bs * 1.2, bs * 0.5, t.second, { rx: bs * 0.18 }), stroke(`M${n(bx + bs * 0.25)} ${n(by - bs * 0.5)}q${n(bs * 0.35)} ${n(-bs * 0.4)} ${n(bs * 0.7)} 0`, shade(t.second, 0.35), bs * 0.05),
    rect(bx + bs * 1.35, by - bs * 0.45, bs * 0.16, bs * 0.45, tint(t.primary, 0.3), { rx: bs * 0.05 }), rect(bx + bs * 1.56, by - bs * 0.4, bs * 0.16, bs * 0.4, '#e9eef2', { rx: bs * 0.05 }));
  return out.join('');
}

/**
 * A race finish in the park: the gantry in the club's colour over the path with a chequered band, a runner crossing
 * with arms up, others behind, supporters behind a barrier, bunting; alt the clubhouse: a timber pavilion with its
 * veranda and club flag, a noticeboard, kit bags on a bench, members stretching before a run.
 */
function finish(c: Ctx, alt: boolean): string {
  const { W, H, t, rng } = c;
  const x = across(c);
  const ground = H * 0.62;
  const grass = mix('#76a862', t.second, 0.1);
  const out = [daySky(c, ground), treeLine(c, ground - H * 0.05, H * 0.07, mix('#4f7f55', t.second, 0.12)), rect(0, ground - H * 0.05, W, H, grass)];
  if (alt) {
    // The pavilion.
    const wood = t.dark ? mix('#7a5a40', t.bg, 0.2) : mix('#b98b5e', t.primary, 0.08), roof = mix('#3d444f', t.primary, 0.12);
    const px = W * 0.08, pw = W * 0.6, py = ground - H * 0.34, ph = H * 0.34;
    let planks = '';
    for (let y = py + ph * 0.1; y < ground; y += ph * 0.1) planks += `M${n(px)} ${n(y)}H${n(px + pw)}`;
    out.push(rect(px, py, pw, ph, wood), stroke(planks, shade(wood, 0.15), Math.max(1, H * 0.003)), path(`M${n(px - W * 0.03)} ${n(py + H * 0.02)}L${n(px + pw * 0.5)} ${n(py - H * 0.12)}L${n(px + pw + W * 0.03)} ${n(py + H * 0.02)}Z`, roof),
      rect(px - W * 0.02, py + ph * 0.08, pw + W * 0.04, H * 0.025, shade(roof, -0.2)));
    for (const k of [0.1, 0.55]) out.push(rect(px + pw * k, py + ph * 0.3, pw * 0.2, ph * 0.36, t.dark ? '#f2d99a' : mix('#cfe3ef', t.second, 0.1), { stroke: '#f4efe6', sw: Math.max(2, W * 0.004) }));
    out.push(rect(px + pw * 0.38, py + ph * 0.34, pw * 0.13, ph * 0.66, shade(wood, 0.35)), rect(px + pw * 0.8, py + ph * 0.3, pw * 0.14, ph * 0.3, mix('#a67c52', t.primary, 0.1)));
    let notes = '';
    for (const [a, b] of [[0.82, 0.33], [0.87, 0.35], [0.83, 0.45], [0.88, 0.46]] as const) notes += `M${n(px + pw * a)} ${n(py + ph * b)}h${n(pw * 0.04)}v${n(ph * 0.08)}h${n(-pw * 0.04)}Z`;
    out.push(path(notes, '#f8f5ee'));
    // The club flag on its pole.
    const fx = W * 0.76, ftop = H * 0.12;
    out.push(stroke(lineD([fx, ground + H * 0.02], [fx, ftop]), '#c9ccd1', Math.max(2, W * 0.005)), path(`M${n(fx)} ${n(ftop)}h${n(W * 0.12)}v${n(H * 0.09)}h${n(-W * 0.12)}Z`, t.primary),
      path(`M${n(fx)} ${n(ftop + H * 0.09)}L${n(fx + W * 0.12)} ${n(ftop)}v${n(H * 0.025)}L${n(fx + W * 0.03)} ${n(ftop + H * 0.09)}Z`, t.second));
    // A bench with kit bags, members stretching.
    const bx = W * 0.2, by = H * 0.86;
    out.push(rect(bx, by - H * 0.06, W * 0.22, H * 0.018, shade(wood, 0.2)), stroke(lineD([bx + W * 0.02, by], [bx + W * 0.02, by - H * 0.05]) + lineD([bx + W * 0.2, by], [bx + W * 0.2, by - H * 0.05]), shade(wood, 0.4), Math.max(2, W * 0.006)),
      rect(bx + W * 0.03, by - H * 0.12, W * 0.08, H * 0.06, t.second, { rx: H * 0.015 }), rect(bx + W * 0.12, by - H * 0.11, W * 0.07, H * 0.05, shade(t.primary, 0.2), { rx: H * 0.015 }));
    for (const [mx, my, pose, j, dir] of [[0.58, 0.92, POSES.timing, 0, 1], [0.72, 0.95, POSES.stand, 2, -1], [0.88, 0.9, POSES.contact, 1, -1]] as const) out.push(shadowAt(c, W * mx, H * my, fig(c, 0.07)), athlete(W * mx, H * my, fig(c, 0.34), kit(c, j), dir, pose).svg);
    return out.join('');
  }
  // Supporters behind the barrier, the path across, the gantry.
  out.push(crowd(rng, W, ground + H * 0.04, ground - H * 0.04, Math.max(H * 0.07, W * 0.015), mix(t.text, t.bg, t.dark ? 0.45 : 0.55), 0.35));
  out.push(rect(0, ground + H * 0.02, W, H * 0.02, '#e9e6df'));
  const gravel = t.dark ? mix('#8a8070', t.bg, 0.2) : mix('#e3d6bd', t.bg, 0.15);
  out.push(path(`M0 ${n(ground + H * 0.06)}H${n(W)}V${n(H * 0.9)}H0Z`, gravel), bunting(c, 0, W, H * 0.08, H * 0.08));
  const gx0 = x(0.46), gx1 = x(0.78), gtop = H * 0.16;
  let checks = '';
  const cw = (gx1 - gx0) / 14;
  for (let i = 0; i < 14; i++) checks += `M${n(gx0 + cw * i)} ${n(gtop + H * (i % 2 ? 0.065 : 0.04))}h${n(cw)}v${n(H * 0.025)}h${n(-cw)}Z`;
  out.push(stroke(lineD([gx0, H * 0.9], [gx0, gtop]) + lineD([gx1, H * 0.9], [gx1, gtop]), shade(t.primary, 0.25), Math.max(3, W * 0.012)), rect(gx0 - W * 0.01, gtop - H * 0.01, gx1 - gx0 + W * 0.02, H * 0.1, t.primary, { rx: 4 }),
    rect(gx0, gtop + H * 0.04, gx1 - gx0, H * 0.05, '#ffffff'), path(checks, '#1f2328'));
  const h = fig(c, 0.36);
  out.push(shadowAt(c, x(0.62), H * 0.88, h * 0.2), athlete(x(0.62), H * 0.88, h, kit(c, 0), 1, POSES.cheer).svg,
    athlete(x(0.3), H * 0.84, h * 0.8, kit(c, 2), 1, POSES.flight).svg, athlete(x(0.14), H * 0.82, h * 0.7, kit(c, 3), 1, POSES.contact).svg);
  return out.join('');
}

// ---------------------------------------------------------------------------------------------------------------
// The cycling club.

/** Frame colours: the club's bikes in its colours, a few in stock paints. */
const frameOf = (c: Ctx, i: number): string => [c.t.primary, '#e9ecef', c.t.second, '#2b2f36', shade(c.t.primary, 0.35)][i % 5] as string;

/** A rider's kit: the club's jersey mostly, helmet in white or the accent. */
function riderKit(c: Ctx, i: number): Kit {
  return { ...kit(c, i), shorts: '#1f2228', hair: i % 2 ? '#f4f4f4' : c.t.second };
}

/** Rolling country: far hills, fields with hedgerows, the near verge from `verge` down. */
function country(c: Ctx, verge: number): string[] {
  const { W, H, t, rng } = c;
  const far = t.dark ? mix('#4a4f7a', t.primary, 0.15) : mix('#a9c2b8', t.second, 0.15), mid = t.dark ? mix('#3b5a45', t.primary, 0.1) : mix('#8fb47a', t.second, 0.1);
  const field = t.dark ? mix('#56704a', t.primary, 0.1) : mix('#c9cf8a', t.primary, 0.06), hedge = t.dark ? '#263a2c' : mix('#4f7048', t.second, 0.1);
  const out = [daySky(c, verge), ridge(rng, W, H, H * 0.36, H * 0.08, far, true, 6), ridge(rng, W, H, H * 0.46, H * 0.07, mid, true, 5)];
  // Two fields in another green or gold on the slope, hedgerows between.
  out.push(path(`M${n(W * 0.05)} ${n(H * 0.5)}L${n(W * 0.38)} ${n(H * 0.46)}L${n(W * 0.46)} ${n(H * 0.56)}L${n(W * 0.02)} ${n(H * 0.6)}Z`, field),
    path(`M${n(W * 0.55)} ${n(H * 0.47)}L${n(W * 0.92)} ${n(H * 0.44)}L${n(W * 0.98)} ${n(H * 0.55)}L${n(W * 0.6)} ${n(H * 0.58)}Z`, mix(field, mid, 0.5)),
    stroke(lineD([W * 0.02, H * 0.6], [W * 0.46, H * 0.56], [W * 0.98, H * 0.55]) + lineD([W * 0.46, H * 0.56], [W * 0.38, H * 0.46]) + lineD([W * 0.6, H * 0.58], [W * 0.55, H * 0.47]), hedge, Math.max(2, H * 0.01)),
    rect(0, H * 0.58, W, H - H * 0.58, mix(mid, '#6fa35c', 0.4)));
  return out;
}

/**
 * A club run on a country lane: hills and fields, a hedgerow behind the lane, the bunch in the club's jersey riding
 * across, the lane winding on over the hill; alt a pair on a lane by a dry-stone wall and a field gate, sheep in the
 * field, two more riders far off on the hill road.
 */
function countryRoad(c: Ctx, alt: boolean): string {
  const { W, H, t, rng } = c;
  const x = across(c);
  const out = country(c, H * 0.6);
  const tarmac = t.dark ? mix('#4a4d55', t.bg, 0.2) : mix('#8a8d93', t.text, 0.08), road = H * 0.78;
  // The lane over the hill, then across the foreground.
  out.push(path(`M${n(W * 0.0)} ${n(road - H * 0.04)}C${n(W * 0.2)} ${n(H * 0.62)} ${n(W * 0.34)} ${n(H * 0.55)} ${n(W * 0.5)} ${n(H * 0.51)}C${n(W * 0.34)} ${n(H * 0.56)} ${n(W * 0.22)} ${n(H * 0.64)} ${n(W * 0.1)} ${n(road - H * 0.04)}Z`, tarmac));
  out.push(path(`M0 ${n(road - H * 0.05)}Q${n(W * 0.5)} ${n(road - H * 0.08)} ${n(W)} ${n(road - H * 0.04)}V${n(road + H * 0.1)}Q${n(W * 0.5)} ${n(road + H * 0.08)} 0 ${n(road + H * 0.11)}Z`, tarmac),
    stroke(`M0 ${n(road + H * 0.1)}Q${n(W * 0.5)} ${n(road + H * 0.07)} ${n(W)} ${n(road + H * 0.09)}`, '#e9e4d8', Math.max(1.5, H * 0.005)));
  if (alt) {
    // A dry-stone wall behind the lane with a field gate, sheep in the field.
    const stone = t.dark ? mix('#8a8f96', t.bg, 0.3) : mix('#c2bcb0', t.bg, 0.1), wy = road - H * 0.06;
    let stones = '';
    for (let i = 0; i < 2; i++) for (let sx = (i % 2) * W * 0.02; sx < W; sx += W * 0.04) stones += `M${n(sx)} ${n(wy - H * (0.004 + i * 0.032))}h${n(W * 0.034)}v${n(-H * 0.026)}h${n(-W * 0.034)}Z`;
    out.push(rect(0, wy - H * 0.07, W, H * 0.07, shade(stone, 0.18)), path(stones, stone), rect(0, wy - H * 0.078, W, H * 0.012, tint(stone, 0.2)));
    const gx = W * 0.22;
    out.push(rect(gx, wy - H * 0.07, W * 0.1, H * 0.07, mix('#6fa35c', t.second, 0.1)),
      stroke(lineD([gx, wy], [gx, wy - H * 0.07]) + lineD([gx + W * 0.1, wy], [gx + W * 0.1, wy - H * 0.07]) + lineD([gx, wy - H * 0.065], [gx + W * 0.1, wy - H * 0.065]) + lineD([gx, wy - H * 0.04], [gx + W * 0.1, wy - H * 0.04]) + lineD([gx, wy - H * 0.015], [gx + W * 0.1, wy - H * 0.065]), '#d8cbb0', Math.max(2, H * 0.006)));
    let wool = '', heads = '';
    for (const [sx, sy] of [[0.66, 0.56], [0.72, 0.58], [0.82, 0.55]] as const) { wool += circleD(W * sx, H * sy, H * 0.018) + circleD(W * sx + H * 0.018, H * sy, H * 0.016); heads += circleD(W * sx + H * 0.04, H * sy - H * 0.004, H * 0.008); }
    out.push(path(wool, '#f3f1ea'), path(heads, '#2b2b2e'));
    out.push(cyclist(W * 0.45, H * 0.53, H * 0.011, riderKit(c, 1), frameOf(c, 1), 1, 80));
    const r = fig(c, 0.055);
    out.push(shadowAt(c, x(0.6), road + H * 0.05, r * 2.4), cyclist(x(0.6), road + H * 0.05, r, riderKit(c, 0), frameOf(c, 0), 1, 40),
      shadowAt(c, x(0.8), road + H * 0.02, r * 2.2), cyclist(x(0.8), road + H * 0.02, r * 0.94, riderKit(c, 3), frameOf(c, 3), 1, 160));
    return out.join('');
  }
  // A hedgerow with a tree behind the lane.
  const hedge = t.dark ? '#2c4432' : mix('#4f7a4a', t.second, 0.1);
  out.push(treeLine(c, road - H * 0.045, H * 0.035, hedge), tree(W * 0.12, road - H * 0.05, H * 0.3, shade(hedge, -0.1), '#5a4632'));
  void rng;
  // The bunch: two lines of riders, the far line a little higher and smaller.
  const r = fig(c, 0.055);
  const riders: [number, number, number][] = [[0.4, 0.02, 0.92], [0.6, 0.02, 0.92], [0.3, 0.065, 1], [0.5, 0.065, 1], [0.72, 0.065, 1]];
  riders.forEach(([rx, dy, k], i) => out.push(shadowAt(c, x(rx), road + H * dy, r * 2.3 * k), cyclist(x(rx), road + H * dy, r * k, riderKit(c, i), frameOf(c, i), 1, (i * 67) % 360)));
  return out.join('');
}

/** Mountains: far peaks with snow, the near slope the road climbs. */
function mountains(c: Ctx): string[] {
  const { W, H, t } = c;
  const rock = t.dark ? mix('#4b4f73', t.primary, 0.15) : mix('#8d9bb0', t.second, 0.12), snow = t.dark ? '#d6d9e6' : '#ffffff';
  const out = [daySky(c, H * 0.7)];
  for (const [px, py, w] of [[0.22, 0.14, 0.34], [0.6, 0.06, 0.42], [0.92, 0.2, 0.3]] as const) {
    out.push(path(`M${n(W * (px - w))} ${n(H * 0.62)}L${n(W * px)} ${n(H * py)}L${n(W * (px + w))} ${n(H * 0.62)}Z`, shade(rock, px * 0.2)),
      path(`M${n(W * px)} ${n(H * py)}L${n(W * (px + w * 0.22))} ${n(H * (py + 0.1))}L${n(W * (px + w * 0.08))} ${n(H * (py + 0.08))}L${n(W * (px - w * 0.04))} ${n(H * (py + 0.11))}L${n(W * (px - w * 0.2))} ${n(H * (py + 0.09))}Z`, snow));
  }
  return out;
}

/**
 * A climb: snowy peaks, the road up a green slope in hairpins, two riders small on the bends above and one out of the
 * saddle near us; alt the col: clouds in the valley below, a stone marker, a rider resting by the bike and one cresting.
 */
function climb(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const x = across(c);
  const out = mountains(c);
  const slope = t.dark ? mix('#34513d', t.primary, 0.1) : mix('#7fa766', t.second, 0.1), tarmac = t.dark ? mix('#55585f', t.bg, 0.2) : '#7d8087', pine = t.dark ? '#1f3527' : mix('#2f5a3c', t.second, 0.1);
  if (alt) {
    // Clouds filling the valley, the col's grass, the road over the top.
    let puffs = '';
    for (let k = 0; k < 9; k++) { const px = W * (k / 8), py = H * (0.6 + (k % 3) * 0.012), rx = W * 0.09; puffs += `M${n(px - rx)} ${n(H * 0.66)}A${n(rx)} ${n(H * 0.05)} 0 0 1 ${n(px + rx)} ${n(H * 0.66)}Z`; void py; }
    out.push(path(`${puffs}M0 ${n(H * 0.66)}H${n(W)}V${n(H * 0.74)}H0Z`, t.dark ? '#c9c6dc' : '#ffffff', { op: 0.92 }),
      path(`M0 ${n(H * 0.72)}Q${n(W * 0.5)} ${n(H * 0.6)} ${n(W)} ${n(H * 0.7)}V${n(H)}H0Z`, slope),
      path(`M0 ${n(H * 0.86)}Q${n(W * 0.5)} ${n(H * 0.74)} ${n(W)} ${n(H * 0.84)}V${n(H * 0.94)}Q${n(W * 0.5)} ${n(H * 0.84)} 0 ${n(H * 0.96)}Z`, tarmac));
    const mx = x(0.3), my = H * 0.78, mh = fig(c, 0.16);
    out.push(path(`M${n(mx - mh * 0.22)} ${n(my)}V${n(my - mh * 0.8)}Q${n(mx)} ${n(my - mh * 1.05)} ${n(mx + mh * 0.22)} ${n(my - mh * 0.8)}V${n(my)}Z`, mix('#d9d2c3', t.bg, 0.1)),
      rect(mx - mh * 0.22, my - mh * 0.62, mh * 0.44, mh * 0.14, t.primary));
    const r = fig(c, 0.06), rest = riderKit(c, 1);
    out.push(athlete(x(0.42), H * 0.9, fig(c, 0.36), rest, 1, POSES.stand).svg, bike(x(0.5), H * 0.9, r, frameOf(c, 1), -1),
      shadowAt(c, x(0.78), H * 0.88, r * 2.3), cyclist(x(0.78), H * 0.88, r, riderKit(c, 0), frameOf(c, 0), 1, 120));
    return out.join('');
  }
  out.push(path(`M0 ${n(H * 0.5)}Q${n(W * 0.45)} ${n(H * 0.36)} ${n(W)} ${n(H * 0.52)}V${n(H)}H0Z`, slope));
  // Pines on the slope.
  let pines = '';
  for (const [px, py, k] of [[0.06, 0.56, 1], [0.1, 0.6, 0.8], [0.88, 0.6, 1.1], [0.93, 0.66, 0.9], [0.8, 0.56, 0.7], [0.18, 0.52, 0.6]] as const) {
    const h = H * 0.09 * k;
    pines += `M${n(W * px)} ${n(H * py - h)}L${n(W * px + h * 0.3)} ${n(H * py)}H${n(W * px - h * 0.3)}Z`;
  }
  out.push(path(pines, pine));
  // Hairpins: wider and lower toward us.
  const bends: [number, number][] = [[0.62, 0.46], [0.34, 0.52], [0.7, 0.6], [0.26, 0.72], [0.74, 0.98]];
  for (let i = 0; i < bends.length - 1; i++) {
    const [ax, ay] = bends[i] as [number, number], [bx, by] = bends[i + 1] as [number, number];
    out.push(stroke(`M${n(x(ax))} ${n(H * ay)}L${n(x(bx))} ${n(H * by)}`, tarmac, H * (0.012 + i * 0.018)));
  }
  // Riders: two small on the upper bends, one near us, leaning into the gradient.
  const r = fig(c, 0.07);
  const up = (px: number, py: number, k: number, i: number, dir: 1 | -1, deg: number) => `<g transform="rotate(${n(deg)} ${n(px)} ${n(py)})">${cyclist(px, py, r * k, riderKit(c, i), frameOf(c, i), dir, i * 90)}</g>`;
  out.push(up(x(0.5), H * 0.49, 0.18, 1, -1, 6), up(x(0.52), H * 0.56, 0.3, 2, 1, 5));
  const nx = x(0.58), ny = H * 0.905;
  out.push(shadowAt(c, nx, ny, r * 2.2), up(nx, ny, 1, 0, 1, -9));
  return out.join('');
}

/**
 * The café stop: a café front with a striped awning over its window, bikes leaning under it, riders in club kit at a
 * table outside with cups; alt bikes in a rack by the door, a blank board on the pavement, plants in pots, a rider
 * wheeling in.
 */
function cafeStop(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const x = across(c);
  const pave = H * 0.8;
  const render = t.dark ? mix('#3a3346', t.primary, 0.1) : mix('#efe3cf', t.bg, 0.25), glass = t.dark ? '#f2d59a' : mix('#cfe2ee', t.second, 0.12);
  const out = [rect(0, 0, W, pave, render), rect(0, H * 0.06, W, H * 0.1, t.primary), rect(0, pave, W, H - pave, t.dark ? mix('#4a4d55', t.bg, 0.3) : '#d5d3cd')];
  let slabs = '';
  for (let sx = W * 0.05; sx < W; sx += W * 0.12) slabs += `M${n(sx)} ${n(pave)}l${n(-W * 0.03)} ${n(H - pave)}`;
  out.push(stroke(slabs + `M0 ${n(pave + (H - pave) * 0.45)}H${n(W)}`, shade(t.dark ? '#4a4d55' : '#d5d3cd', 0.1), Math.max(1, H * 0.003)));
  // The window, with a counter, pendants and a shelf of cups inside, and the door.
  const wx0 = W * 0.08, wx1 = W * 0.56, wy0 = H * 0.32, wy1 = H * 0.7;
  out.push(rect(wx0, wy0, wx1 - wx0, wy1 - wy0, glass, { stroke: shade(render, 0.45), sw: Math.max(3, W * 0.008) }),
    rect(wx0, wy0 + (wy1 - wy0) * 0.62, wx1 - wx0, (wy1 - wy0) * 0.38, shade(glass, 0.18)),
    stroke(`M${n(wx0 + (wx1 - wx0) * 0.25)} ${n(wy0)}v${n(H * 0.06)}M${n(wx0 + (wx1 - wx0) * 0.6)} ${n(wy0)}v${n(H * 0.06)}`, '#3a3d44', 2),
    path(circleD(wx0 + (wx1 - wx0) * 0.25, wy0 + H * 0.075, H * 0.018) + circleD(wx0 + (wx1 - wx0) * 0.6, wy0 + H * 0.075, H * 0.018), t.dark ? '#fff2c0' : '#f2c14e'),
    rect(W * 0.64, H * 0.34, W * 0.12, pave - H * 0.34, shade(t.primary, 0.35)), rect(W * 0.66, H * 0.38, W * 0.08, H * 0.18, glass));
  // The awning: stripes in the club's colour and white, a scalloped edge.
  const ay0 = H * 0.2, ay1 = H * 0.3, aw = (wx1 - wx0 + W * 0.06) / 8;
  let stripes = '', scallops = '';
  for (let i = 0; i < 8; i++) {
    const ax = wx0 - W * 0.03 + aw * i;
    if (i % 2 === 0) stripes += `M${n(ax)} ${n(ay0)}h${n(aw)}l${n(aw * 0.1)} ${n(ay1 - ay0)}h${n(-aw)}Z`;
    scallops += `M${n(ax)} ${n(ay1)}a${n(aw / 2)} ${n(aw / 3)} 0 0 0 ${n(aw)} 0Z`;
  }
  out.push(path(`M${n(wx0 - W * 0.03)} ${n(ay0)}h${n(aw * 8)}l${n(aw * 0.1)} ${n(ay1 - ay0)}h${n(-aw * 8)}Z`, '#f7f4ee'), path(stripes, t.primary), path(scallops, shade(t.primary, 0.15)));
  const r = fig(c, 0.075);
  if (alt) {
    // A rack of bikes, a blank board, plants, a rider wheeling in.
    out.push(stroke(lineD([W * 0.1, pave + H * 0.04], [W * 0.5, pave + H * 0.04]), '#8a9099', Math.max(2, H * 0.008)));
    for (const [i, bx] of [[0, 0.16], [2, 0.3], [3, 0.44]] as const) out.push(bike(W * bx, pave + H * 0.06, r, frameOf(c, i), i % 2 ? 1 : -1));
    const bx = W * 0.84, by = pave + H * 0.06;
    out.push(path(`M${n(bx - W * 0.04)} ${n(by)}L${n(bx)} ${n(by - H * 0.2)}L${n(bx + W * 0.04)} ${n(by)}`, 'none', { stroke: '#6b4f35', sw: Math.max(2, W * 0.005) }),
      path(`M${n(bx - W * 0.03)} ${n(by - H * 0.04)}L${n(bx - W * 0.005)} ${n(by - H * 0.18)}H${n(bx + W * 0.005)}L${n(bx + W * 0.03)} ${n(by - H * 0.04)}Z`, '#2f3331'));
    for (const px of [0.58, 0.95]) out.push(rect(W * px - H * 0.035, pave - H * 0.02, H * 0.07, H * 0.07, mix('#b5674a', t.primary, 0.1), { rx: 3 }), path(circleD(W * px, pave - H * 0.06, H * 0.05), mix('#4f7f55', t.second, 0.12)));
    out.push(athlete(x(0.76), pave + H * 0.13, fig(c, 0.4), riderKit(c, 0), -1, POSES.stand).svg, bike(x(0.7), pave + H * 0.12, r, frameOf(c, 0), -1));
    return out.join('');
  }
  for (const [i, bx] of [[0, 0.18], [2, 0.34], [1, 0.48]] as const) out.push(bike(W * bx, pave + H * 0.05, r, frameOf(c, i), 1));
  // A table with two cups, riders standing by it.
  const tx = x(0.78), ty = pave + H * 0.1;
  out.push(stroke(lineD([tx, ty], [tx, ty - H * 0.16]) + lineD([tx - W * 0.03, ty], [tx + W * 0.03, ty]), '#3a3d44', Math.max(2, W * 0.005)), ellipse(tx, ty - H * 0.16, W * 0.06, H * 0.015, t.dark ? '#d9d4cb' : '#ffffff'),
    rect(tx - W * 0.03, ty - H * 0.2, W * 0.018, H * 0.035, '#ffffff', { rx: 2 }), rect(tx + W * 0.012, ty - H * 0.195, W * 0.018, H * 0.03, '#ffffff', { rx: 2 }));
  out.push(athlete(tx - W * 0.1, pave + H * 0.14, fig(c, 0.44), riderKit(c, 0), 1, POSES.stand).svg, athlete(tx + W * 0.1, pave + H * 0.15, fig(c, 0.44), riderKit(c, 2), -1, POSES.timing).svg);
  return out.join('');
}

/**
 * The velodrome: the banked boards of a bend rising across the frame under the stands, its blue band, black, red and
 * blue lines, three riders in a line along it; alt the workshop night: a bike up on a repair stand, a pegboard of tools,
 * a track pump, a wheel on the wall, a member at the stand.
 */
function velodrome(c: Ctx, alt: boolean): string {
  const { W, H, t, rng } = c;
  if (alt) {
    const wall = t.dark ? mix('#2c313b', t.bg, 0.3) : mix('#e7e4de', t.bg, 0.2), floor = H * 0.8;
    const out = [rect(0, 0, W, floor, wall), rect(0, floor, W, H - floor, t.dark ? '#3b4048' : '#b9b4ab'), toolBoard(c, W * 0.06, H * 0.12, W * 0.34, H * 0.32)];
    const r = fig(c, 0.08), sx = W * 0.56, sy = floor - H * 0.12;
    // The repair stand holding the bike up by its seat post.
    out.push(stroke(lineD([sx - W * 0.08, floor], [sx, floor - H * 0.02], [sx + W * 0.08, floor]) + lineD([sx, floor - H * 0.02], [sx, sy - r * 1.9]) + lineD([sx, sy - r * 1.9], [sx - r * 0.45, sy - r * 2.05]), '#3a3d44', Math.max(3, W * 0.008)),
      bike(sx + r * 0.42, sy, r, frameOf(c, 0), 1), rect(sx - r * 0.58, sy - r * 2.16, r * 0.2, r * 0.24, t.second));
    // A wheel on the wall, a track pump, a member at the stand.
    out.push(stroke(circleD(W * 0.86, H * 0.26, H * 0.1), '#2a2d33', H * 0.014), stroke(circleD(W * 0.86, H * 0.26, H * 0.085), '#aeb4bc', H * 0.004),
      rect(W * 0.79, floor - H * 0.16, W * 0.022, H * 0.16, t.primary, { rx: 3 }), stroke(lineD([W * 0.801, floor - H * 0.16], [W * 0.801, floor - H * 0.21]) + lineD([W * 0.78, floor - H * 0.21], [W * 0.822, floor - H * 0.21]), '#3a3d44', Math.max(3, W * 0.006)),
      rect(W * 0.775, floor - H * 0.012, W * 0.052, H * 0.012, '#3a3d44'), stroke(`M${n(W * 0.812)} ${n(floor - H * 0.14)}q${n(W * 0.04)} ${n(H * 0.02)} ${n(W * 0.03)} ${n(H * 0.13)}`, '#24262b', Math.max(2, W * 0.003)),
      athlete(W * 0.4, floor + H * 0.1, fig(c, 0.5), { ...kit(c, 3), top: shade(t.primary, 0.4) }, 1, POSES.timing).svg);
    return out.join('');
  }
  // The hall: dark roof with lights, stands above the rail.
  const roof = t.dark ? mix('#15152a', t.primary, 0.15) : mix('#39415a', t.primary, 0.15);
  const out = [rect(0, 0, W, H, roof)];
  let lights = '';
  for (let lx = W * 0.06; lx < W; lx += W * 0.12) lights += circleD(lx, H * 0.07, H * 0.012);
  out.push(path(lights, '#fff6d8'));
  const seat = mix(t.primary, roof, 0.55);
  const topAt = (k: number) => H * (0.38 - 0.14 * Math.sin(Math.PI * k)), botAt = (k: number) => H * (0.9 - 0.06 * Math.sin(Math.PI * k));
  const curve = (f: (k: number) => number, dy = 0) => Array.from({ length: 12 }, (_, i) => [W * (i * 0.1 - 0.05), f(i * 0.1 - 0.05) + dy] as [number, number]);
  let rows = '';
  for (let i = 1; i < 4; i++) rows += smooth(curve(topAt, -H * 0.045 * i));
  out.push(stroke(rows, seat, H * 0.022));
  let heads = '';
  for (let i = 1; i < 4; i++) for (let k = rng.range(-0.05, 0); k < 1.05; k += rng.range(0.03, 0.09)) heads += circleD(W * k, topAt(k) - H * 0.045 * i - H * 0.02, H * 0.011);
  out.push(path(heads, mix(t.text, roof, 0.5)));
  // The boards: light wood between the rail and the blue band, with the lines.
  const wood = t.dark ? mix('#b08a5e', t.bg, 0.25) : mix('#d9b68a', t.primary, 0.06);
  const band = `${smooth(curve(topAt))}${smooth(curve(botAt).reverse()).replace(/^M/, 'L')}Z`;
  out.push(path(band, wood));
  let planks = '';
  for (let i = 1; i < 8; i++) planks += smooth(curve((k) => topAt(k) + (botAt(k) - topAt(k)) * (i / 8)));
  out.push(stroke(planks, shade(wood, 0.08), 1));
  const line = (frac: number, col: string, sw: number) => stroke(smooth(curve((k) => topAt(k) + (botAt(k) - topAt(k)) * frac)), col, sw);
  out.push(line(0.94, mix('#4aa3d8', t.second, 0.1), H * 0.045), line(0.84, '#1f2328', H * 0.008), line(0.72, '#d23b3b', H * 0.008), line(0.36, '#2f6fd0', H * 0.007),
    stroke(smooth(curve(topAt, -H * 0.01)), '#f4f4f4', H * 0.012), path(`${smooth(curve(botAt))}L${n(W * 1.05)} ${n(H)}L${n(-W * 0.05)} ${n(H)}Z`, t.dark ? '#2b2f3a' : '#8d96a3'));
  // Three riders in a line between the black and the red line, tilted with the bend.
  const r = fig(c, 0.05);
  const ks = c.behindText ? [0.58, 0.72, 0.86] : [0.3, 0.46, 0.62];
  ks.forEach((k, i) => {
    const y = topAt(k) + (botAt(k) - topAt(k)) * 0.8, slope = (topAt(k + 0.01) - topAt(k - 0.01)) / (W * 0.022);
    out.push(`<g transform="rotate(${n((Math.atan(slope) * 180) / Math.PI)} ${n(W * k)} ${n(y)})">${cyclist(W * k, y, r, riderKit(c, i), frameOf(c, i), 1, i * 110)}</g>`);
  });
  return out.join('');
}

// ---------------------------------------------------------------------------------------------------------------
// The swimming club.

interface Pool { water: string; deep: string; tile: string; grout: string; rope: readonly [string, string] }

function poolTones(c: Ctx): Pool {
  const { t } = c;
  const water = t.dark ? mix('#1f7fa6', t.bg, 0.15) : mix('#3aa5c9', t.second, 0.12);
  const tile = t.dark ? mix('#2a3440', t.bg, 0.3) : mix('#eef3f5', t.bg, 0.3);
  return { water, deep: shade(water, 0.2), tile, grout: shade(tile, t.dark ? -0.15 : 0.07), rope: [t.primary, mix('#f2c14e', t.primary, 0.1)] };
}

/** Floats of a lane rope from a to b, r0 to r1 across (nearer is larger), alternating its two colours in runs of three. */
function laneRope(a: readonly [number, number], b: readonly [number, number], r0: number, r1: number, count: number, cols: readonly [string, string]): string {
  const ds = ['', ''];
  for (let i = 0; i <= count; i++) {
    const u = i / count, r = r0 + (r1 - r0) * u;
    ds[Math.floor(i / 3) % 2] += circleD(a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u, r);
  }
  return path(ds[0] as string, cols[0]) + path(ds[1] as string, cols[1]);
}

/** A lane rope seen flat along y from x0 to x1: floats of radius r as round dots of a dashed stroke, its two colours in turn. */
function flatRope(x0: number, x1: number, y: number, r: number, cols: readonly [string, string]): string {
  const step = r * 2.15;
  return path(`M${n(x0)} ${n(y)}H${n(x1)}`, 'none', { stroke: cols[0], sw: r * 2, round: true, dash: `0 ${n(step * 2)}` })
    + path(`M${n(x0 + step)} ${n(y)}H${n(x1)}`, 'none', { stroke: cols[1], sw: r * 2, round: true, dash: `0 ${n(step * 2)}` });
}

/** A pace clock: a white face on the wall, twelve ticks, a hand in the club's colour. */
function paceClock(c: Ctx, x: number, y: number, r: number): string {
  let ticks = '';
  for (let i = 0; i < 12; i++) { const a = (i / 12) * Math.PI * 2; ticks += `M${n(x + Math.sin(a) * r * 0.78)} ${n(y - Math.cos(a) * r * 0.78)}L${n(x + Math.sin(a) * r * 0.92)} ${n(y - Math.cos(a) * r * 0.92)}`; }
  return circle(x, y, r, '#fbfbf8', { stroke: '#2b2f36', sw: Math.max(2, r * 0.1) }) + stroke(ticks, '#2b2f36', Math.max(1, r * 0.06)) + stroke(lineD([x, y], [x + r * 0.55, y - r * 0.45]), c.t.primary, Math.max(1.5, r * 0.08));
}

/** Backstroke flags: a line across with pennants in the club's colour and white. */
function flagLine(x0: number, x1: number, y: number, s: number, col: string): string {
  const ds = ['', ''];
  let i = 0;
  for (let fx = x0; fx < x1; fx += Math.max(s * 1.1, (x1 - x0) / 120), i++) ds[i % 2] += `M${n(fx)} ${n(y)}h${n(s)}l${n(-s / 2)} ${n(s * 1.1)}Z`;
  return stroke(`M${n(x0)} ${n(y)}H${n(x1)}`, '#3a3d44', Math.max(1, s * 0.08)) + path(ds[0] as string, col) + path(ds[1] as string, '#ffffff');
}

/** A starting block seen from behind: the post, the top sloping toward the water, its back panel in `face`. */
function blockFromBehind(x: number, y: number, w: number, face: string): string {
  return rect(x - w * 0.12, y - w * 0.7, w * 0.24, w * 0.7, '#b7bdc4') + path(`M${n(x - w / 2)} ${n(y - w * 0.66)}L${n(x + w / 2)} ${n(y - w * 0.66)}L${n(x + w * 0.42)} ${n(y - w * 0.98)}L${n(x - w * 0.42)} ${n(y - w * 0.98)}Z`, '#f4f4f2')
    + rect(x - w * 0.44, y - w * 0.66, w * 0.88, w * 0.26, face, { rx: w * 0.04 });
}

/**
 * The racing pool from behind the blocks: the tiled end wall with high windows and the pace clock, backstroke flags
 * across, the water in perspective with lane ropes and the lines on the floor, swimmers in three lanes, the blocks in a
 * row on the deck; alt a swimmer leaving the block in a racing dive, the coach on the deck with a clipboard.
 */
function racingPool(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const p = poolTones(c), x = across(c);
  const far = H * 0.4, deck = H * 0.84;
  const out = [rect(0, 0, W, H, p.tile)];
  for (let k = 0; k < 5; k++) out.push(rect(W * (0.05 + k * 0.19), H * 0.05, W * 0.15, H * 0.2, c.defs.lin([[0, mix('#a9d2ef', t.second, 0.12)], [1, mix('#eaf5fb', t.bg, 0.2)]])));
  let grout = '';
  for (let gy = H * 0.29; gy < far; gy += H * 0.025) grout += `M0 ${n(gy)}H${n(W)}`;
  out.push(stroke(grout, p.grout, 1), paceClock(c, x(0.88), H * 0.15, Math.min(W, H) * 0.06));
  const fl = W * 0.14, fr = W * 0.86, nl = -W * 0.2, nr = W * 1.2, lanes = 6;
  out.push(path(`M${n(fl)} ${n(far)}H${n(fr)}L${n(nr)} ${n(deck)}H${n(nl)}Z`, c.defs.lin([[0, tint(p.water, 0.25)], [1, p.deep]])), stroke(`M${n(fl)} ${n(far)}H${n(fr)}`, '#ffffff', H * 0.008));
  const edge = (k: number, d: number): [number, number] => [fl + (fr - fl) * k + ((nl + (nr - nl) * k) - (fl + (fr - fl) * k)) * d, far + (deck - far) * d];
  let floorLines = '';
  for (let i = 0; i < lanes; i++) { const k = (i + 0.5) / lanes, [ax, ay] = edge(k, 0.06), [bx, by] = edge(k, 1); floorLines += `M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}M${n(ax - W * 0.012)} ${n(ay)}h${n(W * 0.024)}`; }
  out.push(stroke(floorLines, p.deep, H * 0.01, 0.5));
  for (let l = 1; l < lanes; l++) out.push(laneRope(edge(l / lanes, 0), edge(l / lanes, 1), H * 0.003, H * 0.016, 18, p.rope));
  out.push(flagLine(0, W, H * 0.33, H * 0.025, t.primary));
  const swim = (lane: number, d: number, i: number, dir: 1 | -1) => { const [sx, sy] = edge((lane + 0.5) / lanes, d); return crawl(sx, sy, H * (0.012 + d * 0.04), kit(c, i).skin, i % 2 ? t.second : t.primary, p.water, dir, (i % 3) / 2); };
  const lanesAt = c.behindText ? [3, 4, 5] : [1, 3, 4];
  out.push(...(alt ? [swim(1, 0.55, 1, 1), swim(4, 0.35, 2, -1)] : [swim(lanesAt[0] as number, 0.62, 1, 1), swim(lanesAt[1] as number, 0.3, 2, -1), swim(lanesAt[2] as number, 0.78, 3, 1)]));
  out.push(rect(0, deck, W, H - deck, mix('#e6ecee', t.bg, 0.2)), stroke(`M0 ${n(deck)}H${n(W)}`, '#ffffff', H * 0.01));
  const blockAt = (i: number) => edge((i + 0.5) / lanes, 1)[0];
  for (let i = 0; i < lanes; i++) { const bx = blockAt(i); if (bx > -W * 0.05 && bx < W * 1.05) out.push(blockFromBehind(bx, H * 0.995, W * 0.12, i % 2 ? t.primary : shade(t.primary, 0.25))); }
  if (alt) {
    // The next swimmer of a relay up on the block, arms up, the one in the water coming in; the coach on the deck.
    out.push(athlete(blockAt(2), H * 0.995 - W * 0.12 * 0.9, fig(c, 0.34), { ...kit(c, 0), shorts: t.primary, top: t.primary, hair: t.second }, 1, POSES.reach).svg);
    const coach = { ...kit(c, 4), top: shade(t.primary, 0.45), shorts: '#2b2f38' };
    const ch = athlete(W * 0.92, H * 0.99, fig(c, 0.44), coach, -1, POSES.timing);
    out.push(ch.svg, rect(ch.hand[0] - fig(c, 0.03), ch.hand[1] - fig(c, 0.05), fig(c, 0.06), fig(c, 0.075), '#f4f1e8', { stroke: '#5b6270', sw: 2 }));
  }
  return out.join('');
}

/**
 * Lanes from above: the water in bands between lane ropes, the black lines on the floor with their T at each end, the
 * end deck with blocks, swimmers in their lanes with their wakes; alt backstroke flags over both ends, the swimmers the
 * other way, one turning at the wall.
 */
function lanesAbove(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const p = poolTones(c);
  const lanes = Math.max(4, Math.min(8, Math.round(H / (W * 0.11)))), lh = H / lanes, end0 = W * 0.08, end1 = W * 0.96;
  const out = [rect(0, 0, W, H, p.water), rect(0, 0, end0, H, p.tile), rect(end1, 0, W - end1, H, p.tile)];
  let tiles = '';
  for (let ty = 0; ty < H; ty += lh / 3) tiles += `M0 ${n(ty)}H${n(end0)}M${n(end1)} ${n(ty)}H${n(W)}`;
  out.push(stroke(tiles, p.grout, 1));
  let lines = '', ripples = '';
  for (let i = 0; i < lanes; i++) {
    const y = lh * (i + 0.5);
    lines += `M${n(end0 + W * 0.05)} ${n(y)}H${n(end1 - W * 0.05)}M${n(end0 + W * 0.05)} ${n(y - lh * 0.18)}V${n(y + lh * 0.18)}M${n(end1 - W * 0.05)} ${n(y - lh * 0.18)}V${n(y + lh * 0.18)}`;
    for (let k = 0; k < 4; k++) { const rx = end0 + (end1 - end0) * ((i * 0.37 + k * 0.29) % 1), ry = y + lh * (((i + k) % 3) - 1) * 0.28; ripples += `M${n(rx)} ${n(ry)}q${n(W * 0.015)} ${n(-lh * 0.05)} ${n(W * 0.03)} 0`; }
  }
  out.push(stroke(lines, p.deep, lh * 0.08, 0.7), stroke(ripples, '#ffffff', Math.max(1, lh * 0.02), 0.45));
  for (let l = 1; l < lanes; l++) out.push(flatRope(end0, end1, lh * l, lh * 0.06, p.rope));
  // Blocks on the start end.
  let blocks = '';
  for (let i = 0; i < lanes; i++) blocks += `M${n(end0 * 0.25)} ${n(lh * (i + 0.22))}h${n(end0 * 0.6)}v${n(lh * 0.56)}h${n(-end0 * 0.6)}Z`;
  out.push(path(blocks, '#f4f4f2', { stroke: t.primary, sw: Math.max(1, lh * 0.03) }));
  const s = lh * 0.22;
  if (alt) {
    let flags = '';
    for (const fx of [end0 + W * 0.1, end1 - W * 0.1]) for (let fy = lh * 0.1; fy < H; fy += lh * 0.35) flags += `M${n(fx)} ${n(fy)}l${n(W * 0.012)} ${n(lh * 0.08)}l${n(-W * 0.012)} ${n(lh * 0.08)}Z`;
    out.push(stroke(`M${n(end0 + W * 0.1)} 0V${n(H)}M${n(end1 - W * 0.1)} 0V${n(H)}`, '#3a3d44', Math.max(1, W * 0.002)), path(flags, t.primary));
    out.push(crawlAbove(W * 0.55, lh * 1.5, s, t.primary, kit(c, 1).skin, t.second, -1), crawlAbove(W * 0.3, lh * 3.5, s, shade(t.primary, 0.3), kit(c, 2).skin, t.primary, -1, 0.3),
      crawlAbove(end1 - W * 0.2, lh * 2.5, s, t.second, kit(c, 3).skin, t.primary, 1, 0.15));
    return out.join('');
  }
  const at: [number, number][] = [[0.7, 0], [0.42, 1], [0.6, 2], [0.3, 3], [0.82, 4], [0.5, 5]];
  at.filter(([, i]) => i < lanes).forEach(([k, i]) => out.push(crawlAbove(end0 + (end1 - end0) * k, lh * (i + 0.5), s, i % 2 ? t.primary : shade(t.primary, 0.3), kit(c, i).skin, i % 3 ? t.second : '#f4f4f4', 1, (i % 2) * 0.2)));
  return out.join('');
}

/**
 * A swimmer's stroke at water level: the far side of the pool (its deck, tiles and a distant rope), the water filling
 * the frame, a swimmer close with an arm arcing over, splashes, the near lane rope's big floats; alt backstroke, one
 * arm straight up out of the water, the cap and the chest at the surface.
 */
function stroke1(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const p = poolTones(c), x = across(c);
  const line = H * 0.34;
  const out = [rect(0, 0, W, line, p.tile)];
  let grout = '';
  for (let gx = 0; gx < W; gx += Math.max(H * 0.05, W * 0.01)) grout += `M${n(gx)} 0V${n(line - H * 0.06)}`;
  out.push(stroke(grout, p.grout, 1), rect(0, line - H * 0.06, W, H * 0.04, '#f4f6f6'), rect(0, line - H * 0.02, W, H * 0.02, shade(p.tile, 0.3)),
    rect(0, line, W, H - line, c.defs.lin([[0, tint(p.water, 0.2)], [1, p.deep]])));
  out.push(flatRope(0, W, line + H * 0.05, H * 0.008, p.rope));
  let ripples = '';
  for (let i = 0; i < 14; i++) { const rx = W * ((i * 0.41) % 1), ry = line + (H - line) * (0.15 + ((i * 0.23) % 0.8)), rw = W * 0.05; ripples += `M${n(rx - rw)} ${n(ry)}q${n(rw / 2)} ${n(-H * 0.01)} ${n(rw)} 0t${n(rw)} 0`; }
  out.push(stroke(ripples, '#ffffff', Math.max(1, H * 0.004), 0.5));
  const s = fig(c, 0.1), sx = x(0.5), sy = H * 0.6;
  if (alt) {
    // On the back: the body pale under the surface, the cap, one arm straight up, the other under the water.
    const sk = kit(c, 2).skin;
    out.push(path(`M${n(sx - s * 4)} ${n(sy + s * 0.2)}Q${n(sx)} ${n(sy - s * 0.4)} ${n(sx + s * 1)} ${n(sy + s * 0.1)}Q${n(sx)} ${n(sy + s * 0.7)} ${n(sx - s * 4)} ${n(sy + s * 0.2)}Z`, mix(p.water, sk, 0.4), { op: 0.8 }),
      stroke(lineD([sx - s * 0.2, sy], [sx - s * 0.5, sy - s * 3.2]), sk, s * 0.4), path(circleD(sx - s * 0.52, sy - s * 3.35, s * 0.24), sk),
      path(circleD(sx + s * 0.9, sy - s * 0.1, s * 0.62), sk), path(`M${n(sx + s * 0.9)} ${n(sy - s * 0.72)}A${n(s * 0.64)} ${n(s * 0.64)} 0 0 1 ${n(sx + s * 1.54)} ${n(sy - s * 0.1)}L${n(sx + s * 0.9)} ${n(sy - s * 0.1)}Z`, t.primary),
      ellipse(sx - s * 0.3, sy + s * 0.05, s * 0.7, s * 0.16, '#ffffff', { op: 0.7 }), path(`${circleD(sx - s * 4.2, sy + s * 0.2, s * 0.45)}${circleD(sx - s * 3.6, sy + s * 0.1, s * 0.3)}`, '#ffffff', { op: 0.7 }));
  } else out.push(crawl(sx, sy, s, kit(c, 1).skin, t.primary, p.water, 1, 1));
  // Drops over the splash.
  let drops = '';
  for (let i = 0; i < 9; i++) drops += circleD(sx + s * (2.2 + ((i * 0.7) % 2)) * (alt ? -0.4 : 1), sy - s * (0.4 + ((i * 0.53) % 1.4)), s * (0.06 + (i % 3) * 0.03));
  out.push(path(drops, '#ffffff', { op: 0.85 }));
  // The near rope: big floats on the water, their lower halves under it.
  const fy = H * 0.9, fr = H * 0.045;
  out.push(flatRope(fr, W, fy, fr, p.rope), rect(0, fy + fr * 0.1, W, H - fy, p.deep, { op: 0.55 }));
  return out.join('');
}

/**
 * Poolside: the tiled wall with high windows and the pace clock, a bench with a towel and the kit (kickboards, a pull
 * buoy, fins, a bottle), the pool's end with a block side-on and a swimmer coming in to the wall; alt a swimmer set on
 * the block for the start, a kit bag on the bench.
 */
function poolside(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const p = poolTones(c);
  const deck = H * 0.72, edgeX = W * 0.52;
  const out = [rect(0, 0, W, deck, p.tile)];
  for (let k = 0; k < 4; k++) out.push(rect(W * (0.04 + k * 0.25), H * 0.05, W * 0.2, H * 0.14, c.defs.lin([[0, mix('#a9d2ef', t.second, 0.12)], [1, mix('#eaf5fb', t.bg, 0.2)]])));
  let grout = '';
  for (let gy = H * 0.24; gy < deck; gy += H * 0.06) grout += `M0 ${n(gy)}H${n(W)}`;
  for (let gx = H * 0.06; gx < W; gx += Math.max(H * 0.06, W * 0.01)) grout += `M${n(gx)} ${n(H * 0.24)}V${n(deck)}`;
  out.push(stroke(grout, p.grout, 1), rect(0, H * 0.22, W, H * 0.025, t.primary), paceClock(c, W * 0.78, H * 0.4, Math.min(W, H) * 0.1));
  // The deck on the near side of the edge, the water beyond it seen side-on, a rope along the lane.
  out.push(rect(0, deck, edgeX, H - deck, mix('#e6ecee', t.bg, 0.2)), rect(edgeX, deck + H * 0.04, W - edgeX, H - deck, c.defs.lin([[0, tint(p.water, 0.15)], [1, p.deep]])),
    rect(edgeX, deck, W - edgeX, H * 0.04, shade(p.tile, 0.25)), flatRope(edgeX + H * 0.03, W, deck + H * 0.12, H * 0.018, p.rope));
  const bw = fig(c, 0.2), bx = edgeX - bw * 0.5;
  out.push(startBlock(bx, deck, bw, t.primary, 1));
  // A bench against the wall with a towel folded on it.
  const u = fig(c, 0.12), sx = W * 0.05, sy = deck + H * 0.02;
  out.push(rect(sx, sy - u * 1.1, u * 2.8, u * 0.18, mix('#b08a62', t.primary, 0.1)), stroke(lineD([sx + u * 0.2, sy], [sx + u * 0.2, sy - u]) + lineD([sx + u * 2.6, sy], [sx + u * 2.6, sy - u]), '#8a9099', Math.max(2, u * 0.08)),
    rect(sx + u * 0.3, sy - u * 1.45, u * 1.1, u * 0.35, t.second, { rx: u * 0.08 }), rect(sx + u * 0.3, sy - u * 1.3, u * 1.1, u * 0.06, '#ffffff', { op: 0.6 }));
  if (alt) {
    // Set on the block: the near foot at its front edge, hands on it, hips up; a kit bag on the bench.
    const top = deck - bw * 1.05;
    out.push(athlete(bx + bw * 0.05, top + bw * 0.08, fig(c, 0.42), { ...kit(c, 2), top: t.primary, shorts: t.primary, hair: t.second }, 1, POSES.dive).svg,
      rect(sx + u * 1.6, sy - u * 1.6, u * 0.9, u * 0.5, shade(t.primary, 0.25), { rx: u * 0.14 }), crawl(W * 0.86, deck + H * 0.2, fig(c, 0.05), kit(c, 4).skin, t.second, p.water, -1, 0.5));
    return out.join('');
  }
  // Kickboards stacked, a pull buoy, fins and a bottle on the deck; a swimmer coming in to the wall.
  const ky = H * 0.96, kx = W * 0.1;
  [t.primary, mix('#f2c14e', t.primary, 0.1), t.second, tint(t.primary, 0.4)].forEach((col, i) => out.push(rect(kx, ky - u * (0.22 + i * 0.2), u * 1.3, u * 0.2, col, { rx: u * 0.08 })));
  const buoy = mix('#f2c14e', t.primary, 0.1);
  out.push(path(`${circleD(kx + u * 1.8, ky - u * 0.22, u * 0.22)}${circleD(kx + u * 1.8, ky - u * 0.62, u * 0.2)}`, buoy), rect(kx + u * 1.72, ky - u * 0.5, u * 0.16, u * 0.12, buoy),
    path(`M${n(kx + u * 2.3)} ${n(ky)}l${n(u * 1.0)} ${n(-u * 0.1)}l${n(u * 0.12)} ${n(-u * 0.22)}l${n(-u * 1.05)} ${n(u * 0.08)}Z`, shade(t.primary, 0.3)),
    rect(kx + u * 3.5, ky - u * 0.75, u * 0.24, u * 0.75, tint(t.second, 0.3), { rx: u * 0.06 }),
    crawl(W * 0.74, deck + H * 0.22, fig(c, 0.055), kit(c, 1).skin, t.primary, p.water, -1, 1));
  return out.join('');
}
