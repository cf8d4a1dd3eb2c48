import type { Ctx } from './ctx';
import { mix, shade, tint } from './palette';
import { blob, circle, ellipse, g, n, path, rect } from './svg';
import { person } from './scene-kit';

/**
 * Indoor activity venues (service art's trades for bowling, trampoline and climbing words), instead of the
 * lounge they had: a bowling alley seen down its lanes, a trampoline park's beds and foam pit, a climbing
 * wall with its holds and a climber on the rope. The bowling alley is a whole scene; the other two are
 * rooms (`x` from service.ts `across`, `f` the floor line, `s` the scale).
 */

/** Down the lanes: polished boards converging on the pins, gutters, a ball rolling, score screens and a neon strip above. */
export function bowlingAlley(c: Ctx): string {
  const { W, H, t, rng } = c;
  const wall = t.dark ? '#15151c' : mix('#23243a', t.primary, 0.15), wood = mix('#d9a86c', t.primary, 0.05);
  // Siblings stand at different lanes: the vanishing point, the number of lanes and the ball move.
  const back = H * rng.range(0.33, 0.4), vx = c.behindText ? W * 0.7 : W * rng.range(0.38, 0.62);
  const out = [rect(0, 0, W, H, wall)];
  // Score screens and a neon strip in the brand colours.
  const k = W > H * 1.2 ? 4 : 3;
  for (let i = 0; i < k; i++) {
    const sw = W * 0.16, sx = vx - (k * sw + (k - 1) * W * 0.03) / 2 + i * (sw + W * 0.03), sy = H * 0.06;
    out.push(rect(sx, sy, sw, H * 0.1, '#0d0d12', { rx: 3 }), rect(sx + sw * 0.08, sy + H * 0.025, sw * 0.5, H * 0.015, t.primary), rect(sx + sw * 0.08, sy + H * 0.055, sw * 0.7, H * 0.015, t.second), rect(sx + sw * 0.7, sy + H * 0.02, sw * 0.2, H * 0.06, '#ffffff', { op: 0.15 }));
  }
  out.push(rect(0, H * 0.2, W, H * 0.012, t.primary), rect(0, H * 0.2, W, H * 0.012, '#ffffff', { op: 0.35 }));
  // The pin deck: a dark band with a row of lit pin areas.
  out.push(rect(0, back - H * 0.1, W, H * 0.1, '#0d0d12'));
  const lanes = rng.pick([3, 4]), half = W * 0.95;
  for (let i = 0; i < lanes; i++) {
    // Each lane a trapezoid from the pin deck to the bottom edge, gutters either side.
    const b0 = vx - half + (i * 2 * half) / lanes, b1 = b0 + (2 * half) / lanes, t0 = vx - W * 0.3 + (i * W * 0.6) / lanes, t1 = t0 + (W * 0.6) / lanes;
    out.push(path(`M${n(t0)} ${n(back)}L${n(t1)} ${n(back)}L${n(b1)} ${n(H)}L${n(b0)} ${n(H)}Z`, '#2b2b33'),
      path(`M${n(t0 + (t1 - t0) * 0.08)} ${n(back)}L${n(t1 - (t1 - t0) * 0.08)} ${n(back)}L${n(b1 - (b1 - b0) * 0.08)} ${n(H)}L${n(b0 + (b1 - b0) * 0.08)} ${n(H)}Z`, c.defs.lin([[0, shade(wood, 0.25)], [1, tint(wood, 0.1)]], 0, 0, 0, 1)));
    // Arrows on the boards, and the pins at the far end: a triangle of ten, lit from above.
    const mx = (t0 + t1) / 2, pw = (t1 - t0) * 0.06;
    out.push(rect(t0 + (t1 - t0) * 0.1, back - H * 0.085, (t1 - t0) * 0.8, H * 0.085, '#fff7dd', { op: 0.25 }));
    for (let r = 0; r < 4; r++) for (let j = 0; j <= r; j++) {
      const px = mx + (j - r / 2) * pw * 2.2, py = back - H * 0.02 - (3 - r) * H * 0.012;
      out.push(ellipse(px, py - pw * 1.2, pw * 0.6, pw * 1.3, '#fbfaf7'), rect(px - pw * 0.55, py - pw * 1.6, pw * 1.1, pw * 0.25, '#c8312e'));
    }
    for (let a = 0; a < 3; a++) { const ay = back + (H - back) * 0.55, ax = mx + ((b0 + b1) / 2 - mx) * 0.55 + (a - 1) * (t1 - t0) * 0.18; out.push(path(`M${n(ax)} ${n(ay - H * 0.02)}l${n(W * 0.008)} ${n(H * 0.03)}h${n(-W * 0.016)}Z`, shade(wood, 0.35))); }
  }
  // A ball rolling down the middle lane.
  const br = H * rng.range(0.04, 0.06), bx = vx + W * rng.range(-0.12, 0.12), by = H * rng.range(0.7, 0.85), ball = rng.pick([t.primary, t.second]);
  out.push(ellipse(bx, by + br, br * 1.1, br * 0.25, '#000000', { op: 0.25 }), circle(bx, by, br, c.defs.rad([[0, tint(ball, 0.35)], [1, shade(ball, 0.3)]], 0.35, 0.35, 0.7)),
    circle(bx - br * 0.16, by - br * 0.3, br * 0.1, '#1a1a1a'), circle(bx + br * 0.2, by - br * 0.4, br * 0.1, '#1a1a1a'), circle(bx + br * 0.1, by, br * 0.1, '#1a1a1a'));
  return g(out);
}

