import type { ServiceStyle } from '../cafe';
/**
 * Types of the site's words in one language (issue 15 §3, §5): the fixed strings every site shows
 * (`UiStrings`) and the offline writer's phrasebook per blueprint (`BlueprintCopy`). Placeholders in
 * braces are filled by code: `{name}` business name, `{audience}` the target audience as written,
 * `{feature}` one key feature as written, `{features}` the key features joined as a list.
 * Nothing here may state a fact about a business that the brief did not give (no numbers, names,
 * reviews, years, awards, prices presented as real).
 */

/** The blueprints: which sections a site has, chosen from the industry and the brief's words (issue 15 §4). */
export const BLUEPRINT_IDS = ['saas', 'ecommerce', 'agency', 'restaurant', 'portfolio', 'local', 'nonprofit', 'events', 'startup'] as const;
export type BlueprintId = (typeof BLUEPRINT_IDS)[number];

/** The voice of the brief: first person plural ("we", the default) or singular ("I photograph…"). */
export type Voice = 'we' | 'i';
/** A string (or list) written once per voice. */
export type Voiced<T> = { we: T; i: T };
/** Either one form for both voices, or one per voice (only where the person shows: "we"/"I", "our"/"my"). */
export type V<T> = T | Voiced<T>;

export interface Pair { title: string; text: string }
export interface QA { q: string; a: string }

