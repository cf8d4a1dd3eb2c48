/**
 * Whether a food business is a café or bakery rather than a restaurant (issue 15 §3, §4): its menu
 * samples are coffee, pastries and cake, not starters and mains, and its pictures coffee cups rather
 * than wine glasses. Words in the site languages; a place that also names meals (trattoria, bistro,
 * dinner, tapas…) is a restaurant. Pure; never throws.
 */
const CAFE = /\b(caf[eé]s?|coffee|espresso|bakery|bakeries|patisserie|pâtisserie|pastr(?:y|ies)|croissants?|brunch|tea ?room|kaffee|kuchen|konditorei|b[äa]ckerei|padaria|pastelaria|panader[ií]a|boulangerie|cafeter[ií]a|pasticceria|bakkerij|koffie)\b|カフェ|咖啡|烘焙|面包店|مخبز|مقهى|ベーカリー|パン屋/iu;
const MEALS = /\b(restaurants?|trattoria|osteria|bistro|brasserie|dinner|pizzeria|pizza|tapas|bar|pub|grill|steak\w*|sushi|seafood|marisqueira|restaurante|ristorante|gastropub|tasting menu)\b|レストラン|餐厅|مطعم/iu;

/** True for a café or bakery's words (and no restaurant's). The industry's name "Food & Restaurant" is not a restaurant's word. */
export function isCafe(text: string): boolean {
  const own = text.replace(/food & restaurant/giu, ' ');
  return CAFE.test(own) && !MEALS.test(own);
}

/**
 * Whether a food business is a brewery, taproom or pub (its menu samples are beers and a bar snack, its
 * pictures pints and a tasting paddle rather than wine and pasta). Words in the site languages. Pure;
 * never throws.
 */
const PUB = /\b(brewery|breweries|brewpub|brewing|taprooms?|tap ?room|craft beers?|beers? on tap|real ales?|ales|lagers?|ipas?|stouts?|pubs?|gastropub|beer garden|beer hall|biergarten|brauerei|brauhaus|bierlokal|kneipe|cervecer[ií]a|birrificio|birreria|brouwerij|bierbrouwerij|cervejaria|brasserie artisanale|micro-?brasserie)\b|ビール|ブルワリー|精酿|啤酒/iu;

/** True for a brewery's, taproom's or pub's words. */
export function isPub(text: string): boolean {
  return PUB.test(text);
}

/**
 * Whether a food business is a winery or a wine bar (its menu samples are wines and a sharing board).
 * Words in the site languages; "wine" alone is not enough (a trattoria's wine list). Pure; never throws.
 */
const WINERY = /\b(winer(?:y|ies)|vineyards?|wine ?bars?|wine tastings?|wine estates?|quinta|bodegas?|weingut|weinbar|weinstube|enoteca|domaine|wijnbar|wijnhuis|cave [àa] vins?|bar [àa] vins?|vinoteca|adega)\b|ワイナリー|ワインバー|酒庄|葡萄园|مصنع نبيذ/iu;

/** True for a winery's or wine bar's words. */
export function isWinery(text: string): boolean {
  return WINERY.test(text);
}
