import { mix, shade, tint } from './palette';
import { circle, ellipse, n, path, rect } from './svg';
import { body, foot } from './goods-kit';
import type { Good } from './goods-kit';

/**
 * Goods for the home and the nursery, side-on like the others (`goods.ts`): pillows, a coffee maker, a
 * teddy with blocks or a train. The brand primary on one part of each (the top pillow's piping, the
 * machine's button and cup band, the teddy's bow); the teddy is a silhouette, no face.
 */

/** A pillow lying down, seen from the front: puffed top and bottom, pinched corners. */
const pillowD = (x: number, yb: number, w: number, h: number) =>
  `M${n(x - w / 2)} ${n(yb - h)}C${n(x - w * 0.2)} ${n(yb - h * 1.18)} ${n(x + w * 0.2)} ${n(yb - h * 1.18)} ${n(x + w / 2)} ${n(yb - h)}` +
  `Q${n(x + w * 0.43)} ${n(yb - h * 0.5)} ${n(x + w / 2)} ${n(yb)}C${n(x + w * 0.2)} ${n(yb + h * 0.08)} ${n(x - w * 0.2)} ${n(yb + h * 0.08)} ${n(x - w / 2)} ${n(yb)}Q${n(x - w * 0.43)} ${n(yb - h * 0.5)} ${n(x - w / 2)} ${n(yb - h)}Z`;

/** Two pillows stacked (even siblings), or one pillow on a folded duvet (odd ones); the top pillow piped in the primary. */
export const pillow: Good = (c, x, y, s, col, k) => {
  const w = s * 1.25, ph = s * 0.34, pale = c.t.dark ? mix('#eef0f4', col, 0.08) : mix('#ffffff', c.t.second, 0.14), top = mix(col, c.t.card, 0.35);
  const out = [foot(c, x, y, w * 1.05)];
  let yb = y;
  if (k % 2) {
    // A folded duvet: three soft layers, quilted.
    const dw = w * 1.05, lh = s * 0.13, duvet = mix(c.t.second, c.t.card, 0.55);
    for (let i = 0; i < 3; i++) {
      const yy = y - (i + 1) * lh;
      out.push(rect(x - dw / 2, yy, dw, lh, body(c, i % 2 ? shade(duvet, 0.05) : duvet), { rx: lh * 0.48 }),
        path(`M${n(x - dw * 0.42)} ${n(yy + lh / 2)}H${n(x + dw * 0.42)}`, 'none', { stroke: shade(duvet, 0.18), sw: Math.max(1, s * 0.008), dash: `${n(s * 0.03)} ${n(s * 0.025)}` }));
    }
    yb = y - 3 * lh + s * 0.01;
  } else {
    out.push(path(pillowD(x, yb, w, ph), body(c, pale)), path(`M${n(x - w * 0.4)} ${n(yb - ph * 0.55)}Q${n(x)} ${n(yb - ph * 0.35)} ${n(x + w * 0.4)} ${n(yb - ph * 0.55)}`, 'none', { stroke: shade(pale, 0.12), sw: Math.max(1, s * 0.01) }));
    yb -= ph * 0.92;
  }
  const tw = w * (k % 2 ? 0.82 : 0.92);
  // Creases pulled in from the corners, where the filling thins.
  const creases = (cx: number, b: number, pw: number) => [-1, 1].map((dx) => `M${n(cx + dx * pw * 0.47)} ${n(b - ph * 0.9)}l${n(-dx * pw * 0.08)} ${n(ph * 0.16)}M${n(cx + dx * pw * 0.47)} ${n(b - ph * 0.1)}l${n(-dx * pw * 0.08)} ${n(-ph * 0.16)}`).join('');
  if (!(k % 2)) out.push(path(creases(x, y, w), 'none', { stroke: shade(pale, 0.16), sw: Math.max(1, s * 0.01), round: true }));
  out.push(path(pillowD(x, yb, tw, ph), body(c, top), { stroke: c.t.primary, sw: Math.max(1.5, s * 0.016) }),
    path(creases(x, yb, tw), 'none', { stroke: shade(top, 0.18), sw: Math.max(1, s * 0.01), round: true }),
    path(`M${n(x - tw * 0.3)} ${n(yb - ph * 0.78)}Q${n(x)} ${n(yb - ph * 0.98)} ${n(x + tw * 0.3)} ${n(yb - ph * 0.78)}`, 'none', { stroke: '#ffffff', sw: Math.max(1.5, s * 0.02), round: true, op: 0.35 }));
  return out.join('');
};

