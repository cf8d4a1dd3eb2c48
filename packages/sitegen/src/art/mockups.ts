import type { Ctx } from './ctx';
import { sibling } from './ctx';
import { mix, shade, tint } from './palette';
import { circle, ellipse, n, path, rect } from './svg';
import { bar, card } from './ui';
import { cleanText, text } from './text';
import { pottedPlant } from './props';
import { runsCampaigns } from '../choose-blueprint';

/**
 * A creative agency's work (kind `mockups`, blueprints `forCreativeAgency`): the things a branding,
 * design or web agency makes, shown as mock-ups in the site's palette: a brand board (monogram from the
 * business's initial, swatches, "Aa"), packaging (bottle, can, box), a website in a browser beside its
 * phone view, stationery (letterhead and business cards), a poster on a wall. The hero shows the brand
 * board; project cards walk the list by item (a marketing agency's from the poster: choose-blueprint `runsCampaigns`).
 * Words are never invented: copy is skeleton bars, and the only letters are the initial and "Aa".
 */

type Mock = (c: Ctx, m: Mark) => string;

/** The monogram drawn on every piece: the business's initial in a disc. */
interface Mark { letter: string; rtl: boolean }

/**
 * The studio surface every mock-up sits on: a soft gradient; on a second round of project cards (item 6
 * onwards) the other diagonal and a dotted grid, so no two cards of a page are the same picture.
 */
function surface(c: Ctx): string {
  const { W, H, t } = c;
  const top = t.dark ? mix(t.bg, t.primary, 0.14) : mix(t.sSoft, '#ffffff', 0.45), low = t.dark ? mix(t.bg, t.second, 0.1) : mix(t.pSoft, '#ffffff', 0.2);
  if (Math.floor(c.variant / CARDS.length) % 2 === 0) return rect(0, 0, W, H, c.defs.lin([[0, top], [1, low]], 0, 0, 1, 1));
  let dots = '';
  const step = Math.min(W, H) * 0.06;
  for (let y = step / 2; y < H; y += step) for (let x = step / 2; x < W; x += step) dots += `M${n(x)} ${n(y)}h0`;
  return rect(0, 0, W, H, c.defs.lin([[0, low], [1, top]], 1, 0, 0, 1)) + path(dots, 'none', { stroke: t.line, sw: Math.max(2, step * 0.08), round: true, op: 0.7 });
}

/** The monogram: a disc in `fill` with the initial in `ink`, radius r. */
function monogram(c: Ctx, m: Mark, x: number, y: number, r: number, fill: string, ink: string): string {
  return circle(x, y, r, fill) + text(x, y + r * 0.36, m.letter, { size: r * 1.05, fill: ink, weight: 700, anchor: 'middle', rtl: m.rtl });
}

/** Brand board: a large card with the monogram, four swatches, a type specimen and skeleton lines. */
const brandBoard: Mock = (c, m) => {
  const { W, H, t } = c;
  const x = W * 0.1, y = H * 0.12, w = W * 0.8, h = H * 0.76, u = Math.min(w, h);
  const out = [surface(c), card(c, x, y, w, h, u * 0.03, 2)];
  out.push(monogram(c, m, x + w * 0.2, y + h * 0.32, u * 0.14, t.primary, t.onPrimary));
  const sw = [t.primary, t.second, tint(t.primary, 0.55), shade(t.text, t.dark ? -0.6 : 0.1)];
  sw.forEach((col, k) => out.push(circle(x + w * (0.12 + k * 0.1), y + h * 0.74, u * 0.05, col, { stroke: t.line, sw: 1 })));
  out.push(text(x + w * 0.56, y + h * 0.46, 'Aa', { size: u * 0.26, fill: t.text, weight: 700, rtl: m.rtl }));
  for (let k = 0; k < 3; k++) out.push(bar(x + w * 0.56, y + h * (0.58 + k * 0.08), w * (0.3 - k * 0.06), u * 0.025, t.muted, 0.35));
  out.push(path(`M${n(x + w * 0.5)} ${n(y + h * 0.12)}V${n(y + h * 0.88)}`, 'none', { stroke: t.line, sw: 1 }));
  return out.join('');
};

