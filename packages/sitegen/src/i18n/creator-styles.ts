import type { StyleCopy } from './types';

/**
 * A creator or an influencer (types.ts `PageStyle` `creator`; choose-blueprint `CREATOR_HEAD`: "Lifestyle creator with 250k
 * followers on Instagram and TikTok", "UGC creator making short videos for skincare brands"), over the portfolio
 * phrasebook, in the site languages: brands see recent content, the ways to work together, how a partnership runs and
 * their questions answered, and send a brief, instead of a photographer's "Check availability" for a date. No claim the
 * creator has not made (no follower count, engagement rate, rate card or past brand invented).
 */
export const CREATOR_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { creator: StyleCopy }> = {
  en: {
    creator: {
      cta: { primary: 'Work together', secondary: 'See the content' },
      sections: {
        gallery: { nav: 'Content', heading: 'Recent content', eyebrow: 'Portfolio', go: 'See the content' },
        services: { nav: 'Partnerships', heading: 'Ways to work together', eyebrow: 'Partnerships' },
        process: { nav: 'Process', heading: 'How a partnership works', eyebrow: 'Process' },
        faq: { nav: 'FAQ', heading: 'Questions from brands', eyebrow: 'FAQ' },
        contact: { nav: 'Contact', heading: { we: 'Work with us', i: 'Work with me' }, eyebrow: 'Brands', send: 'Send your brief' },
      },
      contactIntro: {
        we: 'Tell us about your brand, the campaign and your dates, and we’ll get back to you.',
        i: 'Tell me about your brand, the campaign and your dates, and I’ll get back to you.',
      },
      about: {
        we: 'We make content our audience enjoys, and we work with brands that fit it. Tell us about yours and we’ll suggest ideas for it.',
        i: 'I make content my audience enjoys, and I work with brands that fit it. Tell me about yours and I’ll suggest ideas for it.',
      },
      steps: {
        we: [
          { title: 'Send your brief', text: 'Tell us about the brand, the product and what you’d like the content to do.' },
          { title: 'Agree the details', text: 'We suggest ideas and agree the format, dates and usage with you.' },
          { title: 'The content goes live', text: 'We create, share it with you first, then publish on the agreed dates.' },
        ],
        i: [
          { title: 'Send your brief', text: 'Tell me about the brand, the product and what you’d like the content to do.' },
          { title: 'Agree the details', text: 'I suggest ideas and agree the format, dates and usage with you.' },
          { title: 'The content goes live', text: 'I create, share it with you first, then publish on the agreed dates.' },
        ],
      },
      faq: {
        we: [
          { q: 'Can I see a media kit?', a: 'Ask us through this page and we’ll send it with our latest audience figures.' },
          { q: 'What are your rates?', a: 'It depends on the content and where it runs. Tell us what you have in mind and we’ll send a quote.' },
          { q: 'Do you work with brands like mine?', a: 'Tell us about your brand and we’ll say honestly whether it fits our audience.' },
          { q: 'How far ahead should I get in touch?', a: 'As early as you can: tell us your dates and we’ll say what’s possible.' },
        ],
        i: [
          { q: 'Can I see a media kit?', a: 'Ask me through this page and I’ll send it with my latest audience figures.' },
          { q: 'What are your rates?', a: 'It depends on the content and where it runs. Tell me what you have in mind and I’ll send a quote.' },
          { q: 'Do you work with brands like mine?', a: 'Tell me about your brand and I’ll say honestly whether it fits my audience.' },
          { q: 'How far ahead should I get in touch?', a: 'As early as you can: tell me your dates and I’ll say what’s possible.' },
        ],
      },
      closing: {
        heading: 'Let’s make something together',
        text: { we: 'Tell us about your brand and your campaign.', i: 'Tell me about your brand and your campaign.' },
      },
      featureText: {
        we: [
          'Ask us for examples.',
          'Part of how we work with brands.',
          'Tell us what you have in mind.',
          'Available for your next campaign.',
        ],
        i: [
          'Ask me for examples.',
          'Part of how I work with brands.',
          'Tell me what you have in mind.',
          'Available for your next campaign.',
        ],
      },
    },
  },
  es: {
    creator: {
      cta: { primary: 'Trabajemos juntos', secondary: 'Ver el contenido' },
      sections: {
        gallery: { nav: 'Contenido', heading: 'Contenido reciente', eyebrow: 'Portafolio', go: 'Ver el contenido' },
        services: { nav: 'Colaboraciones', heading: 'Formas de colaborar', eyebrow: 'Colaboraciones' },
        process: { nav: 'Proceso', heading: 'Cómo funciona una colaboración', eyebrow: 'Proceso' },
        faq: { nav: 'Preguntas', heading: 'Preguntas de las marcas', eyebrow: 'Preguntas frecuentes' },
        contact: {
          nav: 'Contacto',
          heading: { we: 'Colabora con nosotros', i: 'Colabora conmigo' },
          eyebrow: 'Marcas',
          send: 'Enviar propuesta',
        },
      },
      contactIntro: { we: 'Háblanos de tu marca, de la campaña y de tus fechas, y te responderemos.', i: 'Háblame de tu marca, de la campaña y de tus fechas, y te responderé.' },
      about: {
        we: 'Creamos contenido que nuestra comunidad disfruta, y trabajamos con marcas que encajan con ella. Háblanos de la tuya y veremos qué podemos crear juntos.',
        i: 'Creo contenido que mi comunidad disfruta, y trabajo con marcas que encajan con ella. Háblame de la tuya y veremos qué podemos crear juntos.',
      },
      steps: {
        we: [
          { title: 'Envía tu propuesta', text: 'Háblanos de la marca, del producto y de lo que quieres conseguir con el contenido.' },
          { title: 'Cerramos los detalles', text: 'Te proponemos ideas y acordamos contigo el formato, las fechas y los derechos de uso.' },
          { title: 'El contenido se publica', text: 'Lo creamos, te lo enseñamos antes que a nadie y lo publicamos en las fechas acordadas.' },
        ],
        i: [
          { title: 'Envía tu propuesta', text: 'Háblame de la marca, del producto y de lo que quieres conseguir con el contenido.' },
          { title: 'Cerramos los detalles', text: 'Te propongo ideas y acuerdo contigo el formato, las fechas y los derechos de uso.' },
          { title: 'El contenido se publica', text: 'Lo creo, te lo enseño antes que a nadie y lo publico en las fechas acordadas.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Puedo ver el kit de medios?', a: 'Pídenoslo a través de esta página y te lo enviaremos con nuestras cifras de audiencia más recientes.' },
          { q: '¿Cuáles son las tarifas?', a: 'Depende del contenido y de dónde se publique. Cuéntanos qué tienes en mente y te enviaremos un presupuesto.' },
          { q: '¿Encaja una marca como la mía?', a: 'Háblanos de tu marca y te diremos con sinceridad si encaja con nuestra comunidad.' },
          { q: '¿Con cuánta antelación debo ponerme en contacto?', a: 'Cuanto antes, mejor: dinos tus fechas y te diremos qué es posible.' },
        ],
        i: [
          { q: '¿Puedo ver el kit de medios?', a: 'Pídemelo a través de esta página y te lo enviaré con mis cifras de audiencia más recientes.' },
          { q: '¿Cuáles son las tarifas?', a: 'Depende del contenido y de dónde se publique. Cuéntame qué tienes en mente y te enviaré un presupuesto.' },
          { q: '¿Encaja una marca como la mía?', a: 'Háblame de tu marca y te diré con sinceridad si encaja con mi comunidad.' },
          { q: '¿Con cuánta antelación debo ponerme en contacto?', a: 'Cuanto antes, mejor: dime tus fechas y te diré qué es posible.' },
        ],
      },
      closing: {
        heading: 'Hagamos algo juntos',
        text: { we: 'Háblanos de tu marca y de tu campaña.', i: 'Háblame de tu marca y de tu campaña.' },
      },
      featureText: {
        we: [
          'Pídenos ejemplos.',
          'Forma parte de cómo trabajamos con las marcas.',
          'Cuéntanos qué tienes en mente.',
          'Disponibles para tu próxima campaña.',
        ],
        i: [
          'Pídeme ejemplos.',
          'Forma parte de cómo trabajo con las marcas.',
          'Cuéntame qué tienes en mente.',
          'Disponible para tu próxima campaña.',
        ],
      },
    },
  },
  pt: {
    creator: {
      cta: { primary: 'Vamos colaborar', secondary: 'Ver os conteúdos' },
      sections: {
        gallery: { nav: 'Conteúdos', heading: 'Conteúdos recentes', eyebrow: 'Portefólio', go: 'Ver os conteúdos' },
        services: { nav: 'Parcerias', heading: 'Formas de colaborar', eyebrow: 'Parcerias' },
        process: { nav: 'Processo', heading: 'Como funciona uma parceria', eyebrow: 'Processo' },
        faq: { nav: 'Perguntas', heading: 'Perguntas das marcas', eyebrow: 'Perguntas frequentes' },
        contact: {
          nav: 'Contacto',
          heading: { we: 'Colabore connosco', i: 'Colabore comigo' },
          eyebrow: 'Marcas',
          send: 'Enviar proposta',
        },
      },
      contactIntro: { we: 'Fale-nos da sua marca, da campanha e das datas, e entraremos em contacto consigo.', i: 'Fale-me da sua marca, da campanha e das datas, e entrarei em contacto consigo.' },
      about: {
        we: 'Criamos conteúdos de que a nossa comunidade gosta e trabalhamos com marcas que fazem sentido para ela. Fale-nos da sua e vemos o que podemos criar juntos.',
        i: 'Crio conteúdos de que a minha comunidade gosta e trabalho com marcas que fazem sentido para ela. Fale-me da sua e vemos o que podemos criar juntos.',
      },
      steps: {
        we: [
          { title: 'Envie a sua proposta', text: 'Fale-nos da marca, do produto e do que gostaria que o conteúdo alcançasse.' },
          { title: 'Acertar os pormenores', text: 'Sugerimos ideias e combinamos consigo o formato, as datas e os direitos de utilização.' },
          { title: 'O conteúdo é publicado', text: 'Criamos o conteúdo, mostramos-lho primeiro e publicamo-lo nas datas combinadas.' },
        ],
        i: [
          { title: 'Envie a sua proposta', text: 'Fale-me da marca, do produto e do que gostaria que o conteúdo alcançasse.' },
          { title: 'Acertar os pormenores', text: 'Sugiro ideias e combino consigo o formato, as datas e os direitos de utilização.' },
          { title: 'O conteúdo é publicado', text: 'Crio o conteúdo, mostro-lho primeiro e publico-o nas datas combinadas.' },
        ],
      },
      faq: {
        we: [
          { q: 'Posso ver o kit de media?', a: 'Peça-o através desta página e enviamo-lo com os nossos dados de audiência mais recentes.' },
          { q: 'Quais são os preços?', a: 'Depende do conteúdo e de onde é publicado. Diga-nos o que tem em mente e enviamos-lhe um orçamento.' },
          { q: 'Trabalham com marcas como a minha?', a: 'Fale-nos da sua marca e dizemos-lhe com franqueza se faz sentido para a nossa comunidade.' },
          { q: 'Com quanta antecedência devo entrar em contacto?', a: 'O mais cedo possível: diga-nos as suas datas e dizemos-lhe o que é possível.' },
        ],
        i: [
          { q: 'Posso ver o kit de media?', a: 'Peça-o através desta página e envio-o com os meus dados de audiência mais recentes.' },
          { q: 'Quais são os preços?', a: 'Depende do conteúdo e de onde é publicado. Diga-me o que tem em mente e envio-lhe um orçamento.' },
          { q: 'Trabalha com marcas como a minha?', a: 'Fale-me da sua marca e digo-lhe com franqueza se faz sentido para a minha comunidade.' },
          { q: 'Com quanta antecedência devo entrar em contacto?', a: 'O mais cedo possível: diga-me as suas datas e digo-lhe o que é possível.' },
        ],
      },
      closing: {
        heading: 'Vamos criar algo juntos',
        text: { we: 'Fale-nos da sua marca e da sua campanha.', i: 'Fale-me da sua marca e da sua campanha.' },
      },
      featureText: {
        we: [
          'Peça-nos exemplos.',
          'Faz parte da forma como trabalhamos com marcas.',
          'Diga-nos o que tem em mente.',
          'Disponíveis para a sua próxima campanha.',
        ],
        i: [
          'Peça-me exemplos.',
          'Faz parte da forma como trabalho com marcas.',
          'Diga-me o que tem em mente.',
          'Disponível para a sua próxima campanha.',
        ],
      },
    },
  },
  fr: {
    creator: {
      cta: { primary: 'Travailler ensemble', secondary: 'Voir les contenus' },
      sections: {
        gallery: { nav: 'Contenus', heading: 'Contenus récents', eyebrow: 'Portfolio', go: 'Voir les contenus' },
        services: { nav: 'Partenariats', heading: 'Comment collaborer ensemble', eyebrow: 'Partenariats' },
        process: { nav: 'Déroulement', heading: 'Le déroulement d’un partenariat', eyebrow: 'Déroulement' },
        faq: { nav: 'FAQ', heading: 'Les questions des marques', eyebrow: 'Questions fréquentes' },
        contact: {
          nav: 'Contact',
          heading: { we: 'Collaborer avec nous', i: 'Collaborer avec moi' },
          eyebrow: 'Marques',
          send: 'Envoyer votre brief',
        },
      },
      contactIntro: { we: 'Parlez-nous de votre marque, de la campagne et de vos dates, et nous reviendrons vers vous.', i: 'Parlez-moi de votre marque, de la campagne et de vos dates, et je reviendrai vers vous.' },
      about: {
        we: 'Nous créons des contenus que notre communauté aime, et nous travaillons avec des marques qui lui correspondent. Parlez-nous de la vôtre et voyons ce que nous pourrions créer ensemble.',
        i: 'Je crée des contenus que ma communauté aime, et je travaille avec des marques qui lui correspondent. Parlez-moi de la vôtre et voyons ce que l’on pourrait créer ensemble.',
      },
      steps: {
        we: [
          { title: 'Envoyez votre brief', text: 'Parlez-nous de la marque, du produit et de ce que vous attendez du contenu.' },
          { title: 'Définir les détails', text: 'Nous vous proposons des idées et convenons avec vous du format, des dates et des droits d’utilisation.' },
          { title: 'Le contenu est publié', text: 'Nous créons le contenu, vous le montrons en premier, puis le publions aux dates convenues.' },
        ],
        i: [
          { title: 'Envoyez votre brief', text: 'Parlez-moi de la marque, du produit et de ce que vous attendez du contenu.' },
          { title: 'Définir les détails', text: 'Je vous propose des idées et je conviens avec vous du format, des dates et des droits d’utilisation.' },
          { title: 'Le contenu est publié', text: 'Je crée le contenu, je vous le montre en premier, puis je le publie aux dates convenues.' },
        ],
      },
      faq: {
        we: [
          { q: 'Puis-je voir votre kit média\u202f?', a: 'Demandez-le-nous via cette page et nous vous l’enverrons avec nos derniers chiffres d’audience.' },
          { q: 'Quels sont vos tarifs\u202f?', a: 'Tout dépend du contenu et de sa diffusion. Dites-nous ce que vous avez en tête et nous vous enverrons un devis.' },
          { q: 'Travaillez-vous avec des marques comme la mienne\u202f?', a: 'Parlez-nous de votre marque et nous vous dirons franchement si elle correspond à notre communauté.' },
          { q: 'Combien de temps à l’avance faut-il vous contacter\u202f?', a: 'Le plus tôt possible\u00a0: indiquez-nous vos dates et nous vous dirons ce qui est faisable.' },
        ],
        i: [
          { q: 'Puis-je voir votre kit média\u202f?', a: 'Demandez-le-moi via cette page et je vous l’enverrai avec mes derniers chiffres d’audience.' },
          { q: 'Quels sont vos tarifs\u202f?', a: 'Tout dépend du contenu et de sa diffusion. Dites-moi ce que vous avez en tête et je vous enverrai un devis.' },
          { q: 'Travaillez-vous avec des marques comme la mienne\u202f?', a: 'Parlez-moi de votre marque et je vous dirai franchement si elle correspond à ma communauté.' },
          { q: 'Combien de temps à l’avance faut-il vous contacter\u202f?', a: 'Le plus tôt possible\u00a0: indiquez-moi vos dates et je vous dirai ce qui est faisable.' },
        ],
      },
      closing: {
        heading: 'Créons quelque chose ensemble',
        text: { we: 'Parlez-nous de votre marque et de votre campagne.', i: 'Parlez-moi de votre marque et de votre campagne.' },
      },
      featureText: {
        we: [
          'Demandez-nous des exemples.',
          'Notre façon de travailler avec les marques.',
          'Dites-nous ce que vous avez en tête.',
          'Disponibles pour votre prochaine campagne.',
        ],
        i: [
          'Demandez-moi des exemples.',
          'Ma façon de travailler avec les marques.',
          'Dites-moi ce que vous avez en tête.',
          'Disponible pour votre prochaine campagne.',
        ],
      },
    },
  },
  de: {
    creator: {
      cta: { primary: 'Zusammenarbeit anfragen', secondary: 'Inhalte ansehen' },
      sections: {
        gallery: { nav: 'Inhalte', heading: 'Neueste Inhalte', eyebrow: 'Portfolio', go: 'Inhalte ansehen' },
        services: { nav: 'Kooperationen', heading: 'Möglichkeiten der Zusammenarbeit', eyebrow: 'Kooperationen' },
        process: { nav: 'Ablauf', heading: 'So läuft eine Kooperation ab', eyebrow: 'Ablauf' },
        faq: { nav: 'FAQ', heading: 'Fragen von Marken', eyebrow: 'Häufige Fragen' },
        contact: {
          nav: 'Kontakt',
          heading: { we: 'Zusammenarbeit mit uns', i: 'Zusammenarbeit mit mir' },
          eyebrow: 'Für Marken',
          send: 'Briefing senden',
        },
      },
      contactIntro: {
        we: 'Erzählen Sie uns von Ihrer Marke, der Kampagne und Ihrem Zeitplan, und wir melden uns bei Ihnen.',
        i: 'Erzählen Sie mir von Ihrer Marke, der Kampagne und Ihrem Zeitplan, und ich melde mich bei Ihnen.',
      },
      about: {
        we: 'Wir machen Inhalte, die unser Publikum gern sieht, und arbeiten mit Marken, die dazu passen. Erzählen Sie uns von Ihrer Marke, und wir schauen, was sich gemeinsam umsetzen lässt.',
        i: 'Ich mache Inhalte, die mein Publikum gern sieht, und arbeite mit Marken, die dazu passen. Erzählen Sie mir von Ihrer Marke, und ich schaue, was sich gemeinsam umsetzen lässt.',
      },
      steps: {
        we: [
          { title: 'Briefing senden', text: 'Erzählen Sie uns von der Marke, dem Produkt und davon, was die Inhalte bewirken sollen.' },
          { title: 'Details abstimmen', text: 'Wir schlagen Ideen vor und stimmen Format, Termine und Nutzungsrechte mit Ihnen ab.' },
          { title: 'Die Inhalte erscheinen', text: 'Wir produzieren, zeigen Ihnen alles vorab und veröffentlichen zu den vereinbarten Terminen.' },
        ],
        i: [
          { title: 'Briefing senden', text: 'Erzählen Sie mir von der Marke, dem Produkt und davon, was die Inhalte bewirken sollen.' },
          { title: 'Details abstimmen', text: 'Ich schlage Ideen vor und stimme Format, Termine und Nutzungsrechte mit Ihnen ab.' },
          { title: 'Die Inhalte erscheinen', text: 'Ich produziere, zeige Ihnen alles vorab und veröffentliche zu den vereinbarten Terminen.' },
        ],
      },
      faq: {
        we: [
          { q: 'Kann ich ein Mediakit sehen?', a: 'Fragen Sie uns über diese Seite danach, und wir schicken es Ihnen mit den aktuellen Zahlen zu unserem Publikum.' },
          { q: 'Was kostet eine Kooperation?', a: 'Das hängt von den Inhalten ab und davon, wo sie erscheinen. Sagen Sie uns, was Sie sich vorstellen, und wir schicken Ihnen ein Angebot.' },
          { q: 'Arbeiten Sie mit Marken wie meiner?', a: 'Erzählen Sie uns von Ihrer Marke, und wir sagen Ihnen ehrlich, ob sie zu unserem Publikum passt.' },
          { q: 'Wie früh sollte ich mich melden?', a: 'So früh wie möglich: Nennen Sie uns Ihre Termine, und wir sagen Ihnen, was machbar ist.' },
        ],
        i: [
          { q: 'Kann ich ein Mediakit sehen?', a: 'Fragen Sie mich über diese Seite danach, und ich schicke es Ihnen mit den aktuellen Zahlen zu meinem Publikum.' },
          { q: 'Was kostet eine Kooperation?', a: 'Das hängt von den Inhalten ab und davon, wo sie erscheinen. Sagen Sie mir, was Sie sich vorstellen, und ich schicke Ihnen ein Angebot.' },
          { q: 'Arbeiten Sie mit Marken wie meiner?', a: 'Erzählen Sie mir von Ihrer Marke, und ich sage Ihnen ehrlich, ob sie zu meinem Publikum passt.' },
          { q: 'Wie früh sollte ich mich melden?', a: 'So früh wie möglich: Nennen Sie mir Ihre Termine, und ich sage Ihnen, was machbar ist.' },
        ],
      },
      closing: {
        heading: 'Gemeinsam etwas gestalten',
        text: { we: 'Erzählen Sie uns von Ihrer Marke und Ihrer Kampagne.', i: 'Erzählen Sie mir von Ihrer Marke und Ihrer Kampagne.' },
      },
      featureText: {
        we: [
          'Fragen Sie uns nach Beispielen.',
          'So arbeiten wir mit Marken zusammen.',
          'Sagen Sie uns, was Sie sich vorstellen.',
          'Verfügbar für Ihre nächste Kampagne.',
        ],
        i: [
          'Fragen Sie mich nach Beispielen.',
          'So arbeite ich mit Marken zusammen.',
          'Sagen Sie mir, was Sie sich vorstellen.',
          'Verfügbar für Ihre nächste Kampagne.',
        ],
      },
    },
  },
  it: {
    creator: {
      cta: { primary: 'Lavoriamo insieme', secondary: 'Guarda i contenuti' },
      sections: {
        gallery: { nav: 'Contenuti', heading: 'Contenuti recenti', eyebrow: 'Portfolio', go: 'Guarda i contenuti' },
        services: { nav: 'Collaborazioni', heading: 'Modi per collaborare', eyebrow: 'Collaborazioni' },
        process: { nav: 'Metodo', heading: 'Come funziona una collaborazione', eyebrow: 'Il metodo' },
        faq: { nav: 'FAQ', heading: 'Le domande delle aziende', eyebrow: 'Domande frequenti' },
        contact: {
          nav: 'Contatti',
          heading: { we: 'Collabora con noi', i: 'Collabora con me' },
          eyebrow: 'Per le aziende',
          send: 'Invia la proposta',
        },
      },
      contactIntro: { we: 'Raccontaci del tuo marchio, della campagna e delle date, e ti ricontatteremo.', i: 'Raccontami del tuo marchio, della campagna e delle date, e ti ricontatterò.' },
      about: {
        we: 'Creiamo contenuti che piacciono a chi ci segue e collaboriamo con marchi in sintonia con il nostro pubblico. Raccontaci del tuo e vedremo cosa potremmo creare insieme.',
        i: 'Creo contenuti che piacciono a chi mi segue e collaboro con marchi in sintonia con il mio pubblico. Raccontami del tuo e vedremo cosa potremmo creare insieme.',
      },
      steps: {
        we: [
          { title: 'Invia la tua proposta', text: 'Raccontaci del marchio, del prodotto e di cosa vorresti ottenere con i contenuti.' },
          { title: 'Definiamo i dettagli', text: 'Proponiamo delle idee e concordiamo con te formato, date e diritti di utilizzo.' },
          { title: 'I contenuti escono', text: 'Creiamo i contenuti, te li mostriamo in anteprima e poi li pubblichiamo nelle date concordate.' },
        ],
        i: [
          { title: 'Invia la tua proposta', text: 'Raccontami del marchio, del prodotto e di cosa vorresti ottenere con i contenuti.' },
          { title: 'Definiamo i dettagli', text: 'Propongo delle idee e concordo con te formato, date e diritti di utilizzo.' },
          { title: 'I contenuti escono', text: 'Creo i contenuti, te li mostro in anteprima e poi li pubblico nelle date concordate.' },
        ],
      },
      faq: {
        we: [
          { q: 'Posso vedere un media kit?', a: 'Chiedicelo da questa pagina e te lo invieremo con i dati aggiornati sul nostro pubblico.' },
          { q: 'Quali sono le tariffe?', a: 'Dipende dai contenuti e da dove vengono pubblicati. Raccontaci cosa hai in mente e ti invieremo un preventivo.' },
          { q: 'Collaborate con marchi come il mio?', a: 'Raccontaci del tuo marchio e ti diremo sinceramente se è in linea con il nostro pubblico.' },
          { q: 'Con quanto anticipo dovrei contattarvi?', a: 'Il prima possibile: dicci le tue date e ti diremo cosa si può fare.' },
        ],
        i: [
          { q: 'Posso vedere un media kit?', a: 'Chiedimelo da questa pagina e te lo invierò con i dati aggiornati sul mio pubblico.' },
          { q: 'Quali sono le tariffe?', a: 'Dipende dai contenuti e da dove vengono pubblicati. Raccontami cosa hai in mente e ti invierò un preventivo.' },
          { q: 'Collabori con marchi come il mio?', a: 'Raccontami del tuo marchio e ti dirò sinceramente se è in linea con il mio pubblico.' },
          { q: 'Con quanto anticipo dovrei contattarti?', a: 'Il prima possibile: dimmi le tue date e ti dirò cosa si può fare.' },
        ],
      },
      closing: {
        heading: 'Creiamo qualcosa insieme',
        text: { we: 'Raccontaci del tuo marchio e della tua campagna.', i: 'Raccontami del tuo marchio e della tua campagna.' },
      },
      featureText: {
        we: [
          'Chiedici degli esempi.',
          'Fa parte del nostro modo di lavorare con le aziende.',
          'Raccontaci cosa hai in mente.',
          'Disponibili per la tua prossima campagna.',
        ],
        i: [
          'Chiedimi degli esempi.',
          'Fa parte del mio modo di lavorare con le aziende.',
          'Raccontami cosa hai in mente.',
          'Disponibile per la tua prossima campagna.',
        ],
      },
    },
  },
  nl: {
    creator: {
      cta: { primary: 'Samenwerken', secondary: 'Bekijk de content' },
      sections: {
        gallery: { nav: 'Recent werk', heading: 'Recente content', eyebrow: 'Portfolio', go: 'Bekijk de content' },
        services: { nav: 'Samenwerkingen', heading: 'Manieren om samen te werken', eyebrow: 'Samenwerkingen' },
        process: { nav: 'Werkwijze', heading: 'Zo werkt een samenwerking', eyebrow: 'Werkwijze' },
        faq: { nav: 'FAQ', heading: 'Vragen van merken', eyebrow: 'Veelgestelde vragen' },
        contact: {
          nav: 'Contact',
          heading: { we: 'Werk met ons samen', i: 'Werk met mij samen' },
          eyebrow: 'Voor merken',
          send: 'Verstuur je briefing',
        },
      },
      contactIntro: { we: 'Vertel ons over je merk, de campagne en je gewenste data, dan nemen we contact met je op.', i: 'Vertel me over je merk, de campagne en je gewenste data, dan neem ik contact met je op.' },
      about: {
        we: 'We maken content waar ons publiek van geniet, en we werken samen met merken die daarbij passen. Vertel ons over jouw merk, dan kijken we wat er samen mogelijk is.',
        i: 'Ik maak content waar mijn publiek van geniet, en ik werk samen met merken die daarbij passen. Vertel me over jouw merk, dan kijk ik wat er samen mogelijk is.',
      },
      steps: {
        we: [
          { title: 'Stuur je briefing', text: 'Vertel ons over het merk, het product en wat je met de content wilt bereiken.' },
          { title: 'De details afstemmen', text: 'We doen voorstellen en stemmen het formaat, de data en de gebruiksrechten met je af.' },
          { title: 'De content verschijnt', text: 'We maken alles, laten het jou eerst zien en publiceren op de afgesproken data.' },
        ],
        i: [
          { title: 'Stuur je briefing', text: 'Vertel me over het merk, het product en wat je met de content wilt bereiken.' },
          { title: 'De details afstemmen', text: 'Ik doe voorstellen en stem het formaat, de data en de gebruiksrechten met je af.' },
          { title: 'De content verschijnt', text: 'Ik maak alles, laat het jou eerst zien en publiceer op de afgesproken data.' },
        ],
      },
      faq: {
        we: [
          { q: 'Kan ik jullie mediakit zien?', a: 'Vraag ernaar via deze pagina, dan sturen we hem je toe met de nieuwste cijfers over ons publiek.' },
          { q: 'Wat zijn jullie tarieven?', a: 'Dat hangt af van de content en waar die verschijnt. Vertel ons wat je in gedachten hebt, dan sturen we je een offerte.' },
          { q: 'Werken jullie met merken zoals het mijne?', a: 'Vertel ons over je merk, dan zeggen we eerlijk of het bij ons publiek past.' },
          { q: 'Hoe ver van tevoren moet ik contact opnemen?', a: 'Zo vroeg mogelijk: stuur ons je data, dan laten we weten wat er kan.' },
        ],
        i: [
          { q: 'Kan ik je mediakit zien?', a: 'Vraag ernaar via deze pagina, dan stuur ik hem je toe met de nieuwste cijfers over mijn publiek.' },
          { q: 'Wat zijn je tarieven?', a: 'Dat hangt af van de content en waar die verschijnt. Vertel me wat je in gedachten hebt, dan stuur ik je een offerte.' },
          { q: 'Werk je met merken zoals het mijne?', a: 'Vertel me over je merk, dan zeg ik eerlijk of het bij mijn publiek past.' },
          { q: 'Hoe ver van tevoren moet ik contact opnemen?', a: 'Zo vroeg mogelijk: stuur me je data, dan laat ik weten wat er kan.' },
        ],
      },
      closing: {
        heading: 'Samen iets moois maken',
        text: { we: 'Vertel ons over je merk en je campagne.', i: 'Vertel me over je merk en je campagne.' },
      },
      featureText: {
        we: [
          'Vraag ons gerust om voorbeelden.',
          'Zo werken we samen met merken.',
          'Vertel ons wat je in gedachten hebt.',
          'Beschikbaar voor je volgende campagne.',
        ],
        i: [
          'Vraag me gerust om voorbeelden.',
          'Zo werk ik samen met merken.',
          'Vertel me wat je in gedachten hebt.',
          'Beschikbaar voor je volgende campagne.',
        ],
      },
    },
  },
  ja: {
    creator: {
      cta: { primary: 'お仕事のご相談', secondary: 'コンテンツを見る' },
      sections: {
        gallery: { nav: 'コンテンツ', heading: '最近のコンテンツ', eyebrow: 'ポートフォリオ', go: 'コンテンツを見る' },
        services: { nav: 'タイアップ', heading: 'ご一緒できるお仕事', eyebrow: 'タイアップ' },
        process: { nav: '進め方', heading: 'タイアップの進め方', eyebrow: '進め方' },
        faq: { nav: 'よくある質問', heading: 'ブランドの皆さまからのご質問', eyebrow: 'よくある質問' },
        contact: {
          nav: 'お問い合わせ',
          heading: { we: '私たちへのお仕事のご依頼', i: '私へのお仕事のご依頼' },
          eyebrow: 'ブランドの皆さまへ',
          send: 'ご依頼内容を送る',
        },
      },
      contactIntro: { we: 'ブランドのこと、キャンペーンの内容、ご希望の時期をお聞かせいただければ、私たちからご連絡します。', i: 'ブランドのこと、キャンペーンの内容、ご希望の時期をお聞かせいただければ、私からご連絡します。' },
      about: {
        we: '私たちは、見てくださる皆さんに楽しんでもらえるコンテンツを作っています。ブランドとのお仕事も、その雰囲気に合うものをお受けしています。貴社のブランドについてお聞かせいただければ、一緒にどんなものが作れるか考えます。',
        i: '私は、見てくださる皆さんに楽しんでもらえるコンテンツを作っています。ブランドとのお仕事も、その雰囲気に合うものをお受けしています。貴社のブランドについてお聞かせいただければ、一緒にどんなものが作れるか考えます。',
      },
      steps: {
        we: [
          { title: 'ご依頼内容を送る', text: 'ブランドや商品のこと、コンテンツに期待することを私たちにお聞かせください。' },
          { title: '詳細を決める', text: '私たちからアイデアをご提案し、投稿の形式、日程、二次利用の範囲を一緒に決めます。' },
          { title: 'コンテンツを公開', text: '私たちが制作し、まず貴社にご確認いただいてから、決めた日程で公開します。' },
        ],
        i: [
          { title: 'ご依頼内容を送る', text: 'ブランドや商品のこと、コンテンツに期待することを私にお聞かせください。' },
          { title: '詳細を決める', text: '私からアイデアをご提案し、投稿の形式、日程、二次利用の範囲を一緒に決めます。' },
          { title: 'コンテンツを公開', text: '私が制作し、まず貴社にご確認いただいてから、決めた日程で公開します。' },
        ],
      },
      faq: {
        we: [
          { q: 'メディアキットを見せてもらえますか？', a: 'このページからお申し付けいただければ、最新のフォロワーデータを添えて私たちからお送りします。' },
          { q: '料金はどのくらいですか？', a: 'コンテンツの内容や掲載先によって異なります。お考えの内容をお聞かせいただければ、私たちからお見積もりをお送りします。' },
          { q: '弊社のようなブランドでも依頼できますか？', a: 'ブランドについてお聞かせいただければ、私たちのフォロワーに合うかどうかを正直にお伝えします。' },
          { q: 'どのくらい前に連絡すればいいですか？', a: 'できるだけ早めがおすすめです。ご希望の日程をお知らせいただければ、対応できることを私たちからお伝えします。' },
        ],
        i: [
          { q: 'メディアキットを見せてもらえますか？', a: 'このページからお申し付けいただければ、最新のフォロワーデータを添えて私からお送りします。' },
          { q: '料金はどのくらいですか？', a: 'コンテンツの内容や掲載先によって異なります。お考えの内容をお聞かせいただければ、私からお見積もりをお送りします。' },
          { q: '弊社のようなブランドでも依頼できますか？', a: 'ブランドについてお聞かせいただければ、私のフォロワーに合うかどうかを正直にお伝えします。' },
          { q: 'どのくらい前に連絡すればいいですか？', a: 'できるだけ早めがおすすめです。ご希望の日程をお知らせいただければ、対応できることを私からお伝えします。' },
        ],
      },
      closing: {
        heading: '一緒に何かを作りましょう',
        text: { we: 'ブランドとキャンペーンについて、私たちにお聞かせください。', i: 'ブランドとキャンペーンについて、私にお聞かせください。' },
      },
      featureText: {
        we: [
          '実例は私たちにお気軽にお尋ねください。',
          '私たちがブランドとお仕事をするときの進め方のひとつです。',
          'お考えのことを私たちにお聞かせください。',
          '次のキャンペーンのご相談を受け付けています。',
        ],
        i: [
          '実例は私にお気軽にお尋ねください。',
          '私がブランドとお仕事をするときの進め方のひとつです。',
          'お考えのことを私にお聞かせください。',
          '次のキャンペーンのご相談を受け付けています。',
        ],
      },
    },
  },
  zh: {
    creator: {
      cta: { primary: '洽谈合作', secondary: '查看内容' },
      sections: {
        gallery: { nav: '内容', heading: '近期内容', eyebrow: '作品集', go: '查看内容' },
        services: { nav: '合作', heading: '合作方式', eyebrow: '品牌合作' },
        process: { nav: '流程', heading: '合作如何进行', eyebrow: '合作流程' },
        faq: { nav: '常见问题', heading: '品牌方常问的问题', eyebrow: '常见问题' },
        contact: {
          nav: '联系',
          heading: { we: '与我们合作', i: '与我合作' },
          eyebrow: '品牌方',
          send: '发送合作需求',
        },
      },
      contactIntro: { we: '请告诉我们您的品牌、推广活动和时间安排，我们会尽快回复您。', i: '请告诉我您的品牌、推广活动和时间安排，我会尽快回复您。' },
      about: { we: '我们创作粉丝喜欢的内容，也与契合的品牌合作。欢迎介绍一下您的品牌，我们一起看看能做出什么。', i: '我创作粉丝喜欢的内容，也与契合的品牌合作。欢迎介绍一下您的品牌，一起看看能做出什么。' },
      steps: {
        we: [
          { title: '发送合作需求', text: '告诉我们品牌、产品，以及您希望内容达到什么效果。' },
          { title: '商定细节', text: '我们提出创意，并与您商定内容形式、发布时间和使用授权。' },
          { title: '内容上线', text: '我们完成创作后先发给您过目，再在约定的日期发布。' },
        ],
        i: [
          { title: '发送合作需求', text: '告诉我品牌、产品，以及您希望内容达到什么效果。' },
          { title: '商定细节', text: '我提出创意，并与您商定内容形式、发布时间和使用授权。' },
          { title: '内容上线', text: '我完成创作后先发给您过目，再在约定的日期发布。' },
        ],
      },
      faq: {
        we: [
          { q: '可以看看媒体资料包吗？', a: '通过本页联系我们，我们会连同最新的粉丝数据一起发给您。' },
          { q: '合作报价是多少？', a: '这取决于内容形式和发布渠道。告诉我们您的想法，我们会给您报价。' },
          { q: '我的品牌也能合作吗？', a: '介绍一下您的品牌，我们会坦诚告诉您它是否适合我们的粉丝。' },
          { q: '需要提前多久联系？', a: '越早越好。告诉我们您的时间安排，我们会说明能做到哪些。' },
        ],
        i: [
          { q: '可以看看媒体资料包吗？', a: '通过本页联系我，我会连同最新的粉丝数据一起发给您。' },
          { q: '合作报价是多少？', a: '这取决于内容形式和发布渠道。告诉我您的想法，我会给您报价。' },
          { q: '我的品牌也能合作吗？', a: '介绍一下您的品牌，我会坦诚告诉您它是否适合我的粉丝。' },
          { q: '需要提前多久联系？', a: '越早越好。告诉我您的时间安排，我会说明能做到哪些。' },
        ],
      },
      closing: {
        heading: '一起创作点什么吧',
        text: { we: '告诉我们您的品牌和推广活动。', i: '告诉我您的品牌和推广活动。' },
      },
      featureText: {
        we: [
          '欢迎向我们索取案例。',
          '这是我们与品牌合作的方式之一。',
          '告诉我们您的想法。',
          '期待参与您的下一次推广活动。',
        ],
        i: [
          '欢迎向我索取案例。',
          '这是我与品牌合作的方式之一。',
          '告诉我您的想法。',
          '期待参与您的下一次推广活动。',
        ],
      },
    },
  },
  ar: {
    creator: {
      cta: { primary: 'لنعمل معًا', secondary: 'شاهد المحتوى' },
      sections: {
        gallery: { nav: 'المحتوى', heading: 'أحدث المحتوى', eyebrow: 'معرض الأعمال', go: 'شاهد المحتوى' },
        services: { nav: 'الشراكات', heading: 'طرق العمل معًا', eyebrow: 'الشراكات' },
        process: { nav: 'آلية العمل', heading: 'كيف تسير الشراكة', eyebrow: 'آلية العمل' },
        faq: { nav: 'الأسئلة الشائعة', heading: 'أسئلة العلامات التجارية', eyebrow: 'الأسئلة الشائعة' },
        contact: {
          nav: 'تواصل',
          heading: { we: 'تعاون معنا', i: 'تعاون معي' },
          eyebrow: 'العلامات التجارية',
          send: 'أرسل تفاصيل حملتك',
        },
      },
      contactIntro: { we: 'أخبرنا عن علامتك التجارية والحملة والمواعيد التي تناسبك، وسنرد عليك.', i: 'أخبرني عن علامتك التجارية والحملة والمواعيد التي تناسبك، وسأرد عليك.' },
      about: {
        we: 'نصنع محتوى يستمتع به جمهورنا، ونتعاون مع العلامات التجارية التي تنسجم معه. أخبرنا عن علامتك، وسنرى معًا ما يمكننا صنعه.',
        i: 'أصنع محتوى يستمتع به جمهوري، وأتعاون مع العلامات التجارية التي تنسجم معه. أخبرني عن علامتك، ولنرَ معًا ما يمكن أن نصنعه.',
      },
      steps: {
        we: [
          { title: 'أرسل تفاصيل حملتك', text: 'أخبرنا عن العلامة التجارية والمنتج وما تريد أن يحققه المحتوى.' },
          { title: 'الاتفاق على التفاصيل', text: 'نقترح الأفكار ونتفق معك على الصيغة والمواعيد وحقوق الاستخدام.' },
          { title: 'نشر المحتوى', text: 'نصنع المحتوى ونعرضه عليك أولًا، ثم ننشره في المواعيد المتفق عليها.' },
        ],
        i: [
          { title: 'أرسل تفاصيل حملتك', text: 'أخبرني عن العلامة التجارية والمنتج وما تريد أن يحققه المحتوى.' },
          { title: 'الاتفاق على التفاصيل', text: 'أقترح الأفكار وأتفق معك على الصيغة والمواعيد وحقوق الاستخدام.' },
          { title: 'نشر المحتوى', text: 'أصنع المحتوى وأعرضه عليك أولًا، ثم أنشره في المواعيد المتفق عليها.' },
        ],
      },
      faq: {
        we: [
          { q: 'هل يمكنني الاطلاع على الملف الإعلامي؟', a: 'اطلبه منا عبر هذه الصفحة، وسنرسله إليك مع أحدث أرقام جمهورنا.' },
          { q: 'ما أسعاركم؟', a: 'يعتمد ذلك على المحتوى ومكان نشره. أخبرنا بما تفكر فيه وسنرسل لك عرض سعر.' },
          { q: 'هل تعملون مع علامات تجارية مثل علامتي؟', a: 'أخبرنا عن علامتك التجارية، وسنقول لك بصراحة إن كانت تناسب جمهورنا.' },
          { q: 'قبل كم من الوقت ينبغي أن أتواصل معكم؟', a: 'في أقرب وقت ممكن: أخبرنا بمواعيدك وسنخبرك بما هو ممكن.' },
        ],
        i: [
          { q: 'هل يمكنني الاطلاع على الملف الإعلامي؟', a: 'اطلبه مني عبر هذه الصفحة، وسأرسله إليك مع أحدث أرقام جمهوري.' },
          { q: 'ما أسعارك؟', a: 'يعتمد ذلك على المحتوى ومكان نشره. أخبرني بما تفكر فيه وسأرسل لك عرض سعر.' },
          { q: 'هل تعمل مع علامات تجارية مثل علامتي؟', a: 'أخبرني عن علامتك التجارية، وسأقول لك بصراحة إن كانت تناسب جمهوري.' },
          { q: 'قبل كم من الوقت ينبغي أن أتواصل معك؟', a: 'في أقرب وقت ممكن: أخبرني بمواعيدك وسأخبرك بما هو ممكن.' },
        ],
      },
      closing: {
        heading: 'لنصنع شيئًا معًا',
        text: { we: 'أخبرنا عن علامتك التجارية وحملتك.', i: 'أخبرني عن علامتك التجارية وحملتك.' },
      },
      featureText: {
        we: [
          'اطلب منا أمثلة.',
          'جزء من طريقتنا في العمل مع العلامات التجارية.',
          'أخبرنا بما تفكر فيه.',
          'يسعدنا العمل على حملتك القادمة.',
        ],
        i: [
          'اطلب مني أمثلة.',
          'جزء من طريقتي في العمل مع العلامات التجارية.',
          'أخبرني بما تفكر فيه.',
          'يسعدني العمل على حملتك القادمة.',
        ],
      },
    },
  },
};
