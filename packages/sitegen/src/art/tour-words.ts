import { unicodeWords } from '../word-re';

/**
 * A tour operator's words (service.ts `pickTrade`, art/tours.ts draws them), in English and the other site languages (es
 * pt fr de it nl ja zh ar), read from the brief's lower-case words. Words that mean other things stay phrases: "tours"
 * alone are a brewery's, a band's or an estate agent's ("brewery tours", "tour dates", "virtual tours"), a sea safari is
 * a boat trip's, a safari park a zoo's, a safari tent a glamping site's, ライブツアー a band's. Excursions, excursiones,
 * escursioni, Ausflüge count as a tour operator's only when nothing else comes first (a hostel's "escursioni guidate").
 * Global, for counting and searching.
 */
export const TOURS = unicodeWords(new RegExp([
  String.raw`\btour (?:operators?|compan(?:y|ies)|guides?|leaders?)\b|\btour-operators?\b`,
  String.raw`\b(?:day|guided|walking|food|foodie|city|coach|bus|minibus|private|small[- ]group|group|sightseeing|hiking|trekking|cycling|bike|wildlife|highlands?|island|multi[- ]day|escorted|cultural|culinary|street[- ]food|tasting|history|historical|ghost|heritage|photography|photo|northern lights|aurora|full[- ]day|half[- ]day|bespoke|tailor[- ]made|adventure|jeep|4x4|segway|tuk[- ]tuk) tours?\b`,
  String.raw`\bday[- ]trips?\b|\bday excursions?\b|\bcoach (?:trips?|holidays?|excursions?)\b|\bsightseeing\b|\bexcursions\b|\bexcursiones\b|\bexcurs[õo]es\b|\bescursioni\b|\bexcursies\b|\bausfl[üu]ge\b`,
  String.raw`\b(?:walking|hiking|trekking|cycling|small[- ]group|escorted|guided|activity|wildlife) holidays?\b|\bgroup (?:travel|trips|holidays)\b|\bsmall[- ]group (?:travel|trips|adventures|journeys)\b`,
  String.raw`(?<!\b(?:sea|boat|marine|river|whale|ocean|dolphin|rib|kayak|tiendas?|tentes?|tendas?|tende) )\bsafaris?\b(?! (?:parks?|tents?|lodges?|style|zoo))|\bgame (?:drives?|viewing)\b|\b(?:northern lights|aurora) (?:trips|holidays|hunting|chasing|breaks)\b`,
  String.raw`\boperador(?:es|a|as)? tur[ií]stic[oa]s?\b|\bviajes organizados\b|\bviajes en grupo\b|\bexcursiones de (?:un|medio) d[ií]a\b|\bvisitas guiadas\b|\btours? guiados?\b|\brutas? (?:guiadas?|gastron[oó]micas?)\b|\btours? gastron[oó]micos?\b|\bcircuitos (?:por|en|tur[ií]sticos)\b`,
  String.raw`\bpasseios guiados\b|\bviagens organizadas\b|\bviagens em grupo\b|\bexcurs[õo]es de um dia\b|\bcircuitos tur[ií]sticos\b|\bvisitas gastron[oó]micas\b`,
  String.raw`\bvoyagistes?\b|\btour[- ]op[ée]rateurs?\b|\bcircuits? (?:accompagn[ée]s?|organis[ée]s?|guid[ée]s?|touristiques?|en|au|aux)\b|\bvisites? guid[ée]es?\b|\bvoyages? organis[ée]s?(?!\w)|\bvoyages? en (?:petits? )?groupes?\b|\bbalades? gourmandes?\b|\bvisites? gourmandes?\b|\bexcursions? d['’]une journ[ée]e\b`,
  String.raw`\breiseveranstalter\w*|\bgruppenreisen?\b|\brundreisen?\b|\bstudienreisen?\b|\bwanderreisen?\b|\berlebnisreisen?\b|\bbusreisen?\b|\bgef[üu]hrte (?:touren|wanderungen|reisen)\b|\bstadtf[üu]hrungen?\b|\btagesausfl[üu]ge?\b|\bkulinarische (?:touren|stadtf[üu]hrungen)\b`,
  String.raw`\bviaggi organizzati\b|\bviaggi di gruppo\b|\bvisite guidate\b|\btour guidati\b|\btour enogastronomici\b|\bgite (?:di un giorno|guidate)\b|\bescursioni guidate\b`,
  String.raw`\breisorganisat\w*|\bgroepsreizen?\b|\brondreizen?\b|\bwandelreizen?\b|\bdagtochten\b|\bstadswandelingen\b|\bculinaire (?:tours|wandelingen)\b`,
  String.raw`(?<!ライブ|コンサート|全国|ドーム|アリーナ)ツアー|旅行会社|旅行代理店|旅行社|旅游团|跟团游|一日游|美食之旅|رحلات سياحية|جولات سياحية|شركة سياحة|منظم رحلات|رحلات سفاري|جولات مع مرشد`,
].join('|'), 'giu'));

