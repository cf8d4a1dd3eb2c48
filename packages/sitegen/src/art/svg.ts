/**
 * A minimal string builder for SVG: numbers rounded to one decimal (bytes matter: every image ships
 * on the page), gradients de-duplicated in <defs>. Shapes are plain functions returning markup so the
 * compositions read like a list of layers.
 */

/**
 * A number as short SVG text: whole pixels from 20 up (half a pixel is invisible at these sizes and
 * saves a byte or two per coordinate), one decimal below, no "-0".
 */
export function n(v: number): string {
  if (!Number.isFinite(v)) return '0';
  const r = Math.abs(v) >= 20 ? Math.round(v) : Math.round(v * 10) / 10;
  return String(r === 0 ? 0 : r);
}

/** Optional presentation attributes shared by the shape helpers. */
export interface Attr {
  /** Opacity of the whole shape (0..1). */
  op?: number;
  stroke?: string;
  /** Stroke width in px. */
  sw?: number;
  /** SVG transform list, e.g. `rotate(12 40 40)`. */
  tf?: string;
  /** Corner radius for rect. */
  rx?: number;
  /** Round line caps and joins. */
  round?: boolean;
  dash?: string;
  clip?: string;
}

function attrs(fill: string, a: Attr = {}): string {
  let s = ` fill="${fill}"`;
  if (a.op !== undefined && a.op < 1) s += ` opacity="${Math.round(a.op * 100) / 100}"`;
  if (a.stroke) s += ` stroke="${a.stroke}" stroke-width="${n(a.sw ?? 1)}"`;
  if (a.round) s += ' stroke-linecap="round" stroke-linejoin="round"';
  if (a.dash) s += ` stroke-dasharray="${a.dash}"`;
  if (a.tf) s += ` transform="${a.tf}"`;
  if (a.clip) s += ` clip-path="${a.clip}"`;
  return s;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attr = {}): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}"${a.rx ? ` rx="${n(Math.min(a.rx, w / 2, h / 2))}"` : ''}${attrs(fill, a)}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attr = {}): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.max(0, r))}"${attrs(fill, a)}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attr = {}): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(Math.max(0, rx))}" ry="${n(Math.max(0, ry))}"${attrs(fill, a)}/>`;
export const path = (d: string, fill: string, a: Attr = {}): string => `<path d="${d}"${attrs(fill, a)}/>`;
/** A circle of radius r at (x, y) as path data (two arcs), so many dots of one colour go in one `<path>`. */
export const circleD = (x: number, y: number, r: number): string => `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
/** A stroked line (no fill). */
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, sw: number, a: Attr = {}): string =>
  path(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`, 'none', { round: true, ...a, stroke, sw });
/** A group; `a` may carry transform, opacity, clip-path; `fill` is inherited by children without one. */
export function g(children: string | string[], a: Attr & { fill?: string } = {}): string {
  const body = Array.isArray(children) ? children.join('') : children;
  if (!body) return '';
  let s = '<g';
  if (a.fill) s += ` fill="${a.fill}"`;
  if (a.op !== undefined && a.op < 1) s += ` opacity="${Math.round(a.op * 100) / 100}"`;
  if (a.tf) s += ` transform="${a.tf}"`;
  if (a.clip) s += ` clip-path="${a.clip}"`;
  if (a.stroke) s += ` stroke="${a.stroke}" stroke-width="${n(a.sw ?? 1)}"`;
  if (a.round) s += ' stroke-linecap="round" stroke-linejoin="round"';
  return `${s}>${body}</g>`;
}

/** A point [x, y] in SVG user units. */
export type Pt = readonly [number, number];

/** The point a fraction `t` (0 at `a`, 1 at `b`) of the way along the segment from `a` to `b`. */
export const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** The point `len` from `p` at `deg` degrees from straight down, positive toward `dir` (1 right, -1 left): a limb from its joint. */
export const ray = (p: Pt, len: number, deg: number, dir: number): Pt => [p[0] + dir * len * Math.sin((deg * Math.PI) / 180), p[1] + len * Math.cos((deg * Math.PI) / 180)];

