import { n, smooth } from './svg';

/**
 * The drawing kit of the `game` kind (`game.ts`): a pen that draws every shape either smooth (curves,
 * round corners: a hand-drawn game) or as pixel art (the same shape rasterised on a grid of `q` px,
 * sprites from tiny bitmaps), and batches all marks of one colour into one `<path>` per layer, which is
 * what keeps a tile map of a few hundred tiles near 6 KB.
 */
export type Look = 'pixel' | 'smooth';
export type Pt = readonly [number, number];

/** Shoelace sum (twice the signed area): positive when the points run clockwise on screen. */
function area(p: readonly Pt[]): number {
  let a = 0;
  for (let i = 0; i < p.length; i++) {
    const [x1, y1] = p[i]!, [x2, y2] = p[(i + 1) % p.length]!;
    a += x1 * y2 - x2 * y1;
  }
  return a;
}

/**
 * Every subpath is drawn clockwise (rects, arcs with sweep 1, polygons turned round), so same-colour
 * shapes batched into one path overlap as a union under the default nonzero fill rule, never as a hole.
 */
const clockwise = (p: readonly Pt[]): readonly Pt[] => (area(p) < 0 ? [...p].reverse() : p);

/** A closed Catmull-Rom curve through the points, sampled `k` times per segment (for rasterising). */
function densify(p: readonly Pt[], k = 4): Pt[] {
  const P = (i: number) => p[(i + p.length) % p.length]!;
  const out: Pt[] = [];
  for (let i = 0; i < p.length; i++) {
    const [p0, p1, p2, p3] = [P(i - 1), P(i), P(i + 1), P(i + 2)];
    for (let s = 0; s < k; s++) {
      const t = s / k, t2 = t * t, t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number) => 0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  return out;
}

/** Rectangles [x, y, w, h]. */
type Box = [number, number, number, number];
/** One scanline row of a rasterised shape: its top y and the [x0, x1, x0, x1…] spans snapped to the grid. */
type Row = [number, number[]];

/** Scanline rows of a shape: `spans(yc)` gives the [x0, x1] pairs inside at the row's centre. */
function rows(top: number, bottom: number, q: number, spans: (yc: number) => number[]): Row[] {
  const out: Row[] = [];
  for (let y = Math.floor(top / q) * q; y < bottom; y += q) {
    const xs = spans(y + q / 2), snapped: number[] = [];
    for (let i = 0; i + 1 < xs.length; i += 2) {
      const a = Math.round(xs[i]! / q) * q, b = Math.round(xs[i + 1]! / q) * q;
      if (b > a) snapped.push(a, b);
    }
    if (snapped.length) out.push([y, snapped]);
  }
  return out;
}

/**
 * Path data of rasterised rows: one stair-stepped outline when every row is a single span and the rows
 * touch (a disc, a hill: about half the bytes of a rectangle per row), else one rectangle per span,
 * equal spans of consecutive rows merged.
 */
function rowsD(list: Row[], q: number): string {
  if (!list.length) return '';
  const simple = list.every(([y, sp], i) => sp.length === 2 && (i === 0 || y === list[i - 1]![0] + q));
  if (simple) {
    const a = list.map(([, sp]) => sp[0]!), b = list.map(([, sp]) => sp[1]!);
    const cmds: [string, number][] = [['h', b[0]! - a[0]!]];
    const push = (c: string, v: number) => { if (!v) return; const last = cmds[cmds.length - 1]!; if (last[0] === c) last[1] += v; else cmds.push([c, v]); };
    for (let i = 0; i < list.length; i++) { push('v', q); if (i + 1 < list.length) push('h', b[i + 1]! - b[i]!); }
    push('h', a[a.length - 1]! - b[b.length - 1]!);
    for (let i = list.length - 1; i >= 0; i--) { push('v', -q); if (i > 0) push('h', a[i - 1]! - a[i]!); }
    return `M${n(a[0]!)} ${n(list[0]![0])}${cmds.map(([c, v]) => c + n(v)).join('')}z`;
  }
  const out: Box[] = [];
  let open = new Map<string, Box>();
  for (const [y, sp] of list) {
    const next = new Map<string, Box>();
    for (let i = 0; i + 1 < sp.length; i += 2) {
      const key = `${sp[i]},${sp[i + 1]}`, prev = open.get(key);
      if (prev && prev[1] + prev[3] === y) { prev[3] += q; next.set(key, prev); open.delete(key); } else { const r: Box = [sp[i]!, y, sp[i + 1]! - sp[i]!, q]; out.push(r); next.set(key, r); }
    }
    open = next;
  }
  return out.map(boxD).join('');
}

/** A polygon rasterised on the q grid. */
function rasterPoly(p: readonly Pt[], q: number): Row[] {
  const ys = p.map(([, y]) => y);
  return rows(Math.min(...ys), Math.max(...ys), q, (yc) => {
    const xs: number[] = [];
    for (let i = 0; i < p.length; i++) {
      const [ax, ay] = p[i]!, [bx, by] = p[(i + 1) % p.length]!;
      if ((ay <= yc && by > yc) || (by <= yc && ay > yc)) xs.push(ax + ((yc - ay) * (bx - ax)) / (by - ay));
    }
    return xs.sort((a, b) => a - b);
  });
}

const boxD = ([x, y, w, h]: Box): string => `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`;

/** Numbers of a path joined as tightly as SVG allows (a minus sign separates as well as a space). */
function nums(vals: readonly number[]): string {
  let out = '';
  for (const v of vals) { const t = n(v); out += (out && !t.startsWith('-') ? ' ' : '') + t; }
  return out;
}

/** Points as `M x y l dx dy …`: deltas between the rounded points, so nothing drifts and short shapes stay short. */
function relative(p: readonly Pt[]): string {
  const r = p.map(([x, y]) => [Number(n(x)), Number(n(y))] as const);
  const d: number[] = [];
  for (let i = 1; i < r.length; i++) d.push(Math.round((r[i]![0] - r[i - 1]![0]) * 10) / 10, Math.round((r[i]![1] - r[i - 1]![1]) * 10) / 10);
  return `M${nums(r[0]!)}${d.length ? `l${nums(d)}` : ''}`;
}

/** The attributes of the group a pen's markup must sit in: its strokes inherit their round caps and joins. */
export const ROUND = 'stroke-linecap="round" stroke-linejoin="round"';

/** Draws shapes in one of the two looks, batched by colour; `cut()` ends a layer, `flush()` returns them all. */
export class Pen {
  readonly px: boolean;
  private batch = new Map<string, string>();
  private done = '';

  /** `mirror`: the page mirrors the picture (RTL), so figures are drawn mirrored to read the right way round. */
  constructor(look: Look, readonly q: number, readonly mirror = false) {
    this.px = look === 'pixel';
  }

  /** A coordinate snapped to the pixel grid (unchanged in the smooth look). */
  s(v: number): number {
    return this.px ? Math.round(v / this.q) * this.q : v;
  }

  private add(key: string, d: string): void {
    if (d) this.batch.set(key, (this.batch.get(key) ?? '') + d);
  }

  private fill(fill: string, op: number, d: string): this {
    this.add(`F|${fill}|${Math.round(op * 100) / 100}`, d);
    return this;
  }

  private stroke(col: string, w: number, op: number, d: string): this {
    this.add(`S|${col}|${n(w)}|${Math.round(op * 100) / 100}`, d);
    return this;
  }

  /** A closed shape through the points; `soft` draws a curve through them (smooth) or rasterises that curve (pixel). */
  shape(pts: readonly Pt[], fill: string, soft = false, op = 1): this {
    if (pts.length < 3) return this;
    if (this.px) return this.fill(fill, op, rowsD(rasterPoly(soft ? densify(pts) : pts, this.q), this.q));
    const p = clockwise(pts);
    return this.fill(fill, op, soft ? smooth(p, true) : relative(p) + 'z');
  }

  /** An ellipse (a round blob of pixels in the pixel look). */
  ell(cx: number, cy: number, rx: number, ry: number, fill: string, op = 1): this {
    if (rx <= 0 || ry <= 0) return this;
    if (this.px) {
      const q = this.q;
      const list = rows(cy - ry, cy + ry, q, (yc) => {
        const k = (yc - cy) / ry;
        if (Math.abs(k) >= 1) return [];
        const hw = Math.max(q * 0.6, rx * Math.sqrt(1 - k * k));
        return [cx - hw, cx + hw];
      });
      return this.fill(fill, op, rowsD(list, q));
    }
    const a = `a${nums([rx, ry])} 0 1 1`;
    return this.fill(fill, op, `M${nums([cx - rx, cy])}${a} ${nums([2 * rx, 0])}${a}${nums([-2 * rx, 0])}`);
  }

  /**
   * A round dot of radius r: in the smooth look a zero-length stroke with round caps, so all dots of one
   * colour and size cost a dozen bytes each in one path; a pixel square in the pixel look.
   */
  dot(x: number, y: number, r: number, col: string, op = 1): this {
    if (this.px) return r > this.q * 1.2 ? this.ell(x, y, r, r, col, op) : this.box(x - r, y - r, Math.max(this.q, 2 * r), Math.max(this.q, 2 * r), col, 0, op);
    return this.stroke(col, 2 * r, op, `M${nums([x, y])}h0`);
  }

  /** A horizontal capsule (a glint, a ripple, a line of copy) `h` thick from x to x + w, centred on y + h/2. */
  dash(x: number, y: number, w: number, h: number, col: string, op = 1): this {
    if (this.px) return this.box(x, y, w, h, col, 0, op);
    return this.stroke(col, h, op, `M${nums([x + h / 2, y + h / 2])}h${n(Math.max(0, w - h))}`);
  }

  /** A rectangle; `r` rounds its corners (smooth) or notches one pixel off each (pixel). */
  box(x: number, y: number, w: number, h: number, fill: string, r = 0, op = 1): this {
    if (this.px) {
      const x0 = this.s(x), y0 = this.s(y), x1 = Math.max(x0 + this.q, this.s(x + w)), y1 = Math.max(y0 + this.q, this.s(y + h)), q = this.q;
      if (r > 0 && x1 - x0 > 2 * q && y1 - y0 > 2 * q) {
        return this.fill(fill, op, `M${nums([x0 + q, y0])}h${n(x1 - x0 - 2 * q)}v${n(q)}h${n(q)}v${n(y1 - y0 - 2 * q)}h${n(-q)}v${n(q)}h${n(-(x1 - x0 - 2 * q))}v${n(-q)}h${n(-q)}v${n(-(y1 - y0 - 2 * q))}h${n(q)}z`);
      }
      return this.fill(fill, op, boxD([x0, y0, x1 - x0, y1 - y0]));
    }
    if (w <= 0 || h <= 0) return this;
    const k = Math.min(r, w / 2, h / 2);
    if (k < 0.5) return this.fill(fill, op, boxD([x, y, w, h]));
    // Quadratic corners: as round as arcs at these radii, half the bytes.
    const K = n(k), mK = n(-k), iw = n(w - 2 * k), ih = n(h - 2 * k), mw = n(-(w - 2 * k)), mh = n(-(h - 2 * k));
    return this.fill(fill, op, `M${nums([x + k, y])}h${iw}q${K} 0 ${K} ${K}v${ih}q0 ${K}${mK} ${K}h${mw}q${mK} 0${mK}${mK}v${mh}q0${mK} ${K}${mK}z`);
  }

  /** A thick line (round caps in the smooth look, a rasterised band in the pixel look). */
  line(pts: readonly Pt[], w: number, stroke: string, op = 1): this {
    if (pts.length < 2) return this;
    if (this.px) {
      // Never thinner than a pixel, or a rail would snap away to nothing.
      w = Math.max(w, this.q);
      for (let i = 0; i + 1 < pts.length; i++) {
        const [ax, ay] = pts[i]!, [bx, by] = pts[i + 1]!;
        const len = Math.hypot(bx - ax, by - ay) || 1, ox = (-(by - ay) / len) * w / 2, oy = ((bx - ax) / len) * w / 2;
        this.shape([[ax + ox, ay + oy], [bx + ox, by + oy], [bx - ox, by - oy], [ax - ox, ay - oy]], stroke, false, op);
      }
      return this;
    }
    return this.stroke(stroke, w, op, relative(pts));
  }

  /**
   * A bitmap sprite: `rows` of characters, each a colour from `key` ('.' or a missing key is clear),
   * each character `s` px square, top-left at (x, y); `flip` mirrors it (a figure facing left).
   */
  sprite(bitmap: readonly string[], key: Readonly<Record<string, string>>, x: number, y: number, s: number, flip = false): this {
    const w = Math.max(...bitmap.map((r) => r.length));
    const byCol = new Map<string, Box[]>();
    bitmap.forEach((row, j) => {
      const line = flip ? row.padEnd(w, '.').split('').reverse().join('') : row;
      for (let i = 0; i < line.length;) {
        const ch = line[i]!;
        let k = i + 1;
        while (k < line.length && line[k] === ch) k++;
        const col = key[ch];
        if (col) {
          const list = byCol.get(col) ?? [];
          const prev = list.find((b) => b[0] === x + i * s && b[2] === (k - i) * s && b[1] + b[3] === y + j * s);
          if (prev) prev[3] += s; else list.push([x + i * s, y + j * s, (k - i) * s, s]);
          byCol.set(col, list);
        }
        i = k;
      }
    });
    for (const [col, list] of byCol) this.fill(col, 1, list.map(boxD).join(''));
    return this;
  }

  /** Ends a layer: what comes next is drawn over everything so far, whatever its colour. */
  cut(): this {
    for (const [key, d] of this.batch) {
      const [kind, col, a, b] = key.split('|');
      if (kind === 'F') this.done += `<path d="${d}" fill="${col}"${Number(a) < 1 ? ` opacity="${a}"` : ''}/>`;
      // Round caps and joins come from the group game.ts wraps the picture in (`ROUND`), not from each path.
      else this.done += `<path d="${d}" fill="none" stroke="${col}" stroke-width="${a}"${Number(b) < 1 ? ` opacity="${b}"` : ''}/>`;
    }
    this.batch = new Map();
    return this;
  }

  /** All layers so far as markup (one path per colour and layer, in the order colours first appeared); starts afresh. */
  flush(): string {
    this.cut();
    const out = this.done;
    this.done = '';
    return out;
  }
}

/** 3×5 pixel figures for counters and scores (shapes, not text: the README keeps text to product-screen). */
const FONT: readonly string[] = ['111101101101111', '010110010010111', '111001111100111', '111001111001111', '101101111001001',
  '111100111001111', '111100111101111', '111001001010010', '111101111101111', '111101111001111'];
/** Figures for the smooth look: polylines in a 1×2 box, drawn with round caps and joins (a rounded digital face). */
const STROKES: readonly (readonly Pt[])[][] = [
  [[[0, 0], [1, 0], [1, 2], [0, 2], [0, 0]]], [[[1, 0], [1, 2]]], [[[0, 0], [1, 0], [1, 1], [0, 1], [0, 2], [1, 2]]],
  [[[0, 0], [1, 0], [1, 2], [0, 2]], [[0, 1], [1, 1]]], [[[0, 0], [0, 1], [1, 1]], [[1, 0], [1, 2]]], [[[1, 0], [0, 0], [0, 1], [1, 1], [1, 2], [0, 2]]],
  [[[1, 0], [0, 0], [0, 2], [1, 2], [1, 1], [0, 1]]], [[[0, 0], [1, 0], [1, 2]]], [[[0, 0], [1, 0], [1, 2], [0, 2], [0, 0]], [[0, 1], [1, 1]]],
  [[[1, 1], [0, 1], [0, 0], [1, 0], [1, 2], [0, 2]]],
];

/**
 * A row of figures `h` px tall with its left edge at x and top at y; returns the width drawn. Pixel
 * look: the 3×5 font; smooth: rounded seven-segment strokes.
 */
export function digits(pen: Pen, x: number, y: number, h: number, value: string, col: string): number {
  // On a mirrored (RTL) page each figure is drawn mirrored and the row reversed, so after the page's
  // mirror the number reads left to right with its figures the right way round.
  const figs = value.replace(/\D/g, '').split('');
  if (pen.mirror) figs.reverse();
  if (pen.px) {
    const s = Math.max(1, Math.round(h / 5));
    figs.forEach((d, i) => {
      const bits = FONT[Number(d)]!;
      pen.sprite([0, 1, 2, 3, 4].map((r) => bits.slice(r * 3, r * 3 + 3).replace(/1/g, 'x').replace(/0/g, '.')), { x: col }, x + i * s * 4, y, s, pen.mirror);
    });
    return figs.length * s * 4 - s;
  }
  const sw = h * 0.16, w = h * 0.42, gap = h * 0.3;
  figs.forEach((d, i) => {
    const ox = x + sw / 2 + i * (w + gap), oy = y + sw / 2, k = (h - sw) / 2;
    const fx = (v: number) => ox + (pen.mirror ? 1 - v : v) * w;
    for (const stroke of STROKES[Number(d)]!) pen.line(stroke.map(([a, b]) => [fx(a), oy + b * k] as Pt), sw, col);
  });
  return figs.length * (w + gap) - gap + sw;
}

/** Sprites as bitmaps for the pixel look (letters are colour roles the caller maps to the palette). */
export const SPRITES = {
  /** Side view, mid-jump, facing right: hood h, skin s, tunic b, scarf c, legs l, boots k. */
  jump: ['....hhh...', '...hhhhh..', '..hhhsss..', '..hhhsss..', '...hhss...', 'cc.bbbbbs.', '.ccbbbb...', '...bbbb...', '...llll...', '..ll..ll..', '.kk....kk.'],
  /** Side view, standing, facing right. */
  stand: ['...hhh..', '..hhhhh.', '..hhsss.', '..hhsss.', '...hss..', '..bbbb..', '.cbbbbs.', '.cbbbbs.', '..bbbb..', '..l..l..', '..l..l..', '.kk.kk..'],
  /** Top-down, seen from the front (a back of a hood, never a face): hood h, tunic b, belt k, arms s, legs l. */
  front: ['..hhhh..', '.hhhhhh.', '.hhhhhh.', '..hhhh..', '.sbbbbs.', 's.bbbb.s', '..kkkk..', '..bbbb..', '..l..l..', '.kk..kk.'],
  heart: ['.xx.xx.', 'xwxxxxx', 'xxxxxxx', '.xxxxx.', '..xxx..', '...x...'],
  coin: ['.xxx.', 'xwxxx', 'xwxdx', 'xwxdx', 'xxxdx', '.xxx.'],
  gem: ['.xxx.', 'xwxxx', 'xxxxd', '.xxd.', '..d..'],
  key: ['.xx......', 'x..xxxxxx', 'x..x..x.x', '.xx......'],
  ship: ['..bb......', '.bbbb.....', 'wwbbbbcc..', 'bbbbbbbbbb', 'wwbbbbcc..', '.bbbb.....', '..bb......'],
  bat: ['x.......x', 'xx.....xx', 'xxx.x.xxx', '.xxxxxxx.', '..x...x..'],
  slime: ['...xx...', '..xxxx..', '.xxwxxx.', 'xxxxxxxx', 'xxxxxxxd', '.dddddd.'],
  ghost: ['..xxxx..', '.xxxxxx.', 'xwxxxxxx', 'xwxxxxxx', 'xxxxxxxx', 'xxxxxxxx', 'xxxxxxxx', 'x.xx.xx.'],
  chicken: ['..r...', '.xxx..', '.xxxxx', 'xxxxxx', '.xxxx.', '..y.y.'],
} as const;
