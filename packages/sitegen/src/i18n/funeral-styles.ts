import type { StyleCopy } from './types';

/**
 * A funeral director's own words over the local phrasebook (types.ts `PageStyle` `funeral`;
 * choose-blueprint `arrangesFunerals`), in the site languages: families are invited to talk ("Talk to us"),
 * the steps are those of arranging a funeral, and the questions are the ones families ask, instead of
 * "Request a booking" and a booking form. Calm, plain words; nothing sold, nothing hurried, and no claim
 * the owner has not made (no prices, no 24-hour line, no home visits, no religion assumed).
 */
export const FUNERAL_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { funeral: StyleCopy }> = {
  en: {
    funeral: {
      cta: { primary: 'Get in touch' },
      sections: {
        booking: { heading: 'Arranging a funeral', eyebrow: 'What happens next' },
        faq: { heading: 'Questions families ask' },
        contact: { nav: 'Contact', heading: { we: 'Talk to us', i: 'Talk to me' }, eyebrow: 'Contact', send: 'Send message' },
      },
      contactIntro: {
        we: 'Send us a message or call, and we’ll get back to you to talk things through; there’s no need to have anything decided.',
        i: 'Send me a message or call, and I’ll get back to you to talk things through; there’s no need to have anything decided.',
      },
      about: {
        we: 'At {name}, we take time to listen and guide you through each decision at your own pace. Whatever kind of funeral you have in mind, we’re here to help you arrange it.',
        i: 'I take time to listen and guide you through each decision at your own pace. Whatever kind of funeral you have in mind, I’m here to help you arrange it.',
      },
      steps: {
        we: [
          { title: 'Get in touch', text: 'Call or send a message when you’re ready. We’ll explain what happens next and what needs doing first.' },
          { title: 'Plan together', text: 'We’ll sit down with you to talk through the kind of funeral you’d like, the choices and what they cost.' },
          { title: 'Leave the rest to us', text: 'We look after the arrangements and keep you informed, so you can be with the people who matter.' },
        ],
        i: [
          { title: 'Get in touch', text: 'Call or send a message when you’re ready. I’ll explain what happens next and what needs doing first.' },
          { title: 'Plan together', text: 'I’ll sit down with you to talk through the kind of funeral you’d like, the choices and what they cost.' },
          { title: 'Leave the rest to me', text: 'I look after the arrangements and keep you informed, so you can be with the people who matter.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Time to talk', text: 'We listen first and never rush you into a decision.' },
          { title: 'Plain answers on costs', text: 'Ask about costs at any point and we’ll explain them clearly.' },
          { title: 'A funeral that feels right', text: 'Whatever you have in mind, we’ll help you plan a farewell that fits the person.' },
        ],
        i: [
          { title: 'Time to talk', text: 'I listen first and never rush you into a decision.' },
          { title: 'Plain answers on costs', text: 'Ask about costs at any point and I’ll explain them clearly.' },
          { title: 'A funeral that feels right', text: 'Whatever you have in mind, I’ll help you plan a farewell that fits the person.' },
        ],
      },
      faq: {
        we: [
          { q: 'What should I do first when someone dies?', a: 'Get in touch with us whenever you’re ready. We’ll explain the first steps, including the paperwork, and what we can take care of for you.' },
          { q: 'How much does a funeral cost?', a: 'It depends on the choices you make. Ask us and we’ll explain the costs plainly before anything is arranged.' },
          { q: 'Can the funeral reflect the person’s wishes?', a: 'Yes. Tell us what matters to you and to them, from music and readings to flowers, and we’ll help you plan it.' },
          { q: 'Can I plan a funeral in advance?', a: 'Get in touch and we’ll talk you through the options for planning ahead.' },
        ],
        i: [
          { q: 'What should I do first when someone dies?', a: 'Get in touch with me whenever you’re ready. I’ll explain the first steps, including the paperwork, and what I can take care of for you.' },
          { q: 'How much does a funeral cost?', a: 'It depends on the choices you make. Ask me and I’ll explain the costs plainly before anything is arranged.' },
          { q: 'Can the funeral reflect the person’s wishes?', a: 'Yes. Tell me what matters to you and to them, from music and readings to flowers, and I’ll help you plan it.' },
          { q: 'Can I plan a funeral in advance?', a: 'Get in touch and I’ll talk you through the options for planning ahead.' },
        ],
      },
      closing: {
        heading: { we: 'We’re here when you need us', i: 'I’m here when you need me' },
        text: { we: 'Get in touch whenever you’re ready, and we’ll talk you through what happens next.', i: 'Get in touch whenever you’re ready, and I’ll talk you through what happens next.' },
      },
      featureText: {
        we: [
          'Ask us and we’ll explain what’s involved.',
          'Part of how we care for families at {name}.',
          'Talk to us about what feels right for you.',
          'We’ll explain the choices when you get in touch.',
        ],
        i: [
          'Ask me and I’ll explain what’s involved.',
          'Part of how families are cared for at {name}.',
          'Talk to me about what feels right for you.',
          'I’ll explain the choices when you get in touch.',
        ],
      },
    },
  },
  es: {
    funeral: {
      cta: { primary: 'Ponte en contacto' },
      sections: {
        booking: { heading: 'Organizar un funeral', eyebrow: 'Qué sucede después' },
        faq: { heading: 'Lo que preguntan las familias' },
        contact: { nav: 'Contacto', heading: { we: 'Habla con nosotros', i: 'Habla conmigo' }, eyebrow: 'Contacto', send: 'Enviar mensaje' },
      },
      contactIntro: {
        we: 'Escríbenos o llámanos y te responderemos para hablarlo con calma; no hace falta que tengas nada decidido.',
        i: 'Escríbeme o llámame y te responderé para hablarlo con calma; no hace falta que tengas nada decidido.',
      },
      about: {
        we: 'En {name} nos tomamos el tiempo de escucharte y te acompañamos en cada decisión, a tu ritmo. Sea cual sea el funeral que tengas en mente, estamos aquí para ayudarte a organizarlo.',
        i: 'Me tomo el tiempo de escucharte y te acompaño en cada decisión, a tu ritmo. Sea cual sea el funeral que tengas en mente, estoy aquí para ayudarte a organizarlo.',
      },
      steps: {
        we: [
          { title: 'Ponte en contacto', text: 'Llámanos o escríbenos cuando quieras. Te explicaremos qué ocurre a partir de ahora y qué conviene hacer primero.' },
          { title: 'Planificar juntos', text: 'Nos sentaremos contigo para hablar del tipo de funeral que deseas, de las opciones y de lo que cuesta cada una.' },
          { title: 'Déjalo en nuestras manos', text: 'Nos encargamos de los preparativos y te mantenemos al tanto, para que puedas estar con quienes más importan.' },
        ],
        i: [
          { title: 'Ponte en contacto', text: 'Llámame o escríbeme cuando quieras. Te explicaré qué ocurre a partir de ahora y qué conviene hacer primero.' },
          { title: 'Planificar juntos', text: 'Me sentaré contigo para hablar del tipo de funeral que deseas, de las opciones y de lo que cuesta cada una.' },
          { title: 'Déjalo en mis manos', text: 'Me encargo de los preparativos y te mantengo al tanto, para que puedas estar con quienes más importan.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Tiempo para hablar', text: 'Primero te escuchamos y nunca te metemos prisa para decidir.' },
          { title: 'Costes explicados con claridad', text: 'Pregúntanos por los costes en cualquier momento y te los explicaremos con claridad.' },
          { title: 'Un funeral que sientas tuyo', text: 'Sea cual sea tu idea, te ayudaremos a preparar una despedida fiel a la persona.' },
        ],
        i: [
          { title: 'Tiempo para hablar', text: 'Primero te escucho y nunca te meto prisa para decidir.' },
          { title: 'Costes explicados con claridad', text: 'Pregúntame por los costes en cualquier momento y te los explicaré con claridad.' },
          { title: 'Un funeral que sientas tuyo', text: 'Sea cual sea tu idea, te ayudaré a preparar una despedida fiel a la persona.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Qué debo hacer primero cuando fallece alguien?', a: 'Ponte en contacto con nosotros cuando quieras. Te explicaremos los primeros pasos, incluidos los trámites, y de qué podemos encargarnos por ti.' },
          { q: '¿Cuánto cuesta un funeral?', a: 'Depende de lo que elijas. Pregúntanos y te explicaremos los costes con claridad antes de organizar nada.' },
          { q: '¿Puede el funeral reflejar los deseos de la persona?', a: 'Sí. Cuéntanos qué es importante para ti y para tu ser querido, de la música y las lecturas a las flores, y te ayudaremos a prepararlo.' },
          { q: '¿Puedo organizar un funeral con antelación?', a: 'Ponte en contacto con nosotros y te explicaremos las opciones para dejarlo todo previsto.' },
        ],
        i: [
          { q: '¿Qué debo hacer primero cuando fallece alguien?', a: 'Ponte en contacto conmigo cuando quieras. Te explicaré los primeros pasos, incluidos los trámites, y de qué puedo encargarme por ti.' },
          { q: '¿Cuánto cuesta un funeral?', a: 'Depende de lo que elijas. Pregúntame y te explicaré los costes con claridad antes de organizar nada.' },
          { q: '¿Puede el funeral reflejar los deseos de la persona?', a: 'Sí. Cuéntame qué es importante para ti y para tu ser querido, de la música y las lecturas a las flores, y te ayudaré a prepararlo.' },
          { q: '¿Puedo organizar un funeral con antelación?', a: 'Ponte en contacto conmigo y te explicaré las opciones para dejarlo todo previsto.' },
        ],
      },
      closing: {
        heading: { we: 'Estamos aquí cuando nos necesites', i: 'Estoy aquí cuando me necesites' },
        text: { we: 'Ponte en contacto cuando quieras y te explicaremos con calma los siguientes pasos.', i: 'Ponte en contacto cuando quieras y te explicaré con calma los siguientes pasos.' },
      },
      featureText: {
        we: [
          'Pregúntanos y te explicaremos en qué consiste.',
          'Parte de cómo acompañamos a las familias en {name}.',
          'Cuéntanos qué te parece lo más adecuado.',
          'Te explicaremos las opciones cuando te pongas en contacto.',
        ],
        i: [
          'Pregúntame y te explicaré en qué consiste.',
          'Parte de cómo se acompaña a las familias en {name}.',
          'Cuéntame qué te parece lo más adecuado.',
          'Te explicaré las opciones cuando te pongas en contacto.',
        ],
      },
    },
  },
  pt: {
    funeral: {
      cta: { primary: 'Entre em contacto' },
      sections: {
        booking: { heading: 'Organizar um funeral', eyebrow: 'Os próximos passos' },
        faq: { heading: 'O que as famílias perguntam' },
        contact: { nav: 'Contacto', heading: { we: 'Fale connosco', i: 'Fale comigo' }, eyebrow: 'Contacto', send: 'Enviar mensagem' },
      },
      contactIntro: {
        we: 'Envie-nos uma mensagem ou ligue-nos, e entraremos em contacto para conversar com calma; não precisa de ter nada decidido.',
        i: 'Envie-me uma mensagem ou ligue-me, e entrarei em contacto para conversar com calma; não precisa de ter nada decidido.',
      },
      about: {
        we: '{name} dedica tempo a ouvi-lo e a acompanhá-lo em cada decisão, ao seu ritmo. Seja qual for o funeral que tenha em mente, estamos cá para o ajudar a organizá-lo.',
        i: 'Dedico tempo a ouvi-lo e a acompanhá-lo em cada decisão, ao seu ritmo. Seja qual for o funeral que tenha em mente, estou cá para o ajudar a organizá-lo.',
      },
      steps: {
        we: [
          { title: 'Entre em contacto', text: 'Ligue-nos ou envie uma mensagem quando quiser. Explicamos-lhe o que acontece a seguir e o que é preciso tratar primeiro.' },
          { title: 'Planear em conjunto', text: 'Sentamo-nos consigo para falar do tipo de funeral que deseja, das opções e do que custam.' },
          { title: 'Deixe o resto connosco', text: 'Tratamos dos preparativos e mantemo-lo informado, para que possa estar com quem mais importa.' },
        ],
        i: [
          { title: 'Entre em contacto', text: 'Ligue-me ou envie uma mensagem quando quiser. Explico-lhe o que acontece a seguir e o que é preciso tratar primeiro.' },
          { title: 'Planear em conjunto', text: 'Sento-me consigo para falar do tipo de funeral que deseja, das opções e do que custam.' },
          { title: 'Deixe o resto comigo', text: 'Trato dos preparativos e mantenho-o informado, para que possa estar com quem mais importa.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Tempo para conversar', text: 'Primeiro ouvimos, e nunca o apressamos a tomar uma decisão.' },
          { title: 'Custos explicados com clareza', text: 'Pode perguntar pelos custos a qualquer momento e explicamos-lhe tudo com clareza.' },
          { title: 'Um funeral que faça sentido', text: 'Seja qual for a sua ideia, ajudamo-lo a planear uma despedida à medida da pessoa.' },
        ],
        i: [
          { title: 'Tempo para conversar', text: 'Primeiro ouço, e nunca o apresso a tomar uma decisão.' },
          { title: 'Custos explicados com clareza', text: 'Pode perguntar pelos custos a qualquer momento e explico-lhe tudo com clareza.' },
          { title: 'Um funeral que faça sentido', text: 'Seja qual for a sua ideia, ajudo-o a planear uma despedida à medida da pessoa.' },
        ],
      },
      faq: {
        we: [
          { q: 'O que devo fazer primeiro quando alguém falece?', a: 'Contacte-nos quando quiser. Explicamos-lhe os primeiros passos, incluindo a documentação, e aquilo de que podemos tratar por si.' },
          { q: 'Quanto custa um funeral?', a: 'Depende das escolhas que fizer. Pergunte-nos e explicamos-lhe os custos com clareza antes de qualquer coisa ficar combinada.' },
          { q: 'O funeral pode refletir a vontade da pessoa?', a: 'Sim. Diga-nos o que é importante para si e para o seu ente querido, da música e das leituras às flores, e ajudamos a planear tudo.' },
          { q: 'Posso planear um funeral com antecedência?', a: 'Contacte-nos e explicamos-lhe as opções para deixar tudo planeado.' },
        ],
        i: [
          { q: 'O que devo fazer primeiro quando alguém falece?', a: 'Contacte-me quando quiser. Explico-lhe os primeiros passos, incluindo a documentação, e aquilo de que posso tratar por si.' },
          { q: 'Quanto custa um funeral?', a: 'Depende das escolhas que fizer. Pergunte-me e explico-lhe os custos com clareza antes de qualquer coisa ficar combinada.' },
          { q: 'O funeral pode refletir a vontade da pessoa?', a: 'Sim. Diga-me o que é importante para si e para o seu ente querido, da música e das leituras às flores, e ajudo a planear tudo.' },
          { q: 'Posso planear um funeral com antecedência?', a: 'Contacte-me e explico-lhe as opções para deixar tudo planeado.' },
        ],
      },
      closing: {
        heading: { we: 'Estamos cá quando precisar', i: 'Estou cá quando precisar' },
        text: { we: 'Contacte-nos quando quiser e explicamos-lhe com calma o que acontece a seguir.', i: 'Contacte-me quando quiser e explico-lhe com calma o que acontece a seguir.' },
      },
      featureText: {
        we: [
          'Pergunte-nos e explicamos-lhe o que implica.',
          'Parte da forma como acompanhamos as famílias em {name}.',
          'Fale connosco sobre o que faz sentido para si.',
          'Explicamos-lhe as opções quando nos contactar.',
        ],
        i: [
          'Pergunte-me e explico-lhe o que implica.',
          'Parte da forma como as famílias são acompanhadas em {name}.',
          'Fale comigo sobre o que faz sentido para si.',
          'Explico-lhe as opções quando me contactar.',
        ],
      },
    },
  },
  fr: {
    funeral: {
      cta: { primary: 'Prendre contact' },
      sections: {
        booking: { heading: 'Organiser des obsèques', eyebrow: 'Les prochaines étapes' },
        faq: { heading: 'Les questions des familles' },
        contact: { nav: 'Contact', heading: { we: 'Parlez-nous', i: 'Parlez-moi' }, eyebrow: 'Contact', send: 'Envoyer le message' },
      },
      contactIntro: {
        we: 'Écrivez-nous ou appelez-nous, et nous reviendrons vers vous pour en parler posément\u00a0; nul besoin d’avoir déjà tout décidé.',
        i: 'Écrivez-moi ou appelez-moi, et je reviendrai vers vous pour en parler posément\u00a0; nul besoin d’avoir déjà tout décidé.',
      },
      about: {
        we: 'Chez {name}, nous prenons le temps de vous écouter et de vous accompagner dans chaque décision, à votre rythme. Quelles que soient les obsèques que vous envisagez, nous sommes là pour vous aider à les organiser.',
        i: 'Je prends le temps de vous écouter et de vous accompagner dans chaque décision, à votre rythme. Quelles que soient les obsèques que vous envisagez, je suis là pour vous aider à les organiser.',
      },
      steps: {
        we: [
          { title: 'Prenez contact', text: 'Appelez-nous ou écrivez-nous quand vous le souhaitez. Nous vous expliquerons la suite et ce qu’il faut faire en premier.' },
          { title: 'Préparer ensemble', text: 'Nous prenons le temps de parler avec vous des obsèques que vous souhaitez, des choix possibles et de leur coût.' },
          { title: 'Laissez-nous le reste', text: 'Nous nous chargeons de l’organisation et vous tenons au courant, pour que vous puissiez rester auprès de ceux qui comptent.' },
        ],
        i: [
          { title: 'Prenez contact', text: 'Appelez-moi ou écrivez-moi quand vous le souhaitez. Je vous expliquerai la suite et ce qu’il faut faire en premier.' },
          { title: 'Préparer ensemble', text: 'Je prends le temps de parler avec vous des obsèques que vous souhaitez, des choix possibles et de leur coût.' },
          { title: 'Laissez-moi le reste', text: 'Je me charge de l’organisation et vous tiens au courant, pour que vous puissiez rester auprès de ceux qui comptent.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Le temps d’en parler', text: 'Nous vous écoutons d’abord, sans jamais vous presser de décider.' },
          { title: 'Des coûts expliqués clairement', text: 'Interrogez-nous sur les coûts à tout moment, et nous vous les expliquerons clairement.' },
          { title: 'Des obsèques qui lui ressemblent', text: 'Quelle que soit votre idée, nous vous aiderons à préparer un dernier hommage fidèle à la personne.' },
        ],
        i: [
          { title: 'Le temps d’en parler', text: 'Je vous écoute d’abord, sans jamais vous presser de décider.' },
          { title: 'Des coûts expliqués clairement', text: 'Interrogez-moi sur les coûts à tout moment, et je vous les expliquerai clairement.' },
          { title: 'Des obsèques qui lui ressemblent', text: 'Quelle que soit votre idée, je vous aiderai à préparer un dernier hommage fidèle à la personne.' },
        ],
      },
      faq: {
        we: [
          { q: 'Que faire en premier lors d’un décès\u202f?', a: 'Contactez-nous quand vous le souhaitez. Nous vous expliquerons les premières démarches, y compris les formalités, et ce que nous pouvons prendre en charge pour vous.' },
          { q: 'Combien coûtent des obsèques\u202f?', a: 'Cela dépend de vos choix. Posez-nous la question et nous vous présenterons clairement les coûts, avant tout engagement.' },
          { q: 'Les obsèques peuvent-elles respecter les souhaits de la personne\u202f?', a: 'Oui. Dites-nous ce qui compte pour vous et pour votre proche, de la musique aux lectures en passant par les fleurs, et nous vous aiderons à tout préparer.' },
          { q: 'Puis-je organiser des obsèques à l’avance\u202f?', a: 'Contactez-nous et nous vous présenterons les possibilités pour tout prévoir à l’avance.' },
        ],
        i: [
          { q: 'Que faire en premier lors d’un décès\u202f?', a: 'Contactez-moi quand vous le souhaitez. Je vous expliquerai les premières démarches, y compris les formalités, et ce que je peux prendre en charge pour vous.' },
          { q: 'Combien coûtent des obsèques\u202f?', a: 'Cela dépend de vos choix. Posez-moi la question et je vous présenterai clairement les coûts, avant tout engagement.' },
          { q: 'Les obsèques peuvent-elles respecter les souhaits de la personne\u202f?', a: 'Oui. Dites-moi ce qui compte pour vous et pour votre proche, de la musique aux lectures en passant par les fleurs, et je vous aiderai à tout préparer.' },
          { q: 'Puis-je organiser des obsèques à l’avance\u202f?', a: 'Contactez-moi et je vous présenterai les possibilités pour tout prévoir à l’avance.' },
        ],
      },
      closing: {
        heading: { we: 'Nous sommes là pour vous', i: 'Je suis là pour vous' },
        text: { we: 'Contactez-nous quand vous le souhaitez, et nous vous expliquerons posément la suite.', i: 'Contactez-moi quand vous le souhaitez, et je vous expliquerai posément la suite.' },
      },
      featureText: {
        we: [
          'Interrogez-nous\u202f: nous vous expliquerons ce que cela comprend.',
          'Cela fait partie de notre façon d’accompagner les familles chez {name}.',
          'Parlez-nous de ce qui vous semble juste.',
          'Nous vous présenterons les choix possibles quand vous nous contacterez.',
        ],
        i: [
          'Interrogez-moi\u202f: je vous expliquerai ce que cela comprend.',
          'Cela fait partie de la façon dont les familles sont accompagnées chez {name}.',
          'Parlez-moi de ce qui vous semble juste.',
          'Je vous présenterai les choix possibles quand vous me contacterez.',
        ],
      },
    },
  },
  de: {
    funeral: {
      cta: { primary: 'Kontakt aufnehmen' },
      sections: {
        booking: { heading: 'Eine Bestattung planen', eyebrow: 'Wie es weitergeht' },
        faq: { heading: 'Was Angehörige oft fragen' },
        contact: { nav: 'Kontakt', heading: { we: 'Sprechen Sie uns an', i: 'Sprechen Sie mich an' }, eyebrow: 'Kontakt', send: 'Nachricht senden' },
      },
      contactIntro: {
        we: 'Schreiben Sie uns oder rufen Sie an, und wir melden uns, um alles in Ruhe mit Ihnen zu besprechen; Sie müssen noch nichts entschieden haben.',
        i: 'Schreiben Sie mir oder rufen Sie an, und ich melde mich, um alles in Ruhe mit Ihnen zu besprechen; Sie müssen noch nichts entschieden haben.',
      },
      about: {
        we: 'Bei {name} nehmen wir uns Zeit, Ihnen zuzuhören, und begleiten Sie in Ihrem Tempo durch jede Entscheidung. Wie auch immer Sie sich die Bestattung vorstellen, wir sind da und helfen Ihnen, sie zu planen.',
        i: 'Ich nehme mir Zeit, Ihnen zuzuhören, und begleite Sie in Ihrem Tempo durch jede Entscheidung. Wie auch immer Sie sich die Bestattung vorstellen, ich bin da und helfe Ihnen, sie zu planen.',
      },
      steps: {
        we: [
          { title: 'Kontakt aufnehmen', text: 'Rufen Sie an oder schreiben Sie uns, wenn Sie so weit sind. Wir erklären Ihnen, wie es weitergeht und was zuerst zu tun ist.' },
          { title: 'Gemeinsam planen', text: 'Wir setzen uns mit Ihnen zusammen und besprechen, welche Bestattung Sie sich wünschen, welche Möglichkeiten es gibt und was sie kosten.' },
          { title: 'Den Rest übernehmen wir', text: 'Wir kümmern uns um alles Organisatorische und halten Sie auf dem Laufenden, damit Sie bei den Menschen sein können, die Ihnen wichtig sind.' },
        ],
        i: [
          { title: 'Kontakt aufnehmen', text: 'Rufen Sie an oder schreiben Sie mir, wenn Sie so weit sind. Ich erkläre Ihnen, wie es weitergeht und was zuerst zu tun ist.' },
          { title: 'Gemeinsam planen', text: 'Ich setze mich mit Ihnen zusammen und bespreche, welche Bestattung Sie sich wünschen, welche Möglichkeiten es gibt und was sie kosten.' },
          { title: 'Den Rest übernehme ich', text: 'Ich kümmere mich um alles Organisatorische und halte Sie auf dem Laufenden, damit Sie bei den Menschen sein können, die Ihnen wichtig sind.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Zeit für ein Gespräch', text: 'Wir hören zuerst zu und drängen Sie nie zu einer Entscheidung.' },
          { title: 'Klare Auskunft zu Kosten', text: 'Fragen Sie jederzeit nach den Kosten, wir erklären sie Ihnen verständlich.' },
          { title: 'Ein Abschied, der passt', text: 'Was immer Sie sich vorstellen: Wir helfen Ihnen, einen Abschied zu planen, der zu dem Menschen passt.' },
        ],
        i: [
          { title: 'Zeit für ein Gespräch', text: 'Ich höre zuerst zu und dränge Sie nie zu einer Entscheidung.' },
          { title: 'Klare Auskunft zu Kosten', text: 'Fragen Sie jederzeit nach den Kosten, ich erkläre sie Ihnen verständlich.' },
          { title: 'Ein Abschied, der passt', text: 'Was immer Sie sich vorstellen: Ich helfe Ihnen, einen Abschied zu planen, der zu dem Menschen passt.' },
        ],
      },
      faq: {
        we: [
          { q: 'Was sollte ich im Trauerfall als Erstes tun?', a: 'Melden Sie sich bei uns, wann immer Sie so weit sind. Wir erklären Ihnen die ersten Schritte, auch die Formalitäten, und was wir Ihnen abnehmen können.' },
          { q: 'Was kostet eine Bestattung?', a: 'Das hängt davon ab, wofür Sie sich entscheiden. Fragen Sie uns, und wir erklären Ihnen die Kosten offen, bevor irgendetwas vereinbart wird.' },
          { q: 'Können persönliche Wünsche berücksichtigt werden?', a: 'Ja. Sagen Sie uns, was Ihnen und der verstorbenen Person wichtig ist, von Musik und Texten bis zu Blumen, und wir helfen Ihnen bei der Planung.' },
          { q: 'Kann ich eine Bestattung im Voraus planen?', a: 'Sprechen Sie uns an, und wir erklären Ihnen, welche Möglichkeiten der Vorsorge es gibt.' },
        ],
        i: [
          { q: 'Was sollte ich im Trauerfall als Erstes tun?', a: 'Melden Sie sich bei mir, wann immer Sie so weit sind. Ich erkläre Ihnen die ersten Schritte, auch die Formalitäten, und was ich Ihnen abnehmen kann.' },
          { q: 'Was kostet eine Bestattung?', a: 'Das hängt davon ab, wofür Sie sich entscheiden. Fragen Sie mich, und ich erkläre Ihnen die Kosten offen, bevor irgendetwas vereinbart wird.' },
          { q: 'Können persönliche Wünsche berücksichtigt werden?', a: 'Ja. Sagen Sie mir, was Ihnen und der verstorbenen Person wichtig ist, von Musik und Texten bis zu Blumen, und ich helfe Ihnen bei der Planung.' },
          { q: 'Kann ich eine Bestattung im Voraus planen?', a: 'Sprechen Sie mich an, und ich erkläre Ihnen, welche Möglichkeiten der Vorsorge es gibt.' },
        ],
      },
      closing: {
        heading: { we: 'Wir sind für Sie da', i: 'Ich bin für Sie da' },
        text: { we: 'Melden Sie sich, wann immer Sie so weit sind, und wir besprechen mit Ihnen in Ruhe, wie es weitergeht.', i: 'Melden Sie sich, wann immer Sie so weit sind, und ich bespreche mit Ihnen in Ruhe, wie es weitergeht.' },
      },
      featureText: {
        we: [
          'Fragen Sie uns, wir erklären Ihnen, was dazugehört.',
          'So begleiten wir Familien bei {name}.',
          'Sprechen Sie mit uns darüber, was sich für Sie richtig anfühlt.',
          'Wir erklären Ihnen die Möglichkeiten, wenn Sie sich melden.',
        ],
        i: [
          'Fragen Sie mich, ich erkläre Ihnen, was dazugehört.',
          'So werden Familien bei {name} begleitet.',
          'Sprechen Sie mit mir darüber, was sich für Sie richtig anfühlt.',
          'Ich erkläre Ihnen die Möglichkeiten, wenn Sie sich melden.',
        ],
      },
    },
  },
  it: {
    funeral: {
      cta: { primary: 'Mettiti in contatto' },
      sections: {
        booking: { heading: 'Organizzare un funerale', eyebrow: 'I prossimi passi' },
        faq: { heading: 'Le domande delle famiglie' },
        contact: { nav: 'Contatti', heading: { we: 'Parla con noi', i: 'Parla con me' }, eyebrow: 'Contatti', send: 'Invia messaggio' },
      },
      contactIntro: {
        we: 'Scrivici o chiamaci e ti ricontatteremo per parlarne con calma: non serve aver già deciso nulla.',
        i: 'Scrivimi o chiamami e ti ricontatterò per parlarne con calma: non serve aver già deciso nulla.',
      },
      about: {
        we: 'Da {name} ci prendiamo il tempo di ascoltarti e ti accompagniamo in ogni decisione, con i tuoi tempi. Qualunque funerale tu abbia in mente, siamo qui per aiutarti a organizzarlo.',
        i: 'Mi prendo il tempo di ascoltarti e ti accompagno in ogni decisione, con i tuoi tempi. Qualunque funerale tu abbia in mente, sono qui per aiutarti a organizzarlo.',
      },
      steps: {
        we: [
          { title: 'Mettiti in contatto', text: 'Chiamaci o scrivici quando te la senti. Ti spiegheremo i prossimi passi e cosa c’è da fare per primo.' },
          { title: 'Pianificare insieme', text: 'Ci sediamo con te per parlare del tipo di funerale che desideri, delle possibili scelte e dei relativi costi.' },
          { title: 'Al resto pensiamo noi', text: 'Ci occupiamo dell’organizzazione e ti teniamo al corrente, così puoi stare vicino alle persone che contano.' },
        ],
        i: [
          { title: 'Mettiti in contatto', text: 'Chiamami o scrivimi quando te la senti. Ti spiegherò i prossimi passi e cosa c’è da fare per primo.' },
          { title: 'Pianificare insieme', text: 'Mi siedo con te per parlare del tipo di funerale che desideri, delle possibili scelte e dei relativi costi.' },
          { title: 'Al resto penso io', text: 'Mi occupo dell’organizzazione e ti tengo al corrente, così puoi stare vicino alle persone che contano.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Tempo per parlare', text: 'Prima ti ascoltiamo, e non ti mettiamo mai fretta nel decidere.' },
          { title: 'Costi spiegati con chiarezza', text: 'Chiedici dei costi in qualsiasi momento e te li spiegheremo con chiarezza.' },
          { title: 'Un funerale che senti tuo', text: 'Qualunque cosa tu abbia in mente, ti aiuteremo a preparare un addio che rispecchi la persona.' },
        ],
        i: [
          { title: 'Tempo per parlare', text: 'Prima ti ascolto, e non ti metto mai fretta nel decidere.' },
          { title: 'Costi spiegati con chiarezza', text: 'Chiedimi dei costi in qualsiasi momento e te li spiegherò con chiarezza.' },
          { title: 'Un funerale che senti tuo', text: 'Qualunque cosa tu abbia in mente, ti aiuterò a preparare un addio che rispecchi la persona.' },
        ],
      },
      faq: {
        we: [
          { q: 'Cosa fare per prima cosa in caso di decesso?', a: 'Contattaci quando te la senti. Ti spiegheremo i primi passi, comprese le pratiche, e di cosa possiamo occuparci noi al posto tuo.' },
          { q: 'Quanto costa un funerale?', a: 'Dipende dalle scelte che fai. Chiedici e ti spiegheremo i costi con chiarezza prima di organizzare qualsiasi cosa.' },
          { q: 'Il funerale può rispecchiare i desideri della persona?', a: 'Sì. Dicci cosa conta per te e per la persona cara, dalla musica alle letture ai fiori, e ti aiuteremo a organizzarlo.' },
          { q: 'Posso organizzare un funerale in anticipo?', a: 'Contattaci e ti spiegheremo come si può pianificare per tempo.' },
        ],
        i: [
          { q: 'Cosa fare per prima cosa in caso di decesso?', a: 'Contattami quando te la senti. Ti spiegherò i primi passi, comprese le pratiche, e di cosa posso occuparmi io al posto tuo.' },
          { q: 'Quanto costa un funerale?', a: 'Dipende dalle scelte che fai. Chiedimi e ti spiegherò i costi con chiarezza prima di organizzare qualsiasi cosa.' },
          { q: 'Il funerale può rispecchiare i desideri della persona?', a: 'Sì. Dimmi cosa conta per te e per la persona cara, dalla musica alle letture ai fiori, e ti aiuterò a organizzarlo.' },
          { q: 'Posso organizzare un funerale in anticipo?', a: 'Contattami e ti spiegherò come si può pianificare per tempo.' },
        ],
      },
      closing: {
        heading: { we: 'Siamo qui quando hai bisogno', i: 'Sono qui quando hai bisogno' },
        text: { we: 'Contattaci quando te la senti e ti spiegheremo con calma i prossimi passi.', i: 'Contattami quando te la senti e ti spiegherò con calma i prossimi passi.' },
      },
      featureText: {
        we: [
          'Chiedici e ti spiegheremo cosa comporta.',
          'Parte del modo in cui accompagniamo le famiglie da {name}.',
          'Parlaci di ciò che senti giusto per te.',
          'Ti spiegheremo le possibilità quando ci contatti.',
        ],
        i: [
          'Chiedimi e ti spiegherò cosa comporta.',
          'Parte del modo in cui le famiglie sono accompagnate da {name}.',
          'Parlami di ciò che senti giusto per te.',
          'Ti spiegherò le possibilità quando mi contatti.',
        ],
      },
    },
  },
  nl: {
    funeral: {
      cta: { primary: 'Neem contact op' },
      sections: {
        booking: { heading: 'Een uitvaart regelen', eyebrow: 'De volgende stappen' },
        faq: { heading: 'Vragen van nabestaanden' },
        contact: { nav: 'Contact', heading: { we: 'Neem contact met ons op', i: 'Neem contact met me op' }, eyebrow: 'Contact', send: 'Bericht versturen' },
      },
      contactIntro: {
        we: 'Stuur ons een bericht of bel, dan nemen we contact met je op om alles rustig te bespreken; je hoeft nog niets besloten te hebben.',
        i: 'Stuur me een bericht of bel, dan neem ik contact met je op om alles rustig te bespreken; je hoeft nog niets besloten te hebben.',
      },
      about: {
        we: 'Bij {name} nemen we de tijd om naar je te luisteren en begeleiden we je bij elke beslissing, in je eigen tempo. Welke uitvaart je ook voor ogen hebt, we staan klaar om die samen met je te regelen.',
        i: 'Ik neem de tijd om naar je te luisteren en begeleid je bij elke beslissing, in je eigen tempo. Welke uitvaart je ook voor ogen hebt, ik sta klaar om die samen met je te regelen.',
      },
      steps: {
        we: [
          { title: 'Neem contact op', text: 'Bel of stuur een bericht wanneer je er klaar voor bent. We leggen uit wat er nu gebeurt en wat als eerste moet gebeuren.' },
          { title: 'Samen plannen', text: 'We gaan met je om tafel om te bespreken wat voor uitvaart je wilt, welke keuzes er zijn en wat die kosten.' },
          { title: 'De rest regelen wij', text: 'We nemen je het regelwerk uit handen en houden je op de hoogte, zodat je er kunt zijn voor de mensen die ertoe doen.' },
        ],
        i: [
          { title: 'Neem contact op', text: 'Bel of stuur een bericht wanneer je er klaar voor bent. Ik leg uit wat er nu gebeurt en wat als eerste moet gebeuren.' },
          { title: 'Samen plannen', text: 'Ik ga met je om tafel om te bespreken wat voor uitvaart je wilt, welke keuzes er zijn en wat die kosten.' },
          { title: 'De rest regel ik', text: 'Ik neem je het regelwerk uit handen en houd je op de hoogte, zodat je er kunt zijn voor de mensen die ertoe doen.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Tijd voor een gesprek', text: 'We luisteren eerst en laten je nooit overhaast beslissen.' },
          { title: 'Helder over kosten', text: 'Vraag op elk moment naar de kosten, dan leggen we ze duidelijk uit.' },
          { title: 'Een uitvaart die goed voelt', text: 'Wat je ook voor ogen hebt, we helpen je een afscheid te plannen dat bij de persoon past.' },
        ],
        i: [
          { title: 'Tijd voor een gesprek', text: 'Ik luister eerst en laat je nooit overhaast beslissen.' },
          { title: 'Helder over kosten', text: 'Vraag op elk moment naar de kosten, dan leg ik ze duidelijk uit.' },
          { title: 'Een uitvaart die goed voelt', text: 'Wat je ook voor ogen hebt, ik help je een afscheid te plannen dat bij de persoon past.' },
        ],
      },
      faq: {
        we: [
          { q: 'Wat moet ik als eerste doen na een overlijden?', a: 'Neem contact met ons op wanneer je er klaar voor bent. We leggen de eerste stappen uit, ook de formaliteiten, en wat we je uit handen kunnen nemen.' },
          { q: 'Wat kost een uitvaart?', a: 'Dat hangt af van de keuzes die je maakt. Vraag het ons en we leggen de kosten duidelijk uit voordat er iets wordt geregeld.' },
          { q: 'Kan de uitvaart recht doen aan de wensen van de overledene?', a: 'Ja. Vertel ons wat voor jou en voor de overledene belangrijk is, van muziek en teksten tot bloemen, en we helpen je het te plannen.' },
          { q: 'Kan ik een uitvaart vooraf regelen?', a: 'Neem contact met ons op, dan bespreken we de mogelijkheden om alles vooraf vast te leggen.' },
        ],
        i: [
          { q: 'Wat moet ik als eerste doen na een overlijden?', a: 'Neem contact met me op wanneer je er klaar voor bent. Ik leg de eerste stappen uit, ook de formaliteiten, en wat ik je uit handen kan nemen.' },
          { q: 'Wat kost een uitvaart?', a: 'Dat hangt af van de keuzes die je maakt. Vraag het me en ik leg de kosten duidelijk uit voordat er iets wordt geregeld.' },
          { q: 'Kan de uitvaart recht doen aan de wensen van de overledene?', a: 'Ja. Vertel me wat voor jou en voor de overledene belangrijk is, van muziek en teksten tot bloemen, en ik help je het te plannen.' },
          { q: 'Kan ik een uitvaart vooraf regelen?', a: 'Neem contact met me op, dan bespreek ik de mogelijkheden om alles vooraf vast te leggen.' },
        ],
      },
      closing: {
        heading: { we: 'We zijn er voor je', i: 'Ik ben er voor je' },
        text: { we: 'Neem contact op wanneer je er klaar voor bent, dan bespreken we rustig hoe het verder gaat.', i: 'Neem contact op wanneer je er klaar voor bent, dan bespreek ik rustig hoe het verder gaat.' },
      },
      featureText: {
        we: [
          'Vraag het ons, dan leggen we uit wat erbij komt kijken.',
          'Zo zorgen we bij {name} voor nabestaanden.',
          'Vertel ons wat voor jou goed voelt.',
          'We leggen de keuzes uit als je contact opneemt.',
        ],
        i: [
          'Vraag het me, dan leg ik uit wat erbij komt kijken.',
          'Zo worden nabestaanden bij {name} begeleid.',
          'Vertel me wat voor jou goed voelt.',
          'Ik leg de keuzes uit als je contact opneemt.',
        ],
      },
    },
  },
  ja: {
    funeral: {
      cta: { primary: 'ご相談はこちら' },
      sections: {
        booking: { heading: 'ご葬儀の準備', eyebrow: 'これからの流れ' },
        faq: { heading: 'ご家族からよくあるご質問' },
        contact: { nav: 'お問い合わせ', heading: { we: '私たちにご相談ください', i: '私にご相談ください' }, eyebrow: 'お問い合わせ', send: '送信する' },
      },
      contactIntro: {
        we: 'まだ何も決まっていなくても大丈夫ですので、メッセージかお電話でご連絡いただければ、私たちから折り返しご連絡してゆっくりお話を伺います。',
        i: 'まだ何も決まっていなくても大丈夫ですので、メッセージかお電話でご連絡いただければ、私から折り返しご連絡してゆっくりお話を伺います。',
      },
      about: {
        we: '{name}では、時間をかけてお話を伺い、ひとつひとつのご決断をご自身のペースで進められるようご案内します。どのようなご葬儀をお考えでも、その準備をお手伝いいたします。',
        i: '時間をかけてお話を伺い、ひとつひとつのご決断をご自身のペースで進められるようご案内します。どのようなご葬儀をお考えでも、その準備をお手伝いいたします。',
      },
      steps: {
        we: [
          { title: 'ご連絡ください', text: 'お気持ちが整ったときに、お電話かメッセージでご連絡ください。これからの流れと、まず必要なことを私たちからご説明します。' },
          { title: 'ご一緒に考えます', text: 'ご希望のご葬儀のかたち、選べる内容とその費用について、私たちがひざを交えてお話しします。' },
          { title: 'あとはお任せください', text: '私たちが手配をお引き受けし、進み具合をその都度お知らせします。どうぞ大切な方々とのお時間をお過ごしください。' },
        ],
        i: [
          { title: 'ご連絡ください', text: 'お気持ちが整ったときに、お電話かメッセージでご連絡ください。これからの流れと、まず必要なことを私からご説明します。' },
          { title: 'ご一緒に考えます', text: 'ご希望のご葬儀のかたち、選べる内容とその費用について、私がひざを交えてお話しします。' },
          { title: 'あとはお任せください', text: '私が手配をお引き受けし、進み具合をその都度お知らせします。どうぞ大切な方々とのお時間をお過ごしください。' },
        ],
      },
      benefits: {
        we: [
          { title: 'ゆっくりお話を', text: 'まずは私たちがお話をじっくり伺います。ご決断を急かすことはありません。' },
          { title: '費用をわかりやすく', text: '費用についてはいつでもお尋ねください。私たちからわかりやすくご説明します。' },
          { title: '納得のいくご葬儀', text: 'どのようなお考えでも、その方らしいお見送りができるよう私たちがお手伝いします。' },
        ],
        i: [
          { title: 'ゆっくりお話を', text: 'まずは私がお話をじっくり伺います。ご決断を急かすことはありません。' },
          { title: '費用をわかりやすく', text: '費用についてはいつでもお尋ねください。私からわかりやすくご説明します。' },
          { title: '納得のいくご葬儀', text: 'どのようなお考えでも、その方らしいお見送りができるよう私がお手伝いします。' },
        ],
      },
      faq: {
        we: [
          { q: '身近な方が亡くなったら、まず何をすればよいですか？', a: 'お気持ちが整いましたら、いつでも私たちにご連絡ください。必要な手続きを含めた最初の流れと、代わりにお引き受けできることをご説明します。' },
          { q: 'ご葬儀の費用はどのくらいかかりますか？', a: 'お選びいただく内容によって異なります。お尋ねいただければ、手配を進める前に私たちから費用をわかりやすくご説明します。' },
          { q: 'ご本人の希望をご葬儀に反映できますか？', a: 'はい。音楽や朗読からお花まで、ご家族とご本人が大切にされていることをお聞かせください。私たちがご一緒に形にしていきます。' },
          { q: 'ご葬儀の事前相談はできますか？', a: 'お問い合わせいただければ、前もって準備しておく方法を私たちからご案内します。' },
        ],
        i: [
          { q: '身近な方が亡くなったら、まず何をすればよいですか？', a: 'お気持ちが整いましたら、いつでも私にご連絡ください。必要な手続きを含めた最初の流れと、代わりにお引き受けできることをご説明します。' },
          { q: 'ご葬儀の費用はどのくらいかかりますか？', a: 'お選びいただく内容によって異なります。お尋ねいただければ、手配を進める前に私から費用をわかりやすくご説明します。' },
          { q: 'ご本人の希望をご葬儀に反映できますか？', a: 'はい。音楽や朗読からお花まで、ご家族とご本人が大切にされていることをお聞かせください。私がご一緒に形にしていきます。' },
          { q: 'ご葬儀の事前相談はできますか？', a: 'お問い合わせいただければ、前もって準備しておく方法を私からご案内します。' },
        ],
      },
      closing: {
        heading: { we: '私たちはいつでもおそばにおります', i: '私はいつでもおそばにおります' },
        text: { we: 'お気持ちが整いましたら、いつでもご連絡ください。これからの流れを私たちからゆっくりご説明します。', i: 'お気持ちが整いましたら、いつでもご連絡ください。これからの流れを私からゆっくりご説明します。' },
      },
      featureText: {
        we: [
          'お尋ねいただければ、私たちから内容をご説明します。',
          '{name}がご家族をお支えするかたちのひとつです。',
          'ご自身にとって納得のいくかたちを私たちにご相談ください。',
          'ご連絡の際に、私たちから選べる内容をご説明します。',
        ],
        i: [
          'お尋ねいただければ、私から内容をご説明します。',
          '{name}がご家族をお支えするかたちのひとつです。',
          'ご自身にとって納得のいくかたちを私にご相談ください。',
          'ご連絡の際に、私から選べる内容をご説明します。',
        ],
      },
    },
  },
  zh: {
    funeral: {
      cta: { primary: '欢迎咨询' },
      sections: {
        booking: { heading: '如何安排葬礼', eyebrow: '接下来的步骤' },
        faq: { heading: '家属常问的问题' },
        contact: { nav: '联系', heading: { we: '和我们谈谈', i: '和我谈谈' }, eyebrow: '联系方式', send: '发送留言' },
      },
      contactIntro: {
        we: '给我们留言或来电，我们会回复您，与您慢慢商量，您不需要事先做好任何决定。',
        i: '给我留言或来电，我会回复您，与您慢慢商量，您不需要事先做好任何决定。',
      },
      about: {
        we: '在{name}，我们会花时间倾听，按照您的节奏陪您做好每一个决定。无论您希望怎样的葬礼，我们都会协助您安排。',
        i: '我会花时间倾听，按照您的节奏陪您做好每一个决定。无论您希望怎样的葬礼，我都会协助您安排。',
      },
      steps: {
        we: [
          { title: '联系我们', text: '准备好时，请来电或留言。我们会说明接下来的安排，以及首先需要办理的事项。' },
          { title: '一起商量', text: '我们会与您坐下来，详细商量您希望的葬礼形式、可选项目及相应费用。' },
          { title: '其余交给我们', text: '我们负责各项安排，并及时告知您进展，让您能陪伴在重要的人身边。' },
        ],
        i: [
          { title: '联系我', text: '准备好时，请来电或留言。我会说明接下来的安排，以及首先需要办理的事项。' },
          { title: '一起商量', text: '我会与您坐下来，详细商量您希望的葬礼形式、可选项目及相应费用。' },
          { title: '其余交给我', text: '我负责各项安排，并及时告知您进展，让您能陪伴在重要的人身边。' },
        ],
      },
      benefits: {
        we: [
          { title: '从容交谈', text: '我们先倾听，从不催促您做决定。' },
          { title: '费用说明清楚', text: '您随时可以询问费用，我们会清楚说明。' },
          { title: '合您心意的葬礼', text: '无论您有何设想，我们都会帮您安排一场契合逝者为人的告别。' },
        ],
        i: [
          { title: '从容交谈', text: '我先倾听，从不催促您做决定。' },
          { title: '费用说明清楚', text: '您随时可以询问费用，我会清楚说明。' },
          { title: '合您心意的葬礼', text: '无论您有何设想，我都会帮您安排一场契合逝者为人的告别。' },
        ],
      },
      faq: {
        we: [
          { q: '亲人离世后，首先应该做什么？', a: '准备好时，请随时与我们联系。我们会说明最初的步骤，包括需要办理的手续，以及我们可以为您代办的事项。' },
          { q: '办一场葬礼需要多少费用？', a: '这取决于您的选择。欢迎询问，在做任何安排之前，我们都会把费用说清楚。' },
          { q: '葬礼能体现逝者的心愿吗？', a: '可以。告诉我们对您和逝者来说重要的事，从音乐、朗读到鲜花，我们会帮您一起安排。' },
          { q: '可以提前规划葬礼吗？', a: '请与我们联系，我们会为您介绍提前规划的各种方式。' },
        ],
        i: [
          { q: '亲人离世后，首先应该做什么？', a: '准备好时，请随时与我联系。我会说明最初的步骤，包括需要办理的手续，以及我可以为您代办的事项。' },
          { q: '办一场葬礼需要多少费用？', a: '这取决于您的选择。欢迎询问，在做任何安排之前，我都会把费用说清楚。' },
          { q: '葬礼能体现逝者的心愿吗？', a: '可以。告诉我对您和逝者来说重要的事，从音乐、朗读到鲜花，我会帮您一起安排。' },
          { q: '可以提前规划葬礼吗？', a: '请与我联系，我会为您介绍提前规划的各种方式。' },
        ],
      },
      closing: {
        heading: { we: '需要时，我们都在', i: '需要时，我都在' },
        text: { we: '准备好时，请随时与我们联系，我们会为您说明接下来的安排。', i: '准备好时，请随时与我联系，我会为您说明接下来的安排。' },
      },
      featureText: {
        we: [
          '欢迎询问，我们会为您说明具体内容。',
          '这是我们在{name}照顾家属的方式之一。',
          '和我们聊聊，怎样才适合您。',
          '联系我们时，我们会为您说明各种选择。',
        ],
        i: [
          '欢迎询问，我会为您说明具体内容。',
          '这是{name}照顾家属的方式之一。',
          '和我聊聊，怎样才适合您。',
          '联系我时，我会为您说明各种选择。',
        ],
      },
    },
  },
  ar: {
    funeral: {
      cta: { primary: 'للتواصل والاستفسار' },
      sections: {
        booking: { heading: 'ترتيب الجنازة', eyebrow: 'الخطوات التالية' },
        faq: { heading: 'أسئلة تطرحها العائلات' },
        contact: { nav: 'تواصل', heading: { we: 'تحدّث إلينا', i: 'تحدّث إليّ' }, eyebrow: 'التواصل', send: 'إرسال الرسالة' },
      },
      contactIntro: {
        we: 'أرسل إلينا رسالة أو اتصل بنا، وسنعود إليك لنتحدث في الأمر بهدوء، ولا حاجة لأن تكون قد قررت أي شيء.',
        i: 'أرسل إليّ رسالة أو اتصل بي، وسأعود إليك لنتحدث في الأمر بهدوء، ولا حاجة لأن تكون قد قررت أي شيء.',
      },
      about: {
        we: 'في {name}، نأخذ وقتنا لنستمع إليك ونرافقك في كل قرار بالوتيرة التي تناسبك. أيًّا كان نوع الجنازة الذي تفكر فيه، نحن هنا لمساعدتك في ترتيبها.',
        i: 'آخذ وقتي لأستمع إليك وأرافقك في كل قرار بالوتيرة التي تناسبك. أيًّا كان نوع الجنازة الذي تفكر فيه، أنا هنا لمساعدتك في ترتيبها.',
      },
      steps: {
        we: [
          { title: 'تواصل معنا', text: 'اتصل بنا أو أرسل رسالة متى شئت. سنشرح لك ما سيحدث بعد ذلك وما يجب القيام به أولًا.' },
          { title: 'نخطط معًا', text: 'نجلس معك لنتحدث عن نوع الجنازة الذي تريده، والخيارات المتاحة وتكلفتها.' },
          { title: 'اترك الباقي لنا', text: 'نتولى الترتيبات ونُطلعك على كل خطوة، لتتفرغ لأحبائك.' },
        ],
        i: [
          { title: 'تواصل معي', text: 'اتصل بي أو أرسل رسالة متى شئت. سأشرح لك ما سيحدث بعد ذلك وما يجب القيام به أولًا.' },
          { title: 'نخطط معًا', text: 'أجلس معك لنتحدث عن نوع الجنازة الذي تريده، والخيارات المتاحة وتكلفتها.' },
          { title: 'اترك الباقي لي', text: 'أتولى الترتيبات وأُطلعك على كل خطوة، لتتفرغ لأحبائك.' },
        ],
      },
      benefits: {
        we: [
          { title: 'وقت للحديث', text: 'نستمع إليك أولًا، ولا نستعجلك أبدًا في اتخاذ أي قرار.' },
          { title: 'إجابات واضحة عن التكاليف', text: 'اسألنا عن التكاليف في أي وقت وسنشرحها لك بوضوح.' },
          { title: 'جنازة تليق بمن تحب', text: 'أيًّا كان ما تفكر فيه، سنساعدك على التخطيط لوداع يعكس شخصية الفقيد.' },
        ],
        i: [
          { title: 'وقت للحديث', text: 'أستمع إليك أولًا، ولا أستعجلك أبدًا في اتخاذ أي قرار.' },
          { title: 'إجابات واضحة عن التكاليف', text: 'اسألني عن التكاليف في أي وقت وسأشرحها لك بوضوح.' },
          { title: 'جنازة تليق بمن تحب', text: 'أيًّا كان ما تفكر فيه، سأساعدك على التخطيط لوداع يعكس شخصية الفقيد.' },
        ],
      },
      faq: {
        we: [
          { q: 'ماذا أفعل أولًا عند وفاة شخص عزيز؟', a: 'تواصل معنا متى شئت. سنشرح لك الخطوات الأولى، بما فيها الأوراق والإجراءات، وما يمكننا أن نتولاه عنك.' },
          { q: 'كم تكلف الجنازة؟', a: 'يعتمد ذلك على ما تختاره. اسألنا وسنشرح لك التكاليف بوضوح قبل ترتيب أي شيء.' },
          { q: 'هل يمكن أن تعكس الجنازة رغبات الفقيد؟', a: 'نعم. أخبرنا بما يهمّك ويهمّ الفقيد، من الموسيقى والقراءات إلى الزهور، وسنساعدك على التخطيط لذلك.' },
          { q: 'هل يمكنني التخطيط لجنازة مسبقًا؟', a: 'تواصل معنا وسنحدثك عن خيارات التخطيط المسبق.' },
        ],
        i: [
          { q: 'ماذا أفعل أولًا عند وفاة شخص عزيز؟', a: 'تواصل معي متى شئت. سأشرح لك الخطوات الأولى، بما فيها الأوراق والإجراءات، وما يمكنني أن أتولاه عنك.' },
          { q: 'كم تكلف الجنازة؟', a: 'يعتمد ذلك على ما تختاره. اسألني وسأشرح لك التكاليف بوضوح قبل ترتيب أي شيء.' },
          { q: 'هل يمكن أن تعكس الجنازة رغبات الفقيد؟', a: 'نعم. أخبرني بما يهمّك ويهمّ الفقيد، من الموسيقى والقراءات إلى الزهور، وسأساعدك على التخطيط لذلك.' },
          { q: 'هل يمكنني التخطيط لجنازة مسبقًا؟', a: 'تواصل معي وسأحدثك عن خيارات التخطيط المسبق.' },
        ],
      },
      closing: {
        heading: { we: 'نحن هنا حين تحتاج إلينا', i: 'أنا هنا حين تحتاج إليّ' },
        text: { we: 'تواصل معنا متى شئت، وسنشرح لك الخطوات التالية بهدوء.', i: 'تواصل معي متى شئت، وسأشرح لك الخطوات التالية بهدوء.' },
      },
      featureText: {
        we: [
          'اسألنا وسنشرح لك ما يتضمنه ذلك.',
          'جزء من رعايتنا للعائلات في {name}.',
          'تحدّث إلينا عمّا تراه مناسبًا لك.',
          'سنشرح لك الخيارات عند تواصلك معنا.',
        ],
        i: [
          'اسألني وسأشرح لك ما يتضمنه ذلك.',
          'جزء من رعاية العائلات في {name}.',
          'تحدّث إليّ عمّا تراه مناسبًا لك.',
          'سأشرح لك الخيارات عند تواصلك معي.',
        ],
      },
    },
  },
};
