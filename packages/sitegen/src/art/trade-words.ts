import { CAMP, CAMPSITE, CARE, GUARDING, LAUNDRETTE, LODGING, TAILORING } from '../choose-blueprint';

/**
 * The words of the trades a `service` picture shows (service.ts `TRADES` pairs each with its scene), in English and the
 * other site languages (es pt fr de it nl ja zh ar): the words a business of the trade uses for itself, read from the
 * brief's lower-case words and counted (global patterns). Each pattern's first line is its English words, the lines
 * after them the other languages'. `\b` is ASCII, as in the English words: a word that starts or ends with an accented
 * letter ("école", "fútbol") has no `\b` on that side. Words that mean other things too are written as phrases or
 * guarded: Spanish "taller" is any workshop, German "Praxis" any practice, French "foot" an English foot, "tournage" a
 * film shoot, Japanese ランニングコスト a running cost, ペットボトル a plastic bottle.
 */

/** A pattern of alternatives (one line of words each), global for counting hits. */
const words = (...lines: readonly string[]): RegExp => new RegExp(lines.join('|'), 'g');

/** A farm park's or petting farm's barn, animals and tractor. */
export const FARM_PARK = words(
  String.raw`farm parks?|petting (?:farms?|zoos?)|city farms?|open farms?|children['’]?s farms?|animal feeding|tractor rides|lamb feeding|granjas? escuela|fermes? p[ée]dagogiques?|streichelzoo\w*|erlebnisbauernhof\w*|fattorie? didattiche?|kinderboerderij\w*|ふれあい牧場|农场乐园`,
  String.raw`granjas? de animales|quintas? pedag[óo]gicas?|mini-?fermes?|fattorie? degli animali|観光牧場|亲子农场|萌宠乐园|مزرعة (?:ال)?حيوانات|مزارع تعليمية`,
);

/** A physiotherapist's, osteopath's, chiropractor's or masseur's treatment room. */
export const PHYSIO = words(
  String.raw`physio|rehab|osteo|chiro|massage|sports? injur|\bkin[eé]|fisioterap|krankengymnast|fysiotherap|整体|整骨|接骨|理疗|علاج طبيعي`,
  String.raw`ost[ée]opath\w*|osteopaat|quiropr[áa]ctic\w*|masajes?|massagens?|massaggi\w*|massoth[ée]rap\w*|lesiones deportivas|les[õo]es desportivas|blessures? (?:du |de )?sport\w*|sportverletzung\w*|infortuni sportivi|sportblessure\w*`,
  String.raw`reabilita[çc][ãa]o|r[ée]{1,2}ducation|riabilitazion\w*|\bfysio\w*|マッサージ|理学療法|按摩|推拿|康复|物理治疗|العلاج الطبيعي|تدليك|مساج`,
);

/** A potter's wheel and shelves of glazed pots. */
export const POTTERY = words(
  String.raw`\bpotter|ceramic|\bclay\b|kiln|wheel-?throw`,
  String.raw`cer[áâ]mica|alfarer[íi]a|alfarer[oa]s?\b|torno de (?:alfarero|oleiro)|\bolaria|oleir[oa]s?\b|poterie|c[ée]ramiqu\w*|c[ée]ramiste|cours de tournage|tournage (?:de |en |sur )?(?:poterie|c[ée]ramique|tour)`,
  String.raw`t[öo]pfer\w*|keramik\w*|tornio (?:da vasaio|per ceramica)|al tornio|keramiek\w*|keramist\w*|pottenbakker\w*|陶芸|陶藝|ろくろ|陶艺|陶瓷|拉坯|فخار|خزف`,
);

/** An optician's wall of frames, sight chart and fitting counter. */
export const OPTICIAN = words(
  String.raw`optician|optometr|\beye (?:tests?|exams?|care)|\bglasses\b|spectacles|contact lens|sight tests?|optiker|[oó]ptica|opticien|ottic[ao]|眼鏡|眼镜|نظارات`,
  String.raw`\bgafas\b|[óo]culos\b|\blunettes\b|\bbrillen?\b|\bbril\b|occhiali|sehtest\w*|examen de (?:la )?vista|examen de vue|esame (?:della )?vista|oogmeting|exames? de vista|lentes de cont[ao]c?to|lentilles de contact|kontaktlinsen|lenti a contatto|contactlenzen`,
  String.raw`コンタクトレンズ|隐形眼镜|验光|عدسات لاصقة|بصريات`,
);

/** A solar installer's house with its panels. */
export const SOLAR = words(
  String.raw`\bsolar(?!ium)|photovolt|\bpv\b|home batter(?:y|ies)|placas solares|panneaux solaires|solaranlage|pannelli solari|zonnepanelen|太陽光|太阳能|طاقة شمسية`,
  String.raw`fotovolt\w*|[ée]nergie solaire|installateurs? solaires?|zonne-?energie|ソーラー|光伏|الطاقة الشمسية|ألواح شمسية`,
);

/** A removals firm's emptied room of boxes. */
export const REMOVALS = words(
  String.raw`removals?\b|removal firm|man and van|\bmovers\b|moving (?:house|home|company|services?)|packing service|house moves?|mudanzas?|d[ée]m[ée]nage\w*|umz[üu]g\w*|traslochi|verhuiz\w*|引っ越し|搬家|نقل الأثاث`,
  String.raw`mudan[çc]as?|trasloc\w*|verhuisbedrij\w*|verhuisservice|引越|搬屋|نقل العفش`,
);

/** A children's party on the lawn: entertainers, bouncy castles, party hire. */
export const PARTY = words(
  String.raw`children['’]?s entertainers?|kids['’]? entertainers?|party entertainers?|magicians?|magic shows?|balloon (?:modelling|modeling|artists?|twisting|arch(?:es)?|garlands?|displays?|decorations?)|face paint\w*|bouncy castles?|inflatables?|soft play hire|party hire|h[üu]pfburg\w*|castillos? hinchables?|ch[aâ]teaux? gonflables?|animaci[oó]n infantil|animation enfants|kinderfeestjes?|springkussens?`,
  String.raw`fiestas infantiles|insufl[áa]veis|anima[çc][ãa]o infantil|festas infantis|magiciens?|animateurs? pour enfants|kinderanimation|kinderschminken|zauberer|gonfiabili|animazion[ei] per bambini|feste per bambini|goochelaars?|schmink\w*`,
  String.raw`バルーンアート|キッズパーティー|充气城堡|儿童派对|حفلات (?:ال)?أطفال|نطيطات`,
);

/** Self-storage units. */
export const SELF_STORAGE = words(
  String.raw`self[- ]storage|storage (?:units?|rooms?|lockers?)|trasteros?|guarda-m[oó]veis|garde-meubles?|lagerr[äa]ume?|lagerboxen?|opslagruimtes?|トランクルーム|迷你仓|مستودعات تخزين`,
  String.raw`self-?stockage|boxes? de stockage|boxes? de armazenamento|box (?:di )?deposito|depositi? per mobili|opslagbox\w*|自助仓储|储物仓`,
);

