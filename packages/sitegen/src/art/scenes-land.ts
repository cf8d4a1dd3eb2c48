import type { Ctx } from './ctx';
import type { Rng } from './rng';
import { mix, shade, tint } from './palette';
import { circle, ellipse, n, path, poly, rect, smooth } from './svg';
import type { Light } from './scene-kit';
import { person, ridge, sky, sun } from './scene-kit';

/** A scene draws a photo-like picture into a w×h box at the origin. */
export type Scene = (c: Ctx, r: Rng, w: number, h: number, L: Light) => string;

/** Mountain ranges fading into haze, sun, sometimes a still lake. */
export const mountains: Scene = (c, r, w, h, L) => {
  const out = [sky(c, w, h, L), sun(c, w * r.range(0.2, 0.8), h * r.range(0.22, 0.4), Math.min(w, h) * 0.06, L)];
  const lake = r.chance(0.4);
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const k = (i + 1) / layers;
    out.push(ridge(r, w, h, h * (0.42 + i * 0.1), h * (0.28 - i * 0.04), mix(L.haze, L.ground, k * 0.9), i > 1, 6 + i * 2));
  }
  if (lake) {
    out.push(rect(0, h * 0.78, w, h * 0.22, c.defs.lin([[0, mix(L.low, L.haze, 0.3)], [1, mix(L.top, L.ground, 0.3)]])));
    let d = '';
    for (let i = 0; i < 6; i++) d += `M${n(r.range(0.1, 0.7) * w)} ${n(h * (0.81 + i * 0.03))}h${n(w * r.range(0.05, 0.2))}`;
    out.push(path(d, 'none', { stroke: L.sun, sw: Math.max(1, h * 0.004), op: 0.5, round: true }));
  }
  return out.join('');
};

/** Open sea at the horizon: sun low, glitter on the water, a headland, maybe a sail. */
export const sea: Scene = (c, r, w, h, L) => {
  const hz = h * r.range(0.5, 0.62);
  const sx = w * r.range(0.3, 0.7);
  const out = [sky(c, w, hz, L), sun(c, sx, hz - h * 0.06, Math.min(w, h) * 0.07, L)];
  out.push(rect(0, hz, w, h - hz, c.defs.lin([[0, mix(L.low, L.top, 0.5)], [1, shade(mix(L.top, L.ground, 0.4), 0.25)]])));
  let d = '';
  for (let i = 0; i < 9; i++) {
    const y = hz + (h - hz) * (i / 9) ** 1.4 + 3, half = w * (0.02 + i * 0.012) * r.range(0.6, 1.2);
    d += `M${n(sx - half)} ${n(y)}h${n(half * 2)}`;
  }
  out.push(path(d, 'none', { stroke: L.sun, sw: Math.max(1.5, h * 0.006), op: 0.55, round: true }));
  const left = r.chance(0.5);
  out.push(path(smooth([[left ? -w * 0.05 : w * 1.05, hz - h * 0.12], [left ? w * 0.18 : w * 0.82, hz - h * 0.07], [left ? w * 0.34 : w * 0.66, hz]]) + `L${n(left ? -w * 0.05 : w * 1.05)} ${n(hz)}Z`, mix(L.haze, L.ground, 0.6)));
  if (r.chance(0.6)) {
    const bx = w * r.range(0.55, 0.8) * (left ? 1 : 0.7), by = hz + h * 0.05, s = h * 0.08;
    out.push(path(poly([[bx, by - s], [bx + s * 0.55, by - s * 0.1], [bx, by - s * 0.1]]), tint(L.sun, 0.3)), path(poly([[bx - s * 0.4, by], [bx + s * 0.6, by], [bx + s * 0.45, by + s * 0.15], [bx - s * 0.3, by + s * 0.15]]), shade(L.ground, 0.3)));
  }
  return out.join('');
};

/**
 * A boat trip on the coast: sea to the horizon, golden cliffs on one side with a sea cave's dark arch, a
 * tour boat (white hull, a band in the site's colour, a canopy over its passengers) leaving a wake.
 */
