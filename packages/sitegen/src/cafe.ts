import { unicodeWords } from './word-re';

/**
 * Whether a food business is a café or bakery rather than a restaurant (issue 15 §3, §4): its menu
 * samples are coffee, pastries and cake, not starters and mains, and its pictures coffee cups rather
 * than wine glasses. Bubble tea shops, juice and smoothie bars and doughnut shops serve over the same
 * counter. Words in the site languages; a place that also names meals (trattoria, bistro, dinner, tapas, a
 * bar that is not a juice, smoothie, espresso or salad bar…) is a restaurant. Pure; never throws.
 */
const CAFE = unicodeWords(/\b(caf[eé]s?|coffee|espresso|bubble teas?|boba|juice bars?|smoothie bars?|juicer(?:y|ies)|cold-pressed juices?|doughnuts?|donuts?|bagels?|bakery|bakeries|patisserie|pâtisserie|pastr(?:y|ies)|croissants?|brunch|tea ?room|kaffee|kuchen|konditorei|b[äa]ckerei|padaria|pastelaria|panader[ií]a|boulangerie|cafeter[ií]a|pasticceria|bakkerij|koffie)\b|カフェ|咖啡|烘焙|面包店|مخبز|مقهى|ベーカリー|パン屋/iu);
const MEALS = unicodeWords(/\b(restaurants?|trattoria|osteria|bistro|brasserie|dinner|pizzeria|pizza|tapas|(?<!(?:juice|smoothie|espresso|coffee|salad|snack|breakfast) )bar|pub|grill|steak\w*|sushi|seafood|marisqueira|restaurante|ristorante|gastropub|tasting menu)\b|レストラン|餐厅|مطعم/iu);

/**
 * True for a café or bakery's words (and no restaurant's, nor an ice-cream parlour's: `isParlour`). The
 * industry's name "Food & Restaurant" is not a restaurant's word.
 */
export function isCafe(text: string): boolean {
  const own = text.replace(/food & restaurant/giu, ' ');
  return CAFE.test(own) && !MEALS.test(own) && !isParlour(own);
}

/**
 * Words of an ice-cream parlour or gelateria (ice cream, gelato, sorbet, frozen yoghurt as what the place
 * makes), in the site languages. A restaurant's ice cream for dessert is no parlour: `isParlour` reads these
 * only where no meal is named.
 */
const ICE_CREAM = unicodeWords(/\b(?:ice[- ]?creams?|gelat[oi]|gelateri[ae]|sorbets?|sorbett[oi]|frozen yog(?:h)?urts?|froyo|soft[- ]serve|sundaes?|helados?|helader[ií]as?|sorvetes?|sorveterias?|glaces?|glaciers?(?= artisan)|eiscaf[eé]s?|eisdiele\w*|speiseeis|ijssalons?|schepijs)\b|アイスクリーム|ジェラート|ソフトクリーム|冰淇淋|雪糕|意式冰淇淋|آيس ?كريم|بوظة|جيلاتو|مثلجات/iu);

/**
 * Whether a food business is an ice-cream parlour or gelateria (its page takes orders for cakes and tubs
 * rather than table bookings, its menu samples are flavours and sorbets, its pictures scoops and cones):
 * ice-cream words and no meal's, and more of them than a café's ("a gelateria that serves espresso" is
 * a parlour; a café with homemade ice cream stays a café). Pure; never throws.
 */
export function isParlour(text: string): boolean {
  const own = text.replace(/food & restaurant/giu, ' ');
  if (MEALS.test(own)) return false;
  return (own.match(ICE_CREAM_ALL)?.length ?? 0) > (own.match(CAFE_ALL)?.length ?? 0);
}
/** `ICE_CREAM` and `CAFE` with the global flag, for counting (String.prototype.match resets them each call). */
const ICE_CREAM_ALL = new RegExp(ICE_CREAM.source, 'giu');
const CAFE_ALL = new RegExp(CAFE.source, 'giu');

/**
 * Words of a cake maker's made-to-order work (celebration, wedding and birthday cakes, cupcakes, "cakes made to
 * order", a cake designer or studio), in the site languages.
 */
