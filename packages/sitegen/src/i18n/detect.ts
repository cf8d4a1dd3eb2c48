import { detectAll } from 'tinyld';
import { briefWords, scriptProfile } from './brief-words';
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

/** A candidate language (any code `normalizeLangTag` reads) with a score in [0, 1]. */
export interface LanguageGuess { lang: string; score: number }
/**
 * A statistical language identifier: candidates for `text`, best first (empty when it cannot tell), limited
 * to `only` (ISO 639-1 codes) when given.
 */
export type Identify = (text: string, only?: string[]) => LanguageGuess[];

/**
 * tinyld 1.3 (character n-grams from Tatoeba and Universal Dependencies, 64 languages), chosen over
 * franc-min 6.2 on detect-cases.ts. Both name all 110 whole briefs right; through `detectLanguage`, over
 * whole briefs, descriptions alone, first sentences alone and audience + features + name alone, tinyld gets
 * 433/440 (98.4 %) and franc-min 426–429/440 (96.8–97.5 %, by how its distances are made a score), and on
 * the last, shortest form 106/110 against 102/110; tricky briefs 31/31 against 30/31. franc-min is smaller
 * (100 KB against 580 KB, about 0.4 s less to load) but has no Hebrew and no usable confidence.
 * tinyld's `accuracy` is not a probability (a plain Italian sentence can get 0.05), so each candidate's
 * score is its share of the candidates' total.
 */
export const tinyldIdentify: Identify = (text, only) => {
  const guesses = detectAll(text, only ? { only } : undefined);
  const total = guesses.reduce((sum, g) => sum + g.accuracy, 0);
  return guesses.map((g) => ({ lang: g.lang, score: total > 0 ? g.accuracy / total : 0 }));
};

/** Fewer weighted letters than this (Han, kana and Hangul weigh 2) is no language: English. */
const MIN_LETTERS = 4;
/** Fewer letters than this (about three words) is too little for statistics on an alphabet: English. */
const MIN_LETTERS_FOR_STATISTICS = 16;
/**
 * A language without tables, guessed from Latin letters, needs about a sentence: dozens of languages share
 * the Latin alphabet, and so do acronyms and brand words ("Web design, SEO" reads as Irish to tinyld).
 */
const MIN_LATIN_LETTERS_UNSUPPORTED = 30;
/** Below this score the identifier is unsure: English. */
const MIN_SCORE = 0.15;
/** A language without tables changes what the writer writes, so it needs a surer guess to win over English. */
const MIN_SCORE_UNSUPPORTED = 0.5;
/**
 * Below this score a Latin-script guess other than English must be backed by the brief's grammar: at
 * least one function word of that language in the description or audience. An English brief about a
 * trattoria ("Family trattoria in Lisbon.") gets Italian at 0.2–0.35 from its nouns alone, and English is
 * the default when unsure (issue 15 §5); real Italian, Spanish, … briefs score 0.6–1.
 */
const UNSURE_SCORE = 0.5;
/** Words of prose (description and audience) from which the absence of every English function word says it is not English. */
const MIN_PROSE_WORDS = 8;
/** At or above this score a guess stands whatever another language's grammar words say (`unsureByGrammar`): German 0.55 on a Dutch brief does not. */
const MAX_SCORE_FOR_GRAMMAR = 0.6;
/** Words of prose from which accented words (`ACCENTS`) may back an unsure guess: a short name or phrase is no evidence. */
const MIN_ACCENTED_PROSE_WORDS = 6;
/** A lead over the runner-up smaller than this is a toss-up (a sentence half English, half Spanish): English. */
const MIN_MARGIN = 0.05;
/** The Arabic-script languages issue 15 §5 names; the identifier chooses among them. */
const ARABIC_SCRIPT_LANGS = ['ar', 'fa', 'ur'];

function result(lang: string, confidence: number): DetectedLanguage {
  return { lang, dir: textDirection(lang), supported: isSiteLang(lang), confidence: Math.round(confidence * 100) / 100 };
}
const ENGLISH = result('en', 0);

