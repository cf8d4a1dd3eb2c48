import type { StyleCopy } from './types';

/**
 * A couple's own wedding website (types.ts `PageStyle` `wedding`; choose-blueprint `celebratesWedding`: "Our wedding on
 * 12 June at…", "We're getting married"), over the events phrasebook, in the site languages: guests find the couple's
 * story, the day's timings, travel and places to stay, photos and their questions, and RSVP with a form (form kind
 * `rsvp`: will you be there, guests, dietary needs), instead of a band's dates and tickets. Warm, plain words; no claim
 * the couple has not made (no dress code, no children policy, no gift list or venue details invented).
 */
export const WEDDING_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { wedding: StyleCopy }> = {
  en: {
    wedding: {
      cta: { primary: 'RSVP', secondary: 'See the day' },
      sections: {
        about: { nav: 'Story', heading: 'How it all began', eyebrow: 'Welcome' },
        day: { nav: 'The day', heading: 'The day', eyebrow: 'Timings', go: 'See the day' },
        highlights: { nav: 'Details', heading: 'Everything you need to know', eyebrow: 'For guests' },
        gallery: { nav: 'Photos', heading: 'Photos', eyebrow: 'Gallery' },
        faq: { nav: 'Questions', heading: 'Questions from guests', eyebrow: 'Good to know' },
        rsvp: { nav: 'RSVP', heading: 'RSVP', eyebrow: 'Reply', send: 'Send RSVP' },
      },
      contactIntro: {
        we: 'Let us know whether you can come and who is coming with you, and tell us about any dietary needs.',
        i: 'Let me know whether you can come and who is coming with you, and tell me about any dietary needs.',
      },
      about: {
        we: 'We can’t wait to celebrate with the people we love most. Here you’ll find everything for the day: the timings, how to get there, where to stay, and a form to tell us you’re coming.',
        i: 'I can’t wait to celebrate with the people I love most. Here you’ll find everything for the day: the timings, how to get there, where to stay, and a form to tell me you’re coming.',
      },
      faq: {
        we: [
          { q: 'When should I RSVP by?', a: 'As soon as you can, with the form on this page, so we can plan the numbers.' },
          { q: 'Can I bring a guest?', a: 'Your invitation says who is invited. If you’re not sure, just ask us.' },
          { q: 'Are children welcome?', a: 'Your invitation says who is invited. Ask us if you’d like to check.' },
          { q: 'What if I have dietary needs?', a: 'Tell us in your RSVP and we’ll pass them on to the caterers.' },
        ],
        i: [
          { q: 'When should I RSVP by?', a: 'As soon as you can, with the form on this page, so I can plan the numbers.' },
          { q: 'Can I bring a guest?', a: 'Your invitation says who is invited. If you’re not sure, just ask me.' },
          { q: 'Are children welcome?', a: 'Your invitation says who is invited. Ask me if you’d like to check.' },
          { q: 'What if I have dietary needs?', a: 'Tell me in your RSVP and I’ll pass them on to the caterers.' },
        ],
      },
      closing: {
        heading: { we: 'We hope you can join us', i: 'I hope you can come' },
        text: { we: 'Send your RSVP with the form on this page, and ask us anything about the day.', i: 'Send your RSVP with the form on this page, and ask me anything about the day.' },
      },
      featureText: {
        we: [
          'Everything you need for the day, in one place.',
          'Ask us if anything is unclear.',
          'We’ll keep this page up to date.',
          'Tell us if you need a hand with anything.',
        ],
        i: [
          'Everything you need for the day, in one place.',
          'Ask me if anything is unclear.',
          'I’ll keep this page up to date.',
          'Tell me if you need a hand with anything.',
        ],
      },
    },
  },
  es: {
    wedding: {
      cta: { primary: 'Confirmar asistencia', secondary: 'Ver el programa' },
      sections: {
        about: { nav: 'La historia', heading: 'Cómo empezó todo', eyebrow: 'Bienvenida' },
        day: { nav: 'Programa', heading: 'El gran día', eyebrow: 'Horarios', go: 'Ver el programa' },
        highlights: { nav: 'Detalles', heading: 'Todo lo que necesitas saber', eyebrow: 'Para los invitados' },
        gallery: { nav: 'Fotos', heading: 'Fotos', eyebrow: 'Galería' },
        faq: { nav: 'Preguntas', heading: 'Preguntas de los invitados', eyebrow: 'Información útil' },
        rsvp: { nav: 'Asistencia', heading: 'Confirma tu asistencia', eyebrow: 'Tu respuesta', send: 'Enviar respuesta' },
      },
      contactIntro: {
        we: 'Dinos si puedes venir y quién te acompaña, y cuéntanos si tienes alguna alergia o sigues alguna dieta especial.',
        i: 'Dime si puedes venir y quién te acompaña, y cuéntame si tienes alguna alergia o sigues alguna dieta especial.',
      },
      about: {
        we: 'Estamos deseando celebrarlo con las personas que más queremos. Aquí encontrarás todo lo necesario para el día: los horarios, cómo llegar, dónde alojarte y un formulario para decirnos que vienes.',
        i: 'Estoy deseando celebrarlo con las personas que más quiero. Aquí encontrarás todo lo necesario para el día: los horarios, cómo llegar, dónde alojarte y un formulario para decirme que vienes.',
      },
      faq: {
        we: [
          { q: '¿Hasta cuándo puedo confirmar asistencia?', a: 'Cuanto antes, con el formulario de esta página, para que podamos prever el número de invitados.' },
          { q: '¿Puedo ir con acompañante?', a: 'En tu invitación figura quién está invitado. Si tienes dudas, pregúntanos sin problema.' },
          { q: '¿Pueden venir niños?', a: 'En tu invitación figura quién está invitado. Si quieres confirmarlo, pregúntanos.' },
          { q: '¿Y si tengo alguna alergia o dieta especial?', a: 'Dínoslo al confirmar tu asistencia y se lo haremos saber al catering.' },
        ],
        i: [
          { q: '¿Hasta cuándo puedo confirmar asistencia?', a: 'Cuanto antes, con el formulario de esta página, para que pueda prever el número de invitados.' },
          { q: '¿Puedo ir con acompañante?', a: 'En tu invitación figura quién está invitado. Si tienes dudas, pregúntame sin problema.' },
          { q: '¿Pueden venir niños?', a: 'En tu invitación figura quién está invitado. Si quieres confirmarlo, pregúntame.' },
          { q: '¿Y si tengo alguna alergia o dieta especial?', a: 'Dímelo al confirmar tu asistencia y se lo haré saber al catering.' },
        ],
      },
      closing: {
        heading: { we: 'Esperamos que puedas venir', i: 'Espero que puedas venir' },
        text: {
          we: 'Confirma tu asistencia con el formulario de esta página y pregúntanos lo que quieras sobre el día.',
          i: 'Confirma tu asistencia con el formulario de esta página y pregúntame lo que quieras sobre el día.',
        },
      },
      featureText: {
        we: ['Todo lo que necesitas para el día, en un solo lugar.', 'Pregúntanos si algo no está claro.', 'Iremos actualizando esta página.', 'Dinos si necesitas ayuda con cualquier cosa.'],
        i: ['Todo lo que necesitas para el día, en un solo lugar.', 'Pregúntame si algo no está claro.', 'Iré actualizando esta página.', 'Dime si necesitas ayuda con cualquier cosa.'],
      },
    },
  },
  pt: {
    wedding: {
      cta: { primary: 'Confirmar presença', secondary: 'Ver o programa' },
      sections: {
        about: { nav: 'A história', heading: 'Como tudo começou', eyebrow: 'Boas-vindas' },
        day: { nav: 'Programa', heading: 'O grande dia', eyebrow: 'Horários', go: 'Ver o programa' },
        highlights: { nav: 'Detalhes', heading: 'Tudo o que precisa de saber', eyebrow: 'Para os convidados' },
        gallery: { nav: 'Fotos', heading: 'Fotografias', eyebrow: 'Galeria' },
        faq: { nav: 'Perguntas', heading: 'Perguntas dos convidados', eyebrow: 'Informações úteis' },
        rsvp: { nav: 'Confirmação', heading: 'Confirme a sua presença', eyebrow: 'A sua resposta', send: 'Enviar resposta' },
      },
      contactIntro: { we: 'Diga-nos se pode vir e quem vem consigo, e informe-nos de quaisquer restrições alimentares.', i: 'Diga-me se pode vir e quem vem consigo, e informe-me de quaisquer restrições alimentares.' },
      about: {
        we: 'Contamos os dias para celebrar com as pessoas de quem mais gostamos. Aqui encontra tudo o que precisa de saber sobre o dia: os horários, como chegar, onde ficar e um formulário para nos dizer que vem.',
        i: 'Conto os dias para celebrar com as pessoas de quem mais gosto. Aqui encontra tudo o que precisa de saber sobre o dia: os horários, como chegar, onde ficar e um formulário para me dizer que vem.',
      },
      faq: {
        we: [
          { q: 'Até quando devo confirmar a minha presença?', a: 'Logo que possível, pelo formulário desta página, para podermos prever o número de convidados.' },
          { q: 'Posso levar um acompanhante?', a: 'O seu convite indica quem está convidado. Se tiver dúvidas, pergunte-nos.' },
          { q: 'As crianças são bem-vindas?', a: 'O seu convite indica quem está convidado. Se quiser confirmar, pergunte-nos.' },
          { q: 'E se eu tiver restrições alimentares?', a: 'Diga-nos na sua resposta e passamos a informação ao catering.' },
        ],
        i: [
          { q: 'Até quando devo confirmar a minha presença?', a: 'Logo que possível, pelo formulário desta página, para eu poder prever o número de convidados.' },
          { q: 'Posso levar um acompanhante?', a: 'O seu convite indica quem está convidado. Se tiver dúvidas, pergunte-me.' },
          { q: 'As crianças são bem-vindas?', a: 'O seu convite indica quem está convidado. Se quiser confirmar, pergunte-me.' },
          { q: 'E se eu tiver restrições alimentares?', a: 'Diga-me na sua resposta e passo a informação ao catering.' },
        ],
      },
      closing: {
        heading: { we: 'Esperamos que possa vir', i: 'Espero que possa vir' },
        text: {
          we: 'Confirme a sua presença pelo formulário desta página e pergunte-nos o que quiser sobre o dia.',
          i: 'Confirme a sua presença pelo formulário desta página e pergunte-me o que quiser sobre o dia.',
        },
      },
      featureText: {
        we: ['Tudo o que precisa de saber sobre o dia, num só sítio.', 'Pergunte-nos se alguma coisa não estiver clara.', 'Vamos manter esta página atualizada.', 'Diga-nos se precisar de ajuda com alguma coisa.'],
        i: ['Tudo o que precisa de saber sobre o dia, num só sítio.', 'Pergunte-me se alguma coisa não estiver clara.', 'Vou manter esta página atualizada.', 'Diga-me se precisar de ajuda com alguma coisa.'],
      },
    },
  },
  fr: {
    wedding: {
      cta: { primary: 'Répondre à l’invitation', secondary: 'Voir le programme' },
      sections: {
        about: { nav: 'L’histoire', heading: 'Il était une fois', eyebrow: 'Bienvenue' },
        day: { nav: 'Programme', heading: 'Le jour J', eyebrow: 'Horaires', go: 'Voir le programme' },
        highlights: { nav: 'Infos', heading: 'Tout ce qu’il faut savoir', eyebrow: 'Pour les invités' },
        gallery: { nav: 'Galerie', heading: 'Les photos', eyebrow: 'En images' },
        faq: { nav: 'Vos questions', heading: 'Les questions des invités', eyebrow: 'Bon à savoir' },
        rsvp: { nav: 'Réponse', heading: 'Confirmez votre présence', eyebrow: 'Votre réponse', send: 'Envoyer la réponse' },
      },
      contactIntro: {
        we: 'Dites-nous si vous pourrez venir et qui vous accompagnera, et signalez-nous tout régime alimentaire particulier.',
        i: 'Dites-moi si vous pourrez venir et qui vous accompagnera, et signalez-moi tout régime alimentaire particulier.',
      },
      about: {
        we: 'Nous avons hâte de fêter ce jour avec les personnes que nous aimons le plus. Vous trouverez ici tout ce qu’il faut pour la journée\u00a0: les horaires, comment venir, où loger, et un formulaire pour nous dire que vous serez là.',
        i: 'J’ai hâte de fêter ce jour avec les personnes que j’aime le plus. Vous trouverez ici tout ce qu’il faut pour la journée\u00a0: les horaires, comment venir, où loger, et un formulaire pour me dire que vous serez là.',
      },
      faq: {
        we: [
          { q: 'Jusqu’à quand dois-je répondre\u202f?', a: 'Dès que possible, avec le formulaire de cette page, pour que nous puissions prévoir le nombre d’invités.' },
          { q: 'Puis-je venir avec quelqu’un\u202f?', a: 'Votre invitation précise qui est invité. En cas de doute, demandez-nous simplement.' },
          { q: 'Les enfants sont-ils les bienvenus\u202f?', a: 'Votre invitation précise qui est invité. Posez-nous la question si vous voulez vérifier.' },
          { q: 'Et si j’ai un régime alimentaire particulier\u202f?', a: 'Précisez-le-nous dans votre réponse, et nous le transmettrons au traiteur.' },
        ],
        i: [
          { q: 'Jusqu’à quand dois-je répondre\u202f?', a: 'Dès que possible, avec le formulaire de cette page, pour que je puisse prévoir le nombre d’invités.' },
          { q: 'Puis-je venir avec quelqu’un\u202f?', a: 'Votre invitation précise qui est invité. En cas de doute, demandez-moi simplement.' },
          { q: 'Les enfants sont-ils les bienvenus\u202f?', a: 'Votre invitation précise qui est invité. Posez-moi la question si vous voulez vérifier.' },
          { q: 'Et si j’ai un régime alimentaire particulier\u202f?', a: 'Précisez-le-moi dans votre réponse, et je le transmettrai au traiteur.' },
        ],
      },
      closing: {
        heading: { we: 'Nous espérons que vous pourrez venir', i: 'J’espère que vous pourrez venir' },
        text: {
          we: 'Envoyez votre réponse avec le formulaire de cette page, et posez-nous toutes vos questions sur la journée.',
          i: 'Envoyez votre réponse avec le formulaire de cette page, et posez-moi toutes vos questions sur la journée.',
        },
      },
      featureText: {
        we: ['Tout ce qu’il vous faut pour la journée, au même endroit.', 'N’hésitez pas à nous demander si quelque chose n’est pas clair.', 'Nous tiendrons cette page à jour.', 'Dites-nous si vous avez besoin d’un coup de main.'],
        i: ['Tout ce qu’il vous faut pour la journée, au même endroit.', 'N’hésitez pas à me demander si quelque chose n’est pas clair.', 'Je tiendrai cette page à jour.', 'Dites-moi si vous avez besoin d’un coup de main.'],
      },
    },
  },
  de: {
    wedding: {
      cta: { primary: 'Zu- oder Absage', secondary: 'Zum Tagesablauf' },
      sections: {
        about: { nav: 'Das Paar', heading: 'Wie alles begann', eyebrow: 'Willkommen' },
        day: { nav: 'Der Tag', heading: 'Der Tag', eyebrow: 'Tagesablauf', go: 'Zum Tagesablauf' },
        highlights: { nav: 'Infos', heading: 'Alles Wichtige für Gäste', eyebrow: 'Für Gäste' },
        gallery: { nav: 'Fotos', heading: 'Fotos', eyebrow: 'Galerie' },
        faq: { nav: 'Fragen', heading: 'Was Gäste oft fragen', eyebrow: 'Gut zu wissen' },
        rsvp: { nav: 'Rückmeldung', heading: 'Zu- oder Absage', eyebrow: 'Feiern Sie mit', send: 'Antwort senden' },
      },
      contactIntro: {
        we: 'Sagen Sie uns, ob Sie kommen können und wer Sie begleitet, und geben Sie uns Bescheid, wenn beim Essen etwas zu beachten ist.',
        i: 'Sagen Sie mir, ob Sie kommen können und wer Sie begleitet, und geben Sie mir Bescheid, wenn beim Essen etwas zu beachten ist.',
      },
      about: {
        we: 'Wir können es kaum erwarten, mit den Menschen zu feiern, die uns am meisten bedeuten. Hier finden Sie alles für den Tag: den Ablauf, die Anreise, Übernachtungsmöglichkeiten und ein Formular, mit dem Sie uns Ihre Zusage schicken.',
        i: 'Ich kann es kaum erwarten, mit den Menschen zu feiern, die mir am meisten bedeuten. Hier finden Sie alles für den Tag: den Ablauf, die Anreise, Übernachtungsmöglichkeiten und ein Formular, mit dem Sie mir Ihre Zusage schicken.',
      },
      faq: {
        we: [
          { q: 'Bis wann soll ich zu- oder absagen?', a: 'So bald wie möglich, mit dem Formular auf dieser Seite, damit wir mit der Gästezahl planen können.' },
          { q: 'Darf ich eine Begleitung mitbringen?', a: 'Auf Ihrer Einladung steht, wer eingeladen ist. Wenn Sie unsicher sind, fragen Sie uns einfach.' },
          { q: 'Sind Kinder willkommen?', a: 'Auf Ihrer Einladung steht, wer eingeladen ist. Fragen Sie uns, wenn Sie sichergehen möchten.' },
          { q: 'Was ist, wenn ich beim Essen etwas beachten muss?', a: 'Schreiben Sie es in Ihre Rückmeldung, und wir geben es an das Catering weiter.' },
        ],
        i: [
          { q: 'Bis wann soll ich zu- oder absagen?', a: 'So bald wie möglich, mit dem Formular auf dieser Seite, damit ich mit der Gästezahl planen kann.' },
          { q: 'Darf ich eine Begleitung mitbringen?', a: 'Auf Ihrer Einladung steht, wer eingeladen ist. Wenn Sie unsicher sind, fragen Sie mich einfach.' },
          { q: 'Sind Kinder willkommen?', a: 'Auf Ihrer Einladung steht, wer eingeladen ist. Fragen Sie mich, wenn Sie sichergehen möchten.' },
          { q: 'Was ist, wenn ich beim Essen etwas beachten muss?', a: 'Schreiben Sie es in Ihre Rückmeldung, und ich gebe es an das Catering weiter.' },
        ],
      },
      closing: {
        heading: { we: 'Wir hoffen, Sie sind dabei', i: 'Ich hoffe, Sie sind dabei' },
        text: {
          we: 'Antworten Sie mit dem Formular auf dieser Seite, und fragen Sie uns alles, was Sie zum Tag wissen möchten.',
          i: 'Antworten Sie mit dem Formular auf dieser Seite, und fragen Sie mich alles, was Sie zum Tag wissen möchten.',
        },
      },
      featureText: {
        we: ['Alles, was Sie für den Tag brauchen, an einem Ort.', 'Fragen Sie uns, wenn etwas unklar ist.', 'Wir halten diese Seite auf dem neuesten Stand.', 'Sagen Sie uns, wenn Sie bei etwas Hilfe brauchen.'],
        i: ['Alles, was Sie für den Tag brauchen, an einem Ort.', 'Fragen Sie mich, wenn etwas unklar ist.', 'Ich halte diese Seite auf dem neuesten Stand.', 'Sagen Sie mir, wenn Sie bei etwas Hilfe brauchen.'],
      },
    },
  },
  it: {
    wedding: {
      cta: { primary: 'Conferma presenza', secondary: 'Scopri la giornata' },
      sections: {
        about: { nav: 'La storia', heading: 'Come tutto è cominciato', eyebrow: 'Benvenuti' },
        day: { nav: 'La giornata', heading: 'La giornata', eyebrow: 'Programma', go: 'Scopri la giornata' },
        highlights: { nav: 'Info', heading: 'Tutto quello che c’è da sapere', eyebrow: 'Per gli ospiti' },
        gallery: { nav: 'Foto', heading: 'Foto', eyebrow: 'Galleria' },
        faq: { nav: 'Domande', heading: 'Le domande degli ospiti', eyebrow: 'Buono a sapersi' },
        rsvp: { nav: 'Conferma presenza', heading: 'Conferma la tua presenza', eyebrow: 'Vieni a festeggiare', send: 'Invia la risposta' },
      },
      contactIntro: { we: 'Facci sapere se puoi venire e chi sarà con te, e segnalaci eventuali esigenze alimentari.', i: 'Fammi sapere se puoi venire e chi sarà con te, e segnalami eventuali esigenze alimentari.' },
      about: {
        we: 'Non vediamo l’ora di festeggiare con le persone a cui vogliamo più bene. Qui trovi tutto quello che ti serve per la giornata: gli orari, come arrivare, dove dormire e un modulo per confermarci la tua presenza.',
        i: 'Non vedo l’ora di festeggiare con le persone a cui voglio più bene. Qui trovi tutto quello che ti serve per la giornata: gli orari, come arrivare, dove dormire e un modulo per confermarmi la tua presenza.',
      },
      faq: {
        we: [
          { q: 'Entro quando devo confermare?', a: 'Il prima possibile, con il modulo in questa pagina, così potremo organizzarci con i numeri.' },
          { q: 'Posso portare un accompagnatore?', a: 'Il tuo invito indica chi è invitato. Se hai dubbi, chiedici pure.' },
          { q: 'I bambini sono i benvenuti?', a: 'Il tuo invito indica chi è invitato. Se vuoi una conferma, chiedicelo.' },
          { q: 'E se ho esigenze alimentari?', a: 'Indicalo nella tua risposta e lo faremo sapere al catering.' },
        ],
        i: [
          { q: 'Entro quando devo confermare?', a: 'Il prima possibile, con il modulo in questa pagina, così potrò organizzarmi con i numeri.' },
          { q: 'Posso portare un accompagnatore?', a: 'Il tuo invito indica chi è invitato. Se hai dubbi, chiedimi pure.' },
          { q: 'I bambini sono i benvenuti?', a: 'Il tuo invito indica chi è invitato. Se vuoi una conferma, chiedimelo.' },
          { q: 'E se ho esigenze alimentari?', a: 'Indicalo nella tua risposta e lo farò sapere al catering.' },
        ],
      },
      closing: {
        heading: { we: 'Speriamo di festeggiare con te', i: 'Spero di festeggiare con te' },
        text: {
          we: 'Inviaci la tua risposta con il modulo in questa pagina e chiedici tutto quello che vuoi sapere sulla giornata.',
          i: 'Inviami la tua risposta con il modulo in questa pagina e chiedimi tutto quello che vuoi sapere sulla giornata.',
        },
      },
      featureText: {
        we: ['Tutto quello che ti serve per la giornata, in un unico posto.', 'Chiedici pure se qualcosa non è chiaro.', 'Terremo questa pagina aggiornata.', 'Dicci se hai bisogno di una mano per qualsiasi cosa.'],
        i: ['Tutto quello che ti serve per la giornata, in un unico posto.', 'Chiedimi pure se qualcosa non è chiaro.', 'Terrò questa pagina aggiornata.', 'Dimmi se hai bisogno di una mano per qualsiasi cosa.'],
      },
    },
  },
  nl: {
    wedding: {
      cta: { primary: 'Laat weten of je komt', secondary: 'Bekijk de dag' },
      sections: {
        about: { nav: 'Het verhaal', heading: 'Hoe het begon', eyebrow: 'Welkom' },
        day: { nav: 'De dag', heading: 'De dag', eyebrow: 'Dagprogramma', go: 'Bekijk de dag' },
        highlights: { nav: 'Info', heading: 'Alles wat je moet weten', eyebrow: 'Voor gasten' },
        gallery: { nav: 'Foto’s', heading: 'Foto’s', eyebrow: 'Galerij' },
        faq: { nav: 'Vragen', heading: 'Vragen van gasten', eyebrow: 'Goed te weten' },
        rsvp: { nav: 'Aanmelden', heading: 'Laat weten of je komt', eyebrow: 'Kom meevieren', send: 'Antwoord versturen' },
      },
      contactIntro: {
        we: 'Laat ons weten of je kunt komen en wie er met je meekomt, en vertel ons of je dieetwensen hebt.',
        i: 'Laat me weten of je kunt komen en wie er met je meekomt, en vertel me of je dieetwensen hebt.',
      },
      about: {
        we: 'We kijken er enorm naar uit om het te vieren met de mensen van wie we het meest houden. Hier vind je alles voor de dag: de tijden, hoe je er komt, waar je kunt overnachten en een formulier om ons te laten weten dat je komt.',
        i: 'Ik kijk er enorm naar uit om het te vieren met de mensen van wie ik het meest houd. Hier vind je alles voor de dag: de tijden, hoe je er komt, waar je kunt overnachten en een formulier om me te laten weten dat je komt.',
      },
      faq: {
        we: [
          { q: 'Wanneer moet ik uiterlijk reageren?', a: 'Zo snel mogelijk, via het formulier op deze pagina, zodat we weten op hoeveel gasten we kunnen rekenen.' },
          { q: 'Mag ik iemand meenemen?', a: 'Op je uitnodiging staat wie er is uitgenodigd. Twijfel je, vraag het ons dan gewoon.' },
          { q: 'Zijn kinderen welkom?', a: 'Op je uitnodiging staat wie er is uitgenodigd. Wil je het zeker weten, vraag het ons dan.' },
          { q: 'Wat als ik dieetwensen heb?', a: 'Zet ze in je antwoord, dan geven we ze door aan de catering.' },
        ],
        i: [
          { q: 'Wanneer moet ik uiterlijk reageren?', a: 'Zo snel mogelijk, via het formulier op deze pagina, zodat ik weet op hoeveel gasten ik kan rekenen.' },
          { q: 'Mag ik iemand meenemen?', a: 'Op je uitnodiging staat wie er is uitgenodigd. Twijfel je, vraag het me dan gewoon.' },
          { q: 'Zijn kinderen welkom?', a: 'Op je uitnodiging staat wie er is uitgenodigd. Wil je het zeker weten, vraag het me dan.' },
          { q: 'Wat als ik dieetwensen heb?', a: 'Zet ze in je antwoord, dan geef ik ze door aan de catering.' },
        ],
      },
      closing: {
        heading: { we: 'We hopen dat je erbij bent', i: 'Ik hoop dat je erbij bent' },
        text: { we: 'Stuur je antwoord via het formulier op deze pagina, en vraag ons gerust alles over de dag.', i: 'Stuur je antwoord via het formulier op deze pagina, en vraag me gerust alles over de dag.' },
      },
      featureText: {
        we: ['Alles wat je nodig hebt voor de dag, op één plek.', 'Vraag het ons als iets niet duidelijk is.', 'We houden deze pagina actueel.', 'Laat het ons weten als je ergens hulp bij nodig hebt.'],
        i: ['Alles wat je nodig hebt voor de dag, op één plek.', 'Vraag het me als iets niet duidelijk is.', 'Ik houd deze pagina actueel.', 'Laat het me weten als je ergens hulp bij nodig hebt.'],
      },
    },
  },
  ja: {
    wedding: {
      cta: { primary: 'ご出欠を返信', secondary: '当日の流れを見る' },
      sections: {
        about: { nav: 'ふたりの物語', heading: 'ふたりの物語', eyebrow: 'ようこそ' },
        day: { nav: '当日', heading: '当日の流れ', eyebrow: 'スケジュール', go: '当日の流れを見る' },
        highlights: { nav: 'ご案内', heading: 'ゲストの皆さまへのご案内', eyebrow: 'ご案内' },
        gallery: { nav: '写真', heading: '写真', eyebrow: 'ギャラリー' },
        faq: { nav: 'よくある質問', heading: 'ゲストの皆さまからのご質問', eyebrow: '知っておきたいこと' },
        rsvp: { nav: 'ご出欠', heading: 'ご出欠のお返事', eyebrow: 'ぜひご一緒に', send: 'ご出欠を送信' },
      },
      contactIntro: { we: 'ご出席いただけるかどうかと、ご一緒にいらっしゃる方、お食事で配慮が必要なことがあれば、私たちにお知らせください。', i: 'ご出席いただけるかどうかと、ご一緒にいらっしゃる方、お食事で配慮が必要なことがあれば、私にお知らせください。' },
      about: {
        we: '私たちのいちばん大切な人たちと一緒にお祝いできる日を、心から楽しみにしています。このページには、当日のスケジュールや会場への行き方、宿泊先、そしてご出席を私たちにお知らせいただくためのフォームなど、当日に必要なことをすべてまとめています。',
        i: '私のいちばん大切な人たちと一緒にお祝いできる日を、心から楽しみにしています。このページには、当日のスケジュールや会場への行き方、宿泊先、そしてご出席を私にお知らせいただくためのフォームなど、当日に必要なことをすべてまとめています。',
      },
      faq: {
        we: [
          { q: 'ご出欠の返信はいつまでにすればよいですか？', a: '私たちが人数を確認して準備を進められるよう、できるだけ早めに、このページのフォームからお返事をお願いします。' },
          { q: '同伴者を連れて行ってもよいですか？', a: 'どなたをご招待しているかは、招待状に記載しています。わからない場合は、お気軽に私たちにお尋ねください。' },
          { q: '子どもも一緒に参加できますか？', a: 'どなたをご招待しているかは、招待状に記載しています。確認されたい場合は、私たちにお尋ねください。' },
          { q: '食事に制限がある場合はどうすればよいですか？', a: 'ご出欠のお返事の際にお知らせいただければ、私たちから料理の担当者にお伝えします。' },
        ],
        i: [
          { q: 'ご出欠の返信はいつまでにすればよいですか？', a: '私が人数を確認して準備を進められるよう、できるだけ早めに、このページのフォームからお返事をお願いします。' },
          { q: '同伴者を連れて行ってもよいですか？', a: 'どなたをご招待しているかは、招待状に記載しています。わからない場合は、お気軽に私にお尋ねください。' },
          { q: '子どもも一緒に参加できますか？', a: 'どなたをご招待しているかは、招待状に記載しています。確認されたい場合は、私にお尋ねください。' },
          { q: '食事に制限がある場合はどうすればよいですか？', a: 'ご出欠のお返事の際にお知らせいただければ、私から料理の担当者にお伝えします。' },
        ],
      },
      closing: {
        heading: { we: '私たちと一緒にお祝いしてください', i: '私と一緒にお祝いしてください' },
        text: { we: 'このページのフォームからご出欠をお送りください。当日のことで気になることは、何でも私たちにお尋ねください。', i: 'このページのフォームからご出欠をお送りください。当日のことで気になることは、何でも私にお尋ねください。' },
      },
      featureText: {
        we: ['当日に必要なことが、ここにすべてそろっています。', 'わからないことがあれば、私たちにお尋ねください。', 'このページは私たちが随時更新していきます。', '何かお手伝いが必要なときは、私たちにお知らせください。'],
        i: ['当日に必要なことが、ここにすべてそろっています。', 'わからないことがあれば、私にお尋ねください。', 'このページは私が随時更新していきます。', '何かお手伝いが必要なときは、私にお知らせください。'],
      },
    },
  },
  zh: {
    wedding: {
      cta: { primary: '回复出席', secondary: '查看当天安排' },
      sections: {
        about: { nav: '爱情故事', heading: '相识相爱的故事', eyebrow: '欢迎' },
        day: { nav: '婚礼当天', heading: '婚礼当天', eyebrow: '时间安排', go: '查看当天安排' },
        highlights: { nav: '须知', heading: '宾客须知', eyebrow: '致宾客' },
        gallery: { nav: '照片', heading: '照片', eyebrow: '相册' },
        faq: { nav: '常见问题', heading: '宾客常问的问题', eyebrow: '温馨提示' },
        rsvp: { nav: '出席回复', heading: '出席回复', eyebrow: '诚邀您光临', send: '提交回复' },
      },
      contactIntro: { we: '请告诉我们您能否出席、有哪些人与您同行，以及您有什么饮食需求。', i: '请告诉我您能否出席、有哪些人与您同行，以及您有什么饮食需求。' },
      about: { we: '我们迫不及待想和最爱的人们一起庆祝。在这里，您可以找到当天所需的一切信息：时间安排、交通方式、住宿地点，以及告诉我们您会出席的回复表单。', i: '我迫不及待想和最爱的人们一起庆祝。在这里，您可以找到当天所需的一切信息：时间安排、交通方式、住宿地点，以及告诉我您会出席的回复表单。' },
      faq: {
        we: [
          { q: '最晚需要在什么时候回复？', a: '请尽早通过本页的表单回复，方便我们统计人数。' },
          { q: '可以带同伴一起来吗？', a: '请柬上写明了受邀的宾客。如果不确定，直接问我们就好。' },
          { q: '可以带孩子一起来吗？', a: '请柬上写明了受邀的宾客。如果想确认一下，欢迎问我们。' },
          { q: '如果我有饮食需求怎么办？', a: '请在回复时告诉我们，我们会转告负责餐饮的团队。' },
        ],
        i: [
          { q: '最晚需要在什么时候回复？', a: '请尽早通过本页的表单回复，方便我统计人数。' },
          { q: '可以带同伴一起来吗？', a: '请柬上写明了受邀的宾客。如果不确定，直接问我就好。' },
          { q: '可以带孩子一起来吗？', a: '请柬上写明了受邀的宾客。如果想确认一下，欢迎问我。' },
          { q: '如果我有饮食需求怎么办？', a: '请在回复时告诉我，我会转告负责餐饮的团队。' },
        ],
      },
      closing: {
        heading: { we: '我们期待您的到来', i: '我期待您的到来' },
        text: { we: '请通过本页的表单回复是否出席，关于当天的任何问题都可以问我们。', i: '请通过本页的表单回复是否出席，关于当天的任何问题都可以问我。' },
      },
      featureText: {
        we: ['当天所需的一切信息，都在这里。', '如有不清楚的地方，欢迎问我们。', '我们会随时更新这个页面。', '如果需要任何帮助，请告诉我们。'],
        i: ['当天所需的一切信息，都在这里。', '如有不清楚的地方，欢迎问我。', '我会随时更新这个页面。', '如果需要任何帮助，请告诉我。'],
      },
    },
  },
  ar: {
    wedding: {
      cta: { primary: 'تأكيد الحضور', secondary: 'برنامج اليوم' },
      sections: {
        about: { nav: 'الحكاية', heading: 'الحكاية من البداية', eyebrow: 'أهلًا وسهلًا' },
        day: { nav: 'برنامج اليوم', heading: 'برنامج اليوم', eyebrow: 'المواعيد', go: 'اطّلع على برنامج اليوم' },
        highlights: { nav: 'معلومات', heading: 'كل ما تحتاج إلى معرفته', eyebrow: 'للضيوف' },
        gallery: { nav: 'الصور', heading: 'الصور', eyebrow: 'معرض الصور' },
        faq: { nav: 'الأسئلة', heading: 'أسئلة الضيوف', eyebrow: 'معلومات مفيدة' },
        rsvp: { nav: 'تأكيد الحضور', heading: 'تأكيد الحضور', eyebrow: 'بانتظار حضورك', send: 'إرسال الرد' },
      },
      contactIntro: { we: 'أخبرنا إن كنت ستحضر ومن سيأتي معك، وأعلمنا بأي احتياجات غذائية خاصة.', i: 'أخبرني إن كنت ستحضر ومن سيأتي معك، وأعلمني بأي احتياجات غذائية خاصة.' },
      about: {
        we: 'لا نطيق صبرًا حتى نحتفل مع أحبّ الناس إلينا. ستجد هنا كل ما يخص اليوم: المواعيد، وكيفية الوصول، وأماكن الإقامة، ونموذجًا تخبرنا فيه بحضورك.',
        i: 'لا أطيق صبرًا حتى أحتفل مع أحبّ الناس إليّ. ستجد هنا كل ما يخص اليوم: المواعيد، وكيفية الوصول، وأماكن الإقامة، ونموذجًا تخبرني فيه بحضورك.',
      },
      faq: {
        we: [
          { q: 'متى عليّ أن أؤكد حضوري؟', a: 'في أقرب وقت ممكن، عبر النموذج في هذه الصفحة، حتى نتمكن من ترتيب أعداد الحضور.' },
          { q: 'هل يمكنني اصطحاب مرافق؟', a: 'توضّح دعوتك مَن المدعوون. وإن لم تكن متأكدًا، فاسألنا فحسب.' },
          { q: 'هل الأطفال مرحَّب بهم؟', a: 'توضّح دعوتك مَن المدعوون. اسألنا إن أردت التأكد.' },
          { q: 'ماذا لو كانت لديّ احتياجات غذائية خاصة؟', a: 'أخبرنا بها عند تأكيد حضورك، وسننقلها إلى متعهّدي الطعام.' },
        ],
        i: [
          { q: 'متى عليّ أن أؤكد حضوري؟', a: 'في أقرب وقت ممكن، عبر النموذج في هذه الصفحة، حتى أتمكن من ترتيب أعداد الحضور.' },
          { q: 'هل يمكنني اصطحاب مرافق؟', a: 'توضّح دعوتك مَن المدعوون. وإن لم تكن متأكدًا، فاسألني فحسب.' },
          { q: 'هل الأطفال مرحَّب بهم؟', a: 'توضّح دعوتك مَن المدعوون. اسألني إن أردت التأكد.' },
          { q: 'ماذا لو كانت لديّ احتياجات غذائية خاصة؟', a: 'أخبرني بها عند تأكيد حضورك، وسأنقلها إلى متعهّدي الطعام.' },
        ],
      },
      closing: {
        heading: { we: 'نتمنى أن تشاركنا فرحتنا', i: 'أتمنى أن تشاركني فرحتي' },
        text: { we: 'أرسل تأكيد حضورك عبر النموذج في هذه الصفحة، واسألنا عن أي شيء يخص اليوم.', i: 'أرسل تأكيد حضورك عبر النموذج في هذه الصفحة، واسألني عن أي شيء يخص اليوم.' },
      },
      featureText: {
        we: ['كل ما تحتاج إليه لهذا اليوم في مكان واحد.', 'اسألنا إن كان أي شيء غير واضح.', 'سنحرص على تحديث هذه الصفحة باستمرار.', 'أخبرنا إن احتجت إلى مساعدة في أي شيء.'],
        i: ['كل ما تحتاج إليه لهذا اليوم في مكان واحد.', 'اسألني إن كان أي شيء غير واضح.', 'سأحرص على تحديث هذه الصفحة باستمرار.', 'أخبرني إن احتجت إلى مساعدة في أي شيء.'],
      },
    },
  },
};
