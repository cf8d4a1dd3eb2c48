import { mix, shade, tint } from './palette';
import { ellipse, rect } from './svg';
import type { Pt } from './game-kit';
import type { G } from './game-parts';
import { coin, foe, hero, item } from './game-parts';
import { skyBands } from './game-side';

/**
 * The top-down screens of the `game` kind (`game.ts`): an adventure map, a farm, a dungeon room and a
 * match-three puzzle board, all laid on a grid of `T`-px tiles. World only; game.ts adds the HUD.
 */

/** The tile grid: columns and rows covering the screen, tile (i, j) at (x0 + i·T, y0 + j·T). */
function grid(g: G): { cols: number; rows: number; x0: number; y0: number } {
  const cols = Math.ceil(g.W / g.T) + 1, rows = Math.ceil(g.H / g.T) + 1;
  return { cols, rows, x0: g.pen.s((g.W - cols * g.T) / 2), y0: g.pen.s((g.H - rows * g.T) / 2) };
}

/** A tree seen from above: a shadow, a round canopy with a darker rim and a lit side. */
function canopy(g: G, x: number, y: number, s: number, tone = g.col.leaf): void {
  const { pen } = g;
  if (pen.px) pen.box(x - s * 0.3, y + s * 0.18, s * 0.8, s * 0.2, '#000000', 1, 0.2);
  else pen.ell(x + s * 0.12, y + s * 0.3, s * 0.46, s * 0.18, '#000000', 0.2);
  pen.dot(x, y - s * 0.1, s * 0.5, shade(tone, 0.25)).dot(x - s * 0.03, y - s * 0.15, s * 0.43, tone).dot(x - s * 0.17, y - s * 0.3, s * 0.15, tint(tone, 0.3));
}

/** A grass tuft: two short blades. */
function tuft(g: G, x: number, y: number, s: number, tone: string): void {
  if (g.pen.px) { g.pen.box(x, y, g.pen.q, g.pen.q * 2, tone).box(x + g.pen.q * 2, y + g.pen.q, g.pen.q, g.pen.q * 2, tone); return; }
  g.pen.line([[x - s * 0.3, y], [x, y + s], [x + s * 0.5, y - s * 0.1]], s * 0.28, tone);
}

/** A house seen from the front and a little above: roof in the brand colour, wall, door, lit windows. */
function house(g: G, x: number, y: number, w: number, h: number): void {
  const { pen, col } = g;
  const rh = h * 0.55;
  pen.ell(x + w / 2, y + h, w * 0.55, h * 0.1, '#000000', 0.18);
  pen.box(x, y + rh, w, h - rh, col.wall).box(x, y + rh, w, h * 0.06, shade(col.wall, 0.15));
  pen.shape([[x - w * 0.06, y + rh], [x + w * 0.12, y], [x + w * 0.88, y], [x + w * 1.06, y + rh]], col.roof);
  pen.box(x + w * 0.12, y, w * 0.76, h * 0.06, tint(col.roof, 0.2));
  for (let k = 1; k < 4; k++) pen.box(x + w * 0.02, y + (rh * k) / 4, w * 0.96, Math.max(1, h * 0.025), col.roofD, 0, 0.6);
  pen.box(x + w * 0.42, y + h * 0.68, w * 0.17, h * 0.32, col.woodD, w * 0.04).box(x + w * 0.12, y + h * 0.68, w * 0.18, h * 0.16, col.glow).box(x + w * 0.7, y + h * 0.68, w * 0.18, h * 0.16, col.glow);
}

/** A band along tile centres: a smooth stroke, or whole tiles in the pixel look. */
function band(g: G, tiles: readonly Pt[], X: (i: number) => number, Y: (j: number) => number, w: number, fill: string, op = 1): void {
  const { pen, T } = g;
  if (pen.px) { for (const [i, j] of tiles) pen.box(X(i) + (T - w) / 2, Y(j) + (T - w) / 2, w, w, fill, 0, op); return; }
  pen.line(tiles.map(([i, j]) => [X(i) + T / 2, Y(j) + T / 2] as Pt), w, fill, op);
}

/**
 * An adventure map from above: grass with tufts and flowers, a river crossed by a bridge, a sandy
 * path winding up to a house, trees framing the top, a chest, the hero on the path and a slime in the grass.
 */
