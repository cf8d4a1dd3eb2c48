import type { Ctx } from './ctx';
import { mirrorX, sibling } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, ellipse, n, path, rect, smooth } from './svg';
import { person, ridge } from './scene-kit';
import { bouquetTop, vase } from './objects';
import { backpackAndSign, car, cleaningKit, dentalChair, dog, cat, guitar, musicStand, piano, salonChair, mirror, scissors, sparkles, tyres, wheel } from './props-trade';
import { ball, band, chalkboard, desk, floorLamp, pottedPlant, sofa, toolBoard, toolbox, treatmentTable, wallArt, weights, windowFrame, yogaMat } from './props';
import { COAST_TRIPS, drawScene, photoTile } from './photo-tile';
import { easel, paints, stool } from './props-studio';
import { dishes } from './dishes';
import { text } from './text';
import { mosaic } from './mosaic';
import { boxStack, fittingCounter, frameWall, homeBattery, rolledRug, sackTruck, sightChart, slitLamp, wallCharger } from './props-jobs';
import { solarHome } from './homes';
import { campsite, glampingCard } from './campsite';
import { forecourt } from './forecourt';
import { escapeRoom } from './escape';
import { laundrette } from './laundrette';
import { dojo, locksmithDoor, partyLawn, pharmacyCounter, printShop, storageUnits } from './hire';
import { golfCourse, paddock } from './grounds';
import { BOWLING, axeLanes, bowlingAlley, climbingWall, djBooth, kartTrack, trampolines } from './activities';
import { ART_GALLERY, CAR_DEALER, CAR_WASH, FUNERAL, LODGING, MUSEUM, PUBLIC_LIBRARY, ZOO, namesVenue, worksAtDesk } from '../choose-blueprint';
import {
  ART_CLASS, AXE_THROWING, BATHROOM, BEAUTY_BUT_NAILS, BUILDING, CAMPING, CARE_HOME, CATERING, CLEANING, CLIMBING, CLINIC, COOKERY_SCHOOL, COUNSELLING, COWORK, CYCLING,
  DANCE, DAY_CAMP, DENTIST, DEVICE_REPAIR, DJ, DRIVING_SCHOOL, ESCAPE_ROOM, FARM_PARK, FLYING, FOOTBALL, GARAGE, GOLF, GUEST_ROOMS, GYM, KARTING, LAUNDRY, LOCKSMITH,
  MARTIAL_ARTS, MUSIC, NAIL_WORDS, NURSERY, OPTICIAN, OUTDOORS, PARTY, PHARMACY, PHYSIO, POTTERY, PRIMARY_SCHOOL, PRINTING, REMOVALS, RIDING, RUNNING,
  SALON, SELF_STORAGE, SOLAR, SWIM_CLUB, SWIM_LESSONS, TAILOR, TAXI, TENNIS, TRAMPOLINE, TUTORING, VET, WEDDINGS, GARDENS, WINDOW_CLEANING, WINDOW_DRESSING, YOGA,
} from './trade-words';
import { cyclingClub, runningClub, swimClub } from './clubs';
import { CHOIR, HIRES_OUT, SCOUTS, STUDIO_HIRE, YOUTH_CLUB } from './group-words';
import { recordingStudio } from './recording';
import { choir } from './choir';
import { scoutGroup, youthClub } from './scouts';
import { venueHire } from './venue-hire';
import { airfield, bathroom, farmyard, swimmingPool, windowDressing } from './leisure';
import { classroom, exhibition, library } from './exhibits';
import { industry, isIndustry, type Industry } from './industry';
import { FACTORY, FREIGHT, INDUSTRIAL, MACHINING, PRODUCE, WAREHOUSE, industrialHead, sellsFoodWholesale } from './industry-words';
import { nailBar, windowCleaner } from './specialists';
import { cowork } from './cowork';
import { garden } from './garden';
import { forge } from './forge';
import { SMITHING, smiths } from './forge-words';
import { sailing } from './sailing';
import { SAILING } from './sailing-words';
import { dentalLab } from './dental-words';
import { dentalLabScene } from './dental-lab';
import { toursFirst } from './tour-words';
import { tours } from './tours';
import { glampField, glampingSite } from './glamp-field';
import { caresForAtHome } from './home-care-words';
import { homeCare } from './home-care';
import { armchair, bed, bedside, bookcase, bunting, certificate, chair, curtains, floorWeights, kidsTable, receptionDesk, sideTable, towels, toyBlocks, wallBars, wallClock } from './props-rooms';

/**
 * Local services: a room (wall, floor, skirting) furnished with the trade's objects (physio table and
 * band, potter's wheel, salon chair and mirror, pegboard of tools, desk and chalkboard, dental chair,
 * dog and cat, mats, weights), or outdoors for travel and guiding; a welcoming lounge otherwise.
 */
type Room = (c: Ctx, floor: number, s: number) => string;

/** What a trade is pictured by: a furnished room, or a scene kind drawn instead of a room. */
type Trade = Room | keyof typeof WHOLE_SCENES | keyof typeof CLUBS | keyof typeof GROUPS | Industry | 'outdoors' | 'scenes' | 'road' | 'taxi' | 'party' | 'bowling' | 'food' | 'solar' | 'coast' | 'pitch' | 'camp' | 'campsite' | 'forecourt' | 'venueHire' | 'court' | 'windows' | 'nails' | 'garden' | 'forge' | 'sailing' | 'tours' | 'dentalLab' | 'homeCare';

/**
 * Trades pictured by a whole scene of their own rather than a furnished room, mirrored by sibling like the other
 * outdoor scenes (never behind a banner headline): a golf hole and a riding school's paddock (art/grounds.ts), a pool,
 * a farmyard and an airfield (art/leisure.ts), a karting track and a DJ booth (art/activities.ts).
 */
const WHOLE_SCENES = { golf: golfCourse, riding: paddock, pool: swimmingPool, farmyard, karting: kartTrack, dj: djBooth, airfield } as const;
const isWholeScene = (t: Trade | null): t is keyof typeof WHOLE_SCENES => typeof t === 'string' && Object.hasOwn(WHOLE_SCENES, t);

/**
 * Sports clubs pictured by scenes of their own, each in eight drawings (art/clubs.ts): a running club's track, park path,
 * track session and finish; a cycling club's country road, climb, café stop and velodrome; a swimming club's racing pool.
 */
const CLUBS = { running: runningClub, cycling: cyclingClub, swimClub } as const;
const isClub = (t: Trade | null): t is keyof typeof CLUBS => typeof t === 'string' && Object.hasOwn(CLUBS, t);

/**
 * Groups and places pictured by a scene family of their own, eight drawings each (group-words.ts): a recording, podcast
 * or rehearsal studio for hire's rooms (art/recording.ts), a choir's, orchestra's or brass band's hall and church
 * (art/choir.ts), a scout group's camp, hike, lake and hut, a youth club's hall (art/scouts.ts).
 */
const GROUPS = { recording: recordingStudio, choir, scouts: scoutGroup, youth: youthClub } as const;
const isGroup = (t: Trade | null): t is keyof typeof GROUPS => typeof t === 'string' && Object.hasOwn(GROUPS, t);

/**
 * Specialists of a general trade, each with its own scene: [specialist, general trade, its words, the words of the general
 * trade's other work]. A specialist is pictured only when its words outnumber those others (a window cleaner's "window
 * cleaning, pure water poles, gutters" against an office cleaner's "office cleaning"; a nail bar's "gel manicures,
 * pedicures" against a hair salon's "cuts, colour"), counted with its own phrases taken out ("window cleaning" is no
 * cleaner's word); a tie keeps the general trade. Otherwise the brief keeps the picture it had without the specialist.
 * A sailing school's or club's words (dinghies, RYA, Day Skipper, sailing courses) against a boat trip's or a boat hire's
 * (boats, cruises, "sunset sailing trips"): a hire firm or a trip keeps its tour boat unless it is about sailing lessons.
 */
const SPECIALISTS: readonly (readonly [Trade, Trade, RegExp, RegExp])[] = [['windows', cleaning, WINDOW_CLEANING, CLEANING], ['nails', salon, NAIL_WORDS, BEAUTY_BUT_NAILS],
  ['sailing', 'coast', SAILING, new RegExp(COAST_TRIPS.source, 'g')]];

