import { VEHICLE_RECOVERY, WASTE_COLLECTION } from '../choose-blueprint';

/**
 * The words of businesses that make, store or move goods for other businesses (service.ts `TRADES`, art/industry.ts
 * draws them), in English and the other site languages (es pt fr de it nl ja zh ar), read from the brief's lower-case
 * words. Global, for counting hits.
 */

/** A machine shop: CNC machining, turning and milling, toolmakers, fabricators, sheet metal, welding, laser cutting. */
export const MACHINING = /\bcnc\b|\bmachining\b|machine shops?|\bmachinists?\b|precision (?:engineer\w*|machin\w*|parts|components|turn\w*)|engineering (?:works|workshops?)|turned parts|\bturning (?:and|&) milling|\bmilling (?:and|&) turning|\b(?:\d|three|four|five)[- ]axis\b|toolmak\w*|tool makers?|tool and die|fabricat(?:ors?|ion)(?! industrielle)|metal ?work(?:s|ers)\b|metalworking|sheet metal|\bwelding\b|\bwelders?\b|laser cutting|plasma cutting|waterjet cutting|press brakes?|mecanizados?|torner[ií]a|usinagem|maquina[çc][ãa]o|tornearia|\businage\b|d[ée]colletage|chaudronnerie|t[ôo]lerie|m[ée]canique de pr[ée]cision|\bsoudure\b|zerspanung\w*|dreherei\w*|fr[äa]serei\w*|blechbearbeitung|metallbau\w*|schwei[ßs](?:technik|erei|arbeiten|betrieb\w*|fachbetrieb\w*)|lavorazion[ei] meccanich[ea]|tornitura|fresatura|carpenteria metallica|saldatur[ae]|verspaning\w*|metaalbewerking|plaatbewerking|draaierij\w*|lasbedrijf\w*|機械加工|精密加工|金属加工|切削加工|板金|溶接|机械加工|数控加工|钣金|焊接|تشغيل آلي|خراطة|لحام/g;

/** A warehouse or distributor: warehousing, storage and distribution, fulfilment, logistics, 3PL, wholesale (any goods). */
export const WAREHOUSE = /warehous\w*|storage and distribution|distribution (?:cent(?:re|er)s?|warehouses?|hubs?|depots?)|fulfil?ment (?:cent(?:re|er)s?|services?|house|warehouses?)|(?:order|e-?commerce) fulfil?ment|\blogistics?\b|\b3pl\b|pick(?:ing)? (?:and|&) pack(?:ing)?|pallet storage|\bdistributors?\b|wholesal\w*|almac[eé]n\w*|log[ií]stica|distribuidor(?:a|es)?\b|mayoristas?|armaz[eé]ns?\b|armazenagem|atacad(?:o|ista)s?\b|grossistas?\b|entrep[ôo]ts?\b|logistique|grossistes?|distributeurs?|vente en gros|lagerhaus\w*|lagerhalle\w*|lagerlogistik|lagerhaltung|logistik\w*|gro(?:ß|ss)handel\w*|gro(?:ß|ss)h[äa]ndler\w*|magazzin[oi]\b|grossist[ai]\b|ingrosso|distributor[ei]\b|magazijn\w*|logistiek\w*|groothandel\w*|倉庫|物流センター|卸売|問屋|仓库|仓储|批发|批發|مستودع|مخازن|لوجستي|بالجملة|تجارة الجملة/g;

/** A haulier: freight, haulage, road transport, lorries as a firm, pallet networks, couriers. */
const HAULAGE = /\bfreight\w*|haulage|hauliers?|\bhaulers?\b|road (?:transport|haulage)|trucking|(?:lorry|truck|hgv) (?:drivers?|fleets?|firms?|compan\w*|hire)|\blorries\b|\bhgvs?\b|pallet (?:deliver\w*|networks?|distribution)|next[- ]day pallets?|full and part loads|part loads|\bftl\b|\bltl\b|\bcouriers?\b|same[- ]day deliver\w*|parcel deliver\w*|container haulage|tail[- ]lift|transporte de mercanc[ií]as|transporte por carretera|transportistas?|transportes de (?:carga|mercadorias)|transporte rodovi[aá]rio|transportadoras?|transport routier|transporteurs?|\bmessagerie\b|affr[ée]tement|spedition\w*|g[üu]terverkehr|frachtf[üu]hrer|transportunternehmen|\blkw\b|trasport[oi] (?:merci|su strada|conto terzi)|autotrasport\w*|\bcorrieri\b|goederenvervoer|wegvervoer|transportbedrijf\w*|vrachtvervoer|koeriers?\w*|運送|トラック輸送|物流|貨物|货运|运输公司|快递|شحن البضائع|نقل البضائع|شركة شحن|شركات الشحن/;
/**
 * A haulier's lorry (`HAULAGE`), a waste collector's and a breakdown recovery firm's too (choose-blueprint `WASTE_COLLECTION`,
 * `VEHICLE_RECOVERY`). Global, for counting hits.
 */
