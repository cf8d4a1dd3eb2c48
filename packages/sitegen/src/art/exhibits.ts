import type { Ctx } from './ctx';
import { sibling } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, ellipse, n, path, rect } from './svg';
import { person } from './scene-kit';
import { vase } from './objects';
import { armchair, bookcase, bunting, kidsTable } from './props-rooms';
import { chalkboard, floorLamp, pottedPlant } from './props';

/**
 * Rooms of places people visit and of schools (service.ts `TRADES`): a gallery or museum room with framed
 * pictures under picture lights, a bench, a sculpture on a plinth or a display case, a visitor looking;
 * a primary classroom with a board, pinned drawings and small tables; a public library's shelves and reading corner. Side-on, standing on
 * the floor line `f`, scaled by `s` (about the height of a table), x positions from `x(k)` (fraction k of
 * the width, narrowed behind a banner headline: service.ts `across`).
 */

const sh = (c: Ctx, x: number, y: number, w: number) => ellipse(x, y, w / 2, Math.max(2, w * 0.04), c.t.shadow, { op: 0.18 });

/**
 * A framed painting at (x, y) of w × h (top left), with a small caption card beside it and a picture
 * light above: `kind` 0 a landscape, 1 colour fields, 2 a portrait.
 */
function painting(c: Ctx, x: number, y: number, w: number, h: number, kind: number): string {
  const { t } = c;
  const frame = t.dark ? '#c9a86a' : mix('#3b3026', t.text, 0.2);
  const m = Math.min(w, h) * 0.07, ix = x + m, iy = y + m, iw = w - m * 2, ih = h - m * 2;
  const out = [rect(x + 4, y + 6, w, h, t.shadow, { op: 0.14 }), rect(x, y, w, h, frame), rect(ix, iy, iw, ih, '#fbf8f2')];
  const p = ix + iw * 0.08, q = iy + ih * 0.08, pw = iw * 0.84, ph = ih * 0.84;
  if (kind === 0) {
    out.push(rect(p, q, pw, ph, c.defs.lin([[0, mix('#9ccbea', t.second, 0.25)], [1, mix('#fdf0d8', t.bg, 0.3)]])),
      circle(p + pw * 0.72, q + ph * 0.3, Math.min(pw, ph) * 0.1, '#fff4d6'),
      path(`M${n(p)} ${n(q + ph * 0.7)}Q${n(p + pw * 0.35)} ${n(q + ph * 0.45)} ${n(p + pw * 0.65)} ${n(q + ph * 0.66)}T${n(p + pw)} ${n(q + ph * 0.6)}V${n(q + ph)}H${n(p)}Z`, mix('#7fae7a', t.second, 0.25)),
      path(`M${n(p)} ${n(q + ph * 0.85)}Q${n(p + pw * 0.5)} ${n(q + ph * 0.72)} ${n(p + pw)} ${n(q + ph * 0.86)}V${n(q + ph)}H${n(p)}Z`, mix('#5b8a58', t.primary, 0.15)));
  } else if (kind === 1) {
    out.push(rect(p, q, pw, ph, tint(t.second, 0.75)), rect(p + pw * 0.06, q + ph * 0.08, pw * 0.88, ph * 0.42, t.primary, { op: 0.9 }),
      rect(p + pw * 0.06, q + ph * 0.56, pw * 0.52, ph * 0.36, t.second), rect(p + pw * 0.64, q + ph * 0.56, pw * 0.3, ph * 0.36, '#f2c14e', { op: 0.9 }));
  } else {
    out.push(rect(p, q, pw, ph, mix(t.pSoft, '#e9dfcf', 0.5)), ellipse(p + pw * 0.5, q + ph * 0.36, pw * 0.16, ph * 0.17, mix('#c89b7b', t.primary, 0.1)),
      path(`M${n(p + pw * 0.18)} ${n(q + ph)}Q${n(p + pw * 0.2)} ${n(q + ph * 0.58)} ${n(p + pw * 0.5)} ${n(q + ph * 0.56)}Q${n(p + pw * 0.8)} ${n(q + ph * 0.58)} ${n(p + pw * 0.82)} ${n(q + ph)}Z`, shade(t.primary, 0.2)));
  }
  // The picture light and its glow on the wall; the caption card.
  const lx = x + w / 2;
  out.push(path(`M${n(lx - w * 0.35)} ${n(y - h * 0.04)}L${n(lx + w * 0.35)} ${n(y - h * 0.04)}L${n(lx + w * 0.5)} ${n(y + h * 0.6)}L${n(lx - w * 0.5)} ${n(y + h * 0.6)}Z`, '#fff4d6', { op: 0.16 }),
    rect(lx - w * 0.2, y - h * 0.07, w * 0.4, h * 0.035, shade(frame, 0.1), { rx: 2 }),
    rect(x + w + w * 0.06, y + h * 0.62, w * 0.12, h * 0.09, tint(t.card, 0.4), { stroke: tint(t.text, 0.7), sw: 1 }));
  return out.join('');
}

