import type { Ctx } from './ctx';
import { mirrorX, sibling } from './ctx';
import { cat, dog } from './props-trade';
import { leafD } from './objects';
import { mix, shade, tint } from './palette';
import { circle, ellipse, n, path, poly, rect, smooth } from './svg';
import { Ink } from './ink';
import { WORSHIP, worshipBuilding } from '../choose-blueprint';

/**
 * Non-profits, as six scenes so a site's hero, mission image and cards differ: volunteers sorting
 * crates at a long table, a van being loaded, a pantry shelf being stocked, two hands holding a heart,
 * a queue at a stall, a folded map with a collection pin; tree planting, an animal shelter or people
 * under a heart take the first place for those causes; a place of worship shows its building (a church,
 * a mosque or a hall with a portico) with people arriving and a meal in its hall. The card title (first label) picks the scene
 * when it names one ("Volunteer sign-up", "Donate…", "Find a collection point"). People are figures
 * with skin tones and clothes in the palette; never faces.
 */
const SKIN = ['#f1c7a5', '#c68b59', '#8d5524', '#e0ac69', '#5c3a21'];

/** A person, feet at (x, y), height h: head in a skin tone, rounded torso in `cloth`, arms (one may wave), optional apron. */
export function member(x: number, y: number, h: number, cloth: string, skin: string, apron?: string, wave = false): string {
  const u = h / 8;
  const sy = y - h + u * 1.7, hip = y - u * 3.5;
  const body = `M${n(x - u * 1.15)} ${n(sy + u * 0.7)}Q${n(x - u * 1.15)} ${n(sy)} ${n(x - u * 0.45)} ${n(sy)}H${n(x + u * 0.45)}Q${n(x + u * 1.15)} ${n(sy)} ${n(x + u * 1.15)} ${n(sy + u * 0.7)}L${n(x + u * 1)} ${n(hip)}H${n(x - u * 1)}Z`;
  const legs = `M${n(x - u * 0.5)} ${n(hip)}V${n(y - u * 0.2)}M${n(x + u * 0.5)} ${n(hip)}V${n(y - u * 0.2)}`;
  const la = [x - u * 1.45, hip + u * 0.3] as const;
  const ra = wave ? ([x + u * 2, sy - u * 1.6] as const) : ([x + u * 1.45, hip + u * 0.3] as const);
  const arms = `M${n(x - u * 0.95)} ${n(sy + u * 0.4)}L${n(la[0])} ${n(la[1])}M${n(x + u * 0.95)} ${n(sy + u * 0.4)}L${n(ra[0])} ${n(ra[1])}`;
  return [ellipse(x, y, u * 1.6, u * 0.25, '#000000', { op: 0.12 }), path(legs, 'none', { stroke: shade(cloth, 0.55), sw: u * 0.85, round: true }),
    path(arms, 'none', { stroke: shade(cloth, 0.12), sw: u * 0.6, round: true }), circle(la[0], la[1], u * 0.33, skin), circle(ra[0], ra[1], u * 0.33, skin), path(body, cloth),
    apron ? path(`M${n(x - u * 0.7)} ${n(sy + u * 0.6)}H${n(x + u * 0.7)}L${n(x + u * 0.85)} ${n(hip + u * 0.6)}H${n(x - u * 0.85)}Z`, apron) : '',
    rect(x - u * 0.28, sy - u * 0.5, u * 0.56, u * 0.6, shade(skin, 0.08)),
    circle(x, y - h + u * 0.75, u * 0.72, skin), path(`M${n(x - u * 0.74)} ${n(y - h + u * 0.8)}A${n(u * 0.74)} ${n(u * 0.74)} 0 0 1 ${n(x + u * 0.74)} ${n(y - h + u * 0.8)}Q${n(x)} ${n(y - h + u * 0.3)} ${n(x - u * 0.74)} ${n(y - h + u * 0.8)}Z`, shade(skin, 0.6))].join('');
}

/** A low skyline far behind, in a wash of the palette, for depth. */
function skyline(c: Ctx, ground: number): string {
  const { W, H, rng } = c;
  let d = '';
  for (let x = 0; x < W; x += W * rng.range(0.05, 0.1)) { const h = H * rng.range(0.1, 0.28), w = W * rng.range(0.04, 0.09); d += `M${n(x)} ${n(ground)}v${n(-h)}h${n(w)}v${n(h)}Z`; }
  return path(d, c.t.dark ? c.t.pSoft : c.t.sSoft, { op: 0.8 });
}

/** A heart centred at (x, y), width w. */
export function heart(x: number, y: number, w: number, fill: string): string {
  const s = w / 2;
  return path(`M${n(x)} ${n(y + s * 0.85)}C${n(x - s * 1.3)} ${n(y)} ${n(x - s * 0.9)} ${n(y - s * 1.05)} ${n(x)} ${n(y - s * 0.45)}C${n(x + s * 0.9)} ${n(y - s * 1.05)} ${n(x + s * 1.3)} ${n(y)} ${n(x)} ${n(y + s * 0.85)}Z`, fill);
}

