import type { Ctx } from './ctx';
import { mirrorX } from './ctx';
import { mix, shade, tint } from './palette';
import { circleD, ellipse, ellipseD, n, path, rect, rectD, type Pt } from './svg';
import { stroke } from './club-figures';
import { skin } from './industry-kit';
import { specialistView } from './specialists';
import { Layer, figure, type Look } from './group-figures';
import { careViews, titledScene, type CareView } from './home-care-words';

/**
 * A home care agency's pictures (home-care-words.ts `caresForAtHome`, in the site languages): care given in someone's
 * own home, not the empty lounge or the clinic's couch and cross its pages had, in eight drawings walked by
 * `specialistView` (salt `homecare`): the hero a sitting room (the carer in a tunic in the brand colour sitting with an
 * older person in an armchair, a cup of tea on the side table, a window, a lamp); then the scenes the brief names in the
 * order it names them (`careViews`: meals ▶ the kitchen, the carer serving a meal at the table, the kettle on the
 * counter; medication or care plans ▶ a table with a weekly pill organiser, a glass of water and the care folder;
 * live-in or night care ▶ a bedroom in the evening, the older person in bed, the carer reading in the armchair by the
 * bedside lamp; companionship or walks ▶ a garden path, arm in arm, a walking stick, a bench under the trees; visits ▶
 * the carer with her bag at a front door), then the rest; the sitting room from its other side (a photo album) and,
 * for about, the doorstep (the door open, the older person welcoming the carer in). A service card shows what its title
 * names (`titledScene`: "Live-in care" the bedroom, "Same carers each visit" the door). No crosses, no clinic furniture,
 * no words; flat figures with skin tones, no faces. Behind a banner headline the sitting room keeps to the end side,
 * unmirrored; on a dark site the rooms in lamplight and the garden at dusk.
 */
export function homeCare(c: Ctx): string {
  switch (careView(c)) {
    case 'kitchen': return kitchen(c);
    case 'walk': return gardenWalk(c);
    case 'meds': return medication(c);
    case 'arrival': return arrival(c, false);
    case 'doorstep': return mirrorX(c, arrival(c, true));
    case 'night': return bedroom(c);
    case 'visit': return mirrorX(c, sittingRoom(c, true));
    default: return sittingRoom(c, false);
  }
}

/** The view a picture shows: the sitting room behind a headline, a service card's title's scene, else its place in the walk. */
export function careView(c: Pick<Ctx, 'words' | 'labels' | 'slot' | 'family' | 'seed' | 'variant' | 'behindText'>): CareView {
  if (c.behindText) return 'lounge';
  const titled = c.slot === 'services' ? titledScene(c.labels[0] ?? '') : undefined;
  return titled ?? (careViews(c.words)[specialistView(c, 'homecare')] as CareView);
}

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces.

/** The stage: the floor line, px per metre for a layout `span` metres wide, and x of a metre from its left (behind a headline, of the end side). */
function layout(c: Ctx, span: number, fk = 0.84, hk = 0.28): { f: number; m: number; X: (q: number) => number } {
  const { W, H } = c;
  const left = c.behindText ? W * 0.38 : 0, avail = W - left;
  const m = Math.min(H * hk, (avail * 0.96) / span), x0 = left + (avail - span * m) / 2;
  // On a tall canvas the room comes down to meet the people, not a tall empty wall over them.
  return { f: Math.min(H * fk, H * 0.42 + m * 2.4), m, X: (q) => x0 + q * m };
}

/** A room's colours: walls, a wainscot, the floor, wood; warmer and lower in lamplight on a dark site. */
function roomTones(c: Ctx) {
  const { t } = c, dk = t.dark;
  return {
    wall: dk ? mix(mix('#4a3f3a', t.bg, 0.35), t.primary, 0.08) : mix(mix('#f3ece2', t.bg, 0.3), t.primary, 0.06),
    floor: dk ? shade(mix('#8a6446', t.primary, 0.1), 0.45) : mix('#c9a47c', t.primary, 0.08),
    wood: dk ? shade(mix('#9a6e48', t.primary, 0.08), 0.2) : mix('#a87a52', t.primary, 0.08),
    fabric: dk ? mix('#7a8a9a', t.second, 0.25) : mix('#c7b9a6', t.second, 0.2),
    glow: '#ffd58a',
  };
}

/** Walls down to the floor line f, a dado rail, the floor boards. */
function walls(c: Ctx, f: number): string {
  const { W, H } = c, k = roomTones(c);
  return [rect(0, 0, W, f, c.defs.lin([[0, tint(k.wall, 0.04)], [1, shade(k.wall, 0.05)]])), rect(0, f - H * 0.26, W, H * 0.26, shade(k.wall, c.t.dark ? 0.1 : 0.05)),
    rect(0, f - H * 0.265, W, Math.max(2, H * 0.008), tint(k.wall, 0.35)), rect(0, f, W, H - f, c.defs.lin([[0, k.floor], [1, shade(k.floor, 0.18)]])),
    rect(0, f - H * 0.012, W, H * 0.014, tint(k.wall, 0.3))].join('');
}

/** A window (x, y, w × h): day sky and a garden, or an evening sky with a moon; sash bars, a sill. */
function homeWindow(c: Ctx, x: number, y: number, w: number, h: number, evening = c.t.dark): string {
  const { t } = c;
  const sky = evening ? c.defs.lin([[0, mix('#2c3166', t.primary, 0.15)], [1, mix('#c9826b', t.primary, 0.15)]]) : c.defs.lin([[0, mix('#9ccbea', t.second, 0.15)], [1, mix('#eef6f4', t.bg, 0.2)]]);
  const bar = Math.max(2, w * 0.035), frame = c.t.dark ? '#d8d2c8' : '#fbf8f2';
  return [rect(x - bar * 1.6, y - bar * 1.6, w + bar * 3.2, h + bar * 3.2, frame), rect(x, y, w, h, sky),
    evening ? path(circleD(x + w * 0.7, y + h * 0.28, Math.min(w, h) * 0.08), '#f6ecd0') : '',
    path(`M${n(x)} ${n(y + h)}Q${n(x + w * 0.3)} ${n(y + h * 0.62)} ${n(x + w * 0.62)} ${n(y + h * 0.78)}T${n(x + w)} ${n(y + h * 0.66)}V${n(y + h)}Z`, evening ? mix('#2e3a3a', t.primary, 0.1) : mix('#8fbf8a', t.second, 0.15)),
    stroke(`M${n(x + w / 2)} ${n(y)}V${n(y + h)}M${n(x)} ${n(y + h / 2)}H${n(x + w)}`, frame, bar), rect(x - bar * 3, y + h + bar, w + bar * 6, bar * 2, shade(frame, 0.06))].join('');
}

/** A floor lamp glowing warm at (x, f), m a metre. */
function lamp(c: Ctx, x: number, f: number, m: number): string {
  const glow = c.defs.rad([[0, '#ffd58a', c.t.dark ? 0.55 : 0.4], [1, '#ffd58a', 0]]);
  return [path(circleD(x, f - m * 1.45, m * 0.9), glow), stroke(`M${n(x)} ${n(f)}V${n(f - m * 1.35)}M${n(x - m * 0.16)} ${n(f)}H${n(x + m * 0.16)}`, shade(c.t.text, 0.1), Math.max(2, m * 0.03)),
    path(`M${n(x - m * 0.22)} ${n(f - m * 1.3)}L${n(x - m * 0.14)} ${n(f - m * 1.62)}H${n(x + m * 0.14)}L${n(x + m * 0.22)} ${n(f - m * 1.3)}Z`, mix('#f3e3c3', c.t.primary, 0.08))].join('');
}