/** A locksmith at a door with keys; a security guard firm's too (`GUARDING`: key holding, patrols). */
export const LOCKSMITH = words(
  String.raw`locksmiths?|lock changes?|lockouts?|locked out|key cutting|${GUARDING}|cerrajer\w*|serralheir\w*|serruri\w*|schl[üu]sseldienst\w*|schlosser\w*|\bfabbro\b|slotenmaker\w*|鍵屋|锁匠|开锁|قفال`,
  String.raw`aperturas? de puertas|abertura de portas|ouverture de portes?|t[üu]r[öo]ffnung\w*|apertura porte|deuropening\w*|鍵開け|合鍵|配钥匙`,
);

/** A martial arts dojo. */
export const MARTIAL_ARTS = words(
  String.raw`martial arts?|karate|judo|taekwondo|kick-?boxing|jiu-?jitsu|\bbjj\b|aikido|kung ?fu|muay thai|krav maga|capoeira|artes marciales|arts martiaux|kampfsport\w*|arti marziali|vechtsport\w*|空手|柔道|武术|跆拳道|فنون قتالية`,
  String.raw`artes marciais|karat[êé]|jud[ôo](?![A-Za-zÀ-ÿ])|kampfkunst\w*|武道|合気道|剣道|柔术|功夫|كاراتيه|تايكوندو|جودو`,
);

/** A trampoline park's beds. */
export const TRAMPOLINE = words(
  String.raw`trampolin\w*|jump (?:park|sessions?)|foam pits?|free ?jump`,
  String.raw`trampol[íi]n\w*|trampolim|trampolins|トランポリン|蹦床|ترامبولين`,
);

/** A DJ's booth under the lights. */
export const DJ = words(
  String.raw`\bdjs?\b|disc jockeys?|\bdj (?:hire|services?)|mobile disco\w*|discotecas? m[oó]vil(?:es)?|\bdiscoth[eè]que mobile|hochzeits-?dj|\bdj per matrimoni|bruiloft-?dj`,
  String.raw`discoteca m[óo]vel|animation dj|ディスクジョッキー|打碟|دي جي`,
);

/** An indoor karting track. */
export const KARTING = words(
  String.raw`go-?kart\w*|\bkarting\b|kart tracks?|arrive and drive|karts\b|kartbahn\w*|circuito de karts?|pista de karts?|karting indoor`,
  String.raw`kart[óo]dromo|kartbaan\w*|pista di kart|ゴーカート|レンタルカート|卡丁车|كارتينج`,
);

/** Axe-throwing lanes. */
export const AXE_THROWING = words(
  String.raw`axe[- ]throw\w*|axe lanes?|axe throwing|lancer de hache|lanzamiento de hachas?|axtwerfen|lancio dell['’]ascia|bijlwerpen`,
  String.raw`lan[çc]amento de machados?|arremesso de machados?|斧投げ|掷斧|رمي الفأس`,
);

/** A climbing wall. */
export const CLIMBING = words(
  String.raw`climbing (?:walls?|cent(?:re|er)s?|gyms?|routes?|clubs?)|boulder(?:ing)?\b|indoor climbing|rocodromo|rocódromo|escalade|kletterhalle|boulderhalle|arrampicata|klimhal|ボルダリング|攀岩`,
  String.raw`\bescalada\b|muros? de escalada|kletterzentrum|kletterwand|klimcentrum|klimmuur|クライミング|تسلق`,
);

/** An escape room's themed room. */
export const ESCAPE_ROOM = words(
  String.raw`escape (?:rooms?|games?)|puzzle rooms?|room escape|exit ?games?|salas? de (?:escape|fuga)|jogos? de fuga|jeux? d['’][ée]vasion|fluchtr[äa]ume?|escape-?r[äa]ume?|脱出ゲーム|密室逃脱|غرف(?:ة)? الهروب`,
);

/** A recording studio's control room. */
export const RECORDING = words(
  String.raw`recording (?:studios?|sessions?)|rehearsal (?:rooms?|spaces?|studios?)|mixing and mastering|(?:audio|music|vocal) (?:mixing|mastering)|mastering engineers?|music producers?|podcast studio|tonstudio|estudio de grabaci[oó]n|studio d['’]enregistrement|sala prove|opnamestudio|レコーディング|录音`,
  String.raw`est[úu]dio de grava[çc][ãa]o|studio di registrazione|sala d[ei] registrazione|aufnahmestudio|repetitieruimte|sala de ensayo|salle de r[ée]p[ée]tition|استوديو تسجيل`,
  // A podcast, voice-over or rehearsal studio for hire (art/recording.ts; its kit and services count beside these: group-words.ts `STUDIO_HIRE`).
  // Not a podcast show ("a weekly podcast about…"), nor "studio" alone (a photographer's, a yoga or tattoo studio).
  String.raw`podcast(?:ing)? (?:studios?|recording (?:studios?|rooms?|booths?|services?)|production (?:services|compan(?:y|ies)|studios?)|booths?|suites?)|video podcast studios?|soundproof(?:ed)? (?:booths?|recording (?:rooms?|studios?))|vocal booths?|voice-?over (?:booths?|studios?|recording)`,
  String.raw`salas? de ensayo|estudios? de (?:podcast|ensayo|grabaci[óo]n)|est[úu]dios? de (?:podcast|ensaio)|salas? de ensaio|studios? (?:de )?podcast|salles de r[ée]p[ée]tition|podcast-?studio\w*|proberaum\w*|probe?r[äa]ume|sale prove`,
  String.raw`oefenruimte\w*|repetitieruimtes|録音スタジオ|録音ブース|リハーサルスタジオ|音楽スタジオ|ポッドキャストスタジオ|配信スタジオ|播客录音|播客工作室|排练室|استوديو (?:بودكاست|صوتي)|استوديوهات تسجيل`,
);

/** A print shop's printer, posters and counter of cards. */
export const PRINTING = words(
  String.raw`print shops?|printing|printers\b|print and copy|copy shops?|business cards|flyers|leaflets|banners|posters|large[- ]format|sign ?makers?|sign ?writers?|signage|vehicle (?:graphics|wraps?|wrapping)|imprentas?|imprimeries?|druckerei\w*|tipografi[ae]|drukkerij\w*|gr[aá]ficas? r[aá]pidas?|印刷|مطبعة`,
  String.raw`copister[íi]as?|copisterie|reprograf\w*|impress[ãa]o (?:digital|gr[áa]fica|de (?:cart[õo]es|cartazes|flyers|lonas|convites))|tarjetas de visita|cartes de visite|visitenkarten|biglietti da visita|visitekaartjes|cart[õo]es de visita|drukwerk|名刺|打印|名片|طباعة`,
);

