import { GENERATOR_TYPES } from '@sitewright/core';
import { blueprint, headerVariant } from './blueprints';
import { VARIANTS } from './model';

const kinds = (t: Parameters<typeof blueprint>[0], c?: Parameters<typeof blueprint>[1]) => blueprint(t, c).map((s) => s.id);

describe('blueprints', () => {
  it('It should give each generator type the sections its trade expects', () => {
    expect(kinds('saas')).toEqual(expect.arrayContaining(['features', 'how-it-works', 'pricing', 'faq']));
    expect(kinds('restaurant')).toEqual(expect.arrayContaining(['menu', 'hours', 'reservations']));
    expect(kinds('agency')).toEqual(expect.arrayContaining(['services', 'process', 'work', 'contact']));
    expect(kinds('ecommerce')).toContain('products');
    expect(new Set(GENERATOR_TYPES.map((t) => kinds(t).join())).size).toBe(GENERATOR_TYPES.length);
  });
  it('It should start with the hero and use only known variants and unique ids', () => {
    for (const t of GENERATOR_TYPES) {
      const plan = blueprint(t);
      expect(plan[0]!.kind).toBe('hero');
      expect(new Set(plan.map((p) => p.id)).size).toBe(plan.length);
      for (const p of plan) expect(VARIANTS[p.kind]).toContain(p.variant);
    }
  });
  it('It should let template categories pick variants and emphasis', () => {
    expect(blueprint('saas', 'hero-sections')[0]!.variant).toBe('banner');
    expect(blueprint('agency', 'feature-layouts')[1]).toMatchObject({ kind: 'features', variant: 'alternating' });
    expect(kinds('restaurant', 'pricing-tables')).toContain('pricing');
    expect(blueprint('saas', 'pricing-tables').find((p) => p.kind === 'pricing')!.variant).toBe('table');
    expect(kinds('saas', 'testimonials')).toContain('testimonials');
    expect(kinds('saas')).not.toContain('testimonials');
    expect(headerVariant('navigation-patterns')).toBe('centered');
    expect(headerVariant()).toBe('bar');
  });
});