/** A picture on the wall: a framed landscape of hills and a sun (no face, no words). */
function picture(c: Ctx, x: number, y: number, w: number, h: number): string {
  const { t } = c, b = Math.max(3, w * 0.07);
  return [rect(x, y, w, h, mix('#8a6446', t.primary, 0.1)), rect(x + b, y + b, w - b * 2, h - b * 2, mix('#f4ead6', t.second, 0.15)),
    path(`M${n(x + b)} ${n(y + h - b)}V${n(y + h * 0.62)}Q${n(x + w * 0.35)} ${n(y + h * 0.42)} ${n(x + w * 0.6)} ${n(y + h * 0.6)}T${n(x + w - b)} ${n(y + h * 0.55)}V${n(y + h - b)}Z`, mix('#7fa87a', t.second, 0.2)),
    path(circleD(x + w * 0.68, y + h * 0.34, w * 0.09), mix('#f2c14e', t.primary, 0.1))].join('');
}

/** A potted plant at (x, f), m a metre. */
function plant(c: Ctx, x: number, f: number, m: number): string {
  const leaf = mix('#4f7a4a', c.t.second, 0.12), pot = mix('#c77b58', c.t.primary, 0.12);
  let d = '';
  for (let i = 0; i < 7; i++) {
    const a = (-150 + i * 20) * (Math.PI / 180), l = m * (0.32 + (i % 3) * 0.08), bx = x, by = f - m * 0.3;
    const tx = bx + Math.cos(a) * l, ty = by + Math.sin(a) * l, nx = -Math.sin(a) * m * 0.07, ny = Math.cos(a) * m * 0.07;
    d += `M${n(bx)} ${n(by)}Q${n((bx + tx) / 2 + nx)} ${n((by + ty) / 2 + ny)} ${n(tx)} ${n(ty)}Q${n((bx + tx) / 2 - nx)} ${n((by + ty) / 2 - ny)} ${n(bx)} ${n(by)}Z`;
  }
  return [path(d, leaf), path(`M${n(x - m * 0.15)} ${n(f - m * 0.32)}H${n(x + m * 0.15)}L${n(x + m * 0.11)} ${n(f)}H${n(x - m * 0.11)}Z`, pot)].join('');
}

/** A soft shadow on the floor. */
const floorShadow = (c: Ctx, x: number, y: number, w: number): string => ellipse(x, y, w / 2, Math.max(2, w * 0.05), c.t.shadow, { op: 0.16 });

/** The carer: a tunic in the brand colour with a paler V neck, navy trousers; a skin tone and hair by the site. */
function carer(c: Ctx, i = 0): Look {
  const { t } = c, k = c.family.length + i * 3;
  const tunic = t.dark ? tint(t.primary, 0.08) : t.primary;
  const hairs = ['#2b1d14', '#1a1a1a', '#6b4a2b', '#c9a86a', '#4a3326'];
  return { top: tunic, legs: mix('#27324a', t.primary, 0.08), skin: skin(k * 2 + 1), hair: hairs[k % hairs.length] as string, style: [2, 0, 1, 3, 4][k % 5] as number, scarf: tint(tunic, 0.62), collar: true };
}

/** The older person: a cardigan or a jumper toned to the site, grey or white hair, slacks or a long skirt. */
function elder(c: Ctx, i = 0): Look {
  const { t } = c, k = c.family.length + i * 5 + 2;
  const cardigans = [mix('#8c6a4a', t.second, 0.12), mix('#6f7d8c', t.second, 0.15), mix('#9a6a7a', t.second, 0.12), mix('#6b7f5a', t.second, 0.12)];
  const top = cardigans[k % cardigans.length] as string, skirt = k % 2 === 0;
  return { top, legs: skirt ? mix('#5d5a6a', t.second, 0.1) : mix('#5a5f6b', t.primary, 0.06), skin: skin(k * 2), hair: ['#d9dadc', '#b9bcc2', '#e9e6e0'][k % 3] as string, style: [2, 0, 3][k % 3] as number, ...(skirt ? { skirt: 'long' as const } : {}) };
}

/** An armchair seen from the front for a sitter of height h at x on the floor y: the back and seat (drawn before the sitter) and the arms (after). */
function armchairFront(x: number, y: number, h: number, col: string, wood: string): { back: string; arms: string } {
  const u = h / 8, hip = y - u * 2.2;
  const back = [path(`M${n(x - u * 1.9)} ${n(hip + u * 0.2)}V${n(hip - u * 3.3)}Q${n(x - u * 1.9)} ${n(hip - u * 4.2)} ${n(x)} ${n(hip - u * 4.2)}Q${n(x + u * 1.9)} ${n(hip - u * 4.2)} ${n(x + u * 1.9)} ${n(hip - u * 3.3)}V${n(hip + u * 0.2)}Z`, shade(col, 0.1)),
    rect(x - u * 1.9, hip - u * 0.1, u * 3.8, u * 1.1, col, { rx: u * 0.3 }), stroke(`M${n(x - u * 1.6)} ${n(hip + u * 1)}V${n(y)}M${n(x + u * 1.6)} ${n(hip + u * 1)}V${n(y)}`, wood, u * 0.22)].join('');
  const arms = rect(x - u * 2.35, hip - u * 1.25, u * 0.8, u * 2.3, tint(col, 0.06), { rx: u * 0.35 }) + rect(x + u * 1.55, hip - u * 1.25, u * 0.8, u * 2.3, tint(col, 0.06), { rx: u * 0.35 });
  return { back, arms };
}

/** A wooden dining chair's back seen from the front, above a table or behind a sitter (x on the floor y, sitter h). */
function chairBack(x: number, y: number, h: number, wood: string): string {
  const u = h / 8, hip = y - u * 2.2;
  return stroke(`M${n(x - u * 1.25)} ${n(y)}V${n(hip - u * 3)}M${n(x + u * 1.25)} ${n(y)}V${n(hip - u * 3)}M${n(x - u * 1.25)} ${n(hip - u * 2.8)}H${n(x + u * 1.25)}M${n(x - u * 1.25)} ${n(hip - u * 2.2)}H${n(x + u * 1.25)}`, wood, u * 0.28) +
    rect(x - u * 1.45, hip - u * 0.05, u * 2.9, u * 0.4, shade(wood, 0.1), { rx: u * 0.1 });
}

