import { blockPalette } from './block-palette';
import { allBlocks, type SiteModel, type Theme } from './model';
import { BASE_CSS } from './css-base';
import { fontFaceCss } from './fonts';

/**
 * style.css: the theme's design tokens as CSS custom properties on :root, the shared component CSS,
 * then per-block colour overrides from improve (`#id{--bg:…}`), which win by specificity.
 */

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

/** :root custom properties: palette (--c-*), tokens (--font-body, --radius, …) and a modular type scale. */
export function themeVars(t: Theme): string {
  const colors = Object.entries(t.colors).map(([k, v]) => `--c-${kebab(k)}:${v}`);
  const tokens = Object.entries(t.tokens).map(([k, v]) => `--${k}:${v}`);
  const ratio = Number(t.tokens.ratio) || 1.25;
  // Modular scale in rem from -1 to 5 (ratio^n): the heading sizes clamp toward these on wide screens.
  const steps = [-1, 0, 1, 2, 3, 4, 5].map((n) => `--step-${n < 0 ? 'm1' : n}:${(ratio ** n).toFixed(3)}rem`);
  return `:root{${[...colors, ...tokens, ...steps].join(';')}}\n`;
}

function overrides(site: SiteModel): string {
  let out = '';
  for (const b of allBlocks(site)) {
    const p = blockPalette(site.theme, b.colors);
    if (!p) continue;
    const vars = [`--bg:${p.bg}`, `--card:${p.card}`, `--text:${p.text}`, `--muted:${p.muted}`, `--link:${p.link}`, `--border-c:${p.muted}`];
    if (p.primary && p.onPrimary) vars.push(`--primary:${p.primary}`, `--on-primary:${p.onPrimary}`);
    out += `#${b.id}{${vars.join(';')}}\n`;
  }
  return out;
}

/** The whole stylesheet for a site. Deterministic. */
export function renderCss(site: SiteModel): string {
  return fontFaceCss(site.fonts ?? []) + themeVars(site.theme) + BASE_CSS + overrides(site);
}
