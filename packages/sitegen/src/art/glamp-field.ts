import { CAMPSITE } from '../choose-blueprint';
import { unicodeWords } from '../word-re';
import type { Ctx } from './ctx';
import { mirrorX, zoom } from './ctx';
import { mix, shade, tint } from './palette';
import { circleD, ellipse, g, lineD, n, path, rect } from './svg';
import { ridge } from './scene-kit';
import { stroke } from './club-figures';
import { specialistView } from './specialists';
import { bellTent, campChair, campfire, ground, lights } from './camp-kit';
import type { Kit } from './glamp-units';
import { shepherdsHut, treehouse } from './glamp-units';
import { PITCH_UNITS } from './pitch-words';
import { type Gear, gearOf, traveller, WALK } from './tour-kit';
import { dog } from './props-trade';

/**
 * A glamping site's hero, about and other pictures (service.ts; its pitch cards stay campsite.ts's units): not a hotel's
 * bedroom, which its treehouse and cabin words picked, nor a touring campsite's caravan and dome tent, but its meadow under
 * the hills: a treehouse in its oak, a shepherd's hut, a bell tent, a wood-fired hot tub steaming in front with its stove,
 * a fire pit ringed by camping chairs, strings of lights on poles between them (lit, with the windows, at dusk on a dark
 * site, a moon and the first stars). Eight drawings walked by `specialistView` (salt `glampfield`): the meadow wide, close
 * on the hot tub, on the fire pit with two guests by it, on the treehouse, on the shepherd's hut, on the bell tent, and
 * the hot tub and the hut from the other side, and for about the meadow turned round (guests at the fire). Behind a banner headline the meadow keeps its units on the end side, unmirrored. No words.
 */

/** "Glamping" in the site languages (choose-blueprint `CAMPSITE` has the word; these count it). */
const GLAMPING = unicodeWords(/\bglamping\w*|\bglampings?\b|グランピング|豪华露营|精致露营|جلامبينج|تخييم فاخر/giu);

