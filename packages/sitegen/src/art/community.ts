import type { Ctx } from './ctx';
import { cat, dog } from './props-trade';
import { leafD } from './objects';
import { mix, shade, tint } from './palette';
import { circle, ellipse, n, path, rect } from './svg';
import { Ink } from './ink';

/**
 * Non-profits: a food bank (crates of produce, a van, volunteers in aprons), tree planting, an animal
 * shelter, or people together under a heart. People are silhouettes with skin tones and clothes in the
 * palette; never faces.
 */
const SKIN = ['#f1c7a5', '#c68b59', '#8d5524', '#e0ac69', '#5c3a21'];

/** A person, feet at (x, y), height h: head in a skin tone, rounded torso in `cloth`, arms (one may wave), optional apron. */
export function member(x: number, y: number, h: number, cloth: string, skin: string, apron?: string, wave = false): string {
  const u = h / 8;
  const sy = y - h + u * 1.7, hip = y - u * 3.5;
  const body = `M${n(x - u * 1.15)} ${n(sy + u * 0.7)}Q${n(x - u * 1.15)} ${n(sy)} ${n(x - u * 0.45)} ${n(sy)}H${n(x + u * 0.45)}Q${n(x + u * 1.15)} ${n(sy)} ${n(x + u * 1.15)} ${n(sy + u * 0.7)}L${n(x + u * 1)} ${n(hip)}H${n(x - u * 1)}Z`;
  const legs = `M${n(x - u * 0.5)} ${n(hip)}V${n(y - u * 0.2)}M${n(x + u * 0.5)} ${n(hip)}V${n(y - u * 0.2)}`;
  const la = [x - u * 1.45, hip + u * 0.3] as const;
  const ra = wave ? ([x + u * 2, sy - u * 1.6] as const) : ([x + u * 1.45, hip + u * 0.3] as const);
  const arms = `M${n(x - u * 0.95)} ${n(sy + u * 0.4)}L${n(la[0])} ${n(la[1])}M${n(x + u * 0.95)} ${n(sy + u * 0.4)}L${n(ra[0])} ${n(ra[1])}`;
  return [ellipse(x, y, u * 1.6, u * 0.25, '#000000', { op: 0.12 }), path(legs, 'none', { stroke: shade(cloth, 0.55), sw: u * 0.85, round: true }),
    path(arms, 'none', { stroke: shade(cloth, 0.12), sw: u * 0.6, round: true }), circle(la[0], la[1], u * 0.33, skin), circle(ra[0], ra[1], u * 0.33, skin), path(body, cloth),
    apron ? path(`M${n(x - u * 0.7)} ${n(sy + u * 0.6)}H${n(x + u * 0.7)}L${n(x + u * 0.85)} ${n(hip + u * 0.6)}H${n(x - u * 0.85)}Z`, apron) : '',
    rect(x - u * 0.28, sy - u * 0.5, u * 0.56, u * 0.6, shade(skin, 0.08)),
    circle(x, y - h + u * 0.75, u * 0.72, skin), path(`M${n(x - u * 0.74)} ${n(y - h + u * 0.8)}A${n(u * 0.74)} ${n(u * 0.74)} 0 0 1 ${n(x + u * 0.74)} ${n(y - h + u * 0.8)}Q${n(x)} ${n(y - h + u * 0.3)} ${n(x - u * 0.74)} ${n(y - h + u * 0.8)}Z`, shade(skin, 0.6))].join('');
}

/** A low skyline far behind, in a wash of the palette, for depth. */
function skyline(c: Ctx, ground: number): string {
  const { W, H, rng } = c;
  let d = '';
  for (let x = 0; x < W; x += W * rng.range(0.05, 0.1)) { const h = H * rng.range(0.1, 0.28), w = W * rng.range(0.04, 0.09); d += `M${n(x)} ${n(ground)}v${n(-h)}h${n(w)}v${n(h)}Z`; }
  return path(d, c.t.dark ? c.t.pSoft : c.t.sSoft, { op: 0.8 });
}

/** A heart centred at (x, y), width w. */
export function heart(x: number, y: number, w: number, fill: string): string {
  const s = w / 2;
  return path(`M${n(x)} ${n(y + s * 0.85)}C${n(x - s * 1.3)} ${n(y)} ${n(x - s * 0.9)} ${n(y - s * 1.05)} ${n(x)} ${n(y - s * 0.45)}C${n(x + s * 0.9)} ${n(y - s * 1.05)} ${n(x + s * 1.3)} ${n(y)} ${n(x)} ${n(y + s * 0.85)}Z`, fill);
}

/** A wooden crate of produce. */
function crate(c: Ctx, x: number, y: number, w: number, kind: number): string {
  const wood = mix('#c49a66', c.t.primary, 0.08), h = w * 0.5;
  const ink = new Ink(c);
  const cols = [['#d7443e', '#e0683f'], ['#f29f3d', '#f2b950'], ['#7fb24a', '#5d9a3a']][kind % 3] as [string, string];
  for (let i = 0; i < 7; i++) ink.dot(x - w * 0.4 + (i / 6) * w * 0.8, y - h - w * 0.05 + (i % 2) * w * 0.04, w * 0.085, i % 2 ? cols[0] : cols[1]);
  let slats = '';
  for (let i = 1; i < 3; i++) slats += `M${n(x - w / 2)} ${n(y - (h * i) / 3)}h${n(w)}`;
  return [ellipse(x, y, w * 0.6, w * 0.05, c.t.shadow, { op: 0.2 }), String(ink), rect(x - w / 2, y - h, w, h, wood, { rx: 3 }), path(slats, 'none', { stroke: shade(wood, 0.3), sw: 2 }),
    rect(x - w * 0.15, y - h * 0.6, w * 0.3, h * 0.2, shade(wood, 0.25), { rx: 3 })].join('');
}

