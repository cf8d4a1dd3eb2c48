import type { Ctx } from './ctx';
import { mirrorX, sibling } from './ctx';
import { mix, shade, tint } from './palette';
import type { Rng } from './rng';
import type { Light } from './scene-kit';
import { lightFor, ridge, sky, sun, vignette } from './scene-kit';
import { circle, ellipse, n, path, poly, rect, smooth } from './svg';
import { floorLamp, pottedPlant, sofa, wallArt } from './props';

/**
 * Homes for an estate agency (kind `property`): a detached family house with a front garden, a block of
 * flats with balconies, a cottage, a modern villa with glass and a pool, a row of town houses, and a
 * living room looking out of a big window. Item cards follow the listing samples' order (house, flat,
 * cottage, then villa, town houses, interior), so the picture beside "Apartment" is a block of flats; the
 * hero shows the kind of home the brief names first (a flat, a cottage, a villa, town houses: `NAMED_HOMES`), else the
 * villa where the brief speaks of the coast and the house otherwise (on the end side, not
 * mirrored, behind a banner headline); an about section the living room. Coastal briefs put the sea behind the homes. Windows glow at dusk (dark site styles).
 */

type Home = (c: Ctx, r: Rng, L: Light, coast: boolean) => string;

/** Words for a home by the water, in the site languages (the sea goes behind the houses). */
const COAST = /coast|\bsea\b|seaside|beach|harbou?r|waterfront|shore|\bbay\b|marina|ocean|island|costa|küste|\bkust|\bmer\b|plage|\bmare\b|praia|playa|海|ساحل|بحر/;

/**
 * Where a home's centre stands: between lo and hi of the width, or on the end side (70 %) when the
 * picture lies behind a banner headline (`behindText`), so the house is not under the text's scrim.
 */
function subjectX(c: Ctx, r: Rng, lo: number, hi: number): number {
  const x = c.W * r.range(lo, hi);
  return c.behindText ? c.W * 0.7 : x;
}

/** A window pane: the sky reflected by day, warm light at dusk; a light frame and one mullion. */
function pane(c: Ctx, L: Light, x: number, y: number, w: number, h: number, lit: boolean, frame: string): string {
  const glass = lit ? c.defs.lin([[0, '#ffe3a3'], [1, '#f2b25c']]) : c.defs.lin([[0, mix(L.top, '#ffffff', 0.25)], [1, shade(L.low, 0.25)]]);
  const fw = Math.max(1.5, w * 0.08);
  return rect(x - fw, y - fw, w + fw * 2, h + fw * 2, frame) + rect(x, y, w, h, glass) +
    path(`M${n(x + w / 2)} ${n(y)}V${n(y + h)}`, 'none', { stroke: frame, sw: fw * 0.7 }) +
    (lit ? '' : path(poly([[x, y + h * 0.7], [x + w * 0.55, y], [x + w * 0.8, y], [x, y + h]]), '#ffffff', { op: 0.18 }));
}

/** A round-crowned tree (trunk and three overlapping discs) standing at (x, y), s tall. */
function tree(c: Ctx, x: number, y: number, s: number, leaf: string): string {
  return rect(x - s * 0.035, y - s * 0.45, s * 0.07, s * 0.45, mix('#6b4a33', c.t.primary, 0.1)) +
    circle(x - s * 0.14, y - s * 0.55, s * 0.24, shade(leaf, 0.12)) + circle(x + s * 0.13, y - s * 0.6, s * 0.26, leaf) + circle(x, y - s * 0.8, s * 0.25, tint(leaf, 0.1));
}

/** A row of clipped shrubs along y from x1 to x2 (one path). */
function hedge(x1: number, x2: number, y: number, s: number, col: string): string {
  let d = '';
  for (let x = x1; x < x2; x += s * 1.4) d += `M${n(x)} ${n(y)}a${n(s * 0.75)} ${n(s * 0.75)} 0 0 1 ${n(s * 1.5)} 0Z`;
  return path(d, col);
}

