import { SAMPLE_WORDS, type SampleWords } from '../sample-words';
import { COPY_EN } from './copy-en';
import { COPY_ES, SAMPLE_ES } from './copy-es';
import { COPY_FR, SAMPLE_FR } from './copy-fr';
import { COPY_PT, SAMPLE_PT } from './copy-pt';
import { BLUEPRINT_IDS, type BlueprintCopy, type BlueprintId } from './types';
import { styledTables } from '../testing/styled-tables';

/**
 * The Spanish, European Portuguese and French phrasebooks against COPY_EN: the same shape (blueprints,
 * sections, fields, list lengths, `{ we, i }` exactly where English has them), the same placeholders in each
 * string, no digits, nothing left in English except the proper words whitelisted below, the lengths
 * copy-en.test.ts keeps (with room for longer words), each voice in its own person, and each language's
 * typography. The checks are functions returning problems, so the last block can show that they fail.
 */

type Copy = Record<BlueprintId, BlueprintCopy>;
interface Lang {
  code: string;
  copy: Copy;
  sample: SampleWords;
  /** Strings that may stay identical to the English one (short proper words). */
  same: string[];
  /** Words of the business speaking as "we", and of the owner speaking as "I". */
  we: RegExp;
  i: RegExp;
  /** Problems of the language's punctuation and spelling in one string. */
  typography: (s: string) => string[];
}

const L = '(?<!\\p{L})';
const R = '(?!\\p{L})';
const word = (alternatives: string, extra = '') => new RegExp(`${L}(${alternatives})${R}${extra}`, 'iu');
const STRAIGHT_QUOTES = /['"]/;
const count = (s: string, c: string) => s.split(c).length - 1;

const LANGS: Lang[] = [
  {
    code: 'es', copy: COPY_ES, sample: SAMPLE_ES, same: [],
    we: word('nosotros|nosotras|nuestro|nuestra|nuestros|nuestras|nos'),
    i: word('yo|me|mi|mis|mí|conmigo'),
    typography: (s) => {
      const out: string[] = [];
      if (count(s, '¿') !== count(s, '?')) out.push('¿…? unbalanced');
      if (count(s, '¡') !== count(s, '!')) out.push('¡…! unbalanced');
      if (count(s, '«') !== count(s, '»')) out.push('«…» unbalanced');
      if (/[’]/.test(s)) out.push('apostrophe in Spanish');
      if (word('vosotros|vosotras|vuestro|vuestra|vuestros|vuestras|os|sois|seréis|podéis|tenéis|hacéis').test(s)) out.push('"vosotros" form (Spain only)');
      if (word('usted|ustedes|su reserva|le ayudamos|le responderemos').test(s)) out.push('"usted" form (the copy speaks "tú")');
      return out;
    },
  },
  {
    code: 'pt', copy: COPY_PT, sample: SAMPLE_PT, same: ['Premium'],
    we: new RegExp(`${L}(nós|nosso|nossa|nossos|nossas|connosco)${R}|-nos${R}`, 'iu'),
    i: new RegExp(`${L}(eu|meu|minha|meus|minhas|mim|comigo)${R}|-me${R}`, 'iu'),
    typography: (s) => {
      const out: string[] = [];
      // Brazilian words and forms where European Portuguese has its own.
      const brazil = word('você|vocês|equipe|contato|contatos|cadastr\\p{L}*|celular|usuári\\p{L}*|registr\\p{L}*|planej\\p{L}*|compartilh\\p{L}*|ingressos?|arquivo|tela|ônibus|trem|banheiro|café da manhã|pedido de compra');
      const m = s.match(brazil);
      if (m) out.push(`Brazilian form "${m[0]}"`);
      if (new RegExp(`${L}(estou|está|estamos|estão|estar|estiver)\\s+\\p{L}+ndo${R}`, 'iu').test(s)) out.push('gerund progressive (Brazilian); use "estar a + infinitive"');
      if (count(s, '«') !== count(s, '»')) out.push('«…» unbalanced');
      return out;
    },
  },
  {
    code: 'fr', copy: COPY_FR, sample: SAMPLE_FR, same: ['FAQ', 'Contact', 'Portfolio', 'Premium', 'Dates'],
    we: word('nous|notre|nos'),
    i: new RegExp(`${L}(je|moi|mon|ma|mes|me)${R}|${L}[jm]’`, 'iu'),
    typography: (s) => {
      const out: string[] = [];
      if (/(^|[^\u202f\u00a0])[?!;:]/.test(s)) out.push('no no-break space before ? ! ; :');
      if (/[\u202f\u00a0](?![?!;:»])/.test(s.replace(/«[\u202f\u00a0]/g, '«'))) out.push('stray no-break space');
      if (/«(?![\u202f\u00a0])|(?<![\u202f\u00a0])»/.test(s)) out.push('« » without inner no-break spaces');
      if (/ [?!;:]/.test(s)) out.push('ordinary space before ? ! ; :');
      return out;
    },
  },
];

const PLACEHOLDER = /\{[^}]*\}/g;
const KNOWN = new Set(['{name}', '{audience}', '{features}', '{feature}', '{n}', '{from}', '{to}']);
const placeholders = (s: string) => (s.match(PLACEHOLDER) ?? []).sort();

