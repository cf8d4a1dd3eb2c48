import type { UiStrings } from './types';

/**
 * The fixed strings in French (issue 15 §5): "vous" throughout, French typography (a no-break space before
 * ":" and a narrow one before "?", typographic apostrophes), the words of France ("e-mail", "formule").
 */
export const UI_FR: UiStrings = {
  skip: 'Aller au contenu',
  menu: 'Menu',
  mainNav: 'Principale',
  footerNav: 'Pied de page',
  atAGlance: 'En bref',
  sampleLabel: 'Contenu d’exemple.',
  samplePrice: 'Prix d’exemple',
  perMonth: '/ mois',
  plan: 'Formule', includes: 'Comprend', price: 'Prix', plans: 'Formules',
  openingHours: 'Horaires d’ouverture', findUs: 'Nous trouver', closed: 'Fermé', byAppointment: 'Sur rendez-vous',
  days: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'],
  dayRange: '{from} – {to}',
  address: 'Adresse',
  areaServed: 'Zone d’intervention',
  email: 'E-mail', phone: 'Téléphone',
  form: {
    name: 'Votre nom', email: 'Adresse e-mail', phone: 'Téléphone', message: 'Comment pouvons-nous vous aider\u202f?', date: 'Date',
    time: 'Heure', guests: 'Nombre de personnes', notes: 'Quelque chose à nous signaler\u202f? (facultatif)',
    service: 'Que souhaitez-vous réserver\u202f?', send: 'Envoyer le message', requestTable: 'Demander une table',
    requestBooking: 'Demander une réservation', subscribe: 'S’inscrire',
    previewSent: 'Aperçu\u00a0: sur votre site publié, ce formulaire vous envoie le message. Rien n’a été envoyé.',
    sent: 'Merci. Votre message a bien été envoyé.',
    failed: 'Désolé, l’envoi a échoué. Réessayez ou écrivez-nous directement.',
    newsletter: 'Nouveautés et offres par e-mail, environ une fois par mois. Désinscription à tout moment.',
    subscribed: 'Merci. Vous êtes inscrit.',
    leaveEmpty: 'Laissez ce champ vide',
  },
  sample: {
    pricing: 'Formules et prix d’exemple\u00a0: remplacez-les par les vôtres avant de publier.',
    testimonials: 'Avis d’exemple\u00a0: remplacez-les par les mots de vrais clients, avec leur accord.',
    hours: 'Horaires et adresse d’exemple\u00a0: remplacez-les par les vôtres avant de publier.',
    menu: 'Plats d’exemple\u00a0: ajoutez ici vos plats phares et leurs prix, ou un lien vers votre carte complète.',
    work: 'Projets d’exemple\u00a0: remplacez-les par vos propres réalisations.',
    products: 'Produits d’exemple\u00a0: remplacez-les par vos articles, vos photos et vos prix.',
    contact: 'Coordonnées d’exemple\u00a0: remplacez-les par les vôtres avant de publier.',
    gallery: 'Illustrations\u00a0: remplacez-les par vos propres photos.',
    dates: 'Dates d’exemple\u00a0: remplacez-les par vos vraies dates et vos lieux.',
    team: 'Équipe d’exemple\u00a0: présentez les vraies personnes, avec leur accord.',
    area: 'Zone d’exemple\u00a0: indiquez où vous intervenez.',
  },
  notFound: { title: 'Page introuvable', text: 'La page que vous cherchez n’est pas ici. Elle a peut-être été déplacée.', back: 'Retour à {name}' },
  photoCredit: 'Photo\u00a0: {author} sur {site}',
  photos: 'Photos',
  mapLink: 'Voir sur la carte',
  follow: 'Suivez-nous',
  perYear: '/ an', perHour: '/ heure', perPerson: '/ personne',
};
