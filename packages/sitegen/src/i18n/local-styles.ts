import type { StyleCopy } from './types';

/**
 * A local trade's own words (types.ts `PageStyle` `quote`: plumbers, removals, installers, gardeners,
 * cleaners), in the site languages: it asks for a quote, not a booking, and its steps, benefits and
 * questions are about pricing a job. Laid over the local phrasebook by `wordsFor`. No claim the owner has
 * not made: quotes are not called free, no insurance or guarantee is promised.
 */
export const LOCAL_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { quote: StyleCopy }> = {
  en: {
    quote: {
      cta: { primary: 'Get a quote' },
      sections: {
        booking: { heading: 'How it works' },
        faq: { heading: 'Common questions' },
        contact: { nav: 'Quote', heading: 'Get a quote', eyebrow: 'Quotes', send: 'Request a quote' },
      },
      contactIntro: { we: 'Tell us what needs doing, where, and when suits you, and we’ll get back to you with a quote.', i: 'Tell me what needs doing, where, and when suits you, and I’ll get back to you with a quote.' },
      about: {
        we: 'At {name}, we take time to understand the job before we quote. Expect straight answers, a clear price and a tidy finish.',
        i: 'I take time to understand the job before I quote. Expect straight answers, a clear price and a tidy finish.',
      },
      steps: {
        we: [
          { title: 'Tell us about the job', text: 'Describe what needs doing and where, with the form on this page or by phone.' },
          { title: 'Get your quote', text: 'We’ll come back to you with a clear price, and visit first if the job needs it.' },
          { title: 'Pick a date', text: 'Choose a day that suits you, and we’ll confirm it and get the job done.' },
        ],
        i: [
          { title: 'Tell me about the job', text: 'Describe what needs doing and where, with the form on this page or by phone.' },
          { title: 'Get your quote', text: 'I’ll come back to you with a clear price, and visit first if the job needs it.' },
          { title: 'Pick a date', text: 'Choose a day that suits you, and I’ll confirm it and get the job done.' },
        ],
      },
      benefits: {
        we: [
          { title: 'A price up front', text: 'You’ll know what the job costs before any work starts.' },
          { title: 'Planned around you', text: 'Tell us when suits you and we’ll plan the job around it.' },
          { title: 'Questions welcome', text: 'Ask us anything before you decide, from timings to materials.' },
        ],
        i: [
          { title: 'A price up front', text: 'You’ll know what the job costs before any work starts.' },
          { title: 'Planned around you', text: 'Tell me when suits you and I’ll plan the job around it.' },
          { title: 'Questions welcome', text: 'Ask me anything before you decide, from timings to materials.' },
        ],
      },
      faq: {
        we: [
          { q: 'How do I get a quote?', a: 'Send the form on this page or give us a call. Tell us what needs doing and where, and we’ll come back to you with a price.' },
          { q: 'Do you need to see the job first?', a: 'For small jobs a description is often enough. For bigger ones we’ll arrange a visit before we quote.' },
          { q: 'Which areas do you cover?', a: 'Tell us your town or postcode when you get in touch and we’ll let you know.' },
          { q: 'How does payment work?', a: 'We’ll explain how and when to pay when we send your quote.' },
        ],
        i: [
          { q: 'How do I get a quote?', a: 'Send the form on this page or give me a call. Tell me what needs doing and where, and I’ll come back to you with a price.' },
          { q: 'Do you need to see the job first?', a: 'For small jobs a description is often enough. For bigger ones I’ll arrange a visit before I quote.' },
          { q: 'Which areas do you cover?', a: 'Tell me your town or postcode when you get in touch and I’ll let you know.' },
          { q: 'How does payment work?', a: 'I’ll explain how and when to pay when I send your quote.' },
        ],
      },
    },
  },
  es: {
    quote: {
      cta: { primary: 'Pedir presupuesto' },
      sections: {
        booking: { heading: 'Cómo funciona' },
        faq: { heading: 'Preguntas habituales' },
        contact: { nav: 'Presupuesto', heading: 'Pide presupuesto', eyebrow: 'Presupuestos', send: 'Pedir presupuesto' },
      },
      contactIntro: { we: 'Cuéntanos qué hay que hacer, dónde y cuándo te viene bien, y te enviaremos un presupuesto.', i: 'Cuéntame qué hay que hacer, dónde y cuándo te viene bien, y te enviaré un presupuesto.' },
      about: {
        we: 'En {name} nos tomamos el tiempo de entender el trabajo antes de darte un precio. Te esperan respuestas claras, un precio transparente y un trabajo bien acabado.',
        i: 'Me tomo el tiempo de entender el trabajo antes de darte un precio. Te esperan respuestas claras, un precio transparente y un trabajo bien acabado.',
      },
      steps: {
        we: [
          { title: 'Cuéntanos el trabajo', text: 'Describe qué hay que hacer y dónde, con el formulario de esta página o por teléfono.' },
          { title: 'Recibe tu presupuesto', text: 'Te enviaremos un precio claro y, si el trabajo lo requiere, pasaremos antes a verlo.' },
          { title: 'Elige una fecha', text: 'Escoge el día que mejor te venga; lo confirmaremos y haremos el trabajo.' },
        ],
        i: [
          { title: 'Cuéntame el trabajo', text: 'Describe qué hay que hacer y dónde, con el formulario de esta página o por teléfono.' },
          { title: 'Recibe tu presupuesto', text: 'Te enviaré un precio claro y, si el trabajo lo requiere, pasaré antes a verlo.' },
          { title: 'Elige una fecha', text: 'Escoge el día que mejor te venga; lo confirmaré y haré el trabajo.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Precio por adelantado', text: 'Sabrás lo que cuesta el trabajo antes de empezar.' },
          { title: 'A tu ritmo', text: 'Dinos cuándo te viene bien y organizaremos el trabajo en torno a ello.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntanos cualquier cosa antes de decidir, desde plazos hasta materiales.' },
        ],
        i: [
          { title: 'Precio por adelantado', text: 'Sabrás lo que cuesta el trabajo antes de empezar.' },
          { title: 'A tu ritmo', text: 'Dime cuándo te viene bien y organizaré el trabajo en torno a ello.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntame cualquier cosa antes de decidir, desde plazos hasta materiales.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Cómo pido un presupuesto?', a: 'Envía el formulario de esta página o llámanos. Cuéntanos qué hay que hacer y dónde, y te daremos un precio.' },
          { q: '¿Necesitáis ver el trabajo antes?', a: 'Para trabajos pequeños suele bastar una descripción. Para los más grandes, pasaremos a verlo antes de darte un precio.' },
          { q: '¿En qué zonas trabajáis?', a: 'Dinos tu localidad o código postal cuando nos escribas y te lo confirmaremos.' },
          { q: '¿Cómo se paga?', a: 'Te explicaremos cómo y cuándo pagar al enviarte el presupuesto.' },
        ],
        i: [
          { q: '¿Cómo pido un presupuesto?', a: 'Envía el formulario de esta página o llámame. Cuéntame qué hay que hacer y dónde, y te daré un precio.' },
          { q: '¿Necesitas ver el trabajo antes?', a: 'Para trabajos pequeños suele bastar una descripción. Para los más grandes, pasaré a verlo antes de darte un precio.' },
          { q: '¿En qué zonas trabajas?', a: 'Dime tu localidad o código postal cuando me escribas y te lo confirmaré.' },
          { q: '¿Cómo se paga?', a: 'Te explicaré cómo y cuándo pagar al enviarte el presupuesto.' },
        ],
      },
    },
  },
  pt: {
    quote: {
      cta: { primary: 'Pedir orçamento' },
      sections: {
        booking: { heading: 'Como funciona' },
        faq: { heading: 'Perguntas habituais' },
        contact: { nav: 'Orçamento', heading: 'Peça um orçamento', eyebrow: 'Orçamentos', send: 'Pedir orçamento' },
      },
      contactIntro: { we: 'Diga-nos o que é preciso fazer, onde e quando lhe convém, e enviamos-lhe um orçamento.', i: 'Diga-me o que é preciso fazer, onde e quando lhe convém, e envio-lhe um orçamento.' },
      about: {
        we: '{name} dedica tempo a perceber o trabalho antes de apresentar um preço. Pode contar com respostas diretas, um preço claro e um trabalho bem acabado.',
        i: 'Dedico tempo a perceber o trabalho antes de apresentar um preço. Pode contar com respostas diretas, um preço claro e um trabalho bem acabado.',
      },
      steps: {
        we: [
          { title: 'Descreva o trabalho', text: 'Diga-nos o que é preciso fazer e onde, pelo formulário desta página ou por telefone.' },
          { title: 'Receba o orçamento', text: 'Enviamos-lhe um preço claro e, se o trabalho o exigir, visitamos o local primeiro.' },
          { title: 'Escolha uma data', text: 'Escolha o dia que lhe der mais jeito; confirmamos e tratamos do trabalho.' },
        ],
        i: [
          { title: 'Descreva o trabalho', text: 'Diga-me o que é preciso fazer e onde, pelo formulário desta página ou por telefone.' },
          { title: 'Receba o orçamento', text: 'Envio-lhe um preço claro e, se o trabalho o exigir, visito o local primeiro.' },
          { title: 'Escolha uma data', text: 'Escolha o dia que lhe der mais jeito; confirmo e trato do trabalho.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Preço antes de começar', text: 'Fica a saber quanto custa o trabalho antes de começarmos.' },
          { title: 'Ao seu ritmo', text: 'Diga-nos quando lhe convém e planeamos o trabalho em função disso.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-nos o que quiser antes de decidir, de prazos a materiais.' },
        ],
        i: [
          { title: 'Preço antes de começar', text: 'Fica a saber quanto custa o trabalho antes de eu começar.' },
          { title: 'Ao seu ritmo', text: 'Diga-me quando lhe convém e planeio o trabalho em função disso.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-me o que quiser antes de decidir, de prazos a materiais.' },
        ],
      },
      faq: {
        we: [
          { q: 'Como peço um orçamento?', a: 'Envie o formulário desta página ou ligue-nos. Diga-nos o que é preciso fazer e onde, e damos-lhe um preço.' },
          { q: 'Precisam de ver o trabalho primeiro?', a: 'Para trabalhos pequenos, uma descrição costuma bastar. Para os maiores, combinamos uma visita antes de apresentar o preço.' },
          { q: 'Que zonas cobrem?', a: 'Indique-nos a sua localidade ou código postal quando nos contactar e confirmamos.' },
          { q: 'Como funciona o pagamento?', a: 'Explicamos como e quando pagar quando lhe enviarmos o orçamento.' },
        ],
        i: [
          { q: 'Como peço um orçamento?', a: 'Envie o formulário desta página ou ligue-me. Diga-me o que é preciso fazer e onde, e dou-lhe um preço.' },
          { q: 'Precisa de ver o trabalho primeiro?', a: 'Para trabalhos pequenos, uma descrição costuma bastar. Para os maiores, combino uma visita antes de apresentar o preço.' },
          { q: 'Que zonas cobre?', a: 'Indique-me a sua localidade ou código postal quando me contactar e confirmo.' },
          { q: 'Como funciona o pagamento?', a: 'Explico como e quando pagar quando lhe enviar o orçamento.' },
        ],
      },
    },
  },
  fr: {
    quote: {
      cta: { primary: 'Demander un devis' },
      sections: {
        booking: { heading: 'Comment ça marche' },
        faq: { heading: 'Questions fréquentes' },
        contact: { nav: 'Devis', heading: 'Demander un devis', eyebrow: 'Devis', send: 'Demander un devis' },
      },
      contactIntro: { we: 'Dites-nous ce qu’il y a à faire, où et quand cela vous arrange, et nous vous répondrons avec un devis.', i: 'Dites-moi ce qu’il y a à faire, où et quand cela vous arrange, et je vous répondrai avec un devis.' },
      about: {
        we: 'Chez {name}, nous prenons le temps de comprendre les travaux avant d’établir un devis. Attendez-vous à des réponses franches, à un prix clair et à un chantier laissé propre.',
        i: 'Je prends le temps de comprendre les travaux avant d’établir un devis. Attendez-vous à des réponses franches, à un prix clair et à un chantier laissé propre.',
      },
      steps: {
        we: [
          { title: 'Décrivez les travaux', text: 'Dites-nous ce qu’il y a à faire et où, avec le formulaire de cette page ou par téléphone.' },
          { title: 'Recevez votre devis', text: 'Nous vous envoyons un prix clair, après une visite si les travaux le demandent.' },
          { title: 'Choisissez une date', text: 'Choisissez le jour qui vous convient\u202f: nous le confirmons et réalisons les travaux.' },
        ],
        i: [
          { title: 'Décrivez les travaux', text: 'Dites-moi ce qu’il y a à faire et où, avec le formulaire de cette page ou par téléphone.' },
          { title: 'Recevez votre devis', text: 'Je vous envoie un prix clair, après une visite si les travaux le demandent.' },
          { title: 'Choisissez une date', text: 'Choisissez le jour qui vous convient\u202f: je le confirme et réalise les travaux.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Le prix d’abord', text: 'Vous savez ce que coûtent les travaux avant qu’ils ne commencent.' },
          { title: 'À votre rythme', text: 'Dites-nous quand cela vous arrange et nous organisons les travaux en conséquence.' },
          { title: 'Vos questions sont les bienvenues', text: 'Posez-nous toutes vos questions avant de décider, des délais aux matériaux.' },
        ],
        i: [
          { title: 'Le prix d’abord', text: 'Vous savez ce que coûtent les travaux avant qu’ils ne commencent.' },
          { title: 'À votre rythme', text: 'Dites-moi quand cela vous arrange et j’organise les travaux en conséquence.' },
          { title: 'Vos questions sont les bienvenues', text: 'Posez-moi toutes vos questions avant de décider, des délais aux matériaux.' },
        ],
      },
      faq: {
        we: [
          { q: 'Comment obtenir un devis\u202f?', a: 'Envoyez le formulaire de cette page ou appelez-nous. Dites-nous ce qu’il y a à faire et où, et nous vous proposerons un prix.' },
          { q: 'Devez-vous voir les travaux avant\u202f?', a: 'Pour les petits travaux, une description suffit souvent. Pour les plus importants, nous passons sur place avant d’établir le devis.' },
          { q: 'Quelles zones couvrez-vous\u202f?', a: 'Indiquez-nous votre commune ou votre code postal en nous écrivant et nous vous le confirmerons.' },
          { q: 'Comment se passe le paiement\u202f?', a: 'Nous vous expliquons comment et quand payer en vous envoyant le devis.' },
        ],
        i: [
          { q: 'Comment obtenir un devis\u202f?', a: 'Envoyez le formulaire de cette page ou appelez-moi. Dites-moi ce qu’il y a à faire et où, et je vous proposerai un prix.' },
          { q: 'Devez-vous voir les travaux avant\u202f?', a: 'Pour les petits travaux, une description suffit souvent. Pour les plus importants, je passe sur place avant d’établir le devis.' },
          { q: 'Quelles zones couvrez-vous\u202f?', a: 'Indiquez-moi votre commune ou votre code postal en m’écrivant et je vous le confirmerai.' },
          { q: 'Comment se passe le paiement\u202f?', a: 'Je vous explique comment et quand payer en vous envoyant le devis.' },
        ],
      },
    },
  },
  de: {
    quote: {
      cta: { primary: 'Angebot anfordern' },
      sections: {
        booking: { heading: 'So funktioniert’s' },
        faq: { heading: 'Häufige Fragen' },
        contact: { nav: 'Angebot', heading: 'Angebot anfordern', eyebrow: 'Angebote', send: 'Angebot anfordern' },
      },
      contactIntro: { we: 'Sagen Sie uns, was zu tun ist, wo und wann es Ihnen passt, und wir melden uns mit einem Angebot.', i: 'Sagen Sie mir, was zu tun ist, wo und wann es Ihnen passt, und ich melde mich mit einem Angebot.' },
      about: {
        we: 'Bei {name} nehmen wir uns Zeit, den Auftrag zu verstehen, bevor wir ein Angebot machen. Freuen Sie sich auf klare Antworten, einen nachvollziehbaren Preis und saubere Arbeit.',
        i: 'Ich nehme mir Zeit, den Auftrag zu verstehen, bevor ich ein Angebot mache. Freuen Sie sich auf klare Antworten, einen nachvollziehbaren Preis und saubere Arbeit.',
      },
      steps: {
        we: [
          { title: 'Auftrag beschreiben', text: 'Sagen Sie uns, was zu tun ist und wo: mit dem Formular auf dieser Seite oder telefonisch.' },
          { title: 'Angebot erhalten', text: 'Wir schicken Ihnen einen klaren Preis und kommen vorher vorbei, wenn der Auftrag es verlangt.' },
          { title: 'Termin wählen', text: 'Wählen Sie einen Tag, der Ihnen passt. Wir bestätigen ihn und erledigen den Auftrag.' },
        ],
        i: [
          { title: 'Auftrag beschreiben', text: 'Sagen Sie mir, was zu tun ist und wo: mit dem Formular auf dieser Seite oder telefonisch.' },
          { title: 'Angebot erhalten', text: 'Ich schicke Ihnen einen klaren Preis und komme vorher vorbei, wenn der Auftrag es verlangt.' },
          { title: 'Termin wählen', text: 'Wählen Sie einen Tag, der Ihnen passt. Ich bestätige ihn und erledige den Auftrag.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Erst der Preis', text: 'Sie wissen, was der Auftrag kostet, bevor die Arbeit beginnt.' },
          { title: 'Nach Ihrem Zeitplan', text: 'Sagen Sie uns, wann es Ihnen passt, und wir planen den Auftrag danach.' },
          { title: 'Fragen willkommen', text: 'Fragen Sie uns alles, bevor Sie sich entscheiden, von Terminen bis zu Materialien.' },
        ],
        i: [
          { title: 'Erst der Preis', text: 'Sie wissen, was der Auftrag kostet, bevor die Arbeit beginnt.' },
          { title: 'Nach Ihrem Zeitplan', text: 'Sagen Sie mir, wann es Ihnen passt, und ich plane den Auftrag danach.' },
          { title: 'Fragen willkommen', text: 'Fragen Sie mich alles, bevor Sie sich entscheiden, von Terminen bis zu Materialien.' },
        ],
      },
      faq: {
        we: [
          { q: 'Wie bekomme ich ein Angebot?', a: 'Schicken Sie das Formular auf dieser Seite oder rufen Sie uns an. Sagen Sie uns, was zu tun ist und wo, und wir nennen Ihnen einen Preis.' },
          { q: 'Müssen Sie sich den Auftrag vorher ansehen?', a: 'Bei kleinen Aufträgen genügt oft eine Beschreibung. Bei größeren kommen wir vorbei, bevor wir ein Angebot machen.' },
          { q: 'In welchem Gebiet arbeiten Sie?', a: 'Nennen Sie uns Ihren Ort oder Ihre Postleitzahl, wenn Sie sich melden, und wir sagen Ihnen Bescheid.' },
          { q: 'Wie wird bezahlt?', a: 'Wie und wann Sie bezahlen, erklären wir Ihnen mit dem Angebot.' },
        ],
        i: [
          { q: 'Wie bekomme ich ein Angebot?', a: 'Schicken Sie das Formular auf dieser Seite oder rufen Sie mich an. Sagen Sie mir, was zu tun ist und wo, und ich nenne Ihnen einen Preis.' },
          { q: 'Müssen Sie sich den Auftrag vorher ansehen?', a: 'Bei kleinen Aufträgen genügt oft eine Beschreibung. Bei größeren komme ich vorbei, bevor ich ein Angebot mache.' },
          { q: 'In welchem Gebiet arbeiten Sie?', a: 'Nennen Sie mir Ihren Ort oder Ihre Postleitzahl, wenn Sie sich melden, und ich sage Ihnen Bescheid.' },
          { q: 'Wie wird bezahlt?', a: 'Wie und wann Sie bezahlen, erkläre ich Ihnen mit dem Angebot.' },
        ],
      },
    },
  },
  it: {
    quote: {
      cta: { primary: 'Richiedi un preventivo' },
      sections: {
        booking: { heading: 'Come funziona' },
        faq: { heading: 'Domande frequenti' },
        contact: { nav: 'Preventivo', heading: 'Richiedi un preventivo', eyebrow: 'Preventivi', send: 'Richiedi un preventivo' },
      },
      contactIntro: { we: 'Dicci cosa c’è da fare, dove e quando ti è comodo, e ti risponderemo con un preventivo.', i: 'Dimmi cosa c’è da fare, dove e quando ti è comodo, e ti risponderò con un preventivo.' },
      about: {
        we: 'Da {name} ci prendiamo il tempo di capire il lavoro prima di fare un preventivo. Troverai risposte chiare, un prezzo trasparente e un lavoro lasciato in ordine.',
        i: 'Mi prendo il tempo di capire il lavoro prima di fare un preventivo. Troverai risposte chiare, un prezzo trasparente e un lavoro lasciato in ordine.',
      },
      steps: {
        we: [
          { title: 'Descrivici il lavoro', text: 'Dicci cosa c’è da fare e dove, con il modulo di questa pagina o per telefono.' },
          { title: 'Ricevi il preventivo', text: 'Ti mandiamo un prezzo chiaro e, se il lavoro lo richiede, passiamo prima a vedere.' },
          { title: 'Scegli una data', text: 'Scegli il giorno che preferisci: lo confermiamo e facciamo il lavoro.' },
        ],
        i: [
          { title: 'Descrivimi il lavoro', text: 'Dimmi cosa c’è da fare e dove, con il modulo di questa pagina o per telefono.' },
          { title: 'Ricevi il preventivo', text: 'Ti mando un prezzo chiaro e, se il lavoro lo richiede, passo prima a vedere.' },
          { title: 'Scegli una data', text: 'Scegli il giorno che preferisci: lo confermo e faccio il lavoro.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Prima il prezzo', text: 'Sai quanto costa il lavoro prima che inizi.' },
          { title: 'Secondo i tuoi tempi', text: 'Dicci quando ti è comodo e organizziamo il lavoro di conseguenza.' },
          { title: 'Domande benvenute', text: 'Chiedici tutto prima di decidere, dai tempi ai materiali.' },
        ],
        i: [
          { title: 'Prima il prezzo', text: 'Sai quanto costa il lavoro prima che inizi.' },
          { title: 'Secondo i tuoi tempi', text: 'Dimmi quando ti è comodo e organizzo il lavoro di conseguenza.' },
          { title: 'Domande benvenute', text: 'Chiedimi tutto prima di decidere, dai tempi ai materiali.' },
        ],
      },
      faq: {
        we: [
          { q: 'Come richiedo un preventivo?', a: 'Invia il modulo di questa pagina o chiamaci. Dicci cosa c’è da fare e dove, e ti daremo un prezzo.' },
          { q: 'Dovete vedere il lavoro prima?', a: 'Per i lavori piccoli spesso basta una descrizione. Per quelli più grandi passiamo a vedere prima di fare il preventivo.' },
          { q: 'In quali zone lavorate?', a: 'Indicaci il tuo comune o CAP quando ci scrivi e te lo confermeremo.' },
          { q: 'Come funziona il pagamento?', a: 'Ti spieghiamo come e quando pagare insieme al preventivo.' },
        ],
        i: [
          { q: 'Come richiedo un preventivo?', a: 'Invia il modulo di questa pagina o chiamami. Dimmi cosa c’è da fare e dove, e ti darò un prezzo.' },
          { q: 'Devi vedere il lavoro prima?', a: 'Per i lavori piccoli spesso basta una descrizione. Per quelli più grandi passo a vedere prima di fare il preventivo.' },
          { q: 'In quali zone lavori?', a: 'Indicami il tuo comune o CAP quando mi scrivi e te lo confermerò.' },
          { q: 'Come funziona il pagamento?', a: 'Ti spiego come e quando pagare insieme al preventivo.' },
        ],
      },
    },
  },
  nl: {
    quote: {
      cta: { primary: 'Offerte aanvragen' },
      sections: {
        booking: { heading: 'Zo werkt het' },
        faq: { heading: 'Veelgestelde vragen' },
        contact: { nav: 'Offerte', heading: 'Vraag een offerte aan', eyebrow: 'Offertes', send: 'Offerte aanvragen' },
      },
      contactIntro: { we: 'Vertel ons wat er moet gebeuren, waar en wanneer het je uitkomt, en we sturen je een offerte.', i: 'Vertel me wat er moet gebeuren, waar en wanneer het je uitkomt, en ik stuur je een offerte.' },
      about: {
        we: 'Bij {name} nemen we de tijd om de klus te begrijpen voordat we een offerte maken. Je kunt rekenen op eerlijke antwoorden, een duidelijke prijs en netjes afgewerkt werk.',
        i: 'Ik neem de tijd om de klus te begrijpen voordat ik een offerte maak. Je kunt rekenen op eerlijke antwoorden, een duidelijke prijs en netjes afgewerkt werk.',
      },
      steps: {
        we: [
          { title: 'Vertel over de klus', text: 'Beschrijf wat er moet gebeuren en waar, met het formulier op deze pagina of telefonisch.' },
          { title: 'Ontvang je offerte', text: 'We sturen je een duidelijke prijs en komen eerst kijken als de klus dat vraagt.' },
          { title: 'Kies een datum', text: 'Kies een dag die je uitkomt; wij bevestigen hem en klaren de klus.' },
        ],
        i: [
          { title: 'Vertel over de klus', text: 'Beschrijf wat er moet gebeuren en waar, met het formulier op deze pagina of telefonisch.' },
          { title: 'Ontvang je offerte', text: 'Ik stuur je een duidelijke prijs en kom eerst kijken als de klus dat vraagt.' },
          { title: 'Kies een datum', text: 'Kies een dag die je uitkomt; ik bevestig hem en klaar de klus.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Eerst de prijs', text: 'Je weet wat de klus kost voordat het werk begint.' },
          { title: 'Op jouw planning', text: 'Laat ons weten wanneer het je uitkomt en we plannen de klus daaromheen.' },
          { title: 'Vragen welkom', text: 'Vraag ons alles voordat je beslist, van planning tot materialen.' },
        ],
        i: [
          { title: 'Eerst de prijs', text: 'Je weet wat de klus kost voordat het werk begint.' },
          { title: 'Op jouw planning', text: 'Laat me weten wanneer het je uitkomt en ik plan de klus daaromheen.' },
          { title: 'Vragen welkom', text: 'Vraag me alles voordat je beslist, van planning tot materialen.' },
        ],
      },
      faq: {
        we: [
          { q: 'Hoe vraag ik een offerte aan?', a: 'Stuur het formulier op deze pagina of bel ons. Vertel wat er moet gebeuren en waar, en we geven je een prijs.' },
          { q: 'Moeten jullie de klus eerst zien?', a: 'Voor kleine klussen is een beschrijving vaak genoeg. Voor grotere komen we eerst kijken voordat we een offerte maken.' },
          { q: 'In welke regio werken jullie?', a: 'Noem je woonplaats of postcode als je contact opneemt, dan laten we het je weten.' },
          { q: 'Hoe werkt betalen?', a: 'Hoe en wanneer je betaalt, leggen we uit bij de offerte.' },
        ],
        i: [
          { q: 'Hoe vraag ik een offerte aan?', a: 'Stuur het formulier op deze pagina of bel me. Vertel wat er moet gebeuren en waar, en ik geef je een prijs.' },
          { q: 'Moet je de klus eerst zien?', a: 'Voor kleine klussen is een beschrijving vaak genoeg. Voor grotere kom ik eerst kijken voordat ik een offerte maak.' },
          { q: 'In welke regio werk je?', a: 'Noem je woonplaats of postcode als je contact opneemt, dan laat ik het je weten.' },
          { q: 'Hoe werkt betalen?', a: 'Hoe en wanneer je betaalt, leg ik uit bij de offerte.' },
        ],
      },
    },
  },
  ja: {
    quote: {
      cta: { primary: '見積もりを依頼' },
      sections: {
        booking: { heading: 'ご依頼の流れ' },
        faq: { heading: 'よくあるご質問' },
        contact: { nav: 'お見積もり', heading: 'お見積もりのご依頼', eyebrow: 'お見積もり', send: '見積もりを依頼' },
      },
      contactIntro: { we: '作業の内容と場所、ご都合のよい日時をお知らせください。お見積もりをお送りします。', i: '作業の内容と場所、ご都合のよい日時をお知らせください。お見積もりをお送りします。' },
      about: {
        we: '{name}では、お見積もりの前に作業内容をしっかり把握することを大切にしています。わかりやすいご説明、明確な料金、丁寧な仕上がりを心がけています。',
        i: '私は、お見積もりの前に作業内容をしっかり把握することを大切にしています。わかりやすいご説明、明確な料金、丁寧な仕上がりを心がけています。',
      },
      steps: {
        we: [
          { title: '作業内容をお知らせください', text: 'このページのフォームまたはお電話で、作業の内容と場所をお伝えください。' },
          { title: 'お見積もりをお届け', text: 'わかりやすい料金をお知らせします。必要に応じて事前に現地を確認します。' },
          { title: '日程を決めて作業', text: 'ご都合のよい日をお選びください。日程を確定し、作業を行います。' },
        ],
        i: [
          { title: '作業内容をお知らせください', text: 'このページのフォームまたはお電話で、作業の内容と場所をお伝えください。' },
          { title: 'お見積もりをお届け', text: 'わかりやすい料金をお知らせします。必要に応じて事前に現地を確認します。' },
          { title: '日程を決めて作業', text: 'ご都合のよい日をお選びください。日程を確定し、作業を行います。' },
        ],
      },
      benefits: {
        we: [
          { title: '料金は作業前に', text: '作業を始める前に、費用がわかります。' },
          { title: 'ご都合に合わせて', text: 'ご都合のよい日時に合わせて作業を計画します。' },
          { title: 'ご質問はお気軽に', text: '工期から材料まで、ご依頼前に何でもお尋ねください。' },
        ],
        i: [
          { title: '料金は作業前に', text: '作業を始める前に、費用がわかります。' },
          { title: 'ご都合に合わせて', text: 'ご都合のよい日時に合わせて作業を計画します。' },
          { title: 'ご質問はお気軽に', text: '工期から材料まで、ご依頼前に何でもお尋ねください。' },
        ],
      },
      faq: {
        we: [
          { q: '見積もりはどう依頼すればよいですか？', a: 'このページのフォームを送信するか、お電話ください。作業の内容と場所を伺い、料金をお知らせします。' },
          { q: '事前に現地を見る必要はありますか？', a: '小さな作業ならご説明だけで十分なことが多いです。大きな作業は、お見積もりの前に現地を確認します。' },
          { q: '対応エリアはどこですか？', a: 'お問い合わせの際に市区町村か郵便番号をお知らせいただければ、対応可能かお答えします。' },
          { q: '支払い方法は？', a: 'お支払いの方法と時期は、お見積もりの際にご説明します。' },
        ],
        i: [
          { q: '見積もりはどう依頼すればよいですか？', a: 'このページのフォームを送信するか、お電話ください。作業の内容と場所を伺い、料金をお知らせします。' },
          { q: '事前に現地を見る必要はありますか？', a: '小さな作業ならご説明だけで十分なことが多いです。大きな作業は、お見積もりの前に現地を確認します。' },
          { q: '対応エリアはどこですか？', a: 'お問い合わせの際に市区町村か郵便番号をお知らせいただければ、対応可能かお答えします。' },
          { q: '支払い方法は？', a: 'お支払いの方法と時期は、お見積もりの際にご説明します。' },
        ],
      },
    },
  },
  zh: {
    quote: {
      cta: { primary: '获取报价' },
      sections: {
        booking: { heading: '服务流程' },
        faq: { heading: '常见问题' },
        contact: { nav: '报价', heading: '获取报价', eyebrow: '报价', send: '获取报价' },
      },
      contactIntro: { we: '告诉我们需要做什么、在哪里以及您方便的时间，我们会给您报价。', i: '告诉我需要做什么、在哪里以及您方便的时间，我会给您报价。' },
      about: {
        we: '在{name}，我们会先了解清楚工作内容再报价。您会得到直接的答复、清楚的价格和干净利落的完工。',
        i: '我会先了解清楚工作内容再报价。您会得到直接的答复、清楚的价格和干净利落的完工。',
      },
      steps: {
        we: [
          { title: '描述需求', text: '通过本页表单或电话告诉我们需要做什么、在哪里。' },
          { title: '获取报价', text: '我们会给出清楚的价格，如有需要会先上门查看。' },
          { title: '选定日期', text: '选一个您方便的日子，我们确认后按时完工。' },
        ],
        i: [
          { title: '描述需求', text: '通过本页表单或电话告诉我需要做什么、在哪里。' },
          { title: '获取报价', text: '我会给出清楚的价格，如有需要会先上门查看。' },
          { title: '选定日期', text: '选一个您方便的日子，我确认后按时完工。' },
        ],
      },
      benefits: {
        we: [
          { title: '先报价再动工', text: '开工之前，您就知道需要多少费用。' },
          { title: '按您的时间安排', text: '告诉我们您方便的时间，我们据此安排工作。' },
          { title: '欢迎提问', text: '从工期到材料，决定之前都可以问我们。' },
        ],
        i: [
          { title: '先报价再动工', text: '开工之前，您就知道需要多少费用。' },
          { title: '按您的时间安排', text: '告诉我您方便的时间，我据此安排工作。' },
          { title: '欢迎提问', text: '从工期到材料，决定之前都可以问我。' },
        ],
      },
      faq: {
        we: [
          { q: '如何获取报价？', a: '提交本页表单或给我们打电话。告诉我们需要做什么、在哪里，我们会给您报价。' },
          { q: '需要先上门查看吗？', a: '小活通常描述一下就够了；较大的工作我们会先上门查看再报价。' },
          { q: '服务范围有哪些？', a: '联系时告诉我们您所在的城镇或邮编，我们会告诉您能否上门。' },
          { q: '如何付款？', a: '我们会在报价时说明付款方式和时间。' },
        ],
        i: [
          { q: '如何获取报价？', a: '提交本页表单或给我打电话。告诉我需要做什么、在哪里，我会给您报价。' },
          { q: '需要先上门查看吗？', a: '小活通常描述一下就够了；较大的工作我会先上门查看再报价。' },
          { q: '服务范围有哪些？', a: '联系时告诉我您所在的城镇或邮编，我会告诉您能否上门。' },
          { q: '如何付款？', a: '我会在报价时说明付款方式和时间。' },
        ],
      },
    },
  },
  ar: {
    quote: {
      cta: { primary: 'اطلب عرض سعر' },
      sections: {
        booking: { heading: 'كيف نعمل' },
        faq: { heading: 'أسئلة شائعة' },
        contact: { nav: 'عرض سعر', heading: 'اطلب عرض سعر', eyebrow: 'عروض الأسعار', send: 'اطلب عرض سعر' },
      },
      contactIntro: { we: 'أخبرنا بما يلزم إنجازه وأين ومتى يناسبك، وسنرسل إليك عرض سعر.', i: 'أخبرني بما يلزم إنجازه وأين ومتى يناسبك، وسأرسل إليك عرض سعر.' },
      about: {
        we: 'في {name}، نأخذ وقتنا لفهم العمل قبل تقديم السعر. ستجد إجابات صريحة وسعرًا واضحًا وعملًا نظيفًا عند الانتهاء.',
        i: 'آخذ وقتي لفهم العمل قبل تقديم السعر. ستجد إجابات صريحة وسعرًا واضحًا وعملًا نظيفًا عند الانتهاء.',
      },
      steps: {
        we: [
          { title: 'صف لنا العمل', text: 'أخبرنا بما يلزم إنجازه وأين، عبر النموذج في هذه الصفحة أو بالهاتف.' },
          { title: 'استلم عرض السعر', text: 'نرسل إليك سعرًا واضحًا، ونزور المكان أولًا إن تطلّب العمل ذلك.' },
          { title: 'اختر موعدًا', text: 'اختر اليوم الذي يناسبك، فنؤكده وننجز العمل.' },
        ],
        i: [
          { title: 'صف لي العمل', text: 'أخبرني بما يلزم إنجازه وأين، عبر النموذج في هذه الصفحة أو بالهاتف.' },
          { title: 'استلم عرض السعر', text: 'أرسل إليك سعرًا واضحًا، وأزور المكان أولًا إن تطلّب العمل ذلك.' },
          { title: 'اختر موعدًا', text: 'اختر اليوم الذي يناسبك، فأؤكده وأنجز العمل.' },
        ],
      },
      benefits: {
        we: [
          { title: 'السعر أولًا', text: 'تعرف تكلفة العمل قبل أن يبدأ.' },
          { title: 'حسب وقتك', text: 'أخبرنا بالوقت الذي يناسبك ونخطط للعمل على أساسه.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألنا عن أي شيء قبل أن تقرر، من المواعيد إلى المواد.' },
        ],
        i: [
          { title: 'السعر أولًا', text: 'تعرف تكلفة العمل قبل أن يبدأ.' },
          { title: 'حسب وقتك', text: 'أخبرني بالوقت الذي يناسبك وأخطط للعمل على أساسه.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألني عن أي شيء قبل أن تقرر، من المواعيد إلى المواد.' },
        ],
      },
      faq: {
        we: [
          { q: 'كيف أطلب عرض سعر؟', a: 'أرسل النموذج في هذه الصفحة أو اتصل بنا. أخبرنا بما يلزم إنجازه وأين، وسنعطيك سعرًا.' },
          { q: 'هل تحتاجون إلى معاينة العمل أولًا؟', a: 'في الأعمال الصغيرة يكفي الوصف غالبًا. أما الأكبر فنرتّب زيارة قبل تقديم السعر.' },
          { q: 'ما المناطق التي تغطونها؟', a: 'أخبرنا بمدينتك أو رمزك البريدي عند التواصل وسنخبرك.' },
          { q: 'كيف يتم الدفع؟', a: 'نشرح لك طريقة الدفع وموعده عند إرسال عرض السعر.' },
        ],
        i: [
          { q: 'كيف أطلب عرض سعر؟', a: 'أرسل النموذج في هذه الصفحة أو اتصل بي. أخبرني بما يلزم إنجازه وأين، وسأعطيك سعرًا.' },
          { q: 'هل تحتاج إلى معاينة العمل أولًا؟', a: 'في الأعمال الصغيرة يكفي الوصف غالبًا. أما الأكبر فأرتّب زيارة قبل تقديم السعر.' },
          { q: 'ما المناطق التي تغطيها؟', a: 'أخبرني بمدينتك أو رمزك البريدي عند التواصل وسأخبرك.' },
          { q: 'كيف يتم الدفع؟', a: 'أشرح لك طريقة الدفع وموعده عند إرسال عرض السعر.' },
        ],
      },
    },
  },
};