/** The best of the identifier's guesses as a primary subtag, with its score, if it is sure enough; else null. */
function sureGuess(guesses: readonly LanguageGuess[]): LanguageGuess | null {
  const [best, runnerUp] = guesses;
  const lang = best && normalizeLangTag(best.lang);
  if (!best || !lang || best.score < (isSiteLang(lang) ? MIN_SCORE : MIN_SCORE_UNSUPPORTED)) return null;
  if (best.score - (runnerUp?.score ?? 0) < MIN_MARGIN) return null;
  return { lang, score: best.score };
}

/**
 * Names of small businesses and their everyday work that one Latin-script site language writes and English does not
 * ("Kapsalon", "Malerbetrieb", "Idraulico", "Fontanero"): a short trade brief has too few letters and no grammar words
 * for the identifier ("Kapsalon in Utrecht: knippen, kleuren en föhnen." reads as Czech 0.78), but its trade names its
 * language. Words English signs also use (pizzeria, trattoria, boulangerie, patisserie, salon, café) are left out.
 * Used only where the identifier is unsure or names a language without tables (`byTradeWords`).
 */
const TRADE_WORDS: Record<string, ReadonlySet<string>> = {
  de: new Set(['friseur', 'friseursalon', 'malerbetrieb', 'maler', 'bäckerei', 'zahnarzt', 'zahnarztpraxis', 'metzgerei', 'schreinerei', 'tischlerei', 'elektriker',
    'klempner', 'sanitär', 'heizung', 'dachdecker', 'werkstatt', 'autowerkstatt', 'reinigung', 'gebäudereinigung', 'umzüge', 'fahrschule', 'kanzlei', 'steuerberater',
    'hausbesitzer', 'privatkunden', 'festpreis', 'termin', 'innenanstrich', 'fassaden', 'tapezieren', 'haarschnitte', 'nagelstudio', 'kosmetikstudio']),
  nl: new Set(['kapsalon', 'kapper', 'loodgieter', 'bakkerij', 'slagerij', 'schilder', 'schildersbedrijf', 'tandarts', 'tandartspraktijk', 'rijschool', 'kinderopvang',
    'verhuizingen', 'schoonmaak', 'schoonmaakbedrijf', 'hovenier', 'timmerman', 'dakdekker', 'installatiebedrijf', 'afspraak', 'knippen', 'kleuren', 'huiseigenaren',
    'offerte', 'fietsenmaker', 'praktijk']),
  it: new Set(['idraulico', 'parrucchiere', 'parrucchieri', 'panificio', 'falegname', 'elettricista', 'imbianchino', 'autofficina', 'meccanico', 'lavanderia', 'perdite',
    'caldaie', 'bagni', 'preventivo', 'privati', 'prenotazione', 'estetista', 'sartoria', 'ferramenta']),
  es: new Set(['fontanero', 'fontanería', 'peluquería', 'panadería', 'carpintero', 'carpintería', 'electricista', 'pintor', 'mudanzas', 'limpieza',
    'presupuesto', 'averías', 'cita', 'cerrajero']),
  pt: new Set(['canalizador', 'canalizações', 'cabeleireiro', 'cabeleireira', 'padaria', 'carpinteiro', 'eletricista', 'oficina', 'mudanças', 'limpeza', 'orçamento',
    'marcação', 'serralheiro']),
  fr: new Set(['plombier', 'plomberie', 'coiffeur', 'coiffure', 'menuisier', 'électricien', 'peintre', 'déménagement', 'nettoyage', 'devis', 'serrurier', 'particuliers',
    'dépannage']),
};

/** The one Latin-script site language whose trade words (`TRADE_WORDS`) the text uses, when no other's appear; else null. */
function byTradeWords(text: string): string | null {
  const hits = Object.entries(TRADE_WORDS).filter(([, set]) => wordsIn(text, set) > 0).map(([lang]) => lang);
  return hits.length === 1 ? hits[0]! : null;
}

