/**
 * A blacksmith's words (service.ts `TRADES`, and the portfolio kinds a maker's page asks for: `interior`, `photo-tile`,
 * `mosaic`, `studio`), in English and the other site languages (es pt fr de it nl ja zh ar), written as trade-words.ts
 * writes them: each line one language's words, global for counting hits, lower case. Words that mean other things stay
 * phrases: "forge" alone is any company's name or "forge ahead", and counts only beside iron, metal or smithing
 * ("iron forge", "forge and anvil", "forging courses", "hand-forged"); "forging" alone forges partnerships. A goldsmith,
 * silversmith or farrier is not a blacksmith; "herrero" and "ferreiro" are surnames too, "Schmiede" a hotel's or an
 * idea factory's name ("Alte Schmiede", "Ideenschmiede"), "fabbro" an Italian locksmith, "حداد" mourning and a surname.
 */
export const SMITHING = new RegExp([
  String.raw`blacksmith\w*|bladesmith\w*|\bsmithy\b|\bsmithing\b|\bironwork\b|wrought[- ]iron|hand[- ]?forged|forged (?:iron|steel)(?! (?:parts|components))|(?:decorative|artistic|ornamental) (?:iron|metal)work|metalwork artists?|artist metalworkers?`,
  String.raw`forging (?:courses?|classes|lessons?|experiences?|days?|workshops?|sessions?|tasters?)|(?:hand|blacksmith|art of) forging|(?:iron|metal|coal|coke|gas|village|(?:black)?smith['’]?s) forges?\b|\bforges? (?:iron|metal|steel|ironwork|and anvil)|ironwork forge`,
  String.raw`herrer[íi]as?\b|herrer[oa]s? (?:artesan\w*|art[íi]stic\w*|tradicional\w*|forjador\w*)|maestros? herreros?|hierro forjado|forja (?:art[íi]stica|artesanal|tradicional|de hierro)|cursos? de forja|talleres? de forja|forjadores? art\w*`,
  String.raw`ferreir[oa]s? (?:artes[ãa]o|artesanal|tradicional|art[íi]stic[oa])|oficinas? de ferreiro|mestres? ferreiros?|serralhari?a art[íi]stica|serralheria art[íi]stica|ferro forjado|forja artesanal`,
  String.raw`forgerons?\b|forgeronnes?\b|ferronn(?:erie|ier|iers|i[èe]re)s?\b|fer forg[ée]|stages? de forge|cours de forge|ateliers? de forge|art de la forge`,
  String.raw`kunstschmied\w*|messerschmied\w*|\bschmied(?:in)?\b|schmiedekurs\w*|schmiedeeis\w*|schmiedewerkstatt\w*|schmiedehandwerk\w*|schmiedearbeiten|metallgestalter\w*`,
  String.raw`ferro battuto|fabbr[oi] (?:artigian[oi]|ferrai[oi]|d['’]arte|artistic[oi])|fabbro-ferraio|arte fabbrile|forgiatura (?:artistica|a mano|artigianale)|corsi di forgiatura|fucina (?:del fabbro|artigiana|artistica)`,
  String.raw`smederij\w*|kunstsmid\w*|siersmeed\w*|smeedijzer\w*|smeedwerk\w*|smeedcursus\w*|smeedles\w*|leren smeden|\bsmid (?:in|uit|te)\b`,
  String.raw`鍛冶|鍛造|ロートアイアン|鉄工芸|铁匠|鐵匠|铁艺|鐵藝|锻造|锻铁|鍛鐵|打铁铺|حدادة|ورش(?:ة)? حداد\w*|حداد (?:فني|ماهر|تقليدي)|الحديد المطاوع|الحديد المشغول|مشغولات حديدية|أعمال الحديد الفنية`,
].join('|'), 'g');

/**
 * Other makers', artists' and venues' words, for the portfolio kinds (a maker's, a photographer's, a wedding venue's
 * pictures): a furniture maker's "hand-forged iron legs" or a barn venue's "wrought-iron gates" are no blacksmith's.
 */
const OTHER_MAKERS = /furniture|cabinet ?mak|woodwork|joiner|carpent|wood ?turn|wedding|\bvenues?\b|photograph|jewel|goldsmith|silversmith|ceramic|\bpotter(?:y|s)?\b|glass ?blow|tattoo|interior design|\bpainter|paintings|illustrat|muebles|ebanist|meubles?\b|m[öo]bel|mobili|meubel|\bbodas?\b|mariage|hochzeit|matrimoni|bruiloft|fot[óo]graf|photographe|joyer|bijou|schmuck|gioiell|sieraden|cer[áa]mica|c[ée]ramique|keramik|tatua|tatouage|t[äa]towier/;

/**
 * Whether the words (lower case) are a blacksmith's, for the kinds that are not counted against every trade (`interior`,
 * `photo-tile`, `mosaic`, `studio`): a smith's word comes before any other maker's, artist's or venue's (`OTHER_MAKERS`),
 * as the business names itself first ("Artist blacksmith making gates, sculptures and furniture" is a smith's; "Oak
 * furniture with hand-forged iron legs" a furniture maker's).
 */
export function smiths(words: string): boolean {
  const at = words.search(SMITHING);
  if (at < 0) return false;
  const other = words.search(OTHER_MAKERS);
  return other < 0 || at < other;
}