/** Side-on delivery van with a heart on the side. */
function van(c: Ctx, x: number, y: number, s: number): string {
  const body = c.t.dark ? tint(c.t.surface, 0.6) : '#ffffff', tyre = '#2b2b33';
  return [ellipse(x, y, s * 1.3, s * 0.08, c.t.shadow, { op: 0.18 }), path(`M${n(x - s * 1.2)} ${n(y - s * 0.15)}V${n(y - s * 1.05)}Q${n(x - s * 1.2)} ${n(y - s * 1.15)} ${n(x - s * 1.1)} ${n(y - s * 1.15)}H${n(x + s * 0.55)}L${n(x + s * 1.05)} ${n(y - s * 0.6)}H${n(x + s * 1.2)}V${n(y - s * 0.15)}Z`, body, { stroke: shade(body, 0.12), sw: 1.5 }),
    path(`M${n(x + s * 0.6)} ${n(y - s * 1.05)}L${n(x + s * 0.95)} ${n(y - s * 0.65)}H${n(x + s * 0.6)}Z`, mix('#9ccbea', c.t.second, 0.3)), rect(x - s * 1.2, y - s * 0.35, s * 2.4, s * 0.1, c.t.primary),
    heart(x - s * 0.3, y - s * 0.72, s * 0.45, c.t.primary), circle(x - s * 0.7, y - s * 0.12, s * 0.2, tyre), circle(x + s * 0.75, y - s * 0.12, s * 0.2, tyre), circle(x - s * 0.7, y - s * 0.12, s * 0.08, '#b9bcc4'), circle(x + s * 0.75, y - s * 0.12, s * 0.08, '#b9bcc4')].join('');
}

export function community(c: Ctx): string {
  const { W, H, rng, t } = c;
  const m = Math.min(W, H);
  const ground = H * 0.8;
  const sky = t.dark ? mix(t.bg, t.primary, 0.14) : mix(t.bg, t.second, 0.12);
  const out = [rect(0, 0, W, H, c.defs.lin([[0, sky], [1, tint(sky, 0.3)]])), circle(W * rng.range(0.6, 0.85), H * 0.25, m * 0.22, t.pSoft, { op: 0.9 }),
    skyline(c, ground), rect(0, ground, W, H - ground, t.dark ? mix(t.surface, t.primary, 0.1) : mix(t.bg, t.text, 0.07))];
  const skins = rng.shuffle(SKIN);
  const cloths = [t.primary, t.second, mix(t.text, t.primary, 0.3), tint(t.second, 0.35), shade(t.primary, 0.3)];
  const ph = H * 0.42;
  if (/food|bank|pantry|hunger|meal|kitchen|grocer|harvest/.test(c.words)) {
    out.push(van(c, W * 0.72, ground - H * 0.02, m * 0.3));
    out.push(crate(c, W * 0.3, ground + H * 0.06, m * 0.28, 0), crate(c, W * 0.52, ground + H * 0.08, m * 0.26, 1), crate(c, W * 0.41, ground + H * 0.08 - m * 0.16, m * 0.24, 2));
    out.push(member(W * 0.14, ground + H * 0.1, ph, cloths[0] as string, skins[0] as string, '#ffffff', true), member(W * 0.9, ground + H * 0.12, ph * 0.92, cloths[1] as string, skins[1] as string, '#ffffff'));
  } else if (/tree|plant|climate|environment|green|garden|forest|nature|clean-?up/.test(c.words)) {
    let leaves = '';
    for (let i = 0; i < 5; i++) { const x = W * (0.15 + i * 0.18), h = H * rng.range(0.25, 0.4); out.push(path(`M${n(x)} ${n(ground)}V${n(ground - h)}`, 'none', { stroke: mix('#7a5a3a', t.primary, 0.1), sw: m * 0.02 })); for (let k = 0; k < 7; k++) leaves += leafD(x, ground - h * rng.range(0.5, 1), m * 0.09, rng.range(-170, -10)); }
    out.push(path(leaves, mix('#4f8a45', t.second, 0.2)));
    out.push(member(W * 0.32, ground + H * 0.1, ph, cloths[0] as string, skins[0] as string), member(W * 0.62, ground + H * 0.12, ph * 0.8, cloths[1] as string, skins[1] as string));
  } else if (/animal|shelter|rescue|adopt|pet|dog|cat/.test(c.words)) {
    out.push(heart(W * 0.5, H * 0.35, m * 0.35, t.primary), dog(c, W * 0.4, ground + H * 0.08, m * 0.22, mix('#c08a55', t.primary, 0.1)), cat(c, W * 0.66, ground + H * 0.08, m * 0.18, shade(t.text, 0.1)),
      member(W * 0.15, ground + H * 0.1, ph, cloths[0] as string, skins[0] as string), member(W * 0.86, ground + H * 0.1, ph * 0.9, cloths[1] as string, skins[1] as string));
  } else {
    out.push(heart(W * 0.5, H * 0.38, m * 0.5, c.defs.lin([[0, tint(t.primary, 0.2)], [1, t.primary]])));
    const k = W > H ? 5 : 4;
    for (let i = 0; i < k; i++) {
      const x = W * (0.5 + (i - (k - 1) / 2) * (0.8 / k)), h = ph * rng.range(0.8, 1.05);
      out.push(member(x, ground + H * 0.1 + (i % 2) * H * 0.03, h, cloths[i % cloths.length] as string, skins[i % skins.length] as string, undefined, i === 1 || i === k - 1));
    }
  }
  return out.join('');
}