export function topdown(g: G): string {
  const { pen, col, W, H, T, r } = g;
  const { cols, rows, x0, y0 } = grid(g);
  const X = (i: number) => x0 + i * T, Y = (j: number) => y0 + j * T;
  const used = new Set<string>(), mark = (i: number, j: number) => used.add(`${i},${j}`), free = (i: number, j: number) => !used.has(`${i},${j}`);
  const out = [rect(0, 0, W, H, col.grass)];
  // The river, two tiles wide, wandering down the start side.
  let rc = Math.max(1, Math.round(cols * 0.16));
  const riverAt: number[] = [];
  for (let j = 0; j < rows; j++) {
    riverAt.push(rc);
    for (let d = -1; d < 3; d++) mark(rc + d, j);
    if (j % 3 === 2) rc = Math.max(1, Math.min(cols - 7, rc + r.pick([-1, 1])));
  }
  if (pen.px) {
    riverAt.forEach((c0, j) => pen.box(X(c0) - T * 0.2, Y(j), T * 2.4, T, col.sand).box(X(c0), Y(j), T * 2, T, col.water));
  } else {
    const mid: Pt[] = [[riverAt[0]!, -1], ...riverAt.map((c0, j) => [c0, j] as Pt), [riverAt[rows - 1]!, rows]].map(([i, j]) => [i + 0.5, j]);
    band(g, mid, X, Y, T * 2.4, col.sand); band(g, mid, X, Y, T * 2, col.water);
  }
  for (let j = 0; j < rows; j += 1) pen.dash(X(riverAt[j]!) + T * r.range(0.2, 1.1), Y(j) + T * r.range(0.2, 0.7), T * 0.5, Math.max(1, T * 0.07), col.waterL, 0.7);
  out.push(pen.flush());
  // The path: up from the bottom, across to the house's door, and west over the bridge.
  const pc = Math.min(cols - 3, Math.max(riverAt[0]! + 5, Math.round(cols * 0.55))), hr = Math.max(2, Math.round(rows * 0.24)), br = Math.min(rows - 3, hr + 3);
  const hc = Math.min(cols - 4, pc + 1), rb = riverAt[br]!;
  const trail: Pt[] = [];
  for (let j = rows; j > br; j--) trail.push([pc, j]);
  for (let i = pc; i >= rb - 1; i--) trail.push([i, br]);
  trail.push([-1, br]);
  const spur: Pt[] = [[hc + 1, br], [hc + 1, hr + 1]];
  for (const [i, j] of [...trail, ...spur]) mark(i, j);
  for (let j = hr + 1; j <= br; j++) mark(hc + 1, j);
  if (pen.px) { for (const [i, j] of trail) if (i < rb || i > rb + 1) pen.box(X(i), Y(j), T, T, col.sand); for (let j = hr + 1; j <= br; j++) pen.box(X(hc + 1), Y(j), T, T, col.sand); }
  else { band(g, trail, X, Y, T * 0.8, col.sand); band(g, spur, X, Y, T * 0.8, col.sand); }
  // The bridge's planks and rails over the river.
  pen.box(X(rb) - T * 0.3, Y(br) + T * 0.1, T * 2.6, T * 0.8, col.wood);
  for (let k = 1; k < 6; k++) pen.box(X(rb) - T * 0.3 + k * T * 0.43, Y(br) + T * 0.1, Math.max(1, T * 0.05), T * 0.8, col.woodD, 0, 0.7);
  pen.box(X(rb) - T * 0.35, Y(br) + T * 0.02, T * 2.7, T * 0.12, col.woodD).box(X(rb) - T * 0.35, Y(br) + T * 0.86, T * 2.7, T * 0.12, col.woodD);
  out.push(pen.flush());
  // The house, three tiles wide, its door at the path's end.
  for (let i = hc - 1; i < hc + 4; i++) for (let j = hr - 2; j <= hr; j++) mark(i, j);
  house(g, X(hc), Y(hr - 2) + T * 0.5, T * 3, T * 2.55);
  // Trees framing the top and the end side, a few in the open; tufts and flowers; a chest.
  const trees: Pt[] = [];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      if (!free(i, j)) continue;
      const edge = j === 0 || i === cols - 1;
      if (edge ? r.chance(0.5) : r.chance(0.06)) { trees.push([i, j]); mark(i, j); }
    }
  }
  const open: Pt[] = [];
  for (let j = 1; j < rows - 1; j++) for (let i = 0; i < cols - 1; i++) if (free(i, j)) open.push([i, j]);
  const spots = r.shuffle(open);
  const tufts = spots.slice(0, Math.round(open.length * 0.22)), flowers = spots.slice(tufts.length, tufts.length + 7);
  for (const [i, j] of tufts) tuft(g, X(i) + T * r.range(0.2, 0.6), Y(j) + T * r.range(0.2, 0.6), T * 0.22, col.grassD);
  const petals = [mix('#f25f6b', col.red, 0.2), '#fff6e0', col.gold];
  flowers.forEach(([i, j], k) => { for (let d = 0; d < 3; d++) pen.dot(X(i) + T * (0.25 + d * 0.25), Y(j) + T * (0.35 + (d % 2) * 0.3), T * 0.08, petals[k % 3]!); });
  out.push(pen.flush());
  for (const [i, j] of trees) canopy(g, X(i) + T / 2, Y(j) + T * 0.45, T * 1.15, (i + j) % 3 ? col.leaf : mix(col.leaf, col.grassD, 0.4));
  out.push(pen.flush());
  const [ci, cj] = spots[tufts.length + 7] ?? [1, 1];
  chest(g, X(ci) + T * 0.15, Y(cj) + T * 0.25, T * 0.7);
  // The hero on the path, a slime in the grass nearby, a coin.
  // The hero just below the crossroads (clear of a dialogue box at the foot of the screen).
  const hj = Math.min(br + 1, rows - 3);
  hero(g, X(pc) + T / 2, Y(hj) + T * 0.9, T * 1.15, 'front');
  const near = spots.slice(tufts.length + 8).find(([i, j]) => Math.abs(i - pc) <= 3 && Math.abs(j - hj) <= 1 && i !== pc) ?? [pc + 2, hj];
  foe(g, 'slime', X(near[0]) + T / 2, Y(near[1]) + T * 0.8, T * 0.75, mix(col.ok, col.foe, 0.25));
  coin(g, X(pc) + T / 2, Y(hj + 1) + T * 0.5, T * 0.4);
  out.push(pen.flush());
  return out.join('');
}

