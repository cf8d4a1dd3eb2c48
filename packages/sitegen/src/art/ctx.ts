import type { Rng } from './rng';
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
  /** Lower-case hints + labels + title, for keyword matching. */
  words: string;
  variant: number;
  seed: string;
}

/** A composition: returns the body markup (defs go through `c.defs`). */
export type Composer = (c: Ctx) => string;

/**
 * Motifs named in the brief's words, in the order of `table` (the first entry whose pattern matches
 * wins a place); `fill` tops the list up from the seed so a brief without trade words still gets variety.
 */
export function motifs<T extends string>(c: Ctx, table: readonly (readonly [T, RegExp])[], count: number, fill: readonly T[], salt = 'm'): T[] {
  const found = table.filter(([, re]) => re.test(c.words)).map(([m]) => m);
  const out = [...new Set(found)];
  const rest = c.rng.fork(salt).shuffle(fill.filter((m) => !out.includes(m)));
  while (out.length < count && rest.length) out.push(rest.shift() as T);
  return out.slice(0, Math.max(count, 0));
}

/** Soft drop shadow: a blurred-looking ellipse built from a radial gradient (no filter, cheap to paint). */
export function groundShadow(c: Ctx, cx: number, cy: number, rx: number, ry: number, strength = 0.28): string {
  const fill = c.defs.rad([[0, c.t.shadow, strength], [0.6, c.t.shadow, strength * 0.45], [1, c.t.shadow, 0]]);
  return `<ellipse cx="${Math.round(cx)}" cy="${Math.round(cy)}" rx="${Math.round(rx)}" ry="${Math.round(ry)}" fill="${fill}"/>`;
}