/** A trampoline park: a grid of beds seen from above the floor (padded frames, dark mats), a foam pit of cubes, jumpers in the air. */
export function trampolines(c: Ctx, x: (k: number) => number, f: number, s: number): string {
  const { W, H, t } = c;
  const out: string[] = [];
  const pad = t.dark ? tint(t.primary, 0.05) : t.primary, bed = '#23232b', pad2 = mix(t.second, '#ffffff', 0.2);
  // The back wall's padding: a band of coloured panels.
  for (let k = 0; k < 8; k++) out.push(rect(x(k * 0.125), f - H * 0.34, W * 0.125 + 1, H * 0.34, k % 2 ? tint(pad, 0.25) : mix(t.second, pad, 0.3), { op: 0.9 }));
  // Two rows of beds on the floor in perspective: the far row narrower, each a dark mat in a padded frame.
  for (const [row, y0, y1, inset] of [[0, f - H * 0.02, f + H * 0.05, 0.06], [1, f + H * 0.06, f + H * 0.16, 0]] as const) {
    for (let k = 0; k < 3; k++) {
      const l0 = x(0.06 + k * 0.2) + W * inset * (1 - k * 0.5), w0 = W * (0.18 - inset * 0.5), l1 = x(0.04 + k * 0.21), w1 = W * 0.19;
      const frame = `M${n(l0)} ${n(y0)}H${n(l0 + w0)}L${n(l1 + w1)} ${n(y1)}H${n(l1)}Z`;
      const mat = `M${n(l0 + w0 * 0.1)} ${n(y0 + (y1 - y0) * 0.15)}H${n(l0 + w0 * 0.9)}L${n(l1 + w1 * 0.92)} ${n(y1 - (y1 - y0) * 0.15)}H${n(l1 + w1 * 0.08)}Z`;
      out.push(path(frame, row ? pad : pad2), path(mat, bed));
    }
  }
  // The foam pit at the end: a padded box heaped with cubes.
  const px = x(0.82), pw = W * 0.24, py = f - H * 0.02;
  out.push(rect(px - pw / 2, py, pw, H * 0.18, pad, { rx: H * 0.02 }));
  const cols = ['#f2c14e', '#7cc4a4', t.second, '#ffffff', tint(t.primary, 0.4)];
  for (let k = 0; k < 18; k++) {
    const cx = px - pw * 0.44 + (k % 6) * pw * 0.15, cy = py + H * 0.02 + Math.floor(k / 6) * H * 0.04;
    out.push(rect(cx, cy - H * 0.035, pw * 0.12, H * 0.045, cols[k % cols.length]!, { rx: 2, tf: `rotate(${n((k * 37) % 20 - 10)} ${n(cx)} ${n(cy)})` }));
  }
  // Jumpers in the air over the beds, their shadows on the mats.
  for (const [k, hgt, col, dress, lean] of [[0, 0.2, mix(t.second, '#ffffff', 0.1), false, 0.3], [1, 0.3, mix(t.primary, '#ffffff', 0.45), true, -0.3], [2, 0.16, mix('#f2c14e', t.primary, 0.2), false, 0.1]] as const) {
    const jx = x(0.15 + k * 0.2), base = f + H * 0.12;
    out.push(ellipse(jx, base, W * 0.03, H * 0.008, '#000000', { op: 0.25 }), person(jx, base - H * hgt, s * 1.1, col, dress, lean));
  }
  return g(out);
}