/** A treasure chest, `w` wide, top-left at (x, y). */
function chest(g: G, x: number, y: number, w: number): void {
  const { pen, col } = g;
  const h = w * 0.75;
  pen.ell(x + w / 2, y + h, w * 0.55, h * 0.15, '#000000', 0.25);
  pen.box(x, y, w, h, col.wood, w * 0.12).box(x, y + h * 0.35, w, h * 0.12, col.woodD);
  pen.box(x + w * 0.1, y, w * 0.1, h, col.gold).box(x + w * 0.8, y, w * 0.1, h, col.gold).box(x + w * 0.4, y + h * 0.3, w * 0.2, h * 0.25, col.gold);
}

/** The farm's hens: their own white, drawn nowhere else (tests find the farm by it). */
export const HEN = '#fbf7ee';

/**
 * A farm from above: the cottage with smoke from its chimney and a pond beside it, a fenced field of
 * tilled rows (carrots, cabbages, sprouts, pumpkins, wheat), sunflowers along the fence, trees at the
 * top, chickens, and the farmer watering the first row.
 */
export function farm(g: G): string {
  const { pen, col, W, H, T, r } = g;
  const out = [rect(0, 0, W, H, col.grass)];
  for (let k = 0; k < 14; k++) tuft(g, r.range(0, W), r.range(0, H), T * 0.2, col.grassD);
  out.push(pen.flush());
  // Trees behind the cottage along the top edge.
  for (let x = T * 0.2; x < W; x += T * r.range(1.3, 1.8)) canopy(g, x, T * 0.05, T * 1.3, r.chance(0.5) ? col.leaf : mix(col.leaf, col.grassD, 0.4));
  out.push(pen.flush());
  // The cottage on the start side of the top row, smoke from its chimney; a pond beside it.
  const hx = T * 0.5, hy = T * 0.55, hw = T * 3.8, hh = T * 2.7, doorY = hy + hh;
  house(g, hx, hy, hw, hh);
  pen.box(hx + hw * 0.72, hy - T * 0.15, T * 0.4, T * 0.55, shade(col.wall, 0.3));
  for (let k = 0; k < 3; k++) pen.dot(hx + hw * 0.72 + T * (0.3 + k * 0.3), hy - T * (0.4 + k * 0.4), T * (0.16 + k * 0.06), '#ffffff', 0.6 - k * 0.15);
  const px = hx + hw + T * 2.2, py = hy + hh * 0.75;
  if (px + T * 1.4 < W - T * 4.6) pen.ell(px, py, T * 1.4, T * 0.85, col.sand).ell(px, py, T * 1.25, T * 0.7, col.water).dash(px - T * 0.6, py - T * 0.15, T * 0.5, T * 0.08, col.waterL).ell(px + T * 0.4, py + T * 0.2, T * 0.18, T * 0.12, col.leafL);
  out.push(pen.flush());
  // The field below: rows of tilled soil inside a fence, a gate on the start side.
  // At most 13 tiles wide and 5 rows deep (a wide banner gets more meadow, not more crops to weigh).
  const fx0 = pen.s(Math.max(T * 0.6, W * 0.06)), fx1 = pen.s(Math.min(W - Math.max(T * 0.6, W * 0.06), fx0 + 13 * T)), fy0 = pen.s(doorY + T * 1.3);
  const nRows = Math.max(1, Math.min(5, Math.floor((H - T * 1.9 - fy0) / T)));
  const fy1 = fy0 + nRows * T + T * 0.3;
  for (let j = 0; j < nRows; j++) {
    const y = fy0 + T * 0.3 + j * T;
    pen.box(fx0 + T * 0.3, y + T * 0.1, fx1 - fx0 - T * 0.6, T * 0.78, col.dirt, T * 0.08);
    pen.box(fx0 + T * 0.4, y + T * 0.45, fx1 - fx0 - T * 0.8, Math.max(1, T * 0.06), col.dirtD, 0, 0.6);
  }
  out.push(pen.flush());
  const crops = ['carrot', 'cabbage', 'sprout', 'pumpkin', 'wheat'] as const, offs = r.int(0, crops.length - 1);
  const orange = mix('#f08a24', col.red, 0.1), pumpkin = mix('#ef8a2c', col.gold, 0.2), wheat = mix(col.gold, col.sand, 0.3);
  for (let j = 0; j < nRows; j++) {
    const crop = crops[(j + offs) % crops.length]!, y = fy0 + T * 0.3 + j * T + T / 2;
    for (let x = fx0 + T * 0.8; x < fx1 - T * 0.5; x += T * 0.9) {
      if (crop === 'cabbage') pen.dot(x, y, T * 0.28, col.leafD).dot(x, y - T * 0.03, T * 0.17, tint(col.leaf, 0.35));
      else if (crop === 'sprout') pen.line([[x - T * 0.14, y - T * 0.1], [x, y + T * 0.08], [x + T * 0.14, y - T * 0.1]], T * 0.08, col.leafL);
      else if (crop === 'carrot') pen.dot(x, y + T * 0.14, T * 0.08, orange).line([[x - T * 0.16, y - T * 0.22], [x, y + T * 0.06], [x + T * 0.16, y - T * 0.22]], T * 0.08, col.leaf).line([[x, y - T * 0.26], [x, y]], T * 0.08, col.leaf);
      else if (crop === 'pumpkin') pen.ell(x, y + T * 0.05, T * 0.3, T * 0.24, pumpkin).dash(x - T * 0.04, y - T * 0.26, T * 0.08, T * 0.12, col.leafD);
      else pen.line([[x - T * 0.2, y - T * 0.3], [x - T * 0.1, y + T * 0.3], [x, y - T * 0.34]], T * 0.08, wheat).line([[x + T * 0.1, y + T * 0.3], [x + T * 0.2, y - T * 0.28]], T * 0.08, wheat);
    }
  }
  out.push(pen.flush());
  // The fence: two rails round the field, posts every tile, a gap for the gate below the cottage.
  const gate = hx + hw * 0.5;
  const rail = (a: Pt, b: Pt) => pen.line([a, b], T * 0.09, col.wood);
  rail([fx0, fy0], [fx1, fy0]); rail([fx1, fy0], [fx1, fy1]); rail([fx1, fy1], [fx0, fy1]); rail([fx0, fy1], [fx0, fy0]);
  const post = (x: number, y: number) => pen.line([[x, y - T * 0.15], [x, y + T * 0.1]], T * 0.16, col.woodD);
  for (let x = fx0; x <= fx1 + 1; x += T) { if (Math.abs(x - gate) > T * 0.6) post(x, fy0); post(x, fy1); }
  for (let y = fy0 + T; y < fy1; y += T) { post(fx0, y); post(fx1, y); }
  out.push(pen.flush());
  // Stepping stones from the door to the gate; sunflowers along the fence's top.
  for (let k = 0; k < 3; k++) pen.ell(gate + (k % 2 ? T * 0.15 : -T * 0.1), doorY + T * (0.2 + k * 0.4), T * 0.26, T * 0.15, col.stoneL);
  for (let x = fx0 + hw + T * 0.8; x < fx1 - T * 0.5; x += T * 1.4) pen.box(x - T * 0.03, fy0 - T * 0.8, T * 0.06, T * 0.6, col.leafD).dot(x, fy0 - T * 0.85, T * 0.22, col.gold).dot(x, fy0 - T * 0.85, T * 0.09, col.woodD);
  out.push(pen.flush());
  // Trees in the meadow beyond a capped field, clear of the energy meter at the end edge.
  for (let x = fx1 + T * 1.4; x < W - T * 1.8; x += T * 1.8) canopy(g, x, fy0 + T * (0.8 + ((x / T) % 2)), T * 1.2);
  out.push(pen.flush());
  // The farmer watering the first row, drops from the can; chickens by the cottage.
  const fxh = fx0 + T * 2.3, fyh = fy0 + T * 0.6;
  hero(g, fxh, fyh, T * 1.1, 'stand');
  item(g, 'can', fxh + T * 0.55, fyh - T * 0.45, T * 0.45);
  for (let k = 0; k < 3; k++) pen.dot(fxh + T * (0.95 + k * 0.12), fyh - T * (0.45 - k * 0.2), T * 0.05, col.waterL);
  const hen = (x: number, y: number, flip: boolean) => {
    if (pen.px) { pen.sprite(['..r...', '.xxx..', '.xxxxx', 'xxxxxx', '.xxxx.', '..y.y.'], { x: HEN, r: col.red, y: col.gold }, pen.s(x), pen.s(y - T * 0.5), pen.q, flip); return; }
    const f = flip ? -1 : 1;
    pen.ell(x, y - T * 0.22, T * 0.24, T * 0.18, HEN).dot(x + f * T * 0.18, y - T * 0.38, T * 0.1, HEN).dot(x + f * T * 0.2, y - T * 0.49, T * 0.05, col.red).box(x - T * 0.08, y - T * 0.06, T * 0.04, T * 0.08, col.gold).box(x + T * 0.04, y - T * 0.06, T * 0.04, T * 0.08, col.gold);
  };
  hen(hx + hw + T * 0.6, doorY + T * 0.1, false); hen(hx + hw + T * 1.4, doorY - T * 0.5, true);
  out.push(pen.flush());
  return out.join('');
}

