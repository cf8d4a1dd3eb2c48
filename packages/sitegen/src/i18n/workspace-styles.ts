import type { StyleCopy } from './types';

/**
 * A coworking space's or serviced office's own words over the local phrasebook (types.ts `PageStyle` `workspace`;
 * choose-blueprint `offersWorkspace`), in the site languages: people come to look round before they join ("Book a
 * tour"), choose a desk or an office from its `desks` section (sample desks and offices priced per month), and ask
 * about membership rather than book an appointment. No claim the owner has not made: no opening hours, access,
 * internet speed, prices, contracts, meeting rooms or events promised.
 */
export const WORKSPACE_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { workspace: StyleCopy }> = {
  en: {
    workspace: {
      cta: { primary: 'Book a tour', secondary: 'See desks and offices' },
      sections: {
        desks: { nav: 'Desks', heading: 'Desks and offices', eyebrow: 'Membership', go: 'See desks and offices' },
        services: { nav: 'The space', heading: 'The space', eyebrow: 'Workspace' },
        booking: { heading: 'From tour to first day', eyebrow: 'Step by step' },
        benefits: { heading: 'Why work here' },
        location: { nav: 'Directions', heading: 'Opening hours and directions', eyebrow: 'Visit' },
        faq: { heading: 'Questions about membership' },
        contact: { nav: 'Visit', heading: 'Book a tour', eyebrow: 'Visit', send: 'Request a tour' },
      },
      contactIntro: {
        we: 'Tell us when you’d like to come in, how many of you there are and whether you need a desk or an office, and we’ll show you round.',
        i: 'Tell me when you’d like to come in, how many of you there are and whether you need a desk or an office, and I’ll show you round.',
      },
      steps: {
        we: [
          { title: 'Book a tour', text: 'Choose a time that suits you and come and see the space for yourself.' },
          { title: 'Choose your space', text: 'Pick a desk or an office that fits how you work, and ask us anything.' },
          { title: 'Start working', text: 'We’ll confirm the details and have everything ready for your first day.' },
        ],
        i: [
          { title: 'Book a tour', text: 'Choose a time that suits you and come and see the space for yourself.' },
          { title: 'Choose your space', text: 'Pick a desk or an office that fits how you work, and ask me anything.' },
          { title: 'Start working', text: 'I’ll confirm the details and have everything ready for your first day.' },
        ],
      },
      benefits: {
        we: [
          { title: 'See it first', text: 'Look round, try a chair and meet the people who run the space before you decide.' },
          { title: 'Room to grow', text: 'Tell us how your team may change, and we’ll explain the options as it does.' },
          { title: 'Plain answers on costs', text: 'Ask what’s included and what it costs, and we’ll explain it before anything is agreed.' },
        ],
        i: [
          { title: 'See it first', text: 'Look round, try a chair and meet me before you decide.' },
          { title: 'Room to grow', text: 'Tell me how your team may change, and I’ll explain the options as it does.' },
          { title: 'Plain answers on costs', text: 'Ask what’s included and what it costs, and I’ll explain it before anything is agreed.' },
        ],
      },
      faq: {
        we: [
          { q: 'Can I look round before I join?', a: 'Please do: book a tour with the form on this page and we’ll show you the space.' },
          { q: 'What’s included in a membership?', a: 'Ask us and we’ll explain what comes with each desk and office, and what costs extra.' },
          { q: 'How long do I have to sign up for?', a: 'Tell us how long you need the space and we’ll explain the terms that fit.' },
          { q: 'Can I bring guests or hold meetings?', a: 'Ask us about guests and meetings at {name}, and we’ll explain how it works.' },
        ],
        i: [
          { q: 'Can I look round before I join?', a: 'Please do: book a tour with the form on this page and I’ll show you the space.' },
          { q: 'What’s included in a membership?', a: 'Ask me and I’ll explain what comes with each desk and office, and what costs extra.' },
          { q: 'How long do I have to sign up for?', a: 'Tell me how long you need the space and I’ll explain the terms that fit.' },
          { q: 'Can I bring guests or hold meetings?', a: 'Ask me about guests and meetings at {name}, and I’ll explain how it works.' },
        ],
      },
      closing: {
        heading: { we: 'Come and see our space', i: 'Come and see my space' },
        text: { we: 'Book a tour to look round, try a desk and ask us anything.', i: 'Book a tour to look round, try a desk and ask me anything.' },
      },
      featureText: {
        we: [
          'Ask us about it when you come for a tour.',
          'Part of working at {name}.',
          'Something to see when you look round.',
          'Tell us how you work and we’ll explain how it fits.',
        ],
        i: [
          'Ask me about it when you come for a tour.',
          'Part of working at {name}.',
          'Something to see when you look round.',
          'Tell me how you work and I’ll explain how it fits.',
        ],
      },
    },
  },
  es: {
    workspace: {
      cta: { primary: 'Reserva una visita', secondary: 'Ver puestos y despachos' },
      sections: {
        desks: { nav: 'Puestos', heading: 'Puestos y despachos', eyebrow: 'Membresía', go: 'Ver puestos y despachos' },
        services: { nav: 'El espacio', heading: 'El espacio', eyebrow: 'Dónde trabajarás' },
        booking: { heading: 'De la visita a tu primer día', eyebrow: 'Paso a paso' },
        benefits: { heading: 'Por qué trabajar aquí' },
        location: { nav: 'Cómo llegar', heading: 'Horario y cómo llegar', eyebrow: 'Visita' },
        faq: { heading: 'Preguntas sobre la membresía' },
        contact: { nav: 'Reservar visita', heading: 'Reserva una visita', eyebrow: 'Visita', send: 'Solicitar visita' },
      },
      contactIntro: {
        we: 'Dinos cuándo te gustaría venir, para cuántas personas y si necesitas un puesto o un despacho, y te enseñaremos el espacio.',
        i: 'Dime cuándo te gustaría venir, para cuántas personas y si necesitas un puesto o un despacho, y te enseñaré el espacio.',
      },
      steps: {
        we: [
          { title: 'Reserva una visita', text: 'Elige el momento que mejor te venga y ven a ver el espacio en persona.' },
          { title: 'Elige tu espacio', text: 'Quédate con el puesto o el despacho que encaje con tu forma de trabajar, y pregúntanos lo que quieras.' },
          { title: 'Empieza a trabajar', text: 'Confirmaremos los detalles y lo tendremos todo listo para tu primer día.' },
        ],
        i: [
          { title: 'Reserva una visita', text: 'Elige el momento que mejor te venga y ven a ver el espacio en persona.' },
          { title: 'Elige tu espacio', text: 'Quédate con el puesto o el despacho que encaje con tu forma de trabajar, y pregúntame lo que quieras.' },
          { title: 'Empieza a trabajar', text: 'Confirmaré los detalles y lo tendré todo listo para tu primer día.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Conócelo antes', text: 'Recorre el espacio, prueba una silla y conoce al equipo que lo lleva antes de decidirte.' },
          { title: 'Espacio para crecer', text: 'Cuéntanos cómo puede cambiar tu equipo y te iremos explicando las opciones a medida que cambie.' },
          { title: 'Costes explicados con claridad', text: 'Pregunta qué incluye y cuánto cuesta, y te lo explicaremos antes de cerrar nada.' },
        ],
        i: [
          { title: 'Conócelo antes', text: 'Recorre el espacio, prueba una silla y conóceme antes de decidirte.' },
          { title: 'Espacio para crecer', text: 'Cuéntame cómo puede cambiar tu equipo y te iré explicando las opciones a medida que cambie.' },
          { title: 'Costes explicados con claridad', text: 'Pregunta qué incluye y cuánto cuesta, y te lo explicaré antes de cerrar nada.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Puedo ver el espacio antes de apuntarme?', a: 'Por supuesto: reserva una visita con el formulario de esta página y te enseñaremos el espacio.' },
          { q: '¿Qué incluye la membresía?', a: 'Pregúntanos y te explicaremos qué incluye cada puesto y cada despacho, y qué se paga aparte.' },
          { q: '¿Durante cuánto tiempo tengo que comprometerme?', a: 'Dinos cuánto tiempo necesitas el espacio y te explicaremos las condiciones que mejor encajan.' },
          { q: '¿Puedo traer invitados o hacer reuniones?', a: 'Pregúntanos por los invitados y las reuniones en {name}, y te explicaremos cómo funciona.' },
        ],
        i: [
          { q: '¿Puedo ver el espacio antes de apuntarme?', a: 'Por supuesto: reserva una visita con el formulario de esta página y te enseñaré el espacio.' },
          { q: '¿Qué incluye la membresía?', a: 'Pregúntame y te explicaré qué incluye cada puesto y cada despacho, y qué se paga aparte.' },
          { q: '¿Durante cuánto tiempo tengo que comprometerme?', a: 'Dime cuánto tiempo necesitas el espacio y te explicaré las condiciones que mejor encajan.' },
          { q: '¿Puedo traer invitados o hacer reuniones?', a: 'Pregúntame por los invitados y las reuniones en {name}, y te explicaré cómo funciona.' },
        ],
      },
      closing: {
        heading: { we: 'Ven a conocer nuestro espacio', i: 'Ven a conocer mi espacio' },
        text: { we: 'Reserva una visita para recorrer el espacio, probar un puesto y preguntarnos lo que quieras.', i: 'Reserva una visita para recorrer el espacio, probar un puesto y preguntarme lo que quieras.' },
      },
      featureText: {
        we: [
          'Pregúntanos por ello cuando vengas de visita.',
          'Forma parte del día a día en {name}.',
          'Algo que podrás ver durante la visita.',
          'Cuéntanos cómo trabajas y te explicaremos cómo encaja.',
        ],
        i: [
          'Pregúntame por ello cuando vengas de visita.',
          'Forma parte del día a día en {name}.',
          'Algo que podrás ver durante la visita.',
          'Cuéntame cómo trabajas y te explicaré cómo encaja.',
        ],
      },
    },
  },
  pt: {
    workspace: {
      cta: { primary: 'Marque uma visita', secondary: 'Ver postos e escritórios' },
      sections: {
        desks: { nav: 'Planos', heading: 'Postos e escritórios', eyebrow: 'Adesão', go: 'Ver postos e escritórios' },
        services: { nav: 'O espaço', heading: 'O espaço', eyebrow: 'Onde vai trabalhar' },
        booking: { heading: 'Da visita ao primeiro dia', eyebrow: 'Passo a passo' },
        benefits: { heading: 'Porquê trabalhar aqui' },
        location: { nav: 'Como chegar', heading: 'Horário e como chegar', eyebrow: 'Visita' },
        faq: { heading: 'Perguntas sobre a adesão' },
        contact: { nav: 'Marcar visita', heading: 'Marque uma visita', eyebrow: 'Visita', send: 'Pedir uma visita' },
      },
      contactIntro: {
        we: 'Diga-nos quando gostaria de vir, quantas pessoas são e se precisa de um posto ou de um escritório, e mostramos-lhe o espaço.',
        i: 'Diga-me quando gostaria de vir, quantas pessoas são e se precisa de um posto ou de um escritório, e mostro-lhe o espaço.',
      },
      steps: {
        we: [
          { title: 'Marque uma visita', text: 'Escolha a hora que lhe der mais jeito e venha ver o espaço com os seus próprios olhos.' },
          { title: 'Escolha o seu espaço', text: 'Fique com o posto ou o escritório que melhor se adapta à sua forma de trabalhar e pergunte-nos o que quiser.' },
          { title: 'Comece a trabalhar', text: 'Confirmamos os pormenores e deixamos tudo pronto para o seu primeiro dia.' },
        ],
        i: [
          { title: 'Marque uma visita', text: 'Escolha a hora que lhe der mais jeito e venha ver o espaço com os seus próprios olhos.' },
          { title: 'Escolha o seu espaço', text: 'Fique com o posto ou o escritório que melhor se adapta à sua forma de trabalhar e pergunte-me o que quiser.' },
          { title: 'Comece a trabalhar', text: 'Confirmo os pormenores e deixo tudo pronto para o seu primeiro dia.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Veja antes de decidir', text: 'Percorra o espaço, experimente uma cadeira e conheça a equipa que o gere antes de tomar uma decisão.' },
          { title: 'Espaço para crescer', text: 'Diga-nos como a sua equipa pode mudar e explicamos-lhe as opções sempre que isso acontecer.' },
          { title: 'Custos explicados com clareza', text: 'Pergunte o que está incluído e quanto custa, e explicamos-lhe tudo antes de qualquer compromisso.' },
        ],
        i: [
          { title: 'Veja antes de decidir', text: 'Percorra o espaço, experimente uma cadeira e conheça-me antes de tomar uma decisão.' },
          { title: 'Espaço para crescer', text: 'Diga-me como a sua equipa pode mudar e explico-lhe as opções sempre que isso acontecer.' },
          { title: 'Custos explicados com clareza', text: 'Pergunte o que está incluído e quanto custa, e explico-lhe tudo antes de qualquer compromisso.' },
        ],
      },
      faq: {
        we: [
          { q: 'Posso conhecer o espaço antes de aderir?', a: 'Claro que sim: marque uma visita pelo formulário desta página e mostramos-lhe o espaço.' },
          { q: 'O que está incluído na adesão?', a: 'Pergunte-nos e explicamos-lhe o que inclui cada posto e cada escritório, e o que se paga à parte.' },
          { q: 'Por quanto tempo tenho de me comprometer?', a: 'Diga-nos durante quanto tempo precisa do espaço e explicamos-lhe as condições mais adequadas.' },
          { q: 'Posso trazer convidados ou fazer reuniões?', a: 'Pergunte-nos sobre convidados e reuniões em {name}, e explicamos-lhe como funciona.' },
        ],
        i: [
          { q: 'Posso conhecer o espaço antes de aderir?', a: 'Claro que sim: marque uma visita pelo formulário desta página e mostro-lhe o espaço.' },
          { q: 'O que está incluído na adesão?', a: 'Pergunte-me e explico-lhe o que inclui cada posto e cada escritório, e o que se paga à parte.' },
          { q: 'Por quanto tempo tenho de me comprometer?', a: 'Diga-me durante quanto tempo precisa do espaço e explico-lhe as condições mais adequadas.' },
          { q: 'Posso trazer convidados ou fazer reuniões?', a: 'Pergunte-me sobre convidados e reuniões em {name}, e explico-lhe como funciona.' },
        ],
      },
      closing: {
        heading: { we: 'Venha conhecer o nosso espaço', i: 'Venha conhecer o meu espaço' },
        text: { we: 'Marque uma visita para conhecer o espaço, experimentar um posto e fazer-nos todas as perguntas.', i: 'Marque uma visita para conhecer o espaço, experimentar um posto e fazer-me todas as perguntas.' },
      },
      featureText: {
        we: [
          'Pergunte-nos sobre isto quando nos visitar.',
          'Faz parte do dia a dia em {name}.',
          'Algo que poderá ver durante a visita.',
          'Diga-nos como trabalha e explicamos-lhe como isto se encaixa.',
        ],
        i: [
          'Pergunte-me sobre isto quando me visitar.',
          'Faz parte do dia a dia em {name}.',
          'Algo que poderá ver durante a visita.',
          'Diga-me como trabalha e explico-lhe como isto se encaixa.',
        ],
      },
    },
  },
  fr: {
    workspace: {
      cta: { primary: 'Réserver une visite', secondary: 'Voir postes et bureaux' },
      sections: {
        desks: { nav: 'Formules', heading: 'Postes et bureaux', eyebrow: 'Abonnement', go: 'Voir postes et bureaux' },
        services: { nav: 'L’espace', heading: 'L’espace', eyebrow: 'Où vous travaillerez' },
        booking: { heading: 'De la visite au premier jour', eyebrow: 'Étape par étape' },
        benefits: { heading: 'Pourquoi travailler ici' },
        location: { nav: 'Accès', heading: 'Horaires et accès', eyebrow: 'Infos pratiques' },
        faq: { heading: 'Vos questions sur l’abonnement' },
        contact: { nav: 'Visiter', heading: 'Réservez une visite', eyebrow: 'Visite', send: 'Demander une visite' },
      },
      contactIntro: {
        we: 'Dites-nous quand vous aimeriez passer, combien vous êtes et si vous cherchez un poste ou un bureau, et nous vous ferons visiter les lieux.',
        i: 'Dites-moi quand vous aimeriez passer, combien vous êtes et si vous cherchez un poste ou un bureau, et je vous ferai visiter les lieux.',
      },
      steps: {
        we: [
          { title: 'Réservez une visite', text: 'Choisissez le moment qui vous convient et venez découvrir l’espace par vous-même.' },
          { title: 'Choisissez votre espace', text: 'Optez pour le poste ou le bureau adapté à votre façon de travailler, et posez-nous toutes vos questions.' },
          { title: 'Installez-vous', text: 'Nous confirmons les détails et préparons tout pour votre premier jour.' },
        ],
        i: [
          { title: 'Réservez une visite', text: 'Choisissez le moment qui vous convient et venez découvrir l’espace par vous-même.' },
          { title: 'Choisissez votre espace', text: 'Optez pour le poste ou le bureau adapté à votre façon de travailler, et posez-moi toutes vos questions.' },
          { title: 'Installez-vous', text: 'Je confirme les détails et prépare tout pour votre premier jour.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Voir avant de décider', text: 'Faites le tour, essayez une chaise et rencontrez l’équipe qui fait vivre l’espace avant de vous décider.' },
          { title: 'De la place pour grandir', text: 'Dites-nous comment votre équipe pourrait évoluer, et nous vous présenterons les options au fur et à mesure.' },
          { title: 'Des coûts expliqués clairement', text: 'Demandez ce qui est inclus et ce que cela coûte, et nous vous l’expliquerons avant tout engagement.' },
        ],
        i: [
          { title: 'Voir avant de décider', text: 'Faites le tour, essayez une chaise et faites ma connaissance avant de vous décider.' },
          { title: 'De la place pour grandir', text: 'Dites-moi comment votre équipe pourrait évoluer, et je vous présenterai les options au fur et à mesure.' },
          { title: 'Des coûts expliqués clairement', text: 'Demandez ce qui est inclus et ce que cela coûte, et je vous l’expliquerai avant tout engagement.' },
        ],
      },
      faq: {
        we: [
          { q: 'Puis-je visiter avant de m’abonner\u202f?', a: 'Avec plaisir\u00a0: réservez une visite avec le formulaire de cette page et nous vous ferons découvrir l’espace.' },
          { q: 'Que comprend l’abonnement\u202f?', a: 'Posez-nous la question et nous vous expliquerons ce qui est inclus avec chaque poste et chaque bureau, et ce qui est en supplément.' },
          { q: 'Pour quelle durée dois-je m’engager\u202f?', a: 'Dites-nous pendant combien de temps vous avez besoin de l’espace, et nous vous expliquerons les conditions adaptées.' },
          { q: 'Puis-je recevoir des invités ou organiser des réunions\u202f?', a: 'Interrogez-nous sur les invités et les réunions chez {name}, et nous vous expliquerons comment cela fonctionne.' },
        ],
        i: [
          { q: 'Puis-je visiter avant de m’abonner\u202f?', a: 'Avec plaisir\u00a0: réservez une visite avec le formulaire de cette page et je vous ferai découvrir l’espace.' },
          { q: 'Que comprend l’abonnement\u202f?', a: 'Posez-moi la question et je vous expliquerai ce qui est inclus avec chaque poste et chaque bureau, et ce qui est en supplément.' },
          { q: 'Pour quelle durée dois-je m’engager\u202f?', a: 'Dites-moi pendant combien de temps vous avez besoin de l’espace, et je vous expliquerai les conditions adaptées.' },
          { q: 'Puis-je recevoir des invités ou organiser des réunions\u202f?', a: 'Interrogez-moi sur les invités et les réunions chez {name}, et je vous expliquerai comment cela fonctionne.' },
        ],
      },
      closing: {
        heading: { we: 'Venez découvrir notre espace', i: 'Venez découvrir mon espace' },
        text: { we: 'Réservez une visite pour faire le tour, essayer un poste et nous poser toutes vos questions.', i: 'Réservez une visite pour faire le tour, essayer un poste et me poser toutes vos questions.' },
      },
      featureText: {
        we: [
          'Posez-nous la question lors de votre visite.',
          'Cela fait partie du quotidien chez {name}.',
          'À découvrir en visitant les lieux.',
          'Dites-nous comment vous travaillez, et nous vous expliquerons comment cela s’intègre.',
        ],
        i: [
          'Posez-moi la question lors de votre visite.',
          'Cela fait partie du quotidien chez {name}.',
          'À découvrir en visitant les lieux.',
          'Dites-moi comment vous travaillez, et je vous expliquerai comment cela s’intègre.',
        ],
      },
    },
  },
  de: {
    workspace: {
      cta: { primary: 'Rundgang buchen', secondary: 'Plätze und Büros ansehen' },
      sections: {
        desks: { nav: 'Arbeitsplätze', heading: 'Arbeitsplätze und Büros', eyebrow: 'Mitgliedschaft', go: 'Plätze und Büros ansehen' },
        services: { nav: 'Die Räume', heading: 'Die Räume', eyebrow: 'Ihr Arbeitsumfeld' },
        booking: { heading: 'Vom Rundgang zum ersten Arbeitstag', eyebrow: 'Schritt für Schritt' },
        benefits: { heading: 'Warum hier arbeiten' },
        location: { nav: 'Anfahrt', heading: 'Öffnungszeiten und Anfahrt', eyebrow: 'Besuch' },
        faq: { heading: 'Fragen zur Mitgliedschaft' },
        contact: { nav: 'Rundgang', heading: 'Rundgang buchen', eyebrow: 'Besuch', send: 'Rundgang anfragen' },
      },
      contactIntro: {
        we: 'Sagen Sie uns, wann Sie vorbeikommen möchten, wie viele Sie sind und ob Sie einen Arbeitsplatz oder ein Büro suchen, und wir führen Sie gern durch die Räume.',
        i: 'Sagen Sie mir, wann Sie vorbeikommen möchten, wie viele Sie sind und ob Sie einen Arbeitsplatz oder ein Büro suchen, und ich führe Sie gern durch die Räume.',
      },
      steps: {
        we: [
          { title: 'Rundgang buchen', text: 'Suchen Sie sich einen passenden Termin aus und sehen Sie sich die Räume selbst an.' },
          { title: 'Platz wählen', text: 'Wählen Sie den Arbeitsplatz oder das Büro, das zu Ihrer Arbeitsweise passt, und fragen Sie uns alles, was Sie wissen möchten.' },
          { title: 'Loslegen', text: 'Wir klären die Details und haben zu Ihrem ersten Tag alles für Sie vorbereitet.' },
        ],
        i: [
          { title: 'Rundgang buchen', text: 'Suchen Sie sich einen passenden Termin aus und sehen Sie sich die Räume selbst an.' },
          { title: 'Platz wählen', text: 'Wählen Sie den Arbeitsplatz oder das Büro, das zu Ihrer Arbeitsweise passt, und fragen Sie mich alles, was Sie wissen möchten.' },
          { title: 'Loslegen', text: 'Ich kläre die Details und habe zu Ihrem ersten Tag alles für Sie vorbereitet.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Erst ansehen, dann entscheiden', text: 'Schauen Sie sich um, probieren Sie einen Stuhl aus und lernen Sie das Team hinter den Räumen kennen, bevor Sie sich entscheiden.' },
          { title: 'Raum zum Wachsen', text: 'Erzählen Sie uns, wie sich Ihr Team verändern könnte, und wir erklären Ihnen die Möglichkeiten, wenn es so weit ist.' },
          { title: 'Klare Auskunft zu Kosten', text: 'Fragen Sie, was inbegriffen ist und was es kostet, und wir erklären es Ihnen, bevor etwas vereinbart wird.' },
        ],
        i: [
          { title: 'Erst ansehen, dann entscheiden', text: 'Schauen Sie sich um, probieren Sie einen Stuhl aus und lernen Sie mich kennen, bevor Sie sich entscheiden.' },
          { title: 'Raum zum Wachsen', text: 'Erzählen Sie mir, wie sich Ihr Team verändern könnte, und ich erkläre Ihnen die Möglichkeiten, wenn es so weit ist.' },
          { title: 'Klare Auskunft zu Kosten', text: 'Fragen Sie, was inbegriffen ist und was es kostet, und ich erkläre es Ihnen, bevor etwas vereinbart wird.' },
        ],
      },
      faq: {
        we: [
          { q: 'Kann ich mir die Räume vorher ansehen?', a: 'Sehr gern: Buchen Sie über das Formular auf dieser Seite einen Rundgang, und wir zeigen Ihnen die Räume.' },
          { q: 'Was ist in der Mitgliedschaft enthalten?', a: 'Fragen Sie uns, und wir erklären Ihnen, was zu jedem Arbeitsplatz und jedem Büro gehört und was extra kostet.' },
          { q: 'Wie lange muss ich mich binden?', a: 'Sagen Sie uns, wie lange Sie den Platz brauchen, und wir erklären Ihnen, welche Konditionen dazu passen.' },
          { q: 'Kann ich Gäste mitbringen oder Besprechungen abhalten?', a: 'Fragen Sie uns nach Gästen und Besprechungen bei {name}, und wir erklären Ihnen, wie es funktioniert.' },
        ],
        i: [
          { q: 'Kann ich mir die Räume vorher ansehen?', a: 'Sehr gern: Buchen Sie über das Formular auf dieser Seite einen Rundgang, und ich zeige Ihnen die Räume.' },
          { q: 'Was ist in der Mitgliedschaft enthalten?', a: 'Fragen Sie mich, und ich erkläre Ihnen, was zu jedem Arbeitsplatz und jedem Büro gehört und was extra kostet.' },
          { q: 'Wie lange muss ich mich binden?', a: 'Sagen Sie mir, wie lange Sie den Platz brauchen, und ich erkläre Ihnen, welche Konditionen dazu passen.' },
          { q: 'Kann ich Gäste mitbringen oder Besprechungen abhalten?', a: 'Fragen Sie mich nach Gästen und Besprechungen bei {name}, und ich erkläre Ihnen, wie es funktioniert.' },
        ],
      },
      closing: {
        heading: { we: 'Lernen Sie unsere Räume kennen', i: 'Lernen Sie meine Räume kennen' },
        text: { we: 'Buchen Sie einen Rundgang, schauen Sie sich um, testen Sie einen Arbeitsplatz und fragen Sie uns alles.', i: 'Buchen Sie einen Rundgang, schauen Sie sich um, testen Sie einen Arbeitsplatz und fragen Sie mich alles.' },
      },
      featureText: {
        we: [
          'Fragen Sie uns beim Rundgang danach.',
          'Gehört zum Arbeiten bei {name}.',
          'Sehen Sie es sich beim Rundgang selbst an.',
          'Erzählen Sie uns, wie Sie arbeiten, und wir erklären Ihnen, wie es dazu passt.',
        ],
        i: [
          'Fragen Sie mich beim Rundgang danach.',
          'Gehört zum Arbeiten bei {name}.',
          'Sehen Sie es sich beim Rundgang selbst an.',
          'Erzählen Sie mir, wie Sie arbeiten, und ich erkläre Ihnen, wie es dazu passt.',
        ],
      },
    },
  },
  it: {
    workspace: {
      cta: { primary: 'Prenota una visita', secondary: 'Vedi postazioni e uffici' },
      sections: {
        desks: { nav: 'Postazioni', heading: 'Postazioni e uffici', eyebrow: 'Abbonamenti', go: 'Vedi postazioni e uffici' },
        services: { nav: 'Lo spazio', heading: 'Lo spazio', eyebrow: 'Dove lavorerai' },
        booking: { heading: 'Dalla visita al primo giorno', eyebrow: 'Passo dopo passo' },
        benefits: { heading: 'Perché lavorare qui' },
        location: { nav: 'Come arrivare', heading: 'Orari e come arrivare', eyebrow: 'Visita' },
        faq: { heading: 'Domande sull’abbonamento' },
        contact: { nav: 'Prenota visita', heading: 'Prenota una visita', eyebrow: 'Visita', send: 'Richiedi una visita' },
      },
      contactIntro: {
        we: 'Dicci quando vorresti passare, quanti siete e se ti serve una postazione o un ufficio, e ti faremo fare un giro dello spazio.',
        i: 'Dimmi quando vorresti passare, quanti siete e se ti serve una postazione o un ufficio, e ti farò fare un giro dello spazio.',
      },
      steps: {
        we: [
          { title: 'Prenota una visita', text: 'Scegli il momento che preferisci e vieni a vedere lo spazio di persona.' },
          { title: 'Scegli il tuo spazio', text: 'Individua la postazione o l’ufficio più adatto al tuo modo di lavorare, e chiedici tutto ciò che vuoi.' },
          { title: 'Inizia a lavorare', text: 'Confermiamo i dettagli e prepariamo tutto per il tuo primo giorno.' },
        ],
        i: [
          { title: 'Prenota una visita', text: 'Scegli il momento che preferisci e vieni a vedere lo spazio di persona.' },
          { title: 'Scegli il tuo spazio', text: 'Individua la postazione o l’ufficio più adatto al tuo modo di lavorare, e chiedimi tutto ciò che vuoi.' },
          { title: 'Inizia a lavorare', text: 'Confermo i dettagli e preparo tutto per il tuo primo giorno.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Prima guarda, poi decidi', text: 'Fai un giro, prova una sedia e conosci chi gestisce lo spazio prima di decidere.' },
          { title: 'Spazio per crescere', text: 'Raccontaci come potrebbe cambiare il tuo team e ti spiegheremo le opzioni man mano che cambia.' },
          { title: 'Costi spiegati con chiarezza', text: 'Chiedi cosa è incluso e quanto costa, e te lo spiegheremo prima di concordare qualsiasi cosa.' },
        ],
        i: [
          { title: 'Prima guarda, poi decidi', text: 'Fai un giro, prova una sedia e conoscimi prima di decidere.' },
          { title: 'Spazio per crescere', text: 'Raccontami come potrebbe cambiare il tuo team e ti spiegherò le opzioni man mano che cambia.' },
          { title: 'Costi spiegati con chiarezza', text: 'Chiedi cosa è incluso e quanto costa, e te lo spiegherò prima di concordare qualsiasi cosa.' },
        ],
      },
      faq: {
        we: [
          { q: 'Posso vedere lo spazio prima di iscrivermi?', a: 'Certo: prenota una visita con il modulo in questa pagina e ti mostreremo lo spazio.' },
          { q: 'Cosa comprende l’abbonamento?', a: 'Chiedici e ti spiegheremo cosa è incluso con ogni postazione e ogni ufficio, e cosa si paga a parte.' },
          { q: 'Per quanto tempo devo impegnarmi?', a: 'Dicci per quanto tempo ti serve lo spazio e ti spiegheremo le condizioni più adatte.' },
          { q: 'Posso portare ospiti o fare riunioni?', a: 'Chiedici di ospiti e riunioni da {name}, e ti spiegheremo come funziona.' },
        ],
        i: [
          { q: 'Posso vedere lo spazio prima di iscrivermi?', a: 'Certo: prenota una visita con il modulo in questa pagina e ti mostrerò lo spazio.' },
          { q: 'Cosa comprende l’abbonamento?', a: 'Chiedimi e ti spiegherò cosa è incluso con ogni postazione e ogni ufficio, e cosa si paga a parte.' },
          { q: 'Per quanto tempo devo impegnarmi?', a: 'Dimmi per quanto tempo ti serve lo spazio e ti spiegherò le condizioni più adatte.' },
          { q: 'Posso portare ospiti o fare riunioni?', a: 'Chiedimi di ospiti e riunioni da {name}, e ti spiegherò come funziona.' },
        ],
      },
      closing: {
        heading: { we: 'Vieni a vedere il nostro spazio', i: 'Vieni a vedere il mio spazio' },
        text: { we: 'Prenota una visita per fare un giro, provare una postazione e farci tutte le domande che vuoi.', i: 'Prenota una visita per fare un giro, provare una postazione e farmi tutte le domande che vuoi.' },
      },
      featureText: {
        we: [
          'Chiedicelo quando vieni a fare un giro.',
          'Fa parte della giornata di lavoro da {name}.',
          'Qualcosa da vedere con i tuoi occhi durante la visita.',
          'Raccontaci come lavori e ti spiegheremo come si adatta.',
        ],
        i: [
          'Chiedimelo quando vieni a fare un giro.',
          'Fa parte della giornata di lavoro da {name}.',
          'Qualcosa da vedere con i tuoi occhi durante la visita.',
          'Raccontami come lavori e ti spiegherò come si adatta.',
        ],
      },
    },
  },
  nl: {
    workspace: {
      cta: { primary: 'Plan een rondleiding', secondary: 'Bekijk de werkplekken' },
      sections: {
        desks: { nav: 'Werkplekken', heading: 'Werkplekken en kantoren', eyebrow: 'Lidmaatschap', go: 'Bekijk de werkplekken' },
        services: { nav: 'De ruimte', heading: 'De ruimte', eyebrow: 'Waar je werkt' },
        booking: { heading: 'Van rondleiding tot eerste werkdag', eyebrow: 'Stap voor stap' },
        benefits: { heading: 'Waarom hier werken' },
        location: { nav: 'Route', heading: 'Openingstijden en bereikbaarheid', eyebrow: 'Bezoek' },
        faq: { heading: 'Vragen over het lidmaatschap' },
        contact: { nav: 'Rondleiding', heading: 'Plan een rondleiding', eyebrow: 'Bezoek', send: 'Rondleiding aanvragen' },
      },
      contactIntro: {
        we: 'Laat ons weten wanneer je langs wilt komen, met hoeveel je bent en of je een werkplek of een kantoor zoekt, dan geven we je een rondleiding.',
        i: 'Laat me weten wanneer je langs wilt komen, met hoeveel je bent en of je een werkplek of een kantoor zoekt, dan geef ik je een rondleiding.',
      },
      steps: {
        we: [
          { title: 'Plan een rondleiding', text: 'Kies een moment dat jou goed uitkomt en kom de ruimte met eigen ogen bekijken.' },
          { title: 'Kies je plek', text: 'Neem de werkplek of het kantoor dat past bij hoe je werkt, en vraag ons gerust alles.' },
          { title: 'Aan de slag', text: 'We bevestigen de details en zorgen dat alles klaarstaat voor je eerste dag.' },
        ],
        i: [
          { title: 'Plan een rondleiding', text: 'Kies een moment dat jou goed uitkomt en kom de ruimte met eigen ogen bekijken.' },
          { title: 'Kies je plek', text: 'Neem de werkplek of het kantoor dat past bij hoe je werkt, en vraag me gerust alles.' },
          { title: 'Aan de slag', text: 'Ik bevestig de details en zorg dat alles klaarstaat voor je eerste dag.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Eerst zien, dan beslissen', text: 'Kijk rond, probeer een stoel uit en maak kennis met de mensen achter de ruimte voordat je beslist.' },
          { title: 'Ruimte om te groeien', text: 'Vertel ons hoe je team kan veranderen, dan leggen we je de mogelijkheden uit zodra het zover is.' },
          { title: 'Helder over kosten', text: 'Vraag wat er inbegrepen is en wat het kost, dan leggen we het uit voordat er iets wordt afgesproken.' },
        ],
        i: [
          { title: 'Eerst zien, dan beslissen', text: 'Kijk rond, probeer een stoel uit en maak kennis met mij voordat je beslist.' },
          { title: 'Ruimte om te groeien', text: 'Vertel me hoe je team kan veranderen, dan leg ik je de mogelijkheden uit zodra het zover is.' },
          { title: 'Helder over kosten', text: 'Vraag wat er inbegrepen is en wat het kost, dan leg ik het uit voordat er iets wordt afgesproken.' },
        ],
      },
      faq: {
        we: [
          { q: 'Kan ik eerst komen kijken voordat ik lid word?', a: 'Graag zelfs: plan een rondleiding via het formulier op deze pagina, dan laten we je de ruimte zien.' },
          { q: 'Wat zit er bij het lidmaatschap inbegrepen?', a: 'Vraag het ons, dan leggen we uit wat er bij elke werkplek en elk kantoor hoort en wat extra kost.' },
          { q: 'Hoe lang zit ik eraan vast?', a: 'Vertel ons hoe lang je de ruimte nodig hebt, dan leggen we uit welke voorwaarden daarbij passen.' },
          { q: 'Mag ik gasten meenemen of vergaderen?', a: 'Vraag ons naar gasten en vergaderen bij {name}, dan leggen we uit hoe dat werkt.' },
        ],
        i: [
          { q: 'Kan ik eerst komen kijken voordat ik lid word?', a: 'Graag zelfs: plan een rondleiding via het formulier op deze pagina, dan laat ik je de ruimte zien.' },
          { q: 'Wat zit er bij het lidmaatschap inbegrepen?', a: 'Vraag het mij, dan leg ik uit wat er bij elke werkplek en elk kantoor hoort en wat extra kost.' },
          { q: 'Hoe lang zit ik eraan vast?', a: 'Vertel me hoe lang je de ruimte nodig hebt, dan leg ik uit welke voorwaarden daarbij passen.' },
          { q: 'Mag ik gasten meenemen of vergaderen?', a: 'Vraag me naar gasten en vergaderen bij {name}, dan leg ik uit hoe dat werkt.' },
        ],
      },
      closing: {
        heading: { we: 'Kom bij ons rondkijken', i: 'Kom bij mij rondkijken' },
        text: { we: 'Plan een rondleiding om rond te kijken, een werkplek uit te proberen en ons alles te vragen.', i: 'Plan een rondleiding om rond te kijken, een werkplek uit te proberen en mij alles te vragen.' },
      },
      featureText: {
        we: [
          'Vraag ons ernaar tijdens je rondleiding.',
          'Onderdeel van werken bij {name}.',
          'Iets om te zien als je komt rondkijken.',
          'Vertel ons hoe je werkt, dan leggen we uit hoe dit daarbij past.',
        ],
        i: [
          'Vraag me ernaar tijdens je rondleiding.',
          'Onderdeel van werken bij {name}.',
          'Iets om te zien als je komt rondkijken.',
          'Vertel me hoe je werkt, dan leg ik uit hoe dit daarbij past.',
        ],
      },
    },
  },
  ja: {
    workspace: {
      cta: { primary: '見学を予約', secondary: '席と個室を見る' },
      sections: {
        desks: { nav: 'プラン', heading: '座席と個室のご案内', eyebrow: 'メンバーシップ', go: '席と個室を見る' },
        services: { nav: 'スペース', heading: 'スペースのご紹介', eyebrow: 'ワークスペース' },
        booking: { heading: '見学から利用開始まで', eyebrow: 'ステップ' },
        benefits: { heading: 'ここで働く理由' },
        location: { nav: 'アクセス', heading: '営業時間とアクセス', eyebrow: 'ご来館案内' },
        faq: { heading: 'メンバーシップについてのご質問' },
        contact: { nav: '見学予約', heading: '見学のご予約', eyebrow: 'ご見学', send: '見学を申し込む' },
      },
      contactIntro: {
        we: 'ご希望の日時と人数、席と個室のどちらをお探しかをお知らせいただければ、私たちがスペースをご案内します。',
        i: 'ご希望の日時と人数、席と個室のどちらをお探しかをお知らせいただければ、私がスペースをご案内します。',
      },
      steps: {
        we: [
          { title: '見学を予約', text: 'ご都合のよい日時を選んで、実際にスペースをご覧ください。' },
          { title: 'スペースを選ぶ', text: '働き方に合う席や個室をお選びください。気になることは何でも私たちにお尋ねください。' },
          { title: '利用開始', text: '私たちが詳細を確認し、初日までにすべての準備を整えます。' },
        ],
        i: [
          { title: '見学を予約', text: 'ご都合のよい日時を選んで、実際にスペースをご覧ください。' },
          { title: 'スペースを選ぶ', text: '働き方に合う席や個室をお選びください。気になることは何でも私にお尋ねください。' },
          { title: '利用開始', text: '私が詳細を確認し、初日までにすべての準備を整えます。' },
        ],
      },
      benefits: {
        we: [
          { title: '見てから決められる', text: '決める前にスペースを見て回り、椅子の座り心地を試して、運営するスタッフとも話してみてください。' },
          { title: '成長に合わせて', text: 'チームの今後の変化をお聞かせいただければ、そのときどきに合う選択肢を私たちからご説明します。' },
          { title: '費用をわかりやすく', text: '何が含まれ、費用がどのくらいかかるのか、お気軽にお尋ねください。何かを決める前に私たちからご説明します。' },
        ],
        i: [
          { title: '見てから決められる', text: '決める前にスペースを見て回り、椅子の座り心地を試して、運営している私とも話してみてください。' },
          { title: '成長に合わせて', text: 'チームの今後の変化をお聞かせいただければ、そのときどきに合う選択肢を私からご説明します。' },
          { title: '費用をわかりやすく', text: '何が含まれ、費用がどのくらいかかるのか、お気軽にお尋ねください。何かを決める前に私からご説明します。' },
        ],
      },
      faq: {
        we: [
          { q: '入会前に見学できますか？', a: 'もちろんです。このページのフォームから見学をご予約いただければ、私たちがスペースをご案内します。' },
          { q: 'メンバーシップには何が含まれますか？', a: 'お尋ねいただければ、各席や個室に含まれるものと、別料金になるものを私たちからご説明します。' },
          { q: '契約期間はどのくらい必要ですか？', a: 'ご利用になりたい期間をお知らせいただければ、それに合う契約条件を私たちからご説明します。' },
          { q: 'ゲストを招いたり、打ち合わせをしたりできますか？', a: '{name}でのゲストの受け入れや打ち合わせについてお尋ねいただければ、どのようにできるか私たちからご説明します。' },
        ],
        i: [
          { q: '入会前に見学できますか？', a: 'もちろんです。このページのフォームから見学をご予約いただければ、私がスペースをご案内します。' },
          { q: 'メンバーシップには何が含まれますか？', a: 'お尋ねいただければ、各席や個室に含まれるものと、別料金になるものを私からご説明します。' },
          { q: '契約期間はどのくらい必要ですか？', a: 'ご利用になりたい期間をお知らせいただければ、それに合う契約条件を私からご説明します。' },
          { q: 'ゲストを招いたり、打ち合わせをしたりできますか？', a: '{name}でのゲストの受け入れや打ち合わせについてお尋ねいただければ、どのようにできるか私からご説明します。' },
        ],
      },
      closing: {
        heading: { we: 'ぜひ見学にお越しください', i: '私がスペースをご案内します' },
        text: {
          we: '見学をご予約いただければ、スペースを見て回り、席を試しながら、気になることを何でも私たちにお尋ねいただけます。',
          i: '見学をご予約いただければ、スペースを見て回り、席を試しながら、気になることを何でも私にお尋ねいただけます。',
        },
      },
      featureText: {
        we: [
          '見学の際に、私たちにお気軽にお尋ねください。',
          '{name}で働く毎日の一部です。',
          '見学のときに、実際にご覧いただけます。',
          '働き方をお聞かせいただければ、どのように合うか私たちがご説明します。',
        ],
        i: [
          '見学の際に、私にお気軽にお尋ねください。',
          '{name}で働く毎日の一部です。',
          '見学のときに、実際にご覧いただけます。',
          '働き方をお聞かせいただければ、どのように合うか私がご説明します。',
        ],
      },
    },
  },
  zh: {
    workspace: {
      cta: { primary: '预约参观', secondary: '查看工位和办公室' },
      sections: {
        desks: { nav: '工位', heading: '工位与办公室', eyebrow: '会员方案', go: '查看工位和办公室' },
        services: { nav: '空间', heading: '空间介绍', eyebrow: '办公空间' },
        booking: { heading: '从参观到入驻第一天', eyebrow: '一步一步' },
        benefits: { heading: '为什么选择在这里办公' },
        location: { nav: '交通', heading: '开放时间与交通指南', eyebrow: '到访' },
        faq: { heading: '关于会员的问题' },
        contact: { nav: '预约参观', heading: '预约参观', eyebrow: '到访参观', send: '提交参观预约' },
      },
      contactIntro: {
        we: '请告诉我们您想什么时候来、一共几位，以及需要工位还是办公室，我们会带您参观。',
        i: '请告诉我您想什么时候来、一共几位，以及需要工位还是办公室，我会带您参观。',
      },
      steps: {
        we: [
          { title: '预约参观', text: '选一个方便的时间，亲自来看看这个空间。' },
          { title: '选择空间', text: '挑选适合您工作方式的工位或办公室，有任何问题都可以问我们。' },
          { title: '开始办公', text: '我们会确认细节，在您第一天到来之前把一切准备好。' },
        ],
        i: [
          { title: '预约参观', text: '选一个方便的时间，亲自来看看这个空间。' },
          { title: '选择空间', text: '挑选适合您工作方式的工位或办公室，有任何问题都可以问我。' },
          { title: '开始办公', text: '我会确认细节，在您第一天到来之前把一切准备好。' },
        ],
      },
      benefits: {
        we: [
          { title: '先看再决定', text: '做决定之前先来转转，试坐一下椅子，和运营这里的团队见个面。' },
          { title: '随团队成长', text: '告诉我们您的团队可能会有哪些变化，我们会根据变化为您说明可选的方案。' },
          { title: '费用说明清楚', text: '欢迎询问包含哪些内容、费用多少，在做出任何约定之前，我们都会为您说明清楚。' },
        ],
        i: [
          { title: '先看再决定', text: '做决定之前先来转转，试坐一下椅子，和我见个面。' },
          { title: '随团队成长', text: '告诉我您的团队可能会有哪些变化，我会根据变化为您说明可选的方案。' },
          { title: '费用说明清楚', text: '欢迎询问包含哪些内容、费用多少，在做出任何约定之前，我都会为您说明清楚。' },
        ],
      },
      faq: {
        we: [
          { q: '加入之前可以先参观吗？', a: '当然可以。请通过本页的表单预约参观，我们会带您看看这个空间。' },
          { q: '会员包含哪些内容？', a: '欢迎询问，我们会为您说明每种工位和办公室包含什么，以及哪些需要另外付费。' },
          { q: '至少要签约多长时间？', a: '告诉我们您需要使用多长时间，我们会为您说明合适的条款。' },
          { q: '可以带访客或开会吗？', a: '关于在{name}接待访客和开会，欢迎向我们询问，我们会为您说明具体怎么安排。' },
        ],
        i: [
          { q: '加入之前可以先参观吗？', a: '当然可以。请通过本页的表单预约参观，我会带您看看这个空间。' },
          { q: '会员包含哪些内容？', a: '欢迎询问，我会为您说明每种工位和办公室包含什么，以及哪些需要另外付费。' },
          { q: '至少要签约多长时间？', a: '告诉我您需要使用多长时间，我会为您说明合适的条款。' },
          { q: '可以带访客或开会吗？', a: '关于在{name}接待访客和开会，欢迎向我询问，我会为您说明具体怎么安排。' },
        ],
      },
      closing: {
        heading: { we: '欢迎来我们的空间看看', i: '欢迎来我的空间看看' },
        text: { we: '预约一次参观，实地看看，试试工位，有任何问题都可以问我们。', i: '预约一次参观，实地看看，试试工位，有任何问题都可以问我。' },
      },
      featureText: {
        we: [
          '来参观时，欢迎问问我们。',
          '这是在{name}办公的一部分。',
          '参观时可以亲眼看看。',
          '告诉我们您的工作方式，我们会为您说明如何配合。',
        ],
        i: [
          '来参观时，欢迎问问我。',
          '这是在{name}办公的一部分。',
          '参观时可以亲眼看看。',
          '告诉我您的工作方式，我会为您说明如何配合。',
        ],
      },
    },
  },
  ar: {
    workspace: {
      cta: { primary: 'احجز جولة', secondary: 'شاهد خيارات المكاتب' },
      sections: {
        desks: { nav: 'المكاتب', heading: 'المكاتب ومساحات العمل', eyebrow: 'العضوية', go: 'شاهد خيارات المكاتب' },
        services: { nav: 'المساحة', heading: 'تعرّف على المساحة', eyebrow: 'مساحة العمل' },
        booking: { heading: 'من الجولة إلى يومك الأول', eyebrow: 'خطوة بخطوة' },
        benefits: { heading: 'لماذا تعمل هنا' },
        location: { nav: 'الموقع', heading: 'مواعيد العمل وكيفية الوصول', eyebrow: 'الزيارة' },
        faq: { heading: 'أسئلة عن العضوية' },
        contact: { nav: 'احجز جولة', heading: 'احجز جولة تعريفية', eyebrow: 'الزيارة', send: 'اطلب جولة تعريفية' },
      },
      contactIntro: {
        we: 'أخبرنا متى تودّ أن تزورنا، وكم عددكم، وهل تحتاج إلى مكتب في المساحة المشتركة أم إلى مكتب خاص، وسنأخذك في جولة على المكان.',
        i: 'أخبرني متى تودّ أن تزورني، وكم عددكم، وهل تحتاج إلى مكتب في المساحة المشتركة أم إلى مكتب خاص، وسآخذك في جولة على المكان.',
      },
      steps: {
        we: [
          { title: 'احجز جولة', text: 'حدّد الوقت الذي يناسبك، وتعال لترى المساحة بنفسك.' },
          { title: 'اختر مساحتك', text: 'اختر المكتب الذي يناسب طريقة عملك، واسألنا عن أي شيء.' },
          { title: 'ابدأ العمل', text: 'سنؤكد التفاصيل ونجهّز كل شيء ليومك الأول.' },
        ],
        i: [
          { title: 'احجز جولة', text: 'حدّد الوقت الذي يناسبك، وتعال لترى المساحة بنفسك.' },
          { title: 'اختر مساحتك', text: 'اختر المكتب الذي يناسب طريقة عملك، واسألني عن أي شيء.' },
          { title: 'ابدأ العمل', text: 'سأؤكد التفاصيل وأجهّز كل شيء ليومك الأول.' },
        ],
      },
      benefits: {
        we: [
          { title: 'شاهد بنفسك أولًا', text: 'تجوّل في المكان، وجرّب أحد الكراسي، وتعرّف على فريق المساحة قبل أن تقرر.' },
          { title: 'مساحة للنمو', text: 'أخبرنا كيف قد يتغيّر فريقك، وسنشرح لك الخيارات المتاحة كلما تغيّر.' },
          { title: 'إجابات واضحة عن التكاليف', text: 'اسألنا عمّا يشمله الاشتراك وكم يكلّف، وسنشرح لك ذلك قبل الاتفاق على أي شيء.' },
        ],
        i: [
          { title: 'شاهد بنفسك أولًا', text: 'تجوّل في المكان، وجرّب أحد الكراسي، وتعرّف عليّ قبل أن تقرر.' },
          { title: 'مساحة للنمو', text: 'أخبرني كيف قد يتغيّر فريقك، وسأشرح لك الخيارات المتاحة كلما تغيّر.' },
          { title: 'إجابات واضحة عن التكاليف', text: 'اسألني عمّا يشمله الاشتراك وكم يكلّف، وسأشرح لك ذلك قبل الاتفاق على أي شيء.' },
        ],
      },
      faq: {
        we: [
          { q: 'هل يمكنني زيارة المكان قبل الاشتراك؟', a: 'بكل سرور: احجز جولة عبر النموذج في هذه الصفحة، وسنريك المساحة.' },
          { q: 'ماذا يشمل الاشتراك؟', a: 'اسألنا وسنشرح لك ما يشمله كل خيار من المكاتب، وما يتطلّب رسومًا إضافية.' },
          { q: 'ما المدة التي يجب أن ألتزم بها؟', a: 'أخبرنا بالمدة التي تحتاج فيها إلى المساحة، وسنشرح لك الشروط التي تناسبها.' },
          { q: 'هل يمكنني استقبال ضيوف أو عقد اجتماعات؟', a: 'اسألنا عن استقبال الضيوف وعقد الاجتماعات في {name}، وسنشرح لك كيف يتم ذلك.' },
        ],
        i: [
          { q: 'هل يمكنني زيارة المكان قبل الاشتراك؟', a: 'بكل سرور: احجز جولة عبر النموذج في هذه الصفحة، وسأريك المساحة.' },
          { q: 'ماذا يشمل الاشتراك؟', a: 'اسألني وسأشرح لك ما يشمله كل خيار من المكاتب، وما يتطلّب رسومًا إضافية.' },
          { q: 'ما المدة التي يجب أن ألتزم بها؟', a: 'أخبرني بالمدة التي تحتاج فيها إلى المساحة، وسأشرح لك الشروط التي تناسبها.' },
          { q: 'هل يمكنني استقبال ضيوف أو عقد اجتماعات؟', a: 'اسألني عن استقبال الضيوف وعقد الاجتماعات في {name}، وسأشرح لك كيف يتم ذلك.' },
        ],
      },
      closing: {
        heading: { we: 'تفضّل بزيارة مساحتنا', i: 'تفضّل بزيارة مساحتي' },
        text: {
          we: 'احجز جولة لتتعرّف على المكان، وتجرّب أحد المكاتب، وتسألنا عن أي شيء.',
          i: 'احجز جولة لتتعرّف على المكان، وتجرّب أحد المكاتب، وتسألني عن أي شيء.',
        },
      },
      featureText: {
        we: [
          'اسألنا عن ذلك خلال جولتك.',
          'جزء من العمل في {name}.',
          'شيء ستراه خلال جولتك في المكان.',
          'أخبرنا كيف تعمل، وسنشرح لك كيف يناسبك ذلك.',
        ],
        i: [
          'اسألني عن ذلك خلال جولتك.',
          'جزء من العمل في {name}.',
          'شيء ستراه خلال جولتك في المكان.',
          'أخبرني كيف تعمل، وسأشرح لك كيف يناسبك ذلك.',
        ],
      },
    },
  },
};