/** A wooden crate of produce. */
function crate(c: Ctx, x: number, y: number, w: number, kind: number): string {
  const wood = mix('#c49a66', c.t.primary, 0.08), h = w * 0.5;
  const ink = new Ink(c);
  const cols = [['#d7443e', '#e0683f'], ['#f29f3d', '#f2b950'], ['#7fb24a', '#5d9a3a']][kind % 3] as [string, string];
  for (let i = 0; i < 7; i++) ink.dot(x - w * 0.4 + (i / 6) * w * 0.8, y - h - w * 0.05 + (i % 2) * w * 0.04, w * 0.085, i % 2 ? cols[0] : cols[1]);
  let slats = '';
  for (let i = 1; i < 3; i++) slats += `M${n(x - w / 2)} ${n(y - (h * i) / 3)}h${n(w)}`;
  return [ellipse(x, y, w * 0.6, w * 0.05, c.t.shadow, { op: 0.2 }), String(ink), rect(x - w / 2, y - h, w, h, wood, { rx: 3 }), path(slats, 'none', { stroke: shade(wood, 0.3), sw: 2 }),
    rect(x - w * 0.15, y - h * 0.6, w * 0.3, h * 0.2, shade(wood, 0.25), { rx: 3 })].join('');
}

/** Side-on delivery van with a heart on the side. */
function van(c: Ctx, x: number, y: number, s: number): string {
  const body = c.t.dark ? tint(c.t.surface, 0.6) : '#ffffff', tyre = '#2b2b33';
  return [ellipse(x, y, s * 1.3, s * 0.08, c.t.shadow, { op: 0.18 }), path(`M${n(x - s * 1.2)} ${n(y - s * 0.15)}V${n(y - s * 1.05)}Q${n(x - s * 1.2)} ${n(y - s * 1.15)} ${n(x - s * 1.1)} ${n(y - s * 1.15)}H${n(x + s * 0.55)}L${n(x + s * 1.05)} ${n(y - s * 0.6)}H${n(x + s * 1.2)}V${n(y - s * 0.15)}Z`, body, { stroke: shade(body, 0.12), sw: 1.5 }),
    path(`M${n(x + s * 0.6)} ${n(y - s * 1.05)}L${n(x + s * 0.95)} ${n(y - s * 0.65)}H${n(x + s * 0.6)}Z`, mix('#9ccbea', c.t.second, 0.3)), rect(x - s * 1.2, y - s * 0.35, s * 2.4, s * 0.1, c.t.primary),
    heart(x - s * 0.3, y - s * 0.72, s * 0.45, c.t.primary), circle(x - s * 0.7, y - s * 0.12, s * 0.2, tyre), circle(x + s * 0.75, y - s * 0.12, s * 0.2, tyre), circle(x - s * 0.7, y - s * 0.12, s * 0.08, '#b9bcc4'), circle(x + s * 0.75, y - s * 0.12, s * 0.08, '#b9bcc4')].join('');
}

export type Scene = 'sorting' | 'van' | 'shelf' | 'hands' | 'queue' | 'map' | 'trees' | 'animals' | 'together' | 'worship' | 'gathering';


const POOLS: readonly (readonly [RegExp, readonly Scene[]])[] = [
  // A place of worship before a food bank: its community lunch is not a warehouse of crates.
  [WORSHIP, ['worship', 'gathering', 'together', 'hands', 'queue', 'map']],
  [/\bfood|\bbanks?\b|pantry|hunger|\bmeals?\b|kitchen|\bgrocer|harvest/, ['van', 'sorting', 'shelf', 'hands', 'queue', 'map']],
  [/\btrees?\b|\bplant(?!ation)|climate|environment|\bgreen(?:ing|er)?\b|garden|\bforest|\bnature\b|clean-?up/, ['trees', 'hands', 'map', 'together', 'queue', 'van']],
  [/animal|shelter|rescue|\badopt|\bpets?\b|\bdogs?\b|\bcats?\b|\bkittens?\b|\bpupp(?:y|ies)\b/, ['animals', 'hands', 'map', 'together', 'queue', 'van']],
];
const GENERIC: readonly Scene[] = ['together', 'hands', 'queue', 'map', 'van', 'sorting'];

/** A card title that names a scene ("Volunteer sign-up", "Donate food or money", "Find a collection point"). */
const LABEL_SCENES: readonly (readonly [RegExp, Scene])[] = [
  [/donat|\bgive\b|\bgiving|money|\bfund(?!ament)|gift|sponsor|legacy/, 'hands'], [/\bcollect|drop-?off|\bfind\b|\blocat|\bwhere\b|\bmap\b|\bnear|\bpoints?\b|branch/, 'map'],
  [/lunch|supper|breakfast club|coffee morning|potluck|fellowship/, 'gathering'], [/adopt|rehom/, 'animals'], [/volunt|sign-?up|\bjoin\b|helper|\bteam\b|\bsort/, 'sorting'], [/deliver|\bvans?\b|transport|\bdriv|pick-?up|rescue food/, 'van'],
  [/shelf|shelves|pantry|\bstock|\bproduce\b|\bgrocer|\bshop\b|supplies/, 'shelf'], [/\bmeals?\b|queue|\bserv(e|ing)\b|\bvisit|get help|families|\bevents?\b|referral/, 'queue'],
];

/** A place of worship's card titles: its services at the building, its groups and meals in the hall (only in its own pool). */
const WORSHIP_LABELS: readonly (readonly [RegExp, Scene])[] = [
  [/servic|worship|\bprayer|\bmass\b|sermon|baptism|christening|wedding|funeral|\beid\b|shabbat|festival/, 'worship'], [/choir|group|study|class|club|youth|lunch|supper|café|cafe|coffee|fellowship/, 'gathering'],
];

