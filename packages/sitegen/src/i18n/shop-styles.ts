import type { StyleCopy } from './types';

/**
 * A shop's own words when customers come in rather than order online (types.ts `PageStyle` `shopfront`;
 * choose-blueprint `sellsInStore`: an independent bookshop, a farm shop, a butcher), laid over the online
 * shop's phrasebook, in the site languages: "Visit the shop" leads to its opening hours and address, the
 * questions are about visiting, and nothing speaks of checkout, parcels or delivery the owner has not
 * mentioned. No claim the owner has not made (no parking, no card payments, no reservations promised).
 */
export const SHOP_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { shopfront: StyleCopy }> = {
  en: {
    shopfront: {
      cta: { primary: 'Visit the shop', secondary: 'See the range' },
      sections: {
        visit: { nav: 'Visit', heading: 'Visit the shop', eyebrow: 'When and where' },
        faq: { heading: 'Before you visit' },
        'get-started': { heading: 'Come and visit the shop', eyebrow: 'Visit' },
      },
      contactIntro: {
        we: 'Send us a message about a product or anything you’d like to know before you visit.',
        i: 'Send me a message about a product or anything you’d like to know before you visit.',
      },
      about: {
        we: 'We put the range together for {audience}, and we’re happy to help you find the right thing. Drop in, take your time and ask if you have a question.',
        i: 'I put the range together for {audience}, and I’m happy to help you find the right thing. Drop in, take your time and ask if you have a question.',
      },
      benefits: {
        we: [
          { title: 'See it for yourself', text: 'Come in and look at the range before you choose.' },
          { title: 'Help choosing', text: 'Not sure what to pick? Ask in the shop and we’ll help you decide.' },
          { title: 'Questions welcome', text: 'Ask us anything about an item, from where it comes from to how to use it.' },
        ],
        i: [
          { title: 'See it for yourself', text: 'Come in and look at the range before you choose.' },
          { title: 'Help choosing', text: 'Not sure what to pick? Ask in the shop and I’ll help you decide.' },
          { title: 'Questions welcome', text: 'Ask me anything about an item, from where it comes from to how to use it.' },
        ],
      },
      faq: {
        we: [
          { q: 'When are you open?', a: 'Our opening hours are on this page. If you’re making a special trip, it’s worth checking with us first.' },
          { q: 'Can I put something aside?', a: 'Ask us: tell us what you’re after and we’ll let you know what’s possible.' },
          { q: 'Can you help me choose?', a: 'Of course. Tell us what you’re looking for and who it’s for, and we’ll suggest what might suit.' },
          { q: 'What makes {name} different?', a: 'In short: {features}. If you’d like more detail on any of them, just ask.' },
        ],
        i: [
          { q: 'When are you open?', a: 'The opening hours are on this page. If you’re making a special trip, it’s worth checking with me first.' },
          { q: 'Can I put something aside?', a: 'Ask me: tell me what you’re after and I’ll let you know what’s possible.' },
          { q: 'Can you help me choose?', a: 'Of course. Tell me what you’re looking for and who it’s for, and I’ll suggest what might suit.' },
          { q: 'What makes {name} different?', a: 'In short: {features}. If you’d like more detail on any of them, just ask.' },
        ],
      },
      closing: {
        heading: 'Come and visit the shop',
        text: { we: 'Drop in to browse the range, or ask us anything first.', i: 'Drop in to browse the range, or ask me anything first.' },
      },
      featureText: {
        we: [
          'Part of how we run the shop, not a one-off.',
          'Have a question about it? Ask us in the shop.',
          'One more reason to visit {name}.',
          'Good to know before you choose.',
        ],
        i: [
          'Part of how I run the shop, not a one-off.',
          'Have a question about it? Ask me in the shop.',
          'One more reason to visit {name}.',
          'Good to know before you choose.',
        ],
      },
    },
  },
  es: {
    shopfront: {
      cta: { primary: 'Visita la tienda', secondary: 'Ver el catálogo' },
      sections: {
        visit: { nav: 'Visita', heading: 'Visita la tienda', eyebrow: 'Cuándo y dónde' },
        faq: { heading: 'Antes de tu visita' },
        'get-started': { heading: 'Pásate por la tienda', eyebrow: 'Visita' },
      },
      contactIntro: {
        we: 'Escríbenos sobre un producto o cualquier cosa que quieras saber antes de tu visita.',
        i: 'Escríbeme sobre un producto o cualquier cosa que quieras saber antes de tu visita.',
      },
      about: {
        we: 'Hemos seleccionado el catálogo pensando en {audience}, y te ayudamos con gusto a encontrar lo que buscas. Pásate, tómate tu tiempo y pregunta si tienes alguna duda.',
        i: 'He seleccionado el catálogo pensando en {audience}, y te ayudo con gusto a encontrar lo que buscas. Pásate, tómate tu tiempo y pregunta si tienes alguna duda.',
      },
      benefits: {
        we: [
          { title: 'Míralo en persona', text: 'Entra y echa un vistazo al catálogo antes de elegir.' },
          { title: 'Ayuda para elegir', text: '¿No sabes cuál elegir? Pregunta en la tienda y te ayudamos a decidir.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntanos cualquier cosa sobre un producto, desde su origen hasta cómo usarlo.' },
        ],
        i: [
          { title: 'Míralo en persona', text: 'Entra y echa un vistazo al catálogo antes de elegir.' },
          { title: 'Ayuda para elegir', text: '¿No sabes cuál elegir? Pregunta en la tienda y te ayudo a decidir.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntame cualquier cosa sobre un producto, desde su origen hasta cómo usarlo.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Cuál es el horario de apertura?', a: 'Nuestro horario de apertura está en esta página. Si vas a venir expresamente, conviene que nos lo consultes antes.' },
          { q: '¿Puedo dejar algo apartado?', a: 'Pregúntanos: cuéntanos qué buscas y te diremos qué es posible.' },
          { q: '¿Puedo pedir consejo para elegir?', a: 'Por supuesto. Cuéntanos qué buscas y para quién es, y te sugeriremos lo que mejor pueda encajar.' },
          { q: '¿Qué hace diferente a {name}?', a: 'En resumen: {features}. Si quieres más detalles sobre cualquiera de estos puntos, pregunta sin problema.' },
        ],
        i: [
          { q: '¿Cuál es el horario de apertura?', a: 'El horario de apertura está en esta página. Si vas a venir expresamente, conviene que me lo consultes antes.' },
          { q: '¿Puedo dejar algo apartado?', a: 'Pregúntame: cuéntame qué buscas y te diré qué es posible.' },
          { q: '¿Puedo pedir consejo para elegir?', a: 'Por supuesto. Cuéntame qué buscas y para quién es, y te sugeriré lo que mejor pueda encajar.' },
          { q: '¿Qué hace diferente a {name}?', a: 'En resumen: {features}. Si quieres más detalles sobre cualquiera de estos puntos, pregunta sin problema.' },
        ],
      },
      closing: {
        heading: 'Pásate por la tienda',
        text: { we: 'Pásate a echar un vistazo al catálogo, o pregúntanos antes lo que quieras.', i: 'Pásate a echar un vistazo al catálogo, o pregúntame antes lo que quieras.' },
      },
      featureText: {
        we: [
          'Forma parte de cómo llevamos la tienda, no es algo puntual.',
          '¿Tienes alguna duda? Pregúntanos en la tienda.',
          'Una razón más para visitar {name}.',
          'Conviene saberlo antes de elegir.',
        ],
        i: [
          'Forma parte de cómo llevo la tienda, no es algo puntual.',
          '¿Tienes alguna duda? Pregúntame en la tienda.',
          'Una razón más para visitar {name}.',
          'Conviene saberlo antes de elegir.',
        ],
      },
    },
  },
  pt: {
    shopfront: {
      cta: { primary: 'Visite a loja', secondary: 'Ver a coleção' },
      sections: {
        visit: { nav: 'Visita', heading: 'Visite a loja', eyebrow: 'Quando e onde' },
        faq: { heading: 'Antes da sua visita' },
        'get-started': { heading: 'Passe pela loja', eyebrow: 'Visita' },
      },
      contactIntro: {
        we: 'Envie-nos uma mensagem sobre um produto ou qualquer coisa que queira saber antes da sua visita.',
        i: 'Envie-me uma mensagem sobre um produto ou qualquer coisa que queira saber antes da sua visita.',
      },
      about: {
        we: 'Escolhemos a coleção para {audience} e teremos todo o gosto em ajudar a encontrar o artigo certo. Passe por cá, veja tudo com calma e pergunte se tiver alguma dúvida.',
        i: 'Escolhi a coleção para {audience} e terei todo o gosto em ajudar a encontrar o artigo certo. Passe por cá, veja tudo com calma e pergunte se tiver alguma dúvida.',
      },
      benefits: {
        we: [
          { title: 'Veja pessoalmente', text: 'Entre e conheça a coleção antes de escolher.' },
          { title: 'Ajuda na escolha', text: 'Não sabe o que escolher? Pergunte na loja e ajudamos a decidir.' },
          { title: 'Pergunte à vontade', text: 'Pergunte-nos o que quiser sobre um artigo, desde a sua origem à forma de o usar.' },
        ],
        i: [
          { title: 'Veja pessoalmente', text: 'Entre e conheça a coleção antes de escolher.' },
          { title: 'Ajuda na escolha', text: 'Não sabe o que escolher? Pergunte na loja e ajudo a decidir.' },
          { title: 'Pergunte à vontade', text: 'Pergunte-me o que quiser sobre um artigo, desde a sua origem à forma de o usar.' },
        ],
      },
      faq: {
        we: [
          { q: 'Qual é o horário de abertura?', a: 'O nosso horário está nesta página. Se vier de propósito, vale a pena confirmar connosco antes.' },
          { q: 'É possível guardar um artigo?', a: 'Pergunte-nos: diga-nos o que procura e dizemos-lhe o que é possível.' },
          { q: 'Posso pedir ajuda para escolher?', a: 'Claro que sim. Diga-nos o que procura e para quem é, e sugerimos o que poderá resultar melhor.' },
          { q: 'O que distingue {name}?', a: 'Em resumo: {features}. Se quiser saber mais sobre algum destes pontos, basta perguntar.' },
        ],
        i: [
          { q: 'Qual é o horário de abertura?', a: 'O horário está nesta página. Se vier de propósito, vale a pena confirmar comigo antes.' },
          { q: 'É possível guardar um artigo?', a: 'Pergunte-me: diga-me o que procura e digo-lhe o que é possível.' },
          { q: 'Posso pedir ajuda para escolher?', a: 'Claro que sim. Diga-me o que procura e para quem é, e sugiro o que poderá resultar melhor.' },
          { q: 'O que distingue {name}?', a: 'Em resumo: {features}. Se quiser saber mais sobre algum destes pontos, basta perguntar.' },
        ],
      },
      closing: {
        heading: 'Passe pela loja',
        text: { we: 'Passe por cá para ver a coleção, ou pergunte-nos primeiro o que quiser.', i: 'Passe por cá para ver a coleção, ou pergunte-me primeiro o que quiser.' },
      },
      featureText: {
        we: [
          'Faz parte da forma como gerimos a loja, não é algo pontual.',
          'Tem alguma dúvida? Pergunte-nos na loja.',
          'Mais uma razão para visitar {name}.',
          'Vale a pena saber antes de escolher.',
        ],
        i: [
          'Faz parte da forma como giro a loja, não é algo pontual.',
          'Tem alguma dúvida? Pergunte-me na loja.',
          'Mais uma razão para visitar {name}.',
          'Vale a pena saber antes de escolher.',
        ],
      },
    },
  },
  fr: {
    shopfront: {
      cta: { primary: 'Venir à la boutique', secondary: 'Voir la collection' },
      sections: {
        visit: { nav: 'Venir', heading: 'Venir à la boutique', eyebrow: 'Quand et où' },
        faq: { heading: 'Avant de venir' },
        'get-started': { heading: 'Passez à la boutique', eyebrow: 'En boutique' },
      },
      contactIntro: {
        we: 'Écrivez-nous à propos d’un produit ou de tout ce que vous aimeriez savoir avant de venir.',
        i: 'Écrivez-moi à propos d’un produit ou de tout ce que vous aimeriez savoir avant de venir.',
      },
      about: {
        we: 'Nous avons composé la collection pour {audience}, et nous vous aidons volontiers à trouver ce qu’il vous faut. Passez à la boutique, prenez votre temps et n’hésitez pas à poser vos questions.',
        i: 'J’ai composé la collection pour {audience}, et je vous aide volontiers à trouver ce qu’il vous faut. Passez à la boutique, prenez votre temps et n’hésitez pas à poser vos questions.',
      },
      benefits: {
        we: [
          { title: 'Voir par vous-même', text: 'Venez découvrir la collection avant de faire votre choix.' },
          { title: 'Un conseil pour choisir', text: 'Vous hésitez\u202f? Demandez en boutique et nous vous aiderons à choisir.' },
          { title: 'Vos questions sont bienvenues', text: 'Posez-nous toutes vos questions sur un article, de sa provenance à son utilisation.' },
        ],
        i: [
          { title: 'Voir par vous-même', text: 'Venez découvrir la collection avant de faire votre choix.' },
          { title: 'Un conseil pour choisir', text: 'Vous hésitez\u202f? Demandez en boutique et je vous aiderai à choisir.' },
          { title: 'Vos questions sont bienvenues', text: 'Posez-moi toutes vos questions sur un article, de sa provenance à son utilisation.' },
        ],
      },
      faq: {
        we: [
          { q: 'Quels sont vos horaires\u202f?', a: 'Nos horaires d’ouverture sont indiqués sur cette page. Si vous venez exprès, mieux vaut vérifier auprès de nous avant.' },
          { q: 'Pouvez-vous me mettre un article de côté\u202f?', a: 'Demandez-nous\u202f: dites-nous ce que vous cherchez et nous vous dirons ce qui est possible.' },
          { q: 'Pouvez-vous m’aider à choisir\u202f?', a: 'Bien sûr. Dites-nous ce que vous cherchez et pour qui, et nous vous suggérerons ce qui pourrait convenir.' },
          { q: 'Qu’est-ce qui distingue {name}\u202f?', a: 'En bref\u00a0: {features}. Pour en savoir plus sur l’un de ces points, il suffit de demander.' },
        ],
        i: [
          { q: 'Quels sont vos horaires\u202f?', a: 'Les horaires d’ouverture sont indiqués sur cette page. Si vous venez exprès, mieux vaut vérifier auprès de moi avant.' },
          { q: 'Pouvez-vous me mettre un article de côté\u202f?', a: 'Demandez-moi\u202f: dites-moi ce que vous cherchez et je vous dirai ce qui est possible.' },
          { q: 'Pouvez-vous m’aider à choisir\u202f?', a: 'Bien sûr. Dites-moi ce que vous cherchez et pour qui, et je vous suggérerai ce qui pourrait convenir.' },
          { q: 'Qu’est-ce qui distingue {name}\u202f?', a: 'En bref\u00a0: {features}. Pour en savoir plus sur l’un de ces points, il suffit de demander.' },
        ],
      },
      closing: {
        heading: 'Passez à la boutique',
        text: { we: 'Passez découvrir la collection, ou posez-nous d’abord vos questions.', i: 'Passez découvrir la collection, ou posez-moi d’abord vos questions.' },
      },
      featureText: {
        we: [
          'Cela fait partie de notre façon de tenir la boutique, ce n’est pas une exception.',
          'Une question à ce sujet\u202f? Demandez-nous en boutique.',
          'Une raison de plus de passer chez {name}.',
          'À savoir avant de faire votre choix.',
        ],
        i: [
          'Cela fait partie de ma façon de tenir la boutique, ce n’est pas une exception.',
          'Une question à ce sujet\u202f? Demandez-moi en boutique.',
          'Une raison de plus de passer chez {name}.',
          'À savoir avant de faire votre choix.',
        ],
      },
    },
  },
  de: {
    shopfront: {
      cta: { primary: 'Den Laden besuchen', secondary: 'Zum Sortiment' },
      sections: {
        visit: { nav: 'Besuch', heading: 'Besuchen Sie den Laden', eyebrow: 'Wann und wo' },
        faq: { heading: 'Vor Ihrem Besuch' },
        'get-started': { heading: 'Schauen Sie vorbei', eyebrow: 'Besuch' },
      },
      contactIntro: {
        we: 'Schreiben Sie uns zu einem Produkt oder zu allem, was Sie vor Ihrem Besuch wissen möchten.',
        i: 'Schreiben Sie mir zu einem Produkt oder zu allem, was Sie vor Ihrem Besuch wissen möchten.',
      },
      about: {
        we: 'Wir stellen das Sortiment für {audience} zusammen und helfen Ihnen gern, das Richtige zu finden. Schauen Sie vorbei, lassen Sie sich Zeit und fragen Sie einfach, wenn Sie etwas wissen möchten.',
        i: 'Ich stelle das Sortiment für {audience} zusammen und helfe Ihnen gern, das Richtige zu finden. Schauen Sie vorbei, lassen Sie sich Zeit und fragen Sie einfach, wenn Sie etwas wissen möchten.',
      },
      benefits: {
        we: [
          { title: 'Selbst ansehen', text: 'Kommen Sie vorbei und sehen Sie sich das Sortiment an, bevor Sie sich entscheiden.' },
          { title: 'Hilfe bei der Auswahl', text: 'Unsicher, was passt? Fragen Sie im Laden, und wir helfen Ihnen bei der Entscheidung.' },
          { title: 'Fragen willkommen', text: 'Fragen Sie uns alles zu einem Artikel, von seiner Herkunft bis zur Verwendung.' },
        ],
        i: [
          { title: 'Selbst ansehen', text: 'Kommen Sie vorbei und sehen Sie sich das Sortiment an, bevor Sie sich entscheiden.' },
          { title: 'Hilfe bei der Auswahl', text: 'Unsicher, was passt? Fragen Sie im Laden, und ich helfe Ihnen bei der Entscheidung.' },
          { title: 'Fragen willkommen', text: 'Fragen Sie mich alles zu einem Artikel, von seiner Herkunft bis zur Verwendung.' },
        ],
      },
      faq: {
        we: [
          { q: 'Wann haben Sie geöffnet?', a: 'Unsere Öffnungszeiten finden Sie auf dieser Seite. Wenn Sie extra vorbeikommen, fragen Sie am besten vorher bei uns nach.' },
          { q: 'Kann ich etwas zurücklegen lassen?', a: 'Fragen Sie uns: Sagen Sie uns, was Sie suchen, und wir sagen Ihnen, was möglich ist.' },
          { q: 'Können Sie mir bei der Auswahl helfen?', a: 'Natürlich. Sagen Sie uns, was Sie suchen und für wen es ist, und wir schlagen Ihnen Passendes vor.' },
          { q: 'Was macht {name} besonders?', a: 'Kurz gesagt: {features}. Wenn Sie zu einem Punkt mehr wissen möchten, fragen Sie einfach.' },
        ],
        i: [
          { q: 'Wann haben Sie geöffnet?', a: 'Die Öffnungszeiten finden Sie auf dieser Seite. Wenn Sie extra vorbeikommen, fragen Sie am besten vorher bei mir nach.' },
          { q: 'Kann ich etwas zurücklegen lassen?', a: 'Fragen Sie mich: Sagen Sie mir, was Sie suchen, und ich sage Ihnen, was möglich ist.' },
          { q: 'Können Sie mir bei der Auswahl helfen?', a: 'Natürlich. Sagen Sie mir, was Sie suchen und für wen es ist, und ich schlage Ihnen Passendes vor.' },
          { q: 'Was macht {name} besonders?', a: 'Kurz gesagt: {features}. Wenn Sie zu einem Punkt mehr wissen möchten, fragen Sie einfach.' },
        ],
      },
      closing: {
        heading: 'Schauen Sie vorbei',
        text: { we: 'Stöbern Sie vor Ort im Sortiment, oder fragen Sie uns vorher, was Sie wissen möchten.', i: 'Stöbern Sie vor Ort im Sortiment, oder fragen Sie mich vorher, was Sie wissen möchten.' },
      },
      featureText: {
        we: [
          'Fester Bestandteil unseres Shops, keine einmalige Aktion.',
          'Eine Frage dazu? Fragen Sie uns im Laden.',
          'Noch ein Grund, {name} zu besuchen.',
          'Gut zu wissen, bevor Sie sich entscheiden.',
        ],
        i: [
          'Fester Bestandteil meines Shops, keine einmalige Aktion.',
          'Eine Frage dazu? Fragen Sie mich im Laden.',
          'Noch ein Grund, {name} zu besuchen.',
          'Gut zu wissen, bevor Sie sich entscheiden.',
        ],
      },
    },
  },
  it: {
    shopfront: {
      cta: { primary: 'Visita il negozio', secondary: 'Scopri i prodotti' },
      sections: {
        visit: { nav: 'Visita', heading: 'Visita il negozio', eyebrow: 'Quando e dove' },
        faq: { heading: 'Prima della visita' },
        'get-started': { heading: 'Passa in negozio', eyebrow: 'Visita' },
      },
      contactIntro: {
        we: 'Scrivici per un prodotto o per qualsiasi cosa tu voglia sapere prima della visita.',
        i: 'Scrivimi per un prodotto o per qualsiasi cosa tu voglia sapere prima della visita.',
      },
      about: {
        we: 'Selezioniamo i prodotti per {audience} e ti aiutiamo volentieri a trovare quello giusto. Passa a trovarci, prenditi il tuo tempo e chiedi pure se hai una domanda.',
        i: 'Seleziono i prodotti per {audience} e ti aiuto volentieri a trovare quello giusto. Passa a trovarmi, prenditi il tuo tempo e chiedi pure se hai una domanda.',
      },
      benefits: {
        we: [
          { title: 'Vedi di persona', text: 'Entra e guarda i prodotti prima di scegliere.' },
          { title: 'Aiuto nella scelta', text: 'Non sai cosa scegliere? Chiedi in negozio e ti aiutiamo a decidere.' },
          { title: 'Chiedi pure', text: 'Chiedici qualsiasi cosa su un articolo, da dove viene a come usarlo.' },
        ],
        i: [
          { title: 'Vedi di persona', text: 'Entra e guarda i prodotti prima di scegliere.' },
          { title: 'Aiuto nella scelta', text: 'Non sai cosa scegliere? Chiedi in negozio e ti aiuto a decidere.' },
          { title: 'Chiedi pure', text: 'Chiedimi qualsiasi cosa su un articolo, da dove viene a come usarlo.' },
        ],
      },
      faq: {
        we: [
          { q: 'Quali sono gli orari di apertura?', a: 'I nostri orari di apertura sono su questa pagina. Se vieni apposta, conviene sentirci prima.' },
          { q: 'Potete mettermi da parte qualcosa?', a: 'Chiedici: dicci cosa cerchi e ti faremo sapere cosa è possibile.' },
          { q: 'Mi aiutate a scegliere?', a: 'Certo. Dicci cosa cerchi e per chi è, e ti suggeriremo cosa potrebbe fare al caso tuo.' },
          { q: 'Cosa distingue {name}?', a: 'In breve: {features}. Se vuoi saperne di più su uno di questi punti, chiedi pure.' },
        ],
        i: [
          { q: 'Quali sono gli orari di apertura?', a: 'Gli orari di apertura sono su questa pagina. Se vieni apposta, conviene sentirmi prima.' },
          { q: 'Puoi mettermi da parte qualcosa?', a: 'Chiedimi: dimmi cosa cerchi e ti farò sapere cosa è possibile.' },
          { q: 'Mi aiuti a scegliere?', a: 'Certo. Dimmi cosa cerchi e per chi è, e ti suggerirò cosa potrebbe fare al caso tuo.' },
          { q: 'Cosa distingue {name}?', a: 'In breve: {features}. Se vuoi saperne di più su uno di questi punti, chiedi pure.' },
        ],
      },
      closing: {
        heading: 'Passa in negozio',
        text: { we: 'Passa a dare un’occhiata ai prodotti, oppure chiedici prima qualsiasi cosa.', i: 'Passa a dare un’occhiata ai prodotti, oppure chiedimi prima qualsiasi cosa.' },
      },
      featureText: {
        we: [
          'Fa parte del nostro modo di gestire il negozio, non è un’eccezione.',
          'Hai una domanda? Chiedici pure in negozio.',
          'Un motivo in più per visitare {name}.',
          'Buono a sapersi prima di scegliere.',
        ],
        i: [
          'Fa parte del mio modo di gestire il negozio, non è un’eccezione.',
          'Hai una domanda? Chiedimi pure in negozio.',
          'Un motivo in più per visitare {name}.',
          'Buono a sapersi prima di scegliere.',
        ],
      },
    },
  },
  nl: {
    shopfront: {
      cta: { primary: 'Bezoek de winkel', secondary: 'Bekijk het assortiment' },
      sections: {
        visit: { nav: 'Bezoek', heading: 'Bezoek de winkel', eyebrow: 'Wanneer en waar' },
        faq: { heading: 'Voordat je langskomt' },
        'get-started': { heading: 'Kom eens langs', eyebrow: 'Bezoek' },
      },
      contactIntro: {
        we: 'Stuur ons een bericht over een product of iets anders wat je wilt weten voordat je langskomt.',
        i: 'Stuur me een bericht over een product of iets anders wat je wilt weten voordat je langskomt.',
      },
      about: {
        we: 'We stellen het assortiment samen voor {audience} en helpen je graag het juiste te vinden. Loop gerust binnen, neem de tijd en vraag het als je iets wilt weten.',
        i: 'Ik stel het assortiment samen voor {audience} en help je graag het juiste te vinden. Loop gerust binnen, neem de tijd en vraag het als je iets wilt weten.',
      },
      benefits: {
        we: [
          { title: 'Zie het zelf', text: 'Kom binnen en bekijk het assortiment voordat je kiest.' },
          { title: 'Hulp bij het kiezen', text: 'Twijfel je? Vraag het in de winkel, dan helpen we je kiezen.' },
          { title: 'Vragen zijn welkom', text: 'Vraag ons alles over een product, van waar het vandaan komt tot hoe je het gebruikt.' },
        ],
        i: [
          { title: 'Zie het zelf', text: 'Kom binnen en bekijk het assortiment voordat je kiest.' },
          { title: 'Hulp bij het kiezen', text: 'Twijfel je? Vraag het in de winkel, dan help ik je kiezen.' },
          { title: 'Vragen zijn welkom', text: 'Vraag me alles over een product, van waar het vandaan komt tot hoe je het gebruikt.' },
        ],
      },
      faq: {
        we: [
          { q: 'Wat zijn de openingstijden?', a: 'Onze openingstijden staan op deze pagina. Kom je er speciaal voor, vraag het ons dan even vooraf.' },
          { q: 'Kunnen jullie iets voor me apartleggen?', a: 'Vraag het ons: vertel wat je zoekt, dan laten we je weten wat er kan.' },
          { q: 'Kunnen jullie me helpen kiezen?', a: 'Natuurlijk. Vertel ons wat je zoekt en voor wie, dan stellen we iets voor wat past.' },
          { q: 'Wat maakt {name} anders?', a: 'In het kort: {features}. Wil je over een van deze punten meer weten, vraag het gerust.' },
        ],
        i: [
          { q: 'Wat zijn de openingstijden?', a: 'De openingstijden staan op deze pagina. Kom je er speciaal voor, vraag het me dan even vooraf.' },
          { q: 'Kun je iets voor me apartleggen?', a: 'Vraag het me: vertel wat je zoekt, dan laat ik je weten wat er kan.' },
          { q: 'Kun je me helpen kiezen?', a: 'Natuurlijk. Vertel me wat je zoekt en voor wie, dan stel ik iets voor wat past.' },
          { q: 'Wat maakt {name} anders?', a: 'In het kort: {features}. Wil je over een van deze punten meer weten, vraag het gerust.' },
        ],
      },
      closing: {
        heading: 'Kom eens langs',
        text: { we: 'Loop binnen om het assortiment te bekijken, of stel ons eerst je vragen.', i: 'Loop binnen om het assortiment te bekijken, of stel mij eerst je vragen.' },
      },
      featureText: {
        we: [
          'Hoort bij hoe we de winkel runnen, geen eenmalige actie.',
          'Een vraag hierover? Vraag het ons in de winkel.',
          'Nog een reden om bij {name} langs te komen.',
          'Goed om te weten voordat je kiest.',
        ],
        i: [
          'Hoort bij hoe ik de winkel run, geen eenmalige actie.',
          'Een vraag hierover? Vraag het me in de winkel.',
          'Nog een reden om bij {name} langs te komen.',
          'Goed om te weten voordat je kiest.',
        ],
      },
    },
  },
  ja: {
    shopfront: {
      cta: { primary: 'ご来店のご案内', secondary: 'ラインナップを見る' },
      sections: {
        visit: { nav: 'ご来店', heading: 'ご来店のご案内', eyebrow: '営業時間と場所' },
        faq: { heading: 'ご来店前のご質問' },
        'get-started': { heading: 'お気軽にお立ち寄りください', eyebrow: 'ご来店' },
      },
      contactIntro: {
        we: '商品のことやご来店前に知りたいことがあれば、私たちまでお気軽にメッセージをお送りください。',
        i: '商品のことやご来店前に知りたいことがあれば、私までお気軽にメッセージをお送りください。',
      },
      about: {
        we: '私たちは{audience}のために商品をそろえています。ぴったりの一品を見つけるお手伝いができればうれしいです。お気軽にお立ち寄りのうえゆっくりご覧いただき、気になることは何でもお尋ねください。',
        i: '私は{audience}のために商品をそろえています。ぴったりの一品を見つけるお手伝いができればうれしいです。お気軽にお立ち寄りのうえゆっくりご覧いただき、気になることは何でもお尋ねください。',
      },
      benefits: {
        we: [
          { title: '実際に見て選べる', text: '店頭でラインナップを実際にご覧になってから、お選びいただけます。' },
          { title: '選ぶお手伝い', text: '迷ったときは、店頭で私たちにお気軽にお声がけください。一緒にお選びします。' },
          { title: 'ご質問も歓迎', text: '商品の由来から使い方まで、何でも私たちにお尋ねください。' },
        ],
        i: [
          { title: '実際に見て選べる', text: '店頭でラインナップを実際にご覧になってから、お選びいただけます。' },
          { title: '選ぶお手伝い', text: '迷ったときは、店頭で私にお気軽にお声がけください。一緒にお選びします。' },
          { title: 'ご質問も歓迎', text: '商品の由来から使い方まで、何でも私にお尋ねください。' },
        ],
      },
      faq: {
        we: [
          { q: '営業時間はいつですか？', a: '営業時間はこのページに記載しています。わざわざお越しになる場合は、事前に私たちにご確認いただくと安心です。' },
          { q: '商品の取り置きはできますか？', a: 'まずは私たちにお尋ねください。お探しのものを教えていただければ、対応できるかどうかお知らせします。' },
          { q: '選ぶのを手伝ってもらえますか？', a: 'もちろんです。お探しのものや、どなたに使っていただくかを教えていただければ、私たちから合いそうな商品をご提案します。' },
          { q: '{name}の特長は何ですか？', a: 'ひと言でいえば、{features}です。それぞれについて詳しく知りたい方は、お気軽にお尋ねください。' },
        ],
        i: [
          { q: '営業時間はいつですか？', a: '営業時間はこのページに記載しています。わざわざお越しになる場合は、事前に私にご確認いただくと安心です。' },
          { q: '商品の取り置きはできますか？', a: 'まずは私にお尋ねください。お探しのものを教えていただければ、対応できるかどうかお知らせします。' },
          { q: '選ぶのを手伝ってもらえますか？', a: 'もちろんです。お探しのものや、どなたに使っていただくかを教えていただければ、私から合いそうな商品をご提案します。' },
          { q: '{name}の特長は何ですか？', a: 'ひと言でいえば、{features}です。それぞれについて詳しく知りたい方は、お気軽にお尋ねください。' },
        ],
      },
      closing: {
        heading: 'お気軽にお立ち寄りください',
        text: {
          we: 'ふらりとお立ち寄りいただきラインナップをご覧いただくか、まずは私たちにお気軽にご質問ください。',
          i: 'ふらりとお立ち寄りいただきラインナップをご覧いただくか、まずは私にお気軽にご質問ください。',
        },
      },
      featureText: {
        we: [
          '特別なことではなく、当店が日頃から大切にしていることです。',
          '気になる点があれば、店頭で私たちにお気軽にお尋ねください。',
          'これも{name}に足を運ぶ理由のひとつです。',
          '選ぶ前に知っておくと役立つポイントです。',
        ],
        i: [
          '特別なことではなく、私が日頃から大切にしていることです。',
          '気になる点があれば、店頭で私にお気軽にお尋ねください。',
          'これも{name}に足を運ぶ理由のひとつです。',
          '選ぶ前に知っておくと役立つポイントです。',
        ],
      },
    },
  },
  zh: {
    shopfront: {
      cta: { primary: '到店看看', secondary: '浏览商品' },
      sections: {
        visit: { nav: '到店指南', heading: '欢迎到店', eyebrow: '时间与地点' },
        faq: { heading: '到店前的疑问' },
        'get-started': { heading: '欢迎到店看看', eyebrow: '欢迎光临' },
      },
      contactIntro: {
        we: '关于商品或到店前想了解的任何事，欢迎给我们留言。',
        i: '关于商品或到店前想了解的任何事，欢迎给我留言。',
      },
      about: {
        we: '我们为{audience}精心挑选了这些商品，也很乐意帮您找到合适的那一件。欢迎随时进店，慢慢挑选，有任何疑问尽管问我们。',
        i: '我为{audience}精心挑选了这些商品，也很乐意帮您找到合适的那一件。欢迎随时进店，慢慢挑选，有任何疑问尽管问我。',
      },
      benefits: {
        we: [
          { title: '亲眼看看', text: '进店亲眼看看各种商品，再做选择。' },
          { title: '帮您挑选', text: '不知道选哪个？在店里问我们，我们帮您拿主意。' },
          { title: '欢迎提问', text: '关于商品的任何问题，从来源到用法，都可以问我们。' },
        ],
        i: [
          { title: '亲眼看看', text: '进店亲眼看看各种商品，再做选择。' },
          { title: '帮您挑选', text: '不知道选哪个？在店里问我，我帮您拿主意。' },
          { title: '欢迎提问', text: '关于商品的任何问题，从来源到用法，都可以问我。' },
        ],
      },
      faq: {
        we: [
          { q: '营业时间是什么时候？', a: '我们的营业时间列在本页上。如果您专程前来，最好先与我们确认一下。' },
          { q: '可以帮我预留商品吗？', a: '欢迎询问：告诉我们您想要什么，我们会告诉您能否安排。' },
          { q: '可以帮我挑选吗？', a: '当然可以。告诉我们您想找什么、送给谁，我们会推荐合适的商品。' },
          { q: '{name}有什么不同？', a: '简而言之：{features}。想进一步了解其中任何一点，欢迎询问。' },
        ],
        i: [
          { q: '营业时间是什么时候？', a: '营业时间列在本页上。如果您专程前来，最好先与我确认一下。' },
          { q: '可以帮我预留商品吗？', a: '欢迎询问：告诉我您想要什么，我会告诉您能否安排。' },
          { q: '可以帮我挑选吗？', a: '当然可以。告诉我您想找什么、送给谁，我会推荐合适的商品。' },
          { q: '{name}有什么不同？', a: '简而言之：{features}。想进一步了解其中任何一点，欢迎询问。' },
        ],
      },
      closing: {
        heading: '欢迎到店看看',
        text: { we: '欢迎进店逛逛、看看商品，或者先向我们咨询。', i: '欢迎进店逛逛、看看商品，或者先向我咨询。' },
      },
      featureText: {
        we: [
          '这是我们经营小店的一贯做法，而不是一时之举。',
          '对此有疑问？欢迎在店里问我们。',
          '又一个到{name}看看的理由。',
          '选购前值得了解。',
        ],
        i: [
          '这是我经营小店的一贯做法，而不是一时之举。',
          '对此有疑问？欢迎在店里问我。',
          '又一个到{name}看看的理由。',
          '选购前值得了解。',
        ],
      },
    },
  },
  ar: {
    shopfront: {
      cta: { primary: 'زُر المتجر', secondary: 'تصفّح التشكيلة' },
      sections: {
        visit: { nav: 'الزيارة', heading: 'زُر المتجر', eyebrow: 'متى وأين' },
        faq: { heading: 'قبل زيارتك' },
        'get-started': { heading: 'تفضّل بالزيارة', eyebrow: 'الزيارة' },
      },
      contactIntro: {
        we: 'أرسل لنا رسالة عن منتج أو أي شيء تودّ معرفته قبل زيارتك.',
        i: 'أرسل لي رسالة عن منتج أو أي شيء تودّ معرفته قبل زيارتك.',
      },
      about: {
        we: 'جمعنا هذه التشكيلة من أجل {audience}، ويسعدنا أن نساعدك في العثور على ما يناسبك. تفضّل بالزيارة وخذ وقتك، ولا تتردد في السؤال إن كان لديك أي استفسار.',
        i: 'جمعتُ هذه التشكيلة من أجل {audience}، ويسعدني أن أساعدك في العثور على ما يناسبك. تفضّل بالزيارة وخذ وقتك، ولا تتردد في السؤال إن كان لديك أي استفسار.',
      },
      benefits: {
        we: [
          { title: 'شاهد بنفسك', text: 'تفضّل بالدخول وتصفّح التشكيلة قبل أن تختار.' },
          { title: 'مساعدة في الاختيار', text: 'لست متأكدًا مما تختار؟ اسأل في المتجر وسنساعدك على اتخاذ القرار.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألنا عن أي شيء يخص المنتج، من مصدره إلى طريقة استخدامه.' },
        ],
        i: [
          { title: 'شاهد بنفسك', text: 'تفضّل بالدخول وتصفّح التشكيلة قبل أن تختار.' },
          { title: 'مساعدة في الاختيار', text: 'لست متأكدًا مما تختار؟ اسأل في المتجر وسأساعدك على اتخاذ القرار.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألني عن أي شيء يخص المنتج، من مصدره إلى طريقة استخدامه.' },
        ],
      },
      faq: {
        we: [
          { q: 'ما ساعات العمل؟', a: 'ساعات عملنا موضّحة في هذه الصفحة. وإن كنت ستأتي خصيصًا، فمن الأفضل أن تتحقق معنا أولًا.' },
          { q: 'هل يمكنكم الاحتفاظ بمنتج لي؟', a: 'اسألنا: أخبرنا بما تبحث عنه، وسنخبرك بما هو ممكن.' },
          { q: 'هل يمكنكم مساعدتي في الاختيار؟', a: 'بالتأكيد. أخبرنا بما تبحث عنه ولمن هو، وسنقترح ما قد يناسبك.' },
          { q: 'ما الذي يميّز {name}؟', a: 'باختصار: {features}. وإن أردت تفاصيل أكثر عن أيٍّ منها، فما عليك إلا أن تسأل.' },
        ],
        i: [
          { q: 'ما ساعات العمل؟', a: 'ساعات العمل موضّحة في هذه الصفحة. وإن كنت ستأتي خصيصًا، فمن الأفضل أن تتحقق معي أولًا.' },
          { q: 'هل يمكنك الاحتفاظ بمنتج لي؟', a: 'اسألني: أخبرني بما تبحث عنه، وسأخبرك بما هو ممكن.' },
          { q: 'هل يمكنك مساعدتي في الاختيار؟', a: 'بالتأكيد. أخبرني بما تبحث عنه ولمن هو، وسأقترح ما قد يناسبك.' },
          { q: 'ما الذي يميّز {name}؟', a: 'باختصار: {features}. وإن أردت تفاصيل أكثر عن أيٍّ منها، فما عليك إلا أن تسأل.' },
        ],
      },
      closing: {
        heading: 'تفضّل بالزيارة',
        text: { we: 'تفضّل بزيارة المتجر لتتصفّح التشكيلة، أو اسألنا أولًا عن أي شيء.', i: 'تفضّل بزيارة المتجر لتتصفّح التشكيلة، أو اسألني أولًا عن أي شيء.' },
      },
      featureText: {
        we: [
          'جزء من طريقتنا في إدارة المتجر، لا أمر عابر.',
          'لديك سؤال عنه؟ اسألنا في المتجر.',
          'سبب إضافي لزيارة {name}.',
          'معلومة مفيدة قبل أن تختار.',
        ],
        i: [
          'جزء من طريقتي في إدارة المتجر، لا أمر عابر.',
          'لديك سؤال عنه؟ اسألني في المتجر.',
          'سبب إضافي لزيارة {name}.',
          'معلومة مفيدة قبل أن تختار.',
        ],
      },
    },
  },
};
