import type { Ctx } from './ctx';
import { threeViews } from './ctx';
import { aFrame, awning, pavement, skinTone, torso } from './street';
import { mix, shade, tint } from './palette';
import { circle, g, n, path, rect } from './svg';

/**
 * A takeaway's "about" picture (cafe.ts `serviceStyle` 'takeaway'): its shopfront on the street in the
 * evening. A blank fascia in the brand colour under two lamps, a striped awning, the window lit from
 * inside onto the counter (menu boards over it, someone serving, paper bags ready to collect, a drinks
 * fridge), a glass door, a chalkboard on the pavement. Siblings walk three viewpoints.
 */
export function takeawayFront(c: Ctx): string {
  return threeViews(c, 'takeaway', frontScene(c), [1.25, 0.42, 0.55], [1.15, 0.5, 0.55]);
}

function frontScene(c: Ctx): string {
  const { W, H, rng, t } = c;
  const warm = '#ffd58a';
  const ground = H * 0.86;
  // The building: painted render or brick, an upper window.
  const wall = t.dark ? mix('#3a3540', t.primary, 0.12) : mix(rng.pick(['#e9dcc8', '#d9c2a6', '#c9d3d6']), t.primary, 0.06);
  const out = [rect(0, 0, W, H, c.defs.lin([[0, shade(wall, 0.08)], [1, tint(wall, 0.04)]]))];
  if (rng.chance(0.5)) {
    let bricks = '';
    for (let y = 0, row = 0; y < H * 0.3; y += H * 0.035, row++) for (let x = row % 2 ? -W * 0.04 : 0; x < W; x += W * 0.08) bricks += `M${n(x)} ${n(y)}h${n(W * 0.075)}v${n(H * 0.03)}h${n(-W * 0.075)}Z`;
    out.push(path(bricks, shade(wall, 0.06), { op: 0.6 }));
  }
  for (const fx of [0.18, 0.62]) out.push(rect(W * fx, H * 0.02, W * 0.2, H * 0.17, shade(wall, 0.35), { rx: 3 }), rect(W * fx + 5, H * 0.02 + 5, W * 0.2 - 10, H * 0.17 - 10, t.dark ? mix('#2b2a55', warm, 0.15) : mix('#9fc3d8', t.bg, 0.3)));
  // The fascia: a blank board in the brand colour with two swan-neck lamps and their light.
  const fy = H * 0.23, fh = H * 0.09, x0 = W * 0.06, x1 = W * 0.94;
  const paint = t.dark ? tint(t.primary, 0.05) : t.primary, trim = mix(t.second, '#ffffff', t.dark ? 0.1 : 0.2);
  const glow = c.defs.rad([[0, warm, 0.5], [0.45, warm, 0.15], [1, warm, 0]]);
  out.push(rect(x0, fy, x1 - x0, fh, c.defs.lin([[0, tint(paint, 0.1)], [1, shade(paint, 0.1)]]), { rx: 3 }), rect(x0, fy + fh - 4, x1 - x0, 4, shade(paint, 0.3)));
  for (const fx of [0.3, 0.7]) {
    const lx = W * fx, ly = fy - H * 0.02;
    out.push(circle(lx, fy + fh * 0.4, H * 0.12, glow), path(`M${n(lx)} ${n(fy)}v${n(-H * 0.04)}q0 ${n(-H * 0.02)} ${n(W * 0.02)} ${n(-H * 0.02)}`, 'none', { stroke: '#2b2b2b', sw: 3, round: true }),
      path(`M${n(lx + W * 0.012)} ${n(ly - H * 0.045)}h${n(W * 0.03)}l${n(-W * 0.008)} ${n(H * 0.02)}h${n(-W * 0.014)}Z`, '#2b2b2b'));
  }
  // The shopfront: a dark frame; the window (left) and a glass door (right); a stall board under the window.
  const sy = fy + fh, frame = t.dark ? '#1d1d22' : mix('#2b2f36', t.primary, 0.15);
  out.push(rect(x0, sy, x1 - x0, ground - sy, frame));
  const wx = x0 + W * 0.025, ww = (x1 - x0) * 0.64, wy = sy + H * 0.06, wh = ground - wy - H * 0.12;
  const inside = c.defs.lin([[0, mix('#6b5038', warm, 0.35)], [1, mix('#3a2c22', warm, 0.15)]]);
  out.push(rect(wx, wy, ww, wh, inside));
  // Menu boards over the counter.
  for (let k = 0; k < 3; k++) {
    const bx = wx + ww * (0.08 + k * 0.3), bw = ww * 0.26;
    out.push(rect(bx, wy + wh * 0.16, bw, wh * 0.22, '#22262a', { rx: 2 }));
    for (let l = 0; l < 4; l++) out.push(rect(bx + bw * 0.1, wy + wh * (0.2 + l * 0.045), bw * (l % 2 ? 0.5 : 0.72), wh * 0.016, '#f1efe6', { rx: 1, op: 0.65 }));
  }
  // Someone serving, the counter, paper bags waiting, a drinks fridge.
  const px = wx + ww * rng.range(0.35, 0.5), cy = wy + wh * 0.76;
  out.push(torso(px, cy, wh * 0.14, cy - wh * 0.16, cy - wh * 0.25, trim), circle(px, cy - wh * 0.32, wh * 0.065, skinTone(rng)));
  out.push(rect(wx, cy, ww, wh * 0.06, mix('#c9ccd3', t.primary, 0.05)), rect(wx, cy + wh * 0.06, ww, wh * 0.24, shade(frame, 0.1), { op: 0.6 }));
  const bag = mix('#b98a55', t.primary, 0.05);
  for (let k = 0; k < 3; k++) {
    const bx = wx + ww * (0.66 + k * 0.09), bh = wh * (0.13 + (k % 2) * 0.03), bw = ww * 0.065;
    out.push(path(`M${n(bx)} ${n(cy)}L${n(bx + bw * 0.08)} ${n(cy - bh)}H${n(bx + bw * 0.92)}L${n(bx + bw)} ${n(cy)}Z`, k === 1 ? tint(bag, 0.12) : bag),
      path(`M${n(bx + bw * 0.08)} ${n(cy - bh)}l${n(bw * 0.2)} ${n(bh * 0.14)}l${n(bw * 0.22)} ${n(-bh * 0.1)}l${n(bw * 0.22)} ${n(bh * 0.1)}l${n(bw * 0.2)} ${n(-bh * 0.14)}`, 'none', { stroke: shade(bag, 0.25), sw: 1.5 }));
  }
  const fxr = wx + ww * 0.03, fw = ww * 0.12;
  out.push(rect(fxr, wy + wh * 0.4, fw, wh * 0.3, mix('#d8f0ff', t.bg, 0.2), { rx: 2, op: 0.9 }));
  for (let k = 0; k < 6; k++) out.push(rect(fxr + fw * (0.12 + (k % 3) * 0.3), wy + wh * (0.44 + Math.floor(k / 3) * 0.13), fw * 0.16, wh * 0.09, [t.primary, t.second, '#e3b04a'][k % 3] as string, { rx: 1 }));
  // Glass: a sheen across the window.
  out.push(path(`M${n(wx + ww * 0.55)} ${n(wy)}h${n(ww * 0.12)}L${n(wx + ww * 0.4)} ${n(wy + wh)}h${n(-ww * 0.12)}Z`, '#ffffff', { op: 0.08 }));
  // The door, with a handle and a little hanging sign.
  const dx = wx + ww + W * 0.03, dw = x1 - dx - W * 0.025, dy = sy + H * 0.04;
  out.push(rect(dx, dy, dw, ground - dy, inside, { op: 0.9 }), rect(dx, dy, dw, ground - dy, 'none', { stroke: shade(frame, 0.2), sw: 6 }),
    rect(dx + dw * 0.8, dy + (ground - dy) * 0.45, dw * 0.06, (ground - dy) * 0.15, '#c9ccd3', { rx: 2 }),
    path(`M${n(dx + dw * 0.35)} ${n(dy + (ground - dy) * 0.2)}L${n(dx + dw * 0.5)} ${n(dy + (ground - dy) * 0.14)}L${n(dx + dw * 0.65)} ${n(dy + (ground - dy) * 0.2)}`, 'none', { stroke: '#c9ccd3', sw: 1.5 }),
    rect(dx + dw * 0.28, dy + (ground - dy) * 0.2, dw * 0.44, (ground - dy) * 0.1, trim, { rx: 3 }));
  out.push(rect(wx, wy + wh, ww, ground - wy - wh, shade(frame, 0.05)), rect(wx, wy + wh, ww, 4, tint(frame, 0.2)));
  // The awning over the window, the pavement, a chalkboard.
  out.push(awning(wx + ww * 0.04, sy + H * 0.008, ww * 0.92, H * 0.05, trim));
  out.push(pavement(c, ground, 0.01));
  out.push(aFrame(c, W * 0.08, H * 0.985, H * 0.22));
  return g(out);
}
