import type { Ctx } from './ctx';
import { crowd } from './objects';
import { mix, shade, tint } from './palette';
import { circle, ellipse, n, path, rect } from './svg';
import { person } from './scene-kit';
import { CINEMA, COMEDY_CLUB, THEATRE } from '../choose-blueprint';

/**
 * A venue's own stage (stage.ts, for choose-blueprint `STAGE` words): a theatre's proscenium with red
 * curtains drawn back, a painted backdrop, two actors in a spotlight and the seats in front; a comedy
 * club's brick wall with one performer at a microphone; a cinema's screen in the projector's beam over
 * rows of seats. Wide shots; stage.ts zooms and mirrors them for siblings.
 */
export function venueStage(c: Ctx): string {
  // The page's own words (choose-blueprint CINEMA, COMEDY_CLUB, THEATRE): a theatre's comedy nights stay on its stage.
  if (CINEMA.test(c.words)) return cinema(c);
  if (COMEDY_CLUB.test(c.words) && !THEATRE.test(c.words)) return comedyClub(c);
  return theatre(c);
}

/** The dark house, shared by the three rooms. */
const house = (c: Ctx) => mix('#120c14', c.t.primary, 0.12);

/** A theatre: proscenium, curtains drawn back with their folds, a valance, a moonlit backdrop, two actors in a spotlight, footlights, seat backs. */
function theatre(c: Ctx): string {
  const { W, H, t, rng } = c;
  const night = house(c), m = Math.min(W, H);
  const velvet = mix('#8b1a2b', t.primary, 0.25), fold = shade(velvet, 0.3);
  const x0 = W * 0.1, x1 = W * 0.9, top = H * 0.12, floorY = H * 0.7;
  const out = [rect(0, 0, W, H, night)];
  // The backdrop: a dusk sky with a moon and far hills, lit by the stage.
  out.push(rect(x0, top, x1 - x0, floorY - top, c.defs.lin([[0, mix('#2b3a67', t.second, 0.2)], [1, mix('#d98c6a', t.primary, 0.2)]])),
    circle(W * 0.66, H * 0.28, m * 0.06, '#fff4d6', { op: 0.9 }),
    path(`M${n(x0)} ${n(floorY - H * 0.12)}Q${n(W * 0.3)} ${n(floorY - H * 0.24)} ${n(W * 0.5)} ${n(floorY - H * 0.14)}T${n(x1)} ${n(floorY - H * 0.16)}V${n(floorY)}H${n(x0)}Z`, mix('#3d4f5c', t.second, 0.2), { op: 0.85 }));
  // The stage floor and its front edge, footlights along it.
  out.push(rect(x0 - W * 0.04, floorY, x1 - x0 + W * 0.08, H * 0.08, mix('#6b4a33', t.primary, 0.1)), rect(x0 - W * 0.04, floorY + H * 0.08, x1 - x0 + W * 0.08, H * 0.015, shade(velvet, 0.2)));
  for (let i = 0; i < 7; i++) out.push(circle(x0 + (x1 - x0) * (0.08 + i * 0.14), floorY + H * 0.085, m * 0.01, '#ffe3a3', { op: 0.9 }));
  // The spotlight: a soft cone and its pool on the floor.
  const sx = W * 0.5;
  out.push(path(`M${n(sx - W * 0.03)} ${n(top)}L${n(sx + W * 0.03)} ${n(top)}L${n(sx + W * 0.2)} ${n(floorY + H * 0.05)}L${n(sx - W * 0.2)} ${n(floorY + H * 0.05)}Z`, c.defs.lin([[0, '#fff4d6', 0.35], [1, '#fff4d6', 0.05]])),
    ellipse(sx, floorY + H * 0.04, W * 0.2, H * 0.035, '#fff4d6', { op: 0.35 }));
  // Two actors facing each other in costume, and a chair between them.
  const s = H * 0.32;
  out.push(person(sx - W * 0.08, floorY + H * 0.04, s, mix(t.second, '#2b2230', 0.35), true, 0.35),
    person(sx + W * 0.08, floorY + H * 0.04, s * 1.04, mix(t.primary, '#2b2230', 0.45), false, -0.35),
    path(`M${n(sx - s * 0.06)} ${n(floorY + H * 0.04)}V${n(floorY - s * 0.2)}H${n(sx + s * 0.14)}V${n(floorY + H * 0.04)}M${n(sx - s * 0.06)} ${n(floorY - s * 0.2)}V${n(floorY - s * 0.5)}`, 'none', { stroke: shade(night, 0.1), sw: s * 0.035 }));
  // Curtains drawn back: a swag on each side with its folds, then the valance and the proscenium frame.
  const swag = (side: 1 | -1) => {
    const edge = side === 1 ? x0 : x1, inner = edge + side * W * 0.13;
    const d = `M${n(edge)} ${n(top)}H${n(inner)}Q${n(edge + side * W * 0.05)} ${n(H * 0.42)} ${n(edge + side * W * 0.06)} ${n(floorY + H * 0.08)}H${n(edge)}Z`;
    let folds = '';
    for (let k = 1; k < 4; k++) folds += `M${n(edge + side * W * 0.03 * k)} ${n(top)}Q${n(edge + side * W * 0.012 * k)} ${n(H * 0.45)} ${n(edge + side * W * 0.015 * k)} ${n(floorY + H * 0.08)}`;
    return path(d, velvet) + path(folds, 'none', { stroke: fold, sw: W * 0.006, op: 0.7 }) + ellipse(edge + side * W * 0.05, H * 0.46, W * 0.012, H * 0.02, '#d9b45a');
  };
  let scallops = `M${n(x0)} ${n(top)}`;
  const k = 8;
  for (let i = 0; i < k; i++) { const a = x0 + ((x1 - x0) * i) / k, b = x0 + ((x1 - x0) * (i + 1)) / k; scallops += `Q${n((a + b) / 2)} ${n(top + H * 0.09)} ${n(b)} ${n(top)}`; }
  out.push(swag(1), swag(-1), rect(x0, top - H * 0.02, x1 - x0, H * 0.05, velvet), path(`${scallops}Z`, velvet),
    path(`M0 0H${n(W)}V${n(H)}H${n(x1 + W * 0.04)}V${n(top - H * 0.04)}H${n(x0 - W * 0.04)}V${n(H)}H0Z`, mix(night, velvet, 0.35)),
    rect(x0 - W * 0.04, top - H * 0.04, x1 - x0 + W * 0.08, H * 0.02, '#c9a24e', { op: 0.8 }));
  // Seat backs and heads in the stalls.
  out.push(crowd(rng, W, H, H * 0.9, m * 0.13, shade(night, 0.5), 0));
  return out.join('');
}

