import { mix, shade, tint } from './palette';
import { circle, ellipse, g, n, path, poly, rect, smooth } from './svg';
import { bloom, bouquetTop, crowd, Flora, vase } from './objects';
import { Ink } from './ink';
import { person, ridge, sky, sun } from './scene-kit';
import type { Scene } from './scenes-land';

/** Flower colours for wedding scenes, nudged toward the palette. */
const petals = (p: string): string[] => ['#f4c7c3', '#ffffff', '#f7d9a8', '#e89aa8'].map((x) => mix(x, p, 0.12));

/** Bride and groom silhouettes under an arch of flowers, golden light behind. */
export const couple: Scene = (c, r, w, h, L) => {
  const out = [sky(c, w, h, L), sun(c, w * 0.5, h * 0.55, Math.min(w, h) * 0.1, L), ridge(r, w, h, h * 0.72, h * 0.05, mix(L.haze, L.ground, 0.4), true, 5)];
  out.push(rect(0, h * 0.8, w, h * 0.2, shade(L.ground, 0.2)));
  const cx = w * 0.5, base = h * 0.84, ar = Math.min(w * 0.36, h * 0.4);
  const green = mix('#4f7a4a', c.t.second, 0.15);
  out.push(path(`M${n(cx - ar)} ${n(base)}V${n(base - ar * 0.7)}A${n(ar)} ${n(ar)} 0 0 1 ${n(cx + ar)} ${n(base - ar * 0.7)}V${n(base)}`, 'none', { stroke: shade(green, 0.2), sw: ar * 0.09 }));
  const cols = petals(c.t.primary);
  // Flowers all along the arch, denser at the crown and in clusters at both feet.
  const f = new Flora(new Ink(c), green, ar * 0.07);
  for (let i = 0; i < 16; i++) {
    const a = Math.PI + (i / 15) * Math.PI + r.range(-0.08, 0.08);
    const px = cx + Math.cos(a) * ar, py = base - ar * 0.7 + Math.sin(a) * ar;
    f.leaf(px, py, ar * 0.2, r.range(0, 360)).bloom(px + r.range(-4, 4), py, r.chance(0.5), r.pick(cols));
  }
  for (const side of [-1, 1]) for (let i = 0; i < 4; i++) {
    const px = cx + side * ar + r.range(-ar * 0.08, ar * 0.08), py = base - r.range(0, ar * 0.35);
    f.leaf(px, py, ar * 0.22, r.range(180, 360)).bloom(px, py, r.chance(0.4), r.pick(cols));
  }
  out.push(String(f));
  const ink = shade(L.ground, 0.6);
  out.push(person(cx - ar * 0.18, base, ar * 1.02, ink, false, 0.3), person(cx + ar * 0.2, base, ar * 0.95, tint(L.sun, 0.2), true, -0.3));
  out.push(path(`M${n(cx + ar * 0.18)} ${n(base - ar * 0.9)}Q${n(cx + ar * 0.55)} ${n(base - ar * 0.5)} ${n(cx + ar * 0.48)} ${n(base - ar * 0.05)}`, 'none', { stroke: '#ffffff', sw: ar * 0.08, op: 0.45, round: true }));
  return out.join('');
};

/**
 * Head and shoulders seen from behind against soft window light: a backlit silhouette with a lit rim,
 * hair in a bun, long or short; a veil or a flower crown for weddings. Never a face.
 */
