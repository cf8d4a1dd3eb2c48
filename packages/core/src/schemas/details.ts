import * as z from 'zod/mini';
import './zod-locale';
import { email } from './common';

/**
 * Business details (issue 16 §1): the facts only the owner knows, owned by the project and rendered
 * into the sections that need them (contact, hours, menu, pricing, products, testimonials, team…),
 * the footer and the JSON-LD. `PUT /api/project/{id}/details` takes the whole object; every field is
 * optional, and a field left out is cleared. Validation errors name the field (422, `{loc,msg,type}`).
 */

/** Days of the week as the API spells them (ISO 8601 order, Monday first). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Social networks a site links to; `website` is any other page of the business (a booking site, a shop). */
export const SOCIAL_NETWORKS = [
  'instagram', 'facebook', 'x', 'linkedin', 'youtube', 'tiktok', 'pinterest', 'threads', 'mastodon', 'bluesky',
  'github', 'whatsapp', 'tripadvisor', 'google', 'website',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** What a price is per (shown after it: "€18.50", "€29 / month"). */
export const PRICE_PERIODS = ['once', 'month', 'year', 'hour', 'person', 'night'] as const;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`));
const needed = (max: number) => z.string().check(z.trim(), z.minLength(1, 'must not be blank'), z.maxLength(max, `must be at most ${max} characters`));

let currencies: Set<string> | undefined;
/** ISO 4217 codes as the runtime's Intl knows them (Node ≥ 18 and every current browser). */
function isCurrency(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}

let regions: Intl.DisplayNames | undefined;
/** ISO 3166-1 alpha-2 region codes: Intl names every assigned one and echoes unknown ones back. */
function isCountry(code: string): boolean {
  regions ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  // ZZ, the QM–QZ and XA–XZ user-assigned codes, and EU/UN are not countries (ISO 3166-1 §8.1.3).
  if (code === 'ZZ' || /^(Q[M-Z]|X[A-Z]|EU|EZ|UN)$/.test(code) && code !== 'XK') return false;
  try { return regions.of(code) !== code; } catch { return false; }
}

/** A price: a decimal amount with at most two decimals, and an ISO 4217 currency ("18.50", "EUR"). */
export const moneySchema = z.object({
  amount: z.string().check(z.trim(), z.regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be a decimal amount such as 18.50')),
  currency: z.string().check(z.trim(), z.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code such as EUR'),
    z.refine(isCurrency, 'must be an ISO 4217 currency code such as EUR')),
});
export type Money = z.infer<typeof moneySchema>;

/** 24-hour clock time HH:MM; `24:00` is allowed as a closing time (schema.org OpeningHoursSpecification). */
const time = z.string().check(z.trim(), z.regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'must be a time as HH:MM (24-hour), such as 09:30'));

/**
 * A phone number in international form: `+`, the country code, then 6–14 more digits, optionally grouped
 * by spaces, dots, dashes or brackets (E.164 allows at most 15 digits in all, ITU-T E.164 §6).
 */
export const phoneSchema = z.string().check(
  z.trim(),
  z.refine((v) => { const n = v.replace(/\D/g, '').length; return /^\+[1-9][\d\s().-]{5,24}$/.test(v) && n >= 7 && n <= 15; },
    'must be an international number: + and the country code, 7 to 15 digits in all, such as +351 21 886 0000'),
);

/** An absolute https URL (social profiles, an event's ticket page). */
export const httpsUrlSchema = z.string().check(z.trim(), z.maxLength(500, 'must be at most 500 characters'),
  z.regex(/^https:\/\/[^\s"'<>]+\.[^\s"'<>]+$/, 'must be an https:// address'),
  z.refine((v) => { try { return new URL(v).protocol === 'https:'; } catch { return false; } }, 'must be an https:// address'));

export const addressSchema = z.object({
  street: needed(200),
  city: needed(100),
  postcode: z.optional(text(20)),
  region: z.optional(text(100)),
  /** ISO 3166-1 alpha-2, upper case ("PT"). */
  country: z.string().check(z.trim(), z.regex(/^[A-Z]{2}$/, 'must be a two-letter ISO 3166-1 country code such as PT'),
    z.refine(isCountry, 'must be a two-letter ISO 3166-1 country code such as PT')),
});
export type Address = z.infer<typeof addressSchema>;

/** Opening hours for a set of days; a day with no entry is closed, a day with two has a break. */
export const hoursSchema = z.object({
  days: z.array(z.enum(WEEKDAYS, 'must be one of mon, tue, wed, thu, fri, sat, sun'))
    .check(z.minLength(1, 'must name at least one day'), z.maxLength(7), z.refine((d) => new Set(d).size === d.length, 'must not repeat a day')),
  opens: time,
  closes: time,
});
export type HoursSpec = z.infer<typeof hoursSchema>;

export const socialLinkSchema = z.object({ network: z.enum(SOCIAL_NETWORKS), url: httpsUrlSchema });

/**
 * One item of a section with real facts. Which fields a section shows follows its kind:
 * menu and products: title, text, price; pricing: title, text, price, period, includes;
 * testimonials: title = the customer's name (as the owner entered it), text = their words, role;
 * team (about): title = name, role, text; schedule: title, date, time, text, url; work: title, text, url.
 */
export const detailItemSchema = z.object({
  title: needed(200),
  text: z._default(text(1200), ''),
  price: z.optional(moneySchema),
  period: z.optional(z.enum(PRICE_PERIODS)),
  /** What a plan includes, one line each. */
  includes: z.optional(z.array(needed(200)).check(z.maxLength(12, 'must list at most 12 lines'))),
  role: z.optional(text(120)),
  /** An event's date, YYYY-MM-DD (ISO 8601). */
  date: z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date as YYYY-MM-DD'))),
  time: z.optional(time),
  url: z.optional(httpsUrlSchema),
});
export type DetailItem = z.infer<typeof detailItemSchema>;

/** A section id of the page ("menu", "pricing"). */
const sectionId = z.string().check(z.regex(/^[a-z][a-z0-9-]{0,40}$/, 'must be the id of a section of the page'));

export const businessDetailsSchema = z.object({
  email: z.optional(email),
  phone: z.optional(phoneSchema),
  address: z.optional(addressSchema),
  hours: z.optional(z.array(hoursSchema).check(z.maxLength(14, 'must have at most 14 entries'))),
  /** Where a service that comes to its customers works: towns, districts or postcodes, as the owner writes them (schema.org `areaServed`). */
  area: z.optional(needed(300)),
  social: z.optional(z.array(socialLinkSchema).check(z.maxLength(12, 'must have at most 12 links'))),
  /** Items per section id; each replaces that section's sample items. */
  sections: z.optional(z.record(sectionId, z.object({
    items: z.array(detailItemSchema).check(z.maxLength(30, 'must have at most 30 items')),
  }))),
});
/** The owner's facts of a project (issue 16 §1). */
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

/** One section of the page that still shows sample content (`GET /api/project/{id}` → `placeholders`). */
export interface Placeholder {
  /** Section id in the page ("menu"). */
  section: string;
  /** Detail fields that would replace the samples ("email", "phone", "address", "hours", "items", "images"). */
  fields: string[];
  /** The notice the section shows, in the page's language. */
  message: string;
}

/** A section that takes owner facts, for clients that build a details form (`detail_sections`). */
export interface DetailSection {
  section: string;
  kind: string;
  heading: string;
  fields: string[];
  /**
   * Titles of the section's items that are the owner's own words already on the page (a menu's dishes
   * named in the brief, or edited in place), which a details form can start the list from; absent when none.
   */
  suggested?: string[];
}
