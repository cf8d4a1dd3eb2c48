import type { TemplateCategory } from '@sitewright/core';
import type { ArtKind } from './art/index';
import type { BlueprintId } from './i18n/types';
import type { PageStyle } from './i18n/types';
import type { BlockKind } from './model';

/**
 * Blueprints: which sections a site of each kind of business has, in which order, with which layout
 * variant and which pictures (issue 15 §4). Each blueprint has two layouts, picked per project, so two
 * restaurants do not look alike. Section words come from the phrasebook (i18n/copy-*.ts), copy from the
 * content writer.
 */

/** The art a section (or each of its items) gets: the offline artwork kind, and the image's aspect. */
export interface PicturePlan {
  art: ArtKind; width: number; height: number;
  /** Item pictures only: every second item (the 2nd, 4th…) in this kind instead, so a gallery mixes two kinds of picture. */
  alternate?: ArtKind;
}

/** One planned section: id (stable, becomes the HTML id), kind, layout variant, pictures. */
export interface SectionPlan {
  id: string;
  kind: Exclude<BlockKind, 'header' | 'nav' | 'footer'>;
  variant: string;
  /** The section's own image (hero art, about photo, map). */
  picture?: PicturePlan;
  /** One image per item (products, projects, gallery tiles, alternating features). */
  itemPictures?: PicturePlan;
  /** Legacy plans (from a template's stored site) carry their words. */
  nav?: string;
  heading?: string;
  eyebrow?: string;
}

type Pair2 = readonly [string, string];
/** A section in both layouts: [layout 0 variant, layout 1 variant]. */
interface Slot { id: string; kind: SectionPlan['kind']; v: Pair2; picture?: [PicturePlan | undefined, PicturePlan | undefined]; items?: [PicturePlan | undefined, PicturePlan | undefined] }

const HERO = (art: ArtKind, v: Pair2): Slot => {
  const wide = (variant: string): PicturePlan => variant === 'split' ? { art, width: 1200, height: 960 } : { art, width: 1600, height: variant === 'banner' ? 900 : 800 };
  return { id: 'hero', kind: 'hero', v, picture: [wide(v[0]), wide(v[1])] };
};
const pic = (art: ArtKind, width = 960, height = 720): PicturePlan => ({ art, width, height });
const both = (p: PicturePlan): [PicturePlan, PicturePlan] => [p, p];

const PLANS: Record<BlueprintId, Slot[]> = {
  saas: [
    HERO('product-screen', ['split', 'centered']),
    { id: 'features', kind: 'features', v: ['grid', 'alternating'], items: both(pic('product-screen', 960, 640)) },
    { id: 'how-it-works', kind: 'steps', v: ['numbered', 'timeline'] },
    { id: 'benefits', kind: 'benefits', v: ['list', 'grid'], picture: [pic('product-screen', 1200, 800), pic('brand', 960, 800)] },
    { id: 'pricing', kind: 'pricing', v: ['cards', 'table'] },
    { id: 'faq', kind: 'faq', v: ['accordion', 'columns'] },
    { id: 'get-started', kind: 'cta', v: ['band', 'card'] },
  ],
  ecommerce: [
    HERO('products', ['split', 'banner']),
    { id: 'products', kind: 'products', v: ['grid', 'grid'], items: both(pic('products', 800, 800)) },
    { id: 'features', kind: 'features', v: ['grid', 'list'] },
    { id: 'testimonials', kind: 'testimonials', v: ['cards', 'quote'] },
    { id: 'faq', kind: 'faq', v: ['accordion', 'columns'] },
    { id: 'get-started', kind: 'cta', v: ['band', 'card'] },
  ],
  agency: [
    HERO('brand', ['split', 'centered']),
    { id: 'services', kind: 'features', v: ['list', 'grid'] },
    { id: 'process', kind: 'steps', v: ['timeline', 'numbered'] },
    { id: 'work', kind: 'work', v: ['grid', 'grid'], items: both(pic('brand', 960, 640)) },
    { id: 'about', kind: 'about', v: ['split', 'split'], picture: both(pic('service', 960, 800)) },
    { id: 'faq', kind: 'faq', v: ['columns', 'accordion'] },
    { id: 'contact', kind: 'contact', v: ['split', 'form'] },
  ],
  restaurant: [
    HERO('dishes', ['banner', 'split']),
    { id: 'about', kind: 'about', v: ['split', 'split'], picture: both(pic('table-setting', 960, 800)) },
    { id: 'menu', kind: 'menu', v: ['cards', 'list'] },
    { id: 'gallery', kind: 'gallery', v: ['mosaic', 'grid'], items: both(pic('dishes', 800, 800)) },
    { id: 'hours', kind: 'hours', v: ['split', 'stacked'], picture: both(pic('map', 960, 600)) },
    { id: 'reservations', kind: 'contact', v: ['form', 'split'] },
  ],
  portfolio: [
    HERO('mosaic', ['split', 'banner']),
    { id: 'gallery', kind: 'gallery', v: ['mosaic', 'grid'], items: both(pic('photo-tile', 800, 1000)) },
    { id: 'about', kind: 'about', v: ['split', 'split'], picture: both(pic('photo-tile', 800, 1000)) },
    { id: 'services', kind: 'features', v: ['grid', 'list'] },
    { id: 'process', kind: 'steps', v: ['numbered', 'timeline'] },
    { id: 'faq', kind: 'faq', v: ['accordion', 'columns'] },
    { id: 'contact', kind: 'contact', v: ['split', 'form'] },
  ],
  local: [
    HERO('service', ['split', 'banner']),
    { id: 'services', kind: 'features', v: ['grid', 'alternating'], items: [undefined, pic('service', 960, 640)] },
    { id: 'booking', kind: 'steps', v: ['numbered', 'timeline'] },
    { id: 'benefits', kind: 'benefits', v: ['list', 'grid'], picture: [pic('service', 960, 800), undefined] },
    { id: 'location', kind: 'hours', v: ['split', 'stacked'], picture: both(pic('map', 960, 600)) },
    { id: 'faq', kind: 'faq', v: ['accordion', 'columns'] },
    { id: 'contact', kind: 'contact', v: ['form', 'split'] },
  ],
  nonprofit: [
    HERO('community', ['split', 'banner']),
    { id: 'mission', kind: 'about', v: ['split', 'split'], picture: both(pic('community', 960, 800)) },
    { id: 'help', kind: 'features', v: ['grid', 'alternating'], items: both(pic('community', 960, 640)) },
    { id: 'how-it-works', kind: 'steps', v: ['numbered', 'timeline'] },
    { id: 'donate', kind: 'cta', v: ['band', 'card'] },
    { id: 'faq', kind: 'faq', v: ['accordion', 'columns'] },
    { id: 'contact', kind: 'contact', v: ['split', 'form'] },
  ],
  events: [
    HERO('stage', ['banner', 'split']),
    { id: 'about', kind: 'about', v: ['split', 'split'], picture: both(pic('stage', 960, 800)) },
    { id: 'dates', kind: 'schedule', v: ['list', 'cards'] },
    { id: 'highlights', kind: 'features', v: ['grid', 'list'] },
    { id: 'gallery', kind: 'gallery', v: ['mosaic', 'grid'], items: both(pic('photo-tile', 800, 800)) },
    { id: 'faq', kind: 'faq', v: ['accordion', 'columns'] },
    { id: 'contact', kind: 'contact', v: ['split', 'form'] },
  ],
  startup: [
    HERO('brand', ['centered', 'split']),
    { id: 'features', kind: 'features', v: ['alternating', 'grid'], items: both(pic('brand', 960, 640)) },
    { id: 'benefits', kind: 'benefits', v: ['grid', 'list'], picture: [undefined, pic('brand', 960, 800)] },
    { id: 'how-it-works', kind: 'steps', v: ['numbered', 'timeline'] },
    { id: 'faq', kind: 'faq', v: ['accordion', 'columns'] },
    { id: 'contact', kind: 'contact', v: ['split', 'form'] },
  ],
};

