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
