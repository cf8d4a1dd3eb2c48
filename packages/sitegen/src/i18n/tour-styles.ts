import type { StyleCopy } from './types';

/**
 * A tour operator's own words over the local phrasebook (types.ts `PageStyle` `tours`; choose-blueprint `runsTours`: day
 * tours, food tours, walking holidays, safaris, group travel), in the site languages: visitors choose a tour and send their
 * dates ("Enquire about a tour", "Tours and trips", "Before you travel") instead of a salon's appointment ("What should I
 * expect the first time?") or a hotel's rooms. No claim the owner has not made (no group size, price, inclusions,
 * cancellation terms or guides' qualifications: questions about them are answered with "ask us").
 */
export const TOUR_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { tours: StyleCopy }> = {
  en: {
    tours: {
      cta: { primary: 'Enquire about a tour', secondary: 'See the tours' },
      sections: {
        services: { nav: 'Tours', heading: 'Tours and trips', eyebrow: 'Tours' },
        booking: { heading: 'How to book a tour', eyebrow: 'Booking' },
        faq: { heading: 'Before you travel' },
        contact: { nav: 'Enquire', heading: 'Enquire about a tour', eyebrow: 'Enquiries', send: 'Send enquiry' },
      },
      contactIntro: {
        we: 'Tell us which tour you’re interested in, your dates and how many of you are travelling, and we’ll get back to you with availability.',
        i: 'Tell me which tour you’re interested in, your dates and how many of you are travelling, and I’ll get back to you with availability.',
      },
      about: {
        we: 'With {name}, you spend your time seeing the places, not planning them. Tell us what you’d like to see and when, and we’ll help you find the tour that suits you.',
        i: 'With {name}, you spend your time seeing the places, not planning them. Tell me what you’d like to see and when, and I’ll help you find the tour that suits you.',
      },
      steps: {
        we: [
          { title: 'Choose a tour', text: 'Look through the tours on this page, or tell us what you’d like to see.' },
          { title: 'Send your dates', text: 'Tell us when you’d like to go and how many of you are travelling.' },
          { title: 'We confirm', text: 'We’ll come back to you with availability, the price and what it includes.' },
        ],
        i: [
          { title: 'Choose a tour', text: 'Look through the tours on this page, or tell me what you’d like to see.' },
          { title: 'Send your dates', text: 'Tell me when you’d like to go and how many of you are travelling.' },
          { title: 'I confirm', text: 'I’ll come back to you with availability, the price and what it includes.' },
        ],
      },
      benefits: {
        we: [
          { title: 'The right tour', text: 'Tell us what you enjoy and how you like to travel, and we’ll suggest the tour that suits you.' },
          { title: 'Know what’s included', text: 'Ask us what the price covers before you book, so there are no surprises.' },
          { title: 'Questions welcome', text: 'Ask us anything about a tour, from the pace to what to pack.' },
        ],
        i: [
          { title: 'The right tour', text: 'Tell me what you enjoy and how you like to travel, and I’ll suggest the tour that suits you.' },
          { title: 'Know what’s included', text: 'Ask me what the price covers before you book, so there are no surprises.' },
          { title: 'Questions welcome', text: 'Ask me anything about a tour, from the pace to what to pack.' },
        ],
      },
      faq: {
        we: [
          { q: 'What’s included in the price?', a: 'Each tour is different: ask us and we’ll tell you exactly what the price covers.' },
          { q: 'How big are the groups?', a: 'Ask us about the tour you’re interested in and we’ll tell you how many usually travel together.' },
          { q: 'What should I bring?', a: 'Ask us and we’ll tell you what to bring and wear for your tour.' },
          { q: 'What if I need to change my dates?', a: 'Get in touch as soon as you can and we’ll tell you what we can do.' },
        ],
        i: [
          { q: 'What’s included in the price?', a: 'Each tour is different: ask me and I’ll tell you exactly what the price covers.' },
          { q: 'How big are the groups?', a: 'Ask me about the tour you’re interested in and I’ll tell you how many usually travel together.' },
          { q: 'What should I bring?', a: 'Ask me and I’ll tell you what to bring and wear for your tour.' },
          { q: 'What if I need to change my dates?', a: 'Get in touch as soon as you can and I’ll tell you what I can do.' },
        ],
      },
      closing: {
        heading: 'Ready to go?',
        text: { we: 'Tell us your dates and we’ll help you choose your tour.', i: 'Tell me your dates and I’ll help you choose your tour.' },
      },
      featureText: {
        we: [
          'Ask us about it when you enquire.',
          'Part of travelling with {name}.',
          'One more reason to come along.',
          'Tell us what you’re looking for and we’ll point you the right way.',
        ],
        i: [
          'Ask me about it when you enquire.',
          'Part of travelling with {name}.',
          'One more reason to come along.',
          'Tell me what you’re looking for and I’ll point you the right way.',
        ],
      },
    },
  },
  es: {
    tours: {
      cta: { primary: 'Pide información', secondary: 'Ver los tours' },
      sections: {
        services: { nav: 'Excursiones', heading: 'Tours y viajes', eyebrow: 'Excursiones' },
        booking: { heading: 'Cómo reservar un tour', eyebrow: 'Reservas' },
        faq: { heading: 'Antes de viajar' },
        contact: { nav: 'Consultas', heading: 'Pide información sobre un tour', eyebrow: 'Tu viaje', send: 'Enviar consulta' },
      },
      contactIntro: {
        we: 'Cuéntanos qué tour te interesa, en qué fechas y para cuántas personas, y te responderemos con la disponibilidad.',
        i: 'Cuéntame qué tour te interesa, en qué fechas y para cuántas personas, y te responderé con la disponibilidad.',
      },
      about: {
        we: 'Con {name}, dedicas tu tiempo a conocer los lugares, no a organizar el viaje. Cuéntanos qué te gustaría ver y cuándo, y te ayudaremos a encontrar el tour que mejor se adapte a ti.',
        i: 'Con {name}, dedicas tu tiempo a conocer los lugares, no a organizar el viaje. Cuéntame qué te gustaría ver y cuándo, y te ayudaré a encontrar el tour que mejor se adapte a ti.',
      },
      steps: {
        we: [
          { title: 'Elige un tour', text: 'Echa un vistazo a los tours de esta página o cuéntanos qué te gustaría ver.' },
          { title: 'Envía tus fechas', text: 'Dinos cuándo te gustaría viajar y para cuántas personas.' },
          { title: 'Te lo confirmamos', text: 'Te responderemos con la disponibilidad, el precio y lo que incluye.' },
        ],
        i: [
          { title: 'Elige un tour', text: 'Echa un vistazo a los tours de esta página o cuéntame qué te gustaría ver.' },
          { title: 'Envía tus fechas', text: 'Dime cuándo te gustaría viajar y para cuántas personas.' },
          { title: 'Te lo confirmo', text: 'Te responderé con la disponibilidad, el precio y lo que incluye.' },
        ],
      },
      benefits: {
        we: [
          { title: 'El tour adecuado', text: 'Cuéntanos qué te gusta y cómo te gusta viajar, y te sugeriremos el tour que más te convenga.' },
          { title: 'Todo claro antes de reservar', text: 'Pregúntanos qué cubre el precio antes de reservar, para que no haya sorpresas.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntanos cualquier cosa sobre un tour, desde el ritmo hasta qué meter en la maleta.' },
        ],
        i: [
          { title: 'El tour adecuado', text: 'Cuéntame qué te gusta y cómo te gusta viajar, y te sugeriré el tour que más te convenga.' },
          { title: 'Todo claro antes de reservar', text: 'Pregúntame qué cubre el precio antes de reservar, para que no haya sorpresas.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntame cualquier cosa sobre un tour, desde el ritmo hasta qué meter en la maleta.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Qué incluye el precio?', a: 'Cada tour es distinto: pregúntanos y te diremos exactamente qué cubre el precio.' },
          { q: '¿De cuántas personas son los grupos?', a: 'Pregúntanos por el tour que te interesa y te diremos cuántas personas suelen viajar juntas.' },
          { q: '¿Qué debo llevar?', a: 'Pregúntanos y te diremos qué llevar y qué ropa ponerte para tu tour.' },
          { q: '¿Y si necesito cambiar mis fechas?', a: 'Ponte en contacto con nosotros lo antes posible y te diremos qué podemos hacer.' },
        ],
        i: [
          { q: '¿Qué incluye el precio?', a: 'Cada tour es distinto: pregúntame y te diré exactamente qué cubre el precio.' },
          { q: '¿De cuántas personas son los grupos?', a: 'Pregúntame por el tour que te interesa y te diré cuántas personas suelen viajar juntas.' },
          { q: '¿Qué debo llevar?', a: 'Pregúntame y te diré qué llevar y qué ropa ponerte para tu tour.' },
          { q: '¿Y si necesito cambiar mis fechas?', a: 'Ponte en contacto conmigo lo antes posible y te diré qué puedo hacer.' },
        ],
      },
      closing: {
        heading: '¿Con ganas de viajar?',
        text: { we: 'Dinos tus fechas y te ayudaremos a elegir tu tour.', i: 'Dime tus fechas y te ayudaré a elegir tu tour.' },
      },
      featureText: {
        we: [
          'Pregúntanos por ello al hacer tu consulta.',
          'Forma parte de viajar con {name}.',
          'Un motivo más para hacer la maleta.',
          'Cuéntanos qué buscas y te orientaremos.',
        ],
        i: [
          'Pregúntame por ello al hacer tu consulta.',
          'Forma parte de viajar con {name}.',
          'Un motivo más para hacer la maleta.',
          'Cuéntame qué buscas y te orientaré.',
        ],
      },
    },
  },
  pt: {
    tours: {
      cta: { primary: 'Peça informações', secondary: 'Ver os passeios' },
      sections: {
        services: { nav: 'Passeios', heading: 'Passeios e viagens', eyebrow: 'Passeios' },
        booking: { heading: 'Como reservar um passeio', eyebrow: 'Reservas' },
        faq: { heading: 'Antes de viajar' },
        contact: { nav: 'Informações', heading: 'Peça informações sobre um passeio', eyebrow: 'Pedidos de informação', send: 'Enviar pedido' },
      },
      contactIntro: {
        we: 'Diga-nos que passeio lhe interessa, as suas datas e quantas pessoas vão viajar, e respondemos-lhe com a disponibilidade.',
        i: 'Diga-me que passeio lhe interessa, as suas datas e quantas pessoas vão viajar, e respondo-lhe com a disponibilidade.',
      },
      about: {
        we: 'Com {name}, passa o seu tempo a conhecer os lugares, não a planeá-los. Diga-nos o que gostaria de ver e quando, e ajudamo-lo a encontrar o passeio certo para si.',
        i: 'Com {name}, passa o seu tempo a conhecer os lugares, não a planeá-los. Diga-me o que gostaria de ver e quando, e ajudo-o a encontrar o passeio certo para si.',
      },
      steps: {
        we: [
          { title: 'Escolha um passeio', text: 'Veja os passeios desta página ou diga-nos o que gostaria de ver.' },
          { title: 'Envie as suas datas', text: 'Diga-nos quando gostaria de ir e quantas pessoas vão viajar.' },
          { title: 'Confirmamos', text: 'Respondemos-lhe com a disponibilidade, o preço e o que está incluído.' },
        ],
        i: [
          { title: 'Escolha um passeio', text: 'Veja os passeios desta página ou diga-me o que gostaria de ver.' },
          { title: 'Envie as suas datas', text: 'Diga-me quando gostaria de ir e quantas pessoas vão viajar.' },
          { title: 'Confirmo', text: 'Respondo-lhe com a disponibilidade, o preço e o que está incluído.' },
        ],
      },
      benefits: {
        we: [
          { title: 'O passeio certo', text: 'Diga-nos do que gosta e como prefere viajar, e sugerimos-lhe o passeio mais indicado para si.' },
          { title: 'Saiba o que está incluído', text: 'Pergunte-nos o que o preço inclui antes de reservar, para não ter surpresas.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-nos tudo sobre um passeio, desde o ritmo até ao que levar na mala.' },
        ],
        i: [
          { title: 'O passeio certo', text: 'Diga-me do que gosta e como prefere viajar, e sugiro-lhe o passeio mais indicado para si.' },
          { title: 'Saiba o que está incluído', text: 'Pergunte-me o que o preço inclui antes de reservar, para não ter surpresas.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-me tudo sobre um passeio, desde o ritmo até ao que levar na mala.' },
        ],
      },
      faq: {
        we: [
          { q: 'O que está incluído no preço?', a: 'Cada passeio é diferente: pergunte-nos e dizemos-lhe exatamente o que o preço inclui.' },
          { q: 'De quantas pessoas são os grupos?', a: 'Pergunte-nos pelo passeio que lhe interessa e dizemos-lhe quantas pessoas costumam viajar juntas.' },
          { q: 'O que devo levar?', a: 'Pergunte-nos e dizemos-lhe o que deve levar e vestir para o seu passeio.' },
          { q: 'E se precisar de mudar as datas?', a: 'Entre em contacto assim que puder e dizemos-lhe o que podemos fazer.' },
        ],
        i: [
          { q: 'O que está incluído no preço?', a: 'Cada passeio é diferente: pergunte-me e digo-lhe exatamente o que o preço inclui.' },
          { q: 'De quantas pessoas são os grupos?', a: 'Pergunte-me pelo passeio que lhe interessa e digo-lhe quantas pessoas costumam viajar juntas.' },
          { q: 'O que devo levar?', a: 'Pergunte-me e digo-lhe o que deve levar e vestir para o seu passeio.' },
          { q: 'E se precisar de mudar as datas?', a: 'Entre em contacto assim que puder e digo-lhe o que posso fazer.' },
        ],
      },
      closing: {
        heading: 'Quer partir à descoberta?',
        text: { we: 'Diga-nos as suas datas e ajudamo-lo a escolher o seu passeio.', i: 'Diga-me as suas datas e ajudo-o a escolher o seu passeio.' },
      },
      featureText: {
        we: [
          'Pergunte-nos sobre isto quando pedir informações.',
          'Faz parte de viajar com {name}.',
          'Mais uma razão para fazer as malas.',
          'Diga-nos o que procura e indicamos-lhe o melhor caminho.',
        ],
        i: [
          'Pergunte-me sobre isto quando pedir informações.',
          'Faz parte de viajar com {name}.',
          'Mais uma razão para fazer as malas.',
          'Diga-me o que procura e indico-lhe o melhor caminho.',
        ],
      },
    },
  },
  fr: {
    tours: {
      cta: { primary: 'Se renseigner', secondary: 'Voir les circuits' },
      sections: {
        services: { nav: 'Circuits', heading: 'Circuits et voyages', eyebrow: 'Circuits' },
        booking: { heading: 'Comment réserver un circuit', eyebrow: 'Réservation' },
        faq: { heading: 'Avant le départ' },
        contact: { nav: 'Renseignements', heading: 'Se renseigner sur un circuit', eyebrow: 'Demandes', send: 'Envoyer la demande' },
      },
      contactIntro: {
        we: 'Dites-nous quel circuit vous intéresse, vos dates et combien vous serez à voyager, et nous reviendrons vers vous avec les disponibilités.',
        i: 'Dites-moi quel circuit vous intéresse, vos dates et combien vous serez à voyager, et je reviendrai vers vous avec les disponibilités.',
      },
      about: {
        we: 'Avec {name}, vous passez votre temps à découvrir les lieux, pas à organiser le voyage. Dites-nous ce que vous aimeriez voir et quand, et nous vous aiderons à trouver le circuit qui vous convient.',
        i: 'Avec {name}, vous passez votre temps à découvrir les lieux, pas à organiser le voyage. Dites-moi ce que vous aimeriez voir et quand, et je vous aiderai à trouver le circuit qui vous convient.',
      },
      steps: {
        we: [
          { title: 'Choisissez un circuit', text: 'Parcourez les circuits de cette page, ou dites-nous ce que vous aimeriez voir.' },
          { title: 'Envoyez vos dates', text: 'Dites-nous quand vous aimeriez partir et combien vous serez.' },
          { title: 'Nous confirmons', text: 'Nous revenons vers vous avec les disponibilités, le prix et ce qu’il comprend.' },
        ],
        i: [
          { title: 'Choisissez un circuit', text: 'Parcourez les circuits de cette page, ou dites-moi ce que vous aimeriez voir.' },
          { title: 'Envoyez vos dates', text: 'Dites-moi quand vous aimeriez partir et combien vous serez.' },
          { title: 'Je confirme', text: 'Je reviens vers vous avec les disponibilités, le prix et ce qu’il comprend.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Le bon circuit', text: 'Dites-nous ce que vous aimez et comment vous aimez voyager, et nous vous proposerons le circuit qui vous convient.' },
          { title: 'Sachez ce qui est inclus', text: 'Demandez-nous ce que couvre le prix avant de réserver, pour éviter les surprises.' },
          { title: 'Posez vos questions', text: 'Interrogez-nous sur tout ce qui concerne un circuit, du rythme aux affaires à emporter.' },
        ],
        i: [
          { title: 'Le bon circuit', text: 'Dites-moi ce que vous aimez et comment vous aimez voyager, et je vous proposerai le circuit qui vous convient.' },
          { title: 'Sachez ce qui est inclus', text: 'Demandez-moi ce que couvre le prix avant de réserver, pour éviter les surprises.' },
          { title: 'Posez vos questions', text: 'Interrogez-moi sur tout ce qui concerne un circuit, du rythme aux affaires à emporter.' },
        ],
      },
      faq: {
        we: [
          { q: 'Qu’est-ce qui est compris dans le prix\u202f?', a: 'Chaque circuit est différent\u202f: demandez-nous et nous vous dirons exactement ce que couvre le prix.' },
          { q: 'Quelle est la taille des groupes\u202f?', a: 'Interrogez-nous sur le circuit qui vous intéresse et nous vous dirons combien de personnes voyagent habituellement ensemble.' },
          { q: 'Que faut-il emporter\u202f?', a: 'Demandez-nous et nous vous dirons quoi emporter et quelle tenue prévoir pour votre circuit.' },
          { q: 'Et si je dois changer mes dates\u202f?', a: 'Prenez contact avec nous dès que possible et nous vous dirons ce que nous pouvons faire.' },
        ],
        i: [
          { q: 'Qu’est-ce qui est compris dans le prix\u202f?', a: 'Chaque circuit est différent\u202f: demandez-moi et je vous dirai exactement ce que couvre le prix.' },
          { q: 'Quelle est la taille des groupes\u202f?', a: 'Interrogez-moi sur le circuit qui vous intéresse et je vous dirai combien de personnes voyagent habituellement ensemble.' },
          { q: 'Que faut-il emporter\u202f?', a: 'Demandez-moi et je vous dirai quoi emporter et quelle tenue prévoir pour votre circuit.' },
          { q: 'Et si je dois changer mes dates\u202f?', a: 'Prenez contact avec moi dès que possible et je vous dirai ce que je peux faire.' },
        ],
      },
      closing: {
        heading: 'Envie de partir\u202f?',
        text: { we: 'Indiquez-nous vos dates et nous vous aiderons à choisir votre circuit.', i: 'Indiquez-moi vos dates et je vous aiderai à choisir votre circuit.' },
      },
      featureText: {
        we: [
          'Interrogez-nous à ce sujet lors de votre demande.',
          'Cela fait partie du voyage avec {name}.',
          'Une raison de plus de faire vos valises.',
          'Dites-nous ce que vous cherchez et nous vous orienterons.',
        ],
        i: [
          'Interrogez-moi à ce sujet lors de votre demande.',
          'Cela fait partie du voyage avec {name}.',
          'Une raison de plus de faire vos valises.',
          'Dites-moi ce que vous cherchez et je vous orienterai.',
        ],
      },
    },
  },
  de: {
    tours: {
      cta: { primary: 'Tour anfragen', secondary: 'Touren ansehen' },
      sections: {
        services: { nav: 'Touren', heading: 'Touren und Reisen', eyebrow: 'Touren' },
        booking: { heading: 'So buchen Sie eine Tour', eyebrow: 'Buchung' },
        faq: { heading: 'Vor der Reise' },
        contact: { nav: 'Anfrage', heading: 'Ihre Tour anfragen', eyebrow: 'Anfragen', send: 'Anfrage senden' },
      },
      contactIntro: {
        we: 'Sagen Sie uns, welche Tour Sie interessiert, wann Sie reisen möchten und wie viele Personen mitkommen, und wir melden uns mit der Verfügbarkeit bei Ihnen.',
        i: 'Sagen Sie mir, welche Tour Sie interessiert, wann Sie reisen möchten und wie viele Personen mitkommen, und ich melde mich mit der Verfügbarkeit bei Ihnen.',
      },
      about: {
        we: 'Mit {name} verbringen Sie Ihre Zeit damit, Orte zu entdecken, statt sie zu planen. Sagen Sie uns, was Sie wann sehen möchten, und wir helfen Ihnen, die passende Tour zu finden.',
        i: 'Mit {name} verbringen Sie Ihre Zeit damit, Orte zu entdecken, statt sie zu planen. Sagen Sie mir, was Sie wann sehen möchten, und ich helfe Ihnen, die passende Tour zu finden.',
      },
      steps: {
        we: [
          { title: 'Tour auswählen', text: 'Sehen Sie sich die Touren auf dieser Seite an, oder sagen Sie uns, was Sie gern sehen möchten.' },
          { title: 'Termine senden', text: 'Sagen Sie uns, wann Sie reisen möchten und wie viele Personen mitkommen.' },
          { title: 'Wir bestätigen', text: 'Wir melden uns mit der Verfügbarkeit, dem Preis und den enthaltenen Leistungen bei Ihnen.' },
        ],
        i: [
          { title: 'Tour auswählen', text: 'Sehen Sie sich die Touren auf dieser Seite an, oder sagen Sie mir, was Sie gern sehen möchten.' },
          { title: 'Termine senden', text: 'Sagen Sie mir, wann Sie reisen möchten und wie viele Personen mitkommen.' },
          { title: 'Ich bestätige', text: 'Ich melde mich mit der Verfügbarkeit, dem Preis und den enthaltenen Leistungen bei Ihnen.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Die passende Tour', text: 'Erzählen Sie uns, was Ihnen gefällt und wie Sie gern reisen, und wir schlagen Ihnen die passende Tour vor.' },
          { title: 'Wissen, was inbegriffen ist', text: 'Fragen Sie uns vor der Buchung, was im Preis enthalten ist, damit es keine Überraschungen gibt.' },
          { title: 'Fragen sind willkommen', text: 'Fragen Sie uns alles zu einer Tour, vom Tempo bis zur Packliste.' },
        ],
        i: [
          { title: 'Die passende Tour', text: 'Erzählen Sie mir, was Ihnen gefällt und wie Sie gern reisen, und ich schlage Ihnen die passende Tour vor.' },
          { title: 'Wissen, was inbegriffen ist', text: 'Fragen Sie mich vor der Buchung, was im Preis enthalten ist, damit es keine Überraschungen gibt.' },
          { title: 'Fragen sind willkommen', text: 'Fragen Sie mich alles zu einer Tour, vom Tempo bis zur Packliste.' },
        ],
      },
      faq: {
        we: [
          { q: 'Was ist im Preis inbegriffen?', a: 'Jede Tour ist anders: Fragen Sie uns, und wir sagen Ihnen genau, was der Preis abdeckt.' },
          { q: 'Wie groß sind die Gruppen?', a: 'Fragen Sie uns nach der Tour, die Sie interessiert, und wir sagen Ihnen, wie viele Personen meist gemeinsam reisen.' },
          { q: 'Was sollte ich mitbringen?', a: 'Fragen Sie uns, und wir sagen Ihnen, was Sie für Ihre Tour mitbringen und anziehen sollten.' },
          { q: 'Und wenn ich meine Reisedaten ändern muss?', a: 'Melden Sie sich so bald wie möglich, und wir sagen Ihnen, was wir tun können.' },
        ],
        i: [
          { q: 'Was ist im Preis inbegriffen?', a: 'Jede Tour ist anders: Fragen Sie mich, und ich sage Ihnen genau, was der Preis abdeckt.' },
          { q: 'Wie groß sind die Gruppen?', a: 'Fragen Sie mich nach der Tour, die Sie interessiert, und ich sage Ihnen, wie viele Personen meist gemeinsam reisen.' },
          { q: 'Was sollte ich mitbringen?', a: 'Fragen Sie mich, und ich sage Ihnen, was Sie für Ihre Tour mitbringen und anziehen sollten.' },
          { q: 'Und wenn ich meine Reisedaten ändern muss?', a: 'Melden Sie sich so bald wie möglich, und ich sage Ihnen, was ich tun kann.' },
        ],
      },
      closing: {
        heading: 'Bereit für die Reise?',
        text: { we: 'Nennen Sie uns Ihre Reisedaten, und wir helfen Ihnen bei der Wahl Ihrer Tour.', i: 'Nennen Sie mir Ihre Reisedaten, und ich helfe Ihnen bei der Wahl Ihrer Tour.' },
      },
      featureText: {
        we: [
          'Fragen Sie uns bei Ihrer Anfrage danach.',
          'Das gehört zum Reisen mit {name} dazu.',
          'Ein Grund mehr, die Koffer zu packen.',
          'Sagen Sie uns, was Sie suchen, und wir zeigen Ihnen den richtigen Weg.',
        ],
        i: [
          'Fragen Sie mich bei Ihrer Anfrage danach.',
          'Das gehört zum Reisen mit {name} dazu.',
          'Ein Grund mehr, die Koffer zu packen.',
          'Sagen Sie mir, was Sie suchen, und ich zeige Ihnen den richtigen Weg.',
        ],
      },
    },
  },
  it: {
    tours: {
      cta: { primary: 'Chiedi informazioni', secondary: 'Scopri i tour' },
      sections: {
        services: { nav: 'Tour', heading: 'Tour e viaggi', eyebrow: 'Escursioni' },
        booking: { heading: 'Come prenotare un tour', eyebrow: 'Prenotazione' },
        faq: { heading: 'Prima di partire' },
        contact: { nav: 'Informazioni', heading: 'Chiedi informazioni su un tour', eyebrow: 'Richieste', send: 'Invia richiesta' },
      },
      contactIntro: {
        we: 'Dicci quale tour ti interessa, le tue date e quante persone viaggeranno, e ti risponderemo con la disponibilità.',
        i: 'Dimmi quale tour ti interessa, le tue date e quante persone viaggeranno, e ti risponderò con la disponibilità.',
      },
      about: {
        we: 'Con {name} passi il tempo a scoprire i luoghi, non a organizzare il viaggio. Dicci cosa ti piacerebbe vedere e quando, e ti aiuteremo a trovare il tour che fa per te.',
        i: 'Con {name} passi il tempo a scoprire i luoghi, non a organizzare il viaggio. Dimmi cosa ti piacerebbe vedere e quando, e ti aiuterò a trovare il tour che fa per te.',
      },
      steps: {
        we: [
          { title: 'Scegli un tour', text: 'Sfoglia i tour di questa pagina o dicci cosa ti piacerebbe vedere.' },
          { title: 'Invia le tue date', text: 'Dicci quando vorresti partire e quante persone viaggeranno.' },
          { title: 'Ti confermiamo tutto', text: 'Ti risponderemo con la disponibilità, il prezzo e cosa è compreso.' },
        ],
        i: [
          { title: 'Scegli un tour', text: 'Sfoglia i tour di questa pagina o dimmi cosa ti piacerebbe vedere.' },
          { title: 'Invia le tue date', text: 'Dimmi quando vorresti partire e quante persone viaggeranno.' },
          { title: 'Ti confermo tutto', text: 'Ti risponderò con la disponibilità, il prezzo e cosa è compreso.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Il tour giusto', text: 'Dicci cosa ti piace e come ami viaggiare, e ti suggeriremo il tour più adatto a te.' },
          { title: 'Sai cosa è compreso', text: 'Chiedici cosa copre il prezzo prima di prenotare, così non avrai sorprese.' },
          { title: 'Chiedi pure', text: 'Chiedici tutto su un tour, dal ritmo a cosa mettere in valigia.' },
        ],
        i: [
          { title: 'Il tour giusto', text: 'Dimmi cosa ti piace e come ami viaggiare, e ti suggerirò il tour più adatto a te.' },
          { title: 'Sai cosa è compreso', text: 'Chiedimi cosa copre il prezzo prima di prenotare, così non avrai sorprese.' },
          { title: 'Chiedi pure', text: 'Chiedimi tutto su un tour, dal ritmo a cosa mettere in valigia.' },
        ],
      },
      faq: {
        we: [
          { q: 'Cosa è compreso nel prezzo?', a: 'Ogni tour è diverso: chiedici e ti diremo esattamente cosa copre il prezzo.' },
          { q: 'Quanto sono numerosi i gruppi?', a: 'Chiedici del tour che ti interessa e ti diremo quante persone viaggiano di solito insieme.' },
          { q: 'Cosa devo portare?', a: 'Chiedici e ti diremo cosa portare e cosa indossare per il tuo tour.' },
          { q: 'E se devo cambiare le date?', a: 'Contattaci appena puoi e ti diremo cosa possiamo fare.' },
        ],
        i: [
          { q: 'Cosa è compreso nel prezzo?', a: 'Ogni tour è diverso: chiedimi e ti dirò esattamente cosa copre il prezzo.' },
          { q: 'Quanto sono numerosi i gruppi?', a: 'Chiedimi del tour che ti interessa e ti dirò quante persone viaggiano di solito insieme.' },
          { q: 'Cosa devo portare?', a: 'Chiedimi e ti dirò cosa portare e cosa indossare per il tuo tour.' },
          { q: 'E se devo cambiare le date?', a: 'Contattami appena puoi e ti dirò cosa posso fare.' },
        ],
      },
      closing: {
        heading: 'Hai voglia di partire?',
        text: { we: 'Dicci le tue date e ti aiuteremo a scegliere il tuo tour.', i: 'Dimmi le tue date e ti aiuterò a scegliere il tuo tour.' },
      },
      featureText: {
        we: [
          'Chiedici di più quando ci contatti.',
          'Fa parte del viaggio con {name}.',
          'Un motivo in più per fare le valigie.',
          'Dicci cosa cerchi e ti indicheremo la strada giusta.',
        ],
        i: [
          'Chiedimi di più quando mi contatti.',
          'Fa parte del viaggio con {name}.',
          'Un motivo in più per fare le valigie.',
          'Dimmi cosa cerchi e ti indicherò la strada giusta.',
        ],
      },
    },
  },
  nl: {
    tours: {
      cta: { primary: 'Informatie aanvragen', secondary: 'Bekijk de tours' },
      sections: {
        services: { nav: 'Alle tours', heading: 'Tours en reizen', eyebrow: 'Op pad' },
        booking: { heading: 'Zo boek je een tour', eyebrow: 'Boeken' },
        faq: { heading: 'Voordat je vertrekt' },
        contact: { nav: 'Aanvraag', heading: 'Vraag een tour aan', eyebrow: 'Aanvragen', send: 'Aanvraag versturen' },
      },
      contactIntro: {
        we: 'Laat ons weten welke tour je interesseert, wanneer je wilt gaan en met hoeveel personen je reist, dan laten we je weten wat er beschikbaar is.',
        i: 'Laat me weten welke tour je interesseert, wanneer je wilt gaan en met hoeveel personen je reist, dan laat ik je weten wat er beschikbaar is.',
      },
      about: {
        we: 'Met {name} gaat je tijd naar het ontdekken van plekken, niet naar het plannen ervan. Vertel ons wat je wilt zien en wanneer, dan helpen we je de tour te vinden die bij je past.',
        i: 'Met {name} gaat je tijd naar het ontdekken van plekken, niet naar het plannen ervan. Vertel me wat je wilt zien en wanneer, dan help ik je de tour te vinden die bij je past.',
      },
      steps: {
        we: [
          { title: 'Kies een tour', text: 'Bekijk de tours op deze pagina of vertel ons wat je graag wilt zien.' },
          { title: 'Stuur je data', text: 'Laat ons weten wanneer je wilt gaan en met hoeveel personen je reist.' },
          { title: 'Wij bevestigen', text: 'Je hoort van ons wat er beschikbaar is, wat het kost en wat er is inbegrepen.' },
        ],
        i: [
          { title: 'Kies een tour', text: 'Bekijk de tours op deze pagina of vertel me wat je graag wilt zien.' },
          { title: 'Stuur je data', text: 'Laat me weten wanneer je wilt gaan en met hoeveel personen je reist.' },
          { title: 'Ik bevestig', text: 'Je hoort van mij wat er beschikbaar is, wat het kost en wat er is inbegrepen.' },
        ],
      },
      benefits: {
        we: [
          { title: 'De juiste tour', text: 'Vertel ons wat je leuk vindt en hoe je graag reist, dan stellen we de tour voor die bij je past.' },
          { title: 'Weet wat inbegrepen is', text: 'Vraag ons vóór het boeken wat er bij de prijs is inbegrepen, dan kom je niet voor verrassingen te staan.' },
          { title: 'Vraag gerust', text: 'Vraag ons alles over een tour, van het tempo tot wat je inpakt.' },
        ],
        i: [
          { title: 'De juiste tour', text: 'Vertel me wat je leuk vindt en hoe je graag reist, dan stel ik de tour voor die bij je past.' },
          { title: 'Weet wat inbegrepen is', text: 'Vraag me vóór het boeken wat er bij de prijs is inbegrepen, dan kom je niet voor verrassingen te staan.' },
          { title: 'Vraag gerust', text: 'Vraag me alles over een tour, van het tempo tot wat je inpakt.' },
        ],
      },
      faq: {
        we: [
          { q: 'Wat is er bij de prijs inbegrepen?', a: 'Elke tour is anders: vraag het ons, dan vertellen we je precies wat er bij de prijs is inbegrepen.' },
          { q: 'Hoe groot zijn de groepen?', a: 'Vraag ons naar de tour die je interesseert, dan vertellen we je met hoeveel mensen er meestal samen wordt gereisd.' },
          { q: 'Wat moet ik meenemen?', a: 'Vraag het ons, dan vertellen we je wat je voor je tour meeneemt en aantrekt.' },
          { q: 'Wat als ik mijn reisdata moet wijzigen?', a: 'Neem zo snel mogelijk contact op, dan vertellen we je wat we kunnen doen.' },
        ],
        i: [
          { q: 'Wat is er bij de prijs inbegrepen?', a: 'Elke tour is anders: vraag het me, dan vertel ik je precies wat er bij de prijs is inbegrepen.' },
          { q: 'Hoe groot zijn de groepen?', a: 'Vraag me naar de tour die je interesseert, dan vertel ik je met hoeveel mensen er meestal samen wordt gereisd.' },
          { q: 'Wat moet ik meenemen?', a: 'Vraag het me, dan vertel ik je wat je voor je tour meeneemt en aantrekt.' },
          { q: 'Wat als ik mijn reisdata moet wijzigen?', a: 'Neem zo snel mogelijk contact op, dan vertel ik je wat ik kan doen.' },
        ],
      },
      closing: {
        heading: 'Klaar voor vertrek?',
        text: { we: 'Laat ons je reisdata weten, dan helpen we je een tour te kiezen.', i: 'Laat me je reisdata weten, dan help ik je een tour te kiezen.' },
      },
      featureText: {
        we: [
          'Vraag ons ernaar bij je aanvraag.',
          'Dat hoort bij reizen met {name}.',
          'Nog een reden om je koffer te pakken.',
          'Vertel ons wat je zoekt, dan wijzen we je de weg.',
        ],
        i: [
          'Vraag me ernaar bij je aanvraag.',
          'Dat hoort bij reizen met {name}.',
          'Nog een reden om je koffer te pakken.',
          'Vertel me wat je zoekt, dan wijs ik je de weg.',
        ],
      },
    },
  },
  ja: {
    tours: {
      cta: { primary: 'ツアーのお問い合わせ', secondary: 'ツアーを見る' },
      sections: {
        services: { nav: 'ツアー', heading: 'ツアーと旅行', eyebrow: 'ツアー紹介' },
        booking: { heading: 'ツアー予約の流れ', eyebrow: 'ご予約' },
        faq: { heading: 'ご旅行の前に' },
        contact: { nav: 'お問合せ', heading: 'ツアーのお問い合わせ', eyebrow: 'お問い合わせ', send: '問い合わせを送信' },
      },
      contactIntro: {
        we: 'ご希望のツアー、日程、ご旅行の人数をお知らせいただければ、私たちから空き状況をご連絡します。',
        i: 'ご希望のツアー、日程、ご旅行の人数をお知らせいただければ、私から空き状況をご連絡します。',
      },
      about: {
        we: '{name}となら、旅の計画に追われることなく、その土地を楽しむことに時間を使えます。見たいものと時期をお聞かせいただければ、私たちがご希望に合うツアー選びをお手伝いします。',
        i: '{name}となら、旅の計画に追われることなく、その土地を楽しむことに時間を使えます。見たいものと時期をお聞かせいただければ、私がご希望に合うツアー選びをお手伝いします。',
      },
      steps: {
        we: [
          { title: 'ツアーを選ぶ', text: 'このページのツアーをご覧いただくか、見たいものを私たちにお知らせください。' },
          { title: '日程を送る', text: 'ご希望の時期と、ご旅行の人数を私たちにお知らせください。' },
          { title: '私たちからご案内', text: '空き状況と料金、料金に含まれる内容を私たちからご連絡します。' },
        ],
        i: [
          { title: 'ツアーを選ぶ', text: 'このページのツアーをご覧いただくか、見たいものを私にお知らせください。' },
          { title: '日程を送る', text: 'ご希望の時期と、ご旅行の人数を私にお知らせください。' },
          { title: '私からご案内', text: '空き状況と料金、料金に含まれる内容を私からご連絡します。' },
        ],
      },
      benefits: {
        we: [
          { title: 'ご希望に合うツアー', text: 'お好みや旅のスタイルをお聞かせいただければ、私たちがお客様に合うツアーをご提案します。' },
          { title: '含まれる内容を確認', text: 'あとで驚くことのないよう、料金に何が含まれるかをご予約の前に私たちにお尋ねください。' },
          { title: 'ご質問はお気軽に', text: '旅のペースから持ち物まで、ツアーのことは何でも私たちにお尋ねください。' },
        ],
        i: [
          { title: 'ご希望に合うツアー', text: 'お好みや旅のスタイルをお聞かせいただければ、私がお客様に合うツアーをご提案します。' },
          { title: '含まれる内容を確認', text: 'あとで驚くことのないよう、料金に何が含まれるかをご予約の前に私にお尋ねください。' },
          { title: 'ご質問はお気軽に', text: '旅のペースから持ち物まで、ツアーのことは何でも私にお尋ねください。' },
        ],
      },
      faq: {
        we: [
          { q: '料金には何が含まれていますか？', a: 'ツアーによって異なります。お尋ねいただければ、料金に含まれる内容を私たちから詳しくご説明します。' },
          { q: 'グループの人数はどのくらいですか？', a: 'ご希望のツアーについてお尋ねいただければ、普段何人ほどで一緒に旅をするかを私たちからお伝えします。' },
          { q: '何を持っていけばよいですか？', a: 'お尋ねいただければ、ツアーに必要な持ち物や服装を私たちからご案内します。' },
          { q: '日程を変更したい場合は？', a: 'できるだけ早くご連絡ください。私たちにできることをご案内します。' },
        ],
        i: [
          { q: '料金には何が含まれていますか？', a: 'ツアーによって異なります。お尋ねいただければ、料金に含まれる内容を私から詳しくご説明します。' },
          { q: 'グループの人数はどのくらいですか？', a: 'ご希望のツアーについてお尋ねいただければ、普段何人ほどで一緒に旅をするかを私からお伝えします。' },
          { q: '何を持っていけばよいですか？', a: 'お尋ねいただければ、ツアーに必要な持ち物や服装を私からご案内します。' },
          { q: '日程を変更したい場合は？', a: 'できるだけ早くご連絡ください。私にできることをご案内します。' },
        ],
      },
      closing: {
        heading: '旅に出かけませんか？',
        text: { we: 'ご希望の日程をお知らせいただければ、私たちがツアー選びをお手伝いします。', i: 'ご希望の日程をお知らせいただければ、私がツアー選びをお手伝いします。' },
      },
      featureText: {
        we: [
          'お問い合わせの際に、私たちにお気軽にお尋ねください。',
          '{name}と旅する楽しみのひとつです。',
          '旅に出る理由がまたひとつ増えます。',
          'お探しのものをお聞かせいただければ、私たちがご希望に合うものをご案内します。',
        ],
        i: [
          'お問い合わせの際に、私にお気軽にお尋ねください。',
          '{name}と旅する楽しみのひとつです。',
          '旅に出る理由がまたひとつ増えます。',
          'お探しのものをお聞かせいただければ、私がご希望に合うものをご案内します。',
        ],
      },
    },
  },
  zh: {
    tours: {
      cta: { primary: '咨询行程', secondary: '查看行程' },
      sections: {
        services: { nav: '行程', heading: '旅游行程', eyebrow: '行程介绍' },
        booking: { heading: '如何预订行程', eyebrow: '预订' },
        faq: { heading: '出行之前' },
        contact: { nav: '咨询', heading: '行程咨询', eyebrow: '咨询', send: '发送咨询' },
      },
      contactIntro: {
        we: '请告诉我们您感兴趣的行程、出行日期和人数，我们会回复您余位情况。',
        i: '请告诉我您感兴趣的行程、出行日期和人数，我会回复您余位情况。',
      },
      about: {
        we: '有了{name}，您可以把时间花在游览上，而不是花在规划上。告诉我们您想看些什么、打算何时出发，我们会帮您找到合适的行程。',
        i: '有了{name}，您可以把时间花在游览上，而不是花在规划上。告诉我您想看些什么、打算何时出发，我会帮您找到合适的行程。',
      },
      steps: {
        we: [
          { title: '选择行程', text: '浏览本页的行程，或告诉我们您想看些什么。' },
          { title: '发送日期', text: '告诉我们您想何时出发，以及同行人数。' },
          { title: '我们确认', text: '我们会回复您余位情况、价格以及所含内容。' },
        ],
        i: [
          { title: '选择行程', text: '浏览本页的行程，或告诉我您想看些什么。' },
          { title: '发送日期', text: '告诉我您想何时出发，以及同行人数。' },
          { title: '我来确认', text: '我会回复您余位情况、价格以及所含内容。' },
        ],
      },
      benefits: {
        we: [
          { title: '合适的行程', text: '告诉我们您的喜好和旅行方式，我们会为您推荐合适的行程。' },
          { title: '费用包含什么', text: '预订前可以先问问我们价格包含哪些内容，免得出行时有意外。' },
          { title: '欢迎提问', text: '关于行程的任何问题，从节奏快慢到行李准备，都欢迎向我们询问。' },
        ],
        i: [
          { title: '合适的行程', text: '告诉我您的喜好和旅行方式，我会为您推荐合适的行程。' },
          { title: '费用包含什么', text: '预订前可以先问问我价格包含哪些内容，免得出行时有意外。' },
          { title: '欢迎提问', text: '关于行程的任何问题，从节奏快慢到行李准备，都欢迎向我询问。' },
        ],
      },
      faq: {
        we: [
          { q: '价格包含哪些内容？', a: '每个行程都不一样。欢迎问问我们，我们会详细告诉您价格包含的内容。' },
          { q: '每个团有多少人？', a: '请问问我们您感兴趣的行程，我们会告诉您通常有多少人同行。' },
          { q: '需要带些什么？', a: '问问我们，我们会告诉您这次行程需要带什么、穿什么。' },
          { q: '如果需要更改日期怎么办？', a: '请尽早与我们联系，我们会告诉您可以怎样安排。' },
        ],
        i: [
          { q: '价格包含哪些内容？', a: '每个行程都不一样。欢迎问问我，我会详细告诉您价格包含的内容。' },
          { q: '每个团有多少人？', a: '请问问我您感兴趣的行程，我会告诉您通常有多少人同行。' },
          { q: '需要带些什么？', a: '问问我，我会告诉您这次行程需要带什么、穿什么。' },
          { q: '如果需要更改日期怎么办？', a: '请尽早与我联系，我会告诉您可以怎样安排。' },
        ],
      },
      closing: {
        heading: '准备好出发了吗？',
        text: { we: '告诉我们您的出行日期，我们会帮您选择行程。', i: '告诉我您的出行日期，我会帮您选择行程。' },
      },
      featureText: {
        we: [
          '咨询时，欢迎问问我们这方面的情况。',
          '与{name}一起旅行的乐趣之一。',
          '又多了一个出发的理由。',
          '告诉我们您在找什么，我们会为您指明方向。',
        ],
        i: [
          '咨询时，欢迎问问我这方面的情况。',
          '与{name}一起旅行的乐趣之一。',
          '又多了一个出发的理由。',
          '告诉我您在找什么，我会为您指明方向。',
        ],
      },
    },
  },
  ar: {
    tours: {
      cta: { primary: 'استفسر عن جولة', secondary: 'تصفّح الجولات' },
      sections: {
        services: { nav: 'الجولات', heading: 'الجولات والرحلات', eyebrow: 'الجولات' },
        booking: { heading: 'كيف تحجز جولة', eyebrow: 'الحجز' },
        faq: { heading: 'قبل أن تسافر' },
        contact: { nav: 'استفسر', heading: 'استفسر عن جولة', eyebrow: 'الاستفسارات', send: 'إرسال الاستفسار' },
      },
      contactIntro: {
        we: 'أخبرنا بالجولة التي تهمّك ومواعيدك وعدد المسافرين، وسنعود إليك بالأماكن المتاحة.',
        i: 'أخبرني بالجولة التي تهمّك ومواعيدك وعدد المسافرين، وسأعود إليك بالأماكن المتاحة.',
      },
      about: {
        we: 'مع {name} تقضي وقتك في اكتشاف الأماكن لا في التخطيط لها. أخبرنا بما تودّ رؤيته ومتى، وسنساعدك على إيجاد الجولة التي تناسبك.',
        i: 'مع {name} تقضي وقتك في اكتشاف الأماكن لا في التخطيط لها. أخبرني بما تودّ رؤيته ومتى، وسأساعدك على إيجاد الجولة التي تناسبك.',
      },
      steps: {
        we: [
          { title: 'اختر جولة', text: 'تصفّح الجولات في هذه الصفحة، أو أخبرنا بما تودّ رؤيته.' },
          { title: 'أرسل مواعيدك', text: 'أخبرنا متى تودّ السفر وكم عدد المسافرين.' },
          { title: 'نؤكّد لك', text: 'سنعود إليك بالأماكن المتاحة والسعر وما يشمله.' },
        ],
        i: [
          { title: 'اختر جولة', text: 'تصفّح الجولات في هذه الصفحة، أو أخبرني بما تودّ رؤيته.' },
          { title: 'أرسل مواعيدك', text: 'أخبرني متى تودّ السفر وكم عدد المسافرين.' },
          { title: 'أؤكّد لك', text: 'سأعود إليك بالأماكن المتاحة والسعر وما يشمله.' },
        ],
      },
      benefits: {
        we: [
          { title: 'الجولة المناسبة', text: 'أخبرنا بما تحبّ وكيف تفضّل السفر، وسنقترح عليك الجولة التي تناسبك.' },
          { title: 'اعرف ما يشمله السعر', text: 'اسألنا عمّا يشمله السعر قبل أن تحجز، حتى لا تواجه أي مفاجآت.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألنا عن أي شيء يخص الجولة، من وتيرتها إلى ما تحزمه في حقيبتك.' },
        ],
        i: [
          { title: 'الجولة المناسبة', text: 'أخبرني بما تحبّ وكيف تفضّل السفر، وسأقترح عليك الجولة التي تناسبك.' },
          { title: 'اعرف ما يشمله السعر', text: 'اسألني عمّا يشمله السعر قبل أن تحجز، حتى لا تواجه أي مفاجآت.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألني عن أي شيء يخص الجولة، من وتيرتها إلى ما تحزمه في حقيبتك.' },
        ],
      },
      faq: {
        we: [
          { q: 'ماذا يشمل السعر؟', a: 'تختلف كل جولة عن الأخرى، فاسألنا وسنخبرك بما يشمله السعر بالتحديد.' },
          { q: 'ما حجم المجموعات؟', a: 'اسألنا عن الجولة التي تهمّك، وسنخبرك بعدد من يسافرون معًا عادةً.' },
          { q: 'ماذا أحضر معي؟', a: 'اسألنا وسنخبرك بما تحضره وما ترتديه في جولتك.' },
          { q: 'ماذا لو احتجت إلى تغيير مواعيدي؟', a: 'تواصل معنا في أقرب وقت ممكن، وسنخبرك بما يمكننا فعله.' },
        ],
        i: [
          { q: 'ماذا يشمل السعر؟', a: 'تختلف كل جولة عن الأخرى، فاسألني وسأخبرك بما يشمله السعر بالتحديد.' },
          { q: 'ما حجم المجموعات؟', a: 'اسألني عن الجولة التي تهمّك، وسأخبرك بعدد من يسافرون معًا عادةً.' },
          { q: 'ماذا أحضر معي؟', a: 'اسألني وسأخبرك بما تحضره وما ترتديه في جولتك.' },
          { q: 'ماذا لو احتجت إلى تغيير مواعيدي؟', a: 'تواصل معي في أقرب وقت ممكن، وسأخبرك بما يمكنني فعله.' },
        ],
      },
      closing: {
        heading: 'هل أنت مستعد للانطلاق؟',
        text: { we: 'أخبرنا بمواعيدك وسنساعدك على اختيار جولتك.', i: 'أخبرني بمواعيدك وسأساعدك على اختيار جولتك.' },
      },
      featureText: {
        we: [
          'اسألنا عن ذلك عند استفسارك.',
          'جزء من السفر مع {name}.',
          'سبب آخر لتحزم حقائبك.',
          'أخبرنا بما تبحث عنه وسنرشدك إلى ما يناسبك.',
        ],
        i: [
          'اسألني عن ذلك عند استفسارك.',
          'جزء من السفر مع {name}.',
          'سبب آخر لتحزم حقائبك.',
          'أخبرني بما تبحث عنه وسأرشدك إلى ما يناسبك.',
        ],
      },
    },
  },
};
