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

  /** Briefs of many trades (words as a brief gives them) and the blueprint each would get. */
  const TRADES: [string, string][] = [
    ['Seafood restaurant in Alfama, Lisbon, serving grilled fish', 'restaurant'], ['Padaria artesanal no Porto com pão de fermentação lenta', 'restaurant'],
    ['Specialty coffee and Viennese pastries', 'restaurant'], ['Family-run trattoria serving hand-made pasta', 'restaurant'],
    ['Clínica dental familiar en Valencia', 'local'], ['Walk-in physiotherapy and sports-injury clinic', 'local'], ['Yoga and pilates studio', 'local'],
    ['Pottery studio offering wheel-throwing courses', 'local'], ['I photograph about 25 weddings a year', 'portfolio'], ['Oil painter and illustrator', 'portfolio'],
    ['Boutique estate agency selling and letting coastal homes', 'agency'], ['Employment law firm', 'agency'], ['Synthwave band on tour', 'events'],
    ['Small-group walking holidays in the Alps', 'startup'], ['Community food bank', 'nonprofit'], ['Online maths tutoring', 'local'],
    ['Online shop for organic cotton basics', 'ecommerce'], ['Bookkeeping software for freelancers', 'saas'], ['Observability platform', 'saas'], ['x', 'startup'],
  ];

  it.each(TRADES.flatMap(([words, blueprint]) => ['p1', 'p2', 'p3'].map((seed) => [words, blueprint, seed] as const)))(
    'It should keep every pair at AA in the modern style dressed for "%s" (%s, %s)', (words, blueprint, seed) => {
      const t = buildTheme('modern', null, { words, blueprint, seed });
      for (const [fg, bg, label] of themePairs(t)) expect({ label, ratio: contrast(fg, bg) >= 4.5 }).toEqual({ label, ratio: true });
      // Buttons keep white text on the trade's colour.
      expect(t.colors.onPrimary).toBe('#ffffff');
    });

  it('It should dress a modern site in its trade\'s colours, the same per project; a scheme from the brief wins', () => {
    const modern = (words: string, blueprint: string, seed = 'p1') => buildTheme('modern', null, { words, blueprint, seed }).colors.primary;
    const primaries = ['Seafood restaurant in Lisbon', 'Artisan bakery', 'Walk-in physiotherapy clinic', 'Bookkeeping software', 'Community food bank']
      .map((w, i) => modern(w, ['restaurant', 'restaurant', 'local', 'saas', 'nonprofit'][i]!));
    expect(new Set(primaries).size).toBe(5);
    // Seafood wears deep sea blue (blue dominant, dark), a bakery warm (red over blue), a clinic teal (green and blue over red).
    const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
    const [sr, , sb] = rgb(primaries[0]!), [br, , bb] = rgb(primaries[1]!), [cr, cg, cb] = rgb(primaries[2]!);
    expect(sb > sr * 2).toBe(true);
    expect(br > bb * 2).toBe(true);
    expect(cg > cr * 2 && cb > cr * 2).toBe(true);
    expect(modern('Seafood restaurant', 'restaurant', 'abc')).toBe(modern('Seafood restaurant', 'restaurant', 'abc'));
    const seafood = { words: 'Seafood restaurant', blueprint: 'restaurant', seed: 'p1' };
    expect(buildTheme('modern', 'navy and gold', seafood).colors.primary).toBe('#1e2a5a');
    // Words that merely contain a trade's stem dress nothing: an accountant's "accidental" is no dentist's,
    // "flawless" no law firm's, a sports club's "tournaments" no tour operator's, "of course" no school's.
    const dentist = modern('Clínica dental familiar', 'local');
    expect(modern('Accountants for small businesses: accidental overpayments, flawless books, of course', 'agency')).not.toBe(dentist);
    expect(modern('Accountants for small businesses: accidental overpayments, flawless books, of course', 'agency'))
      .toBe(modern('Accountants for small businesses', 'agency'));
    expect(modern('Tennis club with weekly tournaments', 'local')).toBe(modern('Tennis club', 'local'));
    // The other styles keep their own colours.
    expect(buildTheme('professional', null, seafood).colors.primary).toBe(buildTheme('professional').colors.primary);
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
