import { listedItems, withListed } from './listed-items';

/**
 * Which of a shop's key features name what it sells ("Wallets", "Card holders", "Dried flower wreaths",
 * "Soy candles"), so the product cards show the owner's own range with a sample price instead of "Your
 * bestseller, A new arrival, A gift idea" (issue 17: real facts before placeholders), as the menu does with
 * dishes (dish-names.ts). A feature names a product when it holds a product noun of the site languages and
 * no word of how the shop serves ("Free returns", "Same-day delivery", "Gift wrapping", "Free repairs"):
 * those stay features. Pure; never throws.
 */

/** Product nouns of the site languages (a plural ending allowed), whole words. */
const PRODUCT = new RegExp(`(?<!\\p{L})(?:${[
  // Leather, bags, jewellery, accessories.
  'wallets?', 'purses?', 'belts?', 'card ?holders?', 'bags?', 'handbags?', 'totes?', 'backpacks?', 'satchels?', 'jewell?e?ry', 'rings?', 'necklaces?', 'earrings?', 'bracelets?', 'pendants?', 'watch(?:es)?',
  'sunglasses', '(?:reading |prescription |acetate |optical )?glasses', 'spectacles', 'eyewear', 'frames', 'scarves', 'scarf', 'hats?', 'caps?', 'gloves?', 'mittens', 'tents?', 'rucksacks?', 'waterproofs', 'sleeping bags?', 'keyrings?', 'phone cases?',
  // Clothes and shoes.
  't-?shirts?', 'tees', 'shirts?', 'dresses', 'dress', 'jackets?', 'coats?', 'jumpers?', 'sweaters?', 'hoodies?', 'knitwear', 'jeans', 'trousers', 'skirts?', 'socks?', 'basics', 'underwear', 'lingerie', 'pyjamas', 'pajamas', 'accessories', 'wedding bands?', 'shoes?', 'boots?', 'sneakers?', 'trainers', 'sandals?',
  // Home, gifts, paper.
  'candles?', 'soaps?', 'bath bombs?', 'bath salts', 'wax melts?', 'reed diffusers?', 'body butters?', 'scrubs?', 'skincare', 'serums?', 'balms?', 'cleansers?', 'moisturi[sz]ers?', 'creams?', 'lotions?', 'shampoos?', 'conditioners?', 'face masks?', 'perfumes?', 'fragrances?', 'cosmetics', 'prints?', 'posters?', 'paintings?', 'greeting cards?', 'stationery', 'pens', 'notebooks?', 'journals?', 'planners?', 'books?',
  'toys?', 'puzzles?', 'games?', 'furniture', 'chairs?', 'lamps?', 'rugs?', 'carpets?', 'laminate', 'floor(?:s|ing)', 'tiles', 'curtains', 'blinds', 'wallpapers?', 'paints?', 'cushions?', 'blankets?', 'throws?', 'bedding', 'towels?', 'mugs?', 'plates?', 'bowls?', 'vases?', 'planters?', 'ceramics?', 'pottery', 'glassware',
  // Digital goods, kits and boxes.
  'presets?', 'templates?', 'printables?', 'e-?books?', 'fonts?', 'packs?', 'kits?', 'boxes', 'yarns?', '(?:knitting |sewing |embroidery |crochet )?patterns?',
  // Baby clothes, pet treats.
  'bodysuits?', 'sleepsuits?', 'onesies', 'babygrows?', 'rompers?', 'treats', 'chews',
  // Flowers and plants.
  'bouquets?', 'flowers?', 'wreaths?', 'plants?', 'houseplants?', 'succulents?', 'bulbs?', 'seeds?', 'perennials?', 'shrubs?', 'trees?', 'roses', 'herbs', 'hedging', 'climbers', 'grasses', 'ferns', 'bonsai', 'cacti', 'alpines', 'seedlings', 'saplings',
  // Food and drink sold to take home.
  'teas?', 'coffees?', 'coffee beans', '(?:single-origin |whole |roasted )beans', '(?:herbal |tea |espresso |coffee )blends', 'chocolates?', 'truffles', 'honey', 'jams?', 'sauces?', 'spices?', 'hampers?', 'gift (?:boxes|box|sets?)', 'wines?', 'gins?', 'spirits', 'beers?',
  // A farm shop's, butcher's, greengrocer's or cheesemonger's.
  'eggs?', 'cheeses?', 'beef', 'lamb', 'pork', 'sausages?', 'bacon', 'meats?', 'poultry', 'vegetables?', 'veg(?: box(?:es)?)?', 'fruits?', 'bread', 'loaves', 'cakes?', 'pies?', 'butter', 'milk', 'preserves', 'chutneys?', 'ciders?', 'olive oils?',
  'fish', 'shellfish', 'seafood', 'crabs?', 'lobsters?', 'prawns?', 'oysters?', 'mussels', 'salmon', 'pescados?', 'mariscos', 'peixes?', 'poissons?', 'fruits de mer', 'fisch', 'meeresfr[üu]chte', 'pesce', 'frutti di mare', 'vis',
  'huevos', 'quesos?', 'embutidos', 'verduras', 'frutas?', 'ovos', 'queijos?', 'enchidos', 'fromages?', '[œo]eufs', 'viandes?', 'l[ée]gumes', 'charcuterie', 'k[äa]se', 'eier', 'fleisch', 'wurst(?:waren)?', 'gem[üu]se', 'brot', 'formaggi', 'uova', 'salumi', 'verdure', 'kaas', 'eieren', 'vlees', 'groenten?',
  // Records.
  'vinyl', 'records', 'lps', 'turntables?', 'vinilos?', 'disques', 'schallplatten', 'vinili', 'platen',
  // Bikes.
  'bikes?', 'bicycles?', 'e-?bikes?', 'helmets?',
  // Spanish, Portuguese.
  'carteras?', 'cinturones', 'cintur[oó]n', 'bolsos?', 'joyas?', 'anillos?', 'collares?', 'pendientes', 'pulseras?', 'velas?', 'jabones', 'jab[oó]n', 'camisetas?', 'vestidos?', 'zapatos?', 'juguetes?', 'muebles', 'l[aá]mparas?', 'flores', 'ramos?', 'plantas?', 'l[aá]minas?', 'tazas?', 'cer[aá]micas?', 'platos', 'azulejos',
  'carteiras?', 'cintos?', 'bolsas?', 'joias?', 'an[eé]is', 'colares', 'brincos', 'sabonetes?', 'sapatos?', 'brinquedos?', 'm[oó]veis', 'canecas?', 'pratos', 'tigelas', 'bicicletas?',
  'libros?', 'novelas?', 'vinos?', 'livros?', 'romances', 'vinhos?',
  // French.
  'portefeuilles?', 'ceintures?', 'sacs?', 'bijoux', 'bagues?', 'colliers?', 'boucles d[’\']oreilles', 'bougies?', 'savons?', 'robes?', 'pulls', 'accessoires', 'chaussures?', 'jouets?', 'meubles?', 'lampes?', 'fleurs?', 'plantes?', 'affiches?', 'tasses?', 'c[ée]ramiques?', 'v[ée]los?', 'livres?', 'romans', 'vins',
  // German, Dutch.
  'geldb[oö]rsen?', 'portemonnaies?', 'g[uü]rtel', 'taschen', 'tasche', 'schmuck', 'ringe', 'ketten', 'ohrringe', 'armb[aä]nder', 'kerzen?', 'seifen?', 'kleider', 'schuhe', 'spielzeuge?', 'm[oö]bel', 'blumen', '\\p{L}*str[aä]u(?:ß|ss)e', 'pflanzen', 'tassen', 'keramik', 'fahrr[aä]der', 'fahrrad', '\\p{L}*b[üu]cher(?:n)?', 'romane', 'reisef[üu]hrer(?:n)?', 'weine?',
  'portemonnees?', 'riemen', 'sieraden', 'ringen', 'kettingen', 'oorbellen', 'armbanden', 'kaarsen', 'zeep', 'jurken', 'schoenen', 'speelgoed', 'meubels?', 'bloemen', '\\p{L}*boeketten', '\\p{L}*boeket', 'planten', 'mokken', 'keramiek', '\\p{L}*fietsen', 'fiets', 'boeken', 'wijnen',
  // Italian.
  'portafogli', 'cinture?', 'borse', 'borsa', 'gioielli', 'anelli', 'collane', 'orecchini', 'bracciali', 'candele?', 'saponi', 'magliette', 'vestiti', 'scarpe', 'giocattoli', 'mobili', 'lampade', 'fiori', 'piante', 'ceramiche', 'libri', 'romanzi', 'vini',
].join('|')})(?:s|es)?(?!\\p{L})`, 'iu');

