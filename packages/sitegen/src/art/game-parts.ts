import type { Ctx } from './ctx';
import type { Rng } from './rng';
import { createRng } from './rng';
import { luminance, mix, shade, tint } from './palette';
import { rgbDistance } from '../color';
import type { Pen, Pt } from './game-kit';
import { SPRITES, digits } from './game-kit';

/**
 * Shared parts of the `game` kind's screens (`game.ts`): the colours of a game world mixed toward the
 * site's palette, the player character and the creatures (flat figures, never faces), the items, and
 * the HUD's widgets (hearts, counters, bars, panels, slots).
 */

/** Colours of one game world: natural colours mixed 8–25 % toward the palette, HUD in the brand colours. */
export interface Colours {
  sky0: string; sky1: string; cloud: string; far: string; mid: string;
  grass: string; grassD: string; grassL: string; dirt: string; dirtD: string; sand: string;
  stone: string; stoneD: string; stoneL: string; water: string; waterD: string; waterL: string;
  wood: string; woodD: string; roof: string; roofD: string; wall: string; leaf: string; leafD: string; leafL: string;
  gold: string; goldD: string; goldL: string; red: string; glow: string; foe: string; foeD: string; foeL: string;
  skin: string; hood: string; tunic: string; scarf: string; legs: string;
  hud: string; hudEdge: string; ink: string; dim: string; accent: string; ok: string; mana: string;
  /** The gems' colour: the accent, unless it is gold itself (a yellow gem vanishes on a gold block). */
  jewel: string;
}

/** The HUD's light ink (figures, lines of copy): one fixed colour, so tests can find a HUD on every screen. */
export const HUD_INK = '#f6f0e2';


/** Skin tones of the player character, one per project (the same hero on every screenshot of a page). */
const SKINS = ['#f1c7a5', '#e0ac84', '#c68b65', '#9c6644', '#6f4630'];

export function colours(c: Ctx): Colours {
  const t = c.t, p = t.primary, s = t.second, d = t.dark;
  const nat = (hex: string, k = 0.14, to = p) => mix(hex, to, k);
  const grass = nat('#6cbf4f', 0.12), leaf = nat('#3f9b48', 0.14), stone = nat('#8b8d9c', 0.14), water = nat('#3aa5d8', 0.18, s);
  const foe = nat('#8e3fb8', 0.2), accent = luminance(s) < 0.2 ? tint(s, 0.45) : s;
  return {
    sky0: d ? nat('#2b2f6e', 0.22) : nat('#58aee6', 0.16, s), sky1: d ? nat('#d98a8a', 0.25) : nat('#d6f0f6', 0.1, t.bg),
    cloud: d ? nat('#f2d3d8', 0.15) : '#ffffff', far: d ? nat('#5e4f8e', 0.22) : nat('#9ccfd9', 0.16, s), mid: d ? nat('#3b3f78', 0.2) : nat('#79b98a', 0.14, s),
    grass, grassD: shade(grass, 0.22), grassL: tint(grass, 0.3), dirt: nat('#9a6438', 0.1), dirtD: nat('#6e4325', 0.1), sand: nat('#e6cf96', 0.12),
    stone, stoneD: shade(stone, 0.3), stoneL: tint(stone, 0.25), water, waterD: shade(water, 0.25), waterL: tint(water, 0.55),
    wood: nat('#a8703e', 0.1), woodD: nat('#6b4424', 0.1), roof: mix(p, '#c0503a', 0.25), roofD: shade(mix(p, '#c0503a', 0.25), 0.3), wall: nat('#f3e6cc', 0.08),
    leaf, leafD: shade(leaf, 0.3), leafL: tint(leaf, 0.25),
    gold: nat('#f7c531', 0.08, s), goldD: nat('#c98a12', 0.1), goldL: '#fff1b0', red: nat('#e8414e', 0.1), glow: '#ffe9a8',
    foe, foeD: shade(foe, 0.35), foeL: tint(foe, 0.35),
    skin: createRng(`${c.family}|skin`).pick(SKINS), hood: shade(p, 0.45), tunic: p, scarf: s, legs: mix('#2a2430', p, 0.15),
    hud: mix('#16142a', p, 0.22), hudEdge: mix('#f6f0e2', s, 0.12), ink: HUD_INK, dim: mix('#16142a', '#f6f0e2', 0.28),
    accent, jewel: rgbDistance(accent, '#f7c531') < 110 ? nat('#3fb6e8', 0.12) : accent, ok: nat('#4cc76a', 0.1), mana: nat('#4b8cf0', 0.12, s),
  };
}

