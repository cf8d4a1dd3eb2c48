import type { StyleCopy } from './types';

/**
 * A local service's own words by page style (types.ts `PageStyle`), in the site languages, laid over the
 * local phrasebook by `wordsFor`:
 * - `stay`: a hotel, B&B or hostel asks for dates and guests ("Check availability"), its steps, benefits
 *   and questions about a stay (check-in, what the price includes), not an appointment;
 * - `quote`: a trade (plumbers, removals, installers, gardeners, cleaners) asks for a quote, not a
 *   booking, and its steps, benefits and questions are about pricing a job.
 * No claim the owner has not made: quotes are not called free, no insurance, breakfast or parking promised.
 */
export const LOCAL_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { quote: StyleCopy; stay: StyleCopy }> = {
  en: {
    stay: {
      cta: { primary: 'Check availability' },
      sections: {
        booking: { heading: 'How to book your stay' },
        benefits: { heading: 'Why book direct' },
        faq: { heading: 'Before you stay' },
        contact: { nav: 'Book', heading: 'Check availability', eyebrow: 'Your stay', send: 'Check availability' },
      },
      contactIntro: { we: 'Tell us your dates, how many guests and which room you’d like, and we’ll let you know what’s available.', i: 'Tell me your dates, how many guests and which room you’d like, and I’ll let you know what’s available.' },
      about: {
        we: 'At {name}, we want your stay to feel easy from the moment you arrive: a warm welcome, a comfortable room and help with anything you need. Ask us anything before you book.',
        i: 'I want your stay to feel easy from the moment you arrive: a warm welcome, a comfortable room and help with anything you need. Ask me anything before you book.',
      },
      steps: {
        we: [
          { title: 'Choose a room', text: 'Look through the rooms and rates on this page.' },
          { title: 'Send your dates', text: 'Tell us when you’d like to arrive and leave, and how many of you there are.' },
          { title: 'We confirm your stay', text: 'We’ll reply to confirm, or suggest other dates or rooms if yours are taken.' },
        ],
        i: [
          { title: 'Choose a room', text: 'Look through the rooms and rates on this page.' },
          { title: 'Send your dates', text: 'Tell me when you’d like to arrive and leave, and how many of you there are.' },
          { title: 'I confirm your stay', text: 'I’ll reply to confirm, or suggest other dates or rooms if yours are taken.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Book direct', text: 'Your request comes straight to us, with no booking site in between.' },
          { title: 'The right room', text: 'Tell us what you need and we’ll help you choose.' },
          { title: 'Questions welcome', text: 'Ask us anything before you book, from parking to breakfast.' },
        ],
        i: [
          { title: 'Book direct', text: 'Your request comes straight to me, with no booking site in between.' },
          { title: 'The right room', text: 'Tell me what you need and I’ll help you choose.' },
          { title: 'Questions welcome', text: 'Ask me anything before you book, from parking to breakfast.' },
        ],
      },
      faq: {
        we: [
          { q: 'What time are check-in and check-out?', a: 'We’ll confirm the times with your booking. If you need to arrive early or leave late, just ask.' },
          { q: 'What’s included in the price?', a: 'Ask when you book and we’ll tell you what comes with your room.' },
          { q: 'How does payment work?', a: 'We’ll explain how and when to pay when we confirm your stay.' },
          { q: 'What if I need to change my dates?', a: 'Let us know as soon as you can using the details on this page, and we’ll do our best to find other dates.' },
        ],
        i: [
          { q: 'What time are check-in and check-out?', a: 'I’ll confirm the times with your booking. If you need to arrive early or leave late, just ask.' },
          { q: 'What’s included in the price?', a: 'Ask when you book and I’ll tell you what comes with your room.' },
          { q: 'How does payment work?', a: 'I’ll explain how and when to pay when I confirm your stay.' },
          { q: 'What if I need to change my dates?', a: 'Let me know as soon as you can using the details on this page, and I’ll do my best to find other dates.' },
        ],
      },
    },
    quote: {
      cta: { primary: 'Get a quote' },
      sections: {
        booking: { heading: 'How it works' },
        faq: { heading: 'Common questions' },
        contact: { nav: 'Quote', heading: 'Get a quote', eyebrow: 'Quotes', send: 'Request a quote' },
      },
      contactIntro: { we: 'Tell us what needs doing, where, and when suits you, and we’ll get back to you with a quote.', i: 'Tell me what needs doing, where, and when suits you, and I’ll get back to you with a quote.' },
      about: {
        we: 'At {name}, we take time to understand the job before we quote. Expect straight answers, a clear price and a tidy finish.',
        i: 'I take time to understand the job before I quote. Expect straight answers, a clear price and a tidy finish.',
      },
      steps: {
        we: [
          { title: 'Tell us about the job', text: 'Describe what needs doing and where, with the form on this page or by phone.' },
          { title: 'Get your quote', text: 'We’ll come back to you with a clear price, and visit first if the job needs it.' },
          { title: 'Pick a date', text: 'Choose a day that suits you, and we’ll confirm it and get the job done.' },
        ],
        i: [
          { title: 'Tell me about the job', text: 'Describe what needs doing and where, with the form on this page or by phone.' },
          { title: 'Get your quote', text: 'I’ll come back to you with a clear price, and visit first if the job needs it.' },
          { title: 'Pick a date', text: 'Choose a day that suits you, and I’ll confirm it and get the job done.' },
        ],
      },
      benefits: {
        we: [
          { title: 'A price up front', text: 'You’ll know what the job costs before any work starts.' },
          { title: 'Planned around you', text: 'Tell us when suits you and we’ll plan the job around it.' },
          { title: 'Questions welcome', text: 'Ask us anything before you decide, from timings to materials.' },
        ],
        i: [
          { title: 'A price up front', text: 'You’ll know what the job costs before any work starts.' },
          { title: 'Planned around you', text: 'Tell me when suits you and I’ll plan the job around it.' },
          { title: 'Questions welcome', text: 'Ask me anything before you decide, from timings to materials.' },
        ],
      },
      faq: {
        we: [
          { q: 'How do I get a quote?', a: 'Send the form on this page or give us a call. Tell us what needs doing and where, and we’ll come back to you with a price.' },
          { q: 'Do you need to see the job first?', a: 'For small jobs a description is often enough. For bigger ones we’ll arrange a visit before we quote.' },
          { q: 'Which areas do you cover?', a: 'Tell us your town or postcode when you get in touch and we’ll let you know.' },
          { q: 'How does payment work?', a: 'We’ll explain how and when to pay when we send your quote.' },
        ],
        i: [
          { q: 'How do I get a quote?', a: 'Send the form on this page or give me a call. Tell me what needs doing and where, and I’ll come back to you with a price.' },
          { q: 'Do you need to see the job first?', a: 'For small jobs a description is often enough. For bigger ones I’ll arrange a visit before I quote.' },
          { q: 'Which areas do you cover?', a: 'Tell me your town or postcode when you get in touch and I’ll let you know.' },
          { q: 'How does payment work?', a: 'I’ll explain how and when to pay when I send your quote.' },
        ],
      },
    },
  },
  es: {
    stay: {
      cta: { primary: 'Consultar disponibilidad' },
      sections: {
        booking: { heading: 'Cómo reservar tu estancia' },
        benefits: { heading: 'Por qué reservar directamente' },
        faq: { heading: 'Antes de tu estancia' },
        contact: { nav: 'Reservar', heading: 'Consulta disponibilidad', eyebrow: 'Tu estancia', send: 'Consultar disponibilidad' },
      },
      contactIntro: { we: 'Dinos tus fechas, para cuántas personas y qué habitación prefieres, y te diremos qué tenemos disponible.', i: 'Dime tus fechas, para cuántas personas y qué habitación prefieres, y te diré qué tengo disponible.' },
      about: {
        we: 'En {name} queremos que tu estancia sea fácil desde el momento en que llegas: una bienvenida cálida, una habitación cómoda y ayuda con lo que necesites. Pregúntanos lo que quieras antes de reservar.',
        i: 'Quiero que tu estancia sea fácil desde el momento en que llegas: una bienvenida cálida, una habitación cómoda y ayuda con lo que necesites. Pregúntame lo que quieras antes de reservar.',
      },
      steps: {
        we: [
          { title: 'Elige una habitación', text: 'Consulta las habitaciones y tarifas de esta página.' },
          { title: 'Envía tus fechas', text: 'Dinos cuándo quieres llegar y marcharte, y para cuántas personas.' },
          { title: 'Confirmamos tu estancia', text: 'Te responderemos para confirmarla o te propondremos otras fechas u otra habitación si las tuyas están ocupadas.' },
        ],
        i: [
          { title: 'Elige una habitación', text: 'Consulta las habitaciones y tarifas de esta página.' },
          { title: 'Envía tus fechas', text: 'Dime cuándo quieres llegar y marcharte, y para cuántas personas.' },
          { title: 'Confirmo tu estancia', text: 'Te responderé para confirmarla o te propondré otras fechas u otra habitación si las tuyas están ocupadas.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Reserva directa', text: 'Tu solicitud nos llega directamente, sin plataformas de reserva de por medio.' },
          { title: 'La habitación adecuada', text: 'Dinos qué necesitas y te ayudaremos a elegir.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntanos cualquier cosa antes de reservar, del aparcamiento al desayuno.' },
        ],
        i: [
          { title: 'Reserva directa', text: 'Tu solicitud me llega directamente, sin plataformas de reserva de por medio.' },
          { title: 'La habitación adecuada', text: 'Dime qué necesitas y te ayudaré a elegir.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntame cualquier cosa antes de reservar, del aparcamiento al desayuno.' },
        ],
      },
      faq: {
        we: [
          { q: '¿A qué hora son la entrada y la salida?', a: 'Te confirmaremos los horarios con la reserva. Si necesitas llegar antes o salir más tarde, pregúntanos.' },
          { q: '¿Qué incluye el precio?', a: 'Pregunta al reservar y te diremos qué incluye tu habitación.' },
          { q: '¿Cómo se paga?', a: 'Te explicaremos cómo y cuándo pagar al confirmar tu estancia.' },
          { q: '¿Y si necesito cambiar las fechas?', a: 'Avísanos cuanto antes con los datos de esta página y haremos lo posible por encontrar otras fechas.' },
        ],
        i: [
          { q: '¿A qué hora son la entrada y la salida?', a: 'Te confirmaré los horarios con la reserva. Si necesitas llegar antes o salir más tarde, pregúntame.' },
          { q: '¿Qué incluye el precio?', a: 'Pregunta al reservar y te diré qué incluye tu habitación.' },
          { q: '¿Cómo se paga?', a: 'Te explicaré cómo y cuándo pagar al confirmar tu estancia.' },
          { q: '¿Y si necesito cambiar las fechas?', a: 'Avísame cuanto antes con los datos de esta página y haré lo posible por encontrar otras fechas.' },
        ],
      },
    },
    quote: {
      cta: { primary: 'Pedir presupuesto' },
      sections: {
        booking: { heading: 'Cómo funciona' },
        faq: { heading: 'Preguntas habituales' },
        contact: { nav: 'Presupuesto', heading: 'Pide presupuesto', eyebrow: 'Presupuestos', send: 'Pedir presupuesto' },
      },
      contactIntro: { we: 'Cuéntanos qué hay que hacer, dónde y cuándo te viene bien, y te enviaremos un presupuesto.', i: 'Cuéntame qué hay que hacer, dónde y cuándo te viene bien, y te enviaré un presupuesto.' },
      about: {
        we: 'En {name} nos tomamos el tiempo de entender el trabajo antes de darte un precio. Te esperan respuestas claras, un precio transparente y un trabajo bien acabado.',
        i: 'Me tomo el tiempo de entender el trabajo antes de darte un precio. Te esperan respuestas claras, un precio transparente y un trabajo bien acabado.',
      },
      steps: {
        we: [
          { title: 'Cuéntanos el trabajo', text: 'Describe qué hay que hacer y dónde, con el formulario de esta página o por teléfono.' },
          { title: 'Recibe tu presupuesto', text: 'Te enviaremos un precio claro y, si el trabajo lo requiere, pasaremos antes a verlo.' },
          { title: 'Elige una fecha', text: 'Escoge el día que mejor te venga; lo confirmaremos y haremos el trabajo.' },
        ],
        i: [
          { title: 'Cuéntame el trabajo', text: 'Describe qué hay que hacer y dónde, con el formulario de esta página o por teléfono.' },
          { title: 'Recibe tu presupuesto', text: 'Te enviaré un precio claro y, si el trabajo lo requiere, pasaré antes a verlo.' },
          { title: 'Elige una fecha', text: 'Escoge el día que mejor te venga; lo confirmaré y haré el trabajo.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Precio por adelantado', text: 'Sabrás lo que cuesta el trabajo antes de empezar.' },
          { title: 'A tu ritmo', text: 'Dinos cuándo te viene bien y organizaremos el trabajo en torno a ello.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntanos cualquier cosa antes de decidir, desde plazos hasta materiales.' },
        ],
        i: [
          { title: 'Precio por adelantado', text: 'Sabrás lo que cuesta el trabajo antes de empezar.' },
          { title: 'A tu ritmo', text: 'Dime cuándo te viene bien y organizaré el trabajo en torno a ello.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntame cualquier cosa antes de decidir, desde plazos hasta materiales.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Cómo pido un presupuesto?', a: 'Envía el formulario de esta página o llámanos. Cuéntanos qué hay que hacer y dónde, y te daremos un precio.' },
          { q: '¿Necesitáis ver el trabajo antes?', a: 'Para trabajos pequeños suele bastar una descripción. Para los más grandes, pasaremos a verlo antes de darte un precio.' },
          { q: '¿En qué zonas trabajáis?', a: 'Dinos tu localidad o código postal cuando nos escribas y te lo confirmaremos.' },
          { q: '¿Cómo se paga?', a: 'Te explicaremos cómo y cuándo pagar al enviarte el presupuesto.' },
        ],
        i: [
          { q: '¿Cómo pido un presupuesto?', a: 'Envía el formulario de esta página o llámame. Cuéntame qué hay que hacer y dónde, y te daré un precio.' },
          { q: '¿Necesitas ver el trabajo antes?', a: 'Para trabajos pequeños suele bastar una descripción. Para los más grandes, pasaré a verlo antes de darte un precio.' },
          { q: '¿En qué zonas trabajas?', a: 'Dime tu localidad o código postal cuando me escribas y te lo confirmaré.' },
          { q: '¿Cómo se paga?', a: 'Te explicaré cómo y cuándo pagar al enviarte el presupuesto.' },
        ],
      },
    },
  },
  pt: {
    stay: {
      cta: { primary: 'Ver disponibilidade' },
      sections: {
        booking: { heading: 'Como reservar a sua estadia' },
        benefits: { heading: 'Porquê reservar diretamente' },
        faq: { heading: 'Antes da sua estadia' },
        contact: { nav: 'Reservar', heading: 'Ver disponibilidade', eyebrow: 'A sua estadia', send: 'Ver disponibilidade' },
      },
      contactIntro: { we: 'Diga-nos as suas datas, quantas pessoas são e que quarto prefere, e dizemos-lhe o que temos disponível.', i: 'Diga-me as suas datas, quantas pessoas são e que quarto prefere, e digo-lhe o que tenho disponível.' },
      about: {
        we: '{name} quer que a sua estadia seja fácil desde o momento em que chega: uma receção calorosa, um quarto confortável e ajuda com o que precisar. Pergunte-nos o que quiser antes de reservar.',
        i: 'Quero que a sua estadia seja fácil desde o momento em que chega: uma receção calorosa, um quarto confortável e ajuda com o que precisar. Pergunte-me o que quiser antes de reservar.',
      },
      steps: {
        we: [
          { title: 'Escolha um quarto', text: 'Veja os quartos e preços nesta página.' },
          { title: 'Envie as suas datas', text: 'Diga-nos quando quer chegar e partir, e quantas pessoas são.' },
          { title: 'Confirmamos a estadia', text: 'Respondemos a confirmar ou sugerimos outras datas ou outro quarto se os seus estiverem ocupados.' },
        ],
        i: [
          { title: 'Escolha um quarto', text: 'Veja os quartos e preços nesta página.' },
          { title: 'Envie as suas datas', text: 'Diga-me quando quer chegar e partir, e quantas pessoas são.' },
          { title: 'Confirmo a estadia', text: 'Respondo a confirmar ou sugiro outras datas ou outro quarto se os seus estiverem ocupados.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Reserva direta', text: 'O seu pedido chega-nos diretamente, sem plataformas de reserva pelo meio.' },
          { title: 'O quarto certo', text: 'Diga-nos o que precisa e ajudamos a escolher.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-nos o que quiser antes de reservar, do estacionamento ao pequeno-almoço.' },
        ],
        i: [
          { title: 'Reserva direta', text: 'O seu pedido chega-me diretamente, sem plataformas de reserva pelo meio.' },
          { title: 'O quarto certo', text: 'Diga-me o que precisa e ajudo a escolher.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-me o que quiser antes de reservar, do estacionamento ao pequeno-almoço.' },
        ],
      },
      faq: {
        we: [
          { q: 'A que horas são o check-in e o check-out?', a: 'Confirmamos os horários com a reserva. Se precisar de chegar mais cedo ou sair mais tarde, é só pedir.' },
          { q: 'O que está incluído no preço?', a: 'Pergunte ao reservar e dizemos-lhe o que inclui o seu quarto.' },
          { q: 'Como funciona o pagamento?', a: 'Explicamos como e quando pagar ao confirmar a sua estadia.' },
          { q: 'E se precisar de mudar as datas?', a: 'Avise-nos o quanto antes pelos contactos desta página e faremos o possível por encontrar outras datas.' },
        ],
        i: [
          { q: 'A que horas são o check-in e o check-out?', a: 'Confirmo os horários com a reserva. Se precisar de chegar mais cedo ou sair mais tarde, é só pedir.' },
          { q: 'O que está incluído no preço?', a: 'Pergunte ao reservar e digo-lhe o que inclui o seu quarto.' },
          { q: 'Como funciona o pagamento?', a: 'Explico como e quando pagar ao confirmar a sua estadia.' },
          { q: 'E se precisar de mudar as datas?', a: 'Avise-me o quanto antes pelos contactos desta página e farei o possível por encontrar outras datas.' },
        ],
      },
    },
    quote: {
      cta: { primary: 'Pedir orçamento' },
      sections: {
        booking: { heading: 'Como funciona' },
        faq: { heading: 'Perguntas habituais' },
        contact: { nav: 'Orçamento', heading: 'Peça um orçamento', eyebrow: 'Orçamentos', send: 'Pedir orçamento' },
      },
      contactIntro: { we: 'Diga-nos o que é preciso fazer, onde e quando lhe convém, e enviamos-lhe um orçamento.', i: 'Diga-me o que é preciso fazer, onde e quando lhe convém, e envio-lhe um orçamento.' },
      about: {
        we: '{name} dedica tempo a perceber o trabalho antes de apresentar um preço. Pode contar com respostas diretas, um preço claro e um trabalho bem acabado.',
        i: 'Dedico tempo a perceber o trabalho antes de apresentar um preço. Pode contar com respostas diretas, um preço claro e um trabalho bem acabado.',
      },
      steps: {
        we: [
          { title: 'Descreva o trabalho', text: 'Diga-nos o que é preciso fazer e onde, pelo formulário desta página ou por telefone.' },
          { title: 'Receba o orçamento', text: 'Enviamos-lhe um preço claro e, se o trabalho o exigir, visitamos o local primeiro.' },
          { title: 'Escolha uma data', text: 'Escolha o dia que lhe der mais jeito; confirmamos e tratamos do trabalho.' },
        ],
        i: [
          { title: 'Descreva o trabalho', text: 'Diga-me o que é preciso fazer e onde, pelo formulário desta página ou por telefone.' },
          { title: 'Receba o orçamento', text: 'Envio-lhe um preço claro e, se o trabalho o exigir, visito o local primeiro.' },
          { title: 'Escolha uma data', text: 'Escolha o dia que lhe der mais jeito; confirmo e trato do trabalho.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Preço antes de começar', text: 'Fica a saber quanto custa o trabalho antes de começarmos.' },
          { title: 'Ao seu ritmo', text: 'Diga-nos quando lhe convém e planeamos o trabalho em função disso.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-nos o que quiser antes de decidir, de prazos a materiais.' },
        ],
        i: [
          { title: 'Preço antes de começar', text: 'Fica a saber quanto custa o trabalho antes de eu começar.' },
          { title: 'Ao seu ritmo', text: 'Diga-me quando lhe convém e planeio o trabalho em função disso.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-me o que quiser antes de decidir, de prazos a materiais.' },
        ],
      },
      faq: {
        we: [
          { q: 'Como peço um orçamento?', a: 'Envie o formulário desta página ou ligue-nos. Diga-nos o que é preciso fazer e onde, e damos-lhe um preço.' },
          { q: 'Precisam de ver o trabalho primeiro?', a: 'Para trabalhos pequenos, uma descrição costuma bastar. Para os maiores, combinamos uma visita antes de apresentar o preço.' },
          { q: 'Que zonas cobrem?', a: 'Indique-nos a sua localidade ou código postal quando nos contactar e confirmamos.' },
          { q: 'Como funciona o pagamento?', a: 'Explicamos como e quando pagar quando lhe enviarmos o orçamento.' },
        ],
        i: [
          { q: 'Como peço um orçamento?', a: 'Envie o formulário desta página ou ligue-me. Diga-me o que é preciso fazer e onde, e dou-lhe um preço.' },
          { q: 'Precisa de ver o trabalho primeiro?', a: 'Para trabalhos pequenos, uma descrição costuma bastar. Para os maiores, combino uma visita antes de apresentar o preço.' },
          { q: 'Que zonas cobre?', a: 'Indique-me a sua localidade ou código postal quando me contactar e confirmo.' },
          { q: 'Como funciona o pagamento?', a: 'Explico como e quando pagar quando lhe enviar o orçamento.' },
        ],
      },
    },
  },
  fr: {
    stay: {
      cta: { primary: 'Voir les disponibilités' },
      sections: {
        booking: { heading: 'Comment réserver votre séjour' },
        benefits: { heading: 'Pourquoi réserver en direct' },
        faq: { heading: 'Avant votre séjour' },
        contact: { nav: 'Réserver', heading: 'Vérifier les disponibilités', eyebrow: 'Votre séjour', send: 'Voir les disponibilités' },
      },
      contactIntro: { we: 'Indiquez-nous vos dates, le nombre de personnes et la chambre souhaitée, et nous vous dirons ce qui est disponible.', i: 'Indiquez-moi vos dates, le nombre de personnes et la chambre souhaitée, et je vous dirai ce qui est disponible.' },
      about: {
        we: 'Chez {name}, nous voulons que votre séjour soit simple dès votre arrivée : un accueil chaleureux, une chambre confortable et de l’aide pour tout ce dont vous avez besoin. Posez-nous toutes vos questions avant de réserver.',
        i: 'Je veux que votre séjour soit simple dès votre arrivée : un accueil chaleureux, une chambre confortable et de l’aide pour tout ce dont vous avez besoin. Posez-moi toutes vos questions avant de réserver.',
      },
      steps: {
        we: [
          { title: 'Choisissez une chambre', text: 'Parcourez les chambres et les tarifs de cette page.' },
          { title: 'Envoyez vos dates', text: 'Dites-nous quand vous souhaitez arriver et repartir, et combien vous serez.' },
          { title: 'Nous confirmons votre séjour', text: 'Nous vous répondons pour confirmer, ou vous proposons d’autres dates ou une autre chambre si les vôtres sont prises.' },
        ],
        i: [
          { title: 'Choisissez une chambre', text: 'Parcourez les chambres et les tarifs de cette page.' },
          { title: 'Envoyez vos dates', text: 'Dites-moi quand vous souhaitez arriver et repartir, et combien vous serez.' },
          { title: 'Je confirme votre séjour', text: 'Je vous réponds pour confirmer, ou vous propose d’autres dates ou une autre chambre si les vôtres sont prises.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Réservation directe', text: 'Votre demande nous arrive directement, sans plateforme de réservation entre nous.' },
          { title: 'La bonne chambre', text: 'Dites-nous ce dont vous avez besoin et nous vous aiderons à choisir.' },
          { title: 'Vos questions sont les bienvenues', text: 'Posez-nous toutes vos questions avant de réserver, du stationnement au petit-déjeuner.' },
        ],
        i: [
          { title: 'Réservation directe', text: 'Votre demande m’arrive directement, sans plateforme de réservation entre vous et moi.' },
          { title: 'La bonne chambre', text: 'Dites-moi ce dont vous avez besoin et je vous aiderai à choisir.' },
          { title: 'Vos questions sont les bienvenues', text: 'Posez-moi toutes vos questions avant de réserver, du stationnement au petit-déjeuner.' },
        ],
      },
      faq: {
        we: [
          { q: 'À quelle heure sont l’arrivée et le départ ?', a: 'Nous vous confirmons les horaires avec la réservation. Si vous devez arriver tôt ou partir tard, demandez-nous.' },
          { q: 'Que comprend le prix ?', a: 'Demandez en réservant et nous vous dirons ce qui est inclus avec votre chambre.' },
          { q: 'Comment se passe le paiement ?', a: 'Nous vous expliquons comment et quand payer en confirmant votre séjour.' },
          { q: 'Et si je dois changer mes dates ?', a: 'Prévenez-nous dès que possible grâce aux coordonnées de cette page et nous ferons de notre mieux pour trouver d’autres dates.' },
        ],
        i: [
          { q: 'À quelle heure sont l’arrivée et le départ ?', a: 'Je vous confirme les horaires avec la réservation. Si vous devez arriver tôt ou partir tard, demandez-moi.' },
          { q: 'Que comprend le prix ?', a: 'Demandez en réservant et je vous dirai ce qui est inclus avec votre chambre.' },
          { q: 'Comment se passe le paiement ?', a: 'Je vous explique comment et quand payer en confirmant votre séjour.' },
          { q: 'Et si je dois changer mes dates ?', a: 'Prévenez-moi dès que possible grâce aux coordonnées de cette page et je ferai de mon mieux pour trouver d’autres dates.' },
        ],
      },
    },
    quote: {
      cta: { primary: 'Demander un devis' },
      sections: {
        booking: { heading: 'Comment ça marche' },
        faq: { heading: 'Questions fréquentes' },
        contact: { nav: 'Devis', heading: 'Demander un devis', eyebrow: 'Devis', send: 'Demander un devis' },
      },
      contactIntro: { we: 'Dites-nous ce qu’il y a à faire, où et quand cela vous arrange, et nous vous répondrons avec un devis.', i: 'Dites-moi ce qu’il y a à faire, où et quand cela vous arrange, et je vous répondrai avec un devis.' },
      about: {
        we: 'Chez {name}, nous prenons le temps de comprendre les travaux avant d’établir un devis. Attendez-vous à des réponses franches, à un prix clair et à un chantier laissé propre.',
        i: 'Je prends le temps de comprendre les travaux avant d’établir un devis. Attendez-vous à des réponses franches, à un prix clair et à un chantier laissé propre.',
      },
      steps: {
        we: [
          { title: 'Décrivez les travaux', text: 'Dites-nous ce qu’il y a à faire et où, avec le formulaire de cette page ou par téléphone.' },
          { title: 'Recevez votre devis', text: 'Nous vous envoyons un prix clair, après une visite si les travaux le demandent.' },
          { title: 'Choisissez une date', text: 'Choisissez le jour qui vous convient\u202f: nous le confirmons et réalisons les travaux.' },
        ],
        i: [
          { title: 'Décrivez les travaux', text: 'Dites-moi ce qu’il y a à faire et où, avec le formulaire de cette page ou par téléphone.' },
          { title: 'Recevez votre devis', text: 'Je vous envoie un prix clair, après une visite si les travaux le demandent.' },
          { title: 'Choisissez une date', text: 'Choisissez le jour qui vous convient\u202f: je le confirme et réalise les travaux.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Le prix d’abord', text: 'Vous savez ce que coûtent les travaux avant qu’ils ne commencent.' },
          { title: 'À votre rythme', text: 'Dites-nous quand cela vous arrange et nous organisons les travaux en conséquence.' },
          { title: 'Vos questions sont les bienvenues', text: 'Posez-nous toutes vos questions avant de décider, des délais aux matériaux.' },
        ],
        i: [
          { title: 'Le prix d’abord', text: 'Vous savez ce que coûtent les travaux avant qu’ils ne commencent.' },
          { title: 'À votre rythme', text: 'Dites-moi quand cela vous arrange et j’organise les travaux en conséquence.' },
          { title: 'Vos questions sont les bienvenues', text: 'Posez-moi toutes vos questions avant de décider, des délais aux matériaux.' },
        ],
      },
      faq: {
        we: [
          { q: 'Comment obtenir un devis\u202f?', a: 'Envoyez le formulaire de cette page ou appelez-nous. Dites-nous ce qu’il y a à faire et où, et nous vous proposerons un prix.' },
          { q: 'Devez-vous voir les travaux avant\u202f?', a: 'Pour les petits travaux, une description suffit souvent. Pour les plus importants, nous passons sur place avant d’établir le devis.' },
          { q: 'Quelles zones couvrez-vous\u202f?', a: 'Indiquez-nous votre commune ou votre code postal en nous écrivant et nous vous le confirmerons.' },
          { q: 'Comment se passe le paiement\u202f?', a: 'Nous vous expliquons comment et quand payer en vous envoyant le devis.' },
        ],
        i: [
          { q: 'Comment obtenir un devis\u202f?', a: 'Envoyez le formulaire de cette page ou appelez-moi. Dites-moi ce qu’il y a à faire et où, et je vous proposerai un prix.' },
          { q: 'Devez-vous voir les travaux avant\u202f?', a: 'Pour les petits travaux, une description suffit souvent. Pour les plus importants, je passe sur place avant d’établir le devis.' },
          { q: 'Quelles zones couvrez-vous\u202f?', a: 'Indiquez-moi votre commune ou votre code postal en m’écrivant et je vous le confirmerai.' },
          { q: 'Comment se passe le paiement\u202f?', a: 'Je vous explique comment et quand payer en vous envoyant le devis.' },
        ],
      },
    },
  },
  de: {
    stay: {
      cta: { primary: 'Verfügbarkeit anfragen' },
      sections: {
        booking: { heading: 'So buchen Sie Ihren Aufenthalt' },
        benefits: { heading: 'Warum direkt buchen' },
        faq: { heading: 'Vor Ihrem Aufenthalt' },
        contact: { nav: 'Buchen', heading: 'Verfügbarkeit anfragen', eyebrow: 'Ihr Aufenthalt', send: 'Verfügbarkeit anfragen' },
      },
      contactIntro: { we: 'Nennen Sie uns Ihre Reisedaten, die Zahl der Gäste und das gewünschte Zimmer, und wir sagen Ihnen, was frei ist.', i: 'Nennen Sie mir Ihre Reisedaten, die Zahl der Gäste und das gewünschte Zimmer, und ich sage Ihnen, was frei ist.' },
      about: {
        we: 'Bei {name} soll Ihr Aufenthalt vom ersten Moment an unkompliziert sein: ein herzlicher Empfang, ein gemütliches Zimmer und Hilfe bei allem, was Sie brauchen. Fragen Sie uns vor der Buchung gern alles, was Sie wissen möchten.',
        i: 'Ihr Aufenthalt soll vom ersten Moment an unkompliziert sein: ein herzlicher Empfang, ein gemütliches Zimmer und Hilfe bei allem, was Sie brauchen. Fragen Sie mich vor der Buchung gern alles, was Sie wissen möchten.',
      },
      steps: {
        we: [
          { title: 'Zimmer wählen', text: 'Sehen Sie sich die Zimmer und Preise auf dieser Seite an.' },
          { title: 'Reisedaten senden', text: 'Sagen Sie uns, wann Sie anreisen und abreisen möchten und wie viele Sie sind.' },
          { title: 'Wir bestätigen', text: 'Wir antworten mit einer Bestätigung oder schlagen andere Daten oder ein anderes Zimmer vor, falls Ihres belegt ist.' },
        ],
        i: [
          { title: 'Zimmer wählen', text: 'Sehen Sie sich die Zimmer und Preise auf dieser Seite an.' },
          { title: 'Reisedaten senden', text: 'Sagen Sie mir, wann Sie anreisen und abreisen möchten und wie viele Sie sind.' },
          { title: 'Ich bestätige', text: 'Ich antworte mit einer Bestätigung oder schlage andere Daten oder ein anderes Zimmer vor, falls Ihres belegt ist.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Direkt buchen', text: 'Ihre Anfrage kommt direkt bei uns an, ohne Buchungsportal dazwischen.' },
          { title: 'Das passende Zimmer', text: 'Sagen Sie uns, was Sie brauchen, und wir helfen Ihnen bei der Wahl.' },
          { title: 'Fragen willkommen', text: 'Fragen Sie uns vor der Buchung alles, vom Parkplatz bis zum Frühstück.' },
        ],
        i: [
          { title: 'Direkt buchen', text: 'Ihre Anfrage kommt direkt bei mir an, ohne Buchungsportal dazwischen.' },
          { title: 'Das passende Zimmer', text: 'Sagen Sie mir, was Sie brauchen, und ich helfe Ihnen bei der Wahl.' },
          { title: 'Fragen willkommen', text: 'Fragen Sie mich vor der Buchung alles, vom Parkplatz bis zum Frühstück.' },
        ],
      },
      faq: {
        we: [
          { q: 'Wann sind Check-in und Check-out?', a: 'Die Zeiten bestätigen wir mit Ihrer Buchung. Wenn Sie früher anreisen oder später abreisen möchten, fragen Sie einfach.' },
          { q: 'Was ist im Preis enthalten?', a: 'Fragen Sie bei der Buchung, und wir sagen Ihnen, was zu Ihrem Zimmer gehört.' },
          { q: 'Wie wird bezahlt?', a: 'Wie und wann Sie bezahlen, erklären wir Ihnen mit der Bestätigung.' },
          { q: 'Was, wenn sich meine Reisedaten ändern?', a: 'Sagen Sie uns so früh wie möglich über die Kontaktdaten auf dieser Seite Bescheid, und wir bemühen uns um andere Daten.' },
        ],
        i: [
          { q: 'Wann sind Check-in und Check-out?', a: 'Die Zeiten bestätige ich mit Ihrer Buchung. Wenn Sie früher anreisen oder später abreisen möchten, fragen Sie einfach.' },
          { q: 'Was ist im Preis enthalten?', a: 'Fragen Sie bei der Buchung, und ich sage Ihnen, was zu Ihrem Zimmer gehört.' },
          { q: 'Wie wird bezahlt?', a: 'Wie und wann Sie bezahlen, erkläre ich Ihnen mit der Bestätigung.' },
          { q: 'Was, wenn sich meine Reisedaten ändern?', a: 'Sagen Sie mir so früh wie möglich über die Kontaktdaten auf dieser Seite Bescheid, und ich bemühe mich um andere Daten.' },
        ],
      },
    },
    quote: {
      cta: { primary: 'Angebot anfordern' },
      sections: {
        booking: { heading: 'So funktioniert’s' },
        faq: { heading: 'Häufige Fragen' },
        contact: { nav: 'Angebot', heading: 'Angebot anfordern', eyebrow: 'Angebote', send: 'Angebot anfordern' },
      },
      contactIntro: { we: 'Sagen Sie uns, was zu tun ist, wo und wann es Ihnen passt, und wir melden uns mit einem Angebot.', i: 'Sagen Sie mir, was zu tun ist, wo und wann es Ihnen passt, und ich melde mich mit einem Angebot.' },
      about: {
        we: 'Bei {name} nehmen wir uns Zeit, den Auftrag zu verstehen, bevor wir ein Angebot machen. Freuen Sie sich auf klare Antworten, einen nachvollziehbaren Preis und saubere Arbeit.',
        i: 'Ich nehme mir Zeit, den Auftrag zu verstehen, bevor ich ein Angebot mache. Freuen Sie sich auf klare Antworten, einen nachvollziehbaren Preis und saubere Arbeit.',
      },
      steps: {
        we: [
          { title: 'Auftrag beschreiben', text: 'Sagen Sie uns, was zu tun ist und wo: mit dem Formular auf dieser Seite oder telefonisch.' },
          { title: 'Angebot erhalten', text: 'Wir schicken Ihnen einen klaren Preis und kommen vorher vorbei, wenn der Auftrag es verlangt.' },
          { title: 'Termin wählen', text: 'Wählen Sie einen Tag, der Ihnen passt. Wir bestätigen ihn und erledigen den Auftrag.' },
        ],
        i: [
          { title: 'Auftrag beschreiben', text: 'Sagen Sie mir, was zu tun ist und wo: mit dem Formular auf dieser Seite oder telefonisch.' },
          { title: 'Angebot erhalten', text: 'Ich schicke Ihnen einen klaren Preis und komme vorher vorbei, wenn der Auftrag es verlangt.' },
          { title: 'Termin wählen', text: 'Wählen Sie einen Tag, der Ihnen passt. Ich bestätige ihn und erledige den Auftrag.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Erst der Preis', text: 'Sie wissen, was der Auftrag kostet, bevor die Arbeit beginnt.' },
          { title: 'Nach Ihrem Zeitplan', text: 'Sagen Sie uns, wann es Ihnen passt, und wir planen den Auftrag danach.' },
          { title: 'Fragen willkommen', text: 'Fragen Sie uns alles, bevor Sie sich entscheiden, von Terminen bis zu Materialien.' },
        ],
        i: [
          { title: 'Erst der Preis', text: 'Sie wissen, was der Auftrag kostet, bevor die Arbeit beginnt.' },
          { title: 'Nach Ihrem Zeitplan', text: 'Sagen Sie mir, wann es Ihnen passt, und ich plane den Auftrag danach.' },
          { title: 'Fragen willkommen', text: 'Fragen Sie mich alles, bevor Sie sich entscheiden, von Terminen bis zu Materialien.' },
        ],
      },
      faq: {
        we: [
          { q: 'Wie bekomme ich ein Angebot?', a: 'Schicken Sie das Formular auf dieser Seite oder rufen Sie uns an. Sagen Sie uns, was zu tun ist und wo, und wir nennen Ihnen einen Preis.' },
          { q: 'Müssen Sie sich den Auftrag vorher ansehen?', a: 'Bei kleinen Aufträgen genügt oft eine Beschreibung. Bei größeren kommen wir vorbei, bevor wir ein Angebot machen.' },
          { q: 'In welchem Gebiet arbeiten Sie?', a: 'Nennen Sie uns Ihren Ort oder Ihre Postleitzahl, wenn Sie sich melden, und wir sagen Ihnen Bescheid.' },
          { q: 'Wie wird bezahlt?', a: 'Wie und wann Sie bezahlen, erklären wir Ihnen mit dem Angebot.' },
        ],
        i: [
          { q: 'Wie bekomme ich ein Angebot?', a: 'Schicken Sie das Formular auf dieser Seite oder rufen Sie mich an. Sagen Sie mir, was zu tun ist und wo, und ich nenne Ihnen einen Preis.' },
          { q: 'Müssen Sie sich den Auftrag vorher ansehen?', a: 'Bei kleinen Aufträgen genügt oft eine Beschreibung. Bei größeren komme ich vorbei, bevor ich ein Angebot mache.' },
          { q: 'In welchem Gebiet arbeiten Sie?', a: 'Nennen Sie mir Ihren Ort oder Ihre Postleitzahl, wenn Sie sich melden, und ich sage Ihnen Bescheid.' },
          { q: 'Wie wird bezahlt?', a: 'Wie und wann Sie bezahlen, erkläre ich Ihnen mit dem Angebot.' },
        ],
      },
    },
  },
  it: {
    stay: {
      cta: { primary: 'Verifica disponibilità' },
      sections: {
        booking: { heading: 'Come prenotare il soggiorno' },
        benefits: { heading: 'Perché prenotare direttamente' },
        faq: { heading: 'Prima del soggiorno' },
        contact: { nav: 'Prenota', heading: 'Verifica disponibilità', eyebrow: 'Il tuo soggiorno', send: 'Verifica disponibilità' },
      },
      contactIntro: { we: 'Dicci le date, quante persone siete e quale camera preferisci, e ti diremo cosa è disponibile.', i: 'Dimmi le date, quante persone siete e quale camera preferisci, e ti dirò cosa è disponibile.' },
      about: {
        we: 'Da {name} vogliamo che il tuo soggiorno sia semplice dal momento in cui arrivi: un’accoglienza calorosa, una camera confortevole e aiuto per qualsiasi cosa ti serva. Chiedici pure qualsiasi cosa prima di prenotare.',
        i: 'Voglio che il tuo soggiorno sia semplice dal momento in cui arrivi: un’accoglienza calorosa, una camera confortevole e aiuto per qualsiasi cosa ti serva. Chiedimi pure qualsiasi cosa prima di prenotare.',
      },
      steps: {
        we: [
          { title: 'Scegli una camera', text: 'Guarda le camere e le tariffe in questa pagina.' },
          { title: 'Inviaci le date', text: 'Dicci quando vuoi arrivare e ripartire, e quanti siete.' },
          { title: 'Confermiamo il soggiorno', text: 'Ti rispondiamo per confermare, o ti proponiamo altre date o un’altra camera se le tue sono occupate.' },
        ],
        i: [
          { title: 'Scegli una camera', text: 'Guarda le camere e le tariffe in questa pagina.' },
          { title: 'Inviami le date', text: 'Dimmi quando vuoi arrivare e ripartire, e quanti siete.' },
          { title: 'Confermo il soggiorno', text: 'Ti rispondo per confermare, o ti propongo altre date o un’altra camera se le tue sono occupate.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Prenotazione diretta', text: 'La tua richiesta arriva direttamente a noi, senza portali di prenotazione in mezzo.' },
          { title: 'La camera giusta', text: 'Dicci di cosa hai bisogno e ti aiutiamo a scegliere.' },
          { title: 'Domande benvenute', text: 'Chiedici tutto prima di prenotare, dal parcheggio alla colazione.' },
        ],
        i: [
          { title: 'Prenotazione diretta', text: 'La tua richiesta arriva direttamente a me, senza portali di prenotazione in mezzo.' },
          { title: 'La camera giusta', text: 'Dimmi di cosa hai bisogno e ti aiuto a scegliere.' },
          { title: 'Domande benvenute', text: 'Chiedimi tutto prima di prenotare, dal parcheggio alla colazione.' },
        ],
      },
      faq: {
        we: [
          { q: 'A che ora sono il check-in e il check-out?', a: 'Ti confermiamo gli orari con la prenotazione. Se devi arrivare prima o partire più tardi, chiedi pure.' },
          { q: 'Cosa comprende il prezzo?', a: 'Chiedi al momento della prenotazione e ti diremo cosa è incluso con la camera.' },
          { q: 'Come funziona il pagamento?', a: 'Ti spieghiamo come e quando pagare quando confermiamo il soggiorno.' },
          { q: 'E se devo cambiare le date?', a: 'Avvisaci il prima possibile con i contatti di questa pagina e faremo il possibile per trovare altre date.' },
        ],
        i: [
          { q: 'A che ora sono il check-in e il check-out?', a: 'Ti confermo gli orari con la prenotazione. Se devi arrivare prima o partire più tardi, chiedi pure.' },
          { q: 'Cosa comprende il prezzo?', a: 'Chiedi al momento della prenotazione e ti dirò cosa è incluso con la camera.' },
          { q: 'Come funziona il pagamento?', a: 'Ti spiego come e quando pagare quando confermo il soggiorno.' },
          { q: 'E se devo cambiare le date?', a: 'Avvisami il prima possibile con i contatti di questa pagina e farò il possibile per trovare altre date.' },
        ],
      },
    },
    quote: {
      cta: { primary: 'Richiedi un preventivo' },
      sections: {
        booking: { heading: 'Come funziona' },
        faq: { heading: 'Domande frequenti' },
        contact: { nav: 'Preventivo', heading: 'Richiedi un preventivo', eyebrow: 'Preventivi', send: 'Richiedi un preventivo' },
      },
      contactIntro: { we: 'Dicci cosa c’è da fare, dove e quando ti è comodo, e ti risponderemo con un preventivo.', i: 'Dimmi cosa c’è da fare, dove e quando ti è comodo, e ti risponderò con un preventivo.' },
      about: {
        we: 'Da {name} ci prendiamo il tempo di capire il lavoro prima di fare un preventivo. Troverai risposte chiare, un prezzo trasparente e un lavoro lasciato in ordine.',
        i: 'Mi prendo il tempo di capire il lavoro prima di fare un preventivo. Troverai risposte chiare, un prezzo trasparente e un lavoro lasciato in ordine.',
      },
      steps: {
        we: [
          { title: 'Descrivici il lavoro', text: 'Dicci cosa c’è da fare e dove, con il modulo di questa pagina o per telefono.' },
          { title: 'Ricevi il preventivo', text: 'Ti mandiamo un prezzo chiaro e, se il lavoro lo richiede, passiamo prima a vedere.' },
          { title: 'Scegli una data', text: 'Scegli il giorno che preferisci: lo confermiamo e facciamo il lavoro.' },
        ],
        i: [
          { title: 'Descrivimi il lavoro', text: 'Dimmi cosa c’è da fare e dove, con il modulo di questa pagina o per telefono.' },
          { title: 'Ricevi il preventivo', text: 'Ti mando un prezzo chiaro e, se il lavoro lo richiede, passo prima a vedere.' },
          { title: 'Scegli una data', text: 'Scegli il giorno che preferisci: lo confermo e faccio il lavoro.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Prima il prezzo', text: 'Sai quanto costa il lavoro prima che inizi.' },
          { title: 'Secondo i tuoi tempi', text: 'Dicci quando ti è comodo e organizziamo il lavoro di conseguenza.' },
          { title: 'Domande benvenute', text: 'Chiedici tutto prima di decidere, dai tempi ai materiali.' },
        ],
        i: [
          { title: 'Prima il prezzo', text: 'Sai quanto costa il lavoro prima che inizi.' },
          { title: 'Secondo i tuoi tempi', text: 'Dimmi quando ti è comodo e organizzo il lavoro di conseguenza.' },
          { title: 'Domande benvenute', text: 'Chiedimi tutto prima di decidere, dai tempi ai materiali.' },
        ],
      },
      faq: {
        we: [
          { q: 'Come richiedo un preventivo?', a: 'Invia il modulo di questa pagina o chiamaci. Dicci cosa c’è da fare e dove, e ti daremo un prezzo.' },
          { q: 'Dovete vedere il lavoro prima?', a: 'Per i lavori piccoli spesso basta una descrizione. Per quelli più grandi passiamo a vedere prima di fare il preventivo.' },
          { q: 'In quali zone lavorate?', a: 'Indicaci il tuo comune o CAP quando ci scrivi e te lo confermeremo.' },
          { q: 'Come funziona il pagamento?', a: 'Ti spieghiamo come e quando pagare insieme al preventivo.' },
        ],
        i: [
          { q: 'Come richiedo un preventivo?', a: 'Invia il modulo di questa pagina o chiamami. Dimmi cosa c’è da fare e dove, e ti darò un prezzo.' },
          { q: 'Devi vedere il lavoro prima?', a: 'Per i lavori piccoli spesso basta una descrizione. Per quelli più grandi passo a vedere prima di fare il preventivo.' },
          { q: 'In quali zone lavori?', a: 'Indicami il tuo comune o CAP quando mi scrivi e te lo confermerò.' },
          { q: 'Come funziona il pagamento?', a: 'Ti spiego come e quando pagare insieme al preventivo.' },
        ],
      },
    },
  },
  nl: {
    stay: {
      cta: { primary: 'Beschikbaarheid opvragen' },
      sections: {
        booking: { heading: 'Zo boek je je verblijf' },
        benefits: { heading: 'Waarom direct boeken' },
        faq: { heading: 'Voor je verblijf' },
        contact: { nav: 'Boeken', heading: 'Beschikbaarheid opvragen', eyebrow: 'Je verblijf', send: 'Beschikbaarheid opvragen' },
      },
      contactIntro: { we: 'Laat ons je data weten, met hoeveel je bent en welke kamer je wilt, dan laten we weten wat er vrij is.', i: 'Laat me je data weten, met hoeveel je bent en welke kamer je wilt, dan laat ik weten wat er vrij is.' },
      about: {
        we: 'Bij {name} willen we dat je verblijf vanaf je aankomst makkelijk voelt: een warm welkom, een comfortabele kamer en hulp bij alles wat je nodig hebt. Vraag ons gerust alles voordat je boekt.',
        i: 'Ik wil dat je verblijf vanaf je aankomst makkelijk voelt: een warm welkom, een comfortabele kamer en hulp bij alles wat je nodig hebt. Vraag me gerust alles voordat je boekt.',
      },
      steps: {
        we: [
          { title: 'Kies een kamer', text: 'Bekijk de kamers en prijzen op deze pagina.' },
          { title: 'Stuur je data', text: 'Laat ons weten wanneer je wilt aankomen en vertrekken, en met hoeveel je bent.' },
          { title: 'Wij bevestigen', text: 'We antwoorden met een bevestiging, of stellen andere data of een andere kamer voor als die van jou bezet is.' },
        ],
        i: [
          { title: 'Kies een kamer', text: 'Bekijk de kamers en prijzen op deze pagina.' },
          { title: 'Stuur je data', text: 'Laat me weten wanneer je wilt aankomen en vertrekken, en met hoeveel je bent.' },
          { title: 'Ik bevestig', text: 'Ik antwoord met een bevestiging, of stel andere data of een andere kamer voor als die van jou bezet is.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Direct boeken', text: 'Je aanvraag komt rechtstreeks bij ons, zonder boekingssite ertussen.' },
          { title: 'De juiste kamer', text: 'Vertel ons wat je nodig hebt en we helpen je kiezen.' },
          { title: 'Vragen welkom', text: 'Vraag ons alles voordat je boekt, van parkeren tot ontbijt.' },
        ],
        i: [
          { title: 'Direct boeken', text: 'Je aanvraag komt rechtstreeks bij mij, zonder boekingssite ertussen.' },
          { title: 'De juiste kamer', text: 'Vertel me wat je nodig hebt en ik help je kiezen.' },
          { title: 'Vragen welkom', text: 'Vraag me alles voordat je boekt, van parkeren tot ontbijt.' },
        ],
      },
      faq: {
        we: [
          { q: 'Hoe laat zijn inchecken en uitchecken?', a: 'We bevestigen de tijden bij je boeking. Wil je eerder aankomen of later vertrekken, vraag het gerust.' },
          { q: 'Wat zit er bij de prijs inbegrepen?', a: 'Vraag het bij het boeken, dan vertellen we wat er bij je kamer hoort.' },
          { q: 'Hoe werkt betalen?', a: 'Hoe en wanneer je betaalt, leggen we uit als we je verblijf bevestigen.' },
          { q: 'En als ik mijn data wil wijzigen?', a: 'Laat het ons zo snel mogelijk weten via de gegevens op deze pagina, dan doen we ons best om andere data te vinden.' },
        ],
        i: [
          { q: 'Hoe laat zijn inchecken en uitchecken?', a: 'Ik bevestig de tijden bij je boeking. Wil je eerder aankomen of later vertrekken, vraag het gerust.' },
          { q: 'Wat zit er bij de prijs inbegrepen?', a: 'Vraag het bij het boeken, dan vertel ik wat er bij je kamer hoort.' },
          { q: 'Hoe werkt betalen?', a: 'Hoe en wanneer je betaalt, leg ik uit als ik je verblijf bevestig.' },
          { q: 'En als ik mijn data wil wijzigen?', a: 'Laat het me zo snel mogelijk weten via de gegevens op deze pagina, dan doe ik mijn best om andere data te vinden.' },
        ],
      },
    },
    quote: {
      cta: { primary: 'Offerte aanvragen' },
      sections: {
        booking: { heading: 'Zo werkt het' },
        faq: { heading: 'Veelgestelde vragen' },
        contact: { nav: 'Offerte', heading: 'Vraag een offerte aan', eyebrow: 'Offertes', send: 'Offerte aanvragen' },
      },
      contactIntro: { we: 'Vertel ons wat er moet gebeuren, waar en wanneer het je uitkomt, en we sturen je een offerte.', i: 'Vertel me wat er moet gebeuren, waar en wanneer het je uitkomt, en ik stuur je een offerte.' },
      about: {
        we: 'Bij {name} nemen we de tijd om de klus te begrijpen voordat we een offerte maken. Je kunt rekenen op eerlijke antwoorden, een duidelijke prijs en netjes afgewerkt werk.',
        i: 'Ik neem de tijd om de klus te begrijpen voordat ik een offerte maak. Je kunt rekenen op eerlijke antwoorden, een duidelijke prijs en netjes afgewerkt werk.',
      },
      steps: {
        we: [
          { title: 'Vertel over de klus', text: 'Beschrijf wat er moet gebeuren en waar, met het formulier op deze pagina of telefonisch.' },
          { title: 'Ontvang je offerte', text: 'We sturen je een duidelijke prijs en komen eerst kijken als de klus dat vraagt.' },
          { title: 'Kies een datum', text: 'Kies een dag die je uitkomt; wij bevestigen hem en klaren de klus.' },
        ],
        i: [
          { title: 'Vertel over de klus', text: 'Beschrijf wat er moet gebeuren en waar, met het formulier op deze pagina of telefonisch.' },
          { title: 'Ontvang je offerte', text: 'Ik stuur je een duidelijke prijs en kom eerst kijken als de klus dat vraagt.' },
          { title: 'Kies een datum', text: 'Kies een dag die je uitkomt; ik bevestig hem en klaar de klus.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Eerst de prijs', text: 'Je weet wat de klus kost voordat het werk begint.' },
          { title: 'Op jouw planning', text: 'Laat ons weten wanneer het je uitkomt en we plannen de klus daaromheen.' },
          { title: 'Vragen welkom', text: 'Vraag ons alles voordat je beslist, van planning tot materialen.' },
        ],
        i: [
          { title: 'Eerst de prijs', text: 'Je weet wat de klus kost voordat het werk begint.' },
          { title: 'Op jouw planning', text: 'Laat me weten wanneer het je uitkomt en ik plan de klus daaromheen.' },
          { title: 'Vragen welkom', text: 'Vraag me alles voordat je beslist, van planning tot materialen.' },
        ],
      },
      faq: {
        we: [
          { q: 'Hoe vraag ik een offerte aan?', a: 'Stuur het formulier op deze pagina of bel ons. Vertel wat er moet gebeuren en waar, en we geven je een prijs.' },
          { q: 'Moeten jullie de klus eerst zien?', a: 'Voor kleine klussen is een beschrijving vaak genoeg. Voor grotere komen we eerst kijken voordat we een offerte maken.' },
          { q: 'In welke regio werken jullie?', a: 'Noem je woonplaats of postcode als je contact opneemt, dan laten we het je weten.' },
          { q: 'Hoe werkt betalen?', a: 'Hoe en wanneer je betaalt, leggen we uit bij de offerte.' },
        ],
        i: [
          { q: 'Hoe vraag ik een offerte aan?', a: 'Stuur het formulier op deze pagina of bel me. Vertel wat er moet gebeuren en waar, en ik geef je een prijs.' },
          { q: 'Moet je de klus eerst zien?', a: 'Voor kleine klussen is een beschrijving vaak genoeg. Voor grotere kom ik eerst kijken voordat ik een offerte maak.' },
          { q: 'In welke regio werk je?', a: 'Noem je woonplaats of postcode als je contact opneemt, dan laat ik het je weten.' },
          { q: 'Hoe werkt betalen?', a: 'Hoe en wanneer je betaalt, leg ik uit bij de offerte.' },
        ],
      },
    },
  },
  ja: {
    stay: {
      cta: { primary: '空室を確認' },
      sections: {
        booking: { heading: 'ご宿泊の予約方法' },
        benefits: { heading: '直接予約のメリット' },
        faq: { heading: 'ご宿泊の前に' },
        contact: { nav: 'ご予約', heading: '空室を確認', eyebrow: 'ご宿泊', send: '空室を確認' },
      },
      contactIntro: { we: 'ご希望の日程、人数、お部屋をお知らせいただければ、私たちから空室状況をご連絡します。', i: 'ご希望の日程、人数、お部屋をお知らせいただければ、私から空室状況をご連絡します。' },
      about: {
        we: '{name}では、到着の瞬間から気持ちよく過ごしていただけるよう心がけています。温かいお出迎え、快適なお部屋、そして必要なことがあればいつでもお手伝いします。',
        i: '到着の瞬間から気持ちよく過ごしていただけるよう心がけています。温かいお出迎え、快適なお部屋、そして必要なことがあればいつでもお手伝いします。',
      },
      steps: {
        we: [
          { title: 'お部屋を選ぶ', text: 'このページでお部屋と料金をご覧ください。' },
          { title: '日程を送る', text: '到着日と出発日、人数を私たちにお知らせください。' },
          { title: 'ご予約の確定', text: '私たちから確認のご連絡をします。ご希望の日程やお部屋が埋まっている場合は、別の日程やお部屋をご提案します。' },
        ],
        i: [
          { title: 'お部屋を選ぶ', text: 'このページでお部屋と料金をご覧ください。' },
          { title: '日程を送る', text: '到着日と出発日、人数を私にお知らせください。' },
          { title: 'ご予約の確定', text: '私から確認のご連絡をします。ご希望の日程やお部屋が埋まっている場合は、別の日程やお部屋をご提案します。' },
        ],
      },
      benefits: {
        we: [
          { title: '直接予約', text: '予約サイトを通さず、ご依頼が私たちに直接届きます。' },
          { title: 'ぴったりのお部屋', text: 'ご希望をお聞かせいただければ、私たちがお部屋選びをお手伝いします。' },
          { title: 'ご質問はお気軽に', text: '駐車場から朝食まで、ご予約前に何でも私たちにお尋ねください。' },
        ],
        i: [
          { title: '直接予約', text: '予約サイトを通さず、ご依頼が私に直接届きます。' },
          { title: 'ぴったりのお部屋', text: 'ご希望をお聞かせいただければ、私がお部屋選びをお手伝いします。' },
          { title: 'ご質問はお気軽に', text: '駐車場から朝食まで、ご予約前に何でも私にお尋ねください。' },
        ],
      },
      faq: {
        we: [
          { q: 'チェックイン・チェックアウトの時間は？', a: 'ご予約の際に、私たちから時間をお知らせします。早めの到着や遅めの出発をご希望の場合はご相談ください。' },
          { q: '料金には何が含まれますか？', a: 'ご予約の際にお尋ねいただければ、お部屋に含まれる内容を私たちからお伝えします。' },
          { q: '支払い方法は？', a: 'お支払いの方法と時期は、ご予約確定の際に私たちからご説明します。' },
          { q: '日程を変更したい場合は？', a: 'このページの連絡先からできるだけ早く私たちにお知らせください。別の日程をできる限りご用意します。' },
        ],
        i: [
          { q: 'チェックイン・チェックアウトの時間は？', a: 'ご予約の際に、私から時間をお知らせします。早めの到着や遅めの出発をご希望の場合はご相談ください。' },
          { q: '料金には何が含まれますか？', a: 'ご予約の際にお尋ねいただければ、お部屋に含まれる内容を私からお伝えします。' },
          { q: '支払い方法は？', a: 'お支払いの方法と時期は、ご予約確定の際に私からご説明します。' },
          { q: '日程を変更したい場合は？', a: 'このページの連絡先からできるだけ早く私にお知らせください。別の日程をできる限りご用意します。' },
        ],
      },
    },
    quote: {
      cta: { primary: '見積もりを依頼' },
      sections: {
        booking: { heading: 'ご依頼の流れ' },
        faq: { heading: 'よくあるご質問' },
        contact: { nav: 'お見積もり', heading: 'お見積もりのご依頼', eyebrow: 'お見積もり', send: '見積もりを依頼' },
      },
      contactIntro: { we: '作業の内容と場所、ご都合のよい日時をお知らせいただければ、私たちからお見積もりをお送りします。', i: '作業の内容と場所、ご都合のよい日時をお知らせいただければ、私からお見積もりをお送りします。' },
      about: {
        we: '{name}では、お見積もりの前に作業内容をしっかり把握することを大切にしています。わかりやすいご説明、明確な料金、丁寧な仕上がりを心がけています。',
        i: '私は、お見積もりの前に作業内容をしっかり把握することを大切にしています。わかりやすいご説明、明確な料金、丁寧な仕上がりを心がけています。',
      },
      steps: {
        we: [
          { title: '作業内容のご相談', text: 'このページのフォームまたはお電話で、作業の内容と場所を私たちにお伝えください。' },
          { title: 'お見積もりをお届け', text: 'わかりやすい料金を私たちからお知らせします。必要に応じて事前に現地を確認します。' },
          { title: '日程を決めて作業', text: 'ご都合のよい日をお選びください。私たちが日程を確定し、作業を行います。' },
        ],
        i: [
          { title: '作業内容のご相談', text: 'このページのフォームまたはお電話で、作業の内容と場所を私にお伝えください。' },
          { title: 'お見積もりをお届け', text: 'わかりやすい料金を私からお知らせします。必要に応じて事前に現地を確認します。' },
          { title: '日程を決めて作業', text: 'ご都合のよい日をお選びください。私が日程を確定し、作業を行います。' },
        ],
      },
      benefits: {
        we: [
          { title: '料金は作業前に', text: '作業を始める前に、費用がわかります。' },
          { title: 'ご都合に合わせて', text: 'ご都合のよい日時に合わせて、私たちが作業を計画します。' },
          { title: 'ご質問はお気軽に', text: '工期から材料まで、ご依頼前に何でも私たちにお尋ねください。' },
        ],
        i: [
          { title: '料金は作業前に', text: '作業を始める前に、費用がわかります。' },
          { title: 'ご都合に合わせて', text: 'ご都合のよい日時に合わせて、私が作業を計画します。' },
          { title: 'ご質問はお気軽に', text: '工期から材料まで、ご依頼前に何でも私にお尋ねください。' },
        ],
      },
      faq: {
        we: [
          { q: '見積もりはどう依頼すればよいですか？', a: 'このページのフォームを送信するか、私たちにお電話ください。作業の内容と場所を伺い、料金をお知らせします。' },
          { q: '事前に現地を見る必要はありますか？', a: '小さな作業ならご説明だけで十分なことが多いです。大きな作業は、お見積もりの前に私たちが現地を確認します。' },
          { q: '対応エリアはどこですか？', a: 'お問い合わせの際に市区町村か郵便番号をお知らせいただければ、対応可能か私たちからお答えします。' },
          { q: '支払い方法は？', a: 'お支払いの方法と時期は、お見積もりの際に私たちからご説明します。' },
        ],
        i: [
          { q: '見積もりはどう依頼すればよいですか？', a: 'このページのフォームを送信するか、私にお電話ください。作業の内容と場所を伺い、料金をお知らせします。' },
          { q: '事前に現地を見る必要はありますか？', a: '小さな作業ならご説明だけで十分なことが多いです。大きな作業は、お見積もりの前に私が現地を確認します。' },
          { q: '対応エリアはどこですか？', a: 'お問い合わせの際に市区町村か郵便番号をお知らせいただければ、対応可能か私からお答えします。' },
          { q: '支払い方法は？', a: 'お支払いの方法と時期は、お見積もりの際に私からご説明します。' },
        ],
      },
    },
  },
  zh: {
    stay: {
      cta: { primary: '查询空房' },
      sections: {
        booking: { heading: '如何预订住宿' },
        benefits: { heading: '为什么直接预订' },
        faq: { heading: '入住之前' },
        contact: { nav: '预订', heading: '查询空房', eyebrow: '您的住宿', send: '查询空房' },
      },
      contactIntro: { we: '告诉我们您的日期、人数和想要的房型，我们会告诉您有哪些空房。', i: '告诉我您的日期、人数和想要的房型，我会告诉您有哪些空房。' },
      about: {
        we: '在{name}，我们希望您从抵达那一刻起就住得轻松：热情的接待、舒适的房间，有任何需要都可以找我们。预订前有任何问题，都欢迎问我们。',
        i: '我希望您从抵达那一刻起就住得轻松：热情的接待、舒适的房间，有任何需要都可以找我。预订前有任何问题，都欢迎问我。',
      },
      steps: {
        we: [
          { title: '选择房间', text: '在本页查看房间和价格。' },
          { title: '发送日期', text: '告诉我们您想哪天入住、哪天离开，以及有几位客人。' },
          { title: '确认住宿', text: '我们会回复确认；如果您要的日期或房间已满，会建议其他日期或房间。' },
        ],
        i: [
          { title: '选择房间', text: '在本页查看房间和价格。' },
          { title: '发送日期', text: '告诉我您想哪天入住、哪天离开，以及有几位客人。' },
          { title: '确认住宿', text: '我会回复确认；如果您要的日期或房间已满，会建议其他日期或房间。' },
        ],
      },
      benefits: {
        we: [
          { title: '直接预订', text: '您的请求直接发给我们，中间没有预订网站。' },
          { title: '合适的房间', text: '告诉我们您的需要，我们帮您挑选。' },
          { title: '欢迎提问', text: '从停车到早餐，预订前都可以问我们。' },
        ],
        i: [
          { title: '直接预订', text: '您的请求直接发给我，中间没有预订网站。' },
          { title: '合适的房间', text: '告诉我您的需要，我帮您挑选。' },
          { title: '欢迎提问', text: '从停车到早餐，预订前都可以问我。' },
        ],
      },
      faq: {
        we: [
          { q: '几点入住和退房？', a: '我们会在确认预订时告知时间。如需提前入住或延迟退房，请告诉我们。' },
          { q: '价格包含什么？', a: '预订时询问，我们会告诉您房间包含哪些内容。' },
          { q: '如何付款？', a: '我们会在确认住宿时说明付款方式和时间。' },
          { q: '如果需要更改日期怎么办？', a: '请尽早通过本页的联系方式告诉我们，我们会尽力安排其他日期。' },
        ],
        i: [
          { q: '几点入住和退房？', a: '我会在确认预订时告知时间。如需提前入住或延迟退房，请告诉我。' },
          { q: '价格包含什么？', a: '预订时询问，我会告诉您房间包含哪些内容。' },
          { q: '如何付款？', a: '我会在确认住宿时说明付款方式和时间。' },
          { q: '如果需要更改日期怎么办？', a: '请尽早通过本页的联系方式告诉我，我会尽力安排其他日期。' },
        ],
      },
    },
    quote: {
      cta: { primary: '获取报价' },
      sections: {
        booking: { heading: '服务流程' },
        faq: { heading: '常见问题' },
        contact: { nav: '报价', heading: '获取报价', eyebrow: '报价', send: '获取报价' },
      },
      contactIntro: { we: '告诉我们需要做什么、在哪里以及您方便的时间，我们会给您报价。', i: '告诉我需要做什么、在哪里以及您方便的时间，我会给您报价。' },
      about: {
        we: '在{name}，我们会先了解清楚工作内容再报价。您会得到直接的答复、清楚的价格和干净利落的完工。',
        i: '我会先了解清楚工作内容再报价。您会得到直接的答复、清楚的价格和干净利落的完工。',
      },
      steps: {
        we: [
          { title: '描述需求', text: '通过本页表单或电话告诉我们需要做什么、在哪里。' },
          { title: '获取报价', text: '我们会给出清楚的价格，如有需要会先上门查看。' },
          { title: '选定日期', text: '选一个您方便的日子，我们确认后按时完工。' },
        ],
        i: [
          { title: '描述需求', text: '通过本页表单或电话告诉我需要做什么、在哪里。' },
          { title: '获取报价', text: '我会给出清楚的价格，如有需要会先上门查看。' },
          { title: '选定日期', text: '选一个您方便的日子，我确认后按时完工。' },
        ],
      },
      benefits: {
        we: [
          { title: '先报价再动工', text: '开工之前，您就知道需要多少费用。' },
          { title: '按您的时间安排', text: '告诉我们您方便的时间，我们据此安排工作。' },
          { title: '欢迎提问', text: '从工期到材料，决定之前都可以问我们。' },
        ],
        i: [
          { title: '先报价再动工', text: '开工之前，您就知道需要多少费用。' },
          { title: '按您的时间安排', text: '告诉我您方便的时间，我据此安排工作。' },
          { title: '欢迎提问', text: '从工期到材料，决定之前都可以问我。' },
        ],
      },
      faq: {
        we: [
          { q: '如何获取报价？', a: '提交本页表单或给我们打电话。告诉我们需要做什么、在哪里，我们会给您报价。' },
          { q: '需要先上门查看吗？', a: '小活通常描述一下就够了；较大的工作我们会先上门查看再报价。' },
          { q: '服务范围有哪些？', a: '联系时告诉我们您所在的城镇或邮编，我们会告诉您能否上门。' },
          { q: '如何付款？', a: '我们会在报价时说明付款方式和时间。' },
        ],
        i: [
          { q: '如何获取报价？', a: '提交本页表单或给我打电话。告诉我需要做什么、在哪里，我会给您报价。' },
          { q: '需要先上门查看吗？', a: '小活通常描述一下就够了；较大的工作我会先上门查看再报价。' },
          { q: '服务范围有哪些？', a: '联系时告诉我您所在的城镇或邮编，我会告诉您能否上门。' },
          { q: '如何付款？', a: '我会在报价时说明付款方式和时间。' },
        ],
      },
    },
  },
  ar: {
    stay: {
      cta: { primary: 'تحقق من التوفر' },
      sections: {
        booking: { heading: 'كيف تحجز إقامتك' },
        benefits: { heading: 'لماذا تحجز مباشرة' },
        faq: { heading: 'قبل إقامتك' },
        contact: { nav: 'احجز', heading: 'تحقق من التوفر', eyebrow: 'إقامتك', send: 'تحقق من التوفر' },
      },
      contactIntro: { we: 'أخبرنا بتواريخك وعدد الضيوف والغرفة التي تفضلها، وسنخبرك بما هو متاح.', i: 'أخبرني بتواريخك وعدد الضيوف والغرفة التي تفضلها، وسأخبرك بما هو متاح.' },
      about: {
        we: 'في {name}، نريد أن تكون إقامتك سهلة منذ لحظة وصولك: ترحيب دافئ وغرفة مريحة ومساعدة في كل ما تحتاجه. اسألنا عن أي شيء قبل أن تحجز.',
        i: 'أريد أن تكون إقامتك سهلة منذ لحظة وصولك: ترحيب دافئ وغرفة مريحة ومساعدة في كل ما تحتاجه. اسألني عن أي شيء قبل أن تحجز.',
      },
      steps: {
        we: [
          { title: 'اختر غرفة', text: 'اطّلع على الغرف والأسعار في هذه الصفحة.' },
          { title: 'أرسل تواريخك', text: 'أخبرنا متى تريد الوصول والمغادرة، وكم عددكم.' },
          { title: 'نؤكد إقامتك', text: 'نرد عليك للتأكيد، أو نقترح تواريخ أو غرفة أخرى إن كانت غرفتك محجوزة.' },
        ],
        i: [
          { title: 'اختر غرفة', text: 'اطّلع على الغرف والأسعار في هذه الصفحة.' },
          { title: 'أرسل تواريخك', text: 'أخبرني متى تريد الوصول والمغادرة، وكم عددكم.' },
          { title: 'أؤكد إقامتك', text: 'أرد عليك للتأكيد، أو أقترح تواريخ أو غرفة أخرى إن كانت غرفتك محجوزة.' },
        ],
      },
      benefits: {
        we: [
          { title: 'احجز مباشرة', text: 'يصلنا طلبك مباشرة، دون موقع حجز وسيط.' },
          { title: 'الغرفة المناسبة', text: 'أخبرنا بما تحتاجه وسنساعدك في الاختيار.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألنا عن أي شيء قبل الحجز، من موقف السيارات إلى الفطور.' },
        ],
        i: [
          { title: 'احجز مباشرة', text: 'يصلني طلبك مباشرة، دون موقع حجز وسيط.' },
          { title: 'الغرفة المناسبة', text: 'أخبرني بما تحتاجه وسأساعدك في الاختيار.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألني عن أي شيء قبل الحجز، من موقف السيارات إلى الفطور.' },
        ],
      },
      faq: {
        we: [
          { q: 'ما موعد تسجيل الوصول والمغادرة؟', a: 'نؤكد لك المواعيد مع الحجز. إن احتجت إلى الوصول مبكرًا أو المغادرة متأخرًا فاسألنا.' },
          { q: 'ماذا يشمل السعر؟', a: 'اسأل عند الحجز وسنخبرك بما تشمله غرفتك.' },
          { q: 'كيف يتم الدفع؟', a: 'نشرح لك طريقة الدفع وموعده عند تأكيد إقامتك.' },
          { q: 'ماذا لو احتجت إلى تغيير تواريخي؟', a: 'أخبرنا في أقرب وقت عبر بيانات التواصل في هذه الصفحة، وسنبذل جهدنا لإيجاد تواريخ أخرى.' },
        ],
        i: [
          { q: 'ما موعد تسجيل الوصول والمغادرة؟', a: 'أؤكد لك المواعيد مع الحجز. إن احتجت إلى الوصول مبكرًا أو المغادرة متأخرًا فاسألني.' },
          { q: 'ماذا يشمل السعر؟', a: 'اسأل عند الحجز وسأخبرك بما تشمله غرفتك.' },
          { q: 'كيف يتم الدفع؟', a: 'أشرح لك طريقة الدفع وموعده عند تأكيد إقامتك.' },
          { q: 'ماذا لو احتجت إلى تغيير تواريخي؟', a: 'أخبرني في أقرب وقت عبر بيانات التواصل في هذه الصفحة، وسأبذل جهدي لإيجاد تواريخ أخرى.' },
        ],
      },
    },
    quote: {
      cta: { primary: 'اطلب عرض سعر' },
      sections: {
        booking: { heading: 'كيف نعمل' },
        faq: { heading: 'أسئلة شائعة' },
        contact: { nav: 'عرض سعر', heading: 'اطلب عرض سعر', eyebrow: 'عروض الأسعار', send: 'اطلب عرض سعر' },
      },
      contactIntro: { we: 'أخبرنا بما يلزم إنجازه وأين ومتى يناسبك، وسنرسل إليك عرض سعر.', i: 'أخبرني بما يلزم إنجازه وأين ومتى يناسبك، وسأرسل إليك عرض سعر.' },
      about: {
        we: 'في {name}، نأخذ وقتنا لفهم العمل قبل تقديم السعر. ستجد إجابات صريحة وسعرًا واضحًا وعملًا نظيفًا عند الانتهاء.',
        i: 'آخذ وقتي لفهم العمل قبل تقديم السعر. ستجد إجابات صريحة وسعرًا واضحًا وعملًا نظيفًا عند الانتهاء.',
      },
      steps: {
        we: [
          { title: 'صف لنا العمل', text: 'أخبرنا بما يلزم إنجازه وأين، عبر النموذج في هذه الصفحة أو بالهاتف.' },
          { title: 'استلم عرض السعر', text: 'نرسل إليك سعرًا واضحًا، ونزور المكان أولًا إن تطلّب العمل ذلك.' },
          { title: 'اختر موعدًا', text: 'اختر اليوم الذي يناسبك، فنؤكده وننجز العمل.' },
        ],
        i: [
          { title: 'صف لي العمل', text: 'أخبرني بما يلزم إنجازه وأين، عبر النموذج في هذه الصفحة أو بالهاتف.' },
          { title: 'استلم عرض السعر', text: 'أرسل إليك سعرًا واضحًا، وأزور المكان أولًا إن تطلّب العمل ذلك.' },
          { title: 'اختر موعدًا', text: 'اختر اليوم الذي يناسبك، فأؤكده وأنجز العمل.' },
        ],
      },
      benefits: {
        we: [
          { title: 'السعر أولًا', text: 'تعرف تكلفة العمل قبل أن يبدأ.' },
          { title: 'حسب وقتك', text: 'أخبرنا بالوقت الذي يناسبك ونخطط للعمل على أساسه.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألنا عن أي شيء قبل أن تقرر، من المواعيد إلى المواد.' },
        ],
        i: [
          { title: 'السعر أولًا', text: 'تعرف تكلفة العمل قبل أن يبدأ.' },
          { title: 'حسب وقتك', text: 'أخبرني بالوقت الذي يناسبك وأخطط للعمل على أساسه.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألني عن أي شيء قبل أن تقرر، من المواعيد إلى المواد.' },
        ],
      },
      faq: {
        we: [
          { q: 'كيف أطلب عرض سعر؟', a: 'أرسل النموذج في هذه الصفحة أو اتصل بنا. أخبرنا بما يلزم إنجازه وأين، وسنعطيك سعرًا.' },
          { q: 'هل تحتاجون إلى معاينة العمل أولًا؟', a: 'في الأعمال الصغيرة يكفي الوصف غالبًا. أما الأكبر فنرتّب زيارة قبل تقديم السعر.' },
          { q: 'ما المناطق التي تغطونها؟', a: 'أخبرنا بمدينتك أو رمزك البريدي عند التواصل وسنخبرك.' },
          { q: 'كيف يتم الدفع؟', a: 'نشرح لك طريقة الدفع وموعده عند إرسال عرض السعر.' },
        ],
        i: [
          { q: 'كيف أطلب عرض سعر؟', a: 'أرسل النموذج في هذه الصفحة أو اتصل بي. أخبرني بما يلزم إنجازه وأين، وسأعطيك سعرًا.' },
          { q: 'هل تحتاج إلى معاينة العمل أولًا؟', a: 'في الأعمال الصغيرة يكفي الوصف غالبًا. أما الأكبر فأرتّب زيارة قبل تقديم السعر.' },
          { q: 'ما المناطق التي تغطيها؟', a: 'أخبرني بمدينتك أو رمزك البريدي عند التواصل وسأخبرك.' },
          { q: 'كيف يتم الدفع؟', a: 'أشرح لك طريقة الدفع وموعده عند إرسال عرض السعر.' },
        ],
      },
    },
  },
};
