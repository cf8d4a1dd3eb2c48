import type { Ctx } from './ctx';
import { mirrorX } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, circleD, ellipse, lineD, n, path, poly, rect, rectD } from './svg';
import { specialistView } from './specialists';
import { pottedPlant } from './props';
import { armchair } from './props-rooms';
import { foamPanel as foamTiles, micStand, mixingDesk, monitorSpeaker } from './props-jobs';
import { PODCAST_ROOM, REHEARSAL_ROOM } from './group-words';

/**
 * A recording, podcast or rehearsal studio for hire (service.ts `TRADES`, group-words.ts `STUDIO_HIRE`): its rooms and
 * kit, no people, eight drawings walked by `specialistView` (salt `recording`). Six rooms, each also from the other side
 * with something of its own: the podcast room (acoustic foam and a slatted diffuser, an on-air lamp, a table with two
 * boom-arm microphones, headphones and a small mixer, two chairs, a camera on its tripod and a softbox for video); the
 * video set (armchairs turned to each other before a backdrop with shelves, mics on stands, two cameras and soft
 * lights); the control room (the mixing desk between monitors, a screen of tracks, a rack of outboard gear, the window
 * onto the live room with its drum kit, or a podcast studio's table of mics); the rehearsal room (a drum kit, a combo and
 * a bass amp, a guitar on its stand, a vocal mic, a rug and cables); the editing desk (two screens of waveforms drawn as
 * bars, headphones on a stand, small speakers); the vocal booth (foam all round, a condenser mic with a pop
 * filter, headphones on a hook, a music stand, a stool). A podcast studio's hero is its podcast room, a music studio's
 * its control room, rehearsal rooms' the rehearsal room; each walks the rest from there. Behind a banner headline the
 * hero keeps to the end side, unmirrored. Screens and faders are shapes, never words.
 */
export function recordingStudio(c: Ctx): string {
  const order = ROOMS[studioKind(c.words)];
  const [room, alt] = order[c.behindText ? 0 : specialistView(c, 'recording')] as View;
  const body = DRAW[room](c, alt);
  return alt ? mirrorX(c, body) : body;
}

type Room = 'podcast' | 'video' | 'control' | 'rehearsal' | 'edit' | 'booth';
type View = readonly [Room, boolean];

/** A podcast studio, a music studio, or rehearsal rooms: by the words the brief names most (a podcast's first). */
export function studioKind(words: string): 'podcast' | 'music' | 'rehearsal' {
  const pod = words.match(new RegExp(PODCAST_ROOM.source, 'g'))?.length ?? 0, reh = words.match(new RegExp(REHEARSAL_ROOM.source, 'g'))?.length ?? 0;
  const rec = new RegExp(RECORDS.source, 'g'), recs = words.match(rec)?.length ?? 0;
  if (pod > 0 && pod >= reh) return 'podcast';
  // Rehearsal rooms named more often than recording (or as often and first) open on the rehearsal room.
  if (reh > recs || (reh > 0 && reh === recs && words.search(REHEARSAL_ROOM) < words.search(RECORDS))) return 'rehearsal';
  return 'music';
}

/** Recording, mixing and mastering: a music studio's work. */
const RECORDS = /recording|mixing|mastering|producer|tonstudio|aufnahme|grabaci|grava|enregistrement|registrazione|opname|レコーディング|录音|تسجيل/;

/** Each kind's eight views: the hero first, the cards next, about last. */
const ROOMS: Record<'podcast' | 'music' | 'rehearsal', readonly View[]> = {
  podcast: [['podcast', false], ['video', false], ['edit', false], ['booth', false], ['control', false], ['video', true], ['edit', true], ['podcast', true]],
  music: [['control', false], ['booth', false], ['rehearsal', false], ['edit', false], ['booth', true], ['rehearsal', true], ['edit', true], ['control', true]],
  rehearsal: [['rehearsal', false], ['booth', false], ['control', false], ['edit', false], ['control', true], ['booth', true], ['edit', true], ['rehearsal', true]],
};

const DRAW: Record<Room, (c: Ctx, alt: boolean) => string> = { podcast: podcastRoom, video: videoSet, control: controlRoom, rehearsal: rehearsalRoom, edit: editDesk, booth: vocalBooth };

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces.

/** The studio's colours: a dark or warm wall, the floor's wood, a desk's wood, dark kit, the LED strip. */
function tones(c: Ctx): { wall: string; floor: string; wood: string; kit: string; led: string; glass: string } {
  const { t } = c;
  return {
    wall: t.dark ? mix('#1f2129', t.primary, 0.1) : mix('#d8d2ca', t.primary, 0.06),
    floor: t.dark ? mix('#3a2c24', t.bg, 0.2) : mix('#b58a62', t.primary, 0.06),
    wood: t.dark ? mix('#7a5a40', t.bg, 0.15) : mix('#a97c55', t.primary, 0.06),
    kit: t.dark ? '#2b2e36' : '#2f333b',
    led: t.dark ? tint(t.primary, 0.1) : t.primary,
    glass: t.dark ? mix('#24324a', t.primary, 0.15) : mix('#c5d6e2', t.second, 0.15),
  };
}

/** The room: the wall down to f, an LED strip along its top, wood floor boards, a rug centred on `rug` (a fraction of W; none if omitted). */
function room(c: Ctx, f: number, rug?: number): string {
  const { W, H } = c, k = tones(c);
  const out = [rect(0, 0, W, f, c.defs.lin([[0, shade(k.wall, 0.08)], [1, k.wall]])), rect(0, f, W, H - f, c.defs.lin([[0, k.floor], [1, shade(k.floor, 0.25)]])),
    rect(0, H * 0.035, W, Math.max(3, H * 0.008), k.led), rect(0, H * 0.035, W, H * 0.06, c.defs.lin([[0, k.led, 0.35], [1, k.led, 0]]))];
  let boards = '';
  for (const q of [0.14, 0.34, 0.62]) boards += `M0 ${n(f + (H - f) * q)}H${n(W)}`;
  out.push(path(boards, 'none', { stroke: shade(k.floor, 0.25), sw: 1.5, op: 0.5 }), rect(0, f - H * 0.01, W, H * 0.012, shade(k.wall, 0.2)));
  if (rug !== undefined) out.push(ellipse(W * rug, f + (H - f) * 0.5, W * (c.behindText ? 0.28 : 0.38), (H - f) * 0.32, mix(c.t.second, k.floor, c.t.dark ? 0.72 : 0.6)));
  return out.join('');
}

