import type { Ctx } from './ctx';
import { groundShadow, threeViews } from './ctx';
import { mix, shade, tint } from './palette';
import { stringLights } from './objects';
import { aFrame, awning, pavement, skinTone, torso } from './street';
import { circle, ellipse, g, n, path, rect } from './svg';

/**
 * A food truck's "about" picture (cafe.ts `serviceStyle` 'truck'): the truck side-on at its pitch, serving
 * hatch open and lit under a striped awning, a cook at the hatch, a menu board on its side and a chalkboard
 * on the pavement, two customers at the counter, string lights over the street at dusk (or a day sky on a
 * light theme), town roofs behind. The truck wears the brand colour. Siblings walk three viewpoints.
 */
export function foodTruck(c: Ctx): string {
  return threeViews(c, 'truck', truckScene(c), [1.3, 0.45, 0.55], [1.2, 0.5, 0.55]);
}

function truckScene(c: Ctx): string {
  const { W, H, rng, t } = c;
  const warm = '#ffd58a';
  const dusk = t.dark || rng.chance(0.5);
  const sky = dusk ? c.defs.lin([[0, mix('#2b2a55', t.primary, 0.2)], [0.75, mix('#f0a27a', t.primary, 0.15)], [1, '#ffd7a8']]) : c.defs.lin([[0, mix('#bfe0f2', t.bg, 0.3)], [1, mix('#f4efe4', t.bg, 0.4)]]);
  const ground = H * 0.8;
  const out = [rect(0, 0, W, H, sky)];
  // Town behind: roofs and lit windows in one muted tone.
  const town = dusk ? mix('#2a2440', t.primary, 0.15) : mix('#9fb0bd', t.second, 0.15);
  let roofs = '', lit = '';
  for (let x = -W * 0.02; x < W; x += W * rng.range(0.08, 0.14)) {
    const bw = W * rng.range(0.08, 0.14), bh = H * rng.range(0.22, 0.42), top = ground - bh;
    roofs += rng.chance(0.5) ? `M${n(x)} ${n(ground)}V${n(top)}L${n(x + bw / 2)} ${n(top - bh * 0.18)}L${n(x + bw)} ${n(top)}V${n(ground)}Z` : `M${n(x)} ${n(ground)}V${n(top)}H${n(x + bw)}V${n(ground)}Z`;
    for (let wy = top + bh * 0.15; wy < ground - bh * 0.2; wy += bh * 0.22) for (let wx = x + bw * 0.18; wx < x + bw * 0.8; wx += bw * 0.32) if (rng.chance(0.55)) lit += `M${n(wx)} ${n(wy)}h${n(bw * 0.14)}v${n(bh * 0.1)}h${n(-bw * 0.14)}Z`;
  }
  out.push(path(roofs, town), path(lit, dusk ? warm : tint(town, 0.45), { op: dusk ? 0.7 : 0.8 }));
  // Pavement and kerb.
  out.push(pavement(c, ground, 0.012));
  // String lights across the street.
  const glow = c.defs.rad([[0, warm, 0.5], [0.4, warm, 0.16], [1, warm, 0]]);
  out.push(stringLights(c, { top: 0.08, sag: 0.07, bulbs: 14, first: 0.035, drop: 7, glowR: 0.045 }, shade(town, 0.3), glow, warm));
  // The truck: a box body in the brand colour, the cab on the right, two wheels.
  const tw = Math.min(W * 0.66, H * 1.15), th = tw * 0.5, wr = th * 0.17;
  const x0 = W * 0.5 - tw * 0.42, yb = ground - wr * 0.55, yt = yb - th;
  const paint = t.dark ? tint(t.primary, 0.1) : t.primary, trim = mix(t.second, '#ffffff', t.dark ? 0.1 : 0.2);
  out.push(groundShadow(c, x0 + tw * 0.5, ground + H * 0.01, tw * 0.58, H * 0.025, 0.45));
  const bodyW = tw * 0.76, cabX = x0 + bodyW;
  out.push(rect(x0, yt, bodyW, th, c.defs.lin([[0, tint(paint, 0.08)], [1, shade(paint, 0.12)]]), { rx: th * 0.06 }));
  out.push(path(`M${n(cabX - 2)} ${n(yb)}V${n(yt + th * 0.32)}H${n(cabX + tw * 0.13)}L${n(cabX + tw * 0.23)} ${n(yt + th * 0.58)}V${n(yb)}Z`, shade(paint, 0.04)),
    path(`M${n(cabX + tw * 0.02)} ${n(yt + th * 0.38)}H${n(cabX + tw * 0.125)}L${n(cabX + tw * 0.2)} ${n(yt + th * 0.58)}H${n(cabX + tw * 0.02)}Z`, mix('#cfe6f2', t.bg, 0.2), { op: 0.9 }));
  out.push(rect(x0, yb - th * 0.14, tw * 0.99, th * 0.07, trim), rect(x0 - tw * 0.01, yb - th * 0.05, tw * 1.0, th * 0.06, shade(paint, 0.35), { rx: th * 0.02 }));
  for (const wx of [x0 + tw * 0.2, x0 + tw * 0.86]) out.push(circle(wx, yb, wr * 1.12, shade(paint, 0.45)), circle(wx, yb, wr, '#26262b'), circle(wx, yb, wr * 0.45, '#b9bcc4'), circle(wx, yb, wr * 0.15, '#6d7078'));
  // The serving hatch, lit from inside, a cook in it; the counter ledge under it.
  const hx = x0 + bodyW * 0.1, hw = bodyW * 0.56, hy = yt + th * 0.2, hh = th * 0.42;
  out.push(rect(hx, hy, hw, hh, c.defs.lin([[0, mix('#5a4330', warm, 0.25)], [1, mix('#2b2420', warm, 0.1)]]), { rx: 3 }), circle(hx + hw * 0.5, hy + hh * 0.2, hh * 0.9, glow));
  // Shelves and jars at the back of the hatch.
  out.push(rect(hx + hw * 0.05, hy + hh * 0.3, hw * 0.9, hh * 0.03, shade(warm, 0.5), { op: 0.6 }));
  for (let i = 0; i < 6; i++) out.push(rect(hx + hw * (0.08 + i * 0.14), hy + hh * 0.2, hw * 0.06, hh * 0.1, mix(warm, t.primary, i % 2 ? 0.3 : 0.1), { rx: 2, op: 0.8 }));
  const cookX = hx + hw * rng.range(0.3, 0.45), cookY = hy + hh * 1.12;
  out.push(torso(cookX, cookY, hh * 0.32, cookY - hh * 0.32, cookY - hh * 0.5, '#f4f1ea'), circle(cookX, cookY - hh * 0.66, hh * 0.15, skinTone(rng)), rect(cookX - hh * 0.17, cookY - hh * 0.86, hh * 0.34, hh * 0.1, '#f4f1ea', { rx: hh * 0.04 }));
  out.push(rect(hx - hw * 0.04, hy + hh, hw * 1.08, th * 0.05, mix('#c9ccd3', t.primary, 0.05), { rx: 2 }), rect(hx - hw * 0.04, hy + hh + th * 0.05, hw * 1.08, th * 0.015, c.t.shadow, { op: 0.25 }));
  // Food on the counter: a box and a cup.
  out.push(rect(hx + hw * 0.62, hy + hh - th * 0.06, hw * 0.12, th * 0.06, '#f6efe2', { rx: 2 }), rect(hx + hw * 0.8, hy + hh - th * 0.09, hw * 0.05, th * 0.09, tint(t.second, 0.3), { rx: 1 }));
  // The awning: stripes in the brand's second colour and white, a scalloped edge.
  out.push(awning(hx, hy - th * 0.06, hw, th * 0.16, trim));
  // A menu board on the side, a sign board on the roof (blank: the owner's name is in the heading).
  const mx = hx + hw + bodyW * 0.06, mw = bodyW * 0.22;
  out.push(rect(mx, hy, mw, hh * 0.95, '#2b2f2c', { rx: 3 }), rect(mx, hy, mw, hh * 0.95, 'none', { rx: 3, stroke: shade(trim, 0.2), sw: 2 }));
  for (let k = 0; k < 5; k++) out.push(rect(mx + mw * 0.12, hy + hh * (0.14 + k * 0.16), mw * (k % 2 ? 0.5 : 0.7), hh * 0.04, '#f1efe6', { rx: 1, op: 0.6 }));
  out.push(rect(x0 + bodyW * 0.2, yt - th * 0.14, bodyW * 0.6, th * 0.12, trim, { rx: th * 0.03 }), rect(x0 + bodyW * 0.26, yt - th * 0.02, bodyW * 0.02, th * 0.02, shade(paint, 0.3)), rect(x0 + bodyW * 0.72, yt - th * 0.02, bodyW * 0.02, th * 0.02, shade(paint, 0.3)));
  // A chalkboard A-frame on the pavement.
  out.push(aFrame(c, x0 - tw * 0.12, ground + H * 0.05, th * 0.5));
  // Two customers at the counter, seen from behind.
  const coat = [mix(t.second, '#333333', 0.35), mix(t.primary, '#2a2a2a', 0.55)];
  // At the ends of the counter, so the cook in the hatch stays in view; a little shorter than the hatch is high.
  [hx + hw * 0.04, hx + hw * 0.92].forEach((px, i) => {
    const ph = th * (0.66 + i * 0.06), py = ground + H * 0.03, hr = ph * 0.1;
    out.push(torso(px, py, ph * 0.17, py - ph * 0.62, py - ph * 0.78, coat[i] as string),
      circle(px, py - ph * 0.88, hr, i ? '#3a2a22' : '#6b4a32'), ellipse(px, py, ph * 0.2, H * 0.008, c.t.shadow, { op: 0.2 }));
  });
  return g(out);
}
