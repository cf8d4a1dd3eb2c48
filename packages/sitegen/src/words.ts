import { COPIES } from './i18n/copy-index';
import type { BlueprintCopy, BlueprintId, PageStyle, SectionWords, UiStrings, V, Voice, Voiced } from './i18n/types';
import { uiStrings } from './i18n/ui';
import { detectVoice } from './headline';
import { serviceStyle } from './cafe';
import { arrangesFunerals, teachesClasses, briefText, hostsShow, joinsClub, joinsGroup, runsTours, offersCare, caresAtHome, runsResearch, offersRooms, offersWorkspace, pitchesTents, quotesForJobs, runsActivities, sellsInStore, stagesShows, teachesChildren, welcomesVisitors, worshipBuilding, worships, writesBooks, tattoos, teachesCourse, plansCelebrations, makesFurniture, makesVideos, runsForOffice, recruitsStaff, hiresVenue, celebratesWedding, holdsConference, announcesLaunch, writesBlog, seeksRole, makesGames, isOpenSource, sellsOneHome, sellsOneProduct, isCreator, letsOnePlace, sellsCars, suppliesTrade, servesWalkIns } from './choose-blueprint';
import type { Brief } from '@sitewright/core';
import { sentences } from './text';

/**
 * The words of one site: fixed strings and the blueprint's phrasebook in the page's language, falling
 * back to English for a language without tables (issue 15 §5). `uiLang`/`copyLang` say which language
 * the words really are in, so the renderer can mark English fallback text with `lang="en"`.
 */
export interface Words {
  ui: UiStrings;
  uiLang: string;
  copy: BlueprintCopy;
  copyLang: string;
  voice: Voice;
  /** The page style whose words are laid over the blueprint's (`table`: the blueprint's own). */
  style: PageStyle;
}

/**
 * The words for a page language, blueprint and voice; a page style (a food business's service style,
 * a trade's quotes: `PageStyle`) lays its own buttons, form section, lead and lists over the blueprint's.
 * Never throws: unknown languages get English, a style a language has no words for the blueprint's.
 */
export function wordsFor(lang: string, blueprint: BlueprintId, voice: Voice, style: PageStyle = 'table'): Words {
  const { strings, lang: uiLang } = uiStrings(lang);
  const primary = lang.split('-')[0]!;
  const table = COPIES[primary as keyof typeof COPIES];
  const base = (table ?? COPIES.en)[blueprint];
  const own = style !== 'table' ? base.styles?.[style] : undefined;
  // A style's lists and texts replace the blueprint's where it has them; its buttons and section words are laid over them.
  const copy: BlueprintCopy = own ? { ...base, ...own, cta: { ...base.cta, ...own.cta }, sections: overSections(base.sections, own.sections) } : base;
  return { ui: strings, uiLang, copy, copyLang: table ? primary : 'en', voice, style };
}

/** A style's section words laid over the blueprint's, field by field: a style names only what differs. */
function overSections(base: Record<string, SectionWords>, own: Record<string, Partial<SectionWords>>): Record<string, SectionWords> {
  const out = { ...base };
  for (const [id, words] of Object.entries(own)) out[id] = { ...base[id], ...words } as SectionWords;
  return out;
}

