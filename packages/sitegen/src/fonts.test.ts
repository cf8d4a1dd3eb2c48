import { STYLE_VALUES } from '@sitewright/core';
import { readFontFile } from './font-files';
import { allFontFiles, fontFaceCss, fontFaces, fontPackagePath, FONT_PAIRS } from './fonts';

describe('self-hosted fonts (issue 15 §2)', () => {
  it('It should give each style its own heading face, Latin and Latin Extended, with the heading first', () => {
    expect(new Set(STYLE_VALUES.map((s) => FONT_PAIRS[s].heading.family)).size).toBe(STYLE_VALUES.length);
    for (const s of STYLE_VALUES) {
      const faces = fontFaces(s);
      expect(faces[0]).toMatchObject({ role: 'heading', file: expect.stringMatching(/-latin\.woff2$/) });
      expect(faces.filter((f) => f.file.endsWith('-latin-ext.woff2'))).toHaveLength(faces.length / 2);
    }
    const css = fontFaceCss(fontFaces('elegant'));
    expect(css).toMatch(/@font-face\{font-family:"Cormorant Garamond";font-style:normal;font-display:swap;font-weight:300 700;src:url\(font-cormorant-garamond-latin\.woff2\) format\("woff2"\);unicode-range:U\+0000-00FF/);
    expect(fontFaceCss([])).toBe('');
  });

  it('It should read every font file a style uses from its package, as woff2, and only those', async () => {
    for (const file of allFontFiles()) {
      const bytes = await readFontFile(file);
      expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe('wOF2');
    }
    expect(fontPackagePath('font-manrope-latin.woff2')).toBe('@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2');
    for (const bad of ['font-comic-sans-latin.woff2', '../../etc/passwd', 'font-manrope-cyrillic.woff2', 'font-manrope-latin.woff2/..']) {
      expect(fontPackagePath(bad)).toBeUndefined();
      await expect(readFontFile(bad)).rejects.toThrow(/Not a Sitewright font file/);
    }
  });
});

describe('metric-matched fallback faces (Lighthouse layout shift)', () => {
  it('It should size a local Times New Roman or Arial to each web font, and name that fallback second in the stack', async () => {
    const { fallbackFaceCss, fontStack, fontFaceCss, fontFaces } = await import('./fonts');
    // Fraunces (units 2000, ascent 1956, descent -510, avg width 938) over Times New Roman (2048, avg width 832).
    const size = (938 / 2000) / (832 / 2048);
    expect(fallbackFaceCss('Fraunces')).toBe('@font-face{font-family:"Fraunces Fallback";src:local("Times New Roman"),local("Liberation Serif"),local("Tinos");'
      + `size-adjust:${(size * 100).toFixed(2)}%;ascent-override:${((1956 / (2000 * size)) * 100).toFixed(2)}%;descent-override:${((510 / (2000 * size)) * 100).toFixed(2)}%;line-gap-override:0.00%}`);
    expect(fallbackFaceCss('Manrope')).toMatch(/^@font-face\{font-family:"Manrope Fallback";src:local\("Arial"\),local\("Liberation Sans"\),local\("Arimo"\);size-adjust:\d+\.\d\d%;/);
    expect(fallbackFaceCss('Comic Sans')).toBe('');
    expect(fontStack('Fraunces')).toMatch(/^"Fraunces", "Fraunces Fallback", Georgia/);
    // One fallback face per family of the pair, after the web font faces.
    const css = fontFaceCss(fontFaces('creative'));
    expect(css.match(/ Fallback"/g)).toHaveLength(2);
    expect(css.indexOf('Fallback')).toBeGreaterThan(css.lastIndexOf('format("woff2")'));
  });
});
