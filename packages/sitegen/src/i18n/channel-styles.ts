import type { StyleCopy } from './types';

/**
 * A video channel's own words over the events phrasebook (types.ts `PageStyle` `channel`; choose-blueprint
 * `VIDEO_CHANNEL`: a YouTube, Twitch or TikTok channel), in the site languages: viewers are invited to watch and
 * subscribe ("Watch the latest", "Latest videos"), and to suggest video ideas, instead of a podcast's "Listen
 * wherever you get your podcasts". No claim the owner has not made (no schedule, no platform beyond the
 * brief's, no subscriber figures).
 */
export const CHANNEL_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { channel: StyleCopy }> = {
  en: {
    channel: {
      cta: { primary: 'Watch the latest', secondary: 'Get in touch' },
      sections: {
        about: { nav: 'About', heading: 'About the channel', eyebrow: 'Welcome' },
        dates: { nav: 'Videos', heading: 'Latest videos', eyebrow: 'Watch' },
        highlights: { heading: 'Why watch', eyebrow: 'The channel' },
        gallery: { heading: 'Behind the camera' },
        faq: { heading: 'Viewer questions' },
        contact: { heading: 'Get in touch', eyebrow: 'Contact' },
      },
      contactIntro: {
        we: 'Suggest a video idea, ask about working together, or just say hello: we read every message.',
        i: 'Suggest a video idea, ask about working together, or just say hello: I read every message.',
      },
      about: {
        we: '{name} is made for {audience}. Subscribe so you don’t miss a video, and tell us what you’d like to see next.',
        i: '{name} is made for {audience}. Subscribe so you don’t miss a video, and tell me what you’d like to see next.',
      },
      faq: {
        we: [
          { q: 'Where can I watch?', a: 'Search for {name} and subscribe, so new videos show up in your feed as soon as they’re out.' },
          { q: 'When do new videos come out?', a: 'Subscribe and turn on notifications, and you’ll know as soon as a new video is out.' },
          { q: 'Can I suggest a video?', a: 'Please do. Send us a message with your idea and a line on why it would make a good video.' },
          { q: 'Can we work together?', a: 'Get in touch with a few words about what you have in mind, and we’ll get back to you.' },
        ],
        i: [
          { q: 'Where can I watch?', a: 'Search for {name} and subscribe, so new videos show up in your feed as soon as they’re out.' },
          { q: 'When do new videos come out?', a: 'Subscribe and turn on notifications, and you’ll know as soon as a new video is out.' },
          { q: 'Can I suggest a video?', a: 'Please do. Send me a message with your idea and a line on why it would make a good video.' },
          { q: 'Can we work together?', a: 'Get in touch with a few words about what you have in mind, and I’ll get back to you.' },
        ],
      },
      closing: {
        heading: 'Press play',
        text: { we: 'Start with the latest video, and tell us what you think.', i: 'Start with the latest video, and tell me what you think.' },
      },
      featureText: ['Part of every video on {name}.', 'Press play and see for yourself.', 'One more reason to subscribe.', 'Something to look out for.'],
    },
  },
  es: {
    channel: {
      cta: { primary: 'Mira lo último', secondary: 'Contactar' },
      sections: {
        about: { nav: 'Acerca de', heading: 'Sobre el canal', eyebrow: 'Bienvenida' },
        dates: { nav: 'Vídeos', heading: 'Últimos vídeos', eyebrow: 'Para ver' },
        highlights: { heading: 'Por qué verlo', eyebrow: 'El canal' },
        gallery: { heading: 'Detrás de la cámara' },
        faq: { heading: 'Preguntas de los espectadores' },
        contact: { heading: 'Ponte en contacto', eyebrow: 'Contacto' },
      },
      contactIntro: {
        we: 'Propón una idea para un vídeo, pregúntanos por una colaboración o simplemente salúdanos: leemos todos los mensajes.',
        i: 'Propón una idea para un vídeo, pregúntame por una colaboración o simplemente salúdame: leo todos los mensajes.',
      },
      about: {
        we: '{name} está pensado para {audience}. Suscríbete para no perderte ningún vídeo y cuéntanos qué te gustaría ver en los próximos.',
        i: '{name} está pensado para {audience}. Suscríbete para no perderte ningún vídeo y cuéntame qué te gustaría ver en los próximos.',
      },
      faq: {
        we: [
          { q: '¿Dónde puedo verlo?', a: 'Busca {name} y suscríbete para que los vídeos nuevos te aparezcan en cuanto se publiquen.' },
          { q: '¿Cuándo salen vídeos nuevos?', a: 'Suscríbete y activa las notificaciones, y te enterarás en cuanto salga un vídeo nuevo.' },
          { q: '¿Puedo proponer un vídeo?', a: 'Claro que sí. Envíanos un mensaje con tu idea y una línea sobre por qué daría para un buen vídeo.' },
          { q: '¿Podemos colaborar?', a: 'Ponte en contacto y cuéntanos en pocas palabras qué tienes en mente, y te responderemos.' },
        ],
        i: [
          { q: '¿Dónde puedo verlo?', a: 'Busca {name} y suscríbete para que los vídeos nuevos te aparezcan en cuanto se publiquen.' },
          { q: '¿Cuándo salen vídeos nuevos?', a: 'Suscríbete y activa las notificaciones, y te enterarás en cuanto salga un vídeo nuevo.' },
          { q: '¿Puedo proponer un vídeo?', a: 'Claro que sí. Envíame un mensaje con tu idea y una línea sobre por qué daría para un buen vídeo.' },
          { q: '¿Podemos colaborar?', a: 'Ponte en contacto y cuéntame en pocas palabras qué tienes en mente, y te responderé.' },
        ],
      },
      closing: {
        heading: 'Dale al play',
        text: { we: 'Empieza por el último vídeo y cuéntanos qué te parece.', i: 'Empieza por el último vídeo y cuéntame qué te parece.' },
      },
      featureText: [
        'Parte de cada vídeo de {name}.',
        'Dale al play y júzgalo por tu cuenta.',
        'Una razón más para suscribirte.',
        'Algo en lo que fijarte.',
      ],
    },
  },
  pt: {
    channel: {
      cta: { primary: 'Ver o último vídeo', secondary: 'Contactar' },
      sections: {
        about: { nav: 'Apresentação', heading: 'Sobre o canal', eyebrow: 'Boas-vindas' },
        dates: { nav: 'Vídeos', heading: 'Últimos vídeos', eyebrow: 'Para ver' },
        highlights: { heading: 'Razões para ver', eyebrow: 'O canal' },
        gallery: { heading: 'Por trás da câmara' },
        faq: { heading: 'Perguntas dos espectadores' },
        contact: { heading: 'Entre em contacto', eyebrow: 'Contacto' },
      },
      contactIntro: {
        we: 'Sugira uma ideia para um vídeo, pergunte-nos por uma colaboração ou venha só dizer olá: lemos todas as mensagens.',
        i: 'Sugira uma ideia para um vídeo, pergunte-me por uma colaboração ou venha só dizer olá: leio todas as mensagens.',
      },
      about: {
        we: '{name} é feito para {audience}. Subscreva o canal para não perder nenhum vídeo e diga-nos o que gostaria de ver a seguir.',
        i: '{name} é feito para {audience}. Subscreva o canal para não perder nenhum vídeo e diga-me o que gostaria de ver a seguir.',
      },
      faq: {
        we: [
          { q: 'Onde posso ver?', a: 'Procure {name} e subscreva o canal, para que os novos vídeos lhe apareçam assim que forem publicados.' },
          { q: 'Quando saem novos vídeos?', a: 'Subscreva o canal e ative as notificações, e saberá assim que sair um novo vídeo.' },
          { q: 'Posso sugerir um vídeo?', a: 'Claro que sim. Envie-nos uma mensagem com a sua ideia e uma frase sobre o que faria dela um bom vídeo.' },
          { q: 'Podemos trabalhar juntos?', a: 'Entre em contacto e conte-nos em poucas palavras o que tem em mente, e voltaremos a falar consigo.' },
        ],
        i: [
          { q: 'Onde posso ver?', a: 'Procure {name} e subscreva o canal, para que os novos vídeos lhe apareçam assim que forem publicados.' },
          { q: 'Quando saem novos vídeos?', a: 'Subscreva o canal e ative as notificações, e saberá assim que sair um novo vídeo.' },
          { q: 'Posso sugerir um vídeo?', a: 'Claro que sim. Envie-me uma mensagem com a sua ideia e uma frase sobre o que faria dela um bom vídeo.' },
          { q: 'Podemos trabalhar juntos?', a: 'Entre em contacto e conte-me em poucas palavras o que tem em mente, e voltarei a falar consigo.' },
        ],
      },
      closing: {
        heading: 'Carregue no play',
        text: { we: 'Comece pelo vídeo mais recente e diga-nos o que achou.', i: 'Comece pelo vídeo mais recente e diga-me o que achou.' },
      },
      featureText: [
        'Presente em cada vídeo que {name} publica.',
        'Carregue no play e tire as suas conclusões.',
        'Mais uma razão para subscrever o canal.',
        'Um pormenor a não perder.',
      ],
    },
  },
  fr: {
    channel: {
      cta: { primary: 'Voir la dernière vidéo', secondary: 'Prendre contact' },
      sections: {
        about: { nav: 'À propos', heading: 'À propos de la chaîne', eyebrow: 'Bienvenue' },
        dates: { nav: 'Vidéos', heading: 'Dernières vidéos', eyebrow: 'À regarder' },
        highlights: { heading: 'Les bonnes raisons de regarder', eyebrow: 'La chaîne' },
        gallery: { heading: 'Derrière la caméra' },
        faq: { heading: 'Les questions des spectateurs' },
        contact: { heading: 'Prendre contact', eyebrow: 'Contact' },
      },
      contactIntro: {
        we: 'Proposez une idée de vidéo, parlez-nous d’une collaboration ou dites simplement bonjour\u00a0: nous lisons tous les messages.',
        i: 'Proposez une idée de vidéo, parlez-moi d’une collaboration ou dites simplement bonjour\u00a0: je lis tous les messages.',
      },
      about: {
        we: '{name}, c’est une chaîne pensée pour {audience}. Abonnez-vous pour ne manquer aucune vidéo, et dites-nous ce que vous aimeriez voir ensuite.',
        i: '{name}, c’est une chaîne pensée pour {audience}. Abonnez-vous pour ne manquer aucune vidéo, et dites-moi ce que vous aimeriez voir ensuite.',
      },
      faq: {
        we: [
          { q: 'Où regarder les vidéos\u202f?', a: 'Cherchez {name} et abonnez-vous\u00a0: les nouvelles vidéos s’afficheront dans vos abonnements dès leur sortie.' },
          { q: 'Quand sortent les nouvelles vidéos\u202f?', a: 'Abonnez-vous et activez les notifications\u00a0: vous saurez dès qu’une nouvelle vidéo est en ligne.' },
          { q: 'Puis-je proposer une vidéo\u202f?', a: 'Avec plaisir. Envoyez-nous un message avec votre idée et une ligne sur ce qui en ferait une bonne vidéo.' },
          { q: 'Peut-on travailler ensemble\u202f?', a: 'Écrivez-nous en quelques mots ce que vous avez en tête, et nous reviendrons vers vous.' },
        ],
        i: [
          { q: 'Où regarder les vidéos\u202f?', a: 'Cherchez {name} et abonnez-vous\u00a0: les nouvelles vidéos s’afficheront dans vos abonnements dès leur sortie.' },
          { q: 'Quand sortent les nouvelles vidéos\u202f?', a: 'Abonnez-vous et activez les notifications\u00a0: vous saurez dès qu’une nouvelle vidéo est en ligne.' },
          { q: 'Puis-je proposer une vidéo\u202f?', a: 'Avec plaisir. Envoyez-moi un message avec votre idée et une ligne sur ce qui en ferait une bonne vidéo.' },
          { q: 'Peut-on travailler ensemble\u202f?', a: 'Écrivez-moi en quelques mots ce que vous avez en tête, et je reviendrai vers vous.' },
        ],
      },
      closing: {
        heading: 'Lancez la lecture',
        text: { we: 'Commencez par la dernière vidéo, et dites-nous ce que vous en pensez.', i: 'Commencez par la dernière vidéo, et dites-moi ce que vous en pensez.' },
      },
      featureText: [
        'Au cœur de chaque vidéo sur {name}.',
        'Lancez la lecture et jugez par vous-même.',
        'Une raison de plus de s’abonner.',
        'Un détail à ne pas manquer.',
      ],
    },
  },
  de: {
    channel: {
      cta: { primary: 'Neuestes Video ansehen', secondary: 'Kontakt aufnehmen' },
      sections: {
        about: { nav: 'Der Kanal', heading: 'Über den Kanal', eyebrow: 'Willkommen' },
        dates: { nav: 'Neue Videos', heading: 'Neueste Videos', eyebrow: 'Reinschauen' },
        highlights: { heading: 'Warum reinschauen', eyebrow: 'Der Kanal' },
        gallery: { heading: 'Hinter der Kamera' },
        faq: { heading: 'Zuschauerfragen' },
        contact: { heading: 'Kontakt aufnehmen', eyebrow: 'Kontakt' },
      },
      contactIntro: {
        we: 'Schlagen Sie eine Videoidee vor, fragen Sie nach einer Zusammenarbeit oder sagen Sie einfach Hallo: Wir lesen jede Nachricht.',
        i: 'Schlagen Sie eine Videoidee vor, fragen Sie nach einer Zusammenarbeit oder sagen Sie einfach Hallo: Ich lese jede Nachricht.',
      },
      about: {
        we: '{name} ist für {audience} gemacht. Abonnieren Sie den Kanal, damit Ihnen kein Video entgeht, und sagen Sie uns, was Sie als Nächstes sehen möchten.',
        i: '{name} ist für {audience} gemacht. Abonnieren Sie den Kanal, damit Ihnen kein Video entgeht, und sagen Sie mir, was Sie als Nächstes sehen möchten.',
      },
      faq: {
        we: [
          { q: 'Wo kann ich zuschauen?', a: 'Suchen Sie nach {name} und abonnieren Sie den Kanal, dann erscheinen neue Videos in Ihrem Feed, sobald sie online sind.' },
          { q: 'Wann erscheinen neue Videos?', a: 'Abonnieren Sie den Kanal und aktivieren Sie die Benachrichtigungen, dann wissen Sie sofort, wenn ein neues Video online ist.' },
          { q: 'Kann ich ein Video vorschlagen?', a: 'Sehr gern. Schicken Sie uns eine Nachricht mit Ihrer Idee und einem Satz dazu, warum daraus ein gutes Video würde.' },
          { q: 'Ist eine Zusammenarbeit möglich?', a: 'Schreiben Sie uns in ein paar Worten, was Sie vorhaben, und wir melden uns bei Ihnen.' },
        ],
        i: [
          { q: 'Wo kann ich zuschauen?', a: 'Suchen Sie nach {name} und abonnieren Sie den Kanal, dann erscheinen neue Videos in Ihrem Feed, sobald sie online sind.' },
          { q: 'Wann erscheinen neue Videos?', a: 'Abonnieren Sie den Kanal und aktivieren Sie die Benachrichtigungen, dann wissen Sie sofort, wenn ein neues Video online ist.' },
          { q: 'Kann ich ein Video vorschlagen?', a: 'Sehr gern. Schicken Sie mir eine Nachricht mit Ihrer Idee und einem Satz dazu, warum daraus ein gutes Video würde.' },
          { q: 'Ist eine Zusammenarbeit möglich?', a: 'Schreiben Sie mir in ein paar Worten, was Sie vorhaben, und ich melde mich bei Ihnen.' },
        ],
      },
      closing: {
        heading: 'Einfach reinschauen',
        text: { we: 'Starten Sie mit dem neuesten Video und sagen Sie uns, wie Sie es finden.', i: 'Starten Sie mit dem neuesten Video und sagen Sie mir, wie Sie es finden.' },
      },
      featureText: [
        'Teil jedes Videos von {name}.',
        'Schauen Sie rein und überzeugen Sie sich selbst.',
        'Noch ein Grund, den Kanal zu abonnieren.',
        'Achten Sie beim Zuschauen einmal darauf.',
      ],
    },
  },
  it: {
    channel: {
      cta: { primary: 'Guarda l’ultimo video', secondary: 'Mettiti in contatto' },
      sections: {
        about: { nav: 'Presentazione', heading: 'Il canale in breve', eyebrow: 'Benvenuti' },
        dates: { nav: 'Video', heading: 'Ultimi video', eyebrow: 'Guarda' },
        highlights: { heading: 'Perché guardarlo', eyebrow: 'Il canale' },
        gallery: { heading: 'Dietro la telecamera' },
        faq: { heading: 'Le domande degli spettatori' },
        contact: { heading: 'Mettiti in contatto', eyebrow: 'Contatti' },
      },
      contactIntro: {
        we: 'Proponi un’idea per un video, chiedici di una collaborazione o mandaci semplicemente un saluto: leggiamo ogni messaggio.',
        i: 'Proponi un’idea per un video, chiedimi di una collaborazione o mandami semplicemente un saluto: leggo ogni messaggio.',
      },
      about: {
        we: '{name} è pensato per {audience}. Iscriviti per non perderti nessun video e raccontaci cosa ti piacerebbe vedere nei prossimi.',
        i: '{name} è pensato per {audience}. Iscriviti per non perderti nessun video e raccontami cosa ti piacerebbe vedere nei prossimi.',
      },
      faq: {
        we: [
          { q: 'Dove posso guardarlo?', a: 'Cerca {name} e iscriviti: così i nuovi video compariranno tra le tue iscrizioni appena escono.' },
          { q: 'Quando escono i nuovi video?', a: 'Iscriviti e attiva le notifiche: saprai subito quando esce un nuovo video.' },
          { q: 'Posso proporre un video?', a: 'Certo. Mandaci un messaggio con la tua idea e una riga sul perché ne verrebbe fuori un bel video.' },
          { q: 'Possiamo collaborare?', a: 'Scrivici due righe su quello che hai in mente e ti risponderemo.' },
        ],
        i: [
          { q: 'Dove posso guardarlo?', a: 'Cerca {name} e iscriviti: così i nuovi video compariranno tra le tue iscrizioni appena escono.' },
          { q: 'Quando escono i nuovi video?', a: 'Iscriviti e attiva le notifiche: saprai subito quando esce un nuovo video.' },
          { q: 'Posso proporre un video?', a: 'Certo. Mandami un messaggio con la tua idea e una riga sul perché ne verrebbe fuori un bel video.' },
          { q: 'Possiamo collaborare?', a: 'Scrivimi due righe su quello che hai in mente e ti risponderò.' },
        ],
      },
      closing: {
        heading: 'Premi play',
        text: { we: 'Inizia dall’ultimo video e facci sapere cosa ne pensi.', i: 'Inizia dall’ultimo video e fammi sapere cosa ne pensi.' },
      },
      featureText: [
        'Parte di ogni video di {name}.',
        'Premi play e giudica da te.',
        'Un motivo in più per iscriverti.',
        'Un dettaglio da tenere d’occhio.',
      ],
    },
  },
  nl: {
    channel: {
      cta: { primary: 'Bekijk de nieuwste', secondary: 'Neem contact op' },
      sections: {
        about: { nav: 'Over', heading: 'Over het kanaal', eyebrow: 'Welkom' },
        dates: { nav: 'Video’s', heading: 'Nieuwste video’s', eyebrow: 'Kijk mee' },
        highlights: { heading: 'Waarom kijken', eyebrow: 'Het kanaal' },
        gallery: { heading: 'Achter de camera' },
        faq: { heading: 'Vragen van kijkers' },
        contact: { heading: 'Neem contact op', eyebrow: 'Contact' },
      },
      contactIntro: {
        we: 'Stel een idee voor een video voor, vraag naar een samenwerking of zeg gewoon hallo: we lezen elk bericht.',
        i: 'Stel een idee voor een video voor, vraag naar een samenwerking of zeg gewoon hallo: ik lees elk bericht.',
      },
      about: {
        we: '{name} is gemaakt voor {audience}. Abonneer je zodat je geen video mist en laat ons weten wat je hierna wilt zien.',
        i: '{name} is gemaakt voor {audience}. Abonneer je zodat je geen video mist en laat me weten wat je hierna wilt zien.',
      },
      faq: {
        we: [
          { q: 'Waar kan ik kijken?', a: 'Zoek op {name} en abonneer je, dan verschijnen nieuwe video’s in je feed zodra ze uit zijn.' },
          { q: 'Wanneer verschijnen er nieuwe video’s?', a: 'Abonneer je en zet meldingen aan, dan weet je het meteen zodra er een nieuwe video uit is.' },
          { q: 'Kan ik een video voorstellen?', a: 'Graag zelfs. Stuur ons een bericht met je idee en een regel over waarom het een goede video zou worden.' },
          { q: 'Is een samenwerking mogelijk?', a: 'Neem contact op en vertel in een paar woorden wat je in gedachten hebt, dan nemen we contact met je op.' },
        ],
        i: [
          { q: 'Waar kan ik kijken?', a: 'Zoek op {name} en abonneer je, dan verschijnen nieuwe video’s in je feed zodra ze uit zijn.' },
          { q: 'Wanneer verschijnen er nieuwe video’s?', a: 'Abonneer je en zet meldingen aan, dan weet je het meteen zodra er een nieuwe video uit is.' },
          { q: 'Kan ik een video voorstellen?', a: 'Graag zelfs. Stuur me een bericht met je idee en een regel over waarom het een goede video zou worden.' },
          { q: 'Is een samenwerking mogelijk?', a: 'Neem contact op en vertel in een paar woorden wat je in gedachten hebt, dan neem ik contact met je op.' },
        ],
      },
      closing: {
        heading: 'Druk op play',
        text: { we: 'Begin bij de nieuwste video en laat ons weten wat je ervan vindt.', i: 'Begin bij de nieuwste video en laat me weten wat je ervan vindt.' },
      },
      featureText: [
        'Onderdeel van elke video van {name}.',
        'Druk op play en zie het met eigen ogen.',
        'Nog een reden om je te abonneren.',
        'Iets om op te letten tijdens het kijken.',
      ],
    },
  },
  ja: {
    channel: {
      cta: { primary: '最新動画を見る', secondary: 'お問い合わせ' },
      sections: {
        about: { nav: 'チャンネル', heading: 'チャンネルについて', eyebrow: 'ようこそ' },
        dates: { nav: '動画', heading: '最新の動画', eyebrow: '見る' },
        highlights: { heading: 'チャンネルの見どころ', eyebrow: 'このチャンネル' },
        gallery: { heading: '撮影の舞台裏' },
        faq: { heading: '視聴者からのご質問' },
        contact: { heading: 'お気軽にご連絡ください', eyebrow: 'お問い合わせ' },
      },
      contactIntro: {
        we: '動画のアイデアのご提案、お仕事のご相談、ちょっとしたご挨拶まで、いただいたメッセージには私たちがすべて目を通しています。',
        i: '動画のアイデアのご提案、お仕事のご相談、ちょっとしたご挨拶まで、いただいたメッセージには私がすべて目を通しています。',
      },
      about: {
        we: '{name}は、{audience}のためのチャンネルです。チャンネル登録をすれば新しい動画を見逃しません。次に見たい動画も、ぜひ私たちにお聞かせください。',
        i: '{name}は、{audience}のためのチャンネルです。チャンネル登録をすれば新しい動画を見逃しません。次に見たい動画も、ぜひ私にお聞かせください。',
      },
      faq: {
        we: [
          { q: 'どこで見られますか？', a: '{name}で検索して、チャンネル登録をしてください。新しい動画が公開されると、すぐにフィードに表示されます。' },
          { q: '新しい動画はいつ公開されますか？', a: 'チャンネル登録をして通知をオンにしておけば、新しい動画が公開されたときにすぐわかります。' },
          { q: '動画のアイデアを提案できますか？', a: 'ぜひお寄せください。アイデアと、それが良い動画になりそうな理由をひとこと添えて、私たちにメッセージをお送りください。' },
          { q: 'お仕事のご相談はできますか？', a: 'お考えの内容を簡単に書いてご連絡ください。折り返し私たちからご連絡します。' },
        ],
        i: [
          { q: 'どこで見られますか？', a: '{name}で検索して、チャンネル登録をしてください。新しい動画が公開されると、すぐにフィードに表示されます。' },
          { q: '新しい動画はいつ公開されますか？', a: 'チャンネル登録をして通知をオンにしておけば、新しい動画が公開されたときにすぐわかります。' },
          { q: '動画のアイデアを提案できますか？', a: 'ぜひお寄せください。アイデアと、それが良い動画になりそうな理由をひとこと添えて、私にメッセージをお送りください。' },
          { q: 'お仕事のご相談はできますか？', a: 'お考えの内容を簡単に書いてご連絡ください。折り返し私からご連絡します。' },
        ],
      },
      closing: {
        heading: 'さっそく見てみませんか',
        text: { we: 'まずは最新の動画から見て、ぜひ私たちに感想をお聞かせください。', i: 'まずは最新の動画から見て、ぜひ私に感想をお聞かせください。' },
      },
      featureText: [
        '{name}のどの動画にも通じる魅力です。',
        'ぜひ再生して、ご自身の目で確かめてください。',
        'チャンネル登録する理由が、またひとつ。',
        '見るときに、ぜひ注目してみてください。',
      ],
    },
  },
  zh: {
    channel: {
      cta: { primary: '观看最新视频', secondary: '联系咨询' },
      sections: {
        about: { nav: '关于', heading: '关于本频道', eyebrow: '欢迎' },
        dates: { nav: '视频', heading: '最新视频', eyebrow: '观看' },
        highlights: { heading: '为什么值得一看', eyebrow: '本频道' },
        gallery: { heading: '镜头背后' },
        faq: { heading: '观众常见问题' },
        contact: { heading: '欢迎联系', eyebrow: '联系方式' },
      },
      contactIntro: {
        we: '推荐视频选题、洽谈合作，或者只是打个招呼，都欢迎留言：每条消息我们都会认真阅读。',
        i: '推荐视频选题、洽谈合作，或者只是打个招呼，都欢迎留言：每条消息我都会认真阅读。',
      },
      about: {
        we: '{name}为{audience}而做。订阅频道就不会错过任何新视频，也欢迎告诉我们您接下来想看什么。',
        i: '{name}为{audience}而做。订阅频道就不会错过任何新视频，也欢迎告诉我您接下来想看什么。',
      },
      faq: {
        we: [
          { q: '在哪里可以观看？', a: '搜索{name}并订阅频道，新视频一发布就会出现在您的订阅内容中。' },
          { q: '新视频什么时候发布？', a: '订阅频道并开启通知，新视频一发布您就会第一时间知道。' },
          { q: '可以推荐视频选题吗？', a: '当然欢迎。请给我们留言，写下您的想法，并简单说说为什么它能做成一个好视频。' },
          { q: '可以合作吗？', a: '请联系我们，简单说说您的想法，我们会回复您。' },
        ],
        i: [
          { q: '在哪里可以观看？', a: '搜索{name}并订阅频道，新视频一发布就会出现在您的订阅内容中。' },
          { q: '新视频什么时候发布？', a: '订阅频道并开启通知，新视频一发布您就会第一时间知道。' },
          { q: '可以推荐视频选题吗？', a: '当然欢迎。请给我留言，写下您的想法，并简单说说为什么它能做成一个好视频。' },
          { q: '可以合作吗？', a: '请联系我，简单说说您的想法，我会回复您。' },
        ],
      },
      closing: {
        heading: '按下播放键',
        text: { we: '从最新视频看起，欢迎告诉我们您的感受。', i: '从最新视频看起，欢迎告诉我您的感受。' },
      },
      featureText: [
        '这是{name}每个视频都有的内容。',
        '按下播放，亲眼看看。',
        '又一个订阅频道的理由。',
        '观看时不妨留意一下。',
      ],
    },
  },
  ar: {
    channel: {
      cta: { primary: 'شاهد أحدث فيديو', secondary: 'تواصل الآن' },
      sections: {
        about: { nav: 'نبذة', heading: 'عن القناة', eyebrow: 'مرحبًا بك' },
        dates: { nav: 'الفيديوهات', heading: 'أحدث الفيديوهات', eyebrow: 'شاهد' },
        highlights: { heading: 'أسباب للمشاهدة', eyebrow: 'القناة' },
        gallery: { heading: 'خلف الكاميرا' },
        faq: { heading: 'أسئلة المشاهدين' },
        contact: { heading: 'للتواصل', eyebrow: 'التواصل' },
      },
      contactIntro: {
        we: 'اقترح فكرة لفيديو، أو اسأل عن فرص التعاون، أو ألقِ التحية فحسب: نقرأ كل رسالة تصلنا.',
        i: 'اقترح فكرة لفيديو، أو اسأل عن فرص التعاون، أو ألقِ التحية فحسب: أقرأ كل رسالة تصلني.',
      },
      about: {
        we: '{name} قناة صُنعت من أجل {audience}. اشترك في القناة كي لا يفوتك أي فيديو، وأخبرنا بما تودّ أن تشاهده في الفيديوهات القادمة.',
        i: '{name} قناة صُنعت من أجل {audience}. اشترك في القناة كي لا يفوتك أي فيديو، وأخبرني بما تودّ أن تشاهده في الفيديوهات القادمة.',
      },
      faq: {
        we: [
          { q: 'أين يمكنني المشاهدة؟', a: 'ابحث عن {name} واشترك في القناة، لتظهر لك الفيديوهات الجديدة فور نشرها.' },
          { q: 'متى تُنشر الفيديوهات الجديدة؟', a: 'اشترك في القناة وفعّل الإشعارات، وستعرف فور نشر أي فيديو جديد.' },
          { q: 'هل يمكنني اقتراح فيديو؟', a: 'بكل سرور. أرسل لنا رسالة بفكرتك، مع سطر يوضح لماذا تصلح لفيديو جيد.' },
          { q: 'هل من مجال للتعاون؟', a: 'تواصل معنا ببضع كلمات عمّا يدور في ذهنك، وسنعاود التواصل معك.' },
        ],
        i: [
          { q: 'أين يمكنني المشاهدة؟', a: 'ابحث عن {name} واشترك في القناة، لتظهر لك الفيديوهات الجديدة فور نشرها.' },
          { q: 'متى تُنشر الفيديوهات الجديدة؟', a: 'اشترك في القناة وفعّل الإشعارات، وستعرف فور نشر أي فيديو جديد.' },
          { q: 'هل يمكنني اقتراح فيديو؟', a: 'بكل سرور. أرسل لي رسالة بفكرتك، مع سطر يوضح لماذا تصلح لفيديو جيد.' },
          { q: 'هل من مجال للتعاون؟', a: 'تواصل معي ببضع كلمات عمّا يدور في ذهنك، وسأعاود التواصل معك.' },
        ],
      },
      closing: {
        heading: 'اضغط زر التشغيل',
        text: { we: 'ابدأ بأحدث فيديو، وأخبرنا برأيك.', i: 'ابدأ بأحدث فيديو، وأخبرني برأيك.' },
      },
      featureText: [
        'جزء من كل فيديو على {name}.',
        'اضغط زر التشغيل وشاهد بنفسك.',
        'سبب آخر للاشتراك في القناة.',
        'شيء يستحق أن تنتبه إليه وأنت تشاهد.',
      ],
    },
  },
};
