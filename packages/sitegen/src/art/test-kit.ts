import { MAX_BYTES, composeArt, type ArtPalette, type ArtSpec } from './index';

/**
 * What the art tests share (art.test.ts and the scene families' tests): the site styles' palettes, an SVG's tags without
 * its text, its shape without numbers, and the checks that a render is a safe standalone SVG of its size, a scene's own
 * drawing, and a banner hero unmirrored. Test code only: nothing outside tests imports it.
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

/** An SVG without its numbers and ids: two renders of one drawing at other sizes, seeds or colours compare equal. */
export const shape = (svg: string): string => svg.replace(/-?\d*\.?\d+(e-?\d+)?/g, '').replace(/id="[^"]*"|url\(#[^)]*\)/g, '');

/** An SVG whose whole body is mirrored (a right-to-left page): its first group flips the x axis. */
export const MIRRORED_BODY = /^<svg[^>]*>(?:<defs>.*?<\/defs>)?<g transform="matrix\(-1 0 0 1 \d+ 0\)"/;

/**
 * Render `s` and assert it is a scene's own drawing: a safe SVG of its size (`expectSafeSvg`), with no text, and not the
 * brand panel `composeArt` falls back to past `MAX_BYTES` or on a failure. Returns the SVG.
 */
export function expectOwnScene(s: ArtSpec): string {
  const svg = composeArt(s);
  expectSafeSvg(svg, s.width, s.height);
  expect(svg).not.toMatch(/<text/);
  expect(svg).not.toBe(composeArt({ ...s, kind: 'brand' }));
  return svg;
}

/**
 * Assert a hero behind a banner headline (`behindText`, 1600×900) keeps its subject on the end side: its own drawing, not
 * mirrored, not the plain hero; on a right-to-left page the whole body mirrored. `hero` makes the spec from overrides.
 */
export function expectBannerHero(hero: (o: Partial<ArtSpec>) => ArtSpec, palette: ArtPalette): void {
  const size = { palette, width: 1600, height: 900 };
  const behind = expectOwnScene(hero({ ...size, behindText: true }));
  expect(behind).not.toMatch(MIRRORED_BODY);
  expect(behind).not.toBe(composeArt(hero(size)));
  expect(composeArt(hero({ ...size, behindText: true, dir: 'rtl' }))).toMatch(/<g transform="matrix\(-1 0 0 1 1600 0\)"/);
}
