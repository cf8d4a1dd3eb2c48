import type { Composer, Ctx } from './ctx';
import { mirrorX, motifs, sibling } from './ctx';
import { createRng } from './rng';
import { mix, shade, tint } from './palette';
import type { Look } from './game-kit';
import { Pen, ROUND, digits } from './game-kit';
import type { G, Item } from './game-parts';
import { colours, copy, counter, heart, hotbar, item, meter, panel } from './game-parts';
import { battle, coast, platformer, space } from './game-side';
import { dungeon, farm, gemShape, puzzle, topdown } from './game-maps';

/**
 * A video game's screenshots (blueprints for games and game studios): one of eight screens, each a world
 * with a HUD laid over it so it reads at a glance as a game, not a painting: a platformer level (hearts,
 * coins, gems), a top-down adventure map (minimap, a dialogue box), a farm (clock, money, energy, tool
 * bar), a night coast with a lighthouse (quest marker, dialogue), a dungeon room (keys, room map, item
 * slots), a space shooter (score, lives, shield), a match-three board (score, moves, goals) and a
 * turn-based battle (command menu, the party's health). Pixel art or smooth ("hand-drawn") by the
 * brief's words, else alternating. The brief's setting (a lighthouse, a farm, a dungeon, space, a puzzle…)
 * picks the hero's screen; the others follow by `sibling`, so a page's hero, about picture and six
 * gallery screenshots are eight different screens. Figures are hooded or seen from behind; no words,
 * figures drawn as shapes.
 */
export type GameScene = 'platformer' | 'topdown' | 'farm' | 'coast' | 'dungeon' | 'space' | 'puzzle' | 'battle';
const SCENES: readonly GameScene[] = ['platformer', 'topdown', 'farm', 'coast', 'dungeon', 'space', 'puzzle', 'battle'];

/** The brief's words for each screen, most particular first: a setting beats a genre, "pixel" alone asks for the dungeon. */
const SCENE_WORDS: readonly (readonly [GameScene, RegExp])[] = [
  ['coast', /\b(lighthouses?|sea|seas|ocean|oceans|coast|coastal|islands?|boats?|sailing|sailors?|harbou?rs?|shores?|beach|pirates?|fishing|fisherman|mermaids?|tides?)\b/],
  ['farm', /\b(farm|farms|farming|farmer|garden|gardens|gardening|cozy|cosy|harvest|crops?|homestead|allotment|life[- ]sim\w*|village life)\b/],
  ['space', /\b(space|sci-?fi|galaxy|galactic|starships?|spaceships?|shmups?|shoot-?em-?ups?|asteroids?|planets?|cosmic|aliens?|astronauts?)\b/],
  ['puzzle', /\b(puzzles?|puzzler|match-?3|match-three|tetris|blocks?|brain teasers?)\b/],
  ['platformer', /\b(platformers?|platforming|side-?scroll\w*|jump\w*|run-?and-?gun|metroidvania|speedrun\w*)\b/],
  ['dungeon', /\b(dungeons?|roguelikes?|rogue-?lites?|crawlers?|catacombs?|crypts?|caverns?|torch\w*)\b/],
  ['battle', /\b(rpgs?|jrpgs?|turn-?based|battles?|tactics|monsters?|fantasy|dragons?|knights?|quests?)\b/],
  ['topdown', /\b(adventures?|explor\w*|open[- ]world|top-?down|overworld|zelda\w*|wander\w*)\b/],
  ['dungeon', /\b(pixel\w*|retro|8-?bit|16-?bit|arcade)\b/],
];

/** The pixel look's words, and the smooth one's. */
const PIXEL = /\b(pixel\w*|retro|8-?bit|16-?bit|roguelikes?|rogue-?lites?|arcade|chiptune|lo-?fi)\b/;
const SMOOTH = /\b(hand-?drawn|hand-?painted|painted|painterly|watercolou?r\w*|illustrated|storybook|sketch\w*|cozy|cosy|narrative)\b/;

/**
 * The screen a picture shows: the brief's screens first (the hero shows the first), then the rest in a
 * per-project order; siblings walk the list from the hero (items and tiles after it, about before it).
 */
export function gameScene(c: Pick<Ctx, 'words' | 'family' | 'slot' | 'seed' | 'variant'>): GameScene {
  const list = motifs(c, SCENE_WORDS, SCENES.length, SCENES, 'game');
  const N = list.length;
  const rel = sibling(c, N, 'game') - sibling({ ...c, slot: 'hero', variant: 0 }, N, 'game');
  return list[((rel % N) + N) % N] ?? 'platformer';
}

