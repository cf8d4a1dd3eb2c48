import type { BusinessDetails, DetailItem } from '@sitewright/core/schemas/details';
import { ITEM_KINDS } from '../src/apply-details';
import type { SiteModel } from '../src/model';

/**
 * Bench helper (issue 16 "with details filled"): the facts an owner would enter in the Details panel
 * for any generated site: contact, address, hours (and the area served, for a page with that section), two
 * social links, and three real-looking items in
 * every section that takes items (dishes, plans, products, quotes, projects, dates, team), priced where
 * prices belong. Gallery photos are not details, so a gallery keeps its notice.
 * @returns a details object that `businessDetailsSchema` accepts.
 */
export function filledDetails(site: SiteModel): BusinessDetails {
  const sections: NonNullable<BusinessDetails['sections']> = {};
  const eur = (amount: string) => ({ amount, currency: 'EUR' });
  for (const b of site.sections) {
    if (!(ITEM_KINDS as readonly string[]).includes(b.kind) || b.html) continue;
    const items: DetailItem[] = b.kind === 'menu'
      ? [{ title: 'Grilled sea bream', text: 'With charcoal potatoes', price: eur('18.50') }, { title: 'Clams à Bulhão Pato', text: 'Garlic, coriander, white wine', price: eur('14.00') }, { title: 'Custard tart', text: '', price: eur('2.50') }]
      : b.kind === 'pricing'
        ? [{ title: 'Starter', text: 'For one person', price: eur('9.00'), period: 'month', includes: ['One workspace', 'Email support'] },
          { title: 'Team', text: 'For small teams', price: eur('29.00'), period: 'month', includes: ['Five workspaces', 'Priority support'] },
          { title: 'Business', text: 'For larger teams', price: eur('79.00'), period: 'month', includes: ['Unlimited workspaces', 'Phone support'] }]
        : b.kind === 'products'
          ? [{ title: 'Linen shirt', text: 'Washed linen, four colours', price: eur('49.00') }, { title: 'Cotton socks', text: 'Three pairs', price: eur('12.00') }, { title: 'Canvas tote', text: '', price: eur('18.00') }]
          : b.kind === 'testimonials'
            ? [{ title: 'Ana Ribeiro', role: 'Customer since 2021', text: 'Friendly, quick and exactly what we asked for.' }, { title: 'Tom Baker', text: 'We came back three times in one month.' }]
            : b.kind === 'schedule'
              ? [{ title: 'Spring concert', date: '2027-04-17', time: '20:00', text: 'Main hall' }, { title: 'Summer night', date: '2027-07-03', time: '21:30', text: 'Garden stage' }]
              : b.kind === 'about'
                ? [{ title: 'Marta Silva', role: 'Founder', text: '' }, { title: 'João Costa', role: 'Head of operations', text: '' }]
                : [{ title: 'Harbour office refit', text: 'Design and build, 2025', url: 'https://example.com/work/harbour' }, { title: 'Riverside café', text: 'Brand and signage, 2024' }];
    sections[b.id] = { items };
  }
  return {
    email: 'hello@marisqueira.pt', phone: '+351 21 886 0000',
    address: { street: 'Rua dos Remédios 12', city: 'Lisboa', postcode: '1100-441', country: 'PT' },
    hours: [{ days: ['tue', 'wed', 'thu', 'fri', 'sat'], opens: '12:00', closes: '23:00' }, { days: ['sun'], opens: '12:00', closes: '16:00' }],
    // A service that comes to its customers says where it works (its `area` section).
    ...(site.sections.some((b) => b.id === 'area') ? { area: 'Lisboa, Oeiras and Cascais' } : {}),
    social: [{ network: 'instagram', url: 'https://www.instagram.com/marisqueira' }, { network: 'facebook', url: 'https://www.facebook.com/marisqueira' }],
    sections,
  };
}