/** A cup of tea on its saucer at (x, y) (the saucer's foot), s its width, steam rising when `hot`. */
function teacup(x: number, y: number, s: number, col: string, hot = true): string {
  return [ellipse(x, y - s * 0.05, s * 0.75, s * 0.12, '#f4f1ea'), path(`M${n(x - s * 0.45)} ${n(y - s * 0.6)}H${n(x + s * 0.45)}Q${n(x + s * 0.4)} ${n(y - s * 0.1)} ${n(x)} ${n(y - s * 0.1)}Q${n(x - s * 0.4)} ${n(y - s * 0.1)} ${n(x - s * 0.45)} ${n(y - s * 0.6)}Z`, col),
    stroke(`M${n(x + s * 0.42)} ${n(y - s * 0.5)}q${n(s * 0.28)} ${n(s * 0.05)} ${n(s * 0.02)} ${n(s * 0.3)}`, col, s * 0.09),
    hot ? stroke(`M${n(x - s * 0.12)} ${n(y - s * 0.75)}q${n(-s * 0.15)} ${n(-s * 0.25)} 0 ${n(-s * 0.5)}q${n(s * 0.15)} ${n(-s * 0.25)} 0 ${n(-s * 0.5)}M${n(x + s * 0.16)} ${n(y - s * 0.8)}q${n(-s * 0.15)} ${n(-s * 0.2)} 0 ${n(-s * 0.42)}`, '#ffffff', s * 0.06, 0.55) : ''].join('');
}

/** A round side table at (x, f), its top at `top`, m a metre. */
function sideTable(x: number, f: number, top: number, m: number, wood: string): string {
  return [stroke(`M${n(x)} ${n(top)}V${n(f)}M${n(x - m * 0.16)} ${n(f)}H${n(x + m * 0.16)}`, shade(wood, 0.15), m * 0.045), ellipse(x, top, m * 0.3, m * 0.05, wood)].join('');
}

// ---------------------------------------------------------------------------------------------------------------
// The sitting room.

/**
 * The hero: a sitting room, the older person in an armchair by the window with a cup of tea, the carer sitting beside
 * her on a low chair turned in, a side table with the teapot, a lamp, a picture, a plant and a rug. `alt`: from the other
 * side, the carer leaning in over a photo album on her lap, a clock over the mantel.
 */
function sittingRoom(c: Ctx, alt: boolean): string {
  const { t } = c, k = roomTones(c);
  const { f, m, X } = layout(c, 4.4, 0.84, 0.3);
  const h = m * 1.75, u = h / 8;
  const out = [walls(c, f), homeWindow(c, X(0.3), f - m * 2.4, m * 1.2, m * 1.3)];
  if (alt) {
    const cx = X(3.0), cy = f - m * 2.05, r = m * 0.2;
    out.push(path(circleD(cx, cy, r), mix('#8a6446', t.primary, 0.1)), path(circleD(cx, cy, r * 0.82), '#f7f3ea'), stroke(`M${n(cx)} ${n(cy)}V${n(cy - r * 0.6)}M${n(cx)} ${n(cy)}L${n(cx + r * 0.45)} ${n(cy + r * 0.1)}`, '#2b2b2e', r * 0.1));
  } else out.push(picture(c, X(2.65), f - m * 2.3, m * 0.8, m * 0.6));
  out.push(ellipse(X(2.2), f + m * 0.22, m * 2.0, m * 0.22, mix(t.sSoft, t.second, 0.25), { op: 0.85 }));
  out.push(lamp(c, X(4.15), f, m), alt ? plant(c, X(3.7), f, m) : '');
  // The older person in her armchair, the carer on a low chair beside her.
  const ex = X(1.75), cx = ex + u * 4.3, chair = mix(k.fabric, t.primary, 0.12);
  const ac = armchairFront(ex, f, h, chair, shade(k.wood, 0.2));
  out.push(floorShadow(c, ex, f, m * 1.2), floorShadow(c, cx, f, m), ac.back, chairBack(cx, f, h * 0.96, k.wood));
  const L = new Layer(), L2 = new Layer();
  const eb = figure(L, ex, f, h, elder(c), alt ? [[ex - u * 0.75, f - u * 2.7], [ex + u * 0.75, f - u * 2.7]] : 'lap', { seated: true, shadow: false });
  // The carer after the armchair's arms: her hand rests on its arm (or on the album).
  figure(L2, cx, f, h * 0.96, carer(c), alt ? [[ex + u * 1.2, f - u * 2.75], [cx - u * 0.3, f - u * 2.3]] : [[ex + u * 1.95, f - u * 3.4], [cx + u * 0.45, f - u * 2.3]], { seated: true, shadow: false });
  out.push(L.toString(), ac.arms, L2.toString());
  if (alt) {
    // A photo album open on her lap: two pages of little pictures.
    const ax = ex, ay = f - u * 2.75, w = u * 1.1;
    out.push(rect(ax - w, ay - u * 0.55, w * 2, u * 0.6, mix('#7a4e3a', t.primary, 0.15), { rx: u * 0.05 }), rect(ax - w * 0.95, ay - u * 0.5, w * 0.92, u * 0.5, '#fbf8f0'), rect(ax + w * 0.03, ay - u * 0.5, w * 0.92, u * 0.5, '#fbf8f0'),
      path(rectD(ax - w * 0.85, ay - u * 0.43, w * 0.34, u * 0.2) + rectD(ax - w * 0.42, ay - u * 0.3, w * 0.3, u * 0.22) + rectD(ax + w * 0.15, ay - u * 0.42, w * 0.34, u * 0.22) + rectD(ax + w * 0.56, ay - u * 0.28, w * 0.3, u * 0.2), mix('#9cb7c8', t.second, 0.25)));
  } else {
    out.push(teacup(eb.hands[0][0] + u * 0.5, eb.hands[0][1] - u * 0.02, u * 0.55, '#f4f1ea', true));
  }
  // The side table between them with the teapot and the carer's cup.
  const tx = ex - u * 2.35 - m * 0.4, top = f - m * 0.6;
  out.push(sideTable(tx, f, top, m, k.wood),
    path(`M${n(tx - m * 0.16)} ${n(top)}Q${n(tx - m * 0.2)} ${n(top - m * 0.22)} ${n(tx)} ${n(top - m * 0.22)}Q${n(tx + m * 0.2)} ${n(top - m * 0.22)} ${n(tx + m * 0.16)} ${n(top)}Z`, alt ? '#f4f1ea' : t.second),
    stroke(`M${n(tx + m * 0.17)} ${n(top - m * 0.1)}l${n(m * 0.12)} ${n(-m * 0.1)}`, alt ? '#e6e1d6' : t.second, m * 0.03), path(circleD(tx, top - m * 0.25, m * 0.03), shade(alt ? '#e6e1d6' : t.second, 0.15)),
    teacup(tx - m * 0.24, top, m * 0.12, '#f4f1ea', false));
  return out.join('');
}

// ---------------------------------------------------------------------------------------------------------------
// The kitchen.

