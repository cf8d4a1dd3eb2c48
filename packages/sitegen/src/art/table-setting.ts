import type { Ctx } from './ctx';
import { threeViews } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, ellipse, g, n, path, rect } from './svg';
import { bouquetTop, mug, stringLights, vase } from './objects';
import { isCafe, isPub, serviceStyle } from '../cafe';
import { foodTruck } from './food-truck';
import { takeawayFront } from './takeaway';
import { parlourCounter } from './parlour';
import { cakeStudio } from './cakes';
import { stillRoom } from './still-room';

/**
 * Restaurant "our story": a laid table seen side-on in a warm room: a window onto the evening or a
 * wall of bottles, pendant lamps or string lights with soft glows, chairs, plates, glasses of wine,
 * a candle, a bottle and a small vase. A café's or bakery's table (`isCafe`) has cups of coffee and a
 * cake on a stand instead of wine, and a window rather than a wall of bottles; a brewery's or pub's
 * (`isPub`) pints and a beer bottle, and a row of beer taps under a chalkboard on the back wall; a food
 * truck's or mobile bar's (`serviceStyle` 'truck', 'mobileBar') is the truck itself (food-truck.ts), a takeaway's its shopfront (takeaway.ts),
 * an ice-cream parlour's its display cabinet (parlour.ts), a cake maker's the studio's worktop (cakes.ts), a
 * distillery's its still house (still-room.ts).
 */
export function tableSetting(c: Ctx): string {
  // A food truck or a takeaway has no dining room: the truck at its pitch, the shopfront at night.
  const style = serviceStyle(c.words);
  if (style === 'truck' || style === 'mobileBar') return foodTruck(c);
  if (style === 'takeaway') return takeawayFront(c);
  // An ice-cream parlour's story is its counter: the cabinet of heaped pans (parlour.ts).
  if (style === 'parlour') return parlourCounter(c);
  // A cake maker's story is the studio's worktop: the tiered cake on its stand, cupcakes, a cake on the turntable (cakes.ts).
  if (style === 'cakes') return cakeStudio(c);
  // A distillery's story is its still house: copper pot stills, casks, a shelf of bottles (still-room.ts).
  if (style === 'distillery') return stillRoom(c);
  // Three viewpoints walked by siblings: the wide room, close on the table, the room from the other side.
  return threeViews(c, 'table', tableWide(c), [1.7, 0.5, 0.62], [1.2, 0.4, 0.5]);
}