/** A climbing wall: panels studded with holds in every colour, a climber on the rope with a belayer below, crash mats. */
export function climbingWall(c: Ctx, x: (k: number) => number, f: number, s: number): string {
  const { W, H, t, rng } = c;
  const panel = t.dark ? '#3a3f4a' : mix('#d9dde3', t.bg, 0.2);
  const x0 = x(0.04), x1 = x(0.96), top = H * 0.04;
  const out = [rect(x0, top, x1 - x0, f - top, panel)];
  let seams = '';
  for (let k = 1; k < 5; k++) seams += `M${n(x0 + ((x1 - x0) * k) / 5)} ${n(top)}V${n(f)}`;
  for (let k = 1; k < 4; k++) seams += `M${n(x0)} ${n(top + ((f - top) * k) / 4)}H${n(x1)}`;
  out.push(path(seams, 'none', { stroke: shade(panel, 0.12), sw: 1.5 }));
  const cols = [t.primary, t.second, '#f2c14e', '#5e9e3a', '#f28c28', '#7c5cd6'];
  for (let k = 0; k < 46; k++) {
    const hx = x0 + rng.range(0.02, 0.98) * (x1 - x0), hy = top + rng.range(0.04, 0.92) * (f - top), hr = Math.min(W, H) * rng.range(0.008, 0.02);
    out.push(path(blob(hx, hy, hr, hr * 0.8, () => rng.next(), 6, 0.3), cols[k % cols.length]!));
  }
  // The rope from the top anchor to the climber and down to the belayer.
  const cx = x(0.55), cy = H * 0.34, bx = x(0.68);
  out.push(path(`M${n(cx + W * 0.02)} ${n(top)}L${n(cx)} ${n(cy - H * 0.05)}M${n(cx + W * 0.02)} ${n(top)}L${n(bx)} ${n(f - s * 0.6)}`, 'none', { stroke: '#f28c28', sw: Math.max(1.5, W * 0.003) }),
    person(cx, cy + s * 0.6, s * 1.1, mix(t.second, '#ffffff', 0.1), false, 0.4), person(bx, f, s * 1.3, mix(t.primary, '#ffffff', 0.4), false, -0.2));
  // Crash mats along the foot of the wall.
  out.push(rect(x(0.04), f - H * 0.03, W * 0.4, H * 0.05, mix('#2f5d8a', t.primary, 0.2), { rx: H * 0.01 }));
  return g(out);
}

/** Whether `words` name a bowling alley's lanes (not a bowling green or a cricket bowler). */
export const BOWLING = /ten-?pin|bowling (?:alleys?|lanes?|cent(?:re|er)s?)|\bbowling\b(?! (?:greens?|clubs?))|\bbolera\b|\bbowlingbahn\w*|\bbowlingbaan\w*|ボウリング|保龄球|بولينج/;

/**
 * An indoor karting track: a dark hall, the track's grey tarmac curving through red-and-white kerbs and tyre walls,
 * two karts racing with their drivers in helmets, a chequered flag on the wall and the lights overhead.
 */