/** The kitchen: tiles, cupboards, the counter with the kettle by the window, the carer serving a meal at the table where the older person sits. */
function kitchen(c: Ctx): string {
  const { t } = c, k = roomTones(c);
  const { f, m, X } = layout(c, 5.4, 0.86, 0.29);
  const h = m * 1.65, u = h / 8;
  const out = [walls(c, f)];
  // The counter run along the back wall: base units, the worktop, a splashback of tiles, wall cupboards, the window over the sink.
  const unit = c.t.dark ? mix('#6f7f86', t.second, 0.2) : mix('#dfe7e4', t.second, 0.18), top = f - m * 0.9, x0 = X(0), x1 = X(2.7);
  let tiles = '';
  for (let y = top - m * 0.6; y < top; y += m * 0.15) tiles += `M${n(x0)} ${n(y)}H${n(x1)}`;
  for (let x = x0; x < x1; x += m * 0.15) tiles += `M${n(x)} ${n(top - m * 0.6)}V${n(top)}`;
  out.push(rect(x0, top - m * 0.6, x1 - x0, m * 0.6, tint(k.wall, 0.25)), stroke(tiles, shade(k.wall, 0.08), Math.max(1, m * 0.008)),
    homeWindow(c, X(0.75), top - m * 1.45, m * 1.05, m * 0.72), rect(X(1.95), top - m * 1.7, x1 - X(1.95), m * 0.75, unit), stroke(`M${n(X(2.32))} ${n(top - m * 1.7)}V${n(top - m * 0.95)}`, shade(unit, 0.12), m * 0.015),
    rect(x0, top, x1 - x0, f - top, unit), rect(x0 - m * 0.02, top - m * 0.05, x1 - x0 + m * 0.04, m * 0.06, c.t.dark ? '#b9b3a8' : mix('#8a8f96', t.bg, 0.3)));
  let doors = '', knobs = '';
  for (let x = x0 + m * 0.05; x < x1 - m * 0.3; x += m * 0.6) { doors += rectD(x, top + m * 0.08, m * 0.52, f - top - m * 0.14); knobs += `M${n(x + m * 0.42)} ${n(top + m * 0.2)}h0`; }
  out.push(path(doors, 'none', { stroke: shade(unit, 0.12), sw: Math.max(1, m * 0.012) }), stroke(knobs, shade(unit, 0.4), m * 0.035));
  // The kettle (in the second colour) and a bowl of fruit on the worktop.
  const kx = X(2.2), ky = top - m * 0.05, kc = mix(t.second, '#d9dde2', 0.2);
  out.push(path(`M${n(kx - m * 0.13)} ${n(ky)}L${n(kx - m * 0.1)} ${n(ky - m * 0.24)}Q${n(kx)} ${n(ky - m * 0.3)} ${n(kx + m * 0.1)} ${n(ky - m * 0.24)}L${n(kx + m * 0.13)} ${n(ky)}Z`, kc),
    stroke(`M${n(kx - m * 0.08)} ${n(ky - m * 0.27)}Q${n(kx)} ${n(ky - m * 0.38)} ${n(kx + m * 0.08)} ${n(ky - m * 0.27)}M${n(kx - m * 0.12)} ${n(ky - m * 0.16)}l${n(-m * 0.09)} ${n(-m * 0.07)}`, shade(kc, 0.3), m * 0.025),
    ellipse(X(1.5), ky - m * 0.04, m * 0.17, m * 0.06, mix('#d9d0c0', t.bg, 0.2)),
    path(circleD(X(1.44), ky - m * 0.1, m * 0.06) + circleD(X(1.56), ky - m * 0.11, m * 0.06), mix('#e08a3a', t.primary, 0.08)), path(circleD(X(1.5), ky - m * 0.16, m * 0.06), mix('#8fbf4a', t.second, 0.08)));
  // The table with the older person sitting at it; the carer standing at its end serving the plate.
  const ex = X(4.1), tableTop = f - m * 0.74, tw = m * 1.5, cloth = c.t.dark ? mix('#e8e2d6', t.second, 0.15) : mix('#ffffff', t.second, 0.12);
  out.push(floorShadow(c, ex, f, m * 1.8), chairBack(ex, f, h, k.wood));
  const L = new Layer();
  figure(L, ex, f, h, elder(c, 1), [[ex - u * 0.8, tableTop - u * 0.2], [ex + u * 0.6, tableTop - u * 0.15]], { seated: true, shadow: false });
  const cx = X(3.0), plateAt: Pt = [X(3.55), tableTop - u * 0.35];
  figure(L, cx, f, h * 1.02, carer(c), [[plateAt[0] - u * 0.45, plateAt[1] + u * 0.05], [plateAt[0] + u * 0.1, plateAt[1] + u * 0.08]]);
  out.push(L.toString());
  // The table in front of her: a cloth, her plate, a glass of water, the salt and a little vase.
  out.push(rect(ex - tw / 2, tableTop, tw, m * 0.34, cloth, { rx: m * 0.02 }), rect(ex - tw / 2, tableTop + m * 0.3, tw, m * 0.05, shade(cloth, 0.08)),
    stroke(`M${n(ex - tw * 0.42)} ${n(tableTop + m * 0.35)}V${n(f)}M${n(ex + tw * 0.42)} ${n(tableTop + m * 0.35)}V${n(f)}`, k.wood, m * 0.05),
    ellipse(ex + u * 0.2, tableTop - m * 0.01, m * 0.2, m * 0.035, '#f7f5ef'), rect(ex + tw * 0.3, tableTop - m * 0.17, m * 0.07, m * 0.16, '#d8ecf4', { op: 0.9, rx: 2 }),
    path(`M${n(ex - tw * 0.38)} ${n(tableTop)}q${n(-m * 0.05)} ${n(-m * 0.1)} 0 ${n(-m * 0.15)}q${n(m * 0.05)} ${n(m * 0.05)} 0 ${n(m * 0.15)}Z`, t.second), path(circleD(ex - tw * 0.38, tableTop - m * 0.2, m * 0.045), mix('#f2c14e', t.primary, 0.1)));
  // The meal on the plate she serves: a plate, greens, potatoes and a portion of pie; steam over it.
  const [px, py] = plateAt;
  out.push(ellipse(px, py, m * 0.22, m * 0.045, '#fbf9f4'), ellipse(px - m * 0.07, py - m * 0.03, m * 0.07, m * 0.03, mix('#6aa84f', t.second, 0.1)), ellipse(px + m * 0.06, py - m * 0.035, m * 0.08, m * 0.035, mix('#e3b25e', t.primary, 0.08)),
    stroke(`M${n(px - m * 0.03)} ${n(py - m * 0.1)}q${n(-m * 0.04)} ${n(-m * 0.06)} 0 ${n(-m * 0.12)}M${n(px + m * 0.06)} ${n(py - m * 0.1)}q${n(-m * 0.04)} ${n(-m * 0.06)} 0 ${n(-m * 0.12)}`, '#ffffff', m * 0.018, 0.6));
  return out.join('');
}

// ---------------------------------------------------------------------------------------------------------------
// The garden walk.