const TESTIMONIALS: Slot = { id: 'testimonials', kind: 'testimonials', v: ['quote', 'quote'] };
const PRICING: Slot = { id: 'pricing', kind: 'pricing', v: ['table', 'table'] };

function resolve(s: Slot, layout: 0 | 1): SectionPlan {
  const plan: SectionPlan = { id: s.id, kind: s.kind, variant: s.v[layout] };
  const p = s.picture?.[layout];
  const items = s.items?.[layout];
  if (p) plan.picture = p;
  if (items) plan.itemPictures = items;
  return plan;
}

/**
 * The section plan of a blueprint in one layout, adjusted by a template category (SPEC §3 categories):
 * - hero-sections: a banner hero (big, full-colour first screen);
 * - feature-layouts: the first features section right after the hero, in the alternating layout;
 * - pricing-tables: a pricing section (comparison table) before the FAQ;
 * - testimonials: a testimonials section (single large quote) after the first content section;
 * - navigation-patterns: the centred header (see `headerVariant`).
 * Returns fresh objects; the caller may mutate them.
 */
export function blueprint(id: BlueprintId, layout: 0 | 1 = 0, category?: TemplateCategory): SectionPlan[] {
  const plan = PLANS[id].map((s) => resolve(s, layout));
  const at = (sid: string) => plan.findIndex((s) => s.id === sid);
  if (category === 'hero-sections') {
    const hero = PLANS[id][0]!;
    plan[0] = { ...plan[0]!, variant: 'banner', picture: { ...(hero.picture?.[layout] ?? pic('brand')), width: 1600, height: 900 } };
  }
  if (category === 'feature-layouts') {
    const i = plan.findIndex((s) => s.kind === 'features');
    if (i > 1) plan.splice(1, 0, ...plan.splice(i, 1));
    const f = plan.find((s) => s.kind === 'features');
    if (f) { f.variant = 'alternating'; f.itemPictures ??= pic(id === 'saas' ? 'product-screen' : 'brand', 960, 640); }
  }
  if (category === 'pricing-tables') {
    const existing = plan.find((s) => s.kind === 'pricing');
    if (existing) existing.variant = 'table';
    else plan.splice(at('faq') > 0 ? at('faq') : plan.length - 1, 0, resolve(PRICING, layout));
  }
  if (category === 'testimonials') {
    const existing = plan.find((s) => s.kind === 'testimonials');
    if (existing) existing.variant = 'quote';
    else plan.splice(2, 0, resolve(TESTIMONIALS, layout));
  }
  return plan;
}