const isVoiced = (x: unknown): x is { we: unknown; i: unknown } =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && Object.keys(x).sort().join() === 'i,we';
const words = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}{]/u.test(w)).length;
const sentences = (s: string) => s.trim().split(/(?<=[.!?])\s+/).filter(Boolean);

/** Compares the shape of a translation with the English one; reports every path where they differ. */
function shapeProblems(en: unknown, xx: unknown, path: string, out: string[]): void {
  const kind = (x: unknown) => (Array.isArray(x) ? 'array' : x === null ? 'null' : typeof x);
  if (kind(en) !== kind(xx)) {
    out.push(`${path}: ${kind(xx)} where English has ${kind(en)}${isVoiced(en) ? ' ({ we, i })' : ''}`);
    return;
  }
  if (Array.isArray(en) && Array.isArray(xx)) {
    if (en.length !== xx.length) out.push(`${path}: ${xx.length} items where English has ${en.length}`);
    en.forEach((e, k) => k < xx.length && shapeProblems(e, xx[k], `${path}.${k}`, out));
  } else if (typeof en === 'object' && en !== null) {
    const a = Object.keys(en).sort();
    const b = Object.keys(xx as object).sort();
    for (const k of a) if (!b.includes(k)) out.push(`${path}.${k}: missing`);
    for (const k of b) if (!a.includes(k)) out.push(`${path}.${k}: not in English`);
    for (const k of a) if (b.includes(k)) shapeProblems((en as Record<string, unknown>)[k], (xx as Record<string, unknown>)[k], `${path}.${k}`, out);
  }
}

/** Every string of a value with its path, in the same order for English and a translation. */
function leaves(x: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof x === 'string') out.push([path, x]);
  else if (Array.isArray(x)) x.forEach((v, k) => leaves(v, `${path}.${k}`, out));
  else if (typeof x === 'object' && x !== null) for (const [k, v] of Object.entries(x)) leaves(v, `${path}.${k}`, out);
  return out;
}

/** Every `{ we, i }` value in a blueprint, with its path. */
function voicedValues(x: unknown, path: string, out: [string, { we: unknown; i: unknown }][] = []) {
  if (isVoiced(x)) out.push([path, x]);
  else if (Array.isArray(x)) x.forEach((v, k) => voicedValues(v, `${path}.${k}`, out));
  else if (typeof x === 'object' && x !== null) for (const [k, v] of Object.entries(x)) voicedValues(v, `${path}.${k}`, out);
  return out;
}