/** One screen being drawn: the canvas, the pen, the tile size `T`, the world's colours and a random stream. */
export interface G {
  c: Ctx; pen: Pen; r: Rng; col: Colours;
  W: number; H: number; T: number;
  /** The shorter side: sizes the HUD so it reads on a card as on a hero. */
  m: number;
}

/** Pose of the player character. */
export type Pose = 'jump' | 'stand' | 'front';

/**
 * The player: a hooded figure in the site's colours with a scarf in the accent, feet at (x, y), `h` tall,
 * facing right (or left with `flip`); the hood hides the face. `tunic`/`scarf` recolour a party member.
 */
export function hero(g: G, x: number, y: number, h: number, pose: Pose, flip = false, tunic = g.col.tunic, scarf = g.col.scarf): void {
  const { pen, col } = g;
  if (pen.px) {
    const bm = SPRITES[pose], s = Math.max(pen.q, Math.round(h / bm.length / pen.q) * pen.q), w = Math.max(...bm.map((r) => r.length)) * s;
    pen.sprite(bm, { h: col.hood, s: col.skin, b: tunic, c: scarf, l: col.legs, k: shade(col.legs, 0.3) }, pen.s(x - w / 2), pen.s(y - bm.length * s), s, flip);
    return;
  }
  // Batched by colour, so the order colours first appear is the order they are painted: the hood first
  // (the scarf and tunic then overlap its foot), the face's skin last, over the hood.
  const u = h / 12, f = flip ? -1 : 1, X = (k: number) => x + f * k * u, Y = (k: number) => y - k * u;
  const boot = shade(col.legs, 0.3);
  if (pose === 'front') {
    pen.ell(x, Y(9.2), u * 2.3, u * 2.2, col.hood).ell(X(-0.7), Y(10), u * 0.7, u * 0.5, tint(col.hood, 0.2));
    pen.line([[X(-0.8), Y(3.4)], [X(-0.9), Y(0.6)]], u * 1.2, col.legs).line([[X(0.8), Y(3.4)], [X(0.9), Y(0.6)]], u * 1.2, col.legs);
    pen.ell(X(-1), Y(0.4), u * 0.9, u * 0.5, boot).ell(X(1), Y(0.4), u * 0.9, u * 0.5, boot);
    pen.line([[X(-1.9), Y(6.4)], [X(-2.5), Y(4)]], u * 1.1, shade(tunic, 0.15)).line([[X(1.9), Y(6.4)], [X(2.5), Y(4)]], u * 1.1, shade(tunic, 0.15));
    pen.box(x - 2 * u, Y(7), 4 * u, 4 * u, tunic, u * 1.2).box(x - 2 * u, Y(4), 4 * u, u * 0.7, boot);
    pen.ell(X(-2.5), Y(3.8), u * 0.6, u * 0.6, col.skin).ell(X(2.5), Y(3.8), u * 0.6, u * 0.6, col.skin);
    pen.shape([[X(-2.6), Y(7.6)], [X(0), Y(7.1)], [X(2.6), Y(7.6)], [X(1.6), Y(6.6)], [X(-1.6), Y(6.6)]], scarf, true);
    return;
  }
  const jump = pose === 'jump';
  pen.ell(X(-0.1), Y(9.4), u * 2.3, u * 2.2, col.hood).shape([[X(-1.8), Y(11)], [X(-3.4), Y(11.6)], [X(-2.2), Y(10.1)]], col.hood, true);
  if (jump) {
    pen.line([[X(-0.3), Y(3.6)], [X(-1.8), Y(2.4)], [X(-2.6), Y(0.8)]], u * 1.2, col.legs).line([[X(0.6), Y(3.6)], [X(2), Y(2.6)], [X(2), Y(1)]], u * 1.2, col.legs);
    pen.ell(X(-2.8), Y(0.6), u * 0.9, u * 0.55, boot).ell(X(2.3), Y(0.8), u * 0.9, u * 0.55, boot);
  } else {
    pen.line([[X(-0.6), Y(3.6)], [X(-0.8), Y(0.6)]], u * 1.2, col.legs).line([[X(0.7), Y(3.6)], [X(0.9), Y(0.6)]], u * 1.2, col.legs);
    pen.ell(X(-0.6), Y(0.45), u, u * 0.5, boot).ell(X(1.2), Y(0.45), u, u * 0.5, boot);
  }
  // The scarf streams behind; then the tunic, the arm reaching forward (up, mid-jump), the face.
  const wave = jump ? 1.6 : 0.6;
  pen.shape([[X(-0.6), Y(7.6)], [X(-3.2), Y(7 + wave)], [X(-4.6), Y(6 + wave)], [X(-3), Y(6.2 + wave * 0.4)], [X(-0.4), Y(6.5)]], scarf, true);
  pen.box(x - 1.9 * u, Y(7.4), 3.8 * u, 4.2 * u, tunic, u * 1.3);
  pen.line(jump ? [[X(0.6), Y(6.6)], [X(2.2), Y(8.4)], [X(2.8), Y(10)]] : [[X(0.6), Y(6.6)], [X(1.6), Y(5)], [X(2.2), Y(4.2)]], u * 1.1, shade(tunic, 0.2));
  pen.ell(jump ? X(2.9) : X(2.3), jump ? Y(10.3) : Y(4), u * 0.6, u * 0.6, col.skin).ell(X(0.9), Y(9.1), u * 1.35, u * 1.5, col.skin);
}