/** A rectangle as path data (so many of one colour share a path). */
export const rectD = (x: number, y: number, w: number, h: number): string => `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;

/** An ellipse as path data (so many of one colour share a path). */
export const ellipseD = (x: number, y: number, rx: number, ry: number): string => `M${n(x - rx)} ${n(y)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;

/** Open polyline path through points ("M x y L x y …", not closed). */
export const lineD = (...ps: readonly Pt[]): string => ps.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('');

/** Polygon path through points (closed). */
export function poly(pts: readonly Pt[]): string {
  return `${lineD(...pts)}Z`;
}

/** Smooth open curve through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(pts: readonly (readonly [number, number])[], closed = false): string {
  if (pts.length < 2) return '';
  const P = (i: number) => (closed ? pts[(i + pts.length) % pts.length] : pts[Math.max(0, Math.min(pts.length - 1, i))]) as readonly [number, number];
  let d = `M${n(P(0)[0])} ${n(P(0)[1])}`;
  const last = closed ? pts.length : pts.length - 1;
  for (let i = 0; i < last; i++) {
    const [p0, p1, p2, p3] = [P(i - 1), P(i), P(i + 1), P(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0]!)} ${n(c1[1]!)} ${n(c2[0]!)} ${n(c2[1]!)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? d + 'Z' : d;
}

/** An organic closed blob around (cx, cy): `k` points, radius jittered by ±`j` (0..1). */
export function blob(cx: number, cy: number, rx: number, ry: number, rnd: () => number, k = 7, j = 0.18): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2;
    const f = 1 - j + rnd() * j * 2;
    pts.push([cx + Math.cos(a) * rx * f, cy + Math.sin(a) * ry * f]);
  }
  return smooth(pts, true);
}

/** Arc path (stroke) of radius r from angle a0 to a1 (radians, clockwise from +x). */
export function arc(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const x0 = cx + Math.cos(a0) * r, y0 = cy + Math.sin(a0) * r;
  const x1 = cx + Math.cos(a1) * r, y1 = cy + Math.sin(a1) * r;
  const large = Math.abs(a1 - a0) > Math.PI ? 1 : 0;
  return `M${n(x0)} ${n(y0)}A${n(r)} ${n(r)} 0 ${large} ${a1 > a0 ? 1 : 0} ${n(x1)} ${n(y1)}`;
}

/** Gradient stop: [offset 0..1, colour, opacity 0..1 (default 1)]. */
export type Stop = readonly [number, string, number?];

/** The <defs> of one document: gradients and clip paths, de-duplicated by content. */
export class Defs {
  private readonly ids = new Map<string, string>();
  private readonly bodies: string[] = [];

  private add(kind: string, body: (id: string) => string, key: string): string {
    let id = this.ids.get(key);
    if (!id) {
      id = `${kind}${this.bodies.length}`;
      this.ids.set(key, id);
      this.bodies.push(body(id));
    }
    return `url(#${id})`;
  }

  private stops(s: readonly Stop[]): string {
    return s.map(([o, c, a]) => `<stop offset="${n(o * 100)}%" stop-color="${c}"${a !== undefined && a < 1 ? ` stop-opacity="${Math.round(a * 100) / 100}"` : ''}/>`).join('');
  }

  /** Linear gradient in bounding-box units (0..1); default top to bottom. Returns `url(#id)`. */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const inner = this.stops(stops);
    const geo = `x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"`;
    return this.add('l', (id) => `<linearGradient id="${id}" ${geo}>${inner}</linearGradient>`, `l${geo}${inner}`);
  }

  /** Radial gradient in bounding-box units; `r` 0..1 of the box. Returns `url(#id)`. */
  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const inner = this.stops(stops);
    const geo = `cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"`;
    return this.add('r', (id) => `<radialGradient id="${id}" ${geo}>${inner}</radialGradient>`, `r${geo}${inner}`);
  }

  /** Clip path from shape markup (user space). Returns `url(#id)`. */
  clip(shape: string): string {
    return this.add('c', (id) => `<clipPath id="${id}">${shape}</clipPath>`, `c${shape}`);
  }

  toString(): string {
    return this.bodies.length ? `<defs>${this.bodies.join('')}</defs>` : '';
  }
}
