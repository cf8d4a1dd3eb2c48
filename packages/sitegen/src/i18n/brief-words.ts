import { sanitizeText } from '../sanitize';

/**
 * The words language detection reads from a brief, and the scripts they are written in (issue 15 §5;
 * script names are Unicode's, UAX #24).
 */

/** Weighted letters after which later texts are not read: a sentence or two is enough to tell. */
const ENOUGH_LETTERS = 100;

const SCRIPTS = ['Latin', 'Arabic', 'Hebrew', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Cyrillic', 'Greek'] as const;
/** A Unicode script a letter is in; `Other` for the scripts detection has no rule for (Thai, Devanagari…). */
export type Script = (typeof SCRIPTS)[number] | 'Other';
const SCRIPT_RE = new Map<Script, RegExp>(SCRIPTS.map((s) => [s, new RegExp(`^\\p{Script=${s}}$`, 'u')]));
/** A Han, kana or Hangul character says about as much as two letters of an alphabet. */
const WEIGHT: Partial<Record<Script, number>> = { Han: 2, Hiragana: 2, Katakana: 2, Hangul: 2 };

function scriptOf(c: string): Script | null {
  if (!/^\p{L}$/u.test(c)) return null;
  for (const [script, re] of SCRIPT_RE) if (re.test(c)) return script;
  return 'Other';
}

const weightOf = (c: string) => {
  const s = scriptOf(c);
  return s ? (WEIGHT[s] ?? 1) : 0;
};

/**
 * The words of one brief field: tags dropped with the content of script/style (the sitegen sanitizer), then
 * links, e-mail addresses, digits, symbols and emoji, which belong to no language. Joiners stay (Persian
 * writes ZWNJ inside words).
 */
function words(text: string): string {
  return sanitizeText(text)
    .replace(/\b(?:https?:\/\/|www\.)\S+/giu, ' ')
    .replace(/\S+@\S+\.\S+/gu, ' ')
    .replace(/[^\p{L}\p{M}\u200c\u200d\s'’.,;:!?¿¡،؛؟。、，！？-]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * The brief's words, read in the order given (description, audience, key features, name) until there are
 * enough letters, one text per line. Key features and names are often brand words or names in another
 * language ("Müller & Söhne" on an English brief, "Dashboard" on a Spanish one), so they count only when
 * the texts before them are short.
 */
export function briefWords(texts: readonly string[]): string {
  const read: string[] = [];
  let letters = 0;
  for (const text of texts) {
    const w = words(text);
    if (!w) continue;
    read.push(w);
    for (const c of w) letters += weightOf(c);
    if (letters >= ENOUGH_LETTERS) break;
  }
  return read.join('\n');
}

/** How a text divides into scripts (Han and kana counted together as `Han`, the Japanese/Chinese group). */
export interface ScriptProfile {
  /** The script with the most weighted letters (`Other` when there are none). */
  dominant: Script;
  /** Its share of the weighted letters, in [0, 1]. */
  share: number;
  /** Weighted letters in all (Han, kana and Hangul weigh 2). */
  total: number;
  /** Kana letters (hiragana and katakana), weighted. */
  kana: number;
  /** The text with the letters of every other script left out (spaces and punctuation kept). */
  only(script: Script): string;
}

/** The script profile of a text (see `ScriptProfile`). */
export function scriptProfile(text: string): ScriptProfile {
  const weight = new Map<Script, number>();
  const only = new Map<Script, string>();
  for (const c of text) {
    const s = scriptOf(c);
    if (s) weight.set(s, (weight.get(s) ?? 0) + (WEIGHT[s] ?? 1));
    for (const k of s ? [s] : [...only.keys()]) only.set(k, (only.get(k) ?? '') + c);
  }
  const kana = (weight.get('Hiragana') ?? 0) + (weight.get('Katakana') ?? 0);
  const ranked = [...weight.entries()].filter(([s]) => s !== 'Han' && s !== 'Hiragana' && s !== 'Katakana');
  if (kana + (weight.get('Han') ?? 0) > 0) ranked.push(['Han', kana + (weight.get('Han') ?? 0)]);
  ranked.sort((a, b) => b[1] - a[1]);
  const total = ranked.reduce((n, [, w]) => n + w, 0);
  const [dominant, top] = ranked[0] ?? ['Other', 0];
  return { dominant, share: total ? top / total : 0, total, kana, only: (s) => only.get(s) ?? '' };
}
