import { mix, shade, tint } from './palette';
import { ellipse, rect } from './svg';
import type { Pt } from './game-kit';
import type { G } from './game-parts';
import { coin, foe, gem, hero, item } from './game-parts';

/**
 * The side-on screens of the `game` kind (`game.ts`): a platformer level, a lighthouse on a night coast,
 * a space shooter and a turn-based battle. Each draws the world only (the HUD is laid over it by
 * game.ts) and returns its markup, flushing the pen layer by layer so nearer things cover farther ones.
 */

/** The lighthouse's lamp: its own warm white, drawn nowhere else (tests find the coast by it). */
export const LAMP = '#fff6c9';

/** A sky: a smooth gradient, or flat bands in the pixel look (how pixel games shade a sky). */
export function skyBands(g: G, top: string, low: string, y0: number, y1: number): string {
  const { c, W, pen } = g;
  if (!pen.px) return rect(0, y0, W, y1 - y0, c.defs.lin([[0, top], [1, low]]));
  const k = 6, out: string[] = [];
  for (let i = 0; i < k; i++) {
    const a = pen.s(y0 + ((y1 - y0) * i) / k), b = i === k - 1 ? y1 : pen.s(y0 + ((y1 - y0) * (i + 1)) / k);
    out.push(rect(0, a, W, b - a, mix(top, low, i / (k - 1))));
  }
  return out.join('');
}

/** Rolling hills across the screen: base height, amplitude, fill, filled down to `bottom`. */
function hills(g: G, base: number, amp: number, fill: string, freq: number, phase: number, bottom = g.H): void {
  const { W, T } = g;
  const pts: Pt[] = [[-T, bottom]];
  for (let x = -T; x <= W + T; x += T * 0.8) {
    const k = 0.5 + 0.5 * Math.sin(x * freq + phase) * (0.7 + 0.3 * Math.sin(x * freq * 2.3 + phase * 1.7));
    pts.push([x, base - amp * k]);
  }
  pts.push([W + T, bottom]);
  g.pen.shape(pts, fill, !g.pen.px);
}

/** A puffy cloud, `w` wide, its flat base at y. */
function cloud(g: G, x: number, y: number, w: number, fill: string, op = 0.92): void {
  g.pen.ell(x + w * 0.3, y - w * 0.12, w * 0.22, w * 0.2, fill, op).ell(x + w * 0.58, y - w * 0.18, w * 0.26, w * 0.26, fill, op)
    .ell(x + w * 0.8, y - w * 0.08, w * 0.18, w * 0.14, fill, op).box(x + w * 0.12, y - w * 0.12, w * 0.82, w * 0.12, fill, g.pen.px ? 0 : w * 0.06, op);
}

/** A round tree on a trunk, its foot at (x, y), `s` tall. */
export function tree(g: G, x: number, y: number, s: number, dark = false): void {
  const { pen, col } = g;
  pen.box(x - s * 0.08, y - s * 0.45, s * 0.16, s * 0.45, col.woodD);
  pen.ell(x, y - s * 0.62, s * 0.36, s * 0.36, dark ? col.leafD : col.leaf).ell(x - s * 0.1, y - s * 0.72, s * 0.16, s * 0.14, dark ? col.leaf : col.leafL);
}

/** Stars: small dots (pixel squares) scattered over the top of the screen, a few brighter with a cross. */
function stars(g: G, count: number, y1: number): void {
  const { pen, r, W, m } = g;
  for (let i = 0; i < count; i++) {
    const x = r.range(0, W), y = r.range(0, y1), s = m * (r.chance(0.15) ? 0.008 : 0.0045), op = r.range(0.5, 1);
    if (pen.px) pen.box(x, y, pen.q, pen.q, '#ffffff', 0, op > 0.75 ? 1 : 0.6);
    else pen.dot(x, y, s, '#ffffff', op > 0.75 ? 1 : 0.6);
    if (i % 9 === 0) pen.line([[x - s * 3, y], [x + s * 3, y]], s * 0.7, '#ffffff', 0.7).line([[x, y - s * 3], [x, y + s * 3]], s * 0.7, '#ffffff', 0.7);
  }
}