/**
 * Acoustic foam (props-jobs' tiles of wedges); on a canvas so narrow that the tiles would number in thousands, a plain
 * panel in the foam's colour.
 */
function foamPanel(c: Ctx, x: number, y: number, w: number, h: number): string {
  if (Math.max(w, h) / Math.max(1, Math.min(w, h)) <= 8) return foamTiles(c, x, y, w, h);
  return rect(x, y, w, h, c.t.dark ? mix('#2a2e36', c.t.primary, 0.15) : mix('#4a4f58', c.t.primary, 0.2), { rx: 3 });
}

/** A slatted wooden diffuser panel on the wall. */
function slats(c: Ctx, x: number, y: number, w: number, h: number): string {
  const k = tones(c);
  let d = '';
  for (let i = 0; i < 9; i++) d += rectD(x + (w * i) / 9 + w * 0.015, y, w / 9 - w * 0.03, h);
  return rect(x, y, w, h, shade(k.wood, 0.45)) + path(d, k.wood);
}

/** An on-air lamp: a red box with a glow (no words). */
function onAir(c: Ctx, x: number, y: number, s: number, lit = true): string {
  return (lit ? circle(x, y, s * 1.6, c.defs.rad([[0, '#e5484d', 0.45], [1, '#e5484d', 0]])) : '') + rect(x - s, y - s * 0.38, s * 2, s * 0.76, lit ? '#e5484d' : '#7a2a2e', { rx: s * 0.18 })
    + rect(x - s * 0.7, y - s * 0.08, s * 1.4, s * 0.16, lit ? '#ffd4d6' : '#b0686b', { rx: 2 });
}

/** A table top with two legs: x0..x1, its top at y, standing on f. */
function table(c: Ctx, x0: number, x1: number, y: number, f: number, s: number): string {
  const k = tones(c);
  return ellipse((x0 + x1) / 2, f, (x1 - x0) * 0.5, s * 0.05, c.t.shadow, { op: 0.2 }) + path(`M${n(x0 + s * 0.2)} ${n(y)}V${n(f)}M${n(x1 - s * 0.2)} ${n(y)}V${n(f)}`, 'none', { stroke: shade(k.wood, 0.35), sw: s * 0.08 })
    + rect(x0, y - s * 0.06, x1 - x0, s * 0.09, k.wood, { rx: 3 }) + rect(x0, y + s * 0.03, x1 - x0, s * 0.04, shade(k.wood, 0.25));
}

/** A broadcast microphone on a boom arm clamped to the table's edge at (x, y), reaching toward dir. */
function boomMic(c: Ctx, x: number, y: number, s: number, dir: 1 | -1): string {
  const arm = c.t.dark ? '#9aa1ab' : '#3a3f47', mx = x + dir * s * 0.72, my = y - s * 0.72;
  return rect(x - s * 0.05, y - s * 0.08, s * 0.1, s * 0.14, arm, { rx: 2 })
    + path(lineD([x, y], [x, y - s * 0.85], [x + dir * s * 0.5, y - s * 1.2], [mx, my - s * 0.2]), 'none', { stroke: arm, sw: Math.max(2, s * 0.035), round: true })
    + rect(mx - s * 0.07, my - s * 0.22, s * 0.14, s * 0.3, '#1c1d22', { rx: s * 0.07 }) + rect(mx - s * 0.06, my - s * 0.2, s * 0.12, s * 0.1, '#5b6068', { rx: s * 0.05 })
    + circle(mx - dir * s * 0.1, my - s * 0.08, s * 0.11, tint(c.t.second, 0.5), { op: 0.5, stroke: '#2b2f36', sw: 1.5 });
}

/** Over-ear headphones lying on a surface at (x, y), or hung on a hook (`hung`), in col. */
function headphones(x: number, y: number, s: number, col: string, hung = false): string {
  if (hung) return path(`M${n(x - s * 0.2)} ${n(y + s * 0.3)}A${n(s * 0.2)} ${n(s * 0.24)} 0 0 1 ${n(x + s * 0.2)} ${n(y + s * 0.3)}`, 'none', { stroke: '#2b2f36', sw: s * 0.05 })
    + rect(x - s * 0.27, y + s * 0.22, s * 0.13, s * 0.22, col, { rx: s * 0.05 }) + rect(x + s * 0.14, y + s * 0.22, s * 0.13, s * 0.22, col, { rx: s * 0.05 });
  return path(`M${n(x - s * 0.22)} ${n(y - s * 0.03)}Q${n(x)} ${n(y - s * 0.3)} ${n(x + s * 0.22)} ${n(y - s * 0.03)}`, 'none', { stroke: '#2b2f36', sw: s * 0.05 })
    + ellipse(x - s * 0.22, y - s * 0.04, s * 0.09, s * 0.05, col) + ellipse(x + s * 0.22, y - s * 0.04, s * 0.09, s * 0.05, col);
}

/** A small podcast mixer on the table: a sloped box with faders and knobs, a lit meter. */
function podMixer(c: Ctx, x: number, y: number, s: number): string {
  let faders = '', knobs = '';
  for (let i = 0; i < 4; i++) { faders += `M${n(x - s * 0.24 + i * s * 0.16)} ${n(y - s * 0.05)}v${n(-s * 0.06)}`; knobs += `M${n(x - s * 0.24 + i * s * 0.16)} ${n(y - s * 0.15)}h0`; }
  return path(`M${n(x - s * 0.36)} ${n(y)}l${n(s * 0.04)} ${n(-s * 0.2)}h${n(s * 0.64)}l${n(s * 0.04)} ${n(s * 0.2)}Z`, '#24262c') + path(faders, 'none', { stroke: '#e8e8ea', sw: s * 0.04 })
    + path(knobs, 'none', { stroke: c.t.second, sw: s * 0.05, round: true }) + rect(x + s * 0.2, y - s * 0.17, s * 0.08, s * 0.03, '#7cc46a');
}