export function kartTrack(c: Ctx): string {
  const { W, H, t } = c;
  const hall = t.dark ? '#16171c' : mix('#2a2c33', t.primary, 0.12);
  const out = [rect(0, 0, W, H, hall)];
  // Lights along the roof, a chequered banner on the back wall.
  let lamps = '';
  for (let x = W * 0.08; x < W; x += W * 0.14) lamps += `M${n(x - W * 0.03)} ${n(H * 0.06)}h${n(W * 0.06)}v${n(H * 0.015)}h${n(-W * 0.06)}Z`;
  out.push(path(lamps, '#f4f1e0'), rect(0, H * 0.24, W, H * 0.012, t.primary));
  const cq = H * 0.03, cx0 = W * (c.behindText ? 0.62 : 0.36);
  let squares = '';
  for (let i = 0; i < 10; i++) for (let j = 0; j < 2; j++) if ((i + j) % 2 === 0) squares += `M${n(cx0 + i * cq)} ${n(H * 0.3 + j * cq)}h${n(cq)}v${n(cq)}h${n(-cq)}Z`;
  out.push(rect(cx0, H * 0.3, cq * 10, cq * 2, '#ffffff'), path(squares, '#111111'));
  // The floor and the track: a wide S of tarmac between kerbs, tyre walls along its edge.
  const floorY = H * 0.42;
  out.push(rect(0, floorY, W, H - floorY, mix('#3b3d44', t.primary, 0.06)));
  const track = `M${n(-W * 0.05)} ${n(H * 0.62)}C${n(W * 0.3)} ${n(H * 0.44)} ${n(W * 0.55)} ${n(H * 0.5)} ${n(W * 0.7)} ${n(H * 0.62)}S${n(W * 0.95)} ${n(H * 0.9)} ${n(W * 1.05)} ${n(H * 0.84)}`;
  out.push(path(track, 'none', { stroke: '#d8d8d8', sw: H * 0.3, round: true }), path(track, 'none', { stroke: '#c8312e', sw: H * 0.3, round: true, op: 0.9 }),
    path(track, 'none', { stroke: '#ffffff', sw: H * 0.29, round: true, op: 0.9 }), path(track, 'none', { stroke: '#56585f', sw: H * 0.26, round: true }),
    path(track, 'none', { stroke: '#ffffff', sw: 2, op: 0.35 }));
  // Tyre walls: stacks of black tyres along the far side of the bend.
  let tyres = '';
  for (let x = W * 0.04; x < W * 0.6; x += W * 0.035) { const y = H * 0.46 - Math.sin((x / W) * Math.PI) * H * 0.04; tyres += `M${n(x - W * 0.016)} ${n(y)}h${n(W * 0.032)}v${n(H * 0.05)}h${n(-W * 0.032)}Z`; }
  out.push(path(tyres, '#151515'), path(tyres.replace(/v[\d.]+/g, (m) => `v${n(Number(m.slice(1)) * 0.2)}`), tint(t.second, 0.2)));
  // Two karts with drivers, the leader in the brand's colour.
  const kart = (x: number, y: number, u: number, col: string) => [ellipse(x, y + u * 0.05, u * 0.9, u * 0.12, '#000000', { op: 0.3 }),
    rect(x - u * 0.8, y - u * 0.3, u * 1.6, u * 0.28, col, { rx: u * 0.1 }), rect(x - u * 0.95, y - u * 0.12, u * 0.3, u * 0.24, '#1b1b1b', { rx: u * 0.06 }), rect(x + u * 0.62, y - u * 0.12, u * 0.3, u * 0.24, '#1b1b1b', { rx: u * 0.06 }),
    path(`M${n(x - u * 0.15)} ${n(y - u * 0.3)}q${n(u * 0.05)} ${n(-u * 0.35)} ${n(u * 0.3)} ${n(-u * 0.35)}`, 'none', { stroke: shade(col, 0.3), sw: u * 0.14, round: true }),
    circle(x + u * 0.12, y - u * 0.78, u * 0.24, '#f4f1ea'), path(`M${n(x + u * 0.12)} ${n(y - u * 0.8)}h${n(u * 0.24)}`, 'none', { stroke: '#1f2a36', sw: u * 0.1 }),
    rect(x - u * 0.55, y - u * 0.45, u * 0.12, u * 0.18, '#f2c14e')].join('');
  out.push(kart(W * 0.46, H * 0.62, H * 0.09, t.dark ? tint(t.primary, 0.1) : t.primary), kart(W * 0.22, H * 0.6, H * 0.075, mix(t.second, '#ffffff', 0.1)));
  return out.join('');
}

/**
 * Axe throwing: lanes divided by mesh, each with a wooden target of rings on a plank wall, an axe stuck in the one
 * nearest, a thrower mid-swing, and a scoreboard.
 */
