/**
 * Word patterns that see accented letters as letters. In JavaScript `\b` and `\w` are ASCII-only, even
 * with the `u` flag (ECMA-262 §22.2.2.9: WordCharacters): `/\bcaf[eé]\b/iu` never matches "café" (no
 * boundary between "é" and a space) and `/\b[ée]glises?\b/iu` never matches "église", so a French café
 * read as a restaurant's words only when spelt "cafe". `unicodeWords` rewrites a pattern so that letters
 * of the Latin alphabet (and Greek and Cyrillic) with their marks count as word characters, and the
 * boundary follows them. Han, kana and Arabic stay outside words, as `\b` had them: "Yogaスタジオ" still has
 * a boundary after "Yoga" (their patterns are written without `\b`).
 */

/**
 * A letter, mark, digit or underscore of the alphabets the site languages write with spaces (Latin, and
 * Greek and Cyrillic beside them): one character class, no lookaround, so a pattern costs about what it
 * did with `\b`. Arabic, Han and kana stay outside, as `\b` had them (their patterns are written without it).
 */
const MEMBERS = String.raw`\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{M}\p{Nd}_`;
const WORD = `[${MEMBERS}]`;
/** The same characters as the members of a character class (`[\w-]`). */
const IN_CLASS = MEMBERS;
const BOUNDARY = `(?:(?<!${WORD})(?=${WORD})|(?<=${WORD})(?!${WORD}))`;
const NOT_BOUNDARY = `(?:(?<=${WORD})(?=${WORD})|(?<!${WORD})(?!${WORD}))`;

/**
 * `re` with `\b`, `\B` and `\w` (`\W`) read over Unicode letters (see the module note), the `u` flag added
 * when missing. Escapes are kept as written; inside a character class `\w` becomes the letter, mark and
 * digit properties.
 * @throws SyntaxError when `re` uses `\W` inside a character class (no Unicode form without `v`), or when
 *   the source is not valid with the `u` flag (an identity escape such as `\-` outside a class).
 */
export function unicodeWords(re: RegExp): RegExp {
  const src = re.source;
  let out = '', inClass = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (ch === '\\') {
      const next = src[i + 1] ?? '';
      i++;
      if (!inClass && next === 'b') out += BOUNDARY;
      else if (!inClass && next === 'B') out += NOT_BOUNDARY;
      else if (next === 'w') out += inClass ? IN_CLASS : WORD;
      else if (next === 'W') {
        if (inClass) throw new SyntaxError(`unicodeWords: \\W inside a character class in /${src}/`);
        out += `(?!${WORD})[^]`;
      } else out += ch + next;
      continue;
    }
    if (ch === '[' && !inClass) inClass = true;
    else if (ch === ']' && inClass) inClass = false;
    out += ch;
  }
  return new RegExp(out, re.flags.includes('u') || re.flags.includes('v') ? re.flags : `${re.flags}u`);
}
