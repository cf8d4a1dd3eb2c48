import type { Ctx } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, ellipse, g, n, path, rect } from './svg';
import { boxStack, sackTruck } from './props-jobs';
import { bunting } from './props-rooms';
import { toolbox } from './props';
import { person } from './scene-kit';

/**
 * Pictures of local services that have none of their own in service.ts: a children's party on a lawn
 * (entertainers, bouncy castle and party hire), a corridor of self-storage units, a locksmith's door and
 * key board, a martial-arts dojo. The rooms take `x` (service.ts `across`: behind a headline things move
 * to the end side), `f` the floor line and `s` the scale, like the other rooms.
 */

/** A children's party on the lawn: a bouncy castle with turrets, bunting, balloons, a table with a cake, a child jumping. */
export function partyLawn(c: Ctx): string {
  const { W, H, t, rng } = c;
  const ground = H * 0.58;
  const out = [rect(0, 0, W, H, c.defs.lin([[0, mix('#9fcbea', t.second, 0.15)], [1, mix('#f4f0e0', t.bg, 0.3)]])), circle(W * 0.85, H * 0.15, Math.min(W, H) * 0.05, '#fff4d6')];
  let trees = '';
  for (let x = -W * 0.02; x < W * 1.05; x += W * rng.range(0.05, 0.08)) { const r = H * rng.range(0.05, 0.09); trees += `M${n(x - r)} ${n(ground)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(ground)}Z`; }
  out.push(path(trees, shade(mix('#4f7f55', t.second, 0.12), 0.1)), rect(0, ground, W, H - ground, mix('#6fa35c', t.second, 0.1)));
  const x = (k: number) => (c.behindText ? W * (0.4 + k * 0.6) : W * k);
  // The bouncy castle: a back wall with arches, four turrets with domes, the inflated floor, its blower tube.
  const cx = x(0.42), cw = W * 0.36, base = H * 0.86, ch = H * 0.34, main = t.primary, trim = mix(t.second, '#f2c14e', 0.3);
  out.push(ellipse(cx, base + H * 0.01, cw * 0.6, H * 0.025, t.shadow, { op: 0.2 }), rect(cx - cw / 2, base - ch, cw, ch * 0.85, tint(main, 0.15), { rx: cw * 0.04 }));
  for (let k = 0; k < 3; k++) { const ax = cx - cw * 0.3 + k * cw * 0.3; out.push(path(`M${n(ax - cw * 0.1)} ${n(base - ch * 0.3)}V${n(base - ch * 0.62)}A${n(cw * 0.1)} ${n(cw * 0.1)} 0 0 1 ${n(ax + cw * 0.1)} ${n(base - ch * 0.62)}V${n(base - ch * 0.3)}Z`, trim)); }
  for (const fx of [-0.5, 0.5]) {
    const tx = cx + fx * cw, tw = cw * 0.14;
    out.push(rect(tx - tw / 2, base - ch * 1.15, tw, ch * 1.15, main, { rx: tw * 0.3 }), path(`M${n(tx - tw * 0.55)} ${n(base - ch * 1.12)}Q${n(tx)} ${n(base - ch * 1.45)} ${n(tx + tw * 0.55)} ${n(base - ch * 1.12)}Z`, trim));
  }
  out.push(rect(cx - cw * 0.55, base - ch * 0.22, cw * 1.1, ch * 0.22, shade(main, 0.12), { rx: ch * 0.08 }), rect(cx - cw * 0.5, base - ch * 0.2, cw, ch * 0.05, tint(main, 0.3), { op: 0.7 }),
    path(`M${n(cx + cw * 0.55)} ${n(base - ch * 0.1)}Q${n(cx + cw * 0.7)} ${n(base + H * 0.02)} ${n(cx + cw * 0.8)} ${n(base - ch * 0.02)}`, 'none', { stroke: shade(main, 0.3), sw: Math.max(3, W * 0.01), round: true }));
  // A child mid-jump on the castle floor.
  out.push(person(cx - cw * 0.1, base - ch * 0.32, H * 0.16, mix(t.second, '#ffffff', 0.15), true, 0.3));
  // Bunting between two poles over the lawn, balloons tied to the table, the party table with a cake.
  out.push(path(`M${n(x(0.04))} ${n(H * 0.92)}V${n(H * 0.3)}M${n(x(0.96))} ${n(H * 0.92)}V${n(H * 0.3)}`, 'none', { stroke: shade('#a67c52', 0.2), sw: Math.max(2, W * 0.005), round: true }),
    bunting(c, x(0.04), x(0.96), H * 0.3, H * 0.1));
  const bx = x(0.82), by = H * 0.8, bw = W * 0.14, wood = mix('#f4efe2', t.bg, 0.2);
  out.push(rect(bx - bw / 2, by, bw, H * 0.015, wood), path(`M${n(bx - bw * 0.4)} ${n(by)}V${n(by + H * 0.1)}M${n(bx + bw * 0.4)} ${n(by)}V${n(by + H * 0.1)}`, 'none', { stroke: shade(wood, 0.3), sw: Math.max(2, W * 0.004) }),
    rect(bx - bw * 0.16, by - H * 0.05, bw * 0.32, H * 0.05, mix('#f3b2c0', t.primary, 0.1), { rx: 3 }), rect(bx - bw * 0.16, by - H * 0.055, bw * 0.32, H * 0.012, '#ffffff'));
  for (let k = 0; k < 3; k++) out.push(rect(bx - bw * 0.08 + k * bw * 0.08, by - H * 0.08, Math.max(1.5, W * 0.003), H * 0.025, '#f2c14e'));
  const cols = [t.primary, t.second, '#f2c14e', '#7cc4a4', mix(t.primary, '#ffffff', 0.4)];
  for (let k = 0; k < 5; k++) {
    const ox = bx + bw * 0.5 + (k - 2) * W * 0.025, oy = H * (0.34 + (k % 2) * 0.06);
    out.push(path(`M${n(bx + bw * 0.45)} ${n(by)}Q${n(ox - W * 0.01)} ${n((by + oy) / 2)} ${n(ox)} ${n(oy + H * 0.045)}`, 'none', { stroke: '#6b6f78', sw: 1 }),
      ellipse(ox, oy, W * 0.022, H * 0.045, cols[k]!), ellipse(ox - W * 0.007, oy - H * 0.015, W * 0.005, H * 0.01, '#ffffff', { op: 0.5 }));
  }
  return g(out);
}

