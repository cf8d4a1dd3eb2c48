import { SAMPLE_WORDS, type SampleWords } from '../sample-words';
import { COPY_DE, SAMPLE_DE } from './copy-de';
import { COPY_EN } from './copy-en';
import { COPY_IT, SAMPLE_IT } from './copy-it';
import { COPY_NL, SAMPLE_NL } from './copy-nl';
import { BLUEPRINT_IDS, type BlueprintCopy, type BlueprintId, type QA } from './types';
import { styledTables } from '../testing/styled-tables';

/** One translated phrasebook and the rules of its language. */
interface Lang {
  code: string;
  copy: Record<BlueprintId, BlueprintCopy>;
  sample: SampleWords;
  /** Strings allowed to stay identical to the English one: short words the language shares with English. */
  same: string[];
  /** The owner speaking as "we" / as "I" (whole words). A visitor's question may contain the "I" words. */
  we: RegExp;
  i: RegExp;
  /** Forms of the register this table does not use (German "du", Dutch "u", Italian "Lei"). */
  wrongRegister: RegExp;
}

const LANGS: Lang[] = [
  {
    code: 'de', copy: COPY_DE, sample: SAMPLE_DE,
    same: ['FAQ', 'Standard', 'Premium', 'Tickets', 'Portfolio', 'Highlights', 'Shop', 'Events', 'Newsletter'],
    we: /(?<![\p{L}])(wir|uns|unser|unsere|unserem|unseren|unserer|unseres)(?![\p{L}])/iu,
    i: /(?<![\p{L}])(ich|mich|mir|mein|meine|meinem|meinen|meiner|meines)(?![\p{L}])/iu,
    wrongRegister: /(?<![\p{L}])(du|dich|dir|dein|deine|deinem|deinen|deiner|deines|euch|euer|eure)(?![\p{L}])/iu,
  },
  {
    code: 'it', copy: COPY_IT, sample: SAMPLE_IT,
    same: ['FAQ', 'Standard', 'Premium', 'Portfolio', 'Menu', 'Newsletter'],
    // Italian drops subject pronouns; these are the pronouns, possessives and imperatives with a clitic.
    we: /(?<![\p{L}])(noi|nostro|nostra|nostri|nostre|scrivici|dicci|chiedici|contattaci|raccontaci|segnalaci|avvisaci|mandaci)(?![\p{L}])/iu,
    i: /(?<![\p{L}])(io|mio|mia|miei|mie|scrivimi|dimmi|chiedimi|contattami|raccontami|segnalami|avvisami|mandami)(?![\p{L}])/iu,
    wrongRegister: /(?<![\p{L}])(Lei|Suo|Sua|Suoi|Sue|La contatteremo|vostro|vostra|vostri|vostre)(?![\p{L}])/u,
  },
  {
    code: 'nl', copy: COPY_NL, sample: SAMPLE_NL,
    same: ['FAQ', 'Premium', 'Contact', 'Portfolio', 'Tickets', 'Teams', 'Lunch'],
    we: /(?<![\p{L}])(we|wij|ons|onze)(?![\p{L}])/iu,
    i: /(?<![\p{L}])(ik|me|mij|mijn)(?![\p{L}])/iu,
    wrongRegister: /(?<![\p{L}])(u|uw)(?![\p{L}])/iu,
  },
];

const KNOWN_PLACEHOLDERS = new Set(['{name}', '{audience}', '{features}', '{feature}', '{n}', '{from}', '{to}']);
const placeholders = (s: string) => (s.match(/\{[^}]*\}/g) ?? []).sort();
/** Words of a label: tokens with a letter (a placeholder counts as one word; "&" as none). */
const words = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}{]/u.test(w)).length;
/** Sentences: split after . ! ? followed by a space or the end. */
const sentences = (s: string) => s.trim().split(/(?<=[.!?])\s+/).filter(Boolean);

/**
 * Walks the English value and the translation side by side: the same keys, array lengths and
 * `{we, i}` splits; for each string, the same placeholders, no digits, no straight quotes, no stray
 * spaces, and a real translation (not the English string, unless whitelisted).
 */
