import type { Ctx } from './ctx';
import { mirrorX, sibling, zoom } from './ctx';
import { mix, shade, tint } from './palette';
import { circleD, ellipse, lerp, n, path, rect, rectD, type Pt } from './svg';
import { leafD } from './objects';
import { skin } from './industry-kit';
import { awning } from './street';
import { sparkles } from './props-trade';
import { pottedPlant, wallArt } from './props';
import { armchair } from './props-rooms';

/**
 * Two trades pictured by whole scenes of their own (service.ts `TRADES`), each in eight drawings so that a hero, an
 * about picture and six cards never repeat one (`specialistView`): a window cleaner at work outside a house, a
 * terrace or a shop (this file), a nail bar's manicure desk, pedicure chair and wall of polish (below). The hero
 * shows the trade's own scene wide; behind a banner headline that view with its subject on the end side, never
 * mirrored. Natural colours (brick, slate, skin, water) are mixed a little toward the palette.
 */

/** Which of eight views a picture shows: the hero 0, cards 1..6 in order, about (and a start-up's benefits) 7. */
export function specialistView(c: Pick<Ctx, 'family' | 'slot' | 'seed' | 'variant'>, salt: string): number {
  const hero = sibling({ family: c.family, slot: 'hero', seed: c.seed, variant: 0 }, 8, salt);
  return (sibling(c.slot === 'benefits' && c.variant === 0 ? { ...c, slot: 'about' } : c, 8, salt) - hero + 8) % 8;
}


/**
 * A worker, feet at (x, y), h tall, seen side-on enough to hold things: boots, trousers, a top in `suit`, a cap in
 * `cap` with its peak toward dir, a head in a skin tone (no face), the back arm to `back` and the front arm to `front`.
 */
function figure(x: number, y: number, h: number, o: { suit: string; cap: string; skin: string; dir: 1 | -1; front: Pt; back: Pt }): string {
  const u = h / 8, d = o.dir, sy = y - h + u * 1.65, hip = y - u * 3.6, legs = mix('#2b2f38', o.suit, 0.15);
  const arm = (sx: number, [hx, hy]: Pt, bend: number) => {
    const mx = (sx + hx) / 2, my = (sy + u * 0.4 + hy) / 2;
    return `M${n(sx)} ${n(sy + u * 0.4)}Q${n(mx + d * bend * u)} ${n(my + u * 0.5)} ${n(hx)} ${n(hy)}`;
  };
  const sleeve = { stroke: shade(o.suit, 0.12), sw: u * 0.55, round: true };
  const torso = `M${n(x - u * 0.95)} ${n(sy + u * 0.5)}Q${n(x - u * 0.95)} ${n(sy)} ${n(x - u * 0.4)} ${n(sy)}H${n(x + u * 0.4)}Q${n(x + u * 0.95)} ${n(sy)} ${n(x + u * 0.95)} ${n(sy + u * 0.5)}L${n(x + u * 0.85)} ${n(hip)}H${n(x - u * 0.85)}Z`;
  const hy = y - h + u * 0.75, hr = u * 0.7;
  return [path(`M${n(x - u * 0.42)} ${n(hip - u * 0.2)}V${n(y - u * 0.5)}M${n(x + u * 0.42)} ${n(hip - u * 0.2)}V${n(y - u * 0.5)}`, 'none', { stroke: legs, sw: u * 0.72, round: true }),
    path(`M${n(x - u * 0.8)} ${n(y)}h${n(u * 0.78)}v${n(-u * 0.42)}h${n(-u * 0.7)}ZM${n(x + u * 0.05)} ${n(y)}h${n(u * 0.78)}v${n(-u * 0.42)}h${n(-u * 0.7)}Z`, '#2b2b2e'),
    path(arm(x - d * u * 0.75, o.back, -0.6), 'none', sleeve), path(torso, o.suit), path(arm(x + d * u * 0.75, o.front, 0.6), 'none', sleeve),
    path(`${circleD(o.back[0], o.back[1], u * 0.3)}${circleD(o.front[0], o.front[1], u * 0.3)}`, o.skin),
    rect(x - u * 0.25, sy - u * 0.45, u * 0.5, u * 0.55, shade(o.skin, 0.1)), path(circleD(x, hy, hr), o.skin),
    path(`M${n(x - hr)} ${n(hy - hr * 0.15)}A${n(hr)} ${n(hr)} 0 0 1 ${n(x + hr)} ${n(hy - hr * 0.15)}ZM${n(x + d * hr * 0.3)} ${n(hy - hr * 0.32)}h${n(d * hr * 1.2)}v${n(hr * 0.24)}h${n(-d * hr * 1.2)}Z`, o.cap)].join('');
}

/** A point t of the way from a to b. */

// ---------------------------------------------------------------------------------------------------------------
// The window cleaner.

interface Street { brick: string; render: string; pastel: string; slate: string; gutter: string; fascia: string; frame: string; stone: string }

function streetTones(c: Ctx): Street {
  const { t } = c, k = t.dark ? 0.22 : 0;
  return {
    brick: shade(mix('#b3654b', t.primary, 0.08), k), render: shade(mix('#efe6d6', t.bg, 0.15), k), pastel: shade(mix('#e6d3c0', t.second, 0.18), k),
    slate: mix('#4b5159', t.primary, 0.1), gutter: '#2f3337', fascia: t.dark ? '#d9dbdd' : '#f6f4ee', frame: t.dark ? '#d9dcdf' : '#f8f7f3', stone: shade(mix('#d9d2c3', t.bg, 0.1), k),
  };
}

/** Sky by day (dimmer on a dark site) from 0 to y, with two flat clouds. */
function daySky(c: Ctx, y: number): string {
  const { W, t } = c;
  const top = t.dark ? mix('#4f7ea6', t.bg, 0.3) : mix('#8ec3ea', t.second, 0.12), low = t.dark ? mix('#b7c8d6', t.bg, 0.4) : mix('#eef5f8', t.bg, 0.25);
  const cloud = (x: number, cy: number, r: number) => `M${n(x - r * 2)} ${n(cy)}a${n(r)} ${n(r * 0.8)} 0 0 1 ${n(r * 1.2)} ${n(-r * 0.7)}a${n(r)} ${n(r)} 0 0 1 ${n(r * 1.8)} ${n(-r * 0.2)}a${n(r * 0.8)} ${n(r * 0.7)} 0 0 1 ${n(r)} ${n(r * 0.9)}Z`;
  return rect(0, 0, W, y, c.defs.lin([[0, top], [1, low]])) + path(cloud(W * 0.16, y * 0.2, y * 0.06) + cloud(W * 0.8, y * 0.12, y * 0.04), '#ffffff', { op: t.dark ? 0.3 : 0.85 });
}

/** How a pane looks: just cleaned (a diagonal shine), not yet (a dull film), wet under the brush (drips), or as it is. */
type Glass = 'gleam' | 'dull' | 'wet' | 'plain';

/**
 * Window panes in light frames on stone sills, drawn in layers (frames, glass, films, shines, bars, sills) so that a
 * row of houses costs a few elements: `add` a pane at (x, y), w × h, with sash bars or a casement's mullion and
 * transom; `svg` the markup.
 */
function glazing(c: Ctx, m: number): { add: (x: number, y: number, w: number, h: number, state: Glass, sash: boolean) => void; svg: () => string } {
  const { t } = c, k = streetTones(c), fw = Math.max(2, m * 0.07);
  const fill = c.defs.lin([[0, mix('#d3e9f7', t.second, 0.1)], [1, mix('#58778f', t.primary, 0.12)]], 0, 0, 0.35, 1);
  let frames = '', films = '', wet = '', drips = '', bars = '', sills = '', bright = '', soft = '';
  const glass: string[] = [];
  return {
    add(x, y, w, h, state, sash) {
      frames += rectD(x - fw, y - fw, w + fw * 2, h + fw * 2);
      glass.push(rect(x, y, w, h, fill));
      if (state === 'dull') films += rectD(x, y, w, h);
      if (state === 'gleam') { bright += band(x, y, w, h, 0.06, 0.22); soft += band(x, y, w, h, 0.3, 0.36); }
      if (state === 'wet') { wet += rectD(x, y, w, h); for (const [fx, fl] of [[0.18, 0.5], [0.34, 0.75], [0.52, 0.4], [0.7, 0.65], [0.86, 0.55]] as const) drips += `M${n(x + w * fx)} ${n(y + h * 0.2)}v${n(h * fl)}`; }
      bars += sash ? `M${n(x)} ${n(y + h * 0.5)}H${n(x + w)}M${n(x + w / 2)} ${n(y)}V${n(y + h)}` : `M${n(x + w / 2)} ${n(y)}V${n(y + h)}M${n(x)} ${n(y + h * 0.3)}H${n(x + w)}`;
      sills += rectD(x - fw * 2.2, y + h + fw, w + fw * 4.4, Math.max(3, m * 0.1));
    },
    svg: () => [path(frames, k.frame), ...glass, films && path(films, '#d8d0bd', { op: 0.35 }), bright && path(bright, '#ffffff', { op: 0.5 }), soft && path(soft, '#ffffff', { op: 0.35 }),
      wet && path(wet, '#eaf6ff', { op: 0.3 }), drips && path(drips, 'none', { stroke: '#ffffff', sw: Math.max(1.5, m * 0.025), op: 0.7, round: true }),
      path(bars, 'none', { stroke: k.frame, sw: fw * 0.9 }), path(sills, k.stone)].join(''),
  };
}

/** One band of a just-cleaned pane's diagonal shine, from a to b of its width at the foot, inside its edges. */
const band = (x: number, y: number, w: number, h: number, a: number, b: number) => `M${n(x + w * a)} ${n(y + h)}L${n(x + w * (a + 0.42))} ${n(y)}H${n(x + w * (b + 0.42))}L${n(x + w * b)} ${n(y + h)}Z`;

