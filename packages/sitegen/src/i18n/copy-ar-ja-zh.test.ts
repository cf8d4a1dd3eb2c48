import { SAMPLE_WORDS, type SampleWords } from '../sample-words';
import { COPY_AR, SAMPLE_AR } from './copy-ar';
import { COPY_EN } from './copy-en';
import { COPY_JA, SAMPLE_JA } from './copy-ja';
import { COPY_ZH, SAMPLE_ZH } from './copy-zh';
import { BLUEPRINT_IDS, type BlueprintCopy, type BlueprintId } from './types';
import { styledTables } from '../testing/styled-tables';

/**
 * The Arabic, Japanese and Simplified Chinese phrasebooks and sample words against the English ones:
 * same structure and voices, same placeholders, nothing left in English, each language's punctuation,
 * and the lengths of copy-en.test.ts measured the way each script is read (CJK by characters).
 */

type Lang = 'ar' | 'ja' | 'zh';
interface Table { lang: Lang; copy: Record<BlueprintId, BlueprintCopy>; sample: SampleWords }
const TABLES: Table[] = [
  { lang: 'ar', copy: COPY_AR, sample: SAMPLE_AR },
  { lang: 'ja', copy: COPY_JA, sample: SAMPLE_JA },
  { lang: 'zh', copy: COPY_ZH, sample: SAMPLE_ZH },
];
const SAMPLE_EN = SAMPLE_WORDS.en!;

/** Strings a language may keep exactly as in English: short proper words only. None is needed yet. */
const SAME_AS_EN: Record<Lang, ReadonlySet<string>> = { ar: new Set(), ja: new Set(), zh: new Set() };

const KNOWN_PLACEHOLDERS = new Set(['{name}', '{audience}', '{features}', '{feature}', '{n}', '{from}', '{to}']);
const placeholders = (s: string) => (s.match(/\{[^}]*\}/g) ?? []).sort();
const bare = (s: string) => s.replace(/\{[a-z]+\}/g, '');

/** One string of a table beside the English one at the same place. */
interface Leaf { path: string; en: string; xx: string }

/** Walk English and a translation side by side: the string pairs, and every difference of structure. */
function walk(en: unknown, xx: unknown, path: string, leaves: Leaf[], diffs: string[]): void {
  if (typeof en === 'string') {
    if (typeof xx === 'string') leaves.push({ path, en, xx });
    else diffs.push(`${path}: a string in English, ${Array.isArray(xx) ? 'an array' : typeof xx} here`);
  } else if (Array.isArray(en)) {
    if (!Array.isArray(xx)) diffs.push(`${path}: an array in English, ${typeof xx} here`);
    else if (xx.length !== en.length) diffs.push(`${path}: ${xx.length} items, English has ${en.length}`);
    else en.forEach((e, i) => walk(e, xx[i], `${path}.${i}`, leaves, diffs));
  } else if (typeof en === 'object' && en !== null) {
    if (typeof xx !== 'object' || xx === null || Array.isArray(xx)) {
      diffs.push(`${path}: an object in English (keys ${Object.keys(en).join(', ')}), ${Array.isArray(xx) ? 'an array' : typeof xx} here`);
      return;
    }
    const e = en as Record<string, unknown>;
    const x = xx as Record<string, unknown>;
    const ek = Object.keys(e).sort();
    const xk = Object.keys(x).sort();
    if (ek.join() !== xk.join()) diffs.push(`${path}: keys [${xk.join(', ')}], English has [${ek.join(', ')}]`);
    for (const k of ek) if (k in x) walk(e[k], x[k], path ? `${path}.${k}` : k, leaves, diffs);
  } else {
    diffs.push(`${path}: unexpected ${typeof en} in English`);
  }
}

type Role = 'nav' | 'heading' | 'eyebrow' | 'title' | 'cta' | 'question' | 'answer' | 'text' | 'about' | 'contactIntro' | 'sample';