/** Phones, tablets and laptops mended at a bench with a magnifier. */
export const DEVICE_REPAIR = words(
  String.raw`phone repairs?|screen repairs?|cracked screens?|\biphones?\b|smartphones?|tablet repairs?|laptop repairs?|computer repairs?|\bconsoles? repairs?|handyreparatur\w*|reparaci[oó]n de (?:m[oó]viles|celulares|pantallas)|r[ée]paration (?:de )?(?:t[ée]l[ée]phones?|smartphones?|[ée]crans?)|riparazion[ei] (?:di )?(?:cellulari|smartphone|telefoni)|telefoonreparatie|reparo de (?:celulares|telem[oó]veis)|スマホ修理|手机维修|تصليح (?:الهواتف|الجوالات)`,
  String.raw`reparaci[óo]n de (?:ordenadores|port[áa]tiles|tablets?)|r[ée]paration (?:d['’]ordinateurs?|de tablettes?)|computerreparatur\w*|laptopreparatur\w*`,
  String.raw`riparazion[ei] (?:di )?(?:computer|pc|tablet)|computerreparatie|laptopreparatie|repara[çc][ãa]o de (?:telem[óo]veis|computadores|port[áa]teis)|パソコン修理|电脑维修`,
);

/** A hair or beauty salon's chair and mirror. */
export const SALON = words(
  String.raw`salon|\bhair|barber|beauty|\bnails?\b|stylist|\blash(?:es)?\b|\bbrows?\b|spray tan\w*|tanning|waxing|facials?|beautician|piercing|ネイル|美容|サロン|理容|美发|美甲|صالون`,
  String.raw`peluquer[íi]as?\b(?! canin)|peluquer[oa]s?\b(?! canin)|barber[íi]as?|sal[óo]n de belleza|centros? de est[ée]tica|esteticistas?|cabeleireir[oa]s?|sal[ãa]o de (?:beleza|cabeleireiro)|barbearias?`,
  String.raw`coiffeur\w*|coiffure\w*|\bbarbiers?\b|esth[ée]ticienne\w*|institut de beaut[ée]|friseur\w*|kosmetik(?:studio|salon|institut|erin)\w*|parrucchier[ei]|\bbarbiere\b|estetist[ae]|centro estetico|\bkappers?\b|kapperszaak|schoonheidsspecialist\w*`,
  String.raw`床屋|理发|发廊|حلاق|تجميل`,
);

/** A builder's, plumber's or electrician's pegboard of tools, toolbox and ladder. */
export const BUILDING = words(
  String.raw`plumb|electric|builder|carpent|\bhandy(man)?|repairs?\b|renovat|roofer|roofing|joiner|\btrades|decorators?\b|decorating|pest control|chimney|skip hire|damp proof\w*|guttering|fencing|paving|driveways?|klempner|sanitär|heizungsbau|installateur|plombi|fontaner|idraulic|loodgieter|canalizador|encanador|elektri[ck]|électricien|eletric\w*|cctv (?:install\w*|systems?|engineers?)|(?:burglar|intruder|security) alarms?|alarm install\w*|smart doorbells?|dachdeck\w*|dakdekker\w*|couvreurs?|tejad\w*|techad\w*|malerbetrieb\w*|malermeister\w*|schildersbedrijf\w*|schilderwerk\w*|peintres? en b[âa]timent|imbianchin\w*|配管|水道工事|水管|电工|سباك|كهربائي`,
  String.raw`\breformas?\b(?! de ba[ñn]os?)|alba[ñn]il\w*|carpinter[oa]s?\b|carpinter[íi]a|manitas|\breparaci[óo]n(?:es)?\b(?! de (?:coches|veh[íi]culos|m[óo]viles|celulares|pantallas|ordenadores|port[áa]tiles|tablets?))`,
  String.raw`carpinteir[oa]s?|pedreir[oa]s?|remodela[çc][ãa]o(?! de (?:casas? de banho|banheiros?))|faz[- ]tudo|\brepara[çc](?:[ãa]o|[õo]es)\b(?! de (?:autom[óo]veis|carros|telem[óo]veis|celulares|computadores|port[áa]teis))`,
  String.raw`menuisi\w*|ma[çc]onn\w*|r[ée]novation\w*(?! de (?:la |votre )?salles? de bains?)|artisans? du b[âa]timent|\br[ée]parations?\b(?! (?:de |d['’])(?:voitures?|v[ée]hicules?|t[ée]l[ée]phones?|smartphones?|[ée]crans?|ordinateurs?|tablettes?))`,
  String.raw`handwerker\w*|handwerksbetrieb\w*|schreinerei\w*|tischlerei\w*|renovierung\w*|(?<!bad)sanierung\w*|\breparatur(?:en|service)?\b|elettricist\w*`,
  String.raw`ristrutturazion\w*(?! (?:del |dei )?bagn)|falegnam\w*|murator\w*|tuttofare|\briparazion[ei]\b(?! (?:di |auto|sartorial|cellulari|smartphone|telefoni|computer|pc|tablet))`,
  String.raw`klusjes\w*|timmerm[ae]n\w*|aannemer\w*|(?<!badkamer ?)verbouw\w*|\breparaties?\b|リフォーム|工務店|電気工事|大工|装修|水电|木工|ترميم|نجار`,
);

/** A caterer's or private chef's flat lay of dishes. */
export const CATERING = words(
  String.raw`catering|caterers?\b|private chefs?|chef at home|canap[eé]s|traiteur|partyservice|cateraar|ケータリング|出張料理`,
  String.raw`chefs? a domicilio|chefs? (?:ao|a) domic[íi]lio|chefs? [àa] domicile|privatkoch|mietkoch|cuoco a domicilio|chef a domicilio|kok aan huis|priv[ée]-?chef|出張シェフ|私厨|上门厨师|تموين|تقديم الطعام`,
);

/** A cookery school's classes, pictured by their food. */
export const COOKERY_SCHOOL = words(
  String.raw`cook(?:ery|ing) (?:schools?|classes|class|courses?|lessons|workshops?)|baking (?:classes|courses?|workshops?)|pasta[- ]making|scuola di cucina|corsi di cucina|cours de cuisine|ateliers? de cuisine|escuelas? de cocina|clases de cocina|talleres? de cocina|kochschule\w*|kochkurs\w*|kookworkshop\w*|kookles\w*|kookstudio\w*|aulas de culin[aá]ria|escolas? de culin[aá]ria|workshops? de culin[aá]ria|料理教室|烹饪课|دروس الطبخ`,
);

/** A laundrette's row of washers (choose-blueprint `LAUNDRETTE`), laundry and ironing services besides. */
export const LAUNDRY = new RegExp([
  `${LAUNDRETTE.source}|laundry and ironing|ironing services?|laundry services?|wash and fold`,
  String.raw`servicio de plancha|lavander[íi]as?\b|lavandarias?\b|blanchisser\w*|repassage|w[äa]scherei\w*|b[üu]gelservice|lavanderi[ae]\b|stireria|strijkservice|wasserij\w*|コインランドリー|洗衣店|洗衣|مغسلة`,
].join('|'), 'giu');

