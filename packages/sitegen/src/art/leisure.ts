import type { Ctx } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, circleD as dot, ellipse, n, path, rect } from './svg';

/**
 * Pictures of local services that happen in a place of their own rather than a furnished room: a swimming pool
 * (swim schools, lessons), a farmyard (farm parks, petting farms, city farms), an airfield (flying schools), a bathroom
 * (bathroom fitters) and a room of windows dressed with blinds, curtains and shutters (blinds makers). Pools, farmyards
 * and airfields are full-frame scenes; the bathroom and the window wall are rooms drawn across `x` (service.ts `across`)
 * like the others.
 */


/**
 * An indoor pool seen from its end: tall windows over a tiled surround, the water in perspective with lane ropes of
 * floats, a ladder, a swimmer with a float and kickboards stacked at the side.
 */
export function swimmingPool(c: Ctx): string {
  const { W, H, t } = c;
  const wall = t.dark ? mix('#2a3440', t.bg, 0.3) : mix('#eef3f5', t.bg, 0.3);
  const out = [rect(0, 0, W, H, wall)];
  // Tall windows onto the sky along the far wall.
  for (let k = 0; k < 5; k++) {
    const wx = W * (0.06 + k * 0.19), ww = W * 0.15;
    out.push(rect(wx, H * 0.06, ww, H * 0.3, c.defs.lin([[0, mix('#a9d2ef', t.second, 0.12)], [1, mix('#eaf5fb', t.bg, 0.2)]])),
      path(`M${n(wx + ww / 2)} ${n(H * 0.06)}V${n(H * 0.36)}`, 'none', { stroke: tint(wall, 0.4), sw: W * 0.005 }));
  }
  // The tiled surround and the pool in perspective.
  const far = H * 0.44, deck = mix('#dfe7ea', t.bg, 0.2);
  out.push(rect(0, H * 0.38, W, H * 0.62, deck));
  let grout = '';
  for (let x = 0; x <= W; x += W * 0.04) grout += `M${n(x)} ${n(H * 0.38)}V${n(far)}`;
  out.push(path(grout, 'none', { stroke: shade(deck, 0.08), sw: 1 }));
  const fl = W * 0.16, fr = W * 0.84, nl = -W * 0.1, nr = W * 1.1;
  const water = mix('#3aa5c9', t.second, 0.12);
  out.push(path(`M${n(fl)} ${n(far)}H${n(fr)}L${n(nr)} ${n(H)}H${n(nl)}Z`, c.defs.lin([[0, tint(water, 0.25)], [1, shade(water, 0.1)]])),
    path(`M${n(fl)} ${n(far)}H${n(fr)}`, 'none', { stroke: '#ffffff', sw: H * 0.008 }));
  // Lane ropes: floats in the brand's colours, narrowing to the far end.
  const lanes = 4;
  for (let l = 1; l < lanes; l++) {
    const k = l / lanes, x0 = fl + (fr - fl) * k, x1 = nl + (nr - nl) * k;
    let floats = '';
    for (let i = 0; i <= 14; i++) {
      const u = i / 14, x = x0 + (x1 - x0) * u, y = far + (H - far) * u;
      floats += dot(x, y, Math.max(1.5, H * (0.004 + u * 0.012)));
    }
    out.push(path(floats, l % 2 ? t.primary : '#f2c14e'));
  }
  // Ripples on the water.
  let ripples = '';
  for (let i = 0; i < 16; i++) {
    const u = ((i * 0.37) % 1) * 0.85 + 0.1, x = nl + (nr - nl) * ((i * 0.61) % 1), y = far + (H - far) * u, w = W * (0.02 + u * 0.05);
    ripples += `M${n(x - w)} ${n(y)}q${n(w / 2)} ${n(-H * 0.008)} ${n(w)} 0t${n(w)} 0`;
  }
  out.push(path(ripples, 'none', { stroke: '#ffffff', sw: Math.max(1, H * 0.003), op: 0.5 }));
  // A ladder at the near right, a swimmer with a float, kickboards at the side.
  const lx = W * 0.9, ly = H * 0.62;
  out.push(path(`M${n(lx)} ${n(ly + H * 0.12)}V${n(ly - H * 0.06)}Q${n(lx)} ${n(ly - H * 0.1)} ${n(lx - W * 0.03)} ${n(ly - H * 0.1)}M${n(lx + W * 0.05)} ${n(ly + H * 0.14)}V${n(ly - H * 0.04)}Q${n(lx + W * 0.05)} ${n(ly - H * 0.08)} ${n(lx + W * 0.02)} ${n(ly - H * 0.08)}`, 'none', { stroke: '#c8ced4', sw: Math.max(2, W * 0.006), round: true }));
  const sx = W * 0.42, sy = H * 0.72, s = H * 0.06;
  out.push(ellipse(sx, sy + s * 0.3, s * 1.6, s * 0.3, '#ffffff', { op: 0.35 }), rect(sx - s * 1.3, sy - s * 0.1, s * 1.1, s * 0.45, t.second, { rx: s * 0.12 }),
    path(`M${n(sx - s * 0.2)} ${n(sy + s * 0.1)}L${n(sx + s * 0.9)} ${n(sy + s * 0.2)}`, 'none', { stroke: mix('#e0b48f', t.primary, 0.1), sw: s * 0.35, round: true }),
    circle(sx + s * 1.1, sy + s * 0.05, s * 0.32, shade(t.primary, 0.15)), circle(sx + s * 1.18, sy + s * 0.1, s * 0.06, '#ffffff'));
  const kx = W * 0.04, ky = H * 0.56;
  out.push(...[t.primary, '#f2c14e', t.second].map((col, i) => rect(kx + i * W * 0.008, ky - H * (0.1 + i * 0.005), W * 0.05, H * 0.1, col, { rx: W * 0.01 })));
  return out.join('');
}

