import type { Ctx } from './ctx';
import { mix, shade, tint } from './palette';
import { circleD, ellipse, lineD, n, path, type Pt, rect } from './svg';
import { stroke } from './club-figures';

/**
 * Pieces of a sailing school's pictures (art/sailing.ts), side-on on a waterline y and measured by a boat's length `s`
 * in px: the light of the bay (day, or dusk on a dark site), the sea with its wave lines, a far shore with a town, a
 * sailing dinghy heeling with its crew in buoyancy aids, the instructor's RIB, a cruising yacht under sail or moored
 * with its sail cover on, a racing mark, a sailor seated in a boat (a flat figure: a buoyancy aid, a skin tone, a helmet
 * or a cap, no face). Hulls white or in the brand colour, sails in the palette's colours and white.
 */

/** The colours of a bay in this palette. */
export interface Marine {
  dusk: boolean;
  skyTop: string; skyLow: string; cloud: string; far: string; land: string; sea: string; seaFar: string; wave: string; glint: string;
  hull: string; deck: string; rope: string; steel: string; tube: string; jacket: readonly string[]; sails: readonly string[];
}

export function marine(c: Ctx): Marine {
  const { t } = c, dusk = t.dark;
  return {
    dusk,
    skyTop: dusk ? mix('#26285c', t.primary, 0.18) : mix('#7fb9e6', t.second, 0.15), skyLow: dusk ? mix('#f2a27c', t.primary, 0.2) : mix('#e9f4f8', t.bg, 0.25),
    cloud: dusk ? mix('#f7c3a6', t.primary, 0.15) : '#ffffff', far: dusk ? mix('#5a4a78', t.primary, 0.15) : mix('#9fb7bf', t.second, 0.12), land: dusk ? mix('#3f3a5a', t.primary, 0.1) : mix('#7f9c78', t.second, 0.1),
    sea: dusk ? mix('#27406a', t.primary, 0.12) : mix('#2f7fa6', t.second, 0.2), seaFar: dusk ? mix('#a8708a', t.primary, 0.2) : mix('#8fc4dc', t.second, 0.15),
    wave: dusk ? '#f2b08c' : '#ffffff', glint: dusk ? '#ffd9a6' : '#ffffff',
    hull: dusk ? '#e9e6ef' : '#fbfbf8', deck: mix('#c9a77a', t.primary, 0.06), rope: '#e8dcc2', steel: '#b8bec6', tube: dusk ? '#6f7580' : '#8a9099',
    jacket: [mix('#e8552f', t.primary, 0.15), t.primary, t.second, mix('#f2c230', t.primary, 0.1)],
    sails: [t.primary, '#ffffff', t.second, mix('#e8552f', t.primary, 0.2), tint(t.primary, 0.55)],
  };
}

/** The sky from 0 to y with two flat clouds (a thin moon at dusk). */
export function skyOver(c: Ctx, k: Marine, y: number): string {
  const { W } = c;
  const cloud = (x: number, cy: number, r: number) => `M${n(x - r * 2)} ${n(cy)}a${n(r)} ${n(r * 0.8)} 0 0 1 ${n(r * 1.2)} ${n(-r * 0.7)}a${n(r)} ${n(r)} 0 0 1 ${n(r * 1.8)} ${n(-r * 0.2)}a${n(r * 0.8)} ${n(r * 0.7)} 0 0 1 ${n(r)} ${n(r * 0.9)}Z`;
  const out = [rect(0, 0, W, y, c.defs.lin([[0, k.skyTop], [1, k.skyLow]])), path(cloud(W * 0.24, y * 0.3, y * 0.08) + cloud(W * 0.7, y * 0.18, y * 0.055), k.cloud, { op: k.dusk ? 0.35 : 0.85 })];
  if (k.dusk) {
    const r = Math.min(W, y) * 0.04, mx = W * 0.84, my = y * 0.22;
    out.push(path(`M${n(mx)} ${n(my - r)}A${n(r)} ${n(r)} 0 1 0 ${n(mx)} ${n(my + r)}A${n(r * 0.75)} ${n(r)} 0 1 1 ${n(mx)} ${n(my - r)}Z`, '#fbf1d8', { op: 0.9 }));
  }
  return out.join('');
}

/**
 * A far shore along the horizon y: hills in two tones, a little town of white houses with dark roofs on one slope, a
 * lighthouse on the point. `side` puts the headland at the left (-1) or the right (1).
 */