/**
 * Businesses that are not a tour operator but may name tours first: software and agencies for tour operators, a brewery's,
 * winery's or distillery's tours, a band's tour, a castle's or a farm's visits (the trades a brief names are compared in
 * service.ts: a museum's guided tours, a boat trip's, a hotel's day tours).
 */
const OTHER = unicodeWords(/\b(?:software|apps?|platform|saas|booking system|marketing|agency|agencies|recruit\w*|magazine|blog|podcast|brewer(?:y|ies)|distiller(?:y|ies)|winer(?:y|ies)|vineyards?|bodegas?|weingut|cantina|castles?|band|tour dates|farm)\b/iu);

/** The industry label the hints start with (images.ts puts it first): "Travel & Tourism" is no tour operator's word. */
const LABEL = /^(?:technology|e-commerce|healthcare|education|finance|real estate|food & restaurant|travel & tourism|entertainment|professional services|non-profit|other)\s+/;

/**
 * Whether the words (lower case) are a tour operator's: a tour word comes before any other trade's word (`others`: the
 * patterns service.ts counts, a museum's, a boat trip's, a hotel's…) and before another business's (`OTHER`).
 */
export function toursFirst(words: string, others: readonly RegExp[]): boolean {
  const w = words.replace(LABEL, '');
  const i = w.search(TOURS);
  if (i < 0 || OTHER.test(w.slice(0, i))) return false;
  return others.every((re) => { const j = w.search(re); return j < 0 || j > i; });
}

/** A tour operator's scenes (art/tours.ts). */
export type TourScene = 'path' | 'minibus' | 'market' | 'savanna' | 'street' | 'aurora';

/** The order the scenes take when a brief names none of them. */
export const TOUR_ORDER: readonly TourScene[] = ['minibus', 'path', 'street', 'market', 'savanna', 'aurora'];

/** After the scenes a brief names, the others nearest the first: the mountains' the minibus and the snow, a city's its market. */
const NEXT: Record<TourScene, readonly TourScene[]> = {
  path: ['minibus', 'aurora', 'street', 'market', 'savanna'], minibus: ['path', 'street', 'market', 'aurora', 'savanna'],
  market: ['street', 'minibus', 'path', 'aurora', 'savanna'], savanna: ['minibus', 'path', 'aurora', 'market', 'street'],
  street: ['market', 'minibus', 'path', 'aurora', 'savanna'], aurora: ['path', 'minibus', 'street', 'market', 'savanna'],
};

/** Desert words: a desert safari is a jeep in the dunes, not giraffes under an acacia. */
const DESERT = /desert|desierto|deserto|d[ée]sert|w[üu]ste|woestijn|砂漠|沙漠|صحراء|الصحراء/;

/**
 * The words that name each scene, in the site languages: walking and hiking the mountain path, a food tour the market
 * stall, a safari the savanna, the aurora and the far north the snowy cabins, day tours by coach and the Highlands the
 * minibus at the loch, a city's walking tour its old street.
 */
