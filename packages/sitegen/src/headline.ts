import type { Voice } from './i18n/types';
import { sentences } from './text';

/**
 * Headlines and voice from a brief (issue 15 §3). The offline writer does not invent words, so a
 * headline is the longest opening phrase of the description that ends where a phrase ends (before a
 * relative pronoun, a preposition, a participle, or a clause comma; never inside brackets or a list),
 * in at most `maxWords` words.
 */

/** Words before which a phrase may end ("Bookkeeping software | that reconciles…"). Lower case. */
const BOUNDARY = new Set([
  // English
  'that', 'which', 'who', 'whose', 'where', 'with', 'for', 'since', 'in', 'on', 'at', 'from', 'to', 'into', 'across', 'by', 'while',
  'near', 'between', 'without', 'through', 'so', 'because', 'but',
  // Spanish, Portuguese, Italian, French, German, Dutch (prepositions that start a complement; not "de", "in" where ambiguous)
  'que', 'con', 'para', 'desde', 'com', 'per', 'qui', 'avec', 'pour', 'depuis', 'dans', 'die', 'der', 'das', 'mit', 'für', 'seit',
  'dat', 'met', 'voor', 'sinds', 'perché', 'porque', 'parce', 'weil', 'omdat',
  // Arabic: in, with, since, which (m./f.), on
  'في', 'مع', 'منذ', 'الذي', 'التي', 'على',
]);
const CONJ_WORD = /^(and|or|&|y|e|o|ou|et|und|oder|en|of|ed|و)$/i;
/** Coordinating conjunctions: a comma followed by one of these before the next boundary is a list comma. */
const CONJ = /\s(and|or|&|y|e|o|ou|et|und|oder|en|of|ed)\s/i;
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;

/** Remove bracketed asides "(AWS, Azure, GCP)" entirely, so nothing is ever cut inside brackets. */
export function stripBrackets(s: string): string {
  let out = s;
  for (let i = 0; i < 3; i++) out = out.replace(/\s*[([{][^()[\]{}]*[)\]}]/g, '');
  return out.replace(/[()[\]{}]/g, '').replace(/\s+([,.;:!?])/g, '$1').replace(/\s{2,}/g, ' ').trim();
}

const bare = (w: string) => w.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** Word positions (number of words in the prefix) where a phrase may end, ascending. */
function cutPoints(words: string[], lang: string): number[] {
  const cuts: number[] = [];
  for (let i = 1; i < words.length; i++) {
    const prev = words[i - 1]!;
    const w = bare(words[i]!);
    if (/[;:]$/.test(prev) || ['—', '–', '-'].includes(words[i]!)) { cuts.push(i); continue; }
    if (/,$/.test(prev)) {
      // A clause comma ("…, with luggage transfer"), unless what follows reads as the rest of a list
      // ("contracts, disputes and compliance").
      const rest = words.slice(i, i + 6).join(' ');
      if (BOUNDARY.has(w) || !CONJ.test(` ${rest.split(/[,;:.]/)[0]} `)) cuts.push(i);
      continue;
    }
    if (i < 2 || CONJ_WORD.test(bare(prev))) continue;
    const next = bare(words[i + 1] ?? '');
    // A participle starts a clause ("trattoria serving…"); an -ing noun followed by a preposition does not ("physics tutoring for…").
    const participle = lang === 'en' && /^[a-z]{3,}ing$/.test(w) && !BOUNDARY.has(next) && next !== ''
      && !/^(bring|thing|king|spring|string|ring|wing|sing|swing|wedding|building|clothing|catering|housing|ceiling|evening|morning|training|tutoring|coaching|consulting|accounting|marketing|printing|parking|cleaning|plumbing)$/.test(w);
    // "…software that reconciles bank feeds automatically | and prepares…": a second verb after a relative clause.
    const verbAnd = CONJ_WORD.test(w) && /^[a-z]{3,}s$/.test(next) && words.slice(1, i).some((x) => ['that', 'which', 'who'].includes(bare(x)));
    if (BOUNDARY.has(w) || participle || verbAnd) cuts.push(i);
  }
  return cuts;
}

