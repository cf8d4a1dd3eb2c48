/**
 * The days a community group's or club's description says it meets ("We sing … on Tuesday evenings", "Volunteer sessions
 * every Wednesday and Saturday", "wir proben dienstags"), so its meeting times name those days rather than a sample
 * Tuesday (issue 17: real facts before placeholders); the times stay samples, by the part of the day the description
 * names (evenings, mornings, afternoons), else a weekday evening or a weekend morning. English and the other site
 * languages written with spaces. Pure; never throws.
 */

/** Weekday names from Monday (index 0), as whole words, singular or plural, in English, es, pt, fr, de, it, nl. */
const DAYS: readonly RegExp[] = [
  /(?<!\p{L})(?:mondays?|lunes|segundas?(?:-feiras?)?|lundis?|montags?|luned[iì]|maandags?)(?!\p{L})/iu,
  /(?<!\p{L})(?:tuesdays?|martes|ter[çc]as?(?:-feiras?)?|mardis?|dienstags?|marted[iì]|dinsdags?)(?!\p{L})/iu,
  /(?<!\p{L})(?:wednesdays?|mi[ée]rcoles|quartas?(?:-feiras?)?|mercredis?|mittwochs?|mercoled[iì]|woensdags?)(?!\p{L})/iu,
  /(?<!\p{L})(?:thursdays?|jueves|quintas?(?:-feiras?)?|jeudis?|donnerstags?|gioved[iì]|donderdags?)(?!\p{L})/iu,
  /(?<!\p{L})(?:fridays?|viernes|sextas?(?:-feiras?)?|vendredis?|freitags?|venerd[iì]|vrijdags?)(?!\p{L})/iu,
  /(?<!\p{L})(?:saturdays?|s[áa]bados?|samedis?|samstags?|sonnabends?|sabat[oi]|zaterdags?)(?!\p{L})/iu,
  /(?<!\p{L})(?:sundays?|domingos?|dimanches?|sonntags?|domeniche|domenica|zondags?)(?!\p{L})/iu,
];
/** Parts of the day, in the same languages. */
const EVENING = /(?<!\p{L})(?:evenings?|nights?|tardes?|noites?|soirs?|soir[ée]es?|abends?|abend|sera|serate|avonds?)(?!\p{L})/iu;
const MORNING = /(?<!\p{L})(?:mornings?|ma[ñn]anas?|manh[ãa]s?|matin(?:s|[ée]es?)?|morgens?|vormittags?|mattin[ao]|mattinate|ochtends?)(?!\p{L})/iu;
const AFTERNOON = /(?<!\p{L})(?:afternoons?|nachmittags?|pomeriggio|pomeriggi|middags?|apr[eè]s-midi)(?!\p{L})/iu;

/** Two day names joined as a range, in the same languages. */
const RANGE = /(?:days?|es|dis?|tags?|d[iì]|dags?|feiras?|s[áa]bados?|domingos?)\s*(?:to|till|until|through|[-–]|a|à|al|bis|tot|t\/m)\s*(?:mon|tue|wed|thu|fri|sat|sun|lun|mar|mi[ée]|jue|vie|s[áa]b|dom|seg|ter|qua|qui|sex|mer|jeu|ven|sam|dim|mon|die|mit|don|fre|sam|son|gio|maa|din|woe|vri|zat|zon)/iu;

/** At most this many days: a group meeting on more is open most of the week, and its sample week says so better. */
const MAX_DAYS = 3;

/**
 * Meeting rows [first day, last day (0 = Monday), sample time] for the days `description` names (its first four
 * sentences), in week order, at most `MAX_DAYS`; an empty array when it names none or more. Pure; never throws.
 * @example meetingDays('Volunteer sessions every Wednesday and Saturday.') // [[2, 2, '19:30 – 21:30'], [5, 5, '10:00 – 12:00']]
 */
export function meetingDays(description: string): [number, number, string][] {
  const text = description.split(/(?<=[.!?])\s+/u).slice(0, 4).join(' ');
  const days = DAYS.flatMap((re, i) => (re.test(text) ? [i] : []));
  // A range of days ("Monday to Friday", "lunes a viernes", "Montag bis Freitag") is opening hours, not meeting days.
  if (!days.length || days.length > MAX_DAYS || RANGE.test(text)) return [];
  const time = (day: number) => (EVENING.test(text) ? '19:30 – 21:30' : MORNING.test(text) ? '10:00 – 12:00' : AFTERNOON.test(text) ? '14:00 – 16:00'
    : day >= 5 ? '10:00 – 12:00' : '19:30 – 21:30');
  return days.map((d) => [d, d, time(d)]);
}
