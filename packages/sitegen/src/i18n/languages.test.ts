import { RTL_LANGS, SUPPORTED_LANGS, isSiteLang, normalizeLangTag, textDirection } from './languages';

describe('normalizeLangTag', () => {
  it.each([
    ['es', 'es'], ['EN', 'en'], ['pt-BR', 'pt'], ['pt_BR', 'pt'], ['zh-Hans', 'zh'], ['zh-Hant-TW', 'zh'], [' fr-CA ', 'fr'],
    ['es-419', 'es'], ['spa', 'es'], ['deu', 'de'], ['ger', 'de'], ['cmn', 'zh'], ['arb', 'ar'], ['pes', 'fa'], ['iw', 'he'],
    ['jpn', 'ja'], ['sr-Latn-RS', 'sr'], ['fil', 'fil'],
  ])('It should read %j as the primary subtag %j', (tag, primary) => {
    expect(normalizeLangTag(tag)).toBe(primary);
  });

  it.each([['auto'], ['x'], ['qq'], ['und'], ['zxx'], ['qaa'], ['x-klingon'], ['english'], ['12'], [''], ['<script>']])(
    'It should refuse %j, which names no known language', (tag) => {
      expect(normalizeLangTag(tag)).toBeNull();
    });

  it('It should refuse null and undefined without throwing', () => {
    expect(normalizeLangTag(null)).toBeNull();
    expect(normalizeLangTag(undefined)).toBeNull();
  });
});

describe('textDirection', () => {
  it('It should write Arabic, Hebrew, Persian and Urdu right to left, with or without a region', () => {
    expect([...RTL_LANGS].sort()).toEqual(['ar', 'fa', 'he', 'ur']);
    for (const tag of ['ar', 'he', 'fa', 'ur', 'ar-EG', 'he-IL', 'fa-IR', 'ur-PK', 'iw']) expect({ tag, dir: textDirection(tag) }).toEqual({ tag, dir: 'rtl' });
  });

  it('It should write every other supported language left to right, and unknown tags too', () => {
    for (const tag of [...SUPPORTED_LANGS.filter((l) => l !== 'ar'), 'ko', 'ru', 'nonsense']) expect({ tag, dir: textDirection(tag) }).toEqual({ tag, dir: 'ltr' });
  });

  it('It should follow CLDR for right-to-left languages beyond those four (Pashto, Yiddish)', () => {
    expect(textDirection('ps')).toBe('rtl');
    expect(textDirection('yi')).toBe('rtl');
  });
});

describe('isSiteLang', () => {
  it('It should know the ten languages with tables and nothing else', () => {
    expect(SUPPORTED_LANGS).toEqual(['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'ar', 'ja', 'zh']);
    expect(SUPPORTED_LANGS.every(isSiteLang)).toBe(true);
    expect(['he', 'ko', 'pt-BR', 'EN', ''].some(isSiteLang)).toBe(false);
  });
});
