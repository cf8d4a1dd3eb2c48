import { ellipseD, lineD, n, path, poly, rectD, type Pt } from './svg';
import { mix, shade, tint } from './palette';
import { skin } from './industry-kit';

/**
 * Flat figures for the groups' scenes (art/choir.ts, art/scouts.ts): people seen from the front or from behind,
 * standing or seated, in a top and trousers or a skirt, a skin tone from the fixed set, hair in one of six styles
 * (or a headscarf), never a face. Singers hold a folder, a conductor raises both arms, players hold an instrument
 * drawn as simple shapes, scouts wear a neckerchief. A row of figures is drawn into one `Layer`, which batches each
 * part (legs, tops, hands, heads, hair…) into one path per colour, so a choir of twenty stays a few KB.
 */

/** The parts of a figure in the order they are painted. */
const PARTS = ['shadow', 'back', 'legs', 'shoes', 'body', 'arms', 'item', 'hands', 'neck', 'head', 'hair', 'scarf', 'top'] as const;
export type Part = (typeof PARTS)[number];

/** Batches the parts of many figures into one path per part, colour and stroke (painted in `PARTS` order). */
export class Layer {
  private readonly parts = PARTS.map(() => new Map<string, string>());

  /** A filled shape. */
  fill(part: Part, col: string, d: string, op = 1): this {
    return this.put(part, `f|${col}|${op}`, d);
  }

  /** A stroked line with round caps. */
  line(part: Part, col: string, sw: number, d: string, op = 1): this {
    return this.put(part, `s|${col}|${n(sw)}|${op}`, d);
  }

  /** A round dot of radius r (a stroked zero-length line with round caps: a tenth of a circle's bytes). */
  dot(part: Part, col: string, x: number, y: number, r: number): this {
    return this.line(part, col, r * 2, `M${n(x)} ${n(y)}h0`);
  }

  /** Markup of its own (a gradient fill, a group), painted with the part. */
  raw(part: Part, svg: string): this {
    const m = this.parts[PARTS.indexOf(part)] as Map<string, string>;
    m.set(`r|${m.size}`, svg);
    return this;
  }

  private put(part: Part, key: string, d: string): this {
    if (!d) return this;
    const m = this.parts[PARTS.indexOf(part)] as Map<string, string>;
    m.set(key, (m.get(key) ?? '') + d);
    return this;
  }

  /** The parts in order; runs of stroked lines share one group carrying their fill, caps and joins. */
  toString(): string {
    let out = '', run: string[] = [];
    const flush = () => {
      out += run.length > 1 ? `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${run.join('')}</g>` : run.length ? run[0]!.replace('/>', ' fill="none" stroke-linecap="round" stroke-linejoin="round"/>') : '';
      run = [];
    };
    for (const m of this.parts) {
      for (const [key, d] of m) {
        const [kind, col, a, b] = key.split('|') as [string, string, string, string];
        if (kind === 's') { run.push(`<path d="${d}" stroke="${col}" stroke-width="${a}"${Number(b) < 1 ? ` opacity="${b}"` : ''}/>`); continue; }
        flush();
        out += kind === 'r' ? d : path(d, col, Number(a) < 1 ? { op: Number(a) } : {});
      }
    }
    flush();
    return out;
  }
}

/** An open polyline from its first point in relative steps (shorter than `lineD`'s absolute ones for small figures). */
export function relD(...ps: readonly Pt[]): string {
  let d = '', px = 0, py = 0;
  ps.forEach(([x, y], i) => {
    const rx = Number(n(x)), ry = Number(n(y));
    d += i ? `l${n(rx - px)} ${n(ry - py)}` : `M${n(rx)} ${n(ry)}`;
    px = rx; py = ry;
  });
  return d;
}


/** How a person looks: clothes, skin, hair (style 0–5: short, long, bun, curly, side-parted, a headscarf in `hair`'s colour). */
export interface Look { top: string; legs: string; skin: string; hair: string; style: number; skirt?: 'short' | 'long'; scarf?: string; collar?: boolean; shoe?: string }

const HAIR = ['#2b1d14', '#6b4a2b', '#1a1a1a', '#c9a86a', '#4a3326', '#9a9ea6', '#8a3f22'];
/** Headscarves' colours, tinged by the palette's second colour. */
const SCARVES = ['#5a6e8c', '#7a4e6b', '#3f6f64', '#8c6a4a'];

