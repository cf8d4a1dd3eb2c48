import type { Ctx } from './ctx';
import { groundShadow, threeViews } from './ctx';
import type { Food } from './food';
import { nat, rad } from './food';
import { mix, shade, tint } from './palette';
import { circle, ellipse, g, n, path, rect } from './svg';

/** Icing and frosting colours a cake maker works in: rose, peach, lilac, mint, lemon, cream. */
const PASTELS = ['#f3b2c0', '#f7c9a3', '#cdb8e6', '#bfe3cf', '#f6e39a', '#f6ecd2'];

/**
 * A cake maker's "about" picture (cafe.ts `serviceStyle` 'cakes'): the studio's worktop side-on. A pastel
 * wall with a shelf of ribboned cake boxes and jars of sprinkles under a pendant lamp; on the marble worktop a
 * three-tier cake on a stand, iced, dripped and dressed with flowers, a tiered stand of cupcakes beside it and
 * a cake half-iced on its turntable with the palette knife and a piping bag. Siblings walk three viewpoints.
 */
export function cakeStudio(c: Ctx): string {
  return threeViews(c, 'cakes', studioScene(c), [1.45, 0.42, 0.5], [1.3, 0.32, 0.52]);
}

function studioScene(c: Ctx): string {
  const { W, H, rng, t } = c;
  const m = Math.min(W, H);
  const wall = t.dark ? mix('#3b3346', t.primary, 0.15) : mix(rng.pick(['#fbe3e8', '#fdf0d5', '#e4f3ec', '#f3ecfb']), t.primary, 0.05);
  const out = [rect(0, 0, W, H, c.defs.lin([[0, shade(wall, 0.05)], [1, tint(wall, 0.05)]]))];
  // Tongue-and-groove panelling up to the dado rail.
  let boards = '';
  for (let x = W * 0.03; x < W; x += W * 0.05) boards += `M${n(x)} ${n(H * 0.42)}V${n(H * 0.7)}`;
  out.push(path(boards, 'none', { stroke: shade(wall, 0.07), sw: Math.max(1, m * 0.004) }), rect(0, H * 0.41, W, H * 0.012, tint(wall, 0.25)));
  const colours = rng.shuffle([...PASTELS]);
  // A pendant lamp and its glow.
  const warm = '#ffd58a', lx = W * 0.5, ly = H * 0.12, ls = m * 0.05;
  out.push(circle(lx, ly + ls, ls * 4, c.defs.rad([[0, warm, 0.45], [0.4, warm, 0.14], [1, warm, 0]])), path(`M${n(lx)} 0V${n(ly)}`, 'none', { stroke: shade(wall, 0.5), sw: 2 }),
    path(`M${n(lx - ls)} ${n(ly + ls * 0.7)}L${n(lx - ls * 0.35)} ${n(ly - ls * 0.2)}H${n(lx + ls * 0.35)}L${n(lx + ls)} ${n(ly + ls * 0.7)}Z`, t.dark ? t.primary : mix(t.primary, '#222222', 0.2)),
    circle(lx, ly + ls * 0.75, ls * 0.3, warm));
  // The shelf: cake boxes tied with ribbon, jars of sprinkles.
  const sy = H * 0.3, sx0 = W * 0.64, sx1 = W * 0.96, wood = mix('#c89f74', t.primary, 0.08);
  out.push(rect(sx0, sy, sx1 - sx0, H * 0.018, wood, { rx: 2 }), path(`M${n(sx0 + W * 0.03)} ${n(sy + H * 0.018)}l${n(W * 0.015)} ${n(H * 0.04)}M${n(sx1 - W * 0.03)} ${n(sy + H * 0.018)}l${n(-W * 0.015)} ${n(H * 0.04)}`, 'none', { stroke: shade(wood, 0.2), sw: Math.max(2, m * 0.008) }));
  const box = m * 0.09;
  for (const [k, bx] of [W * 0.67, W * 0.67 + box * 1.08].entries()) {
    const bh = box * (k ? 0.7 : 0.85);
    out.push(rect(bx, sy - bh, box, bh, '#fbfaf7', { stroke: shade('#fbfaf7', 0.12), sw: 1 }), rect(bx + box * 0.44, sy - bh, box * 0.12, bh, colours[k]!),
      path(`M${n(bx + box * 0.5)} ${n(sy - bh)}q${n(-box * 0.2)} ${n(-box * 0.2)} ${n(-box * 0.22)} 0q${n(box * 0.1)} ${n(box * 0.08)} ${n(box * 0.22)} 0q${n(box * 0.2)} ${n(-box * 0.2)} ${n(box * 0.22)} 0q${n(-box * 0.1)} ${n(box * 0.08)} ${n(-box * 0.22)} 0Z`, shade(colours[k]!, 0.1)));
  }
  for (let k = 0; k < 3; k++) {
    const jx = W * 0.84 + k * m * 0.045, jw = m * 0.035, jh = m * 0.06;
    out.push(rect(jx, sy - jh, jw, jh, '#eef6f8', { rx: jw * 0.2, op: 0.9 }), rect(jx - jw * 0.05, sy - jh - jw * 0.25, jw * 1.1, jw * 0.25, shade(wood, 0.1), { rx: 1 }));
    for (let d = 0; d < 6; d++) out.push(circle(jx + jw * (0.2 + (d % 3) * 0.3), sy - jh * (0.2 + Math.floor(d / 3) * 0.3), jw * 0.08, colours[(k + d) % colours.length]!));
  }
  // The worktop: a marble top with a vein or two, the cabinet's front in the brand colour.
  const top = H * 0.72, edge = H * 0.035;
  const paint = t.dark ? tint(t.primary, 0.05) : t.primary;
  out.push(rect(0, top, W, edge, '#f4f2ee'), path(`M${n(W * 0.1)} ${n(top + edge * 0.3)}q${n(W * 0.1)} ${n(edge * 0.5)} ${n(W * 0.25)} ${n(edge * 0.2)}M${n(W * 0.6)} ${n(top + edge * 0.6)}q${n(W * 0.12)} ${n(-edge * 0.4)} ${n(W * 0.3)} 0`, 'none', { stroke: '#c9c6c0', sw: 1 }),
    rect(0, top + edge, W, H - top - edge, c.defs.lin([[0, tint(paint, 0.08)], [1, shade(paint, 0.15)]])));
  for (let k = 0; k < 3; k++) out.push(rect(W * (0.04 + k * 0.33), top + edge + H * 0.04, W * 0.26, H - top - edge - H * 0.06, 'none', { stroke: tint(paint, 0.25), sw: 2, rx: 3 }));
  // The three-tier cake on its stand, in the middle.
  const icing = t.dark ? '#f4efe6' : '#fbf8f2', drip = colours[0]!, ribbon = mix(t.second, '#ffffff', 0.2);
  const cx = W * 0.47, standH = m * 0.07, plate = m * 0.2;
  out.push(groundShadow(c, cx, top + edge * 0.2, plate * 0.9, edge * 0.4), path(`M${n(cx - plate * 0.3)} ${n(top)}L${n(cx - plate * 0.1)} ${n(top - standH)}H${n(cx + plate * 0.1)}L${n(cx + plate * 0.3)} ${n(top)}Z`, '#e9e4dc'),
    rect(cx - plate * 0.75, top - standH - m * 0.012, plate * 1.5, m * 0.012, '#e9e4dc', { rx: 2 }));
  let y = top - standH - m * 0.012;
  const tiers: [number, number][] = [[m * 0.27, m * 0.13], [m * 0.2, m * 0.115], [m * 0.13, m * 0.1]];
  tiers.forEach(([tw, th], k) => {
    const x0 = cx - tw / 2;
    out.push(rect(x0, y - th, tw, th, c.defs.lin([[0, icing], [1, shade(icing, 0.06)]], 0, 0, 1, 0)), rect(x0, y - th * 0.16, tw, th * 0.12, ribbon));
    if (k === 2) {
      // The top tier's drip: a scalloped band of coloured glaze running down.
      let d = `M${n(x0)} ${n(y - th)}H${n(x0 + tw)}V${n(y - th * 0.75)}`;
      for (let j = 6; j > 0; j--) { const dx = x0 + (tw * j) / 6, len = th * (0.25 + ((j * 7) % 5) * 0.09); d += `L${n(dx - tw * 0.04)} ${n(y - th + len)}Q${n(dx - tw * 0.083)} ${n(y - th + len + tw * 0.04)} ${n(dx - tw * 0.125)} ${n(y - th + len)}L${n(dx - tw * 0.167)} ${n(y - th * 0.75)}`; }
      out.push(path(`${d}Z`, drip));
    }
    y -= th;
  });
  // Flowers crowning the top tier and cascading down one side, with leaves.
  const petals = [colours[1]!, colours[2]!, '#ffffff', colours[0]!];
  const flower = (fx: number, fy: number, r: number, col: string) => {
    const ps = [0, 1, 2, 3, 4].map((p) => { const a = (p / 5) * Math.PI * 2 - Math.PI / 2; return circle(fx + Math.cos(a) * r * 0.55, fy + Math.sin(a) * r * 0.55, r * 0.5, col); });
    return g([...ps, circle(fx, fy, r * 0.35, mix('#f2c14e', col, 0.2))]);
  };
  const leaf = (fx: number, fy: number, r: number, a: number) => ellipse(fx, fy, r, r * 0.4, mix('#6b9a5b', t.second, 0.1), { tf: `rotate(${n(a)} ${n(fx)} ${n(fy)})` });
  const fr = m * 0.022;
  out.push(leaf(cx - fr * 1.6, y - fr * 0.2, fr, -20), leaf(cx + fr * 1.7, y - fr * 0.1, fr, 25), flower(cx - fr * 0.9, y - fr * 0.5, fr, petals[0]!), flower(cx + fr * 0.8, y - fr * 0.6, fr * 1.1, petals[1]!), flower(cx, y - fr * 1.3, fr * 0.9, petals[2]!));
  const side = tiers[0]![0] / 2;
  for (let k = 0; k < 4; k++) {
    const fx = cx + side * (0.55 - k * 0.12) + (k % 2 ? fr * 0.5 : 0), fy = y + (top - standH - y) * (0.15 + k * 0.24);
    out.push(leaf(fx + fr, fy + fr * 0.3, fr * 0.8, 30), flower(fx, fy, fr * (0.75 + (k % 2) * 0.15), petals[k % petals.length]!));
  }
  // A tiered stand of cupcakes on the start side.
  const ux = W * 0.16, us = m * 0.055, rod = '#d7d2c8';
  out.push(path(`M${n(ux)} ${n(top)}V${n(top - us * 4.6)}`, 'none', { stroke: rod, sw: Math.max(2, m * 0.006) }), groundShadow(c, ux, top + edge * 0.2, us * 2.2, edge * 0.35));
  for (let k = 0; k < 3; k++) {
    const py = top - k * us * 1.6 - m * 0.008, half = us * (1.9 - k * 0.45);
    out.push(rect(ux - half, py - m * 0.008, half * 2, m * 0.01, '#efeae2', { rx: 2 }));
    const count = 3 - k === 1 ? 1 : 3 - k;
    for (let j = 0; j < count; j++) {
      const px = ux + (count === 1 ? 0 : (j - (count - 1) / 2) * half * 0.95);
      out.push(cupcakeSide(px, py - m * 0.008, us * 0.85, colours[(j + k * 2) % colours.length]!, mix(t.second, '#ffffff', 0.35)));
    }
  }
  // A cake half-iced on its turntable, the palette knife against it, a piping bag on the worktop.
  const tx = W * 0.8, tw = m * 0.17, th = m * 0.1;
  out.push(ellipse(tx, top - m * 0.01, tw * 0.65, m * 0.012, '#c9ccd3'), rect(tx - tw * 0.08, top - m * 0.03, tw * 0.16, m * 0.02, '#aeb3bb'),
    rect(tx - tw / 2, top - m * 0.03 - th, tw, th, mix('#c98b5a', t.primary, 0.05)), rect(tx - tw / 2, top - m * 0.03 - th, tw * 0.55, th, icing),
    path(`M${n(tx + tw * 0.05)} ${n(top - m * 0.03 - th)}q${n(tw * 0.04)} ${n(th * 0.5)} 0 ${n(th)}`, 'none', { stroke: shade(icing, 0.08), sw: 2 }),
    path(`M${n(tx + tw * 0.62)} ${n(top)}L${n(tx + tw * 0.45)} ${n(top - th * 1.3)}`, 'none', { stroke: '#9aa1ab', sw: Math.max(2, m * 0.008), round: true }),
    path(`M${n(tx + tw * 0.6)} ${n(top - th * 0.02)}l${n(tw * 0.05)} ${n(th * 0.02)}`, 'none', { stroke: '#5b4636', sw: Math.max(3, m * 0.014), round: true }));
  const bx = W * 0.62, by = top - m * 0.012, bl = m * 0.12;
  out.push(path(`M${n(bx)} ${n(by - bl * 0.18)}L${n(bx + bl)} ${n(by - bl * 0.06)}L${n(bx + bl)} ${n(by)}L${n(bx)} ${n(by)}Z`, '#f4f7fa', { op: 0.95 }),
    path(`M${n(bx + bl * 0.05)} ${n(by - bl * 0.13)}L${n(bx + bl * 0.7)} ${n(by - bl * 0.06)}L${n(bx + bl * 0.7)} ${n(by - bl * 0.01)}L${n(bx + bl * 0.05)} ${n(by - bl * 0.01)}Z`, colours[1]!),
    path(`M${n(bx)} ${n(by - bl * 0.1)}l${n(-bl * 0.12)} ${n(bl * 0.05)}l${n(bl * 0.12)} ${n(bl * 0.04)}Z`, '#c9ccd3'));
  return g(out);
}