function tableWide(c: Ctx): string {
  const { W, H, rng, t } = c;
  const m = Math.min(W, H);
  const wall = t.dark ? mix(t.bg, t.primary, 0.12) : mix(mix('#efe2cf', t.bg, 0.35), t.primary, 0.06);
  const warm = '#ffd58a';
  const out = [rect(0, 0, W, H, c.defs.lin([[0, shade(wall, 0.06)], [1, tint(wall, 0.05)]]))];
  const top = H * rng.range(0.6, 0.66);
  const cafe = isCafe(c.words), pub = !cafe && isPub(c.words);
  // Back wall: a window onto dusk, or shelves of bottles; a pub's bar back: a chalkboard over a row of taps.
  if (pub) {
    const bx = W * 0.16, bw = W * 0.68, by = H * 0.12, bh = H * 0.2;
    out.push(rect(bx - 6, by - 6, bw + 12, bh + 12, mix('#8a6446', t.primary, 0.1)), rect(bx, by, bw, bh, '#2b2f2c'));
    for (let k = 0; k < 4; k++) out.push(rect(bx + bw * 0.08, by + bh * (0.18 + k * 0.2), bw * (k % 2 ? 0.5 : 0.66), bh * 0.06, '#f1efe6', { rx: 2, op: 0.55 }), rect(bx + bw * 0.82, by + bh * (0.18 + k * 0.2), bw * 0.08, bh * 0.06, '#f1efe6', { rx: 2, op: 0.55 }));
    const ry = top - H * 0.16;
    out.push(rect(W * 0.14, ry, W * 0.72, H * 0.025, '#b9bec6', { rx: 3 }));
    const handles = [t.primary, t.second, '#e3b04a', mix('#2f4a3a', t.second, 0.2), t.primary, '#c0741c'];
    handles.forEach((col, k) => {
      const hx = W * (0.2 + k * 0.12);
      out.push(rect(hx - W * 0.006, ry - H * 0.03, W * 0.012, H * 0.03, '#9aa1ab'), rect(hx - W * 0.014, ry - H * 0.12, W * 0.028, H * 0.09, col, { rx: W * 0.008 }),
        path(`M${n(hx)} ${n(ry + H * 0.025)}v${n(H * 0.04)}`, 'none', { stroke: '#9aa1ab', sw: W * 0.008, round: true }));
    });
  } else if (rng.chance(0.6) || cafe) {
    const ww = Math.min(W * 0.34, H * 0.42), wx = W * rng.range(0.3, 0.7) - ww / 2, wy = H * 0.12, wh = top - wy - H * 0.06;
    const arch = `M${n(wx)} ${n(wy + wh)}V${n(wy + ww / 2)}A${n(ww / 2)} ${n(ww / 2)} 0 0 1 ${n(wx + ww)} ${n(wy + ww / 2)}V${n(wy + wh)}Z`;
    out.push(path(arch, shade(wall, 0.2)));
    const inner = `M${n(wx + 8)} ${n(wy + wh)}V${n(wy + ww / 2)}A${n(ww / 2 - 8)} ${n(ww / 2 - 8)} 0 0 1 ${n(wx + ww - 8)} ${n(wy + ww / 2)}V${n(wy + wh)}Z`;
    out.push(path(inner, c.defs.lin([[0, mix('#2f2a5a', t.primary, 0.25)], [0.7, mix('#f0a27a', t.primary, 0.2)], [1, '#ffd7a8']])));
    let sky = '';
    for (let x = wx + 8; x < wx + ww - 8; x += ww * 0.08) { const bh = wh * rng.range(0.08, 0.25); sky += `M${n(x)} ${n(wy + wh)}v${n(-bh)}h${n(ww * 0.08 + 0.5)}v${n(bh)}Z`; }
    out.push(g(path(sky, mix('#2a2440', t.primary, 0.15)), { clip: c.defs.clip(path(inner, '#000')) }));
    out.push(path(`M${n(wx + ww / 2)} ${n(wy + 8)}V${n(wy + wh)}M${n(wx + 8)} ${n(wy + wh * 0.55)}H${n(wx + ww - 8)}`, 'none', { stroke: shade(wall, 0.25), sw: 5 }));
    out.push(rect(wx - 10, wy + wh - 4, ww + 20, 10, tint(wall, 0.15)));
  } else {
    for (let s = 0; s < 3; s++) {
      const sy = H * (0.18 + s * 0.14);
      out.push(rect(W * 0.08, sy, W * 0.84, 6, shade(wall, 0.3)));
      let bottles = '';
      for (let x = W * 0.1; x < W * 0.9; x += W * rng.range(0.025, 0.045)) {
        const bh = H * rng.range(0.06, 0.09), bw = W * 0.012;
        bottles += `M${n(x)} ${n(sy)}v${n(-bh * 0.7)}q0 ${n(-bh * 0.15)} ${n(bw * 0.6)} ${n(-bh * 0.2)}v${n(-bh * 0.1)}h${n(bw * 0.8)}v${n(bh * 0.1)}q${n(bw * 0.6)} ${n(bh * 0.05)} ${n(bw * 0.6)} ${n(bh * 0.2)}v${n(bh * 0.7)}Z`;
      }
      out.push(path(bottles, mix('#2f4a3a', t.second, 0.2), { op: 0.85 }));
    }
  }
  // Lights: pendants with glows, or a string of bulbs.
  const glow = c.defs.rad([[0, warm, 0.55], [0.4, warm, 0.18], [1, warm, 0]]);
  if (rng.chance(0.6)) {
    const k = W > H * 1.2 ? 3 : 2;
    const drop = rng.range(0.16, 0.24);
    for (let i = 0; i < k; i++) {
      const lx = W * ((i + 0.5) / k) + rng.range(-0.04, 0.04) * W, ly = H * drop, s = m * 0.08;
      out.push(circle(lx, ly + s * 0.5, s * 4, glow), path(`M${n(lx)} 0V${n(ly)}`, 'none', { stroke: shade(wall, 0.5), sw: 2 }));
      out.push(path(`M${n(lx - s)} ${n(ly + s * 0.6)}Q${n(lx - s)} ${n(ly - s * 0.4)} ${n(lx)} ${n(ly - s * 0.4)}Q${n(lx + s)} ${n(ly - s * 0.4)} ${n(lx + s)} ${n(ly + s * 0.6)}Z`, t.dark ? t.primary : mix(t.primary, '#222222', 0.3)));
      out.push(ellipse(lx, ly + s * 0.62, s * 0.5, s * 0.18, warm));
    }
  } else {
    out.push(stringLights(c, { top: 0.1, sag: 0.08, bulbs: 16, first: 0.03, drop: 8, glowR: 0.05 }, shade(wall, 0.5), glow, warm));
  }
  // Chairs behind the table.
  const chair = t.dark ? mix(t.surface, '#000000', 0.3) : mix('#5a3b28', t.primary, 0.2);
  for (const fx of [0.18, 0.82]) {
    const cx = W * fx, cw = m * 0.16;
    out.push(path(`M${n(cx - cw / 2)} ${n(top)}V${n(top - H * 0.2)}Q${n(cx)} ${n(top - H * 0.27)} ${n(cx + cw / 2)} ${n(top - H * 0.2)}V${n(top)}`, 'none', { stroke: chair, sw: m * 0.018 }));
    out.push(path(`M${n(cx - cw / 2)} ${n(top - H * 0.13)}H${n(cx + cw / 2)}`, 'none', { stroke: chair, sw: m * 0.012 }));
  }
  // Table with cloth.
  const cloth = t.dark ? mix(t.surface, t.primary, 0.22) : '#fbf8f2';
  out.push(rect(0, top, W, H - top, shade(wall, 0.35)));
  out.push(rect(W * 0.04, top, W * 0.92, H * 0.3, cloth));
  let folds = '';
  for (let x = W * 0.1; x < W * 0.95; x += W * 0.11) folds += `M${n(x)} ${n(top + H * 0.04)}V${n(top + H * 0.3)}`;
  out.push(path(folds, 'none', { stroke: shade(cloth, 0.07), sw: W * 0.02, op: 0.8 }));
  out.push(rect(W * 0.04, top - H * 0.015, W * 0.92, H * 0.04, tint(cloth, 0.4), { rx: 3 }), rect(W * 0.04, top + H * 0.025, W * 0.92, H * 0.012, shade(cloth, 0.12), { op: 0.5 }));
  // On the table.
  const ts = m * 0.15;
  const plate = (x: number) => ellipse(x, top, ts * 1.3, ts * 0.18, shade(cloth, 0.08)) + ellipse(x, top - 3, ts * 1.2, ts * 0.14, t.dark ? mix(t.surface, '#ffffff', 0.3) : '#ffffff');
  const wineCol = mix('#7b1e2b', t.primary, 0.1);
  const glass = (x: number) => [path(`M${n(x - ts * 0.3)} ${n(top - ts * 1.55)}Q${n(x - ts * 0.32)} ${n(top - ts * 0.9)} ${n(x)} ${n(top - ts * 0.85)}Q${n(x + ts * 0.32)} ${n(top - ts * 0.9)} ${n(x + ts * 0.3)} ${n(top - ts * 1.55)}Z`, '#ffffff', { op: 0.35, stroke: '#ffffff', sw: 1.5 }),
    path(`M${n(x - ts * 0.28)} ${n(top - ts * 1.2)}Q${n(x - ts * 0.28)} ${n(top - ts * 0.92)} ${n(x)} ${n(top - ts * 0.88)}Q${n(x + ts * 0.28)} ${n(top - ts * 0.92)} ${n(x + ts * 0.28)} ${n(top - ts * 1.2)}Z`, wineCol, { op: 0.9 }),
    path(`M${n(x)} ${n(top - ts * 0.85)}V${n(top - 2)}M${n(x - ts * 0.2)} ${n(top - 2)}H${n(x + ts * 0.2)}`, 'none', { stroke: '#ffffff', sw: 2, op: 0.7, round: true })].join('');
  const x1 = W * rng.range(0.22, 0.28), x2 = W * rng.range(0.72, 0.78);
  const cup = (x: number) => mug(c, x, top - 2, ts * 0.75, t.dark ? tint(t.second, 0.2) : mix('#ffffff', t.second, 0.25));
  // A pint: a straight glass narrowing to its base, amber beer, a head of foam.
  const pint = (x: number) => {
    const ale = mix(rng.pick(['#d9902b', '#c0741c', '#e3b04a']), t.primary, 0.08), w = ts * 0.34, h = ts * 1.2;
    return [path(`M${n(x - w)} ${n(top - h)}H${n(x + w)}L${n(x + w * 0.8)} ${n(top - 2)}H${n(x - w * 0.8)}Z`, '#ffffff', { op: 0.35, stroke: '#ffffff', sw: 1.5 }),
      path(`M${n(x - w * 0.95)} ${n(top - h * 0.82)}H${n(x + w * 0.95)}L${n(x + w * 0.78)} ${n(top - 4)}H${n(x - w * 0.78)}Z`, ale, { op: 0.92 }),
      rect(x - w * 0.98, top - h * 0.98, w * 1.96, h * 0.18, '#fbf1dc', { rx: w * 0.2 }), path(`M${n(x - w * 0.5)} ${n(top - h * 0.7)}V${n(top - h * 0.2)}`, 'none', { stroke: '#ffffff', sw: 2, op: 0.5, round: true })].join('');
  };
  const drink = (x: number) => (cafe ? cup(x) : pub ? pint(x) : glass(x));
  out.push(plate(x1), plate(x2), drink(x1 - ts * 1.35), drink(x2 + ts * 1.35));
  // Candle with a flame and its glow, a bottle, a small vase of flowers.
  const cx = W * 0.5;
  out.push(circle(cx, top - ts * 1.1, ts * 2.2, glow), rect(cx - ts * 0.15, top - ts * 0.8, ts * 0.3, ts * 0.8, '#fff7ea'), path(`M${n(cx)} ${n(top - ts * 1.25)}q${n(ts * 0.12)} ${n(ts * 0.22)} 0 ${n(ts * 0.38)}q${n(-ts * 0.12)} ${n(-ts * 0.16)} 0 ${n(-ts * 0.38)}Z`, '#ffb84d'));
  const bx = cx + ts * rng.pick([-1.3, 1.3]);
  if (cafe) {
    // A cake on a footed stand: plate, stem, base; sponge, a cream layer and a cherry.
    const cw = ts * 0.75, sy = top - ts * 0.55, cake = mix('#d9a066', t.primary, 0.1), cream = '#fff4e2';
    out.push(ellipse(bx, top - 2, cw * 0.5, ts * 0.06, shade(cloth, 0.15)), rect(bx - ts * 0.05, sy, ts * 0.1, top - sy, '#ffffff', { op: 0.9 }), ellipse(bx, sy, cw * 1.15, ts * 0.08, '#ffffff'),
      rect(bx - cw, sy - ts * 0.75, cw * 2, ts * 0.75, cake, { rx: ts * 0.06 }), rect(bx - cw, sy - ts * 0.45, cw * 2, ts * 0.1, cream), rect(bx - cw, sy - ts * 0.8, cw * 2, ts * 0.12, cream, { rx: ts * 0.06 }),
      circle(bx, sy - ts * 0.9, ts * 0.1, mix('#c0392b', t.primary, 0.15)));
  } else if (pub) {
    // A beer bottle: brown glass, a short neck, a label in the brand colour, a cap.
    const brown = mix('#5a3418', t.primary, 0.08);
    out.push(path(`M${n(bx - ts * 0.2)} ${n(top)}V${n(top - ts * 1.0)}Q${n(bx - ts * 0.2)} ${n(top - ts * 1.25)} ${n(bx - ts * 0.08)} ${n(top - ts * 1.4)}V${n(top - ts * 1.75)}H${n(bx + ts * 0.08)}V${n(top - ts * 1.4)}Q${n(bx + ts * 0.2)} ${n(top - ts * 1.25)} ${n(bx + ts * 0.2)} ${n(top - ts * 1.0)}V${n(top)}Z`, brown),
      rect(bx - ts * 0.1, top - ts * 1.82, ts * 0.2, ts * 0.08, '#c9a227', { rx: 2 }), rect(bx - ts * 0.2, top - ts * 0.8, ts * 0.4, ts * 0.4, t.primary), circle(bx, top - ts * 0.6, ts * 0.1, t.onPrimary, { op: 0.8 }));
  } else out.push(path(`M${n(bx - ts * 0.22)} ${n(top)}V${n(top - ts * 1.3)}Q${n(bx - ts * 0.22)} ${n(top - ts * 1.6)} ${n(bx - ts * 0.07)} ${n(top - ts * 1.75)}V${n(top - ts * 2.2)}H${n(bx + ts * 0.07)}V${n(top - ts * 1.75)}Q${n(bx + ts * 0.22)} ${n(top - ts * 1.6)} ${n(bx + ts * 0.22)} ${n(top - ts * 1.3)}V${n(top)}Z`, mix('#23402f', t.second, 0.2)),
    rect(bx - ts * 0.22, top - ts * 0.95, ts * 0.44, ts * 0.45, t.primary), rect(bx - ts * 0.12, top - ts * 0.82, ts * 0.24, ts * 0.06, t.onPrimary, { op: 0.7 }));
  const vx = cx - (bx - cx) * 0.9;
  out.push(bouquetTop(c, rng, vx, top - ts * 0.6, ts * 0.8, ['#f4c7c3', '#ffffff', tint(t.primary, 0.4)], mix('#5c7f4f', t.second, 0.15), 6), vase(c, vx, top, ts * 0.45, ts * 0.7, tint(t.second, 0.3), 0.7, false));
  return out.join('');
}
