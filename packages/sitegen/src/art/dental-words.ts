import { unicodeWords } from '../word-re';

/**
 * A dental laboratory's words (service.ts `pickTrade`, art/dental-lab.ts draws them), in English and the other site
 * languages (es pt fr de it nl ja zh ar), read from the brief's lower-case words. A dental practice makes crowns and
 * dentures too ("check-ups, crowns and dentures"), so those count only beside a laboratory's words or when the brief
 * makes them for practices; a practice that names the laboratory it works with keeps its surgery.
 */
export const DENTAL_LAB = unicodeWords(new RegExp([
  String.raw`\bdental (?:lab|labs|laborator(?:y|ies)|technicians?|ceramists?)\b(?! (?:courses?|training|degrees?|apprentice\w*|jobs?|vacanc\w*|students?|schools?))|\bcrown (?:and|&) bridge (?:lab|labs|laborator(?:y|ies)|work)\b`,
  String.raw`\blaboratorios? (?:dental(?:es)?|de pr[óo]tesis dental(?:es)?)\b|\bprot[ée]sicos? dental(?:es)?\b|\bt[ée]cnicos? dental(?:es)?\b`,
  String.raw`\blaborat[óo]rios? (?:de pr[óo]tese dent[áa]ria|dent[áa]rios?)\b|\bprot[ée]sicos? dent[áa]rios?\b|\bt[ée]cnicos? de pr[óo]tese dent[áa]ria\b`,
  String.raw`\blaboratoires? (?:de proth[èe]ses? dentaires?|dentaires?)\b|\bproth[ée]sistes? dentaires?\b`,
  String.raw`\bdentallabor\w*|\bdentallabs?\b|\bzahntechni\w*|\bzahntechnische\w* labor\w*|\bdentaltechni\w*`,
  String.raw`\blaborator[io]o? odontotecnic\w*|\bodontotecnic\w*|\blaboratorio dentale\b`,
  String.raw`\btandtechni\w*|\btandtechnisch\w* laborat\w*|\btandprothetisch\w*`,
  String.raw`歯科技工|技工所|义齿加工|义齿厂|义齿制作|牙科技工|齿科技工|مختبرات? (?:ال)?أسنان|معامل (?:ال)?أسنان|معمل (?:ال)?أسنان|فنيو? (?:ال)?أسنان`,
].join('|'), 'giu'));

/** What a dental laboratory makes: crowns and bridges, dentures, veneers, zirconia, implant restorations. */
const LAB_WORK = unicodeWords(/\b(?:crowns?|bridges|dentures?|veneers|zirconia|implant restorations?|coronas|puentes|dentaduras|coroas|pontes|couronnes|bridges|proth[èe]ses amovibles|kronen|br[üu]cken|prothesen|corone|ponti|protesi|kronen|bruggen|kunstgebit\w*)\b|クラウン|ブリッジ|義歯|入れ歯|牙冠|牙桥|义齿|تيجان|جسور|أطقم (?:ال)?أسنان/iu);

/** Dental practices as a laboratory's customers ("for dental practices across Yorkshire", "pour les cabinets dentaires"). */
const CUSTOMERS = unicodeWords(/\b(?:for|to|serving|supplying|from) (?:\w+ ){0,4}?(?:dental )?(?:practices|practitioners|dentists|clinics|surgeries)\b|\bpara (?:\w+ ){0,2}?(?:cl[íi]nicas(?: dentales| dent[áa]rias)?|dentistas|consultorios)\b|\bpour (?:les )?(?:\w+ )?(?:cabinets dentaires|dentistes|cliniques)\b|\bf[üu]r (?:\w+ ){0,2}?(?:zahnarztpraxen|zahn[äa]rzte|praxen)\b|\bper (?:gli )?(?:\w+ )?(?:studi dentistici|dentisti|cliniche)\b|\bvoor (?:\w+ ){0,2}?(?:tandartspraktijken|tandartsen|praktijken)\b|歯科医院(?:向け|様|から)|为牙科诊所|为口腔诊所|لعيادات (?:ال)?أسنان|لأطباء (?:ال)?أسنان/giu);

/** A practice's own words: a surgery, its dentists, patients, check-ups, hygiene, whitening, orthodontics. */
const PRACTICE = unicodeWords(/\b(?:dentists?|dental (?:practices?|surgery|surgeries|clinics?|care|centres?|centers?|hygien\w*)|clinics?|check-?ups?|hygienists?|whitening|orthodont\w*|invisalign|fillings?|root canals?|patients?|cl[íi]nicas?(?: dental(?:es)?| dent[áa]rias?)?|dentistas?|odont[óo]log\w*|ortodoncia|consult[óo]rios?|cabinets? dentaires?|dentistes?|chirurgiens?-dentistes?|zahnarzt\w*|zahn[äa]rzt\w*|kieferorthop\w*|prophylaxe|studi? dentistic[oi]|dentist[ai]|odontoiatr\w*|tandarts\w*|mondhygi\w*)\b|歯科医院|歯医者|歯科クリニック|牙科诊所|口腔诊所|口腔医院|牙医|عيادة (?:ال)?أسنان|عيادات (?:ال)?أسنان|طبيب (?:ال)?أسنان/iu);

/** Other businesses a brief may name before a laboratory's word: software for labs, a supplier of dental supplies, a course. */
const OTHER = unicodeWords(/\b(?:software|apps?|platform|saas|recruit\w*|agency|courses?|academy|college|university|school|supplies|suppliers?|equipment|magazine|conference)\b/iu);

/**
 * Whether the words (lower case) are a dental laboratory's: a laboratory's word comes before any word of the business's own
 * practice (customers' practices aside: `CUSTOMERS`) and before another business's (`OTHER`); or it makes crowns,
 * bridges or dentures for practices and names no practice of its own.
 */
export function dentalLab(words: string): boolean {
  const own = words.replace(CUSTOMERS, ' ');
  const i = own.search(DENTAL_LAB);
  if (i >= 0) {
    const p = own.search(PRACTICE);
    return (p < 0 || i < p) && !OTHER.test(own.slice(0, i));
  }
  return words.search(CUSTOMERS) >= 0 && LAB_WORK.test(words) && !PRACTICE.test(own) && !OTHER.test(words);
}
