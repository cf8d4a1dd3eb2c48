import type { Ctx } from './ctx';
import { mix } from './palette';
import { circle, n, path, rect } from './svg';

/**
 * The soft branded field behind UI and abstract compositions: a diagonal wash between primary and the
 * second hue, two large glows (radial gradients, not blur filters: cheap to paint on phones) and a
 * small dot grid for texture.
 */
export function backdrop(c: Ctx): string {
  const { W, H, t, rng } = c;
  const a = mix(t.bg, t.primary, t.dark ? 0.16 : 0.09);
  const b = mix(t.bg, t.second, t.dark ? 0.1 : 0.12);
  const out = [rect(0, 0, W, H, c.defs.lin([[0, a], [1, b]], 0, 0, 1, 1))];
  const glow = (col: string, k = 1) => c.defs.rad([[0, col, (t.dark ? 0.45 : 0.35) * k], [1, col, 0]]);
  out.push(circle(W * rng.range(0.75, 0.95), H * rng.range(0.05, 0.3), Math.max(W, H) * 0.42, glow(t.primary)));
  out.push(circle(W * rng.range(0.02, 0.25), H * rng.range(0.7, 0.95), Math.max(W, H) * 0.38, t.dark ? glow(mix(t.primary, t.text, 0.3), 0.5) : glow(t.second)));
  out.push(dots(c, W * rng.range(0.01, 0.06), H * rng.range(0.55, 0.7), 7, 5, Math.min(W, H) * 0.028, t.dark ? t.muted : t.primary, 0.28));
  return out.join('');
}

/** A cols×rows grid of round dots as one path (round caps on zero-length segments). */
export function dots(c: Ctx, x: number, y: number, cols: number, rows: number, gap: number, color: string, op: number): string {
  let d = '';
  for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) d += `M${n(x + i * gap)} ${n(y + j * gap)}h0`;
  return path(d, 'none', { stroke: color, sw: Math.max(2, gap * 0.22), round: true, op });
}
