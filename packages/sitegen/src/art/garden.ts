import type { Ctx } from './ctx';
import { mirrorX } from './ctx';
import { mix, shade, tint } from './palette';
import { circleD, ellipse, lineD, n, path, type Pt, rect } from './svg';
import { leafD } from './objects';
import { specialistView } from './specialists';
import { skin, worker } from './industry-kit';
import type { Greens, Quad } from './garden-kit';
import { bags, barrow, border, chipper, climber, farTrees, fence, glow, greens, hedge, lawn, logs, mower, paving, planter, sky, smallTree, tableSet, tools } from './garden-kit';

/**
 * A garden firm's pictures (service.ts `TRADES`: gardeners, landscapers, garden designers, lawn care, tree surgeons, in
 * the site languages): not the photo landscapes they had (a mountain lake under "Patios", a sunset sea under
 * "Decking"), but gardens. The hero a finished back garden (a porcelain patio with a table, chairs and a parasol in the
 * brand colour, a striped lawn, a planted border, a timber fence, a small tree); a tree surgeon's hero a climber on
 * ropes in a tree with the wood chipper below. A service card shows what its title names (`TITLES`: patio, decking,
 * fencing, lawn, planting, water feature, pergola, tree surgery or felling, hedge cutting, garden design, clearance or
 * maintenance), else walks the other views (`specialistView`, salt `garden`) in the order the brief names them, then
 * the rest, so that a hero, an about picture (the crew's van with a wheelbarrow, tools and bags of compost) and six
 * cards are eight drawings. Behind a banner headline the hero keeps its patio, table and tree on the end side,
 * unmirrored. Silhouettes only, no faces, no writing; at dusk on a dark site, with lanterns lit.
 */

export type GardenView = 'garden' | 'patio' | 'decking' | 'fencing' | 'lawn' | 'planting' | 'water' | 'pergola' | 'trees' | 'felling' | 'hedge' | 'design' | 'crew';

/** What a card's title names, first match wins (decking before patio: a "terrasse en bois" is decking; design last: "patio design" is a patio). */
const TITLES: readonly (readonly [GardenView, RegExp])[] = [
  ['decking', /\bdeck|tarima|terrazas? de madera|deques?\b|decks? de madeira|terrasses? (?:en|de) bois|holzterrass\w*|holzdeck|terrazz[oa] in legno|pedane|vlonder|houten terras|ウッドデッキ|木平台|防腐木|سطح خشبي|أرضيات خشبية/],
  ['pergola', /pergol|\barbou?rs?\b|\barch(?:es|way)?\b|gazebo|glorieta|caramanch|tonnelle|laube|prieel|パーゴラ|藤架|凉亭|花架|عريشة|برجولا/],
  ['water', /water (?:features?|gardens?)|\bponds?\b|fountains?|\brills?\b|\bkoi\b|estanques?|fuentes?\b|cascadas?|lagos?\b|fontes?\b|bassins?|fontaines?|teich\w*|brunnen|wasserspiel\w*|laghett\w*|fontan\w*|vijver\w*|fontein\w*|waterpartij\w*|(?<!電)池|噴水|水景|喷泉|池塘|نافورة|بركة|نوافير/],
  ['fencing', /fenc|\bgates?\b|\bvallas?\b|\bcercas?\b|\bcercados?\b|veda[çc]|cl[oô]tures?|portails?|z[äa]un\w*|recinzion\w*|cancell\w*|schutting\w*|hekwerk\w*|フェンス|塀|围栏|篱笆|أسوار/],
  ['hedge', /hedg|\bsetos?\b|\bsebes?\b|\bhaies?\b|hecke\w*|\bsiep[ei]\b|\bheg(?:gen)?\b|\bhagen\b|生垣|生け垣|树篱|绿篱|سياج نباتي|تقليم السياج/],
  ['felling', /fell(?:ing|ed)\b|stumps?\b|removal of trees|tree removal|\btala\b|abattage|f[äa]llung\w*|baumf[äa]ll\w*|abbattiment\w*|\bkappen\b|bomen kappen|伐採|抜根|砍伐|قطع الأشجار/],
  ['trees', /\btrees?\b|arbor|crown|prun|[áa]rbol\w*|\bpoda\b|[áa]rvores?|[ée]lagage|\barbres?\b|\bbaum\w*|b[äa]ume\b|\balber[oi]\b|potatur\w*|\bbomen\b|boomverzorg\w*|snoei\w*|樹木|剪定|树木|修剪|أشجار|تقليم/],
  ['lawn', /lawn|turf|grass|\bmow|c[ée]sped|\bgrama\b|relvad\w*|gazon\w*|pelouses?|\btonte\b|rasen\w*|\bprato\b|prati\b|tappeto erboso|芝|草坪|عشب|نجيل|الحشائش/],
  ['planting', /plant(?!\s*hire)|border|flower|shrub|\bbeds?\b|bulbs|plantaci[óo]n|plantas|flores|plantio|canteiros?|plantations?|massifs?|fleur|pflanz\w*|bepflanz\w*|stauden\w*|beete|piantumazion\w*|aiuol\w*|\bfiori\b|beplant\w*|bloem\w*|植栽|花壇|种植|花坛|زراعة|أزهار|نباتات/],
  ['patio', /pati(?:o|os)\b|paving|pavers?|flagstones?|porcelain|terraces?|driveways?|pavimenta\w*|adoquin\w*|cal[çc]ada|terra[çc]os?|dallage|pavage|terrasses?|pflaster\w*|terrassen|lastricat\w*|terrazz[oa]|bestrating|terrassen?|テラス|舗装|铺装|露台|فناء|رصف|بلاط/],
  ['design', /design|dise[ñn]o|projeto|projecto|conception|gestaltung|planung|entwurf|progett\w*|ontwerp\w*|設計|デザイン|设计|تصميم/],
  ['crew', /clearance|clear-?outs?|green waste|rubbish|maintenance|mantenimiento|limpieza de jard|manuten[çc][ãa]o|entretien|\bpflege\b|gartenpflege|manutenzion\w*|onderhoud|メンテナンス|手入れ|维护|养护|صيانة/],
];

/** The views a brief names (a landscaper's "patios, decking, fencing, turfing, planting and water features"), in this order. */
const NAMED: readonly (readonly [GardenView, RegExp])[] = [
  ['patio', /pati(?:o|os)\b|paving|porcelain|flagstones?|pavimentaci|adoquin|cal[çc]ada|dallage|pflaster|lastricat|bestrating|舗装|铺装/],
  ['decking', /decking|\bdecks?\b|tarimas?\b|deques?\b|terrasses? en bois|holzterrass|pedane|vlonders?|ウッドデッキ|木平台/],
  ['fencing', /fencing|\bfences?\b|vallas|cercas|cl[oô]tures|z[äa]une|zaunbau|recinzioni|schuttingen|フェンス|围栏/],
  ['lawn', /\blawns?\b|turfing|\bturf\b|artificial grass|mowing|grass cutting|c[ée]sped|relvados?|gazon|pelouses?|rasen|tappeto erboso|芝生|草坪/],
  ['planting', /planting|borders|shrubs|perennials|plantaciones|plantio|plantations|bepflanzung|piantumazion|beplanting|植栽|种植/],
  ['water', /water features?|\bponds?\b|fountains?|estanques?|bassins?|teiche?\b|laghett|vijvers?|池|水景/],
  ['pergola', /pergolas?|\barbou?rs?\b|gazebos?|tonnelles?|パーゴラ|凉亭/],
  ['hedge', /hedges?|\bsetos\b|\bhaies\b|hecken|\bsiepi\b|\bhagen\b|生垣|绿篱/],
  ['trees', /tree surg\w*|arborist|\btrees?\b|[ée]lagage|baumpflege|potatura|boomverzorging|剪定|修剪/],
  ['design', /garden design|designing|dise[ñn]o de jardines|projetos? de jardins|conception de jardins|gartengestaltung|progettazione|tuinontwerp|庭園設計|园林设计/],
];

