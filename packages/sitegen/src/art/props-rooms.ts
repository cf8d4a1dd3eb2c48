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

/** A made bed side-on: headboard in the brand colour, white pillows, a duvet and a throw across its foot. */
export function bed(c: Ctx, x: number, y: number, s: number): string {
  const w = s * 2.8, top = y - s * 0.55, head = mix(c.t.primary, c.t.card, 0.25), duvet = mix(c.t.card, c.t.second, 0.22);
  const leg = shade(c.t.text, 0.2);
  return [sh(c, x, y, w * 1.05), rect(x - w / 2 - s * 0.08, y - s * 1.25, s * 0.16, s * 1.25, head, { rx: s * 0.06 }),
    path(`M${n(x - w * 0.45)} ${n(y)}v${n(-s * 0.12)}M${n(x + w * 0.47)} ${n(y)}v${n(-s * 0.12)}`, 'none', { stroke: leg, sw: s * 0.05 }),
    rect(x - w / 2, top, w, s * 0.45, '#ffffff', { rx: s * 0.05 }), rect(x - w / 2 + s * 0.1, top - s * 0.18, s * 0.55, s * 0.22, '#ffffff', { rx: s * 0.1 }),
    rect(x - w / 2 + s * 0.18, top - s * 0.14, s * 0.55, s * 0.2, shade('#ffffff', 0.05), { rx: s * 0.1 }),
    rect(x - w / 2 + s * 0.7, top - s * 0.04, w - s * 0.7, s * 0.36, duvet, { rx: s * 0.06 }), rect(x + w * 0.18, top - s * 0.05, w * 0.2, s * 0.4, c.t.primary, { rx: s * 0.04, op: 0.85 })].join('');
}

/** A bedside table with a lamp glowing warm. */
export function bedside(c: Ctx, x: number, y: number, s: number): string {
  const wood = mix('#b98b5e', c.t.primary, 0.1), glow = c.defs.rad([[0, '#ffd58a', 0.55], [1, '#ffd58a', 0]]);
  return [sh(c, x, y, s * 0.6), rect(x - s * 0.3, y - s * 0.6, s * 0.6, s * 0.6, wood, { rx: 3 }), rect(x - s * 0.26, y - s * 0.42, s * 0.52, s * 0.04, shade(wood, 0.2)),
    circle(x, y - s * 0.95, s * 0.5, glow), rect(x - s * 0.03, y - s * 0.85, s * 0.06, s * 0.25, shade(c.t.text, 0.1)),
    path(`M${n(x - s * 0.2)} ${n(y - s * 0.82)}L${n(x - s * 0.13)} ${n(y - s * 1.05)}H${n(x + s * 0.13)}L${n(x + s * 0.2)} ${n(y - s * 0.82)}Z`, mix('#f3e3c3', c.t.primary, 0.1))].join('');
}

/** Curtains either side of a window (x, y, w, h), gathered with a tie. */
export function curtains(c: Ctx, x: number, y: number, w: number, h: number): string {
  const col = mix(c.t.sSoft, c.t.second, 0.2);
  return [rect(x - w * 0.12, y - h * 0.06, w * 1.24, h * 0.03, shade(c.t.text, 0.15)),
    path(`M${n(x - w * 0.12)} ${n(y - h * 0.04)}H${n(x + w * 0.12)}Q${n(x + w * 0.02)} ${n(y + h * 0.5)} ${n(x + w * 0.06)} ${n(y + h * 1.05)}H${n(x - w * 0.12)}Z`, col),
    path(`M${n(x + w * 1.12)} ${n(y - h * 0.04)}H${n(x + w * 0.88)}Q${n(x + w * 0.98)} ${n(y + h * 0.5)} ${n(x + w * 0.94)} ${n(y + h * 1.05)}H${n(x + w * 1.12)}Z`, col)].join('');
}

/** A nursery's bunting: a string of triangles in the palette (no letters). */
export function bunting(c: Ctx, x1: number, x2: number, y: number, s: number): string {
  const cols = [c.t.primary, c.t.second, '#f2c14e', mix(c.t.primary, c.t.card, 0.5), '#7cc4a4'];
  let out = path(`M${n(x1)} ${n(y)}Q${n((x1 + x2) / 2)} ${n(y + s * 0.5)} ${n(x2)} ${n(y)}`, 'none', { stroke: shade(c.t.text, 0.2), sw: 1.5 });
  const k = 9;
  for (let i = 0; i < k; i++) {
    const t = (i + 0.5) / k, px = x1 + (x2 - x1) * t, py = y + s * 0.5 * 4 * t * (1 - t) * 0.5 + 1;
    out += path(`M${n(px - s * 0.14)} ${n(py)}H${n(px + s * 0.14)}L${n(px)} ${n(py + s * 0.3)}Z`, cols[i % cols.length]!);
  }
  return out;
}

