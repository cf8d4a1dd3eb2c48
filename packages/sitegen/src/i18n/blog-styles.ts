import type { StyleCopy } from './types';

/**
 * A blog or an email newsletter (types.ts `PageStyle` `blog`; choose-blueprint `writesBlog`: "A food blog with easy
 * weeknight recipes", "A weekly newsletter about personal finance"), over the events phrasebook, in the site languages:
 * readers find what it is about, the latest posts (sample posts until the owner links theirs), the topics, and subscribe
 * by email (the hero's main button leads to the sign-up) instead of a band's dates, a shop's range or software's plans.
 * No claim the writer has not made (no posting schedule, reader numbers, price or sponsorship invented).
 */
export const BLOG_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { blog: StyleCopy }> = {
  en: {
    blog: {
      cta: { primary: 'Subscribe', secondary: 'Read the latest' },
      sections: {
        about: { nav: 'About', heading: 'Welcome', eyebrow: 'Hello' },
        posts: { nav: 'Latest', heading: 'Read the latest', eyebrow: 'Latest posts', go: 'Read the latest' },
        highlights: { nav: 'Topics', heading: 'What you’ll find here', eyebrow: 'Topics' },
        subscribe: { nav: 'Subscribe', heading: 'Get new posts by email', eyebrow: 'Newsletter' },
        faq: { nav: 'FAQ', heading: 'Questions from readers', eyebrow: 'FAQ' },
        contact: { nav: 'Contact', heading: 'Say hello', eyebrow: 'Contact' },
      },
      contactIntro: {
        we: 'For questions, ideas for a post, collaborations or press, send us a message.',
        i: 'For questions, ideas for a post, collaborations or press, send me a message.',
      },
      about: {
        we: 'Thanks for stopping by. {name} is where we share what we’ve learned, in plain words and without the fluff. Subscribe and each new post comes straight to your inbox.',
        i: 'Thanks for stopping by. {name} is where I share what I’ve learned, in plain words and without the fluff. Subscribe and each new post comes straight to your inbox.',
      },
      faq: {
        we: [
          { q: 'How do I get new posts?', a: 'Subscribe with your email address on this page and each new post reaches you by email.' },
          { q: 'Can I unsubscribe?', a: 'Yes, at any time: every email has a link to unsubscribe.' },
          { q: 'Can I suggest a topic?', a: 'Please do: send us a message with the form on this page and tell us what you’d like to read about.' },
          { q: 'Do you work with brands?', a: 'Send us a message about what you have in mind and we’ll get back to you.' },
        ],
        i: [
          { q: 'How do I get new posts?', a: 'Subscribe with your email address on this page and each new post reaches you by email.' },
          { q: 'Can I unsubscribe?', a: 'Yes, at any time: every email has a link to unsubscribe.' },
          { q: 'Can I suggest a topic?', a: 'Please do: send me a message with the form on this page and tell me what you’d like to read about.' },
          { q: 'Do you work with brands?', a: 'Send me a message about what you have in mind and I’ll get back to you.' },
        ],
      },
      closing: {
        heading: 'Get new posts by email',
        text: 'Subscribe and each new post from {name} arrives in your inbox.',
      },
      featureText: {
        we: [
          'One of the things we write about most.',
          'Subscribe to read new posts on it first.',
          'Tell us what you’d like to read about next.',
          'Share it with someone who’d enjoy it.',
        ],
        i: [
          'One of the things I write about most.',
          'Subscribe to read new posts on it first.',
          'Tell me what you’d like to read about next.',
          'Share it with someone who’d enjoy it.',
        ],
      },
    },
  },
  es: {
    blog: {
      cta: { primary: 'Suscríbete', secondary: 'Lee lo último' },
      sections: {
        about: { nav: 'Acerca de', heading: '¡Qué bien verte por aquí!', eyebrow: 'Hola' },
        posts: { nav: 'Lo último', heading: 'Lo más reciente', eyebrow: 'Últimos artículos', go: 'Lee lo último' },
        highlights: { nav: 'Temas', heading: 'Lo que encontrarás aquí', eyebrow: 'Temas' },
        subscribe: { nav: 'Suscríbete', heading: 'Recibe los nuevos artículos por correo', eyebrow: 'Boletín' },
        faq: { nav: 'Preguntas', heading: 'Preguntas de los lectores', eyebrow: 'Preguntas frecuentes' },
        contact: { nav: 'Contacto', heading: 'Hablemos', eyebrow: 'Contacto' },
      },
      contactIntro: { we: 'Para preguntas, ideas para un artículo, colaboraciones o prensa, escríbenos.', i: 'Para preguntas, ideas para un artículo, colaboraciones o prensa, escríbeme.' },
      about: {
        we: 'Gracias por pasarte. {name} es el lugar donde compartimos lo que hemos aprendido, con palabras sencillas y sin rodeos. Suscríbete y cada nuevo artículo llegará directamente a tu bandeja de entrada.',
        i: 'Gracias por pasarte. {name} es el lugar donde comparto lo que he aprendido, con palabras sencillas y sin rodeos. Suscríbete y cada nuevo artículo llegará directamente a tu bandeja de entrada.',
      },
      faq: {
        we: [
          { q: '¿Cómo recibo los nuevos artículos?', a: 'Suscríbete con tu dirección de correo en esta página y recibirás cada nuevo artículo en tu bandeja de entrada.' },
          { q: '¿Puedo darme de baja?', a: 'Sí, cuando quieras: todos los correos incluyen un enlace para darte de baja.' },
          { q: '¿Puedo proponer un tema?', a: 'Claro que sí: escríbenos con el formulario de esta página y cuéntanos sobre qué te gustaría leer.' },
          { q: '¿Puedo proponer una colaboración como marca?', a: 'Envíanos un mensaje con lo que tienes en mente y te responderemos.' },
        ],
        i: [
          { q: '¿Cómo recibo los nuevos artículos?', a: 'Suscríbete con tu dirección de correo en esta página y recibirás cada nuevo artículo en tu bandeja de entrada.' },
          { q: '¿Puedo darme de baja?', a: 'Sí, cuando quieras: todos los correos incluyen un enlace para darte de baja.' },
          { q: '¿Puedo proponer un tema?', a: 'Claro que sí: escríbeme con el formulario de esta página y cuéntame sobre qué te gustaría leer.' },
          { q: '¿Puedo proponer una colaboración como marca?', a: 'Envíame un mensaje con lo que tienes en mente y te responderé.' },
        ],
      },
      closing: { heading: 'Recibe los nuevos artículos por correo', text: 'Suscríbete y cada nuevo artículo de {name} llegará a tu bandeja de entrada.' },
      featureText: {
        we: ['Uno de los temas sobre los que más escribimos.', 'Suscríbete y lee antes que nadie lo nuevo sobre el tema.', 'Cuéntanos qué te gustaría leer a continuación.', 'Compártelo con alguien a quien le vaya a gustar.'],
        i: ['Uno de los temas sobre los que más escribo.', 'Suscríbete y lee antes que nadie lo nuevo sobre el tema.', 'Cuéntame qué te gustaría leer a continuación.', 'Compártelo con alguien a quien le vaya a gustar.'],
      },
    },
  },
  pt: {
    blog: {
      cta: { primary: 'Subscrever', secondary: 'Ler os últimos artigos' },
      sections: {
        about: { nav: 'Apresentação', heading: 'Boas-vindas', eyebrow: 'Olá' },
        posts: { nav: 'Artigos', heading: 'O mais recente', eyebrow: 'Últimos artigos', go: 'Ler os últimos artigos' },
        highlights: { nav: 'Temas', heading: 'O que vai encontrar aqui', eyebrow: 'Temas' },
        subscribe: { nav: 'Subscrever', heading: 'Receba os novos artigos por e-mail', eyebrow: 'Por e-mail' },
        faq: { nav: 'Perguntas', heading: 'Perguntas dos leitores', eyebrow: 'Perguntas frequentes' },
        contact: { nav: 'Contacto', heading: 'Diga olá', eyebrow: 'Contacto' },
      },
      contactIntro: { we: 'Para dúvidas, ideias para um artigo, colaborações ou imprensa, envie-nos uma mensagem.', i: 'Para dúvidas, ideias para um artigo, colaborações ou imprensa, envie-me uma mensagem.' },
      about: {
        we: 'Agradecemos a sua visita. {name} é onde partilhamos o que aprendemos, em linguagem simples e sem floreados. Subscreva e cada novo artigo chega diretamente à sua caixa de entrada.',
        i: 'Agradeço a sua visita. {name} é onde partilho o que aprendi, em linguagem simples e sem floreados. Subscreva e cada novo artigo chega diretamente à sua caixa de entrada.',
      },
      faq: {
        we: [
          { q: 'Como recebo os novos artigos?', a: 'Subscreva com o seu endereço de e-mail nesta página e cada novo artigo chega-lhe por e-mail.' },
          { q: 'Posso cancelar a subscrição?', a: 'Sim, a qualquer momento: todos os e-mails têm um link para cancelar a subscrição.' },
          { q: 'Posso sugerir um tema?', a: 'Claro que sim: envie-nos uma mensagem pelo formulário desta página e diga-nos sobre o que gostaria de ler.' },
          { q: 'Trabalham com marcas?', a: 'Envie-nos uma mensagem sobre o que tem em mente e entraremos em contacto consigo.' },
        ],
        i: [
          { q: 'Como recebo os novos artigos?', a: 'Subscreva com o seu endereço de e-mail nesta página e cada novo artigo chega-lhe por e-mail.' },
          { q: 'Posso cancelar a subscrição?', a: 'Sim, a qualquer momento: todos os e-mails têm um link para cancelar a subscrição.' },
          { q: 'Posso sugerir um tema?', a: 'Claro que sim: envie-me uma mensagem pelo formulário desta página e diga-me sobre o que gostaria de ler.' },
          { q: 'Trabalha com marcas?', a: 'Envie-me uma mensagem sobre o que tem em mente e entrarei em contacto consigo.' },
        ],
      },
      closing: { heading: 'Receba os novos artigos por e-mail', text: 'Subscreva e cada novo artigo de {name} chega à sua caixa de entrada.' },
      featureText: {
        we: ['Um dos temas sobre os quais mais escrevemos.', 'Subscreva para ler em primeira mão os novos artigos sobre o tema.', 'Diga-nos sobre o que gostaria de ler a seguir.', 'Partilhe com quem vai gostar.'],
        i: ['Um dos temas sobre os quais mais escrevo.', 'Subscreva para ler em primeira mão os novos artigos sobre o tema.', 'Diga-me sobre o que gostaria de ler a seguir.', 'Partilhe com quem vai gostar.'],
      },
    },
  },
  fr: {
    blog: {
      cta: { primary: 'S’abonner', secondary: 'Lire les nouveautés' },
      sections: {
        about: { nav: 'À propos', heading: 'Bienvenue', eyebrow: 'Bonjour' },
        posts: { nav: 'Articles', heading: 'Les derniers articles', eyebrow: 'Nouveautés', go: 'Lire les nouveautés' },
        highlights: { nav: 'Thèmes', heading: 'Ce que vous trouverez ici', eyebrow: 'Thèmes' },
        subscribe: { nav: 'S’abonner', heading: 'Recevez les nouveaux articles par e-mail', eyebrow: 'La newsletter' },
        faq: { nav: 'FAQ', heading: 'Les questions des lecteurs', eyebrow: 'Questions fréquentes' },
        contact: { nav: 'Contact', heading: 'Un petit mot\u202f?', eyebrow: 'Contact' },
      },
      contactIntro: { we: 'Pour une question, une idée d’article, une collaboration ou la presse, écrivez-nous.', i: 'Pour une question, une idée d’article, une collaboration ou la presse, écrivez-moi.' },
      about: {
        we: 'Merci de votre visite. {name}, c’est l’endroit où nous partageons ce que nous avons appris, simplement et sans fioritures. Abonnez-vous et chaque nouvel article arrivera directement dans votre boîte de réception.',
        i: 'Merci de votre visite. {name}, c’est l’endroit où je partage ce que j’ai appris, simplement et sans fioritures. Abonnez-vous et chaque nouvel article arrivera directement dans votre boîte de réception.',
      },
      faq: {
        we: [
          { q: 'Comment recevoir les nouveaux articles\u202f?', a: 'Abonnez-vous avec votre adresse e-mail sur cette page et chaque nouvel article vous parviendra par e-mail.' },
          { q: 'Puis-je me désabonner\u202f?', a: 'Oui, quand vous voulez\u00a0: chaque e-mail contient un lien pour vous désabonner.' },
          { q: 'Puis-je suggérer un sujet\u202f?', a: 'Avec plaisir\u00a0: écrivez-nous via le formulaire de cette page et dites-nous ce que vous aimeriez lire.' },
          { q: 'Travaillez-vous avec des marques\u202f?', a: 'Écrivez-nous en quelques mots ce que vous avez en tête, et nous reviendrons vers vous.' },
        ],
        i: [
          { q: 'Comment recevoir les nouveaux articles\u202f?', a: 'Abonnez-vous avec votre adresse e-mail sur cette page et chaque nouvel article vous parviendra par e-mail.' },
          { q: 'Puis-je me désabonner\u202f?', a: 'Oui, quand vous voulez\u00a0: chaque e-mail contient un lien pour vous désabonner.' },
          { q: 'Puis-je suggérer un sujet\u202f?', a: 'Avec plaisir\u00a0: écrivez-moi via le formulaire de cette page et dites-moi ce que vous aimeriez lire.' },
          { q: 'Travaillez-vous avec des marques\u202f?', a: 'Écrivez-moi en quelques mots ce que vous avez en tête, et je reviendrai vers vous.' },
        ],
      },
      closing: { heading: 'Recevez les nouveaux articles par e-mail', text: 'Abonnez-vous et chaque nouvel article de {name} arrivera dans votre boîte de réception.' },
      featureText: {
        we: ['L’un des sujets que nous abordons le plus.', 'Abonnez-vous pour lire en premier les articles sur ce sujet.', 'Dites-nous ce que vous aimeriez lire prochainement.', 'Partagez-le avec quelqu’un à qui cela plaira.'],
        i: ['L’un des sujets que j’aborde le plus.', 'Abonnez-vous pour lire en premier les articles sur ce sujet.', 'Dites-moi ce que vous aimeriez lire prochainement.', 'Partagez-le avec quelqu’un à qui cela plaira.'],
      },
    },
  },
  de: {
    blog: {
      cta: { primary: 'Abonnieren', secondary: 'Neueste Beiträge lesen' },
      sections: {
        about: { nav: 'Überblick', heading: 'Willkommen', eyebrow: 'Hallo' },
        posts: { nav: 'Aktuelles', heading: 'Die neuesten Beiträge', eyebrow: 'Frisch erschienen', go: 'Neueste Beiträge lesen' },
        highlights: { nav: 'Themen', heading: 'Was Sie hier finden', eyebrow: 'Themen' },
        subscribe: { nav: 'Abonnieren', heading: 'Neue Beiträge per E-Mail', eyebrow: 'Newsletter' },
        faq: { nav: 'FAQ', heading: 'Fragen von Leserinnen und Lesern', eyebrow: 'Häufige Fragen' },
        contact: { nav: 'Kontakt', heading: 'Sagen Sie Hallo', eyebrow: 'Kontakt' },
      },
      contactIntro: {
        we: 'Ob Fragen, Ideen für einen Beitrag, Kooperationen oder Presseanfragen: Schreiben Sie uns eine Nachricht.',
        i: 'Ob Fragen, Ideen für einen Beitrag, Kooperationen oder Presseanfragen: Schreiben Sie mir eine Nachricht.',
      },
      about: {
        we: 'Schön, dass Sie vorbeischauen. Bei {name} teilen wir, was wir gelernt haben – in klaren Worten und ohne viel Drumherum. Tragen Sie sich ein, und jeder neue Beitrag landet direkt in Ihrem Postfach.',
        i: 'Schön, dass Sie vorbeischauen. Bei {name} teile ich, was ich gelernt habe – in klaren Worten und ohne viel Drumherum. Tragen Sie sich ein, und jeder neue Beitrag landet direkt in Ihrem Postfach.',
      },
      faq: {
        we: [
          { q: 'Wie bekomme ich neue Beiträge?', a: 'Tragen Sie auf dieser Seite Ihre E-Mail-Adresse ein, dann kommt jeder neue Beitrag per E-Mail zu Ihnen.' },
          { q: 'Kann ich mich wieder abmelden?', a: 'Ja, jederzeit: In jeder E-Mail finden Sie einen Link zum Abmelden.' },
          { q: 'Kann ich ein Thema vorschlagen?', a: 'Sehr gern: Schreiben Sie uns über das Formular auf dieser Seite, worüber Sie gern lesen würden.' },
          { q: 'Arbeiten Sie mit Marken zusammen?', a: 'Schreiben Sie uns, was Sie sich vorstellen, und wir melden uns bei Ihnen.' },
        ],
        i: [
          { q: 'Wie bekomme ich neue Beiträge?', a: 'Tragen Sie auf dieser Seite Ihre E-Mail-Adresse ein, dann kommt jeder neue Beitrag per E-Mail zu Ihnen.' },
          { q: 'Kann ich mich wieder abmelden?', a: 'Ja, jederzeit: In jeder E-Mail finden Sie einen Link zum Abmelden.' },
          { q: 'Kann ich ein Thema vorschlagen?', a: 'Sehr gern: Schreiben Sie mir über das Formular auf dieser Seite, worüber Sie gern lesen würden.' },
          { q: 'Arbeiten Sie mit Marken zusammen?', a: 'Schreiben Sie mir, was Sie sich vorstellen, und ich melde mich bei Ihnen.' },
        ],
      },
      closing: { heading: 'Neue Beiträge per E-Mail', text: 'Tragen Sie sich ein, und jeder neue Beitrag von {name} landet in Ihrem Postfach.' },
      featureText: {
        we: ['Eines der Themen, über die wir am häufigsten schreiben.', 'Tragen Sie sich ein, dann lesen Sie neue Beiträge dazu zuerst.', 'Sagen Sie uns, worüber Sie als Nächstes lesen möchten.', 'Empfehlen Sie es jemandem, den es interessieren könnte.'],
        i: ['Eines der Themen, über die ich am häufigsten schreibe.', 'Tragen Sie sich ein, dann lesen Sie neue Beiträge dazu zuerst.', 'Sagen Sie mir, worüber Sie als Nächstes lesen möchten.', 'Empfehlen Sie es jemandem, den es interessieren könnte.'],
      },
    },
  },
  it: {
    blog: {
      cta: { primary: 'Iscriviti', secondary: 'Leggi l’ultimo articolo' },
      sections: {
        about: { nav: 'Presentazione', heading: 'Benvenuti', eyebrow: 'Ciao' },
        posts: { nav: 'Articoli', heading: 'Gli ultimi articoli', eyebrow: 'Appena pubblicati', go: 'Leggi l’ultimo articolo' },
        highlights: { nav: 'Argomenti', heading: 'Cosa troverai qui', eyebrow: 'Argomenti' },
        subscribe: { nav: 'Iscriviti', heading: 'Ricevi i nuovi articoli via email', eyebrow: 'Newsletter' },
        faq: { nav: 'FAQ', heading: 'Le domande dei lettori', eyebrow: 'Domande frequenti' },
        contact: { nav: 'Contatti', heading: 'Fatti sentire', eyebrow: 'Contatti' },
      },
      contactIntro: {
        we: 'Per domande, idee per un articolo, collaborazioni o richieste della stampa, scrivici un messaggio.',
        i: 'Per domande, idee per un articolo, collaborazioni o richieste della stampa, scrivimi un messaggio.',
      },
      about: {
        we: 'Grazie per la visita. {name} è il posto in cui condividiamo quello che abbiamo imparato, con parole semplici e senza fronzoli. Iscriviti e ogni nuovo articolo arriverà dritto nella tua casella di posta.',
        i: 'Grazie per la visita. {name} è il posto in cui condivido quello che ho imparato, con parole semplici e senza fronzoli. Iscriviti e ogni nuovo articolo arriverà dritto nella tua casella di posta.',
      },
      faq: {
        we: [
          { q: 'Come ricevo i nuovi articoli?', a: 'Iscriviti con il tuo indirizzo email in questa pagina e ogni nuovo articolo ti arriverà via email.' },
          { q: 'Posso disiscrivermi?', a: 'Sì, in qualsiasi momento: in ogni email trovi un link per disiscriverti.' },
          { q: 'Posso suggerire un argomento?', a: 'Certo: scrivici con il modulo in questa pagina e raccontaci di cosa ti piacerebbe leggere.' },
          { q: 'Collaborate con i brand?', a: 'Scrivici che cosa hai in mente e ti risponderemo.' },
        ],
        i: [
          { q: 'Come ricevo i nuovi articoli?', a: 'Iscriviti con il tuo indirizzo email in questa pagina e ogni nuovo articolo ti arriverà via email.' },
          { q: 'Posso disiscrivermi?', a: 'Sì, in qualsiasi momento: in ogni email trovi un link per disiscriverti.' },
          { q: 'Posso suggerire un argomento?', a: 'Certo: scrivimi con il modulo in questa pagina e raccontami di cosa ti piacerebbe leggere.' },
          { q: 'Collabori con i brand?', a: 'Scrivimi che cosa hai in mente e ti risponderò.' },
        ],
      },
      closing: { heading: 'Ricevi i nuovi articoli via email', text: 'Iscriviti e ogni nuovo articolo di {name} arriverà nella tua casella di posta.' },
      featureText: {
        we: ['Uno degli argomenti di cui scriviamo più spesso.', 'Iscriviti e leggi in anteprima i nuovi articoli sul tema.', 'Raccontaci di cosa ti piacerebbe leggere la prossima volta.', 'Condividilo con chi potrebbe apprezzarlo.'],
        i: ['Uno degli argomenti di cui scrivo più spesso.', 'Iscriviti e leggi in anteprima i nuovi articoli sul tema.', 'Raccontami di cosa ti piacerebbe leggere la prossima volta.', 'Condividilo con chi potrebbe apprezzarlo.'],
      },
    },
  },
  nl: {
    blog: {
      cta: { primary: 'Abonneer je', secondary: 'Lees het nieuwste' },
      sections: {
        about: { nav: 'Kennismaken', heading: 'Welkom', eyebrow: 'Hallo' },
        posts: { nav: 'Nieuwste', heading: 'De nieuwste artikelen', eyebrow: 'Net verschenen', go: 'Lees het nieuwste' },
        highlights: { nav: 'Onderwerpen', heading: 'Wat je hier vindt', eyebrow: 'Onderwerpen' },
        subscribe: { nav: 'Abonneren', heading: 'Nieuwe artikelen in je mailbox', eyebrow: 'Nieuwsbrief' },
        faq: { nav: 'FAQ', heading: 'Vragen van lezers', eyebrow: 'Veelgestelde vragen' },
        contact: { nav: 'Contact', heading: 'Zeg hallo', eyebrow: 'Contact' },
      },
      contactIntro: { we: 'Voor vragen, ideeën voor een artikel, samenwerkingen of pers: stuur ons een bericht.', i: 'Voor vragen, ideeën voor een artikel, samenwerkingen of pers: stuur me een bericht.' },
      about: {
        we: 'Leuk dat je langskomt. {name} is de plek waar we delen wat we hebben geleerd, in gewone woorden en zonder poespas. Abonneer je en elk nieuw artikel komt direct in je mailbox.',
        i: 'Leuk dat je langskomt. {name} is de plek waar ik deel wat ik heb geleerd, in gewone woorden en zonder poespas. Abonneer je en elk nieuw artikel komt direct in je mailbox.',
      },
      faq: {
        we: [
          { q: 'Hoe krijg ik nieuwe artikelen?', a: 'Abonneer je met je e-mailadres op deze pagina, dan krijg je elk nieuw artikel per e-mail.' },
          { q: 'Kan ik me weer afmelden?', a: 'Ja, op elk moment: in elke e-mail staat een link om je af te melden.' },
          { q: 'Kan ik een onderwerp voorstellen?', a: 'Graag zelfs: stuur ons een bericht via het formulier op deze pagina en vertel waarover je graag zou lezen.' },
          { q: 'Werken jullie samen met merken?', a: 'Stuur ons een bericht over wat je in gedachten hebt, dan nemen we contact met je op.' },
        ],
        i: [
          { q: 'Hoe krijg ik nieuwe artikelen?', a: 'Abonneer je met je e-mailadres op deze pagina, dan krijg je elk nieuw artikel per e-mail.' },
          { q: 'Kan ik me weer afmelden?', a: 'Ja, op elk moment: in elke e-mail staat een link om je af te melden.' },
          { q: 'Kan ik een onderwerp voorstellen?', a: 'Graag zelfs: stuur me een bericht via het formulier op deze pagina en vertel waarover je graag zou lezen.' },
          { q: 'Werk je samen met merken?', a: 'Stuur me een bericht over wat je in gedachten hebt, dan neem ik contact met je op.' },
        ],
      },
      closing: { heading: 'Nieuwe artikelen in je mailbox', text: 'Abonneer je en elk nieuw artikel van {name} komt in je mailbox.' },
      featureText: {
        we: ['Een van de onderwerpen waar we het vaakst over schrijven.', 'Abonneer je om nieuwe artikelen hierover als eerste te lezen.', 'Laat ons weten waarover je hierna wilt lezen.', 'Deel het met iemand die het leuk zou vinden.'],
        i: ['Een van de onderwerpen waar ik het vaakst over schrijf.', 'Abonneer je om nieuwe artikelen hierover als eerste te lezen.', 'Laat me weten waarover je hierna wilt lezen.', 'Deel het met iemand die het leuk zou vinden.'],
      },
    },
  },
  ja: {
    blog: {
      cta: { primary: '購読する', secondary: '最新記事を読む' },
      sections: {
        about: { nav: 'ごあいさつ', heading: 'ようこそ', eyebrow: 'こんにちは' },
        posts: { nav: '最新記事', heading: '最新記事を読む', eyebrow: '新着記事', go: '最新記事を読む' },
        highlights: { nav: 'テーマ', heading: 'ここで読めること', eyebrow: 'テーマ' },
        subscribe: { nav: 'メール購読', heading: '新着記事をメールで受け取る', eyebrow: 'ニュースレター' },
        faq: { nav: 'よくある質問', heading: '読者からのご質問', eyebrow: 'よくある質問' },
        contact: { nav: 'お問い合わせ', heading: 'お気軽にメッセージを', eyebrow: 'お問い合わせ' },
      },
      contactIntro: { we: 'ご質問や記事のアイデア、コラボレーションや取材のご依頼などは、私たちまでお気軽にメッセージをお送りください。', i: 'ご質問や記事のアイデア、コラボレーションや取材のご依頼などは、私までお気軽にメッセージをお送りください。' },
      about: {
        we: 'お立ち寄りいただき、ありがとうございます。{name}は、私たちが学んできたことを、回りくどい前置きは抜きにして、わかりやすい言葉でお伝えする場所です。購読していただくと、新しい記事が公開されるたびにメールでお届けします。',
        i: 'お立ち寄りいただき、ありがとうございます。{name}は、私が学んできたことを、回りくどい前置きは抜きにして、わかりやすい言葉でお伝えする場所です。購読していただくと、新しい記事が公開されるたびにメールでお届けします。',
      },
      faq: {
        we: [
          { q: '新しい記事はどうやって受け取れますか？', a: 'このページでメールアドレスを登録していただくと、新しい記事が公開されるたびにメールでお届けします。' },
          { q: '購読を解除できますか？', a: 'はい、いつでも解除できます。どのメールにも、配信停止用のリンクが付いています。' },
          { q: '読みたいテーマをリクエストできますか？', a: 'ぜひどうぞ。このページのフォームから、読んでみたいテーマを私たちにメッセージでお知らせください。' },
          { q: '企業とのコラボは可能ですか？', a: 'お考えの内容をメッセージでお送りください。折り返し私たちからご連絡します。' },
        ],
        i: [
          { q: '新しい記事はどうやって受け取れますか？', a: 'このページでメールアドレスを登録していただくと、新しい記事が公開されるたびにメールでお届けします。' },
          { q: '購読を解除できますか？', a: 'はい、いつでも解除できます。どのメールにも、配信停止用のリンクが付いています。' },
          { q: '読みたいテーマをリクエストできますか？', a: 'ぜひどうぞ。このページのフォームから、読んでみたいテーマを私にメッセージでお知らせください。' },
          { q: '企業とのコラボは可能ですか？', a: 'お考えの内容をメッセージでお送りください。折り返し私からご連絡します。' },
        ],
      },
      closing: { heading: '新着記事をメールでお届けします', text: '購読すると、{name}の新しい記事がメールで届きます。' },
      featureText: {
        we: ['私たちが特によく取り上げているテーマのひとつです。', '購読すると、このテーマの新しい記事をいち早く読めます。', '次に読みたいテーマを、ぜひ私たちに教えてください。', '楽しんでくれそうな人に、ぜひシェアしてください。'],
        i: ['私が特によく取り上げているテーマのひとつです。', '購読すると、このテーマの新しい記事をいち早く読めます。', '次に読みたいテーマを、ぜひ私に教えてください。', '楽しんでくれそうな人に、ぜひシェアしてください。'],
      },
    },
  },
  zh: {
    blog: {
      cta: { primary: '订阅', secondary: '阅读最新文章' },
      sections: {
        about: { nav: '关于', heading: '欢迎来到这里', eyebrow: '您好' },
        posts: { nav: '最新文章', heading: '最新文章', eyebrow: '近期文章', go: '阅读最新文章' },
        highlights: { nav: '话题', heading: '在这里能读到什么', eyebrow: '主要话题' },
        subscribe: { nav: '订阅', heading: '通过邮件接收新文章', eyebrow: '邮件通讯' },
        faq: { nav: '常见问题', heading: '读者常见问题', eyebrow: '常见问题' },
        contact: { nav: '联系', heading: '打个招呼', eyebrow: '联系方式' },
      },
      contactIntro: { we: '如有问题、文章选题建议、合作或媒体事宜，欢迎给我们留言。', i: '如有问题、文章选题建议、合作或媒体事宜，欢迎给我留言。' },
      about: { we: '感谢您的来访。{name}是我们分享所学所得的地方，话说得平实，也不绕弯子。订阅之后，每篇新文章都会直接送到您的邮箱。', i: '感谢您的来访。{name}是我分享所学所得的地方，话说得平实，也不绕弯子。订阅之后，每篇新文章都会直接送到您的邮箱。' },
      faq: {
        we: [
          { q: '怎样接收新文章？', a: '在本页填写您的邮箱地址即可订阅，每篇新文章都会通过邮件发送给您。' },
          { q: '可以退订吗？', a: '可以，随时都行：每封邮件里都有退订链接。' },
          { q: '可以推荐话题吗？', a: '当然欢迎。请通过本页的表单给我们留言，告诉我们您想读些什么。' },
          { q: '接受品牌合作吗？', a: '请给我们留言，说说您的想法，我们会回复您。' },
        ],
        i: [
          { q: '怎样接收新文章？', a: '在本页填写您的邮箱地址即可订阅，每篇新文章都会通过邮件发送给您。' },
          { q: '可以退订吗？', a: '可以，随时都行：每封邮件里都有退订链接。' },
          { q: '可以推荐话题吗？', a: '当然欢迎。请通过本页的表单给我留言，告诉我您想读些什么。' },
          { q: '接受品牌合作吗？', a: '请给我留言，说说您的想法，我会回复您。' },
        ],
      },
      closing: { heading: '不错过每一篇新文章', text: '订阅后，{name}的每篇新文章都会发送到您的邮箱。' },
      featureText: {
        we: ['这是我们最常写的话题之一。', '订阅后，可第一时间读到这个话题的新文章。', '欢迎告诉我们您接下来想读什么。', '分享给可能感兴趣的朋友。'],
        i: ['这是我最常写的话题之一。', '订阅后，可第一时间读到这个话题的新文章。', '欢迎告诉我您接下来想读什么。', '分享给可能感兴趣的朋友。'],
      },
    },
  },
  ar: {
    blog: {
      cta: { primary: 'اشترك', secondary: 'اقرأ أحدث المقالات' },
      sections: {
        about: { nav: 'نبذة', heading: 'أهلًا بك هنا', eyebrow: 'مرحبًا' },
        posts: { nav: 'المقالات', heading: 'أحدث المقالات', eyebrow: 'مقالات جديدة', go: 'اقرأ أحدث المقالات' },
        highlights: { nav: 'المواضيع', heading: 'ما ستجده هنا', eyebrow: 'المواضيع' },
        subscribe: { nav: 'الاشتراك', heading: 'تصلك المقالات الجديدة بالبريد الإلكتروني', eyebrow: 'النشرة البريدية' },
        faq: { nav: 'الأسئلة', heading: 'أسئلة القرّاء', eyebrow: 'الأسئلة الشائعة' },
        contact: { nav: 'تواصل', heading: 'قل مرحبًا', eyebrow: 'التواصل' },
      },
      contactIntro: { we: 'للأسئلة، أو لاقتراح فكرة لمقالة، أو للتعاون أو الاستفسارات الصحفية، أرسل لنا رسالة.', i: 'للأسئلة، أو لاقتراح فكرة لمقالة، أو للتعاون أو الاستفسارات الصحفية، أرسل لي رسالة.' },
      about: {
        we: 'شكرًا لزيارتك. {name} هو المكان الذي نشارك فيه ما تعلّمناه، بكلمات بسيطة ومن دون حشو. اشترك لتصلك كل مقالة جديدة مباشرةً إلى بريدك الإلكتروني.',
        i: 'شكرًا لزيارتك. {name} هو المكان الذي أشارك فيه ما تعلّمته، بكلمات بسيطة ومن دون حشو. اشترك لتصلك كل مقالة جديدة مباشرةً إلى بريدك الإلكتروني.',
      },
      faq: {
        we: [
          { q: 'كيف تصلني المقالات الجديدة؟', a: 'اشترك ببريدك الإلكتروني في هذه الصفحة، وستصلك كل مقالة جديدة عبر البريد.' },
          { q: 'هل يمكنني إلغاء الاشتراك؟', a: 'نعم، في أي وقت: تتضمّن كل رسالة رابطًا لإلغاء الاشتراك.' },
          { q: 'هل يمكنني اقتراح موضوع؟', a: 'بكل سرور: أرسل لنا رسالة عبر النموذج في هذه الصفحة، وأخبرنا بما تودّ أن تقرأ عنه.' },
          { q: 'هل تتعاونون مع العلامات التجارية؟', a: 'أرسل لنا رسالة عمّا يدور في ذهنك، وسنعاود التواصل معك.' },
        ],
        i: [
          { q: 'كيف تصلني المقالات الجديدة؟', a: 'اشترك ببريدك الإلكتروني في هذه الصفحة، وستصلك كل مقالة جديدة عبر البريد.' },
          { q: 'هل يمكنني إلغاء الاشتراك؟', a: 'نعم، في أي وقت: تتضمّن كل رسالة رابطًا لإلغاء الاشتراك.' },
          { q: 'هل يمكنني اقتراح موضوع؟', a: 'بكل سرور: أرسل لي رسالة عبر النموذج في هذه الصفحة، وأخبرني بما تودّ أن تقرأ عنه.' },
          { q: 'هل تتعاون مع العلامات التجارية؟', a: 'أرسل لي رسالة عمّا يدور في ذهنك، وسأعاود التواصل معك.' },
        ],
      },
      closing: { heading: 'المقالات الجديدة في بريدك', text: 'اشترك لتصلك كل مقالة جديدة من {name} إلى صندوق بريدك.' },
      featureText: {
        we: ['من أكثر المواضيع التي نكتب عنها.', 'اشترك لتكون أول من يقرأ المقالات الجديدة عنه.', 'أخبرنا بما تودّ أن تقرأ عنه في المقالات القادمة.', 'شاركه مع من سيستمتع به.'],
        i: ['من أكثر المواضيع التي أكتب عنها.', 'اشترك لتكون أول من يقرأ المقالات الجديدة عنه.', 'أخبرني بما تودّ أن تقرأ عنه في المقالات القادمة.', 'شاركه مع من سيستمتع به.'],
      },
    },
  },
};
