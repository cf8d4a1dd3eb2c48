import type { Ctx } from './ctx';
import { mirrorX, sibling, zoom } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, ellipse, n, path, rect } from './svg';
import { bouquetTop, vase } from './objects';
import { pottedPlant, windowFrame } from './props';
import { wheel } from './props-trade';
import { camera, deskLamp, easel, monitor, paints, paperBackdrop, print, sketchbook, softbox, stool, tripod } from './props-studio';
import { flash } from './scenes-still';
import { lightFor } from './scene-kit';
import { forge } from './forge';
import { smiths } from './forge-words';

/**
 * The maker's own workspace, for the "About me" picture of a portfolio: a photographer's studio
 * (paper backdrop, softbox, camera on a tripod; or the camera, lenses and prints on the desk), a
 * painter's easel and paints, a designer's desk with a layout on the screen and a mood board, a
 * potter's wheel and shelves, a tattoo studio's bed and flash sheets. Never another trade's scene: the trade comes from the brief's words,
 * a desk with work for anyone else. Six arrangements (room, desk, closer, mirrored) walked by `sibling`.
 */
export type StudioTrade = 'photo' | 'ink' | 'art' | 'design' | 'clay';

const TRADES: readonly (readonly [StudioTrade, RegExp])[] = [
  ['photo', /photo|wedding|fot[oó]graf|videograph|filmmak|\bcamera|写真|摄影|مصور/g],
  ['clay', /\bpott|ceramic|\bclay\b|kiln|stoneware|陶/g],
  ['ink', /tattoo|tatuaj|tatouage|t[aä]towier|tatuaggi|tatoeage|タトゥー|刺青|纹身|وشم/g],
  ['art', /paint|\bartist|\bart\b|illustrat|drawing|sculpt|gallery|watercolou?r/g],
];

/** A planner's words (weddings, parties), in the site languages. */
const PLANNING = /\b(?:wedding|party|event)s? (?:plann|coordinat|organi[sz])|organizamos bodas|organi[sz]\w* (?:de |di )?(?:bodas|mariages?|matrimoni)|hochzeitsplan|bruiloftsplan|ウェディングプランナー|婚礼策划|منظم(?:ة)? حفلات/;

/**
 * The studio a brief's words describe: the trade named most often (a painter who also sells "photo
 * prints") stays a painter; ties go to the earlier trade), 'design' (a desk with work on it) when none is,
 * and for a planner whose "wedding" words name no photographs.
 */
export function studioTrade(words: string): StudioTrade {
  // A wedding or party planner's desk, not a photographer's camera: "wedding" alone says nothing of photos.
  if (PLANNING.test(words) && !/photo|fot[oó]graf|videograph|\bcamera/.test(words)) return 'design';
  let best: StudioTrade = 'design', most = 0;
  for (const [trade, re] of TRADES) {
    const k = words.match(re)?.length ?? 0;
    if (k > most) { best = trade; most = k; }
  }
  return best;
}

const petals = (c: Ctx) => ['#f4c7c3', '#ffffff', '#f7d9a8', '#e89aa8'].map((x) => mix(x, c.t.primary, 0.12));
const green = (c: Ctx) => mix('#5c7f4f', c.t.second, 0.15);

/** Wall and floor (or table top) of the room, the wall lit from one side. */
function shell(c: Ctx, line: number, table: boolean): string {
  const { W, H, t } = c;
  const wall = t.dark ? mix('#2e2a38', t.primary, 0.14) : mix(mix('#efe7dc', t.bg, 0.3), t.primary, 0.05);
  const wood = table ? mix('#b48a60', t.primary, 0.12) : mix(t.dark ? '#6e5238' : '#c9a57e', t.primary, 0.08);
  return [rect(0, 0, W, H, c.defs.lin([[0, tint(wall, 0.12)], [1, shade(wall, 0.1)]], 0, 0, 1, 0.3)),
    rect(0, line, W, H - line, c.defs.lin([[0, table ? tint(wood, 0.1) : wood], [1, shade(wood, 0.2)]])),
    rect(0, line - H * 0.006, W, H * 0.012, table ? shade(wood, 0.25) : tint(wall, 0.3))].join('');
}

