import type { UiStrings } from './types';

/**
 * The fixed strings in Dutch (issue 15 §5): informal "je" throughout, as the phrasebook (copy-nl.ts) and
 * most Dutch small-business sites write to customers, and the words of Dutch sites ("Openingstijden",
 * "Op afspraak", "Werkgebied", "aanvragen").
 */
export const UI_NL: UiStrings = {
  skip: 'Naar de inhoud',
  menu: 'Menu',
  mainNav: 'Hoofdmenu',
  footerNav: 'Voettekst',
  atAGlance: 'In het kort',
  sampleLabel: 'Voorbeeldinhoud.',
  samplePrice: 'Voorbeeldprijs',
  perMonth: '/ maand',
  plan: 'Pakket', includes: 'Inbegrepen', price: 'Prijs', plans: 'Pakketten',
  openingHours: 'Openingstijden', findUs: 'Zo vind je ons', closed: 'Gesloten', byAppointment: 'Op afspraak',
  days: ['Maandag', 'Dinsdag', 'Woensdag', 'Donderdag', 'Vrijdag', 'Zaterdag', 'Zondag'],
  dayRange: '{from} – {to}',
  address: 'Adres',
  areaServed: 'Werkgebied',
  email: 'E-mail', phone: 'Telefoon',
  form: {
    name: 'Je naam', email: 'E-mailadres', phone: 'Telefoon', message: 'Waarmee kunnen we je helpen?', date: 'Datum', time: 'Tijd',
    guests: 'Aantal personen', notes: 'Is er iets wat we moeten weten? (optioneel)', service: 'Wat wil je boeken?',
    send: 'Bericht versturen', requestTable: 'Tafel aanvragen', requestBooking: 'Reservering aanvragen', subscribe: 'Aanmelden',
    previewSent: 'Voorbeeld: op je gepubliceerde site stuurt dit formulier het bericht naar jou. Er is niets verzonden.',
    sent: 'Bedankt. Je bericht is verzonden.',
    failed: 'Sorry, verzenden is niet gelukt. Probeer het opnieuw of schrijf ons rechtstreeks.',
    newsletter: 'Nieuws en aanbiedingen per e-mail, ongeveer één keer per maand. Je kunt je altijd afmelden.',
    subscribed: 'Bedankt. Je staat op de lijst.',
    leaveEmpty: 'Laat dit veld leeg',
  },
  sample: {
    pricing: 'Voorbeeldpakketten en -prijzen: vervang ze vóór publicatie door je eigen pakketten en prijzen.',
    testimonials: 'Voorbeeldcitaten: vervang ze door echte woorden van echte klanten, met hun toestemming.',
    hours: 'Voorbeeldtijden en -adres: vervang ze vóór publicatie door je eigen gegevens.',
    menu: 'Voorbeeldgerechten: zet hier je specialiteiten met prijzen, of link naar je volledige menukaart.',
    work: 'Voorbeeldprojecten: vervang ze door je eigen werk.',
    products: 'Voorbeeldproducten: vervang ze door je eigen artikelen, foto’s en prijzen.',
    contact: 'Voorbeeldgegevens: vervang ze vóór publicatie door je eigen contactgegevens.',
    gallery: 'Illustraties: vervang ze door je eigen foto’s.',
    dates: 'Voorbeelddata: vervang ze door je echte data en locaties.',
    team: 'Voorbeeldteam: voeg de echte mensen toe, met hun toestemming.',
    area: 'Voorbeeldgebied: geef aan waar je werkt.',
  },
  notFound: { title: 'Pagina niet gevonden', text: 'De pagina die je zoekt, staat hier niet. Misschien is deze verplaatst.', back: 'Terug naar {name}' },
  photoCredit: 'Foto: {author} op {site}',
  photos: 'Foto’s',
  mapLink: 'Bekijk op de kaart',
  follow: 'Volg ons',
  perYear: '/ jaar', perHour: '/ uur', perPerson: '/ persoon',
};
