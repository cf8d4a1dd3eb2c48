import type { Ctx } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, ellipse, n, path, rect } from './svg';

/**
 * Props of the trades added for opticians, removals, recording studios and solar installers: side-on,
 * standing on the floor line y (or hanging from a wall at the given top-left), scaled by s (≈ the height
 * of a table), in the palette of the site like the other props.
 */

const sh = (c: Ctx, x: number, y: number, w: number) => ellipse(x, y, w / 2, Math.max(2, w * 0.04), c.t.shadow, { op: 0.18 });

/**
 * A tumbling-E sight chart on the wall: a white board, rows of Es turned four ways that shrink row by row
 * (a tumbling-E chart reads the same mirrored), a red line under the last.
 */
export function sightChart(c: Ctx, x: number, y: number, w: number, h: number): string {
  const ink = '#1f2328';
  const out = [rect(x + 4, y + 6, w, h, c.t.shadow, { op: 0.12 }), rect(x, y, w, h, '#fbfbf8', { stroke: shade(c.t.card, 0.12), sw: 2 })];
  let d = '', cy = y + h * 0.08;
  for (const [i, k] of [1, 2, 3, 4, 5, 6].entries()) {
    const e = (h * 0.2) / (1 + i * 0.75), gap = e * 0.5, total = k * e + (k - 1) * gap;
    for (let j = 0; j < k; j++) d += tumblingE(x + (w - total) / 2 + j * (e + gap), cy, e, (i * 3 + j) % 4);
    cy += e + h * 0.045;
  }
  out.push(path(d, ink), rect(x + w * 0.12, cy - h * 0.02, w * 0.76, Math.max(1.5, h * 0.008), '#d12b2b'));
  return out.join('');
}

/** One E of a sight chart, size e (a square), open to the right, down, left or up (turn 0–3). */
function tumblingE(x: number, y: number, e: number, turn: number): string {
  const u = e / 5;
  // Bars as rectangles in the E's own frame, then turned about the square's centre.
  const bars: [number, number, number, number][] = [[0, 0, u, e], [0, 0, e, u], [0, 2 * u, e, u], [0, 4 * u, e, u]];
  const cx = x + e / 2, cy = y + e / 2;
  const rot = ([bx, by]: [number, number]): [number, number] => {
    const px = bx - e / 2, py = by - e / 2;
    const [rx, ry] = turn === 1 ? [-py, px] : turn === 2 ? [-px, -py] : turn === 3 ? [py, -px] : [px, py];
    return [cx + rx, cy + ry];
  };
  return bars.map(([bx, by, bw, bh]) => {
    const pts = [rot([bx, by]), rot([bx + bw, by]), rot([bx + bw, by + bh]), rot([bx, by + bh])];
    return pts.map(([px, py], i) => `${i ? 'L' : 'M'}${n(px)} ${n(py)}`).join('') + 'Z';
  }).join('');
}

/** A pair of spectacles seen from the front, centred on x with the lenses' top at y, width w, in col. */
export function spectacles(c: Ctx, x: number, y: number, w: number, col: string, round: boolean): string {
  const lw = w * 0.42, lh = round ? lw : lw * 0.72, gap = w - 2 * lw;
  const lens = mix('#dfeaf0', c.t.bg, 0.3);
  const sw = Math.max(1.5, w * 0.06);
  const one = (lx: number) => round
    ? circle(lx + lw / 2, y + lh / 2, lw / 2, lens, { stroke: col, sw })
    : rect(lx, y, lw, lh, lens, { stroke: col, sw, rx: lh * 0.3 });
  return [one(x - w / 2), one(x - w / 2 + lw + gap),
    path(`M${n(x - gap / 2)} ${n(y + lh * 0.35)}Q${n(x)} ${n(y + lh * 0.15)} ${n(x + gap / 2)} ${n(y + lh * 0.35)}`, 'none', { stroke: col, sw }),
    path(`M${n(x - w / 2)} ${n(y + lh * 0.25)}l${n(-w * 0.08)} ${n(-lh * 0.05)}M${n(x + w / 2)} ${n(y + lh * 0.25)}l${n(w * 0.08)} ${n(-lh * 0.05)}`, 'none', { stroke: col, sw, round: true })].join('');
}