/** Each trade's words (art/trade-words.ts, in the site languages) and its picture, in the order ties are broken. */
const TRADES: readonly (readonly [RegExp, Trade])[] = [
  // A public library's shelves and reading table, before a museum's "local history room" and tutoring's "story time".
  [new RegExp(PUBLIC_LIBRARY.source, 'giu'), publicLibrary],
  // A museum's or gallery's room before the potter's wheel: an art gallery's "ceramics" hang on its walls.
  [new RegExp(`${MUSEUM.source}|${ART_GALLERY.source}`, 'giu'), gallery],
  // A farm park's or petting farm's barn, animals and tractor (art/leisure.ts), before a zoo's photo scenes.
  [FARM_PARK, 'farmyard'],
  // Zoos, aquariums and botanic gardens are outdoors: photo scenes for their words, not a room.
  [new RegExp(ZOO.source, 'giu'), 'scenes'],
  [PHYSIO, physio], [POTTERY, pottery],
  // A blacksmith's forge and ironwork (art/forge.ts): the hearth and anvil, gates, railings, fire baskets, courses.
  [SMITHING, 'forge'],
  // Opticians before the clinic: eye tests happen at a sight chart, frames are chosen at a wall of them.
  [OPTICIAN, optician],
  // Solar installers' work is on the roof: the house with its panels (batteries and chargers on their cards).
  [SOLAR, 'solar'],
  [REMOVALS, removals],
  // A children's party on the lawn (entertainers, bouncy castles, party hire: not a venue's "birthday parties"), self-storage units, a locksmith's
  // door and keys, a dojo: not the lounge every business without a picture of its own used to get.
  [PARTY, 'party'],
  [SELF_STORAGE, acrossRoom(storageUnits)],
  [LOCKSMITH, acrossRoom(locksmithDoor)],
  [MARTIAL_ARTS, acrossRoom(dojo)],
  // Indoor activity venues: a bowling alley down its lanes, a trampoline park's beds, a climbing wall (art/activities.ts).
  [new RegExp(BOWLING.source, 'g'), 'bowling'],
  [TRAMPOLINE, acrossRoom(trampolines)],
  // A DJ's booth under the lights, before the wedding scenes its "wedding DJ" words would get.
  [DJ, 'dj'],
  // A karting track (a whole scene) and axe-throwing lanes, not the lounge and landscapes they had.
  [KARTING, 'karting'],
  [AXE_THROWING, acrossRoom(axeLanes)],
  [CLIMBING, acrossRoom(climbingWall)],
  // An escape room's themed room (a chained door, a countdown, a board of clues), not a lounge with a sofa.
  [ESCAPE_ROOM, acrossRoom(escapeRoom)],
  // A recording, podcast or rehearsal studio for hire: its rooms and kit (art/recording.ts), its kit's words counted beside its own.
  [STUDIO_HIRE, 'recording'],
  // A print shop's printer, posters and counter of cards (choose-blueprint `JOB_SHOPS`), not a lounge with a sofa.
  [PRINTING, acrossRoom(printShop)],
  // Phones, tablets and laptops are mended at a bench with a magnifier, not with the builder's ladder and toolbox.
  [DEVICE_REPAIR, repairBench],
  [SALON, salon],
  // A nail bar's desk after the salon whose chair it had: it takes the salon's place only when its words outnumber the hair words (`SPECIALISTS`).
  [NAIL_WORDS, 'nails'],
  [BUILDING, trades],
  // A food wholesaler's chilled store of crates (art/industry-yard.ts), before the caterer's "catering" its "catering supplies" name.
  [PRODUCE, 'produce'],
  // A caterer's or private chef's work is its food: the flat lay of dishes, not a room.
  [CATERING, 'food'],
  // A cookery school's classes are pictured by their food (the flat lay), not a lounge or tutoring's blackboard.
  [COOKERY_SCHOOL, 'food'],
  // A laundrette's row of washers (choose-blueprint `LAUNDRETTE`) before cleaning's living room and a tailor's dry cleaning.
  [LAUNDRY, acrossRoom(laundrette)],
  // A tailor's or dry cleaner's workroom (choose-blueprint `TAILORING`, sewing and hems besides) before cleaning's living room.
  [TAILOR, tailoring],
  // A car dealer's forecourt (choose-blueprint `CAR_DEALER`) before a car wash's bay and a garage's lift: cars for sale, priced.
  [new RegExp(CAR_DEALER.source, 'giu'), 'forecourt'],
  // A car wash (choose-blueprint `CAR_WASH`) before cleaning's "valeting": the car in the bay under foam, not a living room with a mop.
  [new RegExp(CAR_WASH.source, 'giu'), carWash],
  [CLEANING, cleaning],
  // A window cleaner's street after the cleaner's living room it had: only when its words outnumber the other cleaning words (`SPECIALISTS`).
  [WINDOW_CLEANING, 'windows'],
  // A garage before the other trades: "servicing and repairs" of cars happen under a car on a lift.
  [GARAGE, garage],
  // Flying lessons happen at the airfield (art/leisure.ts): the aircraft by the runway, not a classroom's blackboard.
  [FLYING, 'airfield'],
  // Swimming lessons happen in the pool (art/leisure.ts), not at a blackboard; a swimming club's squads and galas at its
  // racing pool (art/clubs.ts), after the lessons so that a swim school that also names its squads keeps its pool.
  [SWIM_LESSONS, 'pool'], [SWIM_CLUB, 'swimClub'],
  // A bathroom fitter's finished bathroom, a blinds maker's dressed windows (art/leisure.ts), before the trades' tools and the lounge.
  [BATHROOM, acrossRoom(bathroom)],
  [WINDOW_DRESSING, acrossRoom(windowDressing)],
  // Painting and drawing classes before tutoring: taught at easels round a still life, not at a blackboard or on a sofa.
  [ART_CLASS, artClass],
  // Music lessons before tutoring: "piano lessons" are taught at a piano, not a blackboard.
  // A choir, orchestra or brass band on its risers, in the hall and the church (art/choir.ts), before music lessons' piano:
  // a choir that names its pianist is still a choir.
  [CHOIR, 'choir'],
  [MUSIC, music],
  // A primary school's classroom before tutoring's desk and a forest school's camp.
  [PRIMARY_SCHOOL, schoolroom],
  [TUTORING, tutoring], [DENTIST, dentist],
  // A dog groomer's "salon", "nail trims" and "breed cuts" are a pet's: the room with the dog and cat, not a hair salon's chair.
  [VET, vet], [YOGA, yoga], [GYM, gym],
  [DANCE, dance],
  // A coworking space's shared desks, booths, coffee counter and meeting room; its desks section's cards (art/cowork.ts).
  [COWORK, cowork],
  // A taxi firm's car with its roof sign and a passenger waiting with a case, before a driving school's learner car.
  [TAXI, 'taxi'],
  [DRIVING_SCHOOL, 'road'],
  // Talking therapies before the clinic: "psychotherapy" is a therapy, but not on a treatment table.
  // A funeral director's arranging room before counselling's "bereavement": armchairs, a low table, white flowers.
  [new RegExp(FUNERAL.source, 'giu'), arranging],
  // A care home's pictures are its residents' lounge (armchairs by a window, a lamp), not a clinic's treatment table.
  [CARE_HOME, residentsLounge],
  [COUNSELLING, counselling],
  [CLINIC, clinic],
  // A golf club's course, a riding school's paddock (art/grounds.ts), a pharmacy's counter (art/hire.ts): after the
  // vet and the clinic, so a vet for horses keeps the vet's room and a GP's repeat prescriptions the clinic.
  [GOLF, 'golf'],
  [RIDING, 'riding'],
  [PHARMACY, acrossRoom(pharmacyCounter)],
  // A campsite's field of tents and caravans (choose-blueprint `CAMPSITE`) before a place to stay's rooms: glamping is both.
  // A scout or guide group's camp, hike, kayaks and hut, a youth club's hall (art/scouts.ts), before a campsite's field
  // their "camping" names, a day camp's tent and the trail their "hikes" would get.
  [SCOUTS, 'scouts'], [YOUTH_CLUB, 'youth'],
  [CAMPING, 'campsite'],
  // A place to stay's words are the blueprint's (choose-blueprint `LODGING`), guest rooms besides.
  [GUEST_ROOMS, bedroom],
  // Trips on the water before the walking trail: the boat, the cliffs and the sea.
  // A sailing school's or club's dinghies, yachts and RIB (art/sailing.ts), before the boat trip's coast: it takes the coast's
  // place only when its words outnumber the trip's (`SPECIALISTS`).
  [SAILING, 'sailing'],
  [new RegExp(COAST_TRIPS.source, 'g'), 'coast'],
  // Clubs and camps happen outdoors: a running club's track, a cycling club's road (art/clubs.ts), before the football pitch
  // a "sports club" names and the trail its "trail running" and "hills" would get; a tennis or padel club's court.
  // A camp's tent and bunting (before tutoring's "school").
  [RUNNING, 'running'], [CYCLING, 'cycling'],
  [TENNIS, 'court'],
  [FOOTBALL, 'pitch'],
  [DAY_CAMP, 'camp'],
  [NURSERY, playroom], [OUTDOORS, 'outdoors'],
  // A wedding's photo scenes; a gardener's, landscaper's or tree surgeon's own garden (art/garden.ts), after the weddings
  // so that a tie keeps a wedding's scenes as they were.
  [WEDDINGS, 'scenes'], [GARDENS, 'garden'],
  // Firms that make, store or move goods for other businesses (art/industry.ts), last so that a trade named as often keeps
  // its picture: a machine shop, a warehouse (before the haulier: 倉庫 beats 物流), a haulier, a manufacturer; "industrial",
  // "B2B" or "supplier to" alone the factory. Only when an industrial word heads the brief (`industrialHead`).
  [MACHINING, 'machining'], [WAREHOUSE, 'warehouse'], [FREIGHT, 'freight'], [FACTORY, 'factory'], [INDUSTRIAL, 'factory'],
];

/** The trades a tour word must come before (tour-words.ts `toursFirst`): all but the trail its walking words name. */
const TOUR_RIVALS = TRADES.filter(([, t]) => t !== 'outdoors').map(([re]) => re);

/**
 * The trade a brief's words picture: for a brief an industrial word heads, its industry's scene; else the trade with the
 * most keyword hits (ties: earlier in the table), tutoring only when no other trade is named; null for none. `name` (the
 * business's) is no business word: "Foundry Brew Co" brews.
 * "Tours" are a guide's, not an estate agent's "virtual tours" of a listing.
 */
export function pickTrade(words: string, name = ''): Trade | null {
  // A dental laboratory's bench, CAD screen and mill, furnace and courier box (art/dental-lab.ts), before the haulier its
  // "courier" and the machine shop its "milling" would get, and the dentist's chair its "dental" names; a practice keeps it.
  if (dentalLab(words)) return 'dentalLab';
  // A home care agency's carers in the homes they visit (art/home-care.ts), the page style's own test (choose-blueprint
  // `caresAtHome`): not the lounge, nor the clinic's couch its "Pflegedienst" or "الأدوية" would get; a care home, a pet's
  // or nails' care at home, care products and software for agencies keep their pictures.
  if (caresForAtHome(words, name)) return 'homeCare';
  // A tour operator's groups on their tours (art/tours.ts) when a tour word comes before any other trade's: a museum's guided
  // tours, a boat trip's, a hotel's day tours keep their pictures; its hiking and mountain words (`OUTDOORS`) are its own.
  if (toursFirst(words, TOUR_RIVALS)) return 'tours';
  // Industrial scenes only for a brief an industrial word heads (`industrialHead`): not software for hauliers, nor a bakery
  // that sells wholesale. Such a brief is pictured by its industry, whatever its customers' words say more often ("Distributor
  // of hair care products to salons" is a warehouse, not a salon).
  const industrial = industrialHead(words, name);
  const pick = (industrial ? mostNamed(words, TRADES.filter(([, t]) => isIndustry(t))) : null) ?? specialist(words, TRADES.filter(([, t]) => !isIndustry(t)));
  // A wholesaler of food keeps its crates in the chilled store, not on racking.
  // A smith's words picture the forge only as the business's own (forge-words.ts `smiths`): a furniture maker's "hand-forged
  // iron legs" keeps the picture it had.
  if (pick === 'forge' && !smiths(words)) return pickTrade(words.replace(SMITHING, ' '), name);
  return pick === 'warehouse' && sellsFoodWholesale(words) ? 'produce' : pick;
}

/** A group that meets in a hall (a choir, a scout group, a youth club) rather than one that hires a hall out (`HIRES_OUT`). */
function meetsInHall(c: Ctx): boolean {
  const t = pickTrade(c.words, c.title);
  return (t === 'choir' || t === 'scouts' || t === 'youth') && !HIRES_OUT.test(c.words);
}

/**
 * The trade of `trades` with the most keyword hits (`mostNamed`), where a specialist (`SPECIALISTS`) takes its general
 * trade's place only when its words outnumber the general trade's other words, and gives it back otherwise.
 */
function specialist(words: string, trades: readonly (readonly [RegExp, Trade])[]): Trade | null {
  const pick = mostNamed(words, trades);
  const spec = SPECIALISTS.find(([own, general]) => pick === own || pick === general);
  if (!spec) return pick;
  const [own, , re, others] = spec;
  if ((words.match(re)?.length ?? 0) > (words.replace(re, ' ').match(others)?.length ?? 0)) return own;
  return pick === own ? mostNamed(words, trades.filter(([, t]) => t !== own)) : pick;
}

/** The trade of `trades` with the most keyword hits in `words` (ties: earlier in the table), tutoring only when no other is named; null for none. */
function mostNamed(words: string, trades: readonly (readonly [RegExp, Trade])[]): Trade | null {
  let best: Trade | null = null, score = 0;
  // Teaching words ("lessons", "exam") say how, not what: a trade named beside them wins ("piano lessons").
  let specific: Trade | null = null, specificScore = 0;
  for (const [re, room] of trades) {
    const k = words.match(re)?.length ?? 0;
    if (k > score) { best = room; score = k; }
    if (room !== tutoring && k > specificScore) { specific = room; specificScore = k; }
  }
  return best === tutoring && specific ? specific : best;
}

/**
 * Rooms of a client-facing practice besides its treatment room, by what a service card is about (its
 * title, `labels[0]`), so four service cards of a clinic show its reception, massage room, rehab corner
 * and consulting desk rather than one table four times. Stems in the site languages.
 */
const STATIONS: readonly (readonly [RegExp, Room])[] = [
  [/massag|masaj/, massage],
  [/rehab|\breha\b|exercis|strength|mobility|stretch|workout|programm?e|r[ée]{1,2}ducation|riabilit|ejercicio|übung|oefen|リハビリ|康复|تأهيل/, exercise],
  [/\bappointment|same[- ]day|walk[- ]?in|booking|reception|\bcitas?\b|\btermin|rendez|appuntament|afspraak|予約|预约|موعد/, reception],
  [/insur|seguro|versicher|assurance|assicura|verzeker|consult|assessment|\bdiagnos|advice|保険|保险|تأمين/, consult],
  [/eye (?:tests?|exams?|examinations?)|sight tests?|sehtest|examen (?:de la vista|de vue|visual)|esame della vista|oogmeting|exame de vista|視力検査|视力检查|فحص النظر/, eyeTest],
];
/** Practices whose consultations happen across a desk (a salon's happen at the chair, a gym's on the floor). */
const DESK_ROOMS: ReadonlySet<Room> = new Set([physio, clinic, dentist, vet, optician, lounge]);

/** The station a service card's title asks for, in the practices that have one (not trades, tutoring, pottery). */
function stationFor(room: Room, title: string): Room | undefined {
  if (!CLIENT_ROOMS.has(room)) return undefined;
  const words = title.toLowerCase();
  const station = STATIONS.find(([re]) => re.test(words))?.[1];
  return station === consult && !DESK_ROOMS.has(room) ? undefined : station;
}

/**
 * Which of six arrangements a picture takes (hero, about, cards walk them: `sibling`): odd ones close up,
 * the 2nd, 3rd and 6th mirrored, so a row of service cards shows the room from different sides.
 */
function arrangement(c: Ctx): { idx: number; flip: boolean } {
  const idx = sibling(c, 6, 'service');
  return { idx, flip: idx === 1 || idx === 2 || idx === 5 };
}

