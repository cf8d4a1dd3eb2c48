import type { Ctx } from './ctx';
import { motifs, sibling } from './ctx';
import type { Food } from './food';
import { beer, bread, burger, cake, cheese, coffee, croissant, fish, flight, pasta, pizza, pretzel, salad, soup, steak, sushi, tapas, wine } from './food';
import { chopsticks, cone, curry, dumplings, gelato, grill, kimchi, naan, noodles, rice, tacos } from './food-bowls';
import { circle } from './svg';
import { isCakeMaker, isParlour, isPub } from '../cafe';
import { acai, bubbleTea, cocktail, doughnut, juice } from './drinks';
import { cupcake, layerCake, macarons } from './cakes';
import { board, cutlery, napkin, plate, scatter, surface } from './tabletop';
import type { Surface } from './tabletop';
import { unicodeWords } from '../word-re';

/**
 * Restaurant / café flat lay: a main dish and two or three smaller ones on a wood, linen, stone or
 * slate table, with cutlery on a napkin, a glass, herbs scattered. Dishes come from the brief's words
 * (pizza, pasta, coffee…; a brewery's tasting paddle, pints and pretzel); when none match, a
 * restaurant or café set by seed.
 */
const FOODS = { steak, pizza, pasta, salad, soup, fish, coffee, croissant, cake, bread, sushi, burger, tapas, wine, beer, flight, pretzel, cheese, noodles, curry, naan, rice, tacos, dumplings, gelato, cone, grill, kimchi, cocktail, bubbleTea, juice, acai, doughnut, cupcake, macarons, layerCake } satisfies Record<string, Food>;
export type Dish = keyof typeof FOODS;

/**
 * A steakhouse, grill or barbecue, in the site languages. A tandoori grill is a curry house's oven, and beef
 * in a pho, a curry or a taco is that dish's.
 */
const STEAK = /steak|(?<!tandoori )\bgrill(?:s|house|room)?\b|churrasc|asador|parrilla|\bbrasas?\b|rod[ií]zio|chop ?house|\bbeef\b(?! (?:pho|noodles?|ramen|curry|rendang|massaman|tacos?|burritos?|baos?|buns?|dumplings?|pies?|stew|wellington))|wagyu|t-bone|rib-?eye|sirloin|bistecca|fiorentina|entrec[oô]te|\bbbq\b|barbecue|brisket/;

/** A Korean barbecue (grilled at the table), in the site languages. */
const KOREAN_BBQ = /korean (?:bbq|barbecue|grill)|\bk-?bbq\b|bulgogi|galbi|kalbi|samgyeopsal|yakiniku|tabletop grills?|barbacoa coreana|barbecue cor[ée]en|koreanisches? (?:bbq|barbecue|grill)|焼肉|韓国焼肉|韩式烤肉|烤肉|고기|شواء كوري/;