/** The i-th person of a group: a skin tone and hair from the fixed sets, a style, clothes as given; every ninth wears a headscarf. */
export function lookOf(i: number, top: string, legs: string, o: { skirt?: 'short' | 'long'; scarf?: string; seed?: number; scarfCol?: string } = {}): Look {
  const k = i + (o.seed ?? 0);
  const style = k % 9 === 4 && o.scarfCol ? 5 : [0, 1, 3, 2, 4, 1, 0, 3][k % 8] as number;
  const hair = style === 5 ? mix(SCARVES[k % SCARVES.length] as string, o.scarfCol as string, 0.2) : HAIR[(k * 3 + 1) % HAIR.length] as string;
  return { top, legs, skin: skin(k * 2 + 1), hair, style, ...(o.skirt ? { skirt: o.skirt } : {}), ...(o.scarf ? { scarf: o.scarf } : {}) };
}

/** Where a figure's arms end: hanging, holding a folder, raised (a conductor), on the lap (seated), or hands at given points. */
export type Arms = 'down' | 'folder' | 'up' | 'lap' | readonly [Pt, Pt];

/** The points a figure is built on: unit u (an eighth of its standing height), head centre and radius, shoulder and hip lines. */
export interface Body { u: number; head: Pt; r: number; sy: number; hip: number; hands: [Pt, Pt] }

interface FigureOpts { seated?: boolean; back?: boolean; kid?: boolean; folder?: string; baton?: boolean; shadow?: boolean }

/**
 * A person seen from the front (or from behind: `back`), feet on y, h tall when standing; seated figures sit on a seat at
 * about a quarter of h. Drawn into `L`; returns the body's points, so an instrument can be put in its hands.
 */
