import { caresAtHome } from '../choose-blueprint';

/**
 * A home care agency's words (service.ts `pickTrade`, art/home-care.ts draws them): the page style's own test
 * (choose-blueprint `HOME_CARE` named as the business, no software, not a care home: `caresAtHome`), in the ten site
 * languages (home care, domiciliary care, live-in care, ayuda a domicilio, apoio domiciliário, aide à domicile, ambulanter
 * Pflegedienst, assistenza domiciliare, thuiszorg, 訪問介護, 居家护理, رعاية منزلية). A pet's, nails' or a lawn's care at
 * home, care products, software for agencies and a care home keep their pictures.
 */
export function caresForAtHome(words: string, name = ''): boolean {
  // The art reads the name run into the brief ("Homewise Care Home care for…" is no "care home"): keep it apart.
  const own = name.toLowerCase().trim();
  const text = own ? words.split(own).join(` \n ${own} \n `) : words;
  return caresAtHome({ business_name: '', description: text, key_features: [] });
}

/**
 * The six scenes of a home care agency's pictures: a sitting room with tea, a kitchen with a meal served, a walk on a
 * garden path arm in arm, medication and the care plan at a table, a carer arriving at the front door, live-in or night
 * care in a bedroom with its lamp lit. `visit` and `doorstep` are the sitting room and the arrival from their other side.
 */
export type CareScene = 'lounge' | 'kitchen' | 'walk' | 'meds' | 'arrival' | 'night';
export type CareView = CareScene | 'visit' | 'doorstep';

/**
 * What each scene's words are, in the site languages (lower case). The trade's own words stay out: 訪問介護's 訪問 and
 * 上门护理's 上门 are no visit, "Betreuung zu Hause" names the walk's companionship, not the door.
 */
export const CARE_SCENES: readonly (readonly [CareScene, RegExp])[] = [
  ['kitchen', /\bmeals?\b|meal prep\w*|cooking|\bfood\b|\blunch|breakfast|\bdinners?\b|nutrition|housework|household|domestic help|\bcomidas?\b|cocina[rs]?\b|alimentaci[óo]n|refei[çc][õo]es|refei[çc][ãa]o|alimenta[çc][ãa]o|cozinha\w*|\brepas\b|cuisine|m[ée]nage|mahlzeit\w*|\bessen\b|kochen|haushalt\w*|\bpasti\b|cucina\w*|faccende|maaltijd\w*|\bkoken\b|huishoud\w*|食事|調理|配食|家事|做饭|膳食|送餐|家务|الطعام|وجبات|طعام|الطبخ/],
  ['meds', /medication|medicines?|prescriptions?|\bpills?\b|care plans?|medicaci[óo]n|medicamentos?|m[ée]dicaments?|medikament\w*|arznei\w*|\bfarmaci\b|medicinali|terapie|medicijn\w*|medicatie|服薬|お薬|投薬|服药|用药|药物|الأدوية|أدوية|الدواء/],
  ['night', /live-?in|overnight|\bnights?\b|night[- ](?:care|time|sits?)|24[- ]hours?|24\/7|round[- ]the[- ]clock|\binternas?\b|\binternos?\b|noches?\b|nocturn\w*|\bnoites?\b|\bnuits?\b|24 ?h\b|nacht\w*|24-stunden|\bnott[ei]\b|notturn\w*|\bconviventi?\b|夜間|住み込み|24時間|夜间|住家|24小时|ليلية|ليلي|مقيمة|24 ساعة/],
  ['walk', /companionship|\bcompany\b|\bwalks?\b|outings?|getting out|social (?:visits|outings|activities)|compa[ñn][íi]a|acompa[ñn]amiento|paseos?\b|companhia|passeios?\b|compagnie|promenades?|sorties?\b|begleitung|gesellschaft|spazier\w*|betreuung|compagnia|passeggiat\w*|gezelschap|wandel\w*|uitjes|散歩|外出|付き添い|話し相手|陪伴|散步|رفقة|مرافقة|نزهة/],
  ['arrival', /\bvisits?\b|visiting|\bcalls?\b|pop(?:ping)? in|same carers?|\bvisitas?\b|\bvisites?\b|besuch\w*|\bvisite\b|bezoek\w*|訪問(?!介護|看護)|来访|探访|زيار\w*/],
  ['lounge', /personal care|washing|dressing|bathing|\bwash\b|higiene|aseo|cuidado personal|toilette|hygi[èe]ne|grundpflege|k[öo]rperpflege|\bigiene\b|persoonlijke verzorging|入浴|身体介護|洗浴|助浴|الاستحمام|النظافة الشخصية/],
];

/** The scenes after the sitting room, in the order a brief that names none walks them. */
const REST: readonly CareScene[] = ['kitchen', 'walk', 'meds', 'arrival', 'night'];

/**
 * The eight views a site's pictures walk (`specialistView`): the sitting room for the hero, then the scenes the brief
 * names in the order it names them, then the rest; the sitting room from its other side, and the doorstep for about.
 */
export function careViews(words: string): CareView[] {
  const named = CARE_SCENES.map(([scene, re]) => [scene, words.search(re)] as const).filter(([, at]) => at >= 0).sort((a, b) => a[1] - b[1]).map(([s]) => s);
  const cards = [...new Set([...named, ...REST])].filter((s) => s !== 'lounge');
  return ['lounge', ...cards, 'visit', 'doorstep'];
}

/** The scene a service card's title names ("Live-in care", "Meals and shopping", "Same carers each visit"), if any. */
export function titledScene(title: string): CareView | undefined {
  const t = title.toLowerCase();
  const scene = CARE_SCENES.map(([s, re]) => [s, t.search(re)] as const).filter(([, at]) => at >= 0).sort((a, b) => a[1] - b[1])[0]?.[0];
  return scene === 'lounge' ? 'visit' : scene;
}
