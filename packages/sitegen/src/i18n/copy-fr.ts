import type { SampleWords } from '../sample-words';
import type { BlueprintCopy, BlueprintId } from './types';

/**
 * The offline writer's French phrasebook, per blueprint (issue 15 §5): the same keys, voices and
 * placeholders as COPY_EN, written as French web copy rather than translated word for word.
 *
 * - "vous" throughout, as in UI_FR. French typography: a narrow no-break space (U+202F) before ? ! ; and
 *   inside « », a no-break space (U+00A0) before :, typographic apostrophes.
 * - Voices: the business speaks as "nous", the solo owner as "je". Nothing agrees with the gender of the
 *   owner or the visitor ("vous tenir au courant", not "informé"; "j’ai hâte", not "ravi").
 * - `{audience}` follows only "pour" or "avec", and `{name}` stands as a subject or after "chez", "pour",
 *   "avec", "sur", "choisir", "soutenir": never after "à" or "de", which contract with a name that starts
 *   with an article ("Le Petit Zinc" → "du Petit Zinc"). Questions about `{name}` avoid "il/elle"
 *   ("Est-ce que {name} répond à mes besoins ?").
 * - Words of France's small-business sites: prestations, formules, tarifs, réalisations, la carte,
 *   billetterie, prendre rendez-vous. Same honesty rules as English.
 */