/** An agent's board on a post (blank: the art never carries words), in the site's colour. */
function agentBoard(c: Ctx, x: number, y: number, s: number): string {
  return path(`M${n(x)} ${n(y)}V${n(y - s)}`, 'none', { stroke: shade(c.t.text, 0.1), sw: s * 0.05 }) +
    rect(x, y - s, s * 0.7, s * 0.45, c.t.primary, { rx: 2 }) + rect(x + s * 0.1, y - s * 0.86, s * 0.5, s * 0.07, c.t.onPrimary, { op: 0.85 }) +
    rect(x + s * 0.1, y - s * 0.73, s * 0.32, s * 0.05, c.t.onPrimary, { op: 0.6 });
}

/** Sky, sun and what lies behind the homes: the sea with a headland, or a line of hills. Returns the horizon. */
function backdrop(c: Ctx, r: Rng, L: Light, coast: boolean, hz: number): string {
  const { W, H } = c;
  const out = [sky(c, W, hz, L), sun(c, W * r.range(0.12, 0.88), hz * r.range(0.3, 0.55), Math.min(W, H) * 0.05, L)];
  if (coast) {
    out.push(rect(0, hz, W, H - hz, c.defs.lin([[0, mix(L.low, L.top, 0.55)], [1, shade(mix(L.top, L.ground, 0.3), 0.2)]])));
    const left = r.chance(0.5);
    out.push(path(smooth([[left ? -W * 0.05 : W * 1.05, hz - H * 0.09], [left ? W * 0.16 : W * 0.84, hz - H * 0.05], [left ? W * 0.3 : W * 0.7, hz]]) + `L${n(left ? -W * 0.05 : W * 1.05)} ${n(hz)}Z`, mix(L.haze, L.ground, 0.55)));
    out.push(rect(0, hz, W, 2, L.sun, { op: 0.5 }));
  } else {
    out.push(rect(0, hz - 1, W, H - hz + 1, L.low), ridge(r, W, H, hz - H * 0.02, H * 0.07, mix(L.haze, L.ground, 0.45), true, 6));
  }
  return out.join('');
}

/** Lawn or dune grass from y down, with a soft shade toward the bottom. */
function ground(c: Ctx, L: Light, y: number, col: string): string {
  return rect(0, y, c.W, c.H - y, c.defs.lin([[0, col], [1, shade(col, 0.18)]]));
}

const WALLS = ['#f1ebe0', '#e4d2bd', '#d69c83', '#dfe4e2', '#efe2c8'];
const ROOFS = ['#4b5058', '#9b5238', '#5d4a3c', '#3f4c5a'];

