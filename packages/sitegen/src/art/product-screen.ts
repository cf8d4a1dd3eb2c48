import type { Ctx } from './ctx';
import { Ink } from './ink';
import { mix } from './palette';
import { circle, g, rect } from './svg';
import { measure } from './text';
import { card, donut, glyph } from './ui';
import { backdrop } from './backdrop';
import { createRng } from './rng';
import { screenFor, type Screen } from './screen-plan';
import { dashboard, form, table, type Body } from './screens';
import { board, calendar, chat, files } from './screens-more';
import { api, devWindow } from './screens-dev';

/**
 * The SaaS pictures: an app window (chrome, sidebar or tabs whose items are the brief's feature names,
 * the page named after the picture's feature) on a soft branded backdrop, with a floating card
 * overlapping the window for depth. The page is one of seven kinds (`screenFor`): the hero shows the
 * dashboard, each feature its own screen (table, form, board, calendar, chat, documents), so the
 * pictures of one site look like one app, not like one screenshot five times. A developer tool's pictures show
 * code (`screens-dev.ts`): the editor in the hero, a file of code, a terminal, an API call. The chrome (sidebar or
 * tabs, dark sidebar) is the project's, shared by its pictures; the window's crop and float card vary.
 * Everything is laid out from the canvas size, so 1200×900 and 600×800 both hold together.
 */
