import type { Ctx } from './ctx';
import { motifs, sibling } from './ctx';
import { GOODS } from './goods';
import type { GoodName } from './goods';
import { dogsOnly } from './goods-pets';
import { mix, shade, tint } from './palette';
import { ellipse, n, path, rect } from './svg';
import { unicodeWords } from '../word-re';

/**
 * Shop display: goods named in the brief on plinths before an arch, or lined up on wall shelves.
 * Item-card sizes (≤ 820 wide, the shop's square cards included) show one product on a plinth: the one the
 * card's title names ("Wallets", "A gift idea"), else one picked by `variant`, so a product grid
 * shows different goods side by side.
 */
type Words = readonly (readonly [GoodName, RegExp])[];

/**
 * A pet shop's goods, read first: their words hold other goods' ("dog toys", "cat beds", "pet bedding",
 * "treats for dogs"), so what they match is taken out of the brief before the other goods are read.
 * Ambiguous words stand here only with an animal beside them ("collars", "leads", "paniers", "colliers" are
 * `PET_SENSE`'s, read only in a pet shop).
 */
const PET_WORDS: Words = [
  ['petfood', unicodeWords(/\bpet ?food\b|\b(?:dog|cat|puppy|kitten) ?food\b|\bkibble\b|\b(?:dog|cat|pet|puppy) treats\b|\btreats (?:for|to spoil) (?:your )?(?:dogs?|cats?|pets?)\b|\bpet ?(?:shops?|stores?|supplies|suppliers)\b|\btiendas? de (?:mascotas|animales)\b|\bproductos para mascotas\b|\blojas? de animais\b|\bpet ?shops?\b|\bcomida para (?:perros|gatos|mascotas)\b|\bpienso para|\bra[çc][ãa]o\b|\bcroquettes pour|\bnourriture pour (?:chiens|chats|animaux)\b|\banimalerie\b|\b(?:hunde|katzen|tier)futter\b|\btierbedarf\b|\bzoohandlung\b|\bcrocchette\b|\bcibo per (?:cani|gatti|animali)\b|\bnegozio (?:per|di) animali\b|\b(?:honden|katten|dieren)voer\b|\bdierenwinkel\b|\bdierenspeciaalzaak\b|ペットフード|ドッグフード|キャットフード|ペットショップ|ペット用品|宠物食品|狗粮|猫粮|宠物店|宠物用品|طعام الحيوانات|طعام القطط|طعام الكلاب|متجر الحيوانات|متجر حيوانات/)],
  ['pettoy', unicodeWords(/\b(?:dog|cat|pet|puppy|chew|squeaky|rope|tug) toys?\b|\btoys? for (?:dogs|cats|pets|puppies)\b|\bjuguetes para (?:perros|gatos|mascotas)\b|\bjouets pour (?:chiens|chats|animaux)\b|\b(?:hunde|katzen)spielzeug\b|\bgiochi per (?:cani|gatti)\b|\bgiocattoli per (?:cani|gatti)\b|\b(?:honden|katten)speelgoed\b|ペットのおもちゃ|犬のおもちゃ|猫のおもちゃ|宠物玩具|狗玩具|猫玩具|ألعاب الكلاب|ألعاب القطط|ألعاب الحيوانات/)],
  ['collar', unicodeWords(/\b(?:dog|cat|pet|puppy) (?:collars?|leads?|leashes|harness(?:es)?)\b|\bcollars? (?:and|&) (?:leads?|leashes)\b|\bleashes\b|\bcollares para (?:perros|gatos)\b|\bcorreas para (?:perros|gatos)\b|\bcolliers? pour (?:chiens?|chats?)\b|\blaisses?\b|\bhalsb[äa]nder\b|\bhunde(?:leinen?|halsb[äa]nder|geschirre?)\b|\bguinzagli\w*|\bcollari per (?:cani|gatti)\b|\bhalsbanden\b|\bhondenriem\w*|首輪|项圈|牵引绳|أطواق الكلاب|طوق الكلب/)],
  ['petbed', unicodeWords(/\b(?:pet|dog|cat|puppy) (?:beds?|baskets?|cushions?|bedding)\b|\bbeds? for (?:dogs|cats|pets)\b|\bcamas? para (?:perros|gatos|mascotas)\b|\b(?:paniers?|corbeilles?|coussins?) pour (?:chiens?|chats?)\b|\b(?:hunde|katzen)(?:betten|bett|körbe|korb)\b|\bcucc(?:ia|e)\b|\b(?:honden|katten)(?:mand(?:en)?|kussens?)\b|ペットベッド|犬用ベッド|猫用ベッド|宠物窝|狗窝|猫窝|أسرة الحيوانات|سرير الكلب/)],
  ['scratcher', unicodeWords(/\bscratch(?:ing)? posts?\b|\bcat (?:trees?|towers?|scratchers?)\b|\brascadores?\b|\barbres? à chats?\b|\bgriffoirs?\b|\bkratzb[äa]ume?\b|\btiragraffi\b|\bkrabpa(?:al|len)\b|キャットタワー|爪とぎ|猫抓板|猫爬架/)],
  ['treatjar', unicodeWords(/\btreat jars?\b|\b(?:dog|pet|puppy) chews\b|\bdog biscuits\b|\bhundekekse\b|\bbiscuits pour chiens\b/)],
];
/** In a pet shop (its brief names a pet good) these words are the animals' too: "food, toys and accessories" for dogs and cats. */
const PET_SENSE: Words = [
  // Chews (bones, biscuits) in the jar, so a treat bakery's "Treats" and "Chews" cards are two pictures.
  ['treatjar', unicodeWords(/\bchews\b|\bbiscuits\b|\bgalletas\b|\bfriandises\b|\bleckerlis?\b|\bsnoepjes\b/)],
  ['petfood', unicodeWords(/\bfood\b|\btreats?\b|\bsnacks\b|\bcomida\b|\bnourriture\b|\bcroquettes\b|\bfutter\b|\bcibo\b|\bvoer\b|フード|粮/)],
  ['pettoy', unicodeWords(/\btoys?\b|\bjuguetes?\b|\bjouets?\b|\bspielzeug\b|\bgiochi\b|\bgiocattoli\b|\bspeelgoed\b|おもちゃ|玩具|ألعاب/)],
  ['collar', unicodeWords(/\bcollars?\b|\bleads?\b|\bharness(?:es)?\b|\baccessor\w*|\baccesorios\b|\bcollares\b|\bcorreas\b|\bcolliers?\b|\bleinen\b|\briemen\b|\bcollari\b|\bzubeh[öo]r\b|\baccessori\b|リード|首輪/)],
  ['petbed', unicodeWords(/\bbeds?\b|\bbedding\b|\bbaskets?\b|\bcushions?\b|\bcamas?\b|\bpaniers?\b|\bbetten\b|\bmanden\b|ベッド|窝/)],
];
const PETS: ReadonlySet<GoodName> = new Set(PET_WORDS.map(([g]) => g));
/** Goods whose words hold another good's ("coffee machines" its cups'): what they match is taken out before the rest are read. */
const SPECIFIC: ReadonlySet<GoodName> = new Set([...PETS, 'coffeemaker']);