/** What a string of a phrasebook is, from its path with the voice segment removed. */
function roleOf(path: string): Role {
  const p = path.replace(/\.(we|i)(?=\.|$)/g, '');
  if (/\.sections\.[^.]+\.nav$/.test(p)) return 'nav';
  if (/\.sections\.[^.]+\.heading$/.test(p) || /\.closing\.heading$/.test(p)) return 'heading';
  if (/\.sections\.[^.]+\.eyebrow$/.test(p)) return 'eyebrow';
  if (/\.(steps|benefits)\.\d\.title$/.test(p)) return 'title';
  if (/\.cta\.(primary|secondary)$/.test(p) || /\.sections\.[^.]+\.(go|send)$/.test(p)) return 'cta';
  if (/\.faq\.\d\.q$/.test(p)) return 'question';
  if (/\.faq\.\d\.a$/.test(p)) return 'answer';
  if (/\.about$/.test(p)) return 'about';
  if (/\.contactIntro$/.test(p)) return 'contactIntro';
  if (/\.sections\.[^.]+\.intro$/.test(p) || /\.(steps|benefits)\.\d\.text$/.test(p) || /\.featureText\.\d$/.test(p) || /\.closing\.text$/.test(p)) return 'text';
  throw new Error(`no role for ${path}`);
}
const voiceOf = (path: string): 'we' | 'i' | null => (/\.we(\.|$)/.test(path) ? 'we' : /\.i(\.|$)/.test(path) ? 'i' : null);

const CJK = (lang: Lang) => lang === 'ja' || lang === 'zh';
/** Sentences: split after the language's full stop, question or exclamation mark. */
function sentences(s: string, lang: Lang): string[] {
  return (CJK(lang) ? s.split(/(?<=[。！？])/) : s.split(/(?<=[.!؟])\s+/)).map((x) => x.trim()).filter(Boolean);
}
/** Words of a label; CJK labels are measured in characters instead. */
const words = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}{]/u.test(w)).length;
const chars = (s: string) => [...bare(s)].length;

/** Lengths per role: CJK in characters (placeholders not counted), Arabic as English (words or characters). */
const CJK_MAX: Partial<Record<Role, number>> = { nav: 6, heading: 16, eyebrow: 10, title: 12, cta: 10, question: 30, text: 80, answer: 110, about: 160, contactIntro: 80 };
function lengthProblem(role: Role, s: string, lang: Lang): string | null {
  if (CJK(lang)) {
    const max = CJK_MAX[role];
    return max !== undefined && chars(s) > max ? `over ${max} characters` : null;
  }
  switch (role) {
    case 'nav': return words(s) >= 1 && words(s) <= 2 ? null : 'nav label of one or two words';
    case 'heading': return words(s) <= 7 ? null : 'heading over seven words';
    case 'eyebrow': return words(s) >= 1 && words(s) <= 3 ? null : 'eyebrow of one to three words';
    case 'title': return words(s) <= 5 ? null : 'title over five words';
    case 'cta': return s.length <= 24 ? null : 'button label over 24 characters';
    case 'question': return s.length <= 70 ? null : 'question over 70 characters';
    case 'text': return s.length <= 180 ? null : 'text over 180 characters';
    case 'answer': return s.length <= 240 ? null : 'answer over 240 characters';
    case 'contactIntro': return s.length <= 180 ? null : 'contact intro over 180 characters';
    default: return null;
  }
}

/** Punctuation: CJK full-width, Arabic ، ؛ ؟; sentence ends; nothing after labels. */
const END_SENTENCE: Record<Lang, RegExp> = { ar: /[.!؟]$/, ja: /[。！？]$/, zh: /[。！？]$/ };
const QUESTION_MARK: Record<Lang, string> = { ar: '؟', ja: '？', zh: '？' };
const FOREIGN_PUNCTUATION: Record<Lang, RegExp> = { ar: /[,?;]/, ja: /[,.?!:;() ]/, zh: /[,.?!:;() ]/ };
const LABEL_END = /[.。!！?？؟،、,:：;；]$/;

/** Who speaks: the business ("we") or the owner alone ("I"), per language. */
const PERSON: Record<Lang, { we: RegExp; i: RegExp }> = {
  ja: { we: /私たち|当店|スタッフ一同/, i: /私(?!たち)/ },
  zh: { we: /我们/, i: /我(?!们)/ },
  // Whole words only (a conjunction و/ف may lead): pronouns, the pronoun suffixes of the verbs and nouns
  // this table uses, and the future prefix of the first person (سن… we will, سأ… I will).
  ar: {
    we: /(^|[\s،؛:«])[وف]?(نحن|لنا|معنا|لدينا|بإمكاننا|يمكننا|يسعدنا|استطعنا|اسألنا|أخبرنا|حدّثنا|شاركنا|تعرّفنا|جهدنا|جدولنا|طريقتنا|أعمالنا|وقتنا|سن[\u0621-\u0652]{2,})(?=$|[\s،؛:.؟!»])/,
    i: /(^|[\s،؛:«])[وف]?(أنا|لي|معي|لديّ|بإمكاني|يمكنني|يسعدني|استطعت|اسألني|أخبرني|حدّثني|شاركني|تعرّفني|جهدي|جدولي|طريقتي|أعمالي|وقتي|سأ[\u0621-\u0652]+)(?=$|[\s،؛:.؟!»])/,
  },
};

