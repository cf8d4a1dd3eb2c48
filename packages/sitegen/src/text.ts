/**
 * Small text helpers for deterministic copy. They only rearrange the brief's own words: the offline
 * writer must not invent facts (issue 3 §4).
 */

/** Shorten to at most `max` characters at a word boundary, adding an ellipsis when cut. */
export function clip(s: string, max: number): string {
  const t = s.trim().replace(/\s+/g, ' ');
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const sp = cut.lastIndexOf(' ');
  return (sp > max * 0.5 ? cut.slice(0, sp) : cut).replace(/[\s,;:.–—-]+$/, '') + '…';
}

/** Sentences of a paragraph (split after . ! ? followed by a space, and after 。！？, which take none). */
export function sentences(s: string): string[] {
  return s.trim().split(/(?<=[.!?])\s+|(?<=[。！？])/u).map((x) => x.trim()).filter(Boolean);
}

/**
 * Lower-case the first letter when the first word is an ordinary capitalised word ("Automatic" →
 * "automatic") but leave acronyms and brand casing alone ("VAT", "OpenTelemetry", "SOC").
 */
export function lcFirst(s: string): string {
  // "Friends, families and team outings": the comma is not part of the word.
  const first = (s.split(/[\s-]/)[0] ?? '').replace(/[,;:.!?]+$/, '');
  return /^\p{Lu}\p{Ll}+$/u.test(first) || /^[A-Z]$/.test(first) && s.length > 1 && s[1] === ' ' ? s[0]!.toLowerCase() + s.slice(1) : s;
}

/** Site languages that write common nouns in lower case inside a sentence (German capitalises them; CJK and Arabic have no case). */
const LOWER_CASE_NOUNS: ReadonlySet<string> = new Set(['en', 'es', 'pt', 'fr', 'it', 'nl']);

/**
 * A phrase of the owner's (an audience, a feature) set inside a sentence of the page's language: `lcFirst`
 * where that language writes common nouns in lower case ("À l’écoute, pour particuliers à Nantes"), as
 * written elsewhere ("Für Hausbesitzer", "للعائلات"). `lang` is a primary language subtag.
 */
export function inSentence(s: string, lang: string): string {
  return LOWER_CASE_NOUNS.has(lang) ? lcFirst(s) : s;
}

/**
 * A title as a heading writes it: the first letter upper-cased when the first word is all lower-case letters
 * ("cage-free salon" → "Cage-free salon", the second half of a feature the comma rule of SPEC §3 split);
 * left alone when the word has its own casing ("iPhone repairs", "eBay shop") or starts with no letter.
 */