export const DISH_WORDS: readonly (readonly [Dish, RegExp])[] = [
  // The cuisines' own dishes lead their tables: a ramen bar's bowl, a curry house's curry and naan (a Thai
  // kitchen's curry before its noodles), a taqueria's tacos, a dim sum house's steamer. First in the table, so a
  // tandoori grill or beef pho is no steakhouse and "naans au fromage" no wine bar's cheese board.
  // A Korean barbecue's table grill and its kimchi, before a steakhouse's steak and a diner's burger ("BBQ").
  ['grill', KOREAN_BBQ],
  ['kimchi', /kimchi|banchan|김치|キムチ|泡菜/],
  ['curry', /\bcurr(?:y|ys|ies)\b|tandoor|masala|tikka|biryani|korma|vindaloo|\bbalti\b|\bthalis?\b|\bdh?aal\b|\bdhal\b|rendang|massaman|カレー|咖喱|كاري/],
  ['noodles', unicodeWords(/\bramen\b|\bph[oở]\b|noodle|\budon\b|\bsoba\b|laksa|pad thai|lo mein|chow mein|\bnudeln?\b|fideos|nouilles|noedels|ラーメン|らーめん|拉麺|麺|うどん|蕎麦|そば(?:屋|店)|手打ちそば|拉面|面条|面馆|牛肉面|刀削面|炸酱面|米粉|米线/)],
  ['naan', /\bnaans?\b|tandoor|\bthalis?\b/],
  ['tacos', /\btacos?\b|taquer|mexic|burritos?|quesadilla|tex-?mex|enchilad|タコス|墨西哥/],
  ['dumplings', /dumpling|gyoza|dim ?sum|\bbaos?\b|xiao ?long|wontons?|\bmomos?\b|pierog|jiaozi|餃子|ギョーザ|饺子|点心|小笼包|包子|馄饨|云吞/],
  ['rice', /\brice\b|biryani|\barroz\b|\briz\b|炒饭|米饭|丼|ご飯|定食/],
  // A brewery's or pub's table: a tasting paddle, pints, a pretzel.
  ['flight', /brew|taproom|tap room|craft beer|\bales?\b|\bipas?\b|tasting paddle|beer flight/], ['beer', /beer|brew|taproom|\bpubs?\b|\bales?\b|\blagers?\b|\bipas?\b|stout|cerveza|bi[eè]re|\bbier\b|birra|cervej/],
  ['pretzel', /pretzel|brezel|beer garden|biergarten|bier|brewery|taproom|\bpubs?\b/],
  // A winery's or wine bar's table: a cheese board beside the glasses.
  ['cheese', /cheese|fromage|queso|formaggi|winery|wineries|vineyards?|wine (?:bar|tasting)s?|quinta|bodega|weingut|cantina|domaine|ch[aâ]teau|wijnhuis|wijngaard/],
  // A steakhouse's or grill's table: a sliced steak on a board.
  ['steak', STEAK],
  ['pizza', /pizz|wood-?fired|napoli/], ['pasta', /pasta|spaghet|tagliat|trattoria|\bital|ravioli|lasagn|osteria/], ['sushi', /sushi|japan|izakaya|\bmaki\b|寿司|鮨|すし|刺身/],
  ['burger', /burger|\bdiner\b|bbq|\bfries\b/], ['fish', /fish|seafood|sea ?food|oyster|marisc|coastal/], ['coffee', /coffee|caf[eé]|espresso|\blattes?\b|roaster|roastery|coffee roast|brunch/],
  ['croissant', /croissant|pastr|bakery|boulang|viennois|b[äa]ckerei|bakkerij|panader|padaria|panetteria|パン屋|ベーカリー|面包店|مخبز/], ['cake', /cake|dessert|patisser|sweets?\b|bakery|\btaart|\btorten?\b|kuchen|\btartas?\b|\bbolos?\b|g[âa]teaux?|\btorta\b|\bdolci\b/], ['bread', /bread|sourdough|loaf|bakery|\bbrood|zuurdesem|\bbrot\b|sauerteig|\bpain\b|levain|\bp[ãa]o\b|\bpan\b|masa madre|\bpane\b|lievito madre/],
  // A gelateria's or ice-cream parlour's counter: cups of gelato.
  ['gelato', /gelat[oi]|gelateria|ice[- ]?creams?|sorbet(?:to|ti|s)?\b|helado|helader[ií]a|glacier|\bglaces?\b|eiscaf[eé]|\beisdiele|sorvete|sorveteria|ijssalon|\bijs\b|アイスクリーム|ジェラート|冰淇淋|雪糕|آيس كريم|بوظة/],
  ['salad', /salad|vegan|vegetarian|healthy|organic|tabbouleh|fattoush|horiatiki|サラダ|沙拉|凉菜|سلطة|تبولة|فتوش/], ['soup', /soup|\bbroths?\b|\bstews?\b|\bpho\b/], ['tapas', /tapas|mezze|\bmeze\b|small plates|spanish|wine bar|hummus|houmous|falafel|مازة|مقبلات|حمص|فلافل/], ['wine', /\bwine|\bvin(?:o|os|ho|hos|s)?\b|\bwein|\bwijn|(?<!(?:juice|smoothie|salad|snack|espresso|coffee) )\bbar\b|trattoria|bistro/],
  // Last, so a trattoria's cocktails or a café's smoothies never take the main plate: a cocktail bar's coupe, a
  // bubble tea shop's cup, a juice bar's glass and açaí bowl, a doughnut shop's ring lead their own tables (`OWN_HEADS`).
  ['cocktail', /cocktails?|mixolog|margaritas?|martinis?|negronis?|mojitos?|spritz|speakeasy/],
  ['bubbleTea', /bubble teas?|\bboba\b|tapioca|milk teas?|珍珠奶茶|奶茶|タピオカ/],
  ['juice', /juices?|smoothies?|cold-pressed|zumos?|sumos?|s[äa]fte|succhi/],
  ['acai', /a[cç]a[ií]|smoothie bowls?/],
  ['doughnut', /doughnuts?|donuts?|krapfen|berliner|beignets?|bombolon/],
];
const CAFE: Dish[] = ['coffee', 'croissant', 'cake', 'bread', 'coffee'];
/** An ice-cream parlour's dishes: a cup and a cone always, then the coffee or cake its words name. */
const PARLOUR_TABLE: readonly (readonly [Dish, RegExp])[] = [['gelato', /(?:)/], ['cone', /(?:)/], ...DISH_WORDS.filter(([d]) => d === 'coffee' || d === 'cake')];
/** A cake maker's table: a celebration cake on its board and a cupcake always, then macarons and the coffee of a tasting. */
const CAKE_TABLE: readonly (readonly [Dish, RegExp])[] = [['layerCake', /(?:)/], ['cupcake', /(?:)/]];
const KITCHEN: Dish[] = ['pasta', 'salad', 'fish', 'soup', 'bread', 'wine', 'tapas'];
const PUB: Dish[] = ['flight', 'beer', 'pretzel', 'burger', 'bread'];
/** A steakhouse's or grill's sides: no fish or pasta beside the steak. */
const GRILL: Dish[] = ['salad', 'bread', 'wine', 'burger'];
/**
 * A cuisine's sides, in the site languages: no pasta beside a curry or a ramen. First match wins: the
 * narrower cuisines first, so a Thai green curry gets noodles rather than naan, a Japanese curry house the
 * Japanese sides, and a "pan-Asian" kitchen the Chinese ones.
 */