/** A tailor's or dry cleaner's workroom (choose-blueprint `TAILORING`), sewing and hems besides. */
export const TAILOR = new RegExp([
  `${TAILORING.source}|sewing|\\bhems?\\b`,
  String.raw`arreglos? de costura|conserto de roupas?|ajustes de roupa|couturi[èe]re\w*|limpieza en seco|lavandaria a seco|nettoyage [àa] sec|chemische reinigung|lavaggio a secco|verstelatelier|droogkuis|クリーニング店|洋服のお直し|干洗|改衣|تنظيف جاف`,
].join('|'), 'giu');

/** A cleaner's words (a living room with mop and bucket). */
export const CLEANING = words(
  String.raw`cleaning|cleaners?\b|housekeep\w*|end-of-tenancy|deep clean|valeting|limpieza|nettoyage|reinigung|pulizi\w*|schoonmaak|limpeza|清洁|保洁|تنظيف`,
  String.raw`faxinas?\b|faxineir[oa]s?|diaristas?|femmes? de m[ée]nage|m[ée]nage [àa] domicile|aide m[ée]nag[èe]re|ハウスクリーニング|清掃|家政`,
);

/** A window cleaner's words in the site languages: window cleaning, pure water poles, gutters, conservatories, fascias. */
export const WINDOW_CLEANING = new RegExp([
  String.raw`windows? clean\w*|pure[- ]water(?! (?:filters?|filtration|drinking|dispensers?|coolers?|softeners?|bottles?|delivery))(?: (?:systems?|poles?|fed|cleaning))?`,
  String.raw`water[- ]fed poles?|gutters? (?:clean\w*|clear\w*|vac\w*)|conservatory (?:roofs? )?clean\w*|fascias?,? (?:and |& )?soffits? clean\w*`,
  String.raw`limpieza de (?:ventanas|cristales|vidrios)|limpiacristales|limpeza de (?:janelas|vidros)|limpa-?vidros|(?:lavage|nettoyage) (?:de|des) vitres|laveurs? de vitres`,
  String.raw`fensterreinig\w*|glasreinig\w*|fensterputz\w*|pulizia (?:dei |delle )?(?:vetri|finestre)|glazenwasser\w*|窓(?:ガラス)?清掃|窓拭き|擦窗|窗户清洁|تنظيف (?:ال)?(?:نوافذ|زجاج)`,
].join('|'), 'g');

/**
 * A nail bar's words in the site languages. Not a dog groomer's or a podiatrist's nails ("nail trims", "nail surgery",
 * "ingrown"), nor a hardware shop's ("nails and screws"); acrylics and shellac only beside another nail word (painting
 * classes use acrylics, French polishers shellac).
 */
export const NAIL_WORDS = new RegExp([
  String.raw`(?<!ingrown |fungal |screws,? (?:and |& )?)\bnails?\b(?! (?:trim\w*|clip\w*|cut\w*|surgery|fungus|infections?)|,? (?:and |& )?screws)(?: (?:bars?|salons?|studios?|art(?:ists?)?|technicians?|techs?|extensions?|designs?|stylists?))?`,
  String.raw`\bmani-?pedis?\b|manicur\w*|manucure\w*|pedicur\w*|manik[üu]re|pedik[üu]re|\bgel (?:nails?|polish|manicures?|extensions?)`,
  String.raw`(?:acrylic|shellac) (?:nails?|extensions?|sets?|infills?|tips|manicures?|pedicures?)|(?:gel|nails?|shellac|acrylics),? (?:and |or |& )?(?:acrylics|shellac)\b|(?:acrylics|shellac),? (?:and |or |& )?(?:gel|nails?|manicures?|pedicures?)`,
  String.raw`u[ñn]as\b|unhas\b|\bongles?\b|onglerie\w*|nägel\b|nagels\b|nagel(?:studio|salon|design|styl|verzorging|pflege)\w*|unghie|ネイル(?:サロン)?|美甲|أظافر|مانيكير|باديكير`,
].join('|'), 'g');

/** The words of a salon's other work, which a nail bar's must outnumber: hair, barbering, lashes and brows, tanning, waxing, facials, piercing. */
export const BEAUTY_BUT_NAILS = /\bhair|barber|stylist|\blash(?:es)?\b|\bbrows?\b|spray tan\w*|tanning|waxing|facials?|piercing|peluquer\w*|coiff\w*|friseur\w*|parrucch\w*|kapper\w*|kapsalon|cabeleireir\w*|美容室|美容院|理容|美发|حلاق/g;

/** A garage's car on a lift: servicing, repairs, MOTs, tyres. */
export const GARAGE = words(
  String.raw`garage|mechanic|\bmots?\b|car servic|car repairs?|\btyres?|\btires?\b|brakes?|clutch|exhaust|bodywork|vehicle servic|autowerkstatt|kfz|taller mec[aá]nico|oficina mec[aâ]nica|officina meccanica|garagem|autogarage|garage automobile`,
  String.raw`mec[áa]nic[oa]s?\b|neum[áa]ticos|\bpneus\b|cambio de aceite|pasar la itv|inspecci[óo]n t[ée]cnica|reparaci[óo]n de (?:coches|veh[íi]culos)|mudan[çc]a de [óo]leo|inspe[çc][ãa]o peri[óo]dica|repara[çc][ãa]o (?:de )?(?:autom[óo]veis|carros)`,
  String.raw`contr[ôo]le technique|vidange|carrosserie|r[ée]paration (?:de )?(?:voitures?|v[ée]hicules?)|m[ée]canique auto\w*|reifen(?:wechsel|service|handel)\w*|hauptuntersuchung|t[üu]v-?(?:abnahme|pr[üu]fung)|gommist[ai]|pneumatici|revisione auto\w*|carrozzeria|tagliando`,
  String.raw`apk[- ]keuring|autobanden|bandenservice|autoreparatie|車検|自動車整備|整備工場|板金塗装|修车|汽修|汽车维修|汽车保养|ميكانيكي|ورشة سيارات|صيانة السيارات`,
);

/** Flying lessons at the airfield. */
export const FLYING = words(
  String.raw`flying (?:lessons?|schools?|clubs?|instruction)|flight (?:training|schools?|instructors?|lessons?)|trial flights?|\bppl\b|pilot training|learn to fly|gliding (?:club|lessons?)|microlight|escuela de vuelo|[ée]cole de pilotage|flugschule\w*|scuola di volo|vliegschool\w*`,
  String.raw`escuelas? de pilotos|vuelos? de iniciaci[óo]n|a[ée]roclub\w*|escolas? de avia[çc][ãa]o|aulas de voo|bapt[êe]mes? de l['’]air|segelflug\w*`,
  String.raw`rundfl[üu]g\w*|corsi di volo|volo in aliante|vliegles\w*|zweefvlieg\w*|proefvlucht\w*|フライトスクール|操縦訓練|飞行学校|飞行培训|تعليم الطيران|دروس الطيران`,
);

