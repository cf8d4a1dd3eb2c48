import type { Brief } from '@sitewright/core';
import { CTA_TARGETS, type SectionPlan } from './blueprints';
import { isCafe, isCakeMaker, isCocktailBar, isDistillery, isParlour, isPizzeria, isPub, isWinery, type ServiceStyle } from './cafe';
import { briefText, isFreeEvent, runsCampaigns } from './choose-blueprint';
import { dishIcon, menuDishes } from './dish-names';
import { featureLines } from './i18n/feature-lines';
import { itemStems, saysItem } from './listed-items';
import type { BlueprintId, PageStyle } from './i18n/types';
import type { IconName } from './icons';
import type { Block, Item } from './model';
import { isSignUp } from './render-form';
import { pickIcon } from './pick-icon';
import { boxSizes, shopProducts, subscriptionPeriod } from './product-names';
import { namedPitches } from './pitch-names';
import { meetingDays, statesRoundTheClock } from './meeting-days';
import { describedActivities, describedServices } from './service-names';
import { billingOf, currencyFor, hasFreePlan, isPricingTerm, samplePrices } from './sample-prices';
import { sampleWords, type SampleWords } from './sample-words';
import { clip, inSentence, sentences, titleCase } from './text';
import { fill, pick, type Words } from './words';
import type { SiteCopy } from './writer';

/**
 * Turn a section plan plus copy into blocks. Section headings, eyebrows and navigation labels come
 * from the blueprint's phrasebook in the page language; sections that need facts only the owner knows
 * (prices, hours, quotes, projects, products, dates) get clearly marked sample items and a notice
 * (`sample`), never presented as real (issue 3 §4, issue 15 §3).
 */

/**
 * The in-page targets of the hero's two buttons: the blueprint's own (`CTA_TARGETS`: "See the menu"
 * leads to the menu) when the plan has them, else the first of contact, reservations, pricing,
 * products, features, services, and the first other content section. An estate agency's second
 * button leads to its listings.
 */
export function ctaTargets(plan: SectionPlan[], blueprint?: BlueprintId): [string, string | undefined] {
  const ids = plan.map((p) => p.id);
  const [want1, want2] = blueprint ? CTA_TARGETS[blueprint] : [undefined, undefined];
  // A place of worship's visitors come for its times (blueprints `forWorship`, `forMosque`), not to donate; a
  // shop's or a place to visit's for its hours and address (`forShopFront`, `forAttraction`).
  const primary = VISIT_FIRST.find((id) => ids.includes(id)) ?? (want1 && ids.includes(want1) ? want1
    : ['contact', 'reservations', 'orders', 'events', 'pricing', 'products', 'features', 'services'].find((id) => ids.includes(id)) ?? ids[0]!);
  // An estate agency's listings, a wedding's day, a conference's programme, a blog's posts (`SECOND_FIRST`) are what its
  // visitors come for next; a shop to visit's second button shows its products.
  const wanted = SECOND_FIRST.find((id) => ids.includes(id)) ?? (ids.includes('visit') ? 'products' : want2);
  const secondary = wanted && ids.includes(wanted) && wanted !== primary ? wanted
    : plan.find((p) => p.id !== 'hero' && p.kind !== 'cta' && p.id !== primary)?.id;
  return [`#${primary}`, secondary ? `#${secondary}` : undefined];
}

/** Sections visitors come for before anything a blueprint leads to: service or prayer times, a shop's or a place to visit's hours, an author's or a game's newsletter, a wedding's RSVP, a conference's tickets, a product's waitlist, a blog's sign-up, an open-source project's install steps, a home's viewing request, a product's order form. */
const VISIT_FIRST = ['times', 'prayers', 'visit', 'newsletter', 'rsvp', 'tickets', 'waitlist', 'subscribe', 'install', 'viewing', 'order'] as const;

/** Sections the hero's second button leads to before the blueprint's own: listings, a wedding's day, a conference's programme, a blog's posts, rooms, pitches, books, a game's screenshots, a home's rooms, a product's details, a job seeker's projects, a car dealer's stock. */
const SECOND_FIRST = ['properties', 'day', 'programme', 'posts', 'rooms', 'pitches', 'desks', 'books', 'screenshots', 'inside', 'details', 'projects', 'stock'] as const;

/** The in-page target of the main call to action (header button, closing band, pricing). */
export const ctaTarget = (plan: SectionPlan[], blueprint?: BlueprintId): string => ctaTargets(plan, blueprint)[0];