const CUISINES: readonly (readonly [RegExp, Dish[]])[] = [
  // A gelateria's own words (not a trattoria's gelato for dessert): gelato, coffee and cake.
  [/gelateria|gelato artigianale|ice[- ]?cream (?:parlou?rs?|shops?|van)|helader[ií]a|glacier artisan|eiscaf[eé]|\beisdiele|sorveteria|ijssalon|アイスクリーム(?:店|屋)|ジェラート(?:店|屋)|冰淇淋店|محل بوظة/, ['gelato', 'coffee', 'cake', 'croissant']],
  // A cocktail bar, a distillery, a bubble tea shop, a juice bar and a doughnut shop set their own drinks and sweets.
  [/cocktail bars?|cocktail lounge|speakeasy|mixolog/, ['cocktail', 'tapas', 'cheese', 'wine']],
  // A winery's tasting table: the wine, a cheese board, bread and small plates (not a kitchen's pasta and fish).
  [/winer(?:y|ies)|vineyards?|wine estates?|weingut|weing[üu]ter|winzer\w*|bodegas?|quintas? vin[ií]colas?|domaines? viticoles?|vignobles?|cantina vinicola|cantine|azienda vinicola|wijngaard\w*|wijnhuis|ワイナリー|酒庄|مصنع نبيذ/, ['wine', 'cheese', 'bread', 'tapas']],
  // A distillery's tasting table: a gin coupe, a cheese board, small plates and bread.
  [/distiller|gin schools?|destiler|destilaria|brennerei|destillerie|distilleerderij|stokerij|蒸留所|蒸馏厂|酿酒厂|معمل تقطير/, ['cocktail', 'cheese', 'tapas', 'bread']],
  [/bubble tea|\bboba\b|tapioca pearls?|珍珠奶茶|タピオカ/, ['bubbleTea', 'doughnut', 'cake', 'juice']],
  [/juice bars?|smoothie bars?|juicer(?:y|ies)|cold-pressed/, ['juice', 'acai', 'salad', 'bread']],
  [/doughnuts?|donuts?/, ['doughnut', 'coffee', 'cake', 'croissant']],
  [/\bthai\b|malaysia|indonesia|laksa|rendang|satay|tom yum|pad thai|tha[iï]landais|tailand/, ['curry', 'noodles', 'rice', 'soup']],
  [unicodeWords(/vietnam|\bph[oở]\b|b[aá]nh/), ['noodles', 'salad', 'rice', 'soup']],
  [/japan|\bjapon|giappon|\bramen\b|izakaya|\budon\b|gyoza|sushi|ラーメン|らーめん|拉麺|麺|寿司|鮨|和食|居酒屋|定食|うどん|蕎麦|そば(?:屋|店)/, ['sushi', 'noodles', 'dumplings', 'soup']],
  [/\bindian\b|\bcurr(?:y|ys|ies)\b|tandoor|masala|tikka|biryani|punjab|nepal|bangladesh|sri lank|\bbalti\b|\bthalis?\b|indienne?|indisch|hindú|indiano/, ['curry', 'naan', 'rice', 'salad']],
  [new RegExp(`${KOREAN_BBQ.source}|\\bkorean\\b|\\bcor[ée]en|\\bcoreano|koreanisch|韓国|韩国|한식|كوري`), ['grill', 'kimchi', 'rice', 'soup']],
  [/\bchin(?:ese|ois|oise|[eê]s|esa|esisch|ees)\b|\bcinese\b|cantonese|szechuan|sichuan|dim ?sum|dumpling|\bwok\b|noodle|\bbaos?\b|\bkorean\b|\bcor[ée]en|\bcoreano\b|\basian\b|\basiati|中国|中餐|中华|饺子|餃子|面馆|拉面|点心|小笼包|火锅|川菜|粤菜|韓国|한식/, ['dumplings', 'noodles', 'rice', 'soup']],
  [/mexic|m[ée]xic|\btacos?\b|taquer|burritos?|tex-?mex|cantina mexicana/, ['tacos', 'salad', 'beer', 'soup']],
  // A Lebanese, Syrian, Turkish or Greek table: mezze, salad, bread and the grill.
  [/lebanes|liban[eéê]s|syrian|turkish|\bt[üu]rk(?:ish|isch|ije|ish|iye)?\b|\btürk\w*|persian|iranian|middle[- ]eastern|\blevant|mezze|\bmeze\b|falafel|shawarma|kebab|hummus|greek|grec|griech|grieks|souvlaki|gyros|لبناني|سوري|تركي|شاورما|مشاوي|مازة|فلافل/, ['tapas', 'salad', 'bread', 'steak']],
];
/** Dishes that bring their own bowl, steamer or slate (no plate under them). */
const OWN_VESSEL: ReadonlySet<Dish> = new Set(['sushi', 'noodles', 'curry', 'rice', 'dumplings', 'gelato', 'cone', 'grill', 'kimchi', 'cocktail', 'bubbleTea', 'juice', 'acai', 'doughnut', 'cupcake', 'macarons', 'layerCake']);
/**
 * What lies on the napkin beside the main dish: a knife and fork, chopsticks for a steamer or rice, nothing
 * for a noodle bowl or sushi slate, which bring their own chopsticks, nor for a cup of gelato (its own spoon), a cone, a
 * drink or a cake maker's cakes (cut at a tasting).
 */
