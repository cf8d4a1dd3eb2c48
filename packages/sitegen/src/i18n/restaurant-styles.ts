import type { ServiceStyle } from '../cafe';
import type { StyleCopy, V } from './types';

type Styles = Record<Exclude<ServiceStyle, 'table'>, StyleCopy>;
type Lang = 'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar';

/**
 * A food business's own words by service style (cafe.ts `ServiceStyle`), in the site languages: a café or
 * bakery takes orders ahead, an ice-cream parlour orders for cakes and tubs (its menu is flavours), a cake maker enquiries
 * for a cake on a date (its menu is cakes), a takeaway orders for collection, a food truck enquiries for events (and says
 * where to find it; a coffee van's or mobile bar's the same, with drinks for its kitchen: `MOBILE_BAR`), a winery tasting
 * bookings, a distillery tour bookings (its menu is spirits). Laid over the restaurant phrasebook by `wordsFor`.
 */
const OWN_STYLES: Record<Lang, Omit<Styles, 'mobileBar'>> = {
  en: {
    counter: {
      cta: { primary: 'Order ahead' },
      sections: { orders: { nav: 'Order', heading: 'Order ahead', eyebrow: 'Orders', send: 'Send order request' } },
      contactIntro: { we: 'Tell us what you’d like and when you’ll collect it, and we’ll confirm your order.', i: 'Tell me what you’d like and when you’ll collect it, and I’ll confirm your order.' },
    },
    parlour: {
      cta: { primary: 'Order cakes and tubs', secondary: 'See the flavours' },
      about: { we: 'At {name}, there’s always something new in the cabinet: come in for a cone, take a tub home or sit down with a sundae. Ask for a taste before you choose, and tell us if there’s anything we can do to make your visit better.', i: 'There’s always something new in my cabinet: come in for a cone, take a tub home or sit down with a sundae. Ask for a taste before you choose, and tell me if there’s anything I can do to make your visit better.' },
      sections: {
        menu: { nav: 'Flavours', heading: 'Flavours and favourites', eyebrow: 'In the cabinet' },
        orders: { nav: 'Order', heading: 'Cakes and tubs to order', eyebrow: 'Orders', send: 'Send order request' },
      },
      contactIntro: { we: 'Tell us what you’d like, from an ice-cream cake to tubs for a party, and when you’ll collect it, and we’ll confirm your order.', i: 'Tell me what you’d like, from an ice-cream cake to tubs for a party, and when you’ll collect it, and I’ll confirm your order.' },
    },
    cakes: {
      cta: { primary: 'Order a cake', secondary: 'See the cakes' },
      about: { we: 'At {name}, every cake is made to order: tell us about the occasion, the flavours you love and how many it should serve, and we’ll design it with you. Ask us about tastings, collection and delivery.', i: 'Every cake I make is made to order: tell me about the occasion, the flavours you love and how many it should serve, and I’ll design it with you. Ask me about tastings, collection and delivery.' },
      sections: {
        about: { heading: 'Made for your celebration' },
        menu: { nav: 'Cakes', heading: { we: 'Our cakes', i: 'My cakes' }, eyebrow: 'Made to order' },
        gallery: { heading: 'Recent cakes' },
        hours: { nav: 'Collection', heading: 'Collection and opening hours', eyebrow: 'Collection & delivery' },
        events: { nav: 'Order', heading: 'Order a cake', eyebrow: 'Orders', send: 'Send cake enquiry' },
      },
      contactIntro: { we: 'Tell us the date, the occasion and how many guests the cake should serve, and we’ll come back to you with ideas and a price.', i: 'Tell me the date, the occasion and how many guests the cake should serve, and I’ll come back to you with ideas and a price.' },
    },
    takeaway: {
      cta: { primary: 'Order now' },
      about: { we: 'At {name}, we want ordering to be easy, whether it’s a quick supper for one or a feast for the whole family. Order ahead or call in, and let us know if there’s anything we can do to make it better.', i: 'I want ordering to be easy, whether it’s a quick supper for one or a feast for the whole family. Order ahead or call in, and let me know if there’s anything I can do to make it better.' },
      sections: { about: { heading: 'Ready when you are' }, orders: { nav: 'Order', heading: 'Order for collection', eyebrow: 'Orders', send: 'Send order' } },
      contactIntro: { we: 'Tell us what you’d like and when you’ll pick it up, and we’ll have it ready.', i: 'Tell me what you’d like and when you’ll pick it up, and I’ll have it ready.' },
    },
    truck: {
      cta: { primary: 'Enquire about events' },
      about: { we: 'At {name}, we take our kitchen to you: you’ll find us at markets, festivals and events through the week. Come and say hello, and if you’d like us at your own event, get in touch.', i: 'I take my kitchen to you: you’ll find me at markets, festivals and events through the week. Come and say hello, and if you’d like me at your own event, get in touch.' },
      sections: {
        about: { heading: 'Kitchen on wheels' },
        events: { nav: 'Events', heading: 'Events and private hire', eyebrow: 'Events', send: 'Send enquiry' },
        hours: { nav: 'Locations', heading: { we: 'Where to find us', i: 'Where to find me' }, eyebrow: 'This week' },
      },
      contactIntro: { we: 'Weddings, parties, festivals and office lunches: tell us the date, the place and how many guests, and we’ll get back to you.', i: 'Weddings, parties, festivals and office lunches: tell me the date, the place and how many guests, and I’ll get back to you.' },
    },
    distillery: {
      cta: { primary: 'Book a tour', secondary: 'See the spirits' },
      about: { we: 'At {name}, every bottle starts in our still house. Come for a tour to see how it’s made, taste the range with us, and take home a bottle you’ve chosen yourself.', i: 'Every bottle starts in my still house. Come for a tour to see how it’s made, taste the range with me, and take home a bottle you’ve chosen yourself.' },
      sections: {
        about: { heading: 'Inside the distillery' },
        reservations: { nav: 'Tours', heading: 'Book a tour or tasting', eyebrow: 'Visits', send: 'Request a tour' },
        menu: { nav: 'Spirits', heading: { we: 'Our spirits', i: 'My spirits' }, eyebrow: 'Spirits' },
      },
      contactIntro: { we: 'Send a request with your date, time and number of guests, and we’ll get back to you to confirm your tour.', i: 'Send a request with your date, time and number of guests, and I’ll get back to you to confirm your tour.' },
    },
    tasting: {
      cta: { primary: 'Book a tasting', secondary: 'See the wines' },
      sections: {
        reservations: { nav: 'Tastings', heading: 'Book a tasting', eyebrow: 'Tastings', send: 'Request a tasting' },
        menu: { nav: 'Wines', heading: { we: 'Our wines', i: 'My wines' }, eyebrow: 'Wines' },
      },
      contactIntro: { we: 'Send a request with your date, time and number of guests, and we’ll get back to you to confirm your tasting.', i: 'Send a request with your date, time and number of guests, and I’ll get back to you to confirm your tasting.' },
    },
  },
  es: {
    counter: {
      cta: { primary: 'Encargar con antelación' },
      sections: { orders: { nav: 'Encargos', heading: 'Haz tu encargo', eyebrow: 'Encargos', send: 'Enviar encargo' } },
      contactIntro: { we: 'Cuéntanos qué te apetece y cuándo pasarás a recogerlo, y te confirmaremos el encargo.', i: 'Cuéntame qué te apetece y cuándo pasarás a recogerlo, y te confirmaré el encargo.' },
    },
    parlour: {
      cta: { primary: 'Pedir tartas y tarrinas', secondary: 'Ver los sabores' },
      about: { we: 'En {name} siempre hay algo nuevo en la vitrina: ven a tomarte un cucurucho, llévate una tarrina a casa o siéntate con una copa de helado. Pide probar antes de elegir, y dinos si podemos hacer algo para que tu visita sea aún mejor.', i: 'En mi vitrina siempre hay algo nuevo: ven a tomarte un cucurucho, llévate una tarrina a casa o siéntate con una copa de helado. Pide probar antes de elegir, y dime si puedo hacer algo para que tu visita sea aún mejor.' },
      sections: {
        menu: { nav: 'Sabores', heading: 'Sabores y favoritos', eyebrow: 'En la vitrina' },
        orders: { nav: 'Encargos', heading: 'Tartas y tarrinas por encargo', eyebrow: 'Encargos', send: 'Enviar encargo' },
      },
      contactIntro: { we: 'Cuéntanos qué te apetece, desde una tarta helada hasta tarrinas para una fiesta, y cuándo pasarás a recogerlo, y te confirmaremos el encargo.', i: 'Cuéntame qué te apetece, desde una tarta helada hasta tarrinas para una fiesta, y cuándo pasarás a recogerlo, y te confirmaré el encargo.' },
    },
    cakes: {
      cta: { primary: 'Encargar una tarta', secondary: 'Ver las tartas' },
      about: { we: 'En {name}, cada tarta se hace por encargo: cuéntanos la ocasión, los sabores que te gustan y para cuántas personas debe ser, y la diseñaremos contigo. Pregúntanos por las degustaciones, la recogida y la entrega.', i: 'Cada tarta que hago es por encargo: cuéntame la ocasión, los sabores que te gustan y para cuántas personas debe ser, y la diseñaré contigo. Pregúntame por las degustaciones, la recogida y la entrega.' },
      sections: {
        about: { heading: 'Hecha para tu celebración' },
        menu: { nav: 'Tartas', heading: { we: 'Nuestras tartas', i: 'Mis tartas' }, eyebrow: 'Por encargo' },
        gallery: { heading: 'Tartas recientes' },
        hours: { nav: 'Recogida', heading: 'Recogida y horario', eyebrow: 'Recogida y entrega' },
        events: { nav: 'Encargos', heading: 'Encarga tu tarta', eyebrow: 'Encargos', send: 'Enviar consulta' },
      },
      contactIntro: { we: 'Cuéntanos la fecha, la ocasión y para cuántos invitados debe ser la tarta, y te responderemos con ideas y un precio.', i: 'Cuéntame la fecha, la ocasión y para cuántos invitados debe ser la tarta, y te responderé con ideas y un precio.' },
    },
    takeaway: {
      cta: { primary: 'Pedir ahora' },
      about: { we: 'En {name} queremos que pedir sea fácil, ya sea una cena rápida para uno o un festín para toda la familia. Pide con antelación o pásate por aquí, y dinos si podemos hacer algo para que sea aún mejor.', i: 'Quiero que pedir sea fácil, ya sea una cena rápida para uno o un festín para toda la familia. Pide con antelación o pásate por aquí, y dime si puedo hacer algo para que sea aún mejor.' },
      sections: { about: { heading: 'Listo cuando tú lo estés' }, orders: { nav: 'Pedidos', heading: 'Pide para llevar', eyebrow: 'Pedidos', send: 'Enviar pedido' } },
      contactIntro: { we: 'Dinos qué quieres y a qué hora pasarás a recogerlo, y lo tendremos listo.', i: 'Dime qué quieres y a qué hora pasarás a recogerlo, y lo tendré listo.' },
    },
    truck: {
      cta: { primary: 'Consultar para eventos' },
      about: { we: 'En {name} llevamos nuestra cocina hasta ti: nos encontrarás en mercados, festivales y eventos a lo largo de la semana. Ven a saludarnos y, si quieres que vayamos a tu evento, escríbenos.', i: 'Llevo mi cocina hasta ti: me encontrarás en mercados, festivales y eventos a lo largo de la semana. Ven a saludarme y, si quieres que vaya a tu evento, escríbeme.' },
      sections: {
        about: { nav: 'Conócenos', heading: 'Cocina sobre ruedas' },
        events: { nav: 'Eventos', heading: 'Eventos y servicio privado', eyebrow: 'Eventos', send: 'Enviar consulta' },
        hours: { nav: 'Ubicaciones', heading: { we: 'Dónde encontrarnos', i: 'Dónde encontrarme' }, eyebrow: 'Esta semana' },
      },
      contactIntro: { we: 'Bodas, fiestas, festivales o comidas de empresa: dinos la fecha, el lugar y cuántos invitados habrá, y te responderemos.', i: 'Bodas, fiestas, festivales o comidas de empresa: dime la fecha, el lugar y cuántos invitados habrá, y te responderé.' },
    },
    distillery: {
      cta: { primary: 'Reservar una visita', secondary: 'Ver los destilados' },
      about: { we: 'En {name}, cada botella nace en nuestra sala de alambiques. Ven a una visita para ver cómo se elabora, cata la gama con nosotros y llévate a casa la botella que elijas.', i: 'Cada botella nace en mi sala de alambiques. Ven a una visita para ver cómo se elabora, cata la gama conmigo y llévate a casa la botella que elijas.' },
      sections: {
        about: { heading: 'Dentro de la destilería' },
        reservations: { nav: 'Visitas', heading: 'Reserva una visita o una cata', eyebrow: 'Visitas', send: 'Solicitar visita' },
        menu: { nav: 'Destilados', heading: { we: 'Nuestros destilados', i: 'Mis destilados' }, eyebrow: 'Destilados' },
      },
      contactIntro: { we: 'Envía una solicitud con la fecha, la hora y el número de personas, y te responderemos para confirmar tu visita.', i: 'Envíame una solicitud con la fecha, la hora y el número de personas, y te responderé para confirmar tu visita.' },
    },
    tasting: {
      cta: { primary: 'Reservar una cata', secondary: 'Ver los vinos' },
      sections: {
        reservations: { nav: 'Catas', heading: 'Reserva una cata', eyebrow: 'Catas', send: 'Solicitar una cata' },
        menu: { nav: 'Vinos', heading: { we: 'Nuestros vinos', i: 'Mis vinos' }, eyebrow: 'Vinos' },
      },
      contactIntro: { we: 'Envía una solicitud con la fecha, la hora y el número de personas, y te responderemos para confirmar la cata.', i: 'Envía una solicitud con la fecha, la hora y el número de personas, y te responderé para confirmar la cata.' },
    },
  },
  pt: {
    counter: {
      cta: { primary: 'Pré-encomendar' },
      sections: { orders: { nav: 'Encomendas', heading: 'Faça a sua encomenda', eyebrow: 'Encomendas', send: 'Enviar encomenda' } },
      contactIntro: { we: 'Diga-nos o que gostaria e quando vem buscar, e confirmamos a sua encomenda.', i: 'Diga-me o que gostaria e quando vem buscar, e confirmo a sua encomenda.' },
    },
    parlour: {
      cta: { primary: 'Encomendar bolos e potes', secondary: 'Ver os sabores' },
      about: { we: 'Em {name}, há sempre algo novo na vitrine: venha comer um cone, leve um pote para casa ou sente-se com uma taça de gelado. Peça para provar antes de escolher, e diga-nos se há alguma coisa que possamos fazer para tornar a sua visita ainda melhor.', i: 'Há sempre algo novo na minha vitrine: venha comer um cone, leve um pote para casa ou sente-se com uma taça de gelado. Peça para provar antes de escolher, e diga-me se há alguma coisa que possa fazer para tornar a sua visita ainda melhor.' },
      sections: {
        menu: { nav: 'Sabores', heading: 'Sabores e favoritos', eyebrow: 'Na vitrine' },
        orders: { nav: 'Encomendas', heading: 'Bolos gelados e potes por encomenda', eyebrow: 'Encomendas', send: 'Enviar encomenda' },
      },
      contactIntro: { we: 'Diga-nos o que gostaria, de um bolo gelado a potes para uma festa, e quando vem buscar, e confirmamos a sua encomenda.', i: 'Diga-me o que gostaria, de um bolo gelado a potes para uma festa, e quando vem buscar, e confirmo a sua encomenda.' },
    },
    cakes: {
      cta: { primary: 'Encomendar um bolo', secondary: 'Ver os bolos' },
      about: { we: 'Em {name}, cada bolo é feito por encomenda: conte-nos a ocasião, os sabores de que gosta e para quantas pessoas deve ser, e desenhamo-lo consigo. Pergunte-nos por provas, levantamento e entrega.', i: 'Cada bolo que faço é feito por encomenda: conte-me a ocasião, os sabores de que gosta e para quantas pessoas deve ser, e desenho-o consigo. Pergunte-me por provas, levantamento e entrega.' },
      sections: {
        about: { heading: 'Feito para a sua celebração' },
        menu: { nav: 'Bolos', heading: { we: 'Os nossos bolos', i: 'Os meus bolos' }, eyebrow: 'Por encomenda' },
        gallery: { heading: 'Bolos recentes' },
        hours: { nav: 'Levantamento', heading: 'Levantamento e horário', eyebrow: 'Levantamento e entrega' },
        events: { nav: 'Encomendas', heading: 'Encomende o seu bolo', eyebrow: 'Encomendas', send: 'Enviar pedido' },
      },
      contactIntro: { we: 'Diga-nos a data, a ocasião e para quantos convidados deve ser o bolo, e respondemos com ideias e um preço.', i: 'Diga-me a data, a ocasião e para quantos convidados deve ser o bolo, e respondo com ideias e um preço.' },
    },
    takeaway: {
      cta: { primary: 'Encomendar agora' },
      about: { we: 'Em {name}, queremos que encomendar seja simples, seja um jantar rápido para um ou um banquete para toda a família. Encomende com antecedência ou passe por cá, e diga-nos se há alguma coisa que possamos fazer para melhorar.', i: 'Quero que encomendar seja simples, seja um jantar rápido para um ou um banquete para toda a família. Encomende com antecedência ou passe por cá, e diga-me se há alguma coisa que possa fazer para melhorar.' },
      sections: { about: { heading: 'Pronto quando quiser' }, orders: { nav: 'Encomendar', heading: 'Encomende para levar', eyebrow: 'Take-away', send: 'Enviar encomenda' } },
      contactIntro: { we: 'Diga-nos o que deseja e a que horas vem buscar, e teremos tudo pronto.', i: 'Diga-me o que deseja e a que horas vem buscar, e terei tudo pronto.' },
    },
    truck: {
      cta: { primary: 'Pedir para um evento' },
      about: { we: 'Em {name}, levamos a nossa cozinha até si: vai encontrar-nos em mercados, festivais e eventos ao longo da semana. Venha dizer olá e, se nos quiser no seu evento, fale connosco.', i: 'Levo a minha cozinha até si: vai encontrar-me em mercados, festivais e eventos ao longo da semana. Venha dizer olá e, se me quiser no seu evento, fale comigo.' },
      sections: {
        about: { nav: 'Quem somos', heading: 'Cozinha sobre rodas' },
        events: { nav: 'Eventos', heading: 'Eventos e serviço privado', eyebrow: 'Eventos', send: 'Enviar pedido' },
        hours: { nav: 'Locais', heading: { we: 'Onde nos encontrar', i: 'Onde me encontrar' }, eyebrow: 'Esta semana' },
      },
      contactIntro: { we: 'Casamentos, festas, festivais ou almoços de empresa: diga-nos a data, o local e o número de convidados, e entraremos em contacto.', i: 'Casamentos, festas, festivais ou almoços de empresa: diga-me a data, o local e o número de convidados, e entrarei em contacto.' },
    },
    distillery: {
      cta: { primary: 'Reservar uma visita', secondary: 'Ver os destilados' },
      about: { we: 'Em {name}, cada garrafa nasce na nossa sala de alambiques. Venha a uma visita para ver como se faz, prove a gama connosco e leve para casa a garrafa que escolher.', i: 'Cada garrafa nasce na minha sala de alambiques. Venha a uma visita para ver como se faz, prove a gama comigo e leve para casa a garrafa que escolher.' },
      sections: {
        about: { heading: 'Dentro da destilaria' },
        reservations: { nav: 'Visitas', heading: 'Reserve uma visita ou uma prova', eyebrow: 'Visitas', send: 'Pedir visita' },
        menu: { nav: 'Destilados', heading: { we: 'Os nossos destilados', i: 'Os meus destilados' }, eyebrow: 'Destilados' },
      },
      contactIntro: { we: 'Envie um pedido com a data, a hora e o número de pessoas, e respondemos para confirmar a sua visita.', i: 'Envie-me um pedido com a data, a hora e o número de pessoas, e respondo para confirmar a sua visita.' },
    },
    tasting: {
      cta: { primary: 'Reservar uma prova', secondary: 'Ver os vinhos' },
      sections: {
        reservations: { nav: 'Provas', heading: 'Reserve uma prova de vinhos', eyebrow: 'Provas', send: 'Pedir uma prova' },
        menu: { nav: 'Vinhos', heading: { we: 'Os nossos vinhos', i: 'Os meus vinhos' }, eyebrow: 'Vinhos' },
      },
      contactIntro: { we: 'Envie um pedido com a data, a hora e o número de pessoas, e entraremos em contacto para confirmar a sua prova.', i: 'Envie um pedido com a data, a hora e o número de pessoas, e entrarei em contacto para confirmar a sua prova.' },
    },
  },
  fr: {
    counter: {
      cta: { primary: 'Commander à l’avance' },
      sections: { orders: { nav: 'Commander', heading: 'Commander à l’avance', eyebrow: 'Commandes', send: 'Envoyer la commande' } },
      contactIntro: { we: 'Dites-nous ce qui vous ferait plaisir et quand vous passerez le chercher\u00a0: nous confirmerons votre commande.', i: 'Dites-moi ce qui vous ferait plaisir et quand vous passerez le chercher\u00a0: je confirmerai votre commande.' },
    },
    parlour: {
      cta: { primary: 'Commander des glaces', secondary: 'Voir les parfums' },
      about: { we: 'Chez {name}, il y a toujours du nouveau dans la vitrine\u00a0: entrez pour un cornet, emportez un pot à la maison ou installez-vous avec une coupe glacée. Demandez à goûter avant de choisir, et dites-nous si nous pouvons faire quoi que ce soit pour rendre votre visite encore meilleure.', i: 'Il y a toujours du nouveau dans ma vitrine\u00a0: entrez pour un cornet, emportez un pot à la maison ou installez-vous avec une coupe glacée. Demandez à goûter avant de choisir, et dites-moi si je peux faire quoi que ce soit pour rendre votre visite encore meilleure.' },
      sections: {
        menu: { nav: 'Parfums', heading: 'Parfums et coups de cœur', eyebrow: 'En vitrine' },
        orders: { nav: 'Commander', heading: 'Gâteaux glacés et pots à commander', eyebrow: 'Commandes', send: 'Envoyer la commande' },
      },
      contactIntro: { we: 'Dites-nous ce qui vous ferait plaisir, d’un gâteau glacé à des pots pour une fête, et quand vous passerez le chercher\u00a0: nous confirmerons votre commande.', i: 'Dites-moi ce qui vous ferait plaisir, d’un gâteau glacé à des pots pour une fête, et quand vous passerez le chercher\u00a0: je confirmerai votre commande.' },
    },
    cakes: {
      cta: { primary: 'Commander un gâteau', secondary: 'Voir les gâteaux' },
      about: { we: 'Chez {name}, chaque gâteau est fait sur commande\u00a0: parlez-nous de l’occasion, des saveurs que vous aimez et du nombre de parts, et nous le créerons avec vous. Renseignez-vous sur les dégustations, le retrait et la livraison.', i: 'Chaque gâteau que je réalise est fait sur commande\u00a0: parlez-moi de l’occasion, des saveurs que vous aimez et du nombre de parts, et je le créerai avec vous. Renseignez-vous sur les dégustations, le retrait et la livraison.' },
      sections: {
        about: { heading: 'Fait pour votre fête' },
        menu: { nav: 'Gâteaux', heading: { we: 'Nos gâteaux', i: 'Mes gâteaux' }, eyebrow: 'Sur commande' },
        gallery: { heading: 'Gâteaux récents' },
        hours: { nav: 'Retrait', heading: 'Retrait et horaires', eyebrow: 'Retrait et livraison' },
        events: { nav: 'Commander', heading: 'Commander un gâteau', eyebrow: 'Commandes', send: 'Envoyer la demande' },
      },
      contactIntro: { we: 'Indiquez-nous la date, l’occasion et le nombre d’invités, et nous reviendrons vers vous avec des idées et un prix.', i: 'Indiquez-moi la date, l’occasion et le nombre d’invités, et je reviendrai vers vous avec des idées et un prix.' },
    },
    takeaway: {
      cta: { primary: 'Commander' },
      about: { we: 'Chez {name}, nous voulons que commander soit simple, qu’il s’agisse d’un dîner rapide en solo ou d’un festin pour toute la famille. Commandez à l’avance ou passez nous voir, et dites-nous si nous pouvons faire quoi que ce soit pour faire encore mieux.', i: 'Je veux que commander soit simple, qu’il s’agisse d’un dîner rapide en solo ou d’un festin pour toute la famille. Commandez à l’avance ou passez me voir, et dites-moi si je peux faire quoi que ce soit pour faire encore mieux.' },
      sections: { about: { heading: 'Prêt quand vous l’êtes' }, orders: { nav: 'Commander', heading: 'Commander à emporter', eyebrow: 'Commandes', send: 'Envoyer la commande' } },
      contactIntro: { we: 'Dites-nous ce que vous souhaitez et à quelle heure vous passerez\u00a0: nous préparerons votre commande.', i: 'Dites-moi ce que vous souhaitez et à quelle heure vous passerez\u00a0: je préparerai votre commande.' },
    },
    truck: {
      cta: { primary: 'Demande pour événement' },
      about: { we: 'Chez {name}, nous amenons notre cuisine jusqu’à vous\u00a0: vous nous trouverez sur les marchés, les festivals et les événements tout au long de la semaine. Venez nous dire bonjour et, si vous voulez nous accueillir à votre événement, écrivez-nous.', i: 'J’amène ma cuisine jusqu’à vous\u00a0: vous me trouverez sur les marchés, les festivals et les événements tout au long de la semaine. Venez me dire bonjour et, si vous voulez m’accueillir à votre événement, écrivez-moi.' },
      sections: {
        about: { nav: 'À propos', heading: 'Une cuisine sur roues' },
        events: { nav: 'Événements', heading: 'Événements et privatisation', eyebrow: 'Événements', send: 'Envoyer la demande' },
        hours: { nav: 'Emplacements', heading: { we: 'Où nous trouver', i: 'Où me trouver' }, eyebrow: 'Cette semaine' },
      },
      contactIntro: { we: 'Mariages, fêtes, festivals ou déjeuners d’entreprise\u00a0: indiquez-nous la date, le lieu et le nombre d’invités, nous reviendrons vers vous.', i: 'Mariages, fêtes, festivals ou déjeuners d’entreprise\u00a0: indiquez-moi la date, le lieu et le nombre d’invités, je reviendrai vers vous.' },
    },
    distillery: {
      cta: { primary: 'Réserver une visite', secondary: 'Voir les spiritueux' },
      about: { we: 'Chez {name}, chaque bouteille naît dans notre salle des alambics. Venez la visiter pour voir comment elle est élaborée, dégustez la gamme avec nous et repartez avec la bouteille de votre choix.', i: 'Chaque bouteille naît dans ma salle des alambics. Venez la visiter pour voir comment elle est élaborée, dégustez la gamme avec moi et repartez avec la bouteille de votre choix.' },
      sections: {
        about: { heading: 'Au cœur de la distillerie' },
        reservations: { nav: 'Visites', heading: 'Réserver une visite ou une dégustation', eyebrow: 'Visites', send: 'Demander une visite' },
        menu: { nav: 'Spiritueux', heading: { we: 'Nos spiritueux', i: 'Mes spiritueux' }, eyebrow: 'Spiritueux' },
      },
      contactIntro: { we: 'Envoyez une demande avec la date, l’heure et le nombre de personnes, et nous reviendrons vers vous pour confirmer votre visite.', i: 'Envoyez-moi une demande avec la date, l’heure et le nombre de personnes, et je reviendrai vers vous pour confirmer votre visite.' },
    },
    tasting: {
      cta: { primary: 'Réserver une dégustation', secondary: 'Voir les vins' },
      sections: {
        reservations: { nav: 'Dégustations', heading: 'Réserver une dégustation', eyebrow: 'Dégustations', send: 'Demander une dégustation' },
        menu: { nav: 'Vins', heading: { we: 'Nos vins', i: 'Mes vins' }, eyebrow: 'Vins' },
      },
      contactIntro: { we: 'Envoyez une demande avec la date, l’heure et le nombre de personnes, nous vous recontacterons pour confirmer votre dégustation.', i: 'Envoyez une demande avec la date, l’heure et le nombre de personnes, je vous recontacterai pour confirmer votre dégustation.' },
    },
  },
  de: {
    counter: {
      cta: { primary: 'Vorbestellen' },
      sections: { orders: { nav: 'Vorbestellen', heading: 'Vorbestellen und abholen', eyebrow: 'Bestellungen', send: 'Bestellung senden' } },
      contactIntro: { we: 'Sagen Sie uns, was Sie möchten und wann Sie es abholen, und wir bestätigen Ihre Bestellung.', i: 'Sagen Sie mir, was Sie möchten und wann Sie es abholen, und ich bestätige Ihre Bestellung.' },
    },
    parlour: {
      cta: { primary: 'Torten und Eis bestellen', secondary: 'Zu den Sorten' },
      about: { we: 'Bei {name} gibt es in der Vitrine immer etwas Neues: Kommen Sie auf ein Eis in der Waffel vorbei, nehmen Sie eine Packung mit nach Hause oder genießen Sie einen Eisbecher bei uns. Probieren Sie ruhig, bevor Sie sich entscheiden, und sagen Sie uns, wenn wir Ihren Besuch noch schöner machen können.', i: 'In meiner Vitrine gibt es immer etwas Neues: Kommen Sie auf ein Eis in der Waffel vorbei, nehmen Sie eine Packung mit nach Hause oder genießen Sie einen Eisbecher bei mir. Probieren Sie ruhig, bevor Sie sich entscheiden, und sagen Sie mir, wenn ich Ihren Besuch noch schöner machen kann.' },
      sections: {
        menu: { nav: 'Sorten', heading: 'Sorten und Lieblinge', eyebrow: 'In der Vitrine' },
        orders: { nav: 'Vorbestellen', heading: 'Eistorten und Eis zum Mitnehmen', eyebrow: 'Bestellungen', send: 'Bestellung senden' },
      },
      contactIntro: { we: 'Sagen Sie uns, was Sie möchten, von der Eistorte bis zu Eispackungen für die Party, und wann Sie es abholen, und wir bestätigen Ihre Bestellung.', i: 'Sagen Sie mir, was Sie möchten, von der Eistorte bis zu Eispackungen für die Party, und wann Sie es abholen, und ich bestätige Ihre Bestellung.' },
    },
    cakes: {
      cta: { primary: 'Torte bestellen', secondary: 'Zu den Torten' },
      about: { we: 'Bei {name} entsteht jede Torte auf Bestellung: Erzählen Sie uns vom Anlass, von Ihren Lieblingssorten und für wie viele Gäste sie reichen soll, und wir gestalten sie mit Ihnen. Fragen Sie uns nach Verkostung, Abholung und Lieferung.', i: 'Jede Torte, die ich backe, entsteht auf Bestellung: Erzählen Sie mir vom Anlass, von Ihren Lieblingssorten und für wie viele Gäste sie reichen soll, und ich gestalte sie mit Ihnen. Fragen Sie mich nach Verkostung, Abholung und Lieferung.' },
      sections: {
        about: { heading: 'Gemacht für Ihr Fest' },
        menu: { nav: 'Torten', heading: { we: 'Unsere Torten', i: 'Meine Torten' }, eyebrow: 'Auf Bestellung' },
        gallery: { heading: 'Aktuelle Torten' },
        hours: { nav: 'Abholung', heading: 'Abholung und Öffnungszeiten', eyebrow: 'Abholung & Lieferung' },
        events: { nav: 'Bestellen', heading: 'Torte bestellen', eyebrow: 'Bestellungen', send: 'Anfrage senden' },
      },
      contactIntro: { we: 'Nennen Sie uns das Datum, den Anlass und für wie viele Gäste die Torte reichen soll, und wir melden uns mit Ideen und einem Preis.', i: 'Nennen Sie mir das Datum, den Anlass und für wie viele Gäste die Torte reichen soll, und ich melde mich mit Ideen und einem Preis.' },
    },
    takeaway: {
      cta: { primary: 'Jetzt bestellen' },
      about: { we: 'Bei {name} soll Bestellen unkompliziert sein, ob schnelles Abendessen für eine Person oder Festessen für die ganze Familie. Bestellen Sie vorab oder kommen Sie vorbei, und sagen Sie uns, wenn wir etwas noch besser machen können.', i: 'Bestellen soll unkompliziert sein, ob schnelles Abendessen für eine Person oder Festessen für die ganze Familie. Bestellen Sie vorab oder kommen Sie vorbei, und sagen Sie mir, wenn ich etwas noch besser machen kann.' },
      sections: { about: { heading: 'Fertig, wenn Sie es sind' }, orders: { nav: 'Bestellen', heading: 'Zum Abholen bestellen', eyebrow: 'Bestellungen', send: 'Bestellung senden' } },
      contactIntro: { we: 'Sagen Sie uns, was Sie möchten und wann Sie es abholen, dann steht es für Sie bereit.', i: 'Sagen Sie mir, was Sie möchten und wann Sie es abholen, dann steht es für Sie bereit.' },
    },
    truck: {
      cta: { primary: 'Für Events anfragen' },
      about: { we: 'Bei {name} kommt die Küche zu Ihnen: Sie finden uns die Woche über auf Märkten, Festivals und Veranstaltungen. Kommen Sie vorbei und sagen Sie Hallo, und wenn Sie uns für Ihre eigene Veranstaltung buchen möchten, melden Sie sich.', i: 'Meine Küche kommt zu Ihnen: Sie finden mich die Woche über auf Märkten, Festivals und Veranstaltungen. Kommen Sie vorbei und sagen Sie Hallo, und wenn Sie mich für Ihre eigene Veranstaltung buchen möchten, melden Sie sich.' },
      sections: {
        about: { heading: 'Küche auf Rädern' },
        events: { nav: 'Events', heading: 'Events und private Feiern', eyebrow: 'Events', send: 'Anfrage senden' },
        hours: { nav: 'Standorte', heading: { we: 'Wo Sie uns finden', i: 'Wo Sie mich finden' }, eyebrow: 'Diese Woche' },
      },
      contactIntro: { we: 'Hochzeiten, Feiern, Festivals oder Firmenessen: Nennen Sie uns Datum, Ort und Gästezahl, und wir melden uns bei Ihnen.', i: 'Hochzeiten, Feiern, Festivals oder Firmenessen: Nennen Sie mir Datum, Ort und Gästezahl, und ich melde mich bei Ihnen.' },
    },
    distillery: {
      cta: { primary: 'Führung buchen', secondary: 'Zu den Spirituosen' },
      about: { we: 'Bei {name} beginnt jede Flasche in unserem Brennhaus. Kommen Sie zu einer Führung und sehen Sie, wie sie entsteht, verkosten Sie das Sortiment mit uns und nehmen Sie Ihre Lieblingsflasche mit nach Hause.', i: 'Jede Flasche beginnt in meinem Brennhaus. Kommen Sie zu einer Führung und sehen Sie, wie sie entsteht, verkosten Sie das Sortiment mit mir und nehmen Sie Ihre Lieblingsflasche mit nach Hause.' },
      sections: {
        about: { heading: 'Ein Blick in die Brennerei' },
        reservations: { nav: 'Führungen', heading: 'Führung oder Verkostung buchen', eyebrow: 'Besuch', send: 'Führung anfragen' },
        menu: { nav: 'Spirituosen', heading: { we: 'Unsere Spirituosen', i: 'Meine Spirituosen' }, eyebrow: 'Spirituosen' },
      },
      contactIntro: { we: 'Senden Sie uns Datum, Uhrzeit und Personenzahl, und wir melden uns, um Ihre Führung zu bestätigen.', i: 'Senden Sie mir Datum, Uhrzeit und Personenzahl, und ich melde mich, um Ihre Führung zu bestätigen.' },
    },
    tasting: {
      cta: { primary: 'Weinprobe buchen', secondary: 'Zu den Weinen' },
      sections: {
        reservations: { nav: 'Weinproben', heading: 'Weinprobe buchen', eyebrow: 'Weinproben', send: 'Weinprobe anfragen' },
        menu: { nav: 'Weine', heading: { we: 'Unsere Weine', i: 'Meine Weine' }, eyebrow: 'Weine' },
      },
      contactIntro: { we: 'Senden Sie eine Anfrage mit Datum, Uhrzeit und Personenzahl, und wir melden uns, um Ihre Weinprobe zu bestätigen.', i: 'Senden Sie eine Anfrage mit Datum, Uhrzeit und Personenzahl, und ich melde mich, um Ihre Weinprobe zu bestätigen.' },
    },
  },
  it: {
    counter: {
      cta: { primary: 'Ordina in anticipo' },
      sections: { orders: { nav: 'Ordina', heading: 'Ordina in anticipo', eyebrow: 'Ordini', send: 'Invia l’ordine' } },
      contactIntro: { we: 'Dicci cosa desideri e quando passerai a ritirarlo, e ti confermeremo l’ordine.', i: 'Dimmi cosa desideri e quando passerai a ritirarlo, e ti confermerò l’ordine.' },
    },
    parlour: {
      cta: { primary: 'Ordina torte e vaschette', secondary: 'Scopri i gusti' },
      about: { we: 'Da {name} c’è sempre qualcosa di nuovo in vetrina: entra per un cono, porta a casa una vaschetta o siediti con una coppa gelato. Chiedi un assaggio prima di scegliere, e dicci se c’è qualcosa che possiamo fare per rendere la tua visita ancora migliore.', i: 'Nella mia vetrina c’è sempre qualcosa di nuovo: entra per un cono, porta a casa una vaschetta o siediti con una coppa gelato. Chiedi un assaggio prima di scegliere, e dimmi se c’è qualcosa che posso fare per rendere la tua visita ancora migliore.' },
      sections: {
        menu: { nav: 'Gusti', heading: 'Gusti e preferiti', eyebrow: 'In vetrina' },
        orders: { nav: 'Ordina', heading: 'Torte e vaschette su ordinazione', eyebrow: 'Ordini', send: 'Invia l’ordine' },
      },
      contactIntro: { we: 'Dicci cosa desideri, da una torta gelato alle vaschette per una festa, e quando passerai a ritirarlo, e ti confermeremo l’ordine.', i: 'Dimmi cosa desideri, da una torta gelato alle vaschette per una festa, e quando passerai a ritirarlo, e ti confermerò l’ordine.' },
    },
    cakes: {
      cta: { primary: 'Ordina una torta', secondary: 'Scopri le torte' },
      about: { we: 'Da {name} ogni torta è fatta su ordinazione: raccontaci l’occasione, i gusti che ami e per quante persone deve essere, e la progetteremo insieme a te. Chiedici di assaggi, ritiro e consegna.', i: 'Ogni torta che preparo è fatta su ordinazione: raccontami l’occasione, i gusti che ami e per quante persone deve essere, e la progetterò insieme a te. Chiedimi di assaggi, ritiro e consegna.' },
      sections: {
        about: { heading: 'Fatta per la tua festa' },
        menu: { nav: 'Torte', heading: { we: 'Le nostre torte', i: 'Le mie torte' }, eyebrow: 'Su ordinazione' },
        gallery: { heading: 'Torte recenti' },
        hours: { nav: 'Ritiro', heading: 'Ritiro e orari', eyebrow: 'Ritiro e consegna' },
        events: { nav: 'Ordina', heading: 'Ordina la tua torta', eyebrow: 'Ordini', send: 'Invia la richiesta' },
      },
      contactIntro: { we: 'Dicci la data, l’occasione e per quanti invitati deve essere la torta, e ti risponderemo con idee e un prezzo.', i: 'Dimmi la data, l’occasione e per quanti invitati deve essere la torta, e ti risponderò con idee e un prezzo.' },
    },
    takeaway: {
      cta: { primary: 'Ordina ora' },
      about: { we: 'Da {name} vogliamo che ordinare sia semplice, che si tratti di una cena veloce per uno o di un banchetto per tutta la famiglia. Ordina in anticipo o passa a trovarci, e dicci se c’è qualcosa che possiamo fare per migliorare.', i: 'Voglio che ordinare sia semplice, che si tratti di una cena veloce per uno o di un banchetto per tutta la famiglia. Ordina in anticipo o passa a trovarmi, e dimmi se c’è qualcosa che posso fare per migliorare.' },
      sections: { about: { heading: 'Pronto quando vuoi' }, orders: { nav: 'Ordina', heading: 'Ordina da asporto', eyebrow: 'Ordini', send: 'Invia l’ordine' } },
      contactIntro: { we: 'Dicci cosa desideri e a che ora passerai, e lo faremo trovare pronto.', i: 'Dimmi cosa desideri e a che ora passerai, e lo farò trovare pronto.' },
    },
    truck: {
      cta: { primary: 'Richiedi per un evento' },
      about: { we: 'Da {name} portiamo la nostra cucina da te: ci trovi ai mercati, ai festival e agli eventi durante la settimana. Passa a salutarci e, se ci vuoi al tuo evento, scrivici.', i: 'Porto la mia cucina da te: mi trovi ai mercati, ai festival e agli eventi durante la settimana. Passa a salutarmi e, se mi vuoi al tuo evento, scrivimi.' },
      sections: {
        about: { nav: 'Chi siamo', heading: 'Una cucina su ruote' },
        events: { nav: 'Eventi', heading: 'Eventi e servizio privato', eyebrow: 'Eventi', send: 'Invia la richiesta' },
        hours: { nav: 'Dove siamo', heading: { we: 'Dove trovarci', i: 'Dove trovarmi' }, eyebrow: 'Questa settimana' },
      },
      contactIntro: { we: 'Matrimoni, feste, festival o pranzi aziendali: indicaci la data, il luogo e il numero di ospiti, e ti ricontatteremo.', i: 'Matrimoni, feste, festival o pranzi aziendali: indicami la data, il luogo e il numero di ospiti, e ti ricontatterò.' },
    },
    distillery: {
      cta: { primary: 'Prenota una visita', secondary: 'Scopri i distillati' },
      about: { we: 'Da {name} ogni bottiglia nasce nella nostra sala degli alambicchi. Vieni a una visita per vedere come nasce, assaggia la gamma con noi e porta a casa la bottiglia che preferisci.', i: 'Ogni bottiglia nasce nella mia sala degli alambicchi. Vieni a una visita per vedere come nasce, assaggia la gamma con me e porta a casa la bottiglia che preferisci.' },
      sections: {
        about: { heading: 'Dentro la distilleria' },
        reservations: { nav: 'Visite', heading: 'Prenota una visita o una degustazione', eyebrow: 'Visite', send: 'Richiedi una visita' },
        menu: { nav: 'Distillati', heading: { we: 'I nostri distillati', i: 'I miei distillati' }, eyebrow: 'Distillati' },
      },
      contactIntro: { we: 'Inviaci una richiesta con data, ora e numero di persone, e ti risponderemo per confermare la visita.', i: 'Inviami una richiesta con data, ora e numero di persone, e ti risponderò per confermare la visita.' },
    },
    tasting: {
      cta: { primary: 'Prenota una degustazione', secondary: 'Scopri i vini' },
      sections: {
        reservations: { nav: 'Degustazioni', heading: 'Prenota una degustazione', eyebrow: 'Degustazioni', send: 'Chiedi una degustazione' },
        menu: { nav: 'Vini', heading: { we: 'I nostri vini', i: 'I miei vini' }, eyebrow: 'Vini' },
      },
      contactIntro: { we: 'Invia una richiesta con data, ora e numero di persone, e ti ricontatteremo per confermare la degustazione.', i: 'Invia una richiesta con data, ora e numero di persone, e ti ricontatterò per confermare la degustazione.' },
    },
  },
  nl: {
    counter: {
      cta: { primary: 'Vooruit bestellen' },
      sections: { orders: { nav: 'Bestellen', heading: 'Vooruit bestellen', eyebrow: 'Bestellingen', send: 'Bestelling versturen' } },
      contactIntro: { we: 'Laat ons weten wat je wilt en wanneer je het ophaalt, dan bevestigen we je bestelling.', i: 'Laat me weten wat je wilt en wanneer je het ophaalt, dan bevestig ik je bestelling.' },
    },
    parlour: {
      cta: { primary: 'Taart en ijs bestellen', secondary: 'Bekijk de smaken' },
      about: { we: 'Bij {name} ligt er altijd iets nieuws in de vitrine: kom binnen voor een hoorntje, neem een bakje mee naar huis of ga zitten met een ijscoupe. Proef gerust voordat je kiest, en laat het ons weten als we iets kunnen doen om je bezoek nog beter te maken.', i: 'In mijn vitrine ligt altijd iets nieuws: kom binnen voor een hoorntje, neem een bakje mee naar huis of ga zitten met een ijscoupe. Proef gerust voordat je kiest, en laat het me weten als ik iets kan doen om je bezoek nog beter te maken.' },
      sections: {
        menu: { nav: 'Smaken', heading: 'Smaken en favorieten', eyebrow: 'In de vitrine' },
        orders: { nav: 'Bestellen', heading: 'IJstaarten en bakjes op bestelling', eyebrow: 'Bestellingen', send: 'Bestelling versturen' },
      },
      contactIntro: { we: 'Laat ons weten wat je wilt, van een ijstaart tot bakjes voor een feestje, en wanneer je het ophaalt, dan bevestigen we je bestelling.', i: 'Laat me weten wat je wilt, van een ijstaart tot bakjes voor een feestje, en wanneer je het ophaalt, dan bevestig ik je bestelling.' },
    },
    cakes: {
      cta: { primary: 'Taart bestellen', secondary: 'Bekijk de taarten' },
      about: { we: 'Bij {name} wordt elke taart op bestelling gemaakt: vertel ons over de gelegenheid, de smaken waar je van houdt en voor hoeveel personen hij moet zijn, en we ontwerpen hem samen met jou. Vraag ons naar proeverijen, ophalen en bezorgen.', i: 'Elke taart die ik maak, maak ik op bestelling: vertel me over de gelegenheid, de smaken waar je van houdt en voor hoeveel personen hij moet zijn, en ik ontwerp hem samen met jou. Vraag me naar proeverijen, ophalen en bezorgen.' },
      sections: {
        about: { heading: 'Gemaakt voor jouw feest' },
        menu: { nav: 'Taarten', heading: { we: 'Onze taarten', i: 'Mijn taarten' }, eyebrow: 'Op bestelling' },
        gallery: { heading: 'Recente taarten' },
        hours: { nav: 'Ophalen', heading: 'Ophalen en openingstijden', eyebrow: 'Ophalen & bezorgen' },
        events: { nav: 'Bestellen', heading: 'Bestel je taart', eyebrow: 'Bestellingen', send: 'Aanvraag versturen' },
      },
      contactIntro: { we: 'Laat ons de datum, de gelegenheid en het aantal gasten weten, dan komen we bij je terug met ideeën en een prijs.', i: 'Laat me de datum, de gelegenheid en het aantal gasten weten, dan kom ik bij je terug met ideeën en een prijs.' },
    },
    takeaway: {
      cta: { primary: 'Nu bestellen' },
      about: { we: 'Bij {name} willen we dat bestellen makkelijk is, of het nu een snel avondeten voor één is of een feestmaal voor het hele gezin. Bestel vooraf of loop binnen, en laat het ons weten als we iets nog beter kunnen doen.', i: 'Ik wil dat bestellen makkelijk is, of het nu een snel avondeten voor één is of een feestmaal voor het hele gezin. Bestel vooraf of loop binnen, en laat het me weten als ik iets nog beter kan doen.' },
      sections: { about: { heading: 'Klaar wanneer jij dat bent' }, orders: { nav: 'Bestellen', heading: 'Bestellen om af te halen', eyebrow: 'Bestellingen', send: 'Bestelling versturen' } },
      contactIntro: { we: 'Laat ons weten wat je wilt en hoe laat je het ophaalt, dan staat het voor je klaar.', i: 'Laat me weten wat je wilt en hoe laat je het ophaalt, dan staat het voor je klaar.' },
    },
    truck: {
      cta: { primary: 'Evenement aanvragen' },
      about: { we: 'Bij {name} brengen we onze keuken naar jou: je vindt ons door de week op markten, festivals en evenementen. Kom gedag zeggen, en wil je ons op je eigen evenement, neem dan contact op.', i: 'Ik breng mijn keuken naar jou: je vindt me door de week op markten, festivals en evenementen. Kom gedag zeggen, en wil je me op je eigen evenement, neem dan contact op.' },
      sections: {
        about: { heading: 'Een keuken op wielen' },
        events: { nav: 'Evenementen', heading: 'Evenementen en privéboekingen', eyebrow: 'Evenementen', send: 'Aanvraag versturen' },
        hours: { nav: 'Locaties', heading: { we: 'Waar je ons vindt', i: 'Waar je mij vindt' }, eyebrow: 'Deze week' },
      },
      contactIntro: { we: 'Bruiloften, feesten, festivals of bedrijfslunches: laat ons de datum, de plek en het aantal gasten weten, dan nemen we contact met je op.', i: 'Bruiloften, feesten, festivals of bedrijfslunches: laat me de datum, de plek en het aantal gasten weten, dan neem ik contact met je op.' },
    },
    distillery: {
      cta: { primary: 'Rondleiding boeken', secondary: 'Bekijk de dranken' },
      about: { we: 'Bij {name} begint elke fles in ons stookhuis. Kom langs voor een rondleiding om te zien hoe hij gemaakt wordt, proef het assortiment met ons en neem je favoriete fles mee naar huis.', i: 'Elke fles begint in mijn stookhuis. Kom langs voor een rondleiding om te zien hoe hij gemaakt wordt, proef het assortiment met mij en neem je favoriete fles mee naar huis.' },
      sections: {
        about: { heading: 'Een kijkje in de stokerij' },
        reservations: { nav: 'Rondleidingen', heading: 'Boek een rondleiding of proeverij', eyebrow: 'Bezoek', send: 'Rondleiding aanvragen' },
        menu: { nav: 'Dranken', heading: { we: 'Onze dranken', i: 'Mijn dranken' }, eyebrow: 'Gedistilleerd' },
      },
      contactIntro: { we: 'Stuur een aanvraag met de datum, de tijd en het aantal personen, dan nemen we contact op om je rondleiding te bevestigen.', i: 'Stuur me een aanvraag met de datum, de tijd en het aantal personen, dan neem ik contact op om je rondleiding te bevestigen.' },
    },
    tasting: {
      cta: { primary: 'Boek een proeverij', secondary: 'Bekijk de wijnen' },
      sections: {
        reservations: { nav: 'Proeverijen', heading: 'Boek een wijnproeverij', eyebrow: 'Proeverijen', send: 'Proeverij aanvragen' },
        menu: { nav: 'Wijnen', heading: { we: 'Onze wijnen', i: 'Mijn wijnen' }, eyebrow: 'Wijnen' },
      },
      contactIntro: { we: 'Stuur een aanvraag met de datum, het tijdstip en het aantal personen, dan nemen we contact op om je proeverij te bevestigen.', i: 'Stuur een aanvraag met de datum, het tijdstip en het aantal personen, dan neem ik contact op om je proeverij te bevestigen.' },
    },
  },
  ja: {
    counter: {
      cta: { primary: '事前に注文する' },
      sections: { orders: { nav: 'ご注文', heading: '事前注文', eyebrow: 'ご注文', send: '注文を送信' } },
      contactIntro: { we: 'ご希望の商品と受け取り日時をお知らせいただければ、私たちからご注文の確認をご連絡します。', i: 'ご希望の商品と受け取り日時をお知らせいただければ、私からご注文の確認をご連絡します。' },
    },
    parlour: {
      cta: { primary: 'アイスケーキを注文', secondary: 'フレーバーを見る' },
      about: { we: '{name}のショーケースにはいつも新しいフレーバーが並び、コーンでも、お持ち帰りのカップでも、店内でパフェでもお楽しみいただけます。選ぶ前の味見もお気軽にお申し付けいただき、ご来店がもっと楽しくなるよう私たちにできることがあれば、何なりとお声がけください。', i: '私のショーケースにはいつも新しいフレーバーが並び、コーンでも、お持ち帰りのカップでも、店内でパフェでもお楽しみいただけます。選ぶ前の味見もお気軽にお申し付けいただき、ご来店がもっと楽しくなるよう私にできることがあれば、何なりとお声がけください。' },
      sections: {
        menu: { nav: 'フレーバー', heading: 'フレーバーと人気メニュー', eyebrow: 'ショーケースから' },
        orders: { nav: 'ご注文', heading: 'アイスケーキとお持ち帰りのご注文', eyebrow: 'ご注文', send: '注文を送信' },
      },
      contactIntro: { we: 'アイスケーキからパーティー用のカップまで、ご希望の商品と受け取り日時をお知らせいただければ、私たちからご注文の確認をご連絡します。', i: 'アイスケーキからパーティー用のカップまで、ご希望の商品と受け取り日時をお知らせいただければ、私からご注文の確認をご連絡します。' },
    },
    cakes: {
      cta: { primary: 'ケーキを注文', secondary: 'ケーキを見る' },
      about: { we: '{name}のケーキはすべてオーダーメイドです。お祝いの内容、お好きな味、何名分かをお聞かせいただければ、私たちが一緒にデザインします。試食、お受け取り、配達についてもお気軽にお問い合わせください。', i: '私のケーキはすべてオーダーメイドです。お祝いの内容、お好きな味、何名分かをお聞かせいただければ、私が一緒にデザインします。試食、お受け取り、配達についてもお気軽にお問い合わせください。' },
      sections: {
        about: { heading: '大切なお祝いのために' },
        menu: { nav: 'ケーキ', heading: { we: '私たちのケーキ', i: '私のケーキ' }, eyebrow: 'オーダーメイド' },
        gallery: { heading: '最近のケーキ' },
        hours: { nav: 'お受け取り', heading: 'お受け取りと営業時間', eyebrow: 'お受け取り・配達' },
        events: { nav: 'ご注文', heading: 'ケーキのご注文', eyebrow: 'ご注文', send: '相談内容を送信' },
      },
      contactIntro: { we: 'ご希望の日付、お祝いの内容、何名分かをお知らせいただければ、私たちからデザイン案とお見積もりをご連絡します。', i: 'ご希望の日付、お祝いの内容、何名分かをお知らせいただければ、私からデザイン案とお見積もりをご連絡します。' },
    },
    takeaway: {
      cta: { primary: '今すぐ注文' },
      about: { we: '{name}は、おひとりさまの軽い夕食にも、ご家族みんなのごちそうにも、気軽にご注文いただけるお店でありたいと考えています。事前のご注文も、店頭でのご注文も歓迎です。もっと便利にできることがあれば、お気軽にお声がけください。', i: 'おひとりさまの軽い夕食にも、ご家族みんなのごちそうにも、気軽にご注文いただきたいと私は考えています。事前のご注文も、店頭でのご注文も歓迎です。もっと便利にできることがあれば、お気軽にお声がけください。' },
      sections: { about: { heading: 'ご都合に合わせてご用意します' }, orders: { nav: 'ご注文', heading: 'テイクアウトのご注文', eyebrow: 'ご注文', send: '注文を送信' } },
      contactIntro: { we: 'ご希望の商品と受け取り時間をお知らせいただければ、私たちがご用意してお待ちしています。', i: 'ご希望の商品と受け取り時間をお知らせいただければ、私がご用意してお待ちしています。' },
    },
    truck: {
      cta: { primary: 'イベント出店の相談' },
      about: { we: '{name}はキッチンカーで、マルシェやフェス、各地のイベントに出店しています。見かけたらぜひお立ち寄りください。イベントへの出店のご依頼もお気軽にどうぞ。', i: '私はキッチンカーで、マルシェやフェス、各地のイベントに出店しています。見かけたらぜひお立ち寄りください。イベントへの出店のご依頼もお気軽にどうぞ。' },
      sections: {
        about: { heading: 'キッチンカーでお届けします' },
        events: { nav: 'イベント', heading: 'イベント出店・貸切', eyebrow: 'イベント', send: '相談内容を送信' },
        hours: { nav: '出店場所', heading: { we: '私たちの出店場所', i: '私の出店場所' }, eyebrow: '今週の予定' },
      },
      contactIntro: { we: '結婚式やパーティー、フェスティバル、社内ランチなどの日程、場所、人数をお知らせいただければ、私たちから折り返しご連絡します。', i: '結婚式やパーティー、フェスティバル、社内ランチなどの日程、場所、人数をお知らせいただければ、私から折り返しご連絡します。' },
    },
    distillery: {
      cta: { primary: '見学を予約', secondary: '蒸留酒を見る' },
      about: { we: '{name}のお酒は、すべて私たちの蒸留所で生まれます。見学で造りの様子をご覧いただき、ラインナップを一緒に味わって、お気に入りの一本をお持ち帰りください。', i: '私のお酒は、すべて私の蒸留所で生まれます。見学で造りの様子をご覧いただき、ラインナップを一緒に味わって、お気に入りの一本をお持ち帰りください。' },
      sections: {
        about: { heading: '蒸留所の中へ' },
        reservations: { nav: '見学', heading: '見学・テイスティングのご予約', eyebrow: 'ご来場', send: '見学を申し込む' },
        menu: { nav: '蒸留酒', heading: { we: '私たちの蒸留酒', i: '私の蒸留酒' }, eyebrow: 'ラインナップ' },
      },
      contactIntro: { we: 'ご希望の日時と人数をお送りいただければ、私たちから見学の確認をご連絡します。', i: 'ご希望の日時と人数をお送りいただければ、私から見学の確認をご連絡します。' },
    },
    tasting: {
      cta: { primary: 'テイスティングを予約', secondary: 'ワインを見る' },
      sections: {
        reservations: { nav: '試飲のご案内', heading: 'テイスティングのご予約', eyebrow: 'テイスティング', send: '試飲を申し込む' },
        menu: { nav: 'ワイン', heading: { we: '私たちのワイン', i: '私のワイン' }, eyebrow: 'ワイン' },
      },
      contactIntro: { we: '日付、時間、人数をお知らせいただければ、私たちからテイスティングのご予約を確認してご連絡します。', i: '日付、時間、人数をお知らせいただければ、私からテイスティングのご予約を確認してご連絡します。' },
    },
  },
  zh: {
    counter: {
      cta: { primary: '提前下单' },
      sections: { orders: { nav: '下单', heading: '提前下单', eyebrow: '订单', send: '提交订单' } },
      contactIntro: { we: '告诉我们您想要什么以及取货时间，我们会确认您的订单。', i: '告诉我您想要什么以及取货时间，我会确认您的订单。' },
    },
    parlour: {
      cta: { primary: '预订蛋糕和桶装冰淇淋', secondary: '查看口味' },
      about: { we: '在{name}，展示柜里总有新口味：进店来一支甜筒、带一桶回家，或坐下来享用一份圣代。选之前可以先试吃；如果有什么能让您的到访更愉快，尽管告诉我们。', i: '我的展示柜里总有新口味：进店来一支甜筒、带一桶回家，或坐下来享用一份圣代。选之前可以先试吃；如果有什么能让您的到访更愉快，尽管告诉我。' },
      sections: {
        menu: { nav: '口味', heading: '口味与人气之选', eyebrow: '展示柜中' },
        orders: { nav: '下单', heading: '冰淇淋蛋糕与桶装预订', eyebrow: '订单', send: '提交订单' },
      },
      contactIntro: { we: '告诉我们您想要什么，从冰淇淋蛋糕到派对用的桶装冰淇淋，以及取货时间，我们会确认您的订单。', i: '告诉我您想要什么，从冰淇淋蛋糕到派对用的桶装冰淇淋，以及取货时间，我会确认您的订单。' },
    },
    cakes: {
      cta: { primary: '预订蛋糕', secondary: '查看蛋糕' },
      about: { we: '在{name}，每一款蛋糕都按订单制作：告诉我们庆祝的场合、您喜欢的口味以及需要几人份，我们会与您一起设计。欢迎咨询试吃、自取和配送。', i: '我做的每一款蛋糕都按订单制作：告诉我庆祝的场合、您喜欢的口味以及需要几人份，我会与您一起设计。欢迎咨询试吃、自取和配送。' },
      sections: {
        about: { heading: '为您的庆祝而做' },
        menu: { nav: '蛋糕', heading: { we: '我们的蛋糕', i: '我的蛋糕' }, eyebrow: '按订单制作' },
        gallery: { heading: '近期作品' },
        hours: { nav: '取货', heading: '取货与营业时间', eyebrow: '自取与配送' },
        events: { nav: '下单', heading: '预订蛋糕', eyebrow: '订单', send: '提交咨询' },
      },
      contactIntro: { we: '告诉我们日期、场合以及蛋糕需要几人份，我们会回复您设计建议和报价。', i: '告诉我日期、场合以及蛋糕需要几人份，我会回复您设计建议和报价。' },
    },
    takeaway: {
      cta: { primary: '立即下单' },
      about: { we: '在{name}，无论是一个人的简单晚餐，还是全家人的丰盛大餐，我们都希望点餐轻松便捷。您可以提前下单，也可以到店点餐；如果有什么能做得更好，尽管告诉我们。', i: '无论是一个人的简单晚餐，还是全家人的丰盛大餐，我都希望点餐轻松便捷。您可以提前下单，也可以到店点餐；如果有什么能做得更好，尽管告诉我。' },
      sections: { about: { heading: '随时为您备好' }, orders: { nav: '下单', heading: '外带订餐', eyebrow: '订单', send: '提交订单' } },
      contactIntro: { we: '告诉我们您想要什么以及几点来取，我们会提前准备好。', i: '告诉我您想要什么以及几点来取，我会提前准备好。' },
    },
    truck: {
      cta: { primary: '咨询活动合作' },
      about: { we: '{name}把厨房开到您身边：每周您都能在市集、音乐节和各类活动上找到我们。欢迎过来打个招呼；如果想请我们去您的活动，请联系我们。', i: '我把厨房开到您身边：每周您都能在市集、音乐节和各类活动上找到我。欢迎过来打个招呼；如果想请我去您的活动，请联系我。' },
      sections: {
        about: { heading: '流动的厨房' },
        events: { nav: '活动', heading: '活动与包场', eyebrow: '活动', send: '提交咨询' },
        hours: { nav: '出摊地点', heading: { we: '我们在哪儿出摊', i: '我在哪儿出摊' }, eyebrow: '本周' },
      },
      contactIntro: { we: '婚礼、派对、音乐节或公司午餐：告诉我们日期、地点和人数，我们会尽快回复您。', i: '婚礼、派对、音乐节或公司午餐：告诉我日期、地点和人数，我会尽快回复您。' },
    },
    distillery: {
      cta: { primary: '预约参观', secondary: '查看烈酒' },
      about: { we: '在{name}，每一瓶酒都诞生于我们的蒸馏室。欢迎参观，了解酿造过程，与我们一起品鉴，再带一瓶您亲自挑选的酒回家。', i: '我的每一瓶酒都诞生于我的蒸馏室。欢迎参观，了解酿造过程，与我一起品鉴，再带一瓶您亲自挑选的酒回家。' },
      sections: {
        about: { heading: '走进蒸馏厂' },
        reservations: { nav: '参观', heading: '预约参观或品鉴', eyebrow: '到访', send: '申请参观' },
        menu: { nav: '烈酒', heading: { we: '我们的烈酒', i: '我的烈酒' }, eyebrow: '烈酒' },
      },
      contactIntro: { we: '请发送您希望的日期、时间和人数，我们会回复确认您的参观。', i: '请发送您希望的日期、时间和人数，我会回复确认您的参观。' },
    },
    tasting: {
      cta: { primary: '预约品酒', secondary: '查看葡萄酒' },
      sections: {
        reservations: { nav: '品酒', heading: '预约品酒', eyebrow: '品酒', send: '申请品酒' },
        menu: { nav: '葡萄酒', heading: { we: '我们的葡萄酒', i: '我的葡萄酒' }, eyebrow: '葡萄酒' },
      },
      contactIntro: { we: '请告诉我们日期、时间和人数，我们会与您联系确认品酒预约。', i: '请告诉我日期、时间和人数，我会与您联系确认品酒预约。' },
    },
  },
  ar: {
    counter: {
      cta: { primary: 'اطلب مسبقًا' },
      sections: { orders: { nav: 'الطلبات', heading: 'اطلب مسبقًا', eyebrow: 'الطلبات', send: 'أرسل الطلب' } },
      contactIntro: { we: 'أخبرنا بما تريد ومتى ستستلمه، وسنؤكد طلبك.', i: 'أخبرني بما تريد ومتى ستستلمه، وسأؤكد طلبك.' },
    },
    parlour: {
      cta: { primary: 'اطلب كعكات وعلب بوظة', secondary: 'اطّلع على النكهات' },
      about: { we: 'في {name}، هناك دائمًا جديد في واجهة العرض: ادخل لتتناول بوظة في قمع، أو خذ علبة إلى البيت، أو اجلس واستمتع بكأس بوظة. اطلب أن تتذوّق قبل أن تختار، وأخبرنا إن كان هناك ما يمكننا فعله لنجعل زيارتك أفضل.', i: 'هناك دائمًا جديد في واجهة العرض لديّ: ادخل لتتناول بوظة في قمع، أو خذ علبة إلى البيت، أو اجلس واستمتع بكأس بوظة. اطلب أن تتذوّق قبل أن تختار، وأخبرني إن كان هناك ما يمكنني فعله لأجعل زيارتك أفضل.' },
      sections: {
        menu: { nav: 'النكهات', heading: 'النكهات والأصناف المفضّلة', eyebrow: 'في واجهة العرض' },
        orders: { nav: 'الطلبات', heading: 'كعكات وعلب بوظة حسب الطلب', eyebrow: 'الطلبات', send: 'أرسل الطلب' },
      },
      contactIntro: { we: 'أخبرنا بما تريد، من كعكة بوظة إلى علب لحفلة، ومتى ستستلمه، وسنؤكد طلبك.', i: 'أخبرني بما تريد، من كعكة بوظة إلى علب لحفلة، ومتى ستستلمه، وسأؤكد طلبك.' },
    },
    cakes: {
      cta: { primary: 'اطلب كعكة', secondary: 'اطّلع على الكعكات' },
      about: { we: 'في {name}، تُصنع كل كعكة حسب الطلب: أخبرنا بالمناسبة والنكهات التي تحبها وعدد الأشخاص الذين يجب أن تكفيهم، وسنصمّمها معك. اسألنا عن التذوّق والاستلام والتوصيل.', i: 'كل كعكة أصنعها تُصنع حسب الطلب: أخبرني بالمناسبة والنكهات التي تحبها وعدد الأشخاص الذين يجب أن تكفيهم، وسأصمّمها معك. اسألني عن التذوّق والاستلام والتوصيل.' },
      sections: {
        about: { heading: 'مصنوعة لاحتفالك' },
        menu: { nav: 'الكعكات', heading: { we: 'كعكاتنا', i: 'كعكاتي' }, eyebrow: 'حسب الطلب' },
        gallery: { heading: 'كعكات حديثة' },
        hours: { nav: 'الاستلام', heading: 'الاستلام ومواعيد العمل', eyebrow: 'الاستلام والتوصيل' },
        events: { nav: 'الطلبات', heading: 'اطلب كعكتك', eyebrow: 'الطلبات', send: 'أرسل الاستفسار' },
      },
      contactIntro: { we: 'أخبرنا بالتاريخ والمناسبة وعدد الضيوف الذين يجب أن تكفيهم الكعكة، وسنعود إليك بأفكار وسعر.', i: 'أخبرني بالتاريخ والمناسبة وعدد الضيوف الذين يجب أن تكفيهم الكعكة، وسأعود إليك بأفكار وسعر.' },
    },
    takeaway: {
      cta: { primary: 'اطلب الآن' },
      about: { we: 'في {name}، نريد أن يكون الطلب سهلًا، سواء كان عشاءً سريعًا لشخص واحد أو وليمة للعائلة كلها. اطلب مسبقًا أو مرّ علينا، وأخبرنا إن كان هناك ما يمكننا فعله لنجعله أفضل.', i: 'أريد أن يكون الطلب سهلًا، سواء كان عشاءً سريعًا لشخص واحد أو وليمة للعائلة كلها. اطلب مسبقًا أو مرّ عليّ، وأخبرني إن كان هناك ما يمكنني فعله لأجعله أفضل.' },
      sections: { about: { heading: 'جاهز متى شئت' }, orders: { nav: 'اطلب', heading: 'اطلب للاستلام', eyebrow: 'الطلبات', send: 'أرسل الطلب' } },
      contactIntro: { we: 'أخبرنا بما تريد وموعد استلامه، وسنجهّزه لك.', i: 'أخبرني بما تريد وموعد استلامه، وسأجهّزه لك.' },
    },
    truck: {
      cta: { primary: 'استفسر عن المناسبات' },
      about: { we: 'في {name}، نأخذ مطبخنا إليك: ستجدنا في الأسواق والمهرجانات والفعاليات طوال الأسبوع. تعال وألقِ التحية، وإن أردت أن نكون في فعاليتك، تواصل معنا.', i: 'آخذ مطبخي إليك: ستجدني في الأسواق والمهرجانات والفعاليات طوال الأسبوع. تعال وألقِ التحية، وإن أردت أن أكون في فعاليتك، تواصل معي.' },
      sections: {
        about: { heading: 'مطبخ على عجلات' },
        events: { nav: 'المناسبات', heading: 'المناسبات والحجوزات الخاصة', eyebrow: 'المناسبات', send: 'أرسل الاستفسار' },
        hours: { nav: 'المواقع', heading: { we: 'أين تجدنا', i: 'أين تجدني' }, eyebrow: 'هذا الأسبوع' },
      },
      contactIntro: { we: 'حفلات الزفاف والحفلات والمهرجانات وغداء الشركات: أخبرنا بالتاريخ والمكان وعدد الضيوف، وسنعاود التواصل معك.', i: 'حفلات الزفاف والحفلات والمهرجانات وغداء الشركات: أخبرني بالتاريخ والمكان وعدد الضيوف، وسأعاود التواصل معك.' },
    },
    distillery: {
      cta: { primary: 'احجز جولة', secondary: 'اطّلع على المشروبات' },
      about: { we: 'في {name}، تبدأ كل زجاجة في غرفة التقطير لدينا. تعال في جولة لترى كيف تُصنع، وتذوّق تشكيلتنا معنا، وخذ إلى البيت الزجاجة التي تختارها.', i: 'تبدأ كل زجاجة في غرفة التقطير لديّ. تعال في جولة لترى كيف تُصنع، وتذوّق تشكيلتي معي، وخذ إلى البيت الزجاجة التي تختارها.' },
      sections: {
        about: { heading: 'داخل المعمل' },
        reservations: { nav: 'الجولات', heading: 'احجز جولة أو تذوّقًا', eyebrow: 'الزيارات', send: 'اطلب جولة' },
        menu: { nav: 'المشروبات', heading: { we: 'مشروباتنا', i: 'مشروباتي' }, eyebrow: 'المشروبات الروحية' },
      },
      contactIntro: { we: 'أرسل طلبًا بالتاريخ والوقت وعدد الأشخاص، وسنعود إليك لتأكيد جولتك.', i: 'أرسل لي طلبًا بالتاريخ والوقت وعدد الأشخاص، وسأعود إليك لتأكيد جولتك.' },
    },
    tasting: {
      cta: { primary: 'احجز جلسة تذوّق', secondary: 'اطّلع على النبيذ' },
      sections: {
        reservations: { nav: 'التذوّق', heading: 'احجز جلسة تذوّق', eyebrow: 'التذوّق', send: 'اطلب جلسة تذوّق' },
        menu: { nav: 'النبيذ', heading: { we: 'نبيذنا', i: 'نبيذي' }, eyebrow: 'النبيذ' },
      },
      contactIntro: { we: 'أرسل طلبًا يتضمن التاريخ والوقت وعدد الأشخاص، وسنعاود التواصل معك لتأكيد جلسة التذوّق.', i: 'أرسل طلبًا يتضمن التاريخ والوقت وعدد الأشخاص، وسأعاود التواصل معك لتأكيد جلسة التذوّق.' },
    },
  },
};

