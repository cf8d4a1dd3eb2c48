import type { StyleCopy } from './types';

/**
 * A product not yet launched (types.ts `PageStyle` `launch`; choose-blueprint `announcesLaunch`: "launching in spring, join
 * the waitlist", "coming soon", "on Kickstarter in March"), over the software, shop and start-up phrasebooks, in the site
 * languages: visitors see what is coming and join a waitlist (an email sign-up where the closing band was, which the
 * hero's main button leads to) instead of plans, prices and customers' quotes the product cannot have yet. No claim the
 * owner has not made (no launch date, discount or early-access perk invented).
 */
export const LAUNCH_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { launch: StyleCopy }> = {
  en: {
    launch: {
      cta: { primary: 'Join the waitlist', secondary: 'See what’s coming' },
      sections: {
        features: { nav: 'Features', heading: 'What’s coming', eyebrow: 'First look', go: 'See what’s coming' },
        'how-it-works': { nav: 'Early access', heading: 'How the waitlist works', eyebrow: 'Early access' },
        waitlist: { nav: 'Waitlist', heading: 'Be the first to know', eyebrow: 'Waitlist' },
        faq: { nav: 'FAQ', heading: 'Questions before the launch', eyebrow: 'FAQ' },
      },
      contactIntro: {
        we: 'For questions, ideas or press, send us a message; we’d love to hear what you’d like from {name}.',
        i: 'For questions, ideas or press, send me a message; I’d love to hear what you’d like from {name}.',
      },
      steps: {
        we: [
          { title: 'Join the waitlist', text: 'Leave your email address with the form on this page.' },
          { title: 'Hear it first', text: 'We’ll email you as soon as {name} is ready, before we tell anyone else.' },
          { title: 'Be among the first', text: 'Try it early and tell us what you think; your feedback shapes what comes next.' },
        ],
        i: [
          { title: 'Join the waitlist', text: 'Leave your email address with the form on this page.' },
          { title: 'Hear it first', text: 'I’ll email you as soon as {name} is ready, before I tell anyone else.' },
          { title: 'Be among the first', text: 'Try it early and tell me what you think; your feedback shapes what comes next.' },
        ],
      },
      faq: {
        we: [
          { q: 'When do you launch?', a: 'We’ll announce the date on this page and by email to everyone on the waitlist.' },
          { q: 'Does joining the waitlist cost anything?', a: 'No. You leave your email address and we let you know when we launch.' },
          { q: 'What will you send me?', a: 'News of the launch and the occasional update on how it’s going.' },
          { q: 'Can I leave the list?', a: 'Yes, at any time: every email has a link to unsubscribe.' },
        ],
        i: [
          { q: 'When do you launch?', a: 'I’ll announce the date on this page and by email to everyone on the waitlist.' },
          { q: 'Does joining the waitlist cost anything?', a: 'No. You leave your email address and I let you know when I launch.' },
          { q: 'What will you send me?', a: 'News of the launch and the occasional update on how it’s going.' },
          { q: 'Can I leave the list?', a: 'Yes, at any time: every email has a link to unsubscribe.' },
        ],
      },
      closing: {
        heading: 'Be the first to know',
        text: { we: 'Join the waitlist and we’ll tell you the moment {name} launches.', i: 'Join the waitlist and I’ll tell you the moment {name} launches.' },
      },
      featureText: {
        we: [
          'One of the first things you’ll be able to try.',
          'Tell us what you’d like to see.',
          'More details soon.',
          'Join the waitlist to hear about it first.',
        ],
        i: [
          'One of the first things you’ll be able to try.',
          'Tell me what you’d like to see.',
          'More details soon.',
          'Join the waitlist to hear about it first.',
        ],
      },
    },
  },
  es: {
    launch: {
      cta: { primary: 'Unirse a la lista', secondary: 'Ver lo que viene' },
      sections: {
        features: { nav: 'Funciones', heading: 'Lo que está por llegar', eyebrow: 'Adelanto', go: 'Ver lo que viene' },
        'how-it-works': { nav: 'Acceso anticipado', heading: 'Cómo funciona la lista de espera', eyebrow: 'Acceso anticipado' },
        waitlist: { nav: 'Inscríbete', heading: 'Entérate antes que nadie', eyebrow: 'Lista de espera' },
        faq: { nav: 'Preguntas', heading: 'Dudas antes del lanzamiento', eyebrow: 'Preguntas frecuentes' },
      },
      contactIntro: {
        we: 'Para preguntas, ideas o consultas de prensa, escríbenos: nos encantará saber qué esperas de {name}.',
        i: 'Para preguntas, ideas o consultas de prensa, escríbeme: me encantará saber qué esperas de {name}.',
      },
      steps: {
        we: [
          { title: 'Únete a la lista', text: 'Deja tu correo electrónico en el formulario de esta página.' },
          { title: 'Recibe el aviso', text: 'Te avisaremos por correo en cuanto {name} esté disponible, antes que a nadie.' },
          { title: 'Sé de los primeros', text: 'Pruébalo pronto y cuéntanos qué te parece: tus comentarios darán forma a lo que venga después.' },
        ],
        i: [
          { title: 'Únete a la lista', text: 'Deja tu correo electrónico en el formulario de esta página.' },
          { title: 'Recibe el aviso', text: 'Te avisaré por correo en cuanto {name} esté disponible, antes que a nadie.' },
          { title: 'Sé de los primeros', text: 'Pruébalo pronto y cuéntame qué te parece: tus comentarios darán forma a lo que venga después.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Cuándo es el lanzamiento?', a: 'Anunciaremos la fecha en esta página y por correo a todas las personas de la lista de espera.' },
          { q: '¿Cuesta algo unirse a la lista de espera?', a: 'No. Solo tienes que dejar tu correo electrónico y te avisaremos cuando llegue el lanzamiento.' },
          { q: '¿Qué recibiré por correo?', a: 'Noticias del lanzamiento y, de vez en cuando, alguna novedad sobre cómo va todo.' },
          { q: '¿Puedo darme de baja de la lista?', a: 'Sí, cuando quieras: cada correo incluye un enlace para darte de baja.' },
        ],
        i: [
          { q: '¿Cuándo es el lanzamiento?', a: 'Anunciaré la fecha en esta página y por correo a todas las personas de la lista de espera.' },
          { q: '¿Cuesta algo unirse a la lista de espera?', a: 'No. Solo tienes que dejar tu correo electrónico y te avisaré cuando llegue el lanzamiento.' },
          { q: '¿Qué recibiré por correo?', a: 'Noticias del lanzamiento y, de vez en cuando, alguna novedad sobre cómo va todo.' },
          { q: '¿Puedo darme de baja de la lista?', a: 'Sí, cuando quieras: cada correo incluye un enlace para darte de baja.' },
        ],
      },
      closing: {
        heading: 'Entérate antes que nadie',
        text: { we: 'Únete a la lista de espera y te avisaremos en cuanto {name} vea la luz.', i: 'Únete a la lista de espera y te avisaré en cuanto {name} vea la luz.' },
      },
      featureText: {
        we: ['Una de las primeras cosas que podrás probar.', 'Cuéntanos qué te gustaría ver.', 'Más detalles muy pronto.', 'Únete a la lista de espera para enterarte antes que nadie.'],
        i: ['Una de las primeras cosas que podrás probar.', 'Cuéntame qué te gustaría ver.', 'Más detalles muy pronto.', 'Únete a la lista de espera para enterarte antes que nadie.'],
      },
    },
  },
  pt: {
    launch: {
      cta: { primary: 'Inscrever-se na lista', secondary: 'Ver o que aí vem' },
      sections: {
        features: { nav: 'Funcionalidades', heading: 'O que aí vem', eyebrow: 'Antevisão', go: 'Ver o que aí vem' },
        'how-it-works': { nav: 'Acesso antecipado', heading: 'Como funciona a lista de espera', eyebrow: 'Acesso antecipado' },
        waitlist: { nav: 'Inscrição', heading: 'Saiba antes de todos', eyebrow: 'Lista de espera' },
        faq: { nav: 'Perguntas', heading: 'Dúvidas antes do lançamento', eyebrow: 'Perguntas frequentes' },
      },
      contactIntro: {
        we: 'Para dúvidas, ideias ou pedidos de imprensa, envie-nos uma mensagem: teremos todo o gosto em saber o que gostaria de encontrar em {name}.',
        i: 'Para dúvidas, ideias ou pedidos de imprensa, envie-me uma mensagem: terei todo o gosto em saber o que gostaria de encontrar em {name}.',
      },
      steps: {
        we: [
          { title: 'Inscreva-se na lista', text: 'Deixe o seu endereço de e-mail no formulário desta página.' },
          { title: 'Receba a notícia primeiro', text: 'Enviamos-lhe um e-mail assim que {name} estiver disponível, antes de o anunciarmos publicamente.' },
          { title: 'Esteja entre os primeiros', text: 'Experimente desde cedo e diga-nos o que acha: a sua opinião vai ajudar a moldar o que vem a seguir.' },
        ],
        i: [
          { title: 'Inscreva-se na lista', text: 'Deixe o seu endereço de e-mail no formulário desta página.' },
          { title: 'Receba a notícia primeiro', text: 'Envio-lhe um e-mail assim que {name} estiver disponível, antes de o anunciar publicamente.' },
          { title: 'Esteja entre os primeiros', text: 'Experimente desde cedo e diga-me o que acha: a sua opinião vai ajudar a moldar o que vem a seguir.' },
        ],
      },
      faq: {
        we: [
          { q: 'Quando é o lançamento?', a: 'Vamos anunciar a data nesta página e por e-mail a todas as pessoas inscritas na lista de espera.' },
          { q: 'A inscrição na lista de espera tem algum custo?', a: 'Não. Só tem de deixar o seu endereço de e-mail e nós avisamos no momento do lançamento.' },
          { q: 'O que vou receber?', a: 'Notícias do lançamento e, de vez em quando, novidades sobre como estão a correr as coisas.' },
          { q: 'Posso sair da lista?', a: 'Sim, a qualquer momento: todos os e-mails têm um link para cancelar a subscrição.' },
        ],
        i: [
          { q: 'Quando é o lançamento?', a: 'Vou anunciar a data nesta página e por e-mail a todas as pessoas inscritas na lista de espera.' },
          { q: 'A inscrição na lista de espera tem algum custo?', a: 'Não. Só tem de deixar o seu endereço de e-mail e eu aviso no momento do lançamento.' },
          { q: 'O que vou receber?', a: 'Notícias do lançamento e, de vez em quando, novidades sobre como estão a correr as coisas.' },
          { q: 'Posso sair da lista?', a: 'Sim, a qualquer momento: todos os e-mails têm um link para cancelar a subscrição.' },
        ],
      },
      closing: {
        heading: 'Saiba antes de todos',
        text: { we: 'Inscreva-se na lista de espera e damos-lhe a notícia assim que {name} chegar.', i: 'Inscreva-se na lista de espera e dou-lhe a notícia assim que {name} chegar.' },
      },
      featureText: {
        we: ['Uma das primeiras novidades que vai poder experimentar.', 'Diga-nos o que gostaria de ver.', 'Mais pormenores em breve.', 'Inscreva-se na lista de espera para saber em primeira mão.'],
        i: ['Uma das primeiras novidades que vai poder experimentar.', 'Diga-me o que gostaria de ver.', 'Mais pormenores em breve.', 'Inscreva-se na lista de espera para saber em primeira mão.'],
      },
    },
  },
  fr: {
    launch: {
      cta: { primary: 'Rejoindre la liste', secondary: 'Voir ce qui se prépare' },
      sections: {
        features: { nav: 'Fonctionnalités', heading: 'Ce qui se prépare', eyebrow: 'Avant-première', go: 'Voir ce qui se prépare' },
        'how-it-works': { nav: 'Accès anticipé', heading: 'Comment fonctionne la liste d’attente', eyebrow: 'Accès anticipé' },
        waitlist: { nav: 'Liste d’attente', heading: 'Soyez les premiers informés', eyebrow: 'Liste d’attente' },
        faq: { nav: 'FAQ', heading: 'Vos questions avant le lancement', eyebrow: 'Bon à savoir' },
      },
      contactIntro: {
        we: 'Pour toute question, idée ou demande presse, écrivez-nous\u00a0: nous aimerions beaucoup savoir ce que vous attendez de {name}.',
        i: 'Pour toute question, idée ou demande presse, écrivez-moi\u00a0: j’aimerais beaucoup savoir ce que vous attendez de {name}.',
      },
      steps: {
        we: [
          { title: 'Rejoignez la liste d’attente', text: 'Laissez votre adresse e-mail dans le formulaire de cette page.' },
          { title: 'Recevez la nouvelle', text: 'Nous vous écrirons dès que {name} sera disponible, avant de l’annoncer à quiconque.' },
          { title: 'Aux premières loges', text: 'Essayez-le parmi les premiers et dites-nous ce que vous en pensez\u202f; vos retours orienteront la suite.' },
        ],
        i: [
          { title: 'Rejoignez la liste d’attente', text: 'Laissez votre adresse e-mail dans le formulaire de cette page.' },
          { title: 'Recevez la nouvelle', text: 'Je vous écrirai dès que {name} sera disponible, avant de l’annoncer à quiconque.' },
          { title: 'Aux premières loges', text: 'Essayez-le parmi les premiers et dites-moi ce que vous en pensez\u202f; vos retours orienteront la suite.' },
        ],
      },
      faq: {
        we: [
          { q: 'Quand a lieu le lancement\u202f?', a: 'Nous annoncerons la date sur cette page et par e-mail à toutes les personnes inscrites sur la liste d’attente.' },
          { q: 'L’inscription à la liste d’attente est-elle payante\u202f?', a: 'Non. Vous laissez votre adresse e-mail et nous vous prévenons au moment du lancement.' },
          { q: 'Que vais-je recevoir\u202f?', a: 'Des nouvelles du lancement et, de temps en temps, un point sur l’avancement du projet.' },
          { q: 'Puis-je quitter la liste\u202f?', a: 'Oui, à tout moment\u00a0: chaque e-mail contient un lien de désinscription.' },
        ],
        i: [
          { q: 'Quand a lieu le lancement\u202f?', a: 'J’annoncerai la date sur cette page et par e-mail à toutes les personnes inscrites sur la liste d’attente.' },
          { q: 'L’inscription à la liste d’attente est-elle payante\u202f?', a: 'Non. Vous laissez votre adresse e-mail et je vous préviens au moment du lancement.' },
          { q: 'Que vais-je recevoir\u202f?', a: 'Des nouvelles du lancement et, de temps en temps, un point sur l’avancement du projet.' },
          { q: 'Puis-je quitter la liste\u202f?', a: 'Oui, à tout moment\u00a0: chaque e-mail contient un lien de désinscription.' },
        ],
      },
      closing: {
        heading: 'Soyez les premiers informés',
        text: { we: 'Rejoignez la liste d’attente et nous vous préviendrons dès que {name} verra le jour.', i: 'Rejoignez la liste d’attente et je vous préviendrai dès que {name} verra le jour.' },
      },
      featureText: {
        we: ['L’une des premières choses que vous pourrez essayer.', 'Dites-nous ce que vous aimeriez voir.', 'Plus de détails très bientôt.', 'Rejoignez la liste d’attente pour le découvrir en avant-première.'],
        i: ['L’une des premières choses que vous pourrez essayer.', 'Dites-moi ce que vous aimeriez voir.', 'Plus de détails très bientôt.', 'Rejoignez la liste d’attente pour le découvrir en avant-première.'],
      },
    },
  },
  de: {
    launch: {
      cta: { primary: 'Auf die Warteliste', secondary: 'Vorschau ansehen' },
      sections: {
        features: { nav: 'Funktionen', heading: 'Das kommt bald', eyebrow: 'Erster Einblick', go: 'Vorschau ansehen' },
        'how-it-works': { nav: 'Vorabzugang', heading: 'So funktioniert die Warteliste', eyebrow: 'Vorabzugang' },
        waitlist: { nav: 'Warteliste', heading: 'Erfahren Sie es zuerst', eyebrow: 'Warteliste' },
        faq: { nav: 'FAQ', heading: 'Fragen vor dem Start', eyebrow: 'FAQ' },
      },
      contactIntro: {
        we: 'Ob Fragen, Ideen oder Presseanfragen: Schreiben Sie uns – wir sind gespannt, was Sie sich von {name} wünschen.',
        i: 'Ob Fragen, Ideen oder Presseanfragen: Schreiben Sie mir – ich bin gespannt, was Sie sich von {name} wünschen.',
      },
      steps: {
        we: [
          { title: 'Auf die Warteliste', text: 'Tragen Sie Ihre E-Mail-Adresse in das Formular auf dieser Seite ein.' },
          { title: 'Vorab Bescheid wissen', text: 'Sobald {name} bereit ist, bekommen Sie eine E-Mail von uns, noch bevor wir es sonst jemandem sagen.' },
          { title: 'Unter den Ersten sein', text: 'Probieren Sie es früh aus und sagen Sie uns Ihre Meinung; Ihr Feedback bestimmt mit, was als Nächstes kommt.' },
        ],
        i: [
          { title: 'Auf die Warteliste', text: 'Tragen Sie Ihre E-Mail-Adresse in das Formular auf dieser Seite ein.' },
          { title: 'Vorab Bescheid wissen', text: 'Sobald {name} bereit ist, bekommen Sie eine E-Mail von mir, noch bevor ich es sonst jemandem sage.' },
          { title: 'Unter den Ersten sein', text: 'Probieren Sie es früh aus und sagen Sie mir Ihre Meinung; Ihr Feedback bestimmt mit, was als Nächstes kommt.' },
        ],
      },
      faq: {
        we: [
          { q: 'Wann starten Sie?', a: 'Den Termin geben wir auf dieser Seite bekannt und per E-Mail an alle auf der Warteliste.' },
          { q: 'Kostet die Warteliste etwas?', a: 'Nein. Sie hinterlassen Ihre E-Mail-Adresse, und wir sagen Ihnen Bescheid, sobald wir starten.' },
          { q: 'Was schicken Sie mir?', a: 'Neuigkeiten zum Start und hin und wieder ein kurzes Update, wie es vorangeht.' },
          { q: 'Kann ich mich wieder austragen?', a: 'Ja, jederzeit: In jeder E-Mail finden Sie einen Link zum Abmelden.' },
        ],
        i: [
          { q: 'Wann starten Sie?', a: 'Den Termin gebe ich auf dieser Seite bekannt und per E-Mail an alle auf der Warteliste.' },
          { q: 'Kostet die Warteliste etwas?', a: 'Nein. Sie hinterlassen Ihre E-Mail-Adresse, und ich sage Ihnen Bescheid, sobald ich starte.' },
          { q: 'Was schicken Sie mir?', a: 'Neuigkeiten zum Start und hin und wieder ein kurzes Update, wie es vorangeht.' },
          { q: 'Kann ich mich wieder austragen?', a: 'Ja, jederzeit: In jeder E-Mail finden Sie einen Link zum Abmelden.' },
        ],
      },
      closing: {
        heading: 'Erfahren Sie es zuerst',
        text: { we: 'Tragen Sie sich in die Warteliste ein, und wir sagen Ihnen Bescheid, sobald {name} startet.', i: 'Tragen Sie sich in die Warteliste ein, und ich sage Ihnen Bescheid, sobald {name} startet.' },
      },
      featureText: {
        we: ['Eines der ersten Dinge, die Sie ausprobieren können.', 'Sagen Sie uns, was Sie sich hier wünschen.', 'Mehr Details folgen bald.', 'Tragen Sie sich in die Warteliste ein, dann erfahren Sie zuerst davon.'],
        i: ['Eines der ersten Dinge, die Sie ausprobieren können.', 'Sagen Sie mir, was Sie sich hier wünschen.', 'Mehr Details folgen bald.', 'Tragen Sie sich in die Warteliste ein, dann erfahren Sie zuerst davon.'],
      },
    },
  },
  it: {
    launch: {
      cta: { primary: 'Iscriviti alla lista', secondary: 'Scopri cosa arriva' },
      sections: {
        features: { nav: 'Funzionalità', heading: 'Cosa sta per arrivare', eyebrow: 'Un primo sguardo', go: 'Scopri cosa arriva' },
        'how-it-works': { nav: 'Accesso anticipato', heading: 'Come funziona la lista d’attesa', eyebrow: 'Accesso anticipato' },
        waitlist: { nav: 'Lista d’attesa', heading: 'Scoprilo prima di tutti', eyebrow: 'Lista d’attesa' },
        faq: { nav: 'FAQ', heading: 'Domande prima del lancio', eyebrow: 'FAQ' },
      },
      contactIntro: {
        we: 'Per domande, idee o richieste dalla stampa scrivici: ci piacerebbe sapere cosa ti aspetti da {name}.',
        i: 'Per domande, idee o richieste dalla stampa scrivimi: mi piacerebbe sapere cosa ti aspetti da {name}.',
      },
      steps: {
        we: [
          { title: 'Iscriviti alla lista d’attesa', text: 'Lascia il tuo indirizzo email con il modulo in questa pagina.' },
          { title: 'La notizia in anteprima', text: 'Ti scriveremo appena {name} sarà disponibile, prima di dirlo a chiunque altro.' },
          { title: 'Provalo in anticipo', text: 'Fai una prova prima degli altri e dicci cosa ne pensi: il tuo parere guida i prossimi passi.' },
        ],
        i: [
          { title: 'Iscriviti alla lista d’attesa', text: 'Lascia il tuo indirizzo email con il modulo in questa pagina.' },
          { title: 'La notizia in anteprima', text: 'Ti scriverò appena {name} sarà disponibile, prima di dirlo a chiunque altro.' },
          { title: 'Provalo in anticipo', text: 'Fai una prova prima degli altri e dimmi cosa ne pensi: il tuo parere guida i prossimi passi.' },
        ],
      },
      faq: {
        we: [
          { q: 'Quando sarà il lancio?', a: 'Annunceremo la data in questa pagina e via email a tutti gli iscritti alla lista d’attesa.' },
          { q: 'Iscriversi alla lista d’attesa costa qualcosa?', a: 'No. Lasci il tuo indirizzo email e ti avvisiamo al momento del lancio.' },
          { q: 'Cosa mi manderete?', a: 'Notizie sul lancio e, di tanto in tanto, un aggiornamento su come procede.' },
          { q: 'Posso cancellarmi dalla lista?', a: 'Sì, in qualsiasi momento: ogni email contiene un link per disiscriverti.' },
        ],
        i: [
          { q: 'Quando sarà il lancio?', a: 'Annuncerò la data in questa pagina e via email a tutti gli iscritti alla lista d’attesa.' },
          { q: 'Iscriversi alla lista d’attesa costa qualcosa?', a: 'No. Lasci il tuo indirizzo email e ti avviso al momento del lancio.' },
          { q: 'Cosa mi manderai?', a: 'Notizie sul lancio e, di tanto in tanto, un aggiornamento su come procede.' },
          { q: 'Posso cancellarmi dalla lista?', a: 'Sì, in qualsiasi momento: ogni email contiene un link per disiscriverti.' },
        ],
      },
      closing: {
        heading: 'Scoprilo prima di tutti',
        text: { we: 'Iscriviti alla lista d’attesa: ti avviseremo non appena {name} sarà disponibile.', i: 'Iscriviti alla lista d’attesa: ti avviserò non appena {name} sarà disponibile.' },
      },
      featureText: {
        we: ['Una delle prime cose che potrai provare.', 'Dicci cosa ti piacerebbe vedere.', 'Altri dettagli a breve.', 'Iscriviti alla lista d’attesa per saperlo prima di tutti.'],
        i: ['Una delle prime cose che potrai provare.', 'Dimmi cosa ti piacerebbe vedere.', 'Altri dettagli a breve.', 'Iscriviti alla lista d’attesa per saperlo prima di tutti.'],
      },
    },
  },
  nl: {
    launch: {
      cta: { primary: 'Kom op de wachtlijst', secondary: 'Bekijk wat er komt' },
      sections: {
        features: { nav: 'Functies', heading: 'Dit komt eraan', eyebrow: 'Voorproefje', go: 'Bekijk wat er komt' },
        'how-it-works': { nav: 'Vroege toegang', heading: 'Zo werkt de wachtlijst', eyebrow: 'Vroege toegang' },
        waitlist: { nav: 'Wachtlijst', heading: 'Hoor het als eerste', eyebrow: 'Wachtlijst' },
        faq: { nav: 'FAQ', heading: 'Vragen voor de lancering', eyebrow: 'FAQ' },
      },
      contactIntro: {
        we: 'Voor vragen, ideeën of pers: stuur ons een bericht, we horen graag wat je in {name} zou willen zien.',
        i: 'Voor vragen, ideeën of pers: stuur me een bericht, ik hoor graag wat je in {name} zou willen zien.',
      },
      steps: {
        we: [
          { title: 'Kom op de wachtlijst', text: 'Laat je e-mailadres achter via het formulier op deze pagina.' },
          { title: 'Hoor het als eerste', text: 'We mailen je zodra {name} klaar is, nog voordat we het iemand anders vertellen.' },
          { title: 'Wees er vroeg bij', text: 'Probeer het als een van de eersten en laat ons weten wat je ervan vindt; jouw feedback bepaalt wat er hierna komt.' },
        ],
        i: [
          { title: 'Kom op de wachtlijst', text: 'Laat je e-mailadres achter via het formulier op deze pagina.' },
          { title: 'Hoor het als eerste', text: 'Ik mail je zodra {name} klaar is, nog voordat ik het iemand anders vertel.' },
          { title: 'Wees er vroeg bij', text: 'Probeer het als een van de eersten en laat me weten wat je ervan vindt; jouw feedback bepaalt wat er hierna komt.' },
        ],
      },
      faq: {
        we: [
          { q: 'Wanneer is de lancering?', a: 'We maken de datum bekend op deze pagina en per e-mail aan iedereen op de wachtlijst.' },
          { q: 'Kost de wachtlijst iets?', a: 'Nee. Je laat je e-mailadres achter en we laten het je weten zodra we live gaan.' },
          { q: 'Wat sturen jullie me?', a: 'Nieuws over de lancering en af en toe een update over hoe het gaat.' },
          { q: 'Kan ik me weer afmelden?', a: 'Ja, altijd: in elke e-mail staat een link om je af te melden.' },
        ],
        i: [
          { q: 'Wanneer is de lancering?', a: 'Ik maak de datum bekend op deze pagina en per e-mail aan iedereen op de wachtlijst.' },
          { q: 'Kost de wachtlijst iets?', a: 'Nee. Je laat je e-mailadres achter en ik laat het je weten zodra ik live ga.' },
          { q: 'Wat stuur je me?', a: 'Nieuws over de lancering en af en toe een update over hoe het gaat.' },
          { q: 'Kan ik me weer afmelden?', a: 'Ja, altijd: in elke e-mail staat een link om je af te melden.' },
        ],
      },
      closing: {
        heading: 'Hoor het als eerste',
        text: { we: 'Kom op de wachtlijst, dan laten we het je meteen weten als {name} live gaat.', i: 'Kom op de wachtlijst, dan laat ik het je meteen weten als {name} live gaat.' },
      },
      featureText: {
        we: ['Een van de eerste dingen die je kunt uitproberen.', 'Laat ons weten wat je graag zou zien.', 'Binnenkort meer details.', 'Kom op de wachtlijst en hoor het als eerste.'],
        i: ['Een van de eerste dingen die je kunt uitproberen.', 'Laat me weten wat je graag zou zien.', 'Binnenkort meer details.', 'Kom op de wachtlijst en hoor het als eerste.'],
      },
    },
  },
  ja: {
    launch: {
      cta: { primary: '事前登録する', secondary: '登場予定を見る' },
      sections: {
        features: { nav: '特長', heading: 'まもなく登場します', eyebrow: 'ひと足先に', go: '登場予定を見る' },
        'how-it-works': { nav: '先行体験', heading: '事前登録の流れ', eyebrow: '先行体験' },
        waitlist: { nav: '事前登録', heading: 'いち早くお知らせします', eyebrow: '事前登録' },
        faq: { nav: 'よくある質問', heading: 'リリース前のご質問', eyebrow: 'よくある質問' },
      },
      contactIntro: { we: 'ご質問やアイデア、取材のご依頼はもちろん、{name}に期待することも、ぜひ私たちにメッセージでお聞かせください。', i: 'ご質問やアイデア、取材のご依頼はもちろん、{name}に期待することも、ぜひ私にメッセージでお聞かせください。' },
      steps: {
        we: [
          { title: 'まずは事前登録', text: 'このページのフォームから、メールアドレスをご登録ください。' },
          { title: 'いち早く知る', text: '{name}の準備が整いしだい、ほかのどなたよりも先に私たちからメールでお知らせします。' },
          { title: 'ひと足先に体験', text: 'いち早く試して、感想を私たちにお聞かせください。あなたの声が、この先の形をつくっていきます。' },
        ],
        i: [
          { title: 'まずは事前登録', text: 'このページのフォームから、メールアドレスをご登録ください。' },
          { title: 'いち早く知る', text: '{name}の準備が整いしだい、ほかのどなたよりも先に私からメールでお知らせします。' },
          { title: 'ひと足先に体験', text: 'いち早く試して、感想を私にお聞かせください。あなたの声が、この先の形をつくっていきます。' },
        ],
      },
      faq: {
        we: [
          { q: 'リリースはいつですか？', a: 'リリース日は、このページと、事前登録いただいた皆さまへのメールで、私たちからお知らせします。' },
          { q: '事前登録に費用はかかりますか？', a: 'いいえ、かかりません。メールアドレスをご登録いただければ、リリースの際に私たちからお知らせします。' },
          { q: 'どんなメールが届きますか？', a: 'リリースのお知らせのほか、準備の様子をときどきお伝えします。' },
          { q: '登録を解除できますか？', a: 'はい、いつでも解除できます。すべてのメールに配信停止のリンクが付いています。' },
        ],
        i: [
          { q: 'リリースはいつですか？', a: 'リリース日は、このページと、事前登録いただいた皆さまへのメールで、私からお知らせします。' },
          { q: '事前登録に費用はかかりますか？', a: 'いいえ、かかりません。メールアドレスをご登録いただければ、リリースの際に私からお知らせします。' },
          { q: 'どんなメールが届きますか？', a: 'リリースのお知らせのほか、準備の様子をときどきお伝えします。' },
          { q: '登録を解除できますか？', a: 'はい、いつでも解除できます。すべてのメールに配信停止のリンクが付いています。' },
        ],
      },
      closing: {
        heading: 'いち早くお知らせします',
        text: { we: '事前登録いただければ、{name}のリリースと同時に私たちからお知らせします。', i: '事前登録いただければ、{name}のリリースと同時に私からお知らせします。' },
      },
      featureText: {
        we: ['リリース後、最初にお試しいただけるもののひとつです。', 'どんなものがあるとうれしいか、ぜひ私たちに教えてください。', '詳しくは近日中にお知らせします。', '事前登録いただくと、いち早く最新情報をお届けします。'],
        i: ['リリース後、最初にお試しいただけるもののひとつです。', 'どんなものがあるとうれしいか、ぜひ私に教えてください。', '詳しくは近日中にお知らせします。', '事前登録いただくと、いち早く最新情報をお届けします。'],
      },
    },
  },
  zh: {
    launch: {
      cta: { primary: '加入等候名单', secondary: '先睹为快' },
      sections: {
        features: { nav: '亮点', heading: '即将推出', eyebrow: '抢先一览', go: '先睹为快' },
        'how-it-works': { nav: '抢先体验', heading: '等候名单如何运作', eyebrow: '抢先体验' },
        waitlist: { nav: '等候名单', heading: '第一时间获知消息', eyebrow: '等候名单' },
        faq: { nav: '常见问题', heading: '发布前的常见问题', eyebrow: '常见问题' },
      },
      contactIntro: { we: '无论是问题、想法还是媒体合作，都欢迎给我们留言，我们也很想听听您希望{name}带来什么。', i: '无论是问题、想法还是媒体合作，都欢迎给我留言，我也很想听听您希望{name}带来什么。' },
      steps: {
        we: [
          { title: '加入等候名单', text: '通过本页的表单留下您的电子邮箱。' },
          { title: '抢先获知', text: '{name}一准备就绪，我们就会发邮件通知您，比其他人都早。' },
          { title: '成为首批用户', text: '抢先试用，告诉我们您的想法；您的反馈将影响接下来的方向。' },
        ],
        i: [
          { title: '加入等候名单', text: '通过本页的表单留下您的电子邮箱。' },
          { title: '抢先获知', text: '{name}一准备就绪，我就会发邮件通知您，比其他人都早。' },
          { title: '成为首批用户', text: '抢先试用，告诉我您的想法；您的反馈将影响接下来的方向。' },
        ],
      },
      faq: {
        we: [
          { q: '什么时候正式发布？', a: '我们会在本页公布日期，并通过邮件通知等候名单上的每一位。' },
          { q: '加入等候名单需要付费吗？', a: '不需要。您只需留下电子邮箱，正式发布时我们会通知您。' },
          { q: '我会收到哪些邮件？', a: '正式发布的消息，以及不时分享的筹备进展。' },
          { q: '可以退出名单吗？', a: '可以，随时都行：每封邮件都附有退订链接。' },
        ],
        i: [
          { q: '什么时候正式发布？', a: '我会在本页公布日期，并通过邮件通知等候名单上的每一位。' },
          { q: '加入等候名单需要付费吗？', a: '不需要。您只需留下电子邮箱，正式发布时我会通知您。' },
          { q: '我会收到哪些邮件？', a: '正式发布的消息，以及不时分享的筹备进展。' },
          { q: '可以退出名单吗？', a: '可以，随时都行：每封邮件都附有退订链接。' },
        ],
      },
      closing: {
        heading: '第一时间获知消息',
        text: { we: '加入等候名单，{name}正式发布时，我们会第一时间告诉您。', i: '加入等候名单，{name}正式发布时，我会第一时间告诉您。' },
      },
      featureText: {
        we: ['首批可以抢先体验的内容之一。', '告诉我们您希望看到什么。', '更多详情，敬请期待。', '加入等候名单，第一时间了解详情。'],
        i: ['首批可以抢先体验的内容之一。', '告诉我您希望看到什么。', '更多详情，敬请期待。', '加入等候名单，第一时间了解详情。'],
      },
    },
  },
  ar: {
    launch: {
      cta: { primary: 'انضم إلى قائمة الانتظار', secondary: 'اكتشف ما هو قادم' },
      sections: {
        features: { nav: 'الميزات', heading: 'ما الذي ينتظرك', eyebrow: 'نظرة أولى', go: 'اكتشف ما هو قادم' },
        'how-it-works': { nav: 'الوصول المبكر', heading: 'كيف تعمل قائمة الانتظار', eyebrow: 'الوصول المبكر' },
        waitlist: { nav: 'قائمة الانتظار', heading: 'كن أول من يعلم', eyebrow: 'قائمة الانتظار' },
        faq: { nav: 'الأسئلة الشائعة', heading: 'أسئلة قبل الإطلاق', eyebrow: 'الأسئلة الشائعة' },
      },
      contactIntro: {
        we: 'لأي سؤال أو فكرة أو استفسار صحفي، أرسل لنا رسالة، ويسعدنا أن نعرف ما تتمنى أن تجده في {name}.',
        i: 'لأي سؤال أو فكرة أو استفسار صحفي، أرسل لي رسالة، ويسعدني أن أعرف ما تتمنى أن تجده في {name}.',
      },
      steps: {
        we: [
          { title: 'انضم إلى قائمة الانتظار', text: 'اترك عنوان بريدك الإلكتروني عبر النموذج في هذه الصفحة.' },
          { title: 'اعرف قبل الجميع', text: 'سنراسلك بالبريد الإلكتروني حالما يصبح {name} جاهزًا، قبل أن نخبر أحدًا غيرك.' },
          { title: 'كن من الأوائل', text: 'جرّبه مبكرًا وأخبرنا برأيك، فملاحظاتك تسهم في رسم ما سيأتي بعد ذلك.' },
        ],
        i: [
          { title: 'انضم إلى قائمة الانتظار', text: 'اترك عنوان بريدك الإلكتروني عبر النموذج في هذه الصفحة.' },
          { title: 'اعرف قبل الجميع', text: 'سأراسلك بالبريد الإلكتروني حالما يصبح {name} جاهزًا، قبل أن أخبر أحدًا غيرك.' },
          { title: 'كن من الأوائل', text: 'جرّبه مبكرًا وأخبرني برأيك، فملاحظاتك تسهم في رسم ما سيأتي بعد ذلك.' },
        ],
      },
      faq: {
        we: [
          { q: 'متى موعد الإطلاق؟', a: 'سنعلن الموعد في هذه الصفحة، وعبر البريد الإلكتروني لكل من في قائمة الانتظار.' },
          { q: 'هل للانضمام إلى قائمة الانتظار أي تكلفة؟', a: 'لا. كل ما عليك هو أن تترك عنوان بريدك الإلكتروني، وسنخبرك عند الإطلاق.' },
          { q: 'ما الرسائل التي ستصلني؟', a: 'أخبار الإطلاق، وبين حين وآخر مستجدات عن سير العمل.' },
          { q: 'هل يمكنني الخروج من القائمة؟', a: 'نعم، في أي وقت: في كل رسالة رابط لإلغاء الاشتراك.' },
        ],
        i: [
          { q: 'متى موعد الإطلاق؟', a: 'سأعلن الموعد في هذه الصفحة، وعبر البريد الإلكتروني لكل من في قائمة الانتظار.' },
          { q: 'هل للانضمام إلى قائمة الانتظار أي تكلفة؟', a: 'لا. كل ما عليك هو أن تترك عنوان بريدك الإلكتروني، وسأخبرك عند الإطلاق.' },
          { q: 'ما الرسائل التي ستصلني؟', a: 'أخبار الإطلاق، وبين حين وآخر مستجدات عن سير العمل.' },
          { q: 'هل يمكنني الخروج من القائمة؟', a: 'نعم، في أي وقت: في كل رسالة رابط لإلغاء الاشتراك.' },
        ],
      },
      closing: {
        heading: 'كن أول من يعلم',
        text: { we: 'انضم إلى قائمة الانتظار، وسنخبرك في اللحظة التي ينطلق فيها {name}.', i: 'انضم إلى قائمة الانتظار، وسأخبرك في اللحظة التي ينطلق فيها {name}.' },
      },
      featureText: {
        we: ['من أوائل ما ستتمكن من تجربته.', 'أخبرنا بما تودّ أن تراه.', 'مزيد من التفاصيل قريبًا.', 'انضم إلى قائمة الانتظار لتكون أول من يعرف.'],
        i: ['من أوائل ما ستتمكن من تجربته.', 'أخبرني بما تودّ أن تراه.', 'مزيد من التفاصيل قريبًا.', 'انضم إلى قائمة الانتظار لتكون أول من يعرف.'],
      },
    },
  },
};