/** Fixed strings of every generated page, in one language. */
export interface UiStrings {
  skip: string;            // "Skip to content"
  menu: string;            // "Menu" (mobile menu button)
  mainNav: string;         // "Main" (aria-label of the nav)
  footerNav: string;       // "Footer" (aria-label of the footer links)
  atAGlance: string;       // "At a glance"
  sampleLabel: string;     // "Sample content." (bold prefix of every sample notice)
  samplePrice: string;     // "Sample price"
  perMonth: string;        // "/ month"
  /** The price of a free plan the brief says the product has ("Free"), in place of a sample amount. */
  free: string;
  plan: string; includes: string; price: string; plans: string;   // pricing table head and caption
  openingHours: string; findUs: string; closed: string; byAppointment: string;
  /** The hours card of a service that comes to its customers ("Working hours"), beside "Area served". */
  workingHours: string;
  /** A place of worship's times card (section `times`), where others say opening hours. */
  serviceTimes: string;
  /** The hours card of a club's training section (blueprints `forClub`). */
  trainingTimes: string;
  /** The hours title of a class-based school's timetable (page style `classes`). */
  classTimes: string;
  /** The hours card of a community group's meetings section (blueprints `forGroup`). */
  meetingTimes: string;
  /** A mosque's prayer times: the title of its times card and section (page style `mosque`). */
  prayerTimes: string;
  /** A care home's visiting hours: the title of its hours card (page style `care`, section `visiting`). */
  visitingHours: string;
  /** A venue for hire's viewing times: the title of its hours card (page style `venueHire`, section `viewings`). */
  viewingTimes: string;
  days: [string, string, string, string, string, string, string];  // Monday … Sunday
  dayRange: string;        // "{from} – {to}" (e.g. "Tuesday – Friday")
  address: string;         // "Address"
  areaServed: string;      // "Area served"
  email: string; phone: string;
  form: {
    name: string; email: string; phone: string; message: string; date: string; time: string; guests: string;
    notes: string; service: string; send: string; requestTable: string; requestBooking: string; subscribe: string;
    /** A food truck's event enquiry (form kind `event`): what the message box asks instead of `service`. */
    eventDetails: string;
    /** A trade's quote request (form kind `quote`): what the message box asks, and the submit button. */
    job: string; requestQuote: string;
    /** A stay request (form kind `stay`: a hotel's, B&B's or hostel's): the two dates and the submit button. */
    arrival: string; departure: string; requestStay: string;
    /** The order form (a café's, bakery's or takeaway's): what to order, when to collect it, the submit button. */
    order: string; collectDate: string; collectTime: string; requestOrder: string;
    /** An RSVP (form kind `rsvp`, a couple's wedding website): the question, its two answers, the notes box, the submit button. */
    attending: string; attendingYes: string; attendingNo: string; rsvpNotes: string; requestRsvp: string;
    /** Shown after submit in the app's preview, where forms never send (issue 16 §2). */
    previewSent: string;
    /** Shown after a live form was sent, and when sending failed. */
    sent: string; failed: string;
    /** The newsletter sign-up's one line (what and how often), and its thank-you after a live sign-up. */
    newsletter: string; subscribed: string;
    /** The sign-up's line where nothing is sold (an author's newsletter section): news only, how often. */
    news: string;
    /** The waitlist sign-up's line (page style `launch`, section `waitlist`): news of the launch only; and its button. */
    launch: string; joinWaitlist: string;
    /** A blog's or newsletter's sign-up line (page style `blog`, section `subscribe`): new posts by email. */
    blog: string;
    /** Label of the honeypot field people never see. */
    leaveEmpty: string;
  };
  sample: {
    pricing: string; testimonials: string; hours: string; menu: string;
    /** The menu when every card names one of the owner's dishes: only the prices are samples. */
    menuPrices: string; work: string; products: string;
    /** The products banner when every card is the owner's own product: only the pictures and prices are samples. */
    productPrices: string;
    contact: string; gallery: string; screenshots: string; dates: string; team: string; area: string;
    /** A show's sample episodes (page style `show`). */
    episodes: string;
    /** A wedding website's sample timings of the day (page style `wedding`). */
    day: string;
    /** A conference's sample programme (page style `conference`, section `programme`): sessions and times. */
    programme: string;
    /** A conference's sample ticket types (page style `conference`, section `tickets`): types and prices. */
    tickets: string;
    /** A blog's sample posts (page style `blog`, section `posts`). */
    posts: string;
    /** A video channel's sample videos (page style `channel`). */
    videos: string;
    /** A venue's sample programme (page style `venue`): shows, dates and times at the venue itself. */
    shows: string;
    /** An estate agency's sample listings (the `properties` section). */
    listings: string;
    /** A guest house's or hotel's sample rooms (the `rooms` section). */
    rooms: string;
    /** A campsite's sample pitches (the `pitches` section). */
    pitches: string;
    /** A coworking space's sample desks and offices (the `desks` section). */
    desks: string;
    /** A car dealer's sample cars (the `stock` section). */
    stock: string;
    /** An author's sample books (the `books` section). */
    books: string;
  };
  /** The deployed site's 404 page. */
  notFound: { title: string; text: string; back: string /* "Back to {name}" */ };
  /** Photo credit line for stock photos: "Photo: {author} on {site}". */
  photoCredit: string;
  /** "Photos" heading of the credits list in the footer. */
  photos: string;
  /** Link to the address on a map ("View on the map"). */
  mapLink: string;
  /** Label of the social links ("Follow us"). */
  follow: string;
  /** What a price is per, after `perMonth`: "/ year", "/ hour", "/ person", "/ night", "/ week" (a weekly box). */
  perYear: string; perHour: string; perPerson: string; perNight: string; perWeek: string;
}

/** One section's labels in a blueprint. */
export interface SectionWords {
  /** Navigation label (short: one or two words); absent when the section is not in the nav. */
  nav?: string;
  heading: V<string>;
  eyebrow?: string;
  /** A short intro under the heading, optional; may use placeholders. */
  intro?: V<string>;
  /** The label of a button leading to this section ("View properties"): the hero's second button uses it when it leads here. */
  go?: string;
  /** The label of the submit button of this section's form ("Send order request"), instead of the form kind's own. */
  send?: string;
}