export const portrait: Scene = (c, r, w, h, L) => {
  const t = c.t;
  const bg = c.defs.rad([[0, tint(mix(L.low, t.primary, 0.15), 0.45)], [0.55, mix(L.low, t.primary, 0.25)], [1, shade(mix(L.top, t.primary, 0.3), 0.25)]], r.range(0.3, 0.7), 0.35, 0.8);
  const out = [rect(0, 0, w, h, bg)];
  const s = Math.min(w, h) * 0.9, cx = w * r.range(0.4, 0.6);
  const ink = shade(mix('#3a2a2a', L.ground, 0.4), 0.4);
  const top = h - s * 0.32, hy = h - s * 0.56;
  const wedding = /wedding|\bbrides?\b|bridal|\bveils?\b/.test(c.words);
  const veil = wedding && r.chance(0.5);
  const hair = wedding ? r.int(0, 1) : r.int(0, 2);
  if (hair === 1) out.push(path(`M${n(cx - s * 0.12)} ${n(hy)}C${n(cx - s * 0.16)} ${n(hy + s * 0.22)} ${n(cx - s * 0.1)} ${n(top)} ${n(cx - s * 0.2)} ${n(top + s * 0.12)}H${n(cx + s * 0.2)}C${n(cx + s * 0.1)} ${n(top)} ${n(cx + s * 0.16)} ${n(hy + s * 0.22)} ${n(cx + s * 0.12)} ${n(hy)}Z`, ink));
  out.push(path(`M${n(cx - s * 0.5)} ${n(h)}C${n(cx - s * 0.48)} ${n(top + s * 0.08)} ${n(cx - s * 0.36)} ${n(top)} ${n(cx - s * 0.2)} ${n(top - s * 0.01)}C${n(cx - s * 0.1)} ${n(top - s * 0.02)} ${n(cx - s * 0.06)} ${n(top - s * 0.04)} ${n(cx - s * 0.055)} ${n(hy + s * 0.1)}H${n(cx + s * 0.055)}C${n(cx + s * 0.06)} ${n(top - s * 0.04)} ${n(cx + s * 0.1)} ${n(top - s * 0.02)} ${n(cx + s * 0.2)} ${n(top - s * 0.01)}C${n(cx + s * 0.36)} ${n(top)} ${n(cx + s * 0.48)} ${n(top + s * 0.08)} ${n(cx + s * 0.5)} ${n(h)}Z`, ink));
  out.push(ellipse(cx, hy, s * 0.105, s * 0.13, ink));
  if (hair === 0) out.push(circle(cx, hy - s * 0.12, s * 0.065, ink));
  if (hair === 2) out.push(ellipse(cx, hy - s * 0.03, s * 0.115, s * 0.115, ink));
  // Rim light on both sides: the lit edge is what makes a silhouette read as a photograph.
  const rim = { stroke: tint(L.sun, 0.35), sw: Math.max(1.2, s * 0.008), op: 0.75, round: true };
  out.push(path(`M${n(cx - s * 0.1)} ${n(hy - s * 0.06)}A${n(s * 0.105)} ${n(s * 0.13)} 0 0 0 ${n(cx - s * 0.08)} ${n(hy + s * 0.09)}M${n(cx + s * 0.2)} ${n(top - s * 0.01)}C${n(cx + s * 0.36)} ${n(top)} ${n(cx + s * 0.46)} ${n(top + s * 0.08)} ${n(cx + s * 0.48)} ${n(top + s * 0.2)}`, 'none', rim));
  if (veil) out.push(path(`M${n(cx - s * 0.06)} ${n(hy - s * 0.12)}C${n(cx - s * 0.35)} ${n(hy)} ${n(cx - s * 0.45)} ${n(h - s * 0.1)} ${n(cx - s * 0.55)} ${n(h)}H${n(cx + s * 0.55)}C${n(cx + s * 0.45)} ${n(h - s * 0.1)} ${n(cx + s * 0.35)} ${n(hy)} ${n(cx + s * 0.06)} ${n(hy - s * 0.12)}Z`, '#ffffff', { op: 0.22 }));
  else if (wedding) for (let i = 0; i < 7; i++) { const a = Math.PI * (1.05 + i * 0.15); out.push(bloom(cx + Math.cos(a) * s * 0.11, hy + Math.sin(a) * s * 0.13, s * 0.028, r.pick(petals(t.primary)))); }
  return out.join('');
};