/** A corridor of self-storage units: roll-up doors in the brand colour with numbers and padlocks, ceiling lights, a trolley of boxes. */
export function storageUnits(c: Ctx, x: (k: number) => number, f: number, s: number): string {
  const { W, H, t } = c;
  const out: string[] = [];
  const door = t.dark ? tint(t.primary, 0.05) : t.primary, frame = mix('#c9ced6', t.primary, 0.05);
  const n0 = W > H * 1.2 ? 4 : 3, dw = W * 0.2, gap = W * 0.03, top = H * 0.2, x0 = x(0.5) - (n0 * dw + (n0 - 1) * gap) / 2;
  for (let k = 0; k < 4; k++) out.push(rect(x(0.12 + k * 0.25), H * 0.04, W * 0.12, H * 0.02, '#fff7dd'), ellipse(x(0.18 + k * 0.25), H * 0.08, W * 0.08, H * 0.04, '#fff7dd', { op: 0.25 }));
  for (let k = 0; k < n0; k++) {
    const dx = x0 + k * (dw + gap);
    out.push(rect(dx - 6, top - 6, dw + 12, f - top + 6, frame), rect(dx, top, dw, f - top, door));
    let ribs = '';
    for (let y = top + (f - top) * 0.08; y < f; y += (f - top) * 0.08) ribs += `M${n(dx)} ${n(y)}h${n(dw)}`;
    out.push(path(ribs, 'none', { stroke: shade(door, 0.2), sw: Math.max(1.5, H * 0.004) }),
      rect(dx + dw * 0.35, top + (f - top) * 0.06, dw * 0.3, (f - top) * 0.08, '#ffffff', { rx: 2 }),
      rect(dx + dw * 0.45, top + (f - top) * 0.09, dw * 0.1, (f - top) * 0.02, '#2b2f36'),
      rect(dx + dw * 0.3, f - (f - top) * 0.1, dw * 0.4, (f - top) * 0.03, shade(door, 0.35), { rx: 2 }));
    // A padlock on the latch.
    const lx = dx + dw * 0.5, ly = f - (f - top) * 0.06, lw = dw * 0.1;
    out.push(path(`M${n(lx - lw * 0.3)} ${n(ly)}v${n(-lw * 0.4)}a${n(lw * 0.3)} ${n(lw * 0.3)} 0 0 1 ${n(lw * 0.6)} 0v${n(lw * 0.4)}`, 'none', { stroke: '#b8bcc4', sw: lw * 0.14 }),
      rect(lx - lw / 2, ly, lw, lw * 0.8, '#c9a44c', { rx: lw * 0.12 }));
  }
  out.push(sackTruck(c, x(0.12), f + H * 0.04, s * 0.9), boxStack(c, x(0.9), f + H * 0.04, s * 0.7, 3));
  return g(out);
}

