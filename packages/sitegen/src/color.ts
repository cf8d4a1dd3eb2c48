/**
 * Colour maths for themes: hex parsing, WCAG 2.x relative luminance and contrast ratio, and nudging a
 * foreground colour until it reaches a target ratio. Written here rather than pulled in as a library
 * because contrast is the rule Sitewright promises (issue 3 §3) and the maths is twenty lines.
 */

/** WCAG 2.2 SC 1.4.3 (AA) minimum contrast for normal-size text. */
export const AA_NORMAL = 4.5;

type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` (any case) to [r, g, b] in 0..255; throws on anything else. */
export function hexToRgb(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{3}$/.test(h)) h = h.replace(/./g, (c) => c + c);
  if (!/^[0-9a-f]{6}$/.test(h)) throw new Error(`not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

/** [r, g, b] in 0..255 (rounded, clamped) to lower-case `#rrggbb`. */
export function rgbToHex(rgb: readonly number[]): string {
  return '#' + rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');
}

/** Straight-line distance of two colours in sRGB space, 0 (the same) to about 441 (black and white). Throws as `hexToRgb`. */
export function rgbDistance(a: string, b: string): number {
  const x = hexToRgb(a), y = hexToRgb(b);
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

/** Relative luminance, WCAG 2.2 definition (sRGB, 0 = black, 1 = white). */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two colours, 1..21 (WCAG 2.2 "contrast ratio"). Order does not matter. */
export function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Mix two colours: t = 0 gives `a`, t = 1 gives `b` (straight sRGB interpolation). */
export function mix(a: string, b: string, t: number): string {
  const ra = hexToRgb(a);
  const rb = hexToRgb(b);
  return rgbToHex(ra.map((v, i) => v + ((rb[i] ?? 0) - v) * t));
}

/**
 * The colour closest to `fg` (same hue, mixed toward black or white, whichever direction can reach the
 * target) whose contrast with `bg` is at least `min`. Returns `fg` unchanged when it already passes.
 * Falls back to black or white, one of which always reaches 4.5:1 on any background.
 */
export function ensureContrast(fg: string, bg: string, min = AA_NORMAL): string {
  if (contrast(fg, bg) >= min) return fg;
  const towardDark = luminance(bg) > 0.18;
  const end = towardDark ? '#000000' : '#ffffff';
  // Binary search the smallest mix that passes: keeps the brand hue as strong as the rule allows.
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 18; i++) {
    const mid = (lo + hi) / 2;
    if (contrast(mix(fg, end, mid), bg) >= min) hi = mid;
    else lo = mid;
  }
  const out = mix(fg, end, hi);
  if (contrast(out, bg) >= min) return out;
  return contrast('#000000', bg) >= contrast('#ffffff', bg) ? '#000000' : '#ffffff';
}

/** Black-ish or white text, whichever reads better on `bg`, pushed to at least `min`. */
export function readableOn(bg: string, dark = '#111827', light = '#ffffff', min = AA_NORMAL): string {
  const pick = contrast(dark, bg) >= contrast(light, bg) ? dark : light;
  return ensureContrast(pick, bg, min);
}