/** A drip coffee maker with its glass jug (even siblings), or an espresso machine with a cup under its group head (odd ones). */
export const coffeemaker: Good = (c, x, y, s, col, k) => {
  const p = c.t.primary, dark = mix('#2a2d33', col, 0.12), steel = '#b4bbc4', coffee = '#4a2c1d', cup = c.t.dark ? '#eef0f4' : mix('#ffffff', c.t.card, 0.3);
  if (k % 2) {
    const w = s * 0.95, h = s * 0.72, top = y - h - s * 0.06, gy = top + h * 0.42;
    return [foot(c, x, y, w * 1.1), rect(x - w / 2, top, w, h, body(c, col), { rx: s * 0.04 }),
      rect(x - w * 0.4, top + h * 0.08, w * 0.8, h * 0.2, shade(col, 0.12), { rx: s * 0.02 }),
      circle(x - w * 0.22, top + h * 0.18, s * 0.06, c.t.card), path(`M${n(x - w * 0.22)} ${n(top + h * 0.18)}l${n(s * 0.035)} ${n(-s * 0.03)}`, 'none', { stroke: dark, sw: Math.max(1, s * 0.012), round: true }),
      circle(x + w * 0.05, top + h * 0.18, s * 0.03, p), circle(x + w * 0.18, top + h * 0.18, s * 0.03, tint(col, 0.4)),
      // Two cups warming on top.
      rect(x - w * 0.3, top - s * 0.09, s * 0.12, s * 0.09, cup, { rx: s * 0.015 }), rect(x - w * 0.12, top - s * 0.09, s * 0.12, s * 0.09, cup, { rx: s * 0.015 }),
      // The group head, the portafilter's handle, a cup with a band in the primary, the drip tray.
      rect(x - s * 0.11, gy, s * 0.22, s * 0.08, steel, { rx: s * 0.02 }), path(`M${n(x - s * 0.1)} ${n(gy + s * 0.1)}H${n(x - s * 0.42)}`, 'none', { stroke: dark, sw: s * 0.045, round: true }),
      rect(x - s * 0.12, gy + s * 0.08, s * 0.24, s * 0.05, shade(steel, 0.15), { rx: s * 0.015 }),
      rect(x - w * 0.44, y - s * 0.1, w * 0.88, s * 0.05, shade(steel, 0.25), { rx: s * 0.02 }),
      path(`M${n(x - s * 0.08)} ${n(y - s * 0.27)}h${n(s * 0.16)}l${n(-s * 0.02)} ${n(s * 0.15)}h${n(-s * 0.12)}Z`, cup), rect(x - s * 0.075, y - s * 0.22, s * 0.15, s * 0.025, p),
      path(`M${n(x + s * 0.08)} ${n(y - s * 0.24)}q${n(s * 0.05)} ${n(0)} ${n(s * 0.04)} ${n(s * 0.05)}t${n(-s * 0.04)} ${n(s * 0.04)}`, 'none', { stroke: cup, sw: Math.max(1.5, s * 0.016) }),
      path(`M${n(x + w * 0.34)} ${n(gy)}v${n(s * 0.2)}q0 ${n(s * 0.04)} ${n(-s * 0.04)} ${n(s * 0.06)}`, 'none', { stroke: steel, sw: s * 0.025, round: true })].join('');
  }
  const w = s * 0.72, h = s * 1.0, tx = x + w * 0.2, tw = w * 0.36, jx = x - w * 0.14, jw = s * 0.34, jh = s * 0.4;
  return [foot(c, x, y, w * 1.2), rect(x - w / 2, y - s * 0.07, w, s * 0.07, dark, { rx: s * 0.02 }),
    rect(tx - tw / 2, y - h, tw, h, body(c, col), { rx: s * 0.03 }),
    rect(x - w / 2, y - h, w * 0.88, s * 0.24, body(c, col), { rx: s * 0.04 }), path(`M${n(jx - jw * 0.42)} ${n(y - h + s * 0.24)}h${n(jw * 0.84)}l${n(-jw * 0.2)} ${n(s * 0.08)}h${n(-jw * 0.44)}Z`, dark),
    rect(tx - tw * 0.3, y - h + s * 0.36, tw * 0.6, s * 0.3, tint(col, 0.5), { rx: s * 0.02, op: 0.6 }), circle(tx, y - s * 0.2, s * 0.035, p),
    // The jug: coffee in the glass, the glass over it, a dark lid and handle.
    path(`M${n(jx - jw / 2)} ${n(y - s * 0.07)}L${n(jx - jw * 0.42)} ${n(y - s * 0.07 - jh * 0.55)}H${n(jx + jw * 0.42)}L${n(jx + jw / 2)} ${n(y - s * 0.07)}Z`, coffee),
    path(`M${n(jx - jw / 2)} ${n(y - s * 0.07)}L${n(jx - jw * 0.36)} ${n(y - s * 0.07 - jh)}H${n(jx + jw * 0.36)}L${n(jx + jw / 2)} ${n(y - s * 0.07)}Z`, '#e6f0f5', { op: 0.4 }),
    rect(jx - jw * 0.4, y - s * 0.07 - jh - s * 0.03, jw * 0.8, s * 0.06, dark, { rx: s * 0.015 }),
    path(`M${n(jx - jw * 0.45)} ${n(y - s * 0.07 - jh * 0.85)}q${n(-jw * 0.45)} ${n(jh * 0.05)} ${n(-jw * 0.4)} ${n(jh * 0.35)}t${n(jw * 0.42)} ${n(jh * 0.3)}`, 'none', { stroke: dark, sw: s * 0.03, round: true }),
    rect(jx + jw * 0.18, y - s * 0.07 - jh * 0.9, jw * 0.08, jh * 0.75, '#ffffff', { op: 0.4, rx: 2 })].join('');
};