/** A cupcake side-on standing at (x, y): its pleated paper case, a swirl of frosting and a cherry. `s` is its height. */
function cupcakeSide(x: number, y: number, s: number, frost: string, paper: string): string {
  const w0 = s * 0.32, w1 = s * 0.42, ch = s * 0.45;
  let pleats = '';
  for (let k = 1; k < 6; k++) { const f = k / 6; pleats += `M${n(x - w0 + 2 * w0 * f)} ${n(y)}L${n(x - w1 + 2 * w1 * f)} ${n(y - ch)}`; }
  const fy = y - ch;
  return g([path(`M${n(x - w0)} ${n(y)}L${n(x - w1)} ${n(fy)}H${n(x + w1)}L${n(x + w0)} ${n(y)}Z`, paper), path(pleats, 'none', { stroke: shade(paper, 0.15), sw: 1 }),
    path(`M${n(x - w1 * 1.05)} ${n(fy)}Q${n(x - w1 * 1.1)} ${n(fy - s * 0.2)} ${n(x - w1 * 0.5)} ${n(fy - s * 0.22)}Q${n(x - w1 * 0.7)} ${n(fy - s * 0.38)} ${n(x - w1 * 0.1)} ${n(fy - s * 0.42)}Q${n(x)} ${n(fy - s * 0.58)} ${n(x + w1 * 0.15)} ${n(fy - s * 0.42)}Q${n(x + w1 * 0.75)} ${n(fy - s * 0.38)} ${n(x + w1 * 0.55)} ${n(fy - s * 0.22)}Q${n(x + w1 * 1.1)} ${n(fy - s * 0.2)} ${n(x + w1 * 1.05)} ${n(fy)}Z`, frost),
    path(`M${n(x - w1 * 0.8)} ${n(fy - s * 0.1)}Q${n(x)} ${n(fy - s * 0.2)} ${n(x + w1 * 0.8)} ${n(fy - s * 0.1)}`, 'none', { stroke: shade(frost, 0.12), sw: 1.2, op: 0.7 }),
    circle(x + w1 * 0.05, fy - s * 0.55, s * 0.08, '#c0283c')]);
}