/** A sheep side on at (x, y) of height u: a woolly body of curls, dark head and legs. */
function sheep(x: number, y: number, u: number, dir: 1 | -1): string {
  let wool = '';
  for (const [dx, dy] of [[-0.5, -0.75], [-0.15, -0.85], [0.2, -0.8], [0.45, -0.65], [-0.35, -0.5], [0.05, -0.5], [0.35, -0.45]] as const) wool += dot(x + dx * u, y + dy * u, u * 0.28);
  const legs = `M${n(x - u * 0.4)} ${n(y - u * 0.35)}V${n(y)}M${n(x - u * 0.15)} ${n(y - u * 0.35)}V${n(y)}M${n(x + u * 0.2)} ${n(y - u * 0.35)}V${n(y)}M${n(x + u * 0.4)} ${n(y - u * 0.35)}V${n(y)}`;
  const hx = x + dir * u * 0.75;
  return [ellipse(x, y, u * 0.8, u * 0.08, '#000000', { op: 0.12 }), path(legs, 'none', { stroke: '#2d2a28', sw: u * 0.1, round: true }), path(wool, '#f5f1e8'),
    ellipse(hx, y - u * 0.72, u * 0.22, u * 0.3, '#2d2a28'), ellipse(hx - dir * u * 0.12, y - u * 0.92, u * 0.14, u * 0.06, '#2d2a28')].join('');
}

/** A pig side on at (x, y) of height u: a round pink body, snout, ear and curly tail. */
function pig(x: number, y: number, u: number, dir: 1 | -1): string {
  const pink = '#f1b2b5', dark = shade(pink, 0.22);
  return [ellipse(x, y, u * 0.8, u * 0.08, '#000000', { op: 0.12 }),
    path(`M${n(x - u * 0.45)} ${n(y - u * 0.3)}V${n(y)}M${n(x - u * 0.2)} ${n(y - u * 0.3)}V${n(y)}M${n(x + u * 0.25)} ${n(y - u * 0.3)}V${n(y)}M${n(x + u * 0.45)} ${n(y - u * 0.3)}V${n(y)}`, 'none', { stroke: dark, sw: u * 0.13, round: true }),
    ellipse(x, y - u * 0.55, u * 0.75, u * 0.4, pink), ellipse(x + dir * u * 0.8, y - u * 0.58, u * 0.12, u * 0.15, dark),
    path(`M${n(x + dir * u * 0.45)} ${n(y - u * 0.9)}l${n(dir * u * 0.15)} ${n(-u * 0.2)}l${n(dir * u * 0.08)} ${n(u * 0.22)}Z`, dark), circle(x + dir * u * 0.6, y - u * 0.68, u * 0.04, '#2d2a28'),
    path(`M${n(x - dir * u * 0.75)} ${n(y - u * 0.65)}q${n(-dir * u * 0.2)} ${n(-u * 0.05)} ${n(-dir * u * 0.12)} ${n(-u * 0.2)}q${n(dir * u * 0.1)} ${n(-u * 0.1)} ${n(-dir * u * 0.05)} ${n(-u * 0.2)}`, 'none', { stroke: dark, sw: u * 0.05, round: true })].join('');
}

