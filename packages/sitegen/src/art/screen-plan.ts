import type { Ctx } from './ctx';
import { sibling } from './ctx';
import { createRng } from './rng';
import { unicodeWords } from '../word-re';

/**
 * Which app screen a product-screen picture shows. A software site shows one screenshot per feature
 * (alternating features) plus the hero and a benefits picture; if they were all the dashboard, the
 * page would show one picture five times (issue 15). So each feature gets its own kind of screen,
 * chosen from its name where it says what it is ("bank reconciliation" ▶ a table of transactions,
 * "VAT return preparation" ▶ a form, "receipt capture" ▶ captured documents, "sharing" ▶ a thread),
 * the others from a per-project order, never one twice on a page while kinds remain.
 */
export type Screen = 'dashboard' | 'table' | 'form' | 'board' | 'calendar' | 'chat' | 'files' | DevScreen;
/** A developer tool's screens (`screens-dev.ts`): the editor with its terminal (the hero), a file of code, a terminal, an API call. */
export type DevScreen = 'ide' | 'code' | 'terminal' | 'api';

export const SCREENS: readonly Screen[] = ['dashboard', 'table', 'form', 'board', 'calendar', 'chat', 'files'];
/** The developer screens a developer tool's features walk first, before the app screens. */
export const DEV_SCREENS: readonly DevScreen[] = ['code', 'terminal', 'api'];

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

/**
 * A developer tool's feature words that name one of its screens, looked at before `WORDS`: "SIMD parsing", "Zero-copy",
 * "Typed with TypeScript", "No dependencies", "Plugins" ▶ a file of code; "CLI", "Install with npm", "Templates",
 * "Works with pnpm" ▶ a terminal; "One API", "Webhooks", "REST endpoints", "SDKs" ▶ a request and its response;
 * "99.99% uptime", "Latency" ▶ the dashboard (a developer tool's hero is the editor, so the dashboard is free).
 */
export const DEV_WORDS: readonly (readonly [Screen, RegExp])[] = [
  ['code', unicodeWords(/pars(?:e|er|ers|ing)\b|zero[- ]?copy|\btyp(?:e|es|ed|ing|ado|é|isiert)\b|typescript|type[- ]safe|dependenc|\btipad|abhängigkeit|dépendance|dipendenz|\bdeps\b|plug-?ins?\b|unsafe|\bsyntax|autocomplet|intellisense|\blint|refactor|snippet|\bide\b|\b(?:neo)?vim\b|keyboard|shortcut|\bhooks?\b|\bcomponents?\b|\bmacros?\b|generics|async|memory[- ]safe|source code|\bcode\b|型|プラグイン|插件|依赖|依存|الإضافات/iu)],
  ['terminal', unicodeWords(/\bclis?\b|command|install|terminal|\bshell\b|scaffold|templates?\b|\bnpx\b|\bnpm\b|pnpm|\byarn\b|\bpip\b|\bcargo\b|homebrew|\bbrew\b|deploy|one[- ]liner|\bbuilds?\b|set ?up\b|works with|cross[- ]platform|comando|commande|befehl|instal|コマンド|命令|インストール|安装|تثبيت/iu)],
  ['api', unicodeWords(/\bapis?\b|webhooks?|endpoints?|\brest(?:ful)?\b|graphql|\bsdks?\b|\bhttps?\b|requests?\b|\bresponses?\b|\bjson\b|integrations?\b|oauth|rate[- ]limit|\bauth\b|\bkeys?\b|ウェブフック|接口|واجهة برمجة/iu)],
  ['dashboard', unicodeWords(/uptime|\bslas?\b|latency|observab|status page|\bp9\d\b|ダッシュボード|稼働率|仪表[板盘]|可用性|لوحة/iu)],
];