/** A cardboard box with a tape strip. */
function box(x: number, y: number, w: number, h: number, col: string): string {
  return rect(x - w / 2, y - h, w, h, col, { rx: 2 }) + rect(x - w * 0.08, y - h, w * 0.16, h, shade(col, 0.12)) + rect(x - w / 2, y - h, w, h * 0.08, shade(col, 0.2), { op: 0.5 });
}

function outdoor(c: Ctx, ground: number): string[] {
  const { W, H, t, rng } = c;
  const m = Math.min(W, H);
  const sky = t.dark ? mix(t.bg, t.primary, 0.14) : mix(t.bg, t.second, 0.12);
  return [rect(0, 0, W, H, c.defs.lin([[0, sky], [1, tint(sky, 0.3)]])), circle(W * rng.range(0.15, 0.85), H * rng.range(0.15, 0.3), m * rng.range(0.14, 0.24), t.pSoft, { op: 0.9 }),
    skyline(c, ground), rect(0, ground, W, H - ground, t.dark ? mix(t.surface, t.primary, 0.1) : mix(t.bg, t.text, 0.07))];
}

function indoor(c: Ctx, floor: number): string[] {
  const { W, H, t } = c;
  const wall = t.dark ? mix(t.bg, t.primary, 0.12) : mix(t.bg, t.second, 0.08);
  const fl = t.dark ? mix(t.surface, t.primary, 0.08) : mix('#d9c7ad', t.primary, 0.08);
  return [rect(0, 0, W, H, wall), rect(0, floor, W, H - floor, c.defs.lin([[0, fl], [1, shade(fl, 0.12)]])), rect(0, floor - H * 0.012, W, H * 0.014, tint(wall, 0.35))];
}

/** Triangle bunting across the top in the palette. */
function bunting(c: Ctx, y: number): string {
  const { W, H, t } = c;
  const k = 9, out = [path(`M0 ${n(y)}Q${n(W / 2)} ${n(y + H * 0.06)} ${n(W)} ${n(y)}`, 'none', { stroke: t.muted, sw: 1.5, op: 0.6 })];
  for (let i = 0; i < k; i++) {
    const x = W * ((i + 0.5) / k), yy = y + Math.sin(((i + 0.5) / k) * Math.PI) * H * 0.03, s = Math.min(W, H) * 0.035;
    out.push(path(poly([[x - s, yy], [x + s, yy], [x, yy + s * 1.6]]), [t.primary, t.second, tint(t.primary, 0.4)][i % 3] as string));
  }
  return out.join('');
}

function sorting(c: Ctx, kit: Kit): string {
  const { W, H, rng, t } = c;
  const m = Math.min(W, H), floor = H * 0.84, top = floor - H * 0.22;
  const out = indoor(c, floor);
  out.push(bunting(c, H * 0.08));
  const k = rng.int(2, 3);
  for (let i = 0; i < k; i++) out.push(member(W * (0.3 + (i / Math.max(1, k - 1)) * 0.38) + rng.range(-0.03, 0.03) * W, top + H * 0.14, H * rng.range(0.5, 0.58), kit.cloth(i), kit.skin(i), '#ffffff', i === 1 && rng.chance(0.5)));
  const wood = mix('#b58a5c', t.primary, 0.1);
  out.push(rect(W * 0.14, top, W * 0.72, H * 0.035, wood, { rx: 3 }), path(`M${n(W * 0.18)} ${n(top)}V${n(floor)}M${n(W * 0.82)} ${n(top)}V${n(floor)}`, 'none', { stroke: shade(wood, 0.3), sw: m * 0.02 }));
  const nc = rng.int(3, 4);
  for (let i = 0; i < nc; i++) out.push(crate(c, W * (0.22 + (i / (nc - 1)) * 0.56), top, m * 0.17, i + rng.int(0, 2)));
  const bx = W * (rng.chance(0.5) ? 0.93 : 0.07);
  out.push(box(bx, floor + H * 0.04, m * 0.16, m * 0.13, mix('#c8a27a', t.primary, 0.08)), box(bx, floor + H * 0.04 - m * 0.13, m * 0.14, m * 0.11, mix('#d4b18a', t.primary, 0.08)));
  return out.join('');
}

function vanScene(c: Ctx, kit: Kit): string {
  const { W, H, rng } = c;
  const m = Math.min(W, H), ground = H * rng.range(0.76, 0.82), ph = H * 0.42;
  const out = outdoor(c, ground);
  const vx = rng.range(0.64, 0.74);
  out.push(van(c, W * vx, ground - H * 0.02, m * rng.range(0.27, 0.33)));
  const nc = rng.int(2, 4);
  for (let i = 0; i < nc; i++) out.push(crate(c, W * (0.26 + (i % 2) * 0.2), ground + H * 0.08 - Math.floor(i / 2) * m * 0.15, m * 0.25, i));
  out.push(member(W * 0.1, ground + H * 0.1, ph, kit.cloth(0), kit.skin(0), '#ffffff', true));
  // Someone carrying a crate to the van.
  const px = W * (vx - 0.24), py = ground + H * 0.12;
  out.push(member(px, py, ph * 0.95, kit.cloth(1), kit.skin(1), '#ffffff'), crate(c, px, py - ph * 0.42, m * 0.2, 2));
  return out.join('');
}

