import fc from 'fast-check';
import { generationRequestSchema, STYLE_VALUES } from '@sitewright/core';
import { businessDetailsSchema, PRICE_PERIODS, SOCIAL_NETWORKS, WEEKDAYS } from '@sitewright/core/schemas/details';
import { detailSections, detailsProblems, withDetails } from './details';
import { generateSite } from './generate';
import { createOfflineWriter } from './offline-writer';
import { elements } from './test-dom';
import { eachOutcomeAtLeast, propertyRuns } from './testing/property-runs';

/**
 * Property: whatever details the API accepts (businessDetailsSchema), PUT /api/project/{id}/details
 * either refuses them with the reasons (`detailsProblems`, a 422) or renders the site with them
 * (`withDetails`): never an exception, which the API would answer with a 500, and the page keeps one
 * h1 and one main. Text fields carry markup and long words, prices odd amounts in any currency.
 */

const word = fc.constantFrom('Studio', 'Café', '<b>x</b>', 'Ünïcödé', '東京', 'مرحبا', '&amp;', 'a'.repeat(60), '"quoted"', 'Room', '12', '—');
const line = (max: number) => fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(' ').slice(0, max).trim() || 'x');
const hhmm = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45)).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const money = fc.record({ amount: fc.constantFrom('0', '9.5', '18.50', '999999999', '1200'), currency: fc.constantFrom('EUR', 'GBP', 'JPY', 'USD', 'KWD', 'CHF') });
const item = fc.record({
  title: line(200),
  text: fc.option(line(1200), { nil: undefined }),
  price: fc.option(money, { nil: undefined }),
  period: fc.option(fc.constantFrom(...PRICE_PERIODS), { nil: undefined }),
  includes: fc.option(fc.array(line(200), { maxLength: 12 }), { nil: undefined }),
  role: fc.option(line(120), { nil: undefined }),
  date: fc.option(fc.constantFrom('2026-12-31', '2027-02-28', '1999-01-01'), { nil: undefined }),
  time: fc.option(hhmm, { nil: undefined }),
  url: fc.option(fc.constantFrom('https://example.com/a?b=c&d=e%22', 'https://tickets.example.org/x'), { nil: undefined }),
}, { requiredKeys: ['title'] });

/** A site's own section ids, or ids it does not have (which must be refused, not crash). */
const details = (ids: readonly string[]) => fc.record({
  email: fc.option(fc.constantFrom('owner@example.com', 'a.b+c@example.co.uk'), { nil: undefined }),
  phone: fc.option(fc.constantFrom('+351 21 886 0000', '+1 (212) 555-0100', '+81 3-1234-5678'), { nil: undefined }),
  address: fc.option(fc.record({ street: line(200), city: line(100), postcode: fc.option(fc.constantFrom('1100-148', 'SW1A 1AA', ''), { nil: undefined }), country: fc.constantFrom('PT', 'GB', 'JP', 'DE', 'AE') }), { nil: undefined }),
  hours: fc.option(fc.array(fc.record({ days: fc.uniqueArray(fc.constantFrom(...WEEKDAYS), { minLength: 1, maxLength: 7 }), opens: hhmm, closes: hhmm }), { maxLength: 14 }), { nil: undefined }),
  area: fc.option(line(300), { nil: undefined }),
  social: fc.option(fc.array(fc.record({ network: fc.constantFrom(...SOCIAL_NETWORKS), url: fc.constantFrom('https://instagram.com/studio', 'https://example.com/x') }), { maxLength: 12 }), { nil: undefined }),
  sections: fc.option(fc.dictionary(fc.constantFrom(...ids, 'no-such-section'), fc.record({ items: fc.array(item, { maxLength: 6 }) }), { maxKeys: 3 }), { nil: undefined }),
}).map((d) => businessDetailsSchema.parse(d));

const BRIEFS = [
  { business_name: 'Casa Nonna', industry: 'Food & Restaurant', description: 'Family-run trattoria serving hand-made pasta.', target_audience: 'Local families', key_features: ['Wood-fired oven'] },
  { business_name: 'Ledgerly', industry: 'Finance', description: 'Bookkeeping software for freelancers.', target_audience: 'Sole traders', key_features: ['Bank feeds', 'VAT returns'] },
  { business_name: 'Harbor & Oak', industry: 'Real Estate', description: 'Estate agency selling coastal homes.', target_audience: 'Families', key_features: ['Free valuation'] },
  { business_name: 'Neon Static', industry: 'Entertainment', description: 'Synthwave band on a European tour.', target_audience: 'Fans', key_features: ['Tour dates'] },
  { business_name: 'Hartley Plumbing', industry: 'Other', description: 'Plumbers in Leeds: boiler servicing and repairs.', target_audience: 'Homeowners', key_features: ['Same-day call-outs'] },
  { business_name: 'مخبز الياسمين', industry: 'Food & Restaurant', description: 'مخبز عائلي يقدم الخبز الطازج.', target_audience: 'العائلات', key_features: [] },
];

describe('business details on any site (property)', () => {
  it('It should refuse details with reasons or render them, never throw, on every blueprint', async () => {
    const sites = await Promise.all(BRIEFS.map(async (b, i) => (await generateSite(generationRequestSchema.parse({ ...b, style_preference: STYLE_VALUES[i % STYLE_VALUES.length] }), { writer: createOfflineWriter() })).site));
    const seen = { rendered: 0, refused: 0 };
    for (const site of sites) {
      const ids = detailSections(site).map((s) => s.section);
      fc.assert(fc.property(details(ids), (d) => {
        const problems = detailsProblems(site, d);
        if (problems.length) {
          // A refusal names the field and says why (the 422's loc and msg).
          for (const p of problems) { expect(p.path.length).toBeGreaterThan(0); expect(p.message.length).toBeGreaterThan(5); }
          seen.refused++;
          return;
        }
        seen.rendered++;
        const { files } = withDetails(site, d);
        const els = elements(files['index.html']);
        expect(els.filter((e) => e.tag === 'h1')).toHaveLength(1);
        expect(els.filter((e) => e.tag === 'main')).toHaveLength(1);
        if (d.phone) expect(files['index.html']).toContain(`tel:${d.phone.replace(/[^\d+]/g, '')}`);
      }), { numRuns: propertyRuns(8), seed: 20261126 });
    }
    // Both outcomes happen (a section id the page lacks is refused): the runs are not all one kind.
    const least = eachOutcomeAtLeast(seen.rendered + seen.refused);
    expect(seen.rendered).toBeGreaterThanOrEqual(least);
    expect(seen.refused).toBeGreaterThanOrEqual(least);
  });
});
