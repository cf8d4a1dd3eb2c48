import type { Ctx } from './ctx';
import { mirrorX } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, ellipse, ellipseD, lineD, n, path, rect, rectD } from './svg';
import { specialistView } from './specialists';
import { ENSEMBLES } from './group-words';
import { BRASS, Layer, chairD, figure, lookOf, player, wardrobe, type Instrument, type Look } from './group-figures';

/**
 * A choir's, choral society's, orchestra's or brass band's pictures (service.ts `TRADES`, group-words.ts `CHOIR`), eight
 * drawings walked by `specialistView` (salt `choir`): the hero the group on risers in a church hall (two rows of singers
 * holding folders, the conductor before them with arms raised, a grand piano at the side, stacking chairs in front); the
 * cards a rehearsal (seated behind music stands, the musical director at the piano, a tea urn on a trestle table), a
 * concert in a church (the group before the altar rail under a stained-glass window, the audience in the pews), close on
 * the front row, the pianist and the conductor, then the church and the rehearsal again from the other side (a rose
 * window and candles; a school hall with wall bars); about the group on a school hall's stage seen from the chairs. An
 * orchestra's or brass band's players sit with their instruments drawn as simple shapes (violins, cellos, flutes,
 * trumpets; cornets, horns, trombones, tubas) where a choir stands. Behind a banner headline the hero keeps to the end
 * side, unmirrored. Flat figures with skin tones, no faces, no words.
 */
export function choir(c: Ctx): string {
  const kind = ensembleOf(c.words);
  switch (c.behindText ? 0 : specialistView(c, 'choir')) {
    case 1: return rehearsal(c, kind, false);
    case 2: return church(c, kind, false);
    case 3: return frontRow(c, kind);
    case 4: return pianoAndConductor(c, kind);
    case 5: return mirrorX(c, church(c, kind, true));
    case 6: return mirrorX(c, rehearsal(c, kind, true));
    case 7: return stageFromChairs(c, kind);
    default: return risers(c, kind);
  }
}

type Ensemble = 'choir' | 'orchestra' | 'brass';

