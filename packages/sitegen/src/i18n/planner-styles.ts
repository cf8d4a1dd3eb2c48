import type { StyleCopy } from './types';

/**
 * A wedding or party planner's own words over the portfolio phrasebook (types.ts `PageStyle` `planner`;
 * choose-blueprint `plansCelebrations`), in the site languages: couples and hosts are asked for their date
 * and plans, shown how a celebration is planned together, and asked questions a planner hears, instead of a
 * photographer's "From first message to delivery" and "How is the finished work delivered?". No claim the
 * planner has not made (no supplier discounts, no on-the-day team, no prices, no awards).
 */
export const PLANNER_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { planner: StyleCopy }> = {
  en: {
    planner: {
      cta: { primary: 'Check your date', secondary: 'See the work' },
      sections: {
        services: { nav: 'Services', heading: { we: 'How we can help', i: 'How I can help' }, eyebrow: 'Planning' },
        process: { heading: 'From first idea to the day', eyebrow: 'How it works' },
        faq: { heading: 'Questions before you book' },
        contact: { nav: 'Contact', heading: { we: 'Tell us about your day', i: 'Tell me about your day' }, eyebrow: 'Enquiries', send: 'Send enquiry' },
      },
      contactIntro: {
        we: 'Tell us your date, the place you have in mind and roughly how many guests, and we’ll let you know if we’re free.',
        i: 'Tell me your date, the place you have in mind and roughly how many guests, and I’ll let you know if I’m free.',
      },
      about: {
        we: 'We plan celebrations for {audience}, and every one starts with listening: what you have in mind and how you’d like the day to feel. We keep you posted at every step, so you always know what’s next.',
        i: 'I plan celebrations for {audience}, and every one starts with listening: what you have in mind and how you’d like the day to feel. I keep you posted at every step, so you always know what’s next.',
      },
      steps: {
        we: [
          { title: 'Tell us your plans', text: 'Send your date, the place you have in mind and roughly how many guests.' },
          { title: 'Plan it together', text: 'We talk it through, then plan the day with you: the suppliers, the timings and the details.' },
          { title: 'Enjoy the day', text: 'With everything agreed and in place, you can be a guest at your own celebration.' },
        ],
        i: [
          { title: 'Tell me your plans', text: 'Send your date, the place you have in mind and roughly how many guests.' },
          { title: 'Plan it together', text: 'I talk it through with you, then plan the day with you: the suppliers, the timings and the details.' },
          { title: 'Enjoy the day', text: 'With everything agreed and in place, you can be a guest at your own celebration.' },
        ],
      },
      benefits: {
        we: [
          { title: 'A personal approach', text: 'You deal directly with the people planning your day, from the first message to the day itself.' },
          { title: 'Clear from the start', text: 'You know what’s included and when to expect it before anything is booked.' },
          { title: 'Planned around you', text: 'Every celebration is planned around what you have in mind, not a fixed formula.' },
        ],
        i: [
          { title: 'A personal approach', text: 'You deal with me directly, from the first message to the day itself.' },
          { title: 'Clear from the start', text: 'You know what’s included and when to expect it before anything is booked.' },
          { title: 'Planned around you', text: 'Every celebration is planned around what you have in mind, not a fixed formula.' },
        ],
      },
      faq: {
        we: [
          { q: 'How far ahead should I get in touch?', a: 'As early as you can, especially for popular dates. Send us your date and we’ll check the calendar.' },
          { q: 'Do you travel to the venue?', a: 'Tell us where you’re thinking of, and we’ll confirm whether we can be there and whether travel costs apply.' },
          { q: 'Can you help with suppliers?', a: 'Tell us what you need, and we’ll talk through how we can help you find and book the right people.' },
          { q: 'How do I book?', a: 'Send an enquiry with the form on this page. We’ll reply with availability and the next steps.' },
        ],
        i: [
          { q: 'How far ahead should I get in touch?', a: 'As early as you can, especially for popular dates. Send me your date and I’ll check my calendar.' },
          { q: 'Do you travel to the venue?', a: 'Tell me where you’re thinking of, and I’ll confirm whether I can be there and whether travel costs apply.' },
          { q: 'Can you help with suppliers?', a: 'Tell me what you need, and I’ll talk through how I can help you find and book the right people.' },
          { q: 'How do I book?', a: 'Send an enquiry with the form on this page. I’ll reply with availability and the next steps.' },
        ],
      },
      closing: {
        heading: 'Have a date in mind',
        text: { we: 'Send an enquiry and we’ll let you know if we’re free.', i: 'Send an enquiry and I’ll let you know if I’m free.' },
      },
      featureText: {
        we: ['Tell us what you have in mind and we’ll plan it around you.', 'Ask about availability for your date.', 'Part of planning your day with us.', 'Happy to talk it through first, with no pressure to book.'],
        i: ['Tell me what you have in mind and I’ll plan it around you.', 'Ask about availability for your date.', 'Part of planning your day with me.', 'Happy to talk it through first, with no pressure to book.'],
      },
    },
  },
  es: {
    planner: {
      cta: { primary: 'Consulta tu fecha', secondary: 'Mira los trabajos' },
      sections: {
        services: { nav: 'Servicios', heading: { we: 'Cómo podemos ayudarte', i: 'Cómo puedo ayudarte' }, eyebrow: 'Organización' },
        process: { heading: 'De la primera idea al gran día', eyebrow: 'Cómo funciona' },
        faq: { heading: 'Preguntas antes de reservar' },
        contact: { nav: 'Contacto', heading: { we: 'Cuéntanos cómo imaginas tu día', i: 'Cuéntame cómo imaginas tu día' }, eyebrow: 'Consultas', send: 'Enviar consulta' },
      },
      contactIntro: {
        we: 'Cuéntanos tu fecha, el lugar que tienes en mente y el número aproximado de invitados, y te diremos si tenemos esa fecha libre.',
        i: 'Cuéntame tu fecha, el lugar que tienes en mente y el número aproximado de invitados, y te diré si tengo esa fecha libre.',
      },
      about: {
        we: 'Organizamos celebraciones para {audience}, y cada una empieza escuchando: qué tienes en mente y cómo te gustaría vivir el día. Te mantenemos al tanto en cada paso, para que siempre sepas qué viene después.',
        i: 'Organizo celebraciones para {audience}, y cada una empieza escuchando: qué tienes en mente y cómo te gustaría vivir el día. Te mantengo al tanto en cada paso, para que siempre sepas qué viene después.',
      },
      steps: {
        we: [
          { title: 'Cuéntanos tus planes', text: 'Envía tu fecha, el lugar que tienes en mente y el número aproximado de invitados.' },
          { title: 'Lo organizamos juntos', text: 'Lo hablamos contigo y después organizamos el día a tu lado: los proveedores, los horarios y los detalles.' },
          { title: 'Disfruta del día', text: 'Con todo acordado y preparado, puedes disfrutar de tu propia celebración como un invitado más.' },
        ],
        i: [
          { title: 'Cuéntame tus planes', text: 'Envía tu fecha, el lugar que tienes en mente y el número aproximado de invitados.' },
          { title: 'Lo organizamos juntos', text: 'Lo hablo contigo y después organizo el día a tu lado: los proveedores, los horarios y los detalles.' },
          { title: 'Disfruta del día', text: 'Con todo acordado y preparado, puedes disfrutar de tu propia celebración como un invitado más.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Un trato personal', text: 'Tratas directamente con las personas que organizan tu día, desde el primer mensaje hasta el gran día.' },
          { title: 'Claridad desde el principio', text: 'Sabes qué incluye y cuándo lo tendrás antes de reservar nada.' },
          { title: 'A tu medida', text: 'Cada celebración se organiza a partir de lo que tienes en mente, no con una fórmula fija.' },
        ],
        i: [
          { title: 'Un trato personal', text: 'Tratas directamente conmigo, desde el primer mensaje hasta el gran día.' },
          { title: 'Claridad desde el principio', text: 'Sabes qué incluye y cuándo lo tendrás antes de reservar nada.' },
          { title: 'A tu medida', text: 'Cada celebración se organiza a partir de lo que tienes en mente, no con una fórmula fija.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Con cuánta antelación debo ponerme en contacto?', a: 'Cuanto antes, sobre todo para las fechas más solicitadas. Envíanos tu fecha y consultaremos la agenda.' },
          { q: '¿Y si el lugar de la celebración está lejos?', a: 'Dinos dónde estás pensando celebrarlo, y te confirmaremos si podemos estar allí y si hay gastos de desplazamiento.' },
          { q: '¿Puedo pedir ayuda con los proveedores?', a: 'Cuéntanos qué necesitas y veremos juntos cómo podemos ayudarte a encontrar y contratar a los profesionales adecuados.' },
          { q: '¿Cómo reservo?', a: 'Envía tu consulta con el formulario de esta página. Te responderemos con la disponibilidad y los siguientes pasos.' },
        ],
        i: [
          { q: '¿Con cuánta antelación debo ponerme en contacto?', a: 'Cuanto antes, sobre todo para las fechas más solicitadas. Envíame tu fecha y consultaré mi agenda.' },
          { q: '¿Y si el lugar de la celebración está lejos?', a: 'Dime dónde estás pensando celebrarlo, y te confirmaré si puedo estar allí y si hay gastos de desplazamiento.' },
          { q: '¿Puedo pedir ayuda con los proveedores?', a: 'Cuéntame qué necesitas y veremos juntos cómo puedo ayudarte a encontrar y contratar a los profesionales adecuados.' },
          { q: '¿Cómo reservo?', a: 'Envía tu consulta con el formulario de esta página. Te responderé con la disponibilidad y los siguientes pasos.' },
        ],
      },
      closing: {
        heading: 'Si ya tienes fecha en mente',
        text: { we: 'Envía tu consulta y te diremos si tenemos la fecha libre.', i: 'Envía tu consulta y te diré si tengo la fecha libre.' },
      },
      featureText: {
        we: ['Cuéntanos qué tienes en mente y lo organizaremos a tu medida.', 'Consulta la disponibilidad para tu fecha.', 'Parte de la organización de tu día con nosotros.', 'Lo hablamos primero, sin ningún compromiso de reservar.'],
        i: ['Cuéntame qué tienes en mente y lo organizaré a tu medida.', 'Consulta la disponibilidad para tu fecha.', 'Parte de la organización de tu día conmigo.', 'Lo hablamos primero, sin ningún compromiso de reservar.'],
      },
    },
  },
  pt: {
    planner: {
      cta: { primary: 'Consulte a sua data', secondary: 'Veja os trabalhos' },
      sections: {
        services: { nav: 'Serviços', heading: { we: 'Como podemos ajudar', i: 'Como posso ajudar' }, eyebrow: 'Organização' },
        process: { heading: 'Da primeira ideia ao grande dia', eyebrow: 'Como funciona' },
        faq: { heading: 'Perguntas antes de reservar' },
        contact: { nav: 'Contacto', heading: { we: 'Fale-nos do seu dia', i: 'Fale-me do seu dia' }, eyebrow: 'Pedidos de informação', send: 'Enviar pedido' },
      },
      contactIntro: {
        we: 'Diga-nos a data, o local que tem em mente e o número aproximado de convidados, e dizemos-lhe se temos a data livre.',
        i: 'Diga-me a data, o local que tem em mente e o número aproximado de convidados, e digo-lhe se tenho a data livre.',
      },
      about: {
        we: 'Organizamos celebrações para {audience}, e cada uma começa por ouvir: o que tem em mente e como gostaria de viver o dia. Damos-lhe notícias em cada etapa, para que saiba sempre o que vem a seguir.',
        i: 'Organizo celebrações para {audience}, e cada uma começa por ouvir: o que tem em mente e como gostaria de viver o dia. Dou-lhe notícias em cada etapa, para que saiba sempre o que vem a seguir.',
      },
      steps: {
        we: [
          { title: 'Fale-nos dos seus planos', text: 'Envie a sua data, o local que tem em mente e o número aproximado de convidados.' },
          { title: 'Organizar em conjunto', text: 'Falamos sobre tudo consigo e depois organizamos o dia em conjunto: os fornecedores, os horários e os pormenores.' },
          { title: 'Aproveite o dia', text: 'Com tudo combinado e preparado, pode viver a sua própria celebração como mais um convidado.' },
        ],
        i: [
          { title: 'Fale-me dos seus planos', text: 'Envie a sua data, o local que tem em mente e o número aproximado de convidados.' },
          { title: 'Organizar em conjunto', text: 'Falo sobre tudo consigo e depois organizo o dia em conjunto: os fornecedores, os horários e os pormenores.' },
          { title: 'Aproveite o dia', text: 'Com tudo combinado e preparado, pode viver a sua própria celebração como mais um convidado.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Um acompanhamento pessoal', text: 'Fala diretamente com quem organiza o seu dia, desde a primeira mensagem até ao grande dia.' },
          { title: 'Claro desde o início', text: 'Sabe o que está incluído e quando o vai receber antes de reservar o que quer que seja.' },
          { title: 'À sua medida', text: 'Cada celebração é organizada à medida do que tem em mente, sem seguir uma fórmula fixa.' },
        ],
        i: [
          { title: 'Um acompanhamento pessoal', text: 'Fala diretamente comigo, desde a primeira mensagem até ao grande dia.' },
          { title: 'Claro desde o início', text: 'Sabe o que está incluído e quando o vai receber antes de reservar o que quer que seja.' },
          { title: 'À sua medida', text: 'Cada celebração é organizada à medida do que tem em mente, sem seguir uma fórmula fixa.' },
        ],
      },
      faq: {
        we: [
          { q: 'Com quanta antecedência devo entrar em contacto?', a: 'O mais cedo possível, sobretudo para as datas mais procuradas. Envie-nos a sua data e vemos a agenda.' },
          { q: 'Deslocam-se ao local da celebração?', a: 'Diga-nos que local tem em vista, e confirmamos se podemos estar lá e se há custos de deslocação.' },
          { q: 'Podem ajudar com os fornecedores?', a: 'Diga-nos de que precisa, e vemos consigo como o podemos ajudar a encontrar e contratar os profissionais certos.' },
          { q: 'Como faço a reserva?', a: 'Envie um pedido pelo formulário desta página. Respondemos com a disponibilidade e os próximos passos.' },
        ],
        i: [
          { q: 'Com quanta antecedência devo entrar em contacto?', a: 'O mais cedo possível, sobretudo para as datas mais procuradas. Envie-me a sua data e vejo a minha agenda.' },
          { q: 'Desloca-se ao local da celebração?', a: 'Diga-me que local tem em vista, e confirmo se posso estar lá e se há custos de deslocação.' },
          { q: 'Pode ajudar com os fornecedores?', a: 'Diga-me de que precisa, e vejo consigo como o posso ajudar a encontrar e contratar os profissionais certos.' },
          { q: 'Como faço a reserva?', a: 'Envie um pedido pelo formulário desta página. Respondo com a disponibilidade e os próximos passos.' },
        ],
      },
      closing: {
        heading: 'Se já tem uma data em mente',
        text: { we: 'Envie um pedido e dizemos-lhe se temos a data livre.', i: 'Envie um pedido e digo-lhe se tenho a data livre.' },
      },
      featureText: {
        we: ['Diga-nos o que tem em mente e organizamos tudo à sua medida.', 'Pergunte pela disponibilidade para a sua data.', 'Faz parte da organização do seu dia connosco.', 'Podemos conversar primeiro, sem compromisso de reserva.'],
        i: ['Diga-me o que tem em mente e organizo tudo à sua medida.', 'Pergunte pela disponibilidade para a sua data.', 'Faz parte da organização do seu dia comigo.', 'Podemos conversar primeiro, sem compromisso de reserva.'],
      },
    },
  },
  fr: {
    planner: {
      cta: { primary: 'Vérifier votre date', secondary: 'Voir les réalisations' },
      sections: {
        services: { nav: 'Prestations', heading: { we: 'Comment nous pouvons vous aider', i: 'Comment je peux vous aider' }, eyebrow: 'Organisation' },
        process: { heading: 'De la première idée au jour J', eyebrow: 'Déroulement' },
        faq: { heading: 'Vos questions avant de réserver' },
        contact: { nav: 'Contact', heading: { we: 'Parlez-nous de votre grand jour', i: 'Parlez-moi de votre grand jour' }, eyebrow: 'Demandes', send: 'Envoyer la demande' },
      },
      contactIntro: {
        we: 'Indiquez-nous votre date, le lieu que vous envisagez et le nombre approximatif d’invités, et nous vous dirons si nous sommes disponibles.',
        i: 'Indiquez-moi votre date, le lieu que vous envisagez et le nombre approximatif d’invités, et je vous dirai si je suis disponible.',
      },
      about: {
        we: 'Nous organisons des célébrations pour {audience}, et chacune commence par l’écoute\u00a0: ce que vous avez en tête et l’atmosphère que vous souhaitez pour ce jour-là. Nous vous tenons au courant à chaque étape, pour que vous sachiez toujours ce qui vient ensuite.',
        i: 'J’organise des célébrations pour {audience}, et chacune commence par l’écoute\u00a0: ce que vous avez en tête et l’atmosphère que vous souhaitez pour ce jour-là. Je vous tiens au courant à chaque étape, pour que vous sachiez toujours ce qui vient ensuite.',
      },
      steps: {
        we: [
          { title: 'Parlez-nous de vos projets', text: 'Envoyez votre date, le lieu que vous envisagez et le nombre approximatif d’invités.' },
          { title: 'Organiser ensemble', text: 'Nous en parlons d’abord avec vous, puis nous organisons la journée à vos côtés\u00a0: les prestataires, les horaires et les détails.' },
          { title: 'Profitez de la journée', text: 'Une fois tout convenu et en place, vous pouvez profiter de votre propre célébration comme un invité.' },
        ],
        i: [
          { title: 'Parlez-moi de vos projets', text: 'Envoyez votre date, le lieu que vous envisagez et le nombre approximatif d’invités.' },
          { title: 'Organiser ensemble', text: 'J’en parle d’abord avec vous, puis j’organise la journée à vos côtés\u00a0: les prestataires, les horaires et les détails.' },
          { title: 'Profitez de la journée', text: 'Une fois tout convenu et en place, vous pouvez profiter de votre propre célébration comme un invité.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Un suivi personnel', text: 'Vous échangez directement avec les personnes qui organisent votre journée, du premier message au jour J.' },
          { title: 'Clair dès le départ', text: 'Vous savez ce qui est inclus et quand l’attendre avant de réserver quoi que ce soit.' },
          { title: 'Selon vos envies', text: 'Chaque célébration s’organise autour de ce que vous avez en tête, pas d’une formule figée.' },
        ],
        i: [
          { title: 'Un suivi personnel', text: 'Vous échangez directement avec moi, du premier message au jour J.' },
          { title: 'Clair dès le départ', text: 'Vous savez ce qui est inclus et quand l’attendre avant de réserver quoi que ce soit.' },
          { title: 'Selon vos envies', text: 'Chaque célébration s’organise autour de ce que vous avez en tête, pas d’une formule figée.' },
        ],
      },
      faq: {
        we: [
          { q: 'Combien de temps à l’avance faut-il vous contacter\u202f?', a: 'Le plus tôt possible, surtout pour les dates très demandées. Envoyez-nous votre date et nous vérifierons le calendrier.' },
          { q: 'Vous déplacez-vous sur le lieu de réception\u202f?', a: 'Dites-nous quel lieu vous envisagez, et nous vous confirmerons si nous pouvons être là et si des frais de déplacement s’appliquent.' },
          { q: 'Pouvez-vous m’aider avec les prestataires\u202f?', a: 'Dites-nous ce dont vous avez besoin, et nous verrons ensemble comment vous aider à trouver et réserver les bons prestataires.' },
          { q: 'Comment réserver\u202f?', a: 'Envoyez une demande via le formulaire de cette page. Nous vous répondrons avec nos disponibilités et les prochaines étapes.' },
        ],
        i: [
          { q: 'Combien de temps à l’avance faut-il vous contacter\u202f?', a: 'Le plus tôt possible, surtout pour les dates très demandées. Envoyez-moi votre date et je vérifierai mon agenda.' },
          { q: 'Vous déplacez-vous sur le lieu de réception\u202f?', a: 'Dites-moi quel lieu vous envisagez, et je vous confirmerai si je peux être là et si des frais de déplacement s’appliquent.' },
          { q: 'Pouvez-vous m’aider avec les prestataires\u202f?', a: 'Dites-moi ce dont vous avez besoin, et je verrai avec vous comment vous aider à trouver et réserver les bons prestataires.' },
          { q: 'Comment réserver\u202f?', a: 'Envoyez une demande via le formulaire de cette page. Je vous répondrai avec mes disponibilités et les prochaines étapes.' },
        ],
      },
      closing: {
        heading: 'Une date en tête',
        text: { we: 'Envoyez une demande et nous vous dirons si nous sommes disponibles.', i: 'Envoyez une demande et je vous dirai si je suis disponible.' },
      },
      featureText: {
        we: ['Dites-nous ce que vous avez en tête et nous l’organiserons selon vos envies.', 'Demandez les disponibilités pour votre date.', 'Cela fait partie de l’organisation de votre journée avec nous.', 'On peut en parler d’abord, sans engagement.'],
        i: ['Dites-moi ce que vous avez en tête et je l’organiserai selon vos envies.', 'Demandez les disponibilités pour votre date.', 'Cela fait partie de l’organisation de votre journée avec moi.', 'On peut en parler d’abord, sans engagement.'],
      },
    },
  },
  de: {
    planner: {
      cta: { primary: 'Wunschtermin anfragen', secondary: 'Arbeiten ansehen' },
      sections: {
        services: { nav: 'Leistungen', heading: { we: 'Wie wir Ihnen helfen können', i: 'Wie ich Ihnen helfen kann' }, eyebrow: 'Planung' },
        process: { heading: 'Von der ersten Idee zum großen Tag', eyebrow: 'Der Ablauf' },
        faq: { heading: 'Fragen vor der Buchung' },
        contact: { nav: 'Kontakt', heading: { we: 'Erzählen Sie uns von Ihrem Tag', i: 'Erzählen Sie mir von Ihrem Tag' }, eyebrow: 'Anfragen', send: 'Anfrage senden' },
      },
      contactIntro: {
        we: 'Nennen Sie uns Ihr Datum, den Ort, an den Sie denken, und die ungefähre Zahl der Gäste, und wir sagen Ihnen, ob wir an dem Tag noch frei sind.',
        i: 'Nennen Sie mir Ihr Datum, den Ort, an den Sie denken, und die ungefähre Zahl der Gäste, und ich sage Ihnen, ob ich an dem Tag noch frei bin.',
      },
      about: {
        we: 'Wir planen Feiern für {audience}, und jede beginnt mit Zuhören: was Sie sich vorstellen und wie sich der Tag für Sie anfühlen soll. Wir halten Sie bei jedem Schritt auf dem Laufenden, damit Sie immer wissen, was als Nächstes kommt.',
        i: 'Ich plane Feiern für {audience}, und jede beginnt mit Zuhören: was Sie sich vorstellen und wie sich der Tag für Sie anfühlen soll. Ich halte Sie bei jedem Schritt auf dem Laufenden, damit Sie immer wissen, was als Nächstes kommt.',
      },
      steps: {
        we: [
          { title: 'Ihre Pläne schildern', text: 'Schicken Sie uns Ihr Datum, den Ort, an den Sie denken, und die ungefähre Zahl der Gäste.' },
          { title: 'Gemeinsam planen', text: 'Wir besprechen alles mit Ihnen und planen dann den Tag an Ihrer Seite: die Dienstleister, den Zeitplan und die Details.' },
          { title: 'Den Tag genießen', text: 'Wenn alles abgestimmt und vorbereitet ist, können Sie Gast auf Ihrer eigenen Feier sein.' },
        ],
        i: [
          { title: 'Ihre Pläne schildern', text: 'Schicken Sie mir Ihr Datum, den Ort, an den Sie denken, und die ungefähre Zahl der Gäste.' },
          { title: 'Gemeinsam planen', text: 'Ich bespreche alles mit Ihnen und plane dann den Tag an Ihrer Seite: die Dienstleister, den Zeitplan und die Details.' },
          { title: 'Den Tag genießen', text: 'Wenn alles abgestimmt und vorbereitet ist, können Sie Gast auf Ihrer eigenen Feier sein.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Persönlich betreut', text: 'Sie haben direkt mit den Menschen zu tun, die Ihren Tag planen, von der ersten Nachricht bis zum Tag selbst.' },
          { title: 'Von Anfang an klar', text: 'Sie wissen, was enthalten ist und wann Sie damit rechnen können, bevor etwas gebucht wird.' },
          { title: 'Auf Sie abgestimmt', text: 'Jede Feier wird nach Ihren Vorstellungen geplant, nicht nach einem festen Schema.' },
        ],
        i: [
          { title: 'Persönlich betreut', text: 'Sie haben direkt mit mir zu tun, von der ersten Nachricht bis zum Tag selbst.' },
          { title: 'Von Anfang an klar', text: 'Sie wissen, was enthalten ist und wann Sie damit rechnen können, bevor etwas gebucht wird.' },
          { title: 'Auf Sie abgestimmt', text: 'Jede Feier wird nach Ihren Vorstellungen geplant, nicht nach einem festen Schema.' },
        ],
      },
      faq: {
        we: [
          { q: 'Wie früh sollte ich mich melden?', a: 'So früh wie möglich, besonders für beliebte Termine. Schicken Sie uns Ihr Datum, und wir prüfen den Kalender.' },
          { q: 'Kommen Sie auch zum Ort der Feier?', a: 'Sagen Sie uns, an welchen Ort Sie denken, und wir bestätigen, ob wir dort sein können und ob Reisekosten anfallen.' },
          { q: 'Helfen Sie auch bei der Suche nach Dienstleistern?', a: 'Sagen Sie uns, was Sie brauchen, und wir besprechen mit Ihnen, wie wir Ihnen helfen können, die passenden Dienstleister zu finden und zu buchen.' },
          { q: 'Wie buche ich?', a: 'Senden Sie eine Anfrage über das Formular auf dieser Seite. Wir antworten mit unserer Verfügbarkeit und den nächsten Schritten.' },
        ],
        i: [
          { q: 'Wie früh sollte ich mich melden?', a: 'So früh wie möglich, besonders für beliebte Termine. Schicken Sie mir Ihr Datum, und ich prüfe meinen Kalender.' },
          { q: 'Kommen Sie auch zum Ort der Feier?', a: 'Sagen Sie mir, an welchen Ort Sie denken, und ich bestätige, ob ich dort sein kann und ob Reisekosten anfallen.' },
          { q: 'Helfen Sie auch bei der Suche nach Dienstleistern?', a: 'Sagen Sie mir, was Sie brauchen, und ich bespreche mit Ihnen, wie ich Ihnen helfen kann, die passenden Dienstleister zu finden und zu buchen.' },
          { q: 'Wie buche ich?', a: 'Senden Sie eine Anfrage über das Formular auf dieser Seite. Ich antworte mit meiner Verfügbarkeit und den nächsten Schritten.' },
        ],
      },
      closing: {
        heading: 'Sie haben schon ein Datum im Blick',
        text: { we: 'Senden Sie eine Anfrage, und wir sagen Ihnen, ob wir an dem Tag noch frei sind.', i: 'Senden Sie eine Anfrage, und ich sage Ihnen, ob ich an dem Tag noch frei bin.' },
      },
      featureText: {
        we: ['Erzählen Sie uns, was Sie sich vorstellen, und wir planen es ganz nach Ihren Wünschen.', 'Fragen Sie nach der Verfügbarkeit für Ihr Datum.', 'Gehört dazu, wenn wir Ihren Tag mit Ihnen planen.', 'Gern besprechen wir alles vorab, ganz ohne Buchungsdruck.'],
        i: ['Erzählen Sie mir, was Sie sich vorstellen, und ich plane es ganz nach Ihren Wünschen.', 'Fragen Sie nach der Verfügbarkeit für Ihr Datum.', 'Gehört dazu, wenn ich Ihren Tag mit Ihnen plane.', 'Gern bespreche ich alles vorab, ganz ohne Buchungsdruck.'],
      },
    },
  },
  it: {
    planner: {
      cta: { primary: 'Verifica la tua data', secondary: 'Guarda i lavori' },
      sections: {
        services: { nav: 'Servizi', heading: { we: 'Come possiamo aiutarti', i: 'Come posso aiutarti' }, eyebrow: 'Organizzazione' },
        process: { heading: 'Dalla prima idea al grande giorno', eyebrow: 'Come funziona' },
        faq: { heading: 'Domande prima di prenotare' },
        contact: { nav: 'Contatti', heading: { we: 'Raccontaci il tuo grande giorno', i: 'Raccontami il tuo grande giorno' }, eyebrow: 'Richieste', send: 'Invia richiesta' },
      },
      contactIntro: {
        we: 'Dicci la data, il luogo che hai in mente e più o meno quanti invitati prevedi, e ti faremo sapere se siamo disponibili.',
        i: 'Dimmi la data, il luogo che hai in mente e più o meno quanti invitati prevedi, e ti farò sapere se sono disponibile.',
      },
      about: {
        we: 'Organizziamo feste e celebrazioni per {audience}, e ognuna parte dall’ascolto: cosa hai in mente e che atmosfera vorresti per la giornata. Ti aggiorniamo a ogni passo, così sai sempre cosa viene dopo.',
        i: 'Organizzo feste e celebrazioni per {audience}, e ognuna parte dall’ascolto: cosa hai in mente e che atmosfera vorresti per la giornata. Ti aggiorno a ogni passo, così sai sempre cosa viene dopo.',
      },
      steps: {
        we: [
          { title: 'Raccontaci i tuoi progetti', text: 'Invia la data, il luogo che hai in mente e più o meno il numero di invitati.' },
          { title: 'Organizzare insieme', text: 'Ne parliamo insieme, poi organizziamo la giornata con te: i fornitori, i tempi e i dettagli.' },
          { title: 'Goditi il grande giorno', text: 'Quando tutto è concordato e al suo posto, puoi vivere la tua festa come se fossi tra gli invitati.' },
        ],
        i: [
          { title: 'Raccontami i tuoi progetti', text: 'Invia la data, il luogo che hai in mente e più o meno il numero di invitati.' },
          { title: 'Organizzare insieme', text: 'Ne parlo con te, poi organizzo la giornata insieme a te: i fornitori, i tempi e i dettagli.' },
          { title: 'Goditi il grande giorno', text: 'Quando tutto è concordato e al suo posto, puoi vivere la tua festa come se fossi tra gli invitati.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Un rapporto diretto', text: 'Parli direttamente con chi organizza la tua giornata, dal primo messaggio fino al grande giorno.' },
          { title: 'Chiarezza fin dall’inizio', text: 'Sai cosa è incluso e quando aspettartelo prima di prenotare qualsiasi cosa.' },
          { title: 'Su misura per te', text: 'Ogni festa viene organizzata intorno a ciò che hai in mente, non secondo una formula fissa.' },
        ],
        i: [
          { title: 'Un rapporto diretto', text: 'Parli direttamente con me, dal primo messaggio fino al grande giorno.' },
          { title: 'Chiarezza fin dall’inizio', text: 'Sai cosa è incluso e quando aspettartelo prima di prenotare qualsiasi cosa.' },
          { title: 'Su misura per te', text: 'Ogni festa viene organizzata intorno a ciò che hai in mente, non secondo una formula fissa.' },
        ],
      },
      faq: {
        we: [
          { q: 'Con quanto anticipo devo contattarvi?', a: 'Il prima possibile, soprattutto per le date più richieste. Mandaci la tua data e controlleremo il calendario.' },
          { q: 'Vi spostate fino alla location?', a: 'Dicci dove stai pensando di festeggiare, e ti confermeremo se possiamo esserci e se sono previste spese di viaggio.' },
          { q: 'Potete aiutarmi con i fornitori?', a: 'Dicci di cosa hai bisogno, e ne parleremo insieme per capire come possiamo aiutarti a trovare e prenotare i fornitori giusti.' },
          { q: 'Come prenoto?', a: 'Invia una richiesta con il modulo in questa pagina. Ti risponderemo con la nostra disponibilità e i passi successivi.' },
        ],
        i: [
          { q: 'Con quanto anticipo devo contattarti?', a: 'Il prima possibile, soprattutto per le date più richieste. Mandami la tua data e controllerò il mio calendario.' },
          { q: 'Ti sposti fino alla location?', a: 'Dimmi dove stai pensando di festeggiare, e ti confermerò se posso esserci e se sono previste spese di viaggio.' },
          { q: 'Puoi aiutarmi con i fornitori?', a: 'Dimmi di cosa hai bisogno, e ne parlerò con te per capire come posso aiutarti a trovare e prenotare i fornitori giusti.' },
          { q: 'Come prenoto?', a: 'Invia una richiesta con il modulo in questa pagina. Ti risponderò con la mia disponibilità e i passi successivi.' },
        ],
      },
      closing: {
        heading: 'Hai già una data in mente',
        text: { we: 'Invia una richiesta e ti faremo sapere se siamo disponibili.', i: 'Invia una richiesta e ti farò sapere se sono disponibile.' },
      },
      featureText: {
        we: ['Raccontaci cosa hai in mente e lo organizzeremo su misura per te.', 'Chiedi la disponibilità per la tua data.', 'Fa parte dell’organizzazione della tua giornata con noi.', 'Possiamo parlarne prima, senza alcun impegno a prenotare.'],
        i: ['Raccontami cosa hai in mente e lo organizzerò su misura per te.', 'Chiedi la disponibilità per la tua data.', 'Fa parte dell’organizzazione della tua giornata con me.', 'Possiamo parlarne prima, senza alcun impegno a prenotare.'],
      },
    },
  },
  nl: {
    planner: {
      cta: { primary: 'Check je datum', secondary: 'Bekijk het werk' },
      sections: {
        services: { nav: 'Diensten', heading: { we: 'Hoe we je kunnen helpen', i: 'Hoe ik je kan helpen' }, eyebrow: 'Organisatie' },
        process: { heading: 'Van eerste idee tot de grote dag', eyebrow: 'Zo werkt het' },
        faq: { heading: 'Vragen voordat je boekt' },
        contact: { nav: 'Contact', heading: { we: 'Vertel ons over je grote dag', i: 'Vertel me over je grote dag' }, eyebrow: 'Aanvragen', send: 'Aanvraag versturen' },
      },
      contactIntro: {
        we: 'Vertel ons je datum, de plek die je in gedachten hebt en ongeveer hoeveel gasten er komen, dan laten we je weten of we vrij zijn.',
        i: 'Vertel me je datum, de plek die je in gedachten hebt en ongeveer hoeveel gasten er komen, dan laat ik je weten of ik vrij ben.',
      },
      about: {
        we: 'We plannen feesten voor {audience}, en elk feest begint met luisteren: wat je in gedachten hebt en welk gevoel de dag moet geven. We houden je bij elke stap op de hoogte, zodat je altijd weet wat de volgende stap is.',
        i: 'Ik plan feesten voor {audience}, en elk feest begint met luisteren: wat je in gedachten hebt en welk gevoel de dag moet geven. Ik houd je bij elke stap op de hoogte, zodat je altijd weet wat de volgende stap is.',
      },
      steps: {
        we: [
          { title: 'Vertel ons je plannen', text: 'Stuur je datum, de plek die je in gedachten hebt en ongeveer hoeveel gasten er komen.' },
          { title: 'Samen plannen', text: 'We bespreken alles, en daarna plannen we de dag samen met je: de leveranciers, het tijdschema en de details.' },
          { title: 'Geniet van de dag', text: 'Als alles is afgesproken en geregeld, kun je gast zijn op je eigen feest.' },
        ],
        i: [
          { title: 'Vertel me je plannen', text: 'Stuur je datum, de plek die je in gedachten hebt en ongeveer hoeveel gasten er komen.' },
          { title: 'Samen plannen', text: 'Ik bespreek alles met je, en daarna plan ik de dag samen met je: de leveranciers, het tijdschema en de details.' },
          { title: 'Geniet van de dag', text: 'Als alles is afgesproken en geregeld, kun je gast zijn op je eigen feest.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Persoonlijke aanpak', text: 'Je hebt rechtstreeks contact met de mensen die je dag plannen, van het eerste bericht tot de dag zelf.' },
          { title: 'Vanaf het begin duidelijk', text: 'Je weet wat erbij zit en wanneer je het kunt verwachten, voordat er iets vastligt.' },
          { title: 'Afgestemd op jou', text: 'Elk feest wordt gepland rond wat jij in gedachten hebt, niet volgens een vaste formule.' },
        ],
        i: [
          { title: 'Persoonlijke aanpak', text: 'Je hebt rechtstreeks contact met mij, van het eerste bericht tot de dag zelf.' },
          { title: 'Vanaf het begin duidelijk', text: 'Je weet wat erbij zit en wanneer je het kunt verwachten, voordat er iets vastligt.' },
          { title: 'Afgestemd op jou', text: 'Elk feest wordt gepland rond wat jij in gedachten hebt, niet volgens een vaste formule.' },
        ],
      },
      faq: {
        we: [
          { q: 'Hoe ver van tevoren moet ik contact met jullie opnemen?', a: 'Zo vroeg mogelijk, vooral voor populaire data. Stuur ons je datum, dan kijken we in de agenda.' },
          { q: 'Reizen jullie naar de locatie?', a: 'Laat ons weten aan welke plek je denkt, dan bevestigen we of we erbij kunnen zijn en of er reiskosten bij komen.' },
          { q: 'Kunnen jullie helpen met leveranciers?', a: 'Vertel ons wat je nodig hebt, dan bespreken we hoe we je kunnen helpen de juiste mensen te vinden en te boeken.' },
          { q: 'Hoe boek ik?', a: 'Stuur een aanvraag via het formulier op deze pagina. We reageren met onze beschikbaarheid en de volgende stappen.' },
        ],
        i: [
          { q: 'Hoe ver van tevoren moet ik contact met je opnemen?', a: 'Zo vroeg mogelijk, vooral voor populaire data. Stuur me je datum, dan kijk ik in mijn agenda.' },
          { q: 'Reis je naar de locatie?', a: 'Laat me weten aan welke plek je denkt, dan bevestig ik of ik erbij kan zijn en of er reiskosten bij komen.' },
          { q: 'Kun je helpen met leveranciers?', a: 'Vertel me wat je nodig hebt, dan bespreek ik met je hoe ik je kan helpen de juiste mensen te vinden en te boeken.' },
          { q: 'Hoe boek ik?', a: 'Stuur een aanvraag via het formulier op deze pagina. Ik reageer met mijn beschikbaarheid en de volgende stappen.' },
        ],
      },
      closing: {
        heading: 'Je hebt al een datum in gedachten',
        text: { we: 'Stuur een aanvraag, dan laten we je weten of we vrij zijn.', i: 'Stuur een aanvraag, dan laat ik je weten of ik vrij ben.' },
      },
      featureText: {
        we: ['Vertel ons wat je in gedachten hebt, dan stemmen we de planning helemaal op jou af.', 'Vraag naar de beschikbaarheid op jouw datum.', 'Onderdeel van het plannen van je dag met ons.', 'Eerst vrijblijvend overleggen kan altijd.'],
        i: ['Vertel me wat je in gedachten hebt, dan stem ik de planning helemaal op jou af.', 'Vraag naar de beschikbaarheid op jouw datum.', 'Onderdeel van het plannen van je dag met mij.', 'Eerst vrijblijvend overleggen kan altijd.'],
      },
    },
  },
  ja: {
    planner: {
      cta: { primary: '日程の空きを確認', secondary: '実例を見る' },
      sections: {
        services: { nav: 'サービス', heading: { we: '私たちにできること', i: '私にできること' }, eyebrow: 'プランニング' },
        process: { heading: '最初のアイデアから当日まで', eyebrow: '進め方' },
        faq: { heading: 'ご予約前のよくあるご質問' },
        contact: { nav: 'お問い合わせ', heading: { we: '大切な日のことを私たちに', i: '大切な日のことを私に' }, eyebrow: 'ご依頼・ご相談', send: 'お問い合わせを送信' },
      },
      contactIntro: {
        we: 'ご希望の日付、お考えの会場、おおよそのゲスト人数をお知らせいただければ、その日にお引き受けできるかどうかを私たちからお知らせします。',
        i: 'ご希望の日付、お考えの会場、おおよそのゲスト人数をお知らせいただければ、その日にお引き受けできるかどうかを私からお知らせします。',
      },
      about: {
        we: '私たちは{audience}のために、お祝いの一日をプランニングしています。どのお祝いも、思い描いているイメージや、どんな一日にしたいかを伺うところから始まります。準備の各段階で進み具合をお知らせするので、次に何をするかがいつもわかります。',
        i: '私は{audience}のために、お祝いの一日をプランニングしています。どのお祝いも、思い描いているイメージや、どんな一日にしたいかを伺うところから始まります。準備の各段階で進み具合をお知らせするので、次に何をするかがいつもわかります。',
      },
      steps: {
        we: [
          { title: 'ご希望を伝える', text: 'ご希望の日付、お考えの会場、おおよそのゲスト人数をお送りください。' },
          { title: '一緒にプランを練る', text: '私たちがお話を伺ったうえで、依頼する業者、タイムスケジュール、細かな部分まで、当日のプランをお客様と一緒に立てます。' },
          { title: '当日を楽しむ', text: 'すべてが決まり準備が整っているので、当日はご自身のお祝いをゲストのように楽しめます。' },
        ],
        i: [
          { title: 'ご希望を伝える', text: 'ご希望の日付、お考えの会場、おおよそのゲスト人数をお送りください。' },
          { title: '一緒にプランを練る', text: '私がお話を伺ったうえで、依頼する業者、タイムスケジュール、細かな部分まで、当日のプランをお客様と一緒に立てます。' },
          { title: '当日を楽しむ', text: 'すべてが決まり準備が整っているので、当日はご自身のお祝いをゲストのように楽しめます。' },
        ],
      },
      benefits: {
        we: [
          { title: '一人ひとりに寄り添う', text: '最初のご連絡から当日まで、実際にプランニングする私たちが直接対応します。' },
          { title: '最初から明確に', text: 'ご予約の前に、何が含まれ、それがいつになるのかがわかります。' },
          { title: 'あなたに合わせて', text: 'どのお祝いも決まった型ではなく、あなたの思い描くイメージに合わせてプランニングします。' },
        ],
        i: [
          { title: '一人ひとりに寄り添う', text: '最初のご連絡から当日まで、私が直接対応します。' },
          { title: '最初から明確に', text: 'ご予約の前に、何が含まれ、それがいつになるのかがわかります。' },
          { title: 'あなたに合わせて', text: 'どのお祝いも決まった型ではなく、あなたの思い描くイメージに合わせてプランニングします。' },
        ],
      },
      faq: {
        we: [
          { q: 'どのくらい前に相談すればいいですか？', a: 'できるだけ早めがおすすめです。人気の日程は特にお早めにどうぞ。ご希望の日付をお送りいただければ、私たちが予定を確認します。' },
          { q: '会場への出張はできますか？', a: 'お考えの場所を教えていただければ、伺えるかどうか、交通費がかかるかどうかを私たちからお伝えします。' },
          { q: '業者選びも手伝ってもらえますか？', a: '必要なものをお知らせください。ぴったりの依頼先を見つけて予約できるよう、私たちにどんなお手伝いができるかを一緒にご相談します。' },
          { q: '予約の方法は？', a: 'このページのフォームからお問い合わせください。私たちから空き状況と次のステップをご連絡します。' },
        ],
        i: [
          { q: 'どのくらい前に相談すればいいですか？', a: 'できるだけ早めがおすすめです。人気の日程は特にお早めにどうぞ。ご希望の日付をお送りいただければ、私がスケジュールを確認します。' },
          { q: '会場への出張はできますか？', a: 'お考えの場所を教えていただければ、伺えるかどうか、交通費がかかるかどうかを私からお伝えします。' },
          { q: '業者選びも手伝ってもらえますか？', a: '必要なものをお知らせください。ぴったりの依頼先を見つけて予約できるよう、私にどんなお手伝いができるかを一緒にご相談します。' },
          { q: '予約の方法は？', a: 'このページのフォームからお問い合わせください。私から空き状況と次のステップをご連絡します。' },
        ],
      },
      closing: {
        heading: 'ご希望の日取りがある方へ',
        text: {
          we: 'お問い合わせいただければ、その日にお引き受けできるかどうかを私たちからお知らせします。',
          i: 'お問い合わせいただければ、その日にお引き受けできるかどうかを私からお知らせします。',
        },
      },
      featureText: {
        we: [
          '思い描いているイメージをお聞かせいただければ、私たちがあなたに合わせてプランニングします。',
          'ご希望の日の空き状況は、お気軽にお尋ねください。',
          '私たちと一緒に進める、当日までの準備のひとつです。',
          'ご予約を急かすことはありません。まずはお気軽にご相談ください。',
        ],
        i: [
          '思い描いているイメージをお聞かせいただければ、私があなたに合わせてプランニングします。',
          'ご希望の日の空き状況は、お気軽にお尋ねください。',
          '私と一緒に進める、当日までの準備のひとつです。',
          'ご予約を急かすことはありません。まずはお気軽にご相談ください。',
        ],
      },
    },
  },
  zh: {
    planner: {
      cta: { primary: '确认您的日期', secondary: '查看案例' },
      sections: {
        services: { nav: '服务', heading: { we: '我们能为您做什么', i: '我能为您做什么' }, eyebrow: '策划' },
        process: { heading: '从最初的想法到当天', eyebrow: '服务流程' },
        faq: { heading: '预订前的常见问题' },
        contact: { nav: '联系', heading: { we: '和我们聊聊您的大日子', i: '和我聊聊您的大日子' }, eyebrow: '咨询', send: '提交咨询' },
      },
      contactIntro: {
        we: '请告诉我们日期、心仪的场地和大致的宾客人数，我们会告诉您当天是否有档期。',
        i: '请告诉我日期、心仪的场地和大致的宾客人数，我会告诉您当天是否有档期。',
      },
      about: {
        we: '我们为{audience}策划庆祝活动，每一场都从倾听开始：您的设想，以及您希望那一天带来怎样的感受。每一步我们都会及时告诉您进展，让您始终清楚接下来做什么。',
        i: '我为{audience}策划庆祝活动，每一场都从倾听开始：您的设想，以及您希望那一天带来怎样的感受。每一步我都会及时告诉您进展，让您始终清楚接下来做什么。',
      },
      steps: {
        we: [
          { title: '告诉我们您的计划', text: '发来您的日期、心仪的场地和大致的宾客人数。' },
          { title: '一起策划', text: '我们先和您详细沟通，再和您一起策划当天：供应商、时间安排和各项细节。' },
          { title: '尽情享受当天', text: '一切都已商定并安排妥当，您就能像宾客一样享受属于自己的庆祝活动。' },
        ],
        i: [
          { title: '告诉我您的计划', text: '发来您的日期、心仪的场地和大致的宾客人数。' },
          { title: '一起策划', text: '我先和您详细沟通，再和您一起策划当天：供应商、时间安排和各项细节。' },
          { title: '尽情享受当天', text: '一切都已商定并安排妥当，您就能像宾客一样享受属于自己的庆祝活动。' },
        ],
      },
      benefits: {
        we: [
          { title: '用心的个人服务', text: '从第一条消息到当天，您都直接与为您策划的人沟通。' },
          { title: '从一开始就清楚', text: '在预订之前，您就知道包含哪些内容、各项何时进行。' },
          { title: '围绕您来策划', text: '每一场庆祝活动都围绕您的设想来策划，而不是套用固定模式。' },
        ],
        i: [
          { title: '用心的个人服务', text: '从第一条消息到当天，您都直接与我沟通。' },
          { title: '从一开始就清楚', text: '在预订之前，您就知道包含哪些内容、各项何时进行。' },
          { title: '围绕您来策划', text: '每一场庆祝活动都围绕您的设想来策划，而不是套用固定模式。' },
        ],
      },
      faq: {
        we: [
          { q: '需要提前多久联系？', a: '越早越好，热门日期尤其如此。把日期发给我们，我们会查看档期。' },
          { q: '可以前往活动场地吗？', a: '告诉我们您考虑的地点，我们会确认能否前往，以及是否需要差旅费。' },
          { q: '供应商方面可以帮忙吗？', a: '告诉我们您需要什么，我们会和您商量如何帮您找到并预订合适的人选。' },
          { q: '如何预订？', a: '请通过本页的表单发送咨询。我们会回复档期和下一步安排。' },
        ],
        i: [
          { q: '需要提前多久联系？', a: '越早越好，热门日期尤其如此。把日期发给我，我会查看我的档期。' },
          { q: '可以前往活动场地吗？', a: '告诉我您考虑的地点，我会确认能否前往，以及是否需要差旅费。' },
          { q: '供应商方面可以帮忙吗？', a: '告诉我您需要什么，我会和您商量如何帮您找到并预订合适的人选。' },
          { q: '如何预订？', a: '请通过本页的表单发送咨询。我会回复档期和下一步安排。' },
        ],
      },
      closing: {
        heading: '已有心仪的日期',
        text: { we: '发送咨询，我们会告诉您当天是否有档期。', i: '发送咨询，我会告诉您当天是否有档期。' },
      },
      featureText: {
        we: [
          '告诉我们您的想法，我们会围绕您来策划。',
          '欢迎询问您所选日期的档期。',
          '这是与我们一起筹备大日子的一部分。',
          '可以先聊聊，不必急着预订。',
        ],
        i: [
          '告诉我您的想法，我会围绕您来策划。',
          '欢迎询问您所选日期的档期。',
          '这是与我一起筹备大日子的一部分。',
          '可以先聊聊，不必急着预订。',
        ],
      },
    },
  },
  ar: {
    planner: {
      cta: { primary: 'تحقّق من توفّر تاريخك', secondary: 'شاهد الأعمال' },
      sections: {
        services: { nav: 'الخدمات', heading: { we: 'كيف يمكننا مساعدتك', i: 'كيف يمكنني مساعدتك' }, eyebrow: 'التخطيط' },
        process: { heading: 'من أول فكرة حتى اليوم الكبير', eyebrow: 'آلية العمل' },
        faq: { heading: 'أسئلة قبل الحجز' },
        contact: { nav: 'تواصل', heading: { we: 'حدّثنا عن يومك الكبير', i: 'حدّثني عن يومك الكبير' }, eyebrow: 'الاستفسارات', send: 'أرسل الاستفسار' },
      },
      contactIntro: {
        we: 'أخبرنا بالتاريخ والمكان الذي تفكر فيه وعدد الضيوف التقريبي، وسنخبرك إن كان التاريخ متاحًا لدينا.',
        i: 'أخبرني بالتاريخ والمكان الذي تفكر فيه وعدد الضيوف التقريبي، وسأخبرك إن كان التاريخ متاحًا لديّ.',
      },
      about: {
        we: 'نخطّط للاحتفالات من أجل {audience}، وكل احتفال يبدأ بالإصغاء: ما تتخيله، والأجواء التي تريدها ليومك. نطلعك على كل خطوة أولًا بأول، لتعرف دائمًا ما الخطوة التالية.',
        i: 'أخطّط للاحتفالات من أجل {audience}، وكل احتفال يبدأ بالإصغاء: ما تتخيله، والأجواء التي تريدها ليومك. أطلعك على كل خطوة أولًا بأول، لتعرف دائمًا ما الخطوة التالية.',
      },
      steps: {
        we: [
          { title: 'أخبرنا بخططك', text: 'أرسل التاريخ والمكان الذي تفكر فيه وعدد الضيوف التقريبي.' },
          { title: 'التخطيط معًا', text: 'نناقش الأمر معك، ثم نخطّط يومك بالتعاون معك: مزوّدو الخدمات، والمواعيد، والتفاصيل.' },
          { title: 'استمتع بيومك', text: 'بعد الاتفاق على كل شيء وتجهيزه، يمكنك أن تستمتع باحتفالك كأحد ضيوفه.' },
        ],
        i: [
          { title: 'أخبرني بخططك', text: 'أرسل التاريخ والمكان الذي تفكر فيه وعدد الضيوف التقريبي.' },
          { title: 'التخطيط معًا', text: 'أناقش الأمر معك، ثم أخطّط يومك بالتعاون معك: مزوّدو الخدمات، والمواعيد، والتفاصيل.' },
          { title: 'استمتع بيومك', text: 'بعد الاتفاق على كل شيء وتجهيزه، يمكنك أن تستمتع باحتفالك كأحد ضيوفه.' },
        ],
      },
      benefits: {
        we: [
          { title: 'تعامل شخصي', text: 'تتعامل مباشرة مع من يخطّطون ليومك، من أول رسالة حتى اليوم نفسه.' },
          { title: 'وضوح منذ البداية', text: 'تعرف ما يشمله العمل ومتى تتوقعه قبل تأكيد أي حجز.' },
          { title: 'مخطَّط على مقاسك', text: 'كل احتفال يُخطَّط حول ما تتخيله، لا وفق صيغة ثابتة.' },
        ],
        i: [
          { title: 'تعامل شخصي', text: 'تتعامل معي مباشرة، من أول رسالة حتى اليوم نفسه.' },
          { title: 'وضوح منذ البداية', text: 'تعرف ما يشمله العمل ومتى تتوقعه قبل تأكيد أي حجز.' },
          { title: 'مخطَّط على مقاسك', text: 'كل احتفال يُخطَّط حول ما تتخيله، لا وفق صيغة ثابتة.' },
        ],
      },
      faq: {
        we: [
          { q: 'قبل كم من الوقت ينبغي أن أتواصل معكم؟', a: 'في أقرب وقت ممكن، خاصة في التواريخ المطلوبة. أرسل لنا التاريخ وسنراجع جدولنا.' },
          { q: 'هل تتنقّلون إلى مكان الحفل؟', a: 'أخبرنا بالمكان الذي تفكر فيه، وسنؤكد لك إن كان بإمكاننا الحضور وإن كانت هناك تكاليف سفر.' },
          { q: 'هل يمكنكم المساعدة بخصوص مزوّدي الخدمات؟', a: 'أخبرنا بما تحتاج إليه، وسنناقش معك كيف يمكننا مساعدتك في العثور على الأشخاص المناسبين وحجزهم.' },
          { q: 'كيف أحجز؟', a: 'أرسل استفسارًا عبر النموذج في هذه الصفحة. سنرد عليك بالمواعيد المتاحة والخطوات التالية.' },
        ],
        i: [
          { q: 'قبل كم من الوقت ينبغي أن أتواصل معك؟', a: 'في أقرب وقت ممكن، خاصة في التواريخ المطلوبة. أرسل لي التاريخ وسأراجع جدولي.' },
          { q: 'هل تتنقّل إلى مكان الحفل؟', a: 'أخبرني بالمكان الذي تفكر فيه، وسأؤكد لك إن كان بإمكاني الحضور وإن كانت هناك تكاليف سفر.' },
          { q: 'هل يمكنك المساعدة بخصوص مزوّدي الخدمات؟', a: 'أخبرني بما تحتاج إليه، وسأناقش معك كيف يمكنني مساعدتك في العثور على الأشخاص المناسبين وحجزهم.' },
          { q: 'كيف أحجز؟', a: 'أرسل استفسارًا عبر النموذج في هذه الصفحة. سأرد عليك بالمواعيد المتاحة والخطوات التالية.' },
        ],
      },
      closing: {
        heading: 'لديك تاريخ في بالك',
        text: { we: 'أرسل استفسارك وسنخبرك إن كان التاريخ متاحًا لدينا.', i: 'أرسل استفسارك وسأخبرك إن كان التاريخ متاحًا لديّ.' },
      },
      featureText: {
        we: [
          'أخبرنا بما تتخيله وسنخطّط له بما يناسبك.',
          'اسأل عن توفّر التاريخ الذي اخترته.',
          'جزء من التخطيط ليومك معنا.',
          'يسعدنا أن نتحدث أولًا، دون أي ضغط عليك للحجز.',
        ],
        i: [
          'أخبرني بما تتخيله وسأخطّط له بما يناسبك.',
          'اسأل عن توفّر التاريخ الذي اخترته.',
          'جزء من التخطيط ليومك معي.',
          'يسعدني أن نتحدث أولًا، دون أي ضغط عليك للحجز.',
        ],
      },
    },
  },
};