export const boatTrip: Scene = (c, r, w, h, L) => {
  const hz = h * r.range(0.42, 0.5), left = r.chance(0.5);
  const water = c.defs.lin([[0, mix(mix(L.low, L.top, 0.5), '#3f8fb0', 0.35)], [1, shade(mix(L.top, '#1f5f7a', 0.5), 0.2)]]);
  const out = [sky(c, w, hz, L), sun(c, w * (left ? r.range(0.6, 0.85) : r.range(0.15, 0.4)), hz * r.range(0.3, 0.5), Math.min(w, h) * 0.06, L), rect(0, hz, w, h - hz, water)];
  // The cliffs: a far headland, then the near cliff face reaching into the sea, with its cave.
  const rock = mix('#d9a86a', L.ground, 0.25), dark = shade(rock, 0.35);
  const x = (k: number) => (left ? w * k : w * (1 - k));
  out.push(path(`M${n(x(0.5))} ${n(hz)}Q${n(x(0.62))} ${n(hz - h * 0.05)} ${n(x(0.78))} ${n(hz - h * 0.04)}L${n(x(0.86))} ${n(hz)}Z`, mix(L.haze, rock, 0.4)));
  const top = hz - h * r.range(0.2, 0.28), base = hz + h * 0.16;
  out.push(path(`M${n(x(-0.05))} ${n(top - h * 0.03)}L${n(x(0.18))} ${n(top)}Q${n(x(0.3))} ${n(top + h * 0.02)} ${n(x(0.36))} ${n(top + h * 0.08)}L${n(x(0.42))} ${n(base)}L${n(x(-0.05))} ${n(base)}Z`, c.defs.lin([[0, tint(rock, 0.15)], [1, shade(rock, 0.15)]])));
  out.push(path(`M${n(x(-0.05))} ${n(top - h * 0.03)}L${n(x(0.18))} ${n(top)}Q${n(x(0.3))} ${n(top + h * 0.02)} ${n(x(0.36))} ${n(top + h * 0.08)}L${n(x(0.35))} ${n(top + h * 0.05)}Q${n(x(0.2))} ${n(top + h * 0.03)} ${n(x(-0.05))} ${n(top + h * 0.01)}Z`, mix('#6f8f4a', L.ground, 0.3)));
  const cx = x(0.24), cw = w * 0.09;
  out.push(path(`M${n(cx - cw)} ${n(base)}V${n(base - h * 0.1)}A${n(cw)} ${n(h * 0.1)} 0 0 1 ${n(cx + cw)} ${n(base - h * 0.1)}V${n(base)}Z`, dark));
  let strata = '';
  for (let i = 1; i < 4; i++) strata += `M${n(x(0.02))} ${n(top + (base - top) * (i / 4))}Q${n(x(0.2))} ${n(top + (base - top) * (i / 4) - h * 0.015)} ${n(x(0.36 + i * 0.015))} ${n(top + (base - top) * (i / 4) + h * 0.01)}`;
  out.push(path(strata, 'none', { stroke: shade(rock, 0.15), sw: Math.max(1, h * 0.004), op: 0.6 }));
  // Glitter on the water, and the boat with its wake.
  let glitter = '';
  for (let i = 0; i < 8; i++) glitter += `M${n(w * r.range(0.1, 0.9))} ${n(hz + (h - hz) * r.range(0.05, 0.5))}h${n(w * r.range(0.02, 0.06))}`;
  out.push(path(glitter, 'none', { stroke: L.sun, sw: Math.max(1.5, h * 0.005), op: 0.5, round: true }));
  const s = Math.min(w, h) * 0.2, bx = x(0.64), by = hz + (h - hz) * r.range(0.45, 0.6), dir = left ? 1 : -1;
  const hull = c.t.dark ? '#e9edf2' : '#ffffff';
  out.push(path(`M${n(bx - dir * s * 0.9)} ${n(by + s * 0.1)}q${n(-dir * s * 0.8)} ${n(s * 0.08)} ${n(-dir * s * 1.8)} ${n(s * 0.3)}M${n(bx - dir * s * 0.9)} ${n(by + s * 0.16)}q${n(-dir * s * 0.6)} ${n(s * 0.2)} ${n(-dir * s * 1.4)} ${n(s * 0.5)}`, 'none', { stroke: '#ffffff', sw: Math.max(1.5, s * 0.04), op: 0.55, round: true }));
  out.push(ellipse(bx, by + s * 0.18, s * 1.1, s * 0.08, shade(mix('#1f5f7a', L.ground, 0.3), 0.3), { op: 0.35 }));
  // The hull narrows to the waterline, more at the bow (the end the boat heads for).
  const bow = 0.75, stern = 0.85;
  out.push(path(`M${n(bx - s)} ${n(by - s * 0.18)}H${n(bx + s)}L${n(bx + s * (dir > 0 ? bow : stern))} ${n(by + s * 0.16)}H${n(bx - s * (dir > 0 ? stern : bow))}Z`, hull));
  out.push(rect(bx - s * 0.95, by - s * 0.06, s * 1.9, s * 0.07, c.t.primary));
  // Canopy on posts over a row of passengers.
  const ct = by - s * 0.62;
  out.push(path(`M${n(bx - s * 0.55)} ${n(by - s * 0.18)}V${n(ct)}M${n(bx + s * 0.45)} ${n(by - s * 0.18)}V${n(ct)}`, 'none', { stroke: '#c9ced6', sw: Math.max(1.5, s * 0.03) }));
  out.push(rect(bx - s * 0.68, ct - s * 0.06, s * 1.3, s * 0.08, c.t.second, { rx: s * 0.03 }));
  for (let i = 0; i < 5; i++) {
    const px = bx - s * 0.45 + i * s * 0.2;
    out.push(circle(px, by - s * 0.36, s * 0.06, mix('#c68b65', '#7a4a35', r.next())), rect(px - s * 0.07, by - s * 0.3, s * 0.14, s * 0.12, r.pick([c.t.primary, c.t.second, '#f2c14e', '#ffffff']), { rx: s * 0.03 }));
  }
  return out.join('');
};

