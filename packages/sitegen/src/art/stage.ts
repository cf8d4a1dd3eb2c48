import type { Ctx } from './ctx';
import { mirrorX, sibling, zoom } from './ctx';
import { crowd } from './objects';
import { mix, shade, tint } from './palette';
import { circle, ellipse, g, n, path, poly, rect } from './svg';
import { person } from './scene-kit';
import { foamPanel } from './props-jobs';
import { PODCAST, STAGE, VIDEO_CHANNEL, namesMarket } from '../choose-blueprint';
import { market } from './market';
import { venueStage } from './venue';

/**
 * Events, bands, conferences: a dark venue with a lighting truss and beams through haze, a stage
 * with a band (guitar, drums, mic, keys), a DJ booth, or a lectern and screen for talks, and the
 * crowd in silhouette. Synthwave hints put a striped retro sun behind the stage.
 */
export function stage(c: Ctx): string {
  // Three viewpoints walked by siblings: the wide shot, a close-up on the performers, and from inside
  // the crowd (big heads and raised hands in front, mirrored).
  const idx = sibling(c, 3, 'stage');
  // A podcast or channel is made at a table with microphones, not on a stage (choose-blueprint `hostsShow`).
  if (PODCAST.test(c.words) || VIDEO_CHANNEL.test(c.words)) {
    const studio = podcastStudio(c);
    if (c.behindText) return studio;
    if (idx === 1) return zoom(c, studio, 1.6, c.W * 0.32, c.H * 0.5);
    return idx === 2 ? mirrorX(c, studio) : studio;
  }
  // A market or fair is its stalls and shoppers, not a band's gig (choose-blueprint `MARKET`).
  if (namesMarket(c.words)) return market(c);
  // A theatre, comedy club or cinema is its own room, not a band's gig (choose-blueprint `STAGE`).
  const venue = STAGE.test(c.words);
  const body = venue ? venueStage(c) : stageWide(c);
  const { W, H, t } = c;
  // A venue's hero shows its whole room (the curtains, the screen); its other pictures walk the viewpoints.
  if (venue && (c.slot === 'hero' || c.behindText)) return body;
  if (idx === 1) return zoom(c, body, 1.7, W * 0.5, H * 0.5);
  if (idx === 2) {
    const night = mix('#0b0918', t.primary, 0.14);
    return mirrorX(c, zoom(c, body, 1.25, W * 0.5, H * 0.45) + crowd(c.rng.fork('front'), W, H, H * 0.8, Math.min(W, H) * 0.28, shade(night, 0.7), 0.6));
  }
  return body;
}

/**
 * A podcast studio: two hosts at a table in headphones, each at a microphone on a boom arm, foam on the
 * wall, an on-air lamp, a laptop and mugs on the table. A video channel's (choose-blueprint `VIDEO_CHANNEL`)
 * has a ring light on the wall instead of the lamp, and a camera on its tripod in front of the table.
 */
