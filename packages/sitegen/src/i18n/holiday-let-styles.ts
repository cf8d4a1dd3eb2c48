import type { StyleCopy } from './types';

/**
 * One place let to holidaymakers (types.ts `PageStyle` `holidayLet`; choose-blueprint `letsOnePlace`: "Holiday cottage in
 * the Lake District sleeping four", "Our two-bedroom beach apartment in Albufeira"), over the local phrasebook, in the site
 * languages: guests see what the place offers (the brief's key features), pictures inside, the area, how to book and
 * the owner's answers, and send their dates ("Check availability") instead of choosing among a hotel's sample rooms.
 * No claim the owner has not made (no price, minimum stay, changeover day, linen, Wi-Fi, parking or pets invented).
 */
export const HOLIDAY_LET_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { holidayLet: StyleCopy }> = {
  en: {
    holidayLet: {
      cta: { primary: 'Check availability', secondary: 'See inside' },
      sections: {
        home: { nav: 'The place', heading: 'Your home from home', eyebrow: 'The place' },
        inside: { nav: 'Photos', heading: 'Take a look inside', eyebrow: 'In pictures', go: 'See inside' },
        booking: { heading: 'How to book your stay', eyebrow: 'Booking' },
        benefits: { heading: 'Why book direct', eyebrow: 'Book direct' },
        neighbourhood: { nav: 'The area', heading: 'The area', eyebrow: 'Location' },
        faq: { nav: 'FAQ', heading: 'Before you stay', eyebrow: 'FAQ' },
        contact: { nav: 'Book', heading: 'Check availability', eyebrow: 'Your stay', send: 'Check availability' },
      },
      contactIntro: {
        we: 'Tell us your dates and how many of you are coming, and we’ll let you know if they’re free.',
        i: 'Tell me your dates and how many of you are coming, and I’ll let you know if they’re free.',
      },
      about: {
        we: 'Ask us about the area before you come: walks, beaches, places to eat and how to get here. We’re happy to share what we know.',
        i: 'Ask me about the area before you come: walks, beaches, places to eat and how to get here. I’m happy to share what I know.',
      },
      steps: {
        we: [
          { title: 'Send your dates', text: 'Tell us when you’d like to arrive and leave, and how many of you there are.' },
          { title: 'We confirm your dates', text: 'We’ll reply to say whether the dates are free and what your stay will cost.' },
          { title: 'Get ready to travel', text: 'Once you’ve booked, we’ll send directions and everything you need for your arrival.' },
        ],
        i: [
          { title: 'Send your dates', text: 'Tell me when you’d like to arrive and leave, and how many of you there are.' },
          { title: 'I confirm your dates', text: 'I’ll reply to say whether the dates are free and what your stay will cost.' },
          { title: 'Get ready to travel', text: 'Once you’ve booked, I’ll send directions and everything you need for your arrival.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Straight to the owners', text: 'Your request comes to us, with no booking site in between.' },
          { title: 'Answers from the owners', text: 'Ask us anything about the place or the area before you book.' },
          { title: 'Dates that suit you', text: 'Tell us what you have in mind and we’ll see what we can do.' },
        ],
        i: [
          { title: 'Straight to the owner', text: 'Your request comes to me, with no booking site in between.' },
          { title: 'Answers from the owner', text: 'Ask me anything about the place or the area before you book.' },
          { title: 'Dates that suit you', text: 'Tell me what you have in mind and I’ll see what I can do.' },
        ],
      },
      faq: {
        we: [
          { q: 'How much does it cost?', a: 'It depends on your dates. Send them with the form on this page and we’ll tell you the price.' },
          { q: 'What time are arrival and departure?', a: 'We’ll confirm the times when we confirm your booking. If you need a different time, just ask.' },
          { q: 'What is provided?', a: 'Ask us what’s included, such as bedding, towels and kitchen basics, and we’ll tell you what to bring.' },
          { q: 'How do I pay?', a: 'We’ll explain how and when to pay when we confirm your dates.' },
        ],
        i: [
          { q: 'How much does it cost?', a: 'It depends on your dates. Send them with the form on this page and I’ll tell you the price.' },
          { q: 'What time are arrival and departure?', a: 'I’ll confirm the times when I confirm your booking. If you need a different time, just ask.' },
          { q: 'What is provided?', a: 'Ask me what’s included, such as bedding, towels and kitchen basics, and I’ll tell you what to bring.' },
          { q: 'How do I pay?', a: 'I’ll explain how and when to pay when I confirm your dates.' },
        ],
      },
      closing: {
        heading: 'Come and stay',
        text: { we: 'Send your dates and we’ll check they’re free.', i: 'Send your dates and I’ll check they’re free.' },
      },
      featureText: {
        we: [
          'Ask us for more details before you book.',
          'Part of what makes a stay here easy.',
          'One of the things guests notice first.',
          'Yours to enjoy for the whole stay.',
        ],
        i: [
          'Ask me for more details before you book.',
          'Part of what makes a stay here easy.',
          'One of the things guests notice first.',
          'Yours to enjoy for the whole stay.',
        ],
      },
    },
  },
  es: {
    holidayLet: {
      cta: { primary: 'Consultar disponibilidad', secondary: 'Ver por dentro' },
      sections: {
        home: { nav: 'El alojamiento', heading: 'Como en tu propia casa', eyebrow: 'El alojamiento' },
        inside: { nav: 'Fotos', heading: 'Así es por dentro', eyebrow: 'En imágenes', go: 'Ver por dentro' },
        booking: { heading: 'Cómo reservar tu estancia', eyebrow: 'Reservas' },
        benefits: { heading: 'Por qué reservar directamente', eyebrow: 'Trato directo' },
        neighbourhood: { nav: 'La zona', heading: 'La zona', eyebrow: 'Ubicación' },
        faq: { nav: 'Preguntas', heading: 'Antes de tu estancia', eyebrow: 'Preguntas frecuentes' },
        contact: { nav: 'Reservar', heading: 'Consulta disponibilidad', eyebrow: 'Tu estancia', send: 'Consultar disponibilidad' },
      },
      contactIntro: { we: 'Dinos tus fechas y para cuántas personas es, y te diremos si están libres.', i: 'Dime tus fechas y para cuántas personas es, y te diré si están libres.' },
      about: {
        we: 'Pregúntanos por la zona antes de venir: rutas, playas, sitios para comer y cómo llegar. Te contamos con gusto todo lo que sabemos.',
        i: 'Pregúntame por la zona antes de venir: rutas, playas, sitios para comer y cómo llegar. Te cuento con gusto todo lo que sé.',
      },
      steps: {
        we: [
          { title: 'Envía tus fechas', text: 'Dinos cuándo quieres llegar y marcharte, y para cuántas personas.' },
          { title: 'Confirmamos fechas y precio', text: 'Te responderemos para decirte si las fechas están libres y cuánto costará tu estancia.' },
          { title: 'Prepara el viaje', text: 'Cuando hayas reservado, te enviaremos las indicaciones para llegar y todo lo que necesitas saber antes de venir.' },
        ],
        i: [
          { title: 'Envía tus fechas', text: 'Dime cuándo quieres llegar y marcharte, y para cuántas personas.' },
          { title: 'Confirmo fechas y precio', text: 'Te responderé para decirte si las fechas están libres y cuánto costará tu estancia.' },
          { title: 'Prepara el viaje', text: 'Cuando hayas reservado, te enviaré las indicaciones para llegar y todo lo que necesitas saber antes de venir.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Directo a los propietarios', text: 'Tu solicitud nos llega directamente, sin plataformas de reserva de por medio.' },
          { title: 'Respuestas de primera mano', text: 'Pregúntanos lo que quieras sobre el alojamiento o la zona antes de reservar.' },
          { title: 'Fechas a tu medida', text: 'Cuéntanos qué tienes en mente y veremos qué podemos hacer.' },
        ],
        i: [
          { title: 'Directo al propietario', text: 'Tu solicitud me llega directamente, sin plataformas de reserva de por medio.' },
          { title: 'Respuestas de primera mano', text: 'Pregúntame lo que quieras sobre el alojamiento o la zona antes de reservar.' },
          { title: 'Fechas a tu medida', text: 'Cuéntame qué tienes en mente y veré qué puedo hacer.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Cuánto cuesta?', a: 'Depende de las fechas. Envíalas con el formulario de esta página y te diremos el precio.' },
          { q: '¿A qué hora son la llegada y la salida?', a: 'Te indicaremos los horarios al confirmar tu reserva. Si necesitas otra hora, solo tienes que decírnoslo.' },
          { q: '¿Qué está incluido?', a: 'Pregúntanos qué incluye, como ropa de cama, toallas o lo básico de cocina, y te diremos qué traer.' },
          { q: '¿Cómo se paga?', a: 'Te explicaremos cómo y cuándo pagar al confirmar tus fechas.' },
        ],
        i: [
          { q: '¿Cuánto cuesta?', a: 'Depende de las fechas. Envíalas con el formulario de esta página y te diré el precio.' },
          { q: '¿A qué hora son la llegada y la salida?', a: 'Te indicaré los horarios al confirmar tu reserva. Si necesitas otra hora, solo tienes que decírmelo.' },
          { q: '¿Qué está incluido?', a: 'Pregúntame qué incluye, como ropa de cama, toallas o lo básico de cocina, y te diré qué traer.' },
          { q: '¿Cómo se paga?', a: 'Te explicaré cómo y cuándo pagar al confirmar tus fechas.' },
        ],
      },
      closing: {
        heading: 'Ven a pasar unos días',
        text: { we: 'Envía tus fechas y comprobaremos si están libres.', i: 'Envía tus fechas y comprobaré si están libres.' },
      },
      featureText: {
        we: [
          'Pregúntanos más detalles antes de reservar.',
          'Parte de lo que hace fácil una estancia aquí.',
          'Una de las primeras cosas en las que se fijan los huéspedes.',
          'Para disfrutarlo durante toda la estancia.',
        ],
        i: [
          'Pregúntame más detalles antes de reservar.',
          'Parte de lo que hace fácil una estancia aquí.',
          'Una de las primeras cosas en las que se fijan los huéspedes.',
          'Para disfrutarlo durante toda la estancia.',
        ],
      },
    },
  },
  pt: {
    holidayLet: {
      cta: { primary: 'Ver disponibilidade', secondary: 'Ver o interior' },
      sections: {
        home: { nav: 'O alojamento', heading: 'A sua casa longe de casa', eyebrow: 'O alojamento' },
        inside: { nav: 'Fotografias', heading: 'Veja como é por dentro', eyebrow: 'Em imagens', go: 'Ver o interior' },
        booking: { heading: 'Como reservar a sua estadia', eyebrow: 'Reservas' },
        benefits: { heading: 'Porquê reservar diretamente', eyebrow: 'Sem intermediários' },
        neighbourhood: { nav: 'A zona', heading: 'A zona e arredores', eyebrow: 'Localização' },
        faq: { nav: 'Perguntas', heading: 'Antes da sua estadia', eyebrow: 'Perguntas frequentes' },
        contact: { nav: 'Reservar', heading: 'Consulte a disponibilidade', eyebrow: 'A sua estadia', send: 'Ver disponibilidade' },
      },
      contactIntro: { we: 'Diga-nos as suas datas e quantas pessoas são, e dizemos-lhe se estão livres.', i: 'Diga-me as suas datas e quantas pessoas são, e digo-lhe se estão livres.' },
      about: {
        we: 'Pergunte-nos sobre a zona antes de vir: passeios, praias, onde comer e como chegar. Teremos todo o gosto em partilhar o que sabemos.',
        i: 'Pergunte-me sobre a zona antes de vir: passeios, praias, onde comer e como chegar. Terei todo o gosto em partilhar o que sei.',
      },
      steps: {
        we: [
          { title: 'Envie as suas datas', text: 'Diga-nos quando quer chegar e partir, e quantas pessoas são.' },
          { title: 'Confirmamos e indicamos o preço', text: 'Respondemos a dizer se as datas estão livres e quanto vai custar a sua estadia.' },
          { title: 'Prepare a viagem', text: 'Depois de reservar, enviamos-lhe as indicações do caminho e tudo o que precisa de saber antes de chegar.' },
        ],
        i: [
          { title: 'Envie as suas datas', text: 'Diga-me quando quer chegar e partir, e quantas pessoas são.' },
          { title: 'Confirmo e indico o preço', text: 'Respondo a dizer se as datas estão livres e quanto vai custar a sua estadia.' },
          { title: 'Prepare a viagem', text: 'Depois de reservar, envio-lhe as indicações do caminho e tudo o que precisa de saber antes de chegar.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Diretamente com os proprietários', text: 'O seu pedido chega-nos diretamente, sem plataformas de reserva pelo meio.' },
          { title: 'Respostas de quem conhece bem', text: 'Pergunte-nos o que quiser sobre o alojamento ou a zona antes de reservar.' },
          { title: 'Datas à sua medida', text: 'Diga-nos o que tem em mente e vemos o que podemos fazer.' },
        ],
        i: [
          { title: 'Diretamente com o proprietário', text: 'O seu pedido chega-me diretamente, sem plataformas de reserva pelo meio.' },
          { title: 'Respostas de quem conhece bem', text: 'Pergunte-me o que quiser sobre o alojamento ou a zona antes de reservar.' },
          { title: 'Datas à sua medida', text: 'Diga-me o que tem em mente e vejo o que posso fazer.' },
        ],
      },
      faq: {
        we: [
          { q: 'Quanto custa?', a: 'Depende das datas. Envie-as pelo formulário desta página e dizemos-lhe o preço.' },
          { q: 'A que horas são a chegada e a saída?', a: 'Indicamos os horários quando confirmarmos a reserva. Se precisar de outro horário, é só pedir.' },
          { q: 'O que está incluído?', a: 'Pergunte-nos o que está incluído, como roupa de cama, toalhas e o básico da cozinha, e dizemos-lhe o que deve trazer.' },
          { q: 'Como funciona o pagamento?', a: 'Explicamos como e quando pagar quando confirmarmos as suas datas.' },
        ],
        i: [
          { q: 'Quanto custa?', a: 'Depende das datas. Envie-as pelo formulário desta página e digo-lhe o preço.' },
          { q: 'A que horas são a chegada e a saída?', a: 'Indico os horários quando confirmar a reserva. Se precisar de outro horário, é só pedir.' },
          { q: 'O que está incluído?', a: 'Pergunte-me o que está incluído, como roupa de cama, toalhas e o básico da cozinha, e digo-lhe o que deve trazer.' },
          { q: 'Como funciona o pagamento?', a: 'Explico como e quando pagar quando confirmar as suas datas.' },
        ],
      },
      closing: {
        heading: 'Venha passar uns dias',
        text: { we: 'Envie as suas datas e vemos se estão livres.', i: 'Envie as suas datas e vejo se estão livres.' },
      },
      featureText: {
        we: [
          'Peça-nos mais pormenores antes de reservar.',
          'Parte do que torna fácil uma estadia aqui.',
          'Uma das primeiras coisas em que os hóspedes reparam.',
          'Para aproveitar durante toda a estadia.',
        ],
        i: [
          'Peça-me mais pormenores antes de reservar.',
          'Parte do que torna fácil uma estadia aqui.',
          'Uma das primeiras coisas em que os hóspedes reparam.',
          'Para aproveitar durante toda a estadia.',
        ],
      },
    },
  },
  fr: {
    holidayLet: {
      cta: { primary: 'Voir les disponibilités', secondary: 'Voir l’intérieur' },
      sections: {
        home: { nav: 'Le logement', heading: 'Comme à la maison', eyebrow: 'Le logement' },
        inside: { nav: 'Galerie', heading: 'Découvrez l’intérieur', eyebrow: 'En images', go: 'Voir l’intérieur' },
        booking: { heading: 'Comment réserver votre séjour', eyebrow: 'Réservation' },
        benefits: { heading: 'Pourquoi réserver en direct', eyebrow: 'Sans intermédiaire' },
        neighbourhood: { nav: 'Les environs', heading: 'Dans les environs', eyebrow: 'Situation' },
        faq: { nav: 'FAQ', heading: 'Avant votre séjour', eyebrow: 'Questions fréquentes' },
        contact: { nav: 'Réserver', heading: 'Vérifier les disponibilités', eyebrow: 'Votre séjour', send: 'Voir les disponibilités' },
      },
      contactIntro: { we: 'Indiquez-nous vos dates et combien vous serez, et nous vous dirons si le logement est libre.', i: 'Indiquez-moi vos dates et combien vous serez, et je vous dirai si le logement est libre.' },
      about: {
        we: 'Posez-nous vos questions sur la région avant de venir\u202f: balades, plages, restaurants et accès. C’est avec plaisir que nous partageons nos bonnes adresses.',
        i: 'Posez-moi vos questions sur la région avant de venir\u202f: balades, plages, restaurants et accès. C’est avec plaisir que je partage mes bonnes adresses.',
      },
      steps: {
        we: [
          { title: 'Envoyez vos dates', text: 'Dites-nous quand vous souhaitez arriver et repartir, et combien vous serez.' },
          { title: 'Nous vous donnons le prix', text: 'Nous vous répondons pour vous dire si les dates sont libres et combien coûtera votre séjour.' },
          { title: 'Préparez votre voyage', text: 'Une fois la réservation faite, nous vous envoyons l’itinéraire et tout ce qu’il faut savoir pour votre arrivée.' },
        ],
        i: [
          { title: 'Envoyez vos dates', text: 'Dites-moi quand vous souhaitez arriver et repartir, et combien vous serez.' },
          { title: 'Je vous donne le prix', text: 'Je vous réponds pour vous dire si les dates sont libres et combien coûtera votre séjour.' },
          { title: 'Préparez votre voyage', text: 'Une fois la réservation faite, je vous envoie l’itinéraire et tout ce qu’il faut savoir pour votre arrivée.' },
        ],
      },
      benefits: {
        we: [
          { title: 'En direct avec les propriétaires', text: 'Votre demande nous arrive directement, sans plateforme de réservation entre nous.' },
          { title: 'Des réponses de connaisseurs', text: 'Posez-nous toutes vos questions sur le logement ou la région avant de réserver.' },
          { title: 'Des dates qui vous conviennent', text: 'Dites-nous ce que vous avez en tête et nous verrons ce qui est possible.' },
        ],
        i: [
          { title: 'En direct avec le propriétaire', text: 'Votre demande m’arrive directement, sans plateforme de réservation entre vous et moi.' },
          { title: 'Les réponses d’un connaisseur', text: 'Posez-moi toutes vos questions sur le logement ou la région avant de réserver.' },
          { title: 'Des dates qui vous conviennent', text: 'Dites-moi ce que vous avez en tête et je verrai ce qui est possible.' },
        ],
      },
      faq: {
        we: [
          { q: 'Quel est le prix\u202f?', a: 'Cela dépend de vos dates. Envoyez-les avec le formulaire de cette page et nous vous indiquerons le prix.' },
          { q: 'À quelle heure sont l’arrivée et le départ\u202f?', a: 'Nous vous indiquons les horaires en confirmant votre réservation. S’il vous faut un autre horaire, il suffit de demander.' },
          { q: 'Qu’est-ce qui est fourni\u202f?', a: 'Demandez-nous ce qui est compris, comme le linge de lit, les serviettes ou l’équipement de base de la cuisine, et nous vous dirons quoi apporter.' },
          { q: 'Comment se passe le paiement\u202f?', a: 'Nous vous expliquons comment et quand payer en confirmant vos dates.' },
        ],
        i: [
          { q: 'Quel est le prix\u202f?', a: 'Cela dépend de vos dates. Envoyez-les avec le formulaire de cette page et je vous indiquerai le prix.' },
          { q: 'À quelle heure sont l’arrivée et le départ\u202f?', a: 'Je vous indique les horaires en confirmant votre réservation. S’il vous faut un autre horaire, il suffit de demander.' },
          { q: 'Qu’est-ce qui est fourni\u202f?', a: 'Demandez-moi ce qui est compris, comme le linge de lit, les serviettes ou l’équipement de base de la cuisine, et je vous dirai quoi apporter.' },
          { q: 'Comment se passe le paiement\u202f?', a: 'Je vous explique comment et quand payer en confirmant vos dates.' },
        ],
      },
      closing: {
        heading: 'Venez passer quelques jours',
        text: { we: 'Envoyez vos dates et nous vérifierons qu’elles sont libres.', i: 'Envoyez vos dates et je vérifierai qu’elles sont libres.' },
      },
      featureText: {
        we: [
          'Demandez-nous plus de détails avant de réserver.',
          'Un de ces détails qui simplifient le séjour.',
          'L’une des premières choses que remarquent les vacanciers.',
          'À profiter pendant tout votre séjour.',
        ],
        i: [
          'Demandez-moi plus de détails avant de réserver.',
          'Un de ces détails qui simplifient le séjour.',
          'L’une des premières choses que remarquent les vacanciers.',
          'À profiter pendant tout votre séjour.',
        ],
      },
    },
  },
  de: {
    holidayLet: {
      cta: { primary: 'Verfügbarkeit anfragen', secondary: 'Fotos ansehen' },
      sections: {
        home: { nav: 'Unterkunft', heading: 'Ihr Zuhause auf Zeit', eyebrow: 'Die Unterkunft' },
        inside: { nav: 'Fotos', heading: 'Ein Blick hinein', eyebrow: 'In Bildern', go: 'Fotos ansehen' },
        booking: { heading: 'So buchen Sie Ihren Aufenthalt', eyebrow: 'Buchung' },
        benefits: { heading: 'Warum direkt buchen', eyebrow: 'Direkt beim Vermieter' },
        neighbourhood: { nav: 'Umgebung', heading: 'Die Umgebung', eyebrow: 'Lage' },
        faq: { nav: 'FAQ', heading: 'Vor Ihrem Aufenthalt', eyebrow: 'Häufige Fragen' },
        contact: { nav: 'Buchen', heading: 'Verfügbarkeit anfragen', eyebrow: 'Ihr Aufenthalt', send: 'Verfügbarkeit anfragen' },
      },
      contactIntro: {
        we: 'Nennen Sie uns Ihre Reisedaten und wie viele Personen Sie sind, und wir sagen Ihnen, ob der Zeitraum noch frei ist.',
        i: 'Nennen Sie mir Ihre Reisedaten und wie viele Personen Sie sind, und ich sage Ihnen, ob der Zeitraum noch frei ist.',
      },
      about: {
        we: 'Fragen Sie uns vor Ihrem Urlaub gern nach der Umgebung: Wanderwege, Strände, gute Lokale und wie Sie am besten herkommen. Wir teilen gern, was wir wissen.',
        i: 'Fragen Sie mich vor Ihrem Urlaub gern nach der Umgebung: Wanderwege, Strände, gute Lokale und wie Sie am besten herkommen. Ich teile gern, was ich weiß.',
      },
      steps: {
        we: [
          { title: 'Reisedaten senden', text: 'Sagen Sie uns, wann Sie anreisen und abreisen möchten und wie viele Sie sind.' },
          { title: 'Bestätigung und Preis', text: 'Wir antworten Ihnen, ob die Tage frei sind und was Ihr Aufenthalt kostet.' },
          { title: 'Bereit für die Reise', text: 'Nach der Buchung schicken wir Ihnen die Anfahrtsbeschreibung und alles, was Sie für Ihre Ankunft brauchen.' },
        ],
        i: [
          { title: 'Reisedaten senden', text: 'Sagen Sie mir, wann Sie anreisen und abreisen möchten und wie viele Sie sind.' },
          { title: 'Bestätigung und Preis', text: 'Ich antworte Ihnen, ob die Tage frei sind und was Ihr Aufenthalt kostet.' },
          { title: 'Bereit für die Reise', text: 'Nach der Buchung schicke ich Ihnen die Anfahrtsbeschreibung und alles, was Sie für Ihre Ankunft brauchen.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Direkt bei uns', text: 'Ihre Anfrage geht an uns, ohne Buchungsportal dazwischen.' },
          { title: 'Antworten aus erster Hand', text: 'Fragen Sie uns vor der Buchung alles über die Unterkunft oder die Umgebung.' },
          { title: 'Ihre Wunschtermine', text: 'Sagen Sie uns, was Sie sich vorstellen, und wir schauen, was sich machen lässt.' },
        ],
        i: [
          { title: 'Direkt bei mir', text: 'Ihre Anfrage geht an mich, ohne Buchungsportal dazwischen.' },
          { title: 'Antworten aus erster Hand', text: 'Fragen Sie mich vor der Buchung alles über die Unterkunft oder die Umgebung.' },
          { title: 'Ihre Wunschtermine', text: 'Sagen Sie mir, was Sie sich vorstellen, und ich schaue, was sich machen lässt.' },
        ],
      },
      faq: {
        we: [
          { q: 'Was kostet der Aufenthalt?', a: 'Das hängt von Ihren Reisedaten ab. Schicken Sie sie uns mit dem Formular auf dieser Seite, und wir nennen Ihnen den Preis.' },
          { q: 'Wann sind An- und Abreise?', a: 'Die Zeiten bestätigen wir mit Ihrer Buchung. Wenn Sie eine andere Uhrzeit brauchen, fragen Sie einfach.' },
          { q: 'Was ist in der Unterkunft vorhanden?', a: 'Fragen Sie uns, was dazugehört, etwa Bettwäsche, Handtücher oder das Nötigste für die Küche, und wir sagen Ihnen, was Sie mitbringen sollten.' },
          { q: 'Wie bezahle ich?', a: 'Wie und wann Sie bezahlen, erklären wir Ihnen, wenn wir Ihre Reisedaten bestätigen.' },
        ],
        i: [
          { q: 'Was kostet der Aufenthalt?', a: 'Das hängt von Ihren Reisedaten ab. Schicken Sie sie mir mit dem Formular auf dieser Seite, und ich nenne Ihnen den Preis.' },
          { q: 'Wann sind An- und Abreise?', a: 'Die Zeiten bestätige ich mit Ihrer Buchung. Wenn Sie eine andere Uhrzeit brauchen, fragen Sie einfach.' },
          { q: 'Was ist in der Unterkunft vorhanden?', a: 'Fragen Sie mich, was dazugehört, etwa Bettwäsche, Handtücher oder das Nötigste für die Küche, und ich sage Ihnen, was Sie mitbringen sollten.' },
          { q: 'Wie bezahle ich?', a: 'Wie und wann Sie bezahlen, erkläre ich Ihnen, wenn ich Ihre Reisedaten bestätige.' },
        ],
      },
      closing: {
        heading: 'Bereit für Ihren Urlaub?',
        text: { we: 'Senden Sie uns Ihre Reisedaten, und wir prüfen, ob sie frei sind.', i: 'Senden Sie mir Ihre Reisedaten, und ich prüfe, ob sie frei sind.' },
      },
      featureText: {
        we: [
          'Fragen Sie uns vor der Buchung gern nach Details.',
          'Einer der Gründe, warum ein Aufenthalt hier so entspannt ist.',
          'Eines der ersten Dinge, die Gästen auffallen.',
          'Zum Genießen, den ganzen Aufenthalt lang.',
        ],
        i: [
          'Fragen Sie mich vor der Buchung gern nach Details.',
          'Einer der Gründe, warum ein Aufenthalt hier so entspannt ist.',
          'Eines der ersten Dinge, die Gästen auffallen.',
          'Zum Genießen, den ganzen Aufenthalt lang.',
        ],
      },
    },
  },
  it: {
    holidayLet: {
      cta: { primary: 'Verifica disponibilità', secondary: 'Guarda le foto' },
      sections: {
        home: { nav: 'La casa', heading: 'La tua casa lontano da casa', eyebrow: 'La casa vacanze' },
        inside: { nav: 'Foto', heading: 'Uno sguardo all’interno', eyebrow: 'In immagini', go: 'Guarda le foto' },
        booking: { heading: 'Come prenotare il soggiorno', eyebrow: 'Prenotazione' },
        benefits: { heading: 'Perché prenotare direttamente', eyebrow: 'Prenota dal proprietario' },
        neighbourhood: { nav: 'Dintorni', heading: 'I dintorni', eyebrow: 'Posizione' },
        faq: { nav: 'FAQ', heading: 'Prima del soggiorno', eyebrow: 'Domande frequenti' },
        contact: { nav: 'Prenota', heading: 'Verifica disponibilità', eyebrow: 'Il tuo soggiorno', send: 'Verifica disponibilità' },
      },
      contactIntro: { we: 'Dicci le date e in quanti siete, e ti faremo sapere se sono libere.', i: 'Dimmi le date e in quanti siete, e ti farò sapere se sono libere.' },
      about: {
        we: 'Chiedici pure della zona prima di arrivare: passeggiate, spiagge, dove mangiare e come arrivare. Ti diremo volentieri tutto quello che sappiamo.',
        i: 'Chiedimi pure della zona prima di arrivare: passeggiate, spiagge, dove mangiare e come arrivare. Ti dirò volentieri tutto quello che so.',
      },
      steps: {
        we: [
          { title: 'Inviaci le date', text: 'Dicci quando vuoi arrivare e ripartire, e quanti siete.' },
          { title: 'Confermiamo date e prezzo', text: 'Ti rispondiamo per dirti se le date sono libere e quanto costa il soggiorno.' },
          { title: 'Preparati al viaggio', text: 'Dopo la prenotazione ti mandiamo le indicazioni stradali e tutto ciò che ti serve per l’arrivo.' },
        ],
        i: [
          { title: 'Inviami le date', text: 'Dimmi quando vuoi arrivare e ripartire, e quanti siete.' },
          { title: 'Confermo date e prezzo', text: 'Ti rispondo per dirti se le date sono libere e quanto costa il soggiorno.' },
          { title: 'Preparati al viaggio', text: 'Dopo la prenotazione ti mando le indicazioni stradali e tutto ciò che ti serve per l’arrivo.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Direttamente dai proprietari', text: 'La tua richiesta arriva a noi, senza portali di prenotazione in mezzo.' },
          { title: 'Risposte di prima mano', text: 'Chiedici tutto sulla casa o sulla zona prima di prenotare.' },
          { title: 'Date su misura per te', text: 'Dicci cosa hai in mente e vediamo cosa possiamo fare.' },
        ],
        i: [
          { title: 'Direttamente dal proprietario', text: 'La tua richiesta arriva a me, senza portali di prenotazione in mezzo.' },
          { title: 'Risposte di prima mano', text: 'Chiedimi tutto sulla casa o sulla zona prima di prenotare.' },
          { title: 'Date su misura per te', text: 'Dimmi cosa hai in mente e vedo cosa posso fare.' },
        ],
      },
      faq: {
        we: [
          { q: 'Quanto costa?', a: 'Dipende dalle date. Inviacele con il modulo di questa pagina e ti diremo il prezzo.' },
          { q: 'A che ora sono l’arrivo e la partenza?', a: 'Ti confermiamo gli orari insieme alla prenotazione. Se ti serve un orario diverso, chiedi pure.' },
          { q: 'Cosa trovo nella casa?', a: 'Chiedici cosa è incluso, come biancheria da letto, asciugamani e l’essenziale per cucinare, e ti diremo cosa portare.' },
          { q: 'Come si paga?', a: 'Ti spiegheremo come e quando pagare quando confermiamo le date.' },
        ],
        i: [
          { q: 'Quanto costa?', a: 'Dipende dalle date. Inviamele con il modulo di questa pagina e ti dirò il prezzo.' },
          { q: 'A che ora sono l’arrivo e la partenza?', a: 'Ti confermo gli orari insieme alla prenotazione. Se ti serve un orario diverso, chiedi pure.' },
          { q: 'Cosa trovo nella casa?', a: 'Chiedimi cosa è incluso, come biancheria da letto, asciugamani e l’essenziale per cucinare, e ti dirò cosa portare.' },
          { q: 'Come si paga?', a: 'Ti spiegherò come e quando pagare quando confermo le date.' },
        ],
      },
      closing: {
        heading: 'La tua prossima vacanza',
        text: { we: 'Inviaci le date e verificheremo se sono libere.', i: 'Inviami le date e verificherò se sono libere.' },
      },
      featureText: {
        we: [
          'Chiedici maggiori dettagli prima di prenotare.',
          'Una delle cose che rendono semplice un soggiorno qui.',
          'Una delle prime cose che gli ospiti notano.',
          'Tutto per te, per l’intero soggiorno.',
        ],
        i: [
          'Chiedimi maggiori dettagli prima di prenotare.',
          'Una delle cose che rendono semplice un soggiorno qui.',
          'Una delle prime cose che gli ospiti notano.',
          'Tutto per te, per l’intero soggiorno.',
        ],
      },
    },
  },
  nl: {
    holidayLet: {
      cta: { primary: 'Beschikbaarheid opvragen', secondary: 'Bekijk de foto’s' },
      sections: {
        home: { nav: 'Accommodatie', heading: 'Jouw thuis op vakantie', eyebrow: 'De accommodatie' },
        inside: { nav: 'Foto’s', heading: 'Neem een kijkje binnen', eyebrow: 'In beeld', go: 'Bekijk de foto’s' },
        booking: { heading: 'Zo boek je je verblijf', eyebrow: 'Reserveren' },
        benefits: { heading: 'Waarom direct boeken', eyebrow: 'Zonder tussenpersoon' },
        neighbourhood: { nav: 'Omgeving', heading: 'De omgeving', eyebrow: 'Ligging' },
        faq: { nav: 'FAQ', heading: 'Voor je verblijf', eyebrow: 'Veelgestelde vragen' },
        contact: { nav: 'Boeken', heading: 'Beschikbaarheid opvragen', eyebrow: 'Je verblijf', send: 'Beschikbaarheid opvragen' },
      },
      contactIntro: {
        we: 'Laat ons je data weten en met hoeveel personen je komt, dan laten we weten of ze nog vrij zijn.',
        i: 'Laat me je data weten en met hoeveel personen je komt, dan laat ik weten of ze nog vrij zijn.',
      },
      about: {
        we: 'Vraag ons vooraf gerust naar de omgeving: wandelroutes, stranden, plekken om te eten en hoe je er komt. We vertellen je graag wat we weten.',
        i: 'Vraag me vooraf gerust naar de omgeving: wandelroutes, stranden, plekken om te eten en hoe je er komt. Ik vertel je graag wat ik weet.',
      },
      steps: {
        we: [
          { title: 'Stuur je data', text: 'Laat ons weten wanneer je wilt aankomen en vertrekken, en met hoeveel je bent.' },
          { title: 'Bevestiging en prijs', text: 'We laten je weten of de data vrij zijn en wat je verblijf kost.' },
          { title: 'Klaar voor vertrek', text: 'Na je boeking sturen we je een routebeschrijving en alles wat je nodig hebt voor je aankomst.' },
        ],
        i: [
          { title: 'Stuur je data', text: 'Laat me weten wanneer je wilt aankomen en vertrekken, en met hoeveel je bent.' },
          { title: 'Bevestiging en prijs', text: 'Ik laat je weten of de data vrij zijn en wat je verblijf kost.' },
          { title: 'Klaar voor vertrek', text: 'Na je boeking stuur ik je een routebeschrijving en alles wat je nodig hebt voor je aankomst.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Rechtstreeks naar de eigenaren', text: 'Je aanvraag komt bij ons binnen, zonder boekingssite ertussen.' },
          { title: 'Antwoord uit eerste hand', text: 'Vraag ons alles over de accommodatie of de omgeving voordat je boekt.' },
          { title: 'Data die jou uitkomen', text: 'Vertel ons wat je in gedachten hebt, dan kijken we wat er mogelijk is.' },
        ],
        i: [
          { title: 'Rechtstreeks naar de eigenaar', text: 'Je aanvraag komt bij mij binnen, zonder boekingssite ertussen.' },
          { title: 'Antwoord uit eerste hand', text: 'Vraag me alles over de accommodatie of de omgeving voordat je boekt.' },
          { title: 'Data die jou uitkomen', text: 'Vertel me wat je in gedachten hebt, dan kijk ik wat er mogelijk is.' },
        ],
      },
      faq: {
        we: [
          { q: 'Wat kost het?', a: 'Dat hangt af van je data. Stuur ze via het formulier op deze pagina, dan laten we je de prijs weten.' },
          { q: 'Hoe laat zijn aankomst en vertrek?', a: 'We bevestigen de tijden samen met je boeking. Heb je een ander tijdstip nodig, vraag het gerust.' },
          { q: 'Wat is er aanwezig?', a: 'Vraag ons wat er inbegrepen is, zoals beddengoed, handdoeken en de basis voor de keuken, dan laten we weten wat je zelf moet meenemen.' },
          { q: 'Hoe betaal ik?', a: 'Hoe en wanneer je betaalt, leggen we uit als we je data bevestigen.' },
        ],
        i: [
          { q: 'Wat kost het?', a: 'Dat hangt af van je data. Stuur ze via het formulier op deze pagina, dan laat ik je de prijs weten.' },
          { q: 'Hoe laat zijn aankomst en vertrek?', a: 'Ik bevestig de tijden samen met je boeking. Heb je een ander tijdstip nodig, vraag het gerust.' },
          { q: 'Wat is er aanwezig?', a: 'Vraag me wat er inbegrepen is, zoals beddengoed, handdoeken en de basis voor de keuken, dan laat ik weten wat je zelf moet meenemen.' },
          { q: 'Hoe betaal ik?', a: 'Hoe en wanneer je betaalt, leg ik uit als ik je data bevestig.' },
        ],
      },
      closing: {
        heading: 'Tijd voor vakantie?',
        text: { we: 'Stuur je data, dan kijken we of ze vrij zijn.', i: 'Stuur je data, dan kijk ik of ze vrij zijn.' },
      },
      featureText: {
        we: [
          'Vraag ons gerust meer informatie voordat je boekt.',
          'Een van de dingen die een verblijf hier makkelijk maken.',
          'Een van de eerste dingen die gasten opvallen.',
          'Om van te genieten tijdens je hele verblijf.',
        ],
        i: [
          'Vraag me gerust meer informatie voordat je boekt.',
          'Een van de dingen die een verblijf hier makkelijk maken.',
          'Een van de eerste dingen die gasten opvallen.',
          'Om van te genieten tijdens je hele verblijf.',
        ],
      },
    },
  },
  ja: {
    holidayLet: {
      cta: { primary: '空き状況を確認', secondary: '室内を見る' },
      sections: {
        home: { nav: 'お宿紹介', heading: 'もうひとつのわが家', eyebrow: 'お宿紹介' },
        inside: { nav: '写真', heading: '室内の様子をご覧ください', eyebrow: '写真で見る', go: '室内を見る' },
        booking: { heading: 'ご宿泊までの流れ', eyebrow: 'ご予約' },
        benefits: { heading: '直接予約がおすすめの理由', eyebrow: 'オーナーに直接予約' },
        neighbourhood: { nav: '周辺情報', heading: '周辺のご案内', eyebrow: 'ロケーション' },
        faq: { nav: 'よくある質問', heading: 'ご宿泊の前に', eyebrow: 'よくある質問' },
        contact: { nav: 'ご予約', heading: '空き状況の確認', eyebrow: 'ご宿泊', send: '空き状況を確認' },
      },
      contactIntro: { we: 'ご希望の日程と人数をお知らせいただければ、空いているかどうかを私たちからご連絡します。', i: 'ご希望の日程と人数をお知らせいただければ、空いているかどうかを私からご連絡します。' },
      about: { we: 'お越しになる前に、散策コースやビーチ、お食事処、アクセスなど、周辺のことを何でも私たちにお尋ねください。知っていることは喜んでお伝えします。', i: 'お越しになる前に、散策コースやビーチ、お食事処、アクセスなど、周辺のことを何でも私にお尋ねください。知っていることは喜んでお伝えします。' },
      steps: {
        we: [
          { title: '日程を送る', text: '到着日と出発日、人数を私たちにお知らせください。' },
          { title: '空き状況と料金のご案内', text: 'ご希望の日程が空いているかどうかと、ご宿泊の料金を私たちからお知らせします。' },
          { title: 'ご出発の準備', text: 'ご予約が確定したら、道順やご到着に必要な情報をすべて私たちからお送りします。' },
        ],
        i: [
          { title: '日程を送る', text: '到着日と出発日、人数を私にお知らせください。' },
          { title: '空き状況と料金のご案内', text: 'ご希望の日程が空いているかどうかと、ご宿泊の料金を私からお知らせします。' },
          { title: 'ご出発の準備', text: 'ご予約が確定したら、道順やご到着に必要な情報をすべて私からお送りします。' },
        ],
      },
      benefits: {
        we: [
          { title: 'オーナーに直接届く', text: '予約サイトを通さず、ご依頼が私たちに直接届きます。' },
          { title: 'よく知る私たちがお答え', text: 'ご予約の前に、お宿や周辺のことを何でも私たちにお尋ねください。' },
          { title: 'ご希望の日程に合わせて', text: 'ご希望をお聞かせいただければ、私たちができる限りご相談に応じます。' },
        ],
        i: [
          { title: 'オーナーに直接届く', text: '予約サイトを通さず、ご依頼が私に直接届きます。' },
          { title: 'よく知る私がお答え', text: 'ご予約の前に、お宿や周辺のことを何でも私にお尋ねください。' },
          { title: 'ご希望の日程に合わせて', text: 'ご希望をお聞かせいただければ、私ができる限りご相談に応じます。' },
        ],
      },
      faq: {
        we: [
          { q: '料金はいくらですか？', a: '料金は日程によって異なります。このページのフォームから日程をお送りいただければ、私たちから料金をお知らせします。' },
          { q: 'チェックイン・チェックアウトの時間は？', a: 'ご予約の確定時に、私たちから時間をお知らせします。別の時間をご希望の場合は、お気軽にご相談ください。' },
          { q: '何が用意されていますか？', a: '寝具やタオル、基本的なキッチン用品など、何が含まれるかをお尋ねください。お持ちいただくものを私たちからお伝えします。' },
          { q: '支払い方法は？', a: 'お支払いの方法と時期は、日程の確定時に私たちからご説明します。' },
        ],
        i: [
          { q: '料金はいくらですか？', a: '料金は日程によって異なります。このページのフォームから日程をお送りいただければ、私から料金をお知らせします。' },
          { q: 'チェックイン・チェックアウトの時間は？', a: 'ご予約の確定時に、私から時間をお知らせします。別の時間をご希望の場合は、お気軽にご相談ください。' },
          { q: '何が用意されていますか？', a: '寝具やタオル、基本的なキッチン用品など、何が含まれるかをお尋ねください。お持ちいただくものを私からお伝えします。' },
          { q: '支払い方法は？', a: 'お支払いの方法と時期は、日程の確定時に私からご説明します。' },
        ],
      },
      closing: {
        heading: 'ご宿泊をお待ちしています',
        text: { we: '日程をお送りいただければ、空いているかどうかを私たちが確認します。', i: '日程をお送りいただければ、空いているかどうかを私が確認します。' },
      },
      featureText: {
        we: [
          '詳しくは、ご予約の前に私たちにお尋ねください。',
          'ここでの滞在を快適にしてくれるもののひとつです。',
          'ゲストの皆さまがまず気づくポイントのひとつです。',
          'ご滞在中ずっとお楽しみいただけます。',
        ],
        i: [
          '詳しくは、ご予約の前に私にお尋ねください。',
          'ここでの滞在を快適にしてくれるもののひとつです。',
          'ゲストの皆さまがまず気づくポイントのひとつです。',
          'ご滞在中ずっとお楽しみいただけます。',
        ],
      },
    },
  },
  zh: {
    holidayLet: {
      cta: { primary: '查询可订日期', secondary: '看看室内' },
      sections: {
        home: { nav: '房屋介绍', heading: '像家一样自在', eyebrow: '房屋介绍' },
        inside: { nav: '照片', heading: '走进屋里看看', eyebrow: '图片一览', go: '看看室内' },
        booking: { heading: '如何预订入住', eyebrow: '预订' },
        benefits: { heading: '为什么直接预订', eyebrow: '向房东预订' },
        neighbourhood: { nav: '周边', heading: '周边环境', eyebrow: '位置' },
        faq: { nav: '常见问题', heading: '入住之前', eyebrow: '常见问题' },
        contact: { nav: '预订', heading: '查询可订日期', eyebrow: '您的住宿', send: '查询可订日期' },
      },
      contactIntro: { we: '告诉我们您的日期和入住人数，我们会告诉您这几天是否可订。', i: '告诉我您的日期和入住人数，我会告诉您这几天是否可订。' },
      about: { we: '来之前，欢迎向我们打听周边的情况：散步路线、海滩、吃饭的地方，以及怎么过来。我们很乐意把知道的都告诉您。', i: '来之前，欢迎向我打听周边的情况：散步路线、海滩、吃饭的地方，以及怎么过来。我很乐意把知道的都告诉您。' },
      steps: {
        we: [
          { title: '发送日期', text: '告诉我们您想哪天入住、哪天离开，以及有几位客人。' },
          { title: '确认日期与价格', text: '我们会回复您这些日期是否可订，以及这次住宿的费用。' },
          { title: '准备出发', text: '预订完成后，我们会把路线和入住所需的信息都发给您。' },
        ],
        i: [
          { title: '发送日期', text: '告诉我您想哪天入住、哪天离开，以及有几位客人。' },
          { title: '确认日期与价格', text: '我会回复您这些日期是否可订，以及这次住宿的费用。' },
          { title: '准备出发', text: '预订完成后，我会把路线和入住所需的信息都发给您。' },
        ],
      },
      benefits: {
        we: [
          { title: '直达房东', text: '您的请求直接发给我们，中间没有预订网站。' },
          { title: '熟悉这里的人来解答', text: '预订前，关于房子或周边的任何问题都可以问我们。' },
          { title: '日期好商量', text: '告诉我们您的打算，我们会尽量安排。' },
        ],
        i: [
          { title: '直达房东', text: '您的请求直接发给我，中间没有预订网站。' },
          { title: '熟悉这里的人来解答', text: '预订前，关于房子或周边的任何问题都可以问我。' },
          { title: '日期好商量', text: '告诉我您的打算，我会尽量安排。' },
        ],
      },
      faq: {
        we: [
          { q: '价格是多少？', a: '价格取决于您的日期。请用本页的表单把日期发给我们，我们会告诉您价格。' },
          { q: '几点入住和退房？', a: '我们会在确认预订时告知具体时间。如需其他时间，请告诉我们。' },
          { q: '提供哪些用品？', a: '床品、毛巾、基本厨具等是否提供，欢迎问我们，我们会告诉您需要自带什么。' },
          { q: '如何付款？', a: '我们会在确认日期时说明付款方式和时间。' },
        ],
        i: [
          { q: '价格是多少？', a: '价格取决于您的日期。请用本页的表单把日期发给我，我会告诉您价格。' },
          { q: '几点入住和退房？', a: '我会在确认预订时告知具体时间。如需其他时间，请告诉我。' },
          { q: '提供哪些用品？', a: '床品、毛巾、基本厨具等是否提供，欢迎问我，我会告诉您需要自带什么。' },
          { q: '如何付款？', a: '我会在确认日期时说明付款方式和时间。' },
        ],
      },
      closing: {
        heading: '欢迎来住',
        text: { we: '发来您的日期，我们帮您查看是否可订。', i: '发来您的日期，我帮您查看是否可订。' },
      },
      featureText: {
        we: [
          '预订前想了解更多，欢迎问我们。',
          '在这里住得轻松自在的原因之一。',
          '客人最先注意到的亮点之一。',
          '整个住宿期间都可以尽情享受。',
        ],
        i: [
          '预订前想了解更多，欢迎问我。',
          '在这里住得轻松自在的原因之一。',
          '客人最先注意到的亮点之一。',
          '整个住宿期间都可以尽情享受。',
        ],
      },
    },
  },
  ar: {
    holidayLet: {
      cta: { primary: 'تحقق من التوفر', secondary: 'شاهد من الداخل' },
      sections: {
        home: { nav: 'المكان', heading: 'بيتك الثاني', eyebrow: 'المكان' },
        inside: { nav: 'الصور', heading: 'ألقِ نظرة من الداخل', eyebrow: 'بالصور', go: 'شاهد من الداخل' },
        booking: { heading: 'كيف تحجز إقامتك', eyebrow: 'الحجز' },
        benefits: { heading: 'لماذا تحجز مباشرة', eyebrow: 'احجز من المالك' },
        neighbourhood: { nav: 'المنطقة', heading: 'المنطقة المحيطة', eyebrow: 'الموقع' },
        faq: { nav: 'الأسئلة الشائعة', heading: 'قبل إقامتك', eyebrow: 'الأسئلة الشائعة' },
        contact: { nav: 'احجز', heading: 'تحقق من التوفر', eyebrow: 'إقامتك', send: 'تحقق من التوفر' },
      },
      contactIntro: { we: 'أخبرنا بتواريخك وكم عددكم، وسنخبرك إن كانت هذه التواريخ متاحة.', i: 'أخبرني بتواريخك وكم عددكم، وسأخبرك إن كانت هذه التواريخ متاحة.' },
      about: {
        we: 'اسألنا عن المنطقة قبل أن تأتي: أماكن المشي والشواطئ والمطاعم وطريقة الوصول. يسعدنا أن نشاركك ما نعرفه.',
        i: 'اسألني عن المنطقة قبل أن تأتي: أماكن المشي والشواطئ والمطاعم وطريقة الوصول. يسعدني أن أشاركك ما أعرفه.',
      },
      steps: {
        we: [
          { title: 'أرسل تواريخك', text: 'أخبرنا متى تريد الوصول والمغادرة، وكم عددكم.' },
          { title: 'نؤكد ونرسل السعر', text: 'نرد عليك لنخبرك إن كانت التواريخ متاحة وكم ستكلف إقامتك.' },
          { title: 'استعد للسفر', text: 'بعد أن تحجز، سنرسل إليك وصف الطريق وكل ما تحتاجه عند وصولك.' },
        ],
        i: [
          { title: 'أرسل تواريخك', text: 'أخبرني متى تريد الوصول والمغادرة، وكم عددكم.' },
          { title: 'أؤكد وأرسل السعر', text: 'أرد عليك لأخبرك إن كانت التواريخ متاحة وكم ستكلف إقامتك.' },
          { title: 'استعد للسفر', text: 'بعد أن تحجز، سأرسل إليك وصف الطريق وكل ما تحتاجه عند وصولك.' },
        ],
      },
      benefits: {
        we: [
          { title: 'مباشرة إلى المالكين', text: 'يصلنا طلبك مباشرة، دون موقع حجز وسيط.' },
          { title: 'إجابات ممن يعرفون المكان', text: 'اسألنا عن أي شيء يخص المكان أو المنطقة قبل أن تحجز.' },
          { title: 'تواريخ تناسبك', text: 'أخبرنا بما يدور في ذهنك وسنرى ما يمكننا فعله.' },
        ],
        i: [
          { title: 'مباشرة إلى المالك', text: 'يصلني طلبك مباشرة، دون موقع حجز وسيط.' },
          { title: 'إجابات ممن يعرف المكان', text: 'اسألني عن أي شيء يخص المكان أو المنطقة قبل أن تحجز.' },
          { title: 'تواريخ تناسبك', text: 'أخبرني بما يدور في ذهنك وسأرى ما يمكنني فعله.' },
        ],
      },
      faq: {
        we: [
          { q: 'كم تبلغ التكلفة؟', a: 'يعتمد ذلك على تواريخك. أرسلها عبر النموذج في هذه الصفحة وسنخبرك بالسعر.' },
          { q: 'ما موعد الوصول والمغادرة؟', a: 'نؤكد لك المواعيد عند تأكيد حجزك. وإن احتجت إلى وقت مختلف فاسألنا.' },
          { q: 'ماذا يوفّر المكان؟', a: 'اسألنا عمّا هو مشمول، مثل أغطية الأسرّة والمناشف وأساسيات المطبخ، وسنخبرك بما عليك إحضاره.' },
          { q: 'كيف أدفع؟', a: 'نشرح لك طريقة الدفع وموعده عند تأكيد تواريخك.' },
        ],
        i: [
          { q: 'كم تبلغ التكلفة؟', a: 'يعتمد ذلك على تواريخك. أرسلها عبر النموذج في هذه الصفحة وسأخبرك بالسعر.' },
          { q: 'ما موعد الوصول والمغادرة؟', a: 'أؤكد لك المواعيد عند تأكيد حجزك. وإن احتجت إلى وقت مختلف فاسألني.' },
          { q: 'ماذا يوفّر المكان؟', a: 'اسألني عمّا هو مشمول، مثل أغطية الأسرّة والمناشف وأساسيات المطبخ، وسأخبرك بما عليك إحضاره.' },
          { q: 'كيف أدفع؟', a: 'أشرح لك طريقة الدفع وموعده عند تأكيد تواريخك.' },
        ],
      },
      closing: {
        heading: 'أهلًا بك ضيفًا',
        text: { we: 'أرسل تواريخك وسنتحقق من توفرها.', i: 'أرسل تواريخك وسأتحقق من توفرها.' },
      },
      featureText: {
        we: [
          'اسألنا عن مزيد من التفاصيل قبل أن تحجز.',
          'جزء مما يجعل الإقامة هنا سهلة.',
          'من أول ما يلاحظه الضيوف.',
          'تستمتع به طوال إقامتك.',
        ],
        i: [
          'اسألني عن مزيد من التفاصيل قبل أن تحجز.',
          'جزء مما يجعل الإقامة هنا سهلة.',
          'من أول ما يلاحظه الضيوف.',
          'تستمتع به طوال إقامتك.',
        ],
      },
    },
  },
};
