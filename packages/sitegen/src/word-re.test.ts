import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { unicodeWords } from './word-re';

describe('unicodeWords', () => {
  it('It should find words that begin or end with an accented letter, which \\b misses', () => {
    const cafe = /\b(caf[eé]s?|[ée]glises?)\b/iu;
    expect(cafe.test('un café de quartier')).toBe(false);
    const u = unicodeWords(cafe);
    expect(u.test('un café de quartier')).toBe(true);
    expect(u.test('Église Saint-Pierre')).toBe(true);
    expect(u.test('cafe')).toBe(true);
    // Inside a longer word it is no word of its own: "caféteria", "cafés" (matched by s?), "décafé".
    expect(u.test('caféteria')).toBe(false);
    expect(u.test('décafé')).toBe(false);
  });

  it('It should read \\w over accented letters, in and out of character classes', () => {
    const stem = unicodeWords(/\b(?:fontaner\w*|peluquer\w*)\b/iu);
    expect(stem.test('Fontanería López')).toBe(true);
    expect(stem.exec('peluquería canina')?.[0]).toBe('peluquería');
    expect(unicodeWords(/^[\w-]+$/u).test('crème-brûlée')).toBe(true);
    expect(unicodeWords(/a\Wb/u).test('a b')).toBe(true);
    expect(unicodeWords(/a\Wb/u).test('aéb')).toBe(false);
  });

  it('It should keep a boundary between Latin words and Japanese or Chinese text, as \\b had it', () => {
    const yoga = unicodeWords(/\byoga\b/iu);
    expect(yoga.test('Yogaスタジオ')).toBe(true);
    expect(yoga.test('瑜伽yoga课程')).toBe(true);
    expect(yoga.test('yogamat')).toBe(false);
    expect(unicodeWords(/\Bga\b/iu).test('yoga')).toBe(true);
  });

  it('It should keep escapes, flags and global state as written, and refuse \\W in a class', () => {
    const g = unicodeWords(/\bb&bs?\b|\.|\\b/g);
    expect(g.flags).toBe('gu');
    expect('b&b, and a.\\b'.match(g)).toEqual(['b&b', '.', '\\b']);
    expect(() => unicodeWords(/[\W]/u)).toThrow(SyntaxError);
  });
});

/**
 * A word pattern with `\b` beside an accented letter ("/\bcaf[eé]\b/") never matches that word; such a pattern
 * must go through `unicodeWords`. Lines of the package's source that have one outside a `unicodeWords(` call.
 */
/** An accented Latin letter, or a character class holding one. */
const ACCENTED = String.raw`(?:[\u00C0-\u024F\u1E00-\u1EFF]|\[[^\]]*[\u00C0-\u024F\u1E00-\u1EFF][^\]]*\])`;
/**
 * A `\b` right before one ("\b(?:[ée]glise") or right after one, an optional letter or the group's end between
 * ("b[eé]b[eé]s?\b", "café)\b"). Alternatives inside a `\b(…)\b` group are not seen (a heuristic, not a parser).
 */
const ACCENT_EDGE = new RegExp(String.raw`\\b\(?(?:\?:)?${ACCENTED}|${ACCENTED}(?:[?*]|[a-z]\?)?\)?\\b`, 'u');
const accentEdges = (source: string): string[] => source.split('\n').filter((line) => line.includes('\\b') && ACCENT_EDGE.test(line) && !line.includes('unicodeWords('));

describe('word patterns in the source', () => {
  it('It should find a \\b beside an accented letter outside unicodeWords, and find none in the package', () => {
    expect(accentEdges(String.raw`const X = /\b(tea|caf[eé]s?)\b/iu;`)).toHaveLength(1);
    expect(accentEdges(String.raw`const X = /\b[ée]glises?\b/iu;`)).toHaveLength(1);
    expect(accentEdges(String.raw`const X = unicodeWords(/\b(caf[eé]s?|tea)\b/iu);`)).toHaveLength(0);
    expect(accentEdges(String.raw`const X = /\b(cafe|tea)\b|カフェ/iu;`)).toHaveLength(0);
    const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : /\.ts$/.test(e.name) && !/\.test\.ts$|word-re\.ts$/.test(e.name) ? [path.join(dir, e.name)] : []);
    const found = files(__dirname).flatMap((f) => accentEdges(readFileSync(f, 'utf8')).map((line) => `${path.relative(__dirname, f)}: ${line.trim().slice(0, 80)}`));
    expect(found).toEqual([]);
  });
});
