import type { Ctx } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, circleD, lineD, n, path, type Pt, rect } from './svg';
import { stroke } from './club-figures';
import { skin } from './industry-kit';
import { specialistView } from './specialists';
import { smith } from './forge-kit';
import type { Marine } from './sailing-kit';
import { dinghy, marine, mark, rib, seaFrom, shore, skyOver, wake, yacht } from './sailing-kit';

/**
 * A sailing school's or a sailing club's pictures (sailing-words.ts `SAILING`, in the site languages): not the tour boat
 * under the cliffs and the sunset photos a boat trip has, but sailing, in eight drawings walked by `specialistView`
 * (salt `sailing`) so that a hero, an about picture and six cards never repeat one. The hero the bay with a fleet of
 * dinghies under coloured sails and the instructor's RIB beside them, a racing mark, the shore with its town; then a
 * dinghy close up with its crew sitting out, a yacht under sail heeling with her crew, a powerboat lesson at speed, a
 * yacht alongside a pontoon in the marina (her sail cover in the brand colour, fenders, other masts behind), the kit
 * store (buoyancy aids and wetsuits on a rail, helmets on the shelf, boots), the chart table of a Day Skipper's theory
 * (a chart with its depth lines and compass rose, the plotter, dividers, a handheld radio), and for about the clubhouse
 * above its dinghy park and slipway. Behind a banner headline the fleet and the RIB keep to the end side, unmirrored.
 * Day light, or dusk on a dark site. Flat figures in buoyancy aids with skin tones, no faces, no words.
 */

export type SailView = 'bay' | 'marina' | 'yacht' | 'kit' | 'powerboat' | 'dinghy' | 'chart' | 'clubhouse';

/** The walk: the hero's view first, the about picture's last; the first cards what a school names first (dinghy and yacht courses). */
export const SAIL_VIEWS: readonly SailView[] = ['bay', 'dinghy', 'yacht', 'powerboat', 'marina', 'kit', 'chart', 'clubhouse'];

/** The view a picture shows: the hero's behind a headline, else its place in the walk. */
export function sailView(c: Pick<Ctx, 'slot' | 'family' | 'seed' | 'variant' | 'behindText'>): SailView {
  return SAIL_VIEWS[c.behindText ? 0 : specialistView(c, 'sailing')] as SailView;
}

export function sailing(c: Ctx): string {
  switch (sailView(c)) {
    case 'marina': return marinaView(c);
    case 'yacht': return yachtView(c);
    case 'kit': return kitView(c);
    case 'powerboat': return powerboatView(c);
    case 'dinghy': return dinghyView(c);
    case 'chart': return chartView(c);
    case 'clubhouse': return clubhouseView(c);
    default: return bayView(c);
  }
}

/** The i-th sailor's jacket and skin tone. */
const crewOf = (c: Ctx, k: Marine, i: number): [string, string] => [k.jacket[(i + c.family.length) % k.jacket.length] as string, skin(i * 3 + c.family.length)];

/** x of a fraction of the width: behind a headline, of the end side only. */
const across = (c: Ctx) => (q: number): number => (c.behindText ? c.W * (0.42 + q * 0.58) : c.W * q);

/**
 * The hero: the bay. The shore with its town and lighthouse across the horizon, the sea, a fleet of dinghies under sails
 * in the palette's colours at different distances, the instructor's RIB among them, a yellow racing mark.
 */
