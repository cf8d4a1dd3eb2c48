import type { Ctx } from './ctx';
import { mix, shade, tint } from './palette';
import { circleD, ellipse, lineD, n, path, rect } from './svg';
import { stroke } from './club-figures';

/**
 * Pieces of a dental laboratory's pictures (art/dental-lab.ts), side-on, standing on a line y and measured in metres `m`
 * (px per metre): plaster models of the teeth (a stone base, the pink gum, a row of teeth, a crown in porcelain on one of
 * them), an articulator holding a pair of them, a magnifier lamp with its ring of light, a CAD screen showing a crown
 * among bars (no words), a milling machine with a zirconia disc behind its door, a porcelain furnace with its glowing
 * muffle lifted, porcelain pots, case boxes, a courier's cardboard box. Colours from the palette; plaster, steel and
 * porcelain their own, mixed a little toward it.
 */

/** The lab's colours in this palette. */
export interface Lab { wall: string; floor: string; bench: string; benchEdge: string; steel: string; plaster: string; gum: string; tooth: string; coat: string; machine: string; glass: string; screen: string; dark: boolean }

export function lab(c: Ctx): Lab {
  const { t } = c, dark = t.dark;
  return {
    dark, wall: dark ? mix(mix('#2a303a', t.bg, 0.3), t.primary, 0.06) : mix(mix('#eef1f4', t.bg, 0.3), t.primary, 0.04),
    floor: dark ? mix('#3b4048', t.bg, 0.3) : mix('#c9cdd3', t.bg, 0.2), bench: dark ? mix('#d8d4cc', t.bg, 0.25) : mix('#e9e4da', t.primary, 0.04),
    benchEdge: mix('#8a6446', t.primary, 0.12), steel: '#a9b0b8', plaster: mix('#e9dcb8', t.primary, 0.05), gum: mix('#e58a9a', t.primary, 0.08), tooth: '#fbf8ef',
    coat: '#f6f7f9', machine: dark ? '#e4e6ea' : '#f3f4f6', glass: dark ? '#2c3a4a' : mix('#bcd7ea', t.second, 0.1), screen: mix('#1b2330', t.primary, 0.08),
  };
}

/**
 * A plaster model of one arch seen from the side and a little above, (x, y) the middle of its base, w long: the stone
 * base, the gum in pink, the teeth as a row narrowing to the back, and a crown in bright porcelain on the tooth at `crown`.
 */
export function model(x: number, y: number, w: number, k: Lab, crown = -1, upper = false): string {
  const h = w * 0.28, d = upper ? -1 : 1, base = y - d * h * 0.45, gumY = base - d * h * 0.18;
  const out = [rect(x - w / 2, Math.min(y, base), w, h * 0.45, k.plaster, { rx: w * 0.04 }),
    path(`M${n(x - w * 0.48)} ${n(base)}Q${n(x)} ${n(base - d * h * 0.5)} ${n(x + w * 0.48)} ${n(base)}Z`, k.gum)];
  const count = 7;
  if (w < 110 && crown < 0) {
    // Small (on a shelf): the row of teeth as one dashed stroke along the arch.
    const ty = gumY - d * h * 0.2, gap = (w * 0.88) / count;
    out.push(path(`M${n(x - w * 0.44 + gap * 0.1)} ${n(ty)}Q${n(x)} ${n(ty - d * h * 0.3)} ${n(x + w * 0.44)} ${n(ty)}`, 'none', { stroke: k.tooth, sw: h * 0.36, dash: `${n(gap * 0.8)} ${n(gap * 0.2)}` }));
    return out.join('');
  }
  let teeth = '';
  for (let i = 0; i < count; i++) {
    const q = (i + 0.5) / count, tx = x - w * 0.44 + w * 0.88 * q, tw = (w * 0.88) / count * 0.86, th = h * (0.42 + 0.18 * Math.sin(q * Math.PI));
    const ty = gumY - d * Math.sin(q * Math.PI) * h * 0.12;
    if (i === crown) continue;
    teeth += upper ? `M${n(tx - tw / 2)} ${n(ty)}v${n(th * 0.8)}q0 ${n(th * 0.2)} ${n(tw * 0.2)} ${n(th * 0.2)}h${n(tw * 0.6)}q${n(tw * 0.2)} 0 ${n(tw * 0.2)} ${n(-th * 0.2)}v${n(-th * 0.8)}Z`
      : `M${n(tx - tw / 2)} ${n(ty)}v${n(-th * 0.8)}q0 ${n(-th * 0.2)} ${n(tw * 0.2)} ${n(-th * 0.2)}h${n(tw * 0.6)}q${n(tw * 0.2)} 0 ${n(tw * 0.2)} ${n(th * 0.2)}v${n(th * 0.8)}Z`;
  }
  out.push(path(teeth, k.tooth, { stroke: shade(k.tooth, 0.16), sw: Math.max(0.8, w * 0.006) }));
  if (crown >= 0 && !upper) {
    // The crown being built: a taller, glossier tooth with a highlight.
    const q = (crown + 0.5) / count, tx = x - w * 0.44 + w * 0.88 * q, tw = (w * 0.88) / count * 0.95, th = h * 0.72, ty = gumY - Math.sin(q * Math.PI) * h * 0.12;
    out.push(path(`M${n(tx - tw / 2)} ${n(ty)}Q${n(tx - tw * 0.6)} ${n(ty - th)} ${n(tx - tw * 0.2)} ${n(ty - th)}L${n(tx)} ${n(ty - th * 0.86)}L${n(tx + tw * 0.2)} ${n(ty - th)}Q${n(tx + tw * 0.6)} ${n(ty - th)} ${n(tx + tw / 2)} ${n(ty)}Z`, '#fffdf6'),
      path(`M${n(tx - tw * 0.25)} ${n(ty - th * 0.75)}q${n(tw * 0.05)} ${n(th * 0.3)} 0 ${n(th * 0.55)}`, 'none', { stroke: '#ffffff', sw: Math.max(1, tw * 0.14), round: true }),
      stroke(lineD([tx - tw / 2, ty], [tx + tw / 2, ty]), mix('#e8c27a', k.tooth, 0.3), Math.max(1, tw * 0.08)));
  }
  return out.join('');
}