/** The words of a section: the plan's own (a template's stored site) or the phrasebook's. */
function sectionWords(p: SectionPlan, w: Words, vars: Record<string, string>): Pick<Block, 'navLabel' | 'heading' | 'eyebrow' | 'intro'> {
  if (p.heading !== undefined) return { navLabel: p.nav, heading: p.heading, eyebrow: p.eyebrow };
  const s = w.copy.sections[p.id] ?? w.copy.sections[p.kind];
  if (!s) return { heading: '' };
  return {
    navLabel: s.nav, heading: clip(fill(pick(s.heading, w.voice), vars), 300), eyebrow: s.eyebrow,
    intro: s.intro ? clip(fill(pick(s.intro, w.voice), vars), 600) : undefined,
  };
}

/** Item pictures: `<section id>-<n>` for each item when the plan gives the section item pictures. */
const withPictures = (p: SectionPlan, items: Item[]): Item[] => (p.itemPictures ? items.map((it, i) => ({ ...it, picture: `${p.id}-${i + 1}` })) : items);

/** Sample opening hours as [first day, last day, hours or closed], Monday = 0: a service's office hours. */
const OFFICE_HOURS: readonly (readonly [number, number, string?])[] = [[0, 4, '09:00 – 18:00'], [5, 5, '10:00 – 14:00'], [6, 6]];
/** A business open around the clock (meeting-days `statesRoundTheClock`): every day, all day. */
const ROUND_THE_CLOCK_HOURS: readonly (readonly [number, number, string?])[] = [[0, 6, '00:00 – 24:00']];
/** A place to stay's sample reception hours: every day (a B&B is not closed on Sundays). */
const RECEPTION_HOURS: readonly (readonly [number, number, string?])[] = [[0, 6, '08:00 – 21:00']];
/** A place of worship's sample times: the main service on Sunday, a midweek gathering; no "Closed" days. */
const WORSHIP_TIMES: readonly (readonly [number, number, string?])[] = [[6, 6, '10:00 – 11:30'], [2, 2, '12:00 – 13:30']];
/** A shop's sample opening hours (section `visit`): every day, shorter on Sunday. */
const SHOP_HOURS: readonly (readonly [number, number, string?])[] = [[0, 5, '09:00 – 17:30'], [6, 6, '10:00 – 16:00']];
/** A place to visit's sample opening hours (section `visit`, page style `attraction`): closed on Mondays, open the other six days. */
const ATTRACTION_HOURS: readonly (readonly [number, number, string?])[] = [[0, 0], [1, 6, '10:00 – 17:00']];
/** A tattoo studio's sample week: open Tuesday to Saturday, closed Sunday and Monday. */
const TATTOO_HOURS: readonly (readonly [number, number, string?])[] = [[0, 0], [1, 5, '11:00 – 19:00'], [6, 6]];
/** A car showroom's sample week: weekdays and Saturday, a shorter Sunday, as dealers open when buyers are free. */
const SHOWROOM_HOURS: readonly (readonly [number, number, string?])[] = [[0, 4, '09:00 – 18:00'], [5, 5, '09:00 – 17:00'], [6, 6, '10:00 – 16:00']];
/** A school's or nursery's sample hours (page style `school`): the school day, Monday to Friday. */
const SCHOOL_HOURS: readonly (readonly [number, number, string?])[] = [[0, 4, '08:30 – 15:30'], [5, 6]];
/** A mosque's sample times (section `prayers`): open for the daily prayers, and the Friday prayer. */
const PRAYER_TIMES: readonly (readonly [number, number, string?])[] = [[0, 6, '05:00 – 22:00'], [4, 4, '13:15 – 14:00']];
/** A venue for hire's sample viewing times (section `viewings`): midweek and Sunday, when no wedding is on; no "Closed" days. */
const VIEWING_TIMES: readonly (readonly [number, number, string?])[] = [[1, 3, '10:00 – 18:00'], [6, 6, '11:00 – 15:00']];
/** A home care agency's care visits: early morning to late evening, every day (page style `homeCare`, section `area`). */
const CARE_VISIT_HOURS: readonly (readonly [number, number, string?])[] = [[0, 6, '07:00 – 22:00']];
/** A care home's sample visiting hours (section `visiting`): every day. */
const VISITING_HOURS: readonly (readonly [number, number, string?])[] = [[0, 6, '10:00 – 20:00']];
/** A club's sample training times (section `training`): two weekday evenings and Saturday morning; no "Closed" days. */
const CLUB_TIMES: readonly (readonly [number, number, string?])[] = [[1, 1, '18:00 – 19:30'], [3, 3, '18:00 – 19:30'], [5, 5, '09:30 – 12:00']];
/** A class-based school's sample class times (section `timetable`): after school and evenings on weekdays, Saturday morning; no "Closed" days. */
const CLASS_TIMES: readonly (readonly [number, number, string?])[] = [[0, 4, '16:00 – 21:00'], [5, 5, '09:00 – 13:00']];
/** A community group's sample meeting times (section `meetings`): one weekday evening; no "Closed" days. */
const GROUP_TIMES: readonly (readonly [number, number, string?])[] = [[1, 1, '19:30 – 21:30']];
/** A food truck's sample week: where it stands each day (an office park at lunch, a street market, a Saturday market; `SampleWords.pitches`). */
const TRUCK_HOURS: readonly (readonly [number, number, string?, number?])[] = [[0, 0], [1, 2, '11:30 – 14:30', 1], [3, 4, '11:30 – 15:00', 0], [5, 5, '09:00 – 14:00', 2], [6, 6]];
/**
 * A food business's sample hours by how it serves (a bakery opens early, an ice-cream parlour after lunch, a takeaway in the evening, a food
 * truck at lunchtime): [first day, last day (0 = Monday), hours or closed, a food truck's pitch (`SampleWords.pitches`)].
 */