/** Two rings resting on petals or linen: the wedding detail shot. */
export const rings: Scene = (c, r, w, h) => {
  const t = c.t;
  const cloth = mix('#f3e6dc', t.bg, 0.3);
  const out = [rect(0, 0, w, h, c.defs.lin([[0, tint(cloth, 0.3)], [1, shade(cloth, 0.1)]], 0, 0, 1, 1))];
  for (let i = 0; i < 9; i++) out.push(ellipse(w * r.range(0, 1), h * r.range(0, 1), w * 0.06, w * 0.035, r.pick(petals(t.primary)), { tf: `rotate(${r.int(0, 180)} ${n(w * 0.5)} ${n(h * 0.5)})`, op: 0.85 }));
  const gold = c.defs.lin([[0, '#fbe6a6'], [0.5, '#c99a3c'], [1, '#8a6420']], 0, 0, 1, 1);
  const s = Math.min(w, h) * 0.26, cx = w * 0.5, cy = h * 0.55;
  out.push(ellipse(cx + s * 0.2, cy + s * 0.55, s * 1.4, s * 0.3, t.shadow, { op: 0.18 }));
  out.push(ellipse(cx - s * 0.4, cy, s * 0.62, s * 0.62, 'none', { stroke: gold, sw: s * 0.14 }), ellipse(cx + s * 0.42, cy + s * 0.05, s * 0.55, s * 0.55, 'none', { stroke: gold, sw: s * 0.12 }));
  out.push(path(`M${n(cx + s * 0.42)} ${n(cy - s * 0.56)}l${n(s * 0.1)} ${n(-s * 0.12)}h${n(-s * 0.2)}Z`, '#ffffff', { op: 0.9 }));
  return out.join('');
};

/** A hand-tied bouquet on a soft backdrop. */
export const bouquet: Scene = (c, r, w, h, L) => {
  const t = c.t;
  const out = [rect(0, 0, w, h, c.defs.lin([[0, tint(mix(L.low, t.bg, 0.5), 0.2)], [1, mix(L.haze, t.bg, 0.4)]]))];
  const cx = w / 2, y = h * 0.6, s = Math.min(w, h) * 0.5;
  out.push(path(`M${n(cx)} ${n(y)}L${n(cx - s * 0.1)} ${n(y + s * 0.6)}M${n(cx)} ${n(y)}L${n(cx + s * 0.08)} ${n(y + s * 0.6)}M${n(cx)} ${n(y)}V${n(y + s * 0.62)}`, 'none', { stroke: mix('#5c7f4f', t.second, 0.15), sw: s * 0.03, round: true }));
  out.push(bouquetTop(c, r, cx, y, s * 0.95, petals(t.primary), mix('#5c7f4f', t.second, 0.15), 13));
  out.push(path(`M${n(cx - s * 0.08)} ${n(y + s * 0.12)}h${n(s * 0.16)}l${n(s * 0.1)} ${n(s * 0.25)}M${n(cx + s * 0.02)} ${n(y + s * 0.14)}l${n(-s * 0.12)} ${n(s * 0.22)}`, 'none', { stroke: tint(t.primary, 0.5), sw: s * 0.03, round: true }));
  return out.join('');
};

/** Still life on a table by a window: light patch on the wall, a vase with branches, fruit, a cup. */
export const stillLife: Scene = (c, r, w, h, L) => {
  const t = c.t;
  const wall = mix(mix('#e9dfd2', t.bg, 0.4), t.primary, 0.06), table = h * r.range(0.66, 0.74);
  const out = [rect(0, 0, w, h, c.defs.lin([[0, tint(wall, 0.1)], [1, shade(wall, 0.12)]], 0, 0, 1, 0))];
  out.push(path(poly([[w * 0.5, 0], [w * 0.9, 0], [w * 0.75, table], [w * 0.3, table]]), tint(L.sun, 0.4), { op: 0.35 }));
  out.push(rect(0, table, w, h - table, c.defs.lin([[0, mix('#a57e58', t.primary, 0.2)], [1, shade(mix('#a57e58', t.primary, 0.2), 0.3)]])));
  out.push(rect(0, table, w, h * 0.012, tint(mix('#a57e58', t.primary, 0.2), 0.2)));
  const vx = w * r.range(0.35, 0.5), vh = h * 0.3;
  out.push(bouquetTop(c, r, vx, table - vh * 0.9, h * 0.35, [mix('#f0e6d6', t.primary, 0.1), tint(t.second, 0.4), '#e8c07a'], mix('#6b8a5a', t.second, 0.2)));
  out.push(vase(c, vx, table, vh * 0.55, vh, mix('#d9cbb8', t.second, 0.2), r.range(0.4, 0.9), false));
  const fx = vx + w * 0.2;
  for (let i = 0; i < 3; i++) {
    const col = mix(r.pick(['#f2c14e', '#e8833a', '#d94f3a']), t.primary, 0.1), fr = h * 0.045;
    const x = fx + i * fr * 1.7 - (i === 2 ? fr * 2.6 : 0), y = table - fr - (i === 2 ? fr * 1.3 : 0);
    out.push(ellipse(x + fr * 0.3, table, fr, fr * 0.2, t.shadow, { op: 0.2 }), circle(x, y, fr, c.defs.rad([[0, tint(col, 0.35)], [1, col]], 0.35, 0.35, 0.7)));
  }
  return out.join('');
};