/** A wall of frames: `rows` glass shelves from (x, y) across w, down h, each with a row of spectacles in the frame colours. */
export function frameWall(c: Ctx, x: number, y: number, w: number, h: number, rows = 3): string {
  const cols = [shade(c.t.text, 0.1), mix('#8a5a3a', c.t.primary, 0.1), c.t.primary, mix('#b88a4a', c.t.second, 0.2), c.t.second];
  const out = [rect(x - w * 0.03, y - h * 0.06, w * 1.06, h * 1.1, tint(c.t.card, 0.2), { op: 0.7, rx: 4 })];
  const per = Math.max(3, Math.round(w / (h / rows) * 0.9));
  for (let r = 0; r < rows; r++) {
    const sy = y + ((r + 1) * h) / rows;
    out.push(rect(x, sy, w, Math.max(2, h * 0.015), mix('#dfe9ef', c.t.card, 0.3)));
    const gw = (w / per) * 0.8;
    for (let k = 0; k < per; k++) out.push(spectacles(c, x + (w / per) * (k + 0.5), sy - gw * 0.45, gw, cols[(k + r * 2) % cols.length] as string, (k + r) % 3 === 0));
  }
  return out.join('');
}

/** An optician's counter: a low cabinet with a tilting mirror on a stand and a tray of frames on top. */
export function fittingCounter(c: Ctx, x: number, y: number, s: number): string {
  const w = s * 2, top = y - s * 0.85, wood = mix('#e9e2d6', c.t.card, 0.3);
  return [sh(c, x, y, w), rect(x - w / 2, top, w, y - top, wood, { rx: 3 }), rect(x - w / 2, top, w, s * 0.06, shade(wood, 0.12)),
    rect(x - w * 0.45, top + s * 0.18, w * 0.9, s * 0.02, shade(wood, 0.15)),
    path(`M${n(x - w * 0.25)} ${n(top)}V${n(top - s * 0.35)}`, 'none', { stroke: '#9aa1ab', sw: s * 0.04 }),
    ellipse(x - w * 0.25, top - s * 0.58, s * 0.2, s * 0.26, mix('#dfe9ef', c.t.second, 0.15), { stroke: mix('#c9a25f', c.t.primary, 0.2), sw: s * 0.04 }),
    rect(x + w * 0.02, top - s * 0.06, w * 0.4, s * 0.06, shade(c.t.text, 0.15), { rx: 2 }),
    spectacles(c, x + w * 0.12, top - s * 0.2, s * 0.32, c.t.primary, false), spectacles(c, x + w * 0.32, top - s * 0.2, s * 0.32, shade(c.t.text, 0.1), true)].join('');
}

/** A slit lamp on its table: a grey column with a chin rest, the eyepieces, a table top and a pedestal. */
export function slitLamp(c: Ctx, x: number, y: number, s: number): string {
  const grey = c.t.dark ? '#8a909a' : '#aab0b8', top = y - s * 0.8;
  return [sh(c, x, y, s * 1.2), path(`M${n(x)} ${n(y)}V${n(top)}M${n(x - s * 0.35)} ${n(y)}H${n(x + s * 0.35)}`, 'none', { stroke: shade(grey, 0.25), sw: s * 0.08, round: true }),
    rect(x - s * 0.6, top - s * 0.06, s * 1.2, s * 0.08, c.t.card, { stroke: shade(c.t.card, 0.15), sw: 1.5, rx: 3 }),
    path(`M${n(x - s * 0.4)} ${n(top - s * 0.06)}V${n(top - s * 0.62)}M${n(x + s * 0.1)} ${n(top - s * 0.06)}V${n(top - s * 0.62)}`, 'none', { stroke: grey, sw: s * 0.05 }),
    rect(x - s * 0.45, top - s * 0.64, s * 0.6, s * 0.05, grey, { rx: 2 }), rect(x + s * 0.15, top - s * 0.45, s * 0.3, s * 0.16, shade(grey, 0.2), { rx: s * 0.04 }),
    rect(x + s * 0.4, top - s * 0.43, s * 0.14, s * 0.05, shade(grey, 0.45), { rx: 2 }), circle(x + s * 0.22, top - s * 0.22, s * 0.07, c.t.primary)].join('');
}