export function productScreen(c: Ctx): string {
  const { W, H, t, rng } = c;
  const app = createRng(`${c.family}|app`);
  const out: string[] = [backdrop(c)];
  const ink = new Ink(c);
  const screen = screenFor(c);
  // A developer tool's editor, file of code and terminal are windows of their own (`screens-dev.ts`).
  if (screen === 'ide' || screen === 'code' || screen === 'terminal') return out.join('') + devWindow(c, screen);
  const floatOn = rng.chance(0.75) && W >= 480 && (screen === 'dashboard' || screen === 'table' || screen === 'files');
  const fs = Math.max(10, Math.min(16, Math.min(W, H * 1.2) * 0.0135));
  const r = Math.max(8, Math.min(16, Math.min(W, H) * 0.018));
  const wx = W * (floatOn ? 0.055 : 0.07), wy = H * 0.085;
  const ww = W * (floatOn ? 0.84 : 0.86);
  const bleed = rng.chance(0.4);
  const wh = bleed ? H - wy + r * 2 : H * 0.83;
  out.push(card(c, wx, wy, ww, wh, r, 3));
  // Window chrome: bar, three lights, the title small in the middle.
  const bh = Math.max(26, Math.min(42, H * 0.05));
  const barFill = t.dark ? mix(t.card, '#ffffff', 0.04) : mix(t.card, t.text, 0.035);
  out.push(g([rect(wx, wy, ww, bh + r, barFill, { rx: r }), rect(wx, wy + bh, ww, 1, t.line)], { clip: c.defs.clip(rect(wx, wy, ww, bh, '#000')) }));
  ['#ff5f57', '#febc2e', '#28c840'].forEach((col, i) => ink.dot(wx + bh * 0.55 + i * bh * 0.42, wy + bh / 2, bh * 0.12, mix(col, barFill, 0.25)));
  if (c.title) ink.text(wx + ww / 2, wy + bh * 0.63, c.title, { size: bh * 0.36, fill: t.muted, anchor: 'middle', maxW: ww * 0.42 });
  else ink.bar(wx + ww * 0.35, wy + bh * 0.32, ww * 0.3, bh * 0.36, t.line);
  const bodyY = wy + bh;
  const bodyH = (bleed ? H : wy + wh) - bodyY;
  // The navigation lists each feature once, in the brief's order; the picture's own feature is the active item.
  // Another section's picture ([its heading, ...features]) is a page of the app named after the app, not after the section.
  const [first = '', ...others] = c.labels;
  const section = !!c.slot && c.slot !== 'hero' && !others.includes(first);
  const nav = others.includes(first) || section ? others : c.labels;
  const head = section ? c.title : first;
  const active = section ? -1 : Math.max(0, nav.indexOf(head));
  const sidebar = ww >= 520 && app.chance(0.6);
  let mx: number, my: number;
  const pad = fs * 1.6;
  if (sidebar) {
    const sw = Math.max(150, Math.min(260, ww * 0.24));
    const darkSide = !t.dark && app.chance(0.3);
    const sFill = darkSide ? mix(t.text, t.primary, 0.12) : mix(t.card, t.primary, t.dark ? 0.06 : 0.035);
    const ink2 = darkSide ? mix(sFill, '#ffffff', 0.72) : t.muted;
    out.push(g([rect(wx, bodyY, sw, bodyH, sFill), rect(wx + sw - 1, bodyY, 1, bodyH, t.line)], { clip: c.defs.clip(rect(wx, wy, ww, wh, '#000', { rx: r })) }));
    out.push(rect(wx + pad, bodyY + pad, fs * 1.9, fs * 1.9, t.primary, { rx: fs * 0.5 }));
    ink.dot(wx + pad + fs * 0.95, bodyY + pad + fs * 0.95, fs * 0.42, t.onPrimary);
    if (c.title) ink.text(wx + pad + fs * 2.6, bodyY + pad + fs * 1.32, c.title, { size: fs * 1.05, weight: 700, fill: darkSide ? '#ffffff' : t.text, maxW: sw - pad * 2 - fs * 2.6 });
    else ink.bar(wx + pad + fs * 2.6, bodyY + pad + fs * 0.7, sw * 0.4, fs * 0.6, ink2, 0.7);
    const rh = fs * 2.55;
    let y = bodyY + pad * 2 + fs * 2.2;
    const rows = Math.max(4, Math.min(7, nav.length + 1));
    for (let i = 0; i < rows && y + rh < bodyY + bodyH - pad; i++, y += rh) {
      const lab = nav[i];
      const on = i === active;
      if (on) out.push(rect(wx + pad * 0.55, y, sw - pad * 1.1, rh * 0.82, darkSide ? mix(sFill, '#ffffff', 0.12) : t.pSoft, { rx: fs * 0.6 }));
      const col = on ? (darkSide ? '#ffffff' : t.primary) : ink2;
      out.push(glyph(lab ?? '', i + 1, wx + pad, y + rh * 0.41 - fs * 0.58, fs * 1.16, col, undefined, c.rtl));
      if (lab) ink.text(wx + pad + fs * 1.9, y + rh * 0.41 + fs * 0.36, lab, { size: fs, fill: on ? col : darkSide ? ink2 : t.text, weight: on ? 600 : 400, maxW: sw - pad * 2 - fs * 2.1 });
      else ink.bar(wx + pad + fs * 1.9, y + rh * 0.41 - fs * 0.22, (sw - pad * 2 - fs * 2) * app.range(0.45, 0.8), fs * 0.45, ink2, 0.45);
    }
    mx = wx + sw + pad;
    my = bodyY + pad;
  } else {
    // Top tabs: logo mark, then each feature as a tab until the row is full.
    const th = fs * 3;
    out.push(rect(wx + pad, bodyY + th / 2 - fs * 0.8, fs * 1.6, fs * 1.6, t.primary, { rx: fs * 0.45 }));
    let x = wx + pad + fs * 3;
    const right = wx + ww - pad - fs * 4;
    const tabs = nav.length ? nav : ['', '', '', ''];
    for (let i = 0; i < tabs.length; i++) {
      const lab = tabs[i] as string;
      const w = lab ? Math.min(measure(lab, fs), fs * 13) : fs * app.range(4, 7);
      if (x + w > right) break;
      const on = i === active;
      if (lab) ink.text(x, bodyY + th / 2 + fs * 0.36, lab, { size: fs, fill: on ? t.primary : t.muted, weight: on ? 600 : 400, maxW: fs * 13 });
      else ink.bar(x, bodyY + th / 2 - fs * 0.22, w, fs * 0.45, t.muted, 0.45);
      if (on) out.push(rect(x, bodyY + th - 2.5, w, 2.5, t.primary, { rx: 1.25 }));
      x += w + fs * 2;
    }
    out.push(circle(wx + ww - pad - fs, bodyY + th / 2, fs, t.sSoft), rect(wx, bodyY + th, ww, 1, t.line));
    mx = wx + pad;
    my = bodyY + th + pad;
  }
  const mw = wx + ww - pad - mx;
  const bottom = bleed ? H : wy + wh - pad;
  // Page heading: the picture's feature name, else a bar; a primary button at the end.
  if (head) ink.text(mx, my + fs * 1.3, head, { size: fs * 1.5, weight: 700, fill: t.text, maxW: mw * 0.6 });
  else ink.bar(mx, my + fs * 0.45, mw * 0.28, fs * 0.85, t.text, 0.7);
  ink.bar(mx, my + fs * 2.2, mw * 0.22, fs * 0.45, t.muted, 0.45);
  out.push(rect(mx + mw - fs * 7, my, fs * 7, fs * 2.3, t.primary, { rx: fs * 0.6 }));
  ink.bar(mx + mw - fs * 5.4, my + fs * 0.93, fs * 3.8, fs * 0.45, t.onPrimary, 0.9);
  my += fs * 3.8;
  out.push(BODIES[screen](c, ink, { x: mx, y: my, w: mw, bottom, fs, r, bleed }));
  out.push(String(ink));
  if (floatOn) out.push(floatCard(c, wx, wy, ww, wh, fs, r));
  return out.join('');
}

