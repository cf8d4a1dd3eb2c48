import { detectAll } from 'tinyld';
import { sanitizeText } from '../sanitize';
import { hanLanguage } from './han';
import { isSiteLang, normalizeLangTag, textDirection } from './languages';

/** The language of a site, as `generate` puts it on `<html lang dir>` (issue 15 §5). */
export interface DetectedLanguage {
  /** BCP 47 primary language subtag (`"es"`, `"ar"`, `"he"`): ISO 639-1 where the language has a code there. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Whether `lang` has its own fixed strings (`SUPPORTED_LANGS`); if not, they are English, marked `lang="en"`. */
  supported: boolean;
  /** 1 for an explicit choice, 0 for the English default, in between for detection (how sure it is). */
  confidence: number;
}

/** A candidate language with a score in [0, 1], the best first. */
export interface LanguageGuess { lang: string; score: number }
/**
 * A statistical language identifier: candidates for `text`, best first (empty when it cannot tell), limited
 * to `only` (ISO 639-1 codes) when given. The default is tinyld's (the adapter below).
 */
export type Identify = (text: string, only?: string[]) => LanguageGuess[];

/**
 * tinyld (n-grams trained on Tatoeba and UD, 64 languages). Its `accuracy` is not a probability (a clear
 * Italian sentence can score 0.05), so the score is each candidate's share of the candidates' total.
 */
export const tinyldIdentify: Identify = (text, only) => {
  const guesses = detectAll(text, only ? { only } : undefined);
  const total = guesses.reduce((sum, g) => sum + g.accuracy, 0);
  return guesses.map((g) => ({ lang: g.lang, score: total > 0 ? g.accuracy / total : 0 }));
};

/** Weighted letters after which later texts are not read: a sentence or two is enough to tell. */
const ENOUGH_LETTERS = Number(process.env.ENOUGH ?? 60);
/** Fewer weighted letters than this (Han, kana and Hangul weigh 2) is no language: English. */
const MIN_LETTERS = 4;
/** Fewer letters than this is too little for statistics on an alphabet: English. */
const MIN_LETTERS_FOR_STATISTICS = 10;
/** Below this score the identifier is unsure: English. */
const MIN_SCORE = 0.15;
/** A lead over the runner-up smaller than this is a toss-up (a sentence half English, half Spanish): English. */
const MIN_MARGIN = Number(process.env.MARGIN ?? 0.1);
/** A language without tables changes what the writer writes, so it needs a surer guess to win over English. */
const MIN_SCORE_UNSUPPORTED = 0.5;
/** The Arabic-script languages the site can be told to write in; the identifier chooses among them. */
const ARABIC_SCRIPT_LANGS = ['ar', 'fa', 'ur'];