/** A cardboard moving box of width w and height h standing at (x, y): tape down the middle, a label, a flap seam. */
export function movingBox(c: Ctx, x: number, y: number, w: number, h: number, k: number): string {
  const card = mix(['#c8a27a', '#d4b18a', '#bf9a70'][k % 3] as string, c.t.primary, 0.06);
  return [rect(x - w / 2, y - h, w, h, card, { rx: 2 }), rect(x - w / 2, y - h, w, h * 0.12, shade(card, 0.08)),
    rect(x - w * 0.08, y - h, w * 0.16, h * 0.42, mix('#e6d3b3', card, 0.3)),
    k % 2 ? rect(x + w * 0.12, y - h * 0.45, w * 0.3, h * 0.18, '#fbfbf8', { rx: 2 }) : path(`M${n(x - w * 0.38)} ${n(y - h * 0.3)}l${n(w * 0.1)} ${n(-h * 0.1)}l${n(w * 0.1)} ${n(h * 0.1)}`, 'none', { stroke: shade(card, 0.35), sw: Math.max(1.5, w * 0.03) })].join('');
}

/** A stack of moving boxes on the floor at x: `n` boxes in a loose pyramid. */
export function boxStack(c: Ctx, x: number, y: number, s: number, count: number): string {
  const out = [sh(c, x, y, s * 2.2)];
  const w = s * 0.8, h = s * 0.62;
  const spots: [number, number][] = [[-0.52, 0], [0.42, 0], [-0.08, 1], [0.5, 1], [0.2, 2], [-0.6, 1]];
  for (let i = 0; i < Math.min(count, spots.length); i++) {
    const [dx, row] = spots[i] as [number, number];
    out.push(movingBox(c, x + dx * s, y - row * h, w * (1 - row * 0.1), h * (1 - row * 0.06), i));
  }
  return out.join('');
}

/** A sack truck (hand truck) with two boxes, tilted back on its wheels. */
export function sackTruck(c: Ctx, x: number, y: number, s: number): string {
  const steel = c.t.dark ? '#8a909a' : '#5b616b', r = s * 0.14;
  const frame = `M${n(x - s * 0.3)} ${n(y - r)}L${n(x - s * 0.1)} ${n(y - s * 1.6)}M${n(x - s * 0.1)} ${n(y - s * 1.6)}l${n(s * 0.16)} ${n(-s * 0.08)}M${n(x - s * 0.3)} ${n(y - r)}H${n(x + s * 0.25)}`;
  return [sh(c, x, y, s * 0.9), `<g transform="rotate(-6 ${n(x)} ${n(y)})">${movingBox(c, x + s * 0.02, y - r, s * 0.5, s * 0.5, 1)}${movingBox(c, x + s * 0.05, y - r - s * 0.5, s * 0.44, s * 0.42, 2)}</g>`,
    path(frame, 'none', { stroke: steel, sw: s * 0.05, round: true }), circle(x - s * 0.3, y - r, r, '#2b2f36'), circle(x - s * 0.3, y - r, r * 0.4, '#c9ced6')].join('');
}

/** A rolled rug standing against the wall, tied with string. */
export function rolledRug(c: Ctx, x: number, y: number, s: number): string {
  const col = mix(c.t.second, '#b5674a', 0.35), h = s * 1.7, w = s * 0.3;
  return [sh(c, x, y, w * 1.4), `<g transform="rotate(8 ${n(x)} ${n(y)})">${rect(x - w / 2, y - h, w, h, c.defs.lin([[0, tint(col, 0.15)], [0.5, col], [1, shade(col, 0.2)]], 0, 0, 1, 0), { rx: w / 2 })}${ellipse(x, y - h + w * 0.2, w / 2, w * 0.18, shade(col, 0.3))}${path(`M${n(x - w / 2)} ${n(y - h * 0.35)}h${n(w)}M${n(x - w / 2)} ${n(y - h * 0.7)}h${n(w)}`, 'none', { stroke: '#efe6d2', sw: Math.max(1.5, s * 0.03) })}</g>`].join('');
}

