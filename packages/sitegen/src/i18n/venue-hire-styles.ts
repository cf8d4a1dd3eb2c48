import type { StyleCopy } from './types';

/**
 * A venue for hire's own words over the local phrasebook (types.ts `PageStyle` `venueHire`; choose-blueprint
 * `hiresVenue`: a wedding venue, a barn or country house for weddings and events, a function room), in the site
 * languages: couples and hosts are invited to check their date and arrange a viewing ("Arrange a viewing",
 * "Check your date", viewing times), with an event enquiry form, the venue's spaces and a gallery, instead of
 * "Request a booking". No claim the owner has not made (no capacity, no ceremony licence, no rooms to stay, no
 * prices, no suppliers required or allowed).
 */
export const VENUE_HIRE_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { venueHire: StyleCopy }> = {
  en: {
    venueHire: {
      cta: { primary: 'Arrange a viewing', secondary: 'See the venue' },
      sections: {
        services: { nav: 'The venue', heading: 'The venue', eyebrow: 'Spaces', go: 'See the venue' },
        gallery: { nav: 'Gallery', heading: 'The venue in pictures', eyebrow: 'Gallery' },
        booking: { heading: 'From first viewing to your day', eyebrow: 'Step by step' },
        viewings: { nav: 'Visit', heading: 'Viewings and directions', eyebrow: 'Viewings' },
        faq: { heading: 'Questions about the venue' },
        contact: { nav: 'Enquire', heading: 'Check your date', eyebrow: 'Enquiries', send: 'Send enquiry' },
      },
      contactIntro: {
        we: 'Tell us your date, roughly how many guests and what you have in mind, and we’ll let you know whether the date is free and arrange a viewing.',
        i: 'Tell me your date, roughly how many guests and what you have in mind, and I’ll let you know whether the date is free and arrange a viewing.',
      },
      steps: {
        we: [
          { title: 'Check your date', text: 'Send us your date and rough guest numbers, and we’ll tell you whether it’s free.' },
          { title: 'Come for a viewing', text: 'Look round the spaces, picture the day and bring all your questions.' },
          { title: 'Hold your date', text: 'We’ll explain what’s included, what it costs and how to secure the date.' },
        ],
        i: [
          { title: 'Check your date', text: 'Send me your date and rough guest numbers, and I’ll tell you whether it’s free.' },
          { title: 'Come for a viewing', text: 'Look round the spaces, picture the day and bring all your questions.' },
          { title: 'Hold your date', text: 'I’ll explain what’s included, what it costs and how to secure the date.' },
        ],
      },
      benefits: {
        we: [
          { title: 'See it for yourself', text: 'Visit before you decide, and walk through the day from the first arrivals to the last dance.' },
          { title: 'Plain answers on costs', text: 'Ask what’s included and what it costs, and we’ll explain it before anything is agreed.' },
          { title: 'Planned around your day', text: 'Tell us what you have in mind and we’ll talk through how the venue can work for it.' },
        ],
        i: [
          { title: 'See it for yourself', text: 'Visit before you decide, and walk through the day from the first arrivals to the last dance.' },
          { title: 'Plain answers on costs', text: 'Ask what’s included and what it costs, and I’ll explain it before anything is agreed.' },
          { title: 'Planned around your day', text: 'Tell me what you have in mind and I’ll talk through how the venue can work for it.' },
        ],
      },
      faq: {
        we: [
          { q: 'Is the date I want still free?', a: 'Send us your date with the form on this page and we’ll let you know whether it’s free.' },
          { q: 'How many guests can the venue hold?', a: 'Tell us your numbers and we’ll explain which spaces suit them, for the ceremony and the celebration.' },
          { q: 'Can we come and look round?', a: 'Please do: get in touch and we’ll arrange a viewing at a time that suits you.' },
          { q: 'Can I bring my own suppliers?', a: 'Ask us about caterers, bands, florists and the like, and we’ll explain what’s possible at {name}.' },
        ],
        i: [
          { q: 'Is the date I want still free?', a: 'Send me your date with the form on this page and I’ll let you know whether it’s free.' },
          { q: 'How many guests can the venue hold?', a: 'Tell me your numbers and I’ll explain which spaces suit them, for the ceremony and the celebration.' },
          { q: 'Can we come and look round?', a: 'Please do: get in touch and I’ll arrange a viewing at a time that suits you.' },
          { q: 'Can I bring my own suppliers?', a: 'Ask me about caterers, bands, florists and the like, and I’ll explain what’s possible at {name}.' },
        ],
      },
      closing: {
        heading: { we: 'Come and visit us', i: 'Come and visit me' },
        text: { we: 'Arrange a viewing to look round, picture your day and ask us anything.', i: 'Arrange a viewing to look round, picture your day and ask me anything.' },
      },
      featureText: {
        we: [
          'Ask us about it when you come for a viewing.',
          'Part of your day at {name}.',
          'Something to see when you look round.',
          'Tell us what you have in mind and we’ll explain how it works.',
        ],
        i: [
          'Ask me about it when you come for a viewing.',
          'Part of your day at {name}.',
          'Something to see when you look round.',
          'Tell me what you have in mind and I’ll explain how it works.',
        ],
      },
    },
  },
  es: {
    venueHire: {
      cta: { primary: 'Concierta una visita', secondary: 'Ver el espacio' },
      sections: {
        services: { nav: 'El espacio', heading: 'El espacio', eyebrow: 'Instalaciones', go: 'Ver el espacio' },
        gallery: { nav: 'Galería', heading: 'El espacio en imágenes', eyebrow: 'Galería' },
        booking: { heading: 'De la primera visita al gran día', eyebrow: 'Paso a paso' },
        viewings: { nav: 'Visitas', heading: 'Visitas y cómo llegar', eyebrow: 'Visitas' },
        faq: { heading: 'Preguntas sobre el espacio' },
        contact: { nav: 'Disponibilidad', heading: 'Consulta tu fecha', eyebrow: 'Consultas', send: 'Enviar consulta' },
      },
      contactIntro: {
        we: 'Cuéntanos tu fecha, el número aproximado de invitados y lo que tienes en mente, y te diremos si la fecha está libre y concertaremos una visita.',
        i: 'Cuéntame tu fecha, el número aproximado de invitados y lo que tienes en mente, y te diré si la fecha está libre y concertaré una visita.',
      },
      steps: {
        we: [
          { title: 'Consulta tu fecha', text: 'Envíanos tu fecha y el número aproximado de invitados, y te diremos si está libre.' },
          { title: 'Ven a verlo', text: 'Recorre cada espacio, imagina cómo será el día y trae todas tus preguntas.' },
          { title: 'Reserva tu fecha', text: 'Te explicaremos qué incluye, cuánto cuesta y cómo dejar la fecha reservada.' },
        ],
        i: [
          { title: 'Consulta tu fecha', text: 'Envíame tu fecha y el número aproximado de invitados, y te diré si está libre.' },
          { title: 'Ven a verlo', text: 'Recorre cada espacio, imagina cómo será el día y trae todas tus preguntas.' },
          { title: 'Reserva tu fecha', text: 'Te explicaré qué incluye, cuánto cuesta y cómo dejar la fecha reservada.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Compruébalo en persona', text: 'Ven antes de decidir y recorre el día entero, desde la llegada de los primeros invitados hasta el último baile.' },
          { title: 'Costes explicados con claridad', text: 'Pregunta qué incluye y cuánto cuesta, y te lo explicaremos antes de cerrar nada.' },
          { title: 'Pensado para tu día', text: 'Cuéntanos lo que tienes en mente y hablaremos contigo de cómo puede adaptarse el espacio a tu celebración.' },
        ],
        i: [
          { title: 'Compruébalo en persona', text: 'Ven antes de decidir y recorre el día entero, desde la llegada de los primeros invitados hasta el último baile.' },
          { title: 'Costes explicados con claridad', text: 'Pregunta qué incluye y cuánto cuesta, y te lo explicaré antes de cerrar nada.' },
          { title: 'Pensado para tu día', text: 'Cuéntame lo que tienes en mente y hablaré contigo de cómo puede adaptarse el espacio a tu celebración.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Está libre la fecha que queremos?', a: 'Envíanos tu fecha con el formulario de esta página y te diremos si está libre.' },
          { q: '¿Cuántos invitados caben en el espacio?', a: 'Dinos el número de invitados y te explicaremos qué espacios encajan mejor, tanto para la ceremonia como para la celebración.' },
          { q: '¿Podemos venir a ver el espacio?', a: 'Por supuesto: ponte en contacto y concertaremos una visita cuando mejor te venga.' },
          { q: '¿Podemos traer proveedores propios?', a: 'Pregúntanos por el catering, la música, las flores y demás, y te explicaremos qué es posible en {name}.' },
        ],
        i: [
          { q: '¿Está libre la fecha que queremos?', a: 'Envíame tu fecha con el formulario de esta página y te diré si está libre.' },
          { q: '¿Cuántos invitados caben en el espacio?', a: 'Dime el número de invitados y te explicaré qué espacios encajan mejor, tanto para la ceremonia como para la celebración.' },
          { q: '¿Podemos venir a ver el espacio?', a: 'Por supuesto: ponte en contacto y concertaré una visita cuando mejor te venga.' },
          { q: '¿Podemos traer proveedores propios?', a: 'Pregúntame por el catering, la música, las flores y demás, y te explicaré qué es posible en {name}.' },
        ],
      },
      closing: {
        heading: { we: 'Ven a visitarnos', i: 'Ven a visitarme' },
        text: { we: 'Concierta una visita para recorrer el espacio, imaginar tu día y preguntarnos lo que quieras.', i: 'Concierta una visita para recorrer el espacio, imaginar tu día y preguntarme lo que quieras.' },
      },
      featureText: {
        we: [
          'Pregúntanos por ello cuando vengas de visita.',
          'Parte de tu día en {name}.',
          'Algo que podrás ver durante la visita.',
          'Cuéntanos lo que tienes en mente y te explicaremos cómo funciona.',
        ],
        i: [
          'Pregúntame por ello cuando vengas de visita.',
          'Parte de tu día en {name}.',
          'Algo que podrás ver durante la visita.',
          'Cuéntame lo que tienes en mente y te explicaré cómo funciona.',
        ],
      },
    },
  },
  pt: {
    venueHire: {
      cta: { primary: 'Marque uma visita', secondary: 'Conheça o espaço' },
      sections: {
        services: { nav: 'O espaço', heading: 'O espaço', eyebrow: 'Instalações', go: 'Conheça o espaço' },
        gallery: { nav: 'Galeria', heading: 'O espaço em imagens', eyebrow: 'Galeria' },
        booking: { heading: 'Da primeira visita ao grande dia', eyebrow: 'Passo a passo' },
        viewings: { nav: 'Visitas', heading: 'Visitas e como chegar', eyebrow: 'Visitas' },
        faq: { heading: 'Perguntas sobre o espaço' },
        contact: { nav: 'Disponibilidade', heading: 'Consulte a sua data', eyebrow: 'Pedidos de informação', send: 'Enviar pedido' },
      },
      contactIntro: {
        we: 'Diga-nos a data, o número aproximado de convidados e o que tem em mente, e dizemos-lhe se a data está livre e marcamos uma visita.',
        i: 'Diga-me a data, o número aproximado de convidados e o que tem em mente, e digo-lhe se a data está livre e marco uma visita.',
      },
      steps: {
        we: [
          { title: 'Consulte a sua data', text: 'Envie-nos a data e o número aproximado de convidados, e dizemos-lhe se está livre.' },
          { title: 'Venha fazer uma visita', text: 'Percorra os espaços, imagine o dia e traga todas as suas perguntas.' },
          { title: 'Reserve a sua data', text: 'Explicamos-lhe o que está incluído, quanto custa e como garantir a data.' },
        ],
        i: [
          { title: 'Consulte a sua data', text: 'Envie-me a data e o número aproximado de convidados, e digo-lhe se está livre.' },
          { title: 'Venha fazer uma visita', text: 'Percorra os espaços, imagine o dia e traga todas as suas perguntas.' },
          { title: 'Reserve a sua data', text: 'Explico-lhe o que está incluído, quanto custa e como garantir a data.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Veja pessoalmente', text: 'Visite o espaço antes de decidir e percorra o dia, desde a chegada dos primeiros convidados até à última dança.' },
          { title: 'Custos explicados com clareza', text: 'Pergunte o que está incluído e quanto custa, e explicamos-lhe tudo antes de qualquer coisa ficar combinada.' },
          { title: 'Pensado para o seu dia', text: 'Diga-nos o que tem em mente e conversamos consigo sobre a forma de o espaço se adaptar ao seu dia.' },
        ],
        i: [
          { title: 'Veja pessoalmente', text: 'Visite o espaço antes de decidir e percorra o dia, desde a chegada dos primeiros convidados até à última dança.' },
          { title: 'Custos explicados com clareza', text: 'Pergunte o que está incluído e quanto custa, e explico-lhe tudo antes de qualquer coisa ficar combinada.' },
          { title: 'Pensado para o seu dia', text: 'Diga-me o que tem em mente e converso consigo sobre a forma de o espaço se adaptar ao seu dia.' },
        ],
      },
      faq: {
        we: [
          { q: 'A data que queremos está livre?', a: 'Envie-nos a sua data pelo formulário desta página e dizemos-lhe se está livre.' },
          { q: 'Quantos convidados cabem no espaço?', a: 'Diga-nos o número de convidados e explicamos-lhe que espaços são mais adequados, para a cerimónia e para a festa.' },
          { q: 'Podemos vir ver o espaço?', a: 'Claro que sim: entre em contacto e marcamos uma visita a uma hora que lhe dê jeito.' },
          { q: 'Podemos trazer fornecedores próprios?', a: 'Pergunte-nos sobre catering, música, floristas e afins, e explicamos-lhe o que é possível em {name}.' },
        ],
        i: [
          { q: 'A data que queremos está livre?', a: 'Envie-me a sua data pelo formulário desta página e digo-lhe se está livre.' },
          { q: 'Quantos convidados cabem no espaço?', a: 'Diga-me o número de convidados e explico-lhe que espaços são mais adequados, para a cerimónia e para a festa.' },
          { q: 'Podemos vir ver o espaço?', a: 'Claro que sim: entre em contacto e marco uma visita a uma hora que lhe dê jeito.' },
          { q: 'Podemos trazer fornecedores próprios?', a: 'Pergunte-me sobre catering, música, floristas e afins, e explico-lhe o que é possível em {name}.' },
        ],
      },
      closing: {
        heading: { we: 'Venha visitar-nos', i: 'Venha visitar-me' },
        text: { we: 'Marque uma visita para percorrer o espaço, imaginar o seu dia e fazer-nos todas as perguntas.', i: 'Marque uma visita para percorrer o espaço, imaginar o seu dia e fazer-me todas as perguntas.' },
      },
      featureText: {
        we: [
          'Pergunte-nos sobre isto quando nos visitar.',
          'Faz parte do seu dia em {name}.',
          'Algo que poderá ver durante a visita.',
          'Diga-nos o que tem em mente e explicamos-lhe como funciona.',
        ],
        i: [
          'Pergunte-me sobre isto quando me visitar.',
          'Faz parte do seu dia em {name}.',
          'Algo que poderá ver durante a visita.',
          'Diga-me o que tem em mente e explico-lhe como funciona.',
        ],
      },
    },
  },
  fr: {
    venueHire: {
      cta: { primary: 'Organiser une visite', secondary: 'Découvrir le lieu' },
      sections: {
        services: { nav: 'Le lieu', heading: 'Le lieu', eyebrow: 'Les espaces', go: 'Découvrir le lieu' },
        gallery: { nav: 'Galerie', heading: 'Le lieu en images', eyebrow: 'Galerie' },
        booking: { heading: 'De la première visite au jour J', eyebrow: 'Étape par étape' },
        viewings: { nav: 'Visites', heading: 'Visites et accès', eyebrow: 'Visites' },
        faq: { heading: 'Vos questions sur le lieu' },
        contact: { nav: 'Disponibilités', heading: 'Vérifiez votre date', eyebrow: 'Demandes', send: 'Envoyer la demande' },
      },
      contactIntro: {
        we: 'Indiquez-nous votre date, le nombre approximatif d’invités et ce que vous avez en tête, et nous vous dirons si la date est libre, puis nous organiserons une visite avec vous.',
        i: 'Indiquez-moi votre date, le nombre approximatif d’invités et ce que vous avez en tête, et je vous dirai si la date est libre, puis j’organiserai une visite avec vous.',
      },
      steps: {
        we: [
          { title: 'Vérifiez votre date', text: 'Envoyez-nous votre date et le nombre approximatif d’invités, et nous vous dirons si elle est libre.' },
          { title: 'Venez visiter', text: 'Parcourez les espaces, imaginez la journée et apportez toutes vos questions.' },
          { title: 'Réservez votre date', text: 'Nous vous expliquerons ce qui est inclus, ce que cela coûte et comment confirmer la réservation.' },
        ],
        i: [
          { title: 'Vérifiez votre date', text: 'Envoyez-moi votre date et le nombre approximatif d’invités, et je vous dirai si elle est libre.' },
          { title: 'Venez visiter', text: 'Parcourez les espaces, imaginez la journée et apportez toutes vos questions.' },
          { title: 'Réservez votre date', text: 'Je vous expliquerai ce qui est inclus, ce que cela coûte et comment confirmer la réservation.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Voir par vous-même', text: 'Venez avant de décider, et parcourez la journée, de l’arrivée des premiers invités à la dernière danse.' },
          { title: 'Des coûts expliqués clairement', text: 'Demandez ce qui est inclus et ce que cela coûte, et nous vous l’expliquerons avant tout engagement.' },
          { title: 'Pensé pour votre journée', text: 'Dites-nous ce que vous avez en tête, et nous verrons avec vous comment le lieu peut s’y prêter.' },
        ],
        i: [
          { title: 'Voir par vous-même', text: 'Venez avant de décider, et parcourez la journée, de l’arrivée des premiers invités à la dernière danse.' },
          { title: 'Des coûts expliqués clairement', text: 'Demandez ce qui est inclus et ce que cela coûte, et je vous l’expliquerai avant tout engagement.' },
          { title: 'Pensé pour votre journée', text: 'Dites-moi ce que vous avez en tête, et je verrai avec vous comment le lieu peut s’y prêter.' },
        ],
      },
      faq: {
        we: [
          { q: 'La date souhaitée est-elle libre\u202f?', a: 'Envoyez-nous votre date avec le formulaire de cette page, et nous vous dirons si elle est libre.' },
          { q: 'Combien d’invités le lieu peut-il accueillir\u202f?', a: 'Indiquez-nous le nombre d’invités, et nous vous expliquerons quels espaces conviennent, pour la cérémonie comme pour la fête.' },
          { q: 'Peut-on venir visiter\u202f?', a: 'Avec plaisir\u00a0: prenez contact avec nous et nous organiserons une visite au moment qui vous arrange.' },
          { q: 'Peut-on faire appel à ses propres prestataires\u202f?', a: 'Interrogez-nous sur les traiteurs, les musiciens, les fleuristes et autres, et nous vous expliquerons ce qui est possible chez {name}.' },
        ],
        i: [
          { q: 'La date souhaitée est-elle libre\u202f?', a: 'Envoyez-moi votre date avec le formulaire de cette page, et je vous dirai si elle est libre.' },
          { q: 'Combien d’invités le lieu peut-il accueillir\u202f?', a: 'Indiquez-moi le nombre d’invités, et je vous expliquerai quels espaces conviennent, pour la cérémonie comme pour la fête.' },
          { q: 'Peut-on venir visiter\u202f?', a: 'Avec plaisir\u00a0: prenez contact avec moi et j’organiserai une visite au moment qui vous arrange.' },
          { q: 'Peut-on faire appel à ses propres prestataires\u202f?', a: 'Interrogez-moi sur les traiteurs, les musiciens, les fleuristes et autres, et je vous expliquerai ce qui est possible chez {name}.' },
        ],
      },
      closing: {
        heading: { we: 'Venez nous rendre visite', i: 'Venez me rendre visite' },
        text: { we: 'Organisez une visite pour découvrir les lieux, imaginer votre journée et nous poser toutes vos questions.', i: 'Organisez une visite pour découvrir les lieux, imaginer votre journée et me poser toutes vos questions.' },
      },
      featureText: {
        we: [
          'Interrogez-nous à ce sujet lors de votre visite.',
          'Cela fait partie de votre journée chez {name}.',
          'À découvrir en visitant les lieux.',
          'Dites-nous ce que vous avez en tête, et nous vous expliquerons comment cela se passe.',
        ],
        i: [
          'Interrogez-moi à ce sujet lors de votre visite.',
          'Cela fait partie de votre journée chez {name}.',
          'À découvrir en visitant les lieux.',
          'Dites-moi ce que vous avez en tête, et je vous expliquerai comment cela se passe.',
        ],
      },
    },
  },
  de: {
    venueHire: {
      cta: { primary: 'Besichtigung vereinbaren', secondary: 'Location ansehen' },
      sections: {
        services: { nav: 'Die Location', heading: 'Die Location', eyebrow: 'Räume', go: 'Location ansehen' },
        gallery: { nav: 'Galerie', heading: 'Die Location in Bildern', eyebrow: 'Galerie' },
        booking: { heading: 'Von der Besichtigung zum großen Tag', eyebrow: 'Schritt für Schritt' },
        viewings: { nav: 'Besichtigung', heading: 'Besichtigung und Anfahrt', eyebrow: 'Besichtigungen' },
        faq: { heading: 'Fragen zur Location' },
        contact: { nav: 'Anfrage', heading: 'Wunschtermin anfragen', eyebrow: 'Anfragen', send: 'Anfrage senden' },
      },
      contactIntro: {
        we: 'Nennen Sie uns Ihren Wunschtermin, die ungefähre Gästezahl und Ihre Vorstellungen, und wir sagen Ihnen, ob der Termin frei ist, und vereinbaren eine Besichtigung.',
        i: 'Nennen Sie mir Ihren Wunschtermin, die ungefähre Gästezahl und Ihre Vorstellungen, und ich sage Ihnen, ob der Termin frei ist, und vereinbare eine Besichtigung.',
      },
      steps: {
        we: [
          { title: 'Wunschtermin prüfen', text: 'Senden Sie uns Ihren Termin und die ungefähre Gästezahl, und wir sagen Ihnen, ob er noch frei ist.' },
          { title: 'Zur Besichtigung kommen', text: 'Sehen Sie sich die Räume an, stellen Sie sich Ihren Tag vor und bringen Sie all Ihre Fragen mit.' },
          { title: 'Termin sichern', text: 'Wir erklären Ihnen, was inbegriffen ist, was es kostet und wie Sie sich den Termin sichern.' },
        ],
        i: [
          { title: 'Wunschtermin prüfen', text: 'Senden Sie mir Ihren Termin und die ungefähre Gästezahl, und ich sage Ihnen, ob er noch frei ist.' },
          { title: 'Zur Besichtigung kommen', text: 'Sehen Sie sich die Räume an, stellen Sie sich Ihren Tag vor und bringen Sie all Ihre Fragen mit.' },
          { title: 'Termin sichern', text: 'Ich erkläre Ihnen, was inbegriffen ist, was es kostet und wie Sie sich den Termin sichern.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Überzeugen Sie sich selbst', text: 'Kommen Sie vor Ihrer Entscheidung vorbei und gehen Sie den Tag durch, von der Ankunft der ersten Gäste bis zum letzten Tanz.' },
          { title: 'Klare Auskunft zu Kosten', text: 'Fragen Sie, was inbegriffen ist und was es kostet, und wir erklären es Ihnen, bevor etwas vereinbart wird.' },
          { title: 'Ganz auf Ihren Tag abgestimmt', text: 'Erzählen Sie uns, was Sie sich vorstellen, und wir besprechen mit Ihnen, wie sich das in der Location umsetzen lässt.' },
        ],
        i: [
          { title: 'Überzeugen Sie sich selbst', text: 'Kommen Sie vor Ihrer Entscheidung vorbei und gehen Sie den Tag durch, von der Ankunft der ersten Gäste bis zum letzten Tanz.' },
          { title: 'Klare Auskunft zu Kosten', text: 'Fragen Sie, was inbegriffen ist und was es kostet, und ich erkläre es Ihnen, bevor etwas vereinbart wird.' },
          { title: 'Ganz auf Ihren Tag abgestimmt', text: 'Erzählen Sie mir, was Sie sich vorstellen, und ich bespreche mit Ihnen, wie sich das in der Location umsetzen lässt.' },
        ],
      },
      faq: {
        we: [
          { q: 'Ist der Wunschtermin noch frei?', a: 'Senden Sie uns Ihren Termin über das Formular auf dieser Seite, und wir sagen Ihnen, ob er noch frei ist.' },
          { q: 'Wie viele Gäste finden in der Location Platz?', a: 'Nennen Sie uns Ihre Gästezahl, und wir erklären Ihnen, welche Räume dafür passen, für die Zeremonie und für die Feier.' },
          { q: 'Kann man sich die Location vorher ansehen?', a: 'Sehr gern: Melden Sie sich, und wir vereinbaren eine Besichtigung zu einem Termin, der Ihnen passt.' },
          { q: 'Kann man eigene Dienstleister mitbringen?', a: 'Fragen Sie uns nach Catering, Band, Floristik und Ähnlichem, und wir erklären Ihnen, was bei {name} möglich ist.' },
        ],
        i: [
          { q: 'Ist der Wunschtermin noch frei?', a: 'Senden Sie mir Ihren Termin über das Formular auf dieser Seite, und ich sage Ihnen, ob er noch frei ist.' },
          { q: 'Wie viele Gäste finden in der Location Platz?', a: 'Nennen Sie mir Ihre Gästezahl, und ich erkläre Ihnen, welche Räume dafür passen, für die Zeremonie und für die Feier.' },
          { q: 'Kann man sich die Location vorher ansehen?', a: 'Sehr gern: Melden Sie sich, und ich vereinbare mit Ihnen eine Besichtigung zu einem Termin, der Ihnen passt.' },
          { q: 'Kann man eigene Dienstleister mitbringen?', a: 'Fragen Sie mich nach Catering, Band, Floristik und Ähnlichem, und ich erkläre Ihnen, was bei {name} möglich ist.' },
        ],
      },
      closing: {
        heading: { we: 'Besuchen Sie uns', i: 'Besuchen Sie mich' },
        text: { we: 'Vereinbaren Sie eine Besichtigung, schauen Sie sich um, stellen Sie sich Ihren Tag vor und fragen Sie uns alles.', i: 'Vereinbaren Sie eine Besichtigung, schauen Sie sich um, stellen Sie sich Ihren Tag vor und fragen Sie mich alles.' },
      },
      featureText: {
        we: [
          'Fragen Sie uns danach, wenn Sie zur Besichtigung kommen.',
          'Teil Ihres Tages bei {name}.',
          'Sehen Sie es sich beim Rundgang selbst an.',
          'Sagen Sie uns, was Sie sich vorstellen, dann erklären wir Ihnen, wie es funktioniert.',
        ],
        i: [
          'Fragen Sie mich danach, wenn Sie zur Besichtigung kommen.',
          'Teil Ihres Tages bei {name}.',
          'Sehen Sie es sich beim Rundgang selbst an.',
          'Sagen Sie mir, was Sie sich vorstellen, dann erkläre ich Ihnen, wie es funktioniert.',
        ],
      },
    },
  },
  it: {
    venueHire: {
      cta: { primary: 'Prenota una visita', secondary: 'Scopri la location' },
      sections: {
        services: { nav: 'La location', heading: 'La location', eyebrow: 'Gli spazi', go: 'Scopri la location' },
        gallery: { nav: 'Galleria', heading: 'La location in immagini', eyebrow: 'Galleria' },
        booking: { heading: 'Dal primo sopralluogo al grande giorno', eyebrow: 'Passo dopo passo' },
        viewings: { nav: 'Visite', heading: 'Visite e come arrivare', eyebrow: 'Visite' },
        faq: { heading: 'Domande sulla location' },
        contact: { nav: 'Disponibilità', heading: 'Verifica la tua data', eyebrow: 'Richieste', send: 'Invia richiesta' },
      },
      contactIntro: {
        we: 'Indicaci la data che desideri, il numero indicativo di ospiti e cosa hai in mente: ti faremo sapere se la data è libera e organizzeremo una visita.',
        i: 'Indicami la data che desideri, il numero indicativo di ospiti e cosa hai in mente: ti farò sapere se la data è libera e organizzerò una visita.',
      },
      steps: {
        we: [
          { title: 'Verifica la tua data', text: 'Mandaci la data e il numero indicativo di ospiti, e ti diremo se è libera.' },
          { title: 'Vieni in visita', text: 'Guarda gli spazi, immagina la giornata e porta con te tutte le tue domande.' },
          { title: 'Blocca la tua data', text: 'Ti spiegheremo cosa è incluso, quanto costa e come riservare la data.' },
        ],
        i: [
          { title: 'Verifica la tua data', text: 'Mandami la data e il numero indicativo di ospiti, e ti dirò se è libera.' },
          { title: 'Vieni in visita', text: 'Guarda gli spazi, immagina la giornata e porta con te tutte le tue domande.' },
          { title: 'Blocca la tua data', text: 'Ti spiegherò cosa è incluso, quanto costa e come riservare la data.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Vedila con i tuoi occhi', text: 'Vieni prima di decidere e ripercorri la giornata, dall’arrivo dei primi ospiti all’ultimo ballo.' },
          { title: 'Costi spiegati con chiarezza', text: 'Chiedi cosa è incluso e quanto costa, e te lo spiegheremo prima di concordare qualsiasi cosa.' },
          { title: 'Pensato per il tuo giorno', text: 'Raccontaci cosa hai in mente e ne parleremo insieme per capire come la location può adattarsi.' },
        ],
        i: [
          { title: 'Vedila con i tuoi occhi', text: 'Vieni prima di decidere e ripercorri la giornata, dall’arrivo dei primi ospiti all’ultimo ballo.' },
          { title: 'Costi spiegati con chiarezza', text: 'Chiedi cosa è incluso e quanto costa, e te lo spiegherò prima di concordare qualsiasi cosa.' },
          { title: 'Pensato per il tuo giorno', text: 'Raccontami cosa hai in mente e ne parlerò con te per capire come la location può adattarsi.' },
        ],
      },
      faq: {
        we: [
          { q: 'La data che vorremmo è ancora libera?', a: 'Mandaci la data con il modulo in questa pagina e ti faremo sapere se è libera.' },
          { q: 'Quanti ospiti può accogliere la location?', a: 'Dicci quanti ospiti prevedi e ti spiegheremo quali spazi sono adatti, per la cerimonia e per la festa.' },
          { q: 'Possiamo venire a vedere la location?', a: 'Certo: contattaci e organizzeremo una visita nel momento che preferisci.' },
          { q: 'Possiamo scegliere fornitori esterni?', a: 'Chiedici di catering, band, fioristi e simili, e ti spiegheremo cosa è possibile da {name}.' },
        ],
        i: [
          { q: 'La data che vorremmo è ancora libera?', a: 'Mandami la data con il modulo in questa pagina e ti farò sapere se è libera.' },
          { q: 'Quanti ospiti può accogliere la location?', a: 'Dimmi quanti ospiti prevedi e ti spiegherò quali spazi sono adatti, per la cerimonia e per la festa.' },
          { q: 'Possiamo venire a vedere la location?', a: 'Certo: contattami e organizzerò una visita nel momento che preferisci.' },
          { q: 'Possiamo scegliere fornitori esterni?', a: 'Chiedimi di catering, band, fioristi e simili, e ti spiegherò cosa è possibile da {name}.' },
        ],
      },
      closing: {
        heading: { we: 'Vieni a trovarci', i: 'Vieni a trovarmi' },
        text: { we: 'Prenota una visita per guardarti intorno, immaginare il tuo giorno e farci tutte le domande che vuoi.', i: 'Prenota una visita per guardarti intorno, immaginare il tuo giorno e farmi tutte le domande che vuoi.' },
      },
      featureText: {
        we: [
          'Chiedicelo quando verrai per una visita.',
          'Fa parte della tua giornata da {name}.',
          'Qualcosa da vedere con i tuoi occhi durante la visita.',
          'Dicci cosa hai in mente e ti spiegheremo come funziona.',
        ],
        i: [
          'Chiedimelo quando verrai per una visita.',
          'Fa parte della tua giornata da {name}.',
          'Qualcosa da vedere con i tuoi occhi durante la visita.',
          'Dimmi cosa hai in mente e ti spiegherò come funziona.',
        ],
      },
    },
  },
  nl: {
    venueHire: {
      cta: { primary: 'Plan een bezichtiging', secondary: 'Bekijk de locatie' },
      sections: {
        services: { nav: 'De locatie', heading: 'De locatie', eyebrow: 'Ruimtes', go: 'Bekijk de locatie' },
        gallery: { nav: 'Foto’s', heading: 'De locatie in beeld', eyebrow: 'Galerij' },
        booking: { heading: 'Van eerste bezichtiging tot de grote dag', eyebrow: 'Stap voor stap' },
        viewings: { nav: 'Bezichtiging', heading: 'Bezichtiging en bereikbaarheid', eyebrow: 'Bezichtigingen' },
        faq: { heading: 'Vragen over de locatie' },
        contact: { nav: 'Aanvraag', heading: 'Is je datum nog vrij?', eyebrow: 'Aanvragen', send: 'Aanvraag versturen' },
      },
      contactIntro: {
        we: 'Vertel ons je datum, ongeveer hoeveel gasten je verwacht en wat je voor ogen hebt, dan laten we je weten of die datum nog vrij is en plannen we een bezichtiging.',
        i: 'Vertel me je datum, ongeveer hoeveel gasten je verwacht en wat je voor ogen hebt, dan laat ik je weten of die datum nog vrij is en plan ik een bezichtiging.',
      },
      steps: {
        we: [
          { title: 'Check je datum', text: 'Stuur ons je datum en een schatting van het aantal gasten, dan laten we je weten of die datum nog vrij is.' },
          { title: 'Kom kijken', text: 'Bekijk de ruimtes, stel je de dag voor en neem al je vragen mee.' },
          { title: 'Leg je datum vast', text: 'We leggen uit wat er inbegrepen is, wat het kost en hoe je de datum vastlegt.' },
        ],
        i: [
          { title: 'Check je datum', text: 'Stuur me je datum en een schatting van het aantal gasten, dan laat ik je weten of die datum nog vrij is.' },
          { title: 'Kom kijken', text: 'Bekijk de ruimtes, stel je de dag voor en neem al je vragen mee.' },
          { title: 'Leg je datum vast', text: 'Ik leg uit wat er inbegrepen is, wat het kost en hoe je de datum vastlegt.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Zie het met eigen ogen', text: 'Kom langs voordat je beslist en loop de dag door, van de eerste gasten die aankomen tot de laatste dans.' },
          { title: 'Helder over kosten', text: 'Vraag wat er inbegrepen is en wat het kost, dan leggen we het uit voordat er iets wordt afgesproken.' },
          { title: 'Afgestemd op je dag', text: 'Vertel ons wat je voor ogen hebt, dan bespreken we hoe de locatie daarbij kan passen.' },
        ],
        i: [
          { title: 'Zie het met eigen ogen', text: 'Kom langs voordat je beslist en loop de dag door, van de eerste gasten die aankomen tot de laatste dans.' },
          { title: 'Helder over kosten', text: 'Vraag wat er inbegrepen is en wat het kost, dan leg ik het uit voordat er iets wordt afgesproken.' },
          { title: 'Afgestemd op je dag', text: 'Vertel me wat je voor ogen hebt, dan bespreek ik met je hoe de locatie daarbij kan passen.' },
        ],
      },
      faq: {
        we: [
          { q: 'Is de gewenste datum nog vrij?', a: 'Stuur ons je datum via het formulier op deze pagina, dan laten we je weten of die nog vrij is.' },
          { q: 'Hoeveel gasten kan de locatie ontvangen?', a: 'Vertel ons hoeveel gasten je verwacht, dan leggen we uit welke ruimtes daarbij passen, voor de ceremonie en het feest.' },
          { q: 'Kan ik eerst een keer komen kijken?', a: 'Graag zelfs: neem contact op, dan plannen we een bezichtiging op een moment dat jou goed uitkomt.' },
          { q: 'Kan ik mijn eigen leveranciers meenemen?', a: 'Vraag ons naar catering, bands, bloemisten en dergelijke, dan leggen we uit wat er bij {name} mogelijk is.' },
        ],
        i: [
          { q: 'Is de gewenste datum nog vrij?', a: 'Stuur me je datum via het formulier op deze pagina, dan laat ik je weten of die nog vrij is.' },
          { q: 'Hoeveel gasten kan de locatie ontvangen?', a: 'Vertel me hoeveel gasten je verwacht, dan leg ik uit welke ruimtes daarbij passen, voor de ceremonie en het feest.' },
          { q: 'Kan ik eerst een keer komen kijken?', a: 'Graag zelfs: neem contact op, dan plan ik een bezichtiging op een moment dat jou goed uitkomt.' },
          { q: 'Kan ik mijn eigen leveranciers meenemen?', a: 'Vraag me naar catering, bands, bloemisten en dergelijke, dan leg ik uit wat er bij {name} mogelijk is.' },
        ],
      },
      closing: {
        heading: { we: 'Kom gerust bij ons langs', i: 'Kom gerust bij me langs' },
        text: { we: 'Plan een bezichtiging om rond te kijken, je je dag voor te stellen en ons alles te vragen.', i: 'Plan een bezichtiging om rond te kijken, je je dag voor te stellen en mij alles te vragen.' },
      },
      featureText: {
        we: [
          'Vraag ons ernaar als je komt kijken.',
          'Onderdeel van je dag bij {name}.',
          'Iets om te zien als je komt rondkijken.',
          'Vertel ons wat je voor ogen hebt, dan leggen we uit hoe het werkt.',
        ],
        i: [
          'Vraag me ernaar als je komt kijken.',
          'Onderdeel van je dag bij {name}.',
          'Iets om te zien als je komt rondkijken.',
          'Vertel me wat je voor ogen hebt, dan leg ik uit hoe het werkt.',
        ],
      },
    },
  },
  ja: {
    venueHire: {
      cta: { primary: '会場見学を予約', secondary: '会場を見る' },
      sections: {
        services: { nav: '会場', heading: '会場のご紹介', eyebrow: 'スペース', go: '会場を見る' },
        gallery: { nav: '写真', heading: '写真で見る会場', eyebrow: 'ギャラリー' },
        booking: { heading: '会場見学から当日まで', eyebrow: 'ステップ' },
        viewings: { nav: '見学', heading: '会場見学とアクセス', eyebrow: '会場見学' },
        faq: { heading: '会場についてのご質問' },
        contact: { nav: 'お問い合わせ', heading: 'ご希望日の空き確認', eyebrow: 'お問い合わせ', send: '問い合わせを送信' },
      },
      contactIntro: {
        we: 'ご希望の日程とおおよそのゲストの人数、思い描いている内容をお知らせいただければ、その日が空いているかどうかを私たちからお知らせし、会場見学の日時を調整します。',
        i: 'ご希望の日程とおおよそのゲストの人数、思い描いている内容をお知らせいただければ、その日が空いているかどうかを私からお知らせし、会場見学の日時を調整します。',
      },
      steps: {
        we: [
          { title: '空き状況の確認', text: 'ご希望の日程とおおよそのゲストの人数をお送りいただければ、空いているかどうかを私たちからお知らせします。' },
          { title: '見学にお越しください', text: '各スペースをご覧になり、当日の様子を思い描きながら、気になることは何でもお尋ねください。' },
          { title: '日程を確保', text: '含まれる内容と費用、日程を確保する方法について、私たちからご説明します。' },
        ],
        i: [
          { title: '空き状況の確認', text: 'ご希望の日程とおおよそのゲストの人数をお送りいただければ、空いているかどうかを私からお知らせします。' },
          { title: '見学にお越しください', text: '各スペースをご覧になり、当日の様子を思い描きながら、気になることは何でもお尋ねください。' },
          { title: '日程を確保', text: '含まれる内容と費用、日程を確保する方法について、私からご説明します。' },
        ],
      },
      benefits: {
        we: [
          { title: '実際に見て決められる', text: '決める前に会場を訪れて、ゲストのお出迎えからお開きまで、当日の流れをたどってみてください。' },
          { title: '費用をわかりやすく', text: '何が含まれ、費用がどのくらいかかるのか、お気軽にお尋ねください。何かを決める前に私たちからご説明します。' },
          { title: 'ご希望に合わせて', text: '思い描いている内容をお聞かせいただければ、会場をどのように生かせるか、私たちがご一緒に考えます。' },
        ],
        i: [
          { title: '実際に見て決められる', text: '決める前に会場を訪れて、ゲストのお出迎えからお開きまで、当日の流れをたどってみてください。' },
          { title: '費用をわかりやすく', text: '何が含まれ、費用がどのくらいかかるのか、お気軽にお尋ねください。何かを決める前に私からご説明します。' },
          { title: 'ご希望に合わせて', text: '思い描いている内容をお聞かせいただければ、会場をどのように生かせるか、私がご一緒に考えます。' },
        ],
      },
      faq: {
        we: [
          { q: '希望の日は空いていますか？', a: 'このページのフォームでご希望の日程をお送りいただければ、空いているかどうかを私たちからお知らせします。' },
          { q: 'ゲストは何名まで招待できますか？', a: '人数をお知らせいただければ、挙式とパーティーそれぞれに合うスペースを私たちからご説明します。' },
          { q: '会場を見学できますか？', a: 'ぜひお越しください。ご連絡いただければ、ご都合のよい日時に会場見学ができるよう私たちが調整します。' },
          { q: '業者の持ち込みはできますか？', a: 'ケータリングやバンド、装花などについてお尋ねいただければ、{name}でできることを私たちからご説明します。' },
        ],
        i: [
          { q: '希望の日は空いていますか？', a: 'このページのフォームでご希望の日程をお送りいただければ、空いているかどうかを私からお知らせします。' },
          { q: 'ゲストは何名まで招待できますか？', a: '人数をお知らせいただければ、挙式とパーティーそれぞれに合うスペースを私からご説明します。' },
          { q: '会場を見学できますか？', a: 'ぜひお越しください。ご連絡いただければ、ご都合のよい日時に会場見学ができるよう私が調整します。' },
          { q: '業者の持ち込みはできますか？', a: 'ケータリングやバンド、装花などについてお尋ねいただければ、{name}でできることを私からご説明します。' },
        ],
      },
      closing: {
        heading: { we: 'ご見学をお待ちしています', i: '私がご案内いたします' },
        text: {
          we: '会場見学をご予約いただければ、会場をご覧になりながら当日の様子を思い描き、気になることは何でも私たちにお尋ねいただけます。',
          i: '会場見学をご予約いただければ、会場をご覧になりながら当日の様子を思い描き、気になることは何でも私にお尋ねいただけます。',
        },
      },
      featureText: {
        we: [
          '会場見学の際に、私たちにお気軽にお尋ねください。',
          '{name}で過ごす一日のひとこまです。',
          '会場見学のときに、実際にご覧いただけます。',
          '思い描いている内容をお聞かせいただければ、どのようにできるか私たちがご説明します。',
        ],
        i: [
          '会場見学の際に、私にお気軽にお尋ねください。',
          '{name}で過ごす一日のひとこまです。',
          '会場見学のときに、実際にご覧いただけます。',
          '思い描いている内容をお聞かせいただければ、どのようにできるか私がご説明します。',
        ],
      },
    },
  },
  zh: {
    venueHire: {
      cta: { primary: '预约参观', secondary: '查看场地' },
      sections: {
        services: { nav: '场地', heading: '场地介绍', eyebrow: '空间', go: '查看场地' },
        gallery: { nav: '照片', heading: '场地实景', eyebrow: '图集' },
        booking: { heading: '从初次参观到活动当天', eyebrow: '一步一步' },
        viewings: { nav: '参观', heading: '参观与交通指南', eyebrow: '实地参观' },
        faq: { heading: '关于场地的问题' },
        contact: { nav: '咨询', heading: '查询档期', eyebrow: '咨询', send: '发送咨询' },
      },
      contactIntro: {
        we: '请告诉我们您的日期、大致的宾客人数和您的设想，我们会告知您该日期是否有空档，并为您安排参观。',
        i: '请告诉我您的日期、大致的宾客人数和您的设想，我会告知您该日期是否有空档，并为您安排参观。',
      },
      steps: {
        we: [
          { title: '查询档期', text: '请把您的日期和大致的宾客人数发给我们，我们会告诉您当天是否有空档。' },
          { title: '前来参观', text: '看看各个空间，想象一下当天的情景，带上您想问的所有问题。' },
          { title: '锁定档期', text: '我们会为您说明包含哪些内容、费用多少，以及如何锁定您的日期。' },
        ],
        i: [
          { title: '查询档期', text: '请把您的日期和大致的宾客人数发给我，我会告诉您当天是否有空档。' },
          { title: '前来参观', text: '看看各个空间，想象一下当天的情景，带上您想问的所有问题。' },
          { title: '锁定档期', text: '我会为您说明包含哪些内容、费用多少，以及如何锁定您的日期。' },
        ],
      },
      benefits: {
        we: [
          { title: '眼见为实', text: '做决定之前先来参观，从宾客到场到最后一支舞，把当天的流程走一遍。' },
          { title: '费用说明清楚', text: '欢迎询问包含哪些内容、费用多少，在做出任何约定之前，我们都会为您说明清楚。' },
          { title: '配合您的设想', text: '告诉我们您的设想，我们会和您一起商量，怎样让场地满足您的需要。' },
        ],
        i: [
          { title: '眼见为实', text: '做决定之前先来参观，从宾客到场到最后一支舞，把当天的流程走一遍。' },
          { title: '费用说明清楚', text: '欢迎询问包含哪些内容、费用多少，在做出任何约定之前，我都会为您说明清楚。' },
          { title: '配合您的设想', text: '告诉我您的设想，我会和您一起商量，怎样让场地满足您的需要。' },
        ],
      },
      faq: {
        we: [
          { q: '想要的日期还有空档吗？', a: '请通过本页的表单把日期发给我们，我们会告诉您是否有空档。' },
          { q: '场地能容纳多少位宾客？', a: '告诉我们您的人数，我们会为您说明哪些空间适合仪式和庆祝活动。' },
          { q: '可以先来参观吗？', a: '当然欢迎。请联系我们，我们会安排一个方便您的时间来参观。' },
          { q: '可以自带供应商吗？', a: '关于餐饮、乐队、花艺等，欢迎向我们询问，我们会为您说明在{name}可以怎样安排。' },
        ],
        i: [
          { q: '想要的日期还有空档吗？', a: '请通过本页的表单把日期发给我，我会告诉您是否有空档。' },
          { q: '场地能容纳多少位宾客？', a: '告诉我您的人数，我会为您说明哪些空间适合仪式和庆祝活动。' },
          { q: '可以先来参观吗？', a: '当然欢迎。请联系我，我会安排一个方便您的时间来参观。' },
          { q: '可以自带供应商吗？', a: '关于餐饮、乐队、花艺等，欢迎向我询问，我会为您说明在{name}可以怎样安排。' },
        ],
      },
      closing: {
        heading: { we: '欢迎来我们的场地看看', i: '欢迎来场地和我见面' },
        text: { we: '预约一次参观，实地看看，想象一下您的这一天，有任何问题都可以问我们。', i: '预约一次参观，实地看看，想象一下您的这一天，有任何问题都可以问我。' },
      },
      featureText: {
        we: [
          '来参观时，欢迎问问我们。',
          '这是您在{name}度过的这一天的一部分。',
          '参观时可以亲眼看看。',
          '告诉我们您的设想，我们会为您说明具体怎么安排。',
        ],
        i: [
          '来参观时，欢迎问问我。',
          '这是您在{name}度过的这一天的一部分。',
          '参观时可以亲眼看看。',
          '告诉我您的设想，我会为您说明具体怎么安排。',
        ],
      },
    },
  },
  ar: {
    venueHire: {
      cta: { primary: 'احجز موعدًا للزيارة', secondary: 'تعرّف على المكان' },
      sections: {
        services: { nav: 'المكان', heading: 'تعرّف على المكان', eyebrow: 'المساحات', go: 'شاهد المكان' },
        gallery: { nav: 'الصور', heading: 'المكان بالصور', eyebrow: 'معرض الصور' },
        booking: { heading: 'من أول زيارة إلى يومك المنتظر', eyebrow: 'خطوة بخطوة' },
        viewings: { nav: 'الزيارة', heading: 'الزيارة وكيفية الوصول', eyebrow: 'الزيارات' },
        faq: { heading: 'أسئلة عن المكان' },
        contact: { nav: 'الاستفسارات', heading: 'تحقّق من توفّر موعدك', eyebrow: 'الاستفسارات', send: 'إرسال الاستفسار' },
      },
      contactIntro: {
        we: 'أخبرنا بالتاريخ الذي تريده، وعدد الضيوف التقريبي، وما تتصوّره لمناسبتك، وسنخبرك إن كان التاريخ متاحًا ونرتّب لك زيارة.',
        i: 'أخبرني بالتاريخ الذي تريده، وعدد الضيوف التقريبي، وما تتصوّره لمناسبتك، وسأخبرك إن كان التاريخ متاحًا وأرتّب لك زيارة.',
      },
      steps: {
        we: [
          { title: 'تحقّق من التاريخ', text: 'أرسل إلينا التاريخ الذي تريده وعدد الضيوف التقريبي، وسنخبرك إن كان متاحًا.' },
          { title: 'تعال للزيارة', text: 'تجوّل في المساحات، وتخيّل يومك، وأحضر معك كل أسئلتك.' },
          { title: 'ثبّت تاريخك', text: 'سنشرح لك ما يشمله الحجز، وكم يكلّف، وكيف تضمن التاريخ.' },
        ],
        i: [
          { title: 'تحقّق من التاريخ', text: 'أرسل إليّ التاريخ الذي تريده وعدد الضيوف التقريبي، وسأخبرك إن كان متاحًا.' },
          { title: 'تعال للزيارة', text: 'تجوّل في المساحات، وتخيّل يومك، وأحضر معك كل أسئلتك.' },
          { title: 'ثبّت تاريخك', text: 'سأشرح لك ما يشمله الحجز، وكم يكلّف، وكيف تضمن التاريخ.' },
        ],
      },
      benefits: {
        we: [
          { title: 'شاهد بنفسك', text: 'زُر المكان قبل أن تقرر، وتتبّع مجريات اليوم من وصول أول الضيوف حتى الرقصة الأخيرة.' },
          { title: 'إجابات واضحة عن التكاليف', text: 'اسألنا عمّا يشمله الحجز وكم يكلّف، وسنشرح لك ذلك قبل الاتفاق على أي شيء.' },
          { title: 'يومك كما تتصوّره', text: 'أخبرنا بما تتصوّره، وسنتحدث معك عن الطريقة التي يمكن أن يلبّيه بها المكان.' },
        ],
        i: [
          { title: 'شاهد بنفسك', text: 'زُر المكان قبل أن تقرر، وتتبّع مجريات اليوم من وصول أول الضيوف حتى الرقصة الأخيرة.' },
          { title: 'إجابات واضحة عن التكاليف', text: 'اسألني عمّا يشمله الحجز وكم يكلّف، وسأشرح لك ذلك قبل الاتفاق على أي شيء.' },
          { title: 'يومك كما تتصوّره', text: 'أخبرني بما تتصوّره، وسأتحدث معك عن الطريقة التي يمكن أن يلبّيه بها المكان.' },
        ],
      },
      faq: {
        we: [
          { q: 'هل التاريخ الذي نريده متاح؟', a: 'أرسل إلينا التاريخ عبر النموذج في هذه الصفحة، وسنخبرك إن كان متاحًا.' },
          { q: 'كم عدد الضيوف الذي يتّسع له المكان؟', a: 'أخبرنا بعدد ضيوفك، وسنشرح لك المساحات التي تناسبه، للمراسم وللاحتفال.' },
          { q: 'هل يمكن أن نأتي ونتجوّل في المكان؟', a: 'بكل سرور: تواصل معنا وسنرتّب لك زيارة في وقت يناسبك.' },
          { q: 'هل يمكن الاستعانة بمزوّدي خدمات من اختياري؟', a: 'اسألنا عن خدمات الضيافة والفرق الموسيقية وتنسيق الزهور وغيرها، وسنشرح لك ما هو ممكن في {name}.' },
        ],
        i: [
          { q: 'هل التاريخ الذي نريده متاح؟', a: 'أرسل إليّ التاريخ عبر النموذج في هذه الصفحة، وسأخبرك إن كان متاحًا.' },
          { q: 'كم عدد الضيوف الذي يتّسع له المكان؟', a: 'أخبرني بعدد ضيوفك، وسأشرح لك المساحات التي تناسبه، للمراسم وللاحتفال.' },
          { q: 'هل يمكن أن نأتي ونتجوّل في المكان؟', a: 'بكل سرور: تواصل معي وسأرتّب لك زيارة في وقت يناسبك.' },
          { q: 'هل يمكن الاستعانة بمزوّدي خدمات من اختياري؟', a: 'اسألني عن خدمات الضيافة والفرق الموسيقية وتنسيق الزهور وغيرها، وسأشرح لك ما هو ممكن في {name}.' },
        ],
      },
      closing: {
        heading: { we: 'تفضّل بزيارتنا', i: 'تفضّل بزيارتي' },
        text: {
          we: 'احجز موعدًا للزيارة لتتجوّل في المكان، وتتخيّل يومك، وتسألنا عن أي شيء.',
          i: 'احجز موعدًا للزيارة لتتجوّل في المكان، وتتخيّل يومك، وتسألني عن أي شيء.',
        },
      },
      featureText: {
        we: [
          'اسألنا عن ذلك خلال زيارتك.',
          'جزء من يومك في {name}.',
          'شيء ستراه خلال جولتك في المكان.',
          'أخبرنا بما تتصوّره، وسنشرح لك كيف يتم ذلك.',
        ],
        i: [
          'اسألني عن ذلك خلال زيارتك.',
          'جزء من يومك في {name}.',
          'شيء ستراه خلال جولتك في المكان.',
          'أخبرني بما تتصوّره، وسأشرح لك كيف يتم ذلك.',
        ],
      },
    },
  },
};
