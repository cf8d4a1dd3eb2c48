import type { StyleCopy } from './types';

/**
 * A tattoo studio's own words over the portfolio phrasebook (types.ts `PageStyle` `tattoo`; choose-blueprint
 * `tattoos`), in the site languages: people are asked to share their idea and book a consultation, shown how
 * an idea becomes a tattoo and where the studio is, instead of "Check availability", "Do you travel?" and
 * "From first message to delivery". No claim the studio has not made (no walk-ins, no deposit, no prices,
 * no age rule, no awards).
 */
export const TATTOO_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { tattoo: StyleCopy }> = {
  en: {
    tattoo: {
      cta: { primary: 'Book a consultation', secondary: 'See the work' },
      sections: {
        gallery: { nav: 'Work', heading: 'Recent work', eyebrow: 'Portfolio' },
        services: { nav: 'Styles', heading: 'Styles and services', eyebrow: 'Tattoos' },
        process: { heading: 'From idea to tattoo', eyebrow: 'How it works' },
        studio: { nav: 'Studio', heading: 'Find the studio', eyebrow: 'Opening hours' },
        faq: { nav: 'FAQ', heading: 'Before your appointment', eyebrow: 'FAQ' },
        contact: { nav: 'Book', heading: { we: 'Tell us about your idea', i: 'Tell me about your idea' }, eyebrow: 'Consultations', send: 'Send your idea' },
      },
      contactIntro: {
        we: 'Tell us your idea, where it will go, roughly how big and any reference pictures you like, and we’ll get back to you to arrange a consultation.',
        i: 'Tell me your idea, where it will go, roughly how big and any reference pictures you like, and I’ll get back to you to arrange a consultation.',
      },
      about: {
        we: 'Every tattoo starts with a conversation. Bring your idea, however rough, and we’ll talk it through with you: the design, where it will sit and how it will age.',
        i: 'Every tattoo starts with a conversation. Bring your idea, however rough, and I’ll talk it through with you: the design, where it will sit and how it will age.',
      },
      steps: {
        we: [
          { title: 'Share your idea', text: 'Tell us what you have in mind, where it will go and roughly how big, with any references you like.' },
          { title: 'Design and date', text: 'We talk it through, draw up the design and agree a date for your session.' },
          { title: 'Your session', text: 'We go over the design with you before we start, and talk you through aftercare before you leave.' },
        ],
        i: [
          { title: 'Share your idea', text: 'Tell me what you have in mind, where it will go and roughly how big, with any references you like.' },
          { title: 'Design and date', text: 'I talk it through with you, draw up the design and agree a date for your session.' },
          { title: 'Your session', text: 'I go over the design with you before I start, and talk you through aftercare before you leave.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Your idea first', text: 'Every design is drawn around what you have in mind and where it will sit.' },
          { title: 'Talk it through', text: 'Ask anything before you book: placement, size, style or healing.' },
          { title: 'Clear from the start', text: 'You know the design and the date before the day of your session.' },
        ],
        i: [
          { title: 'Your idea first', text: 'Every design is drawn around what you have in mind and where it will sit.' },
          { title: 'Talk it through', text: 'Ask me anything before you book: placement, size, style or healing.' },
          { title: 'Clear from the start', text: 'You know the design and the date before the day of your session.' },
        ],
      },
      faq: {
        we: [
          { q: 'How do I book?', a: 'Send your idea with the form on this page. We’ll reply to arrange a consultation and a date.' },
          { q: 'Can I come in without an appointment?', a: 'Ask us first: it depends on the day and on the design you have in mind.' },
          { q: 'How should I prepare for my session?', a: 'Sleep well, eat beforehand and wear clothes that leave the area easy to reach. Ask us if you’re unsure about anything.' },
          { q: 'How do I look after a new tattoo?', a: 'We’ll talk you through aftercare at the end of your session, and you can ask us anything while it heals.' },
        ],
        i: [
          { q: 'How do I book?', a: 'Send your idea with the form on this page. I’ll reply to arrange a consultation and a date.' },
          { q: 'Can I come in without an appointment?', a: 'Ask me first: it depends on the day and on the design you have in mind.' },
          { q: 'How should I prepare for my session?', a: 'Sleep well, eat beforehand and wear clothes that leave the area easy to reach. Ask me if you’re unsure about anything.' },
          { q: 'How do I look after a new tattoo?', a: 'I’ll talk you through aftercare at the end of your session, and you can ask me anything while it heals.' },
        ],
      },
      closing: {
        heading: { we: 'Bring us your idea', i: 'Bring me your idea' },
        text: { we: 'Send a few words and a reference picture, and we’ll take it from there.', i: 'Send a few words and a reference picture, and I’ll take it from there.' },
      },
      featureText: {
        we: ['Ask to see more work like this.', 'Bring your idea and we’ll talk it through.', 'Ask us about it at your consultation.', 'Drawn around your idea and where it will sit.'],
        i: ['Ask to see more work like this.', 'Bring your idea and I’ll talk it through with you.', 'Ask me about it at your consultation.', 'Drawn around your idea and where it will sit.'],
      },
    },
  },
  es: {
    tattoo: {
      cta: { primary: 'Reserva una consulta', secondary: 'Mira los trabajos' },
      sections: {
        gallery: { nav: 'Trabajos', heading: 'Trabajos recientes', eyebrow: 'Portafolio' },
        services: { nav: 'Estilos', heading: 'Estilos y servicios', eyebrow: 'Tatuajes' },
        process: { heading: 'De la idea al tatuaje', eyebrow: 'Cómo funciona' },
        studio: { nav: 'Estudio', heading: 'Cómo llegar al estudio', eyebrow: 'Horario de apertura' },
        faq: { nav: 'Preguntas', heading: 'Antes de tu cita', eyebrow: 'Preguntas frecuentes' },
        contact: { nav: 'Pedir cita', heading: { we: 'Cuéntanos tu idea', i: 'Cuéntame tu idea' }, eyebrow: 'Consultas', send: 'Envía tu idea' },
      },
      contactIntro: {
        we: 'Cuéntanos qué tienes en mente: la idea, en qué zona irá, el tamaño aproximado y las imágenes de referencia que te gusten; te responderemos para concertar una consulta.',
        i: 'Cuéntame qué tienes en mente: la idea, en qué zona irá, el tamaño aproximado y las imágenes de referencia que te gusten; te responderé para concertar una consulta.',
      },
      about: {
        we: 'Todo tatuaje empieza con una conversación. Trae tu idea, aunque sea solo un esbozo, y la hablaremos contigo: el diseño, en qué zona irá y cómo envejecerá con los años.',
        i: 'Todo tatuaje empieza con una conversación. Trae tu idea, aunque sea solo un esbozo, y la hablaré contigo: el diseño, en qué zona irá y cómo envejecerá con los años.',
      },
      steps: {
        we: [
          { title: 'Comparte tu idea', text: 'Cuéntanos qué tienes en mente, en qué zona irá y su tamaño aproximado, con las referencias que te gusten.' },
          { title: 'Diseño y fecha', text: 'Lo hablamos contigo, preparamos el diseño y acordamos una fecha para tu sesión.' },
          { title: 'Tu sesión', text: 'Repasamos el diseño contigo antes de empezar y, antes de que te vayas, te explicamos los cuidados posteriores.' },
        ],
        i: [
          { title: 'Comparte tu idea', text: 'Cuéntame qué tienes en mente, en qué zona irá y su tamaño aproximado, con las referencias que te gusten.' },
          { title: 'Diseño y fecha', text: 'Lo hablo contigo, preparo el diseño y acordamos una fecha para tu sesión.' },
          { title: 'Tu sesión', text: 'Repaso el diseño contigo antes de empezar y, antes de que te vayas, te explico los cuidados posteriores.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Tu idea, lo primero', text: 'Cada diseño se dibuja a partir de lo que tienes en mente y de la zona donde irá.' },
          { title: 'Lo hablamos con calma', text: 'Pregúntanos lo que quieras antes de pedir cita: la zona, el tamaño, el estilo o la cicatrización.' },
          { title: 'Claridad desde el principio', text: 'Conoces el diseño y la fecha antes del día de tu sesión.' },
        ],
        i: [
          { title: 'Tu idea, lo primero', text: 'Cada diseño se dibuja a partir de lo que tienes en mente y de la zona donde irá.' },
          { title: 'Lo hablamos con calma', text: 'Pregúntame lo que quieras antes de pedir cita: la zona, el tamaño, el estilo o la cicatrización.' },
          { title: 'Claridad desde el principio', text: 'Conoces el diseño y la fecha antes del día de tu sesión.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Cómo pido cita?', a: 'Envía tu idea con el formulario de esta página. Te responderemos para concertar una consulta y una fecha.' },
          { q: '¿Puedo ir sin cita previa?', a: 'Pregúntanos antes: depende del día y del diseño que tengas en mente.' },
          { q: '¿Cómo me preparo para la sesión?', a: 'Duerme bien, come antes de venir y ponte ropa que deje la zona a tatuar fácilmente accesible. Pregúntanos si tienes cualquier duda.' },
          { q: '¿Cómo cuido un tatuaje recién hecho?', a: 'Te explicaremos los cuidados posteriores al final de la sesión, y puedes preguntarnos lo que quieras mientras cicatriza.' },
        ],
        i: [
          { q: '¿Cómo pido cita?', a: 'Envía tu idea con el formulario de esta página. Te responderé para concertar una consulta y una fecha.' },
          { q: '¿Puedo ir sin cita previa?', a: 'Pregúntame antes: depende del día y del diseño que tengas en mente.' },
          { q: '¿Cómo me preparo para la sesión?', a: 'Duerme bien, come antes de venir y ponte ropa que deje la zona a tatuar fácilmente accesible. Pregúntame si tienes cualquier duda.' },
          { q: '¿Cómo cuido un tatuaje recién hecho?', a: 'Te explicaré los cuidados posteriores al final de la sesión, y puedes preguntarme lo que quieras mientras cicatriza.' },
        ],
      },
      closing: {
        heading: { we: 'Tráenos tu idea', i: 'Tráeme tu idea' },
        text: { we: 'Envíanos unas líneas y una imagen de referencia, y nos ponemos en marcha.', i: 'Envíame unas líneas y una imagen de referencia, y me pongo en marcha.' },
      },
      featureText: {
        we: ['Pide ver más trabajos como este.', 'Trae tu idea y la hablamos contigo.', 'Pregúntanos por ello en tu consulta.', 'Se dibuja a partir de tu idea y de la zona donde irá.'],
        i: ['Pide ver más trabajos como este.', 'Trae tu idea y la hablo contigo.', 'Pregúntame por ello en tu consulta.', 'Se dibuja a partir de tu idea y de la zona donde irá.'],
      },
    },
  },
  pt: {
    tattoo: {
      cta: { primary: 'Marque uma consulta', secondary: 'Veja os trabalhos' },
      sections: {
        gallery: { nav: 'Trabalhos', heading: 'Trabalhos recentes', eyebrow: 'Portefólio' },
        services: { nav: 'Estilos', heading: 'Estilos e serviços', eyebrow: 'Tatuagens' },
        process: { heading: 'Da ideia à tatuagem', eyebrow: 'Como funciona' },
        studio: { nav: 'Estúdio', heading: 'Como chegar ao estúdio', eyebrow: 'Horário de funcionamento' },
        faq: { nav: 'Perguntas', heading: 'Antes da sua marcação', eyebrow: 'Perguntas frequentes' },
        contact: { nav: 'Marcações', heading: { we: 'Fale-nos da sua ideia', i: 'Fale-me da sua ideia' }, eyebrow: 'Consultas', send: 'Enviar a sua ideia' },
      },
      contactIntro: {
        we: 'Diga-nos o que tem em mente: a ideia, onde vai ficar, o tamanho aproximado e as imagens de referência de que gosta; depois entramos em contacto consigo para marcar uma consulta.',
        i: 'Diga-me o que tem em mente: a ideia, onde vai ficar, o tamanho aproximado e as imagens de referência de que gosta; depois entro em contacto consigo para marcar uma consulta.',
      },
      about: {
        we: 'Cada tatuagem começa com uma conversa. Traga a sua ideia, mesmo que seja só um esboço, e falamos sobre ela consigo: o desenho, onde vai ficar e como vai envelhecer.',
        i: 'Cada tatuagem começa com uma conversa. Traga a sua ideia, mesmo que seja só um esboço, e falo sobre ela consigo: o desenho, onde vai ficar e como vai envelhecer.',
      },
      steps: {
        we: [
          { title: 'Partilhe a sua ideia', text: 'Diga-nos o que tem em mente, onde vai ficar e o tamanho aproximado, com as referências de que gosta.' },
          { title: 'Desenho e data', text: 'Conversamos sobre a ideia, preparamos o desenho e combinamos uma data para a sua sessão.' },
          { title: 'A sua sessão', text: 'Revemos o desenho consigo antes de começar e, antes de se ir embora, explicamos-lhe os cuidados após a tatuagem.' },
        ],
        i: [
          { title: 'Partilhe a sua ideia', text: 'Diga-me o que tem em mente, onde vai ficar e o tamanho aproximado, com as referências de que gosta.' },
          { title: 'Desenho e data', text: 'Converso consigo sobre a ideia, preparo o desenho e combinamos uma data para a sua sessão.' },
          { title: 'A sua sessão', text: 'Revejo o desenho consigo antes de começar e, antes de se ir embora, explico-lhe os cuidados após a tatuagem.' },
        ],
      },
      benefits: {
        we: [
          { title: 'A sua ideia primeiro', text: 'Cada desenho é pensado à medida do que tem em mente e do sítio onde vai ficar.' },
          { title: 'Conversar com calma', text: 'Pergunte-nos o que quiser antes de marcar: localização, tamanho, estilo ou cicatrização.' },
          { title: 'Tudo claro desde o início', text: 'Fica a conhecer o desenho e a data antes do dia da sua sessão.' },
        ],
        i: [
          { title: 'A sua ideia primeiro', text: 'Cada desenho é pensado à medida do que tem em mente e do sítio onde vai ficar.' },
          { title: 'Conversar com calma', text: 'Pergunte-me o que quiser antes de marcar: localização, tamanho, estilo ou cicatrização.' },
          { title: 'Tudo claro desde o início', text: 'Fica a conhecer o desenho e a data antes do dia da sua sessão.' },
        ],
      },
      faq: {
        we: [
          { q: 'Como faço uma marcação?', a: 'Envie a sua ideia através do formulário desta página. Respondemos-lhe para marcar uma consulta e uma data.' },
          { q: 'Posso aparecer sem marcação?', a: 'Pergunte-nos primeiro: depende do dia e do desenho que tem em mente.' },
          { q: 'Como me devo preparar para a sessão?', a: 'Durma bem, coma antes de vir e vista roupa que deixe a zona a tatuar bem acessível. Pergunte-nos se tiver alguma dúvida.' },
          { q: 'Como devo cuidar de uma tatuagem nova?', a: 'No fim da sessão explicamos-lhe os cuidados após a tatuagem, e pode perguntar-nos o que quiser durante a cicatrização.' },
        ],
        i: [
          { q: 'Como faço uma marcação?', a: 'Envie a sua ideia através do formulário desta página. Respondo-lhe para marcar uma consulta e uma data.' },
          { q: 'Posso aparecer sem marcação?', a: 'Pergunte-me primeiro: depende do dia e do desenho que tem em mente.' },
          { q: 'Como me devo preparar para a sessão?', a: 'Durma bem, coma antes de vir e vista roupa que deixe a zona a tatuar bem acessível. Pergunte-me se tiver alguma dúvida.' },
          { q: 'Como devo cuidar de uma tatuagem nova?', a: 'No fim da sessão explico-lhe os cuidados após a tatuagem, e pode perguntar-me o que quiser durante a cicatrização.' },
        ],
      },
      closing: {
        heading: { we: 'Traga-nos a sua ideia', i: 'Traga-me a sua ideia' },
        text: { we: 'Envie-nos umas palavras e uma imagem de referência, e a partir daí damos seguimento.', i: 'Envie-me umas palavras e uma imagem de referência, e a partir daí dou seguimento.' },
      },
      featureText: {
        we: ['Peça para ver mais trabalhos como este.', 'Traga a sua ideia e falamos sobre ela consigo.', 'Pergunte-nos sobre isto na sua consulta.', 'Pensado à medida da sua ideia e do sítio onde vai ficar.'],
        i: ['Peça para ver mais trabalhos como este.', 'Traga a sua ideia e falo sobre ela consigo.', 'Pergunte-me sobre isto na sua consulta.', 'Pensado à medida da sua ideia e do sítio onde vai ficar.'],
      },
    },
  },
  fr: {
    tattoo: {
      cta: { primary: 'Prendre rendez-vous', secondary: 'Voir les réalisations' },
      sections: {
        gallery: { nav: 'Réalisations', heading: 'Réalisations récentes', eyebrow: 'Portfolio' },
        services: { nav: 'Prestations', heading: 'Styles et prestations', eyebrow: 'Tatouages' },
        process: { heading: 'De l’idée au tatouage', eyebrow: 'Déroulement' },
        studio: { nav: 'Le salon', heading: 'Trouver le salon', eyebrow: 'Horaires d’ouverture' },
        faq: { nav: 'FAQ', heading: 'Avant votre rendez-vous', eyebrow: 'Questions fréquentes' },
        contact: { nav: 'Rendez-vous', heading: { we: 'Parlez-nous de votre idée', i: 'Parlez-moi de votre idée' }, eyebrow: 'Votre projet', send: 'Envoyer votre idée' },
      },
      contactIntro: {
        we: 'Dites-nous ce que vous avez en tête\u00a0: l’idée, l’emplacement, la taille approximative et les images de référence qui vous plaisent\u00a0; nous reviendrons vers vous pour fixer une consultation.',
        i: 'Dites-moi ce que vous avez en tête\u00a0: l’idée, l’emplacement, la taille approximative et les images de référence qui vous plaisent\u00a0; je reviendrai vers vous pour fixer une consultation.',
      },
      about: {
        we: 'Chaque tatouage commence par une conversation. Venez avec votre idée, même à l’état d’ébauche, et nous en parlerons avec vous\u00a0: le dessin, son emplacement et la façon dont il vieillira.',
        i: 'Chaque tatouage commence par une conversation. Venez avec votre idée, même à l’état d’ébauche, et j’en parlerai avec vous\u00a0: le dessin, son emplacement et la façon dont il vieillira.',
      },
      steps: {
        we: [
          { title: 'Partagez votre idée', text: 'Dites-nous ce que vous avez en tête, l’emplacement et la taille approximative, avec les références qui vous plaisent.' },
          { title: 'Dessin et date', text: 'Nous en discutons ensemble, préparons le dessin et fixons avec vous la date de votre séance.' },
          { title: 'Votre séance', text: 'Nous revoyons le dessin avec vous avant de commencer, et nous vous expliquons les soins avant votre départ.' },
        ],
        i: [
          { title: 'Partagez votre idée', text: 'Dites-moi ce que vous avez en tête, l’emplacement et la taille approximative, avec les références qui vous plaisent.' },
          { title: 'Dessin et date', text: 'J’en discute avec vous, je prépare le dessin et je fixe avec vous la date de votre séance.' },
          { title: 'Votre séance', text: 'Je revois le dessin avec vous avant de commencer, et je vous explique les soins avant votre départ.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Votre idée d’abord', text: 'Chaque dessin est pensé autour de ce que vous avez en tête et de son emplacement.' },
          { title: 'En parler ensemble', text: 'Posez-nous toutes vos questions avant de réserver\u00a0: emplacement, taille, style ou cicatrisation.' },
          { title: 'Clair dès le départ', text: 'Vous connaissez le dessin et la date avant le jour de votre séance.' },
        ],
        i: [
          { title: 'Votre idée d’abord', text: 'Chaque dessin est pensé autour de ce que vous avez en tête et de son emplacement.' },
          { title: 'En parler ensemble', text: 'Posez-moi toutes vos questions avant de réserver\u00a0: emplacement, taille, style ou cicatrisation.' },
          { title: 'Clair dès le départ', text: 'Vous connaissez le dessin et la date avant le jour de votre séance.' },
        ],
      },
      faq: {
        we: [
          { q: 'Comment prendre rendez-vous\u202f?', a: 'Envoyez votre idée grâce au formulaire de cette page. Nous vous répondrons pour convenir d’une consultation et d’une date.' },
          { q: 'Puis-je venir sans rendez-vous\u202f?', a: 'Demandez-nous d’abord\u00a0: cela dépend du jour et du dessin que vous avez en tête.' },
          { q: 'Comment préparer ma séance\u202f?', a: 'Dormez bien, mangez avant de venir et portez des vêtements qui laissent la zone facilement accessible. En cas de doute, demandez-nous.' },
          { q: 'Comment prendre soin d’un nouveau tatouage\u202f?', a: 'Nous vous expliquerons les soins à la fin de votre séance, et vous pourrez nous poser toutes vos questions pendant la cicatrisation.' },
        ],
        i: [
          { q: 'Comment prendre rendez-vous\u202f?', a: 'Envoyez votre idée grâce au formulaire de cette page. Je vous répondrai pour convenir d’une consultation et d’une date.' },
          { q: 'Puis-je venir sans rendez-vous\u202f?', a: 'Demandez-moi d’abord\u00a0: cela dépend du jour et du dessin que vous avez en tête.' },
          { q: 'Comment préparer ma séance\u202f?', a: 'Dormez bien, mangez avant de venir et portez des vêtements qui laissent la zone facilement accessible. En cas de doute, demandez-moi.' },
          { q: 'Comment prendre soin d’un nouveau tatouage\u202f?', a: 'Je vous expliquerai les soins à la fin de votre séance, et vous pourrez me poser toutes vos questions pendant la cicatrisation.' },
        ],
      },
      closing: {
        heading: { we: 'Apportez-nous votre idée', i: 'Apportez-moi votre idée' },
        text: { we: 'Envoyez-nous quelques mots et une image de référence, et nous nous occupons de la suite.', i: 'Envoyez-moi quelques mots et une image de référence, et je m’occupe de la suite.' },
      },
      featureText: {
        we: ['Demandez à voir d’autres réalisations de ce genre.', 'Venez avec votre idée et nous en parlerons ensemble.', 'Interrogez-nous à ce sujet lors de votre consultation.', 'Un dessin pensé autour de votre idée et de son emplacement.'],
        i: ['Demandez à voir d’autres réalisations de ce genre.', 'Venez avec votre idée et j’en parlerai avec vous.', 'Interrogez-moi à ce sujet lors de votre consultation.', 'Un dessin pensé autour de votre idée et de son emplacement.'],
      },
    },
  },
  de: {
    tattoo: {
      cta: { primary: 'Beratungstermin buchen', secondary: 'Arbeiten ansehen' },
      sections: {
        gallery: { nav: 'Arbeiten', heading: 'Aktuelle Arbeiten', eyebrow: 'Portfolio' },
        services: { nav: 'Stile', heading: 'Stile und Leistungen', eyebrow: 'Tätowierungen' },
        process: { heading: 'Von der Idee zum Tattoo', eyebrow: 'Der Ablauf' },
        studio: { nav: 'Standort', heading: 'So finden Sie das Studio', eyebrow: 'Öffnungszeiten' },
        faq: { nav: 'FAQ', heading: 'Vor Ihrem Termin', eyebrow: 'Häufige Fragen' },
        contact: { nav: 'Termin', heading: { we: 'Erzählen Sie uns von Ihrer Idee', i: 'Erzählen Sie mir von Ihrer Idee' }, eyebrow: 'Beratungstermine', send: 'Ihre Idee senden' },
      },
      contactIntro: {
        we: 'Beschreiben Sie uns Ihre Idee, die Körperstelle, die ungefähre Größe und gern Referenzbilder, die Ihnen gefallen: Wir melden uns, um einen Beratungstermin zu vereinbaren.',
        i: 'Beschreiben Sie mir Ihre Idee, die Körperstelle, die ungefähre Größe und gern Referenzbilder, die Ihnen gefallen: Ich melde mich, um einen Beratungstermin zu vereinbaren.',
      },
      about: {
        we: 'Jedes Tattoo beginnt mit einem Gespräch. Bringen Sie Ihre Idee mit, auch wenn sie noch vage ist, und wir besprechen sie mit Ihnen: das Motiv, die Platzierung und wie das Tattoo mit der Zeit altert.',
        i: 'Jedes Tattoo beginnt mit einem Gespräch. Bringen Sie Ihre Idee mit, auch wenn sie noch vage ist, und ich bespreche sie mit Ihnen: das Motiv, die Platzierung und wie das Tattoo mit der Zeit altert.',
      },
      steps: {
        we: [
          { title: 'Ihre Idee schildern', text: 'Erzählen Sie uns, was Sie sich vorstellen, an welche Stelle es kommen soll und wie groß es ungefähr wird, gern mit Referenzbildern.' },
          { title: 'Entwurf und Termin', text: 'Wir besprechen alles mit Ihnen, zeichnen den Entwurf und vereinbaren einen Termin für Ihre Sitzung.' },
          { title: 'Ihre Sitzung', text: 'Vor dem Start gehen wir den Entwurf noch einmal mit Ihnen durch, und bevor Sie gehen, erklären wir Ihnen die Nachsorge.' },
        ],
        i: [
          { title: 'Ihre Idee schildern', text: 'Erzählen Sie mir, was Sie sich vorstellen, an welche Stelle es kommen soll und wie groß es ungefähr wird, gern mit Referenzbildern.' },
          { title: 'Entwurf und Termin', text: 'Ich bespreche alles mit Ihnen, zeichne den Entwurf und vereinbare einen Termin für Ihre Sitzung.' },
          { title: 'Ihre Sitzung', text: 'Vor dem Start gehe ich den Entwurf noch einmal mit Ihnen durch, und bevor Sie gehen, erkläre ich Ihnen die Nachsorge.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Ihre Idee im Mittelpunkt', text: 'Jeder Entwurf wird nach Ihren Vorstellungen und für die Stelle gezeichnet, an der er sitzen soll.' },
          { title: 'In Ruhe besprechen', text: 'Fragen Sie vor der Buchung alles, was Sie wissen möchten: Platzierung, Größe, Stil oder Heilung.' },
          { title: 'Von Anfang an klar', text: 'Sie kennen den Entwurf und den Termin schon vor dem Tag Ihrer Sitzung.' },
        ],
        i: [
          { title: 'Ihre Idee im Mittelpunkt', text: 'Jeder Entwurf wird nach Ihren Vorstellungen und für die Stelle gezeichnet, an der er sitzen soll.' },
          { title: 'In Ruhe besprechen', text: 'Fragen Sie mich vor der Buchung alles, was Sie wissen möchten: Platzierung, Größe, Stil oder Heilung.' },
          { title: 'Von Anfang an klar', text: 'Sie kennen den Entwurf und den Termin schon vor dem Tag Ihrer Sitzung.' },
        ],
      },
      faq: {
        we: [
          { q: 'Wie buche ich einen Termin?', a: 'Schicken Sie uns Ihre Idee über das Formular auf dieser Seite. Wir antworten Ihnen, um eine Beratung und einen Termin zu vereinbaren.' },
          { q: 'Kann ich auch ohne Termin vorbeikommen?', a: 'Fragen Sie uns vorher: Das hängt vom Tag ab und von dem Motiv, das Sie sich vorstellen.' },
          { q: 'Wie bereite ich mich auf meine Sitzung vor?', a: 'Schlafen Sie gut, essen Sie vorher etwas und tragen Sie Kleidung, mit der die Stelle leicht zugänglich ist. Wenn Sie bei etwas unsicher sind, fragen Sie uns.' },
          { q: 'Wie pflege ich ein frisches Tattoo?', a: 'Am Ende Ihrer Sitzung erklären wir Ihnen die Nachsorge, und solange das Tattoo heilt, können Sie uns alles fragen.' },
        ],
        i: [
          { q: 'Wie buche ich einen Termin?', a: 'Schicken Sie mir Ihre Idee über das Formular auf dieser Seite. Ich antworte Ihnen, um eine Beratung und einen Termin zu vereinbaren.' },
          { q: 'Kann ich auch ohne Termin vorbeikommen?', a: 'Fragen Sie mich vorher: Das hängt vom Tag ab und von dem Motiv, das Sie sich vorstellen.' },
          { q: 'Wie bereite ich mich auf meine Sitzung vor?', a: 'Schlafen Sie gut, essen Sie vorher etwas und tragen Sie Kleidung, mit der die Stelle leicht zugänglich ist. Wenn Sie bei etwas unsicher sind, fragen Sie mich.' },
          { q: 'Wie pflege ich ein frisches Tattoo?', a: 'Am Ende Ihrer Sitzung erkläre ich Ihnen die Nachsorge, und solange das Tattoo heilt, können Sie mich alles fragen.' },
        ],
      },
      closing: {
        heading: { we: 'Kommen Sie mit Ihrer Idee zu uns', i: 'Kommen Sie mit Ihrer Idee zu mir' },
        text: { we: 'Schicken Sie uns ein paar Worte und ein Referenzbild, und wir kümmern uns um alles Weitere.', i: 'Schicken Sie mir ein paar Worte und ein Referenzbild, und ich kümmere mich um alles Weitere.' },
      },
      featureText: {
        we: ['Fragen Sie nach weiteren Arbeiten in diesem Stil.', 'Bringen Sie Ihre Idee mit, und wir besprechen sie gemeinsam.', 'Fragen Sie uns beim Beratungstermin danach.', 'Entworfen nach Ihrer Idee und passend zur gewünschten Körperstelle.'],
        i: ['Fragen Sie nach weiteren Arbeiten in diesem Stil.', 'Bringen Sie Ihre Idee mit, und ich bespreche sie mit Ihnen.', 'Fragen Sie mich beim Beratungstermin danach.', 'Entworfen nach Ihrer Idee und passend zur gewünschten Körperstelle.'],
      },
    },
  },
  it: {
    tattoo: {
      cta: { primary: 'Prenota una consulenza', secondary: 'Guarda i lavori' },
      sections: {
        gallery: { nav: 'Lavori', heading: 'Lavori recenti', eyebrow: 'Portfolio' },
        services: { nav: 'Stili', heading: 'Stili e servizi', eyebrow: 'Tatuaggi' },
        process: { heading: 'Dall’idea al tatuaggio', eyebrow: 'Come funziona' },
        studio: { nav: 'Lo studio', heading: 'Come raggiungere lo studio', eyebrow: 'Orari di apertura' },
        faq: { nav: 'FAQ', heading: 'Prima dell’appuntamento', eyebrow: 'Domande frequenti' },
        contact: { nav: 'Prenota', heading: { we: 'Raccontaci la tua idea', i: 'Raccontami la tua idea' }, eyebrow: 'Consulenze', send: 'Invia la tua idea' },
      },
      contactIntro: {
        we: 'Raccontaci cosa hai in mente: l’idea, la zona del corpo, le dimensioni indicative e le immagini di riferimento che ti piacciono, e ti ricontatteremo per fissare una consulenza.',
        i: 'Raccontami cosa hai in mente: l’idea, la zona del corpo, le dimensioni indicative e le immagini di riferimento che ti piacciono, e ti ricontatterò per fissare una consulenza.',
      },
      about: {
        we: 'Ogni tatuaggio nasce da una chiacchierata. Porta la tua idea, anche se è solo abbozzata, e ne parleremo con te: il disegno, dove andrà e come invecchierà nel tempo.',
        i: 'Ogni tatuaggio nasce da una chiacchierata. Porta la tua idea, anche se è solo abbozzata, e ne parlerò con te: il disegno, dove andrà e come invecchierà nel tempo.',
      },
      steps: {
        we: [
          { title: 'Racconta la tua idea', text: 'Dicci cosa hai in mente, dove andrà e più o meno quanto sarà grande, con tutti i riferimenti che ti piacciono.' },
          { title: 'Disegno e data', text: 'Ne parliamo insieme, prepariamo il disegno e fissiamo una data per la tua seduta.' },
          { title: 'La tua seduta', text: 'Prima di iniziare rivediamo il disegno con te, e prima che tu vada via ti spieghiamo come prenderti cura del tatuaggio.' },
        ],
        i: [
          { title: 'Racconta la tua idea', text: 'Dimmi cosa hai in mente, dove andrà e più o meno quanto sarà grande, con tutti i riferimenti che ti piacciono.' },
          { title: 'Disegno e data', text: 'Ne parlo con te, preparo il disegno e concordo con te una data per la tua seduta.' },
          { title: 'La tua seduta', text: 'Prima di iniziare rivedo il disegno con te, e prima che tu vada via ti spiego come prenderti cura del tatuaggio.' },
        ],
      },
      benefits: {
        we: [
          { title: 'La tua idea al centro', text: 'Ogni disegno nasce da ciò che hai in mente e dalla zona in cui andrà.' },
          { title: 'Parliamone insieme', text: 'Prima di prenotare chiedi tutto quello che vuoi: posizione, dimensioni, stile o guarigione.' },
          { title: 'Tutto chiaro fin dall’inizio', text: 'Conosci il disegno e la data prima del giorno della tua seduta.' },
        ],
        i: [
          { title: 'La tua idea al centro', text: 'Ogni disegno nasce da ciò che hai in mente e dalla zona in cui andrà.' },
          { title: 'Parliamone insieme', text: 'Prima di prenotare chiedimi tutto quello che vuoi: posizione, dimensioni, stile o guarigione.' },
          { title: 'Tutto chiaro fin dall’inizio', text: 'Conosci il disegno e la data prima del giorno della tua seduta.' },
        ],
      },
      faq: {
        we: [
          { q: 'Come si prenota?', a: 'Inviaci la tua idea con il modulo in questa pagina. Ti risponderemo per fissare una consulenza e una data.' },
          { q: 'Posso venire senza appuntamento?', a: 'Chiedici prima: dipende dal giorno e dal disegno che hai in mente.' },
          { q: 'Come mi preparo alla seduta?', a: 'Dormi bene, mangia prima di venire e indossa abiti che lascino facilmente accessibile la zona. Se hai dubbi su qualcosa, chiedici pure.' },
          { q: 'Come si cura un tatuaggio appena fatto?', a: 'Alla fine della seduta ti spiegheremo come prenderti cura del tatuaggio, e durante la guarigione puoi chiederci qualsiasi cosa.' },
        ],
        i: [
          { q: 'Come si prenota?', a: 'Inviami la tua idea con il modulo in questa pagina. Ti risponderò per fissare una consulenza e una data.' },
          { q: 'Posso venire senza appuntamento?', a: 'Chiedimi prima: dipende dal giorno e dal disegno che hai in mente.' },
          { q: 'Come mi preparo alla seduta?', a: 'Dormi bene, mangia prima di venire e indossa abiti che lascino facilmente accessibile la zona. Se hai dubbi su qualcosa, chiedimi pure.' },
          { q: 'Come si cura un tatuaggio appena fatto?', a: 'Alla fine della seduta ti spiegherò come prenderti cura del tatuaggio, e durante la guarigione puoi chiedermi qualsiasi cosa.' },
        ],
      },
      closing: {
        heading: { we: 'Portaci la tua idea', i: 'Portami la tua idea' },
        text: { we: 'Mandaci due righe e un’immagine di riferimento, e da lì ci pensiamo noi.', i: 'Mandami due righe e un’immagine di riferimento, e da lì ci penso io.' },
      },
      featureText: {
        we: ['Chiedi di vedere altri lavori come questo.', 'Porta la tua idea e ne parleremo insieme.', 'Chiedicelo durante la consulenza.', 'Disegnato su misura per la tua idea e per la zona in cui andrà.'],
        i: ['Chiedi di vedere altri lavori come questo.', 'Porta la tua idea e ne parlerò con te.', 'Chiedimelo durante la consulenza.', 'Disegnato su misura per la tua idea e per la zona in cui andrà.'],
      },
    },
  },
  nl: {
    tattoo: {
      cta: { primary: 'Plan een consult', secondary: 'Bekijk het werk' },
      sections: {
        gallery: { nav: 'Werk', heading: 'Recent werk', eyebrow: 'Portfolio' },
        services: { nav: 'Stijlen', heading: 'Stijlen en diensten', eyebrow: 'Tatoeages' },
        process: { heading: 'Van idee tot tattoo', eyebrow: 'Zo werkt het' },
        studio: { nav: 'Locatie', heading: 'Zo vind je de studio', eyebrow: 'Openingstijden' },
        faq: { nav: 'FAQ', heading: 'Voor je afspraak', eyebrow: 'Veelgestelde vragen' },
        contact: { nav: 'Afspraak', heading: { we: 'Vertel ons over je idee', i: 'Vertel me over je idee' }, eyebrow: 'Consulten', send: 'Verstuur je idee' },
      },
      contactIntro: {
        we: 'Vertel ons wat je in gedachten hebt: het idee, de plek op je lichaam, ongeveer hoe groot en referentiebeelden die je mooi vindt, dan nemen we contact met je op voor een consult.',
        i: 'Vertel me wat je in gedachten hebt: het idee, de plek op je lichaam, ongeveer hoe groot en referentiebeelden die je mooi vindt, dan neem ik contact met je op voor een consult.',
      },
      about: {
        we: 'Elke tattoo begint met een gesprek. Neem je idee mee, ook als het nog maar een ruwe schets is, en we bespreken het samen met je: het ontwerp, de plek en hoe de tattoo mettertijd verandert.',
        i: 'Elke tattoo begint met een gesprek. Neem je idee mee, ook als het nog maar een ruwe schets is, en ik bespreek het samen met je: het ontwerp, de plek en hoe de tattoo mettertijd verandert.',
      },
      steps: {
        we: [
          { title: 'Deel je idee', text: 'Vertel ons wat je in gedachten hebt, waar het moet komen en ongeveer hoe groot, met referenties die je mooi vindt.' },
          { title: 'Ontwerp en datum', text: 'We bespreken alles met je, maken het ontwerp en spreken een datum af voor je sessie.' },
          { title: 'Je sessie', text: 'Voordat we beginnen, nemen we het ontwerp met je door, en voordat je vertrekt, leggen we je de nazorg uit.' },
        ],
        i: [
          { title: 'Deel je idee', text: 'Vertel me wat je in gedachten hebt, waar het moet komen en ongeveer hoe groot, met referenties die je mooi vindt.' },
          { title: 'Ontwerp en datum', text: 'Ik bespreek alles met je, maak het ontwerp en spreek een datum met je af voor je sessie.' },
          { title: 'Je sessie', text: 'Voordat ik begin, neem ik het ontwerp met je door, en voordat je vertrekt, leg ik je de nazorg uit.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Jouw idee voorop', text: 'Elk ontwerp wordt afgestemd op wat jij in gedachten hebt en de plek waar het komt.' },
          { title: 'Eerst even bespreken', text: 'Vraag alles voordat je boekt: plaatsing, formaat, stijl of genezing.' },
          { title: 'Vanaf het begin duidelijk', text: 'Je kent het ontwerp en de datum al voor de dag van je sessie.' },
        ],
        i: [
          { title: 'Jouw idee voorop', text: 'Elk ontwerp wordt afgestemd op wat jij in gedachten hebt en de plek waar het komt.' },
          { title: 'Eerst even bespreken', text: 'Vraag me alles voordat je boekt: plaatsing, formaat, stijl of genezing.' },
          { title: 'Vanaf het begin duidelijk', text: 'Je kent het ontwerp en de datum al voor de dag van je sessie.' },
        ],
      },
      faq: {
        we: [
          { q: 'Hoe maak ik een afspraak?', a: 'Stuur je idee via het formulier op deze pagina. We nemen contact met je op om een consult en een datum te plannen.' },
          { q: 'Kan ik zonder afspraak langskomen?', a: 'Vraag het ons eerst: het hangt af van de dag en van het ontwerp dat je in gedachten hebt.' },
          { q: 'Hoe bereid ik me voor op mijn sessie?', a: 'Slaap goed, eet vooraf iets en draag kleding waarbij de plek makkelijk bereikbaar is. Twijfel je ergens over, vraag het ons dan.' },
          { q: 'Hoe verzorg ik een nieuwe tattoo?', a: 'Aan het eind van je sessie leggen we je de nazorg uit, en zolang de tattoo geneest, kun je ons alles vragen.' },
        ],
        i: [
          { q: 'Hoe maak ik een afspraak?', a: 'Stuur je idee via het formulier op deze pagina. Ik neem contact met je op om een consult en een datum te plannen.' },
          { q: 'Kan ik zonder afspraak langskomen?', a: 'Vraag het me eerst: het hangt af van de dag en van het ontwerp dat je in gedachten hebt.' },
          { q: 'Hoe bereid ik me voor op mijn sessie?', a: 'Slaap goed, eet vooraf iets en draag kleding waarbij de plek makkelijk bereikbaar is. Twijfel je ergens over, vraag het me dan.' },
          { q: 'Hoe verzorg ik een nieuwe tattoo?', a: 'Aan het eind van je sessie leg ik je de nazorg uit, en zolang de tattoo geneest, kun je me alles vragen.' },
        ],
      },
      closing: {
        heading: { we: 'Deel je idee met ons', i: 'Deel je idee met mij' },
        text: { we: 'Stuur een paar woorden en een referentiebeeld, dan gaan we vanaf daar verder.', i: 'Stuur een paar woorden en een referentiebeeld, dan ga ik vanaf daar verder.' },
      },
      featureText: {
        we: ['Vraag naar meer werk zoals dit.', 'Neem je idee mee, dan bespreken we het samen.', 'Vraag ons ernaar tijdens je consult.', 'Afgestemd op jouw idee en de plek waar het komt.'],
        i: ['Vraag naar meer werk zoals dit.', 'Neem je idee mee, dan bespreek ik het met je.', 'Vraag me ernaar tijdens je consult.', 'Afgestemd op jouw idee en de plek waar het komt.'],
      },
    },
  },
  ja: {
    tattoo: {
      cta: { primary: 'カウンセリング予約', secondary: '作品を見る' },
      sections: {
        gallery: { nav: '作品', heading: '最近の作品', eyebrow: 'ポートフォリオ' },
        services: { nav: 'スタイル', heading: 'スタイルとサービス', eyebrow: 'タトゥー' },
        process: { heading: 'アイデアがタトゥーになるまで', eyebrow: '施術までの流れ' },
        studio: { nav: 'スタジオ', heading: 'スタジオへのアクセス', eyebrow: '営業時間' },
        faq: { nav: 'よくある質問', heading: 'ご来店前に知っておきたいこと', eyebrow: 'よくある質問' },
        contact: { nav: 'ご予約', heading: { we: '私たちにアイデアを教えてください', i: '私にアイデアを教えてください' }, eyebrow: 'カウンセリング', send: 'アイデアを送る' },
      },
      contactIntro: {
        we: 'デザインのアイデアや入れたい部位、おおよそのサイズ、お好きな参考画像をお知らせいただければ、私たちからカウンセリングの日程をご連絡します。',
        i: 'デザインのアイデアや入れたい部位、おおよそのサイズ、お好きな参考画像をお知らせいただければ、私からカウンセリングの日程をご連絡します。',
      },
      about: {
        we: 'どのタトゥーも、まずは対話から始まります。まだ漠然としたアイデアでもかまいません。デザインや入れる位置、年月とともにどう変わっていくかまで、私たちが一緒にじっくりお話しします。',
        i: 'どのタトゥーも、まずは対話から始まります。まだ漠然としたアイデアでもかまいません。デザインや入れる位置、年月とともにどう変わっていくかまで、私が一緒にじっくりお話しします。',
      },
      steps: {
        we: [
          { title: 'アイデアを伝える', text: 'イメージしているデザインと入れたい部位、おおよそのサイズを、参考画像があれば添えて私たちにお知らせください。' },
          { title: 'デザインと日程', text: '私たちがお話を伺いながらデザインを描き、施術の日程を一緒に決めます。' },
          { title: '施術当日', text: '始める前に私たちがデザインを一緒に確認し、お帰りの前にはアフターケアについてご説明します。' },
        ],
        i: [
          { title: 'アイデアを伝える', text: 'イメージしているデザインと入れたい部位、おおよそのサイズを、参考画像があれば添えて私にお知らせください。' },
          { title: 'デザインと日程', text: '私がお話を伺いながらデザインを描き、施術の日程を一緒に決めます。' },
          { title: '施術当日', text: '始める前に私がデザインを一緒に確認し、お帰りの前にはアフターケアについてご説明します。' },
        ],
      },
      benefits: {
        we: [
          { title: 'アイデアを第一に', text: 'どのデザインも、あなたのイメージと入れる位置に合わせて描きます。' },
          { title: 'じっくりご相談を', text: '位置やサイズ、スタイル、治るまでの経過など、ご予約の前に何でも私たちにお尋ねください。' },
          { title: '最初から明確に', text: '施術当日を迎える前に、デザインも日程もはっきりわかります。' },
        ],
        i: [
          { title: 'アイデアを第一に', text: 'どのデザインも、あなたのイメージと入れる位置に合わせて描きます。' },
          { title: 'じっくりご相談を', text: '位置やサイズ、スタイル、治るまでの経過など、ご予約の前に何でも私にお尋ねください。' },
          { title: '最初から明確に', text: '施術当日を迎える前に、デザインも日程もはっきりわかります。' },
        ],
      },
      faq: {
        we: [
          { q: '予約はどうすればいいですか？', a: 'このページのフォームからアイデアをお送りください。私たちからご連絡し、カウンセリングと施術の日程を調整します。' },
          { q: '予約なしで伺ってもいいですか？', a: 'まずは私たちにお問い合わせください。日によって、またご希望のデザインによって異なります。' },
          { q: '施術の前にどんな準備をすればいいですか？', a: '前日はよく眠り、事前に食事を済ませ、施術する部分を出しやすい服装でお越しください。わからないことがあれば、私たちにお気軽にお尋ねください。' },
          { q: '新しいタトゥーはどうケアすればいいですか？', a: '施術の最後に私たちがアフターケアについてご説明します。治るまでの間も、気になることは何でも私たちにお尋ねください。' },
        ],
        i: [
          { q: '予約はどうすればいいですか？', a: 'このページのフォームからアイデアをお送りください。私からご連絡し、カウンセリングと施術の日程を調整します。' },
          { q: '予約なしで伺ってもいいですか？', a: 'まずは私にお問い合わせください。日によって、またご希望のデザインによって異なります。' },
          { q: '施術の前にどんな準備をすればいいですか？', a: '前日はよく眠り、事前に食事を済ませ、施術する部分を出しやすい服装でお越しください。わからないことがあれば、私にお気軽にお尋ねください。' },
          { q: '新しいタトゥーはどうケアすればいいですか？', a: '施術の最後に私がアフターケアについてご説明します。治るまでの間も、気になることは何でも私にお尋ねください。' },
        ],
      },
      closing: {
        heading: { we: 'アイデアを私たちにご相談ください', i: 'アイデアを私にご相談ください' },
        text: {
          we: '簡単なメッセージと参考画像をお送りいただければ、あとは私たちにお任せください。',
          i: '簡単なメッセージと参考画像をお送りいただければ、あとは私にお任せください。',
        },
      },
      featureText: {
        we: [
          'このような作品をもっと見たい方は、お気軽にお尋ねください。',
          'アイデアをお持ちいただければ、私たちが一緒にじっくりお話しします。',
          'カウンセリングの際に、私たちにお気軽にお尋ねください。',
          'あなたのアイデアと入れる位置に合わせて描きます。',
        ],
        i: [
          'このような作品をもっと見たい方は、お気軽にお尋ねください。',
          'アイデアをお持ちいただければ、私が一緒にじっくりお話しします。',
          'カウンセリングの際に、私にお気軽にお尋ねください。',
          'あなたのアイデアと入れる位置に合わせて描きます。',
        ],
      },
    },
  },
  zh: {
    tattoo: {
      cta: { primary: '预约咨询', secondary: '查看作品' },
      sections: {
        gallery: { nav: '作品', heading: '近期作品', eyebrow: '作品集' },
        services: { nav: '风格', heading: '风格与服务', eyebrow: '纹身' },
        process: { heading: '从想法到纹身', eyebrow: '流程' },
        studio: { nav: '工作室', heading: '如何找到工作室', eyebrow: '营业时间' },
        faq: { nav: '常见问题', heading: '纹身前须知', eyebrow: '常见问题' },
        contact: { nav: '预约', heading: { we: '和我们聊聊您的想法', i: '和我聊聊您的想法' }, eyebrow: '咨询', send: '发送您的想法' },
      },
      contactIntro: {
        we: '请告诉我们您的想法：图案构思、想纹在哪个部位、大概多大，以及您喜欢的参考图片，我们会回复您并安排咨询。',
        i: '请告诉我您的想法：图案构思、想纹在哪个部位、大概多大，以及您喜欢的参考图片，我会回复您并安排咨询。',
      },
      about: {
        we: '每一个纹身都从一次交流开始。带上您的想法，哪怕还很粗略，我们都会和您一起细细商量：图案设计、纹在哪里，以及它会随着时间如何变化。',
        i: '每一个纹身都从一次交流开始。带上您的想法，哪怕还很粗略，我都会和您一起细细商量：图案设计、纹在哪里，以及它会随着时间如何变化。',
      },
      steps: {
        we: [
          { title: '分享您的想法', text: '告诉我们您的构思、想纹在哪个部位、大概多大，有喜欢的参考图也欢迎一并发来。' },
          { title: '设计与日期', text: '我们和您详细沟通，绘制设计图，并约定纹身的日期。' },
          { title: '纹身当天', text: '开始之前，我们会和您一起确认设计；离开之前，我们会向您讲解纹身后的护理方法。' },
        ],
        i: [
          { title: '分享您的想法', text: '告诉我您的构思、想纹在哪个部位、大概多大，有喜欢的参考图也欢迎一并发来。' },
          { title: '设计与日期', text: '我和您详细沟通，绘制设计图，并约定纹身的日期。' },
          { title: '纹身当天', text: '开始之前，我会和您一起确认设计；离开之前，我会向您讲解纹身后的护理方法。' },
        ],
      },
      benefits: {
        we: [
          { title: '您的想法优先', text: '每一款设计都围绕您的构思和纹身部位来绘制。' },
          { title: '先聊清楚', text: '预约之前，关于部位、大小、风格或恢复过程，有任何问题都可以问我们。' },
          { title: '从一开始就清楚', text: '在纹身当天之前，您就已经知道设计和日期。' },
        ],
        i: [
          { title: '您的想法优先', text: '每一款设计都围绕您的构思和纹身部位来绘制。' },
          { title: '先聊清楚', text: '预约之前，关于部位、大小、风格或恢复过程，有任何问题都可以问我。' },
          { title: '从一开始就清楚', text: '在纹身当天之前，您就已经知道设计和日期。' },
        ],
      },
      faq: {
        we: [
          { q: '怎么预约？', a: '请通过本页的表单发送您的想法。我们会回复您，安排咨询并约定纹身日期。' },
          { q: '可以不预约直接过来吗？', a: '请先问问我们：这要看具体是哪一天，以及您想纹的图案。' },
          { q: '纹身前需要做哪些准备？', a: '睡个好觉，提前吃好饭，穿方便露出纹身部位的衣服。如有任何不确定的地方，欢迎问我们。' },
          { q: '新纹身该如何护理？', a: '纹身结束时，我们会向您讲解护理方法；恢复期间有任何问题，也都可以问我们。' },
        ],
        i: [
          { q: '怎么预约？', a: '请通过本页的表单发送您的想法。我会回复您，安排咨询并约定纹身日期。' },
          { q: '可以不预约直接过来吗？', a: '请先问问我：这要看具体是哪一天，以及您想纹的图案。' },
          { q: '纹身前需要做哪些准备？', a: '睡个好觉，提前吃好饭，穿方便露出纹身部位的衣服。如有任何不确定的地方，欢迎问我。' },
          { q: '新纹身该如何护理？', a: '纹身结束时，我会向您讲解护理方法；恢复期间有任何问题，也都可以问我。' },
        ],
      },
      closing: {
        heading: { we: '把您的想法告诉我们', i: '把您的想法告诉我' },
        text: { we: '发来几句话和一张参考图，剩下的就交给我们。', i: '发来几句话和一张参考图，剩下的就交给我。' },
      },
      featureText: {
        we: [
          '想看更多类似的作品，欢迎询问。',
          '带上您的想法，我们会和您细细商量。',
          '咨询时欢迎问问我们。',
          '围绕您的想法和纹身部位来绘制。',
        ],
        i: [
          '想看更多类似的作品，欢迎询问。',
          '带上您的想法，我会和您细细商量。',
          '咨询时欢迎问问我。',
          '围绕您的想法和纹身部位来绘制。',
        ],
      },
    },
  },
  ar: {
    tattoo: {
      cta: { primary: 'احجز استشارة', secondary: 'شاهد الأعمال' },
      sections: {
        gallery: { nav: 'الأعمال', heading: 'أحدث الأعمال', eyebrow: 'معرض الأعمال' },
        services: { nav: 'الأساليب', heading: 'أساليب الوشم والخدمات', eyebrow: 'الوشم' },
        process: { heading: 'من الفكرة إلى الوشم', eyebrow: 'آلية العمل' },
        studio: { nav: 'الاستوديو', heading: 'كيف تصل إلى الاستوديو', eyebrow: 'ساعات العمل' },
        faq: { nav: 'الأسئلة الشائعة', heading: 'قبل موعدك', eyebrow: 'الأسئلة الشائعة' },
        contact: { nav: 'الحجز', heading: { we: 'حدّثنا عن فكرتك', i: 'حدّثني عن فكرتك' }, eyebrow: 'الاستشارات', send: 'أرسل فكرتك' },
      },
      contactIntro: {
        we: 'أخبرنا بما يدور في ذهنك: الفكرة، ومكان الوشم على جسمك، وحجمه التقريبي، وأي صور مرجعية تعجبك، وسنتواصل معك لترتيب موعد للاستشارة.',
        i: 'أخبرني بما يدور في ذهنك: الفكرة، ومكان الوشم على جسمك، وحجمه التقريبي، وأي صور مرجعية تعجبك، وسأتواصل معك لترتيب موعد للاستشارة.',
      },
      about: {
        we: 'كل وشم يبدأ بحوار. أحضر فكرتك مهما كانت أولية، وسنناقشها معك: التصميم، ومكانه على جسمك، وكيف سيبدو مع مرور الوقت.',
        i: 'كل وشم يبدأ بحوار. أحضر فكرتك مهما كانت أولية، وسأناقشها معك: التصميم، ومكانه على جسمك، وكيف سيبدو مع مرور الوقت.',
      },
      steps: {
        we: [
          { title: 'شارك فكرتك', text: 'أخبرنا بما يدور في ذهنك، وأين سيكون الوشم وما حجمه التقريبي، مع أي صور مرجعية تعجبك.' },
          { title: 'التصميم والموعد', text: 'نناقش الفكرة معك، ونرسم التصميم، ونتفق معك على موعد جلستك.' },
          { title: 'جلسة الوشم', text: 'نراجع التصميم معك قبل أن نبدأ، ونشرح لك العناية بعد الوشم قبل أن تغادر.' },
        ],
        i: [
          { title: 'شارك فكرتك', text: 'أخبرني بما يدور في ذهنك، وأين سيكون الوشم وما حجمه التقريبي، مع أي صور مرجعية تعجبك.' },
          { title: 'التصميم والموعد', text: 'أناقش الفكرة معك، وأرسم التصميم، وأتفق معك على موعد جلستك.' },
          { title: 'جلسة الوشم', text: 'أراجع التصميم معك قبل أن أبدأ، وأشرح لك العناية بعد الوشم قبل أن تغادر.' },
        ],
      },
      benefits: {
        we: [
          { title: 'فكرتك أولًا', text: 'يُرسم كل تصميم حول ما تتخيله والمكان الذي سيكون فيه على جسمك.' },
          { title: 'ناقش كل التفاصيل', text: 'اسألنا عن أي شيء قبل أن تحجز: مكان الوشم، أو حجمه، أو أسلوبه، أو مرحلة التعافي.' },
          { title: 'وضوح منذ البداية', text: 'تعرف التصميم والموعد قبل يوم جلستك.' },
        ],
        i: [
          { title: 'فكرتك أولًا', text: 'يُرسم كل تصميم حول ما تتخيله والمكان الذي سيكون فيه على جسمك.' },
          { title: 'ناقش كل التفاصيل', text: 'اسألني عن أي شيء قبل أن تحجز: مكان الوشم، أو حجمه، أو أسلوبه، أو مرحلة التعافي.' },
          { title: 'وضوح منذ البداية', text: 'تعرف التصميم والموعد قبل يوم جلستك.' },
        ],
      },
      faq: {
        we: [
          { q: 'كيف أحجز؟', a: 'أرسل فكرتك عبر النموذج في هذه الصفحة، وسنرد عليك لترتيب استشارة وتحديد موعد.' },
          { q: 'هل يمكنني الحضور دون موعد مسبق؟', a: 'اسألنا أولًا: فذلك يعتمد على اليوم وعلى التصميم الذي تفكر فيه.' },
          { q: 'كيف أستعد لجلستي؟', a: 'نم جيدًا، وتناول طعامك قبل الموعد، وارتدِ ملابس يسهل معها الوصول إلى مكان الوشم. واسألنا إن لم تكن متأكدًا من أي شيء.' },
          { q: 'كيف أعتني بالوشم الجديد؟', a: 'سنشرح لك العناية بعد الوشم في نهاية جلستك، ويمكنك أن تسألنا عن أي شيء طوال فترة التعافي.' },
        ],
        i: [
          { q: 'كيف أحجز؟', a: 'أرسل فكرتك عبر النموذج في هذه الصفحة، وسأرد عليك لترتيب استشارة وتحديد موعد.' },
          { q: 'هل يمكنني الحضور دون موعد مسبق؟', a: 'اسألني أولًا: فذلك يعتمد على اليوم وعلى التصميم الذي تفكر فيه.' },
          { q: 'كيف أستعد لجلستي؟', a: 'نم جيدًا، وتناول طعامك قبل الموعد، وارتدِ ملابس يسهل معها الوصول إلى مكان الوشم. واسألني إن لم تكن متأكدًا من أي شيء.' },
          { q: 'كيف أعتني بالوشم الجديد؟', a: 'سأشرح لك العناية بعد الوشم في نهاية جلستك، ويمكنك أن تسألني عن أي شيء طوال فترة التعافي.' },
        ],
      },
      closing: {
        heading: { we: 'شاركنا فكرتك', i: 'شاركني فكرتك' },
        text: {
          we: 'أرسل لنا بضع كلمات وصورة مرجعية، ونتولى نحن الباقي.',
          i: 'أرسل لي بضع كلمات وصورة مرجعية، وأتولى أنا الباقي.',
        },
      },
      featureText: {
        we: [
          'اطلب رؤية المزيد من الأعمال المشابهة.',
          'أحضر فكرتك وسنناقشها معك.',
          'اسألنا عن ذلك خلال الاستشارة.',
          'مرسوم حول فكرتك ومكانه على جسمك.',
        ],
        i: [
          'اطلب رؤية المزيد من الأعمال المشابهة.',
          'أحضر فكرتك وسأناقشها معك.',
          'اسألني عن ذلك خلال الاستشارة.',
          'مرسوم حول فكرتك ومكانه على جسمك.',
        ],
      },
    },
  },
};
