import type { Ctx } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, ellipse, g, n, path, poly, rect } from './svg';

/**
 * The tools of a maker's studio, for the `studio` kind: camera, tripod, softbox, paper backdrop, easel,
 * paint palette, brush jar, monitor with a layout, pinned prints. Side-on or front-on, scaled by s.
 */

const GRAPHITE = '#2b2d33';
const STEEL = '#8d939c';

/** A camera seen from the front: body, prism hump, grip, a big lens with glass and a glint. Centred on (x, y); s = body width. */
export function camera(c: Ctx, x: number, y: number, s: number): string {
  const body = mix(GRAPHITE, c.t.primary, 0.08), lr = s * 0.3;
  const glass = c.defs.rad([[0, mix('#4a5a78', c.t.second, 0.3)], [0.7, '#15171c'], [1, '#0b0c0f']], 0.4, 0.35, 0.7);
  return g([
    path(poly([[x - s * 0.17, y - s * 0.3], [x - s * 0.11, y - s * 0.45], [x + s * 0.11, y - s * 0.45], [x + s * 0.17, y - s * 0.3]]), shade(body, 0.1)),
    rect(x - s / 2, y - s * 0.32, s, s * 0.64, body, { rx: s * 0.08 }),
    rect(x - s / 2, y - s * 0.32, s * 0.2, s * 0.64, shade(body, 0.25), { rx: s * 0.08 }),
    rect(x - s * 0.36, y - s * 0.4, s * 0.12, s * 0.08, STEEL, { rx: s * 0.02 }), circle(x + s * 0.36, y - s * 0.36, s * 0.04, c.t.primary),
    circle(x + s * 0.03, y + s * 0.02, lr * 1.18, shade(body, 0.35)), circle(x + s * 0.03, y + s * 0.02, lr, '#1b1d22', { stroke: STEEL, sw: s * 0.015 }),
    circle(x + s * 0.03, y + s * 0.02, lr * 0.7, glass),
    path(`M${n(x - lr * 0.35)} ${n(y - lr * 0.3)}a${n(lr * 0.45)} ${n(lr * 0.45)} 0 0 1 ${n(lr * 0.5)} ${n(-lr * 0.2)}`, 'none', { stroke: '#ffffff', sw: s * 0.03, op: 0.55, round: true }),
    circle(x + s * 0.34, y - s * 0.18, s * 0.035, '#e8ecf2', { op: 0.8 }),
  ]);
}

/** A tripod standing on the floor at y, its head at height h; returns [markup, head y]. */
export function tripod(x: number, y: number, h: number, s: number): [string, number] {
  const head = y - h;
  const legs = `M${n(x)} ${n(head)}L${n(x - s * 0.55)} ${n(y)}M${n(x)} ${n(head)}L${n(x + s * 0.5)} ${n(y)}M${n(x)} ${n(head)}L${n(x + s * 0.08)} ${n(y + s * 0.06)}`;
  return [path(legs, 'none', { stroke: '#22242a', sw: Math.max(2, s * 0.045), round: true }) + rect(x - s * 0.06, head - s * 0.05, s * 0.12, s * 0.2, STEEL, { rx: 2 }), head - s * 0.05];
}

/** A softbox on a stand: a dark box, its glowing diffuser turned toward `toX`, and the light it throws there. */
export function softbox(c: Ctx, x: number, y: number, h: number, w: number, toX: number): string {
  const top = y - h, glow = '#fffaf0', side = toX < x ? -1 : 1;
  const beam = c.defs.lin([[0, glow, 0.5], [1, glow, 0]], side < 0 ? 1 : 0, 0, side < 0 ? 0 : 1, 0);
  const fx = x + side * w * 0.1;
  return g([
    path(poly([[fx, top - w * 0.6], [fx, top + w * 0.6], [toX, y], [toX, top - w * 1.2]]), beam, { op: 0.6 }),
    path(`M${n(x)} ${n(top)}V${n(y)}M${n(x)} ${n(y - h * 0.12)}L${n(x - w * 0.35)} ${n(y)}M${n(x)} ${n(y - h * 0.12)}L${n(x + w * 0.35)} ${n(y)}`, 'none', { stroke: '#2a2c31', sw: Math.max(2, w * 0.05), round: true }),
    path(poly([[x - side * w * 0.35, top - w * 0.3], [fx, top - w * 0.62], [fx, top + w * 0.62], [x - side * w * 0.35, top + w * 0.3]]), '#1e2024'),
    rect(fx - w * 0.22, top - w * 0.62, w * 0.44, w * 1.24, '#1e2024', { rx: w * 0.04 }),
    rect(fx - w * 0.17, top - w * 0.56, w * 0.34, w * 1.12, c.defs.rad([[0, '#ffffff'], [0.7, glow], [1, mix(glow, c.t.primary, 0.2)]]), { rx: w * 0.03 }),
  ]);
}