/** A hen at (x, y) of height u: body, tail, comb and beak. */
function hen(x: number, y: number, u: number, col: string, dir: 1 | -1): string {
  return [ellipse(x, y - u * 0.45, u * 0.45, u * 0.35, col), path(`M${n(x - dir * u * 0.35)} ${n(y - u * 0.55)}l${n(-dir * u * 0.25)} ${n(-u * 0.35)}l${n(dir * u * 0.1)} ${n(u * 0.4)}Z`, shade(col, 0.15)),
    circle(x + dir * u * 0.38, y - u * 0.8, u * 0.2, col), path(`M${n(x + dir * u * 0.3)} ${n(y - u * 1.0)}l${n(dir * u * 0.08)} ${n(-u * 0.1)}l${n(dir * u * 0.08)} ${n(u * 0.1)}Z`, '#d2453a'),
    path(`M${n(x + dir * u * 0.56)} ${n(y - u * 0.82)}l${n(dir * u * 0.14)} ${n(u * 0.04)}l${n(-dir * u * 0.14)} ${n(u * 0.05)}Z`, '#f2b033'),
    path(`M${n(x - u * 0.1)} ${n(y - u * 0.12)}V${n(y)}M${n(x + u * 0.1)} ${n(y - u * 0.12)}V${n(y)}`, 'none', { stroke: '#f2b033', sw: u * 0.06 })].join('');
}