/** A wall of acoustic foam: a grid of tiles whose wedges run across and down by turns. */
export function foamPanel(c: Ctx, x: number, y: number, w: number, h: number): string {
  const base = c.t.dark ? mix('#2a2e36', c.t.primary, 0.15) : mix('#4a4f58', c.t.primary, 0.2);
  const cell = Math.min(w, h) / 4;
  let down = '', across = '';
  for (let cy = y; cy < y + h - 1; cy += cell) {
    for (let cx = x; cx < x + w - 1; cx += cell) {
      const cw = Math.min(cell, x + w - cx), ch = Math.min(cell, y + h - cy);
      const vertical = Math.round((cx - x) / cell + (cy - y) / cell) % 2 === 1;
      for (let k = 0; k < 3; k++) {
        if (vertical) down += `M${n(cx + (cw * k) / 3)} ${n(cy)}h${n(cw / 6)}V${n(cy + ch)}h${n(-cw / 6)}Z`;
        else across += `M${n(cx)} ${n(cy + (ch * k) / 3)}v${n(ch / 6)}H${n(cx + cw)}v${n(-ch / 6)}Z`;
      }
    }
  }
  return [rect(x, y, w, h, base, { rx: 3 }), path(down, tint(base, 0.18)), path(across, shade(base, 0.25))].join('');
}

/** A mixing console on a desk: sloped face with channel strips (faders, knobs), a screen, the desk's legs. */
export function mixingDesk(c: Ctx, x: number, y: number, s: number): string {
  const w = s * 3, top = y - s * 0.78, body = c.t.dark ? '#2f333b' : '#3a3f47', wood = mix('#8a6446', c.t.primary, 0.1);
  const out = [sh(c, x, y, w * 1.05), path(`M${n(x - w * 0.45)} ${n(y)}V${n(top)}M${n(x + w * 0.45)} ${n(y)}V${n(top)}`, 'none', { stroke: shade(body, 0.2), sw: s * 0.08 }),
    rect(x - w / 2, top, w, s * 0.1, wood, { rx: 3 }),
    path(`M${n(x - w * 0.46)} ${n(top)}L${n(x - w * 0.4)} ${n(top - s * 0.42)}H${n(x + w * 0.4)}L${n(x + w * 0.46)} ${n(top)}Z`, body)];
  // Channel strips: a knob or two and a fader slot with its cap at a different height in each.
  let slots = '', knobs = '';
  const caps: string[] = [];
  const strips = 14;
  for (let i = 0; i < strips; i++) {
    const sx = x - w * 0.38 + (w * 0.76 * (i + 0.5)) / strips;
    slots += `M${n(sx)} ${n(top - s * 0.05)}V${n(top - s * 0.2)}`;
    knobs += `M${n(sx)} ${n(top - s * 0.33)}h0M${n(sx)} ${n(top - s * 0.26)}h0`;
    caps.push(rect(sx - s * 0.035, top - s * (0.08 + ((i * 7) % 5) * 0.025), s * 0.07, s * 0.035, i % 4 === 0 ? c.t.primary : '#e8e8ea', { rx: 1 }));
  }
  out.push(path(slots, 'none', { stroke: '#15171b', sw: s * 0.018 }), path(knobs, 'none', { stroke: tint(c.t.second, 0.3), sw: s * 0.04, round: true }), ...caps);
  return out.join('');
}

