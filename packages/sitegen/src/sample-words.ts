import { SAMPLE_AR } from './i18n/copy-ar';
import { SAMPLE_DE } from './i18n/copy-de';
import { SAMPLE_ES } from './i18n/copy-es';
import { SAMPLE_FR } from './i18n/copy-fr';
import { SAMPLE_IT } from './i18n/copy-it';
import { SAMPLE_JA } from './i18n/copy-ja';
import { SAMPLE_NL } from './i18n/copy-nl';
import { SAMPLE_PT } from './i18n/copy-pt';
import { SAMPLE_ZH } from './i18n/copy-zh';

/**
 * Words of the sample items that stand where only the owner knows the facts (issue 3 §4, issue 15 §3):
 * plan names, placeholder quotes, projects, products, dates. Every section that shows them also shows
 * a "Sample content" notice; prices are marked "Sample price" one by one.
 * `{feature}` is one key feature of the brief as written.
 */
export interface SampleWords {
  tiers: [string, string, string];
  tierText: [string, string, string];
  prioritySupport: string;
  quoteName: string;        // "Customer name"
  quoteRole: string;        // "Role or town"
  quoteText: string;        // "Replace this with a short quote from a real customer about {feature}."
  project: [string, string, string];
  /** A creative agency's sample case studies, in the order its mock-ups are drawn (packaging, website, stationery). */
  mockProject: [string, string, string];
  /** A marketing agency's sample case studies, in the order its mock-ups are drawn (poster, website, brand board). */
  campaignProject: [string, string, string];
  /** An interior designer's sample projects, in the order its rooms are drawn (kitchen, bedroom, dining room). */
  roomProject: [string, string, string];
  projectMeta: string;      // "Client · Year"
  projectText: string;
  /** An estate agency's sample listings, in the order the artwork draws them (`art/homes.ts`): a house, a flat, a cottage. */
  listing: [string, string, string];
  listingMeta: string;      // "Location · Price"
  listingText: string;
  /** A guest house's or hotel's sample rooms (the `rooms` section) and the line under the first. */
  room: [string, string, string];
  roomText: string;
  /** A campsite's sample pitches (the `pitches` section), in the order the artwork draws them (art/campsite.ts): a tent pitch, a hook-up pitch, a bell tent; and the line under the first. */
  pitch: [string, string, string];
  pitchText: string;
  /** A coworking space's sample desks and offices (the `desks` section): a hot desk, a dedicated desk, a private office; and the line under the first. */
  desk: [string, string, string];
  deskText: string;
  /** A car dealer's sample cars (the `stock` section): a hatchback, a family SUV, an estate; the line beside each price ("Year · Mileage") and the line under the first. */
  car: [string, string, string];
  carMeta: string;
  carText: string;
  /** An author's sample books (the `books` section), newest first, the line under each ("Genre · Year") and the blurb under the first. */
  book: [string, string, string];
  bookMeta: string;
  bookText: string;
  product: [string, string, string];
  productText: string;
  dish: string;             // "Describe the dish: what is in it and how it is made."
  /** Placeholder menu entries (a starter, a main, a dessert, a drink), shown with `dish` and "Sample price". */
  courses: [string, string, string, string];
  /** A café's or bakery's placeholder entries instead (a coffee, a pastry, a cake, something savoury), `cafe.ts` `isCafe`. */
  cafeCourses: [string, string, string, string];
  /** An ice-cream parlour's placeholder entries (a cream flavour, a sorbet, a sundae, a drink), `cafe.ts` `isParlour`. */
  parlourCourses: [string, string, string, string];
  /** A cake maker's placeholder entries (a celebration cake, a wedding cake, cupcakes, a dessert table), `cafe.ts` `isCakeMaker`. */
  cakeCourses: [string, string, string, string];
  /** A distillery's placeholder entries (a signature spirit, a seasonal release, a classic serve, a tasting flight), `cafe.ts` `isDistillery`. */
  spiritCourses: [string, string, string, string];
  /** A cocktail bar's placeholder entries (two cocktails, a drink without alcohol, a small plate), `cafe.ts` `isCocktailBar`. */
  barCourses: [string, string, string, string];
  /** A pizzeria's placeholder entries (two pizzas, a dessert, a drink), `cafe.ts` `isPizzeria`. */
  pizzaCourses: [string, string, string, string];
  /** A brewery's, taproom's or pub's placeholder entries (three beers and a bar snack), `cafe.ts` `isPub`. */
  pubCourses: [string, string, string, string];
  /** A winery's or wine bar's placeholder entries (three wines and a sharing board), `cafe.ts` `isWinery`. */
  wineCourses: [string, string, string, string];
  street: string;           // "Street address, Town, Postcode"
  areaText: string;         // "The towns, districts or postcodes you cover" (a mobile service's area served)
  dates: [string, string, string];   // sample date labels
  dateText: string;         // "City · Venue"
  /** A show's sample episodes, newest first (page style `show`), and the line under each: "Episode title · Date". */
  episodes: [string, string, string];
  episodeText: string;
  /** A video channel's sample videos, newest first (page style `channel`), and the line under each: "Video title · Date". */
  videos: [string, string, string];
  videoText: string;
  /** The line under a venue's sample date (page style `venue`): "Show title · Time", the venue being its own. */
  showText: string;
  /** A wedding website's sample parts of the day, in order (page style `wedding`): ceremony, drinks, the meal, the party. */
  weddingDay: [string, string, string, string];
  /** A conference's sample programme (page style `conference`), in the order of its sample times: registration, keynote, talks, lunch, the afternoon. */
  programme: [string, string, string, string, string];
  /** A conference's sample ticket types (page style `conference`): early bird, standard, group. */
  ticketTiers: [string, string, string];
  /** The line under each ticket type. */
  ticketText: [string, string, string];
  /** A blog's sample posts, newest first (page style `blog`), and the line under each. */
  posts: [string, string, string]; postText: string;
  tickets: string;          // "Tickets"
  gallery: string;          // alt text of a gallery illustration: "Illustration {n} for {name}"
  perSession: string;       // "/ session"
  pitches: [string, string, string];  // a food truck's sample pitches: "Street market", "Business park", "Farmers’ market"
}