/** Detached two-storey house: gable roof and chimney, front door in the site's colour, path, hedge, a tree. */
const familyHouse: Home = (c, r, L, coast) => {
  const { W, H, t } = c;
  const gy = H * 0.8, hz = gy - H * r.range(0.12, 0.18);
  const lit = L.night || t.dark;
  const wall = mix(r.pick(WALLS), t.primary, 0.08), roof = mix(r.pick(ROOFS), t.primary, 0.12), frame = tint(wall, 0.6);
  const hw = Math.min(W * 0.46, H * 0.72), wh = hw * 0.62, cx = subjectX(c, r, 0.42, 0.52), x0 = cx - hw / 2, top = gy - wh;
  const out = [backdrop(c, r, L, coast, hz), ground(c, L, gy - H * 0.02, mix(coast ? '#9bb07a' : '#7fa86a', L.ground, 0.3))];
  out.push(ellipse(cx, gy, hw * 0.7, H * 0.02, t.shadow, { op: 0.16 }));
  // A lower garage wing on one side.
  const wing = r.chance(0.55), wx = r.chance(0.5) ? x0 + hw : x0 - hw * 0.42, ww = hw * 0.42, wt = gy - wh * 0.5;
  if (wing) {
    out.push(rect(wx, wt, ww, gy - wt, shade(wall, 0.06)), path(poly([[wx - 4, wt], [wx + ww / 2, wt - ww * 0.28], [wx + ww + 4, wt]]), shade(roof, 0.05)));
    const dw = ww * 0.7;
    out.push(rect(wx + (ww - dw) / 2, gy - wh * 0.36, dw, wh * 0.36, tint(wall, 0.35)));
    let d = '';
    for (let k = 1; k < 5; k++) d += `M${n(wx + (ww - dw) / 2)} ${n(gy - wh * 0.36 + (wh * 0.36 * k) / 5)}h${n(dw)}`;
    out.push(path(d, 'none', { stroke: shade(wall, 0.15), sw: 1.5 }));
  }
  out.push(rect(x0 + hw * 0.66, top - hw * 0.3, hw * 0.08, hw * 0.22, shade(wall, 0.2)));
  out.push(rect(x0, top, hw, wh, wall), path(poly([[x0 - hw * 0.05, top + 2], [cx, top - hw * 0.3], [x0 + hw * 1.05, top + 2]]), roof));
  out.push(rect(x0, top, hw, wh * 0.06, shade(wall, 0.12), { op: 0.5 }));
  const ww2 = hw * 0.17, wh2 = wh * 0.22;
  for (const [fx, fy] of [[0.14, 0.18], [0.69, 0.18], [0.14, 0.58], [0.69, 0.58]] as const) out.push(pane(c, L, x0 + hw * fx, top + wh * fy, ww2, wh2, lit && r.chance(0.7), frame));
  out.push(pane(c, L, cx - ww2 * 0.45, top + wh * 0.2, ww2 * 0.9, wh2 * 0.85, lit, frame));
  const dw = hw * 0.14, dh = wh * 0.34;
  out.push(rect(cx - dw / 2 - 3, gy - dh - 3, dw + 6, dh + 3, frame), rect(cx - dw / 2, gy - dh, dw, dh, t.primary), rect(cx - dw * 0.3, gy - dh * 0.85, dw * 0.6, dh * 0.25, lit ? '#ffe3a3' : tint(L.low, 0.3), { op: 0.8 }));
  out.push(rect(cx - dw * 0.8, gy - dh - wh * 0.05, dw * 1.6, wh * 0.04, shade(roof, 0.1)));
  out.push(path(poly([[cx - dw * 0.45, gy], [cx + dw * 0.45, gy], [cx + dw * 1.6, H], [cx - dw * 1.6, H]]), mix('#d8cdbb', L.ground, 0.2)));
  const green = mix('#4f7d4a', t.second, 0.12);
  out.push(hedge(-W * 0.02, cx - dw * 1.2, gy + H * 0.05, H * 0.035, green), hedge(cx + dw * 1.2, W * 1.02, gy + H * 0.05, H * 0.035, green));
  const tx = cx < W / 2 ? W * r.range(0.78, 0.9) : W * r.range(0.1, 0.22);
  out.push(tree(c, tx, gy + H * 0.02, H * r.range(0.42, 0.55), mix('#5f8f52', t.second, 0.15)));
  // The agent's board in the front garden, on the side away from the tree and inside the frame.
  if (r.chance(0.6)) out.push(agentBoard(c, Math.min(W - H * 0.14, Math.max(W * 0.02, cx + (tx > cx ? -1 : 1) * hw * 0.72)), gy + H * 0.1, H * 0.16));
  return out.join('');
};

