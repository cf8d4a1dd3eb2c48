import type { Ctx } from './ctx';
import type { Ink } from './ink';
import { mix } from './palette';
import { circle, rect } from './svg';
import { areaChart, card, figure, glyph, pill, sparkline } from './ui';

/**
 * The page bodies of the product-screen kind that show data: the dashboard (KPI cards, area chart,
 * lists), a table of records, a form of settings. Each fills the area under the page heading; cards
 * go to the returned markup, their small marks to `ink` (drawn once, after all cards).
 */

/** Where a page body goes: left x, top y, width w, bottom edge; the UI's type size and corner radius. */
export interface Area { x: number; y: number; w: number; bottom: number; fs: number; r: number; bleed: boolean }
export type Body = (c: Ctx, ink: Ink, a: Area) => string;

/** KPI cards, an area chart with a list beside it when wide, a table-like list under both when tall. */
export const dashboard: Body = (c, ink, { x: mx, y, w: mw, bottom, fs, r, bleed }) => {
  const t = c.t, out: string[] = [];
  let my = y;
  const kc = mw > fs * 40 ? 3 : 2, gap = fs * 1.1;
  const kw = (mw - gap * (kc - 1)) / kc, kh = fs * 6.2;
  for (let i = 0; i < kc; i++) {
    const x = mx + i * (kw + gap);
    out.push(card(c, x, my, kw, kh, r * 0.8, 0.5));
    ink.bar(x + fs, my + fs * 1.1, kw * 0.35, fs * 0.45, t.muted, 0.45);
    ink.text(x + fs, my + fs * 3.6, figure(c, i), { size: fs * 1.65, weight: 700, fill: t.text, num: true });
    out.push(pill(c, ink, x + fs, my + fs * 4.5, fs * 3.4, fs * 1.15, i === 1 ? t.second : t.primary));
    out.push(sparkline(c, x + kw * 0.58, my + fs * 2.6, kw * 0.42 - fs, fs * 2.4, i % 2 ? t.second : t.primary));
  }
  my += kh + gap;
  const room = bottom - my;
  if (room > fs * 8) {
    const split = mw > fs * 46;
    const cw = split ? mw * 0.62 : mw;
    const ch = room > fs * 30 ? Math.min(fs * 19, room * 0.55) : Math.min(room, fs * 22);
    out.push(card(c, mx, my, cw, ch, r * 0.8, 0.5));
    ink.bar(mx + fs, my + fs * 1.1, cw * 0.22, fs * 0.6, t.text, 0.7);
    ink.dot(mx + cw - fs * 5.2, my + fs * 1.4, fs * 0.3, t.primary).bar(mx + cw - fs * 4.5, my + fs * 1.18, fs * 1.6, fs * 0.45, t.muted, 0.45);
    ink.dot(mx + cw - fs * 2.4, my + fs * 1.4, fs * 0.3, t.second).bar(mx + cw - fs * 1.8, my + fs * 1.18, fs * 0.9, fs * 0.45, t.muted, 0.45);
    if (ch > fs * 7) out.push(areaChart(c, ink, mx + fs, my + fs * 3.6, cw - fs * 2, ch - fs * 5, fs));
    if (split) out.push(listCard(c, ink, mx + cw + gap, my, mw - cw - gap, ch, fs, r, false));
    const rest = bottom - (my + ch + gap);
    if (rest > fs * 7) out.push(listCard(c, ink, mx, my + ch + gap, mw, bleed ? rest + r * 2 : rest, fs, r, true));
  }
  return out.join('');
};

/** A card of rows: avatar dot, two copy bars, (wide: a status pill), a figure at the end. At most 6 rows. */
function listCard(c: Ctx, ink: Ink, x: number, y: number, w: number, h: number, fs: number, r: number, wide: boolean): string {
  const { t, rng } = c;
  const rh = fs * 3, max = wide ? 4 : 5;
  h = Math.min(h, fs * 3.5 + rh * max);
  const out = [card(c, x, y, w, h, r * 0.8, 0.5)];
  ink.bar(x + fs, y + fs * 1.1, w * (wide ? 0.16 : 0.4), fs * 0.6, t.text, 0.7);
  for (let yy = y + fs * 3, i = 0; yy + rh < y + h - fs * 0.5 && i < max; yy += rh, i++) {
    const col = [t.primary, t.second, mix(t.primary, t.second, 0.5)][i % 3] as string;
    if (wide && i) out.push(rect(x + fs, yy, w - fs * 2, 1, t.line));
    ink.dot(x + fs * 1.9, yy + rh / 2, fs * 0.95, mix(t.card, col, 0.22)).dot(x + fs * 1.9, yy + rh / 2, fs * 0.35, col);
    ink.bar(x + fs * 3.4, yy + rh / 2 - fs * 0.6, w * rng.range(0.25, 0.45) * (wide ? 0.6 : 1), fs * 0.45, t.text, 0.7);
    ink.bar(x + fs * 3.4, yy + rh / 2 + fs * 0.25, w * rng.range(0.15, 0.3) * (wide ? 0.6 : 1), fs * 0.45, t.muted, 0.45);
    if (wide) out.push(pill(c, ink, x + w * 0.55, yy + rh / 2 - fs * 0.6, fs * 4.2, fs * 1.2, i % 3 === 1 ? t.second : t.primary));
    ink.text(x + w - fs, yy + rh / 2 + fs * 0.32, `${rng.int(10, 990)}`, { size: fs * 0.9, weight: 600, fill: t.text, anchor: 'end', num: true });
  }
  return out.join('');
}

