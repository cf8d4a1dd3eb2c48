import type { Brief, GeneratorType } from '@sitewright/core';
import type { SectionPlan } from './blueprints';
import { pickIcon } from './pick-icon';
import type { Block, Item } from './model';
import { clip } from './text';
import type { SiteCopy } from './writer';

/**
 * Turn a section plan plus copy into blocks. Sections that need facts only the owner knows (prices,
 * opening hours, quotes, case studies, contact details) get clearly marked sample text (`sample`),
 * shown on the page as a notice, never presented as real (issue 3 §4).
 */

export const SAMPLE = {
  pricing: 'Sample plans and prices: replace them with your real ones before publishing.',
  testimonials: 'Sample quotes: replace them with real words from real customers, with their permission.',
  hours: 'Sample hours and address: replace them with your own before publishing.',
  menu: 'Add your signature dishes and prices here, or link to your full menu.',
  work: 'Sample case studies: replace them with your own projects.',
  products: 'Sample products: replace them with your own items, photos and prices.',
  contact: 'Sample contact details: replace them with your own. This form is not connected yet.',
} as const;

const base = (p: SectionPlan): Block => ({
  id: p.id, kind: p.kind, variant: p.variant, navLabel: p.nav, eyebrow: p.eyebrow, heading: p.heading, items: [],
});

/** The in-page target for calls to action: the first of contact, reservations, pricing, products, features. */
export function ctaTarget(plan: SectionPlan[]): string {
  const ids = plan.map((p) => p.id);
  return '#' + (['contact', 'reservations', 'pricing', 'products', 'features', 'services'].find((id) => ids.includes(id)) ?? ids[0]);
}

/** Build the section blocks of a plan from copy and brief. Pure and deterministic. */
export function buildSections(plan: SectionPlan[], copy: SiteCopy, brief: Brief, type: GeneratorType): Block[] {
  const name = clip(brief.business_name, 100);
  const target = ctaTarget(plan);
  const second = plan.find((p) => p.id !== 'hero' && `#${p.id}` !== target);
  const features: Item[] = copy.features.map((f, i) => ({ ...f, icon: pickIcon(f.title, i) }));
  return plan.map((p): Block => {
    const b = base(p);
    switch (p.kind) {
      case 'hero':
        return { ...b, eyebrow: name, heading: copy.headline, intro: copy.subheadline,
          cta: { label: copy.primaryCta, href: target },
          cta2: second ? { label: copy.secondaryCta, href: `#${second.id}` } : undefined,
          items: copy.features.slice(0, 4).map((f) => ({ title: f.title, text: '' })) };
      case 'features':
        return { ...b, items: features };
      case 'benefits':
        return { ...b, items: copy.benefits.map((x, i) => ({ ...x, icon: ['users', 'target', 'smile', 'heart'][i] })) };
      case 'steps':
        return { ...b, items: copy.steps };
      case 'faq':
        return { ...b, items: copy.faq.map((f) => ({ title: f.q, text: f.a })) };
      case 'about':
        return { ...b, intro: copy.about, items: copy.features.slice(0, 6).map((f) => ({ title: f.title, text: '', icon: 'check' })) };
      case 'cta':
        return { ...b, heading: copy.closingHeading, intro: copy.closingText, cta: { label: copy.primaryCta, href: target } };
      case 'menu':
        return { ...b, intro: `A taste of what to expect at ${name}.`, sample: SAMPLE.menu, items: features };
      case 'pricing': {
        const f = copy.features.map((x) => x.title);
        const plans: [string, string, string[]][] = [
          ['Starter', 'For getting started', f.slice(0, 2)],
          ['Standard', 'For most customers', f.slice(0, 4)],
          ['Premium', 'For larger needs', [...f.slice(0, 5), 'Priority support']],
        ];
        return { ...b, intro: `Choose the plan that fits. All prices are examples.`, sample: SAMPLE.pricing,
          cta: { label: copy.primaryCta, href: target },
          items: plans.map(([title, text, list]) => ({ title, meta: 'Your price', text: [text, ...list].join('\n') })) };
      }
      case 'testimonials':
        return { ...b, sample: SAMPLE.testimonials, items: copy.features.slice(0, 3).map((f, i) => ({
          title: `Customer name ${i + 1}`, meta: 'Role or town',
          text: `Replace this with a short quote from a real customer about ${f.title.toLowerCase()}.` })) };
      case 'work':
        return { ...b, sample: SAMPLE.work, items: ['one', 'two', 'three'].map((n, i) => ({
          title: `Case study ${n}`, meta: 'Client · Year', icon: ['briefcase', 'layers', 'lightbulb'][i],
          text: 'A short summary of a real project: the client’s problem, what you did and the result.' })) };
      case 'products':
        return { ...b, sample: SAMPLE.products, items: [['Your bestseller', 'package'], ['A new arrival', 'sparkles'], ['A gift idea', 'gift']].map(([t, ic]) => ({
          title: t!, meta: 'Price', icon: ic, text: 'Describe the product: what it is, what it is made of and who it is for.' })) };
      case 'hours':
        return { ...b, sample: SAMPLE.hours, intro: 'Street address, Town, Postcode',
          items: [['Monday', 'Closed'], ['Tuesday – Friday', '12:00 – 22:00'], ['Saturday', '12:00 – 23:00'], ['Sunday', '12:00 – 21:00']]
            .map(([title, meta]) => ({ title: title!, meta, text: '' })) };
      case 'contact':
        return { ...b, sample: SAMPLE.contact,
          intro: type === 'restaurant' ? `Send us your preferred date and time and ${name} will confirm your table.`
            : `Tell us a little about what you need and ${name} will get back to you.`,
          cta: { label: type === 'restaurant' ? 'Request a table' : 'Send message', href: '#' + p.id },
          items: [{ title: 'Email', text: 'hello@example.com', icon: 'mail' }, { title: 'Phone', text: '+00 0000 000000', icon: 'phone' }] };
    }
  });
}
