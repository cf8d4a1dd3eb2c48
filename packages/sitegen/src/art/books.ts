import type { Ctx } from './ctx';
import { mirrorX, sibling } from './ctx';
import { luminance, mix, shade, tint } from './palette';
import { rgbDistance } from '../color';
import { circle, ellipse, n, path, poly, rect } from './svg';
import { mug } from './objects';
import { pottedPlant } from './props';
import { deskLamp, sketchbook } from './props-studio';

/**
 * An author's books (blueprints `forAuthor`): a tall picture is one book standing face-out, its cover a
 * title block, an author line and a motif (a moon over the sea, a lighthouse, a house among trees, a
 * branch, a key, a sun over hills); a wide one is the writer's table with a face-out book, another behind
 * it, a stack of books with a mug and a plant. The cover carries no words: the owner's real covers replace
 * it. Colours, motifs and arrangement follow `sibling`, so the books of one page differ.
 */
export type CoverMotif = 'moon' | 'lighthouse' | 'house' | 'branch' | 'key' | 'sun';
const MOTIFS: readonly CoverMotif[] = ['moon', 'lighthouse', 'house', 'branch', 'key', 'sun'];


/**
 * Cover colours: the palette's own, deepened, then bookish inks (ochre, wine, green, navy, plum), each
 * kept only where it stands apart from those before it, so three books side by side never look alike.
 */
function coverColours(c: Ctx): string[] {
  const t = c.t;
  const out: string[] = [];
  for (const col of [shade(t.primary, 0.15), '#c58b2a', '#7a2e3a', shade(t.second, 0.2), '#2f5d50', '#23395b', '#5b3a6b']) {
    if (out.every((o) => rgbDistance(o, col) > 70)) out.push(col);
  }
  return out;
}

/** Light or dark ink that reads on `bg`. */
const inkOn = (bg: string): string => (luminance(bg) > 0.35 ? shade(bg, 0.7) : tint(bg, 0.88));