/** A low gallery bench, seen from the side: a padded top on two legs. */
function bench(c: Ctx, x: number, y: number, s: number): string {
  const w = s * 1.6, top = y - s * 0.4, leg = shade(c.t.text, 0.15);
  return [sh(c, x, y, w), path(`M${n(x - w * 0.42)} ${n(top)}V${n(y)}M${n(x + w * 0.42)} ${n(top)}V${n(y)}`, 'none', { stroke: leg, sw: s * 0.06 }),
    rect(x - w / 2, top - s * 0.1, w, s * 0.12, mix(c.t.primary, c.t.card, 0.3), { rx: s * 0.04 })].join('');
}

/** A white plinth with a glazed vessel on it (a gallery's sculpture), or a glass display case with an urn (a museum's). */
function plinth(c: Ctx, x: number, y: number, s: number, glass: boolean): string {
  const { t } = c;
  const w = s * 0.6, h = s * 1.05, top = y - h;
  const block = mix('#ffffff', t.bg, 0.15);
  const out = [sh(c, x, y, w * 1.2), rect(x - w / 2, top, w, h, block), rect(x + w * 0.28, top, w * 0.22, h, shade(block, 0.08))];
  const pot = vase(c, x, top, w * 0.62, s * 0.55, glass ? mix('#b0714a', t.primary, 0.15) : mix(t.second, t.card, 0.1), glass ? 0.6 : 0.2, glass);
  out.push(pot);
  if (glass) out.push(rect(x - w * 0.55, top - s * 0.75, w * 1.1, s * 0.75, '#dff1f7', { op: 0.28, stroke: '#ffffff', sw: 1.5 }),
    path(`M${n(x - w * 0.35)} ${n(top - s * 0.68)}L${n(x - w * 0.15)} ${n(top - s * 0.2)}`, 'none', { stroke: '#ffffff', sw: 2, op: 0.6 }));
  return out.join('');
}

/**
 * A gallery or museum room: three framed pictures under picture lights along the wall, a bench, a
 * sculpture on a plinth (a museum's: an urn in a glass case) and a visitor beside the largest picture.
 * The hang changes by sibling, so the hero and a card do not show the same wall.
 */
export function exhibition(c: Ctx, f: number, s: number, x: (k: number) => number, museum: boolean): string {
  const { W, H, t } = c;
  const hang = sibling(c, 3, 'exhibition');
  const kinds = [[0, 1, 2], [1, 2, 0], [2, 0, 1]][hang] as number[];
  const rail = path(`M0 ${n(H * 0.09)}H${n(W)}`, 'none', { stroke: shade(t.bg, 0.12), sw: 2 });
  const wall = [painting(c, x(0.06), H * 0.2, W * 0.2, H * 0.3, kinds[0]!), painting(c, x(0.38), H * 0.26, W * 0.13, H * 0.2, kinds[1]!),
    painting(c, x(0.64), H * 0.16, W * 0.22, H * 0.36, kinds[2]!)];
  // A visitor beside the largest picture, looking at it; light, so the picture stays the subject.
  const visitor = person(x(0.9), f + H * 0.02, s * 1.7, mix(t.primary, t.card, 0.25), false, -0.4);
  return [rail, ...wall, ellipse(x(0.5), f + H * 0.08, W * 0.36, H * 0.04, t.sSoft, { op: 0.7 }),
    bench(c, x(0.2), f + H * 0.04, s), plinth(c, x(0.5), f + H * 0.02, s, museum), visitor].join('');
}

