import { STYLE_VALUES } from '@sitewright/core';
import { blockPairs, blockPalette } from './block-palette';
import { contrast } from './color';
import { themeVars } from './css';
import { buildTheme, themePairs } from './themes';

const SCHEMES = [null, 'navy and gold', 'pastel pink', 'white', 'neon green and hot pink', '#ffff00', 'black', 'cream and burgundy', 'teal'];

describe('themes', () => {
  it.each(STYLE_VALUES.flatMap((s) => SCHEMES.map((c) => [s, c] as const)))(
    'It should keep every text/background pair at AA (4.5:1) for %s with scheme %p', (style, scheme) => {
      const t = buildTheme(style, scheme);
      for (const [fg, bg, label] of themePairs(t)) {
        expect({ label, ratio: contrast(fg, bg) >= 4.5 }).toEqual({ label, ratio: true });
      }
    });

  it('It should honour a colour scheme: navy becomes the brand colour', () => {
    const t = buildTheme('professional', 'navy and gold');
    expect(t.colors.primary).toBe('#1e2a5a');
    expect(t.colors.accent).toBe('#b8860b');
    expect(buildTheme('professional').colors.primary).not.toBe('#1e2a5a');
  });

  it('It should give each style its own tokens, with system font stacks only', () => {
    const fonts = new Set(STYLE_VALUES.map((s) => buildTheme(s).tokens['font-heading']));
    expect(fonts.size).toBeGreaterThanOrEqual(4);
    const css = themeVars(buildTheme('elegant'));
    expect(css).toMatch(/--c-primary:#[0-9a-f]{6}/);
    expect(css).toMatch(/--step-5:/);
    expect(css).not.toMatch(/url\(|@import|@font-face/);
  });

  it.each(['#000000', '#ffffff', '#ffd60a', '#1e2a5a', '#808080'])('It should keep block overrides readable on %s', (bg) => {
    for (const style of STYLE_VALUES) {
      const p = blockPalette(buildTheme(style), { background: bg, accent: '#ffd60a' })!;
      for (const [fg, b] of blockPairs(p)) expect(contrast(fg, b)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
