import { RECORDING } from './trade-words';

/**
 * The words of three kinds of group or place a `service` picture shows by a scene family of its own (service.ts
 * `TRADES`): a recording, podcast or rehearsal studio for hire (art/recording.ts), a choir, orchestra or brass band
 * (art/choir.ts), a scout or guide group and a youth club (art/scouts.ts), in English and the other site languages
 * (es pt fr de it nl ja zh ar), read from the brief's lower-case words and counted like trade-words.ts's.
 *
 * Each has core words, which name the group themselves, and words that only count beside a core word (`beside`):
 * a choir's "singing", "rehearsals" and "concerts", a scout group's "beavers", "cubs", "camps" and "hikes", a
 * studio's "soundproof", "drum kits" and "editing", a youth club's "pool table" and "tuck shop". So a choir that
 * names a piano is still a choir, while "brownies" at a bakery, "cubs" at a zoo, "rainbows" on a boat trip, a
 * hotel's "soundproofed rooms" and a church's "youth group" name none of them. Words that mean other things are
 * guarded: "Chorus" software (only a barbershop, gospel or community chorus), "Scout" as a product or a talent
 * scout (only scouts, scout groups, scouting), "studio" alone (never), "band" alone (a wedding band, broadband:
 * only a brass, wind, concert or marching band), "chores", an "anchor", coral reefs.
 */

/** A pattern counting `core`'s words, and `support`'s only when a core word is somewhere in the text (before or after). */
export function beside(core: RegExp | string, support: string): RegExp {
  const c = typeof core === 'string' ? core : core.source;
  return new RegExp(`${c}|(?:${support})(?:(?<=(?:${c})[\\s\\S]*)|(?=[\\s\\S]*(?:${c})))`, 'g');
}

/** A pattern of alternatives (one line of words each). */
const alt = (...lines: readonly string[]): string => lines.join('|');

/** A studio for hire's words besides its name (trade-words.ts `RECORDING`): its rooms, kit and services. */
const STUDIO_KIT = alt(
  String.raw`soundproof\w*|acoustic(?:ally)? treat\w*|acoustic panels|vocal booths?|drum kits?|backline|\bamps?\b|amplifiers?|mixing desks?|\bmics?\b|microphones?|engineers?|producers?`,
  String.raw`\bediting\b|\bmixing\b|\bmastering\b|by the hour|hourly|per hour|video podcasts?|\bpodcasts?\b|\bbands?\b|\bvocals\b|voice-?overs?|\bsessions?\b`,
  String.raw`insonoriz\w*|insonoris\w*|schallisolier\w*|schalldicht\w*|geluiddicht\w*|edici[óo]n|edi[çc][ãa]o|montage|schnitt|montaggio|\bmontage\b|por horas?|à l['’]heure|stundenweise|a ore|per uur`,
  String.raw`防音|編集|ポッドキャスト|剪辑|播客|隔音|عازل(?:ة)? للصوت|مونتاج|بودكاست`,
);

/** A recording, podcast or rehearsal studio for hire: `RECORDING`'s words, its kit and services beside them. */
export const STUDIO_HIRE = beside(RECORDING, STUDIO_KIT);

/** Podcasts and videos made in the studio: the hero is the podcast room (art/recording.ts). */
export const PODCAST_ROOM = /podcast|vodcast|voice-?over|ポッドキャスト|播客|بودكاست|pódcast/;

/** Bands rehearsing: the hero is the rehearsal room with its drum kit and amps. */
export const REHEARSAL_ROOM = /rehears|sala de ensa|salles? de r[ée]p[ée]tition|probe?r[äa]u|proberaum|repetitieruimte|sala prove|oefenruimte|リハーサル|リハスタ|排练|بروفات|غرف(?:ة)? التدريب/;

/** A choir's, choral society's or singing group's own names. */
const CHOIR_CORE = alt(
  String.raw`\bchoirs?\b|\bchoral\b|choristers?|\bchorales?\b|(?:community|gospel|barbershop|show|male voice|ladies['’]?|women['’]?s|men['’]?s|youth|children['’]?s|chamber|festival|pop|a cappella) chor(?:us|uses)\b|singing groups?|glee clubs?|a cappella groups?|vocal ensembles?`,
  String.raw`\bcoros?\b|(?:la|una|nuestra|el|o|um|nosso) coral\b|coral (?:polif[óo]nica|municipal|infantil|juvenil|comunit[áa]ri[ao]|da igreja|universit[áa]ri[ao]|gospel)|agrupaci[óo]n coral|grupo coral`,
  String.raw`ch(?:œ|oe)urs?\b|ensembles? vocal\w*|\bchor\b|\bchöre\b|\bchören\b|(?:kammer|kirchen|m[äa]nner|frauen|kinder|jugend|gospel|pop|jazz|projekt|konzert|schul|show)ch(?:or|öre)\b|gesangs?verein\w*|\bcorale\b|\bcorali\b`,
  String.raw`\bkoor\b|(?:kamer|gospel|pop|kinder|jeugd|mannen|vrouwen|project|kerk|zang|shanty)koor\w*|gemengd koor|zanggroep\w*|zangvereniging\w*`,
  String.raw`合唱|コーラス|聖歌隊|クワイア|クワイヤ|唱诗班|جوقة|كورال`,
);