/** A seamless paper backdrop: the roll on its bar, the paper falling and sweeping onto the floor toward the viewer. */
export function paperBackdrop(c: Ctx, x: number, top: number, w: number, floor: number, sweep: number, col: string): string {
  const paper = c.defs.lin([[0, shade(col, 0.08)], [0.7, col], [0.85, tint(col, 0.12)], [1, tint(col, 0.2)]]);
  return g([
    path(`M${n(x)} ${n(top)}H${n(x + w)}V${n(floor - sweep * 0.4)}Q${n(x + w)} ${n(floor + sweep * 0.3)} ${n(x + w + sweep * 0.3)} ${n(floor + sweep)}H${n(x - sweep * 0.3)}Q${n(x)} ${n(floor + sweep * 0.3)} ${n(x)} ${n(floor - sweep * 0.4)}Z`, paper),
    rect(x - w * 0.04, top - w * 0.05, w * 1.08, w * 0.07, shade(col, 0.3), { rx: w * 0.035 }),
    path(`M${n(x - w * 0.06)} ${n(top - w * 0.02)}H${n(x + w * 1.06)}`, 'none', { stroke: '#2a2c31', sw: Math.max(2, w * 0.015) }),
  ]);
}

/** A stool: round seat, three legs and a ring. */
export function stool(x: number, y: number, s: number, col: string): string {
  return path(`M${n(x - s * 0.32)} ${n(y)}L${n(x - s * 0.22)} ${n(y - s)}M${n(x + s * 0.32)} ${n(y)}L${n(x + s * 0.22)} ${n(y - s)}M${n(x)} ${n(y + s * 0.03)}V${n(y - s)}M${n(x - s * 0.28)} ${n(y - s * 0.35)}H${n(x + s * 0.28)}`, 'none', { stroke: shade(col, 0.3), sw: Math.max(2, s * 0.06), round: true })
    + ellipse(x, y - s, s * 0.36, s * 0.08, col);
}

/** A small photograph: white border, and inside a sky, hills and a sun, or two figures under an arch (`kind` 0..2). */
export function print(c: Ctx, x: number, y: number, w: number, h: number, kind: number, tilt = 0): string {
  const b = w * 0.07, iw = w - b * 2, ih = h - b * (kind === 2 ? 3.2 : 2);
  const sky = [mix('#f3c9a0', c.t.primary, 0.2), mix('#a9cbe3', c.t.second, 0.2), mix('#e8d3d8', c.t.primary, 0.15)][kind % 3] as string;
  const land = [mix('#8a6a4a', c.t.primary, 0.2), mix('#5f7f5a', c.t.second, 0.15), mix('#6f5a63', c.t.primary, 0.2)][kind % 3] as string;
  const ix = x + b, iy = y + b, base = iy + ih;
  const inner = [rect(ix, iy, iw, ih, sky), path(`M${n(ix)} ${n(base - ih * 0.3)}Q${n(ix + iw * 0.45)} ${n(base - ih * 0.5)} ${n(ix + iw)} ${n(base - ih * 0.28)}V${n(base)}H${n(ix)}Z`, land)];
  if (kind % 3 === 1) {
    const ar = iw * 0.3, cx = ix + iw / 2;
    inner.push(path(`M${n(cx - ar)} ${n(base)}V${n(base - ar * 0.9)}A${n(ar)} ${n(ar)} 0 0 1 ${n(cx + ar)} ${n(base - ar * 0.9)}V${n(base)}`, 'none', { stroke: mix('#4f7a4a', c.t.second, 0.2), sw: iw * 0.06 }),
      ellipse(cx - ar * 0.22, base - ar * 0.95, ar * 0.14, ar * 0.55, '#2b2430'), ellipse(cx + ar * 0.22, base - ar * 0.9, ar * 0.2, ar * 0.5, '#fdfaf4'));
  } else inner.push(circle(ix + iw * (kind ? 0.3 : 0.7), iy + ih * 0.3, iw * 0.1, '#fff4dc'));
  const tf = tilt ? `rotate(${n(tilt)} ${n(x + w / 2)} ${n(y + h / 2)})` : undefined;
  return g([rect(x + w * 0.03, y + w * 0.05, w, h, c.t.shadow, { op: 0.16 }), rect(x, y, w, h, '#fbfaf7'), ...inner], { tf });
}

