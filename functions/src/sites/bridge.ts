import { IMPROVE_INJECT_DELAY_MS } from '@sitewright/core/limits';
import type { EditableImage, EditableText } from '@sitewright/sitegen/edit-map';

/** Elements Improve mode marks (SPEC §4). */
export const IMPROVABLE = 'section, header, footer, nav, main > div, .section';

/** What the bridge may offer to edit in place: see sitegen `editMap`. */
export interface BridgeEditMap { texts: EditableText[]; images: EditableImage[]; sections: { id: string; name: string }[]; /** A photo source is configured: images offer "Pick another". */ photoSource?: boolean }

/**
 * The editor's styles, served as /sites/{id}/_sw/bridge.css (the page's CSP allows style-src 'self',
 * not inline styles). Tools sit in each section's top padding, so they never cover its content; at rest
 * only Improve shows, the other tools on hover or keyboard focus (issue 17 §2).
 */
export const BRIDGE_CSS = `
[data-sw-edit]{cursor:text;border-radius:4px;transition:outline-color .15s}
[data-sw-edit]:hover,[data-sw-edit]:focus-visible{outline:2px dashed #4f46e5;outline-offset:3px}
[data-sw-edit][contenteditable]{outline:2px solid #4f46e5;outline-offset:3px;background:rgba(79,70,229,.06);cursor:text}
[data-sw-edit].sw-failed{outline:2px solid #dc2626}
.sw-has-tools{position:relative}
.sw-tools{position:absolute;top:8px;right:8px;z-index:2147483000;display:flex;flex-wrap:nowrap;gap:2px;justify-content:flex-end;max-width:calc(100% - 16px);padding:4px;border-radius:999px;background:rgba(255,255,255,.96);box-shadow:0 2px 10px rgba(15,23,42,.25);font:600 13px/1.2 system-ui,sans-serif}
.sw-tools>button:not([data-sw-improve]){display:none}
.sw-has-tools:hover>.sw-tools>button,.sw-tools:focus-within>button{display:inline-flex}
.sw-tools.sw-below{top:calc(100% + 8px);right:auto;left:8px}
.sw-tools button{display:inline-flex;align-items:center;justify-content:center;min-width:32px;height:32px;padding:0 8px;font-size:15px;border:0;border-radius:999px;background:transparent;color:#1e1b4b;font:inherit;cursor:pointer}
.sw-tools button:hover{background:#eef2ff}
.sw-tools button:focus-visible{outline:2px solid #4f46e5;outline-offset:1px}
.sw-tools button[data-sw-improve]{padding:0 12px;background:#4f46e5;color:#fff;font-size:13px}
.sw-tools button[data-sw-improve]:hover{background:#4338ca}
.sw-img{position:relative}
.sw-img-btn{position:absolute;left:8px;bottom:8px;z-index:2147483000;padding:6px 12px;border:0;border-radius:999px;background:#4f46e5;color:#fff;font:600 13px/1.2 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.25);cursor:pointer}
.sw-img-btn:focus-visible{outline:2px solid #fff;outline-offset:2px}
.sw-img-btn-2{left:auto;right:8px}
@media (prefers-reduced-motion:reduce){[data-sw-edit]{transition:none}}
`;

/**
 * The editor bridge served as /sites/{id}/_sw/bridge.js when the preview loads with ?improve=1
 * (SPEC §4 Improve mode, issue 17 §1–2). It talks to the app only: messages go to the app origin and
 * are accepted only from it; the page never gets the session. After 300 ms (SPEC §9) it adds, in each
 * section's top padding, a toolbar (Improve, move up and down, duplicate, another layout, add a section
 * below, delete) and an Improve button to the header and footer; it makes every text of `map` editable
 * in place (click or Enter: edit as plain text; Enter or leaving the field saves, Escape cancels) and
 * every image replaceable, and forwards Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z to the app's Undo and Redo.
 * The app answers a refused edit with `sitewright:edit-result` (ok: false): the old text comes back.
 */
