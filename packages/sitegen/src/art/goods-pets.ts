import type { Ctx } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, circleD, ellipse, n, path, rect } from './svg';
import { body, boneD, foot, pawD } from './goods-kit';
import type { Good } from './goods-kit';
import { unicodeWords } from '../word-re';

/**
 * A pet shop's goods, side-on like the others (`goods.ts`): food, toys, a collar and lead, a bed, a jar of
 * treats, a scratching post. Flat shapes, the brand primary on one part of each (the paw on the food's
 * label, the ball, the collar, the bed's piping, the jar's lid, the post's pom-pom); animals as silhouettes, no faces.
 */

const DOGS = unicodeWords(/\bdogs?\b|\bpupp(?:y|ies)\b|\bperros?\b|\bc[ãa]es\b|\bchiens?\b|\bhund(?:e|en)?\b|\bhunde\w+|\bcani\b|\bhond(?:en)?\b|\bhonden\w+|犬|狗|كلاب|كلب/);
const CATS = unicodeWords(/\bcats?\b|\bkittens?\b|\bgat(?:o|os|ti)\b|\bchats?\b|\bkatzen?\w*|\bkat(?:ten)?\b|猫|قطط|قط/);
/** A shop for dogs only (dogs named, cats not): no cat in its bed, no scratching post on its shelves. */
export const dogsOnly = (words: string): boolean => DOGS.test(words) && !CATS.test(words);

const KIBBLE = '#a0673a';

/** A bag of pet food standing up: a crimped top, a label with a paw print in the primary, a bowl of kibble beside it. */
export const petfood: Good = (c, x, y, s, col) => {
  const w = s * 0.6, h = s * 0.95, bx = x - s * 0.17, bag = mix(col, c.t.card, 0.08);
  const bowl = c.t.dark ? mix('#c3c9d2', c.t.second, 0.25) : mix('#aab2bd', c.t.second, 0.3), bw = s * 0.46, bh = s * 0.15, ox = x + s * 0.37;
  let crimp = '';
  for (let i = 1; i < 8; i++) crimp += `M${n(bx - w * 0.46 + (i * w * 0.92) / 8)} ${n(y - h + h * 0.03)}v${n(h * 0.09)}`;
  let kib = '';
  for (const [dx, dy] of [[-0.28, 0.02], [-0.12, -0.09], [0.04, -0.04], [0.2, -0.08], [0.3, 0.02], [-0.02, 0.04]]) kib += circleD(ox + bw * dx!, y - bh + s * dy!, s * 0.028);
  return [foot(c, x, y, s * 1.25),
    path(`M${n(bx - w / 2)} ${n(y)}L${n(bx - w * 0.46)} ${n(y - h * 0.88)}H${n(bx + w * 0.46)}L${n(bx + w / 2)} ${n(y)}Z`, body(c, bag)),
    rect(bx - w * 0.48, y - h, w * 0.96, h * 0.15, shade(bag, 0.18), { rx: s * 0.02 }), path(crimp, 'none', { stroke: shade(bag, 0.35), sw: Math.max(1, s * 0.01) }),
    rect(bx - w * 0.34, y - h * 0.68, w * 0.68, h * 0.44, c.t.card, { rx: w * 0.06 }), path(pawD(bx, y - h * 0.44, w * 0.13), c.t.primary),
    rect(bx - w * 0.47, y - h * 0.14, w * 0.94, h * 0.05, tint(bag, 0.35), { op: 0.8 }),
    // The bowl: its far rim, the heap of kibble, then the bowl's front over the heap's foot.
    ellipse(ox, y - bh, bw / 2, bh * 0.28, shade(bowl, 0.3)), path(`M${n(ox - bw * 0.44)} ${n(y - bh)}Q${n(ox)} ${n(y - bh - s * 0.17)} ${n(ox + bw * 0.44)} ${n(y - bh)}Z`, KIBBLE),
    path(kib, shade(KIBBLE, 0.3)), path(`M${n(ox - bw / 2)} ${n(y - bh)}L${n(ox - bw * 0.38)} ${n(y)}H${n(ox + bw * 0.38)}L${n(ox + bw / 2)} ${n(y - bh)}Q${n(ox)} ${n(y - bh + bh * 0.45)} ${n(ox - bw / 2)} ${n(y - bh)}Z`, body(c, bowl)),
    path(circleD(ox + bw * 0.62, y - s * 0.02, s * 0.026) + circleD(ox + bw * 0.78, y - s * 0.015, s * 0.024), KIBBLE)].join('');
};