export function service(c: Ctx): string {
  // A venue for hire (choose-blueprint `namesVenue`, as its page style) is pictured by its own spaces: its reception room,
  // ceremony and bridal suite, not the landscapes ('scenes') its "wedding", "barn" and "venue" words outnumber it with;
  // a hotel with a wedding venue keeps its bedrooms.
  // A choir, scout group or youth club that meets in a church, scout or village hall keeps its own scenes unless it hires the hall out.
  const picked = namesVenue(c.words) && !LODGING.test(c.words) && !meetsInHall(c) ? 'venueHire' : pickTrade(c.words, c.title);
  const { flip } = arrangement(c);
  // A wedding or events venue is its setting and its occasions: photo scenes for the brief's words (couples,
  // arches, bouquets), not a furnished room; the hero a mosaic of them.
  if (picked === 'scenes') return c.slot === 'hero' ? mosaic(c) : photoTile(c);
  // A dental laboratory's bench, CAD screen and mill, furnace and dispatch (art/dental-lab.ts), eight drawings walked by sibling.
  if (picked === 'dentalLab') return dentalLabScene(c);
  // A home care agency's sitting room, kitchen, garden walk, medication, arrival and bedroom, eight drawings (art/home-care.ts).
  if (picked === 'homeCare') return homeCare(c);
  // A tour operator's trail, loch, market, safari, old town and aurora (art/tours.ts); a "Rooms" card keeps its beds.
  if (picked === 'tours') return c.slot === 'rooms' ? serviceRoom(c, bedroom) : tours(c);
  // A gardener's, landscaper's or tree surgeon's work: its gardens, a card's title naming what it shows (art/garden.ts).
  if (picked === 'garden') return garden(c);
  // A blacksmith's forge and work, eight drawings walked by sibling (art/forge.ts).
  if (picked === 'forge') return forge(c);
  // A sailing school's or club's bay, boats and clubhouse, eight drawings walked by sibling (art/sailing.ts).
  if (picked === 'sailing') return sailing(c);
  if (picked === 'food') return dishes(c);
  // A machine shop, a warehouse, a haulier, a food wholesaler or a factory: its scene, siblings walking its views and its family's.
  if (isIndustry(picked)) return industry(c, picked);
  if (picked === 'solar') {
    // A service card about batteries or car chargers shows that kit on a garage wall; the rest the house with its panels.
    const title = c.slot === 'services' ? (c.labels[0] ?? '').toLowerCase() : '';
    if (/batter|storage|inverter|speicher|bater[ií]a|batterie|accumul|opslag/.test(title)) return serviceRoom(c, batteryWall);
    if (/\bev\b|charg|electric (?:car|vehicle)|wallbox|ladestation|cargador|borne|ricarica|laadpaal/.test(title)) return serviceRoom(c, carCharging);
    return solarHome(c);
  }
  // A driving school's lessons happen on the road: a learner's car with its L plate, cones and a sign.
  // A taxi's roof sign reads "TAXI": never mirrored; its passenger waits on the other side instead.
  if (picked === 'taxi') return road(c, picked, flip && !c.behindText);
  if (picked === 'road') return c.behindText || !flip ? road(c) : mirrorX(c, road(c));
  // A boat trip's pictures are the trip: the tour boat under the cliffs in the hero, the coast's scenes elsewhere.
  if (picked === 'coast') {
    if (c.slot && c.slot !== 'hero') return photoTile(c);
    const trip = drawScene(c, 'boatTrip', c.rng, c.W, c.H);
    return flip && !c.behindText ? mirrorX(c, trip) : trip;
  }
  // A trade with a whole scene of its own (`WHOLE_SCENES`), mirrored by sibling.
  if (isWholeScene(picked)) {
    const draw = WHOLE_SCENES[picked];
    return flip && !c.behindText ? mirrorX(c, draw(c)) : draw(c);
  }
  // A bowling alley seen down its lanes (art/activities.ts): one viewpoint, never mirrored (the lanes are symmetric).
  if (picked === 'bowling') return bowlingAlley(c);
  // A children's party on the lawn, its bouncy castle and balloons (art/hire.ts).
  if (picked === 'party') return flip && !c.behindText ? mirrorX(c, partyLawn(c)) : partyLawn(c);
  // A glamping site's other pictures (not a pitch card, nor a place to stay's room card) are its meadow of bell tents, huts and
  // treehouses with the hot tub and the fire pit (art/glamp-field.ts), not a bedroom, nor the vet's room its "Hunde willkommen"
  // tied with "Glamping" for (its pitch cards naming a unit draw it, as a bedroom's do). A hotel or a B&B keeps its rooms.
  if ((picked === 'campsite' || picked === bedroom || picked === vet) && c.slot !== 'pitches' && c.slot !== 'rooms' && glampingSite(c.words)) return glampField(c);
  if (picked === vet && glampingCard(c) && glampingSite(c.words)) return campsite(c);
  // A campsite's field, or one of its pitches on a pitch card (art/campsite.ts).
  // A glamping site whose words read as a place to stay (treehouses, cabins) still shows the unit a pitch card's title names.
  if (picked === 'campsite' || (picked === bedroom && glampingCard(c))) return campsite(c);
  // A car dealer's row of priced cars in front of the showroom (art/forecourt.ts).
  if (picked === 'forecourt') return forecourt(c);
  // A venue for hire's reception room, ceremony or bridal suite by slot and card title (art/venue-hire.ts).
  if (picked === 'venueHire') return venueHire(c);
  // A window cleaner at a house, a terrace or a shop; a nail bar's desk, pedicure chair and polish (art/specialists.ts).
  if (picked === 'windows') return windowCleaner(c);
  if (picked === 'nails') return nailBar(c);
  // A running, cycling or swimming club's own scenes, eight views walked by sibling (art/clubs.ts).
  if (isClub(picked)) return CLUBS[picked](c);
  // A studio for hire's rooms, a choir's hall and church, a scout group's camp or a youth club's hall, eight views each.
  if (isGroup(picked)) return GROUPS[picked](c);
  if (picked === 'pitch' || picked === 'camp' || picked === 'court') {
    const draw = picked === 'pitch' ? pitch : picked === 'court' ? court : camp;
    return flip ? mirrorX(c, draw(c)) : draw(c);
  }
  if (picked === 'outdoors') {
    // The trail with a backpack and signpost says "walking holidays" once, in the hero; the other
    // pictures are the landscapes themselves (photo-tile scenes for the brief's words), not the same trail mirrored.
    if (c.slot && c.slot !== 'hero') return photoTile(c);
    return flip ? mirrorX(c, outdoors(c)) : outdoors(c);
  }
  // A coworking space's shared space and its other views, or one of its desks on a desks card (art/cowork.ts).
  if (picked === cowork) return cowork(c);
  // With no trade of its own, a firm that works at a desk (a law firm, an agency) is its consulting room; anyone else a lounge.
  const base = picked ?? (worksAtDesk(c.words) ? consult : lounge);
  // A service card (slot `services-<n>`) shows the room its own title names; the hero and about keep the trade's.
  return serviceRoom(c, (c.slot === 'services' ? stationFor(base, c.labels[0] ?? '') : undefined) ?? base);
}

/** Rooms always seen whole: a car on charge (close up, the car hides the charger), a classroom (its tables and board make the room). */
const WHOLE_ROOMS: ReadonlySet<Room> = new Set([carCharging, schoolroom]);

/** A furnished room for the service art: walls in one of four treatments, the floor, the room's furniture, close-up or mirrored by sibling. */
function serviceRoom(c: Ctx, room: Room): string {
  const { W, H, t } = c;
  // The arrangement sets close-up or wide, mirrored or not, and one of four wall treatments. Behind a
  // banner headline: the wide view, furniture moved to the end side (below). A car on charge is always
  // seen whole: close up, the car would hide the charger the picture is about.
  const { idx, flip } = arrangement(c);
  const close = idx % 2 === 1 && !c.behindText && !WHOLE_ROOMS.has(room);
  const floor = H * 0.8, line = close ? H * 0.9 : floor;
  const wall = t.dark ? mix(t.bg, t.primary, 0.1) : mix(t.bg, t.primary, 0.07);
  const wood = t.dark ? shade(mix('#8a6446', t.primary, 0.1), 0.45) : mix('#cfae88', t.primary, 0.08);
  const out = [rect(0, 0, W, H, c.defs.lin([[0, tint(wall, 0.05)], [1, shade(wall, 0.04)]]))];
  const style = ([0, 1, 2, 3, 1, 2] as const)[idx] ?? 0;
  if (style === 1) { let d = ''; for (let x = W * 0.03; x < W; x += W * 0.08) d += `M${n(x)} 0h${n(W * 0.035)}V${n(line)}h${n(-W * 0.035)}Z`; out.push(path(d, t.pSoft, { op: 0.55 })); }
  else if (style === 2) out.push(rect(0, line - H * 0.3, W, H * 0.3, shade(wall, t.dark ? -0.1 : 0.06)), rect(0, line - H * 0.3, W, H * 0.015, tint(wall, 0.4)));
  else if (style === 3) out.push(path(`M${n(W * 0.3)} ${n(line)}V${n(H * 0.35)}A${n(W * 0.2)} ${n(W * 0.2)} 0 0 1 ${n(W * 0.7)} ${n(H * 0.35)}V${n(line)}Z`, t.sSoft, { op: 0.8 }));
  out.push(rect(0, line, W, H - line, c.defs.lin([[0, wood], [1, shade(wood, 0.15)]])), rect(0, line - H * 0.012, W, H * 0.014, tint(wall, 0.3)));
  if (idx === 2 || idx === 4) out.push(ellipse(W * 0.5, line + (H - line) * 0.55, W * 0.36, (H - line) * 0.35, t.sSoft, { op: 0.9 }));
  let body = room(c, floor, Math.min(W * 0.18, H * 0.28));
  if (close) {
    // Close-up: scale about the main prop so it fills the frame, floor line kept in view.
    const k = 1.75, fx = W * (idx === 3 ? 0.62 : 0.46);
    body = `<g transform="matrix(${k} 0 0 ${k} ${n(W / 2 - fx * k)} ${n(line - floor * k)})">${body}</g>`;
  }
  // Behind a banner headline the furniture moves to the end side (walls and floor span the frame), unmirrored.
  if (c.behindText) return [...out, `<g transform="translate(${n(W * 0.22)} 0)">${body}</g>`].join('');
  out.push(body);
  return flip ? mirrorX(c, out.join('')) : out.join('');
}

/**
 * Where a room's furniture stands: `x(k)` is fraction k of the width, except behind a banner headline,
 * where service() moves the whole room W × 0.22 to the end side; there the room is drawn narrower
 * (from 10 % to 82 %) so that after the move nothing is cut off at the far edge.
 */
function across(c: Ctx): (k: number) => number {
  const { W } = c;
  return c.behindText ? (k) => W * (0.1 + k * 0.72) : (k) => W * k;
}

function physio(c: Ctx, f: number, s: number): string {
  const { W, H, t, rng } = c;
  return [windowFrame(c, W * rng.range(0.08, 0.14), H * 0.14, W * 0.22, H * 0.36), band(W * 0.78, H * 0.16, s * 1.1, t.second), band(W * 0.86, H * 0.16, s * 1, t.primary),
    treatmentTable(c, W * 0.48, f, s, t.primary), ball(c, W * 0.82, f, s * 0.45, t.second), pottedPlant(c, W * 0.1, f, s * 1.1)].join('');
}

function pottery(c: Ctx, f: number, s: number): string {
  const { W, H, t, rng } = c;
  const out: string[] = [];
  const glazes = ['#7a9a9a', '#c9b79c', '#b5674a', '#2f4f5a', '#d8a25e'].map((x) => mix(x, t.primary, 0.12));
  for (const sy of [H * 0.3, H * 0.52]) {
    out.push(rect(W * 0.55, sy, W * 0.4, H * 0.018, mix('#a57e58', t.primary, 0.2)));
    for (let x = W * 0.59; x < W * 0.92; x += W * rng.range(0.07, 0.1)) { const vh = H * rng.range(0.08, 0.14); out.push(vase(c, x, sy, vh * 0.7, vh, rng.pick(glazes), rng.range(0, 1))); }
  }
  out.push(wheel(c, W * 0.32, f, s), vase(c, W * 0.7, f, s * 0.5, s * 0.9, rng.pick(glazes), 0.3));
  return out.join('');
}