/** A tree surgeon's brief: tree and hedge work named more often than the landscaper's and gardener's other words. */
const TREE_WORK = /tree surg\w*|arborists?|arboricultur\w*|tree (?:felling|removal|work|care|services?)|\btrees?\b|stump grinding|stumps?\b|crown (?:reduction|thinning|lifting)|pollard\w*|hedge (?:cutting|trimming)|[ée]lagage|[ée]lagueurs?|abattage|baumpflege|baumf[äa]llung|potatura|abbattimento|boomverzorging|bomen kappen|poda de [áa]rboles|poda de [áa]rvores|tala de [áa]rboles|樹木|伐採|树木修剪|تقليم الأشجار/g;
const GARDEN_WORK = /landscap(?:ing|ers?)|gardening|gardeners?|garden design|patios?|decking|turfing|\blawns?\b|planting|paisaj\w*|paisag\w*|jardin\w*|paysag\w*|g[äa]rtner\w*|gartenbau|giardin\w*|paesaggis\w*|hovenier\w*|tuinaanleg|tuinonderhoud|造園|庭師|园林|绿化|园艺|حدائق|بستنة/g;

/** The cards' views after the hero and the ones the brief names. */
const REST: Record<'garden' | 'trees', readonly GardenView[]> = {
  garden: ['patio', 'decking', 'lawn', 'planting', 'water', 'pergola', 'fencing', 'hedge', 'trees'],
  trees: ['felling', 'hedge', 'garden', 'lawn', 'planting', 'fencing', 'patio'],
};

/** The eight views a site's pictures walk: the hero's, six cards' (named ones first), the crew's van for about. */
export function gardenViews(words: string): GardenView[] {
  const treeFirm = (words.match(TREE_WORK)?.length ?? 0) > (words.match(GARDEN_WORK)?.length ?? 0);
  const hero = treeFirm ? 'trees' : 'garden';
  const cards: GardenView[] = [];
  for (const v of [...NAMED.filter(([, re]) => re.test(words)).map(([v]) => v), ...REST[hero]]) if (v !== hero && !cards.includes(v)) cards.push(v);
  return [hero, ...cards.slice(0, 6), 'crew'];
}

/** The view a picture shows: a service card's title's, else its place in the walk (`specialistView`). */
export function gardenView(c: Pick<Ctx, 'words' | 'labels' | 'slot' | 'family' | 'seed' | 'variant' | 'behindText'>): GardenView {
  const views = gardenViews(c.words);
  if (c.behindText) return views[0] as GardenView;
  if (c.slot === 'services') {
    const title = (c.labels[0] ?? '').toLowerCase();
    const named = TITLES.find(([, re]) => re.test(title))?.[0];
    if (named) return named === 'trees' && views[0] === 'trees' ? 'felling' : named;
  }
  return views[specialistView(c, 'garden')] as GardenView;
}

export function garden(c: Ctx): string {
  switch (gardenView(c)) {
    case 'patio': return patioView(c);
    case 'decking': return deckingView(c);
    case 'fencing': return fencingView(c);
    case 'lawn': return lawnView(c);
    case 'planting': return plantingView(c);
    case 'water': return waterView(c);
    case 'pergola': return pergolaView(c);
    case 'trees': return treeView(c, false);
    case 'felling': return mirrorX(c, treeView(c, true));
    case 'hedge': return hedgeView(c);
    case 'design': return designView(c);
    case 'crew': return crewView(c);
    default: return gardenHero(c);
  }
}

const acer = (c: Ctx, k: Greens) => (k.dusk ? shade(mix('#b4463c', c.t.primary, 0.15), 0.35) : mix('#b4463c', c.t.primary, 0.15));
const suit = (c: Ctx) => mix('#3d5a3a', c.t.second, 0.12);
const crewSkin = (c: Ctx, salt: string) => skin(c.rng.fork(salt).int(0, 4));

/** The back of a garden: sky, far trees, the fence (or a hedge) on y, h high, a border before it, the lawn from it down. */
function backdrop(c: Ctx, k: Greens, y: number, h: number, o: { hedge?: boolean; slats?: boolean; border?: [number, number]; vx?: number; spread?: number; moon?: number } = {}): string {
  const { W, H } = c, r = c.rng.fork('back');
  const out = [sky(c, k, y, o.moon), farTrees(c, k, r, y - h * 0.7, Math.max(h * 0.9, H * 0.12)), lawn(c, k, y, o.vx ?? W * 0.5, o.spread)];
  out.push(o.hedge ? hedge(k, r, -2, W + 2, y, h) : fence(k, -2, W + 2, y, h, h * 1.05, o.slats));
  if (o.border) out.push(border(c, k, r, o.border[0], o.border[1], y + h * 0.14, h * 0.7, h * 0.2));
  return out.join('');
}

/** Lights along a border and on a table at dusk: warm glows. */
function lights(c: Ctx, k: Greens, at: readonly Pt[], r: number): string {
  return k.dusk ? at.map(([x, y]) => glow(c, k, x, y, r)).join('') : '';
}

/**
 * The hero: a finished back garden. The fence along the back with far trees over it, a planted border before it, a small
 * acer, the striped lawn, stepping stones, the porcelain patio at the front with a table, chairs and a parasol in the
 * primary, planters at its corners. Behind a banner headline the patio, the table and the tree on the end side.
 */
function gardenHero(c: Ctx): string {
  const { W, H, t } = c, k = greens(c), bt = c.behindText;
  const yb = H * 0.5, fh = H * 0.16, m = Math.min(H * 0.135, W * 0.1);
  const X = (q: number) => (bt ? W * (0.42 + q * 0.58) : W * q);
  const out = [backdrop(c, k, yb, fh, { border: [bt ? W * 0.38 : -2, W + 2], vx: X(0.35), moon: bt ? 0.62 : 0.86 })];
  const tx = bt ? W * 0.86 : W * 0.16;
  out.push(smallTree(k, tx, yb + fh * 0.2, H * 0.42, acer(c, k)));
  // Stepping stones across the lawn from the patio to the border.
  let stones = '';
  for (let i = 0; i < 5; i++) { const q = i / 4, sx = X(0.46 - q * 0.16), sy = yb + H * (0.08 + (1 - q) * 0.16), s = m * (0.22 + (1 - q) * 0.2); stones += `M${n(sx - s)} ${n(sy)}a${n(s)} ${n(s * 0.35)} 0 1 0 ${n(s * 2)} 0a${n(s)} ${n(s * 0.35)} 0 1 0 ${n(-s * 2)} 0Z`; }
  out.push(path(stones, k.stone));
  // The patio: porcelain slabs in perspective, an edge of dark steel along the lawn.
  const py = H * 0.73;
  const q: Quad = [[X(0.5), py], [W * 1.05, py], [W * 1.05, H * 1.02], [X(0.34), H * 1.02]];
  out.push(paving(c, k, q, 5, 6), path(lineD(q[0], q[3]), 'none', { stroke: k.metal, sw: Math.max(2, m * 0.04) }));
  out.push(planter(c, k, X(0.56), py + H * 0.04, m * 0.5, mix('#3d4149', t.primary, 0.08), 'ball'));
  const fx = X(0.78), fy = H * 0.93;
  out.push(tableSet(c, k, fx, fy, m, mix(t.second, t.card, 0.25), t.primary));
  out.push(planter(c, k, X(bt ? 0.98 : 0.97), H * 0.99, m * 0.6, mix('#3d4149', t.primary, 0.08), 'grass'));
  out.push(lights(c, k, [[fx - m * 0.3, fy - m * 0.8], [X(0.1), yb + H * 0.04], [X(0.3), yb + H * 0.04], [X(0.62), yb + H * 0.05]], m * 0.5));
  return out.join('');
}