/** A ball with a seam, lit from the top left. */
const ball = (c: Ctx, x: number, y: number, r: number, col: string) =>
  circle(x, y - r, r, c.defs.rad([[0, tint(col, 0.35)], [0.7, col], [1, shade(col, 0.2)]], 0.35, 0.3, 0.75)) +
  path(`M${n(x - r * 0.92)} ${n(y - r * 1.35)}Q${n(x)} ${n(y - r * 0.7)} ${n(x + r * 0.92)} ${n(y - r * 1.35)}`, 'none', { stroke: c.t.card, sw: Math.max(1.5, r * 0.12), op: 0.9 });

/** A dog's toy: a knotted rope with frayed ends and a ball (even siblings), or a squeaky bone (odd ones). */
export const pettoy: Good = (c, x, y, s, col, k) => {
  if (k % 2) {
    const t = s * 0.17, x1 = x - s * 0.38, x2 = x + s * 0.38, y1 = y - s * 0.14, y2 = y - s * 0.3;
    return [foot(c, x, y, s), path(boneD(x1, y1, x2, y2, t), mix(col, c.t.card, 0.15)),
      path(`M${n(x1 + s * 0.12)} ${n(y1 - t * 0.25 - s * 0.03)}L${n(x2 - s * 0.12)} ${n(y2 - t * 0.25 - s * 0.03)}`, 'none', { stroke: '#ffffff', sw: t * 0.16, round: true, op: 0.3 }),
      circle(x, y - s * 0.22, s * 0.045, c.t.primary)].join('');
  }
  // A tug rope: thick, twisted (cream stripes across it at a slant), a knot near each end and frayed tassels.
  const t = s * 0.15, cream = mix('#f1e6d2', c.t.card, 0.2), rope = mix(col, cream, 0.1);
  const p0 = [x - s * 0.52, y - t * 0.6] as const, p1 = [x - s * 0.2, y - t * 0.6 - s * 0.2] as const, p2 = [x + s * 0.12, y - t * 0.6] as const;
  const at = (u: number, i: 0 | 1) => (1 - u) * (1 - u) * p0[i] + 2 * u * (1 - u) * p1[i] + u * u * p2[i];
  const d = `M${n(p0[0])} ${n(p0[1])}Q${n(p1[0])} ${n(p1[1])} ${n(p2[0])} ${n(p2[1])}`;
  let twist = '', fray = '';
  for (let i = 1; i < 9; i++) {
    const u = i / 9, tx = 2 * (1 - u) * (p1[0] - p0[0]) + 2 * u * (p2[0] - p1[0]), ty = 2 * (1 - u) * (p1[1] - p0[1]) + 2 * u * (p2[1] - p1[1]), l = Math.hypot(tx, ty) || 1;
    // Across the rope, leaning 35° along it.
    const ax = (-ty / l) * 0.82 + (tx / l) * 0.57, ay = (tx / l) * 0.82 + (ty / l) * 0.57, bx = at(u, 0), by = at(u, 1);
    twist += `M${n(bx - ax * t * 0.45)} ${n(by - ay * t * 0.45)}L${n(bx + ax * t * 0.45)} ${n(by + ay * t * 0.45)}`;
  }
  for (const [e, dir] of [[p0, -1], [p2, 1]] as const) for (let i = 0; i < 4; i++) fray += `M${n(e[0])} ${n(e[1])}l${n(dir * s * (0.14 + (i % 2) * 0.03))} ${n((i - 1.5) * s * 0.045 + s * 0.02)}`;
  return [foot(c, x, y, s * 1.3), ball(c, x + s * 0.4, y, s * 0.21, c.t.primary),
    path(fray, 'none', { stroke: cream, sw: t * 0.26, round: true }),
    path(d, 'none', { stroke: rope, sw: t, round: true }), path(twist, 'none', { stroke: cream, sw: t * 0.36 }),
    ...[0.1, 0.9].map((u) => ellipse(at(u, 0), at(u, 1), t * 0.8, t * 0.95, shade(rope, 0.1))),
    path([0.1, 0.9].map((u) => `M${n(at(u, 0) - t * 0.55)} ${n(at(u, 1) - t * 0.45)}q${n(t * 0.55)} ${n(t * 0.2)} ${n(t * 0.8)} ${n(t * 0.95)}`).join(''), 'none', { stroke: cream, sw: t * 0.22, round: true })].join('');
};

