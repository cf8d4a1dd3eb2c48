import { COPY_EN } from './copy-en';
import { BLUEPRINT_IDS, type BlueprintCopy, type BlueprintId, type V, type Voice } from './types';
import { styledTables } from '../testing/styled-tables';

/** The section ids of each blueprint (hero needs no words); pricing and testimonials can join any of them. */
const SECTIONS: Record<BlueprintId, string[]> = {
  saas: ['features', 'how-it-works', 'benefits', 'pricing', 'faq', 'get-started'],
  ecommerce: ['products', 'features', 'testimonials', 'faq', 'get-started'],
  agency: ['services', 'process', 'work', 'about', 'faq', 'contact'],
  restaurant: ['about', 'menu', 'gallery', 'hours', 'reservations'],
  portfolio: ['gallery', 'about', 'services', 'process', 'faq', 'contact'],
  local: ['services', 'booking', 'benefits', 'location', 'faq', 'contact'],
  nonprofit: ['mission', 'help', 'how-it-works', 'donate', 'faq', 'contact'],
  events: ['about', 'dates', 'highlights', 'gallery', 'faq', 'contact'],
  startup: ['features', 'benefits', 'how-it-works', 'faq', 'contact'],
};
const VOICES: Voice[] = ['we', 'i'];
const PLACEHOLDERS = new Set(['{name}', '{audience}', '{feature}', '{features}']);

const isVoiced = <T>(v: V<T>): v is { we: T; i: T } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && 'we' in v && 'i' in v;
const pick = <T>(v: V<T>, voice: Voice): T => (isVoiced(v) ? v[voice] : v);

/** Words of a label: tokens with a letter (a placeholder counts as one word; "&" as none). */
const words = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}{]/u.test(w)).length;
/** Sentences: split after . ! ? followed by a space or the end. */
const sentences = (s: string) => s.trim().split(/(?<=[.!?])\s+/).filter(Boolean);

/** A labelled string of a blueprint, as it shows in one voice. */
interface Str { where: string; text: string; voiced: boolean; voice: Voice; question?: boolean }

/** Every string of a blueprint in one voice, labelled by where it sits. */
function strings(c: BlueprintCopy, voice: Voice): Str[] {
  const out: Str[] = [];
  const add = (where: string, v: V<string> | undefined, question = false) => {
    if (v !== undefined) out.push({ where, text: pick(v, voice), voiced: isVoiced(v), voice, question });
  };
  for (const [id, s] of Object.entries(c.sections)) {
    add(`sections.${id}.nav`, s.nav);
    add(`sections.${id}.heading`, s.heading);
    add(`sections.${id}.eyebrow`, s.eyebrow);
    add(`sections.${id}.intro`, s.intro);
    add(`sections.${id}.send`, s.send);
  }
  add('cta.primary', c.cta.primary);
  add('cta.secondary', c.cta.secondary);
  const list = <T>(name: string, v: V<T[]>, each: (x: T, i: number, voiced: boolean) => void) =>
    pick(v, voice).forEach((x, i) => each(x, i, isVoiced(v)));
  list('steps', c.steps, (p, i, voiced) => {
    add(`steps.${i}.title`, voiced ? { we: p.title, i: p.title } : p.title);
    add(`steps.${i}.text`, voiced ? { we: p.text, i: p.text } : p.text);
  });
  list('benefits', c.benefits, (p, i, voiced) => {
    add(`benefits.${i}.title`, voiced ? { we: p.title, i: p.title } : p.title);
    add(`benefits.${i}.text`, voiced ? { we: p.text, i: p.text } : p.text);
  });
  list('featureText', c.featureText, (t, i, voiced) => add(`featureText.${i}`, voiced ? { we: t, i: t } : t));
  list('faq', c.faq, (qa, i, voiced) => {
    add(`faq.${i}.q`, voiced ? { we: qa.q, i: qa.q } : qa.q, true);
    add(`faq.${i}.a`, voiced ? { we: qa.a, i: qa.a } : qa.a);
  });
  add('about', c.about);
  add('closing.heading', c.closing.heading);
  add('closing.text', c.closing.text);
  add('contactIntro', c.contactIntro);
  return out;
}