function salon(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  return [mirror(c, W * 0.38, H * 0.1, Math.min(W * 0.24, H * 0.34), H * 0.5), scissors(c, W * 0.72, H * 0.28, s * 0.6, t.primary), salonChair(c, W * 0.5, f, s, t.primary),
    pottedPlant(c, W * 0.85, f, s * 1.2), floorLamp(c, W * 0.15, f, s)].join('');
}

function trades(c: Ctx, f: number, s: number): string {
  const { W, H } = c;
  const ladder = '#b0b6bf';
  let rungs = '';
  for (let i = 1; i < 7; i++) rungs += `M${n(W * 0.8 + i * 4)} ${n(f - i * s * 0.28)}h${n(s * 0.45)}`;
  return [toolBoard(c, W * 0.14, H * 0.14, W * 0.5, H * 0.42), toolbox(c, W * 0.36, f, s), path(`M${n(W * 0.8)} ${n(f)}L${n(W * 0.8 + s * 0.3)} ${n(f - s * 2)}M${n(W * 0.8 + s * 0.45)} ${n(f)}L${n(W * 0.8 + s * 0.75)} ${n(f - s * 2)}${rungs}`, 'none', { stroke: ladder, sw: s * 0.06, round: true }),
    pottedPlant(c, W * 0.08, f, s * 0.9)].join('');
}

/** A garage: a car raised on a two-post lift, a stack of tyres, a tool chest and the tool board. */
function garage(c: Ctx, f: number, s0: number): string {
  const { W, H, t } = c;
  // Behind a banner headline (moved W × 0.22 to the end side by service()) the lift stands smaller and further in.
  const s = c.behindText ? s0 * 0.75 : s0, cx = W * (c.behindText ? 0.42 : 0.5);
  const steel = '#9aa1ab', lift = f - s * 0.55;
  const posts = `M${n(cx - s * 1.9)} ${n(f)}V${n(H * 0.16)}M${n(cx + s * 1.9)} ${n(f)}V${n(H * 0.16)}`;
  return [toolBoard(c, W * 0.04, H * 0.12, W * 0.22, H * 0.3), path(posts, 'none', { stroke: steel, sw: s * 0.16 }), rect(cx - s * 1.98, f - s * 0.05, s * 0.16, s * 0.05, shade(steel, 0.3)),
    path(`M${n(cx - s * 1.8)} ${n(lift + s * 0.05)}H${n(cx - s * 1.1)}M${n(cx + s * 1.8)} ${n(lift + s * 0.05)}H${n(cx + s * 1.1)}`, 'none', { stroke: t.primary, sw: s * 0.1, round: true }),
    car(c, cx, lift - s * 0.34, s, mix(t.second, t.card, 0.15)), tyres(c, W * (c.behindText ? 0.7 : 0.86), f, s), toolbox(c, W * 0.14, f, s * 0.9)].join('');
}

/** A music room: an upright piano with its stool, a guitar on a stand, a music stand, a picture and a plant. */
function music(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  const x = across(c);
  return [wallArt(c, x(0.1), H * 0.14, W * 0.14, H * 0.2), piano(c, x(0.44), f, s * 0.95), guitar(c, x(0.72), f, s * 0.9, t.primary), musicStand(c, x(0.86), f, s * 0.9),
    pottedPlant(c, x(0.12), f, s * 1.1)].join('');
}

function tutoring(c: Ctx, f: number, s: number): string {
  const { W, H } = c;
  return [chalkboard(c, W * 0.1, H * 0.12, W * 0.42, H * 0.36), desk(c, W * 0.52, f, s), pottedPlant(c, W * 0.88, f, s * 1.1), wallArt(c, W * 0.68, H * 0.16, W * 0.12, H * 0.18)].join('');
}

function dentist(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  const tooth = `M${n(W * 0.2 - s * 0.2)} ${n(H * 0.25)}q${n(s * 0.2)} ${n(-s * 0.15)} ${n(s * 0.4)} 0q${n(s * 0.05)} ${n(s * 0.3)} ${n(-s * 0.08)} ${n(s * 0.45)}l${n(-s * 0.06)} ${n(-s * 0.2)}l${n(-s * 0.06)} ${n(s * 0.2)}q${n(-s * 0.25)} ${n(-s * 0.15)} ${n(-s * 0.2)} ${n(-s * 0.45)}Z`;
  return [circle(W * 0.2, H * 0.3, s * 0.5, t.pSoft), path(tooth, '#ffffff'), windowFrame(c, W * 0.66, H * 0.12, W * 0.22, H * 0.34), dentalChair(c, W * 0.5, f, s, t.primary), pottedPlant(c, W * 0.9, f, s)].join('');
}

function vet(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  let paws = '';
  for (let i = 0; i < 4; i++) { const px = W * (0.6 + i * 0.08), py = H * (0.18 + (i % 2) * 0.06); paws += `M${n(px)} ${n(py)}h0M${n(px - s * 0.08)} ${n(py - s * 0.1)}h0M${n(px)} ${n(py - s * 0.13)}h0M${n(px + s * 0.08)} ${n(py - s * 0.1)}h0`; }
  return [path(paws, 'none', { stroke: t.primary, sw: s * 0.07, round: true, op: 0.35 }), windowFrame(c, W * 0.1, H * 0.12, W * 0.24, H * 0.34), dog(c, W * 0.45, f, s, mix('#c08a55', t.primary, 0.1)), cat(c, W * 0.75, f, s * 0.8, shade(t.text, 0.1)),
    ellipse(W * 0.6, f - s * 0.06, s * 0.25, s * 0.08, t.primary), pottedPlant(c, W * 0.9, f, s)].join('');
}

function yoga(c: Ctx, f: number, s: number): string {
  const { W, H } = c;
  return [windowFrame(c, W * 0.34, H * 0.1, W * 0.32, H * 0.42), yogaMat(c, W * 0.5, f + H * 0.08, s), pottedPlant(c, W * 0.12, f, s * 1.3), pottedPlant(c, W * 0.88, f, s * 0.9), floorLamp(c, W * 0.76, f, s * 0.9)].join('');
}

/** A gym: a wall mirror with glints, a power rack with a loaded barbell, the dumbbell rack and a bench. */
function gym(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  const steel = '#9aa1ab', iron = shade(t.text, t.dark ? -0.35 : 0.2);
  const x = across(c);
  const mx = x(0.06), my = H * 0.12, mw = W * 0.46, mh = H * 0.42;
  const glass = c.defs.lin([[0, mix('#e3ecf1', t.bg, 0.25)], [1, mix('#b9c9d4', t.second, 0.15)]], 0, 0, 1, 1);
  const glints = `M${n(mx + mw * 0.2)} ${n(my + mh * 0.7)}L${n(mx + mw * 0.45)} ${n(my + mh * 0.2)}M${n(mx + mw * 0.32)} ${n(my + mh * 0.85)}L${n(mx + mw * 0.62)} ${n(my + mh * 0.25)}`;
  // Power rack: two uprights, a top bar, a barbell on the hooks with a plate each side.
  const rx = x(0.66), rw = s * 1.5, rtop = f - s * 2.05, bar = f - s * 1.25;
  const plate = (px: number) => rect(px - s * 0.07, bar - s * 0.36, s * 0.14, s * 0.72, iron, { rx: s * 0.04 });
  return [rect(mx, my, mw, mh, glass, { stroke: steel, sw: 4 }), path(glints, 'none', { stroke: '#ffffff', sw: W * 0.012, op: 0.45, round: true }),
    weights(c, x(0.3), f, s),
    path(`M${n(rx)} ${n(f)}V${n(rtop)}H${n(rx + rw)}V${n(f)}M${n(rx - s * 0.12)} ${n(f)}h${n(s * 0.24)}M${n(rx + rw - s * 0.12)} ${n(f)}h${n(s * 0.24)}`, 'none', { stroke: steel, sw: s * 0.07 }),
    path(`M${n(rx - s * 0.45)} ${n(bar)}H${n(rx + rw + s * 0.45)}`, 'none', { stroke: shade(steel, 0.2), sw: s * 0.05, round: true }), plate(rx - s * 0.3), plate(rx + rw + s * 0.3),
    rect(rx + s * 0.1, f - s * 0.5, rw - s * 0.2, s * 0.12, t.primary, { rx: 4 }), path(`M${n(rx + s * 0.3)} ${n(f - s * 0.38)}V${n(f)}M${n(rx + rw - s * 0.3)} ${n(f - s * 0.38)}V${n(f)}`, 'none', { stroke: steel, sw: s * 0.05 }),
    ball(c, x(0.9), f, s * 0.32, t.second)].join('');
}

function clinic(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  const cx = W * 0.22, cy = H * 0.28, u = s * 0.18;
  return [circle(cx, cy, s * 0.5, t.pSoft), path(`M${n(cx - u / 2)} ${n(cy - u * 1.5)}h${n(u)}v${n(u)}h${n(u)}v${n(u)}h${n(-u)}v${n(u)}h${n(-u)}v${n(-u)}h${n(-u)}v${n(-u)}h${n(u)}Z`, t.primary),
    windowFrame(c, W * 0.55, H * 0.12, W * 0.28, H * 0.34), treatmentTable(c, W * 0.45, f, s * 0.9, tint(t.second, 0.3)), pottedPlant(c, W * 0.88, f, s * 1.1)].join('');
}

/** A dance studio: a mirror wall with glints, a barre along it, a speaker, a bench with a bag, a sprung wooden floor. */
function dance(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  const x = across(c);
  const steel = '#9aa1ab', mTop = H * 0.1, mBot = f - H * 0.04;
  const glass = c.defs.lin([[0, mix('#e3ecf1', t.bg, 0.25)], [1, mix('#b9c9d4', t.second, 0.15)]], 0, 0, 1, 1);
  let glints = '';
  for (const k of [0.2, 0.48, 0.76]) glints += `M${n(x(k))} ${n(mBot - H * 0.08)}L${n(x(k + 0.12))} ${n(mTop + H * 0.08)}`;
  const barY = f - s * 1.05, wood = mix('#b08a62', t.primary, 0.1);
  let brackets = '';
  for (const k of [0.12, 0.42, 0.72]) brackets += `M${n(x(k))} ${n(barY)}V${n(mBot)}`;
  return [rect(x(0.04), mTop, x(0.96) - x(0.04), mBot - mTop, glass, { stroke: steel, sw: 3 }), path(glints, 'none', { stroke: '#ffffff', sw: W * 0.01, op: 0.45, round: true }),
    path(brackets, 'none', { stroke: steel, sw: s * 0.05 }), rect(x(0.06), barY - s * 0.05, x(0.8) - x(0.06), s * 0.1, wood, { rx: s * 0.05 }),
    rect(x(0.86), f - s * 0.9, s * 0.45, s * 0.9, t.dark ? '#3a3f47' : '#2b2f36', { rx: 4 }), circle(x(0.86) + s * 0.225, f - s * 0.58, s * 0.14, mix('#6b7078', t.bg, 0.2)),
    circle(x(0.86) + s * 0.225, f - s * 0.25, s * 0.09, mix('#6b7078', t.bg, 0.2)),
    rect(x(0.3), f - s * 0.32, s * 1.4, s * 0.1, wood, { rx: 3 }), path(`M${n(x(0.3) + s * 0.12)} ${n(f - s * 0.22)}V${n(f)}M${n(x(0.3) + s * 1.28)} ${n(f - s * 0.22)}V${n(f)}`, 'none', { stroke: shade(wood, 0.2), sw: s * 0.05 }),
    rect(x(0.3) + s * 0.2, f - s * 0.58, s * 0.55, s * 0.26, t.primary, { rx: s * 0.08 }), path(`M${n(x(0.3) + s * 0.3)} ${n(f - s * 0.58)}q${n(s * 0.18)} ${n(-s * 0.2)} ${n(s * 0.35)} 0`, 'none', { stroke: shade(t.primary, 0.3), sw: s * 0.04 }),
    ellipse(x(0.62), f + H * 0.02, s * 0.22, s * 0.07, tint(t.second, 0.4)), ellipse(x(0.66), f + H * 0.035, s * 0.22, s * 0.07, tint(t.second, 0.3))].join('');
}

