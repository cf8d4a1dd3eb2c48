import { unicodeWords } from './word-re';

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

/**
 * Words of a business open or answering around the clock, in the site languages: "24/7", "24 hours a day", "open 24
 * hours", "a 24-hour call-out", "round the clock", "24h/24", "rund um die Uhr", "24 ore su 24", "24時間営業", "24小时营业",
 * "على مدار الساعة". Not a time limit ("reply within 24 hours", "24 hours' notice", "entrega en 24 horas") nor every day
 * ("7j/7").
 */
const ROUND_THE_CLOCK = unicodeWords(/\b(?:24 ?\/ ?7|24 ?x ?7|24 hours? (?:a|per) day|24 hours?,? (?:a day,? )?(?:7|seven) days(?: a week)?|open 24 hours|24[- ]hours?(?= (?:emergency|call-?outs?|service|cover|access|opening|reception|response|help ?line|line))|(?:a)?round[- ]the[- ]clock|(?:las )?24 horas (?:al|del|por) d[ií]a|24 horas,? (?:los )?(?:7|siete|sete) d[ií]as|abiert[oa]s? (?:las )?24 horas|aberto 24 horas|24 ?h ?\/ ?24|24 heures sur 24|ouvert 24 ?h(?:eures)?|rund um die uhr|24 stunden (?:am tag|t[äa]glich)|24 ore su 24|aperto 24 ore|24 uur per dag|24 uur bereikbaar)\b|24時間(?:営業|対応|受付|365日|年中無休)|24小时(?:营业|服务|开放|在线)|全天候|على مدار الساعة|24 ساعة (?:يومي(?:ا|اً)|في اليوم)/giu);
/** Words beside a round-the-clock phrase that make it no opening hours at all: members' access, support, a helpline, CCTV. */
const NOT_HOURS_AFTER = unicodeWords(/^\s*(?:[\p{L}-]+\s+)?(?:access|support|help ?lines?|chat|customer (?:service|support)|monitoring|cctv|security|surveillance)\b/iu);
const NOT_HOURS_BEFORE = unicodeWords(/\b(?:access|acceso|acesso|accès|zugang|zugriff|accesso|toegang|support|soporte|suporte|assistance|assistenza|cctv|vid[ée]o ?surveillance|videovigilancia|video ?[üu]berwachung|videosorveglianza|cameratoezicht)\s*(?:[:\-–]\s*)?$/iu);
/** Words beside it that make it an emergency line's hours: the hours of a business that comes out, not of a place to visit. */
const EMERGENCY_AFTER = unicodeWords(/^\s*(?:[\p{L}-]+\s+)?(?:emergenc(?:y|ies)|call-?outs?|response|cover|service|lines?|urgenc\w*|notdienst\w*|notfall\w*|spoed\w*)\b|^対応/iu);
const EMERGENCY_BEFORE = unicodeWords(/\b(?:emergenc(?:y|ies)|call-?outs?|urgenc(?:e|es|ia|ias)|servicio de urgencias|pronto intervento|notdienst\w*|notfall\w*|spoed\w*)\s*(?:[:\-–]\s*)?$/iu);

/**
 * Whether a description or key features say the business is open or working around the clock (`ROUND_THE_CLOCK`: a taxi
 * firm "24 hours a day", a gym "open 24 hours", an emergency plumber "24/7"), so its hours read every day 00:00 – 24:00
 * rather than a sample office week that contradicts it (issue 17: real facts before placeholders). Members' "24/7
 * access" or "24/7 support" are no opening hours; an emergency line ("24-hour emergency cover") is the working hours of a
 * business that comes out to its customers (`comesOut`), not of a place customers visit (a vet's surgery hours). Pure;
 * never throws.
 */
export function statesRoundTheClock(text: string, comesOut: boolean): boolean {
  for (const m of text.matchAll(ROUND_THE_CLOCK)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    if (NOT_HOURS_AFTER.test(after) || NOT_HOURS_BEFORE.test(before)) continue;
    if (!comesOut && (EMERGENCY_AFTER.test(after) || EMERGENCY_BEFORE.test(before))) continue;
    return true;
  }
  return false;
}