/** A comedy club: a brick wall lit by a spotlight, one performer at a microphone stand, a stool, the audience's heads. */
function comedyClub(c: Ctx): string {
  const { W, H, t, rng } = c;
  const night = house(c), m = Math.min(W, H), floorY = H * 0.72;
  const brick = mix('#7a3b2e', t.primary, 0.15);
  const out = [rect(0, 0, W, H, night), rect(0, 0, W, floorY, shade(brick, 0.45))];
  let rows = '';
  const bh = H * 0.05, bw = W * 0.09;
  for (let y = 0, r = 0; y < floorY; y += bh, r++) for (let x = (r % 2) * -bw / 2; x < W; x += bw) rows += `M${n(x + 2)} ${n(y + 2)}h${n(bw - 4)}v${n(bh - 4)}h${n(-(bw - 4))}Z`;
  out.push(path(rows, brick, { op: 0.55 }));
  const sx = W * 0.5;
  out.push(circle(sx, H * 0.42, m * 0.42, c.defs.rad([[0, '#fff4d6', 0.45], [1, '#fff4d6', 0]])), rect(0, floorY, W, H * 0.06, shade(night, 0.1)));
  const s = H * 0.36;
  out.push(person(sx - W * 0.04, floorY + 2, s, mix(t.second, '#2b2230', 0.4), false, 0.2),
    path(`M${n(sx + W * 0.03)} ${n(floorY)}V${n(floorY - s * 0.78)}l${n(-s * 0.1)} ${n(-s * 0.04)}`, 'none', { stroke: '#1a1a1a', sw: s * 0.025, round: true }),
    path(`M${n(sx + W * 0.09)} ${n(floorY)}l${n(s * 0.05)} ${n(-s * 0.42)}h${n(s * 0.14)}l${n(s * 0.05)} ${n(s * 0.42)}`, 'none', { stroke: shade(night, 0.3), sw: s * 0.03 }),
    rect(sx + W * 0.09 + s * 0.02, floorY - s * 0.45, s * 0.24, s * 0.05, shade(night, 0.3), { rx: 3 }));
  out.push(crowd(rng, W, H, H * 0.9, m * 0.13, shade(night, 0.55), 0.15));
  return out.join('');
}

/** A cinema: the screen showing a landscape, the projector's beam from the back, rows of seats in silhouette. */
function cinema(c: Ctx): string {
  const { W, H, t, rng } = c;
  const night = house(c), m = Math.min(W, H);
  const sx0 = W * 0.16, sx1 = W * 0.84, sy0 = H * 0.12, sy1 = H * 0.56;
  const out = [rect(0, 0, W, H, night),
    rect(sx0 - W * 0.02, sy0 - H * 0.02, sx1 - sx0 + W * 0.04, sy1 - sy0 + H * 0.04, shade(night, 0.3)),
    rect(sx0, sy0, sx1 - sx0, sy1 - sy0, c.defs.lin([[0, mix('#9ccbea', t.second, 0.2)], [1, mix('#fde2c4', t.primary, 0.15)]])),
    circle(W * 0.62, H * 0.26, m * 0.05, '#fff4d6'),
    path(`M${n(sx0)} ${n(sy1 - H * 0.12)}Q${n(W * 0.4)} ${n(sy1 - H * 0.24)} ${n(W * 0.55)} ${n(sy1 - H * 0.14)}T${n(sx1)} ${n(sy1 - H * 0.18)}V${n(sy1)}H${n(sx0)}Z`, mix('#6f9a6a', t.second, 0.25)),
    path(`M${n(W * 0.5)} ${n(H * 0.98)}L${n(sx0)} ${n(sy0)}H${n(sx1)}Z`, c.defs.lin([[0, tint(t.second, 0.6), 0.12], [1, '#ffffff', 0.02]], 0, 1, 0, 0)),
    rect(sx0 - W * 0.06, sy0 - H * 0.06, W * 0.05, sy1 - sy0 + H * 0.12, mix('#8b1a2b', t.primary, 0.25)), rect(sx1 + W * 0.01, sy0 - H * 0.06, W * 0.05, sy1 - sy0 + H * 0.12, mix('#8b1a2b', t.primary, 0.25))];
  // Rows of seats: the backs, then heads, nearer rows darker and larger.
  out.push(crowd(rng.fork('far'), W, H, H * 0.72, m * 0.08, shade(night, 0.3), 0), crowd(rng.fork('near'), W, H, H * 0.86, m * 0.12, shade(night, 0.55), 0));
  return out.join('');
}