export function figure(L: Layer, x: number, y: number, h: number, look: Look, arms: Arms, o: FigureOpts = {}): Body {
  const u = h / 8, kid = o.kid === true;
  const hip = o.seated ? y - u * 2.2 : y - u * 3.7;
  const sy = o.seated ? hip - u * 2.55 : y - h + u * 1.8;
  const r = u * (kid ? 0.8 : 0.7), head: Pt = [x, sy - u * 1.02];
  const sw = u * (kid ? 0.9 : 1.0);
  if (o.shadow !== false) L.fill('shadow', '#000000', ellipseD(x, y, u * 1.3, u * 0.22), 0.14);
  // Legs: standing, down to the shoes; seated, the thighs toward us (foreshortened) and the shins down.
  const legCol = look.skirt === 'short' ? look.skin : look.legs;
  if (o.seated && o.back) {
    // Seen from behind on a chair: the chair's back hides the legs.
  } else if (o.seated) {
    L.fill('legs', shade(look.legs, 0.08), rectD(x - u * 0.86, hip - u * 0.25, u * 1.72, u * 0.62));
    L.line('legs', look.skirt ? look.skin : look.legs, u * 0.66, lineD([x - u * 0.45, hip + u * 0.3], [x - u * 0.48, y - u * 0.3]) + lineD([x + u * 0.45, hip + u * 0.3], [x + u * 0.48, y - u * 0.3]));
  } else {
    L.line('legs', legCol, u * 0.72, `M${n(x - u * 0.41)} ${n(hip)}V${n(y - u * 0.3)}m${n(u * 0.82)} 0V${n(hip)}`);
    if (look.skirt) L.fill('legs', look.legs, relD([x - u * 0.8, hip - u * 0.35], [x - u * 1.15, look.skirt === 'long' ? y - u * 0.4 : y - u * 1.9], [x + u * 1.15, look.skirt === 'long' ? y - u * 0.4 : y - u * 1.9], [x + u * 0.8, hip - u * 0.35]) + 'Z');
  }
  if (!(o.seated && o.back)) L.line('shoes', look.shoe ?? '#24262b', u * 0.38, `M${n(x - u * 0.72)} ${n(y - u * 0.17)}h${n(u * 0.46)}m${n(u * 0.52)} 0h${n(u * 0.46)}`);
  // The top: shoulders to hips.
  L.fill('body', look.top, `M${n(x - sw)} ${n(sy + u * 0.42)}q0 ${n(-u * 0.42)} ${n(sw * 0.45)} ${n(-u * 0.42)}h${n(sw * 1.1)}q${n(sw * 0.45)} 0 ${n(sw * 0.45)} ${n(u * 0.42)}l${n(-sw * 0.16)} ${n(hip + u * 0.1 - sy - u * 0.42)}h${n(-sw * 1.68)}Z`);
  // Arms: sleeves in the top's colour from the shoulders, hands in the skin tone.
  const sh: [Pt, Pt] = [[x - sw * 0.9, sy + u * 0.45], [x + sw * 0.9, sy + u * 0.45]];
  let hands: [Pt, Pt], elbows: [Pt, Pt];
  if (arms === 'down') { elbows = [[x - sw * 1.12, sy + u * 1.5], [x + sw * 1.12, sy + u * 1.5]]; hands = [[x - sw * 1.06, hip + u * 0.3], [x + sw * 1.06, hip + u * 0.3]]; }
  else if (arms === 'folder') { elbows = [[x - sw * 1.25, sy + u * 1.75], [x + sw * 1.25, sy + u * 1.75]]; hands = [[x - u * 0.8, sy + u * 1.45], [x + u * 0.8, sy + u * 1.45]]; }
  else if (arms === 'up') { elbows = [[x - sw * 1.55, sy - u * 0.05], [x + sw * 1.55, sy - u * 0.05]]; hands = [[x - sw * 1.72, sy - u * 1.2], [x + sw * 1.78, sy - u * 1.0]]; }
  else if (arms === 'lap') { elbows = [[x - sw * 1.08, sy + u * 1.55], [x + sw * 1.08, sy + u * 1.55]]; hands = [[x - u * 0.5, hip + u * 0.05], [x + u * 0.5, hip + u * 0.05]]; }
  else {
    hands = [arms[0], arms[1]];
    const el = (s: Pt, hd: Pt, side: number): Pt => [(s[0] + hd[0]) / 2 + side * u * 0.45, (s[1] + hd[1]) / 2 + u * 0.35];
    elbows = [el(sh[0], hands[0], -1), el(sh[1], hands[1], 1)];
  }
  if (!(o.back && arms === 'lap')) L.line('arms', shade(look.top, 0.1), u * 0.5, relD(sh[0], elbows[0], hands[0]) + relD(sh[1], elbows[1], hands[1]));
  if (arms === 'folder') {
    const fc = o.folder ?? '#1f2126';
    L.fill('item', fc, rectD(x - u * 0.82, sy + u * 0.85, u * 1.64, u * 1.15));
  }
  if (arms === 'up' && o.baton) L.line('item', '#f4f1e8', Math.max(1.2, u * 0.1), lineD(hands[1], [hands[1][0] + u * 0.7, hands[1][1] - u * 0.9]));
  if (!(o.back && arms === 'lap')) L.dot('hands', look.skin, hands[0][0], hands[0][1], u * 0.27).dot('hands', look.skin, hands[1][0], hands[1][1], u * 0.27);
  // Neck, head and hair; from behind the hair covers the head.
  L.line('neck', shade(look.skin, 0.12), u * 0.48, `M${n(x)} ${n(head[1] + r * 0.5)}V${n(sy + u * 0.15)}`);
  hairAndHead(L, head, r, look, o.back === true, sy, u);
  if (look.scarf) {
    if (o.back) L.fill('scarf', look.scarf, poly([[x - sw * 0.7, sy + u * 0.05], [x + sw * 0.7, sy + u * 0.05], [x, sy + u * 1.45]]));
    else if (look.collar) L.fill('scarf', look.scarf, `M${n(x - sw * 0.7)} ${n(sy + u * 0.05)}Q${n(x)} ${n(sy + u * 1.3)} ${n(x + sw * 0.7)} ${n(sy + u * 0.05)}Z`);
    else L.fill('scarf', look.scarf, poly([[x - sw * 0.62, sy + u * 0.02], [x + sw * 0.62, sy + u * 0.02], [x, sy + u * 1.15]])).dot('top', '#9a6a3a', x, sy + u * 0.42, u * 0.17);
  }
  return { u, head, r, sy, hip, hands };
}