/** A patio close: the slabs laid in perspective up to a step onto the lawn, tall planters of grass and box at its sides, a bench, the border and fence beyond. */
function patioView(c: Ctx): string {
  const { W, H, t } = c, k = greens(c);
  const yb = H * 0.4, fh = H * 0.22, py = H * 0.6, m = Math.min(H * 0.26, W * 0.16);
  const out = [backdrop(c, k, yb, fh, { border: [-2, W + 2], vx: W * 0.4 })];
  const q: Quad = [[-W * 0.05, py], [W * 1.05, py], [W * 1.5, H * 1.02], [-W * 0.5, H * 1.02]];
  const sand = k.dusk ? k.stone : mix('#e3d2b4', t.bg, 0.1);
  out.push(rect(0, py - H * 0.02, W, H * 0.025, shade(sand, 0.22)), paving(c, k, q, 4, 5, sand));
  const dark = mix('#3d4149', t.primary, 0.08);
  // A bench of timber slats on the far side of the patio.
  const bx = W * 0.52, by = py + H * 0.1, bw = m * 1.6;
  out.push(ellipse(bx, by, bw * 0.6, Math.max(2, m * 0.04), t.shadow, { op: 0.2 }),
    path(`M${n(bx - bw * 0.42)} ${n(by)}V${n(by - m * 0.42)}M${n(bx + bw * 0.42)} ${n(by)}V${n(by - m * 0.42)}`, 'none', { stroke: k.metal, sw: Math.max(2, m * 0.05) }),
    rect(bx - bw / 2, by - m * 0.46, bw, m * 0.08, k.deck, { rx: 2 }), rect(bx - bw / 2, by - m * 0.82, bw, m * 0.08, k.deck, { rx: 2 }), rect(bx - bw / 2, by - m * 0.68, bw, m * 0.08, k.deck, { rx: 2 }),
    path(`M${n(bx - bw * 0.45)} ${n(by - m * 0.46)}V${n(by - m * 0.86)}M${n(bx + bw * 0.45)} ${n(by - m * 0.46)}V${n(by - m * 0.86)}`, 'none', { stroke: k.metal, sw: Math.max(2, m * 0.04) }));
  out.push(planter(c, k, W * 0.12, H * 0.9, m * 0.7, dark, 'grass'), planter(c, k, W * 0.84, H * 0.95, m * 0.8, dark, 'ball'), planter(c, k, W * 0.68, by + H * 0.02, m * 0.4, mix('#b5674a', t.primary, 0.1), 'lavender'));
  out.push(lights(c, k, [[W * 0.3, py - H * 0.01], [W * 0.75, py - H * 0.01]], m * 0.5));
  return out.join('');
}

/** Raised timber decking: its boards and fascia, posts and a handrail with spindles, steps down to the lawn, a planter and two chairs on it. */
function deckingView(c: Ctx): string {
  const { W, H, t } = c, k = greens(c);
  const yb = H * 0.38, fh = H * 0.2, m = Math.min(H * 0.24, W * 0.15);
  const out = [backdrop(c, k, yb, fh, { border: [-2, W + 2], vx: W * 0.2 })];
  const x0 = W * 0.36, top = H * 0.6, front = H * 0.66, ground = H * 0.9;
  // The walking surface seen a little from above: boards running across, then the fascia down to the ground.
  let boards = '';
  for (let i = 1; i < 5; i++) { const y = top + (front - top) * (i / 5) ** 1.2; boards += `M${n(x0 + (front - y) * 0.5)} ${n(y)}H${n(W)}`; }
  out.push(path(`M${n(x0 + (front - top) * 0.5)} ${n(top)}H${n(W)}V${n(front)}H${n(x0)}Z`, tint(k.deck, 0.08)), path(boards, 'none', { stroke: k.deckDark, sw: Math.max(1, H * 0.002) }));
  let skirt = '';
  for (let y = front + (ground - front) / 5; y < ground; y += (ground - front) / 5) skirt += `M${n(x0)} ${n(y)}H${n(W)}`;
  out.push(rect(x0, front, W - x0, ground - front, shade(k.deck, 0.12)), path(skirt, 'none', { stroke: k.deckDark, sw: Math.max(1, H * 0.002), op: 0.7 }), rect(x0, front, W - x0, H * 0.012, k.deckDark));
  // Steps down from the deck's start end to the lawn: three treads, their risers.
  const steps = 3, sh = (ground - front) / steps, sd = m * 0.32;
  for (let i = 0; i < steps; i++) {
    const sy = front + sh * i, sx = x0 - sd * (i + 1);
    out.push(rect(sx, sy, x0 - sx, sh, shade(k.deck, 0.05 + i * 0.03)), rect(sx, sy, x0 - sx, Math.max(2, sh * 0.16), tint(k.deck, 0.12)));
  }
  // The handrail: posts, a top rail and spindles along the front, open over the steps.
  const rail = top - m * 0.9, rx = x0 + m * 0.25;
  let spindles = '';
  for (let x = rx + m * 0.12; x < W; x += m * 0.12) spindles += `M${n(x)} ${n(front - H * 0.005)}V${n(rail)}`;
  let posts = '';
  for (let x = rx; x < W + m; x += m * 1.4) posts += `M${n(x - m * 0.05)} ${n(front)}V${n(rail - m * 0.06)}h${n(m * 0.1)}V${n(front)}Z`;
  out.push(path(spindles, 'none', { stroke: k.deckDark, sw: Math.max(1.5, m * 0.025) }), path(posts, shade(k.deck, 0.2)), rect(rx - m * 0.06, rail - m * 0.05, W - rx + m, m * 0.07, k.deck, { rx: 2 }));
  // On the deck behind the rail: a timber planter of flowers and two chairs by a small table.
  const pxp = W * 0.52, py = top + (front - top) * 0.4;
  out.push(rect(pxp - m * 0.4, py - m * 0.4, m * 0.8, m * 0.4, shade(k.deck, 0.2)), border(c, k, c.rng.fork('box'), pxp - m * 0.42, pxp + m * 0.42, py - m * 0.4, m * 0.45, 0));
  out.push(tableSet(c, k, W * 0.8, py, m * 0.75, mix(t.second, t.card, 0.25)));
  out.push(planter(c, k, x0 - sd * 3.6, H * 0.97, m * 0.45, mix('#b5674a', t.primary, 0.1), 'lavender'));
  out.push(lights(c, k, [[rx, rail - m * 0.12], [rx + m * 1.4, rail - m * 0.12], [rx + m * 2.8, rail - m * 0.12]], m * 0.35));
  return out.join('');
}

/**
 * New fencing: slatted panels between posts along the back of a border, the last panel just hung (fresh timber), a
 * fitter holding a level to its new post, a spade in the heap of soil from the post hole, bags of postcrete.
 */
function fencingView(c: Ctx): string {
  const { W, H, t } = c, k = greens(c), r = c.rng.fork('fencing');
  const yb = H * 0.72, fh = Math.min(H * 0.46, W * 0.32), bay = fh * 0.82, m = fh / 1.8;
  const out = [sky(c, k, yb), farTrees(c, k, r, yb - fh * 0.9, H * 0.2), lawn(c, k, yb, W * 0.6, 1.4)];
  // The old run of fence, then the new panel in the last bay (fresh, paler timber) up to its new post.
  const post = W * 0.64, fresh: Greens = { ...k, timber: tint(k.timber, 0.18), timberDark: shade(k.timber, 0.05) };
  out.push(fence(k, -2, post - bay, yb, fh, bay, true), fence(fresh, post - bay, post, yb, fh, bay, true), hedge(k, r, post, W + 2, yb, fh * 0.7));
  out.push(border(c, k, r, -2, post - m * 0.5, yb + H * 0.06, fh * 0.45, H * 0.08));
  // The post hole's heap of soil at the foot of the new post, a spade in it leaning on the panel.
  const hx = post - m * 0.15, hy = yb + H * 0.075;
  out.push(path(`M${n(hx - m * 0.5)} ${n(hy)}Q${n(hx)} ${n(hy - m * 0.4)} ${n(hx + m * 0.5)} ${n(hy)}Z`, shade(k.soil, 0.1)),
    path(lineD([hx - m * 0.1, hy - m * 0.2], [hx - m * 0.3, hy - m * 1.05]), 'none', { stroke: mix('#b9895b', t.primary, 0.06), sw: Math.max(2, m * 0.04), round: true }),
    rect(hx - m * 0.4, hy - m * 1.1, m * 0.2, m * 0.05, k.timberDark, { rx: 2 }),
    path(`M${n(hx - m * 0.16)} ${n(hy - m * 0.03)}l${n(m * 0.18)} ${n(m * 0.03)}l${n(m * 0.04)} ${n(-m * 0.26)}l${n(-m * 0.18)} ${n(-m * 0.03)}Z`, c.t.dark ? '#9aa1ab' : '#8a9099'));
  // The fitter holds a level to the new post.
  const u = (m * 1.75) / 8, wx = post + u * 2.4, feet = H * 0.96;
  const fitter = worker(wx, feet, m * 1.75, { suit: suit(c), skin: crewSkin(c, 'fit'), dir: -1, head: 'cap', hat: t.primary, arm: 'reach' });
  out.push(fitter.svg, rect(post + bay * 0.03, fitter.hand[1] - m * 0.45, m * 0.07, m * 0.9, '#f2c230', { rx: 2 }), bags(c, W * 0.78, H * 0.99, m * 0.7, 2));
  return out.join('');
}