/** A locksmith's work: a front door with its lock and a key in it, a board of cut keys on hooks, the toolkit on the floor. */
export function locksmithDoor(c: Ctx, x: (k: number) => number, f: number, s: number): string {
  const { W, H, t } = c;
  const out: string[] = [];
  const paint = t.dark ? tint(t.primary, 0.05) : t.primary, brass = '#c9a44c';
  const dx = x(0.52), dw = W * 0.2, dy = H * 0.14;
  out.push(rect(dx - dw * 0.08, dy - H * 0.02, dw * 1.16, f - dy + H * 0.02, '#f4f1ea'), rect(dx, dy, dw, f - dy, paint));
  for (const [fy, fh] of [[0.06, 0.36], [0.52, 0.4]] as const) out.push(rect(dx + dw * 0.12, dy + (f - dy) * fy, dw * 0.76, (f - dy) * fh, 'none', { stroke: shade(paint, 0.25), sw: 3, rx: 2 }));
  // The lock: a brass escutcheon, the cylinder, a key in it with its ring; a lever handle above.
  const lx = dx + dw * 0.82, ly = dy + (f - dy) * 0.52;
  out.push(rect(lx - dw * 0.05, ly - dw * 0.16, dw * 0.1, dw * 0.34, brass, { rx: dw * 0.03 }), rect(lx - dw * 0.12, ly - dw * 0.13, dw * 0.14, dw * 0.04, shade(brass, 0.1), { rx: dw * 0.02 }),
    circle(lx, ly + dw * 0.06, dw * 0.03, shade(brass, 0.5)), rect(lx - dw * 0.015, ly + dw * 0.06, dw * 0.03, dw * 0.12, '#b8bcc4'),
    circle(lx, ly + dw * 0.24, dw * 0.05, 'none', { stroke: '#b8bcc4', sw: dw * 0.02 }));
  // The key board: hooks in rows, cut keys hanging in brass and steel, a price tag.
  const kx = x(0.08), ky = H * 0.16, kw = W * 0.26, kh = H * 0.32, board = mix('#8a6446', t.primary, 0.08);
  out.push(rect(kx + 4, ky + 6, kw, kh, t.shadow, { op: 0.15 }), rect(kx, ky, kw, kh, board, { rx: 3 }));
  for (let r = 0; r < 3; r++) for (let k = 0; k < 6; k++) {
    const hx = kx + kw * (0.1 + k * 0.16), hy = ky + kh * (0.12 + r * 0.3), kc = (r + k) % 3 === 0 ? '#b8bcc4' : brass;
    out.push(rect(hx - 1, hy - kh * 0.02, 2, kh * 0.04, '#6b6f78'), circle(hx, hy + kh * 0.05, kh * 0.035, kc), rect(hx - kh * 0.012, hy + kh * 0.08, kh * 0.024, kh * 0.12, kc),
      rect(hx, hy + kh * 0.15, kh * 0.03, kh * 0.02, kc));
  }
  out.push(toolbox(c, x(0.84), f, s * 0.9), rect(x(0.2), f - s * 0.05, s * 0.5, s * 0.05, '#3a3a3a', { rx: 2 }));
  return g(out);
}