function bayView(c: Ctx): string {
  const { W, H, t } = c, k = marine(c), X = across(c);
  const hz = H * 0.42, s = Math.min(H * 0.34, W * 0.26);
  const out = [skyOver(c, k, hz), shore(c, k, hz, H * 0.14, c.behindText ? 1 : -1), seaFrom(c, k, hz)];
  if (k.dusk) {
    // The moon's path on the water: short bright strokes under it.
    let d = '';
    for (let i = 0; i < 6; i++) d += `M${n(W * 0.84 - W * (0.012 + i * 0.006))} ${n(hz + H * (0.015 + i * 0.022))}h${n(W * (0.024 + i * 0.012))}`;
    out.push(stroke(d, k.glint, Math.max(1.5, H * 0.004), 0.5));
  }
  const boats: [number, number, number, 1 | -1, number][] = [[0.14, 0.5, 0.3, 1, 3], [0.8, 0.52, 0.36, -1, 0], [0.5, 0.6, 0.55, 1, 2], [0.86, 0.68, 0.62, -1, 4], [0.26, 0.84, 1, 1, 0]];
  out.push(mark(X(0.64), H * 0.53, s * 0.04));
  boats.forEach(([q, yq, size, dir, sail], i) => {
    if (c.behindText && q < 0.3 && i !== 4) return;
    const bs = s * size;
    out.push(dinghy(X(q), H * yq, bs, dir, { sail: k.sails[(sail + c.family.length) % k.sails.length] as string, hull: k.hull, stripe: t.primary, crew: size > 0.6 ? [crewOf(c, k, i), crewOf(c, k, i + 1)] : [crewOf(c, k, i)], heel: 6 + (i % 3) * 3 }));
  });
  out.push(rib(c, X(0.66), H * 0.88, s * 0.95, -1, { console: t.primary, jacket: mix('#e8552f', t.primary, 0.15), skin: skin(c.family.length + 1) }));
  return out.join('');
}

/**
 * The marina: a yacht moored alongside a pontoon, its mainsail under a cover in the brand colour, fenders over the side
 * and lines to cleats; a row of masts and hulls behind, the shore beyond; the pontoon's boards across the front with a
 * sailor carrying a bag along it.
 */
function marinaView(c: Ctx): string {
  const { W, H, t } = c, k = marine(c);
  const hz = H * 0.36, s = Math.min(W * 0.62, H * 0.85);
  const out = [skyOver(c, k, hz), shore(c, k, hz, H * 0.1, 1), seaFrom(c, k, hz)];
  // The row of moored boats behind: hulls and a forest of masts.
  const r = c.rng.fork('masts');
  let masts = '', hulls = '';
  for (let x = W * 0.02; x < W; x += W * r.range(0.07, 0.11)) {
    const hy = hz + H * 0.1, hw = W * 0.06;
    hulls += `M${n(x - hw / 2)} ${n(hy)}h${n(hw)}l${n(-hw * 0.1)} ${n(H * 0.025)}h${n(-hw * 0.8)}Z`;
    masts += `M${n(x)} ${n(hy)}V${n(hy - H * r.range(0.22, 0.32))}`;
  }
  out.push(stroke(masts, k.dusk ? '#c9c3d6' : '#8f98a3', Math.max(1.2, W * 0.0018)), path(hulls, k.hull), rect(0, hz + H * 0.125, W, H * 0.02, k.deck));
  // The yacht alongside, the pontoon in front of it.
  const y = H * 0.74, yx = W * 0.5;
  out.push(yacht(yx, y, s, 1, { stripe: t.primary, cover: t.primary, sailing: false, fenders: true }));
  const py = y + H * 0.07, ph = H - py;
  out.push(rect(0, py, W, ph, k.deck), rect(0, py, W, H * 0.015, shade(k.deck, 0.2)));
  let boards = '';
  for (let x = 0; x < W; x += Math.max(8, W * 0.025)) boards += `M${n(x)} ${n(py + H * 0.015)}V${n(H)}`;
  out.push(stroke(boards, shade(k.deck, 0.18), Math.max(1, W * 0.0015)));
  // Cleats and lines from the yacht to them.
  for (const q of [-0.38, 0.36]) {
    const cx = yx + q * s;
    out.push(rect(cx - s * 0.025, py + H * 0.02, s * 0.05, H * 0.012, '#4a4f58', { rx: 2 }), stroke(`M${n(cx + q * s * 0.12)} ${n(y - s * 0.09)}Q${n(cx + q * s * 0.08)} ${n(py)} ${n(cx)} ${n(py + H * 0.02)}`, k.rope, Math.max(1.5, s * 0.006)));
  }
  // A sailor walking along the pontoon with a kit bag.
  const fx = W * 0.84, fh = H * 0.3;
  out.push(smith(fx, py + ph * 0.8, fh, { dir: -1, skin: skin(c.family.length + 2), hair: '#3a2a1e', shirt: k.jacket[0] as string, trousers: '#2f3440', front: [fx - fh * 0.12, py + ph * 0.8 - fh * 0.45], back: [fx + fh * 0.1, py + ph * 0.8 - fh * 0.42] }),
    rect(fx - fh * 0.22, py + ph * 0.8 - fh * 0.42, fh * 0.2, fh * 0.12, t.second, { rx: fh * 0.03 }));
  return out.join('');
}