/** The light diagonal shine of a just-cleaned pane: two bands across it, inside its edges. */
function shine(x: number, y: number, w: number, h: number): string {
  return path(band(x, y, w, h, 0.06, 0.22), '#ffffff', { op: 0.5 }) + path(band(x, y, w, h, 0.3, 0.36), '#ffffff', { op: 0.35 });
}

/** Brick courses over a wall (x, y, w, h): faint lines every 0.3 m. */
function courses(x: number, y: number, w: number, h: number, m: number, col: string): string {
  let d = '';
  for (let yy = y + m * 0.3; yy < y + h; yy += Math.max(m * 0.3, h / 40)) d += `M${n(x)} ${n(yy)}h${n(w)}`;
  return path(d, 'none', { stroke: col, sw: Math.max(1, m * 0.02), op: 0.35 });
}

interface Pane { x: number; y: number; w: number; h: number }

/**
 * House fronts standing on `base` from x0, m px per metre: one detached house (two bays under a hipped roof, a
 * chimney) or a terrace of `units` houses (one bay each, a shared roof, stacks on the party walls). Along the
 * eaves a white fascia and the black gutter with its downpipes. The upper window `target` is wet under the
 * cleaner's brush, the other upper ones gleam, the ground floor waits. Returns the markup and the upper panes.
 */
function fronts(c: Ctx, x0: number, base: number, m: number, units: number, target: number): { svg: string; upper: Pane[] } {
  const { t } = c, k = streetTones(c), detached = units === 1;
  const uw = detached ? m * 7.6 : m * 4.6, span = uw * units, eaves = base - m * (detached ? 5.4 : 5.2), ridge = base - m * (detached ? 7.6 : 7.1);
  const out: string[] = [];
  // Chimneys behind the roof: one on a detached house, a stack on each party wall of a terrace.
  const stacks = detached ? [x0 + uw - m * 2.1] : Array.from({ length: units + 1 }, (_, i) => x0 + i * uw - m * 0.35);
  let chim = '', pots = '';
  for (const sx of stacks) { chim += `M${n(sx)} ${n(ridge + m * 0.6)}V${n(ridge - m * 0.8)}h${n(m * 0.7)}V${n(ridge + m * 0.6)}Z`; pots += `M${n(sx + m * 0.12)} ${n(ridge - m * 0.8)}v${n(-m * 0.3)}h${n(m * 0.16)}v${n(m * 0.3)}ZM${n(sx + m * 0.42)} ${n(ridge - m * 0.8)}v${n(-m * 0.3)}h${n(m * 0.16)}v${n(m * 0.3)}Z`; }
  out.push(path(chim, k.brick), path(pots, mix('#b86a4b', t.primary, 0.1)));
  const roof = detached ? `M${n(x0 - m * 0.35)} ${n(eaves)}L${n(x0 + m * 2.4)} ${n(ridge)}H${n(x0 + uw - m * 2.4)}L${n(x0 + uw + m * 0.35)} ${n(eaves)}Z` : `M${n(x0 - m * 0.35)} ${n(eaves)}V${n(ridge)}H${n(x0 + span + m * 0.35)}V${n(eaves)}Z`;
  let tiles = '';
  for (let yy = ridge + m * 0.45; yy < eaves; yy += m * 0.45) tiles += `M${n(x0 - m * 0.3)} ${n(yy)}H${n(x0 + span + m * 0.3)}`;
  out.push(path(roof, k.slate), g2(path(tiles, 'none', { stroke: shade(k.slate, 0.2), sw: Math.max(1, m * 0.03) }), roof, c));
  const walls = [k.brick, k.render, k.pastel];
  const doors = [t.second, mix('#2f5d50', t.primary, 0.15), mix('#8c2f39', t.primary, 0.15), t.primary];
  const upper: Pane[] = [], panes = glazing(c, m), glassDoor = tint(mix('#cfe2ee', t.second, 0.1), 0.2);
  let lines = '', frames = '', lights = '', canopies = '', steps = '', knobs = '';
  const doorPanels: string[] = [];
  for (let i = 0; i < units; i++) {
    const ux = x0 + i * uw, wall = detached ? k.brick : walls[i % 3] as string;
    out.push(rect(ux, eaves, uw, base - eaves, wall));
    if (wall === k.brick) for (let yy = eaves + m * 0.3; yy < base; yy += Math.max(m * 0.3, 2)) lines += `M${n(ux)} ${n(yy)}h${n(uw)}`;
    const ups = detached ? [ux + m * 1.2, ux + uw - m * 2.5] : [ux + uw / 2 - m * 0.6];
    for (const px of ups) upper.push({ x: px, y: base - m * 4.7, w: m * (detached ? 1.3 : 1.2), h: m * 1.35 });
    // The ground floor: a wide window and the front door under a canopy, the door on alternate sides along a terrace.
    const doorLeft = !detached && i % 2 === 1, dw = m * 0.95, dx = doorLeft ? ux + m * 0.55 : ux + uw - m * (detached ? 2.45 : 1.5);
    panes.add(doorLeft ? ux + uw - m * 2.3 : ux + m * (detached ? 1.0 : 0.6), base - m * 2.45, m * (detached ? 1.8 : 1.7), m * 1.35, 'dull', true);
    frames += `M${n(dx - m * 0.1)} ${n(base)}v${n(-m * 2.3)}h${n(dw + m * 0.2)}v${n(m * 2.3)}Z`;
    doorPanels.push(rect(dx, base - m * 2.2, dw, m * 2.2, doors[(i + (detached ? 0 : 1)) % doors.length] as string));
    lights += `M${n(dx + dw * 0.2)} ${n(base - m * 2.05)}h${n(dw * 0.6)}v${n(m * 0.35)}h${n(-dw * 0.6)}Z`;
    knobs += circleD(dx + dw * (doorLeft ? 0.82 : 0.18), base - m * 1.1, m * 0.045);
    canopies += `M${n(dx - m * 0.3)} ${n(base - m * 2.55)}h${n(dw + m * 0.6)}v${n(m * 0.14)}h${n(-dw - m * 0.6)}Z`;
    steps += `M${n(dx - m * 0.15)} ${n(base)}v${n(-m * 0.12)}h${n(dw + m * 0.3)}v${n(m * 0.12)}Z`;
  }
  upper.forEach((p, i) => panes.add(p.x, p.y, p.w, p.h, i === target ? 'wet' : 'gleam', detached));
  out.push(path(lines, 'none', { stroke: shade(k.brick, 0.3), sw: Math.max(1, m * 0.02), op: 0.35 }), panes.svg(), path(frames, k.frame), ...doorPanels,
    path(lights, glassDoor), path(knobs, '#d8b15a'), path(canopies, shade(k.frame, 0.08)), path(steps, k.stone));
  // The fascia and the gutter along the eaves, a downpipe at each end of the house (each party wall of a terrace).
  let pipes = '';
  for (const px of detached ? [x0 + uw - m * 0.3] : stacks.map((s) => s + m * 0.3)) pipes += `M${n(px)} ${n(eaves + m * 0.2)}V${n(base)}h${n(m * 0.18)}`;
  out.push(rect(x0 - m * 0.35, eaves - m * 0.12, span + m * 0.7, m * 0.2, k.fascia), rect(x0 - m * 0.42, eaves + m * 0.02, span + m * 0.84, m * 0.16, k.gutter, { rx: m * 0.05 }),
    path(pipes, 'none', { stroke: k.gutter, sw: Math.max(2, m * 0.09) }));
  const sp = upper.filter((_, i) => i !== target).map((p) => [p.x + p.w * 0.8, p.y + p.h * 0.22] as const);
  out.push(sparkles(sp, m * 0.22, '#ffffff'));
  return { svg: out.join(''), upper };
}

/** Markup clipped to a path's shape (the roof's tile lines stay on the roof). */
function g2(body: string, shapeD: string, c: Ctx): string {
  return `<g clip-path="${c.defs.clip(`<path d="${shapeD}"/>`)}">${body}</g>`;
}

/**
 * A small van side-on, its rear at x and wheels on y, facing dir: a plain body in `col` (no writing), a band in the
 * second colour, the cab's glass, a roof rack with a ladder on it, bumpers, lights and two wheels. About 5 m long.
 */
function van(c: Ctx, x: number, y: number, m: number, col: string, dir: 1 | -1): string {
  const X = (k: number) => x + dir * k * m, r = m * 0.34, tyre = c.t.dark ? '#4a505a' : '#2a2e35';
  const body = `M${n(X(0))} ${n(y - m * 0.35)}V${n(y - m * 2.05)}Q${n(X(0))} ${n(y - m * 2.15)} ${n(X(0.15))} ${n(y - m * 2.15)}H${n(X(3.55))}L${n(X(4.35))} ${n(y - m * 1.2)}L${n(X(4.95))} ${n(y - m * 1.0)}V${n(y - m * 0.35)}Z`;
  const glass = mix('#cfe0ea', c.t.bg, 0.2);
  let rungs = '';
  for (let k = 0.5; k < 3.4; k += 0.35) rungs += `M${n(X(k))} ${n(y - m * 2.2)}v${n(-m * 0.16)}`;
  return [ellipse(X(2.5), y, m * 2.7, Math.max(2, m * 0.08), c.t.shadow, { op: 0.22 }), path(body, col),
    rect(Math.min(X(0), X(3.6)), y - m * 1.25, m * 3.6, m * 0.16, c.t.second),
    path(`M${n(X(3.65))} ${n(y - m * 2.02)}L${n(X(4.22))} ${n(y - m * 1.25)}H${n(X(3.65))}Z`, glass),
    path(`M${n(X(3.55))} ${n(y - m * 2.1)}V${n(y - m * 0.4)}M${n(X(0.05))} ${n(y - m * 1.95)}V${n(y - m * 0.4)}`, 'none', { stroke: shade(col, 0.2), sw: Math.max(1.5, m * 0.03) }),
    path(`M${n(X(0.3))} ${n(y - m * 2.2)}H${n(X(3.5))}M${n(X(0.3))} ${n(y - m * 2.36)}H${n(X(3.5))}${rungs}`, 'none', { stroke: '#b9bec6', sw: Math.max(1.5, m * 0.05), round: true }),
    rect(Math.min(X(4.8), X(4.98)), y - m * 0.95, m * 0.18, m * 0.16, '#fff3c4', { rx: 2 }), rect(Math.min(X(0), X(0.1)), y - m * 1.9, m * 0.1, m * 0.3, '#e0565b', { rx: 1 }),
    rect(Math.min(X(-0.05), X(5.0)), y - m * 0.5, m * 5.05, m * 0.18, shade(col, 0.35), { rx: 3 }),
    ...[0.85, 4.0].map((k) => path(`${circleD(X(k), y - r, r)}`, tyre) + path(circleD(X(k), y - r, r * 0.5), '#c9ced6'))].join('');
}