/** Swimming lessons in the pool (not a swimming club's: `SWIM_CLUB`). */
export const SWIM_LESSONS = words(
  String.raw`swim(?:ming)? (?:lessons?|schools?|classes|teachers?|coaching)|baby swimming|learn to swim|aquatics|clases de nataci[oó]n|escuela de nataci[oó]n|cours de natation|[ée]cole de natation|aulas de nata[çc][ãa]o|escolas? de nata[çc][ãa]o|nata[çc][ãa]o para|schwimmkurs\w*|schwimmschule\w*|corsi di nuoto|scuola (?:di )?nuoto|zwemles\w*|zwemschool\w*|スイミングスクール|游泳课|دروس السباحة`,
  String.raw`cursos? de nataci[óo]n|nataci[óo]n (?:para )?(?:beb[ée]s|ni[ñn]os)|b[ée]b[ée]s? nageurs|babyschwimmen|kinderschwimmen`,
  String.raw`seepferdchen|acquaticit[àa]|nuoto (?:per )?(?:bambini|neonati)|babyzwemmen|zwemdiploma\w*|水泳教室|ベビースイミング|婴儿游泳|儿童游泳|تعليم السباحة`,
);

/** A swimming club's pool: squads, galas, competitive and masters swimming, lengths. */
export const SWIM_CLUB = words(
  String.raw`swim(?:ming)? clubs?|swim(?:ming)? squads?|squad (?:swimming|training)|competitive swimm\w*|swim(?:ming)? galas?|masters swimm\w*|lane swimming|\blengths\b(?! of (?:fabric|cloth|timber|wood|hair|rope|chain|pipe))`,
  String.raw`clubs? de nataci[óo]n|equipos? de nataci[óo]n|nataci[óo]n (?:competitiva|m[áa]ster)|clubes? de nata[çc][ãa]o|equipas? de nata[çc][ãa]o|nata[çc][ãa]o (?:competitiva|master)|club de natation|natation sportive|schwimmverein\w*|schwimmclub\w*|wettkampfschwimm\w*`,
  String.raw`(?:societ[àa]|squadra|associazione) (?:di )?nuoto|nuoto (?:agonistico|master)|zwemvereniging\w*|zwemclub\w*|wedstrijdzwemmen|スイミングクラブ|水泳部|競泳|游泳俱乐部|游泳队|نادي (?:ال)?سباحة|فريق (?:ال)?سباحة`,
);

/** A running club's track, park path and finish: athletics, harriers, parkrun, 5K and track sessions. */
export const RUNNING = words(
  String.raw`running (?:clubs?|groups?|crews?|sessions?|coach\w*)|run clubs?|social runs?|club runs?|\bathletics\b|\bharriers\b|road runners|\bstriders\b|\bjoggers\b|\bjogging\b(?! (?:bottoms|pants|trousers|suits?))`,
  String.raw`\bparkruns?\b|couch to 5k|\bc25k\b|\b(?:5|10)k (?:runs?|races?|courses?|training|programmes?|plans?)|(?:half[- ])?marathons?\b|track sessions?|interval sessions?|cross[- ]country (?:running|races?|season)|fell running|trail running`,
  String.raw`clubs? de (?:running|corredores|atletismo)|atletismo|grupos? de (?:running|corrida)|clubes? de corrida|corridas? de rua|treinos? de corrida|club d['’]athl[ée]tisme|athl[ée]tisme|course [àa] pied|club de running`,
  String.raw`laufverein\w*|lauftreff\w*|laufgruppe\w*|lauftraining|laufclub\w*|leichtathletik\w*|atletica leggera|\bpodis(?:mo|tica|tici)\b|gruppo podistico|hardloop\w*|atletiek\w*|loopgroep\w*`,
  String.raw`ランニング(?!コスト)|陸上競技|陸上部|マラソン|ジョギング|跑团|跑步|田径|马拉松|慢跑|نادي (?:ال)?جري|الجري|ألعاب القوى|ماراثون`,
);

/** A cycling club's riders on a country road, a climb, a café stop and the velodrome: club rides, sportives, the peloton. */
export const CYCLING = words(
  String.raw`cycling clubs?|cycle clubs?|road cycling|club rides?|group rides?|(?:cycling|bike|road) sportives?|sportive (?:rides?|routes?|events?)|cyclo-?sportives?|gran ?fondos?|\bpeloton\b|chain ?gang|\baudax\b|\bwheelers\b|velo clubs?|velodrome`,
  String.raw`clubs? ciclistas?|clubs? de ciclismo|clubes? de ciclismo|ciclismo (?:de )?(?:carretera|ruta|estrada)|grupos? de ciclismo|club cycliste|cyclisme (?:sur route)?|cyclotouris\w*|v[ée]lodromo|v[ée]lodrome`,
  String.raw`radsportverein\w*|radsportclub\w*|radfahrverein\w*|radtreff\w*|rennrad(?:gruppe|treff|ausfahrt)\w*|squadra ciclistica|gruppo ciclistico|societ[àa] ciclistica|associazione ciclistica|granfondo|wielervereniging\w*|wielerclub\w*|wielrenn\w*|toerclub\w*|fietsclub\w*`,
  String.raw`サイクリングクラブ|自転車競技|ロードレース|骑行俱乐部|骑行|公路车|نادي (?:ال)?دراجات|ركوب الدراجات`,
);

/** A bathroom fitter's finished bathroom. */
export const BATHROOM = words(
  String.raw`bathroom (?:fitt\w*|design\w*|refits?|installations?|renovations?)|bathroom fitters?|wet rooms?|shower (?:installations?|fitting)|ba[ñn]os? reformas?|reformas? de ba[ñn]o|salles? de bains?|badsanierung\w*|badezimmer\w*|bagni|badkamer\w*`,
  String.raw`casas? de banho|remodela[çc][ãa]o de banheiros?|platos? de ducha|ristrutturazion\w* (?:del |dei )?bagn\w*|浴室リフォーム|ユニットバス|卫浴|浴室装修|تجديد الحمامات`,
);

/** A blinds maker's or glazier's dressed windows. */
export const WINDOW_DRESSING = words(
  String.raw`\bblinds\b|shutters|curtains|double glazing|windows and doors|window fitt\w*|conservator(?:y|ies)|upvc windows|curtain makers?|roller blinds|venetian|estores|persianas|stores et rideaux|volets|jalousien|rollos?|tende da sole|zonwering|raambekleding|ブラインド|窗帘`,
  String.raw`\bcortinas\b|ventanas de pvc|doble acristalamiento|caixilharia|\brideaux\b|double vitrage|vorh[äa]nge|gardinen|plissees?|tendaggi|infissi|serramenti|gordijnen|kozijnen|カーテン|百叶窗|ستائر`,
);