/** Packaging: a bottle, a can and a box, each labelled with the brand colours and the monogram. */
const packaging: Mock = (c, m) => {
  const { W, H, t } = c;
  const floor = H * 0.84, u = Math.min(W, H);
  const out = [surface(c), rect(0, floor, W, H - floor, shade(t.dark ? mix(t.bg, t.primary, 0.2) : mix(t.sSoft, '#ffffff', 0.2), 0.06))];
  // Box (back left), bottle (centre), can (right).
  const bx = W * 0.16, bw = W * 0.26, bh = H * 0.36;
  out.push(ellipse(W * 0.5, floor, W * 0.4, u * 0.02, t.shadow, { op: 0.18 }), rect(bx, floor - bh, bw, bh, t.second, { rx: 3 }), rect(bx, floor - bh, bw, bh * 0.14, shade(t.second, 0.15), { rx: 3 }),
    monogram(c, m, bx + bw / 2, floor - bh * 0.5, u * 0.06, t.card, t.second), bar(bx + bw * 0.25, floor - bh * 0.22, bw * 0.5, u * 0.015, t.card, 0.8));
  const ox = W * 0.52, ow = W * 0.13, oh = H * 0.56, neck = ow * 0.36;
  out.push(path(`M${n(ox - neck / 2)} ${n(floor - oh)}h${n(neck)}v${n(oh * 0.12)}q${n(ow * 0.32)} ${n(oh * 0.06)} ${n(ow * 0.32)} ${n(oh * 0.2)}V${n(floor - 3)}q0 3 -3 3H${n(ox - ow / 2 + 3)}q-3 0 -3 -3V${n(floor - oh * 0.68)}q0 ${n(-oh * 0.14)} ${n(ow * 0.32)} ${n(-oh * 0.2)}Z`, t.dark ? tint(t.card, 0.2) : mix('#f7f3ea', t.bg, 0.3)),
    rect(ox - neck / 2 - 2, floor - oh - u * 0.03, neck + 4, u * 0.035, t.primary, { rx: 2 }), rect(ox - ow / 2, floor - oh * 0.5, ow, oh * 0.3, t.primary),
    monogram(c, m, ox, floor - oh * 0.35, u * 0.045, t.onPrimary, t.primary));
  const cx = W * 0.76, cw = W * 0.12, ch = H * 0.32;
  out.push(rect(cx - cw / 2, floor - ch, cw, ch, tint(t.primary, 0.45), { rx: cw * 0.12 }), rect(cx - cw / 2, floor - ch * 0.72, cw, ch * 0.44, t.card),
    bar(cx - cw * 0.3, floor - ch * 0.56, cw * 0.6, u * 0.014, t.primary, 0.8), bar(cx - cw * 0.22, floor - ch * 0.44, cw * 0.44, u * 0.012, t.muted, 0.5),
    rect(cx - cw / 2 + 2, floor - ch - 3, cw - 4, 4, shade(tint(t.primary, 0.45), 0.2), { rx: 2 }));
  return out.join('');
};