/** A bucket on y at x, s ≈ its height, in col, with a squeegee standing in it. */
function bucket(x: number, y: number, s: number, col: string): string {
  return [path(`M${n(x + s * 0.1)} ${n(y - s * 0.9)}L${n(x + s * 0.45)} ${n(y - s * 1.9)}M${n(x + s * 0.2)} ${n(y - s * 2.0)}L${n(x + s * 0.7)} ${n(y - s * 1.8)}`, 'none', { stroke: '#30343b', sw: Math.max(2, s * 0.09), round: true }),
    path(`M${n(x - s * 0.55)} ${n(y - s)}L${n(x - s * 0.45)} ${n(y)}H${n(x + s * 0.45)}L${n(x + s * 0.55)} ${n(y - s)}Z`, col),
    rect(x - s * 0.6, y - s * 1.06, s * 1.2, s * 0.12, shade(col, 0.25), { rx: 2 }),
    path(`M${n(x - s * 0.52)} ${n(y - s)}Q${n(x)} ${n(y - s * 1.55)} ${n(x + s * 0.52)} ${n(y - s)}`, 'none', { stroke: '#9aa1ab', sw: Math.max(1, s * 0.05) })].join('');
}

/** A water-fed pole from its butt b to its brush at top, jets of pure water spraying onto the glass above the brush. */
function pole(c: Ctx, b: Pt, top: Pt, m: number): string {
  const sw = Math.max(2, m * 0.06), bw = m * 0.5;
  return [path(`M${n(b[0])} ${n(b[1])}L${n(top[0])} ${n(top[1])}`, 'none', { stroke: c.t.dark ? '#d6dbe1' : '#7d848e', sw, round: true }),
    rect(top[0] - bw / 2, top[1] - m * 0.08, bw, m * 0.16, c.t.second, { rx: m * 0.05 }), rect(top[0] - bw * 0.46, top[1] - m * 0.13, bw * 0.92, m * 0.06, '#30343b', { rx: 1 }),
    path(`M${n(top[0] - bw * 0.35)} ${n(top[1] - m * 0.14)}q${n(-m * 0.12)} ${n(-m * 0.3)} ${n(-m * 0.02)} ${n(-m * 0.45)}M${n(top[0] + bw * 0.35)} ${n(top[1] - m * 0.14)}q${n(m * 0.12)} ${n(-m * 0.3)} ${n(m * 0.02)} ${n(-m * 0.45)}`, 'none', { stroke: '#ffffff', sw: Math.max(1.5, m * 0.035), op: 0.9, round: true, dash: `${n(Math.max(2, m * 0.06))} ${n(Math.max(2, m * 0.05))}` })].join('');
}

/** The point of the pole a→b a hand from `shoulder` holds: the one nearest `at` (a fraction along it) within an arm's length (0.62 m). */
function grip(shoulder: Pt, a: Pt, b: Pt, at: number, m: number): Pt {
  let best: Pt = a, score = Infinity;
  for (let i = 0; i <= 40; i++) {
    const p = lerp(a, b, i / 40), d = Math.hypot(p[0] - shoulder[0], p[1] - shoulder[1]);
    const sc = (d <= m * 0.62 ? 0 : 100 + d / m) + Math.abs(i / 40 - at);
    if (sc < score) { score = sc; best = p; }
  }
  return best;
}

/** The shoulders of a `figure` standing at (x, y), h tall, facing dir: [front, back]. */
function shoulders(x: number, y: number, h: number, dir: 1 | -1): [Pt, Pt] {
  const u = h / 8, sy = y - h + u * 2.05;
  return [[x + dir * u * 0.75, sy], [x - dir * u * 0.75, sy]];
}

/** A hose (a thin dark line) through the points. */
const hose = (d: string, m: number) => path(d, 'none', { stroke: '#23262b', sw: Math.max(1.5, m * 0.035), round: true });

/** A pure-water trolley: a tall tank on two wheels with a handle and a hose reel, standing on y at x. */
function trolley(c: Ctx, x: number, y: number, m: number): string {
  return [ellipse(x, y, m * 0.5, Math.max(2, m * 0.05), c.t.shadow, { op: 0.2 }), path(`M${n(x - m * 0.3)} ${n(y - m * 0.2)}V${n(y - m * 1.35)}l${n(-m * 0.15)} ${n(-m * 0.2)}`, 'none', { stroke: '#5a6068', sw: Math.max(2, m * 0.05), round: true }),
    rect(x - m * 0.28, y - m * 1.1, m * 0.62, m * 0.95, mix('#8cc4e4', c.t.second, 0.15), { rx: m * 0.08, op: 0.9 }), rect(x - m * 0.28, y - m * 0.7, m * 0.62, m * 0.55, mix('#4f94c4', c.t.second, 0.15), { rx: m * 0.08 }),
    path(`${circleD(x + m * 0.03, y - m * 1.3, m * 0.2)}`, c.t.primary), path(circleD(x + m * 0.03, y - m * 1.3, m * 0.1), '#23262b'),
    path(circleD(x + m * 0.02, y - m * 0.14, m * 0.14), '#2a2e35')].join('');
}

/** A round tree standing on y at x, s tall. */
function tree(c: Ctx, x: number, y: number, s: number): string {
  const leaf = mix('#5d8f57', c.t.second, 0.12);
  return rect(x - s * 0.04, y - s * 0.5, s * 0.08, s * 0.5, mix('#6b4a33', c.t.primary, 0.1)) + path(circleD(x - s * 0.15, y - s * 0.6, s * 0.25) + circleD(x + s * 0.14, y - s * 0.66, s * 0.26), shade(leaf, 0.1)) + path(circleD(x, y - s * 0.85, s * 0.26), leaf);
}

const CLOTHES = (c: Ctx) => mix('#2f4a6d', c.t.second, 0.2);

/**
 * The street: a house (detached, or a terrace running off both edges) behind its front garden wall, the pavement and
 * the road; the cleaner on the pavement reaching an upper window with a water-fed pole, its hose running to the van
 * at the kerb (`kit`), to a pure-water trolley beside them, or out of the frame; a bucket. The cleaner, the van and the bucket stand
 * nearer than the house, a fifth larger. Behind a banner headline the house stands on the end side, the van before
 * it, and the start side is sky, wall and pavement. Returns the markup and the point between the cleaner and the
 * window (what a closer view looks at).
 */
function street(c: Ctx, o: { terrace: boolean; kit: 'van' | 'trolley' | 'none' }): { svg: string; focus: Pt } {
  const { W, H, t } = c, k = streetTones(c);
  const m = Math.min(H * 0.086, W * (c.behindText ? 0.05 : o.kit === 'trolley' ? 0.09 : 0.064)), fm = m * 1.2;
  const base = H * 0.72, wallY = H * 0.8, kerb = H * 0.885, feet = H * 0.87;
  const out = [daySky(c, base), rect(0, base - m * 0.1, W, wallY - base + m * 0.1, mix('#7fae6a', t.second, 0.1))];
  const hw = o.terrace ? m * 4.6 : m * 7.6, hx = c.behindText ? W * 0.7 : o.terrace ? W * 0.5 : W * 0.5 - m * 2.4;
  let x0 = hx - hw / 2, units = 1;
  // A terrace runs off both edges (at most ten houses: on a very wide strip it ends short of them).
  if (o.terrace) { x0 = hx - hw * 1.5; while (x0 > -m * 0.5 && x0 > hx - hw * 5.5) x0 -= hw; units = Math.min(10, Math.ceil((W + m - x0) / hw)); }
  const target = o.terrace ? Math.floor((hx - x0) / hw) : c.behindText ? 0 : 1;
  // A neighbour's tree half behind the house (not behind a headline: the start side stays quiet).
  if (!o.terrace && !c.behindText) out.push(tree(c, x0 - m * 0.4, base + m * 0.2, m * 6));
  const house = fronts(c, x0, base, m, units, target);
  out.push(house.svg);
  // The front garden wall with its coping; the pavement's flags and kerb, the road.
  const wallTop = wallY - m * 0.65, pave = t.dark ? mix('#4a4a52', t.primary, 0.05) : mix('#cfc9bd', t.primary, 0.04);
  out.push(rect(0, wallTop, W, wallY - wallTop, k.brick), courses(0, wallTop, W, wallY - wallTop, m, shade(k.brick, 0.3)), rect(0, wallTop - m * 0.1, W, m * 0.14, k.stone),
    rect(0, wallY, W, kerb - wallY, pave), rect(0, kerb - H * 0.012, W, H * 0.016, shade(pave, 0.2)), rect(0, kerb, W, H - kerb, t.dark ? mix('#2c2f35', t.bg, 0.3) : mix('#6b7078', t.bg, 0.1)));
  let flags = '';
  for (let x = W * 0.03; x < W; x += Math.max(m * 1.2, W / 40)) flags += `M${n(x)} ${n(wallY)}l${n(-m * 0.3)} ${n(kerb - wallY - H * 0.012)}`;
  out.push(path(flags, 'none', { stroke: shade(pave, 0.1), sw: 1 }));
  // The cleaner a little left of the window they clean, both hands on the pole from the hip to its brush on the glass.
  const win = house.upper[target] as Pane, top: Pt = [win.x + win.w * 0.5, win.y + win.h * 0.32];
  const px = win.x - m * 0.9, dir: 1 | -1 = 1, ph = fm * 1.75;
  const butt: Pt = [px + fm * 0.22, feet - fm * 0.7], len = Math.hypot(top[0] - butt[0], top[1] - butt[1]);
  const [fs, bs] = shoulders(px, feet, ph, dir);
  const front = grip(fs, butt, top, (fm * 1.0) / len, fm), back = grip(bs, butt, top, (fm * 0.25) / len, fm);
  // The van at the kerb beyond the cleaner (before the house behind a headline), its rear toward them; or the trolley beside them.
  const vx = c.behindText ? x0 + m * 1.6 : px + fm * 1.9, vy = H * 0.975;
  const hoseEnd: Pt = o.kit === 'van' ? [vx, vy - fm * 0.9] : o.kit === 'trolley' ? [px - fm * 0.95, feet - fm * 1.3] : [W + fm, feet + fm * 0.3];
  if (o.kit === 'van') out.push(van(c, vx, vy, fm, t.primary, 1));
  if (o.kit === 'trolley') out.push(trolley(c, px - fm * 0.95, feet + fm * 0.05, fm));
  out.push(hose(`M${n(butt[0])} ${n(butt[1])}Q${n(butt[0] + fm * 0.1)} ${n(feet + fm * 0.2)} ${n((butt[0] + hoseEnd[0]) / 2)} ${n(feet + fm * 0.18)}T${n(hoseEnd[0])} ${n(hoseEnd[1])}`, fm),
    pole(c, butt, top, m), figure(px, feet, ph, { suit: CLOTHES(c), cap: t.primary, skin: skin(c.rng.int(0, 4)), dir, front, back }),
    bucket(px - fm * (o.kit === 'trolley' ? 1.7 : 0.7), feet + fm * 0.08, fm * 0.42, t.second));
  return { svg: out.join(''), focus: [(px + top[0]) / 2, (feet + win.y) / 2] };
}

