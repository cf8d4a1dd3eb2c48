import { mix } from './color';
import { unicodeWords } from './word-re';

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

/** What a site's default colours are chosen from when its brief names none: its trade's words, its blueprint, its project. */
export interface TradeContext {
  /** The brief's own words about the trade (industry, business name, description), any language. */
  words: string;
  /** The blueprint (saas, restaurant, portfolio…), for briefs whose words name no trade. */
  blueprint?: string;
  /** The project seed, so two projects of one trade may get the trade's different palettes. */
  seed?: string;
}

type Pair = readonly [primary: string, accent: string];

/**
 * Palettes by trade, first match wins: [words, palettes]. Every primary carries white text at AA
 * (≥ 4.5:1), so buttons stay white-on-colour; accents may be lighter (they are not text colours).
 */
const TRADE_PALETTES: readonly (readonly [RegExp, readonly Pair[]])[] = [
  [/seafood|\bfish|oyster|shellfish|sushi|marisq|\bmar\b|pescad|poisson|fruits de mer|pesce|fisch|vis(restaurant|winkel)|海鲜|魚/, [['#0b4f6c', '#e76f51'], ['#0c4a6e', '#f97360']]],
  [/bak(ery|er)|pastr|patisser|pâtisser|croissant|\bbreads?\b|padaria|panader|bäcker|boulang|panific|bakker|konditor|مخبز|パン|面包|cake/, [['#9a3412', '#d97706'], ['#7c2d12', '#ca8a04']]],
  [unicodeWords(/coffee|caf[eé]\b|espresso|roaster|kaffee|tea ?room/), [['#6f4e37', '#0f766e'], ['#78350f', '#be123c']]],
  [/pizz|trattoria|osteria|italian|pasta/, [['#b91c1c', '#15803d'], ['#9f1239', '#4d7c0f']]],
  [/\bdental|dentist|\borthod|zahn|dentaire|dentale/, [['#0e7490', '#14b8a6'], ['#0f766e', '#0ea5e9']]],
  [/clinic|clínica|klinik|clinique|physio|medical|health|doctor|therap|care\b|nurs|pharma/, [['#0f766e', '#0284c7'], ['#115e59', '#0ea5e9']]],
  [/yoga|pilates|spa\b|wellness|massage|\bmeditat/, [['#3f6212', '#c2410c'], ['#4d5e2a', '#b45309']]],
  [/\bpott(?:er|ery|eries|ers)\b|ceramic|\bclay\b|kiln|陶/, [['#9a3412', '#4d7c0f']]],
  [/wedding|bride|photograph|fotograf|photographe|写真|摄影/, [['#9d174d', '#b45309'], ['#6b2c4a', '#c2410c']]],
  [/artist|painter|painting|illustrat|art gallery|fine art|atelier/, [['#6d28d9', '#ea580c'], ['#86198f', '#0d9488']]],
  [/real estate|realty|estate agen|propert|letting|immobil|inmobili/, [['#1e3a5f', '#b08850'], ['#134e4a', '#b45309']]],
  [/\blaw\b|\blegal|lawyer|solicitor|attorney|notar|account(ant|ing)|tax advis/, [['#1e3a8a', '#b45309'], ['#1f2a44', '#a16207']]],
  [/\bband\b|music|concert|festival|\bdj\b|entertain|theat/, [['#a21caf', '#f59e0b'], ['#7e22ce', '#f43f5e']]],
  [/travel|\btour(?!nament)|\bhik(?:e|es|ing|ers?)\b|\bwalking(?! distance)|trek|outdoor|hostel|ostello|camping|mountain/, [['#166534', '#0369a1'], ['#14532d', '#c2410c']]],
  [/food bank|charity|non-?profit|volunteer|community|foundation/, [['#15803d', '#ea580c'], ['#166534', '#d97706']]],
  [/\btutor|school|educat|lesson|(?<!of )\bcourses?\b|teach|academy/, [['#1d4ed8', '#f59e0b'], ['#1e40af', '#db2777']]],
  [/fashion|cloth|apparel|shirt|organic cotton|jewel|cosmetic|beauty|salon/, [['#be123c', '#0f766e'], ['#9d174d', '#65a30d']]],
];

/** Palettes of blueprints whose brief names no trade above. */
const BLUEPRINT_PALETTES: Record<string, readonly Pair[]> = {
  saas: [['#4f46e5', '#0891b2'], ['#2563eb', '#7c3aed'], ['#4338ca', '#db2777']],
  startup: [['#4f46e5', '#f43f5e'], ['#7c3aed', '#0891b2']],
  restaurant: [['#9f1239', '#d97706'], ['#7c2d12', '#15803d']],
  local: [['#0f766e', '#f59e0b'], ['#1d4ed8', '#16a34a']],
  portfolio: [['#9d174d', '#b45309'], ['#3730a3', '#ea580c']],
  agency: [['#1e3a8a', '#b45309'], ['#111827', '#e11d48']],
  ecommerce: [['#be123c', '#0f766e'], ['#3f6212', '#c2410c']],
  nonprofit: [['#15803d', '#ea580c']],
  events: [['#a21caf', '#f59e0b']],
};

/**
 * The colours a trade wears when its brief names none (issue 15: every "modern" site was the same
 * purple): a seafood restaurant deep sea blue and coral, a bakery warm browns and honey, a clinic calm
 * teal, software indigo or blue. Chosen by the trade's words, else the blueprint; among a trade's
 * palettes by the project seed. Returns `[primary, accent]` as `#rrggbb`, or [] when nothing fits.
 */
export function tradeColors(ctx: TradeContext): string[] {
  const words = ctx.words.toLowerCase();
  const list = TRADE_PALETTES.find(([re]) => re.test(words))?.[1] ?? (ctx.blueprint ? BLUEPRINT_PALETTES[ctx.blueprint] : undefined);
  if (!list?.length) return [];
  let h = 0;
  for (const ch of ctx.seed ?? '') h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return [...(list[h % list.length] as Pair)];
}