/** A garden path or a park walk: trees, a lawn, a path curving away, a bench, a border; the older person with a stick arm in arm with the carer. */
function gardenWalk(c: Ctx): string {
  const { W, H, t } = c, dusk = t.dark;
  const sky = dusk ? [mix('#2c3166', t.primary, 0.15), mix('#e3977a', t.primary, 0.15)] : [mix('#8fc2e8', t.second, 0.12), mix('#f1f7f6', t.bg, 0.2)];
  const lawn = dusk ? mix('#3f5a3a', t.second, 0.1) : mix('#8dbb6a', t.second, 0.08), tree = dusk ? mix('#2f4a36', t.second, 0.1) : mix('#5f9150', t.second, 0.1);
  const far = dusk ? mix('#3a4a4a', t.primary, 0.1) : mix('#a9c79a', t.second, 0.1), gy = H * 0.5;
  const out = [rect(0, 0, W, gy + H * 0.02, c.defs.lin([[0, sky[0] as string], [1, sky[1] as string]]))];
  if (dusk) out.push(path(circleD(W * 0.2, H * 0.14, Math.min(W, H) * 0.035), '#f6ecd0'));
  // Far trees over a hedge, the lawn, the path curving from the foot of the frame to the back.
  const r = c.rng.fork('trees');
  let blobs = '';
  for (let x = -W * 0.02; x < W * 1.02; x += W * r.range(0.05, 0.09)) blobs += circleD(x, gy - H * r.range(0.02, 0.08), H * r.range(0.06, 0.1));
  out.push(path(blobs, far), rect(0, gy - H * 0.03, W, H * 0.05, shade(far, 0.12)), rect(0, gy, W, H - gy, c.defs.lin([[0, lawn], [1, shade(lawn, 0.12)]])));
  const X = (q: number) => (c.behindText ? W * (0.38 + q * 0.62) : W * q);
  const pathCol = dusk ? mix('#8a7e72', t.primary, 0.1) : mix('#e3d3b2', t.bg, 0.15);
  out.push(path(`M${n(X(0.3))} ${n(H)}C${n(X(0.42))} ${n(H * 0.78)} ${n(X(0.78))} ${n(H * 0.66)} ${n(X(0.6))} ${n(gy)}H${n(X(0.66))}C${n(X(0.9))} ${n(H * 0.66)} ${n(X(0.72))} ${n(H * 0.8)} ${n(X(0.86))} ${n(H)}Z`, pathCol));
  // Two trees: trunks and round crowns; a flower border along the back.
  const u0 = Math.min(H, W * 0.8);
  const treeAt = (x: number, y: number, s: number) => [stroke(`M${n(x)} ${n(y)}V${n(y - s * 0.7)}`, mix('#6b4a32', t.primary, 0.1), s * 0.08),
    path(circleD(x, y - s * 0.95, s * 0.38) + circleD(x - s * 0.28, y - s * 0.72, s * 0.26) + circleD(x + s * 0.3, y - s * 0.75, s * 0.28), tree)].join('');
  out.push(treeAt(c.behindText ? W * 0.42 : W * 0.12, gy + H * 0.06, u0 * 0.55), treeAt(X(0.92), gy + H * 0.04, u0 * 0.48));
  let flowers = '';
  const fr = c.rng.fork('flowers');
  for (let i = 0; i < 26; i++) flowers += `M${n(fr.range(0, W))} ${n(gy + H * fr.range(0.01, 0.06))}h0`;
  out.push(stroke(flowers, dusk ? tint(t.second, 0.2) : t.second, Math.max(3, H * 0.014)), stroke(flowers.replace(/h0/g, 'h1'), '#f2c14e', Math.max(2, H * 0.007)));
  // The bench under the far tree.
  const bx = X(0.88), by = H * 0.7, bw = H * 0.2, wood = mix('#8a6446', t.primary, 0.1);
  out.push(stroke(`M${n(bx - bw)} ${n(by - bw * 0.55)}H${n(bx + bw)}M${n(bx - bw)} ${n(by - bw * 0.42)}H${n(bx + bw)}M${n(bx - bw * 1.05)} ${n(by - bw * 0.22)}H${n(bx + bw * 1.05)}`, wood, bw * 0.07),
    stroke(`M${n(bx - bw * 0.9)} ${n(by)}V${n(by - bw * 0.6)}M${n(bx + bw * 0.9)} ${n(by)}V${n(by - bw * 0.6)}`, shade(wood, 0.3), bw * 0.06));
  // The two of them on the path, arm in arm, she with her stick in her other hand.
  const y = H * 0.93, h = H * 0.58, u = h / 8, ex = X(0.5), cx = ex + u * 2.3;
  const L = new Layer();
  const stickHand: Pt = [ex - u * 1.35, y - u * 3.4];
  figure(L, ex, y, h * 0.96, elder(c, 2), [stickHand, [ex + u * 1.0, y - u * 3.9]]);
  figure(L, cx, y, h, carer(c, 1), [[ex + u * 0.95, y - u * 4.05], [cx + u * 1.0, y - u * 3.6]]);
  out.push(ellipse(ex + u, y, u * 2.6, u * 0.3, '#000000', { op: 0.12 }), L.toString(),
    stroke(`M${n(stickHand[0])} ${n(stickHand[1] + u * 0.1)}L${n(stickHand[0] - u * 0.15)} ${n(y)}M${n(stickHand[0] - u * 0.4)} ${n(stickHand[1] + u * 0.05)}q${n(u * 0.05)} ${n(-u * 0.35)} ${n(u * 0.4)} ${n(-u * 0.05)}`, '#5b3f2c', u * 0.16));
  return out.join('');
}

// ---------------------------------------------------------------------------------------------------------------
// Medication and the care plan.

