import type { SampleWords } from '../sample-words';
import type { BlueprintCopy, BlueprintId } from './types';

/**
 * The offline writer's Spanish phrasebook, per blueprint (issue 15 §5): the same keys, voices and
 * placeholders as COPY_EN, written as Spanish web copy rather than translated word for word.
 *
 * - The site speaks to the visitor as "tú", as most small-business sites in Spain and Latin America do
 *   ("Cuéntanos", "tu reserva"); no "vosotros" forms (Spain only) and no "ustedes" (Latin America reads it
 *   as plural), so a visitor's question to the business is put impersonally or in the visitor's own person
 *   ("¿Se admiten grupos grandes?", "¿Puedo pedir consejo para elegir?").
 * - Voices: the business speaks as "nosotros" (mostly through the verb: "te responderemos"), the solo
 *   owner as "yo" ("te responderé"). No adjective agrees with the owner or the visitor, so nothing
 *   assumes a gender ("con los brazos abiertos", not "bienvenido").
 * - `{audience}` follows only "para", "con" or "en", which never contract with an article ("a el" → "al"),
 *   so any noun phrase fits; `{name}` may follow "a"/"de" too, since a proper name keeps its article
 *   uncontracted ("a El Rincón"). Words the two sides of the Atlantic share ("carrito", "menú", "correo").
 * - Spanish punctuation: ¿…? and ¡…!, «…» when quoting a button. Same honesty rules as English.
 */