/** A website in a browser window (nav, hero with headline bars and a button, a picture, three cards) and its phone view. */
const website: Mock = (c, m) => {
  const { W, H, t } = c;
  const x = W * 0.08, y = H * 0.12, w = W * 0.66, h = H * 0.72, u = Math.min(W, H), bh = h * 0.08;
  const out = [surface(c), card(c, x, y, w, h, u * 0.02, 2), rect(x, y, w, bh, mix(t.card, t.text, 0.06), { rx: u * 0.02 }), rect(x, y + bh * 0.6, w, bh * 0.4, mix(t.card, t.text, 0.06))];
  for (let k = 0; k < 3; k++) out.push(circle(x + w * 0.03 + k * u * 0.03, y + bh / 2, u * 0.009, ['#ff6058', '#ffbd2e', '#28c940'][k]!));
  const py = y + bh + h * 0.04;
  out.push(monogram(c, m, x + w * 0.07, py + h * 0.03, u * 0.025, t.primary, t.onPrimary));
  for (let k = 0; k < 3; k++) out.push(bar(x + w * (0.62 + k * 0.1), py + h * 0.02, w * 0.07, u * 0.012, t.muted, 0.45));
  out.push(bar(x + w * 0.06, py + h * 0.14, w * 0.38, u * 0.03, t.text, 0.85), bar(x + w * 0.06, py + h * 0.22, w * 0.3, u * 0.03, t.text, 0.85),
    bar(x + w * 0.06, py + h * 0.31, w * 0.34, u * 0.014, t.muted, 0.4), rect(x + w * 0.06, py + h * 0.38, w * 0.16, h * 0.07, t.primary, { rx: h * 0.035 }),
    rect(x + w * 0.52, py + h * 0.1, w * 0.42, h * 0.38, c.defs.lin([[0, tint(t.second, 0.35)], [1, t.primary]], 0, 0, 1, 1), { rx: u * 0.012 }),
    circle(x + w * 0.82, py + h * 0.2, u * 0.03, tint(t.second, 0.7)));
  for (let k = 0; k < 3; k++) out.push(rect(x + w * (0.06 + k * 0.3), py + h * 0.58, w * 0.26, h * 0.22, mix(t.card, t.primary, 0.06), { rx: u * 0.01 }), bar(x + w * (0.08 + k * 0.3), py + h * 0.64, w * 0.14, u * 0.012, t.text, 0.6));
  // The phone, overlapping the window's corner.
  const fx = W * 0.7, fy = H * 0.3, fw = W * 0.18, fh = Math.min(H * 0.62, fw * 2.05);
  out.push(card(c, fx, fy, fw, fh, fw * 0.14, 2, shade(t.text, t.dark ? -0.5 : 0.05)), rect(fx + fw * 0.06, fy + fw * 0.08, fw * 0.88, fh - fw * 0.16, t.card, { rx: fw * 0.09 }),
    monogram(c, m, fx + fw * 0.22, fy + fh * 0.12, fw * 0.08, t.primary, t.onPrimary), bar(fx + fw * 0.14, fy + fh * 0.24, fw * 0.62, fw * 0.06, t.text, 0.85),
    bar(fx + fw * 0.14, fy + fh * 0.32, fw * 0.48, fw * 0.06, t.text, 0.85), rect(fx + fw * 0.14, fy + fh * 0.42, fw * 0.72, fh * 0.26, c.defs.lin([[0, tint(t.second, 0.35)], [1, t.primary]], 0, 0, 1, 1), { rx: fw * 0.05 }),
    rect(fx + fw * 0.14, fy + fh * 0.74, fw * 0.4, fh * 0.06, t.primary, { rx: fh * 0.03 }));
  return out.join('');
};

/** Stationery: a letterhead at an angle, two business cards (front in the brand colour, back in paper), a pen. */
const stationery: Mock = (c, m) => {
  const { W, H, t } = c;
  const u = Math.min(W, H), paper = t.dark ? tint(t.card, 0.25) : '#fbfaf7';
  const lx = W * 0.14, ly = H * 0.1, lw = W * 0.38, lh = Math.min(H * 0.8, lw * 1.41);
  const letter = [rect(lx + 4, ly + 8, lw, lh, t.shadow, { op: 0.12 }), rect(lx, ly, lw, lh, paper), monogram(c, m, lx + lw * 0.14, ly + lh * 0.1, u * 0.035, t.primary, t.onPrimary),
    ...[0, 1, 2, 3, 4, 5].map((k) => bar(lx + lw * 0.1, ly + lh * (0.3 + k * 0.07), lw * (k === 5 ? 0.4 : 0.8), u * 0.012, t.muted, 0.35)), rect(lx, ly + lh * 0.94, lw, lh * 0.06, t.primary)];
  const out = [surface(c), `<g transform="rotate(-6 ${n(lx + lw / 2)} ${n(ly + lh / 2)})">${letter.join('')}</g>`];
  const cw = W * 0.26, chh = cw * 0.58;
  const cardAt = (x: number, y: number, rot: number, front: boolean) => `<g transform="rotate(${rot} ${n(x + cw / 2)} ${n(y + chh / 2)})">${[rect(x + 3, y + 6, cw, chh, t.shadow, { op: 0.14 }),
    rect(x, y, cw, chh, front ? t.primary : paper, { rx: 4 }), front ? monogram(c, m, x + cw / 2, y + chh / 2, chh * 0.22, t.onPrimary, t.primary)
      : [bar(x + cw * 0.1, y + chh * 0.3, cw * 0.5, u * 0.016, t.text, 0.8), bar(x + cw * 0.1, y + chh * 0.48, cw * 0.36, u * 0.011, t.muted, 0.45), bar(x + cw * 0.1, y + chh * 0.62, cw * 0.42, u * 0.011, t.muted, 0.45), circle(x + cw * 0.84, y + chh * 0.3, chh * 0.1, t.second)].join('')].join('')}</g>`;
  out.push(cardAt(W * 0.56, H * 0.2, 8, true), cardAt(W * 0.6, H * 0.56, -4, false));
  out.push(`<g transform="rotate(28 ${n(W * 0.9)} ${n(H * 0.5)})">${rect(W * 0.88, H * 0.3, u * 0.025, H * 0.4, shade(t.text, t.dark ? -0.5 : 0.1), { rx: u * 0.012 })}${rect(W * 0.88, H * 0.3, u * 0.025, H * 0.06, t.second, { rx: u * 0.012 })}</g>`);
  return out.join('');
};