/**
 * How a business takes its customers' requests, where its blueprint's words do not fit: a food
 * business's service style (cafe.ts `ServiceStyle`); `quote` for a local trade that prices each job
 * before doing it (choose-blueprint `quotesForJobs`: plumbers, removals, installers), which asks for a
 * quote instead of a booking; `stay` for a place to stay (choose-blueprint `offersRooms`), which asks for
 * dates and guests instead of an appointment; `worship` for a place of worship (choose-blueprint
 * `worships`), which invites visitors rather than asking for donations; `funeral` for a funeral director
 * (choose-blueprint `arrangesFunerals`), which invites families to talk, with a message form, instead of a booking;
 * `club` for a sports club (choose-blueprint `joinsClub`), which invites people to try a session and join;
 * `group` for a community group (choose-blueprint `joinsGroup`: a choir, a band, a theatre or scout group), which invites people to come along to a meeting and join;
 * `tours` for a tour operator (choose-blueprint `runsTours`: day tours, food tours, walking holidays, safaris), which asks which tour, the dates and how many travel;
 * `shopfront` for a shop customers walk into (choose-blueprint `sellsInStore`), which leads to its opening hours;
 * `show` for a podcast or radio show (choose-blueprint `hostsShow`), whose events page lists episodes, not dates;
 * `channel` for a video channel (choose-blueprint `makesVideos`), whose events page lists videos and asks viewers to subscribe;
 * `maker` for a furniture maker (choose-blueprint `makesFurniture`), whose portfolio asks what to make, not for a date;
 * `attraction` for a place to visit (choose-blueprint `welcomesVisitors`: a museum, a gallery, a zoo), which leads to
 * its opening hours and the way there; `school` for a school or nursery (choose-blueprint `teachesChildren`),
 * which invites parents to arrange a visit; `venue` for a theatre, comedy club or cinema (choose-blueprint
 * `stagesShows`), whose events page lists what's on at the venue itself; `mosque` for a mosque (choose-blueprint
 * `worshipBuilding`), a place of worship's page with prayer times instead of service times; `care` for a care
 * home (choose-blueprint `offersCare`), which invites families to arrange a visit and shows visiting hours; `homeCare` for
 * a home care agency (choose-blueprint `caresAtHome`), which invites families to talk about care and shows the area covered;
 * `author` for an author (choose-blueprint `writesBooks`), whose portfolio page shows the books and a newsletter sign-up;
 * `tattoo` for a tattoo studio (choose-blueprint `tattoos`), whose portfolio page asks for the idea and shows the studio's hours;
 * `course` for an online course (choose-blueprint `teachesCourse`), which asks people to join the course instead of a booking;
 * `classes` for a class-based school or studio (choose-blueprint `teachesClasses`: dance, yoga, martial arts, swimming), which invites people to book a class and shows class times;
 * `planner` for a wedding or party planner (choose-blueprint `plansCelebrations`), whose portfolio page asks for the date and plans;
 * `campaign` for a candidate's election campaign (choose-blueprint `runsForOffice`), which shows the priorities and asks voters to get involved;
 * `recruitment` for a recruitment agency (choose-blueprint `recruitsStaff`), which asks employers about the role and candidates about the work they want.
 * `venueHire` for a venue hired for weddings and events (choose-blueprint `hiresVenue`), which invites couples and hosts to check their date and arrange a viewing;
 * `wedding` for a couple's own wedding website (choose-blueprint `celebratesWedding`), whose events page gives the day's timings, travel and an RSVP form;
 * `conference` for a conference or summit (choose-blueprint `holdsConference`), whose events page gives the programme and ticket types instead of a list of dates;
 * `launch` for a product not launched yet (choose-blueprint `announcesLaunch`), whose software, shop or start-up page shows what is coming and takes waitlist sign-ups instead of plans, prices and quotes;
 * `blog` for a blog or an email newsletter (choose-blueprint `writesBlog`), whose events page shows the latest posts and topics and takes email sign-ups;
 * `game` for a video game or a game studio (choose-blueprint `makesGames`), whose events page shows the game, its screenshots and a sign-up for news instead of dates;
 * `openSource` for an open-source project (choose-blueprint `isOpenSource`), whose software or start-up page shows how to install it and join in instead of plans and prices;
 * `listing` for one home for sale or to let (choose-blueprint `sellsOneHome`), whose agency page shows the home, pictures inside, the area and a viewing request;
 * `product` for one product sold on its own (choose-blueprint `sellsOneProduct`), whose shop page shows the product, its details and an order form instead of a sample range;
 * `research` for a university research group or lab (choose-blueprint `runsResearch`), whose agency page shows its research and invites students and collaborators to get in touch instead of a practice's fees;
 * `resume` for someone looking for a job (choose-blueprint `seeksRole`), whose agency page shows what they bring, selected work and how to reach them instead of a practice's process and fees;
 * `creator` for a creator or an influencer (choose-blueprint `isCreator`), whose portfolio page invites brands to work together instead of checking a date;
 * `walkIn` for a counter customers walk into without booking (choose-blueprint `servesWalkIns`: a car wash or tyre fitter with "no appointment needed", a cobbler, a launderette), whose local page leads to its opening hours and address, with a message form, instead of "Request a booking".
 */