/** A chair seen from the front: a padded back and seat in col on a five-star base. */
function studioChair(x: number, f: number, s: number, col: string): string {
  return path(`M${n(x)} ${n(f - s * 0.45)}V${n(f - s * 0.1)}M${n(x - s * 0.3)} ${n(f)}L${n(x)} ${n(f - s * 0.1)}L${n(x + s * 0.3)} ${n(f)}`, 'none', { stroke: '#3a3d44', sw: s * 0.05, round: true })
    + rect(x - s * 0.3, f - s * 1.25, s * 0.6, s * 0.7, shade(col, 0.1), { rx: s * 0.14 }) + rect(x - s * 0.34, f - s * 0.62, s * 0.68, s * 0.18, col, { rx: s * 0.08 });
}

/** A camera on its tripod, seen from behind and a little to the side: legs, the body with its lit screen, the lens toward dir. */
function cameraRig(x: number, f: number, s: number, dir: 1 | -1): string {
  const ink = '#1f2126', cy = f - s * 1.3;
  return path(`M${n(x)} ${n(cy)}L${n(x - s * 0.32)} ${n(f)}M${n(x)} ${n(cy)}L${n(x + s * 0.32)} ${n(f)}M${n(x)} ${n(cy)}V${n(f - s * 0.05)}`, 'none', { stroke: '#4a4f58', sw: Math.max(2, s * 0.035), round: true })
    + rect(x - s * 0.22, cy - s * 0.3, s * 0.44, s * 0.3, ink, { rx: s * 0.04 }) + rect(x + dir * s * 0.18 - (dir < 0 ? s * 0.2 : 0), cy - s * 0.25, s * 0.2, s * 0.2, '#2b2e35', { rx: s * 0.03 })
    + rect(x - s * 0.15, cy - s * 0.24, s * 0.2, s * 0.15, '#7fb8e6') + circle(x + s * 0.12, cy - s * 0.22, s * 0.025, '#e5484d');
}

/** A softbox light on its stand: the stand, the box's sides and its glowing face, a soft glow around. */
function softbox(c: Ctx, x: number, f: number, s: number, dir: 1 | -1): string {
  const fy = f - s * 1.9;
  return circle(x + dir * s * 0.1, fy, s * 0.9, c.defs.rad([[0, '#fff8e6', 0.4], [1, '#fff8e6', 0]])) + path(`M${n(x)} ${n(fy)}L${n(x)} ${n(f - s * 0.2)}M${n(x - s * 0.3)} ${n(f)}L${n(x)} ${n(f - s * 0.2)}L${n(x + s * 0.3)} ${n(f)}`, 'none', { stroke: '#4a4f58', sw: Math.max(2, s * 0.035), round: true })
    + path(poly([[x - dir * s * 0.15, fy - s * 0.12], [x + dir * s * 0.15, fy - s * 0.42], [x + dir * s * 0.15, fy + s * 0.42], [x - dir * s * 0.15, fy + s * 0.12]]), '#24262c')
    + path(poly([[x + dir * s * 0.15, fy - s * 0.42], [x + dir * s * 0.24, fy - s * 0.4], [x + dir * s * 0.24, fy + s * 0.4], [x + dir * s * 0.15, fy + s * 0.42]]), '#fffaf0');
}

/** Bars of a sound wave across (x, y) w wide, h tall about its middle line: one stroked path, seeded per room. */
function waveBars(c: Ctx, x: number, y: number, w: number, h: number, col: string, seed: string, bars = 40): string {
  const r = c.rng.fork(seed);
  let d = '';
  for (let i = 0; i < bars; i++) {
    const env = 0.35 + 0.65 * Math.abs(Math.sin((i / bars) * Math.PI * (2 + r.range(0, 0.3)))), a = h * 0.5 * env * r.range(0.35, 1);
    d += `M${n(x + ((i + 0.5) * w) / bars)} ${n(y - a)}v${n(a * 2)}`;
  }
  return path(d, 'none', { stroke: col, sw: Math.max(1, (w / bars) * 0.55) });
}

/** A screen on a stand (or on the desk): bezel, a dark editor with tracks of coloured clips carrying waveforms. */
function trackScreen(c: Ctx, x: number, y: number, w: number, h: number, seed: string, tracks = 4): string {
  const { t } = c, out = [rect(x - w * 0.03, y - w * 0.03, w * 1.06, h + w * 0.06, '#15161a', { rx: 4 }), rect(x, y, w, h, '#23252d')];
  const cols = [t.primary, t.second, '#e9c46a', '#7cc46a', tint(t.primary, 0.4)];
  const lane = (h * 0.82) / tracks;
  for (let i = 0; i < tracks; i++) {
    const ly = y + h * 0.12 + i * lane, x0 = x + w * (0.08 + (i % 2) * 0.1), x1 = x + w * (0.62 + (i % 3) * 0.12);
    out.push(rect(x, ly, w * 0.06, lane * 0.8, '#3a3d46'), rect(x0, ly + lane * 0.05, x1 - x0, lane * 0.72, mix(cols[i % cols.length] as string, '#23252d', 0.55), { rx: 2 }),
      waveBars(c, x0 + w * 0.01, ly + lane * 0.41, x1 - x0 - w * 0.02, lane * 0.62, cols[i % cols.length] as string, `${seed}${i}`, 26));
  }
  out.push(rect(x, y, w, h * 0.08, '#31343d'), path(`M${n(x + w * 0.45)} ${n(y + h * 0.1)}V${n(y + h)}`, 'none', { stroke: '#f2f2f2', sw: Math.max(1, w * 0.006) }));
  return out.join('');
}

// ---------------------------------------------------------------------------------------------------------------
// The rooms.

