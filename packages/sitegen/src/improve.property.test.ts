import fc from 'fast-check';
import { generationRequestSchema, ValidationError } from '@sitewright/core';
import { generateSite } from './generate';
import { improveSection } from './improve';
import { createOfflineImprover } from './improve-offline';
import { createOfflineWriter } from './offline-writer';
import { sectionSelectors } from './selectors';
import { elements } from './test-dom';
import type { SiteModel } from './model';
import { eachOutcomeAtLeast, propertyRuns } from './testing/property-runs';

/**
 * Property: any instruction a user types into Improve, without an AI provider, on any section, either
 * changes that section or is refused with a ValidationError (a 422 listing what works offline); never
 * another exception (a 500), and the page keeps one h1 and one main.
 */

const quoted = fc.oneof(fc.constantFrom('New heading', '', 'x'.repeat(400), '<img src=x onerror=alert(1)>', 'Line\nbreak', '東京', '"'), fc.string({ maxLength: 120 }));
const colour = fc.constantFrom('navy', '#0f766e', '#fff', 'chartreuse', 'notacolour', '#12345', 'red; background:url(x)', 'transparent');
const instruction = fc.oneof(
  quoted.map((q) => `change the heading to "${q}"`),
  quoted.map((q) => `change the paragraph to "${q}"`),
  quoted.map((q) => `change the button to '${q}'`),
  colour.map((c) => `change the background colour to ${c}`),
  colour.map((c) => `change the accent colour to ${c}`),
  fc.constantFrom('reset the colours', 'use another layout', 'switch to the list layout', 'switch to the mosaic layout', 'remove the image',
    'remove the last item', 'remove item 1', 'remove item 99', 'remove "Item title"', 'restore the section', 'shorten the text', 'use new colours',
    'make it pop', '', '   ', 'and and and'),
  fc.array(fc.constantFrom('shorten the text', 'use new colours', 'remove the last item', 'change the heading to "Hi"', 'reset the colours'), { minLength: 2, maxLength: 4 }).map((a) => a.join(' and ')),
);
const image = fc.option(fc.record({
  dataUrl: fc.constantFrom('data:image/png;base64,iVBORw0KGgo=', 'data:text/html;base64,PHNjcmlwdD4=', 'javascript:alert(1)'),
  alt: fc.constantFrom('A photo', '', '<b>alt</b>'),
  fileName: fc.option(fc.constantFrom('photo.png', '../../etc/passwd', 'a b.png'), { nil: undefined }),
}, { requiredKeys: ['dataUrl', 'alt'] }), { nil: undefined });

const BRIEFS = [
  { business_name: 'Casa Nonna', industry: 'Food & Restaurant', description: 'Family-run trattoria serving hand-made pasta.', target_audience: 'Local families', key_features: ['Wood-fired oven', 'Private dining'] },
  { business_name: 'Ledgerly', industry: 'Finance', description: 'Bookkeeping software for freelancers.', target_audience: 'Sole traders', key_features: ['Bank feeds', 'VAT returns'] },
  { business_name: 'Harbor & Oak', industry: 'Real Estate', description: 'Estate agency selling coastal homes.', target_audience: 'Families', key_features: ['Free valuation'] },
].map((b) => generationRequestSchema.parse(b));

describe('improving a section without an AI provider (property)', () => {
  it('It should change the section or refuse with a 422, never throw otherwise, and keep the page whole', async () => {
    const sites: SiteModel[] = await Promise.all(BRIEFS.map(async (b) => (await generateSite(b, { writer: createOfflineWriter() })).site));
    const improver = createOfflineImprover();
    const seen = { changed: 0, refused: 0 };
    await fc.assert(fc.asyncProperty(fc.nat(sites.length - 1), fc.nat(40), instruction, image, async (k, n, prompt, img) => {
      const site = sites[k]!;
      const selectors = sectionSelectors(site);
      const selector = selectors[n % selectors.length]!;
      try {
        const { files } = await improveSection(site, selector, prompt, img, { improver });
        seen.changed++;
        const els = elements(files['index.html']);
        expect(els.filter((e) => e.tag === 'h1')).toHaveLength(1);
        expect(els.filter((e) => e.tag === 'main')).toHaveLength(1);
        // What was typed stays text: no element gains an event handler, a script or a javascript: address.
        expect(els.filter((e) => Object.keys(e.attrs).some((a) => a.startsWith('on')))).toEqual([]);
        expect(els.filter((e) => e.tag === 'script').map((e) => e.attrs.src ?? e.attrs.type)).toEqual(['script.js', 'application/ld+json']);
        expect(els.filter((e) => /^\s*javascript:/i.test(e.attrs.href ?? e.attrs.src ?? ''))).toEqual([]);
      } catch (e) {
        if (!(e instanceof ValidationError)) throw e;
        seen.refused++;
      }
    }), { numRuns: propertyRuns(2), seed: 20261126 });
    const least = eachOutcomeAtLeast(seen.changed + seen.refused);
    expect(seen.changed).toBeGreaterThanOrEqual(least);
    expect(seen.refused).toBeGreaterThanOrEqual(least);
  });
});