export function placeSetting(main: Dish | undefined): 'cutlery' | 'chopsticks' | 'own' {
  return main && OWN_SETTING.has(main) ? 'own' : main === 'grill' || main === 'dumplings' || main === 'rice' ? 'chopsticks' : 'cutlery';
}
/** Dishes eaten without a knife and fork: a noodle bowl's or sushi slate's own chopsticks, a cup's spoon, a drink, a cake cut at a tasting. */
const OWN_SETTING: ReadonlySet<Dish> = new Set(['noodles', 'sushi', 'gelato', 'cone', 'cocktail', 'bubbleTea', 'juice', 'acai', 'doughnut', 'layerCake', 'cupcake', 'macarons']);

/** Layout slots as fractions of the canvas: [x, y, radius as a fraction of min(W, H)]; first is the main dish. */
const LAYOUTS: readonly (readonly (readonly [number, number, number])[])[] = [
  [[0.42, 0.54, 0.33], [0.84, 0.22, 0.17], [0.86, 0.78, 0.19], [0.1, 0.15, 0.13]],
  [[0.55, 0.45, 0.31], [0.15, 0.25, 0.18], [0.2, 0.85, 0.16], [0.9, 0.88, 0.14]],
  [[0.33, 0.5, 0.3], [0.75, 0.35, 0.22], [0.88, 0.85, 0.13], [0.62, 0.9, 0.1]],
  // A row of three across the middle, a glass above.
  [[0.5, 0.52, 0.25], [0.16, 0.56, 0.16], [0.84, 0.48, 0.16], [0.62, 0.12, 0.1]],
  // One dish, close up, with a glass in the corner.
  [[0.5, 0.52, 0.4], [0.9, 0.13, 0.12]],
  // Two mains side by side on a diagonal, small plates in the other corners.
  [[0.3, 0.4, 0.25], [0.7, 0.62, 0.25], [0.88, 0.14, 0.11], [0.12, 0.86, 0.11]],
];