/** Layers of pines in fog. */
export const forest: Scene = (c, r, w, h, L) => {
  const out = [sky(c, w, h, L), sun(c, w * r.range(0.2, 0.8), h * 0.3, Math.min(w, h) * 0.05, L)];
  for (let layer = 0; layer < 4; layer++) {
    const k = (layer + 1) / 4;
    const col = mix(L.haze, shade(L.ground, 0.25), k);
    const base = h * (0.55 + layer * 0.13);
    let d = '';
    for (let x = -w * 0.05; x < w * 1.05; x += w * r.range(0.05, 0.09) * (1.2 - k * 0.4)) {
      const th = h * r.range(0.18, 0.32) * (0.6 + k * 0.6), tw = th * 0.3;
      d += `M${n(x)} ${n(base - th)}L${n(x + tw)} ${n(base)}H${n(x - tw)}Z`;
    }
    out.push(path(d, col), rect(0, base - 1, w, h - base + 1, col));
  }
  return out.join('');
};

/** Desert dunes: smooth crests with lit and shaded flanks. */
export const dunes: Scene = (c, r, w, h, L) => {
  const out = [sky(c, w, h * 0.6, L), rect(0, h * 0.5, w, h * 0.5, L.low), sun(c, w * r.range(0.6, 0.85), h * 0.22, Math.min(w, h) * 0.06, L)];
  const sand = mix('#e0b27a', c.t.primary, 0.2);
  for (let i = 0; i < 3; i++) {
    const y = h * (0.5 + i * 0.15), px = w * r.range(0.2, 0.8);
    const lit = mix(sand, L.low, 0.3 - i * 0.1), dark = shade(mix(sand, L.top, 0.3), 0.2 + i * 0.05);
    out.push(path(`${smooth([[-w * 0.1, y + h * 0.1], [px, y], [w * 1.1, y + h * 0.12]])}L${n(w * 1.1)} ${n(h)}L${n(-w * 0.1)} ${n(h)}Z`, lit));
    out.push(path(`M${n(px)} ${n(y)}Q${n(px + w * 0.05)} ${n(y + h * 0.2)} ${n(px - w * 0.15)} ${n(h)}L${n(w * 1.1)} ${n(h)}L${n(w * 1.1)} ${n(y + h * 0.12)}Z`, dark, { op: 0.55 }));
  }
  return out.join('');
};

/** A lone figure on a hill against a big sky. */
export const figure: Scene = (c, r, w, h, L) => {
  const out = [sky(c, w, h, L), sun(c, w * r.range(0.25, 0.75), h * r.range(0.3, 0.5), Math.min(w, h) * 0.08, L)];
  out.push(ridge(r, w, h, h * 0.7, h * 0.08, mix(L.haze, L.ground, 0.4), true, 5));
  const px = w * r.range(0.3, 0.7);
  const hillY = h * 0.8;
  out.push(path(`${smooth([[-w * 0.1, h * 0.95], [px, hillY], [w * 1.1, h * 0.92]])}L${n(w * 1.1)} ${n(h)}L${n(-w * 0.1)} ${n(h)}Z`, shade(L.ground, 0.35)));
  out.push(person(px, hillY + 2, h * 0.16, shade(L.ground, 0.55), r.chance(0.3)));
  return out.join('');
};

