import type { StyleCopy } from './types';

/**
 * A furniture maker's or another maker's of commissioned pieces own words over the portfolio phrasebook
 * (types.ts `PageStyle` `maker`; choose-blueprint `makesFurniture`), in the site languages: people are asked
 * what they would like made and shown how a commission goes from sketch to delivery, instead of a
 * photographer's "Check availability", "Ask about availability for your dates" and "Do you travel?". No claim
 * the maker has not made (no lead times, no prices, no guarantees, no free delivery).
 */
export const MAKER_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { maker: StyleCopy }> = {
  en: {
    maker: {
      cta: { primary: 'Commission a piece', secondary: 'See the work' },
      sections: {
        gallery: { nav: 'Work', heading: 'Recent pieces', eyebrow: 'Portfolio' },
        process: { heading: 'From first sketch to delivery', eyebrow: 'Commissions' },
        contact: { nav: 'Commission', heading: { we: 'Tell us what you’d like made', i: 'Tell me what you’d like made' }, eyebrow: 'Commissions', send: 'Send enquiry' },
      },
      contactIntro: {
        we: 'Tell us what you’d like made, roughly how big and the room it’s for, with any pictures you like, and we’ll get back to you with ideas and a price.',
        i: 'Tell me what you’d like made, roughly how big and the room it’s for, with any pictures you like, and I’ll get back to you with ideas and a price.',
      },
      about: {
        we: 'Every piece we make starts with a conversation about how you’ll use it and the space it will live in. We make it by hand in our workshop and keep you posted as it takes shape.',
        i: 'Every piece I make starts with a conversation about how you’ll use it and the space it will live in. I make it by hand in my workshop and keep you posted as it takes shape.',
      },
      steps: {
        we: [
          { title: 'Tell us your idea', text: 'Send what you’d like made, the size and the room it’s for, with any pictures you like.' },
          { title: 'Design and quote', text: 'We sketch it with you, choose the materials and the finish, and agree a price and a date.' },
          { title: 'Made and delivered', text: 'We make it by hand, keep you posted along the way and arrange delivery when it’s ready.' },
        ],
        i: [
          { title: 'Tell me your idea', text: 'Send what you’d like made, the size and the room it’s for, with any pictures you like.' },
          { title: 'Design and quote', text: 'I sketch it with you, choose the materials and the finish, and agree a price and a date.' },
          { title: 'Made and delivered', text: 'I make it by hand, keep you posted along the way and arrange delivery when it’s ready.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Made for your space', text: 'Every piece is made to your measurements, for the room it will live in.' },
          { title: 'Made by hand', text: 'You deal directly with the people who make it, from first sketch to delivery.' },
          { title: 'Clear from the start', text: 'You know the design, the price and the date before any work begins.' },
        ],
        i: [
          { title: 'Made for your space', text: 'Every piece is made to your measurements, for the room it will live in.' },
          { title: 'Made by hand', text: 'You deal with me directly, from first sketch to delivery.' },
          { title: 'Clear from the start', text: 'You know the design, the price and the date before any work begins.' },
        ],
      },
      closing: {
        heading: 'Have a piece in mind?',
        text: { we: 'Send a few words about what you’d like made, and we’ll take it from there.', i: 'Send a few words about what you’d like made, and I’ll take it from there.' },
      },
      featureText: {
        we: [
          'Made to your measurements and finish.',
          'Tell us the size and the room, and we’ll sketch some ideas.',
          'Ask to see more pieces like it.',
          'Happy to talk it through first, with no obligation.',
        ],
        i: [
          'Made to your measurements and finish.',
          'Tell me the size and the room, and I’ll sketch some ideas.',
          'Ask to see more pieces like it.',
          'Happy to talk it through first, with no obligation.',
        ],
      },
      faq: {
        we: [
          { q: 'How long does a commission take?', a: 'It depends on the piece and on what is already in the workshop. We’ll give you a date when we agree the design.' },
          { q: 'Can I choose the materials and the finish?', a: 'Yes. We’ll talk you through the options and can show you samples before we start.' },
          { q: 'Do you deliver?', a: 'Tell us where the piece is going and we’ll arrange delivery with you when it’s ready.' },
          { q: 'How do I start?', a: 'Send an enquiry with the form on this page. We’ll reply to talk through your idea and the next steps.' },
        ],
        i: [
          { q: 'How long does a commission take?', a: 'It depends on the piece and on what is already in the workshop. I’ll give you a date once the design is agreed.' },
          { q: 'Can I choose the materials and the finish?', a: 'Yes. I’ll talk you through the options and can show you samples before I start.' },
          { q: 'Do you deliver?', a: 'Tell me where the piece is going and I’ll arrange delivery with you when it’s ready.' },
          { q: 'How do I start?', a: 'Send an enquiry with the form on this page. I’ll reply to talk through your idea and the next steps.' },
        ],
      },
    },
  },
  es: {
    maker: {
      cta: { primary: 'Encarga una pieza', secondary: 'Mira los trabajos' },
      sections: {
        gallery: { nav: 'Trabajos', heading: 'Piezas recientes', eyebrow: 'Portafolio' },
        process: { heading: 'Del primer boceto a la entrega', eyebrow: 'Encargos' },
        contact: { nav: 'Encargos', heading: { we: 'Cuéntanos qué pieza tienes en mente', i: 'Cuéntame qué pieza tienes en mente' }, eyebrow: 'Encargos', send: 'Enviar consulta' },
      },
      contactIntro: {
        we: 'Cuéntanos qué pieza tienes en mente, el tamaño aproximado y el espacio donde irá, con las imágenes que te gusten, y te responderemos con ideas y un presupuesto.',
        i: 'Cuéntame qué pieza tienes en mente, el tamaño aproximado y el espacio donde irá, con las imágenes que te gusten, y te responderé con ideas y un presupuesto.',
      },
      about: {
        we: 'Cada pieza que hacemos empieza con una conversación sobre el uso que le darás y el espacio que va a ocupar. La hacemos a mano en nuestro taller y te mantenemos al tanto mientras va tomando forma.',
        i: 'Cada pieza que hago empieza con una conversación sobre el uso que le darás y el espacio que va a ocupar. La hago a mano en mi taller y te mantengo al tanto mientras va tomando forma.',
      },
      steps: {
        we: [
          { title: 'Cuéntanos tu idea', text: 'Describe la pieza que te gustaría, el tamaño y el espacio donde irá, con las imágenes que te gusten.' },
          { title: 'Diseño y presupuesto', text: 'Hacemos los bocetos contigo, elegimos los materiales y el acabado, y acordamos un precio y una fecha.' },
          { title: 'Elaboración y entrega', text: 'La hacemos a mano, te mantenemos al tanto durante el proceso y organizamos la entrega cuando esté lista.' },
        ],
        i: [
          { title: 'Cuéntame tu idea', text: 'Describe la pieza que te gustaría, el tamaño y el espacio donde irá, con las imágenes que te gusten.' },
          { title: 'Diseño y presupuesto', text: 'Hago los bocetos contigo, elegimos los materiales y el acabado, y acordamos un precio y una fecha.' },
          { title: 'Elaboración y entrega', text: 'La hago a mano, te mantengo al tanto durante el proceso y organizo la entrega cuando esté lista.' },
        ],
      },
      benefits: {
        we: [
          { title: 'A medida de tu espacio', text: 'Cada pieza se hace a tu medida, para el espacio que va a ocupar.' },
          { title: 'Hecho a mano', text: 'Tratas directamente con quienes la hacen, desde el primer boceto hasta la entrega.' },
          { title: 'Claridad desde el principio', text: 'Conoces el diseño, el precio y la fecha antes de que empiece el trabajo.' },
        ],
        i: [
          { title: 'A medida de tu espacio', text: 'Cada pieza se hace a tu medida, para el espacio que va a ocupar.' },
          { title: 'Hecho a mano', text: 'Tratas directamente conmigo, desde el primer boceto hasta la entrega.' },
          { title: 'Claridad desde el principio', text: 'Conoces el diseño, el precio y la fecha antes de que empiece el trabajo.' },
        ],
      },
      closing: {
        heading: '¿Tienes una pieza en mente?',
        text: { we: 'Envíanos unas líneas sobre lo que te gustaría encargar y, a partir de ahí, nos ocupamos del resto.', i: 'Envíame unas líneas sobre lo que te gustaría encargar y, a partir de ahí, me ocupo del resto.' },
      },
      featureText: {
        we: [
          'A tu medida y con el acabado que elijas.',
          'Dinos el tamaño y el espacio, y te haremos algunos bocetos.',
          'Pide ver más piezas como esta.',
          'Lo hablamos primero, sin ningún compromiso.',
        ],
        i: [
          'A tu medida y con el acabado que elijas.',
          'Dime el tamaño y el espacio, y te haré algunos bocetos.',
          'Pide ver más piezas como esta.',
          'Lo hablamos primero, sin ningún compromiso.',
        ],
      },
      faq: {
        we: [
          { q: '¿Cuánto tarda un encargo?', a: 'Depende de la pieza y del trabajo que ya haya en el taller. Te daremos una fecha cuando acordemos el diseño.' },
          { q: '¿Puedo elegir los materiales y el acabado?', a: 'Sí. Te explicamos las opciones y podemos enseñarte muestras antes de empezar.' },
          { q: '¿Cómo se hace la entrega?', a: 'Dinos adónde va la pieza y, cuando esté lista, acordaremos contigo la entrega.' },
          { q: '¿Cómo empiezo?', a: 'Envía tu consulta con el formulario de esta página. Te responderemos para hablar de tu idea y de los siguientes pasos.' },
        ],
        i: [
          { q: '¿Cuánto tarda un encargo?', a: 'Depende de la pieza y del trabajo que ya haya en el taller. Te daré una fecha cuando acordemos el diseño.' },
          { q: '¿Puedo elegir los materiales y el acabado?', a: 'Sí. Te explico las opciones y puedo enseñarte muestras antes de empezar.' },
          { q: '¿Cómo se hace la entrega?', a: 'Dime adónde va la pieza y, cuando esté lista, acordaré contigo la entrega.' },
          { q: '¿Cómo empiezo?', a: 'Envía tu consulta con el formulario de esta página. Te responderé para hablar de tu idea y de los siguientes pasos.' },
        ],
      },
    },
  },
  pt: {
    maker: {
      cta: { primary: 'Encomende uma peça', secondary: 'Veja os trabalhos' },
      sections: {
        gallery: { nav: 'Trabalhos', heading: 'Peças recentes', eyebrow: 'Portefólio' },
        process: { heading: 'Do primeiro esboço à entrega', eyebrow: 'Encomendas' },
        contact: { nav: 'Encomendas', heading: { we: 'Diga-nos o que gostaria de encomendar', i: 'Diga-me o que gostaria de encomendar' }, eyebrow: 'Encomendas', send: 'Enviar pedido' },
      },
      contactIntro: {
        we: 'Diga-nos o que gostaria de encomendar, o tamanho aproximado e a divisão a que se destina, com as imagens de que gosta, e respondemos-lhe com ideias e um orçamento.',
        i: 'Diga-me o que gostaria de encomendar, o tamanho aproximado e a divisão a que se destina, com as imagens de que gosta, e respondo-lhe com ideias e um orçamento.',
      },
      about: {
        we: 'Cada peça que fazemos começa com uma conversa sobre o uso que lhe vai dar e o espaço onde vai ficar. Fazemo-la à mão na nossa oficina e damos-lhe notícias à medida que a peça ganha forma.',
        i: 'Cada peça que faço começa com uma conversa sobre o uso que lhe vai dar e o espaço onde vai ficar. Faço-a à mão na minha oficina e dou-lhe notícias à medida que a peça ganha forma.',
      },
      steps: {
        we: [
          { title: 'Diga-nos a sua ideia', text: 'Envie o que gostaria de encomendar, o tamanho e a divisão a que se destina, com as imagens de que gosta.' },
          { title: 'Desenho e orçamento', text: 'Fazemos o esboço consigo, escolhemos os materiais e o acabamento, e combinamos um preço e uma data.' },
          { title: 'Execução e entrega', text: 'Fazemos a peça à mão, damos-lhe notícias ao longo do processo e combinamos a entrega quando estiver pronta.' },
        ],
        i: [
          { title: 'Diga-me a sua ideia', text: 'Envie o que gostaria de encomendar, o tamanho e a divisão a que se destina, com as imagens de que gosta.' },
          { title: 'Desenho e orçamento', text: 'Faço o esboço consigo, escolhemos os materiais e o acabamento, e combinamos um preço e uma data.' },
          { title: 'Execução e entrega', text: 'Faço a peça à mão, dou-lhe notícias ao longo do processo e combinamos a entrega quando estiver pronta.' },
        ],
      },
      benefits: {
        we: [
          { title: 'À medida do seu espaço', text: 'Cada peça é feita à sua medida, para a divisão onde vai ficar.' },
          { title: 'Feito à mão', text: 'Fala diretamente com quem faz a peça, desde o primeiro esboço até à entrega.' },
          { title: 'Tudo claro desde o início', text: 'Fica a conhecer o desenho, o preço e a data antes de o trabalho começar.' },
        ],
        i: [
          { title: 'À medida do seu espaço', text: 'Cada peça é feita à sua medida, para a divisão onde vai ficar.' },
          { title: 'Feito à mão', text: 'Fala diretamente comigo, desde o primeiro esboço até à entrega.' },
          { title: 'Tudo claro desde o início', text: 'Fica a conhecer o desenho, o preço e a data antes de o trabalho começar.' },
        ],
      },
      closing: {
        heading: 'Tem uma peça em mente?',
        text: { we: 'Envie-nos umas palavras sobre o que gostaria de encomendar, e a partir daí damos seguimento.', i: 'Envie-me umas palavras sobre o que gostaria de encomendar, e a partir daí dou seguimento.' },
      },
      featureText: {
        we: [
          'À sua medida e com o acabamento que escolher.',
          'Diga-nos o tamanho e a divisão, e fazemos alguns esboços.',
          'Peça para ver outras peças deste género.',
          'Podemos conversar primeiro, sem compromisso.',
        ],
        i: [
          'À sua medida e com o acabamento que escolher.',
          'Diga-me o tamanho e a divisão, e faço alguns esboços.',
          'Peça para ver outras peças deste género.',
          'Podemos conversar primeiro, sem compromisso.',
        ],
      },
      faq: {
        we: [
          { q: 'Quanto tempo demora uma encomenda?', a: 'Depende da peça e do trabalho que já temos na oficina. Damos-lhe uma data quando combinarmos o desenho.' },
          { q: 'Posso escolher os materiais e o acabamento?', a: 'Sim. Explicamos-lhe as opções e podemos mostrar-lhe amostras antes de começar.' },
          { q: 'Fazem entregas?', a: 'Diga-nos para onde vai a peça e combinamos a entrega consigo quando estiver pronta.' },
          { q: 'Como posso começar?', a: 'Envie um pedido através do formulário desta página. Respondemos-lhe para falar sobre a sua ideia e os próximos passos.' },
        ],
        i: [
          { q: 'Quanto tempo demora uma encomenda?', a: 'Depende da peça e do trabalho que já tenho na oficina. Dou-lhe uma data quando combinarmos o desenho.' },
          { q: 'Posso escolher os materiais e o acabamento?', a: 'Sim. Explico-lhe as opções e posso mostrar-lhe amostras antes de começar.' },
          { q: 'Faz entregas?', a: 'Diga-me para onde vai a peça e combino a entrega consigo quando estiver pronta.' },
          { q: 'Como posso começar?', a: 'Envie um pedido através do formulário desta página. Respondo-lhe para falar sobre a sua ideia e os próximos passos.' },
        ],
      },
    },
  },
  fr: {
    maker: {
      cta: { primary: 'Commander une pièce', secondary: 'Voir les réalisations' },
      sections: {
        gallery: { nav: 'Réalisations', heading: 'Dernières réalisations', eyebrow: 'Portfolio' },
        process: { heading: 'Du premier croquis à la livraison', eyebrow: 'Sur commande' },
        contact: { nav: 'Commander', heading: { we: 'Parlez-nous de la pièce souhaitée', i: 'Parlez-moi de la pièce souhaitée' }, eyebrow: 'Votre projet', send: 'Envoyer la demande' },
      },
      contactIntro: {
        we: 'Décrivez-nous la pièce que vous imaginez, ses dimensions approximatives et l’endroit où elle ira, avec les images qui vous plaisent, et nous reviendrons vers vous avec des idées et un devis.',
        i: 'Décrivez-moi la pièce que vous imaginez, ses dimensions approximatives et l’endroit où elle ira, avec les images qui vous plaisent, et je reviendrai vers vous avec des idées et un devis.',
      },
      about: {
        we: 'Chaque pièce que nous réalisons commence par une conversation sur l’usage que vous en ferez et l’espace où elle prendra place. Nous la fabriquons à la main dans notre atelier et vous tenons au courant à mesure qu’elle prend forme.',
        i: 'Chaque pièce que je réalise commence par une conversation sur l’usage que vous en ferez et l’espace où elle prendra place. Je la fabrique à la main dans mon atelier et je vous tiens au courant à mesure qu’elle prend forme.',
      },
      steps: {
        we: [
          { title: 'Parlez-nous de votre idée', text: 'Décrivez la pièce que vous aimeriez, ses dimensions et l’endroit où elle ira, avec les images qui vous plaisent.' },
          { title: 'Conception et devis', text: 'Avec vous, nous dessinons le projet, choisissons les matériaux et la finition, puis convenons d’un prix et d’une date.' },
          { title: 'Fabrication et livraison', text: 'Nous fabriquons la pièce à la main, vous tenons au courant à chaque étape et organisons la livraison quand elle est prête.' },
        ],
        i: [
          { title: 'Parlez-moi de votre idée', text: 'Décrivez la pièce que vous aimeriez, ses dimensions et l’endroit où elle ira, avec les images qui vous plaisent.' },
          { title: 'Conception et devis', text: 'Avec vous, je dessine le projet, choisis les matériaux et la finition, puis conviens d’un prix et d’une date.' },
          { title: 'Fabrication et livraison', text: 'Je fabrique la pièce à la main, vous tiens au courant à chaque étape et organise la livraison quand elle est prête.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Conçu pour votre espace', text: 'Chaque pièce est réalisée sur mesure, pour l’endroit où elle prendra place.' },
          { title: 'Fait main', text: 'Vous échangez directement avec les personnes qui fabriquent votre pièce, du premier croquis à la livraison.' },
          { title: 'Clair dès le départ', text: 'Vous connaissez le dessin, le prix et la date avant que le travail ne commence.' },
        ],
        i: [
          { title: 'Conçu pour votre espace', text: 'Chaque pièce est réalisée sur mesure, pour l’endroit où elle prendra place.' },
          { title: 'Fait main', text: 'Vous échangez directement avec moi, du premier croquis à la livraison.' },
          { title: 'Clair dès le départ', text: 'Vous connaissez le dessin, le prix et la date avant que le travail ne commence.' },
        ],
      },
      closing: {
        heading: 'Vous avez une pièce en tête\u202f?',
        text: { we: 'Envoyez-nous quelques mots sur ce que vous aimeriez faire réaliser, et nous nous occupons de la suite.', i: 'Envoyez-moi quelques mots sur ce que vous aimeriez faire réaliser, et je m’occupe de la suite.' },
      },
      featureText: {
        we: [
          'Sur mesure, avec la finition de votre choix.',
          'Indiquez-nous les dimensions et l’espace, et nous vous proposerons quelques idées en croquis.',
          'Demandez à voir d’autres pièces de ce genre.',
          'On peut en parler d’abord, sans engagement.',
        ],
        i: [
          'Sur mesure, avec la finition de votre choix.',
          'Indiquez-moi les dimensions et l’espace, et je vous proposerai quelques idées en croquis.',
          'Demandez à voir d’autres pièces de ce genre.',
          'On peut en parler d’abord, sans engagement.',
        ],
      },
      faq: {
        we: [
          { q: 'Quel est le délai de réalisation\u202f?', a: 'Cela dépend de la pièce et du travail déjà en cours à l’atelier. Nous vous donnerons une date lorsque le dessin sera validé.' },
          { q: 'Puis-je choisir les matériaux et la finition\u202f?', a: 'Oui. Nous vous présentons les options et pouvons vous montrer des échantillons avant de commencer.' },
          { q: 'Assurez-vous la livraison\u202f?', a: 'Dites-nous où la pièce doit aller, et nous organiserons la livraison avec vous quand elle sera prête.' },
          { q: 'Comment commencer\u202f?', a: 'Envoyez une demande via le formulaire de cette page. Nous vous répondrons pour parler de votre idée et des prochaines étapes.' },
        ],
        i: [
          { q: 'Quel est le délai de réalisation\u202f?', a: 'Cela dépend de la pièce et du travail déjà en cours à l’atelier. Je vous donnerai une date lorsque le dessin sera validé.' },
          { q: 'Puis-je choisir les matériaux et la finition\u202f?', a: 'Oui. Je vous présente les options et peux vous montrer des échantillons avant de commencer.' },
          { q: 'Assurez-vous la livraison\u202f?', a: 'Dites-moi où la pièce doit aller, et j’organiserai la livraison avec vous quand elle sera prête.' },
          { q: 'Comment commencer\u202f?', a: 'Envoyez une demande via le formulaire de cette page. Je vous répondrai pour parler de votre idée et des prochaines étapes.' },
        ],
      },
    },
  },
  de: {
    maker: {
      cta: { primary: 'Anfertigung anfragen', secondary: 'Arbeiten ansehen' },
      sections: {
        gallery: { nav: 'Arbeiten', heading: 'Neueste Arbeiten', eyebrow: 'Portfolio' },
        process: { heading: 'Von der ersten Skizze bis zur Lieferung', eyebrow: 'Auftragsarbeiten' },
        contact: { nav: 'Anfrage', heading: { we: 'Was dürfen wir für Sie anfertigen?', i: 'Was darf ich für Sie anfertigen?' }, eyebrow: 'Auftragsarbeiten', send: 'Anfrage senden' },
      },
      contactIntro: {
        we: 'Beschreiben Sie uns, was Sie sich wünschen, wie groß und für welchen Raum, gern mit Bildern, und wir melden uns mit Ideen und einem Angebot.',
        i: 'Beschreiben Sie mir, was Sie sich wünschen, wie groß und für welchen Raum, gern mit Bildern, und ich melde mich mit Ideen und einem Angebot.',
      },
      about: {
        we: 'Jedes Stück aus unserer Werkstatt beginnt mit einem Gespräch: wie Sie es nutzen möchten und wo es seinen Platz finden soll. Wir fertigen es von Hand und halten Sie auf dem Laufenden, während es entsteht.',
        i: 'Jedes Stück aus meiner Werkstatt beginnt mit einem Gespräch: wie Sie es nutzen möchten und wo es seinen Platz finden soll. Ich fertige es von Hand und halte Sie auf dem Laufenden, während es entsteht.',
      },
      steps: {
        we: [
          { title: 'Ihre Idee schildern', text: 'Beschreiben Sie uns, was Sie sich wünschen, wie groß es werden soll und für welchen Raum es gedacht ist, gern mit Bildern, die Ihnen gefallen.' },
          { title: 'Entwurf und Angebot', text: 'Gemeinsam mit Ihnen skizzieren wir das Stück, wählen Material und Oberfläche aus und vereinbaren Preis und Termin.' },
          { title: 'Gefertigt und geliefert', text: 'Wir fertigen es von Hand, halten Sie dabei auf dem Laufenden und stimmen die Lieferung mit Ihnen ab, sobald es fertig ist.' },
        ],
        i: [
          { title: 'Ihre Idee schildern', text: 'Beschreiben Sie mir, was Sie sich wünschen, wie groß es werden soll und für welchen Raum es gedacht ist, gern mit Bildern, die Ihnen gefallen.' },
          { title: 'Entwurf und Angebot', text: 'Gemeinsam mit Ihnen skizziere ich das Stück, wähle Material und Oberfläche aus und vereinbare Preis und Termin.' },
          { title: 'Gefertigt und geliefert', text: 'Ich fertige es von Hand, halte Sie dabei auf dem Laufenden und stimme die Lieferung mit Ihnen ab, sobald es fertig ist.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Für Ihren Raum gemacht', text: 'Jedes Stück wird nach Ihren Maßen gefertigt, für den Raum, in dem es seinen Platz findet.' },
          { title: 'Von Hand gefertigt', text: 'Sie sprechen direkt mit den Menschen, die Ihr Stück fertigen, von der ersten Skizze bis zur Lieferung.' },
          { title: 'Von Anfang an klar', text: 'Sie kennen Entwurf, Preis und Termin, bevor die Arbeit beginnt.' },
        ],
        i: [
          { title: 'Für Ihren Raum gemacht', text: 'Jedes Stück wird nach Ihren Maßen gefertigt, für den Raum, in dem es seinen Platz findet.' },
          { title: 'Von Hand gefertigt', text: 'Sie haben direkt mit mir zu tun, von der ersten Skizze bis zur Lieferung.' },
          { title: 'Von Anfang an klar', text: 'Sie kennen Entwurf, Preis und Termin, bevor die Arbeit beginnt.' },
        ],
      },
      closing: {
        heading: 'Haben Sie ein Stück im Sinn?',
        text: { we: 'Schicken Sie uns ein paar Worte zu dem, was Sie sich wünschen, und wir kümmern uns um alles Weitere.', i: 'Schicken Sie mir ein paar Worte zu dem, was Sie sich wünschen, und ich kümmere mich um alles Weitere.' },
      },
      featureText: {
        we: [
          'Gefertigt nach Ihren Maßen und mit der Oberfläche Ihrer Wahl.',
          'Nennen Sie uns Maße und Raum, und wir skizzieren erste Ideen.',
          'Fragen Sie nach weiteren Stücken dieser Art.',
          'Gern besprechen wir alles vorab, ganz unverbindlich.',
        ],
        i: [
          'Gefertigt nach Ihren Maßen und mit der Oberfläche Ihrer Wahl.',
          'Nennen Sie mir Maße und Raum, und ich skizziere erste Ideen.',
          'Fragen Sie nach weiteren Stücken dieser Art.',
          'Gern bespreche ich alles vorab, ganz unverbindlich.',
        ],
      },
      faq: {
        we: [
          { q: 'Wie lange dauert eine Auftragsarbeit?', a: 'Das hängt vom Stück ab und davon, was gerade in der Werkstatt ansteht. Einen Termin nennen wir Ihnen, sobald der Entwurf abgestimmt ist.' },
          { q: 'Kann ich Material und Oberfläche selbst wählen?', a: 'Ja. Wir erklären Ihnen die Möglichkeiten und können Ihnen Muster zeigen, bevor wir anfangen.' },
          { q: 'Liefern Sie auch?', a: 'Sagen Sie uns, wohin das Stück soll, und wir stimmen die Lieferung mit Ihnen ab, sobald es fertig ist.' },
          { q: 'Wie fange ich an?', a: 'Senden Sie eine Anfrage über das Formular auf dieser Seite. Wir melden uns, um Ihre Idee und die nächsten Schritte mit Ihnen zu besprechen.' },
        ],
        i: [
          { q: 'Wie lange dauert eine Auftragsarbeit?', a: 'Das hängt vom Stück ab und davon, was gerade in der Werkstatt ansteht. Einen Termin nenne ich Ihnen, sobald der Entwurf abgestimmt ist.' },
          { q: 'Kann ich Material und Oberfläche selbst wählen?', a: 'Ja. Ich erkläre Ihnen die Möglichkeiten und kann Ihnen Muster zeigen, bevor ich anfange.' },
          { q: 'Liefern Sie auch?', a: 'Sagen Sie mir, wohin das Stück soll, und ich stimme die Lieferung mit Ihnen ab, sobald es fertig ist.' },
          { q: 'Wie fange ich an?', a: 'Senden Sie eine Anfrage über das Formular auf dieser Seite. Ich melde mich, um Ihre Idee und die nächsten Schritte mit Ihnen zu besprechen.' },
        ],
      },
    },
  },
  it: {
    maker: {
      cta: { primary: 'Commissiona un pezzo', secondary: 'Guarda i lavori' },
      sections: {
        gallery: { nav: 'Lavori', heading: 'Ultimi pezzi realizzati', eyebrow: 'Portfolio' },
        process: { heading: 'Dal primo schizzo alla consegna', eyebrow: 'Su commissione' },
        contact: { nav: 'Su misura', heading: { we: 'Cosa possiamo realizzare per te?', i: 'Cosa posso realizzare per te?' }, eyebrow: 'Su commissione', send: 'Invia richiesta' },
      },
      contactIntro: {
        we: 'Raccontaci cosa vorresti far realizzare, più o meno le dimensioni e l’ambiente a cui è destinato, con tutte le immagini che ti piacciono, e ti ricontatteremo con qualche idea e un preventivo.',
        i: 'Raccontami cosa vorresti far realizzare, più o meno le dimensioni e l’ambiente a cui è destinato, con tutte le immagini che ti piacciono, e ti ricontatterò con qualche idea e un preventivo.',
      },
      about: {
        we: 'Ogni pezzo che esce dalla nostra bottega nasce da una chiacchierata: come lo userai e lo spazio in cui vivrà. Lo realizziamo a mano e ti aggiorniamo mentre prende forma.',
        i: 'Ogni pezzo che esce dalla mia bottega nasce da una chiacchierata: come lo userai e lo spazio in cui vivrà. Lo realizzo a mano e ti aggiorno mentre prende forma.',
      },
      steps: {
        we: [
          { title: 'Raccontaci la tua idea', text: 'Dicci cosa vorresti far realizzare, le dimensioni e l’ambiente a cui è destinato, con tutte le immagini che ti piacciono.' },
          { title: 'Progetto e preventivo', text: 'Insieme a te facciamo uno schizzo, scegliamo i materiali e la finitura e concordiamo prezzo e data.' },
          { title: 'Realizzazione e consegna', text: 'Lo realizziamo a mano, ti aggiorniamo strada facendo e, quando è pronto, organizziamo la consegna.' },
        ],
        i: [
          { title: 'Raccontami la tua idea', text: 'Dimmi cosa vorresti far realizzare, le dimensioni e l’ambiente a cui è destinato, con tutte le immagini che ti piacciono.' },
          { title: 'Progetto e preventivo', text: 'Insieme a te faccio uno schizzo, scelgo i materiali e la finitura e concordo prezzo e data.' },
          { title: 'Realizzazione e consegna', text: 'Lo realizzo a mano, ti aggiorno strada facendo e, quando è pronto, organizzo la consegna.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Fatto per il tuo spazio', text: 'Ogni pezzo è realizzato sulle tue misure, per l’ambiente in cui vivrà.' },
          { title: 'Fatto a mano', text: 'Parli direttamente con chi lo realizza, dal primo schizzo alla consegna.' },
          { title: 'Tutto chiaro fin dall’inizio', text: 'Conosci il progetto, il prezzo e la data prima che inizi qualsiasi lavorazione.' },
        ],
        i: [
          { title: 'Fatto per il tuo spazio', text: 'Ogni pezzo è realizzato sulle tue misure, per l’ambiente in cui vivrà.' },
          { title: 'Fatto a mano', text: 'Parli direttamente con me, dal primo schizzo alla consegna.' },
          { title: 'Tutto chiaro fin dall’inizio', text: 'Conosci il progetto, il prezzo e la data prima che inizi qualsiasi lavorazione.' },
        ],
      },
      closing: {
        heading: 'Hai in mente un pezzo?',
        text: { we: 'Mandaci due righe su cosa vorresti far realizzare, e da lì ci pensiamo noi.', i: 'Mandami due righe su cosa vorresti far realizzare, e da lì ci penso io.' },
      },
      featureText: {
        we: [
          'Realizzato sulle tue misure e con la finitura che preferisci.',
          'Dicci le dimensioni e l’ambiente, e butteremo giù qualche idea.',
          'Chiedi di vedere altri pezzi come questo.',
          'Possiamo parlarne prima, senza alcun impegno.',
        ],
        i: [
          'Realizzato sulle tue misure e con la finitura che preferisci.',
          'Dimmi le dimensioni e l’ambiente, e butterò giù qualche idea.',
          'Chiedi di vedere altri pezzi come questo.',
          'Possiamo parlarne prima, senza alcun impegno.',
        ],
      },
      faq: {
        we: [
          { q: 'Quanto tempo richiede un lavoro su commissione?', a: 'Dipende dal pezzo e da cosa c’è già in lavorazione in bottega. Ti daremo una data una volta definito insieme il progetto.' },
          { q: 'Posso scegliere i materiali e la finitura?', a: 'Sì. Ti illustriamo le possibilità e possiamo mostrarti dei campioni prima di iniziare.' },
          { q: 'Vi occupate anche della consegna?', a: 'Dicci dove andrà il pezzo e, quando sarà pronto, organizzeremo la consegna insieme a te.' },
          { q: 'Come si comincia?', a: 'Invia una richiesta con il modulo in questa pagina. Ti risponderemo per parlare della tua idea e dei passi successivi.' },
        ],
        i: [
          { q: 'Quanto tempo richiede un lavoro su commissione?', a: 'Dipende dal pezzo e da cosa c’è già in lavorazione in bottega. Ti darò una data una volta definito insieme il progetto.' },
          { q: 'Posso scegliere i materiali e la finitura?', a: 'Sì. Ti illustro le possibilità e posso mostrarti dei campioni prima di iniziare.' },
          { q: 'Ti occupi anche della consegna?', a: 'Dimmi dove andrà il pezzo e, quando sarà pronto, organizzerò la consegna insieme a te.' },
          { q: 'Come si comincia?', a: 'Invia una richiesta con il modulo in questa pagina. Ti risponderò per parlare della tua idea e dei passi successivi.' },
        ],
      },
    },
  },
  nl: {
    maker: {
      cta: { primary: 'Laat iets op maat maken', secondary: 'Bekijk het werk' },
      sections: {
        gallery: { nav: 'Werk', heading: 'Recent gemaakt', eyebrow: 'Portfolio' },
        process: { heading: 'Van eerste schets tot levering', eyebrow: 'Maatwerk' },
        contact: { nav: 'Maatwerk', heading: { we: 'Vertel ons wat je wilt laten maken', i: 'Vertel me wat je wilt laten maken' }, eyebrow: 'Maatwerk', send: 'Aanvraag versturen' },
      },
      contactIntro: {
        we: 'Vertel ons wat je wilt laten maken, ongeveer hoe groot en voor welke ruimte, met foto’s die je mooi vindt, dan reageren we met ideeën en een prijsopgave.',
        i: 'Vertel me wat je wilt laten maken, ongeveer hoe groot en voor welke ruimte, met foto’s die je mooi vindt, dan reageer ik met ideeën en een prijsopgave.',
      },
      about: {
        we: 'Elk stuk dat we maken begint met een gesprek: hoe je het gaat gebruiken en in welke ruimte het komt. We maken het met de hand in onze werkplaats en houden je op de hoogte terwijl het vorm krijgt.',
        i: 'Elk stuk dat ik maak begint met een gesprek: hoe je het gaat gebruiken en in welke ruimte het komt. Ik maak het met de hand in mijn werkplaats en houd je op de hoogte terwijl het vorm krijgt.',
      },
      steps: {
        we: [
          { title: 'Vertel ons je idee', text: 'Laat ons weten wat je wilt laten maken, hoe groot en voor welke ruimte, met foto’s die je mooi vindt.' },
          { title: 'Ontwerp en prijsopgave', text: 'We schetsen het samen met je, kiezen de materialen en de afwerking en spreken een prijs en een datum af.' },
          { title: 'Gemaakt en geleverd', text: 'We maken het met de hand, houden je ondertussen op de hoogte en regelen de levering zodra het klaar is.' },
        ],
        i: [
          { title: 'Vertel me je idee', text: 'Laat me weten wat je wilt laten maken, hoe groot en voor welke ruimte, met foto’s die je mooi vindt.' },
          { title: 'Ontwerp en prijsopgave', text: 'Ik schets het samen met je, kies de materialen en de afwerking en spreek een prijs en een datum met je af.' },
          { title: 'Gemaakt en geleverd', text: 'Ik maak het met de hand, houd je ondertussen op de hoogte en regel de levering zodra het klaar is.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Gemaakt voor jouw ruimte', text: 'Elk stuk wordt gemaakt naar jouw maten, voor de ruimte waarin het komt.' },
          { title: 'Met de hand gemaakt', text: 'Je hebt rechtstreeks contact met de mensen die het maken, van eerste schets tot levering.' },
          { title: 'Vanaf het begin duidelijk', text: 'Je kent het ontwerp, de prijs en de datum voordat het werk begint.' },
        ],
        i: [
          { title: 'Gemaakt voor jouw ruimte', text: 'Elk stuk wordt gemaakt naar jouw maten, voor de ruimte waarin het komt.' },
          { title: 'Met de hand gemaakt', text: 'Je hebt rechtstreeks contact met mij, van eerste schets tot levering.' },
          { title: 'Vanaf het begin duidelijk', text: 'Je kent het ontwerp, de prijs en de datum voordat het werk begint.' },
        ],
      },
      closing: {
        heading: 'Heb je een stuk in gedachten?',
        text: { we: 'Stuur ons een paar woorden over wat je wilt laten maken, dan gaan we vanaf daar verder.', i: 'Stuur me een paar woorden over wat je wilt laten maken, dan ga ik vanaf daar verder.' },
      },
      featureText: {
        we: [
          'Op maat gemaakt, met de afwerking die jij kiest.',
          'Vertel ons de afmetingen en de ruimte, dan schetsen we een paar ideeën.',
          'Vraag naar meer stukken zoals dit.',
          'Eerst vrijblijvend overleggen kan altijd.',
        ],
        i: [
          'Op maat gemaakt, met de afwerking die jij kiest.',
          'Vertel me de afmetingen en de ruimte, dan schets ik een paar ideeën.',
          'Vraag naar meer stukken zoals dit.',
          'Eerst vrijblijvend overleggen kan altijd.',
        ],
      },
      faq: {
        we: [
          { q: 'Hoe lang duurt een opdracht?', a: 'Dat hangt af van het stuk en van wat er al in de werkplaats ligt. Zodra het ontwerp vastligt, geven we je een datum.' },
          { q: 'Kan ik de materialen en de afwerking kiezen?', a: 'Ja. We bespreken de mogelijkheden met je en kunnen je stalen laten zien voordat we beginnen.' },
          { q: 'Leveren jullie ook?', a: 'Laat ons weten waar het stuk naartoe moet, dan spreken we de levering met je af zodra het klaar is.' },
          { q: 'Hoe begin ik?', a: 'Stuur een aanvraag via het formulier op deze pagina. We nemen contact met je op om je idee en de volgende stappen te bespreken.' },
        ],
        i: [
          { q: 'Hoe lang duurt een opdracht?', a: 'Dat hangt af van het stuk en van wat er al in de werkplaats ligt. Zodra het ontwerp vastligt, geef ik je een datum.' },
          { q: 'Kan ik de materialen en de afwerking kiezen?', a: 'Ja. Ik bespreek de mogelijkheden met je en kan je stalen laten zien voordat ik begin.' },
          { q: 'Lever je ook?', a: 'Laat me weten waar het stuk naartoe moet, dan spreek ik de levering met je af zodra het klaar is.' },
          { q: 'Hoe begin ik?', a: 'Stuur een aanvraag via het formulier op deze pagina. Ik neem contact met je op om je idee en de volgende stappen te bespreken.' },
        ],
      },
    },
  },
  ja: {
    maker: {
      cta: { primary: 'オーダーのご相談', secondary: '作品を見る' },
      sections: {
        gallery: { nav: '作品', heading: '最近の作品', eyebrow: 'ポートフォリオ' },
        process: { heading: '最初のスケッチから納品まで', eyebrow: 'オーダーの流れ' },
        contact: { nav: 'ご注文', heading: { we: 'ご希望の品を私たちに', i: 'ご希望の品を私に' }, eyebrow: 'ご注文・ご相談', send: 'お問い合わせを送信' },
      },
      contactIntro: {
        we: 'ご希望の品とおおよその大きさ、置く予定のお部屋を、お好きな画像があれば添えてお知らせいただければ、私たちからアイデアとお見積もりをご連絡します。',
        i: 'ご希望の品とおおよその大きさ、置く予定のお部屋を、お好きな画像があれば添えてお知らせいただければ、私からアイデアとお見積もりをご連絡します。',
      },
      about: {
        we: '私たちがつくる作品はどれも、どのように使い、どんな空間に置くのかをお話しするところから始まります。工房で一つひとつ手づくりし、形になっていく様子をその都度お知らせします。',
        i: '私がつくる作品はどれも、どのように使い、どんな空間に置くのかをお話しするところから始まります。自分の工房で一つひとつ手づくりし、形になっていく様子をその都度お知らせします。',
      },
      steps: {
        we: [
          { title: 'アイデアを私たちに', text: 'つくってほしいもの、サイズ、置くお部屋を、お好きな画像があれば添えて私たちにお送りください。' },
          { title: 'デザインとお見積もり', text: '私たちがお客様と一緒にスケッチを描き、素材と仕上げを選んで、価格と納期を決めます。' },
          { title: '制作とお届け', text: '私たちが手づくりで仕上げ、途中の様子もお知らせしながら、完成したらお届けの手配をします。' },
        ],
        i: [
          { title: 'アイデアを私に', text: 'つくってほしいもの、サイズ、置くお部屋を、お好きな画像があれば添えて私にお送りください。' },
          { title: 'デザインとお見積もり', text: '私がお客様と一緒にスケッチを描き、素材と仕上げを選んで、価格と納期を決めます。' },
          { title: '制作とお届け', text: '私が手づくりで仕上げ、途中の様子もお知らせしながら、完成したらお届けの手配をします。' },
        ],
      },
      benefits: {
        we: [
          { title: 'お部屋に合わせて', text: 'どの作品も、置くお部屋に合わせて、ご希望の寸法でお作りします。' },
          { title: '手づくりだから', text: '最初のスケッチからお届けまで、実際につくる私たちが直接対応します。' },
          { title: '最初から明確に', text: '制作を始める前に、デザインも価格も納期もはっきりわかります。' },
        ],
        i: [
          { title: 'お部屋に合わせて', text: 'どの作品も、置くお部屋に合わせて、ご希望の寸法でお作りします。' },
          { title: '手づくりだから', text: '最初のスケッチからお届けまで、私が直接対応します。' },
          { title: '最初から明確に', text: '制作を始める前に、デザインも価格も納期もはっきりわかります。' },
        ],
      },
      closing: {
        heading: 'ご希望の品はありますか？',
        text: {
          we: 'つくってほしいものをひと言お送りいただければ、あとは私たちにお任せください。',
          i: 'つくってほしいものをひと言お送りいただければ、あとは私にお任せください。',
        },
      },
      featureText: {
        we: [
          'ご希望の寸法と仕上げでお作りします。',
          'サイズとお部屋を教えていただければ、私たちがいくつかアイデアをスケッチします。',
          '似た作品をもっと見たい方は、お気軽にお尋ねください。',
          'ご注文を決める前のご相談だけでも、お気軽にどうぞ。',
        ],
        i: [
          'ご希望の寸法と仕上げでお作りします。',
          'サイズとお部屋を教えていただければ、私がいくつかアイデアをスケッチします。',
          '似た作品をもっと見たい方は、お気軽にお尋ねください。',
          'ご注文を決める前のご相談だけでも、お気軽にどうぞ。',
        ],
      },
      faq: {
        we: [
          { q: 'オーダーから完成までどのくらいかかりますか？', a: '作品の内容や、工房で手がけている仕事の状況によって異なります。デザインが決まった時点で、私たちから完成の日取りをお伝えします。' },
          { q: '素材や仕上げは選べますか？', a: 'はい。私たちが選択肢をご説明し、制作に入る前にサンプルをお見せすることもできます。' },
          { q: '配送はしてもらえますか？', a: 'お届け先を教えていただければ、完成したときにお客様と相談しながら私たちが配送を手配します。' },
          { q: '注文するにはどうすればいいですか？', a: 'このページのフォームからお問い合わせください。私たちからご連絡し、アイデアと次のステップについてご相談します。' },
        ],
        i: [
          { q: 'オーダーから完成までどのくらいかかりますか？', a: '作品の内容や、工房で手がけている仕事の状況によって異なります。デザインが決まった時点で、私から完成の日取りをお伝えします。' },
          { q: '素材や仕上げは選べますか？', a: 'はい。私が選択肢をご説明し、制作に入る前にサンプルをお見せすることもできます。' },
          { q: '配送はしてもらえますか？', a: 'お届け先を教えていただければ、完成したときにお客様と相談しながら私が配送を手配します。' },
          { q: '注文するにはどうすればいいですか？', a: 'このページのフォームからお問い合わせください。私からご連絡し、アイデアと次のステップについてご相談します。' },
        ],
      },
    },
  },
  zh: {
    maker: {
      cta: { primary: '咨询定制', secondary: '查看作品' },
      sections: {
        gallery: { nav: '作品', heading: '近期作品', eyebrow: '作品集' },
        process: { heading: '从第一张草图到交付', eyebrow: '定制' },
        contact: { nav: '定制', heading: { we: '告诉我们您想定制什么', i: '告诉我您想定制什么' }, eyebrow: '定制咨询', send: '提交咨询' },
      },
      contactIntro: {
        we: '请告诉我们您想定制什么、大概多大、准备放在哪个房间，有喜欢的图片也欢迎一并发来，我们会回复您一些构思和报价。',
        i: '请告诉我您想定制什么、大概多大、准备放在哪个房间，有喜欢的图片也欢迎一并发来，我会回复您一些构思和报价。',
      },
      about: {
        we: '我们制作的每一件作品，都从一次交流开始：您会怎样使用它，它将摆放在怎样的空间里。我们在自己的工坊里手工制作，并在它逐渐成形的过程中随时告诉您进展。',
        i: '我制作的每一件作品，都从一次交流开始：您会怎样使用它，它将摆放在怎样的空间里。我在自己的工坊里手工制作，并在它逐渐成形的过程中随时告诉您进展。',
      },
      steps: {
        we: [
          { title: '告诉我们您的想法', text: '说说您想定制什么、尺寸多大、放在哪个房间，有喜欢的图片也欢迎一并发来。' },
          { title: '设计与报价', text: '我们和您一起画草图，选定材料和表面处理，并商定价格和日期。' },
          { title: '制作与交付', text: '我们手工制作，过程中随时告诉您进展，做好后安排送货。' },
        ],
        i: [
          { title: '告诉我您的想法', text: '说说您想定制什么、尺寸多大、放在哪个房间，有喜欢的图片也欢迎一并发来。' },
          { title: '设计与报价', text: '我和您一起画草图，选定材料和表面处理，并商定价格和日期。' },
          { title: '制作与交付', text: '我亲手制作，过程中随时告诉您进展，做好后安排送货。' },
        ],
      },
      benefits: {
        we: [
          { title: '为您的空间而做', text: '每一件作品都按您的尺寸制作，与它将摆放的房间相契合。' },
          { title: '手工制作', text: '从第一张草图到交付，您都直接与亲手制作它的人沟通。' },
          { title: '从一开始就清楚', text: '开工之前，您就已经知道设计、价格和日期。' },
        ],
        i: [
          { title: '为您的空间而做', text: '每一件作品都按您的尺寸制作，与它将摆放的房间相契合。' },
          { title: '手工制作', text: '从第一张草图到交付，您都直接与我沟通。' },
          { title: '从一开始就清楚', text: '开工之前，您就已经知道设计、价格和日期。' },
        ],
      },
      closing: {
        heading: '有想定制的作品吗？',
        text: { we: '简单说说您想定制什么，剩下的就交给我们。', i: '简单说说您想定制什么，剩下的就交给我。' },
      },
      featureText: {
        we: [
          '按您要的尺寸和表面处理制作。',
          '告诉我们尺寸和房间，我们会画几个构思草图。',
          '想看更多类似的作品，欢迎询问。',
          '欢迎先聊一聊，不必急着下单。',
        ],
        i: [
          '按您要的尺寸和表面处理制作。',
          '告诉我尺寸和房间，我会画几个构思草图。',
          '想看更多类似的作品，欢迎询问。',
          '欢迎先聊一聊，不必急着下单。',
        ],
      },
      faq: {
        we: [
          { q: '定制一件作品需要多长时间？', a: '这要看具体是什么作品，以及工坊里手头已有的工作。商定设计时，我们会告诉您完成日期。' },
          { q: '可以选择材料和表面处理吗？', a: '可以。我们会为您介绍各种选择，开工前也可以给您看样品。' },
          { q: '可以送货吗？', a: '告诉我们作品要送到哪里，做好后我们会和您一起安排送货。' },
          { q: '怎么开始定制？', a: '请通过本页的表单发送咨询。我们会回复您，和您聊聊您的想法和下一步安排。' },
        ],
        i: [
          { q: '定制一件作品需要多长时间？', a: '这要看具体是什么作品，以及工坊里手头已有的工作。商定设计时，我会告诉您完成日期。' },
          { q: '可以选择材料和表面处理吗？', a: '可以。我会为您介绍各种选择，开工前也可以给您看样品。' },
          { q: '可以送货吗？', a: '告诉我作品要送到哪里，做好后我会和您一起安排送货。' },
          { q: '怎么开始定制？', a: '请通过本页的表单发送咨询。我会回复您，和您聊聊您的想法和下一步安排。' },
        ],
      },
    },
  },
  ar: {
    maker: {
      cta: { primary: 'اطلب قطعتك الخاصة', secondary: 'شاهد الأعمال' },
      sections: {
        gallery: { nav: 'الأعمال', heading: 'أحدث القطع', eyebrow: 'معرض الأعمال' },
        process: { heading: 'من الرسم الأول حتى التسليم', eyebrow: 'الطلبات الخاصة' },
        contact: { nav: 'الطلبات', heading: { we: 'أخبرنا بما تودّ أن نصنعه لك', i: 'أخبرني بما تودّ أن أصنعه لك' }, eyebrow: 'الطلبات الخاصة', send: 'أرسل الاستفسار' },
      },
      contactIntro: {
        we: 'أخبرنا بما تودّ أن نصنعه لك، وبحجمه التقريبي والغرفة المخصصة له، مع أي صور تعجبك، وسنعود إليك بأفكار وعرض سعر.',
        i: 'أخبرني بما تودّ أن أصنعه لك، وبحجمه التقريبي والغرفة المخصصة له، مع أي صور تعجبك، وسأعود إليك بأفكار وعرض سعر.',
      },
      about: {
        we: 'تبدأ كل قطعة نصنعها بحديث معك عن طريقة استخدامها والمكان الذي ستُوضع فيه. نصنعها يدويًا في ورشتنا، ونطلعك على مراحلها أولًا بأول وهي تأخذ شكلها.',
        i: 'تبدأ كل قطعة أصنعها بحديث معك عن طريقة استخدامها والمكان الذي ستُوضع فيه. أصنعها يدويًا في ورشتي، وأطلعك على مراحلها أولًا بأول وهي تأخذ شكلها.',
      },
      steps: {
        we: [
          { title: 'أخبرنا بفكرتك', text: 'أرسل وصف القطعة التي تريدها، وحجمها، والغرفة المخصصة لها، مع أي صور تعجبك.' },
          { title: 'التصميم وعرض السعر', text: 'نرسم التصميم معك، ونختار المواد والتشطيب، ونتفق معك على السعر والموعد.' },
          { title: 'الصنع والتسليم', text: 'نصنع القطعة يدويًا، ونطلعك على سير العمل أولًا بأول، ونرتّب التوصيل عندما تصبح جاهزة.' },
        ],
        i: [
          { title: 'أخبرني بفكرتك', text: 'أرسل وصف القطعة التي تريدها، وحجمها، والغرفة المخصصة لها، مع أي صور تعجبك.' },
          { title: 'التصميم وعرض السعر', text: 'أرسم التصميم معك، ونختار معًا المواد والتشطيب، وأتفق معك على السعر والموعد.' },
          { title: 'الصنع والتسليم', text: 'أصنع القطعة يدويًا، وأطلعك على سير العمل أولًا بأول، وأرتّب التوصيل عندما تصبح جاهزة.' },
        ],
      },
      benefits: {
        we: [
          { title: 'مصنوعة لمساحتك', text: 'تُصنع كل قطعة وفق مقاساتك، وللغرفة التي ستُوضع فيها.' },
          { title: 'صناعة يدوية', text: 'تتعامل مباشرة مع من يصنعون قطعتك، من أول رسم حتى التسليم.' },
          { title: 'وضوح منذ البداية', text: 'تعرف التصميم والسعر والموعد قبل أن يبدأ أي عمل.' },
        ],
        i: [
          { title: 'مصنوعة لمساحتك', text: 'تُصنع كل قطعة وفق مقاساتك، وللغرفة التي ستُوضع فيها.' },
          { title: 'صناعة يدوية', text: 'تتعامل معي مباشرة، من أول رسم حتى التسليم.' },
          { title: 'وضوح منذ البداية', text: 'تعرف التصميم والسعر والموعد قبل أن يبدأ أي عمل.' },
        ],
      },
      closing: {
        heading: 'لديك قطعة في بالك؟',
        text: {
          we: 'أرسل لنا بضع كلمات عمّا تودّ أن نصنعه لك، ونتولى نحن الباقي.',
          i: 'أرسل لي بضع كلمات عمّا تودّ أن أصنعه لك، وأتولى أنا الباقي.',
        },
      },
      featureText: {
        we: [
          'مصنوعة وفق مقاساتك والتشطيب الذي تختاره.',
          'أخبرنا بالحجم والغرفة، وسنرسم لك بعض الأفكار.',
          'اطلب رؤية المزيد من القطع المشابهة.',
          'يسعدنا أن نتحدث معك أولًا، دون أي التزام.',
        ],
        i: [
          'مصنوعة وفق مقاساتك والتشطيب الذي تختاره.',
          'أخبرني بالحجم والغرفة، وسأرسم لك بعض الأفكار.',
          'اطلب رؤية المزيد من القطع المشابهة.',
          'يسعدني أن نتحدث أولًا، دون أي التزام.',
        ],
      },
      faq: {
        we: [
          { q: 'كم من الوقت يستغرق صنع قطعة حسب الطلب؟', a: 'يعتمد ذلك على القطعة نفسها وعلى ما لدينا من أعمال في الورشة. سنحدد لك موعدًا عندما نتفق على التصميم.' },
          { q: 'هل يمكنني اختيار المواد والتشطيب؟', a: 'نعم. سنشرح لك الخيارات المتاحة، ويمكننا أن نريك عينات قبل أن نبدأ.' },
          { q: 'هل توفّرون التوصيل؟', a: 'أخبرنا بالمكان الذي ستُنقل إليه القطعة، وسنرتّب التوصيل معك عندما تصبح جاهزة.' },
          { q: 'كيف أبدأ؟', a: 'أرسل استفسارًا عبر النموذج في هذه الصفحة، وسنرد عليك لنناقش فكرتك والخطوات التالية.' },
        ],
        i: [
          { q: 'كم من الوقت يستغرق صنع قطعة حسب الطلب؟', a: 'يعتمد ذلك على القطعة نفسها وعلى ما لديّ من أعمال في الورشة. سأحدد لك موعدًا عندما نتفق على التصميم.' },
          { q: 'هل يمكنني اختيار المواد والتشطيب؟', a: 'نعم. سأشرح لك الخيارات المتاحة، ويمكنني أن أريك عينات قبل أن أبدأ.' },
          { q: 'هل توفّر التوصيل؟', a: 'أخبرني بالمكان الذي ستُنقل إليه القطعة، وسأرتّب التوصيل معك عندما تصبح جاهزة.' },
          { q: 'كيف أبدأ؟', a: 'أرسل استفسارًا عبر النموذج في هذه الصفحة، وسأرد عليك لأناقش معك فكرتك والخطوات التالية.' },
        ],
      },
    },
  },
};