/** A farmyard: a red barn and a silo under the sky, a wooden fence, sheep, a pig and hens in the yard, a small tractor. */
export function farmyard(c: Ctx): string {
  const { W, H, t } = c;
  const horizon = H * 0.5;
  const out = [rect(0, 0, W, H, c.defs.lin([[0, mix('#9fcbea', t.second, 0.15)], [1, mix('#f4f0e0', t.bg, 0.3)]])), circle(W * 0.84, H * 0.14, Math.min(W, H) * 0.06, '#fff4d6'),
    path(`M0 ${n(horizon)}Q${n(W * 0.3)} ${n(horizon - H * 0.08)} ${n(W * 0.6)} ${n(horizon - H * 0.02)}T${n(W)} ${n(horizon - H * 0.05)}V${n(H)}H0Z`, mix('#8fbf6e', t.second, 0.1)),
    rect(0, H * 0.66, W, H * 0.34, mix('#b9a079', t.bg, 0.15))];
  // The barn with its white trim and big door, the silo beside it.
  const bx = W * (c.behindText ? 0.6 : 0.2), bw = W * 0.3, by = horizon + H * 0.1, red = mix('#b5443a', t.primary, 0.12);
  out.push(rect(bx + bw * 1.02, by - H * 0.34, bw * 0.22, H * 0.34, '#c9cdd2'), ellipse(bx + bw * 1.13, by - H * 0.34, bw * 0.11, H * 0.04, '#aab0b7'),
    path(`M${n(bx)} ${n(by)}V${n(by - H * 0.2)}L${n(bx + bw * 0.2)} ${n(by - H * 0.32)}H${n(bx + bw * 0.8)}L${n(bx + bw)} ${n(by - H * 0.2)}V${n(by)}Z`, red),
    path(`M${n(bx - W * 0.01)} ${n(by - H * 0.2)}L${n(bx + bw * 0.2)} ${n(by - H * 0.33)}H${n(bx + bw * 0.8)}L${n(bx + bw + W * 0.01)} ${n(by - H * 0.2)}`, 'none', { stroke: '#f4efe6', sw: W * 0.008 }),
    rect(bx + bw * 0.32, by - H * 0.15, bw * 0.36, H * 0.15, shade(red, 0.2)),
    path(`M${n(bx + bw * 0.32)} ${n(by - H * 0.15)}L${n(bx + bw * 0.68)} ${n(by)}M${n(bx + bw * 0.68)} ${n(by - H * 0.15)}L${n(bx + bw * 0.32)} ${n(by)}`, 'none', { stroke: '#f4efe6', sw: W * 0.005 }),
    rect(bx + bw * 0.32, by - H * 0.15, bw * 0.36, H * 0.15, 'none', { stroke: '#f4efe6', sw: W * 0.005 }), rect(bx + bw * 0.44, by - H * 0.27, bw * 0.12, H * 0.06, '#f4efe6'));
  // The fence across the yard.
  const fy = H * 0.72, wood = mix('#a57c55', t.primary, 0.08);
  let posts = '';
  for (let x = W * 0.03; x < W; x += W * 0.1) posts += `M${n(x)} ${n(fy - H * 0.1)}V${n(fy + H * 0.02)}`;
  out.push(path(posts, 'none', { stroke: shade(wood, 0.2), sw: Math.max(3, W * 0.008) }), rect(0, fy - H * 0.085, W, H * 0.012, wood), rect(0, fy - H * 0.045, W, H * 0.012, wood));
  // Animals: sheep on the grass behind the fence, a pig and hens in the yard.
  const u = Math.min(W * 0.07, H * 0.1);
  out.push(sheep(W * (c.behindText ? 0.35 : 0.62), horizon + H * 0.14, u * 0.7, -1), sheep(W * (c.behindText ? 0.45 : 0.74), horizon + H * 0.17, u * 0.8, 1),
    pig(W * (c.behindText ? 0.62 : 0.3), H * 0.9, u, 1), hen(W * 0.55, H * 0.86, u * 0.5, '#b8643a', -1), hen(W * 0.63, H * 0.9, u * 0.45, '#f4efe6', 1));
  // A small tractor at the edge of the yard.
  const tx = W * (c.behindText ? 0.88 : 0.84), ty = H * 0.93, body = t.dark ? tint(t.primary, 0.1) : t.primary;
  out.push(rect(tx - u * 0.6, ty - u * 0.95, u * 1.1, u * 0.45, body, { rx: u * 0.06 }), rect(tx - u * 0.1, ty - u * 1.5, u * 0.5, u * 0.6, tint(body, 0.1), { rx: u * 0.05 }),
    rect(tx, ty - u * 1.42, u * 0.32, u * 0.3, '#cfe6f2'), circle(tx + u * 0.25, ty - u * 0.4, u * 0.42, '#2d2a28'), circle(tx + u * 0.25, ty - u * 0.4, u * 0.16, '#c9cdd2'),
    circle(tx - u * 0.45, ty - u * 0.25, u * 0.26, '#2d2a28'), circle(tx - u * 0.45, ty - u * 0.25, u * 0.1, '#c9cdd2'), rect(tx - u * 0.55, ty - u * 1.25, u * 0.07, u * 0.32, '#3a3a3a'));
  return out.join('');
}

/**
 * A fitted bathroom: a tiled wall, a freestanding bath with its tap, a walk-in shower's glass screen and head, a
 * basin on a vanity under a round mirror, a towel rail and a plant.
 */