export function shore(c: Ctx, k: Marine, y: number, h: number, side: 1 | -1 = -1): string {
  const { W } = c, X = (q: number) => (side < 0 ? W * q : W * (1 - q));
  const far = `M${n(X(-0.02))} ${n(y)}L${n(X(-0.02))} ${n(y - h * 0.7)}Q${n(X(0.12))} ${n(y - h * 1.05)} ${n(X(0.3))} ${n(y - h * 0.62)}Q${n(X(0.45))} ${n(y - h * 0.3)} ${n(X(0.62))} ${n(y - h * 0.18)}L${n(X(1.02))} ${n(y - h * 0.12)}L${n(X(1.02))} ${n(y)}Z`;
  const near = `M${n(X(-0.02))} ${n(y)}L${n(X(-0.02))} ${n(y - h * 0.45)}Q${n(X(0.1))} ${n(y - h * 0.6)} ${n(X(0.22))} ${n(y - h * 0.32)}Q${n(X(0.3))} ${n(y - h * 0.12)} ${n(X(0.36))} ${n(y)}Z`;
  let houses = '', roofs = '';
  for (let i = 0; i < 7; i++) {
    const hx = X(0.05 + i * 0.035), hy = y - h * (0.42 - Math.abs(i - 3) * 0.045) + (i % 2) * h * 0.05, w = h * 0.09;
    houses += `M${n(hx)} ${n(hy)}h${n(w)}v${n(w * 0.8)}h${n(-w)}Z`;
    roofs += `M${n(hx - w * 0.1)} ${n(hy)}l${n(w * 0.6)} ${n(-w * 0.45)}l${n(w * 0.6)} ${n(w * 0.45)}Z`;
  }
  const lx = X(0.34), ly = y - h * 0.08;
  return [path(far, k.far), path(near, k.land), path(houses, k.dusk ? '#d9cfd8' : '#f4f1ea'), path(roofs, k.dusk ? '#2c2b3e' : '#4b5563'),
    rect(lx - h * 0.03, ly - h * 0.3, h * 0.06, h * 0.3, '#f4f1ea'), rect(lx - h * 0.03, ly - h * 0.2, h * 0.06, h * 0.05, '#c8453a'), rect(lx - h * 0.04, ly - h * 0.36, h * 0.08, h * 0.06, k.dusk ? '#ffd98a' : '#3d4450')].join('');
}

/** The sea from y0 to y1: a gradient from the far sea's haze to deep water, lines of small waves batched into one path. */
export function seaFrom(c: Ctx, k: Marine, y0: number, y1 = c.H): string {
  const { W } = c, r = c.rng.fork('waves');
  let d = '';
  const rows = 9;
  for (let i = 1; i <= rows; i++) {
    const q = i / rows, y = y0 + (y1 - y0) * q * q, len = W * 0.02 * (0.5 + q * 2);
    for (let x = r.range(0, W * 0.12); x < W; x += W * r.range(0.08, 0.2)) d += `M${n(x)} ${n(y)}q${n(len / 2)} ${n(-len * 0.12)} ${n(len)} 0`;
  }
  return rect(0, y0, W, y1 - y0, c.defs.lin([[0, k.seaFar], [0.35, k.sea], [1, shade(k.sea, 0.15)]])) + stroke(d, k.wave, Math.max(1.2, W * 0.0016), 0.45);
}

/** A figure seated in a boat, hips at (x, y), s its height when seated: a buoyancy aid in `jacket`, arms, a head under a helmet or cap, no face. */
export function sailor(x: number, y: number, s: number, jacket: string, skin: string, head: string, lean = 0, dir: 1 | -1 = 1): string {
  const top: Pt = [x + lean * s * 0.5, y - s * 0.62], hd: Pt = [top[0] + lean * s * 0.12, top[1] - s * 0.2], r = s * 0.14;
  return [stroke(lineD([x, y], top), jacket, s * 0.34), stroke(lineD([top[0], top[1] + s * 0.12], [x + dir * s * 0.35, y - s * 0.22]), shade(skin, 0.05), s * 0.1),
    path(circleD(hd[0], hd[1], r), skin), path(`M${n(hd[0] - r * 1.08)} ${n(hd[1] + r * 0.1)}A${n(r * 1.08)} ${n(r * 1.08)} 0 0 1 ${n(hd[0] + r * 1.08)} ${n(hd[1] + r * 0.1)}Z`, head)].join('');
}