/** A driving lesson: a learner's hatchback with its L plate on a road through fields, cones and a road sign. */
function road(c: Ctx, kind: 'road' | 'taxi' = 'road', otherSide = false): string {
  const { W, H, t, rng } = c;
  const horizon = H * 0.5, m = Math.min(W, H);
  const sky = c.defs.lin([[0, mix('#8cc2ea', t.second, 0.2)], [1, mix('#fdf0d8', t.bg, 0.3)]]);
  const grass = mix('#8fb57a', t.second, 0.15), tarmac = mix('#5b5f66', t.text, 0.1);
  const out = [rect(0, 0, W, H, sky), circle(W * rng.range(0.6, 0.85), H * 0.2, m * 0.06, '#fff4d6'), ridge(rng, W, H, horizon, H * 0.08, mix('#9fc08a', t.second, 0.2), true, 5),
    rect(0, horizon, W, H - horizon, grass)];
  // The road, with a dashed centre line.
  const ry = H * 0.72, rh = H * 0.16;
  out.push(rect(0, ry, W, rh, tarmac), rect(0, ry - 3, W, 3, '#e8e4da'), rect(0, ry + rh, W, 3, '#e8e4da'));
  let dash = '';
  for (let x = W * 0.02; x < W; x += W * 0.1) dash += `M${n(x)} ${n(ry + rh / 2)}h${n(W * 0.05)}`;
  out.push(path(dash, 'none', { stroke: '#f4f1e8', sw: Math.max(2, H * 0.012) }));
  // Cones on the verge, the learner's car and its L plate (behind a banner headline, on the end side); a
  // taxi's car has its roof sign, and a passenger waits on the verge with a case.
  const s = Math.min(W * 0.14, H * 0.24), cx = c.behindText ? W * 0.7 : W * 0.5, cy = ry + rh * 0.55;
  if (kind === 'taxi') {
    const px = otherSide ? W * 0.82 : W * 0.2, py = ry - H * 0.01;
    out.push(car(c, cx, cy, s, t.primary), rect(cx - s * 0.35, cy - s * 1.36, s * 0.7, s * 0.18, '#f2c14e', { rx: s * 0.04 }),
      text(cx, cy - s * 1.22, 'TAXI', { size: s * 0.14, fill: '#1f2328', weight: 700, anchor: 'middle' }));
    // Behind a headline the start side stays empty road: no passenger under the text.
    if (!c.behindText) out.push(person(px, py, s * 1.5, mix(t.second, '#ffffff', 0.1), false, 0.2), rect(px + s * 0.22, py - s * 0.42, s * 0.3, s * 0.42, shade(t.second, 0.3), { rx: s * 0.05 }),
      path(`M${n(px + s * 0.3)} ${n(py - s * 0.42)}v${n(-s * 0.08)}h${n(s * 0.14)}v${n(s * 0.08)}`, 'none', { stroke: '#2b2b2b', sw: Math.max(1.5, s * 0.025) }));
    return out.join('');
  }
  for (const k of [0.14, 0.26, 0.86]) {
    const kx = c.behindText ? W * (0.42 + k * 0.55) : W * k, ky = ry - H * 0.01;
    out.push(path(`M${n(kx - s * 0.14)} ${n(ky)}L${n(kx)} ${n(ky - s * 0.42)}L${n(kx + s * 0.14)} ${n(ky)}Z`, '#f28c28'), rect(kx - s * 0.08, ky - s * 0.26, s * 0.16, s * 0.06, '#ffffff'), rect(kx - s * 0.18, ky - s * 0.03, s * 0.36, s * 0.04, '#f28c28'));
  }
  out.push(car(c, cx, cy, s, t.primary));
  out.push(rect(cx + s * 0.7, cy - s * 0.62, s * 0.26, s * 0.26, '#ffffff', { stroke: '#d12b2b', sw: 1.5 }), text(cx + s * 0.83, cy - s * 0.42, 'L', { size: s * 0.22, fill: '#d12b2b', weight: 700, anchor: 'middle', rtl: c.rtl }));
  // A speed-limit sign on a post at the side.
  const sx = c.behindText ? W * 0.94 : W * 0.9;
  out.push(path(`M${n(sx)} ${n(ry - H * 0.01)}V${n(ry - s * 1.2)}`, 'none', { stroke: '#9aa1ab', sw: s * 0.05 }), circle(sx, ry - s * 1.35, s * 0.22, '#ffffff', { stroke: '#d12b2b', sw: s * 0.06 }),
    text(sx, ry - s * 1.28, '30', { size: s * 0.2, fill: '#1f2328', weight: 700, anchor: 'middle', rtl: c.rtl }));
  return out.join('');
}

/** An optician's shop: a wall of frames on glass shelves, the sight chart, the fitting counter with its mirror, a plant. */
function optician(c: Ctx, f: number, s: number): string {
  const { W, H } = c;
  const x = across(c);
  return [sightChart(c, x(0.05), H * 0.12, W * 0.14, H * 0.4), frameWall(c, x(0.5), H * 0.1, x(0.95) - x(0.5), H * 0.42), fittingCounter(c, x(0.36), f, s * 0.9),
    pottedPlant(c, x(0.92), f, s * 1.1)].join('');
}

/** An eye test: the sight chart on the far wall, the patient's chair, the slit lamp on its table. */
function eyeTest(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  const x = across(c);
  return [sightChart(c, x(0.1), H * 0.1, W * 0.2, H * 0.52), windowFrame(c, x(0.7), H * 0.12, W * 0.2, H * 0.3), chair(c, x(0.44), f, s, mix(t.primary, t.card, 0.2)),
    slitLamp(c, x(0.66), f, s), pottedPlant(c, x(0.92), f, s)].join('');
}

/** Moving day: an emptied room, boxes stacked by the window, a sack truck with two more, a rolled rug, a plant waiting in a box. */
function removals(c: Ctx, f: number, s: number): string {
  const { W, H } = c;
  const x = across(c);
  return [windowFrame(c, x(0.08), H * 0.12, W * 0.22, H * 0.36), rect(x(0.58), H * 0.16, W * 0.12, H * 0.18, mix(c.t.bg, c.t.text, 0.06), { op: 0.5 }),
    boxStack(c, x(0.36), f, s, 5), sackTruck(c, x(0.64), f, s * 0.9), rolledRug(c, x(0.8), f, s * 0.8), pottedPlant(c, x(0.93), f, s * 0.9)].join('');
}

/**
 * A room drawn by a trade's own module (escape.ts, laundrette.ts, hire.ts, activities.ts) across the frame like
 * the rooms here (`across`: behind a headline things move to the end side), named after its drawing.
 */
function acrossRoom(draw: (c: Ctx, x: (k: number) => number, f: number, s: number) => string): Room {
  const room: Room = (c, f, s) => draw(c, across(c), f, s);
  return Object.defineProperty(room, 'name', { value: draw.name });
}

/** A garage wall with a home battery, its inverter and a consumer unit, boxes on a shelf, a bike. */
function batteryWall(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  const x = across(c);
  return [rect(x(0.06), H * 0.3, W * 0.24, H * 0.02, mix('#b98b5e', t.primary, 0.1)), boxStack(c, x(0.18), H * 0.3, s * 0.45, 3), homeBattery(c, x(0.46), f, s * 1.1),
    toolbox(c, x(0.82), f, s * 0.9), pottedPlant(c, x(0.1), f, s)].join('');
}

/** A car on charge: the wall charger on the house wall, its cable to the car, a plant by the door. */
function carCharging(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  const x = across(c);
  return [windowFrame(c, x(0.62), H * 0.12, W * 0.22, H * 0.3), wallCharger(c, x(0.14), f, s, x(0.3)), car(c, x(0.48), f - s * 0.34, s * 0.95, mix(t.second, t.card, 0.1)),
    pottedPlant(c, x(0.92), f, s * 1.1)].join('');
}

/** A cleaner's work: a tidy living room that shines (sparkles), with the mop and bucket, a spray and a caddy in front. */
function cleaning(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  const x = across(c);
  return [windowFrame(c, x(0.06), H * 0.12, W * 0.2, H * 0.36), wallArt(c, x(0.58), H * 0.16, W * 0.14, H * 0.2), sofa(c, x(0.68), f - H * 0.02, s * 0.8, mix(t.primary, t.card, 0.4)),
    floorLamp(c, x(0.94), f, s), cleaningKit(c, x(0.26), f + H * 0.06, s * 0.95),
    sparkles([[x(0.16), H * 0.2], [x(0.27), H * 0.4], [x(0.46), H * 0.5], [x(0.72), H * 0.36], [x(0.8), H * 0.62]], s * 0.14, t.dark ? '#fff6d5' : '#ffffff'),
    sparkles([[x(0.66), H * 0.14], [x(0.36), H * 0.72]], s * 0.1, t.second)].join('');
}

/**
 * A counselling room: two armchairs turned to each other across a side table, a lamp and a plant; a
 * window and a picture, or (every other sibling) a bookcase, so a row of cards is not one view twice.
 */
function counselling(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  const books = sibling(c, 2, 'counselling') === 1;
  const a = mix(t.second, t.card, 0.35), b = mix(t.primary, t.card, 0.45);
  const [left, right] = books ? [b, a] : [a, b];
  const wall = books
    ? [bookcase(c, W * 0.06, f, s * 1.05), wallArt(c, W * 0.5, H * 0.16, W * 0.14, H * 0.2)]
    : [windowFrame(c, W * 0.06, H * 0.12, W * 0.2, H * 0.32), wallArt(c, W * 0.42, H * 0.14, W * 0.16, H * 0.24), pottedPlant(c, W * 0.07, f, s)];
  const x = across(c);
  return [...wall, ellipse(x(0.54), f + H * 0.06, W * 0.3, H * 0.04, t.sSoft, { op: 0.8 }),
    armchair(c, x(0.36), f, s * 0.95, left, 1), sideTable(c, x(0.55), f, s * 0.9), armchair(c, x(0.74), f, s * 0.95, right, -1),
    floorLamp(c, x(0.92), f, s)].join('');
}

/**
 * A funeral director's arranging room: two armchairs turned to each other across a low table with white
 * flowers in a vase and a candle, a window or a bookcase, soft light. Calm, nothing that sells.
 */
function arranging(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  const x = across(c);
  // A window with curtains or two quiet pictures on the wall, away from the chairs.
  const wall = sibling(c, 2, 'arranging') === 1
    ? [wallArt(c, x(0.3), H * 0.16, W * 0.14, H * 0.2), wallArt(c, x(0.5), H * 0.2, W * 0.1, H * 0.15)]
    : [windowFrame(c, x(0.3), H * 0.1, W * 0.22, H * 0.34), curtains(c, x(0.3), H * 0.1, W * 0.22, H * 0.34)];
  const seat = mix(t.second, t.card, 0.5);
  const tx = x(0.56), top = f - s * 0.5, wood = mix('#a67c52', t.primary, 0.1);
  const r = c.rng.fork('arranging-flowers');
  const lilies = ['#ffffff', '#fbf6ee', tint(t.second, 0.8), '#f6efe4'];
  const vh = s * 0.42;
  const candle = [rect(tx + s * 0.2, top - s * 0.2, s * 0.08, s * 0.2, '#fbf6ee', { rx: 2 }),
    ellipse(tx + s * 0.24, top - s * 0.25, s * 0.022, s * 0.045, '#f5c46b'), circle(tx + s * 0.24, top - s * 0.25, s * 0.1, '#f5c46b', { op: 0.18 })];
  return [...wall, ellipse(tx, f + H * 0.06, W * 0.3, H * 0.04, t.sSoft, { op: 0.8 }),
    armchair(c, x(0.3), f, s * 0.95, seat, 1), armchair(c, x(0.82), f, s * 0.95, seat, -1),
    ellipse(tx, f, s * 0.4, s * 0.045, t.shadow, { op: 0.2 }),
    path(`M${n(tx - s * 0.3)} ${n(f)}V${n(top)}M${n(tx + s * 0.3)} ${n(f)}V${n(top)}`, 'none', { stroke: shade(wood, 0.2), sw: s * 0.045, round: true }),
    rect(tx - s * 0.4, top - s * 0.06, s * 0.8, s * 0.07, wood, { rx: 2 }),
    bouquetTop(c, r, tx - s * 0.08, top - vh * 0.95, s * 0.8, lilies, mix('#4f7a4a', t.second, 0.2), 8),
    vase(c, tx - s * 0.08, top - s * 0.06, s * 0.24, vh, mix(t.card, t.second, 0.15), 0.6, false),
    ...candle].join('');
}