function podcastStudio(c: Ctx): string {
  const { W, H, t } = c;
  const wall = t.dark ? mix('#1d1f27', t.primary, 0.12) : mix('#ece6dd', t.primary, 0.06);
  const floor = t.dark ? mix('#15161c', t.primary, 0.08) : mix('#cdbfae', t.primary, 0.06);
  const m = Math.min(W, H), top = H * 0.68, ink = t.dark ? '#0d0e12' : '#2b2f36';
  // Behind a banner headline the studio moves to the end side, leaving the start for the words.
  const X = (k: number) => (c.behindText ? W * (0.32 + k * 0.68) : W * k);
  const out = [rect(0, 0, W, H, wall), rect(0, H * 0.82, W, H * 0.18, floor),
    foamPanel(c, X(0.06), H * 0.1, X(0.22), H * 0.34), foamPanel(c, X(0.72), H * 0.1, X(0.22), H * 0.34)];
  // A podcast's on-air lamp (a red box with a glow, no words); a video channel's ring light on the wall.
  const video = VIDEO_CHANNEL.test(c.words);
  if (video) out.push(circle(X(0.5), H * 0.17, m * 0.16, '#fff3d6', { op: 0.25 }), circle(X(0.5), H * 0.17, m * 0.09, 'none', { stroke: '#fffaf0', sw: m * 0.022 }),
    circle(X(0.5), H * 0.17, m * 0.09, 'none', { stroke: '#d9d2c4', sw: m * 0.004 }));
  else out.push(circle(X(0.5), H * 0.14, m * 0.09, '#e5484d', { op: 0.18 }), rect(X(0.5) - m * 0.07, H * 0.14 - m * 0.03, m * 0.14, m * 0.06, '#e5484d', { rx: m * 0.015 }),
    rect(X(0.5) - m * 0.05, H * 0.14 - m * 0.008, m * 0.1, m * 0.016, '#ffd4d6', { rx: 2 }));
  const host = (x: number, dir: 1 | -1, col: string) => {
    const hy = H * 0.4, r = m * 0.07;
    const torso = `M${n(x - m * 0.13)} ${n(top)}Q${n(x - m * 0.13)} ${n(hy + r * 1.6)} ${n(x)} ${n(hy + r * 1.5)}Q${n(x + m * 0.13)} ${n(hy + r * 1.6)} ${n(x + m * 0.13)} ${n(top)}Z`;
    const phones = `M${n(x - r * 1.05)} ${n(hy)}A${n(r * 1.05)} ${n(r * 1.1)} 0 0 1 ${n(x + r * 1.05)} ${n(hy)}`;
    const mx = x + dir * m * 0.1, my = hy + r * 0.55, clamp = x + dir * m * 0.2;
    return [path(torso, col), circle(x, hy, r, mix('#c99a74', col, 0.08)), path(phones, 'none', { stroke: ink, sw: m * 0.016, round: true }),
      rect(x - r * 1.2, hy - r * 0.25, r * 0.32, r * 0.6, ink, { rx: r * 0.12 }), rect(x + r * 0.88, hy - r * 0.25, r * 0.32, r * 0.6, ink, { rx: r * 0.12 }),
      // The boom arm from the table's edge up to the mic in front of the mouth.
      path(`M${n(clamp)} ${n(top)}V${n(hy - r * 0.9)}L${n(mx + dir * m * 0.02)} ${n(my - m * 0.03)}`, 'none', { stroke: '#9aa1ab', sw: m * 0.012, round: true }),
      rect(clamp - m * 0.015, top - m * 0.02, m * 0.03, m * 0.02, '#9aa1ab'),
      rect(mx - m * 0.028, my - m * 0.05, m * 0.056, m * 0.1, ink, { rx: m * 0.028 })];
  };
  out.push(...host(X(0.3), 1, t.primary), ...host(X(0.7), -1, mix(t.second, t.card, 0.1)));
  const wood = mix('#8a6446', t.primary, 0.1);
  out.push(ellipse(X(0.5), H * 0.86, (X(0.84) - X(0.16)) / 2, H * 0.025, t.shadow, { op: 0.25 }), rect(X(0.14), top, X(0.86) - X(0.14), H * 0.035, wood, { rx: 3 }),
    path(`M${n(X(0.2))} ${n(top)}V${n(H * 0.86)}M${n(X(0.8))} ${n(top)}V${n(H * 0.86)}`, 'none', { stroke: shade(wood, 0.25), sw: m * 0.02 }),
    path(`M${n(X(0.45))} ${n(top)}L${n(X(0.46))} ${n(top - m * 0.1)}H${n(X(0.55))}L${n(X(0.56))} ${n(top)}Z`, '#c9ced6'), rect(X(0.44), top - m * 0.008, X(0.57) - X(0.44), m * 0.01, '#9aa1ab'),
    rect(X(0.22), top - m * 0.06, m * 0.045, m * 0.06, tint(t.second, 0.3), { rx: 2 }), rect(X(0.75), top - m * 0.06, m * 0.045, m * 0.06, tint(t.primary, 0.3), { rx: 2 }));
  // A video channel's camera on its tripod in front of the table, its lens towards the hosts.
  if (video) {
    const cx = X(0.5), cy = H * 0.79, legs = H * 0.97;
    out.push(path(`M${n(cx)} ${n(cy)}L${n(cx - m * 0.08)} ${n(legs)}M${n(cx)} ${n(cy)}L${n(cx + m * 0.08)} ${n(legs)}M${n(cx)} ${n(cy)}V${n(legs)}`, 'none', { stroke: ink, sw: m * 0.012, round: true }),
      rect(cx - m * 0.07, cy - m * 0.09, m * 0.14, m * 0.085, ink, { rx: m * 0.012 }), rect(cx - m * 0.025, cy - m * 0.115, m * 0.05, m * 0.025, ink, { rx: 2 }),
      circle(cx, cy - m * 0.047, m * 0.028, '#3a4150'), circle(cx, cy - m * 0.047, m * 0.014, '#6f7b91'), circle(cx + m * 0.05, cy - m * 0.075, m * 0.007, '#e5484d'));
  }
  return out.join('');
}

