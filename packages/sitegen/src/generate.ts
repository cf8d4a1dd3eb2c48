import {
  ValidationError, generationRequestSchema, toGeneratorType, type Brief, type TemplateCategory,
} from '@sitewright/core';
import { blueprint, footerVariant, forArchitect, forWorkspace, forConference, forCreativeAgency, forDeveloper, forClub, forClasses, forGroup, forEstateAgency, forGuestHouse, forInteriorDesign, forMobileService, forOnlineService, forServiceStyle, forShopFront, forShow, forAttraction, forCampsite, forCareHome, forVenueHire, forWedding, forConferenceStyle, forLaunch, forBlog, forGame, forOpenSource, forListing, forProduct, forResume, forHolidayLet, forDealer, forSupplier, forReading, forDigitalShop, forMealShop, forMosque, forAuthor, forTattoo, forCampaign, forPractice, forRecruitment, forResearch, forWorship, headerVariant, type SectionPlan } from './blueprints';
import { buildSections, ctaTarget } from './build-blocks';
import { advisesClients, briefText, buildsForClients, chooseBlueprint, comesToCustomers, designsBrands, designsBuildings, designsInteriors, holdsTalks, layoutFor, readsBooks, sellsDigital, deliversMeals, makesFurniture, sellsHomes, servesOnlineOnly, isGameStudio, isFreeProduct } from './choose-blueprint';
import { fontFaces } from './fonts';
import { detectLanguage } from './i18n/detect';
import type { BlueprintId, PageStyle } from './i18n/types';
import type { ArtKind } from './art/index';
import { planImages, type SiteAsset } from './images';
import { jsonLd } from './json-ld';
import { siteModelSchema, type Block, type SiteFiles, type SiteModel } from './model';
import { renderSite } from './render';
import { clip, rejoinLists, titleCase, unshouted } from './text';
import { buildTheme } from './themes';
import { styleOf, voiceOf, wordsFor } from './words';
import { siteCopySchema, type ContentWriter } from './writer';

export type { SiteAsset } from './images';

/** Options of `generateSite`. */
export interface GenerateOptions {
  /** The content writer (offline or OpenAI). */
  writer: ContentWriter;
  /** Template category (SPEC §3): selects layout variants and emphasis, see `blueprint`. */
  category?: TemplateCategory;
  /** Start from a template project's site: its blueprint, layout, section variants, colours and theme. */
  baseSite?: SiteModel;
  /** Logo as a file name relative to index.html ("logo.png"); shown in the header and as favicon. */
  logoFile?: string;
  /** Makes layout and artwork deterministic per project (the project id); default: the business name. */
  seed?: string;
  /** Explicit page language (BCP 47); wins over detection from the brief (issue 15 §5). */
  language?: string | null;
  /** Force a layout variant of the blueprint (0 or 1); default: picked from the seed. */
  layout?: 0 | 1;
}

/** What generation returns: the model, its text files, the files beside them, and copy fallbacks. */
export interface GeneratedSite {
  site: SiteModel;
  files: SiteFiles;
  /** Offline artwork (SVG) the page references, to be stored beside index.html. */
  assets: SiteAsset[];
  /** Font file names (see `readFontFile`) the page's style.css references, to be stored beside index.html. */
  fonts: string[];
  /** Copy fields that fell back to offline text. */
  fallbacks: string[];
}

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** A template's stored site as a plan: its own blueprint when it has one, else its sections as they are. */
function planFrom(base: SiteModel, category?: TemplateCategory): SectionPlan[] {
  if (base.blueprint) {
    const plan = blueprint(base.blueprint, (base.layout ?? 0) as 0 | 1, category);
    return plan.map((p) => ({ ...p, variant: base.sections.find((s) => s.id === p.id && s.kind === p.kind)?.variant ?? p.variant }));
  }
  return base.sections.map((s) => ({
    id: s.id, kind: s.kind as SectionPlan['kind'], variant: s.variant, nav: s.navLabel, heading: s.heading, eyebrow: s.eyebrow,
    ...(s.kind === 'hero' ? { picture: { art: 'brand' as const, width: 1200, height: 960 } } : {}),
  }));
}