/** A yacht under sail, heeling, her crew in the cockpit, spray at the bow; the shore beyond, a dinghy far off. */
function yachtView(c: Ctx): string {
  const { W, H, t } = c, k = marine(c);
  const hz = H * 0.5, s = Math.min(W * 0.52, H * 0.62);
  const out = [skyOver(c, k, hz), shore(c, k, hz, H * 0.12, 1), seaFrom(c, k, hz)];
  out.push(dinghy(W * 0.85, hz + H * 0.05, s * 0.12, -1, { sail: k.sails[2] as string, hull: k.hull, stripe: t.primary, crew: [crewOf(c, k, 4)], heel: 8 }));
  const y = H * 0.86, x = W * 0.44;
  out.push(wake(x - s * 0.45, y + s * 0.01, s * 0.8, 1, '#ffffff'), yacht(x, y, s, 1, { stripe: t.primary, cover: t.primary, sailing: true, heel: 10, crew: [crewOf(c, k, 0), crewOf(c, k, 1), crewOf(c, k, 2)] }));
  out.push(path(`${circleD(x + s * 0.5, y - s * 0.03, s * 0.03)}${circleD(x + s * 0.55, y - s * 0.07, s * 0.02)}${circleD(x + s * 0.45, y, s * 0.025)}`, '#ffffff', { op: 0.75 }));
  return out.join('');
}

/**
 * The powerboat lesson: a RIB at speed with the instructor at the wheel and a student beside, its bow up and the spray
 * flying, a long white wake; a yellow mark, the shore and a headland.
 */
function powerboatView(c: Ctx): string {
  const { W, H, t } = c, k = marine(c);
  const hz = H * 0.44, s = Math.min(W * 0.5, H * 0.7);
  const out = [skyOver(c, k, hz), shore(c, k, hz, H * 0.12, -1), seaFrom(c, k, hz), mark(W * 0.2, H * 0.62, s * 0.03)];
  const y = H * 0.74, x = W * 0.58;
  out.push(`<g transform="rotate(-5 ${n(x)} ${n(y)})">${rib(c, x, y, s, 1, { console: t.primary, jacket: mix('#e8552f', t.primary, 0.15), skin: skin(c.family.length + 1), speed: true, second: crewOf(c, k, 2) })}</g>`);
  return out.join('');
}

/** A dinghy close up: the crew sitting out, the mainsail full, spray; the RIB and another dinghy beyond. */
function dinghyView(c: Ctx): string {
  const { W, H, t } = c, k = marine(c);
  const hz = H * 0.38, s = Math.min(W * 0.42, H * 0.62);
  const out = [skyOver(c, k, hz), shore(c, k, hz, H * 0.1, -1), seaFrom(c, k, hz)];
  out.push(dinghy(W * 0.2, hz + H * 0.07, s * 0.22, 1, { sail: k.sails[3] as string, hull: k.hull, stripe: t.second, crew: [crewOf(c, k, 3)], heel: 8 }),
    rib(c, W * 0.82, hz + H * 0.09, s * 0.28, -1, { console: t.primary, jacket: mix('#e8552f', t.primary, 0.15), skin: skin(c.family.length + 1) }));
  const y = H * 0.86, x = W * 0.5;
  out.push(wake(x - s * 0.45, y + s * 0.02, s * 0.7, 1, '#ffffff'), dinghy(x, y, s, 1, { sail: t.primary, hull: k.hull, stripe: t.second, crew: [crewOf(c, k, 0), crewOf(c, k, 1)], heel: 12 }));
  out.push(path(`${circleD(x + s * 0.5, y - s * 0.05, s * 0.035)}${circleD(x + s * 0.56, y - s * 0.1, s * 0.025)}`, '#ffffff', { op: 0.8 }));
  return out.join('');
}

