import * as z from 'zod/mini';
import '@sitewright/core/schemas/zod-locale';
import type { Brief, GeneratorType } from '@sitewright/core';
import { HEADLINE_MAX_CHARS } from './headline';
import type { BlueprintId, Voice } from './i18n/types';

/**
 * The content-writer port (issue 3 §4): something that writes a site's *copy* as data. The offline
 * writer and the OpenAI writer return the same shape, validated by `siteCopySchema`; code renders it.
 */

const line = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const wordCount = (s: string) => s.trim().split(/\s+/).length;
/** Brackets come in pairs: a headline is never cut inside "(AWS, Azure, GCP)". Also the offline writer's test for a name used as headline. */
export const balanced = (s: string) => [['(', ')'], ['[', ']'], ['{', '}']].every(([o, c]) => s.split(o!).length === s.split(c!).length);
const pair = z.object({ title: line(120), text: line(600) });

/** Site copy: plain text only (the renderer escapes it); lengths keep layouts intact. */
export const siteCopySchema = z.object({
  tagline: line(60).check(z.refine((s) => wordCount(s) <= 8, 'at most 8 words'), z.describe('Short phrase for the page title, 2 to 6 words')),
  headline: line(HEADLINE_MAX_CHARS).check(
    z.refine((s) => wordCount(s) <= 10, 'at most 10 words'),
    z.refine((s) => balanced(s) && !/[…]|\.\.\.$/.test(s), 'complete phrase: brackets balanced, not clipped'),
    z.describe('The hero heading (the single h1): at most 10 words, a complete phrase, in the language of the brief'),
  ),
  subheadline: line(400).check(z.describe('One or two sentences under the headline')),
  primaryCta: line(32).check(z.describe('Label of the main call-to-action button')),
  secondaryCta: line(32).check(z.describe('Label of the secondary button')),
  features: z.array(pair).check(z.minLength(1), z.maxLength(12), z.describe('One block per key feature of the brief, in order')),
  benefits: z.array(pair).check(z.minLength(2), z.maxLength(4), z.describe('Benefits for the target audience')),
  steps: z.array(pair).check(z.minLength(3), z.maxLength(4), z.describe('How it works / how we work, in order')),
  faq: z.array(z.object({ q: line(160), a: line(600) })).check(z.minLength(3), z.maxLength(6),
    z.describe('Questions a visitor of this kind of business asks (booking, delivery, security…), answered without inventing facts')),
  about: line(900).check(z.describe('A short paragraph about the approach of the business that does not repeat the description')),
  closingHeading: line(90),
  closingText: line(300),
  metaDescription: line(160).check(z.describe('Search-result description, at most 155 characters')),
});
/** Validated site copy. */
export type SiteCopy = z.infer<typeof siteCopySchema>;
/** Names of the copy fields, in schema order (also the names recorded in `fallbacks`). */
export const COPY_FIELDS = Object.keys(siteCopySchema.shape) as (keyof SiteCopy)[];

/** What a writer gets: the validated brief, its generator type (SPEC §3), blueprint, language and voice (issue 15). */
export interface WriterInput {
  brief: Brief;
  type: GeneratorType;
  /** Defaults: the blueprint chosen from the brief, English, "we". */
  blueprint?: BlueprintId;
  /** BCP 47 tag of the page language; the writer writes in it. */
  lang?: string;
  voice?: Voice;
}

/**
 * What a writer returns: complete copy, plus the copy fields that fell back to the offline writer
 * because the model did not deliver them validly (empty for the offline writer itself).
 */
export interface WriterResult {
  copy: SiteCopy;
  fallbacks: (keyof SiteCopy)[];
}

/**
 * The content-writer port. `write` resolves with complete copy or rejects with `UpstreamError`
 * (@sitewright/core) when a remote model cannot be reached after its retries.
 */
export interface ContentWriter {
  name: string;
  write(input: WriterInput): Promise<WriterResult>;
}