/** Shelves of thrown pots and vases in varied glazes. */
export const pottery: Scene = (c, r, w, h) => {
  const t = c.t;
  const wall = mix('#e8ddd0', t.bg, 0.4);
  const glazes = ['#7a9a9a', '#c9b79c', '#b5674a', '#e9e2d4', '#2f4f5a', '#d8a25e'].map((x) => mix(x, t.primary, 0.12));
  const out = [rect(0, 0, w, h, c.defs.lin([[0, tint(wall, 0.15)], [1, shade(wall, 0.1)]]))];
  const shelves = h > w * 1.1 ? 3 : 2;
  for (let s = 0; s < shelves; s++) {
    const y = h * ((s + 1) / (shelves + 0.35));
    const sh = h * 0.018;
    out.push(rect(0, y + sh, w, h * 0.03, c.t.shadow, { op: 0.12 }), rect(0, y, w, sh * 1.4, mix('#a57e58', t.primary, 0.2)));
    let x = w * r.range(0.05, 0.12);
    while (x < w * 0.9) {
      const vh = (h / (shelves + 0.35)) * r.range(0.4, 0.75), vw = vh * r.range(0.55, 0.95);
      out.push(vase(c, x + vw / 2, y, vw, vh, r.pick(glazes), r.range(0, 1)));
      x += vw + w * r.range(0.05, 0.12);
    }
  }
  return out.join('');
};

/** A gig: beams from the rig through haze, a glowing stage, the crowd in silhouette. */
export const concert: Scene = (c, r, w, h) => {
  const t = c.t;
  const night = mix('#0d0a1c', t.primary, 0.12);
  const out = [rect(0, 0, w, h, c.defs.lin([[0, night], [1, mix(night, t.primary, 0.35)]]))];
  const cols = [t.primary, t.second, tint(t.primary, 0.4)];
  for (let i = 0; i < 5; i++) {
    const x = w * (0.1 + i * 0.2), col = cols[i % 3] as string, spread = w * r.range(0.12, 0.25);
    const beam = c.defs.lin([[0, col, 0.85], [1, col, 0]]);
    out.push(path(poly([[x - 3, 0], [x + 3, 0], [x + r.range(-0.2, 0.2) * w + spread, h * 0.85], [x + r.range(-0.2, 0.2) * w - spread, h * 0.85]]), beam, { op: 0.55 }));
    out.push(circle(x, 2, w * 0.012, tint(col, 0.6)));
  }
  out.push(ellipse(w / 2, h * 0.8, w * 0.6, h * 0.16, c.defs.rad([[0, tint(t.primary, 0.3), 0.7], [1, t.primary, 0]])));
  out.push(crowd(r, w, h, h * 0.8, Math.min(w, h) * 0.11, shade(night, 0.4), 0.35));
  return g(out);
};

/** Smooth hills for small filler tiles. */
export const hills: Scene = (c, r, w, h, L) => {
  const out = [sky(c, w, h, L), sun(c, w * r.range(0.2, 0.8), h * 0.3, Math.min(w, h) * 0.07, L)];
  for (let i = 0; i < 3; i++) {
    const y = h * (0.55 + i * 0.14);
    out.push(path(`${smooth([[-w * 0.1, y + h * r.range(0, 0.1)], [w * r.range(0.3, 0.7), y - h * 0.08], [w * 1.1, y + h * r.range(0, 0.1)]])}L${n(w * 1.1)} ${n(h)}L${n(-w * 0.1)} ${n(h)}Z`, mix(L.haze, L.ground, 0.35 + i * 0.3)));
  }
  return out.join('');
};