function shelf(c: Ctx, kit: Kit): string {
  const { W, H, rng, t } = c;
  const m = Math.min(W, H), floor = H * 0.86;
  const out = indoor(c, floor);
  const x0 = W * 0.06, x1 = W * rng.range(0.58, 0.66), rows = rng.int(3, 4), top = H * 0.1, sh = (floor - top) / rows;
  const wood = mix('#a57e58', t.primary, 0.15);
  out.push(rect(x0, top, x1 - x0, floor - top, shade(wood, 0.35), { op: 0.25 }));
  const goods = ['#d7443e', '#f29f3d', '#7fb24a', mix(t.primary, '#ffffff', 0.2), t.second, '#e9d8b8'];
  let jars = '';
  for (let r = 0; r < rows; r++) {
    const y = top + sh * (r + 1);
    out.push(rect(x0, y - H * 0.015, x1 - x0, H * 0.02, wood));
    const style = (r + rng.int(0, 2)) % 3;
    for (let x = x0 + W * 0.02; x < x1 - W * 0.05;) {
      const col = rng.pick(goods);
      if (style === 0) { const w = W * rng.range(0.035, 0.05), h = sh * rng.range(0.45, 0.7); out.push(rect(x, y - H * 0.015 - h, w, h, col, { rx: 2 }), rect(x, y - H * 0.015 - h * 0.6, w, h * 0.25, '#ffffff', { op: 0.55 })); x += w + W * 0.008; }
      else if (style === 1) { const w = W * 0.04, h = sh * 0.42; out.push(rect(x, y - H * 0.015 - h, w, h, tint(col, 0.35), { rx: w * 0.3 })); jars += `M${n(x + w * 0.15)} ${n(y - H * 0.015 - h - 2)}h${n(w * 0.7)}`; x += w + W * 0.012; }
      else { out.push(crate(c, x + W * 0.06, y - H * 0.015, W * 0.11, rng.int(0, 2))); x += W * 0.14; }
    }
  }
  if (jars) out.push(path(jars, 'none', { stroke: shade(wood, 0.2), sw: m * 0.018 }));
  const px = W * rng.range(0.76, 0.84);
  out.push(member(px, floor + H * 0.1, H * 0.56, kit.cloth(0), kit.skin(0), '#ffffff'), crate(c, px + W * 0.02, floor + H * 0.1 - H * 0.24, m * 0.2, 1));
  out.push(box(W * 0.94, floor + H * 0.06, m * 0.12, m * 0.1, mix('#c8a27a', t.primary, 0.08)));
  return out.join('');
}

function hands(c: Ctx, kit: Kit): string {
  const { W, H, rng, t } = c;
  const m = Math.min(W, H);
  const bg = t.dark ? mix(t.bg, t.primary, 0.16) : mix(t.bg, t.primary, 0.07);
  const out = [rect(0, 0, W, H, bg), circle(W / 2, H * 0.48, m * 0.42, c.defs.rad([[0, t.sSoft], [1, t.sSoft, 0]]))];
  const ring = mix(t.bg, t.second, 0.25);
  out.push(circle(W / 2, H * 0.46, m * 0.32, 'none', { stroke: ring, sw: 2, dash: '3 9', round: true }));
  const skinA = kit.skin(0), skinB = kit.skin(2), sleeveA = kit.cloth(0), sleeveB = kit.cloth(1);
  const cy = H * 0.68, hw = m * 0.2;
  // Forearms in sleeves from the lower corners, palms cupped under the heart.
  out.push(path(`M${n(W * 0.08)} ${n(H)}Q${n(W * 0.25)} ${n(H * 0.82)} ${n(W / 2 - hw * 0.7)} ${n(cy + m * 0.04)}`, 'none', { stroke: sleeveA, sw: m * 0.13, round: true }));
  out.push(path(`M${n(W * 0.92)} ${n(H)}Q${n(W * 0.75)} ${n(H * 0.82)} ${n(W / 2 + hw * 0.7)} ${n(cy + m * 0.04)}`, 'none', { stroke: sleeveB, sw: m * 0.13, round: true }));
  out.push(path(`M${n(W / 2 - hw * 1.05)} ${n(cy - m * 0.02)}Q${n(W / 2 - hw * 0.5)} ${n(cy + m * 0.12)} ${n(W / 2)} ${n(cy + m * 0.05)}L${n(W / 2)} ${n(cy + m * 0.11)}Q${n(W / 2 - hw * 0.7)} ${n(cy + m * 0.16)} ${n(W / 2 - hw * 1.15)} ${n(cy + m * 0.04)}Z`, skinA));
  out.push(path(`M${n(W / 2 + hw * 1.05)} ${n(cy - m * 0.02)}Q${n(W / 2 + hw * 0.5)} ${n(cy + m * 0.12)} ${n(W / 2)} ${n(cy + m * 0.05)}L${n(W / 2)} ${n(cy + m * 0.11)}Q${n(W / 2 + hw * 0.7)} ${n(cy + m * 0.16)} ${n(W / 2 + hw * 1.15)} ${n(cy + m * 0.04)}Z`, skinB));
  let thumbs = '';
  for (const sgn of [-1, 1]) thumbs += `M${n(W / 2 + sgn * hw * 1.05)} ${n(cy - m * 0.01)}l${n(sgn * m * 0.02)} ${n(-m * 0.06)}`;
  out.push(path(thumbs, 'none', { stroke: skinA, sw: m * 0.035, round: true }));
  out.push(heart(W / 2, cy - m * 0.17, m * rng.range(0.34, 0.4), c.defs.lin([[0, tint(t.primary, 0.25)], [1, t.primary]])));
  // Small floating tokens: coins for giving, or little hearts.
  const coins = rng.chance(0.5);
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI * (0.1 + (i / 4) * 0.8), r = m * rng.range(0.36, 0.44), x = W / 2 + Math.cos(a) * r * 1.2, y = H * 0.46 + Math.sin(a) * r;
    out.push(coins ? circle(x, y, m * 0.035, '#f2c14e') + circle(x, y, m * 0.022, 'none', { stroke: '#d49a2a', sw: 2 }) : heart(x, y, m * 0.06, i % 2 ? t.second : tint(t.primary, 0.3)));
  }
  return out.join('');
}