/** An articulator on the bench at (x, y), w wide: its base plate, the post at the back and the upper arm, a lower and an upper model between, knobs in `col`. */
export function articulator(x: number, y: number, w: number, k: Lab, col: string, crown = -1): string {
  const h = w * 0.72, post = x - w * 0.42, arm = y - h;
  return [ellipse(x, y, w * 0.55, w * 0.04, '#000000', { op: 0.12 }), rect(x - w / 2, y - w * 0.06, w, w * 0.06, k.steel, { rx: w * 0.02 }),
    rect(post - w * 0.04, arm, w * 0.08, h, shade(k.steel, 0.1), { rx: w * 0.02 }), rect(post - w * 0.06, arm - w * 0.02, w * 0.96, w * 0.07, k.steel, { rx: w * 0.03 }),
    path(circleD(post, arm + w * 0.015, w * 0.06), col), path(circleD(post, y - h * 0.45, w * 0.045), col),
    model(x + w * 0.05, y - w * 0.06, w * 0.72, k, crown), model(x + w * 0.05, arm + w * 0.05, w * 0.72, k, -1, true)].join('');
}

/**
 * A magnifier lamp clamped at (x, y) on the bench edge, its arm up and over to the head at (hx, hy): a ring lens in a
 * housing, its light falling in a soft cone onto the work below.
 */
export function magnifier(c: Ctx, x: number, y: number, hx: number, hy: number, r: number, col: string, lit: number): string {
  const elbow = [x + (hx - x) * 0.15, hy - r * 2.2] as const;
  const cone = `M${n(hx - r * 0.9)} ${n(hy + r * 0.1)}L${n(hx - r * 2.2)} ${n(lit)}H${n(hx + r * 2.2)}L${n(hx + r * 0.9)} ${n(hy + r * 0.1)}Z`;
  return [path(cone, c.defs.lin([[0, '#fff6d8', 0.55], [1, '#fff6d8', 0.05]])), stroke(lineD([x, y], [x, y - r * 0.6], [elbow[0], elbow[1]], [hx - r * 0.8, hy - r * 0.2]), '#8d949c', Math.max(2, r * 0.16)),
    rect(x - r * 0.3, y - r * 0.1, r * 0.6, r * 0.5, shade('#8d949c', 0.25)), path(circleD(elbow[0], elbow[1], r * 0.14), col),
    ellipse(hx, hy, r * 1.05, r * 0.34, col), ellipse(hx, hy + r * 0.04, r * 0.78, r * 0.22, '#fffbea'), ellipse(hx - r * 0.25, hy, r * 0.2, r * 0.06, '#ffffff', { op: 0.8 })].join('');
}