/** A creature, body centred at (x, y) (its feet for walkers), `s` across; no faces, just shapes. */
export type Foe = 'slime' | 'spiky' | 'bat' | 'ghost' | 'beast';

export function foe(g: G, kind: Foe, x: number, y: number, s: number, tone = g.col.foe): void {
  const { pen } = g;
  const dk = shade(tone, 0.35), lt = tint(tone, 0.4);
  if (pen.px && (kind === 'slime' || kind === 'bat' || kind === 'ghost')) {
    const bm = SPRITES[kind], px = Math.max(pen.q, Math.round(s / bm[0]!.length / pen.q) * pen.q), w = bm[0]!.length * px;
    pen.sprite(bm, { x: tone, d: dk, w: lt }, pen.s(x - w / 2), pen.s(kind === 'bat' ? y - (bm.length * px) / 2 : y - bm.length * px), px);
    return;
  }
  switch (kind) {
    case 'slime':
      pen.ell(x, y - s * 0.05, s * 0.5, s * 0.08, dk, 0.5);
      pen.shape([[x - s * 0.5, y], [x - s * 0.42, y - s * 0.3], [x - s * 0.1, y - s * 0.62], [x + s * 0.2, y - s * 0.55], [x + s * 0.45, y - s * 0.25], [x + s * 0.5, y]], tone, true);
      pen.ell(x - s * 0.18, y - s * 0.36, s * 0.1, s * 0.07, lt);
      return;
    case 'spiky': {
      const spikes: Pt[] = [];
      for (let i = 0; i <= 10; i++) {
        const a = Math.PI * (1 + i / 10), rr = i % 2 ? s * 0.62 : s * 0.42;
        spikes.push([x + Math.cos(a) * rr, y - s * 0.12 + Math.sin(a) * rr]);
      }
      pen.ell(x - s * 0.25, y - s * 0.06, s * 0.14, s * 0.08, dk).ell(x + s * 0.25, y - s * 0.06, s * 0.14, s * 0.08, dk);
      pen.shape(spikes, dk).ell(x, y - s * 0.14, s * 0.42, s * 0.32, tone).ell(x - s * 0.12, y - s * 0.26, s * 0.12, s * 0.07, lt);
      return;
    }
    case 'bat':
      pen.shape([[x, y - s * 0.12], [x + s * 0.2, y - s * 0.22], [x + s * 0.5, y - s * 0.3], [x + s * 0.42, y], [x + s * 0.3, y - s * 0.06], [x + s * 0.18, y + s * 0.08],
        [x, y + s * 0.16], [x - s * 0.18, y + s * 0.08], [x - s * 0.3, y - s * 0.06], [x - s * 0.42, y], [x - s * 0.5, y - s * 0.3], [x - s * 0.2, y - s * 0.22]], tone);
      return;
    case 'ghost':
      pen.shape([[x - s * 0.4, y], [x - s * 0.42, y - s * 0.5], [x, y - s * 0.9], [x + s * 0.42, y - s * 0.5], [x + s * 0.4, y], [x + s * 0.2, y - s * 0.12], [x, y], [x - s * 0.2, y - s * 0.12]], tone, true, 0.88);
      return;
    case 'beast': {
      // A horned hulk: body, arms with claws, two horns, a lighter belly.
      pen.ell(x, y, s * 0.5, s * 0.07, '#000000', 0.25);
      pen.shape([[x - s * 0.4, y - s * 0.72], [x - s * 0.55, y - s * 0.95], [x - s * 0.3, y - s * 0.8]], lt).shape([[x + s * 0.2, y - s * 0.78], [x + s * 0.38, y - s * 1.02], [x + s * 0.34, y - s * 0.74]], lt);
      pen.shape([[x - s * 0.45, y], [x - s * 0.5, y - s * 0.4], [x - s * 0.32, y - s * 0.78], [x + s * 0.05, y - s * 0.86], [x + s * 0.4, y - s * 0.7], [x + s * 0.52, y - s * 0.35], [x + s * 0.45, y]], tone, true);
      pen.shape([[x - s * 0.2, y - s * 0.05], [x - s * 0.22, y - s * 0.4], [x + s * 0.05, y - s * 0.52], [x + s * 0.26, y - s * 0.38], [x + s * 0.22, y - s * 0.05]], lt, true, 0.55);
      pen.line([[x + s * 0.4, y - s * 0.55], [x + s * 0.66, y - s * 0.32], [x + s * 0.62, y - s * 0.12]], s * 0.13, dk).line([[x - s * 0.42, y - s * 0.55], [x - s * 0.66, y - s * 0.3], [x - s * 0.6, y - s * 0.1]], s * 0.13, dk);
      pen.box(x - s * 0.4, y - s * 0.1, s * 0.25, s * 0.1, dk, s * 0.04).box(x + s * 0.15, y - s * 0.1, s * 0.25, s * 0.1, dk, s * 0.04);
    }
  }
}