export const FREIGHT = new RegExp(`${WASTE_COLLECTION}|${VEHICLE_RECOVERY}|${HAULAGE.source}`, 'g');

/** A food wholesaler: wholesale fruit, vegetables, dairy, meat or fish, food service, catering supplies, suppliers to kitchens. */
export const PRODUCE = /(?:fruits?|vegetables?|veg|produce|dairy|meats?|fish|seafood|foods?|grocer(?:y|ies)|poultry)(?:,? (?:and )?(?:fruits?|vegetables?|veg|produce|dairy|meats?|fish|seafood|foods?))* (?:wholesal\w*|distribut\w*|suppl(?:y|iers?))|wholesal\w* (?:of )?(?:fresh )?(?:fruits?|veg\w*|produce|foods?|dairy|meats?|fish|seafood|grocer\w*)|fresh produce (?:wholesal\w*|suppl\w*|deliver\w*)|foodservice|food service (?:suppl\w*|distribut\w*|wholesal\w*|compan\w*|industry|sector)|catering suppl\w*|cash (?:and|&) carry|(?:suppliers?|deliver(?:ed|ing|s|ies|y)?)(?: daily| fresh| every day)? to (?:restaurants|caf[eé]s|pubs|hotels|schools|caterers|(?:school |restaurant |commercial )?kitchens)|mayoristas? de (?:frutas|verduras|alimentos|pescado|carne)|frutas y verduras al por mayor|distribuci[oó]n de alimentos|hortifr[uú]ti\w*|atacado de (?:frutas|alimentos|hortifr\w*)|grossistes? (?:en )?(?:fruits|alimentaire|primeurs)|grossiste en fruits et l[ée]gumes|(?:lebensmittel|obst|gem[üu]se|frischware)\w*gro(?:ß|ss)handel\w*|gro(?:ß|ss)handel (?:f[üu]r |mit )?(?:lebensmittel|obst|gem[üu]se)|grossist[ai] (?:alimentar\w*|ortofrutt\w*)|ingrosso (?:alimentare|ortofrutt\w*)|ortofrutt\w* all['’]ingrosso|groothandel in (?:groente|fruit|levensmiddelen|food)|(?:groente|fruit|food|levensmiddelen)groothandel|groente- en fruitgroothandel|青果卸|食品卸|業務用食品|果蔬批发|蔬菜批发|食品批发|生鲜配送|خضار وفواكه بالجملة|مواد غذائية بالجملة/g;

/** A manufacturer: manufacturing, a factory, production lines, contract manufacturing or packing, injection moulding, assembly. */
export const FACTORY = /manufactur\w*|(?<!(?:fun|toy|play|party|cake|cookie|biscuit|sweet|candy|chocolate|pizza|burger|paint|design|dream|idea|content|film|photo|escape|creative|smoothie|juice|coffee|beer|gin|art|old) )\bfactor(?:y|ies)\b(?! (?:outlet|shop|store))|production (?:lines?|facilit\w*|plants?)|contract (?:packing|packers?)|\bco-?packing|injection mou?ld\w*|(?:packaging|plastics?|electronics|textile) producers?|assembly (?:lines?|plants?)|(?:contract|electronics?|pcb) assembly|\bfoundr(?:y|ies)\b|fabricantes?\b|f[áa]bricas?\b|fabricaci[óo]n|fabrica[çc][ãa]o|fabrication industrielle|fabricants?\b|\busines?\b|hersteller\b|herstellung von|produktionsbetrieb\w*|\bfabrik(?:en)?\b|lohnfertigung|serienfertigung|produzione (?:industriale|conto terzi|in serie)|stabilimento|fabbrica|fabbriche|fabrikant\w*|fabriek\w*|productiebedrijf\w*|工場|製造|工厂|制造|生产线|مصنع|تصنيع/g;

/** Businesses that serve other businesses without naming one of the above: pictured by the factory (not B2B software). */
export const INDUSTRIAL = /(?:\bindustrial (?:suppl\w*|products?|equipment|components?|parts|goods|customers|clients|sector|machinery|services?)|\bb2b\b|\bsuppliers? (?:of|to)\b|trade suppliers?)(?![^.]*(?:saas|software|\bapps?\b|platform))/g;

/** Food words beside a wholesaler's: its store is the chilled one (`produce`), not racking of cartons. */
const FOOD = /\b(?:fruits?|vegetables?|veg|produce|dairy|meats?|fish|seafood|foods?|groceries|frutas?|verduras|alimentos|alimentaires?|l[ée]gumes|lebensmittel\w*|obst|gem[üu]se|frutta|verdura|ortofrutt\w*|groente\w*|levensmiddelen)\b|青果|食品|果蔬|蔬菜|生鲜|خضار|فواكه|غذائية/;

/** Wholesale in the site languages (for `FOOD`'s rule). */
const WHOLESALE = /wholesal|mayorista|al por mayor|atacad|grossist|vente en gros|gro(?:ß|ss)h(?:a|ä)nd|ingrosso|groothandel|卸|批发|批發|جملة/;

/** The industry label the hints start with (images.ts puts it first): "Food & Restaurant" names no restaurant. */
const LABEL = /^(?:technology|e-commerce|healthcare|education|finance|real estate|food & restaurant|travel & tourism|entertainment|professional services|non-profit|other)\s+/;

/**
 * Other businesses a brief may name before any industrial word: software, an agency, a recruiter, a bakery, a café,
 * a restaurant, a shop, a brewery, a maker of handmade things ("Route planning software for logistics and freight companies", "Recruitment agency
 * placing engineers with manufacturers", "Artisan bakery, also supplying wholesale bread to local cafés").
 */
const OTHER_BUSINESS = /\b(?:software|apps?|platform|saas|plugins?|recruit\w*|agency|agencies|consultan\w*|podcasts?|newsletters?|magazines?|blogs?|conferences?|meetups?|hackathons?|training courses?|bakery|bakeries|bakers?|patisser\w*|restaurants?|bistros?|takeaways?|pubs?|delis?|butchers?|fishmongers?|brewery|breweries|distiller(?:y|ies)|winer(?:y|ies)|vineyards?|roaster(?:y|ies|s)?|(?<!machine |print |sheet metal |metal |body |paint )shops?|boutiques?|florists?|museums?|charity|charities|soft play|planners?|weddings?|handmade|hand-made|handcrafted|hand-poured|small[- ]batch|events? (?:planning|management|company|agency)|panader[ií]as?|restaurantes?|boulangeries?|b[äa]ckerei\w*|ristorant[ei]|panifici\w*|bakkerij\w*|aplicaci[oó]n|logiciel)\b|caf[eé]s?(?![a-z])|パン屋|面包店|مخبز|مطعم|レストラン|餐厅/;

const ANY = new RegExp([MACHINING, WAREHOUSE, FREIGHT, PRODUCE, FACTORY, INDUSTRIAL].map((r) => r.source).join('|'));

/**
 * Whether the brief's words may picture an industrial scene: an industrial word comes before any other business's
 * word (the industry label and the business's `name` aside: "Foundry Brew Co" is a brewery), so software for hauliers,
 * a recruiter for manufacturers and a bakery that also sells wholesale keep the pictures they had.
 */
export function industrialHead(words: string, name = ''): boolean {
  const own = name.trim().toLowerCase();
  const w = (own.length > 2 ? words.split(own).join(' ') : words).replace(LABEL, '');
  const i = w.search(ANY);
  if (i < 0) return false;
  const o = w.search(OTHER_BUSINESS);
  return o < 0 || i < o;
}

/** A wholesaler of food (wholesale and food words, the industry label aside): pictured by the chilled store, not racking. */
export const sellsFoodWholesale = (words: string): boolean => {
  const w = words.replace(LABEL, '');
  return WHOLESALE.test(w) && FOOD.test(w);
};
