import type { UiStrings } from './types';

/**
 * The fixed strings in Spanish (issue 15 §5): neutral Spanish for Spain and Latin America, addressing the
 * visitor as "tú" where a person shows ("¿En qué podemos ayudarte?"), as the phrasebook (copy-es.ts) does; the
 * owner's notices as "usted" ("sustitúyalos"); impersonal
 * elsewhere ("Nombre"); "reserva" and "carta", which both sides of the Atlantic read.
 */
export const UI_ES: UiStrings = {
  skip: 'Saltar al contenido',
  menu: 'Menú',
  mainNav: 'Principal',
  footerNav: 'Pie de página',
  atAGlance: 'De un vistazo',
  sampleLabel: 'Contenido de ejemplo.',
  samplePrice: 'Precio de ejemplo',
  perMonth: '/ mes',
  free: 'Gratis',
  plan: 'Plan', includes: 'Incluye', price: 'Precio', plans: 'Planes',
  openingHours: 'Horario', findUs: 'Dónde estamos', closed: 'Cerrado', byAppointment: 'Con cita previa',
  workingHours: 'Horario de trabajo', serviceTimes: 'Horarios', trainingTimes: 'Horario de entrenamientos', prayerTimes: 'Horarios de oración', visitingHours: 'Horario de visitas',
  days: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'],
  dayRange: '{from} – {to}',
  address: 'Dirección',
  areaServed: 'Zona de servicio',
  email: 'Correo electrónico', phone: 'Teléfono',
  form: {
    name: 'Nombre', email: 'Correo electrónico', phone: 'Teléfono', message: '¿En qué podemos ayudarte?', date: 'Fecha',
    time: 'Hora', guests: 'Personas', notes: '¿Algo que debamos saber? (opcional)', service: '¿Qué quieres reservar?', eventDetails: 'Cuéntanos sobre tu evento', job: 'Cuéntanos qué trabajo necesitas', requestQuote: 'Pedir presupuesto', arrival: 'Llegada', departure: 'Salida', requestStay: 'Consultar disponibilidad',
    send: 'Enviar mensaje', requestTable: 'Solicitar una mesa', requestBooking: 'Solicitar una reserva', order: 'Tu pedido', collectDate: 'Fecha de recogida', collectTime: 'Hora de recogida', requestOrder: 'Enviar pedido', subscribe: 'Suscribirse',
    previewSent: 'Vista previa: en tu sitio publicado este formulario te envía el mensaje. No se ha enviado nada.',
    sent: 'Gracias. Tu mensaje se ha enviado.',
    failed: 'Lo sentimos, no se pudo enviar. Inténtalo de nuevo o escríbenos directamente.',
    newsletter: 'Novedades y ofertas por correo, más o menos una vez al mes. Puede darse de baja cuando quiera.',
    news: 'Novedades por correo, más o menos una vez al mes. Puede darse de baja cuando quiera.',
    subscribed: 'Gracias. Ya está en la lista.',
    leaveEmpty: 'Deja este campo vacío',
  },
  sample: {
    pricing: 'Planes y precios de ejemplo: sustitúyalos por los reales antes de publicar.',
    testimonials: 'Opiniones de ejemplo: sustitúyalas por palabras reales de clientes reales, con su permiso.',
    hours: 'Horario y dirección de ejemplo: sustitúyalos por los suyos antes de publicar.',
    menu: 'Platos de ejemplo: añada aquí sus platos estrella y sus precios, o un enlace a su carta completa.',
    menuPrices: 'Precios de ejemplo: añada sus precios y una línea sobre cada plato, o un enlace a su carta completa.',
    work: 'Proyectos de ejemplo: sustitúyalos por sus propios trabajos.',
    listings: 'Inmuebles de ejemplo: sustitúyalos por los suyos en venta o alquiler.',
    rooms: 'Habitaciones de ejemplo: sustitúyalas por las suyas, con sus fotos y precios.',
    books: 'Libros de ejemplo: sustitúyalos por sus títulos, portadas y sinopsis.',
    products: 'Productos de ejemplo: sustitúyalos por sus propios artículos, fotos y precios.',
    contact: 'Datos de contacto de ejemplo: sustitúyalos por los suyos antes de publicar.',
    gallery: 'Ilustraciones: sustitúyalas por sus propias fotos.',
    dates: 'Fechas de ejemplo: sustitúyalas por sus fechas y lugares reales.',
    episodes: 'Episodios de ejemplo: sustitúyalos por sus episodios reales e indique dónde escucharlos.',
    shows: 'Programación de ejemplo: sustitúyala por sus espectáculos, fechas y horarios reales.',
    team: 'Equipo de ejemplo: añada a las personas reales, con su permiso.',
    area: 'Horario y zona de ejemplo: sustitúyalos por los suyos antes de publicar.',
  },
  notFound: { title: 'Página no encontrada', text: 'La página que buscas no está aquí. Puede que se haya movido.', back: 'Volver a {name}' },
  photoCredit: 'Foto: {author} en {site}',
  photos: 'Fotos',
  mapLink: 'Ver en el mapa',
  follow: 'Síguenos',
  perYear: '/ año', perHour: '/ hora', perPerson: '/ persona', perNight: '/ noche',
};
