import { contrast, ensureContrast, hexToRgb, rgbDistance } from '../color';
import type { Ctx } from './ctx';
import { Ink } from './ink';
import { mix } from './palette';
import type { Rng } from './rng';
import type { DevScreen } from './screen-plan';
import type { Body } from './screens';
import { circle, g, n, path, rect } from './svg';
import { card } from './ui';

/**
 * A developer tool's screens (`screenFor` picks them for a developer tool's brief): the editor with a file tree, an
 * inline suggestion and a terminal below or beside the code (the hero), one file of code with a type hint over a call
 * and its tests beside it, a terminal that installs and runs the tool beside the tool's request log, and an API
 * request beside its JSON response (this one inside the app window of `product-screen.ts`).
 * Code is syntax-coloured bars with real indentation, never invented words; the only text is the brief's own (file
 * names made from the feature names and the title), figures (line numbers, a status code, timings), the method of the
 * request and the punctuation of code (braces, a prompt's "$"). On an RTL page the window is mirrored like every
 * product screen (file tree at the right), but code, terminal and JSON stay left to right, as code reads.
 */

/** The colours of a dark editor drawn from the site's palette: surfaces, hairlines, and the syntax colours. */
export interface Ed {
  bg: string; chrome: string; side: string; line: string; hl: string;
  plain: string; dim: string; com: string;
  kw: string; str: string; fn: string; num: string;
  ok: string; caret: string;
}

const chroma = (c: string): number => { const v = hexToRgb(c); return Math.max(...v) - Math.min(...v); };

/**
 * The editor's colours: a near-black field tinted by the primary (on a dark site, a shade of its own surface), keywords
 * in the primary and strings in the second colour lifted to read on it (a colourless palette, black and white, takes
 * an editor's violet and green tinted toward it), functions and numbers the stock hues farthest from both.
 */
export function editorTones(c: Pick<Ctx, 't'>): Ed {
  const t = c.t;
  const bg = t.dark ? mix(t.bg, t.card, 0.55) : mix('#0d1117', t.primary, 0.09);
  const white = '#ffffff';
  const read = (col: string) => ensureContrast(col, bg, 5);
  const hue = (col: string, stock: string) => (chroma(col) >= 70 ? col : mix(stock, col, 0.15));
  const kw = read(hue(t.primary, '#c792ea'));
  let str = read(hue(t.second, '#9ece6a'));
  if (rgbDistance(kw, str) < 110) str = read(mix(rgbDistance(kw, '#9ece6a') > 140 ? '#9ece6a' : '#7dcfff', t.second, 0.15));
  const far = (used: string[]) => ['#e0af68', '#7dcfff', '#9ece6a', '#ff9e64', '#f7768e'].map((s) => read(mix(s, t.primary, 0.12)))
    .reduce((best, s) => (Math.min(...used.map((u) => rgbDistance(s, u))) > Math.min(...used.map((u) => rgbDistance(best, u))) ? s : best));
  const fn = far([kw, str]);
  const num = far([kw, str, fn]);
  return {
    bg, chrome: mix(bg, white, 0.045), side: mix(bg, white, 0.025), line: mix(bg, white, 0.1), hl: mix(bg, white, 0.06),
    plain: mix(bg, mix(white, t.primary, 0.06), 0.82), dim: mix(bg, white, 0.42), com: mix(bg, mix(white, t.primary, 0.2), 0.45),
    kw, str, fn, num,
    ok: read(mix('#3fb950', t.second, 0.12)),
    caret: contrast(t.primary, bg) >= 3 ? t.primary : kw,
  };
}

/** One line of code: its indent level and its tokens ([kind, length in characters]); '{' and '}' are drawn as braces. A ghost line is a suggestion not yet accepted. */
export interface CodeLine { indent: number; toks: (readonly [Tok, number])[]; ghost?: boolean }
type Tok = 'k' | 'f' | 's' | 'n' | 'p' | 'c' | '{' | '}';

/** The language a brief's words name, for the file extension and whether blocks close with braces. */
export function language(words: string): { ext: string; braces: boolean; tab: number } {
  if (/\brust\b|\bcrates?\b|\bcargo\b/.test(words)) return { ext: 'rs', braces: true, tab: 4 };
  if (/\bpython\b|\bpip\b|\bpypi\b|\bdjango\b/.test(words)) return { ext: 'py', braces: false, tab: 4 };
  if (/\bgolang\b|\bgo (?:module|package)/.test(words)) return { ext: 'go', braces: true, tab: 4 };
  if (/\breact\b|\bjsx\b/.test(words)) return { ext: 'tsx', braces: true, tab: 2 };
  return { ext: 'ts', braces: true, tab: 2 };
}

/** A file name made from a feature's name or the title: "SIMD parsing" ▶ "simd_parsing.rs" (snake case) or "simd-parsing.ts". */
export function fileName(label: string, ext: string, snake = false): string {
  const stem = label.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, snake ? '_' : '-').replace(/^[-_]+|[-_]+$/g, '').slice(0, 28).replace(/[-_]+$/, '');
  return `${stem || 'index'}.${ext}`;
}

/**
 * Plausible code: imports, then functions whose bodies hold statements, an if-block now and then, a return; a comment
 * above some. `count` lines; blocks close with a brace unless the language has none (Python).
 */
export function codeLines(rng: Rng, count: number, braces = true): CodeLine[] {
  const out: CodeLine[] = [];
  const L = (indent: number, ...toks: (readonly [Tok, number])[]) => out.push({ indent, toks });
  const r = (a: number, b: number) => rng.int(a, b);
  const stmt = (d: number) => {
    switch (rng.int(0, 4)) {
      case 0: L(d, ['k', r(3, 5)], ['p', r(4, 9)], ['f', r(7, 14)], ['p', r(5, 16)]); break;
      case 1: L(d, ['k', r(3, 5)], ['p', r(4, 9)], ['s', r(9, 22)]); break;
      case 2: L(d, ['p', r(4, 9)], ['f', r(6, 12)], ['s', r(7, 16)], ['p', r(2, 6)]); break;
      case 3: L(d, ['p', r(4, 8)], ['f', r(6, 11)], ['n', r(1, 4)], ['p', r(5, 12)]); break;
      default: L(d, ['k', r(3, 5)], ['p', r(3, 8)], ['p', r(8, 18)], ['f', r(5, 10)]);
    }
  };
  const open = (d: number, ...toks: (readonly [Tok, number])[]) => L(d, ...toks, ...(braces ? [['{', 1] as const] : []));
  const close = (d: number) => { if (braces) L(d, ['}', 1]); };
  for (let i = r(2, 3); i > 0; i--) L(0, ['k', r(3, 6)], ['p', r(6, 18)], ...(rng.chance(0.6) ? [['k', 4] as const, ['s', r(10, 20)] as const] : []));
  out.push({ indent: 0, toks: [] });
  while (out.length < count) {
    if (rng.chance(0.6)) L(0, ['c', r(22, 48)]);
    open(0, ['k', r(2, 5)], ['f', r(8, 14)], ['p', r(10, 26)], ...(rng.chance(0.5) ? [['k', r(3, 6)] as const] : []));
    for (let i = r(2, 4); i > 0; i--) {
      if (rng.chance(0.35)) {
        open(1, ['k', 2], ['p', r(6, 16)], ['f', r(4, 8)]);
        for (let j = r(1, 2); j > 0; j--) stmt(2);
        close(1);
      } else stmt(1);
    }
    L(1, ['k', 6], ['p', r(4, 12)]);
    close(0);
    out.push({ indent: 0, toks: [] });
  }
  return out.slice(0, count);
}

/** The line to put the caret on: one that calls a function, near `at` (0..1 of the way down). */
function currentLine(lines: readonly CodeLine[], at: number): number {
  const want = Math.round((lines.length - 1) * at);
  for (let d = 0; d < lines.length; d++) {
    for (const i of [want + d, want - d]) if (lines[i]?.indent && lines[i]?.toks.some(([k]) => k === 'f')) return i;
  }
  return Math.max(0, Math.min(lines.length - 1, want));
}