/** Painting and drawing classes at easels round a still life. */
export const ART_CLASS = words(
  String.raw`(?:painting|drawing|art|watercolou?r|sketching|acrylic|oil painting|life drawing|botanical illustration) (?:classes|class|lessons|courses?|workshops?|school|club)|life drawing|art classes|art school|clases de (?:pintura|dibujo)|cours de (?:peinture|dessin)|malkurs\w*|zeichenkurs\w*|corsi di (?:pittura|disegno)|schilderles\w*|tekenles\w*|絵画教室|绘画班|دروس الرسم`,
  String.raw`talleres? de (?:pintura|dibujo|acuarela)|aulas de (?:pintura|desenho)|ateliers? de (?:peinture|dessin|aquarelle)|malschule\w*|malworkshop\w*|aquarellkurs\w*|scuola di pittura|teken- en schilderles\w*|schildercursus\w*|お絵かき教室|美术班|画室`,
);

/** Music lessons at a piano, a guitar on its stand, a music stand. */
export const MUSIC = words(
  String.raw`piano|guitar|violin|\bcellos?\b|\bdrums?\b|drumming|singing|vocal coach|music (?:lessons?|teacher|tuition|school)|ukulele|saxophone|flute|clarinet|\btrumpet|musikschule|klavier|gitarre|clases de m[uú]sica|cours de musique|lezioni di musica|muziekles|ピアノ|钢琴|吉他`,
  String.raw`viol[íi]n\w*|\bchitarr\w*|\bgeige\w*|\bviool\b|\bgitaar\w*|schlagzeug\w*|clases de canto|aulas de canto|lezioni di canto|cours de chant|gesangs?unterricht|zangles\w*`,
  String.raw`escuelas? de m[úu]sica|escolas? de m[úu]sica|aulas de m[úu]sica|[ée]cole de musique|scuola di musica|muziekschool\w*|musikunterricht`,
  String.raw`音楽教室|ギター|バイオリン|ヴァイオリン|音乐学校|音乐课|小提琴|دروس (?:ال)?موسيقى|بيانو|غيتار|جيتار`,
);

/** A primary school's classroom. */
export const PRIMARY_SCHOOL = words(
  String.raw`primary schools?|infant schools?|junior schools?|village schools?|prep schools?|\bpupils?\b|classrooms?|grundschule|[ée]coles? (?:primaire|[ée]l[ée]mentaire)s?|escuelas? primarias?|escolas? prim[aá]rias?|scuol[ae] (?:primari[ae]|elementar[ei])|basisschool|小学校|小学|مدرسة ابتدائية`,
);

/** Tutoring at a blackboard and desk: the trade for teaching words when no other trade is named. */
export const TUTORING = words(
  String.raw`\btutor|teach|lessons?\b|\bschool|\bmaths?\b|exams?\b`,
  String.raw`ex[áa]menes|clases particulares|profesor(?:es|as?)?\b|academias? de (?:idiomas|ingl[ée]s|repaso)|escuelas? de idiomas|explica[çc][õo]es|professor(?:es|as)\b|escolas? de l[íi]nguas|\bexamens?\b|cours particuliers|soutien scolaire|professeurs?\b|[ée]coles? de langues?`,
  String.raw`nachhilfe\w*|sprachschule\w*|\blehrer\w*|pr[üu]fungsvorbereitung|ripetizioni|doposcuola|scuola di lingue|lezioni private|insegnant[ei]\b|bijles\w*|huiswerkbegeleiding|taalschool\w*|taalles\w*|\bdocenten\b`,
  String.raw`学習塾|進学塾|家庭教師|英会話|語学|补习|家教|辅导|语言学校|دروس خصوصية|معهد لغات|دروس تقوية`,
);

/** A dentist's chair. */
export const DENTIST = words(
  String.raw`dentist|\bdental|orthodon|\bteeth|\btooth|zahnarzt\w*|zahnmedizin|\bdentaire|tandarts\w*|odontolog\w*|歯科|牙科|أسنان`,
  String.raw`ortodon\w*|dent[áa]ri[ao]s?\b|kieferorthop[äa]d\w*|odontoiatr\w*|tandheelk\w*|歯医者|牙医|口腔`,
);

/** A vet's or groomer's room with a dog and a cat. */
export const VET = words(
  String.raw`\bvets?\b|veterin|\bpets?\b|\bdogs?\b|\bcats?\b|catter(?:y|ies)|kennels|hundeschule|\bhunde?\b|welpen|\bperros?\b|\bchiens?\b|\bhonden?\b|\bc[ãa]es\b|\bgroom(?:ing|ers?)\b|\bpupp(?:y|ies)\b|\bpaws?\b|\bcanine|\bbreeds?\b|\bkittens?\b`,
  String.raw`\bgatos\b|\bgatti\b|\bkatzen\b|\bkatten\b|\bcani\b|\bcanin[ao]s?\b|mascotas|animales de compa[ñn][íi]a|animais de estima[çc][ãa]o|peluquer[íi]as? canin\w*|banho e tosa`,
  String.raw`animaux de compagnie|toilettage|haustier\w*|tier[äa]rzt\w*|tierklinik\w*|hundesalon\w*|animali domestici|toelettatura|dierenarts\w*|dierenkliniek\w*|huisdier\w*|trimsalon\w*`,
  String.raw`ペット(?!ボトル)|動物病院|獣医|トリミング|宠物|兽医|بيطري|حيوانات أليفة`,
);

/** A yoga or Pilates studio. */
export const YOGA = words(
  String.raw`yoga|pilates|\bmeditat|wellness`,
  String.raw`m[ée]dita(?:ci[óo]n|[çc][ãa]o|zione)|méditation|ヨガ|ピラティス|瞑想|瑜伽|普拉提|冥想|يوغا|بيلاتس`,
);

/** A gym's rack, weights and mirror. */
export const GYM = words(
  String.raw`\bgym|fitness|personal train|crossfit|strength|boxing|gimnasios?|gin[áa]sios?|salles? de sport|sportschool|palestra|ジム|健身房|نادي رياضي`,
  String.raw`entrenador(?:es)? personal(?:es)?|entrenamiento personal|treinador(?:es)? pessoal|muscula[çc][ãa]o|\bboxeo\b|coach(?:ing)? sportif|musculation|\bboxe\b|krafttraining|kraftraum|allenamento funzionale|sala pesi|krachttraining|\bboksen\b`,
  String.raw`フィットネス|パーソナルトレーニング|健身|صالة (?:ال)?رياضة|لياقة بدنية`,
);

/** A dance studio's mirror wall and barre. */
export const DANCE = words(
  String.raw`\bdanc(?:e|es|ers?|ing)\b|ballet|zumba|salsa|tango|escuela de danza|[ée]cole de danse|tanzschule|scuola di danza|dansschool|ダンス|舞蹈|رقص`,
  String.raw`\bdanzas?\b|\bdan[çc]a\b|clases de baile|academias? de baile|escuelas? de baile|flamenco|aulas de dan[çc]a|escolas? de dan[çc]a|\bdanses?\b|cours de danse|tanz(?:kurs|studio|stunde|unterricht)\w*|scuola di ballo|\bballo\b|dansles\w*|dansstudio\w*|バレエ|芭蕾|باليه`,
);