/** A gallery's or museum's room (exhibits.ts `exhibition`): an urn in a glass case for a museum's words (choose-blueprint `MUSEUM`), else a sculpture on a plinth. */
function gallery(c: Ctx, f: number, s: number): string {
  return exhibition(c, f, s, across(c), MUSEUM.test(c.words));
}

/** A public library (exhibits.ts `library`). */
function publicLibrary(c: Ctx, f: number, s: number): string {
  return library(c, f, s, across(c));
}

/** A primary school's classroom (exhibits.ts `classroom`). */
function schoolroom(c: Ctx, f: number, s: number): string {
  return classroom(c, f, s, across(c));
}

/** A care home's residents' lounge: the counselling room's armchairs across a side table by a window, a floor lamp. */
function residentsLounge(c: Ctx, f: number, s: number): string {
  return counselling(c, f, s);
}

function lounge(c: Ctx, f: number, s: number): string {
  const { W, H, t, rng } = c;
  return [wallArt(c, W * rng.range(0.35, 0.42), H * 0.16, W * 0.2, H * 0.28), wallArt(c, W * 0.64, H * 0.22, W * 0.1, H * 0.16), sofa(c, W * 0.5, f, s, mix(t.primary, t.card, 0.25)),
    floorLamp(c, W * 0.18, f, s), pottedPlant(c, W * 0.85, f, s * 1.2), ellipse(W * 0.5, f + H * 0.1, W * 0.3, H * 0.04, t.sSoft, { op: 0.8 })].join('');
}

/** Travel and guiding: mountains, a winding trail, a backpack and a signpost in the foreground. */
function outdoors(c: Ctx): string {
  const { W, H, t, rng } = c;
  const sky = c.defs.lin([[0, mix('#8cc2ea', t.second, 0.2)], [1, mix('#fdf0d8', t.bg, 0.3)]]);
  const out = [rect(0, 0, W, H, sky), circle(W * 0.75, H * 0.22, Math.min(W, H) * 0.07, '#fff4d6')];
  const far = mix('#8fa9c4', t.second, 0.2), mid = mix('#5e8a6a', t.second, 0.15), near = mix('#3f6b4a', t.primary, 0.1);
  out.push(ridge(rng, W, H, H * 0.42, H * 0.22, far, false, 7), path(`M${n(W * 0.3)} ${n(H * 0.26)}l${n(W * 0.04)} ${n(H * 0.06)}h${n(-W * 0.08)}Z`, '#ffffff', { op: 0.8 }));
  out.push(ridge(rng, W, H, H * 0.62, H * 0.12, mid, true, 6));
  out.push(path(`M0 ${n(H * 0.78)}Q${n(W * 0.5)} ${n(H * 0.7)} ${n(W)} ${n(H * 0.8)}V${n(H)}H0Z`, near));
  out.push(path(smooth([[W * 0.55, H], [W * 0.45, H * 0.88], [W * 0.62, H * 0.8], [W * 0.5, H * 0.72], [W * 0.56, H * 0.66]]), 'none', { stroke: mix('#e8d7b5', t.bg, 0.2), sw: Math.min(W, H) * 0.03, round: true }));
  let trees = '';
  for (let i = 0; i < 7; i++) { const x = W * rng.range(0, 1), y = H * rng.range(0.66, 0.78), h = H * rng.range(0.06, 0.1); trees += `M${n(x)} ${n(y - h)}L${n(x + h * 0.3)} ${n(y)}H${n(x - h * 0.3)}Z`; }
  out.push(path(trees, shade(near, 0.2)), backpackAndSign(c, W * 0.2, H * 0.96, Math.min(W * 0.16, H * 0.24)));
  if (rng.chance(0.5)) out.push(person(W * 0.56, H * 0.67, H * 0.07, shade(near, 0.4)));
  return out.join('');
}

/** Sky, a tree line and the grass a club's or camp's picture stands on; returns the parts and the grass line. */
function field(c: Ctx): { out: string[]; ground: number } {
  const { W, H, t, rng } = c;
  const sky = c.defs.lin([[0, mix('#9fcbea', t.second, 0.15)], [1, mix('#f4f0e0', t.bg, 0.3)]]);
  const ground = H * 0.6;
  const out = [rect(0, 0, W, H, sky), circle(W * 0.8, H * 0.18, Math.min(W, H) * 0.06, '#fff4d6')];
  const leaf = mix('#4f7f55', t.second, 0.12);
  let trees = '';
  for (let x = -W * 0.02; x < W * 1.05; x += W * rng.range(0.05, 0.08)) {
    const r = H * rng.range(0.05, 0.09);
    trees += `M${n(x - r)} ${n(ground)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(ground)}Z`;
  }
  out.push(path(trees, shade(leaf, 0.1)), rect(0, ground, W, H - ground, mix('#6fa35c', t.second, 0.1)));
  // Mowing stripes.
  const band = (H - ground) / 5;
  for (let i = 1; i < 5; i += 2) out.push(rect(0, ground + band * i, W, band, '#ffffff', { op: 0.07 }));
  return { out, ground };
}

/**
 * A club's pitch: a goal with its net, the penalty box's lines, a ball, cones and players in the club's
 * colour (football, rugby, hockey, youth teams).
 */
function pitch(c: Ctx): string {
  const { W, H, t } = c;
  const { out, ground } = field(c);
  const line = { stroke: '#ffffff', sw: Math.max(2, H * 0.006), op: 0.85 };
  const gx = W * (c.behindText ? 0.62 : 0.5), gw = W * 0.26, gh = H * 0.17, gy = ground + H * 0.08;
  out.push(path(`M0 ${n(H * 0.93)}L${n(W)} ${n(H * 0.93)}M${n(gx - gw * 1.3)} ${n(gy)}L${n(gx - gw * 1.6)} ${n(H * 0.82)}H${n(gx + gw * 1.6)}L${n(gx + gw * 1.3)} ${n(gy)}`, 'none', line));
  // The net: a hatch behind the frame.
  let net = '';
  for (let i = 0; i <= 12; i++) { const x = gx - gw / 2 + (gw * i) / 12; net += `M${n(x)} ${n(gy - gh)}L${n(x + gw * 0.04)} ${n(gy - gh * 0.1)}`; }
  for (let j = 1; j <= 5; j++) { const y = gy - gh + (gh * j) / 6; net += `M${n(gx - gw / 2)} ${n(y)}H${n(gx + gw / 2)}`; }
  out.push(path(net, 'none', { stroke: '#ffffff', sw: 1, op: 0.55 }),
    path(`M${n(gx - gw / 2)} ${n(gy)}V${n(gy - gh)}H${n(gx + gw / 2)}V${n(gy)}`, 'none', { stroke: '#ffffff', sw: Math.max(3, W * 0.008), round: true }));
  const u = H * 0.3;
  const kit = t.primary, away = mix(t.second, '#ffffff', 0.1);
  out.push(person(gx + gw * 0.05, gy + H * 0.01, u * 0.6, shade(kit, 0.35)), person(W * 0.36, H * 0.86, u * 0.85, away, false, -0.4), person(W * 0.2, H * 0.96, u, kit, false, 0.6));
  out.push(ball(c, W * 0.29, H * 0.96, H * 0.035, '#ffffff'));
  for (const [x, y] of [[0.08, 0.8], [0.72, 0.86], [0.86, 0.8]] as const) out.push(path(`M${n(W * x)} ${n(H * y - H * 0.04)}L${n(W * x + H * 0.018)} ${n(H * y)}H${n(W * x - H * 0.018)}Z`, '#f28c28'));
  return out.join('');
}

/**
 * A tennis club's court seen from behind a baseline: the hard court and its surround in perspective, white lines,
 * the net on its posts, a wire fence behind, two players with rackets and a ball in the air.
 */
function court(c: Ctx): string {
  const { W, H, t } = c;
  const { out, ground } = field(c);
  const cx = W * (c.behindText ? 0.62 : 0.5);
  // The court: a trapezoid from the far baseline (narrow, just below the fence) to past the near one.
  const far = ground + H * 0.05, near = H * 1.02, fw = W * 0.24, nw = W * 0.66;
  const at = (k: number) => ({ y: far + (near - far) * k, w: fw + (nw - fw) * k });
  const surround = mix('#b5563c', t.primary, 0.12), surface = mix('#3f7f9a', t.second, 0.15);
  out.push(path(`M${n(cx - fw * 0.68)} ${n(far - H * 0.02)}H${n(cx + fw * 0.68)}L${n(cx + nw * 0.72)} ${n(H)}H${n(cx - nw * 0.72)}Z`, surround),
    path(`M${n(cx - fw / 2)} ${n(far)}H${n(cx + fw / 2)}L${n(cx + nw / 2)} ${n(near)}H${n(cx - nw / 2)}Z`, surface));
  // The lines: sidelines, the far baseline, both service lines and the centre service line.
  const a = at(0.26), b = at(0.74), mid = at(0.5);
  const lines = `M${n(cx - fw / 2)} ${n(far)}H${n(cx + fw / 2)}M${n(cx - fw / 2)} ${n(far)}L${n(cx - nw / 2)} ${n(near)}M${n(cx + fw / 2)} ${n(far)}L${n(cx + nw / 2)} ${n(near)}`
    + `M${n(cx - a.w / 2)} ${n(a.y)}H${n(cx + a.w / 2)}M${n(cx - b.w / 2)} ${n(b.y)}H${n(cx + b.w / 2)}M${n(cx)} ${n(a.y)}V${n(b.y)}`;
  out.push(path(lines, 'none', { stroke: '#ffffff', sw: Math.max(2, H * 0.006), op: 0.9 }));
  // The net across the middle on its two posts.
  const nh = H * 0.05, postL = cx - mid.w * 0.56, postR = cx + mid.w * 0.56;
  let mesh = '';
  for (let x = postL; x <= postR; x += W * 0.012) mesh += `M${n(x)} ${n(mid.y - nh)}V${n(mid.y)}`;
  out.push(path(mesh, 'none', { stroke: '#1f2328', sw: 1, op: 0.45 }), rect(postL, mid.y - nh, postR - postL, nh * 0.14, '#ffffff'),
    path(`M${n(postL)} ${n(mid.y + H * 0.005)}V${n(mid.y - nh * 1.05)}M${n(postR)} ${n(mid.y + H * 0.005)}V${n(mid.y - nh * 1.05)}`, 'none', { stroke: '#2f3a33', sw: Math.max(2, W * 0.006), round: true }));
  // The fence behind the far baseline.
  let wire = '';
  for (let x = W * 0.02; x < W; x += W * 0.06) wire += `M${n(x)} ${n(ground - H * 0.16)}V${n(far - H * 0.02)}`;
  out.push(path(wire, 'none', { stroke: '#3d4a42', sw: Math.max(1.5, W * 0.003) }), path(`M0 ${n(ground - H * 0.16)}H${n(W)}`, 'none', { stroke: '#3d4a42', sw: Math.max(2, W * 0.004) }),
    rect(0, ground - H * 0.16, W, far - H * 0.02 - (ground - H * 0.16), '#2f4a3a', { op: 0.12 }));
  // Two players, rackets raised, and the ball.
  const player = (x: number, y: number, h: number, col: string, dir: 1 | -1) => person(x, y, h, col, false, 0.2 * dir)
    + path(`M${n(x + dir * h * 0.16)} ${n(y - h * 0.62)}L${n(x + dir * h * 0.34)} ${n(y - h * 0.86)}`, 'none', { stroke: '#2b2b2b', sw: Math.max(1.5, h * 0.03), round: true })
    + ellipse(x + dir * h * 0.38, y - h * 0.92, h * 0.07, h * 0.09, 'none', { stroke: '#2b2b2b', sw: Math.max(1.5, h * 0.025) });
  out.push(player(cx + fw * 0.2, at(0.06).y, H * 0.13, mix(t.second, '#ffffff', 0.2), -1), player(cx - nw * 0.22, at(0.9).y, H * 0.3, t.primary, 1),
    circle(cx + W * 0.05, at(0.35).y - H * 0.16, Math.max(3, H * 0.012), '#d9e84a'));
  return out.join('');
}