/**
 * A dungeon room from above: a back wall of stone blocks with torches and a stair up, floor tiles,
 * a runner in the brand colour, spikes, pots and a chest, the hero swinging a sword at two ghosts, a
 * bat, dropped coins, darkness at the edges.
 */
export function dungeon(g: G): string {
  const { pen, col, W, H, T, r, c, m } = g;
  const { cols, rows, x0, y0 } = grid(g);
  const X = (i: number) => x0 + i * T, Y = (j: number) => y0 + j * T;
  const voidCol = mix('#0c0a14', c.t.primary, 0.12), stone = mix(col.stone, voidCol, 0.25), grout = shade(stone, 0.35);
  const wy = pen.s(Y(2) + T * 0.2);
  // The floor: one stone colour, some tiles a shade apart, grout between them.
  const out = [rect(0, 0, W, H, stone)];
  for (let j = 2; j < rows; j++) for (let i = 0; i < cols; i++) if (r.chance(0.22)) pen.box(X(i), Y(j) + T * 0.2, T, T, r.chance(0.5) ? shade(stone, 0.1) : tint(stone, 0.07));
  // Thin straight joints: strokes in the smooth look, pixel rows and columns in the pixel look.
  const joint = (a: Pt, b: Pt, w: number, tone: string) => { if (pen.px) pen.box(Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(w, Math.abs(b[0] - a[0])), Math.max(w, Math.abs(b[1] - a[1])), tone); else pen.line([a, b], w, tone); };
  for (let j = 2; j < rows; j++) joint([0, Y(j) + T * 0.2], [W, Y(j) + T * 0.2], T * 0.06, grout);
  for (let i = 0; i < cols; i++) joint([X(i), wy], [X(i), H], T * 0.06, grout);
  // The back wall: courses of blocks, mortar between them, a dark cap.
  pen.box(0, 0, W, wy, mix(stone, voidCol, 0.3));
  for (let j = 0; j < 4; j++) {
    const y = wy - (j + 1) * T * 0.5;
    joint([0, y], [W, y], T * 0.05, shade(stone, 0.55));
    for (let x = X(0) + (j % 2) * T * 0.5; x < W; x += T) joint([x, y], [x, y + T * 0.5], T * 0.05, shade(stone, 0.55));
  }
  pen.box(0, wy - T * 0.14, W, T * 0.14, shade(stone, 0.6));
  out.push(pen.flush());
  // A runner from the stair down the room, gold-edged.
  const mid = X(Math.floor(cols / 2));
  pen.box(mid - T * 0.9, wy, T * 1.8, H - wy, c.t.primary, 0, 0.85).box(mid - T * 0.9, wy, T * 0.1, H - wy, col.gold, 0, 0.8).box(mid + T * 0.8, wy, T * 0.1, H - wy, col.gold, 0, 0.8);
  // The stair up, in an opening of the back wall.
  pen.box(mid - T, wy - T * 1.7, T * 2, T * 1.7, shade(voidCol, 0.4));
  for (let k = 0; k < 4; k++) pen.box(mid - T * 0.85, wy - T * (0.4 + k * 0.35), T * 1.7, T * 0.26, tint(voidCol, 0.25 - k * 0.05));
  // Spikes on two tiles.
  const si = Math.max(1, Math.floor(cols / 2) - 4), sj = Math.min(rows - 2, 4);
  for (let k = 0; k < 2; k++) for (let a = 0; a < 3; a++) for (let b = 0; b < 3; b++) {
    const x = X(si + k) + T * (0.2 + a * 0.3), y = Y(sj) + T * (0.45 + b * 0.28);
    pen.shape([[x - T * 0.1, y], [x, y - T * 0.2], [x + T * 0.1, y]], col.stoneL);
  }
  out.push(pen.flush());
  // Torches on the back wall, their glow over wall and floor.
  // Torches between the HUD's corners and the stair.
  const torches = [W * 0.32 - T * 0.4, W * 0.68 + T * 0.4, ...(W > H * 1.4 ? [W * 0.16, W * 0.84] : [])];
  for (const tx of torches) out.push(ellipse(tx, wy, T * 2.6, T * 2.2, c.defs.rad([[0, '#ffb347', 0.45], [1, '#ffb347', 0]])));
  for (const tx of torches) {
    const ty = wy - T * 1.1;
    pen.box(tx - T * 0.08, ty, T * 0.16, T * 0.45, col.woodD).box(tx - T * 0.16, ty - T * 0.06, T * 0.32, T * 0.12, shade(col.stone, 0.4));
    pen.shape([[tx - T * 0.2, ty - T * 0.1], [tx - T * 0.05, ty - T * 0.6], [tx + T * 0.04, ty - T * 0.35], [tx + T * 0.12, ty - T * 0.75], [tx + T * 0.2, ty - T * 0.1]], '#ff8a2a', true);
    pen.shape([[tx - T * 0.1, ty - T * 0.1], [tx, ty - T * 0.42], [tx + T * 0.1, ty - T * 0.1]], col.glow, true);
  }
  // Pots and a chest against the walls; bones.
  const clay = mix('#b5653d', c.t.primary, 0.15);
  const pots: Pt[] = [[X(1) + T * 0.4, Y(rows - 3) + T * 0.5], [X(1) + T * 1.1, Y(rows - 3) + T * 1.2], [X(cols - 2) + T * 0.3, Y(rows - 3)]];
  for (const [x, y] of pots) pen.ell(x, y + T * 0.25, T * 0.35, T * 0.12, '#000000', 0.3).dot(x, y, T * 0.3, clay).dash(x - T * 0.16, y - T * 0.28, T * 0.32, T * 0.12, shade(clay, 0.4));
  chest(g, X(cols - 3) + T * 0.1, Y(Math.min(rows - 4, 4)) + T * 0.5, T * 0.95);
  pen.line([[X(2) + T * 0.2, Y(rows - 2)], [X(2) + T * 0.8, Y(rows - 2) + T * 0.2]], T * 0.09, '#e8e2d0').dot(X(2) + T * 0.15, Y(rows - 2), T * 0.08, '#e8e2d0').dot(X(2) + T * 0.85, Y(rows - 2) + T * 0.2, T * 0.08, '#e8e2d0');
  out.push(pen.flush());
  // The hero mid-swing, the slash's arc, two ghosts and a bat, coins on the floor.
  const hx = mid + T * 1.7, hy = Math.min(H - T * 0.8, wy + (H - wy) * 0.72);
  hero(g, hx, hy, T * 1.2, 'front');
  const arc: Pt[] = [];
  for (let k = 0; k <= 8; k++) { const a = -Math.PI * 0.85 + (k / 8) * Math.PI * 0.7; arc.push([hx + Math.cos(a) * T * 1.1, hy - T * 0.7 + Math.sin(a) * T * 1.1]); }
  pen.line(arc, T * 0.14, '#ffffff', 0.85);
  const ghost = mix('#d9e6f2', c.t.second, 0.2);
  foe(g, 'ghost', hx - T * 2.4, hy - T * 1.6, T * 1.1, ghost);
  if (W > m * 1.1) foe(g, 'ghost', hx + T * 2.6, hy - T * 2.2, T * 0.95, ghost);
  foe(g, 'bat', mid + T * 3.2, wy + T * 1.3, T * 0.9, shade(col.foe, 0.25));
  for (let k = 0; k < 3; k++) coin(g, hx - T * (1.1 - k * 0.5), hy + T * (0.1 + (k % 2) * 0.2), T * 0.35);
  out.push(pen.flush());
  // Darkness toward the edges, as a torchlit room.
  out.push(rect(0, 0, W, H, c.defs.rad([[0.5, '#000000', 0], [1, '#000000', 0.55]], 0.5, 0.55, 0.75)));
  return out.join('');
}

