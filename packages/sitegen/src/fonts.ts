import arial from '@capsizecss/metrics/arial';
import bricolageGrotesque from '@capsizecss/metrics/bricolageGrotesque';
import cormorantGaramond from '@capsizecss/metrics/cormorantGaramond';
import dMSans from '@capsizecss/metrics/dMSans';
import fraunces from '@capsizecss/metrics/fraunces';
import iBMPlexSans from '@capsizecss/metrics/iBMPlexSans';
import inter from '@capsizecss/metrics/inter';
import lora from '@capsizecss/metrics/lora';
import manrope from '@capsizecss/metrics/manrope';
import outfit from '@capsizecss/metrics/outfit';
import publicSans from '@capsizecss/metrics/publicSans';
import spaceGrotesk from '@capsizecss/metrics/spaceGrotesk';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import type { StyleValue } from '@sitewright/core';
import type { FontFace } from './model';

/**
 * Self-hosted web fonts per design style (issue 15 §2): a heading face and a body face from the
 * @fontsource-variable packages (OFL-1.1; one variable woff2 per subset covers every weight), served
 * beside index.html, `font-display: swap`, only the heading face's Latin file preloaded. The Latin and
 * Latin Extended subsets are declared with their unicode-range, so a browser fetches Latin Extended
 * only for a page that uses such a letter. Scripts without a bundled face (Arabic, Hebrew, CJK,
 * Cyrillic, …) fall through to the system fonts named at the end of each stack.
 */

/** unicode-range of the Latin and Latin Extended subsets, as @fontsource declares them (same for every family). */
const LATIN = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT = 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

/** One family of @fontsource-variable: package folder name, CSS family name, weight axis range. */
interface Family { pkg: string; family: string; weight: string }

const F = {
  manrope: { pkg: 'manrope', family: 'Manrope', weight: '200 800' },
  publicSans: { pkg: 'public-sans', family: 'Public Sans', weight: '100 900' },
  plex: { pkg: 'ibm-plex-sans', family: 'IBM Plex Sans', weight: '100 700' },
  fraunces: { pkg: 'fraunces', family: 'Fraunces', weight: '100 900' },
  outfit: { pkg: 'outfit', family: 'Outfit', weight: '100 900' },
  spaceGrotesk: { pkg: 'space-grotesk', family: 'Space Grotesk', weight: '300 700' },
  inter: { pkg: 'inter', family: 'Inter', weight: '100 900' },
  bricolage: { pkg: 'bricolage-grotesque', family: 'Bricolage Grotesque', weight: '200 800' },
  dmSans: { pkg: 'dm-sans', family: 'DM Sans', weight: '100 1000' },
  cormorant: { pkg: 'cormorant-garamond', family: 'Cormorant Garamond', weight: '300 700' },
  lora: { pkg: 'lora', family: 'Lora', weight: '400 700' },
} satisfies Record<string, Family>;

/**
 * The pairing of each style: the heading face sets the character (a geometric sans for modern, IBM Plex
 * for corporate, the soft serif Fraunces for creative, the quirky grotesk Space Grotesk for minimalist,
 * heavy Bricolage Grotesque for bold, high-contrast Cormorant Garamond for elegant); the body face is
 * chosen for reading at 17 px. Professional uses one family for both, as corporate identities do.
 */
export const FONT_PAIRS: Record<StyleValue, { heading: Family; body: Family }> = {
  modern: { heading: F.manrope, body: F.publicSans },
  professional: { heading: F.plex, body: F.plex },
  creative: { heading: F.fraunces, body: F.outfit },
  minimalist: { heading: F.spaceGrotesk, body: F.inter },
  bold: { heading: F.bricolage, body: F.dmSans },
  elegant: { heading: F.cormorant, body: F.lora },
};

const SANS_FALLBACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans JP", "Noto Sans SC", "PingFang SC", "Hiragino Sans", "Microsoft YaHei", Arial, sans-serif';
const SERIF_FALLBACK = 'Georgia, "Noto Serif", "Noto Naskh Arabic", "Noto Serif JP", "Noto Serif SC", "Songti SC", "Yu Mincho", serif';
const SERIF_FAMILIES = new Set(['Fraunces', 'Cormorant Garamond', 'Lora']);

