import type { StyleCopy } from './types';

/**
 * A care home's own words over the local phrasebook (types.ts `PageStyle` `care`; choose-blueprint
 * `offersCare`: a residential or nursing home, a retirement home), in the site languages: families are
 * invited to look around ("Arrange a visit", "Moving in", questions families ask, visiting hours), with a
 * message form, instead of "Request a booking". No claim the owner has not made (no ratings, no staff
 * ratios, no specialist dementia care, no fees, no funding promised).
 */
export const CARE_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { care: StyleCopy }> = {
  en: {
    care: {
      cta: { primary: 'Arrange a visit', secondary: 'Find out more' },
      sections: {
        services: { nav: 'Care', heading: 'Care and life at {name}', eyebrow: 'Every day' },
        booking: { heading: 'Moving in', eyebrow: 'Step by step' },
        benefits: { heading: 'What families can expect' },
        visiting: { nav: 'Visiting', heading: 'Visiting and directions', eyebrow: 'Visiting hours' },
        faq: { heading: 'Questions families ask' },
        contact: { nav: 'Visit', heading: 'Arrange a visit', eyebrow: 'Visits', send: 'Send message' },
      },
      contactIntro: {
        we: 'Tell us a little about the person you’re looking for care for and when you’d like to visit, and we’ll get back to you.',
        i: 'Tell me a little about the person you’re looking for care for and when you’d like to visit, and I’ll get back to you.',
      },
      about: {
        we: 'Choosing care is a big decision, and the best way to know whether {name} is right is to see it for yourself. Come and look around, meet the team and ask us anything.',
        i: 'Choosing care is a big decision, and the best way to know whether {name} is right is to see it for yourself. Come and look around, meet me and ask me anything.',
      },
      steps: {
        we: [
          { title: 'Get in touch', text: 'Tell us about the person you’re looking for care for and what they need.' },
          { title: 'Come and visit', text: 'Look around, meet the team and bring your questions.' },
          { title: 'Talk it through', text: 'We’ll talk about care, costs and timing, and help you with the next steps.' },
        ],
        i: [
          { title: 'Get in touch', text: 'Tell me about the person you’re looking for care for and what they need.' },
          { title: 'Come and visit', text: 'Look around, meet me and bring your questions.' },
          { title: 'Talk it through', text: 'I’ll talk about care, costs and timing with you, and help you with the next steps.' },
        ],
      },
      benefits: {
        we: [
          { title: 'See it for yourself', text: 'Visit before you decide, and see where your relative would live.' },
          { title: 'Time for your questions', text: 'Ask us about daily life, care, meals or anything else on your mind.' },
          { title: 'Staying close', text: 'Ask us about visiting, so family and friends stay part of everyday life.' },
        ],
        i: [
          { title: 'See it for yourself', text: 'Visit before you decide, and see where your relative would live.' },
          { title: 'Time for your questions', text: 'Ask me about daily life, care, meals or anything else on your mind.' },
          { title: 'Staying close', text: 'Ask me about visiting, so family and friends stay part of everyday life.' },
        ],
      },
      faq: {
        we: [
          { q: 'Can we come and look around?', a: 'Please do: get in touch and we’ll arrange a time that suits you.' },
          { q: 'How are care needs agreed?', a: 'We’ll talk with you and your relative about what they need before anything is agreed.' },
          { q: 'How much does care cost?', a: 'It depends on the care needed. Ask us and we’ll explain the fees and what they include.' },
          { q: 'When can family and friends visit?', a: 'Visiting hours are on this page. Ask us if you’d like to visit at another time.' },
        ],
        i: [
          { q: 'Can we come and look around?', a: 'Please do: get in touch and I’ll arrange a time that suits you.' },
          { q: 'How are care needs agreed?', a: 'I’ll talk with you and your relative about what they need before anything is agreed.' },
          { q: 'How much does care cost?', a: 'It depends on the care needed. Ask me and I’ll explain the fees and what they include.' },
          { q: 'When can family and friends visit?', a: 'Visiting hours are on this page. Ask me if you’d like to visit at another time.' },
        ],
      },
      closing: {
        heading: { we: 'Come and see us', i: 'Come and meet me' },
        text: { we: 'Arrange a visit to look around, meet the team and ask your questions.', i: 'Arrange a visit to look around, meet me and ask your questions.' },
      },
      featureText: {
        we: [
          'Ask us about it when you visit.',
          'Part of everyday life at {name}.',
          'Something to see when you look around.',
          'Tell us what your relative needs and we’ll explain how this works.',
        ],
        i: [
          'Ask me about it when you visit.',
          'Part of everyday life at {name}.',
          'Something to see when you look around.',
          'Tell me what your relative needs and I’ll explain how this works.',
        ],
      },
    },
  },
  es: {
    care: {
      cta: { primary: 'Concierta una visita', secondary: 'Más información' },
      sections: {
        services: { nav: 'Cuidados', heading: 'Cuidados y vida diaria en {name}', eyebrow: 'Día a día' },
        booking: { heading: 'Cómo es el ingreso', eyebrow: 'Paso a paso' },
        benefits: { heading: 'Qué pueden esperar las familias' },
        visiting: { nav: 'Visitas', heading: 'Visitas y cómo llegar', eyebrow: 'Horario de visitas' },
        faq: { heading: 'Lo que preguntan las familias' },
        contact: { nav: 'Solicitar visita', heading: 'Organiza tu visita', eyebrow: 'Ven de visita', send: 'Enviar mensaje' },
      },
      contactIntro: {
        we: 'Cuéntanos un poco sobre la persona para quien buscas plaza y cuándo te gustaría venir a vernos, y te responderemos.',
        i: 'Cuéntame un poco sobre la persona para quien buscas plaza y cuándo te gustaría venir a verme, y te responderé.',
      },
      about: {
        we: 'Elegir quién cuidará de un ser querido es una decisión importante, y la mejor manera de saber si {name} es el lugar adecuado es verlo con tus propios ojos. Ven a visitarnos, conoce al equipo y pregúntanos todo lo que quieras.',
        i: 'Elegir quién cuidará de un ser querido es una decisión importante, y la mejor manera de saber si {name} es el lugar adecuado es verlo con tus propios ojos. Ven a visitarme, conóceme y pregúntame todo lo que quieras.',
      },
      steps: {
        we: [
          { title: 'Ponte en contacto', text: 'Háblanos de la persona para quien buscas cuidados y de lo que necesita.' },
          { title: 'Ven a visitarnos', text: 'Recorre las instalaciones, conoce al equipo y trae todas tus preguntas.' },
          { title: 'Lo hablamos con calma', text: 'Hablaremos contigo de los cuidados, los costes y la fecha de ingreso, y te ayudaremos con los siguientes pasos.' },
        ],
        i: [
          { title: 'Ponte en contacto', text: 'Háblame de la persona para quien buscas cuidados y de lo que necesita.' },
          { title: 'Ven a visitarme', text: 'Recorre las instalaciones, conóceme y trae todas tus preguntas.' },
          { title: 'Lo hablamos con calma', text: 'Hablaré contigo de los cuidados, los costes y la fecha de ingreso, y te ayudaré con los siguientes pasos.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Compruébalo en persona', text: 'Ven antes de decidir y descubre dónde viviría tu familiar.' },
          { title: 'Tiempo para tus preguntas', text: 'Pregúntanos por la vida diaria, los cuidados, las comidas o cualquier otra duda que tengas.' },
          { title: 'Cerca de los tuyos', text: 'Pregúntanos por las visitas, para que la familia y los amigos sigan formando parte del día a día.' },
        ],
        i: [
          { title: 'Compruébalo en persona', text: 'Ven antes de decidir y descubre dónde viviría tu familiar.' },
          { title: 'Tiempo para tus preguntas', text: 'Pregúntame por la vida diaria, los cuidados, las comidas o cualquier otra duda que tengas.' },
          { title: 'Cerca de los tuyos', text: 'Pregúntame por las visitas, para que la familia y los amigos sigan formando parte del día a día.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Podemos visitar las instalaciones?', a: 'Por supuesto: ponte en contacto y buscaremos un momento que te venga bien.' },
          { q: '¿Cómo se decide qué cuidados necesita?', a: 'Antes de acordar nada, hablaremos contigo y con tu familiar sobre lo que necesita.' },
          { q: '¿Cuánto cuestan los cuidados?', a: 'Depende de los cuidados que se necesiten. Pregúntanos y te explicaremos las tarifas y lo que incluyen.' },
          { q: '¿Cuándo pueden venir de visita la familia y los amigos?', a: 'Encontrarás el horario de visitas en esta página. Pregúntanos si quieres venir en otro momento.' },
        ],
        i: [
          { q: '¿Podemos visitar las instalaciones?', a: 'Por supuesto: ponte en contacto y buscaré un momento que te venga bien.' },
          { q: '¿Cómo se decide qué cuidados necesita?', a: 'Antes de acordar nada, hablaré contigo y con tu familiar sobre lo que necesita.' },
          { q: '¿Cuánto cuestan los cuidados?', a: 'Depende de los cuidados que se necesiten. Pregúntame y te explicaré las tarifas y lo que incluyen.' },
          { q: '¿Cuándo pueden venir de visita la familia y los amigos?', a: 'Encontrarás el horario de visitas en esta página. Pregúntame si quieres venir en otro momento.' },
        ],
      },
      closing: {
        heading: { we: 'Ven a vernos', i: 'Ven a conocerme' },
        text: { we: 'Concierta una visita para verlo todo, conocer al equipo y hacernos tus preguntas.', i: 'Concierta una visita para verlo todo, conocerme y hacerme tus preguntas.' },
      },
      featureText: {
        we: [
          'Pregúntanos por ello cuando vengas.',
          'Parte del día a día en {name}.',
          'Algo que podrás ver durante la visita.',
          'Cuéntanos qué necesita tu familiar y te explicaremos cómo funciona.',
        ],
        i: [
          'Pregúntame por ello cuando vengas.',
          'Parte del día a día en {name}.',
          'Algo que podrás ver durante la visita.',
          'Cuéntame qué necesita tu familiar y te explicaré cómo funciona.',
        ],
      },
    },
  },
  pt: {
    care: {
      cta: { primary: 'Marque uma visita', secondary: 'Saiba mais' },
      sections: {
        services: { nav: 'Cuidados', heading: 'Cuidados e dia a dia em {name}', eyebrow: 'Todos os dias' },
        booking: { heading: 'Como funciona a admissão', eyebrow: 'Passo a passo' },
        benefits: { heading: 'O que as famílias podem esperar' },
        visiting: { nav: 'Visitas', heading: 'Visitas e como chegar', eyebrow: 'Horário de visitas' },
        faq: { heading: 'O que as famílias perguntam' },
        contact: { nav: 'Marcar visita', heading: 'Combine uma visita', eyebrow: 'Conheça o espaço', send: 'Enviar mensagem' },
      },
      contactIntro: {
        we: 'Fale-nos um pouco da pessoa para quem procura cuidados e de quando gostaria de nos visitar, e entraremos em contacto consigo.',
        i: 'Fale-me um pouco da pessoa para quem procura cuidados e de quando gostaria de me visitar, e entrarei em contacto consigo.',
      },
      about: {
        we: 'Escolher quem vai cuidar de um familiar é uma decisão importante, e a melhor forma de saber se {name} é o sítio certo é ver com os seus próprios olhos. Venha ver o espaço, conhecer a equipa e fazer-nos todas as perguntas que quiser.',
        i: 'Escolher quem vai cuidar de um familiar é uma decisão importante, e a melhor forma de saber se {name} é o sítio certo é ver com os seus próprios olhos. Venha ver o espaço, conhecer-me e fazer-me todas as perguntas que quiser.',
      },
      steps: {
        we: [
          { title: 'Entre em contacto', text: 'Diga-nos para quem procura cuidados e de que apoio essa pessoa precisa.' },
          { title: 'Venha visitar-nos', text: 'Veja as instalações, conheça a equipa e traga as suas perguntas.' },
          { title: 'Conversar com calma', text: 'Falamos consigo sobre os cuidados, os custos e a data de entrada, e ajudamo-lo nos passos seguintes.' },
        ],
        i: [
          { title: 'Entre em contacto', text: 'Diga-me para quem procura cuidados e de que apoio essa pessoa precisa.' },
          { title: 'Venha visitar-me', text: 'Veja as instalações, conheça-me e traga as suas perguntas.' },
          { title: 'Conversar com calma', text: 'Falo consigo sobre os cuidados, os custos e a data de entrada, e ajudo-o nos passos seguintes.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Veja pessoalmente', text: 'Faça uma visita antes de decidir e veja onde o seu familiar iria viver.' },
          { title: 'Tempo para as suas perguntas', text: 'Pergunte-nos pelo dia a dia, pelos cuidados, pelas refeições ou por qualquer outra dúvida que tenha.' },
          { title: 'Sempre por perto', text: 'Pergunte-nos pelas visitas, para que a família e os amigos continuem a fazer parte do dia a dia.' },
        ],
        i: [
          { title: 'Veja pessoalmente', text: 'Faça uma visita antes de decidir e veja onde o seu familiar iria viver.' },
          { title: 'Tempo para as suas perguntas', text: 'Pergunte-me pelo dia a dia, pelos cuidados, pelas refeições ou por qualquer outra dúvida que tenha.' },
          { title: 'Sempre por perto', text: 'Pergunte-me pelas visitas, para que a família e os amigos continuem a fazer parte do dia a dia.' },
        ],
      },
      faq: {
        we: [
          { q: 'Podemos visitar as instalações?', a: 'Claro que sim: entre em contacto e marcamos uma hora que lhe dê jeito.' },
          { q: 'Como são definidos os cuidados?', a: 'Antes de se combinar o que quer que seja, conversamos consigo e com o seu familiar para perceber que cuidados fazem falta.' },
          { q: 'Quanto custam os cuidados?', a: 'Depende dos cuidados necessários. Pergunte-nos e explicamos-lhe o valor da mensalidade e o que inclui.' },
          { q: 'Quando é que a família e os amigos podem fazer visitas?', a: 'O horário de visitas está nesta página. Pergunte-nos se quiser vir noutra altura.' },
        ],
        i: [
          { q: 'Podemos visitar as instalações?', a: 'Claro que sim: entre em contacto e marco uma hora que lhe dê jeito.' },
          { q: 'Como são definidos os cuidados?', a: 'Antes de se combinar o que quer que seja, converso consigo e com o seu familiar para perceber que cuidados fazem falta.' },
          { q: 'Quanto custam os cuidados?', a: 'Depende dos cuidados necessários. Pergunte-me e explico-lhe o valor da mensalidade e o que inclui.' },
          { q: 'Quando é que a família e os amigos podem fazer visitas?', a: 'O horário de visitas está nesta página. Pergunte-me se quiser vir noutra altura.' },
        ],
      },
      closing: {
        heading: { we: 'Venha conhecer-nos', i: 'Venha conhecer-me' },
        text: { we: 'Marque uma visita para ver o espaço, conhecer a equipa e tirar as suas dúvidas.', i: 'Marque uma visita para ver o espaço, conhecer-me e tirar as suas dúvidas.' },
      },
      featureText: {
        we: [
          'Pergunte-nos sobre isto quando nos visitar.',
          'Faz parte do dia a dia em {name}.',
          'Algo que poderá ver durante a visita.',
          'Diga-nos de que precisa o seu familiar e explicamos-lhe como funciona.',
        ],
        i: [
          'Pergunte-me sobre isto quando me visitar.',
          'Faz parte do dia a dia em {name}.',
          'Algo que poderá ver durante a visita.',
          'Diga-me de que precisa o seu familiar e explico-lhe como funciona.',
        ],
      },
    },
  },
  fr: {
    care: {
      cta: { primary: 'Demander une visite', secondary: 'En savoir plus' },
      sections: {
        services: { nav: 'Accompagnement', heading: 'Soins et vie quotidienne chez {name}', eyebrow: 'Jour après jour' },
        booking: { heading: 'Préparer l’arrivée', eyebrow: 'Étape par étape' },
        benefits: { heading: 'À quoi les familles peuvent s’attendre' },
        visiting: { nav: 'Visites', heading: 'Visites et accès', eyebrow: 'Horaires de visite' },
        faq: { heading: 'Les questions des familles' },
        contact: { nav: 'Rendez-vous', heading: 'Organisez votre visite', eyebrow: 'Visite des lieux', send: 'Envoyer le message' },
      },
      contactIntro: {
        we: 'Parlez-nous un peu de la personne pour qui vous cherchez une place et du moment où vous aimeriez venir, et nous reviendrons vers vous.',
        i: 'Parlez-moi un peu de la personne pour qui vous cherchez une place et du moment où vous aimeriez venir, et je reviendrai vers vous.',
      },
      about: {
        we: 'Choisir un lieu de vie pour un proche est une décision importante, et rien ne vaut une visite pour savoir si c’est le bon choix. Venez découvrir {name}, rencontrer l’équipe et nous poser toutes vos questions.',
        i: 'Choisir un lieu de vie pour un proche est une décision importante, et rien ne vaut une visite pour savoir si c’est le bon choix. Venez découvrir {name}, faire ma connaissance et me poser toutes vos questions.',
      },
      steps: {
        we: [
          { title: 'Prenez contact', text: 'Parlez-nous de votre proche et de ses besoins.' },
          { title: 'Venez nous rendre visite', text: 'Découvrez les lieux, faites connaissance avec l’équipe et apportez vos questions.' },
          { title: 'En parler ensemble', text: 'Nous faisons le point avec vous sur l’accompagnement, les tarifs et la date d’arrivée, puis nous vous guidons pour la suite.' },
        ],
        i: [
          { title: 'Prenez contact', text: 'Parlez-moi de votre proche et de ses besoins.' },
          { title: 'Venez me rendre visite', text: 'Découvrez les lieux, faites connaissance avec moi et apportez vos questions.' },
          { title: 'En parler ensemble', text: 'Je fais le point avec vous sur l’accompagnement, les tarifs et la date d’arrivée, puis je vous guide pour la suite.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Voir par vous-même', text: 'Venez avant de décider, et découvrez où vivrait votre proche.' },
          { title: 'Du temps pour vos questions', text: 'Interrogez-nous sur la vie quotidienne, les soins, les repas ou tout ce qui vous préoccupe.' },
          { title: 'Garder le lien', text: 'Renseignez-vous auprès de nous sur les visites, pour que la famille et les amis restent présents au quotidien.' },
        ],
        i: [
          { title: 'Voir par vous-même', text: 'Venez avant de décider, et découvrez où vivrait votre proche.' },
          { title: 'Du temps pour vos questions', text: 'Interrogez-moi sur la vie quotidienne, les soins, les repas ou tout ce qui vous préoccupe.' },
          { title: 'Garder le lien', text: 'Renseignez-vous auprès de moi sur les visites, pour que la famille et les amis restent présents au quotidien.' },
        ],
      },
      faq: {
        we: [
          { q: 'Peut-on visiter avant de décider\u202f?', a: 'Avec plaisir\u00a0: prenez contact avec nous et nous conviendrons d’un moment qui vous arrange.' },
          { q: 'Comment les besoins d’accompagnement sont-ils définis\u202f?', a: 'Avant toute décision, nous échangeons avec vous et votre proche sur ses besoins.' },
          { q: 'Quels sont les tarifs\u202f?', a: 'Cela dépend de l’accompagnement nécessaire. Posez-nous la question et nous vous présenterons les tarifs et ce qu’ils comprennent.' },
          { q: 'Quand la famille et les amis peuvent-ils venir\u202f?', a: 'Les horaires de visite figurent sur cette page. Dites-nous si vous souhaitez venir à un autre moment.' },
        ],
        i: [
          { q: 'Peut-on visiter avant de décider\u202f?', a: 'Avec plaisir\u00a0: prenez contact avec moi et je vous proposerai un moment qui vous arrange.' },
          { q: 'Comment les besoins d’accompagnement sont-ils définis\u202f?', a: 'Avant toute décision, j’échange avec vous et votre proche sur ses besoins.' },
          { q: 'Quels sont les tarifs\u202f?', a: 'Cela dépend de l’accompagnement nécessaire. Posez-moi la question et je vous présenterai les tarifs et ce qu’ils comprennent.' },
          { q: 'Quand la famille et les amis peuvent-ils venir\u202f?', a: 'Les horaires de visite figurent sur cette page. Dites-moi si vous souhaitez venir à un autre moment.' },
        ],
      },
      closing: {
        heading: { we: 'Venez nous voir', i: 'Venez me rencontrer' },
        text: { we: 'Organisez une visite pour découvrir les lieux, rencontrer l’équipe et poser vos questions.', i: 'Organisez une visite pour découvrir les lieux, faire ma connaissance et poser vos questions.' },
      },
      featureText: {
        we: [
          'Interrogez-nous à ce sujet lors de votre visite.',
          'Cela fait partie du quotidien chez {name}.',
          'À découvrir en visitant les lieux.',
          'Dites-nous ce dont votre proche a besoin, et nous vous expliquerons comment cela se passe.',
        ],
        i: [
          'Interrogez-moi à ce sujet lors de votre visite.',
          'Cela fait partie du quotidien chez {name}.',
          'À découvrir en visitant les lieux.',
          'Dites-moi ce dont votre proche a besoin, et je vous expliquerai comment cela se passe.',
        ],
      },
    },
  },
  de: {
    care: {
      cta: { primary: 'Besuch vereinbaren', secondary: 'Mehr erfahren' },
      sections: {
        services: { nav: 'Pflege', heading: 'Pflege und Alltag bei {name}', eyebrow: 'Tag für Tag' },
        booking: { heading: 'Der Weg zum Einzug', eyebrow: 'Schritt für Schritt' },
        benefits: { heading: 'Was Angehörige erwarten können' },
        visiting: { nav: 'Besuch', heading: 'Besuch und Anfahrt', eyebrow: 'Besuchszeiten' },
        faq: { heading: 'Was Angehörige oft fragen' },
        contact: { nav: 'Kennenlernen', heading: 'Vereinbaren Sie einen Besuch', eyebrow: 'Besichtigung', send: 'Nachricht senden' },
      },
      contactIntro: {
        we: 'Erzählen Sie uns ein wenig von dem Menschen, für den Sie einen Platz suchen, und wann Sie vorbeikommen möchten: Wir melden uns bei Ihnen.',
        i: 'Erzählen Sie mir ein wenig von dem Menschen, für den Sie einen Platz suchen, und wann Sie vorbeikommen möchten: Ich melde mich bei Ihnen.',
      },
      about: {
        we: 'Die Wahl der richtigen Pflege ist eine große Entscheidung, und ob {name} das Richtige ist, finden Sie am besten selbst heraus. Schauen Sie sich bei uns um, lernen Sie das Team kennen und stellen Sie uns alle Ihre Fragen.',
        i: 'Die Wahl der richtigen Pflege ist eine große Entscheidung, und ob {name} das Richtige ist, finden Sie am besten selbst heraus. Schauen Sie sich bei mir um, lernen Sie mich kennen und stellen Sie mir alle Ihre Fragen.',
      },
      steps: {
        we: [
          { title: 'Kontakt aufnehmen', text: 'Sagen Sie uns, für wen Sie Pflege suchen und welche Unterstützung nötig ist.' },
          { title: 'Zu Besuch kommen', text: 'Sehen Sie sich die Räume an, lernen Sie das Team kennen und bringen Sie Ihre Fragen mit.' },
          { title: 'In Ruhe besprechen', text: 'Wir sprechen mit Ihnen über Pflege, Kosten und den Zeitpunkt des Einzugs und helfen Ihnen bei den nächsten Schritten.' },
        ],
        i: [
          { title: 'Kontakt aufnehmen', text: 'Sagen Sie mir, für wen Sie Pflege suchen und welche Unterstützung nötig ist.' },
          { title: 'Zu Besuch kommen', text: 'Sehen Sie sich die Räume an, lernen Sie mich kennen und bringen Sie Ihre Fragen mit.' },
          { title: 'In Ruhe besprechen', text: 'Ich spreche mit Ihnen über Pflege, Kosten und den Zeitpunkt des Einzugs und helfe Ihnen bei den nächsten Schritten.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Erst ansehen, dann entscheiden', text: 'Kommen Sie vor Ihrer Entscheidung vorbei und sehen Sie, wo Ihr Familienmitglied wohnen würde.' },
          { title: 'Zeit für Ihre Fragen', text: 'Fragen Sie uns nach dem Alltag, der Pflege, dem Essen oder allem anderen, was Sie beschäftigt.' },
          { title: 'Verbunden bleiben', text: 'Fragen Sie uns nach den Besuchsmöglichkeiten, damit Familie und Freunde weiter zum Alltag gehören.' },
        ],
        i: [
          { title: 'Erst ansehen, dann entscheiden', text: 'Kommen Sie vor Ihrer Entscheidung vorbei und sehen Sie, wo Ihr Familienmitglied wohnen würde.' },
          { title: 'Zeit für Ihre Fragen', text: 'Fragen Sie mich nach dem Alltag, der Pflege, dem Essen oder allem anderen, was Sie beschäftigt.' },
          { title: 'Verbunden bleiben', text: 'Fragen Sie mich nach den Besuchsmöglichkeiten, damit Familie und Freunde weiter zum Alltag gehören.' },
        ],
      },
      faq: {
        we: [
          { q: 'Kann man sich vorher umsehen?', a: 'Sehr gern: Melden Sie sich, und wir vereinbaren einen Termin, der Ihnen passt.' },
          { q: 'Wie wird die Pflege abgestimmt?', a: 'Bevor etwas festgelegt wird, besprechen wir mit Ihnen und Ihrem Familienmitglied, welche Unterstützung gebraucht wird.' },
          { q: 'Was kostet die Pflege?', a: 'Das hängt vom Pflegebedarf ab. Fragen Sie uns, und wir erklären Ihnen die Kosten und was darin enthalten ist.' },
          { q: 'Wann können Familie und Freunde zu Besuch kommen?', a: 'Die Besuchszeiten finden Sie auf dieser Seite. Sprechen Sie uns an, wenn Sie zu einer anderen Zeit kommen möchten.' },
        ],
        i: [
          { q: 'Kann man sich vorher umsehen?', a: 'Sehr gern: Melden Sie sich, und ich vereinbare mit Ihnen einen Termin, der Ihnen passt.' },
          { q: 'Wie wird die Pflege abgestimmt?', a: 'Bevor etwas festgelegt wird, bespreche ich mit Ihnen und Ihrem Familienmitglied, welche Unterstützung gebraucht wird.' },
          { q: 'Was kostet die Pflege?', a: 'Das hängt vom Pflegebedarf ab. Fragen Sie mich, und ich erkläre Ihnen die Kosten und was darin enthalten ist.' },
          { q: 'Wann können Familie und Freunde zu Besuch kommen?', a: 'Die Besuchszeiten finden Sie auf dieser Seite. Sprechen Sie mich an, wenn Sie zu einer anderen Zeit kommen möchten.' },
        ],
      },
      closing: {
        heading: { we: 'Besuchen Sie uns', i: 'Lernen Sie mich kennen' },
        text: { we: 'Vereinbaren Sie einen Besuch, schauen Sie sich um, lernen Sie das Team kennen und stellen Sie Ihre Fragen.', i: 'Vereinbaren Sie einen Besuch, schauen Sie sich um, lernen Sie mich kennen und stellen Sie Ihre Fragen.' },
      },
      featureText: {
        we: [
          'Fragen Sie uns danach, wenn Sie vorbeikommen.',
          'Teil des Alltags bei {name}.',
          'Sehen Sie es sich beim Rundgang selbst an.',
          'Sagen Sie uns, was Ihr Familienmitglied braucht, dann erklären wir Ihnen, wie das funktioniert.',
        ],
        i: [
          'Fragen Sie mich danach, wenn Sie vorbeikommen.',
          'Teil des Alltags bei {name}.',
          'Sehen Sie es sich beim Rundgang selbst an.',
          'Sagen Sie mir, was Ihr Familienmitglied braucht, dann erkläre ich Ihnen, wie das funktioniert.',
        ],
      },
    },
  },
  it: {
    care: {
      cta: { primary: 'Prenota una visita', secondary: 'Scopri di più' },
      sections: {
        services: { nav: 'Assistenza', heading: 'Assistenza e vita quotidiana da {name}', eyebrow: 'Ogni giorno' },
        booking: { heading: 'Come avviene l’ingresso', eyebrow: 'Passo dopo passo' },
        benefits: { heading: 'Cosa possono aspettarsi le famiglie' },
        visiting: { nav: 'Orari', heading: 'Visite e come arrivare', eyebrow: 'Orari di visita' },
        faq: { heading: 'Le domande delle famiglie' },
        contact: { nav: 'Visita', heading: 'Organizza una visita', eyebrow: 'Vieni a vedere', send: 'Invia messaggio' },
      },
      contactIntro: {
        we: 'Raccontaci qualcosa della persona per cui cerchi assistenza e dicci quando vorresti venire a trovarci: ti ricontatteremo noi.',
        i: 'Raccontami qualcosa della persona per cui cerchi assistenza e dimmi quando vorresti venire a trovarmi: ti ricontatterò io.',
      },
      about: {
        we: 'Scegliere chi si prenderà cura di un familiare è una decisione importante, e il modo migliore per capire se {name} è il posto giusto è vederlo di persona. Vieni a dare un’occhiata, conosci chi ci lavora e chiedici tutto quello che vuoi.',
        i: 'Scegliere chi si prenderà cura di un familiare è una decisione importante, e il modo migliore per capire se {name} è il posto giusto è vederlo di persona. Vieni a dare un’occhiata, conoscimi e chiedimi tutto quello che vuoi.',
      },
      steps: {
        we: [
          { title: 'Mettiti in contatto', text: 'Dicci per chi cerchi assistenza e di cosa ha bisogno.' },
          { title: 'Vieni in visita', text: 'Guardati intorno, incontra il personale e porta con te le tue domande.' },
          { title: 'Parliamone insieme', text: 'Parleremo con te di assistenza, costi e tempi di ingresso, e ti aiuteremo con i passi successivi.' },
        ],
        i: [
          { title: 'Mettiti in contatto', text: 'Dimmi per chi cerchi assistenza e di cosa ha bisogno.' },
          { title: 'Vieni in visita', text: 'Guardati intorno, conoscimi e porta con te le tue domande.' },
          { title: 'Parliamone insieme', text: 'Parlerò con te di assistenza, costi e tempi di ingresso, e ti aiuterò con i passi successivi.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Prima vedi, poi decidi', text: 'Vieni prima di decidere e scopri dove vivrebbe il tuo familiare.' },
          { title: 'Tempo per le tue domande', text: 'Chiedici della vita quotidiana, dell’assistenza, dei pasti o di qualsiasi altra cosa ti stia a cuore.' },
          { title: 'Restare vicini', text: 'Chiedici delle visite, perché familiari e amici continuino a far parte della vita di ogni giorno.' },
        ],
        i: [
          { title: 'Prima vedi, poi decidi', text: 'Vieni prima di decidere e scopri dove vivrebbe il tuo familiare.' },
          { title: 'Tempo per le tue domande', text: 'Chiedimi della vita quotidiana, dell’assistenza, dei pasti o di qualsiasi altra cosa ti stia a cuore.' },
          { title: 'Restare vicini', text: 'Chiedimi delle visite, perché familiari e amici continuino a far parte della vita di ogni giorno.' },
        ],
      },
      faq: {
        we: [
          { q: 'Possiamo venire a vedere la struttura?', a: 'Certo: contattaci e fisseremo un momento che ti vada bene.' },
          { q: 'Come si stabilisce l’assistenza necessaria?', a: 'Prima di concordare qualsiasi cosa, parleremo con te e con il tuo familiare delle sue esigenze.' },
          { q: 'Quanto costa la retta?', a: 'Dipende dall’assistenza necessaria. Chiedici e ti spiegheremo a quanto ammonta la retta e cosa comprende.' },
          { q: 'Quando possono venire in visita familiari e amici?', a: 'Gli orari di visita sono indicati in questa pagina. Se vuoi venire in un altro momento, chiedici pure.' },
        ],
        i: [
          { q: 'Possiamo venire a vedere la struttura?', a: 'Certo: contattami e fisserò un momento che ti vada bene.' },
          { q: 'Come si stabilisce l’assistenza necessaria?', a: 'Prima di concordare qualsiasi cosa, parlerò con te e con il tuo familiare delle sue esigenze.' },
          { q: 'Quanto costa la retta?', a: 'Dipende dall’assistenza necessaria. Chiedimi e ti spiegherò a quanto ammonta la retta e cosa comprende.' },
          { q: 'Quando possono venire in visita familiari e amici?', a: 'Gli orari di visita sono indicati in questa pagina. Se vuoi venire in un altro momento, chiedimi pure.' },
        ],
      },
      closing: {
        heading: { we: 'Vieni a trovarci', i: 'Vieni a conoscermi' },
        text: { we: 'Prenota una visita per guardarti intorno, conoscere chi ci lavora e farci le tue domande.', i: 'Prenota una visita per guardarti intorno, conoscermi e farmi le tue domande.' },
      },
      featureText: {
        we: [
          'Chiedicelo quando verrai a trovarci.',
          'Fa parte della vita di ogni giorno da {name}.',
          'Qualcosa da vedere con i tuoi occhi durante la visita.',
          'Dicci di cosa ha bisogno il tuo familiare e ti spiegheremo come funziona.',
        ],
        i: [
          'Chiedimelo quando verrai a trovarmi.',
          'Fa parte della vita di ogni giorno da {name}.',
          'Qualcosa da vedere con i tuoi occhi durante la visita.',
          'Dimmi di cosa ha bisogno il tuo familiare e ti spiegherò come funziona.',
        ],
      },
    },
  },
  nl: {
    care: {
      cta: { primary: 'Plan een rondleiding', secondary: 'Meer informatie' },
      sections: {
        services: { nav: 'Zorg', heading: 'Zorg en wonen bij {name}', eyebrow: 'Elke dag' },
        booking: { heading: 'Van eerste contact tot verhuizing', eyebrow: 'Stap voor stap' },
        benefits: { heading: 'Wat je als familie kunt verwachten' },
        visiting: { nav: 'Bezoek', heading: 'Bezoek en bereikbaarheid', eyebrow: 'Bezoektijden' },
        faq: { heading: 'Vragen van familieleden' },
        contact: { nav: 'Rondleiding', heading: 'Vraag een rondleiding aan', eyebrow: 'Kom kennismaken', send: 'Bericht versturen' },
      },
      contactIntro: {
        we: 'Vertel ons kort iets over degene voor wie je zorg zoekt en wanneer je langs wilt komen, dan nemen we contact met je op.',
        i: 'Vertel me kort iets over degene voor wie je zorg zoekt en wanneer je langs wilt komen, dan neem ik contact met je op.',
      },
      about: {
        we: 'Kiezen voor zorg is een grote beslissing, en of {name} de juiste plek is, ontdek je het best door het met eigen ogen te zien. Kom rondkijken, maak kennis met het team en vraag ons alles wat je wilt weten.',
        i: 'Kiezen voor zorg is een grote beslissing, en of {name} de juiste plek is, ontdek je het best door het met eigen ogen te zien. Kom rondkijken, maak kennis met mij en vraag me alles wat je wilt weten.',
      },
      steps: {
        we: [
          { title: 'Neem contact op', text: 'Vertel ons voor wie je zorg zoekt en wat er nodig is.' },
          { title: 'Kom langs', text: 'Kijk rond, leer het team kennen en neem je vragen mee.' },
          { title: 'Alles rustig bespreken', text: 'We bespreken de zorg, de kosten en de planning, en helpen je met de volgende stappen.' },
        ],
        i: [
          { title: 'Neem contact op', text: 'Vertel me voor wie je zorg zoekt en wat er nodig is.' },
          { title: 'Kom langs', text: 'Kijk rond, leer mij kennen en neem je vragen mee.' },
          { title: 'Alles rustig bespreken', text: 'Ik bespreek de zorg, de kosten en de planning met je, en help je met de volgende stappen.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Eerst zelf kijken', text: 'Kom langs voordat je een keuze maakt en bekijk waar je naaste zou gaan wonen.' },
          { title: 'Tijd voor je vragen', text: 'Vraag ons naar het dagritme, de zorg, de maaltijden of iets anders waar je mee zit.' },
          { title: 'Dichtbij blijven', text: 'Vraag ons naar de bezoekmogelijkheden, zodat familie en vrienden deel blijven van het dagelijks leven.' },
        ],
        i: [
          { title: 'Eerst zelf kijken', text: 'Kom langs voordat je een keuze maakt en bekijk waar je naaste zou gaan wonen.' },
          { title: 'Tijd voor je vragen', text: 'Vraag me naar het dagritme, de zorg, de maaltijden of iets anders waar je mee zit.' },
          { title: 'Dichtbij blijven', text: 'Vraag me naar de bezoekmogelijkheden, zodat familie en vrienden deel blijven van het dagelijks leven.' },
        ],
      },
      faq: {
        we: [
          { q: 'Kan ik eerst een keer komen rondkijken?', a: 'Graag zelfs: neem contact op, dan plannen we een moment dat jou goed uitkomt.' },
          { q: 'Hoe wordt bepaald welke zorg nodig is?', a: 'We bespreken met jou en je naaste wat hij of zij nodig heeft, voordat er iets wordt afgesproken.' },
          { q: 'Wat kost de zorg?', a: 'Dat hangt af van de zorg die nodig is. Vraag het ons, dan leggen we uit wat de kosten zijn en wat erbij inbegrepen is.' },
          { q: 'Wanneer kunnen familie en vrienden op bezoek komen?', a: 'De bezoektijden staan op deze pagina. Wil je op een ander moment komen, laat het ons dan weten.' },
        ],
        i: [
          { q: 'Kan ik eerst een keer komen rondkijken?', a: 'Graag zelfs: neem contact op, dan plan ik een moment dat jou goed uitkomt.' },
          { q: 'Hoe wordt bepaald welke zorg nodig is?', a: 'Ik bespreek met jou en je naaste wat hij of zij nodig heeft, voordat er iets wordt afgesproken.' },
          { q: 'Wat kost de zorg?', a: 'Dat hangt af van de zorg die nodig is. Vraag het me, dan leg ik uit wat de kosten zijn en wat erbij inbegrepen is.' },
          { q: 'Wanneer kunnen familie en vrienden op bezoek komen?', a: 'De bezoektijden staan op deze pagina. Wil je op een ander moment komen, laat het me dan weten.' },
        ],
      },
      closing: {
        heading: { we: 'Kom gerust bij ons langs', i: 'Kom gerust bij me langs' },
        text: { we: 'Plan een bezoek om rond te kijken, kennis te maken met het team en je vragen te stellen.', i: 'Plan een bezoek om rond te kijken, kennis te maken met mij en je vragen te stellen.' },
      },
      featureText: {
        we: [
          'Vraag ons ernaar tijdens je bezoek.',
          'Onderdeel van het dagelijks leven bij {name}.',
          'Iets om te zien als je komt rondkijken.',
          'Vertel ons wat je naaste nodig heeft, dan leggen we uit hoe dit in de praktijk gaat.',
        ],
        i: [
          'Vraag me ernaar tijdens je bezoek.',
          'Onderdeel van het dagelijks leven bij {name}.',
          'Iets om te zien als je komt rondkijken.',
          'Vertel me wat je naaste nodig heeft, dan leg ik uit hoe dit in de praktijk gaat.',
        ],
      },
    },
  },
  ja: {
    care: {
      cta: { primary: '見学を申し込む', secondary: '詳しく見る' },
      sections: {
        services: { nav: 'ケアと暮らし', heading: '{name}のケアと暮らし', eyebrow: '日々の過ごし方' },
        booking: { heading: 'ご入居までの流れ', eyebrow: 'ステップ' },
        benefits: { heading: 'ご家族の皆さまへ' },
        visiting: { nav: '面会', heading: '面会とアクセス', eyebrow: '面会時間' },
        faq: { heading: 'ご家族からよくあるご質問' },
        contact: { nav: '見学', heading: '見学のお申し込み', eyebrow: 'お気軽にどうぞ', send: '送信する' },
      },
      contactIntro: {
        we: 'ご入居を検討されている方のことと、見学のご希望時期を簡単にお知らせいただければ、私たちからご連絡します。',
        i: 'ご入居を検討されている方のことと、見学のご希望時期を簡単にお知らせいただければ、私からご連絡します。',
      },
      about: {
        we: '大切なご家族の入居先を選ぶのは、大きな決断です。{name}が合っているかどうかを知るいちばんの方法は、実際にご自身の目で見ていただくことです。ぜひ見学にいらして、スタッフと会い、気になることは何でも私たちにお尋ねください。',
        i: '大切なご家族の入居先を選ぶのは、大きな決断です。{name}が合っているかどうかを知るいちばんの方法は、実際にご自身の目で見ていただくことです。ぜひ見学にいらして、私と直接お会いいただき、気になることは何でもお尋ねください。',
      },
      steps: {
        we: [
          { title: 'まずはご連絡を', text: 'ご入居を検討されている方のことと、必要なケアについて私たちにお知らせください。' },
          { title: '見学にお越しください', text: '館内をご覧いただきながら、スタッフとお話しいただけます。ご質問もその場でどうぞ。' },
          { title: 'ゆっくりご相談', text: 'ケアの内容や費用、入居の時期についてご一緒にお話しし、その後の手続きも私たちがお手伝いします。' },
        ],
        i: [
          { title: 'まずはご連絡を', text: 'ご入居を検討されている方のことと、必要なケアについて私にお知らせください。' },
          { title: '見学にお越しください', text: '館内をご覧いただきながら、私とお話しいただけます。ご質問もその場でどうぞ。' },
          { title: 'ゆっくりご相談', text: 'ケアの内容や費用、入居の時期についてご一緒にお話しし、その後の手続きも私がお手伝いします。' },
        ],
      },
      benefits: {
        we: [
          { title: '実際に見て決められる', text: '決める前に見学して、ご本人が暮らすことになる場所をご覧ください。' },
          { title: 'じっくりご質問を', text: '毎日の暮らしやケア、食事のことなど、気になることは何でも私たちにお尋ねください。' },
          { title: 'つながりを大切に', text: 'ご家族やご友人がこれからも日々の暮らしに寄り添えるよう、面会について私たちにお尋ねください。' },
        ],
        i: [
          { title: '実際に見て決められる', text: '決める前に見学して、ご本人が暮らすことになる場所をご覧ください。' },
          { title: 'じっくりご質問を', text: '毎日の暮らしやケア、食事のことなど、気になることは何でも私にお尋ねください。' },
          { title: 'つながりを大切に', text: 'ご家族やご友人がこれからも日々の暮らしに寄り添えるよう、面会について私にお尋ねください。' },
        ],
      },
      faq: {
        we: [
          { q: '見学はできますか？', a: 'ぜひお越しください。ご連絡いただければ、ご都合のよい日時を私たちが調整します。' },
          { q: '必要なケアはどのように決めますか？', a: '何かを決める前に、ご本人やご家族と私たちがよく話し合い、必要なケアを一緒に確かめます。' },
          { q: '費用はどのくらいかかりますか？', a: '必要なケアによって異なります。お尋ねいただければ、費用とそれに含まれる内容を私たちがご説明します。' },
          { q: 'ご家族やご友人はいつ面会できますか？', a: '面会時間はこのページでご案内しています。ほかの時間帯をご希望の場合は、私たちにご相談ください。' },
        ],
        i: [
          { q: '見学はできますか？', a: 'ぜひお越しください。ご連絡いただければ、ご都合のよい日時を私が調整します。' },
          { q: '必要なケアはどのように決めますか？', a: '何かを決める前に、ご本人やご家族と私がよく話し合い、必要なケアを一緒に確かめます。' },
          { q: '費用はどのくらいかかりますか？', a: '必要なケアによって異なります。お尋ねいただければ、費用とそれに含まれる内容を私がご説明します。' },
          { q: 'ご家族やご友人はいつ面会できますか？', a: '面会時間はこのページでご案内しています。ほかの時間帯をご希望の場合は、私にご相談ください。' },
        ],
      },
      closing: {
        heading: { we: 'スタッフ一同お待ちしています', i: '私がお待ちしています' },
        text: {
          we: '見学をお申し込みいただければ、私たちが館内をご案内し、ご質問にもお答えします。',
          i: '見学をお申し込みいただければ、私が館内をご案内し、ご質問にもお答えします。',
        },
      },
      featureText: {
        we: [
          '見学の際に、私たちにお気軽にお尋ねください。',
          '{name}の日々の暮らしの一部です。',
          'ご見学のときに、実際にご覧いただけます。',
          'ご本人に必要なことをお聞かせいただければ、どのような内容か私たちがご説明します。',
        ],
        i: [
          '見学の際に、私にお気軽にお尋ねください。',
          '{name}の日々の暮らしの一部です。',
          'ご見学のときに、実際にご覧いただけます。',
          'ご本人に必要なことをお聞かせいただければ、どのような内容か私がご説明します。',
        ],
      },
    },
  },
  zh: {
    care: {
      cta: { primary: '预约参观', secondary: '了解更多' },
      sections: {
        services: { nav: '照护与生活', heading: '{name}的照护与生活', eyebrow: '每一天' },
        booking: { heading: '如何入住', eyebrow: '一步一步' },
        benefits: { heading: '家属可以期待什么' },
        visiting: { nav: '探视', heading: '探视与交通指南', eyebrow: '探视时间' },
        faq: { heading: '家属常问的问题' },
        contact: { nav: '参观', heading: '预约来院参观', eyebrow: '欢迎来看看', send: '发送留言' },
      },
      contactIntro: {
        we: '请简单介绍一下需要照护的家人，以及您希望来参观的时间，我们会与您联系。',
        i: '请简单介绍一下需要照护的家人，以及您希望来参观的时间，我会与您联系。',
      },
      about: {
        we: '为家人选择养老照护，是一个重大的决定。想知道{name}是否合适，最好的办法就是亲自来看看。欢迎来参观，认识我们的团队，有任何问题都可以问我们。',
        i: '为家人选择养老照护，是一个重大的决定。想知道{name}是否合适，最好的办法就是亲自来看看。欢迎来参观，和我见见面，有任何问题都可以问我。',
      },
      steps: {
        we: [
          { title: '联系咨询', text: '请告诉我们您家人的情况，以及需要哪些照护。' },
          { title: '前来参观', text: '四处看看，认识我们的团队，带上您想问的问题。' },
          { title: '一起商量', text: '我们会和您聊聊照护内容、费用和入住时间，并协助您完成后续步骤。' },
        ],
        i: [
          { title: '联系咨询', text: '请告诉我您家人的情况，以及需要哪些照护。' },
          { title: '前来参观', text: '四处看看，和我见个面，带上您想问的问题。' },
          { title: '一起商量', text: '我会和您聊聊照护内容、费用和入住时间，并协助您完成后续步骤。' },
        ],
      },
      benefits: {
        we: [
          { title: '眼见为实', text: '做决定之前先来参观，看看家人将来生活的地方。' },
          { title: '有问题尽管问', text: '关于日常生活、照护、饮食或其他任何您关心的事，都可以问我们。' },
          { title: '亲情常在', text: '欢迎向我们了解探视安排，让亲友继续参与家人的日常生活。' },
        ],
        i: [
          { title: '眼见为实', text: '做决定之前先来参观，看看家人将来生活的地方。' },
          { title: '有问题尽管问', text: '关于日常生活、照护、饮食或其他任何您关心的事，都可以问我。' },
          { title: '亲情常在', text: '欢迎向我了解探视安排，让亲友继续参与家人的日常生活。' },
        ],
      },
      faq: {
        we: [
          { q: '可以先来参观吗？', a: '当然欢迎。请联系我们，我们会安排一个方便您的时间。' },
          { q: '照护需求是怎么确定的？', a: '在做任何决定之前，我们都会与您和您的家人商量，了解具体需要哪些照护。' },
          { q: '照护费用是多少？', a: '这取决于所需的照护。欢迎向我们咨询，我们会为您说明费用以及其中包含哪些服务。' },
          { q: '亲友什么时候可以来探视？', a: '探视时间请见本页。如果希望在其他时间来探视，请向我们询问。' },
        ],
        i: [
          { q: '可以先来参观吗？', a: '当然欢迎。请联系我，我会安排一个方便您的时间。' },
          { q: '照护需求是怎么确定的？', a: '在做任何决定之前，我都会与您和您的家人商量，了解具体需要哪些照护。' },
          { q: '照护费用是多少？', a: '这取决于所需的照护。欢迎向我咨询，我会为您说明费用以及其中包含哪些服务。' },
          { q: '亲友什么时候可以来探视？', a: '探视时间请见本页。如果希望在其他时间来探视，请向我询问。' },
        ],
      },
      closing: {
        heading: { we: '欢迎来看看我们', i: '欢迎来和我见面' },
        text: { we: '预约一次参观，实地看看环境，认识我们的团队，当面问问您关心的问题。', i: '预约一次参观，实地看看环境，和我见见面，当面问问您关心的问题。' },
      },
      featureText: {
        we: [
          '来参观时，欢迎问问我们。',
          '这是{name}日常生活的一部分。',
          '参观时可以亲眼看看。',
          '告诉我们您家人的需要，我们会为您说明具体怎么安排。',
        ],
        i: [
          '来参观时，欢迎问问我。',
          '这是{name}日常生活的一部分。',
          '参观时可以亲眼看看。',
          '告诉我您家人的需要，我会为您说明具体怎么安排。',
        ],
      },
    },
  },
  ar: {
    care: {
      cta: { primary: 'رتّب موعدًا للزيارة', secondary: 'اعرف المزيد' },
      sections: {
        services: { nav: 'الرعاية', heading: 'الرعاية والحياة في {name}', eyebrow: 'كل يوم' },
        booking: { heading: 'الانتقال إلى الدار', eyebrow: 'خطوة بخطوة' },
        benefits: { heading: 'ما يمكن للعائلات أن تتوقعه' },
        visiting: { nav: 'الزيارات', heading: 'الزيارة وكيفية الوصول', eyebrow: 'مواعيد الزيارة' },
        faq: { heading: 'أسئلة تطرحها العائلات' },
        contact: { nav: 'جولة تعريفية', heading: 'ترتيب زيارة', eyebrow: 'أهلًا بزيارتك', send: 'إرسال الرسالة' },
      },
      contactIntro: {
        we: 'أخبرنا قليلًا عن الشخص الذي تبحث له عن رعاية ومتى تودّ الزيارة، وسنتواصل معك.',
        i: 'أخبرني قليلًا عن الشخص الذي تبحث له عن رعاية ومتى تودّ الزيارة، وسأتواصل معك.',
      },
      about: {
        we: 'اختيار دار الرعاية قرار كبير، وأفضل طريقة لتعرف مدى ملاءمة {name} هي أن تأتي وترى بنفسك. تعال وتجوّل في المكان، وتعرّف على فريقنا، واسألنا عن أي شيء.',
        i: 'اختيار دار الرعاية قرار كبير، وأفضل طريقة لتعرف مدى ملاءمة {name} هي أن تأتي وترى بنفسك. تعال وتجوّل في المكان، وتعرّف عليّ، واسألني عن أي شيء.',
      },
      steps: {
        we: [
          { title: 'ابدأ بالتواصل', text: 'أخبرنا عن الشخص الذي تبحث له عن رعاية وعمّا يحتاج إليه.' },
          { title: 'تعال للزيارة', text: 'تجوّل في أرجاء الدار، وتعرّف على الفريق، وأحضر معك أسئلتك.' },
          { title: 'نتحدث معًا', text: 'سنتحدث معك عن الرعاية والتكاليف والتوقيت، ونساعدك في الخطوات التالية.' },
        ],
        i: [
          { title: 'ابدأ بالتواصل', text: 'أخبرني عن الشخص الذي تبحث له عن رعاية وعمّا يحتاج إليه.' },
          { title: 'تعال للزيارة', text: 'تجوّل في أرجاء الدار، وتعرّف عليّ، وأحضر معك أسئلتك.' },
          { title: 'نتحدث معًا', text: 'سأتحدث معك عن الرعاية والتكاليف والتوقيت، وأساعدك في الخطوات التالية.' },
        ],
      },
      benefits: {
        we: [
          { title: 'شاهد بنفسك', text: 'زُر الدار قبل أن تقرر، وشاهد المكان الذي سيعيش فيه قريبك.' },
          { title: 'وقت لأسئلتك', text: 'اسألنا عن الحياة اليومية والرعاية والوجبات أو أي شيء آخر يشغل بالك.' },
          { title: 'البقاء على مقربة', text: 'اسألنا عن الزيارات، ليبقى الأهل والأصدقاء جزءًا من الحياة اليومية.' },
        ],
        i: [
          { title: 'شاهد بنفسك', text: 'زُر الدار قبل أن تقرر، وشاهد المكان الذي سيعيش فيه قريبك.' },
          { title: 'وقت لأسئلتك', text: 'اسألني عن الحياة اليومية والرعاية والوجبات أو أي شيء آخر يشغل بالك.' },
          { title: 'البقاء على مقربة', text: 'اسألني عن الزيارات، ليبقى الأهل والأصدقاء جزءًا من الحياة اليومية.' },
        ],
      },
      faq: {
        we: [
          { q: 'هل يمكن أن نأتي ونتجوّل في الدار؟', a: 'بكل سرور: تواصل معنا وسنرتّب موعدًا يناسبك.' },
          { q: 'كيف يتم الاتفاق على الرعاية المطلوبة؟', a: 'قبل الاتفاق على أي شيء، سنجلس معك ومع قريبك لنفهم ما يحتاج إليه.' },
          { q: 'كم تكلف الرعاية؟', a: 'يعتمد ذلك على الرعاية المطلوبة. اسألنا وسنشرح لك الرسوم وما تشمله.' },
          { q: 'متى يمكن للأهل والأصدقاء الزيارة؟', a: 'مواعيد الزيارة مذكورة في هذه الصفحة. اسألنا إن كنت تودّ الزيارة في وقت آخر.' },
        ],
        i: [
          { q: 'هل يمكن أن نأتي ونتجوّل في الدار؟', a: 'بكل سرور: تواصل معي وسأرتّب موعدًا يناسبك.' },
          { q: 'كيف يتم الاتفاق على الرعاية المطلوبة؟', a: 'قبل الاتفاق على أي شيء، سأجلس معك ومع قريبك لأفهم ما يحتاج إليه.' },
          { q: 'كم تكلف الرعاية؟', a: 'يعتمد ذلك على الرعاية المطلوبة. اسألني وسأشرح لك الرسوم وما تشمله.' },
          { q: 'متى يمكن للأهل والأصدقاء الزيارة؟', a: 'مواعيد الزيارة مذكورة في هذه الصفحة. اسألني إن كنت تودّ الزيارة في وقت آخر.' },
        ],
      },
      closing: {
        heading: { we: 'تفضّل بزيارتنا', i: 'تفضّل وتعرّف عليّ' },
        text: {
          we: 'رتّب موعدًا للزيارة لتتجوّل في الدار، وتتعرّف على الفريق، وتطرح أسئلتك.',
          i: 'رتّب موعدًا للزيارة لتتجوّل في الدار، وتتعرّف عليّ، وتطرح أسئلتك.',
        },
      },
      featureText: {
        we: [
          'اسألنا عن ذلك خلال زيارتك.',
          'جزء من الحياة اليومية في {name}.',
          'شيء ستراه خلال جولتك في الدار.',
          'أخبرنا بما يحتاج إليه قريبك، وسنشرح لك كيف يتم ذلك.',
        ],
        i: [
          'اسألني عن ذلك خلال زيارتك.',
          'جزء من الحياة اليومية في {name}.',
          'شيء ستراه خلال جولتك في الدار.',
          'أخبرني بما يحتاج إليه قريبك، وسأشرح لك كيف يتم ذلك.',
        ],
      },
    },
  },
};