/** The room seen whole: the trade's main tools standing on the floor. */
function room(c: Ctx, trade: StudioTrade): string {
  const { W, H, t, rng: r } = c;
  const fy = H * 0.76, u = Math.min(W, H);
  const out = [shell(c, fy, false)];
  if (trade === 'photo') {
    const bx = W * 0.24, bw = W * 0.44;
    out.push(paperBackdrop(c, bx, H * 0.07, bw, fy, H * 0.1, mix(t.primary, '#d8d2c8', t.dark ? 0.45 : 0.62)));
    const sx = bx + bw * 0.5, sy = fy + H * 0.06;
    out.push(ellipse(sx, sy, u * 0.12, u * 0.02, t.shadow, { op: 0.2 }), stool(sx, sy, u * 0.2, mix('#c9a57e', t.primary, 0.1)));
    if (/wedding|bride|bridal|flower|flor/.test(c.words)) out.push(bouquetTop(c, r, sx, sy - u * 0.21, u * 0.13, petals(c), green(c)));
    else out.push(print(c, sx - u * 0.07, sy - u * 0.33, u * 0.14, u * 0.12, r.int(0, 2), r.range(-8, 8)));
    out.push(softbox(c, W * 0.86, fy + H * 0.02, H * 0.5, u * 0.16, sx));
    const [legs, head] = tripod(W * 0.16, H * 0.99, H * 0.36, u * 0.3);
    out.push(legs, camera(c, W * 0.16, head - u * 0.09, u * 0.24));
  } else if (trade === 'ink') {
    out.push(flashFrame(c, W * 0.08, H * 0.1, W * 0.2, H * 0.26), flashFrame(c, W * 0.34, H * 0.14, W * 0.16, H * 0.2));
    out.push(tattooBed(c, W * 0.56, fy + H * 0.06, u * 0.55, 1), stool(W * 0.24, fy + H * 0.12, u * 0.2, mix('#26262b', t.primary, 0.15)));
    out.push(rect(W * 0.08, fy - H * 0.14, W * 0.14, H * 0.02, '#b9bdc4'), path(`M${n(W * 0.15)} ${n(fy - H * 0.12)}V${n(fy + H * 0.1)}`, 'none', { stroke: '#9aa0a8', sw: u * 0.015 }), inkCaps(c, W * 0.09, fy - H * 0.14, u * 0.02));
    out.push(pottedPlant(c, W * 0.9, fy + H * 0.14, u * 0.24));
  } else if (trade === 'art') {
    out.push(windowFrame(c, W * 0.07, H * 0.1, W * 0.3, H * 0.34));
    out.push(easel(c, W * 0.62, fy + H * 0.05, H * 0.3));
    out.push(stool(W * 0.25, fy + H * 0.12, u * 0.22, mix('#c9a57e', t.primary, 0.1)), paints(c, W * 0.22, fy + H * 0.12 - u * 0.22, u * 0.2));
    for (let i = 0; i < 2; i++) out.push(rect(W * (0.84 + i * 0.05), fy - H * (0.26 - i * 0.05), W * 0.14, H * (0.26 - i * 0.05), i ? t.sSoft : mix(t.primary, '#ffffff', 0.5), { tf: `rotate(-6 ${n(W * 0.9)} ${n(fy)})` }));
  } else if (trade === 'clay') {
    for (let s = 0; s < 2; s++) {
      const y = H * (0.26 + s * 0.2);
      out.push(rect(W * 0.5, y, W * 0.46, H * 0.015, mix('#a57e58', t.primary, 0.2)));
      for (let x = W * 0.55; x < W * 0.92; x += W * r.range(0.09, 0.13)) out.push(vase(c, x, y, u * 0.07, u * r.range(0.08, 0.14), mix(r.pick(['#7a9a9a', '#c9b79c', '#b5674a', '#2f4f5a']), t.primary, 0.12), r.range(0, 1)));
    }
    out.push(wheel(c, W * 0.3, fy + H * 0.1, u * 0.22), pottedPlant(c, W * 0.86, fy + H * 0.08, u * 0.24));
  } else {
    out.push(windowFrame(c, W * 0.6, H * 0.08, W * 0.3, H * 0.3));
    out.push(moodBoard(c, W * 0.08, H * 0.1, W * 0.4, H * 0.26));
    const ty = H * 0.6;
    out.push(rect(W * 0.06, ty, W * 0.88, H * 0.025, mix('#b48a60', t.primary, 0.12)), path(`M${n(W * 0.1)} ${n(ty)}V${n(fy + H * 0.08)}M${n(W * 0.9)} ${n(ty)}V${n(fy + H * 0.08)}`, 'none', { stroke: shade(mix('#b48a60', t.primary, 0.12), 0.3), sw: u * 0.02 }));
    out.push(monitor(c, W * 0.4, ty, W * 0.34), deskLamp(c, W * 0.78, ty, u * 0.22, -1), sketchbook(c, W * 0.7, ty + H * 0.001, W * 0.16));
    out.push(pottedPlant(c, W * 0.9, fy + H * 0.14, u * 0.26));
  }
  return out.join('');
}