/** A coworking space's shared desks, booths, coffee counter and meeting room. */
export const COWORK = words(
  String.raw`cowork|co-work|hot desks?|dedicated desks?|meeting rooms?|private offices?|shared offices?|serviced offices?|flexi-?desks?|espacio de coworking|oficinas? compartidas?|despachos? privados?|bureaux partag|büroräume|b[üu]rogemeinschaft\w*|gemeinschaftsb[üu]ro\w*|uffici condivisi|flexwerkplek\w*|flexplek\w*|vergaderruimte\w*|コワーキング|シェアオフィス|联合办公|共享办公|مساحة عمل مشتركة`,
);

/** A taxi firm's car with its roof sign. */
export const TAXI = words(
  String.raw`\btaxis?\b|\bcabs\b|minicabs?|private hire|chauffeur|airport (?:transfers?|runs?)|limousines?|limo hire|coach hire|minibus hire|taxiunternehmen|taxistas?|タクシー|出租车|تاكسي`,
  String.raw`\bt[áa]xis?\b|traslados? (?:al |a )?aeropuerto|transfers? (?:ao |para o )?aeroporto|\bvtc\b|navettes? a[ée]roport|flughafentransfer\w*|fahrdienst\w*|noleggio con conducente|taxibedrij\w*|taxiservice|luchthavenvervoer|ハイヤー|网约车|接送机|سيارات? (?:ال)?أجرة`,
);

/** A driving school's learner car on the road. */
export const DRIVING_SCHOOL = words(
  String.raw`driving (?:school|lessons?|instructors?|tests?)|learner drivers?|autoescuela|auto-?[ée]cole|fahrschule|scuola guida|rijschool|自動車学校|教習所|驾校|تعليم القيادة`,
  String.raw`clases de conducir|carn[ée] de conducir|auto-?escola|escolas? de condu[çc][ãa]o|aulas de (?:condu[çc][ãa]o|dire[çc][ãa]o)|carta de condu[çc][ãa]o|permis de conduire`,
  String.raw`le[çc]ons de conduite|fahrstunden?|\bf[üu]hrerschein\w*|lezioni di guida|patente di guida|rijles\w*|rijbewijs|学车|مدرسة (?:ال)?قيادة|دروس (?:ال)?قيادة`,
);

/** Talking therapies: a counselling room's two armchairs. */
export const COUNSELLING = words(
  String.raw`counsel|psychotherap|psycholog|mental health|talking therap|\bcbt\b|cognitive behaviou?ral|\bemdr\b|life coach|bereavement|anxiety|depression|couples therap|family therap`,
  String.raw`psic[óo]log\w*|psicoterap\w*|psychoth[ée]rap\w*|psycholoog|terapia de (?:pareja|casal|coppia)|th[ée]rapie de couple|paartherapie|relatietherapie|salud mental|sa[úu]de mental|sant[ée] mentale|salute mentale|geestelijke gezondheid`,
  String.raw`ansiedad|ansiedade|anxi[ée]t[ée]|angstst[öo]rung\w*|depresi[óo]n|depress[ãa]o|d[ée]pression|deuil|trauerbegleitung|rouwverwerking|カウンセリング|心療|心理|استشارات? نفسية|علاج نفسي|(?:ال)?صحة (?:ال)?نفسية`,
);

/** A clinic's treatment table: doctors, GPs, podiatrists, acupuncturists, hearing care. */
export const CLINIC = words(
  String.raw`clinic|doctor|medical|\bhealth|\bgps?\b|(?<!physio|psycho)therap|podiatr|chiropod|osteopath|chiropract|acupunct|hearing (?:aids?|tests?|care|cent(?:re|er))|audiolog`,
  String.raw`cl[íi]nicas?|m[ée]dicos?\b|m[ée]decins?\b|centros? de salud|centre m[ée]dical|(?<!zahn|tier)[äa]rzt\w*|klinik\w*|poliambulatori\w*|studio medico|medico di base|huisarts\w*|gezondheidscentrum|kliniek\w*|pod[óo]log\w*|podoloog|acupuntur\w*|akupunktur\w*|agopuntura`,
  String.raw`aud[íi]fonos|aparelhos auditivos|audioproth[ée]siste\w*|h[öo]rger[äa]te\w*|h[öo]rakusti\w*|apparecchi acustici|hoortoestel\w*|audicien\w*|クリニック|診療所|医院|内科|補聴器|助听器|诊所|عيادة|طبيب`,
);

/** A golf club's course. */
export const GOLF = words(
  String.raw`\bgolf\b|golf (?:clubs?|courses?)|fairways?|tee times?|driving ranges?|campo de golf|golfplatz|golfclub|golfbaan|ゴルフ|高尔夫`,
  String.raw`campos? de golfe|clubes? de golfe|aulas de golfe|غولف|جولف`,
);

/** A riding school's paddock. */
export const RIDING = words(
  String.raw`riding (?:schools?|lessons|stables|cent(?:re|er)s?)|equestrian|livery (?:yards?|stables)|\bpon(?:y|ies)\b|horse riding|\bhorses?\b|stables\b|reitschule\w*|reitstall\w*|equita[çc][aã]o|equitaci[oó]n|centro equestre|centro h[ií]pico|[ée]questre|maneggio|manege|乗馬|马术|ركوب الخيل`,
  String.raw`\bcaballos\b|\bcavalos\b|h[íi]pic[ao]s?\b|\bchevaux\b|club hippique|\bponeys?\b|man[èe]ge|\bpferde\w*|reitunterricht|reitverein\w*|\bcavalli\b|paardrij\w*|\bpaarden\w*|骑马|فروسية|خيول`,
);

/** A pharmacy's counter. */
export const PHARMACY = words(
  String.raw`pharmac(?:y|ies|ist)|chemists?\b|prescriptions?|farmacia|farm[áa]cia|pharmacie|apotheke|apotheek|薬局|药店|药房|صيدلية`,
  String.raw`farmac[êe]utic\w*|pharmacien\w*|apotheker\w*|farmacist\w*|調剤|药剂|صيدلاني`,
);

/** A tennis or padel club's court. */
export const TENNIS = words(
  String.raw`\btennis\b|\bpadel\b|pickleball|tennis courts?|tenis|tennisclub|tennisverein|circolo (?:del )?tennis|テニス|网球|تنس`,
  String.raw`\bp[áa]del\b|(?:clubes?|aulas|escolas?|quadras?|campos?) de t[éê]nis|tennisschule\w*|tennisbaan\w*|パデル|板网`,
);

