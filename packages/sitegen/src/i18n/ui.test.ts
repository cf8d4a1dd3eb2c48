import { SUPPORTED_LANGS, type SiteLang } from './languages';
import { UI, uiStrings } from './ui';

/** Every string of a table with its key path ("form.send", "days.0"). */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}
const EN = new Map(leaves(UI.en));
const OTHERS = SUPPORTED_LANGS.filter((l) => l !== 'en');
const placeholders = (s: string) => (s.match(/\{[^}]*\}/g) ?? []).sort();

/**
 * Keys whose text may equal the English one because the word is the same in that language; anything
 * else identical to English is a string someone forgot to translate.
 */
const SAME_AS_ENGLISH: Partial<Record<SiteLang, string[]>> = {
  es: ['plan', 'dayRange'],
  pt: ['menu', 'dayRange'],
  fr: ['menu', 'form.date', 'photos', 'dayRange'],
  de: ['dayRange', 'perPerson'],
  it: ['menu', 'dayRange'],
  nl: ['menu', 'dayRange', 'perWeek'],
};
/** English words no translated string should hold (none of them is a word in the other languages). */
const ENGLISH_WORDS = /\b(the|your|with|sample|replace|please|here|this|yet|nothing|our|you|and|send|book|booking|contact)\b/i;
const SCRIPT: Partial<Record<SiteLang, RegExp>> = {
  ar: /\p{Script=Arabic}/u, ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u, zh: /\p{Script=Han}/u,
};

describe('UI', () => {
  it('It should have a table for each supported language, and only those', () => {
    expect(Object.keys(UI).sort()).toEqual([...SUPPORTED_LANGS].sort());
  });

  it('It should give every key of English a trimmed, non-empty string in every language, and seven days', () => {
    for (const lang of SUPPORTED_LANGS) {
      const table = leaves(UI[lang]);
      expect({ lang, keys: table.map(([k]) => k) }).toEqual({ lang, keys: [...EN.keys()] });
      const bad = table.filter(([, s]) => s.trim() !== s || s.length === 0 || /\s{2}/.test(s));
      expect({ lang, bad }).toEqual({ lang, bad: [] });
      expect(UI[lang].days).toHaveLength(7);
      expect(new Set(UI[lang].days).size).toBe(7);
    }
  });

  it('It should keep exactly the placeholders of the English string', () => {
    for (const lang of OTHERS) {
      const bad = leaves(UI[lang]).filter(([k, s]) => placeholders(s).join() !== placeholders(EN.get(k)!).join());
      expect({ lang, bad }).toEqual({ lang, bad: [] });
    }
  });

  it('It should leave no English in the other tables, except the words listed as the same by nature', () => {
    for (const lang of OTHERS) {
      const allowed = SAME_AS_ENGLISH[lang] ?? [];
      const same = leaves(UI[lang]).filter(([k, s]) => s.toLowerCase() === EN.get(k)!.toLowerCase() && !allowed.includes(k));
      const words = leaves(UI[lang]).filter(([, s]) => ENGLISH_WORDS.test(s.replace(/\{[^}]*\}/g, '')));
      expect({ lang, same, words }).toEqual({ lang, same: [], words: [] });
    }
  });

  it('It should write Arabic, Japanese and Chinese in their own scripts, and Chinese without kana', () => {
    for (const [lang, script] of Object.entries(SCRIPT) as [SiteLang, RegExp][]) {
      const bad = leaves(UI[lang]).filter(([k, s]) => k !== 'dayRange' && !script.test(s));
      expect({ lang, bad }).toEqual({ lang, bad: [] });
    }
    expect(leaves(UI.zh).filter(([, s]) => /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(s))).toEqual([]);
  });

  it('It should keep the three form buttons apart in every language (render-form.ts tells the forms apart by them)', () => {
    for (const lang of SUPPORTED_LANGS) {
      const { send, requestTable, requestBooking } = UI[lang].form;
      expect({ lang, distinct: new Set([send, requestTable, requestBooking]).size }).toEqual({ lang, distinct: 3 });
    }
  });

  it('It should keep button and navigation labels short, and end every sample notice like a sentence', () => {
    for (const lang of SUPPORTED_LANGS) {
      const u = UI[lang];
      const long = [u.skip, u.menu, u.form.send, u.form.requestTable, u.form.requestBooking, u.form.subscribe, ...u.days].filter((s) => s.length > 28);
      expect({ lang, long }).toEqual({ lang, long: [] });
      const open = Object.values(u.sample).filter((s) => !/[.。]$/u.test(s));
      expect({ lang, open }).toEqual({ lang, open: [] });
    }
  });
});

describe('uiStrings', () => {
  it('It should give the table of the primary language for any tag, and say which language it is', () => {
    expect(uiStrings('pt-BR')).toEqual({ strings: UI.pt, lang: 'pt' });
    expect(uiStrings('ZH-Hans')).toEqual({ strings: UI.zh, lang: 'zh' });
    expect(uiStrings('de_AT')).toEqual({ strings: UI.de, lang: 'de' });
    expect(uiStrings('ar').strings.skip).toBe('الانتقال إلى المحتوى');
  });

  it('It should fall back to English for a language without a table or an invalid tag, saying so', () => {
    expect(uiStrings('he')).toEqual({ strings: UI.en, lang: 'en' });
    expect(uiStrings('ko-KR')).toEqual({ strings: UI.en, lang: 'en' });
    expect(uiStrings('not a tag')).toEqual({ strings: UI.en, lang: 'en' });
    expect(uiStrings('')).toEqual({ strings: UI.en, lang: 'en' });
  });
});