/**
 * A coffee van's or mobile bar's words where a food truck's speak of its kitchen ("Kitchen on wheels", "we take our kitchen
 * to you"): the about text and its heading, in the site languages; the rest is the food truck's.
 */
const MOBILE_BAR: Record<Lang, { about: V<string>; heading: string }> = {
  en: { heading: 'Drinks on wheels', about: { we: 'At {name}, we come to you: you’ll find us at markets, festivals and events through the week, serving from the van. Come and say hello, and if you’d like us at your own event, get in touch.', i: 'I come to you: you’ll find me at markets, festivals and events through the week, serving from the van. Come and say hello, and if you’d like me at your own event, get in touch.' } },
  es: { heading: 'Bebidas sobre ruedas', about: { we: 'En {name} vamos hasta ti: nos encontrarás en mercados, festivales y eventos a lo largo de la semana, sirviendo desde nuestra furgoneta. Ven a saludarnos y, si quieres que vayamos a tu evento, escríbenos.', i: 'Voy hasta ti: me encontrarás en mercados, festivales y eventos a lo largo de la semana, sirviendo desde mi furgoneta. Ven a saludarme y, si quieres que vaya a tu evento, escríbeme.' } },
  pt: { heading: 'Bebidas sobre rodas', about: { we: 'Em {name}, vamos até si: vai encontrar-nos em mercados, festivais e eventos ao longo da semana, a servir na nossa carrinha. Venha dizer olá e, se nos quiser no seu evento, fale connosco.', i: 'Vou até si: vai encontrar-me em mercados, festivais e eventos ao longo da semana, a servir na minha carrinha. Venha dizer olá e, se me quiser no seu evento, fale comigo.' } },
  fr: { heading: 'Des boissons sur roues', about: { we: 'Chez {name}, nous venons jusqu’à vous\u00a0: vous nous trouverez sur les marchés, les festivals et les événements tout au long de la semaine, au comptoir de notre camion. Venez nous dire bonjour et, si vous voulez nous accueillir à votre événement, écrivez-nous.', i: 'Je viens jusqu’à vous\u00a0: vous me trouverez sur les marchés, les festivals et les événements tout au long de la semaine, au comptoir de mon camion. Venez me dire bonjour et, si vous voulez m’accueillir à votre événement, écrivez-moi.' } },
  de: { heading: 'Getränke auf Rädern', about: { we: 'Bei {name} kommen die Getränke zu Ihnen: Sie finden uns die Woche über auf Märkten, Festivals und Veranstaltungen. Kommen Sie vorbei und sagen Sie Hallo, und wenn Sie uns für Ihre eigene Veranstaltung buchen möchten, melden Sie sich.', i: 'Meine Getränke kommen zu Ihnen: Sie finden mich die Woche über auf Märkten, Festivals und Veranstaltungen. Kommen Sie vorbei und sagen Sie Hallo, und wenn Sie mich für Ihre eigene Veranstaltung buchen möchten, melden Sie sich.' } },
  it: { heading: 'Bevande su ruote', about: { we: 'Da {name} portiamo le nostre bevande da te: ci trovi ai mercati, ai festival e agli eventi durante la settimana. Passa a salutarci e, se ci vuoi al tuo evento, scrivici.', i: 'Porto le mie bevande da te: mi trovi ai mercati, ai festival e agli eventi durante la settimana. Passa a salutarmi e, se mi vuoi al tuo evento, scrivimi.' } },
  nl: { heading: 'Drankjes op wielen', about: { we: 'Bij {name} brengen we onze drankjes naar jou: je vindt ons door de week op markten, festivals en evenementen. Kom gedag zeggen, en wil je ons op je eigen evenement, neem dan contact op.', i: 'Ik breng mijn drankjes naar jou: je vindt me door de week op markten, festivals en evenementen. Kom gedag zeggen, en wil je me op je eigen evenement, neem dan contact op.' } },
  ja: { heading: 'ドリンクを移動販売でお届けします', about: { we: '{name}は移動販売車で、マルシェやフェス、各地のイベントにドリンクを届けています。見かけたらぜひお立ち寄りください。イベントへの出店のご依頼もお気軽にどうぞ。', i: '私は移動販売車で、マルシェやフェス、各地のイベントにドリンクを届けています。見かけたらぜひお立ち寄りください。イベントへの出店のご依頼もお気軽にどうぞ。' } },
  zh: { heading: '流动的饮品车', about: { we: '{name}把饮品车开到您身边：每周您都能在市集、音乐节和各类活动上找到我们。欢迎过来打个招呼；如果想请我们去您的活动，请联系我们。', i: '我把饮品车开到您身边：每周您都能在市集、音乐节和各类活动上找到我。欢迎过来打个招呼；如果想请我去您的活动，请联系我。' } },
  ar: { heading: 'مشروبات على عجلات', about: { we: 'في {name}، نأخذ مشروباتنا إليك: ستجدنا في الأسواق والمهرجانات والفعاليات طوال الأسبوع. تعال وألقِ التحية، وإن أردت أن نكون في فعاليتك، تواصل معنا.', i: 'آخذ مشروباتي إليك: ستجدني في الأسواق والمهرجانات والفعاليات طوال الأسبوع. تعال وألقِ التحية، وإن أردت أن أكون في فعاليتك، تواصل معي.' } },
};