/**
 * A platformer level: sky and parallax hills, a ground of grass-topped earth blocks broken by a pit,
 * floating brick platforms with a bonus block, a trail of coins over the pit, the hero mid-jump, a
 * spiky walker ahead and the goal flag.
 */
export function platformer(g: G): string {
  const { pen, col, W, H, T, r, c } = g;
  const out = [skyBands(g, col.sky0, col.sky1, 0, H)];
  if (c.t.dark) pen.ell(W * 0.78, H * 0.2, T * 0.6, T * 0.6, tint(col.glow, 0.4));
  else {
    out.push(ellipse(W * 0.78, H * 0.2, T * 1.6, T * 1.6, c.defs.rad([[0, col.glow, 0.7], [1, col.glow, 0]])));
    pen.ell(W * 0.78, H * 0.2, T * 0.6, T * 0.6, col.glow);
  }
  cloud(g, W * 0.06, H * 0.24, T * 2.4, col.cloud); cloud(g, W * 0.44, H * 0.14, T * 1.8, col.cloud, 0.8);
  out.push(pen.flush());
  hills(g, H * 0.56, H * 0.2, col.far, 1.6 / W * 3, r.range(0, 6));
  out.push(pen.flush());
  hills(g, H * 0.7, H * 0.16, col.mid, 2.4 / W * 3, r.range(0, 6));
  for (let i = 0; i < 4; i++) tree(g, W * (0.12 + i * 0.26) + r.range(-T, T), H * 0.66, T * r.range(1.1, 1.6), true);
  out.push(pen.flush());
  // The ground, in whole blocks, with a two-block pit.
  const gy = pen.s(Math.round((H - 2.2 * T) / T) * T), pit = pen.s(Math.max(2, Math.round((W * 0.3) / T)) * T), pw = 2 * T;
  for (const [x0, x1] of [[0, pit], [pit + pw, W]] as const) {
    if (x1 <= x0) continue;
    pen.box(x0, gy, x1 - x0, H - gy, col.dirt).box(x0, gy, x1 - x0, T * 0.34, col.grass).box(x0, gy, x1 - x0, T * 0.1, col.grassL);
    for (let x = x0 + T; x < x1; x += T) pen.box(x - T * 0.03, gy + T * 0.34, T * 0.06, H - gy, col.dirtD, 0, 0.6);
    for (let y = gy + T * 1.3; y < H; y += T) pen.box(x0, y, x1 - x0, T * 0.06, col.dirtD, 0, 0.6);
    for (let x = x0 + T * 0.3; x < x1 - T * 0.3; x += T * 1.1) pen.dash(x + r.range(0, T * 0.3), gy + r.range(T * 0.55, T * 1.9), T * 0.16, T * 0.1, col.dirtD);
  }
  // Grass tufts on the ground's lip, bushes.
  for (let x = T * 0.5; x < W; x += T * r.range(2.2, 3.4)) if (x < pit - T || x > pit + pw + T) pen.ell(x, gy, T * 0.5, T * 0.32, col.leaf).ell(x + T * 0.35, gy, T * 0.35, T * 0.24, col.leafL);
  // Floating platforms: a low one past the pit, a high one with the bonus block toward the end, one on the start side.
  const brick = mix('#c86a38', c.t.primary, 0.15), mortar = shade(brick, 0.35);
  const blocks = (x0: number, y: number, k: number, bonus = -1) => {
    x0 = pen.s(x0); y = pen.s(y);
    pen.box(x0, y, k * T, T, mortar);
    for (let i = 0; i < k; i++) {
      const x = x0 + i * T;
      if (i === bonus) {
        pen.box(x + T * 0.06, y + T * 0.06, T * 0.88, T * 0.88, col.gold, T * 0.06);
        gem(g, x + T / 2, y + T / 2, T * 0.5, col.jewel);
        continue;
      }
      pen.box(x + T * 0.05, y + T * 0.05, T * 0.9, T * 0.4, brick).box(x + T * 0.05, y + T * 0.55, T * 0.42, T * 0.4, brick).box(x + T * 0.53, y + T * 0.55, T * 0.42, T * 0.4, brick);
      pen.box(x + T * 0.05, y + T * 0.05, T * 0.9, T * 0.08, tint(brick, 0.3));
    }
  };
  const low = pit + pw + T * 0.5, hiX = Math.min(W - 3.6 * T, Math.max(low + 2 * T, W * 0.7 - 1.5 * T)), hiY = gy - 5.5 * T, hi = hiY > H * 0.18 && hiX > low;
  blocks(low, gy - 3 * T, 3);
  if (hi) blocks(hiX, hiY, 3, 1);
  if (pit - 3.5 * T > T * 0.5) blocks(pit - 3.5 * T, gy - 4 * T, 2);
  // The spiky walker on the far ground, the goal flag at the end.
  const ex = Math.min(W - 2.4 * T, pit + pw + T * 3.6), fx = pen.s(W - 1.2 * T), flag = fx > ex + 1.8 * T;
  if (flag) {
    pen.line([[fx, gy], [fx, gy - 3.4 * T]], T * 0.12, '#e9edf2').shape([[fx, gy - 3.3 * T], [fx - 1.1 * T, gy - 2.95 * T], [fx, gy - 2.6 * T]], col.roof);
    pen.dot(fx, gy - 3.45 * T, T * 0.16, col.gold).box(fx - T * 0.35, gy - T * 0.3, T * 0.7, T * 0.3, col.stoneD);
  }
  out.push(pen.flush());
  // Coins arcing over the pit and along the low platform; the hero leaping, dust left at the edge.
  for (let i = 0; i < 5; i++) coin(g, pit + T * (0.6 + i * 0.62), gy - T * (1.9 + Math.sin((i / 4) * Math.PI) * 1.3), T * 0.5, 0.6 + 0.4 * Math.cos(i));
  for (let i = 0; i < 3; i++) coin(g, low + T * (0.5 + i), gy - 3.6 * T, T * 0.5);
  for (let i = 0; i < 3; i++) pen.dot(pit - T * (0.5 + i * 0.35), gy - T * (0.15 + i * 0.1), T * (0.2 - i * 0.05), '#ffffff', 0.7);
  hero(g, pit - T * 0.1, gy - T * 1.1, T * 1.5, 'jump');
  if (ex > pit + pw + T * 0.6) foe(g, 'spiky', ex, gy, T * 0.95);
  else foe(g, 'spiky', Math.max(T, pit - 2.6 * T), gy, T * 0.95);
  if (hi) foe(g, 'bat', hiX + 1.5 * T, hiY - T * 1.2, T * 0.9, shade(col.foe, 0.1));
  out.push(pen.flush());
  return out.join('');
}