const EN: SampleWords = {
    tiers: ['Starter', 'Standard', 'Premium'],
    tierText: ['For getting started', 'For most customers', 'For larger needs'],
    prioritySupport: 'Priority support',
    quoteName: 'Customer name', quoteRole: 'Role or town',
    quoteText: 'Replace this with a short quote from a real customer about {feature}.',
    project: ['Project one', 'Project two', 'Project three'], projectMeta: 'Client · Year',
    mockProject: ['Packaging design', 'Website and shop', 'Stationery'], campaignProject: ['Poster campaign', 'Website and shop', 'Brand refresh'], roomProject: ['Family kitchen', 'Main bedroom', 'Dining room'],
    projectText: 'A short summary of a real project: the brief, what was done and the result.',
    listing: ['Family house', 'Apartment', 'Cottage'], listingMeta: 'Location · Price',
    listingText: 'A short description of the home: its rooms, outside space and what is nearby.',
    room: ['Double room', 'Twin room', 'Family room'], roomText: 'A short description of the room: its beds, its view and what is included.',
    pitch: ['Tent pitch', 'Hook-up pitch', 'Bell tent'], pitchText: 'A short description of the pitch: its size, what is nearby and what is included.',
    desk: ['Hot desk', 'Dedicated desk', 'Private office'], deskText: 'A short description of the space: who it suits, what is included and when it is open.',
    car: ['Hatchback', 'Family SUV', 'Estate car'], carMeta: 'Year · Mileage', carText: 'A short description of the car: make and model, engine, mileage and what comes with it.',
    book: ['Latest book', 'Previous book', 'First book'], bookMeta: 'Genre · Year', bookText: 'A short blurb: what the book is about, and where readers can buy it.',
    product: ['Your bestseller', 'A new arrival', 'A gift idea'],
    productText: 'Describe the product: what it is, what it is made of and who it is for.',
    dish: 'Describe the dish: what is in it and how it is made.',
    courses: ['A starter', 'A main course', 'A dessert', 'A drink'],
    cafeCourses: ['A coffee', 'A pastry', 'A cake', 'Something savoury'],
    parlourCourses: ['A cream flavour', 'A fruit sorbet', 'A sundae', 'A shake or coffee'],
    cakeCourses: ['A celebration cake', 'A wedding cake', 'A box of cupcakes', 'A dessert table'],
    spiritCourses: ['A signature spirit', 'A seasonal release', 'A classic serve', 'A tasting flight'],
    barCourses: ['A signature cocktail', 'A classic cocktail', 'A low- or no-alcohol drink', 'A small plate'],
    pizzaCourses: ['A classic pizza', 'The house pizza', 'A dessert', 'A drink'],
    pubCourses: ['A pale ale', 'A dark beer', 'A seasonal beer', 'A bar snack'],
    wineCourses: ['A white wine', 'A red wine', 'A sparkling wine', 'A sharing board'],
    street: 'Street address, Town, Postcode',
    areaText: 'The towns, districts or postcodes you cover',
    dates: ['Date one', 'Date two', 'Date three'], dateText: 'City · Venue', tickets: 'Tickets',
    episodes: ['Episode three', 'Episode two', 'Episode one'], episodeText: 'Episode title · Date',
    videos: ['Video three', 'Video two', 'Video one'], videoText: 'Video title · Date', showText: 'Show title · Time', weddingDay: ['Ceremony', 'Drinks and photos', 'Wedding breakfast', 'Evening party'],
    programme: ['Registration and coffee', 'Opening keynote', 'Talks', 'Lunch', 'Afternoon sessions'],
    ticketTiers: ['Early bird', 'Standard', 'Group'], ticketText: ['A limited number at a lower price', 'One ticket for one person', 'For teams booking together'],
    posts: ['Your latest post', 'An earlier post', 'A favourite from the archive'], postText: 'Topic · Date',
    gallery: 'Illustration {n} for {name}',
  perSession: '/ session',
  pitches: ['Street market', 'Business park', 'Farmers’ market'],
};

/** Sample words by language; a language without a table gets English. */
export const SAMPLE_WORDS: Record<string, SampleWords> = {
  en: EN, es: SAMPLE_ES, pt: SAMPLE_PT, fr: SAMPLE_FR, de: SAMPLE_DE, it: SAMPLE_IT, nl: SAMPLE_NL, ar: SAMPLE_AR, ja: SAMPLE_JA, zh: SAMPLE_ZH,
};

/** Sample words in a language, English when there is no table. */
export function sampleWords(lang: string): SampleWords {
  return SAMPLE_WORDS[lang.split('-')[0]!] ?? SAMPLE_WORDS.en!;
}