/** Where and how `drawCode` sets lines: left of the gutter, top of the first line, width, line height, character width. */
interface CodeBox { x: number; y: number; w: number; lh: number; cw: number; fs: number; tab: number; first: number }

/**
 * Lines of code as coloured bars: line numbers in the gutter, indent guides, braces, the current line highlighted with
 * its caret. Bars and numbers go to `ink` (one stroked path per colour); returns the highlight and the guides.
 */
export function drawCode(ink: Ink, ed: Ed, lines: readonly CodeLine[], b: CodeBox, current = -1): string {
  const out: string[] = [];
  const gut = b.fs * 3.1, bh = b.fs * 0.6;
  let guides = '', num = b.first;
  lines.forEach((ln, i) => {
    const y = b.y + i * b.lh, mid = y + b.lh / 2;
    if (i === current) out.push(rect(b.x, y, b.w, b.lh, ed.hl));
    if (!ln.ghost) ink.text(b.x + gut - b.fs * 0.9, mid + b.fs * 0.3, String(num++), { size: b.fs * 0.8, fill: i === current ? ed.plain : ed.dim, anchor: 'end', num: true });
    const x0 = b.x + gut + b.fs * 0.6;
    for (let k = 0; k < ln.indent; k++) guides += `M${n(x0 + k * b.tab * b.cw + b.cw * 0.3)} ${n(y)}v${n(b.lh)}`;
    let x = x0 + ln.indent * b.tab * b.cw;
    for (const [kind, len] of ln.toks) {
      // A token too long for the pane is cut short, leaving room for the brace after it.
      const w = Math.min(len * b.cw, b.x + b.w - b.fs - b.cw * 2 - x);
      if (w < b.cw) break;
      if (kind === '{' || kind === '}') ink.text(x, mid + b.fs * 0.33, kind, { size: b.fs * 0.95, fill: ed.plain });
      else ink.bar(x, mid - bh / 2, w, bh, ln.ghost ? ed.com : COLOUR[kind](ed), ln.ghost ? 0.5 : kind === 'c' ? 0.8 : 1);
      x += w + b.cw;
    }
    if (i === current) out.push(rect(x + b.cw * 0.2, y + b.lh * 0.18, 2, b.lh * 0.64, ed.caret));
  });
  if (guides) out.unshift(path(guides, 'none', { stroke: ed.line, sw: 1 }));
  return out.join('');
}

const COLOUR: Record<Exclude<Tok, '{' | '}'>, (ed: Ed) => string> = {
  k: (ed) => ed.kw, f: (ed) => ed.fn, s: (ed) => ed.str, n: (ed) => ed.num, p: (ed) => ed.plain, c: (ed) => ed.com,
};

/** Code and terminal text are set in a monospaced face (an SVG in <img> has the system's). */
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/**
 * Marks that read left to right whatever the page's direction: on an RTL page the whole picture is mirrored, so the
 * box [x, x + w] is mirrored back inside it (code is not written right to left). Its text comes from an `Ink` made
 * with `ltr(c)`, which does not flip it.
 */
const unmirror = (c: Ctx, x: number, w: number, body: string, mono = true): string =>
  g(body, { tf: c.rtl ? `matrix(-1 0 0 1 ${n(2 * x + w)} 0)` : undefined }).replace(/^<g/, `<g${mono ? ` font-family="${MONO}"` : ''}${c.rtl ? ' direction="ltr"' : ''}`);
const ltr = (c: Ctx): Ctx => ({ ...c, rtl: false });

/** A check mark (stroked path) in a `s`-px box at (x, y); `flip` draws it mirrored, for a mirrored (RTL) picture to show it the right way round. */
const tick = (x: number, y: number, s: number, col: string, sw = 2, flip = false): string => {
  const X = (k: number) => n(x + s * (flip ? 1 - k : k));
  return path(`M${X(0.15)} ${n(y + s * 0.55)}L${X(0.4)} ${n(y + s * 0.8)}L${X(0.88)} ${n(y + s * 0.22)}`, 'none', { stroke: col, sw, round: true });
};

/** A file icon (page with a folded corner) or a folder, as path data in an `s`-px box at (x, y). */
const fileD = (x: number, y: number, s: number): string =>
  `M${n(x + s * 0.2)} ${n(y + s * 0.08)}h${n(s * 0.4)}l${n(s * 0.2)} ${n(s * 0.2)}v${n(s * 0.64)}h${n(-s * 0.6)}z`;
const folderD = (x: number, y: number, s: number): string =>
  `M${n(x + s * 0.05)} ${n(y + s * 0.2)}h${n(s * 0.35)}l${n(s * 0.1)} ${n(s * 0.12)}h${n(s * 0.45)}v${n(s * 0.55)}h${n(-s * 0.9)}z`;
const chevD = (x: number, y: number, s: number, open: boolean): string => (open
  ? `M${n(x + s * 0.25)} ${n(y + s * 0.38)}l${n(s * 0.25)} ${n(s * 0.25)}l${n(s * 0.25)} ${n(-s * 0.25)}`
  : `M${n(x + s * 0.38)} ${n(y + s * 0.25)}l${n(s * 0.25)} ${n(s * 0.25)}l${n(-s * 0.25)} ${n(s * 0.25)}`);

/** The window of a developer screen: geometry shared by the editor and the terminal. */
interface Win { x: number; y: number; w: number; h: number; top: number; bottom: number; fs: number; r: number; bleed: boolean }

/**
 * A dark window on the backdrop (the backdrop is the caller's): the editor with its file tree and terminal (`ide`),
 * one file of code (`code`) or a terminal (`terminal`); the title in the bar; for the editor and the terminal often a
 * light card over the corner: the checks passed, or the version just installed.
 */
export function devWindow(c: Ctx, screen: Exclude<DevScreen, 'api'>): string {
  const { W, H, rng } = c;
  const ed = editorTones(c);
  const float = screen !== 'code' && W >= 480 && H >= 360 && rng.chance(0.75);
  const fs = Math.max(10, Math.min(16, Math.min(W, H * 1.2) * 0.0135));
  const r = Math.max(8, Math.min(16, Math.min(W, H) * 0.018));
  const x = W * (float ? 0.055 : 0.07), y = H * 0.085, w = W * (float ? 0.84 : 0.86);
  const bleed = rng.chance(0.4);
  const h = bleed ? H - y + r * 2 : H * 0.83;
  const bh = Math.max(26, Math.min(42, H * 0.05));
  const out: string[] = [card(c, x, y, w, h, r, 3, ed.bg)];
  const clip = c.defs.clip(rect(x, y, w, h, '#000', { rx: r }));
  const ink = new Ink(c);
  out.push(rect(x, y, w, bh + r, ed.chrome, { rx: r }), rect(x, y + bh, w, 1, ed.line));
  ['#ff5f57', '#febc2e', '#28c840'].forEach((col, i) => ink.dot(x + bh * 0.55 + i * bh * 0.42, y + bh / 2, bh * 0.12, mix(col, ed.chrome, 0.15)));
  if (c.title) ink.text(x + w / 2, y + bh * 0.63, c.title, { size: bh * 0.36, fill: ed.dim, anchor: 'middle', maxW: w * 0.42 });
  const win: Win = { x, y, w, h, top: y + bh, bottom: bleed ? H : y + h, fs, r, bleed };
  const body = screen === 'ide' ? ide(c, ed, ink, win) : screen === 'code' ? code(c, ed, ink, win) : terminal(c, ed, ink, win);
  out.push(g(body, { clip }), String(ink));
  if (float) out.push(screen === 'ide' ? checksCard(c, ed, win) : versionCard(c, ed, win));
  return out.join('');
}

/** The labels a window lists (the features) and the one it shows: a feature's picture its feature, else the title. */
function named(c: Ctx): { files: string[]; open: string } {
  const [first = '', ...rest] = c.labels;
  const item = rest.includes(first);
  const files = item ? rest : c.slot === 'hero' || !c.slot ? c.labels : rest;
  return { files: files.slice(0, 6), open: item ? first : c.title || first };
}

