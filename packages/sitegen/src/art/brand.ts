import type { Ctx } from './ctx';
import { mirrorX, sibling } from './ctx';
import { backdrop, dots } from './backdrop';
import { mix, shade, tint } from './palette';
import { arc, circle, g, n, path, poly, rect, smooth } from './svg';

/**
 * Abstract brand compositions for startups, agencies and generic sections: six sub-styles (Bauhaus
 * grid, concentric arcs, glass orbs, isometric stack, layered waves, crossing ribbons) walked by `sibling`, all in the palette.
 */
export function brand(c: Ctx): string {
  const styles = [bauhaus, arcs, orbs, stack, waves, ribbons];
  // Siblings (a row of cards) walk the styles from a per-project offset, so no two cards match.
  const body = (styles[sibling(c, styles.length, 'brand')] as (c: Ctx) => string)(c);
  return c.rng.fork('flip').chance(0.5) ? mirrorX(c, body) : body;
}

/** The palette's colours as a set of fills that sit well together. */
function swatches(c: Ctx): string[] {
  const t = c.t;
  return [t.primary, t.second, t.pSoft, t.sSoft, t.dark ? tint(t.surface, 0.08) : mix(t.text, t.primary, 0.25), t.card, mix(t.primary, t.second, 0.5)];
}

function bauhaus(c: Ctx): string {
  const { W, H, rng, t } = c;
  const cols = Math.max(3, Math.round(W / Math.min(W, H) * 3) + rng.int(0, 1));
  const s = W / cols;
  const rows = Math.ceil(H / s);
  const sw = swatches(c);
  const out = [rect(0, 0, W, H, t.dark ? t.bg : t.card)];
  for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) {
    const x = i * s, y = j * s;
    const bg = rng.pick(sw), fg = rng.pick(sw.filter((f) => f !== bg));
    out.push(rect(x, y, s + 0.5, s + 0.5, bg));
    const k = rng.int(0, 5), q = rng.int(0, 3);
    const corner = [[x, y], [x + s, y], [x + s, y + s], [x, y + s]][q] as [number, number];
    if (k === 0) out.push(path(`M${n(corner[0])} ${n(corner[1])}${arc(corner[0], corner[1], s, q * Math.PI / 2, q * Math.PI / 2 + Math.PI / 2).replace(/^M/, 'L')}Z`, fg));
    else if (k === 1) out.push(circle(x + s / 2, y + s / 2, s * 0.36, fg));
    else if (k === 2) out.push(path(`M${n(x)} ${n(y + s / 2)}${arc(x + s / 2, y + s / 2, s / 2, Math.PI, 2 * Math.PI).replace(/^M[^A]+/, '')}Z`, fg, { tf: `rotate(${q * 90} ${n(x + s / 2)} ${n(y + s / 2)})` }));
    else if (k === 3) out.push(path(poly([[x, y], [x + s, y + s], [x, y + s]]), fg, { tf: `rotate(${q * 90} ${n(x + s / 2)} ${n(y + s / 2)})` }));
    else if (k === 4) { let d = ''; for (let m = 1; m < 5; m++) d += `M${n(x + s * 0.14)} ${n(y + (s * m) / 5)}h${n(s * 0.72)}`; out.push(path(d, 'none', { stroke: fg, sw: s * 0.07, round: true })); }
    else out.push(circle(x + s / 2, y + s / 2, s * 0.36, 'none', { stroke: fg, sw: s * 0.1 }), circle(x + s / 2, y + s / 2, s * 0.1, fg));
  }
  return out.join('');
}

function arcs(c: Ctx): string {
  const { W, H, rng, t } = c;
  const out = [rect(0, 0, W, H, t.dark ? t.bg : mix(t.bg, t.primary, 0.05))];
  const cx = W * rng.pick([0.15, 0.5, 0.85]), cy = H * 1.02;
  const R = Math.max(W, H) * 0.9;
  const bands = [t.primary, t.dark ? t.surface : t.card, t.second, t.pSoft, t.dark ? mix(t.primary, t.bg, 0.5) : mix(t.text, t.primary, 0.3), t.sSoft];
  const k = rng.int(6, 9), off = rng.int(0, 5);
  for (let i = 0; i < k; i++) out.push(circle(cx, cy, R * (1 - i / k), bands[(i + off) % bands.length] as string));
  out.push(circle(W * rng.range(0.6, 0.85), H * rng.range(0.18, 0.3), Math.min(W, H) * 0.11, t.second));
  out.push(dots(c, W * 0.06, H * 0.08, 6, 4, Math.min(W, H) * 0.035, t.dark ? t.muted : t.text, 0.3));
  return out.join('');
}

function orbs(c: Ctx): string {
  const { W, H, rng, t } = c;
  const out = [backdrop(c)];
  const m = Math.min(W, H);
  const orb = (x: number, y: number, r: number, col: string) => {
    const f = c.defs.rad([[0, tint(col, 0.45)], [0.7, col], [1, shade(col, 0.2)]], 0.35, 0.3, 0.75);
    return circle(x + r * 0.08, y + r * 0.12, r, c.t.shadow, { op: 0.12 }) + circle(x, y, r, f);
  };
  out.push(circle(W * 0.5, H * 0.52, m * 0.42, 'none', { stroke: t.dark ? t.muted : t.text, sw: 1.5, op: 0.25, dash: '2 8', round: true }));
  out.push(circle(W * 0.5, H * 0.52, m * 0.3, 'none', { stroke: t.primary, sw: 1.5, op: 0.4 }));
  out.push(orb(W * rng.range(0.3, 0.42), H * rng.range(0.38, 0.5), m * 0.2, t.primary));
  out.push(orb(W * rng.range(0.58, 0.7), H * rng.range(0.56, 0.66), m * 0.13, t.second));
  out.push(orb(W * rng.range(0.62, 0.72), H * rng.range(0.22, 0.3), m * 0.055, mix(t.primary, t.second, 0.5)));
  for (let i = 0; i < 3; i++) {
    const x = W * rng.range(0.1, 0.9), y = H * rng.range(0.1, 0.9), s = m * rng.range(0.015, 0.03);
    out.push(path(`M${n(x)} ${n(y - s * 2)}Q${n(x)} ${n(y)} ${n(x + s * 2)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + s * 2)}Q${n(x)} ${n(y)} ${n(x - s * 2)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - s * 2)}Z`, i ? t.second : t.primary));
  }
  return out.join('');
}