/** A day camp: a bell tent under the trees, bunting, a craft table and children playing with a ball. */
function camp(c: Ctx): string {
  const { W, H, t } = c;
  const { out, ground } = field(c);
  const tx = W * (c.behindText ? 0.62 : 0.34), ty = ground + H * 0.2, tw = W * 0.2, th = H * 0.3;
  const canvas = mix('#f3ead8', t.bg, 0.2), seam = shade(canvas, 0.12);
  out.push(ellipse(tx, ty, tw * 0.62, H * 0.03, t.shadow, { op: 0.2 }),
    path(`M${n(tx - tw / 2)} ${n(ty)}V${n(ty - th * 0.35)}L${n(tx)} ${n(ty - th)}L${n(tx + tw / 2)} ${n(ty - th * 0.35)}V${n(ty)}Z`, canvas),
    path(`M${n(tx - tw / 2)} ${n(ty - th * 0.35)}H${n(tx + tw / 2)}M${n(tx)} ${n(ty - th)}V${n(ty - th * 1.08)}`, 'none', { stroke: seam, sw: Math.max(2, W * 0.004) }),
    path(`M${n(tx - tw * 0.14)} ${n(ty)}L${n(tx)} ${n(ty - th * 0.5)}L${n(tx + tw * 0.14)} ${n(ty)}Z`, shade(canvas, 0.45)),
    path(`M${n(tx + tw * 0.05)} ${n(ty - th * 0.42)}L${n(tx + tw * 0.22)} ${n(ty)}`, 'none', { stroke: seam, sw: Math.max(2, W * 0.004) }));
  const pole = { stroke: shade('#a67c52', 0.2), sw: Math.max(2, W * 0.005), round: true };
  out.push(path(`M${n(W * 0.52)} ${n(H * 0.36)}V${n(H * 0.76)}M${n(W * 0.96)} ${n(H * 0.36)}V${n(H * 0.74)}`, 'none', pole), bunting(c, W * 0.52, W * 0.96, H * 0.36, H * 0.12));
  // A craft table with paper and pots of paint.
  const cx = W * 0.74, cy = H * 0.8, cw = W * 0.16, wood = mix('#a67c52', t.primary, 0.1);
  out.push(path(`M${n(cx - cw * 0.42)} ${n(cy + H * 0.08)}V${n(cy)}M${n(cx + cw * 0.42)} ${n(cy + H * 0.08)}V${n(cy)}`, 'none', { stroke: shade(wood, 0.2), sw: W * 0.006 }),
    rect(cx - cw / 2, cy - H * 0.015, cw, H * 0.02, wood, { rx: 2 }), rect(cx - cw * 0.35, cy - H * 0.03, cw * 0.3, H * 0.015, '#ffffff'),
    ...[t.primary, t.second, '#f2c14e'].map((col, i) => rect(cx + cw * (0.05 + i * 0.12), cy - H * 0.05, cw * 0.08, H * 0.035, col, { rx: 2 })));
  const u = H * 0.2;
  out.push(person(W * 0.6, H * 0.93, u, t.primary, true, 0.3), person(W * 0.88, H * 0.9, u * 0.95, t.second, false, -0.3), person(W * 0.14, H * 0.95, u, mix(t.primary, t.second, 0.5), false, 0.5),
    ball(c, W * 0.22, H * 0.95, H * 0.028, '#f2c14e'));
  return out.join('');
}

/** A car wash bay: the car under white foam, a pressure-washer lance, a bucket and sponge, a shine. */
function carWash(c: Ctx, f: number, s0: number): string {
  const { W, H, t } = c;
  const s = c.behindText ? s0 * 0.8 : s0, cx = W * (c.behindText ? 0.46 : 0.5);
  const r = c.rng.fork('foam');
  let foam = '';
  for (let i = 0; i < 18; i++) {
    const x = cx + s * r.range(-1.4, 1.0), y = f - s * r.range(0.75, 1.6), rr = s * r.range(0.06, 0.16);
    foam += `M${n(x - rr)} ${n(y)}a${n(rr)} ${n(rr)} 0 1 0 ${n(rr * 2)} 0a${n(rr)} ${n(rr)} 0 1 0 ${n(-rr * 2)} 0Z`;
  }
  const tile = { stroke: shade(c.t.card, 0.06), sw: 1 };
  let tiles = '';
  for (let y = H * 0.1; y < f; y += H * 0.08) tiles += `M0 ${n(y)}H${n(W)}`;
  const hose = mix('#2a2e35', t.text, 0.2), lanceX = cx + s * 2.1;
  const bucket = [path(`M${n(W * 0.16 - s * 0.22)} ${n(f - s * 0.42)}L${n(W * 0.16 - s * 0.17)} ${n(f)}H${n(W * 0.16 + s * 0.17)}L${n(W * 0.16 + s * 0.22)} ${n(f - s * 0.42)}Z`, t.primary),
    ellipse(W * 0.16, f - s * 0.42, s * 0.22, s * 0.05, shade(t.primary, 0.25)), rect(W * 0.16 - s * 0.12, f - s * 0.56, s * 0.24, s * 0.14, '#f2c14e', { rx: s * 0.04 })];
  return [path(tiles, 'none', tile), path(`M${n(W * 0.06)} ${n(H * 0.06)}H${n(W * 0.94)}`, 'none', { stroke: shade(t.card, 0.2), sw: Math.max(3, H * 0.01) }),
    car(c, cx, f - s * 0.34, s, mix(t.primary, t.card, 0.1)), path(foam, '#ffffff', { op: 0.92 }),
    path(`M${n(W)} ${n(f - s * 0.2)}Q${n(lanceX + s * 0.5)} ${n(f + s * 0.05)} ${n(lanceX)} ${n(f - s * 0.7)}`, 'none', { stroke: hose, sw: s * 0.05, round: true }),
    path(`M${n(lanceX)} ${n(f - s * 0.7)}L${n(lanceX - s * 0.45)} ${n(f - s * 1.05)}`, 'none', { stroke: '#9aa1ab', sw: s * 0.05, round: true }),
    path(`M${n(lanceX - s * 0.45)} ${n(f - s * 1.05)}l${n(-s * 0.35)} ${n(-s * 0.05)}l${n(s * 0.05)} ${n(s * 0.2)}Z`, '#cfe7f5', { op: 0.8 }),
    ...bucket, sparkles([[cx - s * 1.2, f - s * 1.45], [cx + s * 0.8, f - s * 1.55], [cx + s * 1.5, f - s * 0.9]], s * 0.12, '#ffffff')].join('');
}

/**
 * A phone repair bench: an opened phone showing its green board on a cutting mat, a phone on a stand with a
 * lit screen, a magnifier lamp, small screwdrivers in a cup, boxes of parts on a wall shelf.
 */
function repairBench(c: Ctx, f: number, s0: number): string {
  const { W, H, t } = c;
  const x = across(c), s = s0 * 1.2;
  const wood = mix('#b98b5e', t.primary, 0.1), top = f - s * 0.7, w = s * 2.6, bx = x(0.5);
  const dark = shade(t.text, 0.05), board = '#3f7d5a', steel = '#9aa1ab';
  const shelf = [rect(x(0.18) - W * 0.12, H * 0.3, W * 0.24, H * 0.012, shade(wood, 0.1)),
    ...[0, 1, 2].map((i) => rect(x(0.18) - W * 0.11 + i * W * 0.08, H * 0.3 - H * 0.07, W * 0.065, H * 0.07, [t.primary, t.second, mix(t.primary, t.card, 0.5)][i] as string, { rx: 2 }))];
  const phone = (px: number, py: number, ph: number, face: string) => [rect(px - ph * 0.25, py - ph, ph * 0.5, ph, dark, { rx: ph * 0.07 }),
    rect(px - ph * 0.21, py - ph * 0.94, ph * 0.42, ph * 0.88, face, { rx: ph * 0.05 })];
  // The opened phone stands in a clamp, its green board and chips showing; the mended one on a stand, lit.
  const ph = s * 0.62, ox = bx - s * 0.1, oy = top - s * 0.1;
  const open = [rect(ox - s * 0.34, top - s * 0.1, s * 0.68, s * 0.1, steel, { rx: 2 }), ...phone(ox, oy, ph, board),
    rect(ox - ph * 0.14, oy - ph * 0.8, ph * 0.16, ph * 0.12, '#1f2a24'), rect(ox + ph * 0.03, oy - ph * 0.78, ph * 0.1, ph * 0.08, '#c9ced6'),
    rect(ox - ph * 0.12, oy - ph * 0.55, ph * 0.24, ph * 0.3, '#2b2f36', { rx: 2 }), rect(ox - ph * 0.1, oy - ph * 0.2, ph * 0.08, ph * 0.06, '#c9ced6'),
    rect(ox - ph * 0.34, oy - ph * 0.6, ph * 0.09, ph * 0.3, steel, { rx: 2 }), rect(ox + ph * 0.25, oy - ph * 0.6, ph * 0.09, ph * 0.3, steel, { rx: 2 })];
  const stand = [path(`M${n(bx + s * 0.5)} ${n(top)}l${n(s * 0.1)} ${n(-s * 0.12)}h${n(s * 0.2)}l${n(s * 0.08)} ${n(s * 0.12)}Z`, steel),
    ...phone(bx + s * 0.7, top - s * 0.08, ph, c.defs.lin([[0, tint(t.second, 0.3)], [1, t.primary]]))];
  const lamp = [path(`M${n(bx - s * 1.15)} ${n(top)}V${n(top - s * 0.85)}L${n(bx - s * 0.7)} ${n(top - s * 1.05)}`, 'none', { stroke: steel, sw: s * 0.04, round: true }),
    ellipse(bx - s * 0.55, top - s * 1.0, s * 0.2, s * 0.07, shade(steel, 0.2)), ellipse(bx - s * 0.55, top - s * 0.98, s * 0.16, s * 0.045, '#fff4d6'),
    path(`M${n(bx - s * 0.71)} ${n(top - s * 0.96)}L${n(bx - s * 0.85)} ${n(top)}H${n(bx + s * 0.2)}L${n(bx - s * 0.39)} ${n(top - s * 0.96)}Z`, '#fff4d6', { op: 0.2 })];
  const cup = [rect(bx + s * 1.0, top - s * 0.22, s * 0.2, s * 0.22, t.second, { rx: 2 }),
    path(`M${n(bx + s * 1.05)} ${n(top - s * 0.2)}l${n(-s * 0.04)} ${n(-s * 0.22)}M${n(bx + s * 1.1)} ${n(top - s * 0.2)}v${n(-s * 0.26)}M${n(bx + s * 1.15)} ${n(top - s * 0.2)}l${n(s * 0.05)} ${n(-s * 0.2)}`, 'none', { stroke: dark, sw: s * 0.025, round: true })];
  return [...shelf, wallArt(c, x(0.74), H * 0.12, W * 0.12, H * 0.18), ellipse(bx, f, w * 0.55, s * 0.05, t.shadow, { op: 0.2 }),
    rect(bx - w / 2, top, w, s * 0.08, wood), path(`M${n(bx - w * 0.44)} ${n(top)}V${n(f)}M${n(bx + w * 0.44)} ${n(top)}V${n(f)}`, 'none', { stroke: shade(wood, 0.25), sw: s * 0.06 }),
    ...lamp, ...open, ...stand, ...cup, pottedPlant(c, x(0.93), f, s0)].join('');
}

/**
 * A tailor's workroom: a dress form with a tape measure, a sewing machine on its table, a rail of hanging
 * clothes, spools of thread on a shelf.
 */