/** Problems of one string against its English counterpart (same path in both tables). */
function stringProblems(lang: Lang, path: string, text: string, en: string | undefined): string[] {
  const out: string[] = [];
  const at = (msg: string) => out.push(`${lang.code} ${path}: ${msg} — ${JSON.stringify(text)}`);
  if (text.trim() === '') at('empty');
  if (text.trim() !== text || / {2}/.test(text)) at('untrimmed or double space');
  if (/\d/.test(text)) at('digit');
  if (STRAIGHT_QUOTES.test(text)) at('straight quote or apostrophe');
  for (const p of text.match(PLACEHOLDER) ?? []) if (!KNOWN.has(p)) at(`unknown placeholder ${p}`);
  if (/[{}]/.test(text.replace(PLACEHOLDER, ''))) at('stray brace');
  if (en !== undefined) {
    if (placeholders(text).join() !== placeholders(en).join()) at(`placeholders ${placeholders(text).join() || 'none'}, English has ${placeholders(en).join() || 'none'}`);
    if (text === en && !lang.same.includes(text)) at('identical to the English');
  }
  for (const t of lang.typography(text)) at(t);
  return out;
}

/** Length and form rules by role, as in copy-en.test.ts, with room for longer words (not for more of them). */
function roleProblems(lang: Lang, role: string, text: string, at: (msg: string) => void): void {
  const end = (re: RegExp) => re.test(text);
  if (/^sections\.[^.]+\.nav$/.test(role) && !(words(text) >= 1 && words(text) <= 2)) at('nav label of one or two words');
  if (/^(sections\.[^.]+|closing)\.heading$/.test(role) && (words(text) > 7 || end(/\.$/))) at('heading over seven words or ending in "."');
  if (/^sections\.[^.]+\.eyebrow$/.test(role) && (words(text) < 1 || words(text) > 3 || end(/[.?!]$/))) at('eyebrow of one to three words');
  if (/^(steps|benefits)\.\d\.title$/.test(role) && (words(text) > 5 || end(/[.?!]$/))) at('title over five words');
  if ((/^cta\./.test(role) || /^sections\.[^.]+\.send$/.test(role)) && (text.length > 24 || end(/[.?!]$/))) at('button label over 24 characters');
  if (/(\.text|\.intro|^featureText\.\d)$/.test(role) || role === 'closing.text') {
    if (text.length > 200 || sentences(text).length > 2 || !end(/[.?!]$/)) at('text over 200 characters or two sentences');
  }
  if (/^faq\.\d\.q$/.test(role) && (text.length > 90 || !end(/\?$/))) at('question over 90 characters or without "?"');
  if (/^faq\.\d\.a$/.test(role) && (text.length > 280 || !end(/[.!]$/))) at('answer over 280 characters');
  if (role === 'about' && (sentences(text).length < 2 || sentences(text).length > 3)) at('about of two or three sentences');
  if (role === 'contactIntro' && (sentences(text).length !== 1 || text.length > 200)) at('contact intro of one sentence');
}

/**
 * Everything wrong with a language's tables; empty when they are right. `styled`: check the page styles'
 * tables instead (`styledTables`), each against the English style's words, without the sample words.
 */
