import { mix } from './palette';
import { circle, g, n, path, rect } from './svg';
import type { Body } from './screens';
import { card, glyph, pill } from './ui';

/**
 * The page bodies of the product-screen kind that show work: a board of cards in columns, a month
 * calendar with events, a conversation, captured documents. See `screens.ts` for the contract.
 */

/** Columns of task cards (tag, title bars, avatars); one card lifted as if being dragged. */
export const board: Body = (c, ink, { x, y, w, bottom, fs, r }) => {
  const { t, rng } = c, out: string[] = [];
  const cols = w > fs * 52 ? 4 : 3, gap = fs * 1.1, cw = (w - gap * (cols - 1)) / cols;
  const tags = [t.primary, t.second, mix(t.primary, t.second, 0.5)];
  let lifted = '';
  for (let k = 0; k < cols; k++) {
    const cx = x + k * (cw + gap);
    out.push(rect(cx, y, cw, bottom - y, mix(t.card, t.text, t.dark ? 0.06 : 0.03), { rx: r * 0.8 }));
    ink.dot(cx + fs, y + fs * 1.3, fs * 0.32, tags[k % 3] as string).bar(cx + fs * 1.8, y + fs * 1.08, cw * 0.35, fs * 0.45, t.text, 0.7);
    const count = rng.int(k === cols - 1 ? 1 : 2, 4);
    ink.text(cx + cw - fs, y + fs * 1.6, String(count), { size: fs * 0.85, weight: 600, fill: t.muted, anchor: 'end', num: true });
    let cy = y + fs * 2.8;
    for (let i = 0; i < count; i++) {
      const ch = fs * (i % 2 ? 5.4 : 6.6);
      if (cy + ch > bottom - fs * 0.6) break;
      const lift = k === 1 && i === 1;
      const body = [card(c, cx + fs * 0.6, cy, cw - fs * 1.2, ch, r * 0.6, lift ? 3 : 0.5)];
      const tag = tags[(k + i) % 3] as string;
      body.push(pill(c, ink, cx + fs * 1.4, cy + fs * 0.9, fs * 4, fs * 1.1, tag));
      ink.bar(cx + fs * 1.4, cy + fs * 2.9, (cw - fs * 3) * rng.range(0.6, 0.95), fs * 0.5, t.text, 0.75);
      if (ch > fs * 6) ink.bar(cx + fs * 1.4, cy + fs * 4, (cw - fs * 3) * rng.range(0.3, 0.6), fs * 0.45, t.muted, 0.45);
      const ay = cy + ch - fs * 1.2;
      for (let a = 0; a < 1 + (i + k) % 3; a++) body.push(circle(cx + cw - fs * (1.8 + a * 1.1), ay, fs * 0.62, mix(t.card, tags[(a + k) % 3] as string, 0.55), { stroke: t.card, sw: 1.5 }));
      // The lifted card is drawn last, tilted, so it overlaps its neighbours like a card in a drag.
      if (lift) lifted = g(body, { tf: `rotate(-3 ${n(cx + cw / 2)} ${n(cy + ch / 2)})` });
      else out.push(...body);
      cy += ch + fs * 0.8;
    }
  }
  return out.join('') + lifted;
};

