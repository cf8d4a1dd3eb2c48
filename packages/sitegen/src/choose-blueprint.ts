import { FORM_INDUSTRIES, GENERATOR_TYPES, toGeneratorType, type Brief } from '@sitewright/core';
import type { BlueprintId } from './i18n/types';
import { isCakeMaker, serviceStyle } from './cafe';
import { isParticiple } from './headline';
import { sentences } from './text';
import { unicodeWords } from './word-re';

/**
 * Which blueprint fits a brief (issue 15 §4): the industry's generator type (SPEC §3) gives the
 * default; the brief's own words move a business to the blueprint made for it (a walk-in clinic filed
 * under Healthcare is a local service, not software; a photographer under "Other" gets a portfolio).
 * Word lists cover English plus the commonest stems in the other site languages.
 */

/** Words of a church and its parish, in the site languages; a wedding chapel is a venue. */
const CHURCH = unicodeWords(/\b(?:churche?s?|(?<!wedding )chapels?|parish\w*(?![ -](?:councils?|councillors?|clerks?|plans?|meetings?|pumps?))|cathedral|abbey|minster|iglesias?|parroquias?|capillas?|igrejas?|par[óo]quias?|capelas?|[ée]glises?|paroisses?|kirchen?|kirchengemeinde\w*|pfarrei\w*|chiesa|chiese|parrocchia\w*|kerk(?:en)?|parochie)\b|教会|教堂|كنيسة/iu);
/** Words of a mosque, in the site languages. */
const MOSQUE = unicodeWords(/\b(?:mosques?|masjid|moschee\w*|moschea|moskee)\b|モスク|清真寺|مسجد|جامع/iu);
/**
 * Words of a place of worship and its congregation (a church, mosque, synagogue, temple, gurdwara), in
 * the site languages.
 */
export const WORSHIP = unicodeWords(new RegExp(`${CHURCH.source}|${MOSQUE.source}|\\b(?:congregations?|worship|synagogues?|temples?|gurdwara|mandir)\\b|礼拝|寺院|寺庙`, 'iu'));

/**
 * The building a place of worship's pictures show (art community `worship`): a mosque for mosque words,
 * a church for church words, else a hall with a portico (a synagogue, a temple, a gurdwara).
 */
export function worshipBuilding(words: string): 'mosque' | 'church' | 'hall' {
  return MOSQUE.test(words) ? 'mosque' : CHURCH.test(words) ? 'church' : 'hall';
}

/** Security guarding and key holding: a guard firm quotes for a site and goes to it (also the art's locksmith door, art/trade-words.ts). */
export const GUARDING = String.raw`security guards?|(?:manned|static|event|site|retail) guarding|mobile (?:security )?patrols?|key ?holding|door supervisors?`;
/** Waste and recycling collection: a collector quotes and comes to its customers (also the art's lorry, art/industry-words.ts). */
export const WASTE_COLLECTION = String.raw`(?:commercial |trade |business |general |household )?waste (?:collections?|removal|management|disposal)|rubbish collections?|recycling collections?`;
/** Breakdown recovery and towing: a recovery firm comes to the car (also the art's lorry, art/industry-words.ts). */
export const VEHICLE_RECOVERY = String.raw`breakdown (?:recovery|services?)|(?:vehicle|car|accident) recovery|recovery trucks?|tow(?:ing)? (?:trucks?|services?)`;
/**
 * Trades that work at their customers' homes (plumbers, installers, removals, cleaners, gardeners…), in
 * English. Names of software ("website builder") excluded.
 */
const HOME_TRADE_WORDS = /\b(?:piano tun(?:ers?|ing)|(?:mobile )?tyre fitt(?:ing|ers?)|mobile tyres?|lawn (?:care|treatments?|mowing)|weed control|stained glass|antique restoration|french polish\w*|furniture restoration|upholster(?:y|ers?)|reupholster\w*|(?:block paving|tarmac|resin|gravel|concrete|imprinted|new) driveways?|driveways? (?:and patios|installers?|contractors?|company|specialists?)|block paving|tarmac(?:king|ing)?|resin[- ]bound|paving|patios? (?:and driveways|laying|installers?|contractors?)|(?:new|stone|porcelain|sandstone|slab|paved) patios?|drone (?:surveys?|inspections?|mapping)|skip hire|plumb\w*|electricians?|heating engineers?|gas engineers?|boilers?|hvac|air[- ]conditioning (?:repairs?|installation|servic\w*|engineers?)|ac (?:repairs?|installation|tune-?ups?)|furnaces?|pressure washing|power washing|soft washing|jet washing|junk removal|gutter cleaning|heat pumps?|solar (?:panels?|pv|installers?|installations?)|installers?|ev charg(?:ers?|ing points?)|roof(?:er|ers|ing)|(?<!(?:web ?site|site|page|app|form|report|query|workflow|bot|no-code|resume|cv) )builders?|carpenters?|carpentry|joiners?|joinery|plasterers?|plastering|tilers?|glaziers?|glazing|scaffold(?:ers?|ing)|pest control|chimney sweep(?:s|ing)?|(?:stove|wood ?burner|log ?burner) install\w*|window clean(?:ers?|ing)|(?:cctv|alarm|security|doorbell|camera)s? (?:install\w*|fitt\w*|engineers?)|(?:swimming )?pool (?:install\w*|servic\w*|maintenance|repairs?|builders?|construction)|hot tub (?:install\w*|servic\w*|repairs?)|(?:burglar|intruder) alarms?|carpet clean(?:ers?|ing)|(?:bathroom|kitchen|shower|wet ?room|bedroom|wardrobe) (?:fitt(?:ers?|ing)|refits?|installations?|design and fitting)|bathroom fitters?|tiling|(?:u?pvc|aluminium|aluminum|double[- ]glazed|replacement|sash|timber) windows|windows?,? (?:and |& )?(?:doors|conservatories)|double glazing|conservator(?:y|ies)|bi-?fold doors|composite doors|fensa|floor(?:ing)? fitt(?:ers?|ing)|carpet fitt(?:ers?|ing)|(?:made[- ]to[- ]measure )?(?:blinds|shutters)(?: and curtains)?|curtain makers?|home measuring|(?<!(?:tattoo|hair|laser|wart|mole|wax|nit|lice|scar|verruca|gel|polish|acrylic|stitch|suture) )removals?|removal firm|man and van|movers|(?:bike |cycle |same-day |local )?couriers?(?: services?)?|moving (?:house|company|services?)|tree surgeons?|gardening|gardeners?|landscap(?:ing|ers?)|handyman|handymen|painters?(?: and| &) decorators?|painting (?:and|&) decorating|house painters?|locksmiths?|cleaning|cleaners?|dog walk\w*|pet sitt\w*|bin cleaning|damp[- ]proofing|damp (?:treatments?|surveys?|specialists?)|timber treatments?|basement waterproofing|tanking|loft conversions?|(?:house|home|single[- ]storey|double[- ]storey|two[- ]storey|rear|side|kitchen) extensions?|(?:garage|basement|cellar) conversions?|jump starts?)\b/iu;
/** The home trades with security guarding (`GUARDING`), waste collection (`WASTE_COLLECTION`) and breakdown recovery (`VEHICLE_RECOVERY`). */
const HOME_TRADES = unicodeWords(new RegExp(`${HOME_TRADE_WORDS.source}|\\b(?:${GUARDING}|${WASTE_COLLECTION}|${VEHICLE_RECOVERY})\\b`, 'iu'));

/** The home trades of the other site languages (fontanero, Klempner, plombier, 配管…). */
const HOME_TRADES_INTL = unicodeWords(/\b(?:gartenbau\w*|landschaftsbau\w*|galabau\w*|paysagistes?|paisajis\w*|paisagis\w*|tuinaanleg\w*|tuinonderhoud|giardinaggio|dachdecker\w*|malerbetrieb\w*|malermeister\w*|malerfachbetrieb\w*|maler und lackierer\w*|schildersbedrijf\w*|schilderwerk\w*|dakdekker\w*|imbianchin\w*|couvreurs?|peintres? en b[âa]timent|entreprises? de peinture|empresas? de pintura|pintura de (?:interiores|fachadas|pisos|casas)|tejador\w*|techad\w*|reformas? (?:de (?:baños?|cocinas?|viviendas?|pisos?|casas?|locales?)|integral(?:es)?)|reformas y (?:construcci[oó]n|obras)|empresas? de reformas|alicatad\w*|fontaner\w*|plomberie|sanitär\w*|heizungsbau\w*|installateur\w*|mudanzas?|d[ée]m[ée]nage\w*|umz[üu]g\w*|traslochi|verhuiz\w*|electricistas?|jardiner\w*|limpieza|canalizador\w*|eletricistas?|jardinagem|plombiers?|electriciens?|jardiniers?|nettoyage|klempner\w*|elektriker\w*|g[äa]rtner\w*|(?:fenster|geb[äa]ude|glas|b[üu]ro|unterhalts|grund|teppich|polster|dach|fassaden|haus|treppenhaus|bau|end|solar|photovoltaik|rohr|kanal)?reinigung(?!smittel)\w*|fensterputz\w*|glazenwasser\w*|laveurs? de vitres|idraulic\w*|elettricist\w*|giardinier\w*|pulizie|loodgieter\w*|elektricien\w*|hoveniers?|schoonmaak\w*)\b|électriciens?|配管|水道工事|引っ越し|电工|水管|搬家|سباك|كهربائي/iu);

/**
 * Practices and trades customers visit or book (clinics, opticians, garages, recording studios) and
 * `HOME_TRADES`, in English: a business of one is a local service (hours, area or address, bookings),
 * whatever the industry label ("Swift Removals" under Professional Services, an optician under
 * Healthcare, a solar installer under Other).
 */
const PRACTICES = unicodeWords(/\b(?:clinics?|physio\w*|dentist(?:s|ry)?|dental|vets?|veterinar\w*|opticians?|optometrists?|eye (?:tests?|exams?|examinations?|care)|contact lenses|hearing (?:tests?|aids?)|audiologists?|pharmac(?:y|ies|ists?)|chemists?|osteopath\w*|chiropract\w*|podiatr\w*|chiropod\w*|doctors?|gp|nurses?|care homes?|midwi(?:fe|ves|fery)|orthodontists?|mechanics?|garage|mots?|car servic\w*|recording studios?|rehearsal (?:rooms?|spaces?|studios?)|home inspect(?:ors?|ions?)|building inspect(?:ors?|ions?)|property inspect(?:ors?|ions?))\b/iu);
/**
 * Workshops that make each job to order and price it first (a print shop, a sign maker, vehicle wraps, a t-shirt printer, a
 * memorial mason: a marmista, a Steinmetz), mostly in English: a local service that asks for a quote (`quotesForJobs`),
 * not a start-up, a shop of goods or, for the wedding stationery it prints, a portfolio.
 */
const JOB_SHOPS = unicodeWords(/\b(?:print(?:ing)? shops?|printing (?:company|companies|services?|firm)|(?:custom |personali[sz]ed )?(?:t-?shirt|tee|garment|apparel|hoodie|merch|workwear|uniform) printing|dtf printing|stonemasons?|stone masons?|memorial masons?|monumental masons?|headstones?|marmist[ai]|lapid[ei]|marmoler[ií]as?|l[áa]pidas|steinmetz\w*|grabsteine?|grafstenen|steenhouwer\w*|marbriers?|tailleurs? de pierre|marmorarias?|l[áa]pides|(?:commercial|digital|litho|local|family|screen|large[- ]format) print(?:ers|ing)|print and copy|copy shops?|sign ?makers?|sign ?writers?|signage (?:company|makers?|services?)|vehicle (?:graphics|wraps?|wrapping)|(?:custom |workwear )?embroidery services?|imprentas?|imprimeries?|druckerei\w*|tipografi[ae]|drukkerij\w*|gr[áa]ficas? r[áa]pidas?)\b|印刷所|印刷店|مطبعة/iu);
const TRADES = unicodeWords(new RegExp(`${HOME_TRADES.source}|${PRACTICES.source}|${JOB_SHOPS.source}`, 'iu'));