function problems(lang: Lang, copy: Copy = lang.copy, sample: SampleWords = lang.sample, styled = false): string[] {
  const out: string[] = [];
  const enTables: Record<string, BlueprintCopy> = styled ? styledTables('en') : COPY_EN;
  const tables: Record<string, BlueprintCopy> = styled ? styledTables(lang.code) : copy;
  shapeProblems(enTables, tables, lang.code, out);
  if (!styled) shapeProblems(SAMPLE_WORDS.en, sample, `${lang.code} sample`, out);
  if (out.length && !styled) return out;

  const identical = new Set<string>();
  const check = (path: string, text: string, en: string | undefined) => {
    out.push(...stringProblems(lang, path, text, en));
    if (text === en) identical.add(text);
  };

  for (const id of Object.keys(enTables)) {
    const enLeaves = new Map(leaves(enTables[id], id));
    for (const [path, text] of leaves(tables[id], id)) {
      check(path, text, enLeaves.get(path));
      // Role: the path inside the blueprint without the voice; voice: which form this string is.
      const parts = path.split('.').slice(1);
      const voice = parts.includes('we') ? 'we' : parts.includes('i') ? 'i' : undefined;
      const role = parts.filter((p) => p !== 'we' && p !== 'i').join('.');
      const at = (msg: string) => out.push(`${lang.code} ${path}: ${msg} — ${JSON.stringify(text)}`);
      roleProblems(lang, role, text, at);
      const question = /^faq\.\d\.q$/.test(role);
      // A visitor's question may say "I"/"my", never "we"/"our"; "we" only in the we form, "I" only in the I form.
      if (lang.we.test(text) && (voice !== 'we' || question)) at(`"we" word in ${voice ? `the ${voice} form` : 'a single form'}${question ? ' (a question)' : ''}`);
      if (lang.i.test(text) && !question && voice !== 'i') at(`"I" word in ${voice ? `the ${voice} form` : 'a single form'}`);
    }
    for (const [path, v] of voicedValues(tables[id], id)) {
      if (JSON.stringify(v.we) === JSON.stringify(v.i)) out.push(`${lang.code} ${path}: identical we and i forms`);
    }
  }
  if (styled) return out;
  const enSample = new Map(leaves(SAMPLE_WORDS.en, 'sample'));
  for (const [path, text] of leaves(sample, 'sample')) check(path, text, enSample.get(path));

  // The whitelist stays tight: every entry is used, in the blueprints' words or a page style's.
  const styledEn = styledTables('en');
  for (const [id, table] of Object.entries(styledTables(lang.code))) {
    const en = new Map(leaves(styledEn[id], id));
    for (const [path, text] of leaves(table, id)) if (text === en.get(path)) identical.add(text);
  }
  for (const w of lang.same) if (!identical.has(w)) out.push(`${lang.code}: whitelisted "${w}" is not used`);
  return out;
}


describe.each(LANGS.map((l) => [l.code, l] as const))('COPY_%s', (_code, lang) => {
  it('It should have every blueprint and section of COPY_EN, with the same fields, list lengths and { we, i } forms', () => {
    expect(Object.keys(lang.copy).sort()).toEqual([...BLUEPRINT_IDS].sort());
    const out: string[] = [];
    shapeProblems(COPY_EN, lang.copy, lang.code, out);
    shapeProblems(SAMPLE_WORDS.en, lang.sample, `${lang.code} sample`, out);
    expect(out).toEqual([]);
  });

  it('It should keep the placeholders of each English string, with no digits, empty strings or untranslated English', () => {
    expect(problems(lang).filter((p) => /placeholder|brace|digit|empty|untrimmed|identical to the English|whitelisted|straight/.test(p))).toEqual([]);
  });

  it('It should keep labels, headings, buttons and texts within their lengths', () => {
    expect(problems(lang).filter((p) => /label|heading|eyebrow|title|button|text over|question over|answer over|about of|contact intro/.test(p))).toEqual([]);
  });

  it('It should speak as "we" or "I" only in the matching form, and give different we and i forms', () => {
    expect(problems(lang).filter((p) => /"we" word|"I" word|identical we and i/.test(p))).toEqual([]);
  });

  it('It should follow the typography and spelling of the language', () => {
    expect(problems(lang).filter((p) => /unbalanced|apostrophe in|vosotros|usted|Brazilian|gerund|no-break|« »|ordinary space/.test(p))).toEqual([]);
  });

  it('It should report nothing at all', () => {
    expect(problems(lang)).toEqual([]);
  });

  it('It should hold the same rules in every page style\'s words, laid over the blueprint\'s', () => {
    expect(problems(lang, lang.copy, lang.sample, true)).toEqual([]);
  });
});