/**
 * The plan of a service delivered only online (choose-blueprint `servesOnlineOnly`): no section of
 * opening hours and an address to find (its map was one of the page's pictures, so the first features
 * section without pictures of its own gets one per item, in the hero's artwork: at least three visuals
 * per page, issue 15 §1). Returns fresh objects.
 */
export function forOnlineService(plan: SectionPlan[]): SectionPlan[] {
  const out = plan.filter((p) => p.kind !== 'hours').map((p) => ({ ...p }));
  const features = out.find((p) => p.kind === 'features');
  const art = out[0]?.picture?.art;
  if (features && !features.itemPictures && art) features.itemPictures = pic(art, 960, 640);
  return out;
}

/**
 * The agency plan of an estate agency (choose-blueprint `sellsHomes`): its work is its listings, so the
 * case studies become a `properties` section of homes (sample listings until the owner gives theirs),
 * right under the hero as on every agent's site, and the hero and about pictures show homes and a living
 * room (art kind `property`) rather than abstract brand shapes and an office. Returns fresh objects.
 */
export function forEstateAgency(plan: SectionPlan[]): SectionPlan[] {
  const out = plan.map((p): SectionPlan => {
    if (p.kind === 'work') return { ...p, id: 'properties', itemPictures: pic('property', 960, 720) };
    if ((p.kind === 'hero' || p.kind === 'about') && p.picture) return { ...p, picture: { ...p.picture, art: 'property' } };
    return { ...p };
  });
  const i = out.findIndex((p) => p.id === 'properties');
  if (i > 1 && out[0]?.kind === 'hero') out.splice(1, 0, ...out.splice(i, 1));
  return out;
}

/**
 * The agency plan of one home for sale or to let (choose-blueprint `sellsOneHome`): the home's own features (`home`, the
 * brief's key features) and pictures inside it (`inside`, rooms: art `interior`; where the hero's second button leads) where
 * an agency has services and case studies, the viewing steps, the area with a map (`neighbourhood`), and the form asks for a
 * `viewing` (where the main button leads: build-blocks `ctaTargets`); no fees or clients' quotes. The hero shows the house
 * (art `property`). Returns fresh objects.
 */
export function forListing(plan: SectionPlan[]): SectionPlan[] {
  const out: SectionPlan[] = [];
  for (const p of drawnAs(drawnAs(plan, 'property', ['hero'], []), 'map', ['about'], [])) {
    if (p.kind === 'work' || p.kind === 'pricing' || p.kind === 'testimonials') continue;
    if (p.id === 'services') out.push({ ...p, id: 'home', variant: 'grid' }, { id: 'inside', kind: 'gallery', variant: 'mosaic', itemPictures: pic('interior', 800, 800) });
    else out.push(p.kind === 'about' ? { ...p, id: 'neighbourhood' } : p.kind === 'contact' ? { ...p, id: 'viewing' } : p);
  }
  return out;
}

/**
 * The shop plan of one product sold on its own (choose-blueprint `sellsOneProduct`): the hero shows the product alone (a
 * split hero with a square picture, art `products` at a card's size: the good its brief names, else a product box), its
 * `details` (the brief's key features: where the hero's second button leads) where a shop has its sample range, customers'
 * words and questions, and an `order` form (where the main button leads: build-blocks `ctaTargets`) in place of the
 * closing band. Returns fresh objects.
 */
export function forProduct(plan: SectionPlan[]): SectionPlan[] {
  const out: SectionPlan[] = [];
  for (const p of plan) {
    if (p.kind === 'products' || p.kind === 'pricing' || p.kind === 'cta') continue;
    if (p.kind === 'hero') out.push({ ...p, variant: 'split', ...(p.picture ? { picture: { ...p.picture, art: 'products' as const, width: 800, height: 800 } } : {}) });
    else if (p.id === 'features') out.push({ ...p, id: 'details', variant: 'grid' });
    else out.push({ ...p });
  }
  out.push({ id: 'order', kind: 'contact', variant: 'split' });
  return out;
}

/**
 * The agency plan of someone looking for a job (choose-blueprint `seeksRole`): what they bring (`skills`, the brief's key
 * features) and their selected work (`projects`, samples until they add theirs: where the hero's second button leads), about
 * (pictured by their desk), recruiters' questions and contact; no process steps, fees or clients' quotes. Returns fresh objects.
 */
export function forResume(plan: SectionPlan[]): SectionPlan[] {
  // About one person is pictured by their desk (art `studio`: the trade its words name, else a designer's), not a practice's lounge.
  return drawnAs(plan, 'studio', ['about'], []).filter((p) => p.kind !== 'steps' && p.kind !== 'pricing' && p.kind !== 'testimonials')
    .map((p) => (p.id === 'services' ? { ...p, id: 'skills' } : p.kind === 'work' ? { ...p, id: 'projects' } : p));
}

/**
 * The plan of an interior designer (choose-blueprint `designsInteriors`), agency or portfolio: the hero,
 * the project cards or gallery and the about section show finished rooms and the designer's studio
 * table (art kind `interior`) rather than abstract brand shapes, an office or another trade's scenes.
 * Sizes stay the blueprint's. Returns fresh objects.
 */
export function forInteriorDesign(plan: SectionPlan[]): SectionPlan[] {
  return drawnAs(plan, 'interior', ['hero', 'about'], ['work', 'gallery']);
}

