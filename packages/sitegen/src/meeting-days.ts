/**
 * The days a community group's or club's description says it meets ("We sing … on Tuesday evenings", "Volunteer sessions
 * every Wednesday and Saturday", "wir proben dienstags"), so its meeting times name those days rather than a sample
 * Tuesday (issue 17: real facts before placeholders), at the time it states (`statedTime`: "7.30 to 9.30pm"), else at a
 * sample time by the part of the day it names (evenings, mornings, afternoons), else a weekday evening or a weekend
 * morning. English and the other site languages written with spaces. Pure; never throws.
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

/** A clock time as a description writes it ("7pm", "7.30pm", "19:30", "19.30 Uhr", "19h30"): hour, minutes, the part of the day. */
const CLOCK = String.raw`(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|uhr|h)?`;
/** "7–9pm", "7pm to 9.30pm", "19:00–21:00", "von 19 bis 21 Uhr". */
const TIME_RANGE = new RegExp(String.raw`(?<![\d:.])${CLOCK}\s*(?:-|–|—|to|until|till|bis|a|à|al|tot|às|alle)\s*${CLOCK}(?![\d:])`, 'iu');
/** "at 7pm", "from 19:30", "um 19 Uhr", "à 19h", "a las 19:00", "alle 19.30", "om 19.00". */
const TIME_AT = new RegExp(String.raw`(?<!\p{L})(?:at|from|um|ab|à|às|a las|alle|om|vanaf)\s+${CLOCK}(?![\d:])`, 'iu');

/** "HH:MM" of a clock's parts, or undefined when they are no clock time (no minutes, part of the day or "Uhr"/"h": "6 to 18" is ages). */
function clock(h: string, m: string | undefined, part: string | undefined, pm = false): string | undefined {
  let hour = Number(h);
  const min = m === undefined ? 0 : Number(m);
  const p = part?.toLowerCase().replace(/\./g, '');
  if (hour > 24 || min > 59) return undefined;
  if (p === 'pm' || (pm && !p)) hour = hour < 12 ? hour + 12 : hour;
  if (p === 'am' && hour === 12) hour = 0;
  return `${String(hour).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}
/** Whether a clock's parts say it is a time: minutes, a part of the day, "Uhr" or "h". */
const isClock = (m: string | undefined, part: string | undefined): boolean => m !== undefined || part !== undefined;

/**
 * The meeting time a description states ("Tuesday evenings, 7.30 to 9.30pm" → "19:30 – 21:30"; "at 7pm" → "19:00"), as
 * "HH:MM – HH:MM" or "HH:MM", else undefined. A range's first time takes the second's "pm" ("7–9pm"). Pure; never throws.
 */
export function statedTime(text: string): string | undefined {
  const r = TIME_RANGE.exec(text);
  if (r && (isClock(r[2], r[3]) || isClock(r[5], r[6]))) {
    const pm = /p/i.test(r[6] ?? '') && !r[3] && Number(r[1]) < 12 && Number(r[1]) < Number(r[4]) + 12;
    const from = clock(r[1]!, r[2], r[3], pm), to = clock(r[4]!, r[5], r[6]);
    if (from && to) return `${from} – ${to}`;
  }
  const a = TIME_AT.exec(text);
  return a && isClock(a[2], a[3]) ? clock(a[1]!, a[2], a[3]) : undefined;
}

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
  // The time it states, else a sample by the part of the day it names, else a weekday evening or a weekend morning.
  const stated = statedTime(text);
  const time = (day: number) => stated ?? (EVENING.test(text) ? '19:30 – 21:30' : MORNING.test(text) ? '10:00 – 12:00' : AFTERNOON.test(text) ? '14:00 – 16:00'
    : day >= 5 ? '10:00 – 12:00' : '19:30 – 21:30');
  return days.map((d) => [d, d, time(d)]);
}