/** A wake: two white lines trailing behind a boat at (x, y), len long, toward -dir. */
export function wake(x: number, y: number, len: number, dir: 1 | -1, col: string): string {
  return stroke(`M${n(x)} ${n(y)}q${n(-dir * len * 0.5)} ${n(len * 0.04)} ${n(-dir * len)} ${n(len * 0.02)}M${n(x)} ${n(y + len * 0.02)}q${n(-dir * len * 0.4)} ${n(len * 0.1)} ${n(-dir * len * 0.85)} ${n(len * 0.14)}`, col, Math.max(1.5, len * 0.02), 0.7);
}

/**
 * A sailing dinghy on the waterline y, its middle at x, s long, its bow toward dir, heeling `heel` degrees: the hull with
 * a stripe, the mast, the boom and a mainsail in `sail`, a white jib, a helm and a crew (`crew` jacket colours, skin
 * tones) sitting out on the side. Drawn small it is a few paths.
 */
export function dinghy(x: number, y: number, s: number, dir: 1 | -1, o: { sail: string; hull: string; stripe: string; crew: readonly [string, string][]; heel?: number; helmet?: string }): string {
  const X = (q: number) => x + dir * q * s;
  const hull = `M${n(X(-0.5))} ${n(y - s * 0.09)}L${n(X(0.5))} ${n(y - s * 0.12)}Q${n(X(0.44))} ${n(y + s * 0.02)} ${n(X(0.22))} ${n(y + s * 0.035)}L${n(X(-0.47))} ${n(y + s * 0.03)}Z`;
  const mast: Pt = [X(0.12), y - s * 0.1], top: Pt = [X(0.1), y - s * 1.12], boom: Pt = [X(-0.46), y - s * 0.25], goose: Pt = [X(0.115), y - s * 0.23];
  const main = `M${n(top[0])} ${n(top[1])}L${n(goose[0])} ${n(goose[1])}L${n(boom[0])} ${n(boom[1])}Q${n(X(-0.22))} ${n(y - s * 0.75)} ${n(top[0])} ${n(top[1])}Z`;
  const jib = `M${n(X(0.11))} ${n(y - s * 0.82)}L${n(X(0.47))} ${n(y - s * 0.14)}L${n(X(0.15))} ${n(y - s * 0.2)}Q${n(X(0.22))} ${n(y - s * 0.5)} ${n(X(0.11))} ${n(y - s * 0.82)}Z`;
  const crew = o.crew.map(([jacket, skinTone], i) => sailor(X(-0.28 + i * 0.22), y - s * 0.1, s * 0.32, jacket, skinTone, o.helmet ?? '#2b2f36', -dir * 0.5, dir)).join('');
  const body = [path(jib, '#fbfbf8', { op: 0.95 }), path(main, o.sail), stroke(lineD(mast, top), '#4a4f58', Math.max(1.2, s * 0.014)), stroke(lineD(goose, boom), '#4a4f58', Math.max(1.2, s * 0.016)),
    crew, path(hull, o.hull), stroke(`M${n(X(-0.49))} ${n(y - s * 0.04)}L${n(X(0.47))} ${n(y - s * 0.065)}`, o.stripe, Math.max(1.5, s * 0.02))].join('');
  const heel = o.heel ?? 0;
  return [ellipse(x, y + s * 0.03, s * 0.55, s * 0.03, '#ffffff', { op: 0.35 }), heel ? `<g transform="rotate(${n(-dir * heel)} ${n(x)} ${n(y)})">${body}</g>` : body].join('');
}

/**
 * The instructor's RIB on the waterline y, its middle at x, s long, bow toward dir: grey tubes with an upswept bow, a dark
 * hull, the console with a windscreen, the outboard at the stern, the instructor standing at the wheel in a jacket; a
 * wake when `speed` (its bow lifted and spray at the bow).
 */