const SCRIPTS = ['Latin', 'Arabic', 'Hebrew', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Cyrillic', 'Greek'] as const;
type Script = (typeof SCRIPTS)[number] | 'Other';
const SCRIPT_RE = new Map<Script, RegExp>(SCRIPTS.map((s) => [s, new RegExp(`\\p{Script=${s}}`, 'u')]));
/** A Han, kana or Hangul character says about as much as two letters of an alphabet. */
const WEIGHT: Partial<Record<Script, number>> = { Han: 2, Hiragana: 2, Katakana: 2, Hangul: 2 };

/**
 * The words of one brief field: tags dropped with the content of script/style (the sitegen sanitizer), then
 * links, e-mail addresses, digits, symbols and emoji, which belong to no language.
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
 * The brief's words, read in the order given (description, audience, features, name) until there are enough
 * letters: key features and names are often brand words or names in another language ("Müller & Söhne" on
 * an English brief, "Dashboard" on a Spanish one), so they count only when the texts before them are short.
 */
function leadingWords(texts: string[]): string {
  const read: string[] = [];
  let letters = 0;
  for (const text of texts) {
    const w = words(text);
    if (!w) continue;
    read.push(w);
    for (const c of w) if (/\p{L}/u.test(c)) letters += /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(c) ? 2 : 1;
    if (letters >= ENOUGH_LETTERS) break;
  }
  return read.join('\n');
}

function scriptOf(c: string): Script | null {
  if (!/\p{L}/u.test(c)) return null;
  for (const [script, re] of SCRIPT_RE) if (re.test(c)) return script;
  return 'Other';
}

/** Weighted letters per script, the text of each script alone, and the script with the most weight. */
function scripts(text: string) {
  const weight = new Map<Script, number>();
  const only = new Map<Script, string>();
  for (const c of text) {
    const s = scriptOf(c);
    if (s) weight.set(s, (weight.get(s) ?? 0) + (WEIGHT[s] ?? 1));
    // Each script's text keeps the spaces and punctuation, so words stay apart.
    for (const k of s ? [s] : [...only.keys()]) only.set(k, (only.get(k) ?? '') + c);
  }
  const kana = (weight.get('Hiragana') ?? 0) + (weight.get('Katakana') ?? 0);
  const cjk = (weight.get('Han') ?? 0) + kana;
  const ranked = [...weight.entries()].filter(([s]) => s !== 'Han' && s !== 'Hiragana' && s !== 'Katakana');
  if (cjk > 0) ranked.push(['Han', cjk]);
  ranked.sort((a, b) => b[1] - a[1]);
  const total = ranked.reduce((n, [, w]) => n + w, 0);
  const [dominant, top] = ranked[0] ?? ['Other', 0];
  return { dominant, share: total ? top / total : 0, total, kana, text: (s: Script) => only.get(s) ?? '' };
}

function result(lang: string, confidence: number): DetectedLanguage {
  return { lang, dir: textDirection(lang), supported: isSiteLang(lang), confidence: Math.round(confidence * 100) / 100 };
}
const ENGLISH = result('en', 0);

/** The identifier's best guess, as a primary subtag, if it is sure enough; else null. */
function identified(identify: Identify, text: string, only?: string[]): { lang: string; score: number } | null {
  const [best, runnerUp] = identify(text, only);
  const lang = best && normalizeLangTag(best.lang);
  if (!best || !lang || best.score < (isSiteLang(lang) ? MIN_SCORE : MIN_SCORE_UNSUPPORTED)) return null;
  if (best.score - (runnerUp?.score ?? 0) < MIN_MARGIN) return null;
  return { lang, score: best.score };
}

/**
 * The language to write a site in (issue 15 §5). An explicit choice (a BCP 47 tag, see `normalizeLangTag`)
 * wins when it names a known language; an invalid one is ignored. Otherwise the language is detected from
 * the brief's `texts`, given in the order description, audience, key features, business name:
 *
 * - HTML, links, e-mail addresses, digits and emoji are dropped first; what is left must hold a few letters;
 * - the script with the most letters decides where it is certain: kana ⇒ `ja`, Hangul ⇒ `ko`, Hebrew ⇒
 *   `he`; Han without kana ⇒ `zh`, or `ja` when Japanese-only character forms outnumber Simplified ones
 *   (han.ts); Arabic script ⇒ the identifier chooses among `ar`, `fa`, `ur` (`ar` if it cannot tell);
 * - any other script goes to the identifier (tinyld), letters of other scripts left out, so a Latin brand
 *   name inside an Arabic brief or a kanji name on an English brief does not weigh;
 * - too little text, or an unsure guess, gives English with confidence 0 (English is the default, issue 15
 *   §5). A language without tables must be guessed more surely than one with tables.
 *
 * Never throws. `identify` is for tests and evaluation; callers leave it out.
 *
 * @example detectLanguage({ texts: ['Panadería artesanal en Sevilla.', 'Vecinos del barrio'] })
 *   // → { lang: 'es', dir: 'ltr', supported: true, confidence: 1 }
 */
export function detectLanguage(input: { texts: string[]; explicit?: string | null }, identify: Identify = tinyldIdentify): DetectedLanguage {
  const chosen = normalizeLangTag(input.explicit);
  if (chosen) return result(chosen, 1);

  const text = leadingWords(input.texts);
  const s = scripts(text);
  if (s.total < MIN_LETTERS) return ENGLISH;
  switch (s.dominant) {
    case 'Hebrew': return result('he', s.share);
    case 'Hangul': return result('ko', s.share);
    // Kana is written only in Japanese; kana-less Han text is far less sure.
    case 'Han': return s.kana > 0 ? result('ja', s.share) : result(hanLanguage(s.text('Han')), s.share / 2);
    case 'Arabic': {
      const guess = identified(identify, s.text('Arabic'), ARABIC_SCRIPT_LANGS);
      return guess ? result(guess.lang, guess.score * s.share) : result('ar', s.share / 2);
    }
    default: {
      if (s.total < MIN_LETTERS_FOR_STATISTICS) return ENGLISH;
      const guess = identified(identify, s.text(s.dominant));
      return guess ? result(guess.lang, guess.score * s.share) : ENGLISH;
    }
  }
}