/** A head and its hair (or headscarf), front or back. */
function hairAndHead(L: Layer, [x, y]: Pt, r: number, look: Look, back: boolean, sy: number, u: number): void {
  const hc = look.hair, s = look.style;
  if (s === 5) {
    // A headscarf: round the head and down over the shoulders, the face (no features) framed by it.
    L.fill('back', hc, `M${n(x - r * 1.3)} ${n(sy + u * 0.5)}Q${n(x - r * 1.45)} ${n(y - r * 1.35)} ${n(x)} ${n(y - r * 1.32)}Q${n(x + r * 1.45)} ${n(y - r * 1.35)} ${n(x + r * 1.3)} ${n(sy + u * 0.5)}Z`);
    if (back) L.dot('hair', hc, x, y, r * 1.1);
    else L.fill('head', look.skin, ellipseD(x, y + r * 0.08, r * 0.8, r * 0.9));
    return;
  }
  if (s === 1) L.fill('back', hc, `M${n(x - r * 1.1)} ${n(y)}a${n(r * 1.1)} ${n(r * 1.1)} 0 0 1 ${n(r * 2.2)} 0l${n(r * 0.1)} ${n(r * 1.9)}h${n(-r * 2.4)}Z`);
  if (s === 3) L.dot('back', hc, x, y - r * 0.12, r * 1.3);
  if (back) {
    L.dot('hair', hc, x, y - r * 0.02, r * 1.03);
    if (s === 2) L.dot('hair', hc, x, y - r * 0.55, r * 0.45);
    return;
  }
  L.dot('head', look.skin, x, y, r);
  const cap = s === 4
    ? `M${n(x - r * 1.04)} ${n(y + r * 0.12)}a${n(r * 1.04)} ${n(r * 1.04)} 0 0 1 ${n(r * 2.08)} 0q${n(-r * 0.79)} ${n(-r * 0.67)} ${n(-r * 2.08)} 0Z`
    : `M${n(x - r * 1.04)} ${n(y + r * 0.05)}a${n(r * 1.04)} ${n(r * 1.04)} 0 0 1 ${n(r * 2.08)} 0q${n(-r * 1.04)} ${n(-r * 0.47)} ${n(-r * 2.08)} 0Z`;
  L.fill('hair', hc, cap);
  if (s === 2) L.dot('hair', hc, x, y - r * 1.05, r * 0.42);
}

/** Instruments' colours: brass, a violin's wood, a case's black, a flute's silver. */
export const BRASS = '#d9a93e', WOOD = '#9a4f26', SILVER = '#c9ced6', EBONY = '#1f2126';

/** An instrument a seated or standing player holds (the figure's `figure` points); cellos and tubas stand taller than their players' laps. */
export type Instrument = 'violin' | 'cello' | 'flute' | 'clarinet' | 'trumpet' | 'horn' | 'tuba' | 'trombone';

/** Where a player's hands go for `kind`, to pass to `figure` as its arms. */
export function handsFor(kind: Instrument, x: number, y: number, h: number, seated: boolean): readonly [Pt, Pt] {
  const u = h / 8, hip = seated ? y - u * 2.2 : y - u * 3.7, sy = seated ? hip - u * 2.55 : y - h + u * 1.8, hy = sy - u * 1.02;
  switch (kind) {
    case 'violin': return [[x - u * 0.95, sy + u * 1.05], [x + u * 1.55, sy + u * 0.55]];
    case 'cello': return [[x + u * 1.0, hip - u * 0.35], [x - u * 0.1, sy + u * 0.15]];
    case 'flute': return [[x + u * 0.55, hy + u * 0.65], [x + u * 1.45, hy + u * 0.62]];
    case 'clarinet': return [[x + u * 0.2, sy + u * 0.9], [x + u * 0.3, sy + u * 1.6]];
    case 'trumpet': return [[x - u * 0.2, sy + u * 0.5], [x + u * 0.45, sy + u * 0.55]];
    case 'trombone': return [[x - u * 0.1, sy + u * 0.35], [x + u * 1.2, sy + u * 1.7]];
    case 'horn': return [[x - u * 0.35, sy + u * 1.3], [x + u * 0.35, sy + u * 0.9]];
    default: return [[x - u * 0.55, sy + u * 1.5], [x + u * 0.3, sy + u * 0.7]];
  }
}