/**
 * The kit store: a wall of timber boards, a rail of buoyancy aids in the palette's colours and wetsuits on hangers,
 * helmets on the shelf above, wetsuit boots on the bench below, a door open onto the water.
 */
function kitView(c: Ctx): string {
  const { W, H, t } = c, k = marine(c);
  const f = H * 0.86, u = Math.min(H * 0.14, W * 0.1);
  const wall = t.dark ? mix('#4a4038', t.primary, 0.1) : mix('#cfb48e', t.primary, 0.06);
  const out = [rect(0, 0, W, f, wall)];
  let boards = '';
  for (let x = u * 0.4; x < W; x += Math.max(u * 0.55, W / 60)) boards += `M${n(x)} 0V${n(f)}`;
  out.push(stroke(boards, shade(wall, 0.14), Math.max(1, u * 0.02)), rect(0, f, W, H - f, t.dark ? mix('#3a3f46', t.bg, 0.3) : '#b9b6ae'));
  // The open door onto the water at the end.
  const dx = W - u * 2.4, dw = u * 1.6, dt = f - u * 3.4;
  out.push(rect(dx - u * 0.1, dt - u * 0.1, dw + u * 0.2, f - dt + u * 0.1, shade(wall, 0.3)), rect(dx, dt, dw, (f - dt) * 0.45, c.defs.lin([[0, k.skyTop], [1, k.skyLow]])), rect(dx, dt + (f - dt) * 0.45, dw, (f - dt) * 0.55, k.sea),
    path(`M${n(dx)} ${n(dt + (f - dt) * 0.45)}l${n(dw * 0.4)} ${n(-(f - dt) * 0.08)}l${n(dw * 0.3)} ${n((f - dt) * 0.08)}Z`, k.land));
  // The rail with hangers: buoyancy aids and wetsuits alternating.
  const rx0 = u * 0.4, rx1 = dx - u * 0.5, ry = f - u * 4.1;
  out.push(stroke(`M${n(rx0)} ${n(ry)}H${n(rx1)}M${n(rx0 + u * 0.1)} ${n(ry)}v${n(-u * 0.3)}M${n(rx1 - u * 0.1)} ${n(ry)}v${n(-u * 0.3)}`, '#8a9099', Math.max(2, u * 0.05)));
  const step = Math.max(u * 0.78, (rx1 - rx0) / 16);
  let hooks = '', suits = '', panels = '';
  let i = 0;
  for (let x = rx0 + step * 0.6; x < rx1 - step * 0.3; x += step, i++) {
    hooks += `M${n(x)} ${n(ry - u * 0.05)}q${n(u * 0.08)} ${n(-u * 0.1)} 0 ${n(u * 0.15)}L${n(x - u * 0.28)} ${n(ry + u * 0.25)}H${n(x + u * 0.28)}Z`;
    if (i % 3 === 2) {
      // A wetsuit: black, hanging full length with its arms, a coloured panel across the chest.
      suits += `M${n(x - u * 0.3)} ${n(ry + u * 0.25)}H${n(x + u * 0.3)}L${n(x + u * 0.42)} ${n(ry + u * 1.1)}L${n(x + u * 0.3)} ${n(ry + u * 1.1)}L${n(x + u * 0.26)} ${n(ry + u * 1.4)}L${n(x + u * 0.22)} ${n(ry + u * 2.9)}H${n(x + u * 0.04)}L${n(x)} ${n(ry + u * 1.8)}L${n(x - u * 0.04)} ${n(ry + u * 2.9)}H${n(x - u * 0.22)}L${n(x - u * 0.26)} ${n(ry + u * 1.4)}L${n(x - u * 0.3)} ${n(ry + u * 1.1)}L${n(x - u * 0.42)} ${n(ry + u * 1.1)}Z`;
      panels += `M${n(x - u * 0.3)} ${n(ry + u * 0.45)}h${n(u * 0.6)}v${n(u * 0.14)}h${n(-u * 0.6)}Z`;
    } else {
      const col = k.jacket[(i + c.family.length) % k.jacket.length] as string;
      out.push(path(`M${n(x - u * 0.3)} ${n(ry + u * 0.25)}H${n(x - u * 0.08)}L${n(x)} ${n(ry + u * 0.45)}L${n(x + u * 0.08)} ${n(ry + u * 0.25)}H${n(x + u * 0.3)}L${n(x + u * 0.36)} ${n(ry + u * 1.35)}H${n(x - u * 0.36)}Z`, col),
        stroke(`M${n(x)} ${n(ry + u * 0.45)}V${n(ry + u * 1.35)}M${n(x - u * 0.34)} ${n(ry + u * 1.0)}H${n(x + u * 0.34)}`, shade(col, 0.35), Math.max(1.5, u * 0.05)));
    }
  }
  out.push(path(suits, '#22252b'), path(panels, t.primary), stroke(hooks, '#6b7079', Math.max(1, u * 0.025)));
  // The shelf of helmets over the rail, a bench with boots under it.
  const sy = ry - u * 0.9;
  out.push(rect(rx0, sy, rx1 - rx0, u * 0.08, shade(wall, 0.3)));
  let helmets = '';
  for (let x = rx0 + u * 0.4; x < rx1 - u * 0.3; x += Math.max(u * 0.62, (rx1 - rx0) / 16)) helmets += `M${n(x - u * 0.22)} ${n(sy)}A${n(u * 0.22)} ${n(u * 0.2)} 0 0 1 ${n(x + u * 0.22)} ${n(sy)}Z`;
  out.push(path(helmets, k.dusk ? '#e8e4ee' : '#f4f3ee'));
  const by = f - u * 0.6;
  out.push(rect(rx0, by, rx1 - rx0, u * 0.1, shade(wall, 0.35)), stroke(`M${n(rx0 + u * 0.2)} ${n(by)}V${n(f)}M${n(rx1 - u * 0.2)} ${n(by)}V${n(f)}`, shade(wall, 0.35), u * 0.08));
  let boots = '';
  for (let x = rx0 + u * 0.5; x < rx1 - u * 0.5; x += Math.max(u * 1.1, (rx1 - rx0) / 10)) boots += `M${n(x)} ${n(f)}v${n(-u * 0.35)}h${n(u * 0.16)}v${n(u * 0.25)}h${n(u * 0.14)}v${n(u * 0.1)}ZM${n(x + u * 0.34)} ${n(f)}v${n(-u * 0.35)}h${n(u * 0.16)}v${n(u * 0.25)}h${n(u * 0.14)}v${n(u * 0.1)}Z`;
  out.push(path(boots, '#22252b'));
  return out.join('');
}