/**
 * Behind a banner headline (`Ctx.behindText`): the dishes on the end side, the big one bleeding off the
 * edge like a food photograph, the start side only table under the text's scrim (a main dish there
 * faded into a pale blob behind the headline, issue 15).
 */
const BANNER_LAYOUTS: readonly (readonly (readonly [number, number, number])[])[] = [
  [[0.78, 0.56, 0.4], [0.99, 0.1, 0.2], [0.62, 0.88, 0.11], [0.6, 0.13, 0.09]],
  [[0.76, 0.47, 0.37], [0.98, 0.9, 0.22], [0.97, 0.1, 0.14], [0.6, 0.86, 0.1]],
  [[0.76, 0.64, 0.31], [0.96, 0.2, 0.24], [0.62, 0.13, 0.1], [0.99, 0.95, 0.12]],
];

const isCafeTable = (words: string): boolean => /coffee|caf[eé]|espresso|bakery|b[äa]ckerei|bakkerij|panader|padaria|panetteria|boulang|pastr|croissant|brunch|\btea(?:s|rooms?|shops?| rooms?| shops?)?\b/.test(words);

/**
 * The four dishes on a table, in order: those the brief's words name (table order), then the sides such a
 * place serves, drawn from the project's family so siblings share the list: a pub's beer and pretzel, a
 * café's coffee and cake, a grill's salad and bread, a kitchen's pasta and fish otherwise.
 */