/** Block of flats: a grid of windows with balconies, an entrance canopy, neighbours in the haze, street trees. */
const apartments: Home = (c, r, L, coast) => {
  const { W, H, t } = c;
  const gy = H * 0.86, hz = H * 0.62;
  const lit = L.night || t.dark;
  const out = [backdrop(c, r, L, coast, hz)];
  const haze = mix(L.haze, L.ground, 0.25);
  out.push(rect(W * 0.02, gy - H * 0.5, W * 0.2, H * 0.5, haze), rect(W * 0.78, gy - H * 0.44, W * 0.22, H * 0.44, shade(haze, 0.05)));
  out.push(rect(0, gy, W, H - gy, mix('#c9c3b8', L.ground, 0.2)), rect(0, gy, W, H * 0.015, tint(L.low, 0.3)));
  const bw = Math.min(W * 0.5, H * 0.75), bx = W * r.range(0.24, 0.28), top = gy - H * 0.7;
  const wall = mix(r.pick(['#e8e1d6', '#d9c6b0', '#c8d1d3', '#efe7db']), t.primary, 0.08), rail = shade(wall, 0.35);
  out.push(rect(bx + 6, top + 8, bw, gy - top, t.shadow, { op: 0.15 }), rect(bx, top, bw, gy - top, wall), rect(bx - 4, top - H * 0.02, bw + 8, H * 0.025, shade(wall, 0.25)));
  const cols = 4, rows = 5, cw = bw / cols, rh = (gy - top - H * 0.12) / rows;
  const balc = r.chance(0.5) ? [1, 2] : [0, 3];
  let rails = '';
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const x = bx + i * cw + cw * 0.2, y = top + H * 0.03 + j * rh;
      out.push(pane(c, L, x, y, cw * 0.6, rh * 0.62, lit && r.chance(0.55), tint(wall, 0.5)));
      if (balc.includes(i)) {
        out.push(rect(x - cw * 0.1, y + rh * 0.62, cw * 0.8, rh * 0.06, shade(wall, 0.2)));
        rails += `M${n(x - cw * 0.08)} ${n(y + rh * 0.38)}h${n(cw * 0.76)}`;
        for (let k = 0; k <= 5; k++) rails += `M${n(x - cw * 0.08 + (cw * 0.76 * k) / 5)} ${n(y + rh * 0.38)}v${n(rh * 0.24)}`;
      }
    }
  }
  out.push(path(rails, 'none', { stroke: rail, sw: Math.max(1.5, W * 0.003) }));
  const ex = bx + bw / 2, ew = cw * 0.9;
  out.push(rect(ex - ew / 2, gy - H * 0.09, ew, H * 0.09, c.defs.lin([[0, lit ? '#ffe3a3' : mix(L.top, '#ffffff', 0.3)], [1, shade(L.low, 0.3)]])), rect(ex - ew * 0.7, gy - H * 0.1, ew * 1.4, H * 0.018, t.primary));
  const leaf = mix('#5f8f52', t.second, 0.15);
  for (const fx of [0.1, 0.9]) out.push(tree(c, W * fx, gy + H * 0.04, H * 0.3, leaf));
  return out.join('');
};

