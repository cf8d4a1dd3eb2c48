import type { StyleCopy } from './types';

/**
 * A place to visit's own words over the local phrasebook (types.ts `PageStyle` `attraction`;
 * choose-blueprint `welcomesVisitors`: a museum, an art gallery, a zoo, an aquarium, botanical gardens),
 * in the site languages: visitors are led to the opening hours and the way there ("Plan your visit"), with
 * a message form, instead of "Request a booking". No claim the owner has not made (no free entry, no café,
 * no parking, no step-free access, no tickets to buy online).
 */
export const ATTRACTION_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { attraction: StyleCopy }> = {
  en: {
    attraction: {
      cta: { primary: 'Plan your visit', secondary: 'What to see' },
      sections: {
        services: { nav: 'See & do', heading: 'What to see and do', eyebrow: 'Explore' },
        booking: { heading: 'Planning your visit', eyebrow: 'Step by step' },
        visit: { nav: 'Visit', heading: 'Opening hours and directions', eyebrow: 'Plan your visit' },
        faq: { heading: 'Before you visit' },
        contact: { nav: 'Contact', heading: { we: 'Ask us a question', i: 'Ask me a question' }, eyebrow: 'Contact', send: 'Send message' },
      },
      contactIntro: {
        we: 'If you’re planning a visit, coming with a group or have a question, send us a message and we’ll get back to you.',
        i: 'If you’re planning a visit, coming with a group or have a question, send me a message and I’ll get back to you.',
      },
      about: {
        we: 'Come and discover {name}, whether it’s your first visit or you’ve been before. Look around, and ask us anything you’d like to know.',
        i: 'Come and discover {name}, whether it’s your first visit or you’ve been before. Look around, and ask me anything you’d like to know.',
      },
      steps: {
        we: [
          { title: 'Check the opening hours', text: 'They’re on this page. If you’re making a special trip, it’s worth checking with us first.' },
          { title: 'Find your way here', text: 'Use the address and map on this page, and ask us if you need help with the journey.' },
          { title: 'Enjoy your visit', text: 'Look around, and ask if there’s anything you’d like to know.' },
        ],
        i: [
          { title: 'Check the opening hours', text: 'They’re on this page. If you’re making a special trip, it’s worth checking with me first.' },
          { title: 'Find your way here', text: 'Use the address and map on this page, and ask me if you need help with the journey.' },
          { title: 'Enjoy your visit', text: 'Look around, and ask if there’s anything you’d like to know.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Explore at your own pace', text: 'See what interests you most, and take as long as you like.' },
          { title: 'Visiting as a group', text: 'Ask us about visits for schools, clubs and other groups before you come.' },
          { title: 'Questions welcome', text: 'Ask us about tickets, access or anything else before you visit.' },
        ],
        i: [
          { title: 'Explore at your own pace', text: 'See what interests you most, and take as long as you like.' },
          { title: 'Visiting as a group', text: 'Ask me about visits for schools, clubs and other groups before you come.' },
          { title: 'Questions welcome', text: 'Ask me about tickets, access or anything else before you visit.' },
        ],
      },
      faq: {
        we: [
          { q: 'Do I need to book?', a: 'Ask us about tickets and whether to book ahead, especially if you’re coming as a group.' },
          { q: 'Is it accessible?', a: 'Tell us what you need before you come, and we’ll help you plan your visit.' },
          { q: 'How long should I allow?', a: 'It depends on what you’d like to see. Ask us and we’ll suggest how to plan your day.' },
          { q: 'What is there to see at {name}?', a: 'In short: {features}. Ask us if you’d like to know more before you come.' },
        ],
        i: [
          { q: 'Do I need to book?', a: 'Ask me about tickets and whether to book ahead, especially if you’re coming as a group.' },
          { q: 'Is it accessible?', a: 'Tell me what you need before you come, and I’ll help you plan your visit.' },
          { q: 'How long should I allow?', a: 'It depends on what you’d like to see. Ask me and I’ll suggest how to plan your day.' },
          { q: 'What is there to see at {name}?', a: 'In short: {features}. Ask me if you’d like to know more before you come.' },
        ],
      },
      closing: {
        heading: 'Come and see for yourself',
        text: { we: 'Check the opening hours and find us on the map: we look forward to welcoming you.', i: 'Check the opening hours and find the way on the map: I look forward to welcoming you.' },
      },
      featureText: {
        we: [
          'Look out for it when you visit.',
          'Part of a visit to {name}.',
          'Ask us about it before you come.',
          'Something to see with your own eyes.',
        ],
        i: [
          'Look out for it when you visit.',
          'Part of a visit to {name}.',
          'Ask me about it before you come.',
          'Something to see with your own eyes.',
        ],
      },
    },
  },
  es: {
    attraction: {
      cta: { primary: 'Planifica tu visita', secondary: 'Descubre qué ver' },
      sections: {
        services: { nav: 'Qué ver', heading: 'Qué ver y qué hacer', eyebrow: 'Explora' },
        booking: { heading: 'Cómo preparar tu visita', eyebrow: 'Paso a paso' },
        visit: { nav: 'Visita', heading: 'Horario y cómo llegar', eyebrow: 'Cuándo y dónde' },
        faq: { heading: 'Antes de tu visita' },
        contact: { nav: 'Contacto', heading: { we: 'Pregúntanos lo que quieras', i: 'Pregúntame lo que quieras' }, eyebrow: 'Contacto', send: 'Enviar mensaje' },
      },
      contactIntro: {
        we: 'Si estás preparando una visita, vienes en grupo o tienes alguna pregunta, escríbenos y te responderemos.',
        i: 'Si estás preparando una visita, vienes en grupo o tienes alguna pregunta, escríbeme y te responderé.',
      },
      about: {
        we: 'Ven a descubrir {name}, tanto si es tu primera visita como si ya has venido antes. Tómate tu tiempo para recorrerlo todo y pregúntanos lo que quieras saber.',
        i: 'Ven a descubrir {name}, tanto si es tu primera visita como si ya has venido antes. Tómate tu tiempo para recorrerlo todo y pregúntame lo que quieras saber.',
      },
      steps: {
        we: [
          { title: 'Mira el horario', text: 'Lo tienes en esta página. Si vas a venir expresamente, conviene que nos consultes antes.' },
          { title: 'Encuentra el camino', text: 'Usa la dirección y el mapa de esta página, y pregúntanos si necesitas ayuda para llegar.' },
          { title: 'Disfruta de la visita', text: 'Mira con calma y pregunta si hay algo que quieras saber.' },
        ],
        i: [
          { title: 'Mira el horario', text: 'Lo tienes en esta página. Si vas a venir expresamente, conviene que me consultes antes.' },
          { title: 'Encuentra el camino', text: 'Usa la dirección y el mapa de esta página, y pregúntame si necesitas ayuda para llegar.' },
          { title: 'Disfruta de la visita', text: 'Mira con calma y pregunta si hay algo que quieras saber.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Explora a tu ritmo', text: 'Detente en lo que más te interese y tómate todo el tiempo que quieras.' },
          { title: 'Visitas en grupo', text: 'Pregúntanos por las visitas de colegios, clubes y otros grupos antes de venir.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntanos por las entradas, la accesibilidad o cualquier otra cosa antes de tu visita.' },
        ],
        i: [
          { title: 'Explora a tu ritmo', text: 'Detente en lo que más te interese y tómate todo el tiempo que quieras.' },
          { title: 'Visitas en grupo', text: 'Pregúntame por las visitas de colegios, clubes y otros grupos antes de venir.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntame por las entradas, la accesibilidad o cualquier otra cosa antes de tu visita.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Hace falta reservar?', a: 'Pregúntanos por las entradas y si conviene reservar con antelación, sobre todo si vienes en grupo.' },
          { q: '¿Es accesible?', a: 'Cuéntanos qué necesitas antes de venir y te ayudaremos a preparar la visita.' },
          { q: '¿Cuánto tiempo conviene dedicar a la visita?', a: 'Depende de lo que quieras ver. Pregúntanos y te sugeriremos cómo organizar el día.' },
          { q: '¿Qué se puede ver en {name}?', a: 'En resumen: {features}. Si quieres saber más antes de venir, pregúntanos.' },
        ],
        i: [
          { q: '¿Hace falta reservar?', a: 'Pregúntame por las entradas y si conviene reservar con antelación, sobre todo si vienes en grupo.' },
          { q: '¿Es accesible?', a: 'Cuéntame qué necesitas antes de venir y te ayudaré a preparar la visita.' },
          { q: '¿Cuánto tiempo conviene dedicar a la visita?', a: 'Depende de lo que quieras ver. Pregúntame y te sugeriré cómo organizar el día.' },
          { q: '¿Qué se puede ver en {name}?', a: 'En resumen: {features}. Si quieres saber más antes de venir, pregúntame.' },
        ],
      },
      closing: {
        heading: 'Ven a verlo en persona',
        text: { we: 'Consulta el horario de apertura y búscanos en el mapa: nos encantará recibirte.', i: 'Consulta el horario de apertura y encuentra el camino en el mapa: me encantará recibirte.' },
      },
      featureText: {
        we: [
          'Búscalo durante tu visita.',
          'Parte de lo que descubrirás al visitar {name}.',
          'Pregúntanos por ello antes de venir.',
          'Algo que merece la pena ver con tus propios ojos.',
        ],
        i: [
          'Búscalo durante tu visita.',
          'Parte de lo que descubrirás al visitar {name}.',
          'Pregúntame por ello antes de venir.',
          'Algo que merece la pena ver con tus propios ojos.',
        ],
      },
    },
  },
  pt: {
    attraction: {
      cta: { primary: 'Planeie a sua visita', secondary: 'O que ver' },
      sections: {
        services: { nav: 'Explorar', heading: 'O que ver e fazer', eyebrow: 'Descubra' },
        booking: { heading: 'Como preparar a sua visita', eyebrow: 'Passo a passo' },
        visit: { nav: 'Visita', heading: 'Horário e como chegar', eyebrow: 'Quando e onde' },
        faq: { heading: 'Antes da sua visita' },
        contact: { nav: 'Contacto', heading: { we: 'Faça-nos uma pergunta', i: 'Faça-me uma pergunta' }, eyebrow: 'Contacto', send: 'Enviar mensagem' },
      },
      contactIntro: {
        we: 'Se está a preparar uma visita, vem em grupo ou tem alguma pergunta, envie-nos uma mensagem e entraremos em contacto consigo.',
        i: 'Se está a preparar uma visita, vem em grupo ou tem alguma pergunta, envie-me uma mensagem e entrarei em contacto consigo.',
      },
      about: {
        we: 'Venha descobrir {name}, quer venha pela primeira vez, quer já cá tenha estado. Explore cada recanto e pergunte-nos tudo o que quiser saber.',
        i: 'Venha descobrir {name}, quer venha pela primeira vez, quer já cá tenha estado. Explore cada recanto e pergunte-me tudo o que quiser saber.',
      },
      steps: {
        we: [
          { title: 'Consulte o horário', text: 'Está nesta página. Se vier de propósito, vale a pena confirmar connosco antes.' },
          { title: 'Saiba como chegar', text: 'Use a morada e o mapa desta página e, se precisar de ajuda com o percurso, pergunte-nos.' },
          { title: 'Aproveite a visita', text: 'Descubra tudo com calma e pergunte se houver alguma coisa que queira saber.' },
        ],
        i: [
          { title: 'Consulte o horário', text: 'Está nesta página. Se vier de propósito, vale a pena confirmar comigo antes.' },
          { title: 'Saiba como chegar', text: 'Use a morada e o mapa desta página e, se precisar de ajuda com o percurso, pergunte-me.' },
          { title: 'Aproveite a visita', text: 'Descubra tudo com calma e pergunte se houver alguma coisa que queira saber.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Explore ao seu ritmo', text: 'Veja o que mais lhe interessa e demore o tempo que quiser.' },
          { title: 'Visitas de grupo', text: 'Pergunte-nos pelas visitas de escolas, clubes e outros grupos antes de vir.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-nos pelos bilhetes, pela acessibilidade ou por qualquer outra coisa antes da visita.' },
        ],
        i: [
          { title: 'Explore ao seu ritmo', text: 'Veja o que mais lhe interessa e demore o tempo que quiser.' },
          { title: 'Visitas de grupo', text: 'Pergunte-me pelas visitas de escolas, clubes e outros grupos antes de vir.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-me pelos bilhetes, pela acessibilidade ou por qualquer outra coisa antes da visita.' },
        ],
      },
      faq: {
        we: [
          { q: 'É preciso reservar?', a: 'Pergunte-nos pelos bilhetes e se convém reservar com antecedência, sobretudo se vier em grupo.' },
          { q: 'O espaço é acessível?', a: 'Diga-nos do que precisa antes de vir e ajudamos a preparar a sua visita.' },
          { q: 'Quanto tempo demora a visita?', a: 'Depende do que quiser ver. Pergunte-nos e sugerimos-lhe como organizar o dia.' },
          { q: 'O que há para ver em {name}?', a: 'Em resumo: {features}. Se quiser saber mais antes de vir, pergunte-nos.' },
        ],
        i: [
          { q: 'É preciso reservar?', a: 'Pergunte-me pelos bilhetes e se convém reservar com antecedência, sobretudo se vier em grupo.' },
          { q: 'O espaço é acessível?', a: 'Diga-me do que precisa antes de vir e ajudo a preparar a sua visita.' },
          { q: 'Quanto tempo demora a visita?', a: 'Depende do que quiser ver. Pergunte-me e sugiro-lhe como organizar o dia.' },
          { q: 'O que há para ver em {name}?', a: 'Em resumo: {features}. Se quiser saber mais antes de vir, pergunte-me.' },
        ],
      },
      closing: {
        heading: 'Venha ver com os seus próprios olhos',
        text: { we: 'Consulte o horário de abertura e encontre-nos no mapa: teremos todo o gosto em recebê-lo.', i: 'Consulte o horário de abertura e veja o caminho no mapa: terei todo o gosto em recebê-lo.' },
      },
      featureText: {
        we: [
          'Não deixe de reparar nisto durante a visita.',
          'Faz parte do que pode descobrir ao visitar {name}.',
          'Pergunte-nos sobre isto antes de vir.',
          'Algo que merece ser visto ao vivo.',
        ],
        i: [
          'Não deixe de reparar nisto durante a visita.',
          'Faz parte do que pode descobrir ao visitar {name}.',
          'Pergunte-me sobre isto antes de vir.',
          'Algo que merece ser visto ao vivo.',
        ],
      },
    },
  },
  fr: {
    attraction: {
      cta: { primary: 'Préparer votre visite', secondary: 'À découvrir' },
      sections: {
        services: { nav: 'À voir', heading: 'À voir et à faire', eyebrow: 'Explorer' },
        booking: { heading: 'Organiser votre visite', eyebrow: 'Étape par étape' },
        visit: { nav: 'Visiter', heading: 'Horaires et accès', eyebrow: 'Infos pratiques' },
        faq: { heading: 'Avant votre visite' },
        contact: { nav: 'Contact', heading: { we: 'Posez-nous vos questions', i: 'Posez-moi vos questions' }, eyebrow: 'Contact', send: 'Envoyer le message' },
      },
      contactIntro: {
        we: 'Pour préparer une visite, venir en groupe ou simplement poser une question, écrivez-nous et nous reviendrons vers vous.',
        i: 'Pour préparer une visite, venir en groupe ou simplement poser une question, écrivez-moi et je reviendrai vers vous.',
      },
      about: {
        we: 'Venez découvrir {name}, pour une première visite comme pour un retour. Promenez-vous librement et posez-nous toutes les questions que vous souhaitez.',
        i: 'Venez découvrir {name}, pour une première visite comme pour un retour. Promenez-vous librement et posez-moi toutes les questions que vous souhaitez.',
      },
      steps: {
        we: [
          { title: 'Consultez les horaires', text: 'Ils sont indiqués sur cette page. Si vous faites le déplacement exprès, mieux vaut nous contacter avant.' },
          { title: 'Préparez votre trajet', text: 'Utilisez l’adresse et la carte de cette page, et demandez-nous si vous avez besoin d’aide pour venir.' },
          { title: 'Profitez de votre visite', text: 'Prenez le temps de tout voir, et n’hésitez pas à poser vos questions.' },
        ],
        i: [
          { title: 'Consultez les horaires', text: 'Ils sont indiqués sur cette page. Si vous faites le déplacement exprès, mieux vaut me contacter avant.' },
          { title: 'Préparez votre trajet', text: 'Utilisez l’adresse et la carte de cette page, et demandez-moi si vous avez besoin d’aide pour venir.' },
          { title: 'Profitez de votre visite', text: 'Prenez le temps de tout voir, et n’hésitez pas à poser vos questions.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Explorez à votre rythme', text: 'Attardez-vous sur ce qui vous intéresse le plus, aussi longtemps que vous le souhaitez.' },
          { title: 'Visites de groupe', text: 'Renseignez-vous auprès de nous sur les visites pour les écoles, les clubs et les autres groupes avant de venir.' },
          { title: 'Vos questions sont bienvenues', text: 'Interrogez-nous sur les billets, l’accessibilité ou tout autre point avant votre visite.' },
        ],
        i: [
          { title: 'Explorez à votre rythme', text: 'Attardez-vous sur ce qui vous intéresse le plus, aussi longtemps que vous le souhaitez.' },
          { title: 'Visites de groupe', text: 'Renseignez-vous auprès de moi sur les visites pour les écoles, les clubs et les autres groupes avant de venir.' },
          { title: 'Vos questions sont bienvenues', text: 'Interrogez-moi sur les billets, l’accessibilité ou tout autre point avant votre visite.' },
        ],
      },
      faq: {
        we: [
          { q: 'Faut-il réserver\u202f?', a: 'Demandez-nous ce qu’il en est des billets et s’il vaut mieux réserver à l’avance, surtout si vous venez en groupe.' },
          { q: 'Le lieu est-il accessible\u202f?', a: 'Dites-nous de quoi vous avez besoin avant de venir, et nous vous aiderons à préparer votre visite.' },
          { q: 'Combien de temps prévoir\u202f?', a: 'Cela dépend de ce que vous souhaitez voir. Demandez-nous conseil, et nous vous suggérerons comment organiser votre journée.' },
          { q: 'Que peut-on découvrir en visitant {name}\u202f?', a: 'En bref\u00a0: {features}. Pour en savoir plus avant de venir, interrogez-nous.' },
        ],
        i: [
          { q: 'Faut-il réserver\u202f?', a: 'Demandez-moi ce qu’il en est des billets et s’il vaut mieux réserver à l’avance, surtout si vous venez en groupe.' },
          { q: 'Le lieu est-il accessible\u202f?', a: 'Dites-moi de quoi vous avez besoin avant de venir, et je vous aiderai à préparer votre visite.' },
          { q: 'Combien de temps prévoir\u202f?', a: 'Cela dépend de ce que vous souhaitez voir. Demandez-moi conseil, et je vous suggérerai comment organiser votre journée.' },
          { q: 'Que peut-on découvrir en visitant {name}\u202f?', a: 'En bref\u00a0: {features}. Pour en savoir plus avant de venir, interrogez-moi.' },
        ],
      },
      closing: {
        heading: 'Venez voir par vous-même',
        text: { we: 'Consultez les horaires d’ouverture et repérez-nous sur la carte\u00a0: nous avons hâte de vous accueillir.', i: 'Consultez les horaires d’ouverture et trouvez le chemin sur la carte\u00a0: j’ai hâte de vous accueillir.' },
      },
      featureText: {
        we: [
          'Ouvrez l’œil lors de votre visite.',
          'À découvrir en visitant {name}.',
          'Interrogez-nous à ce sujet avant de venir.',
          'À voir de vos propres yeux.',
        ],
        i: [
          'Ouvrez l’œil lors de votre visite.',
          'À découvrir en visitant {name}.',
          'Interrogez-moi à ce sujet avant de venir.',
          'À voir de vos propres yeux.',
        ],
      },
    },
  },
  de: {
    attraction: {
      cta: { primary: 'Ihren Besuch planen', secondary: 'Was es zu sehen gibt' },
      sections: {
        services: { nav: 'Entdecken', heading: 'Was Sie sehen und erleben können', eyebrow: 'Auf Entdeckungstour' },
        booking: { heading: 'So planen Sie Ihren Besuch', eyebrow: 'Schritt für Schritt' },
        visit: { nav: 'Besuch', heading: 'Öffnungszeiten und Anfahrt', eyebrow: 'Ihr Besuch' },
        faq: { heading: 'Vor Ihrem Besuch' },
        contact: { nav: 'Kontakt', heading: { we: 'Fragen Sie uns', i: 'Fragen Sie mich' }, eyebrow: 'Kontakt', send: 'Nachricht senden' },
      },
      contactIntro: {
        we: 'Ob Sie einen Besuch planen, mit einer Gruppe kommen oder eine Frage haben: Schreiben Sie uns, und wir melden uns bei Ihnen.',
        i: 'Ob Sie einen Besuch planen, mit einer Gruppe kommen oder eine Frage haben: Schreiben Sie mir, und ich melde mich bei Ihnen.',
      },
      about: {
        we: 'Entdecken Sie {name}, ob Sie zum ersten Mal kommen oder schon einmal hier waren. Schauen Sie sich in Ruhe um und fragen Sie uns alles, was Sie wissen möchten.',
        i: 'Entdecken Sie {name}, ob Sie zum ersten Mal kommen oder schon einmal hier waren. Schauen Sie sich in Ruhe um und fragen Sie mich alles, was Sie wissen möchten.',
      },
      steps: {
        we: [
          { title: 'Öffnungszeiten nachsehen', text: 'Sie finden sie auf dieser Seite. Wenn Sie extra anreisen, fragen Sie am besten vorher bei uns nach.' },
          { title: 'Die Anreise planen', text: 'Adresse und Karte finden Sie auf dieser Seite. Fragen Sie uns gern, wenn Sie Hilfe bei der Anreise brauchen.' },
          { title: 'Den Besuch genießen', text: 'Lassen Sie sich beim Rundgang Zeit und fragen Sie einfach, wenn Sie etwas wissen möchten.' },
        ],
        i: [
          { title: 'Öffnungszeiten nachsehen', text: 'Sie finden sie auf dieser Seite. Wenn Sie extra anreisen, fragen Sie am besten vorher bei mir nach.' },
          { title: 'Die Anreise planen', text: 'Adresse und Karte finden Sie auf dieser Seite. Fragen Sie mich gern, wenn Sie Hilfe bei der Anreise brauchen.' },
          { title: 'Den Besuch genießen', text: 'Lassen Sie sich beim Rundgang Zeit und fragen Sie einfach, wenn Sie etwas wissen möchten.' },
        ],
      },
      benefits: {
        we: [
          { title: 'In Ihrem eigenen Tempo', text: 'Sehen Sie sich an, was Sie am meisten interessiert, und bleiben Sie so lange, wie Sie möchten.' },
          { title: 'Besuche für Gruppen', text: 'Fragen Sie uns vorab nach Besuchen für Schulklassen, Vereine und andere Gruppen.' },
          { title: 'Fragen sind willkommen', text: 'Fragen Sie uns vor Ihrem Besuch nach Tickets, Barrierefreiheit oder allem anderen.' },
        ],
        i: [
          { title: 'In Ihrem eigenen Tempo', text: 'Sehen Sie sich an, was Sie am meisten interessiert, und bleiben Sie so lange, wie Sie möchten.' },
          { title: 'Besuche für Gruppen', text: 'Fragen Sie mich vorab nach Besuchen für Schulklassen, Vereine und andere Gruppen.' },
          { title: 'Fragen sind willkommen', text: 'Fragen Sie mich vor Ihrem Besuch nach Tickets, Barrierefreiheit oder allem anderen.' },
        ],
      },
      faq: {
        we: [
          { q: 'Muss ich vorher buchen?', a: 'Fragen Sie uns nach Tickets und ob Sie im Voraus buchen sollten, vor allem, wenn Sie mit einer Gruppe kommen.' },
          { q: 'Ist der Besuch barrierefrei möglich?', a: 'Sagen Sie uns vorab, was Sie brauchen, und wir helfen Ihnen, Ihren Besuch zu planen.' },
          { q: 'Wie viel Zeit sollte ich einplanen?', a: 'Das hängt davon ab, was Sie sehen möchten. Fragen Sie uns, und wir geben Ihnen Tipps, wie Sie Ihren Tag einteilen.' },
          { q: 'Was gibt es bei {name} zu sehen?', a: 'Kurz gesagt: {features}. Fragen Sie uns gern, wenn Sie vor Ihrem Besuch mehr wissen möchten.' },
        ],
        i: [
          { q: 'Muss ich vorher buchen?', a: 'Fragen Sie mich nach Tickets und ob Sie im Voraus buchen sollten, vor allem, wenn Sie mit einer Gruppe kommen.' },
          { q: 'Ist der Besuch barrierefrei möglich?', a: 'Sagen Sie mir vorab, was Sie brauchen, und ich helfe Ihnen, Ihren Besuch zu planen.' },
          { q: 'Wie viel Zeit sollte ich einplanen?', a: 'Das hängt davon ab, was Sie sehen möchten. Fragen Sie mich, und ich gebe Ihnen Tipps, wie Sie Ihren Tag einteilen.' },
          { q: 'Was gibt es bei {name} zu sehen?', a: 'Kurz gesagt: {features}. Fragen Sie mich gern, wenn Sie vor Ihrem Besuch mehr wissen möchten.' },
        ],
      },
      closing: {
        heading: 'Überzeugen Sie sich selbst',
        text: { we: 'Sehen Sie die Öffnungszeiten nach und finden Sie uns auf der Karte: Wir freuen uns auf Ihren Besuch.', i: 'Sehen Sie die Öffnungszeiten nach und finden Sie den Weg auf der Karte: Ich freue mich auf Ihren Besuch.' },
      },
      featureText: {
        we: [
          'Halten Sie bei Ihrem Besuch danach Ausschau.',
          'Teil Ihres Besuchs bei {name}.',
          'Fragen Sie uns vorher danach.',
          'Das sollten Sie mit eigenen Augen sehen.',
        ],
        i: [
          'Halten Sie bei Ihrem Besuch danach Ausschau.',
          'Teil Ihres Besuchs bei {name}.',
          'Fragen Sie mich vorher danach.',
          'Das sollten Sie mit eigenen Augen sehen.',
        ],
      },
    },
  },
  it: {
    attraction: {
      cta: { primary: 'Organizza la visita', secondary: 'Cosa vedere' },
      sections: {
        services: { nav: 'Da vedere', heading: 'Cosa vedere e cosa fare', eyebrow: 'Da scoprire' },
        booking: { heading: 'Come organizzare la visita', eyebrow: 'Passo dopo passo' },
        visit: { nav: 'Visita', heading: 'Orari e come arrivare', eyebrow: 'Pianifica la visita' },
        faq: { heading: 'Prima della visita' },
        contact: { nav: 'Contatti', heading: { we: 'Hai una domanda? Scrivici', i: 'Hai una domanda? Scrivimi' }, eyebrow: 'Contatti', send: 'Invia messaggio' },
      },
      contactIntro: {
        we: 'Se stai organizzando una visita, vieni con un gruppo o hai una domanda, scrivici e ti risponderemo.',
        i: 'Se stai organizzando una visita, vieni con un gruppo o hai una domanda, scrivimi e ti risponderò.',
      },
      about: {
        we: 'Vieni a scoprire {name}, che sia la tua prima visita o un ritorno. Guardati intorno e chiedici tutto ciò che vuoi sapere.',
        i: 'Vieni a scoprire {name}, che sia la tua prima visita o un ritorno. Guardati intorno e chiedimi tutto ciò che vuoi sapere.',
      },
      steps: {
        we: [
          { title: 'Controlla gli orari', text: 'Li trovi su questa pagina. Se vieni apposta, conviene sentirci prima.' },
          { title: 'Scopri come arrivare', text: 'Trovi indirizzo e mappa su questa pagina e, se ti serve una mano per organizzare il tragitto, chiedici pure.' },
          { title: 'Goditi la visita', text: 'Prenditi il tempo di guardarti intorno e, se hai una curiosità, chiedi pure.' },
        ],
        i: [
          { title: 'Controlla gli orari', text: 'Li trovi su questa pagina. Se vieni apposta, conviene sentirmi prima.' },
          { title: 'Scopri come arrivare', text: 'Trovi indirizzo e mappa su questa pagina e, se ti serve una mano per organizzare il tragitto, chiedimi pure.' },
          { title: 'Goditi la visita', text: 'Prenditi il tempo di guardarti intorno e, se hai una curiosità, chiedi pure.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Esplora con i tuoi tempi', text: 'Soffermati su ciò che ti interessa di più, per tutto il tempo che vuoi.' },
          { title: 'Visite per gruppi', text: 'Prima di venire, chiedici delle visite per scuole, associazioni e altri gruppi.' },
          { title: 'Chiedi pure', text: 'Prima della visita, chiedici di biglietti, accessibilità o qualsiasi altra cosa.' },
        ],
        i: [
          { title: 'Esplora con i tuoi tempi', text: 'Soffermati su ciò che ti interessa di più, per tutto il tempo che vuoi.' },
          { title: 'Visite per gruppi', text: 'Prima di venire, chiedimi delle visite per scuole, associazioni e altri gruppi.' },
          { title: 'Chiedi pure', text: 'Prima della visita, chiedimi di biglietti, accessibilità o qualsiasi altra cosa.' },
        ],
      },
      faq: {
        we: [
          { q: 'Devo prenotare?', a: 'Chiedici dei biglietti e se conviene prenotare, soprattutto se vieni con un gruppo.' },
          { q: 'La visita è accessibile?', a: 'Dicci di cosa hai bisogno prima di venire e ti aiuteremo a organizzare la visita.' },
          { q: 'Quanto tempo serve per la visita?', a: 'Dipende da cosa vuoi vedere. Chiedici e ti suggeriremo come organizzare la giornata.' },
          { q: 'Cosa si può vedere visitando {name}?', a: 'In breve: {features}. Se vuoi saperne di più prima di venire, chiedici pure.' },
        ],
        i: [
          { q: 'Devo prenotare?', a: 'Chiedimi dei biglietti e se conviene prenotare, soprattutto se vieni con un gruppo.' },
          { q: 'La visita è accessibile?', a: 'Dimmi di cosa hai bisogno prima di venire e ti aiuterò a organizzare la visita.' },
          { q: 'Quanto tempo serve per la visita?', a: 'Dipende da cosa vuoi vedere. Chiedimi e ti suggerirò come organizzare la giornata.' },
          { q: 'Cosa si può vedere visitando {name}?', a: 'In breve: {features}. Se vuoi saperne di più prima di venire, chiedimi pure.' },
        ],
      },
      closing: {
        heading: 'Vieni a vedere di persona',
        text: { we: 'Dai un’occhiata agli orari e trovaci sulla mappa: non vediamo l’ora di accoglierti.', i: 'Dai un’occhiata agli orari e trova la strada sulla mappa: non vedo l’ora di accoglierti.' },
      },
      featureText: {
        we: [
          'Da non perdere durante la visita.',
          'Fa parte dell’esperienza di {name}.',
          'Chiedici informazioni prima di venire.',
          'Da vedere con i tuoi occhi.',
        ],
        i: [
          'Da non perdere durante la visita.',
          'Fa parte dell’esperienza di {name}.',
          'Chiedimi informazioni prima di venire.',
          'Da vedere con i tuoi occhi.',
        ],
      },
    },
  },
  nl: {
    attraction: {
      cta: { primary: 'Plan je bezoek', secondary: 'Wat is er te zien' },
      sections: {
        services: { nav: 'Te zien', heading: 'Wat je kunt zien en doen', eyebrow: 'Op ontdekking' },
        booking: { heading: 'Zo plan je je bezoek', eyebrow: 'Stap voor stap' },
        visit: { nav: 'Bezoek', heading: 'Openingstijden en bereikbaarheid', eyebrow: 'Je bezoek' },
        faq: { heading: 'Voor je bezoek' },
        contact: { nav: 'Contact', heading: { we: 'Stel ons een vraag', i: 'Stel me een vraag' }, eyebrow: 'Contact', send: 'Bericht versturen' },
      },
      contactIntro: {
        we: 'Ben je een bezoek aan het plannen, kom je met een groep of heb je een vraag, stuur ons dan een bericht en we nemen contact met je op.',
        i: 'Ben je een bezoek aan het plannen, kom je met een groep of heb je een vraag, stuur me dan een bericht en ik neem contact met je op.',
      },
      about: {
        we: 'Kom {name} ontdekken, of het nu je eerste bezoek is of je hier al eerder was. Kijk rond en vraag ons alles wat je wilt weten.',
        i: 'Kom {name} ontdekken, of het nu je eerste bezoek is of je hier al eerder was. Kijk rond en vraag me alles wat je wilt weten.',
      },
      steps: {
        we: [
          { title: 'Bekijk de openingstijden', text: 'Die staan op deze pagina. Kom je er speciaal voor, vraag het ons dan even vooraf.' },
          { title: 'Vind de weg', text: 'Gebruik het adres en de kaart op deze pagina, en vraag het ons als je hulp nodig hebt bij de reis hierheen.' },
          { title: 'Geniet van je bezoek', text: 'Neem rustig de tijd om rond te kijken, en vraag het gerust als je iets wilt weten.' },
        ],
        i: [
          { title: 'Bekijk de openingstijden', text: 'Die staan op deze pagina. Kom je er speciaal voor, vraag het me dan even vooraf.' },
          { title: 'Vind de weg', text: 'Gebruik het adres en de kaart op deze pagina, en vraag het me als je hulp nodig hebt bij de reis hierheen.' },
          { title: 'Geniet van je bezoek', text: 'Neem rustig de tijd om rond te kijken, en vraag het gerust als je iets wilt weten.' },
        ],
      },
      benefits: {
        we: [
          { title: 'In je eigen tempo', text: 'Bekijk wat jou het meest interesseert, en blijf zo lang als je wilt.' },
          { title: 'Met een groep komen', text: 'Vraag ons vooraf naar bezoeken voor scholen, verenigingen en andere groepen.' },
          { title: 'Vragen zijn welkom', text: 'Vraag ons voor je bezoek naar tickets, toegankelijkheid of wat dan ook.' },
        ],
        i: [
          { title: 'In je eigen tempo', text: 'Bekijk wat jou het meest interesseert, en blijf zo lang als je wilt.' },
          { title: 'Met een groep komen', text: 'Vraag me vooraf naar bezoeken voor scholen, verenigingen en andere groepen.' },
          { title: 'Vragen zijn welkom', text: 'Vraag me voor je bezoek naar tickets, toegankelijkheid of wat dan ook.' },
        ],
      },
      faq: {
        we: [
          { q: 'Moet ik reserveren?', a: 'Vraag ons naar tickets en of je beter vooraf kunt reserveren, zeker als je met een groep komt.' },
          { q: 'Is het toegankelijk?', a: 'Laat ons vooraf weten wat je nodig hebt, dan helpen we je je bezoek te plannen.' },
          { q: 'Hoeveel tijd moet ik uittrekken?', a: 'Dat hangt af van wat je wilt zien. Vraag het ons, dan geven we je tips om je dag in te delen.' },
          { q: 'Wat is er te zien bij {name}?', a: 'In het kort: {features}. Wil je voor je bezoek meer weten, vraag het ons gerust.' },
        ],
        i: [
          { q: 'Moet ik reserveren?', a: 'Vraag me naar tickets en of je beter vooraf kunt reserveren, zeker als je met een groep komt.' },
          { q: 'Is het toegankelijk?', a: 'Laat me vooraf weten wat je nodig hebt, dan help ik je je bezoek te plannen.' },
          { q: 'Hoeveel tijd moet ik uittrekken?', a: 'Dat hangt af van wat je wilt zien. Vraag het me, dan geef ik je tips om je dag in te delen.' },
          { q: 'Wat is er te zien bij {name}?', a: 'In het kort: {features}. Wil je voor je bezoek meer weten, vraag het me gerust.' },
        ],
      },
      closing: {
        heading: 'Kom zelf kijken',
        text: { we: 'Check de openingstijden en vind ons op de kaart: we heten je graag welkom.', i: 'Check de openingstijden en zoek de route op de kaart: ik heet je graag welkom.' },
      },
      featureText: {
        we: [
          'Let er tijdens je bezoek op.',
          'Onderdeel van een bezoek aan {name}.',
          'Vraag ons ernaar voordat je komt.',
          'Iets om met eigen ogen te zien.',
        ],
        i: [
          'Let er tijdens je bezoek op.',
          'Onderdeel van een bezoek aan {name}.',
          'Vraag me ernaar voordat je komt.',
          'Iets om met eigen ogen te zien.',
        ],
      },
    },
  },
  ja: {
    attraction: {
      cta: { primary: 'ご利用案内を見る', secondary: '見どころはこちら' },
      sections: {
        services: { nav: '見どころ', heading: '見どころと楽しみ方', eyebrow: '見る・楽しむ' },
        booking: { heading: 'ご来場までの流れ', eyebrow: 'ステップ' },
        visit: { nav: 'ご利用案内', heading: 'ご利用時間とアクセス', eyebrow: 'お出かけ前に' },
        faq: { heading: 'ご来場前のご質問' },
        contact: { nav: 'お問い合わせ', heading: { we: 'スタッフにお尋ねください', i: '私にお尋ねください' }, eyebrow: 'お問い合わせ', send: '送信する' },
      },
      contactIntro: {
        we: 'ご来場のご予定や団体でのお越し、そのほかのご質問など、メッセージをお送りいただければ私たちから折り返しご連絡します。',
        i: 'ご来場のご予定や団体でのお越し、そのほかのご質問など、メッセージをお送りいただければ私から折り返しご連絡します。',
      },
      about: {
        we: 'はじめての方も、以前いらしたことのある方も、ぜひ{name}を訪れて新しい発見を楽しんでください。ゆっくり見て回り、知りたいことがあればスタッフに何でもお尋ねください。',
        i: 'はじめての方も、以前いらしたことのある方も、ぜひ{name}を訪れて新しい発見を楽しんでください。ゆっくり見て回り、知りたいことがあれば私に何でもお尋ねください。',
      },
      steps: {
        we: [
          { title: 'ご利用時間を確認', text: 'ご利用時間はこのページに掲載しています。わざわざお越しになる場合は、事前に私たちにお問い合わせいただくと安心です。' },
          { title: '行き方を調べる', text: 'このページの住所と地図をご利用ください。道順でわからないことがあれば、私たちにお気軽にお尋ねください。' },
          { title: '当日を楽しむ', text: '思い思いに見て回って、気になることがあればお気軽にお声がけください。' },
        ],
        i: [
          { title: 'ご利用時間を確認', text: 'ご利用時間はこのページに掲載しています。わざわざお越しになる場合は、事前に私にお問い合わせいただくと安心です。' },
          { title: '行き方を調べる', text: 'このページの住所と地図をご利用ください。道順でわからないことがあれば、私にお気軽にお尋ねください。' },
          { title: '当日を楽しむ', text: '思い思いに見て回って、気になることがあればお気軽にお声がけください。' },
        ],
      },
      benefits: {
        we: [
          { title: '自分のペースで楽しめる', text: '興味のあるものを、好きなだけ時間をかけてじっくりご覧ください。' },
          { title: '団体でお越しの方へ', text: '学校やクラブなど、団体でのご来場については、お越しになる前に私たちにご相談ください。' },
          { title: 'ご質問はお気軽に', text: 'チケットやバリアフリーのことなど、ご来場前に気になることは何でも私たちにお尋ねください。' },
        ],
        i: [
          { title: '自分のペースで楽しめる', text: '興味のあるものを、好きなだけ時間をかけてじっくりご覧ください。' },
          { title: '団体でお越しの方へ', text: '学校やクラブなど、団体でのご来場については、お越しになる前に私にご相談ください。' },
          { title: 'ご質問はお気軽に', text: 'チケットやバリアフリーのことなど、ご来場前に気になることは何でも私にお尋ねください。' },
        ],
      },
      faq: {
        we: [
          { q: '予約は必要ですか？', a: 'チケットのことや事前予約が必要かどうかは、私たちにお尋ねください。団体でお越しの場合は、特に事前のご確認をおすすめします。' },
          { q: 'バリアフリーに対応していますか？', a: '必要なサポートを、お越しになる前に私たちにお知らせください。ご来場の計画をお手伝いします。' },
          { q: '所要時間はどのくらいですか？', a: '何をご覧になりたいかによって変わります。お尋ねいただければ、私たちから一日の回り方をご提案します。' },
          { q: '{name}では何が見られますか？', a: 'ひと言でいえば、{features}です。ご来場前にもっと詳しく知りたい方は、私たちにお気軽にお尋ねください。' },
        ],
        i: [
          { q: '予約は必要ですか？', a: 'チケットのことや事前予約が必要かどうかは、私にお尋ねください。団体でお越しの場合は、特に事前のご確認をおすすめします。' },
          { q: 'バリアフリーに対応していますか？', a: '必要なサポートを、お越しになる前に私にお知らせください。ご来場の計画をお手伝いします。' },
          { q: '所要時間はどのくらいですか？', a: '何をご覧になりたいかによって変わります。お尋ねいただければ、私から一日の回り方をご提案します。' },
          { q: '{name}では何が見られますか？', a: 'ひと言でいえば、{features}です。ご来場前にもっと詳しく知りたい方は、私にお気軽にお尋ねください。' },
        ],
      },
      closing: {
        heading: 'ぜひ実際にご覧ください',
        text: {
          we: 'ご利用時間を確かめ、地図で場所をご確認ください。スタッフ一同、皆さまのお越しを心よりお待ちしています。',
          i: 'ご利用時間を確かめ、地図で道順をご確認ください。皆さまのお越しを、心から楽しみにお待ちしています。',
        },
      },
      featureText: {
        we: [
          'ご来場の際は、ぜひ注目してみてください。',
          '{name}を訪れる楽しみのひとつです。',
          'お越しになる前に、私たちにお気軽にお尋ねください。',
          'ぜひご自身の目で確かめてください。',
        ],
        i: [
          'ご来場の際は、ぜひ注目してみてください。',
          '{name}を訪れる楽しみのひとつです。',
          'お越しになる前に、私にお気軽にお尋ねください。',
          'ぜひご自身の目で確かめてください。',
        ],
      },
    },
  },
  zh: {
    attraction: {
      cta: { primary: '查看参观指南', secondary: '发现精彩看点' },
      sections: {
        services: { nav: '精彩看点', heading: '看点与体验', eyebrow: '探索' },
        booking: { heading: '规划您的参观', eyebrow: '一步一步' },
        visit: { nav: '参观信息', heading: '开放时间与交通指南', eyebrow: '参观指南' },
        faq: { heading: '参观前的常见问题' },
        contact: { nav: '联系', heading: { we: '向我们提问', i: '向我提问' }, eyebrow: '联系方式', send: '发送留言' },
      },
      contactIntro: {
        we: '无论是计划来参观、组团前来，还是有其他问题，都欢迎给我们留言，我们会回复您。',
        i: '无论是计划来参观、组团前来，还是有其他问题，都欢迎给我留言，我会回复您。',
      },
      about: {
        we: '无论您是第一次来，还是故地重游，都欢迎来{name}探索发现。请随意参观，有任何想了解的，尽管问我们。',
        i: '无论您是第一次来，还是故地重游，都欢迎来{name}探索发现。请随意参观，有任何想了解的，尽管问我。',
      },
      steps: {
        we: [
          { title: '查看开放时间', text: '开放时间列在本页上。如果您专程前来，最好先与我们确认一下。' },
          { title: '查好路线', text: '请参考本页的地址和地图，路上如需帮助，欢迎问我们。' },
          { title: '尽情参观', text: '随意逛逛，有什么想了解的，随时开口问。' },
        ],
        i: [
          { title: '查看开放时间', text: '开放时间列在本页上。如果您专程前来，最好先与我确认一下。' },
          { title: '查好路线', text: '请参考本页的地址和地图，路上如需帮助，欢迎问我。' },
          { title: '尽情参观', text: '随意逛逛，有什么想了解的，随时开口问。' },
        ],
      },
      benefits: {
        we: [
          { title: '按自己的节奏参观', text: '挑最感兴趣的看，想看多久就看多久。' },
          { title: '团体参观', text: '学校、俱乐部或其他团体想来参观，请在出发前先问问我们。' },
          { title: '欢迎提问', text: '参观之前，关于门票、无障碍设施或其他任何事，都可以问我们。' },
        ],
        i: [
          { title: '按自己的节奏参观', text: '挑最感兴趣的看，想看多久就看多久。' },
          { title: '团体参观', text: '学校、俱乐部或其他团体想来参观，请在出发前先问问我。' },
          { title: '欢迎提问', text: '参观之前，关于门票、无障碍设施或其他任何事，都可以问我。' },
        ],
      },
      faq: {
        we: [
          { q: '需要预约吗？', a: '关于门票以及是否需要提前预约，欢迎询问我们。如果是团体前来，更建议提前问清楚。' },
          { q: '有无障碍设施吗？', a: '来之前请告诉我们您有哪些需要，我们会帮您规划这次参观。' },
          { q: '参观大概需要多长时间？', a: '这取决于您想看些什么。问问我们，我们会建议您如何安排这一天。' },
          { q: '{name}有什么可看的？', a: '简而言之：{features}。来之前想进一步了解，欢迎问我们。' },
        ],
        i: [
          { q: '需要预约吗？', a: '关于门票以及是否需要提前预约，欢迎询问我。如果是团体前来，更建议提前问清楚。' },
          { q: '有无障碍设施吗？', a: '来之前请告诉我您有哪些需要，我会帮您规划这次参观。' },
          { q: '参观大概需要多长时间？', a: '这取决于您想看些什么。问问我，我会建议您如何安排这一天。' },
          { q: '{name}有什么可看的？', a: '简而言之：{features}。来之前想进一步了解，欢迎问我。' },
        ],
      },
      closing: {
        heading: '欢迎亲自来看看',
        text: { we: '查好开放时间，在地图上找到我们。我们期待您的光临！', i: '查好开放时间，在地图上找好路线。我期待您的光临！' },
      },
      featureText: {
        we: [
          '参观时千万别错过。',
          '这是{name}参观体验的一部分。',
          '来之前，欢迎问问我们。',
          '值得亲眼一看。',
        ],
        i: [
          '参观时千万别错过。',
          '这是{name}参观体验的一部分。',
          '来之前，欢迎问问我。',
          '值得亲眼一看。',
        ],
      },
    },
  },
  ar: {
    attraction: {
      cta: { primary: 'خطّط لزيارتك', secondary: 'اكتشف ما ينتظرك' },
      sections: {
        services: { nav: 'شاهد واستمتع', heading: 'ما يمكنك مشاهدته والقيام به', eyebrow: 'استكشف' },
        booking: { heading: 'التخطيط لزيارتك', eyebrow: 'خطوة بخطوة' },
        visit: { nav: 'الزيارة', heading: 'مواعيد الزيارة وكيفية الوصول', eyebrow: 'معلومات الزيارة' },
        faq: { heading: 'قبل زيارتك' },
        contact: { nav: 'تواصل', heading: { we: 'اطرح علينا سؤالك', i: 'اطرح عليّ سؤالك' }, eyebrow: 'التواصل', send: 'إرسال الرسالة' },
      },
      contactIntro: {
        we: 'سواء كنت تخطط لزيارة أو ستأتي مع مجموعة أو لديك سؤال، أرسل لنا رسالة وسنعود إليك.',
        i: 'سواء كنت تخطط لزيارة أو ستأتي مع مجموعة أو لديك سؤال، أرسل لي رسالة وسأعود إليك.',
      },
      about: {
        we: 'تعال واكتشف {name}، سواء كانت هذه زيارتك الأولى أو كنت قد جئت من قبل. تجوّل على راحتك، واسألنا عن أي شيء تودّ معرفته.',
        i: 'تعال واكتشف {name}، سواء كانت هذه زيارتك الأولى أو كنت قد جئت من قبل. تجوّل على راحتك، واسألني عن أي شيء تودّ معرفته.',
      },
      steps: {
        we: [
          { title: 'تحقّق من مواعيد الزيارة', text: 'ستجدها في هذه الصفحة. وإن كنت ستأتي خصيصًا، فمن الأفضل أن تتحقق معنا أولًا.' },
          { title: 'اعرف كيف تصل', text: 'استعن بالعنوان والخريطة في هذه الصفحة، واسألنا إن احتجت إلى مساعدة في الوصول.' },
          { title: 'استمتع بزيارتك', text: 'تنقّل بين أرجاء المكان، ولا تتردد في السؤال عمّا يثير فضولك.' },
        ],
        i: [
          { title: 'تحقّق من مواعيد الزيارة', text: 'ستجدها في هذه الصفحة. وإن كنت ستأتي خصيصًا، فمن الأفضل أن تتحقق معي أولًا.' },
          { title: 'اعرف كيف تصل', text: 'استعن بالعنوان والخريطة في هذه الصفحة، واسألني إن احتجت إلى مساعدة في الوصول.' },
          { title: 'استمتع بزيارتك', text: 'تنقّل بين أرجاء المكان، ولا تتردد في السؤال عمّا يثير فضولك.' },
        ],
      },
      benefits: {
        we: [
          { title: 'استكشف على راحتك', text: 'شاهد ما يثير اهتمامك أكثر من غيره، وخذ من الوقت ما تشاء.' },
          { title: 'الزيارات الجماعية', text: 'اسألنا عن زيارات المدارس والنوادي وغيرها من المجموعات قبل مجيئك.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألنا عن التذاكر وتسهيلات الوصول أو أي شيء آخر قبل زيارتك.' },
        ],
        i: [
          { title: 'استكشف على راحتك', text: 'شاهد ما يثير اهتمامك أكثر من غيره، وخذ من الوقت ما تشاء.' },
          { title: 'الزيارات الجماعية', text: 'اسألني عن زيارات المدارس والنوادي وغيرها من المجموعات قبل مجيئك.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألني عن التذاكر وتسهيلات الوصول أو أي شيء آخر قبل زيارتك.' },
        ],
      },
      faq: {
        we: [
          { q: 'هل أحتاج إلى حجز مسبق؟', a: 'اسألنا عن التذاكر وعمّا إذا كان الحجز المسبق ضروريًا، خاصةً إن كنت ستأتي مع مجموعة.' },
          { q: 'هل المكان مهيّأ لذوي الاحتياجات الخاصة؟', a: 'أخبرنا بما تحتاج إليه قبل مجيئك، وسنساعدك في التخطيط لزيارتك.' },
          { q: 'كم من الوقت تستغرق الزيارة؟', a: 'يعتمد ذلك على ما تودّ مشاهدته. اسألنا وسنقترح عليك كيف تنظّم يومك.' },
          { q: 'ماذا يمكنني أن أشاهد في {name}؟', a: 'باختصار: {features}. اسألنا إن أردت معرفة المزيد قبل مجيئك.' },
        ],
        i: [
          { q: 'هل أحتاج إلى حجز مسبق؟', a: 'اسألني عن التذاكر وعمّا إذا كان الحجز المسبق ضروريًا، خاصةً إن كنت ستأتي مع مجموعة.' },
          { q: 'هل المكان مهيّأ لذوي الاحتياجات الخاصة؟', a: 'أخبرني بما تحتاج إليه قبل مجيئك، وسأساعدك في التخطيط لزيارتك.' },
          { q: 'كم من الوقت تستغرق الزيارة؟', a: 'يعتمد ذلك على ما تودّ مشاهدته. اسألني وسأقترح عليك كيف تنظّم يومك.' },
          { q: 'ماذا يمكنني أن أشاهد في {name}؟', a: 'باختصار: {features}. اسألني إن أردت معرفة المزيد قبل مجيئك.' },
        ],
      },
      closing: {
        heading: 'تعال وشاهد بنفسك',
        text: {
          we: 'اطّلع على مواعيد الزيارة وابحث عنا على الخريطة، فنحن نتطلع إلى استقبالك.',
          i: 'اطّلع على مواعيد الزيارة واعرف طريقك على الخريطة، فأنا أتطلع إلى استقبالك.',
        },
      },
      featureText: {
        we: [
          'لا يفوتك ذلك خلال زيارتك.',
          'جزء من زيارتك إلى {name}.',
          'اسألنا عن ذلك قبل مجيئك.',
          'شيء يستحق أن تراه بعينيك.',
        ],
        i: [
          'لا يفوتك ذلك خلال زيارتك.',
          'جزء من زيارتك إلى {name}.',
          'اسألني عن ذلك قبل مجيئك.',
          'شيء يستحق أن تراه بعينيك.',
        ],
      },
    },
  },
};