/**
 * A night on the coast: a lighthouse on the headland sweeping its beam over the sea, the keeper's
 * cottage with a lit window, a figure with a lantern at the cliff's edge, a fishing boat with its own
 * lamp, stars and the moon on the water.
 */
export function coast(g: G): string {
  const { pen, col, W, H, T, r, c, m } = g;
  const t = c.t, hz = pen.s(H * 0.6);
  const skyTop = mix('#0a1030', t.primary, 0.18), skyLow = mix('#3b4c8c', t.second, 0.22);
  const out = [skyBands(g, skyTop, skyLow, 0, hz)];
  stars(g, 30, hz * 0.75);
  const mx = W * 0.3, my = Math.max(H * 0.3, T * 1.2), mr = Math.max(T * 0.55, m * 0.06);
  out.push(ellipse(mx, my, mr * 4, mr * 4, c.defs.rad([[0, '#fdf6dc', 0.35], [1, '#fdf6dc', 0]])));
  pen.ell(mx, my, mr, mr, '#f6efd6').ell(mx + mr * 0.3, my - mr * 0.2, mr * 0.22, mr * 0.2, '#ddd3b4').ell(mx - mr * 0.35, my + mr * 0.3, mr * 0.15, mr * 0.14, '#ddd3b4');
  out.push(pen.flush());
  // The sea, the moon's path on it and the swell.
  const sea = mix('#173464', t.second, 0.18);
  out.push(skyBands(g, tint(sea, 0.12), shade(sea, 0.45), hz, H));
  for (let i = 0; i < 7; i++) {
    const y = hz + (H - hz) * (0.06 + i * 0.11), w = T * (0.5 + i * 0.25) * r.range(0.7, 1.1);
    pen.dash(mx - w / 2 + r.range(-T * 0.2, T * 0.2), y, w, Math.max(2, T * 0.08), '#f6efd6', 0.55 - i * 0.05);
  }
  for (let i = 0; i < 14; i++) pen.dash(r.range(0, W * 0.6), hz + (H - hz) * r.range(0.1, 0.95), T * r.range(0.4, 0.9), Math.max(2, T * 0.06), tint(sea, 0.35), 0.5);
  out.push(pen.flush());
  // The headland: cliff face to the right, grass on top, rocks and foam at its foot.
  const ct = pen.s(hz - 1.3 * T), rock = mix(shade(col.stone, 0.45), skyTop, 0.25), cx0 = W * 0.56;
  pen.shape([[cx0, H], [cx0 + T * 0.5, hz + T], [cx0 + T * 0.6, ct + T * 0.8], [cx0 + T * 1.3, ct + T * 0.1], [cx0 + T * 1.9, ct], [W + T, ct], [W + T, H]], rock, !pen.px);
  pen.shape([[cx0 + T * 1.2, ct + T * 0.2], [cx0 + T * 1.9, ct - T * 0.12], [W + T, ct - T * 0.15], [W + T, ct + T * 0.3], [cx0 + T * 2, ct + T * 0.25]], shade(col.grass, 0.45), !pen.px);
  // Strata: long lighter and darker bands across the cliff face.
  for (let i = 0; i < 4; i++) {
    const y = ct + T * (0.7 + i * 0.85), x = cx0 + T * (0.7 + i * 0.08), k = r.range(-0.15, 0.15) * T;
    if (y + T * 0.4 < H) pen.shape([[x, y], [W + T, y - T * 0.3 + k], [W + T, y - T * 0.05 + k], [x + T * 0.1, y + T * 0.22]], i % 2 ? shade(rock, 0.18) : tint(rock, 0.1));
  }
  pen.ell(cx0 - T * 0.2, hz + T * 1.4, T * 0.7, T * 0.4, shade(rock, 0.15)).ell(cx0 + T * 0.3, hz + T * 2.2, T * 0.5, T * 0.3, shade(rock, 0.2));
  for (let i = 0; i < 4; i++) pen.dash(cx0 - T * (1.2 - i * 0.5), hz + T * (1.65 + (i % 2) * 0.75), T * 0.8, Math.max(2, T * 0.08), '#ffffff', 0.65);
  out.push(pen.flush());
  // The lighthouse: tapered striped tower, gallery, lit lantern room, cap; its beam over the sea.
  const lx = pen.s(W * 0.8), th = Math.max(T * 1.5, Math.min(3.6 * T, ct - H * 0.05 - T * 1.2)), bw = T * 1.1, tw = T * 0.72, top = ct - th;
  const white = mix('#efe9dc', skyLow, 0.2), band = mix('#c8413f', t.primary, 0.3);
  const at = (y: number) => tw + (bw - tw) * ((y - top) / th);
  const ly = top - T * 0.45;
  out.push(`<path d="M${Math.round(lx)} ${Math.round(ly)}L${Math.round(-W * 0.1)} ${Math.round(ly - T * 1.6)}V${Math.round(ly + T * 2.4)}Z" fill="${c.defs.lin([[0, col.glow, 0], [1, col.glow, 0.5]], 0, 0, 1, 0)}"/>`,
    `<path d="M${Math.round(lx)} ${Math.round(ly)}L${Math.round(W * 1.1)} ${Math.round(ly - T * 0.6)}V${Math.round(ly + T * 0.5)}Z" fill="${col.glow}" opacity=".18"/>`,
    ellipse(lx, ly, T * 2.2, T * 2.2, c.defs.rad([[0, col.glow, 0.55], [1, col.glow, 0]])));
  pen.shape([[lx - bw / 2, ct], [lx - tw / 2, top], [lx + tw / 2, top], [lx + bw / 2, ct]], white);
  for (const k of [0.2, 0.6]) {
    const y0 = top + th * k, y1 = y0 + th * 0.18;
    pen.shape([[lx - at(y0) / 2, y0], [lx + at(y0) / 2, y0], [lx + at(y1) / 2, y1], [lx - at(y1) / 2, y1]], band);
  }
  pen.box(lx - tw * 0.18, ct - T * 0.55, tw * 0.36, T * 0.55, col.woodD, T * 0.1);
  pen.box(lx - tw * 0.75, top - T * 0.12, tw * 1.5, T * 0.14, shade(band, 0.3)).box(lx - tw * 0.4, top - T * 0.7, tw * 0.8, T * 0.58, LAMP);
  pen.shape([[lx - tw * 0.55, top - T * 0.7], [lx, top - T * 1.15], [lx + tw * 0.55, top - T * 0.7]], shade(band, 0.3)).ell(lx, top - T * 1.2, T * 0.08, T * 0.08, shade(band, 0.3));
  // The keeper's cottage beside it, its window lit.
  const hx = lx - T * 2.6, hw = T * 1.6, hh = T * 0.95, wall = mix(col.wall, skyLow, 0.4), roof = shade(col.roof, 0.35);
  out.push(pen.flush(), ellipse(hx + hw * 0.3, ct - hh * 0.5, T * 0.9, T * 0.9, c.defs.rad([[0, col.glow, 0.45], [1, col.glow, 0]])));
  pen.box(hx, ct - hh, hw, hh, wall).shape([[hx - T * 0.15, ct - hh], [hx + hw * 0.5, ct - hh - T * 0.75], [hx + hw + T * 0.15, ct - hh]], roof);
  pen.box(hx + hw * 0.18, ct - hh * 0.7, hw * 0.24, hh * 0.36, col.glow).box(hx + hw * 0.62, ct - hh * 0.68, hw * 0.2, hh * 0.68, col.woodD);
  pen.box(hx + hw * 0.7, ct - hh - T * 0.75, T * 0.22, T * 0.5, shade(wall, 0.3));
  // The keeper's daughter at the cliff's edge, her lantern lit.
  const fx = cx0 + T * 2.3;
  out.push(pen.flush(), ellipse(fx - T * 0.4, ct - T * 0.55, T * 0.8, T * 0.8, c.defs.rad([[0, col.glow, 0.5], [1, col.glow, 0]])));
  hero(g, fx, ct, T * 1.15, 'stand', true);
  item(g, 'lantern', fx - T * 0.45, ct - T * 0.45, T * 0.36);
  // A fishing boat on the swell, its own small lamp.
  const bx = W * 0.38, by = hz + (H - hz) * 0.32, bs = T * 1.3, hull = shade(col.woodD, 0.2);
  pen.shape([[bx - bs, by - bs * 0.2], [bx + bs * 0.9, by - bs * 0.2], [bx + bs * 0.6, by + bs * 0.12], [bx - bs * 0.75, by + bs * 0.12]], hull);
  pen.line([[bx - bs * 0.1, by - bs * 0.2], [bx - bs * 0.1, by - bs * 1.25]], Math.max(1.5, bs * 0.05), hull);
  pen.shape([[bx - bs * 0.05, by - bs * 1.2], [bx + bs * 0.6, by - bs * 0.35], [bx - bs * 0.05, by - bs * 0.35]], mix('#e9e0c8', skyLow, 0.35));
  pen.box(bx - bs * 0.7, by - bs * 0.45, bs * 0.22, bs * 0.25, col.glow);
  out.push(pen.flush(), ellipse(bx - bs * 0.6, by - bs * 0.33, bs * 0.7, bs * 0.7, c.defs.rad([[0, col.glow, 0.5], [1, col.glow, 0]])));
  pen.dash(bx - bs * 0.9, by + bs * 0.2, bs * 1.6, Math.max(2, bs * 0.05), '#ffffff', 0.35);
  out.push(pen.flush());
  return out.join('');
}