/** A studio monitor speaker on a stand: cabinet, tweeter and woofer. */
export function monitorSpeaker(c: Ctx, x: number, y: number, s: number, standH: number): string {
  const cab = c.t.dark ? '#23262c' : '#2b2f36', top = y - standH;
  return [sh(c, x, y, s * 0.5), path(`M${n(x)} ${n(y)}V${n(top)}M${n(x - s * 0.18)} ${n(y)}H${n(x + s * 0.18)}`, 'none', { stroke: '#6b7078', sw: s * 0.05, round: true }),
    rect(x - s * 0.22, top - s * 0.62, s * 0.44, s * 0.62, cab, { rx: s * 0.04 }), circle(x, top - s * 0.48, s * 0.06, '#8a909a'),
    circle(x, top - s * 0.22, s * 0.15, '#15171b', { stroke: c.t.primary, sw: Math.max(1.5, s * 0.02) }), circle(x, top - s * 0.22, s * 0.05, '#3a3f47')].join('');
}

/** A microphone on a boom stand with a pop filter. */
export function micStand(c: Ctx, x: number, y: number, s: number): string {
  const steel = c.t.dark ? '#9aa1ab' : '#4a4f58', top = y - s * 1.5;
  return [sh(c, x, y, s * 0.7), path(`M${n(x)} ${n(y)}V${n(top)}L${n(x - s * 0.5)} ${n(top - s * 0.2)}M${n(x - s * 0.3)} ${n(y)}L${n(x)} ${n(y - s * 0.1)}L${n(x + s * 0.3)} ${n(y)}`, 'none', { stroke: steel, sw: s * 0.04, round: true }),
    rect(x - s * 0.62, top - s * 0.36, s * 0.12, s * 0.26, '#2b2f36', { rx: s * 0.06 }),
    circle(x - s * 0.8, top - s * 0.22, s * 0.13, tint(c.t.second, 0.6), { op: 0.55, stroke: shade(steel, 0.2), sw: 1.5 })].join('');
}

/** A home battery on the wall: a tall rounded unit with a light bar, beside an inverter box and a consumer unit. */
export function homeBattery(c: Ctx, x: number, y: number, s: number): string {
  const white = c.t.dark ? '#d9dde3' : '#f6f7f8', edge = shade(white, 0.15);
  return [rect(x - s * 0.3, y - s * 1.7, s * 0.6, s * 1.35, white, { stroke: edge, sw: 1.5, rx: s * 0.08 }), rect(x - s * 0.02, y - s * 1.45, s * 0.04, s * 0.5, c.t.primary, { rx: s * 0.02 }),
    rect(x + s * 0.45, y - s * 1.55, s * 0.42, s * 0.5, white, { stroke: edge, sw: 1.5, rx: s * 0.04 }), rect(x + s * 0.53, y - s * 1.45, s * 0.26, s * 0.12, mix('#9fd3a8', c.t.second, 0.2), { rx: 2 }),
    path(`M${n(x + s * 0.66)} ${n(y - s * 1.05)}V${n(y - s * 0.55)}M${n(x + s * 0.3)} ${n(y - s * 1.2)}H${n(x + s * 0.45)}`, 'none', { stroke: '#6b7078', sw: s * 0.03 }),
    rect(x + s * 0.5, y - s * 0.55, s * 0.34, s * 0.22, white, { stroke: edge, sw: 1.5, rx: 3 })].join('');
}

/** A wall charger for an electric car with its cable looped down to the floor and across to (toX, y). */
export function wallCharger(c: Ctx, x: number, y: number, s: number, toX: number): string {
  const white = c.t.dark ? '#d9dde3' : '#f6f7f8';
  return [path(`M${n(x)} ${n(y - s * 1.05)}C${n(x)} ${n(y - s * 0.2)} ${n((x + toX) / 2)} ${n(y + s * 0.05)} ${n(toX)} ${n(y - s * 0.45)}`, 'none', { stroke: '#2b2f36', sw: s * 0.05, round: true }),
    rect(x - s * 0.2, y - s * 1.5, s * 0.4, s * 0.5, white, { stroke: shade(white, 0.15), sw: 1.5, rx: s * 0.06 }), circle(x, y - s * 1.32, s * 0.06, c.t.primary)].join('');
}
