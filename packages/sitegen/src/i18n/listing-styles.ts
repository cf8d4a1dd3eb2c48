import type { StyleCopy } from './types';

/**
 * One home for sale or to let (types.ts `PageStyle` `listing`; choose-blueprint `sellsOneHome`: "Four-bedroom Victorian
 * family home for sale in Harrogate", "Two-bedroom flat to rent in Leith"), over the agency phrasebook, in the site
 * languages: buyers or tenants see what the home offers (the brief's key features), pictures inside, how a viewing is
 * arranged and the area, and ask for a viewing (the hero's main button leads to the form) instead of an agency's services,
 * sample listings and case studies. No claim the seller has not made (no price, tenure, chain, energy rating, council tax,
 * school or transport link invented).
 */
export const LISTING_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { listing: StyleCopy }> = {
  en: {
    listing: {
      cta: { primary: 'Book a viewing', secondary: 'See inside' },
      sections: {
        home: { nav: 'The home', heading: 'About the home', eyebrow: 'The home' },
        inside: { nav: 'Photos', heading: 'Inside the home', eyebrow: 'In pictures', go: 'See inside' },
        process: { nav: 'Viewings', heading: 'How to arrange a viewing', eyebrow: 'Viewings' },
        neighbourhood: { nav: 'The area', heading: 'The area', eyebrow: 'Location' },
        faq: { nav: 'FAQ', heading: 'Before you view', eyebrow: 'FAQ' },
        viewing: { nav: 'Contact', heading: 'Book a viewing', eyebrow: 'Viewings', send: 'Request a viewing' },
      },
      contactIntro: {
        we: 'Tell us when you’d like to come and see it, or ask us anything about the home.',
        i: 'Tell me when you’d like to come and see it, or ask me anything about the home.',
      },
      about: {
        we: 'Ask us about the neighbourhood: shops, schools, transport and what it’s like to live here. We’re happy to share what we know and to show you around.',
        i: 'Ask me about the neighbourhood: shops, schools, transport and what it’s like to live here. I’m happy to share what I know and to show you around.',
      },
      steps: {
        we: [
          { title: 'Get in touch', text: 'Send us a message with the form on this page and suggest a few times that suit you.' },
          { title: 'Choose a time', text: 'We’ll reply to confirm a day and time for your viewing.' },
          { title: 'Come and see it', text: 'Look round at your own pace and ask whatever you like while you’re here.' },
        ],
        i: [
          { title: 'Get in touch', text: 'Send me a message with the form on this page and suggest a few times that suit you.' },
          { title: 'Choose a time', text: 'I’ll reply to confirm a day and time for your viewing.' },
          { title: 'Come and see it', text: 'Look round at your own pace and ask whatever you like while you’re here.' },
        ],
      },
      faq: {
        we: [
          { q: 'How do I arrange a viewing?', a: 'Send us a message with the form on this page and we’ll agree a time with you.' },
          { q: 'Can I see a floor plan?', a: 'Ask us through this page and we’ll send you what we have.' },
          { q: 'What is included?', a: 'Ask us about fixtures, fittings and anything else you’d like to know before you view.' },
          { q: 'How do I make an offer?', a: 'Tell us through this page and we’ll explain the next steps.' },
        ],
        i: [
          { q: 'How do I arrange a viewing?', a: 'Send me a message with the form on this page and I’ll agree a time with you.' },
          { q: 'Can I see a floor plan?', a: 'Ask me through this page and I’ll send you what I have.' },
          { q: 'What is included?', a: 'Ask me about fixtures, fittings and anything else you’d like to know before you view.' },
          { q: 'How do I make an offer?', a: 'Tell me through this page and I’ll explain the next steps.' },
        ],
      },
      closing: {
        heading: 'Come and see it',
        text: { we: 'Book a viewing and we’ll show you around.', i: 'Book a viewing and I’ll show you around.' },
      },
      featureText: {
        we: [
          'See it for yourself at a viewing.',
          'Ask us for more details.',
          'One of the things buyers notice first.',
          'Part of what makes it a home.',
        ],
        i: [
          'See it for yourself at a viewing.',
          'Ask me for more details.',
          'One of the things buyers notice first.',
          'Part of what makes it a home.',
        ],
      },
    },
  },
  es: {
    listing: {
      cta: { primary: 'Concierta una visita', secondary: 'Mira el interior' },
      sections: {
        home: { nav: 'La vivienda', heading: 'Así es la vivienda', eyebrow: 'La vivienda' },
        inside: { nav: 'Fotos', heading: 'La vivienda por dentro', eyebrow: 'En imágenes', go: 'Mira el interior' },
        process: { nav: 'Visitas', heading: 'Cómo concertar una visita', eyebrow: 'Visitas' },
        neighbourhood: { nav: 'La zona', heading: 'La zona', eyebrow: 'Ubicación' },
        faq: { nav: 'Preguntas', heading: 'Antes de tu visita', eyebrow: 'Preguntas frecuentes' },
        viewing: { nav: 'Contacto', heading: 'Concierta una visita', eyebrow: 'Visitas', send: 'Solicitar una visita' },
      },
      contactIntro: { we: 'Dinos cuándo te gustaría venir a verla o pregúntanos lo que quieras sobre la vivienda.', i: 'Dime cuándo te gustaría venir a verla o pregúntame lo que quieras sobre la vivienda.' },
      about: {
        we: 'Pregúntanos por el barrio: comercios, colegios, transporte y cómo es vivir aquí. Te contaremos con gusto lo que sabemos y te enseñaremos la vivienda.',
        i: 'Pregúntame por el barrio: comercios, colegios, transporte y cómo es vivir aquí. Te contaré con gusto lo que sé y te enseñaré la vivienda.',
      },
      steps: {
        we: [
          { title: 'Ponte en contacto', text: 'Escríbenos con el formulario de esta página y propón varios horarios que te vengan bien.' },
          { title: 'Elige día y hora', text: 'Te responderemos para confirmar el día y la hora de tu visita.' },
          { title: 'Ven a verla', text: 'Recorre la vivienda a tu ritmo y pregunta todo lo que quieras durante la visita.' },
        ],
        i: [
          { title: 'Ponte en contacto', text: 'Escríbeme con el formulario de esta página y propón varios horarios que te vengan bien.' },
          { title: 'Elige día y hora', text: 'Te responderé para confirmar el día y la hora de tu visita.' },
          { title: 'Ven a verla', text: 'Recorre la vivienda a tu ritmo y pregunta todo lo que quieras durante la visita.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Cómo concierto una visita?', a: 'Escríbenos con el formulario de esta página y acordaremos contigo un día y una hora.' },
          { q: '¿Puedo ver un plano?', a: 'Pídenoslo a través de esta página y te enviaremos lo que tengamos.' },
          { q: '¿Qué se incluye?', a: 'Pregúntanos por el mobiliario, el equipamiento y cualquier otra cosa que quieras saber antes de la visita.' },
          { q: '¿Cómo hago una oferta?', a: 'Dínoslo a través de esta página y te explicaremos los siguientes pasos.' },
        ],
        i: [
          { q: '¿Cómo concierto una visita?', a: 'Escríbeme con el formulario de esta página y concretaré contigo un día y una hora.' },
          { q: '¿Puedo ver un plano?', a: 'Pídemelo a través de esta página y te enviaré lo que tenga.' },
          { q: '¿Qué se incluye?', a: 'Pregúntame por el mobiliario, el equipamiento y cualquier otra cosa que quieras saber antes de la visita.' },
          { q: '¿Cómo hago una oferta?', a: 'Dímelo a través de esta página y te explicaré los siguientes pasos.' },
        ],
      },
      closing: {
        heading: 'Ven a conocerla',
        text: { we: 'Concierta una visita y te la enseñaremos.', i: 'Concierta una visita y te la enseñaré.' },
      },
      featureText: {
        we: [
          'Compruébalo en persona durante la visita.',
          'Pídenos más detalles.',
          'Una de las primeras cosas en las que se fijan los compradores.',
          'Parte de lo que la convierte en un hogar.',
        ],
        i: [
          'Compruébalo en persona durante la visita.',
          'Pídeme más detalles.',
          'Una de las primeras cosas en las que se fijan los compradores.',
          'Parte de lo que la convierte en un hogar.',
        ],
      },
    },
  },
  pt: {
    listing: {
      cta: { primary: 'Marque uma visita', secondary: 'Veja o interior' },
      sections: {
        home: { nav: 'O imóvel', heading: 'Conheça o imóvel', eyebrow: 'O imóvel' },
        inside: { nav: 'Fotos', heading: 'O imóvel por dentro', eyebrow: 'Em imagens', go: 'Veja o interior' },
        process: { nav: 'Visitas', heading: 'Como marcar uma visita', eyebrow: 'Visitas' },
        neighbourhood: { nav: 'A zona', heading: 'A zona', eyebrow: 'Localização' },
        faq: { nav: 'Perguntas', heading: 'Antes da visita', eyebrow: 'Perguntas frequentes' },
        viewing: { nav: 'Contacto', heading: 'Marque uma visita', eyebrow: 'Visitas', send: 'Pedir uma visita' },
      },
      contactIntro: { we: 'Diga-nos quando gostaria de vir vê-lo ou pergunte-nos o que quiser sobre o imóvel.', i: 'Diga-me quando gostaria de vir vê-lo ou pergunte-me o que quiser sobre o imóvel.' },
      about: {
        we: 'Pergunte-nos sobre a zona: comércio, escolas, transportes e como é viver aqui. Teremos todo o gosto em partilhar o que sabemos e em mostrar-lhe o imóvel.',
        i: 'Pergunte-me sobre a zona: comércio, escolas, transportes e como é viver aqui. Terei todo o gosto em partilhar o que sei e em mostrar-lhe o imóvel.',
      },
      steps: {
        we: [
          { title: 'Entre em contacto', text: 'Envie-nos uma mensagem através do formulário desta página e sugira alguns horários que lhe convenham.' },
          { title: 'Escolha um horário', text: 'Respondemos-lhe para confirmar o dia e a hora da sua visita.' },
          { title: 'Venha vê-lo', text: 'Veja tudo com calma e pergunte o que quiser durante a visita.' },
        ],
        i: [
          { title: 'Entre em contacto', text: 'Envie-me uma mensagem através do formulário desta página e sugira alguns horários que lhe convenham.' },
          { title: 'Escolha um horário', text: 'Respondo-lhe para confirmar o dia e a hora da sua visita.' },
          { title: 'Venha vê-lo', text: 'Veja tudo com calma e pergunte o que quiser durante a visita.' },
        ],
      },
      faq: {
        we: [
          { q: 'Como posso marcar uma visita?', a: 'Envie-nos uma mensagem através do formulário desta página e combinamos consigo um dia e uma hora.' },
          { q: 'Posso ver a planta do imóvel?', a: 'Peça-nos através desta página e enviamos-lhe o que tivermos.' },
          { q: 'O que está incluído?', a: 'Pergunte-nos pelo mobiliário, pelos equipamentos e por tudo o que quiser saber antes da visita.' },
          { q: 'Como faço uma proposta?', a: 'Diga-nos através desta página e explicamos-lhe os passos seguintes.' },
        ],
        i: [
          { q: 'Como posso marcar uma visita?', a: 'Envie-me uma mensagem através do formulário desta página e combino consigo um dia e uma hora.' },
          { q: 'Posso ver a planta do imóvel?', a: 'Peça-me através desta página e envio-lhe o que tiver.' },
          { q: 'O que está incluído?', a: 'Pergunte-me pelo mobiliário, pelos equipamentos e por tudo o que quiser saber antes da visita.' },
          { q: 'Como faço uma proposta?', a: 'Diga-me através desta página e explico-lhe os passos seguintes.' },
        ],
      },
      closing: {
        heading: 'Venha conhecê-lo',
        text: { we: 'Marque uma visita e mostramos-lhe o imóvel.', i: 'Marque uma visita e mostro-lhe o imóvel.' },
      },
      featureText: {
        we: [
          'Veja com os seus próprios olhos numa visita.',
          'Peça-nos mais pormenores.',
          'Uma das primeiras coisas em que os compradores reparam.',
          'Parte do que faz desta casa um lar.',
        ],
        i: [
          'Veja com os seus próprios olhos numa visita.',
          'Peça-me mais pormenores.',
          'Uma das primeiras coisas em que os compradores reparam.',
          'Parte do que faz desta casa um lar.',
        ],
      },
    },
  },
  fr: {
    listing: {
      cta: { primary: 'Organiser une visite', secondary: 'Voir l’intérieur' },
      sections: {
        home: { nav: 'Le bien', heading: 'Présentation du bien', eyebrow: 'Le bien' },
        inside: { nav: 'Galerie', heading: 'L’intérieur du bien', eyebrow: 'En images', go: 'Voir l’intérieur' },
        process: { nav: 'Visites', heading: 'Comment organiser une visite', eyebrow: 'Visites' },
        neighbourhood: { nav: 'Les environs', heading: 'Les environs', eyebrow: 'Emplacement' },
        faq: { nav: 'FAQ', heading: 'Avant la visite', eyebrow: 'FAQ' },
        viewing: { nav: 'Contact', heading: 'Organiser une visite', eyebrow: 'Visites', send: 'Demander une visite' },
      },
      contactIntro: {
        we: 'Dites-nous quand vous aimeriez venir visiter, ou posez-nous toutes vos questions sur le bien.',
        i: 'Dites-moi quand vous aimeriez venir visiter, ou posez-moi toutes vos questions sur le bien.',
      },
      about: {
        we: 'Interrogez-nous sur le quartier\u00a0: commerces, écoles, transports et vie au quotidien. Nous vous dirons volontiers ce que nous savons et nous vous ferons visiter avec plaisir.',
        i: 'Interrogez-moi sur le quartier\u00a0: commerces, écoles, transports et vie au quotidien. Je vous dirai volontiers ce que je sais et je vous ferai visiter avec plaisir.',
      },
      steps: {
        we: [
          { title: 'Prenez contact', text: 'Envoyez-nous un message grâce au formulaire de cette page en proposant quelques créneaux qui vous conviennent.' },
          { title: 'Choisissez un créneau', text: 'Nous vous répondrons pour confirmer le jour et l’heure de votre visite.' },
          { title: 'Venez visiter', text: 'Visitez à votre rythme et posez sur place toutes les questions que vous souhaitez.' },
        ],
        i: [
          { title: 'Prenez contact', text: 'Envoyez-moi un message grâce au formulaire de cette page en proposant quelques créneaux qui vous conviennent.' },
          { title: 'Choisissez un créneau', text: 'Je vous répondrai pour confirmer le jour et l’heure de votre visite.' },
          { title: 'Venez visiter', text: 'Visitez à votre rythme et posez sur place toutes les questions que vous souhaitez.' },
        ],
      },
      faq: {
        we: [
          { q: 'Comment organiser une visite\u202f?', a: 'Envoyez-nous un message grâce au formulaire de cette page et nous conviendrons avec vous d’un créneau.' },
          { q: 'Puis-je voir un plan\u202f?', a: 'Faites-en la demande depuis cette page et nous vous enverrons ce que nous avons.' },
          { q: 'Qu’est-ce qui est inclus\u202f?', a: 'Interrogez-nous sur les équipements, le mobilier et tout ce que vous aimeriez savoir avant la visite.' },
          { q: 'Comment faire une offre\u202f?', a: 'Faites-nous-en part depuis cette page et nous vous expliquerons les prochaines étapes.' },
        ],
        i: [
          { q: 'Comment organiser une visite\u202f?', a: 'Envoyez-moi un message grâce au formulaire de cette page et je conviendrai avec vous d’un créneau.' },
          { q: 'Puis-je voir un plan\u202f?', a: 'Faites-en la demande depuis cette page et je vous enverrai ce que j’ai.' },
          { q: 'Qu’est-ce qui est inclus\u202f?', a: 'Interrogez-moi sur les équipements, le mobilier et tout ce que vous aimeriez savoir avant la visite.' },
          { q: 'Comment faire une offre\u202f?', a: 'Faites-m’en part depuis cette page et je vous expliquerai les prochaines étapes.' },
        ],
      },
      closing: {
        heading: 'Venez le découvrir',
        text: { we: 'Organisez une visite et nous vous ferons découvrir les lieux.', i: 'Organisez une visite et je vous ferai découvrir les lieux.' },
      },
      featureText: {
        we: [
          'À découvrir par vous-même lors d’une visite.',
          'Demandez-nous plus de détails.',
          'L’une des premières choses que remarquent les acheteurs.',
          'Une partie de ce qui en fait un vrai chez-soi.',
        ],
        i: [
          'À découvrir par vous-même lors d’une visite.',
          'Demandez-moi plus de détails.',
          'L’une des premières choses que remarquent les acheteurs.',
          'Une partie de ce qui en fait un vrai chez-soi.',
        ],
      },
    },
  },
  de: {
    listing: {
      cta: { primary: 'Besichtigung vereinbaren', secondary: 'Fotos ansehen' },
      sections: {
        home: { nav: 'Immobilie', heading: 'Über die Immobilie', eyebrow: 'Beschreibung' },
        inside: { nav: 'Fotos', heading: 'Ein Blick ins Innere', eyebrow: 'Bildergalerie', go: 'Fotos ansehen' },
        process: { nav: 'Besichtigung', heading: 'So vereinbaren Sie eine Besichtigung', eyebrow: 'Besichtigung' },
        neighbourhood: { nav: 'Umgebung', heading: 'Die Umgebung', eyebrow: 'Lage' },
        faq: { nav: 'FAQ', heading: 'Vor der Besichtigung', eyebrow: 'FAQ' },
        viewing: { nav: 'Kontakt', heading: 'Besichtigung vereinbaren', eyebrow: 'Besichtigung', send: 'Besichtigung anfragen' },
      },
      contactIntro: {
        we: 'Sagen Sie uns, wann Sie die Immobilie besichtigen möchten, oder fragen Sie uns alles, was Sie darüber wissen möchten.',
        i: 'Sagen Sie mir, wann Sie die Immobilie besichtigen möchten, oder fragen Sie mich alles, was Sie darüber wissen möchten.',
      },
      about: {
        we: 'Fragen Sie uns nach der Umgebung: Einkaufsmöglichkeiten, Schulen, Verkehrsanbindung und wie es sich hier lebt. Wir erzählen Ihnen gern, was wir wissen, und zeigen Ihnen alles vor Ort.',
        i: 'Fragen Sie mich nach der Umgebung: Einkaufsmöglichkeiten, Schulen, Verkehrsanbindung und wie es sich hier lebt. Ich erzähle Ihnen gern, was ich weiß, und zeige Ihnen alles vor Ort.',
      },
      steps: {
        we: [
          { title: 'Kontakt aufnehmen', text: 'Schreiben Sie uns über das Formular auf dieser Seite und nennen Sie uns ein paar Termine, die Ihnen passen.' },
          { title: 'Termin abstimmen', text: 'Wir melden uns und bestätigen Ihnen Tag und Uhrzeit der Besichtigung.' },
          { title: 'In Ruhe besichtigen', text: 'Sehen Sie sich in Ruhe um und stellen Sie vor Ort alle Fragen, die Sie haben.' },
        ],
        i: [
          { title: 'Kontakt aufnehmen', text: 'Schreiben Sie mir über das Formular auf dieser Seite und nennen Sie mir ein paar Termine, die Ihnen passen.' },
          { title: 'Termin abstimmen', text: 'Ich melde mich und bestätige Ihnen Tag und Uhrzeit der Besichtigung.' },
          { title: 'In Ruhe besichtigen', text: 'Sehen Sie sich in Ruhe um und stellen Sie vor Ort alle Fragen, die Sie haben.' },
        ],
      },
      faq: {
        we: [
          { q: 'Wie vereinbare ich eine Besichtigung?', a: 'Schreiben Sie uns über das Formular auf dieser Seite, und wir stimmen einen Termin mit Ihnen ab.' },
          { q: 'Gibt es einen Grundriss?', a: 'Fragen Sie uns über diese Seite danach, und wir schicken Ihnen, was uns vorliegt.' },
          { q: 'Was gehört dazu?', a: 'Fragen Sie uns nach Einbauten, Ausstattung und allem anderen, was Sie vor der Besichtigung wissen möchten.' },
          { q: 'Wie gebe ich ein Angebot ab?', a: 'Sagen Sie es uns über diese Seite, und wir erklären Ihnen die nächsten Schritte.' },
        ],
        i: [
          { q: 'Wie vereinbare ich eine Besichtigung?', a: 'Schreiben Sie mir über das Formular auf dieser Seite, und ich stimme einen Termin mit Ihnen ab.' },
          { q: 'Gibt es einen Grundriss?', a: 'Fragen Sie mich über diese Seite danach, und ich schicke Ihnen, was mir vorliegt.' },
          { q: 'Was gehört dazu?', a: 'Fragen Sie mich nach Einbauten, Ausstattung und allem anderen, was Sie vor der Besichtigung wissen möchten.' },
          { q: 'Wie gebe ich ein Angebot ab?', a: 'Sagen Sie es mir über diese Seite, und ich erkläre Ihnen die nächsten Schritte.' },
        ],
      },
      closing: {
        heading: 'Am besten selbst ansehen',
        text: { we: 'Vereinbaren Sie eine Besichtigung, und wir zeigen Ihnen alles.', i: 'Vereinbaren Sie eine Besichtigung, und ich zeige Ihnen alles.' },
      },
      featureText: {
        we: [
          'Überzeugen Sie sich bei einer Besichtigung selbst.',
          'Fragen Sie uns nach weiteren Details.',
          'Eines der Dinge, die Interessenten als Erstes auffallen.',
          'Gehört zu dem, was daraus ein Zuhause macht.',
        ],
        i: [
          'Überzeugen Sie sich bei einer Besichtigung selbst.',
          'Fragen Sie mich nach weiteren Details.',
          'Eines der Dinge, die Interessenten als Erstes auffallen.',
          'Gehört zu dem, was daraus ein Zuhause macht.',
        ],
      },
    },
  },
  it: {
    listing: {
      cta: { primary: 'Prenota una visita', secondary: 'Guarda le foto' },
      sections: {
        home: { nav: 'La casa', heading: 'Com’è la casa', eyebrow: 'Descrizione' },
        inside: { nav: 'Foto', heading: 'Uno sguardo all’interno', eyebrow: 'Galleria', go: 'Guarda le foto' },
        process: { nav: 'Visite', heading: 'Come prenotare una visita', eyebrow: 'Visite' },
        neighbourhood: { nav: 'La zona', heading: 'La zona', eyebrow: 'Posizione' },
        faq: { nav: 'FAQ', heading: 'Prima della visita', eyebrow: 'FAQ' },
        viewing: { nav: 'Contatti', heading: 'Prenota una visita', eyebrow: 'Visite', send: 'Richiedi una visita' },
      },
      contactIntro: { we: 'Dicci quando vorresti venire a vedere la casa, o chiedici tutto quello che vuoi sapere.', i: 'Dimmi quando vorresti venire a vedere la casa, o chiedimi tutto quello che vuoi sapere.' },
      about: {
        we: 'Chiedici della zona: negozi, scuole, trasporti e com’è viverci. Ti raccontiamo volentieri quello che sappiamo e ti accompagniamo a vedere la casa.',
        i: 'Chiedimi della zona: negozi, scuole, trasporti e com’è viverci. Ti racconto volentieri quello che so e ti accompagno a vedere la casa.',
      },
      steps: {
        we: [
          { title: 'Mettiti in contatto', text: 'Scrivici con il modulo in questa pagina e proponici qualche giorno e orario comodo per te.' },
          { title: 'Fissa l’appuntamento', text: 'Ti risponderemo per confermare giorno e ora della visita.' },
          { title: 'Vieni a vederla', text: 'Guardati intorno con calma e chiedi tutto quello che vuoi durante la visita.' },
        ],
        i: [
          { title: 'Mettiti in contatto', text: 'Scrivimi con il modulo in questa pagina e proponimi qualche giorno e orario comodo per te.' },
          { title: 'Fissa l’appuntamento', text: 'Ti risponderò per confermare giorno e ora della visita.' },
          { title: 'Vieni a vederla', text: 'Guardati intorno con calma e chiedi tutto quello che vuoi durante la visita.' },
        ],
      },
      faq: {
        we: [
          { q: 'Come posso prenotare una visita?', a: 'Scrivici con il modulo in questa pagina e concorderemo un orario con te.' },
          { q: 'Posso vedere la planimetria?', a: 'Chiedici tramite questa pagina e ti invieremo quanto abbiamo a disposizione.' },
          { q: 'Cosa è compreso?', a: 'Chiedici di arredi, dotazioni e qualsiasi altra cosa tu voglia sapere prima della visita.' },
          { q: 'Come posso fare una proposta?', a: 'Faccelo sapere tramite questa pagina e ti spiegheremo i passi successivi.' },
        ],
        i: [
          { q: 'Come posso prenotare una visita?', a: 'Scrivimi con il modulo in questa pagina e concorderò un orario con te.' },
          { q: 'Posso vedere la planimetria?', a: 'Chiedimi tramite questa pagina e ti invierò quanto ho a disposizione.' },
          { q: 'Cosa è compreso?', a: 'Chiedimi di arredi, dotazioni e qualsiasi altra cosa tu voglia sapere prima della visita.' },
          { q: 'Come posso fare una proposta?', a: 'Fammelo sapere tramite questa pagina e ti spiegherò i passi successivi.' },
        ],
      },
      closing: {
        heading: 'Vieni a vederla',
        text: { we: 'Prenota una visita e ti mostreremo la casa.', i: 'Prenota una visita e ti mostrerò la casa.' },
      },
      featureText: {
        we: [
          'Da vedere di persona durante la visita.',
          'Chiedici maggiori dettagli.',
          'Una delle prime cose che colpiscono chi la visita.',
          'Uno dei motivi per sentirsi a casa.',
        ],
        i: [
          'Da vedere di persona durante la visita.',
          'Chiedimi maggiori dettagli.',
          'Una delle prime cose che colpiscono chi la visita.',
          'Uno dei motivi per sentirsi a casa.',
        ],
      },
    },
  },
  nl: {
    listing: {
      cta: { primary: 'Plan een bezichtiging', secondary: 'Bekijk de foto’s' },
      sections: {
        home: { nav: 'De woning', heading: 'Over de woning', eyebrow: 'Omschrijving' },
        inside: { nav: 'Foto’s', heading: 'Een kijkje binnen', eyebrow: 'In beeld', go: 'Bekijk de foto’s' },
        process: { nav: 'Bezichtigen', heading: 'Zo plan je een bezichtiging', eyebrow: 'Bezichtiging' },
        neighbourhood: { nav: 'Omgeving', heading: 'De omgeving', eyebrow: 'Ligging' },
        faq: { nav: 'FAQ', heading: 'Voordat je komt kijken', eyebrow: 'FAQ' },
        viewing: { nav: 'Contact', heading: 'Plan een bezichtiging', eyebrow: 'Bezichtiging', send: 'Bezichtiging aanvragen' },
      },
      contactIntro: {
        we: 'Laat ons weten wanneer je wilt komen kijken, of vraag ons alles wat je over de woning wilt weten.',
        i: 'Laat me weten wanneer je wilt komen kijken, of vraag me alles wat je over de woning wilt weten.',
      },
      about: {
        we: 'Vraag ons naar de buurt: winkels, scholen, bereikbaarheid en hoe het is om hier te wonen. We delen graag wat we weten en leiden je met plezier rond.',
        i: 'Vraag me naar de buurt: winkels, scholen, bereikbaarheid en hoe het is om hier te wonen. Ik deel graag wat ik weet en leid je met plezier rond.',
      },
      steps: {
        we: [
          { title: 'Neem contact op', text: 'Stuur ons een bericht via het formulier op deze pagina en geef een paar momenten door die jou goed uitkomen.' },
          { title: 'Kies een moment', text: 'We reageren en bevestigen de dag en tijd van je bezichtiging.' },
          { title: 'Kom kijken', text: 'Kijk op je gemak rond en stel al je vragen ter plekke.' },
        ],
        i: [
          { title: 'Neem contact op', text: 'Stuur me een bericht via het formulier op deze pagina en geef een paar momenten door die jou goed uitkomen.' },
          { title: 'Kies een moment', text: 'Ik reageer en bevestig de dag en tijd van je bezichtiging.' },
          { title: 'Kom kijken', text: 'Kijk op je gemak rond en stel al je vragen ter plekke.' },
        ],
      },
      faq: {
        we: [
          { q: 'Hoe plan ik een bezichtiging?', a: 'Stuur ons een bericht via het formulier op deze pagina, dan spreken we een tijd met je af.' },
          { q: 'Is er een plattegrond?', a: 'Vraag het ons via deze pagina, dan sturen we je wat we hebben.' },
          { q: 'Wat is er inbegrepen?', a: 'Vraag ons wat er bij de woning hoort en wat je verder nog wilt weten voordat je komt kijken.' },
          { q: 'Hoe breng ik een bod uit?', a: 'Laat het ons via deze pagina weten, dan leggen we je de volgende stappen uit.' },
        ],
        i: [
          { q: 'Hoe plan ik een bezichtiging?', a: 'Stuur me een bericht via het formulier op deze pagina, dan spreek ik een tijd met je af.' },
          { q: 'Is er een plattegrond?', a: 'Vraag het me via deze pagina, dan stuur ik je wat ik heb.' },
          { q: 'Wat is er inbegrepen?', a: 'Vraag me wat er bij de woning hoort en wat je verder nog wilt weten voordat je komt kijken.' },
          { q: 'Hoe breng ik een bod uit?', a: 'Laat het me via deze pagina weten, dan leg ik je de volgende stappen uit.' },
        ],
      },
      closing: {
        heading: 'Kom zelf kijken',
        text: { we: 'Plan een bezichtiging, dan laten we je alles zien.', i: 'Plan een bezichtiging, dan laat ik je alles zien.' },
      },
      featureText: {
        we: [
          'Bekijk het zelf tijdens een bezichtiging.',
          'Vraag ons gerust om meer informatie.',
          'Een van de eerste dingen die kijkers opvallen.',
          'Deel van wat van een huis een thuis maakt.',
        ],
        i: [
          'Bekijk het zelf tijdens een bezichtiging.',
          'Vraag me gerust om meer informatie.',
          'Een van de eerste dingen die kijkers opvallen.',
          'Deel van wat van een huis een thuis maakt.',
        ],
      },
    },
  },
  ja: {
    listing: {
      cta: { primary: '内見を予約する', secondary: '室内を見る' },
      sections: {
        home: { nav: '物件紹介', heading: 'この住まいについて', eyebrow: '物件紹介' },
        inside: { nav: '写真', heading: '室内のようす', eyebrow: '写真で見る', go: '室内を見る' },
        process: { nav: '内見', heading: '内見のお申し込み方法', eyebrow: '内見のご案内' },
        neighbourhood: { nav: '周辺環境', heading: '周辺環境', eyebrow: 'ロケーション' },
        faq: { nav: 'よくある質問', heading: '内見の前に', eyebrow: 'よくある質問' },
        viewing: { nav: 'お問い合わせ', heading: '内見のご予約', eyebrow: '内見予約', send: '内見を申し込む' },
      },
      contactIntro: { we: 'ご希望の内見日時や、この物件について気になることを、私たちにお気軽にお知らせください。', i: 'ご希望の内見日時や、この物件について気になることを、私にお気軽にお知らせください。' },
      about: { we: '買い物や学校、交通の便、暮らしの雰囲気など、周辺環境のことも私たちにお気軽にお尋ねください。知っていることは喜んでお伝えしますし、現地もご案内します。', i: '買い物や学校、交通の便、暮らしの雰囲気など、周辺環境のことも私にお気軽にお尋ねください。知っていることは喜んでお伝えしますし、現地もご案内します。' },
      steps: {
        we: [
          { title: 'お問い合わせ', text: 'このページのフォームから私たちにメッセージをお送りいただき、ご都合のよい日時をいくつかお知らせください。' },
          { title: '日時の決定', text: '私たちからご返信し、内見の日時を確定します。' },
          { title: '内見当日', text: 'ご自分のペースでゆっくりご覧いただき、気になることはその場で何でもお尋ねください。' },
        ],
        i: [
          { title: 'お問い合わせ', text: 'このページのフォームから私にメッセージをお送りいただき、ご都合のよい日時をいくつかお知らせください。' },
          { title: '日時の決定', text: '私からご返信し、内見の日時を確定します。' },
          { title: '内見当日', text: 'ご自分のペースでゆっくりご覧いただき、気になることはその場で何でもお尋ねください。' },
        ],
      },
      faq: {
        we: [
          { q: '内見はどう予約すればいいですか？', a: 'このページのフォームから私たちにメッセージをお送りください。ご都合を伺って日時を決めます。' },
          { q: '間取り図は見られますか？', a: 'このページからお問い合わせいただければ、私たちの手元にある資料をお送りします。' },
          { q: '付帯設備には何が含まれますか？', a: '設備や備品のほか、内見の前に知っておきたいことは何でも私たちにお尋ねください。' },
          { q: '気に入った場合、どう申し込めばいいですか？', a: 'このページから私たちにお知らせください。この先の手続きをご説明します。' },
        ],
        i: [
          { q: '内見はどう予約すればいいですか？', a: 'このページのフォームから私にメッセージをお送りください。ご都合を伺って日時を決めます。' },
          { q: '間取り図は見られますか？', a: 'このページからお問い合わせいただければ、私の手元にある資料をお送りします。' },
          { q: '付帯設備には何が含まれますか？', a: '設備や備品のほか、内見の前に知っておきたいことは何でも私にお尋ねください。' },
          { q: '気に入った場合、どう申し込めばいいですか？', a: 'このページから私にお知らせください。この先の手続きをご説明します。' },
        ],
      },
      closing: {
        heading: 'ぜひ一度ご覧ください',
        text: { we: '内見をご予約いただければ、私たちが現地をご案内します。', i: '内見をご予約いただければ、私が現地をご案内します。' },
      },
      featureText: {
        we: [
          '内見の際に、ぜひご自身の目でお確かめください。',
          '詳しくは私たちにお尋ねください。',
          '内見に来られた方が、まず目を留めるポイントのひとつです。',
          'ここでの暮らしを心地よくしてくれるもののひとつです。',
        ],
        i: [
          '内見の際に、ぜひご自身の目でお確かめください。',
          '詳しくは私にお尋ねください。',
          '内見に来られた方が、まず目を留めるポイントのひとつです。',
          'ここでの暮らしを心地よくしてくれるもののひとつです。',
        ],
      },
    },
  },
  zh: {
    listing: {
      cta: { primary: '预约看房', secondary: '查看室内' },
      sections: {
        home: { nav: '房屋介绍', heading: '关于这套房子', eyebrow: '房屋介绍' },
        inside: { nav: '照片', heading: '室内一览', eyebrow: '照片展示', go: '查看室内' },
        process: { nav: '看房', heading: '如何预约看房', eyebrow: '看房安排' },
        neighbourhood: { nav: '周边', heading: '周边环境', eyebrow: '地理位置' },
        faq: { nav: '常见问题', heading: '看房前须知', eyebrow: '常见问题' },
        viewing: { nav: '联系', heading: '预约看房', eyebrow: '看房', send: '申请看房' },
      },
      contactIntro: { we: '请告诉我们您方便看房的时间，关于这套房子有任何问题，也欢迎问我们。', i: '请告诉我您方便看房的时间，关于这套房子有任何问题，也欢迎问我。' },
      about: { we: '周边的购物、学校、交通，以及在这里生活是什么感觉，都欢迎问我们。我们很乐意分享所了解的情况，也可以带您四处看看。', i: '周边的购物、学校、交通，以及在这里生活是什么感觉，都欢迎问我。我很乐意分享所了解的情况，也可以带您四处看看。' },
      steps: {
        we: [
          { title: '联系我们', text: '通过本页的表单给我们发消息，并告诉我们几个您方便的时间。' },
          { title: '确定时间', text: '我们会回复您，确认看房的日期和时间。' },
          { title: '实地看房', text: '您可以按自己的节奏慢慢看，有任何问题都可以当场提出。' },
        ],
        i: [
          { title: '联系我', text: '通过本页的表单给我发消息，并告诉我几个您方便的时间。' },
          { title: '确定时间', text: '我会回复您，确认看房的日期和时间。' },
          { title: '实地看房', text: '您可以按自己的节奏慢慢看，有任何问题都可以当场提出。' },
        ],
      },
      faq: {
        we: [
          { q: '如何预约看房？', a: '通过本页的表单给我们发消息，我们会和您约定时间。' },
          { q: '可以看户型图吗？', a: '请通过本页询问我们，我们会把手头的资料发给您。' },
          { q: '包含哪些设施和家具？', a: '关于固定设施、家具家电，以及看房前您想了解的任何情况，都欢迎问我们。' },
          { q: '看中了房子，下一步怎么做？', a: '请通过本页告诉我们，我们会为您说明接下来的步骤。' },
        ],
        i: [
          { q: '如何预约看房？', a: '通过本页的表单给我发消息，我会和您约定时间。' },
          { q: '可以看户型图吗？', a: '请通过本页询问我，我会把手头的资料发给您。' },
          { q: '包含哪些设施和家具？', a: '关于固定设施、家具家电，以及看房前您想了解的任何情况，都欢迎问我。' },
          { q: '看中了房子，下一步怎么做？', a: '请通过本页告诉我，我会为您说明接下来的步骤。' },
        ],
      },
      closing: {
        heading: '欢迎来看房',
        text: { we: '预约看房，我们带您实地看看。', i: '预约看房，我带您实地看看。' },
      },
      featureText: {
        we: [
          '欢迎看房时亲眼看看。',
          '想了解更多细节，欢迎问我们。',
          '来看房的人最先注意到的亮点之一。',
          '正是这样的细节，让房子更像一个家。',
        ],
        i: [
          '欢迎看房时亲眼看看。',
          '想了解更多细节，欢迎问我。',
          '来看房的人最先注意到的亮点之一。',
          '正是这样的细节，让房子更像一个家。',
        ],
      },
    },
  },
  ar: {
    listing: {
      cta: { primary: 'احجز موعدًا للمعاينة', secondary: 'ألقِ نظرة من الداخل' },
      sections: {
        home: { nav: 'العقار', heading: 'نبذة عن العقار', eyebrow: 'العقار' },
        inside: { nav: 'الصور', heading: 'من داخل العقار', eyebrow: 'بالصور', go: 'ألقِ نظرة من الداخل' },
        process: { nav: 'المعاينة', heading: 'كيف ترتّب موعدًا للمعاينة', eyebrow: 'مواعيد المعاينة' },
        neighbourhood: { nav: 'المنطقة', heading: 'المنطقة المحيطة', eyebrow: 'الموقع' },
        faq: { nav: 'الأسئلة الشائعة', heading: 'قبل المعاينة', eyebrow: 'أسئلة شائعة' },
        viewing: { nav: 'تواصل', heading: 'احجز موعدًا للمعاينة', eyebrow: 'المعاينة', send: 'اطلب معاينة' },
      },
      contactIntro: { we: 'أخبرنا متى تودّ أن تأتي لمعاينة العقار، أو اسألنا عن أي شيء يخصّه.', i: 'أخبرني متى تودّ أن تأتي لمعاينة العقار، أو اسألني عن أي شيء يخصّه.' },
      about: {
        we: 'اسألنا عن الحيّ: المتاجر والمدارس والمواصلات، وكيف هي الحياة فيه. يسعدنا أن نشاركك ما نعرفه، وأن نصحبك في جولة.',
        i: 'اسألني عن الحيّ: المتاجر والمدارس والمواصلات، وكيف هي الحياة فيه. يسعدني أن أشاركك ما أعرفه، وأن أصحبك في جولة.',
      },
      steps: {
        we: [
          { title: 'تواصل معنا', text: 'أرسل لنا رسالة عبر النموذج في هذه الصفحة، واقترح بضعة مواعيد تناسبك.' },
          { title: 'اختر الموعد', text: 'سنردّ عليك لتأكيد يوم المعاينة وموعدها.' },
          { title: 'عاين العقار بنفسك', text: 'تجوّل فيه على راحتك، واسأل عن كل ما يخطر لك أثناء وجودك.' },
        ],
        i: [
          { title: 'تواصل معي', text: 'أرسل لي رسالة عبر النموذج في هذه الصفحة، واقترح بضعة مواعيد تناسبك.' },
          { title: 'اختر الموعد', text: 'سأردّ عليك لتأكيد يوم المعاينة وموعدها.' },
          { title: 'عاين العقار بنفسك', text: 'تجوّل فيه على راحتك، واسأل عن كل ما يخطر لك أثناء وجودك.' },
        ],
      },
      faq: {
        we: [
          { q: 'كيف أرتّب موعدًا للمعاينة؟', a: 'أرسل لنا رسالة عبر النموذج في هذه الصفحة، وسنتفق معك على موعد.' },
          { q: 'هل يمكنني الاطلاع على مخطط العقار؟', a: 'اسألنا عبر هذه الصفحة، وسنرسل إليك ما لدينا.' },
          { q: 'ما الذي يشمله العقار؟', a: 'اسألنا عن التجهيزات والتركيبات، وعن كل ما تودّ معرفته قبل المعاينة.' },
          { q: 'إذا أعجبني العقار، فما الخطوة التالية؟', a: 'أخبرنا بذلك عبر هذه الصفحة، وسنشرح لك الخطوات التالية.' },
        ],
        i: [
          { q: 'كيف أرتّب موعدًا للمعاينة؟', a: 'أرسل لي رسالة عبر النموذج في هذه الصفحة، وسأتفق معك على موعد.' },
          { q: 'هل يمكنني الاطلاع على مخطط العقار؟', a: 'اسألني عبر هذه الصفحة، وسأرسل إليك ما لديّ.' },
          { q: 'ما الذي يشمله العقار؟', a: 'اسألني عن التجهيزات والتركيبات، وعن كل ما تودّ معرفته قبل المعاينة.' },
          { q: 'إذا أعجبني العقار، فما الخطوة التالية؟', a: 'أخبرني بذلك عبر هذه الصفحة، وسأشرح لك الخطوات التالية.' },
        ],
      },
      closing: {
        heading: 'تعال وشاهده بنفسك',
        text: { we: 'احجز موعدًا للمعاينة، وسنصحبك في جولة فيه.', i: 'احجز موعدًا للمعاينة، وسأصحبك في جولة فيه.' },
      },
      featureText: {
        we: [
          'شاهده بنفسك عند المعاينة.',
          'اسألنا عن مزيد من التفاصيل.',
          'من أول ما يلاحظه الزوار.',
          'جزء مما يجعل منه بيتًا.',
        ],
        i: [
          'شاهده بنفسك عند المعاينة.',
          'اسألني عن مزيد من التفاصيل.',
          'من أول ما يلاحظه الزوار.',
          'جزء مما يجعل منه بيتًا.',
        ],
      },
    },
  },
};