function compare(en: unknown, tr: unknown, path: string, same: Set<string>, out: string[]): void {
  if (typeof en === 'string') {
    if (typeof tr !== 'string') { out.push(`${path}: expected a string`); return; }
    if (tr.length === 0 || tr.trim() !== tr || /\s{2}/.test(tr)) out.push(`${path}: empty or stray spaces "${tr}"`);
    if (/\d/.test(tr)) out.push(`${path}: digit in "${tr}"`);
    if (/['"]/.test(tr)) out.push(`${path}: straight quote in "${tr}"`);
    for (const p of placeholders(tr)) if (!KNOWN_PLACEHOLDERS.has(p)) out.push(`${path}: unknown placeholder ${p}`);
    if (placeholders(tr).join() !== placeholders(en).join()) out.push(`${path}: placeholders ${placeholders(tr).join()} ≠ ${placeholders(en).join()}`);
    if (tr === en && !same.has(tr)) out.push(`${path}: left in English "${tr}"`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(tr) || tr.length !== en.length) { out.push(`${path}: expected ${en.length} items`); return; }
    en.forEach((x, k) => compare(x, tr[k], `${path}.${k}`, same, out));
    return;
  }
  if (typeof en === 'object' && en !== null) {
    if (typeof tr !== 'object' || tr === null || Array.isArray(tr)) { out.push(`${path}: expected an object`); return; }
    const a = Object.keys(en).sort().join();
    const b = Object.keys(tr).sort().join();
    if (a !== b) { out.push(`${path}: keys [${b}] ≠ [${a}]`); return; }
    for (const key of Object.keys(en)) compare((en as Record<string, unknown>)[key], (tr as Record<string, unknown>)[key], `${path}.${key}`, same, out);
  }
}

/** Every string of a value with its path (`saas.faq.we.2.q`, `agency.sections.about.heading.i`). */
function leaves(v: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof v === 'string') out.push([path, v]);
  else if (Array.isArray(v)) v.forEach((x, k) => leaves(x, `${path}.${k}`, out));
  else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) leaves(x, `${path}.${k}`, out);
  return out;
}

/** The voice a string is written in, from its path: `we`, `i`, or undefined for one form for both. */
const voiceOf = (path: string) => (/\.we(\.|$)/.test(path) ? 'we' : /\.i(\.|$)/.test(path) ? 'i' : undefined);

/** Lengths and punctuation of labels, headings and texts, as the renderer's layout expects. */
function layoutProblems(path: string, s: string): string | undefined {
  const field = path.replace(/\.(we|i)(?=\.|$)/g, '');
  const bad = (rule: string) => `${path}: ${rule} "${s}"`;
  if (/\.sections\.[^.]+\.nav$/.test(field) && (words(s) < 1 || words(s) > 2)) return bad('nav label of 1–2 words');
  if (/\.sections\.[^.]+\.heading$|\.closing\.heading$/.test(field) && (words(s) > 7 || /\.$/.test(s))) return bad('heading of ≤ 7 words');
  if (/\.sections\.[^.]+\.eyebrow$/.test(field) && (words(s) < 1 || words(s) > 3 || /[.?!]$/.test(s))) return bad('eyebrow of 1–3 words');
  if ((/\.cta\./.test(field) || /\.sections\.[^.]+\.send$/.test(field)) && (s.length > 24 || /[.?!]$/.test(s))) return bad('button label of ≤ 24 characters');
  if (/\.(steps|benefits)\.\d\.title$/.test(field) && (words(s) > 5 || /[.?!]$/.test(s))) return bad('title of ≤ 5 words');
  if (/(\.(steps|benefits)\.\d\.text|\.intro|\.featureText\.\d|\.closing\.text)$/.test(field) && (s.length > 200 || sentences(s).length > 2 || !/[.?!]$/.test(s))) return bad('short text');
  if (/\.faq\.\d\.q$/.test(field) && (s.length > 90 || !s.endsWith('?'))) return bad('question');
  if (/\.faq\.\d\.a$/.test(field) && (s.length > 280 || !/[.!]$/.test(s))) return bad('answer');
  if (/\.about$/.test(field) && (sentences(s).length < 2 || sentences(s).length > 3)) return bad('about of 2–3 sentences');
  if (/\.contactIntro$/.test(field) && (sentences(s).length !== 1 || s.length > 200)) return bad('contact intro of one sentence');
  return undefined;
}

/**
 * Everything wrong with one language's tables; empty when they are good. `styled`: check the page styles'
 * tables instead (`styledTables`), each against the English style's words, without the sample words.
 */