export function tableDishes(c: Pick<Ctx, 'words' | 'family'>): Dish[] {
  // An ice-cream parlour's table (cafe.ts `isParlour`): a cup of scoops and a cone, then its coffee or a cake,
  // never the salad its "vegan sorbets" would otherwise call up.
  if (isParlour(c.words)) return motifs(c, PARLOUR_TABLE, 4, ['coffee', 'cake', 'gelato'], 'dish');
  // A cake maker's table (cafe.ts `isCakeMaker`): its cake and cupcakes, macarons and a coffee, never a kitchen's fish or soup.
  if (isCakeMaker(c.words)) return motifs(c, CAKE_TABLE, 4, ['macarons', 'coffee'], 'dish');
  const cuisine = CUISINES.find(([re]) => re.test(c.words))?.[1];
  const fill = isPub(c.words) ? PUB : cuisine ?? (isCafeTable(c.words) ? CAFE : STEAK.test(c.words) ? GRILL : KITCHEN);
  // A Korean barbecue's meat is on its table grill: no steak on a board or burger beside it ("BBQ"). A doughnut or
  // bubble tea shop's table is drinks and sweets: no salad for its "vegan options".
  const sweet = cuisine?.[0] === 'doughnut' || cuisine?.[0] === 'bubbleTea';
  const words = KOREAN_BBQ.test(c.words) ? DISH_WORDS.filter(([d]) => d !== 'steak' && d !== 'burger')
    : sweet ? DISH_WORDS.filter(([d]) => SWEETS.has(d)) : DISH_WORDS;
  const list = motifs(c, words, 4, fill, 'dish');
  // A cuisine's dishes the brief names lead in the order it names them: a dumpling house's dumplings before
  // its noodles, a mezze house's mezze before its grill.
  const at = new Map(list.filter((d) => LEADS.has(d)).map((d) => [d, c.words.search(DISH_RE.get(d)!)] as const));
  const lead = [...at].filter(([, i]) => i >= 0).sort((a, b) => a[1] - b[1]).map(([d]) => d);
  const ordered = [...lead, ...list.filter((d) => !lead.includes(d))];
  // A cocktail bar's coupe, a juice bar's glass, a doughnut shop's ring: its own shop's drink or sweet leads.
  const head = cuisine?.[0];
  return head && OWN_HEADS.has(head) && ordered.includes(head) ? [head, ...ordered.filter((d) => d !== head)] : ordered;
}
/** What a doughnut or bubble tea shop's table holds. */
const SWEETS: ReadonlySet<Dish> = new Set(['doughnut', 'bubbleTea', 'juice', 'coffee', 'cake', 'croissant', 'gelato']);
/** Each dish's words (`DISH_WORDS` as a map). */
const DISH_RE: ReadonlyMap<Dish, RegExp> = new Map(DISH_WORDS);
/** Dishes that lead a table in the order the brief names them (see `tableDishes`). */
const LEADS: ReadonlySet<Dish> = new Set(['curry', 'noodles', 'naan', 'tacos', 'dumplings', 'rice', 'tapas', 'grill', 'kimchi']);
/** Drinks and sweets that lead the table only in their own shop (its `CUISINES` row), and are never another's main plate. */
const OWN_HEADS: ReadonlySet<Dish> = new Set(['cocktail', 'bubbleTea', 'juice', 'doughnut']);