/** A cupcake from above, for a cake maker's table: the pleated case's rim, a swirl of frosting, sprinkles. */
export const cupcake: Food = (c, r, x, y, R) => {
  const frost = nat(c, r.pick(PASTELS), 0.06), paper = mix(c.t.second, '#ffffff', 0.4);
  let pleats = '';
  for (let k = 0; k < 24; k++) { const a = (k / 24) * Math.PI * 2; pleats += `M${n(x + Math.cos(a) * R * 0.66)} ${n(y + Math.sin(a) * R * 0.66)}L${n(x + Math.cos(a) * R * 0.8)} ${n(y + Math.sin(a) * R * 0.8)}`; }
  // The swirl: three turns of a spiral drawn as a thick line of a slightly darker shade over the frosting.
  let swirl = '';
  for (let k = 0; k <= 60; k++) { const a = (k / 60) * Math.PI * 6, d = R * 0.62 * (1 - k / 66); swirl += `${k ? 'L' : 'M'}${n(x + Math.cos(a) * d)} ${n(y + Math.sin(a) * d)}`; }
  const out = [groundShadow(c, x + R * 0.05, y + R * 0.08, R * 0.85, R * 0.85, 0.28), circle(x, y, R * 0.8, paper), path(pleats, 'none', { stroke: shade(paper, 0.15), sw: Math.max(1, R * 0.02) }),
    circle(x, y, R * 0.66, rad(c, tint(frost, 0.2), shade(frost, 0.08))), path(swirl, 'none', { stroke: shade(frost, 0.1), sw: R * 0.05, round: true, op: 0.6 })];
  const cols = ['#ffffff', '#f2c14e', '#7cc4a4', c.t.second];
  for (let k = 0; k < 14; k++) {
    const a = r.range(0, Math.PI * 2), d0 = R * r.range(0.1, 0.55), px = x + Math.cos(a) * d0, py = y + Math.sin(a) * d0, t = r.range(0, Math.PI);
    out.push(path(`M${n(px)} ${n(py)}l${n(Math.cos(t) * R * 0.08)} ${n(Math.sin(t) * R * 0.08)}`, 'none', { stroke: cols[k % cols.length]!, sw: R * 0.04, round: true }));
  }
  return g(out);
};