/** Close on a table by the window: a weekly pill organiser with two days open, a glass of water, the care folder open with its notes, reading glasses, a mug. */
function medication(c: Ctx): string {
  const { W, H, t } = c, k = roomTones(c);
  const ty = H * 0.56, X = (q: number) => (c.behindText ? W * (0.38 + q * 0.62) : W * q);
  const m = Math.min(H * 0.78, (c.behindText ? W * 0.62 : W) * 0.48);
  const out = [rect(0, 0, W, ty, c.defs.lin([[0, tint(k.wall, 0.04)], [1, shade(k.wall, 0.06)]])), homeWindow(c, X(0.08), H * 0.08, Math.min(W * 0.3, H * 0.5), ty - H * 0.2), plant(c, X(0.86), ty, m * 0.9)];
  const top = c.t.dark ? shade(mix('#9a6e48', t.primary, 0.08), 0.15) : mix('#c9a27a', t.primary, 0.08);
  out.push(rect(0, ty, W, H - ty, c.defs.lin([[0, tint(top, 0.08)], [1, shade(top, 0.12)]])), rect(0, ty, W, Math.max(2, H * 0.008), tint(top, 0.2)));
  // The care folder, open: a ring binder in the brand colour with a page of ruled notes and a chart of ticks.
  const fx = X(0.25), fy = H * 0.67, fw = m * 0.36, fh = m * 0.24;
  out.push(ellipse(fx + fw * 0.05, fy + fh * 1.05, fw * 1.05, fh * 0.12, t.shadow, { op: 0.14 }), path(`M${n(fx - fw)} ${n(fy)}L${n(fx + fw)} ${n(fy)}L${n(fx + fw * 1.1)} ${n(fy + fh)}L${n(fx - fw * 1.1)} ${n(fy + fh)}Z`, t.dark ? tint(t.primary, 0.08) : t.primary),
    path(`M${n(fx - fw * 0.95)} ${n(fy + fh * 0.06)}L${n(fx - fw * 0.04)} ${n(fy + fh * 0.06)}L${n(fx - fw * 0.03)} ${n(fy + fh * 0.92)}L${n(fx - fw * 1.03)} ${n(fy + fh * 0.92)}ZM${n(fx + fw * 0.04)} ${n(fy + fh * 0.06)}L${n(fx + fw * 0.95)} ${n(fy + fh * 0.06)}L${n(fx + fw * 1.03)} ${n(fy + fh * 0.92)}L${n(fx + fw * 0.03)} ${n(fy + fh * 0.92)}Z`, '#fbfaf6'));
  let lines = '', grid = '';
  for (let i = 0; i < 5; i++) { const y = fy + fh * (0.2 + i * 0.15); lines += `M${n(fx - fw * (0.85 + i * 0.01))} ${n(y)}H${n(fx - fw * (0.2 + (i % 2) * 0.15))}`; }
  for (let i = 0; i < 4; i++) { const y = fy + fh * (0.22 + i * 0.18); grid += `M${n(fx + fw * 0.15)} ${n(y)}l${n(fw * 0.04)} ${n(fh * 0.05)}l${n(fw * 0.07)} ${n(-fh * 0.09)}M${n(fx + fw * 0.4)} ${n(y)}l${n(fw * 0.04)} ${n(fh * 0.05)}l${n(fw * 0.07)} ${n(-fh * 0.09)}`; }
  out.push(stroke(lines, mix('#9aa1ab', t.text, 0.2), Math.max(1, fh * 0.035)), stroke(grid, mix('#3f8f5a', t.second, 0.15), Math.max(1, fh * 0.04)),
    stroke(`M${n(fx)} ${n(fy + fh * 0.2)}v${n(fh * 0.02)}M${n(fx)} ${n(fy + fh * 0.5)}v${n(fh * 0.02)}M${n(fx)} ${n(fy + fh * 0.78)}v${n(fh * 0.02)}`, '#b7bdc4', fh * 0.07));
  // The weekly organiser: seven compartments with coloured lids, Monday and Tuesday open with their tablets.
  const ox = X(0.6), oy = H * 0.74, cw = m * 0.11, ow = cw * 7, lids = ['#e8574b', '#f08a24', '#f2c14e', '#6aa84f', '#3d9ad1', '#5b5fc7', '#a05bc7'].map((col) => mix(col, t.primary, 0.08));
  out.push(ellipse(ox, oy + cw * 0.95, ow * 0.58, cw * 0.16, t.shadow, { op: 0.15 }), rect(ox - ow / 2, oy, ow, cw * 0.85, '#f2f4f6', { rx: cw * 0.12 }));
  const pillCols = ['#ffffff', '#f2c9a0', '#f6e27a'];
  lids.forEach((col, i) => {
    const x = ox - ow / 2 + i * cw;
    if (i < 2) {
      out.push(rect(x + cw * 0.08, oy + cw * 0.05, cw * 0.84, cw * 0.4, shade('#e4e8ec', 0.06), { rx: cw * 0.08 }),
        path(`M${n(x + cw * 0.06)} ${n(oy)}L${n(x + cw * 0.12)} ${n(oy - cw * 0.55)}H${n(x + cw * 0.88)}L${n(x + cw * 0.94)} ${n(oy)}Z`, col, { op: 0.85 }));
      pillCols.forEach((p, j) => out.push(ellipse(x + cw * (0.3 + j * 0.2), oy + cw * (0.2 + (j % 2) * 0.08), cw * 0.1, cw * 0.065, p)));
    } else out.push(rect(x + cw * 0.06, oy - cw * 0.04, cw * 0.88, cw * 0.3, col, { rx: cw * 0.08, op: 0.85 }));
  });
  // The box's front, one compartment to a day.
  let walls = '';
  for (let i = 1; i < 7; i++) walls += `M${n(ox - ow / 2 + i * cw)} ${n(oy + cw * 0.3)}V${n(oy + cw * 0.82)}`;
  out.push(stroke(walls, '#d3d8de', Math.max(1, cw * 0.04)));
  // A glass of water, the reading glasses, a mug.
  const gx = X(0.82), gy = H * 0.7, gw = m * 0.065, gh = m * 0.2;
  out.push(ellipse(gx, gy, gw * 1.1, gw * 0.25, t.shadow, { op: 0.14 }), path(`M${n(gx - gw)} ${n(gy - gh)}L${n(gx - gw * 0.85)} ${n(gy)}H${n(gx + gw * 0.85)}L${n(gx + gw)} ${n(gy - gh)}Z`, '#e8f3f8', { op: 0.75 }),
    path(`M${n(gx - gw * 0.95)} ${n(gy - gh * 0.7)}L${n(gx - gw * 0.85)} ${n(gy)}H${n(gx + gw * 0.85)}L${n(gx + gw * 0.95)} ${n(gy - gh * 0.7)}Z`, mix('#a9d3ea', t.second, 0.15), { op: 0.7 }),
    stroke(`M${n(gx - gw * 0.55)} ${n(gy - gh * 0.9)}V${n(gy - gh * 0.15)}`, '#ffffff', gw * 0.15, 0.7));
  const sx = X(0.3), sy = H * 0.93, sr = m * 0.045;
  out.push(stroke(circleD(sx - sr * 1.2, sy, sr) + circleD(sx + sr * 1.2, sy, sr) + `M${n(sx - sr * 0.2)} ${n(sy)}h${n(sr * 0.4)}M${n(sx - sr * 2.2)} ${n(sy - sr * 0.2)}l${n(-sr * 1.6)} ${n(-sr * 0.7)}M${n(sx + sr * 2.2)} ${n(sy - sr * 0.2)}l${n(sr * 1.6)} ${n(-sr * 0.7)}`, shade(t.text, 0.1), Math.max(1.5, sr * 0.16)));
  out.push(teacup(X(0.9), H * 0.9, m * 0.11, t.second, true));
  return out.join('');
}

// ---------------------------------------------------------------------------------------------------------------
// The arrival.

/**
 * A carer arriving at a front door: the house front (brick or painted render by site), a panelled door in a colour with
 * a fanlight and a knocker, a lamp, pots either side of the step, a window with curtains; the carer on the step with
 * her bag over her shoulder. `open`: the door open onto a lit hall, the older person in the doorway welcoming her in,
 * the carer seen from behind.
 */
