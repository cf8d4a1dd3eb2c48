import type { Ctx } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, ellipse, n, path, rect } from './svg';
import { vase } from './objects';

/**
 * Props for the rooms a client-facing service shows beside its treatment room (service.ts `STATIONS`):
 * a reception counter and waiting chairs, a massage room's towels and oils, a rehab corner's wall bars
 * and weights, a consulting desk's shelves. Side-on, standing on the floor line y, scaled by s (≈ the
 * height of a table), like props.ts.
 */

const sh = (c: Ctx, x: number, y: number, w: number) => ellipse(x, y, w / 2, Math.max(2, w * 0.04), c.t.shadow, { op: 0.18 });

/** A round wall clock showing ten past ten. */
export function wallClock(c: Ctx, x: number, y: number, r: number): string {
  const ink = shade(c.t.text, 0.1);
  return circle(x, y, r, c.t.card, { stroke: ink, sw: r * 0.1 }) +
    path(`M${n(x)} ${n(y)}L${n(x - r * 0.4)} ${n(y - r * 0.3)}M${n(x)} ${n(y)}L${n(x + r * 0.55)} ${n(y - r * 0.45)}`, 'none', { stroke: ink, sw: r * 0.09, round: true });
}

/** A simple side chair facing right (legs, seat, back), in col. */
export function chair(c: Ctx, x: number, y: number, s: number, col: string): string {
  const leg = shade(c.t.text, 0.15);
  return sh(c, x, y, s * 0.7) + path(`M${n(x - s * 0.28)} ${n(y)}V${n(y - s * 0.45)}M${n(x + s * 0.28)} ${n(y)}V${n(y - s * 0.45)}`, 'none', { stroke: leg, sw: s * 0.04 }) +
    rect(x - s * 0.34, y - s * 0.52, s * 0.68, s * 0.1, col, { rx: s * 0.04 }) + rect(x - s * 0.34, y - s * 1.05, s * 0.1, s * 0.6, shade(col, 0.1), { rx: s * 0.04 });
}

/** Reception counter with a monitor, a bell and a small vase; the front panel in the brand colour. */
export function receptionDesk(c: Ctx, x: number, y: number, s: number): string {
  const w = s * 2.6, top = y - s * 0.95, wood = mix('#d9c2a3', c.t.primary, 0.08), screen = shade(c.t.text, 0.05);
  return [sh(c, x, y, w * 1.05), rect(x - w / 2, top, w, y - top, wood, { rx: 3 }), rect(x - w / 2, top + s * 0.25, w, s * 0.18, c.t.primary, { op: 0.85 }),
    rect(x - w / 2 - s * 0.05, top - s * 0.05, w + s * 0.1, s * 0.07, shade(wood, 0.18), { rx: 2 }),
    rect(x - s * 0.55, top - s * 0.5, s * 0.6, s * 0.38, screen, { rx: 3 }), rect(x - s * 0.3, top - s * 0.12, s * 0.1, s * 0.08, screen), rect(x - s * 0.5, top - s * 0.45, s * 0.5, s * 0.28, mix(c.t.sSoft, '#ffffff', 0.3)),
    vase(c, x + s * 0.8, top - s * 0.05, s * 0.16, s * 0.3, c.t.second, 0.4, false), ellipse(x + s * 0.35, top - s * 0.06, s * 0.1, s * 0.03, shade(c.t.text, 0.2))].join('');
}

/** A stack of rolled and folded towels on a low stool, and two oil bottles. */
export function towels(c: Ctx, x: number, y: number, s: number): string {
  const cloth = tint(c.t.second, 0.65), fold = tint(c.t.primary, 0.7), wood = mix('#b98b5e', c.t.primary, 0.1);
  const out = [sh(c, x, y, s * 1.1), rect(x - s * 0.5, y - s * 0.5, s, s * 0.06, wood), path(`M${n(x - s * 0.42)} ${n(y)}V${n(y - s * 0.46)}M${n(x + s * 0.42)} ${n(y)}V${n(y - s * 0.46)}`, 'none', { stroke: shade(wood, 0.2), sw: s * 0.05 })];
  for (let i = 0; i < 3; i++) out.push(rect(x - s * 0.42, y - s * (0.62 + i * 0.12), s * 0.5, s * 0.11, i % 2 ? fold : cloth, { rx: s * 0.04 }));
  out.push(circle(x + s * 0.28, y - s * 0.6, s * 0.09, cloth), circle(x + s * 0.28, y - s * 0.6, s * 0.04, shade(cloth, 0.15)));
  for (const [dx, col] of [[0.15, mix('#c98a3c', c.t.primary, 0.15)], [0.32, mix('#7a9a6a', c.t.second, 0.15)]] as const) {
    out.push(rect(x + s * dx, y - s * 0.95, s * 0.1, s * 0.22, col, { rx: s * 0.03, op: 0.9 }), rect(x + s * (dx + 0.025), y - s * 1.02, s * 0.05, s * 0.07, shade(col, 0.3)));
  }
  return out.join('');
}

