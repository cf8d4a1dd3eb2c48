import type { Brief, GeneratorType } from '@sitewright/core';
import { chooseBlueprint } from './choose-blueprint';
import { corePhrase, detectVoice, headlineFrom } from './headline';
import type { BlueprintId, Voice } from './i18n/types';
import { clip, joinList, lcFirst, sentences, ucFirst, withStop } from './text';
import { fill, pick, wordsFor } from './words';
import type { ContentWriter, SiteCopy, WriterInput } from './writer';

/**
 * The offline content writer (issue 3 §4, issue 15 §3): deterministic copy from the brief's own words
 * and the blueprint's phrasebook in the page language (i18n/copy-*.ts), in the brief's voice. The
 * description appears once (the hero's lead); the headline is its opening phrase of at most 10 words,
 * never cut inside brackets or mid-phrase; steps, benefits and FAQ are the trade's own. No statistics,
 * names, reviews, prices or hours are invented; the sections that need those carry marked samples.
 */

/**
 * Headline and lead from the description (issue 15 §3): the description is said once. The headline is
 * its opening phrase (`headlineFrom`); when that is the whole first sentence, the lead goes on with the
 * rest; when the sentence goes on after a colon, a dash or a ", with…" clause, the lead starts there; when the lead would
 * otherwise repeat a cut-short headline, an English headline says what and for whom instead
 * ("Bookkeeping software for freelancers and sole traders"), from the brief's words only.
 */
export function headlineAndLead(brief: Brief, lang: string): { headline: string; lead: string } {
  const description = brief.description.trim();
  // "SentinelGrid is a B2B cloud-security SaaS that…": the headline starts at what it is, not with the name again.
  const esc = brief.business_name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const named = lang === 'en' ? new RegExp(`^${esc}\\s+(is|are)\\s+(a|an|the)\\s+`, 'i').exec(description) : null;
  const what = named ? ucFirst(description.slice(named[0].length)) : description;
  const all = sentences(description);
  const s0 = (all[0] ?? '').replace(/[.!?。！？]+$/u, '').trim();
  const h = headlineFrom(what, 10, lang);
  const norm = (x: string) => x.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const rest = all.slice(1).join(' ');
  if (!h) return { headline: '', lead: description };
  if (norm(s0) === norm(h)) return { headline: h, lead: rest || description };
  const after = s0.startsWith(h) ? s0.slice(h.length).trim() : '';
  if (/^([:—–-]|,\s*(with|including|plus|from|for|in|con|com|avec|mit|met)\b)/iu.test(after)) {
    const tail = after.replace(/^[:—–,-]+\s*/, '');
    return { headline: h, lead: `${tail[0]!.toLocaleUpperCase()}${tail.slice(1)}.${rest ? ` ${rest}` : ''}` };
  }
  const core = corePhrase(what);
  const who = corePhrase(lcFirst(brief.target_audience.trim()), 7);
  const words = `${core} for ${lcFirst(who)}`.split(/\s+/);
  const ok = lang === 'en' && core && who && !/\bfor\b/i.test(h) && core.split(/\s+/).length <= 5 && words.length <= 10;
  return { headline: ok ? words.join(' ') : h, lead: description };
}

/** The leading whole words of `s` within `max` characters (no ellipsis: a title never shows one). */
const wordsUpTo = (s: string, max: number) => (s.length <= max ? s : s.slice(0, max + 1).replace(/\s+\S*$/, '') || s.slice(0, max));

/** Context the writer resolves from its input: blueprint, language, voice. */
export interface CopyContext { blueprint: BlueprintId; lang: string; voice: Voice }

/** Resolve the writer input's defaults from the brief. */
export function copyContext(input: WriterInput): CopyContext {
  return {
    blueprint: input.blueprint ?? chooseBlueprint(input.brief),
    lang: input.lang ?? 'en',
    voice: input.voice ?? detectVoice(input.brief.description),
  };
}

/** Deterministic copy for a brief: same brief and context, same copy. Never throws for a valid brief. */
export function offlineCopy(brief: Brief, _type: GeneratorType, ctx: Partial<CopyContext> = {}): SiteCopy {
  const blueprint = ctx.blueprint ?? chooseBlueprint(brief);
  const lang = ctx.lang ?? 'en';
  const voice = ctx.voice ?? detectVoice(brief.description);
  const w = wordsFor(lang, blueprint, voice);
  const primary = w.copyLang;
  const name = clip(brief.business_name, 120);
  const audience = primary === 'en' ? lcFirst(brief.target_audience.trim().replace(/[.!]+$/, '')) : brief.target_audience.trim().replace(/[.!]+$/, '');
  const feats = brief.key_features.map((f) => clip(f, 120));
  const vars = { name, audience: clip(audience, 200), features: joinList(feats.map((f) => (primary === 'en' ? lcFirst(f) : f)), primary) || name };
  const t = (s: string, max: number) => clip(fill(s, vars), max);
  const c = w.copy;
  const texts = pick(c.featureText, voice);
  const features = feats.length
    ? feats.map((f, i) => ({ title: f, text: t(texts[i % texts.length]!, 600) }))
    : pick(c.benefits, voice).map((b) => ({ title: t(b.title, 120), text: t(b.text, 600) }));
  const core = corePhrase(brief.description, 6, lang.split('-')[0]);
  const hl = headlineAndLead(brief, lang.split('-')[0]!);
  const headline = hl.headline || clip(name, 90);
  const lead = hl.lead;
  return {
    // The page title is "name | tagline", never with an ellipsis: the tagline is a whole phrase or the name.
    tagline: [core, headline].find((x) => x && x.length <= 60 && x.toLowerCase() !== name.toLowerCase()) ?? wordsUpTo(name, 60),
    headline,
    subheadline: clip(withStop(lead), 400),
    primaryCta: clip(c.cta.primary, 32),
    secondaryCta: clip(c.cta.secondary, 32),
    features,
    benefits: pick(c.benefits, voice).map((b) => ({ title: t(b.title, 120), text: t(b.text, 600) })),
    steps: pick(c.steps, voice).map((s) => ({ title: t(s.title, 120), text: t(s.text, 600) })),
    // An answer built on the features reads badly without any ("Mainly Casa Nonna."): leave it out then.
    faq: pick(c.faq, voice).filter((f) => feats.length || !f.a.includes('{features}')).map((f) => ({ q: t(f.q, 160), a: t(f.a, 600) })),
    about: t(pick(c.about, voice), 900),
    closingHeading: t(pick(c.closing.heading, voice), 90),
    closingText: t(pick(c.closing.text, voice), 300),
    metaDescription: clip(brief.description, 155),
  };
}

/** The offline writer: `offlineCopy` behind the ContentWriter port; `fallbacks` is always empty. */
export function createOfflineWriter(): ContentWriter {
  return {
    name: 'offline',
    write: async (input: WriterInput) => ({ copy: offlineCopy(input.brief, input.type, copyContext(input)), fallbacks: [] }),
  };
}
