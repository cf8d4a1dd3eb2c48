import type { StyleCopy } from './types';

/**
 * An activity venue's own words over the local phrasebook (types.ts `PageStyle` `activity`; choose-blueprint
 * `runsActivities`: an escape room, a bowling alley, a trampoline park, a climbing wall, go-karting, laser tag,
 * paintball, axe throwing, mini golf), in the site languages: people book a session for a group and are told
 * what there is to do ("Book a session", "Things to do"), instead of an appointment's words ("How we can
 * help", "We start by talking through what you need", insurance and vouchers). No claim the owner has not
 * made: no ages, prices, group sizes, parties or safety briefings promised.
 */
export const ACTIVITY_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { activity: StyleCopy }> = {
  en: {
    activity: {
      cta: { primary: 'Book a session', secondary: 'See what’s on' },
      sections: {
        services: { nav: 'Activities', heading: 'Things to do', eyebrow: 'Activities' },
        benefits: { heading: 'Before you come', eyebrow: 'Good to know' },
        contact: { nav: 'Book', heading: 'Book a session', eyebrow: 'Booking', send: 'Send booking request' },
      },
      contactIntro: {
        we: 'Tell us the day and time you’d like, how many of you are coming and what you’d like to do, and we’ll confirm your booking.',
        i: 'Tell me the day and time you’d like, how many of you are coming and what you’d like to do, and I’ll confirm your booking.',
      },
      about: {
        we: 'At {name}, we want every visit to be a good time, whether you come with friends, family or the whole team. Book ahead, turn up ready to have fun and ask us anything on the day.',
        i: 'I want every visit to be a good time, whether you come with friends, family or the whole team. Book ahead, turn up ready to have fun and ask me anything on the day.',
      },
      steps: {
        we: [
          { title: 'Choose your session', text: 'Pick what you’d like to do from this page, and when.' },
          { title: 'Send a booking request', text: 'Tell us the day, the time and how many of you are coming.' },
          { title: 'We confirm', text: 'We’ll reply to confirm your booking, or suggest another time if yours is full.' },
        ],
        i: [
          { title: 'Choose your session', text: 'Pick what you’d like to do from this page, and when.' },
          { title: 'Send a booking request', text: 'Tell me the day, the time and how many of you are coming.' },
          { title: 'I confirm', text: 'I’ll reply to confirm your booking, or suggest another time if yours is full.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Groups welcome', text: 'Friends, family or colleagues: tell us how many are coming when you book.' },
          { title: 'Book ahead', text: 'Send a request from this page whenever suits you; no waiting on hold.' },
          { title: 'Questions welcome', text: 'Ask us anything before you come, from ages to what to wear.' },
        ],
        i: [
          { title: 'Groups welcome', text: 'Friends, family or colleagues: tell me how many are coming when you book.' },
          { title: 'Book ahead', text: 'Send a request from this page whenever suits you; no waiting on hold.' },
          { title: 'Questions welcome', text: 'Ask me anything before you come, from ages to what to wear.' },
        ],
      },
      featureText: {
        we: ['Ask about it when you book.', 'One more reason to come back.', 'Part of a visit to {name}.', 'Tell us if you’d like it when you book.'],
        i: ['Ask about it when you book.', 'One more reason to come back.', 'Part of a visit to {name}.', 'Tell me if you’d like it when you book.'],
      },
      faq: {
        we: [
          { q: 'Do I need to book?', a: 'Booking ahead is the best way to make sure there’s room for your group. Send a request from this page and we’ll confirm.' },
          { q: 'What should I wear?', a: 'Ask when you book and we’ll tell you what to wear and what to bring.' },
          { q: 'How does payment work?', a: 'We’ll explain how and when to pay when we confirm your booking.' },
          { q: 'What if I need to change my booking?', a: 'Let us know as soon as you can using the details on this page, and we’ll find another time.' },
        ],
        i: [
          { q: 'Do I need to book?', a: 'Booking ahead is the best way to make sure there’s room for your group. Send a request from this page and I’ll confirm.' },
          { q: 'What should I wear?', a: 'Ask when you book and I’ll tell you what to wear and what to bring.' },
          { q: 'How does payment work?', a: 'I’ll explain how and when to pay when I confirm your booking.' },
          { q: 'What if I need to change my booking?', a: 'Let me know as soon as you can using the details on this page, and I’ll find another time.' },
        ],
      },
    },
  },
  es: {
    activity: {
      cta: { primary: 'Reservar una sesión', secondary: 'Ver las actividades' },
      sections: {
        services: { nav: 'Actividades', heading: 'Qué puedes hacer', eyebrow: 'Actividades' },
        benefits: { heading: 'Antes de venir', eyebrow: 'Información útil' },
        contact: { nav: 'Reservar', heading: 'Reserva una sesión', eyebrow: 'Reservas', send: 'Solicitar reserva' },
      },
      contactIntro: {
        we: 'Dinos qué día y a qué hora te gustaría venir, cuántas personas vienen y qué te apetece hacer, y te confirmaremos la reserva.',
        i: 'Dime qué día y a qué hora te gustaría venir, cuántas personas vienen y qué te apetece hacer, y te confirmaré la reserva.',
      },
      about: {
        we: 'En {name} queremos que cada visita sea un buen rato, ya vengas con amigos, en familia o con todo el equipo. Reserva con antelación, ven con ganas de pasarlo bien y pregúntanos lo que quieras el mismo día.',
        i: 'Quiero que cada visita sea un buen rato, ya vengas con amigos, en familia o con todo el equipo. Reserva con antelación, ven con ganas de pasarlo bien y pregúntame lo que quieras el mismo día.',
      },
      steps: {
        we: [
          { title: 'Elige tu sesión', text: 'Elige en esta página qué te gustaría hacer y cuándo.' },
          { title: 'Envía una solicitud de reserva', text: 'Dinos el día, la hora y cuántas personas vienen.' },
          { title: 'Confirmamos tu reserva', text: 'Te responderemos para confirmarla o te propondremos otra hora si la que elegiste está completa.' },
        ],
        i: [
          { title: 'Elige tu sesión', text: 'Elige en esta página qué te gustaría hacer y cuándo.' },
          { title: 'Envía una solicitud de reserva', text: 'Dime el día, la hora y cuántas personas vienen.' },
          { title: 'Confirmo tu reserva', text: 'Te responderé para confirmarla o te propondré otra hora si la que elegiste está completa.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Grupos bienvenidos', text: 'Amigos, familia o compañeros de trabajo: al reservar, dinos cuántas personas vienen.' },
          { title: 'Reserva con antelación', text: 'Envía tu solicitud desde esta página cuando te venga bien, sin esperas al teléfono.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntanos cualquier cosa antes de venir, de las edades a qué ropa ponerte.' },
        ],
        i: [
          { title: 'Grupos bienvenidos', text: 'Amigos, familia o compañeros de trabajo: al reservar, dime cuántas personas vienen.' },
          { title: 'Reserva con antelación', text: 'Envía tu solicitud desde esta página cuando te venga bien, sin esperas al teléfono.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntame cualquier cosa antes de venir, de las edades a qué ropa ponerte.' },
        ],
      },
      featureText: {
        we: ['Pregunta por ello al reservar.', 'Un motivo más para volver.', 'Parte de una visita a {name}.', 'Si te apetece, dínoslo al reservar.'],
        i: ['Pregunta por ello al reservar.', 'Un motivo más para volver.', 'Parte de una visita a {name}.', 'Si te apetece, dímelo al reservar.'],
      },
      faq: {
        we: [
          { q: '¿Tengo que reservar?', a: 'Reservar con antelación es la mejor forma de asegurarte de que haya sitio para tu grupo. Envía una solicitud desde esta página y te la confirmaremos.' },
          { q: '¿Qué ropa debo llevar?', a: 'Pregunta al reservar y te diremos qué ponerte y qué traer.' },
          { q: '¿Cómo se paga?', a: 'Al confirmar tu reserva te explicaremos cómo y cuándo pagar.' },
          { q: '¿Y si necesito cambiar mi reserva?', a: 'Avísanos cuanto antes con los datos de esta página y buscaremos otra hora.' },
        ],
        i: [
          { q: '¿Tengo que reservar?', a: 'Reservar con antelación es la mejor forma de asegurarte de que haya sitio para tu grupo. Envía una solicitud desde esta página y te la confirmaré.' },
          { q: '¿Qué ropa debo llevar?', a: 'Pregunta al reservar y te diré qué ponerte y qué traer.' },
          { q: '¿Cómo se paga?', a: 'Al confirmar tu reserva te explicaré cómo y cuándo pagar.' },
          { q: '¿Y si necesito cambiar mi reserva?', a: 'Avísame cuanto antes con los datos de esta página y buscaré otra hora.' },
        ],
      },
    },
  },
  pt: {
    activity: {
      cta: { primary: 'Reservar uma sessão', secondary: 'Ver as atividades' },
      sections: {
        services: { nav: 'Atividades', heading: 'O que pode fazer', eyebrow: 'Atividades' },
        benefits: { heading: 'Antes de vir', eyebrow: 'Informações úteis' },
        contact: { nav: 'Reservar', heading: 'Reserve uma sessão', eyebrow: 'Reservas', send: 'Enviar pedido de reserva' },
      },
      contactIntro: {
        we: 'Diga-nos o dia e a hora que prefere, quantas pessoas vêm e o que gostaria de fazer, e confirmamos a sua reserva.',
        i: 'Diga-me o dia e a hora que prefere, quantas pessoas vêm e o que gostaria de fazer, e confirmo a sua reserva.',
      },
      about: {
        we: '{name} quer que cada visita seja um bom momento, quer venha com amigos, com a família ou com a equipa toda. Reserve com antecedência, venha com vontade de se divertir e pergunte-nos o que quiser no próprio dia.',
        i: 'Quero que cada visita seja um bom momento, quer venha com amigos, com a família ou com a equipa toda. Reserve com antecedência, venha com vontade de se divertir e pergunte-me o que quiser no próprio dia.',
      },
      steps: {
        we: [
          { title: 'Escolha a sua sessão', text: 'Escolha nesta página o que gostaria de fazer, e quando.' },
          { title: 'Envie um pedido de reserva', text: 'Diga-nos o dia, a hora e quantas pessoas vêm.' },
          { title: 'Confirmamos a reserva', text: 'Respondemos a confirmar a sua reserva ou sugerimos outra hora se a que escolheu estiver esgotada.' },
        ],
        i: [
          { title: 'Escolha a sua sessão', text: 'Escolha nesta página o que gostaria de fazer, e quando.' },
          { title: 'Envie um pedido de reserva', text: 'Diga-me o dia, a hora e quantas pessoas vêm.' },
          { title: 'Confirmo a reserva', text: 'Respondo a confirmar a sua reserva ou sugiro outra hora se a que escolheu estiver esgotada.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Grupos bem-vindos', text: 'Amigos, família ou colegas: diga-nos quantas pessoas vêm quando reservar.' },
          { title: 'Reserve com antecedência', text: 'Envie um pedido a partir desta página quando lhe der jeito, sem esperas ao telefone.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-nos o que quiser antes de vir, das idades ao que vestir.' },
        ],
        i: [
          { title: 'Grupos bem-vindos', text: 'Amigos, família ou colegas: diga-me quantas pessoas vêm quando reservar.' },
          { title: 'Reserve com antecedência', text: 'Envie um pedido a partir desta página quando lhe der jeito, sem esperas ao telefone.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-me o que quiser antes de vir, das idades ao que vestir.' },
        ],
      },
      featureText: {
        we: ['Pergunte por isto quando reservar.', 'Mais uma razão para voltar.', 'Faz parte de uma visita a {name}.', 'Se lhe interessar, diga-nos quando reservar.'],
        i: ['Pergunte por isto quando reservar.', 'Mais uma razão para voltar.', 'Faz parte de uma visita a {name}.', 'Se lhe interessar, diga-me quando reservar.'],
      },
      faq: {
        we: [
          { q: 'Preciso de reservar?', a: 'Reservar com antecedência é a melhor forma de garantir que há lugar para o seu grupo. Envie um pedido a partir desta página e confirmamos.' },
          { q: 'Que roupa devo vestir?', a: 'Pergunte ao reservar e dizemos-lhe o que vestir e o que trazer.' },
          { q: 'Como funciona o pagamento?', a: 'Explicamos como e quando pagar quando confirmarmos a sua reserva.' },
          { q: 'E se precisar de alterar a reserva?', a: 'Avise-nos o mais cedo possível através dos contactos desta página, e encontramos outra hora.' },
        ],
        i: [
          { q: 'Preciso de reservar?', a: 'Reservar com antecedência é a melhor forma de garantir que há lugar para o seu grupo. Envie um pedido a partir desta página e confirmo.' },
          { q: 'Que roupa devo vestir?', a: 'Pergunte ao reservar e digo-lhe o que vestir e o que trazer.' },
          { q: 'Como funciona o pagamento?', a: 'Explico como e quando pagar quando confirmar a sua reserva.' },
          { q: 'E se precisar de alterar a reserva?', a: 'Avise-me o mais cedo possível através dos contactos desta página, e encontro outra hora.' },
        ],
      },
    },
  },
  fr: {
    activity: {
      cta: { primary: 'Réserver un créneau', secondary: 'Voir les activités' },
      sections: {
        services: { nav: 'Activités', heading: 'À faire sur place', eyebrow: 'Activités' },
        benefits: { heading: 'Avant de venir', eyebrow: 'Bon à savoir' },
        contact: { nav: 'Réserver', heading: 'Réserver un créneau', eyebrow: 'Réservation', send: 'Demander une réservation' },
      },
      contactIntro: {
        we: 'Indiquez-nous le jour et l’heure qui vous conviennent, combien vous serez et ce que vous aimeriez faire, et nous confirmerons votre réservation.',
        i: 'Indiquez-moi le jour et l’heure qui vous conviennent, combien vous serez et ce que vous aimeriez faire, et je confirmerai votre réservation.',
      },
      about: {
        we: 'Chez {name}, nous voulons que chaque visite soit un bon moment, que vous veniez entre amis, en famille ou avec toute l’équipe. Réservez à l’avance, venez prêts à vous amuser et posez-nous toutes vos questions le jour venu.',
        i: 'Je veux que chaque visite soit un bon moment, que vous veniez entre amis, en famille ou avec toute l’équipe. Réservez à l’avance, venez prêts à vous amuser et posez-moi toutes vos questions le jour venu.',
      },
      steps: {
        we: [
          { title: 'Choisissez votre activité', text: 'Choisissez sur cette page ce que vous aimeriez faire, et quand.' },
          { title: 'Envoyez une demande de réservation', text: 'Indiquez-nous le jour, l’heure et combien vous serez.' },
          { title: 'Nous confirmons', text: 'Nous vous répondons pour confirmer votre réservation, ou vous proposons un autre horaire si le vôtre est complet.' },
        ],
        i: [
          { title: 'Choisissez votre activité', text: 'Choisissez sur cette page ce que vous aimeriez faire, et quand.' },
          { title: 'Envoyez une demande de réservation', text: 'Indiquez-moi le jour, l’heure et combien vous serez.' },
          { title: 'Je confirme', text: 'Je vous réponds pour confirmer votre réservation, ou vous propose un autre horaire si le vôtre est complet.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Groupes bienvenus', text: 'Amis, famille ou collègues : indiquez-nous combien vous serez en réservant.' },
          { title: 'Réservez à l’avance', text: 'Envoyez une demande depuis cette page quand cela vous arrange, sans attente au téléphone.' },
          { title: 'Vos questions sont les bienvenues', text: 'Posez-nous toutes vos questions avant de venir, des âges à la tenue à prévoir.' },
        ],
        i: [
          { title: 'Groupes bienvenus', text: 'Amis, famille ou collègues : indiquez-moi combien vous serez en réservant.' },
          { title: 'Réservez à l’avance', text: 'Envoyez une demande depuis cette page quand cela vous arrange, sans attente au téléphone.' },
          { title: 'Vos questions sont les bienvenues', text: 'Posez-moi toutes vos questions avant de venir, des âges à la tenue à prévoir.' },
        ],
      },
      featureText: {
        we: ['Renseignez-vous en réservant.', 'Une raison de plus de revenir.', 'Cela fait partie d’une visite chez {name}.', 'Dites-nous en réservant si cela vous intéresse.'],
        i: ['Renseignez-vous en réservant.', 'Une raison de plus de revenir.', 'Cela fait partie d’une visite chez {name}.', 'Dites-moi en réservant si cela vous intéresse.'],
      },
      faq: {
        we: [
          { q: 'Faut-il réserver ?', a: 'Réserver à l’avance est le meilleur moyen d’être sûr qu’il y aura de la place pour votre groupe. Envoyez une demande depuis cette page et nous vous répondrons pour confirmer.' },
          { q: 'Quelle tenue prévoir ?', a: 'Demandez en réservant et nous vous dirons quelle tenue porter et quoi apporter.' },
          { q: 'Comment se passe le paiement ?', a: 'Nous vous expliquerons comment et quand payer en confirmant votre réservation.' },
          { q: 'Et si je dois modifier ma réservation ?', a: 'Prévenez-nous dès que possible grâce aux coordonnées de cette page, et nous trouverons un autre créneau.' },
        ],
        i: [
          { q: 'Faut-il réserver ?', a: 'Réserver à l’avance est le meilleur moyen d’être sûr qu’il y aura de la place pour votre groupe. Envoyez une demande depuis cette page et je vous répondrai pour confirmer.' },
          { q: 'Quelle tenue prévoir ?', a: 'Demandez en réservant et je vous dirai quelle tenue porter et quoi apporter.' },
          { q: 'Comment se passe le paiement ?', a: 'Je vous expliquerai comment et quand payer en confirmant votre réservation.' },
          { q: 'Et si je dois modifier ma réservation ?', a: 'Prévenez-moi dès que possible grâce aux coordonnées de cette page, et je trouverai un autre créneau.' },
        ],
      },
    },
  },
  de: {
    activity: {
      cta: { primary: 'Jetzt buchen', secondary: 'Aktivitäten ansehen' },
      sections: {
        services: { nav: 'Aktivitäten', heading: 'Was Sie erleben können', eyebrow: 'Aktivitäten' },
        benefits: { heading: 'Vor Ihrem Besuch', eyebrow: 'Gut zu wissen' },
        contact: { nav: 'Buchen', heading: 'Jetzt buchen', eyebrow: 'Buchung', send: 'Buchung anfragen' },
      },
      contactIntro: {
        we: 'Nennen Sie uns den gewünschten Tag und die Uhrzeit, wie viele Sie sind und was Sie machen möchten, und wir bestätigen Ihre Buchung.',
        i: 'Nennen Sie mir den gewünschten Tag und die Uhrzeit, wie viele Sie sind und was Sie machen möchten, und ich bestätige Ihre Buchung.',
      },
      about: {
        we: 'Bei {name} möchten wir, dass Sie bei jedem Besuch eine schöne Zeit haben, ob mit Freunden, mit der Familie oder mit dem ganzen Team. Buchen Sie vorab, kommen Sie mit Lust auf Spaß und fragen Sie uns vor Ort gern alles, was Sie wissen möchten.',
        i: 'Ich möchte, dass Sie bei jedem Besuch eine schöne Zeit haben, ob mit Freunden, mit der Familie oder mit dem ganzen Team. Buchen Sie vorab, kommen Sie mit Lust auf Spaß und fragen Sie mich vor Ort gern alles, was Sie wissen möchten.',
      },
      steps: {
        we: [
          { title: 'Aktivität wählen', text: 'Wählen Sie auf dieser Seite, was Sie machen möchten und wann.' },
          { title: 'Buchungsanfrage senden', text: 'Nennen Sie uns den Tag, die Uhrzeit und wie viele Sie sind.' },
          { title: 'Wir bestätigen', text: 'Wir antworten mit einer Bestätigung oder schlagen eine andere Zeit vor, falls Ihre Wunschzeit ausgebucht ist.' },
        ],
        i: [
          { title: 'Aktivität wählen', text: 'Wählen Sie auf dieser Seite, was Sie machen möchten und wann.' },
          { title: 'Buchungsanfrage senden', text: 'Nennen Sie mir den Tag, die Uhrzeit und wie viele Sie sind.' },
          { title: 'Ich bestätige', text: 'Ich antworte mit einer Bestätigung oder schlage eine andere Zeit vor, falls Ihre Wunschzeit ausgebucht ist.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Gruppen willkommen', text: 'Freunde, Familie oder Kollegen: Sagen Sie uns bei der Buchung, wie viele Sie sind.' },
          { title: 'Vorab buchen', text: 'Senden Sie Ihre Anfrage über diese Seite, wann es Ihnen passt, ganz ohne Warteschleife.' },
          { title: 'Fragen willkommen', text: 'Fragen Sie uns vor Ihrem Besuch alles, vom Alter bis zur passenden Kleidung.' },
        ],
        i: [
          { title: 'Gruppen willkommen', text: 'Freunde, Familie oder Kollegen: Sagen Sie mir bei der Buchung, wie viele Sie sind.' },
          { title: 'Vorab buchen', text: 'Senden Sie Ihre Anfrage über diese Seite, wann es Ihnen passt, ganz ohne Warteschleife.' },
          { title: 'Fragen willkommen', text: 'Fragen Sie mich vor Ihrem Besuch alles, vom Alter bis zur passenden Kleidung.' },
        ],
      },
      featureText: {
        we: ['Fragen Sie bei der Buchung danach.', 'Ein Grund mehr wiederzukommen.', 'Teil eines Besuchs bei {name}.', 'Sagen Sie uns bei der Buchung, wenn Sie das möchten.'],
        i: ['Fragen Sie bei der Buchung danach.', 'Ein Grund mehr wiederzukommen.', 'Teil eines Besuchs bei {name}.', 'Sagen Sie mir bei der Buchung, wenn Sie das möchten.'],
      },
      faq: {
        we: [
          { q: 'Muss ich buchen?', a: 'Wer vorab bucht, kann am besten sicher sein, dass für die ganze Gruppe Platz ist. Senden Sie eine Anfrage über diese Seite, und wir bestätigen sie.' },
          { q: 'Was soll ich anziehen?', a: 'Fragen Sie bei der Buchung, und wir sagen Ihnen, was Sie anziehen und mitbringen sollten.' },
          { q: 'Wie funktioniert die Bezahlung?', a: 'Wie und wann Sie bezahlen, erklären wir Ihnen mit der Bestätigung Ihrer Buchung.' },
          { q: 'Was, wenn ich meine Buchung ändern muss?', a: 'Geben Sie uns so früh wie möglich über die Kontaktdaten auf dieser Seite Bescheid, und wir finden eine andere Zeit.' },
        ],
        i: [
          { q: 'Muss ich buchen?', a: 'Wer vorab bucht, kann am besten sicher sein, dass für die ganze Gruppe Platz ist. Senden Sie eine Anfrage über diese Seite, und ich bestätige sie.' },
          { q: 'Was soll ich anziehen?', a: 'Fragen Sie bei der Buchung, und ich sage Ihnen, was Sie anziehen und mitbringen sollten.' },
          { q: 'Wie funktioniert die Bezahlung?', a: 'Wie und wann Sie bezahlen, erkläre ich Ihnen mit der Bestätigung Ihrer Buchung.' },
          { q: 'Was, wenn ich meine Buchung ändern muss?', a: 'Geben Sie mir so früh wie möglich über die Kontaktdaten auf dieser Seite Bescheid, und ich finde eine andere Zeit.' },
        ],
      },
    },
  },
  it: {
    activity: {
      cta: { primary: 'Prenota una sessione', secondary: 'Scopri le attività' },
      sections: {
        services: { nav: 'Attività', heading: 'Cosa puoi fare', eyebrow: 'Attività' },
        benefits: { heading: 'Prima di venire', eyebrow: 'Buono a sapersi' },
        contact: { nav: 'Prenota', heading: 'Prenota una sessione', eyebrow: 'Prenotazione', send: 'Invia la richiesta' },
      },
      contactIntro: {
        we: 'Dicci il giorno e l’orario che preferisci, quanti siete e cosa ti piacerebbe fare, e ti confermeremo la prenotazione.',
        i: 'Dimmi il giorno e l’orario che preferisci, quanti siete e cosa ti piacerebbe fare, e ti confermerò la prenotazione.',
      },
      about: {
        we: 'Da {name} vogliamo che ogni visita sia un bel momento, che tu venga con gli amici, con la famiglia o con tutta la squadra. Prenota in anticipo, vieni con la voglia di divertirti e chiedici pure qualsiasi cosa sul posto.',
        i: 'Voglio che ogni visita sia un bel momento, che tu venga con gli amici, con la famiglia o con tutta la squadra. Prenota in anticipo, vieni con la voglia di divertirti e chiedimi pure qualsiasi cosa sul posto.',
      },
      steps: {
        we: [
          { title: 'Scegli la tua sessione', text: 'Scegli in questa pagina cosa ti piacerebbe fare, e quando.' },
          { title: 'Invia una richiesta', text: 'Dicci il giorno, l’orario e quanti siete.' },
          { title: 'Confermiamo la prenotazione', text: 'Ti rispondiamo per confermare la prenotazione, o ti proponiamo un altro orario se il tuo è al completo.' },
        ],
        i: [
          { title: 'Scegli la tua sessione', text: 'Scegli in questa pagina cosa ti piacerebbe fare, e quando.' },
          { title: 'Invia una richiesta', text: 'Dimmi il giorno, l’orario e quanti siete.' },
          { title: 'Confermo la prenotazione', text: 'Ti rispondo per confermare la prenotazione, o ti propongo un altro orario se il tuo è al completo.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Gruppi benvenuti', text: 'Amici, famiglia o colleghi: quando prenoti, dicci quanti siete.' },
          { title: 'Prenota in anticipo', text: 'Invia una richiesta da questa pagina quando ti è più comodo, senza attese al telefono.' },
          { title: 'Domande benvenute', text: 'Chiedici tutto prima di venire, dall’età a cosa indossare.' },
        ],
        i: [
          { title: 'Gruppi benvenuti', text: 'Amici, famiglia o colleghi: quando prenoti, dimmi quanti siete.' },
          { title: 'Prenota in anticipo', text: 'Invia una richiesta da questa pagina quando ti è più comodo, senza attese al telefono.' },
          { title: 'Domande benvenute', text: 'Chiedimi tutto prima di venire, dall’età a cosa indossare.' },
        ],
      },
      featureText: {
        we: ['Chiedi informazioni quando prenoti.', 'Un motivo in più per tornare.', 'Fa parte di una visita da {name}.', 'Se ti interessa, dicci quando prenoti.'],
        i: ['Chiedi informazioni quando prenoti.', 'Un motivo in più per tornare.', 'Fa parte di una visita da {name}.', 'Se ti interessa, dimmi quando prenoti.'],
      },
      faq: {
        we: [
          { q: 'Devo prenotare?', a: 'Prenotare in anticipo è il modo migliore per avere la certezza che ci sia posto per il tuo gruppo. Invia una richiesta da questa pagina e ti daremo conferma.' },
          { q: 'Cosa devo indossare?', a: 'Chiedi quando prenoti e ti diremo cosa indossare e cosa portare.' },
          { q: 'Come funziona il pagamento?', a: 'Ti spiegheremo come e quando pagare quando confermeremo la prenotazione.' },
          { q: 'E se devo cambiare la prenotazione?', a: 'Avvisaci il prima possibile con i recapiti di questa pagina e troveremo un altro orario.' },
        ],
        i: [
          { q: 'Devo prenotare?', a: 'Prenotare in anticipo è il modo migliore per avere la certezza che ci sia posto per il tuo gruppo. Invia una richiesta da questa pagina e ti darò conferma.' },
          { q: 'Cosa devo indossare?', a: 'Chiedi quando prenoti e ti dirò cosa indossare e cosa portare.' },
          { q: 'Come funziona il pagamento?', a: 'Ti spiegherò come e quando pagare quando confermerò la prenotazione.' },
          { q: 'E se devo cambiare la prenotazione?', a: 'Avvisami il prima possibile con i recapiti di questa pagina e troverò un altro orario.' },
        ],
      },
    },
  },
  nl: {
    activity: {
      cta: { primary: 'Sessie boeken', secondary: 'Bekijk het aanbod' },
      sections: {
        services: { nav: 'Activiteiten', heading: 'Wat je kunt doen', eyebrow: 'Activiteiten' },
        benefits: { heading: 'Voordat je komt', eyebrow: 'Praktische info' },
        contact: { nav: 'Boeken', heading: 'Boek een sessie', eyebrow: 'Reserveren', send: 'Aanvraag versturen' },
      },
      contactIntro: {
        we: 'Laat ons weten op welke dag en hoe laat je wilt komen, met hoeveel je bent en wat je wilt doen, dan bevestigen we je boeking.',
        i: 'Laat me weten op welke dag en hoe laat je wilt komen, met hoeveel je bent en wat je wilt doen, dan bevestig ik je boeking.',
      },
      about: {
        we: 'Bij {name} willen we dat elk bezoek een leuke tijd wordt, of je nu komt met vrienden, met familie of met het hele team. Boek vooraf, kom met zin om plezier te maken en vraag ons op de dag zelf gerust alles.',
        i: 'Ik wil dat elk bezoek een leuke tijd wordt, of je nu komt met vrienden, met familie of met het hele team. Boek vooraf, kom met zin om plezier te maken en vraag me op de dag zelf gerust alles.',
      },
      steps: {
        we: [
          { title: 'Kies je sessie', text: 'Kies op deze pagina wat je wilt doen, en wanneer.' },
          { title: 'Stuur een boekingsaanvraag', text: 'Laat ons weten op welke dag, hoe laat en met hoeveel je komt.' },
          { title: 'Wij bevestigen', text: 'We antwoorden met een bevestiging, of stellen een ander tijdstip voor als het jouwe vol is.' },
        ],
        i: [
          { title: 'Kies je sessie', text: 'Kies op deze pagina wat je wilt doen, en wanneer.' },
          { title: 'Stuur een boekingsaanvraag', text: 'Laat me weten op welke dag, hoe laat en met hoeveel je komt.' },
          { title: 'Ik bevestig', text: 'Ik antwoord met een bevestiging, of stel een ander tijdstip voor als het jouwe vol is.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Groepen welkom', text: 'Vrienden, familie of collega’s: laat ons bij het boeken weten met hoeveel je komt.' },
          { title: 'Vooraf boeken', text: 'Stuur een aanvraag via deze pagina wanneer het jou uitkomt; geen wachtmuziek.' },
          { title: 'Vragen welkom', text: 'Vraag ons alles voordat je komt, van leeftijden tot wat je het beste kunt aantrekken.' },
        ],
        i: [
          { title: 'Groepen welkom', text: 'Vrienden, familie of collega’s: laat me bij het boeken weten met hoeveel je komt.' },
          { title: 'Vooraf boeken', text: 'Stuur een aanvraag via deze pagina wanneer het jou uitkomt; geen wachtmuziek.' },
          { title: 'Vragen welkom', text: 'Vraag me alles voordat je komt, van leeftijden tot wat je het beste kunt aantrekken.' },
        ],
      },
      featureText: {
        we: ['Vraag ernaar als je boekt.', 'Nog een reden om terug te komen.', 'Onderdeel van een bezoek aan {name}.', 'Laat ons bij het boeken weten of je dit wilt.'],
        i: ['Vraag ernaar als je boekt.', 'Nog een reden om terug te komen.', 'Onderdeel van een bezoek aan {name}.', 'Laat me bij het boeken weten of je dit wilt.'],
      },
      faq: {
        we: [
          { q: 'Moet ik reserveren?', a: 'Vooraf boeken is de beste manier om zeker te weten dat er plek is voor je groep. Stuur een aanvraag via deze pagina, dan bevestigen we die.' },
          { q: 'Wat trek ik aan?', a: 'Vraag het bij het boeken, dan vertellen we wat je het beste kunt aantrekken en meenemen.' },
          { q: 'Hoe werkt betalen?', a: 'Als we je boeking bevestigen, leggen we uit hoe en wanneer je betaalt.' },
          { q: 'Wat als ik mijn boeking moet wijzigen?', a: 'Laat het ons zo snel mogelijk weten via de gegevens op deze pagina, dan zoeken we een ander moment.' },
        ],
        i: [
          { q: 'Moet ik reserveren?', a: 'Vooraf boeken is de beste manier om zeker te weten dat er plek is voor je groep. Stuur een aanvraag via deze pagina, dan bevestig ik die.' },
          { q: 'Wat trek ik aan?', a: 'Vraag het bij het boeken, dan vertel ik wat je het beste kunt aantrekken en meenemen.' },
          { q: 'Hoe werkt betalen?', a: 'Als ik je boeking bevestig, leg ik uit hoe en wanneer je betaalt.' },
          { q: 'Wat als ik mijn boeking moet wijzigen?', a: 'Laat het me zo snel mogelijk weten via de gegevens op deze pagina, dan zoek ik een ander moment.' },
        ],
      },
    },
  },
  ja: {
    activity: {
      cta: { primary: '予約をリクエスト', secondary: 'アクティビティを見る' },
      sections: {
        services: { nav: '遊べること', heading: '楽しめるアクティビティ', eyebrow: 'アクティビティ' },
        benefits: { heading: 'ご来場の前に', eyebrow: '知っておきたいこと' },
        contact: { nav: 'ご予約', heading: 'ご予約のリクエスト', eyebrow: 'ご予約', send: '予約を申し込む' },
      },
      contactIntro: {
        we: 'ご希望の日時と人数、やりたいことをお知らせいただければ、私たちから予約確定のご連絡をします。',
        i: 'ご希望の日時と人数、やりたいことをお知らせいただければ、私から予約確定のご連絡をします。',
      },
      about: {
        we: '{name}では、友人同士でも、ご家族でも、職場の仲間みんなでも、毎回のご来場を楽しい時間にしたいと考えています。事前にご予約のうえ、思いきり楽しむつもりでお越しいただき、当日わからないことは何でも私たちにお尋ねください。',
        i: '私は、友人同士でも、ご家族でも、職場の仲間みんなでも、毎回のご来場を楽しい時間にしたいと考えています。事前にご予約のうえ、思いきり楽しむつもりでお越しいただき、当日わからないことは何でも私にお尋ねください。',
      },
      steps: {
        we: [
          { title: '内容と日時を選ぶ', text: 'このページから、やりたいことと日時をお選びください。' },
          { title: '予約リクエストを送る', text: '日にち、時間、人数を私たちにお知らせください。' },
          { title: 'ご予約の確定', text: '私たちから確認のご連絡をします。ご希望の時間が埋まっている場合は、別の時間をご提案します。' },
        ],
        i: [
          { title: '内容と日時を選ぶ', text: 'このページから、やりたいことと日時をお選びください。' },
          { title: '予約リクエストを送る', text: '日にち、時間、人数を私にお知らせください。' },
          { title: 'ご予約の確定', text: '私から確認のご連絡をします。ご希望の時間が埋まっている場合は、別の時間をご提案します。' },
        ],
      },
      benefits: {
        we: [
          { title: 'グループ歓迎', text: '友人、ご家族、職場の仲間など、ご予約の際に人数を私たちにお知らせください。' },
          { title: '事前予約', text: 'ご都合のよいときに、このページからリクエストを送れます。電話口で待たされることもありません。' },
          { title: 'ご質問はお気軽に', text: '年齢のことから服装まで、ご来場前に何でも私たちにお尋ねください。' },
        ],
        i: [
          { title: 'グループ歓迎', text: '友人、ご家族、職場の仲間など、ご予約の際に人数を私にお知らせください。' },
          { title: '事前予約', text: 'ご都合のよいときに、このページからリクエストを送れます。電話口で待たされることもありません。' },
          { title: 'ご質問はお気軽に', text: '年齢のことから服装まで、ご来場前に何でも私にお尋ねください。' },
        ],
      },
      featureText: {
        we: ['ご予約の際にお気軽にお尋ねください。', 'また来たくなる理由のひとつです。', '{name}でのお楽しみのひとつです。', 'ご希望の場合は、ご予約の際に私たちにお知らせください。'],
        i: ['ご予約の際にお気軽にお尋ねください。', 'また来たくなる理由のひとつです。', '{name}でのお楽しみのひとつです。', 'ご希望の場合は、ご予約の際に私にお知らせください。'],
      },
      faq: {
        we: [
          { q: '予約は必要ですか？', a: 'グループ全員の枠を確保するには、事前のご予約がいちばん確実です。このページからリクエストをお送りいただければ、私たちから確定のご連絡をします。' },
          { q: 'どんな服装で行けばよいですか？', a: 'ご予約の際にお尋ねいただければ、服装や持ち物を私たちからお伝えします。' },
          { q: '支払い方法は？', a: 'お支払いの方法と時期は、ご予約確定の際に私たちからご説明します。' },
          { q: '予約を変更したい場合は？', a: 'このページの連絡先から、できるだけ早く私たちにお知らせください。別の日時をご用意します。' },
        ],
        i: [
          { q: '予約は必要ですか？', a: 'グループ全員の枠を確保するには、事前のご予約がいちばん確実です。このページからリクエストをお送りいただければ、私から確定のご連絡をします。' },
          { q: 'どんな服装で行けばよいですか？', a: 'ご予約の際にお尋ねいただければ、服装や持ち物を私からお伝えします。' },
          { q: '支払い方法は？', a: 'お支払いの方法と時期は、ご予約確定の際に私からご説明します。' },
          { q: '予約を変更したい場合は？', a: 'このページの連絡先から、できるだけ早く私にお知らせください。別の日時をご用意します。' },
        ],
      },
    },
  },
  zh: {
    activity: {
      cta: { primary: '预订场次', secondary: '查看活动项目' },
      sections: {
        services: { nav: '活动项目', heading: '可以玩什么', eyebrow: '活动项目' },
        benefits: { heading: '到访之前', eyebrow: '须知' },
        contact: { nav: '预订', heading: '预订场次', eyebrow: '预订', send: '提交预订申请' },
      },
      contactIntro: {
        we: '告诉我们您想哪天几点来、有几位、想玩什么，我们会为您确认预订。',
        i: '告诉我您想哪天几点来、有几位、想玩什么，我会为您确认预订。',
      },
      about: {
        we: '在{name}，我们希望您每次到访都玩得开心，无论是和朋友、家人还是整个团队一起来。请提前预订，带着好心情前来，当天有任何问题都可以问我们。',
        i: '我希望您每次到访都玩得开心，无论是和朋友、家人还是整个团队一起来。请提前预订，带着好心情前来，当天有任何问题都可以问我。',
      },
      steps: {
        we: [
          { title: '选择场次', text: '在本页选好想玩的项目和时间。' },
          { title: '提交预订申请', text: '告诉我们日期、时间和人数。' },
          { title: '确认预订', text: '我们会回复确认您的预订；如果您选的时段已满，会建议其他时间。' },
        ],
        i: [
          { title: '选择场次', text: '在本页选好想玩的项目和时间。' },
          { title: '提交预订申请', text: '告诉我日期、时间和人数。' },
          { title: '确认预订', text: '我会回复确认您的预订；如果您选的时段已满，会建议其他时间。' },
        ],
      },
      benefits: {
        we: [
          { title: '欢迎团体', text: '朋友、家人或同事都可以，预订时告诉我们有几位即可。' },
          { title: '提前预订', text: '随时在本页提交申请，不用在电话里苦等。' },
          { title: '欢迎提问', text: '从年龄到着装，来之前有任何问题都可以问我们。' },
        ],
        i: [
          { title: '欢迎团体', text: '朋友、家人或同事都可以，预订时告诉我有几位即可。' },
          { title: '提前预订', text: '随时在本页提交申请，不用在电话里苦等。' },
          { title: '欢迎提问', text: '从年龄到着装，来之前有任何问题都可以问我。' },
        ],
      },
      featureText: {
        we: ['预订时欢迎询问。', '又一个再来的理由。', '这是到访{name}的一部分。', '如果需要，预订时请告诉我们。'],
        i: ['预订时欢迎询问。', '又一个再来的理由。', '这是到访{name}的一部分。', '如果需要，预订时请告诉我。'],
      },
      faq: {
        we: [
          { q: '需要预订吗？', a: '提前预订是确保您的团体有位置的最好方式。请在本页提交申请，我们会为您确认。' },
          { q: '应该穿什么？', a: '预订时询问，我们会告诉您该穿什么、带什么。' },
          { q: '如何付款？', a: '我们会在确认预订时说明付款方式和时间。' },
          { q: '需要更改预订怎么办？', a: '请尽早通过本页的联系方式告诉我们，我们会另找时间。' },
        ],
        i: [
          { q: '需要预订吗？', a: '提前预订是确保您的团体有位置的最好方式。请在本页提交申请，我会为您确认。' },
          { q: '应该穿什么？', a: '预订时询问，我会告诉您该穿什么、带什么。' },
          { q: '如何付款？', a: '我会在确认预订时说明付款方式和时间。' },
          { q: '需要更改预订怎么办？', a: '请尽早通过本页的联系方式告诉我，我会另找时间。' },
        ],
      },
    },
  },
  ar: {
    activity: {
      cta: { primary: 'احجز جلسة', secondary: 'اطّلع على الأنشطة' },
      sections: {
        services: { nav: 'الأنشطة', heading: 'ما يمكنك القيام به', eyebrow: 'الأنشطة' },
        benefits: { heading: 'قبل زيارتك', eyebrow: 'معلومات تهمّك' },
        contact: { nav: 'احجز', heading: 'احجز جلسة', eyebrow: 'الحجز', send: 'أرسل طلب الحجز' },
      },
      contactIntro: {
        we: 'أخبرنا باليوم والوقت المناسبين لك، وعدد القادمين، وما تودّ القيام به، وسنؤكد لك حجزك.',
        i: 'أخبرني باليوم والوقت المناسبين لك، وعدد القادمين، وما تودّ القيام به، وسأؤكد لك حجزك.',
      },
      about: {
        we: 'في {name}، نريد أن تكون كل زيارة وقتًا ممتعًا، سواء جئت مع الأصدقاء أو العائلة أو فريق العمل كله. احجز مسبقًا، وتعال مستعدًا للمرح، واسألنا عن أي شيء في يوم زيارتك.',
        i: 'أريد أن تكون كل زيارة وقتًا ممتعًا، سواء جئت مع الأصدقاء أو العائلة أو فريق العمل كله. احجز مسبقًا، وتعال مستعدًا للمرح، واسألني عن أي شيء في يوم زيارتك.',
      },
      steps: {
        we: [
          { title: 'اختر جلستك', text: 'اختر من هذه الصفحة ما تودّ القيام به، ومتى.' },
          { title: 'أرسل طلب حجز', text: 'أخبرنا باليوم والوقت وعدد القادمين.' },
          { title: 'نؤكد حجزك', text: 'نرد عليك لتأكيد حجزك، أو نقترح وقتًا آخر إن كان الوقت الذي اخترته محجوزًا بالكامل.' },
        ],
        i: [
          { title: 'اختر جلستك', text: 'اختر من هذه الصفحة ما تودّ القيام به، ومتى.' },
          { title: 'أرسل طلب حجز', text: 'أخبرني باليوم والوقت وعدد القادمين.' },
          { title: 'أؤكد حجزك', text: 'أرد عليك لتأكيد حجزك، أو أقترح وقتًا آخر إن كان الوقت الذي اخترته محجوزًا بالكامل.' },
        ],
      },
      benefits: {
        we: [
          { title: 'المجموعات مرحّب بها', text: 'أصدقاء أو عائلة أو زملاء: أخبرنا عند الحجز بعدد القادمين.' },
          { title: 'احجز مسبقًا', text: 'أرسل طلبًا من هذه الصفحة في أي وقت يناسبك، دون انتظار على الهاتف.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألنا عن أي شيء قبل أن تأتي، من الأعمار إلى ما ترتديه.' },
        ],
        i: [
          { title: 'المجموعات مرحّب بها', text: 'أصدقاء أو عائلة أو زملاء: أخبرني عند الحجز بعدد القادمين.' },
          { title: 'احجز مسبقًا', text: 'أرسل طلبًا من هذه الصفحة في أي وقت يناسبك، دون انتظار على الهاتف.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألني عن أي شيء قبل أن تأتي، من الأعمار إلى ما ترتديه.' },
        ],
      },
      featureText: {
        we: ['اسأل عنه عند الحجز.', 'سبب آخر للعودة.', 'جزء من زيارتك إلى {name}.', 'أخبرنا عند الحجز إن كنت ترغب فيه.'],
        i: ['اسأل عنه عند الحجز.', 'سبب آخر للعودة.', 'جزء من زيارتك إلى {name}.', 'أخبرني عند الحجز إن كنت ترغب فيه.'],
      },
      faq: {
        we: [
          { q: 'هل أحتاج إلى الحجز؟', a: 'الحجز المسبق أفضل طريقة لضمان وجود مكان لمجموعتك. أرسل طلبًا من هذه الصفحة وسنؤكد لك الحجز.' },
          { q: 'ماذا أرتدي؟', a: 'اسأل عند الحجز وسنخبرك بما ترتديه وما تحضره معك.' },
          { q: 'كيف يتم الدفع؟', a: 'سنشرح لك كيف ومتى تدفع عند تأكيد حجزك.' },
          { q: 'ماذا لو احتجت إلى تغيير حجزي؟', a: 'أخبرنا في أقرب وقت عبر بيانات التواصل في هذه الصفحة، وسنجد لك وقتًا آخر.' },
        ],
        i: [
          { q: 'هل أحتاج إلى الحجز؟', a: 'الحجز المسبق أفضل طريقة لضمان وجود مكان لمجموعتك. أرسل طلبًا من هذه الصفحة وسأؤكد لك الحجز.' },
          { q: 'ماذا أرتدي؟', a: 'اسأل عند الحجز وسأخبرك بما ترتديه وما تحضره معك.' },
          { q: 'كيف يتم الدفع؟', a: 'سأشرح لك كيف ومتى تدفع عند تأكيد حجزك.' },
          { q: 'ماذا لو احتجت إلى تغيير حجزي؟', a: 'أخبرني في أقرب وقت عبر بيانات التواصل في هذه الصفحة، وسأجد لك وقتًا آخر.' },
        ],
      },
    },
  },
};