export function bathroom(c: Ctx, x: (k: number) => number, f: number, s: number): string {
  const { W, H, t } = c;
  const tile = t.dark ? mix('#3a4650', t.bg, 0.3) : mix('#eef1f2', t.bg, 0.2), grout = shade(tile, 0.1);
  const out = [rect(0, H * 0.32, W, f - H * 0.32, tile)];
  let grid = '';
  for (let gx = 0; gx <= W; gx += W * 0.05) grid += `M${n(gx)} ${n(H * 0.32)}V${n(f)}`;
  for (let gy = H * 0.32; gy <= f; gy += H * 0.06) grid += `M0 ${n(gy)}H${n(W)}`;
  out.push(path(grid, 'none', { stroke: grout, sw: 1 }));
  // The shower: a glass screen, its head on a bar, a tiled niche with bottles.
  const shx = x(0.06), shw = W * 0.16;
  out.push(rect(shx, H * 0.18, shw, f - H * 0.18, '#cfe6ee', { op: 0.35 }), path(`M${n(shx + shw)} ${n(H * 0.18)}V${n(f)}`, 'none', { stroke: '#9aa1ab', sw: W * 0.004 }),
    path(`M${n(shx + shw * 0.5)} ${n(f - H * 0.05)}V${n(H * 0.22)}h${n(shw * 0.25)}`, 'none', { stroke: '#9aa1ab', sw: W * 0.004, round: true }), ellipse(shx + shw * 0.78, H * 0.23, shw * 0.14, H * 0.012, '#9aa1ab'),
    rect(shx + shw * 0.12, H * 0.46, shw * 0.3, H * 0.06, shade(tile, 0.06)), rect(shx + shw * 0.15, H * 0.47, shw * 0.07, H * 0.05, t.primary, { rx: 2 }), rect(shx + shw * 0.26, H * 0.475, shw * 0.07, H * 0.045, t.second, { rx: 2 }));
  // The freestanding bath, its mixer tap on a stand.
  const bx = x(0.44), bw = s * 2.2, btop = f - s * 0.62, enamel = '#fbfbf9';
  out.push(ellipse(bx, f, bw * 0.55, s * 0.05, t.shadow, { op: 0.2 }),
    path(`M${n(bx - bw / 2)} ${n(btop)}Q${n(bx - bw / 2)} ${n(f - s * 0.05)} ${n(bx - bw * 0.35)} ${n(f - s * 0.05)}H${n(bx + bw * 0.35)}Q${n(bx + bw / 2)} ${n(f - s * 0.05)} ${n(bx + bw / 2)} ${n(btop)}Z`, enamel, { stroke: shade(enamel, 0.12), sw: 1.5 }),
    rect(bx - bw / 2 - s * 0.03, btop - s * 0.03, bw + s * 0.06, s * 0.06, shade(enamel, 0.05), { rx: s * 0.03 }),
    path(`M${n(bx + bw * 0.58)} ${n(f)}V${n(btop - s * 0.45)}h${n(-s * 0.22)}v${n(s * 0.1)}`, 'none', { stroke: '#9aa1ab', sw: s * 0.05, round: true }));
  // The vanity, basin and round mirror; a towel rail and a plant.
  const vx = x(0.8), vt = f - s * 0.8, vw = s * 1.1, wood = mix('#b98b5e', t.primary, 0.1);
  out.push(rect(vx - vw / 2, vt, vw, s * 0.5, wood, { rx: 2 }), rect(vx - vw * 0.45, vt + s * 0.12, vw * 0.9, s * 0.03, shade(wood, 0.2)),
    ellipse(vx, vt - s * 0.04, vw * 0.3, s * 0.07, enamel), path(`M${n(vx + vw * 0.1)} ${n(vt - s * 0.05)}V${n(vt - s * 0.22)}h${n(-s * 0.1)}`, 'none', { stroke: '#9aa1ab', sw: s * 0.035, round: true }),
    circle(vx, vt - s * 0.75, s * 0.38, '#c9a44c'), circle(vx, vt - s * 0.75, s * 0.34, mix('#dfe9ee', t.bg, 0.2)),
    path(`M${n(x(0.94))} ${n(f - s * 1.2)}V${n(f - s * 0.5)}M${n(x(0.98))} ${n(f - s * 1.2)}V${n(f - s * 0.5)}`, 'none', { stroke: '#9aa1ab', sw: s * 0.03 }),
    rect(x(0.935), f - s * 1.15, x(0.985) - x(0.935), s * 0.5, tint(t.second, 0.4), { rx: 2 }));
  return out.join('');
}

