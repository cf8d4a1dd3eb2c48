import { itemStems } from './listed-items';

/**
 * The pitches and places to sleep a campsite's or glamping site's description names ("four bell tents, a shepherd's hut
 * and a treehouse", "grass pitches for tents, hardstanding for caravans"), so its `pitches` cards show them instead of the
 * sample "Tent pitch, Hook-up pitch, Bell tent" (issue 17: real facts before placeholders), as a shop's cards show the
 * goods it names (product-names.ts). Pure; never throws.
 */

/**
 * The kinds of pitch and of glamping unit, in English and the other site languages written with spaces, each with the
 * words that may stand before it ("grass pitches", "glamping pods", "safari tents"). Caravans and motorhomes alone are the
 * guests' own ("hardstanding for caravans"): only static or holiday caravans are let.
 */
const UNIT = /(?<!\p{L})(?:(?:grass|tent|touring|hardstanding|hard-standing|caravan|motorhome|campervan|electric|hook-up|serviced|fully serviced|super|family|woodland|riverside|lakeside|sea-view|standard|large|small)\s+pitch(?:es)?|hardstandings?|bell\s+tents?|safari\s+(?:tents?|lodges?)|lodge\s+tents?|yurts?|shepherd['’]s\s+huts?|treehouses?|tree\s+houses?|(?:glamping|camping|eco)\s+pods?|tipis?|teepees?|geo-?domes?|(?:glamping\s+)?domes?|(?:log|woodland|timber)\s+cabins?|cabins?|static\s+caravans?|holiday\s+(?:caravans?|lodges?)|lodges?|airstreams?|(?:gypsy|romany|vintage)\s+(?:wagons?|caravans?)|parcelas?|yurtas?|caba[ñn]as?|tiendas\s+safari|bungal[oó]s|emplacements?|yourtes?|cabanes?|tentes\s+safari|roulottes?|mobil-?homes?|stellpl[äa]tzen?|zeltpl[äa]tzen?|jurten?|baumh[äa]usern?|sch[äa]ferwagen|mobilheim(?:e|en)?|piazzol[ae]|casette\s+sull['’]albero|kampeerplaatsen|staanplaatsen|boomhutten|pipowagens?|safaritenten?|chalets?)(?!\p{L})/giu;

/** At most this many: a campsite's cards are three. */
const MAX_PITCHES = 3;

/**
 * The pitches and units `description` names (first four sentences, in order, as written but for a first capital; repeats
 * of one kind dropped), at most `MAX_PITCHES`. An empty array when it names none. Pure; never throws.
 * @example namedPitches("Glamping with four bell tents, a shepherd's hut and a treehouse.") // ["Bell tents", "Shepherd's hut", "Treehouse"]
 */
export function namedPitches(description: string): string[] {
  const text = description.split(/(?<=[.!?])\s+/u).slice(0, 4).join(' ');
  const out: string[] = [];
  const seen = new Set<string>();
  for (const m of text.matchAll(UNIT)) {
    // A German dative plural after "mit" is written as the plural ("mit Stellplätzen, Baumhäusern" → "Stellplätze", "Baumhäuser").
    const title = m[0].replace(/\s+/gu, ' ').replace(/(?<=(?:pl[äa]tze|h[äa]user|heime))n$/iu, '');
    const key = itemStems(title).join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(title.charAt(0).toLocaleUpperCase() + title.slice(1));
    if (out.length === MAX_PITCHES) break;
  }
  return out;
}