export const COPY_ES: Record<BlueprintId, BlueprintCopy> = {
  // Software products.
  saas: {
    sections: {
      features: { nav: 'Funciones', heading: 'Todo lo que incluye', eyebrow: 'Funciones' },
      'how-it-works': { nav: 'Primeros pasos', heading: 'En marcha en tres pasos', eyebrow: 'Cómo funciona' },
      benefits: { heading: 'Pensado para tu forma de trabajar', eyebrow: 'Para quién es', intro: 'Para {audience}.' },
      pricing: {
        nav: 'Precios', heading: 'Planes y precios', eyebrow: 'Precios',
        intro: 'Compara los planes y elige el que mejor encaje con tu forma de trabajar.',
      },
      testimonials: { nav: 'Opiniones', heading: 'Lo que dicen los clientes', eyebrow: 'Opiniones' },
      faq: { nav: 'Preguntas', heading: 'Preguntas y respuestas', eyebrow: 'Preguntas frecuentes' },
      'get-started': { heading: 'Da el primer paso', eyebrow: 'Siguiente paso' },
    },
    cta: { primary: 'Empezar', secondary: 'Ver funciones' },
    steps: [
      { title: 'Crea tu cuenta', text: 'Regístrate y echa un vistazo antes de añadir nada tuyo.' },
      { title: 'Hazlo a tu manera', text: 'Añade tus datos y ajusta la configuración a tu forma de trabajar.' },
      { title: 'Úsalo a diario', text: 'Deja que {name} se encargue de las tareas rutinarias y ponte en contacto cuando te surja cualquier duda.' },
    ],
    benefits: [
      { title: 'Menos tareas repetitivas', text: 'Dedica menos tiempo a lo repetitivo y más al trabajo que de verdad necesita tu atención.' },
      { title: 'Todo en un mismo sitio', text: 'Ten a mano lo que necesitas, en lugar de repartido entre hojas de cálculo, correos y notas.' },
      { title: 'Claro de un vistazo', text: 'Comprueba cómo va todo sin rebuscar en menús ni exportar informes.' },
    ],
    featureText: {
      we: [
        'Pídenos un breve recorrido para ver cómo encaja en tu día a día.',
        'Pregúntanos los detalles y te explicamos cómo funciona en la práctica.',
        'Una cosa menos que configurar, perseguir o controlar por tu cuenta.',
        'Útil tanto si estás empezando como si vienes de otra herramienta.',
      ],
      i: [
        'Pídeme un breve recorrido para ver cómo encaja en tu día a día.',
        'Pregúntame los detalles y te explico cómo funciona en la práctica.',
        'Una cosa menos que configurar, perseguir o controlar por tu cuenta.',
        'Útil tanto si estás empezando como si vienes de otra herramienta.',
      ],
    },
    faq: {
      we: [
        { q: '¿Cómo empiezo?', a: 'Pulsa «Empezar» en esta página, crea tu cuenta y configúralo todo a tu ritmo.' },
        { q: '¿Puedo traer mis datos actuales?', a: 'Cuéntanos qué usas ahora y te explicaremos la mejor forma de pasar tu información a {name}.' },
        { q: '¿Cómo se protegen mis datos?', a: 'Pregúntanos y te explicaremos, sin tecnicismos, cómo guarda y protege {name} tu información.' },
        { q: '¿Y si me atasco?', a: 'Escríbenos desde esta página. Te ayudaremos a encontrar una respuesta para que puedas seguir con tu trabajo.' },
      ],
      i: [
        { q: '¿Cómo empiezo?', a: 'Pulsa «Empezar» en esta página, crea tu cuenta y configúralo todo a tu ritmo.' },
        { q: '¿Puedo traer mis datos actuales?', a: 'Cuéntame qué usas ahora y te explicaré la mejor forma de pasar tu información a {name}.' },
        { q: '¿Cómo se protegen mis datos?', a: 'Pregúntame y te explicaré, sin tecnicismos, cómo guarda y protege {name} tu información.' },
        { q: '¿Y si me atasco?', a: 'Escríbeme desde esta página. Te ayudaré a encontrar una respuesta para que puedas seguir con tu trabajo.' },
      ],
    },
    about: {
      we: 'Desarrollamos {name} para {audience} y escuchamos con atención lo que nos cuentan quienes lo usan. Si algo te frena, dínoslo y lo revisaremos.',
      i: 'Desarrollo {name} para {audience} y escucho con atención lo que me cuentan quienes lo usan. Si algo te frena, dímelo y lo revisaré.',
    },
    closing: { heading: '¿Te animas a probar {name}?', text: 'Crea tu cuenta y comprueba cómo se adapta a tu forma de trabajar.' },
    contactIntro: {
      we: 'Escríbenos con cualquier pregunta sobre {name}, antes o después de registrarte.',
      i: 'Escríbeme con cualquier pregunta sobre {name}, antes o después de registrarte.',
    },
  },

  // Online shops.
  ecommerce: {
    sections: {
      products: { nav: 'Tienda', heading: 'Descubre el catálogo', eyebrow: 'El catálogo' },
      features: { nav: 'Detalles', heading: { we: 'Por qué comprar con nosotros', i: 'Por qué comprar conmigo' }, eyebrow: 'Información útil' },
      testimonials: { nav: 'Opiniones', heading: 'Lo que dicen los clientes', eyebrow: 'Opiniones' },
      faq: { nav: 'Preguntas', heading: 'Dudas antes de comprar', eyebrow: 'Preguntas frecuentes' },
      'get-started': { heading: 'Haz tu pedido', eyebrow: 'Compra ahora' },
      pricing: { nav: 'Precios', heading: 'Opciones y precios', eyebrow: 'Precios' },
    },
    cta: { primary: 'Ver el catálogo', secondary: 'Por qué comprar aquí' },
    steps: [
      { title: 'Elige tus productos', text: 'Explora el catálogo y añade al carrito lo que te guste.' },
      { title: 'Finaliza la compra', text: 'Indica tus datos de envío y completa el pago.' },
      { title: 'Recibe tu paquete', text: 'Tu pedido se prepara y se envía a la dirección que hayas indicado.' },
    ],
    benefits: {
      we: [
        { title: 'Sabes lo que compras', text: 'Cada producto está descrito con claridad para que elijas con confianza.' },
        { title: 'Ayuda para elegir', text: '¿No sabes cuál elegir? Escríbenos y te ayudamos a decidir.' },
        { title: 'Empaquetado con cuidado', text: 'Cada pedido se revisa y se empaqueta con cuidado antes de salir.' },
      ],
      i: [
        { title: 'Sabes lo que compras', text: 'Cada producto está descrito con claridad para que elijas con confianza.' },
        { title: 'Ayuda para elegir', text: '¿No sabes cuál elegir? Escríbeme y te ayudo a decidir.' },
        { title: 'Empaquetado con cuidado', text: 'Cada pedido se revisa y se empaqueta con cuidado antes de salir.' },
      ],
    },
    featureText: {
      we: [
        'Forma parte de cómo llevamos la tienda, no es algo puntual.',
        '¿Tienes alguna duda? Pregunta antes de hacer tu pedido.',
        'Una razón más para comprar en {name}.',
        'Conviene saberlo antes de elegir.',
      ],
      i: [
        'Forma parte de cómo llevo la tienda, no es algo puntual.',
        '¿Tienes alguna duda? Pregunta antes de hacer tu pedido.',
        'Una razón más para comprar en {name}.',
        'Conviene saberlo antes de elegir.',
      ],
    },
    faq: {
      we: [
        { q: '¿Adónde se envía y cuánto tarda?', a: 'Depende de dónde estés. Verás las opciones de envío al finalizar la compra, y si quieres lo comprobamos antes de que hagas el pedido.' },
        { q: '¿Y si algo no está bien?', a: 'Ponte en contacto con nosotros y cuéntanos qué ha pasado. Te explicaremos las opciones para tu pedido.' },
        { q: '¿Puedo pedir consejo para elegir?', a: 'Por supuesto. Cuéntanos qué buscas y para quién es, y te sugeriremos lo que mejor pueda encajar.' },
        { q: '¿Qué hace diferente a {name}?', a: 'En resumen: {features}. Si quieres más detalles sobre cualquiera de estos puntos, pregunta sin problema.' },
      ],
      i: [
        { q: '¿Adónde se envía y cuánto tarda?', a: 'Depende de dónde estés. Verás las opciones de envío al finalizar la compra, y si quieres lo compruebo antes de que hagas el pedido.' },
        { q: '¿Y si algo no está bien?', a: 'Ponte en contacto conmigo y cuéntame qué ha pasado. Te explicaré las opciones para tu pedido.' },
        { q: '¿Puedo pedir consejo para elegir?', a: 'Por supuesto. Cuéntame qué buscas y para quién es, y te sugeriré lo que mejor pueda encajar.' },
        { q: '¿Qué hace diferente a {name}?', a: 'En resumen: {features}. Si quieres más detalles sobre cualquiera de estos puntos, pregunta sin problema.' },
      ],
    },
    about: {
      we: 'Hemos seleccionado el catálogo pensando en {audience}, y te ayudamos con gusto a encontrar lo que buscas. Si tienes alguna pregunta sobre un producto o un pedido, solo tienes que escribirnos.',
      i: 'He seleccionado el catálogo pensando en {audience}, y te ayudo con gusto a encontrar lo que buscas. Si tienes alguna pregunta sobre un producto o un pedido, solo tienes que escribirme.',
    },
    closing: {
      heading: 'Encuentra tus nuevos imprescindibles',
      text: { we: 'Explora el catálogo y pide en línea, o pregúntanos antes lo que quieras.', i: 'Explora el catálogo y pide en línea, o pregúntame antes lo que quieras.' },
    },
    contactIntro: {
      we: 'Escríbenos sobre un producto, un pedido o cualquier otra cosa que quieras saber.',
      i: 'Escríbeme sobre un producto, un pedido o cualquier otra cosa que quieras saber.',
    },
  },

  // Professional services.
  agency: {
    sections: {
      services: { nav: 'Servicios', heading: { we: 'Cómo podemos ayudarte', i: 'Cómo puedo ayudarte' }, eyebrow: 'Servicios' },
      process: { nav: 'Método', heading: { we: 'Cómo trabajamos', i: 'Cómo trabajo' }, eyebrow: 'Proceso' },
      work: { nav: 'Proyectos', heading: { we: 'Ejemplos de nuestro trabajo', i: 'Ejemplos de mi trabajo' }, eyebrow: 'Casos prácticos' },
      properties: { nav: 'Inmuebles', heading: 'Inmuebles destacados', eyebrow: 'Cartera', go: 'Ver inmuebles' },
      about: { nav: 'Acerca de', heading: { we: 'Sobre nosotros', i: 'Sobre mí' }, eyebrow: 'Enfoque' },
      faq: { heading: 'Preguntas habituales', eyebrow: 'Preguntas frecuentes' },
      contact: { nav: 'Contacto', heading: 'Hablemos', eyebrow: 'Contacto' },
      pricing: { nav: 'Tarifas', heading: 'Tarifas y paquetes', eyebrow: 'Tarifas' },
      testimonials: { nav: 'Opiniones', heading: 'Lo que dicen los clientes', eyebrow: 'Testimonios' },
    },
    cta: { primary: 'Contactar', secondary: 'Ver servicios' },
    steps: {
      we: [
        { title: 'Primera conversación', text: 'Cuéntanos tu situación. Escuchamos, preguntamos y acordamos contigo qué sería un buen resultado.' },
        { title: 'Un plan claro', text: 'Te presentamos las opciones y acordamos contigo el alcance antes de empezar.' },
        { title: 'Trabajo y seguimiento', text: 'Hacemos el trabajo, te mantenemos al tanto y repasamos el resultado contigo.' },
      ],
      i: [
        { title: 'Primera conversación', text: 'Cuéntame tu situación. Escucho, pregunto y acordamos juntos qué sería un buen resultado.' },
        { title: 'Un plan claro', text: 'Te presento las opciones y acordamos juntos el alcance antes de empezar.' },
        { title: 'Trabajo y seguimiento', text: 'Hago el trabajo, te mantengo al tanto y repaso el resultado contigo.' },
      ],
    },
    benefits: [
      { title: 'Consejos sin tecnicismos', text: 'Respuestas directas y sin jerga, para que tomes decisiones con confianza.' },
      { title: 'Consejos que puedes aplicar', text: 'Recomendaciones prácticas ligadas a tus objetivos, tu presupuesto y tus plazos.' },
      { title: 'A tu medida', text: 'Cada encargo parte de tu situación, no de una plantilla.' },
    ],
    featureText: {
      we: [
        'Cuéntanos tu situación y te explicaremos cómo podría funcionar en tu caso.',
        'Un consejo claro sobre en qué punto estás y qué opciones tienes.',
        'Pregunta por ello en tu primer contacto.',
        'Te diremos con honestidad si es lo que necesitas.',
      ],
      i: [
        'Cuéntame tu situación y te explicaré cómo podría funcionar en tu caso.',
        'Un consejo claro sobre en qué punto estás y qué opciones tienes.',
        'Pregunta por ello en tu primer contacto.',
        'Te diré con honestidad si es lo que necesitas.',
      ],
    },
    faq: {
      we: [
        { q: '¿Qué pasa cuando me pongo en contacto?', a: 'Organizamos una primera conversación para entender tu situación, responder a tus preguntas y explicarte tus opciones.' },
        { q: '¿En qué puede ayudarme {name}?', a: 'Sobre todo en esto: {features}. Si tu pregunta no está en la lista, pregunta igualmente: si no podemos ayudarte, te lo diremos.' },
        { q: '¿Cómo se calculan los honorarios?', a: 'Depende de lo que necesites. Te explicaremos cómo se calcularían en tu caso antes de acordar nada.' },
        { q: '¿Qué debo tener preparado?', a: 'Lo que ayude a explicar tu situación, como fechas clave, documentos y las preguntas que quieres resolver. No pasa nada si aún no lo tienes todo.' },
      ],
      i: [
        { q: '¿Qué pasa cuando me pongo en contacto?', a: 'Organizo una primera conversación para entender tu situación, responder a tus preguntas y explicarte tus opciones.' },
        { q: '¿En qué puede ayudarme {name}?', a: 'Sobre todo en esto: {features}. Si tu pregunta no está en la lista, pregunta igualmente: si no puedo ayudarte, te lo diré.' },
        { q: '¿Cómo se calculan los honorarios?', a: 'Depende de lo que necesites. Te explicaré cómo se calcularían en tu caso antes de acordar nada.' },
        { q: '¿Qué debo tener preparado?', a: 'Lo que ayude a explicar tu situación, como fechas clave, documentos y las preguntas que quieres resolver. No pasa nada si aún no lo tienes todo.' },
      ],
    },
    about: {
      we: 'Trabajamos con {audience} y creemos que un buen consejo empieza por escuchar. Recibirás una orientación honesta y práctica, en un lenguaje claro, y sabrás en cada fase cuál es el siguiente paso.',
      i: 'Trabajo con {audience} y creo que un buen consejo empieza por escuchar. Recibirás una orientación honesta y práctica, en un lenguaje claro, y sabrás en cada fase cuál es el siguiente paso.',
    },
    closing: {
      heading: 'Hablemos de lo que necesitas',
      text: { we: 'Cuéntanos en qué punto estás y te propondremos un siguiente paso sensato.', i: 'Cuéntame en qué punto estás y te propondré un siguiente paso sensato.' },
    },
    contactIntro: {
      we: 'Cuéntanos brevemente qué necesitas y te responderemos para concertar una primera conversación.',
      i: 'Cuéntame brevemente qué necesitas y te responderé para concertar una primera conversación.',
    },
  },

  // Restaurants, cafés, bakeries, bars.
  restaurant: {
    sections: {
      about: { nav: 'La casa', heading: 'Pasa, estás en tu casa', eyebrow: 'Bienvenida' },
      menu: { nav: 'Menú', heading: 'Platos destacados', eyebrow: 'Comida y bebida' },
      gallery: { heading: 'Echa un vistazo', eyebrow: 'Galería' },
      hours: { nav: 'Visita', heading: 'Horario y ubicación', eyebrow: 'Planifica tu visita' },
      reservations: { nav: 'Reservar', heading: 'Reserva tu mesa', eyebrow: 'Reservas' },
      pricing: { nav: 'Precios', heading: 'Menús y precios', eyebrow: 'Precios' },
      testimonials: { nav: 'Opiniones', heading: 'Lo que dicen los comensales', eyebrow: 'Opiniones' },
    },
    cta: { primary: 'Reservar mesa', secondary: 'Ver el menú' },
    steps: {
      we: [
        { title: 'Elige día y hora', text: 'Indica cuándo te gustaría venir y para cuántas personas.' },
        { title: 'Envía tu solicitud', text: 'Añade en las notas alergias, necesidades alimentarias o si celebras algo especial.' },
        { title: 'Confirmación', text: 'Te responderemos para confirmar tu mesa.' },
      ],
      i: [
        { title: 'Elige día y hora', text: 'Indica cuándo te gustaría venir y para cuántas personas.' },
        { title: 'Envía tu solicitud', text: 'Añade en las notas alergias, necesidades alimentarias o si celebras algo especial.' },
        { title: 'Confirmación', text: 'Te responderé para confirmar tu mesa.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Una acogida cálida', text: 'Tanto si vienes a picar algo rápido como a una comida larga y tranquila, te atenderemos con gusto.' },
        { title: 'Cuéntanos la ocasión', text: 'Cumpleaños, comidas familiares o una mesa tranquila para dos: avísanos y haremos lo posible.' },
        { title: 'Pregunta por las alergias', text: 'Indica en tu reserva alergias o necesidades alimentarias y lo consultaremos con la cocina.' },
      ],
      i: [
        { title: 'Una acogida cálida', text: 'Tanto si vienes a picar algo rápido como a una comida larga y tranquila, te atenderé con gusto.' },
        { title: 'Cuéntame la ocasión', text: 'Cumpleaños, comidas familiares o una mesa tranquila para dos: avísame y haré lo posible.' },
        { title: 'Pregunta por las alergias', text: 'Indica en tu reserva alergias o necesidades alimentarias y lo consultaré con la cocina.' },
      ],
    },
    featureText: {
      we: ['Algo que cuidamos con mucho mimo.', 'Ven a comprobarlo.', 'Pregunta por ello al reservar tu mesa.', 'Una razón más para visitar {name}.'],
      i: ['Algo que cuido con mucho mimo.', 'Ven a comprobarlo.', 'Pregunta por ello al reservar tu mesa.', 'Una razón más para visitar {name}.'],
    },
    faq: {
      we: [
        { q: '¿Hace falta reservar?', a: 'Reservar es la forma más segura de tener mesa. Si prefieres pasar sin reserva, ven y te buscaremos sitio si es posible.' },
        { q: '¿Se adaptan los platos a alergias y dietas?', a: 'Cuéntanos tus alergias o necesidades alimentarias al reservar y te diremos qué puede hacer la cocina.' },
        { q: '¿Se admiten grupos grandes?', a: 'Dinos cuántas personas vendrán y cuál es la ocasión, y veremos qué podemos organizar.' },
        { q: '¿Cómo cambio o cancelo una reserva?', a: 'Ponte en contacto con nosotros cuanto antes con los datos de esta página y actualizaremos tu reserva.' },
      ],
      i: [
        { q: '¿Hace falta reservar?', a: 'Reservar es la forma más segura de tener mesa. Si prefieres pasar sin reserva, ven y te buscaré sitio si es posible.' },
        { q: '¿Se adaptan los platos a alergias y dietas?', a: 'Cuéntame tus alergias o necesidades alimentarias al reservar y te diré qué puede hacer la cocina.' },
        { q: '¿Se admiten grupos grandes?', a: 'Dime cuántas personas vendrán y cuál es la ocasión, y veré qué puedo organizar.' },
        { q: '¿Cómo cambio o cancelo una reserva?', a: 'Ponte en contacto conmigo cuanto antes con los datos de esta página y actualizaré tu reserva.' },
      ],
    },
    about: {
      we: 'En {name} queremos que cada visita sea fácil, tanto si vienes por tu cuenta como con un grupo grande. Siéntate, tómate tu tiempo y dinos si podemos hacer algo para que sea aún mejor.',
      i: 'Quiero que cada visita sea fácil, tanto si vienes por tu cuenta como con un grupo grande. Siéntate, tómate tu tiempo y dime si puedo hacer algo para que sea aún mejor.',
    },
    closing: {
      heading: { we: 'Te esperamos con ganas', i: 'Te espero con ganas' },
      text: { we: 'Elige una fecha, envía tu solicitud y nosotros nos encargamos del resto.', i: 'Elige una fecha, envía tu solicitud y yo me encargo del resto.' },
    },
    contactIntro: {
      we: 'Envía tu solicitud de reserva con la fecha, la hora y el número de personas, y te responderemos para confirmarla.',
      i: 'Envía tu solicitud de reserva con la fecha, la hora y el número de personas, y te responderé para confirmarla.',
    },
  },

  // Photographers, artists, illustrators, designers.
  portfolio: {
    sections: {
      gallery: { nav: 'Trabajos', heading: 'Trabajos seleccionados', eyebrow: 'Portafolio' },
      about: { nav: 'Acerca de', heading: { we: 'Sobre nosotros', i: 'Sobre mí' }, eyebrow: 'Hola' },
      services: { nav: 'Servicios', heading: { we: 'Lo que ofrecemos', i: 'Lo que ofrezco' }, eyebrow: 'Servicios' },
      process: { heading: 'Del primer mensaje a la entrega', eyebrow: 'Proceso' },
      faq: { nav: 'Preguntas', heading: 'Lo que conviene saber', eyebrow: 'Preguntas frecuentes' },
      contact: { nav: 'Contacto', heading: { we: 'Cuéntanos tu proyecto', i: 'Cuéntame tu proyecto' }, eyebrow: 'Consultas' },
      pricing: { nav: 'Paquetes', heading: 'Paquetes y precios', eyebrow: 'Precios' },
      testimonials: { nav: 'Opiniones', heading: 'Lo que dicen los clientes', eyebrow: 'Testimonios' },
    },
    cta: { primary: 'Consultar disponibilidad', secondary: 'Ver trabajos' },
    steps: {
      we: [
        { title: 'Primer contacto', text: 'Envía un mensaje con tu fecha o tu plazo y lo que tienes en mente.' },
        { title: 'Definir el plan', text: 'Lo hablamos contigo y te enviamos un resumen claro de qué incluye y cuándo.' },
        { title: 'Creación y entrega', text: 'Nos ponemos manos a la obra, te mantenemos al tanto y entregamos todo en el formato acordado.' },
      ],
      i: [
        { title: 'Primer contacto', text: 'Envía un mensaje con tu fecha o tu plazo y lo que tienes en mente.' },
        { title: 'Definir el plan', text: 'Lo hablo contigo y te envío un resumen claro de qué incluye y cuándo.' },
        { title: 'Creación y entrega', text: 'Me pongo manos a la obra, te mantengo al tanto y lo entrego todo en el formato acordado.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Un trato personal', text: 'Tratas directamente con quienes hacen el trabajo, del primer mensaje a la entrega.' },
        { title: 'Claridad desde el principio', text: 'Sabes qué incluye y cuándo lo tendrás antes de reservar nada.' },
        { title: 'Hecho a medida', text: 'Cada proyecto se adapta a lo que tienes en mente, no a una fórmula fija.' },
      ],
      i: [
        { title: 'Un trato personal', text: 'Tratas directamente conmigo, del primer mensaje a la entrega.' },
        { title: 'Claridad desde el principio', text: 'Sabes qué incluye y cuándo lo tendrás antes de reservar nada.' },
        { title: 'Hecho a medida', text: 'Cada proyecto se adapta a lo que tienes en mente, no a una fórmula fija.' },
      ],
    },
    featureText: {
      we: [
        'Cuéntanos qué tienes en mente y lo adaptaremos a tus planes.',
        'Consulta la disponibilidad para tus fechas.',
        'Pide ver más ejemplos como este.',
        'Lo hablamos primero, sin ningún compromiso de reservar.',
      ],
      i: [
        'Cuéntame qué tienes en mente y lo adaptaré a tus planes.',
        'Consulta la disponibilidad para tus fechas.',
        'Pide ver más ejemplos como este.',
        'Lo hablamos primero, sin ningún compromiso de reservar.',
      ],
    },
    faq: {
      we: [
        { q: '¿Con cuánta antelación debo reservar?', a: 'Cuanto antes, sobre todo para las fechas más solicitadas. Envíanos tu fecha y consultaremos la agenda.' },
        { q: '¿Cómo se entrega el trabajo final?', a: 'Acordamos contigo el formato y los plazos antes de empezar, para que sepas exactamente qué esperar y cuándo.' },
        { q: '¿Y si el encargo es en otra ciudad?', a: 'Dinos dónde y cuándo, y te confirmaremos si podemos estar allí y si hay gastos de desplazamiento.' },
        { q: '¿Cómo reservo?', a: 'Envía tu consulta con el formulario de esta página. Te responderemos con la disponibilidad y los siguientes pasos.' },
      ],
      i: [
        { q: '¿Con cuánta antelación debo reservar?', a: 'Cuanto antes, sobre todo para las fechas más solicitadas. Envíame tu fecha y consultaré mi agenda.' },
        { q: '¿Cómo se entrega el trabajo final?', a: 'Acuerdo contigo el formato y los plazos antes de empezar, para que sepas exactamente qué esperar y cuándo.' },
        { q: '¿Y si el encargo es en otra ciudad?', a: 'Dime dónde y cuándo, y te confirmaré si puedo estar allí y si hay gastos de desplazamiento.' },
        { q: '¿Cómo reservo?', a: 'Envía tu consulta con el formulario de esta página. Te responderé con la disponibilidad y los siguientes pasos.' },
      ],
    },
    about: {
      we: 'Trabajamos con {audience}, y cada proyecto empieza escuchando: qué tienes en mente, qué te importa y qué sensación quieres transmitir. Nos gusta un trato cercano y relajado, y respondemos con gusto a tus preguntas en cualquier momento.',
      i: 'Trabajo con {audience}, y cada proyecto empieza escuchando: qué tienes en mente, qué te importa y qué sensación quieres transmitir. Me gusta un trato cercano y relajado, y respondo con gusto a tus preguntas en cualquier momento.',
    },
    closing: {
      heading: '¿Tienes una fecha o un proyecto?',
      text: { we: 'Envía tu consulta y te diremos si tenemos disponibilidad.', i: 'Envía tu consulta y te diré si tengo disponibilidad.' },
    },
    contactIntro: {
      we: 'Cuéntanos algunos detalles de tus planes y te responderemos con nuestra disponibilidad.',
      i: 'Cuéntame algunos detalles de tus planes y te responderé con mi disponibilidad.',
    },
  },

  // Local services by appointment.
  local: {
    sections: {
      services: { nav: 'Servicios', heading: { we: 'Cómo podemos ayudarte', i: 'Cómo puedo ayudarte' }, eyebrow: 'Servicios' },
      rooms: { nav: 'Habitaciones', heading: 'Habitaciones y tarifas', eyebrow: 'Alojamiento', go: 'Ver habitaciones' },
      booking: { heading: 'Cómo reservar', eyebrow: 'Paso a paso' },
      benefits: { heading: 'Qué puedes esperar', eyebrow: 'Información útil', intro: 'Pensado para {audience}.' },
      location: { nav: 'Ubicación', heading: 'Cuándo y dónde', eyebrow: 'Horario' },
      area: { nav: 'Zona', heading: { we: 'Dónde trabajamos', i: 'Dónde trabajo' }, eyebrow: 'Zona de servicio' },
      faq: { nav: 'Preguntas', heading: 'Dudas antes de reservar', eyebrow: 'Preguntas frecuentes' },
      contact: { nav: 'Reservar', heading: 'Solicita una reserva', eyebrow: 'Reservas' },
      pricing: { nav: 'Precios', heading: 'Servicios y precios', eyebrow: 'Precios' },
      testimonials: { nav: 'Opiniones', heading: 'Lo que dicen los clientes', eyebrow: 'Opiniones' },
    },
    cta: { primary: 'Solicitar reserva', secondary: 'Ver servicios' },
    steps: {
      we: [
        { title: 'Elige lo que quieres', text: 'Elige entre las opciones de esta página o explica con tus propias palabras lo que necesitas.' },
        { title: 'Envía una solicitud', text: 'Indica en el formulario de reserva los días u horas que te vienen bien.' },
        { title: 'Confirma los detalles', text: 'Te responderemos para confirmar la hora o proponerte otra que encaje.' },
      ],
      i: [
        { title: 'Elige lo que quieres', text: 'Elige entre las opciones de esta página o explica con tus propias palabras lo que necesitas.' },
        { title: 'Envía una solicitud', text: 'Indica en el formulario de reserva los días u horas que te vienen bien.' },
        { title: 'Confirma los detalles', text: 'Te responderé para confirmar la hora o proponerte otra que encaje.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Tiempo para hablarlo', text: 'Tienes tiempo para explicar lo que necesitas y recibes respuestas claras.' },
        { title: 'Reserva sencilla', text: 'Envía tu solicitud desde esta página cuando te venga bien, sin esperas al teléfono.' },
        { title: 'Pregunta sin reparo', text: 'Pregúntanos lo que quieras antes de reservar, desde en qué consiste hasta qué debes traer.' },
      ],
      i: [
        { title: 'Tiempo para hablarlo', text: 'Tienes tiempo para explicar lo que necesitas y recibes respuestas claras.' },
        { title: 'Reserva sencilla', text: 'Envía tu solicitud desde esta página cuando te venga bien, sin esperas al teléfono.' },
        { title: 'Pregunta sin reparo', text: 'Pregúntame lo que quieras antes de reservar, desde en qué consiste hasta qué debes traer.' },
      ],
    },
    featureText: {
      we: [
        'Cuéntanos qué necesitas y te explicaremos cómo funciona.',
        '¿No sabes si es lo adecuado para ti? Pregunta sin compromiso.',
        'Parte de lo que puedes esperar en {name}.',
        'Vale la pena preguntar por ello cuando contactes.',
      ],
      i: [
        'Cuéntame qué necesitas y te explicaré cómo funciona.',
        '¿No sabes si es lo adecuado para ti? Pregunta sin compromiso.',
        'Parte de lo que puedes esperar en {name}.',
        'Vale la pena preguntar por ello cuando contactes.',
      ],
    },
    faq: {
      we: [
        { q: '¿Qué puedo esperar la primera vez?', a: 'Empezamos hablando de lo que necesitas y respondiendo a tus preguntas; después te proponemos los siguientes pasos.' },
        { q: '¿Tengo que preparar algo?', a: 'Ayuda anotar lo que necesitas y tus preguntas. Si hay que traer algo, te lo diremos al confirmar.' },
        { q: '¿Cómo se paga?', a: 'Pregunta al reservar y te explicaremos las opciones, incluido si se puede aplicar algún seguro o bono.' },
        { q: '¿Y si necesito cambiar mi reserva?', a: 'Avísanos cuanto antes con los datos de esta página y buscaremos otra hora.' },
      ],
      i: [
        { q: '¿Qué puedo esperar la primera vez?', a: 'Empiezo hablando de lo que necesitas y respondiendo a tus preguntas; después te propongo los siguientes pasos.' },
        { q: '¿Tengo que preparar algo?', a: 'Ayuda anotar lo que necesitas y tus preguntas. Si hay que traer algo, te lo diré al confirmar.' },
        { q: '¿Cómo se paga?', a: 'Pregunta al reservar y te explicaré las opciones, incluido si se puede aplicar algún seguro o bono.' },
        { q: '¿Y si necesito cambiar mi reserva?', a: 'Avísame cuanto antes con los datos de esta página y buscaré otra hora.' },
      ],
    },
    about: {
      we: 'En {name} nos tomamos el tiempo de entender lo que necesitas antes de proponerte nada. Te espera un trato amable, explicaciones claras y una idea precisa de cuál es el siguiente paso.',
      i: 'Me tomo el tiempo de entender lo que necesitas antes de proponerte nada. Te espera un trato amable, explicaciones claras y una idea precisa de cuál es el siguiente paso.',
    },
    closing: {
      heading: '¿Quieres reservar?',
      text: { we: 'Envía tu solicitud y buscaremos una hora que te venga bien.', i: 'Envía tu solicitud y buscaré una hora que te venga bien.' },
    },
    contactIntro: {
      we: 'Cuéntanos qué quieres reservar y cuándo te viene bien, y te responderemos para confirmarlo.',
      i: 'Cuéntame qué quieres reservar y cuándo te viene bien, y te responderé para confirmarlo.',
    },
  },

  // Charities, food banks, community groups.
  nonprofit: {
    sections: {
      mission: { nav: 'Acerca de', heading: { we: 'Nuestra razón de ser', i: 'Mi razón de ser' }, eyebrow: 'Misión' },
      help: { nav: 'Colabora', heading: 'Formas de ayudar', eyebrow: 'Participa', intro: 'Hay más de una forma de apoyar a {name}.' },
      'how-it-works': { heading: 'Cómo participar', eyebrow: 'Paso a paso' },
      donate: { nav: 'Donar', heading: 'Haz un donativo', eyebrow: 'Apoyo' },
      faq: { nav: 'Preguntas', heading: 'Preguntas habituales', eyebrow: 'Preguntas frecuentes' },
      contact: { nav: 'Contacto', heading: 'Ponte en contacto', eyebrow: 'Contacto' },
      pricing: { nav: 'Donativos', heading: 'Formas de donar', eyebrow: 'Donativos' },
      testimonials: { nav: 'Historias', heading: 'En primera persona', eyebrow: 'Historias' },
    },
    cta: { primary: 'Hacer un donativo', secondary: 'Formas de ayudar' },
    steps: {
      we: [
        { title: 'Elige cómo ayudar', text: 'Revisa las formas de ayudar de esta página y elige la que más te encaje.' },
        { title: 'Ponte en contacto', text: 'Escríbenos y te explicaremos cómo empezar.' },
        { title: 'Mantente al día', text: 'Sigue de cerca las novedades y descubre lo que tu apoyo ayuda a hacer posible.' },
      ],
      i: [
        { title: 'Elige cómo ayudar', text: 'Revisa las formas de ayudar de esta página y elige la que más te encaje.' },
        { title: 'Ponte en contacto', text: 'Escríbeme y te explicaré cómo empezar.' },
        { title: 'Mantente al día', text: 'Sigue de cerca las novedades y descubre lo que tu apoyo ayuda a hacer posible.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Cada gesto cuenta', text: 'Un donativo, una publicación compartida o recomendar {name} a alguien: todo suma.' },
        { title: 'Pregunta a dónde va', text: 'Pregúntanos cómo se usa el apoyo que recibimos y te lo explicaremos con gusto.' },
        { title: 'Únete a quienes se implican', text: 'Participa junto a personas a las que les importan las mismas cosas que a ti.' },
      ],
      i: [
        { title: 'Cada gesto cuenta', text: 'Un donativo, una publicación compartida o recomendar {name} a alguien: todo suma.' },
        { title: 'Pregunta a dónde va', text: 'Pregúntame cómo se usa el apoyo que recibo y te lo explicaré con gusto.' },
        { title: 'Únete a quienes se implican', text: 'Participa junto a personas a las que les importan las mismas cosas que a ti.' },
      ],
    },
    featureText: {
      we: [
        'Pregúntanos qué es lo que más falta hace ahora.',
        'Una de las formas en que {name} marca la diferencia.',
        '¿Conoces a alguien a quien le pueda interesar? Compártelo.',
        'Descubre más cuando te pongas en contacto.',
      ],
      i: [
        'Pregúntame qué es lo que más falta hace ahora.',
        'Una de las formas en que {name} marca la diferencia.',
        '¿Conoces a alguien a quien le pueda interesar? Compártelo.',
        'Descubre más cuando te pongas en contacto.',
      ],
    },
    faq: {
      we: [
        { q: '¿Cómo puedo hacer voluntariado?', a: 'Escríbenos contándonos un poco sobre ti y cuándo tienes tiempo, y te responderemos para ver cómo podrías ayudar.' },
        { q: '¿A dónde va mi donativo?', a: 'Al trabajo que ves en esta página. Si quieres más detalles sobre cómo se usan los donativos, solo tienes que preguntar.' },
        { q: '¿Puedo donar objetos además de dinero?', a: 'Ponte en contacto primero y te diremos qué hace falta y dónde llevarlo.' },
        { q: '¿Puedo recibir ayuda de {name}?', a: 'Ponte en contacto y te explicaremos qué apoyo hay disponible y cómo funciona.' },
      ],
      i: [
        { q: '¿Cómo puedo hacer voluntariado?', a: 'Escríbeme contándome un poco sobre ti y cuándo tienes tiempo, y te responderé para ver cómo podrías ayudar.' },
        { q: '¿A dónde va mi donativo?', a: 'Al trabajo que ves en esta página. Si quieres más detalles sobre cómo se usan los donativos, solo tienes que preguntar.' },
        { q: '¿Puedo donar objetos además de dinero?', a: 'Ponte en contacto primero y te diré qué hace falta y dónde llevarlo.' },
        { q: '¿Puedo recibir ayuda de {name}?', a: 'Ponte en contacto y te explicaré qué apoyo hay disponible y cómo funciona.' },
      ],
    },
    about: {
      we: 'Todo lo que hace {name} depende de personas que aportan su tiempo, su dinero y su energía. Tanto si necesitas apoyo como si quieres ofrecerlo, aquí tienes las puertas abiertas, y nos encantará saber de ti.',
      i: 'Todo lo que hace {name} depende de personas que aportan su tiempo, su dinero y su energía. Tanto si necesitas apoyo como si quieres ofrecerlo, aquí tienes las puertas abiertas, y me encantará saber de ti.',
    },
    closing: {
      heading: 'Tu apoyo lo hace posible',
      text: 'Cualquier donativo ayuda, sea cual sea su importe. Ponte en contacto si quieres colaborar de otra forma.',
    },
    contactIntro: {
      we: 'Tanto si quieres ayudar como si necesitas apoyo, escríbenos y te responderemos.',
      i: 'Tanto si quieres ayudar como si necesitas apoyo, escríbeme y te responderé.',
    },
  },

  // Bands, festivals, conferences, tours.
  events: {
    sections: {
      about: { nav: 'Acerca de', heading: { we: 'Sobre nosotros', i: 'Sobre mí' }, eyebrow: 'Bienvenida' },
      dates: { nav: 'Fechas', heading: 'Próximas fechas', eyebrow: 'Apunta la fecha' },
      highlights: { nav: 'Destacados', heading: 'Lo que te espera', eyebrow: 'Destacados' },
      gallery: { nav: 'Fotos', heading: 'En imágenes', eyebrow: 'Galería' },
      faq: { nav: 'Preguntas', heading: 'Información útil', eyebrow: 'Preguntas frecuentes' },
      contact: { nav: 'Contacto', heading: 'Sigamos en contacto', eyebrow: 'Noticias y contratación' },
      pricing: { nav: 'Entradas', heading: 'Entradas y abonos', eyebrow: 'Entradas' },
      testimonials: { nav: 'Opiniones', heading: 'Lo que dice la gente', eyebrow: 'Opiniones' },
    },
    cta: { primary: 'Ver próximas fechas', secondary: 'Contactar' },
    steps: {
      we: [
        { title: 'Elige una fecha', text: 'Busca en la lista de próximas fechas el día y el lugar que mejor te vengan.' },
        { title: 'Consigue tu entrada', text: 'Sigue la información sobre entradas indicada para esa fecha.' },
        { title: 'A disfrutar', text: 'Ven y forma parte de ello; tenemos muchas ganas de verte.' },
      ],
      i: [
        { title: 'Elige una fecha', text: 'Busca en la lista de próximas fechas el día y el lugar que mejor te vengan.' },
        { title: 'Consigue tu entrada', text: 'Sigue la información sobre entradas indicada para esa fecha.' },
        { title: 'A disfrutar', text: 'Ven y forma parte de ello; tengo muchas ganas de verte.' },
      ],
    },
    benefits: [
      { title: 'Organízate con tiempo', text: 'Consulta las fechas con antelación y apunta en tu agenda la que mejor te venga.' },
      { title: 'Mejor en compañía', text: 'Comparte las fechas con las personas con las que te gustaría ir.' },
      { title: 'No te pierdas nada', text: 'Ponte en contacto para enterarte de nuevas fechas y anuncios.' },
    ],
    featureText: {
      we: [
        'Consulta esta página para ver los últimos detalles.',
        'Pregúntanos por ello cuando te pongas en contacto.',
        'Una razón más para no faltar.',
        'Compártelo con alguien a quien le encantaría.',
      ],
      i: [
        'Consulta esta página para ver los últimos detalles.',
        'Pregúntame por ello cuando te pongas en contacto.',
        'Una razón más para no faltar.',
        'Compártelo con alguien a quien le encantaría.',
      ],
    },
    faq: {
      we: [
        { q: '¿Dónde consigo entradas?', a: 'Consulta la información sobre entradas de cada fecha. Si no encuentras lo que buscas, escríbenos.' },
        { q: '¿El lugar es accesible?', a: 'Depende del lugar. Ponte en contacto antes de comprar y te ayudaremos a averiguar lo que necesitas saber.' },
        { q: '¿Cómo contacto para contrataciones o prensa?', a: 'Usa el formulario de esta página para contrataciones, prensa o cualquier otra cosa, y te responderemos.' },
        { q: '¿Cómo me entero de nuevas fechas?', a: 'Deja tus datos en el formulario de esta página y te avisaremos cuando se anuncien nuevas fechas.' },
      ],
      i: [
        { q: '¿Dónde consigo entradas?', a: 'Consulta la información sobre entradas de cada fecha. Si no encuentras lo que buscas, escríbeme.' },
        { q: '¿El lugar es accesible?', a: 'Depende del lugar. Ponte en contacto antes de comprar y te ayudaré a averiguar lo que necesitas saber.' },
        { q: '¿Cómo contacto para contrataciones o prensa?', a: 'Usa el formulario de esta página para contrataciones, prensa o cualquier otra cosa, y te responderé.' },
        { q: '¿Cómo me entero de nuevas fechas?', a: 'Deja tus datos en el formulario de esta página y te avisaré cuando se anuncien nuevas fechas.' },
      ],
    },
    about: {
      we: 'Tanto si es tu primera vez con {name} como si ya has venido antes, te recibimos con los brazos abiertos. Queremos que cada fecha merezca un hueco en tu agenda, y nos encantará verte allí.',
      i: 'Tanto si es tu primera vez con {name} como si ya has venido antes, te recibo con los brazos abiertos. Quiero que cada fecha merezca un hueco en tu agenda, y me encantará verte allí.',
    },
    closing: { heading: 'No te pierdas la próxima', text: 'Elige una fecha, avisa a tu gente y apúntala en tu agenda.' },
    contactIntro: {
      we: 'Para contrataciones, prensa o novedades sobre nuevas fechas, escríbenos.',
      i: 'Para contrataciones, prensa o novedades sobre nuevas fechas, escríbeme.',
    },
  },

  // Anything else.
  startup: {
    sections: {
      features: { nav: 'Destacados', heading: { we: 'Lo que ofrecemos', i: 'Lo que ofrezco' }, eyebrow: 'Destacados' },
      benefits: { heading: 'Lo que obtienes', eyebrow: 'Para quién es', intro: 'Pensado para {audience}.' },
      'how-it-works': { heading: 'Cómo funciona', eyebrow: 'Primeros pasos' },
      faq: { nav: 'Preguntas', heading: 'Preguntas frecuentes', eyebrow: 'Dudas' },
      contact: { nav: 'Contacto', heading: 'Ponte en contacto', eyebrow: 'Contacto' },
      pricing: { nav: 'Precios', heading: 'Planes y precios', eyebrow: 'Precios' },
      testimonials: { nav: 'Opiniones', heading: 'Lo que dice la gente', eyebrow: 'Opiniones' },
    },
    cta: { primary: 'Contactar', secondary: 'Descubrir más' },
    steps: {
      we: [
        { title: 'Escribe un mensaje', text: 'Envía un mensaje breve sobre lo que buscas; no hace falta tenerlo todo decidido.' },
        { title: 'Encuentra lo que encaja', text: 'Lo hablamos, respondemos a tus preguntas y te proponemos la mejor forma de avanzar.' },
        { title: 'Manos a la obra', text: 'Cuando el plan te convenza, es hora de empezar.' },
      ],
      i: [
        { title: 'Escribe un mensaje', text: 'Envía un mensaje breve sobre lo que buscas; no hace falta tenerlo todo decidido.' },
        { title: 'Encuentra lo que encaja', text: 'Lo hablamos, respondo a tus preguntas y te propongo la mejor forma de avanzar.' },
        { title: 'Manos a la obra', text: 'Cuando el plan te convenza, es hora de empezar.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Sin jerga', text: 'Información clara y respuestas honestas, en un lenguaje sencillo.' },
        { title: 'A tu medida', text: 'Lo que recibes se adapta a lo que de verdad necesitas.' },
        { title: 'Un trato cercano', text: 'Tratarás con personas a las que les importa hacerlo bien.' },
      ],
      i: [
        { title: 'Sin jerga', text: 'Información clara y respuestas honestas, en un lenguaje sencillo.' },
        { title: 'A tu medida', text: 'Lo que recibes se adapta a lo que de verdad necesitas.' },
        { title: 'Un trato cercano', text: 'Tratarás directamente conmigo, y me importa hacerlo bien.' },
      ],
    },
    featureText: {
      we: [
        'Cuéntanos qué necesitas y te explicaremos cómo encaja.',
        'Parte de lo que hace que {name} merezca una mirada más atenta.',
        '¿Te pica la curiosidad? Escribe un mensaje para saber más.',
        'Útil a la hora de comparar opciones.',
      ],
      i: [
        'Cuéntame qué necesitas y te explicaré cómo encaja.',
        'Parte de lo que hace que {name} merezca una mirada más atenta.',
        '¿Te pica la curiosidad? Escribe un mensaje para saber más.',
        'Útil a la hora de comparar opciones.',
      ],
    },
    faq: {
      we: [
        { q: '¿Cómo empiezo?', a: 'Envía un mensaje con el formulario de esta página y nosotros nos encargamos del resto.' },
        { q: '¿Qué ofrece {name}?', a: 'Lo más destacado: {features}. Si buscas algo que no aparece en la lista, pregunta igualmente.' },
        { q: '¿Es {name} lo que busco?', a: 'La mejor forma de saberlo es preguntar. Cuéntanos qué buscas y te daremos una respuesta sincera.' },
        { q: '¿Cuánto cuesta?', a: 'Depende de lo que necesites. Ponte en contacto y te explicaremos las opciones antes de que decidas nada.' },
      ],
      i: [
        { q: '¿Cómo empiezo?', a: 'Envía un mensaje con el formulario de esta página y yo me encargo del resto.' },
        { q: '¿Qué ofrece {name}?', a: 'Lo más destacado: {features}. Si buscas algo que no aparece en la lista, pregunta igualmente.' },
        { q: '¿Es {name} lo que busco?', a: 'La mejor forma de saberlo es preguntar. Cuéntame qué buscas y te daré una respuesta sincera.' },
        { q: '¿Cuánto cuesta?', a: 'Depende de lo que necesites. Ponte en contacto y te explicaré las opciones antes de que decidas nada.' },
      ],
    },
    about: {
      we: 'En {name} lo hacemos sencillo: información clara, respuestas honestas y una persona real al otro lado. Si tienes cualquier duda, pregúntanos sin reparo.',
      i: 'Lo hago sencillo: información clara, respuestas honestas y una persona real al otro lado. Si tienes cualquier duda, pregúntame sin reparo.',
    },
    closing: {
      heading: '¿Empezamos?',
      text: {
        we: 'Cuéntanos qué buscas y descubre si {name} es lo que necesitas.',
        i: 'Cuéntame qué buscas y descubre si {name} es lo que necesitas.',
      },
    },
    contactIntro: {
      we: 'Escríbenos con tus preguntas o ideas y te responderemos.',
      i: 'Escríbeme con tus preguntas o ideas y te responderé.',
    },
  },
};

