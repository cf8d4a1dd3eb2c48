import type { StyleCopy } from './types';

/**
 * A venue's own words over the events phrasebook (types.ts `PageStyle` `venue`; choose-blueprint
 * `stagesShows`: a theatre, a comedy club, a cinema, an opera house), in the site languages: the shows are
 * on at the venue itself, so the page lists what's on ("See what's on", "What's on") rather than dates in
 * other cities and venues, and asks about tickets, arriving and groups. No claim the owner has not made (no
 * box office, no bar, no seating plan, no concessions, no step-free access).
 */
export const VENUE_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { venue: StyleCopy }> = {
  en: {
    venue: {
      cta: { primary: 'See what’s on', secondary: 'Get in touch' },
      sections: {
        dates: { nav: 'What’s on', heading: 'What’s on', eyebrow: 'Coming up' },
        highlights: { heading: 'At {name}', eyebrow: 'The programme' },
        faq: { heading: 'Before the show' },
        contact: { heading: 'Get in touch', eyebrow: 'Tickets and questions' },
      },
      contactIntro: {
        we: 'For tickets, group bookings or any question about a show, send us a message and we’ll get back to you.',
        i: 'For tickets, group bookings or any question about a show, send me a message and I’ll get back to you.',
      },
      about: {
        we: 'Whether it’s your first visit to {name} or you come often, you’re very welcome. See what’s on, bring someone along, and tell us what you’d like to see next.',
        i: 'Whether it’s your first visit to {name} or you come often, you’re very welcome. See what’s on, bring someone along, and tell me what you’d like to see next.',
      },
      steps: {
        we: [
          { title: 'Choose a show', text: 'Find the one you’d like to see in the list of what’s on.' },
          { title: 'Get your tickets', text: 'Follow the ticket details given for that show, or ask us.' },
          { title: 'Enjoy the show', text: 'Arrive in good time, settle in and enjoy it.' },
        ],
        i: [
          { title: 'Choose a show', text: 'Find the one you’d like to see in the list of what’s on.' },
          { title: 'Get your tickets', text: 'Follow the ticket details given for that show, or ask me.' },
          { title: 'Enjoy the show', text: 'Arrive in good time, settle in and enjoy it.' },
        ],
      },
      benefits: [
        { title: 'Plan your night out', text: 'See what’s on early and pick the date that suits you.' },
        { title: 'Better together', text: 'Share what’s on with the people you’d like to go with.' },
        { title: 'Hear about new shows', text: 'Get in touch to hear about new shows as they’re announced.' },
      ],
      faq: {
        we: [
          { q: 'How do I get tickets?', a: 'Each show listed here has its ticket details. If you can’t find what you need, send us a message.' },
          { q: 'Is the venue accessible?', a: 'Tell us what you need before you book, and we’ll help you plan your visit.' },
          { q: 'When should I arrive?', a: 'Check the start time of your show, and allow a little extra time to settle in before it begins.' },
          { q: 'Can I book for a group?', a: 'Get in touch with the show, the date and how many of you there are, and we’ll tell you what we can arrange.' },
        ],
        i: [
          { q: 'How do I get tickets?', a: 'Each show listed here has its ticket details. If you can’t find what you need, send me a message.' },
          { q: 'Is the venue accessible?', a: 'Tell me what you need before you book, and I’ll help you plan your visit.' },
          { q: 'When should I arrive?', a: 'Check the start time of your show, and allow a little extra time to settle in before it begins.' },
          { q: 'Can I book for a group?', a: 'Get in touch with the show, the date and how many of you there are, and I’ll tell you what I can arrange.' },
        ],
      },
      closing: {
        heading: 'See you at the show',
        text: { we: 'Pick a date from what’s on, or send us a message with any question.', i: 'Pick a date from what’s on, or send me a message with any question.' },
      },
      featureText: {
        we: [
          'Look out for it in what’s on.',
          'Part of the programme at {name}.',
          'Ask us about it when you get in touch.',
          'Something to bring a friend to.',
        ],
        i: [
          'Look out for it in what’s on.',
          'Part of the programme at {name}.',
          'Ask me about it when you get in touch.',
          'Something to bring a friend to.',
        ],
      },
    },
  },
  es: {
    venue: {
      cta: { primary: 'Ver la cartelera', secondary: 'Contactar' },
      sections: {
        dates: { nav: 'Cartelera', heading: 'En cartel', eyebrow: 'Próximamente' },
        highlights: { heading: 'En {name}', eyebrow: 'La programación' },
        faq: { heading: 'Antes de la función' },
        contact: { heading: 'Ponte en contacto', eyebrow: 'Entradas y consultas' },
      },
      contactIntro: {
        we: 'Para entradas, reservas para grupos o cualquier pregunta sobre un espectáculo, escríbenos y te responderemos.',
        i: 'Para entradas, reservas para grupos o cualquier pregunta sobre un espectáculo, escríbeme y te responderé.',
      },
      about: {
        we: 'Tanto si es tu primera vez en {name} como si vienes a menudo, será un placer recibirte. Echa un vistazo a la cartelera, invita a alguien a acompañarte y cuéntanos qué te gustaría ver próximamente.',
        i: 'Tanto si es tu primera vez en {name} como si vienes a menudo, será un placer recibirte. Echa un vistazo a la cartelera, invita a alguien a acompañarte y cuéntame qué te gustaría ver próximamente.',
      },
      steps: {
        we: [
          { title: 'Elige un espectáculo', text: 'Busca en la cartelera el que te gustaría ver.' },
          { title: 'Consigue tus entradas', text: 'Sigue la información sobre entradas indicada para ese espectáculo, o pregúntanos.' },
          { title: 'Disfruta de la función', text: 'Llega con tiempo, acomódate y disfruta.' },
        ],
        i: [
          { title: 'Elige un espectáculo', text: 'Busca en la cartelera el que te gustaría ver.' },
          { title: 'Consigue tus entradas', text: 'Sigue la información sobre entradas indicada para ese espectáculo, o pregúntame.' },
          { title: 'Disfruta de la función', text: 'Llega con tiempo, acomódate y disfruta.' },
        ],
      },
      benefits: [
        { title: 'Organiza tu salida', text: 'Consulta la cartelera con antelación y elige la fecha que mejor te venga.' },
        { title: 'Mejor en compañía', text: 'Comparte la cartelera con las personas con las que te gustaría ir.' },
        { title: 'Entérate de las novedades', text: 'Ponte en contacto para saber de los nuevos espectáculos en cuanto se anuncien.' },
      ],
      faq: {
        we: [
          { q: '¿Cómo consigo entradas?', a: 'Cada espectáculo de la cartelera incluye su información sobre entradas. Si no encuentras lo que buscas, escríbenos.' },
          { q: '¿La sala es accesible?', a: 'Cuéntanos qué necesitas antes de reservar y te ayudaremos a preparar tu visita.' },
          { q: '¿Con cuánta antelación debo llegar?', a: 'Consulta la hora de inicio de tu función y llega con un poco de margen para acomodarte antes de que empiece.' },
          { q: '¿Puedo reservar para un grupo?', a: 'Cuéntanos qué espectáculo, qué fecha y cuántas personas, y te diremos qué podemos organizar.' },
        ],
        i: [
          { q: '¿Cómo consigo entradas?', a: 'Cada espectáculo de la cartelera incluye su información sobre entradas. Si no encuentras lo que buscas, escríbeme.' },
          { q: '¿La sala es accesible?', a: 'Cuéntame qué necesitas antes de reservar y te ayudaré a preparar tu visita.' },
          { q: '¿Con cuánta antelación debo llegar?', a: 'Consulta la hora de inicio de tu función y llega con un poco de margen para acomodarte antes de que empiece.' },
          { q: '¿Puedo reservar para un grupo?', a: 'Cuéntame qué espectáculo, qué fecha y cuántas personas, y te diré qué puedo organizar.' },
        ],
      },
      closing: {
        heading: '¡Que empiece la función!',
        text: { we: 'Elige una fecha de la cartelera o escríbenos si tienes cualquier pregunta.', i: 'Elige una fecha de la cartelera o escríbeme si tienes cualquier pregunta.' },
      },
      featureText: {
        we: [
          'Búscalo en la cartelera.',
          'Forma parte de la programación en {name}.',
          'Pregúntanos por ello cuando te pongas en contacto.',
          'Un buen plan para compartir con alguien.',
        ],
        i: [
          'Búscalo en la cartelera.',
          'Forma parte de la programación en {name}.',
          'Pregúntame por ello cuando te pongas en contacto.',
          'Un buen plan para compartir con alguien.',
        ],
      },
    },
  },
  pt: {
    venue: {
      cta: { primary: 'Ver a programação', secondary: 'Contactar' },
      sections: {
        dates: { nav: 'Programação', heading: 'Em cartaz', eyebrow: 'Em breve' },
        highlights: { heading: 'Em {name}', eyebrow: 'A programação' },
        faq: { heading: 'Antes do espetáculo' },
        contact: { heading: 'Entre em contacto', eyebrow: 'Bilhetes e dúvidas' },
      },
      contactIntro: {
        we: 'Para bilhetes, reservas de grupo ou qualquer dúvida sobre um espetáculo, envie-nos uma mensagem e entraremos em contacto consigo.',
        i: 'Para bilhetes, reservas de grupo ou qualquer dúvida sobre um espetáculo, envie-me uma mensagem e entrarei em contacto consigo.',
      },
      about: {
        we: 'Quer seja a sua primeira vez em {name}, quer já seja presença habitual, é sempre bem-vindo. Veja a programação, traga alguém consigo e diga-nos o que gostaria de ver a seguir.',
        i: 'Quer seja a sua primeira vez em {name}, quer já seja presença habitual, é sempre bem-vindo. Veja a programação, traga alguém consigo e diga-me o que gostaria de ver a seguir.',
      },
      steps: {
        we: [
          { title: 'Escolha um espetáculo', text: 'Encontre na programação aquele que gostaria de ver.' },
          { title: 'Garanta os seus bilhetes', text: 'Siga as informações sobre bilhetes indicadas para esse espetáculo ou pergunte-nos.' },
          { title: 'Desfrute do espetáculo', text: 'Chegue com tempo, instale-se com calma e aproveite.' },
        ],
        i: [
          { title: 'Escolha um espetáculo', text: 'Encontre na programação aquele que gostaria de ver.' },
          { title: 'Garanta os seus bilhetes', text: 'Siga as informações sobre bilhetes indicadas para esse espetáculo ou pergunte-me.' },
          { title: 'Desfrute do espetáculo', text: 'Chegue com tempo, instale-se com calma e aproveite.' },
        ],
      },
      benefits: [
        { title: 'Planeie o seu programa', text: 'Veja a programação com antecedência e escolha a data que lhe dá mais jeito.' },
        { title: 'Melhor em companhia', text: 'Partilhe a programação com as pessoas com quem gostaria de ir.' },
        { title: 'Saiba das novidades', text: 'Entre em contacto para saber dos novos espetáculos assim que forem anunciados.' },
      ],
      faq: {
        we: [
          { q: 'Como posso comprar bilhetes?', a: 'Cada espetáculo da programação tem as respetivas informações sobre bilhetes. Se não encontrar o que procura, envie-nos uma mensagem.' },
          { q: 'A sala é acessível?', a: 'Diga-nos do que precisa antes de reservar e ajudamos a preparar a sua visita.' },
          { q: 'A que horas devo chegar?', a: 'Confirme a hora de início do seu espetáculo e conte com algum tempo extra para se instalar com calma antes de começar.' },
          { q: 'Posso reservar para um grupo?', a: 'Diga-nos qual o espetáculo, a data e quantas pessoas são, e dizemos-lhe o que podemos organizar.' },
        ],
        i: [
          { q: 'Como posso comprar bilhetes?', a: 'Cada espetáculo da programação tem as respetivas informações sobre bilhetes. Se não encontrar o que procura, envie-me uma mensagem.' },
          { q: 'A sala é acessível?', a: 'Diga-me do que precisa antes de reservar e ajudo a preparar a sua visita.' },
          { q: 'A que horas devo chegar?', a: 'Confirme a hora de início do seu espetáculo e conte com algum tempo extra para se instalar com calma antes de começar.' },
          { q: 'Posso reservar para um grupo?', a: 'Diga-me qual o espetáculo, a data e quantas pessoas são, e digo-lhe o que posso organizar.' },
        ],
      },
      closing: {
        heading: 'Até ao espetáculo',
        text: { we: 'Escolha uma data na programação ou envie-nos uma mensagem se tiver alguma dúvida.', i: 'Escolha uma data na programação ou envie-me uma mensagem se tiver alguma dúvida.' },
      },
      featureText: {
        we: [
          'Esteja atento à programação.',
          'Faz parte da programação em {name}.',
          'Pergunte-nos sobre isto quando nos contactar.',
          'Um bom programa para fazer com amigos.',
        ],
        i: [
          'Esteja atento à programação.',
          'Faz parte da programação em {name}.',
          'Pergunte-me sobre isto quando me contactar.',
          'Um bom programa para fazer com amigos.',
        ],
      },
    },
  },
  fr: {
    venue: {
      cta: { primary: 'Voir la programmation', secondary: 'Prendre contact' },
      sections: {
        dates: { nav: 'À l’affiche', heading: 'À l’affiche', eyebrow: 'Prochainement' },
        highlights: { heading: 'Chez {name}', eyebrow: 'La programmation' },
        faq: { heading: 'Avant le spectacle' },
        contact: { heading: 'Prendre contact', eyebrow: 'Billets et questions' },
      },
      contactIntro: {
        we: 'Pour des billets, une réservation de groupe ou toute question sur un spectacle, écrivez-nous et nous reviendrons vers vous.',
        i: 'Pour des billets, une réservation de groupe ou toute question sur un spectacle, écrivez-moi et je reviendrai vers vous.',
      },
      about: {
        we: 'Que vous découvriez {name} ou que vous veniez souvent, c’est un plaisir de vous accueillir. Consultez la programmation, venez à plusieurs et dites-nous ce que vous aimeriez voir prochainement.',
        i: 'Que vous découvriez {name} ou que vous veniez souvent, c’est un plaisir de vous accueillir. Consultez la programmation, venez à plusieurs et dites-moi ce que vous aimeriez voir prochainement.',
      },
      steps: {
        we: [
          { title: 'Choisissez un spectacle', text: 'Trouvez dans la programmation celui que vous aimeriez voir.' },
          { title: 'Prenez vos billets', text: 'Suivez les informations sur les billets indiquées pour ce spectacle, ou posez-nous la question.' },
          { title: 'Profitez du spectacle', text: 'Arrivez un peu en avance, installez-vous et laissez-vous porter.' },
        ],
        i: [
          { title: 'Choisissez un spectacle', text: 'Trouvez dans la programmation celui que vous aimeriez voir.' },
          { title: 'Prenez vos billets', text: 'Suivez les informations sur les billets indiquées pour ce spectacle, ou posez-moi la question.' },
          { title: 'Profitez du spectacle', text: 'Arrivez un peu en avance, installez-vous et laissez-vous porter.' },
        ],
      },
      benefits: [
        { title: 'Organisez votre sortie', text: 'Consultez la programmation à l’avance et choisissez la date qui vous convient.' },
        { title: 'Encore mieux à plusieurs', text: 'Partagez la programmation avec les personnes que vous aimeriez emmener.' },
        { title: 'Suivez les nouveautés', text: 'Prenez contact pour connaître les nouveaux spectacles dès leur annonce.' },
      ],
      faq: {
        we: [
          { q: 'Comment obtenir des billets\u202f?', a: 'Les informations sur les billets figurent avec chaque spectacle de la programmation. Si vous ne trouvez pas ce qu’il vous faut, écrivez-nous.' },
          { q: 'La salle est-elle accessible\u202f?', a: 'Dites-nous de quoi vous avez besoin avant de réserver, et nous vous aiderons à préparer votre venue.' },
          { q: 'Quand faut-il arriver\u202f?', a: 'Vérifiez l’horaire de votre spectacle et prévoyez un peu d’avance pour vous installer tranquillement avant le début.' },
          { q: 'Puis-je réserver pour un groupe\u202f?', a: 'Indiquez-nous le spectacle, la date et le nombre de personnes, et nous vous dirons ce que nous pouvons organiser.' },
        ],
        i: [
          { q: 'Comment obtenir des billets\u202f?', a: 'Les informations sur les billets figurent avec chaque spectacle de la programmation. Si vous ne trouvez pas ce qu’il vous faut, écrivez-moi.' },
          { q: 'La salle est-elle accessible\u202f?', a: 'Dites-moi de quoi vous avez besoin avant de réserver, et je vous aiderai à préparer votre venue.' },
          { q: 'Quand faut-il arriver\u202f?', a: 'Vérifiez l’horaire de votre spectacle et prévoyez un peu d’avance pour vous installer tranquillement avant le début.' },
          { q: 'Puis-je réserver pour un groupe\u202f?', a: 'Indiquez-moi le spectacle, la date et le nombre de personnes, et je vous dirai ce que je peux organiser.' },
        ],
      },
      closing: {
        heading: 'Rendez-vous au spectacle',
        text: { we: 'Choisissez une date dans la programmation, ou écrivez-nous pour toute question.', i: 'Choisissez une date dans la programmation, ou écrivez-moi pour toute question.' },
      },
      featureText: {
        we: [
          'À guetter dans la programmation.',
          'Au programme chez {name}.',
          'Parlez-nous-en quand vous prenez contact.',
          'Une sortie à partager.',
        ],
        i: [
          'À guetter dans la programmation.',
          'Au programme chez {name}.',
          'Parlez-m’en quand vous prenez contact.',
          'Une sortie à partager.',
        ],
      },
    },
  },
  de: {
    venue: {
      cta: { primary: 'Programm ansehen', secondary: 'Kontakt aufnehmen' },
      sections: {
        dates: { nav: 'Programm', heading: 'Aktuell im Programm', eyebrow: 'Demnächst' },
        highlights: { heading: 'Bei {name}', eyebrow: 'Das Programm' },
        faq: { heading: 'Vor der Vorstellung' },
        contact: { heading: 'Kontakt aufnehmen', eyebrow: 'Tickets und Fragen' },
      },
      contactIntro: {
        we: 'Ob Tickets, Gruppenbuchungen oder Fragen zu einer Vorstellung: Schreiben Sie uns, und wir melden uns bei Ihnen.',
        i: 'Ob Tickets, Gruppenbuchungen oder Fragen zu einer Vorstellung: Schreiben Sie mir, und ich melde mich bei Ihnen.',
      },
      about: {
        we: 'Ob Sie zum ersten Mal bei {name} sind oder regelmäßig kommen: Sie sind herzlich willkommen. Schauen Sie ins Programm, bringen Sie jemanden mit und sagen Sie uns, was Sie als Nächstes sehen möchten.',
        i: 'Ob Sie zum ersten Mal bei {name} sind oder regelmäßig kommen: Sie sind herzlich willkommen. Schauen Sie ins Programm, bringen Sie jemanden mit und sagen Sie mir, was Sie als Nächstes sehen möchten.',
      },
      steps: {
        we: [
          { title: 'Vorstellung wählen', text: 'Suchen Sie sich im Programm die Vorstellung aus, die Sie sehen möchten.' },
          { title: 'Tickets sichern', text: 'Folgen Sie den Ticketinfos zu dieser Vorstellung oder fragen Sie uns.' },
          { title: 'Vorstellung genießen', text: 'Seien Sie rechtzeitig da, kommen Sie in Ruhe an und genießen Sie es.' },
        ],
        i: [
          { title: 'Vorstellung wählen', text: 'Suchen Sie sich im Programm die Vorstellung aus, die Sie sehen möchten.' },
          { title: 'Tickets sichern', text: 'Folgen Sie den Ticketinfos zu dieser Vorstellung oder fragen Sie mich.' },
          { title: 'Vorstellung genießen', text: 'Seien Sie rechtzeitig da, kommen Sie in Ruhe an und genießen Sie es.' },
        ],
      },
      benefits: [
        { title: 'Ihren Besuch planen', text: 'Schauen Sie früh ins Programm und wählen Sie den Termin, der Ihnen passt.' },
        { title: 'Zusammen schöner', text: 'Teilen Sie das Programm mit den Menschen, mit denen Sie hingehen möchten.' },
        { title: 'Informiert bleiben', text: 'Melden Sie sich, um von neuen Vorstellungen zu erfahren, sobald sie angekündigt werden.' },
      ],
      faq: {
        we: [
          { q: 'Wie komme ich an Tickets?', a: 'Die Ticketinfos finden Sie bei jeder Vorstellung im Programm. Wenn Sie nicht finden, was Sie suchen, schreiben Sie uns.' },
          { q: 'Ist das Haus barrierefrei?', a: 'Sagen Sie uns vor der Buchung, was Sie brauchen, und wir helfen Ihnen, Ihren Besuch zu planen.' },
          { q: 'Wann sollte ich da sein?', a: 'Schauen Sie nach, wann Ihre Vorstellung beginnt, und planen Sie etwas Zeit ein, um vorher in Ruhe anzukommen.' },
          { q: 'Kann ich für eine Gruppe buchen?', a: 'Nennen Sie uns Vorstellung, Datum und Personenzahl, und wir sagen Ihnen, was sich machen lässt.' },
        ],
        i: [
          { q: 'Wie komme ich an Tickets?', a: 'Die Ticketinfos finden Sie bei jeder Vorstellung im Programm. Wenn Sie nicht finden, was Sie suchen, schreiben Sie mir.' },
          { q: 'Ist das Haus barrierefrei?', a: 'Sagen Sie mir vor der Buchung, was Sie brauchen, und ich helfe Ihnen, Ihren Besuch zu planen.' },
          { q: 'Wann sollte ich da sein?', a: 'Schauen Sie nach, wann Ihre Vorstellung beginnt, und planen Sie etwas Zeit ein, um vorher in Ruhe anzukommen.' },
          { q: 'Kann ich für eine Gruppe buchen?', a: 'Nennen Sie mir Vorstellung, Datum und Personenzahl, und ich sage Ihnen, was sich machen lässt.' },
        ],
      },
      closing: {
        heading: 'Bis zur Vorstellung',
        text: { we: 'Wählen Sie einen Termin im Programm oder schreiben Sie uns, wenn Sie Fragen haben.', i: 'Wählen Sie einen Termin im Programm oder schreiben Sie mir, wenn Sie Fragen haben.' },
      },
      featureText: {
        we: [
          'Halten Sie im Programm danach Ausschau.',
          'Teil des Programms bei {name}.',
          'Fragen Sie uns danach, wenn Sie sich melden.',
          'Am schönsten in Begleitung.',
        ],
        i: [
          'Halten Sie im Programm danach Ausschau.',
          'Teil des Programms bei {name}.',
          'Fragen Sie mich danach, wenn Sie sich melden.',
          'Am schönsten in Begleitung.',
        ],
      },
    },
  },
  it: {
    venue: {
      cta: { primary: 'Scopri il cartellone', secondary: 'Mettiti in contatto' },
      sections: {
        dates: { nav: 'Cartellone', heading: 'In cartellone', eyebrow: 'Prossimamente' },
        highlights: { heading: 'Da {name}', eyebrow: 'Il programma' },
        faq: { heading: 'Prima dello spettacolo' },
        contact: { heading: 'Mettiti in contatto', eyebrow: 'Biglietti e domande' },
      },
      contactIntro: {
        we: 'Per biglietti, prenotazioni di gruppo o qualsiasi domanda su uno spettacolo, scrivici e ti risponderemo.',
        i: 'Per biglietti, prenotazioni di gruppo o qualsiasi domanda su uno spettacolo, scrivimi e ti risponderò.',
      },
      about: {
        we: 'Che tu venga per la prima volta o sia ormai di casa, {name} ti dà il benvenuto. Scopri cosa c’è in cartellone, porta qualcuno con te e raccontaci cosa ti piacerebbe vedere prossimamente.',
        i: 'Che tu venga per la prima volta o sia ormai di casa, {name} ti dà il benvenuto. Scopri cosa c’è in cartellone, porta qualcuno con te e raccontami cosa ti piacerebbe vedere prossimamente.',
      },
      steps: {
        we: [
          { title: 'Scegli uno spettacolo', text: 'Trova in cartellone quello che ti piacerebbe vedere.' },
          { title: 'Procurati i biglietti', text: 'Segui le indicazioni sui biglietti riportate per quello spettacolo, oppure chiedici.' },
          { title: 'Goditi lo spettacolo', text: 'Arriva con un po’ di anticipo, sistemati con calma e lasciati trasportare.' },
        ],
        i: [
          { title: 'Scegli uno spettacolo', text: 'Trova in cartellone quello che ti piacerebbe vedere.' },
          { title: 'Procurati i biglietti', text: 'Segui le indicazioni sui biglietti riportate per quello spettacolo, oppure chiedimi.' },
          { title: 'Goditi lo spettacolo', text: 'Arriva con un po’ di anticipo, sistemati con calma e lasciati trasportare.' },
        ],
      },
      benefits: [
        { title: 'Organizza la tua serata', text: 'Guarda il cartellone in anticipo e scegli la data che preferisci.' },
        { title: 'Meglio in compagnia', text: 'Condividi il cartellone con le persone con cui ti piacerebbe andarci.' },
        { title: 'Nuovi spettacoli in arrivo', text: 'Mettiti in contatto per sapere dei nuovi spettacoli non appena vengono annunciati.' },
      ],
      faq: {
        we: [
          { q: 'Come posso avere i biglietti?', a: 'Ogni spettacolo in cartellone riporta le sue indicazioni sui biglietti. Se non trovi quello che ti serve, scrivici.' },
          { q: 'La sala è accessibile?', a: 'Dicci di cosa hai bisogno prima di prenotare e ti aiuteremo a organizzare la visita.' },
          { q: 'Quando conviene arrivare?', a: 'Controlla l’orario di inizio del tuo spettacolo e arriva con un po’ di anticipo, così hai il tempo di sistemarti prima che cominci.' },
          { q: 'Posso prenotare per un gruppo?', a: 'Scrivici indicando lo spettacolo, la data e quanti siete, e ti diremo cosa possiamo organizzare.' },
        ],
        i: [
          { q: 'Come posso avere i biglietti?', a: 'Ogni spettacolo in cartellone riporta le sue indicazioni sui biglietti. Se non trovi quello che ti serve, scrivimi.' },
          { q: 'La sala è accessibile?', a: 'Dimmi di cosa hai bisogno prima di prenotare e ti aiuterò a organizzare la visita.' },
          { q: 'Quando conviene arrivare?', a: 'Controlla l’orario di inizio del tuo spettacolo e arriva con un po’ di anticipo, così hai il tempo di sistemarti prima che cominci.' },
          { q: 'Posso prenotare per un gruppo?', a: 'Scrivimi indicando lo spettacolo, la data e quanti siete, e ti dirò cosa posso organizzare.' },
        ],
      },
      closing: {
        heading: 'Ci vediamo in sala',
        text: { we: 'Scegli una data in cartellone, oppure scrivici per qualsiasi domanda.', i: 'Scegli una data in cartellone, oppure scrivimi per qualsiasi domanda.' },
      },
      featureText: {
        we: [
          'Tieni d’occhio il cartellone.',
          'Fa parte del programma di {name}.',
          'Chiedicelo quando ci contatti.',
          'Da vedere in compagnia.',
        ],
        i: [
          'Tieni d’occhio il cartellone.',
          'Fa parte del programma di {name}.',
          'Chiedimelo quando mi contatti.',
          'Da vedere in compagnia.',
        ],
      },
    },
  },
  nl: {
    venue: {
      cta: { primary: 'Bekijk het programma', secondary: 'Neem contact op' },
      sections: {
        dates: { nav: 'Programma', heading: 'Programma', eyebrow: 'Binnenkort te zien' },
        highlights: { heading: 'Bij {name}', eyebrow: 'De programmering' },
        faq: { heading: 'Voordat je komt' },
        contact: { heading: 'Neem contact op', eyebrow: 'Tickets en vragen' },
      },
      contactIntro: {
        we: 'Voor tickets, groepsreserveringen of een vraag over een voorstelling: stuur ons een bericht, dan hoor je van ons.',
        i: 'Voor tickets, groepsreserveringen of een vraag over een voorstelling: stuur me een bericht, dan hoor je van me.',
      },
      about: {
        we: 'Of je nu voor het eerst naar {name} komt of al vaak bent geweest: je bent van harte welkom. Bekijk het programma, neem iemand mee en laat ons weten wat je hierna graag zou zien.',
        i: 'Of je nu voor het eerst naar {name} komt of al vaak bent geweest: je bent van harte welkom. Bekijk het programma, neem iemand mee en laat me weten wat je hierna graag zou zien.',
      },
      steps: {
        we: [
          { title: 'Kies een voorstelling', text: 'Zoek in het programma de voorstelling die je graag wilt zien.' },
          { title: 'Regel je tickets', text: 'Volg de ticketinformatie bij die voorstelling, of vraag het ons.' },
          { title: 'Geniet van de voorstelling', text: 'Kom op tijd, neem rustig je plek in en geniet ervan.' },
        ],
        i: [
          { title: 'Kies een voorstelling', text: 'Zoek in het programma de voorstelling die je graag wilt zien.' },
          { title: 'Regel je tickets', text: 'Volg de ticketinformatie bij die voorstelling, of vraag het mij.' },
          { title: 'Geniet van de voorstelling', text: 'Kom op tijd, neem rustig je plek in en geniet ervan.' },
        ],
      },
      benefits: [
        { title: 'Plan je avondje uit', text: 'Bekijk het programma op tijd en kies de datum die jou uitkomt.' },
        { title: 'Samen is leuker', text: 'Deel het programma met de mensen met wie je graag wilt gaan.' },
        { title: 'Mis geen nieuwe voorstelling', text: 'Neem contact op om te horen over nieuwe voorstellingen zodra ze worden aangekondigd.' },
      ],
      faq: {
        we: [
          { q: 'Hoe kom ik aan tickets?', a: 'Bij elke voorstelling in het programma staat de ticketinformatie. Kun je niet vinden wat je zoekt, stuur ons dan een bericht.' },
          { q: 'Is de locatie toegankelijk?', a: 'Laat ons weten wat je nodig hebt voordat je reserveert, dan helpen we je je bezoek te plannen.' },
          { q: 'Hoe laat moet ik er zijn?', a: 'Kijk hoe laat je voorstelling begint en kom wat eerder, zodat je ruim voor aanvang op je gemak bent.' },
          { q: 'Kan ik voor een groep reserveren?', a: 'Neem contact op en laat ons weten om welke voorstelling, welke datum en hoeveel personen het gaat, dan vertellen we je wat we kunnen regelen.' },
        ],
        i: [
          { q: 'Hoe kom ik aan tickets?', a: 'Bij elke voorstelling in het programma staat de ticketinformatie. Kun je niet vinden wat je zoekt, stuur me dan een bericht.' },
          { q: 'Is de locatie toegankelijk?', a: 'Laat me weten wat je nodig hebt voordat je reserveert, dan help ik je je bezoek te plannen.' },
          { q: 'Hoe laat moet ik er zijn?', a: 'Kijk hoe laat je voorstelling begint en kom wat eerder, zodat je ruim voor aanvang op je gemak bent.' },
          { q: 'Kan ik voor een groep reserveren?', a: 'Neem contact op en laat me weten om welke voorstelling, welke datum en hoeveel personen het gaat, dan vertel ik je wat ik kan regelen.' },
        ],
      },
      closing: {
        heading: 'Tot ziens in de zaal',
        text: { we: 'Kies een datum uit het programma, of stuur ons een bericht als je een vraag hebt.', i: 'Kies een datum uit het programma, of stuur me een bericht als je een vraag hebt.' },
      },
      featureText: {
        we: [
          'Houd het programma in de gaten.',
          'Onderdeel van het programma bij {name}.',
          'Vraag ons ernaar als je contact opneemt.',
          'Leuk om samen met vrienden naartoe te gaan.',
        ],
        i: [
          'Houd het programma in de gaten.',
          'Onderdeel van het programma bij {name}.',
          'Vraag me ernaar als je contact opneemt.',
          'Leuk om samen met vrienden naartoe te gaan.',
        ],
      },
    },
  },
  ja: {
    venue: {
      cta: { primary: '公演情報を見る', secondary: 'お問い合わせ' },
      sections: {
        dates: { nav: '公演情報', heading: '公演スケジュール', eyebrow: 'これからの公演' },
        highlights: { heading: '{name}の見どころ', eyebrow: 'プログラム' },
        faq: { heading: 'ご来場前のご質問' },
        contact: { heading: 'お気軽にご連絡ください', eyebrow: 'チケット・ご質問' },
      },
      contactIntro: {
        we: 'チケットや団体でのご予約、公演についてのご質問など、メッセージをお送りいただければ私たちから折り返しご連絡します。',
        i: 'チケットや団体でのご予約、公演についてのご質問など、メッセージをお送りいただければ私から折り返しご連絡します。',
      },
      about: {
        we: 'はじめての方も、何度もお越しいただいている方も、{name}へようこそ。公演情報をチェックして、どなたかを誘ってお出かけください。次に観てみたいものがあれば、ぜひ私たちにお聞かせください。',
        i: 'はじめての方も、何度もお越しいただいている方も、{name}へようこそ。公演情報をチェックして、どなたかを誘ってお出かけください。次に観てみたいものがあれば、ぜひ私にお聞かせください。',
      },
      steps: {
        we: [
          { title: '公演を選ぶ', text: '公演スケジュールから、観たい公演を見つけてください。' },
          { title: 'チケットを手配する', text: '各公演に記載のチケット情報に沿ってお申し込みください。ご不明な点は私たちにお尋ねください。' },
          { title: '公演を楽しむ', text: '時間に余裕をもってお越しいただき、ゆったりとくつろいでお楽しみください。' },
        ],
        i: [
          { title: '公演を選ぶ', text: '公演スケジュールから、観たい公演を見つけてください。' },
          { title: 'チケットを手配する', text: '各公演に記載のチケット情報に沿ってお申し込みください。ご不明な点は私にお尋ねください。' },
          { title: '公演を楽しむ', text: '時間に余裕をもってお越しいただき、ゆったりとくつろいでお楽しみください。' },
        ],
      },
      benefits: [
        { title: 'お出かけの予定を立てる', text: '公演情報を早めにチェックして、ご都合のよい日を選べます。' },
        { title: '一緒ならもっと楽しい', text: '一緒に行きたい人に、公演情報をシェアしましょう。' },
        { title: '新しい公演のお知らせ', text: 'ご連絡いただければ、新しい公演が発表され次第お知らせします。' },
      ],
      faq: {
        we: [
          { q: 'チケットはどうすれば手に入りますか？', a: '掲載している各公演に、チケットの情報を記載しています。お探しの情報が見つからない場合は、私たちにメッセージをお送りください。' },
          { q: '会場はバリアフリーに対応していますか？', a: 'ご予約の前に、必要なサポートを私たちにお知らせください。ご来場の計画をお手伝いします。' },
          { q: 'どのくらい前に着けばよいですか？', a: 'ご覧になる公演の開始時刻をご確認のうえ、始まる前に落ち着いて過ごせるよう、少し余裕をもってお越しください。' },
          { q: '団体で予約できますか？', a: 'ご希望の公演と日にち、人数をお知らせください。対応できる内容を私たちからご案内します。' },
        ],
        i: [
          { q: 'チケットはどうすれば手に入りますか？', a: '掲載している各公演に、チケットの情報を記載しています。お探しの情報が見つからない場合は、私にメッセージをお送りください。' },
          { q: '会場はバリアフリーに対応していますか？', a: 'ご予約の前に、必要なサポートを私にお知らせください。ご来場の計画をお手伝いします。' },
          { q: 'どのくらい前に着けばよいですか？', a: 'ご覧になる公演の開始時刻をご確認のうえ、始まる前に落ち着いて過ごせるよう、少し余裕をもってお越しください。' },
          { q: '団体で予約できますか？', a: 'ご希望の公演と日にち、人数をお知らせください。対応できる内容を私からご案内します。' },
        ],
      },
      closing: {
        heading: '会場でお待ちしています',
        text: {
          we: '公演情報から日にちを選ぶか、ご質問があれば私たちにお気軽にメッセージをお送りください。',
          i: '公演情報から日にちを選ぶか、ご質問があれば私にお気軽にメッセージをお送りください。',
        },
      },
      featureText: {
        we: [
          '公演情報で、ぜひチェックしてください。',
          '{name}のプログラムのひとつです。',
          'ご連絡の際に、私たちにお気軽にお尋ねください。',
          'ご友人を誘ってお出かけするのにぴったりです。',
        ],
        i: [
          '公演情報で、ぜひチェックしてください。',
          '{name}のプログラムのひとつです。',
          'ご連絡の際に、私にお気軽にお尋ねください。',
          'ご友人を誘ってお出かけするのにぴったりです。',
        ],
      },
    },
  },
  zh: {
    venue: {
      cta: { primary: '查看近期演出', secondary: '联系咨询' },
      sections: {
        dates: { nav: '近期演出', heading: '近期演出', eyebrow: '即将上演' },
        highlights: { heading: '走进{name}', eyebrow: '精彩节目' },
        faq: { heading: '观演须知' },
        contact: { heading: '欢迎联系', eyebrow: '票务与咨询' },
      },
      contactIntro: {
        we: '关于门票、团体预订或任何演出相关的问题，欢迎给我们留言，我们会回复您。',
        i: '关于门票、团体预订或任何演出相关的问题，欢迎给我留言，我会回复您。',
      },
      about: {
        we: '无论您是第一次来{name}，还是这里的常客，都非常欢迎您。看看近期演出，约上亲友一起来，也欢迎告诉我们您接下来想看什么。',
        i: '无论您是第一次来{name}，还是这里的常客，都非常欢迎您。看看近期演出，约上亲友一起来，也欢迎告诉我您接下来想看什么。',
      },
      steps: {
        we: [
          { title: '选择演出', text: '在近期演出中找到您想看的那一场。' },
          { title: '获取门票', text: '按照该场演出列出的票务信息操作，或者向我们咨询。' },
          { title: '尽情享受演出', text: '请预留充足的时间到场，安顿好后尽情享受。' },
        ],
        i: [
          { title: '选择演出', text: '在近期演出中找到您想看的那一场。' },
          { title: '获取门票', text: '按照该场演出列出的票务信息操作，或者向我咨询。' },
          { title: '尽情享受演出', text: '请预留充足的时间到场，安顿好后尽情享受。' },
        ],
      },
      benefits: [
        { title: '安排您的休闲时光', text: '尽早查看近期演出，挑选适合您的日期。' },
        { title: '结伴更尽兴', text: '把近期演出分享给想一起去的人。' },
        { title: '新演出早知道', text: '欢迎联系，新演出一经公布即可及时获悉。' },
      ],
      faq: {
        we: [
          { q: '如何获取门票？', a: '这里列出的每场演出都附有票务信息。如果找不到您需要的信息，请给我们留言。' },
          { q: '场馆有无障碍设施吗？', a: '请在预订前告诉我们您的需求，我们会帮您安排好这次到访。' },
          { q: '应该提前多久到场？', a: '请查看您所选演出的开始时间，并多预留一些时间，以便在开场前从容安顿下来。' },
          { q: '可以团体预订吗？', a: '请联系我们，告知演出、日期和人数，我们会告诉您可以如何安排。' },
        ],
        i: [
          { q: '如何获取门票？', a: '这里列出的每场演出都附有票务信息。如果找不到您需要的信息，请给我留言。' },
          { q: '场馆有无障碍设施吗？', a: '请在预订前告诉我您的需求，我会帮您安排好这次到访。' },
          { q: '应该提前多久到场？', a: '请查看您所选演出的开始时间，并多预留一些时间，以便在开场前从容安顿下来。' },
          { q: '可以团体预订吗？', a: '请联系我，告知演出、日期和人数，我会告诉您可以如何安排。' },
        ],
      },
      closing: {
        heading: '不见不散',
        text: { we: '从近期演出中挑个日期，有任何问题也欢迎给我们留言。', i: '从近期演出中挑个日期，有任何问题也欢迎给我留言。' },
      },
      featureText: {
        we: [
          '请留意近期演出。',
          '这是{name}精彩节目的一部分。',
          '联系我们时，欢迎问问这方面的情况。',
          '值得约上朋友一起来。',
        ],
        i: [
          '请留意近期演出。',
          '这是{name}精彩节目的一部分。',
          '联系我时，欢迎问问这方面的情况。',
          '值得约上朋友一起来。',
        ],
      },
    },
  },
  ar: {
    venue: {
      cta: { primary: 'تصفّح العروض القادمة', secondary: 'تواصل الآن' },
      sections: {
        dates: { nav: 'العروض', heading: 'العروض القادمة', eyebrow: 'قريبًا' },
        highlights: { heading: 'في {name}', eyebrow: 'البرنامج' },
        faq: { heading: 'قبل العرض' },
        contact: { heading: 'للتواصل', eyebrow: 'التذاكر والاستفسارات' },
      },
      contactIntro: {
        we: 'للاستفسار عن التذاكر أو حجوزات المجموعات أو أي سؤال عن أحد العروض، أرسل لنا رسالة وسنعاود التواصل معك.',
        i: 'للاستفسار عن التذاكر أو حجوزات المجموعات أو أي سؤال عن أحد العروض، أرسل لي رسالة وسأعاود التواصل معك.',
      },
      about: {
        we: 'سواء كانت هذه زيارتك الأولى إلى {name} أو اعتدت المجيء كثيرًا، فأهلًا وسهلًا بك. اطّلع على العروض القادمة، واصطحب معك من تحب، وأخبرنا بما تودّ أن تشاهده لاحقًا.',
        i: 'سواء كانت هذه زيارتك الأولى إلى {name} أو اعتدت المجيء كثيرًا، فأهلًا وسهلًا بك. اطّلع على العروض القادمة، واصطحب معك من تحب، وأخبرني بما تودّ أن تشاهده لاحقًا.',
      },
      steps: {
        we: [
          { title: 'اختر عرضًا', text: 'ابحث في قائمة العروض القادمة عن العرض الذي تودّ مشاهدته.' },
          { title: 'احصل على تذاكرك', text: 'اتبع تفاصيل التذاكر المذكورة لذلك العرض، أو اسألنا.' },
          { title: 'استمتع بالعرض', text: 'احضر قبل الموعد بوقت كافٍ، وخذ راحتك، ثم استمتع بالعرض.' },
        ],
        i: [
          { title: 'اختر عرضًا', text: 'ابحث في قائمة العروض القادمة عن العرض الذي تودّ مشاهدته.' },
          { title: 'احصل على تذاكرك', text: 'اتبع تفاصيل التذاكر المذكورة لذلك العرض، أو اسألني.' },
          { title: 'استمتع بالعرض', text: 'احضر قبل الموعد بوقت كافٍ، وخذ راحتك، ثم استمتع بالعرض.' },
        ],
      },
      benefits: [
        { title: 'خطّط لأمسيتك', text: 'اطّلع على العروض القادمة مبكرًا، واختر الموعد الذي يناسبك.' },
        { title: 'أجمل معًا', text: 'شارك العروض القادمة مع من تودّ الذهاب معهم.' },
        { title: 'تابع العروض الجديدة', text: 'تواصل لتصلك أخبار العروض الجديدة فور الإعلان عنها.' },
      ],
      faq: {
        we: [
          { q: 'كيف أحصل على التذاكر؟', a: 'لكل عرض مدرج هنا تفاصيل تذاكره. وإن لم تجد ما تحتاج إليه، فأرسل لنا رسالة.' },
          { q: 'هل المكان مهيّأ لذوي الاحتياجات الخاصة؟', a: 'أخبرنا بما تحتاج إليه قبل الحجز، وسنساعدك في التخطيط لزيارتك.' },
          { q: 'متى ينبغي أن أحضر؟', a: 'تحقّق من موعد بدء عرضك، واحرص على الحضور قبله بقليل لتأخذ مكانك براحة قبل أن يبدأ.' },
          { q: 'هل يمكنني الحجز لمجموعة؟', a: 'تواصل معنا وأخبرنا بالعرض والتاريخ وعدد الأشخاص، وسنخبرك بما يمكننا ترتيبه.' },
        ],
        i: [
          { q: 'كيف أحصل على التذاكر؟', a: 'لكل عرض مدرج هنا تفاصيل تذاكره. وإن لم تجد ما تحتاج إليه، فأرسل لي رسالة.' },
          { q: 'هل المكان مهيّأ لذوي الاحتياجات الخاصة؟', a: 'أخبرني بما تحتاج إليه قبل الحجز، وسأساعدك في التخطيط لزيارتك.' },
          { q: 'متى ينبغي أن أحضر؟', a: 'تحقّق من موعد بدء عرضك، واحرص على الحضور قبله بقليل لتأخذ مكانك براحة قبل أن يبدأ.' },
          { q: 'هل يمكنني الحجز لمجموعة؟', a: 'تواصل معي وأخبرني بالعرض والتاريخ وعدد الأشخاص، وسأخبرك بما يمكنني ترتيبه.' },
        ],
      },
      closing: {
        heading: 'إلى اللقاء في العرض',
        text: { we: 'اختر موعدًا من العروض القادمة، أو أرسل لنا رسالة بأي سؤال.', i: 'اختر موعدًا من العروض القادمة، أو أرسل لي رسالة بأي سؤال.' },
      },
      featureText: {
        we: [
          'ترقّب ذلك ضمن العروض القادمة.',
          'جزء من برنامج {name}.',
          'اسألنا عن ذلك عند تواصلك معنا.',
          'فرصة رائعة لاصطحاب صديق.',
        ],
        i: [
          'ترقّب ذلك ضمن العروض القادمة.',
          'جزء من برنامج {name}.',
          'اسألني عن ذلك عند تواصلك معي.',
          'فرصة رائعة لاصطحاب صديق.',
        ],
      },
    },
  },
};