const CAKE_MAKER = unicodeWords(/\b(?:(?:celebration|wedding|birthday|christening|anniversary|novelty|bespoke|custom(?:ised|ized)?|personalised|personalized|tiered|occasion|party) cakes?|cakes? (?:made )?to order|made[- ]to[- ]order cakes?|cakes? for (?:weddings|birthdays|parties|celebrations|every occasion|all occasions)|cake (?:makers?|designers?|artists?|studios?|decorat\w*|tastings?|consultations?)|cakery|cupcakes?|tartas? (?:personalizadas|de boda|de cumplea[ñn]os|por encargo)|pasteles? (?:personalizados|por encargo)|bolos? (?:personalizados|de casamento|de anivers[aá]rio|por encomenda)|g[aâ]teaux? (?:personnalis[ée]s|de mariage|d['’]anniversaire|sur commande)|pi[èe]ces? mont[ée]es?|cake design\w*|(?:hochzeits|motiv|geburtstags|fondant)torten?|torten? (?:auf|nach) bestellung|tortenatelier\w*|torte (?:personalizzate|nuziali|di compleanno|su ordinazione)|(?:bruids|verjaardags|motief)taart(?:en)?|taarten op bestelling)\b|オーダーケーキ|ウェディングケーキ|デコレーションケーキ|定制蛋糕|婚礼蛋糕|生日蛋糕|翻糖蛋糕|كعك(?:ة)? (?:حسب الطلب|الأعراس|أعياد الميلاد)|كيك (?:حسب الطلب|مخصص)/iu);
const CAKE_MAKER_ALL = new RegExp(CAKE_MAKER.source, 'giu');

/**
 * Whether a food business is a cake maker's (its page takes cake orders for a date rather than table bookings,
 * its menu samples are cakes and cupcakes, its pictures a tiered cake in the studio): made-to-order cake words,
 * no meal's, not an ice-cream parlour's, and more of them than a café's or bakery's ("a home bakery
 * making celebration cakes and cupcakes to order" is a cake maker; "an artisan bakery with sourdough, pastries
 * and celebration cakes to order" stays a bakery's counter). Pure; never throws.
 */
export function isCakeMaker(text: string): boolean {
  const own = text.replace(/food & restaurant/giu, ' ');
  if (MEALS.test(own) || isParlour(own)) return false;
  const cakes = own.match(CAKE_MAKER_ALL)?.length ?? 0;
  return cakes > 0 && cakes > (own.match(CAFE_ALL)?.length ?? 0);
}

/** Words of a cocktail bar, in the site languages: not a restaurant's cocktails on the side. */
const COCKTAIL_BAR = unicodeWords(/\b(?:cocktail (?:bars?|lounges?)|speakeasys?|speakeasies|mixology|bars? [àa] cocktails|cocteler[ií]as?|cocktailbars?|cocktail-?bar)\b|カクテルバー|鸡尾酒吧|بار كوكتيل/iu);

/**
 * Words of a pizzeria named as the business, in the site languages: "pizzeria" or a pizza place, not a trattoria that also
 * serves pizza ("trattoria serving hand-made pasta and wood-fired pizza" keeps a restaurant's courses).
 */
const PIZZERIA = unicodeWords(/\b(?:pizzer[ií]as?|pizza (?:restaurants?|places?|bars?|kitchens?|houses?|parlou?rs?)|pizzarias?)\b|ピッツェリア|ピザ屋|披萨店|مطعم بيتزا/iu);

/** True for a pizzeria's words (its menu samples are two pizzas, a dessert and a drink). Pure; never throws. */
export function isPizzeria(text: string): boolean {
  return PIZZERIA.test(text);
}

/** True for a cocktail bar's words (its menu samples are cocktails, a drink without alcohol and a small plate). Pure; never throws. */
export function isCocktailBar(text: string): boolean {
  return COCKTAIL_BAR.test(text);
}

/**
 * Whether a food business is a brewery, taproom or pub (its menu samples are beers and a bar snack, its
 * pictures pints and a tasting paddle rather than wine and pasta). Words in the site languages. Pure;
 * never throws.
 */
const PUB = unicodeWords(/\b(brewery|breweries|brewpub|brewing|taprooms?|tap ?room|craft beers?|beers? on tap|real ales?|ales|lagers?|ipas?|stouts?|pubs?|gastropub|beer garden|beer hall|biergarten|brauerei|brauhaus|bierlokal|kneipe|cervecer[ií]a|birrificio|birreria|brouwerij|bierbrouwerij|cervejaria|brasserie artisanale|micro-?brasserie)\b|ビール|ブルワリー|精酿|啤酒/iu);

/** True for a brewery's, taproom's or pub's words. */
export function isPub(text: string): boolean {
  return PUB.test(text);
}

/**
 * A distillery (gin, whisky, rum, vodka), where visitors book a tour or a tasting (its service style
 * `distillery`), in the site languages. Not a cidery (cider is a pub's), nor a bar that pours spirits.
 */
const DISTILLERY = unicodeWords(/\b(?:distiller(?:y|ies|ie|ia)|distillers?|micro-?distiller\w*|gin schools?|destiler[ií]as?|destilarias?|brennerei\w*|destillerie\w*|distilleerderij\w*|stokerij\w*)\b|蒸留所|蒸馏厂|酿酒厂|معمل تقطير/iu);

/** True for a distillery's words (its menu samples are spirits and a tasting flight). Pure; never throws. */
export function isDistillery(text: string): boolean {
  return DISTILLERY.test(text);
}

/**
 * A winery or wine estate, where visitors book a tasting (its service style `tasting`), in the site languages.
 */
const TASTING = unicodeWords(/\b(winer(?:y|ies)|vineyards?|wine estates?|quinta|bodegas?|weingut|domaine|adega|cellar door|wine tastings?|wijngaard|cantina vinicola|azienda vinicola)\b|ワイナリー|酒庄|葡萄园|مصنع نبيذ/iu);
/** A wine bar: a winery's menu and pictures, but guests book tables. */
const WINE_BAR = unicodeWords(/\b(wine ?bars?|weinbar|weinstube|enoteca|wijnbar|wijnhuis|cave [àa] vins?|bar [àa] vins?|vinoteca)\b|ワインバー/iu);

/**
 * Whether a food business is a winery or a wine bar (its menu samples are wines and a sharing board).
 * Words in the site languages; "wine" alone is not enough (a trattoria's wine list). Pure; never throws.
 */
export function isWinery(text: string): boolean {
  return TASTING.test(text) || WINE_BAR.test(text);
}

/**
 * How a food business serves its guests, which decides its page's form and main button:
 * - `table`: guests sit down and book a table (restaurants, bistros, pubs; the default);
 * - `counter`: cafés and bakeries, where guests order ahead for collection ("Order ahead");
 * - `parlour`: ice-cream parlours and gelaterias, where guests come in for a scoop and order cakes and tubs to collect;
 * - `cakes`: cake makers, who take orders for a celebration cake on a date ("Order a cake");
 * - `takeaway`: takeaways and delivery kitchens with no dining room ("Order for collection");
 * - `truck`: food trucks and street-food stalls, which are asked to cater events ("Enquire about events");
 * - `mobileBar`: a coffee van or a mobile bar serving drinks only, asked to events as a food truck is, without a kitchen;
 * - `tasting`: wineries and wine estates, where visitors book a tasting;
 * - `distillery`: distilleries, where visitors book a tour or a tasting of the spirits.
 */
export type ServiceStyle = 'table' | 'counter' | 'parlour' | 'cakes' | 'takeaway' | 'truck' | 'mobileBar' | 'tasting' | 'distillery';

const TRUCK = unicodeWords(/\b(food ?trucks?|food ?vans?|food trailers?|(?:coffee|espresso|prosecco|cocktail|pizza|crêpe|crepe|ice[- ]cream|gelato) (?:vans?|trucks?|carts?|trailers?|bikes?|trikes?)|eiswagen|ijscokar\w*|horsebox bars?|mobile (?:coffee|bars?|cocktail bars?|prosecco bars?|gin bars?)|street[- ]food (?:stalls?|vans?|trucks?|trailers?)|market stalls?|camion(?:es)? de comida|foodtrucks?|food-trucks?|camion-restaurant|imbisswagen|furgonetas? de comida|carrinhas? de comida|camioncino|furgonetas? de caf[eé]|carrinhas? de caf[eé]|kaffeemobil\w*|koffiebus\w*|koffiekar\w*)\b|キッチンカー|コーヒーカー|餐车|咖啡车|فود ?ترك|عربة طعام/iu);
/** A truck's words that serve drinks (a coffee or prosecco van, a horsebox or mobile bar), in the site languages. */
const MOBILE_BAR = unicodeWords(/\b(?:(?:coffee|espresso|prosecco|cocktail|gin|beer|wine|fizz|champagne|bubble tea|smoothie|juice) (?:vans?|trucks?|carts?|trailers?|bikes?|bars?)|horsebox bars?|mobile (?:coffee|bars?|cocktail bars?)|(?:mobile )?bar hire|caf[eé] (?:ambulante|m[oó]vil)|furgonetas? de caf[eé]|carrinhas? de caf[eé]|camion(?:s|nettes?)? (?:à|a) caf[eé]|bar mobile|kaffeemobil\w*|mobile bar|koffiebus\w*|koffiekar\w*)\b|コーヒーカー|移動カフェ|咖啡车|عربة قهوة/iu);
/** Words of food a truck serves besides drinks: one that names any is a food truck, whatever coffee it pours. */
const TRUCK_FOOD = unicodeWords(/\b(?:food|street[- ]food|pizzas?|burgers?|tacos?|cr[eê]pes?|waffles?|hot ?dogs?|kitchen|dishes|meals?|lunch(?:es)?|bbq|barbecue|cuisine|wraps?|toasties|sandwich(?:es)?|bao|noodles|curr(?:y|ies)|comida|cozinha|nourriture|cuisine|essen|imbiss|cibo|eten|キッチン|料理|餐|طعام)\b/iu);
const TAKEAWAY = unicodeWords(/\b(take[- ]?aways?|take ?out|carry-?out|delivery only|collection (?:and|&) delivery|fish (?:and|&) chips?(?: shops?)?|chip shops?|chippy|kebab (?:shop|house)|pizza delivery|[àa] emporter|para llevar|para levar|comida para fora|zum mitnehmen|lieferservice|lieferdienst|d'asporto|da asporto|afhaal\w*|afhalen|frituur\w*|friterie\w*|frietkot\w*|snackbar\w*|imbiss\w*|pommesbude\w*|bezorg\w*)\b|テイクアウト|持ち帰り|外卖|外賣|تيك أواي|سفري/iu);
/** A dining room: a takeaway that also has one takes bookings too. */
const DINING = unicodeWords(/\b(restaurants?|bistro|brasserie|trattoria|osteria|pizzeria|dine[- ]?in|eat[- ]?in|sit-?down|dining room|tables?|seats?|covers|restaurante|ristorante|(?<!(?:juice|smoothie|espresso|coffee|salad|snack|sandwich|breakfast|kebab) )bars?|pubs?|gastropubs?|taprooms?|by the glass|small plates)\b|レストラン|餐厅|مطعم/iu);

/**
 * Places whose guests book a table though they serve over a café's counter: a board game café (a games table
 * for the evening), a cat café (a sitting with the cats), or a brief that says bookings are recommended.
 */
const BOOKED_TABLES = unicodeWords(/\b(?:board ?games? caf[eé]s?|games caf[eé]s?|(?:cat|dog) caf[eé]s?|book(?:ing)? (?:a|your) table|table bookings?|bookings? (?:is |are )?(?:recommended|essential|advised)|reservations? (?:is |are )?(?:recommended|essential|advised))\b/iu);

/**
 * Words of a food business that takes no table bookings ("walk-ins only", "no bookings") or serves over the counter to go
 * ("lunch on the go", "order at the counter", a sandwich shop, a salad or dessert bar): a counter's page, not "Book a table".
 */
const NO_TABLES = unicodeWords(/\b(?:walk-?ins? only|no bookings|no reservations|(?:we )?(?:don['’]t|do not) take (?:bookings|reservations)|on the go|grab[- ]and[- ]go|(?:order|pay) at the counter|sandwich (?:shops?|bars?)|salad bars?|(?:grain |poke )?bowl bars?|dessert (?:parlou?rs?|bars?|caf[eé]s?|lounges?)|sin reservas|sans r[ée]servation|ohne reservierung)\b/iu);

/** The service style of a food business from its words (pure; never throws). See `ServiceStyle`. */
export function serviceStyle(text: string): ServiceStyle {
  const style = ownServiceStyle(text);
  // A place that takes no bookings, or serves to go at its counter, orders at the counter: no table to book.
  return style === 'table' && NO_TABLES.test(text) ? 'counter' : style;
}

function ownServiceStyle(text: string): ServiceStyle {
  if (DISTILLERY.test(text)) return 'distillery';
  if (TASTING.test(text)) return 'tasting';
  if (TRUCK.test(text)) return MOBILE_BAR.test(text) && !TRUCK_FOOD.test(text.replace(/food & restaurant/giu, ' ')) ? 'mobileBar' : 'truck';
  if (BOOKED_TABLES.test(text)) return 'table';
  // A bakery's "coffee to go" is still a bakery's counter.
  if (isParlour(text)) return 'parlour';
  if (isCakeMaker(text)) return 'cakes';
  if (isCafe(text)) return 'counter';
  const own = text.replace(/food & restaurant/giu, ' ');
  // A takeaway pizzeria ("Pizzeria da asporto", named "Pizzeria Da Gino") has no dining room for all its "pizzeria".
  const pizzeria = /pizzeria (?:da |d['’])asporto|take[- ]?away pizzeria/iu.test(own) ? own.replace(/pizzeria/giu, ' ') : own;
  // Nor has a chip shop whose customers "eat in or take away" ("ter plaatse eten of afhalen") at its counter: no table to book.
  const seated = pizzeria.replace(/\b(?:eat[- ]?in (?:or|and|&) take[- ]?away|ter plaatse (?:eten|opeten) of afhalen|sur place ou [àa] emporter|para (?:comer aqu[ií]|tomar) o para llevar|zum hier ?essen oder mitnehmen)\b/giu, ' ');
  return TAKEAWAY.test(own) && !DINING.test(seated) ? 'takeaway' : 'table';
}