/**
 * The podcast room: foam panels either side of a slatted diffuser, the on-air lamp, the table with two boom-arm mics,
 * headphones, the small mixer and a mug, two chairs behind it, a camera on its tripod and a softbox for video, a plant;
 * alt (seen from the other side) a third mic for a guest and a screen on the wall showing the recording's waveform.
 */
function podcastRoom(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const X = (k: number) => (c.behindText ? W * (0.36 + k * 0.64) : W * k);
  const f = H * 0.74, s = Math.min(W * 0.16, H * 0.24), ty = f - s * 0.62;
  const out = [room(c, f, X(0.5) / W), foamPanel(c, X(0.08), H * 0.14, X(0.3) - X(0.08), H * 0.36), foamPanel(c, X(0.7), H * 0.14, X(0.92) - X(0.7), H * 0.36)];
  if (alt) out.push(rect(X(0.36), H * 0.12, X(0.64) - X(0.36), H * 0.2, '#15161a', { rx: 4 }), rect(X(0.37), H * 0.135, X(0.63) - X(0.37), H * 0.17, '#23252d'),
    waveBars(c, X(0.38), H * 0.22, X(0.62) - X(0.38), H * 0.12, tint(t.second, 0.2), 'wall', 44));
  else out.push(slats(c, X(0.38), H * 0.14, X(0.62) - X(0.38), H * 0.3));
  out.push(onAir(c, X(alt ? 0.81 : 0.5), H * 0.09, Math.min(W, H) * 0.035));
  // Chairs behind the table, the table and what is on it.
  const seat = mix(t.primary, t.card, 0.25);
  out.push(studioChair(X(0.36), f + H * 0.02, s, seat), studioChair(X(0.64), f + H * 0.02, s, seat));
  if (alt) out.push(studioChair(X(0.5), f + H * 0.01, s * 0.9, mix(t.second, t.card, 0.3)));
  out.push(table(c, X(0.24), X(0.76), ty, f + H * 0.06, s));
  out.push(boomMic(c, X(0.28), ty, s, 1), boomMic(c, X(0.72), ty, s, -1), podMixer(c, X(0.5), ty - s * 0.06, s * 0.7),
    headphones(X(0.38), ty - s * 0.06, s * 0.45, t.primary), headphones(X(0.62), ty - s * 0.06, s * 0.45, '#2b2f36'), rect(X(0.44), ty - s * 0.2, s * 0.1, s * 0.14, tint(t.second, 0.3), { rx: 2 }));
  if (alt) out.push(boomMic(c, X(0.46), ty, s * 0.9, 1));
  // For video: the camera on its tripod in front, a softbox at the side; a plant in the corner.
  out.push(softbox(c, X(0.1), f + H * 0.04, s * 0.9, 1), cameraRig(X(0.86), H * 0.99, s * 0.9, -1), pottedPlant(c, X(0.93), f + H * 0.02, s * 0.9));
  return out.join('');
}

/**
 * The video set: a backdrop in the studio's colour with shelves of books and a plant, two armchairs turned to each other
 * across a low table with mugs, mics on floor stands, two cameras on tripods and two softboxes; alt a monitor on a stand
 * showing the shot (the two chairs) and a rug.
 */
function videoSet(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const f = H * 0.72, s = Math.min(W * 0.15, H * 0.23);
  const out = [room(c, f, alt ? 0.5 : undefined)];
  // The backdrop: a panel in the palette, two shelves with books and a plant, a warm strip light.
  const bx = W * 0.24, bw = W * 0.52, by = H * 0.1;
  out.push(rect(bx, by, bw, f - by, t.dark ? shade(t.primary, 0.35) : mix(t.primary, t.card, 0.55)), rect(bx, by, bw, H * 0.012, t.second));
  for (const sy of [H * 0.3, H * 0.46]) {
    out.push(rect(bx + bw * 0.1, sy, bw * 0.34, H * 0.012, tones(c).wood));
    const books = [t.second, '#e9c46a', '#f4f1e8', shade(t.primary, 0.3), '#7cc46a'];
    books.forEach((col, i) => out.push(rect(bx + bw * (0.12 + i * 0.045), sy - H * (0.07 + (i % 2) * 0.015), bw * 0.035, H * (0.07 + (i % 2) * 0.015), col)));
  }
  out.push(pottedPlant(c, bx + bw * 0.78, f - H * 0.005, s * 0.8));
  // Chairs facing each other, the low table, mics on stands.
  out.push(armchair(c, W * 0.36, f + H * 0.04, s, mix(t.second, t.card, 0.25), 1), armchair(c, W * 0.64, f + H * 0.04, s, mix(t.second, t.card, 0.25), -1),
    rect(W * 0.45, f - s * 0.32, W * 0.1, s * 0.06, tones(c).wood, { rx: 2 }), path(`M${n(W * 0.47)} ${n(f - s * 0.26)}V${n(f + H * 0.03)}M${n(W * 0.53)} ${n(f - s * 0.26)}V${n(f + H * 0.03)}`, 'none', { stroke: shade(tones(c).wood, 0.3), sw: s * 0.04 }),
    rect(W * 0.485, f - s * 0.45, s * 0.1, s * 0.13, '#fbfaf6', { rx: 2 }));
  out.push(micStand(c, W * 0.28, f + H * 0.06, s * 0.78), `<g transform="matrix(-1 0 0 1 ${n(W * 1.44)} 0)">${micStand(c, W * 0.72, f + H * 0.06, s * 0.78)}</g>`);
  out.push(softbox(c, W * 0.09, f + H * 0.03, s, 1), softbox(c, W * 0.91, f + H * 0.03, s, -1), cameraRig(W * 0.2, H * 1.02, s * 0.85, 1), cameraRig(W * 0.8, H * 1.02, s * 0.85, -1));
  if (alt) {
    const mx = W * 0.5, my = H * 0.8, mw = s * 0.9, mh = s * 0.55;
    out.push(path(`M${n(mx)} ${n(my)}V${n(H)}`, 'none', { stroke: '#4a4f58', sw: s * 0.04 }), rect(mx - mw / 2, my - mh, mw, mh, '#15161a', { rx: 3 }),
      rect(mx - mw * 0.45, my - mh * 0.93, mw * 0.9, mh * 0.86, t.dark ? shade(t.primary, 0.3) : mix(t.primary, t.card, 0.5)),
      rect(mx - mw * 0.32, my - mh * 0.4, mw * 0.16, mh * 0.26, mix(t.second, t.card, 0.25), { rx: 2 }), rect(mx + mw * 0.16, my - mh * 0.4, mw * 0.16, mh * 0.26, mix(t.second, t.card, 0.25), { rx: 2 }));
  }
  return out.join('');
}

