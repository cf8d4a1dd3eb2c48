import type { Ctx } from './ctx';
import { lightFor } from './scene-kit';
import { drawScene, scenePool } from './photo-tile';
import type { SceneName } from './photo-tile';
import { g, n, rect } from './svg';
import { forge } from './forge';
import { smiths } from './forge-words';

/**
 * A portfolio hero: 5–7 photo-like tiles of different sizes with thin gaps, as on a photographer's or
 * artist's home page. Layouts are on a 12×12 grid (x, y, w, h); portrait canvases use them transposed.
 */
const LAYOUTS: readonly (readonly (readonly [number, number, number, number])[])[] = [
  [[0, 0, 6, 8], [6, 0, 3, 4], [9, 0, 3, 4], [6, 4, 6, 4], [0, 8, 4, 4], [4, 8, 4, 4], [8, 8, 4, 4]],
  [[0, 0, 4, 12], [4, 0, 4, 6], [8, 0, 4, 6], [4, 6, 5, 6], [9, 6, 3, 6]],
  [[0, 0, 5, 6], [5, 0, 7, 6], [0, 6, 3, 6], [3, 6, 4, 6], [7, 6, 5, 6]],
  [[0, 0, 3, 5], [3, 0, 6, 7], [9, 0, 3, 7], [0, 5, 3, 7], [3, 7, 4, 5], [7, 7, 5, 5]],
];

export function mosaic(c: Ctx): string {
  // A blacksmith's hero is its forge, one picture (art/forge.ts): a mosaic of its scenes would pass the byte budget.
  if (smiths(c.words)) return forge(c);
  const { W, H, rng, t } = c;
  const layout = rng.pick(LAYOUTS);
  const tall = H > W * 1.05;
  const gap = Math.max(4, Math.min(W, H) * 0.012);
  const rad = Math.min(W, H) * 0.008;
  const pool = scenePool(c);
  // Two colour grades for the whole set, as one photographer's edit would have.
  const lights = [lightFor(c, rng.fork('l1')), lightFor(c, rng.fork('l2'))];
  const order = rng.shuffle(pool.slice(0, Math.max(layout.length, 6)));
  // Busy scenes (many small shapes) only in big tiles: in a small one they cost bytes and read as noise.
  const HEAVY: readonly SceneName[] = ['houses', 'pottery', 'couple', 'stillLife', 'forest', 'concert'];
  const light = pool.filter((s) => !HEAVY.includes(s) && !order.slice(0, layout.length).includes(s));
  const out = [rect(0, 0, W, H, t.bg)];
  layout.forEach(([gx, gy, gw, gh], i) => {
    const [ux, uy, uw, uh] = tall ? [gy, gx, gh, gw] : [gx, gy, gw, gh];
    const x = (ux / 12) * W + (ux ? gap / 2 : 0), y = (uy / 12) * H + (uy ? gap / 2 : 0);
    const w = (uw / 12) * W - (ux ? gap / 2 : 0) - (ux + uw < 12 ? gap / 2 : 0);
    const h = (uh / 12) * H - (uy ? gap / 2 : 0) - (uy + uh < 12 ? gap / 2 : 0);
    let name = order[i % order.length] as SceneName;
    if (uw * uh < 20 && HEAVY.includes(name) && light.length) name = light.shift() as SceneName;
    const clip = c.defs.clip(rect(0, 0, w, h, '#000', { rx: rad }));
    out.push(g(drawScene(c, name, rng.fork(`t${i}`), w, h, lights[i % 2]), { tf: `translate(${n(x)} ${n(y)})`, clip }));
  });
  return out.join('');
}
