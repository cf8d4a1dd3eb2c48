import fc from 'fast-check';
import { generationRequestSchema, ValidationError } from '@sitewright/core';
import { editSite, type SiteEdit } from './edit-site';
import { generateSite } from './generate';
import { VARIANTS, type SiteModel } from './model';
import { createOfflineWriter } from './offline-writer';
import { elements } from './test-dom';
import { eachOutcomeAtLeast, propertyRuns } from './testing/property-runs';

/**
 * Property: any run of edits a user can make in the editor (POST /api/project/{id}/edit: change a text,
 * move, duplicate, delete, switch the layout of or add a section) either applies or is refused with a
 * ValidationError (a 422 with the reason); never another exception (a 500), and after every applied
 * edit the page still has one h1, one main and one hero first.
 */

const FIELDS = ['heading', 'eyebrow', 'intro', 'navLabel', 'cta.label', 'cta2.label', 'items.0.title', 'items.1.text', 'items.2.meta', 'items.9.title', 'nope'] as const;
const value = fc.oneof(
  fc.constantFrom('', ' ', 'New heading', '<script>alert(1)</script>', 'Line one\nLine two', '\u0000\u001f tab\t', 'x'.repeat(3000), 'Ünïcödé 東京 مرحبا'),
  fc.string({ maxLength: 200 }),
);
/** An edit described by indexes, resolved against the site it is applied to (section ids change as edits apply). */
const step = fc.oneof(
  fc.record({ op: fc.constant('text' as const), section: fc.nat(12), field: fc.constantFrom(...FIELDS), value }),
  fc.record({ op: fc.constant('move' as const), section: fc.nat(12), direction: fc.constantFrom('up', 'down', 'sideways') }),
  fc.record({ op: fc.constantFrom('duplicate' as const, 'delete' as const), section: fc.nat(12) }),
  fc.record({ op: fc.constant('variant' as const), section: fc.nat(12), variant: fc.option(fc.constantFrom('grid', 'list', 'banner', 'split', 'mosaic', 'no-such'), { nil: undefined }) }),
  fc.record({ op: fc.constant('add' as const), kind: fc.constantFrom('features', 'faq', 'testimonials', 'cta', 'contact', 'gallery', 'nope'), after: fc.nat(12) }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function resolve(site: SiteModel, s: Step): SiteEdit {
  const id = (n: number) => site.sections[n % (site.sections.length + 1)]?.id ?? 'no-such-section';
  switch (s.op) {
    case 'text': return { op: 'text', path: `${id(s.section)}.${s.field}`, value: s.value };
    case 'move': return { op: 'move', section: id(s.section), direction: s.direction as 'up' | 'down' };
    case 'variant': return { op: 'variant', section: id(s.section), variant: s.variant };
    case 'add': return { op: 'add', kind: s.kind as 'faq', after: id(s.after) };
    default: return { op: s.op, section: id(s.section) };
  }
}

const BRIEFS = [
  { business_name: 'Casa Nonna', industry: 'Food & Restaurant', description: 'Family-run trattoria serving hand-made pasta.', target_audience: 'Local families', key_features: ['Wood-fired oven'] },
  { business_name: 'Ledgerly', industry: 'Finance', description: 'Bookkeeping software for freelancers.', target_audience: 'Sole traders', key_features: ['Bank feeds', 'VAT returns'] },
  { business_name: 'Neon Static', industry: 'Entertainment', description: 'Synthwave band on a European tour.', target_audience: 'Fans', key_features: ['Tour dates'] },
  { business_name: 'مخبز الياسمين', industry: 'Food & Restaurant', description: 'مخبز عائلي يقدم الخبز الطازج.', target_audience: 'العائلات', key_features: [] },
].map((b) => generationRequestSchema.parse(b));

describe('editing a site in place (property)', () => {
  it('It should apply or refuse with a 422 any run of edits, and keep the page whole', async () => {
    const sites = await Promise.all(BRIEFS.map(async (b) => (await generateSite(b, { writer: createOfflineWriter() })).site));
    const seen = { applied: 0, refused: 0 };
    await fc.assert(fc.asyncProperty(fc.nat(BRIEFS.length - 1), fc.array(step, { minLength: 1, maxLength: 8 }), async (k, steps) => {
      let site = sites[k]!;
      for (const s of steps) {
        let next;
        try {
          next = await editSite(site, resolve(site, s), BRIEFS[k]!);
        } catch (e) {
          if (e instanceof ValidationError) { seen.refused++; continue; }
          throw e;
        }
        seen.applied++;
        site = next.site;
        const els = elements(next.files['index.html']);
        expect(els.filter((e) => e.tag === 'h1')).toHaveLength(1);
        expect(els.filter((e) => e.tag === 'main')).toHaveLength(1);
        expect(site.sections[0]!.kind).toBe('hero');
        for (const b of site.sections) expect(VARIANTS[b.kind]).toContain(b.variant);
      }
    }), { numRuns: propertyRuns(8), seed: 20261126 });
    // Both outcomes happen: the runs are not all refusals (or all successes).
    const least = eachOutcomeAtLeast(seen.applied + seen.refused);
    expect(seen.applied).toBeGreaterThanOrEqual(least);
    expect(seen.refused).toBeGreaterThanOrEqual(least);
  });
});
