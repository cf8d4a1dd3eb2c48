import type { Ctx } from './ctx';
import { mirrorX } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, circleD, ellipse, ellipseD, lineD, n, path, poly, rect, rectD, smooth, type Pt } from './svg';
import { ridge } from './scene-kit';
import { specialistView } from './specialists';
import { athlete, type Kit, type Pose } from './club-figures';
import { Layer, chairD, figure, lookOf, relD, type Look } from './group-figures';

/**
 * A scout or guide group's pictures and a youth club's (service.ts `TRADES`, group-words.ts `SCOUTS`, `YOUTH_CLUB`),
 * eight drawings each walked by `specialistView`. A scout group (salt `scouts`): the hero its camp (tents under the
 * trees, a flag on its pole, a campfire with a pot on a tripod, young people in neckerchiefs on logs round it, a leader
 * with a mug); the cards a hike along a path over the hills (rucksacks, the leader with the map, a finger post), kayaks
 * on a lake (buoyancy aids, helmets, double paddles), a meeting in the hut (a circle of chairs, the noticeboard, flags),
 * then the camp at dusk from the other side (toasting marshmallows, stars, lit tents), the hike at the summit cairn round
 * the open map, the kayaks carried down the shore; about the scout hut (a timber hall with its flagpole, the doors open,
 * members arriving). A guide unit's in navy, a scout group's in teal, neckerchiefs in the group's colours. A youth club
 * (salt `youth`): the hero its hall (a pool table, table tennis, a sofa, the tuck shop's hatch), the cards close on the
 * pool table, a table-tennis rally, the tuck shop, the sofa corner with a games console, then the hall from the other
 * side with table football, close on the table football; about the youth centre outside with bikes in a rack. Behind a
 * banner headline each hero keeps to the end side, unmirrored. Flat figures with skin tones, no faces, no words.
 */
export function scoutGroup(c: Ctx): string {
  switch (c.behindText ? 0 : specialistView(c, 'scouts')) {
    case 1: return hike(c, false);
    case 2: return lake(c, false);
    case 3: return meeting(c);
    case 4: return mirrorX(c, camp(c, true));
    case 5: return mirrorX(c, hike(c, true));
    case 6: return mirrorX(c, lake(c, true));
    case 7: return building(c, 'hut');
    default: return camp(c, false);
  }
}