function queue(c: Ctx, kit: Kit): string {
  const { W, H, rng, t } = c;
  const m = Math.min(W, H), ground = H * 0.8, ph = H * 0.4;
  const out = outdoor(c, ground);
  const sx = W * rng.range(0.2, 0.3), sw = W * 0.34, top = H * 0.2;
  // Stall: poles, striped awning with a scalloped edge, counter with bags.
  out.push(path(`M${n(sx - sw / 2)} ${n(top)}V${n(ground + H * 0.05)}M${n(sx + sw / 2)} ${n(top)}V${n(ground + H * 0.05)}`, 'none', { stroke: shade(t.muted, 0.2), sw: m * 0.014 }));
  out.push(member(sx, ground, ph * 0.9, kit.cloth(2), kit.skin(2), '#ffffff'));
  let stripes = '', scal = '';
  const k = 6, aw = sw / k;
  for (let i = 0; i < k; i++) if (i % 2 === 0) stripes += `M${n(sx - sw / 2 + i * aw)} ${n(top)}h${n(aw)}v${n(H * 0.1)}h${n(-aw)}Z`;
  for (let i = 0; i < k; i++) scal += `M${n(sx - sw / 2 + i * aw)} ${n(top + H * 0.1)}a${n(aw / 2)} ${n(aw / 2)} 0 0 0 ${n(aw)} 0Z`;
  out.push(rect(sx - sw / 2 - 4, top, sw + 8, H * 0.1, t.card), path(stripes, t.primary), path(scal, t.primary, { op: 0.85 }));
  const ct = ground - H * 0.16;
  out.push(rect(sx - sw / 2, ct, sw, ground + H * 0.05 - ct, mix('#b58a5c', t.primary, 0.12)), rect(sx - sw / 2, ct, sw, H * 0.025, shade(mix('#b58a5c', t.primary, 0.12), 0.2)));
  out.push(heart(sx, ct + H * 0.1, m * 0.07, t.card));
  for (let i = 0; i < 3; i++) { const bx = sx - sw * 0.35 + i * sw * 0.22; out.push(rect(bx, ct - m * 0.1, m * 0.08, m * 0.1, mix('#d9b98c', t.primary, 0.05), { rx: 2 })); }
  const people = rng.int(3, 4);
  for (let i = 0; i < people; i++) {
    const x = sx + sw / 2 + W * 0.1 + i * W * rng.range(0.11, 0.14);
    out.push(member(x, ground + H * 0.1 + (i % 2) * H * 0.02, ph * rng.range(0.85, 1.05), kit.cloth(i + 3), kit.skin(i + 3), undefined, i === 0));
  }
  return out.join('');
}

