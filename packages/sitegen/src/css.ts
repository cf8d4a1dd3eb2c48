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

/**
 * A group of radio answers (render-form `radio` fields: an RSVP's "Will you be there?"), only on sites that have one:
 * no box round the group, the question styled as a label, each answer a row at least 44 px tall to tap (WCAG 2.5.8).
 */
const CHOICE_CSS = `.f-choice{border:0;margin:0;padding:0;min-width:0}
.f-choice legend{padding:0;margin-bottom:.4rem;font-weight:650;font-size:.95rem;color:var(--text)}
.f-choice label{display:flex;align-items:center;gap:.6rem;min-height:44px;font-weight:400}
.f-choice input{width:1.15rem;min-height:0;height:1.15rem;margin:0;accent-color:var(--link)}
`;

/** The whole stylesheet for a site. Deterministic. */
export function renderCss(site: SiteModel): string {
  const choices = site.sections.some((s) => s.form === 'rsvp') ? CHOICE_CSS : '';
  return fontFaceCss(site.fonts ?? []) + themeVars(site.theme) + BASE_CSS + choices + overrides(site);
}