/** A coin, `s` tall, centred at (x, y): gold disc with a lit edge (pixel: the coin sprite). */
export function coin(g: G, x: number, y: number, s: number, turn = 1): void {
  const { pen, col } = g;
  const spin = Math.max(0.5, Math.min(1, turn));
  if (pen.px) {
    const px = Math.max(1, Math.round(s / 6));
    pen.sprite(SPRITES.coin, { x: col.gold, w: col.goldL, d: col.goldD }, pen.s(x - px * 2.5), pen.s(y - px * 3), px);
    return;
  }
  pen.ell(x, y, s * 0.38 * spin, s * 0.5, col.goldD).ell(x - s * 0.04 * spin, y, s * 0.3 * spin, s * 0.44, col.gold);
  pen.line([[x - s * 0.04 * spin, y - s * 0.2], [x - s * 0.04 * spin, y + s * 0.2]], s * 0.12 * spin, col.goldD, 0.6);
}

/** A faceted gem, `s` tall, centred at (x, y). */
export function gem(g: G, x: number, y: number, s: number, tone: string): void {
  const { pen } = g;
  if (pen.px) {
    const px = Math.max(1, Math.round(s / 5));
    pen.sprite(SPRITES.gem, { x: tone, w: tint(tone, 0.6), d: shade(tone, 0.3) }, pen.s(x - px * 2.5), pen.s(y - px * 2.5), px);
    return;
  }
  const h = s / 2;
  pen.shape([[x - h * 0.5, y - h * 0.8], [x + h * 0.5, y - h * 0.8], [x + h, y - h * 0.2], [x, y + h], [x - h, y - h * 0.2]], tone);
  pen.shape([[x - h * 0.5, y - h * 0.8], [x, y - h * 0.8], [x - h * 0.2, y - h * 0.2], [x - h, y - h * 0.2]], tint(tone, 0.55));
  pen.shape([[x + h, y - h * 0.2], [x, y + h], [x + h * 0.2, y - h * 0.2]], shade(tone, 0.25));
}

