import { MAX_BYTES, type ArtPalette } from './index';

/**
 * What the art tests share (art.test.ts and the scene families' tests): the site styles' palettes, an SVG's tags without
 * its text, and the check that a render is a safe standalone SVG of its size. Test code only: nothing outside tests imports it.
 */

/** The six site styles' palettes (themes.ts BASES, onPrimary as buildTheme derives it). */
export const PALETTES: Record<string, ArtPalette> = {
  modern: { bg: '#ffffff', surface: '#f5f7fb', text: '#0f172a', muted: '#475569', primary: '#4f46e5', onPrimary: '#ffffff', accent: '#0891b2' },
  professional: { bg: '#ffffff', surface: '#f4f6f9', text: '#172033', muted: '#4a5568', primary: '#1d4ed8', onPrimary: '#ffffff', accent: '#0e7490' },
  creative: { bg: '#fffaf3', surface: '#fff0de', text: '#2b1a10', muted: '#6b4f3f', primary: '#d9480f', onPrimary: '#ffffff', accent: '#7c3aed' },
  minimalist: { bg: '#ffffff', surface: '#f7f7f7', text: '#111111', muted: '#555555', primary: '#111111', onPrimary: '#ffffff', accent: '#111111' },
  bold: { bg: '#0c0a17', surface: '#17142a', text: '#f7f5ff', muted: '#c3bddb', primary: '#ff2e88', onPrimary: '#111827', accent: '#ffd60a' },
  elegant: { bg: '#fbf8f3', surface: '#f3ece1', text: '#221c17', muted: '#5e544b', primary: '#7a5a2b', onPrimary: '#ffffff', accent: '#1f3a34' },
};

/** Markup with text content removed: what remains are tags and attributes, where scripts would live. */
export const tagsOnly = (svg: string): string => svg.replace(/>[^<]*</g, '><');

/** Assert the document is a safe standalone SVG of the asked size. */
export function expectSafeSvg(svg: string, w: number, h: number): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toContain(`viewBox="0 0 ${w} ${h}"`);
  expect(svg).toMatch(new RegExp(`<svg[^>]* width="${w}"`));
  expect(svg).toMatch(new RegExp(`<svg[^>]* height="${h}"`));
  expect(svg.endsWith('</svg>')).toBe(true);
  const tags = tagsOnly(svg);
  expect(tags).not.toMatch(/<script|<image|<foreignObject|<iframe|<use\b|<a\b|<style/i);
  expect(tags).not.toMatch(/\s(xlink:)?href\s*=/i);
  expect(tags).not.toMatch(/\son[a-z]+\s*=/i);
  expect(tags).not.toMatch(/url\((?!#)/i);
  expect(svg).not.toContain(']]>');
  expect(svg.length).toBeLessThanOrEqual(MAX_BYTES);
}