function stack(c: Ctx): string {
  const { W, H, rng, t } = c;
  const out = [backdrop(c)];
  const m = Math.min(W, H);
  const cx = W / 2, s = m * 0.3;
  const layers = rng.int(3, 4);
  const cols = [t.primary, t.second, mix(t.primary, t.second, 0.5), t.pSoft];
  const top0 = H / 2 - ((layers - 1) * s * 0.36) / 2 - s * 0.1;
  for (let i = layers - 1; i >= 0; i--) {
    const cy = top0 + i * s * 0.36;
    const col = cols[i % cols.length] as string;
    const d = s * 0.09;
    const dia = (yy: number) => poly([[cx, yy - s * 0.5], [cx + s, yy], [cx, yy + s * 0.5], [cx - s, yy]]);
    out.push(path(dia(cy + d + s * 0.12), t.shadow, { op: 0.1 }));
    out.push(path(poly([[cx - s, cy], [cx, cy + s * 0.5], [cx, cy + s * 0.5 + d], [cx - s, cy + d]]), shade(col, 0.18)));
    out.push(path(poly([[cx + s, cy], [cx, cy + s * 0.5], [cx, cy + s * 0.5 + d], [cx + s, cy + d]]), shade(col, 0.32)));
    out.push(path(dia(cy), c.defs.lin([[0, tint(col, 0.25)], [1, col]], 0, 0, 1, 1)));
    if (i === 0) out.push(circle(cx, cy - s * 0.05, s * 0.12, t.card, { op: 0.9, tf: `matrix(1 0 0 .5 0 ${n(cy / 2)})` }));
  }
  out.push(dots(c, W * 0.78, H * 0.14, 5, 5, m * 0.03, t.dark ? t.muted : t.primary, 0.35));
  return out.join('');
}

function waves(c: Ctx): string {
  const { W, H, rng, t } = c;
  const sky = t.dark ? mix(t.bg, t.primary, 0.12) : mix(t.bg, t.second, 0.1);
  const out = [rect(0, 0, W, H, c.defs.lin([[0, sky], [1, t.dark ? t.bg : t.card]]))];
  out.push(circle(W * rng.range(0.25, 0.75), H * rng.range(0.28, 0.4), Math.min(W, H) * 0.16, c.defs.lin([[0, t.second], [1, t.primary]])));
  const k = 5;
  for (let i = 0; i < k; i++) {
    const base = H * (0.45 + (i / k) * 0.55);
    const pts: [number, number][] = [];
    const amp = H * rng.range(0.03, 0.07);
    const ph = rng.range(0, 6);
    for (let x = -W * 0.1; x <= W * 1.1; x += W / 6) pts.push([x, base + Math.sin(x / W * 5 + ph) * amp]);
    // On dark sites every band is the primary sinking into the night (yellow shaded turns olive).
    const col = t.dark ? mix(t.primary, t.bg, 0.15 + (i / k) * 0.6) : mix(i % 2 ? t.primary : t.second, t.text, (i / k) * 0.5);
    out.push(path(`${smooth(pts)}L${n(W * 1.1)} ${n(H)}L${n(-W * 0.1)} ${n(H)}Z`, col, { op: 0.55 + (i / k) * 0.45 }));
  }
  return g(out);
}

/** Thick rounded ribbons crossing the frame on a diagonal, with a disc and a dot grid. */
function ribbons(c: Ctx): string {
  const { W, H, rng, t } = c;
  const m = Math.min(W, H);
  const out = [rect(0, 0, W, H, t.dark ? t.bg : mix(t.bg, t.second, 0.06))];
  const cols = [t.primary, t.second, t.pSoft, mix(t.primary, t.second, 0.5)];
  const k = rng.int(3, 4), a = rng.range(-0.5, -0.25);
  for (let i = 0; i < k; i++) {
    const off = (i - (k - 1) / 2) * m * 0.22 + rng.range(-0.03, 0.03) * m;
    const y0 = H * 0.5 + off - Math.tan(a) * W * 0.6, y1 = H * 0.5 + off + Math.tan(a) * W * 0.6;
    const mid = H * 0.5 + off + rng.range(-0.15, 0.15) * H;
    out.push(path(smooth([[-W * 0.1, y0], [W * 0.5, mid], [W * 1.1, y1]]), 'none', { stroke: cols[i % cols.length] as string, sw: m * rng.range(0.09, 0.14), round: true, op: i === 2 ? 0.85 : 1 }));
  }
  out.push(circle(W * rng.range(0.65, 0.82), H * rng.range(0.2, 0.32), m * 0.09, t.dark ? t.card : t.card, { stroke: t.primary, sw: m * 0.02 }));
  out.push(dots(c, W * 0.08, H * 0.7, 5, 4, m * 0.035, t.dark ? t.muted : t.text, 0.3));
  return out.join('');
}