const SAMPLE_HOURS: Record<ServiceStyle, readonly (readonly [number, number, string?, number?])[]> = {
  table: [[0, 0], [1, 4, '12:00 – 22:00'], [5, 5, '12:00 – 23:00'], [6, 6, '12:00 – 21:00']],
  counter: [[0, 4, '07:30 – 17:00'], [5, 5, '08:00 – 16:00'], [6, 6, '08:00 – 13:00']],
  // An ice-cream parlour opens after lunch and late at the weekend.
  parlour: [[0, 4, '12:00 – 20:00'], [5, 6, '11:00 – 21:00']],
  // A cake maker's collection hours: weekdays but Monday, Saturday morning.
  cakes: [[0, 0], [1, 4, '09:00 – 17:00'], [5, 5, '09:00 – 13:00'], [6, 6]],
  takeaway: [[0, 0], [1, 6, '17:00 – 22:30']],
  truck: TRUCK_HOURS,
  // A coffee van or mobile bar stands where a food truck does.
  mobileBar: TRUCK_HOURS,
  tasting: [[0, 0], [1, 5, '10:00 – 18:00'], [6, 6, '11:00 – 16:00']],
  // A distillery's tours and shop: late morning to late afternoon, longer at the weekend.
  distillery: [[0, 0], [1, 4, '11:00 – 17:00'], [5, 6, '10:00 – 18:00']],
};
/** A local service's form by its page style: a trade's quote, a place to stay's, a holiday home's or a campsite's dates, a venue's event enquiry, a message to a funeral director, a club, a community group, a place to visit, a school, a care home, a home care agency, an online course or a counter customers walk into; else a booking. */
const LOCAL_FORMS: Partial<Record<PageStyle, 'quote' | 'stay' | 'contact' | 'event'>> = { quote: 'quote', stay: 'stay', campsite: 'stay', holidayLet: 'stay', funeral: 'contact', club: 'contact', group: 'contact', attraction: 'contact', school: 'contact', care: 'contact', homeCare: 'contact', course: 'contact', walkIn: 'contact', venueHire: 'event' };
/** The form of a food business's form section (blueprints `forServiceStyle`); other contact sections by blueprint. */
const SECTION_FORMS: Partial<Record<string, 'reservation' | 'order' | 'event' | 'rsvp'>> = { reservations: 'reservation', orders: 'order', events: 'event', rsvp: 'rsvp' };
/** A wedding day's sample timings (page style `wedding`, section `day`): the ceremony, drinks, the meal, the party. */
const WEDDING_TIMES = ['14:00', '15:00', '17:30', '19:30'] as const;
/** A conference day's sample times (page style `conference`, section `programme`): registration, the keynote, talks, lunch, the afternoon. */
const PROGRAMME_TIMES = ['08:30', '09:30', '10:30', '12:30', '14:00'] as const;