/** Single-storey cottage: steep roof, two chimneys, door in the site's colour, a low stone wall and flowers; with `solar`, panels on the roof. */
const cottage = (c: Ctx, r: Rng, L: Light, coast: boolean, solar = false): string => {
  const { W, H, t } = c;
  const gy = H * 0.8, hz = H * r.range(0.55, 0.62);
  const lit = L.night || (t.dark && !solar);
  const wall = mix(r.pick(['#f6f2ea', '#f0e6d4', '#e9ece6']), t.bg, 0.1), roof = mix(r.pick(['#4b5058', '#7a5a3c', '#8a4a36']), t.primary, 0.1), frame = mix('#ffffff', t.second, 0.15);
  const out = [backdrop(c, r, L, coast, hz), ground(c, L, gy - H * 0.06, mix(coast ? '#a3b37c' : '#7fa86a', L.ground, 0.3))];
  const hw = Math.min(W * 0.62, H * 0.95), wh = hw * 0.26, cx = W * r.range(0.46, 0.54), x0 = cx - hw / 2, top = gy - wh;
  out.push(ellipse(cx, gy, hw * 0.6, H * 0.018, t.shadow, { op: 0.16 }));
  out.push(rect(x0 + hw * 0.06, top - hw * 0.3, hw * 0.06, hw * 0.2, shade(wall, 0.15)), rect(x0 + hw * 0.88, top - hw * 0.3, hw * 0.06, hw * 0.2, shade(wall, 0.15)));
  out.push(rect(x0, top, hw, wh, wall), path(poly([[x0 - hw * 0.03, top + 2], [x0 + hw * 0.14, top - hw * 0.22], [x0 + hw * 0.86, top - hw * 0.22], [x0 + hw * 1.03, top + 2]]), roof));
  if (solar) out.push(solarArray(c, L, x0 + hw * 0.22, top - hw * 0.2, hw * 0.56, hw * 0.17));
  const door = r.pick([0.3, 0.5, 0.7]), dw = hw * 0.08, dh = wh * 0.7, dx = x0 + hw * door;
  for (const fx of [0.1, 0.3, 0.5, 0.7, 0.86].filter((f) => Math.abs(f - door) > 0.05)) out.push(pane(c, L, x0 + hw * fx - hw * 0.04, top + wh * 0.22, hw * 0.08, wh * 0.42, lit && r.chance(0.7), frame));
  out.push(rect(dx - dw / 2, gy - dh, dw, dh, mix(t.primary, t.second, r.chance(0.5) ? 0 : 0.6), { rx: dw * 0.5 }));
  // Dry-stone wall with flowers along the front.
  const sy = gy + H * 0.07, stone = mix('#b9ad9b', L.ground, 0.2);
  out.push(rect(0, sy - H * 0.05, W, H * 0.05, stone));
  let d = '';
  for (let x = 0; x < W; x += W * 0.035) d += `M${n(x)} ${n(sy - H * 0.025)}h${n(W * 0.028)}`;
  out.push(path(d, 'none', { stroke: shade(stone, 0.2), sw: 1.5 }));
  let f = '';
  const bloom = mix('#e07a8a', t.second, 0.4);
  for (let k = 0; k < 18; k++) { const x = W * r.range(0.02, 0.98), y = sy - H * 0.05 - H * r.range(0, 0.025); f += `M${n(x)} ${n(y)}m-3 0a3 3 0 1 0 6 0a3 3 0 1 0 -6 0`; }
  out.push(hedge(-W * 0.02, W * 1.02, sy - H * 0.05, H * 0.02, mix('#5a8a4e', t.second, 0.15)), path(f, bloom));
  return out.join('');
};

/** Modern villa: two offset white volumes, wide glass, timber cladding, a terrace and a pool. */
const villa: Home = (c, r, L, coast) => {
  const { W, H, t } = c;
  const gy = H * 0.74, hz = H * r.range(0.5, 0.56);
  const lit = L.night || t.dark;
  const out = [backdrop(c, r, L, coast, hz), ground(c, L, gy - H * 0.03, mix(coast ? '#b8b08a' : '#86a86e', L.ground, 0.3))];
  const white = mix('#f7f5f0', t.bg, 0.15), timber = mix('#b88a5c', t.primary, 0.1), slab = shade(white, 0.3);
  const u = Math.min(W * 0.85, H * 1.5), bw = u * 0.64, h1 = u * 0.2, h2 = u * 0.16, x0 = subjectX(c, r, 0.45, 0.55) - bw / 2;
  out.push(ellipse(x0 + bw / 2, gy, bw * 0.6, H * 0.02, t.shadow, { op: 0.18 }));
  // Ground floor: glass wall between a timber block and a white block.
  out.push(rect(x0, gy - h1, bw, h1, white), rect(x0, gy - h1, bw * 0.28, h1, timber));
  let d = '';
  for (let x = x0 + 6; x < x0 + bw * 0.28; x += W * 0.012) d += `M${n(x)} ${n(gy - h1)}v${n(h1)}`;
  out.push(path(d, 'none', { stroke: shade(timber, 0.15), sw: 1.5 }));
  out.push(pane(c, L, x0 + bw * 0.3, gy - h1 * 0.9, bw * 0.5, h1 * 0.9, lit, slab), rect(x0 + bw * 0.82, gy - h1, bw * 0.18, h1, white));
  // Upper floor cantilevered over the terrace.
  const ux = x0 + bw * r.range(0.18, 0.3), uw = bw * 0.72, ut = gy - h1 - h2;
  out.push(rect(ux, ut, uw, h2, white), rect(ux - W * 0.01, ut - H * 0.012, uw + W * 0.02, H * 0.014, slab), rect(ux - W * 0.005, gy - h1 - 2, uw + W * 0.01, H * 0.012, slab));
  out.push(pane(c, L, ux + uw * 0.08, ut + h2 * 0.18, uw * 0.52, h2 * 0.62, lit, slab), rect(ux + uw * 0.7, ut + h2 * 0.18, uw * 0.2, h2 * 0.62, timber));
  // Terrace and pool in front.
  const py = gy + H * 0.05, pw = bw * 0.6, px = x0 + bw * 0.25;
  out.push(rect(x0 - W * 0.03, gy, bw + W * 0.06, H * 0.03, mix('#e9e2d4', L.ground, 0.15)));
  out.push(rect(px, py, pw, H * 0.08, c.defs.lin([[0, mix('#6fc3d6', t.second, 0.2)], [1, mix('#2f8fb0', t.primary, 0.15)]]), { rx: 3 }));
  let glint = '';
  for (let k = 0; k < 4; k++) glint += `M${n(px + pw * r.range(0.05, 0.7))} ${n(py + H * (0.015 + k * 0.017))}h${n(pw * r.range(0.08, 0.2))}`;
  out.push(path(glint, 'none', { stroke: '#ffffff', sw: 2, op: 0.6, round: true }));
  // Grasses and a pair of shrubs.
  let grass = '';
  for (let k = 0; k < 26; k++) { const x = W * r.range(0, 1), y = H * r.range(0.88, 0.99); grass += `M${n(x)} ${n(y)}q${n(W * 0.004)} ${n(-H * 0.04)} ${n(W * 0.012)} ${n(-H * 0.06)}`; }
  out.push(path(grass, 'none', { stroke: mix('#6f8f4e', t.second, 0.15), sw: 2, round: true }));
  out.push(circle(x0 - W * 0.04, gy - H * 0.02, H * 0.05, mix('#5f8f52', t.second, 0.15)), circle(x0 + bw + W * 0.05, gy - H * 0.015, H * 0.04, mix('#4f7d4a', t.second, 0.15)));
  return out.join('');
};