function mapScene(c: Ctx, kit: Kit): string {
  const { W, H, rng, t } = c;
  const m = Math.min(W, H);
  const bg = t.dark ? mix(t.bg, t.second, 0.12) : mix(t.bg, t.second, 0.1);
  const out = [rect(0, 0, W, H, bg)];
  const mw = Math.min(W * 0.78, H * 1.25), mh = mw * 0.62, x0 = (W - mw) / 2, y0 = (H - mh) / 2 + H * 0.04, pw = mw / 3, sk = mh * 0.05;
  const paper = t.dark ? tint(t.surface, 0.75) : mix('#fbf7ef', t.bg, 0.3);
  out.push(path(poly([[x0 + 10, y0 + 14], [x0 + mw + 10, y0 + 14], [x0 + mw + 10, y0 + mh + 14], [x0 + 10, y0 + mh + 14]]), t.shadow, { op: 0.12 }));
  for (let i = 0; i < 3; i++) {
    const a = x0 + i * pw, up = i % 2 ? sk : 0;
    out.push(path(poly([[a, y0 + (i % 2 ? 0 : sk)], [a + pw, y0 + up], [a + pw, y0 + mh + up], [a, y0 + mh + (i % 2 ? 0 : sk)]]), i % 2 ? shade(paper, 0.05) : paper));
  }
  const clipId = c.defs.clip(rect(x0, y0, mw, mh + sk, '#000'));
  const inner: string[] = [];
  inner.push(path(`M${n(x0 + mw * rng.range(0.05, 0.2))} ${n(y0 + mh * 0.1)}h${n(mw * 0.18)}v${n(mh * 0.22)}h${n(-mw * 0.18)}Z`, mix('#a9d18e', t.second, 0.2), { op: 0.8 }));
  inner.push(path(smooth([[x0 - 10, y0 + mh * rng.range(0.6, 0.8)], [x0 + mw * 0.3, y0 + mh * 0.7], [x0 + mw * 0.6, y0 + mh * rng.range(0.8, 0.95)], [x0 + mw + 10, y0 + mh * 0.85]]), 'none', { stroke: mix('#8cc2ea', t.second, 0.3), sw: m * 0.035 }));
  let roads = '';
  for (let i = 1; i < 5; i++) roads += `M${n(x0 + (mw * i) / 5 + rng.range(-10, 10))} ${n(y0)}V${n(y0 + mh + sk)}`;
  for (let j = 1; j < 4; j++) roads += `M${n(x0)} ${n(y0 + (mh * j) / 4 + rng.range(-8, 8))}H${n(x0 + mw)}`;
  inner.push(path(roads, 'none', { stroke: mix(paper, t.text, 0.14), sw: m * 0.012 }));
  const px = x0 + mw * rng.range(0.55, 0.75), py = y0 + mh * rng.range(0.35, 0.55);
  inner.push(path(smooth([[x0 + mw * 0.08, y0 + mh * 0.9], [x0 + mw * 0.3, y0 + mh * 0.6], [px - mw * 0.1, py + mh * 0.2], [px, py]]), 'none', { stroke: t.second, sw: m * 0.01, dash: `${n(m * 0.02)} ${n(m * 0.018)}`, round: true }));
  out.push(`<g clip-path="${clipId}">${inner.join('')}</g>`);
  // The collection point: a pin with a heart, a box of donations beside it.
  const pr = m * 0.08;
  out.push(ellipse(px, py, pr * 0.7, pr * 0.2, t.shadow, { op: 0.25 }), path(`M${n(px)} ${n(py)}C${n(px - pr * 0.4)} ${n(py - pr * 0.8)} ${n(px - pr)} ${n(py - pr * 1.2)} ${n(px - pr)} ${n(py - pr * 1.8)}A${n(pr)} ${n(pr)} 0 0 1 ${n(px + pr)} ${n(py - pr * 1.8)}C${n(px + pr)} ${n(py - pr * 1.2)} ${n(px + pr * 0.4)} ${n(py - pr * 0.8)} ${n(px)} ${n(py)}Z`, t.primary));
  out.push(heart(px, py - pr * 1.8, pr * 0.9, t.card));
  out.push(box(px + pr * 2.2, py + pr * 0.4, m * 0.12, m * 0.1, mix('#c8a27a', t.primary, 0.08)));
  out.push(member(x0 + mw * 0.12, H * 0.96, H * 0.34, kit.cloth(0), kit.skin(0), undefined, true));
  return out.join('');
}

function trees(c: Ctx, kit: Kit): string {
  const { W, H, rng, t } = c;
  const m = Math.min(W, H), ground = H * 0.8, ph = H * 0.42;
  const out = outdoor(c, ground);
  let leaves = '';
  const k = rng.int(4, 6);
  for (let i = 0; i < k; i++) { const x = W * (0.1 + (i / (k - 1)) * 0.8) + rng.range(-0.03, 0.03) * W, h = H * rng.range(0.2, 0.42); out.push(path(`M${n(x)} ${n(ground)}V${n(ground - h)}`, 'none', { stroke: mix('#7a5a3a', t.primary, 0.1), sw: m * 0.02 })); for (let j = 0; j < 7; j++) leaves += leafD(x, ground - h * rng.range(0.5, 1), m * 0.09, rng.range(-170, -10)); }
  out.push(path(leaves, mix('#4f8a45', t.second, 0.2)));
  out.push(member(W * rng.range(0.25, 0.4), ground + H * 0.1, ph, kit.cloth(0), kit.skin(0)), member(W * rng.range(0.55, 0.7), ground + H * 0.12, ph * 0.8, kit.cloth(1), kit.skin(1)));
  return out.join('');
}

function animals(c: Ctx, kit: Kit): string {
  const { W, H, t } = c;
  const m = Math.min(W, H), ground = H * 0.8, ph = H * 0.42;
  const out = outdoor(c, ground);
  out.push(heart(W * 0.5, H * 0.35, m * 0.35, t.primary), dog(c, W * 0.4, ground + H * 0.08, m * 0.22, mix('#c08a55', t.primary, 0.1)), cat(c, W * 0.66, ground + H * 0.08, m * 0.18, shade(t.text, 0.1)),
    member(W * 0.15, ground + H * 0.1, ph, kit.cloth(0), kit.skin(0)), member(W * 0.86, ground + H * 0.1, ph * 0.9, kit.cloth(1), kit.skin(1)));
  return out.join('');
}

function together(c: Ctx, kit: Kit): string {
  const { W, H, rng, t } = c;
  const m = Math.min(W, H), ground = H * 0.8, ph = H * 0.42;
  const out = outdoor(c, ground);
  out.push(heart(W * 0.5, H * 0.38, m * 0.5, c.defs.lin([[0, tint(t.primary, 0.2)], [1, t.primary]])));
  const k = W > H ? 5 : 4;
  for (let i = 0; i < k; i++) {
    const x = W * (0.5 + (i - (k - 1) / 2) * (0.8 / k)), h = ph * rng.range(0.8, 1.05);
    out.push(member(x, ground + H * 0.1 + (i % 2) * H * 0.03, h, kit.cloth(i), kit.skin(i), undefined, i === 1 || i === k - 1));
  }
  return out.join('');
}