/** A collar standing in the primary (stitched, a buckle, a round tag on its ring) and its lead coiled beside it. */
export const collar: Good = (c, x, y, s, col) => {
  const p = c.t.primary, metal = '#c9b27a', steel = '#aab1bb';
  const cx = x - s * 0.2, rx = s * 0.24, ry = s * 0.34, cy = y - ry - s * 0.1, b = s * 0.09;
  const lead = col === p ? c.t.second : col, lx = x + s * 0.34;
  const out = [foot(c, x, y, s * 1.3),
    // The lead: three loops lying one on another, its handle standing up, the clip at the front.
    path(`M${n(lx - s * 0.04)} ${n(y - s * 0.2)}C${n(lx - s * 0.2)} ${n(y - s * 0.65)} ${n(lx + s * 0.22)} ${n(y - s * 0.7)} ${n(lx + s * 0.1)} ${n(y - s * 0.2)}`, 'none', { stroke: shade(lead, 0.12), sw: s * 0.045, round: true })];
  for (let i = 0; i < 3; i++) out.push(ellipse(lx + (i - 1) * s * 0.02, y - s * (0.05 + i * 0.06), s * (0.26 - i * 0.03), s * 0.07, 'none', { stroke: i % 2 ? shade(lead, 0.15) : lead, sw: s * 0.045 }));
  out.push(path(`M${n(lx - s * 0.18)} ${n(y - s * 0.04)}L${n(lx - s * 0.34)} ${n(y - s * 0.01)}`, 'none', { stroke: lead, sw: s * 0.045 }),
    rect(lx - s * 0.44, y - s * 0.05, s * 0.11, s * 0.05, steel, { rx: s * 0.02 }), ellipse(lx - s * 0.46, y - s * 0.025, s * 0.035, s * 0.03, 'none', { stroke: steel, sw: s * 0.015 }));
  // The collar: its inside (darker) behind, the band, stitching, the buckle at the top, the ring and tag at the bottom.
  out.push(ellipse(cx + b * 0.3, cy, rx - b * 0.2, ry - b * 0.15, 'none', { stroke: shade(p, 0.35), sw: b }),
    ellipse(cx, cy, rx, ry, 'none', { stroke: p, sw: b }),
    ellipse(cx, cy, rx, ry, 'none', { stroke: tint(p, 0.5), sw: Math.max(1, s * 0.01), dash: `${n(s * 0.03)} ${n(s * 0.025)}` }),
    rect(cx - b * 0.8, cy - ry - b * 0.75, b * 1.6, b * 1.5, 'none', { stroke: metal, sw: b * 0.28, rx: b * 0.2 }),
    path(`M${n(cx - b * 0.55)} ${n(cy + ry + b * 0.2)}A${n(b * 0.55)} ${n(b * 0.55)} 0 0 0 ${n(cx + b * 0.55)} ${n(cy + ry + b * 0.2)}`, 'none', { stroke: metal, sw: b * 0.22 }),
    circle(cx, cy + ry + b * 1.15, b * 0.6, metal), circle(cx - b * 0.15, cy + ry + b * 1.0, b * 0.2, '#ffffff', { op: 0.35 }));
  return out.join('');
};

/** A round pet bed: the bolster in the colour with piping in the primary, a soft cushion, a cat curled asleep on it (a silhouette), or a bone for a dogs' shop. */
export const petbed: Good = (c, x, y, s, col, k) => {
  const w = s * 1.3, h = s * 0.5, cushion = mix(c.t.card, col, 0.18), rim = tint(col, 0.18);
  const lip = `M${n(x - w / 2)} ${n(y - h * 0.7)}Q${n(x)} ${n(y - h * 0.3)} ${n(x + w / 2)} ${n(y - h * 0.7)}`;
  const out = [foot(c, x, y, w), ellipse(x, y - h * 0.7, w / 2, h * 0.36, rim), ellipse(x, y - h * 0.68, w * 0.38, h * 0.22, cushion)];
  if (!dogsOnly(c.words)) {
    // A cat asleep, curled into a ball: back, head tucked to the front, two ears, the tail round its feet.
    const fur = mix(k % 2 ? '#d08a4a' : '#7c7f88', col, 0.12), cy = y - h * 0.75;
    out.push(ellipse(x - w * 0.05, cy - h * 0.12, w * 0.23, h * 0.3, fur),
      path(`M${n(x + w * 0.08)} ${n(cy - h * 0.3)}l${n(w * 0.03)} ${n(-h * 0.25)}l${n(w * 0.06)} ${n(h * 0.2)}ZM${n(x + w * 0.16)} ${n(cy - h * 0.26)}l${n(w * 0.06)} ${n(-h * 0.22)}l${n(w * 0.04)} ${n(h * 0.24)}Z`, shade(fur, 0.1)),
      ellipse(x + w * 0.15, cy - h * 0.1, w * 0.1, h * 0.2, shade(fur, 0.06)),
      path(`M${n(x - w * 0.26)} ${n(cy)}Q${n(x - w * 0.1)} ${n(cy + h * 0.2)} ${n(x + w * 0.12)} ${n(cy + h * 0.04)}`, 'none', { stroke: shade(fur, 0.16), sw: h * 0.14, round: true }));
  } else out.push(path(boneD(x - w * 0.14, y - h * 0.72, x + w * 0.14, y - h * 0.78, s * 0.07), mix('#e9dcc4', col, 0.1)));
  out.push(path(`${lip}L${n(x + w / 2)} ${n(y - h * 0.55)}Q${n(x + w / 2)} ${n(y)} ${n(x + w * 0.3)} ${n(y)}H${n(x - w * 0.3)}Q${n(x - w / 2)} ${n(y)} ${n(x - w / 2)} ${n(y - h * 0.55)}Z`, body(c, col)),
    path(lip, 'none', { stroke: rim, sw: h * 0.16, round: true }), path(lip, 'none', { stroke: c.t.primary, sw: Math.max(1.5, s * 0.018) }));
  return out.join('');
};

