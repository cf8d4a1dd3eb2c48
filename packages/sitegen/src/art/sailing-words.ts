/**
 * A sailing school's or club's words (service.ts `TRADES`, a specialist of the boat trip's coast: `SPECIALISTS`), in
 * English and the other site languages (es pt fr de it nl ja zh ar), written as trade-words.ts writes them: each line one
 * language's words, global for counting hits, lower case. "Sailing" alone is a boat trip's ("sunset sailing trips") and
 * "yacht" a charter's, Spanish "vela" a candle: they count only as schools, courses, lessons, clubs and tickets (RYA,
 * Day Skipper, dinghies). A boat hire or a boat trip keeps its pictures unless these words outnumber its own.
 */
export const SAILING = new RegExp([
  String.raw`sailing (?:schools?|courses?|lessons?|tuition|instruct\w*|clubs?|centres?|centers?|academ\w*|camps?|qualifications?)|learn(?:ing)? to sail|\bdinghy\b|\bdinghies\b|\brya\b|start yachting|day skippers?|competent crew|coastal skippers?|yachtmaster\w*`,
  String.raw`yacht (?:clubs?|courses?|schools?|training|racing)|keelboats?|sail training|(?:junior|youth|adult|dinghy|keelboat) sailing|powerboat (?:courses?|level|training|handling)|watersports? (?:centres?|centers?|schools?)`,
  String.raw`escuelas? de vela|cursos? de vela|clases de vela|vela ligera|clubs? de vela|clubs? n[áa]uticos?|escuelas? n[áa]uticas?|patr[óo]n de (?:embarcaciones|yate)|aprender? a navegar`,
  String.raw`escolas? de vela|aulas de vela|vela ligeira|clubes? de vela|clube naval|escolas? n[áa]uticas?|carta de (?:marinheiro|patr[ãa]o)|aprender a velejar`,
  String.raw`[ée]coles? de voile|cours de voile|stages? de voile|clubs? de voile|centres? nautiques?|d[ée]riveurs?|apprendre (?:la voile|[àa] naviguer)`,
  String.raw`segelschule\w*|segelkurs\w*|segelunterricht|segelverein\w*|segelclub\w*|segelschein\w*|jollen\w*|sportbootf[üu]hrerschein\w*|segeln lernen|yachtschule\w*`,
  String.raw`scuol[ae] (?:di |della )?vela|cors[oi] di vela|lezioni di vela|circol[oi] velic[oi]|vela per (?:bambini|ragazzi|adulti)|imparare ad? (?:andare in barca a vela|veleggiare)`,
  String.raw`zeilschool\w*|zeilcursus\w*|zeilles(?:sen)?\b|zeilvereniging\w*|zeilkamp\w*|leren zeilen|jeugdzeilen|zeiljachtcursus\w*`,
  String.raw`ヨットスクール|ヨット教室|ヨットクラブ|セーリング|ディンギー|帆船学校|帆船课程|帆船培训|帆船俱乐部|学帆船|帆船课|帆船运动|帆船運動|مدرس(?:ة|ات) (?:ال)?إبحار|دروس (?:ال)?إبحار|دورات (?:ال)?إبحار|نادي (?:ال)?إبحار|الإبحار الشراعي|القوارب الشراعية|تعلم الإبحار|نادي اليخوت`,
].join('|'), 'g');