export const GOOD_WORDS: Words = [
  ...PET_WORDS,
  ['coffeemaker', unicodeWords(/\bcoffee ?(?:makers?|machines?|brewers?|grinders?)\b|\bespresso (?:machines?|makers?)\b|\bbean-to-cup\b|\bpour-?over (?:kits?|sets?|brewers?|drippers?)\b|\bpaper filters?\b|\bmoka pots?\b|\bcafeteras?\b|\bm[áa]quinas? de caf[ée]\b|\bcafeti[èe]res?\b|\bmachines? (?:à|a) (?:caf[ée]|expresso|espresso)\b|\bkaffee(?:maschinen?|vollautomat\w*|automat\w*)\b|\bsiebtr[äa]ger\w*|\bespressomaschinen?\b|\bmacchin(?:a|e) (?:da|per (?:il )?)?caff[èe]\b|\bmacchin(?:a|e) (?:per )?espresso\b|\bkoffiezetapparat\w*|\bkoffie(?:machines?|zetters?)\b|\bespressomachines?\b|コーヒーメーカー|エスプレッソマシン|コーヒーマシン|咖啡机|آلة القهوة|آلات القهوة|ماكينة القهوة|ماكينات القهوة/)],
  ['tshirt', /t-?shirt|\btees?\b|shirt|apparel|cloth|cotton|merch|underwear|lingerie|\bwear\b|fashion|v[êe]tements?|\brobes\b|\bpulls?\b|\bropa\b|\bmoda\b|\broupa\b|vestidos?|camisetas?|kleidung|kleider|\bmode\b|abbigliamento|maglie|kleding|jurken|truien|服|服装|ملابس/], ['socks', /sock/], ['bottle', /bottle|serum|cleanser|shampoo|conditioner|lotion|toner|\bskin|\boils?\b|\bwine|\bgins?\b|\bspirits\b|cosmetic|beauty|perfume|\bolive|\bbotellas?\b|\bgarrafas?\b|\bbouteilles?\b|\bgourdes?\b|\b(?:trink)?flaschen?\b|\bbottiglie?\b|\bborracc(?:ia|e)\b|\b(?:drink)?fles(?:sen)?\b/],
  ['box', /\bbox|gift|subscription|hamper|\bkits?\b/], ['candle', /candle|\bwax|\bscent|fragrance|homeware/], ['books', /\bbooks?\b|book ?(?:shop|store|seller)|notebook|stationer|publish|journal|\bpaper/],
  ['ceramic', /ceramic|\bpotter|\bvases?\b|\bclay\b|stoneware|cer[âa]mica|c[ée]ramique|keramik|keramiek|\bbarro\b|azulejos|poterie|t[öo]pferei|陶器|陶瓷|فخار/], ['shoe', /\bshoe|sneaker|\bboots?\b|footwear|\btrainers\b/], ['bag', /\bbags?\b|handbag|\btotes?\b|leather|backpack|accessor/],
  ['jar', /\bjars?\b|\bcreams?\b|moisturi[sz]er|face masks?|\bbalms?\b|\bhoney\b|\bjams?\b|\bspices?\b|\btea\b|preserves/], ['cup', /\bmugs?\b|\bcups?\b|coffee|\bteas?\b|canecas?|\btazas?\b|\btasses?\b|\btassen\b|\btazze\b|\bmokken\b/], ['plant', unicodeWords(/\bplants?\b|houseplant|botanic|garden|succulent|\bplantas?\b|\bplantes?\b|\bpflanzen\b|\bpiante\b|\bplanten\b|観葉植物|绿植|نباتات/)],
  // A florist's words in the site languages ("seizoensboeketten", "Brautsträuße", "ramos de temporada").
  ['bouquet', unicodeWords(/florist|flowers?\b|bouquet|bloom|floral|posy|posies|\bramos?\b|\bflores\b|florister[ií]a|floricultura|\bfleurs?\b|fleuriste|\bblumen\w*|str[äa]u(?:ß|ss)e\w*|floristik|\bfiori\b|fiorai[oa]|\bmazzi\b|\bbloem\w*|boeket\w*|\w+boeket\w*|花束|花店|鲜花|زهور|باقات/)],
  ['wallet', /wallet|card ?holders?|\bpurses?\b|cartera|carteira|portefeuille|geldb[oö]rse|portafogli|portemonn/], ['belt', /\bbelts?\b|cintur[oó]n|cinture?\b|ceinture|g[uü]rtel|\briemen\b|\bcintos?\b/],
  // Food to take home: a farm shop's, a butcher's, a greengrocer's, a cheesemonger's, a baker's (in the site languages).
  ['eggs', unicodeWords(/\beggs?\b|free-?range|huevos|\bovos\b|\b[œo]eufs?\b|\beier\b|\buova\b|\beieren\b|たまご|卵|鸡蛋|بيض/)],
  ['cheese', /chees|fromage|k[äa]se|queso|queijo|formagg|\bkaas|チーズ|奶酪|جبن/],
  ['meat', /\bbeef\b|\bmeats?\b|butcher|sausages?|\blamb\b|\bpork\b|bacon|\bsteaks?\b|charcut|carne|carnicer|talho|boucher|viande|fleisch|metzger|wurst|macelle|salumi|slager|vlees|精肉|肉|لحوم|ملحمة/],
  ['fish', unicodeWords(/\bfish\b|fishmonger|shellfish|seafood|\bcrabs?\b|lobsters?|prawns?|oysters?|mussels|salmon|\bcod\b|haddock|mackerel|pescad|pescader|marisco|\bpeixe|peixaria|poisson|fruits de mer|\bfisch|meeresfr|\bpesce|pescheria|frutti di mare|\bvis\b|viswinkel|vishandel|鮮魚|魚|海鮮|鱼|海鲜|سمك|أسماك/)],
  ['veg', /vegetable|\bveg\b|greengrocer|\bfruits?\b|veg box|verduras?|legumes|l[ée]gumes|gem[üu]se|verdur|groente|野菜|蔬菜|خضار/],
  ['bread', /\bbread|\bloa(?:f|ves)\b|sourdough|bakery|panader|boulang|b[äa]cker|\bp[ãa]o\b|\bbrot\b|\bpane\b|\bbrood\b|パン|面包|خبز/],
  // A record shop's vinyl, before the books its "record" words might suggest nothing about.
  ['records', unicodeWords(/\bvinyl\b|\brecord (?:shops?|stores?)\b|\b(?:new|used|second-?hand|rare|classic) records\b|\blps\b|turntables?|\bdiscos de vinilo\b|\bvinilos?\b|\bdisques? vinyles?\b|\bschallplatten\w*|\bdischi in vinile\b|\bvinili\b|\bgrammofoonplaten\b|\bplatenzaak\b|レコード|黑胶|أسطوانات/)],
  ['bike', /\bbikes?\b|bicycle|\bcycles?\b|e-?bikes?|fiets|fahrr[aä]d|bicicleta|\bv[ée]los?\b|自転車|自行车|دراج/], ['ring', /jewell?e?ry|\brings?\b|necklace|earring|bracelet|\bjoyas?\b|\bjoias?\b|bijoux|schmuck|gioiell|sieraden/],
  // Bedding and a toy shop's toys, last so that a shop naming them beside its own goods keeps its lead.
  ['pillow', unicodeWords(/\bpillows?\b|\bcushions?\b|\bbedding\b(?! plants)|\bduvets?\b|\bbed linen\b|\balmohadas?\b|\bcojines\b|\bedred[oó]n(?:es)?\b|\bropa de cama\b|\btravesseiros?\b|\bedredons?\b|\boreillers?\b|\bcoussins?\b|\bcouettes?\b|\blinge de lit\b|\b(?:kopf)?kissen\b|\bbettdecken?\b|\bbettw[äa]sche\b|\bcuscin[oi]\b|\bpiumin[oi]\b|\bbiancheria da letto\b|\bkussens?\b|\bhoofdkussens?\b|\bdekbed\w*|\bbeddengoed\b|枕|寝具|床品|被子|وسائد|وسادة|مخدات/)],
  ['toy', unicodeWords(/\btoys?\b|\btoy ?(?:shops?|stores?|makers?)\b|\bteddy\b|\bteddies\b|\bjigsaws?\b|\bjuguetes?\b|\bjugueter[íi]as?\b|\bbrinquedos?\b|\bjouets?\b|\bspielzeug\w*|\bspielwaren\w*|\bgiocattol\w*|\bspeelgoed\w*|おもちゃ|玩具|ألعاب الأطفال|ألعاب للأطفال|ألعاب أطفال/)],
];
const FILL: GoodName[] = ['bottle', 'box', 'candle', 'ceramic', 'jar', 'books', 'cup', 'bag'];
/** Goods a shop selling the key's is likely to stock as well (a clothing shop: shoes and bags, not candles). */
const KIN: Record<GoodName, readonly GoodName[]> = {
  tshirt: ['socks', 'shoe', 'bag'], socks: ['tshirt', 'shoe', 'bag'], shoe: ['bag', 'socks', 'tshirt'], bag: ['shoe', 'tshirt', 'box'],
  bottle: ['jar', 'box', 'candle'], jar: ['bottle', 'box', 'cup'], candle: ['ceramic', 'plant', 'jar'], ceramic: ['cup', 'plant', 'candle'],
  cup: ['ceramic', 'jar', 'plant'], books: ['cup', 'plant', 'box'], plant: ['ceramic', 'cup', 'candle'], box: ['bag', 'candle', 'books'],
  bouquet: ['plant', 'ceramic', 'candle'], wallet: ['belt', 'bag', 'box'], belt: ['wallet', 'bag', 'shoe'], ring: ['box', 'candle', 'ceramic'], bike: ['bag', 'box', 'plant'],
  eggs: ['veg', 'cheese', 'jar'], cheese: ['bread', 'jar', 'bottle'], meat: ['eggs', 'veg', 'jar'], fish: ['jar', 'bottle', 'veg'], records: ['tshirt', 'bag', 'books'], veg: ['eggs', 'jar', 'bread'], bread: ['cheese', 'jar', 'eggs'],
  // A pet shop's food, toys, collars and beds go together.
  petfood: ['pettoy', 'collar', 'petbed'], pettoy: ['petfood', 'collar', 'petbed'], collar: ['pettoy', 'petfood', 'petbed'], petbed: ['pettoy', 'petfood', 'collar'],
  scratcher: ['pettoy', 'petbed', 'petfood'], treatjar: ['petfood', 'pettoy', 'collar'],
  pillow: ['candle', 'ceramic', 'plant'], coffeemaker: ['cup', 'jar', 'box'], toy: ['books', 'box', 'plant'],
};
/** Food a box subscription delivers: a card titled by its box shows the food (a crate of vegetables, a box of eggs). */
const BOXED: ReadonlySet<GoodName> = new Set(['veg', 'eggs', 'meat', 'fish', 'cheese', 'bread']);
/** Shop furniture that suits any trade: a gift box, a shopping bag, a plant. */
const NEUTRAL: GoodName[] = ['box', 'bag', 'plant'];
/** A pet shop's instead: a jar of treats, and for cats a scratching post. */
const petNeutral = (words: string): GoodName[] => (dogsOnly(words) ? ['treatjar'] : ['treatjar', 'scratcher']);