/**
 * A wall of windows dressed three ways: a roller blind half down, curtains on a pole drawn back, and louvred
 * shutters folded open; a low sideboard with a lamp and a vase beneath.
 */
export function windowDressing(c: Ctx, x: (k: number) => number, f: number, s: number): string {
  const { W, H, t } = c;
  const out: string[] = [];
  const sky = c.defs.lin([[0, mix('#a9d2ef', t.second, 0.15)], [1, mix('#fdf0d8', t.bg, 0.3)]]);
  const ww = W * 0.2, wy = H * 0.14, wh = H * 0.42, frame = t.card;
  const win = (wx: number) => [rect(wx - 5, wy - 5, ww + 10, wh + 10, frame), rect(wx, wy, ww, wh, sky),
    path(`M${n(wx)} ${n(wy + wh)}Q${n(wx + ww * 0.4)} ${n(wy + wh * 0.72)} ${n(wx + ww)} ${n(wy + wh * 0.8)}V${n(wy + wh)}Z`, mix('#9cc48a', t.second, 0.15))];
  // A roller blind, pulled half down, with its cord.
  const a = x(0.06), blind = mix(t.second, t.card, 0.35);
  out.push(...win(a), rect(a - 4, wy - H * 0.02, ww + 8, H * 0.025, shade(blind, 0.2), { rx: 3 }), rect(a, wy, ww, wh * 0.5, blind), rect(a, wy + wh * 0.5 - H * 0.012, ww, H * 0.012, shade(blind, 0.25)),
    path(`M${n(a + ww * 0.9)} ${n(wy)}V${n(wy + wh * 0.7)}`, 'none', { stroke: shade(blind, 0.3), sw: 1.5 }));
  // Curtains on a pole, drawn back and tied.
  const b = x(0.4), cloth = mix(t.primary, t.card, 0.45), fold = shade(cloth, 0.15);
  out.push(...win(b), path(`M${n(b - ww * 0.15)} ${n(wy - H * 0.04)}H${n(b + ww * 1.15)}`, 'none', { stroke: '#6b5a48', sw: H * 0.012, round: true }),
    path(`M${n(b - ww * 0.14)} ${n(wy - H * 0.035)}H${n(b + ww * 0.14)}Q${n(b + ww * 0.02)} ${n(wy + wh * 0.5)} ${n(b + ww * 0.08)} ${n(f)}H${n(b - ww * 0.14)}Z`, cloth),
    path(`M${n(b + ww * 1.14)} ${n(wy - H * 0.035)}H${n(b + ww * 0.86)}Q${n(b + ww * 0.98)} ${n(wy + wh * 0.5)} ${n(b + ww * 0.92)} ${n(f)}H${n(b + ww * 1.14)}Z`, cloth),
    path(`M${n(b - ww * 0.06)} ${n(wy)}V${n(f)}M${n(b + ww * 1.06)} ${n(wy)}V${n(f)}`, 'none', { stroke: fold, sw: 2 }));
  // Shutters folded open either side of the third window, their louvres.
  const d = x(0.74), slat = t.dark ? '#d9d4cc' : '#fbfaf6';
  out.push(...win(d));
  for (const [sx, sw] of [[d - ww * 0.26, ww * 0.24], [d + ww * 1.02, ww * 0.24]] as const) {
    let louvres = '';
    for (let ly = wy + H * 0.02; ly < wy + wh - H * 0.01; ly += H * 0.022) louvres += `M${n(sx + sw * 0.1)} ${n(ly)}H${n(sx + sw * 0.9)}`;
    out.push(rect(sx, wy, sw, wh, slat, { stroke: shade(slat, 0.15), sw: 1.5 }), path(louvres, 'none', { stroke: shade(slat, 0.18), sw: 1.5 }));
  }
  // A low sideboard beneath, a lamp and a vase on it.
  const sbx = x(0.56), sbw = s * 1.6, sbt = f - s * 0.55, wood = mix('#b98b5e', t.primary, 0.1);
  out.push(ellipse(sbx, f, sbw * 0.55, s * 0.04, t.shadow, { op: 0.2 }), rect(sbx - sbw / 2, sbt, sbw, f - sbt - s * 0.08, wood, { rx: 2 }),
    path(`M${n(sbx)} ${n(sbt)}V${n(f - s * 0.08)}`, 'none', { stroke: shade(wood, 0.2), sw: 1.5 }),
    rect(sbx - sbw * 0.35, sbt - s * 0.3, s * 0.06, s * 0.3, '#6b5a48'), path(`M${n(sbx - sbw * 0.35 - s * 0.16)} ${n(sbt - s * 0.28)}L${n(sbx - sbw * 0.35 - s * 0.1)} ${n(sbt - s * 0.5)}H${n(sbx - sbw * 0.35 + s * 0.16)}L${n(sbx - sbw * 0.35 + s * 0.22)} ${n(sbt - s * 0.28)}Z`, mix('#f3e3c3', t.primary, 0.1)),
    ellipse(sbx + sbw * 0.3, sbt - s * 0.14, s * 0.1, s * 0.14, t.second));
  return out.join('');
}