/** A framed flash sheet (the gallery's `flash` scene, small) hanging on the wall at (x, y). */
function flashFrame(c: Ctx, x: number, y: number, w: number, h: number): string {
  const f = Math.max(2, w * 0.05);
  return [rect(x - f, y - f, w + 2 * f, h + 2 * f, '#1d1a18'), `<g transform="translate(${n(x)} ${n(y)})">${flash(c, c.rng.fork(`flash${n(x)}`), w, h, lightFor(c, c.rng))}</g>`].join('');
}

/** A tattoo bed: a padded couch on a pedestal, its back raised at the end `dir` points to. */
function tattooBed(c: Ctx, x: number, y: number, s: number, dir = 1): string {
  const pad = c.t.dark ? '#3a3a42' : '#26262b', chrome = '#b9bdc4';
  const top = y - s * 0.42;
  return [ellipse(x, y, s * 0.55, s * 0.05, c.t.shadow, { op: 0.2 }), rect(x - s * 0.06, top, s * 0.12, s * 0.42, chrome), rect(x - s * 0.28, y - s * 0.04, s * 0.56, s * 0.04, shade(chrome, 0.2), { rx: s * 0.02 }),
    rect(x - s * 0.5, top - s * 0.1, s * 0.72, s * 0.12, pad, { rx: s * 0.04 }),
    path(`M${n(x + dir * s * 0.2)} ${n(top - s * 0.08)}L${n(x + dir * s * 0.55)} ${n(top - s * 0.34)}L${n(x + dir * s * 0.62)} ${n(top - s * 0.24)}L${n(x + dir * s * 0.27)} ${n(top + s * 0.02)}Z`, pad),
    rect(x - s * 0.48, top - s * 0.095, s * 0.66, s * 0.02, tint(pad, 0.15), { rx: s * 0.01 })].join('');
}

/** Ink caps in a row (a tattooist's colours), their bottoms at y. */
function inkCaps(c: Ctx, x: number, y: number, s: number): string {
  const cols = ['#1d1a18', '#c8362d', '#3f7f4a', '#2d5b9a', '#d9a43a', mix('#1d1a18', c.t.primary, 0.4)];
  return cols.map((col, i) => [rect(x + i * s * 1.3, y - s, s, s, '#f2f2f2', { rx: s * 0.15 }), ellipse(x + i * s * 1.3 + s / 2, y - s, s / 2, s * 0.18, col)].join('')).join('');
}

/** A tattoo machine (a pen with its grip) lying on the table, and its cord. */
function tattooPen(c: Ctx, x: number, y: number, s: number): string {
  return [path(`M${n(x + s * 0.5)} ${n(y)}q${n(s * 0.4)} ${n(s * 0.1)} ${n(s * 0.7)} ${n(-s * 0.02)}`, 'none', { stroke: '#26262b', sw: s * 0.03, round: true }),
    rect(x - s * 0.5, y - s * 0.06, s * 0.7, s * 0.12, mix('#3a3d44', c.t.primary, 0.2), { rx: s * 0.06 }), rect(x + s * 0.18, y - s * 0.045, s * 0.32, s * 0.09, '#9aa0a8', { rx: s * 0.04 }),
    path(`M${n(x - s * 0.5)} ${n(y - s * 0.03)}l${n(-s * 0.16)} ${n(s * 0.03)}l${n(s * 0.16)} ${n(s * 0.03)}Z`, '#c9ccd1')].join('');
}

/** A cork board with pinned cards and swatches. */
function moodBoard(c: Ctx, x: number, y: number, w: number, h: number): string {
  const t = c.t, r = c.rng;
  const out = [rect(x, y, w, h, mix('#c8a27a', t.primary, 0.1), { stroke: shade(mix('#c8a27a', t.primary, 0.1), 0.25), sw: Math.max(2, w * 0.02) })];
  const cols = [t.primary, t.second, '#ffffff', t.pSoft, mix(t.primary, '#000000', 0.3)];
  for (let i = 0; i < 5; i++) {
    const cw = w * r.range(0.16, 0.24), ch = cw * r.range(0.7, 1.2), cx = x + w * (0.06 + i * 0.18), cy = y + h * (i % 2 ? 0.45 : 0.12);
    out.push(rect(cx, cy, cw, Math.min(ch, h * 0.46), cols[i] as string, { tf: `rotate(${n(r.range(-6, 6))} ${n(cx)} ${n(cy)})` }), circle(cx + cw / 2, cy + w * 0.015, w * 0.012, '#d94f3a'));
  }
  return out.join('');
}