export const TOUR_SCENES: readonly (readonly [TourScene, RegExp])[] = [
  ['street', unicodeWords(/\b(?:walking tours?|city (?:tours?|walks?|breaks?)|old (?:town|city|quarter|neighbou?rhoods?)|historic (?:centre|center|quarter|streets)|ghost (?:tours?|walks?)|history (?:tours?|walks?)|heritage walks?|free tours?|visitas guiadas por|stadtf[üu]hrung\w*|altstadt\w*|vieille ville|centro hist[óo]rico|citt[àa] vecchia|stadswandeling\w*|oude (?:stad|binnenstad))\b|旧市街|古城|老城|المدينة القديمة/iu)],
  ['path', unicodeWords(/\b(?:walking (?!tours?\b)\w+|hik(?:e|es|ing)|trek\w*|hill ?walk\w*|mountains?|alps|alpine|dolomit\w*|pyrenees|himalaya\w*|camino|senderismo|caminhadas?|trilhas?|randonn[ée]es?|wander\w*|bergtour\w*|escursionismo|wandel\w*)\b|ハイキング|登山|トレッキング|徒步|المشي/iu)],
  ['market', unicodeWords(/\b(?:food (?:tours?|walks?|tastings?)|tastings?|street food|culinary|foodies?|gastron[oó]m\w*|markets?|mercados?|march[ée]s?|m[äa]rkte?|mercat[oi]|kulinari\w*|culinaire?s?|enogastronom\w*|degustaci[oó]n\w*|d[ée]gustations?|verkostung\w*|degustazion\w*|proeverij\w*)\b|食べ歩き|美食|市場|市场|أسواق|طعام/iu)],
  ['savanna', unicodeWords(/\b(?:safaris?|game drives?|masai|maasai|mara|serengeti|kruger|amboseli|okavango|botswana|kenya|tanzania|namibia|zambia|big five)\b|サファリ|野生动物|سفاري/iu)],
  ['aurora', unicodeWords(/\b(?:auroras?|northern lights|lapland|lap[óo]nia|laponie|lappland|lapponia|iceland|islandia|isl[âa]ndia|islande|islanda|ijsland|norway|noruega|norv[èe]ge|norwegen|norvegia|noorwegen|finland|arctic|polarlicht\w*|nordlicht\w*|noorderlicht|aurores? bor[ée]ales?|auroras? boreales?|aurora boreal[e]?|husk(?:y|ies)|hundeschlitten|dog ?sledd?ing)\b|オーロラ|北极光|极光|ラップランド|拉普兰|アイスランド|冰岛|ノルウェー|挪威|الشفق القطبي/iu)],
  ['minibus', unicodeWords(/\b(?:day (?:tours?|trips?)|coach(?:es)?|mini-?bus(?:es)?|bus tours?|highlands?|loch\w*|skye|glen ?coe|excursions?|sightseeing|hotel pick-?ups?|tagesausfl\w*|busreis\w*|excursiones de un d[íi]a|excurs[õo]es de um dia|excursions? d['’]une journ[ée]e|gite di un giorno|dagtocht\w*|autocar\w*|pullman)\b|日帰り|一日游/iu)],
];

/**
 * The six scenes in the order a tour operator's pictures take them: those its words name, the first named first, then the
 * others nearest the first (`NEXT`; a brief naming none starts at `TOUR_ORDER`'s minibus). A desert safari names no savanna.
 */
export function tourScenes(words: string): TourScene[] {
  // Walking tours in the mountains are the path's, not a city's.
  const mountains = (TOUR_SCENES[1] as (typeof TOUR_SCENES)[number])[1];
  const w = words.search(mountains) >= 0 ? words.replace(/\bwalking tours?\b/g, 'walking trips') : words;
  const at = TOUR_SCENES.map(([scene, re]) => [scene, scene === 'savanna' && DESERT.test(w) ? -1 : w.search(re)] as const)
    .filter(([, i]) => i >= 0).sort((a, b) => a[1] - b[1]).map(([s]) => s);
  const first = at[0] ?? (TOUR_ORDER[0] as TourScene);
  return [...new Set([...at, first, ...NEXT[first]])];
}