/**
 * A blueprint's plan fitted to the trade the brief describes (a template from before blueprints keeps its
 * own sections and is not passed here). In order, each where it applies:
 * - delivered only online: no opening hours to visit or address to find (`forOnlineService`);
 * - an estate agency (agency): its listings instead of case studies (`forEstateAgency`);
 * - an interior designer (agency or portfolio): finished rooms (`forInteriorDesign`); else a branding,
 *   graphic or web design studio (agency): mock-ups of its work (`forCreativeAgency`); else a developer
 *   for hire (agency): app and web screens (`forDeveloper`); else an architect's practice (agency): the buildings
 *   such a practice designs (`forArchitect`); else a practice that advises clients in confidence (agency: a law firm,
 *   an accountant): no case studies (`forPractice`);
 * - a conference (events): its stage and audience in the gallery (`forConference`); else a book club or reading group:
 *   books in the hero, about and gallery (`forReading`);
 * - a shop of files to download (ecommerce): screens, not shelves (`forDigitalShop`); else a meal delivery: its food
 *   (`forMealShop`);
 * - a food business (restaurant): its form section by how it serves (`forServiceStyle`);
 * - by its page style (words `styleOf`): a place of worship's service times (`forWorship`), a mosque's prayer
 *   times (`forMosque`), a shop customers
 *   walk into: its opening hours and address (`forShopFront`), a show's studio and cover art in the gallery
 *   (`forShow`), a place to stay's rooms under the hero (`forGuestHouse`), one holiday home's features, rooms and area (`forHolidayLet`), a car dealer's cars in stock (`forDealer`), a club's training times
 *   (`forClub`), a class-based school's class times (`forClasses`), a community group's meeting times (`forGroup`), a place to visit's or a counter customers walk into's opening hours and the way there (`forAttraction`), a care home's visiting
 *   hours (`forCareHome`), a venue for hire's gallery and viewing times (`forVenueHire`), a conference's programme and tickets (`forConferenceStyle`), a product's waitlist before its launch (`forLaunch`), a blog's posts and sign-up, pictured by its topic (`forBlog`), a video game's screenshots and sign-up for news (`forGame`), an open-source project's install steps without plans (`forOpenSource`), a supplier's trade pictured without plans (`forSupplier`), one home for sale's rooms, area and viewings (`forListing`), one product's details and order form (`forProduct`), a job seeker's skills and work (`forResume`), an author's books and newsletter (`forAuthor`), a tattoo studio's hours (`forTattoo`), a campaign's call to get involved (`forCampaign`), a recruitment agency's services without case studies (`forRecruitment`); else a service that comes to its customers (local): the area served instead of "Find
 *   us" (`forMobileService`).
 */
function forTrade(plan: SectionPlan[], bp: BlueprintId, brief: Brief, style: PageStyle): SectionPlan[] {
  let out = servesOnlineOnly(brief) ? forOnlineService(plan) : plan;
  // One home for sale is its own page (`forListing`), not an agency's listings.
  const homes = bp === 'agency' && style !== 'listing' && sellsHomes(brief);
  if (homes) out = forEstateAgency(out);
  if ((bp === 'agency' || bp === 'portfolio') && !homes && (designsInteriors(brief) || makesFurniture(brief))) out = forInteriorDesign(out);
  else if (bp === 'agency' && !homes && designsBrands(brief)) out = forCreativeAgency(out);
  else if (bp === 'agency' && !homes && buildsForClients(brief)) out = forDeveloper(out);
  else if (bp === 'agency' && !homes && designsBuildings(brief)) out = forArchitect(out);
  else if (bp === 'agency' && !homes && style === 'table' && advisesClients(brief)) out = forPractice(out);
  if (bp === 'events' && holdsTalks(brief)) out = forConference(out);
  else if (bp === 'events' && style === 'table' && readsBooks(brief)) out = forReading(out);
  // Software given away free (an app, an extension) has no plans to compare; an open-source project's style says more.
  if ((bp === 'saas' || bp === 'startup') && style === 'table' && isFreeProduct(brief)) out = out.filter((p) => p.kind !== 'pricing');
  if (bp === 'ecommerce' && sellsDigital(brief)) out = forDigitalShop(out);
  else if (bp === 'ecommerce' && deliversMeals(brief)) out = forMealShop(out);
  // The page style the words are written in (words `styleOf`, passed in) decides the sections that go with them, so
  // the plan and the words never disagree (a section with no words, words for a section not there).
  if (bp === 'restaurant') out = forServiceStyle(out, style);
  const own = STYLE_PLANS[style];
  if (own) out = own(out, brief);
  else if (bp === 'local' && comesToCustomers(brief)) out = forMobileService(out);
  return out;
}