export function rib(c: Ctx, x: number, y: number, s: number, dir: 1 | -1, o: { console: string; jacket: string; skin: string; speed?: boolean; second?: [string, string] }): string {
  const k = marine(c), X = (q: number) => x + dir * q * s, th = s * 0.11;
  const tube = `M${n(X(-0.48))} ${n(y - th * 1.1)}L${n(X(0.3))} ${n(y - th * 1.1)}Q${n(X(0.5))} ${n(y - th * 1.15)} ${n(X(0.52))} ${n(y - th * 1.75)}Q${n(X(0.56))} ${n(y - th * 0.5)} ${n(X(0.38))} ${n(y - th * 0.1)}L${n(X(-0.48))} ${n(y - th * 0.1)}Q${n(X(-0.53))} ${n(y - th * 0.6)} ${n(X(-0.48))} ${n(y - th * 1.1)}Z`;
  const hull = `M${n(X(-0.46))} ${n(y - th * 0.15)}L${n(X(0.36))} ${n(y - th * 0.15)}L${n(X(0.2))} ${n(y + th * 0.35)}L${n(X(-0.44))} ${n(y + th * 0.3)}Z`;
  const out: string[] = [];
  if (o.speed) out.push(wake(X(-0.5), y + th * 0.2, s * 1.4, dir, '#ffffff'), path(`${circleD(X(0.42), y - th * 0.2, th * 0.5)}${circleD(X(0.5), y - th * 0.5, th * 0.35)}${circleD(X(0.32), y, th * 0.45)}`, '#ffffff', { op: 0.75 }));
  else out.push(ellipse(x, y + th * 0.3, s * 0.55, th * 0.25, '#ffffff', { op: 0.3 }));
  // The instructor standing behind the console, a second figure seated when asked.
  const px = X(-0.12), ph = s * 0.5;
  out.push(stroke(lineD([px, y - th * 1.1], [px, y - ph * 0.55]), '#2b2f38', ph * 0.14), stroke(lineD([px, y - ph * 0.55], [px + dir * ph * 0.02, y - ph * 0.88]), o.jacket, ph * 0.2),
    stroke(lineD([px + dir * ph * 0.02, y - ph * 0.82], [X(0.05), y - ph * 0.62]), shade(o.skin, 0.05), ph * 0.07), path(circleD(px + dir * ph * 0.03, y - ph * 0.98, ph * 0.08), o.skin),
    path(`M${n(px + dir * ph * 0.03 - ph * 0.085)} ${n(y - ph * 0.99)}A${n(ph * 0.085)} ${n(ph * 0.085)} 0 0 1 ${n(px + dir * ph * 0.03 + ph * 0.085)} ${n(y - ph * 0.99)}ZM${n(px + dir * ph * 0.06)} ${n(y - ph * 1.02)}h${n(dir * ph * 0.09)}v${n(ph * 0.025)}h${n(-dir * ph * 0.09)}Z`, '#2b2f36'));
  if (o.second) out.push(sailor(X(-0.32), y - th * 1.0, s * 0.24, o.second[0], o.second[1], '#2b2f36', 0, dir));
  out.push(rect(Math.min(X(0.02), X(0.14)), y - th * 2.6, s * 0.12, th * 1.5, o.console, { rx: s * 0.01 }), path(`M${n(X(0.04))} ${n(y - th * 2.6)}L${n(X(0.09))} ${n(y - th * 3.3)}L${n(X(0.13))} ${n(y - th * 2.6)}Z`, tint(k.seaFar, 0.3), { op: 0.8 }));
  out.push(path(hull, '#2f333b'), path(tube, k.tube), stroke(`M${n(X(-0.46))} ${n(y - th * 0.62)}L${n(X(0.38))} ${n(y - th * 0.62)}`, shade(k.tube, 0.2), Math.max(1, th * 0.1)));
  // The outboard on the transom.
  out.push(rect(Math.min(X(-0.56), X(-0.48)), y - th * 1.9, s * 0.08, th * 1.1, '#2b2f36', { rx: s * 0.015 }), stroke(lineD([X(-0.53), y - th * 0.8], [X(-0.53), y + th * 0.5]), '#2b2f36', s * 0.025));
  return out.join('');
}

/**
 * A cruising yacht on the waterline y, its middle at x, s long, its bow toward dir: a white hull with a boot stripe in the
 * brand colour, the cabin top with windows, the mast and boom; under sail (a mainsail and a genoa, heeling) or moored
 * (the mainsail under its cover in the brand colour, fenders over the side). Crew in the cockpit.
 */