/** A child's drawing pinned to the wall: a sun and a house, or a flower, on white paper. */
function drawing(c: Ctx, x: number, y: number, w: number, k: number): string {
  const h = w * 0.8, { t } = c;
  const out = [rect(x, y, w, h, '#ffffff', { stroke: tint(t.text, 0.75), sw: 1 }), circle(x + w / 2, y + h * 0.04, w * 0.04, t.primary)];
  if (k % 2 === 0) out.push(circle(x + w * 0.75, y + h * 0.28, w * 0.1, '#f2c14e'), rect(x + w * 0.2, y + h * 0.5, w * 0.36, h * 0.36, t.second),
    path(`M${n(x + w * 0.14)} ${n(y + h * 0.52)}L${n(x + w * 0.38)} ${n(y + h * 0.28)}L${n(x + w * 0.62)} ${n(y + h * 0.52)}Z`, t.primary));
  else out.push(path(`M${n(x + w * 0.5)} ${n(y + h * 0.9)}V${n(y + h * 0.45)}`, 'none', { stroke: '#5b8a58', sw: 2 }),
    circle(x + w * 0.5, y + h * 0.36, w * 0.14, t.second), circle(x + w * 0.5, y + h * 0.36, w * 0.05, '#f2c14e'));
  return out.join('');
}

/**
 * A primary classroom: bunting, a board, children's drawings pinned up, two small tables with their chairs. Not a tutor's desk: the room is a class's.
 */
export function classroom(c: Ctx, f: number, s: number, x: (k: number) => number): string {
  const { W, H, t } = c;
  const pics = [0, 1, 2, 3].map((i) => drawing(c, x(0.56) + i * W * 0.085, H * (i % 2 === 0 ? 0.2 : 0.25), W * 0.07, i));
  return [bunting(c, W * 0.04, W * 0.96, H * 0.08, Math.min(W, H) * 0.16), chalkboard(c, x(0.14), H * 0.16, W * 0.32, H * 0.28), ...pics,
    ellipse(x(0.5), f + H * 0.09, W * 0.4, H * 0.05, tint(t.sSoft, 0.1), { op: 0.9 }),
    kidsTable(c, x(0.22), f + H * 0.03, s * 1.15), kidsTable(c, x(0.73), f + H * 0.06, s * 1.15)].join('');
}

/**
 * A public library: a wall of tall bookcases, a reading table with a lamp and a stack of books, an armchair
 * and a plant. The shelves change side by sibling, so the hero and a card do not show the same wall.
 */
export function library(c: Ctx, f: number, s: number, x: (k: number) => number): string {
  const { W, H, t } = c;
  const k = s * 1.35;
  const shelves = [0.02, 0.17, 0.32].map((at) => bookcase(c, x(at), f, k));
  const wood = mix('#b98b5e', t.primary, 0.1), top = f - s * 0.75;
  const books = [0, 1, 2].map((i) => rect(x(0.6) - s * 0.2 + i * s * 0.02, top - s * (0.08 + i * 0.07), s * 0.42 - i * s * 0.05, s * 0.07, [t.primary, t.second, tint(t.primary, 0.4)][i] as string, { rx: 2 }));
  return [...shelves, ellipse(x(0.66), f + H * 0.06, W * 0.3, H * 0.04, t.sSoft, { op: 0.8 }),
    path(`M${n(x(0.6) - s * 0.55)} ${n(top)}V${n(f)}M${n(x(0.6) + s * 0.55)} ${n(top)}V${n(f)}`, 'none', { stroke: shade(wood, 0.25), sw: s * 0.05 }),
    rect(x(0.6) - s * 0.65, top - s * 0.02, s * 1.3, s * 0.07, wood, { rx: 2 }), ...books,
    path(`M${n(x(0.6) + s * 0.35)} ${n(top)}v${n(-s * 0.45)}l${n(-s * 0.12)} ${n(-s * 0.1)}`, 'none', { stroke: shade(t.text, 0.1), sw: s * 0.03, round: true }),
    path(`M${n(x(0.6) + s * 0.13)} ${n(top - s * 0.5)}l${n(s * 0.22)} ${n(-s * 0.08)}l${n(s * 0.04)} ${n(s * 0.16)}Z`, t.second),
    armchair(c, x(0.84), f, s * 0.95, mix(t.second, t.card, 0.45), -1), floorLamp(c, x(0.95), f, s), pottedPlant(c, x(0.47), f, s * 0.9)].join('');
}