/** Words of a blog's topic that have pictures of their own: food and recipes, travel. */
const FOOD_TOPIC = /\b(?:food|recipes?|cook\w*|baking|bakes|vegan|kitchen|dinners?|meals?|recetas|receitas|recettes|rezepte|ricette|recepten)\b|レシピ|料理|食谱|وصفات/iu;
const TRAVEL_TOPIC = /\b(?:travel\w*|trips?|itinerar\w*|hiking|backpack\w*|road ?trips?|viajes?|viagens?|voyages?|reisen?|reizen|viaggi\w*)\b|旅行|旅游|سفر/iu;

/** The pictures of a blog's page (blueprints `forBlog`): a food blog's dishes, a travel blog's places, else abstract brand art. */
function blogArt(words: string): ArtKind {
  return FOOD_TOPIC.test(words) ? 'dishes' : TRAVEL_TOPIC.test(words) ? 'photo-tile' : 'brand';
}

/** The sections a page style brings (see `forTrade`); a food business's service style is `forServiceStyle`'s. */
const STYLE_PLANS: Partial<Record<PageStyle, (plan: SectionPlan[], brief: Brief) => SectionPlan[]>> = {
  worship: forWorship, mosque: forMosque, shopfront: forShopFront, show: forShow, channel: forShow, stay: forGuestHouse, campsite: forCampsite, club: forClub, classes: forClasses, group: forGroup, attraction: forAttraction, walkIn: forAttraction, care: forCareHome, homeCare: forMobileService, research: forResearch, author: forAuthor, tattoo: forTattoo, campaign: forCampaign, recruitment: forRecruitment, venueHire: forVenueHire, wedding: forWedding, conference: forConferenceStyle, launch: forLaunch,
  blog: (plan, brief) => forBlog(plan, blogArt(briefText(brief))),
  game: (plan, brief) => forGame(plan, isGameStudio(brief)), openSource: forOpenSource, listing: forListing, product: forProduct, resume: forResume, holidayLet: forHolidayLet, dealer: forDealer, supplier: forSupplier, workspace: forWorkspace,
};

/**
 * Generate a site from a brief (issues 3 and 15): detect the brief's language and voice, choose the
 * blueprint and its layout, ask the writer for copy in that language, build the model with its image
 * assets (offline artwork) and fonts, render the files.
 * @returns the site model, its files, the artwork and font files to store beside them, and the copy fields that fell back.
 * @throws ValidationError (422) for an invalid brief or a logoFile that is not a plain relative file name.
 * @throws UpstreamError (502) when a remote writer fails after its retries. Never returns a half-built site.
 * @example const { files, assets } = await generateSite(brief, { writer: createOfflineWriter(), seed: projectId });
 */