/** A drum kit from the front: bass drum (its head ringed in the palette), toms, snare and floor tom, hi-hat and cymbals, a stool. */
function drumKit(c: Ctx, x: number, f: number, s: number): string {
  const { t } = c, shell = t.dark ? tint(t.primary, 0.1) : t.primary, chrome = '#c9ced6', head = '#f4f1e8', brass = '#d9a93e';
  const r = s * 0.42, by = f - r;
  const drum = (dx: number, dy: number, w: number, h: number) => rect(dx - w / 2, dy, w, h, shell, { rx: w * 0.06 }) + ellipse(dx, dy, w / 2, w * 0.12, head);
  return [ellipse(x, f, s * 1.1, s * 0.05, '#000000', { op: 0.2 }),
    path(`M${n(x - s * 0.95)} ${n(f)}V${n(f - s * 1.25)}M${n(x + s * 0.95)} ${n(f)}V${n(f - s * 1.45)}M${n(x - s * 1.05)} ${n(f)}h${n(s * 0.2)}M${n(x + s * 0.85)} ${n(f)}h${n(s * 0.2)}`, 'none', { stroke: chrome, sw: Math.max(1.5, s * 0.03) }),
    ellipse(x - s * 0.95, f - s * 1.25, s * 0.3, s * 0.04, brass), ellipse(x - s * 0.95, f - s * 1.2, s * 0.3, s * 0.04, brass), ellipse(x + s * 0.95, f - s * 1.45, s * 0.42, s * 0.06, brass),
    // The snare on its stand, the floor tom on its legs, the rack toms on their mounts on the bass drum.
    path(`M${n(x - s * 0.62)} ${n(f - s * 0.44)}V${n(f - s * 0.1)}M${n(x - s * 0.78)} ${n(f)}L${n(x - s * 0.62)} ${n(f - s * 0.1)}L${n(x - s * 0.46)} ${n(f)}`
      + `M${n(x + s * 0.48)} ${n(f)}v${n(-s * 0.12)}M${n(x + s * 0.82)} ${n(f)}v${n(-s * 0.12)}M${n(x - s * 0.24)} ${n(f - s * 0.76)}L${n(x - s * 0.08)} ${n(f - s * 0.86)}M${n(x + s * 0.24)} ${n(f - s * 0.76)}L${n(x + s * 0.08)} ${n(f - s * 0.86)}`, 'none', { stroke: chrome, sw: Math.max(1.5, s * 0.03) }),
    drum(x - s * 0.62, f - s * 0.72, s * 0.4, s * 0.28), drum(x + s * 0.65, f - s * 0.62, s * 0.46, s * 0.5),
    drum(x - s * 0.24, f - s * 1.02, s * 0.32, s * 0.26), drum(x + s * 0.24, f - s * 1.04, s * 0.34, s * 0.28),
    circle(x, by, r, shell), circle(x, by, r * 0.86, head), circle(x, by, r * 0.86, 'none', { stroke: t.second, sw: r * 0.1 }), circle(x, by, r * 0.2, tint(t.second, 0.4))].join('');
}

/** A guitar combo amp or a bass cabinet with its head: a black box with a grille cloth and a row of knobs. */
function amp(x: number, f: number, s: number, bass: boolean): string {
  const w = s * (bass ? 0.75 : 0.7), h = s * (bass ? 1.2 : 0.65), top = f - h;
  let grille = '';
  if (bass) for (const [gx, gy] of [[-0.18, 0.3], [0.18, 0.3], [-0.18, 0.68], [0.18, 0.68]]) grille += circleD(x + w * (gx as number), top + h * (gy as number), w * 0.15);
  const out = [ellipse(x, f, w * 0.55, s * 0.03, '#000000', { op: 0.2 }), rect(x - w / 2, top, w, h, '#1c1d22', { rx: s * 0.03 })];
  if (bass) out.push(rect(x - w * 0.44, top + h * 0.06, w * 0.88, h * 0.84, '#2f3138'), path(grille, '#15161a'), rect(x - w / 2, top - s * 0.22, w, s * 0.2, '#1c1d22', { rx: 3 }), rect(x - w * 0.42, top - s * 0.16, w * 0.84, s * 0.04, '#c9ced6'));
  else out.push(rect(x - w * 0.44, top + h * 0.25, w * 0.88, h * 0.66, '#3a3a36'), rect(x - w * 0.44, top + h * 0.06, w * 0.88, h * 0.13, '#c9b98e'));
  let knobs = '';
  for (let i = 0; i < 5; i++) knobs += `M${n(x - w * 0.34 + i * w * 0.17)} ${n(bass ? top - s * 0.08 : top + h * 0.125)}h0`;
  out.push(path(knobs, 'none', { stroke: '#15161a', sw: s * 0.045, round: true }));
  return out.join('');
}

