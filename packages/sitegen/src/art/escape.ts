import type { Ctx } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, ellipse, g, n, path, rect } from './svg';

/**
 * An escape room (service art's trade for choose-blueprint `ESCAPE_ROOM` words): a heavy door chained and
 * padlocked with a keypad beside it, a countdown clock over it, a board of clues joined by red string, a
 * bare bulb glowing, and a padlocked chest on the floor. `x` places things across the room (service.ts
 * `across`: behind a headline everything moves to the end side); `f` is the floor line, `s` the scale.
 */
export function escapeRoom(c: Ctx, x: (k: number) => number, f: number, s: number): string {
  const { W, H, t } = c;
  const wood = mix('#6b4a2f', t.primary, 0.08), brass = '#c9a44c', warm = '#ffd58a';
  const out: string[] = [];
  // The bare bulb on its flex, and its glow over the room.
  const bx = x(0.44), by = H * 0.2;
  out.push(circle(bx, by, Math.min(W, H) * 0.32, c.defs.rad([[0, warm, 0.45], [0.5, warm, 0.12], [1, warm, 0]])),
    path(`M${n(bx)} 0V${n(by - H * 0.02)}`, 'none', { stroke: '#2b2b2b', sw: 2 }), rect(bx - W * 0.006, by - H * 0.03, W * 0.012, H * 0.015, '#3a3a3a'),
    ellipse(bx, by + H * 0.005, W * 0.012, H * 0.02, warm));
  // The clue board: cork, pinned notes and photos, red string between the pins.
  const cx = x(0.06), cy = H * 0.16, cw = W * 0.26, ch = H * 0.3, cork = mix('#b98a55', t.primary, 0.06);
  out.push(rect(cx + 4, cy + 6, cw, ch, t.shadow, { op: 0.15 }), rect(cx, cy, cw, ch, shade(cork, 0.15), { rx: 3 }), rect(cx + cw * 0.04, cy + ch * 0.05, cw * 0.92, ch * 0.9, cork));
  const notes: [number, number, number, number, string][] = [[0.1, 0.12, 0.24, 0.3, '#f7f1dc'], [0.44, 0.1, 0.2, 0.26, '#f3e58a'], [0.7, 0.2, 0.22, 0.3, '#f7f1dc'],
    [0.16, 0.56, 0.26, 0.3, '#e8e4da'], [0.54, 0.58, 0.24, 0.28, '#f3e58a']];
  const pins: [number, number][] = [];
  for (const [fx, fy, fw, fh, col] of notes) {
    const nx = cx + cw * fx, ny = cy + ch * fy;
    out.push(rect(nx, ny, cw * fw, ch * fh, col, { tf: `rotate(${n((fx - 0.4) * 12)} ${n(nx)} ${n(ny)})` }),
      rect(nx + cw * fw * 0.15, ny + ch * fh * 0.3, cw * fw * 0.6, ch * 0.015, '#6b6f78', { op: 0.6 }), rect(nx + cw * fw * 0.15, ny + ch * fh * 0.5, cw * fw * 0.45, ch * 0.015, '#6b6f78', { op: 0.6 }));
    pins.push([nx + cw * fw * 0.5, ny + ch * 0.03]);
  }
  out.push(path(pins.map(([px, py], i) => `${i ? 'L' : 'M'}${n(px)} ${n(py)}`).join('') + `M${n(pins[0]![0])} ${n(pins[0]![1])}L${n(pins[4]![0])} ${n(pins[4]![1])}`, 'none', { stroke: '#c8312e', sw: 1.5 }));
  for (const [px, py] of pins) out.push(circle(px, py, Math.max(2, W * 0.005), '#c8312e'));
  // The door: planks in a stone frame, a chain across it held by a padlock, a keypad on the wall beside it.
  const dx = x(0.64), dw = W * 0.18, dy = H * 0.2, frame = mix('#8d8a84', t.primary, 0.08);
  out.push(rect(dx - dw * 0.08, dy - H * 0.03, dw * 1.16, f - dy + H * 0.03, frame, { rx: 2 }), rect(dx, dy, dw, f - dy, wood));
  let planks = '';
  for (let k = 1; k < 4; k++) planks += `M${n(dx + (dw * k) / 4)} ${n(dy)}V${n(f)}`;
  out.push(path(planks, 'none', { stroke: shade(wood, 0.3), sw: 2 }), rect(dx, dy + (f - dy) * 0.2, dw, (f - dy) * 0.05, shade(wood, 0.35)), rect(dx, dy + (f - dy) * 0.72, dw, (f - dy) * 0.05, shade(wood, 0.35)));
  const chainY = dy + (f - dy) * 0.48;
  let chain = '';
  for (let k = 0; k < 9; k++) { const lx = dx - dw * 0.04 + (dw * 1.08 * k) / 8; chain += `M${n(lx - dw * 0.05)} ${n(chainY + (k % 2 ? 3 : -3))}h${n(dw * 0.1)}`; }
  out.push(path(chain, 'none', { stroke: '#9aa1ab', sw: Math.max(3, W * 0.006), round: true }));
  const lw = dw * 0.22, lx = dx + dw / 2 - lw / 2, ly = chainY;
  out.push(path(`M${n(lx + lw * 0.2)} ${n(ly)}V${n(ly - lw * 0.35)}A${n(lw * 0.3)} ${n(lw * 0.3)} 0 0 1 ${n(lx + lw * 0.8)} ${n(ly - lw * 0.35)}V${n(ly)}`, 'none', { stroke: '#b8bcc4', sw: lw * 0.12 }),
    rect(lx, ly, lw, lw * 0.85, brass, { rx: lw * 0.12 }), circle(lx + lw / 2, ly + lw * 0.35, lw * 0.08, shade(brass, 0.5)), rect(lx + lw * 0.46, ly + lw * 0.38, lw * 0.08, lw * 0.22, shade(brass, 0.5)));
  const kx = dx + dw * 1.2, ky = dy + (f - dy) * 0.3, kw = W * 0.045;
  out.push(rect(kx, ky, kw, kw * 1.4, '#2b2f36', { rx: 3 }), rect(kx + kw * 0.15, ky + kw * 0.12, kw * 0.7, kw * 0.25, '#5fd38a', { op: 0.85 }));
  for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) out.push(rect(kx + kw * (0.15 + i * 0.25), ky + kw * (0.5 + j * 0.28), kw * 0.18, kw * 0.18, '#9aa1ab', { rx: 1 }));
  // The countdown over the door: red digits in a black case.
  const tw = dw * 0.9, tx = dx + dw / 2 - tw / 2, ty = dy - H * 0.13, th = H * 0.07;
  out.push(rect(tx, ty, tw, th, '#141414', { rx: 3 }));
  const digit = tw * 0.16;
  for (let k = 0; k < 4; k++) {
    const gx = tx + tw * 0.08 + k * digit * 1.25 + (k > 1 ? digit * 0.35 : 0);
    out.push(rect(gx, ty + th * 0.2, digit, th * 0.6, 'none', { stroke: '#ff4d3d', sw: Math.max(1.5, th * 0.08), rx: 1 }), rect(gx, ty + th * 0.48, digit, Math.max(1, th * 0.06), '#ff4d3d'));
  }
  out.push(circle(tx + tw / 2, ty + th * 0.38, th * 0.05, '#ff4d3d'), circle(tx + tw / 2, ty + th * 0.62, th * 0.05, '#ff4d3d'));
  // The chest on the floor: a domed lid, iron bands, its own padlock.
  const sx = x(0.3), sw = s * 0.75, sh = s * 0.42;
  out.push(ellipse(sx, f + H * 0.01, sw * 0.62, H * 0.02, t.shadow, { op: 0.25 }), rect(sx - sw / 2, f - sh, sw, sh, wood, { rx: 3 }),
    path(`M${n(sx - sw / 2)} ${n(f - sh)}Q${n(sx)} ${n(f - sh * 1.6)} ${n(sx + sw / 2)} ${n(f - sh)}Z`, tint(wood, 0.08)),
    rect(sx - sw * 0.35, f - sh * 1.25, sw * 0.08, sh * 1.25, '#3a3a3a', { op: 0.85 }), rect(sx + sw * 0.27, f - sh * 1.25, sw * 0.08, sh * 1.25, '#3a3a3a', { op: 0.85 }),
    rect(sx - sw * 0.06, f - sh * 1.02, sw * 0.12, sw * 0.12, brass, { rx: 2 }));
  return g(out);
}