/** Product nouns written without spaces (Japanese, Chinese) and in Arabic. */
const PRODUCT_UNSPACED = /財布|ベルト|バッグ|アクセサリー|指輪|ネックレス|ピアス|キャンドル|石鹸|靴|おもちゃ|家具|花束|観葉植物|マグカップ|器|陶器|自転車|钱包|皮带|手袋|首饰|戒指|项链|耳环|蜡烛|香皂|鞋|玩具|家具|花束|鲜花|绿植|杯子|陶瓷|自行车|محافظ|أحزمة|حقائب|مجوهرات|خواتم|قلادات|شموع|صابون|أحذية|ألعاب|أثاث|زهور|باقات|نباتات|دراجات/u;

/** How a shop serves: delivery, returns, repairs, wrapping, guarantees, free things, services; those features stay features. */
const SHOP_SERVICE = /(?<!\p{L})(?:deliver(?:y|ies)?|shipping|ships?|dispatch|returns?|refunds?|exchanges?|repairs?|servicing|service|wrapping|gift ?wrap\w*|guarantee[ds]?|warrant(?:y|ies)|support|click|collect(?:ion)?|pick-?up|free(?![- ]range)|discounts?|members?|membership|loyalty|rewards?|newsletter|workshops?|classes|courses?|hire|rental|rent|verleih|alquiler|location|noleggio|verhuur|aluguer|aluguel|fitting|engraving|alterations?|consultations?|appointments?|made in|sourced|ethical(?:ly)?|sustainabl[ey]|eco-?friendly|carbon|plastic-free|recycled packaging|env[ií]os?|entregas?|devoluci[oó]n(?:es)?|reparaci[oó]n(?:es)?|gratis|gratuit[oa]?s?|gratuite?s?|livraison|retours?|r[ée]parations?|lieferung|versand|r[uü]ckgabe|reparaturen?|kostenlos|spedizion[ei]|consegna|resi|riparazion[ei]|levering|bezorging|reparaties?|devolu[çc](?:[aã]o|[oõ]es)|repara[çc](?:[aã]o|[oõ]es))(?!\p{L})|送料|配送|修理|返品|送货|包邮|退货|维修|توصيل|شحن|إرجاع|إصلاح/iu;