/** A search field and filter chips over one wide table: header row, rows with a check box, name, date, status and amount. */
export const table: Body = (c, ink, { x, y, w, bottom, fs, r }) => {
  const { t, rng } = c, out: string[] = [];
  const sh = fs * 2.4;
  out.push(rect(x, y, w * 0.38, sh, t.card, { rx: sh / 2, stroke: t.line, sw: 1 }), glyph('', 0, x + fs * 0.8, y + sh / 2 - fs * 0.6, fs * 1.2, t.muted, 'search', c.rtl));
  ink.bar(x + fs * 2.6, y + sh / 2 - fs * 0.22, w * 0.14, fs * 0.45, t.muted, 0.45);
  for (let i = 0, cx = x + w * 0.38 + fs; i < 2; i++) {
    const cw = fs * (i ? 5.5 : 6.5);
    out.push(rect(cx, y, cw, sh, i ? t.card : t.pSoft, { rx: sh / 2, stroke: i ? t.line : t.primary, sw: 1 }));
    ink.bar(cx + fs, y + sh / 2 - fs * 0.22, cw - fs * 2, fs * 0.45, i ? t.muted : t.primary, i ? 0.45 : 0.8);
    cx += cw + fs * 0.6;
  }
  const ty = y + sh + fs * 1.2, th = bottom - ty;
  out.push(card(c, x, ty, w, th, r * 0.8, 0.5), rect(x, ty, w, fs * 2.6, mix(t.card, t.text, t.dark ? 0.08 : 0.035), { rx: r * 0.8 }), rect(x, ty + fs * 2.6, w, 1, t.line));
  const cols = [0.07, 0.36, 0.56, 0.8];
  for (const k of cols) ink.bar(x + w * k, ty + fs * 1.08, w * 0.09, fs * 0.42, t.muted, 0.55);
  const rh = fs * 3;
  const sel = rng.int(1, 3);
  for (let i = 0, yy = ty + fs * 2.6; yy + rh <= bottom - fs * 0.4 && i < 8; i++, yy += rh) {
    if (i === sel) out.push(rect(x + 1, yy + 1, w - 2, rh - 2, t.pSoft, { op: 0.8 }));
    if (i) out.push(rect(x + fs, yy, w - fs * 2, 1, t.line));
    const cy = yy + rh / 2, done = i === sel || rng.chance(0.35);
    out.push(rect(x + fs, cy - fs * 0.55, fs * 1.1, fs * 1.1, done ? t.primary : t.card, { rx: fs * 0.25, stroke: done ? t.primary : t.line, sw: 1.2 }));
    if (done) out.push(glyph('', 0, x + fs * 1.08, cy - fs * 0.47, fs * 0.94, t.onPrimary, 'check', c.rtl));
    ink.dot(x + w * 0.07 + fs * 0.6, cy, fs * 0.6, mix(t.card, i % 2 ? t.second : t.primary, 0.35));
    ink.bar(x + w * 0.07 + fs * 1.7, cy - fs * 0.22, w * rng.range(0.12, 0.2), fs * 0.45, t.text, 0.75);
    ink.text(x + w * 0.36, cy + fs * 0.32, `${String(rng.int(1, 28)).padStart(2, '0')}.${String(rng.int(1, 12)).padStart(2, '0')}`, { size: fs * 0.85, fill: t.muted, num: true });
    out.push(pill(c, ink, x + w * 0.56, cy - fs * 0.6, fs * 4.6, fs * 1.2, rng.chance(0.6) ? t.second : t.primary));
    ink.text(x + w - fs * 1.2, cy + fs * 0.32, `${rng.chance(0.7) ? '−' : '+'}${rng.int(12, 2400)}.${rng.int(10, 99)}`, { size: fs * 0.9, weight: 600, fill: t.text, anchor: 'end', num: true });
  }
  return out.join('');
};