/** Macarons from above on a small plate: five shells in pastel colours, each with its ruffled foot. */
export const macarons: Food = (c, r, x, y, R) => {
  const cols = r.shuffle([...PASTELS]);
  const out = [groundShadow(c, x + R * 0.05, y + R * 0.08, R, R, 0.25), circle(x, y, R, '#fbfaf7', { stroke: shade('#fbfaf7', 0.1), sw: Math.max(1, R * 0.02) })];
  const spots: [number, number][] = [[0, 0], [0.5, -0.2], [-0.45, -0.3], [-0.3, 0.45], [0.35, 0.45]];
  for (const [k, [fx, fy]] of spots.entries()) {
    const mx = x + fx * R, my = y + fy * R, mr = R * 0.26, col = nat(c, cols[k % cols.length]!, 0.05);
    out.push(circle(mx, my, mr * 1.08, shade(col, 0.12)), circle(mx, my, mr, rad(c, tint(col, 0.25), col)), circle(mx - mr * 0.3, my - mr * 0.3, mr * 0.25, '#ffffff', { op: 0.35 }));
  }
  return g(out);
};


/**
 * A celebration cake from above on its cake board, for a cake maker's table: smooth icing, a border of piped
 * rosettes, a posy of sugar flowers with leaves off-centre, a scatter of pearls.
 */