/** Pixel art or smooth: as the brief says, else one per project and then alternating along the page. */
export function gameLook(c: Pick<Ctx, 'words' | 'family' | 'slot' | 'seed' | 'variant'>): Look {
  if (PIXEL.test(c.words)) return 'pixel';
  if (SMOOTH.test(c.words)) return 'smooth';
  return sibling(c, 2, 'look') ? 'pixel' : 'smooth';
}

export const game: Composer = (c) => {
  const scene = gameScene(c), look = gameLook(c);
  const m = Math.min(c.W, c.H);
  // Tiles: about ten on the short side, never more than about 180 in all nor 28 on the long side (a wide banner stays within its bytes).
  let T = Math.max(m / 10.5, Math.max(c.W, c.H) / 28, Math.sqrt((c.W * c.H) / 180)), q = 1;
  if (look === 'pixel') { q = Math.max(1, Math.round(T / 10)); T = q * 10; }
  const g: G = { c, pen: new Pen(look, q, c.rtl), r: c.rng.fork(scene), col: colours(c), W: c.W, H: c.H, T, m };
  const world = ({ platformer, topdown, farm, coast, dungeon, space, puzzle, battle } as const)[scene](g);
  // Every other sibling sees its world from the other side; the HUD stays where games put it.
  const flip = !c.behindText && scene !== 'puzzle' && scene !== 'farm' && sibling(c, 2, 'game-flip') === 1;
  return `<g ${ROUND}>${flip ? mirrorX(c, world) : world}${hud(g, scene, flip)}</g>`;
};

/**
 * The HUD of each screen, in screen space over the world (`flip`: the world is mirrored, so a HUD that
 * keeps clear of a landmark moves too). Behind a banner headline only the end side's.
 */