const everywhere = (re: RegExp) => new RegExp(re.source, `${re.flags.replace('g', '')}g`);
/**
 * The goods `text` names, in the order of `GOOD_WORDS`: a pet good's or a coffee maker's words are taken out
 * once read, so "dog toys" is no toy shop's and "coffee machines" no mugs; in a pet shop (`pets`, by default
 * when the text names a pet good) "toys", "beds" and "accessories" are the animals' (`PET_SENSE`).
 */
export function namedGoods(text: string, pets?: boolean): GoodName[] {
  let rest = text;
  const out: GoodName[] = [];
  const read = ([g, re]: readonly [GoodName, RegExp], take: boolean) => {
    if (!re.test(rest)) return;
    out.push(g);
    if (take) rest = rest.replace(everywhere(re), ' ');
  };
  for (const w of PET_WORDS) read(w, true);
  if (pets ?? out.length > 0) for (const w of PET_SENSE) read(w, true);
  for (const w of GOOD_WORDS) if (!PETS.has(w[0])) read(w, SPECIFIC.has(w[0]));
  return [...new Set(out)];
}

/**
 * The goods a shop shows: those its brief names, then what such a shop also stocks, then neutral shop
 * furniture, up to `count`, so that siblings (hero, item cards) can still differ; other trades' goods
 * (candles and jars on a clothing shop's shelves) would misdescribe it. A brief naming none gets a mix.
 */
