import type { SampleWords } from '../sample-words';
import type { BlueprintCopy, BlueprintId } from './types';

/**
 * The offline writer's Italian phrasebook, per blueprint (issue 15 §5): COPY_EN rewritten as an Italian
 * copywriter would write it for a small business, same keys, same voices, same honesty rules
 * (no invented facts; answers that depend on the owner point to the form).
 *
 * Register: informal «tu» towards the visitor throughout, as most Italian small-business sites do.
 * Voices: `we` speaks in the first person plural (scrivici, ti rispondiamo, il nostro), `i` in the
 * singular (scrivimi, ti rispondo, il mio); a visitor's question addresses a `we` business as «voi»
 * (Dove spedite?) and a solo owner as «tu» (Dove spedisci?). Adjectives about the visitor are avoided,
 * since their gender is unknown («ti aggiorniamo», not «ti teniamo aggiornato»). Placeholders sit
 * where any noun phrase fits («per {audience}», «da {name}»); typographic apostrophes (’), « » quotes.
 */
export const COPY_IT: Record<BlueprintId, BlueprintCopy> = {
  // Software products.
  saas: {
    sections: {
      features: { nav: 'Funzionalità', heading: 'Cosa trovi dentro', eyebrow: 'Funzionalità' },
      'how-it-works': { nav: 'Come iniziare', heading: 'Tre passaggi per iniziare', eyebrow: 'Come funziona' },
      benefits: { heading: 'Pensato per il tuo modo di lavorare', eyebrow: 'Per chi è', intro: 'Per {audience}.' },
      pricing: {
        nav: 'Prezzi', heading: 'Piani e prezzi', eyebrow: 'Prezzi',
        intro: 'Confronta i piani e scegli quello più adatto al tuo modo di lavorare.',
      },
      testimonials: { nav: 'Recensioni', heading: 'Cosa dicono i clienti', eyebrow: 'Recensioni' },
      faq: { nav: 'FAQ', heading: 'Domande e risposte', eyebrow: 'Domande frequenti' },
      'get-started': { heading: 'Inizia ora', eyebrow: 'Il prossimo passo' },
    },
    cta: { primary: 'Inizia ora', secondary: 'Scopri le funzionalità' },
    steps: [
      { title: 'Crea il tuo account', text: 'Registrati e dai un’occhiata in giro prima di aggiungere qualcosa di tuo.' },
      { title: 'Adattalo a te', text: 'Inserisci i tuoi dati e regola le impostazioni sul modo in cui lavori già.' },
      { title: 'Usalo ogni giorno', text: 'Lascia a {name} le attività di routine e fatti sentire ogni volta che hai una domanda.' },
    ],
    benefits: [
      { title: 'Meno lavoro ripetitivo', text: 'Meno tempo sulle attività ripetitive, più tempo per il lavoro che solo tu puoi fare.' },
      { title: 'Tutto in un unico posto', text: 'Tieni insieme ciò che ti serve, invece di sparpagliarlo tra fogli di calcolo, email e appunti.' },
      { title: 'Chiaro a colpo d’occhio', text: 'Vedi subito a che punto sei, senza cercare tra i menu o esportare report.' },
    ],
    featureText: {
      we: [
        'Chiedici una breve demo per vedere come si inserisce nella tua giornata.',
        'Chiedici i dettagli: ti spieghiamo come funziona nella pratica.',
        'Una cosa in meno da configurare, rincorrere o tenere sotto controllo.',
        'Utile sia se stai iniziando, sia se arrivi da un altro strumento.',
      ],
      i: [
        'Chiedimi una breve demo per vedere come si inserisce nella tua giornata.',
        'Chiedimi i dettagli: ti spiego come funziona nella pratica.',
        'Una cosa in meno da configurare, rincorrere o tenere sotto controllo.',
        'Utile sia se stai iniziando, sia se arrivi da un altro strumento.',
      ],
    },
    faq: {
      we: [
        { q: 'Come inizio?', a: 'Scegli «Inizia ora» in questa pagina, crea il tuo account e configura tutto con calma, ai tuoi tempi.' },
        { q: 'Posso importare i dati che uso già?', a: 'Dicci cosa usi oggi e ti spieghiamo il modo migliore per trasferire le tue informazioni in {name}.' },
        { q: 'Come vengono protetti i miei dati?', a: 'Chiedicelo e ti spieghiamo, in parole semplici, come {name} conserva e protegge le tue informazioni.' },
        { q: 'E se mi blocco?', a: 'Scrivici da questa pagina. Ti aiutiamo a trovare una risposta e a tornare al lavoro.' },
      ],
      i: [
        { q: 'Come inizio?', a: 'Scegli «Inizia ora» in questa pagina, crea il tuo account e configura tutto con calma, ai tuoi tempi.' },
        { q: 'Posso importare i dati che uso già?', a: 'Dimmi cosa usi oggi e ti spiego il modo migliore per trasferire le tue informazioni in {name}.' },
        { q: 'Come vengono protetti i miei dati?', a: 'Chiedimelo e ti spiego, in parole semplici, come {name} conserva e protegge le tue informazioni.' },
        { q: 'E se mi blocco?', a: 'Scrivimi da questa pagina. Ti aiuto a trovare una risposta e a tornare al lavoro.' },
      ],
    },
    about: {
      we: 'Sviluppiamo {name} per {audience} e ascoltiamo con attenzione quello che ci dicono gli utenti. Se qualcosa ti rallenta, faccelo sapere e ci daremo un’occhiata.',
      i: 'Sviluppo {name} per {audience} e ascolto con attenzione quello che mi dicono gli utenti. Se qualcosa ti rallenta, fammelo sapere e ci darò un’occhiata.',
    },
    closing: { heading: 'Vuoi provare {name}?', text: 'Crea il tuo account e scopri come si adatta al tuo modo di lavorare.' },
    contactIntro: {
      we: 'Scrivici per qualsiasi domanda su {name}, prima o dopo la registrazione.',
      i: 'Scrivimi per qualsiasi domanda su {name}, prima o dopo la registrazione.',
    },
  },

  // Online shops.
  ecommerce: {
    sections: {
      products: { nav: 'Prodotti', heading: 'Scopri i prodotti', eyebrow: 'Il catalogo' },
      features: { nav: 'Dettagli', heading: { we: 'Perché comprare da noi', i: 'Perché comprare da me' }, eyebrow: 'Buono a sapersi' },
      testimonials: { nav: 'Recensioni', heading: 'Cosa dicono i clienti', eyebrow: 'Recensioni' },
      faq: { nav: 'FAQ', heading: 'Domande prima dell’acquisto', eyebrow: 'Domande frequenti' },
      'get-started': { heading: 'Tutto pronto per ordinare?', eyebrow: 'Acquista ora' },
      pricing: { nav: 'Prezzi', heading: 'Opzioni e prezzi', eyebrow: 'Prezzi' },
    },
    cta: { primary: 'Scopri i prodotti', secondary: 'Perché comprare qui' },
    steps: [
      { title: 'Scegli i prodotti', text: 'Sfoglia il catalogo e aggiungi al carrello ciò che ti piace.' },
      { title: 'Completa l’ordine', text: 'Inserisci i dati per la consegna e paga al momento del checkout.' },
      { title: 'Ricevi il pacco', text: 'Il tuo ordine viene preparato e spedito all’indirizzo che hai indicato.' },
    ],
    benefits: {
      we: [
        { title: 'Sai cosa compri', text: 'Ogni articolo è descritto con chiarezza, così puoi scegliere con fiducia.' },
        { title: 'Aiuto nella scelta', text: 'Non sai cosa scegliere? Scrivici e ti aiutiamo a decidere.' },
        { title: 'Imballato con cura', text: 'Ogni ordine viene controllato e imballato con cura prima della spedizione.' },
      ],
      i: [
        { title: 'Sai cosa compri', text: 'Ogni articolo è descritto con chiarezza, così puoi scegliere con fiducia.' },
        { title: 'Aiuto nella scelta', text: 'Non sai cosa scegliere? Scrivimi e ti aiuto a decidere.' },
        { title: 'Imballato con cura', text: 'Ogni ordine viene controllato e imballato con cura prima della spedizione.' },
      ],
    },
    featureText: {
      we: [
        'Fa parte del nostro modo di gestire il negozio, non è un’eccezione.',
        'Hai una domanda? Chiedi pure prima di ordinare.',
        'Un motivo in più per acquistare da {name}.',
        'Buono a sapersi prima di scegliere.',
      ],
      i: [
        'Fa parte del mio modo di gestire il negozio, non è un’eccezione.',
        'Hai una domanda? Chiedi pure prima di ordinare.',
        'Un motivo in più per acquistare da {name}.',
        'Buono a sapersi prima di scegliere.',
      ],
    },
    faq: {
      we: [
        { q: 'Dove spedite e quanto ci vuole?', a: 'Dipende da dove ti trovi. Vedrai le opzioni di consegna al checkout, e possiamo volentieri verificare per te prima dell’ordine.' },
        { q: 'E se qualcosa non va?', a: 'Contattaci e raccontaci cosa è successo. Ti spiegheremo le opzioni per il tuo ordine.' },
        { q: 'Mi aiutate a scegliere?', a: 'Certo. Dicci cosa cerchi e per chi è, e ti suggeriremo cosa potrebbe fare al caso tuo.' },
        { q: 'Cosa distingue {name}?', a: 'In breve: {features}. Se vuoi saperne di più su uno di questi punti, chiedi pure.' },
      ],
      i: [
        { q: 'Dove spedisci e quanto ci vuole?', a: 'Dipende da dove ti trovi. Vedrai le opzioni di consegna al checkout, e posso volentieri verificare per te prima dell’ordine.' },
        { q: 'E se qualcosa non va?', a: 'Contattami e raccontami cosa è successo. Ti spiegherò le opzioni per il tuo ordine.' },
        { q: 'Mi aiuti a scegliere?', a: 'Certo. Dimmi cosa cerchi e per chi è, e ti suggerirò cosa potrebbe fare al caso tuo.' },
        { q: 'Cosa distingue {name}?', a: 'In breve: {features}. Se vuoi saperne di più su uno di questi punti, chiedi pure.' },
      ],
    },
    about: {
      we: 'Selezioniamo i prodotti per {audience} e ti aiutiamo volentieri a trovare quello giusto. Se hai una domanda su un articolo o un ordine, chiedi pure.',
      i: 'Seleziono i prodotti per {audience} e ti aiuto volentieri a trovare quello giusto. Se hai una domanda su un articolo o un ordine, chiedi pure.',
    },
    closing: {
      heading: 'Trova ciò che userai ogni giorno',
      text: { we: 'Sfoglia il catalogo e ordina online, oppure chiedici prima qualsiasi cosa.', i: 'Sfoglia il catalogo e ordina online, oppure chiedimi prima qualsiasi cosa.' },
    },
    contactIntro: {
      we: 'Scrivici per un prodotto, un ordine o qualsiasi altra cosa tu voglia sapere.',
      i: 'Scrivimi per un prodotto, un ordine o qualsiasi altra cosa tu voglia sapere.',
    },
  },

  // Professional services.
  agency: {
    sections: {
      services: { nav: 'Servizi', heading: { we: 'Come possiamo aiutarti', i: 'Come posso aiutarti' }, eyebrow: 'Servizi' },
      process: { nav: 'Metodo', heading: { we: 'Come lavoriamo', i: 'Come lavoro' }, eyebrow: 'Il metodo' },
      work: { nav: 'Progetti', heading: { we: 'Esempi del nostro lavoro', i: 'Esempi del mio lavoro' }, eyebrow: 'Casi studio' },
      properties: { nav: 'Immobili', heading: 'Immobili in evidenza', eyebrow: 'Annunci', go: 'Vedere gli immobili' },
      about: { nav: 'Profilo', heading: { we: 'Chi siamo', i: 'Chi sono' }, eyebrow: 'Approccio' },
      faq: { heading: 'Domande frequenti', eyebrow: 'FAQ' },
      contact: { nav: 'Contatti', heading: 'Parliamone', eyebrow: 'Contatti' },
      pricing: { nav: 'Tariffe', heading: 'Tariffe e pacchetti', eyebrow: 'Tariffe' },
      testimonials: { nav: 'Recensioni', heading: 'Cosa dicono i clienti', eyebrow: 'Testimonianze' },
    },
    cta: { primary: 'Richiedi informazioni', secondary: 'Vedi i servizi' },
    steps: {
      we: [
        { title: 'Primo colloquio', text: 'Raccontaci la tua situazione. Ascoltiamo, facciamo domande e definiamo insieme cosa sarebbe un buon risultato.' },
        { title: 'Un piano chiaro', text: 'Ti presentiamo le opzioni e concordiamo con te il perimetro del lavoro prima di iniziare.' },
        { title: 'Lavoro e confronto finale', text: 'Svolgiamo il lavoro, ti aggiorniamo lungo il percorso e discutiamo con te il risultato.' },
      ],
      i: [
        { title: 'Primo colloquio', text: 'Raccontami la tua situazione. Ascolto, faccio domande e definisco con te cosa sarebbe un buon risultato.' },
        { title: 'Un piano chiaro', text: 'Ti presento le opzioni e concordo con te il perimetro del lavoro prima di iniziare.' },
        { title: 'Lavoro e confronto finale', text: 'Svolgo il lavoro, ti aggiorno lungo il percorso e discuto con te il risultato.' },
      ],
    },
    benefits: [
      { title: 'Linguaggio semplice', text: 'Risposte dirette, senza gergo tecnico, per decidere con sicurezza.' },
      { title: 'Consigli concreti', text: 'Indicazioni pratiche legate ai tuoi obiettivi, al tuo budget e ai tuoi tempi.' },
      { title: 'Su misura per te', text: 'Ogni incarico parte dalla tua situazione, non da un modello.' },
    ],
    featureText: {
      we: [
        'Raccontaci la tua situazione e ti spieghiamo come potrebbe funzionare per te.',
        'Un quadro chiaro di dove ti trovi e delle opzioni che hai.',
        'Chiedi informazioni già al primo contatto.',
        'Ti diremo con onestà se fa al caso tuo.',
      ],
      i: [
        'Raccontami la tua situazione e ti spiego come potrebbe funzionare per te.',
        'Un quadro chiaro di dove ti trovi e delle opzioni che hai.',
        'Chiedi informazioni già al primo contatto.',
        'Ti dirò con onestà se fa al caso tuo.',
      ],
    },
    faq: {
      we: [
        { q: 'Cosa succede al primo contatto?', a: 'Fissiamo un primo colloquio per capire la tua situazione, rispondere alle tue domande e illustrarti le opzioni.' },
        { q: 'In cosa può aiutarmi {name}?', a: 'Soprattutto in questi ambiti: {features}. Se la tua domanda non è nell’elenco, chiedi comunque: se non possiamo aiutarti, te lo diciamo.' },
        { q: 'Come vengono calcolate le tariffe?', a: 'Dipende da ciò di cui hai bisogno. Ti spieghiamo come funzionerebbero le tariffe nel tuo caso prima di prendere qualsiasi accordo.' },
        { q: 'Cosa devo preparare?', a: 'Tutto ciò che aiuta a spiegare la tua situazione, come date importanti, documenti e le domande a cui vuoi una risposta. Va bene anche se non hai ancora tutto.' },
      ],
      i: [
        { q: 'Cosa succede al primo contatto?', a: 'Fisso un primo colloquio per capire la tua situazione, rispondere alle tue domande e illustrarti le opzioni.' },
        { q: 'In cosa può aiutarmi {name}?', a: 'Soprattutto in questi ambiti: {features}. Se la tua domanda non è nell’elenco, chiedi comunque: se non posso aiutarti, te lo dico.' },
        { q: 'Come vengono calcolate le tariffe?', a: 'Dipende da ciò di cui hai bisogno. Ti spiego come funzionerebbero le tariffe nel tuo caso prima di prendere qualsiasi accordo.' },
        { q: 'Cosa devo preparare?', a: 'Tutto ciò che aiuta a spiegare la tua situazione, come date importanti, documenti e le domande a cui vuoi una risposta. Va bene anche se non hai ancora tutto.' },
      ],
    },
    about: {
      we: 'Lavoriamo per {audience} e crediamo che una buona consulenza inizi dall’ascolto. Riceverai indicazioni oneste e concrete, in un linguaggio semplice, e saprai sempre quale sarà il passo successivo.',
      i: 'Lavoro per {audience} e credo che una buona consulenza inizi dall’ascolto. Riceverai indicazioni oneste e concrete, in un linguaggio semplice, e saprai sempre quale sarà il passo successivo.',
    },
    closing: {
      heading: 'Parliamo di ciò che ti serve',
      text: { we: 'Raccontaci a che punto sei e ti suggeriremo un passo successivo sensato.', i: 'Raccontami a che punto sei e ti suggerirò un passo successivo sensato.' },
    },
    contactIntro: {
      we: 'Raccontaci in breve di cosa hai bisogno e ti ricontatteremo per fissare un primo colloquio.',
      i: 'Raccontami in breve di cosa hai bisogno e ti ricontatterò per fissare un primo colloquio.',
    },
  },

  // Restaurants, cafés, bakeries, bars.
  restaurant: {
    sections: {
      about: { nav: 'Il locale', heading: 'Accomodati', eyebrow: 'Benvenuti' },
      menu: { nav: 'Menu', heading: 'I piatti in evidenza', eyebrow: 'Cucina & bevande' },
      gallery: { heading: 'Dai un’occhiata', eyebrow: 'Galleria' },
      hours: { nav: 'Orari', heading: 'Orari e posizione', eyebrow: 'Organizza la visita' },
      reservations: { nav: 'Prenota', heading: 'Prenota un tavolo', eyebrow: 'Prenotazioni' },
      pricing: { nav: 'Prezzi', heading: 'Menu e prezzi', eyebrow: 'Prezzi' },
      testimonials: { nav: 'Recensioni', heading: 'Cosa dicono gli ospiti', eyebrow: 'Recensioni' },
    },
    cta: { primary: 'Prenota un tavolo', secondary: 'Guarda il menu' },
    steps: {
      we: [
        { title: 'Scegli giorno e ora', text: 'Indica quando vuoi venire e quante persone sarete.' },
        { title: 'Invia la richiesta', text: 'Nelle note puoi segnalare allergie, esigenze alimentari o un’occasione speciale.' },
        { title: 'Conferma', text: 'Ti ricontatteremo per confermare il tuo tavolo.' },
      ],
      i: [
        { title: 'Scegli giorno e ora', text: 'Indica quando vuoi venire e quante persone sarete.' },
        { title: 'Invia la richiesta', text: 'Nelle note puoi segnalare allergie, esigenze alimentari o un’occasione speciale.' },
        { title: 'Conferma', text: 'Ti ricontatterò per confermare il tuo tavolo.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Un’accoglienza calorosa', text: 'Che sia per uno spuntino veloce o per un pasto lungo e rilassato, qui sei in buone mani.' },
        { title: 'Dicci l’occasione', text: 'Compleanni, pranzi in famiglia o un tavolo tranquillo per due: faccelo sapere e faremo del nostro meglio.' },
        { title: 'Allergie? Chiedi pure', text: 'Segnala allergie o esigenze alimentari nella prenotazione e verificheremo con la cucina.' },
      ],
      i: [
        { title: 'Un’accoglienza calorosa', text: 'Che sia per uno spuntino veloce o per un pasto lungo e rilassato, qui sei in buone mani.' },
        { title: 'Dimmi l’occasione', text: 'Compleanni, pranzi in famiglia o un tavolo tranquillo per due: fammelo sapere e farò del mio meglio.' },
        { title: 'Allergie? Chiedi pure', text: 'Segnala allergie o esigenze alimentari nella prenotazione e verificherò con la cucina.' },
      ],
    },
    featureText: {
      we: ['Qualcosa in cui mettiamo tanta cura.', 'Vieni a scoprirlo di persona.', 'Chiedi informazioni quando prenoti un tavolo.', 'Un motivo in più per venire da {name}.'],
      i: ['Qualcosa in cui metto tanta cura.', 'Vieni a scoprirlo di persona.', 'Chiedi informazioni quando prenoti un tavolo.', 'Un motivo in più per venire da {name}.'],
    },
    faq: {
      we: [
        { q: 'Devo prenotare?', a: 'Prenotare è il modo più sicuro per avere un tavolo. Se preferisci passare senza prenotazione, vieni pure: se possiamo, un posto lo troviamo.' },
        { q: 'Tenete conto di allergie ed esigenze alimentari?', a: 'Segnalaci allergie o esigenze alimentari quando prenoti e ti diremo cosa può fare la cucina.' },
        { q: 'Accogliete gruppi numerosi?', a: 'Dicci quante persone siete e qual è l’occasione, e vedremo cosa possiamo organizzare.' },
        { q: 'Come modifico o disdico una prenotazione?', a: 'Contattaci il prima possibile con i recapiti di questa pagina e aggiorneremo la tua prenotazione.' },
      ],
      i: [
        { q: 'Devo prenotare?', a: 'Prenotare è il modo più sicuro per avere un tavolo. Se preferisci passare senza prenotazione, vieni pure: se posso, un posto lo trovo.' },
        { q: 'Tieni conto di allergie ed esigenze alimentari?', a: 'Segnalami allergie o esigenze alimentari quando prenoti e ti dirò cosa può fare la cucina.' },
        { q: 'Accogli gruppi numerosi?', a: 'Dimmi quante persone siete e qual è l’occasione, e vedrò cosa posso organizzare.' },
        { q: 'Come modifico o disdico una prenotazione?', a: 'Contattami il prima possibile con i recapiti di questa pagina e aggiornerò la tua prenotazione.' },
      ],
    },
    about: {
      we: 'Da {name} vogliamo che ogni visita sia semplice e piacevole, che tu venga per conto tuo o con una tavolata di amici. Accomodati, prenditi il tuo tempo e dicci se c’è qualcosa che possiamo fare per renderla ancora migliore.',
      i: 'Voglio che ogni visita sia semplice e piacevole, che tu venga per conto tuo o con una tavolata di amici. Accomodati, prenditi il tuo tempo e dimmi se c’è qualcosa che posso fare per renderla ancora migliore.',
    },
    closing: {
      heading: { we: 'Ti aspettiamo', i: 'Ti aspetto' },
      text: { we: 'Scegli una data, invia la richiesta e al resto pensiamo noi.', i: 'Scegli una data, invia la richiesta e al resto penso io.' },
    },
    contactIntro: {
      we: 'Invia una richiesta di prenotazione con data, ora e numero di persone, e ti ricontatteremo per confermare.',
      i: 'Invia una richiesta di prenotazione con data, ora e numero di persone, e ti ricontatterò per confermare.',
    },
  },

  // Photographers, artists, illustrators, designers.
  portfolio: {
    sections: {
      gallery: { nav: 'Lavori', heading: 'Lavori selezionati', eyebrow: 'Portfolio' },
      about: { nav: 'Profilo', heading: { we: 'Chi siamo', i: 'Chi sono' }, eyebrow: 'Ciao' },
      services: { nav: 'Servizi', heading: { we: 'Cosa offriamo', i: 'Cosa offro' }, eyebrow: 'Servizi' },
      process: { heading: 'Dal primo messaggio alla consegna', eyebrow: 'Il metodo' },
      faq: { nav: 'FAQ', heading: 'Buono a sapersi', eyebrow: 'Domande frequenti' },
      contact: { nav: 'Contatti', heading: { we: 'Raccontaci il tuo progetto', i: 'Raccontami il tuo progetto' }, eyebrow: 'Richieste' },
      pricing: { nav: 'Pacchetti', heading: 'Pacchetti e prezzi', eyebrow: 'Prezzi' },
      testimonials: { nav: 'Testimonianze', heading: 'Belle parole', eyebrow: 'Testimonianze' },
    },
    cta: { primary: 'Verifica disponibilità', secondary: 'Guarda i lavori' },
    steps: {
      we: [
        { title: 'Fatti sentire', text: 'Invia un messaggio con la data o la scadenza e con quello che hai in mente.' },
        { title: 'Definire il piano', text: 'Ne parliamo insieme e ti inviamo un riepilogo chiaro di cosa è incluso e con quali tempi.' },
        { title: 'Realizzazione e consegna', text: 'Ci mettiamo al lavoro, ti aggiorniamo strada facendo e consegniamo tutto nel formato concordato.' },
      ],
      i: [
        { title: 'Fatti sentire', text: 'Invia un messaggio con la data o la scadenza e con quello che hai in mente.' },
        { title: 'Definire il piano', text: 'Ne parlo con te e ti invio un riepilogo chiaro di cosa è incluso e con quali tempi.' },
        { title: 'Realizzazione e consegna', text: 'Mi metto al lavoro, ti aggiorno strada facendo e consegno tutto nel formato concordato.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Un rapporto diretto', text: 'Parli direttamente con chi realizza il lavoro, dal primo messaggio alla consegna.' },
        { title: 'Chiarezza fin dall’inizio', text: 'Sai cosa è incluso e quando aspettartelo prima di prenotare qualsiasi cosa.' },
        { title: 'Su misura', text: 'Ogni progetto prende forma intorno alle tue idee, non a una formula fissa.' },
      ],
      i: [
        { title: 'Un rapporto diretto', text: 'Parli direttamente con me, dal primo messaggio alla consegna.' },
        { title: 'Chiarezza fin dall’inizio', text: 'Sai cosa è incluso e quando aspettartelo prima di prenotare qualsiasi cosa.' },
        { title: 'Su misura', text: 'Ogni progetto prende forma intorno alle tue idee, non a una formula fissa.' },
      ],
    },
    featureText: {
      we: [
        'Raccontaci cosa hai in mente e lo adatteremo ai tuoi piani.',
        'Chiedi la disponibilità per le tue date.',
        'Chiedi di vedere altri esempi simili.',
        'Possiamo parlarne prima, senza alcun impegno a prenotare.',
      ],
      i: [
        'Raccontami cosa hai in mente e lo adatterò ai tuoi piani.',
        'Chiedi la disponibilità per le tue date.',
        'Chiedi di vedere altri esempi simili.',
        'Possiamo parlarne prima, senza alcun impegno a prenotare.',
      ],
    },
    faq: {
      we: [
        { q: 'Con quanto anticipo devo prenotare?', a: 'Il prima possibile, soprattutto per le date più richieste. Mandaci la tua data e controlleremo il calendario.' },
        { q: 'Come viene consegnato il lavoro finito?', a: 'Concordiamo con te formato e tempi prima di iniziare, così sai esattamente cosa aspettarti e quando.' },
        { q: 'Vi spostate anche fuori sede?', a: 'Dicci dove e quando, e ti confermeremo se possiamo esserci e se sono previste spese di viaggio.' },
        { q: 'Come prenoto?', a: 'Invia una richiesta con il modulo in questa pagina. Ti risponderemo con la nostra disponibilità e i passi successivi.' },
      ],
      i: [
        { q: 'Con quanto anticipo devo prenotare?', a: 'Il prima possibile, soprattutto per le date più richieste. Mandami la tua data e controllerò il mio calendario.' },
        { q: 'Come viene consegnato il lavoro finito?', a: 'Concordo con te formato e tempi prima di iniziare, così sai esattamente cosa aspettarti e quando.' },
        { q: 'Ti sposti anche fuori sede?', a: 'Dimmi dove e quando, e ti confermerò se posso esserci e se sono previste spese di viaggio.' },
        { q: 'Come prenoto?', a: 'Invia una richiesta con il modulo in questa pagina. Ti risponderò con la mia disponibilità e i passi successivi.' },
      ],
    },
    about: {
      we: 'Lavoriamo con {audience}, e ogni progetto parte dall’ascolto: cosa hai in mente, cosa conta per te e che atmosfera vuoi trasmettere. Manteniamo un approccio rilassato e personale, e rispondiamo volentieri alle tue domande in ogni fase.',
      i: 'Lavoro con {audience}, e ogni progetto parte dall’ascolto: cosa hai in mente, cosa conta per te e che atmosfera vuoi trasmettere. Mantengo un approccio rilassato e personale, e rispondo volentieri alle tue domande in ogni fase.',
    },
    closing: {
      heading: 'Una data o un progetto in mente?',
      text: { we: 'Invia una richiesta e ti faremo sapere se siamo disponibili.', i: 'Invia una richiesta e ti farò sapere se sono disponibile.' },
    },
    contactIntro: {
      we: 'Condividi qualche dettaglio sui tuoi piani e ti ricontatteremo con la nostra disponibilità.',
      i: 'Condividi qualche dettaglio sui tuoi piani e ti ricontatterò con la mia disponibilità.',
    },
  },

  // Local services by appointment.
  local: {
    sections: {
      services: { nav: 'Servizi', heading: { we: 'Come possiamo aiutarti', i: 'Come posso aiutarti' }, eyebrow: 'Servizi' },
      rooms: { nav: 'Camere', heading: 'Camere e tariffe', eyebrow: 'Soggiorno', go: 'Vedi le camere' },
      booking: { heading: 'Come prenotare', eyebrow: 'Passo dopo passo' },
      benefits: { heading: 'Cosa aspettarti', eyebrow: 'Buono a sapersi', intro: 'Un servizio pensato per {audience}.' },
      location: { nav: 'Come arrivare', heading: 'Quando e dove', eyebrow: 'Orari di apertura' },
      area: { nav: 'Zona', heading: { we: 'Dove lavoriamo', i: 'Dove lavoro' }, eyebrow: 'Zona servita' },
      faq: { nav: 'FAQ', heading: 'Domande prima di prenotare', eyebrow: 'Domande frequenti' },
      contact: { nav: 'Prenota', heading: 'Richiedi un appuntamento', eyebrow: 'Prenotazione' },
      pricing: { nav: 'Prezzi', heading: 'Servizi e prezzi', eyebrow: 'Prezzi' },
      testimonials: { nav: 'Recensioni', heading: 'Cosa dicono i clienti', eyebrow: 'Recensioni' },
    },
    cta: { primary: 'Prenota un appuntamento', secondary: 'Vedi i servizi' },
    steps: {
      we: [
        { title: 'Scegli il servizio', text: 'Scegli tra le opzioni di questa pagina o descrivi con parole tue ciò di cui hai bisogno.' },
        { title: 'Invia una richiesta', text: 'Nel modulo di prenotazione indica i giorni o gli orari che preferisci.' },
        { title: 'Conferma dei dettagli', text: 'Ti ricontatteremo per confermare l’orario o proporne un altro adatto.' },
      ],
      i: [
        { title: 'Scegli il servizio', text: 'Scegli tra le opzioni di questa pagina o descrivi con parole tue ciò di cui hai bisogno.' },
        { title: 'Invia una richiesta', text: 'Nel modulo di prenotazione indica i giorni o gli orari che preferisci.' },
        { title: 'Conferma dei dettagli', text: 'Ti ricontatterò per confermare l’orario o proporne un altro adatto.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Tempo per parlarne', text: 'Hai il tempo di spiegare di cosa hai bisogno e ricevi risposte chiare.' },
        { title: 'Prenotare è semplice', text: 'Invia una richiesta da questa pagina quando ti è più comodo, senza attese al telefono.' },
        { title: 'Domande benvenute', text: 'Chiedici tutto prima di prenotare, da cosa comporta a cosa portare.' },
      ],
      i: [
        { title: 'Tempo per parlarne', text: 'Hai il tempo di spiegare di cosa hai bisogno e ricevi risposte chiare.' },
        { title: 'Prenotare è semplice', text: 'Invia una richiesta da questa pagina quando ti è più comodo, senza attese al telefono.' },
        { title: 'Domande benvenute', text: 'Chiedimi tutto prima di prenotare, da cosa comporta a cosa portare.' },
      ],
    },
    featureText: {
      we: [
        'Dicci di cosa hai bisogno e ti spiegheremo come funziona.',
        'Non sai se fa per te? Chiedi pure.',
        'Fa parte di ciò che trovi da {name}.',
        'Vale la pena chiederlo quando ci contatti.',
      ],
      i: [
        'Dimmi di cosa hai bisogno e ti spiegherò come funziona.',
        'Non sai se fa per te? Chiedi pure.',
        'Fa parte di ciò che trovi da {name}.',
        'Vale la pena chiederlo quando mi contatti.',
      ],
    },
    faq: {
      we: [
        { q: 'Cosa devo aspettarmi la prima volta?', a: 'Iniziamo parlando di ciò di cui hai bisogno e rispondendo alle tue domande, poi ti suggeriamo i passi successivi.' },
        { q: 'Devo preparare qualcosa?', a: 'È utile annotare le tue esigenze ed eventuali domande. Se c’è qualcosa da portare, te lo diremo alla conferma.' },
        { q: 'Come funziona il pagamento?', a: 'Chiedi quando prenoti e ti spiegheremo le opzioni, anche se è possibile usare assicurazioni o buoni.' },
        { q: 'E se devo spostare l’appuntamento?', a: 'Avvisaci il prima possibile con i recapiti di questa pagina e troveremo un altro orario.' },
      ],
      i: [
        { q: 'Cosa devo aspettarmi la prima volta?', a: 'Inizio parlando di ciò di cui hai bisogno e rispondendo alle tue domande, poi ti suggerisco i passi successivi.' },
        { q: 'Devo preparare qualcosa?', a: 'È utile annotare le tue esigenze ed eventuali domande. Se c’è qualcosa da portare, te lo dirò alla conferma.' },
        { q: 'Come funziona il pagamento?', a: 'Chiedi quando prenoti e ti spiegherò le opzioni, anche se è possibile usare assicurazioni o buoni.' },
        { q: 'E se devo spostare l’appuntamento?', a: 'Avvisami il prima possibile con i recapiti di questa pagina e troverò un altro orario.' },
      ],
    },
    about: {
      we: 'Da {name} ci prendiamo il tempo di capire cosa ti serve prima di proporre qualsiasi cosa. Troverai un’accoglienza cordiale, spiegazioni semplici e un’idea chiara dei passi successivi.',
      i: 'Mi prendo il tempo di capire cosa ti serve prima di proporre qualsiasi cosa. Troverai un’accoglienza cordiale, spiegazioni semplici e un’idea chiara dei passi successivi.',
    },
    closing: {
      heading: 'Vuoi prenotare?',
      text: { we: 'Invia una richiesta e troveremo un orario adatto a te.', i: 'Invia una richiesta e troverò un orario adatto a te.' },
    },
    contactIntro: {
      we: 'Dicci cosa vuoi prenotare e quando ti è comodo, e ti risponderemo per confermare.',
      i: 'Dimmi cosa vuoi prenotare e quando ti è comodo, e ti risponderò per confermare.',
    },
  },

  // Charities, food banks, community groups.
  nonprofit: {
    sections: {
      mission: { nav: 'La missione', heading: { we: 'Per cosa ci impegniamo', i: 'Per cosa mi impegno' }, eyebrow: 'Missione' },
      help: { nav: 'Partecipa', heading: 'Come aiutare', eyebrow: 'Partecipa', intro: 'C’è più di un modo per sostenere {name}.' },
      'how-it-works': { heading: 'Come partecipare', eyebrow: 'Passo dopo passo' },
      donate: { nav: 'Dona', heading: 'Fai una donazione', eyebrow: 'Sostieni' },
      faq: { nav: 'FAQ', heading: 'Le domande più frequenti', eyebrow: 'FAQ' },
      contact: { nav: 'Contatti', heading: 'Mettiti in contatto', eyebrow: 'Contatti' },
      pricing: { nav: 'Donazioni', heading: 'Modi per donare', eyebrow: 'Donazioni' },
      testimonials: { nav: 'Storie', heading: 'Con le loro parole', eyebrow: 'Storie' },
    },
    cta: { primary: 'Fai una donazione', secondary: 'Come aiutare' },
    steps: {
      we: [
        { title: 'Scegli come aiutare', text: 'Guarda i modi per aiutare in questa pagina e scegli quello più adatto a te.' },
        { title: 'Mettiti in contatto', text: 'Scrivici e ti spiegheremo come iniziare.' },
        { title: 'Resta in contatto', text: 'Segui le novità e scopri cosa rende possibile il tuo sostegno.' },
      ],
      i: [
        { title: 'Scegli come aiutare', text: 'Guarda i modi per aiutare in questa pagina e scegli quello più adatto a te.' },
        { title: 'Mettiti in contatto', text: 'Scrivimi e ti spiegherò come iniziare.' },
        { title: 'Resta in contatto', text: 'Segui le novità e scopri cosa rende possibile il tuo sostegno.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Ogni gesto conta', text: 'Una donazione, un post condiviso o una parola su {name} a un amico: tutto aiuta.' },
        { title: 'Chiedi dove va', text: 'Chiedici come viene usato il sostegno e te lo spiegheremo volentieri.' },
        { title: 'Insieme ad altri', text: 'Partecipa insieme a persone a cui stanno a cuore le tue stesse cause.' },
      ],
      i: [
        { title: 'Ogni gesto conta', text: 'Una donazione, un post condiviso o una parola su {name} a un amico: tutto aiuta.' },
        { title: 'Chiedi dove va', text: 'Chiedimi come viene usato il sostegno e te lo spiegherò volentieri.' },
        { title: 'Insieme ad altri', text: 'Partecipa insieme a persone a cui stanno a cuore le tue stesse cause.' },
      ],
    },
    featureText: {
      we: [
        'Chiedici di cosa c’è più bisogno in questo momento.',
        'Uno dei modi in cui {name} fa la differenza.',
        'Conosci qualcuno a cui potrebbe interessare? Fai girare la voce.',
        'Scopri di più quando ti metti in contatto.',
      ],
      i: [
        'Chiedimi di cosa c’è più bisogno in questo momento.',
        'Uno dei modi in cui {name} fa la differenza.',
        'Conosci qualcuno a cui potrebbe interessare? Fai girare la voce.',
        'Scopri di più quando ti metti in contatto.',
      ],
    },
    faq: {
      we: [
        { q: 'Come posso fare volontariato?', a: 'Scrivici qualcosa di te e quando sei disponibile, e ti ricontatteremo per capire come potresti aiutare.' },
        { q: 'Dove va la mia donazione?', a: 'Nel lavoro che vedi in questa pagina. Se vuoi sapere di più su come vengono usate le donazioni, chiedi pure.' },
        { q: 'Posso donare oggetti oltre al denaro?', a: 'Contattaci prima e ti diremo di cosa c’è bisogno e dove portarlo.' },
        { q: 'Posso ricevere aiuto da {name}?', a: 'Contattaci e ti spiegheremo quale sostegno è disponibile e come funziona.' },
      ],
      i: [
        { q: 'Come posso fare volontariato?', a: 'Scrivimi qualcosa di te e quando sei disponibile, e ti ricontatterò per capire come potresti aiutare.' },
        { q: 'Dove va la mia donazione?', a: 'Nel lavoro che vedi in questa pagina. Se vuoi sapere di più su come vengono usate le donazioni, chiedi pure.' },
        { q: 'Posso donare oggetti oltre al denaro?', a: 'Contattami prima e ti dirò di cosa c’è bisogno e dove portarlo.' },
        { q: 'Posso ricevere aiuto da {name}?', a: 'Contattami e ti spiegherò quale sostegno è disponibile e come funziona.' },
      ],
    },
    about: {
      we: 'Tutto ciò che {name} fa dipende da persone che donano tempo, denaro ed energia. Che tu abbia bisogno di sostegno o voglia offrirlo, qui c’è posto per te, e saremo felici di sentirti.',
      i: 'Tutto ciò che {name} fa dipende da persone che donano tempo, denaro ed energia. Che tu abbia bisogno di sostegno o voglia offrirlo, qui c’è posto per te, e sarò felice di sentirti.',
    },
    closing: {
      heading: 'Il tuo sostegno rende tutto possibile',
      text: 'Ogni donazione aiuta, di qualsiasi importo. Mettiti in contatto se vuoi contribuire in un altro modo.',
    },
    contactIntro: {
      we: 'Che tu voglia aiutare o abbia bisogno di sostegno, scrivici e ti risponderemo.',
      i: 'Che tu voglia aiutare o abbia bisogno di sostegno, scrivimi e ti risponderò.',
    },
  },

  // Bands, festivals, conferences, tours.
  events: {
    sections: {
      about: { nav: 'Presentazione', heading: { we: 'Chi siamo', i: 'Chi sono' }, eyebrow: 'Benvenuti' },
      dates: { nav: 'Date', heading: 'Prossime date', eyebrow: 'Segna la data' },
      highlights: { nav: 'In evidenza', heading: 'Cosa ti aspetta', eyebrow: 'In evidenza' },
      gallery: { nav: 'Foto', heading: 'Per immagini', eyebrow: 'Galleria' },
      faq: { nav: 'FAQ', heading: 'Buono a sapersi', eyebrow: 'Domande frequenti' },
      contact: { nav: 'Contatti', heading: 'Resta in contatto', eyebrow: 'Novità e prenotazioni' },
      pricing: { nav: 'Biglietti', heading: 'Biglietti e abbonamenti', eyebrow: 'Biglietti' },
      testimonials: { nav: 'Recensioni', heading: 'Cosa dice il pubblico', eyebrow: 'Recensioni' },
    },
    cta: { primary: 'Vedi le prossime date', secondary: 'Mettiti in contatto' },
    steps: {
      we: [
        { title: 'Scegli una data', text: 'Trova nell’elenco delle prossime date il giorno e il luogo più comodi per te.' },
        { title: 'Prenota il tuo posto', text: 'Segui le indicazioni sui biglietti riportate per quella data.' },
        { title: 'Ci vediamo lì', text: 'Vieni a farne parte: non vediamo l’ora di vederti.' },
      ],
      i: [
        { title: 'Scegli una data', text: 'Trova nell’elenco delle prossime date il giorno e il luogo più comodi per te.' },
        { title: 'Prenota il tuo posto', text: 'Segui le indicazioni sui biglietti riportate per quella data.' },
        { title: 'Ci vediamo lì', text: 'Vieni a farne parte: non vedo l’ora di vederti.' },
      ],
    },
    benefits: [
      { title: 'Organizzati per tempo', text: 'Controlla le date in anticipo e segna in agenda quella che preferisci.' },
      { title: 'Meglio in compagnia', text: 'Condividi le date con le persone con cui vorresti andarci.' },
      { title: 'Tutte le novità', text: 'Mettiti in contatto per sapere di nuove date e annunci.' },
    ],
    featureText: {
      we: [
        'Tieni d’occhio questa pagina per gli ultimi dettagli.',
        'Chiedici informazioni quando ci contatti.',
        'Un motivo in più per esserci.',
        'Condividilo con chi lo adorerebbe.',
      ],
      i: [
        'Tieni d’occhio questa pagina per gli ultimi dettagli.',
        'Chiedimi informazioni quando mi contatti.',
        'Un motivo in più per esserci.',
        'Condividilo con chi lo adorerebbe.',
      ],
    },
    faq: {
      we: [
        { q: 'Dove posso trovare i biglietti?', a: 'Trovi le informazioni sui biglietti accanto a ogni data. Se non trovi quello che ti serve, scrivici.' },
        { q: 'Il luogo è accessibile?', a: 'Dipende dal luogo. Contattaci prima di prenotare e ti aiuteremo a ottenere le informazioni che ti servono.' },
        { q: 'Come vi contatto per prenotazioni o stampa?', a: 'Usa il modulo in questa pagina per prenotazioni, stampa e qualsiasi altra cosa, e ti risponderemo.' },
        { q: 'Come saprò delle nuove date?', a: 'Lascia i tuoi dati con il modulo in questa pagina e ti avviseremo quando verranno annunciate nuove date.' },
      ],
      i: [
        { q: 'Dove posso trovare i biglietti?', a: 'Trovi le informazioni sui biglietti accanto a ogni data. Se non trovi quello che ti serve, scrivimi.' },
        { q: 'Il luogo è accessibile?', a: 'Dipende dal luogo. Contattami prima di prenotare e ti aiuterò a ottenere le informazioni che ti servono.' },
        { q: 'Come ti contatto per prenotazioni o stampa?', a: 'Usa il modulo in questa pagina per prenotazioni, stampa e qualsiasi altra cosa, e ti risponderò.' },
        { q: 'Come saprò delle nuove date?', a: 'Lascia i tuoi dati con il modulo in questa pagina e ti avviserò quando verranno annunciate nuove date.' },
      ],
    },
    about: {
      we: 'Che sia la tua prima volta con {name} o una delle tante, ti diamo il benvenuto. Vogliamo che ogni data valga un posto in agenda, e non vediamo l’ora di vederti.',
      i: 'Che sia la tua prima volta con {name} o una delle tante, ti do il benvenuto. Voglio che ogni data valga un posto in agenda, e non vedo l’ora di vederti.',
    },
    closing: { heading: 'Non perderti la prossima', text: 'Scegli una data, avvisa gli amici e segnatela in agenda.' },
    contactIntro: {
      we: 'Per richieste di prenotazione, stampa o notizie sulle nuove date, scrivici.',
      i: 'Per richieste di prenotazione, stampa o notizie sulle nuove date, scrivimi.',
    },
  },

  // Anything else.
  startup: {
    sections: {
      features: { nav: 'In evidenza', heading: { we: 'Cosa offriamo', i: 'Cosa offro' }, eyebrow: 'In evidenza' },
      benefits: { heading: 'Cosa ottieni', eyebrow: 'Per chi è', intro: 'Pensato per {audience}.' },
      'how-it-works': { heading: 'Come funziona', eyebrow: 'Per iniziare' },
      faq: { nav: 'FAQ', heading: 'Domande frequenti', eyebrow: 'FAQ' },
      contact: { nav: 'Contatti', heading: 'Mettiti in contatto', eyebrow: 'Contatti' },
      pricing: { nav: 'Prezzi', heading: 'Piani e prezzi', eyebrow: 'Prezzi' },
      testimonials: { nav: 'Recensioni', heading: 'Cosa dicono i clienti', eyebrow: 'Recensioni' },
    },
    cta: { primary: 'Mettiti in contatto', secondary: 'Scopri l’offerta' },
    steps: {
      we: [
        { title: 'Presentati', text: 'Invia un breve messaggio su ciò che cerchi: non serve avere già tutto chiaro.' },
        { title: 'La strada giusta', text: 'Ne parliamo insieme, rispondiamo alle tue domande e ti suggeriamo la strada migliore.' },
        { title: 'Si parte', text: 'Quando il piano ti convince, si comincia.' },
      ],
      i: [
        { title: 'Presentati', text: 'Invia un breve messaggio su ciò che cerchi: non serve avere già tutto chiaro.' },
        { title: 'La strada giusta', text: 'Ne parlo con te, rispondo alle tue domande e ti suggerisco la strada migliore.' },
        { title: 'Si parte', text: 'Quando il piano ti convince, si comincia.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Niente gergo', text: 'Informazioni chiare e risposte oneste, in un linguaggio semplice.' },
        { title: 'Su misura per te', text: 'Ciò che ricevi è costruito intorno a ciò che ti serve davvero.' },
        { title: 'Un dialogo vero', text: 'Hai a che fare con persone che tengono a fare le cose per bene.' },
      ],
      i: [
        { title: 'Niente gergo', text: 'Informazioni chiare e risposte oneste, in un linguaggio semplice.' },
        { title: 'Su misura per te', text: 'Ciò che ricevi è costruito intorno a ciò che ti serve davvero.' },
        { title: 'Un dialogo vero', text: 'Hai a che fare direttamente con me, e ci tengo a fare le cose per bene.' },
      ],
    },
    featureText: {
      we: [
        'Dicci di cosa hai bisogno e ti spiegheremo come si inserisce.',
        'Uno dei motivi per cui vale la pena conoscere meglio {name}.',
        'Ti incuriosisce? Invia un messaggio per saperne di più.',
        'Utile da sapere quando confronti le tue opzioni.',
      ],
      i: [
        'Dimmi di cosa hai bisogno e ti spiegherò come si inserisce.',
        'Uno dei motivi per cui vale la pena conoscere meglio {name}.',
        'Ti incuriosisce? Invia un messaggio per saperne di più.',
        'Utile da sapere quando confronti le tue opzioni.',
      ],
    },
    faq: {
      we: [
        { q: 'Come si inizia?', a: 'Invia un messaggio con il modulo in questa pagina e al resto pensiamo noi.' },
        { q: 'Cosa offre {name}?', a: 'I punti principali: {features}. Se cerchi qualcosa che non è in elenco, chiedi comunque.' },
        { q: '{name} fa per me?', a: 'Il modo migliore per scoprirlo è chiedere. Dicci cosa cerchi e ti daremo una risposta sincera.' },
        { q: 'Quanto costa?', a: 'Dipende da ciò di cui hai bisogno. Contattaci e ti spiegheremo le opzioni prima che tu decida qualsiasi cosa.' },
      ],
      i: [
        { q: 'Come si inizia?', a: 'Invia un messaggio con il modulo in questa pagina e al resto penso io.' },
        { q: 'Cosa offre {name}?', a: 'I punti principali: {features}. Se cerchi qualcosa che non è in elenco, chiedi comunque.' },
        { q: '{name} fa per me?', a: 'Il modo migliore per scoprirlo è chiedere. Dimmi cosa cerchi e ti darò una risposta sincera.' },
        { q: 'Quanto costa?', a: 'Dipende da ciò di cui hai bisogno. Contattami e ti spiegherò le opzioni prima che tu decida qualsiasi cosa.' },
      ],
    },
    about: {
      we: 'Da {name} facciamo le cose in modo semplice: informazioni chiare, risposte oneste e una persona vera dall’altra parte. Se hai una domanda, preferiamo di gran lunga che tu ce la faccia.',
      i: 'Faccio le cose in modo semplice: informazioni chiare, risposte oneste e una persona vera dall’altra parte. Se hai una domanda, preferisco di gran lunga che tu me la faccia.',
    },
    closing: {
      heading: 'Vuoi iniziare?',
      text: {
        we: 'Dicci cosa cerchi e scopri se {name} fa al caso tuo.',
        i: 'Dimmi cosa cerchi e scopri se {name} fa al caso tuo.',
      },
    },
    contactIntro: {
      we: 'Scrivici con le tue domande o idee e ti risponderemo.',
      i: 'Scrivimi con le tue domande o idee e ti risponderò.',
    },
  },
};