/** The motif drawn in the box (x, y, w, h) of a cover coloured `col`. */
function motif(c: Ctx, m: CoverMotif, x: number, y: number, w: number, h: number, col: string): string {
  const ink = inkOn(col), soft = mix(col, ink, 0.35), deep = shade(col, 0.3);
  const cx = x + w / 2;
  switch (m) {
    case 'moon': {
      const wave = (yy: number, a: number) => `M${n(x)} ${n(yy)}` + Array.from({ length: 4 }, () => `q${n(w / 8)} ${n(-a)} ${n(w / 4)} 0`).join('') + `V${n(y + h)}H${n(x)}Z`;
      return [circle(cx + w * 0.12, y + h * 0.3, w * 0.17, ink, { op: 0.92 }), circle(cx + w * 0.2, y + h * 0.26, w * 0.14, col),
        path(wave(y + h * 0.68, h * 0.06), soft, { op: 0.8 }), path(wave(y + h * 0.8, h * 0.05), deep)].join('');
    }
    case 'lighthouse': {
      const base = y + h * 0.86, top = y + h * 0.2, bw = w * 0.16, tw = w * 0.1;
      return [path(poly([[cx, top + h * 0.06], [x + w * 0.02, top - h * 0.06], [x + w * 0.02, top + h * 0.16]]), ink, { op: 0.25 }),
        path(poly([[cx, top + h * 0.06], [x + w * 0.98, top - h * 0.02], [x + w * 0.98, top + h * 0.2]]), ink, { op: 0.25 }),
        path(poly([[cx - bw / 2, base], [cx - tw / 2, top + h * 0.1], [cx + tw / 2, top + h * 0.1], [cx + bw / 2, base]]), ink),
        rect(cx - tw * 0.55, top, tw * 1.1, h * 0.1, ink), path(poly([[cx - tw * 0.7, top], [cx, top - h * 0.08], [cx + tw * 0.7, top]]), ink),
        rect(cx - bw * 0.42, y + h * 0.5, bw * 0.84, h * 0.07, col), rect(cx - bw * 0.46, y + h * 0.7, bw * 0.92, h * 0.07, col),
        path(`M${n(x)} ${n(base)}Q${n(x + w * 0.25)} ${n(base - h * 0.1)} ${n(cx)} ${n(base - h * 0.02)}T${n(x + w)} ${n(base - h * 0.05)}V${n(y + h)}H${n(x)}Z`, deep)].join('');
    }
    case 'house': {
      const gy = y + h * 0.8, hx = cx - w * 0.14, hw = w * 0.28, hh = h * 0.24;
      const tree = (tx: number, s: number) => path(poly([[tx, gy - s], [tx - s * 0.32, gy], [tx + s * 0.32, gy]]), soft);
      return [circle(x + w * 0.78, y + h * 0.2, w * 0.07, ink, { op: 0.9 }), tree(x + w * 0.14, h * 0.4), tree(x + w * 0.88, h * 0.34),
        rect(hx, gy - hh, hw, hh, ink), path(poly([[hx - w * 0.03, gy - hh], [cx, gy - hh - h * 0.16], [hx + hw + w * 0.03, gy - hh]]), ink),
        rect(hx + hw * 0.18, gy - hh * 0.7, hw * 0.24, hh * 0.3, mix('#f6c85f', col, 0.1)), rect(hx + hw * 0.6, gy - hh * 0.55, hw * 0.2, hh * 0.55, deep),
        rect(x, gy, w, y + h - gy, deep)].join('');
    }
    case 'branch': {
      let d = `M${n(x + w * 0.2)} ${n(y + h * 0.95)}Q${n(cx)} ${n(y + h * 0.5)} ${n(x + w * 0.78)} ${n(y + h * 0.08)}`;
      for (let i = 0; i < 6; i++) {
        const t = 0.2 + i * 0.13, px = x + w * (0.2 + 0.58 * t), py = y + h * (0.95 - 0.87 * t), s = w * 0.15, side = i % 2 ? 1 : -1;
        d += `M${n(px)} ${n(py)}q${n(side * s)} ${n(-s * 0.2)} ${n(side * s * 1.2)} ${n(-s * 0.9)}q${n(-side * s * 0.9)} ${n(s * 0.1)} ${n(-side * s * 1.2)} ${n(s * 0.9)}`;
      }
      return path(d, soft, { stroke: ink, sw: w * 0.012, op: 0.95 });
    }
    case 'key': {
      const ky = y + h * 0.5, r = w * 0.13;
      return [circle(x + w * 0.3, ky, r, 'none', { stroke: ink, sw: w * 0.05 }), rect(x + w * 0.42, ky - w * 0.025, w * 0.42, w * 0.05, ink),
        rect(x + w * 0.72, ky, w * 0.05, h * 0.1, ink), rect(x + w * 0.8, ky, w * 0.04, h * 0.07, ink),
        circle(x + w * 0.3, ky, r * 0.4, soft, { op: 0.6 })].join('');
    }
    case 'sun': {
      const sy = y + h * 0.55;
      let rays = '';
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (1 + i / 8);
        rays += `M${n(cx + Math.cos(a) * w * 0.24)} ${n(sy + Math.sin(a) * w * 0.24)}L${n(cx + Math.cos(a) * w * 0.36)} ${n(sy + Math.sin(a) * w * 0.36)}`;
      }
      return [path(rays, 'none', { stroke: soft, sw: w * 0.02, round: true }), circle(cx, sy, w * 0.18, ink, { op: 0.9 }),
        path(`M${n(x)} ${n(sy + h * 0.08)}Q${n(x + w * 0.3)} ${n(sy - h * 0.06)} ${n(cx + w * 0.1)} ${n(sy + h * 0.06)}T${n(x + w)} ${n(sy + h * 0.02)}V${n(y + h)}H${n(x)}Z`, deep)].join('');
    }
  }
}