export function shopGoods(c: Pick<Ctx, 'words' | 'family'>, count: number): { goods: GoodName[]; named: number } {
  const named = namedGoods(c.words);
  if (!named.length) return { goods: motifs(c, GOOD_WORDS, count, FILL, 'goods'), named: 0 };
  // A pet shop stocks pet goods: what its other named goods are kin to (a gift box's candles) stays off its shelves.
  const pets = named.some((g) => PETS.has(g));
  const kin = named.flatMap((g) => (pets && !PETS.has(g) ? [] : KIN[g]));
  const out = [...new Set([...named, ...kin, ...(pets ? petNeutral(c.words) : NEUTRAL)])];
  return { goods: out.slice(0, Math.max(count, named.length)), named: named.length };
}

function colours(c: Ctx): string[] {
  const t = c.t;
  return [t.primary, t.second, mix(t.primary, t.card, 0.55), t.dark ? tint(t.surface, 0.3) : mix(t.text, t.primary, 0.3), mix(t.second, t.card, 0.5)];
}

/** A cylinder plinth (front face with a side gradient, lighter top ellipse). */
function plinth(c: Ctx, x: number, y: number, w: number, h: number, col: string): string {
  const e = w * 0.12;
  return [ellipse(x, y, w * 0.62, e * 0.9, c.t.shadow, { op: 0.16 }),
    path(`M${n(x - w / 2)} ${n(y - h)}V${n(y)}A${n(w / 2)} ${n(e)} 0 0 0 ${n(x + w / 2)} ${n(y)}V${n(y - h)}Z`, c.defs.lin([[0, tint(col, 0.1)], [0.5, col], [1, shade(col, 0.12)]], 0, 0, 1, 0)),
    ellipse(x, y - h, w / 2, e, tint(col, 0.25))].join('');
}

