import type { IconName } from './icons';

/**
 * Pick an icon for a feature from its words. First matching rule wins; otherwise a neutral icon by
 * position, so a feature list never shows the same fallback icon twice in a row.
 */
const RULES: [RegExp, IconName][] = [
  [/bank|reconcil|financ|account(?!ant)|payment/i, 'landmark'], [/tax|vat|receipt|invoice/i, 'receipt'],
  [/photo|camera|capture/i, 'camera'], [/shar|accountant|collaborat|team/i, 'share'],
  [/tutor|teach|course|lesson|school|learn/i, 'graduation-cap'], [/report|analytic|insight|dashboard/i, 'chart'],
  [/same-day|slot|evening|hour|time|fast/i, 'clock'], [/pasta|pizza|food|dish|menu|kitchen/i, 'utensils'],
  [/oven|fire|grill/i, 'flame'], [/room|dining|seat/i, 'armchair'], [/gluten|vegan|organic|eco|cotton|green|carbon/i, 'leaf'],
  [/return|refund/i, 'rotate'], [/ship|deliver/i, 'truck'], [/contract|document|review/i, 'file-text'],
  [/dispute|legal|law/i, 'scale'], [/complian|audit|soc ?2|secur|gdpr/i, 'shield-check'], [/virtual|video/i, 'video'],
  [/valuation|price|fee/i, 'tag'], [/market/i, 'trending'], [/appointment|booking|calendar/i, 'calendar'],
  [/massage|rehab|physio|health|care/i, 'heart-pulse'], [/insurance/i, 'shield'], [/group|people|volunteer|communit/i, 'users'],
  [/luggage|bag/i, 'luggage'], [/guide|mountain|hike|walk/i, 'mountain'], [/ticket|dates|tour/i, 'ticket'],
  [/album|music|song/i, 'music'], [/merch|shirt|cloth/i, 'shirt'], [/donat|charity/i, 'hand-heart'],
  [/collection point|location|find|map/i, 'map-pin'], [/membership|member/i, 'id-card'], [/part(y|ies)|event/i, 'party'],
  [/timeline|monitor|observab/i, 'activity'], [/alert|notif/i, 'bell'], [/native|integrat|api|plugin|opentelemetry/i, 'plug'],
  [/wi-?fi|internet/i, 'wifi'], [/coffee|milk|tea/i, 'coffee'], [/bake|pastr|bread|cake/i, 'croissant'],
  [/qualified|certified|expert/i, 'graduation-cap'], [/flexib/i, 'calendar'], [/free/i, 'gift'],
];
const FALLBACK: IconName[] = ['sparkles', 'circle-check', 'zap', 'star', 'layers', 'lightbulb'];

/** Icon name for a feature title; `index` picks the fallback when no rule matches. */
export function pickIcon(title: string, index: number): IconName {
  return RULES.find(([re]) => re.test(title))?.[1] ?? FALLBACK[index % FALLBACK.length]!;
}
