import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { generationRequestSchema, STYLE_VALUES, toGeneratorType } from '@sitewright/core';
import { generateSite } from './generate';
import { createOfflineWriter, offlineCopy } from './offline-writer';
import { siteCopySchema } from './writer';
import { propertyRuns } from './testing/property-runs';

/**
 * Property: every brief the API accepts (generationRequestSchema) gets a site, never an error. The offline
 * writer's copy must fit the copy schema (headline ≤ 90 characters and 10 words, nothing clipped with "…")
 * whatever the brief's words: a counselling practice's 92-character opening phrase once failed generation.
 */

/** Words of real briefs, long ones among them, and the punctuation that decides where a phrase ends. */
const WORDS = ['Private', 'counselling', 'and', 'psychotherapy', 'for', 'anxiety,', 'depression', 'relationship', 'difficulties,',
  'in', 'person', 'Edinburgh', 'or', 'online', 'with', 'that', 'turns', 'meeting', 'notes', 'into', 'tasks', 'up', 'to', 'five',
  'internationalisation', 'multidisciplinary', 'physiotherapy', 'serving', 'since', '1987', 'family-run', 'trattoria', '—', ':',
  '(bespoke,', 'hand-made)', 'the', 'a', 'studio', 'Großstadtfotografie', 'und', 'für', 'café', 'мастерская', 'مخبز', '東京の陶芸スタジオ',
  'x', 'A', '&', '"quotes"', '<b>tags</b>', 'one-to-one', 'sports-injury', 'clinic', 'software', 'which', 'reconciles', 'bank', 'feeds',
  // …and every word of the benchmark's briefs, in ten languages.
  ...new Set((JSON.parse(readFileSync(path.join(__dirname, '..', 'bench', 'briefs-extra.json'), 'utf8')) as { description: string }[])
    .flatMap((b) => b.description.split(/\s+/)))];

const phrase = (min: number, max: number) => fc.array(fc.constantFrom(...WORDS), { minLength: min, maxLength: max }).map((w) => w.join(' '));
const sentence = phrase(1, 40).map((s) => `${s}${s.endsWith('.') ? '' : '.'}`);

/** A brief as a user could send it: sizes up to the schema's limits, parsed by the API's own schema. */
const brief = fc.record({
  business_name: phrase(1, 20).map((s) => s.slice(0, 120).trim() || 'A'),
  industry: fc.constantFrom('Healthcare', 'Technology', 'Food & Restaurant', 'Other', 'Education', 'Real Estate', 'E-commerce', 'Construction'),
  description: fc.array(sentence, { minLength: 1, maxLength: 4 }).map((s) => s.join(' ').slice(0, 2000)),
  target_audience: phrase(1, 30).map((s) => s.slice(0, 1000).trim() || 'y'),
  key_features: fc.array(phrase(1, 12).map((s) => s.slice(0, 200)), { maxLength: 14 }),
  style_preference: fc.constantFrom(...STYLE_VALUES),
}).map((b) => generationRequestSchema.parse(b));

describe('generation from any valid brief (property)', () => {
  it('It should write offline copy that fits the copy schema, in every language the brief may be in', () => {
    fc.assert(fc.property(brief, fc.constantFrom('en', 'de', 'fr', 'ja', 'ar'), (b, lang) => {
      const copy = offlineCopy(b, toGeneratorType(b.industry), { lang });
      const parsed = siteCopySchema.safeParse(copy);
      if (!parsed.success) throw new Error(`${JSON.stringify(copy.headline)}: ${parsed.error.message}`);
      expect(copy.headline.length).toBeLessThanOrEqual(90);
    }), { numRuns: propertyRuns(), seed: 20261126 });
  });

  it('It should generate a site for any valid brief', async () => {
    await fc.assert(fc.asyncProperty(brief, async (b) => {
      const { files, site } = await generateSite(b, { writer: createOfflineWriter() });
      expect(files['index.html']).toContain('<h1');
      expect(site.sections.length).toBeGreaterThan(0);
    }), { numRuns: propertyRuns(5), seed: 20261126 });
  });
});