export function dishes(c: Ctx): string {
  const { W, H, rng, t } = c;
  const m = Math.min(W, H);
  const cafe = isCafeTable(c.words);
  const found = tableDishes(c);
  // A cup or a glass is never the centrepiece: the main slot takes the first plated dish.
  // A shop's own drink may lead its table (a cocktail bar's coupe); elsewhere a drink sits beside the plates.
  const small = (d: Dish, i: number) => d === 'coffee' || d === 'wine' || d === 'beer' || (OWN_HEADS.has(d) && d !== 'doughnut' && i > 0);
  const plated = found.filter((d, i) => !small(d, i));
  if (!plated.length) plated.push(cafe ? 'croissant' : 'pasta');
  // The hero shows the trade's own dish (a seafood restaurant's fish); siblings (gallery tiles) put a
  // different dish in the middle and use a different layout.
  const turn = c.slot === 'hero' ? 0 : sibling(c, Math.max(plated.length, 2), 'dish') % plated.length;
  const list = [...plated.slice(turn), ...plated.slice(0, turn), ...found.filter((d, i) => small(d, i))];
  // Behind text the table must be darker than the page (pale linen or stone read as a blank blob there).
  const banner = c.behindText && W > H;
  const surf: Surface = t.dark || banner ? rng.pick(t.dark ? ['slate', 'wood'] as const : ['wood', 'wood', 'slate'] as const) : rng.pick(['wood', 'linen', 'stone', 'wood'] as const);
  const out = [surface(c, surf), scatter(c, rng.int(6, 12), m * 0.035)];
  const layouts = banner ? BANNER_LAYOUTS : LAYOUTS;
  const layout = layouts[sibling(c, layouts.length, 'layout')] as (typeof LAYOUTS)[number];
  const flip = !banner && rng.chance(0.5);
  const tall = H > W * 1.1;
  const place = ([fx, fy, fr]: readonly [number, number, number]) => {
    const [px, py] = tall ? [fy, fx] : [fx, fy];
    return [(flip ? 1 - px : px) * W + rng.range(-0.02, 0.02) * W, py * H + rng.range(-0.02, 0.02) * H, fr * m * (tall ? 1.15 : 1)] as const;
  };
  const spots = layout.slice(0, Math.max(1, list.length)).map(place);
  const [mx, my, mr] = spots[0] as readonly [number, number, number];
  // Cutlery and napkin beside the main plate, on the side farther from the other dishes.
  const others = spots.slice(1);
  const off = list[0] === 'sushi' ? 1.55 : list[0] === 'noodles' ? 1.4 : 1.25;
  const room = (sx: number) => Math.min(sx < 0 || sx > W ? 0 : Infinity, ...others.map(([x, y, R]) => Math.hypot(x - sx, (y - my) * 0.6) - R));
  const side = banner || room(mx + mr * off) >= room(mx - mr * off) ? 1 : -1;
  const nx = mx + side * mr * off;
  out.push(napkin(c, nx - m * 0.08, my - mr * 0.8, m * 0.16, rng.range(-8, 8)));
  const setting = placeSetting(list[0]);
  if (setting === 'chopsticks') out.push(chopsticks(c, nx - mr * 0.08, my - mr * 0.7, mr * 1.5, 90 + rng.range(-6, 6)));
  if (setting === 'cutlery') out.push(cutlery(c, nx, my - mr * 0.75, mr * 1.55, rng.range(-6, 6)));
  list.forEach((dish, i) => {
    const spot = spots[i];
    if (!spot) return;
    const [x, y, R] = spot;
    const food = FOODS[dish];
    if (dish === 'wine' || dish === 'beer') { out.push(food(c, rng, x, y, R * 0.55)); return; }
    if (dish === 'flight') { out.push(food(c, rng, x, y, R)); return; }
    if (OWN_VESSEL.has(dish)) { out.push(food(c, rng, x, y, R)); return; }
    if (dish === 'coffee') { const r2 = Math.min(R, m * 0.17); out.push(circle(x + r2 * 0.05, y + r2 * 0.1, r2 * 0.95, t.shadow, { op: 0.12 }), food(c, rng, x, y, r2 * 0.85)); return; }
    if (dish === 'cheese') { out.push(food(c, rng, x, y, R * 0.95)); return; }
    if (dish === 'pizza' || dish === 'bread' || dish === 'steak' || dish === 'naan') out.push(board(c, x, y, R, rng.range(0, Math.PI * 2)), food(c, rng, x, y, R * 0.9));
    else out.push(plate(c, x, y, R), food(c, rng, x, y, R * 0.72));
  });
  return out.join('');
}
