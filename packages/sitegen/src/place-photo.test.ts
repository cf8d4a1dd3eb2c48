import { ValidationError } from '@sitewright/core';
import { generateSite } from './generate';
import { createOfflineWriter } from './offline-writer';
import { imageRequests, imageSlots, placePhoto } from './place-photo';
import { BRIEFS } from './test-fixtures';
import { fill } from './words';

const photo = { source: 'pexels' as const, width: 1200, height: 960, src: 'img-hero-1200.jpg',
  variants: [{ file: 'img-hero-480.webp', width: 480, type: 'image/webp' }, { file: 'img-hero-1200.jpg', width: 1200, type: 'image/jpeg' }],
  credit: { name: 'Ana', url: 'https://www.pexels.com/@ana', site: 'Pexels', siteUrl: 'https://www.pexels.com' } };

describe('photos in a site', () => {
  it('It should ask for the hero first, with words from the brief and no text in AI pictures', async () => {
    const { site } = await generateSite(BRIEFS.restaurant, { writer: createOfflineWriter() });
    const reqs = imageRequests(site, BRIEFS.restaurant);
    expect(reqs[0]).toMatchObject({ slot: 'hero', role: 'hero', query: 'Family-run trattoria' });
    expect(reqs.map((r) => r.slot).sort()).toEqual(imageSlots(site).map((i) => i.id).sort());
    expect(reqs.every((r) => /no text/.test(r.prompt) && !/[<>]/.test(r.query))).toBe(true);
  });

  it('It should place a photo with srcset and its credit, and change nothing else', async () => {
    const { site, files } = await generateSite(BRIEFS.restaurant, { writer: createOfflineWriter(), layout: 1 });
    const out = placePhoto(site, 'hero', photo);
    expect(out.site.images.find((i) => i.id === 'hero')).toMatchObject({ source: 'pexels', src: 'img-hero-1200.jpg', alt: site.images[0]!.alt });
    expect(out.files['index.html']).toContain('<source type="image/webp" srcset="img-hero-480.webp 480w"');
    expect(out.files['index.html']).toContain('Photo: <a href="https://www.pexels.com/@ana" rel="noopener">Ana</a>');
    const about = (html: string) => /<section id="about"[\s\S]*?<\/section>/.exec(html)![0];
    expect(about(out.files['index.html'])).toBe(about(files['index.html']));
  });

  it('It should refuse an unknown slot and a photo without renditions', async () => {
    const { site } = await generateSite(BRIEFS.restaurant, { writer: createOfflineWriter() });
    expect(() => placePhoto(site, 'nope', photo)).toThrow(ValidationError);
    expect(() => placePhoto(site, 'hero', { ...photo, variants: [] })).toThrow(/at least one rendition/);
  });

  it('It should leave out unknown placeholders rather than show braces', () => {
    expect(fill('Welcome to {name}, {nobody}!', { name: 'Casa Nonna' })).toBe('Welcome to Casa Nonna, !');
    expect(fill('{audience}', {})).toBe('');
  });
});