/**
 * A place of worship with people arriving: a church (nave, tower and spire, rose window) for church
 * words, a mosque (domed hall, minaret) for mosque words, else a hall with a portico; an arched door in
 * the site's colour, a path to it.
 */
function worship(c: Ctx, kit: Kit): string {
  const { W, H, rng, t } = c;
  const ground = H * 0.8, ph = H * 0.27, u = Math.min(W * 0.42, H * 0.62);
  const out = outdoor(c, ground);
  const stone = t.dark ? mix('#cfc3b0', t.bg, 0.35) : mix('#efe5d4', t.bg, 0.25), roof = mix('#5d4a3c', t.primary, 0.18), glass = mix('#f3d58a', t.second, 0.25);
  const bx = W * 0.5, bw = u, bh = u * 0.48, top = ground - bh;
  const arch = (x: number, y: number, w: number, h: number, fill: string) => path(`M${n(x - w / 2)} ${n(y)}V${n(y - h + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w / 2)} ${n(y - h + w / 2)}V${n(y)}Z`, fill);
  const kind = worshipBuilding(c.words);
  out.push(ellipse(bx, ground, bw * 0.62, H * 0.02, t.shadow, { op: 0.15 }));
  if (kind === 'church') {
    const tw = bw * 0.24, tx = bx - bw / 2 - tw * 0.35, th = bh * 1.55;
    out.push(rect(bx - bw / 2, top, bw, bh, stone), path(poly([[bx - bw / 2 - 4, top + 2], [bx, top - bw * 0.28], [bx + bw / 2 + 4, top + 2]]), roof));
    out.push(rect(tx - tw / 2, ground - th, tw, th, shade(stone, 0.05)), path(poly([[tx - tw * 0.6, ground - th + 2], [tx, ground - th - tw * 1.6], [tx + tw * 0.6, ground - th + 2]]), roof));
    out.push(path(`M${n(tx)} ${n(ground - th - tw * 1.6)}v${n(-tw * 0.5)}M${n(tx - tw * 0.16)} ${n(ground - th - tw * 1.85)}h${n(tw * 0.32)}`, 'none', { stroke: shade(roof, 0.2), sw: Math.max(2, tw * 0.06) }));
    out.push(arch(tx, ground - th * 0.55, tw * 0.36, tw * 0.6, glass), circle(bx, top - bw * 0.1, bw * 0.06, glass, { stroke: shade(stone, 0.2), sw: 2 }));
    for (const k of [-0.3, 0.3]) out.push(arch(bx + k * bw, top + bh * 0.62, bw * 0.1, bh * 0.42, glass));
  } else if (kind === 'mosque') {
    const mw = bw * 0.1, mx = bx + bw / 2 + mw, mh = bh * 2.1;
    out.push(rect(bx - bw / 2, top, bw, bh, stone), path(`M${n(bx - bw * 0.3)} ${n(top + 2)}A${n(bw * 0.3)} ${n(bw * 0.32)} 0 0 1 ${n(bx + bw * 0.3)} ${n(top + 2)}Z`, mix(t.second, '#3f8f8a', 0.4)));
    out.push(rect(bx - bw * 0.31, top - 2, bw * 0.62, bh * 0.06, shade(stone, 0.08)), path(`M${n(bx)} ${n(top - bw * 0.3)}v${n(-bw * 0.06)}`, 'none', { stroke: shade(stone, 0.4), sw: 2 }));
    out.push(rect(mx - mw / 2, ground - mh, mw, mh, shade(stone, 0.04)), rect(mx - mw * 0.75, ground - mh * 0.72, mw * 1.5, mh * 0.04, shade(stone, 0.15)), path(poly([[mx - mw * 0.55, ground - mh + 1], [mx, ground - mh - mw * 1.4], [mx + mw * 0.55, ground - mh + 1]]), mix(t.second, '#3f8f8a', 0.4)));
    for (const k of [-0.32, -0.16, 0.16, 0.32]) out.push(arch(bx + k * bw, top + bh * 0.6, bw * 0.07, bh * 0.36, glass));
  } else {
    const steps = bh * 0.1;
    out.push(rect(bx - bw / 2, top, bw, bh - steps, stone), path(poly([[bx - bw / 2 - 6, top + 2], [bx, top - bw * 0.2], [bx + bw / 2 + 6, top + 2]]), shade(stone, 0.1)));
    for (const k of [-0.38, -0.22, 0.22, 0.38]) out.push(rect(bx + k * bw - bw * 0.025, top + bh * 0.06, bw * 0.05, bh * 0.8, tint(stone, 0.3)));
    out.push(rect(bx - bw * 0.55, ground - steps, bw * 1.1, steps, shade(stone, 0.12)));
  }
  // The door, open and lit, and the path up to it.
  const dw = bw * 0.14, dh = bh * 0.5;
  out.push(arch(bx, ground, dw * 1.2, dh * 1.08, shade(stone, 0.18)), arch(bx, ground, dw, dh, t.primary), arch(bx + dw * 0.2, ground, dw * 0.5, dh * 0.8, glass));
  out.push(path(poly([[bx - dw * 0.5, ground], [bx + dw * 0.5, ground], [bx + dw * 1.6, H], [bx - dw * 1.6, H]]), mix('#d8cdbb', t.bg, 0.3)));
  // People on the path and either side of it, in front of the building's corners, not its door.
  const k = rng.int(3, 4);
  for (let i = 0; i < k; i++) {
    const side = i % 2 ? 1 : -1, x = bx + side * (bw * (0.42 + Math.floor(i / 2) * 0.2));
    out.push(member(x, ground + H * (0.1 + (i % 3) * 0.03), ph * rng.range(0.9, 1.05), kit.cloth(i), kit.skin(i), undefined, i === 0));
  }
  return out.join('');
}