/** An electric guitar on its stand: a solid body in col with a white scratchplate and pickups, a dark neck and headstock. */
function electricGuitar(x: number, f: number, s: number, col: string): string {
  const by = f - s * 0.55;
  return ellipse(x, f, s * 0.4, Math.max(2, s * 0.04), '#000000', { op: 0.18 }) + path(`M${n(x - s * 0.3)} ${n(f)}L${n(x)} ${n(f - s * 0.25)}L${n(x + s * 0.3)} ${n(f)}`, 'none', { stroke: '#6b7078', sw: s * 0.04 })
    + rect(x - s * 0.05, f - s * 2.05, s * 0.1, s * 1.3, '#3a2a20', { rx: 2 }) + path(`M${n(x - s * 0.07)} ${n(f - s * 2.05)}l${n(s * 0.02)} ${n(-s * 0.28)}h${n(s * 0.14)}l${n(s * 0.04)} ${n(s * 0.12)}l${n(-s * 0.06)} ${n(s * 0.16)}Z`, '#2a1e18')
    + path(`M${n(x - s * 0.1)} ${n(by - s * 0.42)}q${n(-s * 0.12)} ${n(-s * 0.12)} ${n(-s * 0.2)} 0q${n(-s * 0.1)} ${n(s * 0.18)} ${n(-s * 0.04)} ${n(s * 0.32)}q${n(-s * 0.18)} ${n(s * 0.2)} ${n(-s * 0.1)} ${n(s * 0.42)}q${n(s * 0.34)} ${n(s * 0.22)} ${n(s * 0.68)} 0q${n(s * 0.08)} ${n(-s * 0.24)} ${n(-s * 0.1)} ${n(-s * 0.42)}q${n(s * 0.08)} ${n(-s * 0.16)} ${n(-s * 0.02)} ${n(-s * 0.34)}q${n(-s * 0.1)} ${n(-s * 0.04)} ${n(-s * 0.16)} ${n(s * 0.06)}Z`, col)
    + path(`M${n(x - s * 0.04)} ${n(by - s * 0.3)}h${n(s * 0.2)}l${n(s * 0.04)} ${n(s * 0.4)}q${n(-s * 0.12)} ${n(s * 0.14)} ${n(-s * 0.28)} ${n(s * 0.06)}Z`, '#f4f1e8')
    + path(`M${n(x - s * 0.09)} ${n(by - s * 0.18)}h${n(s * 0.18)}M${n(x - s * 0.09)} ${n(by + s * 0.02)}h${n(s * 0.18)}`, 'none', { stroke: '#24262b', sw: s * 0.05 });
}

/**
 * The rehearsal room: carpet-lined walls with foam, a rug, the drum kit in the middle, a combo amp and a bass cabinet,
 * a guitar on its stand, the vocal mic, cables on the floor; alt a keyboard on its stand, a PA speaker and a bass guitar.
 */
function rehearsalRoom(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const X = (k: number) => (c.behindText ? W * (0.36 + k * 0.64) : W * k);
  const f = H * 0.7, s = Math.min(W * 0.17, H * 0.26);
  const out = [room(c, f, X(0.5) / W), foamPanel(c, X(0.04), H * 0.14, X(0.24) - X(0.04), H * 0.34), foamPanel(c, X(0.76), H * 0.14, X(0.96) - X(0.76), H * 0.34)];
  out.push(slats(c, X(0.34), H * 0.16, X(0.66) - X(0.34), H * 0.22));
  const cables = `M${n(X(0.16))} ${n(H * 0.86)}C${n(X(0.3))} ${n(H * 0.96)} ${n(X(0.45))} ${n(H * 0.82)} ${n(X(0.62))} ${n(H * 0.92)}S${n(X(0.8))} ${n(H * 0.86)} ${n(X(0.86))} ${n(H * 0.8)}`;
  out.push(path(cables, 'none', { stroke: '#1c1d22', sw: Math.max(2, s * 0.025), round: true }));
  out.push(drumKit(c, X(0.5), f + H * 0.06, s));
  if (alt) {
    // A keyboard on its X-stand, a PA speaker on a pole.
    const kx = X(0.2), ky = f + H * 0.02;
    out.push(path(`M${n(kx - s * 0.4)} ${n(ky + H * 0.1)}L${n(kx + s * 0.4)} ${n(ky - s * 0.1)}M${n(kx + s * 0.4)} ${n(ky + H * 0.1)}L${n(kx - s * 0.4)} ${n(ky - s * 0.1)}`, 'none', { stroke: '#3a3d44', sw: s * 0.04 }),
      rect(kx - s * 0.75, ky - s * 0.22, s * 1.5, s * 0.14, '#1c1d22', { rx: 3 }), rect(kx - s * 0.7, ky - s * 0.12, s * 1.4, s * 0.06, '#f4f1e8'));
    out.push(path(`M${n(X(0.88))} ${n(f + H * 0.08)}V${n(H * 0.36)}`, 'none', { stroke: '#4a4f58', sw: s * 0.04 }), rect(X(0.88) - s * 0.25, H * 0.16, s * 0.5, H * 0.2, '#1c1d22', { rx: 4 }),
      circle(X(0.88), H * 0.29, s * 0.14, '#2f3138'), amp(X(0.76), f + H * 0.1, s, false));
  } else out.push(amp(X(0.18), f + H * 0.1, s, false), amp(X(0.84), f + H * 0.08, s, true), electricGuitar(X(0.7), f + H * 0.16, s * 0.62, t.dark ? tint(t.second, 0.1) : t.second), micStand(c, X(0.32), f + H * 0.2, s * 0.85));
  return out.join('');
}

/**
 * The control room: the window onto the live room behind (its foam, a drum kit and a mic, or for a podcast studio the
 * table of mics), the mixing desk between two monitors on stands, a screen of tracks on the desk, a rack of gear with
 * its lights, the engineer's chair; alt a sofa at the back for the band.
 */