/** An orchestra's own names. */
const ORCHESTRA = alt(
  String.raw`\borchestras?\b|philharmoni\w*|\bsinfonia\b|string ensembles?|\borquestas?\b|\borquestras?\b|\borchestres?\b(?! d['’]harmonie)|\borchester\w*|\borkest\b|\borkesten\b|(?:symfonie|kamer|jeugd|strijk)orkest\w*`,
  String.raw`オーケストラ|管弦楽|交響楽団|管弦乐|交响乐团|أوركسترا|اوركسترا`,
);

/** A brass, wind or concert band's own names (never "band" alone: a wedding band, a broadband firm). */
const BRASS = alt(
  String.raw`brass bands?|silver bands?|wind bands?|concert bands?|wind orchestras?|wind ensembles?|marching bands?|big bands?|(?:community|youth|town|village|colliery) bands?`,
  String.raw`bandas? (?:de m[úu]sica|municipal(?:es)?|sinf[óo]nicas?|filarm[óo]nicas?)|(?:sociedade )?filarm[óo]nica\b|orchestre d['’]harmonie|harmonie municipale|(?:la|une|notre) fanfare\b|blaskapelle\w*|blasorchester\w*|musikverein\w*|posaunenchor\w*|banda (?:musicale|cittadina|municipale)|bande musicali|harmonie(?:orkest|vereniging)\w*|fanfare(?:orkest|korps)\w*|brassband\w*`,
  String.raw`吹奏楽|ブラスバンド|管乐团|铜管乐队|فرقة نحاسية`,
);

/** What a choir's, orchestra's or band's brief says besides its name: singing, rehearsals, concerts, players, parts. */
const ENSEMBLE_LIFE = alt(
  String.raw`\bsing(?:s|ing|ers?)?\b|\bsung\b|rehears\w*|\bconcerts?\b|\bperform\w*|auditions?|sopranos?|\baltos?\b|tenors?|\bbass(?:es)?\b|harmon(?:y|ies)|sheet music|read music|conductors?|musical director|repertoire|musicians?|\bplayers?\b|instruments?|\bstrings?\b|\bbrass\b|woodwind|percussion`,
  String.raw`cantamos|\bcantar\w*|cantantes?|\bensayos?\b|\bensaios?\b|conciertos?|\bconcertos?\b|chant(?:er|ons|eurs?|euses?)|r[ée]p[ée]titions?|\bsingen\b|s[äa]nger\w*|\bproben?\b|konzert\w*|\bcantare\b|cantiamo|\bprove\b|\bconcerti\b|\bzingen\b|zangers?|repetities?|concerten`,
  String.raw`練習|演奏会|コンサート|排练|音乐会|演出|唱歌|غناء|حفلات|بروفات`,
);

/** A choir, choral society, singing group, orchestra or brass band (art/choir.ts). */
export const CHOIR = beside(alt(CHOIR_CORE, ORCHESTRA, BRASS), ENSEMBLE_LIFE);
/** Which ensemble a brief is: its own names counted (ties: a choir, then an orchestra). */
export const ENSEMBLES = { choir: new RegExp(CHOIR_CORE, 'g'), orchestra: new RegExp(ORCHESTRA, 'g'), brass: new RegExp(BRASS, 'g') } as const;

/** A scout or guide group's own names: scouts, scout groups, scouting, girlguiding (not a talent scout, "scouting for"). */
const SCOUT_CORE = alt(
  String.raw`(?<!talent |location |football |model |property |site |league )\bscouts\b|\bscout (?:groups?|troops?|units?|huts?|halls?|packs?|leaders?|camps?|association|movement|badges?|sections?|district|county|uniforms?|meetings?|nights?)|\bscouting\b(?! for| out| (?:locations?|talent|players?|reports?|services?|trips?|software|tools?|agency))`,
  String.raw`(?:cub|boy|girl|sea|air|explorer|beaver) scouts?|girl ?guid(?:es?|ing)|\bguide (?:units?|groups?|compan(?:y|ies)|troops?|sections?|meetings?|leaders?|huts?)|brownie (?:packs?|units?|guides?|leaders?)|rainbow (?:units?|guides?)|(?:rainbows|brownies),? (?:and )?(?:brownies|guides)`,
  String.raw`(?:grupos?|movimiento|campamentos?|agrupamentos?|groupes?|gruppo|campo|reparto) scouts?\b|escultismo|escoteir\w*|escuteir\w*|escotismo|escutismo|scoutisme|[ée]claireu(?:rs?|ses?)|guides de france|pfadfinder\w*|\bpfadi\b|scoutismo|\bagesci\b|\bcngei\b|(?:gli|degli|agli|ai|dei) scout\b|scouting\w+|padvind\w*`,
  String.raw`ボーイスカウト|ガールスカウト|カブスカウト|ビーバースカウト|ベンチャースカウト|スカウト(?:活動|団|隊)|童军|童子军|童軍|童子軍|الكشافة|كشافة|فوج كشفي|كشفية`,
);