/**
 * `plan` with the pictures of its sections of the `pictured` kinds and the item pictures of those of the `itemised` kinds
 * drawn as `art`, sizes kept. Returns fresh objects.
 */
function drawnAs(plan: SectionPlan[], art: ArtKind, pictured: readonly SectionPlan['kind'][], itemised: readonly SectionPlan['kind'][]): SectionPlan[] {
  return plan.map((p): SectionPlan => {
    const out = { ...p };
    if (pictured.includes(p.kind) && p.picture) out.picture = { ...p.picture, art };
    if (itemised.includes(p.kind) && p.itemPictures) out.itemPictures = { ...p.itemPictures, art };
    return out;
  });
}

/**
 * The agency plan of a creative agency or studio (choose-blueprint `designsBrands`): the hero shows a
 * brand board and the case studies mock-ups of the work such a studio makes (packaging, a website,
 * stationery, a poster; art kind `mockups`) rather than abstract brand shapes. Returns fresh objects.
 */
export function forCreativeAgency(plan: SectionPlan[]): SectionPlan[] {
  return withWorkArt(plan, 'mockups');
}

/**
 * The agency plan of an architect's practice (choose-blueprint `designsBuildings`): the hero and the case studies
 * show buildings of the kinds such a practice designs, houses, a block, a cottage (art kind `property`), rather
 * than abstract brand shapes. Returns fresh objects.
 */
export function forArchitect(plan: SectionPlan[]): SectionPlan[] {
  return withWorkArt(plan, 'property');
}

/** The plan with the hero's picture and the case studies' pictures drawn as `art`. Returns fresh objects. */
const withWorkArt = (plan: SectionPlan[], art: 'mockups' | 'product-screen' | 'property'): SectionPlan[] => drawnAs(plan, art, ['hero'], ['work']);

/**
 * The agency plan of a developer for hire (choose-blueprint `buildsForClients`): the hero and the case
 * studies show the screens of apps and sites such a developer builds (art kind `product-screen`) rather
 * than abstract brand shapes. Returns fresh objects.
 */
export function forDeveloper(plan: SectionPlan[]): SectionPlan[] {
  return withWorkArt(plan, 'product-screen');
}

/**
 * The events plan of a conference or meetup (choose-blueprint `holdsTalks`): its gallery shows the
 * stage with a speaker and slides, the room and the audience (art kind `stage`, which draws talks for
 * such words), every second tile a photo scene of the host city, rather than only the city (and a
 * bouquet). Returns fresh objects.
 */
export function forConference(plan: SectionPlan[]): SectionPlan[] {
  return plan.map((p): SectionPlan => (p.kind === 'gallery' && p.itemPictures ? { ...p, itemPictures: { ...p.itemPictures, art: 'stage', alternate: p.itemPictures.art } } : { ...p }));
}

/**
 * The shop plan of a shop that sells files to download (choose-blueprint `sellsDigital`: presets, templates, e-books): the
 * hero and the product cards show screens (art kind `product-screen`) rather than goods on shelves. Returns fresh objects.
 */
export function forDigitalShop(plan: SectionPlan[]): SectionPlan[] {
  return withShopArt(plan, 'product-screen');
}

/**
 * The shop plan of a meal delivery (choose-blueprint `deliversMeals`: meal prep, meal kits): the hero and the product cards
 * show the food (art kind `dishes`) rather than candles and gift boxes on shelves. Returns fresh objects.
 */
export function forMealShop(plan: SectionPlan[]): SectionPlan[] {
  return withShopArt(plan, 'dishes');
}

/** The shop plan with its hero and product cards drawn as `art`. Returns fresh objects. */
const withShopArt = (plan: SectionPlan[], art: ArtKind): SectionPlan[] => drawnAs(plan, art, ['hero'], ['products']);

/**
 * The events plan of a book club, reading group or book festival (choose-blueprint `readsBooks`): the hero, the about
 * section and the gallery show books (art kind `books`: a table with a book face-out, a shelf) rather than a band on a
 * stage. Returns fresh objects.
 */
export function forReading(plan: SectionPlan[]): SectionPlan[] {
  return drawnAs(plan, 'books', ['hero', 'about'], ['gallery']);
}

/**
 * The events plan of a show (choose-blueprint `hostsShow`): its gallery alternates the studio (the `stage`
 * art draws microphones for a show's words; wide, close or mirrored) with cover-art tiles (the abstract
 * `brand` art), not photo scenes of a venue's crowd. Returns fresh objects.
 */
export function forShow(plan: SectionPlan[]): SectionPlan[] {
  return plan.map((p): SectionPlan => (p.kind === 'gallery' && p.itemPictures ? { ...p, itemPictures: { ...p.itemPictures, art: 'stage', alternate: 'brand' } } : { ...p }));
}

/**
 * The local plan of a place to stay (choose-blueprint `offersRooms`): a `rooms` section of sample rooms
 * (double, twin, family; the owner's rooms and prices replace them) with a guest room pictured on each
 * card, right under the hero, where guests look first. Returns fresh objects.
 */
export function forGuestHouse(plan: SectionPlan[]): SectionPlan[] {
  return withPricedCards(plan, 'rooms');
}