/** A space shooter: a nebula and stars, a ringed planet, the player's ship firing at a formation, one enemy bursting. */
export function space(g: G): string {
  const { pen, col, W, H, T, r, c } = g;
  const t = c.t, deep = mix('#070a1e', t.primary, 0.14);
  const out = [skyBands(g, deep, mix('#1d1248', t.second, 0.2), 0, H),
    ellipse(W * 0.3, H * 0.35, W * 0.45, H * 0.35, c.defs.rad([[0, t.primary, 0.4], [1, t.primary, 0]])),
    ellipse(W * 0.75, H * 0.6, W * 0.4, H * 0.4, c.defs.rad([[0, t.second, 0.3], [1, t.second, 0]]))];
  stars(g, 46, H);
  out.push(pen.flush());
  // A ringed planet at the bottom corner: the back of the ring, the globe with its bands, the front of the ring.
  const px = W * 0.86, py = H * 0.9, pr = T * 2.6, planet = mix('#d9865a', t.primary, 0.25);
  const ring = (a0: number, a1: number) => {
    const pts: Pt[] = [];
    for (let i = 0; i <= 16; i++) { const a = a0 + ((a1 - a0) * i) / 16; pts.push([px + Math.cos(a) * pr * 1.7, py + Math.sin(a) * pr * 0.42]); }
    pen.line(pts, T * 0.22, tint(planet, 0.45), 0.9);
  };
  ring(Math.PI, Math.PI * 2);
  pen.ell(px, py, pr, pr, planet).ell(px - pr * 0.05, py - pr * 0.45, pr * 0.85, pr * 0.13, tint(planet, 0.2)).ell(px + pr * 0.1, py + pr * 0.05, pr * 0.95, pr * 0.14, shade(planet, 0.15));
  pen.ell(px - pr * 0.45, py - pr * 0.5, pr * 0.22, pr * 0.16, tint(planet, 0.4), 0.7);
  ring(0, Math.PI);
  // Asteroids drifting.
  for (const [ax, ay, as] of [[0.55, 0.18, 0.7], [0.42, 0.8, 0.5], [0.08, 0.88, 0.6]] as const) {
    const x = W * ax, y = H * ay, s = T * as;
    pen.shape([[x - s, y], [x - s * 0.6, y - s * 0.8], [x + s * 0.3, y - s * 0.9], [x + s, y - s * 0.2], [x + s * 0.7, y + s * 0.7], [x - s * 0.4, y + s * 0.8]], col.stoneD, true);
    pen.ell(x + s * 0.2, y - s * 0.2, s * 0.22, s * 0.18, shade(col.stoneD, 0.3)).ell(x - s * 0.35, y + s * 0.3, s * 0.15, s * 0.12, shade(col.stoneD, 0.3));
  }
  out.push(pen.flush());
  // The player's ship, its engine flame and three shots ahead of it.
  const sx = W * 0.24, sy = H * 0.5, S = T * 1.7, hull = '#dfe5ee';
  for (let i = 0; i < 3; i++) pen.box(sx + S * (0.95 + i * 0.9), sy - T * 0.05 + (i === 1 ? -T * 0.5 : i === 2 ? T * 0.45 : 0), S * 0.42, T * 0.12, tint(t.second, 0.5), pen.px ? 0 : T * 0.06);
  pen.shape([[sx - S * 0.55, sy - S * 0.1], [sx - S * 1.05, sy], [sx - S * 0.55, sy + S * 0.1]], '#ff9d3b').shape([[sx - S * 0.55, sy - S * 0.05], [sx - S * 0.8, sy], [sx - S * 0.55, sy + S * 0.05]], col.glow);
  if (pen.px) {
    const px2 = Math.max(1, Math.round(S / 10));
    pen.sprite(['..bb......', '.bbbb.....', 'wwwwwwcc..', 'wwwwwwwwww', 'wwwwwwcc..', '.bbbb.....', '..bb......'], { b: t.primary, w: hull, c: t.second }, pen.s(sx - px2 * 5), pen.s(sy - px2 * 3.5), px2);
  } else {
    pen.shape([[sx - S * 0.1, sy - S * 0.1], [sx - S * 0.45, sy - S * 0.55], [sx - S * 0.62, sy - S * 0.5], [sx - S * 0.45, sy - S * 0.05]], t.primary)
      .shape([[sx - S * 0.1, sy + S * 0.1], [sx - S * 0.45, sy + S * 0.55], [sx - S * 0.62, sy + S * 0.5], [sx - S * 0.45, sy + S * 0.05]], t.primary);
    pen.shape([[sx + S * 0.65, sy], [sx + S * 0.15, sy - S * 0.17], [sx - S * 0.55, sy - S * 0.13], [sx - S * 0.6, sy], [sx - S * 0.55, sy + S * 0.13], [sx + S * 0.15, sy + S * 0.17]], hull);
    pen.ell(sx + S * 0.12, sy - S * 0.03, S * 0.18, S * 0.08, t.second).box(sx - S * 0.45, sy - S * 0.02, S * 0.5, S * 0.04, shade(hull, 0.2));
  }
  // A formation of enemy darts, one bursting, their shots.
  const foeCol = mix('#e04a5f', t.primary, 0.2);
  const dart = (x: number, y: number, s: number) => {
    pen.shape([[x - s * 0.5, y], [x + s * 0.45, y - s * 0.42], [x + s * 0.2, y], [x + s * 0.45, y + s * 0.42]], foeCol).ell(x + s * 0.05, y, s * 0.12, s * 0.12, col.glow);
  };
  const fx = W * 0.72, fy = H * 0.42, fs = T * 0.95;
  dart(fx, fy, fs); dart(fx + fs * 1.3, fy - fs * 1.2, fs); dart(fx + fs * 1.3, fy + fs * 1.2, fs);
  if (fx + fs * 2.6 < W) dart(fx + fs * 2.6, fy - fs * 2.3, fs);
  for (let i = 0; i < 3; i++) pen.ell(fx - fs * (1 + i * 1.1), fy + fs * (0.3 + i * 0.35), T * 0.1, T * 0.1, foeCol);
  const bx = W * 0.56, by = H * 0.66, burst: Pt[] = [], core: Pt[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2, k = i % 2 ? 0.45 : 1;
    burst.push([bx + Math.cos(a) * T * 0.95 * k, by + Math.sin(a) * T * 0.95 * k]);
    core.push([bx + Math.cos(a) * T * 0.5 * k, by + Math.sin(a) * T * 0.5 * k]);
  }
  pen.shape(burst, '#ff9d3b').shape(core, col.glow);
  for (let i = 0; i < 6; i++) { const a = r.range(0, Math.PI * 2); pen.box(bx + Math.cos(a) * T * 1.3, by + Math.sin(a) * T * 1.3, T * 0.14, T * 0.14, '#ff9d3b'); }
  // A power-up orb.
  pen.ell(W * 0.46, H * 0.24, T * 0.42, T * 0.42, t.second, 0.35).ell(W * 0.46, H * 0.24, T * 0.26, T * 0.26, tint(t.second, 0.5));
  out.push(pen.flush());
  return out.join('');
}