/** A football or other team sports club's pitch. */
export const FOOTBALL = words(
  String.raw`football|soccer|rugby|hockey|netball|youth teams?|sports? clubs?|\bunder-?\d+s?\b|fu[ßs]ball\w*|f[uú]tbol|futebol|\bcalcio\b|voetbal\w*|サッカー|足球|كرة القدم`,
  String.raw`clubs? deportivos?|clubes? desportivos?|escuelas? de f[úu]tbol|escolinhas? de futebol|club sportif|[ée]coles? de foot\b|club de foot\b|sportverein\w*`,
  String.raw`jugendmannschaft\w*|societ[àa] sportiva|scuola calcio|sportvereniging\w*|jeugdteams?|スポーツ少年団|少年サッカー|体育俱乐部|青训|نادي رياضي للشباب|أكاديمية كرة`,
);

/** A day camp's tent and bunting (choose-blueprint `CAMP`), forest schools besides (scouts and guides are group-words.ts `SCOUTS`'). */
export const DAY_CAMP = new RegExp([
  `${CAMP.source}|forest school`,
  String.raw`escuelas? (?:de )?bosque|[ée]coles? (?:de la |en )?for[êe]t|waldkindergarten|waldschule|scuola nel bosco|bosschool|森のようちえん`,
].join('|'), 'giu');

/** A nursery's playroom. */
export const NURSERY = words(
  String.raw`nursery|childcare|child care|day ?care|pre-?school|kindergarten|cr[eè]che|playgroup|childminder|\bkita\b|guarder[ií]a|garderie|asilo nido|kinderopvang`,
  String.raw`escuelas? infantil(?:es)?|jard[íi]n de infancia|jardins? de inf[âa]ncia|assistantes? maternelles?|kinderkrippe\w*|tagesmutter|kinderbetreuung`,
  String.raw`scuola dell['’]infanzia|nido d['’]infanzia|kinderdagverblijf\w*|gastouder\w*|peuterspeelza\w*|保育園|保育所|幼稚園|托儿所|幼儿园|حضانة|روضة أطفال`,
);

/** Travel and guiding outdoors: a trail, a backpack and a signpost. */
export const OUTDOORS = words(
  String.raw`travel|\bhik(e|ing)|trek|(?<!virtual )\btours?\b|adventure|mountain|\btrails?\b|outdoor|forest bathing|woodland walks|guided walks|nature walks`,
  String.raw`senderismo|excursiones|\bviajes\b|caminhadas|excurs[õo]es|\bviagens\b|randonn[ée]es?|agences? de voyages?|wander(?:reisen|urlaub|touren|ungen|ung)\b|bergtouren|escursion[ei]\b|\bviaggi\b|wandel(?:tochten|vakanties?|reizen)|trektocht\w*|\breizen\b`,
  String.raw`\baventur[ae]s?\b|\bavventur[ae]\b|abenteuer\w*|avontu(?:ur|ren)\w*|ハイキング|登山|トレッキング|徒步|户外|探险|المشي لمسافات طويلة|رحلات (?:ال)?مشي|مغامرات`,
);

/**
 * Weddings: photo scenes (couples, arches, bouquets), not a room. "Landscape" stays here when it is a photographer's or a
 * painter's ("landscape photography", "landscapes"); a landscaper's and gardener's words are `GARDENS`'.
 */
export const WEDDINGS = words(
  String.raw`wedding|\bvenues?\b|\bbarn\b|\bceremon|banquet|marquee|landscap(?!ing|ers?\b|e (?:gardeners?|gardening|design|architect|contractors?|services|maintenance))`,
  String.raw`\bbodas?\b|casamentos?\b|\bmariages?\b|hochzeit\w*|\bmatrimoni[oa]?\b|bruiloft\w*|trouwlocatie\w*|結婚式|ウェディング|ブライダル|婚礼|婚庆|زفاف|أعراس`,
);

/**
 * Gardeners, landscapers, garden designers, lawn care and tree surgeons: a garden of their own (art/garden.ts), no longer
 * the photo landscapes they shared with weddings. Counted as one word each as before ("landscape gardener" is two hits).
 * Not "garden" alone: a beer garden, a garden centre, a hotel's or a community garden are other businesses.
 */
export const GARDENS = words(
  String.raw`gardening|gardeners?|landscap(?:ing|ers?\b)|landscape(?= gardeners?| gardening| design| architect| contractors?| services| maintenance)|garden design\w*|garden (?:maintenance|clearances?|makeovers?)`,
  String.raw`tree surgeons?|tree surgery|arborists?|arboricultur\w*|tree (?:felling|removal|care)|stump grinding|hedge (?:cutting|trimming|laying)|lawn ?care|lawn (?:mowing|treatments?)|grass cutting|turfing|artificial grass|decking|water features?|pergolas?|horticultur\w*`,
  String.raw`jardiner[íi]a|jardiner[oa]s?\b|paisajis\w*|poda de [áa]rboles|mantenimiento de jardines|jardinagem|jardineir[oa]s?\b|paisagis\w*|poda de [áa]rvores|manuten[çc][ãa]o de jardins`,
  String.raw`jardinage|jardiniers?|paysagiste\w*|am[ée]nagements? paysagers?|entretien (?:de |des )?jardins|espaces verts|[ée]lagage|[ée]lagueurs?|abattage d['’]arbres|cr[ée]ation de jardins`,
  String.raw`garten- und landschaftsbau|galabau|gartenbau\w*|gartengestaltung|gartenpflege|g[äa]rtner\w*|landschaftsg[äa]rtner\w*|baumpflege|baumf[äa]llung\w*`,
  String.raw`giardinaggio|giardinier[ei]|paesaggist\w*|potatura|manutenzione (?:del )?verde|manutenzione (?:di |dei )?giardini|progettazione (?:di |dei )?giardini|abbattimento (?:di )?alberi`,
  String.raw`hoveniers?\w*|tuinaanleg|tuinonderhoud|tuinontwerp\w*|tuinman(?:nen)?\b|boomverzorging|boomchirurg\w*|bomen kappen`,
  String.raw`造園|庭師|植木(?!鉢)|庭づくり|ガーデニング|外構|芝刈り|园林|绿化|园艺|景观设计|庭院设计|花园设计|تنسيق (?:ال)?حدائق|بستنة|بستاني|تصميم الحدائق|صيانة الحدائق|تقليم الأشجار`,
);

/** A care home's residents' lounge (choose-blueprint `CARE`), older people and the elderly besides. */
export const CARE_HOME = new RegExp(`${CARE.source}|older people|elderly`, 'giu');

/** A campsite's field (choose-blueprint `CAMPSITE`), camping besides. */
export const CAMPING = new RegExp(`${CAMPSITE.source}|\\bcamping\\b`, 'giu');

/** A place to stay's rooms (choose-blueprint `LODGING`), guest rooms besides. */
export const GUEST_ROOMS = new RegExp(`${LODGING.source}|guest rooms?`, 'giu');