/**
 * Every table the English words are checked in: each blueprint's own, and each page style's words laid over
 * their blueprint's as a page shows them (words `wordsFor`), so a style's words meet the same rules.
 */
const TABLES: [string, BlueprintCopy][] = [...BLUEPRINT_IDS.map((id): [string, BlueprintCopy] => [id, COPY_EN[id]]), ...Object.entries(styledTables('en'))];

const WE = /\b(we|our|ours|us|ourselves)\b/i;
/** The business's own "we" words in a visitor's question: "our", "us" (a visitor may say "we" of their party). */
const WE_OWN = /\b(our|ours|us|ourselves)\b/i;
const I = /\bI\b|\b(my|me|mine|myself)\b/i;
/** Empty corporate words and American spellings (the phrasebook is British). */
const CLICHES = /\b(unlock|elevate|seamless(ly)?|cutting-edge|solutions?|leverage|world-class|state-of-the-art|revolutionary|game-chang\w*|empower\w*|synergy|next-level|best-in-class|one-stop)\b/i;
const AMERICAN = /\b(color\w*|favorite\w*|organiz\w*|center|customiz\w*|personaliz\w*|realiz\w*|specializ\w*|behavior\w*|catalog|jewelry|traveler\w*|canceled)\b/i;
/** Facts the brief never gives: guarantees, awards, trials, time promises. */
const FACTS = /\b(guarantee\w*|award\w*|free trial|free cancellation|within|years?|minutes?|hours? of|certified|licensed|rated|stars?)\b/i;