/** The light card over the editor's corner: a feature's checks passed, each ticked, and their count. */
function checksCard(c: Ctx, ed: Ed, win: Win): string {
  const { W, H, t, rng } = c;
  const { fs, r } = win;
  const ink = new Ink(c);
  const fw = Math.min(W * 0.34, fs * 19), fh = fs * 10.4;
  const x = Math.min(W - fw - W * 0.02, win.x + win.w - fw * 0.72), y = Math.min(H - fh - H * 0.04, win.y + win.h * 0.6);
  const ok = ensureContrast(ed.ok, t.card, 3);
  const lab = c.labels[0] ?? c.title;
  const out = [card(c, x, y, fw, fh, r, 3), circle(x + fs * 1.9, y + fs * 1.9, fs * 0.95, ok), tick(x + fs * 1.35, y + fs * 1.35, fs * 1.1, '#ffffff', 2, c.rtl)];
  if (lab) ink.text(x + fs * 3.4, y + fs * 2.25, lab, { size: fs, weight: 600, fill: t.text, maxW: fw - fs * 7.6 });
  const total = rng.int(24, 480);
  ink.text(x + fw - fs, y + fs * 2.25, `${total}/${total}`, { size: fs * 0.85, weight: 600, fill: ok, anchor: 'end', num: true });
  out.push(rect(x, y + fs * 3.7, fw, 1, t.line));
  for (let i = 0; i < 3; i++) {
    const ry = y + fs * (5.2 + i * 1.9);
    out.push(tick(x + fs * 1.2, ry - fs * 0.55, fs * 1.05, ok, 1.8, c.rtl));
    ink.bar(x + fs * 3, ry - fs * 0.22, fw * rng.range(0.3, 0.5), fs * 0.45, t.text, 0.6);
    ink.text(x + fw - fs, ry + fs * 0.3, `${rng.int(1, 9)}.${rng.int(0, 9)}s`, { size: fs * 0.8, fill: t.muted, anchor: 'end', num: true });
  }
  return out.join('') + String(ink);
}

/** The light card over the terminal's corner: the tool installed, its name and version. */
function versionCard(c: Ctx, ed: Ed, win: Win): string {
  const { W, H, t, rng } = c;
  const { fs, r } = win;
  const ink = new Ink(c);
  const fw = Math.min(W * 0.36, fs * 20), fh = fs * 5;
  const x = Math.min(W - fw - W * 0.02, win.x + win.w - fw * 0.7), y = Math.min(H - fh - H * 0.05, win.y + win.h * 0.7);
  const ok = ensureContrast(ed.ok, t.card, 3);
  const lab = c.title || c.labels[0];
  const out = [card(c, x, y, fw, fh, r, 3), circle(x + fs * 2.4, y + fh / 2, fs * 1.35, ok), tick(x + fs * 1.65, y + fh / 2 - fs * 0.75, fs * 1.5, '#ffffff', 2.4, c.rtl)];
  if (lab) ink.text(x + fs * 4.4, y + fh / 2 - fs * 0.15, lab, { size: fs * 1.02, weight: 600, fill: t.text, maxW: fw - fs * 10 });
  ink.bar(x + fs * 4.4, y + fh / 2 + fs * 0.6, fw * 0.34, fs * 0.45, t.muted, 0.45);
  const pw = fs * 4.6;
  out.push(rect(x + fw - pw - fs, y + fh / 2 - fs * 0.75, pw, fs * 1.5, t.pSoft, { rx: fs * 0.75 }));
  ink.text(x + fw - fs - pw / 2, y + fh / 2 + fs * 0.3, `v${rng.int(1, 4)}.${rng.int(0, 12)}.${rng.int(0, 9)}`, { size: fs * 0.8, weight: 600, fill: t.primary, anchor: 'middle', num: true });
  return out.join('') + String(ink);
}

