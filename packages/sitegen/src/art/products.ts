import type { Ctx } from './ctx';
import { motifs, sibling } from './ctx';
import { GOODS } from './goods';
import type { GoodName } from './goods';
import { mix, shade, tint } from './palette';
import { ellipse, n, path, rect } from './svg';
import { unicodeWords } from '../word-re';

/**
 * Shop display: goods named in the brief on plinths before an arch, or lined up on wall shelves.
 * Item-card sizes (≤ 820 wide, the shop's square cards included) show one product on a plinth: the one the
 * card's title names ("Wallets", "A gift idea"), else one picked by `variant`, so a product grid
 * shows different goods side by side.
 */
export const GOOD_WORDS: readonly (readonly [GoodName, RegExp])[] = [
  ['tshirt', /t-?shirt|\btees?\b|shirt|apparel|cloth|cotton|merch|\bwear\b|fashion|v[êe]tements?|\brobes\b|\bpulls?\b|\bropa\b|\bmoda\b|\broupa\b|vestidos?|camisetas?|kleidung|kleider|\bmode\b|abbigliamento|maglie|kleding|jurken|truien|服|服装|ملابس/], ['socks', /sock/], ['bottle', /bottle|serum|cleanser|shampoo|conditioner|lotion|toner|\bskin|\boils?\b|\bwine|\bgins?\b|\bspirits\b|cosmetic|beauty|perfume|\bolive|\bbotellas?\b|\bgarrafas?\b|\bbouteilles?\b|\bgourdes?\b|\b(?:trink)?flaschen?\b|\bbottiglie?\b|\bborracc(?:ia|e)\b|\b(?:drink)?fles(?:sen)?\b/],
  ['box', /\bbox|gift|subscription|hamper|\bkits?\b/], ['candle', /candle|\bwax|\bscent|fragrance|homeware/], ['books', /\bbooks?\b|book ?(?:shop|store|seller)|notebook|stationer|publish|journal|\bpaper/],
  ['ceramic', /ceramic|\bpotter|\bvases?\b|\bclay\b|stoneware|cer[âa]mica|c[ée]ramique|keramik|keramiek|\bbarro\b|azulejos|poterie|t[öo]pferei|陶器|陶瓷|فخار/], ['shoe', /\bshoe|sneaker|\bboots?\b|footwear|\btrainers\b/], ['bag', /\bbags?\b|handbag|\btotes?\b|leather|backpack|accessor/],
  ['jar', /\bjars?\b|\bcreams?\b|moisturi[sz]er|face masks?|\bbalms?\b|\bhoney\b|\bjams?\b|\bspices?\b|\btea\b|preserves/], ['cup', /\bmugs?\b|\bcups?\b|coffee|\bteas?\b|canecas?|\btazas?\b|\btasses?\b|\btassen\b|\btazze\b|\bmokken\b/], ['plant', /\bplants?\b|houseplant|botanic|garden|succulent/],
  ['bouquet', /florist|flowers?\b|bouquet|bloom|floral|posy|posies/],
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
];
const FILL: GoodName[] = ['bottle', 'box', 'candle', 'ceramic', 'jar', 'books', 'cup', 'bag'];
/** Goods a shop selling the key's is likely to stock as well (a clothing shop: shoes and bags, not candles). */
const KIN: Record<GoodName, readonly GoodName[]> = {
  tshirt: ['socks', 'shoe', 'bag'], socks: ['tshirt', 'shoe', 'bag'], shoe: ['bag', 'socks', 'tshirt'], bag: ['shoe', 'tshirt', 'box'],
  bottle: ['jar', 'box', 'candle'], jar: ['bottle', 'box', 'cup'], candle: ['ceramic', 'plant', 'jar'], ceramic: ['cup', 'plant', 'candle'],
  cup: ['ceramic', 'jar', 'plant'], books: ['cup', 'plant', 'box'], plant: ['ceramic', 'cup', 'candle'], box: ['bag', 'candle', 'books'],
  bouquet: ['plant', 'ceramic', 'candle'], wallet: ['belt', 'bag', 'box'], belt: ['wallet', 'bag', 'shoe'], ring: ['box', 'candle', 'ceramic'], bike: ['bag', 'box', 'plant'],
  eggs: ['veg', 'cheese', 'jar'], cheese: ['bread', 'jar', 'bottle'], meat: ['eggs', 'veg', 'jar'], fish: ['jar', 'bottle', 'veg'], records: ['tshirt', 'bag', 'books'], veg: ['eggs', 'jar', 'bread'], bread: ['cheese', 'jar', 'eggs'],
};
/** Shop furniture that suits any trade: a gift box, a shopping bag, a plant. */
const NEUTRAL: GoodName[] = ['box', 'bag', 'plant'];

/**
 * The goods a shop shows: those its brief names, then what such a shop also stocks, then neutral shop
 * furniture, up to `count`, so that siblings (hero, item cards) can still differ; other trades' goods
 * (candles and jars on a clothing shop's shelves) would misdescribe it. A brief naming none gets a mix.
 */
export function shopGoods(c: Pick<Ctx, 'words' | 'family'>, count: number): { goods: GoodName[]; named: number } {
  const named = [...new Set(GOOD_WORDS.filter(([, re]) => re.test(c.words)).map(([g]) => g))];
  if (!named.length) return { goods: motifs(c, GOOD_WORDS, count, FILL, 'goods'), named: 0 };
  const out = [...new Set([...named, ...named.flatMap((g) => KIN[g]), ...NEUTRAL])];
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
    const name = own ?? (c.slot ? GOOD_WORDS.find(([, re]) => re.test(title))?.[0] : undefined) ?? goods[pick] as GoodName;
    const aw = m * 0.62, ax = W / 2 + rng.range(-0.06, 0.06) * W;
    out.push(path(`M${n(ax - aw / 2)} ${n(floorY)}V${n(H * 0.12 + aw / 2)}A${n(aw / 2)} ${n(aw / 2)} 0 0 1 ${n(ax + aw / 2)} ${n(H * 0.12 + aw / 2)}V${n(floorY)}Z`, t.pSoft));
    const ph = H * rng.range(0.12, 0.2), pw = m * 0.42;
    out.push(plinth(c, ax, floorY + H * 0.06, pw, ph, stone));
    out.push(GOODS[name](c, ax, floorY + H * 0.06 - ph, m * 0.42, cols[pick % cols.length] as string, pick));
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