describe('The checks of the translated phrasebooks', () => {
  const [es, pt, fr] = LANGS as [Lang, Lang, Lang];
  const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
  const broken = (lang: Lang, edit: (c: Copy, s: SampleWords) => void) => {
    const c = clone(lang.copy);
    const s = clone(lang.sample);
    edit(c, s);
    return problems(lang, c, s).join('\n');
  };

  it('It should fail on a missing section, a shortened list or a lost { we, i }', () => {
    expect(broken(es, (c) => { delete c.saas.sections.faq; })).toMatch(/saas\.sections\.faq: missing/);
    expect(broken(pt, (c) => { (c.agency.faq as { we: unknown[] }).we.pop(); })).toMatch(/agency\.faq\.we: 3 items where English has 4/);
    expect(broken(fr, (c) => { c.events.about = 'Bienvenue chez {name}. Nous avons hâte.'; })).toMatch(/events\.about: string where English has object \(\{ we, i \}\)/);
    expect(broken(fr, (_c, s) => { delete (s as Partial<typeof s>).courses; })).toMatch(/sample\.courses: missing/);
  });

  it('It should fail on a changed placeholder, a digit, an empty string or a string left in English', () => {
    expect(broken(es, (c) => { c.saas.closing.heading = '¿Te animas a probar {nombre}?'; })).toMatch(/unknown placeholder \{nombre\}/);
    expect(broken(pt, (c) => { c.startup.sections.benefits!.intro = 'Feito para todos.'; })).toMatch(/placeholders none, English has \{audience\}/);
    expect(broken(fr, (c) => { c.restaurant.cta.primary = 'Réserver 2 tables'; })).toMatch(/digit/);
    expect(broken(es, (c) => { c.local.cta.secondary = ''; })).toMatch(/local\.cta\.secondary: empty/);
    expect(broken(pt, (c) => { c.ecommerce.sections.products!.nav = 'Shop'; })).toMatch(/identical to the English/);
    expect(broken(fr, (_c, s) => { s.tickets = 'Tickets'; })).toMatch(/sample\.tickets: identical to the English/);
  });

  it('It should fail on a label too long, a "we" in the I form or identical voices', () => {
    expect(broken(es, (c) => { c.saas.sections.features!.nav = 'Todas las funciones'; })).toMatch(/nav label/);
    expect(broken(fr, (c) => { c.saas.cta.primary = 'Commencer dès maintenant sans attendre'; })).toMatch(/button label/);
    expect(broken(es, (c) => { (c.saas.about as { i: string }).i = 'Desarrollamos {name} para {audience} con nuestro equipo. Escríbeme.'; })).toMatch(/"we" word in the i form/);
    expect(broken(pt, (c) => { (c.saas.steps as { text: string }[])[0]!.text = 'Registe-se e diga-me o que procura.'; })).toMatch(/"I" word in a single form/);
    expect(broken(fr, (c) => { const a = c.portfolio.about as { we: string; i: string }; a.i = a.we; })).toMatch(/portfolio\.about: identical we and i forms|"we" word in the i form/);
  });

  it('It should fail on the wrong typography or spelling for the language', () => {
    expect(broken(fr, (c) => { c.saas.sections.faq!.heading = 'Vos questions ?'; })).toMatch(/no no-break space|ordinary space/);
    expect(broken(es, (c) => { (c.restaurant.faq as { we: { q: string }[] }).we[0]!.q = 'Hace falta reservar?'; })).toMatch(/¿…\? unbalanced/);
    expect(broken(pt, (c) => { c.local.cta.primary = 'Fale com você'; })).toMatch(/Brazilian form/);
    expect(broken(pt, (c) => { (c.events.steps as { we: { text: string }[] }).we[2]!.text = 'Estamos esperando por si.'; })).toMatch(/gerund progressive/);
    expect(broken(es, (c) => { c.local.sections.booking!.heading = 'Cómo reservar con ustedes'; })).toMatch(/"usted" form/);
  });
});