/** Toy building blocks stacked on the floor, and a ball. */
export function toyBlocks(c: Ctx, x: number, y: number, s: number): string {
  const cols = [c.t.primary, '#f2c14e', c.t.second, '#7cc4a4'];
  const b = s * 0.26;
  return [sh(c, x + b * 0.5, y, b * 3), rect(x - b, y - b, b, b, cols[0]!, { rx: 2 }), rect(x + 0.05 * b, y - b, b, b, cols[1]!, { rx: 2 }), rect(x - b * 0.45, y - b * 2, b, b, cols[2]!, { rx: 2 }),
    circle(x + b * 2, y - b * 0.6, b * 0.6, cols[3]!), path(`M${n(x + b * 1.45)} ${n(y - b * 0.6)}h${n(b * 1.1)}`, 'none', { stroke: '#ffffff', sw: 2, op: 0.7 })].join('');
}

/** A low children's table with two small chairs. */
export function kidsTable(c: Ctx, x: number, y: number, s: number): string {
  const top = y - s * 0.42, wood = mix('#d9b98e', c.t.primary, 0.08);
  return [sh(c, x, y, s * 1.6), rect(x - s * 0.7, top, s * 1.4, s * 0.07, wood, { rx: 3 }), path(`M${n(x - s * 0.6)} ${n(top)}V${n(y)}M${n(x + s * 0.6)} ${n(top)}V${n(y)}`, 'none', { stroke: shade(wood, 0.25), sw: s * 0.06 }),
    chair(c, x - s * 1.0, y, s * 0.6, c.t.second), chair(c, x + s * 1.0, y, s * 0.6, '#f2c14e'), rect(x - s * 0.25, top - s * 0.05, s * 0.3, s * 0.05, '#ffffff'), circle(x + s * 0.3, top - s * 0.06, s * 0.06, c.t.primary)].join('');
}

/**
 * An upholstered armchair seen from the side, the sitter facing `facing` (1: right, -1: left): high
 * back, rolled arm, seat cushion, short wooden legs. A counselling room's pair faces each other.
 */
export function armchair(c: Ctx, x: number, y: number, s: number, col: string, facing: 1 | -1): string {
  const wood = mix('#8a623f', c.t.primary, 0.1);
  const body = [sh(c, x, y, s * 1.3),
    path(`M${n(x - s * 0.42)} ${n(y)}l${n(-s * 0.05)} ${n(-s * 0.2)}M${n(x + s * 0.42)} ${n(y)}l${n(s * 0.05)} ${n(-s * 0.2)}`, 'none', { stroke: wood, sw: s * 0.06, round: true }),
    rect(x - s * 0.7, y - s * 1.3, s * 0.32, s * 1.1, shade(col, 0.12), { rx: s * 0.14, tf: `rotate(-7 ${n(x - s * 0.55)} ${n(y - s * 0.2)})` }),
    rect(x - s * 0.6, y - s * 0.52, s * 1.2, s * 0.34, col, { rx: s * 0.1 }),
    rect(x - s * 0.4, y - s * 0.64, s * 0.95, s * 0.16, tint(col, 0.12), { rx: s * 0.07 }),
    rect(x - s * 0.5, y - s * 0.86, s * 1.05, s * 0.22, shade(col, 0.05), { rx: s * 0.11 })].join('');
  return facing === 1 ? body : `<g transform="matrix(-1 0 0 1 ${n(2 * x)} 0)">${body}</g>`;
}

/** A small round side table with a box of tissues and a glass of water. */
export function sideTable(c: Ctx, x: number, y: number, s: number): string {
  const wood = mix('#a67c52', c.t.primary, 0.1), top = y - s * 0.62;
  return [sh(c, x, y, s * 0.5), path(`M${n(x)} ${n(top)}V${n(y)}M${n(x - s * 0.16)} ${n(y)}H${n(x + s * 0.16)}`, 'none', { stroke: shade(wood, 0.15), sw: s * 0.05, round: true }),
    rect(x - s * 0.3, top - s * 0.05, s * 0.6, s * 0.06, wood, { rx: 2 }),
    rect(x - s * 0.24, top - s * 0.2, s * 0.26, s * 0.15, tint(c.t.second, 0.55), { rx: 2 }), path(`M${n(x - s * 0.14)} ${n(top - s * 0.2)}q${n(s * 0.04)} ${n(-s * 0.1)} ${n(s * 0.08)} 0`, '#ffffff'),
    rect(x + s * 0.08, top - s * 0.22, s * 0.11, s * 0.17, '#d8ecf4', { rx: 2, op: 0.85 })].join('');
}
