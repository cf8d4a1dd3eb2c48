import type { IconName } from './icons';
import { listedItems, withListed } from './listed-items';
import { unicodeWords } from './word-re';

/**
 * Which of a food business's key features name something on its menu ("Tonkotsu ramen", "Fresh haddock",
 * "Margaritas", "Pan de masa madre"), so the menu section shows the owner's own dishes with sample prices
 * instead of "A starter, A main course…" (issue 17: real facts before placeholders). A feature names a
 * dish when it holds a food or drink word of the site languages and no word of how the place serves
 * ("Takeaway", "Vegan options", "Cakes to order", "Wine tastings", "Private dining"): those stay features.
 * Words of the ten site languages (Japanese, Chinese and Arabic by their own lists). Pure; never throws.
 */

/** Food and drink nouns (a plural ending allowed), whole words. */
const FOOD = new RegExp(`(?<!\\p{L})(?:${[
  // Italian, pizzas and pasta, as written in any language.
  'pizza', 'pasta', 'spaghetti', 'lasagne', 'lasagna', 'ravioli', 'risotto', 'gnocchi', 'tagliatelle', 'carbonara', 'focaccia', 'antipasti', 'arancini', 'tiramis[uù]', 'gelato', 'piadina', 'bruschetta', 'calzone',
  // Grill, pub, chip shop.
  'burger', 'fries', 'chips', 'steak', 'ribs', 'brisket', 'pulled pork', 'pork belly', 'pork', 'lamb', 'beef', 'duck', 'goat', 'wings', 'chicken', 'mixed grill', 'bbq', 'barbecue', 'roast', 'pie', 'pies', 'mash', 'peas', 'sausage', 'haddock', 'cod', 'plaice', 'scampi', 'fish(?: and chips)?', 'hot ?dog',
  // Seafood.
  'salmon', 'tuna', 'prawn', 'shrimp', 'oyster', 'mussel', 'lobster', 'crab', 'calamari', 'octopus', 'sardine', 'seafood', 'shellfish', 'clams?', 'sea bream', 'sea bass',
  // Asian.
  'sushi', 'sashimi', 'maki', 'nigiri', 'uramaki', 'temaki', 'onigiri', 'bento(?: box(?:es)?)?', 'ramen', 'udon', 'soba', 'noodle', 'ph[oở]', 'b[aá]nh m[iì]', 'spring rolls?', 'dumpling', 'gyoza', 'dim sum', 'bao', 'bao buns?', 'wontons?', 'curr(?:y|ies)', 'thali', 'naan', 'biryani', 'dhal', 'daal', 'dal makhani', 'tikka', 'masala', 'korma', 'samosa', 'pakora', 'bhaji',
  'pad thai', 'tom yum', 'satay', 'laksa', 'rendang', 'bibimbap', 'kimchi', 'bulgogi', 'katsu', 'teriyaki', 'tempura', 'yakitori', 'poke', 'momos?', 'har gow', 'siu mai', 'char siu', 'soju', 'rijsttafel', 'sat[eé]', 'nasi goreng', 'bami',
  // American: Cajun, Southern, deli.
  'po[\'’]?boys?', 'gumbo', 'jambalaya', 'beignets?', 'grits', 'tamales?', 'fried chicken', 'mac(?:aroni)? (?:and|&|n[\'’]?) cheese', 'lobster rolls?', 'chowder', 'cheesesteaks?', 'pretzels?', 'cornbread', 'biscuits and gravy',
  // Mexican, Spanish, Latin.
  'tacos?', 'burritos?', 'quesadillas?', 'nachos', 'enchiladas?', 'salsas?', 'guacamole', 'churros?', 'empanadas?', 'ceviche', 'arepas?', 'tapas', 'pintxos?', 'pinchos?', 'paella', 'croquetas', 'jam[oó]n', 'tortilla', 'gazpacho', 'pulpo', 'mariscos', 'arroz',
  // West African.
  'jollof(?: rice)?', 'suya', 'egusi', 'puff-puff', 'plantains?', 'fufu', 'injera', 'pepper soup',
  // Middle East, Mediterranean.
  'falafel', 'hummus', 'kebab', 'shawarma', 'mezze', 'meze', 'gyros?', 'souvlaki', 'halloumi',
  // Salads, soups, breakfast, sandwiches.
  'salad', 'soup', 'stew', 'sandwich(?:es)?', 'bagel', 'wraps?', 'toasties?', 'pancakes?', 'waffles?', 'cr[eê]pes?', 'galettes?', 'eggs benedict', 'omelet(?:te)?', 'quiche', 'granola', 'a[cç]a[ií] bowls?', 'poke bowls?',
  // Baking and sweets.
  'bread', 'sourdough', 'loaf', 'loaves', 'baguettes?', 'croissants?', 'pastr(?:y|ies)', 'cakes?', 'tarts?', 'cookies?', 'brownies?', 'doughnuts?', 'donuts?', 'cupcakes?', 'macarons?', 'scones?', 'buns?', 'cinnamon rolls?', 'cheesecake', '[eé]clairs?', 'ice ?cream', 'sorbet', 'sundae', 'affogato', 'frozen yog(?:h)?urt', 'soft[- ]serve', 'desserts?', 'chocolates?', 'pralines?',
  // Drinks.
  'coffee', 'espresso', 'lattes?', 'cappuccinos?', 'flat whites?', 'teas?', 'chai', 'matcha', 'smoothies?', 'juices?', 'milkshakes?', 'shakes?', 'lemonade', 'cocktails?', 'margaritas?', 'mojitos?', 'spritz', 'wines?', 'beers?', 'ales?', 'lagers?', 'ipas?', 'stouts?', 'ciders?', 'gin', 'whisk(?:e?y|ies)', 'sake', 'mezcal', 'tequila', 'sherry', 'sherries', 'vermouth', 'sangria', 'rum', 'vodka', 'bourbon',
  'cheese', 'charcuterie', 'olives',
  // Grapes a winery names its wines by.
  'riesling', 'chardonnay', 'sauvignon(?: blanc)?', 'pinot(?: noir| grigio| gris| blanc)?', 'merlot', 'malbec', 'syrah', 'shiraz', 'tempranillo', 'prosecco', 'champagne', 'cava',
  // Spanish, Portuguese.
  'pan(?!-)', 'pan de \\p{L}+(?: \\p{L}+)*', 'helados?', 'sorvetes?', 'boller[ií]a', 'tartas?', 'pasteles', 'bocadillos?', 'vinos?', 'cervezas?', 'p[aã]o', 'p[aã]es', 'past[eé]is(?: de nata)?', 'bacalhau', 'francesinhas?', 'vinhos?', 'cervejas?', 'bolos?', 'sardinhas',
  // French.
  'pains?', 'viennoiseries?', 'glaces?', 'g[aâ]teaux?', 'fromages?', 'vins?', 'moules(?:[- ]frites)?', 'plats? du jour',
  // German, Dutch.
  '(?:sauerteig|roggen|vollkorn|dinkel|bauern|mehrkorn|misch)?brot', 'kaffee', 'br[oö]tchen', 'eisbecher', 'spaghettieis', 'kuchen', 'torten?', '(?:hochzeits|motiv|geburtstags|fondant|sahne|obst)torten?', 'brezeln?', 'bier', 'weine?', 'schnitzel', 'bratwurst', 'wurst', '(?:zuurdesem|volkoren|spelt|desem)?brood', 'koffie', '(?:bruids|verjaardags|motief)?taart(?:en)?', 'gebak', 'stroopwafels?', 'wijn(?:en)?', 'bitterballen', 'pannenkoeken',
  // Italian words beyond the dishes.
  // Fish and seafood in the other site languages.
  'pesce', 'crudi', 'crudo', 'paccheri', 'frutti di mare', 'frittura(?: di pesce)?', 'marisco', 'peixe', 'polvo', 'am[eê]ijoas', 'camar[aã]o', 'pescados?', 'pescaito', 'gambas', 'poissons?', 'fruits de mer', 'hu[iî]tres', 'fisch', 'meeresfr[üu]chte', 'mosselen', 'garnalen', 'haring', 'kibbeling', 'franzbr[oö]tchen',
  'pane', 'dolci', 'gelati', 'cornetti', 'birr[ae]', 'vino', 'sorbett[oi]', 'granit[ae]', 'cannoli', 'sfogliatell[ae]', 'bab[aà]', 'arancin[ie]', 'tagliata', 'bistecca',
].join('|')})(?:s|es)?(?!\\p{L})`, 'iu');