function controlRoom(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const X = (k: number) => (c.behindText ? W * (0.36 + k * 0.64) : W * k);
  const k = tones(c), f = H * 0.76, s = Math.min(W * 0.15, H * 0.22);
  const out = [room(c, f)];
  // The window and the live room beyond it.
  const wx0 = X(0.2), wx1 = X(0.8), wy0 = H * 0.14, wy1 = H * 0.5;
  out.push(rect(wx0 - 8, wy0 - 8, wx1 - wx0 + 16, wy1 - wy0 + 16, '#15161a', { rx: 4 }), rect(wx0, wy0, wx1 - wx0, wy1 - wy0, mix(k.glass, k.wall, 0.4)));
  const live = wy1 + (wy1 - wy0) * 0.05, ls = (wy1 - wy0) * 0.55;
  out.push(`<g opacity="0.85">${foamPanel(c, wx0 + (wx1 - wx0) * 0.06, wy0 + (wy1 - wy0) * 0.08, (wx1 - wx0) * 0.2, (wy1 - wy0) * 0.5)}${PODCAST_ROOM.test(c.words)
    ? table(c, wx0 + (wx1 - wx0) * 0.35, wx0 + (wx1 - wx0) * 0.75, live - ls * 0.55, live, ls) + boomMic(c, wx0 + (wx1 - wx0) * 0.4, live - ls * 0.55, ls, 1) + boomMic(c, wx0 + (wx1 - wx0) * 0.7, live - ls * 0.55, ls, -1)
    : drumKit(c, wx0 + (wx1 - wx0) * 0.55, live, ls) + micStand(c, wx0 + (wx1 - wx0) * 0.88, live, ls * 0.8)}</g>`);
  out.push(path(`M${n(wx0 + (wx1 - wx0) * 0.1)} ${n(wy1)}L${n(wx0 + (wx1 - wx0) * 0.3)} ${n(wy0)}M${n(wx0 + (wx1 - wx0) * 0.2)} ${n(wy1)}L${n(wx0 + (wx1 - wx0) * 0.34)} ${n(wy0)}`, 'none', { stroke: '#ffffff', sw: W * 0.008, op: 0.12 }));
  // The rack of gear at the side with its lights.
  const rx = X(0.06), rw = s * 0.55;
  out.push(rect(rx, f - s * 1.3, rw, s * 1.3, '#1c1d22', { rx: 3 }));
  let units = '', lights = '';
  for (let i = 0; i < 6; i++) { units += rectD(rx + rw * 0.06, f - s * (1.25 - i * 0.2), rw * 0.88, s * 0.16); lights += `M${n(rx + rw * 0.18)} ${n(f - s * (1.17 - i * 0.2))}h0M${n(rx + rw * 0.3)} ${n(f - s * (1.17 - i * 0.2))}h0`; }
  out.push(path(units, '#2f3138'), path(lights, 'none', { stroke: '#7cc46a', sw: s * 0.035, round: true }));
  // Monitors on stands either side of the desk, the desk, the screen of tracks on it, the chair.
  out.push(monitorSpeaker(c, X(0.26), f + H * 0.02, s * 0.85, s * 0.95), monitorSpeaker(c, X(0.74), f + H * 0.02, s * 0.85, s * 0.95));
  out.push(mixingDesk(c, X(0.5), f + H * 0.08, s * 0.95));
  out.push(trackScreen(c, X(0.5) - s * 0.5, f + H * 0.08 - s * 0.78 - s * 0.42 - s * 0.68, s * 1.0, s * 0.6, 'ctl'));
  out.push(studioChair(X(0.5), H * 1.02, s * 1.05, mix(t.primary, t.card, 0.2)));
  if (alt) out.push(rect(X(0.82), f - s * 0.6, s * 1.1, s * 0.45, mix(t.second, k.floor, 0.3), { rx: s * 0.1 }), rect(X(0.8), f - s * 0.25, s * 1.3, s * 0.3, mix(t.second, k.floor, 0.2), { rx: s * 0.08 }));
  return out.join('');
}

/**
 * The editing desk close: acoustic panels on the wall, two screens of waveform tracks (alt: one wide screen and a small
 * audio interface), a keyboard and mouse, headphones on their stand, small speakers, a mug and a plant.
 */
function editDesk(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const k = tones(c), top = H * 0.7, s = Math.min(W * 0.2, H * 0.3);
  const out = [rect(0, 0, W, H, c.defs.lin([[0, shade(k.wall, 0.06)], [1, k.wall]])), rect(0, H * 0.035, W, Math.max(3, H * 0.008), k.led), rect(0, H * 0.035, W, H * 0.06, c.defs.lin([[0, k.led, 0.35], [1, k.led, 0]])),
    foamPanel(c, W * 0.04, H * 0.12, W * 0.16, H * 0.4), foamPanel(c, W * 0.8, H * 0.12, W * 0.16, H * 0.4)];
  // The desk top across the frame.
  out.push(rect(0, top, W, H * 0.05, k.wood), rect(0, top + H * 0.05, W, H - top, shade(k.wood, 0.45)));
  if (alt) {
    out.push(path(`M${n(W * 0.5)} ${n(top)}V${n(top - H * 0.08)}`, 'none', { stroke: '#3a3d44', sw: W * 0.012 }), rect(W * 0.44, top - H * 0.012, W * 0.12, H * 0.012, '#3a3d44'),
      trackScreen(c, W * 0.24, H * 0.2, W * 0.52, H * 0.38, 'wide', 5),
      rect(W * 0.7, top - H * 0.07, W * 0.12, H * 0.07, mix(t.primary, '#24262c', 0.6), { rx: 4 }), circle(W * 0.74, top - H * 0.035, H * 0.018, '#c9ced6'), circle(W * 0.785, top - H * 0.035, H * 0.018, '#c9ced6'));
  } else {
    for (const [x, seed] of [[0.17, 'a'], [0.51, 'b']] as const) {
      out.push(path(`M${n(W * (x + 0.16))} ${n(top)}V${n(top - H * 0.08)}`, 'none', { stroke: '#3a3d44', sw: W * 0.012 }), rect(W * (x + 0.1), top - H * 0.012, W * 0.12, H * 0.012, '#3a3d44'));
      out.push(trackScreen(c, W * x, H * 0.24, W * 0.31, H * 0.34, seed, seed === 'a' ? 4 : 3));
    }
  }
  // Speakers, keyboard and mouse, the headphone stand, a mug, a plant.
  out.push(rect(W * 0.06, top - s * 0.6, s * 0.32, s * 0.6, '#1c1d22', { rx: 4 }), circle(W * 0.06 + s * 0.16, top - s * 0.2, s * 0.1, '#2f3138', { stroke: t.primary, sw: 2 }),
    rect(W * 0.94 - s * 0.32, top - s * 0.6, s * 0.32, s * 0.6, '#1c1d22', { rx: 4 }), circle(W * 0.94 - s * 0.16, top - s * 0.2, s * 0.1, '#2f3138', { stroke: t.primary, sw: 2 }));
  out.push(rect(W * 0.3, top + H * 0.01, W * 0.3, H * 0.035, '#2b2e35', { rx: 3 }), ellipse(W * 0.66, top + H * 0.025, W * 0.02, H * 0.015, '#2b2e35'));
  const hx = W * 0.76;
  out.push(path(`M${n(hx)} ${n(top)}V${n(top - s * 0.62)}M${n(hx - s * 0.12)} ${n(top)}h${n(s * 0.24)}`, 'none', { stroke: '#6b7078', sw: s * 0.03, round: true }), headphones(hx, top - s * 0.78, s * 0.5, t.primary, true));
  out.push(rect(W * 0.86, top - s * 0.16, s * 0.12, s * 0.16, tint(t.second, 0.3), { rx: 2 }), pottedPlant(c, W * 0.92, top, s * 0.55));
  return out.join('');
}

