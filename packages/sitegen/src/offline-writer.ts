import type { Brief, GeneratorType } from '@sitewright/core';
import { clip, joinList, lcFirst, leadClause, noStop, sentences, ucFirst, withStop } from './text';
import type { ContentWriter, SiteCopy, WriterInput } from './writer';

/**
 * The offline content writer (issue 3 §4): deterministic copy built only from the brief's own words
 * and plain, fact-free phrasing. No statistics, names, reviews, prices or hours are invented here;
 * the sections that need those carry marked sample text instead (see build-blocks.ts).
 */

const CTAS: Record<GeneratorType, [string, string]> = {
  saas: ['Get started', 'See how it works'],
  ecommerce: ['Shop the range', 'Why shop with us'],
  agency: ['Get in touch', 'Our services'],
  restaurant: ['Book a table', 'See the menu'],
  startup: ['Get in touch', 'What we offer'],
};

const FOR: Record<GeneratorType, string> = {
  saas: 'Made for', ecommerce: 'Made for', agency: 'Helping', restaurant: 'Welcoming', startup: 'For',
};

// Phrasings that fit singular and plural feature names alike ("Wood-fired oven", "Gluten-free options").
const FEATURE_TEXT: ((f: string, name: string, aud: string) => string)[] = [
  (f, name) => `${ucFirst(f)}: part of what ${name} offers. Ask us how it fits what you need.`,
  (f, _n, aud) => `${ucFirst(f)}, planned with ${aud} in mind.`,
  (f, name) => `${ucFirst(f)}, included with ${name} so there is one less thing to arrange.`,
  (f, name) => `${ucFirst(f)}. Get in touch to hear how it works at ${name}.`,
];

function benefits(type: GeneratorType, name: string, aud: string): SiteCopy['benefits'] {
  const made = { title: `Made for ${clip(aud, 90)}`, text: `${name} is shaped around what ${clip(aud, 200)} need, not a one-size-fits-all checklist.` };
  const byType: Record<GeneratorType, SiteCopy['benefits']> = {
    saas: [made, { title: 'Clear at a glance', text: 'See where things stand without digging through menus or spreadsheets.' },
      { title: 'Help when you need it', text: `Questions about ${name}? Get in touch and we will help you get set up.` }],
    ecommerce: [made, { title: 'Know what you are buying', text: 'Every product page explains what it is made of and how it is made.' },
      { title: 'Questions answered', text: 'Not sure what to choose? Get in touch before you order.' }],
    agency: [made, { title: 'Straight answers', text: 'You get clear advice in plain language, and you know what happens next.' },
      { title: 'One point of contact', text: 'You work with people who know your situation from the first call.' }],
    restaurant: [made, { title: 'Made with care', text: 'Dishes are prepared in our own kitchen.' },
      { title: 'Room for every occasion', text: 'From a quick bite to a long dinner, tell us what you are planning.' }],
    startup: [made, { title: 'Easy to start', text: `Getting involved with ${name} takes one message.` },
      { title: 'Here to help', text: 'Questions? Get in touch and a real person will answer.' }],
  };
  return byType[type];
}

function steps(type: GeneratorType, name: string): SiteCopy['steps'] {
  if (type === 'agency') {
    return [
      { title: 'First conversation', text: 'Tell us what you need. We listen, ask questions and agree what a good result looks like.' },
      { title: 'A clear plan', text: 'You get a written plan and scope before any work starts.' },
      { title: 'The work', text: 'We do the work and keep you updated at each step.' },
      { title: 'Review and follow-up', text: 'We review the result with you and agree any next steps.' },
    ];
  }
  return [
    { title: 'Get in touch', text: `Tell ${name} what you are looking for, using the button on this page.` },
    { title: 'Set things up', text: 'Together we set things up around what you need.' },
    { title: 'Get going', text: type === 'saas' ? `Start using ${name} in your day-to-day work.` : `Enjoy what ${name} has to offer.` },
  ];
}

/** Deterministic copy for a brief: same brief and type, same copy. Never throws for a valid brief. */
export function offlineCopy(brief: Brief, type: GeneratorType): SiteCopy {
  const name = clip(brief.business_name, 100);
  const aud = lcFirst(noStop(brief.target_audience.trim()));
  const feats = brief.key_features.map((f) => clip(f, 120));
  const headline = clip(leadClause(brief.description), 110);
  const rest = sentences(brief.description).slice(1).join(' ');
  const shown = feats.slice(0, 3).map(lcFirst);
  const madeFor = `${FOR[type]} ${clip(aud, 200)}${shown.length ? `: ${joinList(shown)}` : ''}.`;
  const [primaryCta, secondaryCta] = CTAS[type];
  const features = feats.length
    ? feats.map((f, i) => ({ title: f, text: clip(FEATURE_TEXT[i % FEATURE_TEXT.length]!(lcFirst(f), name, clip(aud, 150)), 600) }))
    : [{ title: `About ${name}`, text: clip(withStop(brief.description), 600) }];
  const offer = feats.length ? `${name} offers ${joinList(feats.map(lcFirst))}.` : withStop(brief.description);
  const start: Record<GeneratorType, [string, string]> = {
    saas: ['How do I get started?', `Use the ${primaryCta} button on this page and we will take it from there.`],
    ecommerce: ['How do I order?', 'Browse the range on this page, and get in touch with any questions before you buy.'],
    agency: ['How do we start working together?', 'Send a message with the contact form and we will arrange a first conversation.'],
    restaurant: ['Can I book a table?', 'Yes: request a table with the reservation form on this page.'],
    startup: ['How can I get involved?', 'Use the contact form on this page and we will get back to you.'],
  };
  const closing: Record<GeneratorType, string> = {
    saas: `Ready to try ${name}?`, ecommerce: 'Find something you will love', agency: 'Let’s work together',
    restaurant: 'We look forward to welcoming you', startup: 'Ready to get started?',
  };
  return {
    tagline: clip(headline, 60),
    headline,
    subheadline: clip(rest ? `${rest} ${madeFor}` : madeFor, 400),
    primaryCta, secondaryCta,
    features,
    benefits: benefits(type, name, aud),
    steps: steps(type, name),
    faq: [
      { q: `What is ${clip(name, 120)}?`, a: clip(withStop(brief.description), 600) },
      { q: `Who is ${clip(name, 120)} for?`, a: clip(`${name} is for ${withStop(aud)}`, 600) },
      { q: `What does ${clip(name, 120)} offer?`, a: clip(offer, 600) },
      { q: start[type][0], a: start[type][1] },
    ],
    about: clip(`${withStop(brief.description)} ${name} is for ${withStop(aud)}`, 900),
    closingHeading: clip(closing[type], 90),
    closingText: clip(`${madeFor}`, 300),
    metaDescription: clip(brief.description, 155),
  };
}

/** The offline writer: `offlineCopy` behind the ContentWriter port; `fallbacks` is always empty. */
export function createOfflineWriter(): ContentWriter {
  return {
    name: 'offline',
    write: async ({ brief, type }: WriterInput) => ({ copy: offlineCopy(brief, type), fallbacks: [] }),
  };
}
