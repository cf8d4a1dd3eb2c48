import type { StyleCopy } from './types';

/**
 * A counter customers walk into without booking: its own words over the local phrasebook (types.ts `PageStyle` `walkIn`;
 * choose-blueprint `servesWalkIns`: a car wash or a tyre fitter whose brief says "no appointment needed", a cobbler, key
 * cutting, a launderette, "most repairs while you wait"), in the site languages. Visitors are led to the opening hours and
 * the address ("Opening hours"), with a message form, instead of "Request a booking", "How to book" and "Simple booking". No
 * claim the owner has not made beyond coming in without booking (no prices, no waiting times, no "while you wait").
 */
export const WALK_IN_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { walkIn: StyleCopy }> = {
  en: {
    walkIn: {
      cta: { primary: 'Opening hours' },
      sections: {
        booking: { heading: 'How it works', eyebrow: 'Step by step' },
        visit: { nav: 'Visit', heading: 'When and where', eyebrow: 'Drop in' },
        faq: { heading: 'Before you visit' },
        contact: { nav: 'Contact', heading: { we: 'Ask us a question', i: 'Ask me a question' }, eyebrow: 'Contact', send: 'Send message' },
      },
      contactIntro: {
        we: 'No need to book: come in during our opening hours, or send us a message and we’ll get back to you.',
        i: 'No need to book: come in during my opening hours, or send me a message and I’ll get back to you.',
      },
      about: {
        we: 'At {name}, you can just come in: there’s no need to book. Expect a friendly welcome, plain answers and a clear idea of how long things will take.',
        i: 'You can just come in: there’s no need to book. Expect a friendly welcome, plain answers and a clear idea of how long things will take.',
      },
      steps: {
        we: [
          { title: 'Come in', text: 'Drop in any time we’re open. The opening hours and the map are on this page.' },
          { title: 'Tell us what you need', text: 'Explain what you’d like, and ask what it costs before we start.' },
          { title: 'We take it from there', text: 'We’ll tell you how long it should take, and get started.' },
        ],
        i: [
          { title: 'Come in', text: 'Drop in any time I’m open. The opening hours and the map are on this page.' },
          { title: 'Tell me what you need', text: 'Explain what you’d like, and ask what it costs before I start.' },
          { title: 'I take it from there', text: 'I’ll tell you how long it should take, and get started.' },
        ],
      },
      benefits: {
        we: [
          { title: 'No need to book', text: 'Come in when it suits you, during opening hours.' },
          { title: 'The price before we start', text: 'Ask what it costs, and you’ll know before any work begins.' },
          { title: 'Questions welcome', text: 'Ask us anything in person, or send a message from this page.' },
        ],
        i: [
          { title: 'No need to book', text: 'Come in when it suits you, during opening hours.' },
          { title: 'The price before I start', text: 'Ask what it costs, and you’ll know before any work begins.' },
          { title: 'Questions welcome', text: 'Ask me anything in person, or send a message from this page.' },
        ],
      },
      faq: {
        we: [
          { q: 'Do I need to book?', a: 'No. Just come in during our opening hours. If you’d like to check something first, send us a message.' },
          { q: 'How long will it take?', a: 'It depends on what you need and how busy we are. Ask when you come in and we’ll give you an idea.' },
          { q: 'How does payment work?', a: 'Ask when you come in and we’ll explain how to pay.' },
          { q: 'How do I find you?', a: 'The address, the map and the opening hours are on this page. If you need directions, send us a message.' },
        ],
        i: [
          { q: 'Do I need to book?', a: 'No. Just come in during my opening hours. If you’d like to check something first, send me a message.' },
          { q: 'How long will it take?', a: 'It depends on what you need and how busy I am. Ask when you come in and I’ll give you an idea.' },
          { q: 'How does payment work?', a: 'Ask when you come in and I’ll explain how to pay.' },
          { q: 'How do I find you?', a: 'The address, the map and the opening hours are on this page. If you need directions, send me a message.' },
        ],
      },
      closing: {
        heading: 'Drop in any time',
        text: { we: 'No need to book: check the opening hours and find us on the map.', i: 'No need to book: check the opening hours and find me on the map.' },
      },
    },
  },
  es: {
    walkIn: {
      cta: { primary: 'Ver horario' },
      sections: {
        booking: { heading: 'Cómo funciona', eyebrow: 'Paso a paso' },
        visit: { nav: 'Visítanos', heading: 'Cuándo y dónde', eyebrow: 'Sin cita' },
        faq: { heading: 'Antes de venir' },
        contact: { nav: 'Contacto', heading: { we: 'Pregúntanos', i: 'Pregúntame' }, eyebrow: 'Contacto', send: 'Enviar mensaje' },
      },
      contactIntro: {
        we: 'No hace falta reservar: ven en nuestro horario de apertura, o envíanos un mensaje y te responderemos.',
        i: 'No hace falta reservar: ven en mi horario de apertura, o envíame un mensaje y te responderé.',
      },
      about: {
        we: 'En {name} puedes venir sin más: no hace falta reservar. Te esperan un trato cercano, respuestas claras y una idea precisa de cuánto tardaremos.',
        i: 'Puedes venir sin más: no hace falta reservar. Te esperan un trato cercano, respuestas claras y una idea precisa de cuánto tardaré.',
      },
      steps: {
        we: [
          { title: 'Ven cuando quieras', text: 'Pásate en nuestro horario de apertura. El horario y el mapa están en esta página.' },
          { title: 'Cuéntanos qué necesitas', text: 'Explícanos qué quieres y pregunta cuánto cuesta antes de que empecemos.' },
          { title: 'Nos encargamos del resto', text: 'Te diremos cuánto tardaremos y nos pondremos manos a la obra.' },
        ],
        i: [
          { title: 'Ven cuando quieras', text: 'Pásate en mi horario de apertura. El horario y el mapa están en esta página.' },
          { title: 'Cuéntame qué necesitas', text: 'Explícame qué quieres y pregunta cuánto cuesta antes de que empiece.' },
          { title: 'Me encargo del resto', text: 'Te diré cuánto tardaré y me pondré manos a la obra.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Sin reserva', text: 'Ven cuando te venga bien, dentro del horario de apertura.' },
          { title: 'El precio antes de empezar', text: 'Pregunta cuánto cuesta y lo sabrás antes de que empecemos.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntanos en persona o envíanos un mensaje desde esta página.' },
        ],
        i: [
          { title: 'Sin reserva', text: 'Ven cuando te venga bien, dentro del horario de apertura.' },
          { title: 'El precio antes de empezar', text: 'Pregunta cuánto cuesta y lo sabrás antes de que empiece.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntame en persona o envíame un mensaje desde esta página.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Tengo que reservar?', a: 'No. Ven en nuestro horario de apertura. Si quieres consultar algo antes, envíanos un mensaje.' },
          { q: '¿Cuánto se tarda?', a: 'Depende de lo que necesites y de cuánta gente haya. Pregunta al llegar y te daremos una idea.' },
          { q: '¿Cómo se paga?', a: 'Pregunta al llegar y te explicaremos cómo pagar.' },
          { q: '¿Cómo llego?', a: 'La dirección, el mapa y el horario están en esta página. Si necesitas indicaciones, envíanos un mensaje.' },
        ],
        i: [
          { q: '¿Tengo que reservar?', a: 'No. Ven en mi horario de apertura. Si quieres consultar algo antes, envíame un mensaje.' },
          { q: '¿Cuánto se tarda?', a: 'Depende de lo que necesites y de cuánta gente haya. Pregunta al llegar y te daré una idea.' },
          { q: '¿Cómo se paga?', a: 'Pregunta al llegar y te explicaré cómo pagar.' },
          { q: '¿Cómo llego?', a: 'La dirección, el mapa y el horario están en esta página. Si necesitas indicaciones, envíame un mensaje.' },
        ],
      },
      closing: {
        heading: 'Pásate cuando quieras',
        text: { we: 'No hace falta reservar: consulta el horario y búscanos en el mapa.', i: 'No hace falta reservar: consulta el horario y búscame en el mapa.' },
      },
    },
  },
  pt: {
    walkIn: {
      cta: { primary: 'Ver horário' },
      sections: {
        booking: { heading: 'Como funciona', eyebrow: 'Passo a passo' },
        visit: { nav: 'Visita', heading: 'Quando e onde', eyebrow: 'Sem marcação' },
        faq: { heading: 'Antes de vir' },
        contact: { nav: 'Contacto', heading: { we: 'Faça-nos uma pergunta', i: 'Faça-me uma pergunta' }, eyebrow: 'Contacto', send: 'Enviar mensagem' },
      },
      contactIntro: {
        we: 'Não é preciso marcar: venha no nosso horário de funcionamento, ou envie-nos uma mensagem e entraremos em contacto consigo.',
        i: 'Não é preciso marcar: venha no meu horário de funcionamento, ou envie-me uma mensagem e entrarei em contacto consigo.',
      },
      about: {
        we: 'Não é preciso marcar para vir a {name}: basta aparecer. Conte com um atendimento simpático, respostas claras e uma ideia precisa de quanto tempo vai demorar.',
        i: 'Pode simplesmente aparecer: não é preciso marcar. Conte com um atendimento simpático, respostas claras e uma ideia precisa de quanto tempo vai demorar.',
      },
      steps: {
        we: [
          { title: 'Venha quando quiser', text: 'Passe por cá no nosso horário de funcionamento. O horário e o mapa estão nesta página.' },
          { title: 'Diga-nos o que precisa', text: 'Explique o que pretende e pergunte quanto custa antes de começarmos.' },
          { title: 'Nós tratamos do resto', text: 'Dizemos-lhe quanto tempo deve demorar e metemos mãos à obra.' },
        ],
        i: [
          { title: 'Venha quando quiser', text: 'Passe por cá no meu horário de funcionamento. O horário e o mapa estão nesta página.' },
          { title: 'Diga-me o que precisa', text: 'Explique o que pretende e pergunte quanto custa antes de eu começar.' },
          { title: 'Eu trato do resto', text: 'Digo-lhe quanto tempo deve demorar e meto mãos à obra.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Sem marcação', text: 'Venha quando lhe der jeito, dentro do horário de funcionamento.' },
          { title: 'O preço antes de começar', text: 'Pergunte quanto custa e fica a saber antes de começarmos.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-nos pessoalmente ou envie-nos uma mensagem a partir desta página.' },
        ],
        i: [
          { title: 'Sem marcação', text: 'Venha quando lhe der jeito, dentro do horário de funcionamento.' },
          { title: 'O preço antes de começar', text: 'Pergunte quanto custa e fica a saber antes de eu começar.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-me pessoalmente ou envie-me uma mensagem a partir desta página.' },
        ],
      },
      faq: {
        we: [
          { q: 'Preciso de marcar?', a: 'Não. Venha no nosso horário de funcionamento. Se quiser confirmar alguma coisa antes, envie-nos uma mensagem.' },
          { q: 'Quanto tempo demora?', a: 'Depende do que precisa e de quanta gente houver. Pergunte quando chegar e damos-lhe uma ideia.' },
          { q: 'Como funciona o pagamento?', a: 'Pergunte quando chegar e explicamos-lhe como pagar.' },
          { q: 'Como chego lá?', a: 'A morada, o mapa e o horário estão nesta página. Se precisar de indicações, envie-nos uma mensagem.' },
        ],
        i: [
          { q: 'Preciso de marcar?', a: 'Não. Venha no meu horário de funcionamento. Se quiser confirmar alguma coisa antes, envie-me uma mensagem.' },
          { q: 'Quanto tempo demora?', a: 'Depende do que precisa e de quanta gente houver. Pergunte quando chegar e dou-lhe uma ideia.' },
          { q: 'Como funciona o pagamento?', a: 'Pergunte quando chegar e explico-lhe como pagar.' },
          { q: 'Como chego lá?', a: 'A morada, o mapa e o horário estão nesta página. Se precisar de indicações, envie-me uma mensagem.' },
        ],
      },
      closing: {
        heading: 'Passe por cá quando quiser',
        text: { we: 'Não é preciso marcar: consulte o horário e encontre-nos no mapa.', i: 'Não é preciso marcar: consulte o horário e encontre-me no mapa.' },
      },
    },
  },
  fr: {
    walkIn: {
      cta: { primary: 'Voir les horaires' },
      sections: {
        booking: { heading: 'Comment ça marche', eyebrow: 'Étape par étape' },
        visit: { nav: 'Venir', heading: 'Quand et où', eyebrow: 'Sans rendez-vous' },
        faq: { heading: 'Avant de venir' },
        contact: { nav: 'Contact', heading: { we: 'Posez-nous vos questions', i: 'Posez-moi vos questions' }, eyebrow: 'Contact', send: 'Envoyer le message' },
      },
      contactIntro: {
        we: 'Inutile de prendre rendez-vous\u202f: passez pendant nos heures d’ouverture, ou écrivez-nous et nous reviendrons vers vous.',
        i: 'Inutile de prendre rendez-vous\u202f: passez pendant mes heures d’ouverture, ou écrivez-moi et je reviendrai vers vous.',
      },
      about: {
        we: 'Chez {name}, il suffit de passer\u202f: inutile de prendre rendez-vous. Un accueil chaleureux, des réponses claires et une idée précise du temps qu’il faudra vous attendent.',
        i: 'Il suffit de passer\u202f: inutile de prendre rendez-vous. Un accueil chaleureux, des réponses claires et une idée précise du temps qu’il faudra vous attendent.',
      },
      steps: {
        we: [
          { title: 'Passez nous voir', text: 'Venez quand vous voulez pendant nos heures d’ouverture. Les horaires et le plan sont sur cette page.' },
          { title: 'Dites-nous ce qu’il vous faut', text: 'Expliquez-nous ce que vous souhaitez et demandez le prix avant que nous commencions.' },
          { title: 'Nous nous occupons du reste', text: 'Nous vous dirons combien de temps il faut compter, puis nous nous mettons au travail.' },
        ],
        i: [
          { title: 'Passez me voir', text: 'Venez quand vous voulez pendant mes heures d’ouverture. Les horaires et le plan sont sur cette page.' },
          { title: 'Dites-moi ce qu’il vous faut', text: 'Expliquez-moi ce que vous souhaitez et demandez le prix avant que je commence.' },
          { title: 'Je m’occupe du reste', text: 'Je vous dirai combien de temps il faut compter, puis je me mets au travail.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Sans rendez-vous', text: 'Venez quand cela vous arrange, pendant les heures d’ouverture.' },
          { title: 'Le prix avant de commencer', text: 'Demandez le prix\u202f: vous le connaîtrez avant que nous commencions.' },
          { title: 'Vos questions sont les bienvenues', text: 'Posez-nous vos questions sur place, ou envoyez un message depuis cette page.' },
        ],
        i: [
          { title: 'Sans rendez-vous', text: 'Venez quand cela vous arrange, pendant les heures d’ouverture.' },
          { title: 'Le prix avant de commencer', text: 'Demandez le prix\u202f: vous le connaîtrez avant que je commence.' },
          { title: 'Vos questions sont les bienvenues', text: 'Posez-moi vos questions sur place, ou envoyez un message depuis cette page.' },
        ],
      },
      faq: {
        we: [
          { q: 'Faut-il prendre rendez-vous\u202f?', a: 'Non. Passez simplement pendant nos heures d’ouverture. Si vous voulez vérifier quelque chose avant, écrivez-nous.' },
          { q: 'Combien de temps faut-il compter\u202f?', a: 'Cela dépend de ce qu’il vous faut et du monde qu’il y a. Demandez en arrivant et nous vous donnerons une idée.' },
          { q: 'Comment se passe le paiement\u202f?', a: 'Demandez en arrivant et nous vous expliquerons comment payer.' },
          { q: 'Comment venir\u202f?', a: 'L’adresse, le plan et les horaires sont sur cette page. Si vous avez besoin d’indications, écrivez-nous.' },
        ],
        i: [
          { q: 'Faut-il prendre rendez-vous\u202f?', a: 'Non. Passez simplement pendant mes heures d’ouverture. Si vous voulez vérifier quelque chose avant, écrivez-moi.' },
          { q: 'Combien de temps faut-il compter\u202f?', a: 'Cela dépend de ce qu’il vous faut et du monde qu’il y a. Demandez en arrivant et je vous donnerai une idée.' },
          { q: 'Comment se passe le paiement\u202f?', a: 'Demandez en arrivant et je vous expliquerai comment payer.' },
          { q: 'Comment venir\u202f?', a: 'L’adresse, le plan et les horaires sont sur cette page. Si vous avez besoin d’indications, écrivez-moi.' },
        ],
      },
      closing: {
        heading: 'Au plaisir de vous voir',
        text: { we: 'Sans rendez-vous\u202f: consultez les horaires et trouvez-nous sur le plan.', i: 'Sans rendez-vous\u202f: consultez les horaires et trouvez-moi sur le plan.' },
      },
    },
  },
  de: {
    walkIn: {
      cta: { primary: 'Öffnungszeiten' },
      sections: {
        booking: { heading: 'So funktioniert’s', eyebrow: 'Schritt für Schritt' },
        visit: { nav: 'Besuch', heading: 'Wann und wo', eyebrow: 'Ohne Termin' },
        faq: { heading: 'Vor Ihrem Besuch' },
        contact: { nav: 'Kontakt', heading: { we: 'Fragen Sie uns', i: 'Fragen Sie mich' }, eyebrow: 'Kontakt', send: 'Nachricht senden' },
      },
      contactIntro: {
        we: 'Sie brauchen keinen Termin: Kommen Sie während unserer Öffnungszeiten vorbei, oder schreiben Sie uns, und wir melden uns bei Ihnen.',
        i: 'Sie brauchen keinen Termin: Kommen Sie während meiner Öffnungszeiten vorbei, oder schreiben Sie mir, und ich melde mich bei Ihnen.',
      },
      about: {
        we: 'Bei {name} kommen Sie einfach vorbei: Sie brauchen keinen Termin. Sie erwartet ein freundlicher Empfang, klare Antworten und eine genaue Vorstellung davon, wie lange es dauert.',
        i: 'Kommen Sie einfach vorbei: Sie brauchen keinen Termin. Sie erwartet ein freundlicher Empfang, klare Antworten und eine genaue Vorstellung davon, wie lange es dauert.',
      },
      steps: {
        we: [
          { title: 'Vorbeikommen', text: 'Kommen Sie während unserer Öffnungszeiten, wann es Ihnen passt. Öffnungszeiten und Karte finden Sie auf dieser Seite.' },
          { title: 'Ihr Anliegen', text: 'Erklären Sie uns Ihr Anliegen und fragen Sie nach dem Preis, bevor wir anfangen.' },
          { title: 'Den Rest übernehmen wir', text: 'Wir sagen Ihnen, wie lange es ungefähr dauert, und legen los.' },
        ],
        i: [
          { title: 'Vorbeikommen', text: 'Kommen Sie während meiner Öffnungszeiten, wann es Ihnen passt. Öffnungszeiten und Karte finden Sie auf dieser Seite.' },
          { title: 'Ihr Anliegen', text: 'Erklären Sie mir Ihr Anliegen und fragen Sie nach dem Preis, bevor ich anfange.' },
          { title: 'Den Rest übernehme ich', text: 'Ich sage Ihnen, wie lange es ungefähr dauert, und lege los.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Ohne Termin', text: 'Kommen Sie, wann es Ihnen passt, während der Öffnungszeiten.' },
          { title: 'Der Preis vorab', text: 'Fragen Sie nach dem Preis: Sie kennen ihn, bevor wir anfangen.' },
          { title: 'Fragen willkommen', text: 'Fragen Sie uns vor Ort oder schicken Sie eine Nachricht über diese Seite.' },
        ],
        i: [
          { title: 'Ohne Termin', text: 'Kommen Sie, wann es Ihnen passt, während der Öffnungszeiten.' },
          { title: 'Der Preis vorab', text: 'Fragen Sie nach dem Preis: Sie kennen ihn, bevor ich anfange.' },
          { title: 'Fragen willkommen', text: 'Fragen Sie mich vor Ort oder schicken Sie eine Nachricht über diese Seite.' },
        ],
      },
      faq: {
        we: [
          { q: 'Brauche ich einen Termin?', a: 'Nein. Kommen Sie einfach während unserer Öffnungszeiten vorbei. Wenn Sie vorher etwas klären möchten, schreiben Sie uns.' },
          { q: 'Wie lange dauert es?', a: 'Das hängt davon ab, was Sie brauchen und wie viel los ist. Fragen Sie, wenn Sie da sind, und wir sagen es Ihnen ungefähr.' },
          { q: 'Wie kann ich bezahlen?', a: 'Fragen Sie, wenn Sie da sind, und wir erklären Ihnen, wie Sie bezahlen können.' },
          { q: 'Wie finde ich Sie?', a: 'Adresse, Karte und Öffnungszeiten finden Sie auf dieser Seite. Wenn Sie eine Wegbeschreibung brauchen, schreiben Sie uns.' },
        ],
        i: [
          { q: 'Brauche ich einen Termin?', a: 'Nein. Kommen Sie einfach während meiner Öffnungszeiten vorbei. Wenn Sie vorher etwas klären möchten, schreiben Sie mir.' },
          { q: 'Wie lange dauert es?', a: 'Das hängt davon ab, was Sie brauchen und wie viel los ist. Fragen Sie, wenn Sie da sind, und ich sage es Ihnen ungefähr.' },
          { q: 'Wie kann ich bezahlen?', a: 'Fragen Sie, wenn Sie da sind, und ich erkläre Ihnen, wie Sie bezahlen können.' },
          { q: 'Wie finde ich Sie?', a: 'Adresse, Karte und Öffnungszeiten finden Sie auf dieser Seite. Wenn Sie eine Wegbeschreibung brauchen, schreiben Sie mir.' },
        ],
      },
      closing: {
        heading: 'Kommen Sie einfach vorbei',
        text: { we: 'Ohne Termin: Sehen Sie die Öffnungszeiten nach und finden Sie uns auf der Karte.', i: 'Ohne Termin: Sehen Sie die Öffnungszeiten nach und finden Sie mich auf der Karte.' },
      },
    },
  },
  it: {
    walkIn: {
      cta: { primary: 'Vedi gli orari' },
      sections: {
        booking: { heading: 'Come funziona', eyebrow: 'Passo dopo passo' },
        visit: { nav: 'Dove siamo', heading: 'Quando e dove', eyebrow: 'Senza prenotazione' },
        faq: { heading: 'Prima di venire' },
        contact: { nav: 'Contatti', heading: { we: 'Hai una domanda? Scrivici', i: 'Hai una domanda? Scrivimi' }, eyebrow: 'Contatti', send: 'Invia messaggio' },
      },
      contactIntro: {
        we: 'Non serve prenotare: passa durante il nostro orario di apertura, oppure scrivici e ti risponderemo.',
        i: 'Non serve prenotare: passa durante il mio orario di apertura, oppure scrivimi e ti risponderò.',
      },
      about: {
        we: 'Da {name} puoi semplicemente passare: non serve prenotare. Ti aspettano un’accoglienza cordiale, risposte chiare e un’idea precisa di quanto ci vorrà.',
        i: 'Puoi semplicemente passare: non serve prenotare. Ti aspettano un’accoglienza cordiale, risposte chiare e un’idea precisa di quanto ci vorrà.',
      },
      steps: {
        we: [
          { title: 'Passa quando vuoi', text: 'Vieni durante il nostro orario di apertura. Orari e mappa sono in questa pagina.' },
          { title: 'Dicci di cosa hai bisogno', text: 'Spiegaci cosa ti serve e chiedi quanto costa prima che iniziamo.' },
          { title: 'Al resto pensiamo noi', text: 'Ti diremo quanto ci vorrà e ci mettiamo al lavoro.' },
        ],
        i: [
          { title: 'Passa quando vuoi', text: 'Vieni durante il mio orario di apertura. Orari e mappa sono in questa pagina.' },
          { title: 'Dimmi di cosa hai bisogno', text: 'Spiegami cosa ti serve e chiedi quanto costa prima che inizi.' },
          { title: 'Al resto penso io', text: 'Ti dirò quanto ci vorrà e mi metto al lavoro.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Senza prenotazione', text: 'Vieni quando ti è comodo, durante l’orario di apertura.' },
          { title: 'Il prezzo prima di iniziare', text: 'Chiedi quanto costa e lo saprai prima che iniziamo.' },
          { title: 'Domande benvenute', text: 'Chiedici quello che vuoi di persona, o mandaci un messaggio da questa pagina.' },
        ],
        i: [
          { title: 'Senza prenotazione', text: 'Vieni quando ti è comodo, durante l’orario di apertura.' },
          { title: 'Il prezzo prima di iniziare', text: 'Chiedi quanto costa e lo saprai prima che inizi.' },
          { title: 'Domande benvenute', text: 'Chiedimi quello che vuoi di persona, o mandami un messaggio da questa pagina.' },
        ],
      },
      faq: {
        we: [
          { q: 'Devo prenotare?', a: 'No. Passa durante il nostro orario di apertura. Se vuoi verificare qualcosa prima, scrivici.' },
          { q: 'Quanto tempo ci vuole?', a: 'Dipende da cosa ti serve e da quanta gente c’è. Chiedi quando arrivi e ti daremo un’idea.' },
          { q: 'Come si paga?', a: 'Chiedi quando arrivi e ti spiegheremo come pagare.' },
          { q: 'Come vi trovo?', a: 'Indirizzo, mappa e orari sono in questa pagina. Se hai bisogno di indicazioni, scrivici.' },
        ],
        i: [
          { q: 'Devo prenotare?', a: 'No. Passa durante il mio orario di apertura. Se vuoi verificare qualcosa prima, scrivimi.' },
          { q: 'Quanto tempo ci vuole?', a: 'Dipende da cosa ti serve e da quanta gente c’è. Chiedi quando arrivi e ti darò un’idea.' },
          { q: 'Come si paga?', a: 'Chiedi quando arrivi e ti spiegherò come pagare.' },
          { q: 'Come ti trovo?', a: 'Indirizzo, mappa e orari sono in questa pagina. Se hai bisogno di indicazioni, scrivimi.' },
        ],
      },
      closing: {
        heading: 'Passa quando vuoi',
        text: { we: 'Non serve prenotare: controlla gli orari e trovaci sulla mappa.', i: 'Non serve prenotare: controlla gli orari e trovami sulla mappa.' },
      },
    },
  },
  nl: {
    walkIn: {
      cta: { primary: 'Openingstijden' },
      sections: {
        booking: { heading: 'Zo werkt het', eyebrow: 'Stap voor stap' },
        visit: { nav: 'Bezoek', heading: 'Wanneer en waar', eyebrow: 'Zonder afspraak' },
        faq: { heading: 'Voor je langskomt' },
        contact: { nav: 'Contact', heading: { we: 'Stel ons een vraag', i: 'Stel me een vraag' }, eyebrow: 'Contact', send: 'Bericht versturen' },
      },
      contactIntro: {
        we: 'Je hoeft geen afspraak te maken: kom langs tijdens onze openingstijden, of stuur ons een bericht en we nemen contact met je op.',
        i: 'Je hoeft geen afspraak te maken: kom langs tijdens mijn openingstijden, of stuur me een bericht en ik neem contact met je op.',
      },
      about: {
        we: 'Bij {name} kom je gewoon binnenlopen: je hoeft geen afspraak te maken. Je kunt rekenen op een vriendelijk welkom, duidelijke antwoorden en een goed idee van hoe lang het duurt.',
        i: 'Je kunt gewoon binnenlopen: je hoeft geen afspraak te maken. Je kunt rekenen op een vriendelijk welkom, duidelijke antwoorden en een goed idee van hoe lang het duurt.',
      },
      steps: {
        we: [
          { title: 'Loop binnen', text: 'Kom langs wanneer het jou uitkomt tijdens onze openingstijden. De tijden en de kaart staan op deze pagina.' },
          { title: 'Vertel wat je nodig hebt', text: 'Leg uit wat je wilt en vraag wat het kost voordat we beginnen.' },
          { title: 'Wij doen de rest', text: 'We vertellen je hoe lang het ongeveer duurt en gaan aan de slag.' },
        ],
        i: [
          { title: 'Loop binnen', text: 'Kom langs wanneer het jou uitkomt tijdens mijn openingstijden. De tijden en de kaart staan op deze pagina.' },
          { title: 'Vertel wat je nodig hebt', text: 'Leg uit wat je wilt en vraag wat het kost voordat ik begin.' },
          { title: 'Ik doe de rest', text: 'Ik vertel je hoe lang het ongeveer duurt en ga aan de slag.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Zonder afspraak', text: 'Kom wanneer het jou uitkomt, tijdens de openingstijden.' },
          { title: 'De prijs vooraf', text: 'Vraag wat het kost, dan weet je het voordat we beginnen.' },
          { title: 'Vragen zijn welkom', text: 'Vraag ons alles in de zaak, of stuur een bericht via deze pagina.' },
        ],
        i: [
          { title: 'Zonder afspraak', text: 'Kom wanneer het jou uitkomt, tijdens de openingstijden.' },
          { title: 'De prijs vooraf', text: 'Vraag wat het kost, dan weet je het voordat ik begin.' },
          { title: 'Vragen zijn welkom', text: 'Vraag me alles in de zaak, of stuur een bericht via deze pagina.' },
        ],
      },
      faq: {
        we: [
          { q: 'Moet ik een afspraak maken?', a: 'Nee. Kom gewoon langs tijdens onze openingstijden. Wil je eerst iets navragen, stuur ons dan een bericht.' },
          { q: 'Hoe lang duurt het?', a: 'Dat hangt af van wat je nodig hebt en hoe druk het is. Vraag het als je binnenkomt, dan geven we je een idee.' },
          { q: 'Hoe kan ik betalen?', a: 'Vraag het als je binnenkomt, dan leggen we uit hoe je kunt betalen.' },
          { q: 'Hoe vind ik jullie?', a: 'Het adres, de kaart en de openingstijden staan op deze pagina. Heb je een routebeschrijving nodig, stuur ons dan een bericht.' },
        ],
        i: [
          { q: 'Moet ik een afspraak maken?', a: 'Nee. Kom gewoon langs tijdens mijn openingstijden. Wil je eerst iets navragen, stuur me dan een bericht.' },
          { q: 'Hoe lang duurt het?', a: 'Dat hangt af van wat je nodig hebt en hoe druk het is. Vraag het als je binnenkomt, dan geef ik je een idee.' },
          { q: 'Hoe kan ik betalen?', a: 'Vraag het als je binnenkomt, dan leg ik uit hoe je kunt betalen.' },
          { q: 'Hoe vind ik je?', a: 'Het adres, de kaart en de openingstijden staan op deze pagina. Heb je een routebeschrijving nodig, stuur me dan een bericht.' },
        ],
      },
      closing: {
        heading: 'Tot snel',
        text: { we: 'Geen afspraak nodig: bekijk de openingstijden en vind ons op de kaart.', i: 'Geen afspraak nodig: bekijk de openingstijden en vind me op de kaart.' },
      },
    },
  },
  ja: {
    walkIn: {
      cta: { primary: '営業時間を見る' },
      sections: {
        booking: { heading: 'ご利用の流れ', eyebrow: 'ステップ' },
        visit: { nav: '店舗情報', heading: '営業時間とアクセス', eyebrow: '予約不要' },
        faq: { heading: 'ご来店前のご質問' },
        contact: { nav: 'お問い合わせ', heading: { we: 'お気軽にお問い合わせください', i: '私にお気軽にお尋ねください' }, eyebrow: 'お問い合わせ', send: '送信する' },
      },
      contactIntro: {
        we: 'ご予約は不要ですので営業時間内に直接お越しいただくか、メッセージをお送りいただければ私たちから折り返しご連絡します。',
        i: 'ご予約は不要ですので営業時間内に直接お越しいただくか、メッセージをお送りいただければ私から折り返しご連絡します。',
      },
      about: {
        we: '{name}はご予約なしでご利用いただけます。気持ちのよい対応とわかりやすいご説明で、どのくらい時間がかかるかも最初にお伝えします。',
        i: 'ご予約なしでご利用いただけます。気持ちのよい対応とわかりやすいご説明で、どのくらい時間がかかるかも最初にお伝えします。',
      },
      steps: {
        we: [
          { title: 'ご来店', text: '営業時間内ならいつでもお越しください。営業時間と地図はこのページに掲載しています。' },
          { title: 'ご要望をお聞かせください', text: 'ご希望の内容をお伝えいただき、作業前に料金をご確認ください。' },
          { title: 'あとはお任せください', text: 'かかる時間の目安をお伝えしてから、作業を始めます。' },
        ],
        i: [
          { title: 'ご来店', text: '営業時間内ならいつでもお越しください。営業時間と地図はこのページに掲載しています。' },
          { title: 'ご要望をお聞かせください', text: 'ご希望の内容を私にお伝えいただき、作業前に料金をご確認ください。' },
          { title: 'あとは私にお任せください', text: 'かかる時間の目安をお伝えしてから、作業を始めます。' },
        ],
      },
      benefits: {
        we: [
          { title: '予約不要', text: '営業時間内のご都合のよいときにお越しください。' },
          { title: '料金は作業前にご案内', text: '料金をお尋ねいただければ、作業を始める前にお伝えします。' },
          { title: 'ご質問歓迎', text: '店頭で直接、またはこのページからメッセージでお気軽にお尋ねください。' },
        ],
        i: [
          { title: '予約不要', text: '営業時間内のご都合のよいときにお越しください。' },
          { title: '料金は作業前にご案内', text: '料金をお尋ねいただければ、作業を始める前にお伝えします。' },
          { title: 'ご質問歓迎', text: '店頭で直接、またはこのページからメッセージで私にお気軽にお尋ねください。' },
        ],
      },
      faq: {
        we: [
          { q: '予約は必要ですか？', a: 'いいえ、営業時間内に直接お越しください。事前に確認したいことがあれば、メッセージをお送りください。' },
          { q: 'どのくらい時間がかかりますか？', a: 'ご要望の内容や混み具合によって異なります。ご来店時にお尋ねいただければ、目安をお伝えします。' },
          { q: 'お支払い方法は？', a: 'ご来店時にお尋ねください。お支払い方法をご説明します。' },
          { q: 'お店の場所は？', a: '住所、地図、営業時間はこのページに掲載しています。道順がわからないときは、メッセージでお尋ねください。' },
        ],
        i: [
          { q: '予約は必要ですか？', a: 'いいえ、営業時間内に直接お越しください。事前に確認したいことがあれば、私にメッセージをお送りください。' },
          { q: 'どのくらい時間がかかりますか？', a: 'ご要望の内容や混み具合によって異なります。ご来店時にお尋ねいただければ、私から目安をお伝えします。' },
          { q: 'お支払い方法は？', a: 'ご来店時にお尋ねください。私からお支払い方法をご説明します。' },
          { q: 'お店の場所は？', a: '住所、地図、営業時間はこのページに掲載しています。道順がわからないときは、私にメッセージでお尋ねください。' },
        ],
      },
      closing: {
        heading: 'ご来店をお待ちしています',
        text: { we: 'ご予約は不要です。営業時間を確認して、地図で場所をご覧ください。', i: 'ご予約は不要です。営業時間を確認して、地図で私の店の場所をご覧ください。' },
      },
    },
  },
  zh: {
    walkIn: {
      cta: { primary: '查看营业时间' },
      sections: {
        booking: { heading: '服务流程', eyebrow: '一步一步' },
        visit: { nav: '门店信息', heading: '营业时间与地址', eyebrow: '无需预约' },
        faq: { heading: '到店前的常见问题' },
        contact: { nav: '联系', heading: { we: '向我们提问', i: '向我提问' }, eyebrow: '联系方式', send: '发送留言' },
      },
      contactIntro: {
        we: '无需预约，营业时间内直接到店即可，或给我们留言，我们会回复您。',
        i: '无需预约，营业时间内直接到店即可，或给我留言，我会回复您。',
      },
      about: {
        we: '在{name}，您无需预约，直接到店即可。我们热情接待，解答清楚，并会先告诉您大概需要多长时间。',
        i: '您无需预约，直接到店即可。我热情接待，解答清楚，并会先告诉您大概需要多长时间。',
      },
      steps: {
        we: [
          { title: '直接到店', text: '营业时间内随时欢迎。营业时间和地图都在本页。' },
          { title: '告诉我们您的需求', text: '说明您想要的服务，开始之前可以先问清价格。' },
          { title: '剩下的交给我们', text: '我们会告诉您大概需要多长时间，然后马上开始。' },
        ],
        i: [
          { title: '直接到店', text: '营业时间内随时欢迎。营业时间和地图都在本页。' },
          { title: '告诉我您的需求', text: '说明您想要的服务，开始之前可以先问清价格。' },
          { title: '剩下的交给我', text: '我会告诉您大概需要多长时间，然后马上开始。' },
        ],
      },
      benefits: {
        we: [
          { title: '无需预约', text: '营业时间内，您方便时随时到店。' },
          { title: '开始前先报价', text: '问一下价格，开始之前您就能知道。' },
          { title: '欢迎提问', text: '可以到店当面问我们，也可以通过本页留言。' },
        ],
        i: [
          { title: '无需预约', text: '营业时间内，您方便时随时到店。' },
          { title: '开始前先报价', text: '问一下价格，开始之前您就能知道。' },
          { title: '欢迎提问', text: '可以到店当面问我，也可以通过本页留言。' },
        ],
      },
      faq: {
        we: [
          { q: '需要预约吗？', a: '不需要。营业时间内直接到店即可。如果想事先确认什么，欢迎给我们留言。' },
          { q: '需要多长时间？', a: '这取决于您的需求和店里的忙碌程度。到店时问一下，我们会告诉您大概的时间。' },
          { q: '怎么付款？', a: '到店时问一下，我们会告诉您付款方式。' },
          { q: '怎么找到你们？', a: '地址、地图和营业时间都在本页。如需路线指引，欢迎给我们留言。' },
        ],
        i: [
          { q: '需要预约吗？', a: '不需要。营业时间内直接到店即可。如果想事先确认什么，欢迎给我留言。' },
          { q: '需要多长时间？', a: '这取决于您的需求和店里的忙碌程度。到店时问一下，我会告诉您大概的时间。' },
          { q: '怎么付款？', a: '到店时问一下，我会告诉您付款方式。' },
          { q: '怎么找到你？', a: '地址、地图和营业时间都在本页。如需路线指引，欢迎给我留言。' },
        ],
      },
      closing: {
        heading: '欢迎光临',
        text: { we: '无需预约：查看营业时间，在地图上找到我们。', i: '无需预约：查看营业时间，在地图上找到我。' },
      },
    },
  },
  ar: {
    walkIn: {
      cta: { primary: 'مواعيد العمل' },
      sections: {
        booking: { heading: 'كيف تتم الخدمة', eyebrow: 'خطوة بخطوة' },
        visit: { nav: 'الزيارة', heading: 'متى وأين', eyebrow: 'دون موعد' },
        faq: { heading: 'قبل زيارتك' },
        contact: { nav: 'تواصل', heading: { we: 'اطرح علينا سؤالك', i: 'اطرح عليّ سؤالك' }, eyebrow: 'التواصل', send: 'إرسال الرسالة' },
      },
      contactIntro: {
        we: 'لا حاجة إلى موعد: تفضّل بزيارتنا خلال مواعيد العمل، أو أرسل لنا رسالة وسنعود إليك.',
        i: 'لا حاجة إلى موعد: تفضّل بزيارتي خلال مواعيد العمل، أو أرسل لي رسالة وسأعود إليك.',
      },
      about: {
        we: 'في {name} يمكنك أن تأتي مباشرة دون موعد. ستجد استقبالًا وديًا وإجابات واضحة، وسنخبرك منذ البداية بالوقت الذي يستغرقه الأمر.',
        i: 'يمكنك أن تأتي مباشرة دون موعد. ستجد استقبالًا وديًا وإجابات واضحة، وسأخبرك منذ البداية بالوقت الذي يستغرقه الأمر.',
      },
      steps: {
        we: [
          { title: 'تفضّل بالحضور', text: 'تعال في أي وقت خلال مواعيد العمل. ستجد المواعيد والخريطة في هذه الصفحة.' },
          { title: 'أخبرنا بما تحتاج إليه', text: 'اشرح لنا ما تريده، واسأل عن السعر قبل أن نبدأ.' },
          { title: 'ونحن نتولّى الباقي', text: 'سنخبرك بالوقت الذي يستغرقه الأمر تقريبًا، ثم نبدأ العمل.' },
        ],
        i: [
          { title: 'تفضّل بالحضور', text: 'تعال في أي وقت خلال مواعيد العمل. ستجد المواعيد والخريطة في هذه الصفحة.' },
          { title: 'أخبرني بما تحتاج إليه', text: 'اشرح لي ما تريده، واسأل عن السعر قبل أن أبدأ.' },
          { title: 'وأنا أتولّى الباقي', text: 'سأخبرك بالوقت الذي يستغرقه الأمر تقريبًا، ثم أبدأ العمل.' },
        ],
      },
      benefits: {
        we: [
          { title: 'دون موعد مسبق', text: 'تعال في الوقت الذي يناسبك خلال مواعيد العمل.' },
          { title: 'السعر قبل البدء', text: 'اسأل عن السعر وستعرفه قبل أن نبدأ العمل.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألنا عن أي شيء عند حضورك، أو أرسل رسالة من هذه الصفحة.' },
        ],
        i: [
          { title: 'دون موعد مسبق', text: 'تعال في الوقت الذي يناسبك خلال مواعيد العمل.' },
          { title: 'السعر قبل البدء', text: 'اسأل عن السعر وستعرفه قبل أن أبدأ العمل.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألني عن أي شيء عند حضورك، أو أرسل رسالة من هذه الصفحة.' },
        ],
      },
      faq: {
        we: [
          { q: 'هل أحتاج إلى موعد؟', a: 'لا. تفضّل بالحضور خلال مواعيد العمل. وإن أردت التأكد من شيء قبل مجيئك، أرسل لنا رسالة.' },
          { q: 'كم يستغرق الأمر؟', a: 'يعتمد ذلك على ما تحتاج إليه وعلى مدى الازدحام. اسأل عند وصولك وسنعطيك فكرة تقريبية.' },
          { q: 'كيف يتم الدفع؟', a: 'اسأل عند وصولك وسنشرح لك طرق الدفع.' },
          { q: 'كيف أصل إليكم؟', a: 'العنوان والخريطة ومواعيد العمل في هذه الصفحة. وإن احتجت إلى إرشادات للوصول، أرسل لنا رسالة.' },
        ],
        i: [
          { q: 'هل أحتاج إلى موعد؟', a: 'لا. تفضّل بالحضور خلال مواعيد العمل. وإن أردت التأكد من شيء قبل مجيئك، أرسل لي رسالة.' },
          { q: 'كم يستغرق الأمر؟', a: 'يعتمد ذلك على ما تحتاج إليه وعلى مدى الازدحام. اسأل عند وصولك وسأعطيك فكرة تقريبية.' },
          { q: 'كيف يتم الدفع؟', a: 'اسأل عند وصولك وسأشرح لك طرق الدفع.' },
          { q: 'كيف أصل إليك؟', a: 'العنوان والخريطة ومواعيد العمل في هذه الصفحة. وإن احتجت إلى إرشادات للوصول، أرسل لي رسالة.' },
        ],
      },
      closing: {
        heading: 'بانتظار زيارتك',
        text: { we: 'لا حاجة إلى موعد: اطّلع على مواعيد العمل وابحث عنا على الخريطة.', i: 'لا حاجة إلى موعد: اطّلع على مواعيد العمل وابحث عني على الخريطة.' },
      },
    },
  },
};