/**
 * A flying school's airfield: a light aircraft (high wing, propeller, the school's colour along its side) on the grass
 * by the runway's numbers, a windsock on its mast, a hangar and the control tower beyond, hills on the horizon.
 */
export function airfield(c: Ctx): string {
  const { W, H, t } = c;
  const horizon = H * 0.56;
  const out = [rect(0, 0, W, H, c.defs.lin([[0, mix('#8cc2ea', t.second, 0.2)], [1, mix('#fdf0d8', t.bg, 0.3)]])), circle(W * 0.82, H * 0.18, Math.min(W, H) * 0.06, '#fff4d6'),
    path(`M0 ${n(horizon)}Q${n(W * 0.25)} ${n(horizon - H * 0.1)} ${n(W * 0.5)} ${n(horizon - H * 0.03)}T${n(W)} ${n(horizon - H * 0.06)}V${n(horizon + 2)}H0Z`, mix('#9fc08a', t.second, 0.2)),
    rect(0, horizon, W, H - horizon, mix('#8fb57a', t.second, 0.15))];
  // The hangar and the tower on the far side of the field.
  const hx = W * (c.behindText ? 0.55 : 0.08), hw = W * 0.3, hy = horizon + H * 0.02;
  out.push(path(`M${n(hx)} ${n(hy)}V${n(hy - H * 0.1)}Q${n(hx + hw / 2)} ${n(hy - H * 0.2)} ${n(hx + hw)} ${n(hy - H * 0.1)}V${n(hy)}Z`, '#c9ced6'),
    rect(hx + hw * 0.2, hy - H * 0.08, hw * 0.6, H * 0.08, '#6b7280'), rect(hx + hw + W * 0.05, hy - H * 0.2, W * 0.03, H * 0.2, '#d9d4cc'),
    rect(hx + hw + W * 0.04, hy - H * 0.25, W * 0.05, H * 0.05, '#3f6f8a'), rect(hx + hw + W * 0.038, hy - H * 0.255, W * 0.054, H * 0.008, '#d9d4cc'));
  // The runway in perspective with its centre line and threshold bars.
  const rw = mix('#5b5f66', t.text, 0.1);
  out.push(path(`M${n(W * 0.42)} ${n(horizon + H * 0.02)}H${n(W * 0.58)}L${n(W * 1.05)} ${n(H)}H${n(W * 0.25)}Z`, rw));
  let marks = '';
  for (let k = 0; k < 5; k++) { const u = k / 5, y = horizon + H * 0.04 + (H - horizon) * u * 0.9, x = W * 0.5 + (W * 0.15) * u; marks += `M${n(x)} ${n(y)}l${n(W * 0.01 * (1 + u))} ${n(H * 0.05 * (0.5 + u))}`; }
  out.push(path(marks, 'none', { stroke: '#ffffff', sw: Math.max(2, W * 0.004), op: 0.85 }));
  // The windsock on its mast.
  const wx = W * 0.9, wy = horizon + H * 0.05;
  out.push(path(`M${n(wx)} ${n(wy)}V${n(wy - H * 0.2)}`, 'none', { stroke: '#6b7280', sw: Math.max(2, W * 0.004) }),
    path(`M${n(wx)} ${n(wy - H * 0.2)}l${n(-W * 0.07)} ${n(H * 0.01)}v${n(H * 0.03)}l${n(W * 0.07)} ${n(H * 0.01)}Z`, '#f28c28'),
    path(`M${n(wx - W * 0.025)} ${n(wy - H * 0.195)}v${n(H * 0.036)}M${n(wx - W * 0.05)} ${n(wy - H * 0.192)}v${n(H * 0.03)}`, 'none', { stroke: '#ffffff', sw: Math.max(2, W * 0.006) }));
  // The aircraft side on, on the grass: fuselage, high wing and strut, tail, wheels, propeller.
  const ax = W * (c.behindText ? 0.7 : 0.34), ay = H * 0.86, s = Math.min(W * 0.16, H * 0.2), body = '#f4f1ea', stripe = t.dark ? tint(t.primary, 0.1) : t.primary;
  out.push(ellipse(ax, ay + s * 0.05, s * 1.4, s * 0.08, '#000000', { op: 0.15 }),
    path(`M${n(ax - s * 1.35)} ${n(ay - s * 0.55)}L${n(ax - s * 1.45)} ${n(ay - s * 0.95)}H${n(ax - s * 1.2)}L${n(ax - s * 0.9)} ${n(ay - s * 0.55)}Z`, body),
    path(`M${n(ax - s * 1.4)} ${n(ay - s * 0.5)}Q${n(ax - s * 0.4)} ${n(ay - s * 0.62)} ${n(ax + s * 0.6)} ${n(ay - s * 0.72)}Q${n(ax + s * 0.95)} ${n(ay - s * 0.6)} ${n(ax + s * 0.95)} ${n(ay - s * 0.42)}Q${n(ax + s * 0.4)} ${n(ay - s * 0.3)} ${n(ax - s * 1.4)} ${n(ay - s * 0.44)}Z`, body),
    path(`M${n(ax - s * 1.2)} ${n(ay - s * 0.5)}Q${n(ax - s * 0.2)} ${n(ay - s * 0.55)} ${n(ax + s * 0.9)} ${n(ay - s * 0.52)}`, 'none', { stroke: stripe, sw: s * 0.06 }),
    rect(ax - s * 0.55, ay - s * 0.86, s * 1.3, s * 0.08, body, { rx: s * 0.03 }), path(`M${n(ax + s * 0.05)} ${n(ay - s * 0.8)}L${n(ax + s * 0.3)} ${n(ay - s * 0.48)}`, 'none', { stroke: '#9aa1ab', sw: s * 0.03 }),
    path(`M${n(ax + s * 0.12)} ${n(ay - s * 0.7)}h${n(s * 0.35)}l${n(s * 0.08)} ${n(s * 0.14)}h${n(-s * 0.45)}Z`, '#9cc8e4'),
    path(`M${n(ax + s * 0.25)} ${n(ay - s * 0.35)}L${n(ax + s * 0.2)} ${n(ay - s * 0.08)}M${n(ax - s * 0.1)} ${n(ay - s * 0.35)}L${n(ax - s * 0.15)} ${n(ay - s * 0.08)}`, 'none', { stroke: '#6b7280', sw: s * 0.03 }),
    circle(ax + s * 0.2, ay - s * 0.06, s * 0.08, '#2b2b2b'), circle(ax - s * 0.15, ay - s * 0.06, s * 0.08, '#2b2b2b'), circle(ax - s * 1.25, ay - s * 0.42, s * 0.04, '#2b2b2b'),
    path(`M${n(ax + s * 0.98)} ${n(ay - s * 0.78)}V${n(ay - s * 0.3)}`, 'none', { stroke: '#3a3a3a', sw: s * 0.05, round: true }), circle(ax + s * 0.98, ay - s * 0.54, s * 0.04, '#c8312e'));
  return out.join('');
}