/** At most this many words: a longer feature is a sentence about the range, not a product. */
const MAX_WORDS = 6;

/** True when a key feature names a product the shop sells (see the module note). */
export function namesProduct(feature: string): boolean {
  const f = feature.trim();
  if (!f || f.length > 60 || f.split(/\s+/u).length > MAX_WORDS) return false;
  return (PRODUCT.test(f) || PRODUCT_UNSPACED.test(f)) && !SHOP_SERVICE.test(f) && !PLACE_WITH.test(f);
}

/** A place in the shop headed by it, with what it has ("Café with homemade cakes", "Tea room with scones"): no product card. */
const PLACE_WITH = /^(?:an? |the |our )?(?:caf[eé]|coffee shop|tea ?room|bar|restaurant|bistro|kitchen|garden|studio|workshop|gallery|reading room|play area)s? (?:with|serving|for)\b/iu;

/** The key features that name products, in the owner's order, trailing stops cut, without repeats. */
export function namedProducts(features: readonly string[]): string[] {
  const seen = new Set<string>();
  return features.map((f) => f.trim().replace(/[.!;:,]+$/u, '')).filter((f) => {
    const key = f.toLowerCase();
    if (!namesProduct(f) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What a shop's description lists that it sells ("Online shop for organic cotton basics: t-shirts, socks and
 * underwear made in Portugal" → "t-shirts", "socks", "underwear"; see `listedItems`). Pure; never throws.
 */
export function describedProducts(description: string): string[] {
  // A German list after "mit" is in the dative plural ("mit Kinderbüchern und Reiseführern"): a card names the plural.
  return listedItems(description, namesProduct).map((t) => t.replace(/(?<=b[üu]ch|f[üu]hr)ern$/u, 'er'));
}

/**
 * A shop's own products: the key features that name products (see `namedProducts`), then those the
 * description lists, merged as `withListed` does. Pure.
 */
export function shopProducts(features: readonly string[], description: string): string[] {
  return withListed(namedProducts(features), describedProducts(description));
}

/** Words of a subscription sold by the week or the month, in the site languages ("veg box subscription", "skip a week", "Abo"). */
const SUBSCRIPTION = /(?<!\p{L})(?:subscriptions?|subscribe|skip (?:a|any) (?:week|delivery|month|box)|pause or cancel|suscripci[oó]n(?:es)?|suscr[ií]bete|assinaturas?|abonnements?|abos?|abbonamenti|abbonamento|定期便|サブスク|订阅|اشتراك)(?!\p{L})/iu;
/** How often such a subscription is delivered, in the site languages (a fortnight is neither). */
const WEEKLY = /(?<!\p{L})(?:weekly|every week|semanal(?:es|mente)?|cada semana|todas las semanas|toutes les semaines|hebdomadaires?|w[öo]chentlich\w*|jede woche|settimanal[ei]|ogni settimana|wekelijks\w*|elke week|毎週|每周)(?!\p{L})/iu;
const MONTHLY = /(?<!\p{L})(?:monthly|every month|mensual(?:es|mente)?|cada mes|todos los meses|mensa(?:l|is)|todos os meses|mensuel(?:le)?s?|tous les mois|monatlich\w*|jeden monat|mensil[ei]|ogni mese|maandelijks\w*|elke maand|毎月|每月)(?!\p{L})/iu;

/**
 * How a shop's subscription is priced, when its description sells one (`SUBSCRIPTION`): by the week or the month its
 * words say it is delivered, else undefined (and for a shop selling no subscription). Pure; never throws.
 */
export function subscriptionPeriod(description: string): 'week' | 'month' | undefined {
  if (!SUBSCRIPTION.test(description)) return undefined;
  return WEEKLY.test(description) ? 'week' : MONTHLY.test(description) ? 'month' : undefined;
}

/** Sizes of a box or bag, in the site languages. */
const SIZE = String.raw`(?:small|medium|large|regular|standard|family|single|couples?|mini|big|classic|deluxe|pequeñ[ao]|pequen[ao]|median[ao]|médi[ao]|grande|familiar|petite?|moyenne?|grand|klein(?:e[rs]?)?|mittel|mittler(?:e[rs]?)?|gro(?:ß|ss)(?:e[rs]?)?|piccol[ao]|medi[ao]|middel|groot)`;
/** A box, bag, hamper or crate, in the site languages. */
const BOX = String.raw`(?:box|bag|hamper|crate|bundle|caja|cesta|caixa|cabaz|panier|bo[îi]te|colis|kiste|tasche|cassetta|pacco|doos|krat|pakket|tas)`;
/** "small, medium or large box" (sizes before the noun, English, German, Dutch) and "caja pequeña, mediana o grande" (after it). */
const SIZES_FIRST = new RegExp(String.raw`(?<!\p{L})((?:${SIZE}\s*,\s*)*${SIZE})\s+(?:or|and|oder|und|of|en)\s+(${SIZE})\s+(${BOX})(?:es|s|en)?(?!\p{L})`, 'iu');
const SIZES_AFTER = new RegExp(String.raw`(?<!\p{L})(${BOX})s?\s+((?:${SIZE}\s*,\s*)*${SIZE})\s+(?:o|ou|y|e|et|ou)\s+(${SIZE})(?!\p{L})`, 'iu');

/**
 * The box sizes a description offers ("Choose a small, medium or large box" → "Small box", "Medium box", "Large box";
 * "caja pequeña, mediana o grande" → "Caja pequeña", …), in its order, or none. Pure; never throws.
 */
export function boxSizes(description: string): string[] {
  const cap = (t: string) => t.charAt(0).toLocaleUpperCase() + t.slice(1);
  const first = SIZES_FIRST.exec(description);
  if (first) return [...first[1]!.split(/\s*,\s*/u), first[2]!].map((s) => cap(`${s} ${first[3]!}`));
  const after = SIZES_AFTER.exec(description);
  return after ? [...after[2]!.split(/\s*,\s*/u), after[3]!].map((s) => cap(`${after[1]!} ${s}`)) : [];
}
