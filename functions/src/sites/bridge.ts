import { IMPROVE_INJECT_DELAY_MS } from '@sitewright/core/limits';

/** Elements Improve mode marks (SPEC §4). */
export const IMPROVABLE = 'section, header, footer, nav, main > div, .section';

/**
 * The Improve-mode bridge served as /sites/{id}/_sw/bridge.js when the preview loads with ?improve=1.
 * It talks to the app only: messages are sent with targetOrigin = the app origin and accepted only
 * from it. After 300 ms (SPEC §9) it adds an "Improve" button to each section; a click posts the
 * section's selector (its id, or a generated data-sw-section marker) to the parent page. Buttons of
 * nested sections take alternate corners, and one that would still cover another moves down.
 * Styles are set through the CSSOM, which the generated page's CSP (style-src 'self') allows.
 */
export function bridgeScript(appOrigin: string): string {
  return `(() => {
  'use strict';
  const APP = ${JSON.stringify(appOrigin)};
  if (window.parent === window) return;
  let enabled = true;
  const buttons = [];
  const selectorOf = (el, i) => {
    if (el.id) return '#' + el.id;
    if (!el.dataset.swSection) el.dataset.swSection = String(i);
    return '[data-sw-section="' + el.dataset.swSection + '"]';
  };
  const addButtons = () => {
    const seen = new Set();
    document.querySelectorAll(${JSON.stringify(IMPROVABLE)}).forEach((el, i) => {
      if (seen.has(el)) return;
      seen.add(el);
      const selector = selectorOf(el, i);
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = 'Improve';
      b.setAttribute('aria-label', 'Improve this section (' + selector + ')');
      b.dataset.swImprove = selector;
      // A section inside another (nav in header, sections in main > div) would put its button on top of
      // the outer one's: nesting depth alternates the corner and, past two levels, moves it down.
      let depth = 0;
      for (let p = el.parentElement; p; p = p.parentElement) if (p.matches(${JSON.stringify(IMPROVABLE)})) depth++;
      Object.assign(b.style, depth % 2 ? { left: '8px' } : { right: '8px' });
      Object.assign(b.style, { position: 'absolute', zIndex: String(2147483647 - depth), padding: '6px 12px',
        font: '600 13px/1.2 system-ui, sans-serif', color: '#fff', background: '#4f46e5', border: '0', borderRadius: '999px',
        boxShadow: '0 2px 8px rgba(0,0,0,.25)', cursor: 'pointer' });
      if (getComputedStyle(el).position === 'static') el.style.position = 'relative';
      el.style.outline = '2px dashed rgba(79,70,229,.55)';
      el.style.outlineOffset = '-2px';
      b.addEventListener('click', (e) => {
        e.preventDefault();
        e.stopPropagation();
        window.parent.postMessage({ type: 'sitewright:improve', selector }, APP);
      });
      el.appendChild(b);
      buttons.push([el, b, 8 + 36 * Math.floor(depth / 2)]);
    });
    place();
  };
  // Where layout still puts one button on another (a narrow nav beside the header's own button), the
  // later one moves down until it is clear; redone when the frame is resized (device toggles).
  const place = () => {
    const placed = [];
    buttons.forEach(([, b, top]) => {
      b.style.top = top + 'px';
      for (let k = 0; k < 8; k++) {
        const r = b.getBoundingClientRect();
        if (!placed.some((p) => r.left < p.right && p.left < r.right && r.top < p.bottom && p.top < r.bottom)) break;
        b.style.top = (parseFloat(b.style.top) + 36) + 'px';
      }
      placed.push(b.getBoundingClientRect());
    });
  };
  let resizing;
  window.addEventListener('resize', () => { clearTimeout(resizing); resizing = setTimeout(place, 150); });
  const removeButtons = () => {
    buttons.splice(0).forEach(([el, b]) => { b.remove(); el.style.outline = ''; });
  };
  window.addEventListener('message', (e) => {
    if (e.origin !== APP || !e.data || e.data.type !== 'sitewright:improve-mode') return;
    enabled = Boolean(e.data.enabled);
    removeButtons();
    if (enabled) setTimeout(addButtons, ${IMPROVE_INJECT_DELAY_MS});
  });
  const start = () => setTimeout(() => { if (enabled) addButtons(); window.parent.postMessage({ type: 'sitewright:ready' }, APP); }, ${IMPROVE_INJECT_DELAY_MS});
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start); else start();
})();
`;
}