describe('COPY_EN', () => {
  it('It should have every blueprint, with words for each section plus pricing and testimonials', () => {
    expect(Object.keys(COPY_EN).sort()).toEqual([...BLUEPRINT_IDS].sort());
    for (const id of BLUEPRINT_IDS) {
      const keys = Object.keys(COPY_EN[id].sections);
      for (const s of [...SECTIONS[id], 'pricing', 'testimonials']) expect({ id, s, has: keys.includes(s) }).toEqual({ id, s, has: true });
      expect(keys).not.toContain('hero');
    }
  });

  it('It should keep labels, headings and texts within their lengths', () => {
    const bad: string[] = [];
    const check = (ok: boolean, where: string, text: string) => { if (!ok) bad.push(`${where}: ${text}`); };
    for (const [id, c] of TABLES) {
      for (const voice of VOICES) {
        for (const { where, text } of strings(c, voice)) {
          const at = `${id}/${voice} ${where}`;
          check(text.trim() === text && text.length > 0 && !/\s{2}/.test(text), at, text);
          if (where.endsWith('.nav')) check(words(text) >= 1 && words(text) <= 2, at, text);
          if (where.endsWith('.heading')) check(words(text) <= 7 && !/\.$/.test(text), at, text);
          if (where.endsWith('.eyebrow')) check(words(text) >= 1 && words(text) <= 3 && !/[.?!]$/.test(text), at, text);
          if (/^(steps|benefits)\.\d\.title$/.test(where)) check(words(text) <= 5 && !/[.?!]$/.test(text), at, text);
          if (/(\.text|\.intro|^featureText\.\d)$/.test(where) || where === 'closing.text') {
            check(text.length <= 160 && sentences(text).length <= 2 && /[.?!]$/.test(text), at, text);
          }
          if (/^faq\.\d\.q$/.test(where)) check(text.length <= 70 && text.endsWith('?'), at, text);
          if (/^faq\.\d\.a$/.test(where)) check(text.length <= 220 && /[.!]$/.test(text), at, text);
          if (where.startsWith('cta.') || /^sections\.[^.]+\.send$/.test(where)) check(text.length <= 24 && !/[.?!]$/.test(text), at, text);
          if (where === 'about') check(sentences(text).length >= 2 && sentences(text).length <= 3, at, text);
          if (where === 'contactIntro') check(sentences(text).length === 1 && text.length <= 160, at, text);
          if (where === 'closing.heading') check(words(text) <= 7 && !/\.$/.test(text), at, text);
        }
        expect(pick(c.steps, voice)).toHaveLength(3);
        expect(pick(c.benefits, voice)).toHaveLength(3);
        expect(pick(c.featureText, voice)).toHaveLength(4);
        expect(pick(c.faq, voice)).toHaveLength(4);
      }
    }
    expect(bad).toEqual([]);
  });

  it('It should use only the known placeholders, and none in nav labels or eyebrows (they are not filled)', () => {
    const bad: string[] = [];
    for (const [id, c] of TABLES) {
      for (const voice of VOICES) {
        for (const { where, text } of strings(c, voice)) {
          for (const p of text.match(/\{[^}]*\}/g) ?? []) if (!PLACEHOLDERS.has(p)) bad.push(`${id} ${where}: ${p}`);
          if (/^sections\..*\.(nav|eyebrow)$/.test(where) && /[{}]/.test(text)) bad.push(`${id} ${where}: ${text}`);
          if (text.includes('{feature}') && !where.startsWith('featureText')) bad.push(`${id} ${where}: {feature}`);
          if (/[{}]/.test(text.replace(/\{(name|audience|feature|features)\}/g, ''))) bad.push(`${id} ${where}: stray brace`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('It should invent no facts: no digits, no guarantees, awards or time promises, no clichés', () => {
    const bad: string[] = [];
    for (const [id, c] of TABLES) {
      for (const voice of VOICES) {
        for (const { where, text } of strings(c, voice)) {
          for (const re of [/\d/, FACTS, CLICHES, AMERICAN, /['"]/]) if (re.test(text)) bad.push(`${id}/${voice} ${where}: ${text} (${re})`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('It should not repeat a sentence of eight or more words within a blueprint', () => {
    const bad: string[] = [];
    for (const [id, c] of TABLES) {
      for (const voice of VOICES) {
        const seen = new Map<string, string>();
        for (const { where, text } of strings(c, voice)) {
          for (const s of sentences(text)) {
            const key = s.toLowerCase().replace(/[^\p{L}\s{}’]/gu, '').replace(/\s+/g, ' ').trim();
            if (key.split(' ').length < 8) continue;
            if (seen.has(key)) bad.push(`${id}/${voice}: "${s}" in ${seen.get(key)} and ${where}`);
            else seen.set(key, where);
          }
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('It should speak as "we" or "I" only where both forms are given, each in its own person', () => {
    const bad: string[] = [];
    for (const [id, c] of TABLES) {
      for (const voice of VOICES) {
        for (const { where, text, voiced, question } of strings(c, voice)) {
          const at = `${id}/${voice}${voiced ? '' : ' (one form)'} ${where}: ${text}`;
          // A visitor's question may say "I"/"my" ("Do I need to book?") or "we" for the visitor's party ("Can we come
          // and look around?"), never the business's "our"/"us".
          if ((question ? WE_OWN : WE).test(text) && (!voiced || voice === 'i' || question)) bad.push(at);
          if (I.test(text) && !question && (!voiced || voice === 'we')) bad.push(at);
        }
      }
      // Voiced values give both forms, non-empty, and they differ somewhere in the blueprint's voiced lists.
      for (const v of [c.steps, c.benefits, c.featureText, c.faq, c.about, c.closing.heading, c.closing.text, c.contactIntro,
        ...Object.values(c.sections).flatMap((s) => [s.heading, s.intro])]) {
        if (v !== undefined && isVoiced<unknown>(v)) {
          expect(JSON.stringify(v.we).length).toBeGreaterThan(2);
          expect(JSON.stringify(v.i).length).toBeGreaterThan(2);
          if (JSON.stringify(v.we) === JSON.stringify(v.i)) bad.push(`${id}: identical we/i forms ${JSON.stringify(v.we).slice(0, 60)}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});
