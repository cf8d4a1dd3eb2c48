import type { IconName } from './icons';

/**
 * Pick an icon for a feature from its words. First matching rule wins; otherwise a neutral icon by
 * position, so a feature list never shows the same fallback icon twice in a row.
 */
const RULES: [RegExp, IconName][] = [
  // Short stems are whole words (\b): "memberSHIP" is no shipping, "priVATe" no VAT, "cofFEE" no fee.
  [/(?<!food |blood )bank|reconcil|financ|account(?!ant)|payment/i, 'landmark'], [/\btax|\bvat\b|receipt|invoice/i, 'receipt'],
  [/photo|camera|capture/i, 'camera'], [/shar(?:e|ing)\b|accountant|collaborat|\bteams?\b(?! for)/i, 'share'],
  [/\btutor|teach|(?<!of |hole |golf )\bcourses?\b|lesson|school|\blearn/i, 'graduation-cap'], [/report|analytic|insight|dashboard/i, 'chart'],
  [/wi-?fi|internet/i, 'wifi'], [/same-day|\bslots?\b|evening|\bhours?\b|(?<!first-)\btimes?\b|\bfast\b/i, 'clock'], [/pasta|pizza|\bfood|\bdish|\bmenu|kitchen/i, 'utensils'],
  [/\boven|\bfire\b|wood-fired|grill/i, 'flame'], [/\brooms?\b|dining|\bseat/i, 'armchair'], [/gluten|vegan|organic|\beco\b|eco-|cotton|\bgreen|carbon/i, 'leaf'],
  [/\breturns?\b|refund/i, 'rotate'], [/\bship|deliver/i, 'truck'], [/contract|document|\breview/i, 'file-text'],
  [/dispute|legal|\blaw\b|\blawyer/i, 'scale'], [/complian|\baudits?\b|soc ?2|secur|gdpr/i, 'shield-check'], [/virtual|video/i, 'video'],
  [/valuation|\bprices?\b|\bfees?\b/i, 'tag'], [/market/i, 'trending'], [/appointment|booking|calendar/i, 'calendar'],
  [/massage|rehab|physio|health|(?<!(?:plant|lawn|garden|car|tree) )\bcare\b/i, 'heart-pulse'], [/insurance/i, 'shield'], [/group|people|volunteer|communit|\bteams?\b/i, 'users'],
  [/luggage|\bbags?\b/i, 'luggage'], [/(?<!(?:repair|printable|planting|club|study|style|size|gift|buying|care|user|recipe) )\bguides?\b|mountain|\bhik(?:e|es|ing)\b|\bwalk(?:s|ing)?\b(?!-in)/i, 'mountain'], [/ticket|\bdates\b|\btours?\b/i, 'ticket'],
  [/(?:photo|wedding|linen|leather|printed|family) albums?|\bprints?\b/i, 'image'], [/album|music|\bsongs?\b/i, 'music'], [/merch|shirt|cloth/i, 'shirt'], [/donat|charity/i, 'hand-heart'],
  [/collection point|\blocation|\bfind\b|\bmaps?\b/i, 'map-pin'], [/membership|\bmembers?\b/i, 'id-card'], [/\bpart(?:y|ies)\b|\bevents?\b/i, 'party'],
  [/timeline|monitor|observab/i, 'activity'], [/\balerts?\b|notif/i, 'bell'], [/\bnative\b|integrat|\bapis?\b|plugin|opentelemetry/i, 'plug'],
  [/coffee|\bmilk|\btea\b/i, 'coffee'], [/\bcakes?\b|cupcakes?/i, 'cake'], [/\bbake|pastr|bread/i, 'croissant'],
  // A builder's or roofer's work on a house: roofs, lofts, extensions.
  [/\broof(?!top)|\blofts?\b|(?<!(?:lash|hair|nail|cable|browser|deadline) )\bextensions?\b/i, 'home'],
  // A trade's work: repairs, servicing, fitting and installing; a hairdresser's or tailor's cutting.
  [/\brepair|\bservicing\b|\bfitting\b|\binstall|maintenan|\brewir|\bfix(?:es|ing)?\b/i, 'wrench'], [/\bhair ?cuts?\b|\bcuts?\b|\btrims?\b|barber|alteration|tailor/i, 'scissors'],
  [/qualified|certified|expert/i, 'graduation-cap'], [/flexib/i, 'calendar'], [/(?<!-)\bfree\b(?! weights)/i, 'gift'],
];
const FALLBACK: IconName[] = ['sparkles', 'circle-check', 'zap', 'star', 'layers', 'lightbulb'];

/** Icon name for a feature title; `index` picks the fallback when no rule matches. */
export function pickIcon(title: string, index: number): IconName {
  return RULES.find(([re]) => re.test(title))?.[1] ?? FALLBACK[index % FALLBACK.length]!;
}
