// The browser build: one self-contained module (svgo's node entry loads css-tree data files with a runtime
// require that a Lambda bundle cannot carry).
import { optimize } from 'svgo/browser';
import type { Composer, Ctx } from './ctx';
import { splitSeed } from './ctx';
import { tonesOf } from './palette';
import type { ArtPalette } from './palette';
import { createRng, fnv1a } from './rng';
import { Defs, n } from './svg';
import { cleanText, FONT } from './text';
import { productScreen } from './product-screen';
import { brand } from './brand';
import { dishes } from './dishes';
import { tableSetting } from './table-setting';
import { mosaic } from './mosaic';
import { photoTile } from './photo-tile';
import { products } from './products';
import { service } from './service';
import { map } from './map';
import { stage } from './stage';
import { community } from './community';
import { studio } from './studio';
import { property } from './homes';
import { interior } from './interiors';
import { mockups } from './mockups';
import { books } from './books';
import { game } from './game';

export type { ArtPalette } from './palette';

/** What an illustration shows; each kind is one composer (see the README of this folder, `art/README.md`). */
export type ArtKind = 'product-screen' | 'dishes' | 'table-setting' | 'mosaic' | 'photo-tile' | 'products' | 'brand' | 'service' | 'map' | 'stage' | 'community' | 'studio' | 'property' | 'interior' | 'mockups' | 'books' | 'game';

/** One illustration request. Every field except kind/seed/palette/size is optional; all text is untrusted. */
export interface ArtSpec {
  kind: ArtKind;
  /** Any string (project id + slot); same seed+spec ⇒ byte-identical SVG. Different seeds ⇒ visibly different compositions. */
  seed: string;
  palette: ArtPalette;
  /** Words from the brief (feature names, dish or product words…). Untrusted: escaped and clipped here. May be empty, any script. */
  labels: string[];
  /** Business name or section title; may be shown small (e.g. the app window's title bar). Untrusted. */
  title?: string;
  /** Output size in px: viewBox 0 0 width height, width/height attributes set. Clamped to 16..4096; bad values give 800×600. */
  width: number; height: number;
  /** Right-to-left sites: the composition is mirrored (sidebar on the right) and text is set direction="rtl". */
  dir?: 'ltr' | 'rtl';
  /** Index among siblings (gallery tiles, item cards) so siblings differ. */
  variant?: number;
  /** Extra words that hint at the trade ("pizza pasta trattoria", "pottery wheel studio"). */
  hints?: string;
  /**
   * The picture is the background of a banner hero: the headline sits on its start side (left, or
   * right in RTL) under a scrim of the hero colour, so the composition keeps its subject on the end
   * side and only quiet surface under the text (kinds that know how: dishes).
   */
  behindText?: boolean;
}

/** All kinds, in the order of the type (for tests and benches). */
export const ART_KINDS: readonly ArtKind[] = ['product-screen', 'dishes', 'table-setting', 'mosaic', 'photo-tile', 'products', 'brand', 'service', 'map', 'stage', 'community', 'studio', 'property', 'interior', 'mockups', 'books', 'game'];

const COMPOSERS: Record<ArtKind, Composer> = {
  'product-screen': productScreen, dishes, 'table-setting': tableSetting, mosaic, 'photo-tile': photoTile,
  products, brand, service, map, stage, community, studio, property, interior, mockups, books, game,
};

/** Hard ceiling per image (the page budget is ~150 KB at 375 px); past it the brand composition is used. */
export const MAX_BYTES = 20_000;

const size = (v: unknown, dflt: number): number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.max(16, Math.min(4096, Math.round(v))) : dflt;

function build(spec: ArtSpec, kind: ArtKind): string {
  const W = size(spec.width, 800), H = size(spec.height, 600);
  const seed = typeof spec.seed === 'string' ? spec.seed : String(spec.seed ?? '');
  const variant = Number.isInteger(spec.variant) ? Math.abs(spec.variant as number) % 1000 : 0;
  const labels = (Array.isArray(spec.labels) ? spec.labels : []).slice(0, 24).map((l) => cleanText(l, 120)).filter(Boolean);
  const title = cleanText(spec.title, 80);
  const hints = cleanText(spec.hints, 400);
  const rtl = spec.dir === 'rtl';
  const c: Ctx = {
    W, H, t: tonesOf(spec.palette), defs: new Defs(), rtl, labels, title, variant, seed, ...splitSeed(seed), behindText: spec.behindText === true,
    rng: createRng(`${kind}|${seed}|${variant}`),
    // The trade is read from the brief (hints) and the name, not from the labels: those are the section's
    // own words, often sample text ("Illustration 1 for …" made a band's gallery an art studio's).
    words: `${hints} ${title}`.toLowerCase(),
  };
  let body = COMPOSERS[kind](c);
  // Mirror for RTL; text() flips each label back so the words themselves read normally.
  if (rtl) body = `<g transform="matrix(-1 0 0 1 ${W} 0)">${body}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="${FONT}"${rtl ? ' direction="rtl"' : ''}>` +
    `${c.defs}${body}</svg>`;
}

function minify(svg: string, seed: string): string {
  const prefix = `a${fnv1a(seed).toString(36).slice(0, 4)}`;
  // A lean plugin list: the composers already write rounded numbers and few elements, so svgo's
  // costly passes (path rewriting, merging, style inlining) saved ~10 % for 5–10× the CPU time, which
  // the generate job pays per image (issue 15: generate ▶ ready ≤ 300 ms offline).
  return optimize(svg, {
    multipass: false,
    floatPrecision: 1,
    plugins: [
      'removeComments', 'cleanupAttrs', 'cleanupNumericValues', 'convertColors', 'removeUselessDefs',
      'removeUselessStrokeAndFill', 'removeEmptyAttrs', 'removeEmptyContainers', 'collapseGroups', 'cleanupIds',
      // Unique ids per image, so two illustrations inlined in one page cannot swap gradients.
      { name: 'prefixIds', params: { prefix, delim: '' } },
    ],
  }).data;
}

/**
 * Compose one illustration. Pure and deterministic (same spec ⇒ byte-identical output); never throws:
 * an unknown kind or any failure falls back to 'brand', and past that to a plain palette panel.
 * @returns a complete standalone SVG document (xmlns, viewBox and width/height set; no scripts, links
 *   or external references), optimised with svgo; normally a few KB, never over `MAX_BYTES`.
 */
export function composeArt(spec: ArtSpec): string {
  const s = (spec ?? {}) as ArtSpec;
  const seed = typeof s.seed === 'string' ? s.seed : '';
  const kind: ArtKind = Object.prototype.hasOwnProperty.call(COMPOSERS, s.kind) ? s.kind : 'brand';
  for (const k of kind === 'brand' ? (['brand'] as const) : [kind, 'brand' as const]) {
    try {
      const out = minify(build(s, k), seed);
      if (out.length <= MAX_BYTES) return out;
    } catch {
      // fall through to the next composition
    }
  }
  const W = size(s.width, 800), H = size(s.height, 600);
  const bg = tonesOf(s.palette).pSoft;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><rect width="${n(W)}" height="${n(H)}" fill="${bg}"/></svg>`;
}