/** A month grid: weekday row, day numbers, today ringed, events as coloured chips, some over two or three days. */
export const calendar: Body = (c, ink, { x, y, w, bottom, fs, r }) => {
  const { t, rng } = c, out: string[] = [];
  out.push(rect(x, y, fs * 2.2, fs * 2.2, t.card, { rx: fs * 0.5, stroke: t.line, sw: 1 }), rect(x + fs * 2.8, y, fs * 2.2, fs * 2.2, t.card, { rx: fs * 0.5, stroke: t.line, sw: 1 }));
  ink.bar(x + fs * 0.7, y + fs * 0.88, fs * 0.8, fs * 0.45, t.muted, 0.6).bar(x + fs * 3.5, y + fs * 0.88, fs * 0.8, fs * 0.45, t.muted, 0.6).bar(x + fs * 6, y + fs * 0.8, fs * 7, fs * 0.6, t.text, 0.75);
  const seg = fs * 4;
  for (let i = 0; i < 3; i++) out.push(rect(x + w - seg * (3 - i), y, seg, fs * 2.2, i === 2 ? t.primary : t.card, { rx: fs * 0.5, stroke: t.line, sw: 1 }));
  const gy = y + fs * 3.2, gh = bottom - gy;
  out.push(card(c, x, gy, w, gh, r * 0.8, 0.5));
  const cw = w / 7, head = fs * 2.2, rows = 5, rh = (gh - head) / rows;
  for (let d = 0; d < 7; d++) ink.bar(x + d * cw + fs * 0.8, gy + fs * 0.9, cw * 0.3, fs * 0.4, t.muted, 0.5);
  let grid = '';
  for (let i = 1; i < 7; i++) grid += `M${n(x + i * cw)} ${n(gy + head)}V${n(gy + gh)}`;
  for (let j = 0; j < rows; j++) grid += `M${n(x)} ${n(gy + head + j * rh)}H${n(x + w)}`;
  out.push(path(grid, 'none', { stroke: t.line, sw: 1 }));
  const start = rng.int(0, 6), today = rng.int(8, 24);
  for (let j = 0; j < rows; j++) for (let d = 0; d < 7; d++) {
    const day = j * 7 + d - start + 1;
    if (day < 1 || day > 31) continue;
    const tx = x + d * cw + fs * 0.7, ty = gy + head + j * rh + fs * 1.2;
    if (day === today) out.push(circle(tx + fs * 0.45, ty - fs * 0.32, fs * 0.8, t.primary));
    ink.text(tx + (day === today ? fs * 0.45 : 0), ty, String(day), { size: fs * 0.8, weight: day === today ? 700 : 400, fill: day === today ? t.onPrimary : t.muted, num: true, anchor: day === today ? 'middle' : 'start' });
  }
  const cols = [t.primary, t.second, mix(t.primary, t.second, 0.5)];
  const events = Math.min(9, Math.floor(rows * 1.8));
  for (let e = 0; e < events; e++) {
    const j = e % rows, d = rng.int(0, 6), span = Math.min(7 - d, rng.chance(0.3) ? rng.int(2, 3) : 1), col = cols[e % 3] as string;
    const ey = gy + head + j * rh + Math.min(rh * 0.45, fs * 1.8) + (e >= rows ? fs * 1.5 : 0);
    if (ey + fs * 1.2 > gy + head + (j + 1) * rh - fs * 0.2) continue;
    out.push(rect(x + d * cw + fs * 0.4, ey, span * cw - fs * 0.8, fs * 1.2, mix(t.card, col, t.dark ? 0.4 : 0.22), { rx: fs * 0.3 }));
    ink.bar(x + d * cw + fs * 0.9, ey + fs * 0.4, Math.max(fs, span * cw * 0.5 - fs), fs * 0.4, col, 0.9);
  }
  return out.join('');
};

/** A conversation: the list of threads when wide, messages in and out, a shared file, the composer with its send button. */
export const chat: Body = (c, ink, { x, y, w, bottom, fs, r }) => {
  const { t, rng } = c, out: string[] = [];
  const list = w > fs * 42, lw = list ? w * 0.34 : 0;
  if (list) {
    out.push(card(c, x, y, lw, bottom - y, r * 0.8, 0.5));
    for (let i = 0, yy = y + fs * 0.6; yy + fs * 3.2 < bottom && i < 6; i++, yy += fs * 3.4) {
      if (i === 1) out.push(rect(x + fs * 0.4, yy, lw - fs * 0.8, fs * 3.2, t.pSoft, { rx: fs * 0.5 }));
      ink.dot(x + fs * 1.9, yy + fs * 1.6, fs * 1.05, mix(t.card, [t.primary, t.second][i % 2] as string, 0.45));
      ink.bar(x + fs * 3.6, yy + fs * 1.05, lw * rng.range(0.3, 0.45), fs * 0.45, t.text, 0.75).bar(x + fs * 3.6, yy + fs * 2, lw * rng.range(0.35, 0.55), fs * 0.42, t.muted, 0.45);
      if (i < 2) ink.dot(x + lw - fs * 1.3, yy + fs * 1.6, fs * 0.42, t.primary);
    }
  }
  const tx = x + lw + (list ? fs * 1.1 : 0), tw = w - lw - (list ? fs * 1.1 : 0);
  out.push(card(c, tx, y, tw, bottom - y, r * 0.8, 0.5), rect(tx, y + fs * 3.2, tw, 1, t.line));
  ink.dot(tx + fs * 1.8, y + fs * 1.6, fs * 0.95, mix(t.card, t.second, 0.5)).bar(tx + fs * 3.4, y + fs * 1.38, tw * 0.25, fs * 0.5, t.text, 0.75);
  const cb = bottom - fs * 3.4;
  let yy = y + fs * 4.2;
  for (let i = 0; yy + fs * 3 < cb - fs * 0.6 && i < 6; i++) {
    const own = i % 2 === 1, lines = (i + 1) % 3 === 0 ? 2 : 1;
    const bw = tw * (own ? rng.range(0.38, 0.5) : rng.range(0.42, 0.58)), bh = fs * (1.4 + lines * 1.1);
    const bx = own ? tx + tw - fs - bw : tx + fs;
    out.push(rect(bx, yy, bw, bh, own ? t.primary : mix(t.card, t.text, t.dark ? 0.1 : 0.05), { rx: fs * 0.8 }));
    if (i === 2) {
      out.push(rect(bx + fs * 0.6, yy + fs * 0.5, fs * 2.2, bh - fs, t.card, { rx: fs * 0.3 }), glyph('', 0, bx + fs * 0.95, yy + bh / 2 - fs * 0.75, fs * 1.5, t.primary, 'file-text', c.rtl));
      ink.bar(bx + fs * 3.4, yy + bh / 2 - fs * 0.22, bw - fs * 4.4, fs * 0.45, t.text, 0.6);
    } else for (let l = 0; l < lines; l++) ink.bar(bx + fs * 0.8, yy + fs * (0.95 + l * 1.1), (bw - fs * 1.6) * (l ? 0.6 : 1), fs * 0.45, own ? t.onPrimary : t.text, own ? 0.85 : 0.6);
    yy += bh + fs * 0.8;
  }
  out.push(rect(tx + fs, cb, tw - fs * 5, fs * 2.4, t.card, { rx: fs * 1.2, stroke: t.line, sw: 1 }), circle(tx + tw - fs * 2.2, cb + fs * 1.2, fs * 1.2, t.primary),
    glyph('', 0, tx + tw - fs * 2.85, cb + fs * 0.55, fs * 1.3, t.onPrimary, 'arrow-right', c.rtl));
  ink.bar(tx + fs * 2, cb + fs * 0.98, tw * 0.3, fs * 0.45, t.muted, 0.4);
  return out.join('');
};