/** A martial-arts dojo: mats across the floor, a punch bag on its chain, belts of every grade on a rail, an emblem on the wall. */
export function dojo(c: Ctx, x: (k: number) => number, f: number, s: number): string {
  const { W, H, t } = c;
  const out: string[] = [];
  // Mats in two colours, seen edge on as bands on the floor.
  const mat = mix('#3f7d5a', t.second, 0.2), mat2 = mix('#2f5d8a', t.primary, 0.2);
  for (let k = 0; k < 8; k++) out.push(rect(x(0.0 + k * 0.125), f, W * 0.125 + 1, H * 0.06, k % 2 ? mat : mat2));
  out.push(rect(0, f, W, 3, '#ffffff', { op: 0.3 }));
  // The emblem: a circle in the brand colour with a brush stroke across it.
  const ex = x(0.46), ey = H * 0.4, er = Math.min(W, H) * 0.09;
  out.push(circle(ex, ey, er * 1.15, '#f7f3ea'), circle(ex, ey, er, t.primary), path(`M${n(ex - er * 0.7)} ${n(ey + er * 0.1)}Q${n(ex)} ${n(ey - er * 0.5)} ${n(ex + er * 0.7)} ${n(ey + er * 0.2)}`, 'none', { stroke: '#f7f3ea', sw: er * 0.16, round: true }));
  // Belts on a rail, white to black.
  const rx = x(0.14), ry = H * 0.36, rw = W * 0.2;
  out.push(rect(rx, ry, rw, H * 0.012, '#8a6446', { rx: 2 }));
  ['#f7f7f2', '#f2c14e', '#f28c28', '#5e9e3a', '#2f5d8a', '#7a4a32', '#1f1f1f'].forEach((col, k) => {
    const bx = rx + rw * (0.06 + k * 0.135);
    out.push(rect(bx, ry, rw * 0.07, H * 0.2, col, { rx: 2, stroke: k === 0 ? '#d6d2c6' : undefined, sw: k === 0 ? 1 : undefined }));
  });
  // The punch bag on its chain.
  const px = x(0.7), top = H * 0.26, bh = s * 1.4, bw = s * 0.42;
  out.push(path(`M${n(px)} 0V${n(top)}`, 'none', { stroke: '#9aa1ab', sw: Math.max(2, W * 0.004) }), path(`M${n(px)} ${n(top)}L${n(px - bw * 0.45)} ${n(top + H * 0.05)}M${n(px)} ${n(top)}L${n(px + bw * 0.45)} ${n(top + H * 0.05)}`, 'none', { stroke: '#9aa1ab', sw: 1.5 }),
    rect(px - bw / 2, top + H * 0.05, bw, bh, c.defs.lin([[0, shade('#c8312e', 0.1)], [0.5, '#c8312e'], [1, shade('#c8312e', 0.3)]], 0, 0, 1, 0), { rx: bw * 0.2 }),
    rect(px - bw / 2, top + H * 0.05 + bh * 0.2, bw, bh * 0.04, '#1f1f1f', { op: 0.6 }), rect(px - bw / 2, top + H * 0.05 + bh * 0.76, bw, bh * 0.04, '#1f1f1f', { op: 0.6 }));
  return g(out);
}

/** A pharmacy: shelves of boxes and bottles behind the counter, the green cross sign, a basket of goods and a bag of prescriptions. */
export function pharmacyCounter(c: Ctx, x: (k: number) => number, f: number, s: number): string {
  const { W, H, t } = c;
  const out: string[] = [];
  const shelf = mix('#e9e4da', t.bg, 0.3), wood = mix('#b98b5e', t.primary, 0.08);
  // Shelves on the back wall, each a row of boxes and bottles in soft colours.
  const sx = x(0.08), sw = W * 0.6, cols = ['#ffffff', mix(t.primary, '#ffffff', 0.7), mix(t.second, '#ffffff', 0.6), '#f3e58a', '#cfe1d6', '#f3c9c9'];
  for (let r = 0; r < 4; r++) {
    const sy = H * (0.16 + r * 0.12);
    out.push(rect(sx, sy + H * 0.08, sw, H * 0.012, shade(shelf, 0.2)));
    for (let k = 0, px = sx + W * 0.01; px < sx + sw - W * 0.03; k++) {
      const bw = W * (0.02 + ((k * 7 + r * 3) % 4) * 0.006), bh = H * (0.045 + ((k * 5 + r) % 3) * 0.012);
      out.push((k + r) % 3 === 0 ? rect(px, sy + H * 0.08 - bh, bw * 0.8, bh, cols[(k + r) % cols.length]!, { rx: bw * 0.3 }) : rect(px, sy + H * 0.08 - bh, bw, bh, cols[(k + r) % cols.length]!, { rx: 1 }));
      px += bw + W * 0.006;
    }
  }
  // The green cross sign, lit.
  const gx = x(0.84), gy = H * 0.24, gs = Math.min(W, H) * 0.08;
  out.push(circle(gx, gy, gs * 1.6, c.defs.rad([[0, '#3fbf6f', 0.35], [1, '#3fbf6f', 0]])), rect(gx - gs * 0.3, gy - gs, gs * 0.6, gs * 2, '#2fa35a', { rx: 3 }), rect(gx - gs, gy - gs * 0.3, gs * 2, gs * 0.6, '#2fa35a', { rx: 3 }));
  // The counter across the front with a till, a paper bag of prescriptions and a basket.
  const cy = f - s * 0.9;
  out.push(rect(x(0.02), cy, W * 0.9, s * 0.9, wood), rect(x(0.02), cy, W * 0.9, s * 0.08, tint(wood, 0.2)),
    rect(x(0.2), cy - s * 0.3, s * 0.4, s * 0.3, '#2b2f36', { rx: 3 }), rect(x(0.2) + s * 0.05, cy - s * 0.26, s * 0.3, s * 0.1, '#5fd38a', { op: 0.8 }),
    path(`M${n(x(0.5))} ${n(cy)}L${n(x(0.5) + s * 0.04)} ${n(cy - s * 0.45)}H${n(x(0.5) + s * 0.36)}L${n(x(0.5) + s * 0.4)} ${n(cy)}Z`, '#f4f1ea'),
    rect(x(0.5) + s * 0.1, cy - s * 0.32, s * 0.2, s * 0.12, '#2fa35a', { rx: 2 }), ellipse(x(0.7), cy - s * 0.12, s * 0.3, s * 0.12, shade(t.second, 0.1)));
  return g(out);
}