/** The page style a brief's words give a blueprint: a restaurant's service style, a campsite's, one holiday home's, a place to stay's, a venue for hire's, a funeral director's, an activity venue's, a club's, a community group's, a tour operator's, a place to visit's, a care home's, a home care agency's, a school's, an online course's, a class-based school's or studio's, a car dealer's, a counter customers walk into without booking or a trade's local page, a candidate's campaign's, a place of worship's (a mosque's), a shop customers walk into, a show's, a venue's, an author's, a tattoo studio's, a wedding or party planner's, a furniture maker's, a recruitment agency's, a research group's, a video game's, an open-source project's, a supplier's to other businesses, one home for sale's, one product's, a job seeker's, a creator's, else `table`. */
export function styleOf(blueprint: BlueprintId | undefined, brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): PageStyle {
  if (blueprint === 'restaurant') return serviceStyle(briefText(brief));
  if (blueprint === 'nonprofit') return runsForOffice(brief) ? 'campaign' : !worships(brief) ? 'table' : worshipBuilding(briefText(brief)) === 'mosque' ? 'mosque' : 'worship';
  if (blueprint === 'ecommerce') return sellsInStore(brief) ? 'shopfront' : announcesLaunch(brief) ? 'launch' : sellsOneProduct(brief) ? 'product' : 'table';
  if (blueprint === 'saas' || blueprint === 'startup') return announcesLaunch(brief) ? 'launch' : isOpenSource(brief) ? 'openSource' : blueprint === 'startup' && suppliesTrade(brief) ? 'supplier' : 'table';
  if (blueprint === 'events') return writesBlog(brief) ? 'blog' : makesGames(brief) ? 'game' : celebratesWedding(brief) ? 'wedding' : hostsShow(brief) ? (makesVideos(brief) ? 'channel' : 'show') : holdsConference(brief) ? 'conference' : stagesShows(brief) ? 'venue' : 'table';
  if (blueprint === 'agency') return recruitsStaff(brief) ? 'recruitment' : runsResearch(brief) ? 'research' : sellsOneHome(brief) ? 'listing' : seeksRole(brief) ? 'resume' : 'table';
  if (blueprint === 'portfolio') return writesBooks(brief) ? 'author' : isCreator(brief) ? 'creator' : tattoos(brief) ? 'tattoo' : plansCelebrations(brief) ? 'planner' : makesFurniture(brief) ? 'maker' : 'table';
  if (blueprint !== 'local') return 'table';
  // A campsite before a place to stay: glamping is both, and its guests choose pitches, not rooms.
  if (pitchesTents(brief)) return 'campsite';
  // One holiday home before a place to stay: a holiday cottage is let whole, not by the room.
  if (letsOnePlace(brief)) return 'holidayLet';
  // A tour operator before a place to stay: its holidays' hotels are part of the tour it sells.
  if (runsTours(brief)) return 'tours';
  if (offersRooms(brief)) return 'stay';
  // A coworking space before a venue for hire: its meeting rooms are part of the membership it sells.
  if (offersWorkspace(brief)) return 'workspace';
  // A venue for hire after a place to stay: a hotel with a wedding venue keeps its rooms and rates.
  if (hiresVenue(brief)) return 'venueHire';
  if (arrangesFunerals(brief)) return 'funeral';
  // An activity venue's kids' clubs or parties do not make it a sports club: groups book sessions.
  if (runsActivities(brief)) return 'activity';
  if (joinsClub(brief)) return 'club';
  if (joinsGroup(brief)) return 'group';
  if (welcomesVisitors(brief)) return 'attraction';
  if (offersCare(brief)) return 'care';
  if (caresAtHome(brief)) return 'homeCare';
  if (teachesChildren(brief)) return 'school';
  if (teachesCourse(brief)) return 'course';
  if (teachesClasses(brief)) return 'classes';
  if (sellsCars(brief)) return 'dealer';
  // Customers who come in without booking before a trade's quote: a tyre fitter's "no appointment needed".
  if (servesWalkIns(brief)) return 'walkIn';
  return quotesForJobs(brief) ? 'quote' : 'table';
}

/**
 * A description headed by one person who works alone, in English: "Freelance copywriter for…", "Jazz pianist available
 * for…", "Pet photographer in Bristol", "Makeup artist in Manchester", "Handyman in Leeds", "Singer-songwriter from
 * Manchester", "Keynote speaker on burnout" (the noun singular, at most
 * three words before it, then the end or what, where or for whom). Not a practice a team runs ("Dentist in Liverpool"),
 * a firm ("Photography studio"), nor people in the plural ("Tree surgeons in…").
 */
