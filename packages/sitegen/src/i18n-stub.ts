// TEMPORARY: English-only stand-ins until i18n/ui.ts and i18n/detect.ts land. Not to be committed.
import type { UiStrings } from './i18n/types';

const EN: UiStrings = {
  skip: 'Skip to content', menu: 'Menu', mainNav: 'Main', footerNav: 'Footer', atAGlance: 'At a glance', sampleLabel: 'Sample content.',
  samplePrice: 'Sample price', perMonth: '/ month', plan: 'Plan', includes: 'Includes', price: 'Price', plans: 'Plans',
  openingHours: 'Opening hours', findUs: 'Find us', closed: 'Closed', byAppointment: 'By appointment',
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], dayRange: '{from} – {to}',
  address: 'Address', areaServed: 'Area served', email: 'Email', phone: 'Phone',
  form: { name: 'Your name', email: 'Email address', phone: 'Phone', message: 'How can we help?', date: 'Date', time: 'Time', guests: 'Guests',
    notes: 'Anything we should know? (optional)', service: 'What would you like to book?', send: 'Send message', requestTable: 'Request a table',
    requestBooking: 'Request a booking', subscribe: 'Subscribe', sampleSent: 'Thank you. This form is a sample and is not connected yet, so nothing was sent.' },
  sample: { pricing: 'Sample plans and prices: replace them with your real ones before publishing.', testimonials: 'Sample quotes: replace them with real words from real customers, with their permission.',
    hours: 'Sample hours and address: replace them with your own before publishing.', menu: 'Sample dishes: add your signature dishes and prices here, or link to your full menu.',
    work: 'Sample projects: replace them with your own work.', products: 'Sample products: replace them with your own items, photos and prices.',
    contact: 'Sample contact details: replace them with your own. This form is not connected yet.', gallery: 'Illustrations: replace them with your own photos.',
    dates: 'Sample dates: replace them with your real dates and venues.', team: 'Sample team: add the real people, with their permission.', area: 'Sample area: say where you work.' },
  notFound: { title: 'Page not found', text: 'The page you are looking for is not here. It may have moved.', back: 'Back to {name}' },
  photoCredit: 'Photo: {author} on {site}', photos: 'Photos',
};
export function uiStrings(lang: string): { strings: UiStrings; lang: string } { void lang; return { strings: EN, lang: 'en' }; }
export function detectLanguage(input: { texts: string[]; explicit?: string | null }): { lang: string; dir: 'ltr' | 'rtl'; supported: boolean; confidence: number } {
  const t = input.texts.join(' ');
  const lang = input.explicit ?? (/[\u0600-\u06ff]/.test(t) ? 'ar' : /[\u0590-\u05ff]/.test(t) ? 'he' : /[\u3040-\u30ff]/.test(t) ? 'ja' : /[\u4e00-\u9fff]/.test(t) ? 'zh' : 'en');
  return { lang, dir: ['ar', 'he'].includes(lang) ? 'rtl' : 'ltr', supported: true, confidence: 1 };
}
