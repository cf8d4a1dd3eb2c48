import type { UiStrings } from './types';

/**
 * The fixed strings in Dutch (issue 15 §5): formal "u" throughout, as most business sites in the
 * Netherlands and Flanders still write to customers, and the words of Dutch sites ("Openingstijden",
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
  openingHours: 'Openingstijden', findUs: 'Zo vindt u ons', closed: 'Gesloten', byAppointment: 'Op afspraak',
  days: ['Maandag', 'Dinsdag', 'Woensdag', 'Donderdag', 'Vrijdag', 'Zaterdag', 'Zondag'],
  dayRange: '{from} – {to}',
  address: 'Adres',
  areaServed: 'Werkgebied',
  email: 'E-mail', phone: 'Telefoon',
  form: {
    name: 'Uw naam', email: 'E-mailadres', phone: 'Telefoon', message: 'Waarmee kunnen we u helpen?', date: 'Datum', time: 'Tijd',
    guests: 'Aantal personen', notes: 'Is er iets wat we moeten weten? (optioneel)', service: 'Wat wilt u boeken?',
    send: 'Bericht versturen', requestTable: 'Tafel aanvragen', requestBooking: 'Reservering aanvragen', subscribe: 'Aanmelden',
    sampleSent: 'Bedankt. Dit formulier is een voorbeeld en nog niet gekoppeld, dus er is niets verstuurd.',
  },
  sample: {
    pricing: 'Voorbeeldpakketten en -prijzen: vervang ze vóór publicatie door uw eigen pakketten en prijzen.',
    testimonials: 'Voorbeeldcitaten: vervang ze door echte woorden van echte klanten, met hun toestemming.',
    hours: 'Voorbeeldtijden en -adres: vervang ze vóór publicatie door uw eigen gegevens.',
    menu: 'Voorbeeldgerechten: zet hier uw specialiteiten met prijzen, of link naar uw volledige menukaart.',
    work: 'Voorbeeldprojecten: vervang ze door uw eigen werk.',
    products: 'Voorbeeldproducten: vervang ze door uw eigen artikelen, foto’s en prijzen.',
    contact: 'Voorbeeldgegevens: vervang ze door uw eigen contactgegevens. Dit formulier is nog niet gekoppeld.',
    gallery: 'Illustraties: vervang ze door uw eigen foto’s.',
    dates: 'Voorbeelddata: vervang ze door uw echte data en locaties.',
    team: 'Voorbeeldteam: voeg de echte mensen toe, met hun toestemming.',
    area: 'Voorbeeldgebied: geef aan waar u werkt.',
  },
  notFound: { title: 'Pagina niet gevonden', text: 'De pagina die u zoekt, staat hier niet. Misschien is deze verplaatst.', back: 'Terug naar {name}' },
  photoCredit: 'Foto: {author} op {site}',
  photos: 'Foto’s',
};
