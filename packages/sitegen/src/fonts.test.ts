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