/** Settings or a return being prepared: labelled fields, a select, switches, buttons; a checklist card beside it when wide. */
export const form: Body = (c, ink, { x, y, w, bottom, fs, r }) => {
  const { t, rng } = c, out: string[] = [];
  const side = w > fs * 44;
  const fw = side ? w * 0.6 : w, fh = bottom - y;
  out.push(card(c, x, y, fw, fh, r * 0.8, 0.5));
  const ih = fs * 2.5, pad = fs * 1.4, col = (fw - pad * 3) / 2;
  let yy = y + pad;
  ink.bar(x + pad, yy, fw * 0.28, fs * 0.6, t.text, 0.75);
  yy += fs * 2;
  // Rows of two fields, then switches, then the buttons: as many as the window holds.
  const rows = bottom - y > fs * 30 ? 3 : 2;
  for (let row = 0; row < rows && yy + ih + fs * 1.4 < bottom - pad; row++) {
    for (let k = 0; k < 2; k++) {
      const fx = x + pad + k * (col + pad);
      ink.bar(fx, yy, col * 0.4, fs * 0.42, t.muted, 0.55);
      out.push(rect(fx, yy + fs * 0.9, col, ih, t.card, { rx: fs * 0.45, stroke: row === 0 && k === 0 ? t.primary : t.line, sw: row === 0 && k === 0 ? 2 : 1 }));
      if (row === 1 && k === 1) out.push(glyph('', 0, fx + col - fs * 1.9, yy + fs * 0.9 + ih / 2 - fs * 0.55, fs * 1.1, t.muted, 'calendar', c.rtl));
      ink.text(fx + fs * 0.8, yy + fs * 0.9 + ih / 2 + fs * 0.32, rng.chance(0.5) ? `${rng.int(1000, 9999)} ${rng.int(100, 999)}` : `${rng.int(1, 28)}/${rng.int(1, 12)}/${rng.int(24, 26)}`, { size: fs * 0.9, fill: t.text, num: true });
    }
    yy += ih + fs * 2.4;
  }
  for (let i = 0; i < (bottom - y > fs * 30 ? 4 : 3) && yy + fs * 2 < bottom - pad - fs * 3; i++, yy += fs * 2.6) {
    const on = i !== 1;
    if (i) out.push(rect(x + pad, yy - fs * 0.7, fw - pad * 2, 1, t.line));
    ink.bar(x + pad, yy + fs * 0.4, fw * rng.range(0.25, 0.4), fs * 0.45, t.text, 0.7);
    const sx = x + fw - pad - fs * 2.8;
    out.push(rect(sx, yy, fs * 2.8, fs * 1.5, on ? t.primary : t.line, { rx: fs * 0.75 }), circle(sx + (on ? fs * 2.05 : fs * 0.75), yy + fs * 0.75, fs * 0.55, '#ffffff'));
  }
  const by = Math.min(yy + fs * 0.4, bottom - pad - fs * 2.3);
  out.push(rect(x + pad, by, fs * 7, fs * 2.3, t.primary, { rx: fs * 0.6 }), rect(x + pad + fs * 7.8, by, fs * 6, fs * 2.3, t.card, { rx: fs * 0.6, stroke: t.line, sw: 1 }));
  ink.bar(x + pad + fs * 1.6, by + fs * 0.93, fs * 3.8, fs * 0.45, t.onPrimary, 0.9).bar(x + pad + fs * 9.2, by + fs * 0.93, fs * 3.2, fs * 0.45, t.muted, 0.5);
  if (side) {
    const sx = x + fw + fs * 1.1, sw = w - fw - fs * 1.1;
    const sh = Math.min(fh, fs * 20);
    out.push(card(c, sx, y, sw, sh, r * 0.8, 0.5));
    ink.bar(sx + fs, y + fs * 1.2, sw * 0.45, fs * 0.5, t.muted, 0.55);
    ink.text(sx + fs, y + fs * 4, figure(c, 0), { size: fs * 1.9, weight: 700, fill: t.text, num: true });
    const done = rng.int(2, 3);
    out.push(rect(sx + fs, y + fs * 5.2, sw - fs * 2, fs * 0.5, t.line, { rx: fs * 0.25 }), rect(sx + fs, y + fs * 5.2, (sw - fs * 2) * (done / 4), fs * 0.5, t.second, { rx: fs * 0.25 }));
    for (let i = 0; i < 4 && y + fs * (7.5 + i * 2.6) < y + sh - fs; i++) {
      const cy = y + fs * (7.6 + i * 2.6), ok = i < done;
      out.push(circle(sx + fs * 1.6, cy, fs * 0.7, ok ? t.second : t.card, { stroke: ok ? t.second : t.line, sw: 1.5 }));
      if (ok) out.push(glyph('', 0, sx + fs * 1.1, cy - fs * 0.5, fs, t.dark ? t.bg : '#ffffff', 'check', c.rtl));
      ink.bar(sx + fs * 3, cy - fs * 0.22, sw * rng.range(0.35, 0.6), fs * 0.45, ok ? t.muted : t.text, ok ? 0.5 : 0.75);
    }
  }
  return out.join('');
};
