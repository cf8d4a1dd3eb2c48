import type { Ctx } from './ctx';
import { mirrorX, sibling } from './ctx';
import type { Rng } from './rng';
import { createRng } from './rng';
import type { Light } from './scene-kit';
import { lightFor, vignette } from './scene-kit';
import type { Scene } from './scenes-land';
import { arches, boatTrip, dunes, figure, forest, garden, houses, mountains, sea } from './scenes-land';
import { bouquet, concert, couple, flash, hills, portrait, pottery, rings, stillLife } from './scenes-still';
import { forge } from './forge';
import { smiths } from './forge-words';

/** Every photo-like scene by name. */
export const SCENES = { mountains, sea, forest, dunes, figure, houses, arches, couple, portrait, rings, bouquet, stillLife, pottery, concert, hills, garden, flash, boatTrip } satisfies Record<string, Scene>;
export type SceneName = keyof typeof SCENES;

/** Words of trips on the water (boat tours, cruises, kayaking, snorkelling, whale watching), in the site languages. */
export const COAST_TRIPS = /\bboats?\b|boat (?:trips?|tours?)|\bsail(?:ing)?\b|yacht|\bcruises?\b|catamaran|kayak|snorkel|scuba|\bdiving\b|whale|dolphin|paddle ?board|\bsurf(?:ing)?\b|fishing trips?|sea caves?|passeios? de barco|paseos? en barco|excursi[oó]n(?:es)? en barco|balade en bateau|bootstour\w*|bootsfahrt\w*|gita in barca|boottocht\w*|クルーズ|游船|رحلات? بحرية/;

/** Scene pools by trade words; the first pools matched come first, defaults after for variety. */
const POOLS: readonly (readonly [RegExp, readonly SceneName[]])[] = [
  // Whole words: "developers" is not "elope", "customer engagement" not an engagement shoot.
  [/wedding|\bbrides?\b|bridal|\belop(?:e|es|ed|ing|ement)\b|engagement (?:shoot|photo|session|ring)|engaged couples?|\bmarri(?:age|ed|ages)\b|honeymoon|casamentos?|noivos?|\bbodas?\b|novios?|\bmariages?\b|\bmari[ée]s\b|hochzeit\w*|brautpaar\w*|matrimoni\w*|\bnozze\b|\bsposi\b|bruiloft\w*|trouwfotogra\w*|結婚式|ウェディング|婚礼|婚纱|زفاف|عرس/, ['couple', 'portrait', 'rings', 'bouquet', 'arches']],
  // A tattoo studio's work: flash sheets first (before the portrait and art pools its words also reach).
  [/tattoo|\bflash\b|fine-?line|blackwork|piercing|tatuaj|tatouage|t[aä]towier|tatuaggi|tatoeage|タトゥー|刺青|纹身|وشم/, ['flash', 'portrait', 'figure', 'arches']],
  [/\bpott(?:er|ery|ers|ing)\b|ceramic|\bclay\b|\bkilns?\b|stoneware/, ['pottery', 'stillLife', 'arches', 'bouquet']],
  [/concert|\bband\b|\bgigs?\b|music|festival|\bdj\b|synth/, ['concert', 'figure', 'portrait', 'houses']],
  // A gardener's work: gardens first (before the landscape and the still-life pools it would otherwise fall into).
  [/garden|landscap|\blawns?\b|hedges?\b|horticult|tree surgeon/, ['garden', 'forest', 'hills', 'figure']],
  // Boat trips and the coast before walking: a boat tour to the sea caves shows the boat, the cliffs and the sea.
  [COAST_TRIPS, ['boatTrip', 'sea', 'houses', 'dunes']],
  // Walking and mountain words before city ones: "Travel & Tourism" alone names no place.
  [/landscape|\bnature\b|outdoor|\bhik(?:e|es|ing|ers?)\b|mountain|adventure|\bwild|\bwalking\b|trek|\btrails?\b|\balps\b|dolomit|\bhuts?\b/, ['mountains', 'forest', 'figure', 'hills', 'sea']],
  [/\bporto\b|lisbon|\bcity\b|\bcities\b|\burban\b|architect|\bstreets?\b|amsterdam/, ['houses', 'arches']],
  [/portrait|\bfamil(?:y|ies)\b|fashion|\bmodels?\b|headshot|newborn/, ['portrait', 'figure', 'arches']],
  [/still life|interior|flor|flower|decor/, ['stillLife', 'bouquet', 'arches']],
  // An art gallery's words, not a photographer's "online gallery" of the day's photos (which drew a shelf of pots),
  // nor a tattoo studio's "resident artists" (the same shelf of pots among its flash sheets).
  [/\bart\b|\bartist(?!s\b)|paint|illustrat|art galler(?:y|ies)|(?<!air)craft/, ['stillLife', 'arches', 'pottery', 'portrait']],
];
const DEFAULT: readonly SceneName[] = ['mountains', 'sea', 'portrait', 'houses', 'stillLife', 'forest', 'figure', 'arches', 'dunes', 'hills'];
/** Scenes that say nothing about a trade (places, people), which pad a matched trade's own: a vase of flowers in a band's gallery would. */
const PAD: readonly SceneName[] = DEFAULT.filter((s) => s !== 'stillLife');

/** The ordered, distinct scene names suited to the brief's words. */
export function scenePool(c: Ctx): SceneName[] {
  const out: SceneName[] = [];
  for (const [re, names] of POOLS) if (re.test(c.words)) for (const s of names) if (!out.includes(s)) out.push(s);
  const extra = createRng(`${c.family}|pool`).shuffle((out.length ? PAD : DEFAULT).filter((s) => !out.includes(s)));
  // A matched trade keeps its own scenes first; neutral scenes only pad (a wedding site shows weddings first).
  return [...out, ...extra];
}

/** Draw one scene into a w×h box at the origin, finished with a lens vignette. */
export function drawScene(c: Ctx, name: SceneName, r: Rng, w: number, h: number, L?: Light): string {
  return SCENES[name](c, r, w, h, L ?? lightFor(c, r)) + vignette(c, w, h, name === 'concert' ? 0.4 : 0.22);
}

/**
 * One gallery photo: the scene is chosen from the brief's pool by a per-project offset plus `variant`
 * (`sibling`), so tiles 0–5 of one gallery, the hero and the about image are different scenes while the
 * same tile is stable.
 */
export function photoTile(c: Ctx): string {
  // A blacksmith's gallery is its forge and ironwork, eight drawings walked by sibling (art/forge.ts).
  if (smiths(c.words)) return forge(c);
  const pool = scenePool(c);
  const own = new Set(POOLS.filter(([re]) => re.test(c.words)).flatMap(([, names]) => names)).size;
  // At least eight scenes, so six gallery tiles, the hero and the about image never repeat; the
  // trade's own scenes come first, the family-shuffled defaults pad.
  const span = own ? Math.min(pool.length, Math.max(8, own)) : pool.length;
  // A tattoo studio's gallery is mostly flash sheets (each seed draws other motifs in another order).
  const name = pool[0] === 'flash' && c.variant % 2 === 0 ? 'flash' : pool[sibling(c, span, 'tile')] as SceneName;
  const body = drawScene(c, name, c.rng, c.W, c.H);
  // Two tiles of one scene (another page, a second project) also differ in viewpoint.
  return c.rng.fork('flip').chance(0.5) ? mirrorX(c, body) : body;
}