function hud(g: G, scene: GameScene, flip: boolean): string {
  const { pen, col, W, H, m, c } = g;
  const start = !c.behindText;
  const pad = pen.s(m * 0.04), s = pen.px ? pen.q * 7 * Math.max(1, Math.round(m / 130 / pen.q)) : m * 0.06;
  const r = createRng(`${c.seed}|${c.variant}|hud`);
  const hearts = (x: number, y: number, total: number, full: number) => { for (let i = 0; i < total; i++) heart(g, x + i * s * 1.15, y, s, i < full); };
  const num = (k: number) => String(r.int(10 ** (k - 1), 10 ** k - 1));
  // A counter on a dark pill, right-aligned at `xr`.
  const pill = (xr: number, y: number, icon: 'coin' | 'gem' | 'key', figs: string) => {
    const h = s * 0.8, w = h * 1.9 + figs.length * (pen.px ? Math.max(1, Math.round((h * 0.7) / 5)) * 4 : h * 0.7 * 0.72) + h * 0.4;
    panel(g, xr - w, y, w, h + s * 0.3, 0.8);
    counter(g, xr - w + h * 0.3, y + s * 0.15, h, icon, figs);
  };
  const dialogue = (portrait: Item | 'hood') => {
    const dh = Math.max(s * 2.6, H * 0.2), y = H - pad - dh, w = W - 2 * pad;
    panel(g, pad, y, w, dh);
    const ps = dh - s * 0.7;
    pen.box(pad + s * 0.35, y + s * 0.35, ps, ps, mix(col.hud, col.accent, 0.35), pen.px ? 0 : s * 0.2);
    if (portrait === 'hood') {
      // The speaker's bust, hooded, seen as a silhouette inside the portrait's frame.
      const bx = pad + s * 0.35 + ps / 2, by = y + s * 0.35;
      pen.cut().box(bx - ps * 0.34, by + ps * 0.68, ps * 0.68, ps * 0.32, col.tunic, ps * 0.14).dot(bx, by + ps * 0.45, ps * 0.24, col.hood);
    } else item(g, portrait, pad + s * 0.35 + ps / 2, y + s * 0.35 + ps / 2, ps * 0.7);
    const tx = pad + ps + s * 0.9, lw = w - ps - s * 1.6, lh = Math.max(2, s * 0.24);
    copy(g, tx, y + s * 0.5, lw * 0.22, lh * 1.2, col.accent, 1);
    for (let i = 0; i < 3 && y + s * (1.15 + i * 0.55) + lh < y + dh - s * 0.3; i++) copy(g, tx, y + s * (1.15 + i * 0.55), lw * [0.92, 0.78, 0.5][i]!, lh);
    const ax = pad + w - s * 0.7, ay = y + dh - s * 0.55;
    pen.shape([[ax - s * 0.2, ay - s * 0.12], [ax + s * 0.2, ay - s * 0.12], [ax, ay + s * 0.12]], col.ink);
  };
  switch (scene) {
    case 'platformer': {
      if (start) hearts(pad, pad, 4, 3);
      pill(W - pad, pad, 'coin', num(2));
      pill(W - pad, pad + s * 1.35, 'gem', num(1));
      // The level's progress along the top.
      const pw = Math.min(W * 0.3, s * 6);
      if (W > s * 16) { meter(g, W / 2 - pw / 2, pad + s * 0.3, pw, s * 0.3, r.range(0.35, 0.7), col.accent); pen.ell(W / 2 + pw / 2, pad + s * 0.45, s * 0.28, s * 0.28, col.gold); }
      break;
    }
    case 'topdown': {
      if (start) { hearts(pad, pad, 5, 4); pill(pad + s * 4.4, pad + s * 1.3, 'gem', num(3)); }
      minimap(g, W - pad - s * 3.6, pad, s * 3.6);
      if (start && H > s * 9 && r.chance(0.6)) dialogue('hood');
      break;
    }
    case 'farm': {
      // The day's panel: sun and the clock's figures; money below; energy at the side; the tool bar.
      const pw = s * 4.2, x = W - pad - pw;
      panel(g, x, pad, pw, s * 1.5);
      pen.ell(x + s * 0.75, pad + s * 0.75, s * 0.42, s * 0.42, col.gold);
      digits(pen, x + s * 1.5, pad + s * 0.42, s * 0.66, String(r.int(6, 11)).padStart(2, '0') + '30', col.ink);
      pill(W - pad, pad + s * 1.7, 'coin', num(4));
      const ex = W - pad - s * 0.8, ey = H - pad - s * 4.6;
      panel(g, ex, ey, s * 0.8, s * 4.6, 0.9);
      pen.box(ex + s * 0.2, ey + s * 0.2 + s * 4.2 * 0.3, s * 0.4, s * 4.2 * 0.7, col.ok, pen.px ? 0 : s * 0.2);
      if (start) hotbar(g, W / 2, H - pad - s * 1.5, s * 1.2, W > s * 14 ? ['can', 'hoe', 'seeds', 'carrot', null, null] : ['can', 'hoe', 'seeds', 'carrot']);
      break;
    }
    case 'coast': {
      // The quest (a marker and two lines) and the lantern's oil over the open sea, clear of the lighthouse; the story's dialogue.
      // Behind a banner headline (the sea on the start side) the panel sits low on the end side, over the cliff.
      const qx = flip || !start ? W - pad - s * 5 : pad, qy = start ? pad : H - pad - s * 2.9;
      panel(g, qx, qy, s * 5, s * 1.6, 0.8);
      pen.shape([[qx + s * 0.7, qy + s * 0.35], [qx + s * 1.1, qy + s * 0.8], [qx + s * 0.7, qy + s * 1.25], [qx + s * 0.3, qy + s * 0.8]], col.gold);
      copy(g, qx + s * 1.5, qy + s * 0.5, s * 3, s * 0.24, col.ink); copy(g, qx + s * 1.5, qy + s * 0.95, s * 2.1, s * 0.2, col.ink, 0.55);
      item(g, 'lantern', qx + s * 0.5, qy + s * 2.35, s * 0.8);
      meter(g, qx + s * 1.1, qy + s * 2.2, s * 3, s * 0.3, r.range(0.4, 0.85), col.gold);
      if (start && H > s * 8) dialogue('lantern');
      break;
    }
    case 'dungeon': {
      if (start) {
        hearts(pad, pad, 3, 2);
        pill(pad + s * 3.4 + s * 2.4, pad + s * 1.3, 'key', num(1));
        pill(pad + s * 3.4 + s * 2.4, pad + s * 2.6, 'coin', num(3));
      }
      roomMap(g, W - pad - s * 3.6, pad, s * 3.6);
      if (W > s * 10) hotbar(g, W - pad - s * 2.7, H - pad - s * 1.5, s * 1.1, ['sword', 'potion', 'bomb'], 0);
      break;
    }
    case 'space': {
      // Score along the top, lives and shield on the start side.
      const figs = num(6), h = s * 0.8, fw = pen.px ? figs.length * Math.max(1, Math.round(h / 5)) * 4 : figs.length * h * 0.72;
      digits(pen, W / 2 - fw / 2, pad + s * 0.1, h, figs, col.ink);
      if (start) {
        for (let i = 0; i < 3; i++) {
          const x = pad + i * s * 1.1, y = pad + s * 0.45;
          pen.shape([[x + s * 0.9, y], [x, y - s * 0.32], [x + s * 0.2, y], [x, y + s * 0.32]], i < 2 ? tint(c.t.second, 0.3) : col.dim);
        }
        meter(g, pad, pad + s * 1.1, s * 4, s * 0.3, r.range(0.5, 0.9), col.mana);
      }
      break;
    }
    case 'puzzle': puzzleHud(g, pad, s, r.int(1000, 99999)); break;
    case 'battle': battleHud(g, pad, s); break;
  }
  return pen.flush();
}

