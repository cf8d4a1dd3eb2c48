import type { StyleCopy } from './types';

/**
 * A recruitment agency's own words over the agency phrasebook (types.ts `PageStyle` `recruitment`;
 * choose-blueprint `recruitsStaff`), in the site languages: employers are asked about the role they are
 * hiring for and job seekers about the work they want, instead of case studies and "Let's talk". No claim
 * the agency has not made (no fees or free registration, no time to hire, no placement numbers, no
 * guarantee).
 */
export const RECRUITMENT_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { recruitment: StyleCopy }> = {
  en: {
    recruitment: {
      cta: { primary: 'Send a vacancy', secondary: 'See the services' },
      sections: {
        services: { nav: 'Services', heading: { we: 'How we can help', i: 'How I can help' }, eyebrow: 'Recruitment' },
        process: { nav: 'Process', heading: { we: 'How we recruit', i: 'How I recruit' }, eyebrow: 'Step by step' },
        faq: { heading: 'Questions employers and candidates ask' },
        contact: { nav: 'Contact', heading: 'Hiring or looking for work', eyebrow: 'Contact', send: 'Send message' },
      },
      contactIntro: {
        we: 'Tell us about the role you’re hiring for, or the work you’re looking for, and we’ll get back to you.',
        i: 'Tell me about the role you’re hiring for, or the work you’re looking for, and I’ll get back to you.',
      },
      about: {
        we: 'We match {audience}, and every search starts with listening: what the role needs, what the team is like and what matters to the people we put forward. We keep both sides informed at every step.',
        i: 'I match {audience}, and every search starts with listening: what the role needs, what the team is like and what matters to the people I put forward. I keep both sides informed at every step.',
      },
      steps: {
        we: [
          { title: 'Tell us about the role', text: 'Send us the role, the skills it needs and when you’d like someone to start.' },
          { title: 'We search and shortlist', text: 'We look for people who fit, talk to them first and send you a shortlist.' },
          { title: 'Interviews and offer', text: 'We arrange the interviews and help both sides through to an offer.' },
        ],
        i: [
          { title: 'Tell me about the role', text: 'Send me the role, the skills it needs and when you’d like someone to start.' },
          { title: 'I search and shortlist', text: 'I look for people who fit, talk to them first and send you a shortlist.' },
          { title: 'Interviews and offer', text: 'I arrange the interviews and help both sides through to an offer.' },
        ],
      },
      benefits: {
        we: [
          { title: 'People who fit', text: 'We talk to every candidate before we put them forward.' },
          { title: 'One point of contact', text: 'You deal with the same person from the first call to the offer.' },
          { title: 'Honest feedback', text: 'We tell you what we hear, on both sides, so nobody is left guessing.' },
        ],
        i: [
          { title: 'People who fit', text: 'I talk to every candidate before I put them forward.' },
          { title: 'One point of contact', text: 'You deal with me from the first call to the offer.' },
          { title: 'Honest feedback', text: 'I tell you what I hear, on both sides, so nobody is left guessing.' },
        ],
      },
      faq: {
        we: [
          { q: 'How do I register as a candidate?', a: 'Send us a message with the form on this page, telling us the work you’re looking for, and we’ll be in touch.' },
          { q: 'What does it cost to hire through you?', a: 'It depends on the role. Tell us about it and we’ll explain our terms before we start.' },
          { q: 'What kinds of roles do you fill?', a: 'In short: {features}. Ask us about the role you have in mind.' },
          { q: 'How quickly can you find someone?', a: 'It depends on the role and the market. Tell us when you need someone, and we’ll be honest about what’s realistic.' },
        ],
        i: [
          { q: 'How do I register as a candidate?', a: 'Send me a message with the form on this page, telling me the work you’re looking for, and I’ll be in touch.' },
          { q: 'What does it cost to hire through you?', a: 'It depends on the role. Tell me about it and I’ll explain my terms before I start.' },
          { q: 'What kinds of roles do you fill?', a: 'In short: {features}. Ask me about the role you have in mind.' },
          { q: 'How quickly can you find someone?', a: 'It depends on the role and the market. Tell me when you need someone, and I’ll be honest about what’s realistic.' },
        ],
      },
      closing: {
        heading: 'Hiring, or ready for a new role',
        text: { we: 'Send us a message and we’ll take it from there.', i: 'Send me a message and I’ll take it from there.' },
      },
      featureText: {
        we: ['Ask us how this works for your role.', 'Part of how we recruit.', 'Tell us what you need and we’ll explain.', 'Worth asking about when you get in touch.'],
        i: ['Ask me how this works for your role.', 'Part of how I recruit.', 'Tell me what you need and I’ll explain.', 'Worth asking about when you get in touch.'],
      },
    },
  },
  es: {
    recruitment: {
      cta: { primary: 'Envía una vacante', secondary: 'Mira los servicios' },
      sections: {
        services: { nav: 'Servicios', heading: { we: 'Cómo podemos ayudarte', i: 'Cómo puedo ayudarte' }, eyebrow: 'Selección de personal' },
        process: { nav: 'Proceso', heading: { we: 'Nuestro proceso de selección', i: 'Mi proceso de selección' }, eyebrow: 'Paso a paso' },
        faq: { heading: 'Preguntas de empresas y candidatos' },
        contact: { nav: 'Contacto', heading: 'Para contratar o encontrar empleo', eyebrow: 'Contacto', send: 'Enviar mensaje' },
      },
      contactIntro: {
        we: 'Cuéntanos qué puesto quieres cubrir o qué trabajo buscas, y te responderemos.',
        i: 'Cuéntame qué puesto quieres cubrir o qué trabajo buscas, y te responderé.',
      },
      about: {
        we: 'Conectamos a {audience}, y cada búsqueda empieza escuchando: qué necesita el puesto, cómo es el equipo y qué les importa a las personas que presentamos. Mantenemos informadas a ambas partes en cada paso.',
        i: 'Conecto a {audience}, y cada búsqueda empieza escuchando: qué necesita el puesto, cómo es el equipo y qué les importa a las personas que presento. Mantengo informadas a ambas partes en cada paso.',
      },
      steps: {
        we: [
          { title: 'Háblanos del puesto', text: 'Envíanos el puesto, las competencias que requiere y cuándo te gustaría que se incorporara alguien.' },
          { title: 'Buscamos y preseleccionamos', text: 'Buscamos personas que encajen, hablamos antes con ellas y te enviamos una preselección.' },
          { title: 'Entrevistas y oferta', text: 'Organizamos las entrevistas y acompañamos a ambas partes hasta la oferta.' },
        ],
        i: [
          { title: 'Háblame del puesto', text: 'Envíame el puesto, las competencias que requiere y cuándo te gustaría que se incorporara alguien.' },
          { title: 'Busco y preselecciono', text: 'Busco personas que encajen, hablo antes con ellas y te envío una preselección.' },
          { title: 'Entrevistas y oferta', text: 'Organizo las entrevistas y acompaño a ambas partes hasta la oferta.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Personas que encajan', text: 'Hablamos con cada candidato antes de presentártelo.' },
          { title: 'Un único interlocutor', text: 'Tratas con la misma persona desde la primera llamada hasta la oferta.' },
          { title: 'Valoraciones sinceras', text: 'Te trasladamos lo que oímos de una y otra parte, para que nadie se quede con dudas.' },
        ],
        i: [
          { title: 'Personas que encajan', text: 'Hablo con cada candidato antes de presentártelo.' },
          { title: 'Un único interlocutor', text: 'Tratas conmigo desde la primera llamada hasta la oferta.' },
          { title: 'Valoraciones sinceras', text: 'Te traslado lo que oigo de una y otra parte, para que nadie se quede con dudas.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Cómo me inscribo como candidato?', a: 'Envíanos un mensaje con el formulario de esta página, contándonos qué trabajo buscas, y nos pondremos en contacto contigo.' },
          { q: '¿Cuánto cuesta el servicio de selección?', a: 'Depende del puesto. Cuéntanos de qué se trata y te explicaremos nuestras condiciones antes de empezar.' },
          { q: '¿Qué tipo de puestos se pueden cubrir?', a: 'En resumen: {features}. Pregúntanos por el puesto que tienes en mente.' },
          { q: '¿Cuánto se tarda en encontrar a alguien?', a: 'Depende del puesto y del mercado. Dinos cuándo necesitas a alguien y te diremos con sinceridad qué es realista.' },
        ],
        i: [
          { q: '¿Cómo me inscribo como candidato?', a: 'Envíame un mensaje con el formulario de esta página, contándome qué trabajo buscas, y me pondré en contacto contigo.' },
          { q: '¿Cuánto cuesta el servicio de selección?', a: 'Depende del puesto. Cuéntame de qué se trata y te explicaré mis condiciones antes de empezar.' },
          { q: '¿Qué tipo de puestos se pueden cubrir?', a: 'En resumen: {features}. Pregúntame por el puesto que tienes en mente.' },
          { q: '¿Cuánto se tarda en encontrar a alguien?', a: 'Depende del puesto y del mercado. Dime cuándo necesitas a alguien y te diré con sinceridad qué es realista.' },
        ],
      },
      closing: {
        heading: 'Si buscas personal o un nuevo puesto',
        text: { we: 'Envíanos un mensaje y nos ponemos en marcha.', i: 'Envíame un mensaje y me pongo en marcha.' },
      },
      featureText: {
        we: ['Pregúntanos cómo funciona para el puesto que te interesa.', 'Parte de nuestro proceso de selección.', 'Cuéntanos qué necesitas y te lo explicaremos.', 'Merece la pena preguntar por ello cuando te pongas en contacto.'],
        i: ['Pregúntame cómo funciona para el puesto que te interesa.', 'Parte de mi proceso de selección.', 'Cuéntame qué necesitas y te lo explicaré.', 'Merece la pena preguntar por ello cuando te pongas en contacto.'],
      },
    },
  },
  pt: {
    recruitment: {
      cta: { primary: 'Envie uma vaga', secondary: 'Veja os serviços' },
      sections: {
        services: { nav: 'Serviços', heading: { we: 'Como podemos ajudar', i: 'Como posso ajudar' }, eyebrow: 'Recrutamento' },
        process: { nav: 'Processo', heading: { we: 'Como recrutamos', i: 'Como recruto' }, eyebrow: 'Passo a passo' },
        faq: { heading: 'Perguntas de empresas e candidatos' },
        contact: { nav: 'Contacto', heading: 'A contratar ou à procura de trabalho', eyebrow: 'Contacto', send: 'Enviar mensagem' },
      },
      contactIntro: {
        we: 'Fale-nos da função que pretende preencher ou do trabalho que procura, e entramos em contacto consigo.',
        i: 'Fale-me da função que pretende preencher ou do trabalho que procura, e entro em contacto consigo.',
      },
      about: {
        we: 'Pomos em contacto {audience}, e cada recrutamento começa por ouvir: o que a função exige, como é a equipa e o que é importante para as pessoas que apresentamos. Mantemos ambas as partes informadas em cada etapa.',
        i: 'Ponho em contacto {audience}, e cada recrutamento começa por ouvir: o que a função exige, como é a equipa e o que é importante para as pessoas que apresento. Mantenho ambas as partes informadas em cada etapa.',
      },
      steps: {
        we: [
          { title: 'Fale-nos da função', text: 'Envie-nos a descrição da função, as competências necessárias e quando gostaria que alguém começasse.' },
          { title: 'Procuramos e pré-selecionamos', text: 'Procuramos pessoas com o perfil certo, falamos primeiro com elas e enviamos-lhe uma pré-seleção.' },
          { title: 'Entrevistas e proposta', text: 'Organizamos as entrevistas e acompanhamos ambas as partes até à proposta.' },
        ],
        i: [
          { title: 'Fale-me da função', text: 'Envie-me a descrição da função, as competências necessárias e quando gostaria que alguém começasse.' },
          { title: 'Procuro e pré-seleciono', text: 'Procuro pessoas com o perfil certo, falo primeiro com elas e envio-lhe uma pré-seleção.' },
          { title: 'Entrevistas e proposta', text: 'Organizo as entrevistas e acompanho ambas as partes até à proposta.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Pessoas com o perfil certo', text: 'Falamos com cada candidato antes de o apresentarmos.' },
          { title: 'Um único interlocutor', text: 'Fala sempre com a mesma pessoa, desde a primeira chamada até à proposta.' },
          { title: 'Feedback honesto', text: 'Transmitimos-lhe o que ouvimos, de ambas as partes, para que ninguém fique na dúvida.' },
        ],
        i: [
          { title: 'Pessoas com o perfil certo', text: 'Falo com cada candidato antes de o apresentar.' },
          { title: 'Um único interlocutor', text: 'Fala sempre comigo, desde a primeira chamada até à proposta.' },
          { title: 'Feedback honesto', text: 'Transmito-lhe o que ouço, de ambas as partes, para que ninguém fique na dúvida.' },
        ],
      },
      faq: {
        we: [
          { q: 'Como me inscrevo como candidato?', a: 'Envie-nos uma mensagem através do formulário desta página, com o tipo de trabalho que procura, e entramos em contacto consigo.' },
          { q: 'Quanto custa o serviço de recrutamento?', a: 'Depende da função. Fale-nos dela e explicamos-lhe as nossas condições antes de começar.' },
          { q: 'Para que tipo de funções recrutam?', a: 'Em resumo: {features}. Pergunte-nos pela função que tem em mente.' },
          { q: 'Em quanto tempo conseguem encontrar alguém?', a: 'Depende da função e do mercado. Diga-nos quando precisa de alguém, e dizemos-lhe com franqueza o que é realista.' },
        ],
        i: [
          { q: 'Como me inscrevo como candidato?', a: 'Envie-me uma mensagem através do formulário desta página, com o tipo de trabalho que procura, e entro em contacto consigo.' },
          { q: 'Quanto custa o serviço de recrutamento?', a: 'Depende da função. Fale-me dela e explico-lhe as minhas condições antes de começar.' },
          { q: 'Para que tipo de funções recruta?', a: 'Em resumo: {features}. Pergunte-me pela função que tem em mente.' },
          { q: 'Em quanto tempo consegue encontrar alguém?', a: 'Depende da função e do mercado. Diga-me quando precisa de alguém, e digo-lhe com franqueza o que é realista.' },
        ],
      },
      closing: {
        heading: 'Para contratar ou mudar de emprego',
        text: { we: 'Envie-nos uma mensagem e a partir daí damos seguimento.', i: 'Envie-me uma mensagem e a partir daí dou seguimento.' },
      },
      featureText: {
        we: ['Pergunte-nos como isto funciona para a função que tem em mente.', 'Faz parte da nossa forma de recrutar.', 'Diga-nos de que precisa e explicamos-lhe.', 'Vale a pena perguntar por isto quando entrar em contacto.'],
        i: ['Pergunte-me como isto funciona para a função que tem em mente.', 'Faz parte da minha forma de recrutar.', 'Diga-me de que precisa e explico-lhe.', 'Vale a pena perguntar por isto quando entrar em contacto.'],
      },
    },
  },
  fr: {
    recruitment: {
      cta: { primary: 'Déposer une offre', secondary: 'Voir les prestations' },
      sections: {
        services: { nav: 'Prestations', heading: { we: 'Comment nous pouvons vous aider', i: 'Comment je peux vous aider' }, eyebrow: 'Recrutement' },
        process: { nav: 'Démarche', heading: { we: 'Comment nous recrutons', i: 'Comment je recrute' }, eyebrow: 'Étape par étape' },
        faq: { heading: 'Questions des employeurs et des candidats' },
        contact: { nav: 'Contact', heading: 'Recruter ou trouver un emploi', eyebrow: 'Contact', send: 'Envoyer le message' },
      },
      contactIntro: {
        we: 'Parlez-nous du poste que vous souhaitez pourvoir ou du travail que vous recherchez, et nous reviendrons vers vous.',
        i: 'Parlez-moi du poste que vous souhaitez pourvoir ou du travail que vous recherchez, et je reviendrai vers vous.',
      },
      about: {
        we: 'Nous mettons en relation {audience}, et chaque recherche commence par l’écoute\u00a0: ce qu’exige le poste, à quoi ressemble l’équipe et ce qui compte pour les personnes que nous présentons. Nous tenons les deux parties informées à chaque étape.',
        i: 'Je mets en relation {audience}, et chaque recherche commence par l’écoute\u00a0: ce qu’exige le poste, à quoi ressemble l’équipe et ce qui compte pour les personnes que je présente. Je tiens les deux parties informées à chaque étape.',
      },
      steps: {
        we: [
          { title: 'Parlez-nous du poste', text: 'Envoyez-nous la description du poste, les compétences requises et la date d’arrivée souhaitée.' },
          { title: 'Nous recherchons et présélectionnons', text: 'Nous cherchons des personnes qui correspondent au poste, nous leur parlons d’abord et nous vous envoyons une présélection.' },
          { title: 'Entretiens et proposition d’embauche', text: 'Nous organisons les entretiens et accompagnons les deux parties jusqu’à la proposition d’embauche.' },
        ],
        i: [
          { title: 'Parlez-moi du poste', text: 'Envoyez-moi la description du poste, les compétences requises et la date d’arrivée souhaitée.' },
          { title: 'Je recherche et présélectionne', text: 'Je cherche des personnes qui correspondent au poste, je leur parle d’abord et je vous envoie une présélection.' },
          { title: 'Entretiens et proposition d’embauche', text: 'J’organise les entretiens et j’accompagne les deux parties jusqu’à la proposition d’embauche.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Des profils qui correspondent', text: 'Nous nous entretenons avec chaque candidat avant de vous le présenter.' },
          { title: 'Un interlocuteur unique', text: 'Vous échangez avec la même personne, du premier appel jusqu’à la proposition d’embauche.' },
          { title: 'Des retours honnêtes', text: 'Nous vous transmettons ce que nous entendons, d’un côté comme de l’autre, pour que personne ne reste dans le flou.' },
        ],
        i: [
          { title: 'Des profils qui correspondent', text: 'Je m’entretiens avec chaque candidat avant de vous le présenter.' },
          { title: 'Un interlocuteur unique', text: 'Vous échangez avec moi, du premier appel jusqu’à la proposition d’embauche.' },
          { title: 'Des retours honnêtes', text: 'Je vous transmets ce que j’entends, d’un côté comme de l’autre, pour que personne ne reste dans le flou.' },
        ],
      },
      faq: {
        we: [
          { q: 'Comment m’inscrire en tant que candidat\u202f?', a: 'Envoyez-nous un message grâce au formulaire de cette page en précisant le type de poste que vous recherchez, et nous vous recontacterons.' },
          { q: 'Combien coûte un recrutement par votre intermédiaire\u202f?', a: 'Cela dépend du poste. Parlez-nous-en, et nous vous expliquerons nos conditions avant de commencer.' },
          { q: 'Sur quels types de postes recrutez-vous\u202f?', a: 'En bref\u00a0: {features}. Interrogez-nous sur le poste que vous avez en tête.' },
          { q: 'En combien de temps pouvez-vous trouver quelqu’un\u202f?', a: 'Cela dépend du poste et du marché. Dites-nous quand vous avez besoin de quelqu’un, et nous vous dirons honnêtement ce qui est réaliste.' },
        ],
        i: [
          { q: 'Comment m’inscrire en tant que candidat\u202f?', a: 'Envoyez-moi un message grâce au formulaire de cette page en précisant le type de poste que vous recherchez, et je vous recontacterai.' },
          { q: 'Combien coûte un recrutement par votre intermédiaire\u202f?', a: 'Cela dépend du poste. Parlez-m’en, et je vous expliquerai mes conditions avant de commencer.' },
          { q: 'Sur quels types de postes recrutez-vous\u202f?', a: 'En bref\u00a0: {features}. Interrogez-moi sur le poste que vous avez en tête.' },
          { q: 'En combien de temps pouvez-vous trouver quelqu’un\u202f?', a: 'Cela dépend du poste et du marché. Dites-moi quand vous avez besoin de quelqu’un, et je vous dirai honnêtement ce qui est réaliste.' },
        ],
      },
      closing: {
        heading: 'Pour recruter ou changer de poste',
        text: { we: 'Envoyez-nous un message et nous nous occupons de la suite.', i: 'Envoyez-moi un message et je m’occupe de la suite.' },
      },
      featureText: {
        we: ['Demandez-nous comment cela fonctionne pour votre poste.', 'Cela fait partie de notre façon de recruter.', 'Dites-nous ce dont vous avez besoin, et nous vous expliquerons comment cela se passe.', 'Une question à poser lors de votre prise de contact.'],
        i: ['Demandez-moi comment cela fonctionne pour votre poste.', 'Cela fait partie de ma façon de recruter.', 'Dites-moi ce dont vous avez besoin, et je vous expliquerai comment cela se passe.', 'Une question à poser lors de votre prise de contact.'],
      },
    },
  },
  de: {
    recruitment: {
      cta: { primary: 'Offene Stelle melden', secondary: 'Leistungen ansehen' },
      sections: {
        services: { nav: 'Leistungen', heading: { we: 'Wie wir Ihnen helfen können', i: 'Wie ich Ihnen helfen kann' }, eyebrow: 'Personalvermittlung' },
        process: { nav: 'Ablauf', heading: { we: 'So gehen wir bei der Suche vor', i: 'So gehe ich bei der Suche vor' }, eyebrow: 'Schritt für Schritt' },
        faq: { heading: 'Fragen von Arbeitgebern und Bewerbern' },
        contact: { nav: 'Kontakt', heading: 'Personal gesucht oder auf Stellensuche', eyebrow: 'Kontakt', send: 'Nachricht senden' },
      },
      contactIntro: {
        we: 'Erzählen Sie uns von der Stelle, die Sie besetzen möchten, oder von der Arbeit, die Sie suchen, und wir melden uns bei Ihnen.',
        i: 'Erzählen Sie mir von der Stelle, die Sie besetzen möchten, oder von der Arbeit, die Sie suchen, und ich melde mich bei Ihnen.',
      },
      about: {
        we: 'Wir übernehmen die Personalvermittlung für {audience}, und jede Suche beginnt mit Zuhören: was die Stelle verlangt, wie das Team zusammenarbeitet und was den Menschen wichtig ist, die wir vorschlagen. Wir halten beide Seiten bei jedem Schritt auf dem Laufenden.',
        i: 'Ich übernehme die Personalvermittlung für {audience}, und jede Suche beginnt mit Zuhören: was die Stelle verlangt, wie das Team zusammenarbeitet und was den Menschen wichtig ist, die ich vorschlage. Ich halte beide Seiten bei jedem Schritt auf dem Laufenden.',
      },
      steps: {
        we: [
          { title: 'Die Stelle beschreiben', text: 'Nennen Sie uns die Stelle, die gefragten Fähigkeiten und den Zeitpunkt, ab dem jemand anfangen soll.' },
          { title: 'Suche und Vorauswahl', text: 'Wir suchen passende Kandidaten, sprechen zuerst selbst mit ihnen und schicken Ihnen eine Vorauswahl.' },
          { title: 'Vorstellungsgespräche und Angebot', text: 'Wir organisieren die Vorstellungsgespräche und begleiten beide Seiten bis zum Vertragsangebot.' },
        ],
        i: [
          { title: 'Die Stelle beschreiben', text: 'Nennen Sie mir die Stelle, die gefragten Fähigkeiten und den Zeitpunkt, ab dem jemand anfangen soll.' },
          { title: 'Suche und Vorauswahl', text: 'Ich suche passende Kandidaten, spreche zuerst selbst mit ihnen und schicke Ihnen eine Vorauswahl.' },
          { title: 'Vorstellungsgespräche und Angebot', text: 'Ich organisiere die Vorstellungsgespräche und begleite beide Seiten bis zum Vertragsangebot.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Kandidaten, die passen', text: 'Wir sprechen mit allen Kandidaten, bevor wir sie vorschlagen.' },
          { title: 'Ein fester Ansprechpartner', text: 'Sie haben vom ersten Telefonat bis zum Angebot mit derselben Person zu tun.' },
          { title: 'Ehrliches Feedback', text: 'Wir geben weiter, was wir von beiden Seiten hören, damit niemand im Unklaren bleibt.' },
        ],
        i: [
          { title: 'Kandidaten, die passen', text: 'Ich spreche mit allen Kandidaten, bevor ich sie vorschlage.' },
          { title: 'Ein fester Ansprechpartner', text: 'Sie haben vom ersten Telefonat bis zum Angebot direkt mit mir zu tun.' },
          { title: 'Ehrliches Feedback', text: 'Ich gebe weiter, was ich von beiden Seiten höre, damit niemand im Unklaren bleibt.' },
        ],
      },
      faq: {
        we: [
          { q: 'Wie melde ich mich als Bewerber an?', a: 'Schicken Sie uns über das Formular auf dieser Seite eine Nachricht und schreiben Sie, welche Arbeit Sie suchen, dann melden wir uns bei Ihnen.' },
          { q: 'Was kostet eine Stellenbesetzung über Sie?', a: 'Das hängt von der Stelle ab. Erzählen Sie uns davon, und wir erklären Ihnen unsere Konditionen, bevor wir beginnen.' },
          { q: 'Welche Stellen besetzen Sie?', a: 'Kurz gesagt: {features}. Fragen Sie uns nach der Stelle, an die Sie denken.' },
          { q: 'Wie schnell können Sie jemanden finden?', a: 'Das hängt von der Stelle und vom Arbeitsmarkt ab. Sagen Sie uns, wann Sie jemanden brauchen, und wir sagen Ihnen ehrlich, was realistisch ist.' },
        ],
        i: [
          { q: 'Wie melde ich mich als Bewerber an?', a: 'Schicken Sie mir über das Formular auf dieser Seite eine Nachricht und schreiben Sie, welche Arbeit Sie suchen, dann melde ich mich bei Ihnen.' },
          { q: 'Was kostet eine Stellenbesetzung über Sie?', a: 'Das hängt von der Stelle ab. Erzählen Sie mir davon, und ich erkläre Ihnen meine Konditionen, bevor ich beginne.' },
          { q: 'Welche Stellen besetzen Sie?', a: 'Kurz gesagt: {features}. Fragen Sie mich nach der Stelle, an die Sie denken.' },
          { q: 'Wie schnell können Sie jemanden finden?', a: 'Das hängt von der Stelle und vom Arbeitsmarkt ab. Sagen Sie mir, wann Sie jemanden brauchen, und ich sage Ihnen ehrlich, was realistisch ist.' },
        ],
      },
      closing: {
        heading: 'Sie stellen ein oder möchten sich verändern',
        text: { we: 'Schreiben Sie uns eine Nachricht, und wir kümmern uns um alles Weitere.', i: 'Schreiben Sie mir eine Nachricht, und ich kümmere mich um alles Weitere.' },
      },
      featureText: {
        we: ['Fragen Sie uns, wie das bei Ihrer Stelle funktioniert.', 'Gehört zu unserer Arbeitsweise bei der Personalsuche.', 'Sagen Sie uns, was Sie brauchen, und wir erklären es Ihnen.', 'Fragen Sie gern danach, wenn Sie sich melden.'],
        i: ['Fragen Sie mich, wie das bei Ihrer Stelle funktioniert.', 'Gehört zu meiner Arbeitsweise bei der Personalsuche.', 'Sagen Sie mir, was Sie brauchen, und ich erkläre es Ihnen.', 'Fragen Sie gern danach, wenn Sie sich melden.'],
      },
    },
  },
  it: {
    recruitment: {
      cta: { primary: 'Segnala una posizione', secondary: 'Scopri i servizi' },
      sections: {
        services: { nav: 'Servizi', heading: { we: 'Come possiamo aiutarti', i: 'Come posso aiutarti' }, eyebrow: 'Selezione del personale' },
        process: { nav: 'Il metodo', heading: { we: 'Come selezioniamo i candidati', i: 'Come seleziono i candidati' }, eyebrow: 'Passo dopo passo' },
        faq: { heading: 'Le domande di aziende e candidati' },
        contact: { nav: 'Contatti', heading: 'Stai assumendo o cerchi lavoro', eyebrow: 'Contatti', send: 'Invia il messaggio' },
      },
      contactIntro: {
        we: 'Parlaci della posizione che vuoi coprire o del lavoro che stai cercando, e ti ricontatteremo.',
        i: 'Parlami della posizione che vuoi coprire o del lavoro che stai cercando, e ti ricontatterò.',
      },
      about: {
        we: 'Ci occupiamo di selezione del personale per {audience}, e ogni ricerca parte dall’ascolto: cosa richiede la posizione, com’è il team e cosa conta per le persone che proponiamo. Teniamo informate entrambe le parti a ogni passo.',
        i: 'Mi occupo di selezione del personale per {audience}, e ogni ricerca parte dall’ascolto: cosa richiede la posizione, com’è il team e cosa conta per le persone che propongo. Tengo informate entrambe le parti a ogni passo.',
      },
      steps: {
        we: [
          { title: 'Parlaci della posizione', text: 'Inviaci la posizione, le competenze richieste e da quando vorresti che qualcuno iniziasse.' },
          { title: 'Ricerca e rosa dei candidati', text: 'Cerchiamo persone adatte, parliamo prima con loro e ti inviamo una rosa di candidati.' },
          { title: 'Colloqui e offerta', text: 'Organizziamo i colloqui e accompagniamo entrambe le parti fino all’offerta.' },
        ],
        i: [
          { title: 'Parlami della posizione', text: 'Inviami la posizione, le competenze richieste e da quando vorresti che qualcuno iniziasse.' },
          { title: 'Ricerca e rosa dei candidati', text: 'Cerco persone adatte, parlo prima con loro e ti invio una rosa di candidati.' },
          { title: 'Colloqui e offerta', text: 'Organizzo i colloqui e accompagno entrambe le parti fino all’offerta.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Persone adatte al ruolo', text: 'Parliamo con ogni candidato prima di proporlo.' },
          { title: 'Un unico referente', text: 'Dalla prima telefonata all’offerta, parli sempre con la stessa persona.' },
          { title: 'Feedback sincero', text: 'Ti riferiamo quello che sentiamo, da entrambe le parti, così nessuno resta nel dubbio.' },
        ],
        i: [
          { title: 'Persone adatte al ruolo', text: 'Parlo con ogni candidato prima di proporlo.' },
          { title: 'Un unico referente', text: 'Dalla prima telefonata all’offerta, parli sempre con me.' },
          { title: 'Feedback sincero', text: 'Ti riferisco quello che sento, da entrambe le parti, così nessuno resta nel dubbio.' },
        ],
      },
      faq: {
        we: [
          { q: 'Come posso candidarmi?', a: 'Scrivici con il modulo in questa pagina, raccontandoci il lavoro che stai cercando, e ti ricontatteremo.' },
          { q: 'Quanto costa assumere tramite voi?', a: 'Dipende dalla posizione. Parlacene e ti spiegheremo le nostre condizioni prima di iniziare.' },
          { q: 'Di quali posizioni vi occupate?', a: 'In breve: {features}. Chiedici pure della posizione che hai in mente.' },
          { q: 'In quanto tempo riuscite a trovare qualcuno?', a: 'Dipende dalla posizione e dal mercato. Dicci quando ti serve qualcuno e ti diremo con sincerità cosa è realistico.' },
        ],
        i: [
          { q: 'Come posso candidarmi?', a: 'Scrivimi con il modulo in questa pagina, raccontandomi il lavoro che stai cercando, e ti ricontatterò.' },
          { q: 'Quanto costa assumere tramite te?', a: 'Dipende dalla posizione. Parlamene e ti spiegherò le mie condizioni prima di iniziare.' },
          { q: 'Di quali posizioni ti occupi?', a: 'In breve: {features}. Chiedimi pure della posizione che hai in mente.' },
          { q: 'In quanto tempo riesci a trovare qualcuno?', a: 'Dipende dalla posizione e dal mercato. Dimmi quando ti serve qualcuno e ti dirò con sincerità cosa è realistico.' },
        ],
      },
      closing: {
        heading: 'Cerchi personale o una nuova sfida',
        text: { we: 'Mandaci un messaggio e da lì ci pensiamo noi.', i: 'Mandami un messaggio e da lì ci penso io.' },
      },
      featureText: {
        we: ['Chiedici come funziona per la tua posizione.', 'Fa parte del nostro modo di selezionare i candidati.', 'Dicci di cosa hai bisogno e te lo spiegheremo.', 'Chiedi pure informazioni quando ti metti in contatto.'],
        i: ['Chiedimi come funziona per la tua posizione.', 'Fa parte del mio modo di selezionare i candidati.', 'Dimmi di cosa hai bisogno e te lo spiegherò.', 'Chiedi pure informazioni quando ti metti in contatto.'],
      },
    },
  },
  nl: {
    recruitment: {
      cta: { primary: 'Meld een vacature', secondary: 'Bekijk de diensten' },
      sections: {
        services: { nav: 'Diensten', heading: { we: 'Hoe we je kunnen helpen', i: 'Hoe ik je kan helpen' }, eyebrow: 'Werving en selectie' },
        process: { nav: 'Werkwijze', heading: { we: 'Zo werven en selecteren we', i: 'Zo werf en selecteer ik' }, eyebrow: 'Stap voor stap' },
        faq: { heading: 'Vragen van werkgevers en kandidaten' },
        contact: { nav: 'Contact', heading: 'Op zoek naar personeel of werk', eyebrow: 'Contact', send: 'Bericht versturen' },
      },
      contactIntro: {
        we: 'Vertel ons over de vacature die je wilt invullen of het werk dat je zoekt, dan nemen we contact met je op.',
        i: 'Vertel me over de vacature die je wilt invullen of het werk dat je zoekt, dan neem ik contact met je op.',
      },
      about: {
        we: 'We doen werving en selectie voor {audience}, en elke zoektocht begint met luisteren: wat de functie vraagt, hoe het team in elkaar zit en wat belangrijk is voor de mensen die we voordragen. We houden beide kanten bij elke stap op de hoogte.',
        i: 'Ik doe werving en selectie voor {audience}, en elke zoektocht begint met luisteren: wat de functie vraagt, hoe het team in elkaar zit en wat belangrijk is voor de mensen die ik voordraag. Ik houd beide kanten bij elke stap op de hoogte.',
      },
      steps: {
        we: [
          { title: 'Vertel ons over de functie', text: 'Stuur ons de functie, de vaardigheden die nodig zijn en wanneer je wilt dat iemand begint.' },
          { title: 'We zoeken en selecteren', text: 'We zoeken mensen die passen, spreken ze eerst zelf en sturen je een shortlist.' },
          { title: 'Gesprekken en aanbod', text: 'We plannen de gesprekken en begeleiden beide kanten tot aan een aanbod.' },
        ],
        i: [
          { title: 'Vertel me over de functie', text: 'Stuur me de functie, de vaardigheden die nodig zijn en wanneer je wilt dat iemand begint.' },
          { title: 'Ik zoek en selecteer', text: 'Ik zoek mensen die passen, spreek ze eerst zelf en stuur je een shortlist.' },
          { title: 'Gesprekken en aanbod', text: 'Ik plan de gesprekken en begeleid beide kanten tot aan een aanbod.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Mensen die passen', text: 'We spreken elke kandidaat voordat we iemand voordragen.' },
          { title: 'Eén aanspreekpunt', text: 'Je hebt van het eerste telefoontje tot het aanbod met dezelfde persoon te maken.' },
          { title: 'Eerlijke feedback', text: 'We vertellen je wat we horen, van beide kanten, zodat niemand in het ongewisse blijft.' },
        ],
        i: [
          { title: 'Mensen die passen', text: 'Ik spreek elke kandidaat voordat ik iemand voordraag.' },
          { title: 'Eén aanspreekpunt', text: 'Je hebt van het eerste telefoontje tot het aanbod met mij te maken.' },
          { title: 'Eerlijke feedback', text: 'Ik vertel je wat ik hoor, van beide kanten, zodat niemand in het ongewisse blijft.' },
        ],
      },
      faq: {
        we: [
          { q: 'Hoe schrijf ik me in als kandidaat?', a: 'Stuur ons een bericht via het formulier op deze pagina en vertel welk werk je zoekt, dan nemen we contact met je op.' },
          { q: 'Wat kost het om via jullie iemand aan te nemen?', a: 'Dat hangt af van de functie. Vertel ons erover, dan leggen we onze voorwaarden uit voordat we beginnen.' },
          { q: 'Voor welke functies werven jullie?', a: 'In het kort: {features}. Vraag ons naar de functie die je in gedachten hebt.' },
          { q: 'Hoe snel kunnen jullie iemand vinden?', a: 'Dat hangt af van de functie en de arbeidsmarkt. Laat ons weten wanneer je iemand nodig hebt, dan zeggen we eerlijk wat realistisch is.' },
        ],
        i: [
          { q: 'Hoe schrijf ik me in als kandidaat?', a: 'Stuur me een bericht via het formulier op deze pagina en vertel welk werk je zoekt, dan neem ik contact met je op.' },
          { q: 'Wat kost het om via jou iemand aan te nemen?', a: 'Dat hangt af van de functie. Vertel me erover, dan leg ik mijn voorwaarden uit voordat ik begin.' },
          { q: 'Voor welke functies werf je?', a: 'In het kort: {features}. Vraag me naar de functie die je in gedachten hebt.' },
          { q: 'Hoe snel kun je iemand vinden?', a: 'Dat hangt af van de functie en de arbeidsmarkt. Laat me weten wanneer je iemand nodig hebt, dan zeg ik eerlijk wat realistisch is.' },
        ],
      },
      closing: {
        heading: 'Nieuwe collega’s of een nieuwe baan',
        text: { we: 'Stuur ons een bericht, dan nemen we het vanaf daar over.', i: 'Stuur me een bericht, dan neem ik het vanaf daar over.' },
      },
      featureText: {
        we: ['Vraag ons hoe dit werkt voor jouw functie.', 'Onderdeel van hoe we werven en selecteren.', 'Vertel ons wat je nodig hebt, dan leggen we het uit.', 'Vraag er gerust naar als je contact opneemt.'],
        i: ['Vraag me hoe dit werkt voor jouw functie.', 'Onderdeel van hoe ik werf en selecteer.', 'Vertel me wat je nodig hebt, dan leg ik het uit.', 'Vraag er gerust naar als je contact opneemt.'],
      },
    },
  },
  ja: {
    recruitment: {
      cta: { primary: '求人を依頼する', secondary: 'サービスを見る' },
      sections: {
        services: { nav: 'サービス', heading: { we: '私たちにできること', i: '私にできること' }, eyebrow: '人材紹介' },
        process: { nav: '進め方', heading: { we: '私たちの人材紹介の進め方', i: '私の人材紹介の進め方' }, eyebrow: 'ステップ' },
        faq: { heading: '企業と求職者からのよくある質問' },
        contact: { nav: 'お問い合わせ', heading: '人材採用・お仕事探しのご相談', eyebrow: 'お問い合わせ', send: 'メッセージを送信' },
      },
      contactIntro: {
        we: '採用をお考えの職種や、お探しのお仕事についてお知らせいただければ、私たちからご連絡します。',
        i: '採用をお考えの職種や、お探しのお仕事についてお知らせいただければ、私からご連絡します。',
      },
      about: {
        we: '私たちは{audience}とともに、求人と人材をおつなぎしています。どの人材探しも、その仕事に必要なこと、チームの雰囲気、私たちがご紹介する方が大切にしていることを伺うところから始まります。各段階で、企業と候補者の双方に進み具合をお知らせします。',
        i: '私は{audience}とともに、求人と人材をおつなぎしています。どの人材探しも、その仕事に必要なこと、チームの雰囲気、私がご紹介する方が大切にしていることを伺うところから始まります。各段階で、企業と候補者の双方に進み具合をお知らせします。',
      },
      steps: {
        we: [
          { title: '私たちに求人内容を伝える', text: '募集する職種と必要なスキル、いつから働いてほしいかを私たちにお知らせください。' },
          { title: '私たちが探して絞り込む', text: '私たちが合う人材を探し、まず一人ひとりと話したうえで、候補者の一覧をお送りします。' },
          { title: '面接から内定まで', text: '私たちが面接を調整し、内定に至るまで企業と候補者の双方をサポートします。' },
        ],
        i: [
          { title: '私に求人内容を伝える', text: '募集する職種と必要なスキル、いつから働いてほしいかを私にお知らせください。' },
          { title: '私が探して絞り込む', text: '私が合う人材を探し、まず一人ひとりと話したうえで、候補者の一覧をお送りします。' },
          { title: '面接から内定まで', text: '私が面接を調整し、内定に至るまで企業と候補者の双方をサポートします。' },
        ],
      },
      benefits: {
        we: [
          { title: 'ぴったりの人材', text: 'どの候補者も、ご紹介する前に私たちが直接話をしています。' },
          { title: '窓口はひとつ', text: '最初のご連絡から内定まで、同じ担当者が対応します。' },
          { title: '率直なフィードバック', text: '企業と候補者、双方から聞いたことを私たちがそのままお伝えするので、どちらも状況がわからないまま待つことはありません。' },
        ],
        i: [
          { title: 'ぴったりの人材', text: 'どの候補者も、ご紹介する前に私が直接話をしています。' },
          { title: '窓口はひとつ', text: '最初のご連絡から内定まで、私が対応します。' },
          { title: '率直なフィードバック', text: '企業と候補者、双方から聞いたことを私がそのままお伝えするので、どちらも状況がわからないまま待つことはありません。' },
        ],
      },
      faq: {
        we: [
          { q: '求職者として登録するにはどうすればいいですか？', a: 'このページのフォームから、お探しのお仕事について私たちにメッセージをお送りください。私たちからご連絡します。' },
          { q: '採用を依頼する場合、費用はどのくらいかかりますか？', a: '求人の内容によって異なります。詳しくお聞かせいただければ、始める前に私たちから条件をご説明します。' },
          { q: 'どのような職種を扱っていますか？', a: 'ひと言でいえば、{features}です。お考えの職種について、お気軽に私たちにお尋ねください。' },
          { q: 'どのくらいで人材が見つかりますか？', a: '職種や採用市場の状況によって異なります。いつまでに人材が必要かをお知らせいただければ、現実的な見通しを私たちから率直にお伝えします。' },
        ],
        i: [
          { q: '求職者として登録するにはどうすればいいですか？', a: 'このページのフォームから、お探しのお仕事について私にメッセージをお送りください。私からご連絡します。' },
          { q: '採用を依頼する場合、費用はどのくらいかかりますか？', a: '求人の内容によって異なります。詳しくお聞かせいただければ、始める前に私から条件をご説明します。' },
          { q: 'どのような職種を扱っていますか？', a: 'ひと言でいえば、{features}です。お考えの職種について、お気軽に私にお尋ねください。' },
          { q: 'どのくらいで人材が見つかりますか？', a: '職種や採用市場の状況によって異なります。いつまでに人材が必要かをお知らせいただければ、現実的な見通しを私から率直にお伝えします。' },
        ],
      },
      closing: {
        heading: '採用中の企業も、求職中の方も',
        text: {
          we: 'メッセージをお送りいただければ、あとは私たちにお任せください。',
          i: 'メッセージをお送りいただければ、あとは私にお任せください。',
        },
      },
      featureText: {
        we: [
          'お考えの職種ではどう進めるのか、私たちにお尋ねください。',
          '私たちの人材紹介の進め方のひとつです。',
          'ご要望をお聞かせいただければ、私たちからご説明します。',
          'お問い合わせの際に、ぜひお尋ねください。',
        ],
        i: [
          'お考えの職種ではどう進めるのか、私にお尋ねください。',
          '私の人材紹介の進め方のひとつです。',
          'ご要望をお聞かせいただければ、私からご説明します。',
          'お問い合わせの際に、ぜひお尋ねください。',
        ],
      },
    },
  },
  zh: {
    recruitment: {
      cta: { primary: '提交招聘需求', secondary: '查看服务' },
      sections: {
        services: { nav: '服务', heading: { we: '我们能为您做什么', i: '我能为您做什么' }, eyebrow: '招聘服务' },
        process: { nav: '流程', heading: { we: '我们如何招聘', i: '我如何招聘' }, eyebrow: '一步一步' },
        faq: { heading: '企业和求职者常问的问题' },
        contact: { nav: '联系', heading: '招聘人才或寻找工作', eyebrow: '联系咨询', send: '发送消息' },
      },
      contactIntro: {
        we: '请告诉我们您正在招聘的职位，或您想找的工作，我们会回复您。',
        i: '请告诉我您正在招聘的职位，或您想找的工作，我会回复您。',
      },
      about: {
        we: '我们与{audience}合作，为每个职位匹配合适的人选，每一次寻访都从倾听开始：职位需要什么、团队是什么样的，以及我们推荐的候选人看重什么。每一步我们都会让双方及时了解进展。',
        i: '我与{audience}合作，为每个职位匹配合适的人选，每一次寻访都从倾听开始：职位需要什么、团队是什么样的，以及我推荐的候选人看重什么。每一步我都会让双方及时了解进展。',
      },
      steps: {
        we: [
          { title: '告诉我们职位需求', text: '把职位、所需技能以及您希望新人何时到岗发给我们。' },
          { title: '我们寻访并筛选', text: '我们寻找合适的人选，先与他们沟通，再把精选的候选人名单发给您。' },
          { title: '面试与录用', text: '我们安排面试，并协助双方直至发出录用通知。' },
        ],
        i: [
          { title: '告诉我职位需求', text: '把职位、所需技能以及您希望新人何时到岗发给我。' },
          { title: '我寻访并筛选', text: '我寻找合适的人选，先与他们沟通，再把精选的候选人名单发给您。' },
          { title: '面试与录用', text: '我安排面试，并协助双方直至发出录用通知。' },
        ],
      },
      benefits: {
        we: [
          { title: '合适的人选', text: '每一位候选人，我们都会先沟通，再向您推荐。' },
          { title: '专人对接', text: '从第一次通话到发出录用通知，始终由同一个人与您对接。' },
          { title: '坦诚的反馈', text: '双方的反馈我们都会如实转达，不让任何一方心里没底。' },
        ],
        i: [
          { title: '合适的人选', text: '每一位候选人，我都会先沟通，再向您推荐。' },
          { title: '专人对接', text: '从第一次通话到发出录用通知，始终由我与您对接。' },
          { title: '坦诚的反馈', text: '双方的反馈我都会如实转达，不让任何一方心里没底。' },
        ],
      },
      faq: {
        we: [
          { q: '求职者如何登记？', a: '请通过本页的表单给我们发消息，告诉我们您想找什么样的工作，我们会与您联系。' },
          { q: '委托招聘需要多少费用？', a: '这取决于具体职位。请告诉我们职位详情，开始之前我们会说明合作条款。' },
          { q: '可以招聘哪些类型的职位？', a: '简而言之：{features}。欢迎向我们咨询您考虑的职位。' },
          { q: '多久能找到合适的人？', a: '这取决于职位和市场情况。告诉我们您何时需要人到岗，我们会如实告诉您怎样的安排比较现实。' },
        ],
        i: [
          { q: '求职者如何登记？', a: '请通过本页的表单给我发消息，告诉我您想找什么样的工作，我会与您联系。' },
          { q: '委托招聘需要多少费用？', a: '这取决于具体职位。请告诉我职位详情，开始之前我会说明合作条款。' },
          { q: '可以招聘哪些类型的职位？', a: '简而言之：{features}。欢迎向我咨询您考虑的职位。' },
          { q: '多久能找到合适的人？', a: '这取决于职位和市场情况。告诉我您何时需要人到岗，我会如实告诉您怎样的安排比较现实。' },
        ],
      },
      closing: {
        heading: '正在招聘，或想找新岗位',
        text: { we: '给我们发条消息，剩下的就交给我们。', i: '给我发条消息，剩下的就交给我。' },
      },
      featureText: {
        we: [
          '想知道这如何适用于您的职位，欢迎问问我们。',
          '这是我们招聘方式的一部分。',
          '告诉我们您的需求，我们会为您说明。',
          '联系时不妨问一问。',
        ],
        i: [
          '想知道这如何适用于您的职位，欢迎问问我。',
          '这是我招聘方式的一部分。',
          '告诉我您的需求，我会为您说明。',
          '联系时不妨问一问。',
        ],
      },
    },
  },
  ar: {
    recruitment: {
      cta: { primary: 'أرسل وظيفة شاغرة', secondary: 'اطّلع على الخدمات' },
      sections: {
        services: { nav: 'الخدمات', heading: { we: 'كيف يمكننا مساعدتك', i: 'كيف يمكنني مساعدتك' }, eyebrow: 'التوظيف' },
        process: { nav: 'آلية العمل', heading: { we: 'طريقتنا في التوظيف', i: 'طريقتي في التوظيف' }, eyebrow: 'خطوة بخطوة' },
        faq: { heading: 'أسئلة يطرحها أصحاب العمل والمرشحون' },
        contact: { nav: 'تواصل', heading: 'للتوظيف أو للبحث عن عمل', eyebrow: 'التواصل', send: 'أرسل الرسالة' },
      },
      contactIntro: {
        we: 'أخبرنا عن الوظيفة التي تريد شغلها، أو عن العمل الذي تبحث عنه، وسنتواصل معك.',
        i: 'أخبرني عن الوظيفة التي تريد شغلها، أو عن العمل الذي تبحث عنه، وسأتواصل معك.',
      },
      about: {
        we: 'نعمل مع {audience} لنجمع بين كل وظيفة والشخص المناسب لها، وكل بحث يبدأ بالإصغاء: ما تحتاجه الوظيفة، وطبيعة الفريق، وما يهمّ الأشخاص الذين نرشّحهم. نُطلع الطرفين على كل خطوة أولًا بأول.',
        i: 'أعمل مع {audience} لأجمع بين كل وظيفة والشخص المناسب لها، وكل بحث يبدأ بالإصغاء: ما تحتاجه الوظيفة، وطبيعة الفريق، وما يهمّ الأشخاص الذين أرشّحهم. أُطلع الطرفين على كل خطوة أولًا بأول.',
      },
      steps: {
        we: [
          { title: 'أخبرنا عن الوظيفة', text: 'أرسل لنا تفاصيل الوظيفة، والمهارات التي تتطلبها، ومتى تودّ أن يبدأ الموظف الجديد.' },
          { title: 'نبحث ونعدّ قائمة مختصرة', text: 'نبحث عن الأشخاص المناسبين، ونتحدث إليهم أولًا، ثم نرسل إليك قائمة مختصرة بالمرشحين.' },
          { title: 'المقابلات والعرض الوظيفي', text: 'نرتّب المقابلات، ونساعد الطرفين حتى الوصول إلى عرض وظيفي.' },
        ],
        i: [
          { title: 'أخبرني عن الوظيفة', text: 'أرسل لي تفاصيل الوظيفة، والمهارات التي تتطلبها، ومتى تودّ أن يبدأ الموظف الجديد.' },
          { title: 'أبحث وأعدّ قائمة مختصرة', text: 'أبحث عن الأشخاص المناسبين، وأتحدث إليهم أولًا، ثم أرسل إليك قائمة مختصرة بالمرشحين.' },
          { title: 'المقابلات والعرض الوظيفي', text: 'أرتّب المقابلات، وأساعد الطرفين حتى الوصول إلى عرض وظيفي.' },
        ],
      },
      benefits: {
        we: [
          { title: 'أشخاص مناسبون', text: 'نتحدث إلى كل مرشح قبل أن نرشّحه لك.' },
          { title: 'جهة تواصل واحدة', text: 'تتعامل مع الشخص نفسه من أول مكالمة حتى العرض الوظيفي.' },
          { title: 'ملاحظات صريحة', text: 'ننقل إليك بصراحة ما نسمعه من الطرفين، فلا يبقى أحد في حيرة.' },
        ],
        i: [
          { title: 'أشخاص مناسبون', text: 'أتحدث إلى كل مرشح قبل أن أرشّحه لك.' },
          { title: 'جهة تواصل واحدة', text: 'تتعامل معي من أول مكالمة حتى العرض الوظيفي.' },
          { title: 'ملاحظات صريحة', text: 'أنقل إليك بصراحة ما أسمعه من الطرفين، فلا يبقى أحد في حيرة.' },
        ],
      },
      faq: {
        we: [
          { q: 'كيف أسجّل كمرشح؟', a: 'أرسل لنا رسالة عبر النموذج في هذه الصفحة، وأخبرنا بالعمل الذي تبحث عنه، وسنتواصل معك.' },
          { q: 'كم تبلغ تكلفة التوظيف عن طريقكم؟', a: 'يعتمد ذلك على الوظيفة. أخبرنا عنها وسنشرح لك شروطنا قبل أن نبدأ.' },
          { q: 'ما أنواع الوظائف التي توظّفون لها؟', a: 'باختصار: {features}. اسألنا عن الوظيفة التي تفكر فيها.' },
          { q: 'كم من الوقت تحتاجون لإيجاد الشخص المناسب؟', a: 'يعتمد ذلك على الوظيفة وعلى سوق العمل. أخبرنا متى تحتاج إلى الشخص المناسب، وسنصارحك بما هو واقعي.' },
        ],
        i: [
          { q: 'كيف أسجّل كمرشح؟', a: 'أرسل لي رسالة عبر النموذج في هذه الصفحة، وأخبرني بالعمل الذي تبحث عنه، وسأتواصل معك.' },
          { q: 'كم تبلغ تكلفة التوظيف عن طريقك؟', a: 'يعتمد ذلك على الوظيفة. أخبرني عنها وسأشرح لك شروطي قبل أن أبدأ.' },
          { q: 'ما أنواع الوظائف التي توظّف لها؟', a: 'باختصار: {features}. اسألني عن الوظيفة التي تفكر فيها.' },
          { q: 'كم من الوقت تحتاج لإيجاد الشخص المناسب؟', a: 'يعتمد ذلك على الوظيفة وعلى سوق العمل. أخبرني متى تحتاج إلى الشخص المناسب، وسأصارحك بما هو واقعي.' },
        ],
      },
      closing: {
        heading: 'تبحث عن موظفين أو عن وظيفة جديدة',
        text: { we: 'أرسل لنا رسالة، ونتولى نحن الباقي.', i: 'أرسل لي رسالة، وأتولى أنا الباقي.' },
      },
      featureText: {
        we: [
          'اسألنا كيف ينطبق ذلك على وظيفتك.',
          'جزء من طريقتنا في التوظيف.',
          'أخبرنا بما تحتاج إليه وسنشرح لك.',
          'يستحق أن تسأل عنه عند تواصلك.',
        ],
        i: [
          'اسألني كيف ينطبق ذلك على وظيفتك.',
          'جزء من طريقتي في التوظيف.',
          'أخبرني بما تحتاج إليه وسأشرح لك.',
          'يستحق أن تسأل عنه عند تواصلك.',
        ],
      },
    },
  },
};