/**
 * Close on a window from a ladder: the wall under the eaves (fascia, gutter and its brackets, a downpipe), a window
 * half soaped, half squeegeed and gleaming; the cleaner on the ladder beside it, a squeegee in one hand, the ladder
 * in the other, a bucket hooked on a rung. `box` puts a window box of flowers under the sill and renders the wall.
 */
function ladderView(c: Ctx, box: boolean): string {
  const { W, H, t } = c, k = streetTones(c);
  const m = Math.min(H / 3.9, W / 4.4), ey = m * 0.35;
  const wall = box ? k.render : k.brick;
  const out = [rect(0, 0, W, H, wall)];
  if (!box) out.push(courses(0, ey, W, H - ey, m, shade(wall, 0.3)));
  let tiles = '';
  for (let yy = m * 0.12; yy < ey; yy += Math.max(m * 0.12, 2)) tiles += `M0 ${n(yy)}H${n(W)}`;
  let brackets = '';
  for (let x = W * 0.1; x < W; x += Math.max(m * 0.9, W / 30)) brackets += `M${n(x)} ${n(ey + m * 0.1)}v${n(m * 0.2)}`;
  out.push(rect(0, 0, W, ey, k.slate), path(tiles, 'none', { stroke: shade(k.slate, 0.2), sw: Math.max(1, m * 0.02) }), rect(0, ey, W, m * 0.2, k.fascia),
    rect(0, ey + m * 0.12, W, m * 0.16, k.gutter), path(brackets, 'none', { stroke: shade(k.gutter, 0.3), sw: Math.max(2, m * 0.04) }),
    rect(W * 0.05, ey + m * 0.25, Math.max(4, m * 0.09), H, k.gutter));
  // The window: its lintel, curtains behind the glass, soap to the left of the squeegee's blade, a shine to its right.
  const ww = m * 1.45, wh = m * 1.55, wx = W * 0.42 - ww / 2, wy = ey + m * 0.85;
  const glass = glazing(c, m);
  glass.add(wx, wy, ww, wh, 'plain', false);
  out.push(rect(wx - m * 0.12, wy - m * 0.3, ww + m * 0.24, m * 0.2, k.stone), glass.svg());
  const drape = mix(t.second, '#ffffff', 0.45);
  out.push(path(`M${n(wx)} ${n(wy)}h${n(ww * 0.2)}q${n(-ww * 0.1)} ${n(wh * 0.5)} ${n(ww * 0.02)} ${n(wh)}H${n(wx)}ZM${n(wx + ww)} ${n(wy)}h${n(-ww * 0.2)}q${n(ww * 0.1)} ${n(wh * 0.5)} ${n(-ww * 0.02)} ${n(wh)}H${n(wx + ww)}Z`, drape, { op: 0.55 }));
  const bx = wx + ww * 0.48, by = wy + wh * 0.45;
  let bubbles = '';
  const r = c.rng.fork('soap');
  for (let i = 0; i < 14; i++) bubbles += circleD(wx + (bx - wx) * r.range(0.05, 0.95), wy + wh * r.range(0.05, 0.95), m * r.range(0.015, 0.04));
  out.push(rect(wx, wy, bx - wx, wh, '#ffffff', { op: 0.5 }), path(bubbles, '#ffffff', { op: 0.85 }), shine(bx, wy, wx + ww - bx, wh),
    path(`M${n(wx + ww / 2)} ${n(wy)}V${n(wy + wh)}M${n(wx)} ${n(wy + wh * 0.3)}H${n(wx + ww)}`, 'none', { stroke: k.frame, sw: Math.max(2, m * 0.06) }));
  if (box) {
    const fl = c.rng.fork('flowers'), sy = wy + wh + m * 0.16;
    let leaves = '';
    const heads = ['', '', ''];
    for (let i = 0; i < 7; i++) leaves += circleD(wx + ww * (0.08 + i * 0.14), sy - m * 0.06, m * fl.range(0.1, 0.14));
    for (let i = 0; i < 10; i++) heads[i % 3] += circleD(wx + ww * (0.05 + i * 0.1), sy - m * fl.range(0.08, 0.22), m * 0.06);
    out.push(path(leaves, mix('#4f8a4a', t.second, 0.12)), path(heads[0] as string, t.second), path(heads[1] as string, mix('#e86a8a', t.primary, 0.2)), path(heads[2] as string, '#f6f1e4'),
      rect(wx - m * 0.05, sy, ww + m * 0.1, m * 0.3, mix('#7a5a3c', t.primary, 0.12), { rx: 2 }));
  }
  // The ladder: its rails off the bottom edge, the cleaner on a rung facing the glass.
  const lx = wx + ww + m * 0.1, lw = m * 0.48, feet = wy + wh + m * 0.55;
  let rungs = '';
  for (let y = ey + m * 0.6; y < H; y += Math.max(m * 0.28, H / 30)) rungs += `M${n(lx)} ${n(y)}h${n(lw)}`;
  const alu = c.t.dark ? '#c9ced6' : '#aab1ba';
  out.push(path(`M${n(lx)} ${n(ey + m * 0.35)}V${n(H)}M${n(lx + lw)} ${n(ey + m * 0.35)}V${n(H)}${rungs}`, 'none', { stroke: alu, sw: Math.max(2, m * 0.05), round: true }));
  const px = lx + lw / 2, hand: Pt = [bx + m * 0.42, by + m * 0.05], grip: Pt = [lx + lw, feet - m * 1.2];
  out.push(path(`M${n(hand[0])} ${n(hand[1])}L${n(bx + m * 0.03)} ${n(by)}`, 'none', { stroke: t.primary, sw: Math.max(2, m * 0.05), round: true }),
    rect(bx - m * 0.03, by - m * 0.22, m * 0.06, m * 0.44, '#2a2e35', { rx: 2 }),
    figure(px, feet, m * 1.75, { suit: CLOTHES(c), cap: t.primary, skin: skin(c.rng.int(0, 4)), dir: -1, front: hand, back: grip }));
  // A bucket hooked on the outer rail, below the cleaner's hand.
  const bkx = lx + lw + m * 0.22, bky = feet + m * 0.45, bs = m * 0.3;
  out.push(path(`M${n(lx + lw)} ${n(bky - bs * 1.6)}Q${n(bkx)} ${n(bky - bs * 1.9)} ${n(bkx)} ${n(bky - bs * 1.05)}`, 'none', { stroke: '#9aa1ab', sw: Math.max(1.5, m * 0.02) }),
    path(`M${n(bkx - bs * 0.5)} ${n(bky - bs)}L${n(bkx - bs * 0.4)} ${n(bky)}H${n(bkx + bs * 0.4)}L${n(bkx + bs * 0.5)} ${n(bky - bs)}Z`, t.second), rect(bkx - bs * 0.55, bky - bs * 1.05, bs * 1.1, bs * 0.12, shade(t.second, 0.25)));
  out.push(sparkles([[bx + (wx + ww - bx) * 0.6, wy + wh * 0.2], [wx + ww * 0.9, wy + wh * 0.75]], m * 0.14, '#ffffff'));
  return out.join('');
}

/**
 * A shopfront: the upper storey's sash windows, a blank fascia in the primary colour, the shop window onto a display
 * of shelves, a glass door, the stall riser; the cleaner on the pavement squeegeeing the glass (soap left of the blade,
 * a shine right of it), a bucket with its washer. `awn` puts a striped awning over the window and a planter by the door.
 */
