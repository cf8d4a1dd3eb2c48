import type { StyleCopy } from './types';

/**
 * A business that makes, stores, moves or sells goods for other businesses (types.ts `PageStyle` `supplier`;
 * choose-blueprint `suppliesTrade`: a machine shop, a manufacturer, a road-freight firm, a warehouse, a food
 * wholesaler), over the start-up phrasebook, in the site languages: buyers see what it does (the brief's key features),
 * why work with it, how ordering works and its answers, and ask for a quote instead of "Get in touch" and a start-up's
 * plans. No claim the owner has not made (no lead time, minimum order, certification, delivery area, price or payment
 * terms invented: questions about them are answered with "ask us").
 */
export const SUPPLIER_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { supplier: StyleCopy }> = {
  en: {
    supplier: {
      cta: { primary: 'Request a quote' },
      sections: {
        features: { nav: 'Services', heading: { we: 'What we do', i: 'What I do' }, eyebrow: 'Capabilities' },
        benefits: { heading: { we: 'Why work with us', i: 'Why work with me' }, eyebrow: 'Working together' },
        'how-it-works': { heading: 'How ordering works', eyebrow: 'Step by step' },
        faq: { heading: 'Questions from buyers', eyebrow: 'FAQ' },
        contact: { nav: 'Quote', heading: 'Request a quote', eyebrow: 'Quotes', send: 'Request a quote' },
      },
      contactIntro: {
        we: 'Tell us what you need, how many and by when, and we’ll come back to you with a quote.',
        i: 'Tell me what you need, how many and by when, and I’ll come back to you with a quote.',
      },
      steps: {
        we: [
          { title: 'Send your requirements', text: 'Tell us what you need, the quantities and when you need it, with drawings or specifications if you have them.' },
          { title: 'Get your quote', text: 'We’ll come back to you with a price and a lead time, and ask if anything is unclear.' },
          { title: 'Go ahead', text: 'Once you accept the quote, we’ll confirm the order and keep you updated until it’s done.' },
        ],
        i: [
          { title: 'Send your requirements', text: 'Tell me what you need, the quantities and when you need it, with drawings or specifications if you have them.' },
          { title: 'Get your quote', text: 'I’ll come back to you with a price and a lead time, and ask if anything is unclear.' },
          { title: 'Go ahead', text: 'Once you accept the quote, I’ll confirm the order and keep you updated until it’s done.' },
        ],
      },
      benefits: {
        we: [
          { title: 'A clear quote', text: 'A price and a lead time in writing before you commit.' },
          { title: 'Straight answers', text: 'Ask us about capacity, quantities and timings, and get a clear reply.' },
          { title: 'Orders of any size', text: 'Tell us what you need, from a first small order to a regular one.' },
        ],
        i: [
          { title: 'A clear quote', text: 'A price and a lead time in writing before you commit.' },
          { title: 'Straight answers', text: 'Ask me about capacity, quantities and timings, and get a clear reply.' },
          { title: 'Orders of any size', text: 'Tell me what you need, from a first small order to a regular one.' },
        ],
      },
      faq: {
        we: [
          { q: 'How do I get a quote?', a: 'Send the form on this page with what you need, the quantities and your timescale, and we’ll reply with a price.' },
          { q: 'Is there a minimum order?', a: 'Ask us with your quantities and we’ll tell you what we can do.' },
          { q: 'What are your lead times?', a: 'They depend on the order. We’ll give you a lead time with your quote.' },
          { q: 'Can I open a trade account?', a: 'Ask us when you get in touch and we’ll explain how accounts and payment work.' },
        ],
        i: [
          { q: 'How do I get a quote?', a: 'Send the form on this page with what you need, the quantities and your timescale, and I’ll reply with a price.' },
          { q: 'Is there a minimum order?', a: 'Ask me with your quantities and I’ll tell you what I can do.' },
          { q: 'What are your lead times?', a: 'They depend on the order. I’ll give you a lead time with your quote.' },
          { q: 'Can I open a trade account?', a: 'Ask me when you get in touch and I’ll explain how accounts and payment work.' },
        ],
      },
      closing: {
        heading: { we: 'Tell us what you need', i: 'Tell me what you need' },
        text: { we: 'Send your requirements and we’ll come back with a quote.', i: 'Send your requirements and I’ll come back with a quote.' },
      },
      featureText: {
        we: [
          'Ask us for the details.',
          'Part of what {name} does for its customers.',
          'Tell us what you need and we’ll say how we can help.',
          'One of the things customers come to us for.',
        ],
        i: [
          'Ask me for the details.',
          'Part of what {name} does for its customers.',
          'Tell me what you need and I’ll say how I can help.',
          'One of the things customers come to me for.',
        ],
      },
    },
  },
  es: {
    supplier: {
      cta: { primary: 'Solicitar presupuesto' },
      sections: {
        features: {
          nav: 'Servicios',
          heading: { we: 'Lo que hacemos', i: 'Lo que hago' },
          eyebrow: 'Capacidades',
        },
        benefits: {
          heading: { we: 'Por qué trabajar con nosotros', i: 'Por qué trabajar conmigo' },
          eyebrow: 'Colaboración',
        },
        'how-it-works': { heading: 'Cómo hacer un pedido', eyebrow: 'Paso a paso' },
        faq: { heading: 'Lo que preguntan los clientes', eyebrow: 'Preguntas frecuentes' },
        contact: { nav: 'Presupuesto', heading: 'Solicita un presupuesto', eyebrow: 'Presupuestos', send: 'Solicitar presupuesto' },
      },
      contactIntro: { we: 'Cuéntanos qué necesitas, en qué cantidad y para cuándo, y te enviaremos un presupuesto.', i: 'Cuéntame qué necesitas, en qué cantidad y para cuándo, y te enviaré un presupuesto.' },
      steps: {
        we: [
          { title: 'Envía tu solicitud', text: 'Cuéntanos qué necesitas, en qué cantidades y para cuándo, con planos o especificaciones si los tienes.' },
          { title: 'Recibe tu presupuesto', text: 'Te responderemos con un precio y un plazo de entrega, y te preguntaremos si algo no está claro.' },
          { title: 'Da el visto bueno', text: 'Cuando aceptes el presupuesto, confirmaremos el pedido y te iremos informando hasta completarlo.' },
        ],
        i: [
          { title: 'Envía tu solicitud', text: 'Cuéntame qué necesitas, en qué cantidades y para cuándo, con planos o especificaciones si los tienes.' },
          { title: 'Recibe tu presupuesto', text: 'Te responderé con un precio y un plazo de entrega, y te preguntaré si algo no está claro.' },
          { title: 'Da el visto bueno', text: 'Cuando aceptes el presupuesto, confirmaré el pedido y te iré informando hasta completarlo.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Un presupuesto claro', text: 'Precio y plazo de entrega por escrito antes de comprometerte.' },
          { title: 'Respuestas directas', text: 'Pregúntanos por capacidad, cantidades y plazos, y obtendrás una respuesta clara.' },
          { title: 'Pedidos de cualquier tamaño', text: 'Cuéntanos qué necesitas, desde un primer pedido pequeño hasta pedidos periódicos.' },
        ],
        i: [
          { title: 'Un presupuesto claro', text: 'Precio y plazo de entrega por escrito antes de comprometerte.' },
          { title: 'Respuestas directas', text: 'Pregúntame por capacidad, cantidades y plazos, y obtendrás una respuesta clara.' },
          { title: 'Pedidos de cualquier tamaño', text: 'Cuéntame qué necesitas, desde un primer pedido pequeño hasta pedidos periódicos.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Cómo pido un presupuesto?', a: 'Envía el formulario de esta página indicando qué necesitas, las cantidades y tus plazos, y te responderemos con un precio.' },
          { q: '¿Hay un pedido mínimo?', a: 'Pregúntanos indicando las cantidades y te diremos qué podemos hacer.' },
          { q: '¿Cuáles son los plazos de entrega?', a: 'Dependen del pedido. Te indicaremos el plazo de entrega junto con el presupuesto.' },
          { q: '¿Puedo abrir una cuenta de cliente profesional?', a: 'Pregúntanos cuando te pongas en contacto y te explicaremos cómo funcionan las cuentas y los pagos.' },
        ],
        i: [
          { q: '¿Cómo pido un presupuesto?', a: 'Envía el formulario de esta página indicando qué necesitas, las cantidades y tus plazos, y te responderé con un precio.' },
          { q: '¿Hay un pedido mínimo?', a: 'Pregúntame indicando las cantidades y te diré qué puedo hacer.' },
          { q: '¿Cuáles son los plazos de entrega?', a: 'Dependen del pedido. Te indicaré el plazo de entrega junto con el presupuesto.' },
          { q: '¿Puedo abrir una cuenta de cliente profesional?', a: 'Pregúntame cuando te pongas en contacto y te explicaré cómo funcionan las cuentas y los pagos.' },
        ],
      },
      closing: {
        heading: { we: 'Cuéntanos qué necesitas', i: 'Cuéntame qué necesitas' },
        text: { we: 'Envíanos tu solicitud y te responderemos con un presupuesto.', i: 'Envíame tu solicitud y te responderé con un presupuesto.' },
      },
      featureText: {
        we: [
          'Pídenos más detalles.',
          'Parte de lo que {name} hace por sus clientes.',
          'Cuéntanos qué necesitas y te diremos cómo podemos ayudarte.',
          'Uno de los motivos por los que los clientes acuden a nosotros.',
        ],
        i: [
          'Pídeme más detalles.',
          'Parte de lo que {name} hace por sus clientes.',
          'Cuéntame qué necesitas y te diré cómo puedo ayudarte.',
          'Uno de los motivos por los que los clientes acuden a mí.',
        ],
      },
    },
  },
  pt: {
    supplier: {
      cta: { primary: 'Pedir orçamento' },
      sections: {
        features: {
          nav: 'Serviços',
          heading: { we: 'O que fazemos', i: 'O que faço' },
          eyebrow: 'Capacidades',
        },
        benefits: {
          heading: { we: 'Porquê trabalhar connosco', i: 'Porquê trabalhar comigo' },
          eyebrow: 'Trabalhar em conjunto',
        },
        'how-it-works': { heading: 'Como fazer uma encomenda', eyebrow: 'Passo a passo' },
        faq: { heading: 'Perguntas dos clientes', eyebrow: 'Perguntas frequentes' },
        contact: { nav: 'Orçamento', heading: 'Peça um orçamento', eyebrow: 'Orçamentos', send: 'Pedir orçamento' },
      },
      contactIntro: { we: 'Diga-nos de que precisa, em que quantidade e para quando, e enviamos-lhe um orçamento.', i: 'Diga-me de que precisa, em que quantidade e para quando, e envio-lhe um orçamento.' },
      steps: {
        we: [
          { title: 'Envie o seu pedido', text: 'Diga-nos de que precisa, em que quantidades e para quando, com desenhos ou especificações, se os tiver.' },
          { title: 'Receba o orçamento', text: 'Respondemos com um preço e um prazo de entrega, e perguntamos-lhe se alguma coisa não estiver clara.' },
          { title: 'Dê luz verde', text: 'Depois de aceitar o orçamento, confirmamos a encomenda e mantemo-lo informado até estar concluída.' },
        ],
        i: [
          { title: 'Envie o seu pedido', text: 'Diga-me de que precisa, em que quantidades e para quando, com desenhos ou especificações, se os tiver.' },
          { title: 'Receba o orçamento', text: 'Respondo com um preço e um prazo de entrega, e pergunto-lhe se alguma coisa não estiver clara.' },
          { title: 'Dê luz verde', text: 'Depois de aceitar o orçamento, confirmo a encomenda e mantenho-o informado até estar concluída.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Um orçamento claro', text: 'Preço e prazo de entrega por escrito antes de se comprometer.' },
          { title: 'Respostas diretas', text: 'Pergunte-nos sobre capacidade, quantidades e prazos, e terá uma resposta clara.' },
          { title: 'Encomendas de qualquer dimensão', text: 'Diga-nos de que precisa, desde uma primeira encomenda pequena até encomendas regulares.' },
        ],
        i: [
          { title: 'Um orçamento claro', text: 'Preço e prazo de entrega por escrito antes de se comprometer.' },
          { title: 'Respostas diretas', text: 'Pergunte-me sobre capacidade, quantidades e prazos, e terá uma resposta clara.' },
          { title: 'Encomendas de qualquer dimensão', text: 'Diga-me de que precisa, desde uma primeira encomenda pequena até encomendas regulares.' },
        ],
      },
      faq: {
        we: [
          { q: 'Como peço um orçamento?', a: 'Envie o formulário desta página com aquilo de que precisa, as quantidades e os prazos pretendidos, e respondemos com um preço.' },
          { q: 'Existe uma encomenda mínima?', a: 'Pergunte-nos, indicando as quantidades, e dizemos-lhe o que podemos fazer.' },
          { q: 'Quais são os prazos de entrega?', a: 'Dependem da encomenda. Indicamos-lhe o prazo de entrega juntamente com o orçamento.' },
          { q: 'Posso abrir uma conta de cliente profissional?', a: 'Pergunte-nos quando entrar em contacto e explicamos-lhe como funcionam as contas e os pagamentos.' },
        ],
        i: [
          { q: 'Como peço um orçamento?', a: 'Envie o formulário desta página com aquilo de que precisa, as quantidades e os prazos pretendidos, e respondo com um preço.' },
          { q: 'Existe uma encomenda mínima?', a: 'Pergunte-me, indicando as quantidades, e digo-lhe o que posso fazer.' },
          { q: 'Quais são os prazos de entrega?', a: 'Dependem da encomenda. Indico-lhe o prazo de entrega juntamente com o orçamento.' },
          { q: 'Posso abrir uma conta de cliente profissional?', a: 'Pergunte-me quando entrar em contacto e explico-lhe como funcionam as contas e os pagamentos.' },
        ],
      },
      closing: {
        heading: { we: 'Diga-nos de que precisa', i: 'Diga-me de que precisa' },
        text: { we: 'Envie-nos o seu pedido e respondemos com um orçamento.', i: 'Envie-me o seu pedido e respondo com um orçamento.' },
      },
      featureText: {
        we: [
          'Peça-nos mais pormenores.',
          'Parte do que {name} faz pelos seus clientes.',
          'Diga-nos de que precisa e explicamos como podemos ajudar.',
          'Um dos motivos pelos quais os clientes nos procuram.',
        ],
        i: [
          'Peça-me mais pormenores.',
          'Parte do que {name} faz pelos seus clientes.',
          'Diga-me de que precisa e explico como posso ajudar.',
          'Um dos motivos pelos quais os clientes me procuram.',
        ],
      },
    },
  },
  fr: {
    supplier: {
      cta: { primary: 'Demander un devis' },
      sections: {
        features: {
          nav: 'Prestations',
          heading: { we: 'Ce que nous faisons', i: 'Ce que je fais' },
          eyebrow: 'Savoir-faire',
        },
        benefits: {
          heading: { we: 'Pourquoi travailler avec nous', i: 'Pourquoi travailler avec moi' },
          eyebrow: 'Collaboration',
        },
        'how-it-works': { heading: 'Comment passer commande', eyebrow: 'Étape par étape' },
        faq: { heading: 'Les questions des acheteurs', eyebrow: 'FAQ' },
        contact: { nav: 'Devis', heading: 'Demander un devis', eyebrow: 'Devis', send: 'Demander un devis' },
      },
      contactIntro: {
        we: 'Dites-nous ce dont vous avez besoin, en quelle quantité et pour quand, et nous reviendrons vers vous avec un devis.',
        i: 'Dites-moi ce dont vous avez besoin, en quelle quantité et pour quand, et je reviendrai vers vous avec un devis.',
      },
      steps: {
        we: [
          { title: 'Envoyez votre demande', text: 'Indiquez-nous ce dont vous avez besoin, les quantités et vos délais, avec vos plans ou votre cahier des charges si vous en avez.' },
          { title: 'Recevez votre devis', text: 'Nous vous répondons avec un prix et un délai, et revenons vers vous si un point reste à préciser.' },
          { title: 'Donnez votre feu vert', text: 'Une fois le devis accepté, nous confirmons la commande et vous tenons au courant jusqu’au bout.' },
        ],
        i: [
          { title: 'Envoyez votre demande', text: 'Indiquez-moi ce dont vous avez besoin, les quantités et vos délais, avec vos plans ou votre cahier des charges si vous en avez.' },
          { title: 'Recevez votre devis', text: 'Je vous réponds avec un prix et un délai, et reviens vers vous si un point reste à préciser.' },
          { title: 'Donnez votre feu vert', text: 'Une fois le devis accepté, je confirme la commande et vous tiens au courant jusqu’au bout.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Un devis clair', text: 'Un prix et un délai par écrit, avant tout engagement de votre part.' },
          { title: 'Des réponses franches', text: 'Interrogez-nous sur les capacités, les quantités et les délais, et obtenez une réponse claire.' },
          { title: 'Des commandes de toute taille', text: 'Dites-nous ce qu’il vous faut, d’une première petite commande à des commandes régulières.' },
        ],
        i: [
          { title: 'Un devis clair', text: 'Un prix et un délai par écrit, avant tout engagement de votre part.' },
          { title: 'Des réponses franches', text: 'Interrogez-moi sur les capacités, les quantités et les délais, et obtenez une réponse claire.' },
          { title: 'Des commandes de toute taille', text: 'Dites-moi ce qu’il vous faut, d’une première petite commande à des commandes régulières.' },
        ],
      },
      faq: {
        we: [
          { q: 'Comment obtenir un devis\u202f?', a: 'Envoyez le formulaire de cette page en précisant vos besoins, les quantités et vos délais, et nous vous répondrons avec un prix.' },
          { q: 'Y a-t-il un minimum de commande\u202f?', a: 'Indiquez-nous vos quantités et nous vous dirons ce que nous pouvons faire.' },
          { q: 'Quels sont vos délais\u202f?', a: 'Ils dépendent de la commande. Nous vous indiquerons le délai avec votre devis.' },
          { q: 'Puis-je ouvrir un compte professionnel\u202f?', a: 'Posez-nous la question lors de votre prise de contact et nous vous expliquerons le fonctionnement des comptes et des paiements.' },
        ],
        i: [
          { q: 'Comment obtenir un devis\u202f?', a: 'Envoyez le formulaire de cette page en précisant vos besoins, les quantités et vos délais, et je vous répondrai avec un prix.' },
          { q: 'Y a-t-il un minimum de commande\u202f?', a: 'Indiquez-moi vos quantités et je vous dirai ce que je peux faire.' },
          { q: 'Quels sont vos délais\u202f?', a: 'Ils dépendent de la commande. Je vous indiquerai le délai avec votre devis.' },
          { q: 'Puis-je ouvrir un compte professionnel\u202f?', a: 'Posez-moi la question lors de votre prise de contact et je vous expliquerai le fonctionnement des comptes et des paiements.' },
        ],
      },
      closing: {
        heading: { we: 'Dites-nous ce qu’il vous faut', i: 'Dites-moi ce qu’il vous faut' },
        text: { we: 'Envoyez-nous votre demande et nous reviendrons vers vous avec un devis.', i: 'Envoyez-moi votre demande et je reviendrai vers vous avec un devis.' },
      },
      featureText: {
        we: [
          'Demandez-nous plus de détails.',
          'Une partie de ce que {name} fait pour ses clients.',
          'Dites-nous ce qu’il vous faut et nous vous dirons comment nous pouvons vous aider.',
          'L’une des raisons pour lesquelles les clients font appel à nous.',
        ],
        i: [
          'Demandez-moi plus de détails.',
          'Une partie de ce que {name} fait pour ses clients.',
          'Dites-moi ce qu’il vous faut et je vous dirai comment je peux vous aider.',
          'L’une des raisons pour lesquelles les clients font appel à moi.',
        ],
      },
    },
  },
  de: {
    supplier: {
      cta: { primary: 'Angebot anfordern' },
      sections: {
        features: {
          nav: 'Leistungen',
          heading: { we: 'Was wir für Sie tun', i: 'Was ich für Sie tue' },
          eyebrow: 'Leistungsspektrum',
        },
        benefits: {
          heading: { we: 'Gute Gründe für uns', i: 'Gute Gründe für mich' },
          eyebrow: 'Zusammenarbeit',
        },
        'how-it-works': { heading: 'So läuft eine Bestellung ab', eyebrow: 'Schritt für Schritt' },
        faq: { heading: 'Fragen aus dem Einkauf', eyebrow: 'Häufige Fragen' },
        contact: { nav: 'Anfrage', heading: 'Angebot anfordern', eyebrow: 'Ihre Anfrage', send: 'Angebot anfordern' },
      },
      contactIntro: {
        we: 'Sagen Sie uns, was Sie brauchen, in welcher Menge und bis wann, und wir melden uns mit einem Angebot bei Ihnen.',
        i: 'Sagen Sie mir, was Sie brauchen, in welcher Menge und bis wann, und ich melde mich mit einem Angebot bei Ihnen.',
      },
      steps: {
        we: [
          { title: 'Anfrage senden', text: 'Teilen Sie uns mit, was Sie brauchen, in welchen Mengen und bis wann – gern mit Zeichnungen oder Spezifikationen, falls vorhanden.' },
          { title: 'Angebot erhalten', text: 'Wir melden uns mit Preis und Lieferzeit und fragen nach, wenn etwas unklar ist.' },
          { title: 'Auftrag erteilen', text: 'Sobald Sie das Angebot annehmen, bestätigen wir den Auftrag und halten Sie bis zum Abschluss auf dem Laufenden.' },
        ],
        i: [
          { title: 'Anfrage senden', text: 'Teilen Sie mir mit, was Sie brauchen, in welchen Mengen und bis wann – gern mit Zeichnungen oder Spezifikationen, falls vorhanden.' },
          { title: 'Angebot erhalten', text: 'Ich melde mich mit Preis und Lieferzeit und frage nach, wenn etwas unklar ist.' },
          { title: 'Auftrag erteilen', text: 'Sobald Sie das Angebot annehmen, bestätige ich den Auftrag und halte Sie bis zum Abschluss auf dem Laufenden.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Ein klares Angebot', text: 'Preis und Lieferzeit schriftlich, bevor Sie sich festlegen.' },
          { title: 'Direkte Antworten', text: 'Fragen Sie uns nach Kapazitäten, Mengen und Terminen, und Sie bekommen eine klare Antwort.' },
          { title: 'Aufträge jeder Größe', text: 'Sagen Sie uns, was Sie brauchen – von der ersten kleinen Bestellung bis zum regelmäßigen Auftrag.' },
        ],
        i: [
          { title: 'Ein klares Angebot', text: 'Preis und Lieferzeit schriftlich, bevor Sie sich festlegen.' },
          { title: 'Direkte Antworten', text: 'Fragen Sie mich nach Kapazitäten, Mengen und Terminen, und Sie bekommen eine klare Antwort.' },
          { title: 'Aufträge jeder Größe', text: 'Sagen Sie mir, was Sie brauchen – von der ersten kleinen Bestellung bis zum regelmäßigen Auftrag.' },
        ],
      },
      faq: {
        we: [
          { q: 'Wie erhalte ich ein Angebot?', a: 'Senden Sie das Formular auf dieser Seite mit Ihrem Bedarf, den Mengen und Ihrem Zeitrahmen ab, und wir antworten Ihnen mit einem Preis.' },
          { q: 'Gibt es eine Mindestbestellmenge?', a: 'Nennen Sie uns Ihre Mengen, und wir sagen Ihnen, was möglich ist.' },
          { q: 'Wie lang sind Ihre Lieferzeiten?', a: 'Das hängt vom Auftrag ab. Die Lieferzeit nennen wir Ihnen mit dem Angebot.' },
          { q: 'Kann ich ein Geschäftskundenkonto eröffnen?', a: 'Sprechen Sie uns bei Ihrer Anfrage darauf an, und wir erklären Ihnen, wie Kundenkonten und Bezahlung bei uns funktionieren.' },
        ],
        i: [
          { q: 'Wie erhalte ich ein Angebot?', a: 'Senden Sie das Formular auf dieser Seite mit Ihrem Bedarf, den Mengen und Ihrem Zeitrahmen ab, und ich antworte Ihnen mit einem Preis.' },
          { q: 'Gibt es eine Mindestbestellmenge?', a: 'Nennen Sie mir Ihre Mengen, und ich sage Ihnen, was möglich ist.' },
          { q: 'Wie lang sind Ihre Lieferzeiten?', a: 'Das hängt vom Auftrag ab. Die Lieferzeit nenne ich Ihnen mit dem Angebot.' },
          { q: 'Kann ich ein Geschäftskundenkonto eröffnen?', a: 'Sprechen Sie mich bei Ihrer Anfrage darauf an, und ich erkläre Ihnen, wie Kundenkonten und Bezahlung bei mir funktionieren.' },
        ],
      },
      closing: {
        heading: { we: 'Sagen Sie uns, was Sie brauchen', i: 'Sagen Sie mir, was Sie brauchen' },
        text: { we: 'Senden Sie uns Ihre Anforderungen, und wir melden uns mit einem Angebot.', i: 'Senden Sie mir Ihre Anforderungen, und ich melde mich mit einem Angebot.' },
      },
      featureText: {
        we: [
          'Fragen Sie uns nach den Details.',
          'Ein Teil dessen, was {name} für Kunden leistet.',
          'Sagen Sie uns, was Sie brauchen, und wir sagen Ihnen, wie wir helfen können.',
          'Eines der Dinge, für die Kunden zu uns kommen.',
        ],
        i: [
          'Fragen Sie mich nach den Details.',
          'Ein Teil dessen, was {name} für Kunden leistet.',
          'Sagen Sie mir, was Sie brauchen, und ich sage Ihnen, wie ich helfen kann.',
          'Eines der Dinge, für die Kunden zu mir kommen.',
        ],
      },
    },
  },
  it: {
    supplier: {
      cta: { primary: 'Richiedi un preventivo' },
      sections: {
        features: {
          nav: 'Servizi',
          heading: { we: 'Cosa facciamo', i: 'Cosa faccio' },
          eyebrow: 'Competenze',
        },
        benefits: {
          heading: { we: 'Perché lavorare con noi', i: 'Perché lavorare con me' },
          eyebrow: 'Collaborazione',
        },
        'how-it-works': { heading: 'Come funzionano gli ordini', eyebrow: 'Passo dopo passo' },
        faq: { heading: 'Le domande di chi acquista', eyebrow: 'Domande frequenti' },
        contact: { nav: 'Preventivo', heading: 'Richiedi un preventivo', eyebrow: 'Preventivi', send: 'Richiedi un preventivo' },
      },
      contactIntro: { we: 'Dicci cosa ti serve, in quali quantità ed entro quando, e ti risponderemo con un preventivo.', i: 'Dimmi cosa ti serve, in quali quantità ed entro quando, e ti risponderò con un preventivo.' },
      steps: {
        we: [
          { title: 'Invia la tua richiesta', text: 'Dicci cosa ti serve, le quantità e i tempi, allegando disegni o specifiche tecniche se li hai.' },
          { title: 'Ricevi il preventivo', text: 'Ti comunicheremo prezzo e tempi di consegna, e ti chiederemo se c’è qualcosa da chiarire.' },
          { title: 'Dai il via', text: 'Una volta accettato il preventivo, confermeremo l’ordine e ti terremo aggiornato fino a lavoro concluso.' },
        ],
        i: [
          { title: 'Invia la tua richiesta', text: 'Dimmi cosa ti serve, le quantità e i tempi, allegando disegni o specifiche tecniche se li hai.' },
          { title: 'Ricevi il preventivo', text: 'Ti comunicherò prezzo e tempi di consegna, e ti chiederò se c’è qualcosa da chiarire.' },
          { title: 'Dai il via', text: 'Una volta accettato il preventivo, confermerò l’ordine e ti terrò aggiornato fino a lavoro concluso.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Un preventivo chiaro', text: 'Prezzo e tempi di consegna per iscritto, prima di impegnarti.' },
          { title: 'Risposte dirette', text: 'Chiedici di capacità, quantità e tempi: avrai una risposta chiara.' },
          { title: 'Ordini di ogni dimensione', text: 'Dicci cosa ti serve, dal primo piccolo ordine a una fornitura regolare.' },
        ],
        i: [
          { title: 'Un preventivo chiaro', text: 'Prezzo e tempi di consegna per iscritto, prima di impegnarti.' },
          { title: 'Risposte dirette', text: 'Chiedimi di capacità, quantità e tempi: avrai una risposta chiara.' },
          { title: 'Ordini di ogni dimensione', text: 'Dimmi cosa ti serve, dal primo piccolo ordine a una fornitura regolare.' },
        ],
      },
      faq: {
        we: [
          { q: 'Come ottengo un preventivo?', a: 'Invia il modulo in questa pagina indicando cosa ti serve, le quantità e le tue tempistiche, e ti risponderemo con un prezzo.' },
          { q: 'C’è un ordine minimo?', a: 'Chiedici indicando le quantità e ti diremo cosa possiamo fare.' },
          { q: 'Quali sono i tempi di consegna?', a: 'Dipendono dall’ordine. Ti indicheremo i tempi di consegna insieme al preventivo.' },
          { q: 'Posso aprire un conto aziendale?', a: 'Chiedicelo quando ci contatti e ti spiegheremo come funzionano conti e pagamenti.' },
        ],
        i: [
          { q: 'Come ottengo un preventivo?', a: 'Invia il modulo in questa pagina indicando cosa ti serve, le quantità e le tue tempistiche, e ti risponderò con un prezzo.' },
          { q: 'C’è un ordine minimo?', a: 'Chiedimi indicando le quantità e ti dirò cosa posso fare.' },
          { q: 'Quali sono i tempi di consegna?', a: 'Dipendono dall’ordine. Ti indicherò i tempi di consegna insieme al preventivo.' },
          { q: 'Posso aprire un conto aziendale?', a: 'Chiedimelo quando mi contatti e ti spiegherò come funzionano conti e pagamenti.' },
        ],
      },
      closing: {
        heading: { we: 'Dicci cosa ti serve', i: 'Dimmi cosa ti serve' },
        text: { we: 'Mandaci la tua richiesta e ti risponderemo con un preventivo.', i: 'Mandami la tua richiesta e ti risponderò con un preventivo.' },
      },
      featureText: {
        we: [
          'Chiedici tutti i dettagli.',
          'Parte di ciò che {name} fa per i propri clienti.',
          'Dicci cosa ti serve e ti diremo come possiamo aiutarti.',
          'Uno dei motivi per cui i clienti si rivolgono a noi.',
        ],
        i: [
          'Chiedimi tutti i dettagli.',
          'Parte di ciò che {name} fa per i propri clienti.',
          'Dimmi cosa ti serve e ti dirò come posso aiutarti.',
          'Uno dei motivi per cui i clienti si rivolgono a me.',
        ],
      },
    },
  },
  nl: {
    supplier: {
      cta: { primary: 'Offerte aanvragen' },
      sections: {
        features: {
          nav: 'Diensten',
          heading: { we: 'Wat we doen', i: 'Wat ik doe' },
          eyebrow: 'Mogelijkheden',
        },
        benefits: {
          heading: { we: 'Waarom met ons samenwerken', i: 'Waarom met mij samenwerken' },
          eyebrow: 'Samenwerking',
        },
        'how-it-works': { heading: 'Zo verloopt een bestelling', eyebrow: 'Stap voor stap' },
        faq: { heading: 'Vragen van inkopers', eyebrow: 'Veelgestelde vragen' },
        contact: { nav: 'Offerte', heading: 'Offerte aanvragen', eyebrow: 'Offertes', send: 'Offerte aanvragen' },
      },
      contactIntro: { we: 'Laat ons weten wat je nodig hebt, hoeveel en voor wanneer, dan sturen we je een offerte.', i: 'Laat me weten wat je nodig hebt, hoeveel en voor wanneer, dan stuur ik je een offerte.' },
      steps: {
        we: [
          { title: 'Stuur je aanvraag', text: 'Vertel ons wat je nodig hebt, in welke aantallen en wanneer, met tekeningen of specificaties als je die hebt.' },
          { title: 'Ontvang je offerte', text: 'We sturen je een prijs en een levertijd, en vragen het na als iets niet duidelijk is.' },
          { title: 'Geef akkoord', text: 'Ga je akkoord met de offerte, dan bevestigen we de order en houden we je op de hoogte tot alles klaar is.' },
        ],
        i: [
          { title: 'Stuur je aanvraag', text: 'Vertel me wat je nodig hebt, in welke aantallen en wanneer, met tekeningen of specificaties als je die hebt.' },
          { title: 'Ontvang je offerte', text: 'Ik stuur je een prijs en een levertijd, en vraag het na als iets niet duidelijk is.' },
          { title: 'Geef akkoord', text: 'Ga je akkoord met de offerte, dan bevestig ik de order en houd ik je op de hoogte tot alles klaar is.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Een heldere offerte', text: 'Prijs en levertijd zwart op wit, voordat je je ergens aan vastlegt.' },
          { title: 'Duidelijke antwoorden', text: 'Vraag ons naar capaciteit, aantallen en planning, en je krijgt een helder antwoord.' },
          { title: 'Orders van elke omvang', text: 'Laat ons weten wat je nodig hebt, van een eerste kleine order tot een vaste bestelling.' },
        ],
        i: [
          { title: 'Een heldere offerte', text: 'Prijs en levertijd zwart op wit, voordat je je ergens aan vastlegt.' },
          { title: 'Duidelijke antwoorden', text: 'Vraag me naar capaciteit, aantallen en planning, en je krijgt een helder antwoord.' },
          { title: 'Orders van elke omvang', text: 'Laat me weten wat je nodig hebt, van een eerste kleine order tot een vaste bestelling.' },
        ],
      },
      faq: {
        we: [
          { q: 'Hoe krijg ik een offerte?', a: 'Stuur het formulier op deze pagina in met wat je nodig hebt, de aantallen en je planning, dan krijg je van ons een prijs.' },
          { q: 'Is er een minimale afname?', a: 'Vraag het ons en noem je aantallen, dan laten we je weten wat we kunnen doen.' },
          { q: 'Wat zijn de levertijden?', a: 'Dat hangt af van de order. We geven je de levertijd samen met de offerte.' },
          { q: 'Kan ik een zakelijk account openen?', a: 'Vraag het ons als je contact opneemt, dan leggen we uit hoe accounts en betaling werken.' },
        ],
        i: [
          { q: 'Hoe krijg ik een offerte?', a: 'Stuur het formulier op deze pagina in met wat je nodig hebt, de aantallen en je planning, dan krijg je van mij een prijs.' },
          { q: 'Is er een minimale afname?', a: 'Vraag het mij en noem je aantallen, dan laat ik je weten wat ik kan doen.' },
          { q: 'Wat zijn de levertijden?', a: 'Dat hangt af van de order. Ik geef je de levertijd samen met de offerte.' },
          { q: 'Kan ik een zakelijk account openen?', a: 'Vraag het mij als je contact opneemt, dan leg ik uit hoe accounts en betaling werken.' },
        ],
      },
      closing: {
        heading: { we: 'Vertel ons wat je nodig hebt', i: 'Vertel me wat je nodig hebt' },
        text: { we: 'Stuur je aanvraag, dan komen we bij je terug met een offerte.', i: 'Stuur je aanvraag, dan kom ik bij je terug met een offerte.' },
      },
      featureText: {
        we: [
          'Vraag ons naar de details.',
          'Onderdeel van wat {name} voor klanten doet.',
          'Vertel ons wat je nodig hebt, dan laten we weten hoe we kunnen helpen.',
          'Een van de dingen waarvoor klanten bij ons komen.',
        ],
        i: [
          'Vraag me naar de details.',
          'Onderdeel van wat {name} voor klanten doet.',
          'Vertel me wat je nodig hebt, dan laat ik weten hoe ik kan helpen.',
          'Een van de dingen waarvoor klanten bij mij komen.',
        ],
      },
    },
  },
  ja: {
    supplier: {
      cta: { primary: '見積もりを依頼' },
      sections: {
        features: {
          nav: '事業内容',
          heading: { we: '私たちにできること', i: '私にできること' },
          eyebrow: '対応範囲',
        },
        benefits: {
          heading: { we: '私たちとお取引いただく理由', i: '私とお取引いただく理由' },
          eyebrow: 'お取引について',
        },
        'how-it-works': { heading: 'ご注文の流れ', eyebrow: 'ステップ' },
        faq: { heading: '発注前によくあるご質問', eyebrow: 'よくある質問' },
        contact: { nav: 'お見積もり', heading: 'お見積もりのご依頼', eyebrow: 'お見積もり', send: '見積もりを依頼' },
      },
      contactIntro: { we: 'ご依頼の内容と数量、ご希望の納期をお知らせいただければ、私たちからお見積もりをお送りします。', i: 'ご依頼の内容と数量、ご希望の納期をお知らせいただければ、私からお見積もりをお送りします。' },
      steps: {
        we: [
          { title: 'ご要望をお送りください', text: 'ご依頼の内容と数量、ご希望の時期を私たちにお知らせください。図面や仕様書があれば、あわせてお送りください。' },
          { title: 'お見積もりを受け取る', text: '私たちから価格と納期をご連絡します。不明な点があれば、こちらからお尋ねします。' },
          { title: '正式なご発注', text: 'お見積もりにご承諾いただいたら、私たちがご注文を確定し、完了まで進み具合をお知らせします。' },
        ],
        i: [
          { title: 'ご要望をお送りください', text: 'ご依頼の内容と数量、ご希望の時期を私にお知らせください。図面や仕様書があれば、あわせてお送りください。' },
          { title: 'お見積もりを受け取る', text: '私から価格と納期をご連絡します。不明な点があれば、こちらからお尋ねします。' },
          { title: '正式なご発注', text: 'お見積もりにご承諾いただいたら、私がご注文を確定し、完了まで進み具合をお知らせします。' },
        ],
      },
      benefits: {
        we: [
          { title: 'わかりやすいお見積もり', text: 'ご発注を決める前に、価格と納期を書面でお伝えします。' },
          { title: '明確な回答', text: '対応能力や数量、スケジュールについて私たちにお尋ねいただければ、はっきりお答えします。' },
          { title: '小口から定期まで', text: '初めての小口のご注文から定期的なご注文まで、ご要望を私たちにお聞かせください。' },
        ],
        i: [
          { title: 'わかりやすいお見積もり', text: 'ご発注を決める前に、価格と納期を書面でお伝えします。' },
          { title: '明確な回答', text: '対応能力や数量、スケジュールについて私にお尋ねいただければ、はっきりお答えします。' },
          { title: '小口から定期まで', text: '初めての小口のご注文から定期的なご注文まで、ご要望を私にお聞かせください。' },
        ],
      },
      faq: {
        we: [
          { q: '見積もりはどう依頼すればよいですか？', a: 'このページのフォームで、ご依頼の内容と数量、ご希望の時期をお送りください。私たちから価格をご連絡します。' },
          { q: '最小ロットはありますか？', a: 'ご希望の数量をお知らせいただければ、私たちで対応できる内容をお伝えします。' },
          { q: '納期はどのくらいですか？', a: 'ご注文の内容によって異なります。お見積もりの際に、私たちから納期をお知らせします。' },
          { q: '取引口座は開設できますか？', a: 'ご連絡の際にお尋ねください。口座の開設やお支払いの方法について、私たちからご説明します。' },
        ],
        i: [
          { q: '見積もりはどう依頼すればよいですか？', a: 'このページのフォームで、ご依頼の内容と数量、ご希望の時期をお送りください。私から価格をご連絡します。' },
          { q: '最小ロットはありますか？', a: 'ご希望の数量をお知らせいただければ、私が対応できる内容をお伝えします。' },
          { q: '納期はどのくらいですか？', a: 'ご注文の内容によって異なります。お見積もりの際に、私から納期をお知らせします。' },
          { q: '取引口座は開設できますか？', a: 'ご連絡の際にお尋ねください。口座の開設やお支払いの方法について、私からご説明します。' },
        ],
      },
      closing: {
        heading: { we: 'ご要望を私たちにお聞かせください', i: 'ご要望を私にお聞かせください' },
        text: { we: 'ご依頼の内容をお送りいただければ、私たちからお見積もりをご連絡します。', i: 'ご依頼の内容をお送りいただければ、私からお見積もりをご連絡します。' },
      },
      featureText: {
        we: [
          '詳しくは私たちにお尋ねください。',
          'お客様のために{name}が手がけている仕事のひとつです。',
          'ご要望をお聞かせいただければ、私たちにできることをご説明します。',
          'お客様から私たちにご依頼いただいている仕事のひとつです。',
        ],
        i: [
          '詳しくは私にお尋ねください。',
          'お客様のために{name}が手がけている仕事のひとつです。',
          'ご要望をお聞かせいただければ、私にできることをご説明します。',
          'お客様から私にご依頼いただいている仕事のひとつです。',
        ],
      },
    },
  },
  zh: {
    supplier: {
      cta: { primary: '获取报价' },
      sections: {
        features: {
          nav: '业务范围',
          heading: { we: '我们的业务', i: '我的业务' },
          eyebrow: '服务能力',
        },
        benefits: {
          heading: { we: '为什么与我们合作', i: '为什么与我合作' },
          eyebrow: '携手合作',
        },
        'how-it-works': { heading: '订购流程', eyebrow: '步骤说明' },
        faq: { heading: '采购常见问题', eyebrow: '常见问题' },
        contact: { nav: '报价', heading: '获取报价', eyebrow: '询价', send: '获取报价' },
      },
      contactIntro: { we: '请告诉我们您的需求、数量和时间要求，我们会为您报价。', i: '请告诉我您的需求、数量和时间要求，我会为您报价。' },
      steps: {
        we: [
          { title: '发送需求', text: '告诉我们您需要什么、数量多少、什么时候要；如有图纸或规格说明，请一并发来。' },
          { title: '收到报价', text: '我们会给出价格和交货期，如有不清楚的地方会先向您确认。' },
          { title: '确认下单', text: '您接受报价后，我们会确认订单，并随时告知进度，直到完成。' },
        ],
        i: [
          { title: '发送需求', text: '告诉我您需要什么、数量多少、什么时候要；如有图纸或规格说明，请一并发来。' },
          { title: '收到报价', text: '我会给出价格和交货期，如有不清楚的地方会先向您确认。' },
          { title: '确认下单', text: '您接受报价后，我会确认订单，并随时告知进度，直到完成。' },
        ],
      },
      benefits: {
        we: [
          { title: '报价清楚明了', text: '在您确认下单之前，价格和交货期都会以书面形式给出。' },
          { title: '答复明确', text: '承接能力、数量和时间安排，都可以问我们，您会得到明确的答复。' },
          { title: '订单不论大小', text: '从首次小批量试单到定期订单，请告诉我们您的需求。' },
        ],
        i: [
          { title: '报价清楚明了', text: '在您确认下单之前，价格和交货期都会以书面形式给出。' },
          { title: '答复明确', text: '承接能力、数量和时间安排，都可以问我，您会得到明确的答复。' },
          { title: '订单不论大小', text: '从首次小批量试单到定期订单，请告诉我您的需求。' },
        ],
      },
      faq: {
        we: [
          { q: '如何获取报价？', a: '请填写本页表单，写明您的需求、数量和时间要求，我们会回复报价。' },
          { q: '有最低起订量吗？', a: '请把您需要的数量告诉我们，我们会说明可以怎样安排。' },
          { q: '交货期是多久？', a: '视订单而定。我们会在报价时一并告知交货期。' },
          { q: '可以开通企业客户账户吗？', a: '请在联系我们时提出，我们会向您说明开户和付款的具体方式。' },
        ],
        i: [
          { q: '如何获取报价？', a: '请填写本页表单，写明您的需求、数量和时间要求，我会回复报价。' },
          { q: '有最低起订量吗？', a: '请把您需要的数量告诉我，我会说明可以怎样安排。' },
          { q: '交货期是多久？', a: '视订单而定。我会在报价时一并告知交货期。' },
          { q: '可以开通企业客户账户吗？', a: '请在联系我时提出，我会向您说明开户和付款的具体方式。' },
        ],
      },
      closing: {
        heading: { we: '告诉我们您的需求', i: '告诉我您的需求' },
        text: { we: '发来您的具体要求，我们会回复报价。', i: '发来您的具体要求，我会回复报价。' },
      },
      featureText: {
        we: [
          '具体细节，欢迎问我们。',
          '这是{name}为客户提供的服务之一。',
          '告诉我们您的需求，我们会说明能如何帮到您。',
          '这也是客户找我们的原因之一。',
        ],
        i: [
          '具体细节，欢迎问我。',
          '这是{name}为客户提供的服务之一。',
          '告诉我您的需求，我会说明能如何帮到您。',
          '这也是客户找我的原因之一。',
        ],
      },
    },
  },
  ar: {
    supplier: {
      cta: { primary: 'اطلب عرض سعر' },
      sections: {
        features: {
          nav: 'الخدمات',
          heading: { we: 'ما نقوم به', i: 'ما أقوم به' },
          eyebrow: 'مجالات العمل',
        },
        benefits: {
          heading: { we: 'لماذا تتعامل معنا', i: 'لماذا تتعامل معي' },
          eyebrow: 'العمل معًا',
        },
        'how-it-works': { heading: 'كيف يتم الطلب', eyebrow: 'خطوة بخطوة' },
        faq: { heading: 'أسئلة يطرحها المشترون', eyebrow: 'الأسئلة الشائعة' },
        contact: { nav: 'عرض سعر', heading: 'اطلب عرض سعر', eyebrow: 'عروض الأسعار', send: 'اطلب عرض سعر' },
      },
      contactIntro: { we: 'أخبرنا بما تحتاجه وبالكمية المطلوبة وموعد التسليم، وسنعود إليك بعرض سعر.', i: 'أخبرني بما تحتاجه وبالكمية المطلوبة وموعد التسليم، وسأعود إليك بعرض سعر.' },
      steps: {
        we: [
          { title: 'أرسل متطلباتك', text: 'أخبرنا بما تحتاجه وبالكميات ومتى تحتاجها، مع الرسومات أو المواصفات إن كانت متوفرة لديك.' },
          { title: 'استلم عرض السعر', text: 'سنعود إليك بالسعر ومدة التسليم، ونسألك إن كان هناك ما يحتاج إلى توضيح.' },
          { title: 'اعتمد الطلب', text: 'بعد موافقتك على عرض السعر، سنؤكد الطلب ونُطلعك أولًا بأول حتى إنجازه.' },
        ],
        i: [
          { title: 'أرسل متطلباتك', text: 'أخبرني بما تحتاجه وبالكميات ومتى تحتاجها، مع الرسومات أو المواصفات إن كانت متوفرة لديك.' },
          { title: 'استلم عرض السعر', text: 'سأعود إليك بالسعر ومدة التسليم، وأسألك إن كان هناك ما يحتاج إلى توضيح.' },
          { title: 'اعتمد الطلب', text: 'بعد موافقتك على عرض السعر، سأؤكد الطلب وأُطلعك أولًا بأول حتى إنجازه.' },
        ],
      },
      benefits: {
        we: [
          { title: 'عرض سعر واضح', text: 'السعر ومدة التسليم مكتوبان أمامك قبل أن تلتزم بأي شيء.' },
          { title: 'إجابات مباشرة', text: 'اسألنا عن قدرتنا على التنفيذ والكميات والمواعيد، وستحصل على رد واضح.' },
          { title: 'طلبات بكل الأحجام', text: 'أخبرنا بما تحتاجه، من طلبية أولى صغيرة إلى طلبيات منتظمة.' },
        ],
        i: [
          { title: 'عرض سعر واضح', text: 'السعر ومدة التسليم مكتوبان أمامك قبل أن تلتزم بأي شيء.' },
          { title: 'إجابات مباشرة', text: 'اسألني عن قدرتي على التنفيذ والكميات والمواعيد، وستحصل على رد واضح.' },
          { title: 'طلبات بكل الأحجام', text: 'أخبرني بما تحتاجه، من طلبية أولى صغيرة إلى طلبيات منتظمة.' },
        ],
      },
      faq: {
        we: [
          { q: 'كيف أحصل على عرض سعر؟', a: 'أرسل النموذج في هذه الصفحة مع ما تحتاجه والكميات والموعد المطلوب، وسنرد عليك بالسعر.' },
          { q: 'هل هناك حد أدنى للطلب؟', a: 'اسألنا مع ذكر الكميات التي تحتاجها، وسنخبرك بما يمكننا فعله.' },
          { q: 'ما مدة التسليم لديكم؟', a: 'تختلف بحسب الطلب. سنحدد لك مدة التسليم مع عرض السعر.' },
          { q: 'هل يمكنني فتح حساب تجاري؟', a: 'اسألنا عن ذلك عند تواصلك معنا، وسنشرح لك كيف تعمل الحسابات وطريقة الدفع.' },
        ],
        i: [
          { q: 'كيف أحصل على عرض سعر؟', a: 'أرسل النموذج في هذه الصفحة مع ما تحتاجه والكميات والموعد المطلوب، وسأرد عليك بالسعر.' },
          { q: 'هل هناك حد أدنى للطلب؟', a: 'اسألني مع ذكر الكميات التي تحتاجها، وسأخبرك بما يمكنني فعله.' },
          { q: 'ما مدة التسليم لديك؟', a: 'تختلف بحسب الطلب. سأحدد لك مدة التسليم مع عرض السعر.' },
          { q: 'هل يمكنني فتح حساب تجاري؟', a: 'اسألني عن ذلك عند تواصلك معي، وسأشرح لك كيف تعمل الحسابات وطريقة الدفع.' },
        ],
      },
      closing: {
        heading: { we: 'أخبرنا بما تحتاجه', i: 'أخبرني بما تحتاجه' },
        text: { we: 'أرسل متطلباتك، وسنعود إليك بعرض سعر.', i: 'أرسل متطلباتك، وسأعود إليك بعرض سعر.' },
      },
      featureText: {
        we: [
          'اسألنا عن التفاصيل.',
          'جزء مما يقدّمه {name} لعملائه.',
          'أخبرنا بما تحتاجه، وسنوضح لك كيف يمكننا المساعدة.',
          'من الأمور التي يقصدنا العملاء من أجلها.',
        ],
        i: [
          'اسألني عن التفاصيل.',
          'جزء مما يقدّمه {name} لعملائه.',
          'أخبرني بما تحتاجه، وسأوضح لك كيف يمكنني المساعدة.',
          'من الأمور التي يقصدني العملاء من أجلها.',
        ],
      },
    },
  },
};