/** One hardback standing face-out, its bottom edge at `y`, `h` tall; its pages show on the right. */
export function cover(c: Ctx, x: number, y: number, w: number, h: number, col: string, m: CoverMotif): string {
  const top = y - h, ink = inkOn(col);
  const face = c.defs.lin([[0, shade(col, 0.12)], [0.08, tint(col, 0.1)], [1, shade(col, 0.08)]], 0, 0, 1, 0);
  const art = { x: x + w * 0.1, y: top + h * 0.3, w: w * 0.82, h: h * 0.5 };
  return [
    ellipse(x + w * 0.55, y, w * 0.62, h * 0.03, c.t.shadow, { op: 0.22 }),
    rect(x + w * 0.03, top + h * 0.012, w * 0.99, h * 0.985, '#f1ebdd'),
    path(Array.from({ length: 4 }, (_, i) => `M${n(x + w * 0.5)} ${n(y - h * (0.003 + i * 0.003))}H${n(x + w * 1.015)}`).join(''), 'none', { stroke: '#d9cfbd', sw: 1 }),
    rect(x, top, w, h, face, { rx: w * 0.015 }),
    rect(x + w * 0.055, top, w * 0.012, h, shade(col, 0.3), { op: 0.5 }),
    rect(art.x, top + h * 0.09, w * 0.62, h * 0.05, ink, { rx: h * 0.01, op: 0.95 }),
    rect(art.x, top + h * 0.165, w * 0.44, h * 0.05, ink, { rx: h * 0.01, op: 0.95 }),
    `<g clip-path="${c.defs.clip(rect(art.x, art.y, art.w, art.h, '#000'))}">${rect(art.x, art.y, art.w, art.h, mix(col, ink, 0.12))}${motif(c, m, art.x, art.y, art.w, art.h, col)}</g>`,
    rect(art.x, top + h * 0.87, w * 0.34, h * 0.03, ink, { rx: h * 0.01, op: 0.75 }),
  ].join('');
}

/** A book lying flat, spine towards the viewer: `w` wide, `h` thick, its bottom at `y`. */
function lyingBook(c: Ctx, x: number, y: number, w: number, h: number, col: string): string {
  return [rect(x + w * 0.02, y - h, w * 0.97, h, '#f1ebdd'), rect(x, y - h, w, h, c.defs.lin([[0, tint(col, 0.12)], [1, shade(col, 0.18)]]), { rx: h * 0.15 }),
    rect(x + w * 0.12, y - h * 0.62, w * 0.3, h * 0.24, inkOn(col), { op: 0.7 }), rect(x + w * 0.8, y - h, w * 0.03, h, shade(col, 0.3), { op: 0.4 })].join('');
}

/**
 * The writer's corner, for "About me": a shelf of books on the wall (spines of several heights, one
 * leaning), a desk below with an open notebook, a lamp and a mug.
 */
function writersDesk(c: Ctx, wall: string, cols: string[]): string {
  const { W, H, t, rng: r } = c;
  const sy = H * 0.36, dy = H * 0.76, u = Math.min(W, H);
  const wood = mix(t.dark ? '#6e5238' : '#b48a60', t.primary, 0.1);
  const out = [rect(0, 0, W, H, c.defs.lin([[0, tint(wall, 0.12)], [1, shade(wall, 0.1)]], 0, 0, 1, 0.3)),
    rect(0, dy, W, H - dy, c.defs.lin([[0, tint(wood, 0.08)], [1, shade(wood, 0.25)]])), rect(0, dy - H * 0.006, W, H * 0.012, shade(wood, 0.2)),
    rect(W * 0.08, sy, W * 0.84, H * 0.02, shade(wood, 0.1)), rect(W * 0.08, sy + H * 0.02, W * 0.84, H * 0.008, c.t.shadow, { op: 0.15 })];
  let x = W * 0.11;
  for (let i = 0; x < W * 0.86; i++) {
    const bw = u * r.range(0.04, 0.07), bh = H * r.range(0.15, 0.22), col = cols[(i * 2 + r.int(0, 1)) % cols.length]!;
    if (i === 5 && x < W * 0.78) {
      // One book leans on its neighbour.
      out.push(rect(x, sy - bh, bw, bh, col, { tf: `rotate(-14 ${n(x)} ${n(sy)})`, rx: bw * 0.1 }));
      x += bh * 0.25 + bw;
      continue;
    }
    out.push(rect(x, sy - bh, bw, bh, c.defs.lin([[0, tint(col, 0.1)], [1, shade(col, 0.15)]], 0, 0, 1, 0), { rx: bw * 0.1 }),
      rect(x + bw * 0.2, sy - bh * 0.8, bw * 0.6, bh * 0.08, inkOn(col), { op: 0.6 }));
    x += bw + u * 0.004;
  }
  out.push(deskLamp(c, W * 0.8, dy, u * 0.34, -1), sketchbook(c, W * 0.42, dy + H * 0.09, W * 0.5),
    path(`M${n(W * 0.6)} ${n(dy + H * 0.06)}l${n(W * 0.12)} ${n(-H * 0.03)}`, 'none', { stroke: shade(t.primary, 0.3), sw: u * 0.012, round: true }),
    mug(c, W * 0.16, dy + H * 0.04, u * 0.12, mix('#e9e4da', t.second, 0.2)));
  return sibling(c, 2, 'flip') === 1 ? mirrorX(c, out.join('')) : out.join('');
}

