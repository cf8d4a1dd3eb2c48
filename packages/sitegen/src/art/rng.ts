/**
 * Seeded randomness for the artwork: FNV-1a (32-bit) hashes the seed string, mulberry32 turns the hash
 * into a stream. Both are tiny, fast and identical on every JS engine, which is what "same seed ⇒
 * byte-identical SVG" needs; Math.random and Date are never used.
 */

/** FNV-1a 32-bit hash of a string (UTF-16 code units), as an unsigned integer. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A deterministic random source. Every method consumes the stream, so call order matters. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [a, b). */
  range(a: number, b: number): number;
  /** Integer in [a, b] (inclusive). */
  int(a: number, b: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** A shuffled copy of the list. */
  shuffle<T>(list: readonly T[]): T[];
  /** An independent stream for a sub-part, so adding draws in one part never shifts another. */
  fork(label: string): Rng;
}

/** mulberry32 stream seeded from the FNV-1a hash of `seed`. */
export function createRng(seed: string): Rng {
  // fmix32 (MurmurHash3's finaliser) spreads FNV's few changed bits, so "proj-1" and "proj-2" start apart.
  let a = fnv1a(seed);
  a = Math.imul(a ^ (a >>> 16), 0x85ebca6b);
  a = Math.imul(a ^ (a >>> 13), 0xc2b2ae35);
  a = (a ^ (a >>> 16)) >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)] as (typeof list)[number],
    shuffle: (list) => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j] as (typeof out)[number], out[i] as (typeof out)[number]];
      }
      return out;
    },
    fork: (label) => createRng(`${seed}\u0000${label}`),
  };
  return rng;
}