export type PageStyle = ServiceStyle | 'quote' | 'stay' | 'worship' | 'funeral' | 'club' | 'shopfront' | 'show' | 'attraction' | 'school' | 'venue' | 'mosque' | 'care' | 'campsite' | 'activity' | 'author' | 'tattoo' | 'course' | 'planner' | 'maker' | 'channel' | 'campaign' | 'recruitment' | 'venueHire' | 'wedding' | 'conference' | 'launch' | 'blog' | 'game' | 'openSource' | 'listing' | 'product' | 'resume' | 'creator' | 'holidayLet' | 'dealer' | 'supplier' | 'workspace' | 'group' | 'tours' | 'homeCare' | 'research' | 'classes' | 'walkIn';

/**
 * A page style's own words over its blueprint's (`PageStyle`): the buttons, the form section's labels
 * (`orders` for counter and takeaway, `events` for a truck, `reservations` for a tasting, `contact` for
 * a quote), the lead of that section. Sections and lists not named keep the blueprint's words.
 */
export interface StyleCopy {
  /** The main button; the second keeps the blueprint's ("See the menu") unless given. */
  cta: { primary: string; secondary?: string };
  /** Per section id, the words that differ from the blueprint's (a section the blueprint lacks gives all it needs). */
  sections: Record<string, Partial<SectionWords>>;
  contactIntro: V<string>;
  /** The about text where the blueprint's is written for a dining room ("Pull up a chair"): a takeaway's, a food truck's. */
  about?: V<string>;
  /** Steps, benefits and questions where the blueprint's are about booking (a trade's are about quotes). */
  steps?: V<[Pair, Pair, Pair]>;
  benefits?: V<[Pair, Pair, Pair]>;
  faq?: V<[QA, QA, QA, QA]>;
  /** The closing band and the lines under feature titles, where the blueprint's ask for something else (donations). */
  closing?: { heading: V<string>; text: V<string> };
  featureText?: V<[string, string, string, string]>;
}

/** The offline writer's words for one blueprint, in one language. */
export interface BlueprintCopy {
  /**
   * Keyed by section id of the blueprint (see blueprints.ts), e.g. `features`, `gallery`, `donate`; also
   * `pricing` and `testimonials`, which template categories add to any blueprint.
   */
  sections: Record<string, SectionWords>;
  cta: { primary: string; secondary: string };
  /** How it works / how to book / how to help: exactly 3 steps. */
  steps: V<[Pair, Pair, Pair]>;
  /** Benefits for the audience: exactly 3; `{audience}` may appear. */
  benefits: V<[Pair, Pair, Pair]>;
  /** Supporting sentence for a key-feature card, rotated over the features; `{feature}` may appear. */
  featureText: V<[string, string, string, string]>;
  /** Exactly 4 questions and answers for this kind of business; `{name}`, `{features}` may appear. */
  faq: V<[QA, QA, QA, QA]>;
  /** A short paragraph for the about section that does NOT repeat the description. */
  about: V<string>;
  closing: { heading: V<string>; text: V<string> };
  /** Lead sentence of the contact section. */
  contactIntro: V<string>;
  /** The words of each page style other than `table` the blueprint has (a bakery orders ahead, a winery books tastings, a plumber quotes). */
  styles?: Partial<Record<Exclude<PageStyle, 'table'>, StyleCopy>>;
}

/** Everything the offline writer and the renderer need in one language. */
export interface Phrasebook {
  ui: UiStrings;
  blueprints: Record<BlueprintId, BlueprintCopy>;
}