export function yacht(x: number, y: number, s: number, dir: 1 | -1, o: { stripe: string; cover: string; sailing: boolean; crew?: readonly [string, string][]; heel?: number; fenders?: boolean; hull?: string }): string {
  const X = (q: number) => x + dir * q * s, fb = s * 0.1, hull = o.hull ?? '#fbfbf8';
  const hullD = `M${n(X(-0.5))} ${n(y - fb * 0.95)}L${n(X(0.5))} ${n(y - fb * 1.25)}Q${n(X(0.46))} ${n(y - fb * 0.2)} ${n(X(0.34))} ${n(y + fb * 0.05)}L${n(X(-0.44))} ${n(y + fb * 0.05)}Q${n(X(-0.5))} ${n(y - fb * 0.4)} ${n(X(-0.5))} ${n(y - fb * 0.95)}Z`;
  const cabin = `M${n(X(-0.18))} ${n(y - fb * 1.05)}L${n(X(-0.15))} ${n(y - fb * 1.6)}L${n(X(0.2))} ${n(y - fb * 1.62)}L${n(X(0.28))} ${n(y - fb * 1.12)}Z`;
  const mast: Pt = [X(0.06), y - fb * 1.6], top: Pt = [X(0.06), y - s * 1.3], goose: Pt = [X(0.06), y - fb * 2.1], boomEnd: Pt = [X(-0.42), y - fb * 2.2];
  const out: string[] = [ellipse(x, y + fb * 0.2, s * 0.55, fb * 0.25, '#ffffff', { op: 0.3 })];
  let rig = stroke(lineD(top, [X(0.5), y - fb * 1.25]) + lineD(top, [X(-0.5), y - fb * 0.95]), '#6b7079', Math.max(1, s * 0.004));
  if (o.sailing) {
    const main = `M${n(top[0])} ${n(top[1] + s * 0.02)}L${n(goose[0])} ${n(goose[1])}L${n(boomEnd[0])} ${n(boomEnd[1])}Q${n(X(-0.26))} ${n(y - s * 0.7)} ${n(top[0])} ${n(top[1] + s * 0.02)}Z`;
    const genoa = `M${n(X(0.07))} ${n(y - s * 1.1)}L${n(X(0.49))} ${n(y - fb * 1.3)}L${n(X(-0.08))} ${n(y - fb * 1.7)}Q${n(X(0.2))} ${n(y - s * 0.55)} ${n(X(0.07))} ${n(y - s * 1.1)}Z`;
    rig = path(genoa, '#f4f2ec') + path(main, '#fbfbf8') + stroke(`M${n(X(-0.12))} ${n(y - s * 0.35)}Q${n(X(-0.16))} ${n(y - s * 0.6)} ${n(X(0.04))} ${n(y - s * 1.0)}`, '#d9dde2', Math.max(1, s * 0.006)) + rig;
  } else rig += path(`M${n(goose[0])} ${n(goose[1] - fb * 0.25)}L${n(boomEnd[0])} ${n(boomEnd[1] - fb * 0.15)}Q${n(boomEnd[0] - dir * fb * 0.2)} ${n(boomEnd[1] + fb * 0.1)} ${n(boomEnd[0])} ${n(boomEnd[1] + fb * 0.15)}L${n(goose[0])} ${n(goose[1] + fb * 0.2)}Z`, o.cover);
  const crew = (o.crew ?? []).map(([jacket, skinTone], i) => sailor(X(-0.32 + i * 0.1), y - fb * 1.0, s * 0.13, jacket, skinTone, '#2b2f36', 0, dir)).join('');
  const body = [rig, stroke(lineD(mast, top), '#8a9099', Math.max(1.5, s * 0.011)), stroke(lineD(goose, boomEnd), '#6b7079', Math.max(1.5, s * 0.012)), crew,
    path(cabin, hull), stroke(`M${n(X(-0.1))} ${n(y - fb * 1.35)}H${n(X(0.14))}`, '#2f3640', fb * 0.22), path(hullD, hull),
    stroke(`M${n(X(-0.47))} ${n(y - fb * 0.2)}L${n(X(0.42))} ${n(y - fb * 0.3)}`, o.stripe, fb * 0.2), stroke(`M${n(X(-0.5))} ${n(y - fb * 0.95)}L${n(X(0.5))} ${n(y - fb * 1.25)}`, '#c9ced6', Math.max(1, fb * 0.08))];
  if (o.fenders) for (const q of [-0.25, 0, 0.25]) body.push(rect(X(q) - fb * 0.12, y - fb * 0.75, fb * 0.24, fb * 0.55, '#f4f1ea', { rx: fb * 0.1 }));
  const heel = o.heel ?? 0;
  out.push(heel ? `<g transform="rotate(${n(-dir * heel)} ${n(x)} ${n(y)})">${body.join('')}</g>` : body.join(''));
  return out.join('');
}

/** A racing mark on the water at (x, y): a yellow buoy, its reflection. */
export function mark(x: number, y: number, r: number): string {
  return [ellipse(x, y + r * 0.2, r * 1.4, r * 0.3, '#ffffff', { op: 0.3 }), path(`M${n(x - r)} ${n(y)}L${n(x - r * 0.7)} ${n(y - r * 2.2)}H${n(x + r * 0.7)}L${n(x + r)} ${n(y)}Z`, '#f2c230'),
    rect(x - r * 0.75, y - r * 1.3, r * 1.5, r * 0.3, '#2b2f36', { op: 0.8 })].join('');
}