/** What a scout group's brief says besides its name: the sections, camps, hikes, badges, the hut. */
const SCOUT_LIFE = alt(
  String.raw`\bbeavers\b|\bcubs\b|\bexplorers\b|\bsquirrels\b|\bguides\b|\bbrownies\b|\brainbows\b|\brangers\b|\bcamps?\b|\bcamping\b|\bhikes?\b|\bhiking\b|kayak\w*|canoe\w*|\bbadges?\b|campfires?|\bknots?\b|\bhut\b|expeditions?|duke of edinburgh|\bdofe\b|adventur\w*|outdoors?\b|uniforms?|neckerchiefs?|woggles?`,
  String.raw`lobatos|castores|campamentos?|excursiones|insignias|pa[ñn]oletas?|lobitos|lobinhos|acampamentos?|caminhadas|\blen[çc]os?\b|louveteaux|jeannettes|castors|randonn[ée]es?|foulards?|w[öo]lflinge|zeltlager|\blager\b|halst[üu]ch\w*|lupetti|coccinelle|esploratori|\buscite\b|fazzolett\w*|welpen|bevers|kabouters|verkenners|gidsen|\bkampen\b|\bkamp\b`,
  String.raw`キャンプ|ハイキング|露营|徒步|مخيمات?|رحلات|المرشدات`,
);

/** A scout or guide group (art/scouts.ts). */
export const SCOUTS = beside(SCOUT_CORE, SCOUT_LIFE);

/** A youth club's or youth centre's own names (not a church's "youth group", nor a candidate's "new youth centre"). */
const YOUTH_CORE = alt(
  String.raw`youth clubs?|(?<!new )youth (?:and community )?cent(?:re|er)s?|youth cafés?|youth cafes?|youth projects?|junior youth|teen(?:age)? (?:drop-ins?|clubs?|nights?)|drop-ins? for (?:young people|teenagers|teens)`,
  String.raw`clubs? juvenil(?:es)?|clubs? de j[óo]venes|centros? juvenil(?:es)?|casas? de (?:la )?juventud|espacio joven|clubes? juvenis|centros? juvenis|casas? da juventude|maisons? des jeunes|\bmjc\b|foyers? (?:des )?jeunes|clubs? (?:de|des) jeunes|espace jeunes`,
  String.raw`jugendzentr\w*|jugendclub\w*|jugendtreff\w*|jugendhaus|jugendh[äa]user|offene jugendarbeit|centr[oi] giovanil[ei]|circol[oi] giovanil[ei]|spazio giovani|jongerencentr\w*|jeugdhuis\w*|jeugdhuizen|jeugdcentr\w*|jongerenwerk\w*|tienercentrum|jeugdsoos`,
  String.raw`児童館|青少年センター|ユースセンター|青少年中心|青少年活动中心|青年中心|少年宫|青少年宫|نادي (?:ال)?شباب|مركز (?:ال)?شباب`,
);

/** What a youth club's brief says besides its name: the games, the tuck shop, the young people it is for. */
const YOUTH_LIFE = alt(
  String.raw`pool tables?|table tennis|ping[- ]?pong|tuck shop|snooker|table football|foosball|games consoles?|\bxbox\b|playstation|\bsofas?\b|drop-?ins?|youth workers?|young people|teenagers|\bteens\b|aged 1[0-9]|1[0-3] ?(?:-|to) ?1[6-9]`,
  String.raw`billar|futbol[íi]n|t[êe]nis de mesa|sinuca|pebolim|baby-?foot|billard|tischtennis|\bkicker\b|calcetto|biliardo|tafeltennis|poolbiljart|tafelvoetbal|卓球|ビリヤード|乒乓|台球|كرة الطاولة|بلياردو`,
);

/** A youth club or youth centre (art/scouts.ts). */
export const YOUTH_CLUB = beside(YOUTH_CORE, YOUTH_LIFE);

/** A group that meets in a hall rather than hiring one out: its own scenes, not a venue's (service.ts, choose-blueprint `VENUE_HIRE`). */
export const HIRES_OUT = /\bfor hire\b|\bto hire\b|\bhall hire\b|\bvenue hire\b|available to (?:hire|book)|\bto let\b/;