/** Font metrics (@capsizecss/metrics, read from the font files): units per em, ascent, descent, line gap, average width. */
type Metrics = { unitsPerEm: number; ascent: number; descent: number; lineGap: number; xWidthAvg: number };
const METRICS: Record<string, Metrics> = {
  Manrope: manrope, 'Public Sans': publicSans, 'IBM Plex Sans': iBMPlexSans, Fraunces: fraunces, Outfit: outfit, 'Space Grotesk': spaceGrotesk,
  Inter: inter, 'Bricolage Grotesque': bricolageGrotesque, 'DM Sans': dMSans, 'Cormorant Garamond': cormorantGaramond, Lora: lora,
};

/**
 * The `@font-face` of a family's metric-matched fallback, `"<Family> Fallback"`: the local Arial (sans) or
 * Times New Roman (serif) scaled to the web font's average width, with its ascent, descent and line gap,
 * so text set in the fallback takes the room the web font will take and nothing moves when it swaps in
 * (Lighthouse's layout-shift audit; the technique of next/font and Capsize). Percentages as CSS Fonts 5
 * `size-adjust` and `*-override` take them. '' for a family without metrics.
 */
export function fallbackFaceCss(family: string): string {
  const m = METRICS[family];
  if (!m) return '';
  // Liberation and Croscore fonts are metric-compatible with Arial and Times New Roman (Linux, ChromeOS).
  const local: Metrics & { names: string[] } = SERIF_FAMILIES.has(family)
    ? { ...timesNewRoman, names: ['Times New Roman', 'Liberation Serif', 'Tinos'] } : { ...arial, names: ['Arial', 'Liberation Sans', 'Arimo'] };
  const sizeAdjust = (m.xWidthAvg / m.unitsPerEm) / (local.xWidthAvg / local.unitsPerEm);
  const pct = (v: number) => `${(v * 100).toFixed(2)}%`;
  const per = (v: number) => pct(Math.abs(v) / (m.unitsPerEm * sizeAdjust));
  return `@font-face{font-family:"${family} Fallback";src:${local.names.map((n) => `local("${n}")`).join(',')};size-adjust:${pct(sizeAdjust)};`
    + `ascent-override:${per(m.ascent)};descent-override:${per(m.descent)};line-gap-override:${per(m.lineGap)}}`;
}

/** A CSS font-family stack: the web font, its metric-matched fallback, then system fonts that cover every script. */
export function fontStack(family: string): string {
  const fallback = METRICS[family] ? `"${family} Fallback", ` : '';
  return `"${family}", ${fallback}${SERIF_FAMILIES.has(family) ? SERIF_FALLBACK : SANS_FALLBACK}`;
}

/** Asset file name of a family's subset, e.g. `font-manrope-latin.woff2`. */
const fileOf = (f: Family, subset: 'latin' | 'latin-ext') => `font-${f.pkg}-${subset}.woff2`;

/** Path of that file inside its @fontsource-variable package (what `font-files.ts` reads). */
export function fontPackagePath(file: string): string | undefined {
  const m = /^font-([a-z0-9-]+?)-(latin|latin-ext)\.woff2$/.exec(file);
  const fam = m && Object.values(F).find((f) => f.pkg === m[1]);
  return fam ? `@fontsource-variable/${fam.pkg}/files/${fam.pkg}-${m[2]}-wght-normal.woff2` : undefined;
}

/** The font faces a site of this style loads (heading first). Deterministic. */
export function fontFaces(style: StyleValue): FontFace[] {
  const { heading, body } = FONT_PAIRS[style];
  const faces = (f: Family, role: FontFace['role']): FontFace[] => [
    { family: f.family, file: fileOf(f, 'latin'), weight: f.weight, unicodeRange: LATIN, role },
    { family: f.family, file: fileOf(f, 'latin-ext'), weight: f.weight, unicodeRange: LATIN_EXT, role },
  ];
  return heading === body ? faces(heading, 'heading') : [...faces(heading, 'heading'), ...faces(body, 'body')];
}

/** Every font file any style may use (for bundling them beside the generate worker). */
export function allFontFiles(): string[] {
  return [...new Set((Object.keys(FONT_PAIRS) as StyleValue[]).flatMap((s) => fontFaces(s).map((f) => f.file)))];
}

/** @font-face rules for a site's faces (`font-display: swap`, woff2 variable fonts). */
export function fontFaceCss(faces: FontFace[]): string {
  const fallbacks = [...new Set(faces.map((f) => f.family))].map(fallbackFaceCss).filter(Boolean);
  return [...faces.map((f) => `@font-face{font-family:"${f.family}";font-style:normal;font-display:swap;font-weight:${f.weight};`
    + `src:url(${f.file}) format("woff2");unicode-range:${f.unicodeRange}}`), ...fallbacks].join('\n') + (faces.length ? '\n' : '');
}