export function bridgeScript(appOrigin: string, map: BridgeEditMap = { texts: [], images: [], sections: [] }): string {
  return `(() => {
  'use strict';
  const APP = ${JSON.stringify(appOrigin)};
  const MAP = ${JSON.stringify(map).replace(/</g, '\\u003c')};
  if (window.parent === window) return;
  const post = (m) => window.parent.postMessage(m, APP);
  const norm = (s) => String(s || '').replace(/\\s+/g, ' ').trim();
  const nameOf = (id) => (MAP.sections.find((s) => s.id === id) || {}).name || id;
  let enabled = true;
  let added = [];
  let editing = null;
  const sent = {};

  const button = (label, text, onClick, attrs) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    b.setAttribute('aria-label', label);
    b.title = label;
    Object.entries(attrs || {}).forEach(([k, v]) => b.setAttribute(k, v));
    b.addEventListener('click', (e) => { e.preventDefault(); e.stopPropagation(); onClick(); });
    return b;
  };
  const improveButton = (el, id) => button('Improve ' + nameOf(id), 'Improve', () => post({ type: 'sitewright:improve', selector: '#' + id, name: nameOf(id) }), { 'data-sw-improve': '#' + id });

  const addTools = () => {
    const sections = [...document.querySelectorAll('main > section[id]')];
    sections.forEach((el, i) => {
      const id = el.id, name = nameOf(id);
      const bar = document.createElement('div');
      bar.className = 'sw-tools';
      bar.setAttribute('role', 'toolbar');
      bar.setAttribute('aria-label', name + ' section tools');
      const act = (action) => () => post({ type: 'sitewright:section', action, section: id, name });
      // Improve comes last, at the right edge: the tools that appear on hover open to its left, so it never moves.
      if (el.classList.contains('k-hero')) {
        bar.append(button('Change the layout of ' + name, '\\u21c4', act('variant')), button('Add a section below ' + name, '+', act('add')));
      } else {
        if (i > 1) bar.append(button('Move ' + name + ' up', '\\u2191', act('up')));
        if (i < sections.length - 1) bar.append(button('Move ' + name + ' down', '\\u2193', act('down')));
        bar.append(button('Duplicate ' + name, '\\u29c9', act('duplicate')), button('Change the layout of ' + name, '\\u21c4', act('variant')),
          button('Add a section below ' + name, '+', act('add')), button('Delete ' + name, '\\u2715', act('delete')));
      }
      bar.append(improveButton(el, id));
      el.classList.add('sw-has-tools');
      el.prepend(bar);
      added.push(() => { bar.remove(); el.classList.remove('sw-has-tools'); });
    });
    // The header's and footer's Improve sit below the header (over the hero's top padding) and in the footer's padding.
    [['header', 'site-header', true], ['footer', 'site-footer', false]].forEach(([sel, id, below]) => {
      const el = document.querySelector(sel + '#' + id) || document.getElementById(id);
      if (!el) return;
      const bar = document.createElement('div');
      bar.className = 'sw-tools' + (below ? ' sw-below' : '');
      bar.append(improveButton(el, el.id));
      el.classList.add('sw-has-tools');
      el.append(bar);
      added.push(() => { bar.remove(); el.classList.remove('sw-has-tools'); });
    });
  };

  // Each editable text is found in its block by the text itself: the deepest element showing exactly it.
  const markTexts = () => {
    const claimed = new Set();
    MAP.texts.forEach((t) => {
      const root = document.getElementById(t.block);
      if (!root) return;
      const want = norm(t.text);
      const all = [...root.querySelectorAll('h1,h2,h3,h4,p,a,li,span,dt,dd,summary,strong,blockquote,figcaption,small,em,cite')]
        .filter((el) => !claimed.has(el) && !el.closest('.sw-tools') && norm(el.textContent) === want);
      const el = all.find((x) => !all.some((y) => y !== x && x.contains(y)));
      if (!el) return;
      claimed.add(el);
      el.dataset.swEdit = t.path;
      el.tabIndex = el.tabIndex >= 0 ? el.tabIndex : 0;
      el.setAttribute('aria-description', 'Press Enter to edit this text');
      added.push(() => { delete el.dataset.swEdit; el.removeAttribute('aria-description'); if (!el.matches('a,button')) el.removeAttribute('tabindex'); });
    });
  };
  const markImages = () => {
    document.querySelectorAll('img').forEach((img) => {
      const file = (img.getAttribute('src') || '').split('/').pop();
      const hit = MAP.images.find((m) => m.files.includes(file));
      let box = img.closest('picture') ? img.closest('picture').parentElement : img.parentElement;
      // A background picture (the banner hero's) is hidden from assistive technology: its button goes on the section.
      if (box && box.closest('[aria-hidden="true"]')) box = box.closest('section, header, footer') || box;
      if (!hit || !box || box.querySelector(':scope > .sw-img-btn')) return;
      const b = button('Replace this image', 'Replace image', () => post({ type: 'sitewright:image', imageId: hit.id }));
      b.className = 'sw-img-btn';
      box.classList.add('sw-img');
      box.append(b);
      let other = null;
      if (MAP.photoSource) {
        other = button('Pick another photo for this image', 'Pick another', () => post({ type: 'sitewright:image-another', imageId: hit.id }));
        other.className = 'sw-img-btn sw-img-btn-2';
        box.append(other);
      }
      added.push(() => { b.remove(); if (other) other.remove(); box.classList.remove('sw-img'); });
    });
  };

  const start = (el) => {
    if (editing) return;
    editing = { el, before: el.textContent, cancelled: false };
    el.setAttribute('contenteditable', 'plaintext-only');
    if (el.contentEditable !== 'plaintext-only') el.setAttribute('contenteditable', 'true');
    el.focus();
    const range = document.createRange();
    range.selectNodeContents(el);
    const sel = window.getSelection();
    sel.removeAllRanges();
    sel.addRange(range);
  };
  const finish = () => {
    if (!editing) return;
    const { el, before, cancelled } = editing;
    editing = null;
    el.removeAttribute('contenteditable');
    const value = norm(el.innerText);
    if (cancelled) { el.textContent = before; return; }
    if (value === norm(before)) return;
    el.textContent = value;
    sent[el.dataset.swEdit] = before;
    post({ type: 'sitewright:edit', path: el.dataset.swEdit, value });
  };
  document.addEventListener('click', (e) => {
    if (!enabled) return;
    const el = e.target.closest && e.target.closest('[data-sw-edit]');
    if (!el) { if (e.target.closest && e.target.closest('a[href]') && !e.target.closest('.sw-tools')) e.preventDefault(); return; }
    e.preventDefault();
    e.stopPropagation();
    start(el);
  }, true);
  document.addEventListener('keydown', (e) => {
    if (!enabled) return;
    if (editing) {
      if (e.key === 'Escape') { e.preventDefault(); editing.cancelled = true; editing.el.blur(); }
      else if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); editing.el.blur(); }
      return;
    }
    const el = e.target.closest && e.target.closest('[data-sw-edit]');
    if (el && e.key === 'Enter') { e.preventDefault(); start(el); return; }
    if ((e.ctrlKey || e.metaKey) && (e.key === 'z' || e.key === 'Z')) { e.preventDefault(); post({ type: e.shiftKey ? 'sitewright:redo' : 'sitewright:undo' }); }
  }, true);
  document.addEventListener('focusout', (e) => { if (editing && e.target === editing.el) finish(); }, true);

  const on = () => { markTexts(); markImages(); addTools(); };
  const off = () => { if (editing) { editing.cancelled = true; finish(); } added.splice(0).forEach((undo) => undo()); };
  window.addEventListener('message', (e) => {
    if (e.origin !== APP || !e.data) return;
    if (e.data.type === 'sitewright:improve-mode') {
      enabled = Boolean(e.data.enabled);
      off();
      if (enabled) setTimeout(on, ${IMPROVE_INJECT_DELAY_MS});
    }
    if (e.data.type === 'sitewright:edit-result' && !e.data.ok) {
      const el = [...document.querySelectorAll('[data-sw-edit]')].find((x) => x.dataset.swEdit === e.data.path);
      if (el && e.data.path in sent) { el.textContent = sent[e.data.path]; el.classList.add('sw-failed'); setTimeout(() => el.classList.remove('sw-failed'), 2000); }
    }
  });
  const css = document.createElement('link');
  css.rel = 'stylesheet';
  css.href = '_sw/bridge.css';
  document.head.append(css);
  const ready = () => setTimeout(() => { if (enabled) on(); post({ type: 'sitewright:ready' }); }, ${IMPROVE_INJECT_DELAY_MS});
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready); else ready();
})();
`;
}