function arrival(c: Ctx, open: boolean): string {
  const { W, H, t } = c, dusk = t.dark;
  const brick = c.family.length % 2 === 0;
  const wall = brick ? (dusk ? shade(mix('#a75e46', t.primary, 0.08), 0.3) : mix('#b86a4f', t.primary, 0.08)) : (dusk ? shade(mix('#ece3d2', t.bg, 0.1), 0.35) : mix('#efe6d4', t.bg, 0.15));
  const { f, m, X } = layout(c, 5, 0.88, 0.3);
  const out = [rect(0, 0, W, f, wall)];
  if (brick) {
    // Courses of brick as a few patches of outlined bricks, not the whole wall (bytes).
    let d = '';
    const bh = m * 0.08, bw = m * 0.24, r = c.rng.fork('bricks');
    for (let i = 0; i < 9; i++) {
      const x0 = r.range(0, W), y0 = Math.floor(r.range(0, f / bh - 3)) * bh;
      for (let row = 0; row < 3; row++) for (let j = 0; j < 3 - Math.abs(row - 1); j++) d += rectD(x0 + (j + (row % 2) * 0.5) * bw, y0 + row * bh, bw, bh);
    }
    out.push(path(d, 'none', { stroke: tint(wall, 0.22), sw: Math.max(1, m * 0.01), op: 0.6 }));
  }
  // The pavement and the step.
  out.push(rect(0, f, W, H - f, dusk ? mix('#4a4c52', t.primary, 0.08) : mix('#bfbcb4', t.bg, 0.2)));
  const dx = X(2.2), dw = m * 0.95, dh = m * 2.05, dTop = f - dh - m * 0.12, door = mix('#2f5d50', t.second, 0.35);
  out.push(rect(dx - dw * 0.72, f - m * 0.14, dw * 1.44, m * 0.14, dusk ? '#8d8a84' : '#d9d5cc'), rect(dx - dw * 0.62, dTop - m * 0.5, dw * 1.24, dh + m * 0.5, dusk ? '#d8d2c8' : '#f8f6f0'));
  // The fanlight, glowing warm at dusk.
  out.push(path(`M${n(dx - dw * 0.5)} ${n(dTop - m * 0.04)}V${n(dTop - m * 0.12)}A${n(dw * 0.5)} ${n(m * 0.34)} 0 0 1 ${n(dx + dw * 0.5)} ${n(dTop - m * 0.12)}V${n(dTop - m * 0.04)}Z`, dusk || open ? '#ffd58a' : mix('#a9c7d8', t.second, 0.2)));
  if (open) {
    // The hall beyond the open door: warm light, a runner, a picture; the door swung in against the frame.
    out.push(rect(dx - dw / 2, dTop, dw, dh, c.defs.lin([[0, '#f6dfb0'], [1, '#e9c98e']])), rect(dx - dw * 0.2, dTop + dh * 0.2, dw * 0.4, dh * 0.16, mix('#9cb7c8', t.second, 0.2)),
      path(`M${n(dx - dw * 0.3)} ${n(dTop + dh)}L${n(dx - dw * 0.15)} ${n(dTop + dh * 0.72)}H${n(dx + dw * 0.15)}L${n(dx + dw * 0.3)} ${n(dTop + dh)}Z`, mix('#b4463c', t.primary, 0.2), { op: 0.8 }),
      path(`M${n(dx + dw / 2)} ${n(dTop)}L${n(dx + dw * 0.3)} ${n(dTop + dh * 0.05)}V${n(dTop + dh * 0.97)}L${n(dx + dw / 2)} ${n(dTop + dh)}Z`, door));
  } else {
    out.push(rect(dx - dw / 2, dTop, dw, dh, door), path(rectD(dx - dw * 0.38, dTop + dh * 0.06, dw * 0.3, dh * 0.38) + rectD(dx + dw * 0.08, dTop + dh * 0.06, dw * 0.3, dh * 0.38) + rectD(dx - dw * 0.38, dTop + dh * 0.52, dw * 0.3, dh * 0.4) + rectD(dx + dw * 0.08, dTop + dh * 0.52, dw * 0.3, dh * 0.4), 'none', { stroke: shade(door, 0.2), sw: Math.max(1.5, m * 0.015) }),
      path(circleD(dx, dTop + dh * 0.3, dw * 0.05), '#d9a93e'), path(circleD(dx + dw * 0.36, dTop + dh * 0.52, dw * 0.035), '#d9a93e'), rect(dx - dw * 0.12, dTop + dh * 0.48, dw * 0.24, dh * 0.025, '#d9a93e'));
  }
  // A lamp by the door, a window with its curtains, pots of flowers by the step.
  const lx = dx + dw * 0.85, ly = dTop + m * 0.05;
  out.push(path(circleD(lx, ly, m * 0.35), c.defs.rad([[0, '#ffd58a', dusk ? 0.6 : 0.25], [1, '#ffd58a', 0]])), rect(lx - m * 0.06, ly - m * 0.1, m * 0.12, m * 0.2, dusk ? '#ffe2a0' : '#f4ecd8', { rx: m * 0.02 }), rect(lx - m * 0.08, ly - m * 0.13, m * 0.16, m * 0.04, '#2b2b2e'));
  const wx = X(3.55), wy = f - m * 1.85, ww = m * 1.05, wh = m * 1.15;
  out.push(rect(wx - m * 0.08, wy - m * 0.12, ww + m * 0.16, m * 0.1, dusk ? '#d8d2c8' : '#f1eee6'), rect(wx, wy, ww, wh, dusk ? c.defs.lin([[0, '#f6dfb0'], [1, '#e0b878']]) : mix('#bcd7ea', t.second, 0.15)),
    path(`M${n(wx)} ${n(wy)}H${n(wx + ww * 0.28)}Q${n(wx + ww * 0.12)} ${n(wy + wh * 0.5)} ${n(wx + ww * 0.2)} ${n(wy + wh)}H${n(wx)}ZM${n(wx + ww)} ${n(wy)}H${n(wx + ww * 0.72)}Q${n(wx + ww * 0.88)} ${n(wy + wh * 0.5)} ${n(wx + ww * 0.8)} ${n(wy + wh)}H${n(wx + ww)}Z`, mix(t.sSoft, t.second, 0.3)),
    stroke(`M${n(wx + ww / 2)} ${n(wy)}V${n(wy + wh)}`, dusk ? '#d8d2c8' : '#fbf8f2', m * 0.04), rect(wx - m * 0.1, wy + wh, ww + m * 0.2, m * 0.08, dusk ? '#d8d2c8' : '#f1eee6'));
  const pot = mix('#b86a4a', t.primary, 0.1), leaf = mix('#4f7a4a', t.second, 0.12);
  for (const px of [dx - dw * 0.95, dx + dw * 0.95]) {
    out.push(path(`M${n(px - m * 0.16)} ${n(f - m * 0.34)}H${n(px + m * 0.16)}L${n(px + m * 0.12)} ${n(f)}H${n(px - m * 0.12)}Z`, pot), path(circleD(px, f - m * 0.48, m * 0.2), leaf),
      stroke(`M${n(px - m * 0.1)} ${n(f - m * 0.55)}h0M${n(px + m * 0.08)} ${n(f - m * 0.5)}h0M${n(px)} ${n(f - m * 0.62)}h0`, t.second, m * 0.07));
  }
  const h = m * 1.7, u = h / 8, L = new Layer();
  if (open) {
    figure(L, dx, f - m * 0.14, h * 0.96, elder(c, 3), [[dx - u * 1.0, f - m * 0.14 - u * 3.4], [dx + u * 1.5, f - m * 0.14 - u * 5.0]]);
    const cx = dx + dw * 1.15;
    figure(L, cx, H * 0.97, h * 1.05, carer(c, 2), 'down', { back: true });
    out.push(L.toString(), bag(c, cx + u * 1.25, H * 0.97 - u * 3.3, u, true));
  } else {
    const cx = dx + dw * 1.0;
    figure(L, cx, H * 0.97, h * 1.05, carer(c, 2), [[cx - u * 1.1, H * 0.97 - u * 3.7], [cx + u * 0.15, H * 0.97 - u * 5.2]]);
    out.push(L.toString(), bag(c, cx + u * 1.35, H * 0.97 - u * 3.3, u, false));
  }
  return out.join('');
}