/** A poster framed on a wall above a low sideboard: big shapes in the brand colours, the monogram, skeleton lines. */
const poster: Mock = (c, m) => {
  const { W, H, t } = c;
  const wall = t.dark ? mix(t.bg, t.primary, 0.12) : mix('#f3ede4', t.pSoft, 0.3), u = Math.min(W, H);
  const pw = Math.min(W * 0.34, H * 0.5), ph = pw * 1.35, px = W * 0.5 - pw / 2, py = H * 0.08;
  const out = [rect(0, 0, W, H, wall), rect(0, H * 0.86, W, H * 0.14, shade(wall, 0.1)), rect(px - 6, py - 6, pw + 12, ph + 12, shade(t.text, t.dark ? -0.4 : 0.2)), rect(px, py, pw, ph, t.second),
    circle(px + pw * 0.55, py + ph * 0.36, pw * 0.3, t.primary), rect(px, py + ph * 0.52, pw, ph * 0.18, tint(t.second, 0.35)), monogram(c, m, px + pw * 0.2, py + ph * 0.14, pw * 0.08, t.card, t.second),
    bar(px + pw * 0.1, py + ph * 0.78, pw * 0.6, u * 0.02, t.card, 0.9), bar(px + pw * 0.1, py + ph * 0.86, pw * 0.4, u * 0.014, t.card, 0.7),
    rect(W * 0.2, H * 0.86 - u * 0.12, W * 0.6, u * 0.12, mix('#b08a62', t.primary, 0.1), { rx: 3 }), pottedPlant(c, W * 0.86, H * 0.86, u * 0.18)];
  return out.join('');
};

/** Project cards in order: packaging, website, stationery, poster, brand board. */
const CARDS: readonly Mock[] = [packaging, website, stationery, poster, brandBoard];
/** A marketing agency's cards in order (choose-blueprint `runsCampaigns`): a poster campaign, a website, a brand refresh, then the rest. */
const CAMPAIGN_CARDS: readonly Mock[] = [poster, website, brandBoard, stationery, packaging];

/** A creative agency's mock-up (see the module comment for which one each slot gets). */
export function mockups(c: Ctx): string {
  const first = Array.from(cleanText(c.title, 40).replace(/^[^\p{L}\p{N}]+/u, ''))[0] ?? '';
  const m: Mark = { letter: first.toLocaleUpperCase() || '◆', rtl: c.rtl };
  let mock: Mock;
  if (c.slot === 'hero') mock = brandBoard;
  else if (c.slot) mock = (runsCampaigns(c.words) ? CAMPAIGN_CARDS : CARDS)[c.variant % CARDS.length]!;
  else mock = CARDS[sibling(c, CARDS.length, 'mockups')]!;
  // Behind a banner headline the board stands smaller on the end side, the start side a quiet surface.
  if (c.behindText) return `${surface(c)}<g transform="translate(${n(c.W * 0.36)} ${n(c.H * 0.16)}) scale(0.62)">${mock(c, m)}</g>`;
  return mock(c, m);
}