/** Pots of porcelain powder at (x, y), each s wide, lids in the palette and the stock colours. */
export function pots(x: number, y: number, s: number, cols: readonly string[]): string {
  let jars = '';
  const lids: string[] = [];
  cols.forEach((col, i) => {
    const px = x + i * s * 1.25;
    jars += `M${n(px)} ${n(y)}v${n(-s * 0.9)}h${n(s)}v${n(s * 0.9)}Z`;
    lids.push(rect(px - s * 0.06, y - s * 1.12, s * 1.12, s * 0.26, col, { rx: s * 0.06 }));
  });
  return path(jars, '#eef0f2', { op: 0.95 }) + lids.join('');
}

/** A CAD screen on its stand at (x, y) (the bench top under its foot), w wide: a dark app with tool bars, a crown drawn in its middle, a panel of bars. */
export function cadScreen(x: number, y: number, w: number, k: Lab, col: string, second: string): string {
  const h = w * 0.6, top = y - w * 0.16 - h, sx = x - w / 2, inner = w * 0.03;
  const bars = (bx: number, by: number, bw: number, rows: number, gap: number) => { let d = ''; for (let i = 0; i < rows; i++) d += `M${n(bx)} ${n(by + i * gap)}h${n(bw * (0.5 + ((i * 7) % 5) * 0.1))}`; return d; };
  const cx = x - w * 0.06, cy = top + h * 0.55, cw = w * 0.22;
  const crown = `M${n(cx - cw / 2)} ${n(cy + cw * 0.35)}Q${n(cx - cw * 0.62)} ${n(cy - cw * 0.3)} ${n(cx - cw * 0.3)} ${n(cy - cw * 0.42)}Q${n(cx - cw * 0.15)} ${n(cy - cw * 0.3)} ${n(cx)} ${n(cy - cw * 0.36)}Q${n(cx + cw * 0.15)} ${n(cy - cw * 0.46)} ${n(cx + cw * 0.32)} ${n(cy - cw * 0.4)}Q${n(cx + cw * 0.62)} ${n(cy - cw * 0.3)} ${n(cx + cw / 2)} ${n(cy + cw * 0.35)}Q${n(cx)} ${n(cy + cw * 0.5)} ${n(cx - cw / 2)} ${n(cy + cw * 0.35)}Z`;
  let grid = '';
  for (let i = 1; i < 6; i++) grid += `M${n(sx + inner + w * 0.16)} ${n(top + (h * i) / 6)}H${n(sx + w - inner - w * 0.22)}`;
  return [rect(x - w * 0.06, top + h, w * 0.12, w * 0.13, shade(k.steel, 0.3)), rect(x - w * 0.2, y - w * 0.035, w * 0.4, w * 0.035, shade(k.steel, 0.35), { rx: w * 0.01 }),
    rect(sx, top, w, h, '#1c1f24', { rx: w * 0.02 }), rect(sx + inner, top + inner, w - inner * 2, h - inner * 2, k.screen),
    rect(sx + inner, top + inner, w * 0.13, h - inner * 2, shade(k.screen, 0.25)), stroke(bars(sx + inner + w * 0.03, top + inner + h * 0.1, w * 0.07, 6, h * 0.12), tint(k.screen, 0.45), Math.max(1.5, h * 0.035)),
    stroke(grid, tint(k.screen, 0.12), Math.max(1, h * 0.005)), path(crown, '#eef2f6'), path(`M${n(cx - cw * 0.3)} ${n(cy - cw * 0.2)}q${n(cw * 0.05)} ${n(cw * 0.25)} 0 ${n(cw * 0.45)}`, 'none', { stroke: '#ffffff', sw: Math.max(1.5, cw * 0.06), round: true }),
    stroke(`M${n(cx - cw / 2)} ${n(cy + cw * 0.35)}Q${n(cx)} ${n(cy + cw * 0.5)} ${n(cx + cw / 2)} ${n(cy + cw * 0.35)}`, col, Math.max(1.5, cw * 0.03)),
    rect(sx + w - inner - w * 0.2, top + inner, w * 0.2, h - inner * 2, shade(k.screen, 0.15)), stroke(bars(sx + w - inner - w * 0.17, top + inner + h * 0.12, w * 0.14, 5, h * 0.1), second, Math.max(1.5, h * 0.03)),
    rect(sx + w - inner - w * 0.17, top + h * 0.78, w * 0.14, h * 0.08, col, { rx: h * 0.02 })].join('');
}