/** Hours rows as [first day, last day (0 = Monday), hours or closed, a food truck's pitch]. */
type HoursRows = readonly (readonly [number, number, string?, number?])[];
/** Sample rows by the hours section's own id: service or prayer times, visiting hours, a venue's viewing times, a club's training, a class-based school's timetable, a group's meetings. */
const SECTION_HOURS: Partial<Record<string, HoursRows>> = { times: WORSHIP_TIMES, prayers: PRAYER_TIMES, visiting: VISITING_HOURS, viewings: VIEWING_TIMES, training: CLUB_TIMES, timetable: CLASS_TIMES, meetings: GROUP_TIMES };
/** Sample rows by page style: a place to visit's week, a place to stay's or a campsite's reception, a school's day, a tattoo studio's week, a car showroom's week, a home care agency's visits. */
const STYLE_HOURS: Partial<Record<PageStyle, HoursRows>> = { attraction: ATTRACTION_HOURS, stay: RECEPTION_HOURS, campsite: RECEPTION_HOURS, school: SCHOOL_HOURS, tattoo: TATTOO_HOURS, dealer: SHOWROOM_HOURS, homeCare: CARE_VISIT_HOURS };

/**
 * The sample rows of an hours section: by its id (`SECTION_HOURS`), else by page style (`STYLE_HOURS`), else a
 * shop's hours (section `visit`), a food business's by its service style, or office hours.
 */
function sampleHours(id: string, style: PageStyle): HoursRows {
  const own = SECTION_HOURS[id] ?? STYLE_HOURS[style] ?? (id === 'visit' ? SHOP_HOURS : undefined);
  if (own) return own;
  // A food business's hours by how it serves; every other style keeps office hours.
  const served = (SAMPLE_HOURS as Partial<Record<PageStyle, HoursRows>>)[style];
  return id === 'location' || id === 'area' || !served ? OFFICE_HOURS : served;
}

/** One set of sample cards: the notice over them, their titles, the line beside each title, their icons, the line under the first. */
interface SampleCards { sample: string; titles: readonly string[]; meta: string; icons: readonly IconName[]; first: string }

/**
 * The sample cards of a `work` section by its id: an estate agency's listings (blueprints `forEstateAgency`: a house, a
 * flat, a cottage), a campsite's pitches (`forCampsite`) and a place to stay's rooms (`forGuestHouse`) priced per night,
 * an author's books (`forAuthor`), a car dealer's stock (`forDealer`: year, mileage and price); else case studies whose
 * titles name what their pictures show (a creative agency's mock-ups, an interior designer's rooms).
 */
function sampleCards(p: SectionPlan, sw: SampleWords, ui: Words['ui'], brief: Brief): SampleCards {
  const perNight = `${ui.samplePrice} ${ui.perNight}`;
  switch (p.id) {
    case 'properties': return { sample: ui.sample.listings, titles: sw.listing, meta: sw.listingMeta, icons: ['home', 'building', 'trees'], first: sw.listingText };
    case 'pitches': return { sample: ui.sample.pitches, titles: sw.pitch, meta: perNight, icons: ['trees', 'plug', 'sparkles'], first: sw.pitchText };
    case 'books': return { sample: ui.sample.books, titles: sw.book, meta: sw.bookMeta, icons: ['book'], first: sw.bookText };
    case 'rooms': return { sample: ui.sample.rooms, titles: sw.room, meta: perNight, icons: ['bed-double', 'bed-single', 'bed'], first: sw.roomText };
    case 'desks': return { sample: ui.sample.desks, titles: sw.desk, meta: `${ui.samplePrice} ${ui.perMonth}`, icons: ['wifi', 'briefcase', 'lock'], first: sw.deskText };
    case 'stock': {
      // The price joins the line as the language writes its parts ("Year · Mileage", "年式・走行距離").
      const sep = /\s?[·・]\s?/u.exec(sw.carMeta)?.[0] ?? ' · ';
      return { sample: ui.sample.stock, titles: sw.car, meta: `${sw.carMeta}${sep}${ui.samplePrice}`, icons: ['car'], first: sw.carText };
    }
    default: {
      const art = p.itemPictures?.art;
      const titles = art === 'mockups' ? (runsCampaigns(briefText(brief)) ? sw.campaignProject : sw.mockProject) : art === 'interior' ? sw.roomProject : sw.project;
      return { sample: ui.sample.work, titles, meta: sw.projectMeta, icons: ['briefcase', 'layers', 'lightbulb'], first: sw.projectText };
    }
  }
}

/** Whether every sentence of `text` is the description's own (whatever its capitals): the owner's words, not a phrasebook's or a model's. */
function ownWords(text: string, description: string): boolean {
  const said = description.toLocaleLowerCase();
  const all = sentences(text);
  return all.length > 0 && all.every((s) => said.includes(s.toLocaleLowerCase()));
}

