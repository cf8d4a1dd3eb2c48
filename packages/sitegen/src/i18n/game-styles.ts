import type { StyleCopy } from './types';

/**
 * A video game or a game studio (types.ts `PageStyle` `game`; choose-blueprint `makesGames`: "A hand-drawn adventure game
 * about…", "Indie game studio in Bristol making cozy games for PC and console"), over the events phrasebook, in the site
 * languages: players see what the game is, what awaits them, screenshots (game art until the owner adds real captures),
 * and sign up for news (the hero's main button leads to the sign-up); press and streamers write through the form. No
 * claim the makers have not made (no release date, platform, price, award or review score invented).
 */
export const GAME_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { game: StyleCopy }> = {
  en: {
    game: {
      cta: { primary: 'Get updates', secondary: 'See screenshots' },
      sections: {
        about: { nav: 'About', heading: 'About the game', eyebrow: 'The game' },
        highlights: { nav: 'Features', heading: 'What awaits you', eyebrow: 'Features' },
        studio: { nav: 'Studio', heading: 'About the studio', eyebrow: 'The studio' },
        screenshots: { nav: 'Screenshots', heading: 'Screenshots', eyebrow: 'In pictures', go: 'See screenshots' },
        newsletter: { nav: 'News', heading: 'Get the news first', eyebrow: 'Newsletter' },
        faq: { nav: 'FAQ', heading: 'Questions from players', eyebrow: 'FAQ' },
        contact: { nav: 'Contact', heading: 'Press and contact', eyebrow: 'Contact' },
      },
      contactIntro: {
        we: 'For press, streamers, partnerships or anything else about {name}, send us a message.',
        i: 'For press, streamers, partnerships or anything else about {name}, send me a message.',
      },
      about: {
        we: 'Thanks for stopping by. Here you’ll find screenshots, news and answers to players’ questions about {name}. Sign up for updates and we’ll let you know what’s new.',
        i: 'Thanks for stopping by. Here you’ll find screenshots, news and answers to players’ questions about {name}. Sign up for updates and I’ll let you know what’s new.',
      },
      faq: {
        we: [
          { q: 'Where can I play?', a: 'The platforms are named on this page. Sign up for updates and we’ll tell you about any new ones.' },
          { q: 'How do I hear the latest news?', a: 'Leave your email address on this page and we’ll send you news of {name}.' },
          { q: 'Can I stream it or make videos of it?', a: 'Send us a message about what you have in mind and we’ll get back to you.' },
          { q: 'I write about games. Who do I contact?', a: 'Use the form on this page: tell us who you write for and what you need.' },
        ],
        i: [
          { q: 'Where can I play?', a: 'The platforms are named on this page. Sign up for updates and I’ll tell you about any new ones.' },
          { q: 'How do I hear the latest news?', a: 'Leave your email address on this page and I’ll send you news of {name}.' },
          { q: 'Can I stream it or make videos of it?', a: 'Send me a message about what you have in mind and I’ll get back to you.' },
          { q: 'I write about games. Who do I contact?', a: 'Use the form on this page: tell me who you write for and what you need.' },
        ],
      },
      closing: {
        heading: 'Get the news first',
        text: { we: 'Sign up and we’ll let you know what’s new with {name}.', i: 'Sign up and I’ll let you know what’s new with {name}.' },
      },
      featureText: {
        we: [
          'Part of what makes the game its own.',
          'See it in the screenshots on this page.',
          'Tell us what you think of it.',
          'Sign up to hear more about it first.',
        ],
        i: [
          'Part of what makes the game its own.',
          'See it in the screenshots on this page.',
          'Tell me what you think of it.',
          'Sign up to hear more about it first.',
        ],
      },
    },
  },
  es: {
    game: {
      cta: { primary: 'Recibir novedades', secondary: 'Ver capturas' },
      sections: {
        about: { nav: 'Acerca de', heading: 'Sobre el juego', eyebrow: 'El juego' },
        highlights: { nav: 'Características', heading: 'Lo que te vas a encontrar', eyebrow: 'Características' },
        studio: { nav: 'Estudio', heading: 'Sobre el estudio', eyebrow: 'El estudio' },
        screenshots: { nav: 'Capturas', heading: 'Capturas de pantalla', eyebrow: 'En imágenes', go: 'Ver capturas' },
        newsletter: { nav: 'Novedades', heading: 'Entérate antes que nadie', eyebrow: 'Boletín' },
        faq: { nav: 'Preguntas', heading: 'Preguntas de los jugadores', eyebrow: 'Preguntas frecuentes' },
        contact: { nav: 'Contacto', heading: 'Prensa y contacto', eyebrow: 'Contacto' },
      },
      contactIntro: { we: 'Para prensa, streamers, colaboraciones o cualquier otra cosa sobre {name}, escríbenos.', i: 'Para prensa, streamers, colaboraciones o cualquier otra cosa sobre {name}, escríbeme.' },
      about: {
        we: 'Gracias por pasarte. Aquí encontrarás capturas de pantalla, noticias y respuestas a las dudas de los jugadores sobre {name}. Suscríbete y te iremos contando las novedades.',
        i: 'Gracias por pasarte. Aquí encontrarás capturas de pantalla, noticias y respuestas a las dudas de los jugadores sobre {name}. Suscríbete y te iré contando las novedades.',
      },
      faq: {
        we: [
          { q: '¿Dónde puedo jugar?', a: 'Las plataformas aparecen en esta página. Suscríbete a las novedades y te avisaremos si se suma alguna nueva.' },
          { q: '¿Cómo me entero de las últimas noticias?', a: 'Deja tu correo electrónico en esta página y te enviaremos noticias de {name}.' },
          { q: '¿Puedo hacer directos o vídeos del juego?', a: 'Cuéntanos qué tienes en mente y te responderemos.' },
          { q: 'Escribo sobre videojuegos. ¿A quién me dirijo?', a: 'Usa el formulario de esta página: cuéntanos para qué medio escribes y qué necesitas.' },
        ],
        i: [
          { q: '¿Dónde puedo jugar?', a: 'Las plataformas aparecen en esta página. Suscríbete a las novedades y te avisaré si se suma alguna nueva.' },
          { q: '¿Cómo me entero de las últimas noticias?', a: 'Deja tu correo electrónico en esta página y te enviaré noticias de {name}.' },
          { q: '¿Puedo hacer directos o vídeos del juego?', a: 'Cuéntame qué tienes en mente y te responderé.' },
          { q: 'Escribo sobre videojuegos. ¿A quién me dirijo?', a: 'Usa el formulario de esta página: cuéntame para qué medio escribes y qué necesitas.' },
        ],
      },
      closing: {
        heading: 'Entérate antes que nadie',
        text: { we: 'Suscríbete y te contaremos todas las novedades de {name}.', i: 'Suscríbete y te contaré todas las novedades de {name}.' },
      },
      featureText: {
        we: [
          'Parte de lo que le da al juego su personalidad.',
          'Míralo en las capturas de pantalla de esta página.',
          'Cuéntanos qué te parece.',
          'Suscríbete para saber más antes que nadie.',
        ],
        i: [
          'Parte de lo que le da al juego su personalidad.',
          'Míralo en las capturas de pantalla de esta página.',
          'Cuéntame qué te parece.',
          'Suscríbete para saber más antes que nadie.',
        ],
      },
    },
  },
  pt: {
    game: {
      cta: { primary: 'Receber novidades', secondary: 'Ver capturas de ecrã' },
      sections: {
        about: { nav: 'Apresentação', heading: 'Sobre o jogo', eyebrow: 'O jogo' },
        highlights: { nav: 'Características', heading: 'O que vai encontrar', eyebrow: 'Características' },
        studio: { nav: 'Estúdio', heading: 'Sobre o estúdio', eyebrow: 'O estúdio' },
        screenshots: { nav: 'Capturas', heading: 'Capturas de ecrã', eyebrow: 'Em imagens', go: 'Ver capturas de ecrã' },
        newsletter: { nav: 'Novidades', heading: 'Saiba tudo em primeira mão', eyebrow: 'Por e-mail' },
        faq: { nav: 'Perguntas', heading: 'Perguntas dos jogadores', eyebrow: 'Perguntas frequentes' },
        contact: { nav: 'Contacto', heading: 'Imprensa e contacto', eyebrow: 'Contacto' },
      },
      contactIntro: {
        we: 'Para imprensa, streamers, parcerias ou qualquer outro assunto sobre {name}, envie-nos uma mensagem.',
        i: 'Para imprensa, streamers, parcerias ou qualquer outro assunto sobre {name}, envie-me uma mensagem.',
      },
      about: {
        we: 'Agradecemos a sua visita. Aqui encontra capturas de ecrã, notícias e respostas às perguntas dos jogadores sobre {name}. Inscreva-se para receber novidades e avisamos sempre que houver algo novo.',
        i: 'Agradeço a sua visita. Aqui encontra capturas de ecrã, notícias e respostas às perguntas dos jogadores sobre {name}. Inscreva-se para receber novidades e aviso sempre que houver algo novo.',
      },
      faq: {
        we: [
          { q: 'Onde posso jogar?', a: 'As plataformas estão indicadas nesta página. Inscreva-se para receber novidades e avisamos quando houver outras.' },
          { q: 'Como fico a par das últimas novidades?', a: 'Deixe o seu endereço de e-mail nesta página e enviamos-lhe notícias de {name}.' },
          { q: 'Posso transmitir o jogo em direto ou fazer vídeos?', a: 'Envie-nos uma mensagem a contar o que tem em mente e entraremos em contacto consigo.' },
          { q: 'Escrevo sobre videojogos. Com quem devo falar?', a: 'Use o formulário desta página: diga-nos para que meio escreve e do que precisa.' },
        ],
        i: [
          { q: 'Onde posso jogar?', a: 'As plataformas estão indicadas nesta página. Inscreva-se para receber novidades e aviso quando houver outras.' },
          { q: 'Como fico a par das últimas novidades?', a: 'Deixe o seu endereço de e-mail nesta página e envio-lhe notícias de {name}.' },
          { q: 'Posso transmitir o jogo em direto ou fazer vídeos?', a: 'Envie-me uma mensagem a contar o que tem em mente e entrarei em contacto consigo.' },
          { q: 'Escrevo sobre videojogos. Com quem devo falar?', a: 'Use o formulário desta página: diga-me para que meio escreve e do que precisa.' },
        ],
      },
      closing: {
        heading: 'Saiba tudo em primeira mão',
        text: { we: 'Inscreva-se e contamos-lhe tudo o que há de novo em {name}.', i: 'Inscreva-se e conto-lhe tudo o que há de novo em {name}.' },
      },
      featureText: {
        we: [
          'Parte do que dá ao jogo a sua personalidade.',
          'Veja-o nas capturas de ecrã desta página.',
          'Diga-nos o que acha.',
          'Inscreva-se para saber mais em primeira mão.',
        ],
        i: [
          'Parte do que dá ao jogo a sua personalidade.',
          'Veja-o nas capturas de ecrã desta página.',
          'Diga-me o que acha.',
          'Inscreva-se para saber mais em primeira mão.',
        ],
      },
    },
  },
  fr: {
    game: {
      cta: { primary: 'Suivre l’actualité', secondary: 'Voir les captures' },
      sections: {
        about: { nav: 'À propos', heading: 'À propos du jeu', eyebrow: 'Le jeu' },
        highlights: { nav: 'Caractéristiques', heading: 'Ce que vous allez vivre', eyebrow: 'Caractéristiques' },
        studio: { nav: 'Le studio', heading: 'À propos du studio', eyebrow: 'Le studio' },
        screenshots: { nav: 'Captures d’écran', heading: 'Captures d’écran', eyebrow: 'En images', go: 'Voir les captures' },
        newsletter: { nav: 'Actualités', heading: 'Toute l’actu en avant-première', eyebrow: 'La newsletter' },
        faq: { nav: 'FAQ', heading: 'Les questions des joueurs', eyebrow: 'Questions fréquentes' },
        contact: { nav: 'Contact', heading: 'Presse et contact', eyebrow: 'Contact' },
      },
      contactIntro: {
        we: 'Pour la presse, les streamers, un partenariat ou toute autre demande concernant {name}, écrivez-nous.',
        i: 'Pour la presse, les streamers, un partenariat ou toute autre demande concernant {name}, écrivez-moi.',
      },
      about: {
        we: 'Merci de votre visite. Vous trouverez ici des captures d’écran, des actualités et les réponses aux questions des joueurs sur {name}. Inscrivez-vous et nous vous tiendrons au courant des nouveautés.',
        i: 'Merci de votre visite. Vous trouverez ici des captures d’écran, des actualités et les réponses aux questions des joueurs sur {name}. Inscrivez-vous et je vous tiendrai au courant des nouveautés.',
      },
      faq: {
        we: [
          { q: 'Sur quelles plateformes puis-je jouer\u202f?', a: 'Les plateformes sont indiquées sur cette page. Inscrivez-vous à la newsletter et nous vous préviendrons si d’autres s’ajoutent.' },
          { q: 'Comment suivre les dernières nouvelles\u202f?', a: 'Laissez votre adresse e-mail sur cette page et nous vous enverrons des nouvelles de {name}.' },
          { q: 'Puis-je streamer le jeu ou en faire des vidéos\u202f?', a: 'Écrivez-nous pour nous dire ce que vous avez en tête, et nous reviendrons vers vous.' },
          { q: 'J’écris sur les jeux vidéo. Qui dois-je contacter\u202f?', a: 'Utilisez le formulaire de cette page\u00a0: dites-nous pour quel média vous écrivez et ce dont vous avez besoin.' },
        ],
        i: [
          { q: 'Sur quelles plateformes puis-je jouer\u202f?', a: 'Les plateformes sont indiquées sur cette page. Inscrivez-vous à la newsletter et je vous préviendrai si d’autres s’ajoutent.' },
          { q: 'Comment suivre les dernières nouvelles\u202f?', a: 'Laissez votre adresse e-mail sur cette page et je vous enverrai des nouvelles de {name}.' },
          { q: 'Puis-je streamer le jeu ou en faire des vidéos\u202f?', a: 'Écrivez-moi pour me dire ce que vous avez en tête, et je reviendrai vers vous.' },
          { q: 'J’écris sur les jeux vidéo. Qui dois-je contacter\u202f?', a: 'Utilisez le formulaire de cette page\u00a0: dites-moi pour quel média vous écrivez et ce dont vous avez besoin.' },
        ],
      },
      closing: {
        heading: 'Toute l’actu en avant-première',
        text: { we: 'Inscrivez-vous et nous vous préviendrons de chaque nouveauté de {name}.', i: 'Inscrivez-vous et je vous préviendrai de chaque nouveauté de {name}.' },
      },
      featureText: {
        we: [
          'Une partie de ce qui fait la personnalité du jeu.',
          'À découvrir dans les captures d’écran de cette page.',
          'Dites-nous ce que vous en pensez.',
          'Inscrivez-vous pour en savoir plus en avant-première.',
        ],
        i: [
          'Une partie de ce qui fait la personnalité du jeu.',
          'À découvrir dans les captures d’écran de cette page.',
          'Dites-moi ce que vous en pensez.',
          'Inscrivez-vous pour en savoir plus en avant-première.',
        ],
      },
    },
  },
  de: {
    game: {
      cta: { primary: 'Neuigkeiten erhalten', secondary: 'Screenshots ansehen' },
      sections: {
        about: { nav: 'Das Spiel', heading: 'Über das Spiel', eyebrow: 'Das Spiel' },
        highlights: { nav: 'Highlights', heading: 'Was Sie erwartet', eyebrow: 'Highlights' },
        studio: { nav: 'Das Studio', heading: 'Über das Studio', eyebrow: 'Das Studio' },
        screenshots: { nav: 'Galerie', heading: 'Screenshots aus dem Spiel', eyebrow: 'In Bildern', go: 'Screenshots ansehen' },
        newsletter: { nav: 'Neuigkeiten', heading: 'Neuigkeiten aus erster Hand', eyebrow: 'Newsletter' },
        faq: { nav: 'FAQ', heading: 'Fragen von Spielerinnen und Spielern', eyebrow: 'Häufige Fragen' },
        contact: { nav: 'Kontakt', heading: 'Presse und Kontakt', eyebrow: 'Kontakt' },
      },
      contactIntro: {
        we: 'Ob Presseanfrage, Streaming, Kooperation oder etwas ganz anderes rund um {name}: Schreiben Sie uns eine Nachricht.',
        i: 'Ob Presseanfrage, Streaming, Kooperation oder etwas ganz anderes rund um {name}: Schreiben Sie mir eine Nachricht.',
      },
      about: {
        we: 'Schön, dass Sie vorbeischauen. Hier finden Sie Screenshots, Neuigkeiten und Antworten auf Fragen von Spielerinnen und Spielern zu {name}. Melden Sie sich für Neuigkeiten an, dann erfahren Sie von uns, was es Neues gibt.',
        i: 'Schön, dass Sie vorbeischauen. Hier finden Sie Screenshots, Neuigkeiten und Antworten auf Fragen von Spielerinnen und Spielern zu {name}. Melden Sie sich für Neuigkeiten an, dann erfahren Sie von mir, was es Neues gibt.',
      },
      faq: {
        we: [
          { q: 'Wo kann ich spielen?', a: 'Die Plattformen finden Sie auf dieser Seite. Melden Sie sich für Neuigkeiten an, dann sagen wir Ihnen Bescheid, wenn weitere hinzukommen.' },
          { q: 'Wie bleibe ich auf dem Laufenden?', a: 'Hinterlassen Sie auf dieser Seite Ihre E-Mail-Adresse, dann schicken wir Ihnen Neuigkeiten zu {name}.' },
          { q: 'Darf ich das Spiel streamen oder Videos dazu machen?', a: 'Schreiben Sie uns, was Sie vorhaben, und wir melden uns bei Ihnen.' },
          { q: 'Ich schreibe über Spiele. An wen wende ich mich?', a: 'Nutzen Sie das Formular auf dieser Seite: Schreiben Sie uns, für wen Sie schreiben und was Sie brauchen.' },
        ],
        i: [
          { q: 'Wo kann ich spielen?', a: 'Die Plattformen finden Sie auf dieser Seite. Melden Sie sich für Neuigkeiten an, dann sage ich Ihnen Bescheid, wenn weitere hinzukommen.' },
          { q: 'Wie bleibe ich auf dem Laufenden?', a: 'Hinterlassen Sie auf dieser Seite Ihre E-Mail-Adresse, dann schicke ich Ihnen Neuigkeiten zu {name}.' },
          { q: 'Darf ich das Spiel streamen oder Videos dazu machen?', a: 'Schreiben Sie mir, was Sie vorhaben, und ich melde mich bei Ihnen.' },
          { q: 'Ich schreibe über Spiele. An wen wende ich mich?', a: 'Nutzen Sie das Formular auf dieser Seite: Schreiben Sie mir, für wen Sie schreiben und was Sie brauchen.' },
        ],
      },
      closing: {
        heading: 'Neuigkeiten aus erster Hand',
        text: { we: 'Melden Sie sich an, und wir sagen Ihnen Bescheid, wenn es Neues von {name} gibt.', i: 'Melden Sie sich an, und ich sage Ihnen Bescheid, wenn es Neues von {name} gibt.' },
      },
      featureText: {
        we: [
          'Eines der Dinge, die dieses Spiel ausmachen.',
          'Zu sehen auf den Screenshots auf dieser Seite.',
          'Sagen Sie uns, was Sie davon halten.',
          'Melden Sie sich an und erfahren Sie zuerst mehr.',
        ],
        i: [
          'Eines der Dinge, die dieses Spiel ausmachen.',
          'Zu sehen auf den Screenshots auf dieser Seite.',
          'Sagen Sie mir, was Sie davon halten.',
          'Melden Sie sich an und erfahren Sie zuerst mehr.',
        ],
      },
    },
  },
  it: {
    game: {
      cta: { primary: 'Ricevi le novità', secondary: 'Guarda gli screenshot' },
      sections: {
        about: { nav: 'Il gioco', heading: 'Scopri il gioco', eyebrow: 'Il gioco' },
        highlights: { nav: 'Caratteristiche', heading: 'Cosa troverai nel gioco', eyebrow: 'Caratteristiche' },
        studio: { nav: 'Lo studio', heading: 'Lo studio', eyebrow: 'Dietro il gioco' },
        screenshots: { nav: 'Screenshot', heading: 'Screenshot', eyebrow: 'Per immagini', go: 'Guarda gli screenshot' },
        newsletter: { nav: 'Novità', heading: 'Ricevi le novità prima di tutti', eyebrow: 'Newsletter' },
        faq: { nav: 'FAQ', heading: 'Le domande dei giocatori', eyebrow: 'Domande frequenti' },
        contact: { nav: 'Contatti', heading: 'Stampa e contatti', eyebrow: 'Contatti' },
      },
      contactIntro: {
        we: 'Per stampa, streamer, collaborazioni o qualsiasi altra cosa su {name}, scrivici un messaggio.',
        i: 'Per stampa, streamer, collaborazioni o qualsiasi altra cosa su {name}, scrivimi un messaggio.',
      },
      about: {
        we: 'Grazie per la visita. Qui trovi screenshot, notizie e risposte alle domande dei giocatori su {name}. Iscriviti per ricevere gli aggiornamenti e ti faremo sapere cosa c’è di nuovo.',
        i: 'Grazie per la visita. Qui trovi screenshot, notizie e risposte alle domande dei giocatori su {name}. Iscriviti per ricevere gli aggiornamenti e ti farò sapere cosa c’è di nuovo.',
      },
      faq: {
        we: [
          { q: 'Dove posso giocarci?', a: 'Le piattaforme sono indicate in questa pagina. Iscriviti agli aggiornamenti e ti avviseremo quando se ne aggiungeranno di nuove.' },
          { q: 'Come ricevo le ultime novità?', a: 'Lascia il tuo indirizzo email in questa pagina e ti manderemo le novità su {name}.' },
          { q: 'Posso fare streaming o video del gioco?', a: 'Scrivici cosa hai in mente e ti risponderemo.' },
          { q: 'Scrivo di videogiochi. A chi mi rivolgo?', a: 'Usa il modulo in questa pagina: dicci per chi scrivi e di cosa hai bisogno.' },
        ],
        i: [
          { q: 'Dove posso giocarci?', a: 'Le piattaforme sono indicate in questa pagina. Iscriviti agli aggiornamenti e ti avviserò quando se ne aggiungeranno di nuove.' },
          { q: 'Come ricevo le ultime novità?', a: 'Lascia il tuo indirizzo email in questa pagina e ti manderò le novità su {name}.' },
          { q: 'Posso fare streaming o video del gioco?', a: 'Scrivimi cosa hai in mente e ti risponderò.' },
          { q: 'Scrivo di videogiochi. A chi mi rivolgo?', a: 'Usa il modulo in questa pagina: dimmi per chi scrivi e di cosa hai bisogno.' },
        ],
      },
      closing: {
        heading: 'Ricevi le novità prima di tutti',
        text: { we: 'Iscriviti e ti faremo sapere cosa c’è di nuovo su {name}.', i: 'Iscriviti e ti farò sapere cosa c’è di nuovo su {name}.' },
      },
      featureText: {
        we: [
          'Una delle cose che rendono unico questo gioco.',
          'Guardalo negli screenshot di questa pagina.',
          'Dicci cosa ne pensi.',
          'Iscriviti per saperne di più prima di tutti.',
        ],
        i: [
          'Una delle cose che rendono unico questo gioco.',
          'Guardalo negli screenshot di questa pagina.',
          'Dimmi cosa ne pensi.',
          'Iscriviti per saperne di più prima di tutti.',
        ],
      },
    },
  },
  nl: {
    game: {
      cta: { primary: 'Blijf op de hoogte', secondary: 'Bekijk screenshots' },
      sections: {
        about: { nav: 'De game', heading: 'Over de game', eyebrow: 'De game' },
        highlights: { nav: 'Hoogtepunten', heading: 'Wat je kunt verwachten', eyebrow: 'Hoogtepunten' },
        studio: { nav: 'De studio', heading: 'Over de studio', eyebrow: 'De studio' },
        screenshots: { nav: 'Beelden', heading: 'Screenshots uit de game', eyebrow: 'In beeld', go: 'Bekijk screenshots' },
        newsletter: { nav: 'Nieuws', heading: 'Hoor het nieuws als eerste', eyebrow: 'Nieuwsbrief' },
        faq: { nav: 'FAQ', heading: 'Vragen van spelers', eyebrow: 'Veelgestelde vragen' },
        contact: { nav: 'Contact', heading: 'Pers en contact', eyebrow: 'Contact' },
      },
      contactIntro: { we: 'Voor pers, streamers, samenwerkingen of iets anders over {name}: stuur ons een bericht.', i: 'Voor pers, streamers, samenwerkingen of iets anders over {name}: stuur me een bericht.' },
      about: {
        we: 'Leuk dat je langskomt. Hier vind je screenshots, nieuws en antwoorden op vragen van spelers over {name}. Meld je aan voor updates, dan laten we je weten wat er nieuw is.',
        i: 'Leuk dat je langskomt. Hier vind je screenshots, nieuws en antwoorden op vragen van spelers over {name}. Meld je aan voor updates, dan laat ik je weten wat er nieuw is.',
      },
      faq: {
        we: [
          { q: 'Waar kan ik het spelen?', a: 'De platforms staan op deze pagina. Meld je aan voor updates, dan laten we het je weten als er nieuwe bijkomen.' },
          { q: 'Hoe blijf ik op de hoogte van het laatste nieuws?', a: 'Laat je e-mailadres achter op deze pagina, dan sturen we je nieuws over {name}.' },
          { q: 'Mag ik het streamen of er video’s van maken?', a: 'Stuur ons een bericht over wat je van plan bent, dan nemen we contact met je op.' },
          { q: 'Ik schrijf over games. Bij wie kan ik terecht?', a: 'Gebruik het formulier op deze pagina: vertel ons voor wie je schrijft en wat je nodig hebt.' },
        ],
        i: [
          { q: 'Waar kan ik het spelen?', a: 'De platforms staan op deze pagina. Meld je aan voor updates, dan laat ik het je weten als er nieuwe bijkomen.' },
          { q: 'Hoe blijf ik op de hoogte van het laatste nieuws?', a: 'Laat je e-mailadres achter op deze pagina, dan stuur ik je nieuws over {name}.' },
          { q: 'Mag ik het streamen of er video’s van maken?', a: 'Stuur me een bericht over wat je van plan bent, dan neem ik contact met je op.' },
          { q: 'Ik schrijf over games. Bij wie kan ik terecht?', a: 'Gebruik het formulier op deze pagina: vertel me voor wie je schrijft en wat je nodig hebt.' },
        ],
      },
      closing: {
        heading: 'Hoor het nieuws als eerste',
        text: { we: 'Meld je aan, dan laten we je weten wat er nieuw is bij {name}.', i: 'Meld je aan, dan laat ik je weten wat er nieuw is bij {name}.' },
      },
      featureText: {
        we: [
          'Een van de dingen die deze game uniek maken.',
          'Bekijk het op de screenshots op deze pagina.',
          'Laat ons weten wat je ervan vindt.',
          'Meld je aan om er als eerste meer over te horen.',
        ],
        i: [
          'Een van de dingen die deze game uniek maken.',
          'Bekijk het op de screenshots op deze pagina.',
          'Laat me weten wat je ervan vindt.',
          'Meld je aan om er als eerste meer over te horen.',
        ],
      },
    },
  },
  ja: {
    game: {
      cta: { primary: '最新情報を受け取る', secondary: 'ゲーム画面を見る' },
      sections: {
        about: { nav: 'ゲーム紹介', heading: 'このゲームについて', eyebrow: 'イントロダクション' },
        highlights: { nav: '特徴', heading: 'こんな体験が待っています', eyebrow: 'ゲームの特徴' },
        studio: { nav: 'スタジオ', heading: 'スタジオについて', eyebrow: 'スタジオ' },
        screenshots: { nav: 'ゲーム画面', heading: 'スクリーンショット', eyebrow: '画像で見る', go: 'ゲーム画面を見る' },
        newsletter: { nav: '最新情報', heading: '最新情報をいち早くお届けします', eyebrow: 'ニュースレター' },
        faq: { nav: 'よくある質問', heading: 'プレイヤーからのご質問', eyebrow: 'よくある質問' },
        contact: { nav: 'お問い合わせ', heading: '取材・お問い合わせ', eyebrow: 'お問い合わせ' },
      },
      contactIntro: { we: '取材や配信のご相談、提携のお話など、{name}に関することは何でも、私たちまでお気軽にメッセージをお送りください。', i: '取材や配信のご相談、提携のお話など、{name}に関することは何でも、私までお気軽にメッセージをお送りください。' },
      about: {
        we: 'お立ち寄りいただき、ありがとうございます。このページでは、{name}のスクリーンショットや最新ニュース、プレイヤーの皆さんから寄せられたご質問への答えをご覧いただけます。最新情報にご登録いただければ、新しいお知らせを私たちからお届けします。',
        i: 'お立ち寄りいただき、ありがとうございます。このページでは、{name}のスクリーンショットや最新ニュース、プレイヤーの皆さんから寄せられたご質問への答えをご覧いただけます。最新情報にご登録いただければ、新しいお知らせを私からお届けします。',
      },
      faq: {
        we: [
          { q: 'どのプラットフォームで遊べますか？', a: '対応プラットフォームは、このページに記載しています。最新情報にご登録いただければ、対応が増えたときにも私たちからお知らせします。' },
          { q: '最新ニュースを受け取るには？', a: 'このページでメールアドレスをご登録いただければ、{name}の最新ニュースを私たちからお届けします。' },
          { q: 'ゲーム実況の配信や動画の投稿はできますか？', a: 'どのような内容をお考えか、メッセージでお聞かせください。私たちから折り返しご連絡します。' },
          { q: 'ゲームの記事を書いています。連絡先はどこですか？', a: 'このページのフォームをご利用ください。執筆先の媒体と必要なものを、私たちにお知らせください。' },
        ],
        i: [
          { q: 'どのプラットフォームで遊べますか？', a: '対応プラットフォームは、このページに記載しています。最新情報にご登録いただければ、対応が増えたときにも私からお知らせします。' },
          { q: '最新ニュースを受け取るには？', a: 'このページでメールアドレスをご登録いただければ、{name}の最新ニュースを私からお届けします。' },
          { q: 'ゲーム実況の配信や動画の投稿はできますか？', a: 'どのような内容をお考えか、メッセージでお聞かせください。私から折り返しご連絡します。' },
          { q: 'ゲームの記事を書いています。連絡先はどこですか？', a: 'このページのフォームをご利用ください。執筆先の媒体と必要なものを、私にお知らせください。' },
        ],
      },
      closing: {
        heading: '最新情報をいち早くお届けします',
        text: { we: 'ご登録いただければ、{name}の新しいお知らせを私たちからお届けします。', i: 'ご登録いただければ、{name}の新しいお知らせを私からお届けします。' },
      },
      featureText: {
        we: [
          'このゲームならではの魅力のひとつです。',
          'このページのスクリーンショットでご覧いただけます。',
          '遊んでみた感想を、ぜひ私たちにお聞かせください。',
          '最新情報にご登録いただくと、続報をいち早くお届けします。',
        ],
        i: [
          'このゲームならではの魅力のひとつです。',
          'このページのスクリーンショットでご覧いただけます。',
          '遊んでみた感想を、ぜひ私にお聞かせください。',
          '最新情報にご登録いただくと、続報をいち早くお届けします。',
        ],
      },
    },
  },
  zh: {
    game: {
      cta: { primary: '获取最新消息', secondary: '查看游戏截图' },
      sections: {
        about: { nav: '关于游戏', heading: '关于这款游戏', eyebrow: '游戏介绍' },
        highlights: { nav: '游戏特色', heading: '精彩内容等您发现', eyebrow: '游戏特色' },
        studio: { nav: '工作室', heading: '关于工作室', eyebrow: '工作室' },
        screenshots: { nav: '游戏截图', heading: '游戏截图', eyebrow: '画面一览', go: '查看游戏截图' },
        newsletter: { nav: '最新资讯', heading: '第一时间获取最新资讯', eyebrow: '邮件通讯' },
        faq: { nav: '常见问题', heading: '玩家常见问题', eyebrow: '常见问题' },
        contact: { nav: '联系', heading: '媒体合作与联系', eyebrow: '联系方式' },
      },
      contactIntro: { we: '媒体采访、主播与视频作者、商务合作，或任何与{name}有关的事宜，欢迎给我们留言。', i: '媒体采访、主播与视频作者、商务合作，或任何与{name}有关的事宜，欢迎给我留言。' },
      about: { we: '感谢您的来访。在这里，您可以看到{name}的游戏截图和最新资讯，还有玩家常见问题的解答。订阅最新消息后，一有新动态，我们就会告诉您。', i: '感谢您的来访。在这里，您可以看到{name}的游戏截图和最新资讯，还有玩家常见问题的解答。订阅最新消息后，一有新动态，我就会告诉您。' },
      faq: {
        we: [
          { q: '可以在哪些平台上玩？', a: '支持的平台已在本页列出。订阅最新消息后，如有新增平台，我们会通知您。' },
          { q: '如何获取最新消息？', a: '在本页留下您的电子邮箱，我们就会把{name}的最新消息发送给您。' },
          { q: '可以直播或制作相关视频吗？', a: '请给我们留言，说说您的想法，我们会回复您。' },
          { q: '我是游戏媒体作者，该联系谁？', a: '请使用本页的表单，告诉我们您为哪家媒体或平台撰稿，以及需要哪些资料。' },
        ],
        i: [
          { q: '可以在哪些平台上玩？', a: '支持的平台已在本页列出。订阅最新消息后，如有新增平台，我会通知您。' },
          { q: '如何获取最新消息？', a: '在本页留下您的电子邮箱，我就会把{name}的最新消息发送给您。' },
          { q: '可以直播或制作相关视频吗？', a: '请给我留言，说说您的想法，我会回复您。' },
          { q: '我是游戏媒体作者，该联系谁？', a: '请使用本页的表单，告诉我您为哪家媒体或平台撰稿，以及需要哪些资料。' },
        ],
      },
      closing: {
        heading: '第一时间获取最新资讯',
        text: { we: '订阅后，{name}一有新动态，我们就会告诉您。', i: '订阅后，{name}一有新动态，我就会告诉您。' },
      },
      featureText: {
        we: [
          '这正是这款游戏与众不同的地方之一。',
          '在本页的游戏截图中就能看到。',
          '欢迎告诉我们您的看法。',
          '订阅最新消息，第一时间了解更多。',
        ],
        i: [
          '这正是这款游戏与众不同的地方之一。',
          '在本页的游戏截图中就能看到。',
          '欢迎告诉我您的看法。',
          '订阅最新消息，第一时间了解更多。',
        ],
      },
    },
  },
  ar: {
    game: {
      cta: { primary: 'تابع آخر الأخبار', secondary: 'شاهد لقطات الشاشة' },
      sections: {
        about: { nav: 'عن اللعبة', heading: 'نبذة عن اللعبة', eyebrow: 'اللعبة' },
        highlights: { nav: 'المميزات', heading: 'ما ينتظرك في اللعبة', eyebrow: 'مميزات اللعبة' },
        studio: { nav: 'الاستوديو', heading: 'عن الاستوديو', eyebrow: 'الاستوديو' },
        screenshots: { nav: 'لقطات الشاشة', heading: 'لقطات الشاشة', eyebrow: 'بالصور', go: 'شاهد لقطات الشاشة' },
        newsletter: { nav: 'الأخبار', heading: 'كن أول من يعرف الجديد', eyebrow: 'النشرة البريدية' },
        faq: { nav: 'الأسئلة الشائعة', heading: 'أسئلة اللاعبين', eyebrow: 'الأسئلة الشائعة' },
        contact: { nav: 'تواصل', heading: 'الصحافة والتواصل', eyebrow: 'التواصل' },
      },
      contactIntro: {
        we: 'للاستفسارات الصحفية، أو للبث المباشر وصناعة المحتوى، أو للشراكات، أو لأي أمر آخر يخصّ {name}، أرسل لنا رسالة.',
        i: 'للاستفسارات الصحفية، أو للبث المباشر وصناعة المحتوى، أو للشراكات، أو لأي أمر آخر يخصّ {name}، أرسل لي رسالة.',
      },
      about: {
        we: 'شكرًا لزيارتك. ستجد هنا لقطات الشاشة وآخر الأخبار وإجابات عن أسئلة اللاعبين حول {name}. اشترك لتصلك آخر المستجدات، وسنخبرك بكل جديد.',
        i: 'شكرًا لزيارتك. ستجد هنا لقطات الشاشة وآخر الأخبار وإجابات عن أسئلة اللاعبين حول {name}. اشترك لتصلك آخر المستجدات، وسأخبرك بكل جديد.',
      },
      faq: {
        we: [
          { q: 'على أي المنصات يمكنني اللعب؟', a: 'المنصات المتاحة مذكورة في هذه الصفحة. اشترك لتصلك آخر الأخبار، وسنخبرك بأي منصة جديدة.' },
          { q: 'كيف أتابع آخر الأخبار؟', a: 'اترك عنوان بريدك الإلكتروني في هذه الصفحة، وسنرسل إليك أخبار {name}.' },
          { q: 'هل يمكنني بثّ اللعبة مباشرةً أو صنع مقاطع فيديو عنها؟', a: 'أرسل لنا رسالة عمّا يدور في ذهنك، وسنعاود التواصل معك.' },
          { q: 'أكتب عن الألعاب. بمن أتواصل؟', a: 'استخدم النموذج في هذه الصفحة: أخبرنا لأي جهة تكتب، وما الذي تحتاج إليه.' },
        ],
        i: [
          { q: 'على أي المنصات يمكنني اللعب؟', a: 'المنصات المتاحة مذكورة في هذه الصفحة. اشترك لتصلك آخر الأخبار، وسأخبرك بأي منصة جديدة.' },
          { q: 'كيف أتابع آخر الأخبار؟', a: 'اترك عنوان بريدك الإلكتروني في هذه الصفحة، وسأرسل إليك أخبار {name}.' },
          { q: 'هل يمكنني بثّ اللعبة مباشرةً أو صنع مقاطع فيديو عنها؟', a: 'أرسل لي رسالة عمّا يدور في ذهنك، وسأعاود التواصل معك.' },
          { q: 'أكتب عن الألعاب. بمن أتواصل؟', a: 'استخدم النموذج في هذه الصفحة: أخبرني لأي جهة تكتب، وما الذي تحتاج إليه.' },
        ],
      },
      closing: {
        heading: 'كن أول من يعرف الجديد',
        text: { we: 'اشترك، وسنخبرك بكل جديد عن {name}.', i: 'اشترك، وسأخبرك بكل جديد عن {name}.' },
      },
      featureText: {
        we: [
          'جزء مما يجعل هذه اللعبة فريدة من نوعها.',
          'شاهده في لقطات الشاشة على هذه الصفحة.',
          'أخبرنا برأيك فيه.',
          'اشترك لتكون أول من يعرف المزيد عنه.',
        ],
        i: [
          'جزء مما يجعل هذه اللعبة فريدة من نوعها.',
          'شاهده في لقطات الشاشة على هذه الصفحة.',
          'أخبرني برأيك فيه.',
          'اشترك لتكون أول من يعرف المزيد عنه.',
        ],
      },
    },
  },
};