/** Riverside row of tall narrow houses (Porto, Amsterdam…) with reflections; sometimes an iron bridge. */
export const houses: Scene = (c, r, w, h, L) => {
  const out = [sky(c, w, h, L)];
  const water = h * 0.72;
  if (r.chance(0.5)) out.push(path(`M${n(-w * 0.1)} ${n(water)}Q${n(w * 0.5)} ${n(h * 0.05)} ${n(w * 1.1)} ${n(water)}`, 'none', { stroke: shade(L.haze, 0.35), sw: h * 0.025 }));
  const hues = ['#e8b04a', '#d2694a', '#8fb3c9', '#f1e3cf', '#e7a0a0', '#b7c48a'].map((x) => mix(x, c.t.primary, 0.15));
  // Facades and roofs as one path per colour, windows as one translucent path: the reflection repeats
  // only the facades, which keeps this busy scene small.
  const byCol = new Map<string, string>();
  const roof = mix('#b5533c', L.ground, 0.25);
  let roofs = '', wins = '';
  for (let x = -w * 0.02; x < w; ) {
    const hw = w * r.range(0.09, 0.15), hh = h * r.range(0.32, 0.55), top = water - hh;
    const col = r.pick(hues);
    byCol.set(col, (byCol.get(col) ?? '') + `M${n(x)} ${n(top)}h${n(hw + 1)}V${n(water)}H${n(x)}Z`);
    roofs += poly([[x - 2, top], [x + hw / 2, top - hw * 0.35], [x + hw + 2, top]]);
    const cols = hw > w * 0.12 ? 3 : 2, rows = Math.floor(hh / (h * 0.08));
    // Windows as short thick strokes (one path, a dozen bytes each).
    for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) wins += `M${n(x + hw * (0.18 + i * (0.64 / (cols - 1 || 1))))} ${n(top + h * 0.04 + j * h * 0.08)}v${n(h * 0.045)}`;
    x += hw;
  }
  const fronts = [...byCol].map(([col, d]) => path(d, col)).join('') + path(roofs, roof);
  out.push(fronts, path(wins, 'none', { stroke: '#1a1420', sw: w * 0.014, op: 0.45 }));
  out.push(rect(0, water, w, h - water, mix(L.top, L.ground, 0.35)));
  out.push(`<g transform="matrix(1 0 0 -1 0 ${n(water * 2)})" opacity=".3">${fronts}</g>`);
  out.push(rect(0, water, w, 2, L.sun, { op: 0.5 }));
  return out.join('');
};

/** Sunlit arcade: plaster wall with arched openings onto the sky, light falling across the floor. */
export const arches: Scene = (c, r, w, h, L) => {
  const wall = mix('#efe3d0', c.t.bg, 0.35), shadow = shade(wall, 0.18);
  const out = [sky(c, w, h, L), ridge(r, w, h, h * 0.62, h * 0.08, mix(L.haze, L.ground, 0.3), true, 5)];
  const k = w > h * 1.2 ? 3 : 2, aw = w / (k + 0.6), gap = (w - aw * k) / (k + 1), top = h * 0.2, floor = h * 0.74;
  let holes = `M0 0H${n(w)}V${n(floor)}H0Z`;
  for (let i = 0; i < k; i++) {
    const x = gap + i * (aw + gap), rr = aw / 2;
    holes += `M${n(x)} ${n(floor)}V${n(top + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + aw)} ${n(top + rr)}V${n(floor)}Z`;
  }
  out.push(`<path d="${holes}" fill="${wall}" fill-rule="evenodd"/>`);
  out.push(rect(0, floor, w, h - floor, c.defs.lin([[0, shade(wall, 0.08)], [1, shade(wall, 0.25)]])));
  for (let i = 0; i < k; i++) {
    const x = gap + i * (aw + gap);
    out.push(path(poly([[x, floor], [x + aw, floor], [x + aw * 1.5, h], [x + aw * 0.4, h]]), tint(L.sun, 0.2), { op: 0.45 }));
    out.push(rect(x - gap * 0.18, top - h * 0.02, gap * 0.18, floor - top + h * 0.02, shadow, { op: 0.5 }));
  }
  if (r.chance(0.6)) out.push(ellipse(w * 0.08 + gap * 0.1, floor, w * 0.05, h * 0.012, shadow), circle(w * 0.08 + gap * 0.1, floor - h * 0.1, h * 0.08, mix('#5f8a56', c.t.second, 0.2)), rect(w * 0.06, floor - h * 0.06, w * 0.045, h * 0.06, mix('#b5674a', c.t.primary, 0.2), { rx: 3 }));
  return out.join('');
};