/**
 * How a place serves, orders or seats, in the site languages: a feature with one of these is a service,
 * even when it names food ("Cakes to order", "Wine tastings", "Café para llevar").
 */
const SERVICE = /(?<!\p{L})(?:options?|welcome|deliver(?:y|ies)?|takeaway|take[- ]?away|take[- ]?out|to go|collection|click|dining|dine|events?|catering|caterers?|booking|book|reservations?|specials?|deals?|offers?|menus?|parking|terrace|garden|rooms?|tours?|shop|shops|classes|courses?|workshops?|kids|children|family|families|private|part(?:y|ies)|seating|service|friendly|refills?|open|order|orders|ordering|online|tastings?|subscriptions?|boxes|wholesale|happy hour|bottomless|all[- ]you[- ]can|hampers?|vouchers?|gift|night|nights|live|quiz|screens?|sport|pairing|lessons?|schools?|experiences?|making|club|bar|bars|schedule|market|markets|trucks?|por encargo|para llevar|para levar|encomendas?|entregas?|reservas?|à emporter|livraison|sur commande|zum mitnehmen|lieferung|bestellung|auf bestellung|da asporto|consegna|su ordinazione|afhalen|bezorging|op bestelling)(?!\p{L})/iu;

/** Food and drink words of the site languages written without spaces (Japanese, Chinese) and Arabic. */
const FOOD_UNSPACED = /ラーメン|らーめん|拉麺|麺|餃子|ギョーザ|寿司|鮨|刺身|天ぷら|カレー|丼|うどん|蕎麦|焼き?鳥|唐揚げ|たこ焼き|お好み焼き|定食|コーヒー|珈琲|ケーキ|パン|ビール|日本酒|ワイン|抹茶|緑茶|紅茶|煎茶|ほうじ茶|饺子|牛肉面|拉面|面条|炸酱面|汤|粥|包子|点心|小笼包|烤鸭|火锅|米饭|炒饭|凉菜|小菜|咖啡|蛋糕|面包|啤酒|奶茶|普洱|龙井|乌龙|铁观音|绿茶|红茶|花茶|مشاوي|مازة|فلافل|حمص|شاورما|كباب|تبولة|فتوش|قهوة|كنافة|بقلاوة|خبز|سلطة|منسف|كبسة|مندي/u;
/** How a place serves in those languages: opening hours, bookings, takeaway, delivery, private rooms. */
const SERVICE_UNSPACED = /営業|予約|テイクアウト|持ち帰り|配達|デリバリー|個室|貸切|外卖|外送|配送|送餐|预订|预约|包间|营业|توصيل|حجز|طلبات|تيك أواي/u;