function problems(lang: Lang, styled = false): string[] {
  const out: string[] = [];
  const same = new Set(lang.same);
  const enTables: Record<string, BlueprintCopy> = styled ? styledTables('en') : COPY_EN;
  const tables: Record<string, BlueprintCopy> = styled ? styledTables(lang.code) : lang.copy;
  compare(enTables, tables, lang.code, same, out);
  if (!styled) compare(SAMPLE_WORDS.en, lang.sample, `${lang.code}.sample`, same, out);
  for (const [path, s] of leaves(tables, lang.code)) {
    const layout = layoutProblems(path, s);
    if (layout) out.push(layout);
    const voice = voiceOf(path);
    const question = /\.q$/.test(path);
    if (lang.we.test(s) && (voice !== 'we' || question)) out.push(`${path}: speaks as "we" ${voice ? 'in the "I" voice' : 'in a one-form string'} "${s}"`);
    if (lang.i.test(s) && !question && voice !== 'i') out.push(`${path}: speaks as "I" ${voice ? 'in the "we" voice' : 'in a one-form string'} "${s}"`);
    if (lang.wrongRegister.test(s)) out.push(`${path}: wrong register "${s}"`);
  }
  // Where a value is split by voice, the two forms differ.
  for (const id of Object.keys(tables)) {
    const c = tables[id]!;
    const values: [string, unknown][] = [['steps', c.steps], ['benefits', c.benefits], ['featureText', c.featureText], ['faq', c.faq],
      ['about', c.about], ['closing.heading', c.closing.heading], ['closing.text', c.closing.text], ['contactIntro', c.contactIntro],
      ...Object.entries(c.sections).flatMap(([sid, s]): [string, unknown][] => [[`sections.${sid}.heading`, s.heading], [`sections.${sid}.intro`, s.intro]])];
    for (const [where, v] of values) {
      if (typeof v === 'object' && v !== null && !Array.isArray(v) && 'we' in v && 'i' in v && JSON.stringify(v.we) === JSON.stringify(v.i)) {
        out.push(`${lang.code}.${id}.${where}: identical we/i forms`);
      }
    }
  }
  return out;
}


describe.each(LANGS.map((l) => [l.code, l] as const))('COPY_%s', (code, lang) => {
  it('It should have every blueprint with the same keys, lengths and voice splits as COPY_EN, the same placeholders, no digits, and no English left over', () => {
    expect(Object.keys(lang.copy).sort()).toEqual([...BLUEPRINT_IDS].sort());
    const out: string[] = [];
    compare(COPY_EN, lang.copy, code, new Set(lang.same), out);
    expect(out).toEqual([]);
  });

  it('It should keep nav labels, headings, buttons and texts within their lengths', () => {
    const out = leaves(lang.copy, code).map(([path, s]) => layoutProblems(path, s)).filter(Boolean);
    expect(out).toEqual([]);
  });

  it('It should speak as "we" or "I" only in the matching voice, in one register throughout', () => {
    const out = problems(lang).filter((p) => /speaks as|register|identical we\/i/.test(p));
    expect(out).toEqual([]);
  });

  it('It should translate the sample words with the same keys and placeholders', () => {
    const out: string[] = [];
    compare(SAMPLE_WORDS.en, lang.sample, `${code}.sample`, new Set(lang.same), out);
    expect(out).toEqual([]);
    expect(lang.sample.courses).toHaveLength(4);
  });

  it('It should whitelist only short words shared with English, each one actually used (in the blueprints\' or a page style\'s words)', () => {
    const used = new Set([...leaves(lang.copy, code), ...leaves(lang.sample, code), ...leaves(styledTables(code), code)].map(([, s]) => s));
    for (const w of lang.same) expect({ w, short: words(w) <= 2 && w.length <= 12, used: used.has(w) }).toEqual({ w, short: true, used: true });
  });

  it('It should find no problem at all', () => {
    expect(problems(lang)).toEqual([]);
  });

  it('It should hold the same rules in every page style\'s words, laid over the blueprint\'s', () => {
    expect(problems(lang, true)).toEqual([]);
  });
});

describe('the phrasebook checks', () => {
  it('It should flag a broken table: missing keys, short lists, lost placeholders, digits, English left over, wrong voice and register', () => {
    const broken = structuredClone(COPY_DE);
    delete broken.saas.sections.faq!.eyebrow;
    (broken.events.faq as { we: QA[] }).we.pop();
    broken.local.closing.heading = 'Bereit für {audience}?';
    broken.agency.closing.text = { we: 'Schreiben Sie uns bis zum Jahr 2030.', i: 'Schreiben Sie mir bis zum Jahr 2030.' };
    broken.ecommerce.cta.primary = COPY_EN.ecommerce.cta.primary;
    broken.restaurant.about = { we: 'Wir freuen uns auf Sie bei {name}. Bis bald.', i: 'Wir freuen uns auf Sie. Bis bald.' };
    broken.startup.cta.secondary = 'Frag uns, wenn du magst';
    broken.portfolio.closing.heading = 'Ein Termin oder ein Projekt in der Planung für Sie?';
    const found = problems({ ...LANGS[0]!, copy: broken });
    const expected = [
      'de.saas.sections.faq: keys',
      'de.events.faq.we: expected 4 items',
      'de.local.closing.heading: placeholders',
      'de.agency.closing.text.we: digit',
      'de.ecommerce.cta.primary: left in English',
      'de.restaurant.about.i: speaks as "we"',
      'de.startup.cta.secondary: speaks as "we" in a one-form string',
      'de.startup.cta.secondary: wrong register',
      'de.portfolio.closing.heading: heading of ≤ 7 words',
    ];
    for (const e of expected) expect({ e, found: found.some((p) => p.startsWith(e)) }).toEqual({ e, found: true });
  });
});
