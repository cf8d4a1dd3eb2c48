import type { StyleCopy } from './types';

/**
 * One product sold on its own page (types.ts `PageStyle` `product`; choose-blueprint `sellsOneProduct`: "A self-cleaning
 * water bottle that…", "The cooling memory foam pillow for hot sleepers", "A strategy board game for 2-5 players"), over
 * the shop phrasebook, in the site languages: visitors see the product, why it is worth having (the brief's key features),
 * other customers' words (samples) and the questions before buying, and order it with the form (the hero's main button
 * leads to it) instead of a shop's sample range of bestsellers and gift ideas. No claim the seller has not made (no price,
 * delivery time, warranty, returns policy or stock level invented).
 */
export const PRODUCT_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { product: StyleCopy }> = {
  en: {
    product: {
      cta: { primary: 'Order now', secondary: 'See the details' },
      sections: {
        details: { nav: 'Details', heading: 'Why you’ll love it', eyebrow: 'The details' },
        faq: { nav: 'FAQ', heading: 'Questions before you order', eyebrow: 'FAQ' },
        order: { nav: 'Order', heading: 'Order yours', eyebrow: 'Order', send: 'Send order request' },
      },
      contactIntro: {
        we: 'Tell us how many you’d like and where to send them, and we’ll reply with the total, delivery and how to pay.',
        i: 'Tell me how many you’d like and where to send them, and I’ll reply with the total, delivery and how to pay.',
      },
      faq: {
        we: [
          { q: 'How do I order?', a: 'Send us your order with the form on this page and we’ll reply with the total and how to pay.' },
          { q: 'How much is delivery?', a: 'It depends on where you are. We’ll tell you the cost before you pay.' },
          { q: 'Can I return it?', a: 'Ask us about returns before you order and we’ll explain how they work.' },
          { q: 'Can I send it as a gift?', a: 'Tell us in your order that it’s a gift and we’ll let you know what we can do.' },
        ],
        i: [
          { q: 'How do I order?', a: 'Send me your order with the form on this page and I’ll reply with the total and how to pay.' },
          { q: 'How much is delivery?', a: 'It depends on where you are. I’ll tell you the cost before you pay.' },
          { q: 'Can I return it?', a: 'Ask me about returns before you order and I’ll explain how they work.' },
          { q: 'Can I send it as a gift?', a: 'Tell me in your order that it’s a gift and I’ll let you know what I can do.' },
        ],
      },
      closing: {
        heading: 'Order yours',
        text: { we: 'Send us your order and we’ll reply with the total, delivery and how to pay.', i: 'Send me your order and I’ll reply with the total, delivery and how to pay.' },
      },
      featureText: {
        we: [
          'A detail you’ll notice every day.',
          'Ask us for more about it before you order.',
          'Part of what makes it worth having.',
          'Tell us if you have a question about it.',
        ],
        i: [
          'A detail you’ll notice every day.',
          'Ask me for more about it before you order.',
          'Part of what makes it worth having.',
          'Tell me if you have a question about it.',
        ],
      },
    },
  },
  es: {
    product: {
      cta: { primary: 'Pedir ahora', secondary: 'Ver los detalles' },
      sections: {
        details: { nav: 'Detalles', heading: 'Por qué te va a encantar', eyebrow: 'Los detalles' },
        faq: { nav: 'Preguntas', heading: 'Dudas antes de hacer tu pedido', eyebrow: 'Preguntas frecuentes' },
        order: { nav: 'Pedir', heading: 'Haz tu pedido', eyebrow: 'Pedido', send: 'Enviar pedido' },
      },
      contactIntro: {
        we: 'Dinos cuántas unidades quieres y adónde hay que enviarlas, y te responderemos con el total, los detalles del envío y la forma de pago.',
        i: 'Dime cuántas unidades quieres y adónde hay que enviarlas, y te responderé con el total, los detalles del envío y la forma de pago.',
      },
      faq: {
        we: [
          { q: '¿Cómo hago el pedido?', a: 'Envíanos tu pedido con el formulario de esta página y te responderemos con el total y la forma de pago.' },
          { q: '¿Cuánto cuesta el envío?', a: 'Depende de dónde estés. Te diremos cuánto cuesta antes de que pagues.' },
          { q: '¿Puedo devolverlo?', a: 'Pregúntanos por las devoluciones antes de hacer tu pedido y te explicaremos cómo funcionan.' },
          { q: '¿Puedo enviarlo como regalo?', a: 'Indica en tu pedido que es para regalo y te diremos qué podemos hacer.' },
        ],
        i: [
          { q: '¿Cómo hago el pedido?', a: 'Envíame tu pedido con el formulario de esta página y te responderé con el total y la forma de pago.' },
          { q: '¿Cuánto cuesta el envío?', a: 'Depende de dónde estés. Te diré cuánto cuesta antes de que pagues.' },
          { q: '¿Puedo devolverlo?', a: 'Pregúntame por las devoluciones antes de hacer tu pedido y te explicaré cómo funcionan.' },
          { q: '¿Puedo enviarlo como regalo?', a: 'Indica en tu pedido que es para regalo y te diré qué puedo hacer.' },
        ],
      },
      closing: {
        heading: 'Haz tu pedido',
        text: {
          we: 'Envíanos tu pedido y te responderemos con el total, los detalles del envío y la forma de pago.',
          i: 'Envíame tu pedido y te responderé con el total, los detalles del envío y la forma de pago.',
        },
      },
      featureText: {
        we: [
          'Un detalle que notarás cada día.',
          'Pregúntanos lo que quieras sobre esto antes de hacer tu pedido.',
          'Parte de lo que hace que valga la pena.',
          '¿Tienes alguna duda sobre esto? Escríbenos.',
        ],
        i: [
          'Un detalle que notarás cada día.',
          'Pregúntame lo que quieras sobre esto antes de hacer tu pedido.',
          'Parte de lo que hace que valga la pena.',
          '¿Tienes alguna duda sobre esto? Escríbeme.',
        ],
      },
    },
  },
  pt: {
    product: {
      cta: { primary: 'Encomendar já', secondary: 'Ver os detalhes' },
      sections: {
        details: { nav: 'Detalhes', heading: 'Porque vai adorar', eyebrow: 'Em pormenor' },
        faq: { nav: 'Perguntas', heading: 'Dúvidas antes de encomendar', eyebrow: 'Perguntas frequentes' },
        order: { nav: 'Encomendar', heading: 'Faça a sua encomenda', eyebrow: 'Encomenda', send: 'Enviar encomenda' },
      },
      contactIntro: {
        we: 'Diga-nos quantas unidades pretende e a morada de entrega, e respondemos com o total, os portes de envio e a forma de pagamento.',
        i: 'Diga-me quantas unidades pretende e a morada de entrega, e respondo com o total, os portes de envio e a forma de pagamento.',
      },
      faq: {
        we: [
          { q: 'Como faço a encomenda?', a: 'Envie-nos a sua encomenda através do formulário desta página e respondemos com o total e a forma de pagamento.' },
          { q: 'Quanto custam os portes de envio?', a: 'Depende da morada de entrega. Indicamos-lhe o valor antes de pagar.' },
          { q: 'Posso fazer uma devolução?', a: 'Pergunte-nos sobre as devoluções antes de encomendar e explicamos como funcionam.' },
          { q: 'Posso enviá-lo como oferta?', a: 'Indique na encomenda que é para oferta e dizemos-lhe o que podemos fazer.' },
        ],
        i: [
          { q: 'Como faço a encomenda?', a: 'Envie-me a sua encomenda através do formulário desta página e respondo com o total e a forma de pagamento.' },
          { q: 'Quanto custam os portes de envio?', a: 'Depende da morada de entrega. Indico-lhe o valor antes de pagar.' },
          { q: 'Posso fazer uma devolução?', a: 'Pergunte-me sobre as devoluções antes de encomendar e explico como funcionam.' },
          { q: 'Posso enviá-lo como oferta?', a: 'Indique na encomenda que é para oferta e digo-lhe o que posso fazer.' },
        ],
      },
      closing: {
        heading: 'Faça a sua encomenda',
        text: {
          we: 'Envie-nos a sua encomenda e respondemos com o total, os portes de envio e a forma de pagamento.',
          i: 'Envie-me a sua encomenda e respondo com o total, os portes de envio e a forma de pagamento.',
        },
      },
      featureText: {
        we: [
          'Um pormenor que vai notar todos os dias.',
          'Peça-nos mais informações antes de encomendar.',
          'Parte do que faz dele uma boa escolha.',
          'Tem alguma dúvida sobre isto? Diga-nos.',
        ],
        i: [
          'Um pormenor que vai notar todos os dias.',
          'Peça-me mais informações antes de encomendar.',
          'Parte do que faz dele uma boa escolha.',
          'Tem alguma dúvida sobre isto? Diga-me.',
        ],
      },
    },
  },
  fr: {
    product: {
      cta: { primary: 'Commander maintenant', secondary: 'Voir les détails' },
      sections: {
        details: { nav: 'Détails', heading: 'Pourquoi vous allez l’adorer', eyebrow: 'En détail' },
        faq: { nav: 'FAQ', heading: 'Vos questions avant de commander', eyebrow: 'Questions fréquentes' },
        order: { nav: 'Commander', heading: 'Passez commande', eyebrow: 'Commande', send: 'Envoyer la commande' },
      },
      contactIntro: {
        we: 'Dites-nous combien vous en souhaitez et où les livrer, et nous vous indiquerons le total, les frais de livraison et le mode de paiement.',
        i: 'Dites-moi combien vous en souhaitez et où les livrer, et je vous indiquerai le total, les frais de livraison et le mode de paiement.',
      },
      faq: {
        we: [
          { q: 'Comment commander\u202f?', a: 'Envoyez-nous votre commande avec le formulaire de cette page et nous vous indiquerons le total et le mode de paiement.' },
          { q: 'Combien coûte la livraison\u202f?', a: 'Tout dépend de l’adresse de livraison. Nous vous indiquerons le montant avant tout paiement.' },
          { q: 'Puis-je le retourner\u202f?', a: 'Interrogez-nous sur les retours avant de commander et nous vous expliquerons comment ils fonctionnent.' },
          { q: 'Puis-je l’envoyer en cadeau\u202f?', a: 'Précisez dans votre commande qu’il s’agit d’un cadeau et nous vous dirons ce que nous pouvons faire.' },
        ],
        i: [
          { q: 'Comment commander\u202f?', a: 'Envoyez-moi votre commande avec le formulaire de cette page et je vous indiquerai le total et le mode de paiement.' },
          { q: 'Combien coûte la livraison\u202f?', a: 'Tout dépend de l’adresse de livraison. Je vous indiquerai le montant avant tout paiement.' },
          { q: 'Puis-je le retourner\u202f?', a: 'Interrogez-moi sur les retours avant de commander et je vous expliquerai comment ils fonctionnent.' },
          { q: 'Puis-je l’envoyer en cadeau\u202f?', a: 'Précisez dans votre commande qu’il s’agit d’un cadeau et je vous dirai ce que je peux faire.' },
        ],
      },
      closing: {
        heading: 'Passez commande',
        text: {
          we: 'Envoyez-nous votre commande et nous vous indiquerons le total, les frais de livraison et le mode de paiement.',
          i: 'Envoyez-moi votre commande et je vous indiquerai le total, les frais de livraison et le mode de paiement.',
        },
      },
      featureText: {
        we: [
          'Un détail que vous remarquerez au quotidien.',
          'Demandez-nous plus d’informations avant de commander.',
          'L’une des choses qui en font un bon choix.',
          'Une question à ce sujet\u202f? Écrivez-nous.',
        ],
        i: [
          'Un détail que vous remarquerez au quotidien.',
          'Demandez-moi plus d’informations avant de commander.',
          'L’une des choses qui en font un bon choix.',
          'Une question à ce sujet\u202f? Écrivez-moi.',
        ],
      },
    },
  },
  de: {
    product: {
      cta: { primary: 'Jetzt bestellen', secondary: 'Details ansehen' },
      sections: {
        details: { nav: 'Produktdetails', heading: 'Darum werden Sie es lieben', eyebrow: 'Im Detail' },
        faq: { nav: 'FAQ', heading: 'Fragen vor der Bestellung', eyebrow: 'Häufige Fragen' },
        order: { nav: 'Bestellen', heading: 'Bestellen Sie Ihr Exemplar', eyebrow: 'Bestellung', send: 'Bestellanfrage senden' },
      },
      contactIntro: {
        we: 'Sagen Sie uns, wie viele Stück Sie möchten und wohin wir sie schicken sollen, und wir melden uns mit Gesamtbetrag, Versandinfos und Zahlungsmöglichkeiten.',
        i: 'Sagen Sie mir, wie viele Stück Sie möchten und wohin ich sie schicken soll, und ich melde mich mit Gesamtbetrag, Versandinfos und Zahlungsmöglichkeiten.',
      },
      faq: {
        we: [
          { q: 'Wie bestelle ich?', a: 'Schicken Sie uns Ihre Bestellung über das Formular auf dieser Seite, und wir antworten Ihnen mit dem Gesamtbetrag und den Zahlungsmöglichkeiten.' },
          { q: 'Was kostet der Versand?', a: 'Das hängt davon ab, wo Sie wohnen. Wir nennen Ihnen die Kosten, bevor Sie bezahlen.' },
          { q: 'Ist eine Rückgabe möglich?', a: 'Fragen Sie uns vor der Bestellung nach der Rückgabe, und wir erklären Ihnen, wie sie abläuft.' },
          { q: 'Ist ein Geschenkversand möglich?', a: 'Vermerken Sie in Ihrer Bestellung, dass es ein Geschenk ist, und wir sagen Ihnen, was möglich ist.' },
        ],
        i: [
          { q: 'Wie bestelle ich?', a: 'Schicken Sie mir Ihre Bestellung über das Formular auf dieser Seite, und ich antworte Ihnen mit dem Gesamtbetrag und den Zahlungsmöglichkeiten.' },
          { q: 'Was kostet der Versand?', a: 'Das hängt davon ab, wo Sie wohnen. Ich nenne Ihnen die Kosten, bevor Sie bezahlen.' },
          { q: 'Ist eine Rückgabe möglich?', a: 'Fragen Sie mich vor der Bestellung nach der Rückgabe, und ich erkläre Ihnen, wie sie abläuft.' },
          { q: 'Ist ein Geschenkversand möglich?', a: 'Vermerken Sie in Ihrer Bestellung, dass es ein Geschenk ist, und ich sage Ihnen, was möglich ist.' },
        ],
      },
      closing: {
        heading: 'Bestellen Sie Ihr Exemplar',
        text: {
          we: 'Schicken Sie uns Ihre Bestellung, und wir melden uns mit Gesamtbetrag, Versandinfos und Zahlungsmöglichkeiten.',
          i: 'Schicken Sie mir Ihre Bestellung, und ich melde mich mit Gesamtbetrag, Versandinfos und Zahlungsmöglichkeiten.',
        },
      },
      featureText: {
        we: [
          'Ein Detail, das Ihnen jeden Tag auffällt.',
          'Fragen Sie uns vor der Bestellung gern nach mehr Details.',
          'Einer der Gründe, warum es sich lohnt.',
          'Sagen Sie uns Bescheid, wenn Sie eine Frage dazu haben.',
        ],
        i: [
          'Ein Detail, das Ihnen jeden Tag auffällt.',
          'Fragen Sie mich vor der Bestellung gern nach mehr Details.',
          'Einer der Gründe, warum es sich lohnt.',
          'Sagen Sie mir Bescheid, wenn Sie eine Frage dazu haben.',
        ],
      },
    },
  },
  it: {
    product: {
      cta: { primary: 'Ordina ora', secondary: 'Scopri i dettagli' },
      sections: {
        details: { nav: 'Dettagli', heading: 'Perché ti piacerà', eyebrow: 'Nel dettaglio' },
        faq: { nav: 'FAQ', heading: 'Domande prima di ordinare', eyebrow: 'Domande frequenti' },
        order: { nav: 'Ordina', heading: 'Fai il tuo ordine', eyebrow: 'Ordine', send: 'Invia l’ordine' },
      },
      contactIntro: {
        we: 'Dicci quanti pezzi desideri e dove spedirli: ti risponderemo con il totale, i dettagli della consegna e le modalità di pagamento.',
        i: 'Dimmi quanti pezzi desideri e dove spedirli: ti risponderò con il totale, i dettagli della consegna e le modalità di pagamento.',
      },
      faq: {
        we: [
          { q: 'Come si ordina?', a: 'Inviaci il tuo ordine con il modulo in questa pagina e ti risponderemo con il totale e le modalità di pagamento.' },
          { q: 'Quanto costa la spedizione?', a: 'Dipende da dove ti trovi. Ti comunicheremo il costo prima del pagamento.' },
          { q: 'Posso fare un reso?', a: 'Chiedici dei resi prima di ordinare e ti spiegheremo come funzionano.' },
          { q: 'Posso spedire il prodotto come regalo?', a: 'Scrivi nell’ordine che si tratta di un regalo e ti faremo sapere cosa possiamo fare.' },
        ],
        i: [
          { q: 'Come si ordina?', a: 'Inviami il tuo ordine con il modulo in questa pagina e ti risponderò con il totale e le modalità di pagamento.' },
          { q: 'Quanto costa la spedizione?', a: 'Dipende da dove ti trovi. Ti comunicherò il costo prima del pagamento.' },
          { q: 'Posso fare un reso?', a: 'Chiedimi dei resi prima di ordinare e ti spiegherò come funzionano.' },
          { q: 'Posso spedire il prodotto come regalo?', a: 'Scrivi nell’ordine che si tratta di un regalo e ti farò sapere cosa posso fare.' },
        ],
      },
      closing: {
        heading: 'Fai il tuo ordine',
        text: {
          we: 'Inviaci il tuo ordine e ti risponderemo con il totale, i dettagli della consegna e le modalità di pagamento.',
          i: 'Inviami il tuo ordine e ti risponderò con il totale, i dettagli della consegna e le modalità di pagamento.',
        },
      },
      featureText: {
        we: [
          'Un dettaglio che noterai ogni giorno.',
          'Chiedici maggiori dettagli prima di ordinare.',
          'Uno dei motivi per cui ne vale la pena.',
          'Scrivici se hai una domanda al riguardo.',
        ],
        i: [
          'Un dettaglio che noterai ogni giorno.',
          'Chiedimi maggiori dettagli prima di ordinare.',
          'Uno dei motivi per cui ne vale la pena.',
          'Scrivimi se hai una domanda al riguardo.',
        ],
      },
    },
  },
  nl: {
    product: {
      cta: { primary: 'Nu bestellen', secondary: 'Bekijk de details' },
      sections: {
        details: { nav: 'Kenmerken', heading: 'Waarom je er blij mee wordt', eyebrow: 'De details' },
        faq: { nav: 'FAQ', heading: 'Vragen over bestellen', eyebrow: 'Veelgestelde vragen' },
        order: { nav: 'Bestellen', heading: 'Plaats je bestelling', eyebrow: 'Bestellen', send: 'Bestelling versturen' },
      },
      contactIntro: {
        we: 'Laat ons weten hoeveel je er wilt en waar ze naartoe moeten, dan krijg je van ons het totaalbedrag, info over de bezorging en hoe je kunt betalen.',
        i: 'Laat me weten hoeveel je er wilt en waar ze naartoe moeten, dan krijg je van mij het totaalbedrag, info over de bezorging en hoe je kunt betalen.',
      },
      faq: {
        we: [
          { q: 'Hoe bestel ik?', a: 'Stuur ons je bestelling via het formulier op deze pagina, dan laten we je het totaalbedrag weten en hoe je kunt betalen.' },
          { q: 'Wat zijn de verzendkosten?', a: 'Dat hangt af van waar je woont. We laten je de kosten weten voordat je betaalt.' },
          { q: 'Kan ik het terugsturen?', a: 'Vraag ons naar retourneren voordat je bestelt, dan leggen we uit hoe dat werkt.' },
          { q: 'Kan ik het als cadeau laten versturen?', a: 'Zet in je bestelling dat het een cadeau is, dan laten we je weten wat er mogelijk is.' },
        ],
        i: [
          { q: 'Hoe bestel ik?', a: 'Stuur me je bestelling via het formulier op deze pagina, dan laat ik je het totaalbedrag weten en hoe je kunt betalen.' },
          { q: 'Wat zijn de verzendkosten?', a: 'Dat hangt af van waar je woont. Ik laat je de kosten weten voordat je betaalt.' },
          { q: 'Kan ik het terugsturen?', a: 'Vraag me naar retourneren voordat je bestelt, dan leg ik uit hoe dat werkt.' },
          { q: 'Kan ik het als cadeau laten versturen?', a: 'Zet in je bestelling dat het een cadeau is, dan laat ik je weten wat er mogelijk is.' },
        ],
      },
      closing: {
        heading: 'Plaats je bestelling',
        text: {
          we: 'Stuur ons je bestelling, dan krijg je van ons het totaalbedrag, info over de bezorging en hoe je kunt betalen.',
          i: 'Stuur me je bestelling, dan krijg je van mij het totaalbedrag, info over de bezorging en hoe je kunt betalen.',
        },
      },
      featureText: {
        we: [
          'Een detail dat je elke dag zult merken.',
          'Vraag ons gerust om meer info voordat je bestelt.',
          'Een van de dingen die het de moeite waard maken.',
          'Laat het ons weten als je er een vraag over hebt.',
        ],
        i: [
          'Een detail dat je elke dag zult merken.',
          'Vraag me gerust om meer info voordat je bestelt.',
          'Een van de dingen die het de moeite waard maken.',
          'Laat het me weten als je er een vraag over hebt.',
        ],
      },
    },
  },
  ja: {
    product: {
      cta: { primary: '今すぐ注文する', secondary: '詳しく見る' },
      sections: {
        details: { nav: '詳細', heading: 'ここがおすすめ', eyebrow: '商品の詳細' },
        faq: { nav: 'よくある質問', heading: 'ご注文前のご質問', eyebrow: 'よくある質問' },
        order: { nav: 'ご注文', heading: 'ご注文はこちら', eyebrow: 'ご注文', send: '注文を申し込む' },
      },
      contactIntro: { we: 'ご希望の数量とお届け先をお知らせいただければ、合計金額、お届け方法、お支払い方法を私たちからご連絡します。', i: 'ご希望の数量とお届け先をお知らせいただければ、合計金額、お届け方法、お支払い方法を私からご連絡します。' },
      faq: {
        we: [
          { q: '注文はどうすればいいですか？', a: 'このページのフォームからご注文内容をお送りください。合計金額とお支払い方法を私たちからご連絡します。' },
          { q: '送料はいくらですか？', a: 'お届け先の地域によって異なります。お支払いの前に、送料を私たちからお知らせします。' },
          { q: '返品はできますか？', a: '返品については、ご注文の前に私たちにお尋ねください。どのような流れになるかご説明します。' },
          { q: 'ギフトとして贈ることはできますか？', a: 'ご注文の際に、ギフトである旨をお書き添えください。どのような対応ができるか、私たちからお知らせします。' },
        ],
        i: [
          { q: '注文はどうすればいいですか？', a: 'このページのフォームからご注文内容をお送りください。合計金額とお支払い方法を私からご連絡します。' },
          { q: '送料はいくらですか？', a: 'お届け先の地域によって異なります。お支払いの前に、送料を私からお知らせします。' },
          { q: '返品はできますか？', a: '返品については、ご注文の前に私にお尋ねください。どのような流れになるかご説明します。' },
          { q: 'ギフトとして贈ることはできますか？', a: 'ご注文の際に、ギフトである旨をお書き添えください。どのような対応ができるか、私からお知らせします。' },
        ],
      },
      closing: {
        heading: 'ご注文はこちら',
        text: { we: 'ご注文内容をお送りいただければ、合計金額、お届け方法、お支払い方法を私たちからご連絡します。', i: 'ご注文内容をお送りいただければ、合計金額、お届け方法、お支払い方法を私からご連絡します。' },
      },
      featureText: {
        we: [
          '毎日使うたびに気づく、うれしいポイントです。',
          'ご注文の前に、詳しいことは私たちにお気軽にお尋ねください。',
          '持っていてよかったと思える理由のひとつです。',
          '気になることがあれば、私たちにお気軽にお知らせください。',
        ],
        i: [
          '毎日使うたびに気づく、うれしいポイントです。',
          'ご注文の前に、詳しいことは私にお気軽にお尋ねください。',
          '持っていてよかったと思える理由のひとつです。',
          '気になることがあれば、私にお気軽にお知らせください。',
        ],
      },
    },
  },
  zh: {
    product: {
      cta: { primary: '立即下单', secondary: '查看详情' },
      sections: {
        details: { nav: '详情', heading: '您会爱上它的理由', eyebrow: '商品详情' },
        faq: { nav: '常见问题', heading: '下单前的疑问', eyebrow: '常见问题' },
        order: { nav: '订购', heading: '把它带回家', eyebrow: '订购', send: '提交订购申请' },
      },
      contactIntro: { we: '告诉我们您想要几件、寄到哪里，我们会回复您总价、配送方式和付款方式。', i: '告诉我您想要几件、寄到哪里，我会回复您总价、配送方式和付款方式。' },
      faq: {
        we: [
          { q: '怎么下单？', a: '通过本页的表单把订单发给我们，我们会回复您总价和付款方式。' },
          { q: '运费是多少？', a: '这取决于您所在的地区。付款前我们会告诉您具体运费。' },
          { q: '可以退货吗？', a: '下单前欢迎向我们咨询退货事宜，我们会为您说明具体怎么操作。' },
          { q: '可以作为礼物寄送吗？', a: '下单时注明是礼物，我们会告诉您可以怎样安排。' },
        ],
        i: [
          { q: '怎么下单？', a: '通过本页的表单把订单发给我，我会回复您总价和付款方式。' },
          { q: '运费是多少？', a: '这取决于您所在的地区。付款前我会告诉您具体运费。' },
          { q: '可以退货吗？', a: '下单前欢迎向我咨询退货事宜，我会为您说明具体怎么操作。' },
          { q: '可以作为礼物寄送吗？', a: '下单时注明是礼物，我会告诉您可以怎样安排。' },
        ],
      },
      closing: {
        heading: '把它带回家',
        text: { we: '把订单发给我们，我们会回复您总价、配送方式和付款方式。', i: '把订单发给我，我会回复您总价、配送方式和付款方式。' },
      },
      featureText: {
        we: [
          '每天都能感受到的细节。',
          '下单前想多了解一些？欢迎问我们。',
          '这正是它值得拥有的原因之一。',
          '对此有任何疑问，欢迎告诉我们。',
        ],
        i: [
          '每天都能感受到的细节。',
          '下单前想多了解一些？欢迎问我。',
          '这正是它值得拥有的原因之一。',
          '对此有任何疑问，欢迎告诉我。',
        ],
      },
    },
  },
  ar: {
    product: {
      cta: { primary: 'اطلب الآن', secondary: 'شاهد التفاصيل' },
      sections: {
        details: { nav: 'التفاصيل', heading: 'لماذا ستحبّه', eyebrow: 'التفاصيل' },
        faq: { nav: 'الأسئلة الشائعة', heading: 'أسئلة قبل الطلب', eyebrow: 'الأسئلة الشائعة' },
        order: { nav: 'الطلب', heading: 'اطلبه الآن', eyebrow: 'الطلب', send: 'أرسل طلب الشراء' },
      },
      contactIntro: {
        we: 'أخبرنا بالكمية التي تريدها والعنوان الذي نرسلها إليه، وسنرد عليك بالمبلغ الإجمالي وتفاصيل التوصيل وطريقة الدفع.',
        i: 'أخبرني بالكمية التي تريدها والعنوان الذي أرسلها إليه، وسأرد عليك بالمبلغ الإجمالي وتفاصيل التوصيل وطريقة الدفع.',
      },
      faq: {
        we: [
          { q: 'كيف أطلب؟', a: 'أرسل لنا طلبك عبر النموذج في هذه الصفحة، وسنرد عليك بالمبلغ الإجمالي وطريقة الدفع.' },
          { q: 'كم تكلفة التوصيل؟', a: 'يعتمد ذلك على موقعك. سنخبرك بالتكلفة قبل أن تدفع.' },
          { q: 'هل يمكنني إرجاعه؟', a: 'اسألنا عن الإرجاع قبل أن تطلب، وسنشرح لك كيف يتم ذلك.' },
          { q: 'هل يمكنني إرساله هدية؟', a: 'اذكر في طلبك أنه هدية، وسنخبرك بما يمكننا فعله.' },
        ],
        i: [
          { q: 'كيف أطلب؟', a: 'أرسل لي طلبك عبر النموذج في هذه الصفحة، وسأرد عليك بالمبلغ الإجمالي وطريقة الدفع.' },
          { q: 'كم تكلفة التوصيل؟', a: 'يعتمد ذلك على موقعك. سأخبرك بالتكلفة قبل أن تدفع.' },
          { q: 'هل يمكنني إرجاعه؟', a: 'اسألني عن الإرجاع قبل أن تطلب، وسأشرح لك كيف يتم ذلك.' },
          { q: 'هل يمكنني إرساله هدية؟', a: 'اذكر في طلبك أنه هدية، وسأخبرك بما يمكنني فعله.' },
        ],
      },
      closing: {
        heading: 'اطلبه الآن',
        text: { we: 'أرسل لنا طلبك، وسنرد عليك بالمبلغ الإجمالي وتفاصيل التوصيل وطريقة الدفع.', i: 'أرسل لي طلبك، وسأرد عليك بالمبلغ الإجمالي وتفاصيل التوصيل وطريقة الدفع.' },
      },
      featureText: {
        we: [
          'تفصيل ستلاحظه كل يوم.',
          'اسألنا عن المزيد قبل أن تطلب.',
          'جزء مما يجعله جديرًا بالاقتناء.',
          'أخبرنا إن كان لديك سؤال عنه.',
        ],
        i: [
          'تفصيل ستلاحظه كل يوم.',
          'اسألني عن المزيد قبل أن تطلب.',
          'جزء مما يجعله جديرًا بالاقتناء.',
          'أخبرني إن كان لديك سؤال عنه.',
        ],
      },
    },
  },
};