/** Gem colours of the puzzle board, natural hues mixed toward the palette. */
const GEMS = ['#e8414e', '#f7b731', '#45c46b', '#3f8cf0', '#a05ee0'];

/**
 * A match-three board: a framed grid of gems in five colours and five shapes, a row of three about to
 * clear (glowing, sparkling), the swap cursor; the score, moves and goals panels are game.ts's HUD
 * (beside the board on a wide screen, above it otherwise).
 */
export function puzzle(g: G): string {
  const { pen, W, H, r, c, m } = g;
  const t = c.t, wide = W > H * 1.15;
  const bg0 = t.dark ? mix('#1a1336', t.primary, 0.25) : mix('#fde9d9', t.primary, 0.12), bg1 = t.dark ? mix('#2a1c4a', t.second, 0.2) : mix('#dff1f7', t.second, 0.15);
  const out = [skyBands(g, bg0, bg1, 0, H)];
  // A faint pattern of big diamonds behind the board.
  for (let k = 0; k < 6; k++) {
    const x = W * ((k % 3) * 0.4 + 0.1), y = H * (Math.floor(k / 3) * 0.6 + 0.2), s = m * 0.16;
    pen.shape([[x, y - s], [x + s, y], [x, y + s], [x - s, y]], tint(bg0, 0.2), false, 0.5);
  }
  out.push(pen.flush());
  const cols = wide ? 8 : 7, rows = wide ? 7 : 8;
  const areaW = wide ? W * 0.62 : W * 0.9, areaH = wide ? H * 0.86 : H * 0.7;
  const cs = pen.s(Math.max(2, Math.min(areaW / cols, areaH / rows)));
  const bw = cs * cols, bh = cs * rows;
  const bx = pen.s(wide ? W * 0.06 + (areaW - bw) / 2 : (W - bw) / 2), by = pen.s(wide ? (H - bh) / 2 : H - bh - H * 0.05);
  const frame = t.dark ? mix('#0e0b1e', t.primary, 0.2) : mix('#3a2f5c', t.primary, 0.3);
  pen.box(bx - cs * 0.25, by - cs * 0.25, bw + cs * 0.5, bh + cs * 0.5, shade(frame, 0.2), cs * 0.4).box(bx - cs * 0.15, by - cs * 0.15, bw + cs * 0.3, bh + cs * 0.3, frame, cs * 0.3);
  for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) if ((i + j) % 2) pen.box(bx + i * cs, by + j * cs, cs, cs, tint(frame, 0.1));
  out.push(pen.flush());
  // The gems: a row of three of one colour clears in the middle, the rest avoid runs of three.
  const board: number[][] = [];
  const mj = Math.floor(rows / 2), mi = Math.max(0, Math.floor(cols / 2) - 2), matchGem = r.int(0, 4);
  for (let j = 0; j < rows; j++) {
    const row: number[] = [];
    for (let i = 0; i < cols; i++) {
      if (j === mj && i >= mi && i < mi + 3) { row.push(matchGem); continue; }
      let v = r.int(0, 4);
      for (let k = 0; k < 5 && ((i >= 2 && row[i - 1] === v && row[i - 2] === v) || (j >= 2 && board[j - 1]![i] === v && board[j - 2]![i] === v) || (j === mj && (i === mi - 1 || i === mi + 3) && v === matchGem)); k++) v = (v + 1) % 5;
      row.push(v);
    }
    board.push(row);
  }
  out.push(ellipse(bx + (mi + 1.5) * cs, by + (mj + 0.5) * cs, cs * 2.2, cs * 0.9, c.defs.rad([[0, '#ffffff', 0.55], [1, '#ffffff', 0]])));
  board.forEach((row, j) => row.forEach((v, i) => gemShape(g, v, bx + (i + 0.5) * cs, by + (j + 0.5) * cs, cs * 0.4)));
  // The swap cursor around two cells above the match, sparkles on the match.
  const cx = bx + (mi + 3) * cs, cy = by + (mj - 1) * cs, sw = Math.max(2, cs * 0.08);
  pen.box(cx, cy, cs * 2, sw, '#ffffff').box(cx, cy + cs - sw, cs * 2, sw, '#ffffff').box(cx, cy, sw, cs, '#ffffff').box(cx + cs * 2 - sw, cy, sw, cs, '#ffffff');
  for (const [dx, dy, s] of [[0.2, -0.1, 0.28], [2.6, 0.2, 0.22], [1.4, 0.9, 0.18]] as const) {
    const x = bx + (mi + dx) * cs, y = by + (mj + dy) * cs, k = cs * s;
    pen.shape([[x, y - k], [x + k * 0.25, y - k * 0.25], [x + k, y], [x + k * 0.25, y + k * 0.25], [x, y + k], [x - k * 0.25, y + k * 0.25], [x - k, y], [x - k * 0.25, y - k * 0.25]], '#ffffff');
  }
  out.push(pen.flush());
  return out.join('');
}

/** One gem of the board: colour v in its own shape (circle, diamond, square, triangle, hexagon) with a lit facet. */
export function gemShape(g: G, v: number, x: number, y: number, s: number): void {
  const { pen, c } = g;
  const base = mix(GEMS[v % GEMS.length]!, c.t.primary, 0.1), lt = tint(base, 0.55);
  const poly = (k: number, rot: number, rr = s, dy = 0): Pt[] => Array.from({ length: k }, (_, i) => [x + Math.cos(rot + (i / k) * Math.PI * 2) * rr, y + dy + Math.sin(rot + (i / k) * Math.PI * 2) * rr] as Pt);
  switch (v % 5) {
    case 0: pen.dot(x, y, s * 0.88, base); break;
    case 1: pen.shape(poly(4, -Math.PI / 2, s * 1.05), base); break;
    case 2: pen.box(x - s * 0.8, y - s * 0.8, s * 1.6, s * 1.6, base, s * 0.3); break;
    case 3: pen.shape(poly(3, -Math.PI / 2, s * 1.05, s * 0.18), base); break;
    default: pen.shape(poly(6, 0, s * 0.95), base);
  }
  pen.dash(x - s * 0.5, y - s * 0.45, s * 0.45, s * 0.2, lt, 0.9);
}
