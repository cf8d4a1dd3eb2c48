import type { StyleCopy } from './types';

/**
 * A car dealer (types.ts `PageStyle` `dealer`; choose-blueprint `sellsCars`: "Family-run used car dealership in Leeds",
 * "Used cars and vans in Cork"), over the local phrasebook, in the site languages: buyers see the cars in stock (sample cars
 * until the dealer adds theirs, blueprints `forDealer`), why to buy here (the brief's key features), how buying works,
 * the showroom's hours and the dealer's answers, and ask for a test drive instead of "Request a booking". No claim the
 * dealer has not made (no warranty, finance, part exchange, delivery or inspection invented: questions about them are
 * answered with "ask us").
 */
export const DEALER_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { dealer: StyleCopy }> = {
  en: {
    dealer: {
      cta: { primary: 'Book a test drive', secondary: 'See the cars' },
      sections: {
        stock: { nav: 'Cars', heading: 'Cars in stock', eyebrow: 'In stock', go: 'See the cars' },
        services: { nav: 'Benefits', heading: { we: 'Why buy from us', i: 'Why buy from me' }, eyebrow: 'Why buy here' },
        booking: { heading: 'How buying works', eyebrow: 'Step by step' },
        benefits: { heading: 'What to expect', eyebrow: 'Good to know' },
        location: { nav: 'Visit', heading: 'Visit the showroom', eyebrow: 'Opening hours' },
        faq: { nav: 'FAQ', heading: 'Questions before you buy', eyebrow: 'FAQ' },
        contact: { nav: 'Test drive', heading: 'Book a test drive', eyebrow: 'Test drives', send: 'Request a test drive' },
      },
      contactIntro: {
        we: 'Tell us which car you’d like to see and when suits you, and we’ll have it ready for you.',
        i: 'Tell me which car you’d like to see and when suits you, and I’ll have it ready for you.',
      },
      steps: {
        we: [
          { title: 'Choose a car', text: 'Look through the cars on this page, or tell us what you’re looking for.' },
          { title: 'Take it for a drive', text: 'Book a test drive and look the car over with us at your own pace.' },
          { title: 'Drive it home', text: 'When you’ve decided, we’ll go through the paperwork and hand over the keys.' },
        ],
        i: [
          { title: 'Choose a car', text: 'Look through the cars on this page, or tell me what you’re looking for.' },
          { title: 'Take it for a drive', text: 'Book a test drive and look the car over with me at your own pace.' },
          { title: 'Drive it home', text: 'When you’ve decided, I’ll go through the paperwork and hand over the keys.' },
        ],
      },
      benefits: {
        we: [
          { title: 'No pressure', text: 'Take your time to look, ask and compare before you decide.' },
          { title: 'Straight answers', text: 'Ask us about any car’s history, condition and running costs.' },
          { title: 'Help to choose', text: 'Tell us how you drive and we’ll suggest cars that suit you.' },
        ],
        i: [
          { title: 'No pressure', text: 'Take your time to look, ask and compare before you decide.' },
          { title: 'Straight answers', text: 'Ask me about any car’s history, condition and running costs.' },
          { title: 'Help to choose', text: 'Tell me how you drive and I’ll suggest cars that suit you.' },
        ],
      },
      faq: {
        we: [
          { q: 'Can I part-exchange my car?', a: 'Ask us with the form on this page, with your car’s details, and we’ll tell you what we can offer.' },
          { q: 'Do you offer finance?', a: 'Ask us about ways to pay when you get in touch, and we’ll explain the options.' },
          { q: 'Can I reserve a car?', a: 'Get in touch as soon as you see one you like, and we’ll tell you how to hold it.' },
          { q: 'What comes with each car?', a: 'Ask us about any car’s service history, checks and warranty before you buy.' },
        ],
        i: [
          { q: 'Can I part-exchange my car?', a: 'Ask me with the form on this page, with your car’s details, and I’ll tell you what I can offer.' },
          { q: 'Do you offer finance?', a: 'Ask me about ways to pay when you get in touch, and I’ll explain the options.' },
          { q: 'Can I reserve a car?', a: 'Get in touch as soon as you see one you like, and I’ll tell you how to hold it.' },
          { q: 'What comes with each car?', a: 'Ask me about any car’s service history, checks and warranty before you buy.' },
        ],
      },
      closing: {
        heading: 'Found one you like?',
        text: { we: 'Book a test drive and we’ll have it ready for you.', i: 'Book a test drive and I’ll have it ready for you.' },
      },
      featureText: {
        we: [
          'Ask us about it when you visit.',
          'Part of buying a car from {name}.',
          'One less thing to worry about.',
          'Ask us for the details.',
        ],
        i: [
          'Ask me about it when you visit.',
          'Part of buying a car from {name}.',
          'One less thing to worry about.',
          'Ask me for the details.',
        ],
      },
    },
  },
  es: {
    dealer: {
      cta: { primary: 'Reservar una prueba', secondary: 'Ver los coches' },
      sections: {
        stock: { nav: 'Coches', heading: 'Coches disponibles', eyebrow: 'En stock', go: 'Ver los coches' },
        services: {
          nav: 'Ventajas',
          heading: { we: 'Por qué comprar con nosotros', i: 'Por qué comprar conmigo' },
          eyebrow: 'Buenas razones',
        },
        booking: { heading: 'Cómo comprar tu coche', eyebrow: 'Paso a paso' },
        benefits: { heading: 'Compra con tranquilidad', eyebrow: 'Información útil' },
        location: { nav: 'Exposición', heading: 'Visita la exposición', eyebrow: 'Horario' },
        faq: { nav: 'Preguntas', heading: 'Dudas antes de comprar', eyebrow: 'Preguntas frecuentes' },
        contact: { nav: 'Pedir prueba', heading: 'Reserva una prueba de conducción', eyebrow: 'Pruebas de conducción', send: 'Solicitar la prueba' },
      },
      contactIntro: { we: 'Dinos qué coche quieres ver y cuándo te viene bien, y lo tendremos listo para ti.', i: 'Dime qué coche quieres ver y cuándo te viene bien, y lo tendré listo para ti.' },
      steps: {
        we: [
          { title: 'Elige un coche', text: 'Echa un vistazo a los coches de esta página o cuéntanos qué buscas.' },
          { title: 'Pruébalo en carretera', text: 'Reserva una prueba y revisa el coche con nosotros, sin prisas.' },
          { title: 'Llévatelo a casa', text: 'Cuando lo tengas claro, nos ocupamos del papeleo y te damos las llaves.' },
        ],
        i: [
          { title: 'Elige un coche', text: 'Echa un vistazo a los coches de esta página o cuéntame qué buscas.' },
          { title: 'Pruébalo en carretera', text: 'Reserva una prueba y revisa el coche conmigo, sin prisas.' },
          { title: 'Llévatelo a casa', text: 'Cuando lo tengas claro, me ocupo del papeleo y te doy las llaves.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Sin presiones', text: 'Tómate tu tiempo para mirar, preguntar y comparar antes de decidir.' },
          { title: 'Respuestas claras', text: 'Pregúntanos por el historial y el estado de cualquier coche, y por lo que cuesta mantenerlo.' },
          { title: 'Ayuda para elegir', text: 'Cuéntanos cómo conduces y te propondremos coches que encajen contigo.' },
        ],
        i: [
          { title: 'Sin presiones', text: 'Tómate tu tiempo para mirar, preguntar y comparar antes de decidir.' },
          { title: 'Respuestas claras', text: 'Pregúntame por el historial y el estado de cualquier coche, y por lo que cuesta mantenerlo.' },
          { title: 'Ayuda para elegir', text: 'Cuéntame cómo conduces y te propondré coches que encajen contigo.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Puedo entregar mi coche como parte del pago?', a: 'Escríbenos desde el formulario de esta página con los datos de tu coche y te diremos qué podemos ofrecerte.' },
          { q: '¿Hay opciones de financiación?', a: 'Pregúntanos por las formas de pago cuando contactes con nosotros y te explicaremos las opciones.' },
          { q: '¿Puedo reservar un coche?', a: 'Escríbenos en cuanto veas uno que te guste y te diremos cómo reservarlo.' },
          { q: '¿Qué incluye cada coche?', a: 'Pregúntanos por el historial de mantenimiento, las revisiones y la garantía de cualquier coche antes de comprarlo.' },
        ],
        i: [
          { q: '¿Puedo entregar mi coche como parte del pago?', a: 'Escríbeme desde el formulario de esta página con los datos de tu coche y te diré qué puedo ofrecerte.' },
          { q: '¿Hay opciones de financiación?', a: 'Pregúntame por las formas de pago cuando contactes conmigo y te explicaré las opciones.' },
          { q: '¿Puedo reservar un coche?', a: 'Escríbeme en cuanto veas uno que te guste y te diré cómo reservarlo.' },
          { q: '¿Qué incluye cada coche?', a: 'Pregúntame por el historial de mantenimiento, las revisiones y la garantía de cualquier coche antes de comprarlo.' },
        ],
      },
      closing: {
        heading: '¿Has visto uno que te guste?',
        text: { we: 'Reserva una prueba y lo tendremos listo para ti.', i: 'Reserva una prueba y lo tendré listo para ti.' },
      },
      featureText: {
        we: [
          'Pregúntanos por ello cuando vengas.',
          'Parte de comprar un coche en {name}.',
          'Una preocupación menos.',
          'Pídenos los detalles.',
        ],
        i: [
          'Pregúntame por ello cuando vengas.',
          'Parte de comprar un coche en {name}.',
          'Una preocupación menos.',
          'Pídeme los detalles.',
        ],
      },
    },
  },
  pt: {
    dealer: {
      cta: { primary: 'Marcar test drive', secondary: 'Ver os carros' },
      sections: {
        stock: { nav: 'Carros', heading: 'Carros disponíveis', eyebrow: 'Em stock', go: 'Ver os carros' },
        services: {
          nav: 'Vantagens',
          heading: { we: 'Porquê comprar connosco', i: 'Porquê comprar comigo' },
          eyebrow: 'Boas razões',
        },
        booking: { heading: 'Como comprar o seu carro', eyebrow: 'Passo a passo' },
        benefits: { heading: 'Compre com tranquilidade', eyebrow: 'Informações úteis' },
        location: { nav: 'O stand', heading: 'Visite o stand', eyebrow: 'Horário' },
        faq: { nav: 'Perguntas', heading: 'Dúvidas antes de comprar', eyebrow: 'Perguntas frequentes' },
        contact: { nav: 'Experimentar', heading: 'Marque um test drive', eyebrow: 'Marcações', send: 'Pedir test drive' },
      },
      contactIntro: { we: 'Diga-nos que carro quer ver e quando lhe dá jeito, e teremos o carro pronto à sua espera.', i: 'Diga-me que carro quer ver e quando lhe dá jeito, e terei o carro pronto à sua espera.' },
      steps: {
        we: [
          { title: 'Escolha um carro', text: 'Veja os carros desta página ou diga-nos o que procura.' },
          { title: 'Experimente-o na estrada', text: 'Marque um test drive e veja o carro connosco, com toda a calma.' },
          { title: 'Leve-o para casa', text: 'Quando se decidir, tratamos da papelada e entregamos-lhe as chaves.' },
        ],
        i: [
          { title: 'Escolha um carro', text: 'Veja os carros desta página ou diga-me o que procura.' },
          { title: 'Experimente-o na estrada', text: 'Marque um test drive e veja o carro comigo, com toda a calma.' },
          { title: 'Leve-o para casa', text: 'Quando se decidir, trato da papelada e entrego-lhe as chaves.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Sem pressões', text: 'Leve o tempo que precisar para ver, perguntar e comparar antes de decidir.' },
          { title: 'Respostas claras', text: 'Pergunte-nos pelo historial, pelo estado e pelos custos de manutenção de qualquer carro.' },
          { title: 'Ajuda na escolha', text: 'Diga-nos como conduz e sugerimos carros à sua medida.' },
        ],
        i: [
          { title: 'Sem pressões', text: 'Leve o tempo que precisar para ver, perguntar e comparar antes de decidir.' },
          { title: 'Respostas claras', text: 'Pergunte-me pelo historial, pelo estado e pelos custos de manutenção de qualquer carro.' },
          { title: 'Ajuda na escolha', text: 'Diga-me como conduz e sugiro carros à sua medida.' },
        ],
      },
      faq: {
        we: [
          { q: 'Posso entregar o meu carro como retoma?', a: 'Pergunte-nos pelo formulário desta página, com os dados do seu carro, e dizemos-lhe o que podemos oferecer.' },
          { q: 'Há opções de financiamento?', a: 'Pergunte-nos pelas formas de pagamento quando nos contactar, e explicamos-lhe as opções.' },
          { q: 'Posso reservar um carro?', a: 'Contacte-nos assim que vir um de que goste, e dizemos-lhe como o reservar.' },
          { q: 'O que inclui cada carro?', a: 'Pergunte-nos pelo historial de manutenção, pelas revisões e pela garantia de qualquer carro antes de comprar.' },
        ],
        i: [
          { q: 'Posso entregar o meu carro como retoma?', a: 'Pergunte-me pelo formulário desta página, com os dados do seu carro, e digo-lhe o que posso oferecer.' },
          { q: 'Há opções de financiamento?', a: 'Pergunte-me pelas formas de pagamento quando me contactar, e explico-lhe as opções.' },
          { q: 'Posso reservar um carro?', a: 'Contacte-me assim que vir um de que goste, e digo-lhe como o reservar.' },
          { q: 'O que inclui cada carro?', a: 'Pergunte-me pelo historial de manutenção, pelas revisões e pela garantia de qualquer carro antes de comprar.' },
        ],
      },
      closing: {
        heading: 'Encontrou um de que gosta?',
        text: { we: 'Marque um test drive e teremos o carro pronto à sua espera.', i: 'Marque um test drive e terei o carro pronto à sua espera.' },
      },
      featureText: {
        we: [
          'Pergunte-nos por isto quando nos visitar.',
          'Faz parte de comprar um carro a {name}.',
          'Uma preocupação a menos.',
          'Peça-nos os pormenores.',
        ],
        i: [
          'Pergunte-me por isto quando me visitar.',
          'Faz parte de comprar um carro a {name}.',
          'Uma preocupação a menos.',
          'Peça-me os pormenores.',
        ],
      },
    },
  },
  fr: {
    dealer: {
      cta: { primary: 'Réserver un essai', secondary: 'Voir les véhicules' },
      sections: {
        stock: { nav: 'Véhicules', heading: 'Véhicules disponibles', eyebrow: 'En stock', go: 'Voir les véhicules' },
        services: {
          nav: 'Atouts',
          heading: { we: 'Pourquoi acheter chez nous', i: 'Pourquoi acheter chez moi' },
          eyebrow: 'Les bonnes raisons',
        },
        booking: { heading: 'Comment se passe l’achat', eyebrow: 'Étape par étape' },
        benefits: { heading: 'Acheter en toute sérénité', eyebrow: 'Bon à savoir' },
        location: { nav: 'Accès', heading: 'Venez voir les voitures', eyebrow: 'Horaires' },
        faq: { nav: 'FAQ', heading: 'Questions avant d’acheter', eyebrow: 'Questions fréquentes' },
        contact: { nav: 'Essai', heading: 'Réserver un essai', eyebrow: 'Essais', send: 'Demander un essai' },
      },
      contactIntro: {
        we: 'Dites-nous quelle voiture vous aimeriez voir et quand cela vous arrange, et nous la préparerons pour vous.',
        i: 'Dites-moi quelle voiture vous aimeriez voir et quand cela vous arrange, et je la préparerai pour vous.',
      },
      steps: {
        we: [
          { title: 'Choisissez une voiture', text: 'Parcourez les voitures de cette page, ou dites-nous ce que vous cherchez.' },
          { title: 'Essayez-la sur la route', text: 'Réservez un essai et examinez la voiture avec nous, à votre rythme.' },
          { title: 'Repartez au volant', text: 'Une fois votre choix fait, nous nous occupons des formalités et vous remettons les clés.' },
        ],
        i: [
          { title: 'Choisissez une voiture', text: 'Parcourez les voitures de cette page, ou dites-moi ce que vous cherchez.' },
          { title: 'Essayez-la sur la route', text: 'Réservez un essai et examinez la voiture avec moi, à votre rythme.' },
          { title: 'Repartez au volant', text: 'Une fois votre choix fait, je m’occupe des formalités et vous remets les clés.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Sans pression', text: 'Prenez le temps de regarder, de poser vos questions et de comparer avant de décider.' },
          { title: 'Des réponses franches', text: 'Interrogez-nous sur l’historique et l’état de chaque voiture, et sur ce qu’elle coûte à l’usage.' },
          { title: 'De l’aide pour choisir', text: 'Dites-nous comment vous roulez et nous vous proposerons des voitures adaptées.' },
        ],
        i: [
          { title: 'Sans pression', text: 'Prenez le temps de regarder, de poser vos questions et de comparer avant de décider.' },
          { title: 'Des réponses franches', text: 'Interrogez-moi sur l’historique et l’état de chaque voiture, et sur ce qu’elle coûte à l’usage.' },
          { title: 'De l’aide pour choisir', text: 'Dites-moi comment vous roulez et je vous proposerai des voitures adaptées.' },
        ],
      },
      faq: {
        we: [
          { q: 'Reprenez-vous mon ancienne voiture\u202f?', a: 'Demandez-le-nous avec le formulaire de cette page, en précisant votre voiture, et nous vous dirons ce que nous pouvons proposer.' },
          { q: 'Proposez-vous un financement\u202f?', a: 'Interrogez-nous sur les modes de paiement en nous contactant, et nous vous expliquerons les possibilités.' },
          { q: 'Puis-je réserver une voiture\u202f?', a: 'Contactez-nous dès que vous en voyez une qui vous plaît, et nous vous dirons comment la réserver.' },
          { q: 'Qu’est-ce qui accompagne chaque voiture\u202f?', a: 'Interrogez-nous sur le carnet d’entretien, les contrôles et la garantie de chaque voiture avant d’acheter.' },
        ],
        i: [
          { q: 'Reprenez-vous mon ancienne voiture\u202f?', a: 'Demandez-le-moi avec le formulaire de cette page, en précisant votre voiture, et je vous dirai ce que je peux proposer.' },
          { q: 'Proposez-vous un financement\u202f?', a: 'Interrogez-moi sur les modes de paiement en me contactant, et je vous expliquerai les possibilités.' },
          { q: 'Puis-je réserver une voiture\u202f?', a: 'Contactez-moi dès que vous en voyez une qui vous plaît, et je vous dirai comment la réserver.' },
          { q: 'Qu’est-ce qui accompagne chaque voiture\u202f?', a: 'Interrogez-moi sur le carnet d’entretien, les contrôles et la garantie de chaque voiture avant d’acheter.' },
        ],
      },
      closing: {
        heading: 'Une voiture vous plaît\u202f?',
        text: { we: 'Réservez un essai et nous la préparerons pour vous.', i: 'Réservez un essai et je la préparerai pour vous.' },
      },
      featureText: {
        we: [
          'Parlez-nous-en lors de votre visite.',
          'Cela fait partie de l’achat chez {name}.',
          'Un souci de moins.',
          'Demandez-nous les détails.',
        ],
        i: [
          'Parlez-m’en lors de votre visite.',
          'Cela fait partie de l’achat chez {name}.',
          'Un souci de moins.',
          'Demandez-moi les détails.',
        ],
      },
    },
  },
  de: {
    dealer: {
      cta: { primary: 'Probefahrt vereinbaren', secondary: 'Fahrzeuge ansehen' },
      sections: {
        stock: { nav: 'Fahrzeuge', heading: 'Fahrzeuge im Bestand', eyebrow: 'Aktuelles Angebot', go: 'Fahrzeuge ansehen' },
        services: {
          nav: 'Vorteile',
          heading: { we: 'Warum bei uns kaufen', i: 'Warum bei mir kaufen' },
          eyebrow: 'Ihre Vorteile',
        },
        booking: { heading: 'So läuft der Kauf ab', eyebrow: 'Schritt für Schritt' },
        benefits: { heading: 'Was Sie erwarten können', eyebrow: 'Gut zu wissen' },
        location: { nav: 'Anfahrt', heading: 'Schauen Sie vorbei', eyebrow: 'Öffnungszeiten' },
        faq: { nav: 'FAQ', heading: 'Fragen vor dem Kauf', eyebrow: 'Häufige Fragen' },
        contact: { nav: 'Probefahrt', heading: 'Probefahrt vereinbaren', eyebrow: 'Probefahrten', send: 'Probefahrt anfragen' },
      },
      contactIntro: {
        we: 'Sagen Sie uns, welches Fahrzeug Sie sich ansehen möchten und wann es Ihnen passt, und wir stellen es für Sie bereit.',
        i: 'Sagen Sie mir, welches Fahrzeug Sie sich ansehen möchten und wann es Ihnen passt, und ich stelle es für Sie bereit.',
      },
      steps: {
        we: [
          { title: 'Fahrzeug auswählen', text: 'Sehen Sie sich die Fahrzeuge auf dieser Seite an, oder sagen Sie uns, wonach Sie suchen.' },
          { title: 'Probefahrt machen', text: 'Vereinbaren Sie eine Probefahrt und sehen Sie sich das Fahrzeug mit uns in aller Ruhe an.' },
          { title: 'Schlüssel übernehmen', text: 'Wenn Sie sich entschieden haben, erledigen wir die Formalitäten und übergeben Ihnen die Schlüssel.' },
        ],
        i: [
          { title: 'Fahrzeug auswählen', text: 'Sehen Sie sich die Fahrzeuge auf dieser Seite an, oder sagen Sie mir, wonach Sie suchen.' },
          { title: 'Probefahrt machen', text: 'Vereinbaren Sie eine Probefahrt und sehen Sie sich das Fahrzeug mit mir in aller Ruhe an.' },
          { title: 'Schlüssel übernehmen', text: 'Wenn Sie sich entschieden haben, erledige ich die Formalitäten und übergebe Ihnen die Schlüssel.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Kein Verkaufsdruck', text: 'Nehmen Sie sich Zeit zum Ansehen, Fragen und Vergleichen, bevor Sie sich entscheiden.' },
          { title: 'Klare Antworten', text: 'Fragen Sie uns bei jedem Fahrzeug nach Vorgeschichte, Zustand und Unterhaltskosten.' },
          { title: 'Hilfe bei der Wahl', text: 'Erzählen Sie uns, wie Sie fahren, und wir schlagen Ihnen passende Fahrzeuge vor.' },
        ],
        i: [
          { title: 'Kein Verkaufsdruck', text: 'Nehmen Sie sich Zeit zum Ansehen, Fragen und Vergleichen, bevor Sie sich entscheiden.' },
          { title: 'Klare Antworten', text: 'Fragen Sie mich bei jedem Fahrzeug nach Vorgeschichte, Zustand und Unterhaltskosten.' },
          { title: 'Hilfe bei der Wahl', text: 'Erzählen Sie mir, wie Sie fahren, und ich schlage Ihnen passende Fahrzeuge vor.' },
        ],
      },
      faq: {
        we: [
          { q: 'Kann ich mein Auto in Zahlung geben?', a: 'Fragen Sie uns über das Formular auf dieser Seite, mit den Daten Ihres Autos, und wir sagen Ihnen, was wir Ihnen anbieten können.' },
          { q: 'Bieten Sie eine Finanzierung an?', a: 'Fragen Sie uns nach den Zahlungsmöglichkeiten, wenn Sie sich melden, und wir erklären Ihnen die Optionen.' },
          { q: 'Kann ich ein Fahrzeug reservieren?', a: 'Melden Sie sich, sobald Ihnen eines gefällt, und wir sagen Ihnen, wie Sie es reservieren können.' },
          { q: 'Was gehört zu jedem Fahrzeug dazu?', a: 'Fragen Sie uns vor dem Kauf nach Wartungshistorie, durchgeführten Prüfungen und Garantie des jeweiligen Fahrzeugs.' },
        ],
        i: [
          { q: 'Kann ich mein Auto in Zahlung geben?', a: 'Fragen Sie mich über das Formular auf dieser Seite, mit den Daten Ihres Autos, und ich sage Ihnen, was ich Ihnen anbieten kann.' },
          { q: 'Bieten Sie eine Finanzierung an?', a: 'Fragen Sie mich nach den Zahlungsmöglichkeiten, wenn Sie sich melden, und ich erkläre Ihnen die Optionen.' },
          { q: 'Kann ich ein Fahrzeug reservieren?', a: 'Melden Sie sich, sobald Ihnen eines gefällt, und ich sage Ihnen, wie Sie es reservieren können.' },
          { q: 'Was gehört zu jedem Fahrzeug dazu?', a: 'Fragen Sie mich vor dem Kauf nach Wartungshistorie, durchgeführten Prüfungen und Garantie des jeweiligen Fahrzeugs.' },
        ],
      },
      closing: {
        heading: 'Ihr Wunschauto gefunden?',
        text: { we: 'Vereinbaren Sie eine Probefahrt, und wir stellen das Fahrzeug für Sie bereit.', i: 'Vereinbaren Sie eine Probefahrt, und ich stelle das Fahrzeug für Sie bereit.' },
      },
      featureText: {
        we: [
          'Fragen Sie uns bei Ihrem Besuch danach.',
          'Gehört dazu, wenn Sie bei {name} ein Auto kaufen.',
          'Eine Sorge weniger.',
          'Fragen Sie uns nach den Details.',
        ],
        i: [
          'Fragen Sie mich bei Ihrem Besuch danach.',
          'Gehört dazu, wenn Sie bei {name} ein Auto kaufen.',
          'Eine Sorge weniger.',
          'Fragen Sie mich nach den Details.',
        ],
      },
    },
  },
  it: {
    dealer: {
      cta: { primary: 'Prenota una prova', secondary: 'Guarda le auto' },
      sections: {
        stock: { nav: 'Auto', heading: 'Le auto in vendita', eyebrow: 'Disponibili', go: 'Guarda le auto' },
        services: {
          nav: 'Vantaggi',
          heading: { we: 'Perché comprare da noi', i: 'Perché comprare da me' },
          eyebrow: 'I vantaggi',
        },
        booking: { heading: 'Come funziona l’acquisto', eyebrow: 'Passo dopo passo' },
        benefits: { heading: 'Cosa puoi aspettarti', eyebrow: 'Buono a sapersi' },
        location: { nav: 'Come arrivare', heading: 'Passa in salone', eyebrow: 'Orari di apertura' },
        faq: { nav: 'FAQ', heading: 'Domande prima dell’acquisto', eyebrow: 'Domande frequenti' },
        contact: { nav: 'Prova auto', heading: 'Prenota una prova su strada', eyebrow: 'Prove su strada', send: 'Richiedi una prova' },
      },
      contactIntro: { we: 'Dicci quale auto vuoi vedere e quando ti è comodo, e te la faremo trovare pronta.', i: 'Dimmi quale auto vuoi vedere e quando ti è comodo, e te la farò trovare pronta.' },
      steps: {
        we: [
          { title: 'Scegli un’auto', text: 'Guarda le auto in questa pagina, o dicci cosa stai cercando.' },
          { title: 'Provala su strada', text: 'Prenota una prova su strada ed esamina l’auto con calma insieme a noi.' },
          { title: 'Portala a casa', text: 'Quando hai deciso, ci occupiamo delle pratiche e ti consegniamo le chiavi.' },
        ],
        i: [
          { title: 'Scegli un’auto', text: 'Guarda le auto in questa pagina, o dimmi cosa stai cercando.' },
          { title: 'Provala su strada', text: 'Prenota una prova su strada ed esamina l’auto con calma insieme a me.' },
          { title: 'Portala a casa', text: 'Quando hai deciso, mi occupo delle pratiche e ti consegno le chiavi.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Nessuna pressione', text: 'Prenditi il tempo di guardare, chiedere e confrontare prima di decidere.' },
          { title: 'Risposte chiare', text: 'Chiedici la storia, le condizioni e i costi di gestione di qualsiasi auto.' },
          { title: 'Aiuto nella scelta', text: 'Dicci come usi l’auto e ti consiglieremo quelle più adatte a te.' },
        ],
        i: [
          { title: 'Nessuna pressione', text: 'Prenditi il tempo di guardare, chiedere e confrontare prima di decidere.' },
          { title: 'Risposte chiare', text: 'Chiedimi la storia, le condizioni e i costi di gestione di qualsiasi auto.' },
          { title: 'Aiuto nella scelta', text: 'Dimmi come usi l’auto e ti consiglierò quelle più adatte a te.' },
        ],
      },
      faq: {
        we: [
          { q: 'Posso dare la mia auto in permuta?', a: 'Chiedicelo con il modulo di questa pagina, indicando i dati della tua auto, e ti diremo cosa possiamo offrirti.' },
          { q: 'Offrite finanziamenti?', a: 'Chiedici delle modalità di pagamento quando ci contatti e ti spiegheremo le opzioni.' },
          { q: 'Posso bloccare un’auto?', a: 'Contattaci appena ne vedi una che ti piace e ti diremo come bloccarla.' },
          { q: 'Cosa è incluso con ogni auto?', a: 'Prima dell’acquisto chiedici dei tagliandi, dei controlli e della garanzia di qualsiasi auto.' },
        ],
        i: [
          { q: 'Posso dare la mia auto in permuta?', a: 'Chiedimelo con il modulo di questa pagina, indicando i dati della tua auto, e ti dirò cosa posso offrirti.' },
          { q: 'Offri finanziamenti?', a: 'Chiedimi delle modalità di pagamento quando mi contatti e ti spiegherò le opzioni.' },
          { q: 'Posso bloccare un’auto?', a: 'Contattami appena ne vedi una che ti piace e ti dirò come bloccarla.' },
          { q: 'Cosa è incluso con ogni auto?', a: 'Prima dell’acquisto chiedimi dei tagliandi, dei controlli e della garanzia di qualsiasi auto.' },
        ],
      },
      closing: {
        heading: 'Hai trovato quella giusta?',
        text: { we: 'Prenota una prova su strada e te la faremo trovare pronta.', i: 'Prenota una prova su strada e te la farò trovare pronta.' },
      },
      featureText: {
        we: [
          'Chiedici pure informazioni quando passi in salone.',
          'Fa parte dell’acquisto di un’auto da {name}.',
          'Un pensiero in meno.',
          'Chiedici i dettagli.',
        ],
        i: [
          'Chiedimi pure informazioni quando passi in salone.',
          'Fa parte dell’acquisto di un’auto da {name}.',
          'Un pensiero in meno.',
          'Chiedimi i dettagli.',
        ],
      },
    },
  },
  nl: {
    dealer: {
      cta: { primary: 'Plan een proefrit', secondary: 'Bekijk het aanbod' },
      sections: {
        stock: { nav: 'Aanbod', heading: 'Auto’s op voorraad', eyebrow: 'Actueel aanbod', go: 'Bekijk het aanbod' },
        services: {
          nav: 'Voordelen',
          heading: { we: 'Waarom bij ons kopen', i: 'Waarom bij mij kopen' },
          eyebrow: 'Jouw voordelen',
        },
        booking: { heading: 'Zo verloopt de aankoop', eyebrow: 'Stap voor stap' },
        benefits: { heading: 'Waar je op kunt rekenen', eyebrow: 'Praktische info' },
        location: { nav: 'Locatie', heading: 'Kom langs in de showroom', eyebrow: 'Openingstijden' },
        faq: { nav: 'FAQ', heading: 'Vragen voordat je koopt', eyebrow: 'Veelgestelde vragen' },
        contact: { nav: 'Proefrit', heading: 'Plan een proefrit', eyebrow: 'Proefritten', send: 'Proefrit aanvragen' },
      },
      contactIntro: {
        we: 'Laat ons weten welke auto je wilt bekijken en wanneer het je uitkomt, dan zetten we hem voor je klaar.',
        i: 'Laat me weten welke auto je wilt bekijken en wanneer het je uitkomt, dan zet ik hem voor je klaar.',
      },
      steps: {
        we: [
          { title: 'Kies een auto', text: 'Bekijk de auto’s op deze pagina, of vertel ons waar je naar zoekt.' },
          { title: 'Maak een proefrit', text: 'Plan een proefrit en bekijk de auto in alle rust samen met ons.' },
          { title: 'Rij hem naar huis', text: 'Heb je de knoop doorgehakt, dan regelen we de papieren en geven we je de sleutels.' },
        ],
        i: [
          { title: 'Kies een auto', text: 'Bekijk de auto’s op deze pagina, of vertel me waar je naar zoekt.' },
          { title: 'Maak een proefrit', text: 'Plan een proefrit en bekijk de auto in alle rust samen met mij.' },
          { title: 'Rij hem naar huis', text: 'Heb je de knoop doorgehakt, dan regel ik de papieren en geef ik je de sleutels.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Geen verkoopdruk', text: 'Neem rustig de tijd om te kijken, te vragen en te vergelijken voordat je beslist.' },
          { title: 'Eerlijke antwoorden', text: 'Vraag ons naar de voorgeschiedenis en staat van elke auto, en wat hij kost in gebruik.' },
          { title: 'Hulp bij het kiezen', text: 'Vertel ons hoe je rijdt, dan stellen we auto’s voor die bij je passen.' },
        ],
        i: [
          { title: 'Geen verkoopdruk', text: 'Neem rustig de tijd om te kijken, te vragen en te vergelijken voordat je beslist.' },
          { title: 'Eerlijke antwoorden', text: 'Vraag me naar de voorgeschiedenis en staat van elke auto, en wat hij kost in gebruik.' },
          { title: 'Hulp bij het kiezen', text: 'Vertel me hoe je rijdt, dan stel ik auto’s voor die bij je passen.' },
        ],
      },
      faq: {
        we: [
          { q: 'Kan ik mijn auto inruilen?', a: 'Vraag het ons via het formulier op deze pagina, met de gegevens van je auto, dan laten we weten wat we je kunnen bieden.' },
          { q: 'Bieden jullie financiering aan?', a: 'Vraag ons naar de betaalmogelijkheden als je contact opneemt, dan leggen we de opties uit.' },
          { q: 'Kan ik een auto reserveren?', a: 'Neem contact op zodra je er een ziet die je bevalt, dan vertellen we hoe je hem kunt reserveren.' },
          { q: 'Wat krijg ik bij elke auto?', a: 'Vraag ons vóór de aankoop naar de onderhoudshistorie, controles en garantie van elke auto.' },
        ],
        i: [
          { q: 'Kan ik mijn auto inruilen?', a: 'Vraag het me via het formulier op deze pagina, met de gegevens van je auto, dan laat ik weten wat ik je kan bieden.' },
          { q: 'Bied je financiering aan?', a: 'Vraag me naar de betaalmogelijkheden als je contact opneemt, dan leg ik de opties uit.' },
          { q: 'Kan ik een auto reserveren?', a: 'Neem contact op zodra je er een ziet die je bevalt, dan vertel ik hoe je hem kunt reserveren.' },
          { q: 'Wat krijg ik bij elke auto?', a: 'Vraag me vóór de aankoop naar de onderhoudshistorie, controles en garantie van elke auto.' },
        ],
      },
      closing: {
        heading: 'Zit jouw auto ertussen?',
        text: { we: 'Plan een proefrit, dan zetten we de auto voor je klaar.', i: 'Plan een proefrit, dan zet ik de auto voor je klaar.' },
      },
      featureText: {
        we: [
          'Vraag ons ernaar als je langskomt.',
          'Hoort erbij als je een auto koopt bij {name}.',
          'Een zorg minder.',
          'Vraag ons naar de details.',
        ],
        i: [
          'Vraag me ernaar als je langskomt.',
          'Hoort erbij als je een auto koopt bij {name}.',
          'Een zorg minder.',
          'Vraag me naar de details.',
        ],
      },
    },
  },
  ja: {
    dealer: {
      cta: { primary: '試乗を予約', secondary: '在庫車を見る' },
      sections: {
        stock: { nav: '在庫車', heading: '在庫車一覧', eyebrow: '在庫車両', go: '在庫車を見る' },
        services: {
          nav: 'お店の特長',
          heading: { we: '私たちからお求めいただく理由', i: '私からお求めいただく理由' },
          eyebrow: 'お店の特長',
        },
        booking: { heading: 'ご購入の流れ', eyebrow: 'ステップ' },
        benefits: { heading: '安心してお選びいただくために', eyebrow: '知っておきたいこと' },
        location: { nav: 'アクセス', heading: 'ご来店のご案内', eyebrow: '営業時間' },
        faq: { nav: 'よくある質問', heading: 'ご購入前のご質問', eyebrow: 'よくある質問' },
        contact: { nav: '試乗予約', heading: '試乗のご予約', eyebrow: '試乗', send: '試乗を申し込む' },
      },
      contactIntro: { we: 'ご覧になりたいお車とご都合のよい日時をお知らせいただければ、私たちがお車をご用意してお待ちしています。', i: 'ご覧になりたいお車とご都合のよい日時をお知らせいただければ、私がお車をご用意してお待ちしています。' },
      steps: {
        we: [
          { title: 'お車を選ぶ', text: 'このページの在庫車をご覧いただくか、お探しのお車を私たちにお知らせください。' },
          { title: '試乗する', text: '試乗をご予約いただき、私たちと一緒にご自分のペースでお車をじっくりご確認ください。' },
          { title: 'ご納車', text: 'ご購入を決めたら、私たちと一緒に書類の手続きを済ませ、キーをお渡しします。' },
        ],
        i: [
          { title: 'お車を選ぶ', text: 'このページの在庫車をご覧いただくか、お探しのお車を私にお知らせください。' },
          { title: '試乗する', text: '試乗をご予約いただき、私と一緒にご自分のペースでお車をじっくりご確認ください。' },
          { title: 'ご納車', text: 'ご購入を決めたら、私と一緒に書類の手続きを済ませ、キーをお渡しします。' },
        ],
      },
      benefits: {
        we: [
          { title: 'じっくり選べる', text: 'ご自分のペースで見て、質問して、比べてからお決めください。' },
          { title: '率直にお答えします', text: 'どのお車についても、これまでの履歴や状態、維持費を私たちにお尋ねください。' },
          { title: '車選びのお手伝い', text: 'お車の使い方をお聞かせいただければ、私たちがぴったりのお車をご提案します。' },
        ],
        i: [
          { title: 'じっくり選べる', text: 'ご自分のペースで見て、質問して、比べてからお決めください。' },
          { title: '率直にお答えします', text: 'どのお車についても、これまでの履歴や状態、維持費を私にお尋ねください。' },
          { title: '車選びのお手伝い', text: 'お車の使い方をお聞かせいただければ、私がぴったりのお車をご提案します。' },
        ],
      },
      faq: {
        we: [
          { q: '今の車を下取りに出せますか？', a: 'お車の情報を添えて、このページのフォームからお問い合わせください。どのようなご提案ができるか、私たちからお伝えします。' },
          { q: 'ローンは利用できますか？', a: 'お問い合わせの際に、お支払い方法についてお尋ねください。選択肢を私たちからご説明します。' },
          { q: 'お車の取り置きはできますか？', a: '気になるお車が見つかったら、すぐにご連絡ください。取り置きの方法を私たちからお伝えします。' },
          { q: '購入時には何が付いてきますか？', a: 'ご購入の前に、どのお車についても整備記録や点検、保証のことを私たちにお尋ねください。' },
        ],
        i: [
          { q: '今の車を下取りに出せますか？', a: 'お車の情報を添えて、このページのフォームからお問い合わせください。どのようなご提案ができるか、私からお伝えします。' },
          { q: 'ローンは利用できますか？', a: 'お問い合わせの際に、お支払い方法についてお尋ねください。選択肢を私からご説明します。' },
          { q: 'お車の取り置きはできますか？', a: '気になるお車が見つかったら、すぐにご連絡ください。取り置きの方法を私からお伝えします。' },
          { q: '購入時には何が付いてきますか？', a: 'ご購入の前に、どのお車についても整備記録や点検、保証のことを私にお尋ねください。' },
        ],
      },
      closing: {
        heading: '気になるお車はありましたか？',
        text: { we: '試乗をご予約いただければ、私たちがお車をご用意してお待ちしています。', i: '試乗をご予約いただければ、私がお車をご用意してお待ちしています。' },
      },
      featureText: {
        we: [
          'ご来店の際に、私たちにお気軽にお尋ねください。',
          '{name}でお車を買うときのポイントのひとつです。',
          '心配ごとがひとつ減ります。',
          '詳しくは私たちにお尋ねください。',
        ],
        i: [
          'ご来店の際に、私にお気軽にお尋ねください。',
          '{name}でお車を買うときのポイントのひとつです。',
          '心配ごとがひとつ減ります。',
          '詳しくは私にお尋ねください。',
        ],
      },
    },
  },
  zh: {
    dealer: {
      cta: { primary: '预约试驾', secondary: '查看在售车辆' },
      sections: {
        stock: { nav: '在售车辆', heading: '现有车源', eyebrow: '现车', go: '查看在售车辆' },
        services: {
          nav: '车行特色',
          heading: { we: '为什么在我们这里买车', i: '为什么在我这里买车' },
          eyebrow: '车行特色',
        },
        booking: { heading: '购车流程', eyebrow: '分步指南' },
        benefits: { heading: '您可以期待什么', eyebrow: '值得了解' },
        location: { nav: '到店', heading: '欢迎到展厅看车', eyebrow: '营业时间' },
        faq: { nav: '常见问题', heading: '购车前的疑问', eyebrow: '常见问题' },
        contact: { nav: '试驾', heading: '预约试驾', eyebrow: '试驾', send: '申请试驾' },
      },
      contactIntro: { we: '告诉我们您想看哪辆车、什么时间方便，我们会提前为您备好车。', i: '告诉我您想看哪辆车、什么时间方便，我会提前为您备好车。' },
      steps: {
        we: [
          { title: '挑选车辆', text: '浏览本页的车辆，或告诉我们您想找什么样的车。' },
          { title: '试驾看车', text: '预约试驾，和我们一起按您自己的节奏仔细看车。' },
          { title: '开回家', text: '您决定之后，我们会和您一起办好手续，把钥匙交到您手上。' },
        ],
        i: [
          { title: '挑选车辆', text: '浏览本页的车辆，或告诉我您想找什么样的车。' },
          { title: '试驾看车', text: '预约试驾，和我一起按您自己的节奏仔细看车。' },
          { title: '开回家', text: '您决定之后，我会和您一起办好手续，把钥匙交到您手上。' },
        ],
      },
      benefits: {
        we: [
          { title: '没有压力', text: '慢慢看、尽管问、多比较，想好了再决定。' },
          { title: '坦诚回答', text: '任何一辆车的历史、车况和用车成本，都可以问我们。' },
          { title: '帮您挑选', text: '告诉我们您平时怎么用车，我们会推荐适合您的车。' },
        ],
        i: [
          { title: '没有压力', text: '慢慢看、尽管问、多比较，想好了再决定。' },
          { title: '坦诚回答', text: '任何一辆车的历史、车况和用车成本，都可以问我。' },
          { title: '帮您挑选', text: '告诉我您平时怎么用车，我会推荐适合您的车。' },
        ],
      },
      faq: {
        we: [
          { q: '可以用旧车置换吗？', a: '请通过本页的表单附上您的车辆信息来询问，我们会告诉您能提供什么方案。' },
          { q: '可以贷款购车吗？', a: '联系时欢迎问问付款方式，我们会为您说明有哪些选择。' },
          { q: '可以预留车辆吗？', a: '看到喜欢的车请尽快联系我们，我们会告诉您如何预留。' },
          { q: '每辆车都附带什么？', a: '购车前，任何一辆车的保养记录、检测和质保情况都可以问我们。' },
        ],
        i: [
          { q: '可以用旧车置换吗？', a: '请通过本页的表单附上您的车辆信息来询问，我会告诉您能提供什么方案。' },
          { q: '可以贷款购车吗？', a: '联系时欢迎问问付款方式，我会为您说明有哪些选择。' },
          { q: '可以预留车辆吗？', a: '看到喜欢的车请尽快联系我，我会告诉您如何预留。' },
          { q: '每辆车都附带什么？', a: '购车前，任何一辆车的保养记录、检测和质保情况都可以问我。' },
        ],
      },
      closing: {
        heading: '找到心仪的车了吗？',
        text: { we: '预约试驾，我们会为您提前备好车。', i: '预约试驾，我会为您提前备好车。' },
      },
      featureText: {
        we: [
          '到店时欢迎向我们详细了解。',
          '这是在{name}买车的一部分。',
          '让您少操一份心。',
          '详情欢迎问我们。',
        ],
        i: [
          '到店时欢迎向我详细了解。',
          '这是在{name}买车的一部分。',
          '让您少操一份心。',
          '详情欢迎问我。',
        ],
      },
    },
  },
  ar: {
    dealer: {
      cta: { primary: 'احجز تجربة قيادة', secondary: 'تصفّح السيارات' },
      sections: {
        stock: { nav: 'السيارات', heading: 'السيارات المتوفرة', eyebrow: 'متوفرة الآن', go: 'تصفّح السيارات' },
        services: {
          nav: 'المزايا',
          heading: { we: 'لماذا تشتري سيارتك منّا', i: 'لماذا تشتري سيارتك منّي' },
          eyebrow: 'مزايا الشراء هنا',
        },
        booking: { heading: 'كيف تتم عملية الشراء', eyebrow: 'خطوة بخطوة' },
        benefits: { heading: 'ما الذي ينتظرك', eyebrow: 'معلومات تهمّك' },
        location: { nav: 'الموقع', heading: 'زُر المعرض', eyebrow: 'ساعات العمل' },
        faq: { nav: 'الأسئلة الشائعة', heading: 'أسئلة قبل الشراء', eyebrow: 'الأسئلة الشائعة' },
        contact: { nav: 'تجربة القيادة', heading: 'احجز تجربة قيادة', eyebrow: 'تجارب القيادة', send: 'اطلب تجربة قيادة' },
      },
      contactIntro: { we: 'أخبرنا بالسيارة التي تودّ رؤيتها والوقت الذي يناسبك، وسنجهّزها لك.', i: 'أخبرني بالسيارة التي تودّ رؤيتها والوقت الذي يناسبك، وسأجهّزها لك.' },
      steps: {
        we: [
          { title: 'اختر سيارة', text: 'تصفّح السيارات في هذه الصفحة، أو أخبرنا بما تبحث عنه.' },
          { title: 'جرّب قيادتها', text: 'احجز تجربة قيادة وافحص السيارة معنا على مهلك.' },
          { title: 'انطلق بها إلى بيتك', text: 'عندما تقرر، ننهي معك الأوراق ونسلّمك المفاتيح.' },
        ],
        i: [
          { title: 'اختر سيارة', text: 'تصفّح السيارات في هذه الصفحة، أو أخبرني بما تبحث عنه.' },
          { title: 'جرّب قيادتها', text: 'احجز تجربة قيادة وافحص السيارة معي على مهلك.' },
          { title: 'انطلق بها إلى بيتك', text: 'عندما تقرر، أنهي معك الأوراق وأسلّمك المفاتيح.' },
        ],
      },
      benefits: {
        we: [
          { title: 'دون ضغط', text: 'خذ وقتك في المشاهدة والسؤال والمقارنة قبل أن تقرر.' },
          { title: 'إجابات صريحة', text: 'اسألنا عن تاريخ أي سيارة وحالتها وتكاليف تشغيلها.' },
          { title: 'مساعدة في الاختيار', text: 'أخبرنا كيف تستخدم سيارتك، وسنقترح عليك ما يناسبك.' },
        ],
        i: [
          { title: 'دون ضغط', text: 'خذ وقتك في المشاهدة والسؤال والمقارنة قبل أن تقرر.' },
          { title: 'إجابات صريحة', text: 'اسألني عن تاريخ أي سيارة وحالتها وتكاليف تشغيلها.' },
          { title: 'مساعدة في الاختيار', text: 'أخبرني كيف تستخدم سيارتك، وسأقترح عليك ما يناسبك.' },
        ],
      },
      faq: {
        we: [
          { q: 'هل تقبلون سيارتي الحالية كجزء من الثمن؟', a: 'اسألنا عبر النموذج في هذه الصفحة مع بيانات سيارتك، وسنخبرك بما يمكننا تقديمه.' },
          { q: 'هل توفرون التمويل؟', a: 'اسألنا عن طرق الدفع عند تواصلك، وسنشرح لك الخيارات.' },
          { q: 'هل يمكنني حجز سيارة؟', a: 'تواصل معنا بمجرد أن ترى سيارة تعجبك، وسنخبرك كيف تحجزها.' },
          { q: 'ماذا يأتي مع كل سيارة؟', a: 'اسألنا عن سجل صيانة أي سيارة وفحوصها وضمانها قبل أن تشتري.' },
        ],
        i: [
          { q: 'هل تقبل سيارتي الحالية كجزء من الثمن؟', a: 'اسألني عبر النموذج في هذه الصفحة مع بيانات سيارتك، وسأخبرك بما يمكنني تقديمه.' },
          { q: 'هل توفر التمويل؟', a: 'اسألني عن طرق الدفع عند تواصلك، وسأشرح لك الخيارات.' },
          { q: 'هل يمكنني حجز سيارة؟', a: 'تواصل معي بمجرد أن ترى سيارة تعجبك، وسأخبرك كيف تحجزها.' },
          { q: 'ماذا يأتي مع كل سيارة؟', a: 'اسألني عن سجل صيانة أي سيارة وفحوصها وضمانها قبل أن تشتري.' },
        ],
      },
      closing: {
        heading: 'هل وجدت سيارة تعجبك؟',
        text: { we: 'احجز تجربة قيادة وسنجهّزها لك.', i: 'احجز تجربة قيادة وسأجهّزها لك.' },
      },
      featureText: {
        we: [
          'اسألنا عن ذلك عند زيارتك.',
          'جزء من شراء سيارتك من {name}.',
          'همّ أقل يشغل بالك.',
          'اسألنا عن التفاصيل.',
        ],
        i: [
          'اسألني عن ذلك عند زيارتك.',
          'جزء من شراء سيارتك من {name}.',
          'همّ أقل يشغل بالك.',
          'اسألني عن التفاصيل.',
        ],
      },
    },
  },
};