/** The carer's bag over her shoulder, hanging at (x, y), u her eighth: a soft holdall with a strap. */
function bag(c: Ctx, x: number, y: number, u: number, back: boolean): string {
  const col = mix('#3b4a63', c.t.second, 0.2);
  return [stroke(`M${n(x - u * 0.35)} ${n(y - u * 0.3)}L${n(x - u * (back ? 1.2 : 2.0))} ${n(y - u * 3.1)}`, shade(col, 0.25), u * 0.16),
    path(`M${n(x - u * 0.7)} ${n(y - u * 0.4)}Q${n(x)} ${n(y - u * 0.65)} ${n(x + u * 0.7)} ${n(y - u * 0.4)}L${n(x + u * 0.62)} ${n(y + u * 0.75)}H${n(x - u * 0.62)}Z`, col),
    stroke(`M${n(x - u * 0.45)} ${n(y + u * 0.05)}H${n(x + u * 0.45)}`, tint(col, 0.3), u * 0.06)].join('');
}

// ---------------------------------------------------------------------------------------------------------------
// Live-in and night care.

/** Evening in the bedroom: the window at dusk with its curtains, the older person in bed, the carer reading in the armchair by the warm bedside lamp. */
function bedroom(c: Ctx): string {
  const { t } = c, k = roomTones(c);
  const { f, m, X } = layout(c, 4.6, 0.86, 0.32);
  const h = m * 1.7, u = h / 8;
  const out = [walls(c, f), rect(0, 0, c.W, c.H, '#1c2040', { op: c.t.dark ? 0.25 : 0.12 })];
  const wx = X(0.35), wy = f - m * 2.3, ww = m * 1.0, wh = m * 1.15, curtain = mix(t.sSoft, t.second, 0.3);
  out.push(homeWindow(c, wx, wy, ww, wh, true), rect(wx - ww * 0.2, wy - m * 0.16, ww * 1.4, m * 0.04, shade(c.t.text, 0.1)),
    path(`M${n(wx - ww * 0.2)} ${n(wy - m * 0.14)}H${n(wx + ww * 0.18)}Q${n(wx + ww * 0.05)} ${n(wy + wh * 0.5)} ${n(wx + ww * 0.1)} ${n(wy + wh + m * 0.1)}H${n(wx - ww * 0.2)}Z`, curtain),
    path(`M${n(wx + ww * 1.2)} ${n(wy - m * 0.14)}H${n(wx + ww * 0.82)}Q${n(wx + ww * 0.95)} ${n(wy + wh * 0.5)} ${n(wx + ww * 0.9)} ${n(wy + wh + m * 0.1)}H${n(wx + ww * 1.2)}Z`, curtain));
  // The lamp's warm pool of light over the bedside table, the bed's head against the wall beside it.
  const bx = X(1.95), lx = X(3.25), top = f - m * 0.58;
  out.push(path(ellipseD(lx, top - m * 0.4, m * 1.5, m * 1.2), c.defs.rad([[0, '#ffd58a', c.t.dark ? 0.55 : 0.42], [1, '#ffd58a', 0]])));
  const head = mix(t.primary, k.wood, 0.55), duvet = c.t.dark ? mix('#d9d2e6', t.second, 0.2) : mix('#f1ecf4', t.second, 0.18);
  const bw = m * 2.1, bt = f - m * 0.52;
  out.push(floorShadow(c, bx, f, bw * 1.05), rect(bx + bw / 2 - m * 0.05, f - m * 1.15, m * 0.12, m * 1.15, head, { rx: m * 0.05 }), rect(bx - bw / 2 - m * 0.05, f - m * 0.8, m * 0.1, m * 0.8, head, { rx: m * 0.04 }),
    rect(bx - bw / 2, bt, bw, m * 0.3, '#f7f5f0', { rx: m * 0.04 }), stroke(`M${n(bx - bw * 0.45)} ${n(bt + m * 0.3)}V${n(f)}M${n(bx + bw * 0.45)} ${n(bt + m * 0.3)}V${n(f)}`, shade(k.wood, 0.3), m * 0.05));
  // Her head on the pillow toward the bedhead, the duvet over her.
  const px = bx + bw / 2 - m * 0.32, sk = elder(c, 4);
  const hr = m * 0.13, hx = px - m * 0.04, hy = bt - m * 0.2;
  out.push(ellipse(px, bt - m * 0.07, m * 0.3, m * 0.12, '#ffffff'), path(circleD(hx + hr * 0.22, hy - hr * 0.08, hr), sk.hair), path(circleD(hx - hr * 0.1, hy + hr * 0.06, hr * 0.8), sk.skin),
    path(`M${n(bx - bw / 2)} ${n(bt + m * 0.22)}V${n(bt - m * 0.05)}Q${n(bx - bw * 0.2)} ${n(bt - m * 0.2)} ${n(bx + bw * 0.05)} ${n(bt - m * 0.17)}Q${n(bx + bw * 0.25)} ${n(bt - m * 0.26)} ${n(px - m * 0.16)} ${n(bt - m * 0.08)}V${n(bt + m * 0.22)}Z`, duvet),
    rect(bx - bw / 2, bt + m * 0.02, bw * 0.3, m * 0.22, t.primary, { op: 0.75, rx: m * 0.03 }));
  // The bedside table and its lamp.
  const wood = k.wood;
  out.push(rect(lx - m * 0.25, top, m * 0.5, f - top, wood, { rx: 3 }), rect(lx - m * 0.21, top + m * 0.2, m * 0.42, m * 0.03, shade(wood, 0.25)),
    stroke(`M${n(lx)} ${n(top)}V${n(top - m * 0.3)}`, shade(c.t.text, 0.1), m * 0.04), path(`M${n(lx - m * 0.17)} ${n(top - m * 0.28)}L${n(lx - m * 0.11)} ${n(top - m * 0.5)}H${n(lx + m * 0.11)}L${n(lx + m * 0.17)} ${n(top - m * 0.28)}Z`, '#ffe2a8'),
    rect(lx + m * 0.06, top - m * 0.14, m * 0.07, m * 0.14, '#d8ecf4', { op: 0.9, rx: 2 }));
  // The carer in the armchair, reading by the lamp.
  const cx = X(4.05), ac = armchairFront(cx, f, h, mix(k.fabric, t.primary, 0.15), shade(k.wood, 0.2));
  out.push(floorShadow(c, cx, f, m * 1.1), ac.back);
  const L = new Layer(), bookY = f - u * 3.0;
  figure(L, cx, f, h, carer(c, 3), [[cx - u * 0.75, bookY], [cx + u * 0.75, bookY]], { seated: true, shadow: false });
  out.push(L.toString(), ac.arms, path(`M${n(cx - u * 0.85)} ${n(bookY - u * 0.55)}L${n(cx)} ${n(bookY - u * 0.45)}L${n(cx + u * 0.85)} ${n(bookY - u * 0.55)}V${n(bookY + u * 0.1)}L${n(cx)} ${n(bookY + u * 0.2)}L${n(cx - u * 0.85)} ${n(bookY + u * 0.1)}Z`, '#f7f3ea'),
    stroke(`M${n(cx)} ${n(bookY - u * 0.45)}V${n(bookY + u * 0.2)}`, mix('#7a4e3a', t.primary, 0.15), u * 0.08));
  out.push(ellipse(X(2.3), f + m * 0.2, m * 1.9, m * 0.18, mix(t.sSoft, t.second, 0.25), { op: 0.6 }));
  return out.join('');
}