/** A fresh lawn in stripes before a clipped hedge, a gardener behind a mower in the primary finishing a stripe. */
function lawnView(c: Ctx): string {
  const { W, H, t } = c, k = greens(c), r = c.rng.fork('lawn');
  const yb = H * 0.36, hh = H * 0.16, m = Math.min(H * 0.26, W * 0.16);
  const out = [sky(c, k, yb), farTrees(c, k, r, yb - hh * 0.8, H * 0.14), lawn(c, k, yb, W * 0.62, 1.8), hedge(k, r, -2, W + 2, yb, hh), border(c, k, r, -2, W + 2, yb + H * 0.02, hh * 0.45, H * 0.03)];
  const feet = H * 0.92, wx = W * 0.3;
  const gardener = worker(wx, feet, m * 1.75, { suit: suit(c), skin: crewSkin(c, 'mow'), dir: 1, head: 'cap', hat: t.second, arm: 'hold' });
  // The mower a little larger than life, as the nearest thing in the picture; its handle up to the gardener's hand.
  const mm = m * 1.25, mx = gardener.hand[0] + mm * 1.05;
  out.push(gardener.svg, mower(c, mx, feet + m * 0.04, mm, t.primary, 1, gardener.hand));
  return out.join('');
}

/** A deep planted border: climbers on trellis along the fence, shrubs, spires and grasses in three tiers on bark, a crisp lawn edge, a trug and a trowel. */
function plantingView(c: Ctx): string {
  const { W, H, t } = c, k = greens(c), r = c.rng.fork('planting');
  const yb = H * 0.44, fh = H * 0.34, m = Math.min(H * 0.26, W * 0.16), edge = H * 0.84;
  const out = [sky(c, k, yb - fh * 0.5), farTrees(c, k, r, yb - fh * 0.95, H * 0.1), fence(k, -2, W + 2, yb, fh, fh * 1.05)];
  // Trellis on the fence with a climbing rose over it.
  let lattice = '';
  const tw = fh * 0.9, tx = W * 0.58;
  for (let i = -4; i <= 4; i++) lattice += `M${n(tx + i * tw * 0.12)} ${n(yb - fh * 0.95)}l${n(tw * 0.4)} ${n(fh * 0.8)}M${n(tx + i * tw * 0.12)} ${n(yb - fh * 0.95)}l${n(-tw * 0.4)} ${n(fh * 0.8)}`;
  let rose = '';
  const roseCol = k.blooms[0] as string;
  for (let i = 0; i < 16; i++) rose += circleD(tx + tw * r.range(-0.5, 0.5), yb - fh * r.range(0.25, 0.9), fh * r.range(0.05, 0.09));
  let blooms = '';
  for (let i = 0; i < 14; i++) blooms += circleD(tx + tw * r.range(-0.45, 0.45), yb - fh * r.range(0.3, 0.9), fh * 0.025);
  out.push(`<g clip-path="${c.defs.clip(`<rect x="${n(tx - tw * 0.5)}" y="${n(yb - fh)}" width="${n(tw)}" height="${n(fh)}"/>`)}">${path(lattice, 'none', { stroke: tint(k.timber, 0.2), sw: Math.max(2, fh * 0.012) })}</g>`,
    path(rose, k.leaf), path(blooms, roseCol));
  // The bark mulch and three tiers of planting, tallest at the back.
  out.push(rect(0, yb, W, edge - yb, c.defs.lin([[0, shade(k.soil, 0.15)], [1, k.soil]])));
  out.push(border(c, k, r, -2, W + 2, yb + H * 0.1, H * 0.3, 0, 12), border(c, k, r, -2, W + 2, yb + H * 0.24, H * 0.22, 0, 15), border(c, k, r, -2, W + 2, edge - H * 0.01, H * 0.12, 0, 18));
  out.push(lawn(c, k, edge, W * 0.5, 2), rect(0, edge - H * 0.006, W, Math.max(2, H * 0.008), k.metal));
  // A trug of cuttings and a trowel on the lawn.
  const gx = W * 0.78, gy = H * 0.96;
  out.push(ellipse(gx, gy, m * 0.5, Math.max(2, m * 0.04), t.shadow, { op: 0.2 }), path(circleD(gx - m * 0.15, gy - m * 0.28, m * 0.16) + circleD(gx + m * 0.12, gy - m * 0.3, m * 0.18), k.leafHi),
    path(`M${n(gx - m * 0.45)} ${n(gy - m * 0.25)}Q${n(gx)} ${n(gy - m * 0.95)} ${n(gx + m * 0.45)} ${n(gy - m * 0.25)}`, 'none', { stroke: k.timberDark, sw: Math.max(2, m * 0.04) }),
    path(`M${n(gx - m * 0.45)} ${n(gy - m * 0.25)}H${n(gx + m * 0.45)}Q${n(gx + m * 0.4)} ${n(gy)} ${n(gx + m * 0.3)} ${n(gy)}H${n(gx - m * 0.3)}Q${n(gx - m * 0.4)} ${n(gy)} ${n(gx - m * 0.45)} ${n(gy - m * 0.25)}Z`, mix('#b08560', t.primary, 0.1)),
    path(`M${n(W * 0.6)} ${n(gy)}l${n(m * 0.3)} ${n(-m * 0.06)}`, 'none', { stroke: t.primary, sw: Math.max(3, m * 0.07), round: true }), path(`M${n(W * 0.6 + m * 0.3)} ${n(gy - m * 0.06)}l${n(m * 0.25)} ${n(-m * 0.03)}l${n(-m * 0.02)} ${n(m * 0.08)}Z`, '#9aa1ab'));
  return out.join('');
}