const BODIES: Record<Exclude<Screen, 'ide' | 'code' | 'terminal'>, Body> = { dashboard, table, form, board, calendar, chat, files, api };

/** The card that overlaps the window's corner: a notification with a feature name, or a progress donut. */
function floatCard(c: Ctx, wx: number, wy: number, ww: number, wh: number, fs: number, r: number): string {
  const { W, H, t, rng } = c;
  const ink = new Ink(c);
  const lab = c.labels[1] ?? c.labels[0];
  if (lab && rng.chance(0.6)) {
    const fw = Math.min(W * 0.36, fs * 20), fh = fs * 5;
    const x = Math.min(W - fw - W * 0.02, wx + ww - fw * 0.7), y = Math.min(H - fh - H * 0.04, wy + wh * 0.72);
    ink.text(x + fs * 4.4, y + fh / 2 - fs * 0.15, lab, { size: fs * 1.02, weight: 600, fill: t.text, maxW: fw - fs * 5.4 })
      .bar(x + fs * 4.4, y + fh / 2 + fs * 0.6, fw * 0.38, fs * 0.45, t.muted, 0.45);
    return [card(c, x, y, fw, fh, r, 3), circle(x + fs * 2.4, y + fh / 2, fs * 1.35, t.second),
      glyph('', 0, x + fs * 1.7, y + fh / 2 - fs * 0.7, fs * 1.4, t.dark ? t.bg : '#ffffff', 'check', c.rtl), ink].join('');
  }
  const fw = Math.min(W * 0.26, fs * 14), fh = fw * 1.05;
  const x = Math.min(W - fw - W * 0.02, wx + ww - fw * 0.65), y = Math.min(H - fh - H * 0.03, wy + wh * 0.5);
  const pct = rng.range(0.55, 0.86);
  ink.bar(x + fs, y + fs * 1.1, fw * 0.45, fs * 0.6, t.text, 0.7)
    .text(x + fw / 2, y + fh * 0.56 + fs * 0.45, `${Math.round(pct * 100)}%`, { size: fs * 1.25, weight: 700, fill: t.text, anchor: 'middle', num: true });
  return [card(c, x, y, fw, fh, r, 3), donut(c, x + fw / 2, y + fh * 0.56, fw * 0.27, fs * 1.1, pct), ink].join('');
}