export function axeLanes(c: Ctx, x: (k: number) => number, f: number, s: number): string {
  const { W, H, t } = c;
  const out: string[] = [];
  const plank = mix('#a57c55', t.primary, 0.08);
  let boards = '';
  for (let y = H * 0.12; y < f; y += H * 0.05) boards += `M0 ${n(y)}H${n(W)}`;
  out.push(rect(0, H * 0.1, W, f - H * 0.1, plank), path(boards, 'none', { stroke: shade(plank, 0.18), sw: 1.5 }));
  // Three targets of rings, the lanes' mesh dividers between them.
  for (const [k, hit] of [[0.2, false], [0.5, true], [0.8, false]] as const) {
    const tx = x(k), ty = H * 0.42, r = Math.min(W * 0.09, H * 0.16);
    out.push(circle(tx, ty, r, '#e9d3a8'), circle(tx, ty, r * 0.75, '#1f1f1f', { op: 0.0 }), circle(tx, ty, r * 0.72, 'none', { stroke: '#2b2b2b', sw: Math.max(1.5, r * 0.05) }),
      circle(tx, ty, r * 0.45, 'none', { stroke: '#2b2b2b', sw: Math.max(1.5, r * 0.05) }), circle(tx, ty, r * 0.18, '#c8312e'));
    if (hit) out.push(path(`M${n(tx + r * 0.1)} ${n(ty - r * 0.05)}L${n(tx + r * 0.9)} ${n(ty + r * 0.55)}`, 'none', { stroke: mix('#8a5a3a', t.primary, 0.1), sw: r * 0.12, round: true }),
      path(`M${n(tx + r * 0.02)} ${n(ty - r * 0.25)}l${n(r * 0.28)} ${n(r * 0.05)}l${n(-r * 0.08)} ${n(r * 0.32)}Z`, '#b8bcc4'));
  }
  let mesh = '';
  for (const k of [0.35, 0.65]) for (let y = H * 0.1; y < f; y += H * 0.03) mesh += `M${n(x(k) - W * 0.02)} ${n(y)}l${n(W * 0.04)} ${n(H * 0.03)}M${n(x(k) + W * 0.02)} ${n(y)}l${n(-W * 0.04)} ${n(H * 0.03)}`;
  out.push(path(mesh, 'none', { stroke: '#3a3a3a', sw: 1, op: 0.6 }));
  // The floor, a throwing line and the thrower with an axe raised; the scoreboard.
  out.push(rect(0, f, W, H - f, mix('#3b3d44', t.primary, 0.08)), rect(x(0.36), f + (H - f) * 0.55, x(0.64) - x(0.36), H * 0.01, t.primary));
  const px = x(0.5), py = H * 0.99, ph = s * 1.3;
  out.push(person(px, py, ph, shade(t.primary, 0.35), false, -0.1),
    path(`M${n(px + ph * 0.12)} ${n(py - ph * 0.7)}L${n(px + ph * 0.05)} ${n(py - ph * 1.05)}`, 'none', { stroke: mix('#8a5a3a', t.primary, 0.1), sw: ph * 0.04, round: true }),
    path(`M${n(px - ph * 0.02)} ${n(py - ph * 1.05)}l${n(ph * 0.15)} ${n(-ph * 0.02)}l${n(-ph * 0.02)} ${n(ph * 0.1)}Z`, '#b8bcc4'));
  const bx = x(0.04), bw = W * 0.12;
  out.push(rect(bx, H * 0.14, bw, H * 0.12, '#111216', { rx: 3 }), rect(bx + bw * 0.1, H * 0.16, bw * 0.5, H * 0.02, t.second), rect(bx + bw * 0.1, H * 0.2, bw * 0.7, H * 0.02, '#f2c14e'));
  return g(out);
}

/**
 * A DJ's set-up at a party: a dark room, coloured beams from moving heads, the booth's table with its facade in the
 * brand colour, decks and a mixer, a laptop, speakers on stands either side, and dancers' silhouettes on the floor.
 */