/** A tended garden: a striped lawn in perspective, a clipped hedge with a flower border, a tree and a bench. */
export const garden: Scene = (c, r, w, h, L) => {
  const hz = h * r.range(0.42, 0.5);
  const out = [sky(c, w, hz, L), sun(c, w * r.range(0.15, 0.85), hz * 0.45, Math.min(w, h) * 0.05, L)];
  const green = mix('#6f9f58', L.ground, 0.3), dark = shade(mix('#3f6b3a', L.ground, 0.25), 0.05);
  // Hedge along the back, its top gently clipped into rounded bays.
  const top = hz - h * 0.1;
  let hedge = `M0 ${n(hz + h * 0.04)}V${n(top)}`;
  for (let x = 0; x < w; x += w * 0.12) hedge += `Q${n(x + w * 0.06)} ${n(top - h * 0.035)} ${n(x + w * 0.12)} ${n(top)}`;
  out.push(path(`${hedge}V${n(hz + h * 0.04)}Z`, dark));
  // Lawn with mowing stripes converging toward a vanishing point.
  out.push(rect(0, hz + h * 0.03, w, h - hz, green));
  const vx = w * r.range(0.4, 0.6);
  let stripes = '';
  for (let i = -3; i < 9; i += 2) stripes += `M${n(vx + (i * w) / 40)} ${n(hz + h * 0.03)}L${n(vx + (i * w) / 6)} ${n(h)}L${n(vx + ((i + 1) * w) / 6)} ${n(h)}L${n(vx + ((i + 1) * w) / 40)} ${n(hz + h * 0.03)}Z`;
  out.push(path(stripes, tint(green, 0.12), { op: 0.7 }));
  // Flower border in front of the hedge.
  const cols = ['#e58fa6', '#f2c14e', '#ffffff', mix('#9b7fd1', c.t.second, 0.3)];
  const byCol = cols.map(() => '');
  for (let x = w * 0.01; x < w; x += w * 0.018) {
    const k = r.int(0, cols.length - 1), y = hz + h * r.range(0.005, 0.035), rr = Math.max(2, h * 0.008);
    byCol[k] += `M${n(x - rr)} ${n(y)}a${n(rr)} ${n(rr)} 0 1 0 ${n(rr * 2)} 0a${n(rr)} ${n(rr)} 0 1 0 ${n(-rr * 2)} 0`;
  }
  const blooms = byCol.map((d, i) => (d ? path(d, cols[i]!) : '')).join('');
  out.push(rect(0, hz - h * 0.005, w, h * 0.04, shade(dark, 0.1)), blooms);
  // A tree on one side and a bench on the other.
  const left = r.chance(0.5), tx = left ? w * 0.16 : w * 0.84, bx = left ? w * 0.7 : w * 0.22, ts = h * 0.55;
  out.push(rect(tx - ts * 0.03, hz - ts * 0.3, ts * 0.06, ts * 0.42, mix('#6b4a33', c.t.primary, 0.1)), circle(tx - ts * 0.12, hz - ts * 0.42, ts * 0.2, shade(green, 0.25)), circle(tx + ts * 0.12, hz - ts * 0.46, ts * 0.22, shade(green, 0.15)), circle(tx, hz - ts * 0.62, ts * 0.2, shade(green, 0.2)));
  const bw = w * 0.14, by = hz + h * 0.12, wood = mix('#9c7352', c.t.primary, 0.1);
  out.push(rect(bx - bw / 2, by - h * 0.05, bw, h * 0.012, wood), rect(bx - bw / 2, by - h * 0.08, bw, h * 0.012, wood), rect(bx - bw / 2, by - h * 0.02, bw, h * 0.012, shade(wood, 0.1)),
    path(`M${n(bx - bw * 0.42)} ${n(by - h * 0.08)}V${n(by + h * 0.02)}M${n(bx + bw * 0.42)} ${n(by - h * 0.08)}V${n(by + h * 0.02)}`, 'none', { stroke: shade(wood, 0.35), sw: Math.max(2, w * 0.004) }));
  return out.join('');
};