function shopView(c: Ctx, awn: boolean): string {
  const { W, H, t } = c, k = streetTones(c);
  const m = Math.min(H / 4.8, W / 6.6), pave = H * 0.86, fz = H * 0.2, fh = m * 0.6;
  const out = [rect(0, 0, W, fz, k.render)];
  const upstairs = glazing(c, m);
  for (const fx of [0.2, 0.6]) upstairs.add(W * fx, fz - m * 1.95, m * 1.1, m * 1.5, 'gleam', true);
  out.push(upstairs.svg());
  // The fascia with its cornice; pilasters, the window and door below it.
  const x0 = W * 0.03, xd = W * 0.7, dw = m * 1.05, gy = fz + fh + m * 0.12, riser = pave - m * 0.5;
  const trim = shade(t.primary, 0.3), glassFill = c.defs.lin([[0, mix('#d3e9f7', t.second, 0.1)], [1, mix('#58778f', t.primary, 0.12)]], 0, 0, 0.35, 1);
  out.push(rect(0, fz, W, pave - fz, k.brick), courses(xd + dw + m * 0.3, fz, W, pave - fz, m, shade(k.brick, 0.3)),
    rect(x0 - m * 0.1, fz - m * 0.12, xd + dw + m * 0.45 - x0, m * 0.14, trim), rect(x0, fz, xd + dw + m * 0.25 - x0, fh, t.primary), rect(x0, fz + fh, xd + dw + m * 0.25 - x0, m * 0.08, trim),
    rect(x0, gy - m * 0.04, xd + dw + m * 0.25 - x0, pave - gy + m * 0.04, shade(t.primary, 0.45)));
  const gx = x0 + m * 0.22, gw = xd - m * 0.2 - gx, gh = riser - gy;
  out.push(rect(gx, gy, gw, gh, glassFill));
  // The display behind the glass (muted by it): two shelves of boxes and jars, two pendant lamps over them.
  const shelfCols = [t.second, tint(t.primary, 0.4), '#e8c77a', mix('#c98c6b', t.primary, 0.1)];
  let boxes = '', lamps = '';
  for (const sy of [0.55, 0.88]) for (let i = 0; i < 6; i++) { const bw = gw * 0.07, bh = gh * (0.12 + (i % 3) * 0.04); boxes += `M${n(gx + gw * (0.08 + i * 0.15))} ${n(gy + gh * sy)}h${n(bw)}v${n(-bh)}h${n(-bw)}Z`; }
  for (const lx of [0.3, 0.7]) lamps += `M${n(gx + gw * lx)} ${n(gy)}v${n(gh * 0.16)}M${n(gx + gw * lx - m * 0.2)} ${n(gy + gh * 0.26)}l${n(m * 0.12)} ${n(-gh * 0.1)}h${n(m * 0.16)}l${n(m * 0.12)} ${n(gh * 0.1)}Z`;
  out.push(path(lamps, shade(k.stone, 0.45), { stroke: shade(k.stone, 0.45), sw: 1.5, op: 0.6 }), path(`M${n(gx)} ${n(gy + gh * 0.55)}H${n(gx + gw)}M${n(gx)} ${n(gy + gh * 0.88)}H${n(gx + gw)}`, 'none', { stroke: shade(k.stone, 0.3), sw: Math.max(2, m * 0.04), op: 0.6 }),
    path(boxes, shelfCols[c.rng.int(0, 3)] as string, { op: 0.55 }));
  // Soap left of the blade, the cleaned glass with its shine right of it; the door and its handle.
  const bx = gx + gw * 0.52, by = gy + gh * 0.35;
  const r = c.rng.fork('soap');
  let bubbles = '';
  for (let i = 0; i < 16; i++) bubbles += circleD(gx + (bx - gx) * r.range(0.05, 0.95), gy + gh * r.range(0.05, 0.95), m * r.range(0.015, 0.04));
  out.push(rect(gx, gy, bx - gx, gh, '#ffffff', { op: 0.45 }), path(bubbles, '#ffffff', { op: 0.85 }), shine(bx, gy, gx + gw - bx, gh),
    rect(xd, gy, dw, pave - gy - m * 0.05, glassFill), shine(xd + dw * 0.1, gy + m * 0.1, dw * 0.8, pave - gy - m * 0.3), rect(xd + dw * 0.78, gy + (pave - gy) * 0.5, m * 0.05, m * 0.4, '#d8b15a', { rx: 2 }));
  if (awn) out.push(awning(gx, gy, gw, m * 0.55, t.second));
  // The pavement, the cleaner and the bucket with its washer.
  out.push(rect(0, pave, W, H - pave, c.defs.lin([[0, t.dark ? mix('#4a4a52', t.primary, 0.05) : mix('#cfc9bd', t.primary, 0.04)], [1, t.dark ? '#34343a' : mix('#b9b3a8', t.primary, 0.04)]])));
  // The squeegee on a short pole: the front hand reaches toward the blade, the back hand lower down the pole.
  const feet = H * 0.97, px = bx + m * 0.95, [fs, bs] = shoulders(px, feet, m * 1.75, -1);
  const butt: Pt = [px - m * 0.2, feet - m * 1.05], hand = grip(fs, butt, [bx, by], 0.55, m), low = grip(bs, butt, [bx, by], 0.1, m);
  out.push(path(`M${n(butt[0])} ${n(butt[1])}L${n(bx + m * 0.03)} ${n(by)}`, 'none', { stroke: t.dark ? '#d6dbe1' : '#7d848e', sw: Math.max(2, m * 0.05), round: true }),
    rect(bx - m * 0.03, by - m * 0.24, m * 0.06, m * 0.48, '#2a2e35', { rx: 2 }),
    figure(px, feet, m * 1.75, { suit: CLOTHES(c), cap: t.primary, skin: skin(c.rng.int(0, 4)), dir: -1, front: hand, back: low }),
    bucket(px + m * 0.9, feet - m * 0.02, m * 0.42, t.primary));
  if (awn) out.push(planter(c, xd + dw + m * 0.6, pave + m * 0.1, m));
  return out.join('');
}

/** A planter with a clipped bay tree, standing on y at x. */
function planter(c: Ctx, x: number, y: number, m: number): string {
  const leaf = mix('#4f7f55', c.t.second, 0.12);
  return [rect(x - m * 0.02, y - m * 1.4, m * 0.04, m * 1.0, mix('#6b4a33', c.t.primary, 0.1)), path(circleD(x, y - m * 1.45, m * 0.32), leaf),
    path(`M${n(x - m * 0.25)} ${n(y - m * 0.45)}H${n(x + m * 0.25)}L${n(x + m * 0.2)} ${n(y)}H${n(x - m * 0.2)}Z`, mix('#3d4149', c.t.primary, 0.1))].join('');
}

/**
 * A window cleaner's pictures: the hero the house with the pole and the van (behind a banner headline on the end side);
 * the cards close on a window from the ladder, the shopfront, the terrace from the other side, close on the brush, the
 * ladder and the shop mirrored, each with something of its own; about the house mirrored with the trolley.
 */
export function windowCleaner(c: Ctx): string {
  const view = c.behindText ? 0 : specialistView(c, 'windows');
  if (view === 1 || view === 5) return view === 1 ? ladderView(c, false) : mirrorX(c, ladderView(c, true));
  if (view === 2 || view === 6) return view === 2 ? shopView(c, false) : mirrorX(c, shopView(c, true));
  // Close on the cleaner and the brush (view 4) the van is out of the frame, the hose running off toward it.
  const scene = street(c, { terrace: view === 3, kit: view === 7 ? 'trolley' : view === 4 ? 'none' : 'van' });
  if (view === 4) return zoom(c, scene.svg, 1.7, scene.focus[0], scene.focus[1]);
  return view === 3 || view === 7 ? mirrorX(c, scene.svg) : scene.svg;
}

// ---------------------------------------------------------------------------------------------------------------
// The nail bar.

/** Polish colours from the palette (its two colours, tints and a shade) and the classics a little toward it (red, pink, nude, berry, mint, gold). */
function polishes(c: Ctx): string[] {
  const { t } = c;
  return [t.primary, mix('#c8102e', t.primary, 0.2), tint(t.primary, 0.45), t.second, mix('#f4a6b8', t.primary, 0.15), shade(t.primary, 0.3), mix('#e8c9b4', t.bg, 0.1),
    mix(t.primary, t.second, 0.5), tint(t.second, 0.45), mix('#7b2d43', t.primary, 0.15), mix('#9fd3c7', t.second, 0.2), mix('#e9b949', t.primary, 0.1)];
}

/**
 * Bottles of polish standing on their bases ([x, y, colour index]), b wide: a body rounded at the shoulders in its
 * colour, a tall cap, a glint. Batched by colour, so a wall of them costs a few paths.
 */
function bottles(c: Ctx, at: readonly (readonly [number, number, number])[], b: number): string {
  const cols = polishes(c), bodies = new Map<number, string>();
  let caps = '', glints = '';
  for (const [x, y, k] of at) {
    const i = ((k % cols.length) + cols.length) % cols.length, r = b * 0.22, h = b * 0.95;
    bodies.set(i, (bodies.get(i) ?? '') + `M${n(x - b / 2)} ${n(y)}V${n(y - h + r)}q0 ${n(-r)} ${n(r)} ${n(-r)}h${n(b - r * 2)}q${n(r)} 0 ${n(r)} ${n(r)}V${n(y)}Z`);
    caps += `M${n(x - b * 0.17)} ${n(y - h + 1)}v${n(-b * 0.62)}h${n(b * 0.34)}v${n(b * 0.62)}Z`;
    glints += `M${n(x - b * 0.3)} ${n(y - h * 0.78)}h${n(b * 0.1)}v${n(h * 0.5)}h${n(-b * 0.1)}Z`;
  }
  return [...[...bodies].map(([i, d]) => path(d, cols[i] as string)), path(caps, c.t.dark ? '#15151a' : '#2b2b30'), path(glints, '#ffffff', { op: 0.45 })].join('');
}

