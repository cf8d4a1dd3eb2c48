import type { StyleCopy } from './types';

/**
 * A conference or summit (types.ts `PageStyle` `conference`; choose-blueprint `holdsConference`: "A two-day conference
 * for frontend engineers…", "Annual summit for…"), over the events phrasebook, in the site languages: visitors find
 * what the event is, the day's programme (sample sessions and times), what to expect, ticket types (sample, priced by
 * the owner) and how to ask about tickets, speaking, sponsorship or press, instead of a band's list of dates. No claim
 * the organisers have not made (no speakers, numbers, catering, refunds or venue details invented).
 */
export const CONFERENCE_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { conference: StyleCopy }> = {
  en: {
    conference: {
      cta: { primary: 'Get tickets', secondary: 'See the programme' },
      sections: {
        about: { nav: 'About', heading: 'About the event', eyebrow: 'Welcome' },
        programme: { nav: 'Programme', heading: 'The programme', eyebrow: 'Schedule', go: 'See the programme' },
        highlights: { nav: 'Highlights', heading: 'What to expect', eyebrow: 'Highlights' },
        tickets: { nav: 'Tickets', heading: 'Tickets', eyebrow: 'Book your place' },
        faq: { nav: 'FAQ', heading: 'Questions before you come', eyebrow: 'Good to know' },
        contact: { nav: 'Contact', heading: 'Get in touch', eyebrow: 'Tickets, speakers & sponsors', go: 'Ask about tickets' },
      },
      contactIntro: {
        we: 'For tickets, group bookings, speaking, sponsorship or press, send us a message and we’ll get back to you.',
        i: 'For tickets, group bookings, speaking, sponsorship or press, send me a message and I’ll get back to you.',
      },
      about: {
        we: 'Come for the talks and stay for the conversations in between. {name} brings together people who do the work, to share what they’ve learned and meet others who care about the same things. We look forward to seeing you there.',
        i: 'Come for the talks and stay for the conversations in between. {name} brings together people who do the work, to share what they’ve learned and meet others who care about the same things. I look forward to seeing you there.',
      },
      faq: {
        we: [
          { q: 'What does a ticket include?', a: 'Each ticket type on this page lists what it includes. If anything is unclear, ask us before you book.' },
          { q: 'Is the venue accessible?', a: 'Tell us what you need when you get in touch, and we’ll make sure you know what to expect before you come.' },
          { q: 'Can my team book together?', a: 'Yes: send us a message with the form on this page, say how many of you are coming, and we’ll help you book.' },
          { q: 'How can I speak or sponsor?', a: 'Send us a message with the form on this page about speaking, sponsorship or press, and we’ll get back to you.' },
        ],
        i: [
          { q: 'What does a ticket include?', a: 'Each ticket type on this page lists what it includes. If anything is unclear, ask me before you book.' },
          { q: 'Is the venue accessible?', a: 'Tell me what you need when you get in touch, and I’ll make sure you know what to expect before you come.' },
          { q: 'Can my team book together?', a: 'Yes: send me a message with the form on this page, say how many of you are coming, and I’ll help you book.' },
          { q: 'How can I speak or sponsor?', a: 'Send me a message with the form on this page about speaking, sponsorship or press, and I’ll get back to you.' },
        ],
      },
      closing: {
        heading: 'See you there',
        text: 'Get your ticket, tell your colleagues and put the dates in your diary.',
      },
      featureText: {
        we: [
          'Keep an eye on the programme for the latest details.',
          'Ask us about it when you get in touch.',
          'One more reason to be there.',
          'Share it with a colleague who’d enjoy it.',
        ],
        i: [
          'Keep an eye on the programme for the latest details.',
          'Ask me about it when you get in touch.',
          'One more reason to be there.',
          'Share it with a colleague who’d enjoy it.',
        ],
      },
    },
  },
  es: {
    conference: {
      cta: { primary: 'Conseguir entradas', secondary: 'Ver el programa' },
      sections: {
        about: { nav: 'El evento', heading: 'Sobre el evento', eyebrow: 'Bienvenida' },
        programme: { nav: 'Programa', heading: 'El programa', eyebrow: 'Horarios', go: 'Ver el programa' },
        highlights: { nav: 'Destacados', heading: 'Qué vas a encontrar', eyebrow: 'Destacados' },
        tickets: { nav: 'Entradas', heading: 'Entradas', eyebrow: 'Reserva tu plaza' },
        faq: { nav: 'Preguntas', heading: 'Preguntas antes de venir', eyebrow: 'Información útil' },
        contact: { nav: 'Contacto', heading: 'Ponte en contacto', eyebrow: 'Entradas, ponencias, patrocinio', go: 'Preguntar por entradas' },
      },
      contactIntro: {
        we: 'Para entradas, reservas de grupo, ponencias, patrocinio o prensa, escríbenos y te responderemos.',
        i: 'Para entradas, reservas de grupo, ponencias, patrocinio o prensa, escríbeme y te responderé.',
      },
      about: {
        we: 'Ven por las charlas y quédate por las conversaciones de pasillo. En {name} reunimos a quienes hacen el trabajo día a día para compartir lo que han aprendido y conocer a otras personas con las mismas inquietudes.',
        i: 'Ven por las charlas y quédate por las conversaciones de pasillo. En {name} reúno a quienes hacen el trabajo día a día para compartir lo que han aprendido y conocer a otras personas con las mismas inquietudes.',
      },
      faq: {
        we: [
          { q: '¿Qué incluye cada entrada?', a: 'Cada tipo de entrada de esta página indica lo que incluye. Si algo no te queda claro, pregúntanos antes de reservar.' },
          { q: '¿El lugar es accesible?', a: 'Cuéntanos qué necesitas cuando te pongas en contacto y nos aseguraremos de que sepas qué esperar antes de venir.' },
          { q: '¿Puedo reservar para todo mi equipo?', a: 'Sí: escríbenos con el formulario de esta página, indícanos cuántas personas vienen y te ayudaremos con la reserva.' },
          { q: '¿Cómo puedo dar una charla o patrocinar?', a: 'Escríbenos con el formulario de esta página sobre ponencias, patrocinio o prensa y te responderemos.' },
        ],
        i: [
          { q: '¿Qué incluye cada entrada?', a: 'Cada tipo de entrada de esta página indica lo que incluye. Si algo no te queda claro, pregúntame antes de reservar.' },
          { q: '¿El lugar es accesible?', a: 'Cuéntame qué necesitas cuando te pongas en contacto y me aseguraré de que sepas qué esperar antes de venir.' },
          { q: '¿Puedo reservar para todo mi equipo?', a: 'Sí: escríbeme con el formulario de esta página, indícame cuántas personas vienen y te ayudaré con la reserva.' },
          { q: '¿Cómo puedo dar una charla o patrocinar?', a: 'Escríbeme con el formulario de esta página sobre ponencias, patrocinio o prensa y te responderé.' },
        ],
      },
      closing: { heading: '¡No faltes!', text: 'Consigue tu entrada, avisa a tus compañeros y apunta las fechas en tu agenda.' },
      featureText: {
        we: ['Consulta el programa para ver los últimos detalles.', 'Pregúntanos por ello cuando te pongas en contacto.', 'Una razón más para no faltar.', 'Compártelo con algún colega al que le vaya a gustar.'],
        i: ['Consulta el programa para ver los últimos detalles.', 'Pregúntame por ello cuando te pongas en contacto.', 'Una razón más para no faltar.', 'Compártelo con algún colega al que le vaya a gustar.'],
      },
    },
  },
  pt: {
    conference: {
      cta: { primary: 'Comprar bilhetes', secondary: 'Ver o programa' },
      sections: {
        about: { nav: 'O evento', heading: 'Sobre o evento', eyebrow: 'Boas-vindas' },
        programme: { nav: 'Programa', heading: 'O programa', eyebrow: 'Horários', go: 'Ver o programa' },
        highlights: { nav: 'Destaques', heading: 'O que pode esperar', eyebrow: 'Destaques' },
        tickets: { nav: 'Bilhetes', heading: 'Bilhetes', eyebrow: 'Faça parte' },
        faq: { nav: 'Perguntas', heading: 'Perguntas antes de vir', eyebrow: 'Informações úteis' },
        contact: { nav: 'Contacto', heading: 'Entre em contacto', eyebrow: 'Bilhetes, oradores, patrocínios', go: 'Perguntar por bilhetes' },
      },
      contactIntro: {
        we: 'Para bilhetes, reservas de grupo, participação como orador, patrocínios ou imprensa, envie-nos uma mensagem e entraremos em contacto consigo.',
        i: 'Para bilhetes, reservas de grupo, participação como orador, patrocínios ou imprensa, envie-me uma mensagem e entrarei em contacto consigo.',
      },
      about: {
        we: 'Venha pelas palestras e fique pelas conversas nos intervalos. Com {name}, reunimos quem faz o trabalho no dia a dia, para partilhar o que aprendeu e conhecer outras pessoas com os mesmos interesses.',
        i: 'Venha pelas palestras e fique pelas conversas nos intervalos. Com {name}, reúno quem faz o trabalho no dia a dia, para partilhar o que aprendeu e conhecer outras pessoas com os mesmos interesses.',
      },
      faq: {
        we: [
          { q: 'O que inclui cada bilhete?', a: 'Cada tipo de bilhete desta página indica o que inclui. Se alguma coisa não estiver clara, pergunte-nos antes de reservar.' },
          { q: 'O local é acessível?', a: 'Diga-nos do que precisa quando entrar em contacto, e garantimos que fica a saber o que esperar antes de vir.' },
          { q: 'A minha equipa pode reservar em conjunto?', a: 'Sim: envie-nos uma mensagem pelo formulário desta página, diga-nos quantas pessoas vêm e ajudamos com a reserva.' },
          { q: 'Como posso ser orador ou patrocinador?', a: 'Envie-nos uma mensagem pelo formulário desta página sobre intervenções, patrocínios ou imprensa, e entraremos em contacto consigo.' },
        ],
        i: [
          { q: 'O que inclui cada bilhete?', a: 'Cada tipo de bilhete desta página indica o que inclui. Se alguma coisa não estiver clara, pergunte-me antes de reservar.' },
          { q: 'O local é acessível?', a: 'Diga-me do que precisa quando entrar em contacto, e garanto que fica a saber o que esperar antes de vir.' },
          { q: 'A minha equipa pode reservar em conjunto?', a: 'Sim: envie-me uma mensagem pelo formulário desta página, diga-me quantas pessoas vêm e ajudo com a reserva.' },
          { q: 'Como posso ser orador ou patrocinador?', a: 'Envie-me uma mensagem pelo formulário desta página sobre intervenções, patrocínios ou imprensa, e entrarei em contacto consigo.' },
        ],
      },
      closing: { heading: 'Até lá', text: 'Garanta o seu bilhete, avise os colegas e marque as datas na agenda.' },
      featureText: {
        we: ['Acompanhe o programa para ver os pormenores mais recentes.', 'Pergunte-nos por isto quando entrar em contacto.', 'Mais uma razão para estar presente.', 'Partilhe com um colega que vai gostar.'],
        i: ['Acompanhe o programa para ver os pormenores mais recentes.', 'Pergunte-me por isto quando entrar em contacto.', 'Mais uma razão para estar presente.', 'Partilhe com um colega que vai gostar.'],
      },
    },
  },
  fr: {
    conference: {
      cta: { primary: 'Réserver votre place', secondary: 'Voir le programme' },
      sections: {
        about: { nav: 'À propos', heading: 'À propos de l’événement', eyebrow: 'Bienvenue' },
        programme: { nav: 'Au programme', heading: 'Le programme', eyebrow: 'Horaires', go: 'Voir le programme' },
        highlights: { nav: 'Temps forts', heading: 'À ne pas manquer', eyebrow: 'Temps forts' },
        tickets: { nav: 'Billets', heading: 'Billetterie', eyebrow: 'Participez' },
        faq: { nav: 'FAQ', heading: 'Vos questions avant de venir', eyebrow: 'Bon à savoir' },
        contact: { nav: 'Contact', heading: 'Prendre contact', eyebrow: 'Billets, intervenants, partenaires', go: 'Poser une question' },
      },
      contactIntro: {
        we: 'Pour des billets, une réservation de groupe, une intervention, un partenariat ou la presse, écrivez-nous et nous reviendrons vers vous.',
        i: 'Pour des billets, une réservation de groupe, une intervention, un partenariat ou la presse, écrivez-moi et je reviendrai vers vous.',
      },
      about: {
        we: 'Venez pour les conférences, restez pour les échanges entre deux sessions. Avec {name}, nous réunissons les gens de terrain pour partager leurs retours d’expérience et rencontrer d’autres personnes qui s’intéressent aux mêmes sujets.',
        i: 'Venez pour les conférences, restez pour les échanges entre deux sessions. Avec {name}, je réunis les gens de terrain pour partager leurs retours d’expérience et rencontrer d’autres personnes qui s’intéressent aux mêmes sujets.',
      },
      faq: {
        we: [
          { q: 'Que comprend un billet\u202f?', a: 'Chaque type de billet présenté sur cette page précise ce qu’il comprend. Si quelque chose n’est pas clair, posez-nous la question avant de réserver.' },
          { q: 'Le lieu est-il accessible\u202f?', a: 'Dites-nous de quoi vous avez besoin lors de votre prise de contact, et nous veillerons à ce que vous sachiez à quoi vous attendre avant de venir.' },
          { q: 'Mon équipe peut-elle réserver en groupe\u202f?', a: 'Oui\u00a0: écrivez-nous via le formulaire de cette page en indiquant combien vous serez, et nous vous aiderons à réserver.' },
          { q: 'Comment intervenir ou devenir partenaire\u202f?', a: 'Écrivez-nous via le formulaire de cette page au sujet d’une intervention, d’un partenariat ou de la presse, et nous reviendrons vers vous.' },
        ],
        i: [
          { q: 'Que comprend un billet\u202f?', a: 'Chaque type de billet présenté sur cette page précise ce qu’il comprend. Si quelque chose n’est pas clair, posez-moi la question avant de réserver.' },
          { q: 'Le lieu est-il accessible\u202f?', a: 'Dites-moi de quoi vous avez besoin lors de votre prise de contact, et je veillerai à ce que vous sachiez à quoi vous attendre avant de venir.' },
          { q: 'Mon équipe peut-elle réserver en groupe\u202f?', a: 'Oui\u00a0: écrivez-moi via le formulaire de cette page en indiquant combien vous serez, et je vous aiderai à réserver.' },
          { q: 'Comment intervenir ou devenir partenaire\u202f?', a: 'Écrivez-moi via le formulaire de cette page au sujet d’une intervention, d’un partenariat ou de la presse, et je reviendrai vers vous.' },
        ],
      },
      closing: { heading: 'Rendez-vous sur place', text: 'Prenez votre billet, prévenez vos collègues et notez les dates dans votre agenda.' },
      featureText: {
        we: ['Suivez le programme pour les dernières informations.', 'Posez-nous la question lors de votre prise de contact.', 'Une raison de plus d’être là.', 'Partagez-le avec un collègue que cela intéresserait.'],
        i: ['Suivez le programme pour les dernières informations.', 'Posez-moi la question lors de votre prise de contact.', 'Une raison de plus d’être là.', 'Partagez-le avec un collègue que cela intéresserait.'],
      },
    },
  },
  de: {
    conference: {
      cta: { primary: 'Tickets sichern', secondary: 'Zum Programm' },
      sections: {
        about: { nav: 'Überblick', heading: 'Über die Veranstaltung', eyebrow: 'Willkommen' },
        programme: { nav: 'Programm', heading: 'Das Programm', eyebrow: 'Ablauf', go: 'Zum Programm' },
        highlights: { nav: 'Highlights', heading: 'Das erwartet Sie', eyebrow: 'Highlights' },
        tickets: { nav: 'Tickets', heading: 'Tickets', eyebrow: 'Platz sichern' },
        faq: { nav: 'FAQ', heading: 'Fragen vor Ihrer Teilnahme', eyebrow: 'Gut zu wissen' },
        contact: { nav: 'Kontakt', heading: 'Kontakt aufnehmen', eyebrow: 'Tickets, Vorträge & Sponsoring', go: 'Nach Tickets fragen' },
      },
      contactIntro: {
        we: 'Ob Tickets, Gruppenbuchungen, Vorträge, Sponsoring oder Presse: Schreiben Sie uns, und wir melden uns bei Ihnen.',
        i: 'Ob Tickets, Gruppenbuchungen, Vorträge, Sponsoring oder Presse: Schreiben Sie mir, und ich melde mich bei Ihnen.',
      },
      about: {
        we: 'Kommen Sie für die Vorträge, bleiben Sie für die Gespräche dazwischen. {name} bringt Menschen aus der Praxis zusammen, um zu teilen, was sie gelernt haben, und andere kennenzulernen, denen dieselben Themen am Herzen liegen. Wir freuen uns auf Sie.',
        i: 'Kommen Sie für die Vorträge, bleiben Sie für die Gespräche dazwischen. {name} bringt Menschen aus der Praxis zusammen, um zu teilen, was sie gelernt haben, und andere kennenzulernen, denen dieselben Themen am Herzen liegen. Ich freue mich auf Sie.',
      },
      faq: {
        we: [
          { q: 'Was ist im Ticket enthalten?', a: 'Bei jeder Ticketart auf dieser Seite steht, was enthalten ist. Wenn etwas unklar ist, fragen Sie uns vor der Buchung.' },
          { q: 'Ist der Veranstaltungsort barrierefrei?', a: 'Sagen Sie uns bei Ihrer Anfrage, was Sie brauchen, und wir sorgen dafür, dass Sie schon vorher wissen, was Sie erwartet.' },
          { q: 'Kann mein Team gemeinsam buchen?', a: 'Ja: Schreiben Sie uns über das Formular auf dieser Seite, mit wie vielen Personen Sie kommen, und wir helfen Ihnen bei der Buchung.' },
          { q: 'Wie kann ich einen Vortrag halten oder Sponsor werden?', a: 'Schreiben Sie uns über das Formular auf dieser Seite zu Vorträgen, Sponsoring oder Presse, und wir melden uns bei Ihnen.' },
        ],
        i: [
          { q: 'Was ist im Ticket enthalten?', a: 'Bei jeder Ticketart auf dieser Seite steht, was enthalten ist. Wenn etwas unklar ist, fragen Sie mich vor der Buchung.' },
          { q: 'Ist der Veranstaltungsort barrierefrei?', a: 'Sagen Sie mir bei Ihrer Anfrage, was Sie brauchen, und ich sorge dafür, dass Sie schon vorher wissen, was Sie erwartet.' },
          { q: 'Kann mein Team gemeinsam buchen?', a: 'Ja: Schreiben Sie mir über das Formular auf dieser Seite, mit wie vielen Personen Sie kommen, und ich helfe Ihnen bei der Buchung.' },
          { q: 'Wie kann ich einen Vortrag halten oder Sponsor werden?', a: 'Schreiben Sie mir über das Formular auf dieser Seite zu Vorträgen, Sponsoring oder Presse, und ich melde mich bei Ihnen.' },
        ],
      },
      closing: { heading: 'Seien Sie dabei', text: 'Ticket sichern, den Kollegen Bescheid geben und sich den Termin im Kalender vormerken.' },
      featureText: {
        we: ['Behalten Sie das Programm im Blick – dort finden Sie die neuesten Details.', 'Fragen Sie uns danach, wenn Sie sich melden.', 'Noch ein Grund, dabei zu sein.', 'Teilen Sie es mit Kollegen, denen es gefallen wird.'],
        i: ['Behalten Sie das Programm im Blick – dort finden Sie die neuesten Details.', 'Fragen Sie mich danach, wenn Sie sich melden.', 'Noch ein Grund, dabei zu sein.', 'Teilen Sie es mit Kollegen, denen es gefallen wird.'],
      },
    },
  },
  it: {
    conference: {
      cta: { primary: 'Prendi il tuo biglietto', secondary: 'Scopri il programma' },
      sections: {
        about: { nav: 'L’evento', heading: 'Di cosa si tratta', eyebrow: 'Benvenuti' },
        programme: { nav: 'Programma', heading: 'Il programma', eyebrow: 'Orari', go: 'Scopri il programma' },
        highlights: { nav: 'In evidenza', heading: 'Cosa troverai', eyebrow: 'In evidenza' },
        tickets: { nav: 'Biglietti', heading: 'Biglietti', eyebrow: 'Partecipa anche tu' },
        faq: { nav: 'FAQ', heading: 'Prima di venire', eyebrow: 'Buono a sapersi' },
        contact: { nav: 'Contatti', heading: 'Mettiti in contatto', eyebrow: 'Biglietti, relatori & sponsor', go: 'Chiedi info sui biglietti' },
      },
      contactIntro: {
        we: 'Per biglietti, prenotazioni di gruppo, interventi come relatore, sponsorizzazioni o stampa, scrivici e ti risponderemo.',
        i: 'Per biglietti, prenotazioni di gruppo, interventi come relatore, sponsorizzazioni o stampa, scrivimi e ti risponderò.',
      },
      about: {
        we: 'Vieni per gli interventi, resta per le conversazioni nelle pause. {name} riunisce chi fa questo lavoro ogni giorno, per condividere ciò che ha imparato e conoscere altre persone a cui stanno a cuore le stesse cose. Non vediamo l’ora di conoscerti.',
        i: 'Vieni per gli interventi, resta per le conversazioni nelle pause. {name} riunisce chi fa questo lavoro ogni giorno, per condividere ciò che ha imparato e conoscere altre persone a cui stanno a cuore le stesse cose. Non vedo l’ora di conoscerti.',
      },
      faq: {
        we: [
          { q: 'Cosa include il biglietto?', a: 'Ogni tipo di biglietto in questa pagina indica cosa comprende. Se qualcosa non è chiaro, chiedici prima di prenotare.' },
          { q: 'Il luogo è accessibile?', a: 'Quando ci contatti, dicci di cosa hai bisogno: faremo in modo che tu sappia cosa aspettarti prima di venire.' },
          { q: 'Il mio team può prenotare insieme?', a: 'Sì: scrivici con il modulo in questa pagina, dicci quanti sarete e ti aiuteremo a prenotare.' },
          { q: 'Come posso intervenire come relatore o diventare sponsor?', a: 'Scrivici con il modulo in questa pagina per interventi, sponsorizzazioni o stampa, e ti risponderemo.' },
        ],
        i: [
          { q: 'Cosa include il biglietto?', a: 'Ogni tipo di biglietto in questa pagina indica cosa comprende. Se qualcosa non è chiaro, chiedimi prima di prenotare.' },
          { q: 'Il luogo è accessibile?', a: 'Quando mi contatti, dimmi di cosa hai bisogno: farò in modo che tu sappia cosa aspettarti prima di venire.' },
          { q: 'Il mio team può prenotare insieme?', a: 'Sì: scrivimi con il modulo in questa pagina, dimmi quanti sarete e ti aiuterò a prenotare.' },
          { q: 'Come posso intervenire come relatore o diventare sponsor?', a: 'Scrivimi con il modulo in questa pagina per interventi, sponsorizzazioni o stampa, e ti risponderò.' },
        ],
      },
      closing: { heading: 'Ci vediamo lì', text: 'Prendi il biglietto, avvisa i colleghi e segna le date in agenda.' },
      featureText: {
        we: ['Tieni d’occhio il programma per gli ultimi aggiornamenti.', 'Chiedici informazioni quando ci contatti.', 'Un motivo in più per esserci.', 'Condividilo con un collega a cui potrebbe piacere.'],
        i: ['Tieni d’occhio il programma per gli ultimi aggiornamenti.', 'Chiedimi informazioni quando mi contatti.', 'Un motivo in più per esserci.', 'Condividilo con un collega a cui potrebbe piacere.'],
      },
    },
  },
  nl: {
    conference: {
      cta: { primary: 'Regel je ticket', secondary: 'Bekijk het programma' },
      sections: {
        about: { nav: 'Het event', heading: 'Over het evenement', eyebrow: 'Welkom' },
        programme: { nav: 'Programma', heading: 'Het programma', eyebrow: 'Tijdschema', go: 'Bekijk het programma' },
        highlights: { nav: 'Hoogtepunten', heading: 'Wat je kunt verwachten', eyebrow: 'Hoogtepunten' },
        tickets: { nav: 'Tickets', heading: 'Tickets', eyebrow: 'Wees erbij' },
        faq: { nav: 'FAQ', heading: 'Vragen vooraf', eyebrow: 'Praktische info' },
        contact: { nav: 'Contact', heading: 'Neem contact op', eyebrow: 'Tickets, sprekers & sponsors', go: 'Vraag naar tickets' },
      },
      contactIntro: {
        we: 'Voor tickets, groepsboekingen, sponsoring, pers of als je wilt spreken: stuur ons een bericht, dan nemen we contact met je op.',
        i: 'Voor tickets, groepsboekingen, sponsoring, pers of als je wilt spreken: stuur me een bericht, dan neem ik contact met je op.',
      },
      about: {
        we: 'Kom voor de sessies, blijf voor de gesprekken tussendoor. {name} brengt mensen uit de praktijk samen om te delen wat ze hebben geleerd en anderen te ontmoeten die met dezelfde dingen bezig zijn. We hopen je te zien.',
        i: 'Kom voor de sessies, blijf voor de gesprekken tussendoor. {name} brengt mensen uit de praktijk samen om te delen wat ze hebben geleerd en anderen te ontmoeten die met dezelfde dingen bezig zijn. Ik hoop je te zien.',
      },
      faq: {
        we: [
          { q: 'Wat is er bij een ticket inbegrepen?', a: 'Bij elk tickettype op deze pagina staat wat erbij inbegrepen is. Is iets niet duidelijk, vraag het ons dan voordat je boekt.' },
          { q: 'Is de locatie toegankelijk?', a: 'Laat ons weten wat je nodig hebt als je contact opneemt, dan zorgen we dat je vooraf weet wat je kunt verwachten.' },
          { q: 'Kan mijn team samen boeken?', a: 'Ja: stuur ons een bericht via het formulier op deze pagina, laat weten met hoeveel mensen jullie komen, en we helpen je met boeken.' },
          { q: 'Hoe word ik spreker of sponsor?', a: 'Stuur ons een bericht via het formulier op deze pagina over spreken, sponsoring of pers, dan nemen we contact met je op.' },
        ],
        i: [
          { q: 'Wat is er bij een ticket inbegrepen?', a: 'Bij elk tickettype op deze pagina staat wat erbij inbegrepen is. Is iets niet duidelijk, vraag het me dan voordat je boekt.' },
          { q: 'Is de locatie toegankelijk?', a: 'Laat me weten wat je nodig hebt als je contact opneemt, dan zorg ik dat je vooraf weet wat je kunt verwachten.' },
          { q: 'Kan mijn team samen boeken?', a: 'Ja: stuur me een bericht via het formulier op deze pagina, laat weten met hoeveel mensen jullie komen, en ik help je met boeken.' },
          { q: 'Hoe word ik spreker of sponsor?', a: 'Stuur me een bericht via het formulier op deze pagina over spreken, sponsoring of pers, dan neem ik contact met je op.' },
        ],
      },
      closing: { heading: 'Tot dan', text: 'Regel je ticket, vertel het je collega’s en zet de data in je agenda.' },
      featureText: {
        we: ['Houd het programma in de gaten voor de laatste details.', 'Vraag ons ernaar als je contact opneemt.', 'Nog een reden om erbij te zijn.', 'Deel het met een collega die dit ook leuk zou vinden.'],
        i: ['Houd het programma in de gaten voor de laatste details.', 'Vraag mij ernaar als je contact opneemt.', 'Nog een reden om erbij te zijn.', 'Deel het met een collega die dit ook leuk zou vinden.'],
      },
    },
  },
  ja: {
    conference: {
      cta: { primary: 'チケットを購入', secondary: 'プログラムを見る' },
      sections: {
        about: { nav: '概要', heading: 'イベントについて', eyebrow: 'ようこそ' },
        programme: { nav: 'プログラム', heading: '当日のプログラム', eyebrow: 'タイムテーブル', go: 'プログラムを見る' },
        highlights: { nav: '見どころ', heading: 'イベントの見どころ', eyebrow: 'ハイライト' },
        tickets: { nav: 'チケット', heading: 'チケット', eyebrow: 'ぜひご参加ください' },
        faq: { nav: 'よくある質問', heading: 'ご参加前のご質問', eyebrow: '知っておきたいこと' },
        contact: { nav: 'お問い合わせ', heading: 'お気軽にご連絡ください', eyebrow: 'チケット・登壇・協賛', go: 'チケットの問い合わせ' },
      },
      contactIntro: { we: 'チケットや団体でのお申し込み、登壇、協賛、取材については、メッセージをお送りいただければ私たちから折り返しご連絡します。', i: 'チケットや団体でのお申し込み、登壇、協賛、取材については、メッセージをお送りいただければ私から折り返しご連絡します。' },
      about: {
        we: 'トークを聴きに来て、その合間の会話まで楽しんでいってください。{name}は、現場で実際に仕事をしている人たちが集まり、学んだことを分かち合い、同じことを大切にする仲間と出会う場です。会場でお会いできるのを、私たちも楽しみにしています。',
        i: 'トークを聴きに来て、その合間の会話まで楽しんでいってください。{name}は、現場で実際に仕事をしている人たちが集まり、学んだことを分かち合い、同じことを大切にする仲間と出会う場です。会場でお会いできるのを、私も楽しみにしています。',
      },
      faq: {
        we: [
          { q: 'チケットには何が含まれますか？', a: 'このページの各チケットに、含まれる内容を記載しています。わからない点があれば、お申し込みの前に私たちにお尋ねください。' },
          { q: '会場はバリアフリーですか？', a: 'ご連絡の際に、必要なサポートをお知らせください。ご来場の前に当日の様子がわかるよう、私たちからご案内します。' },
          { q: 'チームでまとめて申し込めますか？', a: 'はい。このページのフォームから、参加される人数を添えてメッセージをお送りください。お申し込みは私たちがお手伝いします。' },
          { q: '登壇や協賛をしたい場合は？', a: '登壇、協賛、取材については、このページのフォームからメッセージをお送りください。私たちから折り返しご連絡します。' },
        ],
        i: [
          { q: 'チケットには何が含まれますか？', a: 'このページの各チケットに、含まれる内容を記載しています。わからない点があれば、お申し込みの前に私にお尋ねください。' },
          { q: '会場はバリアフリーですか？', a: 'ご連絡の際に、必要なサポートをお知らせください。ご来場の前に当日の様子がわかるよう、私からご案内します。' },
          { q: 'チームでまとめて申し込めますか？', a: 'はい。このページのフォームから、参加される人数を添えてメッセージをお送りください。お申し込みは私がお手伝いします。' },
          { q: '登壇や協賛をしたい場合は？', a: '登壇、協賛、取材については、このページのフォームからメッセージをお送りください。私から折り返しご連絡します。' },
        ],
      },
      closing: { heading: '会場でお会いしましょう', text: 'チケットを確保して、同僚にも声をかけ、日程をカレンダーに入れておきましょう。' },
      featureText: {
        we: ['最新の詳細は、プログラムで随時ご確認ください。', 'ご連絡の際に、私たちにお気軽にお尋ねください。', '参加する理由が、またひとつ。', '興味を持ちそうな同僚に、ぜひシェアしてください。'],
        i: ['最新の詳細は、プログラムで随時ご確認ください。', 'ご連絡の際に、私にお気軽にお尋ねください。', '参加する理由が、またひとつ。', '興味を持ちそうな同僚に、ぜひシェアしてください。'],
      },
    },
  },
  zh: {
    conference: {
      cta: { primary: '立即购票', secondary: '查看议程' },
      sections: {
        about: { nav: '关于', heading: '关于大会', eyebrow: '欢迎' },
        programme: { nav: '议程', heading: '大会议程', eyebrow: '日程安排', go: '查看议程' },
        highlights: { nav: '亮点', heading: '参会亮点', eyebrow: '亮点' },
        tickets: { nav: '门票', heading: '门票', eyebrow: '欢迎参加' },
        faq: { nav: '常见问题', heading: '参会前的常见问题', eyebrow: '参会须知' },
        contact: { nav: '联系', heading: '欢迎联系', eyebrow: '票务、演讲与赞助', go: '咨询门票' },
      },
      contactIntro: { we: '关于门票、团体预订、演讲、赞助或媒体合作，欢迎给我们留言，我们会回复您。', i: '关于门票、团体预订、演讲、赞助或媒体合作，欢迎给我留言，我会回复您。' },
      about: { we: '为演讲而来，也为演讲之间的交流而留。{name}汇聚一线实践者，分享各自的经验心得，结识关注同样问题的同行。我们期待在现场见到您。', i: '为演讲而来，也为演讲之间的交流而留。{name}汇聚一线实践者，分享各自的经验心得，结识关注同样问题的同行。我期待在现场见到您。' },
      faq: {
        we: [
          { q: '门票包含哪些内容？', a: '本页列出的每种门票都写明了所含内容。如有不清楚的地方，请在购票前问我们。' },
          { q: '场地有无障碍设施吗？', a: '联系时请告诉我们您的需求，我们会让您在到场前了解现场情况。' },
          { q: '团队可以一起报名吗？', a: '可以。请通过本页的表单给我们留言，说明参加人数，我们会协助您完成预订。' },
          { q: '如何申请演讲或赞助？', a: '关于演讲、赞助或媒体合作，请通过本页的表单给我们留言，我们会回复您。' },
        ],
        i: [
          { q: '门票包含哪些内容？', a: '本页列出的每种门票都写明了所含内容。如有不清楚的地方，请在购票前问我。' },
          { q: '场地有无障碍设施吗？', a: '联系时请告诉我您的需求，我会让您在到场前了解现场情况。' },
          { q: '团队可以一起报名吗？', a: '可以。请通过本页的表单给我留言，说明参加人数，我会协助您完成预订。' },
          { q: '如何申请演讲或赞助？', a: '关于演讲、赞助或媒体合作，请通过本页的表单给我留言，我会回复您。' },
        ],
      },
      closing: { heading: '大会现场见', text: '买好门票，告诉同事，把日期记进日历。' },
      featureText: {
        we: ['请留意议程，获取最新详情。', '联系时欢迎向我们询问。', '又一个到场的理由。', '分享给会感兴趣的同事。'],
        i: ['请留意议程，获取最新详情。', '联系时欢迎向我询问。', '又一个到场的理由。', '分享给会感兴趣的同事。'],
      },
    },
  },
  ar: {
    conference: {
      cta: { primary: 'احجز تذكرتك', secondary: 'اطّلع على البرنامج' },
      sections: {
        about: { nav: 'نبذة', heading: 'عن الفعالية', eyebrow: 'أهلًا وسهلًا' },
        programme: { nav: 'البرنامج', heading: 'برنامج الفعالية', eyebrow: 'الجدول الزمني', go: 'اطّلع على البرنامج' },
        highlights: { nav: 'أبرز الفقرات', heading: 'ما الذي ستجده', eyebrow: 'أبرز الفقرات' },
        tickets: { nav: 'التذاكر', heading: 'التذاكر', eyebrow: 'احجز مكانك' },
        faq: { nav: 'الأسئلة', heading: 'أسئلة قبل الحضور', eyebrow: 'معلومات مفيدة' },
        contact: { nav: 'تواصل', heading: 'للتواصل', eyebrow: 'التذاكر والمتحدثون والرعاة', go: 'استفسر عن التذاكر' },
      },
      contactIntro: {
        we: 'للاستفسار عن التذاكر أو حجوزات المجموعات أو المشاركة متحدثًا أو الرعاية أو الصحافة، أرسل لنا رسالة وسنعاود التواصل معك.',
        i: 'للاستفسار عن التذاكر أو حجوزات المجموعات أو المشاركة متحدثًا أو الرعاية أو الصحافة، أرسل لي رسالة وسأعاود التواصل معك.',
      },
      about: {
        we: 'تعال من أجل المحاضرات، وابقَ من أجل الأحاديث التي تدور بينها. يجمع {name} أناسًا يعملون في الميدان، ليتبادلوا ما تعلّموه ويلتقوا بمن يهتمون بما يهتمون به. ويسعدنا أن نراك هناك.',
        i: 'تعال من أجل المحاضرات، وابقَ من أجل الأحاديث التي تدور بينها. يجمع {name} أناسًا يعملون في الميدان، ليتبادلوا ما تعلّموه ويلتقوا بمن يهتمون بما يهتمون به. ويسعدني أن أراك هناك.',
      },
      faq: {
        we: [
          { q: 'ماذا تشمل التذكرة؟', a: 'يوضّح كل نوع من التذاكر في هذه الصفحة ما يشمله. وإن كان أي شيء غير واضح، فاسألنا قبل الحجز.' },
          { q: 'هل المكان مهيّأ لذوي الإعاقة؟', a: 'أخبرنا بما تحتاج إليه عند تواصلك معنا، وسنحرص على أن تعرف ما ينتظرك قبل حضورك.' },
          { q: 'هل يمكن لفريقي الحجز معًا؟', a: 'نعم، أرسل لنا رسالة عبر النموذج في هذه الصفحة، واذكر عدد الحاضرين منكم، وسنساعدك في الحجز.' },
          { q: 'كيف أشارك متحدثًا أو راعيًا؟', a: 'أرسل لنا رسالة عبر النموذج في هذه الصفحة بشأن المشاركة متحدثًا أو الرعاية أو الصحافة، وسنعاود التواصل معك.' },
        ],
        i: [
          { q: 'ماذا تشمل التذكرة؟', a: 'يوضّح كل نوع من التذاكر في هذه الصفحة ما يشمله. وإن كان أي شيء غير واضح، فاسألني قبل الحجز.' },
          { q: 'هل المكان مهيّأ لذوي الإعاقة؟', a: 'أخبرني بما تحتاج إليه عند تواصلك معي، وسأحرص على أن تعرف ما ينتظرك قبل حضورك.' },
          { q: 'هل يمكن لفريقي الحجز معًا؟', a: 'نعم، أرسل لي رسالة عبر النموذج في هذه الصفحة، واذكر عدد الحاضرين منكم، وسأساعدك في الحجز.' },
          { q: 'كيف أشارك متحدثًا أو راعيًا؟', a: 'أرسل لي رسالة عبر النموذج في هذه الصفحة بشأن المشاركة متحدثًا أو الرعاية أو الصحافة، وسأعاود التواصل معك.' },
        ],
      },
      closing: { heading: 'إلى اللقاء هناك', text: 'احجز تذكرتك، وأخبر زملاءك، وسجّل المواعيد في مفكرتك.' },
      featureText: {
        we: ['تابع البرنامج لمعرفة آخر التفاصيل.', 'اسألنا عن ذلك عند تواصلك معنا.', 'سبب إضافي للحضور.', 'شاركه مع زميل سيستمتع به.'],
        i: ['تابع البرنامج لمعرفة آخر التفاصيل.', 'اسألني عن ذلك عند تواصلك معي.', 'سبب إضافي للحضور.', 'شاركه مع زميل سيستمتع به.'],
      },
    },
  },
};
