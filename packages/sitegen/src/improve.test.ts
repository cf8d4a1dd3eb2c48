import { ValidationError } from '@sitewright/core';
import { generateSite } from './generate';
import { improveSection } from './improve';
import { createOfflineImprover } from './improve-offline';
import type { SiteModel } from './model';
import { createOfflineWriter } from './offline-writer';
import { sectionSelectors } from './selectors';
import { BRIEFS } from './test-fixtures';

const improver = createOfflineImprover();
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
let site: SiteModel;
let html: string;
beforeAll(async () => {
  ({ site, files: { 'index.html': html } } = await generateSite(BRIEFS.restaurant, { writer: createOfflineWriter(), layout: 0 }));
});

/** The element with `id` as [start, end) offsets in html: from its opening tag to its matching close. */
function span(doc: string, id: string): [number, number] {
  const start = doc.indexOf(`id="${id}"`);
  const open = doc.lastIndexOf('<', start);
  const tag = /^<([a-z]+)/.exec(doc.slice(open))![1]!;
  let depth = 0;
  const re = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  re.lastIndex = open;
  for (let m = re.exec(doc); m; m = re.exec(doc)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return [open, m.index + m[0].length];
  }
  throw new Error('unbalanced');
}

function expectOnlyChanged(before: string, after: string, id: string) {
  const [s1, e1] = span(before, id);
  const [s2, e2] = span(after, id);
  expect(after.slice(0, s2)).toBe(before.slice(0, s1));
  expect(after.slice(e2)).toBe(before.slice(e1));
  expect(after.slice(s2, e2)).not.toBe(before.slice(s1, e1));
}