/** The editor: file tree, tabs, code with the current line and a suggestion after it, a terminal panel below, the status bar. */
function ide(c: Ctx, ed: Ed, ink: Ink, win: Win): string {
  const { t, rng } = c;
  const { x, w, top, fs, bleed } = win;
  const lang = language(c.words);
  const { files, open } = named(c);
  const snake = lang.ext === 'rs' || lang.ext === 'py';
  const openFile = fileName(open || 'index', lang.ext, snake);
  const out: string[] = [];
  const status = bleed ? 0 : fs * 1.7;
  const bottom = win.bottom - status;
  // File tree: the project folder open, one file per feature (the open one highlighted), a closed folder, two config files.
  const sw = w >= 560 ? Math.max(150, Math.min(250, w * 0.23)) : 0;
  if (sw) {
    out.push(rect(x, top, sw, win.bottom - top, ed.side), rect(x + sw - 1, top, 1, win.bottom - top, ed.line));
    ink.bar(x + fs, top + fs * 1.2, sw * 0.35, fs * 0.45, ed.dim, 0.8);
    const rh = fs * 1.9, ic = fs * 1.05;
    let fy = top + fs * 2.6, folders = '', filesD = '', chev = '';
    const row = (depth: number, kind: 'dir' | 'open' | 'file', label: string, on = false, bar = 0) => {
      if (fy + rh > bottom - fs) return;
      const ix = x + fs * 0.8 + depth * fs * 1.1;
      if (on) out.push(rect(x, fy, sw - 1, rh, mix(ed.side, t.primary, 0.28)));
      if (kind === 'file') filesD += fileD(ix + ic * 0.9, fy + (rh - ic) / 2, ic);
      else { chev += chevD(ix, fy + (rh - ic) / 2, ic, kind === 'open'); folders += folderD(ix + ic * 0.9, fy + (rh - ic) / 2, ic); }
      const tx = ix + ic * 2.2;
      // File names keep their left-to-right order on an RTL page ("99-99-uptime.ts"), as figures do.
      if (label) ink.text(tx, fy + rh / 2 + fs * 0.32, label, { size: fs * 0.9, fill: on ? '#ffffff' : ed.plain, weight: kind === 'file' ? 400 : 600, maxW: x + sw - tx - fs * 0.6, num: true });
      else ink.bar(tx, fy + rh / 2 - fs * 0.2, bar, fs * 0.42, ed.dim);
      fy += rh;
    };
    row(0, 'open', c.title ? fileName(c.title, '', true).replace(/\.$/, '') : '', false, sw * 0.3);
    row(1, 'open', '', false, sw * 0.12);
    const list = files.length ? files : [open];
    list.slice(0, 5).forEach((f) => row(2, 'file', fileName(f, lang.ext, snake), fileName(f, lang.ext, snake) === openFile));
    if (!list.some((f) => fileName(f, lang.ext, snake) === openFile)) row(2, 'file', openFile, true);
    row(1, 'dir', '', false, sw * 0.2);
    row(1, 'file', '', false, sw * 0.3);
    row(1, 'file', '', false, sw * 0.24);
    out.push(path(chev, 'none', { stroke: ed.dim, sw: 1.5, round: true }), path(folders, mix(ed.side, ed.str, 0.7)), path(filesD, mix(ed.side, ed.kw, 0.7)));
  }
  const ex = x + sw, ew = w - sw;
  // The terminal: at the end, full height, when the editor is wide; else under the code when the window is tall enough.
  const th = fs * 2.5;
  const side = ew > fs * 68 ? Math.min(ew * 0.4, fs * 34) : 0;
  const room = bottom - (top + th);
  const panel = !side && room > fs * 24 ? Math.min(room * 0.36, fs * 12.5) : 0;
  const cwid = ew - side;
  // Tabs: the open file, then two others (with the code, so they stay over it on an RTL page).
  const code = new Ink(ltr(c));
  const marks = [rect(ex, top, cwid, th, ed.chrome), rect(ex, top + th - 1, cwid, 1, ed.line)];
  let tx = ex;
  const tabs = [openFile, ...files.map((f) => fileName(f, lang.ext, snake)).filter((f) => f !== openFile)].slice(0, 3);
  tabs.forEach((f, i) => {
    const tw = Math.min(fs * 11, Math.max(fs * 6, f.length * fs * 0.5 + fs * 3.2));
    if (tx + tw > ex + cwid - fs) return;
    if (i === 0) marks.push(rect(tx, top, tw, th, ed.bg), rect(tx, top, tw, 2, ed.caret));
    marks.push(path(fileD(tx + fs * 0.7, top + th / 2 - fs * 0.5, fs), i ? ed.dim : mix(ed.bg, ed.kw, 0.8)), rect(tx + tw - 1, top, 1, th, ed.line));
    code.text(tx + fs * 2, top + th / 2 + fs * 0.3, f, { size: fs * 0.85, fill: i ? ed.dim : ed.plain, maxW: tw - fs * 2.6 });
    tx += tw;
  });
  const codeTop = top + th + fs * 0.6, codeBottom = bottom - panel;
  const lh = fs * 1.62, cw = fs * 0.6;
  const count = Math.max(0, Math.min(40, Math.floor((codeBottom - codeTop - fs * 0.4) / lh)));
  const lines = codeLines(rng, count, lang.braces);
  const cur = currentLine(lines, rng.range(0.35, 0.55));
  // A suggestion after the current line: two ghost lines pushed in under it, and the key that takes it.
  const at = lines[cur];
  if (at && count > 8) {
    const gi = at.indent + (at.toks.some(([k]) => k === '{') ? 1 : 0);
    lines.splice(cur + 1, 0, { indent: gi, toks: [['k', rng.int(3, 5)], ['p', rng.int(6, 12)], ['f', rng.int(8, 14)], ['p', rng.int(4, 10)]], ghost: true },
      { indent: gi, toks: [['p', rng.int(5, 9)], ['f', rng.int(6, 10)], ['s', rng.int(8, 16)]], ghost: true });
    lines.length = count;
  }
  marks.push(drawCode(code, ed, lines, { x: ex, y: codeTop, w: cwid, lh, cw, fs, tab: lang.tab, first: 1 }, cur));
  if (at && count > 8) {
    const g1 = lines[cur + 1] as CodeLine;
    const hx = ex + fs * 3.7 + (g1.indent * lang.tab + g1.toks.reduce((s2, [, l]) => s2 + l + 1, 0) + 1) * cw, hy = codeTop + (cur + 1) * lh + lh * 0.14;
    if (hx + fs * 5.6 < ex + cwid) {
      // A key cap with the tab key's arrow-to-bar, and what it does as a bar.
      const ky = hy + lh * 0.36;
      marks.push(rect(hx, hy, fs * 5.2, lh * 0.72, ed.hl, { rx: fs * 0.3, stroke: ed.line, sw: 1 }),
        path(`M${n(hx + fs * 0.5)} ${n(ky)}h${n(fs * 1.1)}M${n(hx + fs * 1.2)} ${n(ky - fs * 0.35)}l${n(fs * 0.4)} ${n(fs * 0.35)}l${n(-fs * 0.4)} ${n(fs * 0.35)}M${n(hx + fs * 1.8)} ${n(ky - fs * 0.4)}v${n(fs * 0.8)}`, 'none', { stroke: ed.dim, sw: 1.3, round: true }));
      code.bar(hx + fs * 2.6, ky - fs * 0.2, fs * 2.1, fs * 0.4, ed.dim, 0.7);
    }
  }
  if (panel) marks.push(termPanel(c, ed, code, ex, codeBottom, ew, bottom - codeBottom, fs));
  if (side) marks.push(rect(ex + cwid, top, 1, bottom - top, ed.line), termPanel(c, ed, code, ex + cwid + 1, top, side - 1, bottom - top, fs));
  out.push(unmirror(c, ex, ew, marks.join('') + String(code)));
  // Status bar in the brand colour: branch, checks, position.
  if (status) {
    out.push(rect(x, bottom, w, status, t.primary));
    const on = t.onPrimary;
    out.push(path(`M${n(x + fs)} ${n(bottom + status * 0.25)}v${n(status * 0.5)}M${n(x + fs * 1.7)} ${n(bottom + status * 0.25)}v${n(status * 0.2)}q0 ${n(status * 0.2)} ${n(-fs * 0.7)} ${n(status * 0.3)}`, 'none', { stroke: on, sw: 1.4, round: true }));
    ink.bar(x + fs * 2.4, bottom + status / 2 - fs * 0.2, fs * 3, fs * 0.4, on, 0.85);
    out.push(tick(x + fs * 6.4, bottom + status / 2 - fs * 0.45, fs * 0.9, on, 1.5, c.rtl));
    ink.text(x + fs * 7.6, bottom + status / 2 + fs * 0.3, '0', { size: fs * 0.8, fill: on, num: true });
    ink.bar(x + w - fs * 8, bottom + status / 2 - fs * 0.2, fs * 3, fs * 0.4, on, 0.7).bar(x + w - fs * 4, bottom + status / 2 - fs * 0.2, fs * 2.6, fs * 0.4, on, 0.7);
  }
  return out.join('');
}

/**
 * The editor's terminal: its tab strip, then commands as long as it has room (each with its output, green ticks and
 * their timings), the prompt again with the cursor.
 */
function termPanel(c: Ctx, ed: Ed, ink: Ink, x: number, y: number, w: number, h: number, fs: number): string {
  const { rng } = c;
  const out = [rect(x, y, w, h, mix(ed.bg, '#000000', 0.18)), rect(x, y, w, 1, ed.line)];
  const tabs = [fs * 3.6, fs * 3, fs * 4.4];
  let tx = x + fs * 1.2;
  tabs.forEach((tw, i) => {
    if (tx + tw > x + w - fs) return;
    ink.bar(tx, y + fs * 1.05, tw, fs * 0.42, i === 2 ? ed.plain : ed.dim, i === 2 ? 1 : 0.8);
    if (i === 2) out.push(rect(tx, y + fs * 1.95, tw, 1.5, ed.caret));
    tx += tw + fs * 1.6;
  });
  const lh = fs * 1.6, bh = fs * 0.56, cw = fs * 0.6;
  let ly = y + fs * 3.7;
  const left = x + fs * 1.2;
  const fits = (k = 1) => ly + lh * (k - 1) < y + h - fs * 0.6;
  const bars = (x0: number, toks: readonly (readonly [string, number])[], op = 1) => {
    let cx = x0;
    for (const [col, len] of toks) { const bw = Math.min(len * cw, x + w - fs * 4.5 - cx); if (bw < cw) break; ink.bar(cx, ly - bh * 1.1, bw, bh, col, op); cx += (len + 1) * cw; }
    return cx;
  };
  for (let run = 0; run < 3 && fits(4); run++) {
    ink.text(left, ly, '$', { size: fs * 0.9, weight: 700, fill: ed.ok });
    bars(left + cw * 2, [[ed.fn, rng.int(3, 5)], [run ? ed.kw : ed.plain, rng.int(4, 7)], [ed.str, rng.int(8, 14)]]);
    ly += lh;
    for (let i = rng.int(1, 2); i > 0 && fits(2); i--, ly += lh) bars(left, [[ed.dim, rng.int(12, 30)], [ed.dim, rng.int(4, 12)]], 0.8);
    for (let i = 0, k = run ? rng.int(2, 4) : 2; i < k && fits(2); i++, ly += lh) {
      out.push(tick(left - fs * 0.1, ly - fs * 1.05, fs * 1.05, ed.ok, 2));
      bars(left + cw * 2.4, [[i === k - 1 ? ed.ok : ed.plain, rng.int(8, 16)], [ed.dim, rng.int(4, 10)]]);
      ink.text(x + w - fs * 1.2, ly, `${rng.int(12, 940)} ms`, { size: fs * 0.8, fill: ed.dim, anchor: 'end', num: true });
    }
    ly += lh * 0.4;
  }
  if (fits()) {
    ink.text(left, ly, '$', { size: fs * 0.9, weight: 700, fill: ed.ok });
    out.push(rect(left + cw * 2, ly - fs * 0.9, cw, fs * 1.1, ed.plain, { op: 0.85 }));
  }
  return out.join('');
}