/** The instrument itself, over the player's arms and under the hands (`Layer` part 'item'). */
export function instrument(L: Layer, kind: Instrument, b: Body): void {
  const { u, head, sy, hip } = b, [x] = head, hy = head[1];
  const gold = BRASS, dark = shade(BRASS, 0.25), wood = WOOD;
  switch (kind) {
    case 'violin': {
      const bx = x + u * 0.55, by = sy + u * 0.2;
      L.fill('item', wood, ellipseD(bx, by, u * 0.62, u * 0.3)).line('item', EBONY, u * 0.14, lineD([bx + u * 0.3, by - u * 0.02], b.hands[1]));
      L.line('item', '#efe6d2', Math.max(1, u * 0.07), lineD([b.hands[0][0] - u * 0.2, b.hands[0][1] + u * 0.1], [bx + u * 0.5, by - u * 0.9]));
      return;
    }
    case 'cello': {
      const cx = x + u * 0.05, top = sy + u * 0.5, bot = hip + u * 1.2;
      L.fill('item', wood, ellipseD(cx, bot - u * 0.85, u * 0.95, u * 0.95) + ellipseD(cx, top + u * 0.75, u * 0.75, u * 0.8) + rectD(cx - u * 0.6, top + u * 0.75, u * 1.2, bot - top - u * 1.6));
      L.line('item', EBONY, u * 0.16, lineD([cx, top + u * 0.2], [cx - u * 0.15, hy - u * 0.4])).line('item', '#6b7078', u * 0.08, lineD([cx, bot], [cx, bot + u * 0.9]));
      L.line('item', '#efe6d2', Math.max(1, u * 0.07), lineD([cx - u * 1.1, hip - u * 0.2], [cx + u * 1.9, hip - u * 0.5]));
      return;
    }
    case 'flute': L.line('item', SILVER, u * 0.16, lineD([x - u * 0.35, hy + u * 0.62], [x + u * 2.4, hy + u * 0.62])); return;
    case 'clarinet': L.line('item', EBONY, u * 0.2, lineD([x, hy + u * 0.5], [x + u * 0.35, sy + u * 2.05])).fill('item', EBONY, ellipseD(x + u * 0.36, sy + u * 2.1, u * 0.22, u * 0.12)); return;
    case 'trumpet': {
      const bx = x + u * 0.12, by = hy + u * 0.95;
      L.fill('item', dark, rectD(x - u * 0.3, sy + u * 0.35, u * 0.85, u * 0.4)).dot('item', gold, bx, by, u * 0.5).dot('item', shade(gold, 0.35), bx, by, u * 0.26);
      return;
    }
    case 'trombone': {
      L.line('item', gold, u * 0.12, lineD([x - u * 0.1, hy + u * 0.5], [x + u * 1.5, hip + u * 1.6]) + lineD([x + u * 0.3, hy + u * 0.55], [x + u * 1.8, hip + u * 1.4]));
      L.dot('item', gold, x - u * 0.15, hy + u * 1.05, u * 0.55).dot('item', shade(gold, 0.35), x - u * 0.15, hy + u * 1.05, u * 0.28);
      return;
    }
    case 'horn': {
      // A tenor horn or euphonium upright before the chest, its bell up and out.
      L.fill('item', gold, ellipseD(x, sy + u * 1.15, u * 0.6, u * 0.95)).fill('item', shade(gold, 0.2), ellipseD(x + u * 0.55, sy - u * 0.25, u * 0.6, u * 0.28));
      L.line('item', gold, u * 0.32, lineD([x + u * 0.3, sy + u * 0.6], [x + u * 0.55, sy - u * 0.2])).line('item', dark, u * 0.1, `M${n(x - u * 0.2)} ${n(sy + u * 0.8)}v${n(u * 0.6)}m${n(u * 0.25)} 0v${n(-u * 0.6)}`);
      return;
    }
    default: {
      // A tuba: a big body on the lap, its wide bell above the player's shoulder.
      L.fill('item', gold, ellipseD(x - u * 0.1, sy + u * 1.4, u * 0.85, u * 1.3)).line('item', gold, u * 0.55, lineD([x + u * 0.25, sy + u * 0.4], [x + u * 0.5, sy - u * 1.2]));
      L.fill('item', shade(gold, 0.2), ellipseD(x + u * 0.5, sy - u * 1.35, u * 0.9, u * 0.32)).line('item', dark, u * 0.1, `M${n(x - u * 0.4)} ${n(sy + u * 0.9)}v${n(u * 0.8)}m${n(u * 0.3)} 0v${n(-u * 0.8)}`);
    }
  }
}

/** A player seated (or standing) with an instrument: the figure with its hands placed, then the instrument. */
export function player(L: Layer, x: number, y: number, h: number, look: Look, kind: Instrument, seated = true): Body {
  const b = figure(L, x, y, h, look, handsFor(kind, x, y, h, seated), { seated });
  instrument(L, kind, b);
  return b;
}

/** A stacking chair seen from the front or behind at x on the floor y, s about its seat height. */
export function chairD(x: number, y: number, s: number): { frame: string; seat: string } {
  const w = s * 0.95;
  return {
    frame: `M${n(x - w / 2)} ${n(y)}V${n(y - s * 1.9)}M${n(x + w / 2)} ${n(y)}V${n(y - s * 1.9)}`,
    seat: rectD(x - w / 2 - s * 0.04, y - s * 1.85, w + s * 0.08, s * 0.62),
  };
}

/** Colours that read on a light or dark site for clothes. */
export const wardrobe = (t: { primary: string; second: string; card: string; dark: boolean }): string[] =>
  [t.primary, t.second, '#3b4a63', '#7a4e3a', '#4f7a5a', '#c98a3e'].map((col) => (t.dark ? tint(col, 0.05) : col));