/** Every problem of one string, whatever its role. */
function stringProblems(lang: Lang, { path, en, xx }: Leaf): string[] {
  const out: string[] = [];
  const bad = (why: string) => out.push(`${lang} ${path}: ${why}: ${xx}`);
  if (xx.length === 0 || xx.trim() !== xx || /\s{2}/.test(xx)) bad('empty, padded or double-spaced');
  if (placeholders(xx).join() !== placeholders(en).join()) bad(`placeholders ${placeholders(xx).join() || 'none'}, English has ${placeholders(en).join() || 'none'}`);
  for (const p of placeholders(xx)) if (!KNOWN_PLACEHOLDERS.has(p)) bad(`unknown placeholder ${p}`);
  if (/[{}]/.test(bare(xx))) bad('stray brace');
  if (/\p{Nd}/u.test(bare(xx))) bad('digit');
  if (/['"]/.test(xx)) bad('straight quote');
  if (/[A-Za-z]/.test(bare(xx))) bad('Latin letters (left in English?)');
  if (FOREIGN_PUNCTUATION[lang].test(bare(xx))) bad('punctuation or space not of this script');
  if (xx === en && !SAME_AS_EN[lang].has(xx)) bad('identical to English');
  return out;
}

/** Every problem of a phrasebook against COPY_EN. */
function copyProblems(lang: Lang, copy: object, en: object = COPY_EN): string[] {
  const leaves: Leaf[] = [];
  const out: string[] = [];
  walk(en, copy, '', leaves, out);
  for (const leaf of leaves) {
    out.push(...stringProblems(lang, leaf));
    const { path, xx } = leaf;
    const bad = (why: string) => out.push(`${lang} ${path}: ${why}: ${xx}`);
    const role = roleOf(path);
    const length = lengthProblem(role, xx, lang);
    if (length) bad(length);
    if (['nav', 'eyebrow', 'title', 'cta'].includes(role) && LABEL_END.test(xx)) bad('label ends with punctuation');
    if (role === 'heading' && /[.。،、]$/.test(xx)) bad('heading ends with a full stop');
    if (role === 'question' && !xx.endsWith(QUESTION_MARK[lang])) bad(`question without ${QUESTION_MARK[lang]}`);
    if (['text', 'answer', 'about', 'contactIntro'].includes(role) && !END_SENTENCE[lang].test(xx)) bad('sentence without its stop');
    const n = sentences(xx, lang).length;
    if (role === 'text' && n > 2) bad('more than two sentences');
    if (role === 'about' && (n < 2 || n > 3)) bad('about of two or three sentences');
    if (role === 'contactIntro' && n !== 1) bad('contact intro of one sentence');
    // The person: "we" only in the we-form, "I" only in the I-form; a visitor's question may say "I".
    const voice = voiceOf(path);
    const { we, i } = PERSON[lang];
    if (we.test(xx) && (voice !== 'we' || role === 'question')) bad('speaks as "we" outside the we-form');
    if (i.test(xx) && role !== 'question' && voice !== 'i') bad('speaks as "I" outside the I-form');
  }
  // Both forms of a voiced value are written, and differ.
  const voiced = (v: unknown, path: string): void => {
    if (typeof v !== 'object' || v === null) return;
    const o = v as Record<string, unknown>;
    if (!Array.isArray(v) && 'we' in o && 'i' in o && JSON.stringify(o.we) === JSON.stringify(o.i)) out.push(`${lang} ${path}: identical we/i forms`);
    for (const [k, x] of Object.entries(o)) voiced(x, `${path}.${k}`);
  };
  for (const [id, c] of Object.entries(copy)) voiced(c, id);
  return out;
}


/** Every problem of a language's sample words against the English ones. */
function sampleProblems(lang: Lang, sample: SampleWords): string[] {
  const leaves: Leaf[] = [];
  const out: string[] = [];
  walk(SAMPLE_EN, sample, 'sample', leaves, out);
  for (const leaf of leaves) out.push(...stringProblems(lang, leaf));
  return out;
}

describe.each(TABLES)('The $lang phrasebook', ({ lang, copy, sample }) => {
  it('It should have every blueprint of COPY_EN with the same sections, fields, list lengths and voices', () => {
    expect(Object.keys(copy).sort()).toEqual([...BLUEPRINT_IDS].sort());
    const diffs: string[] = [];
    walk(COPY_EN, copy, '', [], diffs);
    expect(diffs).toEqual([]);
  });

  it('It should keep the placeholders, use its own script and punctuation, and leave nothing in English', () => {
    const leaves: Leaf[] = [];
    walk(COPY_EN, copy, '', leaves, []);
    expect(leaves.length).toBeGreaterThan(500);
    expect(leaves.flatMap((leaf) => stringProblems(lang, leaf))).toEqual([]);
  });

  it('It should keep labels, headings and texts within their lengths, speak in the right person and give both voices', () => {
    expect(copyProblems(lang, copy)).toEqual([]);
  });

  it('It should translate every sample word, keeping {feature}, {n} and {name}', () => {
    expect(sampleProblems(lang, sample)).toEqual([]);
  });

  it('It should hold the same rules in every page style\'s words, laid over the blueprint\'s', () => {
    expect(copyProblems(lang, styledTables(lang), styledTables('en'))).toEqual([]);
  });
});

describe('The checks of the ar/ja/zh phrasebooks', () => {
  const broken = () => structuredClone(COPY_JA) as unknown as Record<BlueprintId, BlueprintCopy> & Record<string, Record<string, unknown>>;
  const has = (problems: string[], text: string) => expect(problems.filter((p) => p.includes(text))).not.toEqual([]);

  it('It should fail on a missing blueprint, section, list item or voice', () => {
    const c = broken();
    delete (c as Partial<Record<BlueprintId, BlueprintCopy>>).events;
    delete c.saas.sections.pricing;
    (c.agency.faq as { we: unknown[] }).we.pop();
    (c.ecommerce as { cta: unknown }).cta = { primary: '商品を見る' };
    c.restaurant.closing.heading = 'お待ちしています';
    const problems = copyProblems('ja', c);
    has(problems, ': keys [agency, ecommerce, local, nonprofit, portfolio, restaurant, saas, startup]');
    has(problems, 'saas.sections: keys');
    has(problems, 'agency.faq.we: 3 items, English has 4');
    has(problems, 'ecommerce.cta: keys [primary]');
    has(problems, 'restaurant.closing.heading: an object in English (keys we, i), string here');
  });

  it('It should fail on a lost or foreign placeholder, a digit, English left in, and Western punctuation', () => {
    const c = broken();
    c.saas.closing.heading = 'お試しください';
    c.saas.sections.benefits!.intro = '{audience}と{name}のために。';
    c.local.sections.booking!.heading = '三つ、つまり3ステップ';
    c.events.closing.text = COPY_EN.events.closing.text as string;
    c.startup.sections.faq!.heading = 'よくある質問?';
    const problems = copyProblems('ja', c);
    has(problems, 'saas.closing.heading: placeholders none, English has {name}');
    has(problems, 'saas.sections.benefits.intro: placeholders {audience},{name}');
    has(problems, 'local.sections.booking.heading: digit');
    has(problems, 'events.closing.text: identical to English');
    has(problems, 'events.closing.text: Latin letters');
    has(problems, 'startup.sections.faq.heading: punctuation or space not of this script');
  });

  it('It should fail on long labels, missing stops, the wrong person and identical voices', () => {
    const c = broken();
    c.saas.cta.primary = '今すぐアカウントを作成して始める';
    c.saas.closing.text = '試してみてください';
    (c.agency.contactIntro as { we: string }).we = '私がご連絡します。';
    (c.startup.about as { i: string }).i = (c.startup.about as { we: string }).we;
    const problems = copyProblems('ja', c);
    has(problems, 'saas.cta.primary: over 10 characters');
    has(problems, 'saas.closing.text: sentence without its stop');
    has(problems, 'agency.contactIntro.we: speaks as "I" outside the I-form');
    has(problems, 'startup.about.i: speaks as "we" outside the we-form');
    has(problems, 'startup.about: identical we/i forms');
    const ar = structuredClone(COPY_AR);
    ar.local.closing.heading = 'هل أنت مستعد للحجز?';
    (ar.local.contactIntro as { i: string }).i = 'أخبرنا بما تودّ حجزه، وسنرد عليك.';
    const arProblems = copyProblems('ar', ar);
    has(arProblems, 'local.closing.heading: punctuation or space not of this script');
    has(arProblems, 'local.contactIntro.i: speaks as "we" outside the we-form');
  });

  it('It should fail on sample words left in English or missing a placeholder', () => {
    const s = { ...SAMPLE_ZH, tickets: SAMPLE_EN.tickets, gallery: '插图', tiers: ['基础版', '标准版'] } as unknown as SampleWords;
    const problems = sampleProblems('zh', s);
    has(problems, 'sample.tickets: identical to English');
    has(problems, 'sample.gallery: placeholders none, English has {name},{n}');
    has(problems, 'sample.tiers: 2 items, English has 3');
  });
});