/** One file of code: activity icons, tabs, breadcrumbs, changed lines marked in the gutter, a type hint under a call, a minimap. */
function code(c: Ctx, ed: Ed, _ink: Ink, win: Win): string {
  const { rng } = c;
  const { x, w, top, bottom } = win;
  const fs = win.fs * 1.15;
  const lang = language(c.words);
  const { open } = named(c);
  const snake = lang.ext === 'rs' || lang.ext === 'py';
  const file = fileName(open || 'index', lang.ext, snake);
  const out: string[] = [];
  // Activity bar: files (on), search, branch, run.
  const ab = fs * 3.2;
  out.push(rect(x, top, ab, bottom - top, ed.side), rect(x + ab - 1, top, 1, bottom - top, ed.line), rect(x, top + fs * 0.8, 2, fs * 2.2, ed.caret));
  const ix = x + ab / 2 - fs * 0.6, s = fs * 1.2;
  out.push(path(fileD(ix, top + fs * 1.3, s), 'none', { stroke: ed.plain, sw: 1.5, round: true }));
  out.push(circle(ix + s * 0.42, top + fs * 4.9 + s * 0.42, s * 0.3, 'none', { stroke: ed.dim, sw: 1.5 }),
    path(`M${n(ix + s * 0.64)} ${n(top + fs * 4.9 + s * 0.64)}l${n(s * 0.28)} ${n(s * 0.28)}M${n(ix + s * 0.3)} ${n(top + fs * 7.9)}v${n(s * 0.9)}M${n(ix + s * 0.8)} ${n(top + fs * 7.9)}v${n(s * 0.3)}q0 ${n(s * 0.3)} ${n(-s * 0.5)} ${n(s * 0.5)}M${n(ix + s * 0.25)} ${n(top + fs * 10.8)}l${n(s * 0.6)} ${n(s * 0.4)}l${n(-s * 0.6)} ${n(s * 0.4)}z`, 'none', { stroke: ed.dim, sw: 1.5, round: true }));
  const ex = x + ab, ew = w - ab;
  // Tabs: the file of this feature (its tests' file over their pane); they stay over their panes on an RTL page.
  const th = fs * 2.5;
  const ci = new Ink(ltr(c));
  const tw = Math.min(ew * 0.5, Math.max(fs * 7, file.length * fs * 0.5 + fs * 3.4));
  const marks = [rect(ex, top, ew, th, ed.chrome), rect(ex, top + th - 1, ew, 1, ed.line), rect(ex, top, tw, th, ed.bg), rect(ex, top, tw, 2, ed.caret), rect(ex + tw, top, 1, th, ed.line),
    path(fileD(ex + fs * 0.7, top + th / 2 - fs * 0.5, fs), mix(ed.bg, ed.kw, 0.8))];
  ci.text(ex + fs * 2, top + th / 2 + fs * 0.3, file, { size: fs * 0.85, fill: ed.plain, maxW: tw - fs * 2.6 });
  // Breadcrumbs: folder › file › symbol.
  const by = top + th + fs * 0.9;
  ci.bar(ex + fs * 1.2, by, fs * 2.2, fs * 0.42, ed.dim, 0.8).bar(ex + fs * 4.6, by, fs * 5, fs * 0.42, ed.dim, 0.8).bar(ex + fs * 10.8, by, fs * 4, fs * 0.42, ed.fn, 0.8);
  marks.push(path(chevD(ex + fs * 3.5, by - fs * 0.3, fs * 0.9, false) + chevD(ex + fs * 9.7, by - fs * 0.3, fs * 0.9, false), 'none', { stroke: ed.dim, sw: 1.2, round: true }));
  // Code; beside it the feature's tests, each passing, when the window is wide, else a minimap.
  const split = ew > fs * 50 ? ew * 0.6 : 0;
  const mm = !split && ew > fs * 40 ? fs * 5.5 : 0;
  const codeTop = by + fs * 1.3, lh = fs * 1.62, cw = fs * 0.6;
  const cwid = split || ew - mm;
  const count = Math.max(0, Math.min(40, Math.floor((bottom - codeTop - fs * 0.6) / lh)));
  const lines = codeLines(rng, count, lang.braces);
  const cur = currentLine(lines, rng.range(0.2, 0.35));
  marks.push(drawCode(ci, ed, lines, { x: ex, y: codeTop, w: cwid, lh, cw, fs, tab: lang.tab, first: rng.int(1, 40) }, cur));
  // Changed lines: a run added (green) and one modified (the keyword colour) in the gutter.
  const add = rng.int(Math.max(0, cur - 2), cur), len = rng.int(2, 4);
  marks.push(rect(ex + fs * 3.05, codeTop + add * lh, 3, Math.max(0, Math.min(len, count - add)) * lh, ed.ok));
  if (cur + 9 < count) marks.push(rect(ex + fs * 3.05, codeTop + (cur + 8) * lh, 3, lh, ed.kw));
  if (split) {
    const sx = ex + split, sw2 = ew - split;
    const test = lang.ext === 'py' ? `test_${file}` : file.replace(/\.(\w+)$/, lang.ext === 'rs' || lang.ext === 'go' ? '_test.$1' : '.test.$1');
    marks.push(rect(sx, top, 1, bottom - top, ed.line), rect(sx + 1, top, Math.min(sw2 * 0.8, Math.max(fs * 7, test.length * fs * 0.5 + fs * 3.4)), th - 1, ed.bg),
      path(fileD(sx + fs * 0.7, top + th / 2 - fs * 0.5, fs), ed.dim));
    ci.text(sx + fs * 2, top + th / 2 + fs * 0.3, test, { size: fs * 0.85, fill: ed.dim, maxW: sw2 * 0.8 - fs * 2.6 });
    const tl = codeLines(rng, count, lang.braces);
    marks.push(drawCode(ci, ed, tl, { x: sx + fs * 0.6, y: codeTop, w: sw2 - fs * 0.6, lh, cw, fs, tab: lang.tab, first: 1 }));
    // A passing mark beside each test.
    let ok = '';
    tl.forEach((l, i) => { if (l.indent === 0 && l.toks.some(([k]) => k === 'f')) ok += `M${n(sx + fs * 0.75)} ${n(codeTop + i * lh + lh / 2)}h0`; });
    if (ok) marks.push(path(ok, 'none', { stroke: ed.ok, sw: fs * 0.7, round: true }));
    ci.bar(sx + fs * 1.2, by, fs * 2.6, fs * 0.42, ed.dim, 0.8).bar(sx + fs * 4.4, by, fs * 4.4, fs * 0.42, ed.dim, 0.8);
  } else if (tw + fs * 8 < ew) ci.bar(ex + tw + fs * 2, top + th / 2 - fs * 0.21, fs * 4.5, fs * 0.42, ed.dim, 0.8);
  if (mm) {
    const mx = ex + ew - mm + fs * 0.6, k = 0.22;
    marks.push(rect(ex + ew - mm, codeTop - fs * 0.3, 1, bottom - codeTop, ed.line), rect(ex + ew - mm + 1, codeTop + cur * lh * k - fs, mm, fs * 5, ed.hl));
    codeLines(rng, Math.min(60, Math.floor((bottom - codeTop) / (lh * k))), lang.braces).forEach((l, i) => {
      let lx = mx + l.indent * lang.tab * cw * k;
      for (const [kind, ln] of l.toks) {
        if (kind !== '{' && kind !== '}' && lx + ln * cw * k < ex + ew - fs * 0.4) ci.bar(lx, codeTop + i * lh * k, ln * cw * k, 2, COLOUR[kind](ed), 0.6);
        lx += (ln + 1) * cw * k;
      }
    });
  }
  // The type hint under the current line's call, over the code: signature, a rule, two lines of its doc.
  const ln = lines[cur];
  let hint = '';
  if (ln && count > 6) {
    const hi = new Ink(ltr(c));
    let fx = ex + fs * 3.7 + ln.indent * lang.tab * cw;
    for (const [kind, l] of ln.toks) { if (kind === 'f') break; fx += (l + 1) * cw; }
    const hw = Math.min(cwid - fs * 6, fs * 22), hh = fs * 6.4;
    const hx = Math.min(fx, ex + cwid - hw - fs), hy = codeTop + (cur + 1) * lh + fs * 0.2;
    const face = mix(ed.bg, '#ffffff', 0.1);
    hi.bar(hx + fs, hy + fs * 1.1, fs * 1.6, fs * 0.56, ed.kw).bar(hx + fs * 3.2, hy + fs * 1.1, fs * 4.5, fs * 0.56, ed.fn).bar(hx + fs * 8.3, hy + fs * 1.1, hw * 0.2, fs * 0.56, ed.plain)
      .bar(hx + fs * 9 + hw * 0.2, hy + fs * 1.1, Math.max(fs, hw - fs * 10 - hw * 0.2), fs * 0.56, ed.str);
    hi.bar(hx + fs, hy + fs * 3.5, hw * 0.8, fs * 0.48, ed.dim).bar(hx + fs, hy + fs * 4.8, hw * 0.52, fs * 0.48, ed.dim);
    hint = [rect(hx - 2, hy + 4, hw + 4, hh + 2, '#000000', { rx: fs * 0.5, op: 0.4 }), rect(hx, hy, hw, hh, face, { rx: fs * 0.4, stroke: mix(face, '#ffffff', 0.12), sw: 1 }),
      rect(hx, hy + fs * 2.45, hw, 1, mix(face, '#ffffff', 0.1)), String(hi)].join('');
    // The call it explains, underlined.
    marks.push(rect(fx, codeTop + cur * lh + lh * 0.82, (ln.toks.find(([k]) => k === 'f')?.[1] ?? 6) * cw, 1.5, ed.fn, { op: 0.7 }));
  }
  out.push(unmirror(c, ex, ew, marks.join('') + String(ci) + hint));
  return out.join('');
}

