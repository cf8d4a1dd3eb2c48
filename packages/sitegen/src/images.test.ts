import { generationRequestSchema } from '@sitewright/core';
import { blueprint } from './blueprints';
import { generateSite } from './generate';
import { artFile, sectionArt } from './images';
import { createOfflineWriter } from './offline-writer';

const photographer = generationRequestSchema.parse({
  business_name: 'Inês Duarte Photography', industry: 'Other',
  description: 'I photograph about 25 weddings a year in Porto and the Douro valley. My style is natural and unposed.',
  target_audience: 'Couples planning a wedding in northern Portugal', key_features: ['Full-day coverage', 'Engagement shoot'],
});

describe('planImages', () => {
  it('It should show a portfolio\'s maker in their studio in "About me", never a gallery tile', () => {
    for (const layout of [0, 1] as const) {
      const about = blueprint('portfolio', layout).find((p) => p.kind === 'about')!;
      expect(sectionArt(about, about.picture!)).toBe('studio');
    }
    // Other sections keep the plan's picture.
    const restaurant = blueprint('restaurant', 0).find((p) => p.kind === 'about')!;
    expect(sectionArt(restaurant, restaurant.picture!)).toBe('table-setting');
  });

  it('It should give the about section a picture unlike every gallery picture', async () => {
    const { site, assets } = await generateSite(photographer, { writer: createOfflineWriter(), seed: 'ines' });
    const body = (id: string) => assets.find((a) => a.file === artFile(id))!.body;
    const gallery = site.images.filter((i) => i.role === 'gallery').map((i) => body(i.id));
    expect(gallery.length).toBeGreaterThan(0);
    // The studio kind draws a camera lens (a radial gradient of dark glass) no gallery scene has.
    const about = body('about');
    expect(gallery).not.toContain(about);
    expect(about).toMatch(/stop-color="#15171c"/);
    for (const g of gallery) expect(g).not.toMatch(/stop-color="#15171c"/);
  });
});