/** A pond: an oval of water in a ring of stones, lily pads, irises at one end, a small fountain's plume in the middle with its ripples. */
function waterView(c: Ctx): string {
  const { W, H } = c, k = greens(c), r = c.rng.fork('water');
  const yb = H * 0.4, fh = H * 0.2;
  const out = [backdrop(c, k, yb, fh, { hedge: true, border: [-2, W + 2], vx: W * 0.7 })];
  const cx = W * 0.48, cy = H * 0.74, rx = W * 0.34, ry = H * 0.13;
  out.push(ellipse(cx, cy, rx * 1.06, ry * 1.12, shade(k.lawn, 0.2)), ellipse(cx, cy, rx, ry, c.defs.lin([[0, k.waterHi], [0.35, k.water], [1, shade(k.water, 0.25)]])));
  // The stone edge: rounded stones around the rim, larger at the front.
  let stones = '';
  for (let a = 0; a < Math.PI * 2; a += 0.22) {
    const sx = cx + Math.cos(a) * rx * 1.02, sy = cy + Math.sin(a) * ry * 1.05, s = (W * 0.022) * (0.8 + 0.5 * Math.max(0, Math.sin(a))) * r.range(0.8, 1.2);
    stones += `M${n(sx - s)} ${n(sy)}a${n(s)} ${n(s * 0.55)} 0 1 0 ${n(s * 2)} 0a${n(s)} ${n(s * 0.55)} 0 1 0 ${n(-s * 2)} 0Z`;
  }
  out.push(path(stones, k.stone, { stroke: k.joint, sw: Math.max(1, W * 0.0015) }));
  // Lily pads with a flower or two; irises at the start end.
  let pads = '';
  const at: Pt[] = [[-0.55, 0.3], [-0.4, 0.55], [0.45, 0.45], [0.6, 0.15], [0.25, 0.65]];
  for (const [px, py] of at) { const s = W * 0.028; pads += `M${n(cx + px * rx)} ${n(cy + py * ry)}l${n(s)} ${n(-s * 0.12)}a${n(s)} ${n(s * 0.4)} 0 1 1 0 ${n(s * 0.24)}Z`; }
  out.push(path(pads, k.leafHi), path(circleD(cx - 0.4 * rx, cy + 0.5 * ry, W * 0.008) + circleD(cx + 0.6 * rx, cy + 0.1 * ry, W * 0.008), k.blooms[0] as string));
  let reeds = '';
  for (let i = 0; i < 9; i++) { const x = cx - rx * 0.95 + i * W * 0.012; reeds += `M${n(x)} ${n(cy - ry * 0.1)}q${n((i - 4) * W * 0.004)} ${n(-H * 0.1)} ${n((i - 4) * W * 0.008)} ${n(-H * r.range(0.14, 0.22))}`; }
  let irises = '';
  for (let i = 0; i < 4; i++) irises += circleD(cx - rx * 0.92 + i * W * 0.025, cy - ry * 0.1 - H * r.range(0.14, 0.19), W * 0.008);
  out.push(path(reeds, 'none', { stroke: k.leafDark, sw: Math.max(2, W * 0.004), round: true }), path(irises, k.blooms[3] as string));
  // The fountain: a low stone spout, its plume rising and falling back, rings spreading round it.
  const fx = cx + rx * 0.05, fy = cy - ry * 0.1, ph = H * 0.24;
  let plume = '';
  for (const dx of [-1, -0.5, 0.5, 1]) plume += `M${n(fx)} ${n(fy - H * 0.02)}Q${n(fx + dx * W * 0.02)} ${n(fy - ph)} ${n(fx + dx * W * 0.06)} ${n(fy - H * 0.01)}`;
  out.push(ellipse(fx, fy + H * 0.01, W * 0.09, ry * 0.28, 'none', { stroke: '#ffffff', sw: Math.max(1, W * 0.002), op: 0.5 }), ellipse(fx, fy + H * 0.01, W * 0.05, ry * 0.16, 'none', { stroke: '#ffffff', sw: Math.max(1, W * 0.002), op: 0.6 }),
    path(`M${n(fx - W * 0.025)} ${n(fy + H * 0.01)}Q${n(fx)} ${n(fy - H * 0.04)} ${n(fx + W * 0.025)} ${n(fy + H * 0.01)}Z`, shade(k.stone, 0.1)),
    path(`M${n(fx)} ${n(fy - H * 0.02)}V${n(fy - ph * 0.95)}`, 'none', { stroke: '#ffffff', sw: Math.max(2, W * 0.005), op: 0.85, round: true }), path(plume, 'none', { stroke: '#ffffff', sw: Math.max(1.5, W * 0.0025), op: 0.7, round: true }));
  out.push(lights(c, k, [[fx, fy], [cx - rx * 0.8, cy - ry * 1.1], [cx + rx * 0.9, cy - ry * 0.9]], W * 0.03));
  return out.join('');
}

/**
 * A timber pergola over a bench, seen from its front a little off centre: the back posts and beam smaller toward the
 * vanishing point on the fence line, rafters from the back beam over the front one, climbing roses up the start post and
 * along the beams, a paved path leading to the bench across the lawn.
 */
function pergolaView(c: Ctx): string {
  const { W, H, t } = c, k = greens(c), r = c.rng.fork('pergola');
  const yb = H * 0.5, fh = H * 0.15, m = Math.min(H * 0.3, W * 0.19), g = H * 0.97;
  const out = [backdrop(c, k, yb, fh, { border: [-2, W + 2], vx: W * 0.5 })];
  // One-point perspective: the back of the pergola is the front scaled toward the vanishing point on the fence line.
  const V: Pt = [W * 0.42, yb], depth = (p: Pt, s: number): Pt => [V[0] + (p[0] - V[0]) * s, V[1] + (p[1] - V[1]) * s];
  const back = (p: Pt) => depth(p, 0.78);
  const x1 = W * 0.5 - m * 1.3, x2 = W * 0.5 + m * 1.3, top = g - m * 2.3, ov = m * 0.35, post = m * 0.12, wood = k.timber, dark = shade(wood, 0.18);
  // The path of slabs from the front edge of the picture to the bench.
  const q: Quad = [depth([W * 0.5 - m * 0.55, g], 0.86), depth([W * 0.5 + m * 0.55, g], 0.86), [W * 0.5 + m * 0.8, H * 1.02], [W * 0.5 - m * 0.8, H * 1.02]];
  out.push(paving(c, k, q, 3, 2));
  const bp1 = back([x1, g]), bt1 = back([x1, top]), bp2 = back([x2, g]), bt2 = back([x2, top]);
  out.push(path(lineD(bp1, bt1) + lineD(bp2, bt2), 'none', { stroke: dark, sw: post * 0.8 }),
    path(lineD(back([x1 - ov, top]), back([x2 + ov, top])), 'none', { stroke: dark, sw: m * 0.1 }));
  // The bench under the pergola, toward its back.
  const [bx, by] = depth([W * 0.5, g], 0.86), bm = m * 0.86, bw = bm * 1.6;
  out.push(ellipse(bx, by, bw * 0.6, Math.max(2, bm * 0.04), t.shadow, { op: 0.2 }),
    path(`M${n(bx - bw * 0.4)} ${n(by)}V${n(by - bm * 0.45)}M${n(bx + bw * 0.4)} ${n(by)}V${n(by - bm * 0.45)}`, 'none', { stroke: k.deckDark, sw: Math.max(2, bm * 0.05) }),
    rect(bx - bw / 2, by - bm * 0.48, bw, bm * 0.08, k.deck, { rx: 2 }), rect(bx - bw / 2, by - bm * 0.92, bw, bm * 0.32, k.deck, { rx: 2 }),
    rect(bx - bw * 0.35, by - bm * 0.68, bm * 0.36, bm * 0.22, mix(t.second, t.card, 0.25), { rx: bm * 0.05 }));
  // Rafters from the back beam over the front one, their ends showing past it; then the front posts and beam.
  let rafters = '';
  for (let i = 0; i <= 6; i++) {
    const f: Pt = [x1 - ov * 0.6 + (i * (x2 - x1 + ov * 1.2)) / 6, top - m * 0.06], b = back(f);
    rafters += lineD(b, [f[0] + (f[0] - b[0]) * 0.25, f[1] + (f[1] - b[1]) * 0.25]);
  }
  out.push(path(rafters, 'none', { stroke: tint(wood, 0.06), sw: post * 0.55 }), path(`M${n(x1)} ${n(g)}V${n(top)}M${n(x2)} ${n(g)}V${n(top)}`, 'none', { stroke: wood, sw: post }),
    rect(x1 - ov, top - m * 0.04, x2 - x1 + ov * 2, m * 0.14, wood), rect(x1 - ov, top + m * 0.08, x2 - x1 + ov * 2, m * 0.03, dark));
  // Roses: up the start post from the ground and along the front beam toward the end post, thinning out.
  let leaves = '', flowers = '';
  for (let i = 0; i < 36; i++) {
    const along = r.next(), onBeam = i % 3 === 0;
    const lx = onBeam ? x1 - ov * 0.5 + along ** 2 * (x2 - x1) * 0.8 : x1 + r.range(-0.2, 0.2) * m, ly = onBeam ? top + m * r.range(-0.06, 0.16) : top + along * (g - top) * 0.92;
    leaves += circleD(lx, ly, m * r.range(0.07, 0.12));
    if (r.chance(0.6)) flowers += circleD(lx + m * r.range(-0.08, 0.08), ly + m * r.range(-0.08, 0.08), m * 0.045);
  }
  out.push(path(leaves, k.leaf), path(flowers, k.blooms[0] as string));
  out.push(lights(c, k, [[(x1 + bx) / 2, top + m * 0.25], [(x2 + bx) / 2, top + m * 0.25]], m * 0.4));
  return out.join('');
}