export async function generateSite(input: Brief, opts: GenerateOptions): Promise<GeneratedSite> {
  const parsed = generationRequestSchema.safeParse(input);
  if (!parsed.success) {
    throw new ValidationError(parsed.error.issues.map((i) => ({ loc: ['body', ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], msg: i.message, type: 'value_error' })));
  }
  // A list typed inside one feature and split at its commas is one feature again ("Road, gravel and e-bikes").
  const typed = { ...parsed.data, key_features: rejoinLists(parsed.data.key_features) };
  const language = detectLanguage({ texts: [typed.description, typed.target_audience, ...typed.key_features, typed.business_name], explicit: opts.language });
  // A brief typed all in capitals is written in sentence case (not German's nouns, nor the business's name: a brand's own).
  // Beside a description in capitals, a feature of four letters is shouted too ("TANS"); alone, "VAT" or "MOTS" may be a name.
  const german = language.lang.split('-')[0] === 'de';
  const told = german ? typed.description : unshouted(typed.description, 12, language.lang);
  const least = told !== typed.description ? 4 : 5;
  const brief = german ? typed : { ...typed, description: told,
    target_audience: unshouted(typed.target_audience, least, language.lang), key_features: typed.key_features.map((f) => unshouted(f, least, language.lang)) };
  if (opts.logoFile !== undefined && !FILE_NAME.test(opts.logoFile)) {
    throw new ValidationError('logoFile must be a plain file name served beside index.html, such as logo.png');
  }
  const type = toGeneratorType(brief.industry);
  const base = opts.baseSite ? siteModelSchema.parse(opts.baseSite) : undefined;
  const category = opts.category ?? base?.category;
  const seed = opts.seed ?? brief.business_name;
  const bp = base?.blueprint ?? chooseBlueprint(brief);
  const layout = opts.layout ?? (base?.layout as 0 | 1 | undefined) ?? layoutFor(seed);
  // A template from before blueprints keeps its own sections: no blueprint's targets or layouts apply to it.
  const planned = base && !base.blueprint ? undefined : bp;
  const fullPlan = base ? planFrom(base, category) : blueprint(bp, layout, category);
  // The page style of the brief's words, once: it decides the sections (`forTrade`) and the words (`wordsFor`).
  const style = styleOf(bp, brief);
  const plan = planned ? forTrade(fullPlan, planned, brief, style) : fullPlan;
  const voice = voiceOf(brief, language.lang, style);
  const { copy: rawCopy, fallbacks } = await opts.writer.write({ brief, type, blueprint: bp, lang: language.lang, voice });
  const written = siteCopySchema.parse(rawCopy);
  // Feature titles are headings: "cage-free salon" (a feature split at its comma) is written "Cage-free salon".
  const copy = { ...written, features: written.features.map((f) => ({ ...f, title: titleCase(f.title) })) };
  const words = wordsFor(language.lang, bp, voice, style);
  const name = clip(brief.business_name, 120);
  const target = ctaTarget(plan, planned);
  const theme = base?.theme ?? buildTheme(brief.style_preference, brief.color_scheme,
    { words: `${brief.industry} ${brief.business_name} ${brief.description}`, blueprint: bp, seed });

  const sections = buildSections(plan, copy, brief, words, language.lang, planned).map((s): Block => {
    const old = base?.sections.find((b) => b.id === s.id);
    return old?.colors ? { ...s, colors: old.colors } : s;
  });
  const links = sections.filter((s) => s.navLabel).map((s) => ({ title: s.navLabel!, text: '', href: `#${s.id}` }));
  const header: Block = { id: 'site-header', kind: 'header', variant: base?.header.variant ?? headerVariant(category, bp, layout),
    heading: name, items: [], cta: { label: copy.primaryCta, href: target }, colors: base?.header.colors };
  const nav: Block = { id: 'site-nav', kind: 'nav', variant: 'links', heading: '', items: links, colors: base?.nav.colors };
  const footer: Block = { id: 'site-footer', kind: 'footer', variant: base?.footer.variant ?? footerVariant(layout), heading: name,
    intro: copy.tagline, eyebrow: `© ${name}`, items: links, colors: base?.footer.colors };

  const { images, assets } = planImages({ plan, sections, theme, brief, seed, dir: language.dir, headline: copy.headline });
  const description = copy.metaDescription;
  // Never an ellipsis in a title (issue 15 §3): the name alone when name and tagline are too long together.
  const full = copy.tagline && !name.toLowerCase().startsWith(copy.tagline.toLowerCase()) ? `${name} | ${copy.tagline}` : name;
  const title = full.length <= 90 ? full : name;
  const site = siteModelSchema.parse({
    version: 1, generator: type, category, blueprint: planned, layout: planned ? layout : undefined, lang: language.lang,
    images, fonts: fontFaces(theme.style),
    brand: { name, logo: opts.logoFile },
    meta: { title, description, og: { title, description, type: 'website', siteName: name }, jsonLd: jsonLd(brief, type, description, opts.logoFile, style) },
    theme, header, nav, sections, footer,
  });
  return { site, files: renderSite(site), assets, fonts: (site.fonts ?? []).map((f) => f.file), fallbacks };
}
