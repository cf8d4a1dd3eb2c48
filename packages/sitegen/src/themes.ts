import type { StyleValue } from '@sitewright/core';
import { AA_NORMAL, contrast, ensureContrast, mix, readableOn } from './color';
import { parseColorScheme, tradeColors, type TradeContext } from './color-scheme';
import { FONT_PAIRS, fontStack } from './fonts';
import type { Theme } from './model';

/**
 * Design themes, one per design style of SPEC §3 (issue 3 §3). A theme is a palette plus design tokens
 * (type, radius, spacing, shadow, motion) that style.css exposes as CSS custom properties. Each style has
 * its own self-hosted font pairing (fonts.ts, issue 15 §2) with system fonts behind it.
 */

const fonts = (style: StyleValue) => ({ 'font-heading': fontStack(FONT_PAIRS[style].heading.family), 'font-body': fontStack(FONT_PAIRS[style].body.family) });

type Base = { bg: string; surface: string; text: string; muted: string; primary: string; accent: string;
  hero: 'tint' | 'dark' | 'plain'; heroBg?: string; footerBg: string; tokens: Record<string, string> };

const BASES: Record<StyleValue, Base> = {
  modern: { bg: '#ffffff', surface: '#f5f7fb', text: '#0f172a', muted: '#475569', primary: '#4f46e5', accent: '#0891b2',
    hero: 'tint', footerBg: '#0f172a',
    tokens: { ...fonts('modern'), 'heading-weight': '800', 'heading-spacing': '-0.03em',
      radius: '16px', 'radius-sm': '10px', 'radius-btn': '999px', shadow: '0 1px 2px rgb(15 23 42 / .06), 0 8px 24px rgb(15 23 42 / .07)',
      'eyebrow-case': 'none', 'eyebrow-spacing': '0', 'border-w': '1px', ratio: '1.25', section: '5.5rem' } },
  professional: { bg: '#ffffff', surface: '#f4f6f9', text: '#172033', muted: '#4a5568', primary: '#1d4ed8', accent: '#0e7490',
    hero: 'dark', footerBg: '#0b1424',
    tokens: { ...fonts('professional'), 'heading-weight': '600', 'heading-spacing': '-0.015em',
      radius: '8px', 'radius-sm': '6px', 'radius-btn': '6px', shadow: '0 1px 3px rgb(16 24 40 / .08), 0 1px 2px rgb(16 24 40 / .04)',
      'eyebrow-case': 'uppercase', 'eyebrow-spacing': '.08em', 'border-w': '1px', ratio: '1.2', section: '5rem' } },
  creative: { bg: '#fffaf3', surface: '#fff0de', text: '#2b1a10', muted: '#6b4f3f', primary: '#d9480f', accent: '#7c3aed',
    hero: 'tint', footerBg: '#2b1a10',
    tokens: { ...fonts('creative'), 'heading-weight': '700', 'heading-spacing': '-0.02em',
      radius: '24px', 'radius-sm': '16px', 'radius-btn': '14px', shadow: '5px 5px 0 rgb(43 26 16 / .9)', 'card-border': 'var(--c-text)',
      'eyebrow-case': 'none', 'eyebrow-spacing': '0', 'border-w': '2px', ratio: '1.3', section: '5.5rem' } },
  minimalist: { bg: '#ffffff', surface: '#f7f7f7', text: '#111111', muted: '#555555', primary: '#111111', accent: '#111111',
    hero: 'plain', footerBg: '#ffffff',
    tokens: { ...fonts('minimalist'), 'heading-weight': '500', 'heading-spacing': '-0.04em',
      radius: '0px', 'radius-sm': '0px', 'radius-btn': '0px', shadow: 'none',
      'eyebrow-case': 'uppercase', 'eyebrow-spacing': '.14em', 'border-w': '1px', ratio: '1.25', section: '6.5rem' } },
  bold: { bg: '#0c0a17', surface: '#17142a', text: '#f7f5ff', muted: '#c3bddb', primary: '#ff2e88', accent: '#ffd60a',
    hero: 'dark', heroBg: '#1a0f3d', footerBg: '#07060e',
    tokens: { ...fonts('bold'), 'heading-weight': '800', 'heading-spacing': '-0.04em',
      radius: '14px', 'radius-sm': '10px', 'radius-btn': '12px', shadow: '0 10px 30px rgb(0 0 0 / .35)',
      'eyebrow-case': 'uppercase', 'eyebrow-spacing': '.1em', 'border-w': '1px', ratio: '1.333', section: '5.5rem' } },
  elegant: { bg: '#fbf8f3', surface: '#f3ece1', text: '#221c17', muted: '#5e544b', primary: '#7a5a2b', accent: '#1f3a34',
    hero: 'dark', heroBg: '#221c17', footerBg: '#1b1612',
    tokens: { ...fonts('elegant'), 'heading-weight': '600', 'heading-spacing': '-0.01em', 'heading-scale': '1.15',
      radius: '2px', 'radius-sm': '2px', 'radius-btn': '2px', shadow: '0 1px 2px rgb(34 28 23 / .06)',
      'eyebrow-case': 'uppercase', 'eyebrow-spacing': '.22em', 'border-w': '1px', ratio: '1.28', section: '6rem' } },
};

