import type { Brief, GeneratorType } from '@sitewright/core';
import { chooseBlueprint } from './choose-blueprint';
import { asLeadSentence, audiencePhrase, corePhrase, detectVoice, HEADLINE_MAX_CHARS, headlineCuts, headlineFrom, restAfter } from './headline';
import { featureLines } from './i18n/feature-lines';
import type { BlueprintId, PageStyle, Voice } from './i18n/types';
import { casedLikeEnglish, clip, inSentence, joinList, lcFirst, LIST_END, sentences, ucFirst, withStop } from './text';
import { fill, pick, styleOf, wordsFor } from './words';
import { balanced, type ContentWriter, type SiteCopy, type WriterInput } from './writer';

/**
 * The offline content writer (issue 3 §4, issue 15 §3): deterministic copy from the brief's own words
 * and the blueprint's phrasebook in the page language (i18n/copy-*.ts), in the brief's voice. The
 * description appears once (the hero's lead); the headline is its opening phrase of at most 10 words,
 * never cut inside brackets or mid-phrase; steps, benefits and FAQ are the trade's own. No statistics,
 * names, reviews, prices or hours are invented; the sections that need those carry marked samples.
 */

/** "For {audience}" in the languages with phrasebooks: the last resort of a lead (see `headlineAndLead`). */
const FOR_AUDIENCE: Record<string, (a: string) => string> = {
  en: (a) => `For ${lcFirst(a)}`, es: (a) => `Para ${lcFirst(a)}`, pt: (a) => `Para ${lcFirst(a)}`, fr: (a) => `Pour ${lcFirst(a)}`,
  it: (a) => `Per ${lcFirst(a)}`, nl: (a) => `Voor ${lcFirst(a)}`, de: (a) => `Für ${a}`, ar: (a) => `من أجل ${a}`, ja: (a) => `${a}のために`, zh: (a) => `为${a}而设`,
};

const wordSet = (s: string) => new Set(s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean));
/**
 * Articles, prepositions and conjunctions of the Latin-script site languages: shared by any two sentences, they say
 * nothing about whether one repeats the other ("Certified translation agency in London" and "Legal, medical and technical
 * translation in 60 languages, with certified translations…" share "in", not the point).
 */
const FUNCTION_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'in', 'on', 'at', 'to', 'for', 'with', 'from', 'by', 'y', 'e', 'o', 'et', 'und', 'ed', 'en', 'de', 'del', 'da', 'do', 'des', 'du', 'di', 'la', 'le', 'les', 'el', 'los', 'las', 'il', 'lo', 'gli', 'os', 'as', 'der', 'die', 'das', 'im', 'am', 'mit', 'für', 'von', 'zu', 'het', 'een', 'van', 'met', 'voor', 'op', 'à', 'au', 'aux', 'pour', 'avec', 'con', 'para', 'por', 'per', 'com', 'em', 'no', 'na', 'un', 'una', 'une', 'um', 'uma', 'ein', 'eine']);
const contentWords = (s: string) => new Set([...wordSet(s)].filter((w) => !FUNCTION_WORDS.has(w)));

/**
 * Whether a sentence says the headline again: most of the headline's words are in it, or most of its
 * words are the headline's, not counting function words (`FUNCTION_WORDS`); CJK, written without spaces, is compared by characters.
 */
export function echoesHeadline(sentence: string, headline: string): boolean {
  const split = (s: string) => (/\s/.test(s.trim()) || !/[\u3040-\u30ff\u3400-\u9fff]/.test(s) ? contentWords(s) : new Set(Array.from(s.replace(/[^\p{L}\p{N}]/gu, ''))));
  const h = split(headline), s = split(sentence);
  if (!h.size || !s.size) return false;
  const shared = [...s].filter((w) => h.has(w)).length;
  return shared / h.size > 0.5 || shared / s.size > 0.5;
}

/**
 * Whether two phrases share a word of four letters or more, by its first five letters ("family" ~
 * "families"); a hyphenated compound is one word ("cloud-security SaaS for security teams" is fine).
 */
/** Parents as the audience, and a description of a business for children: the parents read the page, the children are served. */
const PARENTS = /\bparents?\b/i;
const FOR_CHILDREN = /\b(?:children|kids|babies|toddlers|pupils|under-?\d+s?)\b/i;