/**
 * A tree surgeon at work: a big tree in the garden, a climber on ropes against its trunk with a small saw at a limb, the
 * rope up to a crotch in the crown; below, the wood chipper with branches going in, logs, and a groundworker in a helmet.
 * `felling`: the climber higher, lowering a cut limb on a rope, the groundworker at the chipper, more logs and a stump.
 */
function treeView(c: Ctx, felling: boolean): string {
  const { W, H, t } = c, k = greens(c), r = c.rng.fork('tree'), bt = c.behindText;
  const yb = H * 0.6, fh = H * 0.12, g = H * 0.9, m = Math.min(H * 0.13, W * 0.08);
  const out = [backdrop(c, k, yb, fh, { border: [-2, W + 2], vx: W * 0.6 })];
  const tx = bt ? W * 0.62 : W * 0.34, tw = m * 0.55, crown = H * 0.26;
  // Trunk and main limbs, then the crown's clumps (kept off the lower trunk where the climber works).
  const bark = k.dusk ? shade('#6b5644', 0.3) : mix('#6b5644', t.primary, 0.06);
  const limbs = `M${n(tx - tw)} ${n(g)}Q${n(tx - tw * 0.6)} ${n(H * 0.5)} ${n(tx - tw * 0.45)} ${n(crown + H * 0.06)}L${n(tx - m * 1.6)} ${n(crown - H * 0.04)}L${n(tx - m * 1.45)} ${n(crown - H * 0.07)}L${n(tx - tw * 0.1)} ${n(crown)}L${n(tx + m * 1.3)} ${n(crown - H * 0.12)}L${n(tx + m * 1.45)} ${n(crown - H * 0.09)}L${n(tx + tw * 0.45)} ${n(crown + H * 0.06)}Q${n(tx + tw * 0.6)} ${n(H * 0.5)} ${n(tx + tw)} ${n(g)}Z`;
  let clumps = ['', '', ''];
  const cr = m * 1.2;
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2, rr = cr * r.range(0.45, 0.7);
    clumps[i % 3] += circleD(tx + Math.cos(a) * m * 2.2 * r.range(0.6, 1.1), crown - H * 0.06 + Math.sin(a) * H * 0.12 * r.range(0.6, 1), rr);
  }
  clumps = clumps.map((d, i) => (i === 1 ? d + circleD(tx, crown - H * 0.12, cr * 0.9) : d));
  out.push(ellipse(tx, g, m * 2.2, Math.max(2, m * 0.12), t.shadow, { op: 0.18 }), path(clumps[0] as string, k.leafDark), path(limbs, bark), path(clumps[1] as string, k.leaf), path(clumps[2] as string, k.leafHi, { op: 0.9 }));
  // The climber on the trunk's end side, the rope from a crotch above down to the harness, a lanyard round the trunk.
  const dir: 1 | -1 = -1, ex = tx + tw * 0.55, ey = felling ? H * 0.36 : H * 0.48, u = m * 1.75 / 8;
  const cl = climber(ex, ey, u, dir, { suit: suit(c), skin: crewSkin(c, 'climb'), helmet: t.primary });
  const anchor: Pt = [tx + tw * 0.1, crown + H * 0.01];
  out.push(path(lineD(anchor, cl.hand, cl.hip), 'none', { stroke: '#f2c230', sw: Math.max(1.5, m * 0.03) }),
    path(`M${n(cl.hip[0])} ${n(cl.hip[1])}Q${n(tx)} ${n(cl.hip[1] - u * 1.2)} ${n(tx - tw * 0.55)} ${n(cl.hip[1] - u * 0.6)}`, 'none', { stroke: '#d1492c', sw: Math.max(1.5, m * 0.03) }), cl.svg);
  if (felling) {
    // A cut limb lowered on a rope from the crown; a stump nearby.
    const lx = tx + m * 1.9, ly = H * 0.6;
    out.push(path(lineD([tx + m * 0.8, crown - H * 0.02], [lx, ly - m * 0.3]), 'none', { stroke: '#f2c230', sw: Math.max(1.5, m * 0.025) }),
      path(`M${n(lx - m * 0.9)} ${n(ly + m * 0.4)}L${n(lx + m * 0.6)} ${n(ly - m * 0.35)}`, 'none', { stroke: bark, sw: m * 0.2, round: true }), path(circleD(lx + m * 0.7, ly - m * 0.55, m * 0.4) + circleD(lx + m * 1.0, ly - m * 0.3, m * 0.3), k.leaf),
      ellipse(tx - m * 2.6, g - m * 0.05, m * 0.45, m * 0.12, k.dusk ? '#b59a76' : '#e6cc9f'), rect(tx - m * 3.05, g - m * 0.05, m * 0.9, m * 0.12, bark));
  }
  // The chipper on the end side of the tree with its groundworker, logs on the start side (behind a headline, beside the chipper).
  const cx = bt ? W * 0.8 : W * 0.78;
  out.push(chipper(c, k, cx, g, m, mix('#e07b24', t.primary, 0.12), -1), logs(k, bt ? W * 0.44 : W * 0.08, g + m * 0.05, m * 0.9));
  const gw = worker(cx + m * (felling ? -2.6 : 1.6), H * 0.97, m * 1.75, { suit: suit(c), skin: crewSkin(c, 'ground'), dir: -1, head: 'hard', hat: t.primary, vest: true, arm: felling ? 'hold' : 'down' });
  out.push(gw.svg);
  return out.join('');
}

/** Hedge cutting: a tall hedge, clipped flat on the start side and shaggy on the other, a gardener on a hop-up reaching its top with a trimmer, clippings on a sheet. */
function hedgeView(c: Ctx): string {
  const { W, H, t } = c, k = greens(c), r = c.rng.fork('hedge');
  // The hedge about 2.7 m tall, as high as the gardener on the hop-up can reach with the trimmer.
  const g = H * 0.8, m = Math.min(H * 0.22, W * 0.14), hh = Math.min(H * 0.5, m * 2.7), cut = W * 0.56;
  const out = [sky(c, k, g - hh * 0.6), farTrees(c, k, r, g - hh * 1.05, H * 0.16), lawn(c, k, g, W * 0.4, 1.6)];
  out.push(hedge(k, r, -2, cut, g, hh), hedge(k, r, cut, W + 2, g, hh * 1.1, true));
  // The clippings on a sheet below the cut face.
  let bits = '';
  for (let i = 0; i < 40; i++) bits += circleD(cut + W * r.range(-0.16, 0.1), g + H * r.range(0.03, 0.09), m * r.range(0.03, 0.06));
  out.push(path(`M${n(cut - W * 0.2)} ${n(g + H * 0.1)}L${n(cut - W * 0.17)} ${n(g + H * 0.02)}H${n(cut + W * 0.14)}L${n(cut + W * 0.17)} ${n(g + H * 0.1)}Z`, mix('#4f7fa8', t.second, 0.2), { op: 0.9 }), path(bits, k.leafHi));
  // The hop-up platform, the gardener on it, the trimmer from the hand to the hedge's top.
  const px = cut - m * 0.9, ph = m * 0.5, feet = g + H * 0.12 - ph;
  out.push(rect(px - m * 0.4, feet, m * 0.8, m * 0.08, '#c9ced6'), path(`M${n(px - m * 0.35)} ${n(feet)}L${n(px - m * 0.4)} ${n(feet + ph)}M${n(px + m * 0.35)} ${n(feet)}L${n(px + m * 0.4)} ${n(feet + ph)}`, 'none', { stroke: '#8a9099', sw: Math.max(2, m * 0.04) }));
  const gd = worker(px, feet, m * 1.75, { suit: suit(c), skin: crewSkin(c, 'hedge'), dir: 1, head: 'cap', hat: t.primary, arm: 'reach' });
  const [hx, hy] = gd.hand, bx = cut + m * 0.25, by = g - hh * 1.04;
  out.push(gd.svg, path(lineD([hx - m * 0.15, hy + m * 0.05], [hx + m * 0.25, hy - m * 0.05]), 'none', { stroke: t.primary, sw: m * 0.14, round: true }),
    path(lineD([hx + m * 0.25, hy - m * 0.05], [bx, by]), 'none', { stroke: '#9aa1ab', sw: m * 0.06, round: true }), path(lineD([hx + m * 0.3, hy - m * 0.02], [bx, by + m * 0.03]), 'none', { stroke: '#5a6068', sw: m * 0.03, dash: `${n(m * 0.03)} ${n(m * 0.03)}` }));
  out.push(barrow(c, W * 0.2, H * 0.96, m * 0.9, mix('#3f6e3d', t.second, 0.15), -1, k.leafDark));
  return out.join('');
}

