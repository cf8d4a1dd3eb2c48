import type { StyleCopy } from './types';

/**
 * A candidate's election campaign's own words over the non-profit phrasebook (types.ts `PageStyle`
 * `campaign`; choose-blueprint `runsForOffice`), in the site languages: voters are shown the candidate's
 * priorities and asked to get involved or raise a local issue, instead of being asked for a donation. No
 * claim the candidate has not made (no endorsements, no polls, no promises beyond the brief's priorities,
 * no polling dates or places, which differ by election).
 */
export const CAMPAIGN_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { campaign: StyleCopy }> = {
  en: {
    campaign: {
      cta: { primary: 'Get involved', secondary: 'See the priorities' },
      sections: {
        mission: { nav: 'About', heading: { we: 'Why we’re standing', i: 'Why I’m standing' }, eyebrow: 'The campaign' },
        help: { nav: 'Priorities', heading: { we: 'What we’ll work for', i: 'What I’ll work for' }, eyebrow: 'Priorities', intro: { we: 'Tell us which of these matters most to you.', i: 'Tell me which of these matters most to you.' } },
        'how-it-works': { heading: 'How you can help', eyebrow: 'Get involved' },
        involved: { nav: 'Get involved', heading: 'Be part of the campaign', eyebrow: 'Get involved' },
        faq: { heading: 'Questions voters ask' },
        contact: { nav: 'Contact', heading: 'Get in touch', eyebrow: 'Contact', send: 'Send message' },
      },
      contactIntro: {
        we: 'If you’d like to help, ask a question or raise a local issue, send us a message and we’ll get back to you.',
        i: 'If you’d like to help, ask a question or raise a local issue, send me a message and I’ll get back to you.',
      },
      about: {
        we: 'We’re standing because we believe {audience} deserve to be heard. Read what we’ll work for, and tell us what matters most to you.',
        i: 'I’m standing because I believe {audience} deserve to be heard. Read what I’ll work for, and tell me what matters most to you.',
      },
      steps: {
        we: [
          { title: 'Volunteer', text: 'Send us a message to help with leaflets, door-knocking or events.' },
          { title: 'Spread the word', text: 'Share this page with friends and neighbours who care about the same things.' },
          { title: 'Use your vote', text: 'Check when and where to vote with your local election office, and make your voice count.' },
        ],
        i: [
          { title: 'Volunteer', text: 'Send me a message to help with leaflets, door-knocking or events.' },
          { title: 'Spread the word', text: 'Share this page with friends and neighbours who care about the same things.' },
          { title: 'Use your vote', text: 'Check when and where to vote with your local election office, and make your voice count.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Listening first', text: 'Tell us what matters to you, and it will shape what we work for.' },
          { title: 'Local priorities', text: 'The campaign is about the issues people here raise.' },
          { title: 'Open to questions', text: 'Ask us anything, before and after election day.' },
        ],
        i: [
          { title: 'Listening first', text: 'Tell me what matters to you, and it will shape what I work for.' },
          { title: 'Local priorities', text: 'The campaign is about the issues people here raise.' },
          { title: 'Open to questions', text: 'Ask me anything, before and after election day.' },
        ],
      },
      faq: {
        we: [
          { q: 'How can I help the campaign?', a: 'Send us a message with the form on this page, and tell us how you’d like to help.' },
          { q: 'Can I raise a local issue with you?', a: 'Yes: tell us about it with the form on this page, and we’ll get back to you.' },
          { q: 'Where and when do I vote?', a: 'Your local election office can tell you where and when to vote, and how to register.' },
          { q: 'What will {name} work for?', a: 'In short: {features}. Ask us if you’d like to know more.' },
        ],
        i: [
          { q: 'How can I help the campaign?', a: 'Send me a message with the form on this page, and tell me how you’d like to help.' },
          { q: 'Can I raise a local issue with you?', a: 'Yes: tell me about it with the form on this page, and I’ll get back to you.' },
          { q: 'Where and when do I vote?', a: 'Your local election office can tell you where and when to vote, and how to register.' },
          { q: 'What will {name} work for?', a: 'In short: {features}. Ask me if you’d like to know more.' },
        ],
      },
      closing: {
        heading: 'Be part of the campaign',
        text: { we: 'Volunteer, spread the word or tell us what matters to you.', i: 'Volunteer, spread the word or tell me what matters to you.' },
      },
      featureText: {
        we: ['Part of what we’ll work for.', 'Tell us what it means for you.', 'Ask us how we’d go about it.', 'One of the campaign’s priorities.'],
        i: ['Part of what I’ll work for.', 'Tell me what it means for you.', 'Ask me how I’d go about it.', 'One of the campaign’s priorities.'],
      },
    },
  },
  es: {
    campaign: {
      cta: { primary: 'Participa', secondary: 'Mira las prioridades' },
      sections: {
        mission: { nav: 'La candidatura', heading: { we: 'Por qué nos presentamos', i: 'Por qué me presento' }, eyebrow: 'La campaña' },
        help: { nav: 'Prioridades', heading: { we: 'En qué trabajaremos', i: 'En qué trabajaré' }, eyebrow: 'Prioridades', intro: { we: 'Cuéntanos cuál de estas prioridades te importa más.', i: 'Cuéntame cuál de estas prioridades te importa más.' } },
        'how-it-works': { heading: 'Cómo puedes ayudar', eyebrow: 'Participa' },
        involved: { nav: 'Participa', heading: 'Forma parte de la campaña', eyebrow: 'Participa' },
        faq: { heading: 'Lo que preguntan los votantes' },
        contact: { nav: 'Contacto', heading: 'Ponte en contacto', eyebrow: 'Contacto', send: 'Enviar mensaje' },
      },
      contactIntro: {
        we: 'Si quieres ayudar, hacer una pregunta o plantear un tema local, envíanos un mensaje y te responderemos.',
        i: 'Si quieres ayudar, hacer una pregunta o plantear un tema local, envíame un mensaje y te responderé.',
      },
      about: {
        we: 'Nos presentamos porque creemos en una política local que escuche, pensada para {audience}. Consulta en qué trabajaremos y cuéntanos qué es lo que más te importa.',
        i: 'Me presento porque creo en una política local que escuche, pensada para {audience}. Consulta en qué trabajaré y cuéntame qué es lo que más te importa.',
      },
      steps: {
        we: [
          { title: 'Haz voluntariado', text: 'Envíanos un mensaje para ayudar con el reparto de folletos, el puerta a puerta o los actos de campaña.' },
          { title: 'Corre la voz', text: 'Comparte esta página con amigos y vecinos a los que les importan las mismas cosas.' },
          { title: 'Ejerce tu voto', text: 'Consulta en la oficina electoral de tu localidad cuándo y dónde votar, y haz que tu voz cuente.' },
        ],
        i: [
          { title: 'Haz voluntariado', text: 'Envíame un mensaje para ayudar con el reparto de folletos, el puerta a puerta o los actos de campaña.' },
          { title: 'Corre la voz', text: 'Comparte esta página con amigos y vecinos a los que les importan las mismas cosas.' },
          { title: 'Ejerce tu voto', text: 'Consulta en la oficina electoral de tu localidad cuándo y dónde votar, y haz que tu voz cuente.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Primero, escuchar', text: 'Cuéntanos qué te importa: eso orientará nuestro trabajo.' },
          { title: 'Prioridades locales', text: 'La campaña gira en torno a los temas que plantea la gente de aquí.' },
          { title: 'Pregunta con confianza', text: 'Pregúntanos lo que quieras, antes y después del día de las elecciones.' },
        ],
        i: [
          { title: 'Primero, escuchar', text: 'Cuéntame qué te importa: eso orientará mi trabajo.' },
          { title: 'Prioridades locales', text: 'La campaña gira en torno a los temas que plantea la gente de aquí.' },
          { title: 'Pregunta con confianza', text: 'Pregúntame lo que quieras, antes y después del día de las elecciones.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Cómo puedo ayudar en la campaña?', a: 'Envíanos un mensaje con el formulario de esta página y cuéntanos cómo te gustaría ayudar.' },
          { q: '¿Puedo plantear un tema local?', a: 'Sí: cuéntanoslo con el formulario de esta página y te responderemos.' },
          { q: '¿Dónde y cuándo tengo que votar?', a: 'La oficina electoral de tu localidad puede decirte dónde y cuándo votar, y cómo inscribirte en el censo electoral.' },
          { q: '¿En qué trabajará {name}?', a: 'En resumen: {features}. Pregúntanos si quieres saber más.' },
        ],
        i: [
          { q: '¿Cómo puedo ayudar en la campaña?', a: 'Envíame un mensaje con el formulario de esta página y cuéntame cómo te gustaría ayudar.' },
          { q: '¿Puedo plantear un tema local?', a: 'Sí: cuéntamelo con el formulario de esta página y te responderé.' },
          { q: '¿Dónde y cuándo tengo que votar?', a: 'La oficina electoral de tu localidad puede decirte dónde y cuándo votar, y cómo inscribirte en el censo electoral.' },
          { q: '¿En qué trabajará {name}?', a: 'En resumen: {features}. Pregúntame si quieres saber más.' },
        ],
      },
      closing: {
        heading: 'Forma parte de la campaña',
        text: { we: 'Haz voluntariado, corre la voz o cuéntanos qué te importa.', i: 'Haz voluntariado, corre la voz o cuéntame qué te importa.' },
      },
      featureText: {
        we: ['Parte de aquello en lo que trabajaremos.', 'Cuéntanos qué significa para ti.', 'Pregúntanos cómo lo abordaríamos.', 'Una de las prioridades de la campaña.'],
        i: ['Parte de aquello en lo que trabajaré.', 'Cuéntame qué significa para ti.', 'Pregúntame cómo lo abordaría.', 'Una de las prioridades de la campaña.'],
      },
    },
  },
  pt: {
    campaign: {
      cta: { primary: 'Participe', secondary: 'Veja as prioridades' },
      sections: {
        mission: { nav: 'A candidatura', heading: { we: 'Porque nos candidatamos', i: 'Porque me candidato' }, eyebrow: 'A campanha' },
        help: { nav: 'Prioridades', heading: { we: 'Em que vamos trabalhar', i: 'Em que vou trabalhar' }, eyebrow: 'Prioridades', intro: { we: 'Diga-nos qual destas prioridades é mais importante para si.', i: 'Diga-me qual destas prioridades é mais importante para si.' } },
        'how-it-works': { heading: 'Como pode ajudar', eyebrow: 'Participe' },
        involved: { nav: 'Participar', heading: 'Faça parte da campanha', eyebrow: 'Participe' },
        faq: { heading: 'O que os eleitores perguntam' },
        contact: { nav: 'Contacto', heading: 'Entre em contacto', eyebrow: 'Contacto', send: 'Enviar mensagem' },
      },
      contactIntro: {
        we: 'Se quiser ajudar, fazer uma pergunta ou levantar uma questão local, envie-nos uma mensagem e entraremos em contacto consigo.',
        i: 'Se quiser ajudar, fazer uma pergunta ou levantar uma questão local, envie-me uma mensagem e entrarei em contacto consigo.',
      },
      about: {
        we: 'Candidatamo-nos porque acreditamos numa política local que sabe ouvir, pensada para {audience}. Veja em que vamos trabalhar e diga-nos o que é mais importante para si.',
        i: 'Candidato-me porque acredito numa política local que sabe ouvir, pensada para {audience}. Veja em que vou trabalhar e diga-me o que é mais importante para si.',
      },
      steps: {
        we: [
          { title: 'Faça voluntariado', text: 'Envie-nos uma mensagem para ajudar na distribuição de panfletos, no porta a porta ou em eventos.' },
          { title: 'Passe a palavra', text: 'Partilhe esta página com amigos e vizinhos que se preocupam com as mesmas coisas.' },
          { title: 'Exerça o seu voto', text: 'Confirme junto dos serviços eleitorais da sua área quando e onde votar, e faça valer a sua voz.' },
        ],
        i: [
          { title: 'Faça voluntariado', text: 'Envie-me uma mensagem para ajudar na distribuição de panfletos, no porta a porta ou em eventos.' },
          { title: 'Passe a palavra', text: 'Partilhe esta página com amigos e vizinhos que se preocupam com as mesmas coisas.' },
          { title: 'Exerça o seu voto', text: 'Confirme junto dos serviços eleitorais da sua área quando e onde votar, e faça valer a sua voz.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Primeiro, ouvir', text: 'Diga-nos o que é importante para si: isso vai orientar o nosso trabalho.' },
          { title: 'Prioridades locais', text: 'A campanha centra-se nas questões que as pessoas daqui levantam.' },
          { title: 'Pergunte à vontade', text: 'Pergunte-nos o que quiser, antes e depois do dia das eleições.' },
        ],
        i: [
          { title: 'Primeiro, ouvir', text: 'Diga-me o que é importante para si: isso vai orientar o meu trabalho.' },
          { title: 'Prioridades locais', text: 'A campanha centra-se nas questões que as pessoas daqui levantam.' },
          { title: 'Pergunte à vontade', text: 'Pergunte-me o que quiser, antes e depois do dia das eleições.' },
        ],
      },
      faq: {
        we: [
          { q: 'Como posso ajudar na campanha?', a: 'Envie-nos uma mensagem através do formulário desta página e diga-nos como gostaria de ajudar.' },
          { q: 'Posso levantar uma questão local?', a: 'Sim: fale-nos dela através do formulário desta página e entraremos em contacto consigo.' },
          { q: 'Onde e quando posso votar?', a: 'Os serviços eleitorais da sua área podem indicar-lhe onde e quando votar, e como se inscrever no recenseamento eleitoral.' },
          { q: 'Em que vai trabalhar {name}?', a: 'Em resumo: {features}. Pergunte-nos se quiser saber mais.' },
        ],
        i: [
          { q: 'Como posso ajudar na campanha?', a: 'Envie-me uma mensagem através do formulário desta página e diga-me como gostaria de ajudar.' },
          { q: 'Posso levantar uma questão local?', a: 'Sim: fale-me dela através do formulário desta página e entrarei em contacto consigo.' },
          { q: 'Onde e quando posso votar?', a: 'Os serviços eleitorais da sua área podem indicar-lhe onde e quando votar, e como se inscrever no recenseamento eleitoral.' },
          { q: 'Em que vai trabalhar {name}?', a: 'Em resumo: {features}. Pergunte-me se quiser saber mais.' },
        ],
      },
      closing: {
        heading: 'Faça parte da campanha',
        text: { we: 'Faça voluntariado, passe a palavra ou diga-nos o que é importante para si.', i: 'Faça voluntariado, passe a palavra ou diga-me o que é importante para si.' },
      },
      featureText: {
        we: ['Faz parte daquilo em que vamos trabalhar.', 'Diga-nos o que isto significa para si.', 'Pergunte-nos como o poríamos em prática.', 'Uma das prioridades da campanha.'],
        i: ['Faz parte daquilo em que vou trabalhar.', 'Diga-me o que isto significa para si.', 'Pergunte-me como o poria em prática.', 'Uma das prioridades da campanha.'],
      },
    },
  },
  fr: {
    campaign: {
      cta: { primary: 'S’engager', secondary: 'Voir les priorités' },
      sections: {
        mission: { nav: 'À propos', heading: { we: 'Pourquoi nous nous présentons', i: 'Pourquoi je me présente' }, eyebrow: 'La campagne' },
        help: { nav: 'Priorités', heading: { we: 'Ce que nous défendrons', i: 'Ce que je défendrai' }, eyebrow: 'Priorités', intro: { we: 'Dites-nous laquelle de ces priorités compte le plus pour vous.', i: 'Dites-moi laquelle de ces priorités compte le plus pour vous.' } },
        'how-it-works': { heading: 'Comment vous pouvez aider', eyebrow: 'S’engager' },
        involved: { nav: 'S’engager', heading: 'Prenez part à la campagne', eyebrow: 'S’engager' },
        faq: { heading: 'Les questions des électeurs' },
        contact: { nav: 'Contact', heading: 'Prendre contact', eyebrow: 'Contact', send: 'Envoyer le message' },
      },
      contactIntro: {
        we: 'Pour apporter votre aide, poser une question ou soulever un sujet local, envoyez-nous un message et nous reviendrons vers vous.',
        i: 'Pour apporter votre aide, poser une question ou soulever un sujet local, envoyez-moi un message et je reviendrai vers vous.',
      },
      about: {
        we: 'Nous nous présentons parce que nous croyons en une politique locale à l’écoute, pensée pour {audience}. Découvrez ce que nous défendrons et dites-nous ce qui compte le plus pour vous.',
        i: 'Je me présente parce que je crois en une politique locale à l’écoute, pensée pour {audience}. Découvrez ce que je défendrai et dites-moi ce qui compte le plus pour vous.',
      },
      steps: {
        we: [
          { title: 'Devenez bénévole', text: 'Envoyez-nous un message pour aider au tractage, au porte-à-porte ou lors des événements.' },
          { title: 'Faites passer le mot', text: 'Partagez cette page avec vos amis et voisins qui tiennent aux mêmes choses.' },
          { title: 'Allez voter', text: 'Renseignez-vous auprès du service électoral de votre commune pour savoir quand et où voter, et faites entendre votre voix.' },
        ],
        i: [
          { title: 'Devenez bénévole', text: 'Envoyez-moi un message pour aider au tractage, au porte-à-porte ou lors des événements.' },
          { title: 'Faites passer le mot', text: 'Partagez cette page avec vos amis et voisins qui tiennent aux mêmes choses.' },
          { title: 'Allez voter', text: 'Renseignez-vous auprès du service électoral de votre commune pour savoir quand et où voter, et faites entendre votre voix.' },
        ],
      },
      benefits: {
        we: [
          { title: 'L’écoute d’abord', text: 'Dites-nous ce qui compte pour vous\u00a0: cela guidera notre action.' },
          { title: 'Des priorités locales', text: 'La campagne porte sur les sujets que soulèvent les gens d’ici.' },
          { title: 'Posez vos questions', text: 'Interrogez-nous sur tout, avant comme après le jour du scrutin.' },
        ],
        i: [
          { title: 'L’écoute d’abord', text: 'Dites-moi ce qui compte pour vous\u00a0: cela guidera mon action.' },
          { title: 'Des priorités locales', text: 'La campagne porte sur les sujets que soulèvent les gens d’ici.' },
          { title: 'Posez vos questions', text: 'Interrogez-moi sur tout, avant comme après le jour du scrutin.' },
        ],
      },
      faq: {
        we: [
          { q: 'Comment aider la campagne\u202f?', a: 'Envoyez-nous un message grâce au formulaire de cette page, en nous disant comment vous aimeriez aider.' },
          { q: 'Puis-je vous soumettre un sujet local\u202f?', a: 'Oui\u00a0: parlez-nous-en grâce au formulaire de cette page, et nous reviendrons vers vous.' },
          { q: 'Où et quand voter\u202f?', a: 'Le service électoral de votre commune peut vous indiquer où et quand voter, et comment vous inscrire sur les listes électorales.' },
          { q: 'Que défendra {name}\u202f?', a: 'En bref\u00a0: {features}. Interrogez-nous si vous souhaitez en savoir plus.' },
        ],
        i: [
          { q: 'Comment aider la campagne\u202f?', a: 'Envoyez-moi un message grâce au formulaire de cette page, en me disant comment vous aimeriez aider.' },
          { q: 'Puis-je vous soumettre un sujet local\u202f?', a: 'Oui\u00a0: parlez-m’en grâce au formulaire de cette page, et je reviendrai vers vous.' },
          { q: 'Où et quand voter\u202f?', a: 'Le service électoral de votre commune peut vous indiquer où et quand voter, et comment vous inscrire sur les listes électorales.' },
          { q: 'Que défendra {name}\u202f?', a: 'En bref\u00a0: {features}. Interrogez-moi si vous souhaitez en savoir plus.' },
        ],
      },
      closing: {
        heading: 'Prenez part à la campagne',
        text: { we: 'Devenez bénévole, faites passer le mot ou dites-nous ce qui compte pour vous.', i: 'Devenez bénévole, faites passer le mot ou dites-moi ce qui compte pour vous.' },
      },
      featureText: {
        we: ['Fait partie de ce que nous défendrons.', 'Dites-nous ce que cela représente pour vous.', 'Demandez-nous comment nous nous y prendrions.', 'L’une des priorités de la campagne.'],
        i: ['Fait partie de ce que je défendrai.', 'Dites-moi ce que cela représente pour vous.', 'Demandez-moi comment je m’y prendrais.', 'L’une des priorités de la campagne.'],
      },
    },
  },
  de: {
    campaign: {
      cta: { primary: 'Mitmachen', secondary: 'Schwerpunkte ansehen' },
      sections: {
        mission: { nav: 'Kandidatur', heading: { we: 'Warum wir kandidieren', i: 'Warum ich kandidiere' }, eyebrow: 'Der Wahlkampf' },
        help: { nav: 'Schwerpunkte', heading: { we: 'Wofür wir uns einsetzen', i: 'Wofür ich mich einsetze' }, eyebrow: 'Schwerpunkte', intro: { we: 'Sagen Sie uns, welcher dieser Punkte Ihnen am wichtigsten ist.', i: 'Sagen Sie mir, welcher dieser Punkte Ihnen am wichtigsten ist.' } },
        'how-it-works': { heading: 'So können Sie helfen', eyebrow: 'Mitmachen' },
        involved: { nav: 'Mitmachen', heading: 'Machen Sie mit im Wahlkampf', eyebrow: 'Mitmachen' },
        faq: { heading: 'Was Wählerinnen und Wähler fragen' },
        contact: { nav: 'Kontakt', heading: 'Kontakt aufnehmen', eyebrow: 'Kontakt', send: 'Nachricht senden' },
      },
      contactIntro: {
        we: 'Ob Sie mithelfen, eine Frage stellen oder ein lokales Anliegen ansprechen möchten: Schreiben Sie uns, und wir melden uns bei Ihnen.',
        i: 'Ob Sie mithelfen, eine Frage stellen oder ein lokales Anliegen ansprechen möchten: Schreiben Sie mir, und ich melde mich bei Ihnen.',
      },
      about: {
        we: 'Wir kandidieren, weil wir überzeugt sind, dass {audience} Gehör verdienen. Lesen Sie, wofür wir uns einsetzen, und sagen Sie uns, was Ihnen am wichtigsten ist.',
        i: 'Ich kandidiere, weil ich überzeugt bin, dass {audience} Gehör verdienen. Lesen Sie, wofür ich mich einsetze, und sagen Sie mir, was Ihnen am wichtigsten ist.',
      },
      steps: {
        we: [
          { title: 'Mithelfen', text: 'Schreiben Sie uns, wenn Sie beim Verteilen von Flyern, im Haustürwahlkampf oder bei Veranstaltungen helfen möchten.' },
          { title: 'Weitersagen', text: 'Teilen Sie diese Seite mit Menschen aus Ihrem Freundeskreis und Ihrer Nachbarschaft, denen dieselben Dinge wichtig sind.' },
          { title: 'Ihre Stimme nutzen', text: 'Erkundigen Sie sich beim Wahlamt Ihrer Stadt oder Gemeinde, wann und wo Sie wählen können, und sorgen Sie dafür, dass Ihre Stimme zählt.' },
        ],
        i: [
          { title: 'Mithelfen', text: 'Schreiben Sie mir, wenn Sie beim Verteilen von Flyern, im Haustürwahlkampf oder bei Veranstaltungen helfen möchten.' },
          { title: 'Weitersagen', text: 'Teilen Sie diese Seite mit Menschen aus Ihrem Freundeskreis und Ihrer Nachbarschaft, denen dieselben Dinge wichtig sind.' },
          { title: 'Ihre Stimme nutzen', text: 'Erkundigen Sie sich beim Wahlamt Ihrer Stadt oder Gemeinde, wann und wo Sie wählen können, und sorgen Sie dafür, dass Ihre Stimme zählt.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Zuerst zuhören', text: 'Sagen Sie uns, was Ihnen wichtig ist: Das bestimmt mit, wofür wir uns einsetzen.' },
          { title: 'Themen vor Ort', text: 'Im Wahlkampf geht es um die Themen, die die Menschen hier ansprechen.' },
          { title: 'Offen für Fragen', text: 'Fragen Sie uns alles, was Sie wissen möchten, vor und nach dem Wahltag.' },
        ],
        i: [
          { title: 'Zuerst zuhören', text: 'Sagen Sie mir, was Ihnen wichtig ist: Das bestimmt mit, wofür ich mich einsetze.' },
          { title: 'Themen vor Ort', text: 'Im Wahlkampf geht es um die Themen, die die Menschen hier ansprechen.' },
          { title: 'Offen für Fragen', text: 'Fragen Sie mich alles, was Sie wissen möchten, vor und nach dem Wahltag.' },
        ],
      },
      faq: {
        we: [
          { q: 'Wie kann ich im Wahlkampf mithelfen?', a: 'Schreiben Sie uns über das Formular auf dieser Seite und sagen Sie uns, wie Sie helfen möchten.' },
          { q: 'Kann ich ein lokales Anliegen bei Ihnen ansprechen?', a: 'Ja: Schildern Sie es uns über das Formular auf dieser Seite, und wir melden uns bei Ihnen.' },
          { q: 'Wann und wo kann ich wählen?', a: 'Das Wahlamt Ihrer Stadt oder Gemeinde sagt Ihnen, wann und wo Sie wählen können und ob Sie sich dafür vorher eintragen lassen müssen.' },
          { q: 'Wofür setzt sich {name} ein?', a: 'Kurz gesagt: {features}. Fragen Sie uns, wenn Sie mehr wissen möchten.' },
        ],
        i: [
          { q: 'Wie kann ich im Wahlkampf mithelfen?', a: 'Schreiben Sie mir über das Formular auf dieser Seite und sagen Sie mir, wie Sie helfen möchten.' },
          { q: 'Kann ich ein lokales Anliegen bei Ihnen ansprechen?', a: 'Ja: Schildern Sie es mir über das Formular auf dieser Seite, und ich melde mich bei Ihnen.' },
          { q: 'Wann und wo kann ich wählen?', a: 'Das Wahlamt Ihrer Stadt oder Gemeinde sagt Ihnen, wann und wo Sie wählen können und ob Sie sich dafür vorher eintragen lassen müssen.' },
          { q: 'Wofür setzt sich {name} ein?', a: 'Kurz gesagt: {features}. Fragen Sie mich, wenn Sie mehr wissen möchten.' },
        ],
      },
      closing: {
        heading: 'Machen Sie mit im Wahlkampf',
        text: { we: 'Helfen Sie mit, erzählen Sie es weiter oder sagen Sie uns, was Ihnen wichtig ist.', i: 'Helfen Sie mit, erzählen Sie es weiter oder sagen Sie mir, was Ihnen wichtig ist.' },
      },
      featureText: {
        we: ['Gehört zu dem, wofür wir uns einsetzen.', 'Sagen Sie uns, was das für Sie bedeutet.', 'Fragen Sie uns, wie wir das angehen würden.', 'Einer der Schwerpunkte dieser Kandidatur.'],
        i: ['Gehört zu dem, wofür ich mich einsetze.', 'Sagen Sie mir, was das für Sie bedeutet.', 'Fragen Sie mich, wie ich das angehen würde.', 'Einer der Schwerpunkte dieser Kandidatur.'],
      },
    },
  },
  it: {
    campaign: {
      cta: { primary: 'Partecipa', secondary: 'Scopri le priorità' },
      sections: {
        mission: { nav: 'La candidatura', heading: { we: 'Perché ci candidiamo', i: 'Perché mi candido' }, eyebrow: 'La campagna elettorale' },
        help: { nav: 'Priorità', heading: { we: 'Per cosa ci impegneremo', i: 'Per cosa mi impegnerò' }, eyebrow: 'Priorità', intro: { we: 'Dicci quale di queste ti sta più a cuore.', i: 'Dimmi quale di queste ti sta più a cuore.' } },
        'how-it-works': { heading: 'Come puoi dare una mano', eyebrow: 'Partecipa' },
        involved: { nav: 'Partecipa', heading: 'Partecipa alla campagna elettorale', eyebrow: 'Partecipa' },
        faq: { heading: 'Le domande degli elettori' },
        contact: { nav: 'Contatti', heading: 'Mettiti in contatto', eyebrow: 'Contatti', send: 'Invia messaggio' },
      },
      contactIntro: {
        we: 'Se vuoi dare una mano, fare una domanda o segnalare una questione locale, scrivici e ti risponderemo.',
        i: 'Se vuoi dare una mano, fare una domanda o segnalare una questione locale, scrivimi e ti risponderò.',
      },
      about: {
        we: 'Ci candidiamo perché crediamo che {audience} meritino ascolto. Leggi per cosa ci impegneremo e dicci cosa ti sta più a cuore.',
        i: 'Mi candido perché credo che {audience} meritino ascolto. Leggi per cosa mi impegnerò e dimmi cosa ti sta più a cuore.',
      },
      steps: {
        we: [
          { title: 'Fai volontariato', text: 'Scrivici se vuoi dare una mano con i volantini, il porta a porta o gli eventi.' },
          { title: 'Fai passaparola', text: 'Condividi questa pagina con amici e vicini a cui stanno a cuore le stesse cose.' },
          { title: 'Vai a votare', text: 'Chiedi all’ufficio elettorale del tuo comune quando e dove votare, e fai sentire la tua voce.' },
        ],
        i: [
          { title: 'Fai volontariato', text: 'Scrivimi se vuoi dare una mano con i volantini, il porta a porta o gli eventi.' },
          { title: 'Fai passaparola', text: 'Condividi questa pagina con amici e vicini a cui stanno a cuore le stesse cose.' },
          { title: 'Vai a votare', text: 'Chiedi all’ufficio elettorale del tuo comune quando e dove votare, e fai sentire la tua voce.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Prima di tutto ascoltare', text: 'Dicci cosa conta per te: darà forma al nostro impegno.' },
          { title: 'Priorità locali', text: 'La campagna parla dei temi sollevati da chi vive qui.' },
          { title: 'Le domande sono benvenute', text: 'Chiedici qualsiasi cosa, prima e dopo il giorno delle elezioni.' },
        ],
        i: [
          { title: 'Prima di tutto ascoltare', text: 'Dimmi cosa conta per te: darà forma al mio impegno.' },
          { title: 'Priorità locali', text: 'La campagna parla dei temi sollevati da chi vive qui.' },
          { title: 'Le domande sono benvenute', text: 'Chiedimi qualsiasi cosa, prima e dopo il giorno delle elezioni.' },
        ],
      },
      faq: {
        we: [
          { q: 'Come posso aiutare la campagna?', a: 'Scrivici con il modulo in questa pagina e raccontaci come vorresti dare una mano.' },
          { q: 'Posso segnalarvi una questione locale?', a: 'Sì: parlacene con il modulo in questa pagina e ti risponderemo.' },
          { q: 'Dove e quando posso votare?', a: 'L’ufficio elettorale del tuo comune può dirti dove e quando votare e se devi iscriverti alle liste elettorali.' },
          { q: 'Per cosa si impegnerà {name}?', a: 'In breve: {features}. Chiedici pure se vuoi saperne di più.' },
        ],
        i: [
          { q: 'Come posso aiutare la campagna?', a: 'Scrivimi con il modulo in questa pagina e raccontami come vorresti dare una mano.' },
          { q: 'Posso segnalarti una questione locale?', a: 'Sì: parlamene con il modulo in questa pagina e ti risponderò.' },
          { q: 'Dove e quando posso votare?', a: 'L’ufficio elettorale del tuo comune può dirti dove e quando votare e se devi iscriverti alle liste elettorali.' },
          { q: 'Per cosa si impegnerà {name}?', a: 'In breve: {features}. Chiedimi pure se vuoi saperne di più.' },
        ],
      },
      closing: {
        heading: 'Partecipa alla campagna elettorale',
        text: { we: 'Fai volontariato, fai passaparola o dicci cosa ti sta a cuore.', i: 'Fai volontariato, fai passaparola o dimmi cosa ti sta a cuore.' },
      },
      featureText: {
        we: ['Fa parte del nostro impegno.', 'Dicci cosa significa per te.', 'Chiedici come lo affronteremmo.', 'Una delle priorità della campagna.'],
        i: ['Fa parte del mio impegno.', 'Dimmi cosa significa per te.', 'Chiedimi come lo affronterei.', 'Una delle priorità della campagna.'],
      },
    },
  },
  nl: {
    campaign: {
      cta: { primary: 'Doe mee', secondary: 'Bekijk de speerpunten' },
      sections: {
        mission: { nav: 'Campagne', heading: { we: 'Waarom we ons verkiesbaar stellen', i: 'Waarom ik me verkiesbaar stel' }, eyebrow: 'De campagne' },
        help: { nav: 'Speerpunten', heading: { we: 'Waar we ons voor inzetten', i: 'Waar ik me voor inzet' }, eyebrow: 'Speerpunten', intro: { we: 'Laat ons weten welke hiervan jij het belangrijkst vindt.', i: 'Laat me weten welke hiervan jij het belangrijkst vindt.' } },
        'how-it-works': { heading: 'Zo kun je helpen', eyebrow: 'Doe mee' },
        involved: { nav: 'Doe mee', heading: 'Doe mee met de campagne', eyebrow: 'Doe mee' },
        faq: { heading: 'Vragen van kiezers' },
        contact: { nav: 'Contact', heading: 'Neem contact op', eyebrow: 'Contact', send: 'Bericht versturen' },
      },
      contactIntro: {
        we: 'Wil je helpen, een vraag stellen of een lokaal probleem aankaarten, stuur ons dan een bericht en we nemen contact met je op.',
        i: 'Wil je helpen, een vraag stellen of een lokaal probleem aankaarten, stuur me dan een bericht en ik neem contact met je op.',
      },
      about: {
        we: 'We stellen ons verkiesbaar omdat we vinden dat {audience} gehoord moeten worden. Lees waar we ons voor inzetten en laat ons weten wat jij het belangrijkst vindt.',
        i: 'Ik stel me verkiesbaar omdat ik vind dat {audience} gehoord moeten worden. Lees waar ik me voor inzet en laat me weten wat jij het belangrijkst vindt.',
      },
      steps: {
        we: [
          { title: 'Word vrijwilliger', text: 'Stuur ons een bericht als je wilt helpen met folders, deur-aan-deurbezoeken of evenementen.' },
          { title: 'Vertel het verder', text: 'Deel deze pagina met vrienden en buren die om dezelfde dingen geven.' },
          { title: 'Breng je stem uit', text: 'Vraag bij je gemeente na wanneer en waar je kunt stemmen, en laat je stem tellen.' },
        ],
        i: [
          { title: 'Word vrijwilliger', text: 'Stuur me een bericht als je wilt helpen met folders, deur-aan-deurbezoeken of evenementen.' },
          { title: 'Vertel het verder', text: 'Deel deze pagina met vrienden en buren die om dezelfde dingen geven.' },
          { title: 'Breng je stem uit', text: 'Vraag bij je gemeente na wanneer en waar je kunt stemmen, en laat je stem tellen.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Eerst luisteren', text: 'Vertel ons wat jij belangrijk vindt, dan bepaalt dat mee waar we ons voor inzetten.' },
          { title: 'Lokale speerpunten', text: 'De campagne gaat over de onderwerpen die mensen hier aankaarten.' },
          { title: 'Open voor vragen', text: 'Vraag ons alles wat je wilt weten, vóór en na de verkiezingsdag.' },
        ],
        i: [
          { title: 'Eerst luisteren', text: 'Vertel me wat jij belangrijk vindt, dan bepaalt dat mee waar ik me voor inzet.' },
          { title: 'Lokale speerpunten', text: 'De campagne gaat over de onderwerpen die mensen hier aankaarten.' },
          { title: 'Open voor vragen', text: 'Vraag me alles wat je wilt weten, vóór en na de verkiezingsdag.' },
        ],
      },
      faq: {
        we: [
          { q: 'Hoe kan ik de campagne helpen?', a: 'Stuur ons een bericht via het formulier op deze pagina en vertel hoe je wilt helpen.' },
          { q: 'Kan ik een lokaal probleem bij jullie aankaarten?', a: 'Ja: vertel het ons via het formulier op deze pagina, dan nemen we contact met je op.' },
          { q: 'Waar en wanneer kan ik stemmen?', a: 'Bij je gemeente hoor je waar en wanneer je kunt stemmen, en of je je daarvoor moet registreren.' },
          { q: 'Waar gaat {name} zich voor inzetten?', a: 'In het kort: {features}. Vraag het ons als je meer wilt weten.' },
        ],
        i: [
          { q: 'Hoe kan ik de campagne helpen?', a: 'Stuur me een bericht via het formulier op deze pagina en vertel hoe je wilt helpen.' },
          { q: 'Kan ik een lokaal probleem bij je aankaarten?', a: 'Ja: vertel het me via het formulier op deze pagina, dan neem ik contact met je op.' },
          { q: 'Waar en wanneer kan ik stemmen?', a: 'Bij je gemeente hoor je waar en wanneer je kunt stemmen, en of je je daarvoor moet registreren.' },
          { q: 'Waar gaat {name} zich voor inzetten?', a: 'In het kort: {features}. Vraag het me als je meer wilt weten.' },
        ],
      },
      closing: {
        heading: 'Doe mee met de campagne',
        text: { we: 'Word vrijwilliger, vertel het verder of laat ons weten wat jij belangrijk vindt.', i: 'Word vrijwilliger, vertel het verder of laat me weten wat jij belangrijk vindt.' },
      },
      featureText: {
        we: ['Onderdeel van waar we ons voor inzetten.', 'Vertel ons wat dit voor jou betekent.', 'Vraag ons hoe we dit zouden aanpakken.', 'Een van de speerpunten van de campagne.'],
        i: ['Onderdeel van waar ik me voor inzet.', 'Vertel me wat dit voor jou betekent.', 'Vraag me hoe ik dit zou aanpakken.', 'Een van de speerpunten van de campagne.'],
      },
    },
  },
  ja: {
    campaign: {
      cta: { primary: '参加する', secondary: '重点政策を見る' },
      sections: {
        mission: { nav: 'ごあいさつ', heading: { we: '私たちが立候補する理由', i: '私が立候補する理由' }, eyebrow: '立候補にあたって' },
        help: {
          nav: '重点政策',
          heading: { we: '私たちが取り組むこと', i: '私が取り組むこと' },
          eyebrow: '重点政策',
          intro: { we: 'あなたにとっていちばん大切なのはどれか、私たちに教えてください。', i: 'あなたにとっていちばん大切なのはどれか、私に教えてください。' },
        },
        'how-it-works': { heading: 'あなたにできる応援', eyebrow: '参加しませんか' },
        involved: { nav: '参加する', heading: '選挙活動に参加しませんか', eyebrow: '参加しませんか' },
        faq: { heading: '有権者の方からよくあるご質問' },
        contact: { nav: 'お問い合わせ', heading: 'お気軽にご連絡ください', eyebrow: 'お問い合わせ', send: '送信する' },
      },
      contactIntro: {
        we: 'お手伝いのお申し出やご質問、地域の課題についてのご相談など、私たちにメッセージをお送りいただければ、折り返しご連絡します。',
        i: 'お手伝いのお申し出やご質問、地域の課題についてのご相談など、私にメッセージをお送りいただければ、折り返しご連絡します。',
      },
      about: {
        we: '私たちが立候補したのは、{audience}の声がきちんと聞き届けられるべきだと信じているからです。私たちが取り組むことをご覧いただき、あなたにとって何がいちばん大切か、ぜひ私たちに教えてください。',
        i: '私が立候補したのは、{audience}の声がきちんと聞き届けられるべきだと信じているからです。私が取り組むことをご覧いただき、あなたにとって何がいちばん大切か、ぜひ私に教えてください。',
      },
      steps: {
        we: [
          { title: 'ボランティアに参加', text: 'チラシ配りや地域での声かけ、イベントのお手伝いをしていただける方は、私たちにメッセージをお送りください。' },
          { title: '周りに広める', text: '同じことを大切に思う友人やご近所の方に、このページをシェアしてください。' },
          { title: '一票を投じる', text: '投票の日時と場所を地元の選挙管理委員会で確かめて、あなたの一票で声を届けてください。' },
        ],
        i: [
          { title: 'ボランティアに参加', text: 'チラシ配りや地域での声かけ、イベントのお手伝いをしていただける方は、私にメッセージをお送りください。' },
          { title: '周りに広める', text: '同じことを大切に思う友人やご近所の方に、このページをシェアしてください。' },
          { title: '一票を投じる', text: '投票の日時と場所を地元の選挙管理委員会で確かめて、あなたの一票で声を届けてください。' },
        ],
      },
      benefits: {
        we: [
          { title: 'まず耳を傾ける', text: 'あなたにとって大切なことを私たちに教えてください。私たちが取り組む内容に生かします。' },
          { title: '地域の課題を第一に', text: 'この選挙活動の中心にあるのは、地域のみなさんが挙げる課題です。' },
          { title: '質問は大歓迎', text: '投票日の前も後も、何でも私たちにお尋ねください。' },
        ],
        i: [
          { title: 'まず耳を傾ける', text: 'あなたにとって大切なことを私に教えてください。私が取り組む内容に生かします。' },
          { title: '地域の課題を第一に', text: 'この選挙活動の中心にあるのは、地域のみなさんが挙げる課題です。' },
          { title: '質問は大歓迎', text: '投票日の前も後も、何でも私にお尋ねください。' },
        ],
      },
      faq: {
        we: [
          { q: '選挙活動を手伝うにはどうすればいいですか？', a: 'どんな形で手伝いたいかを添えて、このページのフォームから私たちにメッセージをお送りください。' },
          { q: '地域の課題について相談できますか？', a: 'はい。このページのフォームから私たちにお知らせください。折り返しご連絡します。' },
          { q: '投票はいつ、どこでできますか？', a: '投票の日時や場所、登録の手続きについては、お住まいの地域の選挙管理委員会で確認できます。' },
          { q: '{name}は何に取り組みますか？', a: 'ひと言でいえば、{features}です。もっと詳しく知りたい方は、私たちにお気軽にお尋ねください。' },
        ],
        i: [
          { q: '選挙活動を手伝うにはどうすればいいですか？', a: 'どんな形で手伝いたいかを添えて、このページのフォームから私にメッセージをお送りください。' },
          { q: '地域の課題について相談できますか？', a: 'はい。このページのフォームから私にお知らせください。折り返しご連絡します。' },
          { q: '投票はいつ、どこでできますか？', a: '投票の日時や場所、登録の手続きについては、お住まいの地域の選挙管理委員会で確認できます。' },
          { q: '{name}は何に取り組みますか？', a: 'ひと言でいえば、{features}です。もっと詳しく知りたい方は、私にお気軽にお尋ねください。' },
        ],
      },
      closing: {
        heading: '選挙活動に参加しませんか',
        text: {
          we: 'ボランティアに加わる、周りに広める、あなたにとって大切なことを私たちに伝えるなど、できる形でご参加ください。',
          i: 'ボランティアに加わる、周りに広める、あなたにとって大切なことを私に伝えるなど、できる形でご参加ください。',
        },
      },
      featureText: {
        we: [
          '私たちが取り組むことのひとつです。',
          'あなたにとってどんな意味があるか、私たちに教えてください。',
          'どのように進めていくか、私たちにお気軽にお尋ねください。',
          'この選挙活動の重点政策のひとつです。',
        ],
        i: [
          '私が取り組むことのひとつです。',
          'あなたにとってどんな意味があるか、私に教えてください。',
          'どのように進めていくか、私にお気軽にお尋ねください。',
          'この選挙活動の重点政策のひとつです。',
        ],
      },
    },
  },
  zh: {
    campaign: {
      cta: { primary: '一起参与', secondary: '查看重点议题' },
      sections: {
        mission: { nav: '关于', heading: { we: '我们为何参选', i: '我为何参选' }, eyebrow: '本次竞选' },
        help: {
          nav: '重点议题',
          heading: { we: '我们将努力推动的事', i: '我将努力推动的事' },
          eyebrow: '重点议题',
          intro: { we: '请告诉我们，其中哪一项对您最重要。', i: '请告诉我，其中哪一项对您最重要。' },
        },
        'how-it-works': { heading: '您可以这样帮忙', eyebrow: '参与进来' },
        involved: { nav: '参与', heading: '一起参与这次竞选', eyebrow: '参与进来' },
        faq: { heading: '选民常问的问题' },
        contact: { nav: '联系', heading: '欢迎联系', eyebrow: '联系方式', send: '发送留言' },
      },
      contactIntro: {
        we: '如果您想出一份力、有问题想问，或想反映本地的情况，欢迎给我们留言，我们会回复您。',
        i: '如果您想出一份力、有问题想问，或想反映本地的情况，欢迎给我留言，我会回复您。',
      },
      about: {
        we: '我们参选，是因为我们相信{audience}的声音应该被听见。请看看我们将努力推动的事，并告诉我们什么对您最重要。',
        i: '我参选，是因为我相信{audience}的声音应该被听见。请看看我将努力推动的事，并告诉我什么对您最重要。',
      },
      steps: {
        we: [
          { title: '成为志愿者', text: '给我们留言，帮忙派发传单、上门拜访或协助举办活动。' },
          { title: '帮忙宣传', text: '把这个页面分享给和您关心同样事情的亲友和邻居。' },
          { title: '投出您的一票', text: '向当地选举机构确认投票的时间和地点，让您的一票发挥作用。' },
        ],
        i: [
          { title: '成为志愿者', text: '给我留言，帮忙派发传单、上门拜访或协助举办活动。' },
          { title: '帮忙宣传', text: '把这个页面分享给和您关心同样事情的亲友和邻居。' },
          { title: '投出您的一票', text: '向当地选举机构确认投票的时间和地点，让您的一票发挥作用。' },
        ],
      },
      benefits: {
        we: [
          { title: '倾听优先', text: '告诉我们您关心什么，这会影响我们努力的方向。' },
          { title: '立足本地', text: '这次竞选围绕的是本地居民提出的问题。' },
          { title: '欢迎提问', text: '无论选举日之前还是之后，任何问题都可以问我们。' },
        ],
        i: [
          { title: '倾听优先', text: '告诉我您关心什么，这会影响我努力的方向。' },
          { title: '立足本地', text: '这次竞选围绕的是本地居民提出的问题。' },
          { title: '欢迎提问', text: '无论选举日之前还是之后，任何问题都可以问我。' },
        ],
      },
      faq: {
        we: [
          { q: '怎样才能帮助这次竞选？', a: '请通过本页的表单给我们留言，告诉我们您想以什么方式帮忙。' },
          { q: '可以反映本地的问题吗？', a: '可以。请通过本页的表单告诉我们具体情况，我们会回复您。' },
          { q: '在哪里、什么时候投票？', a: '当地选举机构可以告诉您投票的地点和时间，以及如何登记。' },
          { q: '{name}将致力于什么？', a: '简而言之：{features}。想进一步了解，欢迎问我们。' },
        ],
        i: [
          { q: '怎样才能帮助这次竞选？', a: '请通过本页的表单给我留言，告诉我您想以什么方式帮忙。' },
          { q: '可以反映本地的问题吗？', a: '可以。请通过本页的表单告诉我具体情况，我会回复您。' },
          { q: '在哪里、什么时候投票？', a: '当地选举机构可以告诉您投票的地点和时间，以及如何登记。' },
          { q: '{name}将致力于什么？', a: '简而言之：{features}。想进一步了解，欢迎问我。' },
        ],
      },
      closing: {
        heading: '一起参与这次竞选',
        text: { we: '成为志愿者、帮忙宣传，或告诉我们您关心什么。', i: '成为志愿者、帮忙宣传，或告诉我您关心什么。' },
      },
      featureText: {
        we: [
          '这是我们将努力推动的事之一。',
          '告诉我们这对您意味着什么。',
          '欢迎问问我们打算如何推进。',
          '这是本次竞选的重点议题之一。',
        ],
        i: [
          '这是我将努力推动的事之一。',
          '告诉我这对您意味着什么。',
          '欢迎问问我打算如何推进。',
          '这是本次竞选的重点议题之一。',
        ],
      },
    },
  },
  ar: {
    campaign: {
      cta: { primary: 'شارك في الحملة', secondary: 'اطّلع على الأولويات' },
      sections: {
        mission: { nav: 'نبذة', heading: { we: 'لماذا نترشّح', i: 'لماذا أترشّح' }, eyebrow: 'الحملة' },
        help: {
          nav: 'الأولويات',
          heading: { we: 'ما سنعمل من أجله', i: 'ما سأعمل من أجله' },
          eyebrow: 'الأولويات',
          intro: { we: 'أخبرنا أيّها يهمّك أكثر من غيره.', i: 'أخبرني أيّها يهمّك أكثر من غيره.' },
        },
        'how-it-works': { heading: 'كيف يمكنك المساعدة', eyebrow: 'شارك' },
        involved: { nav: 'شارك', heading: 'كن جزءًا من الحملة', eyebrow: 'شارك' },
        faq: { heading: 'أسئلة يطرحها الناخبون' },
        contact: { nav: 'تواصل', heading: 'للتواصل', eyebrow: 'التواصل', send: 'إرسال الرسالة' },
      },
      contactIntro: {
        we: 'إن أردت المساعدة أو طرح سؤال أو إثارة قضية محلية، فأرسل لنا رسالة وسنردّ عليك.',
        i: 'إن أردت المساعدة أو طرح سؤال أو إثارة قضية محلية، فأرسل لي رسالة وسأردّ عليك.',
      },
      about: {
        we: 'نترشّح لأننا نؤمن بأن صوت {audience} يستحق أن يُسمع. اطّلع على ما سنعمل من أجله، وأخبرنا بما يهمّك أكثر.',
        i: 'أترشّح لأنني أؤمن بأن صوت {audience} يستحق أن يُسمع. اطّلع على ما سأعمل من أجله، وأخبرني بما يهمّك أكثر.',
      },
      steps: {
        we: [
          { title: 'تطوّع', text: 'أرسل لنا رسالة لتساعد في توزيع المنشورات أو طرق الأبواب أو الفعاليات.' },
          { title: 'انشر الخبر', text: 'شارك هذه الصفحة مع أصدقائك وجيرانك ممن يهتمون بما تهتم به.' },
          { title: 'أدلِ بصوتك', text: 'تحقّق من موعد التصويت ومكانه لدى مكتب الانتخابات المحلي، واجعل لصوتك أثرًا.' },
        ],
        i: [
          { title: 'تطوّع', text: 'أرسل لي رسالة لتساعد في توزيع المنشورات أو طرق الأبواب أو الفعاليات.' },
          { title: 'انشر الخبر', text: 'شارك هذه الصفحة مع أصدقائك وجيرانك ممن يهتمون بما تهتم به.' },
          { title: 'أدلِ بصوتك', text: 'تحقّق من موعد التصويت ومكانه لدى مكتب الانتخابات المحلي، واجعل لصوتك أثرًا.' },
        ],
      },
      benefits: {
        we: [
          { title: 'الإصغاء أولًا', text: 'أخبرنا بما يهمّك، وسيكون لذلك أثر في ما نعمل من أجله.' },
          { title: 'أولويات محلية', text: 'تدور الحملة حول القضايا التي يطرحها الناس هنا.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألنا عن أي شيء، قبل يوم الانتخابات وبعده.' },
        ],
        i: [
          { title: 'الإصغاء أولًا', text: 'أخبرني بما يهمّك، وسيكون لذلك أثر في ما أعمل من أجله.' },
          { title: 'أولويات محلية', text: 'تدور الحملة حول القضايا التي يطرحها الناس هنا.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألني عن أي شيء، قبل يوم الانتخابات وبعده.' },
        ],
      },
      faq: {
        we: [
          { q: 'كيف أساعد الحملة؟', a: 'أرسل لنا رسالة عبر النموذج في هذه الصفحة، وأخبرنا كيف تودّ أن تساعد.' },
          { q: 'هل أستطيع أن أعرض عليكم قضية محلية؟', a: 'نعم: أخبرنا بها عبر النموذج في هذه الصفحة، وسنردّ عليك.' },
          { q: 'أين ومتى أصوّت؟', a: 'يمكن لمكتب الانتخابات المحلي أن يخبرك أين ومتى تصوّت، وكيف تسجّل للتصويت.' },
          { q: 'ما أولويات {name}؟', a: 'باختصار: {features}. اسألنا إن أردت معرفة المزيد.' },
        ],
        i: [
          { q: 'كيف أساعد الحملة؟', a: 'أرسل لي رسالة عبر النموذج في هذه الصفحة، وأخبرني كيف تودّ أن تساعد.' },
          { q: 'هل أستطيع أن أعرض عليك قضية محلية؟', a: 'نعم: أخبرني بها عبر النموذج في هذه الصفحة، وسأردّ عليك.' },
          { q: 'أين ومتى أصوّت؟', a: 'يمكن لمكتب الانتخابات المحلي أن يخبرك أين ومتى تصوّت، وكيف تسجّل للتصويت.' },
          { q: 'ما أولويات {name}؟', a: 'باختصار: {features}. اسألني إن أردت معرفة المزيد.' },
        ],
      },
      closing: {
        heading: 'كن جزءًا من الحملة',
        text: { we: 'تطوّع، أو انشر الخبر، أو أخبرنا بما يهمّك.', i: 'تطوّع، أو انشر الخبر، أو أخبرني بما يهمّك.' },
      },
      featureText: {
        we: [
          'جزء مما سنعمل من أجله.',
          'أخبرنا بما يعنيه ذلك لك.',
          'اسألنا كيف سنعمل على ذلك.',
          'إحدى أولويات الحملة.',
        ],
        i: [
          'جزء مما سأعمل من أجله.',
          'أخبرني بما يعنيه ذلك لك.',
          'اسألني كيف سأعمل على ذلك.',
          'إحدى أولويات الحملة.',
        ],
      },
    },
  },
};