/** An easel on the floor at y with a canvas of height ch: an abstract painting in the palette (arch, sun, bands). */
export function easel(c: Ctx, x: number, y: number, ch: number): string {
  const wood = mix('#9a7148', c.t.primary, 0.12), cw = ch * 0.8, cy = y - ch * 1.75;
  const out = [path(`M${n(x - cw * 0.3)} ${n(y)}L${n(x)} ${n(cy - ch * 0.2)}L${n(x + cw * 0.3)} ${n(y)}M${n(x)} ${n(cy)}L${n(x + cw * 0.1)} ${n(y)}`, 'none', { stroke: wood, sw: ch * 0.04, round: true })];
  out.push(rect(x - cw / 2 - 3, cy + 4, cw + 6, ch, c.t.shadow, { op: 0.15 }), rect(x - cw / 2, cy, cw, ch, '#f7f3ea'));
  const px = x - cw / 2 + cw * 0.06, py = cy + cw * 0.06, pw = cw * 0.88, ph = ch - cw * 0.12;
  out.push(rect(px, py, pw, ph, mix(c.t.pSoft, '#f3e9d8', 0.5)), rect(px, py + ph * 0.62, pw, ph * 0.38, mix(c.t.primary, '#ffffff', 0.35)));
  out.push(path(`M${n(px + pw * 0.12)} ${n(py + ph * 0.85)}V${n(py + ph * 0.45)}A${n(pw * 0.24)} ${n(pw * 0.24)} 0 0 1 ${n(px + pw * 0.6)} ${n(py + ph * 0.45)}V${n(py + ph * 0.85)}Z`, c.t.primary));
  out.push(circle(px + pw * 0.76, py + ph * 0.24, pw * 0.13, c.t.second), rect(x - cw * 0.6, cy + ch, cw * 1.2, ch * 0.05, wood, { rx: 2 }));
  return out.join('');
}

/** A painter's palette (kidney shape) with dabs of paint, and a jar of brushes beside it; (x, y) is the table line. */
export function paints(c: Ctx, x: number, y: number, s: number): string {
  const wood = mix('#c9a375', c.t.primary, 0.1);
  const dabs = [c.t.primary, c.t.second, '#f2c14e', '#ffffff', mix(c.t.primary, '#000000', 0.3)];
  const out = [ellipse(x, y - s * 0.06, s * 0.55, s * 0.16, wood), ellipse(x - s * 0.3, y - s * 0.08, s * 0.06, s * 0.03, shade(wood, 0.3))];
  dabs.forEach((col, i) => out.push(ellipse(x - s * 0.1 + i * s * 0.13, y - s * 0.1 + (i % 2) * s * 0.06, s * 0.055, s * 0.03, col)));
  const jx = x + s * 0.85, jw = s * 0.26, jh = s * 0.34;
  const brushes = [-0.5, -0.15, 0.2, 0.5].map((k, i) => `M${n(jx + k * jw * 0.5)} ${n(y - jh * 0.5)}L${n(jx + k * jw * 1.2)} ${n(y - jh - s * (0.35 + (i % 2) * 0.12))}`).join('');
  out.push(path(brushes, 'none', { stroke: mix('#a0522d', c.t.primary, 0.2), sw: s * 0.03, round: true }));
  out.push(rect(jx - jw / 2, y - jh, jw, jh, mix('#cfe3ea', c.t.bg, 0.3), { rx: s * 0.04, op: 0.85 }), rect(jx - jw / 2, y - jh * 0.45, jw, jh * 0.45, mix(c.t.primary, '#9ec3d0', 0.6), { rx: s * 0.04, op: 0.6 }));
  return out.join('');
}

