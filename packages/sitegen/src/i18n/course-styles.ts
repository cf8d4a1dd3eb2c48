import type { StyleCopy } from './types';

/**
 * An online course's own words over the local phrasebook (types.ts `PageStyle` `course`; choose-blueprint
 * `teachesCourse`: a course, class or programme taught online), in the site languages: people are asked to
 * join the course and shown what they will learn and how it works, instead of "Request a booking" and
 * "How to book". No claim the owner has not made (no certificate, no lifetime access, no refund, no start
 * date, no price).
 */
export const COURSE_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { course: StyleCopy }> = {
  en: {
    course: {
      cta: { primary: 'Join the course', secondary: 'What you’ll learn' },
      sections: {
        services: { nav: 'Course', heading: 'What you’ll learn', eyebrow: 'The course' },
        booking: { heading: 'How the course works', eyebrow: 'Step by step' },
        benefits: { heading: { we: 'Why learn with us', i: 'Why learn with me' }, eyebrow: 'Good to know' },
        faq: { nav: 'FAQ', heading: 'Questions before you join', eyebrow: 'FAQ' },
        contact: { nav: 'Join', heading: 'Join the course', eyebrow: 'Sign up', send: 'Ask to join' },
      },
      contactIntro: {
        we: 'Tell us a little about yourself and what you’d like to learn, and we’ll send you the details of how to join.',
        i: 'Tell me a little about yourself and what you’d like to learn, and I’ll send you the details of how to join.',
      },
      about: {
        we: 'We built this course for {audience}. It goes step by step, so you can learn at a pace that suits you and ask us whenever you get stuck.',
        i: 'I built this course for {audience}. It goes step by step, so you can learn at a pace that suits you and ask me whenever you get stuck.',
      },
      steps: {
        we: [
          { title: 'Join the course', text: 'Send a message with the form on this page, and we’ll send you the details of how to join.' },
          { title: 'Learn step by step', text: 'Work through the lessons in order, at a pace that suits you.' },
          { title: 'Ask as you go', text: 'Stuck on something? Ask us, and we’ll help you get past it.' },
        ],
        i: [
          { title: 'Join the course', text: 'Send a message with the form on this page, and I’ll send you the details of how to join.' },
          { title: 'Learn step by step', text: 'Work through the lessons in order, at a pace that suits you.' },
          { title: 'Ask as you go', text: 'Stuck on something? Ask me, and I’ll help you get past it.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Step by step', text: 'Each lesson builds on the one before, so nothing is left unexplained.' },
          { title: 'Learn from anywhere', text: 'All you need is a device and an internet connection.' },
          { title: 'Questions welcome', text: 'Ask us anything before you join, from what’s covered to who it’s for.' },
        ],
        i: [
          { title: 'Step by step', text: 'Each lesson builds on the one before, so nothing is left unexplained.' },
          { title: 'Learn from anywhere', text: 'All you need is a device and an internet connection.' },
          { title: 'Questions welcome', text: 'Ask me anything before you join, from what’s covered to who it’s for.' },
        ],
      },
      faq: {
        we: [
          { q: 'Is this course right for me?', a: 'Tell us what you already know and what you’d like to be able to do, and we’ll tell you honestly whether it fits.' },
          { q: 'How much time will I need?', a: 'It depends on how quickly you like to go. Ask us and we’ll give you an idea before you join.' },
          { q: 'What do I need to take part?', a: 'A device with an internet connection. Ask us if you’re not sure whether you need anything else.' },
          { q: 'How do I join?', a: 'Send a message with the form on this page, and we’ll reply with the details of how to join.' },
        ],
        i: [
          { q: 'Is this course right for me?', a: 'Tell me what you already know and what you’d like to be able to do, and I’ll tell you honestly whether it fits.' },
          { q: 'How much time will I need?', a: 'It depends on how quickly you like to go. Ask me and I’ll give you an idea before you join.' },
          { q: 'What do I need to take part?', a: 'A device with an internet connection. Ask me if you’re not sure whether you need anything else.' },
          { q: 'How do I join?', a: 'Send a message with the form on this page, and I’ll reply with the details of how to join.' },
        ],
      },
      closing: {
        heading: 'Ready to start learning',
        text: { we: 'Send us a message and we’ll tell you how to join the course.', i: 'Send me a message and I’ll tell you how to join the course.' },
      },
      featureText: {
        we: ['Covered step by step in the course.', 'Ask us how the course covers it.', 'Part of what you’ll learn.', 'Learn it at a pace that suits you.'],
        i: ['Covered step by step in the course.', 'Ask me how the course covers it.', 'Part of what you’ll learn.', 'Learn it at a pace that suits you.'],
      },
    },
  },
  es: {
    course: {
      cta: { primary: 'Apúntate al curso', secondary: 'Lo que aprenderás' },
      sections: {
        services: { nav: 'Curso', heading: 'Lo que aprenderás', eyebrow: 'El curso' },
        booking: { heading: 'Cómo funciona el curso', eyebrow: 'Paso a paso' },
        benefits: { heading: { we: 'Por qué aprender con nosotros', i: 'Por qué aprender conmigo' }, eyebrow: 'Información útil' },
        faq: { nav: 'Preguntas', heading: 'Preguntas antes de apuntarte', eyebrow: 'Preguntas frecuentes' },
        contact: { nav: 'Inscripción', heading: 'Apúntate al curso', eyebrow: 'Inscripciones', send: 'Solicitar inscripción' },
      },
      contactIntro: {
        we: 'Cuéntanos un poco sobre ti y lo que te gustaría aprender, y te enviaremos los detalles para inscribirte.',
        i: 'Cuéntame un poco sobre ti y lo que te gustaría aprender, y te enviaré los detalles para inscribirte.',
      },
      about: {
        we: 'Hemos creado este curso para {audience}. Está organizado paso a paso, así que puedes aprender al ritmo que te convenga y preguntarnos siempre que te atasques.',
        i: 'He creado este curso para {audience}. Está organizado paso a paso, así que puedes aprender al ritmo que te convenga y preguntarme siempre que te atasques.',
      },
      steps: {
        we: [
          { title: 'Apúntate al curso', text: 'Envía un mensaje con el formulario de esta página y te haremos llegar los detalles para inscribirte.' },
          { title: 'Aprende paso a paso', text: 'Avanza por las lecciones en orden, al ritmo que te convenga.' },
          { title: 'Pregunta sobre la marcha', text: '¿Te atascas en algo? Pregúntanos y te ayudaremos a superarlo.' },
        ],
        i: [
          { title: 'Apúntate al curso', text: 'Envía un mensaje con el formulario de esta página y te haré llegar los detalles para inscribirte.' },
          { title: 'Aprende paso a paso', text: 'Avanza por las lecciones en orden, al ritmo que te convenga.' },
          { title: 'Pregunta sobre la marcha', text: '¿Te atascas en algo? Pregúntame y te ayudaré a superarlo.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Paso a paso', text: 'Cada lección se apoya en la anterior, para que nada quede sin explicar.' },
          { title: 'Aprende desde cualquier lugar', text: 'Solo necesitas un dispositivo y una conexión a internet.' },
          { title: 'Tus dudas son bienvenidas', text: 'Pregúntanos lo que quieras antes de apuntarte, desde qué temas trata hasta a quién va dirigido.' },
        ],
        i: [
          { title: 'Paso a paso', text: 'Cada lección se apoya en la anterior, para que nada quede sin explicar.' },
          { title: 'Aprende desde cualquier lugar', text: 'Solo necesitas un dispositivo y una conexión a internet.' },
          { title: 'Tus dudas son bienvenidas', text: 'Pregúntame lo que quieras antes de apuntarte, desde qué temas trata hasta a quién va dirigido.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Este curso es para mí?', a: 'Cuéntanos qué sabes ya y qué te gustaría llegar a hacer, y te diremos con sinceridad si el curso encaja contigo.' },
          { q: '¿Cuánto tiempo necesitaré?', a: 'Depende del ritmo que quieras llevar. Pregúntanos y te daremos una idea antes de que te apuntes.' },
          { q: '¿Qué necesito para participar?', a: 'Un dispositivo con conexión a internet. Si dudas de si necesitas algo más, pregúntanos.' },
          { q: '¿Cómo me apunto?', a: 'Envía un mensaje con el formulario de esta página y te responderemos con los detalles para inscribirte.' },
        ],
        i: [
          { q: '¿Este curso es para mí?', a: 'Cuéntame qué sabes ya y qué te gustaría llegar a hacer, y te diré con sinceridad si el curso encaja contigo.' },
          { q: '¿Cuánto tiempo necesitaré?', a: 'Depende del ritmo que quieras llevar. Pregúntame y te daré una idea antes de que te apuntes.' },
          { q: '¿Qué necesito para participar?', a: 'Un dispositivo con conexión a internet. Si dudas de si necesitas algo más, pregúntame.' },
          { q: '¿Cómo me apunto?', a: 'Envía un mensaje con el formulario de esta página y te responderé con los detalles para inscribirte.' },
        ],
      },
      closing: {
        heading: 'Es hora de empezar a aprender',
        text: { we: 'Envíanos un mensaje y te diremos cómo apuntarte al curso.', i: 'Envíame un mensaje y te diré cómo apuntarte al curso.' },
      },
      featureText: {
        we: ['Se explica paso a paso en el curso.', 'Pregúntanos cómo se trata en el curso.', 'Parte de lo que aprenderás.', 'Apréndelo al ritmo que te convenga.'],
        i: ['Se explica paso a paso en el curso.', 'Pregúntame cómo se trata en el curso.', 'Parte de lo que aprenderás.', 'Apréndelo al ritmo que te convenga.'],
      },
    },
  },
  pt: {
    course: {
      cta: { primary: 'Inscreva-se no curso', secondary: 'O que vai aprender' },
      sections: {
        services: { nav: 'Curso', heading: 'O que vai aprender', eyebrow: 'O curso' },
        booking: { heading: 'Como funciona o curso', eyebrow: 'Passo a passo' },
        benefits: { heading: { we: 'Porquê aprender connosco', i: 'Porquê aprender comigo' }, eyebrow: 'Informações úteis' },
        faq: { nav: 'Perguntas', heading: 'Perguntas antes de se inscrever', eyebrow: 'Perguntas frequentes' },
        contact: { nav: 'Inscrição', heading: 'Inscreva-se no curso', eyebrow: 'Inscrições', send: 'Pedir inscrição' },
      },
      contactIntro: {
        we: 'Fale-nos um pouco de si e do que gostaria de aprender, e enviamos-lhe as informações sobre como se inscrever.',
        i: 'Fale-me um pouco de si e do que gostaria de aprender, e envio-lhe as informações sobre como se inscrever.',
      },
      about: {
        we: 'Criámos este curso para {audience}. Está organizado passo a passo, para que possa aprender ao seu ritmo e perguntar-nos sempre que tiver alguma dificuldade.',
        i: 'Criei este curso para {audience}. Está organizado passo a passo, para que possa aprender ao seu ritmo e perguntar-me sempre que tiver alguma dificuldade.',
      },
      steps: {
        we: [
          { title: 'Inscreva-se no curso', text: 'Envie uma mensagem através do formulário desta página e fazemos-lhe chegar as informações sobre como se inscrever.' },
          { title: 'Aprenda passo a passo', text: 'Siga as lições por ordem, ao ritmo que lhe for mais conveniente.' },
          { title: 'Pergunte à medida que avança', text: 'Tem dificuldade em alguma parte? Pergunte-nos e ajudamos a ultrapassá-la.' },
        ],
        i: [
          { title: 'Inscreva-se no curso', text: 'Envie uma mensagem através do formulário desta página e faço-lhe chegar as informações sobre como se inscrever.' },
          { title: 'Aprenda passo a passo', text: 'Siga as lições por ordem, ao ritmo que lhe for mais conveniente.' },
          { title: 'Pergunte à medida que avança', text: 'Tem dificuldade em alguma parte? Pergunte-me e ajudo a ultrapassá-la.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Passo a passo', text: 'Cada lição parte da anterior, para que nada fique por explicar.' },
          { title: 'Aprenda onde estiver', text: 'Só precisa de um dispositivo e de uma ligação à internet.' },
          { title: 'Perguntas bem-vindas', text: 'Pergunte-nos o que quiser antes de se inscrever, desde os temas do curso até a quem se destina.' },
        ],
        i: [
          { title: 'Passo a passo', text: 'Cada lição parte da anterior, para que nada fique por explicar.' },
          { title: 'Aprenda onde estiver', text: 'Só precisa de um dispositivo e de uma ligação à internet.' },
          { title: 'Perguntas bem-vindas', text: 'Pergunte-me o que quiser antes de se inscrever, desde os temas do curso até a quem se destina.' },
        ],
      },
      faq: {
        we: [
          { q: 'Este curso é indicado para mim?', a: 'Diga-nos o que já sabe e o que gostaria de conseguir fazer, e respondemos-lhe com franqueza se o curso é indicado para si.' },
          { q: 'De quanto tempo vou precisar?', a: 'Depende do ritmo a que gosta de avançar. Pergunte-nos e damos-lhe uma ideia antes de se inscrever.' },
          { q: 'De que preciso para participar?', a: 'De um dispositivo com ligação à internet. Se tiver dúvidas sobre se precisa de mais alguma coisa, pergunte-nos.' },
          { q: 'Como me inscrevo?', a: 'Envie uma mensagem através do formulário desta página e respondemos-lhe com as informações sobre como se inscrever.' },
        ],
        i: [
          { q: 'Este curso é indicado para mim?', a: 'Diga-me o que já sabe e o que gostaria de conseguir fazer, e respondo-lhe com franqueza se o curso é indicado para si.' },
          { q: 'De quanto tempo vou precisar?', a: 'Depende do ritmo a que gosta de avançar. Pergunte-me e dou-lhe uma ideia antes de se inscrever.' },
          { q: 'De que preciso para participar?', a: 'De um dispositivo com ligação à internet. Se tiver dúvidas sobre se precisa de mais alguma coisa, pergunte-me.' },
          { q: 'Como me inscrevo?', a: 'Envie uma mensagem através do formulário desta página e respondo-lhe com as informações sobre como se inscrever.' },
        ],
      },
      closing: {
        heading: 'Está na hora de começar a aprender',
        text: { we: 'Envie-nos uma mensagem e dizemos-lhe como se inscrever no curso.', i: 'Envie-me uma mensagem e digo-lhe como se inscrever no curso.' },
      },
      featureText: {
        we: ['O curso trata este tema passo a passo.', 'Pergunte-nos como o curso aborda este tema.', 'Faz parte do que vai aprender.', 'Aprenda isto ao seu ritmo.'],
        i: ['O curso trata este tema passo a passo.', 'Pergunte-me como o curso aborda este tema.', 'Faz parte do que vai aprender.', 'Aprenda isto ao seu ritmo.'],
      },
    },
  },
  fr: {
    course: {
      cta: { primary: 'Rejoindre la formation', secondary: 'Ce que vous apprendrez' },
      sections: {
        services: { nav: 'La formation', heading: 'Ce que vous apprendrez', eyebrow: 'La formation' },
        booking: { heading: 'Comment se déroule la formation', eyebrow: 'Étape par étape' },
        benefits: { heading: { we: 'Pourquoi apprendre avec nous', i: 'Pourquoi apprendre avec moi' }, eyebrow: 'Bon à savoir' },
        faq: { nav: 'FAQ', heading: 'Vos questions avant de vous inscrire', eyebrow: 'Questions fréquentes' },
        contact: { nav: 'Inscription', heading: 'S’inscrire à la formation', eyebrow: 'Inscriptions', send: 'Demander l’inscription' },
      },
      contactIntro: {
        we: 'Parlez-nous un peu de vous et de ce que vous aimeriez apprendre, et nous vous enverrons les informations pour vous inscrire.',
        i: 'Parlez-moi un peu de vous et de ce que vous aimeriez apprendre, et je vous enverrai les informations pour vous inscrire.',
      },
      about: {
        we: 'Nous avons conçu cette formation pour {audience}. Elle progresse pas à pas, pour que vous puissiez apprendre à votre rythme et nous poser vos questions dès qu’un point vous bloque.',
        i: 'J’ai conçu cette formation pour {audience}. Elle progresse pas à pas, pour que vous puissiez apprendre à votre rythme et me poser vos questions dès qu’un point vous bloque.',
      },
      steps: {
        we: [
          { title: 'Rejoignez la formation', text: 'Envoyez un message grâce au formulaire de cette page, et nous vous transmettrons les informations pour vous inscrire.' },
          { title: 'Apprenez pas à pas', text: 'Suivez les leçons dans l’ordre, au rythme qui vous convient.' },
          { title: 'Posez vos questions en chemin', text: 'Un point vous bloque\u202f? Demandez-nous, et nous vous aiderons à avancer.' },
        ],
        i: [
          { title: 'Rejoignez la formation', text: 'Envoyez un message grâce au formulaire de cette page, et je vous transmettrai les informations pour vous inscrire.' },
          { title: 'Apprenez pas à pas', text: 'Suivez les leçons dans l’ordre, au rythme qui vous convient.' },
          { title: 'Posez vos questions en chemin', text: 'Un point vous bloque\u202f? Demandez-moi, et je vous aiderai à avancer.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Pas à pas', text: 'Chaque leçon s’appuie sur la précédente, pour que rien ne reste sans explication.' },
          { title: 'Apprenez où que vous soyez', text: 'Il vous suffit d’un appareil et d’une connexion internet.' },
          { title: 'Vos questions sont bienvenues', text: 'Posez-nous toutes vos questions avant de vous inscrire, du contenu de la formation au public auquel elle s’adresse.' },
        ],
        i: [
          { title: 'Pas à pas', text: 'Chaque leçon s’appuie sur la précédente, pour que rien ne reste sans explication.' },
          { title: 'Apprenez où que vous soyez', text: 'Il vous suffit d’un appareil et d’une connexion internet.' },
          { title: 'Vos questions sont bienvenues', text: 'Posez-moi toutes vos questions avant de vous inscrire, du contenu de la formation au public auquel elle s’adresse.' },
        ],
      },
      faq: {
        we: [
          { q: 'Cette formation est-elle faite pour moi\u202f?', a: 'Dites-nous ce que vous savez déjà et ce que vous aimeriez savoir faire, et nous vous dirons honnêtement si elle vous convient.' },
          { q: 'Combien de temps faut-il prévoir\u202f?', a: 'Cela dépend du rythme que vous souhaitez suivre. Demandez-nous, et nous vous en donnerons une idée avant votre inscription.' },
          { q: 'De quoi ai-je besoin pour participer\u202f?', a: 'D’un appareil avec une connexion internet. Si vous ne savez pas s’il vous faut autre chose, demandez-nous.' },
          { q: 'Comment s’inscrire\u202f?', a: 'Envoyez un message grâce au formulaire de cette page, et nous vous répondrons avec les informations pour vous inscrire.' },
        ],
        i: [
          { q: 'Cette formation est-elle faite pour moi\u202f?', a: 'Dites-moi ce que vous savez déjà et ce que vous aimeriez savoir faire, et je vous dirai honnêtement si elle vous convient.' },
          { q: 'Combien de temps faut-il prévoir\u202f?', a: 'Cela dépend du rythme que vous souhaitez suivre. Demandez-moi, et je vous en donnerai une idée avant votre inscription.' },
          { q: 'De quoi ai-je besoin pour participer\u202f?', a: 'D’un appareil avec une connexion internet. Si vous ne savez pas s’il vous faut autre chose, demandez-moi.' },
          { q: 'Comment s’inscrire\u202f?', a: 'Envoyez un message grâce au formulaire de cette page, et je vous répondrai avec les informations pour vous inscrire.' },
        ],
      },
      closing: {
        heading: 'Il est temps de vous lancer',
        text: { we: 'Envoyez-nous un message et nous vous dirons comment vous inscrire à la formation.', i: 'Envoyez-moi un message et je vous dirai comment vous inscrire à la formation.' },
      },
      featureText: {
        we: ['La formation aborde ce point pas à pas.', 'Demandez-nous comment la formation l’aborde.', 'Cela fait partie de ce que vous apprendrez.', 'À apprendre au rythme qui vous convient.'],
        i: ['La formation aborde ce point pas à pas.', 'Demandez-moi comment la formation l’aborde.', 'Cela fait partie de ce que vous apprendrez.', 'À apprendre au rythme qui vous convient.'],
      },
    },
  },
  de: {
    course: {
      cta: { primary: 'Zum Kurs anmelden', secondary: 'Was Sie lernen' },
      sections: {
        services: { nav: 'Kurs', heading: 'Was Sie im Kurs lernen', eyebrow: 'Der Online-Kurs' },
        booking: { heading: 'So läuft der Kurs ab', eyebrow: 'Schritt für Schritt' },
        benefits: { heading: { we: 'Warum mit uns lernen', i: 'Warum mit mir lernen' }, eyebrow: 'Gut zu wissen' },
        faq: { nav: 'FAQ', heading: 'Fragen vor der Anmeldung', eyebrow: 'Häufige Fragen' },
        contact: { nav: 'Anmelden', heading: 'Melden Sie sich zum Kurs an', eyebrow: 'Anmeldung', send: 'Teilnahme anfragen' },
      },
      contactIntro: {
        we: 'Erzählen Sie uns ein wenig über sich und was Sie lernen möchten, und wir schicken Ihnen alle Details zur Anmeldung.',
        i: 'Erzählen Sie mir ein wenig über sich und was Sie lernen möchten, und ich schicke Ihnen alle Details zur Anmeldung.',
      },
      about: {
        we: 'Wir haben diesen Online-Kurs für {audience} entwickelt. Er ist Schritt für Schritt aufgebaut, sodass Sie in Ihrem eigenen Tempo lernen und uns jederzeit fragen können, wenn Sie nicht weiterkommen.',
        i: 'Ich habe diesen Online-Kurs für {audience} entwickelt. Er ist Schritt für Schritt aufgebaut, sodass Sie in Ihrem eigenen Tempo lernen und mich jederzeit fragen können, wenn Sie nicht weiterkommen.',
      },
      steps: {
        we: [
          { title: 'Zum Kurs anmelden', text: 'Schicken Sie uns eine Nachricht über das Formular auf dieser Seite, und wir senden Ihnen alle Details zur Anmeldung.' },
          { title: 'Schritt für Schritt lernen', text: 'Arbeiten Sie die Lektionen der Reihe nach durch, in Ihrem eigenen Tempo.' },
          { title: 'Jederzeit nachfragen', text: 'Kommen Sie an einer Stelle nicht weiter? Fragen Sie uns, und wir helfen Ihnen weiter.' },
        ],
        i: [
          { title: 'Zum Kurs anmelden', text: 'Schicken Sie mir eine Nachricht über das Formular auf dieser Seite, und ich sende Ihnen alle Details zur Anmeldung.' },
          { title: 'Schritt für Schritt lernen', text: 'Arbeiten Sie die Lektionen der Reihe nach durch, in Ihrem eigenen Tempo.' },
          { title: 'Jederzeit nachfragen', text: 'Kommen Sie an einer Stelle nicht weiter? Fragen Sie mich, und ich helfe Ihnen weiter.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Schritt für Schritt', text: 'Jede Lektion baut auf der vorherigen auf, sodass nichts unerklärt bleibt.' },
          { title: 'Von überall lernen', text: 'Sie brauchen nur ein Gerät und eine Internetverbindung.' },
          { title: 'Fragen sind willkommen', text: 'Fragen Sie uns vor der Anmeldung alles, was Sie wissen möchten: von den Inhalten bis dazu, für wen der Kurs gedacht ist.' },
        ],
        i: [
          { title: 'Schritt für Schritt', text: 'Jede Lektion baut auf der vorherigen auf, sodass nichts unerklärt bleibt.' },
          { title: 'Von überall lernen', text: 'Sie brauchen nur ein Gerät und eine Internetverbindung.' },
          { title: 'Fragen sind willkommen', text: 'Fragen Sie mich vor der Anmeldung alles, was Sie wissen möchten: von den Inhalten bis dazu, für wen der Kurs gedacht ist.' },
        ],
      },
      faq: {
        we: [
          { q: 'Ist dieser Kurs das Richtige für mich?', a: 'Erzählen Sie uns, was Sie schon können und was Sie gern können möchten, und wir sagen Ihnen ehrlich, ob der Kurs zu Ihnen passt.' },
          { q: 'Wie viel Zeit brauche ich dafür?', a: 'Das hängt davon ab, wie schnell Sie vorankommen möchten. Fragen Sie uns, und wir geben Ihnen vor der Anmeldung eine Einschätzung.' },
          { q: 'Was brauche ich für die Teilnahme?', a: 'Ein Gerät mit Internetverbindung. Wenn Sie unsicher sind, ob Sie noch etwas anderes brauchen, fragen Sie uns.' },
          { q: 'Wie melde ich mich an?', a: 'Schicken Sie uns eine Nachricht über das Formular auf dieser Seite, und wir antworten Ihnen mit allen Details zur Anmeldung.' },
        ],
        i: [
          { q: 'Ist dieser Kurs das Richtige für mich?', a: 'Erzählen Sie mir, was Sie schon können und was Sie gern können möchten, und ich sage Ihnen ehrlich, ob der Kurs zu Ihnen passt.' },
          { q: 'Wie viel Zeit brauche ich dafür?', a: 'Das hängt davon ab, wie schnell Sie vorankommen möchten. Fragen Sie mich, und ich gebe Ihnen vor der Anmeldung eine Einschätzung.' },
          { q: 'Was brauche ich für die Teilnahme?', a: 'Ein Gerät mit Internetverbindung. Wenn Sie unsicher sind, ob Sie noch etwas anderes brauchen, fragen Sie mich.' },
          { q: 'Wie melde ich mich an?', a: 'Schicken Sie mir eine Nachricht über das Formular auf dieser Seite, und ich antworte Ihnen mit allen Details zur Anmeldung.' },
        ],
      },
      closing: {
        heading: 'Bereit, mit dem Lernen zu beginnen',
        text: { we: 'Schicken Sie uns eine Nachricht, und wir sagen Ihnen, wie Sie sich zum Kurs anmelden.', i: 'Schicken Sie mir eine Nachricht, und ich sage Ihnen, wie Sie sich zum Kurs anmelden.' },
      },
      featureText: {
        we: ['Wird im Kurs Schritt für Schritt behandelt.', 'Fragen Sie uns, wie der Kurs das Thema behandelt.', 'Teil dessen, was Sie lernen.', 'Sie lernen das in Ihrem eigenen Tempo.'],
        i: ['Wird im Kurs Schritt für Schritt behandelt.', 'Fragen Sie mich, wie der Kurs das Thema behandelt.', 'Teil dessen, was Sie lernen.', 'Sie lernen das in Ihrem eigenen Tempo.'],
      },
    },
  },
  it: {
    course: {
      cta: { primary: 'Iscriviti al corso', secondary: 'Cosa imparerai' },
      sections: {
        services: { nav: 'Il corso', heading: 'Cosa imparerai', eyebrow: 'Il corso online' },
        booking: { heading: 'Come funziona il corso', eyebrow: 'Passo dopo passo' },
        benefits: { heading: { we: 'Perché imparare con noi', i: 'Perché imparare con me' }, eyebrow: 'Buono a sapersi' },
        faq: { nav: 'FAQ', heading: 'Domande prima di iscriverti', eyebrow: 'Domande frequenti' },
        contact: { nav: 'Iscriviti', heading: 'Iscriviti al corso', eyebrow: 'Iscrizioni', send: 'Richiedi l’iscrizione' },
      },
      contactIntro: {
        we: 'Raccontaci qualcosa di te e di cosa vorresti imparare, e ti invieremo tutte le informazioni per iscriverti.',
        i: 'Raccontami qualcosa di te e di cosa vorresti imparare, e ti invierò tutte le informazioni per iscriverti.',
      },
      about: {
        we: 'Abbiamo creato questo corso online per {audience}. Si procede passo dopo passo, così puoi imparare al tuo ritmo e chiederci aiuto ogni volta che ti blocchi.',
        i: 'Ho creato questo corso online per {audience}. Si procede passo dopo passo, così puoi imparare al tuo ritmo e chiedermi aiuto ogni volta che ti blocchi.',
      },
      steps: {
        we: [
          { title: 'Iscriviti al corso', text: 'Mandaci un messaggio con il modulo in questa pagina e ti invieremo tutte le informazioni per iscriverti.' },
          { title: 'Impara passo dopo passo', text: 'Segui le lezioni in ordine, al ritmo che preferisci.' },
          { title: 'Chiedi strada facendo', text: 'Qualcosa non ti è chiaro? Chiedici e ti aiuteremo a venirne a capo.' },
        ],
        i: [
          { title: 'Iscriviti al corso', text: 'Mandami un messaggio con il modulo in questa pagina e ti invierò tutte le informazioni per iscriverti.' },
          { title: 'Impara passo dopo passo', text: 'Segui le lezioni in ordine, al ritmo che preferisci.' },
          { title: 'Chiedi strada facendo', text: 'Qualcosa non ti è chiaro? Chiedimi e ti aiuterò a venirne a capo.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Passo dopo passo', text: 'Ogni lezione parte da quella precedente, così niente resta senza spiegazione.' },
          { title: 'Impara da dove vuoi', text: 'Ti bastano un dispositivo e una connessione a internet.' },
          { title: 'Le domande sono benvenute', text: 'Prima di iscriverti chiedici tutto quello che vuoi, da cosa tratta il corso a chi è rivolto.' },
        ],
        i: [
          { title: 'Passo dopo passo', text: 'Ogni lezione parte da quella precedente, così niente resta senza spiegazione.' },
          { title: 'Impara da dove vuoi', text: 'Ti bastano un dispositivo e una connessione a internet.' },
          { title: 'Le domande sono benvenute', text: 'Prima di iscriverti chiedimi tutto quello che vuoi, da cosa tratta il corso a chi è rivolto.' },
        ],
      },
      faq: {
        we: [
          { q: 'Questo corso fa per me?', a: 'Dicci cosa sai già e cosa vorresti saper fare, e ti diremo con sincerità se il corso fa per te.' },
          { q: 'Quanto tempo mi servirà?', a: 'Dipende da quanto velocemente vuoi procedere. Chiedici e ti daremo un’idea prima dell’iscrizione.' },
          { q: 'Cosa mi serve per partecipare?', a: 'Un dispositivo con una connessione a internet. Se hai dubbi su cos’altro potrebbe servirti, chiedici pure.' },
          { q: 'Come mi iscrivo?', a: 'Mandaci un messaggio con il modulo in questa pagina e ti risponderemo con tutte le informazioni per iscriverti.' },
        ],
        i: [
          { q: 'Questo corso fa per me?', a: 'Dimmi cosa sai già e cosa vorresti saper fare, e ti dirò con sincerità se il corso fa per te.' },
          { q: 'Quanto tempo mi servirà?', a: 'Dipende da quanto velocemente vuoi procedere. Chiedimi e ti darò un’idea prima dell’iscrizione.' },
          { q: 'Cosa mi serve per partecipare?', a: 'Un dispositivo con una connessione a internet. Se hai dubbi su cos’altro potrebbe servirti, chiedimi pure.' },
          { q: 'Come mi iscrivo?', a: 'Mandami un messaggio con il modulo in questa pagina e ti risponderò con tutte le informazioni per iscriverti.' },
        ],
      },
      closing: {
        heading: 'Tutto pronto per iniziare',
        text: { we: 'Mandaci un messaggio e ti diremo come iscriverti al corso.', i: 'Mandami un messaggio e ti dirò come iscriverti al corso.' },
      },
      featureText: {
        we: ['Un argomento trattato passo dopo passo nel corso.', 'Chiedici come il corso affronta questo argomento.', 'Fa parte di ciò che imparerai.', 'Da imparare al tuo ritmo.'],
        i: ['Un argomento trattato passo dopo passo nel corso.', 'Chiedimi come il corso affronta questo argomento.', 'Fa parte di ciò che imparerai.', 'Da imparare al tuo ritmo.'],
      },
    },
  },
  nl: {
    course: {
      cta: { primary: 'Meld je aan', secondary: 'Wat je gaat leren' },
      sections: {
        services: { nav: 'Cursus', heading: 'Wat je gaat leren', eyebrow: 'De online cursus' },
        booking: { heading: 'Zo werkt de cursus', eyebrow: 'Stap voor stap' },
        benefits: { heading: { we: 'Waarom bij ons leren', i: 'Waarom bij mij leren' }, eyebrow: 'Praktische info' },
        faq: { nav: 'FAQ', heading: 'Vragen voordat je je aanmeldt', eyebrow: 'Veelgestelde vragen' },
        contact: { nav: 'Aanmelden', heading: 'Meld je aan voor de cursus', eyebrow: 'Aanmelding', send: 'Deelname aanvragen' },
      },
      contactIntro: {
        we: 'Vertel ons iets over jezelf en wat je graag wilt leren, dan sturen we je alle informatie over hoe je je kunt aanmelden.',
        i: 'Vertel me iets over jezelf en wat je graag wilt leren, dan stuur ik je alle informatie over hoe je je kunt aanmelden.',
      },
      about: {
        we: 'We hebben deze online cursus gemaakt voor {audience}. De cursus gaat stap voor stap, zodat je in je eigen tempo kunt leren en ons altijd iets kunt vragen als je ergens op vastloopt.',
        i: 'Ik heb deze online cursus gemaakt voor {audience}. De cursus gaat stap voor stap, zodat je in je eigen tempo kunt leren en mij altijd iets kunt vragen als je ergens op vastloopt.',
      },
      steps: {
        we: [
          { title: 'Meld je aan', text: 'Stuur een bericht via het formulier op deze pagina, dan sturen we je alle informatie over hoe je je kunt aanmelden.' },
          { title: 'Leer stap voor stap', text: 'Werk de lessen in volgorde door, in je eigen tempo.' },
          { title: 'Vraag het gerust', text: 'Loop je ergens op vast? Vraag het ons, dan helpen we je verder.' },
        ],
        i: [
          { title: 'Meld je aan', text: 'Stuur een bericht via het formulier op deze pagina, dan stuur ik je alle informatie over hoe je je kunt aanmelden.' },
          { title: 'Leer stap voor stap', text: 'Werk de lessen in volgorde door, in je eigen tempo.' },
          { title: 'Vraag het gerust', text: 'Loop je ergens op vast? Vraag het me, dan help ik je verder.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Stap voor stap', text: 'Elke les bouwt voort op de vorige, zodat er niets onduidelijk blijft.' },
          { title: 'Leer waar je maar wilt', text: 'Je hebt alleen een apparaat en een internetverbinding nodig.' },
          { title: 'Vragen zijn welkom', text: 'Vraag ons alles voordat je je aanmeldt, van wat er aan bod komt tot voor wie de cursus bedoeld is.' },
        ],
        i: [
          { title: 'Stap voor stap', text: 'Elke les bouwt voort op de vorige, zodat er niets onduidelijk blijft.' },
          { title: 'Leer waar je maar wilt', text: 'Je hebt alleen een apparaat en een internetverbinding nodig.' },
          { title: 'Vragen zijn welkom', text: 'Vraag me alles voordat je je aanmeldt, van wat er aan bod komt tot voor wie de cursus bedoeld is.' },
        ],
      },
      faq: {
        we: [
          { q: 'Is deze cursus iets voor mij?', a: 'Vertel ons wat je al weet en wat je graag zou willen kunnen, dan zeggen we je eerlijk of de cursus bij je past.' },
          { q: 'Hoeveel tijd heb ik nodig?', a: 'Dat hangt af van hoe snel je wilt gaan. Vraag het ons, dan geven we je een idee voordat je je aanmeldt.' },
          { q: 'Wat heb ik nodig om mee te doen?', a: 'Een apparaat met een internetverbinding. Twijfel je of je nog iets anders nodig hebt, vraag het ons dan.' },
          { q: 'Hoe meld ik me aan?', a: 'Stuur een bericht via het formulier op deze pagina, dan antwoorden we met alle informatie over het aanmelden.' },
        ],
        i: [
          { q: 'Is deze cursus iets voor mij?', a: 'Vertel me wat je al weet en wat je graag zou willen kunnen, dan zeg ik je eerlijk of de cursus bij je past.' },
          { q: 'Hoeveel tijd heb ik nodig?', a: 'Dat hangt af van hoe snel je wilt gaan. Vraag het me, dan geef ik je een idee voordat je je aanmeldt.' },
          { q: 'Wat heb ik nodig om mee te doen?', a: 'Een apparaat met een internetverbinding. Twijfel je of je nog iets anders nodig hebt, vraag het me dan.' },
          { q: 'Hoe meld ik me aan?', a: 'Stuur een bericht via het formulier op deze pagina, dan antwoord ik met alle informatie over het aanmelden.' },
        ],
      },
      closing: {
        heading: 'Klaar om te beginnen met leren',
        text: { we: 'Stuur ons een bericht, dan vertellen we je hoe je je aanmeldt voor de cursus.', i: 'Stuur me een bericht, dan vertel ik je hoe je je aanmeldt voor de cursus.' },
      },
      featureText: {
        we: ['Stap voor stap behandeld in de cursus.', 'Vraag ons hoe de cursus dit behandelt.', 'Onderdeel van wat je gaat leren.', 'Leer dit in je eigen tempo.'],
        i: ['Stap voor stap behandeld in de cursus.', 'Vraag me hoe de cursus dit behandelt.', 'Onderdeel van wat je gaat leren.', 'Leer dit in je eigen tempo.'],
      },
    },
  },
  ja: {
    course: {
      cta: { primary: '講座に申し込む', secondary: '学べること' },
      sections: {
        services: { nav: '講座内容', heading: 'この講座で学べること', eyebrow: 'オンライン講座' },
        booking: { heading: '受講の流れ', eyebrow: 'ステップ' },
        benefits: { heading: { we: '私たちと一緒に学ぶ理由', i: '私と一緒に学ぶ理由' }, eyebrow: '知っておきたいこと' },
        faq: { nav: 'よくある質問', heading: 'お申し込み前のご質問', eyebrow: 'よくある質問' },
        contact: { nav: 'お申し込み', heading: '講座へのお申し込み', eyebrow: '受講申し込み', send: '受講を希望する' },
      },
      contactIntro: {
        we: 'ご自身のことや学びたい内容を簡単にお知らせいただければ、私たちからお申し込み方法の詳細をお送りします。',
        i: 'ご自身のことや学びたい内容を簡単にお知らせいただければ、私からお申し込み方法の詳細をお送りします。',
      },
      about: {
        we: 'この講座は、{audience}のために私たちがつくりました。一つずつ順を追って進むので、ご自身に合ったペースで学べ、つまずいたときはいつでも私たちに質問できます。',
        i: 'この講座は、{audience}のために私がつくりました。一つずつ順を追って進むので、ご自身に合ったペースで学べ、つまずいたときはいつでも私に質問できます。',
      },
      steps: {
        we: [
          { title: '講座に申し込む', text: 'このページのフォームからメッセージをお送りいただければ、私たちからお申し込み方法の詳細をご案内します。' },
          { title: '一歩ずつ学ぶ', text: 'ご自身に合ったペースで、レッスンを順番に進めていきます。' },
          { title: '質問しながら進める', text: 'つまずいたときは、私たちにお尋ねください。乗り越えられるようお手伝いします。' },
        ],
        i: [
          { title: '講座に申し込む', text: 'このページのフォームからメッセージをお送りいただければ、私からお申し込み方法の詳細をご案内します。' },
          { title: '一歩ずつ学ぶ', text: 'ご自身に合ったペースで、レッスンを順番に進めていきます。' },
          { title: '質問しながら進める', text: 'つまずいたときは、私にお尋ねください。乗り越えられるようお手伝いします。' },
        ],
      },
      benefits: {
        we: [
          { title: '一歩ずつ着実に', text: 'どのレッスンも前回の内容をふまえて進むので、説明のないまま先へ進むことはありません。' },
          { title: 'どこからでも学べる', text: '必要なのは、インターネットにつながる端末だけです。' },
          { title: '質問は大歓迎', text: '講座で扱う内容から、どんな方に向いているかまで、お申し込みの前に何でも私たちにお尋ねください。' },
        ],
        i: [
          { title: '一歩ずつ着実に', text: 'どのレッスンも前回の内容をふまえて進むので、説明のないまま先へ進むことはありません。' },
          { title: 'どこからでも学べる', text: '必要なのは、インターネットにつながる端末だけです。' },
          { title: '質問は大歓迎', text: '講座で扱う内容から、どんな方に向いているかまで、お申し込みの前に何でも私にお尋ねください。' },
        ],
      },
      faq: {
        we: [
          { q: 'この講座は自分に合っていますか？', a: 'すでに知っていることと、できるようになりたいことを私たちにお知らせください。講座が合っているかどうか、正直にお答えします。' },
          { q: 'どのくらいの時間が必要ですか？', a: 'どのくらいのペースで進めたいかによって異なります。私たちにお尋ねいただければ、お申し込みの前に目安をお伝えします。' },
          { q: '受講には何が必要ですか？', a: 'インターネットにつながる端末があれば受講できます。ほかに必要なものがあるかわからない場合は、私たちにお尋ねください。' },
          { q: '申し込みはどうすればいいですか？', a: 'このページのフォームからメッセージをお送りください。私たちから折り返し、お申し込み方法の詳細をご案内します。' },
        ],
        i: [
          { q: 'この講座は自分に合っていますか？', a: 'すでに知っていることと、できるようになりたいことを私にお知らせください。講座が合っているかどうか、正直にお答えします。' },
          { q: 'どのくらいの時間が必要ですか？', a: 'どのくらいのペースで進めたいかによって異なります。私にお尋ねいただければ、お申し込みの前に目安をお伝えします。' },
          { q: '受講には何が必要ですか？', a: 'インターネットにつながる端末があれば受講できます。ほかに必要なものがあるかわからない場合は、私にお尋ねください。' },
          { q: '申し込みはどうすればいいですか？', a: 'このページのフォームからメッセージをお送りください。私から折り返し、お申し込み方法の詳細をご案内します。' },
        ],
      },
      closing: {
        heading: 'さあ、学びを始めましょう',
        text: {
          we: '私たちにメッセージをお送りいただければ、講座へのお申し込み方法をお知らせします。',
          i: '私にメッセージをお送りいただければ、講座へのお申し込み方法をお知らせします。',
        },
      },
      featureText: {
        we: [
          '講座の中で一歩ずつ学びます。',
          '講座でどのように扱うか、私たちにお気軽にお尋ねください。',
          'この講座で学べる内容のひとつです。',
          'ご自身に合ったペースで学べます。',
        ],
        i: [
          '講座の中で一歩ずつ学びます。',
          '講座でどのように扱うか、私にお気軽にお尋ねください。',
          'この講座で学べる内容のひとつです。',
          'ご自身に合ったペースで学べます。',
        ],
      },
    },
  },
  zh: {
    course: {
      cta: { primary: '报名课程', secondary: '学习内容' },
      sections: {
        services: { nav: '课程', heading: '您将学到什么', eyebrow: '在线课程' },
        booking: { heading: '课程如何进行', eyebrow: '一步一步' },
        benefits: { heading: { we: '为什么跟我们学', i: '为什么跟我学' }, eyebrow: '值得了解' },
        faq: { nav: '常见问题', heading: '报名前的常见问题', eyebrow: '常见问题' },
        contact: { nav: '报名', heading: '报名参加课程', eyebrow: '欢迎报名', send: '申请报名' },
      },
      contactIntro: {
        we: '请简单介绍一下您自己以及想学习的内容，我们会把报名方式的详细信息发给您。',
        i: '请简单介绍一下您自己以及想学习的内容，我会把报名方式的详细信息发给您。',
      },
      about: {
        we: '我们为{audience}打造了这门课程。课程循序渐进，您可以按照适合自己的节奏学习，遇到困难时随时可以问我们。',
        i: '我为{audience}打造了这门课程。课程循序渐进，您可以按照适合自己的节奏学习，遇到困难时随时可以问我。',
      },
      steps: {
        we: [
          { title: '报名课程', text: '通过本页的表单给我们留言，我们会把报名方式的详细信息发给您。' },
          { title: '循序渐进地学习', text: '按顺序学习每一课，节奏由您自己把握。' },
          { title: '边学边问', text: '遇到卡住的地方了吗？尽管问我们，我们会帮您解决。' },
        ],
        i: [
          { title: '报名课程', text: '通过本页的表单给我留言，我会把报名方式的详细信息发给您。' },
          { title: '循序渐进地学习', text: '按顺序学习每一课，节奏由您自己把握。' },
          { title: '边学边问', text: '遇到卡住的地方了吗？尽管问我，我会帮您解决。' },
        ],
      },
      benefits: {
        we: [
          { title: '循序渐进', text: '每一课都建立在前一课的基础上，每个知识点都会讲解清楚。' },
          { title: '在哪里都能学', text: '只需一台能上网的设备。' },
          { title: '欢迎提问', text: '报名之前，从课程涵盖哪些内容到适合哪些人，任何问题都可以问我们。' },
        ],
        i: [
          { title: '循序渐进', text: '每一课都建立在前一课的基础上，每个知识点都会讲解清楚。' },
          { title: '在哪里都能学', text: '只需一台能上网的设备。' },
          { title: '欢迎提问', text: '报名之前，从课程涵盖哪些内容到适合哪些人，任何问题都可以问我。' },
        ],
      },
      faq: {
        we: [
          { q: '这门课程适合我吗？', a: '告诉我们您已经掌握了哪些知识、希望学会做什么，我们会如实告诉您这门课程是否适合您。' },
          { q: '需要花多少时间？', a: '这取决于您想以多快的节奏学习。欢迎问问我们，报名之前我们会给您一个大致的参考。' },
          { q: '参加课程需要准备什么？', a: '一台能上网的设备即可。如果不确定是否还需要其他东西，欢迎问我们。' },
          { q: '怎么报名？', a: '请通过本页的表单给我们留言，我们会回复您报名方式的详细信息。' },
        ],
        i: [
          { q: '这门课程适合我吗？', a: '告诉我您已经掌握了哪些知识、希望学会做什么，我会如实告诉您这门课程是否适合您。' },
          { q: '需要花多少时间？', a: '这取决于您想以多快的节奏学习。欢迎问问我，报名之前我会给您一个大致的参考。' },
          { q: '参加课程需要准备什么？', a: '一台能上网的设备即可。如果不确定是否还需要其他东西，欢迎问我。' },
          { q: '怎么报名？', a: '请通过本页的表单给我留言，我会回复您报名方式的详细信息。' },
        ],
      },
      closing: {
        heading: '开始您的学习之旅',
        text: { we: '给我们发条留言，我们会告诉您如何报名这门课程。', i: '给我发条留言，我会告诉您如何报名这门课程。' },
      },
      featureText: {
        we: [
          '课程中会循序渐进地讲解。',
          '欢迎问问我们课程如何讲解这部分内容。',
          '这是您将学到的内容之一。',
          '按照适合您的节奏来学习。',
        ],
        i: [
          '课程中会循序渐进地讲解。',
          '欢迎问问我课程如何讲解这部分内容。',
          '这是您将学到的内容之一。',
          '按照适合您的节奏来学习。',
        ],
      },
    },
  },
  ar: {
    course: {
      cta: { primary: 'سجّل في الدورة', secondary: 'ماذا ستتعلّم' },
      sections: {
        services: { nav: 'الدورة', heading: 'ما الذي ستتعلّمه', eyebrow: 'عن الدورة' },
        booking: { heading: 'كيف تسير الدورة', eyebrow: 'خطوة بخطوة' },
        benefits: { heading: { we: 'لماذا تتعلّم معنا', i: 'لماذا تتعلّم معي' }, eyebrow: 'معلومات تهمّك' },
        faq: { nav: 'الأسئلة الشائعة', heading: 'أسئلة قبل التسجيل', eyebrow: 'الأسئلة الشائعة' },
        contact: { nav: 'التسجيل', heading: 'انضم إلى الدورة', eyebrow: 'سجّل الآن', send: 'اطلب الانضمام' },
      },
      contactIntro: {
        we: 'أخبرنا قليلًا عن نفسك وعمّا تودّ أن تتعلّمه، وسنرسل إليك تفاصيل التسجيل في الدورة.',
        i: 'أخبرني قليلًا عن نفسك وعمّا تودّ أن تتعلّمه، وسأرسل إليك تفاصيل التسجيل في الدورة.',
      },
      about: {
        we: 'صمّمنا هذه الدورة من أجل {audience}. وهي تسير خطوة بخطوة، لتتعلّم بالوتيرة التي تناسبك وتسألنا كلما واجهت صعوبة.',
        i: 'صمّمتُ هذه الدورة من أجل {audience}. وهي تسير خطوة بخطوة، لتتعلّم بالوتيرة التي تناسبك وتسألني كلما واجهت صعوبة.',
      },
      steps: {
        we: [
          { title: 'سجّل في الدورة', text: 'أرسل رسالة عبر النموذج في هذه الصفحة، وسنرسل إليك تفاصيل التسجيل.' },
          { title: 'تعلّم خطوة بخطوة', text: 'تابع الدروس بالترتيب، وبالوتيرة التي تناسبك.' },
          { title: 'اسأل أثناء التعلّم', text: 'هل واجهت صعوبة في شيء؟ اسألنا وسنساعدك على تجاوزها.' },
        ],
        i: [
          { title: 'سجّل في الدورة', text: 'أرسل رسالة عبر النموذج في هذه الصفحة، وسأرسل إليك تفاصيل التسجيل.' },
          { title: 'تعلّم خطوة بخطوة', text: 'تابع الدروس بالترتيب، وبالوتيرة التي تناسبك.' },
          { title: 'اسأل أثناء التعلّم', text: 'هل واجهت صعوبة في شيء؟ اسألني وسأساعدك على تجاوزها.' },
        ],
      },
      benefits: {
        we: [
          { title: 'خطوة بخطوة', text: 'يُبنى كل درس على الدرس الذي قبله، فلا يبقى شيء دون شرح.' },
          { title: 'تعلّم من أي مكان', text: 'كل ما تحتاج إليه جهاز واتصال بالإنترنت.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألنا عن أي شيء قبل أن تسجّل: ما الذي تتناوله الدورة، ولمن هي موجّهة.' },
        ],
        i: [
          { title: 'خطوة بخطوة', text: 'يُبنى كل درس على الدرس الذي قبله، فلا يبقى شيء دون شرح.' },
          { title: 'تعلّم من أي مكان', text: 'كل ما تحتاج إليه جهاز واتصال بالإنترنت.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألني عن أي شيء قبل أن تسجّل: ما الذي تتناوله الدورة، ولمن هي موجّهة.' },
        ],
      },
      faq: {
        we: [
          { q: 'هل هذه الدورة مناسبة لي؟', a: 'أخبرنا بما تعرفه حتى الآن وما تودّ أن تصبح قادرًا على فعله، وسنقول لك بصراحة إن كانت تناسبك.' },
          { q: 'كم من الوقت أحتاج؟', a: 'يعتمد ذلك على السرعة التي تفضّل أن تتقدّم بها. اسألنا وسنعطيك فكرة قبل أن تسجّل.' },
          { q: 'ماذا أحتاج للمشاركة؟', a: 'جهاز متصل بالإنترنت. واسألنا إن لم تكن متأكدًا مما إذا كنت تحتاج إلى أي شيء آخر.' },
          { q: 'كيف أسجّل في الدورة؟', a: 'أرسل رسالة عبر النموذج في هذه الصفحة، وسنرد عليك بتفاصيل التسجيل.' },
        ],
        i: [
          { q: 'هل هذه الدورة مناسبة لي؟', a: 'أخبرني بما تعرفه حتى الآن وما تودّ أن تصبح قادرًا على فعله، وسأقول لك بصراحة إن كانت تناسبك.' },
          { q: 'كم من الوقت أحتاج؟', a: 'يعتمد ذلك على السرعة التي تفضّل أن تتقدّم بها. اسألني وسأعطيك فكرة قبل أن تسجّل.' },
          { q: 'ماذا أحتاج للمشاركة؟', a: 'جهاز متصل بالإنترنت. واسألني إن لم تكن متأكدًا مما إذا كنت تحتاج إلى أي شيء آخر.' },
          { q: 'كيف أسجّل في الدورة؟', a: 'أرسل رسالة عبر النموذج في هذه الصفحة، وسأرد عليك بتفاصيل التسجيل.' },
        ],
      },
      closing: {
        heading: 'ابدأ رحلة التعلّم',
        text: { we: 'أرسل لنا رسالة وسنخبرك كيف تسجّل في الدورة.', i: 'أرسل لي رسالة وسأخبرك كيف تسجّل في الدورة.' },
      },
      featureText: {
        we: [
          'تشرحه الدورة خطوة بخطوة.',
          'اسألنا كيف تتناوله الدورة.',
          'جزء مما ستتعلّمه.',
          'تعلّمه بالوتيرة التي تناسبك.',
        ],
        i: [
          'تشرحه الدورة خطوة بخطوة.',
          'اسألني كيف تتناوله الدورة.',
          'جزء مما ستتعلّمه.',
          'تعلّمه بالوتيرة التي تناسبك.',
        ],
      },
    },
  },
};
