import type { StyleCopy } from './types';

/**
 * A class-based school's or studio's own words over the local phrasebook (types.ts `PageStyle` `classes`; choose-blueprint
 * `teachesClasses`: a dance school, a yoga or Pilates studio, a martial arts school, a swim school, a cookery school,
 * language or baby classes), in the site languages: people are invited to book a class and shown the classes, how to
 * start and the class times ("Book a class", "Our classes", "Class times"), instead of a salon's "Request a booking",
 * "How does payment work? … insurance or vouchers". No claim the owner has not made (no free or trial class, no
 * qualified teachers, no levels, ages or class sizes, no prices: questions about them are answered with "ask us").
 */
export const CLASSES_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { classes: StyleCopy }> = {
  en: {
    classes: {
      cta: { primary: 'Book a class', secondary: 'See the classes' },
      sections: {
        services: { nav: 'Classes', heading: { we: 'Our classes', i: 'My classes' }, eyebrow: 'Classes' },
        booking: { heading: 'How to start', eyebrow: 'Getting started' },
        benefits: { heading: 'What to expect' },
        timetable: { nav: 'Timetable', heading: { we: 'Class times and where to find us', i: 'Class times and where to find me' }, eyebrow: 'Timetable' },
        faq: { heading: 'Before your first class' },
        contact: { nav: 'Book', heading: 'Book a class', eyebrow: 'Booking', send: 'Request a place' },
      },
      contactIntro: {
        we: 'Tell us which class you’d like to join and when suits you, and we’ll reply to confirm your place.',
        i: 'Tell me which class you’d like to join and when suits you, and I’ll reply to confirm your place.',
      },
      about: {
        we: 'Whether it’s your first class or you’ve been coming for a long time, there’s a place for you at {name}. Tell us what you’d like to learn and we’ll help you find the right class.',
        i: 'Whether it’s your first class or you’ve been coming for a long time, there’s a place for you in my classes. Tell me what you’d like to learn and I’ll help you find the right one.',
      },
      steps: {
        we: [
          { title: 'Choose a class', text: 'Look through the classes and times on this page, or ask us which one suits you.' },
          { title: 'Book your place', text: 'Send a request with the form on this page, and we’ll confirm your place.' },
          { title: 'Come along', text: 'Arrive a little early for your first class, and we’ll help you settle in.' },
        ],
        i: [
          { title: 'Choose a class', text: 'Look through the classes and times on this page, or ask me which one suits you.' },
          { title: 'Book your place', text: 'Send a request with the form on this page, and I’ll confirm your place.' },
          { title: 'Come along', text: 'Arrive a little early for your first class, and I’ll help you settle in.' },
        ],
      },
      benefits: {
        we: [
          { title: 'The right class for you', text: 'Tell us what you’ve done before and we’ll suggest where to start.' },
          { title: 'Times that fit', text: 'The class times are on this page; ask us if you need another day or time.' },
          { title: 'Questions welcome', text: 'Ask us anything before your first class, from what to bring to how booking works.' },
        ],
        i: [
          { title: 'The right class for you', text: 'Tell me what you’ve done before and I’ll suggest where to start.' },
          { title: 'Times that fit', text: 'The class times are on this page; ask me if you need another day or time.' },
          { title: 'Questions welcome', text: 'Ask me anything before your first class, from what to bring to how booking works.' },
        ],
      },
      faq: {
        we: [
          { q: 'Do I need any experience?', a: 'Tell us what you’ve done before, and we’ll suggest the class that suits you.' },
          { q: 'What should I bring to my first class?', a: 'We’ll tell you what to wear and bring when we confirm your place.' },
          { q: 'How much do classes cost?', a: 'Ask us and we’ll explain the prices and how to pay before you book.' },
          { q: 'What if I can’t make a class?', a: 'Let us know as soon as you can using the details on this page, and we’ll tell you what we can do.' },
        ],
        i: [
          { q: 'Do I need any experience?', a: 'Tell me what you’ve done before, and I’ll suggest the class that suits you.' },
          { q: 'What should I bring to my first class?', a: 'I’ll tell you what to wear and bring when I confirm your place.' },
          { q: 'How much do classes cost?', a: 'Ask me and I’ll explain the prices and how to pay before you book.' },
          { q: 'What if I can’t make a class?', a: 'Let me know as soon as you can using the details on this page, and I’ll tell you what I can do.' },
        ],
      },
      closing: {
        heading: 'Ready for your first class?',
        text: { we: 'Send us a message and we’ll find you a place in a class that suits you.', i: 'Send me a message and I’ll find you a place in a class that suits you.' },
      },
      featureText: {
        we: ['Ask us about it when you book.', 'Part of the classes at {name}.', 'Come along and see for yourself.', 'Tell us what you’d like to learn and we’ll point you the right way.'],
        i: ['Ask me about it when you book.', 'Part of my classes.', 'Come along and see for yourself.', 'Tell me what you’d like to learn and I’ll point you the right way.'],
      },
    },
  },
  es: {
    classes: {
      cta: { primary: 'Reserva tu clase', secondary: 'Ver las clases' },
      sections: {
        services: { nav: 'Clases', heading: { we: 'Nuestras clases', i: 'Mis clases' }, eyebrow: 'Clases' },
        booking: { heading: 'Cómo empezar', eyebrow: 'Primeros pasos' },
        benefits: { heading: 'Qué puedes esperar' },
        timetable: { nav: 'Horarios', heading: { we: 'Horarios de clase y dónde encontrarnos', i: 'Horarios de clase y dónde encontrarme' }, eyebrow: 'Horarios' },
        faq: { heading: 'Antes de tu primera clase' },
        contact: { nav: 'Reservar', heading: 'Reserva tu clase', eyebrow: 'Reservas', send: 'Solicitar plaza' },
      },
      contactIntro: {
        we: 'Dinos a qué clase te gustaría apuntarte y cuándo te viene bien, y te responderemos para confirmar tu plaza.',
        i: 'Dime a qué clase te gustaría apuntarte y cuándo te viene bien, y te responderé para confirmar tu plaza.',
      },
      about: {
        we: 'Tanto si es tu primera clase como si llevas tiempo viniendo, en {name} hay un sitio para ti. Cuéntanos qué te gustaría aprender y te ayudaremos a encontrar la clase adecuada.',
        i: 'Tanto si es tu primera clase como si llevas tiempo viniendo, en mis clases hay un sitio para ti. Cuéntame qué te gustaría aprender y te ayudaré a encontrar la que mejor te encaje.',
      },
      steps: {
        we: [
          { title: 'Elige una clase', text: 'Echa un vistazo a las clases y horarios de esta página, o pregúntanos cuál te conviene.' },
          { title: 'Reserva tu plaza', text: 'Envía una solicitud con el formulario de esta página y te confirmaremos la plaza.' },
          { title: 'Ven a clase', text: 'Llega un poco antes a tu primera clase y te ayudaremos a ubicarte.' },
        ],
        i: [
          { title: 'Elige una clase', text: 'Echa un vistazo a las clases y horarios de esta página, o pregúntame cuál te conviene.' },
          { title: 'Reserva tu plaza', text: 'Envía una solicitud con el formulario de esta página y te confirmaré la plaza.' },
          { title: 'Ven a clase', text: 'Llega un poco antes a tu primera clase y te ayudaré a ubicarte.' },
        ],
      },
      benefits: {
        we: [
          { title: 'La clase adecuada para ti', text: 'Cuéntanos qué has hecho antes y te diremos por dónde empezar.' },
          { title: 'Horarios que te vienen bien', text: 'Los horarios de las clases están en esta página; pregúntanos si necesitas otro día u otra hora.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntanos cualquier cosa antes de tu primera clase, desde qué traer hasta cómo funcionan las reservas.' },
        ],
        i: [
          { title: 'La clase adecuada para ti', text: 'Cuéntame qué has hecho antes y te diré por dónde empezar.' },
          { title: 'Horarios que te vienen bien', text: 'Los horarios de las clases están en esta página; pregúntame si necesitas otro día u otra hora.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntame cualquier cosa antes de tu primera clase, desde qué traer hasta cómo funcionan las reservas.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Necesito experiencia?', a: 'Cuéntanos qué has hecho antes y te recomendaremos la clase que mejor te encaje.' },
          { q: '¿Qué debo llevar a mi primera clase?', a: 'Cuando te confirmemos la plaza, te diremos qué ropa ponerte y qué traer.' },
          { q: '¿Cuánto cuestan las clases?', a: 'Pregúntanos y te explicaremos los precios y las formas de pago antes de que reserves.' },
          { q: '¿Y si no puedo ir a una clase?', a: 'Avísanos lo antes posible con los datos de contacto de esta página y te diremos qué podemos hacer.' },
        ],
        i: [
          { q: '¿Necesito experiencia?', a: 'Cuéntame qué has hecho antes y te recomendaré la clase que mejor te encaje.' },
          { q: '¿Qué debo llevar a mi primera clase?', a: 'Cuando te confirme la plaza, te diré qué ropa ponerte y qué traer.' },
          { q: '¿Cuánto cuestan las clases?', a: 'Pregúntame y te explicaré los precios y las formas de pago antes de que reserves.' },
          { q: '¿Y si no puedo ir a una clase?', a: 'Avísame lo antes posible con los datos de contacto de esta página y te diré qué puedo hacer.' },
        ],
      },
      closing: {
        heading: '¿Te apuntas a tu primera clase?',
        text: { we: 'Envíanos un mensaje y te buscaremos plaza en la clase que mejor te encaje.', i: 'Envíame un mensaje y te buscaré plaza en la clase que mejor te encaje.' },
      },
      featureText: {
        we: ['Pregúntanos por ello al reservar.', 'Forma parte de las clases de {name}.', 'Ven a conocerlo en persona.', 'Cuéntanos qué te gustaría aprender y te orientaremos.'],
        i: ['Pregúntame por ello al reservar.', 'Forma parte de mis clases.', 'Ven a conocerlo en persona.', 'Cuéntame qué te gustaría aprender y te orientaré.'],
      },
    },
  },
  pt: {
    classes: {
      cta: { primary: 'Reserve a sua aula', secondary: 'Ver as aulas' },
      sections: {
        services: { nav: 'Aulas', heading: { we: 'As nossas aulas', i: 'As minhas aulas' }, eyebrow: 'Aulas' },
        booking: { heading: 'Como começar', eyebrow: 'Primeiros passos' },
        benefits: { heading: 'O que pode esperar' },
        timetable: { nav: 'Horários', heading: { we: 'Horário das aulas e onde estamos', i: 'Horário das aulas e onde estou' }, eyebrow: 'Horários' },
        faq: { heading: 'Antes da primeira aula' },
        contact: { nav: 'Reservar', heading: 'Reserve a sua aula', eyebrow: 'Reservas', send: 'Pedir vaga' },
      },
      contactIntro: {
        we: 'Diga-nos em que aula gostaria de se inscrever e quando lhe dá jeito, e respondemos-lhe para confirmar a sua vaga.',
        i: 'Diga-me em que aula gostaria de se inscrever e quando lhe dá jeito, e respondo-lhe para confirmar a sua vaga.',
      },
      about: {
        we: 'Quer seja a sua primeira aula, quer já venha há muito tempo, há sempre lugar para si em {name}. Diga-nos o que gostaria de aprender e ajudamo-lo a encontrar a aula certa.',
        i: 'Quer seja a sua primeira aula, quer já venha há muito tempo, há sempre lugar para si nas minhas aulas. Diga-me o que gostaria de aprender e ajudo-o a encontrar a aula certa.',
      },
      steps: {
        we: [
          { title: 'Escolha uma aula', text: 'Veja as aulas e os horários nesta página, ou pergunte-nos qual é a mais indicada para si.' },
          { title: 'Reserve o seu lugar', text: 'Envie um pedido através do formulário desta página e confirmamos a sua vaga.' },
          { title: 'Venha à aula', text: 'Chegue um pouco mais cedo à primeira aula e ajudamo-lo a sentir-se à vontade.' },
        ],
        i: [
          { title: 'Escolha uma aula', text: 'Veja as aulas e os horários nesta página, ou pergunte-me qual é a mais indicada para si.' },
          { title: 'Reserve o seu lugar', text: 'Envie um pedido através do formulário desta página e confirmo a sua vaga.' },
          { title: 'Venha à aula', text: 'Chegue um pouco mais cedo à primeira aula e ajudo-o a sentir-se à vontade.' },
        ],
      },
      benefits: {
        we: [
          { title: 'A aula certa para si', text: 'Diga-nos o que já fez antes e sugerimos-lhe por onde começar.' },
          { title: 'Horários que dão jeito', text: 'O horário das aulas está nesta página; pergunte-nos se precisar de outro dia ou de outra hora.' },
          { title: 'Perguntas bem-vindas', text: 'Pergunte-nos o que quiser antes da primeira aula, desde o que trazer até como funcionam as reservas.' },
        ],
        i: [
          { title: 'A aula certa para si', text: 'Diga-me o que já fez antes e sugiro-lhe por onde começar.' },
          { title: 'Horários que dão jeito', text: 'O horário das aulas está nesta página; pergunte-me se precisar de outro dia ou de outra hora.' },
          { title: 'Perguntas bem-vindas', text: 'Pergunte-me o que quiser antes da primeira aula, desde o que trazer até como funcionam as reservas.' },
        ],
      },
      faq: {
        we: [
          { q: 'Preciso de ter experiência?', a: 'Diga-nos o que já fez antes e sugerimos-lhe a aula mais indicada para si.' },
          { q: 'O que devo levar para a primeira aula?', a: 'Quando confirmarmos a sua vaga, dizemos-lhe o que vestir e o que levar.' },
          { q: 'Quanto custam as aulas?', a: 'Pergunte-nos e explicamos-lhe os preços e as formas de pagamento antes de reservar.' },
          { q: 'E se não puder ir a uma aula?', a: 'Avise-nos o mais cedo possível através dos contactos desta página e dizemos-lhe o que podemos fazer.' },
        ],
        i: [
          { q: 'Preciso de ter experiência?', a: 'Diga-me o que já fez antes e sugiro-lhe a aula mais indicada para si.' },
          { q: 'O que devo levar para a primeira aula?', a: 'Quando confirmar a sua vaga, digo-lhe o que vestir e o que levar.' },
          { q: 'Quanto custam as aulas?', a: 'Pergunte-me e explico-lhe os preços e as formas de pagamento antes de reservar.' },
          { q: 'E se não puder ir a uma aula?', a: 'Avise-me o mais cedo possível através dos contactos desta página e digo-lhe o que posso fazer.' },
        ],
      },
      closing: {
        heading: 'Vamos marcar a primeira aula?',
        text: { we: 'Envie-nos uma mensagem e encontramos-lhe lugar numa aula à sua medida.', i: 'Envie-me uma mensagem e encontro-lhe lugar numa aula à sua medida.' },
      },
      featureText: {
        we: ['Pergunte-nos sobre isto quando reservar.', 'Faz parte das aulas em {name}.', 'Venha ver com os seus próprios olhos.', 'Diga-nos o que gostaria de aprender e indicamos-lhe o melhor caminho.'],
        i: ['Pergunte-me sobre isto quando reservar.', 'Faz parte das minhas aulas.', 'Venha ver com os seus próprios olhos.', 'Diga-me o que gostaria de aprender e indico-lhe o melhor caminho.'],
      },
    },
  },
  fr: {
    classes: {
      cta: { primary: 'Réserver un cours', secondary: 'Voir les cours' },
      sections: {
        services: { nav: 'Cours', heading: { we: 'Nos cours', i: 'Mes cours' }, eyebrow: 'Au programme' },
        booking: { heading: 'Comment commencer', eyebrow: 'Premiers pas' },
        benefits: { heading: 'À quoi vous attendre' },
        timetable: { nav: 'Planning', heading: { we: 'Horaires des cours et où nous trouver', i: 'Horaires des cours et où me trouver' }, eyebrow: 'Planning' },
        faq: { heading: 'Avant votre premier cours' },
        contact: { nav: 'Réserver', heading: 'Réserver un cours', eyebrow: 'Réservation', send: 'Demander une place' },
      },
      contactIntro: {
        we: 'Dites-nous quel cours vous aimeriez suivre et quand cela vous arrange, et nous vous répondrons pour confirmer votre place.',
        i: 'Dites-moi quel cours vous aimeriez suivre et quand cela vous arrange, et je vous répondrai pour confirmer votre place.',
      },
      about: {
        we: 'Que ce soit votre tout premier cours ou que vous veniez depuis longtemps, vous avez votre place chez {name}. Dites-nous ce que vous aimeriez apprendre, et nous vous aiderons à trouver le cours qui vous convient.',
        i: 'Que ce soit votre tout premier cours ou que vous veniez depuis longtemps, vous avez votre place dans mes cours. Dites-moi ce que vous aimeriez apprendre, et je vous aiderai à trouver celui qui vous convient.',
      },
      steps: {
        we: [
          { title: 'Choisissez un cours', text: 'Parcourez les cours et les horaires sur cette page, ou demandez-nous lequel vous convient.' },
          { title: 'Réservez votre place', text: 'Envoyez une demande grâce au formulaire de cette page, et nous confirmerons votre place.' },
          { title: 'Venez au cours', text: 'Arrivez un peu en avance pour votre premier cours, et nous vous aiderons à prendre vos marques.' },
        ],
        i: [
          { title: 'Choisissez un cours', text: 'Parcourez les cours et les horaires sur cette page, ou demandez-moi lequel vous convient.' },
          { title: 'Réservez votre place', text: 'Envoyez une demande grâce au formulaire de cette page, et je confirmerai votre place.' },
          { title: 'Venez au cours', text: 'Arrivez un peu en avance pour votre premier cours, et je vous aiderai à prendre vos marques.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Le cours qui vous convient', text: 'Dites-nous ce que vous avez déjà pratiqué, et nous vous conseillerons par où commencer.' },
          { title: 'Des horaires pratiques', text: 'Les horaires des cours figurent sur cette page\u202f; demandez-nous si vous avez besoin d’un autre jour ou d’un autre horaire.' },
          { title: 'Vos questions sont bienvenues', text: 'Posez-nous toutes vos questions avant votre premier cours, de ce qu’il faut apporter au fonctionnement des réservations.' },
        ],
        i: [
          { title: 'Le cours qui vous convient', text: 'Dites-moi ce que vous avez déjà pratiqué, et je vous conseillerai par où commencer.' },
          { title: 'Des horaires pratiques', text: 'Les horaires des cours figurent sur cette page\u202f; demandez-moi si vous avez besoin d’un autre jour ou d’un autre horaire.' },
          { title: 'Vos questions sont bienvenues', text: 'Posez-moi toutes vos questions avant votre premier cours, de ce qu’il faut apporter au fonctionnement des réservations.' },
        ],
      },
      faq: {
        we: [
          { q: 'Faut-il avoir de l’expérience\u202f?', a: 'Dites-nous ce que vous avez déjà pratiqué, et nous vous conseillerons le cours qui vous convient.' },
          { q: 'Que dois-je apporter à mon premier cours\u202f?', a: 'Nous vous dirons quelle tenue prévoir et quoi apporter en confirmant votre place.' },
          { q: 'Combien coûtent les cours\u202f?', a: 'Demandez-nous, et nous vous expliquerons les tarifs et les modalités de paiement avant votre réservation.' },
          { q: 'Et si je ne peux pas venir à un cours\u202f?', a: 'Prévenez-nous dès que possible grâce aux coordonnées de cette page, et nous vous dirons ce que nous pouvons faire.' },
        ],
        i: [
          { q: 'Faut-il avoir de l’expérience\u202f?', a: 'Dites-moi ce que vous avez déjà pratiqué, et je vous conseillerai le cours qui vous convient.' },
          { q: 'Que dois-je apporter à mon premier cours\u202f?', a: 'Je vous dirai quelle tenue prévoir et quoi apporter en confirmant votre place.' },
          { q: 'Combien coûtent les cours\u202f?', a: 'Demandez-moi, et je vous expliquerai les tarifs et les modalités de paiement avant votre réservation.' },
          { q: 'Et si je ne peux pas venir à un cours\u202f?', a: 'Prévenez-moi dès que possible grâce aux coordonnées de cette page, et je vous dirai ce que je peux faire.' },
        ],
      },
      closing: {
        heading: 'Envie de vous lancer\u202f?',
        text: { we: 'Envoyez-nous un message, et nous vous trouverons une place dans le cours qui vous convient.', i: 'Envoyez-moi un message, et je vous trouverai une place dans le cours qui vous convient.' },
      },
      featureText: {
        we: ['Interrogez-nous à ce sujet au moment de réserver.', 'Cela fait partie des cours chez {name}.', 'Venez voir par vous-même.', 'Dites-nous ce que vous aimeriez apprendre, et nous vous orienterons.'],
        i: ['Interrogez-moi à ce sujet au moment de réserver.', 'Cela fait partie de mes cours.', 'Venez voir par vous-même.', 'Dites-moi ce que vous aimeriez apprendre, et je vous orienterai.'],
      },
    },
  },
  de: {
    classes: {
      cta: { primary: 'Kurs buchen', secondary: 'Zu den Kursen' },
      sections: {
        services: { nav: 'Kurse', heading: { we: 'Unsere Kurse', i: 'Meine Kurse' }, eyebrow: 'Kurse' },
        booking: { heading: 'So starten Sie', eyebrow: 'Der Einstieg' },
        benefits: { heading: 'Was Sie erwartet' },
        timetable: { nav: 'Kursplan', heading: { we: 'Kurszeiten und wo Sie uns finden', i: 'Kurszeiten und wo Sie mich finden' }, eyebrow: 'Stundenplan' },
        faq: { heading: 'Vor Ihrer ersten Stunde' },
        contact: { nav: 'Buchen', heading: 'Kursplatz buchen', eyebrow: 'Buchung', send: 'Platz anfragen' },
      },
      contactIntro: {
        we: 'Schreiben Sie uns, an welchem Kurs Sie teilnehmen möchten und wann es Ihnen passt, und wir melden uns, um Ihren Platz zu bestätigen.',
        i: 'Schreiben Sie mir, an welchem Kurs Sie teilnehmen möchten und wann es Ihnen passt, und ich melde mich, um Ihren Platz zu bestätigen.',
      },
      about: {
        we: 'Ob es Ihre erste Stunde ist oder Sie schon lange dabei sind: Bei {name} ist Platz für Sie. Sagen Sie uns, was Sie lernen möchten, und wir helfen Ihnen, den passenden Kurs zu finden.',
        i: 'Ob es Ihre erste Stunde ist oder Sie schon lange dabei sind: In meinen Kursen ist Platz für Sie. Sagen Sie mir, was Sie lernen möchten, und ich helfe Ihnen, den passenden Kurs zu finden.',
      },
      steps: {
        we: [
          { title: 'Kurs auswählen', text: 'Sehen Sie sich die Kurse und Zeiten auf dieser Seite an, oder fragen Sie uns, welcher zu Ihnen passt.' },
          { title: 'Platz buchen', text: 'Senden Sie eine Anfrage über das Formular auf dieser Seite, und wir bestätigen Ihren Platz.' },
          { title: 'Vorbeikommen', text: 'Kommen Sie zur ersten Stunde etwas früher, und wir helfen Ihnen, sich zurechtzufinden.' },
        ],
        i: [
          { title: 'Kurs auswählen', text: 'Sehen Sie sich die Kurse und Zeiten auf dieser Seite an, oder fragen Sie mich, welcher zu Ihnen passt.' },
          { title: 'Platz buchen', text: 'Senden Sie eine Anfrage über das Formular auf dieser Seite, und ich bestätige Ihren Platz.' },
          { title: 'Vorbeikommen', text: 'Kommen Sie zur ersten Stunde etwas früher, und ich helfe Ihnen, sich zurechtzufinden.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Der passende Kurs für Sie', text: 'Erzählen Sie uns, was Sie schon gemacht haben, und wir sagen Ihnen, wo Sie am besten einsteigen.' },
          { title: 'Zeiten, die passen', text: 'Die Kurszeiten finden Sie auf dieser Seite; fragen Sie uns, wenn Sie einen anderen Tag oder eine andere Uhrzeit brauchen.' },
          { title: 'Fragen sind willkommen', text: 'Fragen Sie uns vor Ihrer ersten Stunde alles, was Sie wissen möchten: was Sie mitbringen sollten und wie die Buchung funktioniert.' },
        ],
        i: [
          { title: 'Der passende Kurs für Sie', text: 'Erzählen Sie mir, was Sie schon gemacht haben, und ich sage Ihnen, wo Sie am besten einsteigen.' },
          { title: 'Zeiten, die passen', text: 'Die Kurszeiten finden Sie auf dieser Seite; fragen Sie mich, wenn Sie einen anderen Tag oder eine andere Uhrzeit brauchen.' },
          { title: 'Fragen sind willkommen', text: 'Fragen Sie mich vor Ihrer ersten Stunde alles, was Sie wissen möchten: was Sie mitbringen sollten und wie die Buchung funktioniert.' },
        ],
      },
      faq: {
        we: [
          { q: 'Brauche ich Vorkenntnisse?', a: 'Erzählen Sie uns, was Sie schon gemacht haben, und wir empfehlen Ihnen den passenden Kurs.' },
          { q: 'Was bringe ich zur ersten Stunde mit?', a: 'Wenn wir Ihren Platz bestätigen, sagen wir Ihnen, was Sie anziehen und mitbringen sollten.' },
          { q: 'Was kosten die Kurse?', a: 'Fragen Sie uns, und wir erklären Ihnen vor der Buchung die Preise und wie Sie bezahlen können.' },
          { q: 'Was ist, wenn ich einmal nicht kommen kann?', a: 'Geben Sie uns so früh wie möglich über die Kontaktdaten auf dieser Seite Bescheid, und wir sagen Ihnen, was wir tun können.' },
        ],
        i: [
          { q: 'Brauche ich Vorkenntnisse?', a: 'Erzählen Sie mir, was Sie schon gemacht haben, und ich empfehle Ihnen den passenden Kurs.' },
          { q: 'Was bringe ich zur ersten Stunde mit?', a: 'Wenn ich Ihren Platz bestätige, sage ich Ihnen, was Sie anziehen und mitbringen sollten.' },
          { q: 'Was kosten die Kurse?', a: 'Fragen Sie mich, und ich erkläre Ihnen vor der Buchung die Preise und wie Sie bezahlen können.' },
          { q: 'Was ist, wenn ich einmal nicht kommen kann?', a: 'Geben Sie mir so früh wie möglich über die Kontaktdaten auf dieser Seite Bescheid, und ich sage Ihnen, was ich tun kann.' },
        ],
      },
      closing: {
        heading: 'Bereit für Ihre erste Stunde?',
        text: { we: 'Schreiben Sie uns, und wir finden für Sie einen Platz in einem Kurs, der zu Ihnen passt.', i: 'Schreiben Sie mir, und ich finde für Sie einen Platz in einem Kurs, der zu Ihnen passt.' },
      },
      featureText: {
        we: ['Fragen Sie uns bei der Buchung danach.', 'Teil der Kurse bei {name}.', 'Kommen Sie vorbei und überzeugen Sie sich selbst.', 'Sagen Sie uns, was Sie lernen möchten, und wir zeigen Ihnen den richtigen Weg.'],
        i: ['Fragen Sie mich bei der Buchung danach.', 'Teil meiner Kurse.', 'Kommen Sie vorbei und überzeugen Sie sich selbst.', 'Sagen Sie mir, was Sie lernen möchten, und ich zeige Ihnen den richtigen Weg.'],
      },
    },
  },
  it: {
    classes: {
      cta: { primary: 'Prenota una lezione', secondary: 'Vedi i corsi' },
      sections: {
        services: { nav: 'Corsi', heading: { we: 'I nostri corsi', i: 'I miei corsi' }, eyebrow: 'Corsi e lezioni' },
        booking: { heading: 'Come iniziare', eyebrow: 'Primi passi' },
        benefits: { heading: 'Cosa aspettarti' },
        timetable: { nav: 'Orari', heading: { we: 'Orari delle lezioni e dove trovarci', i: 'Orari delle lezioni e dove trovarmi' }, eyebrow: 'Orari' },
        faq: { heading: 'Prima di cominciare' },
        contact: { nav: 'Prenota', heading: 'Prenota una lezione', eyebrow: 'Prenotazioni', send: 'Richiedi un posto' },
      },
      contactIntro: {
        we: 'Dicci a quale corso vorresti partecipare e quando ti è più comodo, e ti risponderemo per confermare il tuo posto.',
        i: 'Dimmi a quale corso vorresti partecipare e quando ti è più comodo, e ti risponderò per confermare il tuo posto.',
      },
      about: {
        we: 'Che sia la tua prima lezione o che tu venga da tempo, da {name} c’è un posto per te. Raccontaci cosa vorresti imparare e ti aiuteremo a trovare il corso giusto.',
        i: 'Che sia la tua prima lezione o che tu venga da tempo, nei miei corsi c’è un posto per te. Raccontami cosa vorresti imparare e ti aiuterò a trovare quello giusto.',
      },
      steps: {
        we: [
          { title: 'Scegli un corso', text: 'Guarda i corsi e gli orari in questa pagina, oppure chiedici quale fa per te.' },
          { title: 'Prenota il tuo posto', text: 'Invia una richiesta con il modulo in questa pagina e ti confermeremo il posto.' },
          { title: 'Vieni a lezione', text: 'Arriva un po’ prima della tua prima lezione e ti aiuteremo ad ambientarti.' },
        ],
        i: [
          { title: 'Scegli un corso', text: 'Guarda i corsi e gli orari in questa pagina, oppure chiedimi quale fa per te.' },
          { title: 'Prenota il tuo posto', text: 'Invia una richiesta con il modulo in questa pagina e ti confermerò il posto.' },
          { title: 'Vieni a lezione', text: 'Arriva un po’ prima della tua prima lezione e ti aiuterò ad ambientarti.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Il corso giusto per te', text: 'Raccontaci cosa hai già fatto e ti consiglieremo da dove iniziare.' },
          { title: 'Orari comodi', text: 'Gli orari delle lezioni sono in questa pagina; chiedici pure se ti serve un altro giorno o un altro orario.' },
          { title: 'Le domande sono benvenute', text: 'Chiedici tutto quello che vuoi prima di iniziare, da cosa portare a come funzionano le prenotazioni.' },
        ],
        i: [
          { title: 'Il corso giusto per te', text: 'Raccontami cosa hai già fatto e ti consiglierò da dove iniziare.' },
          { title: 'Orari comodi', text: 'Gli orari delle lezioni sono in questa pagina; chiedimi pure se ti serve un altro giorno o un altro orario.' },
          { title: 'Le domande sono benvenute', text: 'Chiedimi tutto quello che vuoi prima di iniziare, da cosa portare a come funzionano le prenotazioni.' },
        ],
      },
      faq: {
        we: [
          { q: 'Serve esperienza?', a: 'Raccontaci cosa hai già fatto e ti consiglieremo il corso più adatto a te.' },
          { q: 'Cosa devo portare alla prima lezione?', a: 'Quando ti confermeremo il posto, ti diremo cosa indossare e cosa portare.' },
          { q: 'Quanto costano i corsi?', a: 'Chiedici e ti spiegheremo prezzi e modalità di pagamento prima della prenotazione.' },
          { q: 'E se non posso venire a una lezione?', a: 'Avvisaci il prima possibile usando i contatti in questa pagina e ti diremo cosa possiamo fare.' },
        ],
        i: [
          { q: 'Serve esperienza?', a: 'Raccontami cosa hai già fatto e ti consiglierò il corso più adatto a te.' },
          { q: 'Cosa devo portare alla prima lezione?', a: 'Quando ti confermerò il posto, ti dirò cosa indossare e cosa portare.' },
          { q: 'Quanto costano i corsi?', a: 'Chiedimi e ti spiegherò prezzi e modalità di pagamento prima della prenotazione.' },
          { q: 'E se non posso venire a una lezione?', a: 'Avvisami il prima possibile usando i contatti in questa pagina e ti dirò cosa posso fare.' },
        ],
      },
      closing: {
        heading: 'Che ne dici di iniziare?',
        text: { we: 'Mandaci un messaggio e ti troveremo un posto nel corso più adatto a te.', i: 'Mandami un messaggio e ti troverò un posto nel corso più adatto a te.' },
      },
      featureText: {
        we: ['Chiedici informazioni quando prenoti.', 'Fa parte dei corsi di {name}.', 'Vieni a vedere di persona.', 'Dicci cosa vorresti imparare e ti indicheremo la strada giusta.'],
        i: ['Chiedimi informazioni quando prenoti.', 'Fa parte dei miei corsi.', 'Vieni a vedere di persona.', 'Dimmi cosa vorresti imparare e ti indicherò la strada giusta.'],
      },
    },
  },
  nl: {
    classes: {
      cta: { primary: 'Boek een les', secondary: 'Bekijk de lessen' },
      sections: {
        services: { nav: 'Lessen', heading: { we: 'Onze lessen', i: 'Mijn lessen' }, eyebrow: 'Lessen' },
        booking: { heading: 'Zo begin je', eyebrow: 'Van start' },
        benefits: { heading: 'Wat je kunt verwachten' },
        timetable: { nav: 'Lesrooster', heading: { we: 'Lestijden en waar je ons vindt', i: 'Lestijden en waar je mij vindt' }, eyebrow: 'Rooster' },
        faq: { heading: 'Voor je eerste les' },
        contact: { nav: 'Boeken', heading: 'Boek een les', eyebrow: 'Reserveren', send: 'Plek aanvragen' },
      },
      contactIntro: {
        we: 'Laat ons weten welke les je wilt volgen en wanneer het je uitkomt, dan reageren we om je plek te bevestigen.',
        i: 'Laat me weten welke les je wilt volgen en wanneer het je uitkomt, dan reageer ik om je plek te bevestigen.',
      },
      about: {
        we: 'Of het nu je eerste les is of je al lang komt, bij {name} is er plek voor jou. Vertel ons wat je graag wilt leren, dan helpen we je de juiste les te vinden.',
        i: 'Of het nu je eerste les is of je al lang komt, in mijn lessen is er plek voor jou. Vertel me wat je graag wilt leren, dan help ik je de juiste les te vinden.',
      },
      steps: {
        we: [
          { title: 'Kies een les', text: 'Bekijk de lessen en lestijden op deze pagina, of vraag ons welke les bij je past.' },
          { title: 'Reserveer je plek', text: 'Stuur een aanvraag via het formulier op deze pagina, dan bevestigen we je plek.' },
          { title: 'Kom langs', text: 'Kom voor je eerste les iets eerder, dan helpen we je op weg.' },
        ],
        i: [
          { title: 'Kies een les', text: 'Bekijk de lessen en lestijden op deze pagina, of vraag me welke les bij je past.' },
          { title: 'Reserveer je plek', text: 'Stuur een aanvraag via het formulier op deze pagina, dan bevestig ik je plek.' },
          { title: 'Kom langs', text: 'Kom voor je eerste les iets eerder, dan help ik je op weg.' },
        ],
      },
      benefits: {
        we: [
          { title: 'De juiste les voor jou', text: 'Vertel ons wat je al eerder hebt gedaan, dan vertellen we je waar je het beste kunt beginnen.' },
          { title: 'Tijden die passen', text: 'De lestijden staan op deze pagina; vraag ons gerust als je een andere dag of tijd nodig hebt.' },
          { title: 'Vragen zijn welkom', text: 'Vraag ons alles voor je eerste les, van wat je meeneemt tot hoe het boeken werkt.' },
        ],
        i: [
          { title: 'De juiste les voor jou', text: 'Vertel me wat je al eerder hebt gedaan, dan vertel ik je waar je het beste kunt beginnen.' },
          { title: 'Tijden die passen', text: 'De lestijden staan op deze pagina; vraag me gerust als je een andere dag of tijd nodig hebt.' },
          { title: 'Vragen zijn welkom', text: 'Vraag me alles voor je eerste les, van wat je meeneemt tot hoe het boeken werkt.' },
        ],
      },
      faq: {
        we: [
          { q: 'Heb ik ervaring nodig?', a: 'Vertel ons wat je al eerder hebt gedaan, dan raden we je de les aan die bij je past.' },
          { q: 'Wat neem ik mee naar mijn eerste les?', a: 'Als we je plek bevestigen, laten we je weten wat je aantrekt en wat je meeneemt.' },
          { q: 'Wat kosten de lessen?', a: 'Vraag het ons, dan leggen we de prijzen en de betaling uit voordat je boekt.' },
          { q: 'Wat als ik een les niet kan bijwonen?', a: 'Laat het ons zo snel mogelijk weten via de gegevens op deze pagina, dan kijken we wat we kunnen doen.' },
        ],
        i: [
          { q: 'Heb ik ervaring nodig?', a: 'Vertel me wat je al eerder hebt gedaan, dan raad ik je de les aan die bij je past.' },
          { q: 'Wat neem ik mee naar mijn eerste les?', a: 'Als ik je plek bevestig, laat ik je weten wat je aantrekt en wat je meeneemt.' },
          { q: 'Wat kosten de lessen?', a: 'Vraag het me, dan leg ik de prijzen en de betaling uit voordat je boekt.' },
          { q: 'Wat als ik een les niet kan bijwonen?', a: 'Laat het me zo snel mogelijk weten via de gegevens op deze pagina, dan kijk ik wat ik kan doen.' },
        ],
      },
      closing: {
        heading: 'Klaar voor je eerste les?',
        text: { we: 'Stuur ons een bericht, dan zoeken we een plek voor je in een les die bij je past.', i: 'Stuur me een bericht, dan zoek ik een plek voor je in een les die bij je past.' },
      },
      featureText: {
        we: ['Vraag ons ernaar als je boekt.', 'Onderdeel van de lessen bij {name}.', 'Kom langs en ervaar het zelf.', 'Vertel ons wat je wilt leren, dan wijzen we je de weg.'],
        i: ['Vraag me ernaar als je boekt.', 'Onderdeel van mijn lessen.', 'Kom langs en ervaar het zelf.', 'Vertel me wat je wilt leren, dan wijs ik je de weg.'],
      },
    },
  },
  ja: {
    classes: {
      cta: { primary: 'レッスンを予約', secondary: 'クラス一覧' },
      sections: {
        services: { nav: 'クラス', heading: { we: '私たちのクラス', i: '私のクラス' }, eyebrow: 'クラス紹介' },
        booking: { heading: 'レッスン開始までの流れ', eyebrow: 'はじめての方へ' },
        benefits: { heading: '通う前に知っておきたいこと' },
        timetable: { nav: 'スケジュール', heading: { we: 'レッスン時間と私たちの教室', i: 'レッスン時間と私の教室' }, eyebrow: 'タイムテーブル' },
        faq: { heading: 'はじめてのレッスンの前に' },
        contact: { nav: '予約', heading: 'レッスンのご予約', eyebrow: 'ご予約', send: '予約を申し込む' },
      },
      contactIntro: {
        we: '参加したいクラスとご都合のよい日時をお知らせいただければ、私たちから折り返しご連絡し、ご予約を確定します。',
        i: '参加したいクラスとご都合のよい日時をお知らせいただければ、私から折り返しご連絡し、ご予約を確定します。',
      },
      about: {
        we: 'はじめてのレッスンでも、長く通っている方でも、{name}にはあなたの居場所があります。学びたいことを私たちにお聞かせいただければ、ぴったりのクラス選びをお手伝いします。',
        i: 'はじめてのレッスンでも、長く通っている方でも、私のクラスにはあなたの居場所があります。学びたいことを私にお聞かせいただければ、ぴったりのクラス選びをお手伝いします。',
      },
      steps: {
        we: [
          { title: 'クラスを選ぶ', text: 'このページでクラスと時間をご覧いただくか、どのクラスが合うか私たちにお尋ねください。' },
          { title: '予約する', text: 'このページのフォームからお申し込みください。私たちからご予約の確定をご連絡します。' },
          { title: 'レッスンに参加', text: '初回は少し早めにお越しください。スムーズに始められるよう、私たちがご案内します。' },
        ],
        i: [
          { title: 'クラスを選ぶ', text: 'このページでクラスと時間をご覧いただくか、どのクラスが合うか私にお尋ねください。' },
          { title: '予約する', text: 'このページのフォームからお申し込みください。私からご予約の確定をご連絡します。' },
          { title: 'レッスンに参加', text: '初回は少し早めにお越しください。スムーズに始められるよう、私がご案内します。' },
        ],
      },
      benefits: {
        we: [
          { title: 'あなたに合うクラス', text: 'これまでの経験を私たちにお知らせいただければ、どこから始めるとよいかご提案します。' },
          { title: 'ご都合に合う時間を', text: 'レッスンの時間はこのページでご案内しています。別の曜日や時間をご希望の場合は、私たちにお尋ねください。' },
          { title: '質問は大歓迎', text: '持ち物から予約の方法まで、はじめてのレッスンの前に何でも私たちにお尋ねください。' },
        ],
        i: [
          { title: 'あなたに合うクラス', text: 'これまでの経験を私にお知らせいただければ、どこから始めるとよいかご提案します。' },
          { title: 'ご都合に合う時間を', text: 'レッスンの時間はこのページでご案内しています。別の曜日や時間をご希望の場合は、私にお尋ねください。' },
          { title: '質問は大歓迎', text: '持ち物から予約の方法まで、はじめてのレッスンの前に何でも私にお尋ねください。' },
        ],
      },
      faq: {
        we: [
          { q: '経験がなくても大丈夫ですか？', a: 'これまでの経験を私たちにお知らせいただければ、合うクラスをご提案します。' },
          { q: 'はじめてのレッスンには何を持っていけばよいですか？', a: '服装や持ち物は、ご予約を確定する際に私たちからお知らせします。' },
          { q: 'レッスンの料金はいくらですか？', a: 'お気軽に私たちにお尋ねください。ご予約の前に、料金とお支払い方法をご説明します。' },
          { q: 'レッスンに行けなくなったときは？', a: 'このページの連絡先から、できるだけ早く私たちにお知らせください。どのような対応ができるかご案内します。' },
        ],
        i: [
          { q: '経験がなくても大丈夫ですか？', a: 'これまでの経験を私にお知らせいただければ、合うクラスをご提案します。' },
          { q: 'はじめてのレッスンには何を持っていけばよいですか？', a: '服装や持ち物は、ご予約を確定する際に私からお知らせします。' },
          { q: 'レッスンの料金はいくらですか？', a: 'お気軽に私にお尋ねください。ご予約の前に、料金とお支払い方法をご説明します。' },
          { q: 'レッスンに行けなくなったときは？', a: 'このページの連絡先から、できるだけ早く私にお知らせください。どのような対応ができるかご案内します。' },
        ],
      },
      closing: {
        heading: 'レッスンを始めてみませんか？',
        text: {
          we: '私たちにメッセージをお送りください。あなたに合うクラスで参加できる枠をお探しします。',
          i: '私にメッセージをお送りください。あなたに合うクラスで参加できる枠をお探しします。',
        },
      },
      featureText: {
        we: [
          'ご予約の際に、私たちにお気軽にお尋ねください。',
          '{name}のレッスン内容のひとつです。',
          'ぜひ実際に見に来てください。',
          '学びたいことをお聞かせいただければ、私たちがぴったりのクラスをご案内します。',
        ],
        i: [
          'ご予約の際に、私にお気軽にお尋ねください。',
          '私のレッスン内容のひとつです。',
          'ぜひ実際に見に来てください。',
          '学びたいことをお聞かせいただければ、私がぴったりのクラスをご案内します。',
        ],
      },
    },
  },
  zh: {
    classes: {
      cta: { primary: '预约课程', secondary: '查看课程' },
      sections: {
        services: { nav: '课程', heading: { we: '我们的课程', i: '我的课程' }, eyebrow: '课程一览' },
        booking: { heading: '如何开始', eyebrow: '入门指引' },
        benefits: { heading: '您可以期待什么' },
        timetable: { nav: '课程表', heading: { we: '上课时间及如何找到我们', i: '上课时间及如何找到我' }, eyebrow: '课程表' },
        faq: { heading: '第一次上课之前' },
        contact: { nav: '预约', heading: '预约课程', eyebrow: '课程预约', send: '申请名额' },
      },
      contactIntro: {
        we: '请告诉我们您想参加哪门课，以及什么时间方便，我们会回复您并确认名额。',
        i: '请告诉我您想参加哪门课，以及什么时间方便，我会回复您并确认名额。',
      },
      about: {
        we: '无论这是您的第一节课，还是已经上课很久，{name}都有您的一席之地。告诉我们您想学什么，我们会帮您找到合适的课程。',
        i: '无论这是您的第一节课，还是已经上课很久，我的课堂都有您的一席之地。告诉我您想学什么，我会帮您找到合适的课程。',
      },
      steps: {
        we: [
          { title: '选择课程', text: '浏览本页的课程和上课时间，或者问问我们哪门课适合您。' },
          { title: '预约名额', text: '通过本页的表单提交申请，我们会为您确认名额。' },
          { title: '来上课', text: '第一次上课请稍微提前到达，我们会帮您尽快适应。' },
        ],
        i: [
          { title: '选择课程', text: '浏览本页的课程和上课时间，或者问问我哪门课适合您。' },
          { title: '预约名额', text: '通过本页的表单提交申请，我会为您确认名额。' },
          { title: '来上课', text: '第一次上课请稍微提前到达，我会帮您尽快适应。' },
        ],
      },
      benefits: {
        we: [
          { title: '适合您的课程', text: '告诉我们您之前学过什么，我们会建议您从哪里开始。' },
          { title: '合适的时间', text: '上课时间已在本页列出；如需其他日期或时间，欢迎问我们。' },
          { title: '欢迎提问', text: '第一次上课之前，从需要带什么到如何预约，任何问题都可以问我们。' },
        ],
        i: [
          { title: '适合您的课程', text: '告诉我您之前学过什么，我会建议您从哪里开始。' },
          { title: '合适的时间', text: '上课时间已在本页列出；如需其他日期或时间，欢迎问我。' },
          { title: '欢迎提问', text: '第一次上课之前，从需要带什么到如何预约，任何问题都可以问我。' },
        ],
      },
      faq: {
        we: [
          { q: '需要有基础吗？', a: '告诉我们您之前学过什么，我们会推荐适合您的课程。' },
          { q: '第一次上课要带什么？', a: '确认名额时，我们会告诉您穿什么、带什么。' },
          { q: '课程费用是多少？', a: '欢迎问问我们，预约之前我们会为您说明价格和付款方式。' },
          { q: '如果来不了上课怎么办？', a: '请尽早通过本页的联系方式告诉我们，我们会告诉您可以怎么安排。' },
        ],
        i: [
          { q: '需要有基础吗？', a: '告诉我您之前学过什么，我会推荐适合您的课程。' },
          { q: '第一次上课要带什么？', a: '确认名额时，我会告诉您穿什么、带什么。' },
          { q: '课程费用是多少？', a: '欢迎问问我，预约之前我会为您说明价格和付款方式。' },
          { q: '如果来不了上课怎么办？', a: '请尽早通过本页的联系方式告诉我，我会告诉您可以怎么安排。' },
        ],
      },
      closing: {
        heading: '准备好上第一节课了吗？',
        text: { we: '给我们发条留言，我们会在适合您的课程中为您找到名额。', i: '给我发条留言，我会在适合您的课程中为您找到名额。' },
      },
      featureText: {
        we: ['预约时，欢迎问问我们。', '这是{name}课程的一部分。', '欢迎亲自来看看。', '告诉我们您想学什么，我们会为您指明方向。'],
        i: ['预约时，欢迎问问我。', '这是我课程的一部分。', '欢迎亲自来看看。', '告诉我您想学什么，我会为您指明方向。'],
      },
    },
  },
  ar: {
    classes: {
      cta: { primary: 'احجز حصتك', secondary: 'تصفّح الحصص' },
      sections: {
        services: { nav: 'الحصص', heading: { we: 'الحصص التي نقدّمها', i: 'الحصص التي أقدّمها' }, eyebrow: 'الحصص' },
        booking: { heading: 'كيف تبدأ', eyebrow: 'البداية' },
        benefits: { heading: 'ما الذي تتوقعه' },
        timetable: { nav: 'الجدول', heading: { we: 'مواعيد الحصص وأين تجدنا', i: 'مواعيد الحصص وأين تجدني' }, eyebrow: 'جدول الحصص' },
        faq: { heading: 'قبل حصتك الأولى' },
        contact: { nav: 'الحجز', heading: 'احجز حصتك', eyebrow: 'الحجز', send: 'اطلب مكانًا' },
      },
      contactIntro: {
        we: 'أخبرنا بالحصة التي تودّ الانضمام إليها والوقت الذي يناسبك، وسنرد عليك لتأكيد مكانك.',
        i: 'أخبرني بالحصة التي تودّ الانضمام إليها والوقت الذي يناسبك، وسأرد عليك لتأكيد مكانك.',
      },
      about: {
        we: 'سواء كانت هذه حصتك الأولى أو كنت تحضر منذ مدة طويلة، ستجد مكانك في {name}. أخبرنا بما تودّ أن تتعلّمه، وسنساعدك على اختيار الحصة المناسبة لك.',
        i: 'سواء كانت هذه حصتك الأولى أو كنت تحضر منذ مدة طويلة، ستجد مكانك في حصصي. أخبرني بما تودّ أن تتعلّمه، وسأساعدك على اختيار الحصة المناسبة لك.',
      },
      steps: {
        we: [
          { title: 'اختر حصة', text: 'تصفّح الحصص ومواعيدها في هذه الصفحة، أو اسألنا أيّها يناسبك.' },
          { title: 'احجز مكانك', text: 'أرسل طلبًا عبر النموذج في هذه الصفحة، وسنؤكد لك مكانك.' },
          { title: 'تعال إلى الحصة', text: 'احضر قبل موعد حصتك الأولى بقليل، وسنساعدك على الاستعداد.' },
        ],
        i: [
          { title: 'اختر حصة', text: 'تصفّح الحصص ومواعيدها في هذه الصفحة، أو اسألني أيّها يناسبك.' },
          { title: 'احجز مكانك', text: 'أرسل طلبًا عبر النموذج في هذه الصفحة، وسأؤكد لك مكانك.' },
          { title: 'تعال إلى الحصة', text: 'احضر قبل موعد حصتك الأولى بقليل، وسأساعدك على الاستعداد.' },
        ],
      },
      benefits: {
        we: [
          { title: 'الحصة المناسبة لك', text: 'أخبرنا بما مارسته من قبل، وسنقترح عليك من أين تبدأ.' },
          { title: 'مواعيد تناسبك', text: 'مواعيد الحصص موجودة في هذه الصفحة، واسألنا إن كنت تحتاج إلى يوم أو وقت آخر.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألنا عن أي شيء قبل حصتك الأولى، من الأشياء التي تحضرها معك إلى طريقة الحجز.' },
        ],
        i: [
          { title: 'الحصة المناسبة لك', text: 'أخبرني بما مارسته من قبل، وسأقترح عليك من أين تبدأ.' },
          { title: 'مواعيد تناسبك', text: 'مواعيد الحصص موجودة في هذه الصفحة، واسألني إن كنت تحتاج إلى يوم أو وقت آخر.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألني عن أي شيء قبل حصتك الأولى، من الأشياء التي تحضرها معك إلى طريقة الحجز.' },
        ],
      },
      faq: {
        we: [
          { q: 'هل أحتاج إلى خبرة سابقة؟', a: 'أخبرنا بما مارسته من قبل، وسنقترح عليك الحصة التي تناسبك.' },
          { q: 'ماذا أحضر معي إلى حصتي الأولى؟', a: 'سنخبرك بما ترتديه وما تحضره معك عندما نؤكد لك مكانك.' },
          { q: 'كم تكلفة الحصص؟', a: 'اسألنا وسنشرح لك الأسعار وطريقة الدفع قبل أن تحجز.' },
          { q: 'ماذا لو لم أتمكن من حضور حصة؟', a: 'أخبرنا في أقرب وقت ممكن عبر بيانات التواصل في هذه الصفحة، وسنخبرك بما يمكننا فعله.' },
        ],
        i: [
          { q: 'هل أحتاج إلى خبرة سابقة؟', a: 'أخبرني بما مارسته من قبل، وسأقترح عليك الحصة التي تناسبك.' },
          { q: 'ماذا أحضر معي إلى حصتي الأولى؟', a: 'سأخبرك بما ترتديه وما تحضره معك عندما أؤكد لك مكانك.' },
          { q: 'كم تكلفة الحصص؟', a: 'اسألني وسأشرح لك الأسعار وطريقة الدفع قبل أن تحجز.' },
          { q: 'ماذا لو لم أتمكن من حضور حصة؟', a: 'أخبرني في أقرب وقت ممكن عبر بيانات التواصل في هذه الصفحة، وسأخبرك بما يمكنني فعله.' },
        ],
      },
      closing: {
        heading: 'هل أنت مستعد لحصتك الأولى؟',
        text: { we: 'أرسل لنا رسالة، وسنجد لك مكانًا في حصة تناسبك.', i: 'أرسل لي رسالة، وسأجد لك مكانًا في حصة تناسبك.' },
      },
      featureText: {
        we: ['اسألنا عن ذلك عند الحجز.', 'جزء من الحصص في {name}.', 'تعال وشاهد بنفسك.', 'أخبرنا بما تودّ أن تتعلّمه، وسنرشدك إلى ما يناسبك.'],
        i: ['اسألني عن ذلك عند الحجز.', 'جزء من حصصي.', 'تعال وشاهد بنفسك.', 'أخبرني بما تودّ أن تتعلّمه، وسأرشدك إلى ما يناسبك.'],
      },
    },
  },
};
