import type { Ctx } from './ctx';
import { threeViews } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, ellipse, g, n, path, rect } from './svg';

/**
 * A distillery's "about" picture (cafe.ts `serviceStyle` 'distillery'): the still house side-on. Two copper
 * pot stills on a brick plinth, each an onion-shaped pot with a swan neck running to the condenser, casks
 * stacked on their sides and a shelf of bottles in the brand's colours under warm pendant lights. Siblings
 * walk three viewpoints.
 */
export function stillRoom(c: Ctx): string {
  return threeViews(c, 'still', stillScene(c), [1.5, 0.38, 0.5], [1.3, 0.6, 0.52]);
}

function stillScene(c: Ctx): string {
  const { W, H, rng, t } = c;
  const m = Math.min(W, H);
  const wall = t.dark ? mix('#3a2f2a', t.primary, 0.1) : mix('#e9ddcc', t.primary, 0.05);
  const out = [rect(0, 0, W, H, c.defs.lin([[0, shade(wall, 0.06)], [1, tint(wall, 0.04)]]))];
  // Exposed brick on the lower wall.
  const brick = mix('#a4563d', t.primary, 0.08), floor = H * 0.86, course = H * 0.035;
  let bricks = '';
  for (let y = H * 0.5, r = 0; y < floor; y += course, r++) for (let x = r % 2 ? -W * 0.03 : 0; x < W; x += W * 0.06) bricks += `M${n(x + 1)} ${n(y + 1)}h${n(W * 0.06 - 2)}v${n(course - 2)}h${n(-(W * 0.06 - 2))}Z`;
  out.push(rect(0, H * 0.5, W, floor - H * 0.5, shade(brick, 0.25)), path(bricks, brick));
  // Pendant lights and their glow.
  const warm = '#ffd58a';
  for (const fx of [0.3, 0.7]) {
    const lx = W * fx, ly = H * 0.14, s = m * 0.045;
    out.push(circle(lx, ly + s, s * 4, c.defs.rad([[0, warm, 0.45], [0.4, warm, 0.14], [1, warm, 0]])), path(`M${n(lx)} 0V${n(ly)}`, 'none', { stroke: shade(wall, 0.5), sw: 2 }),
      path(`M${n(lx - s)} ${n(ly + s * 0.6)}Q${n(lx)} ${n(ly - s * 0.6)} ${n(lx + s)} ${n(ly + s * 0.6)}Z`, '#2f3136'), circle(lx, ly + s * 0.62, s * 0.3, warm));
  }
  // A shelf of bottles at the end.
  const sy = H * 0.34, sx0 = W * 0.66, sx1 = W * 0.97, wood = mix('#8a5a3b', t.primary, 0.08);
  out.push(rect(sx0, sy, sx1 - sx0, H * 0.016, wood));
  const glassCols = [t.primary, t.second, mix('#8fb9a8', t.second, 0.2), mix('#d9c8a3', t.primary, 0.1)];
  for (let x = sx0 + W * 0.012, k = 0; x < sx1 - W * 0.02; x += W * 0.032, k++) {
    const bh = H * 0.1, bw = W * 0.018;
    out.push(path(`M${n(x)} ${n(sy)}v${n(-bh * 0.62)}q0 ${n(-bh * 0.12)} ${n(bw * 0.32)} ${n(-bh * 0.18)}v${n(-bh * 0.2)}h${n(bw * 0.36)}v${n(bh * 0.2)}q${n(bw * 0.32)} ${n(bh * 0.06)} ${n(bw * 0.32)} ${n(bh * 0.18)}v${n(bh * 0.62)}Z`, glassCols[k % glassCols.length]!, { op: 0.85 }),
      rect(x + bw * 0.1, sy - bh * 0.45, bw * 0.8, bh * 0.2, '#f6f1e6', { op: 0.9 }));
  }
  // Two copper pot stills on a plinth: the pot, the helmet, the swan neck out to the condenser.
  const copper = mix('#c8743a', t.primary, 0.05), plinth = H * 0.8;
  out.push(rect(W * 0.05, plinth, W * 0.6, floor - plinth, mix('#6f6a64', t.primary, 0.05)));
  for (const [k, cx] of [W * 0.2, W * 0.47].entries()) {
    const r = m * (k ? 0.13 : 0.15), py = plinth - r * 0.95;
    const pot = `M${n(cx - r)} ${n(plinth)}V${n(py)}Q${n(cx - r)} ${n(py - r * 0.9)} ${n(cx - r * 0.28)} ${n(py - r * 1.05)}V${n(py - r * 1.5)}H${n(cx + r * 0.28)}V${n(py - r * 1.05)}Q${n(cx + r)} ${n(py - r * 0.9)} ${n(cx + r)} ${n(py)}V${n(plinth)}Z`;
    out.push(path(pot, c.defs.lin([[0, shade(copper, 0.2)], [0.45, tint(copper, 0.3)], [1, shade(copper, 0.3)]], 0, 0, 1, 0)),
      ellipse(cx, py - r * 1.5, r * 0.3, r * 0.08, shade(copper, 0.15)), rect(cx - r, plinth - r * 0.28, r * 2, r * 0.06, shade(copper, 0.3)),
      circle(cx - r * 0.45, py - r * 0.2, r * 0.13, '#d7dbe0', { stroke: shade(copper, 0.35), sw: 2 }));
    // The swan neck, rising and sloping down to the condenser on the end side.
    const nx = cx + r * 1.25, ny = py - r * 0.3;
    out.push(path(`M${n(cx)} ${n(py - r * 1.5)}Q${n(cx + r * 0.2)} ${n(py - r * 2.1)} ${n(cx + r * 0.75)} ${n(py - r * 1.8)}L${n(nx)} ${n(ny)}`, 'none', { stroke: copper, sw: r * 0.12, round: true }),
      rect(nx - r * 0.14, ny, r * 0.28, plinth - ny, mix('#b9bec6', copper, 0.15), { rx: r * 0.06 }));
  }
  // Casks on their sides, stacked two and one, on the floor at the end.
  const cr = m * 0.07, cy = floor - cr, cask = mix('#9a6a43', t.primary, 0.06);
  for (const [dx, dy] of [[0, 0], [2.05, 0], [1.02, -1.75]] as const) {
    const x = W * 0.72 + dx * cr, y = cy + dy * cr;
    out.push(circle(x, y, cr, cask), circle(x, y, cr * 0.78, shade(cask, 0.1)), circle(x, y, cr, 'none', { stroke: '#4b4f56', sw: cr * 0.08 }), circle(x, y, cr * 0.55, 'none', { stroke: shade(cask, 0.25), sw: 1.5 }),
      circle(x + cr * rng.range(-0.2, 0.2), y - cr * 0.2, cr * 0.07, '#2b2b2b'));
  }
  out.push(rect(0, floor, W, H - floor, t.dark ? '#24211f' : mix('#7d7368', t.primary, 0.05)));
  return g(out);
}