/** A language's service styles: its own, and a mobile bar's, the food truck's with `MOBILE_BAR`'s about text and heading laid over them. */
const withMobileBar = (own: Omit<Styles, 'mobileBar'>, bar: { about: V<string>; heading: string }): Styles =>
  ({ ...own, mobileBar: { ...own.truck, about: bar.about, sections: { ...own.truck.sections, about: { ...own.truck.sections.about, heading: bar.heading } } } });

/** Every service style's words by language (`OWN_STYLES`, `withMobileBar`). */
export const RESTAURANT_STYLES: Record<Lang, Styles> = {
  en: withMobileBar(OWN_STYLES.en, MOBILE_BAR.en), es: withMobileBar(OWN_STYLES.es, MOBILE_BAR.es), pt: withMobileBar(OWN_STYLES.pt, MOBILE_BAR.pt),
  fr: withMobileBar(OWN_STYLES.fr, MOBILE_BAR.fr), de: withMobileBar(OWN_STYLES.de, MOBILE_BAR.de), it: withMobileBar(OWN_STYLES.it, MOBILE_BAR.it),
  nl: withMobileBar(OWN_STYLES.nl, MOBILE_BAR.nl), ja: withMobileBar(OWN_STYLES.ja, MOBILE_BAR.ja), zh: withMobileBar(OWN_STYLES.zh, MOBILE_BAR.zh),
  ar: withMobileBar(OWN_STYLES.ar, MOBILE_BAR.ar),
};