/**
 * A print shop: a wide-format printer on its stand with a colour print running out of it, posters and a
 * price list pinned to the wall, reams of paper on a shelf, and a counter with stacked business cards and
 * a guillotine.
 */
export function printShop(c: Ctx, x: (k: number) => number, f: number, s: number): string {
  const { W, H, t } = c;
  const out: string[] = [];
  const steel = '#9aa1ab', dark = shade(t.text, 0.05), body = t.dark ? '#d9dde3' : '#eceef1', wood = mix('#b98b5e', t.primary, 0.1);
  // Posters pinned to the wall above the printer (in view close up too): bold shapes in the palette, one with a headline bar.
  const posters: [number, number, number][] = [[0.25, 0.3, 0.09], [0.37, 0.27, 0.11], [0.52, 0.31, 0.075]];
  posters.forEach(([k, top, w], i) => {
    const px = x(k), pw = W * w, ph = pw * 1.35, py = H * top;
    out.push(rect(px + 3, py + 4, pw, ph, t.shadow, { op: 0.14 }), rect(px, py, pw, ph, '#fbfaf7'));
    if (i === 0) out.push(circle(px + pw * 0.5, py + ph * 0.42, pw * 0.3, t.primary), rect(px + pw * 0.15, py + ph * 0.8, pw * 0.7, ph * 0.06, dark));
    if (i === 1) out.push(rect(px + pw * 0.1, py + ph * 0.1, pw * 0.8, ph * 0.5, mix(t.second, t.primary, 0.3)), path(`M${n(px + pw * 0.1)} ${n(py + ph * 0.6)}L${n(px + pw * 0.45)} ${n(py + ph * 0.3)}L${n(px + pw * 0.9)} ${n(py + ph * 0.6)}Z`, shade(t.primary, 0.1)), rect(px + pw * 0.1, py + ph * 0.7, pw * 0.8, ph * 0.07, dark), rect(px + pw * 0.1, py + ph * 0.82, pw * 0.5, ph * 0.04, steel));
    if (i === 2) out.push(path(`M${n(px + pw * 0.1)} ${n(py + ph * 0.75)}L${n(px + pw * 0.5)} ${n(py + ph * 0.12)}L${n(px + pw * 0.9)} ${n(py + ph * 0.75)}Z`, t.second), rect(px + pw * 0.1, py + ph * 0.84, pw * 0.8, ph * 0.05, dark));
    out.push(circle(px + pw * 0.5, py + ph * 0.03, Math.max(2, pw * 0.03), '#d2453a'));
  });
  // The wide-format printer: a long body on two legs, its control panel, the paper roll feeding a print that hangs to a basket.
  const px0 = x(0.22), px1 = x(0.66), top = f - s * 1.05, bh = s * 0.28;
  out.push(path(`M${n(px0 + s * 0.15)} ${n(top + bh)}L${n(px0 + s * 0.05)} ${n(f)}M${n(px1 - s * 0.15)} ${n(top + bh)}L${n(px1 - s * 0.05)} ${n(f)}`, 'none', { stroke: steel, sw: s * 0.06, round: true }),
    ellipse((px0 + px1) / 2, f, (px1 - px0) * 0.55, s * 0.05, t.shadow, { op: 0.2 }),
    rect(px0, top, px1 - px0, bh, body, { rx: s * 0.05 }), rect(px0, top + bh * 0.72, px1 - px0, bh * 0.28, shade(body, 0.12), { rx: s * 0.03 }),
    rect(px1 - s * 0.42, top + bh * 0.18, s * 0.3, bh * 0.34, dark, { rx: 2 }), rect(px1 - s * 0.38, top + bh * 0.24, s * 0.16, bh * 0.2, mix(t.second, '#7cc4a4', 0.5)),
    circle(px0 + s * 0.2, top + bh * 0.35, s * 0.05, t.primary));
  // The print coming out: a sheet curving down from the slot, printed with a landscape in the palette.
  const sx0 = px0 + (px1 - px0) * 0.18, sx1 = px0 + (px1 - px0) * 0.78, sTop = top + bh, sBot = f - s * 0.2;
  out.push(rect(sx0, sTop, sx1 - sx0, sBot - sTop, '#fbfaf7'),
    rect(sx0 + s * 0.06, sTop + s * 0.05, sx1 - sx0 - s * 0.12, (sBot - sTop) * 0.7, c.defs.lin([[0, tint(t.second, 0.35)], [1, mix(t.primary, t.second, 0.4)]])),
    path(`M${n(sx0 + s * 0.06)} ${n(sTop + (sBot - sTop) * 0.6)}Q${n((sx0 + sx1) / 2)} ${n(sTop + (sBot - sTop) * 0.35)} ${n(sx1 - s * 0.06)} ${n(sTop + (sBot - sTop) * 0.55)}V${n(sTop + s * 0.05 + (sBot - sTop) * 0.7)}H${n(sx0 + s * 0.06)}Z`, shade(t.primary, 0.15)),
    circle(sx1 - (sx1 - sx0) * 0.25, sTop + (sBot - sTop) * 0.22, s * 0.08, '#fff4d6'),
    path(`M${n(sx0)} ${n(sBot)}Q${n((sx0 + sx1) / 2)} ${n(sBot + s * 0.14)} ${n(sx1)} ${n(sBot)}`, '#f1efe9'));
  // Reams of paper on a shelf.
  const shelfY = H * 0.42, rx = x(0.1);
  out.push(rect(rx - W * 0.1, shelfY, W * 0.2, H * 0.012, shade(wood, 0.1)));
  [t.primary, '#fbfaf7', t.second, '#fbfaf7'].forEach((col, i) => out.push(rect(rx - W * 0.09 + i * W * 0.045, shelfY - H * 0.05, W * 0.04, H * 0.05, col, { rx: 1 }), rect(rx - W * 0.09 + i * W * 0.045, shelfY - H * 0.032, W * 0.04, H * 0.012, '#ffffff', { op: 0.6 })));
  // The counter: stacks of business cards fanned, and a guillotine with its arm raised.
  const cx = x(0.86), ct = f - s * 0.8, cw = s * 1.5;
  out.push(rect(cx - cw / 2, ct, cw, f - ct, shade(wood, 0.05)), rect(cx - cw / 2 - s * 0.05, ct - s * 0.06, cw + s * 0.1, s * 0.06, wood, { rx: 2 }));
  for (let i = 0; i < 3; i++) {
    const bx = cx - cw * 0.38 + i * s * 0.2, h = s * (0.08 + i * 0.03);
    out.push(rect(bx, ct - s * 0.06 - h, s * 0.17, h, i === 1 ? tint(t.primary, 0.3) : '#fbfaf7', { rx: 1 }), rect(bx, ct - s * 0.06 - h, s * 0.17, s * 0.02, i === 1 ? t.primary : mix(t.second, t.card, 0.3)));
  }
  const gx = cx + cw * 0.12;
  out.push(rect(gx, ct - s * 0.1, s * 0.5, s * 0.04, steel, { rx: 2 }), rect(gx + s * 0.02, ct - s * 0.14, s * 0.46, s * 0.04, '#f3f1ec'),
    path(`M${n(gx + s * 0.04)} ${n(ct - s * 0.12)}L${n(gx + s * 0.5)} ${n(ct - s * 0.5)}`, 'none', { stroke: dark, sw: s * 0.035, round: true }),
    circle(gx + s * 0.5, ct - s * 0.5, s * 0.045, '#d2453a'));
  return g(out);
}