export function djBooth(c: Ctx): string {
  const { W, H, t } = c;
  const room = t.dark ? '#0f0f16' : mix('#1c1b2a', t.primary, 0.15);
  const out = [rect(0, 0, W, H, room)];
  const cx = W * (c.behindText ? 0.64 : 0.5), top = H * 0.56, bw = W * 0.36;
  // Beams from the lights on the truss.
  const beams = [t.primary, t.second, '#f2c14e', mix(t.primary, t.second, 0.5)];
  beams.forEach((col, i) => {
    const lx = cx - bw * 0.6 + i * bw * 0.4, ex = lx + (i % 2 ? -1 : 1) * W * 0.22;
    out.push(path(`M${n(lx)} ${n(H * 0.1)}L${n(ex - W * 0.07)} ${n(H)}H${n(ex + W * 0.07)}Z`, col, { op: 0.18 }));
  });
  out.push(rect(cx - bw * 0.8, H * 0.08, bw * 1.6, H * 0.02, '#3a3a44'));
  for (let i = 0; i < 4; i++) out.push(rect(cx - bw * 0.6 + i * bw * 0.4 - W * 0.012, H * 0.1, W * 0.024, H * 0.04, '#2b2b33', { rx: 2 }));
  // Speakers on stands either side.
  for (const side of [-1, 1]) {
    const sx = cx + side * bw * 0.75;
    out.push(path(`M${n(sx)} ${n(top - H * 0.02)}V${n(H * 0.8)}M${n(sx - W * 0.03)} ${n(H * 0.8)}L${n(sx)} ${n(H * 0.72)}L${n(sx + W * 0.03)} ${n(H * 0.8)}`, 'none', { stroke: '#55555f', sw: Math.max(2, W * 0.004) }),
      rect(sx - W * 0.035, top - H * 0.2, W * 0.07, H * 0.18, '#18181d', { rx: 3 }), circle(sx, top - H * 0.07, W * 0.022, '#2d2d35'), circle(sx, top - H * 0.16, W * 0.01, '#2d2d35'));
  }
  // The DJ behind the booth, headphones on, lit from behind so the figure reads against the room.
  out.push(circle(cx + bw * 0.05, top - H * 0.16, H * 0.14, t.second, { op: 0.25 }), person(cx + bw * 0.05, top + H * 0.12, H * 0.4, '#3a3746', false, 0.05),
    path(`M${n(cx + bw * 0.05 - H * 0.032)} ${n(top - H * 0.235)}a${n(H * 0.032)} ${n(H * 0.032)} 0 0 1 ${n(H * 0.064)} 0`, 'none', { stroke: t.second, sw: Math.max(2, H * 0.01) }));
  // The booth: its facade, the decks, the mixer and a laptop.
  const facade = t.dark ? tint(t.primary, 0.05) : t.primary;
  out.push(rect(cx - bw / 2, top, bw, H * 0.24, facade, { rx: 3 }), rect(cx - bw / 2, top, bw, H * 0.015, '#ffffff', { op: 0.5 }),
    rect(cx - bw / 2 - W * 0.01, top - H * 0.02, bw + W * 0.02, H * 0.022, '#2b2b33'));
  for (const side of [-1, 1]) {
    const dx = cx + side * bw * 0.3;
    out.push(ellipse(dx, top - H * 0.03, bw * 0.14, H * 0.022, '#d9d9de'), ellipse(dx, top - H * 0.032, bw * 0.1, H * 0.015, '#1c1c20'), circle(dx, top - H * 0.032, W * 0.004, '#d9d9de'));
  }
  out.push(rect(cx - bw * 0.08, top - H * 0.05, bw * 0.16, H * 0.035, '#2b2b33', { rx: 2 }),
    path(`M${n(cx - bw * 0.06)} ${n(top - H * 0.05)}l${n(bw * 0.02)} ${n(-H * 0.08)}h${n(bw * 0.12)}l${n(-bw * 0.02)} ${n(H * 0.08)}Z`, '#c9ced6'),
    path(`M${n(cx - bw * 0.035)} ${n(top - H * 0.125)}h${n(bw * 0.09)}v${n(H * 0.05)}h${n(-bw * 0.1)}Z`, tint(t.second, 0.4)));
  // Dancers in front.
  out.push(rect(0, H * 0.84, W, H * 0.16, '#0c0c12', { op: 0.6 }));
  for (const [k, h, lean] of [[0.12, 0.3, 0.3], [0.26, 0.26, -0.2], [0.74, 0.28, 0.25], [0.88, 0.32, -0.3]] as const) out.push(person(W * k, H * 1.02, H * h, '#08080c', false, lean));
  return out.join('');
}
