import type { StyleCopy } from './types';

/**
 * A campsite's, caravan park's or glamping site's own words over the local phrasebook (types.ts `PageStyle`
 * `campsite`; choose-blueprint `pitchesTents`), in the site languages: like a place to stay it asks for
 * dates and guests ("Check availability"), but its guests choose a pitch rather than a room and bring a
 * tent, a caravan or a motorhome; its pitches section (`pitches`) lists them with prices per night. No
 * claim the owner has not made: no facilities, campfires, dogs or hook-ups promised, no prices.
 */
export const CAMPSITE_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { campsite: StyleCopy }> = {
  en: {
    campsite: {
      cta: { primary: 'Check availability' },
      sections: {
        pitches: { nav: 'Pitches', heading: 'Pitches and prices', eyebrow: 'Stay', go: 'See the pitches' },
        services: { nav: 'On site', heading: 'On the site', eyebrow: 'Your stay' },
        booking: { heading: 'How to book your pitch' },
        benefits: { heading: 'Why book direct' },
        faq: { heading: 'Before you arrive' },
        contact: { nav: 'Book', heading: 'Check availability', eyebrow: 'Your stay', send: 'Check availability' },
      },
      contactIntro: {
        we: 'Tell us your dates, how many of you there are and whether you’re bringing a tent, a caravan or a motorhome, and we’ll let you know what’s free.',
        i: 'Tell me your dates, how many of you there are and whether you’re bringing a tent, a caravan or a motorhome, and I’ll let you know what’s free.',
      },
      about: {
        we: 'At {name}, we want your stay to feel easy from the moment you pull in: a warm welcome, a pitch that suits you and help with anything you need. Ask us anything before you book.',
        i: 'I want your stay to feel easy from the moment you pull in: a warm welcome, a pitch that suits you and help with anything you need. Ask me anything before you book.',
      },
      steps: {
        we: [
          { title: 'Choose a pitch', text: 'Look through the pitches and prices on this page.' },
          { title: 'Send your dates', text: 'Tell us when you’d like to arrive and leave, how many of you there are and what you’re bringing.' },
          { title: 'We confirm your stay', text: 'We’ll reply to confirm, or suggest other dates or pitches if yours are taken.' },
        ],
        i: [
          { title: 'Choose a pitch', text: 'Look through the pitches and prices on this page.' },
          { title: 'Send your dates', text: 'Tell me when you’d like to arrive and leave, how many of you there are and what you’re bringing.' },
          { title: 'I confirm your stay', text: 'I’ll reply to confirm, or suggest other dates or pitches if yours are taken.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Book direct', text: 'Your request comes straight to us, with no booking site in between.' },
          { title: 'The right pitch', text: 'Tell us the size of your tent or van and we’ll help you choose.' },
          { title: 'Questions welcome', text: 'Ask us anything before you book, from dogs to the nearest shop.' },
        ],
        i: [
          { title: 'Book direct', text: 'Your request comes straight to me, with no booking site in between.' },
          { title: 'The right pitch', text: 'Tell me the size of your tent or van and I’ll help you choose.' },
          { title: 'Questions welcome', text: 'Ask me anything before you book, from dogs to the nearest shop.' },
        ],
      },
      faq: {
        we: [
          { q: 'What time can we arrive and leave?', a: 'We’ll confirm the times with your booking. If you need to arrive early or leave late, just ask.' },
          { q: 'What’s included in the price?', a: 'Ask when you book and we’ll tell you what comes with your pitch.' },
          { q: 'Can I bring my dog?', a: 'Ask when you book and we’ll tell you what we allow on site.' },
          { q: 'What if I need to change my dates?', a: 'Let us know as soon as you can using the details on this page, and we’ll do our best to find other dates.' },
        ],
        i: [
          { q: 'What time can we arrive and leave?', a: 'I’ll confirm the times with your booking. If you need to arrive early or leave late, just ask.' },
          { q: 'What’s included in the price?', a: 'Ask when you book and I’ll tell you what comes with your pitch.' },
          { q: 'Can I bring my dog?', a: 'Ask when you book and I’ll tell you what I allow on site.' },
          { q: 'What if I need to change my dates?', a: 'Let me know as soon as you can using the details on this page, and I’ll do my best to find other dates.' },
        ],
      },
    },
  },
  es: {
    campsite: {
      cta: { primary: 'Consultar disponibilidad' },
      sections: {
        pitches: { nav: 'Parcelas', heading: 'Parcelas y tarifas', eyebrow: 'Alojamiento', go: 'Ver parcelas' },
        services: { nav: 'El camping', heading: 'En el camping', eyebrow: 'Tu estancia' },
        booking: { heading: 'Cómo reservar tu parcela' },
        benefits: { heading: 'Por qué reservar directamente' },
        faq: { heading: 'Antes de tu llegada' },
        contact: { nav: 'Reservar', heading: 'Consulta disponibilidad', eyebrow: 'Tu estancia', send: 'Consultar disponibilidad' },
      },
      contactIntro: {
        we: 'Dinos tus fechas, para cuántas personas y si traes tienda, caravana o autocaravana, y te diremos qué tenemos libre.',
        i: 'Dime tus fechas, para cuántas personas y si traes tienda, caravana o autocaravana, y te diré qué tengo libre.',
      },
      about: {
        we: 'En {name} queremos que tu estancia sea fácil desde el momento en que llegas: una bienvenida cálida, una parcela a tu medida y ayuda con lo que necesites. Pregúntanos lo que quieras antes de reservar.',
        i: 'Quiero que tu estancia sea fácil desde el momento en que llegas: una bienvenida cálida, una parcela a tu medida y ayuda con lo que necesites. Pregúntame lo que quieras antes de reservar.',
      },
      steps: {
        we: [
          { title: 'Elige una parcela', text: 'Consulta las parcelas y tarifas de esta página.' },
          { title: 'Envía tus fechas', text: 'Dinos cuándo quieres llegar y marcharte, para cuántas personas y qué traes.' },
          { title: 'Confirmamos tu estancia', text: 'Te responderemos para confirmarla o te propondremos otras fechas u otra parcela si las tuyas están ocupadas.' },
        ],
        i: [
          { title: 'Elige una parcela', text: 'Consulta las parcelas y tarifas de esta página.' },
          { title: 'Envía tus fechas', text: 'Dime cuándo quieres llegar y marcharte, para cuántas personas y qué traes.' },
          { title: 'Confirmo tu estancia', text: 'Te responderé para confirmarla o te propondré otras fechas u otra parcela si las tuyas están ocupadas.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Reserva directa', text: 'Tu solicitud nos llega directamente, sin plataformas de reserva de por medio.' },
          { title: 'La parcela adecuada', text: 'Dinos el tamaño de tu tienda o de tu vehículo y te ayudaremos a elegir.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntanos cualquier cosa antes de reservar, de los perros al supermercado más cercano.' },
        ],
        i: [
          { title: 'Reserva directa', text: 'Tu solicitud me llega directamente, sin plataformas de reserva de por medio.' },
          { title: 'La parcela adecuada', text: 'Dime el tamaño de tu tienda o de tu vehículo y te ayudaré a elegir.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntame cualquier cosa antes de reservar, de los perros al supermercado más cercano.' },
        ],
      },
      faq: {
        we: [
          { q: '¿A qué hora podemos llegar y marcharnos?', a: 'Te confirmaremos los horarios con la reserva. Si necesitas llegar antes o salir más tarde, pregúntanos.' },
          { q: '¿Qué incluye el precio?', a: 'Pregunta al reservar y te diremos qué incluye tu parcela.' },
          { q: '¿Puedo llevar a mi perro?', a: 'Pregunta al reservar y te diremos qué admitimos en el camping.' },
          { q: '¿Y si necesito cambiar las fechas?', a: 'Avísanos cuanto antes con los datos de esta página y haremos lo posible por encontrar otras fechas.' },
        ],
        i: [
          { q: '¿A qué hora podemos llegar y marcharnos?', a: 'Te confirmaré los horarios con la reserva. Si necesitas llegar antes o salir más tarde, pregúntame.' },
          { q: '¿Qué incluye el precio?', a: 'Pregunta al reservar y te diré qué incluye tu parcela.' },
          { q: '¿Puedo llevar a mi perro?', a: 'Pregunta al reservar y te diré qué admito en el camping.' },
          { q: '¿Y si necesito cambiar las fechas?', a: 'Avísame cuanto antes con los datos de esta página y haré lo posible por encontrar otras fechas.' },
        ],
      },
    },
  },
  pt: {
    campsite: {
      cta: { primary: 'Ver disponibilidade' },
      sections: {
        pitches: { nav: 'Lugares', heading: 'Lugares e preços', eyebrow: 'Estadia', go: 'Ver os lugares' },
        services: { nav: 'No parque', heading: 'No parque de campismo', eyebrow: 'A sua estadia' },
        booking: { heading: 'Como reservar o seu lugar' },
        benefits: { heading: 'Porquê reservar diretamente' },
        faq: { heading: 'Antes de chegar' },
        contact: { nav: 'Reservar', heading: 'Ver disponibilidade', eyebrow: 'A sua estadia', send: 'Ver disponibilidade' },
      },
      contactIntro: {
        we: 'Diga-nos as suas datas, quantas pessoas são e se traz tenda, caravana ou autocaravana, e dizemos-lhe o que temos livre.',
        i: 'Diga-me as suas datas, quantas pessoas são e se traz tenda, caravana ou autocaravana, e digo-lhe o que tenho livre.',
      },
      about: {
        we: '{name} quer que a sua estadia seja fácil desde o momento em que chega: uma receção calorosa, um lugar à sua medida e ajuda com o que precisar. Pergunte-nos o que quiser antes de reservar.',
        i: 'Quero que a sua estadia seja fácil desde o momento em que chega: uma receção calorosa, um lugar à sua medida e ajuda com o que precisar. Pergunte-me o que quiser antes de reservar.',
      },
      steps: {
        we: [
          { title: 'Escolha um lugar', text: 'Veja os lugares e preços nesta página.' },
          { title: 'Envie as suas datas', text: 'Diga-nos quando quer chegar e partir, quantas pessoas são e o que traz.' },
          { title: 'Confirmamos a estadia', text: 'Respondemos a confirmar ou sugerimos outras datas ou outro lugar se os seus estiverem ocupados.' },
        ],
        i: [
          { title: 'Escolha um lugar', text: 'Veja os lugares e preços nesta página.' },
          { title: 'Envie as suas datas', text: 'Diga-me quando quer chegar e partir, quantas pessoas são e o que traz.' },
          { title: 'Confirmo a estadia', text: 'Respondo a confirmar ou sugiro outras datas ou outro lugar se os seus estiverem ocupados.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Reserva direta', text: 'O seu pedido chega-nos diretamente, sem plataformas de reserva pelo meio.' },
          { title: 'O lugar certo', text: 'Diga-nos o tamanho da sua tenda ou do seu veículo e ajudamos a escolher.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-nos o que quiser antes de reservar, dos cães à loja mais próxima.' },
        ],
        i: [
          { title: 'Reserva direta', text: 'O seu pedido chega-me diretamente, sem plataformas de reserva pelo meio.' },
          { title: 'O lugar certo', text: 'Diga-me o tamanho da sua tenda ou do seu veículo e ajudo a escolher.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-me o que quiser antes de reservar, dos cães à loja mais próxima.' },
        ],
      },
      faq: {
        we: [
          { q: 'A que horas podemos chegar e partir?', a: 'Confirmamos os horários com a reserva. Se precisar de chegar mais cedo ou sair mais tarde, é só pedir.' },
          { q: 'O que está incluído no preço?', a: 'Pergunte ao reservar e dizemos-lhe o que inclui o seu lugar.' },
          { q: 'Posso trazer o meu cão?', a: 'Pergunte ao reservar e dizemos-lhe o que aceitamos no parque.' },
          { q: 'E se precisar de mudar as datas?', a: 'Avise-nos o quanto antes pelos contactos desta página e faremos o possível por encontrar outras datas.' },
        ],
        i: [
          { q: 'A que horas podemos chegar e partir?', a: 'Confirmo os horários com a reserva. Se precisar de chegar mais cedo ou sair mais tarde, é só pedir.' },
          { q: 'O que está incluído no preço?', a: 'Pergunte ao reservar e digo-lhe o que inclui o seu lugar.' },
          { q: 'Posso trazer o meu cão?', a: 'Pergunte ao reservar e digo-lhe o que aceito no parque.' },
          { q: 'E se precisar de mudar as datas?', a: 'Avise-me o quanto antes pelos contactos desta página e farei o possível por encontrar outras datas.' },
        ],
      },
    },
  },
  fr: {
    campsite: {
      cta: { primary: 'Voir les disponibilités' },
      sections: {
        pitches: { nav: 'Emplacements', heading: 'Emplacements et tarifs', eyebrow: 'Séjour', go: 'Voir les emplacements' },
        services: { nav: 'Sur place', heading: 'Sur le camping', eyebrow: 'Votre séjour' },
        booking: { heading: 'Comment réserver votre emplacement' },
        benefits: { heading: 'Pourquoi réserver en direct' },
        faq: { heading: 'Avant votre arrivée' },
        contact: { nav: 'Réserver', heading: 'Vérifier les disponibilités', eyebrow: 'Votre séjour', send: 'Voir les disponibilités' },
      },
      contactIntro: {
        we: 'Indiquez-nous vos dates, le nombre de personnes et si vous venez avec une tente, une caravane ou un camping-car, et nous vous dirons ce qui est libre.',
        i: 'Indiquez-moi vos dates, le nombre de personnes et si vous venez avec une tente, une caravane ou un camping-car, et je vous dirai ce qui est libre.',
      },
      about: {
        we: 'Chez {name}, nous voulons que votre séjour soit simple dès votre arrivée : un accueil chaleureux, un emplacement qui vous convient et de l’aide pour tout ce dont vous avez besoin. Posez-nous toutes vos questions avant de réserver.',
        i: 'Je veux que votre séjour soit simple dès votre arrivée : un accueil chaleureux, un emplacement qui vous convient et de l’aide pour tout ce dont vous avez besoin. Posez-moi toutes vos questions avant de réserver.',
      },
      steps: {
        we: [
          { title: 'Choisissez un emplacement', text: 'Parcourez les emplacements et les tarifs de cette page.' },
          { title: 'Envoyez vos dates', text: 'Dites-nous quand vous souhaitez arriver et repartir, combien vous serez et avec quoi vous venez.' },
          { title: 'Nous confirmons votre séjour', text: 'Nous vous répondons pour confirmer, ou vous proposons d’autres dates ou un autre emplacement si les vôtres ne sont plus libres.' },
        ],
        i: [
          { title: 'Choisissez un emplacement', text: 'Parcourez les emplacements et les tarifs de cette page.' },
          { title: 'Envoyez vos dates', text: 'Dites-moi quand vous souhaitez arriver et repartir, combien vous serez et avec quoi vous venez.' },
          { title: 'Je confirme votre séjour', text: 'Je vous réponds pour confirmer, ou vous propose d’autres dates ou un autre emplacement si les vôtres ne sont plus libres.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Réservation directe', text: 'Votre demande nous arrive directement, sans plateforme de réservation entre nous.' },
          { title: 'Le bon emplacement', text: 'Indiquez-nous la taille de votre tente ou de votre véhicule et nous vous aiderons à choisir.' },
          { title: 'Vos questions sont les bienvenues', text: 'Posez-nous toutes vos questions avant de réserver, des chiens au commerce le plus proche.' },
        ],
        i: [
          { title: 'Réservation directe', text: 'Votre demande m’arrive directement, sans plateforme de réservation entre vous et moi.' },
          { title: 'Le bon emplacement', text: 'Indiquez-moi la taille de votre tente ou de votre véhicule et je vous aiderai à choisir.' },
          { title: 'Vos questions sont les bienvenues', text: 'Posez-moi toutes vos questions avant de réserver, des chiens au commerce le plus proche.' },
        ],
      },
      faq: {
        we: [
          { q: 'À quelle heure peut-on arriver et repartir ?', a: 'Nous vous confirmons les horaires avec la réservation. Si vous devez arriver tôt ou partir tard, demandez-nous.' },
          { q: 'Que comprend le prix ?', a: 'Demandez en réservant et nous vous dirons ce qui est inclus avec votre emplacement.' },
          { q: 'Puis-je venir avec mon chien ?', a: 'Demandez en réservant et nous vous dirons ce que nous acceptons sur le camping.' },
          { q: 'Et si je dois changer mes dates ?', a: 'Prévenez-nous dès que possible grâce aux coordonnées de cette page et nous ferons de notre mieux pour trouver d’autres dates.' },
        ],
        i: [
          { q: 'À quelle heure peut-on arriver et repartir ?', a: 'Je vous confirme les horaires avec la réservation. Si vous devez arriver tôt ou partir tard, demandez-moi.' },
          { q: 'Que comprend le prix ?', a: 'Demandez en réservant et je vous dirai ce qui est inclus avec votre emplacement.' },
          { q: 'Puis-je venir avec mon chien ?', a: 'Demandez en réservant et je vous dirai ce que j’accepte sur le camping.' },
          { q: 'Et si je dois changer mes dates ?', a: 'Prévenez-moi dès que possible grâce aux coordonnées de cette page et je ferai de mon mieux pour trouver d’autres dates.' },
        ],
      },
    },
  },
  de: {
    campsite: {
      cta: { primary: 'Verfügbarkeit anfragen' },
      sections: {
        pitches: { nav: 'Stellplätze', heading: 'Stellplätze und Preise', eyebrow: 'Übernachten', go: 'Stellplätze ansehen' },
        services: { nav: 'Vor Ort', heading: 'Auf dem Platz', eyebrow: 'Ihr Aufenthalt' },
        booking: { heading: 'So buchen Sie Ihren Stellplatz' },
        benefits: { heading: 'Warum direkt buchen' },
        faq: { heading: 'Vor Ihrer Anreise' },
        contact: { nav: 'Buchen', heading: 'Verfügbarkeit anfragen', eyebrow: 'Ihr Aufenthalt', send: 'Verfügbarkeit anfragen' },
      },
      contactIntro: {
        we: 'Nennen Sie uns Ihre Reisedaten, wie viele Sie sind und ob Sie mit Zelt, Wohnwagen oder Wohnmobil kommen, und wir sagen Ihnen, was frei ist.',
        i: 'Nennen Sie mir Ihre Reisedaten, wie viele Sie sind und ob Sie mit Zelt, Wohnwagen oder Wohnmobil kommen, und ich sage Ihnen, was frei ist.',
      },
      about: {
        we: 'Bei {name} möchten wir, dass Ihr Aufenthalt vom ersten Moment an unkompliziert ist: ein herzlicher Empfang, ein Stellplatz, der zu Ihnen passt, und Hilfe bei allem, was Sie brauchen. Fragen Sie uns vor der Buchung gern alles, was Sie wissen möchten.',
        i: 'Ich möchte, dass Ihr Aufenthalt vom ersten Moment an unkompliziert ist: ein herzlicher Empfang, ein Stellplatz, der zu Ihnen passt, und Hilfe bei allem, was Sie brauchen. Fragen Sie mich vor der Buchung gern alles, was Sie wissen möchten.',
      },
      steps: {
        we: [
          { title: 'Stellplatz wählen', text: 'Sehen Sie sich die Stellplätze und Preise auf dieser Seite an.' },
          { title: 'Reisedaten senden', text: 'Sagen Sie uns, wann Sie anreisen und abreisen möchten, wie viele Sie sind und was Sie mitbringen.' },
          { title: 'Wir bestätigen', text: 'Wir antworten mit einer Bestätigung oder schlagen andere Daten oder einen anderen Stellplatz vor, falls Ihrer belegt ist.' },
        ],
        i: [
          { title: 'Stellplatz wählen', text: 'Sehen Sie sich die Stellplätze und Preise auf dieser Seite an.' },
          { title: 'Reisedaten senden', text: 'Sagen Sie mir, wann Sie anreisen und abreisen möchten, wie viele Sie sind und was Sie mitbringen.' },
          { title: 'Ich bestätige', text: 'Ich antworte mit einer Bestätigung oder schlage andere Daten oder einen anderen Stellplatz vor, falls Ihrer belegt ist.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Direkt buchen', text: 'Ihre Anfrage kommt direkt bei uns an, ohne Buchungsportal dazwischen.' },
          { title: 'Der passende Stellplatz', text: 'Nennen Sie uns die Größe Ihres Zelts oder Fahrzeugs, und wir helfen Ihnen bei der Wahl.' },
          { title: 'Fragen willkommen', text: 'Fragen Sie uns vor der Buchung alles, vom Hund bis zum nächsten Laden.' },
        ],
        i: [
          { title: 'Direkt buchen', text: 'Ihre Anfrage kommt direkt bei mir an, ohne Buchungsportal dazwischen.' },
          { title: 'Der passende Stellplatz', text: 'Nennen Sie mir die Größe Ihres Zelts oder Fahrzeugs, und ich helfe Ihnen bei der Wahl.' },
          { title: 'Fragen willkommen', text: 'Fragen Sie mich vor der Buchung alles, vom Hund bis zum nächsten Laden.' },
        ],
      },
      faq: {
        we: [
          { q: 'Wann sind An- und Abreise möglich?', a: 'Die Zeiten bestätigen wir mit Ihrer Buchung. Wenn Sie früher anreisen oder später abreisen möchten, fragen Sie einfach.' },
          { q: 'Was ist im Preis enthalten?', a: 'Fragen Sie bei der Buchung, und wir sagen Ihnen, was zu Ihrem Stellplatz gehört.' },
          { q: 'Darf ich meinen Hund mitbringen?', a: 'Fragen Sie bei der Buchung, und wir sagen Ihnen, was wir auf dem Platz erlauben.' },
          { q: 'Was, wenn sich meine Reisedaten ändern?', a: 'Sagen Sie uns so früh wie möglich über die Kontaktdaten auf dieser Seite Bescheid, und wir bemühen uns um andere Daten.' },
        ],
        i: [
          { q: 'Wann sind An- und Abreise möglich?', a: 'Die Zeiten bestätige ich mit Ihrer Buchung. Wenn Sie früher anreisen oder später abreisen möchten, fragen Sie einfach.' },
          { q: 'Was ist im Preis enthalten?', a: 'Fragen Sie bei der Buchung, und ich sage Ihnen, was zu Ihrem Stellplatz gehört.' },
          { q: 'Darf ich meinen Hund mitbringen?', a: 'Fragen Sie bei der Buchung, und ich sage Ihnen, was ich auf dem Platz erlaube.' },
          { q: 'Was, wenn sich meine Reisedaten ändern?', a: 'Sagen Sie mir so früh wie möglich über die Kontaktdaten auf dieser Seite Bescheid, und ich bemühe mich um andere Daten.' },
        ],
      },
    },
  },
  it: {
    campsite: {
      cta: { primary: 'Verifica disponibilità' },
      sections: {
        pitches: { nav: 'Piazzole', heading: 'Piazzole e tariffe', eyebrow: 'Soggiorno', go: 'Vedi le piazzole' },
        services: { nav: 'In campeggio', heading: 'Nel campeggio', eyebrow: 'Il tuo soggiorno' },
        booking: { heading: 'Come prenotare la piazzola' },
        benefits: { heading: 'Perché prenotare direttamente' },
        faq: { heading: 'Prima dell’arrivo' },
        contact: { nav: 'Prenota', heading: 'Verifica disponibilità', eyebrow: 'Il tuo soggiorno', send: 'Verifica disponibilità' },
      },
      contactIntro: {
        we: 'Dicci le date, quante persone siete e se porti una tenda, una roulotte o un camper, e ti diremo cosa è libero.',
        i: 'Dimmi le date, quante persone siete e se porti una tenda, una roulotte o un camper, e ti dirò cosa è libero.',
      },
      about: {
        we: 'Da {name} vogliamo che il tuo soggiorno sia semplice dal momento in cui arrivi: un’accoglienza calorosa, una piazzola adatta a te e aiuto per qualsiasi cosa ti serva. Chiedici pure qualsiasi cosa prima di prenotare.',
        i: 'Voglio che il tuo soggiorno sia semplice dal momento in cui arrivi: un’accoglienza calorosa, una piazzola adatta a te e aiuto per qualsiasi cosa ti serva. Chiedimi pure qualsiasi cosa prima di prenotare.',
      },
      steps: {
        we: [
          { title: 'Scegli una piazzola', text: 'Guarda le piazzole e le tariffe in questa pagina.' },
          { title: 'Inviaci le date', text: 'Dicci quando vuoi arrivare e ripartire, quanti siete e cosa porti.' },
          { title: 'Confermiamo il soggiorno', text: 'Ti rispondiamo per confermare, o ti proponiamo altre date o un’altra piazzola se le tue sono occupate.' },
        ],
        i: [
          { title: 'Scegli una piazzola', text: 'Guarda le piazzole e le tariffe in questa pagina.' },
          { title: 'Inviami le date', text: 'Dimmi quando vuoi arrivare e ripartire, quanti siete e cosa porti.' },
          { title: 'Confermo il soggiorno', text: 'Ti rispondo per confermare, o ti propongo altre date o un’altra piazzola se le tue sono occupate.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Prenotazione diretta', text: 'La tua richiesta arriva direttamente a noi, senza portali di prenotazione in mezzo.' },
          { title: 'La piazzola giusta', text: 'Dicci quanto è grande la tua tenda o il tuo mezzo e ti aiutiamo a scegliere.' },
          { title: 'Domande benvenute', text: 'Chiedici tutto prima di prenotare, dai cani al negozio più vicino.' },
        ],
        i: [
          { title: 'Prenotazione diretta', text: 'La tua richiesta arriva direttamente a me, senza portali di prenotazione in mezzo.' },
          { title: 'La piazzola giusta', text: 'Dimmi quanto è grande la tua tenda o il tuo mezzo e ti aiuto a scegliere.' },
          { title: 'Domande benvenute', text: 'Chiedimi tutto prima di prenotare, dai cani al negozio più vicino.' },
        ],
      },
      faq: {
        we: [
          { q: 'A che ora possiamo arrivare e ripartire?', a: 'Ti confermiamo gli orari con la prenotazione. Se devi arrivare prima o partire più tardi, chiedi pure.' },
          { q: 'Cosa comprende il prezzo?', a: 'Chiedi al momento della prenotazione e ti diremo cosa è incluso con la piazzola.' },
          { q: 'Posso portare il mio cane?', a: 'Chiedi al momento della prenotazione e ti diremo cosa ammettiamo in campeggio.' },
          { q: 'E se devo cambiare le date?', a: 'Avvisaci il prima possibile con i contatti di questa pagina e faremo il possibile per trovare altre date.' },
        ],
        i: [
          { q: 'A che ora possiamo arrivare e ripartire?', a: 'Ti confermo gli orari con la prenotazione. Se devi arrivare prima o partire più tardi, chiedi pure.' },
          { q: 'Cosa comprende il prezzo?', a: 'Chiedi al momento della prenotazione e ti dirò cosa è incluso con la piazzola.' },
          { q: 'Posso portare il mio cane?', a: 'Chiedi al momento della prenotazione e ti dirò cosa ammetto in campeggio.' },
          { q: 'E se devo cambiare le date?', a: 'Avvisami il prima possibile con i contatti di questa pagina e farò il possibile per trovare altre date.' },
        ],
      },
    },
  },
  nl: {
    campsite: {
      cta: { primary: 'Beschikbaarheid opvragen' },
      sections: {
        pitches: { nav: 'Kampeerplaatsen', heading: 'Kampeerplaatsen en prijzen', eyebrow: 'Verblijf', go: 'Bekijk de plaatsen' },
        services: { nav: 'Ter plaatse', heading: 'Op de camping', eyebrow: 'Je verblijf' },
        booking: { heading: 'Zo boek je je kampeerplaats' },
        benefits: { heading: 'Waarom direct boeken' },
        faq: { heading: 'Voor je aankomst' },
        contact: { nav: 'Boeken', heading: 'Beschikbaarheid opvragen', eyebrow: 'Je verblijf', send: 'Beschikbaarheid opvragen' },
      },
      contactIntro: {
        we: 'Laat ons je data weten, met hoeveel je bent en of je met een tent, caravan of camper komt, dan laten we weten wat er vrij is.',
        i: 'Laat me je data weten, met hoeveel je bent en of je met een tent, caravan of camper komt, dan laat ik weten wat er vrij is.',
      },
      about: {
        we: 'Bij {name} willen we dat je verblijf vanaf je aankomst makkelijk voelt: een warm welkom, een kampeerplaats die bij je past en hulp bij alles wat je nodig hebt. Vraag ons gerust alles voordat je boekt.',
        i: 'Ik wil dat je verblijf vanaf je aankomst makkelijk voelt: een warm welkom, een kampeerplaats die bij je past en hulp bij alles wat je nodig hebt. Vraag me gerust alles voordat je boekt.',
      },
      steps: {
        we: [
          { title: 'Kies een kampeerplaats', text: 'Bekijk de kampeerplaatsen en prijzen op deze pagina.' },
          { title: 'Stuur je data', text: 'Laat ons weten wanneer je wilt aankomen en vertrekken, met hoeveel je bent en wat je meeneemt.' },
          { title: 'Wij bevestigen', text: 'We antwoorden met een bevestiging, of stellen andere data of een andere kampeerplaats voor als die van jou bezet is.' },
        ],
        i: [
          { title: 'Kies een kampeerplaats', text: 'Bekijk de kampeerplaatsen en prijzen op deze pagina.' },
          { title: 'Stuur je data', text: 'Laat me weten wanneer je wilt aankomen en vertrekken, met hoeveel je bent en wat je meeneemt.' },
          { title: 'Ik bevestig', text: 'Ik antwoord met een bevestiging, of stel andere data of een andere kampeerplaats voor als die van jou bezet is.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Direct boeken', text: 'Je aanvraag komt rechtstreeks bij ons, zonder boekingssite ertussen.' },
          { title: 'De juiste kampeerplaats', text: 'Vertel ons hoe groot je tent of voertuig is en we helpen je kiezen.' },
          { title: 'Vragen welkom', text: 'Vraag ons alles voordat je boekt, van honden tot de dichtstbijzijnde winkel.' },
        ],
        i: [
          { title: 'Direct boeken', text: 'Je aanvraag komt rechtstreeks bij mij, zonder boekingssite ertussen.' },
          { title: 'De juiste kampeerplaats', text: 'Vertel me hoe groot je tent of voertuig is en ik help je kiezen.' },
          { title: 'Vragen welkom', text: 'Vraag me alles voordat je boekt, van honden tot de dichtstbijzijnde winkel.' },
        ],
      },
      faq: {
        we: [
          { q: 'Hoe laat zijn aankomst en vertrek?', a: 'We bevestigen de tijden bij je boeking. Wil je eerder aankomen of later vertrekken, vraag het gerust.' },
          { q: 'Wat zit er bij de prijs inbegrepen?', a: 'Vraag het bij het boeken, dan vertellen we wat er bij je kampeerplaats hoort.' },
          { q: 'Mag mijn hond mee?', a: 'Vraag het bij het boeken, dan vertellen we wat we op de camping toestaan.' },
          { q: 'En als ik mijn data wil wijzigen?', a: 'Laat het ons zo snel mogelijk weten via de gegevens op deze pagina, dan doen we ons best om andere data te vinden.' },
        ],
        i: [
          { q: 'Hoe laat zijn aankomst en vertrek?', a: 'Ik bevestig de tijden bij je boeking. Wil je eerder aankomen of later vertrekken, vraag het gerust.' },
          { q: 'Wat zit er bij de prijs inbegrepen?', a: 'Vraag het bij het boeken, dan vertel ik wat er bij je kampeerplaats hoort.' },
          { q: 'Mag mijn hond mee?', a: 'Vraag het bij het boeken, dan vertel ik wat ik op de camping toesta.' },
          { q: 'En als ik mijn data wil wijzigen?', a: 'Laat het me zo snel mogelijk weten via de gegevens op deze pagina, dan doe ik mijn best om andere data te vinden.' },
        ],
      },
    },
  },
  ja: {
    campsite: {
      cta: { primary: '空き状況を確認' },
      sections: {
        pitches: { nav: 'サイト', heading: 'サイトと料金', eyebrow: 'ご宿泊', go: 'サイトを見る' },
        services: { nav: '場内のご案内', heading: 'キャンプ場内のご案内', eyebrow: 'ご滞在' },
        booking: { heading: 'サイトの予約方法' },
        benefits: { heading: '直接予約のメリット' },
        faq: { heading: 'ご到着の前に' },
        contact: { nav: 'ご予約', heading: '空き状況を確認', eyebrow: 'ご宿泊', send: '空き状況を確認' },
      },
      contactIntro: {
        we: 'ご希望の日程、人数、テント・キャンピングトレーラー・キャンピングカーのどれでお越しかをお知らせいただければ、私たちから空き状況をご連絡します。',
        i: 'ご希望の日程、人数、テント・キャンピングトレーラー・キャンピングカーのどれでお越しかをお知らせいただければ、私から空き状況をご連絡します。',
      },
      about: {
        we: '{name}では、到着の瞬間から気持ちよく過ごしていただけるよう、温かいお出迎えとぴったりのサイト、そして必要なときのお手伝いを心がけています。ご予約前に何でも私たちにお尋ねください。',
        i: '到着の瞬間から気持ちよく過ごしていただけるよう、温かいお出迎えとぴったりのサイト、そして必要なときのお手伝いを心がけています。ご予約前に何でも私にお尋ねください。',
      },
      steps: {
        we: [
          { title: 'サイトを選ぶ', text: 'このページでサイトと料金をご覧ください。' },
          { title: '日程を送る', text: '到着日と出発日、人数、テントや車両の種類を私たちにお知らせください。' },
          { title: 'ご予約の確定', text: '私たちから確認のご連絡をします。ご希望の日程やサイトが埋まっている場合は、別の日程やサイトをご提案します。' },
        ],
        i: [
          { title: 'サイトを選ぶ', text: 'このページでサイトと料金をご覧ください。' },
          { title: '日程を送る', text: '到着日と出発日、人数、テントや車両の種類を私にお知らせください。' },
          { title: 'ご予約の確定', text: '私から確認のご連絡をします。ご希望の日程やサイトが埋まっている場合は、別の日程やサイトをご提案します。' },
        ],
      },
      benefits: {
        we: [
          { title: '直接予約', text: '予約サービスを通さず、ご依頼が私たちに直接届きます。' },
          { title: 'ぴったりのサイト', text: 'テントや車両の大きさをお聞かせいただければ、私たちがサイト選びをお手伝いします。' },
          { title: 'ご質問はお気軽に', text: '犬の同伴から最寄りのお店まで、ご予約前に何でも私たちにお尋ねください。' },
        ],
        i: [
          { title: '直接予約', text: '予約サービスを通さず、ご依頼が私に直接届きます。' },
          { title: 'ぴったりのサイト', text: 'テントや車両の大きさをお聞かせいただければ、私がサイト選びをお手伝いします。' },
          { title: 'ご質問はお気軽に', text: '犬の同伴から最寄りのお店まで、ご予約前に何でも私にお尋ねください。' },
        ],
      },
      faq: {
        we: [
          { q: '到着と出発の時間は？', a: 'ご予約の際に、私たちから時間をお知らせします。早めの到着や遅めの出発をご希望の場合はご相談ください。' },
          { q: '料金には何が含まれますか？', a: 'ご予約の際にお尋ねいただければ、サイトに含まれる内容を私たちからお伝えします。' },
          { q: '犬を連れて行けますか？', a: 'ご予約の際にお尋ねいただければ、場内で認めていることを私たちからお伝えします。' },
          { q: '日程を変更したい場合は？', a: 'このページの連絡先からできるだけ早く私たちにお知らせください。別の日程をできる限りご用意します。' },
        ],
        i: [
          { q: '到着と出発の時間は？', a: 'ご予約の際に、私から時間をお知らせします。早めの到着や遅めの出発をご希望の場合はご相談ください。' },
          { q: '料金には何が含まれますか？', a: 'ご予約の際にお尋ねいただければ、サイトに含まれる内容を私からお伝えします。' },
          { q: '犬を連れて行けますか？', a: 'ご予約の際にお尋ねいただければ、場内で認めていることを私からお伝えします。' },
          { q: '日程を変更したい場合は？', a: 'このページの連絡先からできるだけ早く私にお知らせください。別の日程をできる限りご用意します。' },
        ],
      },
    },
  },
  zh: {
    campsite: {
      cta: { primary: '查询空位' },
      sections: {
        pitches: { nav: '营位', heading: '营位与价格', eyebrow: '住宿', go: '查看营位' },
        services: { nav: '营地服务', heading: '营地里的服务', eyebrow: '您的住宿' },
        booking: { heading: '如何预订营位' },
        benefits: { heading: '为什么直接预订' },
        faq: { heading: '抵达之前' },
        contact: { nav: '预订', heading: '查询空位', eyebrow: '您的住宿', send: '查询空位' },
      },
      contactIntro: {
        we: '告诉我们您的日期、人数，以及您带的是帐篷、拖挂式房车还是自行式房车，我们会告诉您有哪些空位。',
        i: '告诉我您的日期、人数，以及您带的是帐篷、拖挂式房车还是自行式房车，我会告诉您有哪些空位。',
      },
      about: {
        we: '在{name}，我们希望您从驶入营地那一刻起就住得轻松：热情的接待、合适的营位，有任何需要都可以找我们。预订前有任何问题，都欢迎问我们。',
        i: '我希望您从驶入营地那一刻起就住得轻松：热情的接待、合适的营位，有任何需要都可以找我。预订前有任何问题，都欢迎问我。',
      },
      steps: {
        we: [
          { title: '选择营位', text: '在本页查看营位和价格。' },
          { title: '发送日期', text: '告诉我们您想哪天入住、哪天离开，有几位客人，以及会带什么装备。' },
          { title: '确认住宿', text: '我们会回复确认；如果您要的日期或营位已满，会建议其他日期或营位。' },
        ],
        i: [
          { title: '选择营位', text: '在本页查看营位和价格。' },
          { title: '发送日期', text: '告诉我您想哪天入住、哪天离开，有几位客人，以及会带什么装备。' },
          { title: '确认住宿', text: '我会回复确认；如果您要的日期或营位已满，会建议其他日期或营位。' },
        ],
      },
      benefits: {
        we: [
          { title: '直接预订', text: '您的请求直接发给我们，中间没有预订网站。' },
          { title: '合适的营位', text: '告诉我们您的帐篷或车辆有多大，我们帮您挑选。' },
          { title: '欢迎提问', text: '从带狗入住到最近的商店，预订前都可以问我们。' },
        ],
        i: [
          { title: '直接预订', text: '您的请求直接发给我，中间没有预订网站。' },
          { title: '合适的营位', text: '告诉我您的帐篷或车辆有多大，我帮您挑选。' },
          { title: '欢迎提问', text: '从带狗入住到最近的商店，预订前都可以问我。' },
        ],
      },
      faq: {
        we: [
          { q: '几点可以入住和离开？', a: '我们会在确认预订时告知时间。如需提前到达或延迟离开，请告诉我们。' },
          { q: '价格包含什么？', a: '预订时询问，我们会告诉您营位包含哪些内容。' },
          { q: '可以带狗吗？', a: '预订时询问，我们会告诉您营地允许什么。' },
          { q: '如果需要更改日期怎么办？', a: '请尽早通过本页的联系方式告诉我们，我们会尽力安排其他日期。' },
        ],
        i: [
          { q: '几点可以入住和离开？', a: '我会在确认预订时告知时间。如需提前到达或延迟离开，请告诉我。' },
          { q: '价格包含什么？', a: '预订时询问，我会告诉您营位包含哪些内容。' },
          { q: '可以带狗吗？', a: '预订时询问，我会告诉您营地允许什么。' },
          { q: '如果需要更改日期怎么办？', a: '请尽早通过本页的联系方式告诉我，我会尽力安排其他日期。' },
        ],
      },
    },
  },
  ar: {
    campsite: {
      cta: { primary: 'تحقق من التوفر' },
      sections: {
        pitches: { nav: 'قطع التخييم', heading: 'قطع التخييم والأسعار', eyebrow: 'الإقامة', go: 'شاهد قطع التخييم' },
        services: { nav: 'في المخيم', heading: 'داخل المخيم', eyebrow: 'إقامتك' },
        booking: { heading: 'كيف تحجز قطعة التخييم' },
        benefits: { heading: 'لماذا تحجز مباشرة' },
        faq: { heading: 'قبل وصولك' },
        contact: { nav: 'احجز', heading: 'تحقق من التوفر', eyebrow: 'إقامتك', send: 'تحقق من التوفر' },
      },
      contactIntro: {
        we: 'أخبرنا بتواريخك وعدد الأشخاص وهل ستأتي بخيمة أو كرفان أو عربة سكن متنقلة، وسنخبرك بما هو متاح.',
        i: 'أخبرني بتواريخك وعدد الأشخاص وهل ستأتي بخيمة أو كرفان أو عربة سكن متنقلة، وسأخبرك بما هو متاح.',
      },
      about: {
        we: 'في {name}، نريد أن تكون إقامتك سهلة منذ لحظة وصولك: ترحيب دافئ وقطعة تخييم تناسبك ومساعدة في كل ما تحتاجه. اسألنا عن أي شيء قبل أن تحجز.',
        i: 'أريد أن تكون إقامتك سهلة منذ لحظة وصولك: ترحيب دافئ وقطعة تخييم تناسبك ومساعدة في كل ما تحتاجه. اسألني عن أي شيء قبل أن تحجز.',
      },
      steps: {
        we: [
          { title: 'اختر قطعة تخييم', text: 'اطّلع على قطع التخييم والأسعار في هذه الصفحة.' },
          { title: 'أرسل تواريخك', text: 'أخبرنا متى تريد الوصول والمغادرة، وكم عددكم، وماذا ستُحضر معك.' },
          { title: 'نؤكد إقامتك', text: 'نرد عليك للتأكيد، أو نقترح تواريخ أو قطعة أخرى إن كانت التي اخترتها محجوزة.' },
        ],
        i: [
          { title: 'اختر قطعة تخييم', text: 'اطّلع على قطع التخييم والأسعار في هذه الصفحة.' },
          { title: 'أرسل تواريخك', text: 'أخبرني متى تريد الوصول والمغادرة، وكم عددكم، وماذا ستُحضر معك.' },
          { title: 'أؤكد إقامتك', text: 'أرد عليك للتأكيد، أو أقترح تواريخ أو قطعة أخرى إن كانت التي اخترتها محجوزة.' },
        ],
      },
      benefits: {
        we: [
          { title: 'احجز مباشرة', text: 'يصلنا طلبك مباشرة، دون موقع حجز وسيط.' },
          { title: 'قطعة التخييم المناسبة', text: 'أخبرنا بحجم خيمتك أو مركبتك وسنساعدك في الاختيار.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألنا عن أي شيء قبل الحجز، من الكلاب إلى أقرب متجر.' },
        ],
        i: [
          { title: 'احجز مباشرة', text: 'يصلني طلبك مباشرة، دون موقع حجز وسيط.' },
          { title: 'قطعة التخييم المناسبة', text: 'أخبرني بحجم خيمتك أو مركبتك وسأساعدك في الاختيار.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألني عن أي شيء قبل الحجز، من الكلاب إلى أقرب متجر.' },
        ],
      },
      faq: {
        we: [
          { q: 'ما موعد الوصول والمغادرة؟', a: 'نؤكد لك المواعيد مع الحجز. إن احتجت إلى الوصول مبكرًا أو المغادرة متأخرًا فاسألنا.' },
          { q: 'ماذا يشمل السعر؟', a: 'اسأل عند الحجز وسنخبرك بما تشمله قطعة التخييم.' },
          { q: 'هل يمكنني إحضار كلبي؟', a: 'اسأل عند الحجز وسنخبرك بما نسمح به في المخيم.' },
          { q: 'ماذا لو احتجت إلى تغيير تواريخي؟', a: 'أخبرنا في أقرب وقت عبر بيانات التواصل في هذه الصفحة، وسنبذل جهدنا لإيجاد تواريخ أخرى.' },
        ],
        i: [
          { q: 'ما موعد الوصول والمغادرة؟', a: 'أؤكد لك المواعيد مع الحجز. إن احتجت إلى الوصول مبكرًا أو المغادرة متأخرًا فاسألني.' },
          { q: 'ماذا يشمل السعر؟', a: 'اسأل عند الحجز وسأخبرك بما تشمله قطعة التخييم.' },
          { q: 'هل يمكنني إحضار كلبي؟', a: 'اسأل عند الحجز وسأخبرك بما أسمح به في المخيم.' },
          { q: 'ماذا لو احتجت إلى تغيير تواريخي؟', a: 'أخبرني في أقرب وقت عبر بيانات التواصل في هذه الصفحة، وسأبذل جهدي لإيجاد تواريخ أخرى.' },
        ],
      },
    },
  },
};