/** A teddy bear sitting (a silhouette with round ears and a bow in the primary, no face) beside wooden blocks (even siblings) or a wooden train (odd ones). */
export const toy: Good = (c, x, y, s0, col, k) => {
  // Drawn a size up: the teddy is slim beside the other goods.
  const s = s0 * 1.15;
  const fur = mix('#b9834f', col, 0.12), light = tint(fur, 0.35), bx = x - s * 0.22, p = c.t.primary;
  const out = [foot(c, x, y, s * 1.3)];
  if (k % 2) {
    // A wooden engine: cab, boiler, chimney, three wheels.
    const ex = x + s * 0.26, wood = mix('#d9b27c', col, 0.1), r = s * 0.07;
    out.push(rect(ex + s * 0.02, y - s * 0.42, s * 0.2, s * 0.32, body(c, col), { rx: s * 0.02 }), rect(ex - s * 0.01, y - s * 0.46, s * 0.26, s * 0.05, shade(col, 0.25), { rx: s * 0.015 }),
      rect(ex + s * 0.06, y - s * 0.37, s * 0.12, s * 0.1, c.t.card, { rx: s * 0.015 }),
      rect(ex - s * 0.26, y - s * 0.3, s * 0.3, s * 0.2, body(c, c.t.second), { rx: s * 0.09 }), rect(ex - s * 0.2, y - s * 0.42, s * 0.07, s * 0.13, shade(c.t.text, 0.1), { rx: s * 0.01 }),
      rect(ex - s * 0.28, y - s * 0.14, s * 0.52, s * 0.06, wood, { rx: s * 0.02 }));
    for (const wx of [ex - s * 0.18, ex - s * 0.02, ex + s * 0.14]) out.push(circle(wx, y - r, r, shade(c.t.text, 0.05)), circle(wx, y - r, r * 0.35, wood));
  } else {
    // Three wooden blocks, two below and one on top, each with a shape on its face (never letters).
    const b = s * 0.25, cols = [col, c.t.second, mix('#d9b27c', col, 0.1)];
    const at = [[x + s * 0.08, y], [x + s * 0.08 + b * 1.04, y], [x + s * 0.08 + b * 0.52, y - b]] as const;
    at.forEach(([l, base], i) => {
      const cc = cols[i] as string, cx = l + b / 2, cy = base - b / 2;
      out.push(path(`M${n(l)} ${n(base - b)}l${n(b * 0.18)} ${n(-b * 0.14)}h${n(b)}l${n(-b * 0.18)} ${n(b * 0.14)}Z`, tint(cc, 0.3)), rect(l, base - b, b, b, body(c, cc)));
      const mark = tint(cc, 0.6);
      out.push(i === 0 ? circle(cx, cy, b * 0.25, mark) : i === 1 ? path(`M${n(cx)} ${n(cy - b * 0.26)}L${n(cx + b * 0.27)} ${n(cy + b * 0.22)}H${n(cx - b * 0.27)}Z`, mark) : rect(cx - b * 0.22, cy - b * 0.22, b * 0.44, b * 0.44, mark));
    });
  }
  // The teddy: legs with pads, body and tummy, arms, head, ears, a bow at the neck.
  out.push(ellipse(bx, y - s * 0.34, s * 0.22, s * 0.26, body(c, fur)), ellipse(bx, y - s * 0.3, s * 0.12, s * 0.15, light),
    ellipse(bx - s * 0.15, y - s * 0.1, s * 0.12, s * 0.1, fur), ellipse(bx + s * 0.15, y - s * 0.1, s * 0.12, s * 0.1, fur),
    ellipse(bx - s * 0.2, y - s * 0.36, s * 0.07, s * 0.14, shade(fur, 0.08), { tf: `rotate(20 ${n(bx - s * 0.2)} ${n(y - s * 0.36)})` }),
    ellipse(bx + s * 0.2, y - s * 0.36, s * 0.07, s * 0.14, shade(fur, 0.08), { tf: `rotate(-20 ${n(bx + s * 0.2)} ${n(y - s * 0.36)})` }),
    ellipse(bx - s * 0.19, y - s * 0.07, s * 0.06, s * 0.07, light), ellipse(bx + s * 0.19, y - s * 0.07, s * 0.06, s * 0.07, light),
    circle(bx - s * 0.15, y - s * 0.86, s * 0.075, fur), circle(bx + s * 0.15, y - s * 0.86, s * 0.075, fur),
    circle(bx - s * 0.15, y - s * 0.86, s * 0.04, light), circle(bx + s * 0.15, y - s * 0.86, s * 0.04, light),
    circle(bx, y - s * 0.72, s * 0.19, body(c, fur)),
    path(`M${n(bx)} ${n(y - s * 0.55)}l${n(-s * 0.11)} ${n(-s * 0.06)}v${n(s * 0.12)}ZM${n(bx)} ${n(y - s * 0.55)}l${n(s * 0.11)} ${n(-s * 0.06)}v${n(s * 0.12)}Z`, p),
    circle(bx, y - s * 0.55, s * 0.035, shade(p, 0.15)));
  return out.join('');
};