/** A terminal: the feature's tab, a command installing the tool, progress, steps ticked, the files it made, a box saying it is done, and the prompt again. */
function terminal(c: Ctx, ed: Ed, ink: Ink, win: Win): string {
  const { rng } = c;
  const { x, w, top, bottom } = win;
  const fs = Math.max(win.fs, Math.min(win.fs * 1.35, (bottom - top) / 30));
  const { open } = named(c);
  const out: string[] = [];
  // Tab strip: the feature's session, another, a "+".
  const th = win.fs * 2.5;
  out.push(rect(x, top, w, th, ed.chrome), rect(x, top + th - 1, w, 1, ed.line));
  const tw = Math.min(w * 0.4, win.fs * 14);
  out.push(rect(x, top, tw, th, ed.bg), rect(x, top + th - 2, tw, 2, ed.caret), rect(x + tw, top, 1, th, ed.line));
  if (open) ink.text(x + win.fs * 1.2, top + th / 2 + win.fs * 0.32, open, { size: win.fs * 0.9, fill: ed.plain, maxW: tw - win.fs * 2.4 });
  ink.bar(x + tw + win.fs * 1.2, top + th / 2 - win.fs * 0.2, win.fs * 5, win.fs * 0.42, ed.dim, 0.8);
  out.push(path(`M${n(x + tw + win.fs * 8.4)} ${n(top + th / 2)}h${n(win.fs)}M${n(x + tw + win.fs * 8.9)} ${n(top + th / 2 - win.fs * 0.5)}v${n(win.fs)}`, 'none', { stroke: ed.dim, sw: 1.5, round: true }));
  const ti = new Ink(ltr(c));
  const marks: string[] = [];
  const lh = fs * 1.7, cw = fs * 0.6, bh = fs * 0.58, left = x + fs * 1.6;
  // Wide: a second pane at the end runs the tool and logs its requests.
  const split = w > fs * 46 ? w * 0.54 : 0;
  const right = x + (split || w) - fs * 1.6;
  let y = top + th + fs * 2.1;
  const room = () => y < bottom - fs * 0.8;
  const bars = (x0: number, toks: readonly (readonly [string, number])[], op = 1) => {
    let cx = x0;
    for (const [col, len] of toks) { if (cx + len * cw > right) break; ti.bar(cx, y - bh * 1.1, len * cw, bh, col, op); cx += (len + 1) * cw; }
    return cx;
  };
  const prompt = (toks: readonly (readonly [string, number])[]) => {
    ti.text(left, y, '$', { size: fs, weight: 700, fill: ed.ok });
    bars(left + cw * 2, toks);
    y += lh;
  };
  // Install: the command, what it fetched, the progress done.
  prompt([[ed.fn, rng.int(3, 4)], [ed.plain, rng.int(3, 7)], [ed.str, rng.int(8, 14)]]);
  if (room()) { bars(left, [[ed.dim, rng.int(14, 24)], [ed.dim, rng.int(4, 8)]], 0.85); y += lh; }
  if (room()) {
    const pw = Math.min(right - left - fs * 6, fs * 24);
    marks.push(rect(left, y - fs * 0.9, pw, fs * 0.72, ed.hl, { rx: fs * 0.36 }), rect(left, y - fs * 0.9, pw, fs * 0.72, c.defs.lin([[0, ed.kw], [1, ed.caret]], 0, 0, 1, 0), { rx: fs * 0.36 }));
    ti.text(left + pw + fs, y - fs * 0.2, '100%', { size: fs * 0.85, fill: ed.plain, num: true });
    y += lh;
  }
  // Steps ticked with their timings.
  for (let i = 0; i < 3 && room(); i++, y += lh) {
    marks.push(tick(left - fs * 0.1, y - fs * 1.1, fs * 1.1, ed.ok, 2));
    const end = bars(left + cw * 2.4, [[ed.plain, rng.int(7, 14)], [ed.dim, rng.int(5, 12)]]);
    if (end + fs * 3 < right) ti.text(end + cw, y - fs * 0.2, `${rng.int(1, 9)}.${rng.int(0, 9)}s`, { size: fs * 0.8, fill: ed.dim, num: true });
  }
  // Run: the command, then the files it made as a tree.
  if (room()) { y += lh * 0.35; prompt([[ed.fn, rng.int(3, 5)], [ed.kw, rng.int(4, 6)], [ed.plain, rng.int(5, 10)]]); }
  let tree = '';
  const kids = rng.int(3, 4);
  for (let i = 0; i < kids && room(); i++, y += lh) {
    const last = i === kids - 1;
    tree += `M${n(left + cw * 0.5)} ${n(y - lh - fs * 0.1)}V${n(last ? y - fs * 0.75 : y + lh - fs * 1.1)}M${n(left + cw * 0.5)} ${n(y - fs * 0.75)}h${n(cw * 1.6)}`;
    bars(left + cw * 3, [[i === 0 ? ed.kw : ed.str, rng.int(6, 14)], ...(i === 1 ? [[ed.dim, rng.int(4, 8)] as const] : [])]);
  }
  if (tree) marks.push(path(tree, 'none', { stroke: ed.dim, sw: 1.2 }));
  // Done: a rounded box in green round a tick and a line, then the prompt with the cursor.
  if (y + lh * 1.6 < bottom) {
    y += lh * 0.5;
    const bw = Math.min(right - left, fs * 26);
    marks.push(rect(left - fs * 0.4, y - lh * 0.95, bw, lh * 1.5, mix(ed.bg, ed.ok, 0.08), { rx: fs * 0.4, stroke: mix(ed.bg, ed.ok, 0.7), sw: 1.2 }));
    marks.push(tick(left + fs * 0.3, y - fs * 0.95, fs * 1.1, ed.ok, 2.2));
    bars(left + cw * 3.4, [[ed.ok, rng.int(9, 14)], [ed.plain, rng.int(5, 10)]]);
    y += lh * 1.6;
  }
  if (room()) {
    ti.text(left, y, '$', { size: fs, weight: 700, fill: ed.ok });
    marks.push(rect(left + cw * 2, y - fs * 0.95, cw * 1.1, fs * 1.2, ed.plain, { op: 0.85 }));
  }
  if (split) marks.push(serverPane(c, ed, ti, x + split, top + th, x + w, bottom, fs));
  out.push(unmirror(c, x, w, marks.join('') + String(ti)));
  return out.join('');
}