/** Wall bars (stall bars) against the wall, a rolled mat beside them. */
export function wallBars(c: Ctx, x: number, y: number, s: number): string {
  const wood = mix('#c9a06e', c.t.primary, 0.08), h = s * 2.6, w = s * 0.9;
  let rungs = '';
  for (let i = 1; i < 10; i++) rungs += `M${n(x)} ${n(y - (h * i) / 10)}h${n(w)}`;
  return [path(rungs, 'none', { stroke: wood, sw: s * 0.05, round: true }), rect(x - s * 0.05, y - h, s * 0.07, h, shade(wood, 0.12)), rect(x + w - s * 0.02, y - h, s * 0.07, h, shade(wood, 0.12)),
    sh(c, x + w + s * 0.4, y, s * 0.5), rect(x + w + s * 0.2, y - s * 0.9, s * 0.3, s * 0.9, c.t.second, { rx: s * 0.15 }), rect(x + w + s * 0.2, y - s * 0.62, s * 0.3, s * 0.05, shade(c.t.second, 0.25))].join('');
}

/** A pair of dumbbells on the floor and a foam roller. */
export function floorWeights(c: Ctx, x: number, y: number, s: number): string {
  const iron = shade(c.t.text, 0.2);
  const bell = (dx: number) => rect(x + dx - s * 0.2, y - s * 0.12, s * 0.4, s * 0.05, iron) + rect(x + dx - s * 0.25, y - s * 0.2, s * 0.1, s * 0.2, iron, { rx: 3 }) + rect(x + dx + s * 0.15, y - s * 0.2, s * 0.1, s * 0.2, iron, { rx: 3 });
  return sh(c, x + s * 0.3, y, s * 1.6) + bell(0) + bell(s * 0.6) + rect(x - s * 0.9, y - s * 0.24, s * 0.6, s * 0.24, c.t.primary, { rx: s * 0.12 });
}

/** A bookcase: three shelves of books in the palette, a plant pot on top. */
export function bookcase(c: Ctx, x: number, y: number, s: number): string {
  const wood = mix('#9c7352', c.t.primary, 0.12), w = s * 1.1, h = s * 2.1;
  const cols = [c.t.primary, c.t.second, tint(c.t.primary, 0.4), shade(c.t.second, 0.2), mix(c.t.card, c.t.text, 0.25)];
  const out = [sh(c, x + w / 2, y, w), rect(x, y - h, w, h, wood)];
  for (let k = 0; k < 3; k++) {
    const sy = y - h + s * 0.08 + k * (h / 3);
    out.push(rect(x + s * 0.06, sy, w - s * 0.12, h / 3 - s * 0.14, shade(wood, 0.35)));
    for (let i = 0, bx = x + s * 0.1; i < 6 && bx < x + w - s * 0.22; i++) {
      const bw = s * (0.08 + ((i + k) % 3) * 0.03), bh = h / 3 - s * (0.2 + ((i * 7 + k) % 3) * 0.05);
      out.push(rect(bx, sy + (h / 3 - s * 0.14) - bh, bw, bh, cols[(i + k * 2) % cols.length]!));
      bx += bw + s * 0.02;
    }
  }
  return out.join('');
}

/** A framed certificate or diploma (no text: a seal and ruled lines). */
export function certificate(c: Ctx, x: number, y: number, w: number, h: number): string {
  let lines = '';
  for (let i = 0; i < 3; i++) lines += `M${n(x + w * 0.2)} ${n(y + h * (0.32 + i * 0.14))}h${n(w * (0.6 - i * 0.12))}`;
  return rect(x + 3, y + 5, w, h, c.t.shadow, { op: 0.12 }) + rect(x, y, w, h, mix('#b98b5e', c.t.primary, 0.15)) + rect(x + w * 0.08, y + w * 0.08, w * 0.84, h - w * 0.16, tint(c.t.card, 0.5)) +
    path(lines, 'none', { stroke: mix(c.t.card, c.t.text, 0.35), sw: Math.max(1.5, h * 0.03) }) + circle(x + w * 0.72, y + h * 0.74, h * 0.08, c.t.second);
}
