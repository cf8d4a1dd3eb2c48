import { mix } from './color';

/**
 * Colour words a business owner types into the free-text colour scheme field ("navy and gold",
 * "earthy greens", "#0f766e"), mapped to hex. Not the full CSS list: the CSS names that matter to
 * people plus the fashion/brand names they actually use (burgundy, terracotta, sage…).
 */
const NAMED: Record<string, string> = {
  'sky blue': '#0ea5e9', 'baby blue': '#60a5fa', 'royal blue': '#1d4ed8', 'forest green': '#166534',
  'olive green': '#4d7c0f', 'hot pink': '#db2777', 'off white': '#f8f5ee', 'dark blue': '#1e3a8a',
  navy: '#1e2a5a', blue: '#2563eb', cobalt: '#1e40af', azure: '#0284c7', cyan: '#0891b2', aqua: '#06b6d4',
  teal: '#0f766e', turquoise: '#0d9488', mint: '#10b981', emerald: '#059669', green: '#16a34a',
  sage: '#6b8f71', olive: '#65712b', lime: '#65a30d', yellow: '#eab308', mustard: '#c99a06',
  gold: '#b8860b', golden: '#b8860b', amber: '#d97706', orange: '#ea580c', peach: '#f4a27a',
  coral: '#f26b5b', salmon: '#fa8072', red: '#dc2626', crimson: '#b91c1c', scarlet: '#d7261e',
  maroon: '#7f1d1d', burgundy: '#7c1d33', wine: '#722f37', rust: '#b7410e', terracotta: '#c0603f',
  copper: '#b87333', bronze: '#a0692b', brown: '#7c4a2d', chocolate: '#5b3a29', tan: '#c8a27c',
  beige: '#e8dcc4', sand: '#d9c7a3', cream: '#f7f0e1', ivory: '#fbf8ef', khaki: '#b5a46a',
  pink: '#ec4899', rose: '#e11d48', magenta: '#c026d3', fuchsia: '#c026d3', purple: '#7e22ce',
  violet: '#7c3aed', plum: '#7a3b69', lavender: '#a78bfa', lilac: '#b497d6', indigo: '#4338ca',
  black: '#111111', charcoal: '#2f3437', slate: '#475569', grey: '#6b7280', gray: '#6b7280',
  silver: '#a8adb4', white: '#ffffff', ocean: '#0369a1', earth: '#7c5c3b', earthy: '#7c5c3b',
  neon: '#39ff14', pastel: '#f9c6d3',
};

const MODIFIERS: Record<string, [string, number]> = {
  dark: ['#000000', 0.35], deep: ['#000000', 0.25], light: ['#ffffff', 0.45], pale: ['#ffffff', 0.6],
  bright: ['#ffffff', 0.1], muted: ['#808080', 0.35], soft: ['#ffffff', 0.3],
};

// Longest names first so "sky blue" wins over "blue".
const NAMES = Object.keys(NAMED).sort((a, b) => b.length - a.length);
const TOKEN = new RegExp(
  `#(?:[0-9a-f]{6}|[0-9a-f]{3})\\b|(?:\\b(?:${Object.keys(MODIFIERS).join('|')})[\\s-]+)?\\b(?:${NAMES.join('|')})(?:e?s)?\\b`,
  'gi',
);

/**
 * Colours named in a free-text colour scheme, in the order written, as lower-case `#rrggbb`.
 * Understands hex codes (#abc, #a1b2c3), about 80 colour words (plurals too) and the modifiers
 * dark/deep/light/pale/bright/muted/soft. Unknown words are ignored, so "" or "surprise me" gives [].
 * @example parseColorScheme('navy and gold') // ['#1e2a5a', '#b8860b']
 */
export function parseColorScheme(text: string | null | undefined): string[] {
  if (!text) return [];
  const out: string[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const raw = m[0].toLowerCase();
    let hex: string | undefined;
    if (raw.startsWith('#')) {
      hex = raw.length === 4 ? '#' + [...raw.slice(1)].map((c) => c + c).join('') : raw;
    } else {
      const words = raw.split(/[\s-]+/);
      const mod = words[0] && MODIFIERS[words[0]] && words.length > 1 ? MODIFIERS[words[0]] : undefined;
      const name = (mod ? words.slice(1) : words).join(' ');
      const base = NAMED[name] ?? NAMED[name.replace(/e?s$/, '')];
      if (base) hex = mod ? mix(base, mod[0], mod[1]) : base;
    }
    if (hex && !out.includes(hex)) out.push(hex);
  }
  return out;
}