/** Build the section blocks of a plan from copy and brief. Pure and deterministic. */
export function buildSections(plan: SectionPlan[], copy: SiteCopy, brief: Brief, w: Words, lang: string, blueprint?: BlueprintId): Block[] {
  const name = clip(brief.business_name, 120);
  const audience = brief.target_audience.trim().replace(/[.!]+$/, '');
  const vars = { name, audience: inSentence(audience, w.copyLang) };
  const [target, second] = ctaTargets(plan, blueprint);
  const sw = sampleWords(w.uiLang);
  const ui = w.ui;
  // A page language without a phrasebook gets the English one, marked as English (issue 15 §5); the
  // features then show their titles (the brief's own words) without the English supporting line.
  const fallback = w.copyLang !== lang.split('-')[0] ? w.copyLang : undefined;
  const features: Item[] = copy.features.map((f, i) => ({ ...f, text: fallback ? '' : f.text, icon: pickIcon(f.title, i) }));
  const words = <T extends Item>(items: T[]): T[] => (fallback ? items.map((it) => ({ ...it, lang: fallback })) : items);
  return plan.map((p): Block => {
    const b: Block = { id: p.id, kind: p.kind, variant: p.variant, items: [], ...sectionWords(p, w, vars), picture: p.picture ? p.id : undefined,
      wordsLang: p.kind === 'hero' ? undefined : fallback };
    switch (p.kind) {
      case 'hero': {
        // A section that names the button leading to it ("View properties") labels the second button.
        const go = second ? w.copy.sections[second.slice(1)]?.go : undefined;
        // The business's name over the headline, unless the headline is the name itself (no phrase of the
        // description fitted): the same words twice, one above the other, read as a mistake.
        const named = copy.headline.trim().toLocaleLowerCase() === name.trim().toLocaleLowerCase();
        return { ...b, eyebrow: named ? undefined : name, heading: copy.headline, intro: copy.subheadline,
          cta: { label: copy.primaryCta, href: target },
          cta2: second ? { label: go ?? copy.secondaryCta, href: second } : undefined,
          items: copy.features.slice(0, 4).map((f) => ({ title: f.title, text: '' })) };
      }
      case 'features': {
        // A service business's services section starts with the services its description lists ("Roofers in
        // Sheffield: new roofs, flat roofs and repairs"), each with a line of the page's language, then the
        // key features; a service sharing a word with a feature ("beginner wheel-throwing courses" beside "6-week
        // beginner course") is left to the feature. As many services as fit in six cards with every feature.
        const listed = p.id === 'services' && !fallback
          ? (w.style === 'activity' ? describedActivities : describedServices)(brief.description).filter((s) => { const st = itemStems(s); return !features.some((f) => itemStems(f.title).some((x) => st.includes(x))); })
            .slice(0, Math.max(0, 6 - features.length)) : [];
        if (!listed.length) return { ...b, items: withPictures(p, features) };
        // Each listed service gets a line no other card has: a themed line, else one of the rotating lines left
        // over by the features, else none (a title alone says enough).
        const texts = pick(w.copy.featureText, w.voice).map((t) => fill(t, vars));
        const used = new Set(features.map((f) => f.text));
        const themed = featureLines(listed, w.copyLang, w.voice, () => '').map((l) => fill(l, vars));
        const services: Item[] = listed.map((s, i) => {
          const title = clip(titleCase(s), 120);
          const text = [themed[i]!, ...texts].find((t) => t && !used.has(t)) ?? '';
          used.add(text);
          return { title, text, icon: pickIcon(title, i) };
        });
        return { ...b, items: withPictures(p, [...services, ...features.map((f, i) => ({ ...f, icon: pickIcon(f.title, listed.length + i) }))]) };
      }
      case 'benefits':
        // A page without an about section says the owner's further words there (a long description's rest, which the
        // offline writer gives as the about text), instead of "Here for {audience}."
        return { ...b, intro: !plan.some((q) => q.kind === 'about') && ownWords(copy.about, brief.description) ? copy.about : b.intro,
          items: words(copy.benefits.map((x, i) => ({ ...x, icon: ['users', 'target', 'smile', 'heart'][i] }))) };
      case 'steps':
        return { ...b, items: words(copy.steps.map((x) => ({ ...x }))) };
      case 'faq':
        return { ...b, items: words(copy.faq.map((f) => ({ title: f.q, text: f.a }))) };
      case 'about':
        // The features ticked beside the story, unless the page lists them in a section of their own (an agency's or a
        // portfolio's services): the same four lines twice, one screen apart, read as filler.
        return { ...b, intro: copy.about, items: plan.some((q) => q.kind === 'features') ? []
          : copy.features.slice(0, 6).map((f) => ({ title: f.title, text: '', icon: 'check' })) };
      case 'cta':
        // A shop's closing band also takes newsletter sign-ups: the one form every shop on Shopify or Wix has.
        // An author's newsletter section (blueprints `forAuthor`) is the sign-up itself: no button leading to itself.
        // So is a waitlist (page style `launch`, blueprints `forLaunch`) and a blog's sign-up (`forBlog`).
        if (isSignUp(p.id)) return { ...b, heading: copy.closingHeading, intro: copy.closingText, form: 'newsletter' };
        return { ...b, heading: copy.closingHeading, intro: copy.closingText, cta: { label: copy.primaryCta, href: target },
          ...(blueprint === 'ecommerce' ? { form: 'newsletter' as const } : {}) };
      case 'menu': {
        // The brief's features that name dishes or drinks come first ("Tonkotsu ramen", "Margaritas"), with
        // sample prices; the rest are placeholders (features that are the room, the oven or the takeaway stay
        // out). A café or bakery's placeholders are coffee, pastries and cake rather than starters and mains; an
        // ice-cream parlour's a cream flavour, a sorbet, a sundae and a drink; a cake maker's cakes and cupcakes;
        // a distillery's spirits and a tasting flight; a cocktail bar's two cocktails, a drink without alcohol and
        // a small plate; a brewery, taproom or pub's three beers and a bar snack; a winery or wine bar's three
        // wines and a board; a pizzeria's (named so in its name or first sentence) two pizzas, a dessert and a drink.
        const said = briefText(brief);
        const [titles, icons, first]: [readonly string[], readonly IconName[], string] = isDistillery(said) ? [sw.spiritCourses, ['martini', 'martini', 'martini', 'wine'], '']
          : isPub(said) ? [sw.pubCourses, ['beer', 'beer', 'hop', 'utensils'], '']
          : isCocktailBar(said) ? [sw.barCourses, ['martini', 'martini', 'martini', 'utensils'], '']
          : isWinery(said) ? [sw.wineCourses, ['wine', 'wine', 'wine', 'utensils'], '']
          : isParlour(said) ? [sw.parlourCourses, ['ice-cream', 'ice-cream', 'ice-cream', 'coffee'], sw.dish]
          : isCakeMaker(said) ? [sw.cakeCourses, ['cake', 'cake', 'cake', 'cake'], sw.dish]
          : isCafe(said) ? [sw.cafeCourses, ['coffee', 'croissant', 'cake', 'sandwich'], sw.dish]
          : isPizzeria(`${brief.business_name} \n ${sentences(brief.description)[0] ?? ''}`) ? [sw.pizzaCourses, ['pizza', 'pizza', 'cake', 'coffee'], sw.dish]
          : [sw.courses, ['leaf', 'utensils', 'croissant', 'coffee'], sw.dish];
        const own = menuDishes(brief.key_features, brief.description).slice(0, titles.length).map((d) => ({ title: clip(titleCase(d), 80), icon: dishIcon(d) }));
        // Placeholders fill from the end of the list: a drink and a dessert after two named mains; none says again
        // what a dish of the brief's says ("A box of cupcakes" after "Cupcakes", "A sparkling wine" after "Sparkling wine"
        // or "Sparkling English wines").
        const all = titles.map((title, i) => ({ title, icon: icons[i] }));
        const fresh = all.filter((t) => !own.some((d) => saysItem(t.title, d.title) || saysItem(d.title, t.title)));
        // When the named dishes say most placeholders ("Wines" on a winery's menu), the others fill the menu in their order.
        const room = titles.length - own.length;
        const again = all.filter((t) => !fresh.includes(t)).slice(0, Math.max(0, room - fresh.length));
        const rest = fresh.length >= room ? fresh.slice(fresh.length - room) : all.filter((t) => fresh.includes(t) || again.includes(t));
        return { ...b, sample: own.length === titles.length ? ui.sample.menuPrices : ui.sample.menu,
          items: [...own, ...rest].map((it, i) => ({ ...it, meta: ui.samplePrice, text: i === 0 ? first : '' })) };
      }
      case 'pricing': {
        // A conference's ticket types (blueprints `forConferenceStyle`): each priced by the owner, listing what the
        // brief says the event has; its button asks about tickets in the contact form until the owner links a booking page.
        if (p.id === 'tickets') {
          const has = copy.features.map((x) => x.title).filter((t) => !isPricingTerm(t)).slice(0, 3);
          const contact = w.copy.sections.contact;
          // An event free to attend ("Free to enter") has no early-bird price: its tickets are each "Free".
          const free = isFreeEvent(brief);
          const tiers = sw.ticketTiers.map((title, i) => ({ title, meta: free ? ui.free : ui.samplePrice, text: [sw.ticketText[i], ...has].join('\n') }));
          return { ...b, sample: ui.sample.tickets, cta: contact?.go ? { label: contact.go, href: '#contact' } : undefined,
            items: free ? tiers.slice(1) : tiers };
        }
        // Plans list what the product does, not its price terms ("Free for up to 5 users" in every plan).
        const f = copy.features.map((x) => x.title).filter((t) => !isPricingTerm(t));
        const prices = samplePrices(currencyFor(lang, brief), w.voice, lang);
        const lists = [f.slice(0, 2), f.slice(0, 4), [...f.slice(0, 5), sw.prioritySupport]];
        // A product with a free plan (the brief says so) starts with it: no sample amount for that one.
        const free = hasFreePlan(brief);
        // Amounts per month, per year or once, as the brief bills; a product paid by use ("per transaction") shows no
        // monthly amount its owner never charges, only "Sample price".
        const billing = billingOf(brief);
        const period = { month: ` ${ui.perMonth}`, year: ` ${ui.perYear}`, once: '' }[billing === 'usage' ? 'once' : billing];
        const amount = (i: number) => (billing === 'usage' ? ui.samplePrice : `${prices[i]}${period} · ${ui.samplePrice}`);
        // The plans' button (to the main call to action) stands under the comparison table; the cards are the choice.
        return { ...b, sample: ui.sample.pricing, cta: p.variant === 'table' ? { label: copy.primaryCta, href: target } : undefined,
          items: sw.tiers.map((title, i) => ({ title, meta: free && i === 0 ? ui.free : amount(i), text: [sw.tierText[i], ...lists[i]!].join('\n') })) };
      }
      case 'testimonials':
        return { ...b, sample: ui.sample.testimonials, items: (copy.features.length ? copy.features : [{ title: name }]).slice(0, 3).map((f, i) => ({
          title: `${sw.quoteName} ${i + 1}`, meta: sw.quoteRole, text: fill(sw.quoteText, { feature: f.title }) })) };
      case 'work': {
        const set = sampleCards(p, sw, ui, brief);
        // A campsite's own pitches and units ("Bell tents", "Shepherd's hut", "Treehouse") come first, with sample prices;
        // samples not saying the same fill the rest in their places, then earlier ones ("Bell tents" leaves out "Bell tent"),
        // the first with a line on what to write only when none is the owner's.
        const own = p.id === 'pitches' ? namedPitches(brief.description).map((t) => clip(t, 80)) : [];
        const fresh = set.titles.filter((t) => !own.some((o) => saysItem(o, t) || saysItem(t, o)));
        const titles = [...own, ...fresh.filter((t) => set.titles.indexOf(t) >= own.length), ...fresh.filter((t) => set.titles.indexOf(t) < own.length)].slice(0, set.titles.length);
        return { ...b, sample: set.sample, items: withPictures(p, titles.map((title, i) => ({
          title, meta: set.meta, icon: set.icons[i] ?? set.icons[0], text: i === 0 && !own.length ? set.first : '' }))) };
      }
      case 'products': {
        // The brief's features that name what the shop sells ("Wallets", "Dried flower wreaths"), then what its
        // description lists ("…basics: t-shirts, socks and underwear"), come first,
        // with sample prices; placeholders fill the rest, the first with a line on what to write.
        // A subscription's box sizes ("a small, medium or large box") are its range, priced by the week or month it is delivered.
        const sizes = boxSizes(brief.description);
        const own = (sizes.length ? sizes : shopProducts(brief.key_features, brief.description)).slice(0, sw.product.length).map((f) => clip(titleCase(f), 80));
        const titles = [...own, ...sw.product.slice(own.length)];
        const period = subscriptionPeriod(brief.description);
        const meta = period ? `${ui.samplePrice} ${period === 'week' ? ui.perWeek : ui.perMonth}` : ui.samplePrice;
        return { ...b, sample: own.length === sw.product.length ? ui.sample.productPrices : ui.sample.products, items: withPictures(p, titles.map((title, i) => ({
          title, meta, icon: ['package', 'sparkles', 'gift'][i], text: i === 0 && !own.length ? sw.productText : '' }))) };
      }
      case 'gallery':
        // A game's screenshots (blueprints `forGame`) are to be replaced by captures of the game, not photos.
        return { ...b, sample: p.id === 'screenshots' ? ui.sample.screenshots : ui.sample.gallery, items: withPictures(p, Array.from({ length: 6 }, (_, i) => ({
          title: fill(sw.gallery, { n: String(i + 1), name }), text: '' }))) };
      case 'schedule':
        // A show lists its latest episodes (page style `show`), an events page its dates.
        if (w.style === 'show') return { ...b, sample: ui.sample.episodes, items: sw.episodes.map((title) => ({ title, meta: sw.episodeText, text: '', icon: 'mic' })) };
        // A video channel's latest videos (page style `channel`).
        if (w.style === 'channel') return { ...b, sample: ui.sample.videos, items: sw.videos.map((title) => ({ title, meta: sw.videoText, text: '', icon: 'video' })) };
        // A wedding's day (page style `wedding`): the ceremony, drinks, the meal and the party at sample times.
        if (w.style === 'wedding') return { ...b, sample: ui.sample.day, items: sw.weddingDay.map((title, i) => ({ title, meta: WEDDING_TIMES[i]!, text: '', icon: i === 0 ? 'heart' : 'clock' })) };
        // A blog's latest posts (page style `blog`), newest first.
        if (w.style === 'blog') return { ...b, sample: ui.sample.posts, items: sw.posts.map((title) => ({ title, meta: sw.postText, text: '', icon: 'file-text' })) };
        // A conference's programme (page style `conference`): registration, the keynote, talks, lunch and the afternoon at sample times.
        if (w.style === 'conference') return { ...b, sample: ui.sample.programme, items: sw.programme.map((title, i) => ({ title, meta: PROGRAMME_TIMES[i]!, text: '', icon: i === 1 ? 'mic' : 'clock' })) };
        // A venue's shows are on at the venue itself (page style `venue`): a show and its time, not a city and a venue.
        if (w.style === 'venue') return { ...b, sample: ui.sample.shows, items: sw.dates.map((title) => ({ title, meta: sw.showText, text: '', icon: 'ticket' })) };
        return { ...b, sample: ui.sample.dates, items: sw.dates.map((title) => ({ title, meta: sw.dateText, text: '', icon: 'ticket' })) };
      case 'hours': {
        const d = ui.days;
        const range = (a: string, z: string) => fill(ui.dayRange, { from: a, to: z });
        // A group's meetings and a school's classes are on the days its description names, when it names them ("Tuesday evenings").
        const named = p.id === 'meetings' || p.id === 'timetable' ? meetingDays(brief.description) : [];
        // A business open around the clock ("24 hours a day", "24/7"; an emergency line where it comes out) is open every day,
        // all day, not a sample office week; service, prayer, visiting, viewing, training and meeting times are no opening hours.
        const allDay = !named.length && !SECTION_HOURS[p.id] && statesRoundTheClock(`${brief.description} \n ${brief.key_features.join(' \n ')}`, p.id === 'area');
        const rows = (named.length ? named : allDay ? ROUND_THE_CLOCK_HOURS : sampleHours(p.id, w.style))
          .map(([from, to, hours, pitch]): [string, string, string] => [from === to ? d[from]! : range(d[from]!, d[to]!), hours ?? ui.closed, pitch === undefined ? '' : sw.pitches[pitch] ?? '']);
        // A service that comes to its customers (blueprints `forMobileService`) names the area it serves, not an address.
        const area = p.id === 'area';
        return { ...b, sample: area ? ui.sample.area : ui.sample.hours, intro: area ? sw.areaText : sw.street, items: rows.map(([title, meta, text]) => ({ title, meta, text })) };
      }
      case 'contact': {
        // A restaurant takes table requests, a café or takeaway orders, a food truck's events, a local
        // service booking requests (a trade quote requests, a place to stay dates and guests), a funeral
        // director, a club and everyone else messages.
        const form = SECTION_FORMS[p.id] ?? (blueprint === 'local' ? LOCAL_FORMS[w.style] ?? 'booking' : 'contact');
        const label = w.copy.sections[p.id]?.send ?? { reservation: ui.form.requestTable, order: ui.form.requestOrder, booking: ui.form.requestBooking, event: ui.form.requestBooking, quote: ui.form.requestQuote, stay: ui.form.requestStay, rsvp: ui.form.requestRsvp, contact: ui.form.send }[form];
        return { ...b, form, sample: ui.sample.contact, intro: b.intro ?? clip(fill(pick(w.copy.contactIntro, w.voice), vars), 300),
          cta: { label, href: '#' + p.id },
          items: [{ title: ui.email, text: 'hello@example.com', icon: 'mail' }, { title: ui.phone, text: '+00 0000 000000', icon: 'phone' }] };
      }
    }
  });
}