/** A heart of the health row, `s` wide, top-left at (x, y); an empty one is drawn in the dim HUD tone. */
export function heart(g: G, x: number, y: number, s: number, full: boolean): void {
  const { pen, col } = g;
  const fill = full ? col.red : col.dim;
  if (pen.px) {
    const px = Math.max(1, Math.round(s / 7));
    pen.sprite(SPRITES.heart, { x: fill, w: full ? tint(col.red, 0.6) : fill }, pen.s(x), pen.s(y), px);
    return;
  }
  const pts: Pt[] = [];
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2, sx = 16 * Math.sin(a) ** 3, sy = 13 * Math.cos(a) - 5 * Math.cos(2 * a) - 2 * Math.cos(3 * a) - Math.cos(4 * a);
    pts.push([x + s / 2 + (sx / 34) * s, y + s * 0.42 - (sy / 34) * s]);
  }
  pen.shape(pts, fill);
  if (full) pen.ell(x + s * 0.28, y + s * 0.22, s * 0.09, s * 0.07, tint(col.red, 0.6));
}

/** A HUD panel: a light edge around the dark HUD fill. */
export function panel(g: G, x: number, y: number, w: number, h: number, op = 0.92): void {
  const { pen, col } = g;
  const b = pen.px ? pen.q : Math.max(1, g.m * 0.005), r = pen.px ? 1 : g.m * 0.022;
  pen.cut().box(x, y, w, h, col.hudEdge, r, op).box(x + b, y + b, w - 2 * b, h - 2 * b, col.hud, r ? Math.max(0.5, r - b) : 0, op);
}

/** A meter: dim track, `frac` of it filled. */
export function meter(g: G, x: number, y: number, w: number, h: number, frac: number, fill: string): void {
  const { pen, col } = g;
  pen.dash(x, y, w, h, col.dim).cut().dash(x, y, Math.max(h, w * frac), h, fill);
}

/** A stand-in for a line of copy: a rounded bar (no invented words). */
export function copy(g: G, x: number, y: number, w: number, h: number, fill = g.col.ink, op = 0.85): void {
  g.pen.dash(x, y, w, h, fill, op);
}

/** A counter: an icon then figures, top-left at (x, y), `h` tall; returns its width. */
export function counter(g: G, x: number, y: number, h: number, icon: 'coin' | 'gem' | 'key', value: string): number {
  const { col } = g;
  if (icon === 'coin') coin(g, x + h * 0.4, y + h / 2, h);
  else if (icon === 'gem') gem(g, x + h * 0.45, y + h / 2, h, col.jewel);
  else item(g, 'key', x + h * 0.5, y + h / 2, h);
  // A small "×" of two strokes, then the figures.
  const xx = x + h * 1.05, s = h * 0.22, yy = y + h / 2;
  if (g.pen.px) { const p = Math.max(1, Math.round(h / 8)); g.pen.sprite(['x.x', '.x.', 'x.x'], { x: col.ink }, g.pen.s(xx), g.pen.s(yy - p * 1.5), p); }
  else g.pen.line([[xx, yy - s], [xx + 2 * s, yy + s]], h * 0.1, col.ink).line([[xx, yy + s], [xx + 2 * s, yy - s]], h * 0.1, col.ink);
  return h * 1.05 + s * 3 + digits(g.pen, xx + s * 3, y + h * 0.15, h * 0.7, value, col.ink);
}

