import { contrast, ensureContrast, luminance, rgbDistance } from './color';
import { parseColorScheme } from './color-scheme';

describe('contrast (WCAG 2.2 formula)', () => {
  it('It should give 21:1 for black on white and 1:1 for equal colours', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#336699', '#336699')).toBeCloseTo(1, 5);
  });
  it('It should match known reference values', () => {
    // #767676 on white is the classic "just passes AA" grey (4.54:1); #777777 just fails (4.48:1).
    expect(contrast('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(luminance('#fff')).toBeCloseTo(1, 5);
  });
  it('It should push a failing colour until it passes, keeping passing ones unchanged', () => {
    const out = ensureContrast('#ffd60a', '#ffffff');
    expect(contrast(out, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ensureContrast('#000000', '#ffffff')).toBe('#000000');
    expect(contrast(ensureContrast('#1e2a5a', '#0c0a17'), '#0c0a17')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('rgbDistance', () => {
  it('It should measure 0 for the same colour in either spelling, about 441 for black and white, either order', () => {
    expect(rgbDistance('#fff', '#FFFFFF')).toBe(0);
    expect(rgbDistance('#000000', '#ffffff')).toBeCloseTo(441.67, 1);
    expect(rgbDistance('#ff0000', '#00ff00')).toBe(rgbDistance('#00ff00', '#ff0000'));
  });
  it('It should throw on something that is no hex colour, as hexToRgb does', () => {
    expect(() => rgbDistance('red', '#000')).toThrow(/not a hex colour/);
  });
});

describe('parseColorScheme', () => {
  it('It should read colour words and hex codes in order', () => {
    expect(parseColorScheme('navy and gold')).toEqual(['#1e2a5a', '#b8860b']);
    expect(parseColorScheme('Brand: #0F766E, accent #fa0')).toEqual(['#0f766e', '#ffaa00']);
    expect(parseColorScheme('earthy greens and terracotta')).toEqual(['#7c5c3b', '#16a34a', '#c0603f']);
  });
  it('It should apply modifiers and prefer multi-word names', () => {
    expect(parseColorScheme('sky blue')).toEqual(['#0ea5e9']);
    const [dark] = parseColorScheme('dark green');
    expect(dark).not.toBe('#16a34a');
    expect(luminance(dark!)).toBeLessThan(luminance('#16a34a'));
  });
  it('It should return nothing for text without colours', () => {
    expect(parseColorScheme('surprise me')).toEqual([]);
    expect(parseColorScheme(null)).toEqual([]);
  });
});