/** The terminal's second pane: the tool started, ready with its address, then requests logged with their status and timing. */
function serverPane(c: Ctx, ed: Ed, ink: Ink, x: number, top: number, end: number, bottom: number, fs: number): string {
  const { rng } = c;
  const lh = fs * 1.7, cw = fs * 0.6, bh = fs * 0.58, left = x + fs * 1.6, right = end - fs * 1.6;
  const out = [rect(x, top, 1, bottom - top, ed.line), rect(x + 1, top, end - x - 1, bottom - top, mix(ed.bg, '#000000', 0.12))];
  let y = top + fs * 2.1;
  const bar = (bx: number, len: number, col: string, op = 1) => { const w = Math.min(len * cw, right - bx); if (w > 0) ink.bar(bx, y - bh * 1.1, w, bh, col, op); return bx + (len + 1) * cw; };
  ink.text(left, y, '$', { size: fs, weight: 700, fill: ed.ok });
  bar(bar(left + cw * 2, rng.int(3, 5), ed.fn), rng.int(3, 6), ed.kw);
  y += lh * 1.5;
  // Ready: a green mark, a line, the time it took; the address underlined, a second address dim.
  out.push(circle(left + cw * 0.5, y - fs * 0.42, fs * 0.32, ed.ok));
  const e = bar(bar(left + cw * 2, rng.int(5, 8), ed.ok), rng.int(2, 4), ed.plain);
  if (e + fs * 4 < right) ink.text(e, y - fs * 0.2, `${rng.int(120, 900)} ms`, { size: fs * 0.8, fill: ed.dim, num: true });
  y += lh;
  let arrows = '';
  for (let i = 0; i < 2; i++, y += lh) {
    arrows += `M${n(left)} ${n(y - fs * 0.45)}h${n(cw * 1.1)}M${n(left + cw * 0.7)} ${n(y - fs * 0.8)}l${n(cw * 0.4)} ${n(fs * 0.35)}l${n(-cw * 0.4)} ${n(fs * 0.35)}`;
    const ax = bar(left + cw * 2.4, rng.int(4, 6), ed.dim);
    const ul = Math.min(rng.int(14, 22) * cw, right - ax);
    if (ul > 0) { ink.bar(ax, y - bh * 1.1, ul, bh, i ? ed.dim : ed.fn, i ? 0.7 : 1); if (!i) out.push(rect(ax, y - fs * 0.05, ul, 1.2, ed.fn, { op: 0.6 })); }
  }
  out.push(path(arrows, 'none', { stroke: ed.ok, sw: 1.4, round: true }));
  y += lh * 0.5;
  // Requests: method, path, status, time.
  for (let i = 0; y < bottom - fs * 0.8 && i < 12; i++, y += lh) {
    const px = bar(left, 3, [ed.kw, ed.fn][i % 3 === 2 ? 1 : 0] as string);
    const sx = bar(px, rng.int(6, 14), ed.plain, 0.85);
    if (sx + fs * 6 > right) continue;
    const code = i === 4 ? '304' : i === 7 ? '201' : '200';
    ink.text(Math.max(sx, right - fs * 6.4), y - fs * 0.2, code, { size: fs * 0.85, weight: 600, fill: code === '304' ? ed.dim : ed.ok, num: true });
    ink.text(right, y - fs * 0.2, `${rng.int(2, 90)} ms`, { size: fs * 0.8, fill: ed.dim, anchor: 'end', num: true });
  }
  return out.join('');
}

/**
 * An API call in the app window: a request card (method pill, the endpoint as path segments, a send button; a JSON
 * body, and the same call as a shell command) beside a dark response panel (a status pill, a timing, the JSON with
 * braces, indent and keys and values in two colours). Stacked when the page is narrow.
 */