/**
 * A tattoo flash sheet: classic motifs (a rose, a swallow, a dagger, a heart, an anchor, a moon and star)
 * in black line work with a touch of colour, pinned on paper; which motifs and where by the seed.
 */
export const flash: Scene = (c, r, w, h) => {
  const t = c.t;
  const paper = mix('#f3ead8', t.bg, 0.15), ink = '#1d1a18', red = mix('#c8362d', t.primary, 0.15), green = mix('#3f7f4a', t.second, 0.15), gold = '#d9a43a';
  const u = Math.min(w, h) * 0.13;
  const line = (d: string, sw = u * 0.07) => path(d, 'none', { stroke: ink, sw, round: true });
  const motifs: ((x: number, y: number) => string)[] = [
    // Rose: a spiral bloom and two leaves.
    (x, y) => [circle(x, y, u * 0.8, red), line(`M${n(x)} ${n(y)}m${n(-u * 0.2)} 0a${n(u * 0.2)} ${n(u * 0.2)} 0 1 1 ${n(u * 0.4)} 0a${n(u * 0.45)} ${n(u * 0.45)} 0 1 1 ${n(-u * 0.8)} 0a${n(u * 0.75)} ${n(u * 0.7)} 0 1 1 ${n(u * 1.5)} 0`),
      circle(x, y, u * 0.8, 'none', { stroke: ink, sw: u * 0.07 }), path(`M${n(x - u * 0.7)} ${n(y + u * 0.5)}q${n(-u * 0.6)} ${n(u * 0.1)} ${n(-u * 0.8)} ${n(u * 0.7)}q${n(u * 0.6)} ${n(u * 0.1)} ${n(u * 0.8)} ${n(-u * 0.7)}Z`, green, { stroke: ink, sw: u * 0.06 })].join(''),
    // Swallow in flight.
    (x, y) => path(`M${n(x - u)} ${n(y - u * 0.3)}Q${n(x - u * 0.3)} ${n(y - u * 0.1)} ${n(x)} ${n(y)}Q${n(x + u * 0.4)} ${n(y - u * 0.7)} ${n(x + u * 1.1)} ${n(y - u * 0.6)}Q${n(x + u * 0.5)} ${n(y - u * 0.1)} ${n(x + u * 0.3)} ${n(y + u * 0.25)}L${n(x + u * 0.8)} ${n(y + u * 0.8)}L${n(x + u * 0.1)} ${n(y + u * 0.45)}L${n(x - u * 0.3)} ${n(y + u * 0.8)}L${n(x - u * 0.2)} ${n(y + u * 0.25)}Q${n(x - u * 0.6)} ${n(y + u * 0.1)} ${n(x - u)} ${n(y - u * 0.3)}Z`, mix('#2d5b9a', t.second, 0.2), { stroke: ink, sw: u * 0.07 })
      + circle(x + u * 0.05, y + u * 0.12, u * 0.14, red),
    // Dagger: blade, guard, grip, pommel.
    (x, y) => [path(`M${n(x)} ${n(y + u * 1.1)}L${n(x - u * 0.16)} ${n(y - u * 0.2)}H${n(x + u * 0.16)}Z`, '#e8e6e1', { stroke: ink, sw: u * 0.07 }), rect(x - u * 0.45, y - u * 0.32, u * 0.9, u * 0.14, gold, { stroke: ink, sw: u * 0.06, rx: u * 0.05 }),
      rect(x - u * 0.1, y - u * 0.8, u * 0.2, u * 0.48, red, { stroke: ink, sw: u * 0.06 }), circle(x, y - u * 0.92, u * 0.13, gold, { stroke: ink, sw: u * 0.06 })].join(''),
    // Heart with a banner across it.
    (x, y) => [path(`M${n(x)} ${n(y + u * 0.8)}C${n(x - u * 1.2)} ${n(y)} ${n(x - u * 0.7)} ${n(y - u * 0.9)} ${n(x)} ${n(y - u * 0.35)}C${n(x + u * 0.7)} ${n(y - u * 0.9)} ${n(x + u * 1.2)} ${n(y)} ${n(x)} ${n(y + u * 0.8)}Z`, red, { stroke: ink, sw: u * 0.07 }),
      path(`M${n(x - u * 1.1)} ${n(y - u * 0.05)}h${n(u * 2.2)}l${n(-u * 0.2)} ${n(u * 0.2)}l${n(u * 0.2)} ${n(u * 0.2)}h${n(-u * 2.2)}l${n(u * 0.2)} ${n(-u * 0.2)}Z`, paper, { stroke: ink, sw: u * 0.06 })].join(''),
    // Anchor with a rope.
    (x, y) => [line(`M${n(x)} ${n(y - u * 0.8)}V${n(y + u * 0.8)}M${n(x - u * 0.4)} ${n(y - u * 0.45)}H${n(x + u * 0.4)}M${n(x - u * 0.75)} ${n(y + u * 0.3)}Q${n(x - u * 0.6)} ${n(y + u * 0.95)} ${n(x)} ${n(y + u * 0.8)}Q${n(x + u * 0.6)} ${n(y + u * 0.95)} ${n(x + u * 0.75)} ${n(y + u * 0.3)}`, u * 0.12),
      circle(x, y - u * 0.92, u * 0.15, 'none', { stroke: ink, sw: u * 0.08 }), path(`M${n(x - u * 0.5)} ${n(y - u * 0.2)}q${n(u * 0.5)} ${n(u * 0.5)} ${n(u)} 0`, 'none', { stroke: gold, sw: u * 0.06 })].join(''),
    // Crescent moon and a star.
    (x, y) => [path(`M${n(x + u * 0.2)} ${n(y - u * 0.85)}A${n(u * 0.85)} ${n(u * 0.85)} 0 1 0 ${n(x + u * 0.2)} ${n(y + u * 0.85)}A${n(u * 0.62)} ${n(u * 0.62)} 0 1 1 ${n(x + u * 0.2)} ${n(y - u * 0.85)}Z`, gold, { stroke: ink, sw: u * 0.07 }),
      path(`M${n(x + u * 0.75)} ${n(y - u * 0.45)}l${n(u * 0.09)} ${n(u * 0.2)}l${n(u * 0.22)} ${n(u * 0.02)}l${n(-u * 0.17)} ${n(u * 0.14)}l${n(u * 0.06)} ${n(u * 0.21)}l${n(-u * 0.2)} ${n(-u * 0.12)}l${n(-u * 0.2)} ${n(u * 0.12)}l${n(u * 0.06)} ${n(-u * 0.21)}l${n(-u * 0.17)} ${n(-u * 0.14)}l${n(u * 0.22)} ${n(-u * 0.02)}Z`, gold, { stroke: ink, sw: u * 0.05 })].join(''),
  ];
  const order = r.shuffle(motifs.map((_, i) => i));
  const out = [rect(0, 0, w, h, mix(t.bg, t.text, t.dark ? 0.15 : 0.06)), rect(w * 0.05, h * 0.05, w * 0.9, h * 0.9, paper, { rx: 3 })];
  // Tape at the corners, then a grid of motifs (3 × 2 when wide, 2 × 3 when tall).
  for (const [tx, ty] of [[0.05, 0.05], [0.95, 0.05]] as const) out.push(rect(w * tx - u * 0.35, h * ty - u * 0.12, u * 0.7, u * 0.24, '#ffffff', { op: 0.6, tf: `rotate(${tx < 0.5 ? -30 : 30} ${n(w * tx)} ${n(h * ty)})` }));
  const wide = w >= h, cols = wide ? 3 : 2, rows = wide ? 2 : 3;
  for (let k = 0; k < cols * rows; k++) {
    const cx = w * (0.05 + (0.9 * ((k % cols) + 0.5)) / cols), cy = h * (0.05 + (0.9 * (Math.floor(k / cols) + 0.5)) / rows);
    out.push(motifs[order[k % motifs.length]!]!(cx + r.range(-0.02, 0.02) * w, cy + r.range(-0.02, 0.02) * h));
  }
  return out.join('');
};