/**
 * The local plan of a campsite, caravan park or glamping site (choose-blueprint `pitchesTents`): its pitches
 * under the hero (`pitches`, pictured one by one: art/campsite.ts), as a place to stay's rooms are
 * (`forGuestHouse`). Returns fresh objects.
 */
export function forCampsite(plan: SectionPlan[]): SectionPlan[] {
  return withPricedCards(plan, 'pitches');
}

/**
 * The local plan of a coworking space or serviced office (choose-blueprint `offersWorkspace`): its desks and offices
 * under the hero (`desks`: a hot desk, a dedicated desk, a private office, priced per month and pictured in the
 * space: art `service`'s coworking scene), as a place to stay's rooms are (`forGuestHouse`). Returns fresh objects.
 */
export function forWorkspace(plan: SectionPlan[]): SectionPlan[] {
  return withPricedCards(plan, 'desks');
}

/**
 * The start-up plan of a supplier to other businesses (choose-blueprint `suppliesTrade`: a machine shop, a haulier, a
 * wholesaler): the hero, the features' cards and the benefits picture show its trade (art `service`: the machine shop,
 * the lorry at the loading bay, the warehouse, the wholesaler's chilled store, the production line), not abstract brand
 * shapes; no plans and prices (a quote is asked for). Returns fresh objects.
 */
export function forSupplier(plan: SectionPlan[]): SectionPlan[] {
  return drawnAs(plan, 'service', ['hero', 'benefits'], ['features']).filter((p) => p.kind !== 'pricing');
}

/**
 * The local plan of one place let to holidaymakers (choose-blueprint `letsOnePlace`): the hero shows the place beside the
 * headline (a split hero in both layouts; art `property`: the kind of home its brief names), its own features (`home`, the brief's key features) and pictures inside it
 * (`inside`, rooms: art `interior`; where the hero's second button leads) where a hotel has its services, the booking steps
 * and benefits, the area with a map (`neighbourhood`) instead of opening hours, the owner's answers and a request for
 * dates; no price list (rates depend on the dates). Returns fresh objects.
 */
export function forHolidayLet(plan: SectionPlan[]): SectionPlan[] {
  const out: SectionPlan[] = [];
  for (const p of drawnAs(plan, 'property', ['hero'], [])) {
    if (p.kind === 'pricing') continue;
    // The place beside the headline, never behind it: the home's picture keeps it in the middle, where a banner's text goes.
    if (p.kind === 'hero') out.push({ ...p, variant: 'split', ...(p.picture ? { picture: { ...p.picture, width: 1200, height: 960 } } : {}) });
    else if (p.id === 'services') out.push({ id: 'home', kind: p.kind, variant: 'grid' }, { id: 'inside', kind: 'gallery', variant: 'mosaic', itemPictures: pic('interior', 800, 800) });
    else if (p.kind === 'hours') out.push({ id: 'neighbourhood', kind: 'about', variant: 'split', picture: pic('map', 960, 800) });
    else out.push(p);
  }
  return out;
}

/**
 * The local plan of a car dealer (choose-blueprint `sellsCars`): the cars in stock right under the hero (`stock`, sample
 * cars priced one by one until the dealer adds theirs, pictured on the forecourt: art/forecourt.ts; where the hero's second
 * button leads), then why buy here, how buying works, the showroom's hours and the test drive request. Returns fresh objects.
 */
export function forDealer(plan: SectionPlan[]): SectionPlan[] {
  return withPricedCards(plan, 'stock');
}

/** `plan` with a grid of pictured cards (`work` kind, section `id`) right under the hero, once. Returns fresh objects. */
function withPricedCards(plan: SectionPlan[], id: 'rooms' | 'pitches' | 'stock' | 'desks'): SectionPlan[] {
  const out = plan.map((p) => ({ ...p }));
  if (out.some((p) => p.id === id)) return out;
  const at = out[0]?.kind === 'hero' ? 1 : 0;
  out.splice(at, 0, { id, kind: 'work', variant: 'grid', itemPictures: pic('service', 960, 720) });
  return out;
}

/**
 * The portfolio plan of an author (choose-blueprint `writesBooks`): the hero pictures the writer's table
 * with a book face-out, the about section the writer's shelf and desk; the gallery becomes `books` (sample
 * books, each cover standing face-out), a `newsletter` sign-up follows the about section (the hero's main
 * button leads to it: build-blocks `ctaTargets`), and the services and process sections, written for
 * bookings, go. Returns fresh objects.
 */
export function forAuthor(plan: SectionPlan[]): SectionPlan[] {
  const out: SectionPlan[] = [];
  for (const p of plan) {
    if (p.id === 'services' || p.id === 'process' || p.id === 'newsletter') continue;
    if (p.kind === 'hero' && p.picture) out.push({ ...p, picture: { ...p.picture, art: 'books' } });
    else if (p.id === 'gallery') out.push({ id: 'books', kind: 'work', variant: 'grid', itemPictures: pic('books', 960, 720) });
    else if (p.id === 'about' && p.picture) out.push({ ...p, picture: { ...p.picture, art: 'books' } });
    else out.push({ ...p });
    if (p.id === 'about') out.push({ id: 'newsletter', kind: 'cta', variant: 'card' });
  }
  return out;
}

/**
 * The portfolio plan of a tattoo studio (choose-blueprint `tattoos`): a `studio` section (opening hours and
 * the way there, with a map) after how an idea becomes a tattoo; the hero's main button still asks for the
 * idea (the contact form). Returns fresh objects.
 */