export const COPY_FR: Record<BlueprintId, BlueprintCopy> = {
  // Software products.
  saas: {
    sections: {
      features: { nav: 'Fonctionnalités', heading: 'Ce que vous y trouverez', eyebrow: 'Fonctionnalités' },
      'how-it-works': { nav: 'Démarrer', heading: 'Trois étapes pour démarrer', eyebrow: 'Mode d’emploi' },
      benefits: { heading: 'Pensé pour votre façon de travailler', eyebrow: 'Pour qui', intro: 'Pour {audience}.' },
      pricing: {
        nav: 'Tarifs', heading: 'Formules et tarifs', eyebrow: 'Tarifs',
        intro: 'Comparez les formules et choisissez celle qui correspond à votre façon de travailler.',
      },
      testimonials: { nav: 'Avis', heading: 'Ce qu’en disent les clients', eyebrow: 'Avis' },
      faq: { nav: 'FAQ', heading: 'Questions et réponses', eyebrow: 'Questions fréquentes' },
      'get-started': { heading: 'Lancez-vous', eyebrow: 'Prochaine étape' },
    },
    cta: { primary: 'Commencer', secondary: 'Voir les fonctionnalités' },
    steps: [
      { title: 'Créez votre compte', text: 'Inscrivez-vous et faites le tour avant d’ajouter quoi que ce soit.' },
      { title: 'Personnalisez', text: 'Ajoutez vos informations et réglez les paramètres selon votre façon de travailler.' },
      { title: 'Au quotidien', text: 'Laissez {name} s’occuper des tâches de routine, et prenez contact dès qu’une question se pose.' },
    ],
    benefits: [
      { title: 'Moins de tâches ingrates', text: 'Passez moins de temps sur les tâches répétitives et plus sur le travail qui compte vraiment.' },
      { title: 'Tout au même endroit', text: 'Gardez l’essentiel réuni au lieu de l’éparpiller entre tableurs, boîtes mail et notes.' },
      { title: 'Clair d’un coup d’œil', text: 'Voyez où en sont les choses sans fouiller dans les menus ni exporter de rapports.' },
    ],
    featureText: {
      we: [
        'Demandez-nous une courte démonstration pour voir comment l’intégrer à votre quotidien.',
        'Posez-nous vos questions et nous vous expliquerons comment cela fonctionne en pratique.',
        'Une chose de moins à configurer, à relancer ou à surveiller.',
        'Utile pour bien démarrer comme pour changer d’outil.',
      ],
      i: [
        'Demandez-moi une courte démonstration pour voir comment l’intégrer à votre quotidien.',
        'Posez-moi vos questions et je vous expliquerai comment cela fonctionne en pratique.',
        'Une chose de moins à configurer, à relancer ou à surveiller.',
        'Utile pour bien démarrer comme pour changer d’outil.',
      ],
    },
    faq: {
      we: [
        { q: 'Comment commencer\u202f?', a: 'Cliquez sur «\u202fCommencer\u202f» sur cette page, créez votre compte et configurez tout à votre rythme.' },
        { q: 'Puis-je reprendre mes données existantes\u202f?', a: 'Dites-nous ce que vous utilisez aujourd’hui et nous vous expliquerons la meilleure façon de transférer vos informations dans {name}.' },
        { q: 'Comment mes données sont-elles protégées\u202f?', a: 'Posez-nous la question\u00a0: nous vous expliquerons simplement comment {name} stocke et protège vos informations.' },
        { q: 'Et si je rencontre un problème\u202f?', a: 'Écrivez-nous via cette page. Nous vous aiderons à trouver une réponse pour reprendre le travail.' },
      ],
      i: [
        { q: 'Comment commencer\u202f?', a: 'Cliquez sur «\u202fCommencer\u202f» sur cette page, créez votre compte et configurez tout à votre rythme.' },
        { q: 'Puis-je reprendre mes données existantes\u202f?', a: 'Dites-moi ce que vous utilisez aujourd’hui et je vous expliquerai la meilleure façon de transférer vos informations dans {name}.' },
        { q: 'Comment mes données sont-elles protégées\u202f?', a: 'Posez-moi la question\u00a0: je vous expliquerai simplement comment {name} stocke et protège vos informations.' },
        { q: 'Et si je rencontre un problème\u202f?', a: 'Écrivez-moi via cette page. Je vous aiderai à trouver une réponse pour reprendre le travail.' },
      ],
    },
    about: {
      we: 'Nous développons {name} pour {audience}, et nous écoutons attentivement ce que nous disent les personnes qui l’utilisent. Si quelque chose vous freine, dites-le-nous et nous regarderons cela de près.',
      i: 'Je développe {name} pour {audience}, et j’écoute attentivement ce que me disent les personnes qui l’utilisent. Si quelque chose vous freine, dites-le-moi et je regarderai cela de près.',
    },
    closing: { heading: 'Envie d’essayer {name}\u202f?', text: 'Créez votre compte et voyez comment l’outil s’adapte à votre façon de travailler.' },
    contactIntro: {
      we: 'Écrivez-nous pour toute question sur {name}, avant ou après votre inscription.',
      i: 'Écrivez-moi pour toute question sur {name}, avant ou après votre inscription.',
    },
  },

  // Online shops.
  ecommerce: {
    sections: {
      products: { nav: 'Boutique', heading: 'Découvrez la collection', eyebrow: 'La collection' },
      features: { nav: 'Les détails', heading: { we: 'Pourquoi acheter chez nous', i: 'Pourquoi acheter chez moi' }, eyebrow: 'Bon à savoir' },
      testimonials: { nav: 'Avis', heading: 'Ce qu’en disent les clients', eyebrow: 'Avis' },
      faq: { nav: 'FAQ', heading: 'Avant de commander', eyebrow: 'Questions fréquentes' },
      'get-started': { heading: 'Envie de commander\u202f?', eyebrow: 'Commandez' },
      pricing: { nav: 'Tarifs', heading: 'Options et tarifs', eyebrow: 'Tarifs' },
    },
    cta: { primary: 'Voir la collection', secondary: 'Pourquoi acheter ici' },
    steps: [
      { title: 'Choisissez vos articles', text: 'Parcourez la collection et ajoutez à votre panier ce qui vous plaît.' },
      { title: 'Validez la commande', text: 'Indiquez vos coordonnées de livraison et réglez votre commande.' },
      { title: 'Recevez votre colis', text: 'Votre commande est préparée puis expédiée à l’adresse indiquée.' },
    ],
    benefits: {
      we: [
        { title: 'Achetez en connaissance de cause', text: 'Chaque article est décrit clairement pour vous permettre de choisir en toute confiance.' },
        { title: 'Un conseil pour choisir', text: 'Vous hésitez\u202f? Écrivez-nous et nous vous aiderons à choisir.' },
        { title: 'Emballé avec soin', text: 'Chaque commande est vérifiée et soigneusement emballée avant son envoi.' },
      ],
      i: [
        { title: 'Achetez en connaissance de cause', text: 'Chaque article est décrit clairement pour vous permettre de choisir en toute confiance.' },
        { title: 'Un conseil pour choisir', text: 'Vous hésitez\u202f? Écrivez-moi et je vous aiderai à choisir.' },
        { title: 'Emballé avec soin', text: 'Chaque commande est vérifiée et soigneusement emballée avant son envoi.' },
      ],
    },
    featureText: {
      we: [
        'Cela fait partie de notre façon de tenir la boutique, ce n’est pas une exception.',
        'Une question à ce sujet\u202f? Posez-la avant de commander.',
        'Une raison de plus de choisir {name}.',
        'À savoir avant de faire votre choix.',
      ],
      i: [
        'Cela fait partie de ma façon de tenir la boutique, ce n’est pas une exception.',
        'Une question à ce sujet\u202f? Posez-la avant de commander.',
        'Une raison de plus de choisir {name}.',
        'À savoir avant de faire votre choix.',
      ],
    },
    faq: {
      we: [
        { q: 'Où livrez-vous, et en combien de temps\u202f?', a: 'Cela dépend de l’endroit où vous vous trouvez. Les options de livraison s’affichent au moment de commander, et nous pouvons vérifier pour vous avant que vous passiez commande.' },
        { q: 'Et si quelque chose ne va pas\u202f?', a: 'Contactez-nous et expliquez-nous ce qui s’est passé. Nous vous présenterons les options pour votre commande.' },
        { q: 'Pouvez-vous m’aider à choisir\u202f?', a: 'Bien sûr. Dites-nous ce que vous cherchez et pour qui, et nous vous suggérerons ce qui pourrait convenir.' },
        { q: 'Qu’est-ce qui distingue {name}\u202f?', a: 'En bref\u00a0: {features}. Pour en savoir plus sur l’un de ces points, il suffit de demander.' },
      ],
      i: [
        { q: 'Où livrez-vous, et en combien de temps\u202f?', a: 'Cela dépend de l’endroit où vous vous trouvez. Les options de livraison s’affichent au moment de commander, et je peux vérifier pour vous avant que vous passiez commande.' },
        { q: 'Et si quelque chose ne va pas\u202f?', a: 'Contactez-moi et expliquez-moi ce qui s’est passé. Je vous présenterai les options pour votre commande.' },
        { q: 'Pouvez-vous m’aider à choisir\u202f?', a: 'Bien sûr. Dites-moi ce que vous cherchez et pour qui, et je vous suggérerai ce qui pourrait convenir.' },
        { q: 'Qu’est-ce qui distingue {name}\u202f?', a: 'En bref\u00a0: {features}. Pour en savoir plus sur l’un de ces points, il suffit de demander.' },
      ],
    },
    about: {
      we: 'Nous avons composé la collection pour {audience}, et nous vous aidons volontiers à trouver ce qu’il vous faut. Une question sur un article ou une commande\u202f? N’hésitez pas à nous écrire.',
      i: 'J’ai composé la collection pour {audience}, et je vous aide volontiers à trouver ce qu’il vous faut. Une question sur un article ou une commande\u202f? N’hésitez pas à m’écrire.',
    },
    closing: {
      heading: 'Trouvez vos futurs indispensables',
      text: { we: 'Parcourez la collection et commandez en ligne, ou posez-nous d’abord vos questions.', i: 'Parcourez la collection et commandez en ligne, ou posez-moi d’abord vos questions.' },
    },
    contactIntro: {
      we: 'Écrivez-nous à propos d’un produit, d’une commande ou de tout ce que vous aimeriez savoir.',
      i: 'Écrivez-moi à propos d’un produit, d’une commande ou de tout ce que vous aimeriez savoir.',
    },
  },

  // Professional services.
  agency: {
    sections: {
      services: { nav: 'Prestations', heading: { we: 'Comment nous pouvons vous aider', i: 'Comment je peux vous aider' }, eyebrow: 'Prestations' },
      process: { nav: 'Méthode', heading: { we: 'Notre façon de travailler', i: 'Ma façon de travailler' }, eyebrow: 'Démarche' },
      work: { nav: 'Réalisations', heading: { we: 'Quelques-unes de nos réalisations', i: 'Quelques-unes de mes réalisations' }, eyebrow: 'Études de cas' },
      properties: { nav: 'Biens', heading: 'Biens à la une', eyebrow: 'Annonces', go: 'Voir les biens' },
      about: { nav: 'À propos', heading: { we: 'Qui sommes-nous\u202f?', i: 'Qui suis-je\u202f?' }, eyebrow: 'Approche' },
      faq: { heading: 'Questions fréquentes', eyebrow: 'FAQ' },
      contact: { nav: 'Contact', heading: 'Parlons-en', eyebrow: 'Contact' },
      pricing: { nav: 'Honoraires', heading: 'Honoraires et forfaits', eyebrow: 'Honoraires' },
      testimonials: { nav: 'Avis', heading: 'Ce qu’en disent les clients', eyebrow: 'Témoignages' },
    },
    cta: { primary: 'Prendre contact', secondary: 'Voir les prestations' },
    steps: {
      we: [
        { title: 'Premier échange', text: 'Parlez-nous de votre situation. Nous écoutons, posons des questions et définissons avec vous ce que serait un bon résultat.' },
        { title: 'Un plan clair', text: 'Nous vous présentons les options et convenons avec vous du périmètre avant de commencer.' },
        { title: 'Réalisation et suivi', text: 'Nous réalisons le travail, vous tenons au courant à chaque étape et faisons le point avec vous sur le résultat.' },
      ],
      i: [
        { title: 'Premier échange', text: 'Parlez-moi de votre situation. J’écoute, je pose des questions et je définis avec vous ce que serait un bon résultat.' },
        { title: 'Un plan clair', text: 'Je vous présente les options et je conviens avec vous du périmètre avant de commencer.' },
        { title: 'Réalisation et suivi', text: 'Je réalise le travail, je vous tiens au courant à chaque étape et je fais le point avec vous sur le résultat.' },
      ],
    },
    benefits: [
      { title: 'Des conseils clairs', text: 'Des réponses franches, sans jargon, pour décider en toute confiance.' },
      { title: 'Des conseils concrets', text: 'Des recommandations pratiques, adaptées à vos objectifs, à votre budget et à vos délais.' },
      { title: 'Sur mesure', text: 'Chaque mission part de votre situation, pas d’un modèle tout fait.' },
    ],
    featureText: {
      we: [
        'Parlez-nous de votre situation et nous vous expliquerons comment cela pourrait fonctionner pour vous.',
        'Un avis clair sur votre situation et sur les options qui s’offrent à vous.',
        'Posez la question lors de votre premier contact.',
        'Nous vous dirons franchement si c’est adapté à votre cas.',
      ],
      i: [
        'Parlez-moi de votre situation et je vous expliquerai comment cela pourrait fonctionner pour vous.',
        'Un avis clair sur votre situation et sur les options qui s’offrent à vous.',
        'Posez la question lors de votre premier contact.',
        'Je vous dirai franchement si c’est adapté à votre cas.',
      ],
    },
    faq: {
      we: [
        { q: 'Que se passe-t-il lors du premier contact\u202f?', a: 'Nous organisons un premier échange pour comprendre votre situation, répondre à vos questions et vous présenter les options.' },
        { q: 'Dans quels domaines intervient {name}\u202f?', a: 'Principalement\u00a0: {features}. Si votre question n’y figure pas, posez-la quand même\u00a0: si nous ne pouvons pas vous aider, nous vous le dirons.' },
        { q: 'Comment les honoraires sont-ils calculés\u202f?', a: 'Cela dépend de vos besoins. Nous vous expliquerons comment ils seraient calculés dans votre cas avant tout engagement.' },
        { q: 'Que dois-je préparer\u202f?', a: 'Tout ce qui aide à expliquer votre situation\u00a0: dates clés, documents, questions auxquelles vous souhaitez une réponse. Pas de souci si vous n’avez pas encore tout.' },
      ],
      i: [
        { q: 'Que se passe-t-il lors du premier contact\u202f?', a: 'J’organise un premier échange pour comprendre votre situation, répondre à vos questions et vous présenter les options.' },
        { q: 'Dans quels domaines intervient {name}\u202f?', a: 'Principalement\u00a0: {features}. Si votre question n’y figure pas, posez-la quand même\u00a0: si je ne peux pas vous aider, je vous le dirai.' },
        { q: 'Comment les honoraires sont-ils calculés\u202f?', a: 'Cela dépend de vos besoins. Je vous expliquerai comment ils seraient calculés dans votre cas avant tout engagement.' },
        { q: 'Que dois-je préparer\u202f?', a: 'Tout ce qui aide à expliquer votre situation\u00a0: dates clés, documents, questions auxquelles vous souhaitez une réponse. Pas de souci si vous n’avez pas encore tout.' },
      ],
    },
    about: {
      we: 'Nous travaillons avec {audience}, et nous pensons qu’un bon conseil commence par l’écoute. Vous recevrez des conseils honnêtes et concrets, dans un langage clair, et vous saurez à chaque étape ce qui vient ensuite.',
      i: 'Je travaille avec {audience}, et je pense qu’un bon conseil commence par l’écoute. Vous recevrez des conseils honnêtes et concrets, dans un langage clair, et vous saurez à chaque étape ce qui vient ensuite.',
    },
    closing: {
      heading: 'Parlons de vos besoins',
      text: { we: 'Dites-nous où vous en êtes et nous vous proposerons une prochaine étape raisonnable.', i: 'Dites-moi où vous en êtes et je vous proposerai une prochaine étape raisonnable.' },
    },
    contactIntro: {
      we: 'Décrivez-nous brièvement vos besoins et nous reviendrons vers vous pour organiser un premier échange.',
      i: 'Décrivez-moi brièvement vos besoins et je reviendrai vers vous pour organiser un premier échange.',
    },
  },

  // Restaurants, cafés, bakeries, bars.
  restaurant: {
    sections: {
      about: { nav: 'La maison', heading: 'Entrez, installez-vous', eyebrow: 'Bienvenue' },
      menu: { nav: 'La carte', heading: 'Les incontournables de la carte', eyebrow: 'Cuisine et boissons' },
      gallery: { heading: 'Un aperçu des lieux', eyebrow: 'Galerie' },
      hours: { nav: 'Venir', heading: 'Horaires et accès', eyebrow: 'Préparer votre visite' },
      reservations: { nav: 'Réserver', heading: 'Réserver une table', eyebrow: 'Réservations' },
      pricing: { nav: 'Tarifs', heading: 'Menus et tarifs', eyebrow: 'Tarifs' },
      testimonials: { nav: 'Avis', heading: 'Ce qu’en disent les clients', eyebrow: 'Avis' },
    },
    cta: { primary: 'Réserver une table', secondary: 'Voir la carte' },
    steps: {
      we: [
        { title: 'Choisissez date et heure', text: 'Indiquez quand vous souhaitez venir et combien de personnes vous serez.' },
        { title: 'Envoyez votre demande', text: 'Précisez en commentaire vos allergies, vos régimes particuliers ou une occasion spéciale.' },
        { title: 'Table confirmée', text: 'Nous revenons vers vous pour confirmer votre table.' },
      ],
      i: [
        { title: 'Choisissez date et heure', text: 'Indiquez quand vous souhaitez venir et combien de personnes vous serez.' },
        { title: 'Envoyez votre demande', text: 'Précisez en commentaire vos allergies, vos régimes particuliers ou une occasion spéciale.' },
        { title: 'Table confirmée', text: 'Je reviens vers vous pour confirmer votre table.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Un accueil chaleureux', text: 'Pour un repas sur le pouce comme pour un long déjeuner sans se presser, nous prenons soin de vous.' },
        { title: 'Dites-nous l’occasion', text: 'Anniversaire, repas de famille ou table au calme pour deux\u00a0: prévenez-nous et nous ferons de notre mieux.' },
        { title: 'Signalez vos allergies', text: 'Indiquez vos allergies ou régimes particuliers lors de la réservation, et nous vérifierons avec la cuisine.' },
      ],
      i: [
        { title: 'Un accueil chaleureux', text: 'Pour un repas sur le pouce comme pour un long déjeuner sans se presser, je prends soin de vous.' },
        { title: 'Dites-moi l’occasion', text: 'Anniversaire, repas de famille ou table au calme pour deux\u00a0: prévenez-moi et je ferai de mon mieux.' },
        { title: 'Signalez vos allergies', text: 'Indiquez vos allergies ou régimes particuliers lors de la réservation, et je vérifierai avec la cuisine.' },
      ],
    },
    featureText: {
      we: ['Un point auquel nous apportons un soin tout particulier.', 'Venez juger par vous-même.', 'Renseignez-vous en réservant votre table.', 'Une raison de plus de venir chez {name}.'],
      i: ['Un point auquel j’apporte un soin tout particulier.', 'Venez juger par vous-même.', 'Renseignez-vous en réservant votre table.', 'Une raison de plus de venir chez {name}.'],
    },
    faq: {
      we: [
        { q: 'Faut-il réserver\u202f?', a: 'Réserver est le meilleur moyen d’avoir une table. Si vous préférez passer à l’improviste, venez\u00a0: nous vous trouverons une place si possible.' },
        { q: 'Pouvez-vous tenir compte des allergies et régimes\u202f?', a: 'Signalez vos allergies ou régimes particuliers en réservant, et nous vous dirons ce que la cuisine peut proposer.' },
        { q: 'Accueillez-vous les groupes\u202f?', a: 'Dites-nous combien vous serez et pour quelle occasion, et nous verrons ce que nous pouvons organiser.' },
        { q: 'Comment modifier ou annuler une réservation\u202f?', a: 'Contactez-nous dès que possible grâce aux coordonnées de cette page, et nous mettrons votre réservation à jour.' },
      ],
      i: [
        { q: 'Faut-il réserver\u202f?', a: 'Réserver est le meilleur moyen d’avoir une table. Si vous préférez passer à l’improviste, venez\u00a0: je vous trouverai une place si possible.' },
        { q: 'Pouvez-vous tenir compte des allergies et régimes\u202f?', a: 'Signalez vos allergies ou régimes particuliers en réservant, et je vous dirai ce que la cuisine peut proposer.' },
        { q: 'Accueillez-vous les groupes\u202f?', a: 'Dites-moi combien vous serez et pour quelle occasion, et je verrai ce que je peux organiser.' },
        { q: 'Comment modifier ou annuler une réservation\u202f?', a: 'Contactez-moi dès que possible grâce aux coordonnées de cette page, et je mettrai votre réservation à jour.' },
      ],
    },
    about: {
      we: 'Chez {name}, nous voulons que chaque visite soit simple, que vous passiez en solo ou en bande. Installez-vous, prenez votre temps, et dites-nous si nous pouvons faire quoi que ce soit pour rendre le moment encore plus agréable.',
      i: 'Je veux que chaque visite soit simple, que vous passiez en solo ou en bande. Installez-vous, prenez votre temps, et dites-moi si je peux faire quoi que ce soit pour rendre le moment encore plus agréable.',
    },
    closing: {
      heading: { we: 'Nous avons hâte de vous accueillir', i: 'J’ai hâte de vous accueillir' },
      text: { we: 'Choisissez une date, envoyez votre demande, et nous nous occupons du reste.', i: 'Choisissez une date, envoyez votre demande, et je m’occupe du reste.' },
    },
    contactIntro: {
      we: 'Envoyez une demande de réservation avec la date, l’heure et le nombre de personnes, et nous reviendrons vers vous pour la confirmer.',
      i: 'Envoyez une demande de réservation avec la date, l’heure et le nombre de personnes, et je reviendrai vers vous pour la confirmer.',
    },
  },

  // Photographers, artists, illustrators, designers.
  portfolio: {
    sections: {
      gallery: { nav: 'Réalisations', heading: 'Une sélection de travaux', eyebrow: 'Portfolio' },
      about: { nav: 'À propos', heading: { we: 'Qui sommes-nous\u202f?', i: 'Qui suis-je\u202f?' }, eyebrow: 'Bonjour' },
      services: { nav: 'Prestations', heading: { we: 'Ce que nous proposons', i: 'Ce que je propose' }, eyebrow: 'Prestations' },
      process: { heading: 'Du premier message à la livraison', eyebrow: 'Déroulement' },
      faq: { nav: 'FAQ', heading: 'Bon à savoir', eyebrow: 'Questions fréquentes' },
      contact: { nav: 'Contact', heading: { we: 'Parlez-nous de votre projet', i: 'Parlez-moi de votre projet' }, eyebrow: 'Demandes' },
      pricing: { nav: 'Forfaits', heading: 'Forfaits et tarifs', eyebrow: 'Tarifs' },
      testimonials: { nav: 'Témoignages', heading: 'Ce qu’en disent les clients', eyebrow: 'Témoignages' },
    },
    cta: { primary: 'Voir les disponibilités', secondary: 'Voir les réalisations' },
    steps: {
      we: [
        { title: 'Prenez contact', text: 'Envoyez un message avec votre date ou votre échéance et ce que vous imaginez.' },
        { title: 'Définir le projet', text: 'Nous en discutons ensemble et vous envoyons un récapitulatif clair de ce qui est inclus et du calendrier.' },
        { title: 'Création et livraison', text: 'Nous nous mettons au travail, vous tenons au courant et livrons le tout au format convenu.' },
      ],
      i: [
        { title: 'Prenez contact', text: 'Envoyez un message avec votre date ou votre échéance et ce que vous imaginez.' },
        { title: 'Définir le projet', text: 'J’en discute avec vous et je vous envoie un récapitulatif clair de ce qui est inclus et du calendrier.' },
        { title: 'Création et livraison', text: 'Je me mets au travail, je vous tiens au courant et je livre le tout au format convenu.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Un suivi personnel', text: 'Vous échangez directement avec les personnes qui réalisent le travail, du premier message à la livraison.' },
        { title: 'Clair dès le départ', text: 'Vous savez ce qui est inclus et quand l’attendre avant de réserver quoi que ce soit.' },
        { title: 'Sur mesure', text: 'Chaque projet se construit autour de ce que vous avez en tête, pas d’une formule figée.' },
      ],
      i: [
        { title: 'Un suivi personnel', text: 'Vous échangez directement avec moi, du premier message à la livraison.' },
        { title: 'Clair dès le départ', text: 'Vous savez ce qui est inclus et quand l’attendre avant de réserver quoi que ce soit.' },
        { title: 'Sur mesure', text: 'Chaque projet se construit autour de ce que vous avez en tête, pas d’une formule figée.' },
      ],
    },
    featureText: {
      we: [
        'Dites-nous ce que vous avez en tête et nous l’adapterons à vos projets.',
        'Demandez les disponibilités pour vos dates.',
        'Demandez à voir d’autres exemples du même genre.',
        'On peut en parler d’abord, sans engagement.',
      ],
      i: [
        'Dites-moi ce que vous avez en tête et je l’adapterai à vos projets.',
        'Demandez les disponibilités pour vos dates.',
        'Demandez à voir d’autres exemples du même genre.',
        'On peut en parler d’abord, sans engagement.',
      ],
    },
    faq: {
      we: [
        { q: 'Combien de temps à l’avance faut-il réserver\u202f?', a: 'Le plus tôt possible, surtout pour les dates très demandées. Envoyez-nous votre date et nous vérifierons le calendrier.' },
        { q: 'Comment le travail final est-il livré\u202f?', a: 'Nous convenons avec vous du format et du calendrier avant de commencer, pour que vous sachiez exactement à quoi vous attendre.' },
        { q: 'Vous déplacez-vous\u202f?', a: 'Dites-nous où et quand, et nous vous confirmerons si nous pouvons être là et si des frais de déplacement s’appliquent.' },
        { q: 'Comment réserver\u202f?', a: 'Envoyez une demande via le formulaire de cette page. Nous vous répondrons avec nos disponibilités et les prochaines étapes.' },
      ],
      i: [
        { q: 'Combien de temps à l’avance faut-il réserver\u202f?', a: 'Le plus tôt possible, surtout pour les dates très demandées. Envoyez-moi votre date et je vérifierai mon agenda.' },
        { q: 'Comment le travail final est-il livré\u202f?', a: 'Je conviens avec vous du format et du calendrier avant de commencer, pour que vous sachiez exactement à quoi vous attendre.' },
        { q: 'Vous déplacez-vous\u202f?', a: 'Dites-moi où et quand, et je vous confirmerai si je peux être là et si des frais de déplacement s’appliquent.' },
        { q: 'Comment réserver\u202f?', a: 'Envoyez une demande via le formulaire de cette page. Je vous répondrai avec mes disponibilités et les prochaines étapes.' },
      ],
    },
    about: {
      we: 'Nous travaillons avec {audience}, et chaque projet commence par l’écoute\u00a0: ce que vous avez en tête, ce qui compte pour vous et l’émotion que vous souhaitez transmettre. Nous aimons les relations simples et chaleureuses, et répondons volontiers à vos questions à chaque étape.',
      i: 'Je travaille avec {audience}, et chaque projet commence par l’écoute\u00a0: ce que vous avez en tête, ce qui compte pour vous et l’émotion que vous souhaitez transmettre. J’aime les relations simples et chaleureuses, et je réponds volontiers à vos questions à chaque étape.',
    },
    closing: {
      heading: 'Une date ou un projet en tête\u202f?',
      text: { we: 'Envoyez une demande et nous vous dirons si nous sommes disponibles.', i: 'Envoyez une demande et je vous dirai si je suis disponible.' },
    },
    contactIntro: {
      we: 'Donnez-nous quelques détails sur votre projet et nous reviendrons vers vous avec nos disponibilités.',
      i: 'Donnez-moi quelques détails sur votre projet et je reviendrai vers vous avec mes disponibilités.',
    },
  },

  // Local services by appointment.
  local: {
    sections: {
      services: { nav: 'Prestations', heading: { we: 'Comment nous pouvons vous aider', i: 'Comment je peux vous aider' }, eyebrow: 'Prestations' },
      rooms: { nav: 'Chambres', heading: 'Chambres et tarifs', eyebrow: 'Séjour', go: 'Voir les chambres' },
      booking: { heading: 'Comment prendre rendez-vous', eyebrow: 'Étape par étape' },
      benefits: { heading: 'À quoi vous attendre', eyebrow: 'Bon à savoir', intro: 'À l’écoute, pour {audience}.' },
      location: { nav: 'Accès', heading: 'Quand et où', eyebrow: 'Horaires' },
      area: { nav: 'Secteur', heading: { we: 'Où nous intervenons', i: 'Où j’interviens' }, eyebrow: 'Zone d’intervention' },
      faq: { nav: 'FAQ', heading: 'Avant de réserver', eyebrow: 'Questions fréquentes' },
      contact: { nav: 'Rendez-vous', heading: 'Demander un rendez-vous', eyebrow: 'Réservation' },
      pricing: { nav: 'Tarifs', heading: 'Prestations et tarifs', eyebrow: 'Tarifs' },
      testimonials: { nav: 'Avis', heading: 'Ce qu’en disent les clients', eyebrow: 'Avis' },
    },
    cta: { primary: 'Prendre rendez-vous', secondary: 'Voir les prestations' },
    steps: {
      we: [
        { title: 'Choisissez une prestation', text: 'Sélectionnez une option sur cette page, ou décrivez vos besoins avec vos propres mots.' },
        { title: 'Envoyez une demande', text: 'Proposez dans le formulaire les jours ou les horaires qui vous conviennent.' },
        { title: 'Confirmation des détails', text: 'Nous revenons vers vous pour confirmer l’horaire, ou en proposer un autre qui convienne.' },
      ],
      i: [
        { title: 'Choisissez une prestation', text: 'Sélectionnez une option sur cette page, ou décrivez vos besoins avec vos propres mots.' },
        { title: 'Envoyez une demande', text: 'Proposez dans le formulaire les jours ou les horaires qui vous conviennent.' },
        { title: 'Confirmation des détails', text: 'Je reviens vers vous pour confirmer l’horaire, ou en proposer un autre qui convienne.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Le temps d’en parler', text: 'Vous avez le temps d’expliquer ce dont vous avez besoin, et vous obtenez des réponses claires.' },
        { title: 'Réservation simple', text: 'Envoyez une demande depuis cette page quand cela vous arrange, sans attente au téléphone.' },
        { title: 'Questions bienvenues', text: 'Posez-nous toutes vos questions avant de réserver, du déroulement à ce qu’il faut apporter.' },
      ],
      i: [
        { title: 'Le temps d’en parler', text: 'Vous avez le temps d’expliquer ce dont vous avez besoin, et vous obtenez des réponses claires.' },
        { title: 'Réservation simple', text: 'Envoyez une demande depuis cette page quand cela vous arrange, sans attente au téléphone.' },
        { title: 'Questions bienvenues', text: 'Posez-moi toutes vos questions avant de réserver, du déroulement à ce qu’il faut apporter.' },
      ],
    },
    featureText: {
      we: [
        'Dites-nous ce dont vous avez besoin et nous vous expliquerons comment cela se passe.',
        'Vous ne savez pas si c’est fait pour vous\u202f? Demandez simplement.',
        'Un aperçu de ce qui vous attend chez {name}.',
        'À évoquer lors de votre prise de contact.',
      ],
      i: [
        'Dites-moi ce dont vous avez besoin et je vous expliquerai comment cela se passe.',
        'Vous ne savez pas si c’est fait pour vous\u202f? Demandez simplement.',
        'Un aperçu de ce qui vous attend chez {name}.',
        'À évoquer lors de votre prise de contact.',
      ],
    },
    faq: {
      we: [
        { q: 'Comment se passe un premier rendez-vous\u202f?', a: 'Nous commençons par parler de vos besoins et par répondre à vos questions, puis nous vous proposons la suite.' },
        { q: 'Dois-je préparer quelque chose\u202f?', a: 'Il est utile de noter vos besoins et vos questions. S’il faut apporter quelque chose, nous vous le dirons en confirmant.' },
        { q: 'Comment se passe le paiement\u202f?', a: 'Posez la question en réservant et nous vous expliquerons les options, y compris une éventuelle prise en charge ou l’usage de bons cadeaux.' },
        { q: 'Et si je dois modifier mon rendez-vous\u202f?', a: 'Prévenez-nous dès que possible grâce aux coordonnées de cette page, et nous trouverons un autre créneau.' },
      ],
      i: [
        { q: 'Comment se passe un premier rendez-vous\u202f?', a: 'Je commence par parler de vos besoins et par répondre à vos questions, puis je vous propose la suite.' },
        { q: 'Dois-je préparer quelque chose\u202f?', a: 'Il est utile de noter vos besoins et vos questions. S’il faut apporter quelque chose, je vous le dirai en confirmant.' },
        { q: 'Comment se passe le paiement\u202f?', a: 'Posez la question en réservant et je vous expliquerai les options, y compris une éventuelle prise en charge ou l’usage de bons cadeaux.' },
        { q: 'Et si je dois modifier mon rendez-vous\u202f?', a: 'Prévenez-moi dès que possible grâce aux coordonnées de cette page, et je trouverai un autre créneau.' },
      ],
    },
    about: {
      we: 'Chez {name}, nous prenons le temps de comprendre vos besoins avant de vous proposer quoi que ce soit. Attendez-vous à un accueil chaleureux, à des explications claires et à savoir précisément ce qui va suivre.',
      i: 'Je prends le temps de comprendre vos besoins avant de vous proposer quoi que ce soit. Attendez-vous à un accueil chaleureux, à des explications claires et à savoir précisément ce qui va suivre.',
    },
    closing: {
      heading: 'Envie de prendre rendez-vous\u202f?',
      text: { we: 'Envoyez une demande et nous trouverons un créneau qui vous convient.', i: 'Envoyez une demande et je trouverai un créneau qui vous convient.' },
    },
    contactIntro: {
      we: 'Dites-nous ce que vous souhaitez réserver et quand cela vous arrange, et nous vous répondrons pour confirmer.',
      i: 'Dites-moi ce que vous souhaitez réserver et quand cela vous arrange, et je vous répondrai pour confirmer.',
    },
  },

  // Charities, food banks, community groups.
  nonprofit: {
    sections: {
      mission: { nav: 'À propos', heading: { we: 'Notre raison d’être', i: 'Ma raison d’être' }, eyebrow: 'Vocation' },
      help: { nav: 'Agir', heading: 'Comment aider', eyebrow: 'S’engager', intro: 'Il existe plus d’une façon de soutenir {name}.' },
      'how-it-works': { heading: 'Comment s’impliquer', eyebrow: 'Étape par étape' },
      donate: { nav: 'Donner', heading: 'Faire un don', eyebrow: 'Soutien' },
      faq: { nav: 'FAQ', heading: 'Vos questions', eyebrow: 'Questions fréquentes' },
      contact: { nav: 'Contact', heading: 'Prendre contact', eyebrow: 'Contact' },
      pricing: { nav: 'Dons', heading: 'Comment donner', eyebrow: 'Dons' },
      testimonials: { nav: 'Témoignages', heading: 'Avec leurs mots', eyebrow: 'Témoignages' },
    },
    cta: { primary: 'Faire un don', secondary: 'Comment aider' },
    steps: {
      we: [
        { title: 'Choisissez comment aider', text: 'Parcourez les façons d’aider présentées sur cette page et choisissez celle qui vous convient.' },
        { title: 'Prenez contact', text: 'Écrivez-nous et nous vous expliquerons comment commencer.' },
        { title: 'Suivez l’aventure', text: 'Suivez les nouvelles et voyez ce que votre soutien aide à rendre possible.' },
      ],
      i: [
        { title: 'Choisissez comment aider', text: 'Parcourez les façons d’aider présentées sur cette page et choisissez celle qui vous convient.' },
        { title: 'Prenez contact', text: 'Écrivez-moi et je vous expliquerai comment commencer.' },
        { title: 'Suivez l’aventure', text: 'Suivez les nouvelles et voyez ce que votre soutien aide à rendre possible.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Chaque geste compte', text: 'Un don, une publication partagée ou quelques mots sur {name} à vos proches\u00a0: tout s’additionne.' },
        { title: 'Demandez où va votre aide', text: 'Demandez-nous comment le soutien reçu est utilisé\u00a0: nous vous l’expliquerons volontiers.' },
        { title: 'Agissez avec d’autres', text: 'Engagez-vous aux côtés de personnes qui tiennent aux mêmes choses que vous.' },
      ],
      i: [
        { title: 'Chaque geste compte', text: 'Un don, une publication partagée ou quelques mots sur {name} à vos proches\u00a0: tout s’additionne.' },
        { title: 'Demandez où va votre aide', text: 'Demandez-moi comment le soutien reçu est utilisé\u00a0: je vous l’expliquerai volontiers.' },
        { title: 'Agissez avec d’autres', text: 'Engagez-vous aux côtés de personnes qui tiennent aux mêmes choses que vous.' },
      ],
    },
    featureText: {
      we: [
        'Demandez-nous ce qui manque le plus en ce moment.',
        'L’une des façons dont {name} fait la différence.',
        'Vous connaissez quelqu’un que cela intéresserait\u202f? Faites passer le mot.',
        'Vous en saurez plus en prenant contact.',
      ],
      i: [
        'Demandez-moi ce qui manque le plus en ce moment.',
        'L’une des façons dont {name} fait la différence.',
        'Vous connaissez quelqu’un que cela intéresserait\u202f? Faites passer le mot.',
        'Vous en saurez plus en prenant contact.',
      ],
    },
    faq: {
      we: [
        { q: 'Comment devenir bénévole\u202f?', a: 'Écrivez-nous en vous présentant en quelques mots et en indiquant vos disponibilités, et nous reviendrons vers vous pour voir comment vous pourriez aider.' },
        { q: 'À quoi sert mon don\u202f?', a: 'Au travail que vous voyez sur cette page. Pour en savoir plus sur l’utilisation des dons, il suffit de demander.' },
        { q: 'Puis-je aussi donner des objets, pas seulement de l’argent\u202f?', a: 'Prenez d’abord contact et nous vous dirons ce qui est utile et où l’apporter.' },
        { q: 'Est-ce que {name} peut m’aider\u202f?', a: 'Prenez contact et nous vous présenterons l’aide disponible et son fonctionnement.' },
      ],
      i: [
        { q: 'Comment devenir bénévole\u202f?', a: 'Écrivez-moi en vous présentant en quelques mots et en indiquant vos disponibilités, et je reviendrai vers vous pour voir comment vous pourriez aider.' },
        { q: 'À quoi sert mon don\u202f?', a: 'Au travail que vous voyez sur cette page. Pour en savoir plus sur l’utilisation des dons, il suffit de demander.' },
        { q: 'Puis-je aussi donner des objets, pas seulement de l’argent\u202f?', a: 'Prenez d’abord contact et je vous dirai ce qui est utile et où l’apporter.' },
        { q: 'Est-ce que {name} peut m’aider\u202f?', a: 'Prenez contact et je vous présenterai l’aide disponible et son fonctionnement.' },
      ],
    },
    about: {
      we: 'Tout ce que fait {name} repose sur des personnes qui donnent leur temps, leur argent et leur énergie. Que vous ayez besoin de soutien ou que vous souhaitiez en apporter, notre porte est ouverte, et nous aurons plaisir à échanger avec vous.',
      i: 'Tout ce que fait {name} repose sur des personnes qui donnent leur temps, leur argent et leur énergie. Que vous ayez besoin de soutien ou que vous souhaitiez en apporter, ma porte est ouverte, et j’aurai plaisir à échanger avec vous.',
    },
    closing: {
      heading: 'Votre soutien rend tout cela possible',
      text: 'Chaque don compte, quel que soit son montant. Prenez contact si vous souhaitez aider autrement.',
    },
    contactIntro: {
      we: 'Que vous souhaitiez aider ou que vous ayez besoin de soutien, écrivez-nous et nous reviendrons vers vous.',
      i: 'Que vous souhaitiez aider ou que vous ayez besoin de soutien, écrivez-moi et je reviendrai vers vous.',
    },
  },

  // Bands, festivals, conferences, tours.
  events: {
    sections: {
      about: { nav: 'À propos', heading: { we: 'Qui sommes-nous\u202f?', i: 'Qui suis-je\u202f?' }, eyebrow: 'Bienvenue' },
      dates: { nav: 'Dates', heading: 'Prochaines dates', eyebrow: 'À vos agendas' },
      highlights: { nav: 'Temps forts', heading: 'Ce qui vous attend', eyebrow: 'Temps forts' },
      gallery: { nav: 'Galerie', heading: 'En images', eyebrow: 'Galerie' },
      faq: { nav: 'FAQ', heading: 'Bon à savoir', eyebrow: 'Questions fréquentes' },
      contact: { nav: 'Contact', heading: 'Restons en contact', eyebrow: 'Actus et booking' },
      pricing: { nav: 'Billetterie', heading: 'Billets et pass', eyebrow: 'Billetterie' },
      testimonials: { nav: 'Avis', heading: 'Ce qu’en dit le public', eyebrow: 'Avis' },
    },
    cta: { primary: 'Voir les dates', secondary: 'Prendre contact' },
    steps: {
      we: [
        { title: 'Choisissez une date', text: 'Trouvez dans la liste des prochaines dates le jour et le lieu qui vous conviennent.' },
        { title: 'Réservez votre place', text: 'Suivez les informations de billetterie indiquées pour cette date.' },
        { title: 'Rendez-vous sur place', text: 'Venez vivre le moment avec nous\u00a0: nous avons hâte de vous voir.' },
      ],
      i: [
        { title: 'Choisissez une date', text: 'Trouvez dans la liste des prochaines dates le jour et le lieu qui vous conviennent.' },
        { title: 'Réservez votre place', text: 'Suivez les informations de billetterie indiquées pour cette date.' },
        { title: 'Rendez-vous sur place', text: 'Venez vivre le moment\u00a0: j’ai hâte de vous voir.' },
      ],
    },
    benefits: [
      { title: 'Anticipez', text: 'Consultez les dates à l’avance et notez dans votre agenda celle qui vous convient.' },
      { title: 'Encore mieux entre amis', text: 'Partagez les dates avec les personnes que vous aimeriez emmener.' },
      { title: 'Ne manquez rien', text: 'Prenez contact pour connaître les nouvelles dates et les annonces.' },
    ],
    featureText: {
      we: [
        'Suivez cette page pour les dernières informations.',
        'Posez-nous la question lors de votre prise de contact.',
        'Une raison de plus d’être là.',
        'Parlez-en à quelqu’un qui va adorer.',
      ],
      i: [
        'Suivez cette page pour les dernières informations.',
        'Posez-moi la question lors de votre prise de contact.',
        'Une raison de plus d’être là.',
        'Parlez-en à quelqu’un qui va adorer.',
      ],
    },
    faq: {
      we: [
        { q: 'Où acheter des billets\u202f?', a: 'Consultez les informations de billetterie de chaque date. Si vous ne trouvez pas ce qu’il vous faut, écrivez-nous.' },
        { q: 'Le lieu est-il accessible\u202f?', a: 'Cela dépend du lieu. Prenez contact avant de réserver et nous vous aiderons à obtenir les informations nécessaires.' },
        { q: 'Comment vous contacter pour le booking ou la presse\u202f?', a: 'Utilisez le formulaire de cette page pour le booking, la presse ou toute autre demande, et nous reviendrons vers vous.' },
        { q: 'Comment connaître les nouvelles dates\u202f?', a: 'Laissez vos coordonnées via le formulaire de cette page et nous vous préviendrons lorsque de nouvelles dates seront annoncées.' },
      ],
      i: [
        { q: 'Où acheter des billets\u202f?', a: 'Consultez les informations de billetterie de chaque date. Si vous ne trouvez pas ce qu’il vous faut, écrivez-moi.' },
        { q: 'Le lieu est-il accessible\u202f?', a: 'Cela dépend du lieu. Prenez contact avant de réserver et je vous aiderai à obtenir les informations nécessaires.' },
        { q: 'Comment vous contacter pour le booking ou la presse\u202f?', a: 'Utilisez le formulaire de cette page pour le booking, la presse ou toute autre demande, et je reviendrai vers vous.' },
        { q: 'Comment connaître les nouvelles dates\u202f?', a: 'Laissez vos coordonnées via le formulaire de cette page et je vous préviendrai lorsque de nouvelles dates seront annoncées.' },
      ],
    },
    about: {
      we: 'Première fois avec {name} ou fidèle de longue date, vous êtes ici chez vous. Nous voulons que chaque date mérite sa place dans votre agenda, et nous espérons bien vous y voir.',
      i: 'Première fois avec {name} ou fidèle de longue date, vous êtes ici chez vous. Je veux que chaque date mérite sa place dans votre agenda, et j’espère bien vous y voir.',
    },
    closing: { heading: 'Ne manquez pas la prochaine', text: 'Choisissez une date, prévenez vos amis et notez-la dans votre agenda.' },
    contactIntro: {
      we: 'Pour le booking, la presse ou l’annonce de nouvelles dates, écrivez-nous.',
      i: 'Pour le booking, la presse ou l’annonce de nouvelles dates, écrivez-moi.',
    },
  },

  // Anything else.
  startup: {
    sections: {
      features: { nav: 'Points forts', heading: { we: 'Ce que nous proposons', i: 'Ce que je propose' }, eyebrow: 'Points forts' },
      benefits: { heading: 'Ce que vous y gagnez', eyebrow: 'Pour qui', intro: 'Pensé pour {audience}.' },
      'how-it-works': { heading: 'Comment ça marche', eyebrow: 'Pour commencer' },
      faq: { nav: 'FAQ', heading: 'Questions fréquentes', eyebrow: 'Vos questions' },
      contact: { nav: 'Contact', heading: 'Prendre contact', eyebrow: 'Contact' },
      pricing: { nav: 'Tarifs', heading: 'Formules et tarifs', eyebrow: 'Tarifs' },
      testimonials: { nav: 'Avis', heading: 'Ce qu’on en dit', eyebrow: 'Avis' },
    },
    cta: { primary: 'Prendre contact', secondary: 'Découvrir l’offre' },
    steps: {
      we: [
        { title: 'Dites bonjour', text: 'Envoyez un court message sur ce que vous cherchez\u202f; inutile d’avoir déjà tout prévu.' },
        { title: 'Trouver la bonne formule', text: 'Nous en discutons, répondons à vos questions et vous proposons la meilleure marche à suivre.' },
        { title: 'C’est parti', text: 'Dès que le plan vous convient, on peut commencer.' },
      ],
      i: [
        { title: 'Dites bonjour', text: 'Envoyez un court message sur ce que vous cherchez\u202f; inutile d’avoir déjà tout prévu.' },
        { title: 'Trouver la bonne formule', text: 'J’en discute avec vous, je réponds à vos questions et je vous propose la meilleure marche à suivre.' },
        { title: 'C’est parti', text: 'Dès que le plan vous convient, on peut commencer.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Sans jargon', text: 'Des informations claires et des réponses honnêtes, dans un langage simple.' },
        { title: 'Pensé pour vous', text: 'Ce que vous obtenez est construit autour de vos vrais besoins.' },
        { title: 'Un vrai dialogue', text: 'Vous échangez avec des personnes qui tiennent à bien faire les choses.' },
      ],
      i: [
        { title: 'Sans jargon', text: 'Des informations claires et des réponses honnêtes, dans un langage simple.' },
        { title: 'Pensé pour vous', text: 'Ce que vous obtenez est construit autour de vos vrais besoins.' },
        { title: 'Un vrai dialogue', text: 'Vous échangez directement avec moi, et je tiens à bien faire les choses.' },
      ],
    },
    featureText: {
      we: [
        'Dites-nous ce dont vous avez besoin et nous vous expliquerons comment cela s’intègre.',
        'L’une des raisons pour lesquelles {name} mérite qu’on s’y attarde.',
        'Envie d’en savoir plus\u202f? Envoyez un message.',
        'Utile à savoir pour comparer vos options.',
      ],
      i: [
        'Dites-moi ce dont vous avez besoin et je vous expliquerai comment cela s’intègre.',
        'L’une des raisons pour lesquelles {name} mérite qu’on s’y attarde.',
        'Envie d’en savoir plus\u202f? Envoyez un message.',
        'Utile à savoir pour comparer vos options.',
      ],
    },
    faq: {
      we: [
        { q: 'Comment commencer\u202f?', a: 'Envoyez un message via le formulaire de cette page et nous prendrons le relais.' },
        { q: 'Que propose {name}\u202f?', a: 'Les points forts\u00a0: {features}. Si vous cherchez quelque chose qui n’est pas dans la liste, demandez quand même.' },
        { q: 'Est-ce que {name} répond à mes besoins\u202f?', a: 'Le meilleur moyen de le savoir, c’est de demander. Dites-nous ce que vous cherchez et nous vous répondrons honnêtement.' },
        { q: 'Quels sont les tarifs\u202f?', a: 'Cela dépend de vos besoins. Prenez contact et nous vous présenterons les options avant toute décision.' },
      ],
      i: [
        { q: 'Comment commencer\u202f?', a: 'Envoyez un message via le formulaire de cette page et je prendrai le relais.' },
        { q: 'Que propose {name}\u202f?', a: 'Les points forts\u00a0: {features}. Si vous cherchez quelque chose qui n’est pas dans la liste, demandez quand même.' },
        { q: 'Est-ce que {name} répond à mes besoins\u202f?', a: 'Le meilleur moyen de le savoir, c’est de demander. Dites-moi ce que vous cherchez et je vous répondrai honnêtement.' },
        { q: 'Quels sont les tarifs\u202f?', a: 'Cela dépend de vos besoins. Prenez contact et je vous présenterai les options avant toute décision.' },
      ],
    },
    about: {
      we: 'Chez {name}, nous faisons simple\u00a0: des informations claires, des réponses honnêtes et une vraie personne au bout du fil. Si vous avez une question, nous préférons vraiment que vous la posiez.',
      i: 'Je fais simple\u00a0: des informations claires, des réponses honnêtes et une vraie personne au bout du fil. Si vous avez une question, je préfère vraiment que vous la posiez.',
    },
    closing: {
      heading: 'Envie de vous lancer\u202f?',
      text: {
        we: 'Dites-nous ce que vous cherchez et voyez si {name} vous correspond.',
        i: 'Dites-moi ce que vous cherchez et voyez si {name} vous correspond.',
      },
    },
    contactIntro: {
      we: 'Écrivez-nous pour nous faire part de vos questions ou de vos idées, et nous reviendrons vers vous.',
      i: 'Écrivez-moi pour me faire part de vos questions ou de vos idées, et je reviendrai vers vous.',
    },
  },
};