export const api: Body = (c, _ink, { x, y, w, bottom, fs: fs0, r }) => {
  const { t, rng } = c;
  const ed = editorTones(c);
  const fs = fs0 * 1.1;
  const out: string[] = [];
  const side = w > fs * 46, gap = fs * 1.1;
  const rw = side ? w * 0.45 : w, rh = side ? bottom - y : Math.min(fs * 15, (bottom - y) * 0.45);
  // Request.
  out.push(card(c, x, y, rw, rh, r * 0.8, 0.5));
  const li = new Ink(ltr(c));
  const lm: string[] = [];
  const post = rng.chance(0.6), method = post ? 'POST' : 'GET';
  const mc = ensureContrast(post ? t.primary : mix('#16a34a', t.second, 0.1), t.card, 3.2);
  const mw = fs * (post ? 4 : 3.3), rowY = y + fs * 1.2, ih = fs * 2.4;
  lm.push(rect(x + fs, rowY, mw, ih, mix(t.card, mc, t.dark ? 0.3 : 0.14), { rx: fs * 0.45 }));
  li.text(x + fs + mw / 2, rowY + ih / 2 + fs * 0.32, method, { size: fs * 0.82, weight: 700, fill: t.dark ? mix(mc, '#ffffff', 0.35) : mc, anchor: 'middle' });
  const fx = x + fs * 1.6 + mw, fw = rw - (fx - x) - fs * 5.2;
  lm.push(rect(fx, rowY, fw, ih, t.card, { rx: fs * 0.45, stroke: t.line, sw: 1 }));
  li.text(fx + fs * 0.7, rowY + ih / 2 + fs * 0.32, '/v1/', { size: fs * 0.85, fill: t.muted });
  let px = fx + fs * 3.1, seg = '';
  for (let i = 0; i < 3; i++) {
    const sl = fs * (i === 2 ? rng.range(1.8, 3) : rng.range(2, 3.8));
    if (px + sl + fs > fx + fw) break;
    // A slash before every segment but the first.
    if (i) { seg += `M${n(px - fs * 0.85)} ${n(rowY + ih / 2 + fs * 0.45)}l${n(fs * 0.4)} ${n(-fs * 0.9)}`; }
    li.bar(px, rowY + ih / 2 - fs * 0.22, sl, fs * 0.45, i === 2 ? t.primary : t.text, i === 2 ? 0.9 : 0.65);
    px += sl + fs * 1.3;
  }
  if (seg) lm.push(path(seg, 'none', { stroke: t.muted, sw: 1.2, round: true }));
  lm.push(rect(x + rw - fs * 4.6, rowY, fs * 3.6, ih, t.primary, { rx: fs * 0.45 }),
    path(`M${n(x + rw - fs * 3.25)} ${n(rowY + ih / 2 - fs * 0.5)}l${n(fs * 0.9)} ${n(fs * 0.5)}l${n(-fs * 0.9)} ${n(fs * 0.5)}z`, t.onPrimary));
  // Tabs under the row: body (on), headers, auth.
  const tabY = rowY + ih + fs * 1.4;
  [fs * 2.6, fs * 3.6, fs * 2.4].forEach((tw, i, a) => {
    const tx = x + fs + a.slice(0, i).reduce((s2, v) => s2 + v + fs * 1.4, 0);
    li.bar(tx, tabY, tw, fs * 0.45, i ? t.muted : t.primary, i ? 0.5 : 0.9);
    if (!i) lm.push(rect(tx, tabY + fs * 0.95, tw, 2, t.primary));
  });
  lm.push(rect(x + fs, tabY + fs * 0.95 + 2, rw - fs * 2, 1, t.line));
  // The body: a small JSON object on the light card (a GET has no body: its query parameters, a key and a value a row).
  const jl = fs * 1.75;
  let jy = tabY + fs * 2.9;
  const keyC = t.dark ? mix(t.primary, '#ffffff', 0.3) : t.primary, valC = ensureContrast(t.second, t.card, 2.6);
  const brace = (ch: string, bx: number) => li.text(bx, jy + fs * 0.35, ch, { size: fs * 0.95, fill: t.muted });
  const sample = side && rh > fs * 26;
  const jEnd = sample ? y + rh - fs * 11 : y + rh - fs * 0.6;
  if (post) {
    if (jy + jl < jEnd) { brace('{', x + fs); jy += jl; }
    for (let i = 0, n0 = side ? 8 : 2; i < n0 && jy + jl * 2 < jEnd + fs * 0.6; i++, jy += jl) {
      const kx = x + fs * 2.4, kw = fs * rng.range(2.4, 4.5);
      li.bar(kx, jy - fs * 0.24, kw, fs * 0.48, keyC, 0.9).dot(kx + kw + fs * 0.55, jy - fs * 0.2, fs * 0.12, t.muted).dot(kx + kw + fs * 0.55, jy + fs * 0.2, fs * 0.12, t.muted);
      if (i % 3 === 1) li.text(kx + kw + fs * 1.2, jy + fs * 0.32, `${rng.int(100, 9900)}`, { size: fs * 0.85, fill: t.text, num: true });
      else li.bar(kx + kw + fs * 1.2, jy - fs * 0.24, Math.min(fs * rng.range(3, 7), x + rw - (kx + kw + fs * 2.4)), fs * 0.48, valC, 0.9);
    }
    if (jy < jEnd + fs * 0.6) brace('}', x + fs);
  } else {
    const rl = fs * 2.3, mid = x + rw * 0.45;
    jy -= fs * 0.6;
    let rules = '';
    for (let i = 0; i < (side ? 6 : 3) && jy + rl < jEnd; i++, jy += rl) {
      const on = i < 3;
      lm.push(rect(x + fs, jy + rl / 2 - fs * 0.5, fs, fs, on ? t.primary : t.card, { rx: fs * 0.2, stroke: on ? t.primary : t.line, sw: 1 }));
      if (on) lm.push(tick(x + fs * 1.05, jy + rl / 2 - fs * 0.45, fs * 0.9, t.onPrimary, 1.5));
      li.bar(x + fs * 2.8, jy + rl / 2 - fs * 0.24, Math.min(mid - x - fs * 4, fs * rng.range(2.5, 5)), fs * 0.48, on ? keyC : t.muted, on ? 0.9 : 0.5)
        .bar(mid, jy + rl / 2 - fs * 0.24, Math.min(x + rw - mid - fs, fs * rng.range(2.5, 6)), fs * 0.48, on ? valC : t.muted, on ? 0.9 : 0.5);
      rules += `M${n(x + fs)} ${n(jy + rl)}H${n(x + rw - fs)}`;
    }
    if (rules) lm.push(path(rules, 'none', { stroke: t.line, sw: 1 }));
  }
  // The same call as a shell command, in a dark block at the foot of the card.
  if (sample) {
    const by = y + rh - fs * 9.6, bw = rw - fs * 2, bx = x + fs;
    lm.push(rect(bx, by, bw, fs * 8.6, ed.bg, { rx: r * 0.6 }));
    const cl = fs * 1.75;
    li.text(bx + fs, by + fs * 2, '$', { size: fs * 0.9, weight: 700, fill: ed.ok });
    li.bar(bx + fs * 2.2, by + fs * 1.66, fs * 2.4, fs * 0.5, ed.fn).bar(bx + fs * 5.2, by + fs * 1.66, Math.min(bw - fs * 7, fs * rng.range(9, 14)), fs * 0.5, ed.str);
    for (let i = 1; i < 4; i++) {
      const ly = by + fs * 1.66 + i * cl;
      li.bar(bx + fs * 2.2, ly, fs * 1.2, fs * 0.5, ed.kw).bar(bx + fs * 4.2, ly, Math.min(bw - fs * 6, fs * rng.range(6, 12)), fs * 0.5, i === 3 ? ed.plain : ed.str, i === 3 ? 0.8 : 1);
    }
  }
  out.push(unmirror(c, x, rw, lm.join('') + String(li), sample));
  // Response.
  const sx = side ? x + rw + gap : x, sy = side ? y : y + rh + gap, sw = side ? w - rw - gap : w, sb = bottom;
  if (sb - sy < fs * 5) return out.join('');
  out.push(rect(sx, sy, sw, sb - sy, ed.bg, { rx: r * 0.8 }), rect(sx, sy + fs * 3.4, sw, 1, ed.line));
  const ri = new Ink(ltr(c));
  const rm: string[] = [];
  const okC = ed.ok;
  rm.push(rect(sx + fs, sy + fs * 0.8, fs * 4.2, fs * 1.8, mix(ed.bg, okC, 0.2), { rx: fs * 0.9 }));
  ri.dot(sx + fs * 1.85, sy + fs * 1.7, fs * 0.25, okC).text(sx + fs * 2.5, sy + fs * 2.05, post ? '201' : '200', { size: fs * 0.9, weight: 700, fill: okC, num: true });
  ri.bar(sx + fs * 5.9, sy + fs * 1.47, fs * 2.4, fs * 0.46, ed.dim, 0.8);
  ri.text(sx + sw - fs * 3.4, sy + fs * 2.05, `${rng.int(18, 240)} ms`, { size: fs * 0.8, fill: ed.dim, anchor: 'end', num: true });
  // Copy button.
  rm.push(rect(sx + sw - fs * 2.4, sy + fs * 1.15, fs * 0.9, fs * 1, 'none', { rx: fs * 0.2, stroke: ed.dim, sw: 1.2 }), rect(sx + sw - fs * 2.05, sy + fs * 0.85, fs * 0.9, fs * 1, ed.bg, { rx: fs * 0.2, stroke: ed.dim, sw: 1.2 }));
  const ln = fs * 1.75, tab = fs * 1.5, bh = fs * 0.52;
  let ly = sy + fs * 5.2;
  const text = (ch: string, d: number) => ri.text(sx + fs * 1.2 + d * tab, ly + fs * 0.32, ch, { size: fs * 0.95, fill: ed.plain });
  const pair = (d: number, kind: 's' | 'n' | 'k' | 'o' | 'a') => {
    const kx = sx + fs * 1.2 + d * tab, kw = fs * rng.range(2.2, 4.6);
    ri.bar(kx, ly - bh / 2, kw, bh, ed.kw).dot(kx + kw + fs * 0.5, ly - fs * 0.18, fs * 0.11, ed.plain).dot(kx + kw + fs * 0.5, ly + fs * 0.18, fs * 0.11, ed.plain);
    const vx = kx + kw + fs * 1.1;
    if (kind === 's') ri.bar(vx, ly - bh / 2, Math.max(fs, Math.min(fs * rng.range(3, 9), sx + sw - vx - fs)), bh, ed.str);
    else if (kind === 'n') ri.text(vx, ly + fs * 0.32, `${rng.int(100, 99999)}`, { size: fs * 0.88, fill: ed.num, num: true });
    else if (kind === 'k') ri.bar(vx, ly - bh / 2, fs * (rng.chance(0.5) ? 1.9 : 2.4), bh, ed.fn);
    else ri.text(vx, ly + fs * 0.32, kind === 'o' ? '{' : '[', { size: fs * 0.95, fill: ed.plain });
  };
  // Balanced whatever the room: pairs, then a nested object and an array only where they close, then pairs again.
  type Row = readonly ['s' | 'n' | 'k' | 'o' | 'a' | 'end' | 'endA' | 'sv', number];
  let left = Math.min(22, Math.floor((sb - fs * 0.4 - ly) / ln) - 2);
  const shape: Row[] = [];
  const take = (rows: readonly Row[]) => { if (rows.length <= left) { shape.push(...rows); left -= rows.length; } };
  for (const row of [['s', 1], ['s', 1], ['n', 1], ['k', 1]] as const) take([row]);
  take([['o', 1], ['s', 2], ['n', 2], ['k', 2], ['end', 1]]);
  take([['a', 1], ['sv', 2], ['sv', 2], ['sv', 2], ['endA', 1]]);
  for (let i = 0; left > 0; i++) take([[(['s', 'n', 'k', 's'] as const)[i % 4] as 's', 1]]);
  text('{', 0); ly += ln;
  for (const [kind, d] of shape) {
    if (kind === 'end') text('}', d);
    else if (kind === 'endA') text(']', d);
    else if (kind === 'sv') ri.bar(sx + fs * 1.2 + d * tab, ly - bh / 2, fs * rng.range(4, 9), bh, ed.str);
    else pair(d, kind);
    ly += ln;
  }
  if (shape.length || ly < sb - fs * 0.2) text('}', 0);
  rm.push(String(ri));
  out.push(unmirror(c, sx, sw, rm.join('')));
  return out.join('');
};