function tailoring(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  const x = across(c);
  const steel = '#9aa1ab', wood = mix('#b98b5e', t.primary, 0.1), ink = shade(t.text, 0.05);
  // The rail and its clothes: shirts and a dress in the palette, on hangers.
  const rx0 = x(0.06), rx1 = x(0.34), ry = f - s * 1.7;
  const rail = [path(`M${n(rx0)} ${n(f)}V${n(ry)}H${n(rx1)}V${n(f)}`, 'none', { stroke: steel, sw: s * 0.035, round: true })];
  const cols = [t.primary, mix(t.second, t.card, 0.2), tint(t.primary, 0.45), t.second];
  for (let i = 0; i < 4; i++) {
    const cx = rx0 + (rx1 - rx0) * (0.16 + i * 0.22), top = ry + s * 0.12, long = i === 2 ? s * 1.1 : s * 0.75;
    rail.push(path(`M${n(cx)} ${n(ry)}v${n(s * 0.06)}l${n(-s * 0.14)} ${n(s * 0.06)}h${n(s * 0.28)}Z`, 'none', { stroke: ink, sw: 1.5 }),
      path(`M${n(cx - s * 0.15)} ${n(top)}L${n(cx - s * (i === 2 ? 0.24 : 0.17))} ${n(top + long)}H${n(cx + s * (i === 2 ? 0.24 : 0.17))}L${n(cx + s * 0.15)} ${n(top)}Z`, cols[i] as string));
  }
  // The dress form on its stand, a tape measure round the neck.
  const dx = x(0.5), dTop = f - s * 1.65, form = mix('#e8dccb', t.card, 0.2);
  const dress = [path(`M${n(dx)} ${n(f)}V${n(f - s * 0.7)}M${n(dx - s * 0.2)} ${n(f)}L${n(dx)} ${n(f - s * 0.12)}L${n(dx + s * 0.2)} ${n(f)}`, 'none', { stroke: shade(wood, 0.2), sw: s * 0.04, round: true }),
    path(`M${n(dx - s * 0.1)} ${n(dTop)}Q${n(dx - s * 0.32)} ${n(dTop + s * 0.1)} ${n(dx - s * 0.26)} ${n(dTop + s * 0.35)}Q${n(dx - s * 0.16)} ${n(dTop + s * 0.55)} ${n(dx - s * 0.24)} ${n(dTop + s * 0.95)}H${n(dx + s * 0.24)}Q${n(dx + s * 0.16)} ${n(dTop + s * 0.55)} ${n(dx + s * 0.26)} ${n(dTop + s * 0.35)}Q${n(dx + s * 0.32)} ${n(dTop + s * 0.1)} ${n(dx + s * 0.1)} ${n(dTop)}Z`, form),
    rect(dx - s * 0.05, dTop - s * 0.08, s * 0.1, s * 0.09, shade(wood, 0.1), { rx: 2 }),
    path(`M${n(dx - s * 0.12)} ${n(dTop + s * 0.02)}Q${n(dx)} ${n(dTop + s * 0.2)} ${n(dx + s * 0.12)} ${n(dTop + s * 0.02)}M${n(dx - s * 0.1)} ${n(dTop + s * 0.06)}L${n(dx - s * 0.14)} ${n(dTop + s * 0.55)}`, 'none', { stroke: '#f2c14e', sw: s * 0.03, round: true })];
  // The sewing machine on its table.
  const tx = x(0.78), top = f - s * 0.75;
  const machineCol = c.t.dark ? '#e8e4dc' : '#f4f1ea';
  const machine = [path(`M${n(tx - s * 0.45)} ${n(top)}V${n(f)}M${n(tx + s * 0.45)} ${n(top)}V${n(f)}`, 'none', { stroke: shade(wood, 0.25), sw: s * 0.05 }),
    rect(tx - s * 0.55, top, s * 1.1, s * 0.07, wood, { rx: 2 }),
    path(`M${n(tx - s * 0.38)} ${n(top)}V${n(top - s * 0.12)}H${n(tx + s * 0.2)}V${n(top - s * 0.42)}Q${n(tx + s * 0.2)} ${n(top - s * 0.5)} ${n(tx + s * 0.12)} ${n(top - s * 0.5)}H${n(tx - s * 0.3)}Q${n(tx - s * 0.38)} ${n(top - s * 0.5)} ${n(tx - s * 0.38)} ${n(top - s * 0.42)}V${n(top - s * 0.34)}H${n(tx - s * 0.3)}V${n(top - s * 0.12)}`, machineCol),
    path(`M${n(tx - s * 0.38)} ${n(top - s * 0.42)}H${n(tx + s * 0.2)}`, 'none', { stroke: t.primary, sw: s * 0.03 }),
    rect(tx - s * 0.36, top - s * 0.34, s * 0.04, s * 0.2, steel), ellipse(tx + s * 0.28, top - s * 0.3, s * 0.04, s * 0.1, steel),
    rect(tx + s * 0.02, top - s * 0.62, s * 0.06, s * 0.12, t.second, { rx: 2 })];
  // Spools on a shelf, and scissors.
  const shelfY = H * 0.3, sx = x(0.7);
  const spools = [rect(sx - W * 0.09, shelfY, W * 0.18, H * 0.012, shade(wood, 0.1)),
    ...[0, 1, 2, 3, 4].map((i) => rect(sx - W * 0.08 + i * W * 0.034, shelfY - H * 0.06, W * 0.022, H * 0.06, [t.primary, t.second, '#f2c14e', tint(t.primary, 0.4), '#7cc4a4'][i] as string, { rx: 2 }))];
  return [...spools, wallArt(c, x(0.5), H * 0.08, W * 0.1, H * 0.14), ...rail, ...dress, ...machine].join('');
}

/**
 * An art class: easels in a row with the class's paintings on them, a still life of a vase of flowers on a stand
 * for them to paint, stools, and a table with a palette and a jar of brushes.
 */
function artClass(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  const x = across(c);
  const wood = mix('#c9a57e', t.primary, 0.1);
  // The still life on its stand, at the end the easels face.
  const lx = x(0.86), stand = f - s * 0.7;
  const life = [path(`M${n(lx)} ${n(stand)}V${n(f)}M${n(lx - s * 0.22)} ${n(f)}L${n(lx)} ${n(f - s * 0.2)}L${n(lx + s * 0.22)} ${n(f)}`, 'none', { stroke: shade(wood, 0.3), sw: s * 0.04, round: true }),
    rect(lx - s * 0.3, stand - s * 0.04, s * 0.6, s * 0.05, wood, { rx: 2 }), rect(lx - s * 0.34, stand - s * 0.02, s * 0.68, s * 0.1, tint(t.second, 0.55), { rx: 3 }),
    vase(c, lx, stand - s * 0.04, s * 0.18, s * 0.32, t.primary, 0.3, false), bouquetTop(c, c.rng, lx, stand - s * 0.34, s * 0.4, [t.second, '#f2c14e', '#ffffff'], '#5f8f5a', 7),
    ellipse(lx + s * 0.2, stand - s * 0.08, s * 0.07, s * 0.06, '#e0803a'), ellipse(lx - s * 0.21, stand - s * 0.08, s * 0.06, s * 0.05, '#c94f3d')];
  // Easels, each with a stool before it; the table of paints at the back wall.
  const easels = [0.2, 0.44, 0.66].flatMap((k, i) => [easel(c, x(k), f - s * 0.02 * i, s * (0.62 - i * 0.04)), stool(x(k) - s * 0.42, f + s * 0.02, s * 0.5, wood)]);
  const ty = f - s * 0.78, tx0 = x(0.02), tx1 = x(0.14);
  const table = [rect(tx0, ty, tx1 - tx0, s * 0.05, wood), path(`M${n(tx0 + s * 0.05)} ${n(ty)}V${n(f)}M${n(tx1 - s * 0.05)} ${n(ty)}V${n(f)}`, 'none', { stroke: shade(wood, 0.3), sw: s * 0.04 }), paints(c, (tx0 + tx1) / 2 - s * 0.1, ty, s * 0.3)];
  return [windowFrame(c, x(0.3), H * 0.08, W * 0.22, H * 0.26), ...table, ...easels, ...life].join('');
}

/** Reception: a counter, waiting chairs, a wall clock and a plant. */
function reception(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  return [wallClock(c, W * 0.22, H * 0.24, Math.min(W, H) * 0.05), wallArt(c, W * 0.6, H * 0.14, W * 0.13, H * 0.2), receptionDesk(c, W * 0.4, f, s),
    chair(c, W * 0.72, f, s * 0.9, t.second), chair(c, W * 0.8, f, s * 0.9, t.second), pottedPlant(c, W * 0.91, f, s)].join('');
}

/** Massage room: a table with a rolled towel under a warm lamp, towels and oils on a stool. */
function massage(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  const top = f - s * 0.91, cloth = tint(t.second, 0.65);
  return [wallArt(c, W * 0.38, H * 0.14, W * 0.16, H * 0.24), floorLamp(c, W * 0.14, f, s), treatmentTable(c, W * 0.46, f, s, tint(t.primary, 0.45)),
    rect(W * 0.46 - s * 1.1, top - s * 0.06, s * 0.5, s * 0.06, cloth, { rx: s * 0.03 }), ellipse(W * 0.46 + s * 0.85, top - s * 0.08, s * 0.16, s * 0.09, cloth),
    towels(c, W * 0.8, f, s), pottedPlant(c, W * 0.93, f, s * 0.9)].join('');
}

/** Rehab corner: wall bars and a rolled mat, a mat on the floor, an exercise ball, dumbbells and a roller. */
function exercise(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  return [wallBars(c, W * 0.08, f, s), band(W * 0.58, H * 0.16, s * 1.1, t.primary), yogaMat(c, W * 0.48, f + H * 0.06, s),
    ball(c, W * 0.74, f, s * 0.45, t.second), floorWeights(c, W * 0.86, f + H * 0.02, s * 0.8)].join('');
}

/** Consulting room: a bookcase, a framed certificate, a desk and a visitor's chair. */
function consult(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  return [bookcase(c, W * 0.06, f, s), certificate(c, W * 0.56, H * 0.16, W * 0.12, H * 0.16), desk(c, W * 0.5, f, s), chair(c, W * 0.78, f, s * 0.9, t.second), pottedPlant(c, W * 0.92, f, s)].join('');
}

/** The rooms that have stations: practices clients visit for care (not trades, tutoring, pottery). */
/** A guest room: a made bed under a curtained window, a bedside lamp, a plant. */
function bedroom(c: Ctx, f: number, s: number): string {
  const { W, H } = c;
  const wx = W * 0.56, wy = H * 0.14, ww = W * 0.24, wh = H * 0.34;
  const room = [windowFrame(c, wx, wy, ww, wh), curtains(c, wx, wy, ww, wh), wallArt(c, W * 0.2, H * 0.2, W * 0.14, H * 0.2)];
  // A place to stay's room cards (double, twin, family: choose-blueprint `offersRooms`) show their beds.
  const kind = c.slot === 'rooms' ? c.variant % 3 : 0;
  if (kind === 1) return [...room, bed(c, W * 0.26, f, s * 0.62), bedside(c, W * 0.47, f, s * 0.8), bed(c, W * 0.68, f, s * 0.62), pottedPlant(c, W * 0.92, f, s)].join('');
  if (kind === 2) return [...room, bed(c, W * 0.36, f, s), bedside(c, W * 0.64, f, s * 0.8), bed(c, W * 0.84, f, s * 0.55)].join('');
  return [...room, bed(c, W * 0.42, f, s), bedside(c, W * 0.72, f, s * 0.9), pottedPlant(c, W * 0.9, f, s)].join('');
}

/** A nursery's playroom: bunting, a low table with small chairs, blocks and a ball, a shelf of toys. */
function playroom(c: Ctx, f: number, s: number): string {
  const { W, H, t } = c;
  const shelfY = H * 0.42;
  return [bunting(c, W * 0.04, W * 0.96, H * 0.1, Math.min(W, H) * 0.2), windowFrame(c, W * 0.12, H * 0.2, W * 0.2, H * 0.28),
    rect(W * 0.62, shelfY, W * 0.3, H * 0.02, mix('#b98b5e', t.primary, 0.1)), circle(W * 0.67, shelfY - H * 0.04, H * 0.04, t.second), rect(W * 0.73, shelfY - H * 0.09, W * 0.05, H * 0.09, '#f2c14e', { rx: 3 }),
    circle(W * 0.84, shelfY - H * 0.035, H * 0.035, t.primary), ellipse(W * 0.5, f + H * 0.1, W * 0.34, H * 0.05, t.sSoft, { op: 0.9 }),
    kidsTable(c, W * 0.48, f, s), toyBlocks(c, W * 0.8, f, s)].join('');
}

const CLIENT_ROOMS: ReadonlySet<Room> = new Set([physio, clinic, dentist, vet, optician, salon, yoga, gym, lounge, bedroom, playroom, residentsLounge]);