export function forTattoo(plan: SectionPlan[]): SectionPlan[] {
  return withHours(plan, 'studio', 'process');
}

/** Fresh copies of `plan` with an hours section `id` (times and address, with a map) after section `after` (else after the hero); once. */
function withHours(plan: SectionPlan[], id: string, after: string): SectionPlan[] {
  const out = plan.map((p) => ({ ...p }));
  if (out.some((p) => p.id === id)) return out;
  const at = out.findIndex((p) => p.id === after);
  out.splice(at < 0 ? Math.min(1, out.length) : at + 1, 0, { id, kind: 'hours', variant: 'split', picture: pic('map', 960, 600) });
  return out;
}

/** Fresh copies of `plan` with its hours section renamed `id` (its sample rows and card title follow the id: build-blocks, render-sections). */
const hoursAs = (plan: SectionPlan[], id: string): SectionPlan[] => plan.map((p) => (p.kind === 'hours' ? { ...p, id } : { ...p }));

/**
 * The agency plan of a recruitment agency (choose-blueprint `recruitsStaff`): no case studies (a placement
 * is no project to show), and the services are a grid of cards, each pictured in the hero's artwork, so the
 * page keeps its pictures (issue 15 §1: at least three visuals). Returns fresh objects.
 */
export function forRecruitment(plan: SectionPlan[]): SectionPlan[] {
  return withoutCaseStudies(plan);
}

/**
 * The agency plan of a practice that advises clients in confidence (choose-blueprint `advisesClients`: a law firm, an
 * accountant, a mortgage broker): as a recruitment agency's, no case studies (a client's matter is no project to show,
 * and "Project one, Client · Year" was all the page could say), its services pictured instead. Returns fresh objects.
 */
export function forPractice(plan: SectionPlan[]): SectionPlan[] {
  return withoutCaseStudies(plan);
}

/**
 * The agency plan of a research group (choose-blueprint `runsResearch`): no case studies ("Project one, Client · Year" is no
 * paper, and a group's papers are its own to list), its research themes pictured instead. Returns fresh objects.
 */
export function forResearch(plan: SectionPlan[]): SectionPlan[] {
  return withoutCaseStudies(plan);
}

/** `plan` without its case studies, the services a grid of cards pictured in the hero's artwork. Returns fresh objects. */
function withoutCaseStudies(plan: SectionPlan[]): SectionPlan[] {
  const art = plan[0]?.picture?.art;
  return plan.filter((p) => p.id !== 'work').map((p) => (p.id === 'services' && art ? { ...p, variant: 'grid', itemPictures: p.itemPictures ?? pic(art, 960, 640) } : { ...p }));
}

/**
 * The non-profit plan of a candidate's campaign (choose-blueprint `runsForOffice`): the donation band becomes
 * `involved` (the closing band asking voters to get involved, leading to the contact form: build-blocks
 * `ctaTargets`), so nothing on the page asks for money. Returns fresh objects.
 */
export function forCampaign(plan: SectionPlan[]): SectionPlan[] {
  return plan.map((p) => (p.id === 'donate' ? { ...p, id: 'involved' } : { ...p }));
}

/**
 * The non-profit plan of a place of worship (choose-blueprint `worships`): a `times` section (service
 * times and where to find it, with a map) after what's on, which the hero's main button leads to
 * (build-blocks `ctaTargets`). Returns fresh objects.
 */
export function forWorship(plan: SectionPlan[]): SectionPlan[] {
  return withHours(plan, 'times', 'help');
}

/** The non-profit plan of a mosque: as a place of worship's (`forWorship`), its times section `prayers` (prayer times). Returns fresh objects. */
export function forMosque(plan: SectionPlan[]): SectionPlan[] {
  return withHours(plan, 'prayers', 'help');
}

/**
 * The shop plan of a shop customers walk into (choose-blueprint `sellsInStore`): a `visit` section (opening
 * hours and address, with a map) after what makes the shop worth a visit, which the hero's main button
 * leads to (build-blocks `ctaTargets`). Returns fresh objects.
 */
export function forShopFront(plan: SectionPlan[]): SectionPlan[] {
  return withHours(plan, 'visit', 'features');
}

/**
 * The local plan of a club (choose-blueprint `joinsClub`): its hours section becomes `training` (sample
 * training times and where to find the ground, with a map). Returns fresh objects.
 */
export function forClub(plan: SectionPlan[]): SectionPlan[] {
  return hoursAs(plan, 'training');
}

/**
 * The local plan of a class-based school or studio (choose-blueprint `teachesClasses`: dance, yoga, martial arts, swimming):
 * its hours section becomes `timetable` (sample class times and where the classes are, with a map). Returns fresh objects.
 */
export function forClasses(plan: SectionPlan[]): SectionPlan[] {
  return hoursAs(plan, 'timetable');
}

/**
 * The local plan of a community group (choose-blueprint `joinsGroup`: a choir, a band, a theatre or scout group): its hours
 * section becomes `meetings` (sample meeting times and where the group meets, with a map). Returns fresh objects.
 */
export function forGroup(plan: SectionPlan[]): SectionPlan[] {
  return hoursAs(plan, 'meetings');
}

