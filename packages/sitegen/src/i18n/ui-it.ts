import type { UiStrings } from './types';

/**
 * The fixed strings in Italian (issue 15 §5): informal "tu" where the reader is addressed, as the phrasebook (copy-it.ts) does ("Come possiamo
 * aiutarti?"), the infinitive for instructions, as Italian notices write them ("sostituirli con…"), and
 * the imperative Italian buttons use whatever the register ("Invia", "Iscriviti", "Torna a").
 */
export const UI_IT: UiStrings = {
  skip: 'Vai al contenuto',
  menu: 'Menu',
  mainNav: 'Principale',
  footerNav: 'Piè di pagina',
  atAGlance: 'In sintesi',
  sampleLabel: 'Contenuto di esempio.',
  samplePrice: 'Prezzo di esempio',
  perMonth: '/ mese',
  free: 'Gratis',
  plan: 'Piano', includes: 'Comprende', price: 'Prezzo', plans: 'Piani',
  openingHours: 'Orari di apertura', findUs: 'Dove siamo', closed: 'Chiuso', byAppointment: 'Su appuntamento',
  workingHours: 'Orari di lavoro', serviceTimes: 'Orari', trainingTimes: 'Orari degli allenamenti',
  days: ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'],
  dayRange: '{from} – {to}',
  address: 'Indirizzo',
  areaServed: 'Zona servita',
  email: 'E-mail', phone: 'Telefono',
  form: {
    name: 'Nome', email: 'Indirizzo e-mail', phone: 'Telefono', message: 'Come possiamo aiutarti?', date: 'Data', time: 'Ora',
    guests: 'Persone', notes: 'Qualcosa che dovremmo sapere? (facoltativo)', service: 'Cosa vuoi prenotare?', eventDetails: 'Raccontaci il tuo evento', job: 'Descrivici il lavoro', requestQuote: 'Richiedi un preventivo', arrival: 'Arrivo', departure: 'Partenza', requestStay: 'Verifica disponibilità',
    send: 'Invia messaggio', requestTable: 'Richiedi un tavolo', requestBooking: 'Richiedi una prenotazione', order: 'Il tuo ordine', collectDate: 'Data di ritiro', collectTime: 'Ora di ritiro', requestOrder: 'Invia l’ordine', subscribe: 'Iscriviti',
    previewSent: 'Anteprima: sul sito pubblicato questo modulo ti invia il messaggio. Non è stato inviato nulla.',
    sent: 'Grazie. Il tuo messaggio è stato inviato.',
    failed: 'Spiacenti, non è stato possibile inviarlo. Riprova o scrivici direttamente.',
    newsletter: 'Novità e offerte via email, circa una volta al mese. Ci si può disiscrivere in qualsiasi momento.',
    subscribed: 'Grazie. Sei nella lista.',
    leaveEmpty: 'Lascia vuoto questo campo',
  },
  sample: {
    pricing: 'Piani e prezzi di esempio: sostituirli con quelli reali prima di pubblicare.',
    testimonials: 'Citazioni di esempio: sostituirle con parole vere di clienti veri, con il loro consenso.',
    hours: 'Orari e indirizzo di esempio: sostituirli con i propri prima di pubblicare.',
    menu: 'Piatti di esempio: aggiungere qui i piatti forti e i prezzi, oppure un link al menu completo.',
    menuPrices: 'Prezzi di esempio: aggiungere i prezzi e una riga su ogni piatto, oppure un link al menu completo.',
    work: 'Progetti di esempio: sostituirli con i propri lavori.',
    listings: 'Immobili di esempio: sostituirli con i propri immobili in vendita o in affitto.',
    rooms: 'Camere di esempio: sostituirle con le proprie camere, foto e prezzi.',
    products: 'Prodotti di esempio: sostituirli con i propri articoli, foto e prezzi.',
    contact: 'Contatti di esempio: sostituirli con i propri prima di pubblicare.',
    gallery: 'Illustrazioni: sostituirle con le proprie foto.',
    dates: 'Date di esempio: sostituirle con le date e i luoghi reali.',
    team: 'Persone di esempio: presentare le persone reali, con il loro consenso.',
    area: 'Orari e zona di esempio: sostituirli con i propri prima di pubblicare.',
  },
  notFound: { title: 'Pagina non trovata', text: 'La pagina che cerchi non è qui. Potrebbe essere stata spostata.', back: 'Torna a {name}' },
  photoCredit: 'Foto: {author} su {site}',
  photos: 'Foto',
  mapLink: 'Vedi sulla mappa',
  follow: 'Seguici',
  perYear: '/ anno', perHour: '/ ora', perPerson: '/ persona', perNight: '/ notte',
};