/** Sample-item words in French; instructions to the owner in "vous", as in UI_FR. */
export const SAMPLE_FR: SampleWords = {
  tiers: ['Essentiel', 'Confort', 'Premium'],
  tierText: ['Pour démarrer', 'Pour la plupart des clients', 'Pour des besoins plus importants'],
  prioritySupport: 'Assistance prioritaire',
  quoteName: 'Nom du client', quoteRole: 'Fonction ou ville',
  quoteText: 'Remplacez ce texte par un court témoignage d’un vrai client sur {feature}.',
  project: ['Premier projet', 'Deuxième projet', 'Troisième projet'], projectMeta: 'Client · Année',
  mockProject: ['Packaging', 'Site et boutique en ligne', 'Papeterie'], campaignProject: ['Campagne d’affichage', 'Site et boutique en ligne', 'Refonte de marque'], roomProject: ['Cuisine familiale', 'Chambre parentale', 'Salle à manger'],
  projectText: 'Un court résumé d’un vrai projet\u00a0: la demande, ce qui a été fait et le résultat.',
  listing: ['Maison familiale', 'Appartement', 'Maison de campagne'], listingMeta: 'Emplacement · Prix',
  listingText: 'Une courte description du bien\u00a0: les pièces, l’extérieur et ce qu’il y a à proximité.',
  room: ['Chambre double', 'Chambre twin', 'Chambre familiale'], roomText: 'Une courte description de la chambre\u00a0: ses lits, sa vue et ce qui est inclus.',
  pitch: ['Emplacement tente', 'Emplacement électrifié', 'Tente cloche'], pitchText: 'Une courte description de l’emplacement\u00a0: sa taille, ce qu’il y a à proximité et ce qui est inclus.',
  desk: ['Poste nomade', 'Poste dédié', 'Bureau privé'], deskText: 'Une courte description de l’espace\u00a0: à qui il convient, ce qui est inclus et quand il est ouvert.',
  car: ['Citadine', 'SUV familial', 'Break'], carMeta: 'Année · Kilométrage', carText: 'Une courte description de la voiture\u00a0: marque et modèle, motorisation, kilométrage et ce qui est inclus.',
  book: ['Dernier livre', 'Livre précédent', 'Premier livre'], bookMeta: 'Genre · Année', bookText: 'Un court résumé\u00a0: de quoi parle le livre et où l’acheter.',
  product: ['Le produit phare', 'Une nouveauté', 'Une idée cadeau'],
  productText: 'Décrivez le produit\u00a0: ce que c’est, sa composition et à qui il s’adresse.',
  dish: 'Décrivez le plat\u00a0: ce qu’il contient et comment il est préparé.',
  courses: ['Une entrée', 'Un plat', 'Un dessert', 'Une boisson'],
  cafeCourses: ['Un café', 'Une viennoiserie', 'Une part de gâteau', 'Quelque chose de salé'],
  parlourCourses: ['Une crème glacée', 'Un sorbet aux fruits', 'Une coupe glacée', 'Un milk-shake ou un café'],
  cakeCourses: ['Un gâteau de fête', 'Un gâteau de mariage', 'Une boîte de cupcakes', 'Un buffet de desserts'],
  spiritCourses: ['Un spiritueux maison', 'Une édition de saison', 'Un grand classique', 'Une dégustation de trois'],
  barCourses: ['Un cocktail signature', 'Un cocktail classique', 'Une boisson sans alcool', 'Une assiette à partager'],
  pizzaCourses: ['Une pizza classique', 'La pizza maison', 'Un dessert', 'Une boisson'],
  pubCourses: ['Une bière blonde', 'Une bière brune', 'Une bière de saison', 'De quoi grignoter'],
  wineCourses: ['Un vin blanc', 'Un vin rouge', 'Un vin pétillant', 'Une planche à partager'],
  street: 'Numéro et rue, code postal et ville',
  areaText: 'Les villes, quartiers ou codes postaux que vous couvrez',
  dates: ['Première date', 'Deuxième date', 'Troisième date'], dateText: 'Ville · Lieu', tickets: 'Billets',
  episodes: ['Épisode trois', 'Épisode deux', 'Épisode un'], episodeText: 'Titre de l’épisode · Date', showText: 'Titre du spectacle · Heure', weddingDay: ['Cérémonie', 'Vin d’honneur', 'Dîner', 'Soirée dansante'],
  programme: ['Accueil et café', 'Conférence d’ouverture', 'Interventions', 'Déjeuner', 'Sessions de l’après-midi'],
  ticketTiers: ['Tarif anticipé', 'Tarif normal', 'Tarif groupe'], ticketText: ['En nombre limité, à prix réduit', 'Un billet pour une personne', 'Pour les équipes qui réservent ensemble'],
  posts: ['Le dernier article', 'Un article précédent', 'Un coup de cœur des archives'], postText: 'Sujet · Date',
  videos: ['Vidéo trois', 'Vidéo deux', 'Vidéo un'], videoText: 'Titre de la vidéo · Date',
  gallery: 'Illustration {n} pour {name}',
  perSession: '/ séance',
  pitches: ['Marché de rue', 'Zone d’activités', 'Marché fermier'],
};
