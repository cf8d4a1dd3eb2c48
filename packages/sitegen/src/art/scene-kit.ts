import type { Ctx } from './ctx';
import type { Rng } from './rng';
import { mix, shade, tint } from './palette';
import { circle, n, path, rect, smooth } from './svg';

/**
 * Shared pieces of the photo-like scenes: a light (time of day) derived from the palette, sky, sun,
 * ridges with atmospheric perspective, and a vignette that makes a flat drawing read as a photograph.
 * A scene draws into a w×h box at the origin; mosaic places and clips the boxes.
 */

/** A time-of-day light: sky top/bottom, sun, haze (what far things fade into) and ground. */
export interface Light { top: string; low: string; sun: string; haze: string; ground: string; night: boolean }

/**
 * Pick a light that suits the palette: dark sites get dusk/night, others day or golden hour; `sunny`
 * (a scene about sunshine, such as solar panels) gets day or golden hour whatever the palette.
 */
export function lightFor(c: Ctx, r: Rng, sunny = false): Light {
  const t = c.t;
  const kinds = sunny ? ['day', 'day', 'golden'] : t.dark ? ['dusk', 'night', 'dusk'] : ['day', 'golden', 'dusk', 'day', 'golden'];
  const k = r.pick(kinds);
  const p = t.primary, s = t.second;
  if (k === 'day') return { top: mix('#7fb8e6', s, 0.25), low: mix('#eaf3f8', t.bg, 0.3), sun: '#fff6dc', haze: mix('#cfe2ee', t.bg, 0.3), ground: mix('#6e9b6a', p, 0.15), night: false };
  if (k === 'golden') return { top: mix('#f3b98a', p, 0.25), low: mix('#fde9c8', t.bg, 0.2), sun: '#fff3d6', haze: mix('#f2d2b0', p, 0.15), ground: mix('#8a6a4a', p, 0.2), night: false };
  if (k === 'dusk') return { top: mix('#3a2f6b', p, 0.3), low: mix('#f59e7a', p, 0.35), sun: mix('#ffd6a0', s, 0.2), haze: mix('#b0708a', p, 0.35), ground: mix('#2b2240', p, 0.2), night: false };
  return { top: mix('#0b1030', t.bg, 0.4), low: mix('#3b2a6a', p, 0.4), sun: tint(s, 0.5), haze: mix('#4a3a7a', p, 0.3), ground: shade(mix('#1a1530', p, 0.15), 0.2), night: true };
}

export function sky(c: Ctx, w: number, h: number, L: Light, horizon = 1): string {
  return rect(0, 0, w, h, c.defs.lin([[0, L.top], [horizon, L.low]]));
}

/** Sun (or moon at night) with a soft halo. */
export function sun(c: Ctx, x: number, y: number, r: number, L: Light): string {
  const halo = c.defs.rad([[0, L.sun, 0.55], [1, L.sun, 0]]);
  return circle(x, y, r * 4, halo) + circle(x, y, r, L.sun);
}

/** A jagged ridge line across the box at height y (± amp), filled to the bottom. */
export function ridge(r: Rng, w: number, h: number, y: number, amp: number, fill: string, soft = false, steps = 9): string {
  const pts: [number, number][] = [];
  for (let i = 0; i <= steps; i++) pts.push([(i / steps) * w * 1.1 - w * 0.05, y - r.range(0, 1) * amp * (i % 2 ? 1 : 0.45)]);
  const top = soft ? smooth(pts) : pts.map(([x, yy], i) => `${i ? 'L' : 'M'}${n(x)} ${n(yy)}`).join('');
  return path(`${top}L${n(w * 1.05)} ${n(h)}L${n(-w * 0.05)} ${n(h)}Z`, fill);
}

/** Darkened corners, like a lens: one radial gradient over the box. */
export function vignette(c: Ctx, w: number, h: number, k = 0.28): string {
  return rect(0, 0, w, h, c.defs.rad([[0.55, '#000000', 0], [1, '#000000', k]], 0.5, 0.5, 0.75));
}

/** A standing human silhouette (no features), feet at (x, y), height hgt. `dress` flares the skirt. */
export function person(x: number, y: number, hgt: number, fill: string, dress = false, lean = 0): string {
  const u = hgt / 8;
  const head = circle(x + lean * u, y - hgt + u * 0.6, u * 0.62, fill);
  const body = dress
    ? `M${n(x - u * 0.6 + lean * u)} ${n(y - hgt + u * 1.5)}Q${n(x + lean * u)} ${n(y - hgt + u * 1.25)} ${n(x + u * 0.6 + lean * u)} ${n(y - hgt + u * 1.5)}L${n(x + u * 0.5)} ${n(y - u * 4.4)}Q${n(x + u * 1.3)} ${n(y - u * 1.5)} ${n(x + u * 2.2)} ${n(y)}H${n(x - u * 2)}Q${n(x - u * 1.2)} ${n(y - u * 1.5)} ${n(x - u * 0.5)} ${n(y - u * 4.4)}Z`
    : `M${n(x - u * 0.85 + lean * u)} ${n(y - hgt + u * 1.55)}Q${n(x + lean * u)} ${n(y - hgt + u * 1.2)} ${n(x + u * 0.85 + lean * u)} ${n(y - hgt + u * 1.55)}L${n(x + u * 0.75)} ${n(y - u * 3.6)}L${n(x + u * 0.55)} ${n(y)}H${n(x + u * 0.08)}L${n(x)} ${n(y - u * 3.2)}L${n(x - u * 0.08)} ${n(y)}H${n(x - u * 0.55)}L${n(x - u * 0.75)} ${n(y - u * 3.6)}Z`;
  return head + path(body, fill);
}