function stageWide(c: Ctx): string {
  const { W, H, rng, t } = c;
  const m = Math.min(W, H);
  const night = mix('#0b0918', t.primary, 0.14);
  const talk = /conference|summit|\btalks?\b|speaker|keynote|meetup|hackathon|lecture|forum|workshop|\btedx?\b/.test(c.words);
  const dj = /\bdjs?\b|\bclub|\btechno\b|house music|\braves?\b/.test(c.words);
  const retro = /synth|\bretro\b|80s|outrun|vaporwave/.test(c.words) || (!talk && rng.chance(0.3));
  const out = [rect(0, 0, W, H, c.defs.lin([[0, shade(night, 0.3)], [1, mix(night, t.primary, 0.25)]]))];
  const floorY = H * 0.68;
  const hot = t.dark ? t.primary : mix(t.primary, '#ff3d8b', 0.2);
  const second = t.dark ? t.second : tint(t.second, 0.2);
  // Backdrop: retro sun, a screen for talks, or a soft glow.
  if (talk) {
    const sw = W * 0.46, sh = H * 0.3, sx = W * 0.5 - sw / 2 + (rng.chance(0.5) ? W * 0.12 : -W * 0.12), sy = H * 0.16;
    out.push(circle(sx + sw / 2, sy + sh / 2, sw * 0.7, c.defs.rad([[0, hot, 0.35], [1, hot, 0]])), rect(sx, sy, sw, sh, c.defs.lin([[0, mix(hot, '#ffffff', 0.1)], [1, shade(hot, 0.35)]], 0, 0, 1, 1), { rx: 6 }));
    let bars = '';
    for (let i = 0; i < 5; i++) { const bh = sh * rng.range(0.2, 0.55); bars += `M${n(sx + sw * (0.52 + i * 0.09))} ${n(sy + sh * 0.85)}v${n(-bh)}`; }
    out.push(path(bars, 'none', { stroke: '#ffffff', sw: sw * 0.05, op: 0.8 }), rect(sx + sw * 0.08, sy + sh * 0.2, sw * 0.34, sh * 0.08, '#ffffff', { rx: 3 }), rect(sx + sw * 0.08, sy + sh * 0.36, sw * 0.26, sh * 0.05, '#ffffff', { rx: 2, op: 0.6 }), rect(sx + sw * 0.08, sy + sh * 0.46, sw * 0.3, sh * 0.05, '#ffffff', { rx: 2, op: 0.6 }));
  } else if (retro) {
    const r = m * 0.26, cx = W * 0.5, cy = floorY - r * 0.35;
    const sun = c.defs.lin([[0, second], [1, hot]]);
    let cuts = '';
    for (let i = 0; i < 6; i++) { const y = cy + r * (0.05 + i * 0.15); cuts += `M${n(cx - r)} ${n(y)}h${n(r * 2)}`; }
    out.push(circle(cx, cy, r * 1.8, c.defs.rad([[0, hot, 0.4], [1, hot, 0]])), g(circle(cx, cy, r, sun), { clip: c.defs.clip(rect(cx - r, cy - r, r * 2, floorY - (cy - r), '#000')) }), path(cuts, 'none', { stroke: night, sw: r * 0.05 }));
  } else out.push(circle(W * 0.5, floorY - H * 0.1, m * 0.5, c.defs.rad([[0, hot, 0.35], [1, hot, 0]])));
  // Truss and beams.
  const k = W > H ? 6 : 4;
  out.push(rect(W * 0.04, H * 0.06, W * 0.92, H * 0.018, '#2a2838'));
  for (let i = 0; i < k; i++) {
    const x = W * (0.1 + (i * 0.8) / (k - 1)), col = i % 2 ? second : hot;
    const tx = x + rng.range(-0.25, 0.25) * W, spread = W * rng.range(0.06, 0.12);
    out.push(path(poly([[x - 4, H * 0.08], [x + 4, H * 0.08], [tx + spread, floorY + H * 0.1], [tx - spread, floorY + H * 0.1]]), c.defs.lin([[0, col, 0.7], [1, col, 0]]), { op: 0.6 }), circle(x, H * 0.08, m * 0.014, tint(col, 0.6)));
  }
  // Stage floor, optional retro grid.
  out.push(rect(0, floorY, W, H * 0.1, c.defs.lin([[0, mix(night, hot, 0.3)], [1, shade(night, 0.2)]])), rect(0, floorY, W, 2, tint(hot, 0.4), { op: 0.8 }));
  if (retro) {
    let grid = '';
    for (let i = -8; i <= 8; i++) grid += `M${n(W / 2 + i * W * 0.04)} ${n(floorY)}L${n(W / 2 + i * W * 0.16)} ${n(floorY + H * 0.1)}`;
    for (let j = 1; j < 4; j++) grid += `M0 ${n(floorY + H * 0.1 * (j / 4) ** 1.6)}H${n(W)}`;
    out.push(path(grid, 'none', { stroke: hot, sw: 1.2, op: 0.55 }));
  }
  // Performers in silhouette, lit from behind.
  const ink = shade(night, 0.5);
  const s = H * 0.3;
  if (talk) {
    const lx = W * (0.5 + (rng.chance(0.5) ? -0.22 : 0.22));
    out.push(person(lx - s * 0.25, floorY + 2, s * 0.85, ink), path(`M${n(lx - s * 0.12)} ${n(floorY)}L${n(lx - s * 0.08)} ${n(floorY - s * 0.42)}H${n(lx + s * 0.28)}L${n(lx + s * 0.32)} ${n(floorY)}Z`, shade(night, 0.2)), circle(lx + s * 0.1, floorY - s * 0.3, s * 0.05, hot));
  } else if (dj) {
    out.push(person(W * 0.5, floorY - s * 0.05, s * 0.8, ink), rect(W * 0.5 - s * 0.7, floorY - s * 0.35, s * 1.4, s * 0.35, shade(night, 0.2)), ellipse(W * 0.5 - s * 0.4, floorY - s * 0.36, s * 0.2, s * 0.04, hot), ellipse(W * 0.5 + s * 0.4, floorY - s * 0.36, s * 0.2, s * 0.04, second));
  } else {
    const gx = W * 0.32;
    out.push(person(gx, floorY + 2, s * 0.9, ink), path(`M${n(gx - s * 0.25)} ${n(floorY - s * 0.35)}l${n(s * 0.5)} ${n(-s * 0.18)}`, 'none', { stroke: ink, sw: s * 0.035, round: true }), ellipse(gx - s * 0.12, floorY - s * 0.3, s * 0.12, s * 0.08, ink));
    const vx = W * 0.5;
    out.push(person(vx, floorY + 2, s * 0.95, ink), path(`M${n(vx + s * 0.12)} ${n(floorY)}V${n(floorY - s * 0.8)}l${n(-s * 0.08)} ${n(-s * 0.05)}`, 'none', { stroke: ink, sw: s * 0.02, round: true }));
    const dx = W * 0.7;
    out.push(circle(dx, floorY - s * 0.2, s * 0.2, ink), circle(dx, floorY - s * 0.2, s * 0.13, mix(ink, hot, 0.35)), ellipse(dx - s * 0.35, floorY - s * 0.45, s * 0.16, s * 0.03, tint(second, 0.2)), ellipse(dx + s * 0.35, floorY - s * 0.5, s * 0.16, s * 0.03, tint(second, 0.2)),
      path(`M${n(dx - s * 0.35)} ${n(floorY - s * 0.45)}V${n(floorY)}M${n(dx + s * 0.35)} ${n(floorY - s * 0.5)}V${n(floorY)}`, 'none', { stroke: ink, sw: 2 }), rect(dx - s * 0.25, floorY - s * 0.45, s * 0.18, s * 0.12, ink, { rx: 3 }), rect(dx + s * 0.08, floorY - s * 0.45, s * 0.18, s * 0.12, ink, { rx: 3 }));
    out.push(rect(W * 0.12, floorY - s * 0.3, s * 0.32, s * 0.3, shade(night, 0.2)), rect(W * 0.84, floorY - s * 0.3, s * 0.32, s * 0.3, shade(night, 0.2)));
  }
  // The crowd, a few phones up.
  out.push(crowd(rng, W, H, H * 0.83, m * 0.12, shade(night, 0.55), 0.35));
  let phones = '';
  for (let i = 0; i < 4; i++) phones += `M${n(W * rng.range(0.05, 0.95))} ${n(H * rng.range(0.76, 0.82))}v${n(m * 0.03)}`;
  out.push(path(phones, 'none', { stroke: tint(second, 0.5), sw: m * 0.018, op: 0.9 }));
  return out.join('');
}
