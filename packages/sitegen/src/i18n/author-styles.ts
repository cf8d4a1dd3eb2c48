import type { StyleCopy } from './types';

/**
 * An author's own words over the portfolio phrasebook (types.ts `PageStyle` `author`; choose-blueprint
 * `writesBooks`: a novelist, a children's author, a poet), in the site languages: readers are invited to
 * join the newsletter and see the books, and asked in for events and interviews, instead of "Check
 * availability" and "From first message to delivery". No claim the author has not made (no signed copies,
 * no shops stocking the books, no awards, no free story).
 */
export const AUTHOR_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { author: StyleCopy }> = {
  en: {
    author: {
      cta: { primary: 'Join the newsletter', secondary: 'See the books' },
      sections: {
        books: { nav: 'Books', heading: 'The books', eyebrow: 'Books' },
        about: { nav: 'About', heading: { we: 'About us', i: 'About me' }, eyebrow: 'The author' },
        newsletter: { nav: 'Newsletter', heading: 'Hear about new books first', eyebrow: 'Newsletter' },
        faq: { nav: 'FAQ', heading: 'Questions readers ask', eyebrow: 'FAQ' },
        contact: { nav: 'Contact', heading: 'Get in touch', eyebrow: 'Contact', send: 'Send message' },
      },
      contactIntro: {
        we: 'For events, interviews, rights or just to say hello, send us a message.',
        i: 'For events, interviews, rights or just to say hello, send me a message.',
      },
      about: {
        we: 'Thank you for stopping by. Here you’ll find our books, news of what we’re writing next and a way to get in touch.',
        i: 'Thank you for stopping by. Here you’ll find my books, news of what I’m writing next and a way to get in touch.',
      },
      faq: {
        we: [
          { q: 'Which book should I start with?', a: 'Ask us, and tell us what you like to read: we’re happy to suggest where to begin.' },
          { q: 'Where can I buy your books?', a: 'Ask at your local bookshop or library, or send us a message and we’ll tell you where to find them.' },
          { q: 'Do you do events and school visits?', a: 'Send us a message with the date, the place and what you have in mind, and we’ll let you know.' },
          { q: 'How do I hear about new books?', a: 'Sign up to the newsletter on this page: news of new books and events by email, about once a month.' },
        ],
        i: [
          { q: 'Which book should I start with?', a: 'Ask me, and tell me what you like to read: I’m happy to suggest where to begin.' },
          { q: 'Where can I buy your books?', a: 'Ask at your local bookshop or library, or send me a message and I’ll tell you where to find them.' },
          { q: 'Do you do events and school visits?', a: 'Send me a message with the date, the place and what you have in mind, and I’ll let you know.' },
          { q: 'How do I hear about new books?', a: 'Sign up to the newsletter on this page: news of new books and events by email, about once a month.' },
        ],
      },
      closing: {
        heading: 'Hear about new books first',
        text: { we: 'Join the newsletter for news of new books, events and what we’re writing next.', i: 'Join the newsletter for news of new books, events and what I’m writing next.' },
      },
      featureText: {
        we: ['More about it in the newsletter.', 'Ask us about it.', 'Part of what readers find here.', 'Send us a message to know more.'],
        i: ['More about it in the newsletter.', 'Ask me about it.', 'Part of what readers find here.', 'Send me a message to know more.'],
      },
    },
  },
  es: {
    author: {
      cta: { primary: 'Suscríbete al boletín', secondary: 'Descubre los libros' },
      sections: {
        books: { nav: 'Libros', heading: 'Los libros', eyebrow: 'Bibliografía' },
        about: { nav: 'Acerca de', heading: { we: 'Sobre nosotros', i: 'Sobre mí' }, eyebrow: 'Quién escribe' },
        newsletter: { nav: 'Boletín', heading: 'Nuevos libros, antes que nadie', eyebrow: 'Boletín' },
        faq: { nav: 'Preguntas', heading: 'Lo que preguntan los lectores', eyebrow: 'Preguntas frecuentes' },
        contact: { nav: 'Contacto', heading: 'Ponte en contacto', eyebrow: 'Contacto', send: 'Enviar mensaje' },
      },
      contactIntro: {
        we: 'Para eventos, entrevistas, consultas sobre derechos o simplemente para saludar, envíanos un mensaje.',
        i: 'Para eventos, entrevistas, consultas sobre derechos o simplemente para saludar, envíame un mensaje.',
      },
      about: {
        we: 'Gracias por tu visita. Aquí encontrarás nuestros libros, noticias de lo que estamos escribiendo y una forma de ponerte en contacto con nosotros.',
        i: 'Gracias por tu visita. Aquí encontrarás mis libros, noticias de lo que estoy escribiendo y una forma de ponerte en contacto conmigo.',
      },
      faq: {
        we: [
          { q: '¿Por qué libro debería empezar?', a: 'Pregúntanos y cuéntanos qué te gusta leer: nos encantará sugerirte por dónde empezar.' },
          { q: '¿Dónde puedo comprar los libros?', a: 'Pregunta en la librería o la biblioteca de tu barrio, o envíanos un mensaje y te diremos dónde encontrarlos.' },
          { q: '¿Se pueden organizar eventos y visitas a colegios?', a: 'Envíanos un mensaje con la fecha, el lugar y lo que tienes en mente, y te responderemos.' },
          { q: '¿Cómo me entero de los nuevos libros?', a: 'Suscríbete al boletín en esta página: noticias de nuevos libros y eventos por correo, más o menos una vez al mes.' },
        ],
        i: [
          { q: '¿Por qué libro debería empezar?', a: 'Pregúntame y cuéntame qué te gusta leer: me encantará sugerirte por dónde empezar.' },
          { q: '¿Dónde puedo comprar los libros?', a: 'Pregunta en la librería o la biblioteca de tu barrio, o envíame un mensaje y te diré dónde encontrarlos.' },
          { q: '¿Se pueden organizar eventos y visitas a colegios?', a: 'Envíame un mensaje con la fecha, el lugar y lo que tienes en mente, y te responderé.' },
          { q: '¿Cómo me entero de los nuevos libros?', a: 'Suscríbete al boletín en esta página: noticias de nuevos libros y eventos por correo, más o menos una vez al mes.' },
        ],
      },
      closing: {
        heading: 'Nuevos libros, antes que nadie',
        text: { we: 'Suscríbete al boletín para recibir noticias de nuevos libros, eventos y lo que estamos escribiendo.', i: 'Suscríbete al boletín para recibir noticias de nuevos libros, eventos y lo que estoy escribiendo.' },
      },
      featureText: {
        we: ['Más sobre esto en el boletín.', 'Pregúntanos por ello.', 'Parte de lo que los lectores encuentran aquí.', 'Envíanos un mensaje si quieres saber más.'],
        i: ['Más sobre esto en el boletín.', 'Pregúntame por ello.', 'Parte de lo que los lectores encuentran aquí.', 'Envíame un mensaje si quieres saber más.'],
      },
    },
  },
  pt: {
    author: {
      cta: { primary: 'Subscreva a newsletter', secondary: 'Conheça os livros' },
      sections: {
        books: { nav: 'Livros', heading: 'Os livros', eyebrow: 'Bibliografia' },
        about: { nav: 'Apresentação', heading: { we: 'Sobre nós', i: 'Sobre mim' }, eyebrow: 'Quem escreve' },
        newsletter: { nav: 'Novidades', heading: 'Os novos livros em primeira mão', eyebrow: 'Novidades por e-mail' },
        faq: { nav: 'Perguntas', heading: 'O que os leitores perguntam', eyebrow: 'Perguntas frequentes' },
        contact: { nav: 'Contacto', heading: 'Entre em contacto', eyebrow: 'Contacto', send: 'Enviar mensagem' },
      },
      contactIntro: {
        we: 'Para eventos, entrevistas, questões de direitos ou só para dizer olá, envie-nos uma mensagem.',
        i: 'Para eventos, entrevistas, questões de direitos ou só para dizer olá, envie-me uma mensagem.',
      },
      about: {
        we: 'Agradecemos a sua visita. Aqui encontra os nossos livros, novidades sobre o que andamos a escrever e uma forma de entrar em contacto connosco.',
        i: 'Agradeço a sua visita. Aqui encontra os meus livros, novidades sobre o que ando a escrever e uma forma de entrar em contacto comigo.',
      },
      faq: {
        we: [
          { q: 'Por que livro devo começar?', a: 'Pergunte-nos e diga-nos o que gosta de ler: teremos todo o gosto em sugerir por onde começar.' },
          { q: 'Onde posso comprar os seus livros?', a: 'Pergunte na livraria ou na biblioteca da sua zona, ou envie-nos uma mensagem e dizemos-lhe onde os pode encontrar.' },
          { q: 'Participam em eventos e visitas a escolas?', a: 'Envie-nos uma mensagem com a data, o local e o que tem em mente, e damos-lhe uma resposta.' },
          { q: 'Como fico a saber dos novos livros?', a: 'Subscreva a newsletter nesta página: notícias de novos livros e eventos por e-mail, cerca de uma vez por mês.' },
        ],
        i: [
          { q: 'Por que livro devo começar?', a: 'Pergunte-me e diga-me o que gosta de ler: terei todo o gosto em sugerir por onde começar.' },
          { q: 'Onde posso comprar os seus livros?', a: 'Pergunte na livraria ou na biblioteca da sua zona, ou envie-me uma mensagem e digo-lhe onde os pode encontrar.' },
          { q: 'Participa em eventos e visitas a escolas?', a: 'Envie-me uma mensagem com a data, o local e o que tem em mente, e dou-lhe uma resposta.' },
          { q: 'Como fico a saber dos novos livros?', a: 'Subscreva a newsletter nesta página: notícias de novos livros e eventos por e-mail, cerca de uma vez por mês.' },
        ],
      },
      closing: {
        heading: 'Os novos livros em primeira mão',
        text: { we: 'Subscreva a newsletter para receber notícias de novos livros, de eventos e do que andamos a escrever.', i: 'Subscreva a newsletter para receber notícias de novos livros, de eventos e do que ando a escrever.' },
      },
      featureText: {
        we: ['Mais sobre isto na newsletter.', 'Pergunte-nos sobre isto.', 'Faz parte do que os leitores encontram aqui.', 'Envie-nos uma mensagem para saber mais.'],
        i: ['Mais sobre isto na newsletter.', 'Pergunte-me sobre isto.', 'Faz parte do que os leitores encontram aqui.', 'Envie-me uma mensagem para saber mais.'],
      },
    },
  },
  fr: {
    author: {
      cta: { primary: 'Recevoir la newsletter', secondary: 'Découvrir les livres' },
      sections: {
        books: { nav: 'Livres', heading: 'Les livres', eyebrow: 'Bibliographie' },
        about: { nav: 'À propos', heading: { we: 'À propos de nous', i: 'À propos de moi' }, eyebrow: 'Derrière les livres' },
        newsletter: { nav: 'Lettre d’info', heading: 'Les nouveaux livres en avant-première', eyebrow: 'Par e-mail' },
        faq: { nav: 'FAQ', heading: 'Les questions des lecteurs', eyebrow: 'Questions fréquentes' },
        contact: { nav: 'Contact', heading: 'Prendre contact', eyebrow: 'Contact', send: 'Envoyer le message' },
      },
      contactIntro: {
        we: 'Pour une rencontre, une interview, une question de droits ou simplement pour dire bonjour, envoyez-nous un message.',
        i: 'Pour une rencontre, une interview, une question de droits ou simplement pour dire bonjour, envoyez-moi un message.',
      },
      about: {
        we: 'Merci de votre visite. Vous trouverez ici nos livres, des nouvelles de nos projets d’écriture et un moyen de nous contacter.',
        i: 'Merci de votre visite. Vous trouverez ici mes livres, des nouvelles de mes projets d’écriture et un moyen de me contacter.',
      },
      faq: {
        we: [
          { q: 'Par quel livre commencer\u202f?', a: 'Posez-nous la question en nous disant ce que vous aimez lire\u00a0: nous vous dirons volontiers par où commencer.' },
          { q: 'Où acheter vos livres\u202f?', a: 'Renseignez-vous auprès de votre libraire ou de votre bibliothèque, ou envoyez-nous un message et nous vous dirons où les trouver.' },
          { q: 'Faites-vous des rencontres et des interventions scolaires\u202f?', a: 'Envoyez-nous un message avec la date, le lieu et ce que vous avez en tête, et nous reviendrons vers vous.' },
          { q: 'Comment suivre les nouvelles parutions\u202f?', a: 'Inscrivez-vous à la newsletter sur cette page\u00a0: l’actualité des nouveaux livres et des rencontres par e-mail, environ une fois par mois.' },
        ],
        i: [
          { q: 'Par quel livre commencer\u202f?', a: 'Posez-moi la question en me disant ce que vous aimez lire\u00a0: je vous dirai volontiers par où commencer.' },
          { q: 'Où acheter vos livres\u202f?', a: 'Renseignez-vous auprès de votre libraire ou de votre bibliothèque, ou envoyez-moi un message et je vous dirai où les trouver.' },
          { q: 'Faites-vous des rencontres et des interventions scolaires\u202f?', a: 'Envoyez-moi un message avec la date, le lieu et ce que vous avez en tête, et je reviendrai vers vous.' },
          { q: 'Comment suivre les nouvelles parutions\u202f?', a: 'Inscrivez-vous à la newsletter sur cette page\u00a0: l’actualité des nouveaux livres et des rencontres par e-mail, environ une fois par mois.' },
        ],
      },
      closing: {
        heading: 'Les nouveaux livres en avant-première',
        text: { we: 'Inscrivez-vous à la newsletter pour suivre les nouveaux livres, les rencontres et nos projets d’écriture.', i: 'Inscrivez-vous à la newsletter pour suivre les nouveaux livres, les rencontres et mes projets d’écriture.' },
      },
      featureText: {
        we: ['Plus de détails dans la newsletter.', 'Interrogez-nous à ce sujet.', 'Cela fait partie de ce que les lecteurs trouvent ici.', 'Écrivez-nous pour en savoir plus.'],
        i: ['Plus de détails dans la newsletter.', 'Interrogez-moi à ce sujet.', 'Cela fait partie de ce que les lecteurs trouvent ici.', 'Écrivez-moi pour en savoir plus.'],
      },
    },
  },
  de: {
    author: {
      cta: { primary: 'Newsletter abonnieren', secondary: 'Bücher ansehen' },
      sections: {
        books: { nav: 'Bücher', heading: 'Die Bücher', eyebrow: 'Bücher' },
        about: { nav: 'Profil', heading: { we: 'Über uns', i: 'Über mich' }, eyebrow: 'Hinter den Büchern' },
        newsletter: { nav: 'Newsletter', heading: 'Von neuen Büchern zuerst erfahren', eyebrow: 'Neuigkeiten' },
        faq: { nav: 'FAQ', heading: 'Was Leserinnen und Leser fragen', eyebrow: 'Häufige Fragen' },
        contact: { nav: 'Kontakt', heading: 'Kontakt aufnehmen', eyebrow: 'Kontakt', send: 'Nachricht senden' },
      },
      contactIntro: {
        we: 'Ob Veranstaltungen, Interviews, Rechteanfragen oder einfach ein kurzes Hallo: Schreiben Sie uns eine Nachricht.',
        i: 'Ob Veranstaltungen, Interviews, Rechteanfragen oder einfach ein kurzes Hallo: Schreiben Sie mir eine Nachricht.',
      },
      about: {
        we: 'Danke für Ihren Besuch. Hier finden Sie unsere Bücher, Neuigkeiten darüber, woran wir als Nächstes schreiben, und die Möglichkeit, mit uns in Kontakt zu treten.',
        i: 'Danke für Ihren Besuch. Hier finden Sie meine Bücher, Neuigkeiten darüber, woran ich als Nächstes schreibe, und die Möglichkeit, mit mir in Kontakt zu treten.',
      },
      faq: {
        we: [
          { q: 'Mit welchem Buch soll ich anfangen?', a: 'Fragen Sie uns einfach und erzählen Sie uns, was Sie gern lesen: Wir schlagen Ihnen gern vor, womit Sie beginnen können.' },
          { q: 'Wo kann ich Ihre Bücher kaufen?', a: 'Fragen Sie in Ihrer Buchhandlung oder Bibliothek vor Ort nach, oder schreiben Sie uns eine Nachricht, und wir sagen Ihnen, wo Sie die Bücher finden.' },
          { q: 'Machen Sie auch Lesungen und Schulbesuche?', a: 'Schreiben Sie uns, wann und wo es stattfinden soll und was Sie sich vorstellen, und wir geben Ihnen Bescheid.' },
          { q: 'Wie erfahre ich von neuen Büchern?', a: 'Melden Sie sich auf dieser Seite für den Newsletter an: Nachrichten über neue Bücher und Veranstaltungen per E-Mail, etwa einmal im Monat.' },
        ],
        i: [
          { q: 'Mit welchem Buch soll ich anfangen?', a: 'Fragen Sie mich einfach und erzählen Sie mir, was Sie gern lesen: Ich schlage Ihnen gern vor, womit Sie beginnen können.' },
          { q: 'Wo kann ich Ihre Bücher kaufen?', a: 'Fragen Sie in Ihrer Buchhandlung oder Bibliothek vor Ort nach, oder schreiben Sie mir eine Nachricht, und ich sage Ihnen, wo Sie die Bücher finden.' },
          { q: 'Machen Sie auch Lesungen und Schulbesuche?', a: 'Schreiben Sie mir, wann und wo es stattfinden soll und was Sie sich vorstellen, und ich gebe Ihnen Bescheid.' },
          { q: 'Wie erfahre ich von neuen Büchern?', a: 'Melden Sie sich auf dieser Seite für den Newsletter an: Nachrichten über neue Bücher und Veranstaltungen per E-Mail, etwa einmal im Monat.' },
        ],
      },
      closing: {
        heading: 'Von neuen Büchern zuerst erfahren',
        text: { we: 'Abonnieren Sie den Newsletter und erfahren Sie von neuen Büchern, Veranstaltungen und davon, woran wir als Nächstes schreiben.', i: 'Abonnieren Sie den Newsletter und erfahren Sie von neuen Büchern, Veranstaltungen und davon, woran ich als Nächstes schreibe.' },
      },
      featureText: {
        we: ['Mehr dazu im Newsletter.', 'Fragen Sie uns danach.', 'Gehört zu dem, was Leserinnen und Leser hier finden.', 'Schreiben Sie uns, wenn Sie mehr wissen möchten.'],
        i: ['Mehr dazu im Newsletter.', 'Fragen Sie mich danach.', 'Gehört zu dem, was Leserinnen und Leser hier finden.', 'Schreiben Sie mir, wenn Sie mehr wissen möchten.'],
      },
    },
  },
  it: {
    author: {
      cta: { primary: 'Ricevi la newsletter', secondary: 'Scopri i libri' },
      sections: {
        books: { nav: 'Libri', heading: 'I libri', eyebrow: 'Libri' },
        about: { nav: 'Profilo', heading: { we: 'Chi siamo', i: 'Chi sono' }, eyebrow: 'Dietro i libri' },
        newsletter: { nav: 'Newsletter', heading: 'Scopri i nuovi libri prima di tutti', eyebrow: 'Novità' },
        faq: { nav: 'FAQ', heading: 'Le domande dei lettori', eyebrow: 'Domande frequenti' },
        contact: { nav: 'Contatti', heading: 'Mettiti in contatto', eyebrow: 'Contatti', send: 'Invia messaggio' },
      },
      contactIntro: {
        we: 'Per eventi, interviste, richieste sui diritti o anche solo per salutarci, mandaci un messaggio.',
        i: 'Per eventi, interviste, richieste sui diritti o anche solo per salutarmi, mandami un messaggio.',
      },
      about: {
        we: 'Grazie della visita. Qui trovi i nostri libri, le novità su quello che stiamo scrivendo e un modo per metterti in contatto con noi.',
        i: 'Grazie della visita. Qui trovi i miei libri, le novità su quello che sto scrivendo e un modo per metterti in contatto con me.',
      },
      faq: {
        we: [
          { q: 'Da quale libro comincio?', a: 'Chiedicelo e raccontaci cosa ti piace leggere: ti consiglieremo volentieri da dove partire.' },
          { q: 'Dove posso comprare i libri?', a: 'Chiedi nella libreria o nella biblioteca della tua zona, oppure mandaci un messaggio e ti diremo dove trovarli.' },
          { q: 'Partecipate a eventi e incontri nelle scuole?', a: 'Mandaci un messaggio con la data, il luogo e quello che hai in mente, e ti faremo sapere.' },
          { q: 'Come scopro quando esce un nuovo libro?', a: 'Iscriviti alla newsletter in questa pagina: novità su nuovi libri ed eventi via email, circa una volta al mese.' },
        ],
        i: [
          { q: 'Da quale libro comincio?', a: 'Chiedimelo e raccontami cosa ti piace leggere: ti consiglierò volentieri da dove partire.' },
          { q: 'Dove posso comprare i tuoi libri?', a: 'Chiedi nella libreria o nella biblioteca della tua zona, oppure mandami un messaggio e ti dirò dove trovarli.' },
          { q: 'Partecipi a eventi e incontri nelle scuole?', a: 'Mandami un messaggio con la data, il luogo e quello che hai in mente, e ti farò sapere.' },
          { q: 'Come scopro quando esce un nuovo libro?', a: 'Iscriviti alla newsletter in questa pagina: novità su nuovi libri ed eventi via email, circa una volta al mese.' },
        ],
      },
      closing: {
        heading: 'Scopri i nuovi libri prima di tutti',
        text: { we: 'Iscriviti alla newsletter per ricevere novità su nuovi libri, eventi e su quello che stiamo scrivendo.', i: 'Iscriviti alla newsletter per ricevere novità su nuovi libri, eventi e su quello che sto scrivendo.' },
      },
      featureText: {
        we: ['Maggiori dettagli nella newsletter.', 'Chiedicelo pure.', 'Fa parte di ciò che i lettori trovano qui.', 'Scrivici per saperne di più.'],
        i: ['Maggiori dettagli nella newsletter.', 'Chiedimelo pure.', 'Fa parte di ciò che i lettori trovano qui.', 'Scrivimi per saperne di più.'],
      },
    },
  },
  nl: {
    author: {
      cta: { primary: 'Ontvang de nieuwsbrief', secondary: 'Bekijk de boeken' },
      sections: {
        books: { nav: 'Boeken', heading: 'De boeken', eyebrow: 'Boeken' },
        about: { nav: 'Profiel', heading: { we: 'Over ons', i: 'Over mij' }, eyebrow: 'De auteur' },
        newsletter: { nav: 'Nieuwsbrief', heading: 'Hoor als eerste over nieuwe boeken', eyebrow: 'Nieuwsbrief' },
        faq: { nav: 'FAQ', heading: 'Vragen van lezers', eyebrow: 'Veelgestelde vragen' },
        contact: { nav: 'Contact', heading: 'Neem contact op', eyebrow: 'Contact', send: 'Bericht versturen' },
      },
      contactIntro: {
        we: 'Voor evenementen, interviews, vragen over rechten of gewoon om hallo te zeggen: stuur ons een bericht.',
        i: 'Voor evenementen, interviews, vragen over rechten of gewoon om hallo te zeggen: stuur me een bericht.',
      },
      about: {
        we: 'Bedankt voor je bezoek. Hier vind je onze boeken, nieuws over waar we nu aan schrijven en een manier om contact met ons op te nemen.',
        i: 'Bedankt voor je bezoek. Hier vind je mijn boeken, nieuws over waar ik nu aan schrijf en een manier om contact met me op te nemen.',
      },
      faq: {
        we: [
          { q: 'Met welk boek kan ik het best beginnen?', a: 'Vraag het ons en vertel wat je graag leest: we geven je met plezier een tip waar je kunt beginnen.' },
          { q: 'Waar kan ik jullie boeken kopen?', a: 'Vraag ernaar bij de boekhandel of bibliotheek bij jou in de buurt, of stuur ons een bericht, dan laten we je weten waar je ze kunt vinden.' },
          { q: 'Geven jullie ook lezingen en schoolbezoeken?', a: 'Stuur ons een bericht met de datum, de plek en wat je in gedachten hebt, dan laten we het je weten.' },
          { q: 'Hoe blijf ik op de hoogte van nieuwe boeken?', a: 'Meld je aan voor de nieuwsbrief op deze pagina: berichten over nieuwe boeken en evenementen per e-mail, ongeveer één keer per maand.' },
        ],
        i: [
          { q: 'Met welk boek kan ik het best beginnen?', a: 'Vraag het me en vertel wat je graag leest: ik geef je met plezier een tip waar je kunt beginnen.' },
          { q: 'Waar kan ik je boeken kopen?', a: 'Vraag ernaar bij de boekhandel of bibliotheek bij jou in de buurt, of stuur me een bericht, dan laat ik je weten waar je ze kunt vinden.' },
          { q: 'Geef je ook lezingen en schoolbezoeken?', a: 'Stuur me een bericht met de datum, de plek en wat je in gedachten hebt, dan laat ik het je weten.' },
          { q: 'Hoe blijf ik op de hoogte van nieuwe boeken?', a: 'Meld je aan voor de nieuwsbrief op deze pagina: berichten over nieuwe boeken en evenementen per e-mail, ongeveer één keer per maand.' },
        ],
      },
      closing: {
        heading: 'Hoor als eerste over nieuwe boeken',
        text: { we: 'Schrijf je in voor de nieuwsbrief met nieuws over nieuwe boeken, evenementen en waar we nu aan schrijven.', i: 'Schrijf je in voor de nieuwsbrief met nieuws over nieuwe boeken, evenementen en waar ik nu aan schrijf.' },
      },
      featureText: {
        we: ['Meer hierover in de nieuwsbrief.', 'Vraag ons ernaar.', 'Onderdeel van wat lezers hier vinden.', 'Stuur ons een bericht voor meer informatie.'],
        i: ['Meer hierover in de nieuwsbrief.', 'Vraag me ernaar.', 'Onderdeel van wat lezers hier vinden.', 'Stuur me een bericht voor meer informatie.'],
      },
    },
  },
  ja: {
    author: {
      cta: { primary: 'メルマガに登録する', secondary: '著書を見る' },
      sections: {
        books: { nav: '著書', heading: '著書のご紹介', eyebrow: '著書' },
        about: { nav: 'プロフィール', heading: { we: '私たちについて', i: '私について' }, eyebrow: '著者紹介' },
        newsletter: { nav: 'メルマガ', heading: '新刊情報をいち早くお届けします', eyebrow: 'メールマガジン' },
        faq: { nav: 'よくある質問', heading: '読者の方からよくあるご質問', eyebrow: 'よくある質問' },
        contact: { nav: 'お問い合わせ', heading: 'お気軽にご連絡ください', eyebrow: 'お問い合わせ', send: '送信する' },
      },
      contactIntro: {
        we: 'イベントや取材、版権についてのご相談はもちろん、ちょっとしたご挨拶でも、お気軽に私たちにメッセージをお送りください。',
        i: 'イベントや取材、版権についてのご相談はもちろん、ちょっとしたご挨拶でも、お気軽に私にメッセージをお送りください。',
      },
      about: {
        we: 'ご訪問いただき、ありがとうございます。このサイトでは、私たちの著書や次回作についてのお知らせをご覧いただけます。ご連絡もこちらからお気軽にどうぞ。',
        i: 'ご訪問いただき、ありがとうございます。このサイトでは、私の著書や次回作についてのお知らせをご覧いただけます。ご連絡もこちらからお気軽にどうぞ。',
      },
      faq: {
        we: [
          { q: 'どの本から読めばよいですか？', a: 'ふだんどんな本を読むのがお好きか、私たちに教えてください。どこから読み始めるとよいか、喜んでご提案します。' },
          { q: '本はどこで買えますか？', a: 'お近くの書店や図書館でお尋ねいただくか、私たちにメッセージをお送りください。どこで手に入るかをお知らせします。' },
          { q: 'イベントや学校訪問をお願いできますか？', a: '日にちと場所、ご希望の内容を添えて私たちにメッセージをお送りいただければ、折り返しご連絡します。' },
          { q: '新刊のお知らせはどうすれば受け取れますか？', a: 'このページからメールマガジンにご登録ください。新刊やイベントのお知らせを、月に一度ほどメールでお届けします。' },
        ],
        i: [
          { q: 'どの本から読めばよいですか？', a: 'ふだんどんな本を読むのがお好きか、私に教えてください。どこから読み始めるとよいか、喜んでご提案します。' },
          { q: '本はどこで買えますか？', a: 'お近くの書店や図書館でお尋ねいただくか、私にメッセージをお送りください。どこで手に入るかをお知らせします。' },
          { q: 'イベントや学校訪問をお願いできますか？', a: '日にちと場所、ご希望の内容を添えて私にメッセージをお送りいただければ、折り返しご連絡します。' },
          { q: '新刊のお知らせはどうすれば受け取れますか？', a: 'このページからメールマガジンにご登録ください。新刊やイベントのお知らせを、月に一度ほどメールでお届けします。' },
        ],
      },
      closing: {
        heading: '新刊情報をいち早くお届けします',
        text: {
          we: 'メールマガジンにご登録いただくと、新刊やイベント、私たちの次回作についてのお知らせをお届けします。',
          i: 'メールマガジンにご登録いただくと、新刊やイベント、私の次回作についてのお知らせをお届けします。',
        },
      },
      featureText: {
        we: [
          'くわしくはメールマガジンでお伝えします。',
          '私たちにお気軽にお尋ねください。',
          'ここで読者の皆さまにご紹介しているもののひとつです。',
          'もっと知りたい方は、私たちにメッセージをお送りください。',
        ],
        i: [
          'くわしくはメールマガジンでお伝えします。',
          '私にお気軽にお尋ねください。',
          'ここで読者の皆さまにご紹介しているもののひとつです。',
          'もっと知りたい方は、私にメッセージをお送りください。',
        ],
      },
    },
  },
  zh: {
    author: {
      cta: { primary: '订阅邮件通讯', secondary: '浏览作品' },
      sections: {
        books: { nav: '作品', heading: '作品一览', eyebrow: '作品' },
        about: { nav: '关于', heading: { we: '关于我们', i: '关于我' }, eyebrow: '作者' },
        newsletter: { nav: '邮件通讯', heading: '第一时间了解新书', eyebrow: '邮件通讯' },
        faq: { nav: '常见问题', heading: '读者常问的问题', eyebrow: '常见问题' },
        contact: { nav: '联系', heading: '欢迎联系', eyebrow: '联系方式', send: '发送留言' },
      },
      contactIntro: {
        we: '无论是活动邀约、采访、版权事宜，还是只想打个招呼，都欢迎给我们留言。',
        i: '无论是活动邀约、采访、版权事宜，还是只想打个招呼，都欢迎给我留言。',
      },
      about: {
        we: '感谢您的来访。在这里，您可以看到我们的作品，了解我们接下来的创作动态，也可以与我们取得联系。',
        i: '感谢您的来访。在这里，您可以看到我的作品，了解我接下来的创作动态，也可以与我取得联系。',
      },
      faq: {
        we: [
          { q: '应该从哪本书读起？', a: '欢迎问问我们，告诉我们您喜欢读什么样的书，我们很乐意建议您从哪一本开始。' },
          { q: '在哪里可以买到这些书？', a: '可以到您附近的书店或图书馆问问，或者给我们留言，我们会告诉您在哪里可以找到。' },
          { q: '可以邀请参加活动或进校园吗？', a: '请给我们留言，写明日期、地点和您的设想，我们会给您答复。' },
          { q: '怎样才能获知新书消息？', a: '请在本页订阅邮件通讯：大约每月一次，通过电子邮件发送新书和活动的消息。' },
        ],
        i: [
          { q: '应该从哪本书读起？', a: '欢迎问问我，告诉我您喜欢读什么样的书，我很乐意建议您从哪一本开始。' },
          { q: '在哪里可以买到这些书？', a: '可以到您附近的书店或图书馆问问，或者给我留言，我会告诉您在哪里可以找到。' },
          { q: '可以邀请参加活动或进校园吗？', a: '请给我留言，写明日期、地点和您的设想，我会给您答复。' },
          { q: '怎样才能获知新书消息？', a: '请在本页订阅邮件通讯：大约每月一次，通过电子邮件发送新书和活动的消息。' },
        ],
      },
      closing: {
        heading: '第一时间了解新书',
        text: { we: '订阅邮件通讯，获取新书、活动以及我们接下来创作的消息。', i: '订阅邮件通讯，获取新书、活动以及我接下来创作的消息。' },
      },
      featureText: {
        we: [
          '更多详情请见邮件通讯。',
          '欢迎问问我们。',
          '这是读者在这里能找到的内容之一。',
          '想了解更多，欢迎给我们留言。',
        ],
        i: [
          '更多详情请见邮件通讯。',
          '欢迎问问我。',
          '这是读者在这里能找到的内容之一。',
          '想了解更多，欢迎给我留言。',
        ],
      },
    },
  },
  ar: {
    author: {
      cta: { primary: 'اشترك في النشرة البريدية', secondary: 'تصفّح الكتب' },
      sections: {
        books: { nav: 'الكتب', heading: 'الكتب', eyebrow: 'الإصدارات' },
        about: { nav: 'نبذة', heading: { we: 'من نحن', i: 'من أنا' }, eyebrow: 'سيرة موجزة' },
        newsletter: { nav: 'النشرة البريدية', heading: 'كن أول من يعرف بالكتب الجديدة', eyebrow: 'النشرة البريدية' },
        faq: { nav: 'الأسئلة الشائعة', heading: 'أسئلة يطرحها القرّاء', eyebrow: 'الأسئلة الشائعة' },
        contact: { nav: 'تواصل', heading: 'للتواصل', eyebrow: 'التواصل', send: 'إرسال الرسالة' },
      },
      contactIntro: {
        we: 'للفعاليات أو المقابلات أو حقوق النشر، أو لمجرد إلقاء التحية، أرسل لنا رسالة.',
        i: 'للفعاليات أو المقابلات أو حقوق النشر، أو لمجرد إلقاء التحية، أرسل لي رسالة.',
      },
      about: {
        we: 'شكرًا لزيارتك. ستجد هنا كتبنا وأخبار عملنا القادم، وطريقة للتواصل معنا.',
        i: 'شكرًا لزيارتك. ستجد هنا كتبي وأخبار عملي القادم، وطريقة للتواصل معي.',
      },
      faq: {
        we: [
          { q: 'بأي كتاب أبدأ؟', a: 'اسألنا وأخبرنا بما تحب أن تقرأ، ويسعدنا أن نقترح عليك من أين تبدأ.' },
          { q: 'أين يمكنني شراء كتبكم؟', a: 'اسأل عنها في أقرب مكتبة لبيع الكتب أو مكتبة عامة، أو أرسل لنا رسالة وسنخبرك أين تجدها.' },
          { q: 'هل تشاركون في الفعاليات والزيارات المدرسية؟', a: 'أرسل لنا رسالة تذكر فيها التاريخ والمكان وما تفكر فيه، وسنوافيك بالرد.' },
          { q: 'كيف أعرف بصدور الكتب الجديدة؟', a: 'اشترك في النشرة البريدية في هذه الصفحة: أخبار الكتب الجديدة والفعاليات عبر البريد الإلكتروني، مرة في الشهر تقريبًا.' },
        ],
        i: [
          { q: 'بأي كتاب أبدأ؟', a: 'اسألني وأخبرني بما تحب أن تقرأ، ويسعدني أن أقترح عليك من أين تبدأ.' },
          { q: 'أين يمكنني شراء كتبك؟', a: 'اسأل عنها في أقرب مكتبة لبيع الكتب أو مكتبة عامة، أو أرسل لي رسالة وسأخبرك أين تجدها.' },
          { q: 'هل تشارك في الفعاليات والزيارات المدرسية؟', a: 'أرسل لي رسالة تذكر فيها التاريخ والمكان وما تفكر فيه، وسأوافيك بالرد.' },
          { q: 'كيف أعرف بصدور الكتب الجديدة؟', a: 'اشترك في النشرة البريدية في هذه الصفحة: أخبار الكتب الجديدة والفعاليات عبر البريد الإلكتروني، مرة في الشهر تقريبًا.' },
        ],
      },
      closing: {
        heading: 'كن أول من يعرف بالكتب الجديدة',
        text: {
          we: 'اشترك في النشرة البريدية لتصلك أخبار الكتب الجديدة والفعاليات وعملنا القادم.',
          i: 'اشترك في النشرة البريدية لتصلك أخبار الكتب الجديدة والفعاليات وعملي القادم.',
        },
      },
      featureText: {
        we: [
          'المزيد عن ذلك في النشرة البريدية.',
          'اسألنا عن ذلك.',
          'جزء مما يجده القرّاء هنا.',
          'أرسل لنا رسالة لمعرفة المزيد.',
        ],
        i: [
          'المزيد عن ذلك في النشرة البريدية.',
          'اسألني عن ذلك.',
          'جزء مما يجده القرّاء هنا.',
          'أرسل لي رسالة لمعرفة المزيد.',
        ],
      },
    },
  },
};