describe('improveSection with the offline improver', () => {
  it('It should list every block as a selector', () => {
    expect(sectionSelectors(site)).toEqual(['#site-header', '#site-nav', '#hero', '#about', '#menu', '#gallery', '#hours', '#reservations', '#site-footer']);
  });

  it.each([
    ['#hero', 'change the heading to "Fresh pasta daily"', 'Fresh pasta daily'],
    ['menu', 'Set the paragraph to "Our favourites this season."', 'Our favourites this season.'],
    ['#hero', 'change the button text to "Reserve now"', 'Reserve now'],
    ['#site-footer', 'change the heading to "Casa Nonna, Via Roma"', 'Casa Nonna, Via Roma'],
    ['#site-header', 'rename the title to "Casa Nonna Trattoria"', 'Casa Nonna Trattoria'],
  ])('It should set text in %s and leave the rest of index.html byte-identical (%s)', async (sel, prompt, expected) => {
    const out = await improveSection(site, sel, prompt, undefined, { improver });
    expect(out.files['index.html']).toContain(expected);
    expectOnlyChanged(html, out.files['index.html'], sel.replace('#', ''));
  });

  it('It should switch layout, remove items and add an image inside the section only', async () => {
    const a = await improveSection(site, '#menu', 'switch to the list layout', undefined, { improver });
    expect(a.site.sections.find((s) => s.id === 'menu')!.variant).toBe('list');
    expectOnlyChanged(html, a.files['index.html'], 'menu');
    const b = await improveSection(site, '#menu', 'remove item 2', undefined, { improver });
    expect(b.site.sections.find((s) => s.id === 'menu')!.items.map((i) => i.title)).not.toContain('Wood-fired oven');
    expectOnlyChanged(html, b.files['index.html'], 'menu');
    const c = await improveSection(site, '#site-nav', 'remove "About"', undefined, { improver });
    const [s0, e0] = span(c.files['index.html'], 'site-nav');
    expect(c.files['index.html'].slice(s0, e0)).not.toContain('>About<');
    expect(html.slice(...span(html, 'site-nav'))).toContain('>About<');
    expectOnlyChanged(html, c.files['index.html'], 'site-nav');
    const d = await improveSection(site, '#about', 'add the uploaded image', { dataUrl: PNG, alt: 'Our dining room' }, { improver });
    expect(d.files['index.html']).toContain(`<img src="${PNG}" alt="Our dining room"`);
    expectOnlyChanged(html, d.files['index.html'], 'about');
    // A stored upload added to a section with a picture of its own becomes that picture, in its layout (issue 17 §4).
    const e = await improveSection(site, '#about', 'add the photo', { dataUrl: PNG, alt: 'Chef', fileName: 'chef.png' }, { improver });
    const about = e.files['index.html'].slice(...span(e.files['index.html'], 'about'));
    expect(about).toMatch(/<img[^>]* src="chef.png" alt="Chef"/);
    expect(about.match(/<img /g)).toHaveLength(1);
    expect(e.changes).toEqual(['Image placed as the section’s picture']);
  });

  it('It should do every part of a request joined by "and", or none, and say what changed (issue 17 §4)', async () => {
    const both = await improveSection(site, '#hours', 'make the background navy and the buttons orange', undefined, { improver });
    const hours = both.site.sections.find((b) => b.id === 'hours')!;
    expect(hours.colors).toEqual({ background: '#1e2a5a', accent: '#ea580c' });
    expect(both.changes).toEqual(['Background colour set to #1e2a5a', 'Accent (button) colour set to #ea580c']);
    const text = await improveSection(site, '#hero', 'change the heading to "Fish and chips, fried fresh" and use another layout', undefined, { improver });
    expect(text.changes).toEqual(['Heading changed to “Fish and chips, fried fresh”', expect.stringMatching(/^Layout switched to /)]);
    // One part that cannot be done offline: nothing changes, and the answer names that part.
    await expect(improveSection(site, '#hours', 'make the background navy and make it more exciting', undefined, { improver }))
      .rejects.toThrow(/^Nothing was changed: “make it more exciting” cannot be done\./);
    // Shorten keeps each paragraph's first sentence, and refuses when there is nothing left to cut.
    const long = { ...site, sections: site.sections.map((b) => (b.id === 'hours' ? { ...b, intro: 'Open daily. Closed on holidays.' } : b)) };
    const short = await improveSection(long, '#hours', 'shorten the text', undefined, { improver });
    expect(short.site.sections.find((b) => b.id === 'hours')!.intro).toBe('Open daily.');
    expect(short.changes).toContain('Paragraph shortened');
    await expect(improveSection(short.site, '#hours', 'shorten the text', undefined, { improver })).rejects.toThrow(/already one sentence/);
    const fresh = await improveSection(site, '#hours', 'use new colours', undefined, { improver });
    expect(fresh.changes).toEqual([expect.stringMatching(/^Background colour set to #[0-9a-f]{6}$/)]);
  });

  it('It should change colours through style.css only, keeping index.html identical', async () => {
    const out = await improveSection(site, '#hours', 'change the background colour to navy', undefined, { improver });
    expect(out.files['index.html']).toBe(html);
    expect(out.files['style.css']).toMatch(/#hours\{--bg:#1e2a5a;[^}]*--text:#[0-9a-f]{6}/);
    const accent = await improveSection(out.site, '#hours', 'make the accent colour #ffd60a', undefined, { improver });
    expect(accent.site.sections.find((s) => s.id === 'hours')!.colors).toEqual({ background: '#1e2a5a', accent: '#ffd60a' });
    const reset = await improveSection(accent.site, '#hours', 'reset the colours', undefined, { improver });
    expect(reset.files['style.css']).not.toContain('#hours{');
  });

  it('It should refuse unknown selectors and empty prompts with ValidationError', async () => {
    await expect(improveSection(site, '#nope', 'change the heading to "x"', undefined, { improver })).rejects.toThrow(/Unknown section selector.*#hero/);
    await expect(improveSection(site, '#hero', '   ', undefined, { improver })).rejects.toBeInstanceOf(ValidationError);
    await expect(improveSection(site, '#hero', 'add the image', { dataUrl: 'https://evil.example/x.png', alt: 'x' }, { improver })).rejects.toBeInstanceOf(ValidationError);
  });

  it('It should refuse free-form requests, listing offline instructions and the AI provider settings', async () => {
    const err = await improveSection(site, '#hero', 'make it more exciting', undefined, { improver }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as Error).message).toMatch(/change the heading to/);
    expect((err as Error).message).toMatch(/OPENAI_API_KEY/);
    expect((err as Error).message).toMatch(/OPENAI_BASE_URL/);
    await expect(improveSection(site, '#hero', 'add the image', undefined, { improver })).rejects.toThrow(/Upload an image/);
    await expect(improveSection(site, '#menu', 'remove item 9', undefined, { improver })).rejects.toThrow(/No such item/);
    await expect(improveSection(site, '#site-nav', 'use another layout', undefined, { improver })).rejects.toThrow(/only one layout/);
    await expect(improveSection(site, '#hero', 'change the background to a nice one', undefined, { improver })).rejects.toThrow(/No colour found/);
  });
});
