import type { Ctx } from './ctx';
import { threeViews } from './ctx';
import { member } from './community';
import { vase } from './objects';
import { mix, shade, tint } from './palette';
import { circle, circleD, ellipse, n, path, rect } from './svg';

/**
 * A market or fair (choose-blueprint `MARKET`: a farmers' market, a craft or antiques fair, a car boot sale), for the
 * events page's pictures instead of a band on a stage: a row of stalls under striped awnings and bunting, their
 * counters laid with what the words say is sold (crates of produce, antiques, crafts), shoppers browsing.
 * `threeViews` gives siblings a closer and a mirrored view.
 */
export function market(c: Ctx): string {
  return threeViews(c, 'market', marketWide(c), [1.3, 0.45, 0.5], [1.2, 0.6, 0.5]);
}

const SKIN = ['#f1c7a5', '#c68b59', '#8d5524', '#e0ac69', '#5c3a21'];

/** What the stalls sell, from the words: antiques, crafts or produce (the default). */
function wares(words: string): 'antiques' | 'crafts' | 'produce' {
  if (/antique|vintage|flea|brocante|rommel|flohm|collector|dealers?/.test(words)) return 'antiques';
  if (/craft|makers|artisan|handmade|christmas|kerst|weihnacht|no[eë]l|art fair/.test(words)) return 'crafts';
  return 'produce';
}

