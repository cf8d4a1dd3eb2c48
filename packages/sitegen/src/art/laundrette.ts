import type { Ctx } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, ellipse, g, n, path, rect } from './svg';

/**
 * A laundrette (service art's trade for laundrette, launderette and laundromat words): a row of front-loading
 * washers with round glass doors, one turning with suds, a stack of dryers at the end, a folding counter with
 * a basket of towels and a bottle of detergent, a price board on the wall. `x` places things across the room
 * (service.ts `across`); `f` is the floor line, `s` the scale.
 */
export function laundrette(c: Ctx, x: (k: number) => number, f: number, s: number): string {
  const { W, H, t } = c;
  const steel = t.dark ? '#c9ced6' : '#f4f5f7', trim = mix('#9aa1ab', t.primary, 0.1), glass = t.dark ? '#2b3442' : mix('#cfe0ea', t.bg, 0.2);
  const out: string[] = [];
  // The price board: a dark panel with rows of chalk lines and coloured dots.
  const bx = x(0.08), by = H * 0.14, bw = W * 0.22, bh = H * 0.22;
  out.push(rect(bx, by, bw, bh, '#2b2f36', { rx: 3 }));
  for (let k = 0; k < 4; k++) out.push(circle(bx + bw * 0.1, by + bh * (0.2 + k * 0.2), bh * 0.035, [t.primary, t.second, '#f2c14e', '#7cc4a4'][k]!),
    rect(bx + bw * 0.18, by + bh * (0.18 + k * 0.2), bw * (k % 2 ? 0.45 : 0.55), bh * 0.04, '#f1efe6', { rx: 2, op: 0.65 }), rect(bx + bw * 0.78, by + bh * (0.18 + k * 0.2), bw * 0.12, bh * 0.04, '#f1efe6', { rx: 2, op: 0.5 }));
  // Washers in a row: a control strip, a round door with its glass; the middle one turning with suds.
  const mh = Math.max(s * 1.02, H * 0.34), mw = mh * 0.8, n0 = W > H * 1.2 ? 4 : 3, gap = s * 0.06;
  const x0 = x(0.34);
  for (let k = 0; k < n0; k++) {
    const mx = x0 + k * (mw + gap), my = f - mh;
    const r = mw * 0.32, cx = mx + mw / 2, cy = my + mh * 0.56;
    out.push(rect(mx + 3, my + 4, mw, mh, t.shadow, { op: 0.12 }), rect(mx, my, mw, mh, steel, { rx: mw * 0.06 }), rect(mx, my, mw, mh * 0.16, shade(steel, 0.06), { rx: mw * 0.06 }),
      circle(mx + mw * 0.78, my + mh * 0.08, mh * 0.035, k === 1 ? '#5fd38a' : trim), rect(mx + mw * 0.1, my + mh * 0.05, mw * 0.4, mh * 0.06, trim, { rx: 2 }),
      circle(cx, cy, r * 1.18, trim), circle(cx, cy, r, glass));
    if (k === 1) {
      // Clothes turning behind the glass, and suds.
      out.push(path(`M${n(cx - r * 0.8)} ${n(cy + r * 0.1)}Q${n(cx - r * 0.2)} ${n(cy + r * 0.9)} ${n(cx + r * 0.7)} ${n(cy + r * 0.3)}Q${n(cx + r * 0.2)} ${n(cy + r * 0.55)} ${n(cx - r * 0.8)} ${n(cy + r * 0.1)}Z`, t.primary, { op: 0.8 }),
        path(`M${n(cx - r * 0.6)} ${n(cy + r * 0.45)}Q${n(cx)} ${n(cy + r * 0.95)} ${n(cx + r * 0.6)} ${n(cy + r * 0.5)}Z`, t.second, { op: 0.8 }));
      for (let b = 0; b < 6; b++) out.push(circle(cx + r * (-0.5 + b * 0.2), cy - r * (0.1 + (b % 2) * 0.15), r * 0.12, '#ffffff', { op: 0.85 }));
    }
    out.push(path(`M${n(cx - r * 0.55)} ${n(cy - r * 0.55)}A${n(r * 0.78)} ${n(r * 0.78)} 0 0 1 ${n(cx + r * 0.2)} ${n(cy - r * 0.75)}`, 'none', { stroke: '#ffffff', sw: r * 0.08, round: true, op: 0.5 }));
  }
  // Two dryers stacked at the end of the row.
  const dx = x0 + n0 * (mw + gap), dh = mh * 0.62;
  if (dx + mw < W * 1.02 || c.behindText) for (let k = 0; k < 2; k++) {
    const dy = f - dh * (k + 1) - k * gap;
    out.push(rect(dx, dy, mw, dh, tint(trim, 0.55), { rx: mw * 0.05 }), circle(dx + mw / 2, dy + dh * 0.55, mw * 0.28, trim), circle(dx + mw / 2, dy + dh * 0.55, mw * 0.22, glass),
      rect(dx + mw * 0.1, dy + dh * 0.08, mw * 0.5, dh * 0.08, shade(trim, 0.2), { rx: 2 }));
  }
  // The folding counter: a top on legs, a basket of folded towels, a bottle of detergent.
  const tx = x(0.06), tw = Math.max(s * 1.1, W * 0.22), ty = f - mh * 0.47, wood = mix('#b98b5e', t.primary, 0.1);
  out.push(rect(tx, ty, tw, s * 0.05, wood, { rx: 2 }), path(`M${n(tx + tw * 0.08)} ${n(ty)}V${n(f)}M${n(tx + tw * 0.92)} ${n(ty)}V${n(f)}`, 'none', { stroke: shade(wood, 0.3), sw: Math.max(2, s * 0.03) }));
  const kx = tx + tw * 0.3;
  out.push(path(`M${n(kx - s * 0.22)} ${n(ty)}L${n(kx - s * 0.26)} ${n(ty - s * 0.2)}H${n(kx + s * 0.26)}L${n(kx + s * 0.22)} ${n(ty)}Z`, mix('#d9c2a6', t.primary, 0.1)));
  for (let k = 0; k < 3; k++) out.push(rect(kx - s * 0.22, ty - s * (0.24 + k * 0.07), s * 0.44, s * 0.065, [tint(t.primary, 0.5), '#ffffff', tint(t.second, 0.5)][k]!, { rx: s * 0.03 }));
  const px = tx + tw * 0.75;
  out.push(rect(px - s * 0.08, ty - s * 0.26, s * 0.16, s * 0.26, t.second, { rx: s * 0.04 }), rect(px - s * 0.04, ty - s * 0.32, s * 0.08, s * 0.07, '#ffffff', { rx: 2 }),
    rect(px - s * 0.06, ty - s * 0.18, s * 0.12, s * 0.08, '#ffffff', { op: 0.8 }));
  out.push(ellipse(x(0.5), f + H * 0.01, W * 0.4, H * 0.01, t.shadow, { op: 0.1 }));
  return g(out);
}