/** Places and services people book or visit (clinics, salons, classes, venues, hotels…), in the site languages. */
/** Words of tours people book (walking, food, boat tours; a tour operator), in English: a local service, not a band's tour dates. */
const TOURS = unicodeWords(/\b(?:(?:walking|guided|food|wine|boat|bike|cycling|city|day|private|small-group|coach|kayak|ghost|history|heritage|sightseeing|e-?bike|segway|fishing|whale[- ]watching|wildlife|photography|photo|aurora|northern lights|safari|stargazing) tours?|tour (?:guides?|operators?|company)|(?:sea |deep[- ]sea |fly |boat |shark |wreck )?fishing (?:trips?|charters?|days?|boats?)|(?:boat|sea|diving|snorkel(?:l?ing)?|sailing|whale[- ]watching|wildlife|seal[- ]watching|dolphin[- ]watching) trips?|(?:boat|yacht|sailing|fishing|skippered) charters?)\b/iu);
const SERVICE_WORDS = unicodeWords(/\b(tarot|astrolog\w*|birth charts?|psychic readings?|mediumship|reiki|matchmak(?:er|ers|ing)|salon|sal[oó]n(?:es)? de (?:u[ñn]as|belleza|est[ée]tica|manicura)|manicuras?|pedicuras?|u[ñn]as acr[ií]licas|manucures?|p[ée]dicures?|onglerie|nagelstudios?|nagelsalons?|manicure|pedicure|unhas de gel|manicure e pedicure|gimnasios?|gin[áa]sios?|salles? de sport|fitnessstudios?|fitness-studios?|sportschool|academias? de (?:gin[áa]stica|fitness)|bridal (?:boutiques?|salons?|wear)|barber\w*|hairdress\w*|hair ?stylists?|hair and beauty|nail (?:technicians?|techs?|artists?|bars?)|beauticians?|make-?up artists?|brow (?:bars?|artists?|lamination)|driving instructors?|personal trainers?|academias? de (?:baile|danza|m[uú]sica|idiomas|ingl[eé]s)|escuelas? de (?:baile|danza|m[uú]sica|idiomas|conducir|cocina|surf|buceo)|autoescuelas?|escolas? de (?:condu[çc][aã]o|dan[çc]a|m[uú]sica|l[íi]nguas|surf|culin[áa]ria)|auto-?[ée]coles?|[ée]coles? de (?:danse|musique|langues|cuisine|conduite|surf)|fahrschulen?|tanzschulen?|musikschulen?|sprachschulen?|kochschulen?|yoga-?studios?|scuol[ae] di (?:cucina|danza|ballo|musica|lingue|guida|surf)|autoscuol[ae]|rijschol\w*|rijschool\w*|dansschol\w*|dansschool\w*|muziekschool\w*|taalschool\w*|kookschool\w*|hundesalons?|hundefriseur\w*|toilettage|peluquer[ií]as? caninas?|tosatura|trimsalons?|hondentrimsalons?|fysiotherap\w*|physiotherap\w*|kin[ée]sith[ée]rap\w*|fisioterap\w*|alquiler de (?:bicicletas|coches|barcos|kayaks|motos)|aluguer de (?:bicicletas|carros|barcos)|location de (?:v[ée]los|voitures|bateaux)|fahrradverleih\w*|noleggio (?:bici|biciclette|barche|auto)|fietsverhuur\w*|salles? d['’]escalade|nutritionists?|dietitians?|counsell?ing|counsell?ors?|home care|domiciliary care|care at home|live-in care|(?:pet|cat|dog|house) ?sitt(?:ing|ers?)|(?:hot tub|marquee|van|car|minibus|tool|equipment|boat|bike|paddleboard|photo booth|party) hire|personal (?:stylists?|shoppers?|styling|training)|(?:online |nutrition |fitness |health |weight[- ]loss )coaching|image consultants?|colou?r analysis|(?:photography|art|cookery|cooking|music|drama|acting|singing|sewing|pottery) schools?|picture fram(?:ers?|ing)|bespoke framing|lash (?:technicians?|artists?|bars?|extensions?|lifts?)|beauty bars?|blow-?dry bars?|spray tans?|eyelash extensions?|spa|gym|yoga|pilates|studio|repairs?|tutor\w*|tuition|lessons|courses?|walk-in|appointments?|massage|therap\w*|holidays|guided|workshops?|driving school|kindergarten|nursery|venues?|wedding barn|barn weddings?|banqueting|function rooms?|hotel|guest ?house|b&b|bed and breakfast|ski chalets?|catered chalets?|glamping|campsite|self-catering|groom(?:ing|ers?)|decorat(?:ing|ors?)|cl[ií]nica|praxis|cabinet|atelier|estudio|peluquer\w*|friseur\w*|kapsalons?|kappers?|coiffeurs?|coiffeuses?|coiffure|parrucchier\w*|cabeleireir\w*|dance (?:school|studio|classes)|dancing|ballet|martial arts|karate|judo|taekwondo|swim(?:ming)? (?:school|lessons)|language school|classes|coworking|co-working|hot desks?|meeting rooms?|private offices?|tattoo (?:studio|parlou?r)|escuela de danza|[ée]cole de danse|tanzschule|scuola di danza|dansschool|escape rooms?|escape games?|bowling|trampolin\w*|axe throwing|karting|go-?karts?|laser ?tag|paintball\w*|mini ?golf|crazy golf|climbing (?:walls?|centre|center|gym)|bouldering|soft play|vr arcade|paint[- ]your[- ]own(?: pottery| ceramics)?|pottery painting|pottery caf[eé]s?|salas? de escape|escape-?room|after-?school clubs?|breakfast clubs?|marinas?|moorings?|berths?|(?:wedding|party|mobile|event) djs?|djs? for hire|(?:wedding |funeral |naming )?celebrants?|pet (?:crematori(?:um|a)|cremations?)|(?:kids['’]?|children['’]?s) (?:coding|code|chess|drama|art|science|cookery) clubs?|coding clubs?|(?:wedding|function|party) bands?|magicians?|children['’]s entertainers?|face paint(?:ers?|ing)|catter(?:y|ies)|kennels|boarding kennels|(?:pet|dog|cat) (?:boarding|hotels?|sitters?)|(?:dog|doggy) day ?care|golf (?:clubs?|courses?)|driving ranges?|tee times?|launderette|laundrette|laundromat|laundry service|laundry and ironing|ironing services?|wash and fold|laundry (?:collection|delivery)|dog train(?:ing|ers?)|puppy (?:classes|training)|hundeschule\w*|hundetraining|escuelas? caninas?|adiestramiento canino|[ée]ducation canine|[ée]ducateurs? canins?|addestramento cani|hondenschool\w*|escola canina|adestramento canino|kfz|autowerkstatt\w*|kfz-werkstatt\w*|werkstatt|taller(?:es)? mec[aá]nicos?|oficina mec[aâ]nica|officina meccanica|garage automobile|autogarage|riding (?:schools?|lessons|stables|cent(?:re|er)s?)|livery (?:yards?|stables)|(?:full|diy|part|grass) livery|equestrian cent(?:re|er)s?|reitschule\w*|reitstall\w*|escola de equita[çc][aã]o|centro equestre|escuela de equitaci[oó]n|centro h[ií]pico|centre [ée]questre|maneggio|manege|taxis?|taxi (?:firms?|company|companies|services?)|minicabs?|cabs|private hire|chauffeur\w*|airport (?:transfers?|runs?)|executive cars?|limousines?|limo hire|minibus hire|coach hire|taxistas?|taxiunternehmen|taxibedrijf|self[- ]storage|storage units?|coaching sessions?|balloon (?:arches|garlands|displays|decorat\w*|artists?|bouquets?)|photo ?booths?|(?:equipment|party|event|marquee|bouncy castle|inflatables?|prop|costume|boat|bike|cycle|kayak|canoe|paddle ?board|sup|van|tool|furniture|tableware|sound|pa|lighting|stage|dj|disco) hire|lavander[ií]a|lavandaria|lavanderia|trastero|guarda-m[oó]veis|garde-meubles?|lagerraum|opslagruimte)\b|クリニック|整体|整骨院|接骨院|鍼灸|治療院|歯科|医院|美容室|美容院|サロン|ジム|ヨガ|教室|陶芸|ろくろ|体験|レッスン|ピラティス|陶艺|体验课|普拉提|マッサージ|诊所|理发|美容院|健身房|瑜伽|按摩|推拿|针灸|牙科|عيادة|صالون|نادي رياضي/iu);
/** Words of a children's camp or holiday club, in the site languages (the page: a local service; the picture: art `camp`). */
export const CAMP = unicodeWords(/\b(?:(?:summer|day|holiday|sports?|football|tennis|surf|adventure|activity|kids['’]?|children['’]?s) camps?|holiday clubs?|kids['’]? clubs?|colonies? de vacances|campamentos?|col[oó]nias? de f[eé]rias|feriencamps?|ferienlager|centri estivi|centro estivo|zomerkamp\w*|vakantiekamp\w*)\b|サマーキャンプ|夏令营|مخيم صيفي/iu);
/**
 * Words of a campsite, caravan park or glamping site (pitches for tents, caravans and motorhomes), in the site
 * languages. Not "camping" alone (camping gear, a camping trip), nor a day camp (`CAMP`), nor the bell tents or
 * shepherd's huts a maker builds.
 */
export const CAMPSITE = unicodeWords(/\b(?:camp ?sites?|campgrounds?|camping (?:sites?|parks?|grounds?|fields?)|caravan (?:parks?|sites?)|holiday parks?|touring parks?|(?:tent|caravan|motorhome|touring|grass|hard-?standing|electric) pitch(?:es)?|glamping|campingpl[äa]tze?|campingplatz|campeggi[oi]|parques? de campismo|parques? de camping|terrains? de camping|kampeerterrein\w*|minicamping\w*)\b|キャンプ場|グランピング|オートキャンプ|露营地|房车营地|موقع تخييم|منطقة تخييم/iu);
/** Words of a car wash or valeting centre, in the site languages (the page: a local service; the picture: art `carWash`). */
export const CAR_WASH = unicodeWords(/\b(?:car ?wash\w*|hand wash|valeting|car valet\w*|(?:car|auto|mobile) detailing|ceramic coating|lavage auto|autolavado|lava-?jato|autowasch\w*|autolavaggio|autowasstraat|lavados? de (?:coches|autos|carros)|lavagem (?:de carros|autom[óo]vel)|stations? de lavage|waschstra(?:ß|ss)en?|autowas(?:serette|sen)?)\b|洗車|洗车|غسيل السيارات/iu);
/**
 * Counters customers bring a job to, in the site languages: a dry cleaner, a cobbler, key cutting (a local service; with no
 * word of booking, one customers walk into: `servesWalkIns`).
 */
const COUNTER_TRADES = unicodeWords(/\b(?:dry clean(?:ers?|ing)|shoe repairs?|shoe menders?|cobblers?|key cutting|heel bars?|passport photos?|id photos?|tintorer[ií]as?|reparaci[óo]n de calzado|sapateiros?|consertos? de sapatos|teintureries?|nettoyage à sec|cordonneries?|chemische reinigung|schuhmachereie?n?|schuhreparatur\w*|tintori[ae]|calzolai[oa]?|riparazione (?:di )?scarpe|stomerij\w*|schoenmakers?|schoenreparatie\w*)\b|クリーニング店|靴修理|合鍵|干洗店|修鞋|配钥匙|مصبغة|تنظيف جاف|تصليح (?:ال)?أحذية/iu);
/**
 * Words of fitting tyres and exhausts (a tyre shop, a tire store), in the site languages (English's "tyre fitting" is also a
 * trade among `HOME_TRADE_WORDS`).
 */
const TYRES = unicodeWords(/\b(?:tyres|(?:tyre|tire) (?:and exhaust )?(?:centres?|centers?|specialists?|fitters?|bays?|shops?|stores?)|exhaust (?:centres?|centers?|fitting)|part-worn tyres?|neum[áa]ticos|pneus|pneum[áa]ticos|reifen\w*|gommist[ai]|pneumatici|autobanden|banden(?:service|centrum|wissel)\w*)\b|タイヤ|轮胎|إطارات/iu);
/**
 * Words of a tailor, alterations or dry cleaner, in the site languages (the page: a local service; the
 * picture: art `tailoring`); not "tailored" ("tailored programmes").
 */
export const TAILORING = unicodeWords(/\b(?:tailor(?:s|ing)?|alterations?|dressmak\w*|seamstress\w*|dry clean\w*|sastrer[ií]a|arreglos de ropa|costur\w*|retouches?|retoucherie|[äa]nderungsschneiderei|schneiderei|sartori\w*|riparazioni sartoriali|kleermaker\w*|stomerij|tintorer[ií]a)\b|仕立て|洋裁|裁缝|خياط/iu);
/**
 * Words of a car dealer (used or new cars on a forecourt or in a showroom), in the site languages: a local
 * business customers visit to view and test-drive (the picture: art `forecourt`), not a shop's range of goods.
 */
export const CAR_DEALER = unicodeWords(/\b(?:(?:used |second-?hand |new |quality )?car (?:dealers?|dealerships?|sales|supermarkets?|showrooms?)|(?:motor|vehicle|used car|van) dealers?|dealerships?|used cars?|used vans?|autoh[äa]user|autohaus|gebrauchtwagen\w*|concesionarios?|coches de (?:segunda mano|ocasi[oó]n)|carros usados|stands? de autom[oó]veis|concession(?:naire)?s? automobiles?|voitures d['’]occasion|auto ?usate|concessionari[ao] auto|autobedrijf|occasiondealer)\b|中古車|二手车|معرض سيارات/iu);
/**
 * One-to-one coaching booked by the session ("life coaching", "Life and career coaching", "executive coaches"): a coach's
 * page takes bookings, whatever the Professional Services label suggests.
 */
const COACH_KIND = '(?:life|business|career|executive|wellness|confidence|relationship|parenting|leadership|mindset)';
const COACHING = new RegExp(String.raw`\b${COACH_KIND}(?:(?:,| and| &) ${COACH_KIND})* coach(?:ing|es)?\b`, 'i');
const SERVICES = unicodeWords(new RegExp(`${SERVICE_WORDS.source}|${COACHING.source}|${TOURS.source}|${CAMP.source}|${CAR_WASH.source}|${COUNTER_TRADES.source}|${TYRES.source}|${TAILORING.source}|${CAR_DEALER.source}`, 'iu'));

/**
 * Words of a club people join to play (a football, rugby, tennis or running club, a youth team, an "FC"),
 * in the site languages: its local page invites them to try a session (`club` page style).
 */
export const CLUB = unicodeWords(/\b(?:(?:football|soccer|rugby|cricket|tennis|hockey|netball|running|cycling|rowing|swimming|athletics|badminton|basketball|volleyball|sports?|boxing|judo|chess|bowls|triathlon|sailing|walking) clubs?|(?:running|run|jogging|cycling|cycle) groups?|youth (?:teams?|football|rugby)|(?:sunday|saturday) league|(?:a|r)?fc|club de (?:football|foot|f[uú]tbol|rugby|tennis|t[eé]nis|nataci[oó]n|atletismo|ciclismo|baloncesto|basket)|clube de (?:futebol|t[eé]nis|nata[çc][aã]o|atletismo|ciclismo)|fu[ßs]ballverein\w*|sportverein\w*|turnverein\w*|schwimmverein\w*|tennisverein\w*|tennisclub\w*|squadra di calcio|societ[àa] sportiva|polisportiva|associazione sportiva|voetbalclub\w*|voetbalvereniging\w*|sportvereniging\w*|hockeyclub\w*|tennisvereniging\w*)\b|サッカークラブ|スポーツクラブ|少年団|足球俱乐部|体育俱乐部|نادي كرة القدم/iu);

/**
 * Words of a funeral director's (arranging funerals, cremations, green burials), in the site languages; not
 * a florist's funeral flowers or a church holding funerals among its services.
 */
export const FUNERAL = unicodeWords(/\b(?:funeral (?:directors?|homes?|services?|parlou?rs?|arrangers?|plans?|celebrants?)|undertakers?|cremations?|chapels? of rest|green burials?|pompes fun[eè]bres|services fun[eé]raires|funer[aá]ri[ao]s?|servicios funerarios|ag[eê]ncias? funer[aá]ri\w*|bestattung\w*|bestatter\w*|onoranze funebri|agenzi[ae] funebr[ei]|pompe funebri|uitvaart\w*)\b|葬儀|葬祭|殡仪|殡葬|خدمات الجنازة|تجهيز الجنائز|دفن الموتى/iu);

/** Words of a museum or heritage site (its own picture: a room of exhibits), in the site languages; not "museum-quality" prints. */
export const MUSEUM = unicodeWords(/\b(?:(?:museums?|museen|museos?|museus?|musei|mus[ée]es?)(?![- ](?:quality|grade|standard))|heritage (?:centres?|centers?|railways?)|visitor (?:centres?|centers?|attractions?)|stately homes?|historic houses?|planetariums?|science (?:centres?|centers?))\b|博物館|博物馆|متحف|متاحف/iu);
/** Words of an art gallery, in the site languages; not a photographer's "online gallery". */
export const ART_GALLERY = unicodeWords(/\b(?:art galler(?:y|ies)|(?:contemporary|fine art|sculpture) galler(?:y|ies)|galer[ií]as? de arte|galerias? de arte|galeries? d['’]art|kunstgalerie\w*|kunsthalle\w*|galleri[ae] d['’]arte)\b|美術館|美术馆|معرض فني/iu);
/** Words of a zoo, an aquarium, a farm park or botanical gardens (pictured outdoors), in the site languages; not a pet shop's aquariums. */
export const ZOO = unicodeWords(/\b(?:zoos?|(?<!(?:fish|tropical|marine|reef|home|custom|sell|sells|selling|and) )aquariums?(?![- ](?:supplies|equipment|maintenance|fish|plants|accessories|cleaning|filters?|tanks?|shops?|stores?))|wildlife parks?|safari parks?|farm parks?|open farms?|botanic(?:al)? gardens?|arboretums?|zool[oó]gicos?|acuarios?|jard[ií]n(?:es)? bot[aá]nicos?|aqu[aá]rios?|jardi?ns? bot[aâ]nicos?|parcs? zoologiques?|jardins? botaniques?|tierpark\w*|botanischer garten|giardin[oi] botanic[oi]|dierentuin\w*|hortus)\b|動物園|水族館|植物園|动物园|水族馆|植物园|حديقة حيوان|حديقة الحيوان/iu);
/** Words of a public library, in the site languages; not a software or photo library. */
export const PUBLIC_LIBRARY = unicodeWords(/\b(?:(?:public|community|local|village|town|city|county|children['’]s|lending) librar(?:y|ies)|bibliotecas? (?:p[úu]blicas?|municipal(?:es)?)|biblioth[èe]ques? (?:municipales?|publiques?)|stadtbibliothek\w*|stadtb[üu]cherei\w*|gemeindeb[üu]cherei|biblioteca (?:civica|comunale)|openbare bibliothe[e]?k)\b|図書館|图书馆|مكتبة عامة/iu);
/**
 * Words of a place people visit to look around (a museum, an art gallery, a zoo, an aquarium, botanical
 * gardens, a public library), in the site languages: the four lists above, which also choose its picture.
 */
export const ATTRACTION = unicodeWords(new RegExp(`${MUSEUM.source}|${ART_GALLERY.source}|${ZOO.source}|${PUBLIC_LIBRARY.source}`, 'iu'));
/**
 * "…tours of the city's museums", "the café at the museum", "coach hire para … colegios": a place named beside another
 * business (after "for" and the other site languages' "para", "pour", "für", "voor"), not the business.
 */
const NAMED_BESIDE = unicodeWords(/\b(?:in|at|of|by|for|with|to|from|para|pour|für|voor|into|near|beside|opposite|around|inside|behind|next to|than|unlike|serving|supplying|supplies|playing|plays|performing|performs|helping|helps|advising|advises)\s+(?:[\p{L}'’&-]+,?\s+){0,3}$/iu);

/**
 * Words of a school or nursery for children (a primary school, a day nursery, a preschool, a childminder),
 * in the site languages; not a plant nursery, not a driving, dance or language school (classes).
 */
export const SCHOOL = unicodeWords(/\b(?:(?:primary|infant|junior|village|prep|preparatory|montessori|steiner|waldorf|church|parish|catholic|c of e|faith|independent|community|forest|nursery|free) schools?|day nurser(?:y|ies)|(?<!(?:plant|garden|tree|plants|trees) )nurser(?:y|ies) (?:for|school|class)|pre-?schools?|kindergartens?|(?<!(?:dog|doggy|dogs|pet|adult|elderly) )day ?care|child ?care|childminde\w*|early years (?:settings?|education|centres?|providers?)|escuelas? (?:infantil(?:es)?|primarias?)|colegios? (?!(?:oficial )?de )|guarder[ií]as?|escolas? (?:prim[aá]rias?|b[aá]sicas?)|jardins? de inf[aâ]ncia|creches?|cr[eè]ches?|grundschule\w*|kindertagesst[äa]tte\w*|kitas?|kinderkrippe\w*|scuol[ae] (?:primari[ae]|elementar[ei]|dell['’]infanzia|matern[ae])|asil[oi] nido|basisschool\w*|kinderdagverblijf\w*|kinderopvang\w*|peuterspeelza\w*|[ée]coles? (?:maternelles?|primaires?|[ée]l[ée]mentaires?))\b|保育園|幼稚園|小学校|こども園|幼儿园|托儿所|小学|روضة أطفال|روضة الأطفال|حضانة|مدرسة ابتدائية/iu);

/**
 * Words of a theatre, playhouse, opera house or concert hall, in the site languages; not an operating, lecture
 * or home theatre, not theatre classes (a local service's lessons).
 */
export const THEATRE = unicodeWords(/\b(?:(?<!(?:operating|home|lecture|surgical|anatomy) )(?:theat(?:re|er)s?|th[ée][âa]tres?|teatros?|teatri)(?! (?:school|schools|classes|workshops?|lessons|camps?|courses?|academy|academies))|playhouses?|musicals|pantomimes?|panto|opera house|concert halls?|live music venues?|music venues?|gig venues?|jazz (?:clubs?|bars?|cellars?)|blues clubs?)\b|劇場|剧院|مسرح/iu);
/** Words of a comedy club or comedy nights. */
export const COMEDY_CLUB = unicodeWords(/\b(?:comedy (?:nights?|clubs?)|stand-up comedy)\b/iu);
/** Words of a cinema, in the site languages. */
export const CINEMA = unicodeWords(/\b(?:cin[ée]mas?|kinos?)\b|映画館|电影院|سينما/iu);
/**
 * Words of a place that stages shows on dates (the three lists above): its events page lists what's on
 * (`venue` page style) and pictures its own stage, brick wall or screen (art venue.ts).
 */
export const STAGE = unicodeWords(new RegExp(`${THEATRE.source}|${COMEDY_CLUB.source}|${CINEMA.source}`, 'iu'));

/**
 * Words of a home where older people live and are cared for (a care home, a nursing home, a retirement
 * home), in the site languages; not care at home (a home-care agency comes to its clients).
 */
export const CARE = unicodeWords(/\b(?:care homes?|nursing homes?|residential (?:care|homes?)|retirement (?:homes?|villages?)|assisted living|sheltered housing|maisons? de retraite|ehpad|r[ée]sidences? (?:seniors?|pour personnes [âa]g[ée]es)|residencias? (?:de mayores|de ancianos|geri[áa]tricas?|para mayores)|lar(?:es)? de idosos|estruturas? residencia(?:l|is) para idosos|pflegeheim\w*|altenheim\w*|altersheim\w*|seniorenheim\w*|seniorenresidenz\w*|case? di riposo|residenz[ae] sanitari[ae] assistenzial[ei]|verpleeghui(?:s|zen)|verzorgingshui(?:s|zen)|woonzorgcentr\w*)\b|老人ホーム|介護施設|特別養護老人ホーム|养老院|敬老院|护理院|دار (?:رعاية )?المسنين|دار المسنين/iu);

/** What may not follow a conference word for it to name the event: a conference centre, room, hall, venue or call is a place to hire or software. */
const NOT_THE_EVENT = String.raw`(?![- ](?:cent(?:re|er)s?|rooms?|halls?|venues?|facilities|calls?|calling|suites?|tables?|speakers?))`;
/** Words of a conference or congress in the other site languages (Kongress, conférence, 峰会…), not a conference centre or room. */
const CONFERENCE_INTL = unicodeWords(new RegExp(String.raw`\b(?:conferencias?|congresos?|confer[eê]ncias?|congressos?|conf[ée]rences?|colloques?|congr[eè]s|konferenz(?:en)?|kongress(?:e)?|fachtagung(?:en)?|tagung(?:en)?|conferenz[ae]|convegn[oi]|congressi|conferenties?|congressen)${NOT_THE_EVENT}\b|カンファレンス|峰会|研讨会|مؤتمر`, 'iu'));
/**
 * Words of a conference, summit or hackathon people sign up for, in the site languages; not a meetup, a talk or a forum
 * (`CONFERENCE` has those), nor a conference centre, room, hall, venue or call (a place to hire, software).
 */
const CONFERENCE_EVENT = unicodeWords(new RegExp(String.raw`\b(?:conferences?|summits?|symposi(?:um|ums|a)|congress(?:es)?|hackathons?|hackatones?)${NOT_THE_EVENT}\b|${CONFERENCE_INTL.source}`, 'iu'));

/**
 * Words of an event free to attend, in the site languages ("Free to enter", "free entry", "admission is free", "entrada
 * gratuita", "Eintritt frei", "入場無料"): its tickets cost nothing (build-blocks: no early-bird price, each ticket "Free").
 */
const FREE_EVENT = unicodeWords(/\b(?:free to (?:attend|enter|join|register)|free (?:entry|admission|tickets?|of charge|registration)|(?:entry|admission|registration|attendance) is free|no (?:entry|ticket|registration) (?:fee|charge)|entrada (?:libre|gratuita|gratis|livre)|inscripci[oó]n gratuita|entr[ée]e (?:libre|gratuite)|inscription gratuite|eintritt (?:frei|kostenlos)|kostenlose teilnahme|teilnahme kostenlos|ingresso (?:libero|gratuito)|partecipazione gratuita|gratis (?:toegang|entree)|toegang (?:is )?gratis|inscri[çc][ãa]o gratuita)\b|入場無料|参加無料|参加費無料|免费(?:入场|参加|报名)|الدخول مجاني|مجاناً? للجميع/iu);

/** Whether a brief's event is free to attend (`FREE_EVENT` in its description or key features). Deterministic; never throws. */
export function isFreeEvent(brief: Pick<Brief, 'description' | 'key_features'>): boolean {
  return FREE_EVENT.test(`${brief.description} \n ${brief.key_features.join(', ')}`);
}

/** Words of a book club, reading group, poetry night or book festival, in the site languages. */
const READING = unicodeWords(/\b(?:book clubs?|book groups?|reading groups?|readers['’]? groups?|literary (?:festivals?|salons?|evenings?)|poetry (?:nights?|readings?|evenings?|open mics?)|book (?:festivals?|fairs?)|clubs? de lectura|clubes? de leitura|clubs? de lecture|lesekreis\w*|buchclub\w*|club del libro|circolo di lettura|leesclub\w*|boekenclub\w*)\b|読書会|读书会|نادي (?:القراءة|الكتاب)/iu);

/** Words of a cause: charities, food banks, volunteers, donations, in the site languages. */
const CAUSES = unicodeWords(/\b(charity|charities|hospices?|non-?profit|food bank|volunteer\w*|donat\w*|foundation|community group|fundrais\w*|ngo|voluntari\w*|b[eé]n[eé]vol\w*|ehrenamt\w*|spende\w*|asociaci[oó]n|associa[çc][aã]o)\b|慈善|ボランティア|خيري/iu);

const WORDS: Record<Exclude<BlueprintId, 'saas' | 'ecommerce' | 'agency' | 'startup'>, RegExp> = {
  // "Artists" is most often the audience ("a recording studio for bands and solo artists"), the singular the business.
  portfolio: unicodeWords(/\b(photograph\w*|photo ?studio|illustrat\w*|artist(?!s)|painter(?!s?,? (?:and |& )?decorat)|portfolio|(graphic|web|interior|brand) designer|ceramicist|sculpt\w*|(?<!(?:temporary|glitter|henna|fake) )tattoo(?:s|ing|ist|ists|ed)?(?! removal)|fot[oó]graf\w*|photographe\w*|videograph\w*|filmmaker|calligraph\w*|wedding stationery|hand-?letter\w*)|写真|摄影|مصور/iu),
  local: unicodeWords(new RegExp(`${TRADES.source}|${HOME_TRADES_INTL.source}|${SERVICES.source}|${FUNERAL.source}|${CLUB.source}|${ATTRACTION.source}|${SCHOOL.source}|${CARE.source}|${CAMPSITE.source}`, 'iu')),
  nonprofit: unicodeWords(new RegExp(`${CAUSES.source}|${WORSHIP.source}`, 'iu')),
  events: unicodeWords(new RegExp(`\\b(band|musicians?|pianists?|guitarists?|violinists?|harpists?|cellists?|saxophonists?|singer-songwriters?|wedding singers?|string (?:quartet|trio)s?|jazz (?:trio|duo|quartet)s?|tour dates|festival|concerts?|gigs?|album|(?:lantern |carnival |street |christmas |pride )?parades?|carnivals?|processions?|fireworks? displays?|bonfire nights?|meetup|exhibition|tickets?|line-?up|konzert\\w*|concierto\\w*|festa)\\b|コンサート|音乐节|مهرجان|${STAGE.source}|${CONFERENCE_EVENT.source}|${READING.source}`, 'iu')),
  restaurant: unicodeWords(/\b(restaurant|caf[eé]|coffee|bakery|bistro|tea ?rooms?|cream teas?|ice[- ]?creams?|gelat[oi]|gelateria|frozen yog(?:h)?urts?|froyo|helader[ií]a|sorveteria|eisdiele|eiscaf[eé]|ijssalon|trattoria|pizzeria|brunch|pastr(y|ies)|patisserie|tapas|pizza|cr[êe]peries?|food (?:trucks?|vans?)|street food|(?<!(?:beauty|lash|brow|nail|blow-?dry|tanning|wax|waxing|hair|oxygen|juice|smoothie|salad|snack) )bar|pub|eatery|restaurante|b[äa]ckerei|padaria|panader[ií]a|boulangerie)\b|レストラン|カフェ|餐厅|咖啡|مطعم|مخبز|مقهى/iu),
};
/**
 * Words of an estate agency (selling, letting or managing homes), in the site languages. "Estate" alone
 * is not enough (a wine estate, estate planning), nor is "property" (intellectual property law).
 */
const ESTATE = unicodeWords(/\b(real[- ]estate|estate agen\w*|realt(?:or|ors|y)|letting agen\w*|lettings|homes for (?:sale|rent)|property (?:management|sales|lettings)|immobili\w*|inmobiliari\w*|imobili[aá]ri\w*|makelaar\w*|vastgoed|agence immobili\w*)\b|不動産|房地产|房产中介|عقار/iu);

/**
 * Words of an interior designer's practice (designing or decorating rooms for clients), in the site
 * languages. "Interior" alone is not enough (a car's interior, an interior ministry).
 */
const INTERIORS = unicodeWords(/\b(interior (?:design\w*|architect\w*|decorat\w*|styl\w*)|interiors (?:studio|practice|company)|home staging|kitchen design(?:ers?|s)?(?!,? (?:and |& )?(?:fit|install|suppl))|dise[ñn]o de interiores|interiorismo|interiorista\w*|decoraci[oó]n de interiores|design de interiores|decora[çc][aã]o de interiores|architect(?:e|ure) d['’]int[eé]rieur|d[eé]corat(?:eur|rice|ion) d['’]int[eé]rieur|innenarchitekt\w*|raumausstatt\w*|inneneinricht\w*|architett[oa] d['’]interni|progettazione d['’]interni|arredamento d['’]interni|interieur(?:ontwerp|architect|styli)\w*|binnenhuisarchitect\w*)|インテリアデザイン|室内设计|软装设计|تصميم داخلي|التصميم الداخلي|ديكور داخلي/iu);

/**
 * Words of a furniture maker or another maker of commissioned pieces (a cabinet maker, a woodworker, a
 * blacksmith, a Schreinerei), in the site languages: their page shows the work (portfolio), pictured as finished
 * pieces in rooms and their workshop (blueprints `forInteriorDesign`, art interiors.ts `workshop`), not a booking's steps.
 */
export const MAKER = unicodeWords(/\b(?:furniture makers?|furniture making|cabinet ?makers?|woodworkers?|woodworking studio|wood ?turners?|(?:handmade|hand-made|bespoke|made-to-order|solid (?:oak|wood)) (?:oak |wooden |wood )?furniture|(?:oak |wooden )?furniture (?:made to order|commissions)|blacksmiths?|silversmiths?|glassblowers?|metalworkers?|herrer[ií]as? artesanal(?:es)?|herreros? artesan[oa]s?|forja art[ií]stica|ferreiros? artes[ãa]os?|serralharia art[ií]stica|forgerons?|ferronneries? d['’]art|ferronniers?|kunstschmied\w*|fabbr[oi] artigian[oi]|ferro battuto|kunstsmid\w*|siersmeedwerk|schreinerei\w*|tischlerei\w*|m[öo]bel nach ma[ßs]|m[öo]beltischler\w*|m[öo]belmanufaktur\w*|ebanister[ií]as?|ebanistas?|muebles (?:a medida|artesanales)|[ée]b[ée]nisteries?|[ée]b[ée]nistes?|meubles sur mesure|falegnamerie?|ebanisti|mobili su misura|marcenarias?|m[óo]veis (?:por medida|feitos [àa] m[ãa]o)|meubelmakers?|meubelmakerij\w*|meubels op maat)\b|家具工房|オーダー家具|鍛冶工房|定制家具|家具工坊|铁艺工作室|أثاث حسب الطلب/iu);

/**
 * Words of a creative agency or studio whose work is brands, packaging, websites and print, in the site
 * languages ("branding and web design agency", "graphic design studio", "agencia de branding").
 */
const CREATIVE = unicodeWords(/\b(branding|brand identit\w*|social media (?:management|managers?|marketing|content)|content creation for|brand strateg\w*|graphic design\w*|web design\w*|web ?sites? (?:design|for)|packaging design\w*|logo design\w*|(?<!(?:interior|kitchen|bathroom|garden|landscape|nail|hair|brow|lash|cake|floral|flower|tattoo|bridal) )(?:design|creative|branding|digital|advertising|marketing|web) (?:agency|studio)|ux(?:\/ui)? design\w*|ui design\w*|dise[ñn]o gr[aá]fico|agencia (?:de )?(?:branding|dise[ñn]o|publicidad|marketing)|design gr[aá]fico|ag[eê]ncia de (?:branding|design|publicidade)|agence (?:de )?(?:design|communication|branding|web)|graphisme|designagentur|werbeagentur|grafikdesign|agenzia (?:di )?(?:design|comunicazione|branding)|grafisch ontwerp|ontwerpbureau|reclamebureau)\b|デザイン事務所|グラフィックデザイン|设计工作室|品牌设计|平面设计|تصميم جرافيك|هوية بصرية/iu);

/** Words of a caterer or private chef (food cooked for the customer's event, not served at a table), in the site languages. */
const CATERING = unicodeWords(/\b(catering|caterers?|private chefs?|chef at home|event chefs?|c[aá]tering|servicio de catering|traiteurs?|partyservice|servizio catering|cateraar|cateringbedrijf|buffets? (?:for|para|pour) (?:events?|eventos|[eé]v[eé]nements))\b|ケータリング|出張料理|上门厨师|宴会外烩|تموين الحفلات/iu);

/**
 * Words of a professional practice (accountants, solicitors, advisers, architects), in the site
 * languages: filed under Finance or Technology without any software words, it is an agency-like
 * practice, not a product.
 */
const PROFESSIONAL = unicodeWords(/\b(copywrit\w*|content writers?|freelance (?:writer|journalist|editor)s?|ghostwriters?|proofread(?:er|ers|ing)|it support|managed it|it services|it consultan\w*|help ?desk support|tech support|computer support|network support|accountan\w*|bookkeepers?|bookkeeping|virtual assistan(?:ts?|ce)|interpreters?|interpreting|translators?|translation (?:agenc(?:y|ies)|services|company)|(?:certified|sworn) translations?|(?:podcast|video|content) production|payroll (?:services?|bureaux?|bureaus?|compan(?:y|ies)|providers?|outsourcing)|tax returns?|solicitors?|lawyers?|law firm|attorneys?|advis[eo]rs?|advisory|consultan\w*|chartered|auditors?|financial planners?|mortgage brokers?|insurance (?:brokers?|agen(?:ts?|cy|cies))|architects?|architectur\w*|surveyors?|web design\w*|interior design\w*|interior architect\w*|interior decorat\w*|kitchen design\w*|interioris\w*|dise[ñn]o de interiores|design de interiores|architecte d['’]int[eé]rieur|innenarchitekt\w*|architett[oa] d['’]interni|interieurarchitect\w*|binnenhuisarchitect\w*|web development|(?:digital|marketing|creative|design|branding|pr|seo|advertising) agency|notar\w*|steuerberat\w*|abogad\w*|asesor\w*|avocats?|comptables?|advocaten|boekhoud\w*|commercialist\w*|contabilist\w*|contador\w*)\b|会計事務所|税理士|会计师事务所|محاسب/iu);

const SOFTWARE = unicodeWords(/\b(software|platform|app|apps|saas|api|dashboard|cloud|automat(?!ics?\b)\w*|integrations?|analytics|observability|open-?source|sdk|plugin)\b/i);
/** What may follow a description's head noun: the end, a stop, or a word that opens what it does, where or for whom. */
const HEAD_END = String.raw`(?=\s*$|[,.;:!?]|\s+(?:[—–-]|with|for|that|which|to|helping|where|in|on|at|about|by|built|made|designed|used|connecting|giving|letting|turning|tracking|specialising|specializing|working)\s)`;
/** Words that end a description's head before its noun could come: "Booking app | for consultants" is headed by the app. */
const BEFORE_HEAD = String.raw`(?!(?:with|for|that|which|to|helping|where|in|on|at|about|by|from|serving|selling|offering|providing|making)\s)`;
/**
 * A description whose head noun (after up to `before` words, none of them `BEFORE_HEAD`'s, and after `lead`: an opening
 * such as "I'm") is one of `heads`, followed by `end`, in English.
 */
const headRe = (heads: string, end = HEAD_END, lead = '', before = 3) => unicodeWords(new RegExp(String.raw`^\s*${lead}(?:(?:an?|the|our|my)\s+)?(?:${BEFORE_HEAD}[\p{L}\p{N}'’&/-]+\s+){0,${before}}(?:${heads})${end}`, 'iu'));
/** A description whose head noun (after up to three words, or `before`) is one of `heads`, in English. */
const headedBy = (heads: string, before = 3) => headRe(heads, HEAD_END, '', before);
/**
 * A description headed by software ("Meditation app with guided sessions…", "A booking platform for salons"):
 * the app is the business, whatever service words its features use ("guided", "lessons"). English.
 */
const SOFTWARE_HEAD = headedBy('app|apps|platform|software|saas|sdk|api|plugin|(?:browser|chrome) extension|(?:online |b2b |digital )?marketplace');
/** A description headed by surveyors or conveyancers ("RICS chartered surveyors in Leeds…"), in English. */
const SURVEYOR_HEAD = headedBy('surveyors?|surveying (?:firm|practice|company)|conveyancers?|conveyancing (?:solicitors?|firm|specialists?)');
/** A description headed by what is taught ("Photography courses in Manchester", "Life drawing classes for adults"). English. */
const TEACHING_HEAD = headedBy('courses?|classes|lessons|workshops|schools?|academy|tuition');
/**
 * A description headed by a practice that works on software ("Software consultancy helping charities…", "Cloud consultants
 * for…", "Penetration testing and cyber security consultancy for…": up to five words before it): a practice, not a product.
 */
const PRACTICE_HEAD = headedBy('consultan(?:cy|cies|ts?)|consulting (?:firm|company|practice)|(?:development|digital|design|creative|marketing) (?:agency|studio)|agency|dev shop', 5);
/** Words of a product not yet out (crowdfunding, a waiting list, pre-orders), not a launch party ("shop launches in Glasgow"). */
const PRE_LAUNCH = /\b(?:kickstarter|indiegogo|crowdfunding|wait ?list|waiting list|pre-?orders?|early access|coming soon)\b/i;
/**
 * A description whose first sentence opens with a conference in another site language ("Zweitägiger Kongress für
 * Zahnmedizin…", "Conférence annuelle…", "مؤتمر سنوي…": within its first three words) or, in Japanese or Chinese, ends
 * with one ("…のためのカンファレンス。"), the business's name left out ("Kongresshaus Nord" names no event).
 */
function leadsWithConference(brief: Pick<Brief, 'business_name' | 'description'>): boolean {
  const name = brief.business_name.trim();
  const first = firstSentence(name.length >= 3 ? brief.description.split(name).join(' ') : brief.description);
  return CONFERENCE_INTL.test(openingWords(first)) || /(?:カンファレンス|峰会|研讨会)\s*$/u.test(first);
}

/** The first sentence of `text`, to its first stop (also 。！？), untrimmed. */
const firstSentence = (text: string): string => text.split(/[.!?。！？]/u)[0] ?? '';
/** A brief's name and its description's first sentence, where what the business is gets said ("Marquee and tipi hire for…"). */
const nameAndHead = (brief: Pick<Brief, 'business_name' | 'description'>): string => `${brief.business_name} \n ${firstSentence(brief.description)}`;
/** The first three words of a sentence: where another language's head noun stands ("Zweitägiger Kongress…", "Blog de viajes…"). */
const openingWords = (sentence: string): string => sentence.trim().split(/\s+/u).slice(0, 3).join(' ');

/**
 * A description headed by a blog or an email newsletter ("A food blog with…", "Personal finance blog sharing…", "A weekly
 * newsletter about…"), or whose writer says they write one ("I write a weekly newsletter on…"), in English; the same
 * head in the other site languages within the first three words ("Blog de viajes…", "Nieuwsbrief over…").
 */
const BLOG_HEAD = headedBy('blogs?|newsletters?|online magazines?|zines?|substack');
const WRITES_BLOG = /^\s*(?:i|we)\s+(?:write|run|publish|send)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}(?:blog|newsletter)\b/i;
const BLOG_INTL = unicodeWords(/\b(?:\p{L}*blog|bolet[ií]n|infolettre|lettre d['’]information|nieuwsbrief|newsletter|revista digital|magazine en ligne|online-magazin|rivista online)\b|ブログ|ニュースレター|博客|通讯|مدونة|نشرة بريدية/iu);

/**
 * Whether a brief is a blog's or an email newsletter's (`BLOG_HEAD`, `WRITES_BLOG`, `BLOG_INTL` at the head; no software
 * named): its events page shows the latest posts and topics and takes email sign-ups (`blog` page style), not a shop's
 * range for a food blog's meal plans nor software's plans for a finance newsletter. Not a bakery with a blog among its
 * features. Deterministic; never throws.
 */
export function writesBlog(brief: Pick<Brief, 'description' | 'key_features'>): boolean {
  const d = brief.description;
  if (count(SOFTWARE, [d, ...brief.key_features].join(' ')) > 0) return false;
  return BLOG_HEAD.test(d) || WRITES_BLOG.test(d) || BLOG_INTL.test(openingWords(firstSentence(d)));
}

/**
 * Words of someone looking for a job ("open to senior roles", "looking for a senior role", "my CV", "hire me"), or a key
 * feature that is a CV or résumé itself, in English: one person's page, not a firm's ("Free CV advice" is a recruiter's).
 */
const SEEKS_ROLE = /\b(?:open to (?:[\w-]+ ){0,2}(?:roles?|positions?|opportunities|offers)|looking for (?:a |an |my next )?(?:[\w-]+ ){0,3}(?:role|position|job)|my (?:cv|r[ée]sum[ée])|hire me)\b|(?:^|, )(?:cv|r[ée]sum[ée])(?:,|$)/i;

/**
 * One's own search for a job in the other site languages, said in the first person ("Busco mi próximo puesto…", "Estou à
 * procura de uma nova função", "Je suis à la recherche d'un poste…", "Ich bin auf der Suche nach einer neuen Stelle",
 * "Sono in cerca di un nuovo lavoro", "Ik ben op zoek naar een nieuwe baan", "abierto a nuevas oportunidades").
 */
const SEEKS_ROLE_INTL = /\b(?:busco (?:un |una |mi )?(?:nuevo |nueva |pr[óo]ximo |pr[óo]xima )?(?:puesto|empleo|trabajo|rol|oportunidad)|abiert[oa] a nuevas oportunidades|estou [àa] procura de (?:um |uma )?(?:novo |nova )?(?:emprego|fun[çc][ãa]o|oportunidade|trabalho)|dispon[íi]vel para novas oportunidades|je (?:suis [àa] la recherche|recherche) d['’]un (?:nouveau )?(?:poste|emploi|cdi)|ouvert(?:e)? [àa] de nouvelles opportunit[ée]s|ich (?:bin auf der suche nach|suche) (?:einer |eine )?(?:neuen? )?(?:stelle|position|herausforderung)|offen f[üu]r neue (?:stellen|herausforderungen|positionen)|(?:sono |)in cerca di (?:un |una )?(?:nuovo |nuova )?(?:lavoro|posizione|ruolo|opportunit[àa])|apert[oa] a nuove opportunit[àa]|ik ben op zoek naar een (?:nieuwe )?(?:baan|functie|rol|uitdaging)|open voor nieuwe (?:uitdagingen|kansen))\b/iu;

/** A brief's own words about itself: the description and the key features, joined by commas (not the name or the audience). */
const ownText = (brief: Pick<Brief, 'description' | 'key_features'>): string => [brief.description, ...brief.key_features].join(', ');

/**
 * Whether a brief is someone's own search for a job (`SEEKS_ROLE` in its description or features), not a service for
 * others who search ("Looking for your next role?", "helping young people looking for a job", "for graduates open to new
 * roles"). Pure; never throws.
 */
export function seeksRole(brief: Pick<Brief, 'description' | 'key_features'>): boolean {
  const text = ownText(brief);
  if (SEEKS_ROLE_INTL.test(text)) return true;
  const m = SEEKS_ROLE.exec(text);
  if (!m || /\b(?:your|their|our)\b/i.test(m[0])) return false;
  return !/\b(?:people|anyone|those|others|candidates|job ?seekers|graduates|refugees|parents|women|men|adults|who are|helping|helps?|support(?:ing|s)?|for)\s+(?:[\w-]+\s+){0,3}$/i.test(text.slice(Math.max(0, m.index - 50), m.index));
}

/**
 * Words of a video game, in English: a kind of game ("adventure game", "cozy games", "pixel-art roguelike game"), a game
 * studio or developer, a store or console it is on ("on Steam", "Nintendo Switch", "itch.io"). Not a board, card or party
 * game (no video qualifier), an arcade or VR venue's games, nor "gaming" in a bar's name.
 */
const VIDEO_GAME = unicodeWords(/\b(?:(?:video|computer|indie|pc|console|mobile|switch|steam|narrative|story[- ]driven|adventure|puzzle|platform(?:er)?|roguelike|roguelite|rpg|role[- ]playing|strategy|survival|horror|farming|life[- ]sim|cozy|cosy|pixel[- ]art|metroidvania|racing|shooter|simulation|co-?op|multiplayer|rhythm|fighting|stealth|sandbox|open[- ]world|action|hand[- ]drawn|2d|3d)[ -])+games?\b|\bgames? (?:studios?|developers?|dev)\b|\bvisual novels?\b|\b(?:on|to) steam\b|\bwishlist (?:it |us |now )?on\b|\bnintendo switch\b|\bplaystation\b|\bxbox\b|\bitch\.io\b/i);
/**
 * A description headed by one of `heads`, after "I'm" or "We're" if it opens with one, and followed by what it is about,
 * where, or what it makes ("A hand-drawn adventure game about…", "Indie game studio in Bristol…", "I'm a solo indie
 * developer making…", "UGC creator making short videos…"), in English.
 */
const headMaking = (heads: string) => headRe(heads, String.raw`(?=\s*$|[,.;:!?]|\s+(?:[—–-]|with|for|that|which|to|where|in|on|at|about|by|from|set|based|built|made|designed|inspired|making|creating|building|developing|and)\s)`, String.raw`(?:(?:i['’]m|i am|we['’]re|we are)\s+)?`);
const GAME_HEAD = headMaking('games? (?:apps?|studios?|developers?)|games?|studios?|developers?');
/**
 * A description headed by a creator or an influencer ("Lifestyle creator with 250k followers…", "UGC creator for skincare
 * brands", "Travel influencer"), in English: a media kit for brands (portfolio: the work, what is offered, contact), not an
 * events page with dates. A YouTuber or a streamer has a channel's page (`makesVideos`).
 */
const CREATOR_HEAD = headMaking('(?:content |ugc )?creators?|influencers?');
/** Whether a brief is a creator's or an influencer's (`CREATOR_HEAD`, no software named): a portfolio for brands (`creator` page style). */
export const isCreator = (brief: Pick<Brief, 'description' | 'key_features'>): boolean => CREATOR_HEAD.test(brief.description) && count(SOFTWARE, ownText(brief)) === 0;
/** A description headed by a studio or a developer (`GAME_HEAD`'s makers): a game studio's page, not one game's. */
const STUDIO_HEAD = headMaking('games? (?:studios?|developers?)|studios?|developers?');
/**
 * A video game or a game studio within the first three words in the other site languages ("Ein handgezeichnetes
 * Adventure-Spiel…", "Videojuego de plataformas…", "Jeu vidéo narratif…", "インディーゲーム…"), counted only beside a store
 * or console (`GAME_PLATFORM`) and not beside a shop's or a tabletop game's words (`GAME_SHOP_INTL`): a "Brettspiel" or a
 * "juego de mesa" is on no console, a shop selling "jeux vidéo d'occasion" sells them.
 */
const GAME_INTL = unicodeWords(/\b(?:[\p{L}-]*spiel|spielestudio|videojuegos?|juegos?|jeux?|videojogos?|jogos?|videogioc(?:o|hi)|gioc(?:o|hi)|spel(?:len)?|gamestudio|indiegames?)\b|ゲーム|游戏|لعبة|ألعاب/iu);
/** Words of a shop or a tabletop game beside those (a second-hand games shop, "juegos de mesa", "Brettspiele"): not a video game's page. */
const GAME_SHOP_INTL = /\b(?:tiendas?|lojas?|boutiques?|magasins?|negozio|negozi|winkels?|laden|shops?|stores?|d['’]occasion|usados?|gebraucht\w*|tweedehands|usati|segunda mano|mesa|tabuleiro|soci[eé]t[eé]|plateau|brett\w*|bordspel\w*|tavolo|da tavolo)\b/iu;
const GAME_PLATFORM = /\b(?:steam|nintendo switch|switch|playstation|ps[45]|xbox|pc|itch\.io|consol[ae]s?|konsolen?|console)\b|スチーム|ニンテンドースイッチ|主机|ستيم/iu;

/**
 * Whether a brief is a video game's or a game studio's (`GAME_HEAD`, with `VIDEO_GAME` words named as the business, not
 * "a sound studio for video games"; not a developer for hire): its
 * events page shows the game, screenshots and a sign-up for news (`game` page style, blueprints `forGame`), not dates, a
 * booking page pictured by a lounge, or software's plans. Not a board game, an arcade bar or a game analytics platform.
 * Deterministic; never throws.
 */
export function makesGames(brief: Pick<Brief, 'description' | 'key_features'>): boolean {
  const text = ownText(brief);
  const intl = GAME_INTL.test(openingWords(firstSentence(brief.description))) && GAME_PLATFORM.test(text) && !GAME_SHOP_INTL.test(text);
  return ((GAME_HEAD.test(brief.description) && namedAsBusiness(VIDEO_GAME, text)) || intl) && !FOR_HIRE.test(text);
}

/** Whether a game brief (`makesGames`) is a studio's or a developer's, whose page is about the makers and their games rather than one game. */
export const isGameStudio = (brief: Pick<Brief, 'description'>): boolean => STUDIO_HEAD.test(brief.description);

/**
 * Words of open-source software, in the site languages: "open source", "free software", "MIT licensed", "Apache 2.0",
 * "GPL", "código abierto", "logiciel libre", "quelloffen", "オープンソース", "开源", "مفتوح المصدر".
 */
const OPEN_SOURCE = unicodeWords(/\b(?:open[- ]?source|free software|foss|mit[- ]licen[cs]ed|apache[- ]2(?:\.0)?|a?gpl(?:-?v?[23])?|c[óo]digo (?:abierto|aberto)|software (?:libre|livre)|logiciel libre|quelloffen\w*|open[- ]source-software)\b|オープンソース|开源|مفتوح المصدر/iu);
/** Words of something paid for beside the code: plans, prices, a hosted or enterprise edition, a trial, an amount of money. */
const PAID = /\b(?:pricing|prices?|plans?|per (?:month|user|seat|year)|monthly|yearly|annual|subscriptions?|premium|pro (?:plan|version|tier|edition|licen[cs]e)|paid|enterprise|(?<!self[- ])hosted|cloud (?:plan|version|edition)|trial|licen[cs]e fees?)\b|[$£€¥]\s?\d|\d\s?[$£€]/i;

/** Words of software given away free, in English: "a free app", "free Chrome extension", "free forever", "100% free", "free to use". */
const FREE_PRODUCT = /\b(?:free (?:(?:[\w-]+ ){0,3}(?:apps?|extensions?|plugins?|add-ons?|tools?|downloads?|games?))|free forever|(?:completely|totally|entirely|100%) free|free to (?:use|download|install))\b/i;

/**
 * Whether a software brief says it is free and names nothing paid (`FREE_PRODUCT`, no `PAID` words): its page shows no
 * plans and sample prices (blueprints `forTrade`). "Free trial", "free plan" and "free tier" say there are paid ones.
 * Deterministic; never throws.
 */
export function isFreeProduct(brief: Pick<Brief, 'description' | 'key_features'>): boolean {
  const text = ownText(brief);
  return FREE_PRODUCT.test(text) && !PAID.test(text) && !/\bfree (?:plan|tier|version|edition)\b/i.test(text);
}

/**
 * A description headed by one home for sale or to let, in English: "Four-bedroom Victorian family home for sale in
 * Harrogate", "A two-bedroom flat to rent in Leith", "Charming cottage available to rent", "A house share in Manchester with
 * five double rooms to let". The noun singular: "homes for sale", "apartments to let" are an agency's or a developer's.
 */
const ONE_HOME = /^\s*(?:(?:an?|the|this|our|my)\s+)?(?:[\p{L}\p{N}'’,-]+\s+){0,5}?(?:home|house|house share|cottage|flat|flat share|apartment|bungalow|villa|town ?house|penthouse|farmhouse|barn conversion|maisonette|condo|loft|property|chalet)\s+(?:(?:in|at|on|near|with|by|off|overlooking)\s+(?:[\p{L}\p{N}'’,&-]+\s+){0,6}?)?(?:for sale|for rent|to let|to rent|available to (?:buy|rent|let))\b/iu;

/**
 * The same in the other site languages, in the first sentence: one home (the noun singular) and, within five words, for
 * sale or to let ("Piso de tres dormitorios en venta…", "Moradia T3 à venda…", "Maison de caractère à vendre…",
 * "Einfamilienhaus mit Garten zu verkaufen", "Appartamento in affitto…", "Woning te koop…", "一戸建て…売却", "出售…公寓",
 * "شقة للبيع…"), or a sale's own word first ("Se vende piso…", "Vendesi villa…", "Te koop: woning…").
 */
const ONE_HOME_INTL = unicodeWords(/\b(?:casa|piso|apartamento|chalet|ático|d[uú]plex|moradia|vivenda|maison|appartement|villa|pavillon|long[eè]re|haus|einfamilienhaus|wohnung|doppelhaush[äa]lfte|reihenhaus|appartamento|villetta|rustico|huis|woning|vrijstaande woning|bovenwoning)\b(?:\s+[\p{L}\p{N}'’,-]+){0,5}?\s+(?:en venta|en alquiler|à venda|para (?:venda|arrendar)|à vendre|à louer|zu verkaufen|zu vermieten|zum verkauf|in vendita|in affitto|te koop|te huur)\b|^\s*(?:se vende|se alquila|vende-se|arrenda-se|à vendre|vendesi|affittasi|te koop|te huur|zu verkaufen)\b|(?:一戸建て|マンション|戸建て).{0,12}(?:売却|販売中|賃貸)|(?:出售|出租).{0,12}(?:房|公寓|别墅|住宅)|(?:شقة|منزل|فيلا|بيت)\s.{0,30}(?:للبيع|للإيجار)/iu);

/**
 * Whether a brief is one home's for sale or to let (`ONE_HOME`): its agency page shows the home, pictures inside, the area
 * and a viewing request (`listing` page style, blueprints `forListing`), not an agency's services, sample listings and
 * case studies. Deterministic; never throws.
 */
export function sellsOneHome(brief: Pick<Brief, 'description'>): boolean {
  return ONE_HOME.test(brief.description) || ONE_HOME_INTL.test(firstSentence(brief.description));
}

/**
 * A description headed by one place to stay, in English: an article, up to five words, then a dwelling's noun in the singular
 * and where it is, what it has or whom it sleeps ("Holiday cottage in the Lake District sleeping four", "Our two-bedroom beach
 * apartment in Albufeira", "A shepherd's hut with a hot tub"). Not "Three holiday cottages" (plural), not "A house cleaning
 * service" (another noun after it). A stay's words must be there too (`HOLIDAY_WORDS`).
 */
const ONE_PLACE = unicodeWords(new RegExp(String.raw`^\s*(?:(?:an?|the|this|our|my)\s+)?(?:[\p{L}\p{N}'’,&-]+\s+){0,5}?(?:cottage|apartment|flat|house|villa|chalet|cabin|log cabin|lodge|barn|bungalow|farmhouse|townhouse|treehouse|tree house|yurt|shepherd['’]s hut|houseboat|loft|condo|casita|finca|(?:holiday|vacation|beach|country|family) home)${HEAD_END}`, 'iu'));

/**
 * The same in the other site languages, in the first sentence: a holiday home's own noun, singular ("Ferienwohnung mit
 * Seeblick", "Ferienhaus an der Ostsee", "Gîte de charme…", "Casa vacanze…", "Vakantiehuis…", "Casa rural…", "Casa de
 * férias…", "貸別荘", "一棟貸し", "度假屋", "شاليه").
 */
const ONE_PLACE_INTL = unicodeWords(/^\s*(?:(?:el|la|una?|um|uma|le|un|une|il|lo|ein|eine|unser|unsere|ons|onze|het|de|een|nuestr[ao]|notre|nostr[ao]|a nossa|o nosso)\s+)?(?:[\p{L}\p{N}'’-]+\s+){0,3}?(?:ferienwohnung|ferienhaus|ferienapartment|g[iî]te|maison de vacances|location de vacances|casa (?:vacanze|vacanza|per le vacanze)|appartamento (?:vacanze|per le vacanze)|vakantiehuis|vakantiewoning|vakantieappartement|casa rural|casa de vacaciones|apartamento tur[ií]stico|apartamento de vacaciones|casa de f[ée]rias|apartamento de f[ée]rias)\b(?!\p{L})|^.{0,20}(?:貸別荘|一棟貸し|コテージ)|^.{0,20}(?:度假屋|度假别墅|民宿整栋)|^.{0,30}(?:شاليه|بيت العطلات)/iu);

/**
 * A stay's words, in the name, description or features: a holiday, what it sleeps, a night's or a week's stay, a short
 * break ("sleeps four", "sleeping up to six", "for short breaks", "per night"), in the site languages.
 */
const HOLIDAY_WORDS = unicodeWords(/\b(?:holidays?|vacations?|self-catering|sleeps|sleeping (?:up to )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)|short breaks?|getaways?|per night|a night|nightly|weekly stays?|airbnb|holidaymakers|vacances|vacanze|vacaciones|f[ée]rias|ferien|vakantie|personnes|personen|persone|personas|pessoas|pers\.)\b|\d+\s?(?:人|名)/iu);

/** What else a place may be let for, in its first sentence: weddings, events, parties, meetings (a venue, not a holiday home). */
const NOT_A_STAY = unicodeWords(/\b(?:weddings?|events?|functions?|parties|conferences?|meetings?|hochzeiten|bodas|mariages?|matrimoni|bruiloften|casamentos)\b/iu);

/**
 * Whether a brief is one place let to holidaymakers (`ONE_PLACE` or `ONE_PLACE_INTL` with a stay's words): its local page
 * shows the place, pictures inside, the area and a request for dates (`holidayLet` page style, blueprints `forHolidayLet`),
 * not a hotel's sample rooms. Deterministic; never throws.
 */
export function letsOnePlace(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  const first = firstSentence(brief.description);
  const text = briefText(brief);
  // A barn or a house for weddings or events is a venue, whatever rooms it has for guests.
  return (ONE_PLACE.test(first) || ONE_PLACE_INTL.test(first)) && HOLIDAY_WORDS.test(text) && !VENUE_HIRE.test(text) && !NOT_A_STAY.test(first);
}

/**
 * Whether a brief is a car dealer's (`CAR_DEALER` in its name or the description's first sentence: "Family-run used car
 * dealership in Leeds", "Greenway Motors: quality used cars"): its local page shows cars in stock, the showroom's hours and a
 * test drive request (`dealer` page style, blueprints `forDealer`). A garage that names used cars later among its services
 * keeps its own page. Deterministic; never throws.
 */
export function sellsCars(brief: Pick<Brief, 'business_name' | 'description'>): boolean {
  return CAR_DEALER.test(nameAndHead(brief));
}

/**
 * Words of a business that makes, stores, moves or sells goods for other businesses, in the site languages: a machine
 * shop ("CNC machining and precision engineering"), a manufacturer, a fabricator, a road-freight or haulage firm, a
 * warehouse or distributor, a wholesaler ("Wholesale fruit, vegetables and dairy"), a trade supplier.
 */
const SUPPLIER = unicodeWords(/\b(?:wholesal(?:e|ers?|ing)|cash and carry|distributors?|(?:storage and )?distribution (?:centres?|centers?|services?|company|firm)|freight|haulage|hauliers?|road transport|logistics|warehousing|3pl|fulfil?ment (?:services?|centres?|centers?|company)|manufactur(?:er|ers|ing)|we manufacture|contract manufactur\w*|cnc|machining|machine shops?|precision engineering|engineering works|(?:sheet )?metal fabricat\w*|steel fabricat\w*|fabricators?|foundry|foundries|injection mou?lding|co-?packing|contract packing|packaging (?:manufacturers?|suppliers?|company)|industrial (?:supplies|suppliers?|equipment)|dental (?:laborator(?:y|ies)|labs?)|laboratorios? dental(?:es)?|laborat[óo]rios? de pr[óo]tese dent[áa]ria|laboratoires? de proth[èe]se dentaire|dentallabor\w*|laborator(?:io|i) odontotecnic[oi]|tandtechnisch(?:e)? laborat\w*|b2b suppliers?|trade suppliers?|food ?service suppliers?|catering suppliers?|mayoristas?|venta al por mayor|distribuidora?s?|fabricantes?|transporte de mercanc[ií]as|log[ií]stica|mecanizados?|grossistes?|vente en gros|fabricants?|transport routier|usinage|gro(?:ß|ss)h[äa]ndler\w*|gro(?:ß|ss)handel\w*|hersteller\w*|spedition\w*|logistik\w*|zerspanung\w*|grossist[ai]|ingrosso|produttori?|trasporti merci|lavorazioni meccaniche|groothandel\w*|fabrikant(?:en)?|transportbedrijf|verspaning|grossistas?|venda por grosso|transportes de mercadorias|maquinaria industrial)\b|卸売|問屋|機械加工|物流|歯科技工所|批发|制造商|机械加工|义齿加工|بالجملة|مصنع|مختبر (?:ال)?أسنان/iu);

/**
 * Whether a brief is a supplier to other businesses (`SUPPLIER` in the first sentence of its description, as the business):
 * its start-up page asks for a quote, with how ordering works and buyers' questions, pictured by its trade (the art's
 * industrial scenes), not a start-up's plans nor a restaurant's "Book a table" (`supplier` page style, blueprints
 * `forSupplier`). Deterministic; never throws.
 */
export function suppliesTrade(brief: Pick<Brief, 'description'>): boolean {
  // Not a name ("Foundry Brew Co" is a brewery), nor customers named beside the business ("placing engineers with manufacturers").
  return namedAsBusiness(SUPPLIER, firstSentence(brief.description));
}

/**
 * A description headed by one product, in English: an article, up to four words, then a product's noun in the singular
 * and what it does or is for ("A self-cleaning water bottle that…", "The cooling memory foam pillow for hot sleepers",
 * "Our one-cup pour-over coffee maker.", "A strategy board game for 2-5 players", "Our smart plant pot waters your plants").
 * Not a shop of them ("A candle shop", "A bike parts shop", "An online store for handmade candles": plural, or another
 * noun after it).
 */
const ONE_PRODUCT = unicodeWords(new RegExp(String.raw`^\s*(?:an?|the|our|my|meet(?: the)?)\s+(?:[\p{L}\p{N}'’&/+%-]+\s+){0,4}?(?:water bottle|bottle|flask|tumbler|mug|pillow|mattress|duvet|blanket|towel|lamp|chair|desk|stool|sofa|backpack|rucksack|bag|wallet|watch|headphones|earbuds|speaker|charger|power bank|phone case|kettle|coffee maker|coffee machine|espresso machine|grinder|blender|knife|pan|skillet|board game|card game|puzzle|notebook|planner|pen|e-?bike|bike|scooter|stroller|pram|toothbrush|razor|insole|sneaker|jacket|hoodie|tent|hammock|camera|drone|tracker|bracelet|necklace|candle|diffuser|humidifier|purifier|heater|thermostat|doorbell|collar|harness|leash|feeder|dog bed|cot|crib|high chair|keyboard|gadget|device|serum|moisturi[sz]er|balm|shampoo bar|sunscreen|supplement|protein powder|kit|plant pot|planter)(?=\s*$|[,.;:!?]|\s+(?:[—–-]|that|which|for|with|to|made|designed|built|you|from|by|in)\s|\s+\p{L}+s\s+(?:your|you|the|a|an|its|itself|every|any)\s)`, 'iu'));

/**
 * Whether a brief is one product's, sold on its own page (`ONE_PRODUCT`): its shop page shows the product, why it is
 * worth having and an order form (`product` page style, blueprints `forProduct`), not a sample range of bestsellers and
 * gift ideas. Deterministic; never throws.
 */
export function sellsOneProduct(brief: Pick<Brief, 'description'>): boolean {
  const first = firstSentence(brief.description);
  return ONE_PRODUCT.test(brief.description) || (ONE_PRODUCT_INTL.test(first) && !SHOP_INTL.test(first));
}

/**
 * The same in Spanish, Portuguese, French, German, Italian and Dutch: the first sentence opens with an article (or "our")
 * and names one product, in the singular, within its first five words ("Una botella autolimpiable que…", "La lampe qui
 * vous réveille…", "Unser Rucksack für…", "Een drinkfles die…"); not where it names a shop (`SHOP_INTL`).
 */
const ONE_PRODUCT_INTL = unicodeWords(new RegExp(String.raw`^\s*(?:un|una|um|uma|une|el|la|le|lo|il|o|a|ein|eine|einen|der|die|das|een|de|het|nuestro|nuestra|notre|nosso|nossa|o nosso|a nossa|unser|unsere|il nostro|la nostra|onze|ons)\s+(?:[\p{L}\p{N}'’-]+\s+){0,4}?(?:botella|almohada|l[áa]mpara|mochila|cartera|reloj|auriculares|altavoz|cargador|hervidor|cafetera|molinillo|cuchillo|sart[ée]n|juego de mesa|cuaderno|bicicleta|patinete|cepillo de dientes|chaqueta|tienda de campa[ñn]a|c[áa]mara|vela|difusor|comedero|teclado|maceta|garrafa|almofada|candeeiro|carteira|rel[óo]gio|auscultadores|carregador|chaleira|m[áa]quina de caf[ée]|faca|frigideira|jogo de tabuleiro|caderno|trotinete|escova de dentes|casaco|tenda|c[âa]mara|coleira|comedouro|bouteille|gourde|oreiller|lampe|sac [àa] dos|portefeuille|montre|[ée]couteurs|enceinte|chargeur|bouilloire|cafeti[èe]re|couteau|po[êe]le|jeu de soci[ée]t[ée]|carnet|v[ée]lo|trottinette|brosse [àa] dents|veste|tente|appareil photo|bougie|diffuseur|gamelle|clavier|flasche|trinkflasche|kissen|rucksack|geldb[öo]rse|kopfh[öo]rer|lautsprecher|ladeger[äa]t|wasserkocher|kaffeemaschine|messer|pfanne|brettspiel|notizbuch|fahrrad|zahnb[üu]rste|jacke|zelt|kamera|kerze|tastatur|blumentopf|borraccia|bottiglia|cuscino|lampada|zaino|portafoglio|orologio|cuffie|bollitore|macchina da caff[èe]|coltello|padella|gioco da tavolo|taccuino|monopattino|spazzolino|giacca|fotocamera|candela|diffusore|tastiera|drinkfles|fles|rugzak|portemonnee|horloge|koptelefoon|oplader|waterkoker|koffiezetapparaat|bordspel|notitieboek|fiets|tandenborstel|kaars|toetsenbord|plantenpot)(?![\p{L}-])`, 'iu'));
/** Words of a shop in those languages (a "tienda de campaña" is a tent, not a shop). */
const SHOP_INTL = /\b(?:tienda(?! de campa[ñn]a)|tiendas|loja|lojas|boutique|boutiques|magasin|magasins|laden|gesch[äa]ft|shop|store|negozio|negozi|winkel|winkels|webshop|webwinkel|online-?shop)\b/iu;

/**
 * Whether a brief is an open-source project's (`OPEN_SOURCE` named as the thing itself in the first two sentences, not
 * "for open-source projects" nor "with open-source SDKs"; nothing paid for, `PAID`): its software or start-up page shows
 * how to install it and join in (`openSource` page style, blueprints `forOpenSource`), not plans and prices. Open core
 * with a hosted plan keeps its pricing. Deterministic; never throws.
 */
export function isOpenSource(brief: Pick<Brief, 'description' | 'key_features'>): boolean {
  const text = ownText(brief);
  return namedAsBusiness(OPEN_SOURCE, sentences(brief.description).slice(0, 2).join(' ')) && !PAID.test(text);
}

/** A description headed by an event people attend (a conference, a summit, a meetup, a hackathon, a festival, an expo), in English. */
const EVENT_HEAD = headedBy('conferences?|summits?|symposi(?:um|ums|a)|congress(?:es)?|conventions?|meetups?|hackathons?|festivals?|expos?|trade (?:shows?|fairs?)|reunions?');
/**
 * A developer or designer for hire, who builds software for clients rather than selling a product: a
 * "freelance developer" (not "software for freelancers"), a "web developer" (not "for web developers"), a product or UX
 * designer (not "a tool for product designers"), "I build … apps".
 * English only.
 */
const DEVELOPER_FOR_HIRE = unicodeWords(/\b(?:freelance (?:[\w-]+ ){0,2}(?:developer|designer|engineer|programmer)\b(?!s)|(?<!for )(?:app|ios|android|mobile|web|software|full-?stack|front-?end|wordpress|shopify) developer\b(?!s)|(?<!for )(?:product|ux|ui|ux\/ui|ui\/ux|interaction|visual) designer\b(?!s)|development studio|dev shop)|\bi (?:build|design|develop|make|create) (?:[\w-]+ ){0,4}?(?:apps?|websites?|web ?sites|software|sites)\b/i);
/** A developer or designer for hire (`DEVELOPER_FOR_HIRE`), or anything "for hire" beside software words (a software label). */
const FOR_HIRE = unicodeWords(new RegExp(`${DEVELOPER_FOR_HIRE.source}|\\bfor hire\\b`, 'i'));
/**
 * Shops that sell food and drink over the counter (a farm shop, a butcher, a greengrocer, a cheesemonger),
 * in the site languages: under Food & Restaurant they sell goods rather than seat guests. Not "deli" alone
 * (a New York deli is a restaurant), nor an enoteca (a wine bar).
 */
const FOOD_SHOP = unicodeWords(/\b(?:farm shops?|butchers?|butchery|delicatessens?|greengrocers?|cheesemongers?|cheese shops?|fishmongers?|grocers?|grocery|groceries|wine shops?|wine merchants?|bottle shops?|off-licen[cs]es?|zero[- ]waste shops?|health food shops?|organic shops?|food halls?|carnicer[ií]as?|fruter[ií]as?|pescader[ií]as?|tiendas? de (?:vinos|quesos|alimentaci[oó]n)|talhos?|mercearias?|queijarias?|boucheries?|fromageries?|[ée]piceries?|poissonneries?|metzgerei\w*|fleischerei\w*|feinkost\w*|hofl[äa]den|k[äa]sel[äa]den|weinhandlung\w*|macelleri[ae]|salumeri[ae]|formaggeri[ae]|slagerij\w*|kaaswinkels?|groenteboer\w*|wijnwinkels?|boerderijwinkels?)\b|精肉店|肉屋|八百屋|酒屋|肉店|熟食店|ملحمة|جزار/iu);
/**
 * A description headed by a food shop ("Fishmonger in Brixham with fish landed daily…", "Independent wine shop in
 * Harrogate with tastings every Friday", "Traditional butcher in Ludlow"): the shop is the business, whatever
 * its tastings or restaurant customers suggest. Not "Farm shop and café" (two heads), nor a butcher's grill. English.
 */
const FOOD_SHOP_HEAD = headedBy("butchers?|butcher['’]s shop|fishmongers?|greengrocers?|grocers?|grocery (?:shops?|stores?)|cheesemongers?|cheese shops?|wine (?:shops?|merchants?)|bottle shops?|off-licen[cs]es?|farm shops?|delicatessens?|zero[- ]waste shops?|health food shops?");
/**
 * Words of eating in or tasting, beside a restaurant's: a butcher's grill or a grocer's kitchen serves meals,
 * a winery with a wine shop holds tastings.
 */
const DINING = unicodeWords(/\b(?:tastings?|winer(?:y|ies)|vineyards?|brewer(?:y|ies)|taprooms?|distiller(?:y|ies)|steak ?house|grill|diner|kitchen|dining|dishes|menus?|tables?|lunch(?:es)?|dinners?|breakfasts?|meals?|eat[- ]in)\b/iu);
/** Words of selling goods, which a food shop's brief has and a restaurant's does not ("farm shop selling our own beef … with a small café"). */
const SELLING = unicodeWords(/\b(?:sells|selling|we sell|verkaufen|verkauf|vendemos|vendiendo|vendons|vendiamo|verkopen|verkoop)\b/iu);
const SHOP = unicodeWords(/\b(online shop|online store|e-?shop|webshop|shop for|store for|christmas tree (?:farms?|sales?)|honesty box|(?:egg|pumpkin|lavender|pick[- ]your[- ]own) farms?|florists?|flower shop|gift shop|bookshop|bookstore|farm shop|wine shop|boutique selling|florister[ií]as?|floristas?|floriculturas?|fleuristes?|blumenl[äa]den|blumengesch[äa]ft\w*|fiorai[oa]|fioristi|bloemisten|bloemist\w*|bloemenwinkels?|bloemenzaak)\b|花屋|生花店|花店|محل (?:زهور|ورود)/iu);

/** The brief's own words the choices below read: name, description and key features (not the industry label). */
export function briefText(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): string {
  return [brief.business_name, brief.description, brief.key_features.join(', ')].join(' \n ');
}

/** `re` with the global flag, for counting and listing its matches. */
const globally = (re: RegExp) => new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g');
const count = (re: RegExp, text: string) => (text.match(globally(re)) ?? []).length;
/** The end of an audience phrase: "for", "serving" or "used by" and up to four words ("…app for builders, roofers and"). */
const AUDIENCE_BEFORE = unicodeWords(/\b(?:for|serving|used by|made for)\s+(?:[\p{L}&'-]+,?\s+){0,4}$/iu);
/** Matches of `re` in `text` that do not name an audience ("booking software for plumbers": not a plumber's page). */
const countOwn = (re: RegExp, text: string) =>
  [...text.matchAll(globally(re))].filter((m) => !AUDIENCE_BEFORE.test(text.slice(Math.max(0, m.index - 60), m.index))).length;

/**
 * Businesses whose page style needs one blueprint, whatever the industry label (checked in this order, where
 * no software is named): an author's books and newsletter and a tattoo studio's work (portfolio), an online
 * course joined like a local service is booked, a wedding or party planner's date and pictures (portfolio), a
 * candidate's campaign (non-profit), a recruitment agency (a practice), a venue for hire (local: its spaces, viewings and dates),
 * and first a couple's own wedding website (events: the day, travel, RSVP).
 */
const OWN_PAGES: readonly (readonly [(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>) => boolean, BlueprintId])[] = [
  [celebratesWedding, 'events'], [writesBooks, 'portfolio'], [tattoos, 'portfolio'], [teachesCourse, 'local'], [plansCelebrations, 'portfolio'], [runsForOffice, 'nonprofit'], [recruitsStaff, 'agency'], [offersWorkspace, 'local'], [runsActivities, 'local'], [hiresVenue, 'local'], [joinsGroup, 'local'], [runsTours, 'local'],
];

/** The blueprint for a brief. Deterministic; never throws. */
export function chooseBlueprint(brief: Pick<Brief, 'industry' | 'business_name' | 'description' | 'target_audience' | 'key_features'>): BlueprintId {
  const type = toGeneratorType(brief.industry);
  // An industry label the form does not offer ("Events", "Automotive", "Beauty & Wellness", sent through
  // the API or a template) maps to the saas generator type (SPEC §3), but says nothing about software:
  // its words decide, as for "Other", and the label counts among them.
  const listed = (FORM_INDUSTRIES as readonly string[]).includes(brief.industry.trim()) || (GENERATOR_TYPES as readonly string[]).includes(brief.industry.trim().toLowerCase());
  const label = listed ? '' : brief.industry.trim();
  if (/^(?:events?|conferences?|festivals?|concerts?|live music)$/i.test(label)) return 'events';
  const text = label ? `${label} \n ${briefText(brief)}` : briefText(brief);
  const software = count(SOFTWARE, text);
  // A university research group is read about and written to, whatever code, models or platforms its work names.
  if (runsResearch(brief)) return 'agency';
  // A blog or a newsletter is read and subscribed to, whatever its topic's industry (a food blog is no restaurant or shop).
  if (writesBlog(brief)) return 'events';
  // So is a video game or a game studio: players come for the game, its screenshots and news, whatever the label.
  if (makesGames(brief)) return 'events';
  // Someone looking for a job shows their work and how to reach them (services, work, about, contact: the agency page in
  // the first person), not a start-up's offer; a creator shows brands a media kit (portfolio), not dates.
  if (software === 0 && seeksRole(brief)) return 'agency';
  if (software === 0 && isCreator(brief)) return 'portfolio';
  // One holiday home is booked by its dates (local: the place, its rooms, the area), whatever the label ("Other", "Real Estate").
  if (software === 0 && letsOnePlace(brief)) return 'local';
  // A supplier to other businesses (a machine shop, a haulier, a food wholesaler) is asked for quotes: the start-up page in
  // its own words (`supplier`), whatever the label ("Food & Restaurant" made a wholesaler's page "Book a table").
  if (software === 0 && toGeneratorType(brief.industry) !== 'ecommerce' && suppliesTrade(brief)) return 'startup';
  // Beside software words, a trade named as the audience ("an app for plumbers") is not the business.
  const score = (id: keyof typeof WORDS) => (software > 0 && id === 'local' ? countOwn : count)(WORDS[id], text);
  const industry = brief.industry.toLowerCase();

  // A caterer or private chef cooks at the customer's event: booked and briefed like a local service, not a table to reserve.
  // A shop selling food over the counter (a farm shop with a small café, a butcher with a party service)
  // sells goods: its shop page, not a table or a caterer's bookings. Its shop and selling words outnumber
  // the restaurant's and dining words ("farm shop selling beef … with a small café": 2 to 1).
  const foodShop = software === 0 && FOOD_SHOP_HEAD.test(brief.description);
  // An app headed as one ("Food delivery app for independent restaurants", "Inventory app for Etsy sellers") is software,
  // whatever its label: not a restaurant's "Book a table" nor a shop's range.
  if ((type === 'restaurant' || type === 'ecommerce') && SOFTWARE_HEAD.test(brief.description) && !FOR_HIRE.test(text)) return 'saas';
  if (type === 'restaurant') {
    // A farmers' or street food market filed under Food & Restaurant is held on dates: the market's events page, not "Book a
    // table" (a stallholder who sells "at farmers' markets" and a food truck that trades at them keep theirs).
    if (software === 0 && namesMarket(nameAndHead(brief)) && serviceStyle(text) !== 'truck') return 'events';
    if (foodShop || MEAL_DELIVERY.test(text)) return 'ecommerce';
    const shop = count(FOOD_SHOP, text) + count(SELLING, text);
    if (shop > score('restaurant') + count(DINING, text) && shop >= count(CATERING, text)) return 'ecommerce';
    // A food truck that also caters events ("Street food truck … event catering") is still a truck with a menu and its pitches.
    // A restaurant whose features include party catering ("Nigerian restaurant in Peckham…", "Party catering") still seats
    // diners: its first sentence names the restaurant, not the catering.
    const head = firstSentence(brief.description);
    const caters = CATERING.test(text) && !(count(WORDS.restaurant, head) > 0 && count(CATERING, head) === 0);
    return caters && serviceStyle(text) !== 'truck' ? 'local' : 'restaurant';
  }
  if (type === 'ecommerce') return 'ecommerce';
  // A village hall is a charity, but its page is the hall's: its spaces, viewings and dates (a venue for hire).
  // So is a museum, a gallery or a zoo its first sentence names as the business ("A small maritime museum on the quay…"):
  // a place to visit, with its opening hours and the way there; a charity raising funds to restore one is a cause.
  // So is a club or a community group people join (a football club, a choir, a scout group), whose head names it: people come
  // along and join rather than donate (a charity supporting youth clubs keeps its cause).
  if (industry === 'non-profit') {
    return software === 0 && (hiresVenue(brief) || namedAsBusiness(ATTRACTION, firstSentence(brief.description)) || joinsGroup(brief)
      || CLUB.test(`${brief.business_name} \n ${headOf(brief.description)}`)) ? 'local' : 'nonprofit';
  }
  if (foodShop) return 'ecommerce';
  // Beside software words, the description's head noun decides: a practice ("Software consultancy helping charities…")
  // sells its work (services, work, contact); an app ("Meditation app with guided sessions") is software, whatever
  // service words its features use; a developer for hire is not.
  // So does it under a label that maps to software ("Market research agency in London" filed under Technology).
  if ((software > 0 || type === 'saas') && PRACTICE_HEAD.test(brief.description)) return 'agency';
  if (SOFTWARE_HEAD.test(brief.description) && !FOR_HIRE.test(text)) return 'saas';
  // A description headed by an event ("A two-day conference for frontend engineers", "Annual summit on…") is the
  // event's page, whatever its industry label or the workshops and software it is about.
  if (EVENT_HEAD.test(brief.description) || leadsWithConference(brief)) return 'events';
  // A podcast or channel has episodes to list, whatever the label; a podcast app or hosting platform is software.
  // A studio hired to record in is booked by the hour, whatever podcasts and podcasters it names; so is an act booked for
  // parties and weddings (a children's entertainer, a function band), whatever shows, magic and discos it names, and a
  // firm hiring out marquees or a photo booth for them.
  if (software === 0 && (hiresStudio(brief) || performsAtParties(brief) || hiresOutForEvents(brief))) return 'local';
  if (software === 0 && (PODCAST.test(text) || VIDEO_CHANNEL.test(text))) return 'events';
  // A museum, gallery or zoo is a place to visit (its hours and the way there), whatever its tea room or artists suggest.
  if (software === 0 && welcomesVisitors(brief)) return 'local';
  // A farmers' market or a craft fair is held on dates: its events page lists them (not a stallholder who sells "at farmers' markets").
  if (software === 0 && namesMarket(text)) return 'events';
  // A shop named as the business (a jeweller, a bike shop) sells goods, whatever its workshop's repairs and
  // servicing suggest: its shop page, not a service's bookings.
  if (software === 0 && namedAsBusiness(RETAIL_SHOP, text)) return 'ecommerce';
  // A business with a page style of its own gets that style's blueprint, whatever the label (`OWN_PAGES`).
  if (software === 0) for (const [is, bp] of OWN_PAGES) if (is(brief)) return bp;
  // A furniture maker or a blacksmith shows the work made to commission (portfolio), not a booking's steps.
  if (software === 0 && makesFurniture(brief)) return 'portfolio';
  // A cake maker filed under "Other" takes orders for a cake on a date like any food business (cafe.ts `isCakeMaker`).
  if (software === 0 && isCakeMaker(text) && score('local') === 0 && score('events') === 0) return 'restaurant';
  // An estate agent's "professional photography" of the homes it sells is a service, not a photographer's portfolio:
  // a portfolio word only among the key features does not outweigh an agent's words. Nor is a tour operator's
  // "aurora photography tours" a portfolio: guests book the tour.
  const nameAndDescription = `${brief.business_name} \n ${brief.description}`;
  // Nor is a school headed by its courses ("Photography courses in Manchester for beginners…"): students book a class. Nor a
  // print shop whose jobs include wedding stationery, nor a sign maker's hand lettering: customers ask the shop for a quote.
  if (score('portfolio') > 0 && software === 0 && score('restaurant') === 0 && !(sellsHomes(brief) && !WORDS.portfolio.test(nameAndDescription))
    && !TOURS.test(nameAndDescription) && !TEACHING_HEAD.test(brief.description) && !namedAsBusiness(JOB_SHOPS, nameAndHead(brief))) return 'portfolio';
  // A practice's words (accountants, architects, advisers), counted only where no software is named.
  const practice = software === 0 ? count(PROFESSIONAL, text) : 0;
  if (sellsHomes(brief)) return 'agency';
  // A trade or a health practice filed under Professional Services (removals, a plumber, a physio) is a
  // local service with its hours and area; advisers, designers and IT firms stay practices.
  if (type === 'agency') return software === 0 && practice === 0 && !CREATIVE.test(text) && !INTERIORS.test(text) && (TRADES.test(text) || FUNERAL.test(text) || COACHING.test(text)) ? 'local' : 'agency';
  // An interior designer's studio ("Estudio de interiorismo") is a practice, whatever "studio" suggests.
  if (software === 0 && INTERIORS.test(text)) return 'agency';
  // So is a branding, graphic or web design studio ("Branding studio in Leeds"), whose "studio" a yoga or nail studio shares:
  // no other word of a local service.
  if (software === 0 && CREATIVE.test(text) && count(WORDS.local, text.replace(/\bstudios?\b/giu, ' ')) === 0) return 'agency';
  // A game or gadget launching on Kickstarter, or coming soon with a waiting list, is a product's launch page (page style
  // `launch`), not an events page with "Upcoming dates".
  if (industry === 'entertainment' && software === 0 && announcesLaunch(brief) && PRE_LAUNCH.test(brief.description) && !EVENT_HEAD.test(brief.description)) return 'startup';
  if (industry === 'entertainment') return score('events') > 0 || score('local') === 0 ? 'events' : 'local';
  if (industry === 'travel & tourism') return score('events') > score('local') ? 'events' : 'local';
  // A freelance developer's page sells the work, not a product with plans: services, work, contact.
  // Under another label only a developer or designer hires out ("Bouncy castles for hire" is no developer's).
  if ((type === 'saas' ? FOR_HIRE : DEVELOPER_FOR_HIRE).test(text)) return 'agency';
  if (type === 'saas' && listed) {
    if (practice > 0 && practice >= score('local')) return 'agency';
    // Healthcare without software words is a practice patients visit (an optician, a GP), not a product.
    if (industry === 'healthcare' && software === 0) return 'local';
    // Education without software words is taught in person (a riding school, a language school), not a product with plans.
    if (industry === 'education' && software === 0) return 'local';
    // Finance without software words is a firm people come to (a credit union, a broker), not a product with plans.
    if (industry === 'finance' && software === 0 && score('local') === 0) return 'agency';
    // Under Technology, a trade's words only among what a product does ("Night cleaning", "Remote monitoring" of a robot
    // that inspects solar farms) make no local service: its name or first sentence names the trade ("Phone repairs in
    // Cardiff", "Drone inspection service for roofs").
    if (industry === 'technology' && software === 0 && count(WORDS.local, nameAndHead(brief)) === 0) return 'saas';
    return score('local') > software ? 'local' : 'saas';
  }
  // "Other" and anything unmapped: the words decide, strongest first.
  // A café or pub named as where something happens ("a book club meeting monthly in a local café") is not the business.
  const ranked = (['nonprofit', 'events', 'restaurant', 'local'] as const)
    .map((id) => [id, id === 'restaurant' ? countNamed(WORDS.restaurant, text) : score(id)] as const).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
  if (practice > 0 && practice >= (ranked[0]?.[1] ?? 0)) return 'agency';
  // Under an unlisted label, software words outweighing the trade's make it software ("Productivity": an app).
  if (label && software > 0 && software >= (ranked[0]?.[1] ?? 0)) return 'saas';
  // A shop customers walk into that has a café too ("a garden centre with plants … and a café", "bookshop café")
  // sells goods: its shop page. A shop named counts twice, beside its selling words, against the food words.
  if (ranked[0]?.[0] === 'restaurant' && 2 * count(STOREFRONT, text) + count(SELLING, text) > ranked[0][1] + count(DINING, text)) return 'ecommerce';
  if (ranked[0]) return ranked[0][0];
  if (count(SHOP, text) > 0 || count(FOOD_SHOP, text) > 0) return 'ecommerce';
  if (software > 0) return 'saas';
  // Nothing else named, but something sold ("Beekeeper selling local honey at markets"): a shop's page, not a start-up's.
  if (count(SELLING, text) > 0) return 'ecommerce';
  return 'startup';
}

/** Layout variant for a project: stable per seed (the project id), 0 or 1. FNV-1a, so no crypto in the renderer. */
export function layoutFor(seed: string): 0 | 1 {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return ((h >>> 0) % 2) as 0 | 1;
}

/**
 * Words saying the service itself is delivered over the internet: "online maths tutoring", "remote
 * coaching", "lessons by video call", in the site languages. "Online" before booking, shop, ordering,
 * payment or the like, after "book" or "order", and "virtual tours" say how customers book or look, not
 * where the service happens, so they do not count.
 */
const ONLINE = unicodeWords(/(?:(?<!\b(?:book|books|booked|order|buy|pay|reserve|sold|sell|shop|apply|available|register|enrol|enroll|citas?|reservas?|pedidos?|tienda|compras?|pagos?|inscripci[oó]n|marca[çc](?:[aã]o|[oõ]es)|encomendas?|loja|pagamentos?|inscri[çc][aã]o|prenotazion[ei]|negozio|ordini?|pagamenti?|iscrizion[ei]|r[eé]servations?|rendez-vous|commandes?|paiements?|inscriptions?|boutique|termine?|buchung(?:en)?|afspraken|afspraak|reserveringen|reservering)\s+)\b(?:online|remote(?:ly)?|virtual(?:ly)?|en ligne|à distance|a distancia|a distância|a distanza|in linea|op afstand|über das internet)\b(?!\s*[-‑]?\s*(?:booking|bookings|book|shop|store|order|ordering|orders|payments?|reservations?|sign-?ups?|tours?|check-?in|reviews?|presence|réservation|reserva|buchung|boutique|tienda|loja|negozio|winkel)\b)|\b(?:by|via|over) (?:video(?: calls?)?|zoom|skype|teams|google meet)\b|\bvideo ?calls?\b|\b(?:e-?learning|distance learning|fernunterricht|videollamada|videochamada|visioconférence|videochiamata|videobellen)\b|オンライン(?!予約|ショップ|ストア)|在线(?!预订|预约|商店)|线上(?!预订|预约)|عن بعد|عبر الإنترنت|أونلاين)/iu);

/**
 * Words naming a place customers come to, or a visit: a business that works online as well as from
 * such a place ("online and in-person lessons at our studio") still needs its address and map.
 */
const PLACE = unicodeWords(/\b(walk-?in|salons?|clinics?|gyms?|barbers?|spas?|in[- ]?person|face[- ]to[- ]face|visit us|home(?: and online)? (?:tutoring|tuition|lessons|classes)|our (?:studio|clinic|salon|shop|office|premises|centre|center|gym|school)|home visits?|on-?site|at your home|in your home|call-?outs?|drop[- ]in|presencial\w*|en persona|en présentiel|présentiel|vor ort|in presenza|ter plaatse|peluquer\w*|barber[ií]as?|cl[ií]nicas?|sal[oó]n(?:es)?|sal[aã]o|consultorios?|consult[oó]rios?|gimnasios?|gin[aá]sios?|palestras?|praxis|praktijk|werkstatt|talleres|taller|sportschool|kapsalon|friseursalon|driving (?:lessons|schools?|instructors?)|autoescuelas?|auto-?[ée]coles?|fahrschulen?|autoscuol[ae]|rijschol\w*|rijschool\w*|escolas? de condu[çc][aã]o)\b|対面|教室に|到店|面对面|حضوري/iu);

/** Caterers, decorators, home visits, call-outs, party hire (a photo booth, a bouncy castle) and cars with drivers (a taxi firm, a chauffeur, coach hire): services that come to their customers besides the trades. */
const MOBILE_WORDS = unicodeWords(/\b(catering|caterers?|private chefs?|taxis?(?: (?:firms?|company|companies|services?))?|minicabs?|private hire|chauffeur(?:s|ed|ing)?|(?:coach|minibus|limo|limousine) hire|taxiunternehmen|taxibedrijf|autocares|alquiler de (?:autocares|autobuses|microbuses)|aluguer de (?:autocarros|miniautocarros)|location d['’]autocars?|busvermietung\w*|busunternehmen|noleggio (?:pullman|autobus|minibus)|busverhuur\w*|touringcarbedrijf\w*|mobile(?![- ](?:apps?|phones?|friendly|websites?|payments?|devices?|games?|first)\b)|call-?outs?|decorat(?:ing|ors?)|home visits?|at your home|in your home|we come to you|covering|photo ?booths?|(?:bouncy castle|inflatables?|marquee|party|event|sound|lighting|disco|tableware|furniture|prop) hire|balloon (?:arches|garlands|displays|decorat\w*)|doulas?|(?:wedding |funeral |naming )?celebrants?|officiants?)\b|出張|上门/iu);
/** Trades that go to their customers (plumbers, gardeners, cleaners, dog walkers…) and caterers (`CATERING`: a traiteur, a catering company), in the site languages. */
const MOBILE = unicodeWords(new RegExp(`${HOME_TRADES.source}|${HOME_TRADES_INTL.source}|${MOBILE_WORDS.source}|${CATERING.source}`, 'iu'));
/** Places customers come to: a business with one shows its address and a map. */
const VISITED = unicodeWords(/\b(walk-?in|salons?|clinics?|gyms?|barbers?|spas?|studios?|visit us|drop[- ]in|showrooms?|our (?:studio|clinic|salon|shop|office|premises|centre|center|gym|school|showroom|workshop|garage|yard))\b/iu);

/**
 * Whether a brief describes a service that comes to its customers (a plumber, a gardener, a dog walker, a party
 * entertainer: `performsAtParties`): trade words of one, and no place customers visit. Its hours section shows the area it serves instead of
 * "Find us" with an address and a map link (issue 15 §4 "area served"). Deterministic; never throws.
 */
export function comesToCustomers(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  const text = briefText(brief);
  // A laundrette's "dry cleaning" happens at its counter: customers come to it. An act booked for parties goes to them,
  // and so does a marquee hired for one.
  return (MOBILE.test(text) || performsAtParties(brief) || hiresOutForEvents(brief)) && !VISITED.test(text) && !LAUNDRETTE.test(text);
}

/** Trades whose customers book them rather than ask for a price: a dog walker's or pet sitter's visits. */
const BOOKED_TRADE = /^(?:dog walk|pet sitt)/i;

/** Words of a laundrette (washers and dryers customers use, service washes), in the site languages. */
export const LAUNDRETTE = unicodeWords(/\b(?:launderettes?|laundrettes?|laundromats?|service washes?|self-service laundry|lavander[ií]as? (?:autoservicio|de autoservicio)|lavandarias? self-service|laveries?|waschsalons?|wasserettes?|lavanderi[ae] self-service|lavanderi[ae] a gettoni)\b|コインランドリー|自助洗衣|مغسلة ذاتية/iu);

/**
 * Whether a brief is a trade that prices each job before doing it (issue 15 §4: the words made for the
 * business): a plumber, builder, remover, installer, gardener or cleaner, in the site languages (not a
 * dog walker, whose visits are booked, nor a laundrette or a dry cleaner). Its local page asks for a quote (`quote` page style, form kind
 * `quote`) instead of a booking. Deterministic; never throws.
 */
export function quotesForJobs(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  const text = briefText(brief);
  // A laundrette's customers walk in with their washing: its "dry cleaning" and "duvet washing" are no jobs to price.
  if (LAUNDRETTE.test(text)) return false;
  if (HOME_TRADES_INTL.test(text) || JOB_SHOPS.test(text)) return true;
  // Dry cleaning is a counter's service, not a cleaner's visit.
  return [...text.matchAll(globally(HOME_TRADES))].some((m) => !BOOKED_TRADE.test(m[0]) && !(/^cleaning/i.test(m[0]) && /\bdry $/i.test(text.slice(Math.max(0, m.index - 4), m.index))));
}

/**
 * Words saying customers need not book, in the site languages: "no booking needed", "no appointment necessary", "walk-ins
 * only", "just turn up", "sin cita previa", "sans rendez-vous", "ohne Termin", "zonder afspraak", 予約不要, 无需预约,
 * بدون موعد. Not "no booking fees", nor "walk-ins welcome" (which goes with booking: "walk-ins welcome, or book online").
 */
const NO_BOOKING = unicodeWords(/\b(?:no (?:bookings?|appointments?|reservations?)(?: (?:needed|necessary|required))?(?! (?:fees?|charges?))|no need to (?:book|make an appointment)|without (?:a booking|an appointment)|walk-?ins? only|just (?:walk|drop|pop|come) in|just turn up|sin (?:cita|reserva)(?: previa)?|no (?:hace falta|es necesario|necesitas) (?:pedir )?(?:cita|reservar?)|sem (?:marca[çc][ãa]o|agendamento|reserva)(?: pr[ée]via)?|n[ãa]o (?:[ée] preciso|precisa(?: de)?) marcar|sans (?:rendez-vous|r[ée]servation)|pas besoin de (?:prendre )?(?:rendez-vous|r[ée]server)|ohne (?:termin(?:vereinbarung)?|voranmeldung)|keine? termin(?:vereinbarung)? (?:n[öo]tig|notwendig|erforderlich)|senza (?:appuntamento|prenotazione)|non serve (?:prenotare|l['’]appuntamento)|zonder (?:afspraak|reservering)|geen afspraak nodig)\b|予約不要|予約なし|无需预约|無需預約|不用预约|免预约|立等可取|(?:بدون|دون) (?:موعد|حجز)|لا حاجة (?:للحجز|لموعد)/iu);
/** Counters customers walk into with their job (`COUNTER_TRADES`) and a launderette (`LAUNDRETTE`): their pages lead to the opening hours, not to a booking. */
const COUNTER = unicodeWords(new RegExp(`${LAUNDRETTE.source}|${COUNTER_TRADES.source}`, 'iu'));
/** Words of a job done on the spot or a counter to drop in at: "most repairs while you wait", "drop in to our shop", in the site languages. */
const WHILE_YOU_WAIT = unicodeWords(/\b(?:while[- ]you[- ]wait|while-u-wait|drop in (?:to |at )?(?:our|the) (?:shop|store|workshop|counter|kiosk|stall|branch)|(?:drop|pop|call) in any ?time|pop in (?:to |at )?(?:our|the) (?:shop|store|workshop)|mientras (?:esperas|espera|usted espera)|enquanto (?:espera|aguarda)|pendant que vous attendez|(?:cordonnerie|cl[ée]s?|talons?) minute|w[äa]hrend sie warten|sofortservice|mentre (?:aspetti|aspetta|attendi)|terwijl u wacht|terwijl je wacht)\b|その場で|立等|当场取|أثناء انتظارك|وأنت تنتظر/iu);
/** Words inviting a booking, in the site languages: a brief that has them books, whatever it does on the spot. */
const BOOKS = unicodeWords(/\b(?:book(?:s|ed|ing|ings)?|appointments?|reserv(?:e|ed|ations?)|citas?|reservar?|marca[çc][ãa]o|marcar|agend(?:amento|ar)|rendez-vous|r[ée]serv\w+|termin\w*|buch(?:en|ung\w*)|reservier\w*|anmeld\w*|prenot\w*|appuntament\w*|afspra(?:ak|ken)|reserveren|boeken)\b|予約|预约|預約|预订|موعد|مواعيد|حجز|احجز/iu);
/** Words of collecting from and delivering to customers ("free collection and delivery"): a laundry that collects is no counter. */
const COLLECTS = unicodeWords(/\b(?:collection (?:and|&) delivery|collect (?:and|&) deliver|pick-?up (?:and|&) (?:delivery|drop-?off)|recogida y entrega|recolha e entrega|collecte et livraison|abhol- und (?:liefer|bring)service|ritiro e consegna|ophaal- en (?:bezorg|breng)service)\b/iu);
/** Garage work ("MOTs, servicing"): booked in for a slot even when done while the customer waits. */
const SERVICING = unicodeWords(/\b(?:mots?|servicing|car services?|itv|t[üu]v|hauptuntersuchung|inspektion|apk|contr[ôo]le technique|revisi[óo]n|revis[ãa]o|revisione|vistoria)\b|車検|年检|الفحص الدوري/iu);

/**
 * Whether a local service's customers come in without booking (issue 15 §4: the words made for the business), where
 * nothing says it goes out to them (`MOBILE_WORDS`: "mobile", "we come to you"; `COLLECTS`: "collection and delivery") and
 * no word invites a booking besides the words saying none is needed: the brief says so ("no booking needed", "no
 * appointment necessary", "walk-ins only", in the site languages), or it is a counter customers walk
 * into (`COUNTER`: a launderette, a dry cleaner, a cobbler, key cutting) or does the job on the spot ("most repairs while you
 * wait", "drop in to our shop"; not a garage's "MOT while you wait", booked for a slot). Its page leads to the opening hours
 * and address, with a message form (`walkIn` page style, blueprints `forAttraction`'s `visit` section), instead of "Request
 * a booking" or a quote. Deterministic; never throws.
 */
export function servesWalkIns(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  const text = briefText(brief);
  if (MOBILE_WORDS.test(text) || COLLECTS.test(text)) return false;
  // A brief that invites booking besides ("Ook zonder afspraak welkom" beside "Online afspraak maken") keeps its bookings.
  if (BOOKS.test(text.replace(globally(NO_BOOKING), ' '))) return false;
  return NO_BOOKING.test(text) || COUNTER.test(text) || (WHILE_YOU_WAIT.test(text) && !SERVICING.test(text));
}

/**
 * Whether a brief is a funeral director's (`FUNERAL`): its local page invites families to talk (`funeral`
 * page style, a message form) instead of asking for a booking or a quote. Deterministic; never throws.
 */
export function arrangesFunerals(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return FUNERAL.test(briefText(brief));
}

/**
 * Whether a brief is a club's people join to play (`CLUB`): its local page invites them to try a session,
 * with training times and a message form (`club` page style, blueprints `forClub`). Deterministic; never throws.
 */
export function joinsClub(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  const own = `${brief.business_name} \n ${brief.description}`;
  if (CLUB.test(own)) return true;
  // A school's "Kids' sailing club" among its features is one of its courses: a sailing or swim school books lessons.
  return CLUB.test(briefText(brief)) && !SCHOOL_OF.test(own);
}

/**
 * Words of a school or studio teaching classes people book a place in, in the site languages: dance, ballet, yoga, Pilates,
 * barre, fitness, martial arts, swimming, cookery, languages, art, drama, baby and toddler classes ("Dance school",
 * "Reformer and mat Pilates classes", "Karate club", "Swim school", "Escuela de baile", "Tanzschule", "ヨガ教室").
 * Not one-to-one lessons a learner books alone (piano, driving, riding: a booking's page), nor a children's school or nursery
 * (`SCHOOL`), nor a course taught online (`teachesCourse`).
 */
const CLASSES = unicodeWords(/\b(?:(?:dance|dancing|ballet|tap|street dance|salsa|ballroom|zumba|yoga|hot yoga|pilates|reformer pilates|mat pilates|barre|spin|fitness|exercise|aerobics|martial arts|karate|judo|taekwondo|tae kwon do|kung fu|kickboxing|kick boxing|jiu[- ]?jitsu|bjj|aikido|muay thai|boxing|self[- ]defen[cs]e|circus|aerial|pole|pole dance|cookery|cooking|baking|language|spanish|french|italian|german|english|mandarin|japanese|arabic|evening|art|painting|drawing|life drawing|pottery|ceramics|sewing|dressmaking|knitting|crochet|drama|acting|singing|swim|swimming|baby|toddler|baby sensory|baby massage|baby yoga|baby signing|hypnobirthing|antenatal|mindfulness|meditation|tai chi|qi ?gong) (?:class|classes|school|schools|academy|academies|dojo)|(?:dance|dancing|ballet|yoga|hot yoga|pilates|reformer|barre|spin|martial arts|karate|taekwondo|kickboxing|jiu[- ]?jitsu|bjj|aikido|muay thai|circus|aerial|pole|pole dance|swim) studios?|swim(?:ming)? lessons|(?:karate|taekwondo|kickboxing|jiu[- ]?jitsu|bjj|aikido|kung fu|martial arts|muay thai) clubs?|dojos?|stage schools?|(?:escuela|academia|estudio|clases?) de (?:baile|danza|ballet|yoga|pilates|artes marciales|karate|judo|taekwondo|nataci[oó]n|cocina|idiomas|ingl[eé]s|pintura|cer[aá]mica|teatro|circo)|(?:escola|academia|est[uú]dio|aulas?) de (?:dan[çc]a|ballet|ioga|yoga|pilates|artes marciais|karat[eê]|jud[oô]|nata[çc][aã]o|culin[áa]ria|cozinha|l[íi]nguas|ingl[eê]s|pintura|cer[âa]mica|teatro|circo)|(?:[ée]coles?|studios?|cours) de (?:danse|ballet|yoga|pilates|arts martiaux|karat[ée]|judo|natation|cuisine|langues?|anglais|peinture|c[ée]ramique|poterie|th[ée][âa]tre|cirque)|tanzschule\w*|ballettschule\w*|yoga-?studio\w*|pilates-?studio\w*|kampfsportschule\w*|karateschule\w*|schwimmschule\w*|kochschule\w*|sprachschule\w*|malschule\w*|zirkusschule\w*|tanzkurse?|yogakurse?|schwimmkurse?|kochkurse?|sprachkurse?|pilateskurse?|(?:scuola|corsi|corso|lezioni|studio) di (?:danza|ballo|yoga|pilates|arti marziali|karate|judo|nuoto|cucina|lingue|inglese|pittura|ceramica|teatro|circo)|dansschool\w*|balletschool\w*|yogaschool\w*|zwemschool\w*|kookschool\w*|taalschool\w*|vechtsportschool\w*|dansles(?:sen)?|yogales(?:sen)?|zwemles(?:sen)?|kookles(?:sen)?|taallessen|schilderles(?:sen)?)\b|ヨガ教室|料理教室|ダンス教室|英会話教室|書道教室|スイミングスクール|ダンススクール|ヨガスタジオ|ピラティススタジオ|空手道場|柔道教室|瑜伽馆|瑜伽课|瑜伽工作室|普拉提(?:馆|工作室|课)|舞蹈(?:学校|班|工作室|课)|烹饪(?:课|班|学校)|游泳(?:课|班)|语言学校|武术学校|跆拳道馆|(?:دروس|حصص) (?:ال)?(?:يوغا|رقص|طبخ|سباحة|لغة|لغات)|مدرسة (?:رقص|لغات|طبخ|سباحة|باليه)|استوديو (?:يوغا|بيلاتس|رقص)/iu);

/**
 * Whether a brief is a class-based school's or studio's (`CLASSES` in its name or its description's first sentence, as the
 * business, no software): its local page invites people to book a class, with the classes, how to start, the class times
 * and where they are (`classes` page style, blueprints `forClasses`), not a salon's "Request a booking" and "How does
 * payment work? … insurance or vouchers". A dance app, a yoga retreat, classes named beside the business ("a café next to
 * the dance school") are not one. Deterministic; never throws.
 */
export function teachesClasses(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  // The name and the first sentence apart: a name ending "…with Mei" does not put the first sentence's classes beside it.
  const head = firstSentence(brief.description);
  return count(SOFTWARE, nameAndHead(brief)) === 0 && (namedAsBusiness(CLASSES, head) || CLASSES.test(brief.business_name));
}

/**
 * Words of a community group people join for what they do together rather than a sport (`CLUB`), in the site
 * languages: a choir, an orchestra or a brass band, an amateur theatre group, a scout or guide group, a youth club, a
 * hobby club or society, a toddler group, a makerspace or a repair café. Ambiguous words are phrases ("coral" is a reef in English: "grupo coral";
 * "brownies" are cakes, "scout" a verb: "scout group", "the scouts").
 */
export const GROUP = unicodeWords(/\b(?:community (?:gardens?|orchards?|allotments?)|choirs?|choral societ(?:y|ies)|choral groups?|singing groups?|singing for (?:fun|everyone|all)|glee clubs?|barbershop (?:chorus|choruses|quartets?|singers)|orchestras?|(?:brass|concert|wind|silver|community|steel|ukulele|youth) bands?|ukulele (?:groups?|clubs?)|amateur (?:dramatics|theatre|theater|operatic)(?: (?:societ(?:y|ies)|groups?|company|companies))?|am-?dram|(?:community|youth|village) (?:theatre|theater|drama) (?:groups?|companies|company)|theatre groups?|drama (?:groups?|societ(?:y|ies))|operatic societ(?:y|ies)|scout (?:groups?|troops?|huts?)|(?<!talent |location |site )scouts|(?:girl ?)?guides? (?:units?|groups?)|girlguiding|girl guides|youth clubs?|youth groups?|volunteer groups?|friends of (?:the )?[\p{Lu}\p{Ll}]+ (?:park|woods?|gardens?|common|green|library|lido|river|canal|beach|nature reserve)|beach cleans?|litter picks?|litter[- ]picking groups?|bell[- ]ringers|bell[- ]ringing|change ringing|women['’]s institute|u3a|men['’]s sheds?|makerspaces?|maker spaces?|hackspaces?|hackerspaces?|fab ?labs?|repair caf[eé]s?|(?:knitting|sewing|crochet|quilting|craft|gardening|camera|photography|model railway|bridge|stamp|astronomy|birdwatching) (?:clubs?|groups?|circles?|societ(?:y|ies)|guilds?)|(?:local )?history societ(?:y|ies)|allotment (?:societ(?:y|ies)|associations?)|(?:parent|mum|dad|baby|toddler)s? and (?:baby|babies|toddlers?) groups?|toddler groups?|rotary clubs?|lions clubs?|community groups?|grupo coral|coral (?:infantil|juvenil|polif[oó]nica|de (?:la|el|a|o|c[aá]mara))|coros?|orquestas?|orquestras?|bandas? (?:de m[uú]sica|filarm[oó]nicas?|municipal(?:es)?)|grupos? de teatro|teatro (?:amateur|aficionado|amador)|grupos? scouts?|escuteiros|escoteiros|agrupamento de escuteiros|clubs? juvenil(?:es)?|chorales?|ch[oœ]urs?|orchestres?|fanfares? municipales?|harmonies? municipales?|troupes? de th[ée][aâ]tre|th[ée][aâ]tre amateur|compagnies? de th[ée][aâ]tre amateur|scouts et guides|[ée]claireurs|groupes? scouts?|chor|ch[öo]re|gesangverein\w*|m[äa]nnerchor\w*|kirchenchor\w*|kinderchor\w*|jugendchor\w*|posaunenchor\w*|orchester|blaskapelle\w*|musikverein\w*|theatergruppe\w*|laientheater\w*|amateurtheater\w*|theaterverein\w*|pfadfinder\w*|jugendclub\w*|jugendtreff\w*|coro|cori|corale|banda musicale|bande musicali|compagnia teatrale|filodrammatica|teatro amatoriale|gruppo scout|scoutismo|agesci|centro giovanile|koor|koren|zangkoor|kinderkoor|jongerenkoor|orkest|fanfarekorps|harmonieorkest|brassband|toneelvereniging\w*|toneelgroep\w*|amateurtoneel|scoutinggroep\w*|padvinder\w*|jongerencentrum|jeugdhonk)\b|合唱団|吹奏楽団|劇団|ボーイスカウト|ガールスカウト|合唱团|合唱队|管乐团|剧团|童军|جوقة|كورال|فرقة مسرحية|الكشافة|كشافة/iu);
/**
 * Where the head of a description's first sentence ends (`headOf`): a preposition or a relative word ("Community choir | in
 * Leith", "Parish church | with a choir"), in the site languages; an English participle after the first word ends it too
 * ("Charity | supporting youth clubs"; not the nouns of "Small-group walking holidays", headline `isParticiple`).
 */
const HEAD_STOP = /\s(?:with|for|to|in|at|near|on|where|that|who|which|run by|en|em|dans|à|para|pour|für|mit|met|con|com|avec|per|voor|bij|nel|nella|im|am)\s/iu;
/** The head of a description's first sentence (up to `HEAD_STOP` or a participle): what the business is before what it has or does. */
const headOf = (description: string): string => {
  const first = firstSentence(description);
  const stop = HEAD_STOP.exec(first);
  const head = stop ? first.slice(0, stop.index) : first;
  const words = head.split(/\s+/u);
  const at = words.findIndex((w, i) => i > 0 && isParticiple(w));
  return at > 0 ? words.slice(0, at).join(' ') : head;
};

/**
 * Nouns of a business of another kind in a description's head ("Specialty coffee shop…", "Family bakery…", "Hair salon…"):
 * a name's word ("Choir Coffee", "The Scouts Bakery", "Safari Salon") does not make it a group or a tour operator then.
 */
const OTHER_BUSINESS = unicodeWords(/\b(?:caf[eé]s?|coffee|shops?|stores?|restaurants?|bars?|pubs?|hotels?|salons?|studios?|agenc(?:y|ies)|compan(?:y|ies)|firms?|apps?|software|platforms?|bakery|bakeries|clinics?|practices?|boutiques?|galler(?:y|ies)|brands?|consultanc(?:y|ies)|gyms?|spas?|barbers?|florists?|kitchens?|tiendas?|restaurantes?|cafeter[ií]as?|panader[ií]as?|peluquer[ií]as?|lojas?|magasins?|boulangeries?|laden|gesch[äa]ft|b[äa]ckerei|friseur\w*|negozi[oi]?|panifici[oi]?|winkels?|bakkerij\w*|kapsalon\w*)\b/iu);
/**
 * Whether `re` names the business: in the head of its description's first sentence (`headOf`), or in its name when that
 * head names no business of another kind (`OTHER_BUSINESS`); no software named.
 */
const namedInHead = (re: RegExp, brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean => {
  const head = headOf(brief.description);
  return namedWithoutSoftware(re, head) || (namedWithoutSoftware(re, brief.business_name) && !OTHER_BUSINESS.test(head) && count(SOFTWARE, briefText(brief)) === 0);
};

/**
 * Whether a brief is a community group's people join (`GROUP` in its name or the head of its first sentence, no software,
 * not a sports `CLUB`): its local page invites them to come along to a meeting and join, with meeting times and a message
 * form (`group` page style, blueprints `forGroup`), whatever its "Non-profit" label ("Community choir in Leith" asked for
 * donations). A church with a choir, a music school with an orchestra, a charity supporting youth clubs or a choir booked
 * for weddings (`performsAtParties`) is not one.
 * Deterministic; never throws.
 */
export function joinsGroup(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  const own = `${brief.business_name} \n ${headOf(brief.description)}`;
  return namedInHead(GROUP, brief) && count(SOFTWARE, briefText(brief)) === 0 && !CLUB.test(own) && !performsAtParties(brief);
}

/**
 * Words of a tour operator, in the site languages: day, food, walking or wildlife tours, walking or cycling holidays,
 * safaris, group travel and excursions (a boat trip's words are `TOURS`' and keep their own page).
 */
export const TOUR_OPERATOR = unicodeWords(/\b(?:tour operators?|tour compan(?:y|ies)|(?:day|guided|walking|food|wine|city|private|small-group|group|coach|cycling|bike|e-?bike|history|heritage|sightseeing|wildlife|photography|aurora|northern lights|safari|ghost|cultural|culinary|multi-day) tours?|(?:walking|cycling|hiking|trekking|adventure|activity|guided|self-guided|small-group|group) holidays|safaris?|(?:small-group|group|organised|organized) (?:travel|trips)|excursions|day trips|reiseveranstalter\w*|gruppenreisen|rundreisen|wanderreisen|studienreisen|operador(?:a|es)? tur[ií]stic[oa]s?|viajes organizados|circuitos|excursiones|rutas guiadas|visitas guiadas|viagens organizadas|passeios guiados|voyagistes?|circuits? (?:organis[ée]s|guid[ée]s)|voyages organis[ée]s|excursions guid[ée]es|visites guid[ée]es|viaggi organizzati|escursioni|visite guidate|reisorganisatie\w*|rondreizen|groepsreizen|wandelreizen|excursies)\b|ツアー|旅行会社|旅行社|跟团游|رحلات سياحية|جولات سياحية/iu);

/**
 * Whether a brief is a tour operator's (`TOUR_OPERATOR` in its name or the head of its description's first sentence, no
 * software): its local page asks which tour, the dates and how many travel (`tours` page style), not a salon's appointment
 * nor a hotel's rooms for the hotels its holidays stay in ("Small-group walking holidays … comfortable mountain hotels"
 * had "Rooms and rates"). A museum with guided tours, a hotel arranging day trips, a boat trip are not one. Deterministic;
 * never throws.
 */
export function runsTours(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return namedInHead(TOUR_OPERATOR, brief) && !namedAsBusiness(ATTRACTION, headOf(brief.description));
}

/** A school or lessons named as the business ("Harbour Sailing School", "RYA sailing courses"), whose clubs are among its classes. */
const SCHOOL_OF = /\b(?:schools?|academy|academies|lessons|courses|tuition)\b/i;

/**
 * Meals cooked and delivered to eat at home (meal prep, meal plans, meal kits): sold by subscription like an online
 * shop's goods, not a table to book. English.
 */
const MEAL_DELIVERY = /\b(?:meal[- ]prep|meal (?:plans?|kits?|boxes|delivery|subscriptions?)|(?:ready )?meals? delivered|delivered meals)\b/i;

/**
 * Words of a show people listen to or watch (a podcast, a YouTube channel, a radio show), in the site
 * languages; not a studio that records other people's podcasts ("podcast studio hire", "podcast editing").
 */
export const PODCAST = unicodeWords(/\b(?:podcasts?(?![- ](?:studios?|production|editing|hire|recording|services?|agency|equipment))|podcasters?|vodcasts?|youtube channel|radio shows?|radio stations?|show notes|pódcasts?|emisoras? de radio|radios? comunitarias?|r[aá]dios? comunit[aá]rias?|radios? associatives?|radios? locales?|radiosender|lokalradio\w*|bürgerradio\w*|radio comunitari[ae]|webradio|radiozenders?|lokale omroep|ポッドキャスト|コミュニティFM|ラジオ局)\b|播客|بودكاست/iu);

/**
 * Words of a video channel (a YouTube channel, a Twitch stream, a vlog), in the site languages: its page lists
 * the latest videos and asks viewers to subscribe (`channel` page style). Not a video production company.
 */
export const VIDEO_CHANNEL = unicodeWords(/\b(?:youtube channels?|youtubers?|(?:videos?|vlogs?) on youtube|twitch (?:channels?|streams?|streamers?)|streams? on twitch|tiktok (?:channels?|accounts?|creators?)|video channels?|vlogs?|vloggers?|canal(?:es)? de youtube|cha[iî]nes? youtube|youtube-kan[aä]le?|canal(?:e)? youtube|youtube-kanaal)\b|YouTubeチャンネル|ユーチューバー|YouTube频道|视频频道|قناة يوتيوب/iu);

/**
 * Whether a brief is a show's (`PODCAST`, `VIDEO_CHANNEL`): its events page lists episodes or videos rather
 * than dates (`show` or `channel` page style, blueprints `forShow`), pictured by a studio with microphones
 * rather than a stage. Deterministic; never throws.
 */
export function hostsShow(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  const text = briefText(brief);
  return !hiresStudio(brief) && (PODCAST.test(text) || VIDEO_CHANNEL.test(text));
}

/**
 * Words of a studio hired by the hour to record or rehearse in (a recording, podcast or rehearsal studio), in the site
 * languages. Not a photography, yoga, dance or "music studio" teaching lessons.
 */
export const RECORDING_STUDIO = unicodeWords(/\b(?:(?:recording|podcast|podcasting|rehearsal|sound|voice-?over|audio) studios?|rehearsal (?:rooms?|spaces?)|recording (?:rooms?|booths?)|estudios? de (?:grabaci[oó]n|ensayo|podcast|sonido)|est[uú]dios? de (?:grava[çc][aã]o|ensaio|podcast|som)|studios? d['’](?:enregistrement|r[ée]p[ée]tition)|studios? de (?:podcast|r[ée]p[ée]tition)|tonstudios?|aufnahmestudios?|podcast-?studios?|proberaum|proberäume|studi(?:o)? di (?:registrazione|prova)|sal[ae] prove|opnamestudio\w*|repetitieruimte\w*|oefenruimte\w*|podcaststudio\w*)\b|レコーディングスタジオ|リハーサルスタジオ|録音スタジオ|录音棚|录音室|排练室|استوديو (?:تسجيل|بودكاست)/iu);

/**
 * Whether a brief is a studio's that people hire to record or rehearse in (`RECORDING_STUDIO` in its name or the head of
 * its first sentence, `namedInHead`; no software): customers book it by the hour (a local page's bookings), whatever podcasts, podcasters or
 * shows it records ("Podcast recording studio … video podcasts" was a podcast's episode list). Deterministic; never throws.
 */
export function hiresStudio(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return namedInHead(RECORDING_STUDIO, brief);
}

/**
 * Words of an act booked for someone's party, wedding or event (a children's entertainer, a function or wedding band, a
 * wedding DJ, a magician or a face painter for hire), in the site languages: not a band or show with dates of its own.
 */
export const PARTY_ACT = unicodeWords(/\b(?:(?:children['’]?s|kids['’]?|party|birthday) (?:party )?entertainers?|entertainers? for (?:children|kids|parties|birthdays?)|(?:wedding|function|party|ceilidh) bands?|bands? for (?:hire|weddings|parties|private events)|(?:wedding|party|mobile|event) djs?|djs? for hire|magicians? for hire|(?:wedding|close-?up|children['’]?s|kids['’]?|party|corporate) magicians?|face ?painters?|face painting|caricaturists?|wedding singers?|string quartets? for (?:weddings|events|hire)|wedding choirs?|(?:gospel )?choirs? for (?:hire|weddings|events|parties)|animaci[oó]n infantil|animador(?:a|es|as)? infantil(?:es)?|animador(?:a|es|as)? de fiestas|fiestas infantiles|festas infantis|animador(?:a|es|as)? de festas|animat(?:eur|rice)s? (?:pour enfants|d['’]anniversaires?|de f[eê]tes)|animations? d['’]anniversaires?|kinderanimation|kinderzauberer\w*|hochzeitsband\w*|hochzeits-?djs?|partyband\w*|animazion[ei] per bambini|animat(?:ore|rice|ori) per (?:bambini|feste)|feste per bambini|kinderfeest\w*|kinderentertainer\w*|trouwband\w*|feestband\w*|bruiloft-?djs?|goochelaar\w*)\b|婚礼乐队|婚礼DJ|儿童派对|ウェディングバンド|キッズパーティー/iu);
/** Words of rings and jewellery: a jeweller's "wedding bands" are rings, not musicians. */
const JEWELLERY = /\b(?:rings?|jewell?er\w*|jewel(?:le)?ry|gold|platinum|silver|diamonds?|engraved|engraving)\b/i;

/**
 * Whether a brief is an act's booked for parties, weddings and events (`PARTY_ACT` in its name or first sentence, no
 * software, no jeweller's rings): its page is a local service's bookings for a date, not an events page listing dates
 * ("Children's party entertainer in Essex" had "Upcoming dates" and "Where can I get tickets?"). Deterministic; never throws.
 */
export function performsAtParties(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  // The whole first sentence: an act's words run past the head ("Gospel choir | for weddings and events").
  const head = nameAndHead(brief);
  return namedWithoutSoftware(PARTY_ACT, head) && !JEWELLERY.test(head);
}

/**
 * Words of equipment hired out for someone's event and set up there (marquees and tipis, bouncy castles, a photo booth,
 * furniture, sound and lighting, hot tubs), two or three kinds joined by "and" or commas as well ("Marquee and tipi
 * hire"), in the site languages.
 */
const EVENT_KIT = String.raw`(?:marquees?|tipis?|stretch tents?|party tents?|bouncy castles?|inflatables?|soft play|photo ?booths?|furniture|chairs?|tables?|tableware|crockery|glassware|linens?|sound|pa|lighting|staging|stages?|disco|dj equipment|party|event|props?|costumes?|fancy dress|hot tubs?|(?:garden |giant )?games|casino|candy floss|popcorn|chocolate fountains?|dance floors?|generators?|portable toilets?|luxury toilets?)`;
const EVENT_HIRE = unicodeWords(new RegExp(String.raw`\b(?:${EVENT_KIT}(?:(?:,| and| &| or) ${EVENT_KIT}){0,3} (?:hire|rental)|alquiler de (?:carpas|mobiliario|sonido|castillos hinchables)|aluguer de (?:tendas|mobili[áa]rio|insufl[áa]veis)|location de (?:chapiteaux|tentes de r[ée]ception|mobilier|sonorisation|structures gonflables)|(?:zelt|festzelt|partyzelt|h[üu]pfburg|mobiliar|event-?m[öo]bel|tontechnik|lichttechnik)verleih\w*|noleggio (?:tensostrutture|gonfiabili|arredi)|(?:tent|partytent|springkussen|feest)verhuur\w*)\b`, 'iu'));

/**
 * Whether a brief is a firm hiring out equipment for events (`EVENT_HIRE` in its name or first sentence, no software):
 * its page is a local service's bookings for a date with the area it delivers to, not an events page listing "Upcoming
 * dates" ("Marquee and tipi hire for weddings, festivals and garden parties" named the events it equips). Deterministic;
 * never throws.
 */
export function hiresOutForEvents(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return namedWithoutSoftware(EVENT_HIRE, nameAndHead(brief));
}

/**
 * Words of a university research group or lab, in the site languages: "research group", "research lab", "a lab at the
 * University of…", "grupo de investigación", "Arbeitsgruppe", "研究室". Not a market research agency or a lab that tests
 * samples for customers (a dental, testing or photo lab).
 */
const RESEARCH = unicodeWords(/\b(?:research (?:groups?|labs?|laborator(?:y|ies)|teams?|cent(?:re|er)s?|institutes?|units?|clusters?)(?! (?:software|platform|tools?|app)\b)|(?:\p{L}+ )?lab(?:oratory)? (?:at|of) (?:the )?universit(?:y|ies)|universit(?:y|ies) (?:of \p{L}+ )?(?:lab|laboratory|research group)|grupos? de investigaci[oó]n|laboratorios? de investigaci[oó]n|grupos? de (?:investiga[çc][aã]o|pesquisa)|laborat[óo]rios? de (?:investiga[çc][aã]o|pesquisa)|[ée]quipes? de recherche|laboratoires? de recherche|forschungsgruppe\w*|arbeitsgruppe\w*|nachwuchsgruppe\w*|lehrstuhl|gruppo di ricerca|gruppi di ricerca|laboratorio di ricerca|onderzoeksgroep\w*|onderzoekslab\w*)\b|研究室|研究グループ|研究组|课题组|实验室|مجموعة بحثية|مختبر أبحاث|مختبر بحثي/iu);

/**
 * Whether a brief is a university research group's or lab's (`RESEARCH` in its name or first sentence): its page shows its
 * research and invites students and collaborators to get in touch (agency blueprint, `research` page style), not a product
 * with "Create your account" and "Plans and pricing", whatever its open-source code or models suggest. Deterministic;
 * never throws.
 */
export function runsResearch(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return namedAsBusiness(RESEARCH, nameAndHead(brief));
}

/** Whether a show is a video channel's (`VIDEO_CHANNEL`): "Latest videos" and "Subscribe" rather than a podcast's episodes. */
export function makesVideos(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return VIDEO_CHANNEL.test(briefText(brief));
}

/**
 * Words of a wedding or party planner, in the site languages: the couple's date is what they book, and
 * their work is best shown in pictures (a portfolio: "Check availability", a gallery). Not a corporate
 * event manager (a practice), nor a venue with a planner in house (named beside it).
 */
const PLANNER = unicodeWords(/\b(?:wedding (?:planners?|planning|coordinators?|organi[sz]ers?)|party planners?|(?:corporate )?event (?:planners?|planning (?:company|agency|services?)|organi[sz]ers?|management (?:company|agency))|(?:children['’]s|kids['’]?) party planning|organizamos bodas|organizaci[oó]n de bodas|organizadora? de bodas|organisat(?:eur|rice)s? de mariages?|organisation de mariages?|hochzeitsplaner(?:in)?|hochzeitsplanung|organizzazione (?:di )?matrimoni|organizzatric[ei] di matrimoni|weddingplanners?|bruiloftsplanner\w*)\b|ウェディングプランナー|婚礼策划|婚礼策划师|منظم(?:ة)? حفلات الزفاف/iu);

/**
 * Whether a brief is a wedding or party planner's (`PLANNER`, named as the business): their portfolio page
 * asks for the date and plans (`planner` page style), not a photographer's delivery of finished work. A
 * planning app is software. Deterministic; never throws.
 */
export function plansCelebrations(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return namedWithoutSoftware(PLANNER, briefText(brief));
}

/**
 * Words of a couple's own wedding, as they announce it to their guests ("Our wedding on 12 June", "We're getting
 * married", "the wedding of Sarah and Tom"), in the site languages; not "your wedding" (a venue's, a planner's, a
 * photographer's customers).
 */
const OWN_WEDDING = unicodeWords(/\b(?:our wedding(?! (?:venue|business|planning business|photography|shop|company))|we['’]re getting married|we are getting married|we['’]re tying the knot|the wedding of (?!your|the year|a lifetime|their)|join us (?:to celebrate|for) our (?:wedding|big day)|nuestra boda|nos casamos|o nosso casamento|vamos casar|notre mariage|nous nous marions|on se marie|unsere hochzeit|wir heiraten|il nostro matrimonio|ci sposiamo|onze bruiloft|wij trouwen|we gaan trouwen)\b|私たちの結婚式|结婚啦|我们的婚礼|حفل زفافنا/iu);

/**
 * Whether a brief is a couple's own wedding website (`OWN_WEDDING`, no software named): its events page gives the
 * day's timings, travel and places to stay, and an RSVP form (`wedding` page style, blueprints `forWedding`).
 * Deterministic; never throws.
 */
export function celebratesWedding(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return namedWithoutSoftware(OWN_WEDDING, `${brief.business_name} \n ${brief.description}`);
}

/**
 * Words of a venue hired for weddings, parties and events (a wedding venue, a barn for weddings, a function
 * room, a banqueting suite), in the site languages. Not a planner who works at such venues, nor a pub or hotel
 * "with a function room" (named beside the business: `namedAsBusiness`).
 */
export const VENUE_HIRE = unicodeWords(/\b(?:(?:barns?|manor(?: houses?)?|country houses?|farmhouses?|estates?|castles?|mansions?) (?:[\p{L}\p{N}'’,-]+ ){0,5}?for (?:weddings|wedding receptions|events|celebrations)|wedding venues?|conference (?:rooms?|cent(?:re|er)s?|venues?|suites?|halls?)|wedding barns?|barn weddings?|wedding and (?:event|party|events) venues?|weddings? and events venues?|events? venues?|party venues?|celebration venues?|function (?:rooms?|halls?|suites?)|banqueting (?:suites?|halls?)|venue hire|venues? for hire|exclusive[- ]use venues?|(?:village|church|community|parish|memorial|scout|town) halls?|halls? (?:for|to) hire|hall hire|fincas? (?:para|de) (?:bodas|eventos|celebraciones)|salones? de (?:bodas|eventos|celebraciones|banquetes)|espacios? para eventos|quintas? (?:para|de) (?:casamentos|eventos)|espa[çc]os? para eventos|sal[õo]es? de (?:festas|eventos|casamentos)|domaines? (?:pour|de) (?:mariages?|r[ée]ceptions?)|salles? de (?:r[ée]ception|mariage|f[êe]tes?)|lieux? de r[ée]ception|hochzeitslocations?|eventlocations?|fests[äa]len?|festsaal|locations? per (?:matrimoni|eventi)|sal[ae] (?:per )?(?:ricevimenti|feste|banchetti)|ville? per (?:matrimoni|eventi)|trouwlocaties?|feestzal(?:en)?|evenementenlocaties?)\b|結婚式場|ウェディング会場|宴会場|婚礼场地|婚宴场地|宴会厅|قاعة (?:أفراح|مناسبات|حفلات)|قاعات (?:أفراح|مناسبات|حفلات)/iu);

/**
 * Whether a brief is a venue for hire's (`VENUE_HIRE`, named as the business, no software): its local page invites
 * couples and hosts to check their date and arrange a viewing, shows the spaces and a gallery, viewing times and an
 * event enquiry form (`venueHire` page style, blueprints `forVenueHire`). Deterministic; never throws.
 */
export function hiresVenue(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  // A church with a church hall for hire is a place of worship first.
  return namesVenue(briefText(brief)) && !worships(brief);
}

/** `hiresVenue` for text already joined (the artwork's words): a venue for hire named as the business, no software named. */
export function namesVenue(text: string): boolean {
  return namedWithoutSoftware(VENUE_HIRE, text);
}

/**
 * Words of a recruitment agency or recruiter (placing staff with employers), in the site languages. Not a
 * charity recruiting volunteers, a business that is hiring, nor training or software for recruiters (named
 * beside the business).
 */
const RECRUITER = unicodeWords(/\b(?:recruitment (?:agenc(?:y|ies)|consultan(?:cy|cies|ts?)|firms?|specialists?|business)|recruiters?|staffing (?:agenc(?:y|ies)|firms?|company|solutions)|employment agenc(?:y|ies)|(?:nursing|locum|supply teach(?:ing|ers?)|teaching|healthcare staffing) agenc(?:y|ies)|headhunt(?:ers?|ing)|executive search|temp(?:ing|orary)? (?:staffing )?agenc(?:y|ies)|agencias? de (?:empleo|colocaci[oó]n|reclutamiento|selecci[oó]n)|empresas? de trabajo temporal|ag[eê]ncias? de (?:emprego|recrutamento)|empresas? de recrutamento|cabinets? de recrutement|agences? d['’]int[eé]rim|agences? de recrutement|personalvermittlung\w*|personaldienstleist\w*|personalberatung\w*|zeitarbeitsfirm\w*|agenzi[ae] per il lavoro|agenzi[ae] di (?:selezione|reclutamento|somministrazione)|uitzendbureaus?|recruitmentbureaus?|werving en selectie)\b|人材紹介|人材派遣|猎头公司|招聘公司|وكالة توظيف|شركة توظيف/iu);

/**
 * Whether a brief is a recruitment agency's or recruiter's (`RECRUITER`, named as the business): the agency
 * page asks employers about the role and candidates about the work they want (`recruitment` page style,
 * blueprints `forRecruitment`), without case studies. A recruiting app or job board is software.
 * Deterministic; never throws.
 */
export function recruitsStaff(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return namedWithoutSoftware(RECRUITER, briefText(brief));
}

/**
 * Words of a candidate's election campaign, in the site languages: "standing for Hillside ward", "for
 * Council" in the name, "candidate for mayor", "re-election campaign". Not a marketing or fundraising
 * campaign, a firm making campaign materials, nor "vote for us" in a pub's awards.
 */
const RUNNING = unicodeWords(/\b(?:standing (?:for|in) (?:[\p{L}'’-]+ ){0,3}(?:ward|seat|election|elections|council|mayor|parliament|congress|senate|district|constituency|assembly|board)|(?:candidate|candidacy|running) for (?:[\p{L}'’-]+ ){0,2}(?:council|councillor|mayor|parliament|congress|senate|governor|assembly|school board|ward|office|election)|(?:re-?election|election|electoral|political|council|mayoral|parliamentary|congressional|local election) campaign(?!s? (?:advertising|ads|management|strateg\w*|materials|printing|services|software|videos?|photography|leaflets|design))|for (?:city |county |town |parish |district )?(?:council|mayor|congress|senate|parliament|governor|school board)$|candidat[oa] a (?:la |el )?(?:alcald[ií]a|concejal\w*|presidencia|elecciones)|candidat(?:e|ure) (?:aux|à la|à l['’]) ?(?:[ée]lections?|municipales|mairie|l[ée]gislatives)|kandidat(?:in)? f[üu]r (?:den |das |die )?(?:stadtrat|gemeinderat|landtag|bundestag|b[üu]rgermeister\w*)|candidat[oa] (?:a )?(?:sindaco|al consiglio comunale|alle elezioni)|kandidaat voor de (?:gemeenteraad|tweede kamer|verkiezingen))\b|候補者|候选人|مرشح(?:ة)? (?:ل|في) ?(?:الانتخابات|المجلس|رئاسة)/imu);

/**
 * Whether a brief is a candidate's election campaign (`RUNNING`): the non-profit page shows the priorities
 * and asks voters to get involved (`campaign` page style, blueprints `forCampaign`), not for donations.
 * Deterministic; never throws.
 */
export function runsForOffice(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return RUNNING.test([brief.business_name, brief.description].join('\n'));
}

/** Words of a course (not a class booked one at a time), in the site languages: "course", "e-learning", "masterclass". */
const COURSE = unicodeWords(/\b(?:courses?|e-?learning|self-paced|video lessons|masterclass(?:es)?|bootcamps?|cursos?|cours|(?:online-?)?kurse?|corsi|corso|cursus(?:sen)?)\b|講座|课程|دورات?/iu);

/**
 * Whether a brief is an online course's (a course taught only online: `servesOnlineOnly` and `COURSE`):
 * its page asks people to join the course and shows what they will learn (`course` page style), not
 * "Request a booking". Online tutoring and classes booked one at a time keep their bookings; a course
 * platform or app is software. Deterministic; never throws.
 */
export function teachesCourse(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  const text = briefText(brief);
  // Named beside the business ("voiceover artist for ads, e-learning and audiobooks") it is the customers' work, not a course.
  return servesOnlineOnly(brief) && namedAsBusiness(COURSE, text) && count(SOFTWARE, text) === 0;
}

/**
 * Words of a tattoo studio or artist, in the site languages. Not a tattoo removal clinic, nor a party
 * entertainer's temporary or glitter tattoos.
 */
const TATTOO = unicodeWords(/\b(?<!(?:temporary|glitter|henna|fake|kids['’]?) )(?:tattoo(?:s|ing|ist|ists|ed)?(?! removal)|tatuaj\w*|tatuador\w*|tatouage\w*|tatoueu(?:r|se)s?|t[aä]towier\w*|tattoostudio\w*|tatuaggi\w*|tatuator[ei]|tatoeage\w*|tatoe[eë]erder\w*)\b|タトゥー|刺青|纹身|وشم/iu);

/**
 * Whether a brief is a tattoo studio's or artist's (`TATTOO`): their portfolio page asks for the idea and a
 * consultation and shows the studio's hours (`tattoo` page style, blueprints `forTattoo`), not "Check
 * availability" and "From first message to delivery". Deterministic; never throws.
 */
export function tattoos(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return namedAsBusiness(TATTOO, briefText(brief));
}

/**
 * Words of an author writing their own books (a novelist, a children's author, a poet), in the site
 * languages: "I write cosy mystery novels", "author of", "crime writer", "my debut novel". Not a copywriter,
 * a ghostwriter, a content or technical writer (writing for clients), nor authors as customers ("a
 * literary agency representing authors", "editing for debut authors": named beside the business, `NAMED_BESIDE`).
 */
const BOOKS_WRITTEN = unicodeWords(/\b(?:novelists?|(?:children['’]s|picture[- ]book|crime|thriller|mystery|romance|fantasy|sci-?fi|science fiction|horror|historical|ya|young adult|published|bestselling|best-selling|debut|independent|indie) (?:authors?|novelists?|writers?)|author (?:of|and illustrator)|poets?|(?:i write|escribo|escrevo|j['’][ée]cris|ich schreibe|scrivo|ik schrijf) (?:[\p{L}'’-]+ ){0,3}(?:novels?|books?|fiction|poetry|poems|stories|thrillers|mysteries|romances?|novelas|libros|poes[ií]a|poemas|cuentos|romances|livros|contos|romans|livres|po[eè]mes|polars|romane|b[üu]cher|krimis|gedichte|kinderb[üu]cher|romanzi|libri|poesie|gialli|boeken|gedichten)|my (?:debut |first |latest |new |next |second |third |fourth )?(?:novels?|poetry collections?)|my (?:debut|first|latest|new|next|second|third|fourth) book|novelistas?|escritora? de (?:novelas|libros)|romancistas?|romanci(?:er|ère)s?|[ée]crivaine?s?|romanautor(?:in)?|schriftsteller(?:in)?|kinderbuchautor(?:in)?|scrittric[ei]|scrittor[ei]|romanzier[ei]|romanschrijvers?|schrijfsters?|kinderboekenschrijvers?)\b|小説家|作家です|小说家|روائي(?:ة)?/iu);

/**
 * Whether a brief is an author's writing their own books (`BOOKS_WRITTEN`): their portfolio page invites
 * readers to join the newsletter and see the books (`author` page style, blueprints `forAuthor`), not to
 * "Check availability". Deterministic; never throws.
 */
export function writesBooks(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return namedAsBusiness(BOOKS_WRITTEN, briefText(brief)) || BOOK_BY.test(brief.description);
}

/**
 * A description headed by one book and its author's name ("A debut novel by Hannah Reyes", "The new memoir from Sam
 * Ode"), in English: the author's page for it. Not "books by local authors" (no name follows).
 */
const BOOK_BY = /^\s*(?:(?:an?|the|my)\s+)?(?:[\p{L}'’-]+\s+){0,3}?(?:novel|memoir|novella|poetry collection|collection of (?:poems|short stories)|short story collection|(?:picture |children['’]s )?book|thriller|cookbook)\s+(?:by|from)\s+\p{Lu}/u;

/**
 * Whether a brief is a venue's that stages shows (`STAGE`: a theatre, a comedy club, a cinema): its events
 * page lists what's on at the venue (`venue` page style) and pictures its own stage, curtains or screen.
 * Deterministic; never throws.
 */
export function stagesShows(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return STAGE.test(briefText(brief));
}

/**
 * Words of selling online or sending goods out: a shop with them keeps its online shop's page. A shop's own local or
 * home delivery ("Local delivery" of a wine shop's cases) brings its goods round; it sells no less over the counter.
 */
const SELLS_ONLINE = unicodeWords(/\b(?:online|web ?shop|e-?shop|e-?commerce|(?<!(?:local|home) )deliver\w*|shipping|ships|shipped|dispatch\w*|postage|post(?:ed)? (?:to|out|worldwide)|worldwide|nationwide|order (?:online|now|today)|checkout|subscriptions?|en l[ií]nea|env[ií]os?|livraison|en ligne|versand|lieferung|spedizion[ei]|consegna|verzending|bezorg\w*|webwinkel|entregas?)\b|通販|オンライン|网店|在线|配送|送货|توصيل|شحن|أونلاين/iu);
/**
 * Kinds of shop customers walk into, named as such, in the site languages: a jeweller, a bike shop, a
 * record or music shop, a pet shop, an online tyre store. Not a coffee or tea shop (a café), a barber's, tattoo, print,
 * repair, tyre or body shop (services), nor a jewellery designer or maker (their work, a portfolio).
 */
const RETAIL_SHOP = unicodeWords(/\b(?:(?:clothing|fashion|women['’]s|ladies['’]?|menswear|independent) boutiques?|boutiques? de (?:pr[êe]t-[àa]-porter|v[êe]tements|mode)|modeboutique\w*|boutiques? de moda|boutique di (?:moda|abbigliamento)|(?:bike|bicycle|cycle|record|music|guitar|sports?|outdoor|charity|pet|camera|antiques?|vintage|furniture|shoe|clothes|clothing|bridal|wool|yarn|craft|toy|cheese|tile|lighting|kitchen|hi-?fi|comic|game|games|surf|ski|running|phone|mobile phone|framing|picture framing|art|gift|card|sweet|vape|honey|tackle|fishing tackle|carpet|flooring|rug|bed|mattress|fabric|paint|wallpaper|hardware|diy|refill|zero[- ]waste(?: refill)?|plastic[- ]free) (?:shops?|stores?)|(?<=online )(?:tyre|tire) (?:shops?|stores?)|ironmongers?|ferreter[ií]as?|quincailleries?|eisenwaren\w*|ferramenta|lojas? de ferragens|ferragens|ijzerwaren\w*|ijzerwinkels?|bouwmarkt\w*|unverpackt\w*|tiendas? a granel|negozi(?:o)? (?:di prodotti )?sfus[oi]|verpakkingsvrije? winkels?|garden cent(?:re|er)s?|antiques? cent(?:re|er)s?|(?:family |independent |high street )?jewell?ers?(?! (?:designer|maker))|jewell?ery (?:shops?|stores?)|bike shops?|cycle shops?|fahrrad(?:laden|l[äa]den|gesch[äa]ft\w*)|juwelier\w*|tiendas? de (?:bicicletas|joyas|m[uú]sica|discos|deportes)|joyer[ií]as?|bicicletarias?|lojas? de (?:bicicletas|joias|m[uú]sica|discos|desporto|esportes)|joalh?e?rias?|magasins? de (?:v[eé]los|musique|disques|sport)|v[eé]locistes?|bijouteries?|negozi(?:o)? di (?:biciclette|musica|dischi|articoli sportivi)|gioiellerie?|fietsenwinkels?|fietsenmakers?|juweliers?)\b|自転車(?:店|屋)|宝石店|ジュエリーショップ|自行车店|珠宝店|محل (?:دراجات|مجوهرات)/iu);
/**
 * Words of a market or fair held on dates (a farmers', craft or Christmas market, a car boot sale), in the site
 * languages: its events page lists the dates. A stallholder's "at farmers' markets" names another business.
 */
const MARKET = unicodeWords(/\b(?:(?:farmers['’]?|craft|crafts|makers['’]?|artisan|christmas|night|flea|vintage|antiques?|street[- ]food|produce|record|book|plant) (?:markets?|fairs?)|car boot sales?|march[ée]s? (?:de producteurs|nocturnes?|de no[eë]l|artisana(?:l|ux))|mercados? (?:de productores|de agricultores|artesanales?|navide[ñn]os?|de produtores)|feiras? (?:de produtores|de artesanato)|bauernm[äa]rkte?|wochenm[äa]rkte?|weihnachtsm[äa]rkte?|flohm[äa]rkte?|mercatin[oi]|mercat[oi] contadin[oi]|boerenmarkt\w*|rommelmarkt\w*|kerstmarkt\w*)\b|ファーマーズマーケット|朝市|农贸市场|集市|سوق المزارعين/iu);

/** Whether `text` names a market or fair as the business (`MARKET`, not one a stallholder sells at): the events page of a market, pictured by its stalls. */
export function namesMarket(text: string): boolean {
  return namedAsBusiness(MARKET, text);
}
/** Words of a shop customers walk into: a bookshop, a farm shop, "our shop", "drop in", a market stall. */
const STOREFRONT = unicodeWords(/\b(?:garden cent(?:re|er)s?|plant nurser(?:y|ies)|hardware (?:shops?|stores?)|ironmongers?|toy shops?|bookshops?|bookstores?|book ?sellers?|farm shops?|gift shops?|corner shops?|general stores?|village shops?|independent (?:shop|store|bookshop|retailer)|our shop|the shop|in-?store|drop in|pop in|visit us|(?:our |the |a |big |large )showrooms?|market stalls?|high street|librer[ií]as?|livrarias?|librairies?|buchhandlung\w*|libreri[ae]|boekhandel\w*|boekwinkels?)\b|本屋|書店|书店|مكتبة/iu);

/**
 * Whether a shop's customers come in rather than order online (issue 15 §4: the words made for the
 * business): a bookshop, a farm shop, a butcher (`FOOD_SHOP`), "our shop in Thirsk", and no word of selling
 * online or delivering. Its page leads to its opening hours and address (`shopfront` page style, blueprints
 * `forShopFront`) instead of checkout and delivery questions. Deterministic; never throws.
 */
export function sellsInStore(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  const text = briefText(brief);
  return !SELLS_ONLINE.test(text) && (STOREFRONT.test(text) || RETAIL_SHOP.test(text) || FOOD_SHOP.test(text));
}

/**
 * Whether a brief is a place of worship's (a church, a mosque, a temple: `WORSHIP`): its non-profit page
 * invites visitors with service times and a first visit (`worship` page style, blueprints `forWorship`)
 * instead of asking for donations. Deterministic; never throws.
 */
export function worships(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return WORSHIP.test(briefText(brief));
}

/**
 * Whether a brief describes a service delivered only online (online tutoring, remote coaching): its
 * description, business name or key features say so, and none of them names a place customers visit.
 * Such a business gets no address-and-map section (issue 15 §4 "area served": for it, the area is the
 * internet), and its sample content never asks the owner for a street address. Deterministic; never throws.
 */
export function servesOnlineOnly(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  const text = briefText(brief);
  return ONLINE.test(text) && !PLACE.test(text);
}

/**
 * Whether a brief is an interior designer's (issue 15 §4: the blueprint made for the business): their
 * work is rooms, so the page pictures finished rooms and a studio table (blueprints `forInteriorDesign`)
 * instead of abstract brand shapes. Deterministic; never throws.
 */
export function designsInteriors(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return INTERIORS.test(briefText(brief));
}

/**
 * Whether a brief is a furniture maker's or another maker's of commissioned pieces (`MAKER`, named as the
 * business): a portfolio pictured as finished pieces in rooms and the workshop. Deterministic; never throws.
 */
export function makesFurniture(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  const text = briefText(brief);
  if (!namedAsBusiness(MAKER, text)) return false;
  // A trade named before the furniture is the business ("Reformas de baños…: platos de ducha y muebles a medida").
  const at = (re: RegExp) => text.search(re);
  const trade = Math.min(...[HOME_TRADES, HOME_TRADES_INTL].map(at).filter((i) => i >= 0));
  return !(trade < at(MAKER));
}

/** Words of a firm whose work is done at a desk: an agency, a consultancy, a firm (the art's consulting room). */
const DESK_FIRM = unicodeWords(/\b(?:agenc(?:y|ies)|consultanc(?:y|ies)|consultants?|firms?|agencias?|ag[eê]ncias?|agences?|agenturen?|agenzi[ae]|bureaus?|\w*kanzlei\w*|despachos?|escrit[óo]rios?|cabinets?|studi legali|studio legale|kantoren?)\b|事務所|代理店|事务所|代理公司|وكالة|مكتب/iu);

/**
 * Whether a business's words name work done at a desk for clients (a practice's: `PROFESSIONAL`, `ADVISERS`; a creative
 * agency's: `CREATIVE`; an agency, a consultancy or a firm; not a trade, nor an interior designer): with no trade of its
 * own to picture, the art shows a consulting room (a bookcase, a framed certificate, a desk) rather than a lounge with a
 * sofa. Reads a brief's words or an art spec's hints. Deterministic; never throws.
 */
export function worksAtDesk(text: string): boolean {
  // A kitchen fitter who designs ("kitchen design and fitting") works in the customer's kitchen; an interior designer in rooms.
  if (HOME_TRADES.test(text) || INTERIORS.test(text)) return false;
  return PROFESSIONAL.test(text) || ADVISERS.test(text) || CREATIVE.test(text) || DESK_FIRM.test(text);
}

/**
 * Whether a brief is a creative agency's or studio's (branding, graphic, web or packaging design): its
 * case studies show mock-ups of such work (blueprints `forCreativeAgency`) rather than abstract shapes.
 * Deterministic; never throws.
 */
export function designsBrands(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return CREATIVE.test(briefText(brief));
}

/** Words of marketing and advertising work (campaigns, social media, search ads, PR), in the site languages. */
const CAMPAIGN_WORK = unicodeWords(/\b(?:marketing|advertising|social media|seo|ppc|google ads|paid (?:social|search|ads)|pay-per-click|public relations|pr agency|campaigns?|publicidad|publicidade|publicit[ée]|werbe\w*|pubblicit[àa]|reclame\w*|campa[ñn]as?|campanhas?|campagnes?|kampagnen?|campagn[ae])\b|マーケティング|広告|营销|广告|تسويق|إعلان/iu);
/** Words of brand and print design (a logo, an identity, packaging, stationery), in the site languages. */
const BRAND_WORK = unicodeWords(/\b(?:brand(?:ing| identit\w*)|visual identit\w*|logos?|logo design\w*|packaging|graphic design\w*|stationery|print design|identidad (?:visual|corporativa)|envases|identidade visual|embalage(?:m|ns)|identit[ée] visuelle|emballages?|corporate design|markenidentit[äa]t|verpackung\w*|identit[àa] visiva|imballagg\w*|huisstijl\w*|verpakking\w*)\b|パッケージ|ロゴ|包装|标志设计|هوية بصرية|تغليف/iu);
/** Words of building websites (a web design studio, online shops), in the site languages. */
const WEB_WORK = unicodeWords(/\b(?:web ?(?:design\w*|studios?|agenc(?:y|ies)|development|developers?)|websites?|online shops?|shopify|wordpress|dise[ñn]o web|p[áa]ginas web|sitios web|cria[çc][ãa]o de sites|sites? internet|cr[ée]ation de sites|webdesign\w*|webentwicklung|siti web|realizzazione siti|webontwerp\w*|webbureau)\b|ウェブ制作|ホームページ制作|网站设计|网页设计|تصميم المواقع/iu);
/**
 * Whether a creative agency's work is campaigns rather than brands (issue 15 §1: pictures of the business's own work): a
 * digital marketing or advertising agency ("social media, Google Ads and email campaigns") with no word of logos,
 * identities or packaging, named so before any word of building websites (not a web design studio offering SEO). Its
 * case studies show a poster campaign, a website and a brand refresh (art `mockups`, sample words `campaignProject`)
 * instead of a brand studio's packaging and stationery. Reads the brief's words or an art spec's hints, in any case.
 * Deterministic; never throws.
 */
export function runsCampaigns(text: string): boolean {
  const campaign = text.search(CAMPAIGN_WORK), web = text.search(WEB_WORK);
  // A web design studio whose features name SEO builds websites: campaign words count only before any web words.
  return campaign >= 0 && (web < 0 || campaign < web) && !BRAND_WORK.test(text);
}

/**
 * Words of a practice that advises clients in confidence (lawyers, accountants, bookkeepers, tax and financial advisers,
 * mortgage and insurance brokers, notaries, IT support, translators), in the site languages: its work is no project to
 * show as a case study. Not a marketing, design or management consultancy, whose case studies are its work.
 */
const ADVISERS = unicodeWords(/\b(?:law (?:firms?|practices?)|lawyers?|solicitors?|attorneys?|barristers?|notar(?:y|ies)|legal (?:advice|services)|(?:employment|family|immigration|property|criminal|commercial) law|conveyancing|accountan(?:ts?|cy)|accounting (?:firms?|practices?|services)|bookkeep(?:ers?|ing)|tax (?:returns?|advis\w*|accountants?)|payroll (?:services?|bureaux?|bureaus?|compan(?:y|ies)|providers?|outsourcing)|auditors?|financial (?:advis\w*|planners?|planning)|wealth management|mortgage (?:brokers?|advis\w*)|insurance (?:brokers?|agen(?:ts?|cy|cies))|pensions? advi\w*|credit unions?|building societ(?:y|ies)|(?:chartered |building |rics |property )surveyors?|it support|managed it|translators?|(?:certified|sworn|official) translations?|translation (?:agenc(?:y|ies)|services|company)|abogad\w*|bufetes?|notar[ií]as?|gestor[ií]as?|asesor[ií]as? (?:fiscal|contable|laboral)\w*|contables?|advogad\w*|contabilistas?|avocats?|notaires?|experts?-comptables?|cabinets? comptables?|rechtsanw[äa]lt\w*|anwaltskanzlei\w*|kanzlei\w*|notar(?:e|in)?|steuerberat\w*|buchhalt\w*|avvocat[oi]|studio legale|commercialist[ia]|notai[oa]?|advocaten(?:kantoor)?|advocaat|notaris\w*|boekhoud\w*|accountantskantoor)\b|法律事務所|弁護士|会計事務所|税理士|律师事务所|会计师事务所|مكتب محاماة|محام|محاسب قانوني/iu);

/**
 * Whether a brief is a practice that advises clients in confidence (`ADVISERS`, no software named): its agency page has no
 * case studies (blueprints `forPractice`). Deterministic; never throws.
 */
export function advisesClients(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return namedWithoutSoftware(ADVISERS, briefText(brief));
}

/**
 * Whether a brief is a developer's for hire (`FOR_HIRE`: "I build iOS and Android apps for startups"):
 * its hero and case studies show app and web screens (blueprints `forDeveloper`). Deterministic; never throws.
 */
/**
 * Words of an architect's practice (buildings designed for clients), in the site languages; not a software or
 * cloud architect, an interior architect (`INTERIORS`), nor "architectural" salvage, mouldings or lighting sold.
 */
const ARCHITECTS = unicodeWords(/\b(?<!(?:software|solutions?|cloud|data|enterprise|systems?|it|security|technical|interior|landscape) )(?:architects?|architecture practice|architectural (?:practice|design|services|designers?)|arquitect(?:os?|as?|ura)|architectes?|architektur(?:b[üu]ro)?|architekt(?:en|in)?|architett[oi]|studio di architettura|architecten(?:bureau)?|architectenbureau)\b|建築事務所|建築設計|建筑师|建筑设计|مكتب هندسة معمارية|مهندس معماري/iu);

/**
 * Whether a brief is an architect's practice (`ARCHITECTS`, no software named): its agency page pictures the
 * buildings such a practice designs (blueprints `forArchitect`) rather than abstract brand shapes. Deterministic; never throws.
 */
export function designsBuildings(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return namedWithoutSoftware(ARCHITECTS, briefText(brief));
}

export function buildsForClients(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return FOR_HIRE.test(briefText(brief));
}

/** Words of a conference or meetup (talks on a stage, not a band's gigs), in the site languages. */
const CONFERENCE = unicodeWords(/\b(conferences?|summits?|meetups?|keynotes?|speakers?|talks|symposi\w*|forums?|congress\w*|hackathons?|conferencias?|congresos?|confer[eê]ncias?|congressos?|colloques?|konferenz\w*|kongress\w*|tagung\w*|conferenze|convegn\w*|congressi|conferenties?|congressen)\b|カンファレンス|大会|峰会|论坛|مؤتمر/iu);

/**
 * Whether a brief is a conference's or meetup's: its gallery shows the stage, speakers and audience
 * (blueprints `forConference`) rather than landscapes of the host city. Deterministic; never throws.
 */
export function holdsTalks(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return CONFERENCE.test(briefText(brief));
}

/**
 * Whether an events brief is a conference's or summit's (`CONFERENCE_EVENT` named in the description or features as
 * the event, not as where a band plays): its page gives the programme, ticket types and how to ask about speaking or
 * sponsoring (`conference` page style), instead of a list of dates. The name is not read ("Summit Records").
 * Deterministic; never throws.
 */
export function holdsConference(brief: Pick<Brief, 'description' | 'key_features'>): boolean {
  return namedAsBusiness(CONFERENCE_EVENT, [brief.description, brief.key_features.join(', ')].join(' \n '));
}

/**
 * Words of a product not launched yet, in the site languages: "Coming soon: …" or "… is coming soon", "launching in
 * spring", "launches on Kickstarter", a waitlist or waiting list, early access, pre-launch; not "launch your store in
 * minutes" (what software lets its users do) nor "new blends coming soon", "our new summer collection launches in May"
 * (news of a business already trading).
 */
const LAUNCH = unicodeWords(/^\s*coming soon\b|\b(?:(?<!\bnew\s+(?:[\p{L}-]+\s+){0,3})(?:(?:is|are) coming soon|launch(?:ing|es) (?:soon|in \p{L}+|this \p{L}+|next \p{L}+|on (?:kickstarter|indiegogo)))|(?:on|via) (?:kickstarter|indiegogo)|wait ?list|waiting list|pre-?launch|early access|pr[óo]ximamente|lista de espera|em breve|bient[ôo]t disponible|prochainement|bald verf[üu]gbar|in arrivo|liste d['’]attente|demn[äa]chst|warteliste|prossimamente|lista d['’]attesa|binnenkort|wachtlijst)\b|近日公開|まもなく(?:公開|登場|リリース)|ウェイティングリスト|即将推出|即将上线|候补名单|قريب(?:ا|ًا) |قائمة الانتظار/iu);

/**
 * Whether a brief is a product's not launched yet (`LAUNCH` in its description): its page shows what is coming and
 * takes waitlist sign-ups (`launch` page style) instead of plans, prices and customers' quotes, when its first two
 * sentences say so. Deterministic; never throws.
 */
export function announcesLaunch(brief: Pick<Brief, 'description'>): boolean {
  // The first two sentences say what the page is for ("…launching in spring. Join the waitlist."); a launch named later
  // is news of a business already trading ("…Members get early access to every sale.").
  return LAUNCH.test(sentences(brief.description).slice(0, 2).join(' '));
}

/**
 * Whether a brief is a book club's, a reading group's, a poetry night's or a book festival's (`READING`): its events
 * page is pictured by books (blueprints `forReading`), not a band on a stage. Deterministic; never throws.
 */
export function readsBooks(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return READING.test(briefText(brief));
}

/**
 * Words of goods sold as files to download (presets, templates, printables, e-books, fonts), in English and the app names
 * such goods are made for: a shop of them is pictured by screens (blueprints `forDigitalShop`), not shelves of bottles.
 */
const DIGITAL_GOODS = /\b(?:presets?|templates?|printables?|e-?books?|digital (?:downloads?|products?|planners?|files?)|instant downloads?|downloadable|notion|canva|lightroom|procreate|svg files?|lut packs?|fonts?|plantillas?|mod[eè]les? (?:notion|canva)|vorlagen)\b/iu;

/** Whether a brief delivers meals (`MEAL_DELIVERY`: meal prep, meal kits): its shop is pictured by the food (blueprints `forMealShop`). Deterministic; never throws. */
export function deliversMeals(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return MEAL_DELIVERY.test(briefText(brief));
}

/** Whether a shop sells files to download (`DIGITAL_GOODS`). Deterministic; never throws. */
export function sellsDigital(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return DIGITAL_GOODS.test(briefText(brief));
}

/** Words of a place to stay (a hotel, a B&B, a guest house, holiday lets), in the site languages. */
export const LODGING = unicodeWords(/\b((?<!(?:dog|dogs|pet|pets|cat|cats|doggy|doggie|bug|insect|bee) )hotels?(?! (?:bars?|lobby|lobbies|lounges?|events?|restaurants?|functions?))|guest ?houses?|b&bs?|bed and breakfasts?|inns?|holiday lets?|holiday cottages?|self-catering|glamping|hostels?|aparthotels?|(?:luxury |holiday |log |lakeside |woodland |hot tub )?(?:lodges|cabins|chalets)|ski chalets?|treehouses?|ostell[oi]|albergues?|auberges? de jeunesse|jugendherberge\w*|jeugdherberg\w*|pensi[oó]n|hostal|casa rural|pousada|alojamento local|chambres? d['’]h[oô]tes|g[iî]tes?|gasthaus|gasthof|ferienwohnung\w*|albergo|agriturismo|pensione|affittacamere|vakantiewoning\w*)\b|旅館|民宿|ホテル|酒店|宾馆|فندق|(?<!م)نزل/iu);
/** Words of boarding for pets: a dog hotel, kennels, a cattery, pet boarding or daycare. */
const PET_BOARDING = unicodeWords(/\b(?:(?:dog|dogs|pet|cat|cats|doggy|doggie) (?:hotels?|boarding|daycare|day care|sitting)|kennels|boarding kennels|catter(?:y|ies)|h[oô]t(?:el|eles|els|éis) (?:para|pour|per) (?:animais|animales|animaux|animali|mascotas|c[aã]es|perros|chiens|chats|cani|gatos|gatti)|h[oô]tels? (?:canins?|f[eé]lins?)|residencias? (?:canina|para perros)|hunde(?:hotel|pension)\w*|tierpension\w*|katzenpension\w*|pensione per (?:cani|gatti|animali)|honden(?:hotel|pension)\w*|dierenpension\w*|kattenpension\w*)\b|ペットホテル|宠物(?:酒店|寄养)|فندق (?:للحيوانات|للكلاب|للقطط)/iu);
/** "…for hotels and offices": a client's trade, not the business's own. */
const FOR_LODGING = unicodeWords(/\b(?:for|serving|to|supplying)\s+(?:[\p{L}&-]+\s+){0,3}(?:hotels?|guest ?houses?|b&bs?|holiday lets?)\b/iu);

/**
 * Whether a brief is a place to stay's (a hotel, a B&B, a guest house, holiday lets): its local page
 * lists its rooms (blueprints `forGuestHouse`), not when the words only name hotels as its customers
 * ("cleaning for hotels and offices") or a tour operator's trips include them (`TOURS` in the name or
 * description, hotels only among the features). Deterministic; never throws.
 */
/**
 * Words of an activity venue where groups book a session: escape rooms, bowling, trampoline parks, climbing
 * walls, karting, laser tag, paintball, axe throwing, karaoke rooms, mini golf, rinks, in the site languages.
 */
export const ACTIVITY = unicodeWords(/\b(?:escape (?:rooms?|games?)|escape-?r[äa]ume?|salas? de (?:escape|fuga)|jeux? d['’][ée]vasion|bowling (?:alleys?|lanes?|cent(?:re|er)s?)|ten-?pin bowling|trampolin(?:e|es)? parks?|trampolinpark\w*|indoor trampolin\w*|climbing (?:walls?|cent(?:re|er)s?|gyms?)|bouldering|boulderhalle\w*|kletterhalle\w*|roc[óo]dromos?|salles? d['’]escalade|salles? de bloc|palestr[ae] di arrampicata|klimhal\w*|go-?karts?|go-?karting|karting|kartbahn\w*|laser ?tag|laser ?quest|lasergame\w*|paintball\w*|axe throwing|(?:private )?karaoke (?:rooms?|booths?|boxes|bars?)|salas? de karaoke|karaoke-?boxen|mini ?golf|crazy golf|adventure golf|roller (?:rinks?|discos?)|ice rinks?|vr arcades?|soft play(?: cent(?:re|er)s?| areas?)?|indoor play (?:cent(?:re|er)s?|areas?)|paint[- ]your[- ]own(?: pottery| ceramics)?|pottery painting|ceramics? painting|paint[- ]a[- ]pot|pottery caf[eé]s?|boleras?|boliches?)\b|脱出ゲーム|カラオケ(?:ボックス|店|ルーム)?|卡拉OK|KTV|ボウリング場|ボルダリング|密室逃脱|保龄球馆|攀岩馆|卡丁车/iu);

/**
 * Whether a brief is an activity venue's (`ACTIVITY`): groups book a session and are shown what there is to
 * do (page style `activity`), not an appointment's words. Deterministic; never throws.
 */
export function runsActivities(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  const text = briefText(brief);
  // A party hire firm's soft play or bouncy castles go to the customer ("soft play hire … delivered and set up").
  return ACTIVITY.test(text) && !PARTY_HIRE.test(text);
}
/** Words of party equipment for hire, delivered to the customer's party. */
const PARTY_HIRE = unicodeWords(/\b(?:soft play|bouncy castles?|inflatables?|party equipment) (?:hire|for hire|rental)\b/iu);

/**
 * Whether a brief is a campsite's, caravan park's or glamping site's (`CAMPSITE`, or a business named
 * "Camping …" or "… Camping", as campsites in much of Europe are): its local page lists pitches (page
 * style `campsite`, blueprints `forCampsite`), not rooms or appointments. Deterministic; never throws.
 */
export function pitchesTents(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  const name = brief.business_name.trim();
  return CAMPSITE.test(briefText(brief)) || /^camping\s+\p{L}|\p{L}\s+camping$/iu.test(name);
}

export function offersRooms(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  const text = briefText(brief);
  // A tour operator whose trips include hotels ("walking tours … Hotels and luggage transfer") sells the tour, not rooms.
  const own = `${brief.business_name} \n ${brief.description}`;
  if (TOURS.test(own) && !LODGING.test(own)) return false;
  // A dog hotel or cattery boards pets ("Paws Inn: dog hotel and daycare"): no rooms and rates for people.
  if (PET_BOARDING.test(text)) return false;
  // An escape room's "haunted hotel" is one of its games: an activity the description names before any place to stay is the business.
  const activityAt = brief.description.search(ACTIVITY), lodgingAt = brief.description.search(LODGING);
  if (activityAt >= 0 && (lodgingAt < 0 || activityAt < lodgingAt) && runsActivities(brief)) return false;
  return LODGING.test(text) && !FOR_LODGING.test(text);
}

/**
 * Words of a coworking space or serviced office (desks and offices let by the day or month), in the site languages.
 * Not a meeting room hired for an event (`VENUE_HIRE`) nor an office let by an estate agent.
 */
const WORKSPACE = unicodeWords(/\b(?:co-?working(?: spaces?| hubs?| offices?| studios?)?|cowork spaces?|shared (?:office|work) ?spaces?|shared offices?|hot[- ]desk(?:s|ing)?|dedicated desks?|serviced offices?|flexible (?:office|work) ?spaces?|flexi-?desks?|desk space|espacios? de coworking|oficinas? compartidas?|centros? de negocios|espa[çc]os? de coworking|escrit[óo]rios? partilhados|espaces? de coworking|bureaux? partag[ée]s?|coworking-spaces?|b[üu]rogemeinschaft\w*|gemeinschaftsb[üu]ro\w*|spazi[oi]? (?:di )?coworking|uffici condivisi|flexwerkplek\w*|bedrijfsverzamelgebouw\w*)\b|コワーキング|シェアオフィス|レンタルオフィス|联合办公|共享办公|مساحة عمل مشتركة|مساحات عمل مشتركة/iu);

/**
 * Whether a brief is a coworking space's or serviced office's (`WORKSPACE`, named as the business, no software): its local
 * page invites people to book a tour and lists sample desks and offices priced per month (page style `workspace`,
 * blueprints `forWorkspace`), not an estate agent's homes (the "Real Estate" label it is often filed under) nor a booking's
 * appointments; not an estate agent letting offices (`ESTATE`). Deterministic; never throws.
 */
export function offersWorkspace(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  const text = briefText(brief);
  // An estate agent letting serviced offices among homes is an agency.
  return namedWithoutSoftware(WORKSPACE, text) && !ESTATE.test(text);
}

/**
 * Whether a brief is an estate agency's (issue 15 §4: the blueprint made for the business): the Real
 * Estate industry, an agent's words in the name, description or features, or one home for sale or to let (`sellsOneHome`,
 * whose page is the home's: blueprints `forListing`). An agency's page lists homes (blueprints `forEstateAgency`) instead
 * of case studies. Deterministic; never throws.
 */
export function sellsHomes(brief: Pick<Brief, 'industry' | 'business_name' | 'description' | 'key_features'>): boolean {
  // A coworking space filed under "Real Estate" lets desks and offices, not homes.
  if (offersWorkspace(brief)) return false;
  // Nor do surveyors or conveyancers filed under "Real Estate": they report on homes and move them, the agent sells them.
  if (SURVEYOR_HEAD.test(brief.description)) return false;
  if (brief.industry === 'Real Estate') return true;
  return ESTATE.test(briefText(brief)) || sellsOneHome(brief);
}

/**
 * Whether a brief is a place to visit's (`ATTRACTION`: a museum, an art gallery, a zoo), named as the
 * business rather than beside it ("walking tours of London's museums", "the café at the museum"): its
 * local page leads to its opening hours and the way there (`attraction` page style, blueprints
 * `forAttraction`), with a message form. Deterministic; never throws.
 */
export function welcomesVisitors(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return namedAsBusiness(ATTRACTION, briefText(brief));
}

/** How many matches of `re` in `text` are not named beside another business (`NAMED_BESIDE`: "meeting in a local café"). */
const countNamed = (re: RegExp, text: string): number =>
  [...text.matchAll(globally(re))].filter((m) => !NAMED_BESIDE.test(text.slice(Math.max(0, m.index - 60), m.index))).length;
/** Whether `re` matches `text` somewhere not named beside another business (`NAMED_BESIDE`: "for hotels and care homes"). */
const namedAsBusiness = (re: RegExp, text: string): boolean => countNamed(re, text) > 0;
/** Whether `re` names the business (`namedAsBusiness`) and no software is named: a planning app, a recruiting tool are software. */
const namedWithoutSoftware = (re: RegExp, text: string): boolean => namedAsBusiness(re, text) && count(SOFTWARE, text) === 0;

/**
 * Whether a brief is a care home's (`CARE`: a residential or nursing home, named as the business, not as its
 * customers: "laundry for hotels and care homes"): its local page invites families
 * to arrange a visit, with visiting hours and a message form (`care` page style). Deterministic; never throws.
 */
export function offersCare(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return namedAsBusiness(CARE, briefText(brief));
}

/**
 * Words of care given in the customer's own home by visiting or live-in carers (a home care or domiciliary care agency,
 * home nursing), in the site languages; not a pet's, a lawn's, nails' or skin's care "at home".
 */
export const HOME_CARE = unicodeWords(/\b(?:(?:in-?|senior |elderly |home health )?home ?care(?! (?:products?|range|brands?|cleaning|goods|items|supplies))|(?<!(?:pet|dog|cat|lawn|nail|skin|hair|foot|car|plant|garden|beauty|baby) )care (?:at|in (?:your|their) own) homes?|domiciliary care|live-in (?:care|carers?)|home nursing|(?:visiting|live-in) carers|companionship care|ayuda a domicilio|(?:cuidados?|atenci[oó]n|asistencia) (?:a domicilio|domiciliari[ao])|apoio domicili[áa]rio|cuidados? (?:ao|a|em) domic[ií]lio|aides? à domicile|soins à domicile|services? d['’]aide à la personne|auxiliaires? de vie|maintien à domicile|ambulante[rn]? pflege\w*|pflegedienst\w*|h[äa]usliche[rn]? (?:pflege|betreuung)|pflege zu hause|24-stunden-(?:pflege|betreuung)|assistenza (?:domiciliare|anziani a domicilio)|badant[ei]|thuiszorg\w*|zorg aan huis|wijkverpleging)\b|訪問介護|在宅介護|訪問看護|居家护理|上门护理|居家养老|家庭护理|رعاية منزلية|الرعاية المنزلية|تمريض منزلي/iu);

/**
 * Whether a brief is a home care agency's (`HOME_CARE` named as the business, no software, not a care home: `offersCare`):
 * its local page invites families to talk about the care a relative needs at home, with the area it covers and a message
 * form (`homeCare` page style), not a salon's booking, opening hours and address. Deterministic; never throws.
 */
export function caresAtHome(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  return namedWithoutSoftware(HOME_CARE, briefText(brief)) && !offersCare(brief);
}

/**
 * Whether a brief is a school's or nursery's for children (`SCHOOL` named as the business, not among its customers: a
 * coach firm "para excursiones, bodas, colegios" is none): its local page invites parents to look around ("Arrange a
 * visit", `school` page style), with a message form and sample school hours. Deterministic; never throws.
 */
export function teachesChildren(brief: Pick<Brief, 'business_name' | 'description' | 'key_features'>): boolean {
  const text = briefText(brief);
  // A dog hotel's "daycare" is for dogs ("Dog hotel and daycare").
  return (namedAsBusiness(SCHOOL, text) || SCHOOL_HEAD.test(brief.description)) && !PET_BOARDING.test(text);
}

/**
 * A description headed by a school for older children, in English ("An independent co-educational day school for ages 11
 * to 18", "Secondary school in Leeds", "A girls' grammar school…"): these words only at the head, since a tutor's "for
 * secondary school students" is its audience.
 */
const SCHOOL_HEAD = headedBy("(?:(?:independent|co-?educational|day|secondary|high|grammar|boarding|private|state|girls['’]?|boys['’]?|international|bilingual|middle|elementary|senior|catholic|christian|jewish|muslim|academy|comprehensive)\\s+)+schools?|sixth[- ]form colleges?");