/**
 * An audience of those who give to the business rather than use it (a charity's volunteers and donors), or who would
 * hire its writer (a designer's page "for hiring managers" is read by them, not made for them).
 */
const GIVERS = /\b(?:volunteers?|donors?|supporters?|sponsors?|funders?|fundraisers?|investors?|partners|hiring managers?|recruiters?)\b/i;

/**
 * Whether two phrases share a word's stem: the first five letters of words of four letters or more ("family"
 * and "families"), a four-letter word opening a longer one ("golf" and "golfers"), or four letters where both
 * words have six or more ("bridal" and "brides"). English.
 */
function sharesStem(a: string, b: string): boolean {
  const words = (s: string) => s.toLowerCase().split(/[^\p{L}\p{N}-]+/u).filter((w) => w.length >= 4);
  const stem = (w: string) => w.slice(0, w.length >= 6 ? 4 : 5);
  const x = words(a).map(stem);
  return words(b).map(stem).some((w) => x.some((v) => v === w || v.startsWith(w) || w.startsWith(v)));
}

/**
 * The lead without a closing "for <whom>" the headline already says ("…prepares quarterly VAT returns for
 * freelancers." under "Bookkeeping software for freelancers and sole traders"). English only.
 */
function dropEchoedFor(lead: string, headline: string): string {
  const m = /\s+for\s+([^,;:.!?]+)([.!?]?)$/i.exec(lead);
  if (!m) return lead;
  const said = new Set(headline.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const whom = m[1]!.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 3);
  return whom.length && whom.every((w) => said.has(w)) ? `${lead.slice(0, m.index)}${m[2] || '.'}` : lead;
}

/** An announcement before a colon ("Now open: coffee, cake and brunch"): no headline without what it announces. */
const ANNOUNCEMENT = /^(?:(?:now|just) open(?:ed)?|opening soon|coming soon|new|new in|introducing|welcome|available now|open (?:daily|now|every day)|ahora abierto|pr[oó]ximamente|bient[ôo]t|demn[äa]chst|jetzt ge[öo]ffnet|prossimamente|binnenkort)$/iu;
/** An English description opening with who the speaker is ("I'm a realtor…", "We are a family bakery…"). */
const SELF = /^(?:i['’]m|i am|we['’]re|we are)\s+(?:an?|the)\s+(?=\p{L})/iu;

/**
 * An English description opening with who makes or runs what ("I make…", "We run…", "We design and build…"), followed by
 * its object; not "We make it easy to…" nor "I make sure…", whose object is no thing made.
 */
const MAKER_VERB = '(?:make|bake|build|create|design|craft|brew|roast|grow|sell|offer|provide|run|repair|restore|print|install|fit)';
const MAKES = new RegExp(`^(?:i|we)\\s+${MAKER_VERB}(?:\\s+(?:and|&)\\s+${MAKER_VERB})?\\s+(?!(?:it|it['’]s|sure|things|you|your|them|life|every|everything|something|and|or)\\b)`, 'i');

/** A lead opening on a place ("In Bristol with…", "Near Bath…"): the place a headline for whom left out. English. */
const PLACE_LEAD = /^(?:In|Near|At|On|Across|Around|Outside)\s/u;

/** Words after "<name> is" that say where, how or when it is rather than what ("is based in Leeds", "is proud to…", "is now open"). */
const NOT_WHAT_IT_IS = String.raw`(?:based|located|situated|open|opening|proud|run|owned|family-run|dedicated|committed|here|now|back|available|coming|launching|not|all|about|where|what|more|your|our|my|their|its|this|that|one|two|three|\d)\b`;

/**
 * Headline and lead from the description (issue 15 §3): the description is said once, and the lead
 * goes on where the headline stops, never saying it again. In order:
 * 1. the headline (`headlineFrom`) with the rest of its sentence, when that rest stands alone
 *    (`asLeadSentence`: "…a year" ▶ "In Porto and the Douro valley."), or the next sentences when the
 *    headline is the whole first sentence;
 * 2. in English, what and for whom ("Bookkeeping software for freelancers and sole traders") from the
 *    brief's words only, with what the sentence says after "what" ("Reconciles bank feeds…"), less a
 *    closing "for <whom>" the headline already says, unless that lead would open on the place the
 *    headline left out ("In Bristol with…": `PLACE_LEAD`);
 * 3. a shorter headline whose rest stands alone ("Walk-in physiotherapy clinic" ▶ "With same-day appointments.");
 * 4. what and for whom after all, when the headline was cut short of its first sentence;
 * 5. the headline, then who it is for ("For adults looking for a creative hobby.").
 * Later sentences that repeat the headline are left out. `taken`: sentences the page already says
 * elsewhere (a section intro), which the last resort avoids.
 */
