import type { StyleCopy } from './types';

/**
 * A home care agency's own words over the local phrasebook (types.ts `PageStyle` `homeCare`; choose-blueprint
 * `caresAtHome`: home care, domiciliary care, live-in care), in the site languages: families are invited to talk about
 * the care a relative needs at home ("Talk to us about care", "How care starts", the area covered), with a message form,
 * instead of a salon's "Request a booking", its opening hours and "What should I expect the first time?". No claim the
 * owner has not made (no ratings, no regulator, no same carers, no fees, no funding, no start within a time promised:
 * questions about them are answered with "ask us").
 */
export const HOME_CARE_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { homeCare: StyleCopy }> = {
  en: {
    homeCare: {
      cta: { primary: 'Ask about care', secondary: 'See the services' },
      sections: {
        services: { nav: 'Care', heading: 'Care at home', eyebrow: 'Help at home' },
        booking: { heading: 'How care starts', eyebrow: 'Step by step' },
        benefits: { heading: 'What families can expect' },
        area: { nav: 'Area', heading: { we: 'Where we provide care', i: 'Where I provide care' }, eyebrow: 'Area covered' },
        faq: { heading: 'Questions families ask' },
        contact: { nav: 'Contact', heading: { we: 'Talk to us about care', i: 'Talk to me about care' }, eyebrow: 'Get in touch', send: 'Send message' },
      },
      contactIntro: {
        we: 'Tell us a little about the person who needs care, where they live and what would help, and we’ll get back to you.',
        i: 'Tell me a little about the person who needs care, where they live and what would help, and I’ll get back to you.',
      },
      about: {
        we: 'Care at home means staying in the place you know, with help for the things that have become harder. Tell us what you or your relative needs, and we’ll talk through how {name} can help.',
        i: 'Care at home means staying in the place you know, with help for the things that have become harder. Tell me what you or your relative needs, and I’ll talk through how I can help.',
      },
      steps: {
        we: [
          { title: 'Get in touch', text: 'Tell us who needs care and what help would make a difference.' },
          { title: 'We come to see you', text: 'We’ll arrange a visit to talk about needs, routines and what matters most.' },
          { title: 'Agree the care', text: 'Together we agree the visits, the care and when it starts.' },
        ],
        i: [
          { title: 'Get in touch', text: 'Tell me who needs care and what help would make a difference.' },
          { title: 'I come to see you', text: 'I’ll arrange a visit to talk about needs, routines and what matters most.' },
          { title: 'Agree the care', text: 'Together, you and I agree the visits, the care and when it starts.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Care around the day', text: 'Ask us about visit times that fit around routines, meals and appointments.' },
          { title: 'Talk it through first', text: 'We’ll explain how the care works and what it costs before anything is agreed.' },
          { title: 'Family in the loop', text: 'Ask us how we keep family members informed.' },
        ],
        i: [
          { title: 'Care around the day', text: 'Ask me about visit times that fit around routines, meals and appointments.' },
          { title: 'Talk it through first', text: 'I’ll explain how the care works and what it costs before anything is agreed.' },
          { title: 'Family in the loop', text: 'Ask me how I keep family members informed.' },
        ],
      },
      faq: {
        we: [
          { q: 'Which areas do you cover?', a: 'The area we cover is on this page. Ask us if you’re not sure whether we reach you.' },
          { q: 'How is the care agreed?', a: 'We’ll talk with you and your relative about what they need before anything is agreed.' },
          { q: 'How much does care at home cost?', a: 'It depends on the care and how often it’s needed. Ask us and we’ll explain the costs.' },
          { q: 'What if needs change?', a: 'Tell us when things change and we’ll talk about changing the care with you.' },
        ],
        i: [
          { q: 'Which areas do you cover?', a: 'The area I cover is on this page. Ask me if you’re not sure whether I reach you.' },
          { q: 'How is the care agreed?', a: 'I’ll talk with you and your relative about what they need before anything is agreed.' },
          { q: 'How much does care at home cost?', a: 'It depends on the care and how often it’s needed. Ask me and I’ll explain the costs.' },
          { q: 'What if needs change?', a: 'Tell me when things change and I’ll talk about changing the care with you.' },
        ],
      },
      closing: {
        heading: 'Let’s talk about care',
        text: { we: 'Tell us what’s needed and we’ll help you work out the next steps.', i: 'Tell me what’s needed and I’ll help you work out the next steps.' },
      },
      featureText: {
        we: [
          'Ask us about it when we talk.',
          'Part of care at home with {name}.',
          'One of the ways we help at home.',
          'Tell us what your relative needs and we’ll explain how this works.',
        ],
        i: [
          'Ask me about it when you get in touch.',
          'Part of care at home with me.',
          'One of the ways I help at home.',
          'Tell me what your relative needs and I’ll explain how this works.',
        ],
      },
    },
  },
  es: {
    homeCare: {
      cta: { primary: 'Hablemos de cuidados', secondary: 'Ver los servicios' },
      sections: {
        services: { nav: 'Cuidados', heading: 'Cuidados a domicilio', eyebrow: 'Ayuda en casa' },
        booking: { heading: 'Cómo empiezan los cuidados', eyebrow: 'Paso a paso' },
        benefits: { heading: 'Qué pueden esperar las familias' },
        area: { nav: 'Zona', heading: { we: 'Dónde prestamos el servicio', i: 'Dónde presto el servicio' }, eyebrow: 'Zona de cobertura' },
        faq: { heading: 'Lo que preguntan las familias' },
        contact: { nav: 'Contacto', heading: { we: 'Cuéntanos qué necesitas', i: 'Cuéntame qué necesitas' }, eyebrow: 'Ponte en contacto', send: 'Enviar mensaje' },
      },
      contactIntro: {
        we: 'Cuéntanos un poco sobre la persona que necesita cuidados, dónde vive y qué le vendría bien, y te responderemos.',
        i: 'Cuéntame un poco sobre la persona que necesita cuidados, dónde vive y qué le vendría bien, y te responderé.',
      },
      about: {
        we: 'Los cuidados a domicilio permiten seguir en el lugar de siempre, con ayuda para lo que se ha vuelto más difícil. Cuéntanos qué necesitas, para ti o para tu familiar, y veremos contigo cómo puede ayudarte {name}.',
        i: 'Los cuidados a domicilio permiten seguir en el lugar de siempre, con ayuda para lo que se ha vuelto más difícil. Cuéntame qué necesitas, para ti o para tu familiar, y veremos juntos cómo puedo ayudarte.',
      },
      steps: {
        we: [
          { title: 'Ponte en contacto', text: 'Cuéntanos quién necesita cuidados y qué ayuda marcaría la diferencia.' },
          { title: 'Te visitamos', text: 'Concertaremos una visita para hablar de sus necesidades, sus rutinas y lo que más le importa.' },
          { title: 'Acordamos los cuidados', text: 'Juntos acordamos las visitas, los cuidados y cuándo empiezan.' },
        ],
        i: [
          { title: 'Ponte en contacto', text: 'Cuéntame quién necesita cuidados y qué ayuda marcaría la diferencia.' },
          { title: 'Te visito', text: 'Concertaré una visita para hablar de sus necesidades, sus rutinas y lo que más le importa.' },
          { title: 'Acordamos los cuidados', text: 'Juntos acordamos las visitas, los cuidados y cuándo empiezan.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Al ritmo de cada día', text: 'Pregúntanos por horarios de visita que se adapten a las rutinas, las comidas y las citas.' },
          { title: 'Primero, lo hablamos', text: 'Te explicaremos cómo funcionan los cuidados y cuánto cuestan antes de acordar nada.' },
          { title: 'La familia, al tanto', text: 'Pregúntanos cómo mantenemos informada a la familia.' },
        ],
        i: [
          { title: 'Al ritmo de cada día', text: 'Pregúntame por horarios de visita que se adapten a las rutinas, las comidas y las citas.' },
          { title: 'Primero, lo hablamos', text: 'Te explicaré cómo funcionan los cuidados y cuánto cuestan antes de acordar nada.' },
          { title: 'La familia, al tanto', text: 'Pregúntame cómo mantengo informada a la familia.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Qué zonas cubre el servicio?', a: 'En esta página encontrarás la zona que cubrimos. Pregúntanos si no tienes claro si llegamos hasta tu casa.' },
          { q: '¿Cómo se acuerdan los cuidados?', a: 'Antes de acordar nada, hablaremos contigo y con tu familiar sobre lo que necesita.' },
          { q: '¿Cuánto cuestan los cuidados a domicilio?', a: 'Depende de los cuidados y de con qué frecuencia se necesiten. Pregúntanos y te explicaremos los costes.' },
          { q: '¿Y si cambian las necesidades?', a: 'Avísanos cuando algo cambie y hablaremos contigo de cómo adaptar los cuidados.' },
        ],
        i: [
          { q: '¿Qué zonas cubre el servicio?', a: 'En esta página encontrarás la zona que cubro. Pregúntame si no tienes claro si llego hasta tu casa.' },
          { q: '¿Cómo se acuerdan los cuidados?', a: 'Antes de acordar nada, hablaré contigo y con tu familiar sobre lo que necesita.' },
          { q: '¿Cuánto cuestan los cuidados a domicilio?', a: 'Depende de los cuidados y de con qué frecuencia se necesiten. Pregúntame y te explicaré los costes.' },
          { q: '¿Y si cambian las necesidades?', a: 'Avísame cuando algo cambie y hablaré contigo de cómo adaptar los cuidados.' },
        ],
      },
      closing: {
        heading: 'Hablemos de lo que necesitas',
        text: { we: 'Cuéntanos qué hace falta y te ayudaremos a decidir los siguientes pasos.', i: 'Cuéntame qué hace falta y te ayudaré a decidir los siguientes pasos.' },
      },
      featureText: {
        we: [
          'Pregúntanos por ello cuando hablemos.',
          'Parte de los cuidados a domicilio de {name}.',
          'Una de las formas en que ayudamos en casa.',
          'Cuéntanos qué necesita tu familiar y te explicaremos cómo funciona.',
        ],
        i: [
          'Pregúntame por ello cuando hablemos.',
          'Parte de mis cuidados a domicilio.',
          'Una de las formas en que ayudo en casa.',
          'Cuéntame qué necesita tu familiar y te explicaré cómo funciona.',
        ],
      },
    },
  },
  pt: {
    homeCare: {
      cta: { primary: 'Vamos falar de cuidados', secondary: 'Ver os serviços' },
      sections: {
        services: { nav: 'Cuidados', heading: 'Cuidados ao domicílio', eyebrow: 'Apoio em casa' },
        booking: { heading: 'Como começa o apoio', eyebrow: 'Passo a passo' },
        benefits: { heading: 'O que as famílias podem esperar' },
        area: { nav: 'Zona', heading: { we: 'Onde prestamos cuidados', i: 'Onde presto cuidados' }, eyebrow: 'Área de atuação' },
        faq: { heading: 'O que as famílias perguntam' },
        contact: { nav: 'Contacto', heading: { we: 'Fale connosco sobre cuidados', i: 'Fale comigo sobre cuidados' }, eyebrow: 'Entre em contacto', send: 'Enviar mensagem' },
      },
      contactIntro: {
        we: 'Fale-nos um pouco da pessoa que precisa de cuidados, de onde vive e do que a ajudaria, e entraremos em contacto consigo.',
        i: 'Fale-me um pouco da pessoa que precisa de cuidados, de onde vive e do que a ajudaria, e entrarei em contacto consigo.',
      },
      about: {
        we: 'Receber cuidados em casa é continuar no sítio que se conhece, com ajuda naquilo que se tornou mais difícil. Diga-nos de que precisa, para si ou para o seu familiar, e vemos consigo como {name} pode ajudar.',
        i: 'Receber cuidados em casa é continuar no sítio que se conhece, com ajuda naquilo que se tornou mais difícil. Diga-me de que precisa, para si ou para o seu familiar, e vejo consigo como posso ajudar.',
      },
      steps: {
        we: [
          { title: 'Entre em contacto', text: 'Diga-nos quem precisa de cuidados e que ajuda faria a diferença.' },
          { title: 'Vamos até si', text: 'Combinamos uma visita para falar das necessidades, das rotinas e do que é mais importante.' },
          { title: 'Definir os cuidados', text: 'Em conjunto, combinamos as visitas, os cuidados e quando começam.' },
        ],
        i: [
          { title: 'Entre em contacto', text: 'Diga-me quem precisa de cuidados e que ajuda faria a diferença.' },
          { title: 'Vou até si', text: 'Combino uma visita para falar das necessidades, das rotinas e do que é mais importante.' },
          { title: 'Definir os cuidados', text: 'Em conjunto, combinamos as visitas, os cuidados e quando começam.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Ao ritmo do dia', text: 'Pergunte-nos por horários de visita que se ajustem às rotinas, às refeições e às consultas.' },
          { title: 'Conversar primeiro', text: 'Explicamos como funcionam os cuidados e quanto custam antes de se combinar o que quer que seja.' },
          { title: 'A família informada', text: 'Pergunte-nos como mantemos a família informada.' },
        ],
        i: [
          { title: 'Ao ritmo do dia', text: 'Pergunte-me por horários de visita que se ajustem às rotinas, às refeições e às consultas.' },
          { title: 'Conversar primeiro', text: 'Explico como funcionam os cuidados e quanto custam antes de se combinar o que quer que seja.' },
          { title: 'A família informada', text: 'Pergunte-me como mantenho a família informada.' },
        ],
      },
      faq: {
        we: [
          { q: 'Que zonas são abrangidas?', a: 'A zona que abrangemos está indicada nesta página. Pergunte-nos se não tiver a certeza de que chegamos até si.' },
          { q: 'Como são definidos os cuidados?', a: 'Antes de se combinar o que quer que seja, conversamos consigo e com o seu familiar sobre aquilo de que precisa.' },
          { q: 'Quanto custam os cuidados ao domicílio?', a: 'Depende dos cuidados e da frequência com que são necessários. Pergunte-nos e explicamos-lhe os custos.' },
          { q: 'E se as necessidades mudarem?', a: 'Diga-nos quando alguma coisa mudar e falamos consigo sobre como ajustar os cuidados.' },
        ],
        i: [
          { q: 'Que zonas são abrangidas?', a: 'A zona que abranjo está indicada nesta página. Pergunte-me se não tiver a certeza de que chego até si.' },
          { q: 'Como são definidos os cuidados?', a: 'Antes de se combinar o que quer que seja, converso consigo e com o seu familiar sobre aquilo de que precisa.' },
          { q: 'Quanto custam os cuidados ao domicílio?', a: 'Depende dos cuidados e da frequência com que são necessários. Pergunte-me e explico-lhe os custos.' },
          { q: 'E se as necessidades mudarem?', a: 'Diga-me quando alguma coisa mudar e falo consigo sobre como ajustar os cuidados.' },
        ],
      },
      closing: {
        heading: 'Vamos conversar sobre cuidados',
        text: { we: 'Diga-nos de que precisa e ajudamos a definir os próximos passos.', i: 'Diga-me de que precisa e ajudo a definir os próximos passos.' },
      },
      featureText: {
        we: [
          'Pergunte-nos sobre isto quando falarmos.',
          'Faz parte dos cuidados ao domicílio de {name}.',
          'Uma das formas como ajudamos em casa.',
          'Diga-nos de que precisa o seu familiar e explicamos-lhe como funciona.',
        ],
        i: [
          'Pergunte-me sobre isto quando falarmos.',
          'Faz parte dos cuidados ao domicílio que presto.',
          'Uma das formas como ajudo em casa.',
          'Diga-me de que precisa o seu familiar e explico-lhe como funciona.',
        ],
      },
    },
  },
  fr: {
    homeCare: {
      cta: { primary: 'Parlons de vos besoins', secondary: 'Voir les prestations' },
      sections: {
        services: { nav: 'Prestations', heading: 'Aide à domicile', eyebrow: 'Accompagnement' },
        booking: { heading: 'Comment démarre l’accompagnement', eyebrow: 'Étape par étape' },
        benefits: { heading: 'À quoi les familles peuvent s’attendre' },
        area: { nav: 'Secteur', heading: { we: 'Où nous intervenons à domicile', i: 'Où j’interviens à domicile' }, eyebrow: 'Secteur d’intervention' },
        faq: { heading: 'Les questions des familles' },
        contact: { nav: 'Contact', heading: { we: 'Parlez-nous de vos besoins', i: 'Parlez-moi de vos besoins' }, eyebrow: 'Prendre contact', send: 'Envoyer le message' },
      },
      contactIntro: {
        we: 'Parlez-nous un peu de la personne qui a besoin d’aide, de l’endroit où elle vit et de ce qui l’aiderait, et nous reviendrons vers vous.',
        i: 'Parlez-moi un peu de la personne qui a besoin d’aide, de l’endroit où elle vit et de ce qui l’aiderait, et je reviendrai vers vous.',
      },
      about: {
        we: 'L’aide à domicile, c’est rester chez soi, dans un lieu familier, avec un soutien pour ce qui est devenu plus difficile. Dites-nous ce dont vous ou votre proche avez besoin, et nous verrons avec vous comment {name} peut vous aider.',
        i: 'L’aide à domicile, c’est rester chez soi, dans un lieu familier, avec un soutien pour ce qui est devenu plus difficile. Dites-moi ce dont vous ou votre proche avez besoin, et je verrai avec vous comment je peux vous aider.',
      },
      steps: {
        we: [
          { title: 'Prenez contact', text: 'Dites-nous qui a besoin d’aide et ce qui changerait vraiment le quotidien.' },
          { title: 'Nous venons vous voir', text: 'Nous organisons une visite pour parler des besoins, des habitudes et de ce qui compte le plus.' },
          { title: 'Définir l’accompagnement', text: 'Ensemble, nous convenons des passages, de l’aide apportée et de la date de démarrage.' },
        ],
        i: [
          { title: 'Prenez contact', text: 'Dites-moi qui a besoin d’aide et ce qui changerait vraiment le quotidien.' },
          { title: 'Je viens vous voir', text: 'J’organise une visite pour parler des besoins, des habitudes et de ce qui compte le plus.' },
          { title: 'Définir l’accompagnement', text: 'Je conviens avec vous des passages, de l’aide apportée et de la date de démarrage.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Au rythme de la journée', text: 'Interrogez-nous sur des horaires de passage adaptés aux habitudes, aux repas et aux rendez-vous.' },
          { title: 'En parler d’abord', text: 'Nous vous expliquons le fonctionnement et le coût de l’accompagnement avant tout engagement.' },
          { title: 'La famille informée', text: 'Demandez-nous comment nous tenons les proches informés.' },
        ],
        i: [
          { title: 'Au rythme de la journée', text: 'Interrogez-moi sur des horaires de passage adaptés aux habitudes, aux repas et aux rendez-vous.' },
          { title: 'En parler d’abord', text: 'Je vous explique le fonctionnement et le coût de l’accompagnement avant tout engagement.' },
          { title: 'La famille informée', text: 'Demandez-moi comment je tiens les proches informés.' },
        ],
      },
      faq: {
        we: [
          { q: 'Quels secteurs couvrez-vous\u202f?', a: 'Le secteur où nous intervenons figure sur cette page. En cas de doute, demandez-nous si nous venons jusque chez vous.' },
          { q: 'Comment l’accompagnement est-il défini\u202f?', a: 'Avant toute décision, nous échangeons avec vous et votre proche sur ses besoins.' },
          { q: 'Combien coûte l’aide à domicile\u202f?', a: 'Cela dépend de l’aide apportée et de sa fréquence. Posez-nous la question et nous vous expliquerons les coûts.' },
          { q: 'Et si les besoins évoluent\u202f?', a: 'Prévenez-nous quand la situation change, et nous verrons avec vous comment adapter l’accompagnement.' },
        ],
        i: [
          { q: 'Quels secteurs couvrez-vous\u202f?', a: 'Le secteur où j’interviens figure sur cette page. En cas de doute, demandez-moi si je viens jusque chez vous.' },
          { q: 'Comment l’accompagnement est-il défini\u202f?', a: 'Avant toute décision, j’échange avec vous et votre proche sur ses besoins.' },
          { q: 'Combien coûte l’aide à domicile\u202f?', a: 'Cela dépend de l’aide apportée et de sa fréquence. Posez-moi la question et je vous expliquerai les coûts.' },
          { q: 'Et si les besoins évoluent\u202f?', a: 'Prévenez-moi quand la situation change, et je verrai avec vous comment adapter l’accompagnement.' },
        ],
      },
      closing: {
        heading: 'Parlons de l’aide à domicile',
        text: { we: 'Dites-nous ce dont vous avez besoin, et nous vous aiderons à y voir clair pour la suite.', i: 'Dites-moi ce dont vous avez besoin, et je vous aiderai à y voir clair pour la suite.' },
      },
      featureText: {
        we: [
          'Posez-nous la question lors de l’entretien.',
          'Cela fait partie de l’aide à domicile avec {name}.',
          'L’une des façons dont nous aidons à domicile.',
          'Dites-nous ce dont votre proche a besoin, et nous vous expliquerons comment cela se passe.',
        ],
        i: [
          'Posez-moi la question lors de l’entretien.',
          'Cela fait partie de l’aide à domicile que j’apporte.',
          'L’une des façons dont j’aide à domicile.',
          'Dites-moi ce dont votre proche a besoin, et je vous expliquerai comment cela se passe.',
        ],
      },
    },
  },
  de: {
    homeCare: {
      cta: { primary: 'Über Pflege sprechen', secondary: 'Zu den Leistungen' },
      sections: {
        services: { nav: 'Leistungen', heading: 'Pflege zu Hause', eyebrow: 'Hilfe im Alltag' },
        booking: { heading: 'So beginnt die Pflege', eyebrow: 'Schritt für Schritt' },
        benefits: { heading: 'Was Angehörige erwarten können' },
        area: { nav: 'Einsatzgebiet', heading: { we: 'Wo wir im Einsatz sind', i: 'Wo ich im Einsatz bin' }, eyebrow: 'Versorgungsgebiet' },
        faq: { heading: 'Was Angehörige oft fragen' },
        contact: { nav: 'Kontakt', heading: { we: 'Sprechen Sie mit uns über Pflege', i: 'Sprechen Sie mit mir über Pflege' }, eyebrow: 'Kontakt aufnehmen', send: 'Nachricht senden' },
      },
      contactIntro: {
        we: 'Erzählen Sie uns ein wenig von dem Menschen, der Pflege braucht, wo er wohnt und was ihm helfen würde: Wir melden uns bei Ihnen.',
        i: 'Erzählen Sie mir ein wenig von dem Menschen, der Pflege braucht, wo er wohnt und was ihm helfen würde: Ich melde mich bei Ihnen.',
      },
      about: {
        we: 'Pflege zu Hause heißt, in der vertrauten Umgebung zu bleiben und Hilfe bei dem zu bekommen, was schwerer geworden ist. Sagen Sie uns, was Sie oder Ihr Familienmitglied brauchen, und wir besprechen mit Ihnen, wie {name} helfen kann.',
        i: 'Pflege zu Hause heißt, in der vertrauten Umgebung zu bleiben und Hilfe bei dem zu bekommen, was schwerer geworden ist. Sagen Sie mir, was Sie oder Ihr Familienmitglied brauchen, und ich bespreche mit Ihnen, wie ich helfen kann.',
      },
      steps: {
        we: [
          { title: 'Kontakt aufnehmen', text: 'Sagen Sie uns, wer Pflege braucht und welche Hilfe den Alltag leichter machen würde.' },
          { title: 'Wir kommen zu Ihnen', text: 'Wir vereinbaren einen Besuch, um über den Bedarf, die Gewohnheiten und das Wichtigste zu sprechen.' },
          { title: 'Pflege vereinbaren', text: 'Gemeinsam legen wir die Besuche, die Pflege und den Beginn fest.' },
        ],
        i: [
          { title: 'Kontakt aufnehmen', text: 'Sagen Sie mir, wer Pflege braucht und welche Hilfe den Alltag leichter machen würde.' },
          { title: 'Ich komme zu Ihnen', text: 'Ich vereinbare einen Besuch, um über den Bedarf, die Gewohnheiten und das Wichtigste zu sprechen.' },
          { title: 'Pflege vereinbaren', text: 'Gemeinsam mit Ihnen lege ich die Besuche, die Pflege und den Beginn fest.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Passend zum Tagesablauf', text: 'Fragen Sie uns nach Besuchszeiten, die zu Tagesablauf, Mahlzeiten und Terminen passen.' },
          { title: 'Erst in Ruhe sprechen', text: 'Wir erklären Ihnen, wie die Pflege abläuft und was sie kostet, bevor etwas vereinbart wird.' },
          { title: 'Angehörige gut informiert', text: 'Fragen Sie uns, wie wir Angehörige auf dem Laufenden halten.' },
        ],
        i: [
          { title: 'Passend zum Tagesablauf', text: 'Fragen Sie mich nach Besuchszeiten, die zu Tagesablauf, Mahlzeiten und Terminen passen.' },
          { title: 'Erst in Ruhe sprechen', text: 'Ich erkläre Ihnen, wie die Pflege abläuft und was sie kostet, bevor etwas vereinbart wird.' },
          { title: 'Angehörige gut informiert', text: 'Fragen Sie mich, wie ich Angehörige auf dem Laufenden halte.' },
        ],
      },
      faq: {
        we: [
          { q: 'Welche Gebiete versorgen Sie?', a: 'Unser Einsatzgebiet finden Sie auf dieser Seite. Fragen Sie uns, wenn Sie nicht sicher sind, ob wir zu Ihnen kommen.' },
          { q: 'Wie wird die Pflege abgestimmt?', a: 'Bevor etwas festgelegt wird, besprechen wir mit Ihnen und Ihrem Familienmitglied, was gebraucht wird.' },
          { q: 'Was kostet Pflege zu Hause?', a: 'Das hängt von der Pflege ab und davon, wie oft sie gebraucht wird. Fragen Sie uns, und wir erklären Ihnen die Kosten.' },
          { q: 'Was ist, wenn sich der Bedarf ändert?', a: 'Sagen Sie uns Bescheid, wenn sich etwas ändert, und wir besprechen mit Ihnen, wie wir die Pflege anpassen.' },
        ],
        i: [
          { q: 'Welche Gebiete versorgen Sie?', a: 'Mein Einsatzgebiet finden Sie auf dieser Seite. Fragen Sie mich, wenn Sie nicht sicher sind, ob ich zu Ihnen komme.' },
          { q: 'Wie wird die Pflege abgestimmt?', a: 'Bevor etwas festgelegt wird, bespreche ich mit Ihnen und Ihrem Familienmitglied, was gebraucht wird.' },
          { q: 'Was kostet Pflege zu Hause?', a: 'Das hängt von der Pflege ab und davon, wie oft sie gebraucht wird. Fragen Sie mich, und ich erkläre Ihnen die Kosten.' },
          { q: 'Was ist, wenn sich der Bedarf ändert?', a: 'Sagen Sie mir Bescheid, wenn sich etwas ändert, und ich bespreche mit Ihnen, wie ich die Pflege anpasse.' },
        ],
      },
      closing: {
        heading: 'Gemeinsam über Pflege sprechen',
        text: { we: 'Sagen Sie uns, was gebraucht wird, und wir helfen Ihnen bei den nächsten Schritten.', i: 'Sagen Sie mir, was gebraucht wird, und ich helfe Ihnen bei den nächsten Schritten.' },
      },
      featureText: {
        we: [
          'Fragen Sie uns im Gespräch danach.',
          'Teil der Pflege zu Hause mit {name}.',
          'Eine der Arten, wie wir zu Hause helfen.',
          'Sagen Sie uns, was Ihr Familienmitglied braucht, dann erklären wir Ihnen, wie das funktioniert.',
        ],
        i: [
          'Fragen Sie mich im Gespräch danach.',
          'Teil meiner Pflege zu Hause.',
          'Eine der Arten, wie ich zu Hause helfe.',
          'Sagen Sie mir, was Ihr Familienmitglied braucht, dann erkläre ich Ihnen, wie das funktioniert.',
        ],
      },
    },
  },
  it: {
    homeCare: {
      cta: { primary: 'Parliamo di assistenza', secondary: 'Scopri i servizi' },
      sections: {
        services: { nav: 'Servizi', heading: 'Assistenza domiciliare', eyebrow: 'Aiuto a casa' },
        booking: { heading: 'Come inizia l’assistenza', eyebrow: 'Passo dopo passo' },
        benefits: { heading: 'Cosa possono aspettarsi le famiglie' },
        area: { nav: 'Zona', heading: { we: 'Dove offriamo assistenza', i: 'Dove offro assistenza' }, eyebrow: 'Zona servita' },
        faq: { heading: 'Le domande delle famiglie' },
        contact: { nav: 'Contatti', heading: { we: 'Parlaci dell’assistenza che serve', i: 'Parlami dell’assistenza che serve' }, eyebrow: 'Mettiti in contatto', send: 'Invia messaggio' },
      },
      contactIntro: {
        we: 'Raccontaci qualcosa della persona che ha bisogno di assistenza, di dove vive e di cosa potrebbe aiutarla: ti ricontatteremo noi.',
        i: 'Raccontami qualcosa della persona che ha bisogno di assistenza, di dove vive e di cosa potrebbe aiutarla: ti ricontatterò io.',
      },
      about: {
        we: 'Assistenza domiciliare significa restare nel posto che conosci, con un aiuto per le cose diventate più difficili. Dicci di cosa hai bisogno, per te o per il tuo familiare, e vedremo insieme come {name} può aiutarti.',
        i: 'Assistenza domiciliare significa restare nel posto che conosci, con un aiuto per le cose diventate più difficili. Dimmi di cosa hai bisogno, per te o per il tuo familiare, e vedremo insieme come posso aiutarti.',
      },
      steps: {
        we: [
          { title: 'Mettiti in contatto', text: 'Dicci chi ha bisogno di assistenza e quale aiuto farebbe la differenza.' },
          { title: 'Veniamo a trovarti', text: 'Fissiamo una visita per parlare di bisogni, abitudini e di ciò che conta di più.' },
          { title: 'Concordiamo l’assistenza', text: 'Insieme concordiamo le visite, l’assistenza e quando iniziare.' },
        ],
        i: [
          { title: 'Mettiti in contatto', text: 'Dimmi chi ha bisogno di assistenza e quale aiuto farebbe la differenza.' },
          { title: 'Vengo a trovarti', text: 'Fisso una visita per parlare di bisogni, abitudini e di ciò che conta di più.' },
          { title: 'Concordiamo l’assistenza', text: 'Insieme concordiamo le visite, l’assistenza e quando iniziare.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Al ritmo della giornata', text: 'Chiedici orari di visita che si adattino alle abitudini, ai pasti e agli appuntamenti.' },
          { title: 'Prima se ne parla', text: 'Ti spieghiamo come funziona l’assistenza e quanto costa prima di concordare qualsiasi cosa.' },
          { title: 'Famiglia sempre informata', text: 'Chiedici come teniamo informati i familiari.' },
        ],
        i: [
          { title: 'Al ritmo della giornata', text: 'Chiedimi orari di visita che si adattino alle abitudini, ai pasti e agli appuntamenti.' },
          { title: 'Prima se ne parla', text: 'Ti spiego come funziona l’assistenza e quanto costa prima di concordare qualsiasi cosa.' },
          { title: 'Famiglia sempre informata', text: 'Chiedimi come tengo informati i familiari.' },
        ],
      },
      faq: {
        we: [
          { q: 'Quali zone sono coperte?', a: 'La zona in cui operiamo è indicata in questa pagina. Se non sei sicuro che arriviamo fino a te, chiedici pure.' },
          { q: 'Come si concorda l’assistenza?', a: 'Prima di concordare qualsiasi cosa, parleremo con te e con il tuo familiare delle sue esigenze.' },
          { q: 'Quanto costa l’assistenza domiciliare?', a: 'Dipende dall’assistenza e da quanto spesso serve. Chiedici e ti spiegheremo i costi.' },
          { q: 'E se le esigenze cambiano?', a: 'Avvisaci quando qualcosa cambia e valuteremo con te come modificare l’assistenza.' },
        ],
        i: [
          { q: 'Quali zone sono coperte?', a: 'La zona in cui opero è indicata in questa pagina. Se non sei sicuro che arrivi fino a te, chiedimi pure.' },
          { q: 'Come si concorda l’assistenza?', a: 'Prima di concordare qualsiasi cosa, parlerò con te e con il tuo familiare delle sue esigenze.' },
          { q: 'Quanto costa l’assistenza domiciliare?', a: 'Dipende dall’assistenza e da quanto spesso serve. Chiedimi e ti spiegherò i costi.' },
          { q: 'E se le esigenze cambiano?', a: 'Avvisami quando qualcosa cambia e valuterò con te come modificare l’assistenza.' },
        ],
      },
      closing: {
        heading: 'Parliamone insieme',
        text: { we: 'Dicci di cosa c’è bisogno e ti aiuteremo a capire i prossimi passi.', i: 'Dimmi di cosa c’è bisogno e ti aiuterò a capire i prossimi passi.' },
      },
      featureText: {
        we: [
          'Chiedicelo quando ne parliamo.',
          'Fa parte dell’assistenza domiciliare di {name}.',
          'Uno dei modi in cui aiutiamo a casa.',
          'Dicci di cosa ha bisogno il tuo familiare e ti spiegheremo come funziona.',
        ],
        i: [
          'Chiedimelo quando ne parliamo.',
          'Fa parte della mia assistenza domiciliare.',
          'Uno dei modi in cui aiuto a casa.',
          'Dimmi di cosa ha bisogno il tuo familiare e ti spiegherò come funziona.',
        ],
      },
    },
  },
  nl: {
    homeCare: {
      cta: { primary: 'Bespreek je zorgvraag', secondary: 'Bekijk het aanbod' },
      sections: {
        services: { nav: 'Zorg', heading: 'Zorg aan huis', eyebrow: 'Thuiszorg' },
        booking: { heading: 'Zo begint de zorg', eyebrow: 'Stap voor stap' },
        benefits: { heading: 'Wat je als familie kunt verwachten' },
        area: { nav: 'Regio', heading: { we: 'Waar we zorg bieden', i: 'Waar ik zorg bied' }, eyebrow: 'Werkgebied' },
        faq: { heading: 'Vragen van familieleden' },
        contact: { nav: 'Contact', heading: { we: 'Bespreek je zorgvraag met ons', i: 'Bespreek je zorgvraag met mij' }, eyebrow: 'Neem contact op', send: 'Bericht versturen' },
      },
      contactIntro: {
        we: 'Vertel ons kort iets over degene die zorg nodig heeft, waar hij of zij woont en wat zou helpen, dan nemen we contact met je op.',
        i: 'Vertel me kort iets over degene die zorg nodig heeft, waar hij of zij woont en wat zou helpen, dan neem ik contact met je op.',
      },
      about: {
        we: 'Zorg aan huis betekent blijven op de plek die je kent, met hulp bij wat moeilijker is geworden. Vertel ons wat jij of je naaste nodig heeft, dan bespreken we samen hoe {name} kan helpen.',
        i: 'Zorg aan huis betekent blijven op de plek die je kent, met hulp bij wat moeilijker is geworden. Vertel me wat jij of je naaste nodig heeft, dan bespreek ik met je hoe ik kan helpen.',
      },
      steps: {
        we: [
          { title: 'Neem contact op', text: 'Vertel ons wie zorg nodig heeft en welke hulp het verschil zou maken.' },
          { title: 'We komen bij je langs', text: 'We plannen een bezoek om te praten over wat er nodig is, het dagritme en wat het belangrijkst is.' },
          { title: 'De zorg afspreken', text: 'Samen spreken we de bezoeken, de zorg en de startdatum af.' },
        ],
        i: [
          { title: 'Neem contact op', text: 'Vertel me wie zorg nodig heeft en welke hulp het verschil zou maken.' },
          { title: 'Ik kom bij je langs', text: 'Ik plan een bezoek om te praten over wat er nodig is, het dagritme en wat het belangrijkst is.' },
          { title: 'De zorg afspreken', text: 'Samen met jou spreek ik de bezoeken, de zorg en de startdatum af.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Afgestemd op de dag', text: 'Vraag ons naar bezoektijden die passen bij het dagritme, de maaltijden en afspraken.' },
          { title: 'Eerst rustig bespreken', text: 'We leggen uit hoe de zorg werkt en wat die kost, voordat er iets wordt afgesproken.' },
          { title: 'Familie op de hoogte', text: 'Vraag ons hoe we familieleden op de hoogte houden.' },
        ],
        i: [
          { title: 'Afgestemd op de dag', text: 'Vraag me naar bezoektijden die passen bij het dagritme, de maaltijden en afspraken.' },
          { title: 'Eerst rustig bespreken', text: 'Ik leg uit hoe de zorg werkt en wat die kost, voordat er iets wordt afgesproken.' },
          { title: 'Familie op de hoogte', text: 'Vraag me hoe ik familieleden op de hoogte houd.' },
        ],
      },
      faq: {
        we: [
          { q: 'In welke regio’s is zorg mogelijk?', a: 'Het werkgebied staat op deze pagina. Twijfel je of we bij jou in de buurt komen, vraag het ons dan.' },
          { q: 'Hoe wordt de zorg afgesproken?', a: 'We bespreken met jou en je naaste wat hij of zij nodig heeft, voordat er iets wordt afgesproken.' },
          { q: 'Wat kost zorg aan huis?', a: 'Dat hangt af van de zorg en hoe vaak die nodig is. Vraag het ons, dan leggen we de kosten uit.' },
          { q: 'Wat als de zorgvraag verandert?', a: 'Laat het ons weten als er iets verandert, dan bespreken we samen hoe we de zorg aanpassen.' },
        ],
        i: [
          { q: 'In welke regio’s is zorg mogelijk?', a: 'Het werkgebied staat op deze pagina. Twijfel je of ik bij jou in de buurt kom, vraag het me dan.' },
          { q: 'Hoe wordt de zorg afgesproken?', a: 'Ik bespreek met jou en je naaste wat hij of zij nodig heeft, voordat er iets wordt afgesproken.' },
          { q: 'Wat kost zorg aan huis?', a: 'Dat hangt af van de zorg en hoe vaak die nodig is. Vraag het me, dan leg ik de kosten uit.' },
          { q: 'Wat als de zorgvraag verandert?', a: 'Laat het me weten als er iets verandert, dan bespreek ik met je hoe ik de zorg aanpas.' },
        ],
      },
      closing: {
        heading: 'Tijd om over zorg te praten',
        text: { we: 'Vertel ons wat er nodig is, dan helpen we je met de volgende stappen.', i: 'Vertel me wat er nodig is, dan help ik je met de volgende stappen.' },
      },
      featureText: {
        we: [
          'Vraag ons ernaar tijdens het gesprek.',
          'Onderdeel van de zorg aan huis van {name}.',
          'Een van de manieren waarop we thuis helpen.',
          'Vertel ons wat je naaste nodig heeft, dan leggen we uit hoe dit in de praktijk gaat.',
        ],
        i: [
          'Vraag me ernaar tijdens het gesprek.',
          'Onderdeel van mijn zorg aan huis.',
          'Een van de manieren waarop ik thuis help.',
          'Vertel me wat je naaste nodig heeft, dan leg ik uit hoe dit in de praktijk gaat.',
        ],
      },
    },
  },
  ja: {
    homeCare: {
      cta: { primary: '介護のご相談', secondary: 'サービス内容' },
      sections: {
        services: { nav: 'サービス', heading: '訪問介護サービス', eyebrow: 'お手伝いできること' },
        booking: { heading: 'ご利用開始までの流れ', eyebrow: 'ステップ' },
        benefits: { heading: 'ご家族の皆さまへ' },
        area: { nav: '対応地域', heading: { we: '私たちが伺う地域', i: '私が伺う地域' }, eyebrow: 'サービス提供地域' },
        faq: { heading: 'ご家族からよくあるご質問' },
        contact: { nav: 'ご相談', heading: { we: '介護のご相談は私たちへ', i: '介護のご相談は私へ' }, eyebrow: 'お問い合わせ', send: '送信する' },
      },
      contactIntro: {
        we: '介護が必要な方のこと、お住まいの地域、どのような手助けがあればよいかをお知らせいただければ、私たちからご連絡します。',
        i: '介護が必要な方のこと、お住まいの地域、どのような手助けがあればよいかをお知らせいただければ、私からご連絡します。',
      },
      about: {
        we: '在宅介護とは、住み慣れたご自宅で暮らし続けながら、難しくなってきたことに手助けを受けることです。ご本人やご家族に必要なことをお聞かせいただければ、{name}にどのようなお手伝いができるか、私たちがご一緒に考えます。',
        i: '在宅介護とは、住み慣れたご自宅で暮らし続けながら、難しくなってきたことに手助けを受けることです。ご本人やご家族に必要なことをお聞かせいただければ、私にどのようなお手伝いができるか、ご一緒に考えます。',
      },
      steps: {
        we: [
          { title: 'まずはご連絡を', text: '介護が必要な方と、どのような手助けがあれば助かるかを私たちにお知らせください。' },
          { title: 'ご自宅に伺います', text: '私たちがご自宅に伺い、必要なことや毎日の過ごし方、大切にしたいことをお聞きします。' },
          { title: 'ケアの内容を決めます', text: '訪問の回数や内容、開始の時期をご一緒に決めます。' },
        ],
        i: [
          { title: 'まずはご連絡を', text: '介護が必要な方と、どのような手助けがあれば助かるかを私にお知らせください。' },
          { title: 'ご自宅に伺います', text: '私がご自宅に伺い、必要なことや毎日の過ごし方、大切にしたいことをお聞きします。' },
          { title: 'ケアの内容を決めます', text: '訪問の回数や内容、開始の時期をご一緒に決めます。' },
        ],
      },
      benefits: {
        we: [
          { title: '毎日の暮らしに合わせて', text: '日々の過ごし方や食事、通院などの予定に合う訪問時間について、私たちにご相談ください。' },
          { title: 'まずはじっくりご説明', text: 'ケアの進め方と費用について、何かを決める前に私たちがご説明します。' },
          { title: 'ご家族とも情報共有', text: 'ご家族への連絡や情報共有の方法について、私たちにお尋ねください。' },
        ],
        i: [
          { title: '毎日の暮らしに合わせて', text: '日々の過ごし方や食事、通院などの予定に合う訪問時間について、私にご相談ください。' },
          { title: 'まずはじっくりご説明', text: 'ケアの進め方と費用について、何かを決める前に私がご説明します。' },
          { title: 'ご家族とも情報共有', text: 'ご家族への連絡や情報共有の方法について、私にお尋ねください。' },
        ],
      },
      faq: {
        we: [
          { q: 'どの地域に対応していますか？', a: '対応地域はこのページでご案内しています。ご自宅が対象になるかわからない場合は、私たちにお尋ねください。' },
          { q: 'ケアの内容はどのように決めますか？', a: '何かを決める前に、ご本人やご家族と私たちがよく話し合い、必要なことを確かめます。' },
          { q: '在宅介護の費用はどのくらいですか？', a: 'ケアの内容や訪問の頻度によって異なります。お尋ねいただければ、費用について私たちがご説明します。' },
          { q: '必要な介護が変わったときは？', a: '状況が変わったときはお知らせください。ケアの内容の見直しについて、私たちがご一緒に考えます。' },
        ],
        i: [
          { q: 'どの地域に対応していますか？', a: '対応地域はこのページでご案内しています。ご自宅が対象になるかわからない場合は、私にお尋ねください。' },
          { q: 'ケアの内容はどのように決めますか？', a: '何かを決める前に、ご本人やご家族と私がよく話し合い、必要なことを確かめます。' },
          { q: '在宅介護の費用はどのくらいですか？', a: 'ケアの内容や訪問の頻度によって異なります。お尋ねいただければ、費用について私がご説明します。' },
          { q: '必要な介護が変わったときは？', a: '状況が変わったときはお知らせください。ケアの内容の見直しについて、私がご一緒に考えます。' },
        ],
      },
      closing: {
        heading: 'まずはお話ししましょう',
        text: { we: '必要なことをお聞かせいただければ、次に何をすればよいか、私たちが一緒に考えます。', i: '必要なことをお聞かせいただければ、次に何をすればよいか、私が一緒に考えます。' },
      },
      featureText: {
        we: [
          'ご相談の際に、私たちにお気軽にお尋ねください。',
          '{name}の在宅介護サービスの一部です。',
          '私たちがご自宅でお手伝いできることの一つです。',
          'ご本人に必要なことをお聞かせいただければ、どのような内容か私たちがご説明します。',
        ],
        i: [
          'ご相談の際に、私にお気軽にお尋ねください。',
          '私がご提供する在宅介護の一部です。',
          '私がご自宅でお手伝いできることの一つです。',
          'ご本人に必要なことをお聞かせいただければ、どのような内容か私がご説明します。',
        ],
      },
    },
  },
  zh: {
    homeCare: {
      cta: { primary: '咨询居家照护', secondary: '服务内容' },
      sections: {
        services: { nav: '服务', heading: '居家照护', eyebrow: '上门服务' },
        booking: { heading: '如何开始照护', eyebrow: '一步一步' },
        benefits: { heading: '家属可以期待什么' },
        area: { nav: '服务区域', heading: { we: '我们的服务区域', i: '我的服务区域' }, eyebrow: '覆盖范围' },
        faq: { heading: '家属常问的问题' },
        contact: { nav: '联系', heading: { we: '和我们聊聊照护需求', i: '和我聊聊照护需求' }, eyebrow: '联系咨询', send: '发送留言' },
      },
      contactIntro: {
        we: '请简单介绍一下需要照护的家人、住在哪里，以及需要哪些帮助，我们会与您联系。',
        i: '请简单介绍一下需要照护的家人、住在哪里，以及需要哪些帮助，我会与您联系。',
      },
      about: {
        we: '居家照护，就是在熟悉的家中继续生活，在变得吃力的事情上得到帮助。请告诉我们您或您的家人需要什么，我们会和您一起看看{name}能提供哪些帮助。',
        i: '居家照护，就是在熟悉的家中继续生活，在变得吃力的事情上得到帮助。请告诉我您或您的家人需要什么，我会和您一起看看我能提供哪些帮助。',
      },
      steps: {
        we: [
          { title: '联系咨询', text: '请告诉我们谁需要照护，以及哪些帮助最有用。' },
          { title: '上门拜访', text: '我们会安排上门拜访，了解需求、日常习惯和您最看重的事情。' },
          { title: '商定照护安排', text: '我们与您一起商定上门时间、照护内容和开始日期。' },
        ],
        i: [
          { title: '联系咨询', text: '请告诉我谁需要照护，以及哪些帮助最有用。' },
          { title: '上门拜访', text: '我会安排上门拜访，了解需求、日常习惯和您最看重的事情。' },
          { title: '商定照护安排', text: '我与您一起商定上门时间、照护内容和开始日期。' },
        ],
      },
      benefits: {
        we: [
          { title: '配合日常作息', text: '欢迎向我们咨询上门时间，配合日常作息、用餐和就诊等安排。' },
          { title: '先沟通再决定', text: '在做任何决定之前，我们会先说明照护如何进行以及费用多少。' },
          { title: '家属知情', text: '欢迎问问我们如何让家属了解情况。' },
        ],
        i: [
          { title: '配合日常作息', text: '欢迎向我咨询上门时间，配合日常作息、用餐和就诊等安排。' },
          { title: '先沟通再决定', text: '在做任何决定之前，我会先说明照护如何进行以及费用多少。' },
          { title: '家属知情', text: '欢迎问问我如何让家属了解情况。' },
        ],
      },
      faq: {
        we: [
          { q: '服务覆盖哪些区域？', a: '我们的服务区域已在本页列出。如果不确定是否在服务范围内，欢迎向我们咨询。' },
          { q: '照护内容是怎么确定的？', a: '在做任何决定之前，我们都会与您和您的家人商量，了解具体需要什么。' },
          { q: '居家照护的费用是多少？', a: '这取决于照护内容和上门频率。欢迎向我们咨询，我们会为您说明费用。' },
          { q: '需求有变化怎么办？', a: '情况有变化时请告诉我们，我们会和您商量如何调整照护安排。' },
        ],
        i: [
          { q: '服务覆盖哪些区域？', a: '我的服务区域已在本页列出。如果不确定是否在服务范围内，欢迎向我咨询。' },
          { q: '照护内容是怎么确定的？', a: '在做任何决定之前，我都会与您和您的家人商量，了解具体需要什么。' },
          { q: '居家照护的费用是多少？', a: '这取决于照护内容和上门频率。欢迎向我咨询，我会为您说明费用。' },
          { q: '需求有变化怎么办？', a: '情况有变化时请告诉我，我会和您商量如何调整照护安排。' },
        ],
      },
      closing: {
        heading: '一起聊聊照护需求',
        text: { we: '告诉我们需要什么，我们会帮您理清接下来的步骤。', i: '告诉我需要什么，我会帮您理清接下来的步骤。' },
      },
      featureText: {
        we: [
          '沟通时，欢迎问问我们。',
          '这是{name}居家照护的一部分。',
          '这是我们上门帮忙的方式之一。',
          '告诉我们您家人的需要，我们会为您说明具体怎么安排。',
        ],
        i: [
          '沟通时，欢迎问问我。',
          '这是我提供的居家照护的一部分。',
          '这是我上门帮忙的方式之一。',
          '告诉我您家人的需要，我会为您说明具体怎么安排。',
        ],
      },
    },
  },
  ar: {
    homeCare: {
      cta: { primary: 'استفسر عن الرعاية', secondary: 'تعرّف على الخدمات' },
      sections: {
        services: { nav: 'الخدمات', heading: 'الرعاية المنزلية', eyebrow: 'مساعدة في البيت' },
        booking: { heading: 'كيف تبدأ الرعاية', eyebrow: 'خطوة بخطوة' },
        benefits: { heading: 'ما يمكن للعائلات أن تتوقعه' },
        area: { nav: 'المنطقة', heading: { we: 'أين نقدّم الرعاية', i: 'أين أقدّم الرعاية' }, eyebrow: 'منطقة الخدمة' },
        faq: { heading: 'أسئلة تطرحها العائلات' },
        contact: { nav: 'تواصل', heading: { we: 'تحدّث معنا عن الرعاية', i: 'تحدّث معي عن الرعاية' }, eyebrow: 'للتواصل', send: 'إرسال الرسالة' },
      },
      contactIntro: {
        we: 'أخبرنا قليلًا عن الشخص الذي يحتاج إلى رعاية، وأين يسكن، وما الذي قد يساعده، وسنتواصل معك.',
        i: 'أخبرني قليلًا عن الشخص الذي يحتاج إلى رعاية، وأين يسكن، وما الذي قد يساعده، وسأتواصل معك.',
      },
      about: {
        we: 'الرعاية المنزلية تعني البقاء في المكان الذي تعرفه، مع مساعدة في الأمور التي أصبحت أصعب. أخبرنا بما تحتاج إليه أنت أو قريبك، وسنتحدث معك عن الطريقة التي يمكن أن يساعد بها {name}.',
        i: 'الرعاية المنزلية تعني البقاء في المكان الذي تعرفه، مع مساعدة في الأمور التي أصبحت أصعب. أخبرني بما تحتاج إليه أنت أو قريبك، وسأتحدث معك عن الطريقة التي يمكنني أن أساعد بها.',
      },
      steps: {
        we: [
          { title: 'ابدأ بالتواصل', text: 'أخبرنا مَن يحتاج إلى الرعاية وما المساعدة التي ستُحدث فرقًا.' },
          { title: 'نأتي لزيارتك', text: 'سنرتّب زيارة للحديث عن الاحتياجات والروتين اليومي وما يهمّك أكثر.' },
          { title: 'نتفق على الرعاية', text: 'نتفق معًا على مواعيد الزيارات ونوع الرعاية وموعد البدء.' },
        ],
        i: [
          { title: 'ابدأ بالتواصل', text: 'أخبرني مَن يحتاج إلى الرعاية وما المساعدة التي ستُحدث فرقًا.' },
          { title: 'آتي لزيارتك', text: 'سأرتّب زيارة للحديث عن الاحتياجات والروتين اليومي وما يهمّك أكثر.' },
          { title: 'نتفق على الرعاية', text: 'نتفق معًا على مواعيد الزيارات ونوع الرعاية وموعد البدء.' },
        ],
      },
      benefits: {
        we: [
          { title: 'رعاية تناسب يومك', text: 'اسألنا عن مواعيد زيارات تناسب الروتين اليومي والوجبات والمواعيد الأخرى.' },
          { title: 'نتحدث أولًا', text: 'سنشرح لك كيف تتم الرعاية وكم تكلف قبل الاتفاق على أي شيء.' },
          { title: 'العائلة على اطّلاع', text: 'اسألنا كيف نُبقي أفراد العائلة على اطّلاع.' },
        ],
        i: [
          { title: 'رعاية تناسب يومك', text: 'اسألني عن مواعيد زيارات تناسب الروتين اليومي والوجبات والمواعيد الأخرى.' },
          { title: 'نتحدث أولًا', text: 'سأشرح لك كيف تتم الرعاية وكم تكلف قبل الاتفاق على أي شيء.' },
          { title: 'العائلة على اطّلاع', text: 'اسألني كيف أُبقي أفراد العائلة على اطّلاع.' },
        ],
      },
      faq: {
        we: [
          { q: 'ما المناطق التي تشملها الخدمة؟', a: 'المنطقة التي نغطيها مذكورة في هذه الصفحة. اسألنا إن لم تكن متأكدًا من أننا نصل إليك.' },
          { q: 'كيف يتم الاتفاق على الرعاية؟', a: 'قبل الاتفاق على أي شيء، سنتحدث معك ومع قريبك لنفهم ما يحتاج إليه.' },
          { q: 'كم تكلف الرعاية المنزلية؟', a: 'يعتمد ذلك على نوع الرعاية وعدد مرات الحاجة إليها. اسألنا وسنشرح لك التكاليف.' },
          { q: 'ماذا لو تغيّرت الاحتياجات؟', a: 'أخبرنا عندما يتغيّر شيء، وسنتحدث معك عن تعديل الرعاية.' },
        ],
        i: [
          { q: 'ما المناطق التي تشملها الخدمة؟', a: 'المنطقة التي أغطيها مذكورة في هذه الصفحة. اسألني إن لم تكن متأكدًا من أنني أصل إليك.' },
          { q: 'كيف يتم الاتفاق على الرعاية؟', a: 'قبل الاتفاق على أي شيء، سأتحدث معك ومع قريبك لأفهم ما يحتاج إليه.' },
          { q: 'كم تكلف الرعاية المنزلية؟', a: 'يعتمد ذلك على نوع الرعاية وعدد مرات الحاجة إليها. اسألني وسأشرح لك التكاليف.' },
          { q: 'ماذا لو تغيّرت الاحتياجات؟', a: 'أخبرني عندما يتغيّر شيء، وسأتحدث معك عن تعديل الرعاية.' },
        ],
      },
      closing: {
        heading: 'لنتحدث عن الرعاية',
        text: { we: 'أخبرنا بما تحتاج إليه، وسنساعدك على تحديد الخطوات التالية.', i: 'أخبرني بما تحتاج إليه، وسأساعدك على تحديد الخطوات التالية.' },
      },
      featureText: {
        we: [
          'اسألنا عن ذلك عندما نتحدث.',
          'جزء من الرعاية المنزلية مع {name}.',
          'إحدى الطرق التي نساعد بها في البيت.',
          'أخبرنا بما يحتاج إليه قريبك، وسنشرح لك كيف يتم ذلك.',
        ],
        i: [
          'اسألني عن ذلك عندما نتحدث.',
          'جزء من الرعاية المنزلية التي أقدّمها.',
          'إحدى الطرق التي أساعد بها في البيت.',
          'أخبرني بما يحتاج إليه قريبك، وسأشرح لك كيف يتم ذلك.',
        ],
      },
    },
  },
};
