import type { Ctx } from './ctx';
import { mix, shade } from './palette';
import { circle, circleD, ellipse, g, n, path, type Pt, rect } from './svg';
import { stroke } from './club-figures';
import { skin } from './industry-kit';
import { specialistView } from './specialists';
import { farTrees, greens, hedge, lawn, sky } from './garden-kit';
import type { Smithy } from './forge-kit';
import { FIRE, anvil, brickD, companionSet, curlD, fireBasket, flames, gates, glow, hammer, hearth, hotBar, pier, quench, railings, smith, smithy, sparks, tongs, toolRack } from './forge-kit';

/**
 * A blacksmith's pictures (forge-words.ts `SMITHING`, in the site languages): the forge and the work, not the lounge
 * with pendant lamps a maker's portfolio had, in eight drawings walked by `specialistView` (salt `forge`) so that a
 * hero, an about picture and six cards or gallery tiles never repeat one. The hero the forge (a brick hearth with its
 * fire under a hood and flue, the blower in the brand colour, the smith in a leather apron at the anvil on its stump,
 * hammer raised and a glowing bar in the tongs, a quench tub, tongs and hammers on the wall rack); then a pair of
 * wrought-iron garden gates with scrolls between brick piers, a forging course (two students at their anvils, the smith
 * showing them), a fire basket burning on a terrace at dusk, railings and a handrail before a town house's front
 * door, a fireside with a companion set and a rail of forged hooks, the anvil close up as the hammer strikes and the
 * sparks fly, and for about the other side of the forge (the smith twisting a hot bar in the leg vice, the rack, finished
 * work leaning on the wall). Behind a banner headline the hero keeps its hearth, smith and anvil on the end side,
 * unmirrored. Flat figures with skin tones, no faces, no words.
 */

export type ForgeView = 'forge' | 'gate' | 'basket' | 'course' | 'railings' | 'fireside' | 'strike' | 'workshop';

/**
 * The walk: the hero's view first, the about picture's last; the first cards what a smith names first (commissions,
 * courses).
 */
export const FORGE_VIEWS: readonly ForgeView[] = ['forge', 'gate', 'course', 'basket', 'railings', 'fireside', 'strike', 'workshop'];

/** The view a picture shows: the hero's behind a headline, else its place in the walk. */
export function forgeView(c: Pick<Ctx, 'slot' | 'family' | 'seed' | 'variant' | 'behindText'>): ForgeView {
  return FORGE_VIEWS[c.behindText ? 0 : specialistView(c, 'forge')] as ForgeView;
}

export function forge(c: Ctx): string {
  return forgeScene(c, forgeView(c));
}