/** What an inventory slot or a hand holds. */
export type Item = 'sword' | 'potion' | 'key' | 'bomb' | 'seeds' | 'can' | 'hoe' | 'carrot' | 'lantern' | 'map' | 'shield' | 'bow';

/** An item, `s` across, centred at (x, y). */
export function item(g: G, kind: Item, x: number, y: number, s: number): void {
  const { pen, col } = g;
  const h = s / 2;
  switch (kind) {
    case 'sword':
      pen.line([[x - h * 0.6, y + h * 0.6], [x + h * 0.7, y - h * 0.7]], s * 0.14, '#e6ecf2').line([[x - h * 0.75, y + h * 0.15], [x - h * 0.15, y + h * 0.75]], s * 0.12, col.goldD);
      pen.line([[x - h * 0.55, y + h * 0.55], [x - h * 0.85, y + h * 0.85]], s * 0.12, col.woodD);
      return;
    case 'potion':
      pen.box(x - h * 0.18, y - h * 0.85, h * 0.36, h * 0.4, '#dfe7ef', h * 0.08).ell(x, y + h * 0.2, h * 0.6, h * 0.6, '#dfe7ef').ell(x, y + h * 0.28, h * 0.5, h * 0.48, col.red);
      pen.ell(x - h * 0.2, y + h * 0.08, h * 0.12, h * 0.1, '#ffffff', 0.8);
      return;
    case 'key':
      if (pen.px) { const px = Math.max(1, Math.round(s / 9)); pen.sprite(SPRITES.key, { x: col.gold }, pen.s(x - px * 4.5), pen.s(y - px * 2), px); return; }
      pen.ell(x - h * 0.5, y, h * 0.34, h * 0.34, col.gold).ell(x - h * 0.5, y, h * 0.14, h * 0.14, col.hud);
      pen.box(x - h * 0.2, y - h * 0.1, h * 1, h * 0.2, col.gold).box(x + h * 0.45, y, h * 0.14, h * 0.34, col.gold).box(x + h * 0.7, y, h * 0.12, h * 0.26, col.gold);
      return;
    case 'bomb':
      pen.ell(x, y + h * 0.15, h * 0.65, h * 0.65, '#2b2d3a').ell(x - h * 0.22, y - h * 0.05, h * 0.16, h * 0.14, '#6b7082');
      pen.line([[x + h * 0.35, y - h * 0.4], [x + h * 0.55, y - h * 0.7], [x + h * 0.75, y - h * 0.75]], s * 0.07, col.woodD).ell(x + h * 0.78, y - h * 0.78, h * 0.14, h * 0.14, col.glow);
      return;
    case 'seeds':
      pen.box(x - h * 0.6, y - h * 0.6, h * 1.2, h * 1.4, mix('#d8c08e', col.wall, 0.3), h * 0.15).box(x - h * 0.6, y - h * 0.75, h * 1.2, h * 0.3, col.woodD, h * 0.1);
      pen.ell(x, y + h * 0.15, h * 0.3, h * 0.3, col.ok);
      return;
    case 'can':
      pen.line([[x + h * 0.3, y - h * 0.1], [x + h * 0.95, y - h * 0.55]], s * 0.1, mix('#8fb6c9', col.accent, 0.2));
      pen.box(x - h * 0.7, y - h * 0.35, h * 1.1, h * 1.05, mix('#8fb6c9', col.accent, 0.2), h * 0.2).line([[x - h * 0.55, y - h * 0.35], [x - h * 0.2, y - h * 0.75], [x + h * 0.15, y - h * 0.35]], s * 0.08, shade(mix('#8fb6c9', col.accent, 0.2), 0.3));
      return;
    case 'hoe':
      pen.line([[x - h * 0.7, y + h * 0.8], [x + h * 0.45, y - h * 0.6]], s * 0.1, col.wood).shape([[x + h * 0.2, y - h * 0.75], [x + h * 0.85, y - h * 0.6], [x + h * 0.6, y - h * 0.25]], '#c7ccd4');
      return;
    case 'carrot':
      pen.shape([[x - h * 0.3, y - h * 0.4], [x + h * 0.3, y - h * 0.4], [x, y + h * 0.9]], mix('#f08a24', col.red, 0.1), true);
      pen.shape([[x - h * 0.25, y - h * 0.4], [x - h * 0.35, y - h * 0.95], [x, y - h * 0.5], [x + h * 0.35, y - h * 0.95], [x + h * 0.25, y - h * 0.4]], col.leaf);
      return;
    case 'lantern':
      pen.ell(x, y + h * 0.1, h * 0.9, h * 0.9, col.glow, 0.25).box(x - h * 0.4, y - h * 0.45, h * 0.8, h * 1.05, col.glow, h * 0.15);
      pen.box(x - h * 0.5, y - h * 0.6, h, h * 0.2, col.woodD).box(x - h * 0.5, y + h * 0.55, h, h * 0.2, col.woodD).line([[x - h * 0.3, y - h * 0.6], [x, y - h * 0.9], [x + h * 0.3, y - h * 0.6]], s * 0.06, col.woodD);
      return;
    case 'map':
      pen.shape([[x - h * 0.8, y - h * 0.6], [x - h * 0.25, y - h * 0.75], [x + h * 0.25, y - h * 0.6], [x + h * 0.8, y - h * 0.75], [x + h * 0.8, y + h * 0.6], [x + h * 0.25, y + h * 0.75], [x - h * 0.25, y + h * 0.6], [x - h * 0.8, y + h * 0.75]], '#efe0b8');
      pen.line([[x - h * 0.55, y + h * 0.35], [x - h * 0.1, y], [x + h * 0.3, y + h * 0.15]], s * 0.06, col.red);
      return;
    case 'shield':
      pen.shape([[x - h * 0.7, y - h * 0.7], [x + h * 0.7, y - h * 0.7], [x + h * 0.65, y + h * 0.1], [x, y + h * 0.85], [x - h * 0.65, y + h * 0.1]], col.tunic, true);
      pen.shape([[x - h * 0.15, y - h * 0.55], [x + h * 0.15, y - h * 0.55], [x + h * 0.12, y + h * 0.5], [x - h * 0.12, y + h * 0.5]], col.gold);
      return;
    case 'bow':
      pen.line([[x - h * 0.2, y - h * 0.85], [x + h * 0.45, y - h * 0.35], [x + h * 0.5, y + h * 0.35], [x - h * 0.2, y + h * 0.85]], s * 0.1, col.wood).line([[x - h * 0.2, y - h * 0.85], [x - h * 0.2, y + h * 0.85]], s * 0.03, col.ink);
  }
}

/** A row of inventory slots centred on x, the first one selected; returns nothing (drawn on the pen). */
export function hotbar(g: G, cx: number, y: number, s: number, items: readonly (Item | null)[], pick = 0): void {
  const { pen, col } = g;
  const gap = s * 0.14, w = items.length * (s + gap) - gap + gap * 2;
  panel(g, cx - w / 2, y, w, s + gap * 2);
  const at = (i: number) => cx - w / 2 + gap + i * (s + gap);
  items.forEach((_, i) => pen.box(at(i), y + gap, s, s, i === pick ? col.accent : col.dim, pen.px ? 0 : s * 0.12, i === pick ? 1 : 0.7));
  const b = pen.px ? pen.q : s * 0.08;
  pen.cut().box(at(pick) + b, y + gap + b, s - 2 * b, s - 2 * b, col.hud, pen.px ? 0 : s * 0.1);
  items.forEach((it, i) => { if (it) item(g, it, at(i) + s / 2, y + gap + s / 2, s * 0.68); });
}