export function headlineAndLead(brief: Brief, lang: string, taken: readonly string[] = []): { headline: string; lead: string } {
  const description = brief.description.trim();
  // "SentinelGrid is a B2B cloud-security SaaS that…": the headline starts at what it is, not with the name again.
  const esc = brief.business_name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // "I'm a realtor in Austin…", "We are a family bakery…": the headline starts at what the speaker is.
  // Without an article only before what it is ("Ledger & Co is invoicing software for…"), not where or how it is ("…is based in Leeds").
  const named = lang === 'en' ? new RegExp(`^${esc}\\s+(is|are)\\s+(?:(a|an|the)\\s+|(?!${NOT_WHAT_IT_IS})(?=\\p{L}))`, 'iu').exec(description) ?? SELF.exec(description) : null;
  // "I make custom birthday cakes…", "We run a bakery in Leeds": the headline starts at what is made or run.
  const made = lang === 'en' && !named ? MAKES.exec(description) : null;
  // …when what is made takes two words or more ("We provide consulting." stays as it is).
  const maker = made && (sentences(description.slice(made[0].length))[0] ?? '').trim().split(/\s+/).length >= 2 ? made : null;
  const what = named ? ucFirst(description.slice(named[0].length)) : maker ? ucFirst(description.slice(maker[0].length)) : description;
  const h = headlineFrom(what, 10, lang);
  if (!h) return { headline: '', lead: description };
  const [s0 = '', ...more] = sentences(what);
  // The brief's later sentences as they go on, each starting with a capital ("reliable and cheap" typed in lower case).
  const rest = more.filter((x) => !echoesHeadline(x, h)).map(ucFirst).join(' ');
  const lead = (first: string) => `${withStop(first)}${rest ? ` ${rest}` : ''}`;
  const goOn = (head: string) => {
    const tail = restAfter(s0, head);
    return tail ? asLeadSentence(tail, head, lang) : null;
  };
  // "Fietsverhuur op Texel: stadsfietsen, e-bikes, kinderfietsen en bakfietsen": a list after a colon is the lead's, the
  // phrase before it (two words at least) the headline, as a longer sentence's is cut there. So is a phrase of four words
  // or more before a colon whatever follows ("Yoga and meditation retreats in the Portuguese countryside: week-long stays").
  const [beforeColon = '', afterColon = ''] = h.split(/\s?:\s/u);
  const before = beforeColon.split(/\s+/u).length;
  if (afterColon && before >= 2 && !ANNOUNCEMENT.test(beforeColon) && ((/,/u.test(afterColon) && LIST_END.test(` ${afterColon} `)) || before >= 4)) {
    const after = goOn(beforeColon);
    if (after) return { headline: beforeColon, lead: lead(after) };
  }
  // The core phrase and whom it is for ("Bookkeeping software for freelancers"), where the first sentence says neither.
  const forAudience = () => {
    if (lang !== 'en') return null;
    const core = corePhrase(what);
    const who = audiencePhrase(lcFirst(brief.target_audience.trim()), 7);
    const words = `${core} for ${lcFirst(who)}`.split(/\s+/);
    // Not when the audience repeats what the phrase says ("family dental practice for families"), nor when it names
    // those who give rather than those served ("food bank for volunteers and donors").
    const headline = words.join(' ');
    const after = core && who && !/\bfor\b/i.test(h) && core.split(/\s+/).length <= 5 && words.length <= 10 && headline.length <= HEADLINE_MAX_CHARS
      && !sharesStem(core, who) && !GIVERS.test(who) && !(PARENTS.test(who) && FOR_CHILDREN.test(description)) ? goOn(core) : null;
    return after ? { headline, lead: lead(dropEchoedFor(after, headline)) } : null;
  };
  const own = goOn(h);
  // A headline of two words says little alone ("AI agent", "Online platform"): whom it is for goes with it when it can.
  if (own && h.split(/\s+/u).length <= 2) { const wider = forAudience(); if (wider) return wider; }
  if (own) return { headline: h, lead: lead(own) };
  if (rest && restAfter(s0, h) === '') return { headline: h, lead: rest };
  const wider = forAudience();
  // "Circus school for kids and adults" over "In Bristol with aerial silks…": a lead opening on the place the headline left
  // out is a fragment; a shorter cut keeping the place ("Circus school in Bristol") over the rest comes first.
  if (wider && !PLACE_LEAD.test(wider.lead)) return wider;
  for (const cut of headlineCuts(what, 10, lang, 3).filter((c) => c.length < h.length)) {
    const after = goOn(cut);
    if (after) return { headline: cut, lead: lead(after) };
  }
  // A first sentence that fits whole heads the page before whom it is for, rather than its place opening the lead ("Nail
  // tech in Luton, gel and BIAB" over "For local customers.", not "Nail tech for local customers" over "In Luton, gel…").
  if (wider && restAfter(s0, h) !== '') return wider;
  if (rest) return { headline: h, lead: rest };
  const audience = brief.target_audience.trim().replace(/[.!。]+$/u, '');
  const forWhom = withStop((FOR_AUDIENCE[lang] ?? ucFirst)(audience));
  return { headline: h, lead: taken.includes(forWhom) || echoesHeadline(forWhom, h) ? withStop(ucFirst(audience)) : forWhom };
}