export function titleCase(s: string): string {
  const first = s.split(/\s/u)[0] ?? '';
  return /^\p{Ll}[\p{Ll}'’-]*[,;]?$/u.test(first) ? s.charAt(0).toLocaleUpperCase() + s.slice(1) : s;
}

/** English adjectives of peoples and places, which English always capitalises ("caribbean food" → "Caribbean food"). */
const DEMONYMS = /\b(?:caribbean|italian|thai|indian|chinese|mexican|japanese|french|greek|turkish|lebanese|spanish|portuguese|korean|vietnamese|american|british|english|scottish|welsh|irish|african|asian|european|mediterranean|moroccan|persian|polish|german|nepalese|malaysian|indonesian|filipino|brazilian|peruvian|jamaican|cajun|scandinavian|nordic|middle eastern|latin american)\b/gu;
/** Words after "in" that name no place ("in person", "in stock", "in your home"). */
const NOT_PLACES: ReadonlySet<string> = new Set(['a', 'an', 'the', 'your', 'our', 'my', 'their', 'his', 'her', 'its', 'all', 'any', 'every', 'each', 'one', 'two', 'three',
  'person', 'stock', 'home', 'homes', 'house', 'town', 'bulk', 'minutes', 'hours', 'days', 'weeks', 'months', 'years', 'style', 'time', 'advance',
  'store', 'stores', 'shop', 'shops', 'touch', 'total', 'addition', 'general', 'particular', 'season', 'business', 'demand', 'print', 'schools',
  'offices', 'gardens', 'seconds', 'comfort', 'mind', 'need', 'private', 'between', 'front', 'short', 'progress', 'place', 'case', 'return',
  'charge', 'full', 'order', 'detail', 'depth', 'studio', 'clinic', 'school', 'english', 'spanish', 'french', 'italian', 'german',
  // "made in small batches", "in pairs", "in colour": how, not where.
  'small', 'large', 'big', 'little', 'batches', 'groups', 'pairs', 'teams', 'colour', 'color', 'partnership', 'association', 'line', 'love',
  'shape', 'bloom', 'residence', 'use', 'practice', 'memory', 'aid', 'support', 'cash', 'class', 'classes', 'black', 'white', 'gold', 'silver']);
/** Compass words that a place's name may start with ("south london", "north wales"). */
const COMPASS = /^(?:north|south|east|west|central|greater|upper|lower|new)$/u;
const capWord = (w: string) => w.charAt(0).toLocaleUpperCase('en') + w.slice(1);

/**
 * An English description typed all in lower case ("window cleaning for houses in swindon. reliable and cheap", "home
 * cooked caribbean food in south london"), with the capitals English always writes: "I", peoples' and places' adjectives
 * (`DEMONYMS`), known acronyms (`ACRONYMS`: "DJ", "BIAB") and the place after "in" (one word, two after a compass word: "in Swindon", "in South London"; not
 * "in person", "in stock": `NOT_PLACES`). Text with any capital letter is left as written: its owner chose the casing.
 * Pure; never throws.
 */
export function casedLikeEnglish(text: string): string {
  if (/\p{Lu}/u.test(text)) return text;
  return text
    .replace(/\bi(?=\b(?:['’](?:m|ve|ll|d)\b)?)(?![\p{L}-])/gu, 'I')
    // Known acronyms ("dj", "biab", "mot"), not "led", the verb ("family-led").
    .replace(WORDS, (w) => (w !== 'led' ? acronym(w) : w))
    .replace(DEMONYMS, (m) => m.split(' ').map(capWord).join(' '))
    .replace(/\bin (\p{Ll}[\p{Ll}'’-]+)(?: (\p{Ll}[\p{Ll}'’-]+))?/gu, (m, a: string, b: string | undefined) => {
      if (NOT_PLACES.has(a) || a.length < 3) return m;
      if (b && COMPASS.test(a)) return `in ${capWord(a)} ${capWord(b)}`;
      return `in ${capWord(a)}${b ? ` ${b}` : ''}`;
    });
}

/** Japanese kana and CJK ideographs: text written without spaces between words. */
export const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;

/** The last link of a list in the site languages: "and", "or", "&", "y", "et", "und", "en", "ou"… between words. */
export const LIST_END = /\s(?:and|or|&|y|e|et|und|en|o|ou|oder|of|ed)\s/u;
const wordCount = (s: string) => s.split(/\s+/u).length;
const startsLower = (s: string) => /^\p{Ll}/u.test(s);

/**
 * Key features with a list the comma rule of SPEC §3 split joined back together: typed as "Road, gravel
 * and e-bikes, Bike fitting", the features arrive as "Road", "gravel and e-bikes", "Bike fitting", and
 * "Road" is no feature of its own. A short feature (at most three words) starting upper-case, followed by
 * short ones starting lower-case the last of which ends the list ("… and e-bikes", at most six words), is
 * one feature again: "Road, gravel and e-bikes". Features all in lower case, or whose parts each start
 * upper-case (as German nouns do), are left as typed. A short lower-case part that repeats the head's first word
 * ("No fix, no fee") or is a "no …, no …" saying ("Fixed fee, no sale no fee"), or follows a one-word quality ("Fast, reliable
 * delivery": `QUALITY`), is the head's second half. Pure; never throws.
 */
export function rejoinLists(features: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < features.length; i++) {
    const head = features[i]!;
    let j = i + 1;
    if (/^\p{Lu}/u.test(head) && wordCount(head) <= 3) {
      while (j < features.length && startsLower(features[j]!) && !LIST_END.test(features[j]!) && wordCount(features[j]!) <= 3) j++;
      const last = features[j];
      if (last !== undefined && startsLower(last) && LIST_END.test(last) && wordCount(last) <= 6) {
        out.push(features.slice(i, j + 1).join(', '));
        i = j;
        continue;
      }
    }
    // "No fix, no fee", "Any size, any budget": a lower-case part repeating the head's first word is its second half;
    // so is a "no …, no …" saying after a comma ("Fixed fee, no sale no fee").
    const next = features[i + 1];
    if (next !== undefined && /^\p{Lu}/u.test(head) && startsLower(next) && wordCount(head) <= 3 && wordCount(next) <= 4
      && (firstWord(next) === firstWord(head) || NO_NO.test(next) || (wordCount(head) === 1 && QUALITY.test(head)))) {
      out.push(`${head}, ${next}`);
      i++;
      continue;
    }
    out.push(head);
  }
  return out;
}
const firstWord = (s: string) => s.split(/\s+/u)[0]!.toLocaleLowerCase();
/** A quality that heads a list of qualities ("Fast, reliable delivery", "Friendly, local service"): the head of one feature. */
const QUALITY = /^(?:fast|quick|friendly|reliable|local|simple|clean|safe|honest|affordable|fair|flexible|professional|personal|easy|secure|free|quiet|calm|warm|fresh|natural|modern|bespoke|independent)$/iu;
/** "no win no fee", "no sale, no fee" typed lower-case: one saying. */
const NO_NO = /^no \p{L}+,? no \p{L}+$/u;

/** A word written in mixed case from a lower-case start ("uPVC", "iPhone", "eBay", "iOS"): a name whose case is its own. */
const MIXED_CASE = /^\p{Ll}+\p{Lu}/u;

/** Upper-case the first letter, unless the first word keeps its own case (`MIXED_CASE`: "uPVC windows" stays). */
export function ucFirst(s: string): string {
  return s && !MIXED_CASE.test(s) ? s[0]!.toUpperCase() + s.slice(1) : s;
}

/** A list joined the way the page's language joins it: "a, b and c"; CJK and Arabic use their own commas. */
export function joinList(items: string[], lang = 'en'): string {
  if (items.length <= 1) return items.join('');
  const and: Record<string, string> = { en: ' and ', es: ' y ', pt: ' e ', fr: ' et ', de: ' und ', it: ' e ', nl: ' en ', ar: ' و', ja: '、', zh: '和' };
  const comma = lang === 'ja' || lang === 'zh' ? '、' : lang === 'ar' ? '، ' : ', ';
  return `${items.slice(0, -1).join(comma)}${and[lang] ?? ' and '}${items[items.length - 1]}`;
}

/** Make sure a sentence ends with punctuation: the full stop of its script ("。" after Japanese or Chinese). */
export function withStop(s: string): string {
  if (/[.!?…。！？؟۔]$/u.test(s)) return s;
  return /[\u3040-\u30ff\u3400-\u9fff]$/u.test(s) ? `${s}。` : `${s}.`;
}

/** A word of letters and digits, for `acronym` over a text. */
const WORDS = /[\p{L}\p{N}]+/gu;
/** A word in capitals when it is a known acronym (`ACRONYMS`: "dbs" ▶ "DBS"), else as written. */
const acronym = (w: string): string => (ACRONYMS.has(w.toUpperCase()) ? w.toUpperCase() : w);
/** Acronyms an all-capitals brief keeps in capitals when it is written in sentence case (`unshouted`), and a lower-case one gets (`casedLikeEnglish`). */
const ACRONYMS = new Set(['UK', 'USA', 'EU', 'NHS', 'DBS', 'VAT', 'MOT', 'TV', 'PC', 'AI', 'EV', 'GCSE', 'GCSES', 'BBQ', 'DIY', 'HR', 'CV',
  'SEO', 'ATOL', 'ABTA', 'RYA', 'BACP', 'CBT', 'EMDR', 'NCT', 'SEN', 'LED', 'UPVC', 'CCTV', 'HMRC', 'B2B', 'SAAS', 'API', 'CRM', 'PT', 'MMA', 'BJJ',
  'HIIT', 'DJ', 'DJS', 'BIAB', 'MC', 'VIP', 'NYC', 'BMW', 'VW', 'MOTS', 'ISO', 'ACCA', 'ICAEW', 'RICS', 'RIBA', 'FCA', 'OFSTED']);

/**
 * Text typed all in capitals ("LASH EXTENSIONS, BROW LAMINATION AND SPRAY TANS IN CROYDON. BOOK NOW!!!") in sentence case, as
 * a page writes it: lower case, each sentence's first letter a capital, known acronyms kept (`ACRONYMS`: "NHS", "DBS"),
 * runs of "!" or "?" made one; in English (`lang` "en") the capitals English always writes as well ("in Croydon",
 * `casedLikeEnglish`). Text with any lower-case letter, or fewer than `min` letters ("VAT", "MOT"), is left as typed: its
 * owner chose the casing. Not for German, whose nouns keep their capitals (the caller decides). Pure; never throws.
 */
export function unshouted(text: string, min = 5, lang = ''): string {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < min || /\p{Ll}/u.test(text) || !/\p{Lu}/u.test(text)) return text;
  const lower = text.toLocaleLowerCase();
  return (lang.split('-')[0] === 'en' ? casedLikeEnglish(lower) : lower)
    .replace(WORDS, acronym)
    .replace(/([!?])\1+/gu, '$1')
    .replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, pre: string, c: string) => `${pre}${c.toLocaleUpperCase()}`);
}
