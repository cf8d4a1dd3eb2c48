import type { UiStrings } from './types';

/**
 * The fixed strings in German (issue 15 §5): formal "Sie" throughout, the words German sites use
 * ("Anfahrt", "Nach Vereinbarung", "anfragen"), German dashes and compounds ("Beispielprojekte").
 */
export const UI_DE: UiStrings = {
  skip: 'Zum Inhalt springen',
  menu: 'Menü',
  mainNav: 'Hauptnavigation',
  footerNav: 'Fußzeile',
  atAGlance: 'Auf einen Blick',
  sampleLabel: 'Beispielinhalt.',
  samplePrice: 'Beispielpreis',
  perMonth: '/ Monat',
  plan: 'Tarif', includes: 'Leistungen', price: 'Preis', plans: 'Tarife',
  openingHours: 'Öffnungszeiten', findUs: 'Anfahrt', closed: 'Geschlossen', byAppointment: 'Nach Vereinbarung',
  days: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  dayRange: '{from} – {to}',
  address: 'Adresse',
  areaServed: 'Einsatzgebiet',
  email: 'E-Mail', phone: 'Telefon',
  form: {
    name: 'Ihr Name', email: 'E-Mail-Adresse', phone: 'Telefon', message: 'Wie können wir Ihnen helfen?', date: 'Datum',
    time: 'Uhrzeit', guests: 'Personen', notes: 'Möchten Sie uns noch etwas mitteilen? (optional)',
    service: 'Was möchten Sie buchen?', send: 'Nachricht senden', requestTable: 'Tisch anfragen',
    requestBooking: 'Buchung anfragen', subscribe: 'Abonnieren',
    previewSent: 'Vorschau: Auf Ihrer veröffentlichten Website sendet dieses Formular die Nachricht an Sie. Es wurde nichts gesendet.',
    sent: 'Vielen Dank. Ihre Nachricht wurde gesendet.',
    failed: 'Das Senden hat leider nicht geklappt. Bitte versuchen Sie es erneut oder schreiben Sie uns direkt.',
    newsletter: 'Neuigkeiten und Angebote per E-Mail, etwa einmal im Monat. Jederzeit abbestellbar.',
    subscribed: 'Danke. Sie stehen jetzt auf der Liste.',
    leaveEmpty: 'Dieses Feld leer lassen',
  },
  sample: {
    pricing: 'Beispieltarife und -preise: Ersetzen Sie sie vor der Veröffentlichung durch Ihre eigenen.',
    testimonials: 'Beispielzitate: Ersetzen Sie sie durch echte Worte echter Kunden – mit deren Erlaubnis.',
    hours: 'Öffnungszeiten und Adresse als Beispiel: Ersetzen Sie sie vor der Veröffentlichung durch Ihre eigenen.',
    menu: 'Beispielgerichte: Tragen Sie hier Ihre Spezialitäten mit Preisen ein oder verlinken Sie Ihre Speisekarte.',
    work: 'Beispielprojekte: Ersetzen Sie sie durch Ihre eigenen Arbeiten.',
    products: 'Beispielprodukte: Ersetzen Sie sie durch Ihre eigenen Artikel, Fotos und Preise.',
    contact: 'Beispielkontaktdaten: Ersetzen Sie sie vor der Veröffentlichung durch Ihre eigenen.',
    gallery: 'Illustrationen: Ersetzen Sie sie durch Ihre eigenen Fotos.',
    dates: 'Beispieltermine: Ersetzen Sie sie durch Ihre echten Termine und Veranstaltungsorte.',
    team: 'Beispielteam: Stellen Sie die echten Menschen vor – mit deren Erlaubnis.',
    area: 'Beispielgebiet: Geben Sie an, wo Sie tätig sind.',
  },
  notFound: { title: 'Seite nicht gefunden', text: 'Die gesuchte Seite ist nicht hier. Vielleicht wurde sie verschoben.', back: 'Zurück zu {name}' },
  photoCredit: 'Foto: {author} auf {site}',
  photos: 'Fotos',
  mapLink: 'Auf der Karte ansehen',
  follow: 'Folgen Sie uns',
  perYear: '/ Jahr', perHour: '/ Stunde', perPerson: '/ Person',
};