/**
 * The leading whole words of `s`, at most `maxWords` of them within `max` characters (no ellipsis: a title
 * or heading never shows one); a single word longer than `max` is cut at `max`.
 */
function wordsUpTo(s: string, max: number, maxWords = Infinity): string {
  const t = s.trim().split(/\s+/).slice(0, maxWords).join(' ');
  return t.length <= max ? t : t.slice(0, max + 1).replace(/\s+\S*$/, '') || t.slice(0, max);
}
/** `s` as it is when its brackets pair up ("Acme (UK)"), else without bracket characters ("Acme (UK" ▶ "Acme UK"). */
function pairedBrackets(s: string): string {
  return balanced(s) ? s : s.replace(/[()[\]{}]/g, '').replace(/\s{2,}/g, ' ').trim() || s.replace(/[()[\]{}]/g, '_');
}
/** Whether a phrase fits a limit of words and characters. */
/**
 * Page styles whose features keep the style's own lines (a funeral director's, a game's): themed lines are written for
 * shops, services and software ("A clear plan to follow, step by step" under "Pre-paid funeral plans", "Time outside, in
 * the fresh air" under a game called "Moss Garden").
 */
const OWN_LINES: ReadonlySet<PageStyle> = new Set<PageStyle>(['funeral', 'game']);

const fits = (s: string, max: number, maxWords: number) => s.length <= max && s.split(/\s+/).length <= maxWords;

/** Context the writer resolves from its input: blueprint, language, voice. */
export interface CopyContext { blueprint: BlueprintId; lang: string; voice: Voice }

/** Resolve the writer input's defaults from the brief. */
export function copyContext(input: WriterInput): CopyContext {
  return {
    blueprint: input.blueprint ?? chooseBlueprint(input.brief),
    lang: input.lang ?? 'en',
    voice: input.voice ?? detectVoice(input.brief.description, input.lang),
  };
}