/** A glass jar of bone-shaped biscuits, its lid in the primary, a paw on a round label. */
export const treatjar: Good = (c, x, y, s, col) => {
  const w = s * 0.66, h = s * 0.78, biscuit = mix('#c8955b', col, 0.08), glass = c.t.dark ? '#dfe9ee' : '#e9f2f6';
  // Bone biscuits filling the jar in loose rows, each a little askew.
  let bones = '';
  const spots = [[-0.19, 0.12, 8], [0.19, 0.11, -6], [0, 0.28, -10], [-0.2, 0.44, -12], [0.19, 0.46, 10]] as const;
  for (const [dx, dy, a] of spots) {
    const cx = x + w * dx, cy = y - h * dy, l = w * 0.16, ca = Math.cos((a * Math.PI) / 180) * l, sa = Math.sin((a * Math.PI) / 180) * l;
    bones += boneD(cx - ca, cy - sa, cx + ca, cy + sa, w * 0.095);
  }
  return [foot(c, x, y, w), rect(x - w / 2, y - h, w, h, glass, { rx: w * 0.14, op: 0.55 }),
    // More biscuits behind, filling the jar's lower half, then the front ones.
    rect(x - w * 0.44, y - h * 0.6, w * 0.88, h * 0.56, mix(biscuit, glass, 0.5), { rx: w * 0.1 }), path(bones, biscuit),
    rect(x - w / 2, y - h, w, h, 'none', { rx: w * 0.14, stroke: shade(glass, 0.2), sw: Math.max(1.5, s * 0.012) }),
    rect(x + w * 0.26, y - h * 0.82, w * 0.08, h * 0.55, '#ffffff', { op: 0.45, rx: w * 0.04 }),
    rect(x - w * 0.54, y - h - s * 0.1, w * 1.08, s * 0.12, body(c, c.t.primary), { rx: s * 0.03 }),
    ellipse(x, y - h - s * 0.13, w * 0.12, s * 0.05, shade(c.t.primary, 0.15)),
    circle(x, y - h * 0.76, w * 0.15, c.t.card), path(pawD(x, y - h * 0.74, w * 0.055), col)].join('');
};

/** A cat's scratching post: a base, a tall sisal-wrapped post with a platform, a shorter one with a step, a pom-pom in the primary on a string. */
export const scratcher: Good = (c, x, y, s, col) => {
  const sisal = mix('#cdb07a', col, 0.08), board = tint(col, 0.05), bh = s * 0.08, pw = s * 0.17;
  const post = (px: number, top: number) => {
    let wrap = '';
    for (let yy = top + s * 0.05; yy < y - bh - s * 0.02; yy += s * 0.045) wrap += `M${n(px - pw / 2)} ${n(yy)}l${n(pw)} ${n(s * 0.015)}`;
    return rect(px - pw / 2, top, pw, y - bh - top, body(c, sisal)) + path(wrap, 'none', { stroke: shade(sisal, 0.22), sw: Math.max(1, s * 0.008) });
  };
  const tall = x - s * 0.16, short = x + s * 0.27, top = y - s * 1.02, step = y - s * 0.5;
  return [foot(c, x, y, s * 1.1), post(tall, top + s * 0.08), post(short, step + s * 0.06),
    rect(x - s * 0.5, y - bh, s, bh, body(c, board), { rx: s * 0.025 }),
    rect(short - s * 0.2, step, s * 0.4, s * 0.08, body(c, board), { rx: s * 0.03 }),
    rect(tall - s * 0.27, top, s * 0.54, s * 0.1, body(c, board), { rx: s * 0.04 }), ellipse(tall, top + s * 0.005, s * 0.22, s * 0.03, tint(board, 0.25)),
    path(`M${n(tall + s * 0.24)} ${n(top + s * 0.1)}V${n(y - s * 0.62)}`, 'none', { stroke: shade(c.t.text, 0.1), sw: Math.max(1, s * 0.008), op: 0.7 }),
    circle(tall + s * 0.24, y - s * 0.58, s * 0.06, c.t.primary), circle(tall + s * 0.22, y - s * 0.6, s * 0.02, '#ffffff', { op: 0.4 })].join('');
};