/** A row of town houses: tall fronts in several colours, steps up to each door, railings. */
const townhouses: Home = (c, r, L) => {
  const { W, H, t } = c;
  const gy = H * 0.84;
  const lit = L.night || t.dark;
  const out = [sky(c, W, gy, L), sun(c, W * r.range(0.2, 0.8), H * 0.12, Math.min(W, H) * 0.04, L), rect(0, gy, W, H - gy, mix('#bdb6aa', L.ground, 0.2))];
  const hues = ['#e9dcc6', '#c9d8d2', '#e6c3b0', '#d4d9e6', '#efe6cf'].map((x) => mix(x, t.primary, 0.1));
  const hw = Math.max(W * 0.19, H * 0.22);
  for (let x = -hw * r.range(0.1, 0.5), i = 0; x < W; x += hw, i++) {
    const top = gy - H * r.range(0.58, 0.66), wall = hues[(i + Math.floor(r.range(0, 5))) % hues.length]!;
    out.push(rect(x, top, hw + 1, gy - top, wall), rect(x - 2, top - H * 0.025, hw + 4, H * 0.03, shade(wall, 0.25)));
    for (let j = 0; j < 2; j++) for (let k = 0; k < 2; k++) out.push(pane(c, L, x + hw * (0.14 + k * 0.46), top + H * (0.05 + j * 0.17), hw * 0.3, H * 0.11, lit && r.chance(0.6), tint(wall, 0.6)));
    const dx = x + hw * (i % 2 ? 0.58 : 0.14);
    out.push(rect(dx, gy - H * 0.16, hw * 0.26, H * 0.13, r.chance(0.5) ? t.primary : shade(wall, 0.45), { rx: 2 }), rect(dx - hw * 0.06, gy - H * 0.03, hw * 0.38, H * 0.03, shade(wall, 0.15)));
    out.push(pane(c, L, x + hw * (i % 2 ? 0.14 : 0.56), gy - H * 0.15, hw * 0.3, H * 0.1, lit, tint(wall, 0.6)));
  }
  out.push(rect(0, gy + H * 0.04, W, H * 0.01, shade(t.text, 0.1), { op: 0.5 }));
  return out.join('');
};