/**
 * Sample-item words in Spanish. They address the site's owner, who reads the notices of UI_ES in "usted",
 * so they are impersonal ("Descripción del plato…") and fit either register.
 */
export const SAMPLE_ES: SampleWords = {
  tiers: ['Básico', 'Estándar', 'Prémium'],
  tierText: ['Para empezar', 'Para la mayoría de los clientes', 'Para quien necesita más'],
  prioritySupport: 'Asistencia prioritaria',
  quoteName: 'Nombre del cliente', quoteRole: 'Cargo o localidad',
  quoteText: 'Aquí va una breve cita de un cliente real sobre {feature}.',
  project: ['Primer proyecto', 'Segundo proyecto', 'Tercer proyecto'], projectMeta: 'Cliente · Año',
  mockProject: ['Diseño de envases', 'Web y tienda online', 'Papelería'], campaignProject: ['Campaña de cartelería', 'Web y tienda online', 'Renovación de marca'], roomProject: ['Cocina familiar', 'Dormitorio principal', 'Comedor'],
  projectText: 'Un breve resumen de un proyecto real: el encargo, lo que se hizo y el resultado.',
  listing: ['Casa familiar', 'Piso', 'Casa de campo'], listingMeta: 'Ubicación · Precio',
  listingText: 'Una breve descripción de la vivienda: sus estancias, el espacio exterior y lo que hay cerca.',
  room: ['Habitación doble', 'Habitación con dos camas', 'Habitación familiar'], roomText: 'Una breve descripción de la habitación: sus camas, sus vistas y lo que incluye.',
  pitch: ['Parcela para tienda', 'Parcela con electricidad', 'Tienda campana'], pitchText: 'Una breve descripción de la parcela: su tamaño, lo que hay cerca y lo que incluye.',
  desk: ['Puesto flexible', 'Puesto fijo', 'Despacho privado'], deskText: 'Una breve descripción del espacio: a quién le conviene, qué incluye y cuándo está abierto.',
  car: ['Compacto', 'SUV familiar', 'Ranchera'], carMeta: 'Año · Kilómetros', carText: 'Una breve descripción del coche: marca y modelo, motor, kilómetros y lo que incluye.',
  book: ['Último libro', 'Libro anterior', 'Primer libro'], bookMeta: 'Género · Año', bookText: 'Una breve sinopsis: de qué trata el libro y dónde se puede comprar.',
  product: ['El más vendido', 'Una novedad', 'Una idea para regalar'],
  productText: 'Descripción del producto: qué es, de qué está hecho y para quién es.',
  dish: 'Descripción del plato: qué lleva y cómo se prepara.',
  courses: ['Un entrante', 'Un plato principal', 'Un postre', 'Una bebida'],
  cafeCourses: ['Un café', 'Una pieza de bollería', 'Una tarta', 'Algo salado'],
  parlourCourses: ['Un helado cremoso', 'Un sorbete de fruta', 'Una copa de helado', 'Un batido o un café'],
  cakeCourses: ['Una tarta de celebración', 'Una tarta de boda', 'Una caja de cupcakes', 'Una mesa dulce'],
  spiritCourses: ['Un destilado de la casa', 'Una edición de temporada', 'Un combinado clásico', 'Una degustación de tres'],
  barCourses: ['Un cóctel de la casa', 'Un cóctel clásico', 'Una bebida sin alcohol', 'Un plato para picar'],
  pizzaCourses: ['Una pizza clásica', 'La pizza de la casa', 'Un postre', 'Una bebida'],
  pubCourses: ['Una cerveza rubia', 'Una cerveza negra', 'Una cerveza de temporada', 'Algo para picar'],
  wineCourses: ['Un vino blanco', 'Un vino tinto', 'Un espumoso', 'Una tabla para compartir'],
  street: 'Calle y número, código postal, localidad',
  areaText: 'Las localidades, barrios o códigos postales que cubre',
  dates: ['Primera fecha', 'Segunda fecha', 'Tercera fecha'], dateText: 'Ciudad · Lugar', tickets: 'Entradas',
  episodes: ['Episodio tres', 'Episodio dos', 'Episodio uno'], episodeText: 'Título del episodio · Fecha', showText: 'Título del espectáculo · Hora', weddingDay: ['Ceremonia', 'Cóctel', 'Banquete', 'Fiesta'],
  programme: ['Acreditaciones y café', 'Ponencia inaugural', 'Charlas', 'Almuerzo', 'Sesiones de la tarde'],
  ticketTiers: ['Anticipada', 'General', 'Grupos'], ticketText: ['Plazas limitadas a un precio más bajo', 'Una entrada para una persona', 'Para equipos que reservan juntos'],
  posts: ['El artículo más reciente', 'Un artículo anterior', 'Un favorito del archivo'], postText: 'Tema · Fecha',
  videos: ['Vídeo tres', 'Vídeo dos', 'Vídeo uno'], videoText: 'Título del vídeo · Fecha',
  gallery: 'Ilustración {n} de {name}',
  perSession: '/ sesión',
  pitches: ['Mercado callejero', 'Parque empresarial', 'Mercado de productores'],
};