const ONE_PERSON = /^\s*(?:(?:an?|the)\s+)?(?:[\p{L}'’&/-]+\s+){0,3}?(?:\p{L}+-)?(?:freelancer|photographer|videographer|illustrator|designer|artist|painter|sculptor|ceramicist|potter|pianist|guitarist|violinist|cellist|harpist|drummer|singer|vocalist|musician|songwriter|composer|dj|magician|entertainer|celebrant|doula|tutor|teacher|coach|personal trainer|trainer|instructor|therapist|counsel+or|psychotherapist|nutritionist|dietitian|copywriter|writer|proofreader|translator|developer|programmer|stylist|hairdresser|makeup artist|make-up artist|cake maker|chef|handyman|dog walker|pet sitter|childminder|nanny|virtual assistant|bookkeeper|consultant|(?:keynote |motivational |public )?speaker|creator|influencer)(?=\s*$|[,.;:!?]|\s+(?:with|for|in|on|at|based|available|who|helping|working|offering|specialising|specializing|from|and|serving|covering|\p{L}+ing)\b)/iu;
/**
 * The same in the other site languages: one person's trade, in the singular, at the head of the description ("Fotógrafa de
 * bodas en Sevilla", "Photographe de mariage à Lyon", "Fotograf in Hamburg", "Traductora jurada de…"), with at most one word
 * after it, then the end, a stop or a preposition. Plurals ("fotógrafos", "Fotografen") and practices (clinics, law firms) are not one person.
 */
const ONE_PERSON_INTL = /^\s*(?:(?:un|una|uno|um|uma|une|ein|eine|een|il|la|el|le|o|a)\s+)?(?:[\p{L}'’&/-]+\s+){0,2}?(?:fot[oó]graf[oa]|fotograf(?:in)?|photographe|fotograaf|ilustrador[a]?|illustrat(?:eur|rice|ore)|illustrator(?:in)?|traductor[a]?|tradutor[a]?|traduct(?:eur|rice)|tradut(?:tore|trice)|[üu]bersetzer(?:in)?|vertaler|profesor[a]? particular|explicador[a]?|professeur particulier|nachhilfelehrer(?:in)?|bijlesdocent|entrenador[a]? personal|coach sportif|maquillador[a]?|maquilhador[a]?|maquilleu(?:r|se)|visagist(?:in|e)?|truccat(?:ore|rice)|psic[oó]log[oa]|psychologue|psycholog(?:e|in)|psicolog[oa]|psycholoog|nutricionista|nutrizionista|nutritionniste|di[ée]t[ée]ticien(?:ne)?|ern[äa]hrungsberater(?:in)?|di[ëe]tist|pianista|pianiste|pianist(?:in)?|cantante|cantor[a]?|chanteu(?:r|se)|s[äa]nger(?:in)?|zanger(?:es)?|ceramista|c[ée]ramiste|keramiker(?:in)?|keramist|tatuador[a]?|tatoueu(?:r|se)|t[äa]towierer(?:in)?|tatuat(?:ore|rice)|tatoe[ëe]erder|desarrollador[a]?|programador[a]?|d[ée]veloppeu(?:r|se)|entwickler(?:in)?|sviluppat(?:ore|rice)|ontwikkelaar|redactor[a]?|redator[a]?|r[ée]dact(?:eur|rice)|texter(?:in)?|tekstschrijver|graphiste|grafikdesigner(?:in)?|grafisch ontwerper|dise[ñn]ador[a]? gr[aá]fic[oa])(?:\s+\p{L}+)?(?=\s*$|[,.;:!?]|\s+(?:de|del|do|da|des|du|en|em|no|na|à|a|au|in|im|am|para|pour|per|für|voor|con|com|avec|mit|met|y|e|et|und|ed|en|sur|op|bij|aus|uit|di|nel|nella)\b)/iu;

/**
 * Words of a firm rather than one person in a name or the first sentence of a description headed by one ("photographer and
 * team", "Studio Willow"; not one person's "home studio"); a later sentence's "for conferences and company events" names the audience.
 */
const FIRM = /\b(?:team|(?<!home |garden |my )studio|agency|company|collective|duo|trio|practice|firm|we|our|us|equipo|estudio|agencia|equipa|ag[eê]ncia|[ée]quipe|agence|agentur|squadra|agenzia|bureau)\b/iu;

/**
 * The voice of a page whose brief says neither "I" nor "we" more (headline `detectVoice`'s tie): an author, a candidate,
 * someone looking for a job or one person who works alone (`ONE_PERSON`) speaks as "I" ("About me", "Why I'm standing"),
 * a business as "we".
 */
const unsaidVoice = (style: PageStyle, brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): Voice =>
  style === 'author' || style === 'campaign' || seeksRole(brief)
    || ((ONE_PERSON.test(brief.description) || ONE_PERSON_INTL.test(brief.description)) && !FIRM.test(`${brief.business_name} ${sentences(brief.description)[0] ?? ''}`)) ? 'i' : 'we';

/** The voice a page of `style` speaks in: as its brief's description and audience speak, else `unsaidVoice`. Pure; never throws. */
export function voiceOf(brief: Pick<Brief, 'business_name' | 'description' | 'target_audience' | 'key_features'>, lang: string, style: PageStyle): Voice {
  return detectVoice(`${brief.description} ${brief.target_audience}`, lang, unsaidVoice(style, brief));
}

const isVoiced = <T>(v: V<T>): v is Voiced<T> => typeof v === 'object' && v !== null && !Array.isArray(v) && 'we' in v && 'i' in v;

/** One voice of a phrase written per voice, or the phrase itself. */
export function pick<T>(v: V<T>, voice: Voice): T {
  return isVoiced(v) ? v[voice] : v;
}

/** Fill `{name}`-style placeholders; unknown ones are left out (never shown as braces). */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{([a-z]+)\}/g, (_, k: string) => vars[k] ?? '').replace(/\s{2,}/g, ' ').trim();
}