/** A minimap of the overworld: grass, the river, the path, the house and the hero's dot. */
function minimap(g: G, x: number, y: number, w: number): void {
  const { pen, col } = g;
  const h = w * 0.75, b = w * 0.06;
  panel(g, x, y, w, h);
  pen.box(x + b, y + b, w - 2 * b, h - 2 * b, col.grass).box(x + w * 0.22, y + b, w * 0.12, h - 2 * b, col.water);
  pen.box(x + b, y + h * 0.55, w * 0.7, w * 0.05, col.sand).box(x + w * 0.62, y + h * 0.55, w * 0.05, h * 0.45 - b, col.sand);
  pen.box(x + w * 0.62, y + h * 0.22, w * 0.16, w * 0.12, col.roof).ell(x + w * 0.86, y + h * 0.3, w * 0.06, w * 0.06, col.leafD).ell(x + w * 0.45, y + h * 0.25, w * 0.07, w * 0.07, col.leafD);
  pen.ell(x + w * 0.645, y + h * 0.78, w * 0.07, w * 0.07, '#ffffff').ell(x + w * 0.645, y + h * 0.78, w * 0.04, w * 0.04, col.red);
}

/** A map of the dungeon's rooms: explored ones linked by corridors, the current one lit, the boss's marked. */
function roomMap(g: G, x: number, y: number, w: number): void {
  const { pen, col, r } = g;
  const h = w * 0.75, u = w / 5;
  panel(g, x, y, w, h, 0.85);
  const rooms: [number, number][] = [[1, 1], [2, 1], [3, 1], [2, 2], [1, 2], [3, 0]];
  const cur = r.int(0, 3);
  rooms.forEach(([i, j], k) => {
    if (k > 0) { const [pi, pj] = rooms[k === 4 ? 0 : k === 5 ? 2 : k - 1]!; pen.line([[x + (pi + 0.5) * u, y + (pj + 0.5) * u * 0.75 + u * 0.1], [x + (i + 0.5) * u, y + (j + 0.5) * u * 0.75 + u * 0.1]], u * 0.12, col.dim); }
  });
  rooms.forEach(([i, j], k) => pen.box(x + (i + 0.15) * u, y + (j + 0.15) * u * 0.75 + u * 0.1, u * 0.7, u * 0.55, k === cur ? col.accent : k === 5 ? shade(col.red, 0.1) : col.ink, pen.px ? 0 : u * 0.1, k === cur || k === 5 ? 1 : 0.55));
}