/** Shelves on the wall from x0 to x1 at the heights `rows` (their top faces), each lined with bottles b wide; `start` turns the colours. */
function polishRack(c: Ctx, x0: number, x1: number, rows: readonly number[], b: number, start: number): string {
  const wood = c.t.dark ? mix('#d9cfc4', c.t.bg, 0.2) : '#f6f1ea', edge = shade(wood, 0.12), at: [number, number, number][] = [];
  let shelves = '';
  // At most sixteen bottles a shelf: on a very wide wall they stand further apart.
  const count = Math.max(1, Math.min(16, Math.floor((x1 - x0 - b * 0.5) / (b * 1.45)))), gap = count > 1 ? Math.max(b * 1.45, (x1 - x0 - b * 1.5) / (count - 1)) : 0, pad = (x1 - x0 - (count - 1) * gap) / 2;
  rows.forEach((y, r) => {
    shelves += `M${n(x0)} ${n(y)}h${n(x1 - x0)}v${n(b * 0.28)}h${n(x0 - x1)}Z`;
    for (let i = 0; i < count; i++) at.push([x0 + pad + i * gap, y, start + r * 5 + i]);
  });
  return [rect(x0 - b * 0.2, rows[rows.length - 1]! + b * 0.28, x1 - x0 + b * 0.4, b * 0.15, c.t.shadow, { op: 0.08 }), bottles(c, at, b), path(shelves, wood, { stroke: edge, sw: Math.max(1, b * 0.05) })].join('');
}

/** A UV/LED nail lamp on y at x, s wide: a white arched dome, its opening lit violet inside. */
function uvLamp(c: Ctx, x: number, y: number, s: number): string {
  const glow = c.defs.rad([[0, '#c9b6ff', 0.95], [1, '#7b5cff', 0.35]], 0.5, 0.9, 0.8);
  const dome = (w: number, h: number) => `M${n(x - w / 2)} ${n(y)}V${n(y - h * 0.55)}Q${n(x - w / 2)} ${n(y - h)} ${n(x)} ${n(y - h)}Q${n(x + w / 2)} ${n(y - h)} ${n(x + w / 2)} ${n(y - h * 0.55)}V${n(y)}Z`;
  return [ellipse(x, y, s * 0.6, Math.max(2, s * 0.05), c.t.shadow, { op: 0.2 }), path(dome(s, s * 0.62), c.t.dark ? '#e9e7ee' : '#fbfaf8', { stroke: '#d9d6de', sw: Math.max(1, s * 0.02) }),
    path(dome(s * 0.7, s * 0.4), glow), rect(x - s * 0.5, y - s * 0.06, s, s * 0.06, '#d9d6de'), rect(x - s * 0.08, y - s * 0.56, s * 0.16, s * 0.035, c.t.second, { rx: 1 })].join('');
}

/** A task lamp clamped at (x, y): its base, two arm segments, a shade over (hx, hy) throwing a soft light down to y. */
function taskLamp(c: Ctx, x: number, y: number, hx: number, hy: number, s: number): string {
  const steel = c.t.dark ? '#c9ced6' : '#5b616b', jx = x + (hx - x) * 0.15, jy = hy - s * 0.45, dir = hx < x ? -1 : 1;
  return [path(`M${n(hx - s * 0.22)} ${n(hy + s * 0.06)}L${n(hx - s * 0.42)} ${n(y)}H${n(hx + s * 0.42)}L${n(hx + s * 0.22)} ${n(hy + s * 0.06)}Z`, '#fff8e6', { op: 0.22 }),
    path(`M${n(x)} ${n(y)}L${n(jx)} ${n(jy)}L${n(hx - dir * s * 0.05)} ${n(hy - s * 0.08)}`, 'none', { stroke: steel, sw: Math.max(2, s * 0.035), round: true }),
    rect(x - s * 0.14, y - s * 0.04, s * 0.28, s * 0.05, steel, { rx: 2 }), path(`M${n(hx - s * 0.2)} ${n(hy + s * 0.06)}L${n(hx - s * 0.1)} ${n(hy - s * 0.1)}H${n(hx + s * 0.1)}L${n(hx + s * 0.2)} ${n(hy + s * 0.06)}Z`, c.t.primary),
    rect(hx - s * 0.16, hy + s * 0.05, s * 0.32, s * 0.025, '#fff6d8')].join('');
}

/** A cushioned hand rest on a folded towel, on y at x, s wide. */
function handRest(c: Ctx, x: number, y: number, s: number): string {
  return rect(x - s * 0.65, y - s * 0.06, s * 1.3, s * 0.06, '#ffffff', { rx: 2 }) + rect(x - s * 0.5, y - s * 0.36, s, s * 0.32, tint(c.t.second, 0.35), { rx: s * 0.16 })
    + rect(x - s * 0.35, y - s * 0.32, s * 0.6, s * 0.06, '#ffffff', { rx: s * 0.03, op: 0.4 });
}

/** A manicure table on the floor f at x, m px per metre: a white top, a drawer unit under one end, a leg at the other. */
function manicureTable(c: Ctx, x: number, f: number, m: number): { svg: string; top: number } {
  const top = f - m * 0.76, w = m * 1.2, white = c.t.dark ? '#e6e2dc' : '#fbf8f4', side = shade(white, 0.08);
  let drawers = '';
  for (let i = 0; i < 3; i++) drawers += `M${n(x - w * 0.46)} ${n(top + m * 0.06 + i * m * 0.23)}h${n(w * 0.36)}`;
  return {
    top, svg: [ellipse(x, f, w * 0.55, Math.max(2, m * 0.03), c.t.shadow, { op: 0.2 }), rect(x - w * 0.47, top, w * 0.38, f - top, side), path(drawers, 'none', { stroke: shade(side, 0.15), sw: Math.max(1, m * 0.008) }),
      path(`M${n(x - w * 0.3)} ${n(top + m * 0.14)}h${n(w * 0.04)}M${n(x - w * 0.3)} ${n(top + m * 0.37)}h${n(w * 0.04)}M${n(x - w * 0.3)} ${n(top + m * 0.6)}h${n(w * 0.04)}`, 'none', { stroke: '#c9a85a', sw: Math.max(2, m * 0.015), round: true }),
      rect(x + w * 0.4, top, m * 0.05, f - top, side), rect(x - w / 2, top - m * 0.04, w, m * 0.05, white, { rx: 2 })].join(''),
  };
}

/** A technician's stool on the floor f at x: a round padded seat on a gas lift, a five-star base on casters. */
function stool(c: Ctx, x: number, f: number, m: number): string {
  const steel = '#9aa1ab', seat = f - m * 0.5;
  return [ellipse(x, f, m * 0.3, Math.max(2, m * 0.025), c.t.shadow, { op: 0.2 }), path(`M${n(x)} ${n(seat)}V${n(f - m * 0.06)}M${n(x - m * 0.26)} ${n(f - m * 0.04)}L${n(x)} ${n(f - m * 0.1)}L${n(x + m * 0.26)} ${n(f - m * 0.04)}`, 'none', { stroke: steel, sw: Math.max(2, m * 0.03), round: true }),
    path(circleD(x - m * 0.26, f - m * 0.025, m * 0.025) + circleD(x + m * 0.26, f - m * 0.025, m * 0.025), '#3a3f47'), rect(x - m * 0.2, seat - m * 0.08, m * 0.4, m * 0.09, shade(c.t.second, 0.15), { rx: m * 0.04 })].join('');
}

/** The room's wall and floor at f: a soft blush wall with its skirting, a pale floor. */
function salonRoom(c: Ctx, f: number, m: number): string {
  const { W, H, t } = c;
  const wall = t.dark ? mix(t.bg, t.primary, 0.13) : mix(mix(t.bg, '#f7e9e4', 0.6), t.primary, 0.04);
  const floor = t.dark ? mix('#5a4f48', t.bg, 0.45) : mix('#e8ddd2', t.bg, 0.2);
  return [rect(0, 0, W, f, c.defs.lin([[0, tint(wall, 0.04)], [1, shade(wall, 0.03)]])), rect(0, f, W, H - f, c.defs.lin([[0, floor], [1, shade(floor, 0.1)]])), rect(0, f - m * 0.08, W, m * 0.08, tint(wall, 0.35))].join('');
}

/** A round mirror with a thin gold rim, centred at (x, y), radius r. */
function roundMirror(c: Ctx, x: number, y: number, r: number): string {
  const glass = c.defs.lin([[0, mix('#e6eef2', c.t.bg, 0.2)], [1, mix('#b9c9d4', c.t.second, 0.15)]], 0, 0, 1, 1);
  return path(circleD(x, y, r), glass, { stroke: '#c9a85a', sw: Math.max(2, r * 0.06) }) + path(`M${n(x - r * 0.5)} ${n(y + r * 0.2)}L${n(x - r * 0.05)} ${n(y - r * 0.5)}M${n(x - r * 0.25)} ${n(y + r * 0.5)}L${n(x + r * 0.3)} ${n(y - r * 0.35)}`, 'none', { stroke: '#ffffff', sw: r * 0.08, op: 0.55, round: true });
}

/** A pendant lamp hanging from the top edge at x to y: a cord and a gold dome with a warm glow under it. */
function pendant(c: Ctx, x: number, y: number, s: number): string {
  const glow = c.defs.rad([[0, '#ffd58a', 0.45], [1, '#ffd58a', 0]]);
  return [path(circleD(x, y + s * 0.4, s * 1.2), glow), path(`M${n(x)} 0V${n(y - s * 0.3)}`, 'none', { stroke: shade(c.t.text, 0.1), sw: Math.max(1, s * 0.03) }),
    path(`M${n(x - s * 0.4)} ${n(y)}Q${n(x - s * 0.4)} ${n(y - s * 0.35)} ${n(x)} ${n(y - s * 0.35)}Q${n(x + s * 0.4)} ${n(y - s * 0.35)} ${n(x + s * 0.4)} ${n(y)}Z`, '#c9a85a')].join('');
}

