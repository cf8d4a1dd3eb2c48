import type { Rng } from './rng';
import { createRng } from './rng';
import type { Tones } from './palette';
import type { Defs } from './svg';

/** Everything one composition needs; built once per `composeArt` call. */
export interface Ctx {
  /** Canvas size in px (the viewBox is 0 0 W H). */
  W: number; H: number;
  rng: Rng;
  t: Tones;
  defs: Defs;
  /** Mirror the composition (the caller wraps it); text helpers need to know. */
  rtl: boolean;
  /** Cleaned labels (untrusted text made printable; still needs escaping, which `text()` does). */
  labels: string[];
  /** Cleaned title; may be ''. */
  title: string;
  /** Lower-case hints + title (the brief's words and the name, not the labels), for keyword matching. */
  words: string;
  variant: number;
  seed: string;
  /**
   * What the image's siblings share: the seed before its last ':' (callers seed images as
   * `project:slot`, e.g. `p1:hero`, `p1:services-2`), else the whole seed. Used by `sibling()`.
   */
  family: string;
  /** The slot name without its item number (`services-2` ⇒ `services`); '' when the seed has no ':'. */
  slot: string;
  /** The picture lies behind text on its start side (a banner hero, `ArtSpec.behindText`): keep that side quiet. */
  behindText: boolean;
}

/**
 * Which of `count` arrangements this image shows, so that siblings differ: images of one family
 * (same project) with variants 0, 1, 2… walk the list from a per-project offset, the hero takes the
 * offset itself, item cards and gallery tiles the next ones, other sections (about, mission) the one
 * before; a seed without a slot just adds its own offset. `salt` keeps two lists of one kind apart.
 */
export function sibling(c: Pick<Ctx, 'family' | 'slot' | 'seed' | 'variant'>, count: number, salt = ''): number {
  if (count <= 1) return 0;
  const base = createRng(`${c.family}|${salt}|sib`).int(0, count * 16);
  let off: number;
  if (!c.slot) off = createRng(`${c.seed}|${salt}|own`).int(0, count - 1) + c.variant;
  else if (c.slot === 'hero') off = c.variant;
  else if (/^(about|mission|story|section|intro|values|team|cta|contact)/.test(c.slot) && c.variant === 0) off = -1;
  else off = 1 + c.variant;
  return (((base + off) % count) + count) % count;
}

/** The seed split into the family siblings share and the slot stem (see `Ctx.family`). */
export function splitSeed(seed: string): { family: string; slot: string } {
  const i = seed.lastIndexOf(':');
  if (i < 0) return { family: seed, slot: '' };
  return { family: seed.slice(0, i), slot: seed.slice(i + 1).replace(/[-_]?\d+$/, '').toLowerCase() };
}

/**
 * A closer viewpoint: scale the body by k about (fx, fy), moved toward the centre only as far as the
 * scaled picture still covers the canvas (bodies that paint their own full background stay full).
 */
export function zoom(c: Ctx, body: string, k: number, fx: number, fy: number): string {
  const lo = (s: number) => s / (2 * k), hi = (s: number) => s - s / (2 * k);
  const x = Math.min(hi(c.W), Math.max(lo(c.W), fx)), y = Math.min(hi(c.H), Math.max(lo(c.H), fy));
  const tx = Math.round(c.W / 2 - x * k), ty = Math.round(c.H / 2 - y * k);
  return `<g transform="matrix(${k} 0 0 ${k} ${tx} ${ty})">${body}</g>`;
}

/** Mirror a body horizontally inside a W-wide canvas (a second viewpoint of the same arrangement). */
export function mirrorX(c: Ctx, body: string): string {
  return `<g transform="matrix(-1 0 0 1 ${Math.round(c.W)} 0)">${body}</g>`;
}

/** A viewpoint as [zoom factor, focus x, focus y], the focus as fractions of the canvas. */
export type View = readonly [number, number, number];

/**
 * Three viewpoints of one scene walked by siblings (`sibling` with `salt`): the whole body, a `close`
 * zoom, and a `mirrored` zoom seen from the other side; so a gallery or a second page never repeats a
 * picture while the scene stays the same place.
 */
export function threeViews(c: Ctx, salt: string, body: string, close: View, mirrored: View): string {
  const idx = sibling(c, 3, salt);
  if (idx === 1) return zoom(c, body, close[0], c.W * close[1], c.H * close[2]);
  return idx === 2 ? mirrorX(c, zoom(c, body, mirrored[0], c.W * mirrored[1], c.H * mirrored[2])) : body;
}

/** A composition: returns the body markup (defs go through `c.defs`). */
export type Composer = (c: Ctx) => string;

/**
 * Motifs named in the brief's words, in the order of `table` (the first entry whose pattern matches
 * wins a place); `fill` tops the list up from the seed so a brief without trade words still gets variety.
 */
export function motifs<T extends string>(c: Pick<Ctx, 'words' | 'family'>, table: readonly (readonly [T, RegExp])[], count: number, fill: readonly T[], salt = 'm'): T[] {
  const found = table.filter(([, re]) => re.test(c.words)).map(([m]) => m);
  const out = [...new Set(found)];
  // Keyed by the family, not the seed, so siblings share one list and `sibling` can walk it.
  const rest = createRng(`${c.family}|${salt}`).shuffle(fill.filter((m) => !out.includes(m)));
  while (out.length < count && rest.length) out.push(rest.shift() as T);
  return out.slice(0, Math.max(count, 0));
}

/** Soft drop shadow: a blurred-looking ellipse built from a radial gradient (no filter, cheap to paint). */
export function groundShadow(c: Ctx, cx: number, cy: number, rx: number, ry: number, strength = 0.28): string {
  const fill = c.defs.rad([[0, c.t.shadow, strength], [0.6, c.t.shadow, strength * 0.45], [1, c.t.shadow, 0]]);
  return `<ellipse cx="${Math.round(cx)}" cy="${Math.round(cy)}" rx="${Math.round(rx)}" ry="${Math.round(ry)}" fill="${fill}"/>`;
}