export const layerCake: Food = (c, r, x, y, R) => {
  const icing = nat(c, r.pick(['#fbf8f2', '#f3b2c0', '#f6ecd2', '#cdb8e6']), 0.04), piping = icing === '#fbf8f2' ? '#f3d4dc' : tint(icing, 0.45);
  const board = r.pick(['#d9c08a', '#c9ced6']);
  const out = [groundShadow(c, x + R * 0.05, y + R * 0.08, R * 0.95, R * 0.95, 0.3), circle(x, y, R * 0.92, rad(c, tint(board, 0.25), shade(board, 0.1))),
    circle(x, y, R * 0.78, rad(c, tint(icing, 0.25), shade(icing, 0.06)))];
  // The rosette border: each a disc with a curl of shade.
  const k = 20;
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2, px = x + Math.cos(a) * R * 0.7, py = y + Math.sin(a) * R * 0.7, pr = R * 0.085;
    out.push(circle(px, py, pr, piping), path(`M${n(px - pr * 0.5)} ${n(py)}a${n(pr * 0.5)} ${n(pr * 0.5)} 0 1 1 ${n(pr * 0.5)} ${n(pr * 0.5)}`, 'none', { stroke: shade(piping, 0.12), sw: Math.max(1, R * 0.015), round: true }));
  }
  // The posy: leaves under three flowers, off-centre.
  const fx = x + R * r.range(-0.15, 0.15), fy = y + R * r.range(-0.15, 0.15), fr = R * 0.13;
  const petals = r.shuffle([...PASTELS]).filter((p) => p !== icing);
  for (const a of [-40, 60, 170, 250]) { const rad0 = (a * Math.PI) / 180; out.push(ellipse(fx + Math.cos(rad0) * fr * 1.6, fy + Math.sin(rad0) * fr * 1.6, fr * 0.9, fr * 0.35, nat(c, '#6b9a5b'), { tf: `rotate(${a} ${n(fx + Math.cos(rad0) * fr * 1.6)} ${n(fy + Math.sin(rad0) * fr * 1.6)})` })); }
  for (const [j, [dx, dy, s]] of ([[-0.9, 0.2, 1], [0.8, -0.3, 1.1], [0.1, 0.9, 0.85]] as const).entries()) {
    const cx = fx + dx * fr, cy = fy + dy * fr, col = shade(petals[j % petals.length]!, 0.04);
    for (let p = 0; p < 5; p++) { const a = (p / 5) * Math.PI * 2; out.push(circle(cx + Math.cos(a) * fr * s * 0.55, cy + Math.sin(a) * fr * s * 0.55, fr * s * 0.5, col)); }
    out.push(circle(cx, cy, fr * s * 0.3, '#f2c14e'));
  }
  for (let i = 0; i < 9; i++) { const a = r.range(0, Math.PI * 2), d = R * r.range(0.25, 0.55); out.push(circle(x + Math.cos(a) * d, y + Math.sin(a) * d, R * 0.025, '#ffffff', { stroke: shade('#ffffff', 0.15), sw: 0.5 })); }
  return g(out);
};