export function products(c: Ctx): string {
  const { W, H, rng, t } = c;
  const m = Math.min(W, H);
  const single = W <= 820;
  const { goods, named } = shopGoods(c, 6);
  const cols = colours(c);
  const wall = t.dark ? mix(t.bg, t.primary, 0.1) : mix(t.bg, t.primary, 0.06);
  const floorY = H * (single ? 0.78 : 0.74);
  const out = [rect(0, 0, W, H, wall), rect(0, floorY, W, H - floorY, c.defs.lin([[0, shade(wall, t.dark ? 0.2 : 0.06)], [1, shade(wall, t.dark ? 0.35 : 0.12)]]))];
  const stone = t.dark ? mix(t.surface, '#ffffff', 0.12) : mix(t.card, t.text, 0.06);
  if (single) {
    // A card titled by what it sells ("Wallets", "A gift idea") shows that; others walk the goods from a
    // per-project offset (`sibling`), so no two match.
    const pick = sibling(c, goods.length, 'good');
    const title = (c.labels[0] ?? '').toLowerCase();
    // A hero this small is one product's page (blueprints `forProduct`): the good its brief names, else a product box.
    const own = c.slot === 'hero' ? (named ? goods[0] : 'box') : undefined;
    // A pet shop's card titled "Toys" or "Beds" shows the animals' (`PET_SENSE`).
    const pets = named > 0 && goods.some((g) => PETS.has(g));
    // A card titled by a box on a site selling boxes of food ("Small box" on a veg box subscription) shows what is boxed.
    const titled = c.slot ? namedGoods(title, pets)[0] : undefined;
    const boxed = titled === 'box' && !/gift|hamper|kit/u.test(title) ? goods.slice(0, named).find((g) => BOXED.has(g)) : undefined;
    const name = own ?? boxed ?? titled ?? goods[pick] as GoodName;
    const aw = m * 0.62, ax = W / 2 + rng.range(-0.06, 0.06) * W;
    out.push(path(`M${n(ax - aw / 2)} ${n(floorY)}V${n(H * 0.12 + aw / 2)}A${n(aw / 2)} ${n(aw / 2)} 0 0 1 ${n(ax + aw / 2)} ${n(H * 0.12 + aw / 2)}V${n(floorY)}Z`, t.pSoft));
    const ph = H * rng.range(0.12, 0.2), pw = m * 0.42;
    out.push(plinth(c, ax, floorY + H * 0.06, pw, ph, stone));
    // Boxes of food in sizes grow card by card (a small, a medium, a large box).
    out.push(GOODS[name](c, ax, floorY + H * 0.06 - ph, m * 0.42 * (boxed ? 0.8 + 0.1 * Math.min(c.variant, 2) : 1), cols[pick % cols.length] as string, pick));
    if (rng.chance(0.6)) out.push(GOODS.plant(c, ax + pw * 0.95, floorY + H * 0.1, m * 0.3, '', 0));
    return out.join('');
  }
  // Large sizes: siblings alternate plinths and shelves, each starting at another product.
  const pick = sibling(c, 6, 'scene');
  // The hero leads with what the brief names (and its shelves hold little else); other images rotate the list.
  const hero = c.slot === 'hero' && named > 0;
  if (pick && !hero) goods.push(...goods.splice(0, pick % goods.length));
  if (hero) goods.splice(Math.max(3, named + 1));
  if (pick % 2 === 0) {
    // Plinths before an arch.
    const aw = Math.min(W * 0.6, H * 0.9);
    out.push(path(`M${n(W / 2 - aw / 2)} ${n(floorY)}V${n(H * 0.1 + aw / 2)}A${n(aw / 2)} ${n(aw / 2)} 0 0 1 ${n(W / 2 + aw / 2)} ${n(H * 0.1 + aw / 2)}V${n(floorY)}Z`, t.pSoft));
    const slots = [[0.3, 0.16], [0.52, 0.3], [0.73, 0.1]].map(([fx, fh]) => [(fx as number) * W + rng.range(-0.02, 0.02) * W, (fh as number) * H * rng.range(0.8, 1.2)] as const);
    const pw = Math.min(W * 0.2, H * 0.3);
    // Behind a banner headline the first (named) goods stand on the end side, away from the text.
    if (c.behindText) slots.reverse();
    slots.forEach(([x, ph], i) => {
      const base = floorY + H * 0.08 - i * 0.0;
      out.push(plinth(c, x, base, pw, ph, i === 1 ? tint(t.second, 0.55) : stone));
      out.push(GOODS[goods[i % goods.length] as GoodName](c, x, base - ph, m * 0.26, cols[i % cols.length] as string, i));
    });
    if (goods[3] && pick !== 2) out.push(GOODS[goods[3]](c, W * 0.12, floorY + H * 0.12, m * 0.2, cols[3] as string, 3));
    else out.push(GOODS.plant(c, W * 0.12, floorY + H * 0.12, m * 0.3, '', 0));
    return out.join('');
  }
  // Wall shelves.
  const rows = H > W ? 3 : 2;
  let k = 0;
  for (let r = 0; r < rows; r++) {
    const sy = H * (0.2 + ((r + 1) * 0.62) / (rows + 0.2));
    out.push(rect(W * 0.06, sy + 8, W * 0.88, H * 0.02, t.shadow, { op: 0.12 }), rect(W * 0.06, sy, W * 0.88, H * 0.022, t.dark ? tint(t.surface, 0.15) : mix('#b08a62', t.primary, 0.15)));
    const per = W > H * 1.2 ? 4 : 3;
    for (let i = 0; i < per; i++, k++) {
      const x = W * (0.14 + (i * 0.72) / (per - 1));
      out.push(GOODS[goods[k % goods.length] as GoodName](c, x, sy, Math.min(H * 0.55 / rows, W * 0.16), cols[k % cols.length] as string, k));
    }
  }
  return out.join('');
}
