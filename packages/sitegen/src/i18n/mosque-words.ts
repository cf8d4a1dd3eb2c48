import type { Pair, StyleCopy, Voice, Voiced } from './types';
import { UI } from './ui';

/**
 * A mosque's words where a place of worship's say "service" (types.ts `PageStyle` `mosque`; choose-blueprint
 * `worshipBuilding`): people come for prayers, so the section of times is "Prayer times" (`UiStrings.prayerTimes`,
 * also the title of its card), what's on is
 * "Prayers and activities", and the first step and the closing invite them to prayers or an activity. The
 * rest is the place of worship's (worship-styles.ts), in the site languages.
 */
interface MosqueWords {
  help: string;
  closing: string;
  firstStep: { we: string; i: string };
}

const MOSQUE_WORDS: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', MosqueWords> = {
  en: { help: 'Prayers and activities', closing: 'Everyone is welcome. Come along for prayers or an activity, or get in touch first if you’d like to know more.', firstStep: { we: 'Join us for prayers or an activity: there’s no need to book.', i: 'Come for prayers or an activity: there’s no need to book.' } },
  es: { help: 'Oraciones y actividades', closing: 'Todos son bienvenidos. Acércate a la oración o a una actividad, o ponte en contacto antes si quieres saber más.', firstStep: { we: 'Únete a nosotros en la oración o en una actividad: no hace falta reservar.', i: 'Ven a la oración o a una actividad: no hace falta reservar.' } },
  pt: { help: 'Orações e atividades', closing: 'Todos são bem-vindos. Venha às orações ou a uma atividade, ou entre em contacto antes se quiser saber mais.', firstStep: { we: 'Junte-se a nós nas orações ou numa atividade: não é preciso marcar.', i: 'Venha às orações ou a uma atividade: não é preciso marcar.' } },
  fr: { help: 'Prières et activités', closing: 'Tous sont les bienvenus. Venez à la prière ou à une activité, ou prenez d’abord contact si vous souhaitez en savoir plus.', firstStep: { we: 'Rejoignez-nous pour la prière ou une activité : inutile de réserver.', i: 'Venez à la prière ou à une activité : inutile de réserver.' } },
  de: { help: 'Gebete und Aktivitäten', closing: 'Alle sind willkommen. Kommen Sie einfach zum Gebet oder zu einer Aktivität vorbei, oder melden Sie sich vorher, wenn Sie mehr wissen möchten.', firstStep: { we: 'Besuchen Sie uns zum Gebet oder zu einer Aktivität, ohne Anmeldung.', i: 'Kommen Sie zum Gebet oder zu einer Aktivität, ohne Anmeldung.' } },
  it: { help: 'Preghiere e attività', closing: 'Tutti sono benvenuti. Vieni alla preghiera o a un’attività, o mettiti in contatto prima se vuoi saperne di più.', firstStep: { we: 'Unisciti a noi per la preghiera o un’attività: non serve prenotare.', i: 'Vieni alla preghiera o a un’attività: non serve prenotare.' } },
  nl: { help: 'Gebeden en activiteiten', closing: 'Iedereen is welkom. Kom naar het gebed of een activiteit, of stuur eerst een bericht als je meer wilt weten.', firstStep: { we: 'Bid met ons mee of kom naar een activiteit; aanmelden hoeft niet.', i: 'Kom naar het gebed of een activiteit; aanmelden hoeft niet.' } },
  ja: { help: '礼拝と活動', closing: 'どなたでも歓迎します。礼拝や活動に直接お越しいただくか、事前にお気軽にお問い合わせください。', firstStep: { we: '礼拝や活動に、予約なしで私たちと一緒に参加できます。', i: '礼拝や活動に、予約なしでお越しいただけます。' } },
  zh: { help: '礼拜与活动', closing: '欢迎所有人。直接来参加礼拜或活动吧，如想先了解更多，欢迎随时联系。', firstStep: { we: '和我们一起参加礼拜或活动，无需预约。', i: '参加礼拜或活动，无需预约。' } },
  ar: { help: 'الصلوات والأنشطة', closing: 'الجميع مرحّب بهم. احضر الصلاة أو أحد الأنشطة، أو تواصل أولًا إن أردت أن تعرف المزيد.', firstStep: { we: 'انضم إلينا في الصلاة أو أحد الأنشطة، دون حاجة إلى حجز.', i: 'احضر الصلاة أو أحد الأنشطة، دون حاجة إلى حجز.' } },
};

/**
 * A mosque's page style: the place of worship's words `worship` with a mosque's where they differ. The
 * times section is `prayers` (blueprints `forMosque`). Returns a fresh object; `worship` is not changed.
 */
export function mosqueStyle(worship: StyleCopy, lang: keyof typeof MOSQUE_WORDS): StyleCopy {
  const m = MOSQUE_WORDS[lang];
  // The first step invites people to prayers; its title and the other two steps stay the place of worship's.
  const steps = (voice: Voice): [Pair, Pair, Pair] | undefined => {
    const all = worship.steps && (Array.isArray(worship.steps) ? worship.steps : (worship.steps as Voiced<[Pair, Pair, Pair]>)[voice]);
    return all && [{ ...all[0], text: m.firstStep[voice] }, all[1], all[2]];
  };
  const we = steps('we'), i = steps('i');
  const { times, ...sections } = worship.sections;
  return {
    ...worship,
    sections: { ...sections, help: { ...sections.help, heading: m.help }, prayers: { ...times, heading: UI[lang].prayerTimes } },
    closing: worship.closing && { ...worship.closing, text: m.closing },
    steps: we && i ? { we, i } : worship.steps,
  };
}
