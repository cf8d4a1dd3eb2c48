import { listedItems } from './listed-items';

/**
 * Which list items of a service business's description name a service it offers ("Family plumbing and heating
 * firm in Leeds: boiler servicing, repairs and bathroom fitting" → "boiler servicing", "repairs", "bathroom
 * fitting"; "Plasterer in Norwich. Skimming, rendering and ceilings."), so its services section shows them
 * beside the key features (issue 17: real facts before placeholders), as the menu does with dishes. An item
 * names a service when it holds a word of work done (an English "-ing" word, or a noun such as repairs,
 * installation, treatments, lessons, in the site languages) and no word of quality, price, experience or
 * audience ("reliable and cheap", "20 years experience", "for homeowners"). Pure; never throws.
 */

/** Words of work done, in the site languages (a plural ending allowed): the head word of a service's name. */
const WORK = new RegExp(`^(?:${[
  'repairs?', 'installations?', 'installs?', 'maintenance', 'removals?', 'design', 'advice', 'consultations?', 'surveys?', 'treatments?', 'massages?',
  'facials?', 'haircuts?', 'cuts?', 'colou?rs?', 'highlights', 'manicures?', 'pedicures?', 'lessons?', 'tuition', 'therapy', 'therapies', 'photography', 'portraits?', 'headshots?',
  'returns', 'payroll', 'audits?', 'accounts', 'wills', 'probate', 'mots?', 'diagnostics', 'repaints?', 'makeovers?', 'extensions?', 'conversions?', 'renovations?', 'refurbishments?',
  'inspections?', 'checks?', 'check-ups?', 'tests?', 'certificates?', 'assessments?', 'appointments?', 'sessions?', 'classes', 'courses?', 'workshops?', 'tours?', 'care', 'support', 'hire', 'rental', 'walks?',
  'boarding', 'daycare', 'clean', 'cleans', 'valets?', 'deliveries', 'collections?', 'transfers?', 'fit-?outs?', 'roofs?', 'gutters', 'fascias',
  'driveways?', 'patios?', 'wash(?:es)?', 'rewires?', 'upgrades?', 'logos?', 'identit(?:y|ies)', 'websites?', 'contracts?', 'polic(?:y|ies)', 'replacements?', 'swaps?', 'recovery', 'manicuras?', 'pedicuras?', 'u[ñn]as', 'unhas', 'manucures?', 'implants?', 'implantes?', 'ortodon\\p{L}*', 'orthodon\\p{L}*', '\\p{L}{3,}mentos?', 'whitening', 'hygiene', 'fillers', 'peels', 'injections', 'grooms?',
  // A barber's and a hair salon's: "skin fades, beard trims and hot towel shaves", "coupes, couleurs, balayages et soins".
  'fades', 'trims?', 'shaves?', 'blow-?dr(?:y|ies)', 'perms?', 'braids', 'tints?', 'lashes', 'brows', 'coupes?', 'couleurs?', 'balayages?', 'soins', 'cortes', 'tintes', 'mechas',
  // Spanish, Portuguese, French, Italian, German, Dutch: work nouns by their endings and common words.
  '\\p{L}{3,}ci[oó]n(?:es)?', 'revisi[oó]n(?:es)?', 'reparaci[oó]n(?:es)?', 'cambios?', 'diagnosis', 'diagn[oó]sticos?', '\\p{L}{3,}[çc](?:[aã]o|[oõ]es)', '\\p{L}{3,}tions?', '\\p{L}{3,}zion[ei]', '\\p{L}{3,}ungen', '\\p{L}{3,}ung', '\\p{L}{3,}arbeiten', '\\p{L}{3,}werk(?:en)?', '\\p{L}*training', '\\p{L}*pflege', '\\p{L}{3,}ingen', '\\p{L}*therapie', '\\p{L}*terapia', '\\p{L}*therapy',
  'reparaturen?', 'wartung', 'montage', 'mantenimiento', 'reformas?', 'clases', 'aulas', 'cours', 'corsi', 'lessen', 'entretien', 'manutenzione', 'manuten[çc][aã]o', 'onderhoud', 'reparaties?', 'installaties?',
].join('|')})$`, 'iu');