/**
 * A turn-based battle: a field under the sky with far mountains, a horned beast, a slime and a bat on the
 * start side, the party of three (sword, staff, bow) facing them, a slash and a spell landing. The
 * bottom quarter is left for the command menu game.ts lays over it.
 */
export function battle(g: G): string {
  const { pen, col, W, H, T, c } = g;
  const out = [skyBands(g, col.sky0, col.sky1, 0, H * 0.5)];
  cloud(g, W * 0.55, H * 0.18, T * 2, col.cloud, 0.85);
  out.push(pen.flush());
  hills(g, H * 0.5, H * 0.22, col.far, 4 / W * 3, 1.2, H * 0.56);
  out.push(pen.flush());
  const field = col.grass;
  out.push(skyBands(g, shade(field, 0.12), tint(field, 0.08), pen.s(H * 0.48), H));
  pen.ell(W * 0.5, H * 0.64, W * 0.48, H * 0.1, col.sand, 0.6);
  for (let i = 0; i < 10; i++) pen.box(g.r.range(0, W), g.r.range(H * 0.52, H * 0.74), T * 0.3, T * 0.08, col.grassD, 0, 0.6);
  out.push(pen.flush());
  // The foes: the beast in front, a slime beside it, a bat above.
  const floor = H * 0.7, bs = Math.min(T * 3.2, H * 0.4);
  foe(g, 'beast', W * 0.27, floor, bs);
  foe(g, 'slime', W * 0.1, floor + T * 0.2, T * 1.2, mix(col.ok, col.foe, 0.3));
  foe(g, 'bat', W * 0.4, H * 0.3, T * 1.1, shade(col.foe, 0.2));
  out.push(pen.flush());
  // The party: shadows, three figures facing the foes, their weapons.
  const party: [number, number, string, string][] = [[0.64, floor - T * 0.3, col.tunic, col.scarf], [0.76, floor - T * 0.9, mix(col.scarf, '#6b4aa8', 0.4), col.glow], [0.88, floor - T * 0.1, col.leaf, col.gold]];
  party.forEach(([k, y], i) => pen.ell(W * k, y, T * 0.55, T * 0.14, '#000000', 0.22 + i * 0));
  hero(g, W * 0.64, floor - T * 0.3, T * 1.6, 'stand', true, party[0]![2], party[0]![3]);
  hero(g, W * 0.76, floor - T * 0.9, T * 1.6, 'stand', true, party[1]![2], party[1]![3]);
  hero(g, W * 0.88, floor - T * 0.1, T * 1.6, 'stand', true, party[2]![2], party[2]![3]);
  item(g, 'sword', W * 0.64 - T * 0.55, floor - T * 1.1, T * 0.8);
  pen.line([[W * 0.76 - T * 0.5, floor - T * 0.9], [W * 0.76 - T * 0.5, floor - T * 2.6]], T * 0.08, col.wood).ell(W * 0.76 - T * 0.5, floor - T * 2.7, T * 0.18, T * 0.18, col.glow);
  item(g, 'bow', W * 0.88 - T * 0.5, floor - T * 0.9, T * 0.9);
  // A slash across the beast and a spell's sparkle beside it.
  const sx = W * 0.27, sy = floor - bs * 0.5;
  for (let i = 0; i < 3; i++) pen.line([[sx - bs * 0.3 + i * T * 0.25, sy - bs * 0.25], [sx + bs * 0.05 + i * T * 0.25, sy + bs * 0.15]], T * 0.1, '#ffffff', 0.9);
  const star = (x: number, y: number, s: number, fill: string) => pen.shape([[x, y - s], [x + s * 0.25, y - s * 0.25], [x + s, y], [x + s * 0.25, y + s * 0.25], [x, y + s], [x - s * 0.25, y + s * 0.25], [x - s, y], [x - s * 0.25, y - s * 0.25]], fill);
  star(sx + bs * 0.45, sy - bs * 0.35, T * 0.5, col.glow); star(sx + bs * 0.6, sy - bs * 0.05, T * 0.3, tint(c.t.second, 0.5)); star(W * 0.76 - T * 0.5, floor - T * 2.7, T * 0.35, '#ffffff');
  out.push(pen.flush());
  return out.join('');
}
