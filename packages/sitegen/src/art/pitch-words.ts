import { unicodeWords } from '../word-re';

/**
 * What a campsite's pitch card shows (art/campsite.ts): the three drawings campsite.ts has always drawn by position
 * (`tent`, `hookup`, `bell`), and the units a glamping site or holiday park names (art/glamping.ts).
 */
export type PitchUnit = 'tent' | 'hookup' | 'bell' | 'hardstanding' | 'shepherd' | 'treehouse' | 'yurt' | 'safari' | 'pod'
  | 'tipi' | 'dome' | 'cabin' | 'lodge' | 'static' | 'wagon' | 'airstream';

/**
 * The unit a pitch card's title names, in the site languages (en, es, pt, fr, de, it, nl; ja, zh and ar where the word
 * is plain), the first row that matches winning: the specific before the general, so a "Tienda campana" is a bell tent
 * before it is a tent, a "Tente safari" a safari tent, a "Static caravan" no touring caravan, a "Cabaña en el árbol"
 * a treehouse before a cabin and a "Schäferwagen" a shepherd's hut before a wagon. The sample titles of every language
 * name the unit campsite.ts draws at their position ("Emplacement électrifié" ▶ `hookup`, "Glockenzelt" ▶ `bell`).
 */
export const PITCH_UNITS: readonly (readonly [PitchUnit, RegExp])[] = [
  ['treehouse', unicodeWords(/\b(?:tree ?-?houses?|tree ?tents?|casas? (?:del|en el|en los|en un) [áa]rbol(?:es)?|casas? nas? [áa]rvores?|caba[ñn]as? (?:en|de) (?:el |los |un )?[áa]rbol(?:es)?|cabanes? (?:dans (?:les|un) arbres?|perch[ée]es?|suspendues?)|\w*baumh[äa]us\w*|\w*baumzelt\w*|cas(?:ett)?[ae] (?:sull['’]albero|sugli alberi)|boomhut\w*|boomhuis\w*)\b|ツリーハウス|树屋|樹屋|بيوت? (?:ال)?شجرة|بيوت الأشجار/iu)],
  ['shepherd', unicodeWords(/\b(?:shepherd(?:['’]?s['’]?)? ?huts?|shepherds? wagons?|caba[ñn]as? de pastor(?:es)?|carros? de pastor|roulottes? de berger|cabanes? de berger|sch[äa]fer(?:wagen|h[üu]tte|karren)\w*|hirtenwagen\w*|carr[oi] del pastore|capann[ae] del pastore|pipowagen\w*|herderswagen\w*|herdershut\w*)\b|羊飼い小屋|牧羊人小屋|كوخ الراعي/iu)],
  ['wagon', unicodeWords(/\b(?:gypsy (?:wagons?|caravans?)|vardos?|bow ?-?tops?(?: wagons?)?|showman['’]?s wagons?|vintage wagons?|horse-?drawn (?:wagons?|caravans?)|carromatos?|carretas? gitanas?|carro(?:s|ças?)? cigan[oa]s?|(?<!\bper |\bcon |\bda )roulottes?|zirkuswagen\w*|zigeunerwagen\w*|planwagen\w*|carrozzon[ei]|woonwagen\w*|circuswagen\w*)\b|ジプシーワゴン|吉普赛大篷车|大篷车/iu)],
  ['airstream', unicodeWords(/\b(?:airstreams?|silver bullets?|(?:vintage|retro|classic) (?:caravans?|trailers?)|caravan(?:a|e)s? (?:vintage|retro|r[ée]tro)|oldtimer-?wohnwagen\w*|roulotte vintage|retro-?caravan\w*)\b|エアストリーム|清风房车/iu)],
  ['safari', unicodeWords(/\b(?:safari (?:tents?|lodges?)|lodge ?tents?|tiendas? (?:de )?safari|tiendas? lodge|tendas? (?:de )?safari|tentes? (?:de )?safari|tentes? lodges?|\w*safarizelt\w*|lodgezelt\w*|tend[ae] (?:da )?safari|tend[ae] lodge|safaritent\w*|lodgetent\w*)\b|サファリテント|狩猎帐篷|野奢帐篷|خيم(?:ة|ات) (?:ال)?سفاري/iu)],
  ['bell', unicodeWords(/\b(?:bell ?-?tents?|tiendas? (?:de )?campana|tendas? sino|tentes? cloches?|\w*glockenzelt\w*|tend[ae] a campana|bell-?tent\w*|klokkentent\w*)\b|ベルテント|钟形帐篷|钟型帐篷|خيم(?:ة|ات) جرسية/iu)],
  ['tipi', unicodeWords(/\b(?:tipis?|tipi['’]s|teepees?|tepees?|tip[íi]s)\b|ティピー?|印第安帐篷|تيبي/iu)],
  ['yurt', unicodeWords(/\b(?:yurts?|yurtas?|yourtes?|jurten?|iurt[ae]|yurt[ae]|joerten?|gers)\b|ゲル|パオ|ユルト|蒙古包|يورت|خيم(?:ة|ات) مغولية/iu)],
  // A dome tent is a tent, whatever the geodome's words say.
  ['tent', unicodeWords(/\b(?:dome ?-?tents?|tentes? d[ôo]mes?|tiendas? (?:de )?(?:c[úu]pula|domo|iglú)|\w*kuppelzelt\w*|koepeltent\w*)\b|ドームテント/iu)],
  ['dome', unicodeWords(/\b(?:geo ?-?domes?|geodesic domes?|glamping domes?|(?:eco |star ?-?gazing |sky )?domes?|domos?(?: geod[ée]sicos?)?|c[úu]pulas? geod[ée]sicas?|d[ôo]mes?(?: g[ée]od[ée]siques?)?|geod[äa]tische kuppel\w*|geodom\w*|kuppeln?|cupol[ae] geodetic[ah]e|koepels?)\b|グランピングドーム|ドーム(?!テント)|星空帐篷|球形帐篷|穹顶帐篷|قب(?:ة|اب)/iu)],
  ['pod', unicodeWords(/\b(?:(?:glamping |eco |camping |wooden |luxury )?pods?|c[áa]psulas?|schlaff[äa]ss\w*|schlafpod\w*)\b|ポッド|胶囊屋/iu)],
  ['hardstanding', unicodeWords(/\b(?:hard ?-?standings?|gravel (?:pitch|pitches|bays?)|super ?-?pitch(?:es)?|serviced pitch(?:es)?|fully serviced|motor ?homes?|camper ?-?vans?|campervans?|rvs?|autocaravanas?|parcelas? de grava|camping-?cars?|emplacements? (?:stabilis[ée]s?|gravillonn[ée]s?)|\w*wohnmobil\w*|schotter\w*|piazzol[ae] (?:per |attrezzat[ae] )?camper|camperplaats\w*|verharde (?:plaats|plaatsen)|campers?)\b|キャンピングカー|房车/iu)],
  ['lodge', unicodeWords(/\b(?:(?:luxury |holiday |hot tub |timber |woodland |lakeside )?lodges?|lodges? (?:en bois|de madera))\b|ロッジ|度假屋/iu)],
  ['static', unicodeWords(/\b(?:static (?:caravans?|homes?|vans?)|statics|holiday (?:homes?|caravans?)|caravan holiday homes?|mobile ?-?homes?|mobil-?homes?|casas? m[óo]v(?:il|iles|eis|el)|\w*mobilheim\w*|\w*mobilhome\w*|case mobili|casa mobile|stacaravan\w*|chalets? mobiles?)\b|トレーラーハウス|移动房屋|منازل متنقلة|منزل متنقل/iu)],
  ['hookup', unicodeWords(/\b(?:hook ?-?ups?(?: pitch(?:es)?)?|electric(?:al)? (?:pitch|pitches|hook)|touring (?:pitch|pitches|caravans?)|caravan (?:pitch|pitches)|caravans?|con (?:electricidad|luz|corriente|allaccio)|el[ée]ctric[ao]s?|el[ée]tric[ao]s?|com eletricidade|eletricidade|caravanas?|[ée]lectrifi[ée]s?|[ée]lectricit[ée]|caravanes?|\w*strom\w*|wohnwagen\w*|elettric[io]|allaccio(?: elettrico)?|(?:per |con |da )roulottes?|stroom\w*|caravanplaats\w*)\b|電源|电源|كهرباء|كرفان|كارافان/iu)],
  ['cabin', unicodeWords(/\b(?:log (?:cabins?|cabin|houses?)|cabins?|chalets?|bungalows?|bungal[óo]s?|caba[ñn]as?|cabanas?|cabanes?|chal[ée]s?|\w*blockh[üu]tte\w*|\w*blockhaus\w*|\w*h[üu]tten?|holzh[äa]us\w*|bait[ae]|casett[ae](?: di legno)?|blokhut\w*|trekkershut\w*|houten huisjes?|vakantiehuisjes?)\b|コテージ|ログハウス|キャビン|バンガロー|小木屋|木屋|كوخ|أكواخ/iu)],
  ['tent', unicodeWords(/\b(?:tent (?:pitch|pitches)|tents?|grass (?:pitch|pitches)|(?:camping |standard |backpacker |walk-?in |family )?pitch(?:es)?|tiendas?|parcelas?|tendas?|lugar(?:es)? para tenda|tentes?|emplacements?|\w*zelt\w*|\w*zeltpl[äa]tz\w*|\w*stellpl[äa]tz\w*|tend[ae]|piazzol[ae]|tent(?:en)?|tentplaats\w*|kampeerplaats\w*|staanplaats\w*|kampeerveld\w*)\b|テント|サイト|帐篷|营位|خيم(?:ة|ات)|خيام|قطع(?:ة)? تخييم/iu)],
];

/** The unit a card's title names (`PITCH_UNITS`), or null for a title that names none. */
export function pitchUnit(title: string): PitchUnit | null {
  const t = title.trim();
  if (!t) return null;
  return PITCH_UNITS.find(([, re]) => re.test(t))?.[0] ?? null;
}