/**
 * A nail bar's manicure station: the wall of polish on its shelves, the table with the hand rest, the UV lamp, a few
 * bottles and the task lamp over the rest, the technician's stool and the client's armchair, a plant; a picture on the
 * wall, or (alt) a round mirror and a pendant over the table. Behind a banner headline it keeps to the end side.
 */
function nailStation(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const m = Math.min(H * 0.36, W * 0.27) * (c.behindText ? 0.8 : 1), f = H * 0.86, X = (k: number) => (c.behindText ? W * (0.4 + k * 0.58) : W * k);
  const out = [salonRoom(c, f, m)];
  const rows = [1.2, 1.48, 1.76, 2.04].map((h) => f - m * h).filter((y) => y > m * 0.25);
  out.push(polishRack(c, X(0.04), X(0.36), rows, m * 0.085, c.rng.int(0, 11)));
  const tx = X(c.behindText ? 0.52 : 0.56), table = manicureTable(c, tx, f, m);
  if (alt) out.push(roundMirror(c, tx + m * 1.05, f - m * 1.75, m * 0.3));
  else out.push(wallArt(c, tx + m * 0.75, f - m * 2.0, m * 0.5, m * 0.66));
  if (!c.behindText) out.push(pottedPlant(c, X(0.09), f, m * 0.75));
  out.push(stool(c, tx - m * 0.85, f, m), table.svg);
  const top = table.top - m * 0.04;
  out.push(uvLamp(c, tx - m * 0.24, top, m * 0.34), bottles(c, [[tx + m * 0.02, top, 0], [tx + m * 0.11, top, 1], [tx + m * 0.2, top, 4]], m * 0.065),
    handRest(c, tx + m * 0.4, top, m * 0.3), taskLamp(c, tx - m * 0.52, top, tx + m * 0.36, top - m * 0.42, m * 0.45));
  out.push(armchair(c, tx + m * 1.0, f, m * 0.75, mix(t.primary, t.card, 0.35), -1));
  if (alt) out.push(pendant(c, tx - m * 0.1, f - m * 1.75, m * 0.28));
  return out.join('');
}

/**
 * A hand seen from above, palm down, its wrist at (x, y) and its fingers toward `angle` (degrees, 0 = up), s long:
 * four fingers fanned a little and a thumb, each nail painted, the forearm in a sleeve running back from the wrist.
 */
function handFromAbove(x: number, y: number, s: number, angle: number, skinTone: string, sleeve: string, nail: string): string {
  const cap = (cx: number, y0: number, len: number, w: number, rot: number) => `<rect x="${n(cx - w / 2)}" y="${n(y0 - len)}" width="${n(w)}" height="${n(len + w * 0.6)}" rx="${n(w / 2)}" transform="rotate(${rot} ${n(cx)} ${n(y0)})"/>`;
  const fingers: [number, number, number][] = [[-0.18, 0.36, -8], [-0.06, 0.42, -2], [0.06, 0.4, 4], [0.18, 0.31, 11]];
  const fw = s * 0.125, tw = s * 0.14;
  let skinParts = cap(x - s * 0.24, y - s * 0.16, s * 0.3, tw, -42), nails = '';
  const nailAt = (cx: number, y0: number, len: number, w: number, rot: number) => `<rect x="${n(cx - w * 0.34)}" y="${n(y0 - len + w * 0.12)}" width="${n(w * 0.68)}" height="${n(w * 0.85)}" rx="${n(w * 0.3)}" transform="rotate(${rot} ${n(cx)} ${n(y0)})"/>`;
  for (const [fx, len, rot] of fingers) {
    skinParts += cap(x + fx * s, y - s * 0.42, len * s, fw, rot);
    nails += nailAt(x + fx * s, y - s * 0.42, len * s, fw, rot);
  }
  nails += nailAt(x - s * 0.24, y - s * 0.16, s * 0.3, tw, -42);
  const body = [rect(x - s * 0.21, y, s * 0.42, s * 1.4, sleeve), rect(x - s * 0.18, y - s * 0.05, s * 0.36, s * 0.22, skinTone), `<g fill="${skinTone}">${skinParts}</g>`,
    rect(x - s * 0.26, y - s * 0.5, s * 0.52, s * 0.5, skinTone, { rx: s * 0.14 }), path(`M${n(x - s * 0.12)} ${n(y - s * 0.44)}h${n(s * 0.24)}`, 'none', { stroke: shade(skinTone, 0.12), sw: Math.max(1, s * 0.015), round: true }),
    `<g fill="${nail}">${nails}</g>`, rect(x - s * 0.23, y + s * 0.15, s * 0.46, s * 0.12, tint(sleeve, 0.25), { rx: s * 0.03 })];
  return `<g transform="rotate(${angle} ${n(x)} ${n(y)})">${body.join('')}</g>`;
}

/**
 * Close on the manicure table, seen from above: the white top, a folded towel under the cushioned hand rest with a
 * client's hand on it, its nails painted (alt: a fan of nail tips in the polish colours instead), the UV lamp's dome
 * lit violet, bottles of polish with their caps, a nail file, cotton pads, a small plant in its pot.
 */
function nailDesk(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const m = Math.min(W, H * 1.4) / 1.05, cols = polishes(c);
  const top = t.dark ? '#ece8e2' : '#fbf9f6';
  const out = [rect(0, 0, W, H, c.defs.lin([[0, top], [1, shade(top, 0.05)]], 0, 0, 1, 1))];
  let veins = '';
  for (let i = 0; i < 4; i++) veins += `M${n(W * (0.1 + i * 0.3))} 0Q${n(W * (0.2 + i * 0.3))} ${n(H * 0.5)} ${n(W * (0.05 + i * 0.3))} ${n(H)}`;
  out.push(path(veins, 'none', { stroke: shade(top, 0.08), sw: Math.max(1, m * 0.003), op: 0.7 }));
  // The towel and the hand rest, the hand on it from the bottom edge.
  const hx = W * 0.6, hy = H * 0.58, towel = mix('#ffffff', t.second, 0.22);
  out.push(rect(hx - m * 0.2, hy - m * 0.25, m * 0.4, m * 0.5, c.t.shadow, { op: 0.08, rx: m * 0.01, tf: `translate(${n(m * 0.01)} ${n(m * 0.012)})` }),
    rect(hx - m * 0.2, hy - m * 0.25, m * 0.4, m * 0.5, towel, { rx: m * 0.01 }), rect(hx - m * 0.2, hy - m * 0.25, m * 0.4, m * 0.04, shade(towel, 0.08)),
    rect(hx - m * 0.14, hy - m * 0.05, m * 0.28, m * 0.11, tint(t.primary, 0.35), { rx: m * 0.05 }));
  if (alt) {
    const cx = hx, cy = hy - m * 0.09;
    for (let i = 0; i < 10; i++) {
      const a = -80 + i * 17.8;
      out.push(`<ellipse cx="${n(cx)}" cy="${n(cy - m * 0.11)}" rx="${n(m * 0.018)}" ry="${n(m * 0.032)}" fill="${cols[i] as string}" transform="rotate(${n(a)} ${n(cx)} ${n(cy)})"/>`);
    }
    out.push(path(circleD(cx, cy, m * 0.02), '#9aa1ab'));
  } else out.push(handFromAbove(hx + m * 0.02, hy + m * 0.06, m * 0.27, -14, skin(c.rng.int(0, 4)), mix(t.second, t.card, 0.15), t.primary));
  // The UV lamp from above: a white dome, its opening toward the hand glowing violet.
  const ux = W * 0.26, uy = H * 0.34, uw = m * 0.3, glow = c.defs.lin([[0, '#7b5cff', 0.5], [1, '#c9b6ff', 0.95]]);
  out.push(rect(ux - uw / 2 + m * 0.01, uy - m * 0.1 + m * 0.012, uw, m * 0.2, c.t.shadow, { op: 0.1, rx: m * 0.06 }), rect(ux - uw / 2, uy - m * 0.1, uw, m * 0.2, t.dark ? '#e9e7ee' : '#ffffff', { rx: m * 0.06, stroke: '#dedbe3', sw: Math.max(1, m * 0.004) }),
    rect(ux - uw * 0.36, uy + m * 0.02, uw * 0.72, m * 0.07, glow, { rx: m * 0.02 }), rect(ux - m * 0.025, uy - m * 0.06, m * 0.05, m * 0.012, t.second, { rx: 2 }));
  // Bottles lying and standing about, a nail file and cotton pads.
  const bb = m * 0.06;
  for (const [fx, fy, rot, k] of [[0.14, 0.7, -70, 1], [0.25, 0.8, -100, 4], [0.36, 0.66, 20, 9], [0.88, 0.36, 80, 2]] as const) {
    out.push(`<g transform="rotate(${rot} ${n(W * fx)} ${n(H * fy)})">${rect(W * fx - bb * 0.5, H * fy + bb * 0.05, bb, bb * 0.12, c.t.shadow, { op: 0.12 })}${bottles(c, [[W * fx, H * fy + bb * 0.05, k]], bb)}</g>`);
  }
  out.push(path(`M${n(W * 0.8)} ${n(H * 0.62)}l${n(m * 0.06)} ${n(m * 0.24)}`, 'none', { stroke: mix('#e3a88a', t.primary, 0.1), sw: m * 0.022, round: true }),
    path(circleD(W * 0.9, H * 0.8, m * 0.04) + circleD(W * 0.94, H * 0.88, m * 0.04), '#ffffff', { stroke: '#e6e1da', sw: 1 }));
  // A small plant in its pot, from above.
  const px = W * 0.09, py = H * 0.18;
  let leaves = '';
  for (let i = 0; i < 7; i++) leaves += leafD(px, py, m * 0.09, i * 51);
  out.push(path(circleD(px, py, m * 0.06), mix('#c77b58', t.primary, 0.15)), path(leaves, mix('#4f8a4a', t.second, 0.12)));
  return out.join('');
}