/** Captured documents: a drop zone with a camera, then receipts as paper thumbnails, one being scanned. */
export const files: Body = (c, ink, { x, y, w, bottom, fs, r }) => {
  const { t, rng } = c, out: string[] = [];
  const dz = fs * 5.6;
  out.push(rect(x, y, w, dz, mix(t.card, t.primary, 0.05), { rx: r * 0.8, stroke: t.primary, sw: 1.5, dash: `${n(fs * 0.6)} ${n(fs * 0.45)}` }));
  out.push(circle(x + w / 2 - fs * 6, y + dz / 2, fs * 1.6, t.pSoft), glyph('', 0, x + w / 2 - fs * 6.8, y + dz / 2 - fs * 0.8, fs * 1.6, t.primary, 'camera', c.rtl));
  ink.bar(x + w / 2 - fs * 3.6, y + dz / 2 - fs * 0.75, fs * 9, fs * 0.55, t.text, 0.75).bar(x + w / 2 - fs * 3.6, y + dz / 2 + fs * 0.35, fs * 6, fs * 0.45, t.muted, 0.45);
  const top = y + dz + fs * 1.2, cols = w > fs * 44 ? 4 : 3, gap = fs * 1.1, cw = (w - gap * (cols - 1)) / cols;
  // One row of tall receipts, or two rows when the window is tall enough for them.
  const two = bottom - top > (cw * 1.15 + gap) * 2;
  const ch = two ? (bottom - top - gap) / 2 : Math.min(cw * 1.6, bottom - top);
  const scan = rng.int(0, cols - 1);
  for (let i = 0; i < cols * (two ? 2 : 1) && ch > fs * 6; i++) {
    const cx = x + (i % cols) * (cw + gap), gy = top + Math.floor(i / cols) * (ch + gap);
    if (gy + ch > bottom + 1) break;
    out.push(card(c, cx, gy, cw, ch, r * 0.8, 0.5));
    // The receipt: paper with a zigzag foot, its lines and a total.
    const px = cx + cw * 0.2, pw = cw * 0.6, py = gy + fs, ph = ch - fs * 5;
    let zig = `M${n(px)} ${n(py)}H${n(px + pw)}V${n(py + ph)}`;
    for (let k = 6; k >= 0; k--) zig += `L${n(px + (pw * k) / 6)} ${n(py + ph - (k % 2 ? fs * 0.5 : 0))}`;
    out.push(path(`${zig}Z`, '#ffffff', { stroke: t.line, sw: 1 }));
    for (let l = 0; l < 4 && py + fs * (1.2 + l * 1.1) < py + ph - fs * 2; l++) ink.bar(px + fs * 0.6, py + fs * (1.2 + l * 1.1), pw * (l === 0 ? 0.5 : rng.range(0.5, 0.8)) - fs * 0.6, fs * 0.35, '#5b6472', 0.45);
    ink.bar(px + pw * 0.45, py + ph - fs * 1.6, pw * 0.45 - fs * 0.6, fs * 0.45, '#1f2937', 0.8);
    if (i === scan) {
      const sy = py + ph * rng.range(0.35, 0.6);
      out.push(rect(cx + fs * 0.4, sy - fs * 1.6, cw - fs * 0.8, fs * 1.6, c.defs.lin([[0, t.primary, 0], [1, t.primary, 0.28]])), rect(cx + fs * 0.4, sy, cw - fs * 0.8, 2, t.primary));
    }
    ink.bar(cx + fs, gy + ch - fs * 2.6, cw * 0.5, fs * 0.45, t.text, 0.75);
    out.push(pill(c, ink, cx + fs, gy + ch - fs * 1.7, fs * 4, fs * 1.1, i === scan ? t.primary : t.second));
  }
  return out.join('');
};