/** A zirconia disc face-on at (x, y), radius r, in its holder ring: crowns nested in it, milled out or still to come. */
export function disc(x: number, y: number, r: number, col: string): string {
  let holes = '', ghosts = '';
  const spots = [[-0.45, -0.3], [0.05, -0.5], [0.5, -0.2], [-0.2, 0.2], [0.32, 0.36], [-0.55, 0.3], [0.0, -0.05]];
  spots.forEach(([a, b], i) => {
    const cx = x + (a as number) * r, cy = y + (b as number) * r, w = r * 0.26;
    const d = `M${n(cx - w / 2)} ${n(cy + w * 0.3)}Q${n(cx - w * 0.6)} ${n(cy - w * 0.4)} ${n(cx - w * 0.2)} ${n(cy - w * 0.45)}L${n(cx)} ${n(cy - w * 0.3)}L${n(cx + w * 0.2)} ${n(cy - w * 0.45)}Q${n(cx + w * 0.6)} ${n(cy - w * 0.4)} ${n(cx + w / 2)} ${n(cy + w * 0.3)}Z`;
    if (i < 4) holes += d; else ghosts += d;
  });
  return [path(circleD(x, y, r * 1.12), col), path(circleD(x, y, r), '#f7f5ef'), path(holes, '#c9ccd1', { stroke: '#b3b8bf', sw: Math.max(1, r * 0.02) }), stroke(ghosts, '#b3b8bf', Math.max(1, r * 0.02)),
    path(circleD(x - r * 0.35, y - r * 0.45, r * 0.12), '#ffffff', { op: 0.7 })].join('');
}

/**
 * A milling machine on its stand at (x, y) (the floor), w wide: a white cabinet with a band in `col`, a door whose window
 * shows the zirconia disc in its holder and the spindle with its bur coming down to it, a small screen of bars, a button.
 */
export function mill(x: number, y: number, w: number, k: Lab, col: string): { svg: string; window: readonly [number, number] } {
  const h = w * 1.05, top = y - w * 0.42 - h, x0 = x - w / 2;
  const wx = x0 + w * 0.1, wy = top + h * 0.14, ww = w * 0.62, wh = h * 0.62;
  const dx = wx + ww * 0.55, dy = wy + wh * 0.62, r = Math.min(ww, wh) * 0.3;
  return {
    svg: [rect(x0 + w * 0.06, top + h, w * 0.88, w * 0.42, shade(k.machine, 0.12)), rect(x0 + w * 0.1, y - w * 0.05, w * 0.14, w * 0.05, '#3b3f46'), rect(x0 + w * 0.76, y - w * 0.05, w * 0.14, w * 0.05, '#3b3f46'),
      ellipse(x, y, w * 0.52, w * 0.04, '#000000', { op: 0.12 }), rect(x0, top, w, h, k.machine, { rx: w * 0.04 }), rect(x0, top + h * 0.86, w, h * 0.06, col),
      rect(wx - w * 0.02, wy - w * 0.02, ww + w * 0.04, wh + w * 0.04, shade(k.machine, 0.2), { rx: w * 0.03 }), rect(wx, wy, ww, wh, mix('#2a3038', k.glass, 0.3), { rx: w * 0.02 }),
      rect(dx - w * 0.03, wy, w * 0.06, wh * 0.22, '#8d949c'), stroke(lineD([dx, wy + wh * 0.22], [dx, dy - r * 0.7]), '#d9dde2', Math.max(1.5, w * 0.012)),
      disc(dx, dy, r, shade(k.steel, 0.2)), rect(wx, wy, ww * 0.35, wh, '#ffffff', { op: 0.08 }),
      rect(x0 + w * 0.78, wy, w * 0.16, h * 0.2, k.screen, { rx: w * 0.015 }), stroke(`M${n(x0 + w * 0.8)} ${n(wy + h * 0.05)}h${n(w * 0.1)}M${n(x0 + w * 0.8)} ${n(wy + h * 0.1)}h${n(w * 0.07)}M${n(x0 + w * 0.8)} ${n(wy + h * 0.15)}h${n(w * 0.09)}`, tint(col, 0.3), Math.max(1.5, h * 0.015)),
      path(circleD(x0 + w * 0.86, wy + h * 0.32, w * 0.035), col), rect(x0 + w * 0.78, wy + wh * 0.8, w * 0.03, wh * 0.3, shade(k.machine, 0.35), { rx: w * 0.01 })].join(''),
    window: [dx, dy],
  };
}

/**
 * A porcelain furnace on the bench at (x, y), w wide: its base with a screen of bars and buttons, the firing tray with
 * crowns on their pegs, the muffle head lifted on its arm with its glowing inside.
 */
