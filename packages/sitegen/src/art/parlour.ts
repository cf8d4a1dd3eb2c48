import type { Ctx } from './ctx';
import { threeViews } from './ctx';
import { mix, shade, tint } from './palette';
import { skinTone, torso } from './street';
import { circle, g, n, path, rect } from './svg';

/** Gelato flavours as they look in the pan: pistachio, strawberry, chocolate, fior di latte, mango, raspberry, blueberry, mint. */
const FLAVOURS = ['#b8d88b', '#f3b2c0', '#7a4a32', '#f6ecd2', '#f7c873', '#d94f5c', '#b89ad8', '#bfe3cf'];

/**
 * An ice-cream parlour's "about" picture (cafe.ts `serviceStyle` 'parlour'): inside, side-on. A pastel
 * wall with a flavour board and pendant lamps, someone serving behind a glass display cabinet whose two
 * rows of pans are heaped with gelato (each with its flag), cones upright in a rack and a stack of cups
 * on the counter top, the counter's panelled front in the brand colour over a chequered floor. Siblings
 * walk three viewpoints.
 */
export function parlourCounter(c: Ctx): string {
  return threeViews(c, 'parlour', counterScene(c), [1.5, 0.3, 0.45], [1.3, 0.35, 0.4]);
}

function counterScene(c: Ctx): string {
  const { W, H, rng, t } = c;
  const m = Math.min(W, H);
  const warm = '#ffd58a';
  const wall = t.dark ? mix('#3b3346', t.primary, 0.15) : mix(rng.pick(['#fbe3e8', '#e4f3ec', '#fdf0d5', '#e7e6fb']), t.primary, 0.05);
  const out = [rect(0, 0, W, H, c.defs.lin([[0, shade(wall, 0.05)], [1, tint(wall, 0.05)]]))];
  // Candy stripes on the wall.
  let stripes = '';
  for (let x = 0; x < W; x += W * 0.08) stripes += `M${n(x)} 0h${n(W * 0.04)}V${n(H)}h${n(-W * 0.04)}Z`;
  out.push(path(stripes, t.dark ? tint(wall, 0.06) : shade(wall, 0.04), { op: 0.7 }));
  // The flavour board: a dark board with chalk lines, a coloured dot before each flavour.
  const bw = W * 0.36, bx = W * rng.range(0.22, 0.42), by = H * 0.05, bh = H * 0.2;
  out.push(rect(bx - 5, by - 5, bw + 10, bh + 10, mix('#8a6446', t.primary, 0.1), { rx: 4 }), rect(bx, by, bw, bh, '#2b2f2c', { rx: 2 }));
  const picks = rng.shuffle([...FLAVOURS]);
  for (let l = 0; l < 5; l++) {
    const ly = by + bh * (0.16 + l * 0.17);
    out.push(circle(bx + bw * 0.1, ly, bh * 0.04, picks[l]!), rect(bx + bw * 0.18, ly - bh * 0.02, bw * (l % 2 ? 0.46 : 0.58), bh * 0.04, '#f1efe6', { rx: 2, op: 0.65 }),
      rect(bx + bw * 0.8, ly - bh * 0.02, bw * 0.1, bh * 0.04, '#f1efe6', { rx: 2, op: 0.5 }));
  }
  // Pendant lamps with their glow.
  const glow = c.defs.rad([[0, warm, 0.5], [0.4, warm, 0.16], [1, warm, 0]]);
  for (const fx of rng.chance(0.5) ? [0.14, 0.86] : [0.12, 0.88]) {
    const lx = W * fx, ly = H * 0.2, s = m * 0.06;
    out.push(circle(lx, ly + s * 0.5, s * 3.5, glow), path(`M${n(lx)} 0V${n(ly)}`, 'none', { stroke: shade(wall, 0.5), sw: 2 }),
      path(`M${n(lx - s)} ${n(ly + s * 0.6)}Q${n(lx - s)} ${n(ly - s * 0.4)} ${n(lx)} ${n(ly - s * 0.4)}Q${n(lx + s)} ${n(ly - s * 0.4)} ${n(lx + s)} ${n(ly + s * 0.6)}Z`, t.dark ? t.primary : mix(t.primary, '#222222', 0.25)),
      circle(lx, ly + s * 0.62, s * 0.35, warm));
  }
  // Someone serving behind the cabinet, in an apron of the second colour.
  const top = H * 0.46, px = W * rng.range(0.55, 0.7);
  out.push(torso(px, top + H * 0.05, H * 0.09, top - H * 0.05, top - H * 0.1, mix(t.second, '#ffffff', t.dark ? 0.1 : 0.25)),
    rect(px - H * 0.05, top - H * 0.06, H * 0.1, H * 0.12, '#ffffff', { rx: 4, op: 0.85 }), circle(px, top - H * 0.155, H * 0.05, skinTone(rng)));
  // The cabinet: steel top rail, pans in two rows behind curved glass, a chrome strip, the panelled counter.
  const x0 = W * 0.04, x1 = W * 0.96, glassTop = top + H * 0.02, rail = top + H * 0.3, floor = H * 0.9;
  const steel = mix('#c9ccd3', t.primary, 0.05);
  out.push(rect(x0, top, x1 - x0, H * 0.02, steel, { rx: 2 }));
  out.push(rect(x0, glassTop, x1 - x0, rail - glassTop, t.dark ? '#1f2530' : '#eef6f8'));
  const pans = W > H * 1.2 ? 7 : 5;
  const pw = (x1 - x0) / pans;
  for (const [row, py, hh] of [[0, glassTop + (rail - glassTop) * 0.5, 0.3], [1, glassTop + (rail - glassTop) * 0.86, 0.36]] as const) {
    for (let k = 0; k < pans; k++) {
      const cx = x0 + pw * (k + 0.5) + (row ? 0 : pw * 0.08), col = mix(picks[(k + row * 3) % picks.length]!, t.primary, 0.04);
      const mh = (rail - glassTop) * hh * rng.range(0.85, 1.1), w = pw * 0.44;
      // A heaped pan: a lumpy dome over the pan's lip, a swirl of shade across it, then the steel lip.
      const dome = `M${n(cx - w)} ${n(py)}Q${n(cx - w * 0.95)} ${n(py - mh * 0.9)} ${n(cx - w * 0.35)} ${n(py - mh * 0.95)}Q${n(cx - w * 0.05)} ${n(py - mh * 1.2)} ${n(cx + w * 0.3)} ${n(py - mh)}Q${n(cx + w)} ${n(py - mh * 0.8)} ${n(cx + w)} ${n(py)}Z`;
      out.push(path(dome, c.defs.lin([[0, tint(col, 0.2)], [1, shade(col, 0.12)]], 0, 0, 0, 1)),
        path(`M${n(cx - w * 0.7)} ${n(py - mh * 0.45)}Q${n(cx - w * 0.1)} ${n(py - mh * 0.95)} ${n(cx + w * 0.6)} ${n(py - mh * 0.5)}M${n(cx - w * 0.4)} ${n(py - mh * 0.2)}Q${n(cx + w * 0.1)} ${n(py - mh * 0.55)} ${n(cx + w * 0.75)} ${n(py - mh * 0.2)}`, 'none', { stroke: shade(col, 0.18), sw: Math.max(1.5, m * 0.005), round: true, op: 0.55 }),
        rect(cx - pw * 0.47, py, pw * 0.94, (rail - glassTop) * 0.07, steel, { rx: 2 }));
      if (row === 1 && k % 2 === 0) out.push(path(`M${n(cx + w * 0.45)} ${n(py)}V${n(py - mh * 1.3)}`, 'none', { stroke: '#6b6f78', sw: 1.5 }), rect(cx + w * 0.45, py - mh * 1.3, pw * 0.2, mh * 0.3, '#ffffff', { rx: 1.5 }));
    }
  }
  // The glass: a sheen across it and its curved top edge.
  out.push(path(`M${n(x0 + (x1 - x0) * 0.2)} ${n(glassTop)}h${n(W * 0.08)}L${n(x0 + (x1 - x0) * 0.12)} ${n(rail)}h${n(-W * 0.08)}Z`, '#ffffff', { op: 0.18 }),
    path(`M${n(x0)} ${n(glassTop + 2)}H${n(x1)}`, 'none', { stroke: '#ffffff', sw: 3, op: 0.5 }));
  out.push(rect(x0, rail, x1 - x0, H * 0.025, steel));
  // Cones upright in a rack and a stack of cups on the cabinet's top.
  const rx = W * rng.range(0.1, 0.2), cw = m * 0.035;
  out.push(rect(rx - cw * 0.4, top - cw * 0.3, cw * 4.2, cw * 0.5, shade(steel, 0.15), { rx: 2 }));
  for (let k = 0; k < 4; k++) {
    const cx = rx + k * cw * 1.1 + cw * 0.5;
    out.push(path(`M${n(cx - cw * 0.5)} ${n(top - cw * 1.6)}L${n(cx + cw * 0.5)} ${n(top - cw * 1.6)}L${n(cx)} ${n(top)}Z`, mix('#d59a4f', t.primary, 0.05)),
      path(`M${n(cx - cw * 0.3)} ${n(top - cw * 1.2)}l${n(cw * 0.45)} ${n(cw * 0.5)}M${n(cx + cw * 0.3)} ${n(top - cw * 1.2)}l${n(-cw * 0.45)} ${n(cw * 0.5)}`, 'none', { stroke: '#a8703a', sw: 1 }));
  }
  const ux = W * rng.range(0.8, 0.88), uw = m * 0.05;
  for (let k = 0; k < 5; k++) out.push(path(`M${n(ux - uw / 2)} ${n(top - k * uw * 0.22 - uw * 0.2)}h${n(uw)}l${n(-uw * 0.1)} ${n(uw * 0.2)}h${n(-uw * 0.8)}Z`, k === 4 ? t.primary : '#fbfaf7', { stroke: shade('#fbfaf7', 0.15), sw: 0.8 }));
  // The counter's front: brand-coloured panels, a kick plate, then the chequered floor.
  const paint = t.dark ? tint(t.primary, 0.05) : t.primary;
  out.push(rect(x0, rail + H * 0.025, x1 - x0, floor - rail - H * 0.025, c.defs.lin([[0, tint(paint, 0.08)], [1, shade(paint, 0.12)]])));
  for (let k = 0; k < 4; k++) {
    const wx = x0 + (x1 - x0) * (0.03 + k * 0.245);
    out.push(rect(wx, rail + H * 0.05, (x1 - x0) * 0.2, floor - rail - H * 0.1, 'none', { stroke: tint(paint, 0.25), sw: 2, rx: 3 }));
  }
  out.push(rect(x0, floor - H * 0.02, x1 - x0, H * 0.02, shade(paint, 0.35)));
  let tiles = '';
  const ts = H * 0.05;
  for (let y = floor, r = 0; y < H; y += ts, r++) for (let x = r % 2 ? 0 : ts, i = 0; x < W && i < 200; x += ts * 2, i++) tiles += `M${n(x)} ${n(y)}h${n(ts)}v${n(ts)}h${n(-ts)}Z`;
  out.push(rect(0, floor, W, H - floor, t.dark ? '#2a2a30' : '#f4f1ea'), path(tiles, t.dark ? '#1a1a1f' : mix('#2b2f36', t.primary, 0.15), { op: 0.85 }));
  return g(out);
}