/** Italian sample-item words (plan names, placeholder quotes, projects, products, dates). */
export const SAMPLE_IT: SampleWords = {
  tiers: ['Base', 'Standard', 'Premium'],
  tierText: ['Per iniziare', 'Per la maggior parte dei clienti', 'Per esigenze più ampie'],
  prioritySupport: 'Assistenza prioritaria',
  quoteName: 'Nome del cliente', quoteRole: 'Ruolo o città',
  quoteText: 'Sostituisci questo testo con una breve citazione di un cliente reale a proposito di {feature}.',
  project: ['Progetto uno', 'Progetto due', 'Progetto tre'], projectMeta: 'Cliente · Anno',
  mockProject: ['Packaging', 'Sito e negozio online', 'Immagine coordinata'], campaignProject: ['Campagna di affissioni', 'Sito e negozio online', 'Restyling del marchio'], roomProject: ['Cucina di famiglia', 'Camera padronale', 'Sala da pranzo'],
  projectText: 'Una breve sintesi di un progetto reale: la richiesta, il lavoro svolto e il risultato.',
  listing: ['Casa indipendente', 'Appartamento', 'Casale'], listingMeta: 'Zona · Prezzo',
  listingText: 'Una breve descrizione dell’immobile: gli ambienti, lo spazio esterno e cosa c’è nei dintorni.',
  room: ['Camera doppia', 'Camera con letti singoli', 'Camera familiare'], roomText: 'Una breve descrizione della camera: i letti, la vista e cosa è incluso.',
  pitch: ['Piazzola per tenda', 'Piazzola con allaccio elettrico', 'Tenda a campana'], pitchText: 'Una breve descrizione della piazzola: le dimensioni, cosa c’è nei dintorni e cosa è incluso.',
  desk: ['Postazione flessibile', 'Postazione fissa', 'Ufficio privato'], deskText: 'Una breve descrizione dello spazio: a chi è adatto, cosa è incluso e quando è aperto.',
  car: ['Compatta', 'SUV per la famiglia', 'Station wagon'], carMeta: 'Anno · Chilometraggio', carText: 'Una breve descrizione dell’auto: marca e modello, motore, chilometraggio e cosa è incluso.',
  book: ['Ultimo libro', 'Libro precedente', 'Primo libro'], bookMeta: 'Genere · Anno', bookText: 'Una breve sinossi: di cosa parla il libro e dove acquistarlo.',
  product: ['Il più venduto', 'Una novità', 'Un’idea regalo'],
  productText: 'Descrivi il prodotto: cos’è, di cosa è fatto e a chi è destinato.',
  dish: 'Descrivi il piatto: cosa contiene e come viene preparato.',
  courses: ['Un antipasto', 'Un primo o secondo', 'Un dolce', 'Una bevanda'],
  cafeCourses: ['Un caffè', 'Una brioche', 'Una fetta di torta', 'Qualcosa di salato'],
  parlourCourses: ['Un gusto alla crema', 'Un sorbetto alla frutta', 'Una coppa gelato', 'Un frappè o un caffè'],
  cakeCourses: ['Una torta per le feste', 'Una torta nuziale', 'Una scatola di cupcake', 'Un buffet di dolci'],
  spiritCourses: ['Un distillato della casa', 'Un’edizione stagionale', 'Un classico miscelato', 'Una degustazione di tre'],
  barCourses: ['Un cocktail della casa', 'Un cocktail classico', 'Un analcolico', 'Un piattino'],
  pizzaCourses: ['Una pizza classica', 'La pizza della casa', 'Un dolce', 'Una bevanda'],
  pubCourses: ['Una birra chiara', 'Una birra scura', 'Una birra stagionale', 'Uno stuzzichino'],
  wineCourses: ['Un vino bianco', 'Un vino rosso', 'Uno spumante', 'Un tagliere da condividere'],
  street: 'Via e numero civico, CAP Città',
  areaText: 'I comuni, i quartieri o i codici postali serviti',
  dates: ['Data uno', 'Data due', 'Data tre'], dateText: 'Città · Luogo', tickets: 'Biglietti',
  episodes: ['Puntata tre', 'Puntata due', 'Puntata uno'], episodeText: 'Titolo della puntata · Data', showText: 'Titolo dello spettacolo · Ora', weddingDay: ['Cerimonia', 'Aperitivo', 'Ricevimento', 'Festa e balli'],
  programme: ['Registrazione e caffè', 'Keynote di apertura', 'Interventi', 'Pranzo', 'Sessioni pomeridiane'],
  ticketTiers: ['Prenotazione anticipata', 'Standard', 'Gruppi'], ticketText: ['Posti limitati a un prezzo ridotto', 'Un biglietto per una persona', 'Per i team che prenotano insieme'],
  posts: ['Il tuo ultimo articolo', 'Un articolo precedente', 'Un preferito dall’archivio'], postText: 'Argomento · Data',
  videos: ['Video tre', 'Video due', 'Video uno'], videoText: 'Titolo del video · Data',
  gallery: 'Illustrazione {n} per {name}',
  perSession: '/ sessione',
  pitches: ['Mercato di strada', 'Polo uffici', 'Mercato contadino'],
};