/** A monitor on its stand showing a page layout (bar, hero, cards) in the palette; (x, y) is the table line, w the screen width. */
export function monitor(c: Ctx, x: number, y: number, w: number): string {
  const h = w * 0.6, top = y - w * 0.14 - h, sx = x - w / 2, b = w * 0.025;
  const ix = sx + b, iy = top + b, iw = w - b * 2, ih = h - b * 2;
  return [path(poly([[x - w * 0.05, y - w * 0.14], [x + w * 0.05, y - w * 0.14], [x + w * 0.07, y - w * 0.01], [x - w * 0.07, y - w * 0.01]]), STEEL),
    rect(x - w * 0.16, y - w * 0.02, w * 0.32, w * 0.02, shade(STEEL, 0.2), { rx: 2 }), rect(sx, top, w, h, '#1d1f24', { rx: w * 0.02 }),
    rect(ix, iy, iw, ih, '#fbfaf8'), rect(ix, iy, iw, ih * 0.09, c.t.text), rect(ix + iw * 0.06, iy + ih * 0.18, iw * 0.5, ih * 0.08, c.t.text, { op: 0.85 }),
    rect(ix + iw * 0.06, iy + ih * 0.3, iw * 0.36, ih * 0.05, c.t.muted, { op: 0.5 }), rect(ix + iw * 0.06, iy + ih * 0.4, iw * 0.16, ih * 0.08, c.t.primary, { rx: ih * 0.04 }),
    rect(ix + iw * 0.6, iy + ih * 0.16, iw * 0.34, ih * 0.36, c.t.pSoft), circle(ix + iw * 0.77, iy + ih * 0.3, ih * 0.08, c.t.second),
    ...[0, 1, 2].map((i) => rect(ix + iw * (0.06 + i * 0.3), iy + ih * 0.6, iw * 0.26, ih * 0.32, i === 1 ? c.t.sSoft : c.t.pSoft))].join('');
}

/** A desk lamp standing at (x, y) on the table, its head toward +x (or −x with dir −1). */
export function deskLamp(c: Ctx, x: number, y: number, s: number, dir = 1): string {
  const col = c.t.primary, ex = x + dir * s * 0.25, ey = y - s * 0.75, hx = x + dir * s * 0.6, hy = y - s * 0.95;
  return [ellipse(x, y - s * 0.02, s * 0.2, s * 0.04, shade(col, 0.25)), path(`M${n(x)} ${n(y)}L${n(ex)} ${n(ey)}L${n(hx)} ${n(hy)}`, 'none', { stroke: shade(col, 0.2), sw: s * 0.04, round: true }),
    path(poly([[hx - dir * s * 0.05, hy - s * 0.1], [hx + dir * s * 0.2, hy + s * 0.12], [hx + dir * s * 0.02, hy + s * 0.22]]), col), circle(hx + dir * s * 0.12, hy + s * 0.17, s * 0.05, '#fff4d6')].join('');
}

/** A sketchbook lying open on the table, thumbnails sketched on its pages. */
export function sketchbook(c: Ctx, x: number, y: number, w: number): string {
  const h = w * 0.14, ink = mix(c.t.text, '#ffffff', 0.35);
  return [path(poly([[x - w / 2, y], [x + w / 2, y], [x + w * 0.44, y - h], [x - w * 0.44, y - h]]), '#f8f5ee'),
    path(`M${n(x)} ${n(y)}V${n(y - h)}M${n(x - w * 0.36)} ${n(y - h * 0.6)}h${n(w * 0.12)}M${n(x - w * 0.2)} ${n(y - h * 0.6)}h${n(w * 0.12)}M${n(x + w * 0.08)} ${n(y - h * 0.45)}h${n(w * 0.3)}`, 'none', { stroke: ink, sw: Math.max(1, h * 0.12), round: true, op: 0.7 }),
    rect(x - w / 2, y, w, h * 0.12, shade('#f8f5ee', 0.2))].join('');
}