function marketWide(c: Ctx): string {
  const { W, H, t } = c;
  const ground = H * 0.74, m = Math.min(W, H);
  const out = [rect(0, 0, W, H, c.defs.lin([[0, mix('#a9d2ef', t.second, 0.15)], [1, mix('#f6efe2', t.bg, 0.3)]])),
    rect(0, ground, W, H - ground, t.dark ? mix(t.surface, t.primary, 0.1) : mix('#d9cbb4', t.bg, 0.2))];
  // Bunting strung across above the stalls.
  const flags = [t.primary, t.second, '#f2c14e', tint(t.primary, 0.45)];
  let line = '';
  const fy = H * 0.1;
  line += `M0 ${n(fy)}Q${n(W / 2)} ${n(fy + H * 0.08)} ${n(W)} ${n(fy)}`;
  out.push(path(line, 'none', { stroke: shade(t.muted, 0.2), sw: 1.5 }));
  for (let i = 0; i < 14; i++) {
    const u = (i + 0.5) / 14, x = W * u, y = fy + H * 0.08 * 2 * u * (1 - u) * 2 * 0.5 + 1, s = m * 0.028;
    out.push(path(`M${n(x - s)} ${n(y)}H${n(x + s)}L${n(x)} ${n(y + s * 1.6)}Z`, flags[i % flags.length]!));
  }
  // Three stalls: poles, a striped awning with a scalloped edge, a counter with a cloth, and the wares on it.
  const kind = wares(c.words);
  const sw = W * 0.27, top = H * 0.3;
  [0.17, 0.5, 0.83].forEach((k, si) => {
    const sx = W * k, col = [t.primary, t.second, mix(t.primary, '#f2c14e', 0.5)][si]!;
    out.push(path(`M${n(sx - sw / 2)} ${n(top)}V${n(ground)}M${n(sx + sw / 2)} ${n(top)}V${n(ground)}`, 'none', { stroke: shade(t.muted, 0.25), sw: m * 0.012 }));
    let stripes = '', scallops = '';
    const bands = 6, bw = sw / bands;
    for (let i = 0; i < bands; i++) {
      if (i % 2 === 0) stripes += `M${n(sx - sw / 2 + i * bw)} ${n(top)}h${n(bw)}v${n(H * 0.09)}h${n(-bw)}Z`;
      scallops += `M${n(sx - sw / 2 + i * bw)} ${n(top + H * 0.09)}a${n(bw / 2)} ${n(bw / 2)} 0 0 0 ${n(bw)} 0Z`;
    }
    out.push(rect(sx - sw / 2 - 3, top, sw + 6, H * 0.09, '#fbfaf6'), path(stripes, col), path(scallops, col, { op: 0.85 }));
    // The stallholder behind the counter.
    out.push(member(sx + sw * 0.1, ground - H * 0.02, H * 0.36, shade(col, 0.15), SKIN[(si * 2) % SKIN.length]!, '#ffffff'));
    const ct = ground - H * 0.17;
    out.push(rect(sx - sw / 2, ct, sw, ground - ct, '#fbfaf6'), rect(sx - sw / 2, ct, sw, H * 0.03, col, { op: 0.35 }));
    // The wares along the counter.
    for (let i = 0; i < 4; i++) {
      const wx = sx - sw * 0.36 + i * sw * 0.24, wy = ct;
      if (kind === 'produce') {
        const fruit = [['#d7443e', '#e0683f'], ['#f29f3d', '#f2b950'], ['#7fb24a', '#5d9a3a'], ['#8a4f9e', '#6d3f86']][(i + si) % 4]!;
        const cw = sw * 0.2, wood = mix('#c49a66', t.primary, 0.08);
        let dots = '';
        for (let j = 0; j < 5; j++) dots += circleD(wx - cw * 0.36 + j * cw * 0.18, wy - cw * 0.42 + (j % 2) * cw * 0.06, cw * 0.1);
        out.push(path(dots, fruit[i % 2]!), rect(wx - cw / 2, wy - cw * 0.38, cw, cw * 0.38, wood, { rx: 2 }));
      } else if (kind === 'antiques') {
        if (i % 4 === 0) out.push(vase(c, wx, wy, sw * 0.08, sw * 0.16, mix('#2f4f5a', t.primary, 0.2), 0.3));
        else if (i % 4 === 1) out.push(rect(wx - sw * 0.08, wy - sw * 0.18, sw * 0.16, sw * 0.18, '#c9a44c'), rect(wx - sw * 0.06, wy - sw * 0.16, sw * 0.12, sw * 0.14, mix('#9fc0a8', t.second, 0.3)));
        else if (i % 4 === 2) out.push(circle(wx, wy - sw * 0.09, sw * 0.075, mix('#8a6446', t.primary, 0.1)), circle(wx, wy - sw * 0.09, sw * 0.055, '#f4efe6'), path(`M${n(wx)} ${n(wy - sw * 0.09)}v${n(-sw * 0.04)}M${n(wx)} ${n(wy - sw * 0.09)}h${n(sw * 0.03)}`, 'none', { stroke: '#2b2b2b', sw: 1.5 }));
        else out.push(rect(wx - sw * 0.07, wy - sw * 0.05, sw * 0.14, sw * 0.05, '#b5443a'), rect(wx - sw * 0.06, wy - sw * 0.09, sw * 0.12, sw * 0.04, '#2f5d8a'));
      } else {
        const jar = [t.primary, t.second, '#f2c14e', tint(t.primary, 0.5)][(i + si) % 4]!;
        if (i % 2 === 0) out.push(vase(c, wx, wy, sw * 0.07, sw * 0.12, jar, (i * 0.3 + si * 0.2) % 1));
        else out.push(rect(wx - sw * 0.04, wy - sw * 0.1, sw * 0.08, sw * 0.1, tint(jar, 0.3), { rx: 3 }), rect(wx - sw * 0.045, wy - sw * 0.115, sw * 0.09, sw * 0.025, shade(jar, 0.2), { rx: 2 }));
      }
    }
  });
  // Shoppers browsing in front of the stalls, one with a basket.
  [[0.06, 0.28], [0.34, 0.3], [0.66, 0.29], [0.94, 0.31]].forEach(([k, h], i) => {
    const x = W * k!, y = H * 0.98, hh = H * h!;
    out.push(member(x, y, hh, [t.second, mix(t.primary, t.card, 0.4), '#3f6f8a', '#8a5a3a'][i]!, SKIN[(i * 3 + 1) % SKIN.length]!));
    if (i === 1) out.push(ellipse(x + hh * 0.2, y - hh * 0.42, hh * 0.08, hh * 0.05, mix('#c49a66', t.primary, 0.08)));
  });
  return out.join('');
}