/** One view drawn to fill the canvas (a gallery tile or a mosaic's tile draws it into its own box). */
export function forgeScene(c: Ctx, view: ForgeView): string {
  switch (view) {
    case 'gate': return gateView(c);
    case 'basket': return basketView(c);
    case 'course': return courseView(c);
    case 'railings': return railingsView(c);
    case 'fireside': return firesideView(c);
    case 'strike': return strikeView(c);
    case 'workshop': return workshopView(c);
    default: return forgeRoom(c);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces.

const HAIR = ['#2b1d14', '#5a3b24', '#1a1a1a', '#b08a55', '#7a7068'];

/** The smith's and the students' clothes: a shirt toward the brand colour for the smith, the accent and neutrals for others. */
function dress(c: Ctx, i: number, k: Smithy) {
  const { t } = c, off = c.family.length;
  const shirts = [mix(t.primary, '#3b3f48', 0.3), mix(t.second, '#e9e4da', 0.35), mix('#5b6f86', t.primary, 0.12), mix('#6b6f4a', t.second, 0.15)];
  return { skin: skin(i * 2 + off), hair: HAIR[(i + off) % HAIR.length] as string, shirt: shirts[i % shirts.length] as string, trousers: mix('#2f333b', t.primary, 0.06), apron: i % 2 ? shade(k.leather, 0.12) : k.leather };
}

/** The smithy's walls to the floor line f: limewash (or soot) over stone, a darker band along the foot, a few stones showing. */
function walls(c: Ctx, k: Smithy, f: number): string {
  const { W, H } = c, r = c.rng.fork('stones');
  const out = [rect(0, 0, W, f, c.defs.lin([[0, shade(k.wall, k.dark ? 0.25 : 0.1)], [1, k.wall]])), rect(0, f - H * 0.08, W, H * 0.08, shade(k.wall, 0.12), { op: 0.6 })];
  let d = '';
  const s = Math.min(W, H) * 0.05;
  for (let i = 0; i < 18; i++) {
    const x = r.range(0, W), y = r.range(H * 0.05, f - s), w = s * r.range(0.8, 1.6);
    d += `M${n(x)} ${n(y)}h${n(w)}v${n(s * 0.55)}h${n(-w)}Z`;
  }
  out.push(path(d, 'none', { stroke: k.mortar, sw: Math.max(1, s * 0.06), op: 0.7 }));
  out.push(rect(0, f, W, H - f, c.defs.lin([[0, k.floor], [1, shade(k.floor, 0.2)]])), rect(0, f, W, Math.max(2, H * 0.005), shade(k.floor, 0.25)));
  return out.join('');
}

/** A small-paned window at (x, y), w × h: daylight by day, a dusk sky on a dark site. */
function smithyWindow(c: Ctx, k: Smithy, x: number, y: number, w: number, h: number): string {
  const { t } = c;
  const sky = c.defs.lin([[0, t.dark ? mix('#2c3166', t.primary, 0.2) : mix('#a9d3ef', t.second, 0.12)], [1, t.dark ? mix('#e0896b', t.primary, 0.2) : mix('#eef6f9', t.bg, 0.2)]]);
  const bar = Math.max(2, w * 0.04);
  return [rect(x - bar, y - bar, w + bar * 2, h + bar * 2, shade(k.wall, 0.25)), rect(x, y, w, h, sky),
    stroke(`M${n(x + w / 2)} ${n(y)}V${n(y + h)}M${n(x)} ${n(y + h / 3)}H${n(x + w)}M${n(x)} ${n(y + (2 * h) / 3)}H${n(x + w)}`, shade(k.wood, 0.2), bar),
    rect(x - bar * 1.5, y + h + bar, w + bar * 3, bar * 1.6, shade(k.wall, 0.15))].join('');
}

/** The stage of an indoor view: the floor line, px per metre for a layout `span` metres wide, and x of a metre from its left. */
function layout(c: Ctx, span: number, fk = 0.85, hk = 0.27): { f: number; m: number; X: (q: number) => number } {
  const { W, H } = c;
  const left = c.behindText ? W * 0.36 : 0, avail = W - left;
  const m = Math.min(H * hk, (avail * 0.96) / span), x0 = left + (avail - span * m) / 2;
  return { f: H * fk, m, X: (q) => x0 + q * m };
}

// ---------------------------------------------------------------------------------------------------------------
// The forge.

/**
 * The hero: the hearth with its fire, hood, flue and blower, the smith at the anvil with a glowing bar in the tongs and
 * the hammer raised, the quench tub, the rack of tongs and hammers, a window. A narrow canvas leaves out the rack and
 * moves the window over the tub.
 */
function forgeRoom(c: Ctx): string {
  const { W, H } = c, k = smithy(c), narrow = W < H * 1.05;
  const { f, m, X } = layout(c, narrow ? 3.4 : 4.3, 0.86, 0.3);
  const out = [walls(c, k, f)];
  if (!narrow) out.push(smithyWindow(c, k, X(3.3), f - m * 2.55, m * 0.75, m * 0.9), toolRack(X(2.95), f - m * 1.5, m * 1.4, m, k));
  else out.push(smithyWindow(c, k, X(2.55), f - m * 2.8, m * 0.65, m * 0.8));
  const hx = X(1.05), hh = hearth(c, hx, f, m, k, -1);
  out.push(glow(c, hx, f - m * 0.5, m * 2.4, k.dark ? 0.3 : 0.18), hh.svg);
  // The anvil, and the smith at its heel side facing the horn, the hammer up behind the head.
  const ax = X(narrow ? 2.55 : 2.75), an = anvil(ax, f + m * 0.02, m, 1, k);
  const sx = ax - m * 0.62, s = dress(c, 0, k);
  const jaw: Pt = [an.mid - m * 0.02, an.face - m * 0.02], back: Pt = [sx + m * 0.32, f - m * 0.95], front: Pt = [sx - m * 0.08, f - m * 2.02];
  out.push(glow(c, jaw[0] + m * 0.1, jaw[1], m * 0.6, 0.4), an.svg, hotBar(c, [jaw[0] + m * 0.28, jaw[1] - m * 0.015], jaw, m * 0.035, k.iron));
  // The hammer arm is the far one, raised behind the head; the near hand holds the tongs.
  out.push(smith(sx, f, m * 1.75, { dir: 1, ...s, front: back, back: front, stance: 0.6 }), tongs(back, jaw, k, m * 0.018), hammer(front, m * 0.36, -2.5, k));
  out.push(quench(c, narrow ? X(3.05) : X(3.9), f + m * 0.02, m, k));
  // A few coals and scale on the floor by the hearth.
  let scale = '';
  for (let i = 0; i < 9; i++) scale += circleD(X(0.7 + i * 0.33), f + m * (0.05 + (i % 3) * 0.04), m * 0.012);
  out.push(path(scale, shade(k.floor, 0.35)));
  return out.join('');
}

/**
 * The anvil close up as the hammer comes down on the glowing bar and sparks fly: the anvil's face across the frame, the
 * smith's apron and arms from the side, the tongs, the hearth's glow behind.
 */
function strikeView(c: Ctx): string {
  const { W, H } = c, k = smithy(c);
  const m = Math.min(H * 0.62, W * 0.5), face = H * 0.6, f = face + m * 0.87;
  const ax = W * 0.62, out = [walls(c, k, f), glow(c, W * 0.15, H * 0.35, m * 1.6, k.dark ? 0.55 : 0.35)];
  out.push(toolRack(W * 0.66, H * 0.04, m * 1.3, m, k, 4, 3));
  const an = anvil(ax, f, m, 1, k), sx = ax - m * 0.62, s = dress(c, 0, k);
  const jaw: Pt = [an.mid - m * 0.02, an.face - m * 0.02], barX = jaw[0] + m * 0.15, a = 0.12, len = m * 0.36;
  const end: Pt = [barX, an.face - m * 0.035 - len * 0.2], front: Pt = [end[0] - Math.cos(a) * len, end[1] - Math.sin(a) * len], back: Pt = [sx + m * 0.32, f - m * 0.95];
  out.push(glow(c, barX, jaw[1], m * 0.7, 0.5), an.svg, hotBar(c, [jaw[0] + m * 0.3, jaw[1] - m * 0.015], jaw, m * 0.035, k.iron));
  out.push(smith(sx, f, m * 1.75, { dir: 1, ...s, front, back, stance: 0.6 }), tongs(back, jaw, k, m * 0.018), hammer(front, len, a, k));
  out.push(sparks(c, barX, jaw[1] - m * 0.03, m * 0.75, 1, 22), sparks(c, barX, jaw[1] - m * 0.03, m * 0.5, -1, 8));
  return out.join('');
}

/**
 * About: the other side of the forge. The rack of tongs and hammers over the bench, the leg vice at its end with a hot
 * bar upright in its jaws, the smith twisting it with a wrench, the quench tub, a finished gate panel with scrolls
 * leaning on the wall, the hearth's glow at the edge.
 */
function workshopView(c: Ctx): string {
  const { W, H } = c, k = smithy(c), narrow = W < H * 1.05;
  const { f, m, X } = layout(c, narrow ? 2.35 : 4.3, narrow ? 0.88 : 0.86, 0.3);
  const out = [walls(c, k, f), glow(c, X(narrow ? 2.4 : 4.4), f - m * 0.7, m * 2.2, k.dark ? 0.45 : 0.3)];
  if (!narrow) out.push(smithyWindow(c, k, X(3.35), f - m * 2.55, m * 0.75, m * 0.9));
  // The bench with the rack over it and the leg vice at its end.
  const bx = X(narrow ? 0.05 : 0.15), bw = m * (narrow ? 1.15 : 1.35), top = f - m * 0.86;
  out.push(toolRack(bx, f - m * 1.75, bw * (narrow ? 0.85 : 1.25), m, k, narrow ? 5 : 6, narrow ? 2 : 4));
  out.push(rect(bx, top, bw, m * 0.08, k.wood), stroke(`M${n(bx + m * 0.1)} ${n(top)}V${n(f)}M${n(bx + bw - m * 0.25)} ${n(top)}V${n(f)}`, shade(k.wood, 0.2), m * 0.07));
  const vx = bx + bw - m * 0.05, jaw = top - m * 0.02;
  out.push(stroke(`M${n(vx)} ${n(f)}V${n(jaw)}M${n(vx + m * 0.08)} ${n(f - m * 0.25)}L${n(vx + m * 0.08)} ${n(jaw)}`, k.iron, m * 0.04), rect(vx - m * 0.05, jaw - m * 0.07, m * 0.18, m * 0.08, k.iron),
    stroke(`M${n(vx + m * 0.15)} ${n(jaw + m * 0.08)}h${n(m * 0.16)}`, k.edge, m * 0.02), path(circleD(vx + m * 0.32, jaw + m * 0.08, m * 0.025), k.edge));
  out.push(hammer([bx + m * 0.25, top - m * 0.03], m * 0.34, 0.02, k), stroke(`M${n(bx + m * 0.65)} ${n(top - m * 0.015)}h${n(m * 0.45)}`, k.edge, m * 0.02));
  // The hot bar upright in the vice, the wrench across it, the smith's hands on the wrench.
  const barTop: Pt = [vx + m * 0.03, jaw - m * 0.46], wy = barTop[1] + m * 0.2, s = dress(c, 0, k), sx = vx + m * 0.6;
  out.push(hotBar(c, barTop, [vx + m * 0.03, jaw], m * 0.03, k.iron), stroke(`M${n(vx - m * 0.28)} ${n(wy)}H${n(vx + m * 0.34)}`, k.iron, m * 0.028));
  out.push(smith(sx, f, m * 1.75, { dir: -1, ...s, front: [vx - m * 0.2, wy], back: [vx + m * 0.3, wy + m * 0.01], stance: 0.5 }));
  if (!narrow) {
    out.push(quench(c, X(2.6), f + m * 0.02, m, k, false));
    // A finished panel of railings leaning on the wall.
    const gx = X(3.15), gw = m * 1.0, gh = m * 1.05;
    out.push(ellipse(gx + gw / 2, f, gw * 0.6, m * 0.03, '#000000', { op: 0.15 }), g(railings(gx, gx + gw, f - m * 0.02, gh, k.iron, m * 0.022, m * 0.16)
      + stroke(`M${n(gx)} ${n(f - m * 0.02)}V${n(f - gh * 0.88)}M${n(gx + gw)} ${n(f - m * 0.02)}V${n(f - gh * 0.88)}`, k.iron, m * 0.03), { tf: `matrix(1 0 -0.1 1 ${n(f * 0.1)} 0)` }));
  }
  return out.join('');
}

/**
 * A forging course: two students in aprons at their anvils facing each other, one with the hammer up, one striking; the
 * smith between them further back, a hand out to show; a gas forge glowing on its table at the back, a window. On a
 * narrow canvas one student at the anvil and the smith beside, showing.
 */
function courseView(c: Ctx): string {
  const { W, H, t } = c, k = smithy(c), narrow = W < H * 1.05;
  const { f, m, X } = layout(c, narrow ? 2.5 : 4.2, 0.87, 0.28);
  const mid = X(narrow ? 1.55 : 2.1);
  const out = [walls(c, k, f), smithyWindow(c, k, X(narrow ? 0.2 : 0.35), f - m * 2.5, m * 0.75, m * 0.9)];
  // The gas forge at the back: a box on a steel table, its mouth glowing.
  const gx = narrow ? X(2.1) : mid + m * 0.62, gy = f - m * 0.95;
  out.push(glow(c, gx, gy - m * 0.15, m * 0.8, 0.45), stroke(`M${n(gx - m * 0.3)} ${n(f - m * 0.12)}V${n(gy)}H${n(gx + m * 0.3)}V${n(f - m * 0.12)}`, k.iron, m * 0.03),
    rect(gx - m * 0.25, gy - m * 0.3, m * 0.5, m * 0.3, mix(t.second, '#5a5f68', 0.55), { rx: m * 0.04 }), ellipse(gx, gy - m * 0.15, m * 0.1, m * 0.075, FIRE[1]), ellipse(gx, gy - m * 0.15, m * 0.055, m * 0.04, FIRE[0]));
  if (!narrow) out.push(toolRack(X(3.0), f - m * 1.85, m * 1.1, m, k, 4, 0));
  // The smith behind, one hand out toward the work.
  const tch = dress(c, 0, k), tx = narrow ? X(1.95) : mid - m * 0.05;
  out.push(smith(tx, f - m * 0.06, m * 1.72, { dir: -1, ...tch, front: [tx - m * 0.42, f - m * 0.98], back: [tx + m * 0.17, f - m * 0.78] }));
  // A student at an anvil facing dir: the hammer up, or striking the bar with sparks.
  const student = (ax: number, dir: 1 | -1, i: number, up: boolean) => {
    const an = anvil(ax, f + m * 0.05, m, dir, k), sx = ax - dir * m * 0.6, s = dress(c, i, k);
    const jaw: Pt = [an.mid - dir * m * 0.02, an.face - m * 0.02], back: Pt = [sx + dir * m * 0.3, f - m * 0.88], len = m * 0.34;
    const barX = jaw[0] + dir * m * 0.14, end: Pt = [barX, an.face - m * 0.035 - len * 0.2];
    const front: Pt = up ? [sx - dir * m * 0.08, f - m * 1.98] : [end[0] - dir * Math.cos(0.12) * len, end[1] - Math.sin(0.12) * len];
    return [an.svg, hotBar(c, [jaw[0] + dir * m * 0.26, jaw[1] - m * 0.01], jaw, m * 0.032, k.iron),
      smith(sx, f + m * 0.05, m * 1.7, { dir, ...s, front: up ? back : front, back: up ? front : back, cap: i === 2 ? mix(t.primary, '#2b2f36', 0.4) : undefined }), tongs(back, jaw, k, m * 0.017),
      hammer(front, len, up ? (dir === 1 ? -2.5 : -0.64) : (dir === 1 ? 0.12 : Math.PI - 0.12), k), up ? '' : sparks(c, barX, jaw[1] - m * 0.02, m * 0.5, dir, 10)].join('');
  };
  if (narrow) out.push(student(X(1.05), 1, 2, false));
  else out.push(student(mid - m * 1.1, 1, 1, true), student(mid + m * 1.1, -1, 2, false));
  return out.join('');
}

// ---------------------------------------------------------------------------------------------------------------
// The work.

/**
 * A pair of wrought-iron garden gates between brick piers with stone caps and balls, the arch of the gates rising to
 * the middle, scrolls under it; a hedge either side, a gravel path through to a lawn and far trees; dusk on a dark site.
 */
function gateView(c: Ctx): string {
  const { W, H, t } = c, k = greens(c), sk = smithy(c);
  const y = H * 0.8, gw = Math.min(W * 0.52, H * 0.62), gh = gw * 0.58, pw = gw * 0.17;
  const cx = W * 0.5;
  const out = [sky(c, k, y - gh * 0.3), farTrees(c, k, c.rng.fork('trees'), y - gh * 0.28, gh * 0.9), lawn(c, k, y - gh * 0.3, cx, 0.8)];
  // The path through the gate: gravel narrowing away from us.
  const gravel = t.dark ? shade(mix('#c9bda8', t.bg, 0.1), 0.45) : mix('#d8cdb9', t.bg, 0.1);
  out.push(path(`M${n(cx - gw * 0.18)} ${n(y - gh * 0.3)}H${n(cx + gw * 0.18)}L${n(cx + gw * 0.9)} ${n(H)}H${n(cx - gw * 0.9)}Z`, gravel));
  out.push(hedge(k, c.rng.fork('hedge'), -2, cx - gw / 2 - pw * 0.4, y, gh * 0.78), hedge(k, c.rng.fork('hedge2'), cx + gw / 2 + pw * 0.4, W + 2, y, gh * 0.78));
  // The ground in front, the piers and the gates.
  out.push(rect(0, y, cx - gw * 0.55, H - y, shade(k.lawn, 0.08)), rect(cx + gw * 0.55, y, W, H - y, shade(k.lawn, 0.08)), path(`M${n(cx - gw / 2)} ${n(y)}H${n(cx + gw / 2)}L${n(cx + gw * 0.9)} ${n(H)}H${n(cx - gw * 0.9)}Z`, shade(gravel, 0.05)));
  const stone = t.dark ? shade('#d8d0c0', 0.35) : '#e6dfd0';
  out.push(ellipse(cx, y, gw * 0.55, gh * 0.03, '#000000', { op: 0.15 }), gates(cx - gw / 2, cx + gw / 2, y - gh * 0.01, gh, sk.iron, Math.max(2, gw * 0.008)));
  out.push(pier(cx - gw / 2 - pw / 2, y + gh * 0.02, pw, gh * 1.1, mix('#b06a4c', t.primary, 0.06), stone), pier(cx + gw / 2 + pw / 2, y + gh * 0.02, pw, gh * 1.1, mix('#b06a4c', t.primary, 0.06), stone));
  return out.join('');
}

/**
 * Railings before a town house: the front door in the brand colour with a fanlight of iron spokes, a window either side,
 * stone steps with a scrolled handrail, railings along the front on a low wall, the pavement; lit windows and a lantern
 * on a dark site.
 */
function railingsView(c: Ctx): string {
  const { W, H, t } = c, sk = smithy(c), dark = t.dark;
  const y = H * 0.86, u = Math.min(H * 0.2, W * 0.13);
  const brick = mix(dark ? '#6a3f31' : '#b8735a', t.primary, 0.06), render = dark ? shade('#e8e0d2', 0.4) : '#efe8db';
  // Courses sized to the door, but never more than about 470 bricks or 70 courses (a tall or very wide canvas gets bigger ones).
  const bh = Math.max(u * 0.15, Math.sqrt((W * H) / 1400), H / 70);
  const out = [rect(0, 0, W, y, brick), stroke(brickD(0, 0, W, y - u * 1.2, bh, bh * 3), shade(brick, 0.2), Math.max(1, u * 0.014)),
    rect(0, y - u * 1.25, W, u * 1.25, render), stroke(`M0 ${n(y - u * 0.85)}H${n(W)}M0 ${n(y - u * 0.45)}H${n(W)}`, shade(render, 0.08), Math.max(1, u * 0.015))];
  // The door in the primary, its fanlight, the surround, a lantern.
  const dx = W * 0.5, dw = u * 0.95, dh = u * 2.1, dt = y - u * 0.6 - dh;
  const glass = dark ? '#f5c977' : mix('#3d4a5a', t.primary, 0.1);
  out.push(rect(dx - dw / 2 - u * 0.18, dt - dw * 0.55, dw + u * 0.36, dh + dw * 0.55 + u * 0.1, render),
    path(`M${n(dx - dw / 2)} ${n(dt)}A${n(dw / 2)} ${n(dw / 2)} 0 0 1 ${n(dx + dw / 2)} ${n(dt)}Z`, glass), rect(dx - dw / 2, dt, dw, dh, t.primary));
  let spokes = '';
  for (let i = 1; i < 6; i++) { const a = Math.PI + (Math.PI * i) / 6; spokes += `M${n(dx)} ${n(dt)}L${n(dx + Math.cos(a) * dw * 0.48)} ${n(dt + Math.sin(a) * dw * 0.48)}`; }
  out.push(stroke(spokes + `M${n(dx - dw * 0.5)} ${n(dt)}H${n(dx + dw * 0.5)}`, sk.iron, Math.max(1.5, u * 0.02)), stroke(circleD(dx, dt, dw * 0.12), sk.iron, Math.max(1.5, u * 0.02)));
  out.push(stroke(`M${n(dx - dw * 0.3)} ${n(dt + dh * 0.08)}h${n(dw * 0.6)}v${n(dh * 0.38)}h${n(-dw * 0.6)}ZM${n(dx - dw * 0.3)} ${n(dt + dh * 0.55)}h${n(dw * 0.6)}v${n(dh * 0.38)}h${n(-dw * 0.6)}Z`, shade(t.primary, 0.2), Math.max(1.5, u * 0.025)),
    circle(dx + dw * 0.32, dt + dh * 0.5, u * 0.035, '#d9b45a'));
  // Sash windows either side (lit at dusk), and the floors above on a tall canvas.
  const sashes: Pt[] = [dx - u * 2.6, dx + u * 2.6, dx - u * 5.2, dx + u * 5.2].map((wx): Pt => [wx, dt]);
  for (let wy = dt - u * 2.5, k = 0; wy > u * 0.3 && k < 3; wy -= u * 2.5, k++) for (const wx of [dx - u * 2.6, dx, dx + u * 2.6]) sashes.push([wx, wy]);
  for (const [wx, wy] of sashes) {
    if (wx < -u || wx > W + u) continue;
    const ww = u * 1.1, wh = u * 1.7;
    out.push(rect(wx - ww / 2 - u * 0.06, wy - u * 0.06, ww + u * 0.12, wh + u * 0.12, render), rect(wx - ww / 2, wy, ww, wh, glass),
      stroke(`M${n(wx)} ${n(wy)}V${n(wy + wh)}M${n(wx - ww / 2)} ${n(wy + wh / 2)}H${n(wx + ww / 2)}M${n(wx - ww / 2)} ${n(wy + wh / 4)}H${n(wx + ww / 2)}M${n(wx - ww / 2)} ${n(wy + (3 * wh) / 4)}H${n(wx + ww / 2)}`, '#f4f1ea', Math.max(1.5, u * 0.03)),
      rect(wx - ww / 2 - u * 0.1, wy + wh + u * 0.04, ww + u * 0.2, u * 0.08, render));
  }
  if (dark) out.push(glow(c, dx + dw * 0.9, dt - dw * 0.1, u * 1.2, 0.5));
  out.push(rect(dx + dw * 0.78, dt - dw * 0.32, u * 0.16, u * 0.22, '#f7d68a', { rx: u * 0.03 }), stroke(`M${n(dx + dw * 0.78)} ${n(dt - dw * 0.32)}h${n(u * 0.16)}M${n(dx + dw * 0.86)} ${n(dt - dw * 0.32)}v${n(-u * 0.1)}`, sk.iron, Math.max(1.5, u * 0.025)));
  // Steps up to the door, the handrail with a scroll at its foot, railings on a low wall along the front.
  const stone = dark ? shade('#d8d0c0', 0.35) : '#ddd5c6';
  for (let i = 0; i < 3; i++) out.push(rect(dx - dw / 2 - u * 0.25 - i * u * 0.12, y - u * 0.6 + i * u * 0.2, dw + u * 0.5 + i * u * 0.24, u * 0.2, i % 2 ? shade(stone, 0.06) : stone));
  const hx = dx - dw / 2 - u * 0.55;
  out.push(stroke(`M${n(hx + u * 0.25)} ${n(y - u * 1.35)}L${n(hx - u * 0.1)} ${n(y - u * 0.75)}` + curlD([hx - u * 0.1, y - u * 0.75], -0.4, 0.9, u * 0.08, 3, false), sk.iron, Math.max(2, u * 0.035)),
    stroke(`M${n(hx + u * 0.25)} ${n(y - u * 1.35)}V${n(y - u * 0.62)}M${n(hx + u * 0.08)} ${n(y - u * 1.05)}V${n(y - u * 0.42)}`, sk.iron, Math.max(1.5, u * 0.02)));
  const wallTop = y - u * 0.28;
  out.push(rect(0, wallTop, hx - u * 0.2, y - wallTop, stone), rect(dx + dw / 2 + u * 0.45, wallTop, W, y - wallTop, stone), rect(0, wallTop, W, u * 0.04, shade(stone, 0.1), { op: 0.5 }));
  const sw = Math.max(2, u * 0.03);
  const gap = Math.max(u * 0.2, W / 90);
  out.push(railings(-u * 0.2, hx - u * 0.25, wallTop, u * 0.9, sk.iron, sw, gap), railings(dx + dw / 2 + u * 0.5, W + u * 0.2, wallTop, u * 0.9, sk.iron, sw, gap));
  out.push(rect(0, y, W, H - y, dark ? mix('#3e3f45', t.bg, 0.3) : mix('#b9b6ae', t.bg, 0.15)), stroke(`M0 ${n(y + (H - y) * 0.45)}H${n(W)}`, shade(stone, 0.3), Math.max(1, u * 0.015)));
  // A bay tree in a pot by the steps.
  const px = dx + dw / 2 + u * 0.6 + u * 0.3;
  out.push(path(`M${n(px - u * 0.2)} ${n(wallTop)}L${n(px - u * 0.15)} ${n(wallTop - u * 0.3)}H${n(px + u * 0.15)}L${n(px + u * 0.2)} ${n(wallTop)}Z`, mix('#4a4f58', t.second, 0.15)),
    stroke(`M${n(px)} ${n(wallTop - u * 0.3)}V${n(wallTop - u * 0.75)}`, shade(sk.wood, 0.2), u * 0.04), circle(px, wallTop - u * 0.95, u * 0.28, mix('#3f6e3d', t.second, 0.1)));
  return out.join('');
}

/**
 * A fire basket burning on a terrace in the evening: stone flags, two wooden chairs turned to it, a stack of logs, a
 * low wall and the garden beyond under the evening sky (dusk on a dark site, a warm sunset otherwise).
 */
function basketView(c: Ctx): string {
  const { W, H, t } = c, k = greens(c), sk = smithy(c);
  const y = H * 0.56, m = Math.min(H * 0.42, W * 0.3);
  const out = [rect(0, 0, W, y, c.defs.lin([[0, t.dark ? mix('#1f2250', t.primary, 0.2) : mix('#7f9ccf', t.second, 0.15)], [0.7, t.dark ? mix('#c9705a', t.primary, 0.2) : mix('#f6c38f', t.primary, 0.12)], [1, t.dark ? mix('#e8916a', t.primary, 0.2) : '#fbe3bd']]))];
  out.push(farTrees(c, { ...k, far: shade(k.far, 0.35), far2: shade(k.far2, 0.4) }, c.rng.fork('trees'), y, H * 0.2), hedge({ ...k, hedge: shade(k.hedge, 0.3), hedgeHi: shade(k.hedgeHi, 0.3) }, c.rng.fork('h'), -2, W + 2, y + H * 0.02, H * 0.1));
  // The terrace: stone flags in perspective.
  const stone = t.dark ? shade('#b9ad9a', 0.45) : mix('#cdbfa8', t.primary, 0.06);
  out.push(rect(0, y + H * 0.02, W, H - y, stone));
  let joints = '';
  for (let r = 0; r < 6; r++) { const yy = y + H * 0.02 + (H - y) * (r / 6) ** 1.4; joints += `M0 ${n(yy)}H${n(W)}`; }
  for (let i = -8; i <= 8; i++) joints += `M${n(W / 2 + i * W * 0.06)} ${n(y + H * 0.02)}L${n(W / 2 + i * W * 0.22)} ${n(H)}`;
  out.push(stroke(joints, shade(stone, 0.18), Math.max(1, W * 0.0015)));
  const fx = W * 0.5, fy = H * 0.84;
  out.push(glow(c, fx, fy - m * 0.45, m * 2, 0.4), ellipse(fx, fy, m * 0.9, m * 0.14, '#ffb347', { op: 0.22 }));
  // Two wooden chairs turned toward the fire, side-on.
  const chairC = mix('#8a6242', t.primary, 0.08);
  const chair = (x: number, dir: 1 | -1) => stroke(`M${n(x)} ${n(fy)}L${n(x + dir * m * 0.05)} ${n(fy - m * 0.42)}L${n(x + dir * m * 0.5)} ${n(fy - m * 0.42)}L${n(x + dir * m * 0.55)} ${n(fy)}M${n(x - dir * m * 0.12)} ${n(fy - m * 1.05)}L${n(x + dir * m * 0.05)} ${n(fy - m * 0.42)}M${n(x - dir * m * 0.02)} ${n(fy - m * 0.72)}H${n(x + dir * m * 0.45)}L${n(x + dir * m * 0.45)} ${n(fy - m * 0.42)}`, chairC, m * 0.05)
    + path(`M${n(x - dir * m * 0.14)} ${n(fy - m * 1.08)}L${n(x + dir * m * 0.02)} ${n(fy - m * 0.45)}L${n(x + dir * m * 0.1)} ${n(fy - m * 0.47)}L${n(x - dir * m * 0.04)} ${n(fy - m * 1.1)}Z`, shade(chairC, 0.1))
    + rect(Math.min(x + dir * m * 0.05, x + dir * m * 0.5), fy - m * 0.47, m * 0.45, m * 0.07, chairC) + rect(Math.min(x, x + dir * m * 0.4), fy - m * 0.56, m * 0.35, m * 0.1, mix(t.second, '#e8e0d0', 0.4), { rx: m * 0.03 });
  out.push(chair(fx - m * 1.45, 1), chair(fx + m * 1.45, -1));
  // A stack of logs at the side.
  const lx = W * 0.1, wood = mix('#8b5a34', t.primary, 0.06);
  let ends = '';
  for (let r = 0; r < 3; r++) for (let i = 0; i < 4 - r; i++) ends += circleD(lx + (i + r * 0.5) * m * 0.16, fy - m * 0.08 - r * m * 0.14, m * 0.075);
  out.push(path(ends, wood), stroke(ends, shade(wood, 0.35), Math.max(1, m * 0.012)));
  out.push(fireBasket(c, fx, fy, m, sk, true), sparks(c, fx, fy - m * 0.9, m * 0.7, 1, 10));
  return out.join('');
}

/**
 * A fireside: a stone fireplace with a log fire in its grate and a mantel with forged candlesticks, the companion set on
 * the hearth beside it, a basket of logs, and on the wall a rail of hand-forged hooks with a coat and a bag on them.
 */
function firesideView(c: Ctx): string {
  const { W, H, t } = c, sk = smithy(c);
  const f = H * 0.84, m = Math.min(H * 0.5, W * 0.36);
  const wall = t.dark ? mix('#3b3340', t.primary, 0.1) : mix('#efe6d8', t.primary, 0.05);
  const out = [rect(0, 0, W, f, c.defs.lin([[0, shade(wall, 0.05)], [1, wall]])), rect(0, f, W, H - f, c.defs.lin([[0, mix('#9c7352', t.primary, 0.1)], [1, shade(mix('#9c7352', t.primary, 0.1), 0.25)]]))];
  const fx = W * 0.45, fw = m * 1.3, fh = m * 1.1, top = f - fh;
  const stone = t.dark ? shade('#cfc6b6', 0.3) : '#ddd4c4';
  // The surround, the opening, the fire and the mantel shelf.
  out.push(glow(c, fx, f - m * 0.3, m * 1.6, 0.35), rect(fx - fw / 2, top, fw, fh, stone), rect(fx - fw / 2 - m * 0.08, top - m * 0.06, fw + m * 0.16, m * 0.08, shade(stone, 0.1)),
    path(`M${n(fx - fw * 0.3)} ${n(f)}V${n(top + fh * 0.42)}Q${n(fx)} ${n(top + fh * 0.22)} ${n(fx + fw * 0.3)} ${n(top + fh * 0.42)}V${n(f)}Z`, '#1f1b1a'),
    rect(fx - fw * 0.62, f - m * 0.02, fw * 1.24, m * 0.05, shade(stone, 0.08)));
  const wood = mix('#8b5a34', t.primary, 0.06);
  out.push(rect(fx - fw * 0.2, f - m * 0.12, fw * 0.4, m * 0.07, wood, { rx: m * 0.03 }), flames(fx, f - m * 0.1, fw * 0.4, m * 0.4, 0),
    stroke(`M${n(fx - fw * 0.24)} ${n(f - m * 0.05)}H${n(fx + fw * 0.24)}M${n(fx - fw * 0.2)} ${n(f - m * 0.05)}v${n(-m * 0.1)}M${n(fx + fw * 0.2)} ${n(f - m * 0.05)}v${n(-m * 0.1)}`, sk.iron, m * 0.02));
  // Forged candlesticks on the mantel with their flames, a picture over it.
  for (const cx of [fx - fw * 0.36, fx + fw * 0.36]) {
    out.push(stroke(`M${n(cx)} ${n(top - m * 0.06)}V${n(top - m * 0.2)}` + curlD([cx, top - m * 0.1], 1, 0, m * 0.025, 2, false), sk.iron, m * 0.012), rect(cx - m * 0.02, top - m * 0.32, m * 0.04, m * 0.12, '#f4efe4'),
      ellipse(cx, top - m * 0.35, m * 0.012, m * 0.025, FIRE[1]));
  }
  out.push(rect(fx - m * 0.3, top - m * 0.62, m * 0.6, m * 0.38, mix(t.pSoft, '#ffffff', 0.2)), stroke(`M${n(fx - m * 0.3)} ${n(top - m * 0.62)}h${n(m * 0.6)}v${n(m * 0.38)}h${n(-m * 0.6)}Z`, shade(sk.wood, 0.2), m * 0.02),
    path(`M${n(fx - m * 0.26)} ${n(top - m * 0.28)}L${n(fx - m * 0.08)} ${n(top - m * 0.48)}L${n(fx + m * 0.05)} ${n(top - m * 0.36)}L${n(fx + m * 0.14)} ${n(top - m * 0.44)}L${n(fx + m * 0.26)} ${n(top - m * 0.28)}Z`, mix(t.primary, t.card, 0.5)));
  // The companion set on the hearth, a basket of logs on the other side.
  out.push(companionSet(fx - fw * 0.72, f + m * 0.02, m * 0.9, sk, mix('#8a6a48', t.primary, 0.08)));
  const bx = fx + fw * 0.75, basket = mix('#b08a5a', t.primary, 0.08);
  let ends = '';
  for (let i = 0; i < 4; i++) ends += circleD(bx - m * 0.16 + i * m * 0.1, f - m * 0.27 - (i % 2) * m * 0.04, m * 0.05);
  out.push(path(ends, wood), path(`M${n(bx - m * 0.22)} ${n(f - m * 0.28)}H${n(bx + m * 0.22)}L${n(bx + m * 0.18)} ${n(f)}H${n(bx - m * 0.18)}Z`, basket),
    stroke(`M${n(bx - m * 0.2)} ${n(f - m * 0.19)}H${n(bx + m * 0.2)}M${n(bx - m * 0.19)} ${n(f - m * 0.1)}H${n(bx + m * 0.19)}`, shade(basket, 0.2), m * 0.012));
  // A rail of hooks on the wall with a coat and a bag hanging.
  const rx = fx + fw * 0.55 + m * 0.1, ry = f - m * 1.35, rw = Math.min(m * 0.9, W - rx - m * 0.08);
  if (rw > m * 0.4) {
    out.push(rect(rx, ry - m * 0.05, rw, m * 0.1, sk.wood, { rx: m * 0.01 }));
    let hooks = '';
    const hk = [0.2, 0.5, 0.8].map((q) => rx + rw * q);
    for (const hx of hk) hooks += `M${n(hx)} ${n(ry)}v${n(m * 0.1)}` + curlD([hx, ry + m * 0.1], 1, 0, m * 0.03, 2, true);
    out.push(stroke(hooks, sk.iron, m * 0.015));
    const coat = mix(t.second, '#4a4f58', 0.35);
    out.push(path(`M${n(hk[0]! - m * 0.05)} ${n(ry + m * 0.12)}L${n(hk[0]! - m * 0.18)} ${n(ry + m * 0.7)}H${n(hk[0]! + m * 0.18)}L${n(hk[0]! + m * 0.05)} ${n(ry + m * 0.12)}Z`, coat),
      path(`M${n(hk[2]! - m * 0.1)} ${n(ry + m * 0.3)}h${n(m * 0.2)}l${n(m * 0.02)} ${n(m * 0.22)}h${n(-m * 0.24)}Z`, mix(t.primary, '#7a5a3a', 0.4)), stroke(`M${n(hk[2]! - m * 0.08)} ${n(ry + m * 0.3)}L${n(hk[2]!)} ${n(ry + m * 0.14)}L${n(hk[2]! + m * 0.08)} ${n(ry + m * 0.3)}`, shade(mix(t.primary, '#7a5a3a', 0.4), 0.3), m * 0.012));
  }
  // A rug before the hearth.
  out.push(ellipse(fx, f + (H - f) * 0.55, m * 0.7, (H - f) * 0.28, mix(t.primary, t.card, 0.55), { op: 0.9 }));
  return out.join('');
}

/** A mosaic tile or a portfolio's small picture drawn lean: the same views (their bytes are counted by the caller). */
export const FORGE_TILES: readonly ForgeView[] = ['gate', 'basket', 'strike', 'railings', 'fireside', 'forge', 'course'];