/** The ensemble a brief names most (ties: a choir, then an orchestra). */
export function ensembleOf(words: string): Ensemble {
  let best: Ensemble = 'choir', k = 0;
  for (const [name, re] of Object.entries(ENSEMBLES) as [Ensemble, RegExp][]) {
    const hits = words.match(re)?.length ?? 0;
    if (hits > k) { best = name; k = hits; }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces.

/** The hall's colours: wall, panelling, floor, window sky; a warm evening light on a dark site. */
function hallTones(c: Ctx): { wall: string; panel: string; floor: string; sky: string; frame: string; riser: string } {
  const { t } = c;
  return {
    wall: t.dark ? mix('#3b3440', t.primary, 0.08) : mix('#f1e9dc', t.primary, 0.05),
    panel: t.dark ? mix('#4a3526', t.primary, 0.06) : mix('#b48a5f', t.primary, 0.06),
    floor: t.dark ? mix('#5a4030', t.bg, 0.35) : mix('#c9a47a', t.primary, 0.05),
    sky: t.dark ? mix('#24305a', t.primary, 0.15) : mix('#cfe4f1', t.second, 0.12),
    frame: t.dark ? '#d8d3c8' : '#fbf8f2',
    riser: t.dark ? '#2a2c33' : '#3b3f47',
  };
}

/** Concert dress: a choir's top in the group's colour over black, an orchestra's or a band's concert black; `casual` everyday clothes for a rehearsal. */
function dressOf(c: Ctx, i: number, ens: Ensemble, casual = false): Look {
  const { t } = c;
  const cols = wardrobe(t);
  if (casual) return lookOf(i, cols[(i * 5 + 2) % cols.length] as string, i % 3 === 0 ? '#3a4a6b' : '#2b2d33', { skirt: i % 4 === 1 ? 'short' : undefined, seed: c.family.length, scarfCol: t.second });
  const top = ens === 'choir' ? (i % 5 === 3 ? shade(t.primary, 0.15) : t.primary) : '#23252b';
  return lookOf(i, top, '#1f2126', { skirt: ens === 'choir' && i % 3 === 1 ? 'long' : undefined, seed: c.family.length, scarfCol: t.second });
}

/** The back wall of a church hall down to the floor line f: panelling, tall arched windows, a pendant lamp or two; the boards below. */
function hall(c: Ctx, f: number, windows: readonly number[], school = false): string {
  const { W, H, t } = c, k = hallTones(c);
  const out = [rect(0, 0, W, f, c.defs.lin([[0, tint(k.wall, 0.04)], [1, shade(k.wall, 0.05)]])), rect(0, f, W, H - f, c.defs.lin([[0, k.floor], [1, shade(k.floor, 0.2)]]))];
  let boards = '';
  for (const q of [0.1, 0.26, 0.48, 0.76]) boards += `M0 ${n(f + (H - f) * q)}H${n(W)}`;
  out.push(path(boards, 'none', { stroke: shade(k.floor, 0.22), sw: 1.5, op: 0.5 }));
  const ww = Math.min(W * 0.1, H * 0.14), wh = H * (school ? 0.22 : 0.36), wy = H * (school ? 0.08 : 0.1);
  let frames = '', glass = '', bars = '';
  for (const wx of windows) {
    const x = W * wx - ww / 2;
    if (school) { frames += rectD(x - 5, wy - 5, ww + 10, wh + 10); glass += rectD(x, wy, ww, wh); bars += `M${n(x + ww / 2)} ${n(wy)}V${n(wy + wh)}M${n(x)} ${n(wy + wh * 0.5)}H${n(x + ww)}`; continue; }
    const arch = (o: number) => `M${n(x - o)} ${n(wy + wh + o)}V${n(wy + ww / 2)}A${n(ww / 2 + o)} ${n(ww / 2 + o)} 0 0 1 ${n(x + ww + o)} ${n(wy + ww / 2)}V${n(wy + wh + o)}Z`;
    frames += arch(6); glass += arch(0);
    bars += `M${n(x + ww / 2)} ${n(wy)}V${n(wy + wh)}M${n(x)} ${n(wy + wh * 0.45)}H${n(x + ww)}`;
  }
  out.push(path(frames, k.frame), path(glass, c.defs.lin([[0, k.sky], [1, tint(k.sky, t.dark ? 0.15 : 0.45)]])), path(bars, 'none', { stroke: k.frame, sw: Math.max(2, ww * 0.05) }));
  // Panelling along the lower wall, a rail on top.
  const py = f - H * 0.13;
  out.push(rect(0, py, W, f - py, k.panel), rect(0, py - H * 0.008, W, H * 0.012, shade(k.panel, 0.2)));
  let seams = '';
  for (let x = W * 0.04; x < W; x += W * 0.07) seams += `M${n(x)} ${n(py + H * 0.01)}V${n(f)}`;
  out.push(path(seams, 'none', { stroke: shade(k.panel, 0.18), sw: 1.5, op: 0.6 }));
  return out.join('');
}

/** Pendant lamps hanging from the top edge: a cord and a warm shade, glowing on a dark site. */
function pendants(c: Ctx, xs: readonly number[], y: number, s: number): string {
  const { W, t } = c;
  let cords = '', shades = '';
  for (const k of xs) { const x = W * k; cords += `M${n(x)} 0V${n(y)}`; shades += `M${n(x - s)} ${n(y + s * 0.55)}Q${n(x - s)} ${n(y)} ${n(x)} ${n(y)}Q${n(x + s)} ${n(y)} ${n(x + s)} ${n(y + s * 0.55)}Z`; }
  const glow = t.dark ? xs.map((k) => circle(W * k, y + s * 0.6, s * 3, c.defs.rad([[0, '#ffdca0', 0.35], [1, '#ffdca0', 0]]))).join('') : '';
  return glow + path(cords, 'none', { stroke: '#3a3d44', sw: Math.max(1.5, s * 0.06) }) + path(shades, t.dark ? '#f3d9a4' : mix('#2f3a44', t.primary, 0.15));
}

/**
 * Risers: `steps` tiers from x0 to x1 standing on f, each rs high with a tread d deep seen from a little above (dark
 * fronts, lighter treads). Returns the markup and the line each tier's row stands on (the middle of its tread).
 */
function risersD(c: Ctx, x0: number, x1: number, f: number, rs: number, d: number, steps: number): { svg: string; rows: number[] } {
  const k = hallTones(c);
  let fronts = '', treads = '', edges = '';
  const rows: number[] = [];
  for (let i = 1; i <= steps; i++) {
    const top = f - i * rs - (i - 1) * d;
    fronts += rectD(x0, top, x1 - x0, rs);
    treads += rectD(x0, top - d, x1 - x0, d);
    edges += `M${n(x0)} ${n(top)}H${n(x1)}`;
    rows.push(top - d * 0.45);
  }
  return { svg: path(treads, tint(k.riser, 0.3)) + path(fronts, k.riser) + path(edges, 'none', { stroke: tint(k.riser, 0.5), sw: Math.max(1.5, rs * 0.08) }), rows };
}

/** A grand piano side-on, its keyboard toward `dir`, the lid propped open, standing on f, l long; the pianist's head and shoulders behind it. */
function grandPiano(c: Ctx, x: number, f: number, l: number, dir: 1 | -1, pianist?: Look): string {
  const black = c.t.dark ? '#15161a' : '#1c1d22', top = f - l * 0.42, depth = l * 0.16;
  const kb = x + dir * l * 0.5, tail = x - dir * l * 0.5;
  const out: string[] = [];
  if (pianist) {
    const L = new Layer();
    const px = kb - dir * l * 0.13;
    figure(L, px, f - l * 0.02, l * 1.0, pianist, [[px - l * 0.08, top + l * 0.02], [px + l * 0.08, top + l * 0.02]], { seated: true, shadow: false });
    out.push(String(L));
  }
  // The case's side, the lid raised on its stick, the legs and pedals, the music desk, the keys' edge.
  out.push(ellipse(x, f, l * 0.55, l * 0.03, c.t.shadow, { op: 0.2 }),
    path(`M${n(kb)} ${n(top)}V${n(top + depth)}H${n(x - dir * l * 0.1)}Q${n(tail)} ${n(top + depth)} ${n(tail)} ${n(top + depth * 0.4)}V${n(top)}Z`, black),
    path(lineD([kb - dir * l * 0.05, top + depth], [kb - dir * l * 0.05, f]) + lineD([x - dir * l * 0.3, top + depth], [x - dir * l * 0.3, f]), 'none', { stroke: black, sw: l * 0.05 }),
    path(`M${n(kb - dir * l * 0.12)} ${n(top)}L${n(tail + dir * l * 0.05)} ${n(top - l * 0.32)}L${n(tail)} ${n(top - l * 0.26)}L${n(tail)} ${n(top)}Z`, shade(black, -0.25)),
    path(lineD([x - dir * l * 0.05, top], [x - dir * l * 0.2, top - l * 0.2]), 'none', { stroke: '#6b6f78', sw: Math.max(1.5, l * 0.012) }),
    rect(Math.min(kb, kb - dir * l * 0.14), top - l * 0.1, l * 0.14, l * 0.1, shade(black, -0.2)),
    rect(Math.min(kb, kb + dir * l * 0.06), top + depth * 0.2, l * 0.06, depth * 0.3, '#f4f1e8'),
    path(lineD([kb - dir * l * 0.12, f], [kb - dir * l * 0.12, f - l * 0.06]), 'none', { stroke: BRASS, sw: Math.max(1.5, l * 0.012) }));
  return out.join('');
}

/** Rows of stacking chairs seen from behind at the bottom of the frame, from x0 to x1 on floor y, with people in some. */
function chairRows(c: Ctx, x0: number, x1: number, y: number, s: number, people: readonly number[] = []): string {
  const { t } = c;
  const L = new Layer();
  let frames = '', seats = '';
  // On a very wide strip the chairs stand further apart, so a row never runs to thousands.
  const step = Math.max(s * 1.25, c.W * 0.04);
  let i = 0;
  for (let x = x0; x <= x1; x += step, i++) {
    if (people.includes(i)) figure(L, x, y, s * 3.6, dressOf(c, i + 7, 'choir', true), 'lap', { seated: true, back: true, shadow: false });
    const ch = chairD(x, y, s);
    frames += ch.frame; seats += ch.seat;
  }
  const col = mix('#3f6f8f', t.primary, 0.25);
  return String(L) + path(frames, 'none', { stroke: '#4a4f58', sw: Math.max(1.5, s * 0.07) }) + path(seats, col);
}

/** A music stand with a sheet on it, for a `Layer` ('item'): s about a seated player's unit. */
function standD(L: Layer, x: number, y: number, s: number, ink: string): void {
  L.line('item', '#4a4f58', Math.max(1.5, s * 0.1), lineD([x, y], [x, y - s * 4.4]) + lineD([x - s * 0.8, y], [x, y - s * 0.6], [x + s * 0.8, y]));
  L.fill('item', '#4a4f58', rectD(x - s * 1.3, y - s * 5.5, s * 2.6, s * 1.5)).fill('item', '#fbfaf6', rectD(x - s * 1.15, y - s * 5.42, s * 2.3, s * 1.3));
  let staff = '';
  for (let k = 0; k < 4; k++) staff += `M${n(x - s * 0.95)} ${n(y - s * (5.2 - k * 0.28))}h${n(s * 1.9)}`;
  L.line('item', ink, Math.max(0.8, s * 0.05), staff, 0.45);
}

/** The instruments of an orchestra's or a band's rows, front to back. */
function partsOf(ens: Ensemble): readonly (readonly Instrument[])[] {
  return ens === 'brass'
    ? [['trumpet', 'trumpet', 'horn', 'horn', 'trumpet', 'trumpet'], ['trombone', 'horn', 'tuba', 'tuba', 'horn', 'trombone']]
    : [['violin', 'violin', 'violin', 'cello', 'cello', 'violin'], ['flute', 'clarinet', 'trumpet', 'horn', 'clarinet', 'flute']];
}

/** Kettle drums at the back of an orchestra or band: copper bowls on legs with pale heads. */
function timpani(x: number, y: number, s: number): string {
  const copper = '#b8733a';
  return path(lineD([x - s * 0.5, y], [x - s * 0.42, y - s * 0.6]) + lineD([x + s * 0.5, y], [x + s * 0.42, y - s * 0.6]), 'none', { stroke: '#5b6068', sw: s * 0.06 })
    + path(`M${n(x - s * 0.62)} ${n(y - s * 1.0)}Q${n(x - s * 0.6)} ${n(y - s * 0.45)} ${n(x)} ${n(y - s * 0.42)}Q${n(x + s * 0.6)} ${n(y - s * 0.45)} ${n(x + s * 0.62)} ${n(y - s * 1.0)}Z`, copper)
    + ellipse(x, y - s * 1.0, s * 0.64, s * 0.12, '#efe6d2');
}

/** A band's percussion: a bass drum on its stand, its head in the group's colour rim, and two kettle drums. */
function drums(c: Ctx, x: number, f: number, s: number, dir: 1 | -1 = 1): string {
  const { t } = c, dy = f - s * 0.95;
  return timpani(x + dir * s * 1.25, f, s) + timpani(x + dir * s * 2.4, f + s * 0.05, s * 0.9)
    + path(lineD([x - s * 0.5, f], [x, dy]) + lineD([x + s * 0.5, f], [x, dy]), 'none', { stroke: '#5b6068', sw: s * 0.06 })
    + circle(x, dy - s * 0.1, s * 0.75, '#f4efe2', { stroke: t.primary, sw: s * 0.12 }) + circle(x, dy - s * 0.1, s * 0.12, shade('#f4efe2', 0.2));
}

// ---------------------------------------------------------------------------------------------------------------
// The scenes.

/**
 * The group on risers in a church hall: two rows of singers holding folders (an orchestra's or band's players seated in
 * two rows with their instruments), the conductor before them from behind with arms raised, a grand piano at the end
 * side with its pianist, a row of stacking chairs along the foot of the frame.
 */
function risers(c: Ctx, ens: Ensemble): string {
  const { W, H } = c;
  const X = (k: number) => (c.behindText ? W * (0.36 + k * 0.64) : W * k);
  const f = H * 0.74, rs = H * 0.05, h = Math.min(H * 0.27, W * 0.2);
  const out = [hall(c, f, c.behindText ? [0.42, 0.64, 0.86] : [0.14, 0.38, 0.62, 0.86]), pendants(c, [0.3, 0.7], H * 0.08, Math.min(W, H) * 0.035)];
  const tiers = risersD(c, X(0.08), X(0.72), f, rs, rs * 0.7, 2);
  out.push(tiers.svg);
  const [low, high] = tiers.rows as [number, number];
  const back = new Layer(), front = new Layer();
  const bare = { shadow: false } as const;
  if (ens === 'choir') {
    const cols = 7, x0 = X(0.13), x1 = X(0.67);
    for (let i = 0; i < cols; i++) figure(back, x0 + ((x1 - x0) * i) / (cols - 1), high, h, dressOf(c, i, ens), 'folder', bare);
    for (let i = 0; i < cols - 1; i++) figure(front, x0 + ((x1 - x0) * (i + 0.5)) / (cols - 1), low, h * 0.98, dressOf(c, i + 7, ens), 'folder', bare);
  } else {
    const parts = partsOf(ens), x0 = X(0.14), x1 = X(0.66);
    (parts[1] as Instrument[]).forEach((p, i) => player(back, x0 + ((x1 - x0) * i) / 5, high, h * 0.95, dressOf(c, i, ens), p));
    (parts[0] as Instrument[]).forEach((p, i) => player(front, x0 + ((x1 - x0) * (i + 0.5)) / 6, low, h, dressOf(c, i + 7, ens), p));
    const chairs = (L: Layer, xs: number[], y: number, s: number) => { let fr = '', st = ''; for (const x of xs) { const ch = chairD(x, y, s); fr += ch.frame; st += ch.seat; } L.raw('back', path(fr, 'none', { stroke: '#4a4f58', sw: Math.max(1.5, s * 0.07) }) + path(st, mix('#3f6f8f', c.t.primary, 0.25))); };
    chairs(back, [0, 1, 2, 3, 4, 5].map((i) => x0 + ((x1 - x0) * i) / 5), high, h * 0.28);
    chairs(front, [0, 1, 2, 3, 4, 5].map((i) => x0 + ((x1 - x0) * (i + 0.5)) / 6), low, h * 0.28);
  }
  out.push(String(back), String(front));
  // The conductor before them, from behind, arms raised; the piano at the side.
  const cond = new Layer();
  figure(cond, X(0.36), H * 0.93, h * 1.15, { ...lookOf(3, '#26282e', '#1f2126', { seed: c.family.length }), style: 0 }, 'up', { back: true, baton: true });
  out.push(ens === 'brass' ? drums(c, X(0.9), f + H * 0.03, Math.min(W * 0.07, H * 0.1), -1) : grandPiano(c, X(0.86), f + H * 0.02, Math.min(W * 0.2, H * 0.3), -1, dressOf(c, 11, ens, true)), String(cond));
  out.push(chairRows(c, X(0.02) - W * 0.02, W * 1.02, H * 1.04, H * 0.06, c.behindText ? [] : [1]));
  return out.join('');
}

/** One row of the group across x0..x1 on the floor y: singers with `arms` (standing or seated), or players with their parts. */
function row(c: Ctx, L: Layer, ens: Ensemble, x0: number, x1: number, y: number, h: number, count: number, o: { seated?: boolean; from: number; parts?: readonly Instrument[]; casual?: boolean; robe?: boolean; arms?: 'folder' | 'lap' }): number[] {
  const xs = Array.from({ length: count }, (_, i) => (count === 1 ? (x0 + x1) / 2 : x0 + ((x1 - x0) * i) / (count - 1)));
  xs.forEach((x, i) => {
    let look = dressOf(c, o.from + i, ens, o.casual);
    if (o.robe) look = { ...look, top: c.t.primary, legs: shade(c.t.primary, 0.15), skirt: 'long', scarf: '#f4f1e8', collar: true };
    if (ens !== 'choir' && o.parts) player(L, x, y, h, look, o.parts[i % o.parts.length] as Instrument, o.seated !== false);
    else figure(L, x, y, h, look, o.arms ?? 'folder', { seated: o.seated, shadow: false });
  });
  return xs;
}

/** Stacking chairs under a row of seated people (drawn into the layer's back). */
function seats(c: Ctx, L: Layer, xs: readonly number[], y: number, s: number): void {
  let fr = '', st = '';
  for (const x of xs) { const ch = chairD(x, y, s); fr += ch.frame; st += ch.seat; }
  L.raw('back', path(fr, 'none', { stroke: '#4a4f58', sw: Math.max(1.5, s * 0.07) }) + path(st, mix('#3f6f8f', c.t.primary, 0.25)));
}

/** A trestle table with a tea urn, cups and a plate of biscuits. */
function teaTable(c: Ctx, x: number, f: number, s: number): string {
  const { t } = c, top = f - s * 0.78, cloth = tint(t.second, 0.6), steel = '#b7bdc4';
  let cups = '';
  for (const k of [0.1, 0.3, 0.5]) cups += rectD(x + s * k, top - s * 0.14, s * 0.12, s * 0.14);
  return [ellipse(x, f, s * 0.9, s * 0.04, t.shadow, { op: 0.18 }), path(lineD([x - s * 0.7, f], [x - s * 0.62, top]) + lineD([x + s * 0.7, f], [x + s * 0.62, top]), 'none', { stroke: '#6b5a48', sw: s * 0.05 }),
    path(`M${n(x - s * 0.85)} ${n(top)}H${n(x + s * 0.85)}V${n(top + s * 0.3)}H${n(x - s * 0.85)}Z`, cloth),
    rect(x - s * 0.6, top - s * 0.62, s * 0.4, s * 0.62, steel, { rx: s * 0.06 }), rect(x - s * 0.64, top - s * 0.68, s * 0.48, s * 0.08, shade(steel, 0.25), { rx: 3 }),
    path(lineD([x - s * 0.6, top - s * 0.22], [x - s * 0.7, top - s * 0.22]), 'none', { stroke: shade(steel, 0.35), sw: s * 0.04 }),
    path(cups, '#fbfaf6'), ellipse(x + s * 0.62, top - s * 0.03, s * 0.18, s * 0.04, t.primary)].join('');
}

/** A stack of stacking chairs against the wall. */
function chairStack(c: Ctx, x: number, f: number, s: number, k: number): string {
  let seats = '';
  for (let i = 0; i < k; i++) seats += rectD(x - s * 0.5, f - s * (1.85 + i * 0.16), s, s * 0.62) + rectD(x - s * 0.5, f - s * (1.08 + i * 0.16), s, s * 0.12);
  return path(`M${n(x - s * 0.48)} ${n(f)}V${n(f - s * 2 - k * s * 0.16)}M${n(x + s * 0.48)} ${n(f)}V${n(f - s * 2 - k * s * 0.16)}`, 'none', { stroke: '#4a4f58', sw: Math.max(1.5, s * 0.07) }) + path(seats, mix('#3f6f8f', c.t.primary, 0.25));
}

/**
 * A rehearsal: the group seated in two rows behind music stands, the musical director at an upright piano (seen from
 * behind, at the end side), a tea urn on a trestle table and a stack of chairs at the other; alt the same in a school
 * hall with wall bars, the director standing to conduct, no piano.
 */
function rehearsal(c: Ctx, ens: Ensemble, alt: boolean): string {
  const { W, H, t } = c;
  const f = H * 0.72, h = Math.min(H * (alt ? 0.36 : 0.3), W * (alt ? 0.26 : 0.22)), s = Math.min(W * 0.14, H * 0.2);
  const out = [hall(c, f, alt ? [0.2, 0.5, 0.8] : [0.12, 0.5, 0.88], alt)];
  if (alt) {
    // Wall bars along the start side of a school hall, a clock.
    let bars = '';
    for (let i = 0; i < 5; i++) bars += `M${n(W * 0.02 + i * W * 0.025)} ${n(H * 0.3)}V${n(f)}`;
    let rungs = '';
    for (let y = H * 0.33; y < f; y += H * 0.04) rungs += `M${n(W * 0.02)} ${n(y)}H${n(W * 0.12)}`;
    out.push(path(rungs, 'none', { stroke: mix('#c9a57d', t.primary, 0.05), sw: Math.max(2, H * 0.008) }), path(bars, 'none', { stroke: mix('#9a7452', t.primary, 0.05), sw: Math.max(3, W * 0.008) }),
      circle(W * 0.5, H * 0.06, H * 0.035, '#fbfaf6', { stroke: '#3a3d44', sw: 2 }));
  } else out.push(chairStack(c, W * 0.05, f + H * 0.02, H * 0.07, 5), teaTable(c, W * 0.16, f + H * 0.04, s));
  const back = new Layer(), front = new Layer(), stands = new Layer();
  const parts = partsOf(ens);
  const bx = row(c, back, ens, W * (alt ? 0.24 : 0.3), W * (alt ? 0.74 : 0.7), f + H * 0.02, h * 0.92, 5, { seated: true, from: 0, parts: parts[1], casual: true, arms: 'lap' });
  const fx = row(c, front, ens, W * (alt ? 0.2 : 0.26), W * (alt ? 0.8 : 0.74), f + H * 0.13, h, 5, { seated: true, from: 5, parts: parts[0], casual: true, arms: 'lap' });
  seats(c, back, bx, f + H * 0.02, h * 0.92 * 0.27);
  seats(c, front, fx, f + H * 0.13, h * 0.27);
  for (const x of fx) standD(stands, x + h * 0.06, f + H * 0.2, h / 8 * 0.8, t.text);
  out.push(String(back), String(front), String(stands));
  const lead = new Layer();
  if (alt || ens === 'brass') figure(lead, W * 0.86, H * 0.97, h * 1.25, { ...lookOf(5, mix('#3b4a63', t.primary, 0.2), '#2b2d33', { seed: c.family.length }) }, [[W * 0.86 - h * 0.3, H * 0.97 - h * 1.2], [W * 0.86 + h * 0.18, H * 0.97 - h * 0.68]], { back: true });
  else {
    out.push(uprightPiano(c, W * 0.86, f + H * 0.06, s * 0.95));
    figure(lead, W * 0.86, f + H * 0.1, h * 1.05, lookOf(6, t.second, '#2b2d33', { seed: c.family.length }), [[W * 0.86 - h * 0.12, f - h * 0.3], [W * 0.86 + h * 0.12, f - h * 0.3]], { seated: true, back: true });
  }
  out.push(String(lead));
  return out.join('');
}

/** An upright piano from the front (props-trade's), its music on the rest; no stool (the player sits at it). */
function uprightPiano(c: Ctx, x: number, f: number, s: number): string {
  const wood = c.t.dark ? '#3b2a22' : mix('#4a3428', c.t.primary, 0.1), w = s * 1.6, top = f - s * 1.35, keys = f - s * 0.72;
  return [ellipse(x, f, w * 0.55, Math.max(2, s * 0.04), c.t.shadow, { op: 0.2 }), rect(x - w / 2, top, w, f - top, wood, { rx: 4 }), rect(x - w / 2 - s * 0.04, top - s * 0.05, w + s * 0.08, s * 0.07, shade(wood, 0.2), { rx: 2 }),
    rect(x - s * 0.3, top + s * 0.12, s * 0.6, s * 0.3, '#fbfaf6', { rx: 2 }), rect(x - w / 2 - s * 0.06, keys - s * 0.04, w + s * 0.12, s * 0.06, shade(wood, 0.15)),
    rect(x - w / 2 + s * 0.03, keys + s * 0.02, w - s * 0.06, s * 0.12, '#fbfaf6')].join('');
}

/** Colours of a church: stone walls, the pews' wood, the altar's cloth. */
function churchTones(c: Ctx): { stone: string; dark: string; wood: string; cloth: string; floor: string } {
  const { t } = c;
  return {
    stone: t.dark ? mix('#4a4550', t.primary, 0.08) : mix('#e4dccd', t.primary, 0.04), dark: t.dark ? mix('#3a3540', t.primary, 0.08) : mix('#cfc4b0', t.primary, 0.05),
    wood: t.dark ? '#4a3020' : mix('#7a5234', t.primary, 0.06), cloth: t.dark ? mix('#f1ece0', t.bg, 0.15) : '#fbf8f1', floor: t.dark ? mix('#5b524a', t.bg, 0.3) : mix('#cbbfa9', t.primary, 0.04),
  };
}

/** A stained-glass lancet (or, alt, a rose window) over the altar: panes in the palette's colours between lead lines. */
function stainedGlass(c: Ctx, cx: number, y: number, w: number, h: number, rose: boolean): string {
  const { t } = c;
  const panes = [t.primary, t.second, '#e9c46a', tint(t.primary, 0.45), '#5f9ea0', tint(t.second, 0.4)];
  const lead = '#2f2f36', out: string[] = [];
  if (rose) {
    const r = w / 2, cy = y + r;
    out.push(circle(cx, cy, r + w * 0.06, churchTones(c).dark), circle(cx, cy, r, tint(t.second, 0.5)));
    const byCol = panes.map(() => '');
    for (let i = 0; i < 8; i++) {
      const a0 = (i / 8) * Math.PI * 2, a1 = ((i + 1) / 8) * Math.PI * 2;
      byCol[i % 4] += `M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a0) * r)} ${n(cy + Math.sin(a0) * r)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + Math.cos(a1) * r)} ${n(cy + Math.sin(a1) * r)}Z`;
    }
    byCol.forEach((d, i) => out.push(d ? path(d, panes[i] as string, { op: 0.9 }) : ''));
    out.push(circle(cx, cy, r * 0.3, '#e9c46a'), circle(cx, cy, r, 'none', { stroke: lead, sw: Math.max(2, w * 0.03) }), circle(cx, cy, r * 0.3, 'none', { stroke: lead, sw: Math.max(2, w * 0.025) }));
    let spokes = '';
    for (let i = 0; i < 8; i++) { const a = (i / 8) * Math.PI * 2; spokes += lineD([cx + Math.cos(a) * r * 0.3, cy + Math.sin(a) * r * 0.3], [cx + Math.cos(a) * r, cy + Math.sin(a) * r]); }
    out.push(path(spokes, 'none', { stroke: lead, sw: Math.max(2, w * 0.025) }));
    return out.join('');
  }
  const x = cx - w / 2, shape = (o: number) => `M${n(x - o)} ${n(y + h + o)}V${n(y + w * 0.6)}Q${n(x - o)} ${n(y - o)} ${n(cx)} ${n(y - w * 0.35 - o)}Q${n(x + w + o)} ${n(y - o)} ${n(x + w + o)} ${n(y + w * 0.6)}V${n(y + h + o)}Z`;
  out.push(path(shape(w * 0.08), churchTones(c).dark), path(shape(0), tint(t.second, 0.45)));
  const rows = 6, cols = 3, byCol = panes.map(() => '');
  for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) {
    if ((i + j * 2) % 3 === 1) continue;
    byCol[(i * 2 + j) % panes.length] += rectD(x + (w * i) / cols, y + w * 0.15 + ((h - w * 0.15) * j) / rows, w / cols, (h - w * 0.15) / rows);
  }
  byCol.forEach((d, i) => out.push(d ? path(d, panes[i] as string, { op: 0.85 }) : ''));
  let leads = '';
  for (let i = 1; i < cols; i++) leads += `M${n(x + (w * i) / cols)} ${n(y + w * 0.1)}V${n(y + h)}`;
  for (let j = 1; j < rows; j++) leads += `M${n(x)} ${n(y + w * 0.15 + ((h - w * 0.15) * j) / rows)}H${n(x + w)}`;
  out.push(path(leads, 'none', { stroke: lead, sw: Math.max(2, w * 0.03) }), path(shape(0), 'none', { stroke: lead, sw: Math.max(2, w * 0.04) }));
  return out.join('');
}

/**
 * A concert in a church: stone walls, pointed arches on pillars at each side, a stained-glass window over the altar (its
 * cloth and candles), the altar rail across the chancel step, the group before it (singers in two rows, players
 * seated), the conductor, and the audience in the pews in front seen from behind; alt a rose window, organ pipes at
 * the side and choir robes with white collars.
 */
function church(c: Ctx, ens: Ensemble, alt: boolean): string {
  const { W, H, t } = c, k = churchTones(c);
  const f = H * 0.66, h = Math.min(H * 0.24, W * 0.18);
  const out = [rect(0, 0, W, f, c.defs.lin([[0, shade(k.stone, 0.06)], [1, k.stone]])), rect(0, f, W, H - f, c.defs.lin([[0, k.floor], [1, shade(k.floor, 0.25)]]))];
  // Arches on pillars at each side of the chancel.
  const arch = (x0: number, x1: number) => `M${n(x0)} ${n(f)}V${n(H * 0.32)}Q${n(x0)} ${n(H * 0.08)} ${n((x0 + x1) / 2)} ${n(H * 0.02)}Q${n(x1)} ${n(H * 0.08)} ${n(x1)} ${n(H * 0.32)}V${n(f)}`;
  out.push(path(arch(W * 0.02, W * 0.22) + arch(W * 0.78, W * 0.98), shade(k.stone, 0.12)), path(arch(W * 0.05, W * 0.19) + arch(W * 0.81, W * 0.95), shade(k.stone, 0.22)));
  out.push(rect(W * 0.2, H * 0.06, W * 0.035, f - H * 0.06, k.dark), rect(W * 0.765, H * 0.06, W * 0.035, f - H * 0.06, k.dark));
  const gw = Math.min(W * 0.14, H * 0.2);
  out.push(stainedGlass(c, W * 0.5, H * 0.08, alt ? gw * 1.3 : gw, H * 0.3, alt));
  if (alt) {
    // Organ pipes between the start side's pillar and the window.
    let pipes = '';
    for (let i = 0; i < 9; i++) { const px = W * 0.25 + i * W * 0.016, ph = H * (0.18 - Math.abs(i - 4) * 0.018); pipes += rectD(px, H * 0.42 - ph, W * 0.011, ph); }
    out.push(rect(W * 0.24, H * 0.42, W * 0.16, H * 0.08, k.wood), path(pipes, '#c9ccd2'));
  }
  // The altar with its cloth and candles, the rail before it on the chancel step.
  const ax = W * 0.5, aw = W * 0.22, atop = f - H * 0.12;
  out.push(rect(ax - aw / 2, atop, aw, f - atop, k.wood), rect(ax - aw / 2 - W * 0.01, atop, aw + W * 0.02, H * 0.05, k.cloth), rect(ax - W * 0.025, atop, W * 0.05, H * 0.05, t.primary));
  let candles = '', flames = '';
  for (const dx of [-0.08, -0.05, 0.05, 0.08]) { candles += rectD(ax + W * dx - W * 0.004, atop - H * 0.06, W * 0.008, H * 0.06); flames += ellipseD(ax + W * dx, atop - H * 0.07, W * 0.003, H * 0.008); }
  out.push(path(candles, '#f4efe2'), path(flames, '#f5c46b'), ...(t.dark || alt ? [circle(ax, atop - H * 0.07, W * 0.1, c.defs.rad([[0, '#f5c46b', 0.3], [1, '#f5c46b', 0]]))] : []));
  const step = f + H * 0.05;
  out.push(rect(0, f, W, step - f, shade(k.floor, 0.08)), rect(0, step - H * 0.006, W, H * 0.006, tint(k.floor, 0.3)));
  let balusters = '';
  for (let x = W * 0.24; x < W * 0.76; x += W * 0.03) balusters += `M${n(x)} ${n(f - H * 0.005)}V${n(f - H * 0.085)}`;
  out.push(path(balusters, 'none', { stroke: k.wood, sw: Math.max(2, W * 0.005) }), rect(W * 0.23, f - H * 0.1, W * 0.54, H * 0.018, shade(k.wood, -0.1), { rx: 3 }));
  // The group before the rail; an orchestra's or band's players seated.
  const back = new Layer(), front = new Layer(), parts = partsOf(ens);
  if (ens === 'choir') {
    row(c, back, ens, W * 0.3, W * 0.7, step - H * 0.005, h, 6, { from: 0, robe: alt });
    row(c, front, ens, W * 0.27, W * 0.73, step + H * 0.06, h, 7, { from: 6, robe: alt });
  } else {
    const bx = row(c, back, ens, W * 0.3, W * 0.7, step, h * 0.95, 5, { from: 0, parts: parts[1] });
    const fx = row(c, front, ens, W * 0.26, W * 0.74, step + H * 0.07, h, 6, { from: 6, parts: parts[0] });
    seats(c, back, bx, step, h * 0.95 * 0.27); seats(c, front, fx, step + H * 0.07, h * 0.27);
  }
  out.push(String(back), String(front));
  const cond = new Layer();
  figure(cond, W * 0.58, H * 0.84, h * 1.05, { ...lookOf(3, '#26282e', '#1f2126', { seed: c.family.length }), style: 0 }, 'up', { back: true, baton: true });
  out.push(String(cond));
  // The pews in front, people seen from behind.
  for (const [j, y] of [H * 0.93, H * 1.06].entries()) {
    const pews = new Layer();
    for (let i = 0; i < 6; i++) {
      const x = W * (0.06 + i * 0.18 + j * 0.08);
      if ((i + j) % 3 !== 1) figure(pews, x, y + H * 0.06, h * (1.5 + j * 0.2), dressOf(c, i + j * 7 + 3, ens, true), 'lap', { seated: true, back: true, shadow: false });
    }
    pews.raw('top', rect(0, y - H * 0.045, W, H * 0.03, shade(k.wood, -0.15), { rx: 3 }) + rect(0, y - H * 0.02, W, H * 0.1, k.wood));
    out.push(String(pews));
  }
  return out.join('');
}

/** Close on the front row: five singers with folders big in the frame before the hall's windows (an orchestra's or band's players seated). */
function frontRow(c: Ctx, ens: Ensemble): string {
  const { W, H } = c;
  const f = H * 0.62, h = Math.min(H * 0.72, W * 0.5);
  const out = [hall(c, f, [0.18, 0.5, 0.82])];
  const back = new Layer(), front = new Layer(), parts = partsOf(ens);
  if (ens === 'choir') {
    row(c, back, ens, W * 0.08, W * 0.92, H * 0.92, h * 0.96, 5, { from: 2 });
    row(c, front, ens, W * -0.02, W * 1.02, H * 1.12, h, 4, { from: 8 });
  } else {
    const fx = row(c, front, ens, W * 0.12, W * 0.88, H * 1.02, h * 1.05, 3, { from: 3, parts: parts[0] });
    const bx = row(c, back, ens, W * 0.02, W * 0.98, H * 0.86, h * 0.8, 4, { from: 8, parts: parts[1] });
    seats(c, front, fx, H * 1.02, h * 1.05 * 0.27); seats(c, back, bx, H * 0.86, h * 0.8 * 0.27);
  }
  out.push(String(back), String(front));
  return out.join('');
}

/**
 * The pianist and the conductor from the group's side: the grand piano big at the start side with its lid up and the
 * pianist behind it, the conductor facing us with arms raised, a music stand with the score, the hall's windows
 * (a brass band's: the timpani and a bass drum instead of the piano).
 */
function pianoAndConductor(c: Ctx, ens: Ensemble): string {
  const { W, H, t } = c;
  const f = H * 0.78, h = Math.min(H * 0.55, W * 0.38);
  const out = [hall(c, f, [0.3, 0.7]), pendants(c, [0.5], H * 0.06, Math.min(W, H) * 0.04)];
  if (ens === 'brass') out.push(drums(c, W * 0.26, f + H * 0.06, h * 0.45));
  else out.push(grandPiano(c, W * 0.3, f + H * 0.04, Math.min(W * 0.46, H * 0.7), 1, dressOf(c, 4, ens, true)));
  const L = new Layer();
  const stand = new Layer();
  figure(L, W * 0.72, H * 0.98, h, { ...lookOf(2, '#26282e', '#1f2126', { seed: c.family.length }) }, 'up', { baton: true });
  standD(stand, W * 0.72 - h * 0.02, H * 1.02, h / 8 * 0.8, t.text);
  out.push(String(L), String(stand));
  return out.join('');
}

/**
 * About: the group on a school hall's stage seen from the chairs: three rows of people from behind in front, the stage
 * with its curtains drawn back in the group's colour, the group small on it in two rows (players seated), a clock.
 */
function stageFromChairs(c: Ctx, ens: Ensemble): string {
  const { W, H, t } = c, k = hallTones(c);
  const f = H * 0.62, stage = f - H * 0.09, h = Math.min(H * 0.2, W * 0.15);
  const out = [hall(c, f, [0.06, 0.94], true)];
  // The stage: its front, the boards, the proscenium and the curtains drawn back.
  const sx0 = W * 0.16, sx1 = W * 0.84;
  out.push(rect(sx0 - W * 0.02, H * 0.04, sx1 - sx0 + W * 0.04, stage - H * 0.04, shade(k.wall, 0.12)), rect(sx0, H * 0.08, sx1 - sx0, stage - H * 0.08, t.dark ? mix('#1d1a22', t.primary, 0.1) : mix('#e8e0d2', t.primary, 0.05)));
  const cur = t.dark ? shade(t.primary, 0.2) : t.primary;
  out.push(path(`M${n(sx0)} ${n(H * 0.08)}H${n(sx0 + W * 0.1)}Q${n(sx0 + W * 0.03)} ${n(H * 0.3)} ${n(sx0 + W * 0.05)} ${n(stage)}H${n(sx0)}Z`, cur),
    path(`M${n(sx1)} ${n(H * 0.08)}H${n(sx1 - W * 0.1)}Q${n(sx1 - W * 0.03)} ${n(H * 0.3)} ${n(sx1 - W * 0.05)} ${n(stage)}H${n(sx1)}Z`, cur), rect(sx0, H * 0.08, sx1 - sx0, H * 0.05, shade(cur, 0.15)));
  out.push(rect(sx0 - W * 0.02, stage, sx1 - sx0 + W * 0.04, f - stage, shade(k.panel, 0.15)), rect(sx0 - W * 0.02, stage, sx1 - sx0 + W * 0.04, H * 0.012, tint(k.panel, 0.2)));
  const back = new Layer(), front = new Layer(), parts = partsOf(ens);
  if (ens === 'choir') {
    row(c, back, ens, W * 0.3, W * 0.7, stage - H * 0.005, h, 7, { from: 1 });
    row(c, front, ens, W * 0.27, W * 0.73, stage + H * 0.002, h * 0.98, 6, { from: 9 });
  } else {
    const bx = row(c, back, ens, W * 0.3, W * 0.7, stage - H * 0.01, h * 0.92, 6, { from: 1, parts: parts[1] });
    const fx = row(c, front, ens, W * 0.26, W * 0.74, stage + H * 0.002, h, 6, { from: 9, parts: parts[0] });
    seats(c, back, bx, stage - H * 0.01, h * 0.92 * 0.27); seats(c, front, fx, stage + H * 0.002, h * 0.27);
  }
  out.push(String(back), String(front));
  out.push(chairRows(c, -W * 0.02, W * 1.02, H * 1.04, H * 0.1, [0, 1, 3, 4, 6, 7]));
  return out.join('');
}