/** A meal in the hall: tall arched windows, a long table with plates and cups, people gathered round it. */
function gathering(c: Ctx, kit: Kit): string {
  const { W, H, rng, t } = c;
  const m = Math.min(W, H), floor = H * 0.84, top = floor - H * 0.2;
  const out = indoor(c, floor);
  const sky = mix('#cfe3f0', t.bg, 0.3);
  for (const k of [0.2, 0.5, 0.8]) {
    const x = W * k, w = W * 0.12, y = H * 0.08, h = H * 0.4;
    out.push(path(`M${n(x - w / 2)} ${n(y + h)}V${n(y + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w / 2)} ${n(y + w / 2)}V${n(y + h)}Z`, sky, { stroke: t.card, sw: 5 }),
      path(`M${n(x)} ${n(y)}V${n(y + h)}M${n(x - w / 2)} ${n(y + h * 0.55)}H${n(x + w / 2)}`, 'none', { stroke: t.card, sw: 4 }));
  }
  const k = rng.int(4, 5);
  for (let i = 0; i < k; i++) out.push(member(W * (0.16 + (i / (k - 1)) * 0.68), top + H * 0.12, H * rng.range(0.44, 0.5), kit.cloth(i), kit.skin(i), undefined, i === 2 && rng.chance(0.5)));
  const cloth = t.dark ? tint(t.surface, 0.7) : '#fbfaf6';
  out.push(rect(W * 0.1, top, W * 0.8, H * 0.04, cloth, { rx: 3 }), rect(W * 0.1, top + H * 0.04, W * 0.8, H * 0.05, shade(cloth, 0.06)));
  for (let i = 0; i < 6; i++) {
    const x = W * (0.16 + i * 0.135);
    out.push(ellipse(x, top - m * 0.005, m * 0.035, m * 0.01, shade(cloth, 0.12)), rect(x + m * 0.03, top - m * 0.04, m * 0.022, m * 0.035, i % 2 ? t.primary : t.second, { rx: 2 }));
  }
  out.push(path(`M${n(W * 0.14)} ${n(top + H * 0.09)}V${n(floor)}M${n(W * 0.86)} ${n(top + H * 0.09)}V${n(floor)}`, 'none', { stroke: shade(mix('#b58a5c', t.primary, 0.1), 0.3), sw: m * 0.02 }));
  return out.join('');
}

interface Kit { cloth(i: number): string; skin(i: number): string }
const SCENES: Record<Scene, (c: Ctx, kit: Kit) => string> = { sorting, van: vanScene, shelf, hands, queue, map: mapScene, trees, animals, together, worship, gathering };

/**
 * The scene of a community picture: a card whose title names one shows it ("Donate" ▶ hands); the hero
 * of a cause the words name shows that cause's own scene (an animal rescue its animals, a food bank its
 * van); others walk the cause's scenes, leaving out those other cards' titles name.
 */
export function communityScene(c: Pick<Ctx, 'words' | 'slot' | 'labels' | 'family' | 'seed' | 'variant'>): Scene {
  const pool = POOLS.find(([re]) => re.test(c.words))?.[1] ?? GENERIC;
  // The hero's labels are the site's features (usually the cards' titles), so only other slots read
  // their first label as a hint; scenes the other labels name are left to those cards.
  const labels = pool.includes('worship') ? [...WORSHIP_LABELS, ...LABEL_SCENES] : LABEL_SCENES;
  const sceneOf = (l: string) => labels.find(([re]) => re.test(l.toLowerCase()))?.[1];
  const own = c.slot === 'hero' ? 0 : 1;
  const named = own ? sceneOf(c.labels[0] ?? '') : undefined;
  const taken = new Set(c.labels.slice(own).map(sceneOf));
  const free = pool.filter((s) => !taken.has(s));
  const list = free.length >= 2 ? free : pool;
  // The hero of a cause the words name (an animal rescue, a food bank) shows that cause's own scene.
  const signature = c.slot === 'hero' && pool !== GENERIC ? pool[0] : undefined;
  return named ?? signature ?? (list[sibling(c, list.length, 'community')] as Scene);
}

export function community(c: Ctx): string {
  const { rng, t } = c;
  const scene = communityScene(c);
  const skins = rng.shuffle(SKIN);
  const cloths = rng.shuffle([t.primary, t.second, mix(t.text, t.primary, 0.3), tint(t.second, 0.35), shade(t.primary, 0.3), mix(t.primary, t.second, 0.5)]);
  const kit: Kit = { cloth: (i) => cloths[i % cloths.length] as string, skin: (i) => skins[i % skins.length] as string };
  const body = SCENES[scene](c, kit);
  return scene !== 'hands' && rng.chance(0.5) ? mirrorX(c, body) : body;
}