/** Living room: a wide window onto the garden or the sea, sofa, lamp, rug, plant and a sunlit patch on the floor. */
const interior: Home = (c, r, L, coast) => {
  const { W, H, t } = c;
  const floor = H * 0.78;
  const wallC = t.dark ? mix(t.bg, t.primary, 0.12) : mix('#f4efe7', t.bg, 0.4), wood = t.dark ? shade(mix('#8a6446', t.primary, 0.1), 0.4) : mix('#cfae88', t.primary, 0.08);
  const out = [rect(0, 0, W, H, wallC), rect(0, floor, W, H - floor, c.defs.lin([[0, wood], [1, shade(wood, 0.18)]]))];
  const wx = W * r.range(0.08, 0.14), ww = W * 0.46, wy = H * 0.12, wh = floor - wy - H * 0.04;
  // The view: sky, then sea or a garden of trees.
  out.push(rect(wx, wy, ww, wh, c.defs.lin([[0, L.top], [1, L.low]])), sun(c, wx + ww * 0.7, wy + wh * 0.3, Math.min(W, H) * 0.035, L));
  if (coast) out.push(rect(wx, wy + wh * 0.55, ww, wh * 0.45, mix(L.low, L.top, 0.55)), rect(wx, wy + wh * 0.55, ww, 2, L.sun, { op: 0.6 }));
  else { let trees = ''; for (let k = 0; k < 5; k++) trees += `M${n(wx + ww * (0.1 + k * 0.2))} ${n(wy + wh * 0.5)}m-${n(ww * 0.08)} 0a${n(ww * 0.08)} ${n(ww * 0.08)} 0 1 0 ${n(ww * 0.16)} 0a${n(ww * 0.08)} ${n(ww * 0.08)} 0 1 0 -${n(ww * 0.16)} 0`; out.push(rect(wx, wy + wh * 0.55, ww, wh * 0.45, mix('#8fb57a', L.ground, 0.3)), path(trees, mix('#5f8f52', t.second, 0.15))); }
  const frame = t.dark ? tint(wallC, 0.2) : '#ffffff';
  out.push(path(`M${n(wx + ww / 3)} ${n(wy)}V${n(wy + wh)}M${n(wx + (ww * 2) / 3)} ${n(wy)}V${n(wy + wh)}`, 'none', { stroke: frame, sw: W * 0.008 }), rect(wx, wy, ww, wh, 'none', { stroke: frame, sw: W * 0.012 }));
  out.push(path(poly([[wx, floor], [wx + ww, floor], [wx + ww * 1.25, H], [wx + ww * 0.15, H]]), tint(L.sun, 0.3), { op: 0.35 }));
  const s = Math.min(W * 0.11, H * 0.18), sx = W * 0.74;
  out.push(ellipse(sx - W * 0.04, floor + (H - floor) * 0.5, W * 0.28, (H - floor) * 0.32, t.sSoft, { op: 0.9 }));
  out.push(wallArt(c, sx - W * 0.07, H * 0.16, W * 0.14, H * 0.22), sofa(c, sx, floor + H * 0.04, s, mix(t.primary, t.card, 0.3)), floorLamp(c, W * 0.95, floor + H * 0.03, s), pottedPlant(c, wx + ww * 0.14, floor + H * 0.03, s * 1.2));
  out.push(rect(sx - W * 0.2, floor + H * 0.08, W * 0.12, H * 0.02, shade(wood, 0.3), { rx: 3 }));
  return out.join('');
};

