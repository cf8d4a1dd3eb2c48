import type { StyleCopy } from './types';

/**
 * A show's own words over the events phrasebook (types.ts `PageStyle` `show`; choose-blueprint `hostsShow`:
 * a podcast, a YouTube channel, a radio show), in the site languages: listeners are invited to listen and
 * follow ("Listen to the latest", "Latest episodes"), and to suggest guests or topics, instead of "See
 * upcoming dates", venues and tickets. No claim the owner has not made (no schedule, no platforms, no
 * download figures).
 */
export const SHOW_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { show: StyleCopy }> = {
  en: {
    show: {
      cta: { primary: 'Listen to the latest', secondary: 'Get in touch' },
      sections: {
        about: { nav: 'About', heading: 'About the show', eyebrow: 'Welcome' },
        dates: { nav: 'Episodes', heading: 'Latest episodes', eyebrow: 'Listen' },
        highlights: { heading: 'Why listen', eyebrow: 'The show' },
        gallery: { heading: 'Behind the mic' },
        faq: { heading: 'Listener questions' },
        contact: { heading: 'Get in touch', eyebrow: 'Contact' },
      },
      contactIntro: {
        we: 'Suggest a guest or a topic, ask about working together, or just say hello: we read every message.',
        i: 'Suggest a guest or a topic, ask about working together, or just say hello: I read every message.',
      },
      about: {
        we: '{name} is made for {audience}. Listen wherever you get your podcasts, follow the show so you don’t miss an episode, and tell us what you’d like to hear next.',
        i: '{name} is made for {audience}. Listen wherever you get your podcasts, follow the show so you don’t miss an episode, and tell me what you’d like to hear next.',
      },
      faq: {
        we: [
          { q: 'Where can I listen?', a: 'Wherever you get your podcasts: search for {name} and follow the show so new episodes come straight to you.' },
          { q: 'When do new episodes come out?', a: 'Follow the show in your podcast app and each new episode will appear there as soon as it’s out.' },
          { q: 'Can I suggest a guest or a topic?', a: 'Please do. Send us a message with your idea and a line on why it would make a good episode.' },
          { q: 'Can we work together?', a: 'Get in touch with a few words about what you have in mind, and we’ll get back to you.' },
        ],
        i: [
          { q: 'Where can I listen?', a: 'Wherever you get your podcasts: search for {name} and follow the show so new episodes come straight to you.' },
          { q: 'When do new episodes come out?', a: 'Follow the show in your podcast app and each new episode will appear there as soon as it’s out.' },
          { q: 'Can I suggest a guest or a topic?', a: 'Please do. Send me a message with your idea and a line on why it would make a good episode.' },
          { q: 'Can we work together?', a: 'Get in touch with a few words about what you have in mind, and I’ll get back to you.' },
        ],
      },
      closing: {
        heading: 'Press play',
        text: { we: 'Start with the latest episode, and tell us what you think.', i: 'Start with the latest episode, and tell me what you think.' },
      },
      featureText: ['Part of every episode of {name}.', 'Press play and hear for yourself.', 'One more reason to follow the show.', 'Something to listen out for.'],
    },
  },
  es: {
    show: {
      cta: { primary: 'Escucha lo último', secondary: 'Contactar' },
      sections: {
        about: { nav: 'Acerca de', heading: 'Sobre el programa', eyebrow: 'Bienvenida' },
        dates: { nav: 'Episodios', heading: 'Últimos episodios', eyebrow: 'Escucha' },
        highlights: { heading: 'Por qué escucharlo', eyebrow: 'El programa' },
        gallery: { heading: 'Detrás del micrófono' },
        faq: { heading: 'Preguntas de los oyentes' },
        contact: { heading: 'Ponte en contacto', eyebrow: 'Contacto' },
      },
      contactIntro: {
        we: 'Propón un invitado o un tema, pregúntanos por una colaboración o simplemente salúdanos: leemos todos los mensajes.',
        i: 'Propón un invitado o un tema, pregúntame por una colaboración o simplemente salúdame: leo todos los mensajes.',
      },
      about: {
        we: '{name} está pensado para {audience}. Escúchalo donde sueles oír tus pódcasts, sigue el programa para no perderte ningún episodio y cuéntanos qué te gustaría escuchar en los próximos.',
        i: '{name} está pensado para {audience}. Escúchalo donde sueles oír tus pódcasts, sigue el programa para no perderte ningún episodio y cuéntame qué te gustaría escuchar en los próximos.',
      },
      faq: {
        we: [
          { q: '¿Dónde puedo escucharlo?', a: 'Donde sueles escuchar tus pódcasts: busca {name} y sigue el programa para que los episodios nuevos te lleguen directamente.' },
          { q: '¿Cuándo salen episodios nuevos?', a: 'Sigue el programa en tu aplicación de pódcasts y cada episodio nuevo aparecerá allí en cuanto se publique.' },
          { q: '¿Puedo proponer un invitado o un tema?', a: 'Claro que sí. Envíanos un mensaje con tu idea y una línea sobre por qué daría para un buen episodio.' },
          { q: '¿Podemos colaborar?', a: 'Ponte en contacto y cuéntanos en pocas palabras qué tienes en mente, y te responderemos.' },
        ],
        i: [
          { q: '¿Dónde puedo escucharlo?', a: 'Donde sueles escuchar tus pódcasts: busca {name} y sigue el programa para que los episodios nuevos te lleguen directamente.' },
          { q: '¿Cuándo salen episodios nuevos?', a: 'Sigue el programa en tu aplicación de pódcasts y cada episodio nuevo aparecerá allí en cuanto se publique.' },
          { q: '¿Puedo proponer un invitado o un tema?', a: 'Claro que sí. Envíame un mensaje con tu idea y una línea sobre por qué daría para un buen episodio.' },
          { q: '¿Podemos colaborar?', a: 'Ponte en contacto y cuéntame en pocas palabras qué tienes en mente, y te responderé.' },
        ],
      },
      closing: {
        heading: 'Dale al play',
        text: { we: 'Empieza por el último episodio y cuéntanos qué te parece.', i: 'Empieza por el último episodio y cuéntame qué te parece.' },
      },
      featureText: [
        'Parte de cada episodio de {name}.',
        'Dale al play y júzgalo por tu cuenta.',
        'Una razón más para seguir el programa.',
        'Algo para escuchar con atención.',
      ],
    },
  },
  pt: {
    show: {
      cta: { primary: 'Ouvir o último episódio', secondary: 'Contactar' },
      sections: {
        about: { nav: 'Apresentação', heading: 'Sobre o programa', eyebrow: 'Boas-vindas' },
        dates: { nav: 'Episódios', heading: 'Últimos episódios', eyebrow: 'Para ouvir' },
        highlights: { heading: 'Razões para ouvir', eyebrow: 'O programa' },
        gallery: { heading: 'Por trás do microfone' },
        faq: { heading: 'Perguntas dos ouvintes' },
        contact: { heading: 'Entre em contacto', eyebrow: 'Contacto' },
      },
      contactIntro: {
        we: 'Sugira um convidado ou um tema, pergunte-nos por uma colaboração ou venha só dizer olá: lemos todas as mensagens.',
        i: 'Sugira um convidado ou um tema, pergunte-me por uma colaboração ou venha só dizer olá: leio todas as mensagens.',
      },
      about: {
        we: '{name} é feito para {audience}. Encontre-o onde costuma ouvir podcasts, siga o programa para não perder nenhum episódio e diga-nos o que gostaria de ouvir a seguir.',
        i: '{name} é feito para {audience}. Encontre-o onde costuma ouvir podcasts, siga o programa para não perder nenhum episódio e diga-me o que gostaria de ouvir a seguir.',
      },
      faq: {
        we: [
          { q: 'Onde posso ouvir?', a: 'Onde costuma ouvir podcasts: procure {name} e siga o programa para que os novos episódios lhe cheguem diretamente.' },
          { q: 'Quando saem novos episódios?', a: 'Siga o programa na sua aplicação de podcasts e cada novo episódio aparecerá lá assim que for publicado.' },
          { q: 'Posso sugerir um convidado ou um tema?', a: 'Claro que sim. Envie-nos uma mensagem com a sua ideia e uma frase sobre o que faria dela um bom episódio.' },
          { q: 'Podemos trabalhar juntos?', a: 'Entre em contacto e conte-nos em poucas palavras o que tem em mente, e voltaremos a falar consigo.' },
        ],
        i: [
          { q: 'Onde posso ouvir?', a: 'Onde costuma ouvir podcasts: procure {name} e siga o programa para que os novos episódios lhe cheguem diretamente.' },
          { q: 'Quando saem novos episódios?', a: 'Siga o programa na sua aplicação de podcasts e cada novo episódio aparecerá lá assim que for publicado.' },
          { q: 'Posso sugerir um convidado ou um tema?', a: 'Claro que sim. Envie-me uma mensagem com a sua ideia e uma frase sobre o que faria dela um bom episódio.' },
          { q: 'Podemos trabalhar juntos?', a: 'Entre em contacto e conte-me em poucas palavras o que tem em mente, e voltarei a falar consigo.' },
        ],
      },
      closing: {
        heading: 'Carregue no play',
        text: { we: 'Comece pelo episódio mais recente e diga-nos o que achou.', i: 'Comece pelo episódio mais recente e diga-me o que achou.' },
      },
      featureText: [
        'Faz parte de cada episódio de {name}.',
        'Carregue no play e tire as suas conclusões.',
        'Mais uma razão para seguir o programa.',
        'Algo a que vale a pena estar atento.',
      ],
    },
  },
  fr: {
    show: {
      cta: { primary: 'Écouter les épisodes', secondary: 'Prendre contact' },
      sections: {
        about: { nav: 'À propos', heading: 'À propos de l’émission', eyebrow: 'Bienvenue' },
        dates: { nav: 'Épisodes', heading: 'Derniers épisodes', eyebrow: 'À écouter' },
        highlights: { heading: 'Les bonnes raisons d’écouter', eyebrow: 'L’émission' },
        gallery: { heading: 'Derrière le micro' },
        faq: { heading: 'Les questions des auditeurs' },
        contact: { heading: 'Prendre contact', eyebrow: 'Contact' },
      },
      contactIntro: {
        we: 'Proposez un invité ou un sujet, parlez-nous d’une collaboration ou dites simplement bonjour\u202f: nous lisons tous les messages.',
        i: 'Proposez un invité ou un sujet, parlez-moi d’une collaboration ou dites simplement bonjour\u202f: je lis tous les messages.',
      },
      about: {
        we: '{name} s’adresse à {audience}. Écoutez-le sur votre application de podcasts habituelle, abonnez-vous pour ne manquer aucun épisode et dites-nous ce que vous aimeriez entendre ensuite.',
        i: '{name} s’adresse à {audience}. Écoutez-le sur votre application de podcasts habituelle, abonnez-vous pour ne manquer aucun épisode et dites-moi ce que vous aimeriez entendre ensuite.',
      },
      faq: {
        we: [
          { q: 'Où écouter l’émission\u202f?', a: 'Sur votre application de podcasts habituelle\u202f: cherchez {name} et abonnez-vous pour recevoir directement les nouveaux épisodes.' },
          { q: 'Quand sortent les nouveaux épisodes\u202f?', a: 'Abonnez-vous dans votre application de podcasts et chaque nouvel épisode y apparaîtra dès sa sortie.' },
          { q: 'Puis-je proposer un invité ou un sujet\u202f?', a: 'Avec plaisir. Envoyez-nous un message avec votre idée et une ligne sur ce qui en ferait un bon épisode.' },
          { q: 'Peut-on travailler ensemble\u202f?', a: 'Écrivez-nous en quelques mots ce que vous avez en tête, et nous reviendrons vers vous.' },
        ],
        i: [
          { q: 'Où écouter l’émission\u202f?', a: 'Sur votre application de podcasts habituelle\u202f: cherchez {name} et abonnez-vous pour recevoir directement les nouveaux épisodes.' },
          { q: 'Quand sortent les nouveaux épisodes\u202f?', a: 'Abonnez-vous dans votre application de podcasts et chaque nouvel épisode y apparaîtra dès sa sortie.' },
          { q: 'Puis-je proposer un invité ou un sujet\u202f?', a: 'Avec plaisir. Envoyez-moi un message avec votre idée et une ligne sur ce qui en ferait un bon épisode.' },
          { q: 'Peut-on travailler ensemble\u202f?', a: 'Écrivez-moi en quelques mots ce que vous avez en tête, et je reviendrai vers vous.' },
        ],
      },
      closing: {
        heading: 'Lancez l’écoute',
        text: { we: 'Commencez par le dernier épisode, et dites-nous ce que vous en pensez.', i: 'Commencez par le dernier épisode, et dites-moi ce que vous en pensez.' },
      },
      featureText: [
        'Au cœur de chaque épisode de {name}.',
        'Lancez l’écoute et jugez par vous-même.',
        'Une raison de plus de s’abonner.',
        'Un détail à guetter en écoutant.',
      ],
    },
  },
  de: {
    show: {
      cta: { primary: 'Neueste Folge hören', secondary: 'Kontakt aufnehmen' },
      sections: {
        about: { nav: 'Der Podcast', heading: 'Über den Podcast', eyebrow: 'Willkommen' },
        dates: { nav: 'Folgen', heading: 'Neueste Folgen', eyebrow: 'Reinhören' },
        highlights: { heading: 'Warum reinhören', eyebrow: 'Der Podcast' },
        gallery: { heading: 'Hinter dem Mikrofon' },
        faq: { heading: 'Hörerfragen' },
        contact: { heading: 'Kontakt aufnehmen', eyebrow: 'Kontakt' },
      },
      contactIntro: {
        we: 'Schlagen Sie einen Gast oder ein Thema vor, fragen Sie nach einer Zusammenarbeit oder sagen Sie einfach Hallo: Wir lesen jede Nachricht.',
        i: 'Schlagen Sie einen Gast oder ein Thema vor, fragen Sie nach einer Zusammenarbeit oder sagen Sie einfach Hallo: Ich lese jede Nachricht.',
      },
      about: {
        we: '{name} ist für {audience} gemacht. Hören Sie rein, wo immer Sie Ihre Podcasts hören, abonnieren Sie die Sendung, damit Ihnen keine Folge entgeht, und sagen Sie uns, was Sie als Nächstes hören möchten.',
        i: '{name} ist für {audience} gemacht. Hören Sie rein, wo immer Sie Ihre Podcasts hören, abonnieren Sie die Sendung, damit Ihnen keine Folge entgeht, und sagen Sie mir, was Sie als Nächstes hören möchten.',
      },
      faq: {
        we: [
          { q: 'Wo kann ich zuhören?', a: 'Überall, wo es Podcasts gibt: Suchen Sie nach {name} und abonnieren Sie die Sendung, dann kommen neue Folgen direkt zu Ihnen.' },
          { q: 'Wann erscheinen neue Folgen?', a: 'Abonnieren Sie die Sendung in Ihrer Podcast-App, dann erscheint dort jede neue Folge, sobald sie veröffentlicht ist.' },
          { q: 'Kann ich einen Gast oder ein Thema vorschlagen?', a: 'Sehr gern. Schicken Sie uns eine Nachricht mit Ihrer Idee und einem Satz dazu, warum daraus eine gute Folge würde.' },
          { q: 'Ist eine Zusammenarbeit möglich?', a: 'Schreiben Sie uns in ein paar Worten, was Sie vorhaben, und wir melden uns bei Ihnen.' },
        ],
        i: [
          { q: 'Wo kann ich zuhören?', a: 'Überall, wo es Podcasts gibt: Suchen Sie nach {name} und abonnieren Sie die Sendung, dann kommen neue Folgen direkt zu Ihnen.' },
          { q: 'Wann erscheinen neue Folgen?', a: 'Abonnieren Sie die Sendung in Ihrer Podcast-App, dann erscheint dort jede neue Folge, sobald sie veröffentlicht ist.' },
          { q: 'Kann ich einen Gast oder ein Thema vorschlagen?', a: 'Sehr gern. Schicken Sie mir eine Nachricht mit Ihrer Idee und einem Satz dazu, warum daraus eine gute Folge würde.' },
          { q: 'Ist eine Zusammenarbeit möglich?', a: 'Schreiben Sie mir in ein paar Worten, was Sie vorhaben, und ich melde mich bei Ihnen.' },
        ],
      },
      closing: {
        heading: 'Einfach reinhören',
        text: { we: 'Starten Sie mit der neuesten Folge und sagen Sie uns, wie Sie sie finden.', i: 'Starten Sie mit der neuesten Folge und sagen Sie mir, wie Sie sie finden.' },
      },
      featureText: [
        'Teil jeder Folge von {name}.',
        'Hören Sie rein und überzeugen Sie sich selbst.',
        'Noch ein Grund, die Sendung zu abonnieren.',
        'Achten Sie beim Hören einmal darauf.',
      ],
    },
  },
  it: {
    show: {
      cta: { primary: 'Ascolta l’ultima puntata', secondary: 'Mettiti in contatto' },
      sections: {
        about: { nav: 'Presentazione', heading: 'Il programma in breve', eyebrow: 'Benvenuti' },
        dates: { nav: 'Puntate', heading: 'Ultime puntate', eyebrow: 'Ascolta' },
        highlights: { heading: 'Perché ascoltarlo', eyebrow: 'Il programma' },
        gallery: { heading: 'Dietro il microfono' },
        faq: { heading: 'Le domande degli ascoltatori' },
        contact: { heading: 'Mettiti in contatto', eyebrow: 'Contatti' },
      },
      contactIntro: {
        we: 'Proponi un ospite o un tema, chiedici di una collaborazione o mandaci semplicemente un saluto: leggiamo ogni messaggio.',
        i: 'Proponi un ospite o un tema, chiedimi di una collaborazione o mandami semplicemente un saluto: leggo ogni messaggio.',
      },
      about: {
        we: '{name} è pensato per {audience}. Lo trovi ovunque ascolti i tuoi podcast: seguilo per non perderti nessuna puntata e raccontaci cosa ti piacerebbe sentire nelle prossime.',
        i: '{name} è pensato per {audience}. Lo trovi ovunque ascolti i tuoi podcast: seguilo per non perderti nessuna puntata e raccontami cosa ti piacerebbe sentire nelle prossime.',
      },
      faq: {
        we: [
          { q: 'Dove posso ascoltarlo?', a: 'Ovunque ascolti i tuoi podcast: cerca {name} e segui il programma, così le nuove puntate arrivano direttamente a te.' },
          { q: 'Quando escono le nuove puntate?', a: 'Segui il programma nella tua app per i podcast e ogni nuova puntata comparirà lì non appena esce.' },
          { q: 'Posso proporre un ospite o un tema?', a: 'Certo. Mandaci un messaggio con la tua idea e una riga sul perché ne verrebbe fuori una bella puntata.' },
          { q: 'Possiamo collaborare?', a: 'Scrivici due righe su quello che hai in mente e ti risponderemo.' },
        ],
        i: [
          { q: 'Dove posso ascoltarlo?', a: 'Ovunque ascolti i tuoi podcast: cerca {name} e segui il programma, così le nuove puntate arrivano direttamente a te.' },
          { q: 'Quando escono le nuove puntate?', a: 'Segui il programma nella tua app per i podcast e ogni nuova puntata comparirà lì non appena esce.' },
          { q: 'Posso proporre un ospite o un tema?', a: 'Certo. Mandami un messaggio con la tua idea e una riga sul perché ne verrebbe fuori una bella puntata.' },
          { q: 'Possiamo collaborare?', a: 'Scrivimi due righe su quello che hai in mente e ti risponderò.' },
        ],
      },
      closing: {
        heading: 'Premi play',
        text: { we: 'Inizia dall’ultima puntata e facci sapere cosa ne pensi.', i: 'Inizia dall’ultima puntata e fammi sapere cosa ne pensi.' },
      },
      featureText: [
        'Parte di ogni puntata di {name}.',
        'Premi play e giudica da te.',
        'Un motivo in più per seguire il programma.',
        'Un dettaglio da cogliere all’ascolto.',
      ],
    },
  },
  nl: {
    show: {
      cta: { primary: 'Beluister de nieuwste', secondary: 'Neem contact op' },
      sections: {
        about: { nav: 'Over', heading: 'Over de podcast', eyebrow: 'Welkom' },
        dates: { nav: 'Afleveringen', heading: 'Nieuwste afleveringen', eyebrow: 'Luister mee' },
        highlights: { heading: 'Waarom luisteren', eyebrow: 'De podcast' },
        gallery: { heading: 'Achter de microfoon' },
        faq: { heading: 'Vragen van luisteraars' },
        contact: { heading: 'Neem contact op', eyebrow: 'Contact' },
      },
      contactIntro: {
        we: 'Stel een gast of onderwerp voor, vraag naar een samenwerking of zeg gewoon hallo: we lezen elk bericht.',
        i: 'Stel een gast of onderwerp voor, vraag naar een samenwerking of zeg gewoon hallo: ik lees elk bericht.',
      },
      about: {
        we: '{name} is gemaakt voor {audience}. Luister overal waar je podcasts luistert, volg de podcast zodat je geen aflevering mist en laat ons weten wat je hierna wilt horen.',
        i: '{name} is gemaakt voor {audience}. Luister overal waar je podcasts luistert, volg de podcast zodat je geen aflevering mist en laat me weten wat je hierna wilt horen.',
      },
      faq: {
        we: [
          { q: 'Waar kan ik luisteren?', a: 'Overal waar je podcasts luistert: zoek op {name} en volg de podcast, dan komen nieuwe afleveringen vanzelf naar je toe.' },
          { q: 'Wanneer verschijnen er nieuwe afleveringen?', a: 'Volg de podcast in je podcastapp, dan verschijnt elke nieuwe aflevering daar zodra die uit is.' },
          { q: 'Kan ik een gast of onderwerp voorstellen?', a: 'Graag zelfs. Stuur ons een bericht met je idee en een regel over waarom het een goede aflevering zou worden.' },
          { q: 'Is een samenwerking mogelijk?', a: 'Neem contact op en vertel in een paar woorden wat je in gedachten hebt, dan nemen we contact met je op.' },
        ],
        i: [
          { q: 'Waar kan ik luisteren?', a: 'Overal waar je podcasts luistert: zoek op {name} en volg de podcast, dan komen nieuwe afleveringen vanzelf naar je toe.' },
          { q: 'Wanneer verschijnen er nieuwe afleveringen?', a: 'Volg de podcast in je podcastapp, dan verschijnt elke nieuwe aflevering daar zodra die uit is.' },
          { q: 'Kan ik een gast of onderwerp voorstellen?', a: 'Graag zelfs. Stuur me een bericht met je idee en een regel over waarom het een goede aflevering zou worden.' },
          { q: 'Is een samenwerking mogelijk?', a: 'Neem contact op en vertel in een paar woorden wat je in gedachten hebt, dan neem ik contact met je op.' },
        ],
      },
      closing: {
        heading: 'Druk op play',
        text: { we: 'Begin bij de nieuwste aflevering en laat ons weten wat je ervan vindt.', i: 'Begin bij de nieuwste aflevering en laat me weten wat je ervan vindt.' },
      },
      featureText: [
        'Onderdeel van elke aflevering van {name}.',
        'Druk op play en hoor het zelf.',
        'Nog een reden om de podcast te volgen.',
        'Iets om op te letten tijdens het luisteren.',
      ],
    },
  },
  ja: {
    show: {
      cta: { primary: '最新回を聴く', secondary: 'お問い合わせ' },
      sections: {
        about: { nav: '番組紹介', heading: '番組について', eyebrow: 'ようこそ' },
        dates: { nav: 'エピソード', heading: '最新エピソード', eyebrow: '聴く' },
        highlights: { heading: '番組の聴きどころ', eyebrow: 'この番組' },
        gallery: { heading: '収録の舞台裏' },
        faq: { heading: 'リスナーからのご質問' },
        contact: { heading: 'お気軽にご連絡ください', eyebrow: 'お問い合わせ' },
      },
      contactIntro: {
        we: 'ゲストやテーマのご提案、お仕事のご相談、ちょっとしたご挨拶まで、いただいたメッセージには私たちがすべて目を通しています。',
        i: 'ゲストやテーマのご提案、お仕事のご相談、ちょっとしたご挨拶まで、いただいたメッセージには私がすべて目を通しています。',
      },
      about: {
        we: '{name}は、{audience}のための番組です。いつものポッドキャストアプリで聴けて、番組をフォローすれば新しいエピソードを聴き逃しません。次に聴きたい話題も、ぜひ私たちにお聞かせください。',
        i: '{name}は、{audience}のための番組です。いつものポッドキャストアプリで聴けて、番組をフォローすれば新しいエピソードを聴き逃しません。次に聴きたい話題も、ぜひ私にお聞かせください。',
      },
      faq: {
        we: [
          { q: 'どこで聴けますか？', a: 'いつものポッドキャストアプリで{name}を検索してください。番組をフォローすれば、新しいエピソードが自動で届きます。' },
          { q: '新しいエピソードはいつ配信されますか？', a: 'ポッドキャストアプリで番組をフォローしておけば、新しいエピソードが公開されるたびにそこに表示されます。' },
          { q: 'ゲストやテーマを提案できますか？', a: 'ぜひお寄せください。アイデアと、それが良いエピソードになりそうな理由をひとこと添えて、私たちにメッセージをお送りください。' },
          { q: 'お仕事のご相談はできますか？', a: 'お考えの内容を簡単に書いてご連絡ください。折り返し私たちからご連絡します。' },
        ],
        i: [
          { q: 'どこで聴けますか？', a: 'いつものポッドキャストアプリで{name}を検索してください。番組をフォローすれば、新しいエピソードが自動で届きます。' },
          { q: '新しいエピソードはいつ配信されますか？', a: 'ポッドキャストアプリで番組をフォローしておけば、新しいエピソードが公開されるたびにそこに表示されます。' },
          { q: 'ゲストやテーマを提案できますか？', a: 'ぜひお寄せください。アイデアと、それが良いエピソードになりそうな理由をひとこと添えて、私にメッセージをお送りください。' },
          { q: 'お仕事のご相談はできますか？', a: 'お考えの内容を簡単に書いてご連絡ください。折り返し私からご連絡します。' },
        ],
      },
      closing: {
        heading: 'さっそく聴いてみませんか',
        text: { we: 'まずは最新エピソードから聴いて、ぜひ私たちに感想をお聞かせください。', i: 'まずは最新エピソードから聴いて、ぜひ私に感想をお聞かせください。' },
      },
      featureText: [
        '{name}のどのエピソードにも通じる魅力です。',
        'ぜひ再生して、ご自身の耳で確かめてください。',
        '番組をフォローする理由が、またひとつ。',
        '聴くときに、ぜひ注目してみてください。',
      ],
    },
  },
  zh: {
    show: {
      cta: { primary: '收听最新一期', secondary: '联系咨询' },
      sections: {
        about: { nav: '关于', heading: '关于本节目', eyebrow: '欢迎' },
        dates: { nav: '单集', heading: '最新单集', eyebrow: '收听' },
        highlights: { heading: '为什么值得一听', eyebrow: '本节目' },
        gallery: { heading: '麦克风背后' },
        faq: { heading: '听众常见问题' },
        contact: { heading: '欢迎联系', eyebrow: '联系方式' },
      },
      contactIntro: {
        we: '推荐嘉宾或话题、洽谈合作，或者只是打个招呼，都欢迎留言：每条消息我们都会认真阅读。',
        i: '推荐嘉宾或话题、洽谈合作，或者只是打个招呼，都欢迎留言：每条消息我都会认真阅读。',
      },
      about: {
        we: '{name}为{audience}而做。您可以在常用的播客应用中收听，关注节目就不会错过任何一集，也欢迎告诉我们您接下来想听什么。',
        i: '{name}为{audience}而做。您可以在常用的播客应用中收听，关注节目就不会错过任何一集，也欢迎告诉我您接下来想听什么。',
      },
      faq: {
        we: [
          { q: '在哪里可以收听？', a: '在您常用的播客应用中搜索{name}并关注节目，新单集就会直接推送给您。' },
          { q: '新单集什么时候上线？', a: '在播客应用中关注节目，每期新单集一上线就会出现在那里。' },
          { q: '可以推荐嘉宾或话题吗？', a: '当然欢迎。请给我们留言，写下您的想法，并简单说说为什么它会是很好的一期。' },
          { q: '可以合作吗？', a: '请联系我们，简单说说您的想法，我们会回复您。' },
        ],
        i: [
          { q: '在哪里可以收听？', a: '在您常用的播客应用中搜索{name}并关注节目，新单集就会直接推送给您。' },
          { q: '新单集什么时候上线？', a: '在播客应用中关注节目，每期新单集一上线就会出现在那里。' },
          { q: '可以推荐嘉宾或话题吗？', a: '当然欢迎。请给我留言，写下您的想法，并简单说说为什么它会是很好的一期。' },
          { q: '可以合作吗？', a: '请联系我，简单说说您的想法，我会回复您。' },
        ],
      },
      closing: {
        heading: '按下播放键',
        text: { we: '从最新一期听起，欢迎告诉我们您的感受。', i: '从最新一期听起，欢迎告诉我您的感受。' },
      },
      featureText: [
        '这是{name}每一期都有的内容。',
        '按下播放，亲耳听听看。',
        '又一个关注节目的理由。',
        '收听时不妨留意一下。',
      ],
    },
  },
  ar: {
    show: {
      cta: { primary: 'استمع إلى أحدث حلقة', secondary: 'تواصل الآن' },
      sections: {
        about: { nav: 'نبذة', heading: 'عن البرنامج', eyebrow: 'مرحبًا بك' },
        dates: { nav: 'الحلقات', heading: 'أحدث الحلقات', eyebrow: 'استمع' },
        highlights: { heading: 'أسباب للاستماع', eyebrow: 'البرنامج' },
        gallery: { heading: 'خلف الميكروفون' },
        faq: { heading: 'أسئلة المستمعين' },
        contact: { heading: 'للتواصل', eyebrow: 'التواصل' },
      },
      contactIntro: {
        we: 'اقترح ضيفًا أو موضوعًا، أو اسأل عن فرص التعاون، أو ألقِ التحية فحسب: نقرأ كل رسالة تصلنا.',
        i: 'اقترح ضيفًا أو موضوعًا، أو اسأل عن فرص التعاون، أو ألقِ التحية فحسب: أقرأ كل رسالة تصلني.',
      },
      about: {
        we: 'صُمّم {name} من أجل {audience}. استمع إليه أينما تستمع إلى البودكاست عادةً، وتابع البرنامج كي لا تفوتك أي حلقة، وأخبرنا بما تودّ أن تسمعه في الحلقات القادمة.',
        i: 'صُمّم {name} من أجل {audience}. استمع إليه أينما تستمع إلى البودكاست عادةً، وتابع البرنامج كي لا تفوتك أي حلقة، وأخبرني بما تودّ أن تسمعه في الحلقات القادمة.',
      },
      faq: {
        we: [
          { q: 'أين يمكنني الاستماع؟', a: 'أينما تستمع إلى البودكاست عادةً: ابحث عن {name} وتابع البرنامج لتصلك الحلقات الجديدة مباشرة.' },
          { q: 'متى تصدر الحلقات الجديدة؟', a: 'تابع البرنامج في تطبيق البودكاست الذي تستخدمه، وستظهر فيه كل حلقة جديدة فور صدورها.' },
          { q: 'هل يمكنني اقتراح ضيف أو موضوع؟', a: 'بكل سرور. أرسل لنا رسالة بفكرتك، مع سطر يوضح لماذا ستكون حلقة جيدة.' },
          { q: 'هل من مجال للتعاون؟', a: 'تواصل معنا ببضع كلمات عمّا يدور في ذهنك، وسنعاود التواصل معك.' },
        ],
        i: [
          { q: 'أين يمكنني الاستماع؟', a: 'أينما تستمع إلى البودكاست عادةً: ابحث عن {name} وتابع البرنامج لتصلك الحلقات الجديدة مباشرة.' },
          { q: 'متى تصدر الحلقات الجديدة؟', a: 'تابع البرنامج في تطبيق البودكاست الذي تستخدمه، وستظهر فيه كل حلقة جديدة فور صدورها.' },
          { q: 'هل يمكنني اقتراح ضيف أو موضوع؟', a: 'بكل سرور. أرسل لي رسالة بفكرتك، مع سطر يوضح لماذا ستكون حلقة جيدة.' },
          { q: 'هل من مجال للتعاون؟', a: 'تواصل معي ببضع كلمات عمّا يدور في ذهنك، وسأعاود التواصل معك.' },
        ],
      },
      closing: {
        heading: 'اضغط زر التشغيل',
        text: { we: 'ابدأ بأحدث حلقة، وأخبرنا برأيك.', i: 'ابدأ بأحدث حلقة، وأخبرني برأيك.' },
      },
      featureText: [
        'جزء من كل حلقة من {name}.',
        'اضغط زر التشغيل واسمع بنفسك.',
        'سبب آخر لمتابعة البرنامج.',
        'شيء يستحق أن تنتبه إليه وأنت تستمع.',
      ],
    },
  },
};