/** The books composer: one cover per book card, the writer's table (hero), the writer's corner (about). */
export function books(c: Ctx): string {
  const { W, H, t } = c;
  const cols = coverColours(c);
  const pickCol = (salt: string) => cols[sibling(c, cols.length, salt)]!;
  const pickMotif = (salt: string) => MOTIFS[sibling(c, MOTIFS.length, salt)]!;
  const wall = t.dark ? mix('#2e2a38', t.primary, 0.14) : mix(mix('#efe7dc', t.bg, 0.35), t.primary, 0.05);
  if (c.slot === 'about') return writersDesk(c, wall, cols);
  if (c.slot !== 'hero') {
    // One book standing face-out on a soft backdrop: the catalogue shot of a cover, whole on any card.
    const bh = Math.min(H * 0.8, W * 0.84), bw = bh / 1.5, x = (W - bw) / 2 - W * 0.01, y = H * 0.52 + bh / 2;
    return [rect(0, 0, W, H, c.defs.lin([[0, tint(wall, 0.15)], [1, shade(wall, 0.08)]])),
      rect(0, y, W, H - y, c.defs.lin([[0, shade(wall, 0.1)], [1, shade(wall, 0.2)]])),
      cover(c, x, y, bw, bh, pickCol('cover'), pickMotif('motif'))].join('');
  }
  // The writer's table: a plant, a book behind, the face-out book, a stack with a mug. A banner's text side stays quiet.
  const ty = H * 0.78, u = Math.min(W, H);
  const shift = c.behindText ? W * 0.22 : 0;
  const wood = mix(t.dark ? '#6e5238' : '#b48a60', t.primary, 0.1);
  const main = pickCol('cover'), back = cols[(cols.indexOf(main) + 2) % cols.length]!;
  const mainM = pickMotif('motif'), backM = MOTIFS[(MOTIFS.indexOf(mainM) + 3) % MOTIFS.length]!;
  const bh = H * 0.56, bw = bh / 1.5;
  const stackX = W * 0.62 + shift * 0.6, sw = u * 0.36;
  const stack = [0, 1, 2].map((i) => lyingBook(c, stackX + (i % 2 ? u * 0.02 : 0), ty - i * u * 0.055, sw - i * u * 0.02, u * 0.055, cols[(cols.indexOf(main) + 1 + i) % cols.length]!)).join('');
  const body = [
    rect(0, 0, W, H, c.defs.lin([[0, tint(wall, 0.12)], [1, shade(wall, 0.1)]], 0, 0, 1, 0.3)),
    path(poly([[W * 0.55, 0], [W * 0.95, 0], [W * 0.8, ty], [W * 0.38, ty]]), tint(wall, 0.5), { op: 0.35 }),
    rect(0, ty, W, H - ty, c.defs.lin([[0, tint(wood, 0.08)], [1, shade(wood, 0.25)]])), rect(0, ty - H * 0.006, W, H * 0.012, shade(wood, 0.2)),
    shift ? '' : pottedPlant(c, W * 0.14, ty, u * 0.42),
    cover(c, W * 0.27 + shift, ty - H * 0.02, bw * 0.86, bh * 0.86, back, backM),
    cover(c, W * 0.4 + shift, ty, bw, bh, main, mainM),
    stack, mug(c, stackX + sw * 0.45, ty - 3 * u * 0.055, u * 0.12, mix('#e9e4da', t.second, 0.2)),
  ].join('');
  return sibling(c, 2, 'flip') === 1 && !c.behindText ? mirrorX(c, body) : body;
}