/** At most this many words: a longer feature is a sentence about the food, not a dish. */
const MAX_WORDS = 6;

/** True when a key feature names a dish or drink (see the module note). */
export function namesDish(feature: string): boolean {
  const f = feature.trim();
  if (!f || f.length > 60 || f.split(/\s+/u).length > MAX_WORDS) return false;
  return (FOOD.test(f) || FOOD_UNSPACED.test(f)) && !SERVICE.test(f) && !SERVICE_UNSPACED.test(f);
}

/**
 * How often or where a dish is made, after its name ("Hand-made pasta daily", "Pastries baked on site"), or that it is
 * there as well ("Cupcakes too"):
 * a menu card is titled by the dish. English only; other languages keep the whole feature.
 */
const MADE_WHEN = /\s+(?:(?:fresh(?:ly)?|made|baked|cooked|roasted|brewed|served|prepared)\s+){0,2}(?:daily|every\s+(?:day|morning|evening)|all\s+day|(?:in[- ]house|on[- ]site|to\s+order|from\s+scratch|each\s+morning|every\s+morning))$|\s+(?:made|baked|cooked|roasted|brewed)\s+(?:daily|in[- ]house|on[- ]site|fresh)$|\s+(?:too|as\s+well|also|(?:also\s+)?available)$/iu;

/** A feature as a menu card's title: trailing stops and the "made daily" tail cut, when a dish is left. */
function dishTitle(feature: string): string {
  const f = feature.trim().replace(/[.!;:,]+$/u, '');
  const cut = f.replace(MADE_WHEN, '');
  return cut !== f && cut.trim() && FOOD.test(cut) ? cut.trim() : f;
}