/** Close on the work table: the tools lying on it, work pinned on the wall above. */
function desk(c: Ctx, trade: StudioTrade): string {
  const { W, H, t, rng: r } = c;
  const ty = H * 0.6, u = Math.min(W, H);
  const out = [shell(c, ty, true)];
  // Work on the wall: prints on a line with pegs (photo), sketches pinned (art), a mood board (design), a shelf of pots (clay).
  if (trade === 'design') out.push(moodBoard(c, W * 0.08, H * 0.07, W * 0.84, H * 0.3));
  else if (trade === 'ink') out.push(flashFrame(c, W * 0.1, H * 0.08, W * 0.34, H * 0.34), flashFrame(c, W * 0.56, H * 0.1, W * 0.3, H * 0.3));
  else if (trade === 'clay') {
    out.push(rect(W * 0.08, H * 0.32, W * 0.84, H * 0.015, mix('#a57e58', t.primary, 0.2)));
    for (let x = W * 0.14; x < W * 0.9; x += W * r.range(0.12, 0.18)) out.push(vase(c, x, H * 0.32, u * 0.09, u * r.range(0.1, 0.17), mix(r.pick(['#7a9a9a', '#c9b79c', '#b5674a', '#2f4f5a']), t.primary, 0.12), r.range(0, 1)));
  } else {
    const k = W > H ? 4 : 3, pw = (W * 0.8) / k * 0.78, line = H * 0.1;
    out.push(path(`M0 ${n(line)}Q${n(W / 2)} ${n(line + H * 0.04)} ${n(W)} ${n(line)}`, 'none', { stroke: shade(t.text, 0.1), sw: Math.max(1.2, u * 0.003), op: 0.6 }));
    for (let i = 0; i < k; i++) {
      const px = W * 0.1 + i * (W * 0.8) / k + (W * 0.8 / k - pw) / 2;
      out.push(print(c, px, line + H * 0.025, pw, pw * (trade === 'art' ? 1.25 : 0.8), r.int(0, 2), r.range(-4, 4)), rect(px + pw / 2 - u * 0.008, line + H * 0.012, u * 0.016, u * 0.04, mix('#c8a27a', t.primary, 0.2)));
    }
  }
  if (trade === 'photo') {
    out.push(ellipse(W * 0.42, ty + u * 0.02, u * 0.2, u * 0.03, t.shadow, { op: 0.25 }), camera(c, W * 0.42, ty - u * 0.16, u * 0.42));
    for (let i = 0; i < 2; i++) {
      const lx = W * (0.75 + i * 0.12), lh = u * (0.16 - i * 0.04), lw = u * 0.09;
      out.push(rect(lx - lw / 2, ty - lh, lw, lh, c.defs.lin([[0, '#3a3d44'], [0.5, '#24262b'], [1, '#15161a']], 0, 0, 1, 0), { rx: u * 0.01 }), ellipse(lx, ty - lh, lw / 2, u * 0.012, '#4a4e57'));
    }
    for (let i = 0; i < 3; i++) out.push(print(c, W * (0.08 + i * 0.1), ty + H * (0.1 + i * 0.04), u * 0.22, u * 0.16, (i + 1) % 3, -12 + i * 10));
  } else if (trade === 'ink') {
    out.push(rect(W * 0.14, ty + H * 0.08, W * 0.3, H * 0.2, '#fbf7ef', { tf: `rotate(-4 ${n(W * 0.29)} ${n(ty + H * 0.18)})` }), inkCaps(c, W * 0.52, ty + H * 0.12, u * 0.045), tattooPen(c, W * 0.6, ty + H * 0.26, u * 0.4));
  } else if (trade === 'art') {
    out.push(paints(c, W * 0.4, ty + H * 0.16, u * 0.4), sketchbook(c, W * 0.3, ty + H * 0.34, W * 0.4));
  } else if (trade === 'clay') {
    out.push(wheel(c, W * 0.42, ty + H * 0.22, u * 0.26));
  } else {
    out.push(monitor(c, W * 0.42, ty + H * 0.02, W * 0.5), deskLamp(c, W * 0.85, ty + H * 0.02, u * 0.3, -1), sketchbook(c, W * 0.42, ty + H * 0.3, W * 0.46));
  }
  return out.join('');
}

/** The studio picture: room, desk, closer on the room, each also mirrored (six arrangements). */
export function studio(c: Ctx): string {
  // A blacksmith's own workspace is the forge, its about picture the bench and vice (art/forge.ts).
  if (smiths(c.words)) return forge(c);
  const trade = studioTrade(c.words);
  const a = sibling(c, 6, 'studio');
  const { W, H } = c;
  const closer = (body: string) => zoom(c, body, 1.3, W * 0.45, H * 0.52);
  switch (a) {
    case 0: return room(c, trade);
    case 1: return desk(c, trade);
    case 2: return closer(room(c, trade));
    case 3: return mirrorX(c, desk(c, trade));
    case 4: return mirrorX(c, closer(room(c, trade)));
    default: return mirrorX(c, closer(desk(c, trade)));
  }
}