/** A place to stay that is no glamping site: a hotel, a B&B, an inn, a guest house, a hostel (not "glamping", lodges or cabins). */
const ROOMS = unicodeWords(/\b(?:(?<!(?:dog|dogs|pet|pets|cat|cats) )hotels?|guest ?houses?|b&bs?|bed and breakfasts?|inns?|hostels?|aparthotels?|pensi[oó]n|hostal|chambres? d['’]h[oô]tes|gasthaus|gasthof|albergo|pensione|ostell[oi])\b|旅館|民宿|ホテル|酒店|宾馆|فندق|(?<!م)نزل/iu);

/** The units a glamping site names (campsite.ts draws them on its pitch cards), and those a touring campsite's pitches are. */
const GLAMP_UNITS = new Set(['shepherd', 'treehouse', 'yurt', 'safari', 'pod', 'tipi', 'dome', 'cabin', 'lodge', 'wagon', 'airstream', 'bell']);
const TOURING = new Set(['tent', 'hookup', 'hardstanding', 'static']);

/**
 * Whether the words (lower case) are a glamping site's: campsite or glamping words (choose-blueprint `CAMPSITE`), more kinds
 * of glamping unit (and the word itself) named than touring pitches, and no hotel or B&B named before them.
 */
export function glampingSite(words: string): boolean {
  const i = words.search(CAMPSITE);
  if (i < 0) return false;
  const r = words.search(ROOMS);
  if (r >= 0 && r < i) return false;
  const named = PITCH_UNITS.filter(([, re]) => re.test(words)).map(([u]) => u);
  const glamp = new Set(named.filter((u) => GLAMP_UNITS.has(u))).size + (words.match(GLAMPING)?.length ?? 0);
  return glamp > new Set(named.filter((u) => TOURING.has(u))).size;
}

/** The meadow's colours: dusk on a dark site. */
interface Meadow { dusk: boolean; kit: Kit; canvas: string; water: string; steam: string }

/** The sky, hills, tree line and mown field (camp-kit.ts `ground` by day; at dusk its own, with a moon and stars); returns the field's top. */
function meadowGround(c: Ctx, out: string[], dusk: boolean): number {
  if (!dusk) return ground(c, out);
  const { W, H, t, rng } = c;
  const top = H * rng.range(0.56, 0.62);
  out.push(rect(0, 0, W, top, c.defs.lin([[0, mix('#241f4e', t.primary, 0.15)], [0.75, mix('#9a5a7a', t.primary, 0.2)], [1, mix('#f0a27a', t.primary, 0.15)]])));
  let stars = '';
  for (let i = 0; i < 26; i++) stars += `M${n(rng.range(0, W))} ${n(rng.range(0, top * 0.5))}h0`;
  const mr = Math.min(W, H) * 0.03, mx = W * 0.8, my = H * 0.14;
  out.push(stroke(stars, '#ffffff', Math.max(1.5, H * 0.003), 0.7),
    path(`M${n(mx)} ${n(my - mr)}A${n(mr)} ${n(mr)} 0 1 0 ${n(mx)} ${n(my + mr)}A${n(mr * 0.72)} ${n(mr)} 0 1 1 ${n(mx)} ${n(my - mr)}Z`, '#fbf1d8', { op: 0.9 }),
    ridge(rng, W, H, top - H * 0.16, H * 0.12, mix('#4e4670', t.primary, 0.12), true, 6), ridge(rng, W, H, top - H * 0.06, H * 0.08, mix('#34405a', t.second, 0.1), true, 8));
  let trees = '';
  for (let x = -W * 0.02; x < W * 1.05; x += W * rng.range(0.04, 0.07)) { const r = H * rng.range(0.035, 0.07); trees += `M${n(x - r)} ${n(top)}A${n(r)} ${n(r * 1.3)} 0 0 1 ${n(x + r)} ${n(top)}Z`; }
  out.push(path(trees, mix('#1f2e2a', t.second, 0.1)), rect(0, top, W, H - top, mix('#2f4a32', t.second, 0.1)));
  const band = (H - top) / 6;
  for (let i = 1; i < 6; i += 2) out.push(rect(0, top + band * i, W, band, '#ffffff', { op: 0.04 }));
  return top;
}

function meadowOf(c: Ctx): Meadow {
  const { t } = c, dusk = t.dark, wood = mix('#a7744a', t.second, 0.08);
  return {
    dusk, canvas: mix('#f3ead8', t.bg, 0.15), water: dusk ? mix('#3d6a8a', t.primary, 0.1) : mix('#7fc0da', t.second, 0.15), steam: '#ffffff',
    kit: { col: dusk ? tint(t.primary, 0.1) : t.primary, canvas: mix('#f3ead8', t.bg, 0.15), wood, woodDark: shade(wood, 0.38), glass: dusk ? '#ffd58a' : '#bcd7ea',
      leaf: dusk ? mix('#3f6a45', t.second, 0.1) : mix('#5d9156', t.second, 0.1), leafDark: dusk ? mix('#2a4630', t.second, 0.1) : shade(mix('#4f7f55', t.second, 0.12), 0.12), tin: mix('#aab1b8', t.second, 0.08) },
  };
}

/** A wood-fired hot tub at (x, y), s wide: a timber barrel with staves and hoops, its water, steps, the stove's pipe smoking, steam rising. */
function hotTub(x: number, y: number, s: number, m: Meadow, col: string, bather?: Gear): string {
  const k = m.kit, h = s * 0.42, top = y - h, rx = s / 2, ry = s * 0.12;
  let staves = '';
  for (let i = 1; i < 10; i++) staves += `M${n(x - rx + (s * i) / 10)} ${n(top + ry * 0.6)}V${n(y - ry * 0.3)}`;
  const hoop = (yy: number) => `M${n(x - rx)} ${n(yy)}Q${n(x)} ${n(yy + ry * 1.2)} ${n(x + rx)} ${n(yy)}`;
  const steam = (sx: number, sy: number, l: number) => `M${n(sx)} ${n(sy)}q${n(l * 0.3)} ${n(-l * 0.3)} 0 ${n(-l * 0.55)}q${n(-l * 0.3)} ${n(-l * 0.25)} 0 ${n(-l * 0.5)}`;
  const px = x + rx + s * 0.12;
  return g([ellipse(x, y, rx * 1.3, ry * 0.6, '#000000', { op: 0.14 }),
    // The stove beside it and its pipe, smoking.
    rect(px - s * 0.08, y - h * 0.55, s * 0.16, h * 0.55, '#2f3238', { rx: s * 0.02 }), rect(px - s * 0.025, y - h * 1.9, s * 0.05, h * 1.4, '#3b3f46'),
    path(circleD(px + s * 0.06, y - h * 2.1, s * 0.05) + circleD(px + s * 0.13, y - h * 2.35, s * 0.07), '#ffffff', { op: 0.3 }),
    rect(px - s * 0.05, y - h * 0.4, s * 0.1, h * 0.16, m.dusk ? '#ffb05a' : '#d9762f', { rx: s * 0.01 }),
    path(`M${n(x - rx)} ${n(top)}V${n(y - ry * 0.3)}Q${n(x)} ${n(y + ry * 0.9)} ${n(x + rx)} ${n(y - ry * 0.3)}V${n(top)}Z`, k.wood),
    stroke(staves, shade(k.wood, 0.22), Math.max(1, s * 0.006)), stroke(hoop(top + h * 0.22) + hoop(top + h * 0.72), '#3b3f46', Math.max(1.5, s * 0.014)),
    ellipse(x, top, rx, ry, shade(k.wood, 0.3)), ellipse(x, top + ry * 0.12, rx * 0.9, ry * 0.78, m.water),
    ellipse(x - rx * 0.3, top + ry * 0.05, rx * 0.3, ry * 0.2, '#ffffff', { op: 0.35 }),
    // A bather up to the shoulders in the water, an arm along the rim.
    ...(bather ? [path(`M${n(x + rx * 0.05)} ${n(top + ry * 0.2)}q0 ${n(-s * 0.14)} ${n(s * 0.12)} ${n(-s * 0.14)}q${n(s * 0.12)} 0 ${n(s * 0.12)} ${n(s * 0.14)}Z`, shade(bather.skin, 0.05)),
      path(circleD(x + rx * 0.05 + s * 0.12, top - s * 0.2, s * 0.065), bather.skin), path(`M${n(x + rx * 0.05 + s * 0.055)} ${n(top - s * 0.2)}a${n(s * 0.065)} ${n(s * 0.065)} 0 0 1 ${n(s * 0.13)} 0Z`, bather.hair),
      stroke(lineD([x + rx * 0.05 + s * 0.2, top - s * 0.06], [x + rx * 0.85, top - ry * 0.2]), bather.skin, s * 0.04)] : []),
    // Steps up to the rim, a towel over it in the unit's colour.
    rect(x - rx - s * 0.2, y - h * 0.5, s * 0.22, h * 0.12, shade(k.wood, 0.1)), rect(x - rx - s * 0.26, y - h * 0.22, s * 0.3, h * 0.12, shade(k.wood, 0.1)),
    path(`M${n(x - rx * 0.62)} ${n(top + ry * 0.2)}q${n(s * 0.08)} ${n(-ry * 0.6)} ${n(s * 0.15)} 0v${n(h * 0.36)}q${n(-s * 0.075)} ${n(ry * 0.4)} ${n(-s * 0.15)} 0Z`, col),
    stroke(steam(x - rx * 0.4, top - ry, s * 0.34) + steam(x + rx * 0.05, top - ry * 1.2, s * 0.42) + steam(x + rx * 0.5, top - ry, s * 0.3), m.steam, Math.max(2, s * 0.03), m.dusk ? 0.35 : 0.55)]);
}

/** A fire pit at (x, y) ringed by camping chairs, s the ring's size; two guests seated by it when `guests`. */
function firePit(c: Ctx, x: number, y: number, s: number, m: Meadow, guests: boolean): string {
  const { t } = c, out: string[] = [];
  if (m.dusk) out.push(path(circleD(x, y - s * 0.2, s * 0.9), c.defs.rad([[0, '#ffb05a', 0.4], [1, '#ffb05a', 0]])));
  out.push(campChair(x - s * 0.95, y - s * 0.1, s * 0.95, t.second), campChair(x + s * 0.95, y - s * 0.08, s * 0.9, mix(t.second, '#f2c14e', 0.5)),
    ellipse(x, y, s * 0.5, s * 0.14, '#3b3f46'), campfire(x, y - s * 0.02, s * 0.42));
  if (guests) {
    // Two guests on a log, side-on to the fire.
    const logY = y + s * 0.5, h = s * 1.6;
    const a = traveller(x - s * 1.35, logY + h * 0.02, h, gearOf(c, 2, { cold: true }), 1, WALK.sit);
    const b = traveller(x - s * 0.95, logY + h * 0.02, h * 0.96, gearOf(c, 3), 1, { lean: 6, legs: [[84, 2], [80, -6]], arms: [[50, 120], [30, 70]] });
    out.push(rect(x - s * 1.75, a.hip[1] + h * 0.02, s * 1.1, h * 0.12, m.kit.woodDark, { rx: h * 0.05 }), a.svg, b.svg, path(circleD(b.hand[0] + h * 0.02, b.hand[1] - h * 0.01, h * 0.03), t.primary));
  }
  return g(out);
}

/** What a view of the meadow has of its own: guests at the fire, a bather in the tub, the treehouse lit, a dog, chairs at the tent. */
interface Extras { swap?: boolean; guests?: boolean; bather?: boolean; lit?: boolean; dog?: boolean; chairs?: boolean }

/** The meadow: the units in a row at the back, the hot tub and fire pit in front, lights between poles; `swap` turns the row round. */
function meadow(c: Ctx, o: Extras): { body: string; spots: Record<'tub' | 'fire' | 'tree' | 'hut' | 'bell', [number, number]> } {
  const { W, H, t } = c, m = meadowOf(c), out: string[] = [];
  // Behind a headline the meadow's units stand smaller on the end side.
  const top = meadowGround(c, out, m.dusk), s = Math.min(W, H * 1.6) * (c.behindText ? 0.72 : 1);
  const X = (q: number) => (c.behindText ? W * (0.5 + q * 0.5) : W * q);
  const back = top + (H - top) * 0.34, front = top + (H - top) * 0.8;
  const swap = o.swap === true;
  const tree = X(swap ? 0.82 : 0.17), hut = X(0.5), bell = X(swap ? 0.16 : 0.83);
  out.push(treehouse(tree, back + H * 0.02, s * 0.5, m.kit, m.dusk || o.lit === true), shepherdsHut(hut, back, s * 0.29, { ...m.kit, col: m.dusk ? shade(t.second, 0.1) : t.second }),
    bellTent(bell, back + H * 0.01, s * 0.27, m.canvas));
  // The hot tub and the fire pit in front, lights on two poles over the fire.
  // The fire pit in front of the tent, a string of lights from the tent's pole down to a post on the fire's other side.
  const tub = X(swap ? 0.72 : 0.28), fire = X(swap ? 0.25 : 0.75), fs = s * 0.085;
  const px = fire + (swap ? 1 : -1) * fs * 1.5, py = front - fs * 2.4, apex = back + H * 0.01 - s * 0.27 * 0.85;
  out.push(stroke(lineD([px, py], [px, front + fs * 0.3]), shade(m.kit.wood, 0.3), Math.max(2, s * 0.005)), swap ? lights(c, bell, apex, px, py) : lights(c, px, py, bell, apex));
  if (o.chairs) out.push(campChair(bell - s * 0.1, back + H * 0.03, s * 0.06, t.second), campChair(bell + s * 0.1, back + H * 0.035, s * 0.058, mix(t.second, '#f2c14e', 0.5)));
  if (o.dog) out.push(dog(c, hut + s * 0.2, back + H * 0.04, s * 0.05, mix('#a0683a', t.primary, 0.08)));
  out.push(hotTub(tub, front + H * 0.03, s * 0.19, m, t.primary, o.bather ? gearOf(c, 5) : undefined), firePit(c, fire, front + H * 0.02, fs, m, o.guests === true));
  return { body: out.join(''), spots: { tub: [tub, front - s * 0.05], fire: [fire, front - s * 0.03], tree: [tree, back - s * 0.2], hut: [hut, back - s * 0.06], bell: [bell, back - s * 0.05] } };
}

export function glampField(c: Ctx): string {
  const view = c.behindText ? 0 : specialistView(c, 'glampfield');
  // Views: 0 the meadow, 1 the hot tub with a bather, 2 the fire pit with guests, 3 the treehouse lit, 4 the shepherd's hut
  // with a dog at its steps, 5 the bell tent with chairs, 6 the hot tub and the hut from the other side (a bather, guests at
  // the fire), 7 the meadow turned round with its guests and the treehouse lit.
  const extras: readonly Extras[] = [{}, { bather: true }, { guests: true }, { lit: true }, { swap: true, dog: true }, { chairs: true }, { swap: true, guests: true, bather: true }, { swap: true, guests: true, lit: true }];
  const { body, spots } = meadow(c, extras[view] as Extras);
  const close = (spot: [number, number], k: number) => zoom(c, body, k, spot[0], spot[1]);
  switch (view) {
    case 1: return close(spots.tub, 2.3);
    case 2: return mirrorX(c, close(spots.fire, 2.6));
    case 3: return close(spots.tree, 1.9);
    case 4: return mirrorX(c, close(spots.hut, 2.3));
    case 5: return close(spots.bell, 2.4);
    case 6: return mirrorX(c, zoom(c, body, 1.45, (spots.tub[0] + spots.hut[0]) / 2, (spots.tub[1] + spots.hut[1]) / 2));
    default: return body;
  }
}
