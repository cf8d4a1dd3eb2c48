import { composeArt, type ArtPalette, type ArtSpec } from './index';
import * as goods from './goods';

const PALETTE: ArtPalette = { bg: '#ffffff', surface: '#f5f7fb', text: '#0f172a', muted: '#475569', primary: '#4f46e5', onPrimary: '#ffffff', accent: '#0891b2' };
const card = (hints: string, title: string, variant: number): ArtSpec =>
  ({ kind: 'products', seed: `vb:products-${variant + 1}`, palette: PALETTE, labels: [title], title: 'Greenfork', hints, width: 800, height: 800, variant });

/** Which goods a render draws (spies on goods.ts's GOODS, the plant beside a plinth left out). */
function drawn(s: ArtSpec): string[] {
  const spies = Object.keys(goods.GOODS).map((g) => [g, jest.spyOn(goods.GOODS, g as keyof typeof goods.GOODS)] as const);
  try {
    composeArt(s);
    return spies.filter(([, spy]) => spy.mock.calls.length > 0).map(([g]) => g).filter((g) => g !== 'plant');
  } finally {
    for (const [, spy] of spies) spy.mockRestore();
  }
}

describe('a box subscription\'s product cards', () => {
  const veg = 'Weekly organic veg box subscription delivered across Bristol. Choose a small, medium or large box.';
  it('It should show the food a card titled by its box delivers, larger card by card, and keep a gift shop\'s boxes', () => {
    // Was a gift box with a ribbon on each of "Small box", "Medium box", "Large box".
    expect(['Small box', 'Medium box', 'Large box'].map((t, i) => drawn(card(veg, t, i)))).toEqual([['veg'], ['veg'], ['veg']]);
    const svgs = ['Small box', 'Medium box', 'Large box'].map((t, i) => composeArt(card(veg, t, i)));
    expect(new Set(svgs).size).toBe(3);
    expect(drawn(card('Egg farm selling boxes of free-range eggs', 'Large box', 0))).toEqual(['eggs']);
    // A gift box, a hamper or a shop that sells no food keeps the box.
    expect(drawn(card(veg, 'Gift box', 0))).toEqual(['box']);
    expect(drawn(card('Gift shop with candles and gift boxes', 'Small box', 0))).toEqual(['box']);
  });
});