/**
 * The local plan of a place to visit (choose-blueprint `welcomesVisitors`: a museum, a gallery, a zoo): its
 * hours section becomes `visit` (sample opening hours and the way there, with a map), which the hero's main
 * button leads to (build-blocks `ctaTargets`). Returns fresh objects.
 */
export function forAttraction(plan: SectionPlan[]): SectionPlan[] {
  return hoursAs(plan, 'visit');
}

/**
 * The events plan of a couple's wedding website (choose-blueprint `celebratesWedding`): the dates become `day` (the day's
 * sample timings), the contact section `rsvp` (an RSVP form, where the hero's main button leads: build-blocks
 * `ctaTargets`), and the pictures are the occasion's (art `mosaic` and `photo-tile`: the couple under an arch, rings,
 * flowers) rather than a band on a stage. Returns fresh objects.
 */
export function forWedding(plan: SectionPlan[]): SectionPlan[] {
  return plan.map((p): SectionPlan => {
    const out = { ...p, ...(p.id === 'dates' ? { id: 'day' } : p.id === 'contact' ? { id: 'rsvp' } : {}) };
    if (p.kind === 'hero' && p.picture) out.picture = { ...p.picture, art: 'mosaic' };
    if (p.kind === 'about' && p.picture) out.picture = { ...p.picture, art: 'photo-tile' };
    if (p.kind === 'gallery' && p.itemPictures) out.itemPictures = { ...p.itemPictures, art: 'photo-tile' };
    return out;
  });
}

/**
 * The events plan of a conference or summit (choose-blueprint `holdsConference`): the dates become the `programme` (the day's
 * sample sessions and times, where the hero's second button leads), and `tickets` (sample ticket types, priced by the owner,
 * where the hero's main button leads: build-blocks `ctaTargets`) follow what to expect; a pricing section already there
 * becomes the tickets. Returns fresh objects.
 */
export function forConferenceStyle(plan: SectionPlan[]): SectionPlan[] {
  // A pricing section the template category added (`blueprint` 'pricing-tables') is the tickets.
  const out = plan.map((p): SectionPlan => (p.id === 'dates' ? { ...p, id: 'programme' } : p.kind === 'pricing' ? { ...p, id: 'tickets' } : { ...p }));
  if (out.some((p) => p.id === 'tickets')) return out;
  const after = out.findIndex((p) => p.id === 'highlights');
  out.splice(after < 0 ? out.length - 1 : after + 1, 0, { id: 'tickets', kind: 'pricing', variant: 'cards' });
  return out;
}

/**
 * The events plan of a blog or an email newsletter (choose-blueprint `writesBlog`): the dates become the latest `posts`
 * (where the hero's second button leads), the topics (highlights) a grid of cards pictured in the hero's artwork, a
 * `subscribe` sign-up follows them (where the hero's main button leads: build-blocks `ctaTargets`), and the gallery, a
 * venue's photos, goes, as does a template's pricing table (an events page's "Tickets and passes"). Pictures are `art` (the topic's: a food blog's dishes, a travel blog's places). Returns fresh objects.
 */
export function forBlog(plan: SectionPlan[], art: ArtKind = 'brand'): SectionPlan[] {
  const out: SectionPlan[] = [];
  for (const p of plan) {
    if (p.kind === 'gallery' || p.kind === 'pricing' || p.id === 'subscribe') continue;
    if (p.id === 'dates') out.push({ ...p, id: 'posts' });
    else if (p.id === 'highlights') out.push({ ...p, variant: 'grid', itemPictures: pic(art, 960, 640) }, { id: 'subscribe', kind: 'cta', variant: 'card' });
    else if ((p.kind === 'hero' || p.kind === 'about') && p.picture) out.push({ ...p, picture: { ...p.picture, art } });
    else out.push({ ...p });
  }
  return out;
}

/**
 * The events plan of a video game or a game studio (choose-blueprint `makesGames`): no dates or tickets; the gallery becomes
 * `screenshots` (where the hero's second button leads: build-blocks `ctaTargets`) followed by a `newsletter` sign-up for news
 * (where the main button leads), and every picture is a game's (art `game`); a studio's about section is `studio` (about the
 * makers, choose-blueprint `isGameStudio`). Returns fresh objects.
 */
export function forGame(plan: SectionPlan[], studio = false): SectionPlan[] {
  const out: SectionPlan[] = [];
  for (const p of drawnAs(plan, 'game', ['hero', 'about'], ['gallery'])) {
    if (p.kind === 'schedule' || p.kind === 'pricing' || p.id === 'newsletter') continue;
    if (p.kind === 'gallery') out.push({ ...p, id: 'screenshots' }, { id: 'newsletter', kind: 'cta', variant: 'card' });
    else out.push(p.kind === 'about' && studio ? { ...p, id: 'studio' } : p);
  }
  if (out.some((p) => p.id === 'newsletter')) return out;
  const at = out.findIndex((p) => p.kind === 'faq');
  out.splice(at < 0 ? out.length : at, 0, { id: 'newsletter', kind: 'cta', variant: 'card' });
  return out;
}

/**
 * The software or start-up plan of an open-source project (choose-blueprint `isOpenSource`): no plans and prices or
 * customers' quotes; its steps become `install` (how to install it, try it and join in: where the hero's main button
 * leads, build-blocks `ctaTargets`). Returns fresh objects.
 */
