import type { StyleCopy } from './types';

/**
 * A school's or nursery's own words over the local phrasebook (types.ts `PageStyle` `school`;
 * choose-blueprint `teachesChildren`: a primary school, a day nursery, a preschool, a childminder), in the
 * site languages: parents are invited to look around ("Arrange a visit", "How to join us", questions parents
 * ask), with a message form, instead of "Request a booking". No claim the owner has not made (no ratings,
 * no funded places, no class sizes, no uniform, no meals).
 */
export const SCHOOL_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { school: StyleCopy }> = {
  en: {
    school: {
      cta: { primary: 'Arrange a visit', secondary: 'Find out more' },
      sections: {
        services: { nav: 'Life here', heading: 'Life at {name}', eyebrow: 'Every day' },
        booking: { heading: { we: 'How to join us', i: 'How to join' }, eyebrow: 'Step by step' },
        benefits: { heading: 'What families can expect' },
        faq: { heading: 'Questions parents ask' },
        contact: { nav: 'Visit', heading: 'Arrange a visit', eyebrow: 'Visits', send: 'Send message' },
      },
      contactIntro: {
        we: 'Tell us your child’s age and when you’d like to visit, and we’ll get back to you to arrange a time.',
        i: 'Tell me your child’s age and when you’d like to visit, and I’ll get back to you to arrange a time.',
      },
      about: {
        we: 'The best way to know whether {name} is right for your child is to see it for yourself. Come and look around, meet the team and ask us anything.',
        i: 'The best way to know whether {name} is right for your child is to see it for yourself. Come and look around, meet me and ask me anything.',
      },
      steps: {
        we: [
          { title: 'Get in touch', text: 'Tell us your child’s age and when you’d like them to start.' },
          { title: 'Come and visit', text: 'Look around, meet the team and bring your questions.' },
          { title: 'Apply for a place', text: 'We’ll explain how places are offered and help you with the next steps.' },
        ],
        i: [
          { title: 'Get in touch', text: 'Tell me your child’s age and when you’d like them to start.' },
          { title: 'Come and visit', text: 'Look around, meet me and bring your questions.' },
          { title: 'Apply for a place', text: 'I’ll explain how places are offered and help you with the next steps.' },
        ],
      },
      benefits: {
        we: [
          { title: 'See it for yourself', text: 'Visit before you decide, and see where your child would spend the day.' },
          { title: 'Time for your questions', text: 'Ask us about the daily routine, meals or anything else on your mind.' },
          { title: 'A gentle start', text: 'Tell us what your child needs, and we’ll talk through how they’ll settle in.' },
        ],
        i: [
          { title: 'See it for yourself', text: 'Visit before you decide, and see where your child would spend the day.' },
          { title: 'Time for your questions', text: 'Ask me about the daily routine, meals or anything else on your mind.' },
          { title: 'A gentle start', text: 'Tell me what your child needs, and I’ll talk through how they’ll settle in.' },
        ],
      },
      faq: {
        we: [
          { q: 'Can we come and look around?', a: 'Please do: get in touch and we’ll arrange a time that suits you.' },
          { q: 'How do places work?', a: 'Ask us about places, ages and start dates, and we’ll explain how to apply.' },
          { q: 'What does a typical day look like?', a: 'We’ll talk you through the day when you visit, and you’re welcome to ask about anything.' },
          { q: 'How will my child settle in?', a: 'Tell us about your child, and we’ll explain how we help new children settle in.' },
        ],
        i: [
          { q: 'Can we come and look around?', a: 'Please do: get in touch and I’ll arrange a time that suits you.' },
          { q: 'How do places work?', a: 'Ask me about places, ages and start dates, and I’ll explain how to apply.' },
          { q: 'What does a typical day look like?', a: 'I’ll talk you through the day when you visit, and you’re welcome to ask about anything.' },
          { q: 'How will my child settle in?', a: 'Tell me about your child, and I’ll explain how I help new children settle in.' },
        ],
      },
      closing: {
        heading: { we: 'Come and see us', i: 'Come and meet me' },
        text: { we: 'Arrange a visit to look around and ask your questions: we’d love to meet you.', i: 'Arrange a visit to look around and ask your questions: I’d love to meet you.' },
      },
      featureText: {
        we: [
          'Ask us about it when you visit.',
          'Part of everyday life at {name}.',
          'Something to see when you look around.',
          'Tell us about your child and we’ll explain how this works.',
        ],
        i: [
          'Ask me about it when you visit.',
          'Part of everyday life at {name}.',
          'Something to see when you look around.',
          'Tell me about your child and I’ll explain how this works.',
        ],
      },
    },
  },
  es: {
    school: {
      cta: { primary: 'Concierta una visita', secondary: 'Más información' },
      sections: {
        services: { nav: 'Vida diaria', heading: 'La vida en {name}', eyebrow: 'Día a día' },
        booking: { heading: { we: 'Cómo empezar con nosotros', i: 'Cómo empezar' }, eyebrow: 'Paso a paso' },
        benefits: { heading: 'Qué pueden esperar las familias' },
        faq: { heading: 'Lo que preguntan las familias' },
        contact: { nav: 'Visitas', heading: 'Organiza tu visita', eyebrow: 'Ven de visita', send: 'Enviar mensaje' },
      },
      contactIntro: {
        we: 'Cuéntanos qué edad tiene tu hijo y cuándo te gustaría venir, y te responderemos para acordar un día y una hora.',
        i: 'Cuéntame qué edad tiene tu hijo y cuándo te gustaría venir, y te responderé para acordar un día y una hora.',
      },
      about: {
        we: 'La mejor manera de saber si {name} es el lugar adecuado para tu hijo es verlo con tus propios ojos. Ven a visitarnos, conoce al equipo y pregúntanos todo lo que quieras.',
        i: 'La mejor manera de saber si {name} es el lugar adecuado para tu hijo es verlo con tus propios ojos. Ven a visitarme, conóceme y pregúntame todo lo que quieras.',
      },
      steps: {
        we: [
          { title: 'Ponte en contacto', text: 'Cuéntanos qué edad tiene tu hijo y cuándo te gustaría que empezara.' },
          { title: 'Ven a visitarnos', text: 'Echa un vistazo, conoce al equipo y trae todas tus preguntas.' },
          { title: 'Solicita una plaza', text: 'Te explicaremos cómo se asignan las plazas y te ayudaremos con los siguientes pasos.' },
        ],
        i: [
          { title: 'Ponte en contacto', text: 'Cuéntame qué edad tiene tu hijo y cuándo te gustaría que empezara.' },
          { title: 'Ven a visitarme', text: 'Echa un vistazo, conóceme y trae todas tus preguntas.' },
          { title: 'Solicita una plaza', text: 'Te explicaré cómo se asignan las plazas y te ayudaré con los siguientes pasos.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Compruébalo en persona', text: 'Ven antes de decidir y descubre dónde pasaría el día tu hijo.' },
          { title: 'Tiempo para tus preguntas', text: 'Pregúntanos por la rutina diaria, las comidas o cualquier otra duda que tengas.' },
          { title: 'Una adaptación tranquila', text: 'Cuéntanos qué necesita tu hijo y hablaremos contigo de cómo será su adaptación.' },
        ],
        i: [
          { title: 'Compruébalo en persona', text: 'Ven antes de decidir y descubre dónde pasaría el día tu hijo.' },
          { title: 'Tiempo para tus preguntas', text: 'Pregúntame por la rutina diaria, las comidas o cualquier otra duda que tengas.' },
          { title: 'Una adaptación tranquila', text: 'Cuéntame qué necesita tu hijo y hablaré contigo de cómo será su adaptación.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Podemos ir a verlo antes de decidir?', a: 'Por supuesto: ponte en contacto y buscaremos un momento que te venga bien.' },
          { q: '¿Cómo se consigue una plaza?', a: 'Pregúntanos por las plazas, las edades y las fechas de incorporación, y te explicaremos cómo hacer la solicitud.' },
          { q: '¿Cómo es un día normal?', a: 'Te lo contaremos con detalle durante la visita, y puedes preguntarnos cualquier cosa.' },
          { q: '¿Cómo será la adaptación de mi hijo?', a: 'Háblanos de tu hijo y te explicaremos cómo ayudamos a los niños nuevos a adaptarse.' },
        ],
        i: [
          { q: '¿Podemos ir a verlo antes de decidir?', a: 'Por supuesto: ponte en contacto y buscaré un momento que te venga bien.' },
          { q: '¿Cómo se consigue una plaza?', a: 'Pregúntame por las plazas, las edades y las fechas de incorporación, y te explicaré cómo hacer la solicitud.' },
          { q: '¿Cómo es un día normal?', a: 'Te lo contaré con detalle durante la visita, y puedes preguntarme cualquier cosa.' },
          { q: '¿Cómo será la adaptación de mi hijo?', a: 'Háblame de tu hijo y te explicaré cómo ayudo a los niños nuevos a adaptarse.' },
        ],
      },
      closing: {
        heading: { we: 'Ven a conocernos', i: 'Ven a conocerme' },
        text: { we: 'Concierta una visita para verlo todo y hacernos tus preguntas: nos encantará conocerte.', i: 'Concierta una visita para verlo todo y hacerme tus preguntas: me encantará conocerte.' },
      },
      featureText: {
        we: [
          'Pregúntanos por ello cuando vengas.',
          'Parte del día a día en {name}.',
          'Algo que verás cuando vengas de visita.',
          'Cuéntanos cómo es tu hijo y te explicaremos cómo funciona.',
        ],
        i: [
          'Pregúntame por ello cuando vengas.',
          'Parte del día a día en {name}.',
          'Algo que verás cuando vengas de visita.',
          'Cuéntame cómo es tu hijo y te explicaré cómo funciona.',
        ],
      },
    },
  },
  pt: {
    school: {
      cta: { primary: 'Marque uma visita', secondary: 'Saiba mais' },
      sections: {
        services: { nav: 'Quotidiano', heading: 'A vida em {name}', eyebrow: 'Todos os dias' },
        booking: { heading: { we: 'Como se juntar a nós', i: 'Como fazer a inscrição' }, eyebrow: 'Passo a passo' },
        benefits: { heading: 'O que as famílias podem esperar' },
        faq: { heading: 'O que os pais perguntam' },
        contact: { nav: 'Visitas', heading: 'Combine uma visita', eyebrow: 'Conheça o espaço', send: 'Enviar mensagem' },
      },
      contactIntro: {
        we: 'Diga-nos a idade do seu filho e quando gostaria de vir, e entraremos em contacto para combinar uma hora.',
        i: 'Diga-me a idade do seu filho e quando gostaria de vir, e entrarei em contacto para combinar uma hora.',
      },
      about: {
        we: 'A melhor forma de saber se {name} é o sítio certo para o seu filho é ver com os seus próprios olhos. Venha ver o espaço, conhecer a equipa e perguntar-nos tudo o que quiser.',
        i: 'A melhor forma de saber se {name} é o sítio certo para o seu filho é ver com os seus próprios olhos. Venha ver o espaço, conhecer-me e perguntar-me tudo o que quiser.',
      },
      steps: {
        we: [
          { title: 'Entre em contacto', text: 'Diga-nos a idade do seu filho e quando gostaria que começasse.' },
          { title: 'Venha visitar-nos', text: 'Veja o espaço, conheça a equipa e traga as suas perguntas.' },
          { title: 'Candidate-se a uma vaga', text: 'Explicamos-lhe como são atribuídas as vagas e ajudamo-lo nos passos seguintes.' },
        ],
        i: [
          { title: 'Entre em contacto', text: 'Diga-me a idade do seu filho e quando gostaria que começasse.' },
          { title: 'Venha visitar-me', text: 'Veja o espaço, conheça-me e traga as suas perguntas.' },
          { title: 'Candidate-se a uma vaga', text: 'Explico-lhe como são atribuídas as vagas e ajudo-o nos passos seguintes.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Veja pessoalmente', text: 'Faça uma visita antes de decidir e veja onde o seu filho passaria os dias.' },
          { title: 'Tempo para as suas perguntas', text: 'Pergunte-nos pela rotina diária, pelas refeições ou por qualquer outra dúvida que tenha.' },
          { title: 'Uma adaptação tranquila', text: 'Diga-nos do que o seu filho precisa e falamos consigo sobre a forma como se vai adaptar.' },
        ],
        i: [
          { title: 'Veja pessoalmente', text: 'Faça uma visita antes de decidir e veja onde o seu filho passaria os dias.' },
          { title: 'Tempo para as suas perguntas', text: 'Pergunte-me pela rotina diária, pelas refeições ou por qualquer outra dúvida que tenha.' },
          { title: 'Uma adaptação tranquila', text: 'Diga-me do que o seu filho precisa e falo consigo sobre a forma como se vai adaptar.' },
        ],
      },
      faq: {
        we: [
          { q: 'Podemos fazer uma visita?', a: 'Claro que sim: entre em contacto e marcamos uma hora que lhe dê jeito.' },
          { q: 'Como funcionam as vagas?', a: 'Pergunte-nos pelas vagas, idades e datas de entrada, e explicamos-lhe como fazer a inscrição.' },
          { q: 'Como é um dia normal?', a: 'Explicamos-lhe o dia a dia durante a visita, e está à vontade para perguntar o que quiser.' },
          { q: 'Como se vai adaptar o meu filho?', a: 'Fale-nos do seu filho e explicamos-lhe como ajudamos as crianças novas a adaptar-se.' },
        ],
        i: [
          { q: 'Podemos fazer uma visita?', a: 'Claro que sim: entre em contacto e marco uma hora que lhe dê jeito.' },
          { q: 'Como funcionam as vagas?', a: 'Pergunte-me pelas vagas, idades e datas de entrada, e explico-lhe como fazer a inscrição.' },
          { q: 'Como é um dia normal?', a: 'Explico-lhe o dia a dia durante a visita, e está à vontade para perguntar o que quiser.' },
          { q: 'Como se vai adaptar o meu filho?', a: 'Fale-me do seu filho e explico-lhe como ajudo as crianças novas a adaptar-se.' },
        ],
      },
      closing: {
        heading: { we: 'Venha conhecer-nos', i: 'Venha conhecer-me' },
        text: { we: 'Marque uma visita para ver o espaço e tirar as suas dúvidas: teremos muito gosto em conhecer a sua família.', i: 'Marque uma visita para ver o espaço e tirar as suas dúvidas: terei muito gosto em conhecer a sua família.' },
      },
      featureText: {
        we: [
          'Pergunte-nos sobre isto quando nos visitar.',
          'Faz parte do dia a dia em {name}.',
          'Algo que poderá ver durante a visita.',
          'Conte-nos como é o seu filho e explicamos-lhe como funciona.',
        ],
        i: [
          'Pergunte-me sobre isto quando me visitar.',
          'Faz parte do dia a dia em {name}.',
          'Algo que poderá ver durante a visita.',
          'Conte-me como é o seu filho e explico-lhe como funciona.',
        ],
      },
    },
  },
  fr: {
    school: {
      cta: { primary: 'Organiser une visite', secondary: 'En savoir plus' },
      sections: {
        services: { nav: 'Au quotidien', heading: 'La vie chez {name}', eyebrow: 'Jour après jour' },
        booking: { heading: { we: 'Comment nous rejoindre', i: 'Comment s’inscrire' }, eyebrow: 'Étape par étape' },
        benefits: { heading: 'À quoi les familles peuvent s’attendre' },
        faq: { heading: 'Les questions des parents' },
        contact: { nav: 'Visite', heading: 'Organisez une visite', eyebrow: 'Visite des lieux', send: 'Envoyer le message' },
      },
      contactIntro: {
        we: 'Indiquez-nous l’âge de votre enfant et quand vous aimeriez venir, et nous reviendrons vers vous pour fixer un rendez-vous.',
        i: 'Indiquez-moi l’âge de votre enfant et quand vous aimeriez venir, et je reviendrai vers vous pour fixer un rendez-vous.',
      },
      about: {
        we: 'Pour savoir si {name} convient à votre enfant, rien de tel que de venir voir par vous-même. Visitez les lieux, rencontrez l’équipe et posez-nous toutes vos questions.',
        i: 'Pour savoir si {name} convient à votre enfant, rien de tel que de venir voir par vous-même. Visitez les lieux, faites ma connaissance et posez-moi toutes vos questions.',
      },
      steps: {
        we: [
          { title: 'Prenez contact', text: 'Dites-nous l’âge de votre enfant et la date d’entrée souhaitée.' },
          { title: 'Venez nous rendre visite', text: 'Découvrez les lieux, faites connaissance avec l’équipe et apportez vos questions.' },
          { title: 'Demandez une place', text: 'Nous vous expliquerons comment les places sont attribuées et vous accompagnerons pour la suite.' },
        ],
        i: [
          { title: 'Prenez contact', text: 'Dites-moi l’âge de votre enfant et la date d’entrée souhaitée.' },
          { title: 'Venez me rendre visite', text: 'Découvrez les lieux, faites connaissance avec moi et apportez vos questions.' },
          { title: 'Demandez une place', text: 'Je vous expliquerai comment les places sont attribuées et vous accompagnerai pour la suite.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Voir par vous-même', text: 'Venez avant de décider, et découvrez où votre enfant passerait ses journées.' },
          { title: 'Du temps pour vos questions', text: 'Interrogez-nous sur le rythme de la journée, les repas ou tout ce qui vous préoccupe.' },
          { title: 'Une adaptation en douceur', text: 'Dites-nous ce dont votre enfant a besoin, et nous échangerons avec vous sur la façon dont se passera son adaptation.' },
        ],
        i: [
          { title: 'Voir par vous-même', text: 'Venez avant de décider, et découvrez où votre enfant passerait ses journées.' },
          { title: 'Du temps pour vos questions', text: 'Interrogez-moi sur le rythme de la journée, les repas ou tout ce qui vous préoccupe.' },
          { title: 'Une adaptation en douceur', text: 'Dites-moi ce dont votre enfant a besoin, et j’échangerai avec vous sur la façon dont se passera son adaptation.' },
        ],
      },
      faq: {
        we: [
          { q: 'Peut-on venir visiter\u202f?', a: 'Avec plaisir\u00a0: prenez contact avec nous et nous conviendrons d’un moment qui vous arrange.' },
          { q: 'Comment les places sont-elles attribuées\u202f?', a: 'Interrogez-nous sur les places, les âges et les dates d’entrée, et nous vous expliquerons comment faire une demande.' },
          { q: 'À quoi ressemble une journée type\u202f?', a: 'Nous vous présenterons le déroulement de la journée lors de votre visite, et vous pourrez nous poser toutes les questions que vous voulez.' },
          { q: 'Comment mon enfant va-t-il s’adapter\u202f?', a: 'Parlez-nous de votre enfant, et nous vous expliquerons comment nous aidons chaque nouvel enfant à trouver ses repères.' },
        ],
        i: [
          { q: 'Peut-on venir visiter\u202f?', a: 'Avec plaisir\u00a0: prenez contact avec moi et je vous proposerai un moment qui vous arrange.' },
          { q: 'Comment les places sont-elles attribuées\u202f?', a: 'Interrogez-moi sur les places, les âges et les dates d’entrée, et je vous expliquerai comment faire une demande.' },
          { q: 'À quoi ressemble une journée type\u202f?', a: 'Je vous présenterai le déroulement de la journée lors de votre visite, et vous pourrez me poser toutes les questions que vous voulez.' },
          { q: 'Comment mon enfant va-t-il s’adapter\u202f?', a: 'Parlez-moi de votre enfant, et je vous expliquerai comment j’aide chaque nouvel enfant à trouver ses repères.' },
        ],
      },
      closing: {
        heading: { we: 'Venez nous rencontrer', i: 'Venez me rencontrer' },
        text: { we: 'Organisez une visite pour découvrir les lieux et poser vos questions\u00a0: nous aurons plaisir à vous rencontrer.', i: 'Organisez une visite pour découvrir les lieux et poser vos questions\u00a0: j’aurai plaisir à vous rencontrer.' },
      },
      featureText: {
        we: [
          'Interrogez-nous à ce sujet lors de votre visite.',
          'Cela fait partie du quotidien chez {name}.',
          'À découvrir en visitant les lieux.',
          'Dites-nous-en plus sur votre enfant, et nous vous expliquerons comment cela se passe.',
        ],
        i: [
          'Interrogez-moi à ce sujet lors de votre visite.',
          'Cela fait partie du quotidien chez {name}.',
          'À découvrir en visitant les lieux.',
          'Dites-m’en plus sur votre enfant, et je vous expliquerai comment cela se passe.',
        ],
      },
    },
  },
  de: {
    school: {
      cta: { primary: 'Besuch vereinbaren', secondary: 'Mehr erfahren' },
      sections: {
        services: { nav: 'Alltag', heading: 'Der Alltag bei {name}', eyebrow: 'Tag für Tag' },
        booking: { heading: { we: 'So kommt Ihr Kind zu uns', i: 'So melden Sie Ihr Kind an' }, eyebrow: 'Schritt für Schritt' },
        benefits: { heading: 'Was Familien erwarten können' },
        faq: { heading: 'Was Eltern oft fragen' },
        contact: { nav: 'Besuch', heading: 'Vereinbaren Sie einen Besuch', eyebrow: 'Zum Kennenlernen', send: 'Nachricht senden' },
      },
      contactIntro: {
        we: 'Nennen Sie uns das Alter Ihres Kindes und wann Sie vorbeikommen möchten, und wir melden uns, um einen Termin mit Ihnen zu vereinbaren.',
        i: 'Nennen Sie mir das Alter Ihres Kindes und wann Sie vorbeikommen möchten, und ich melde mich, um einen Termin mit Ihnen zu vereinbaren.',
      },
      about: {
        we: 'Ob {name} zu Ihrem Kind passt, finden Sie am besten selbst heraus. Schauen Sie sich bei uns um, lernen Sie das Team kennen und stellen Sie uns alle Ihre Fragen.',
        i: 'Ob {name} zu Ihrem Kind passt, finden Sie am besten selbst heraus. Schauen Sie sich bei mir um, lernen Sie mich kennen und stellen Sie mir alle Ihre Fragen.',
      },
      steps: {
        we: [
          { title: 'Kontakt aufnehmen', text: 'Sagen Sie uns, wie alt Ihr Kind ist und wann es bei uns anfangen soll.' },
          { title: 'Zu Besuch kommen', text: 'Sehen Sie sich die Räume an, lernen Sie das Team kennen und bringen Sie Ihre Fragen mit.' },
          { title: 'Einen Platz anfragen', text: 'Wir erklären Ihnen, wie die Plätze vergeben werden, und helfen Ihnen bei den nächsten Schritten.' },
        ],
        i: [
          { title: 'Kontakt aufnehmen', text: 'Sagen Sie mir, wie alt Ihr Kind ist und wann es bei mir anfangen soll.' },
          { title: 'Zu Besuch kommen', text: 'Sehen Sie sich die Räume an, lernen Sie mich kennen und bringen Sie Ihre Fragen mit.' },
          { title: 'Einen Platz anfragen', text: 'Ich erkläre Ihnen, wie die Plätze vergeben werden, und helfe Ihnen bei den nächsten Schritten.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Erst ansehen, dann entscheiden', text: 'Kommen Sie vor Ihrer Entscheidung vorbei und sehen Sie, wo Ihr Kind seinen Tag verbringen würde.' },
          { title: 'Zeit für Ihre Fragen', text: 'Fragen Sie uns nach dem Tagesablauf, dem Essen oder allem anderen, was Sie beschäftigt.' },
          { title: 'Behutsam ankommen', text: 'Erzählen Sie uns, was Ihr Kind braucht, und wir besprechen mit Ihnen, wie es sich gut bei uns einlebt.' },
        ],
        i: [
          { title: 'Erst ansehen, dann entscheiden', text: 'Kommen Sie vor Ihrer Entscheidung vorbei und sehen Sie, wo Ihr Kind seinen Tag verbringen würde.' },
          { title: 'Zeit für Ihre Fragen', text: 'Fragen Sie mich nach dem Tagesablauf, dem Essen oder allem anderen, was Sie beschäftigt.' },
          { title: 'Behutsam ankommen', text: 'Erzählen Sie mir, was Ihr Kind braucht, und ich bespreche mit Ihnen, wie es sich gut bei mir einlebt.' },
        ],
      },
      faq: {
        we: [
          { q: 'Ist ein Besuch vorab möglich?', a: 'Sehr gern: Melden Sie sich, und wir vereinbaren einen Termin, der Ihnen passt.' },
          { q: 'Wie bekommt mein Kind einen Platz?', a: 'Fragen Sie uns nach Plätzen, Altersgruppen und möglichen Startterminen, und wir erklären Ihnen, wie die Anmeldung abläuft.' },
          { q: 'Wie sieht ein typischer Tag aus?', a: 'Bei Ihrem Besuch erzählen wir Ihnen, wie ein Tag bei uns abläuft, und Sie können uns alles fragen.' },
          { q: 'Wie lebt sich mein Kind ein?', a: 'Erzählen Sie uns von Ihrem Kind, und wir erklären Ihnen, wie wir neuen Kindern das Ankommen erleichtern.' },
        ],
        i: [
          { q: 'Ist ein Besuch vorab möglich?', a: 'Sehr gern: Melden Sie sich, und ich vereinbare mit Ihnen einen Termin, der Ihnen passt.' },
          { q: 'Wie bekommt mein Kind einen Platz?', a: 'Fragen Sie mich nach Plätzen, Altersgruppen und möglichen Startterminen, und ich erkläre Ihnen, wie die Anmeldung abläuft.' },
          { q: 'Wie sieht ein typischer Tag aus?', a: 'Bei Ihrem Besuch erzähle ich Ihnen, wie ein Tag bei mir abläuft, und Sie können mich alles fragen.' },
          { q: 'Wie lebt sich mein Kind ein?', a: 'Erzählen Sie mir von Ihrem Kind, und ich erkläre Ihnen, wie ich neuen Kindern das Ankommen erleichtere.' },
        ],
      },
      closing: {
        heading: { we: 'Besuchen Sie uns', i: 'Lernen Sie mich kennen' },
        text: { we: 'Vereinbaren Sie einen Besuch, schauen Sie sich um und stellen Sie Ihre Fragen: Wir freuen uns, Sie kennenzulernen.', i: 'Vereinbaren Sie einen Besuch, schauen Sie sich um und stellen Sie Ihre Fragen: Ich freue mich, Sie kennenzulernen.' },
      },
      featureText: {
        we: [
          'Fragen Sie uns danach, wenn Sie vorbeikommen.',
          'Teil des Alltags bei {name}.',
          'Sehen Sie es sich beim Rundgang selbst an.',
          'Erzählen Sie uns etwas über Ihr Kind, dann erklären wir Ihnen, wie das genau funktioniert.',
        ],
        i: [
          'Fragen Sie mich danach, wenn Sie vorbeikommen.',
          'Teil des Alltags bei {name}.',
          'Sehen Sie es sich beim Rundgang selbst an.',
          'Erzählen Sie mir etwas über Ihr Kind, dann erkläre ich Ihnen, wie das genau funktioniert.',
        ],
      },
    },
  },
  it: {
    school: {
      cta: { primary: 'Prenota una visita', secondary: 'Scopri di più' },
      sections: {
        services: { nav: 'Vita quotidiana', heading: 'Le giornate da {name}', eyebrow: 'Ogni giorno' },
        booking: { heading: { we: 'Come iscriversi da noi', i: 'Come iscriversi' }, eyebrow: 'Passo dopo passo' },
        benefits: { heading: 'Cosa possono aspettarsi le famiglie' },
        faq: { heading: 'Le domande dei genitori' },
        contact: { nav: 'Visita', heading: 'Organizza una visita', eyebrow: 'Vieni a vedere', send: 'Invia messaggio' },
      },
      contactIntro: {
        we: 'Dicci l’età di tuo figlio e quando vorresti venire, e ti ricontatteremo per fissare un appuntamento.',
        i: 'Dimmi l’età di tuo figlio e quando vorresti venire, e ti ricontatterò per fissare un appuntamento.',
      },
      about: {
        we: 'Per capire se {name} fa per tuo figlio, la cosa migliore è venire a vedere di persona. Guardati intorno, conosci le persone che si occuperanno di lui e chiedici tutto quello che vuoi.',
        i: 'Per capire se {name} fa per tuo figlio, la cosa migliore è venire a vedere di persona. Guardati intorno, conoscimi e chiedimi tutto quello che vuoi.',
      },
      steps: {
        we: [
          { title: 'Mettiti in contatto', text: 'Dicci quanti anni ha tuo figlio e quando vorresti che iniziasse.' },
          { title: 'Vieni in visita', text: 'Guardati intorno, conosci il team e porta con te le tue domande.' },
          { title: 'Chiedi un posto', text: 'Ti spiegheremo come vengono assegnati i posti e ti aiuteremo con i passi successivi.' },
        ],
        i: [
          { title: 'Mettiti in contatto', text: 'Dimmi quanti anni ha tuo figlio e quando vorresti che iniziasse.' },
          { title: 'Vieni in visita', text: 'Guardati intorno, conoscimi e porta con te le tue domande.' },
          { title: 'Chiedi un posto', text: 'Ti spiegherò come vengono assegnati i posti e ti aiuterò con i passi successivi.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Prima vedi, poi decidi', text: 'Fai una visita prima di decidere e scopri dove tuo figlio passerebbe le sue giornate.' },
          { title: 'Tempo per le tue domande', text: 'Chiedici della routine quotidiana, dei pasti o di qualsiasi altra cosa ti stia a cuore.' },
          { title: 'Un inizio sereno', text: 'Raccontaci di cosa ha bisogno tuo figlio: insieme vedremo come aiutarlo ad ambientarsi con calma.' },
        ],
        i: [
          { title: 'Prima vedi, poi decidi', text: 'Fai una visita prima di decidere e scopri dove tuo figlio passerebbe le sue giornate.' },
          { title: 'Tempo per le tue domande', text: 'Chiedimi della routine quotidiana, dei pasti o di qualsiasi altra cosa ti stia a cuore.' },
          { title: 'Un inizio sereno', text: 'Raccontami di cosa ha bisogno tuo figlio: insieme vedremo come aiutarlo ad ambientarsi con calma.' },
        ],
      },
      faq: {
        we: [
          { q: 'Possiamo venire a dare un’occhiata?', a: 'Certo: contattaci e fisseremo un momento che ti vada bene.' },
          { q: 'Come funzionano le iscrizioni?', a: 'Chiedici dei posti, delle età e delle date di inizio, e ti spiegheremo come presentare la domanda.' },
          { q: 'Com’è una giornata tipo?', a: 'Te la racconteremo durante la visita, e puoi chiederci qualsiasi cosa.' },
          { q: 'Come si ambienterà mio figlio?', a: 'Raccontaci di tuo figlio e ti spiegheremo come aiutiamo i nuovi bambini ad ambientarsi.' },
        ],
        i: [
          { q: 'Possiamo venire a dare un’occhiata?', a: 'Certo: contattami e fisserò un momento che ti vada bene.' },
          { q: 'Come funzionano le iscrizioni?', a: 'Chiedimi dei posti, delle età e delle date di inizio, e ti spiegherò come presentare la domanda.' },
          { q: 'Com’è una giornata tipo?', a: 'Te la racconterò durante la visita, e puoi chiedermi qualsiasi cosa.' },
          { q: 'Come si ambienterà mio figlio?', a: 'Raccontami di tuo figlio e ti spiegherò come aiuto i nuovi bambini ad ambientarsi.' },
        ],
      },
      closing: {
        heading: { we: 'Vieni a trovarci', i: 'Vieni a conoscermi' },
        text: { we: 'Prenota una visita per guardarti intorno e farci le tue domande: non vediamo l’ora di conoscerti.', i: 'Prenota una visita per guardarti intorno e farmi le tue domande: non vedo l’ora di conoscerti.' },
      },
      featureText: {
        we: [
          'Chiedicelo durante la visita.',
          'Fa parte della vita di ogni giorno da {name}.',
          'Qualcosa da scoprire durante la visita.',
          'Parlaci di tuo figlio e ti spiegheremo come funziona.',
        ],
        i: [
          'Chiedimelo durante la visita.',
          'Fa parte della vita di ogni giorno da {name}.',
          'Qualcosa da scoprire durante la visita.',
          'Parlami di tuo figlio e ti spiegherò come funziona.',
        ],
      },
    },
  },
  nl: {
    school: {
      cta: { primary: 'Plan een rondleiding', secondary: 'Meer informatie' },
      sections: {
        services: { nav: 'Dagelijks leven', heading: 'Zo gaat het bij {name}', eyebrow: 'Elke dag' },
        booking: { heading: { we: 'Aanmelden bij ons', i: 'Zo meld je je kind aan' }, eyebrow: 'Stap voor stap' },
        benefits: { heading: 'Wat gezinnen kunnen verwachten' },
        faq: { heading: 'Vragen van ouders' },
        contact: { nav: 'Rondleiding', heading: 'Plan een bezoek', eyebrow: 'Kom kennismaken', send: 'Bericht versturen' },
      },
      contactIntro: {
        we: 'Vertel ons hoe oud je kind is en wanneer je langs wilt komen, dan nemen we contact met je op om een moment af te spreken.',
        i: 'Vertel me hoe oud je kind is en wanneer je langs wilt komen, dan neem ik contact met je op om een moment af te spreken.',
      },
      about: {
        we: 'Of {name} bij je kind past, ontdek je het best door zelf te komen kijken. Kijk rond, maak kennis met het team en vraag ons alles wat je wilt weten.',
        i: 'Of {name} bij je kind past, ontdek je het best door zelf te komen kijken. Kijk rond, maak kennis met mij en vraag me alles wat je wilt weten.',
      },
      steps: {
        we: [
          { title: 'Neem contact op', text: 'Laat ons weten hoe oud je kind is en wanneer het zou moeten beginnen.' },
          { title: 'Kom kijken', text: 'Neem een kijkje, leer het team kennen en neem je vragen mee.' },
          { title: 'Vraag een plek aan', text: 'We leggen uit hoe de plaatsing werkt en helpen je met de volgende stappen.' },
        ],
        i: [
          { title: 'Neem contact op', text: 'Laat me weten hoe oud je kind is en wanneer het zou moeten beginnen.' },
          { title: 'Kom kijken', text: 'Neem een kijkje, leer mij kennen en neem je vragen mee.' },
          { title: 'Vraag een plek aan', text: 'Ik leg uit hoe de plaatsing werkt en help je met de volgende stappen.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Kom eerst kijken', text: 'Kom langs voordat je een keuze maakt, en zie waar je kind de dag zou doorbrengen.' },
          { title: 'Tijd voor je vragen', text: 'Vraag ons naar het dagritme, het eten of iets anders waar je mee zit.' },
          { title: 'Rustig wennen', text: 'Vertel ons wat je kind nodig heeft, dan bespreken we samen hoe we het wennen aanpakken.' },
        ],
        i: [
          { title: 'Kom eerst kijken', text: 'Kom langs voordat je een keuze maakt, en zie waar je kind de dag zou doorbrengen.' },
          { title: 'Tijd voor je vragen', text: 'Vraag me naar het dagritme, het eten of iets anders waar je mee zit.' },
          { title: 'Rustig wennen', text: 'Vertel me wat je kind nodig heeft, dan bespreek ik met je hoe ik het wennen aanpak.' },
        ],
      },
      faq: {
        we: [
          { q: 'Kan ik eerst een keer komen kijken?', a: 'Graag zelfs: neem contact op, dan plannen we een moment dat jou goed uitkomt.' },
          { q: 'Hoe kom ik aan een plek?', a: 'Vraag ons naar plekken, leeftijden en startdata, dan leggen we uit hoe je je kind aanmeldt.' },
          { q: 'Hoe ziet een gewone dag eruit?', a: 'Tijdens je bezoek vertellen we je hoe een dag verloopt, en je kunt ons alles vragen.' },
          { q: 'Hoe verloopt het wennen?', a: 'Vertel ons over je kind, dan leggen we uit hoe we nieuwe kinderen helpen wennen.' },
        ],
        i: [
          { q: 'Kan ik eerst een keer komen kijken?', a: 'Graag zelfs: neem contact op, dan plan ik een moment dat jou goed uitkomt.' },
          { q: 'Hoe kom ik aan een plek?', a: 'Vraag me naar plekken, leeftijden en startdata, dan leg ik uit hoe je je kind aanmeldt.' },
          { q: 'Hoe ziet een gewone dag eruit?', a: 'Tijdens je bezoek vertel ik je hoe een dag verloopt, en je kunt me alles vragen.' },
          { q: 'Hoe verloopt het wennen?', a: 'Vertel me over je kind, dan leg ik uit hoe ik nieuwe kinderen help wennen.' },
        ],
      },
      closing: {
        heading: { we: 'Kom gerust bij ons langs', i: 'Kom gerust met me kennismaken' },
        text: { we: 'Plan een rondleiding om rond te kijken en je vragen te stellen: we maken graag kennis met je.', i: 'Plan een rondleiding om rond te kijken en je vragen te stellen: ik maak graag kennis met je.' },
      },
      featureText: {
        we: [
          'Vraag ons ernaar tijdens je bezoek.',
          'Onderdeel van het dagelijks leven bij {name}.',
          'Iets om te zien tijdens de rondleiding.',
          'Vertel ons iets over je kind, dan leggen we uit hoe dit in de praktijk gaat.',
        ],
        i: [
          'Vraag me ernaar tijdens je bezoek.',
          'Onderdeel van het dagelijks leven bij {name}.',
          'Iets om te zien tijdens de rondleiding.',
          'Vertel me iets over je kind, dan leg ik uit hoe dit in de praktijk gaat.',
        ],
      },
    },
  },
  ja: {
    school: {
      cta: { primary: '見学を申し込む', secondary: '詳しく見る' },
      sections: {
        services: { nav: '毎日の様子', heading: '{name}の毎日', eyebrow: '日々の過ごし方' },
        booking: { heading: { we: '入園・入学までの流れ', i: 'お申し込みまでの流れ' }, eyebrow: 'ステップ' },
        benefits: { heading: 'ご家族の皆さまへ' },
        faq: { heading: '保護者の方からよくあるご質問' },
        contact: { nav: '見学', heading: '見学のお申し込み', eyebrow: 'お待ちしています', send: '送信する' },
      },
      contactIntro: {
        we: 'お子さまの年齢と見学のご希望時期をお知らせいただければ、私たちから日時の調整についてご連絡します。',
        i: 'お子さまの年齢と見学のご希望時期をお知らせいただければ、私から日時の調整についてご連絡します。',
      },
      about: {
        we: '{name}がお子さまに合うかどうかを知るいちばんの方法は、実際にご自身の目で見ていただくことです。ぜひ見学にいらして、スタッフと会い、気になることは何でも私たちにお尋ねください。',
        i: '{name}がお子さまに合うかどうかを知るいちばんの方法は、実際にご自身の目で見ていただくことです。ぜひ見学にいらして、私と直接会い、気になることは何でもお尋ねください。',
      },
      steps: {
        we: [
          { title: 'まずはご連絡を', text: 'お子さまの年齢と、通い始めたい時期を私たちにお知らせください。' },
          { title: '実際に見学', text: 'ひと通りご覧いただき、スタッフと顔を合わせて、聞きたいことを遠慮なくお尋ねください。' },
          { title: 'お申し込み', text: '受け入れまでの流れをご説明し、その後の手続きも私たちがお手伝いします。' },
        ],
        i: [
          { title: 'まずはご連絡を', text: 'お子さまの年齢と、通い始めたい時期を私にお知らせください。' },
          { title: '実際に見学', text: 'ひと通りご覧いただき、私と顔を合わせて、聞きたいことを遠慮なくお尋ねください。' },
          { title: 'お申し込み', text: '受け入れまでの流れをご説明し、その後の手続きも私がお手伝いします。' },
        ],
      },
      benefits: {
        we: [
          { title: '見てから決められる', text: '決める前に見学して、お子さまが一日を過ごす場所をご覧ください。' },
          { title: 'じっくりご質問を', text: '一日の流れや食事のことなど、気になることは何でも私たちにお尋ねください。' },
          { title: 'ゆっくり慣れるために', text: 'お子さまに必要なことをお聞かせください。新しい環境にどう慣れていくか、私たちがご一緒に考えます。' },
        ],
        i: [
          { title: '見てから決められる', text: '決める前に見学して、お子さまが一日を過ごす場所をご覧ください。' },
          { title: 'じっくりご質問を', text: '一日の流れや食事のことなど、気になることは何でも私にお尋ねください。' },
          { title: 'ゆっくり慣れるために', text: 'お子さまに必要なことをお聞かせください。新しい環境にどう慣れていくか、私がご一緒に考えます。' },
        ],
      },
      faq: {
        we: [
          { q: '見学はできますか？', a: 'もちろんです。ご連絡いただければ、ご都合のよい日時を私たちが調整します。' },
          { q: '申し込みはどのようにすればよいですか？', a: '受け入れ枠や対象年齢、開始時期について私たちにお尋ねいただければ、お申し込みの方法をご説明します。' },
          { q: '一日をどのように過ごしますか？', a: '見学の際に、私たちから一日の流れをご説明します。そのほか気になることも、何でもお尋ねください。' },
          { q: 'うちの子はなじめるでしょうか？', a: 'お子さまのことをお聞かせください。新しいお子さまが安心してなじめるよう、私たちがどのようにサポートしているかをご説明します。' },
        ],
        i: [
          { q: '見学はできますか？', a: 'もちろんです。ご連絡いただければ、ご都合のよい日時を私が調整します。' },
          { q: '申し込みはどのようにすればよいですか？', a: '受け入れ枠や対象年齢、開始時期について私にお尋ねいただければ、お申し込みの方法をご説明します。' },
          { q: '一日をどのように過ごしますか？', a: '見学の際に、私から一日の流れをご説明します。そのほか気になることも、何でもお尋ねください。' },
          { q: 'うちの子はなじめるでしょうか？', a: 'お子さまのことをお聞かせください。新しいお子さまが安心してなじめるよう、私がどのようにサポートしているかをご説明します。' },
        ],
      },
      closing: {
        heading: { we: 'ぜひ私たちに会いに来てください', i: 'ぜひ私に会いに来てください' },
        text: {
          we: '見学をお申し込みのうえ、実際の様子をご覧になり、気になることをお尋ねください。お会いできるのを私たちも楽しみにしています。',
          i: '見学をお申し込みのうえ、実際の様子をご覧になり、気になることをお尋ねください。お会いできるのを私も楽しみにしています。',
        },
      },
      featureText: {
        we: [
          '見学の際に、私たちにお気軽にお尋ねください。',
          '{name}の毎日のひとこまです。',
          '見学のときに、ぜひご覧ください。',
          'お子さまのことをお聞かせいただければ、どのような内容か私たちがご説明します。',
        ],
        i: [
          '見学の際に、私にお気軽にお尋ねください。',
          '{name}の毎日のひとこまです。',
          '見学のときに、ぜひご覧ください。',
          'お子さまのことをお聞かせいただければ、どのような内容か私がご説明します。',
        ],
      },
    },
  },
  zh: {
    school: {
      cta: { primary: '预约参观', secondary: '了解更多' },
      sections: {
        services: { nav: '日常生活', heading: '在{name}的每一天', eyebrow: '每一天' },
        booking: { heading: { we: '如何加入我们', i: '如何报名' }, eyebrow: '一步一步' },
        benefits: { heading: '家长可以期待什么' },
        faq: { heading: '家长常问的问题' },
        contact: { nav: '参观', heading: '预约参观', eyebrow: '欢迎来看看', send: '发送留言' },
      },
      contactIntro: {
        we: '请告诉我们孩子的年龄和您希望来参观的时间，我们会与您联系，约定具体时间。',
        i: '请告诉我孩子的年龄和您希望来参观的时间，我会与您联系，约定具体时间。',
      },
      about: {
        we: '想知道{name}是否适合您的孩子，最好的办法就是亲自来看看。欢迎来参观，认识我们的团队，有任何问题都可以问我们。',
        i: '想知道{name}是否适合您的孩子，最好的办法就是亲自来看看。欢迎来参观，和我见见面，有任何问题都可以问我。',
      },
      steps: {
        we: [
          { title: '联系咨询', text: '告诉我们孩子的年龄，以及您希望孩子什么时候开始。' },
          { title: '前来参观', text: '四处看看，认识我们的团队，带上您想问的问题。' },
          { title: '申请名额', text: '我们会说明名额如何分配，并协助您完成后续步骤。' },
        ],
        i: [
          { title: '联系咨询', text: '告诉我孩子的年龄，以及您希望孩子什么时候开始。' },
          { title: '前来参观', text: '四处看看，和我见个面，带上您想问的问题。' },
          { title: '申请名额', text: '我会说明名额如何分配，并协助您完成后续步骤。' },
        ],
      },
      benefits: {
        we: [
          { title: '眼见为实', text: '做决定之前先来参观，看看孩子每天将在什么样的地方度过。' },
          { title: '有问题尽管问', text: '关于作息安排、饮食或其他任何您关心的事，都可以问我们。' },
          { title: '循序渐进地适应', text: '告诉我们孩子的需要，我们会和您一起商量如何帮孩子适应。' },
        ],
        i: [
          { title: '眼见为实', text: '做决定之前先来参观，看看孩子每天将在什么样的地方度过。' },
          { title: '有问题尽管问', text: '关于作息安排、饮食或其他任何您关心的事，都可以问我。' },
          { title: '循序渐进地适应', text: '告诉我孩子的需要，我会和您一起商量如何帮孩子适应。' },
        ],
      },
      faq: {
        we: [
          { q: '可以先来参观吗？', a: '当然欢迎。请联系我们，我们会安排一个方便您的时间。' },
          { q: '名额是怎么安排的？', a: '欢迎向我们询问名额、适合的年龄和开始的时间，我们会为您说明如何申请。' },
          { q: '孩子一天是怎么度过的？', a: '您来参观时，我们会为您介绍一天的安排，有任何问题也欢迎随时提出。' },
          { q: '孩子要怎样适应新环境？', a: '跟我们聊聊您的孩子，我们会介绍如何帮助新来的孩子慢慢适应。' },
        ],
        i: [
          { q: '可以先来参观吗？', a: '当然欢迎。请联系我，我会安排一个方便您的时间。' },
          { q: '名额是怎么安排的？', a: '欢迎向我询问名额、适合的年龄和开始的时间，我会为您说明如何申请。' },
          { q: '孩子一天是怎么度过的？', a: '您来参观时，我会为您介绍一天的安排，有任何问题也欢迎随时提出。' },
          { q: '孩子要怎样适应新环境？', a: '跟我聊聊您的孩子，我会介绍如何帮助新来的孩子慢慢适应。' },
        ],
      },
      closing: {
        heading: { we: '欢迎来看看我们', i: '欢迎来见见我' },
        text: { we: '预约参观，四处看看，问问您关心的问题。我们很期待与您见面！', i: '预约参观，四处看看，问问您关心的问题。我很期待与您见面！' },
      },
      featureText: {
        we: [
          '来参观时，欢迎问问我们。',
          '这是{name}日常生活的一部分。',
          '参观时可以亲眼看看。',
          '告诉我们孩子的情况，我们会为您说明具体怎么安排。',
        ],
        i: [
          '来参观时，欢迎问问我。',
          '这是{name}日常生活的一部分。',
          '参观时可以亲眼看看。',
          '告诉我孩子的情况，我会为您说明具体怎么安排。',
        ],
      },
    },
  },
  ar: {
    school: {
      cta: { primary: 'رتّب موعدًا للزيارة', secondary: 'اعرف المزيد' },
      sections: {
        services: { nav: 'الحياة اليومية', heading: 'الحياة في {name}', eyebrow: 'كل يوم' },
        booking: { heading: { we: 'كيف تنضم إلينا', i: 'كيفية الالتحاق' }, eyebrow: 'خطوة بخطوة' },
        benefits: { heading: 'ما يمكن للعائلات أن تتوقعه' },
        faq: { heading: 'أسئلة يطرحها الأهل' },
        contact: { nav: 'الزيارة', heading: 'ترتيب زيارة', eyebrow: 'أهلًا بزيارتك', send: 'إرسال الرسالة' },
      },
      contactIntro: {
        we: 'أخبرنا بعمر طفلك ومتى تودّ الزيارة، وسنتواصل معك لتحديد موعد مناسب.',
        i: 'أخبرني بعمر طفلك ومتى تودّ الزيارة، وسأتواصل معك لتحديد موعد مناسب.',
      },
      about: {
        we: 'أفضل طريقة لتعرف مدى ملاءمة {name} لطفلك هي أن تأتي وترى بنفسك. تعال وتجوّل في المكان، وتعرّف على فريقنا، واسألنا عن أي شيء.',
        i: 'أفضل طريقة لتعرف مدى ملاءمة {name} لطفلك هي أن تأتي وترى بنفسك. تعال وتجوّل في المكان، وتعرّف عليّ، واسألني عن أي شيء.',
      },
      steps: {
        we: [
          { title: 'ابدأ بالتواصل', text: 'أخبرنا بعمر طفلك ومتى تودّ أن يبدأ.' },
          { title: 'تعال للزيارة', text: 'تجوّل في المكان، وتعرّف على الفريق، وأحضر معك أسئلتك.' },
          { title: 'قدّم طلب الالتحاق', text: 'سنشرح لك كيف تُخصَّص المقاعد، ونساعدك في الخطوات التالية.' },
        ],
        i: [
          { title: 'ابدأ بالتواصل', text: 'أخبرني بعمر طفلك ومتى تودّ أن يبدأ.' },
          { title: 'تعال للزيارة', text: 'تجوّل في المكان، وتعرّف عليّ، وأحضر معك أسئلتك.' },
          { title: 'قدّم طلب الالتحاق', text: 'سأشرح لك كيف تُخصَّص المقاعد، وأساعدك في الخطوات التالية.' },
        ],
      },
      benefits: {
        we: [
          { title: 'شاهد بنفسك', text: 'زُر المكان قبل أن تقرر، وشاهد أين سيقضي طفلك يومه.' },
          { title: 'وقت لأسئلتك', text: 'اسألنا عن الروتين اليومي والوجبات أو أي شيء آخر يشغل بالك.' },
          { title: 'بداية هادئة', text: 'أخبرنا بما يحتاج إليه طفلك، وسنتحدث معك عن كيفية تأقلمه.' },
        ],
        i: [
          { title: 'شاهد بنفسك', text: 'زُر المكان قبل أن تقرر، وشاهد أين سيقضي طفلك يومه.' },
          { title: 'وقت لأسئلتك', text: 'اسألني عن الروتين اليومي والوجبات أو أي شيء آخر يشغل بالك.' },
          { title: 'بداية هادئة', text: 'أخبرني بما يحتاج إليه طفلك، وسأتحدث معك عن كيفية تأقلمه.' },
        ],
      },
      faq: {
        we: [
          { q: 'هل يمكن أن نأتي ونتجوّل في المكان؟', a: 'بكل سرور: تواصل معنا وسنرتّب موعدًا يناسبك.' },
          { q: 'كيف يتم تخصيص المقاعد؟', a: 'اسألنا عن المقاعد المتاحة والأعمار ومواعيد البدء، وسنشرح لك كيفية التقديم.' },
          { q: 'كيف يبدو اليوم المعتاد؟', a: 'سنحدّثك عن سير اليوم خلال زيارتك، ويسعدنا أن تسألنا عن أي شيء.' },
          { q: 'كيف سيتأقلم طفلي؟', a: 'حدّثنا عن طفلك، وسنشرح لك كيف نساعد الأطفال الجدد على التأقلم.' },
        ],
        i: [
          { q: 'هل يمكن أن نأتي ونتجوّل في المكان؟', a: 'بكل سرور: تواصل معي وسأرتّب موعدًا يناسبك.' },
          { q: 'كيف يتم تخصيص المقاعد؟', a: 'اسألني عن المقاعد المتاحة والأعمار ومواعيد البدء، وسأشرح لك كيفية التقديم.' },
          { q: 'كيف يبدو اليوم المعتاد؟', a: 'سأحدّثك عن سير اليوم خلال زيارتك، ويسعدني أن تسألني عن أي شيء.' },
          { q: 'كيف سيتأقلم طفلي؟', a: 'حدّثني عن طفلك، وسأشرح لك كيف أساعد الأطفال الجدد على التأقلم.' },
        ],
      },
      closing: {
        heading: { we: 'تفضّل بزيارتنا', i: 'تعال للقائي' },
        text: {
          we: 'رتّب موعدًا للزيارة لتتجوّل في المكان وتطرح أسئلتك، فنحن نتطلع إلى لقائك.',
          i: 'رتّب موعدًا للزيارة لتتجوّل في المكان وتطرح أسئلتك، فأنا أتطلع إلى لقائك.',
        },
      },
      featureText: {
        we: [
          'اسألنا عن ذلك خلال زيارتك.',
          'جزء من الحياة اليومية في {name}.',
          'شيء ستراه خلال جولتك في المكان.',
          'حدّثنا عن طفلك وسنشرح لك كيف يتم ذلك.',
        ],
        i: [
          'اسألني عن ذلك خلال زيارتك.',
          'جزء من الحياة اليومية في {name}.',
          'شيء ستراه خلال جولتك في المكان.',
          'حدّثني عن طفلك وسأشرح لك كيف يتم ذلك.',
        ],
      },
    },
  },
};