/**
 * The vocal booth: foam all round, a large-diaphragm condenser mic in its shock mount with a pop filter, headphones
 * hanging on the stand, a music stand with the lyrics, a stool, the small window in the door onto the control room; alt
 * a warm lamp and a second, smaller mic for an instrument.
 */
function vocalBooth(c: Ctx, alt: boolean): string {
  const { W, H, t } = c;
  const f = H * 0.8, s = Math.min(W * 0.26, H * 0.4);
  const out = [room(c, f), foamPanel(c, W * 0.03, H * 0.1, W * 0.45, f - H * 0.14), foamPanel(c, W * 0.52, H * 0.1, W * 0.45, f - H * 0.14)];
  // The door's window at the side, the control room's desk glowing through it.
  const dx = W * 0.78, dy = H * 0.2;
  out.push(rect(dx - W * 0.11, dy - H * 0.03, W * 0.2, f - dy + H * 0.03, shade(tones(c).wall, 0.25)), rect(dx - W * 0.08, dy, W * 0.14, H * 0.2, tones(c).glass),
    rect(dx - W * 0.07, dy + H * 0.13, W * 0.12, H * 0.05, '#2f333b'), rect(dx - W * 0.05, dy + H * 0.05, W * 0.08, H * 0.06, mix('#7fb8e6', t.second, 0.2)));
  if (alt) out.push(circle(W * 0.2, H * 0.3, s * 0.8, c.defs.rad([[0, '#ffd58a', 0.35], [1, '#ffd58a', 0]])), rect(W * 0.2 - s * 0.1, H * 0.22, s * 0.2, s * 0.12, '#f3d9a4', { rx: 3 }));
  // The mic stand, shock mount and mic, the pop filter, headphones hung on the stand.
  const mx = W * 0.44, my = f - s * 1.3;
  out.push(ellipse(mx, f, s * 0.3, s * 0.03, '#000000', { op: 0.2 }), path(`M${n(mx)} ${n(f)}V${n(my + s * 0.35)}M${n(mx - s * 0.25)} ${n(f)}L${n(mx)} ${n(f - s * 0.12)}L${n(mx + s * 0.25)} ${n(f)}`, 'none', { stroke: '#4a4f58', sw: s * 0.03, round: true }),
    circle(mx, my, s * 0.2, 'none', { stroke: '#6b7078', sw: s * 0.015 }), rect(mx - s * 0.08, my - s * 0.22, s * 0.16, s * 0.44, mix('#c9ced6', t.primary, 0.1), { rx: s * 0.08 }),
    path(`M${n(mx - s * 0.08)} ${n(my - s * 0.05)}h${n(s * 0.16)}M${n(mx - s * 0.08)} ${n(my)}h${n(s * 0.16)}`, 'none', { stroke: '#8a9099', sw: s * 0.012 }),
    path(`M${n(mx)} ${n(my + s * 0.3)}Q${n(mx - s * 0.2)} ${n(my + s * 0.25)} ${n(mx - s * 0.28)} ${n(my + s * 0.05)}`, 'none', { stroke: '#4a4f58', sw: s * 0.012 }),
    ellipse(mx - s * 0.32, my, s * 0.05, s * 0.16, '#2f333b', { op: 0.55, stroke: '#2b2f36', sw: Math.max(1.5, s * 0.015) }), headphones(mx + s * 0.02, my + s * 0.45, s * 0.5, t.primary, true));
  if (alt) out.push(micStand(c, W * 0.66, f + H * 0.02, s * 0.5));
  // The music stand with the lyrics and a stool.
  const sx = W * 0.22;
  let lines = '';
  for (let i = 0; i < 5; i++) lines += `M${n(sx - s * 0.18)} ${n(f - s * 1.18 + i * s * 0.05)}h${n(s * (0.36 - (i % 2) * 0.1))}`;
  out.push(path(`M${n(sx)} ${n(f)}V${n(f - s * 0.95)}M${n(sx - s * 0.2)} ${n(f)}L${n(sx)} ${n(f - s * 0.12)}L${n(sx + s * 0.2)} ${n(f)}`, 'none', { stroke: '#4a4f58', sw: s * 0.02 }),
    rect(sx - s * 0.25, f - s * 1.25, s * 0.5, s * 0.32, '#4a4f58'), rect(sx - s * 0.22, f - s * 1.23, s * 0.44, s * 0.28, '#fbfaf6'), path(lines, 'none', { stroke: '#8a8f98', sw: Math.max(1, s * 0.01) }));
  out.push(path(`M${n(W * 0.6)} ${n(f + H * 0.04)}L${n(W * 0.62)} ${n(f - s * 0.45)}M${n(W * 0.7)} ${n(f + H * 0.04)}L${n(W * 0.68)} ${n(f - s * 0.45)}`, 'none', { stroke: '#4a4f58', sw: s * 0.025 }),
    ellipse(W * 0.65, f - s * 0.47, s * 0.16, s * 0.04, mix(t.primary, t.card, 0.2)));
  return out.join('');
}