/** Solar panels in two rows filling (x, y, w, h): dark cells with a silver frame and grid, a sky glint across them. */
function solarArray(c: Ctx, L: Light, x: number, y: number, w: number, h: number): string {
  const cols = 5, rows = 2, gap = Math.max(2, w * 0.012), pw = (w - gap * (cols - 1)) / cols, ph = (h - gap * (rows - 1)) / rows;
  const cell = c.defs.lin([[0, mix('#2d4a72', L.top, 0.15)], [1, '#16243a']], 0, 0, 1, 1), frame = '#c9ced6';
  const out: string[] = [];
  let grid = '';
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const px = x + i * (pw + gap), py = y + j * (ph + gap);
      out.push(rect(px, py, pw, ph, cell, { stroke: frame, sw: Math.max(1, w * 0.004) }));
      grid += `M${n(px + pw / 2)} ${n(py)}V${n(py + ph)}M${n(px)} ${n(py + ph / 3)}H${n(px + pw)}M${n(px)} ${n(py + (ph * 2) / 3)}H${n(px + pw)}`;
    }
  }
  out.push(path(grid, 'none', { stroke: '#6f87a8', sw: 1, op: 0.6 }), path(`M${n(x + w * 0.1)} ${n(y + h)}L${n(x + w * 0.45)} ${n(y)}H${n(x + w * 0.58)}L${n(x + w * 0.23)} ${n(y + h)}Z`, '#ffffff', { op: 0.12 }));
  return out.join('');
}

/**
 * A solar installer's work (service art for the `solar` trade): the cottage with panels on its roof
 * on a sunny day, mirrored for some siblings like the agency's homes.
 */
export function solarHome(c: Ctx): string {
  const r = c.rng;
  return photograph(c, r, cottage(c, r, lightFor(c, r.fork('light'), true), COAST.test(c.words), true));
}

/** A home picture finished as a photograph: a lens vignette, mirrored for some siblings (never behind a banner headline). */
function photograph(c: Ctx, r: Rng, home: string): string {
  const body = home + vignette(c, c.W, c.H, 0.16);
  return !c.behindText && r.fork('flip').chance(0.4) ? mirrorX(c, body) : body;
}

/** Listing cards in the samples' order (house, flat, cottage), then the others. */
const ORDER: readonly Home[] = [familyHouse, apartments, cottage, villa, townhouses, interior];

/**
 * Kinds of home a brief may name, each with the picture it gets; `null` for a house or a home in general (the hero's
 * usual choice). The one named first decides: "A bright two-bedroom flat to rent" shows a block of flats, "Estate agents
 * selling homes, flats and cottages" the usual house.
 */
const NAMED_HOMES: readonly (readonly [RegExp, Home | null])[] = [
  [/(?<!\p{L})(?:flats?|apartments?|penthouses?|condos?|maisonettes?|pisos?|[áa]ticos?|apartamentos?|appartements?|wohnung(?:en)?|appartament[oi]|bovenwoning)(?!\p{L})|マンション|公寓|شقة/u, apartments],
  [/(?<!\p{L})cottages?(?!\p{L})/u, cottage], [/(?<!\p{L})villas?(?!\p{L})/u, villa], [/(?<!\p{L})(?:town ?houses?|reihenhaus)(?!\p{L})/u, townhouses],
  [/(?<!\p{L})(?:houses?|homes?|bungalows?|casas?|moradias?|maisons?|h[äa]us(?:er)?|huis|woning(?:en)?)(?!\p{L})|一戸建て|住宅|منزل/u, null],
];

/** The home `words` name first (`NAMED_HOMES`), or null for a house, a home in general or no home named. */
function namedHome(words: string): Home | null {
  let best: Home | null = null, at = Infinity;
  for (const [re, home] of NAMED_HOMES) {
    const m = re.exec(words);
    if (m && m.index < at) { at = m.index; best = home; }
  }
  return best;
}

/** A home for an estate agency's or one home's page (see the module comment for which one each slot gets). */
export function property(c: Ctx): string {
  const r = c.rng;
  const L = lightFor(c, r.fork('light'));
  const coast = COAST.test(c.words);
  let home: Home;
  if (c.slot === 'hero') home = namedHome(c.words) ?? (coast ? villa : familyHouse);
  else if (/^(about|mission|story|section|intro|values|team)/.test(c.slot)) home = interior;
  else if (c.slot) home = ORDER[c.variant % ORDER.length]!;
  else home = ORDER[sibling(c, ORDER.length, 'home')]!;
  return photograph(c, r, home(c, r, L, coast));
}