/**
 * Theory for a Day Skipper, from above: a chart on the table (the sea in pale blue with depth lines, the land in buff, a
 * compass rose, a pencilled course with its fix), a plotter, dividers, a pencil, a handheld radio and a mug.
 */
function chartView(c: Ctx): string {
  const { W, H, t } = c;
  const wood = t.dark ? mix('#5a4232', t.primary, 0.1) : mix('#b48a60', t.primary, 0.08);
  const out = [rect(0, 0, W, H, c.defs.lin([[0, tint(wood, 0.06)], [1, shade(wood, 0.12)]]))];
  let grain = '';
  for (let y = H * 0.07; y < H; y += H * 0.09) grain += `M0 ${n(y)}q${n(W * 0.3)} ${n(H * 0.01)} ${n(W * 0.6)} 0t${n(W * 0.6)} 0`;
  out.push(stroke(grain, shade(wood, 0.12), Math.max(1, H * 0.003), 0.6));
  // The chart, a little turned.
  const cx = W * 0.08, cy = H * 0.08, cw = W * 0.78, ch = H * 0.8, sea = mix('#cfe6ef', t.second, 0.08), land = '#efe1bf';
  const body: string[] = [rect(cx + W * 0.01, cy + H * 0.015, cw, ch, '#000000', { op: 0.18 }), rect(cx, cy, cw, ch, sea)];
  body.push(path(`M${n(cx)} ${n(cy)}H${n(cx + cw * 0.55)}Q${n(cx + cw * 0.45)} ${n(cy + ch * 0.2)} ${n(cx + cw * 0.3)} ${n(cy + ch * 0.25)}Q${n(cx + cw * 0.2)} ${n(cy + ch * 0.45)} ${n(cx + cw * 0.08)} ${n(cy + ch * 0.42)}Q${n(cx + cw * 0.03)} ${n(cy + ch * 0.6)} ${n(cx)} ${n(cy + ch * 0.62)}Z`, land));
  let depth = '';
  for (let i = 1; i <= 3; i++) depth += `M${n(cx + cw * (0.55 + i * 0.08))} ${n(cy)}Q${n(cx + cw * (0.45 + i * 0.06))} ${n(cy + ch * (0.25 + i * 0.06))} ${n(cx + cw * (0.3 + i * 0.02))} ${n(cy + ch * (0.3 + i * 0.08))}Q${n(cx + cw * 0.15)} ${n(cy + ch * (0.5 + i * 0.07))} ${n(cx)} ${n(cy + ch * (0.66 + i * 0.08))}`;
  body.push(stroke(depth, mix('#7fb0c6', t.second, 0.1), Math.max(1, W * 0.0015), 0.8));
  // The compass rose: rings and an eight-point star.
  const rx = cx + cw * 0.72, ry = cy + ch * 0.66, rr = Math.min(cw, ch) * 0.16;
  let star = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4, l = i % 2 ? rr * 0.55 : rr * 0.95, b = a + Math.PI / 2;
    star += `M${n(rx + Math.cos(a) * l)} ${n(ry + Math.sin(a) * l)}L${n(rx + Math.cos(b) * rr * 0.12)} ${n(ry + Math.sin(b) * rr * 0.12)}L${n(rx - Math.cos(b) * rr * 0.12)} ${n(ry - Math.sin(b) * rr * 0.12)}Z`;
  }
  body.push(stroke(circleD(rx, ry, rr) + circleD(rx, ry, rr * 0.8), '#7a3b5a', Math.max(1, W * 0.0015), 0.8), path(star, '#7a3b5a', { op: 0.75 }));
  // The course: a pencilled line with arrows and a fix, soundings as dots.
  const a: Pt = [cx + cw * 0.32, cy + ch * 0.4], b: Pt = [cx + cw * 0.86, cy + ch * 0.26];
  let dots = '';
  const r = c.rng.fork('sound');
  for (let i = 0; i < 26; i++) dots += circleD(cx + cw * r.range(0.3, 0.98), cy + ch * r.range(0.3, 0.95), Math.max(1, W * 0.0018));
  body.push(path(dots, '#5b7c8a', { op: 0.6 }), stroke(lineD(a, b), '#3d4450', Math.max(1.5, W * 0.0025)),
    path(`M${n(b[0] - W * 0.012)} ${n(b[1] - H * 0.014)}l${n(W * 0.024)} ${n(H * 0.006)}l${n(-W * 0.016)} ${n(H * 0.022)}Z`, 'none', { stroke: '#3d4450', sw: Math.max(1.5, W * 0.0025) }));
  out.push(`<g transform="rotate(-4 ${n(W / 2)} ${n(H / 2)})">${body.join('')}</g>`);
  // The plotter (a clear square with its turning circle), dividers, a pencil, a radio, a mug.
  const px = W * 0.42, py = H * 0.5, ps = Math.min(W, H) * 0.28;
  out.push(`<g transform="rotate(18 ${n(px)} ${n(py)})">${rect(px - ps / 2, py - ps * 0.35, ps, ps * 0.7, '#dfeff2', { op: 0.55, rx: ps * 0.03 })}${stroke(circleD(px, py, ps * 0.28), '#2f3640', Math.max(1.5, ps * 0.01), 0.6)}${stroke(`M${n(px - ps * 0.28)} ${n(py)}H${n(px + ps * 0.28)}M${n(px)} ${n(py - ps * 0.28)}V${n(py + ps * 0.28)}`, '#2f3640', Math.max(1, ps * 0.006), 0.5)}</g>`);
  const dv: Pt = [W * 0.66, H * 0.3];
  out.push(stroke(lineD([dv[0] - W * 0.06, dv[1] + H * 0.2], dv, [dv[0] + W * 0.05, dv[1] + H * 0.21]), '#b8bec6', Math.max(2, W * 0.004)), path(circleD(dv[0], dv[1], Math.max(3, W * 0.007)), '#8a9099'));
  out.push(stroke(`M${n(W * 0.2)} ${n(H * 0.72)}l${n(W * 0.16)} ${n(-H * 0.06)}`, mix('#f2c230', t.primary, 0.1), Math.max(3, W * 0.009)), stroke(`M${n(W * 0.36)} ${n(H * 0.66)}l${n(W * 0.012)} ${n(-H * 0.005)}`, '#3d4450', Math.max(2, W * 0.005)));
  const vx = W * 0.88, vy = H * 0.5, vw = Math.min(W, H) * 0.08;
  out.push(rect(vx - vw / 2 + W * 0.005, vy - vw + H * 0.01, vw, vw * 2.1, '#000000', { op: 0.2, rx: vw * 0.2 }), rect(vx - vw / 2, vy - vw, vw, vw * 2.1, '#2b2f36', { rx: vw * 0.2 }),
    rect(vx - vw * 0.32, vy - vw * 0.7, vw * 0.64, vw * 0.5, k2(c)), stroke(`M${n(vx + vw * 0.25)} ${n(vy - vw)}v${n(-vw * 0.9)}`, '#2b2f36', vw * 0.14), circle(vx, vy + vw * 0.5, vw * 0.18, t.primary));
  const mx = W * 0.12, my = H * 0.86, mr = Math.min(W, H) * 0.075;
  out.push(circle(mx + mr * 0.1, my + mr * 0.12, mr, '#000000', { op: 0.18 }), circle(mx, my, mr, t.second), circle(mx, my, mr * 0.78, '#5a3a24'), stroke(`M${n(mx + mr)} ${n(my)}h${n(mr * 0.45)}`, t.second, mr * 0.25));
  return out.join('');
}