/**
 * Short, common function words of the Latin-script site languages (articles, conjunctions,
 * prepositions, pronouns), with the words two of them share left out. A brief in English about a
 * trattoria is full of Italian nouns (trattoria, pasta, pizza, Nonna) that an n-gram identifier weighs;
 * its grammar words stay English. Used only to overrule a guess, never to make one.
 */
const FUNCTION_WORDS: Record<string, ReadonlySet<string>> = {
  en: new Set(['the', 'and', 'with', 'for', 'our', 'your', 'from', 'since', 'who', 'that', 'this', 'are', 'is', 'of', 'to', 'we', 'you', 'every', 'near', 'at', 'by', 'serving', 'but', 'not', 'than', 'which', 'can', 'just']),
  it: new Set(['il', 'lo', 'gli', 'di', 'della', 'delle', 'dei', 'degli', 'con', 'per', 'che', 'una', 'nel', 'nella', 'alla', 'dal', 'dalla', 'sono', 'ogni', 'anche', 'e']),
  es: new Set(['el', 'los', 'las', 'del', 'con', 'para', 'por', 'que', 'una', 'y', 'desde', 'cada', 'nuestro', 'nuestra', 'somos']),
  pt: new Set(['os', 'as', 'do', 'da', 'dos', 'das', 'com', 'para', 'por', 'que', 'uma', 'e', 'desde', 'cada', 'nosso', 'nossa', 'em', 'no', 'na']),
  fr: new Set(['le', 'les', 'du', 'des', 'avec', 'pour', 'que', 'une', 'et', 'depuis', 'chaque', 'notre', 'nos', 'au', 'aux', 'dans', 'à']),
  de: new Set(['der', 'die', 'das', 'den', 'dem', 'und', 'mit', 'für', 'von', 'seit', 'ein', 'eine', 'unser', 'unsere', 'im', 'auf', 'ist']),
  nl: new Set(['de', 'het', 'een', 'en', 'met', 'voor', 'van', 'sinds', 'onze', 'ons', 'bij', 'is', 'op']),
};