/** Deterministic copy for a brief: same brief and context, same copy. Never throws for a valid brief. */
export function offlineCopy(input: Brief, _type: GeneratorType, ctx: Partial<CopyContext> = {}): SiteCopy {
  const lang = ctx.lang ?? 'en';
  // An English description typed all in lower case gets the capitals English always writes ("in Swindon", "Caribbean").
  const brief = lang.split('-')[0] === 'en' ? { ...input, description: casedLikeEnglish(input.description) } : input;
  const blueprint = ctx.blueprint ?? chooseBlueprint(brief);
  const voice = ctx.voice ?? detectVoice(brief.description, lang);
  const w = wordsFor(lang, blueprint, voice, styleOf(blueprint, brief));
  const primary = w.copyLang;
  const name = clip(brief.business_name, 120);
  const audience = inSentence(brief.target_audience.trim().replace(/[.!]+$/, ''), primary);
  const feats = brief.key_features.map((f) => clip(f, 120));
  const vars = { name, audience: clip(audience, 200), features: joinList(feats.map((f) => inSentence(f, primary)), primary) || name };
  const t = (s: string, max: number) => clip(fill(s, vars), max);
  const c = w.copy;
  const texts = pick(c.featureText, voice);
  // A line about what each feature is (in a language with themed lines), else the blueprint's rotating lines.
  // Some styles keep their own lines (`OWN_LINES`).
  const rotating = (i: number) => texts[i % texts.length]!;
  const lines = OWN_LINES.has(w.style) ? feats.map((_, i) => rotating(i)) : featureLines(feats, primary, voice, rotating);
  const features = feats.length
    ? feats.map((f, i) => ({ title: f, text: t(lines[i]!, 600) }))
    : pick(c.benefits, voice).map((b) => ({ title: t(b.title, 120), text: t(b.text, 600) }));
  const core = corePhrase(brief.description, 6, lang.split('-')[0]);
  // Section intros ("For {audience}.") the lead must not say again.
  const intros = Object.values(c.sections).map((sec) => (sec.intro ? t(pick(sec.intro, voice), 400) : '')).filter(Boolean);
  const hl = headlineAndLead(brief, lang.split('-')[0]!, intros);
  // The name as the headline: whole words within the limits, a bracket left open by the name or the cut dropped.
  const headline = hl.headline || pairedBrackets(wordsUpTo(name, HEADLINE_MAX_CHARS, 10));
  // A long description's lead keeps the sentences that fit under the headline (`LEAD_MAX_CHARS`); the rest, the owner's
  // own words about the business, stand in the about section instead of the phrasebook's paragraph.
  const [lead, more] = leadAndMore(hl.lead);
  return {
    // The page title is "name | tagline", never with an ellipsis: the tagline is a whole phrase or the name.
    tagline: [core, headline].find((x) => x && fits(x, 60, 8) && x.toLowerCase() !== name.toLowerCase()) ?? wordsUpTo(name, 60, 8),
    headline,
    subheadline: clip(withStop(lead), 400),
    primaryCta: clip(c.cta.primary, 32),
    secondaryCta: clip(c.cta.secondary, 32),
    features,
    benefits: pick(c.benefits, voice).map((b) => ({ title: t(b.title, 120), text: t(b.text, 600) })),
    steps: pick(c.steps, voice).map((s) => ({ title: t(s.title, 120), text: t(s.text, 600) })),
    // An answer built on the features reads badly without any ("Mainly Casa Nonna."): leave it out then.
    faq: pick(c.faq, voice).filter((f) => feats.length || !f.a.includes('{features}')).map((f) => ({ q: t(f.q, 160), a: t(f.a, 600) })),
    about: more || t(pick(c.about, voice), 900),
    closingHeading: t(pick(c.closing.heading, voice), 90),
    closingText: t(pick(c.closing.text, voice), 300),
    metaDescription: clip(brief.description, 155),
  };
}

/** Most characters of a hero's lead made of several sentences: two or three lines under the headline at 1280 px. */
const LEAD_MAX_CHARS = 240;
/** Most characters of a long description's rest (`leadAndMore`): what a section's intro holds (build-blocks, 600). */
const MORE_MAX_CHARS = 600;

/**
 * A lead split into the sentences that fit a hero (`LEAD_MAX_CHARS`, the first sentence always) and the rest ('' when all
 * fit): "We do everything from small garden makeovers… We pride ourselves on… We offer free quotes…" keeps the first
 * under the headline. Pure.
 */
function leadAndMore(lead: string): [string, string] {
  const all = sentences(lead);
  let n = 1;
  while (n < all.length && all.slice(0, n + 1).join(' ').length <= LEAD_MAX_CHARS) n++;
  // The rest in whole sentences, as many as an intro holds (`MORE_MAX_CHARS`).
  let m = n;
  while (m < all.length && all.slice(n, m + 1).join(' ').length <= MORE_MAX_CHARS) m++;
  return [all.length ? all.slice(0, n).join(' ') : lead, all.slice(n, m).join(' ')];
}

/** The offline writer: `offlineCopy` behind the ContentWriter port; `fallbacks` is always empty. */
export function createOfflineWriter(): ContentWriter {
  return {
    name: 'offline',
    write: async (input: WriterInput) => ({ copy: offlineCopy(input.brief, input.type, copyContext(input)), fallbacks: [] }),
  };
}