/** Motion and spacing tokens shared by all styles; reduced-motion users get 0 ms in style.css. */
const COMMON_TOKENS = { 'heading-scale': '1', 'ease': 'cubic-bezier(.2,.7,.2,1)', 'duration': '180ms', 'space': '1rem', 'measure': '68ch', 'wrap': '72rem', 'card-border': 'var(--c-border)' };

/**
 * Build the theme for a design style, honouring an optional free-text colour scheme ("navy and gold",
 * "#0f766e"): the first colour becomes the brand (primary), the second the accent. Without a scheme,
 * the modern style takes the colours of the brief's trade (`tradeColors`, deterministic per project)
 * when `trade` is given; a scheme from the brief always wins. Every text colour is then pushed to
 * WCAG 2.2 AA (4.5:1, SC 1.4.3) against each background it is used on; see `themePairs`.
 * Never throws: an unreadable scheme gives the style's own colours.
 * @example buildTheme('modern', null, { words: 'Seafood restaurant in Lisbon', blueprint: 'restaurant', seed: projectId })
 */
export function buildTheme(style: StyleValue, colorScheme?: string | null, trade?: TradeContext): Theme {
  const b = BASES[style];
  const given = parseColorScheme(colorScheme);
  // Modern is the style with no colour of its own: without a scheme it wears the trade's (the other
  // styles' colours are their character: professional blue, creative orange, minimalist black…).
  const scheme = given.length || style !== 'modern' || !trade ? given : tradeColors(trade);
  const bright = (c: string) => c === '#ffffff' || contrast(c, '#ffffff') < 1.3;
  // A scheme of only white/cream cannot carry buttons: keep the style's brand colour then.
  const primary = scheme.find((c) => !bright(c)) ?? b.primary;
  const accent = scheme.find((c) => c !== primary) ?? (scheme.length ? mix(primary, b.accent, 0.5) : b.accent);
  const dark = b.bg !== '#ffffff' && contrast(b.bg, '#000000') < 3;
  const bg = b.bg;
  const surface = scheme.length && !dark ? mix(bg, primary, 0.05) : b.surface;
  const surfaceAlt = dark ? mix(b.surface, primary, 0.12) : mix(bg, primary, scheme.length ? 0.08 : 0.06);
  const bgs = [bg, surface, surfaceAlt];
  const worst = (fg: string, list: string[]) => list.reduce((acc, x) => ensureContrast(acc, x, AA_NORMAL), fg);
  const text = worst(b.text, bgs);
  const muted = worst(b.muted, bgs);
  const link = worst(worst(primary, bgs), bgs);
  const heroBg = b.hero === 'dark' ? (b.heroBg && !scheme.length ? b.heroBg : mix(primary, '#000000', dark ? 0.6 : 0.55))
    : b.hero === 'tint' ? mix(bg, primary, 0.07) : bg;
  const heroText = readableOn(heroBg, text, '#ffffff');
  const heroMuted = ensureContrast(mix(heroText, heroBg, 0.25), heroBg);
  const heroAccent = ensureContrast(b.hero === 'dark' ? accent : primary, heroBg);
  const footerBg = b.footerBg;
  const footerText = readableOn(footerBg, text, '#e5e7eb');
  return {
    style,
    colors: {
      bg, surface, surfaceAlt, text, muted, primary, onPrimary: readableOn(primary), accent,
      border: mix(bg, text, dark ? 0.2 : 0.12), heroBg, heroText, heroMuted, heroAccent, link, footerBg, footerText,
    },
    tokens: { ...COMMON_TOKENS, ...b.tokens },
  };
}

/**
 * Every [text, background, label] pair the stylesheet uses, for the contrast test and the bench.
 * Each must reach 4.5:1 (WCAG 2.2 AA, SC 1.4.3).
 */
export function themePairs(t: Theme): [string, string, string][] {
  const c = t.colors;
  const out: [string, string, string][] = [];
  for (const [bgName, bg] of [['bg', c.bg], ['surface', c.surface], ['surfaceAlt', c.surfaceAlt]] as const) {
    out.push([c.text, bg, `text/${bgName}`], [c.muted, bg, `muted/${bgName}`], [c.link, bg, `link/${bgName}`]);
  }
  out.push([c.onPrimary, c.primary, 'onPrimary/primary'], [c.heroText, c.heroBg, 'heroText/heroBg'],
    [c.heroMuted, c.heroBg, 'heroMuted/heroBg'], [c.heroAccent, c.heroBg, 'heroAccent/heroBg'],
    [c.footerText, c.footerBg, 'footerText/footerBg']);
  return out;
}