/** How many words `prose` has. */
const proseWords = (prose: string) => prose.split(/[^\p{L}'-]+/u).filter(Boolean).length;

/**
 * Accented letters each Latin-script site language writes and English does not. Two or more words of the prose
 * written with them back an unsure guess that has none of its function words ("Taller mecánico en Zaragoza:
 * revisiones, frenos, neumáticos e ITV." is Spanish at 0.23 with no Spanish function word, and no English one).
 */
const ACCENTS: Record<string, RegExp> = {
  es: /[áéíóúñ¿¡]/u, pt: /[ãõçáéíóúâêô]/u, fr: /[éèêàçùûôîœ]/u, de: /[äöüß]/u, it: /[àèéìòù]/u, nl: /[ëïé]/u,
};

/** How many distinct words of `text` are written with `lang`'s accented letters (`ACCENTS`). */
function accentedWords(text: string, lang: string): number {
  const re = ACCENTS[lang];
  if (!re) return 0;
  return new Set(text.toLowerCase().split(/[^\p{L}']+/u).filter((w) => re.test(w))).size;
}

/**
 * Whether `prose` reads as `lang` by its letters alone: no English function word, at least `MIN_ACCENTED_PROSE_WORDS`
 * words, two or more of them written with `lang`'s accents (`ACCENTS`).
 */
function writtenWithAccents(prose: string, lang: string): boolean {
  return lang !== 'en' && functionWords(prose, 'en') === 0 && proseWords(prose) >= MIN_ACCENTED_PROSE_WORDS && accentedWords(prose, lang) >= 2;
}

/**
 * Function words no other Latin-script site language lists (`FUNCTION_WORDS` less the words two of them share, and
 * less "de", "en", "e", which Spanish, French, Portuguese and Italian prose writes as often as Dutch or Italian does):
 * one of them is what lets grammar overrule an unsure guess (`unsureByGrammar`).
 */
const DISTINCT_WORDS: Record<string, ReadonlySet<string>> = Object.fromEntries(Object.entries(FUNCTION_WORDS).map(([lang, words]) => [lang,
  new Set([...words].filter((w) => !['de', 'en', 'e'].includes(w) && Object.entries(FUNCTION_WORDS).every(([other, ws]) => other === lang || !ws.has(w))))]));

/**
 * An unsure guess (`UNSURE_SCORE`) with none of its own function words and no English ones gives way to the site
 * language whose grammar the prose plainly uses (`byGrammar`) when one of those words is its own alone
 * (`DISTINCT_WORDS`): "Kapsalon in Amsterdam-Noord voor dames en heren." (German 0.55, Czech 0.45) is Dutch by "voor";
 * "Escuela de surf en Cádiz", whose "de" and "en" Dutch also writes, is not Dutch.
 */
function unsureByGrammar(prose: string, guess: LanguageGuess): string | null {
  if (guess.score >= MAX_SCORE_FOR_GRAMMAR || functionWords(prose, guess.lang) > 0 || functionWords(prose, 'en') > 0) return null;
  const grammar = byGrammar(prose);
  if (!grammar || grammar === guess.lang || grammar === 'en') return null;
  const own = DISTINCT_WORDS[grammar]!;
  return wordsIn(prose, own) > 0 ? grammar : null;
}

/** How many distinct words of `lang`'s own (`DISTINCT_WORDS`) the text uses. */
function distinctWords(text: string, lang: string): number {
  return wordsIn(text, DISTINCT_WORDS[lang]);
}

/** How many distinct function words of `lang` the text uses. */
function functionWords(text: string, lang: string): number {
  return wordsIn(text, FUNCTION_WORDS[lang]);
}

/** How many distinct words of `words` the text uses, read in lower case (0 without a list). */
function wordsIn(text: string, words: ReadonlySet<string> | undefined): number {
  return words ? new Set(text.toLowerCase().split(/[^\p{L}']+/u).filter((w) => words.has(w))).size : 0;
}

/**
 * The Latin-script site language whose grammar the prose plainly uses: at least two of its function
 * words and more than any other language's; else null. For a brief whose nouns mislead the identifier
 * ("Ramen-Bar … mit hausgemachten Nudeln, Gyoza und Sake" reads as Berber to n-grams).
 */
function byGrammar(prose: string): string | null {
  const counts = Object.keys(FUNCTION_WORDS).map((lang) => [lang, functionWords(prose, lang)] as const).sort((a, b) => b[1] - a[1]);
  const [first, second] = counts;
  return first && first[1] >= 2 && first[1] > (second?.[1] ?? 0) ? first[0] : null;
}

/**
 * When the identifier cannot tell Arabic, Persian and Urdu apart (a name alone): letters only Urdu writes
 * (ٹ ڈ ڑ ں ے), then letters Persian writes and Arabic does not (پ چ ژ گ, and its own ک ی), else Arabic.
 */
function arabicScriptByLetters(text: string): string {
  if (/[ٹڈڑںے]/u.test(text)) return 'ur';
  return /[پچژگکی]/u.test(text) ? 'fa' : 'ar';
}

/**
 * The language to write a site in (issue 15 §5). An explicit choice (a BCP 47 tag, see `normalizeLangTag`)
 * wins when it names a known language; an invalid one is ignored. Otherwise the language is detected from
 * the brief's `texts`, given in the order description, audience, key features, business name:
 *
 * - HTML, links, e-mail addresses, digits and emoji are dropped; texts are read in order until there are
 *   about 100 letters, so feature names and brand names weigh only in a short brief (brief-words.ts);
 * - the script with the most letters decides where it is certain: kana ⇒ `ja`, Hangul ⇒ `ko`, Hebrew ⇒
 *   `he` (Yiddish included); Han without kana ⇒ `zh`, or `ja` when Japanese-only character forms outnumber
 *   Simplified ones (han.ts); Arabic script ⇒ the identifier chooses among `ar`, `fa`, `ur`, or the letters;
 * - any other script goes to the identifier (tinyld), letters of other scripts left out, so a Latin brand
 *   name in an Arabic brief or a kanji name on an English brief does not weigh;
 * - a Latin-script guess other than English gives way to English when the description and audience use
 *   at least two English function words and more of them than of the guessed language's (English prose
 *   about Italian food stays English), or when it is unsure (score under 0.5) and they use none of the
 *   guessed language's function words ("Family trattoria in Lisbon." is not Italian), unless the prose has no English
 *   function word either and two or more words written with the guessed language's accents (`ACCENTS`);
 * - an unsure guess, or a language without site tables, on Latin letters gives way to the site language the
 *   identifier had first or second when the description and audience plainly use its function words (two
 *   or more, more than any other language's); an English guess gives way to the runner-up site language
 *   when eight or more words of them use none of English's function words and at least one of its;
 * - too few letters (“x”, numbers, bare HTML) or an unsure or toss-up guess gives English with confidence
 *   0 (English is the default, issue 15 §5); a language without tables must be guessed more surely, and
 *   from Latin letters only on about a sentence of them.
 *
 * Never throws. `identify` is for tests and evaluations; callers leave it out.
 *
 * @example detectLanguage({ texts: ['Panadería artesanal en Sevilla.', 'Vecinos del barrio'] })
 *   // → { lang: 'es', dir: 'ltr', supported: true, confidence: 0.93 }
 */
export function detectLanguage(input: { texts: string[]; explicit?: string | null }, identify: Identify = tinyldIdentify): DetectedLanguage {
  const chosen = normalizeLangTag(input.explicit);
  if (chosen) return result(chosen, 1);

  const s = scriptProfile(briefWords(input.texts));
  if (s.total < MIN_LETTERS) return ENGLISH;
  switch (s.dominant) {
    case 'Hebrew': return result('he', s.share);
    case 'Hangul': return result('ko', s.share);
    // Kana is written only in Japanese; kana-less Han text is far less sure.
    case 'Han': return s.kana > 0 ? result('ja', s.share) : result(hanLanguage(s.only('Han')), s.share / 2);
    case 'Arabic': {
      const text = s.only('Arabic');
      const guess = sureGuess(identify(text, ARABIC_SCRIPT_LANGS));
      return guess ? result(guess.lang, guess.score * s.share) : result(arabicScriptByLetters(text), s.share / 2);
    }
    default: {
      if (s.total < MIN_LETTERS_FOR_STATISTICS) return ENGLISH;
      const guesses = identify(s.only(s.dominant));
      const guess = sureGuess(guesses);
      // The brief's prose (description and audience), whose grammar words overrule the identifier below.
      const prose = input.texts.slice(0, 2).join(' ');
      // No sure guess, or a language we do not write, on Latin letters whose grammar is plainly that of the
      // site language the identifier put first or second: that language (a German brief full of Japanese dish
      // names, read as Berber with German second, is German; a Swedish one, whose "de" and "en" are Dutch
      // function words but which the identifier does not take for Dutch, stays Swedish).
      // An unsure guess or a language without tables, on a trade brief without English grammar whose trade names one site
      // language ("Kapsalon in Utrecht: knippen, kleuren en föhnen.": Czech 0.78; "Idraulico a Milano: …": a toss-up):
      // that language.
      const trade = s.dominant === 'Latin' && functionWords(prose, 'en') === 0 && (!guess || !isSiteLang(guess.lang) || guess.score < UNSURE_SCORE)
        ? byTradeWords(input.texts.join(' ')) : null;
      if (trade) return result(trade, UNSURE_SCORE * s.share);
      const grammar = s.dominant === 'Latin' && (!guess || !isSiteLang(guess.lang)) ? byGrammar(prose) : null;
      if (grammar && guesses.slice(0, 2).some((g) => normalizeLangTag(g.lang) === grammar)) return result(grammar, UNSURE_SCORE * s.share);
      // A toss-up between the identifier's first two, the first a site language the prose writes with its accents and
      // without any English grammar ("Taller mecánico en Zaragoza: revisiones, frenos, neumáticos e ITV.": Spanish 0.23,
      // Estonian 0.19): the first.
      const top = guesses[0] && normalizeLangTag(guesses[0].lang);
      if (!guess && s.dominant === 'Latin' && top && isSiteLang(top) && guesses[0]!.score >= MIN_SCORE && writtenWithAccents(prose, top)) return result(top, UNSURE_SCORE * s.share);
      // A toss-up where the prose has none of English's grammar but a word that only one of the first two's site
      // languages writes ("Elektriker in Köln: Elektroinstallation, Photovoltaik-Anlagen und Wallbox-Montage.":
      // Indonesian 0.51, German 0.47, and German's "und"): that language.
      if (!guess && s.dominant === 'Latin' && functionWords(prose, 'en') === 0) {
        const own = guesses.slice(0, 2).map((g) => normalizeLangTag(g.lang)).filter((l): l is string => !!l && l !== 'en' && isSiteLang(l) && distinctWords(prose, l) >= 1);
        if (own.length === 1 && guesses.find((g) => normalizeLangTag(g.lang) === own[0])!.score >= MIN_SCORE * 2) return result(own[0]!, UNSURE_SCORE * s.share);
      }
      if (!guess) return ENGLISH;
      // An English guess on a sentence or more of prose without a single English function word, where the
      // runner-up site language's grammar shows: the runner-up (a French plumber's "Plombier à Nantes :
      // dépannage de fuites, remplacement de chauffe-eau et rénovation de salles de bains", English 0.70
      // before French 0.23, is French).
      const runnerUp = guesses[1] && normalizeLangTag(guesses[1].lang);
      if (s.dominant === 'Latin' && guess.lang === 'en' && runnerUp && runnerUp !== 'en' && isSiteLang(runnerUp)) {
        if (proseWords(prose) >= MIN_PROSE_WORDS && functionWords(prose, 'en') === 0 && functionWords(prose, runnerUp) >= 1) return result(runnerUp, UNSURE_SCORE * s.share);
      }
      if (s.dominant === 'Latin' && !isSiteLang(guess.lang) && s.total * s.share < MIN_LATIN_LETTERS_UNSUPPORTED) return ENGLISH;
      // An unsure guess whose prose plainly uses another site language's grammar, one of its words that language's alone.
      const regrammar = s.dominant === 'Latin' && isSiteLang(guess.lang) ? unsureByGrammar(prose, guess) : null;
      if (regrammar) return result(regrammar, UNSURE_SCORE * s.share);
      // English grammar around foreign nouns ("trattoria serving hand-made pasta and pizza") is English.
      if (s.dominant === 'Latin' && guess.lang !== 'en') {
        const english = functionWords(prose, 'en');
        const own = functionWords(prose, guess.lang);
        if (english >= 2 && english > own) return result('en', guess.score * s.share);
        // Foreign nouns without any of their language's grammar, and an unsure guess: English, the default, unless the
        // prose has no English grammar either and writes two or more words with the language's accents.
        if (guess.score < UNSURE_SCORE && own === 0 && FUNCTION_WORDS[guess.lang] && !writtenWithAccents(prose, guess.lang)) return ENGLISH;
        // A few words with nothing of the language at all (no grammar, no accents, no word or trade of its own: "dj" for
        // "local customers", read as German 0.63): English, the default; a guess is no evidence on so little. So is prose of
        // any length with English grammar and nothing of the language ("Nail studio in Leeds. Walk-ins welcome but
        // appointments recommended.", read as German 0.75).
        if ((proseWords(prose) < MIN_PROSE_WORDS || english >= 1) && own === 0 && FUNCTION_WORDS[guess.lang] && accentedWords(prose, guess.lang) === 0
          && distinctWords(prose, guess.lang) === 0 && byTradeWords(input.texts.join(' ')) !== guess.lang) return ENGLISH;
      }
      return result(guess.lang, guess.score * s.share);
    }
  }
}