export function youthClub(c: Ctx): string {
  switch (c.behindText ? 0 : specialistView(c, 'youth')) {
    case 1: return poolClose(c);
    case 2: return tableTennis(c);
    case 3: return tuckShop(c);
    case 4: return sofaCorner(c);
    case 5: return mirrorX(c, clubHall(c, true));
    case 6: return tableFootball(c);
    case 7: return building(c, 'centre');
    default: return clubHall(c, false);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces.

/** A guide unit wears navy, a scout group teal; the neckerchief in the group's colour. */
function uniform(c: Ctx): { shirt: string; legs: string; scarf: string; scarf2: string } {
  const { t } = c;
  const guides = /guid|brownie|rainbows|guías|guias|guide de|gidsen|ガールスカウト|女童军|المرشدات/.test(c.words) && !/\bscouts\b|pfadfinder|escoteir|escuteir/.test(c.words);
  return { shirt: guides ? mix('#2b3f6b', t.primary, 0.1) : mix('#2f7466', t.primary, 0.12), legs: '#2b3040', scarf: t.dark ? tint(t.primary, 0.1) : t.primary, scarf2: t.second };
}

/** The i-th young member: uniform, a neckerchief, skin and hair from the fixed sets. */
function member(c: Ctx, i: number): Look {
  const u = uniform(c);
  return lookOf(i, u.shirt, i % 4 === 2 ? shade(u.shirt, 0.35) : u.legs, { scarf: i % 5 === 3 ? u.scarf2 : u.scarf, seed: c.family.length, scarfCol: u.scarf2 });
}

/** A leader: an adult in the uniform shirt (a fleece on odd projects) with the neckerchief. */
function leader(c: Ctx, i: number): Look {
  const u = uniform(c);
  return lookOf(i + 3, c.family.length % 2 ? mix('#3b4a63', u.shirt, 0.3) : u.shirt, '#3a3f4a', { scarf: u.scarf, seed: c.family.length + 1, scarfCol: u.scarf2 });
}

/** Sky by day (dusk on a dark site, night for `night`), and the light's colours for what stands in it. */
function skyOf(c: Ctx, y: number, night = false): string {
  const { W, t } = c;
  const dusk = night || t.dark;
  const top = night ? mix('#0f1633', t.primary, 0.15) : dusk ? mix('#34407a', t.primary, 0.2) : mix('#8fc3ea', t.second, 0.12);
  const low = night ? mix('#3b3566', t.primary, 0.25) : dusk ? mix('#e99a7a', t.primary, 0.2) : mix('#eef4f2', t.bg, 0.3);
  return rect(0, 0, W, y, c.defs.lin([[0, top], [1, low]]));
}

/** Greens for hills, trees and grass, darker at dusk. */
function greens(c: Ctx, dusk = false): { far: string; mid: string; tree: string; grass: string } {
  const { t } = c, k = dusk || t.dark ? 0.35 : 0;
  return { far: shade(mix('#8fae9a', t.second, 0.15), k), mid: shade(mix('#6b9a6a', t.second, 0.1), k), tree: shade(mix('#3f6b45', t.second, 0.1), k), grass: shade(mix('#7fae62', t.second, 0.08), k * 0.8) };
}

/** A row of round tree crowns on y, r about their radius, with trunks hidden (a wood's edge). */
function treeLine(c: Ctx, x0: number, x1: number, y: number, r: number, fill: string): string {
  let d = '';
  const rng = c.rng.fork('trees');
  // On a very wide strip the crowns stand further apart, so a row never runs to thousands.
  const step = Math.max(r, c.W * 0.015);
  for (let x = x0; x < x1; x += step * rng.range(1.1, 1.6)) { const rr = r * rng.range(0.75, 1.2); d += `M${n(x - rr)} ${n(y)}a${n(rr)} ${n(rr * 1.15)} 0 0 1 ${n(rr * 2)} 0Z`; }
  return path(d, fill);
}

/** A pine, its foot at (x, y), h tall. */
const pineD = (x: number, y: number, h: number): string => `M${n(x)} ${n(y - h)}l${n(h * 0.22)} ${n(h * 0.45)}h${n(-h * 0.08)}l${n(h * 0.2)} ${n(h * 0.45)}h${n(-h * 0.68)}l${n(h * 0.2)} ${n(-h * 0.45)}h${n(-h * 0.08)}Z`;

/** A ridge tent side-on from a quarter: its front triangle with the door open, the side in shade, guy lines. */
function ridgeTent(x: number, y: number, w: number, col: string, lit = false): string {
  const h = w * 0.62, d = w * 0.9;
  const front: Pt[] = [[x - w / 2, y], [x, y - h], [x + w / 2, y]];
  return [ellipse(x + d * 0.4, y + w * 0.02, w * 0.9, w * 0.06, '#000000', { op: 0.15 }),
    path(poly([[x, y - h], [x + d, y - h * 0.92], [x + d + w * 0.45, y], [x + w / 2, y]]), shade(col, 0.22)),
    path(poly(front), col), path(poly([[x - w * 0.16, y], [x, y - h * 0.62], [x + w * 0.16, y]]), lit ? '#ffcf7a' : shade(col, 0.55)),
    path(lineD([x, y - h], [x, y - h * 1.08]) + lineD([x - w / 2, y], [x - w * 0.75, y + w * 0.04]) + lineD([x + d + w * 0.45, y], [x + d + w * 0.65, y + w * 0.03]), 'none', { stroke: shade(col, 0.45), sw: Math.max(1.2, w * 0.015) })].join('');
}

/** A flagpole on y with its flag in the group's colours, h tall. */
function flagpole(c: Ctx, x: number, y: number, h: number, wave = 1): string {
  const { t } = c, fw = h * 0.3, fh = h * 0.18, top = y - h;
  return path(`M${n(x)} ${n(y)}V${n(top)}`, 'none', { stroke: '#c9ced6', sw: Math.max(2, h * 0.018) }) + circle(x, top - h * 0.01, Math.max(2, h * 0.015), '#e9c46a')
    + path(`M${n(x)} ${n(top + h * 0.02)}q${n(fw * 0.5)} ${n(-fh * 0.2 * wave)} ${n(fw)} 0v${n(fh)}q${n(-fw * 0.5)} ${n(-fh * 0.2 * wave)} ${n(-fw)} 0Z`, t.primary)
    + path(`M${n(x)} ${n(top + h * 0.02 + fh * 0.38)}q${n(fw * 0.5)} ${n(-fh * 0.2 * wave)} ${n(fw)} 0v${n(fh * 0.24)}q${n(-fw * 0.5)} ${n(-fh * 0.2 * wave)} ${n(-fw)} 0Z`, t.second);
}

/** A campfire on y, s across: a ring of stones, crossed logs, flames and a glow (brighter at night), a pot on a tripod over it. */
function campfire(c: Ctx, x: number, y: number, s: number, night: boolean): string {
  const glow = c.defs.rad([[0, '#ffb347', night ? 0.55 : 0.3], [1, '#ffb347', 0]]);
  let stones = '';
  for (let i = 0; i < 9; i++) { const a = (i / 9) * Math.PI * 2; stones += ellipseD(x + Math.cos(a) * s * 0.5, y + Math.sin(a) * s * 0.14, s * 0.09, s * 0.055); }
  const flame = (fx: number, fh: number) => `M${n(fx - fh * 0.28)} ${n(y - s * 0.04)}Q${n(fx - fh * 0.3)} ${n(y - fh * 0.5)} ${n(fx)} ${n(y - fh)}Q${n(fx + fh * 0.3)} ${n(y - fh * 0.5)} ${n(fx + fh * 0.28)} ${n(y - s * 0.04)}Z`;
  return [circle(x, y - s * 0.2, s * (night ? 2.6 : 1.4), glow), path(stones, '#8a8d93'),
    path(lineD([x - s * 0.4, y + s * 0.02], [x + s * 0.35, y - s * 0.12]) + lineD([x + s * 0.4, y + s * 0.02], [x - s * 0.35, y - s * 0.12]), 'none', { stroke: '#6b4a2e', sw: s * 0.09, round: true }),
    path(flame(x, s * 0.75) + flame(x - s * 0.16, s * 0.5) + flame(x + s * 0.17, s * 0.55), '#f08a24'), path(flame(x, s * 0.45) + flame(x + s * 0.1, s * 0.3), '#ffd166'),
    path(lineD([x - s * 0.45, y + s * 0.05], [x, y - s * 1.05], [x + s * 0.45, y + s * 0.05]) + lineD([x, y - s * 1.05], [x + s * 0.05, y + s * 0.1]), 'none', { stroke: '#5b4a3a', sw: Math.max(1.5, s * 0.035), round: true }),
    path(`M${n(x)} ${n(y - s * 1.0)}V${n(y - s * 0.82)}`, 'none', { stroke: '#3a3d44', sw: Math.max(1, s * 0.015) }),
    path(`M${n(x - s * 0.16)} ${n(y - s * 0.82)}h${n(s * 0.32)}l${n(-s * 0.03)} ${n(s * 0.2)}h${n(-s * 0.26)}Z`, '#3a3d44'),
    path(`M${n(x - s * 0.05)} ${n(y - s * 1.15)}c${n(-s * 0.12)} ${n(-s * 0.15)} ${n(s * 0.12)} ${n(-s * 0.25)} 0 ${n(-s * 0.45)}`, 'none', { stroke: '#e8e4da', sw: s * 0.05, round: true, op: 0.35 })].join('');
}

/** A log seat lying across, x0 to x1 on y. */
function logSeat(x0: number, x1: number, y: number, r: number): string {
  return path(`M${n(x0)} ${n(y - r)}H${n(x1)}a${n(r * 0.5)} ${n(r)} 0 0 1 0 ${n(r * 2)}H${n(x0)}Z`, '#7a5536') + ellipse(x0, y, r * 0.5, r, '#c9a27a') + ellipse(x0, y, r * 0.22, r * 0.45, '#a57b53');
}

/** A walking pose for `athlete`: upright, the near leg forward, the arms swinging gently. */
const WALK: Pose = { lean: 4, legs: [[24, -4], [-20, -28]], arms: [[-22, 14], [24, 40]] };
const STAND: Pose = { lean: 0, legs: [[6, 0], [-6, 0]], arms: [[12, 30], [-10, -4]] };

/**
 * A hiker side-on facing dir with a rucksack (drawn behind the back), the neckerchief at the collar: `athlete` in the
 * uniform's top, dark shorts, boots. Returns the markup and the near hand.
 */
function hiker(c: Ctx, x: number, y: number, h: number, look: Look, dir: 1 | -1, pack: string, pose: Pose = WALK): { svg: string; hand: Pt } {
  const k: Kit = { top: look.top, shorts: look.legs, skin: look.skin, shoe: '#4a3628', hair: look.hair };
  const a = athlete(x, y, h, k, dir, pose), u = h / 8;
  const sY = a.top + u * 1.6, hipY = sY + u * 2.45;
  const bx = x - dir * u * 0.55;
  const sack = pack === 'none' ? '' : path(`M${n(bx)} ${n(sY - u * 0.3)}h${n(-dir * u * 1.2)}q${n(-dir * u * 0.25)} 0 ${n(-dir * u * 0.25)} ${n(u * 0.3)}v${n(hipY - sY - u * 0.1)}h${n(dir * u * 1.45)}Z`, pack)
    + path(`M${n(bx - dir * u * 1.45)} ${n(sY + u * 0.3)}h${n(dir * u * 1.2)}`, 'none', { stroke: shade(pack, 0.3), sw: u * 0.22 })
    + rect(Math.min(bx - dir * u * 1.5, bx - dir * u * 0.6), hipY - u * 0.3, u * 0.9, u * 0.45, '#d9d2c0', { rx: u * 0.2 });
  const scarf = look.scarf ? path(poly([[x + dir * u * 0.05, sY - u * 0.15], [x + dir * u * 0.7, sY + u * 0.05], [x + dir * u * 0.35, sY + u * 0.85]]), look.scarf) : '';
  return { svg: sack + a.svg + scarf, hand: a.hand };
}

// ---------------------------------------------------------------------------------------------------------------
// The scout group.

/**
 * The camp: tents under the trees, the flag, the fire in the middle with a pot on its tripod, members on a log behind it
 * facing us, two in front from behind, a leader with a mug; alt the same at night from the other side, stars, a moon,
 * the tents lit, marshmallows toasting on sticks.
 */
function camp(c: Ctx, night: boolean): string {
  const { W, H, t } = c;
  const X = (k: number) => (c.behindText ? W * (0.38 + k * 0.62) : W * k);
  const g = greens(c, night), horizon = H * 0.46;
  const out = [skyOf(c, horizon + H * 0.05, night)];
  if (night) {
    let stars = '';
    const r = c.rng.fork('stars');
    for (let i = 0; i < 22; i++) stars += `M${n(r.range(0, W))} ${n(r.range(0, horizon * 0.8))}h0`;
    out.push(path(stars, 'none', { stroke: '#fff6d8', sw: Math.max(2, W * 0.003), round: true, op: 0.85 }), circle(W * 0.82, H * 0.12, Math.min(W, H) * 0.04, '#f4efd8'));
  }
  out.push(ridge(c.rng.fork('hills'), W, H, horizon, H * 0.08, g.far, true, 6), treeLine(c, -W * 0.05, W * 1.05, horizon + H * 0.03, H * 0.07, g.tree));
  let pines = '';
  // Pines at the edges; behind a headline only at the end side, the start side left to the hills.
  for (const k of c.behindText ? [0.9, 0.97] : [0.06, 0.14, 0.9, 0.97]) pines += pineD(W * k, horizon + H * 0.06, H * 0.26);
  out.push(path(pines, shade(g.tree, 0.15)), rect(0, horizon + H * 0.02, W, H, c.defs.lin([[0, g.grass], [1, shade(g.grass, 0.2)]])));
  // Tents and the flag at the back.
  const tent = t.dark ? tint(t.primary, 0.05) : t.primary;
  out.push(ridgeTent(X(0.18), H * 0.6, W * 0.14, mix('#4f7a4a', t.second, 0.1), night), ridgeTent(X(0.56), H * 0.57, W * 0.12, tent, night), ridgeTent(X(0.76), H * 0.61, W * 0.13, mix('#d07a3a', t.primary, 0.1), night),
    flagpole(c, X(0.42), H * 0.6, H * 0.36));
  // The log behind the fire with three members facing us; the fire; the leader; two members in front from behind.
  const h = Math.min(H * 0.3, W * 0.24), fy = H * 0.8, fx = X(0.5);
  const far = new Layer();
  // Seated on the logs: the log's top at the sitters' hips (a seated figure's hip is 2.2 of its eighths above its feet).
  const logR = h * 0.06, farHip = H * 0.74 - (h * 0.85 / 8) * 2.2, nearHip = H * 1.02 - (h * 1.05 / 8) * 2.2;
  out.push(logSeat(X(0.3), X(0.7), farHip + logR * 0.8, logR));
  const sitters = [0.36, 0.5, 0.64];
  sitters.forEach((k, i) => {
    const x = X(k), b = figure(far, x, H * 0.74, h * 0.85, member(c, i), night ? [[x - h * 0.05, H * 0.62], [x + h * 0.12, H * 0.6]] : 'lap', { seated: true, kid: true, shadow: false });
    if (night) far.line('item', '#8a6a48', Math.max(1.5, h * 0.012), lineD(b.hands[1], [fx + (x - fx) * 0.15, fy - h * 0.2])).dot('item', '#fbf4e6', fx + (x - fx) * 0.15, fy - h * 0.2, h * 0.02);
  });
  out.push(String(far), campfire(c, fx, fy, Math.min(W * 0.12, H * 0.14), night));
  const lead = new Layer();
  const lx = X(0.84);
  figure(lead, lx, H * 0.86, h * 1.12, leader(c, 0), [[lx - h * 0.12, H * 0.86 - h * 0.58], [lx + h * 0.13, H * 0.86 - h * 0.48]]);
  lead.fill('item', t.second, rectD(lx - h * 0.16, H * 0.86 - h * 0.66, h * 0.07, h * 0.08));
  out.push(String(lead));
  const near = new Layer();
  for (const [i, k] of [[3, 0.38], [4, 0.62]] as const) figure(near, X(k), H * 1.02, h * 1.05, member(c, i), 'lap', { seated: true, back: true, kid: true, shadow: false });
  out.push(String(near), logSeat(X(0.28), X(0.72), nearHip + logR * 1.1, logR * 1.2));
  return out.join('');
}

/**
 * A hike: a path winding over the hills into the distance, a finger post (blank arms), members walking in file with
 * rucksacks, the leader in front with the map; alt the summit: a cairn, the group standing round the open map, a lake
 * in the valley below.
 */
function hike(c: Ctx, summit: boolean): string {
  const { W, H, t } = c;
  const g = greens(c), horizon = H * 0.42;
  const out = [skyOf(c, horizon + H * 0.1)];
  const hills = c.rng.fork('hike');
  out.push(ridge(hills, W, H, horizon, H * 0.12, g.far, true, 7), ridge(hills, W, H, horizon + H * 0.12, H * 0.1, g.mid, true, 5));
  const packs = [t.primary, mix('#c9673a', t.primary, 0.1), t.second, mix('#3b4a63', t.primary, 0.2), mix('#6b8a3a', t.second, 0.1)];
  if (summit) {
    // The valley's lake far below, the summit's turf, the cairn, the group round the map.
    out.push(path(`M${n(W * 0.05)} ${n(horizon + H * 0.2)}q${n(W * 0.3)} ${n(-H * 0.06)} ${n(W * 0.6)} ${n(-H * 0.01)}q${n(W * 0.2)} ${n(H * 0.03)} ${n(W * 0.3)} ${n(H * 0.02)}v${n(H * 0.04)}H${n(W * 0.05)}Z`, mix('#7fb3d1', t.second, 0.2)));
    out.push(path(`M0 ${n(H * 0.64)}Q${n(W * 0.5)} ${n(H * 0.55)} ${n(W)} ${n(H * 0.66)}V${n(H)}H0Z`, g.grass));
    let stones = '';
    const cx = W * 0.2, cy = H * 0.66, s = Math.min(W * 0.1, H * 0.15);
    for (let j = 0; j < 4; j++) for (let i = 0; i <= 3 - j; i++) stones += ellipseD(cx + (i - (3 - j) / 2) * s * 0.32, cy - j * s * 0.22, s * 0.19, s * 0.13);
    out.push(path(stones, '#9a9a94'), path(stones, 'none', { stroke: '#6e6e69', sw: 1.5 }));
    const L = new Layer(), h = Math.min(H * 0.4, W * 0.3);
    const spots = [[0.42, 0.95], [0.58, 0.9], [0.74, 0.95], [0.88, 0.92]] as const;
    spots.forEach(([k, y], i) => {
      const x = W * k;
      if (i === 1) {
        const b = figure(L, x, H * y, h * 1.12, leader(c, 1), [[x - h * 0.2, H * y - h * 0.58], [x + h * 0.2, H * y - h * 0.58]]);
        L.fill('item', '#f4efe2', rectD(x - h * 0.26, b.sy + h * 0.05, h * 0.52, h * 0.26)).line('item', mix('#6aa0c8', t.second, 0.2), Math.max(1.5, h * 0.01), relD([x - h * 0.2, b.sy + h * 0.2], [x - h * 0.05, b.sy + h * 0.12], [x + h * 0.1, b.sy + h * 0.2], [x + h * 0.22, b.sy + h * 0.1]))
          .line('item', shade('#f4efe2', 0.2), Math.max(1, h * 0.006), `M${n(x)} ${n(b.sy + h * 0.05)}v${n(h * 0.26)}`);
      } else figure(L, x, H * y, h * 0.9, member(c, i), i === 3 ? [[x - h * 0.1, H * y - h * 0.55], [x - h * 0.3, H * y - h * 0.78]] : 'down', { kid: true });
    });
    out.push(String(L));
    return out.join('');
  }
  // The path from the near corner winding up over the hills; the finger post; the members in file.
  const pathCol = mix('#d8c9a3', t.bg, 0.15);
  out.push(rect(0, horizon + H * 0.2, W, H, g.grass),
    path(`M${n(W * 0.2)} ${n(H)}C${n(W * 0.45)} ${n(H * 0.85)} ${n(W * 0.75)} ${n(H * 0.8)} ${n(W * 0.66)} ${n(H * 0.7)}S${n(W * 0.42)} ${n(H * 0.6)} ${n(W * 0.52)} ${n(H * 0.55)}L${n(W * 0.56)} ${n(H * 0.55)}C${n(W * 0.5)} ${n(H * 0.6)} ${n(W * 0.8)} ${n(H * 0.68)} ${n(W * 0.86)} ${n(H * 0.72)}S${n(W * 0.75)} ${n(H * 0.9)} ${n(W * 0.55)} ${n(H)}Z`, pathCol));
  // A dry-stone wall along the field's edge.
  out.push(path(`M0 ${n(H * 0.66)}Q${n(W * 0.2)} ${n(H * 0.63)} ${n(W * 0.4)} ${n(H * 0.64)}`, 'none', { stroke: '#8e8d86', sw: H * 0.025 }));
  const fp = W * 0.88, fy = H * 0.8;
  out.push(path(`M${n(fp)} ${n(fy)}V${n(fy - H * 0.3)}`, 'none', { stroke: '#6b4a2e', sw: Math.max(3, W * 0.01) }),
    path(`M${n(fp)} ${n(fy - H * 0.27)}h${n(-W * 0.08)}l${n(-W * 0.015)} ${n(H * 0.02)}l${n(W * 0.015)} ${n(H * 0.02)}h${n(W * 0.08)}ZM${n(fp)} ${n(fy - H * 0.2)}h${n(W * 0.07)}l${n(W * 0.015)} ${n(H * 0.02)}l${n(-W * 0.015)} ${n(H * 0.02)}h${n(-W * 0.07)}Z`, '#8a6440'));
  const h = Math.min(H * 0.34, W * 0.26), walkers: string[] = [];
  const line = [[0.22, 0.94, 1.0], [0.38, 0.9, 0.92], [0.52, 0.86, 0.86], [0.66, 0.84, 0.8]] as const;
  line.forEach(([k, y, sc], i) => {
    const lead = i === line.length - 1, look = lead ? leader(c, 0) : member(c, i);
    const w = hiker(c, W * k, H * y, h * sc * (lead ? 1.15 : 1), look, 1, packs[i % packs.length] as string);
    walkers.push(w.svg);
    if (lead) walkers.push(rect(w.hand[0] - h * 0.02, w.hand[1] - h * 0.13, h * 0.16, h * 0.14, '#f4efe2', { rx: 2 }), path(`M${n(w.hand[0])} ${n(w.hand[1] - h * 0.06)}h${n(h * 0.12)}`, 'none', { stroke: mix('#6aa0c8', t.second, 0.2), sw: Math.max(1.2, h * 0.01) }));
  });
  out.push(...walkers.reverse());
  return out.join('');
}

/** A kayak side-on on the water line y, l long, with its paddler (helmet, buoyancy aid) and a double paddle mid-stroke. */
function kayak(c: Ctx, L: Layer, x: number, y: number, l: number, hull: string, look: Look, aid: string, tilt: number): void {
  const u = l / 9;
  L.fill('back', hull, `M${n(x - l / 2)} ${n(y - u * 0.25)}Q${n(x)} ${n(y - u * 0.75)} ${n(x + l / 2)} ${n(y - u * 0.25)}Q${n(x)} ${n(y + u * 0.55)} ${n(x - l / 2)} ${n(y - u * 0.25)}Z`);
  L.fill('back', shade(hull, 0.35), ellipseD(x, y - u * 0.5, u * 0.9, u * 0.18));
  // The paddler: torso in the buoyancy aid, head and helmet, arms to the paddle held across the body, one blade in the water.
  const sy = y - u * 2.3, hx = x, hy = sy - u * 0.85;
  L.fill('body', aid, `M${n(x - u * 0.8)} ${n(y - u * 0.45)}l${n(u * 0.1)} ${n(-u * 1.9)}q${n(u * 0.7)} ${n(-u * 0.4)} ${n(u * 1.4)} 0l${n(u * 0.1)} ${n(u * 1.9)}Z`);
  L.fill('body', shade(aid, 0.2), rectD(x - u * 0.7, y - u * 1.3, u * 1.4, u * 0.24));
  const a = tilt, ca = Math.cos(a), sa = Math.sin(a), cx = x + u * 0.2, cy = sy + u * 0.7, half = u * 3.6;
  const at = (k: number): Pt => [cx + ca * half * k, cy + sa * half * k];
  const blade = (k: number) => { const [bx, by] = at(k), e: Pt = at(k + Math.sign(k) * 0.32), w = u * 0.28; return poly([[bx - sa * w, by + ca * w], [e[0] - sa * w * 1.2, e[1] + ca * w * 1.2], [e[0] + sa * w * 1.2, e[1] - ca * w * 1.2], [bx + sa * w, by - ca * w]]); };
  L.line('item', '#2b2d33', u * 0.16, lineD(at(-1), at(1))).fill('item', '#f2c14e', blade(-1) + blade(1));
  L.line('arms', shade(aid, 0.15), u * 0.42, relD([x - u * 0.65, sy + u * 0.2], [x - u * 0.9, sy + u * 0.9], at(-0.35)) + relD([x + u * 0.65, sy + u * 0.2], [x + u * 1.0, sy + u * 1.0], at(0.35)));
  L.dot('hands', look.skin, ...at(-0.35), u * 0.24).dot('hands', look.skin, ...at(0.35), u * 0.24);
  L.dot('head', look.skin, hx, hy, u * 0.5).fill('hair', mix('#e63946', hull, 0.5), `M${n(hx - u * 0.58)} ${n(hy + u * 0.05)}a${n(u * 0.58)} ${n(u * 0.62)} 0 0 1 ${n(u * 1.16)} 0Z`);
}

/** A kayak on its side from x0 to x1 (deck line at y): the hull in its colour, a paler deck edge, the cockpit's rim. */
function kayakSide(x0: number, x1: number, y: number, col: string): string {
  const l = x1 - x0, d = l * 0.07, m = (x0 + x1) / 2;
  return ellipse(m, y + d * 1.2, l * 0.42, d * 0.25, '#000000', { op: 0.12 })
    + path(`M${n(x0)} ${n(y)}Q${n(m)} ${n(y - d)} ${n(x1)} ${n(y)}Q${n(m)} ${n(y + d * 1.6)} ${n(x0)} ${n(y)}Z`, col)
    + path(`M${n(x0 + l * 0.04)} ${n(y - d * 0.05)}Q${n(m)} ${n(y - d * 0.85)} ${n(x1 - l * 0.04)} ${n(y - d * 0.05)}`, 'none', { stroke: tint(col, 0.35), sw: Math.max(1.5, d * 0.2), round: true })
    + ellipse(m, y - d * 0.42, l * 0.1, d * 0.22, '#24262b');
}

/**
 * Kayaks on a lake: the far shore's hills and woods, calm water with ripples, three kayaks with their paddlers, a
 * pontoon; alt the shore: a shingle beach, two members carrying a kayak down to the water, two more drawn up, a leader.
 */
function lake(c: Ctx, shore: boolean): string {
  const { W, H, t } = c;
  const g = greens(c), horizon = H * 0.42;
  const water = t.dark ? mix('#2c4a66', t.primary, 0.12) : mix('#7fb3d1', t.second, 0.2);
  const out = [skyOf(c, horizon + H * 0.05), ridge(c.rng.fork('lake'), W, H, horizon, H * 0.12, g.far, true, 6), treeLine(c, -W * 0.05, W * 1.05, horizon + H * 0.06, H * 0.05, g.tree),
    rect(0, horizon + H * 0.06, W, H, c.defs.lin([[0, tint(water, 0.2)], [1, shade(water, 0.15)]]))];
  let ripples = '';
  const r = c.rng.fork('ripples');
  for (let i = 0; i < 14; i++) { const y = horizon + H * 0.1 + i * H * 0.035, x = r.range(-0.1, 0.9) * W; ripples += `M${n(x)} ${n(y)}h${n(W * r.range(0.08, 0.2))}`; }
  out.push(path(ripples, 'none', { stroke: '#ffffff', sw: Math.max(1.5, H * 0.004), op: 0.35, round: true }));
  const hulls = [t.primary, '#e8b03a', mix('#d2483a', t.primary, 0.1)], aids = ['#f28c28', '#d2483a', '#f2c14e'];
  const h = Math.min(H * 0.34, W * 0.26);
  if (shore) {
    // Shingle in front, two kayaks drawn up, two members carrying one between them, the leader.
    const beach = H * 0.74;
    out.push(path(`M0 ${n(beach)}Q${n(W * 0.5)} ${n(beach - H * 0.05)} ${n(W)} ${n(beach + H * 0.02)}V${n(H)}H0Z`, t.dark ? mix('#6b6660', t.bg, 0.2) : mix('#cfc6b4', t.bg, 0.1)));
    let pebbles = '';
    for (let i = 0; i < 26; i++) pebbles += ellipseD(r.range(0, W), r.range(beach + H * 0.04, H), W * 0.006, H * 0.005);
    out.push(path(pebbles, '#9a9488'));
    out.push(kayakSide(W * 0.04, W * 0.36, H * 0.84, hulls[1] as string), kayakSide(W * 0.1, W * 0.46, H * 0.95, hulls[2] as string));
    // Two members carry a kayak along the shore by its grab handles, one at each end.
    const cy = H * 0.9, a = hiker(c, W * 0.58, cy, h, { ...member(c, 1), top: aids[0] as string }, -1, 'none', STAND), b = hiker(c, W * 0.9, cy + H * 0.01, h * 1.02, { ...member(c, 2), top: aids[2] as string }, -1, 'none', STAND);
    out.push(a.svg, b.svg, kayakSide(a.hand[0] - W * 0.03, b.hand[0] + W * 0.03, (a.hand[1] + b.hand[1]) / 2, hulls[0] as string));
    const lead = new Layer();
    figure(lead, W * 0.3, H * 0.8, h * 0.95, { ...leader(c, 2), top: mix('#f28c28', t.primary, 0.1) }, 'down');
    out.splice(out.length - 3, 0, String(lead));
    return out.join('');
  }
  // A pontoon at the end side, three kayaks on the water, their reflections.
  out.push(rect(W * 0.78, H * 0.58, W * 0.24, H * 0.03, mix('#8a6440', t.primary, 0.05)), path(`M${n(W * 0.8)} ${n(H * 0.61)}v${n(H * 0.05)}M${n(W * 0.9)} ${n(H * 0.61)}v${n(H * 0.05)}M${n(W * 0.99)} ${n(H * 0.61)}v${n(H * 0.05)}`, 'none', { stroke: '#5b4a3a', sw: Math.max(2, W * 0.006) }));
  const L = new Layer(), shadows: string[] = [];
  const boats = [[0.28, 0.9, 1.0], [0.62, 0.74, 0.72], [0.86, 0.64, 0.5]] as const;
  boats.forEach(([k, y, sc], i) => {
    shadows.push(ellipse(W * k, H * y + h * 0.02, h * sc * 0.62, h * sc * 0.05, shade(water, 0.3), { op: 0.5 }));
    kayak(c, L, W * k, H * y, h * 1.7 * sc, hulls[i] as string, i === 2 ? leader(c, 1) : member(c, i), aids[i] as string, i % 2 ? -0.45 : 0.5);
  });
  out.push(...shadows, String(L));
  return out.join('');
}

/** Inside the hut: timber walls and a roof truss, the noticeboard, flags in the corner, a circle of chairs with the members and a leader. */
function meeting(c: Ctx): string {
  const { W, H, t } = c;
  const f = H * 0.56, wood = t.dark ? mix('#5a4030', t.bg, 0.25) : mix('#d9b98e', t.primary, 0.05);
  const out = [rect(0, 0, W, f, wood), rect(0, f, W, H - f, c.defs.lin([[0, t.dark ? mix('#4a3a2e', t.bg, 0.3) : mix('#b88d62', t.primary, 0.05)], [1, t.dark ? mix('#3a2e24', t.bg, 0.3) : mix('#9a7450', t.primary, 0.05)]]))];
  let boards = '';
  for (let x = W * 0.03; x < W; x += W * 0.045) boards += `M${n(x)} 0V${n(f)}`;
  out.push(path(boards, 'none', { stroke: shade(wood, 0.12), sw: Math.max(1.5, W * 0.002) }));
  // The roof truss across the top, a window, the noticeboard and two flags.
  out.push(path(`M0 ${n(H * 0.14)}L${n(W * 0.5)} ${n(-H * 0.05)}L${n(W)} ${n(H * 0.14)}M${n(W * 0.5)} ${n(-H * 0.05)}V${n(H * 0.14)}M0 ${n(H * 0.14)}H${n(W)}`, 'none', { stroke: shade(wood, 0.35), sw: Math.max(4, H * 0.018) }));
  out.push(rect(W * 0.08, H * 0.2, W * 0.16, H * 0.2, t.card), rect(W * 0.09, H * 0.215, W * 0.14, H * 0.17, t.dark ? mix('#24305a', t.primary, 0.15) : mix('#cfe4f1', t.second, 0.12)),
    path(`M${n(W * 0.16)} ${n(H * 0.215)}v${n(H * 0.17)}`, 'none', { stroke: t.card, sw: Math.max(2, W * 0.005) }));
  const nb = [W * 0.36, H * 0.17, W * 0.28, H * 0.22] as const;
  out.push(rect(nb[0] - 5, nb[1] - 5, nb[2] + 10, nb[3] + 10, shade(wood, 0.4)), rect(...nb, '#c49a6c'));
  const notes = [t.primary, '#fbfaf6', t.second, '#f2c14e', '#fbfaf6', tint(t.primary, 0.5), '#7cc4a4'];
  notes.forEach((col, i) => {
    const x = nb[0] + nb[2] * (0.05 + (i % 4) * 0.24), y = nb[1] + nb[3] * (0.08 + Math.floor(i / 4) * 0.48);
    out.push(rect(x, y, nb[2] * 0.19, nb[3] * 0.38, col, { tf: `rotate(${(i % 3) - 1} ${n(x)} ${n(y)})` }));
  });
  for (const [x, col] of [[0.8, t.primary], [0.88, t.second]] as const) {
    out.push(path(`M${n(W * x)} ${n(f + H * 0.02)}V${n(H * 0.12)}`, 'none', { stroke: '#8a6440', sw: Math.max(2, W * 0.005) }),
      path(`M${n(W * x)} ${n(H * 0.13)}q${n(-W * 0.02)} ${n(H * 0.1)} ${n(-W * 0.005)} ${n(H * 0.2)}l${n(-W * 0.05)} ${n(-H * 0.04)}q${n(-W * 0.01)} ${n(-H * 0.08)} ${n(W * 0.01)} ${n(-H * 0.14)}Z`, col));
  }
  // The circle of chairs: the far side's members facing us, the near side's from behind, the leader standing by the board.
  const h = Math.min(H * 0.32, W * 0.25), cx = W * 0.5, far = H * 0.72, near = H * 1.0;
  const back = new Layer(), front = new Layer(), chairs = { fr: '', st: '' };
  const seat = (x: number, y: number, s: number) => { const ch = chairD(x, y, s); chairs.fr += ch.frame; chairs.st += ch.seat; };
  const farX = [-0.34, -0.17, 0, 0.17, 0.34];
  farX.forEach((k, i) => {
    const x = cx + k * W, y = far - Math.abs(k) * H * 0.12;
    seat(x, y, h * 0.22);
    if (i !== 3) figure(back, x, y, h * 0.82, member(c, i), 'lap', { seated: true, kid: true, shadow: false });
  });
  const chairCol = mix('#3f6f8f', t.primary, 0.25);
  out.push(path(chairs.fr, 'none', { stroke: '#4a4f58', sw: Math.max(1.5, h * 0.015) }), path(chairs.st, chairCol), String(back));
  const lead = new Layer();
  figure(lead, W * 0.7, H * 0.66, h * 1.05, leader(c, 2), [[W * 0.7 - h * 0.1, H * 0.66 - h * 0.5], [W * 0.7 + h * 0.22, H * 0.66 - h * 0.85]]);
  out.push(String(lead));
  const nearChairs = { fr: '', st: '' };
  [-0.3, -0.1, 0.1, 0.3].forEach((k, i) => {
    const x = cx + k * W, y = near - Math.abs(k) * H * 0.1;
    if (i !== 2) figure(front, x, y + H * 0.04, h * 1.1, member(c, i + 5), 'lap', { seated: true, back: true, kid: true, shadow: false });
    const ch = chairD(x, y + H * 0.04, h * 0.3);
    nearChairs.fr += ch.frame; nearChairs.st += ch.seat;
  });
  out.push(String(front), path(nearChairs.fr, 'none', { stroke: '#4a4f58', sw: Math.max(1.5, h * 0.02) }), path(nearChairs.st, chairCol));
  return out.join('');
}

/**
 * A building from outside: the scout hut (a timber hall, dark-stained boards, a pitched roof, the double doors open
 * onto the lit hall, the flagpole, a noticeboard on posts) or the youth centre (brick, a flat roof, a painted band of
 * colour, a glass door, bikes in a rack); members arriving, a leader at the door.
 */
function building(c: Ctx, kind: 'hut' | 'centre'): string {
  const { W, H, t } = c;
  const g = greens(c), f = H * 0.78;
  const out = [skyOf(c, f), treeLine(c, -W * 0.05, W * 1.05, f - H * 0.3, H * 0.09, g.tree), rect(0, f, W, H - f, g.grass)];
  const bx = W * 0.2, bw = W * 0.58, wallTop = f - H * 0.36;
  if (kind === 'hut') {
    const boards = t.dark ? mix('#4a3524', t.primary, 0.05) : mix('#6b4a30', t.primary, 0.05);
    out.push(path(`M${n(bx - W * 0.03)} ${n(wallTop)}L${n(bx + bw / 2)} ${n(wallTop - H * 0.2)}L${n(bx + bw + W * 0.03)} ${n(wallTop)}Z`, mix('#3a3d44', t.primary, 0.1)), rect(bx, wallTop, bw, f - wallTop, boards));
    let lines = '';
    for (let y = wallTop + H * 0.03; y < f; y += H * 0.03) lines += `M${n(bx)} ${n(y)}h${n(bw)}`;
    out.push(path(lines, 'none', { stroke: shade(boards, 0.3), sw: Math.max(1.2, H * 0.003) }));
  } else {
    const brick = t.dark ? mix('#6b3d32', t.bg, 0.2) : mix('#b5654a', t.primary, 0.05);
    out.push(rect(bx, wallTop - H * 0.04, bw, f - wallTop + H * 0.04, brick), rect(bx - W * 0.01, wallTop - H * 0.06, bw + W * 0.02, H * 0.025, '#4a4f58'));
    let courses = '';
    for (let y = wallTop; y < f; y += H * 0.025) courses += `M${n(bx)} ${n(y)}h${n(bw)}`;
    out.push(path(courses, 'none', { stroke: shade(brick, 0.2), sw: 1, op: 0.5 }));
    const wave = (dy: number) => smooth([[bx, wallTop + H * 0.06 + dy], [bx + bw * 0.25, wallTop + H * 0.02 + dy], [bx + bw * 0.5, wallTop + H * 0.07 + dy], [bx + bw * 0.75, wallTop + H * 0.03 + dy], [bx + bw, wallTop + H * 0.06 + dy]]);
    out.push(path(wave(0), 'none', { stroke: t.primary, sw: H * 0.035 }), path(wave(H * 0.04), 'none', { stroke: t.second, sw: H * 0.02 }));
  }
  // Windows either side, the door in the middle open onto the lit hall.
  const win = (x: number) => [rect(x, wallTop + H * 0.11, W * 0.1, H * 0.12, '#f4f1e8'), rect(x + W * 0.008, wallTop + H * 0.12, W * 0.084, H * 0.1, t.dark ? '#ffd58a' : mix('#cfe4f1', t.second, 0.12))].join('');
  const dx = bx + bw / 2, dw = W * 0.12, dy = f - H * 0.22;
  out.push(win(bx + W * 0.04), win(bx + bw - W * 0.14), rect(dx - dw / 2, dy, dw, f - dy, '#ffd58a'), rect(dx - dw / 2 - W * 0.008, dy - H * 0.01, dw + W * 0.016, H * 0.012, '#f4f1e8'),
    path(poly([[dx - dw / 2, dy], [dx - dw / 2 - W * 0.035, dy + H * 0.015], [dx - dw / 2 - W * 0.035, f + H * 0.01], [dx - dw / 2, f]]), kind === 'hut' ? t.primary : '#9fb4c4'),
    rect(dx - dw / 2 - W * 0.02, f, dw + W * 0.04, H * 0.015, '#9a9488'));
  const h = Math.min(H * 0.3, W * 0.22);
  if (kind === 'hut') out.push(flagpole(c, W * 0.88, f + H * 0.02, H * 0.6, -1), path(`M${n(W * 0.1)} ${n(f + H * 0.04)}V${n(f - H * 0.1)}M${n(W * 0.16)} ${n(f + H * 0.04)}V${n(f - H * 0.1)}`, 'none', { stroke: '#6b4a2e', sw: Math.max(2, W * 0.006) }),
    rect(W * 0.08, f - H * 0.2, W * 0.1, H * 0.11, '#6b4a2e'), rect(W * 0.088, f - H * 0.19, W * 0.084, H * 0.09, '#c49a6c'), rect(W * 0.095, f - H * 0.18, W * 0.03, H * 0.04, '#fbfaf6'), rect(W * 0.135, f - H * 0.175, W * 0.028, H * 0.05, t.primary));
  else {
    // A bike rack with two bikes.
    let rack = '';
    for (let i = 0; i < 3; i++) rack += `M${n(W * 0.84 + i * W * 0.04)} ${n(f + H * 0.05)}v${n(-H * 0.05)}a${n(W * 0.015)} ${n(W * 0.015)} 0 0 1 ${n(W * 0.03)} 0v${n(H * 0.05)}`;
    out.push(path(rack, 'none', { stroke: '#9aa1ab', sw: Math.max(2, W * 0.004) }));
    for (const [i, col] of [[0, t.primary], [1, t.second]] as const) {
      const x = W * 0.86 + i * W * 0.06, y = f + H * 0.06, r = H * 0.035;
      out.push(path(circleD(x - r * 1.3, y - r, r) + circleD(x + r * 1.3, y - r, r), 'none', { stroke: '#24262b', sw: Math.max(2, r * 0.2) }),
        path(lineD([x - r * 1.3, y - r], [x, y - r], [x - r * 0.4, y - r * 2.2], [x - r * 1.3, y - r]) + lineD([x, y - r], [x + r * 0.6, y - r * 2.3], [x + r * 1.3, y - r]), 'none', { stroke: col, sw: Math.max(2, r * 0.18), round: true }));
    }
  }
  const L = new Layer();
  figure(L, dx + dw * 0.75, f + H * 0.02, h * 1.1, leader(c, 3), 'down');
  const arriving = kind === 'hut' ? [[0.3, 0.95], [0.42, 0.98], [0.62, 0.96]] : [[0.34, 0.96], [0.46, 0.99]];
  arriving.forEach(([k, y], i) => figure(L, W * (k as number), H * (y as number), h * 0.95, kind === 'hut' ? member(c, i + 1) : lookOf(i + 2, ['#3b4a63', t.primary, '#4f7a5a'][i] as string, '#2b3040', { seed: c.family.length, scarfCol: t.second }), 'down', { kid: true, back: i === 0 }));
  out.push(String(L));
  return out.join('');
}

// ---------------------------------------------------------------------------------------------------------------
// The youth club.

/** The club hall's walls and floor: painted blockwork with a band of colour, strip lights, a sports floor with lines. */
function hallRoom(c: Ctx, f: number): string {
  const { W, H, t } = c;
  const wall = t.dark ? mix('#2f3140', t.primary, 0.08) : mix('#e9ecef', t.primary, 0.04);
  const floor = t.dark ? mix('#5a4434', t.bg, 0.3) : mix('#dcbf94', t.primary, 0.05);
  const out = [rect(0, 0, W, f, wall), rect(0, f, W, H - f, c.defs.lin([[0, floor], [1, shade(floor, 0.15)]]))];
  let blocks = '';
  for (let y = H * 0.06; y < f; y += H * 0.05) blocks += `M0 ${n(y)}H${n(W)}`;
  out.push(path(blocks, 'none', { stroke: shade(wall, 0.06), sw: 1.5 }));
  const band = smooth([[0, f - H * 0.11], [W * 0.3, f - H * 0.14], [W * 0.6, f - H * 0.1], [W, f - H * 0.13]]);
  out.push(path(`${band}V${n(f)}H0Z`, t.dark ? shade(t.primary, 0.45) : mix(t.primary, wall, 0.78)), path(band, 'none', { stroke: t.second, sw: H * 0.01 }));
  let tubes = '';
  for (const k of [0.2, 0.5, 0.8]) tubes += `M${n(W * k - W * 0.08)} ${n(H * 0.05)}h${n(W * 0.16)}`;
  out.push(path(tubes, 'none', { stroke: t.dark ? '#fff6d8' : '#f8f8f4', sw: Math.max(3, H * 0.012), round: true }), path(`M${n(W * 0.1)} ${n(f + (H - f) * 0.5)}H${n(W * 0.9)}`, 'none', { stroke: '#f2c14e', sw: Math.max(2, H * 0.005), op: 0.7 }));
  return out.join('');
}

/** A pool table from a little above: green baize with its cushions and pockets, balls, the legs; l long on the floor y. */
function poolTable(x: number, y: number, l: number, balls: number): string {
  const top = y - l * 0.36, d = l * 0.22, wood = '#5a3a26';
  const cols = ['#f2c14e', '#d2483a', '#2f5fa8', '#1f2126', '#f28c28', '#6a3f8a', '#2f8a4a', '#ffffff'];
  const r = l * 0.025;
  const out = [ellipse(x, y, l * 0.55, l * 0.04, '#000000', { op: 0.15 }), path(`M${n(x - l * 0.42)} ${n(y)}V${n(top + d)}M${n(x + l * 0.42)} ${n(y)}V${n(top + d)}`, 'none', { stroke: shade(wood, 0.2), sw: l * 0.05 }),
    rect(x - l * 0.5, top + d - l * 0.02, l, l * 0.1, wood), path(poly([[x - l * 0.45, top], [x + l * 0.45, top], [x + l * 0.5, top + d], [x - l * 0.5, top + d]]), wood),
    path(poly([[x - l * 0.42, top + l * 0.02], [x + l * 0.42, top + l * 0.02], [x + l * 0.46, top + d - l * 0.02], [x - l * 0.46, top + d - l * 0.02]]), '#2f7a4e')];
  let pockets = '';
  for (const [px, py] of [[-0.43, 0.015], [0, 0.01], [0.43, 0.015], [-0.47, 0.2], [0, 0.205], [0.47, 0.2]]) pockets += ellipseD(x + l * (px as number), top + l * (py as number), l * 0.018, l * 0.01);
  out.push(path(pockets, '#111214'));
  for (let i = 0; i < balls; i++) {
    const bx = x + l * (0.12 + (i % 3) * 0.04 + Math.floor(i / 3) * 0.04), by = top + d * (0.35 + (i % 3) * 0.18);
    out.push(circle(bx, by, r, cols[i % cols.length] as string));
  }
  out.push(circle(x - l * 0.25, top + d * 0.55, r, '#fbfaf6'));
  return out.join('');
}

/** A table-tennis table from a little above: blue top with white lines, the net, legs; l long on the floor y. */
function ttTable(x: number, y: number, l: number, col: string): string {
  const top = y - l * 0.3, d = l * 0.28;
  return [ellipse(x, y, l * 0.55, l * 0.04, '#000000', { op: 0.15 }), path(`M${n(x - l * 0.4)} ${n(y)}V${n(top + d)}M${n(x + l * 0.4)} ${n(y)}V${n(top + d)}`, 'none', { stroke: '#3a3d44', sw: l * 0.025 }),
    path(poly([[x - l * 0.44, top], [x + l * 0.44, top], [x + l * 0.5, top + d], [x - l * 0.5, top + d]]), col), rect(x - l * 0.5, top + d, l, l * 0.03, shade(col, 0.3)),
    path(poly([[x - l * 0.44, top], [x + l * 0.44, top], [x + l * 0.5, top + d], [x - l * 0.5, top + d]]) + `M${n(x - l * 0.47)} ${n(top + d / 2)}H${n(x + l * 0.47)}`, 'none', { stroke: '#ffffff', sw: Math.max(1.5, l * 0.006) }),
    path(poly([[x - l * 0.005, top - l * 0.05], [x + l * 0.005, top - l * 0.05], [x + l * 0.01, top + d], [x - l * 0.01, top + d]]), '#f4f1e8', { op: 0.85 })].join('');
}

/** A player's bat in a hand (a red disc and its handle). */
const bat = (L: Layer, [x, y]: Pt, s: number, dir: 1 | -1) => L.line('item', '#6b4a2e', s * 0.35, `M${n(x)} ${n(y)}l${n(dir * s * 0.4)} ${n(-s * 0.4)}`).fill('item', '#d2483a', ellipseD(x + dir * s * 0.75, y - s * 0.75, s * 0.5, s * 0.55));

/** A cue held across the body from one hand past the other. */
const cue = (L: Layer, a: Pt, b: Pt, k: number) => L.line('item', '#c9a27a', Math.max(1.5, k), lineD([a[0] - (b[0] - a[0]) * 0.5, a[1] - (b[1] - a[1]) * 0.5], [b[0] + (b[0] - a[0]) * 1.4, b[1] + (b[1] - a[1]) * 1.4]));

/** Young people's own clothes: hoodies and tops in the palette and a few colours, jeans. */
function casual(c: Ctx, i: number): Look {
  const { t } = c;
  const tops = [t.primary, '#3b4a63', t.second, '#d2483a', '#4f7a5a', mix('#f2c14e', t.primary, 0.15)];
  return lookOf(i, tops[(i * 2 + c.family.length) % tops.length] as string, i % 3 ? '#34466b' : '#2b2d33', { seed: c.family.length + 2, scarfCol: t.second });
}

/** A sofa against the wall with two people on it. */
function sofaWith(c: Ctx, L: Layer, x: number, f: number, s: number, who: readonly number[], gaming = false): string {
  const col = c.t.dark ? mix('#6b5a8a', c.t.primary, 0.2) : mix('#5a6e8c', c.t.primary, 0.25), w = s * 2.6;
  who.forEach((i, j) => {
    const px = x + (j - (who.length - 1) / 2) * s * 0.95, py = f - s * 0.12, u = (s * 1.75) / 8;
    // Gaming: both hands on a controller held before the chest.
    const hands = gaming ? [[px - u * 0.45, py - u * 3.3], [px + u * 0.45, py - u * 3.3]] as const : 'lap';
    figure(L, px, py, s * 1.75, casual(c, i), hands, { seated: true, kid: true, shadow: false });
    if (gaming) L.fill('item', '#24262b', `M${n(px - u * 0.7)} ${n(py - u * 3.45)}h${n(u * 1.4)}q${n(u * 0.2)} ${n(u * 0.3)} 0 ${n(u * 0.5)}h${n(-u * 1.4)}q${n(-u * 0.2)} ${n(-u * 0.2)} 0 ${n(-u * 0.5)}Z`);
  });
  return [ellipse(x, f, w * 0.55, s * 0.05, '#000000', { op: 0.15 }), rect(x - w / 2, f - s * 0.95, w, s * 0.55, shade(col, 0.12), { rx: s * 0.15 }), rect(x - w / 2 - s * 0.12, f - s * 0.75, s * 0.3, s * 0.65, shade(col, 0.05), { rx: s * 0.12 }), rect(x + w / 2 - s * 0.18, f - s * 0.75, s * 0.3, s * 0.65, shade(col, 0.05), { rx: s * 0.12 })].join('');
}

/** The seat part of a sofa (in front of its sitters' legs). */
function sofaSeat(c: Ctx, x: number, f: number, s: number): string {
  const col = c.t.dark ? mix('#6b5a8a', c.t.primary, 0.2) : mix('#5a6e8c', c.t.primary, 0.25), w = s * 2.6;
  return rect(x - w / 2, f - s * 0.5, w, s * 0.4, col, { rx: s * 0.1 }) + path(`M${n(x - w * 0.42)} ${n(f - s * 0.1)}V${n(f)}M${n(x + w * 0.42)} ${n(f - s * 0.1)}V${n(f)}`, 'none', { stroke: shade(col, 0.4), sw: s * 0.05 });
}

/** The tuck shop: a hatch in the wall with its shutter rolled up, jars of sweets and boxes of crisps on the counter, a drinks fridge, a youth worker serving. */
function tuckHatch(c: Ctx, x: number, f: number, w: number, worker = true): string {
  const { t } = c, top = f - w * 0.95, ch = f - w * 0.42;
  const out = [rect(x - w / 2 - w * 0.04, top - w * 0.05, w * 1.08, ch - top + w * 0.05, shade(t.dark ? '#2f3140' : '#e9ecef', 0.2)), rect(x - w / 2, top, w, ch - top, t.dark ? '#3a3020' : '#fbf1dc')];
  let slats = '';
  for (let i = 0; i < 4; i++) slats += `M${n(x - w / 2)} ${n(top + i * w * 0.03)}h${n(w)}`;
  out.push(path(slats, 'none', { stroke: '#9aa1ab', sw: w * 0.022 }));
  // Shelves of jars and the fridge behind, the server.
  const L = new Layer();
  if (worker) figure(L, x + w * 0.1, f, w * 0.8, lookOf(4, t.primary, '#2b2d33', { seed: c.family.length, scarfCol: t.second }), [[x - w * 0.02, ch - w * 0.01], [x + w * 0.24, ch - w * 0.03]], { shadow: false });
  out.push(rect(x - w * 0.45, top + w * 0.2, w * 0.32, w * 0.012, '#8a6440'), rect(x - w * 0.45, top + w * 0.36, w * 0.32, w * 0.012, '#8a6440'));
  const jarCols = ['#d2483a', '#f2c14e', t.second, '#7cc4a4', t.primary, '#f28c28'];
  jarCols.forEach((col, i) => {
    const jx = x - w * 0.42 + (i % 3) * w * 0.1, jy = top + w * (i < 3 ? 0.2 : 0.36);
    out.push(rect(jx, jy - w * 0.1, w * 0.07, w * 0.1, '#e8eef2', { rx: 2, op: 0.8 }), rect(jx + w * 0.008, jy - w * 0.07, w * 0.054, w * 0.065, col, { rx: 2 }));
  });
  out.push(rect(x + w * 0.32, top + w * 0.08, w * 0.16, ch - top - w * 0.08, t.dark ? '#cfe6f5' : '#e4f1f8'), rect(x + w * 0.33, top + w * 0.1, w * 0.14, ch - top - w * 0.12, mix('#9fd3e8', t.second, 0.2), { op: 0.6 }));
  for (let i = 0; i < 3; i++) out.push(path(`M${n(x + w * 0.35 + i * w * 0.04)} ${n(top + w * 0.3)}v${n(-w * 0.08)}`, 'none', { stroke: [t.primary, '#d2483a', '#f2c14e'][i] as string, sw: w * 0.025, round: true }));
  out.push(String(L));
  // The counter and what is on it.
  out.push(rect(x - w / 2 - w * 0.06, ch, w * 1.12, w * 0.05, '#c9a27a'), rect(x - w / 2 - w * 0.04, ch + w * 0.05, w * 1.08, f - ch - w * 0.05, t.dark ? shade(t.primary, 0.3) : mix(t.primary, '#ffffff', 0.2)),
    rect(x - w * 0.35, ch - w * 0.1, w * 0.1, w * 0.1, '#e8eef2', { rx: 3, op: 0.85 }), circle(x - w * 0.3, ch - w * 0.04, w * 0.03, '#f2c14e'), rect(x - w * 0.2, ch - w * 0.12, w * 0.14, w * 0.12, '#d2483a', { rx: 2 }),
    rect(x - w * 0.19, ch - w * 0.11, w * 0.12, w * 0.035, '#f2c14e'));
  return out.join('');
}

/**
 * The youth club's hall: the tuck shop's hatch at the start side, a table-tennis table with a rally, the pool table with
 * two players, a sofa at the end side; alt from the other side with a table-football table in place of table tennis.
 */
function clubHall(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const X = (k: number) => (c.behindText ? W * (0.34 + k * 0.66) : W * k);
  const f = H * 0.6, h = Math.min(H * 0.3, W * 0.22), s = Math.min(W * 0.1, H * 0.14);
  const out = [hallRoom(c, f)];
  if (!c.behindText) out.push(tuckHatch(c, X(0.14), f + H * 0.04, Math.min(W * 0.24, H * 0.36)));
  const back = new Layer(), mid = new Layer();
  out.push(sofaWith(c, back, X(0.86), f + H * 0.03, s, [0, 1]), String(back), sofaSeat(c, X(0.86), f + H * 0.03, s));
  // Table tennis (or table football) at the back, the pool table in front.
  const tx = X(alt ? 0.5 : 0.46), ty = f + H * 0.14, tl = Math.min(W * 0.3, H * 0.42);
  if (alt) out.push(foosball(c, tx, ty, tl * 0.75, mid, [2, 3]));
  else {
    const p1 = figure(mid, tx - tl * 0.6, ty, h * 0.9, casual(c, 2), [[tx - tl * 0.64, ty - h * 0.5], [tx - tl * 0.48, ty - h * 0.55]], { kid: true });
    bat(mid, p1.hands[1], h * 0.08, 1);
    const p2 = figure(mid, tx + tl * 0.62, ty + H * 0.01, h * 0.9, casual(c, 3), [[tx + tl * 0.46, ty - h * 0.6], [tx + tl * 0.7, ty - h * 0.45]], { kid: true });
    bat(mid, p2.hands[0], h * 0.08, -1);
    out.push(ttTable(tx, ty, tl, mix('#2f5fa8', t.primary, 0.15)), String(mid), circle(tx + tl * 0.15, ty - tl * 0.45, Math.max(3, tl * 0.012), '#fbfaf6'));
  }
  const px = X(alt ? 0.3 : 0.66), py = H * 0.92, pl = Math.min(W * 0.4, H * 0.6);
  const front = new Layer();
  const cueist = figure(front, px - pl * 0.62, py, h * 1.05, casual(c, 4), [[px - pl * 0.52, py - h * 0.52], [px - pl * 0.42, py - h * 0.48]], { kid: true });
  cue(front, cueist.hands[0], cueist.hands[1], h * 0.018);
  out.push(poolTable(px, py, pl, 7), String(front));
  const waiting = new Layer();
  const w2 = figure(waiting, px + pl * 0.6, py - H * 0.02, h * 1.0, casual(c, 5), [[px + pl * 0.5, py - h * 0.5], [px + pl * 0.62, py - h * 0.42]], { kid: true });
  waiting.line('item', '#c9a27a', Math.max(1.5, h * 0.018), `M${n(w2.hands[0][0])} ${n(py - H * 0.02)}L${n(w2.hands[0][0] - h * 0.05)} ${n(py - h * 1.05)}`);
  out.push(String(waiting));
  return out.join('');
}

/** A table-football table from a little above with its rods and little players in two colours; two young people at its ends. */
function foosball(c: Ctx, x: number, y: number, l: number, L: Layer, who: readonly number[]): string {
  const { t } = c, top = y - l * 0.42, d = l * 0.3;
  const out = [ellipse(x, y, l * 0.55, l * 0.04, '#000000', { op: 0.15 }), path(`M${n(x - l * 0.4)} ${n(y)}V${n(top + d)}M${n(x + l * 0.4)} ${n(y)}V${n(top + d)}`, 'none', { stroke: '#3a3d44', sw: l * 0.04 }),
    rect(x - l * 0.5, top, l, d + l * 0.12, mix('#5a3a26', t.primary, 0.05), { rx: 4 }), rect(x - l * 0.44, top + l * 0.03, l * 0.88, d - l * 0.03, '#2f7a4e')];
  let rods = '', red = '', blue = '';
  for (let i = 0; i < 6; i++) {
    const rx = x - l * 0.36 + i * l * 0.144;
    rods += `M${n(rx)} ${n(top - l * 0.04)}V${n(top + d + l * 0.1)}`;
    for (let j = 0; j < 2 + (i % 2); j++) { const py = top + d * (0.25 + j * 0.3 - (i % 2) * 0.1); if (i % 2) blue += rectD(rx - l * 0.012, py, l * 0.024, l * 0.05); else red += rectD(rx - l * 0.012, py, l * 0.024, l * 0.05); }
  }
  out.push(path(rods, 'none', { stroke: '#c9ced6', sw: Math.max(1.5, l * 0.01) }), path(red, '#d2483a'), path(blue, t.dark ? tint(t.second, 0.2) : mix('#2f5fa8', t.second, 0.2)));
  const h = l * 0.95;
  who.forEach((i, j) => {
    const px = x + (j ? 1 : -1) * l * 0.62;
    figure(L, px, y + l * 0.02, h, casual(c, i), [[px - (j ? 1 : -1) * h * 0.2 - (j ? 0 : 0), y - h * 0.5], [px - (j ? 1 : -1) * h * 0.3, y - h * 0.48]], { kid: true });
  });
  return out.join('') + String(L);
}

/** Close on the pool table: the baize and the balls big, one player bending to the cue, another chalking. */
function poolClose(c: Ctx): string {
  const { W, H } = c;
  const f = H * 0.5, h = Math.min(H * 0.62, W * 0.45), pl = Math.min(W * 0.78, H * 1.2);
  const out = [hallRoom(c, f)];
  const L = new Layer(), R = new Layer();
  const a = figure(L, W * 0.2, H * 1.02, h, casual(c, 1), [[W * 0.26, H * 1.02 - h * 0.52], [W * 0.36, H * 1.02 - h * 0.46]], { kid: true });
  cue(L, a.hands[0], a.hands[1], h * 0.018);
  out.push(poolTable(W * 0.56, H * 0.98, pl, 9), String(L));
  const b = figure(R, W * 0.88, H * 0.8, h * 0.85, casual(c, 3), [[W * 0.86, H * 0.8 - h * 0.56], [W * 0.92, H * 0.8 - h * 0.4]], { kid: true });
  R.fill('item', mix('#3a6ea8', c.t.second, 0.2), rectD(b.hands[0][0] - h * 0.015, b.hands[0][1] - h * 0.05, h * 0.03, h * 0.03));
  out.push(String(R));
  return out.join('');
}

/** A table-tennis rally close: the table big, the near player from behind, the far one facing us, the ball in the air. */
function tableTennis(c: Ctx): string {
  const { W, H, t } = c;
  const f = H * 0.45, tl = Math.min(W * 0.62, H * 0.95);
  const out = [hallRoom(c, f)];
  const far = new Layer(), near = new Layer();
  const h = Math.min(H * 0.5, W * 0.36);
  const p = figure(far, W * 0.5, H * 0.62, h * 0.8, casual(c, 2), [[W * 0.5 - h * 0.18, H * 0.62 - h * 0.48], [W * 0.5 + h * 0.22, H * 0.62 - h * 0.58]], { kid: true });
  bat(far, p.hands[1], h * 0.07, 1);
  out.push(String(far), ttTable(W * 0.5, H * 0.9, tl, mix('#2f5fa8', t.primary, 0.15)), circle(W * 0.62, H * 0.45, Math.max(3, h * 0.02), '#fbfaf6'));
  const q = figure(near, W * 0.3, H * 1.08, h * 1.05, casual(c, 5), [[W * 0.3 - h * 0.25, H * 1.08 - h * 0.6], [W * 0.3 + h * 0.28, H * 1.08 - h * 0.72]], { kid: true, back: true });
  bat(near, q.hands[1], h * 0.09, 1);
  out.push(String(near));
  return out.join('');
}

/** The tuck shop close: the hatch big with its jars and fridge, the youth worker, two young people at the counter from behind. */
function tuckShop(c: Ctx): string {
  const { W, H } = c;
  const f = H * 0.86, w = Math.min(W * 0.62, H * 0.92);
  const out = [hallRoom(c, H * 0.9), tuckHatch(c, W * 0.5, f, w)];
  const L = new Layer(), h = Math.min(H * 0.6, W * 0.4);
  for (const [i, k] of [[1, 0.26], [2, 0.74]] as const) figure(L, W * k, H * 1.1, h, casual(c, i), k < 0.5 ? 'down' : [[W * k - h * 0.2, H * 1.1 - h * 0.55], [W * k - h * 0.32, H * 1.1 - h * 0.62]], { kid: true, back: true });
  out.push(String(L));
  return out.join('');
}

/** The sofa corner: a TV on the wall showing a game on its console, young people on the sofa seen from behind, one on a beanbag with a controller. */
function sofaCorner(c: Ctx): string {
  const { W, H, t } = c;
  const f = H * 0.7, s = Math.min(W * 0.17, H * 0.25);
  const out = [hallRoom(c, f)];
  const tv = [W * 0.3, H * 0.12, W * 0.4, H * 0.26] as const;
  out.push(rect(tv[0] - 6, tv[1] - 6, tv[2] + 12, tv[3] + 12, '#1c1d22', { rx: 4 }), rect(...tv, c.defs.lin([[0, mix('#4fa3e0', t.second, 0.2)], [1, mix('#7cc46a', t.primary, 0.1)]])),
    path(`M${n(tv[0])} ${n(tv[1] + tv[3] * 0.75)}q${n(tv[2] * 0.3)} ${n(-tv[3] * 0.2)} ${n(tv[2] * 0.55)} ${n(-tv[3] * 0.05)}t${n(tv[2] * 0.45)} ${n(-tv[3] * 0.1)}V${n(tv[1] + tv[3])}H${n(tv[0])}Z`, mix('#3f8a4a', t.second, 0.1)),
    rect(tv[0] + tv[2] * 0.45, tv[1] + tv[3] * 0.45, tv[2] * 0.06, tv[3] * 0.16, t.primary, { rx: 3 }), rect(W * 0.4, f - H * 0.1, W * 0.2, H * 0.1, '#3a3020'), rect(W * 0.44, f - H * 0.07, W * 0.06, H * 0.03, '#f4f1e8'));
  // The sofa from behind, its players' heads and shoulders over its back; one more on a beanbag with a controller.
  const L = new Layer(), sx = W * 0.5, sf = H * 1.04, col = t.dark ? mix('#6b5a8a', t.primary, 0.2) : mix('#5a6e8c', t.primary, 0.25), sw = s * 2.8;
  [-1, 0, 1].forEach((k, i) => figure(L, sx + k * s * 0.85, sf, s * 1.9, casual(c, i), 'lap', { seated: true, back: true, kid: true, shadow: false }));
  out.push(String(L), rect(sx - sw / 2, sf - s * 0.95, sw, s * 0.95, col, { rx: s * 0.18 }), rect(sx - sw / 2 - s * 0.1, sf - s * 0.7, s * 0.34, s * 0.7, shade(col, 0.1), { rx: s * 0.14 }),
    rect(sx + sw / 2 - s * 0.24, sf - s * 0.7, s * 0.34, s * 0.7, shade(col, 0.1), { rx: s * 0.14 }));
  const bx = W * 0.88, B = new Layer(), u = (s * 1.5) / 8, by = H * 0.98;
  figure(B, bx, by, s * 1.5, casual(c, 4), [[bx - u * 0.45, by - u * 3.3], [bx + u * 0.45, by - u * 3.3]], { seated: true, kid: true, shadow: false });
  B.fill('item', '#24262b', `M${n(bx - u * 0.7)} ${n(by - u * 3.45)}h${n(u * 1.4)}q${n(u * 0.2)} ${n(u * 0.3)} 0 ${n(u * 0.5)}h${n(-u * 1.4)}q${n(-u * 0.2)} ${n(-u * 0.2)} 0 ${n(-u * 0.5)}Z`);
  out.push(path(`M${n(bx - s * 0.7)} ${n(H * 0.99)}q${n(-s * 0.05)} ${n(-s * 0.75)} ${n(s * 0.7)} ${n(-s * 0.8)}q${n(s * 0.75)} ${n(s * 0.05)} ${n(s * 0.7)} ${n(s * 0.8)}Z`, t.second), String(B));
  return out.join('');
}

/** Table football close: the table big, two young people at its ends gripping the rods. */
function tableFootball(c: Ctx): string {
  const { W, H } = c;
  const out = [hallRoom(c, H * 0.5)];
  const L = new Layer();
  out.push(foosball(c, W * 0.5, H * 0.95, Math.min(W * 0.5, H * 0.75), L, [1, 2]));
  return out.join('');
}