export function forOpenSource(plan: SectionPlan[]): SectionPlan[] {
  return plan.filter((p) => p.kind !== 'pricing' && p.kind !== 'testimonials').map((p): SectionPlan => (p.id === 'how-it-works' ? { ...p, id: 'install' } : { ...p }));
}

/**
 * The plan of a product not launched yet (choose-blueprint `announcesLaunch`; software, shop or start-up): no plans and
 * prices, customers' quotes or a shop's sample range it cannot have yet (what is coming is the features, pictured one by
 * one as the range was, so the page keeps its pictures: issue 15 §1) and how the waitlist works after them, and a `waitlist` (an email sign-up, where the hero's
 * main button leads: build-blocks `ctaTargets`) in place of the closing band, or before the contact section where there
 * is none. Returns fresh objects.
 */
export function forLaunch(plan: SectionPlan[]): SectionPlan[] {
  const range = plan.find((p) => p.kind === 'products')?.itemPictures;
  const out = plan.filter((p) => p.kind !== 'pricing' && p.kind !== 'testimonials' && p.kind !== 'products').map((p): SectionPlan => (
    p.kind === 'cta' ? { ...p, id: 'waitlist' } : range && p.id === 'features' && !p.itemPictures ? { ...p, variant: 'grid', itemPictures: { ...range, width: 960, height: 640 } } : { ...p }));
  // How the waitlist works, after what is coming, where the page has no steps of its own (a shop's).
  const coming = out.findIndex((p) => p.id === 'features');
  if (coming >= 0 && !out.some((p) => p.kind === 'steps')) out.splice(coming + 1, 0, { id: 'how-it-works', kind: 'steps', variant: 'numbered' });
  if (out.some((p) => p.id === 'waitlist')) return out;
  const at = out.findIndex((p) => p.kind === 'contact');
  out.splice(at < 0 ? out.length : at, 0, { id: 'waitlist', kind: 'cta', variant: 'card' });
  return out;
}

/**
 * The local plan of a venue for hire (choose-blueprint `hiresVenue`: a wedding venue, a function room): the venue in
 * pictures after its spaces (a mosaic gallery of the venue's own rooms, art `service`), and its hours section becomes
 * `viewings` (sample viewing times and the way there, with a map). Returns fresh objects.
 */
export function forVenueHire(plan: SectionPlan[]): SectionPlan[] {
  const out = hoursAs(plan, 'viewings');
  const at = out.findIndex((p) => p.id === 'services');
  if (at < 0 || out.some((p) => p.kind === 'gallery')) return out;
  return [...out.slice(0, at + 1), { id: 'gallery', kind: 'gallery', variant: 'mosaic', itemPictures: pic('service', 800, 800) }, ...out.slice(at + 1)];
}

/**
 * The local plan of a care home (choose-blueprint `offersCare`): its hours section becomes `visiting` (sample
 * visiting hours and where to find it, with a map). Returns fresh objects.
 */
export function forCareHome(plan: SectionPlan[]): SectionPlan[] {
  return hoursAs(plan, 'visiting');
}

/**
 * The plan of a service that comes to its customers (choose-blueprint `comesToCustomers`): its hours
 * section becomes `area` (working hours and the area served, no "Find us"). Returns fresh objects.
 */
export function forMobileService(plan: SectionPlan[]): SectionPlan[] {
  return hoursAs(plan, 'area');
}

/**
 * The restaurant plan of a food business that does not seat guests at booked tables (cafe.ts
 * `ServiceStyle`): a café's, bakery's, ice-cream parlour's or takeaway's form section takes orders for collection (`orders`),
 * a food truck's or mobile bar's enquiries for events and a cake maker's for a cake on a date (`events`); a winery keeps `reservations` (a tasting is booked
 * like a table). Returns fresh objects.
 */
export function forServiceStyle(plan: SectionPlan[], style: PageStyle): SectionPlan[] {
  const id = style === 'counter' || style === 'parlour' || style === 'takeaway' ? 'orders' : style === 'truck' || style === 'mobileBar' || style === 'cakes' ? 'events' : undefined;
  return plan.map((p) => (id && p.id === 'reservations' ? { ...p, id } : { ...p }));
}

/** Where each blueprint's two hero buttons lead (their labels are the phrasebook's `cta`): [primary, secondary] section ids. */
export const CTA_TARGETS: Record<BlueprintId, readonly [string, string]> = {
  saas: ['pricing', 'features'], ecommerce: ['products', 'features'], agency: ['contact', 'services'],
  restaurant: ['reservations', 'menu'], portfolio: ['contact', 'gallery'], local: ['contact', 'services'],
  nonprofit: ['donate', 'help'], events: ['dates', 'contact'], startup: ['contact', 'features'],
};

/** Header layout: navigation-patterns shows the centred header; so does the second layout of portfolio and elegant-minded blueprints. */
export function headerVariant(category?: TemplateCategory, id?: BlueprintId, layout: 0 | 1 = 0): 'bar' | 'centered' {
  if (category === 'navigation-patterns') return 'centered';
  return layout === 1 && (id === 'portfolio' || id === 'restaurant') ? 'centered' : 'bar';
}

/** Footer layout per blueprint layout. */
export function footerVariant(layout: 0 | 1 = 0): 'simple' | 'columns' {
  return layout === 1 ? 'columns' : 'simple';
}