/** The first sentence (also split at 。！？, which take no space), brackets removed, no final stop. */
function firstSentence(description: string): string {
  const s = sentences(description.trim())[0] ?? '';
  return stripBrackets(s.split(/(?<=[。！？])/u)[0] ?? '').replace(/[.!?。！？]+$/u, '').trim();
}

/** Upper-case the first letter (locale-aware). */
const cap = (s: string) => (s ? s[0]!.toLocaleUpperCase() + s.slice(1) : s);

/**
 * The headline for a description (`lang`: the page language; English participles also end a phrase): at most `maxWords` words (for CJK text at most 24 characters),
 * brackets balanced (bracketed asides are left out), never cut mid-phrase, no trailing punctuation.
 * Returns '' when no phrase of that size exists; the caller then uses the business name.
 */
export function headlineFrom(description: string, maxWords = 10, lang = 'en'): string {
  const first = firstSentence(description);
  if (!first) return '';
  if (CJK.test(first) && !/\s/.test(first.slice(0, 24))) {
    if (first.length <= 24) return first;
    const stop = first.slice(0, 25).search(/[、，：,:]/u);
    return stop >= 4 ? first.slice(0, stop) : '';
  }
  const words = first.split(/\s+/);
  if (words.length <= maxWords) return cap(first.replace(/[,;:–—-]+$/, ''));
  const fit = cutPoints(words, lang).filter((n) => n <= maxWords && n >= 2);
  const n = fit[fit.length - 1];
  return n ? cap(words.slice(0, n).join(' ').replace(/[,;:–—-]+$/, '')) : '';
}

/** The shortest opening phrase (the head noun phrase), for the page title: "Bookkeeping software". */
export function corePhrase(description: string, maxWords = 6, lang = 'en'): string {
  const first = firstSentence(description);
  const words = first.split(/\s+/).filter(Boolean);
  if (CJK.test(first)) return headlineFrom(description, maxWords, lang);
  if (words.length <= maxWords) return cap(first.replace(/[,;:–—-]+$/, ''));
  const n = cutPoints(words, lang).find((c) => c >= 2 && c <= maxWords);
  const take = n ?? (words.length <= maxWords ? words.length : 0);
  return take ? cap(words.slice(0, take).join(' ').replace(/[,;:–—-]+$/, '')) : '';
}

const SINGULAR: RegExp[] = [
  /\b(i|i'm|i’m|i've|i’ve|my|me|myself)\b/gi, /\b(yo|soy|mi|mis|me)\b/gi, /\b(eu|sou|meu|minha|meus|minhas)\b/gi,
  /\b(je|j'|j’|mon|ma|mes|moi)\b/gi, /\b(ich|mein|meine|meinen|mich|mir)\b/gi, /\b(io|sono|mio|mia|miei|mie)\b/gi, /\b(ik|mijn|mij)\b/gi,
];
const PLURAL: RegExp[] = [
  /\b(we|we're|we’re|our|ours|us)\b/gi, /\b(nosotros|somos|nuestro|nuestra|nuestros|nuestras)\b/gi, /\b(nós|somos|nosso|nossa|nossos|nossas)\b/gi,
  /\b(nous|notre|nos)\b/gi, /\b(wir|unser|unsere|uns)\b/gi, /\b(noi|siamo|nostro|nostra|nostri)\b/gi, /\b(wij|we|ons|onze)\b/gi,
];

/** First person singular when the brief speaks as "I" more than as "we" (issue 15 §3); else plural. */
export function detectVoice(text: string): Voice {
  const n = (list: RegExp[]) => list.reduce((sum, re) => sum + (text.match(re)?.length ?? 0), 0);
  // "I" at a sentence start in English is unambiguous; Italian "io" or Spanish "me" alone are weak but still first person.
  return n(SINGULAR) > n(PLURAL) ? 'i' : 'we';
}
