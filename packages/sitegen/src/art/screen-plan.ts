import type { Ctx } from './ctx';
import { sibling } from './ctx';
import { createRng } from './rng';

/**
 * Which app screen a product-screen picture shows. A software site shows one screenshot per feature
 * (alternating features) plus the hero and a benefits picture; if they were all the dashboard, the
 * page would show one picture five times (issue 15). So each feature gets its own kind of screen,
 * chosen from its name where it says what it is ("bank reconciliation" ▶ a table of transactions,
 * "VAT return preparation" ▶ a form, "receipt capture" ▶ captured documents, "sharing" ▶ a thread),
 * the others from a per-project order, never one twice on a page while kinds remain.
 */
export type Screen = 'dashboard' | 'table' | 'form' | 'board' | 'calendar' | 'chat' | 'files';

export const SCREENS: readonly Screen[] = ['dashboard', 'table', 'form', 'board', 'calendar', 'chat', 'files'];

/** Feature words that name a kind of screen; the first match in this order wins. */
const WORDS: readonly (readonly [Screen, RegExp])[] = [
  ['files', /receipt|photo|\bscan|upload|document|\bfiles?\b|captur|attach|\bimages?\b|\bocr\b|\bdrives?\b|storage|beleg|recibo|reçu|ricevut|\bbons?\b|文件|照片|票据|レシート|إيصال/i],
  ['calendar', /calendar|schedul|booking|appointment|meeting|\bshifts?\b|deadline|remind|\bevents?\b|\brotas?\b|agenda|\btermin|\bcitas?\b|prenota|rendez|日程|予約|موعد/i],
  ['chat', /\bchat(?!eau)|messag|support|inbox|comment|collaborat|\bshar(?:e|es|ed|ing)\b|accountant|advisor|notif|alert|\bteams?\b|steuerberater|contable|partag|消息|チャット|رسائل/i],
  ['board', /task|project|board|kanban|workflow|pipeline|sprint|roadmap|ticket|onboard|aufgabe|tarea|tâche|任务|タスク|مهام/i],
  ['table', /reconcil|transaction|invoice|ledger|inventory|records?\b|payment|\border|expens|contacts?\b|\bcrm\b|\bbank|\blist(?!en)|abgleich|factur|rechnung|fattur|对账|账|請求|فواتير/i],
  ['form', /setting|config|prepar|return|\btax|\bvat\b|\bform|setup|compliance|polic|permission|\brules?\b|filing|steuer|impuesto|\biva\b|impôt|\btva\b|申报|税|申告|ضريب/i],
  ['dashboard', /report|analytic|dashboard|metric|insight|monitor|\btrac(?:e|es|ing)\b|\blogs?\b|timeline|overview|forecast|statistic|bericht|informe|rapport|报表|レポート|تقارير/i],
];

/** The screen each feature name asks for, in order, all different while kinds remain; `order` breaks ties and fills. */
export function planScreens(features: readonly string[], order: readonly Screen[]): Screen[] {
  const used = new Set<Screen>(['dashboard']);
  const out: (Screen | undefined)[] = features.map(() => undefined);
  // Two passes: named kinds first (a later feature that names "table" keeps it), then the rest fill in.
  features.forEach((f, i) => {
    const hit = WORDS.find(([s, re]) => !used.has(s) && re.test(f));
    if (hit) { out[i] = hit[0]; used.add(hit[0]); }
  });
  return out.map((s) => {
    if (s) return s;
    const next = order.find((x) => !used.has(x)) ?? (order[0] as Screen);
    used.add(next);
    return next;
  });
}

/**
 * The screen of this picture. The hero is the dashboard (the overview). A feature's picture (labels =
 * [its name, ...all feature names], as `planImages` asks) takes its place in `planScreens`; another
 * section's picture ([heading, ...feature names]) a kind no feature took. A seed without a slot walks
 * the kinds with `sibling`.
 */
export function screenFor(c: Ctx): Screen {
  const [first = '', ...rest] = c.labels;
  const item = rest.includes(first);
  if (c.slot === 'hero') return 'dashboard';
  if (!c.slot && !item) return SCREENS[sibling(c, SCREENS.length, 'screen')] as Screen;
  const order = createRng(`${c.family}|screens`).shuffle(SCREENS.filter((s) => s !== 'dashboard'));
  const plan = planScreens(rest.slice(0, 6), order);
  if (item) return plan[rest.indexOf(first)] ?? 'dashboard';
  const free = order.filter((s) => !plan.includes(s));
  return free.length ? (free[sibling(c, free.length, 'screen')] as Screen) : 'dashboard';
}