export function furnace(c: Ctx, x: number, y: number, w: number, k: Lab, col: string, open = true): string {
  const bh = w * 0.55, top = y - bh, head = open ? top - w * 0.55 : top - w * 0.02, hh = w * 0.5;
  const glow = c.defs.rad([[0, '#ffb347', 0.9], [0.6, '#ff7a2a', 0.5], [1, '#ff7a2a', 0]]);
  let crowns = '';
  for (let i = 0; i < 4; i++) { const cx = x - w * 0.18 + i * w * 0.12; crowns += `M${n(cx - w * 0.035)} ${n(top - w * 0.02)}q0 ${n(-w * 0.06)} ${n(w * 0.035)} ${n(-w * 0.06)}q${n(w * 0.035)} 0 ${n(w * 0.035)} ${n(w * 0.06)}Z`; }
  return [ellipse(x, y, w * 0.55, w * 0.04, '#000000', { op: 0.12 }), rect(x - w / 2, top, w, bh, k.machine, { rx: w * 0.05 }), rect(x - w / 2, top + bh * 0.7, w, bh * 0.1, col),
    rect(x - w * 0.38, top + bh * 0.18, w * 0.34, bh * 0.34, k.screen, { rx: w * 0.02 }), stroke(`M${n(x - w * 0.34)} ${n(top + bh * 0.28)}h${n(w * 0.2)}M${n(x - w * 0.34)} ${n(top + bh * 0.4)}h${n(w * 0.14)}`, tint(col, 0.35), Math.max(1.5, w * 0.02)),
    path(circleD(x + w * 0.12, top + bh * 0.32, w * 0.05) + circleD(x + w * 0.28, top + bh * 0.32, w * 0.05), shade(k.machine, 0.3)),
    rect(x + w * 0.36, head - hh * 0.1, w * 0.08, top - head + hh * 0.1, shade(k.steel, 0.15)), ellipse(x, top - w * 0.01, w * 0.3, w * 0.05, '#5b6068'), path(crowns, '#fffdf6'),
    ...(open ? [path(circleD(x, head + hh + w * 0.01, w * 0.32), glow)] : []),
    path(`M${n(x - w * 0.34)} ${n(head + hh)}V${n(head + hh * 0.25)}Q${n(x - w * 0.34)} ${n(head)} ${n(x)} ${n(head)}Q${n(x + w * 0.34)} ${n(head)} ${n(x + w * 0.34)} ${n(head + hh * 0.25)}V${n(head + hh)}Z`, k.machine),
    ellipse(x, head + hh, w * 0.34, w * 0.06, open ? '#ff9a3d' : shade(k.machine, 0.2)), rect(x - w * 0.34, head + hh * 0.45, w * 0.68, hh * 0.08, col)].join('');
}

/** A case box (a lab's tray with its lid) at (x, y) (its bottom left), w wide, in `col`. */
export const caseBox = (x: number, y: number, w: number, col: string): string =>
  rect(x, y - w * 0.42, w, w * 0.42, col, { rx: w * 0.04 }) + rect(x - w * 0.02, y - w * 0.46, w * 1.04, w * 0.12, shade(col, 0.15), { rx: w * 0.04 });

/** A courier's cardboard box at (x, y) (its bottom middle), w wide, open with its flaps up and case boxes standing in it. */
export function courierBox(x: number, y: number, w: number, cols: readonly string[]): string {
  const h = w * 0.62, top = y - h, card = '#c89a62';
  const inside = cols.map((col, i) => caseBox(x - w * 0.42 + i * w * 0.28, top + w * 0.14, w * 0.24, col)).join('');
  return [ellipse(x, y, w * 0.6, w * 0.04, '#000000', { op: 0.14 }), path(`M${n(x - w / 2)} ${n(top)}L${n(x - w * 0.62)} ${n(top - w * 0.2)}L${n(x - w * 0.4)} ${n(top - w * 0.14)}Z`, shade(card, 0.1)), inside,
    rect(x - w / 2, top, w, h, card), path(`M${n(x + w / 2)} ${n(top)}L${n(x + w * 0.64)} ${n(top - w * 0.22)}L${n(x + w * 0.42)} ${n(top - w * 0.16)}Z`, shade(card, 0.15)),
    rect(x - w * 0.06, top, w * 0.12, h, tint(card, 0.25)), rect(x - w * 0.38, top + h * 0.5, w * 0.22, h * 0.2, '#fbfaf6', { rx: w * 0.01 })].join('');
}