/**
 * Garden design, from above: a drawn plan on the studio table (a lawn's curve, a patio's grid, trees as scalloped
 * circles, borders, a path, a pond, a north arrow), samples of paving and decking beside it, a pencil, a scale rule, a
 * potted plant and a mug. Lines only, no writing.
 */
function designView(c: Ctx): string {
  const { W, H, t } = c, k = greens(c), r = c.rng.fork('design');
  const wood = t.dark ? shade(mix('#8a6446', t.primary, 0.1), 0.35) : mix('#c9a57d', t.primary, 0.08);
  let grain = '';
  for (let y = H * 0.09; y < H; y += H * 0.14) grain += `M0 ${n(y)}H${n(W)}`;
  const out = [rect(0, 0, W, H, wood), path(grain, 'none', { stroke: shade(wood, 0.12), sw: Math.max(1, H * 0.003) })];
  const u = Math.min(W / 1.6, H);
  const pw = u * 0.95, ph = u * 0.7, px = W * 0.42 - pw / 2, py = H * 0.5 - ph / 2;
  const paper = t.dark ? '#e9e5dc' : '#fbfaf6', ink = '#46505c';
  const g: string[] = [rect(px + u * 0.012, py + u * 0.015, pw, ph, t.shadow, { op: 0.2 }), rect(px, py, pw, ph, paper)];
  // The plan: the garden's outline, borders along it, a curved lawn, the patio's grid, a path, a pond, trees.
  const gx = px + pw * 0.08, gy = py + ph * 0.1, gw = pw * 0.84, gh = ph * 0.8;
  const plan = (a: number, b: number): Pt => [gx + gw * a, gy + gh * b];
  g.push(rect(gx, gy, gw, gh, mix('#cfe3b8', paper, 0.2), { stroke: ink, sw: Math.max(1.5, u * 0.004) }));
  g.push(path(`M${n(plan(0.08, 0.2)[0])} ${n(plan(0.08, 0.2)[1])}Q${n(plan(0.3, 0.05)[0])} ${n(plan(0.3, 0.05)[1])} ${n(plan(0.6, 0.18)[0])} ${n(plan(0.6, 0.18)[1])}Q${n(plan(0.92, 0.3)[0])} ${n(plan(0.92, 0.3)[1])} ${n(plan(0.85, 0.6)[0])} ${n(plan(0.85, 0.6)[1])}Q${n(plan(0.6, 0.72)[0])} ${n(plan(0.6, 0.72)[1])} ${n(plan(0.3, 0.62)[0])} ${n(plan(0.3, 0.62)[1])}Q${n(plan(0.05, 0.5)[0])} ${n(plan(0.05, 0.5)[1])} ${n(plan(0.08, 0.2)[0])} ${n(plan(0.08, 0.2)[1])}Z`, mix('#9cc77e', paper, 0.25), { stroke: ink, sw: Math.max(1, u * 0.003) }));
  const [ax, ay] = plan(0.05, 0.74), [bx2, by2] = plan(0.62, 0.98);
  let grid = '';
  for (let i = 1; i < 6; i++) grid += `M${n(ax + (bx2 - ax) * (i / 6))} ${n(ay)}V${n(by2)}`;
  for (let i = 1; i < 3; i++) grid += `M${n(ax)} ${n(ay + (by2 - ay) * (i / 3))}H${n(bx2)}`;
  g.push(rect(ax, ay, bx2 - ax, by2 - ay, mix('#d7d2c8', paper, 0.2), { stroke: ink, sw: Math.max(1, u * 0.003) }), path(grid, 'none', { stroke: ink, sw: Math.max(1, u * 0.0015), op: 0.6 }));
  g.push(path(`M${n(plan(0.7, 0.98)[0])} ${n(plan(0.7, 0.98)[1])}Q${n(plan(0.72, 0.8)[0])} ${n(plan(0.72, 0.8)[1])} ${n(plan(0.9, 0.72)[0])} ${n(plan(0.9, 0.72)[1])}`, 'none', { stroke: ink, sw: Math.max(1, u * 0.003), dash: `${n(u * 0.012)} ${n(u * 0.008)}` }));
  g.push(ellipse(plan(0.8, 0.86)[0], plan(0.8, 0.86)[1], gw * 0.07, gh * 0.06, mix('#8cc4e4', paper, 0.2), { stroke: ink, sw: Math.max(1, u * 0.003) }));
  let trees = '', dots = '';
  for (const [a, b, s] of [[0.12, 0.12, 0.08], [0.88, 0.12, 0.1], [0.94, 0.5, 0.07], [0.45, 0.06, 0.06]] as const) {
    const [cx, cy] = plan(a, b), rr = gw * s;
    let d = '';
    for (let i = 0; i < 9; i++) { const a0 = (i / 9) * Math.PI * 2, a1 = ((i + 1) / 9) * Math.PI * 2; d += `${i ? '' : `M${n(cx + Math.cos(a0) * rr)} ${n(cy + Math.sin(a0) * rr)}`}Q${n(cx + Math.cos((a0 + a1) / 2) * rr * 1.25)} ${n(cy + Math.sin((a0 + a1) / 2) * rr * 1.25)} ${n(cx + Math.cos(a1) * rr)} ${n(cy + Math.sin(a1) * rr)}`; }
    trees += d + 'Z';
    dots += circleD(cx, cy, Math.max(1.5, u * 0.004));
  }
  for (let i = 0; i < 18; i++) dots += circleD(gx + gw * r.range(0.02, 0.98), gy + gh * (i % 2 ? r.range(0.02, 0.06) : r.range(0.94, 0.98)), Math.max(1.5, u * 0.005));
  g.push(path(trees, mix('#6f9f58', paper, 0.3), { stroke: ink, sw: Math.max(1, u * 0.003) }), path(dots, ink));
  // The north arrow in a corner of the sheet.
  const nx = px + pw * 0.95, ny = py + ph * 0.1;
  g.push(path(`M${n(nx)} ${n(ny - u * 0.035)}L${n(nx + u * 0.015)} ${n(ny + u * 0.02)}L${n(nx)} ${n(ny + u * 0.01)}L${n(nx - u * 0.015)} ${n(ny + u * 0.02)}Z`, ink));
  out.push(`<g transform="rotate(-3 ${n(W * 0.42)} ${n(H * 0.5)})">${g.join('')}</g>`);
  // Samples beside the sheet: three paving squares and a decking board; a plant, a pencil, a scale rule, a mug.
  const sx = px + pw + u * 0.06, s = u * 0.12;
  const swatches = [k.stone, mix('#c9b08a', t.bg, 0.1), mix('#6b6f75', t.bg, 0.1)];
  swatches.forEach((col, i) => out.push(rect(sx + (i % 2) * s * 0.3, py + i * s * 1.15, s, s, col, { rx: 2, stroke: shade(col, 0.2), sw: 1, tf: `rotate(${[4, -6, 8][i]} ${n(sx + s / 2)} ${n(py + i * s * 1.15 + s / 2)})` })));
  let boardGrain = '';
  for (let i = 1; i < 4; i++) boardGrain += `M${n(sx)} ${n(py + s * 3.6 + i * s * 0.12)}h${n(s * 1.8)}`;
  out.push(rect(sx, py + s * 3.6, s * 1.8, s * 0.5, k.deck, { rx: 2 }), path(boardGrain, 'none', { stroke: k.deckDark, sw: 1 }));
  const ptx = px - u * 0.1, pty = py + ph * 0.2;
  let fronds = '', inner = '';
  for (let i = 0; i < 7; i++) { const a = (i / 7) * 360; fronds += leafD(ptx, pty, u * 0.11, a); inner += leafD(ptx, pty, u * 0.07, a + 25); }
  out.push(path(circleD(ptx, pty, u * 0.08), mix('#b5674a', t.primary, 0.1)), path(circleD(ptx, pty, u * 0.065), shade(k.soil, 0.1)), path(fronds, k.leaf), path(inner, k.leafHi));
  out.push(`<g transform="rotate(28 ${n(px + pw * 0.7)} ${n(py + ph + u * 0.04)})">${rect(px + pw * 0.5, py + ph + u * 0.035, u * 0.3, u * 0.016, '#f2c230', { rx: 2 })}${path(`M${n(px + pw * 0.5 + u * 0.3)} ${n(py + ph + u * 0.035)}l${n(u * 0.03)} ${n(u * 0.008)}l${n(-u * 0.03)} ${n(u * 0.008)}Z`, '#e9d3b0')}</g>`);
  let ticks = '';
  for (let i = 1; i < 20; i++) ticks += `M${n(px + pw * 0.05 + i * u * 0.018)} ${n(py - u * 0.04)}v${n(i % 5 ? u * 0.008 : u * 0.016)}`;
  out.push(rect(px + pw * 0.05, py - u * 0.045, u * 0.37, u * 0.03, t.dark ? '#dcdcd6' : '#f4f1ea', { rx: 2 }), path(ticks, 'none', { stroke: ink, sw: 1 }));
  const mx = px - u * 0.08, my = py + ph * 0.8;
  out.push(path(circleD(mx, my, u * 0.055), t.primary), path(circleD(mx, my, u * 0.042), t.dark ? '#3b2a20' : '#6b4a33'), rect(mx + u * 0.05, my - u * 0.012, u * 0.03, u * 0.024, t.primary, { rx: 2 }));
  return out.join('');
}