/** The key features that name dishes or drinks, in the owner's order, as card titles (see `dishTitle`), without repeats. */
export function namedDishes(features: readonly string[]): string[] {
  const seen = new Set<string>();
  return features.map(dishTitle).filter((f) => {
    const key = f.toLowerCase();
    if (!namesDish(f) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Dishes and drinks a food business's description names ("Family-run trattoria serving hand-made pasta and
 * wood-fired pizza since 1987" → "hand-made pasta", "wood-fired pizza"; see `listedItems`), each of at most
 * four words. Pure; never throws.
 */
export function describedDishes(description: string): string[] {
  return listedItems(description, namesDish);
}

/**
 * A menu's own dishes: the key features that name dishes (see `namedDishes`), then those the description
 * names, merged as `withListed` does ("Viennese pastries" takes the place of "Pastries"; "grilled fish" after
 * "Grilled fish of the day" stays out). Pure.
 */
export function menuDishes(features: readonly string[], description: string): string[] {
  return withListed(namedDishes(features), describedDishes(description));
}

/** Icons for a dish title, words of the site languages in each rule: first matching rule wins; `utensils` for any other dish. */
const DISH_ICONS: readonly (readonly [RegExp, IconName])[] = [
  [/pizza|calzone|ピザ|披萨/iu, 'pizza'],
  [unicodeWords(/\bramen\b|\bph[oở]\b|noodle|\budon\b|\bsoba\b|laksa|tom yum|\bsoups?\b|\bstews?\b|\bbroths?\b|\bcurr(?:y|ys|ies)\b|\bdh?aal\b|\bdhal\b|gazpacho|chowder|bisque|ラーメン|らーめん|拉麺|麺|うどん|蕎麦|カレー|牛肉面|拉面|面条|炸酱面|汤|粥|火锅/iu), 'soup'],
  [/fish|haddock|\bcod\b|plaice|salmon|tuna|sushi|sashimi|seafood|prawn|shrimp|oyster|mussel|moules|calamari|octopus|pulpo|sardin|bacalhau|scampi|ceviche|lobster|\bcrab|寿司|鮨|刺身|魚|鱼/iu, 'fish'],
  [/cocktail|margarita|mojito|spritz|\bgin\b|martini|negroni|mezcal|tequila/iu, 'martini'],
  [/gelato|ice ?cream|sorbet|helado|glace|sundae|milkshake|frozen yog|froyo|soft[- ]serve|\bcones?\b|affogato/iu, 'ice-cream'],
  [unicodeWords(/coffee|espresso|\blattes?\b|cappuccino|flat white|\bteas?\b|juices?|smoothies?|\bshakes?\b|lemonade|kombucha|\bchai\b|matcha|caf[eé]\b|kaffee|koffie|コーヒー|珈琲|咖啡|قهوة|抹茶|奶茶|普洱|龙井|乌龙|铁观音|绿茶|红茶|花茶|緑茶|紅茶|煎茶|ほうじ茶/iu), 'coffee'],
  [/beer|\bales?\b|\blagers?\b|\bipas?\b|stout|cider|cerve[zj]a|\bbier|birr[ae]|ビール|啤酒/iu, 'beer'],
  [/\bwines?\b|\bvin(?:o|os|s|ho|hos)?\b|\bweine?\b|\bwijn|\bwhisk(?:e?y|ies)\b|\bsake\b|riesling|chardonnay|sauvignon|pinot|merlot|malbec|syrah|shiraz|tempranillo|prosecco|champagne|\bcava\b|ワイン|日本酒|葡萄酒/iu, 'wine'],
  [/cake|\btarts?\b|\btartas?\b|g[aâ]teau|kuchen|torten?\b|\btorta\b|\btorte\b|taart|dessert|cheesecake|tiramis|brownie|cookie|macaron|chocolat|doughnut|donut|cupcake|pasteles|bolos?\b|dolci|ケーキ|蛋糕|كنافة|بقلاوة/iu, 'cake'],
  [/bread|sourdough|loa(?:f|ves)|baguette|croissant|pastr|viennoiser|scone|\bbuns?\b|\bpan\b|\bpains?\b|\bp[aã]o|boller|brot\b|br[oö]tchen|\bbrood\b|brezel|pretzel|\bpane\b|cornett|pastel|bagel|パン|面包|خبز/iu, 'croissant'],
  [/sandwich|b[aá]nh m[iì]|bocadill|toastie|\bwraps?\b|burger|hot ?dog/iu, 'sandwich'],
  [/salad|vegan|vegetarian|veggie|\bgreens\b|a[cç]a[ií]|falafel|hummus|サラダ|沙拉|凉菜|سلطة|تبولة|فتوش|فلافل|حمص/iu, 'leaf'],
  [/grill|tandoori|steak|brisket|pulled pork|pork belly|\bribs\b|kebab|shawarma|satay|yakitori|bbq|barbecue|焼き?鳥|唐揚げ|烤|مشاوي|كباب|شاورما/iu, 'flame'],
];

/** The icon of a dish card for its title (`utensils` when no rule matches). */
export function dishIcon(title: string): IconName {
  return DISH_ICONS.find(([re]) => re.test(title))?.[1] ?? 'utensils';
}