/** The puzzle's panels: score, moves left in a badge, the goals with their bars, three stars. */
function puzzleHud(g: G, pad: number, s: number, score: number): void {
  const { pen, col, W, H, c } = g;
  const wide = W > H * 1.15;
  const pw = wide ? Math.min(W * 0.26, s * 6) : W - 2 * pad, ph = wide ? H - 2 * pad : Math.min(H * 0.18, s * 3.4);
  const x = wide ? W - pad - pw : pad, y = pad;
  panel(g, x, y, pw, ph, 0.9);
  const fig = String(score);
  digits(pen, x + s * 0.5, y + s * 0.5, s * 0.8, fig, col.ink);
  // Stars under the score (or beside it).
  const sy = y + s * 1.75, st = (sx: number, on: boolean) => {
    const pts: [number, number][] = [];
    for (let i = 0; i < 10; i++) { const a = -Math.PI / 2 + (i * Math.PI) / 5, k = i % 2 ? 0.45 : 1; pts.push([sx + Math.cos(a) * s * 0.4 * k, sy + Math.sin(a) * s * 0.4 * k]); }
    pen.shape(pts, on ? col.gold : col.dim);
  };
  st(x + s * 0.9, true); st(x + s * 1.85, true); st(x + s * 2.8, false);
  // Moves left in a badge.
  const bx = wide ? x + pw / 2 : x + pw - s * 1.4, by = wide ? y + s * 3.8 : y + ph / 2, br = s * 0.85;
  pen.ell(bx, by, br, br, c.t.primary).ell(bx, by, br * 0.82, br * 0.82, shade(c.t.primary, 0.2)).cut();
  const mv = String(g.r.int(5, 29));
  digits(pen, bx - (pen.px ? mv.length * Math.max(1, Math.round(s * 0.7 / 5)) * 2 : mv.length * s * 0.25), by - s * 0.35, s * 0.7, mv, col.ink);
  // Goals: three gems with their bars.
  for (let k = 0; k < 3; k++) {
    const gx = wide ? x + s * 0.9 : x + s * (4.8 + k * 2.4), gy = wide ? y + s * (5.6 + k * 1.3) : y + s * 0.9;
    if (!wide && gx + s * 2 > bx - br) break;
    if (wide && gy + s > y + ph) break;
    gemShape(g, (k * 2) % 5, gx, gy, s * 0.4);
    meter(g, gx + s * 0.7, gy - s * 0.12, wide ? pw - s * 2.2 : s * 1.2, s * 0.24, [0.8, 0.45, 1][k]!, col.ok);
  }
  // Boosters along the foot of a side panel.
  if (wide && ph > s * 11) {
    (['bomb', 'potion', 'shield'] as const).forEach((it, k) => {
      const cx = x + pw * (0.2 + k * 0.3), cy = y + ph - s * 1.2;
      pen.cut().dot(cx, cy, s * 0.62, col.dim).dot(cx, cy, s * 0.52, mix(col.hud, c.t.primary, 0.35));
      item(g, it, cx, cy, s * 0.7);
    });
  }
}

/** The battle's command menu (four commands, the cursor on the first) and the party's health and magic. */
function battleHud(g: G, pad: number, s: number): void {
  const { pen, col, W, H, r } = g;
  const mh = Math.max(s * 3, H * 0.24), y = H - pad - mh;
  const lw = Math.min((W - 2 * pad) * 0.34, s * 6);
  panel(g, pad, y, lw, mh);
  const rowH = (mh - s * 0.6) / 4;
  for (let i = 0; i < 4; i++) {
    const ry = y + s * 0.3 + i * rowH + rowH / 2;
    copy(g, pad + s * 1, ry - s * 0.12, (lw - s * 1.6) * [0.6, 0.75, 0.5, 0.4][i]!, s * 0.24, col.ink, i ? 0.7 : 1);
    if (i === 0) pen.shape([[pad + s * 0.4, ry - s * 0.2], [pad + s * 0.75, ry], [pad + s * 0.4, ry + s * 0.2]], col.gold);
  }
  const x = pad + lw + s * 0.3, w = W - pad - x;
  if (w < s * 4) return;
  panel(g, x, y, w, mh);
  const tones = [col.tunic, mix(col.scarf, '#6b4aa8', 0.4), col.leaf];
  for (let i = 0; i < 3; i++) {
    const ry = y + s * 0.3 + i * ((mh - s * 0.6) / 3), rh = (mh - s * 0.6) / 3;
    pen.box(x + s * 0.4, ry + rh * 0.2, rh * 0.6, rh * 0.6, tones[i]!, pen.px ? 0 : rh * 0.15);
    const bx = x + s * 0.6 + rh * 0.6, bw = w - (bx - x) - s * 0.4;
    copy(g, bx, ry + rh * 0.25, bw * 0.24, s * 0.22, col.ink, 0.9);
    meter(g, bx + bw * 0.3, ry + rh * 0.25, bw * 0.36, s * 0.22, r.range(0.3, 1), col.ok);
    meter(g, bx + bw * 0.72, ry + rh * 0.25, bw * 0.28, s * 0.22, r.range(0.2, 0.9), col.mana);
  }
  // The acting member's turn marker over the party.
  pen.shape([[W * 0.64 - s * 0.25, H * 0.7 - g.T * 2.3], [W * 0.64 + s * 0.25, H * 0.7 - g.T * 2.3], [W * 0.64, H * 0.7 - g.T * 1.95]], col.gold);
}