/**
 * The crew's tipper van on the drive (the cab in the primary, a caged tipper body heaped with green waste, no writing),
 * tools leaning on its tail, bags of compost stacked in front, a wheelbarrow of soil.
 */
function crewView(c: Ctx): string {
  const { W, H, t } = c, k = greens(c), r = c.rng.fork('crew');
  const yb = H * 0.56, hh = H * 0.2, g = H * 0.84, m = Math.min(W * 0.11, H * 0.17);
  const gravel = k.dusk ? mix('#55524c', t.bg, 0.3) : mix('#d8cdb8', t.bg, 0.15);
  let chips = '';
  for (let i = 0; i < 70; i++) chips += `M${n(W * r.next())} ${n(yb + (H - yb) * r.range(0.05, 1))}h0`;
  const out = [sky(c, k, yb), farTrees(c, k, r, yb - hh * 0.8, H * 0.16), rect(0, yb, W, H - yb, gravel), path(chips, 'none', { stroke: shade(gravel, 0.18), sw: Math.max(2, H * 0.006), round: true }), hedge(k, r, -2, W + 2, yb + H * 0.02, hh)];
  const x0 = W * 0.04, X = (q: number) => x0 + q * m, col = t.primary, dark = shade(col, 0.3), glass = t.dark ? mix('#7f9bb5', t.bg, 0.3) : mix('#cfe0ea', t.bg, 0.2);
  const body = `M${n(X(0.05))} ${n(g - m * 0.45)}V${n(g - m * 1.05)}Q${n(X(0.08))} ${n(g - m * 1.18)} ${n(X(0.45))} ${n(g - m * 1.22)}L${n(X(0.9))} ${n(g - m * 2.0)}Q${n(X(0.98))} ${n(g - m * 2.1)} ${n(X(1.15))} ${n(g - m * 2.1)}H${n(X(2.25))}V${n(g - m * 0.45)}Z`;
  const r0 = m * 0.38;
  let mesh = '';
  for (let q = 2.7; q < 5.3; q += 0.3) mesh += `M${n(X(q))} ${n(g - m * 1.95)}V${n(g - m * 1.2)}`;
  for (let y = g - m * 1.8; y < g - m * 1.2; y += m * 0.18) mesh += `M${n(X(2.4))} ${n(y)}H${n(X(5.4))}`;
  let waste = '';
  for (let i = 0; i < 10; i++) waste += circleD(X(2.65 + i * 0.28), g - m * (1.75 + r.range(0, 0.3)), m * r.range(0.2, 0.32));
  out.push(ellipse(X(2.8), g, m * 3, Math.max(2, m * 0.08), t.shadow, { op: 0.25 }),
    rect(X(0.1), g - m * 0.6, m * 5.3, m * 0.2, '#2a2e35'), path(waste, k.leaf),
    rect(X(2.4), g - m * 1.2, m * 3.0, m * 0.5, mix('#9aa1ab', t.bg, 0.1)), path(mesh, 'none', { stroke: k.metal, sw: Math.max(1, m * 0.02) }),
    rect(X(2.4), g - m * 2.0, m * 3.0, m * 0.06, k.metal), rect(X(2.4), g - m * 2.0, m * 0.06, m * 1.3, k.metal), rect(X(5.34), g - m * 2.0, m * 0.06, m * 1.3, k.metal),
    path(body, col), path(`M${n(X(1.0))} ${n(g - m * 1.92)}H${n(X(1.55))}V${n(g - m * 1.38)}H${n(X(0.66))}ZM${n(X(1.65))} ${n(g - m * 1.92)}H${n(X(2.15))}V${n(g - m * 1.38)}H${n(X(1.65))}Z`, glass),
    path(`M${n(X(1.6))} ${n(g - m * 1.95)}V${n(g - m * 0.5)}M${n(X(2.2))} ${n(g - m * 1.95)}V${n(g - m * 0.5)}`, 'none', { stroke: dark, sw: Math.max(1.5, m * 0.025) }),
    rect(X(0.02), g - m * 0.58, m * 0.4, m * 0.16, dark, { rx: 2 }), rect(X(0.06), g - m * 1.0, m * 0.16, m * 0.12, '#fff3c4', { rx: 2 }), rect(X(0.86), g - m * 1.6, m * 0.1, m * 0.18, dark, { rx: 2 }),
    rect(X(0.1), g - m * 1.1, m * 2.1, m * 0.08, t.second),
    ...[0.85, 4.3].map((q) => path(circleD(X(q), g - r0, r0), '#2a2e35') + path(circleD(X(q), g - r0, r0 * 0.5), '#c9ced6')));
  // Tools leaning back on the tipper's tail; in front, nearer and larger, the compost and the barrow.
  out.push(tools(c, k, X(5.5), g, m * 0.9, -m * 0.22), bags(c, W * 0.42, H * 0.985, m * 1.25, 5), barrow(c, W * 0.8, H * 0.975, m * 1.2, mix('#3f6e3d', t.second, 0.15), -1, k.soil));
  return out.join('');
}