/** An English "-ing" word of work ("servicing", "hedge cutting", "Skimming"), read only as the last word. */
const ING = /^\p{L}{3,}ings?$/iu;
/** Words with the ending of work that name none (everything, morning, parking, a town; station, section, location). */
const NOT_WORK = /^(?:everything|nothing|something|anything|mornings?|evenings?|during|king|things?|spring|string|bring|sing|pudding|darling|rings?|wings?|bling|sterling|viking|beijing|reading|worthing|woking|ealing|kettering|dorking|tring|barking|epping|sting|parking|caring|looking|sleeping|living|seating|opening|meetings?|weddings?|ceilings?|buildings?|clothing|bedding|lighting|booking|bookings|stations?|sections?|locations?|positions?|nations?|portions?|lotions?|questions?|traditions?|editions?|conditions?|emotions?|fiction|functions?|junctions?|attentions?|intentions?|ambitions?|generations?|relations?|exhibitions?|collections?)$/iu;
/** The business or the person itself ("portrait photographer", "landscaping company", "climbing wall centre"): no service. */
const BUSINESS = /(?<!\p{L})(?:photographers?|hairdressers?|builders?|plumbers?|electricians?|roofers?|surgeons?|counsell?ors?|therapists?|trainers?|instructors?|teachers?|tutors?|coach|mechanics?|gardeners?|cleaners?|painters?|decorators?|plasterers?|locksmiths?|accountants?|solicitors?|lawyers?|designers?|developers?|consultants?|architects?|dentists?|opticians?|groomers?|djs?|chefs?|stylists?|barbers?|artists?|nurses?|doctors?|vets?|agents?|inspectors?|notary|company|companies|firm|agency|studio|salon|clinic|centre|center|school|practice|shop|gym|club|park|hall|spa|museum|gallery|venue|team|business|based)(?!\p{L})/iu;

/** Words of quality, price, experience, audience or place: an item with one describes the business, not a service. */
const NOT_SERVICE = /(?<!\p{L})(?:reliable|cheap|affordable|friendly|fast|quick|professional|local|quality|trusted|experienced|qualified|insured|fully|family[- ]run|independent|honest|competitive|prices?|free|quotes?|years?|experience|since|homeowners?|landlords?|tenants?|businesses|companies|families|people|customers|clients|individuals|couples|students|children|kids|adults|teens|women|men|owners|everyone|anyone|all ages|areas?|towns?|cities|villages?|county|nationwide|worldwide|online|in[- ]person|same[- ]day|24\/7|emergency call[- ]outs?|call[- ]outs?|guaranteed|guarantee|warranty|accredited|certified|registered|approved|dbs[- ]checked|by appointment)(?!\p{L})/iu;

/** At most this many words. */
const MAX_WORDS = 4;

/**
 * Whether a list item could name something the business offers at all: short (50 characters, `MAX_WORDS` words), no digit
 * (a count, a price), no quality, price, audience or place (`NOT_SERVICE`), not the business itself (`BUSINESS`).
 */
function plainItem(f: string): boolean {
  return !!f && f.length <= 50 && f.split(/\s+/u).length <= MAX_WORDS && !/\d/u.test(f) && !NOT_SERVICE.test(f) && !BUSINESS.test(f);
}

/** True when a list item names a service (see the module note). */
export function namesService(item: string): boolean {
  const f = item.trim();
  if (!plainItem(f)) return false;
  const words = f.split(/\s+/u);
  // A lone verb of the work, not its noun ("we feed, walk and cuddle your pets", "we clean and tidy"): no service's name.
  if (/^(?:walk|clean|install|check|test|hire)$/iu.test(f)) return false;
  const last = words[words.length - 1]!;
  // The work is the head of the phrase: last in English ("boiler servicing", "door repairs"), first in the
  // Romance languages ("corsi di pasta fresca", "clases dirigidas").
  // A compound's last part names its work too ("Wallbox-Montage").
  const work = (x: string) => WORK.test(x) && !NOT_WORK.test(x);
  const head = (w: string) => { const x = w.replace(/[’'.,]+$/u, ''); return work(x) || work(x.split('-').pop()!); };
  return (ING.test(last) && !NOT_WORK.test(last)) || head(last) || head(words[0]!);
}

/** The services a description lists (see `listedItems`). Pure; never throws. */
export function describedServices(description: string): string[] {
  return listedItems(description, namesService, 'offer');
}

/**
 * What an activity venue's description lists after a colon, a dash or "offering"/"including" (an escape room's "a haunted
 * hotel, a bank heist and a sunken submarine", a bowling alley's "ten-pin bowling, arcade games and a bar"): its games,
 * rooms or things to do, whatever their head word, up to four words each, none a quality, price, audience or count
 * (`NOT_SERVICE`, digits) nor the business itself (`BUSINESS`). Pure; never throws.
 */
export function describedActivities(description: string): string[] {
  return listedItems(description, (item) => plainItem(item.trim()), 'offer');
}
