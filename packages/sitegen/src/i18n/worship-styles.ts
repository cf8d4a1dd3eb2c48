import type { StyleCopy } from './types';

/**
 * A place of worship's own words over the non-profit phrasebook (types.ts `PageStyle` `worship`: a church,
 * a mosque, a temple; choose-blueprint `worships`), in the site languages: visitors are invited to come
 * ("Plan your visit", service times, a first visit) rather than asked to donate. Faith-neutral words
 * (services, groups, giving), and no claim the owner has not made (no dress code, no length of service).
 */
export const WORSHIP_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { worship: StyleCopy }> = {
  en: {
    worship: {
      cta: { primary: 'Plan your visit', secondary: 'See what’s on' },
      sections: {
        mission: { heading: 'All are welcome', eyebrow: 'Welcome' },
        help: { nav: 'What’s on', heading: 'Services and groups', eyebrow: 'What’s on', intro: 'There’s something for everyone at {name}.' },
        'how-it-works': { heading: 'Your first visit', eyebrow: 'Visiting' },
        times: { nav: 'Visit', heading: 'Service times', eyebrow: 'Come along' },
        donate: { nav: 'Join in', eyebrow: 'Come along' },
        faq: { heading: 'Visiting for the first time?' },
      },
      contactIntro: { we: 'Whether you have a question, would like to talk or want to get involved, send us a message and we’ll get back to you.', i: 'Whether you have a question, would like to talk or want to get involved, send me a message and I’ll get back to you.' },
      about: 'Everyone is welcome at {name}, whether you come every week or are visiting for the first time. Come as you are: you’ll find a warm welcome and a community to belong to.',
      closing: { heading: { we: 'Come and join us', i: 'Come and join in' }, text: 'Everyone is welcome. Come along to a service, or get in touch first if you’d like to know more.' },
      steps: {
        we: [
          { title: 'Come along', text: 'Join us at a service or a group: there’s no need to book.' },
          { title: 'Say hello', text: 'Someone will be there to welcome you and answer any questions.' },
          { title: 'Get involved', text: 'From groups to volunteering, there are many ways to take part when you’re ready.' },
        ],
        i: [
          { title: 'Come along', text: 'Come to a service or a group: there’s no need to book.' },
          { title: 'Say hello', text: 'Someone will be there to welcome you and answer any questions.' },
          { title: 'Get involved', text: 'From groups to volunteering, there are many ways to take part when you’re ready.' },
        ],
      },
      featureText: {
        we: [
          'Everyone is welcome: just come along.',
          'Part of life at {name}.',
          'Ask us for the details when you get in touch.',
          'Bring a friend: all are welcome.',
        ],
        i: [
          'Everyone is welcome: just come along.',
          'Part of life at {name}.',
          'Ask me for the details when you get in touch.',
          'Bring a friend: all are welcome.',
        ],
      },
      faq: {
        we: [
          { q: 'What happens when I visit?', a: 'Come a little early if you can. Someone will welcome you and help you find your way; there’s no need to know what to do.' },
          { q: 'Is there anything for children?', a: 'Children are welcome. Ask us what there is for them and we’ll tell you.' },
          { q: 'What should I bring?', a: 'Just yourself. If you have questions before your first visit, get in touch.' },
          { q: 'How can I get involved?', a: 'Get in touch and we’ll tell you about our groups, volunteering and giving.' },
        ],
        i: [
          { q: 'What happens when I visit?', a: 'Come a little early if you can. Someone will welcome you and help you find your way; there’s no need to know what to do.' },
          { q: 'Is there anything for children?', a: 'Children are welcome. Ask me what there is for them and I’ll tell you.' },
          { q: 'What should I bring?', a: 'Just yourself. If you have questions before your first visit, get in touch.' },
          { q: 'How can I get involved?', a: 'Get in touch and I’ll tell you about the groups, volunteering and giving.' },
        ],
      },
    },
  },
  es: {
    worship: {
      cta: { primary: 'Planifica tu visita', secondary: 'Ver actividades' },
      sections: {
        mission: { heading: 'Todos son bienvenidos', eyebrow: 'Bienvenida' },
        help: { nav: 'Actividades', heading: 'Celebraciones y grupos', eyebrow: 'Actividades', intro: 'En {name} hay un lugar para todos.' },
        'how-it-works': { heading: 'Tu primera visita', eyebrow: 'De visita' },
        times: { nav: 'Visita', heading: 'Horarios de celebraciones', eyebrow: 'Acércate' },
        donate: { nav: 'Únete', eyebrow: 'Acércate' },
        faq: { heading: '¿Es tu primera visita?' },
      },
      contactIntro: { we: 'Si tienes alguna pregunta, quieres hablar o te gustaría participar, escríbenos y te responderemos.', i: 'Si tienes alguna pregunta, quieres hablar o te gustaría participar, escríbeme y te responderé.' },
      about: 'En {name} todos son bienvenidos, tanto si vienes cada semana como si es tu primera visita. Ven tal como eres: encontrarás una acogida cálida y una comunidad a la que pertenecer.',
      closing: { heading: { we: 'Ven y únete a nosotros', i: 'Ven y participa' }, text: 'Todos son bienvenidos. Acércate a una celebración o ponte en contacto antes si quieres saber más.' },
      steps: {
        we: [
          { title: 'Acércate', text: 'Únete a nosotros en una celebración o un grupo: no hace falta reservar.' },
          { title: 'Saluda', text: 'Alguien te dará la bienvenida y responderá a tus preguntas.' },
          { title: 'Participa', text: 'De los grupos al voluntariado, hay muchas formas de participar cuando quieras.' },
        ],
        i: [
          { title: 'Acércate', text: 'Ven a una celebración o a un grupo: no hace falta reservar.' },
          { title: 'Saluda', text: 'Alguien te dará la bienvenida y responderá a tus preguntas.' },
          { title: 'Participa', text: 'De los grupos al voluntariado, hay muchas formas de participar cuando quieras.' },
        ],
      },
      featureText: {
        we: [
          'Todos son bienvenidos: solo tienes que venir.',
          'Parte de la vida en {name}.',
          'Pregúntanos los detalles cuando nos escribas.',
          'Trae a un amigo: todos son bienvenidos.',
        ],
        i: [
          'Todos son bienvenidos: solo tienes que venir.',
          'Parte de la vida en {name}.',
          'Pregúntame los detalles cuando me escribas.',
          'Trae a un amigo: todos son bienvenidos.',
        ],
      },
      faq: {
        we: [
          { q: '¿Qué pasa cuando vengo?', a: 'Si puedes, llega unos minutos antes. Alguien te recibirá y te orientará; no hace falta saber qué hacer.' },
          { q: '¿Hay algo para niños?', a: 'Los niños son bienvenidos. Pregúntanos qué hay para ellos y te lo contaremos.' },
          { q: '¿Qué debo traer?', a: 'Solo a ti mismo. Si tienes preguntas antes de tu primera visita, escríbenos.' },
          { q: '¿Cómo puedo participar?', a: 'Escríbenos y te contaremos sobre los grupos, el voluntariado y los donativos.' },
        ],
        i: [
          { q: '¿Qué pasa cuando vengo?', a: 'Si puedes, llega unos minutos antes. Alguien te recibirá y te orientará; no hace falta saber qué hacer.' },
          { q: '¿Hay algo para niños?', a: 'Los niños son bienvenidos. Pregúntame qué hay para ellos y te lo contaré.' },
          { q: '¿Qué debo traer?', a: 'Solo a ti mismo. Si tienes preguntas antes de tu primera visita, escríbeme.' },
          { q: '¿Cómo puedo participar?', a: 'Escríbeme y te contaré sobre los grupos, el voluntariado y los donativos.' },
        ],
      },
    },
  },
  pt: {
    worship: {
      cta: { primary: 'Planeie a sua visita', secondary: 'Ver atividades' },
      sections: {
        mission: { heading: 'Todos são bem-vindos', eyebrow: 'Boas-vindas' },
        help: { nav: 'Atividades', heading: 'Celebrações e grupos', eyebrow: 'Atividades', intro: 'Em {name} há lugar para todos.' },
        'how-it-works': { heading: 'A sua primeira visita', eyebrow: 'De visita' },
        times: { nav: 'Visita', heading: 'Horários das celebrações', eyebrow: 'Apareça' },
        donate: { nav: 'Junte-se', eyebrow: 'Apareça' },
        faq: { heading: 'É a sua primeira visita?' },
      },
      contactIntro: { we: 'Se tem uma pergunta, quer conversar ou gostaria de participar, envie-nos uma mensagem e responderemos.', i: 'Se tem uma pergunta, quer conversar ou gostaria de participar, envie-me uma mensagem e responderei.' },
      about: 'Em {name} todos são bem-vindos, quer venha todas as semanas, quer seja a primeira vez. Venha como é: encontrará uma receção calorosa e uma comunidade a que pertencer.',
      closing: { heading: { we: 'Venha juntar-se a nós', i: 'Venha participar' }, text: 'Todos são bem-vindos. Venha a uma celebração, ou entre em contacto antes se quiser saber mais.' },
      steps: {
        we: [
          { title: 'Venha', text: 'Junte-se a nós numa celebração ou num grupo: não é preciso marcar.' },
          { title: 'Diga olá', text: 'Alguém estará lá para o receber e responder às suas perguntas.' },
          { title: 'Participe', text: 'Dos grupos ao voluntariado, há muitas formas de participar quando quiser.' },
        ],
        i: [
          { title: 'Venha', text: 'Venha a uma celebração ou a um grupo: não é preciso marcar.' },
          { title: 'Diga olá', text: 'Alguém estará lá para o receber e responder às suas perguntas.' },
          { title: 'Participe', text: 'Dos grupos ao voluntariado, há muitas formas de participar quando quiser.' },
        ],
      },
      featureText: {
        we: [
          'Todos são bem-vindos: basta aparecer.',
          'Parte da vida em {name}.',
          'Peça-nos os detalhes quando nos contactar.',
          'Traga um amigo: todos são bem-vindos.',
        ],
        i: [
          'Todos são bem-vindos: basta aparecer.',
          'Parte da vida em {name}.',
          'Peça-me os detalhes quando me contactar.',
          'Traga um amigo: todos são bem-vindos.',
        ],
      },
      faq: {
        we: [
          { q: 'O que acontece quando venho?', a: 'Se puder, chegue uns minutos antes. Alguém o receberá e ajudará a orientar-se; não precisa de saber o que fazer.' },
          { q: 'Há alguma coisa para crianças?', a: 'As crianças são bem-vindas. Pergunte-nos o que há para elas e dizemos-lhe.' },
          { q: 'O que devo trazer?', a: 'Apenas a si mesmo. Se tiver perguntas antes da primeira visita, contacte-nos.' },
          { q: 'Como posso participar?', a: 'Contacte-nos e falamos-lhe dos grupos, do voluntariado e dos donativos.' },
        ],
        i: [
          { q: 'O que acontece quando venho?', a: 'Se puder, chegue uns minutos antes. Alguém o receberá e ajudará a orientar-se; não precisa de saber o que fazer.' },
          { q: 'Há alguma coisa para crianças?', a: 'As crianças são bem-vindas. Pergunte-me o que há para elas e digo-lhe.' },
          { q: 'O que devo trazer?', a: 'Apenas a si mesmo. Se tiver perguntas antes da primeira visita, contacte-me.' },
          { q: 'Como posso participar?', a: 'Contacte-me e falo-lhe dos grupos, do voluntariado e dos donativos.' },
        ],
      },
    },
  },
  fr: {
    worship: {
      cta: { primary: 'Préparer votre visite', secondary: 'Voir les activités' },
      sections: {
        mission: { heading: 'Tous sont les bienvenus', eyebrow: 'Bienvenue' },
        help: { nav: 'Activités', heading: 'Célébrations et groupes', eyebrow: 'Activités', intro: 'Il y a une place pour chacun à {name}.' },
        'how-it-works': { heading: 'Votre première visite', eyebrow: 'Visite' },
        times: { nav: 'Venir', heading: 'Horaires des célébrations', eyebrow: 'Venez' },
        donate: { nav: 'Participer', eyebrow: 'Venez' },
        faq: { heading: 'C’est votre première visite ?' },
      },
      contactIntro: { we: 'Une question, envie de parler ou de vous engager : écrivez-nous et nous vous répondrons.', i: 'Une question, envie de parler ou de vous engager : écrivez-moi et je vous répondrai.' },
      about: 'Tous sont les bienvenus à {name}, que vous veniez chaque semaine ou pour la première fois. Venez comme vous êtes : vous trouverez un accueil chaleureux et une communauté à laquelle appartenir.',
      closing: { heading: { we: 'Venez nous rejoindre', i: 'Venez participer' }, text: 'Tous sont les bienvenus. Venez à une célébration, ou prenez d’abord contact si vous souhaitez en savoir plus.' },
      steps: {
        we: [
          { title: 'Venez', text: 'Rejoignez-nous pour une célébration ou un groupe : inutile de réserver.' },
          { title: 'Dites bonjour', text: 'Quelqu’un sera là pour vous accueillir et répondre à vos questions.' },
          { title: 'Engagez-vous', text: 'Des groupes au bénévolat, il existe bien des façons de participer, quand vous le souhaitez.' },
        ],
        i: [
          { title: 'Venez', text: 'Venez à une célébration ou à un groupe : inutile de réserver.' },
          { title: 'Dites bonjour', text: 'Quelqu’un sera là pour vous accueillir et répondre à vos questions.' },
          { title: 'Engagez-vous', text: 'Des groupes au bénévolat, il existe bien des façons de participer, quand vous le souhaitez.' },
        ],
      },
      featureText: {
        we: [
          'Tous sont les bienvenus : venez simplement.',
          'Un moment de la vie de {name}.',
          'Demandez-nous les détails en nous écrivant.',
          'Venez avec un ami : tous sont les bienvenus.',
        ],
        i: [
          'Tous sont les bienvenus : venez simplement.',
          'Un moment de la vie de {name}.',
          'Demandez-moi les détails en m’écrivant.',
          'Venez avec un ami : tous sont les bienvenus.',
        ],
      },
      faq: {
        we: [
          { q: 'Comment se passe une visite ?', a: 'Arrivez quelques minutes en avance si vous le pouvez. Quelqu’un vous accueillera et vous guidera ; inutile de savoir quoi faire.' },
          { q: 'Y a-t-il quelque chose pour les enfants ?', a: 'Les enfants sont les bienvenus. Demandez-nous ce qui leur est proposé et nous vous le dirons.' },
          { q: 'Que dois-je apporter ?', a: 'Rien d’autre que vous-même. Si vous avez des questions avant votre première visite, écrivez-nous.' },
          { q: 'Comment m’impliquer ?', a: 'Écrivez-nous et nous vous parlerons des groupes, du bénévolat et des dons.' },
        ],
        i: [
          { q: 'Comment se passe une visite ?', a: 'Arrivez quelques minutes en avance si vous le pouvez. Quelqu’un vous accueillera et vous guidera ; inutile de savoir quoi faire.' },
          { q: 'Y a-t-il quelque chose pour les enfants ?', a: 'Les enfants sont les bienvenus. Demandez-moi ce qui leur est proposé et je vous le dirai.' },
          { q: 'Que dois-je apporter ?', a: 'Rien d’autre que vous-même. Si vous avez des questions avant votre première visite, écrivez-moi.' },
          { q: 'Comment m’impliquer ?', a: 'Écrivez-moi et je vous parlerai des groupes, du bénévolat et des dons.' },
        ],
      },
    },
  },
  de: {
    worship: {
      cta: { primary: 'Besuch planen', secondary: 'Angebote ansehen' },
      sections: {
        mission: { heading: 'Alle sind willkommen', eyebrow: 'Willkommen' },
        help: { nav: 'Angebote', heading: 'Gottesdienste und Gruppen', eyebrow: 'Angebote', intro: 'Bei {name} ist für alle etwas dabei.' },
        'how-it-works': { heading: 'Ihr erster Besuch', eyebrow: 'Besuch' },
        times: { nav: 'Besuch', heading: 'Zeiten', eyebrow: 'Kommen Sie vorbei' },
        donate: { nav: 'Mitmachen', eyebrow: 'Kommen Sie vorbei' },
        faq: { heading: 'Zum ersten Mal hier?' },
      },
      contactIntro: { we: 'Ob Sie eine Frage haben, ein Gespräch suchen oder mitmachen möchten: Schreiben Sie uns, wir melden uns.', i: 'Ob Sie eine Frage haben, ein Gespräch suchen oder mitmachen möchten: Schreiben Sie mir, ich melde mich.' },
      about: 'Bei {name} sind alle willkommen, ob Sie jede Woche kommen oder zum ersten Mal. Kommen Sie, wie Sie sind: Sie finden einen herzlichen Empfang und eine Gemeinschaft, zu der Sie gehören können.',
      closing: { heading: { we: 'Kommen Sie zu uns', i: 'Seien Sie dabei' }, text: 'Alle sind willkommen. Kommen Sie einfach vorbei, oder melden Sie sich vorher, wenn Sie mehr wissen möchten.' },
      steps: {
        we: [
          { title: 'Vorbeikommen', text: 'Besuchen Sie uns bei einem Gottesdienst oder einer Gruppe, ohne Anmeldung.' },
          { title: 'Hallo sagen', text: 'Jemand begrüßt Sie und beantwortet Ihre Fragen.' },
          { title: 'Mitmachen', text: 'Von Gruppen bis Ehrenamt: Es gibt viele Möglichkeiten, sich einzubringen, wann immer Sie möchten.' },
        ],
        i: [
          { title: 'Vorbeikommen', text: 'Kommen Sie zu einem Gottesdienst oder einer Gruppe, ohne Anmeldung.' },
          { title: 'Hallo sagen', text: 'Jemand begrüßt Sie und beantwortet Ihre Fragen.' },
          { title: 'Mitmachen', text: 'Von Gruppen bis Ehrenamt: Es gibt viele Möglichkeiten, sich einzubringen, wann immer Sie möchten.' },
        ],
      },
      featureText: {
        we: [
          'Alle sind willkommen: Kommen Sie einfach vorbei.',
          'Ein Teil des Lebens bei {name}.',
          'Fragen Sie uns nach den Einzelheiten.',
          'Bringen Sie gern jemanden mit.',
        ],
        i: [
          'Alle sind willkommen: Kommen Sie einfach vorbei.',
          'Ein Teil des Lebens bei {name}.',
          'Fragen Sie mich nach den Einzelheiten.',
          'Bringen Sie gern jemanden mit.',
        ],
      },
      faq: {
        we: [
          { q: 'Wie läuft ein Besuch ab?', a: 'Kommen Sie, wenn möglich, ein paar Minuten früher. Jemand begrüßt Sie und hilft Ihnen, sich zurechtzufinden; Sie müssen nichts wissen.' },
          { q: 'Gibt es etwas für Kinder?', a: 'Kinder sind willkommen. Fragen Sie uns, was es für sie gibt.' },
          { q: 'Was sollte ich mitbringen?', a: 'Nur sich selbst. Wenn Sie vor dem ersten Besuch Fragen haben, schreiben Sie uns.' },
          { q: 'Wie kann ich mitmachen?', a: 'Schreiben Sie uns, und wir erzählen Ihnen von Gruppen, Ehrenamt und Spenden.' },
        ],
        i: [
          { q: 'Wie läuft ein Besuch ab?', a: 'Kommen Sie, wenn möglich, ein paar Minuten früher. Jemand begrüßt Sie und hilft Ihnen, sich zurechtzufinden; Sie müssen nichts wissen.' },
          { q: 'Gibt es etwas für Kinder?', a: 'Kinder sind willkommen. Fragen Sie mich, was es für sie gibt.' },
          { q: 'Was sollte ich mitbringen?', a: 'Nur sich selbst. Wenn Sie vor dem ersten Besuch Fragen haben, schreiben Sie mir.' },
          { q: 'Wie kann ich mitmachen?', a: 'Schreiben Sie mir, und ich erzähle Ihnen von Gruppen, Ehrenamt und Spenden.' },
        ],
      },
    },
  },
  it: {
    worship: {
      cta: { primary: 'Organizza la visita', secondary: 'Vedi le attività' },
      sections: {
        mission: { heading: 'Tutti sono benvenuti', eyebrow: 'Benvenuti' },
        help: { nav: 'Attività', heading: 'Celebrazioni e gruppi', eyebrow: 'Attività', intro: 'Da {name} c’è posto per tutti.' },
        'how-it-works': { heading: 'La tua prima visita', eyebrow: 'La visita' },
        times: { nav: 'Vieni', heading: 'Orari delle celebrazioni', eyebrow: 'Vieni anche tu' },
        donate: { nav: 'Unisciti', eyebrow: 'Vieni anche tu' },
        faq: { heading: 'È la tua prima visita?' },
      },
      contactIntro: { we: 'Che tu abbia una domanda, voglia parlare o desideri partecipare, scrivici e ti risponderemo.', i: 'Che tu abbia una domanda, voglia parlare o desideri partecipare, scrivimi e ti risponderò.' },
      about: 'Da {name} tutti sono benvenuti, che tu venga ogni settimana o per la prima volta. Vieni come sei: troverai un’accoglienza calorosa e una comunità a cui appartenere.',
      closing: { heading: { we: 'Vieni a trovarci', i: 'Vieni e partecipa' }, text: 'Tutti sono benvenuti. Vieni a una celebrazione, o mettiti in contatto prima se vuoi saperne di più.' },
      steps: {
        we: [
          { title: 'Vieni', text: 'Unisciti a noi per una celebrazione o un gruppo: non serve prenotare.' },
          { title: 'Saluta', text: 'Qualcuno ti accoglierà e risponderà alle tue domande.' },
          { title: 'Partecipa', text: 'Dai gruppi al volontariato, ci sono tanti modi per partecipare quando vuoi.' },
        ],
        i: [
          { title: 'Vieni', text: 'Vieni a una celebrazione o a un gruppo: non serve prenotare.' },
          { title: 'Saluta', text: 'Qualcuno ti accoglierà e risponderà alle tue domande.' },
          { title: 'Partecipa', text: 'Dai gruppi al volontariato, ci sono tanti modi per partecipare quando vuoi.' },
        ],
      },
      featureText: {
        we: [
          'Tutti sono benvenuti: basta venire.',
          'Parte della vita di {name}.',
          'Chiedici i dettagli quando ci scrivi.',
          'Porta un amico: tutti sono benvenuti.',
        ],
        i: [
          'Tutti sono benvenuti: basta venire.',
          'Parte della vita di {name}.',
          'Chiedimi i dettagli quando mi scrivi.',
          'Porta un amico: tutti sono benvenuti.',
        ],
      },
      faq: {
        we: [
          { q: 'Cosa succede quando vengo?', a: 'Se puoi, arriva qualche minuto prima. Qualcuno ti accoglierà e ti aiuterà a orientarti; non serve sapere cosa fare.' },
          { q: 'C’è qualcosa per i bambini?', a: 'I bambini sono benvenuti. Chiedici cosa c’è per loro e te lo diremo.' },
          { q: 'Cosa devo portare?', a: 'Solo te stesso. Se hai domande prima della prima visita, scrivici.' },
          { q: 'Come posso partecipare?', a: 'Scrivici e ti parleremo dei gruppi, del volontariato e delle offerte.' },
        ],
        i: [
          { q: 'Cosa succede quando vengo?', a: 'Se puoi, arriva qualche minuto prima. Qualcuno ti accoglierà e ti aiuterà a orientarti; non serve sapere cosa fare.' },
          { q: 'C’è qualcosa per i bambini?', a: 'I bambini sono benvenuti. Chiedimi cosa c’è per loro e te lo dirò.' },
          { q: 'Cosa devo portare?', a: 'Solo te stesso. Se hai domande prima della prima visita, scrivimi.' },
          { q: 'Come posso partecipare?', a: 'Scrivimi e ti parlerò dei gruppi, del volontariato e delle offerte.' },
        ],
      },
    },
  },
  nl: {
    worship: {
      cta: { primary: 'Plan je bezoek', secondary: 'Bekijk het aanbod' },
      sections: {
        mission: { heading: 'Iedereen is welkom', eyebrow: 'Welkom' },
        help: { nav: 'Aanbod', heading: 'Vieringen en groepen', eyebrow: 'Aanbod', intro: 'Bij {name} is er voor iedereen een plek.' },
        'how-it-works': { heading: 'Je eerste bezoek', eyebrow: 'Bezoek' },
        times: { nav: 'Bezoek', heading: 'Tijden van de vieringen', eyebrow: 'Kom langs' },
        donate: { nav: 'Doe mee', eyebrow: 'Kom langs' },
        faq: { heading: 'Voor het eerst?' },
      },
      contactIntro: { we: 'Of je nu een vraag hebt, wilt praten of wilt meedoen: stuur ons een bericht en we nemen contact met je op.', i: 'Of je nu een vraag hebt, wilt praten of wilt meedoen: stuur me een bericht en ik neem contact met je op.' },
      about: 'Bij {name} is iedereen welkom, of je nu elke week komt of voor het eerst. Kom zoals je bent: je vindt een warm welkom en een gemeenschap om bij te horen.',
      closing: { heading: { we: 'Kom bij ons langs', i: 'Kom en doe mee' }, text: 'Iedereen is welkom. Kom naar een viering, of stuur eerst een bericht als je meer wilt weten.' },
      steps: {
        we: [
          { title: 'Kom langs', text: 'Doe met ons mee bij een viering of een groep; aanmelden hoeft niet.' },
          { title: 'Zeg hallo', text: 'Er is altijd iemand die je welkom heet en je vragen beantwoordt.' },
          { title: 'Doe mee', text: 'Van groepen tot vrijwilligerswerk: er zijn veel manieren om mee te doen, wanneer je wilt.' },
        ],
        i: [
          { title: 'Kom langs', text: 'Kom naar een viering of een groep; aanmelden hoeft niet.' },
          { title: 'Zeg hallo', text: 'Er is altijd iemand die je welkom heet en je vragen beantwoordt.' },
          { title: 'Doe mee', text: 'Van groepen tot vrijwilligerswerk: er zijn veel manieren om mee te doen, wanneer je wilt.' },
        ],
      },
      featureText: {
        we: [
          'Iedereen is welkom: kom gewoon langs.',
          'Een deel van het leven bij {name}.',
          'Vraag ons naar de details.',
          'Neem gerust iemand mee.',
        ],
        i: [
          'Iedereen is welkom: kom gewoon langs.',
          'Een deel van het leven bij {name}.',
          'Vraag me naar de details.',
          'Neem gerust iemand mee.',
        ],
      },
      faq: {
        we: [
          { q: 'Hoe gaat een bezoek?', a: 'Kom als het kan een paar minuten eerder. Iemand heet je welkom en helpt je op weg; je hoeft niets te weten.' },
          { q: 'Is er iets voor kinderen?', a: 'Kinderen zijn welkom. Vraag ons wat er voor hen is.' },
          { q: 'Wat moet ik meenemen?', a: 'Alleen jezelf. Heb je vragen voor je eerste bezoek, stuur ons dan een bericht.' },
          { q: 'Hoe kan ik meedoen?', a: 'Stuur ons een bericht, dan vertellen we over de groepen, vrijwilligerswerk en giften.' },
        ],
        i: [
          { q: 'Hoe gaat een bezoek?', a: 'Kom als het kan een paar minuten eerder. Iemand heet je welkom en helpt je op weg; je hoeft niets te weten.' },
          { q: 'Is er iets voor kinderen?', a: 'Kinderen zijn welkom. Vraag me wat er voor hen is.' },
          { q: 'Wat moet ik meenemen?', a: 'Alleen jezelf. Heb je vragen voor je eerste bezoek, stuur me dan een bericht.' },
          { q: 'Hoe kan ik meedoen?', a: 'Stuur me een bericht, dan vertel ik over de groepen, vrijwilligerswerk en giften.' },
        ],
      },
    },
  },
  ja: {
    worship: {
      cta: { primary: '来訪のご案内', secondary: '活動を見る' },
      sections: {
        mission: { heading: 'どなたでも歓迎します', eyebrow: 'ようこそ' },
        help: { nav: '活動', heading: '礼拝と集まり', eyebrow: '活動', intro: '{name}には、どなたにも居場所があります。' },
        'how-it-works': { heading: 'はじめての方へ', eyebrow: 'ご来訪' },
        times: { nav: 'ご来訪', heading: '礼拝・集まりの時間', eyebrow: 'お越しください' },
        donate: { nav: 'ご参加', eyebrow: 'お越しください' },
        faq: { heading: 'はじめての方のご質問' },
      },
      contactIntro: { we: 'ご質問、ご相談、活動への参加など、お気軽に私たちにメッセージをお送りください。', i: 'ご質問、ご相談、活動への参加など、お気軽に私にメッセージをお送りください。' },
      about: '{name}では、毎週来られる方もはじめての方も、どなたでも歓迎します。ありのままでお越しください。温かいお迎えと、つながりのある仲間が待っています。',
      closing: { heading: { we: '私たちと一緒に参加しませんか', i: 'ぜひお気軽にご参加ください' }, text: 'どなたでも歓迎します。直接お越しいただくか、事前にお気軽にお問い合わせください。' },
      steps: {
        we: [
          { title: 'お越しください', text: '礼拝や集まりに、予約なしで私たちと一緒に参加できます。' },
          { title: 'ごあいさつ', text: '担当の者がお迎えし、ご質問にお答えします。' },
          { title: '参加する', text: '集まりからボランティアまで、お好きな形で参加できます。' },
        ],
        i: [
          { title: 'お越しください', text: '礼拝や集まりに、予約なしでお越しいただけます。' },
          { title: 'ごあいさつ', text: '担当の者がお迎えし、ご質問にお答えします。' },
          { title: '参加する', text: '集まりからボランティアまで、お好きな形で参加できます。' },
        ],
      },
      featureText: {
        we: [
          'どなたでも歓迎します。お気軽にお越しください。',
          '{name}の大切な営みのひとつです。',
          '詳しくは私たちにお問い合わせください。',
          'ご友人もお誘いください。',
        ],
        i: [
          'どなたでも歓迎します。お気軽にお越しください。',
          '{name}の大切な営みのひとつです。',
          '詳しくは私にお問い合わせください。',
          'ご友人もお誘いください。',
        ],
      },
      faq: {
        we: [
          { q: 'はじめて行くとどうなりますか？', a: 'できれば数分早めにお越しください。担当の者がお迎えしてご案内しますので、何も知らなくても大丈夫です。' },
          { q: '子ども向けのものはありますか？', a: 'お子さまも歓迎です。どのようなものがあるか、お気軽に私たちにお尋ねください。' },
          { q: '何を持っていけばよいですか？', a: '何もいりません。はじめてのご来訪の前にご質問があれば、お問い合わせください。' },
          { q: 'どうすれば参加できますか？', a: 'お問い合わせいただければ、私たちの集まりやボランティア、献金についてご案内します。' },
        ],
        i: [
          { q: 'はじめて行くとどうなりますか？', a: 'できれば数分早めにお越しください。担当の者がお迎えしてご案内しますので、何も知らなくても大丈夫です。' },
          { q: '子ども向けのものはありますか？', a: 'お子さまも歓迎です。どのようなものがあるか、お気軽に私にお尋ねください。' },
          { q: '何を持っていけばよいですか？', a: '何もいりません。はじめてのご来訪の前にご質問があれば、お問い合わせください。' },
          { q: 'どうすれば参加できますか？', a: 'お問い合わせいただければ、集まりやボランティア、献金について私からご案内します。' },
        ],
      },
    },
  },
  zh: {
    worship: {
      cta: { primary: '计划来访', secondary: '查看活动' },
      sections: {
        mission: { heading: '欢迎所有人', eyebrow: '欢迎' },
        help: { nav: '活动', heading: '聚会与小组', eyebrow: '活动', intro: '{name}欢迎每一个人。' },
        'how-it-works': { heading: '第一次来访', eyebrow: '来访' },
        times: { nav: '来访', heading: '聚会时间', eyebrow: '欢迎来访' },
        donate: { nav: '一起参与', eyebrow: '欢迎来访' },
        faq: { heading: '第一次来？' },
      },
      contactIntro: { we: '无论您有问题、想聊聊还是想参与，都欢迎给我们留言，我们会回复您。', i: '无论您有问题、想聊聊还是想参与，都欢迎给我留言，我会回复您。' },
      about: '无论您每周都来还是第一次来访，{name}都欢迎您。请随意前来：这里有温暖的迎接，也有一个可以归属的群体。',
      closing: { heading: { we: '欢迎加入我们', i: '欢迎一起参与' }, text: '欢迎所有人。直接来参加聚会吧，如想先了解更多，欢迎随时联系。' },
      steps: {
        we: [
          { title: '前来参加', text: '和我们一起参加聚会或小组，无需预约。' },
          { title: '打个招呼', text: '会有人迎接您并回答您的问题。' },
          { title: '参与其中', text: '从小组到志愿服务，您随时可以用多种方式参与。' },
        ],
        i: [
          { title: '前来参加', text: '参加聚会或小组，无需预约。' },
          { title: '打个招呼', text: '会有人迎接您并回答您的问题。' },
          { title: '参与其中', text: '从小组到志愿服务，您随时可以用多种方式参与。' },
        ],
      },
      featureText: {
        we: [
          '欢迎所有人：直接来就好。',
          '{name}生活的一部分。',
          '联系我们了解详情。',
          '欢迎带朋友一起来。',
        ],
        i: [
          '欢迎所有人：直接来就好。',
          '{name}生活的一部分。',
          '联系我了解详情。',
          '欢迎带朋友一起来。',
        ],
      },
      faq: {
        we: [
          { q: '来访时会怎样？', a: '如果可以，请提前几分钟到。会有人迎接您并为您引路，您不需要事先了解什么。' },
          { q: '有适合孩子的活动吗？', a: '欢迎孩子们来。问问我们有哪些适合他们的活动。' },
          { q: '需要带什么吗？', a: '什么都不用带。第一次来访前如有问题，请联系我们。' },
          { q: '如何参与？', a: '联系我们，我们会介绍小组、志愿服务和奉献。' },
        ],
        i: [
          { q: '来访时会怎样？', a: '如果可以，请提前几分钟到。会有人迎接您并为您引路，您不需要事先了解什么。' },
          { q: '有适合孩子的活动吗？', a: '欢迎孩子们来。问问我有哪些适合他们的活动。' },
          { q: '需要带什么吗？', a: '什么都不用带。第一次来访前如有问题，请联系我。' },
          { q: '如何参与？', a: '联系我，我会介绍小组、志愿服务和奉献。' },
        ],
      },
    },
  },
  ar: {
    worship: {
      cta: { primary: 'خطّط لزيارتك', secondary: 'شاهد الأنشطة' },
      sections: {
        mission: { heading: 'الجميع مرحّب بهم', eyebrow: 'أهلًا بكم' },
        help: { nav: 'الأنشطة', heading: 'الصلوات والمجموعات', eyebrow: 'الأنشطة', intro: 'في {name} مكان للجميع.' },
        'how-it-works': { heading: 'زيارتك الأولى', eyebrow: 'الزيارة' },
        times: { nav: 'الزيارة', heading: 'مواعيد الصلوات واللقاءات', eyebrow: 'تفضّل بالزيارة' },
        donate: { nav: 'شارك', eyebrow: 'تفضّل بالزيارة' },
        faq: { heading: 'هل هذه زيارتك الأولى؟' },
      },
      contactIntro: { we: 'سواء كان لديك سؤال أو أردت الحديث أو المشاركة، أرسل إلينا رسالة وسنرد عليك.', i: 'سواء كان لديك سؤال أو أردت الحديث أو المشاركة، أرسل إليّ رسالة وسأرد عليك.' },
      about: 'في {name} الجميع مرحّب بهم، سواء كنت تأتي كل أسبوع أو تحضر لأول مرة. تعال كما أنت: ستجد ترحيبًا دافئًا ومجتمعًا تنتمي إليه.',
      closing: { heading: { we: 'تعال وانضم إلينا', i: 'تعال وشارك' }, text: 'الجميع مرحّب بهم. احضر أحد اللقاءات، أو تواصل أولًا إن أردت أن تعرف المزيد.' },
      steps: {
        we: [
          { title: 'تعال', text: 'انضم إلينا في صلاة أو لقاء مجموعة، دون حاجة إلى حجز.' },
          { title: 'قل مرحبًا', text: 'سيكون هناك من يستقبلك ويجيب عن أسئلتك.' },
          { title: 'شارك', text: 'من المجموعات إلى التطوع، هناك طرق كثيرة للمشاركة متى شئت.' },
        ],
        i: [
          { title: 'تعال', text: 'احضر صلاة أو لقاء مجموعة، دون حاجة إلى حجز.' },
          { title: 'قل مرحبًا', text: 'سيكون هناك من يستقبلك ويجيب عن أسئلتك.' },
          { title: 'شارك', text: 'من المجموعات إلى التطوع، هناك طرق كثيرة للمشاركة متى شئت.' },
        ],
      },
      featureText: {
        we: [
          'الجميع مرحّب بهم: تعال فحسب.',
          'جزء من الحياة في {name}.',
          'اسألنا عن التفاصيل عند التواصل.',
          'أحضر صديقًا: الجميع مرحّب بهم.',
        ],
        i: [
          'الجميع مرحّب بهم: تعال فحسب.',
          'جزء من الحياة في {name}.',
          'اسألني عن التفاصيل عند التواصل.',
          'أحضر صديقًا: الجميع مرحّب بهم.',
        ],
      },
      faq: {
        we: [
          { q: 'ماذا يحدث عند زيارتي؟', a: 'احضر قبل الموعد ببضع دقائق إن أمكنك. سيستقبلك أحدهم ويرشدك، ولا حاجة لأن تعرف ما عليك فعله.' },
          { q: 'هل هناك ما يناسب الأطفال؟', a: 'الأطفال مرحّب بهم. اسألنا عمّا يناسبهم وسنخبرك.' },
          { q: 'ماذا أحضر معي؟', a: 'نفسك فقط. إن كانت لديك أسئلة قبل زيارتك الأولى فتواصل معنا.' },
          { q: 'كيف أشارك؟', a: 'تواصل معنا وسنحدثك عن المجموعات والتطوع والتبرع.' },
        ],
        i: [
          { q: 'ماذا يحدث عند زيارتي؟', a: 'احضر قبل الموعد ببضع دقائق إن أمكنك. سيستقبلك أحدهم ويرشدك، ولا حاجة لأن تعرف ما عليك فعله.' },
          { q: 'هل هناك ما يناسب الأطفال؟', a: 'الأطفال مرحّب بهم. اسألني عمّا يناسبهم وسأخبرك.' },
          { q: 'ماذا أحضر معي؟', a: 'نفسك فقط. إن كانت لديك أسئلة قبل زيارتك الأولى فتواصل معي.' },
          { q: 'كيف أشارك؟', a: 'تواصل معي وسأحدثك عن المجموعات والتطوع والتبرع.' },
        ],
      },
    },
  },
};