/** The radio's screen. */
const k2 = (c: Ctx): string => (c.t.dark ? '#9fd3c7' : '#b9d9cf');

/**
 * About: the clubhouse. A white weatherboarded building with a balcony over big windows and a flagpole flying a burgee in
 * the brand colour, the dinghy park before it (dinghies on their trolleys, masts up), a slipway down to the water, a
 * sailor wheeling a dinghy down it, the bay beyond.
 */
function clubhouseView(c: Ctx): string {
  const { W, H, t } = c, k = marine(c);
  const hz = H * 0.5, u = Math.min(H * 0.16, W * 0.11);
  const out = [skyOver(c, k, hz), shore(c, k, hz, H * 0.1, 1), seaFrom(c, k, hz)];
  // The hard standing and the slipway down to the water on the right.
  const gy = H * 0.62, concrete = k.dusk ? '#6e6a78' : '#c9c5bb';
  out.push(path(`M0 ${n(gy)}H${n(W * 0.64)}L${n(W * 0.86)} ${n(H)}H0Z`, concrete), path(`M${n(W * 0.64)} ${n(gy)}H${n(W * 0.74)}L${n(W * 1.02)} ${n(H)}H${n(W * 0.86)}Z`, shade(concrete, 0.12)));
  // The clubhouse across the back left.
  const bx = W * 0.03, bw = Math.min(W * 0.52, u * 6), bt = gy - u * 2.6, wood = k.dusk ? '#dcd6e2' : '#f5f3ee';
  out.push(rect(bx, bt, bw, gy - bt, wood), path(`M${n(bx - u * 0.2)} ${n(bt)}L${n(bx + bw * 0.5)} ${n(bt - u * 0.8)}L${n(bx + bw + u * 0.2)} ${n(bt)}Z`, k.dusk ? '#3b3a52' : '#4b5563'));
  let boards = '';
  for (let y = bt + u * 0.15; y < gy; y += u * 0.16) boards += `M${n(bx)} ${n(y)}H${n(bx + bw)}`;
  out.push(stroke(boards, shade(wood, 0.08), Math.max(1, u * 0.015)));
  const glass = k.dusk ? '#f5c977' : mix('#6f9bb5', t.second, 0.15);
  for (let i = 0; i < 3; i++) {
    const wx = bx + bw * (0.08 + i * 0.31), ww = bw * 0.24;
    out.push(rect(wx, bt + u * 0.25, ww, u * 0.7, glass), rect(wx, gy - u * 1.05, ww, u * 0.9, glass));
  }
  // The balcony: a deck with white rails across the first floor.
  const ly = bt + u * 1.25;
  let rails = '';
  for (let x = bx; x <= bx + bw + 1; x += u * 0.2) rails += `M${n(x)} ${n(ly)}v${n(-u * 0.35)}`;
  out.push(rect(bx - u * 0.1, ly, bw + u * 0.2, u * 0.1, shade(wood, 0.2)), stroke(rails + `M${n(bx)} ${n(ly - u * 0.35)}H${n(bx + bw)}`, '#ffffff', Math.max(1.5, u * 0.03)));
  // The flagpole with its burgee.
  const fx = bx + bw + u * 0.6, ft = Math.max(bt - u * 1.2, H * 0.06);
  out.push(stroke(`M${n(fx)} ${n(gy)}V${n(ft)}`, '#d9dde2', Math.max(2, u * 0.04)), path(`M${n(fx)} ${n(ft + u * 0.02)}l${n(u * 0.7)} ${n(u * 0.18)}l${n(-u * 0.7)} ${n(u * 0.18)}Z`, t.primary));
  // Dinghies on their trolleys in the park, masts up, bows to the water.
  const park: [number, number, number][] = [[0.12, 0.72, 0], [0.3, 0.76, 1], [0.5, 0.8, 2], [0.22, 0.9, 3]];
  park.forEach(([q, yq, i]) => {
    const px = W * q, py = H * yq, s = u * 2.2 * (0.8 + yq * 0.3);
    out.push(stroke(`M${n(px - s * 0.3)} ${n(py)}L${n(px - s * 0.3)} ${n(py - s * 0.12)}M${n(px + s * 0.3)} ${n(py)}L${n(px + s * 0.3)} ${n(py - s * 0.12)}M${n(px - s * 0.45)} ${n(py - s * 0.12)}H${n(px + s * 0.5)}`, '#6b7079', Math.max(1.5, s * 0.02)),
      path(circleD(px - s * 0.3, py, s * 0.05) + circleD(px + s * 0.3, py, s * 0.05), '#2a2e35'),
      path(`M${n(px - s * 0.5)} ${n(py - s * 0.25)}L${n(px + s * 0.5)} ${n(py - s * 0.28)}Q${n(px + s * 0.42)} ${n(py - s * 0.12)} ${n(px + s * 0.2)} ${n(py - s * 0.12)}L${n(px - s * 0.47)} ${n(py - s * 0.12)}Z`, i % 2 ? k.hull : mix(t.second, '#ffffff', 0.35)),
      stroke(`M${n(px + s * 0.1)} ${n(py - s * 0.26)}V${n(py - s * 1.3)}`, '#8f98a3', Math.max(1.2, s * 0.013)),
      stroke(`M${n(px + s * 0.1)} ${n(py - s * 0.34)}V${n(py - s * 1.05)}`, k.sails[(i + c.family.length) % k.sails.length] as string, Math.max(2, s * 0.035)));
  });
  // A sailor wheeling a dinghy down the slip to the water.
  const sx = W * 0.8, sy = H * 0.86, ss = u * 2.1;
  out.push(dinghy(sx, sy - ss * 0.12, ss, 1, { sail: t.primary, hull: k.hull, stripe: t.second, crew: [], heel: 0 }), path(circleD(sx - ss * 0.25, sy, ss * 0.05) + circleD(sx + ss * 0.25, sy, ss * 0.05), '#2a2e35'),
    smith(sx - ss * 0.7, sy + ss * 0.05, ss * 0.8, { dir: 1, skin: skin(c.family.length + 3), hair: '#2b1d14', shirt: k.jacket[1] as string, trousers: '#22252b', front: [sx - ss * 0.48, sy - ss * 0.22], back: [sx - ss * 0.5, sy - ss * 0.18] }));
  return out.join('');
}