/** The screen each feature name asks for, in order, all different while kinds remain; `order` breaks ties and fills. A developer tool's features (`dev`) read `DEV_WORDS` first, and its hero holds the editor instead of the dashboard. */
export function planScreens(features: readonly string[], order: readonly Screen[], dev = false): Screen[] {
  const used = new Set<Screen>([dev ? 'ide' : 'dashboard']);
  const table = dev ? [...DEV_WORDS, ...WORDS] : WORDS;
  const out: (Screen | undefined)[] = features.map(() => undefined);
  // Two passes: named kinds first (a later feature that names "table" keeps it), then the rest fill in.
  features.forEach((f, i) => {
    const hit = table.find(([s, re]) => !used.has(s) && re.test(f));
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
 * What a developer tool is, named as the thing itself: an SDK, an API, a CLI, a parser, a compiler, a browser
 * extension. Enough on its own when it is the first thing the brief's head names (`devTool`).
 */
const DEV_THING = unicodeWords(/\b(?:sdks?|apis?(?![- ](?:first|driven|based))|clis?|command[- ]line(?: tool| interface)?|parsers?|compilers?|linters?|code formatters?|bundlers?|orms?|(?:npm|pypi|python|node|go|rust|composer|nuget) (?:package|module)s?|(?:chrome|browser|firefox|edge|safari|vs ?code|visual studio code|editor|ide|jetbrains|neovim|vim) (?:extension|plugin|add-on)s?|(?:extension|plugin|add-on)s? for (?:vs ?code|visual studio code|your (?:editor|ide|browser)|(?:neo)?vim|jetbrains|intellij|chrome|firefox)|(?:extensi[oó]n|erweiterung|estensione|extensão|extensie) (?:para |pour |per |voor |für |de )?(?:chrome|firefox|vs ?code)|chrome-erweiterung|dev ?tools|developer tools?|l[ií]nea de comandos|ligne de commande|kommandozeile|riga di comando|linha de comando|opdrachtregel)\b|コマンドライン|命令行|拡張機能|扩展程序|سطر الأوامر/iu);
/**
 * Things a developer tool may be that other trades have too ("a public library", "a payment terminal", "a compliance
 * framework", "crates of vegetables", "sign language interpreters"): they name a developer tool only beside a `DEV_CONTEXT` word ("an open-source library", "for the terminal, in Rust").
 */
const DEV_THING_WEAK = unicodeWords(/\b(?:librar(?:y|ies)|frameworks?|(?<!(?:payment|card|bus|ferry|airport|cruise|container|grain) )terminals?|runtimes?|interpreters?|crates?|toolkits?|plug-?ins?|biblioteca|librer[ií]a|biblioth[eè]que|bibliothek|libreria|bibliotheek)\b|ライブラリ|フレームワーク|ツール|框架|库|工具/iu);
const WEAK_ALL = new RegExp(DEV_THING_WEAK.source, 'giu');
/** A product for people who are not developers, named as the thing itself: "booking software with an API" is software. */
const APP_THING = unicodeWords(/\b(?:apps?|applications?|software|platforms?|websites?|site builders?|website builders?|marketplaces?|services?|systems?|suites?|portals?|crms?|games?|newsletters?|shops?|stores?|aplicaci[oó]n|logiciel|anwendung|applicazione|aplicativo|plataforma|plateforme|plattform|piattaforma)\b|アプリ|ソフト|应用|软件|平台|تطبيق|منصة/iu);
/** Words of a developer's world, counted once each: its languages, package managers, hosts, formats, readers. */
const DEV_CONTEXT: readonly RegExp[] = [
  /\b(?:open[- ]?source|foss|mit[- ]licen[cs]ed|apache[- ]2(?:\.0)?|a?gpl(?:-?v?[23])?|c[óo]digo (?:abierto|aberto)|logiciel libre|quelloffen\w*)\b|オープンソース|开源|مفتوح المصدر/,
  /\b(?:github|gitlab|bitbucket|git|repos?|repository|repositories|monorepos?|pull requests?)\b/,
  /\b(?:npm|npx|pnpm|yarn|pip|pypi|cargo|crates\.io|homebrew|composer|maven|gradle|nuget)\b/,
  /\b(?:rust|python|golang|typescript|javascript|node\.js|nodejs|deno|kotlin|elixir|haskell|wasm|webassembly|css|sass|tailwind)\b|\bc\+\+/,
  /\b(?:react|vue|svelte|angular|next\.js|django|rails|laravel|spring boot)\b/,
  /\b(?:kubernetes|k8s|docker|helm|terraform|devops|ci\/cd|continuous integration)\b|コンテナ/,
  /\b(?:developers|devs|programmers|coders|desarrolladores|développeurs|entwickler(?:innen)?|sviluppatori|ontwikkelaars|desenvolvedores)\b|開発者|开发者|المطورين/,
  /\b(?:sdks?|apis?|rest(?:ful)?|graphql|webhooks?|endpoints?|json|yaml|grpc)\b/,
  /\b(?:clis?|command[- ]line|terminal|shell|bash|zsh)\b|コマンドライン|命令行/,
  /\b(?:parsers?|compilers?|linters?|bundlers?|simd|zero[- ]copy|unsafe|memory[- ]safe|type[- ]safe|typed|no dependencies|zero dependencies|dependency[- ]free|sin dependencias)\b/,
  /\b(?:plug-?ins?|extensions?|vs ?code|neovim|vim|jetbrains|intellij|ide)\b|プラグイン|插件/,
  /\b(?:source code|codebase|self[- ]hosted|on[- ]prem)\b/,
].map((re) => unicodeWords(new RegExp(re.source, 'iu')));
/** Words of a business's own customers and trade, counted once each: "booking software with an API" is about bookings. */
const BUSINESS: readonly RegExp[] = [
  /\b(?:customers?|clients?|patients?|guests?|members|students?|parents?|families|homeowners?|tenants?|landlords?|employees|staff|candidates?)\b/,
  /\b(?:bookings?|appointments?|reservations?|calendars?|schedul\w*|rotas?|shifts?)\b/,
  /\b(?:invoic\w*|bookkeeping|accounting|accountants?|payroll|tax(?:es)?|vat|expenses?|receipts?)\b/,
  /\b(?:salons?|restaurants?|caf[eé]s?|shops?|stores?|retail|clinics?|schools?|hotels?|gyms?|studios?)\b/,
  /\b(?:small business(?:es)?|freelancers?|sole traders?|teams?|agencies)\b/,
  /\b(?:sales|marketing|crm|leads|orders?|inventory|recipes?|meals?|meditation|fitness|workouts?|sleep)\b/,
].map((re) => unicodeWords(new RegExp(re.source, 'iu')));
/** Not a tool at all: a developer for hire or looking for a role, an event or a course for developers, an agency. */
const NOT_A_TOOL = unicodeWords(/\b(?:freelance|for hire|hire me|(?<!\bfor (?:the |every |any |each |an? )?(?:modern |busy )?)(?:frontend|front-end|backend|back-end|full[- ]?stack|web|app|mobile|ios|android|software|wordpress|shopify|game|indie|solo|python|rust|react|javascript|typescript) (?:developer|engineer|programmer)(?!s)|i(?:'m| am) an? (?:[\w-]+ ){0,2}(?:developer|engineer|programmer)|looking for a (?:[\w-]+ ){0,2}(?:role|job|position)|conferences?|meetups?|summits?|congress|hackathons?|bootcamps?|courses?|agency|consultancy)\b|カンファレンス|勉強会|大会|مؤتمر/iu);
/** The audience named in the head: "for developers", "for Rust developers", "developer-first". */
const FOR_DEVELOPERS = unicodeWords(/\b(?:for (?:[\w.+#-]+ ){0,2}(?:developers|devs|programmers)|for (?:the|every|any|each) (?:[\w.+#-]+ ){0,2}(?:developer|programmer)|developer[- ](?:first|friendly)|para desarrolladores|pour (?:les )?développeurs|für entwickler(?:innen)?|per sviluppatori|voor ontwikkelaars|para desenvolvedores)\b|開発者向け|面向开发者|للمطورين/iu);

/** The head of a brief's words: up to its first full stop, at most 24 words (the industry and the name come first). */
const headOf = (words: string): string => (words.split(/[.!?](?=\s|$)|[。！？]/)[0] ?? '').split(/\s+/).slice(0, 24).join(' ');
const count = (table: readonly RegExp[], s: string): number => table.filter((re) => re.test(s)).length;

/**
 * Whether the brief's words (`Ctx.words`) are a developer tool's, whose pictures show code rather than dashboards:
 * the first thing its head names is a developer's (an API, an SDK, a parser, a CLI, a Chrome extension; a library, a
 * framework or a terminal beside a developer's word), or its head says it is for developers, or developers' words
 * dominate (three kinds or more, at least twice the business words: "オープンソースのログ収集ツール。Kubernetes…").
 * "Booking software with an API and Google Calendar sync" is software first, and its bookings outnumber its API.
 * Never a developer for hire, an event or a course for developers.
 */
export function devTool(words: string): boolean {
  if (!words || NOT_A_TOOL.test(words)) return false;
  const head = headOf(words);
  const context = count(DEV_CONTEXT, words);
  const at = (re: RegExp) => { const i = head.search(re); return i < 0 ? Infinity : i; };
  const app = at(APP_THING);
  // A weak thing needs a developer's word besides itself: "plugins" alone do not vouch for "a plugin".
  const weak = count(DEV_CONTEXT, words.replace(WEAK_ALL, ' ')) > 0 ? at(DEV_THING_WEAK) : Infinity;
  const thing = Math.min(at(DEV_THING), weak);
  if (thing < app) return true;
  if (FOR_DEVELOPERS.test(head)) return true;
  return context >= 3 && context >= 2 * count(BUSINESS, words);
}

/**
 * The screen of this picture. The hero is the dashboard (the overview). A feature's picture (labels =
 * [its name, ...all feature names], as `planImages` asks) takes its place in `planScreens`; another
 * section's picture ([heading, ...feature names]) a kind no feature took. A seed without a slot walks
 * the kinds with `sibling`. A developer tool's pictures (`devTool`) are `devScreenFor`'s.
 */
export function screenFor(c: Ctx): Screen {
  if (devTool(c.words)) return devScreenFor(c);
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

/**
 * A developer tool's screen: the hero is the editor with its terminal (`ide`); each feature the screen its name asks
 * for (`DEV_WORDS`, then `WORDS`), the others the developer screens first (code, terminal, API in a per-project
 * order), then the app's; another section's picture a developer screen no feature took, else an app screen.
 */
function devScreenFor(c: Ctx): Screen {
  const [first = '', ...rest] = c.labels;
  const item = rest.includes(first);
  if (c.slot === 'hero') return 'ide';
  const all: readonly Screen[] = ['ide', ...DEV_SCREENS, ...SCREENS];
  if (!c.slot && !item) return all[sibling(c, all.length, 'screen')] as Screen;
  const rng = createRng(`${c.family}|screens`);
  const order = [...rng.shuffle(DEV_SCREENS), ...rng.shuffle(SCREENS)];
  const plan = planScreens(rest.slice(0, 6), order, true);
  if (item) return plan[rest.indexOf(first)] ?? 'code';
  const free = order.filter((s) => !plan.includes(s));
  const dev = free.filter((s) => (DEV_SCREENS as readonly Screen[]).includes(s));
  const pool = dev.length ? dev : free;
  return pool.length ? (pool[sibling(c, pool.length, 'screen')] as Screen) : 'code';
}