/** A trailing plant in a small pot standing on y at x, its vines hanging `len` down past the shelf with leaves along them. */
function trailingPlant(c: Ctx, x: number, y: number, s: number, len: number): string {
  const green = mix('#4f8a4a', c.t.second, 0.12);
  let vines = '', leaves = '';
  for (const [dx, k] of [[-0.35, 1], [0.05, 0.7], [0.4, 0.85]] as const) {
    const vx = x + dx * s;
    vines += `M${n(vx)} ${n(y - s * 0.3)}Q${n(vx + s * 0.2)} ${n(y + len * k * 0.5)} ${n(vx - s * 0.1)} ${n(y + len * k)}`;
    for (let j = 0; j < 5; j++) leaves += leafD(vx + (j % 2 ? s * 0.08 : -s * 0.05), y + len * k * (j / 5), s * 0.28, j % 2 ? 110 : 250);
  }
  return [path(vines, 'none', { stroke: shade(green, 0.2), sw: Math.max(1, s * 0.03) }), path(leaves, green),
    path(`M${n(x - s * 0.35)} ${n(y - s * 0.55)}H${n(x + s * 0.35)}L${n(x + s * 0.28)} ${n(y)}H${n(x - s * 0.28)}Z`, mix('#c77b58', c.t.primary, 0.15)), rect(x - s * 0.38, y - s * 0.6, s * 0.76, s * 0.12, shade(mix('#c77b58', c.t.primary, 0.15), 0.1), { rx: 2 })].join('');
}

/**
 * A pedicure chair: a padded throne on its wooden plinth seen from the front, a foot bath of water in front of it, the
 * technician's low stool, a trolley of polish and rolled towels, shelves of polish on the wall, a plant (alt: a
 * round mirror and a stack of towels instead of the picture).
 */
function pedicureChair(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const m = Math.min(H * 0.34, W * 0.22), f = H * 0.88, cx = W * 0.5;
  const out = [salonRoom(c, f, m)];
  out.push(polishRack(c, W * 0.04, cx - m * 0.9, [f - m * 1.55, f - m * 1.85].filter((y) => y > m * 0.2), m * 0.08, c.rng.int(0, 11)));
  if (alt) out.push(roundMirror(c, cx + m * 1.35, f - m * 1.7, m * 0.28));
  else out.push(wallArt(c, cx + m * 1.1, f - m * 2.0, m * 0.5, m * 0.66));
  // The plinth and the chair on it: back, seat cushion, two arms, a rolled towel on one.
  const wood = mix('#b98b5e', t.primary, 0.1), pt = f - m * 0.42, seat = mix(t.primary, t.card, 0.3);
  out.push(ellipse(cx, f, m * 0.7, Math.max(2, m * 0.03), t.shadow, { op: 0.2 }), rect(cx - m * 0.6, pt, m * 1.2, f - pt, wood, { rx: m * 0.03 }), rect(cx - m * 0.55, pt + m * 0.08, m * 1.1, m * 0.015, shade(wood, 0.2)),
    rect(cx - m * 0.4, pt - m * 1.15, m * 0.8, m * 0.9, shade(seat, 0.08), { rx: m * 0.16 }), rect(cx - m * 0.42, pt - m * 0.42, m * 0.84, m * 0.3, seat, { rx: m * 0.1 }),
    rect(cx - m * 0.58, pt - m * 0.62, m * 0.2, m * 0.52, tint(seat, 0.08), { rx: m * 0.08 }), rect(cx + m * 0.38, pt - m * 0.62, m * 0.2, m * 0.52, tint(seat, 0.08), { rx: m * 0.08 }),
    rect(cx - m * 0.3, pt - m * 1.05, m * 0.6, m * 0.14, tint(seat, 0.15), { rx: m * 0.07 }), ellipse(cx + m * 0.48, pt - m * 0.66, m * 0.13, m * 0.06, '#ffffff'));
  // The foot bath on the floor before the plinth: a white bowl of blue water with a few bubbles; a footrest on the plinth.
  const by = f + m * 0.02, water = mix('#5fb3d9', t.second, 0.15);
  out.push(rect(cx - m * 0.2, pt - m * 0.04, m * 0.4, m * 0.06, shade(wood, 0.1), { rx: 2 }),
    path(`M${n(cx - m * 0.36)} ${n(by - m * 0.26)}Q${n(cx - m * 0.34)} ${n(by)} ${n(cx)} ${n(by)}Q${n(cx + m * 0.34)} ${n(by)} ${n(cx + m * 0.36)} ${n(by - m * 0.26)}Z`, '#f4f4f2'),
    ellipse(cx, by - m * 0.26, m * 0.36, m * 0.06, '#dfe3e6'), ellipse(cx, by - m * 0.255, m * 0.31, m * 0.045, water),
    path(circleD(cx - m * 0.1, by - m * 0.26, m * 0.015) + circleD(cx + m * 0.05, by - m * 0.27, m * 0.02) + circleD(cx + m * 0.15, by - m * 0.25, m * 0.012), '#ffffff', { op: 0.8 }));
  // The technician's stool before the bath, the trolley beside the chair.
  out.push(stool(c, cx - m * 0.85, f, m * 0.8));
  const kx = cx + m * 1.05, kw = m * 0.5, tiers = [0.75, 0.45, 0.15].map((h) => f - m * h);
  let frame = `M${n(kx - kw / 2)} ${n(f - m * 0.05)}V${n(tiers[0]!)}M${n(kx + kw / 2)} ${n(f - m * 0.05)}V${n(tiers[0]!)}`;
  for (const y of tiers) frame += `M${n(kx - kw / 2)} ${n(y)}H${n(kx + kw / 2)}`;
  const towels = mix('#ffffff', t.second, 0.12);
  out.push(path(frame, 'none', { stroke: '#b9bec6', sw: Math.max(2, m * 0.025), round: true }), path(circleD(kx - kw / 2, f - m * 0.03, m * 0.03) + circleD(kx + kw / 2, f - m * 0.03, m * 0.03), '#3a3f47'),
    bottles(c, [[kx - kw * 0.3, tiers[0]!, 3], [kx - kw * 0.1, tiers[0]!, 6], [kx + kw * 0.1, tiers[0]!, 1], [kx + kw * 0.3, tiers[0]!, 8]], m * 0.06),
    path(circleD(kx - kw * 0.25, tiers[1]! - m * 0.06, m * 0.06) + circleD(kx, tiers[1]! - m * 0.06, m * 0.06) + circleD(kx + kw * 0.25, tiers[1]! - m * 0.06, m * 0.06), towels, { stroke: shade(towels, 0.12), sw: 1 }));
  if (alt) out.push(rect(W * 0.06, f - m * 0.3, m * 0.5, m * 0.1, towels, { rx: 3 }), rect(W * 0.06, f - m * 0.2, m * 0.5, m * 0.1, tint(t.second, 0.5), { rx: 3 }), rect(W * 0.06, f - m * 0.1, m * 0.5, m * 0.1, towels, { rx: 3 }));
  else out.push(pottedPlant(c, W * 0.1, f, m * 0.75));
  return out.join('');
}

/**
 * Close on the wall of polish: shelves lined with bottles in the palette's colours and the classics, a counter below
 * with a UV lamp and a small plant (alt: fewer shelves, a trailing plant along the top one and a round mirror).
 */
function polishWall(c: Ctx, alt: boolean): string {
  const { W, H } = c;
  const m = Math.min(H * 1.05, W * 0.75), top = H * 0.86;
  const out = [salonRoom(c, H * 1.2, m)];
  const rows = (alt ? [0.3, 0.5, 0.7] : [0.2, 0.36, 0.52, 0.68]).map((k) => H * k);
  const x1 = alt ? W * 0.62 : W * 0.8;
  out.push(polishRack(c, W * 0.05, x1, rows, m * 0.06, c.rng.int(0, 11)));
  if (alt) {
    // The top shelf runs on past the bottles to a trailing plant whose vines hang beside them; a round mirror beyond.
    const wood = c.t.dark ? mix('#d9cfc4', c.t.bg, 0.2) : '#f6f1ea', y0 = rows[0]!;
    out.push(rect(x1, y0, m * 0.16, m * 0.06 * 0.28, wood, { stroke: shade(wood, 0.12), sw: Math.max(1, m * 0.003) }), trailingPlant(c, x1 + m * 0.08, y0, m * 0.14, H * 0.34),
      roundMirror(c, W * 0.86, H * 0.4, Math.min(W * 0.1, H * 0.2)));
  }
  const white = c.t.dark ? '#e6e2dc' : '#fbf8f4';
  out.push(rect(0, top, W, H - top, shade(white, 0.06)), rect(0, top - m * 0.025, W, m * 0.03, white), uvLamp(c, W * 0.2, top - m * 0.025, m * 0.22),
    pottedPlant(c, W * 0.88, top - m * 0.025, m * 0.26));
  return out.join('');
}

/**
 * A nail bar's pictures: the hero its manicure station (behind a banner headline on the end side); the cards close on
 * the table with a client's hand, the pedicure chair, the wall of polish, then each of the four again from the other
 * side with something of its own; about the wall of polish mirrored.
 */
export function nailBar(c: Ctx): string {
  const view = c.behindText ? 0 : specialistView(c, 'nails');
  const draw = [nailStation, nailDesk, pedicureChair, polishWall][view % 4] as (c: Ctx, alt: boolean) => string;
  return view < 4 ? draw(c, false) : mirrorX(c, draw(c, true));
}
