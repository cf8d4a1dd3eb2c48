import * as z from 'zod/mini';
import './zod-locale';
import { DEFAULT_STYLE, STYLE_VALUES } from '../mappings';
import { optionalText, requiredText } from './common';

/**
 * A comma that separates features: not one between a digit and a group of exactly three digits, which
 * groups thousands ("£5,000 in prizes", "1,200 m²"); "Sizes 8,10,12" still splits.
 */
const FEATURE_COMMA = /,(?!(?<=\d,)\d{3}(?!\d))/u;

/**
 * Split key features: a comma-separated entry (or a list) becomes a list of trimmed, non-blank strings
 * (SPEC §3 "key_features (list of strings from a comma-separated entry, trimmed, blanks dropped)"). A
 * thousands separator ("£5,000 in prizes") is part of its number, not a list comma (`FEATURE_COMMA`).
 */
export function splitKeyFeatures(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(FEATURE_COMMA) : value.flatMap((v) => v.split(FEATURE_COMMA));
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

/** At most 30 key features of at most 200 characters each; the generator uses the first 12. */
const KEY_FEATURE_MAX = 200;
const KEY_FEATURES_MAX = 30;
/** The comma-separated form of 30 features of 200 characters. */
const KEY_FEATURES_TEXT_MAX = KEY_FEATURES_MAX * (KEY_FEATURE_MAX + 2);

/**
 * The generation request of SPEC §3, also the generator's *brief*. Strings are trimmed; required ones
 * must be non-blank (SPEC §5). `style_preference` defaults to `modern`; unknown styles are refused.
 */
export const generationRequestSchema = z.object({
  business_name: requiredText(120),
  industry: requiredText(60),
  description: requiredText(2000),
  target_audience: requiredText(1000),
  // Limits hold for the split features, whichever form was sent: a comma-separated string used to slip
  // past the per-feature limit here and be refused only later, by the generate worker.
  key_features: z.pipe(
    z.pipe(
      z._default(z.union([z.string().check(z.maxLength(KEY_FEATURES_TEXT_MAX)), z.array(z.string().check(z.maxLength(KEY_FEATURE_MAX))).check(z.maxLength(KEY_FEATURES_MAX))]), []),
      z.transform((v: string | string[]) => splitKeyFeatures(v)),
    ),
    z.pipe(
      z.array(z.string().check(z.maxLength(KEY_FEATURE_MAX))).check(z.maxLength(KEY_FEATURES_MAX)),
      z.transform((v) => v.slice(0, 12)),
    ),
  ),
  // Words and hex codes only ("navy and gold", "#0f766e, sand"): never characters that could end a CSS
  // declaration or an HTML element, even though the renderer escapes (issue 18; OWASP ASVS 5.1.3 allow-list).
  color_scheme: z.pipe(optionalText(60), z.transform((v: string | null) => v).check(z.refine((v) => v === null || /^[\p{L}\p{M}\p{N}\s#,&/().'+-]*$/u.test(v),
    { message: 'must be colour names or hex codes, such as "navy and gold" or "#0f766e"' }))),
  style_preference: z._default(z.enum(STYLE_VALUES), DEFAULT_STYLE),
  // What POST /api/upload/logo answers (`/api/uploads/…`) or an https address: never javascript:, data:
  // or another scheme (issue 18; OWASP ASVS 5.1.3, 5.2.6).
  logo_url: z.pipe(optionalText(500), z.transform((v: string | null) => v).check(z.refine((v) => v === null || /^\/api\/uploads\/[A-Za-z0-9._/-]+$/.test(v) && !v.includes('..') || /^https:\/\/[^\s"'<>\\]+$/i.test(v),
    { message: 'must be the address the logo upload answered (/api/uploads/…) or an https URL' }))),
  template_id: optionalText(100),
  /**
   * The site's language as a BCP 47 tag ("es", "pt-BR"); omitted or null: detected from the brief
   * (issue 15 §5). Checked for shape only: an unsupported language gets English fixed strings.
   */
  language: z.optional(z.nullable(z.string().check(z.trim(), z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as "en", "es" or "pt-BR"'), z.maxLength(35)))),
});
export type GenerationRequest = z.output<typeof generationRequestSchema>;
/** Alias used by the site generator: a validated generation request. */
export type Brief = GenerationRequest;

/** Generation response (SPEC §3). */
export const generationResponseSchema = z.object({ success: z.boolean(), project_id: z.string() });
export type GenerationResponse = z.infer<typeof generationResponseSchema>;
