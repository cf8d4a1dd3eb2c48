import { luminance, mix, rgbDistance } from '../color';

/** Theme colours (#rrggbb) of the site the art is for. */
export interface ArtPalette { bg: string; surface: string; text: string; muted: string; primary: string; onPrimary: string; accent: string }

/**
 * The palette the compositions draw with: the site's colours (made safe) plus derived tints. Derived
 * rather than invented so the art sits in each of the six site styles without per-style code.
 */
export interface Tones extends ArtPalette {
  /** The site background is dark (bold style): lift cards lighter instead of shading them. */
  dark: boolean;
  /** Card / window fill that reads as "paper" on this background. */
  card: string;
  /** Hairlines and dividers on `card`. */
  line: string;
  /** A second brand hue: the accent, or a tint of primary when the accent is the same colour (minimalist). */
  second: string;
  /** Primary and second washed toward the card colour, for fills behind content. */
  pSoft: string; sSoft: string;
  /** Ink for shadows (drawn with low opacity). */
  shadow: string;
}

const DEFAULT: ArtPalette = { bg: '#ffffff', surface: '#f5f7fb', text: '#0f172a', muted: '#475569', primary: '#4f46e5', onPrimary: '#ffffff', accent: '#0891b2' };

/** `#rgb`/`#rrggbb` (any case) normalised to lower-case `#rrggbb`, or null for anything else. */
export function normHex(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const h = v.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(h)) return h;
  if (/^#[0-9a-f]{3}$/.test(h)) return '#' + h.slice(1).replace(/./g, (c) => c + c);
  return null;
}

/** Mix toward white (t = 1 is white). */
export const tint = (c: string, t: number): string => mix(c, '#ffffff', t);
/** Mix toward black (t = 1 is black). */
export const shade = (c: string, t: number): string => mix(c, '#000000', t);
export { mix, luminance };

/** Safe tones from an untrusted palette: a bad colour falls back to the modern style's. */
export function tonesOf(p: Partial<ArtPalette> | undefined): Tones {
  const base = {} as ArtPalette;
  for (const k of Object.keys(DEFAULT) as (keyof ArtPalette)[]) base[k] = normHex(p?.[k]) ?? DEFAULT[k];
  const dark = luminance(base.bg) < 0.18;
  const card = dark ? mix(base.surface, '#ffffff', 0.04) : mix(base.bg, '#ffffff', 0.6);
  // "Same colour" is judged by RGB distance, not contrast: violet and orange can share a luminance.
  const same = rgbDistance(base.accent, base.primary) < 48;
  const second = same ? mix(base.primary, base.bg, 0.45) : base.accent;
  return {
    ...base, dark, card, second,
    line: mix(card, base.text, dark ? 0.16 : 0.1),
    pSoft: mix(card, base.primary, dark ? 0.22 : 0.13),
    sSoft: mix(card, second, dark ? 0.22 : 0.15),
    shadow: dark ? '#000000' : mix(base.text, '#000000', 0.5),
  };
}
