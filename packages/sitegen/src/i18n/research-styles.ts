import type { StyleCopy } from './types';

/**
 * A research group's own words over the agency phrasebook (types.ts `PageStyle` `research`; choose-blueprint
 * `runsResearch`: a university research group or lab), in the site languages: students and collaborators are invited
 * to get in touch ("Our research", "About the group", questions about joining, papers and collaboration), with a
 * message form, instead of a practice's fees and "How can we help?" or a product's plans. No claim the owner has not
 * made (no open positions, funding, publications or code promised: questions about them are answered with "ask us").
 */
export const RESEARCH_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { research: StyleCopy }> = {
  en: {
    research: {
      cta: { primary: 'Contact the group', secondary: 'See the research' },
      sections: {
        services: { nav: 'Research', heading: { we: 'Our research', i: 'My research' }, eyebrow: 'Research themes' },
        process: { nav: 'Approach', heading: { we: 'How we work', i: 'How I work' }, eyebrow: 'Approach' },
        about: { nav: 'About', heading: { we: 'About the group', i: 'About me' }, eyebrow: 'The group' },
        faq: { heading: 'Questions from students and collaborators' },
        contact: { nav: 'Contact', heading: { we: 'Join us or collaborate', i: 'Study with me or collaborate' }, eyebrow: 'Get in touch', send: 'Send message' },
      },
      contactIntro: {
        we: 'Tell us who you are and what you’d like to talk about: studying with us, a collaboration, a talk or a question about our work.',
        i: 'Tell me who you are and what you’d like to talk about: studying with me, a collaboration, a talk or a question about my work.',
      },
      about: {
        we: 'At {name}, we follow questions carefully and together, with students and colleagues who bring ideas of their own. If our work connects with yours, we’d like to hear from you.',
        i: 'I follow questions carefully, with students and colleagues who bring ideas of their own. If my work connects with yours, I’d like to hear from you.',
      },
      steps: {
        we: [
          { title: 'A question', text: 'Each project starts from a question worth answering, often one a student or collaborator brings.' },
          { title: 'Careful work', text: 'We test ideas with the methods the question needs, and check what we find.' },
          { title: 'Shared results', text: 'We write up what we learn and talk it through with others in the field.' },
        ],
        i: [
          { title: 'A question', text: 'Each project starts from a question worth answering, often one a student or collaborator brings.' },
          { title: 'Careful work', text: 'I test ideas with the methods the question needs, and check what I find.' },
          { title: 'Shared results', text: 'I write up what I learn and talk it through with others in the field.' },
        ],
      },
      faq: {
        we: [
          { q: 'Are you taking new students?', a: 'Send us a short note about your interests and background, and we’ll tell you what’s open.' },
          { q: 'How do I apply for a position?', a: 'Each advertised position says how to apply. If none is open, you’re welcome to write to us anyway.' },
          { q: 'Do you collaborate with other groups?', a: 'Tell us about your work and the question you have in mind, and we’ll talk it through.' },
          { q: 'Where can I find your papers?', a: 'Ask us and we’ll point you to our papers and anything else we share.' },
        ],
        i: [
          { q: 'Are you taking new students?', a: 'Send me a short note about your interests and background, and I’ll tell you what’s open.' },
          { q: 'How do I apply for a position?', a: 'Each advertised position says how to apply. If none is open, you’re welcome to write to me anyway.' },
          { q: 'Do you collaborate with other groups?', a: 'Tell me about your work and the question you have in mind, and I’ll talk it through with you.' },
          { q: 'Where can I find your papers?', a: 'Ask me and I’ll point you to my papers and anything else I share.' },
        ],
      },
      closing: {
        heading: { we: 'Interested in our work?', i: 'Interested in my work?' },
        text: { we: 'Get in touch to talk about studying with us, a collaboration or a question.', i: 'Get in touch to talk about studying with me, a collaboration or a question.' },
      },
      featureText: {
        we: [
          'Ask us about it when you get in touch.',
          'Part of the work at {name}.',
          'One of the questions we work on.',
          'Tell us how it connects with your work.',
        ],
        i: [
          'Ask me about it when you get in touch.',
          'Part of my work.',
          'One of the questions I work on.',
          'Tell me how it connects with your work.',
        ],
      },
    },
  },
  es: {
    research: {
      cta: { primary: 'Contacta con el grupo', secondary: 'Ver la investigación' },
      sections: {
        services: { nav: 'Investigación', heading: { we: 'Nuestra investigación', i: 'Mi investigación' }, eyebrow: 'Líneas de investigación' },
        process: { nav: 'Enfoque', heading: { we: 'Cómo trabajamos', i: 'Cómo trabajo' }, eyebrow: 'Forma de trabajar' },
        about: { nav: 'Presentación', heading: { we: 'Sobre el grupo', i: 'Sobre mí' }, eyebrow: 'El grupo' },
        faq: { heading: 'Preguntas de estudiantes y colaboradores' },
        contact: { nav: 'Contacto', heading: { we: 'Únete a nosotros o colabora', i: 'Estudia conmigo o colabora' }, eyebrow: 'Ponte en contacto', send: 'Enviar mensaje' },
      },
      contactIntro: {
        we: 'Cuéntanos quién eres y de qué te gustaría hablar: estudiar con nosotros, una colaboración, una charla o una pregunta sobre nuestro trabajo.',
        i: 'Cuéntame quién eres y de qué te gustaría hablar: estudiar conmigo, una colaboración, una charla o una pregunta sobre mi trabajo.',
      },
      about: {
        we: 'En {name} abordamos las preguntas con rigor y en equipo, junto a estudiantes y colegas que aportan sus propias ideas. Si nuestro trabajo conecta con el tuyo, nos encantará saber de ti.',
        i: 'Abordo las preguntas con rigor, junto a estudiantes y colegas que aportan sus propias ideas. Si mi trabajo conecta con el tuyo, me encantará saber de ti.',
      },
      steps: {
        we: [
          { title: 'Una pregunta', text: 'Cada proyecto parte de una pregunta que merece respuesta, a menudo planteada por un estudiante o un colaborador.' },
          { title: 'Trabajo riguroso', text: 'Ponemos a prueba las ideas con los métodos que requiere la pregunta y comprobamos lo que encontramos.' },
          { title: 'Resultados compartidos', text: 'Ponemos por escrito lo que aprendemos y lo comentamos con otros investigadores del área.' },
        ],
        i: [
          { title: 'Una pregunta', text: 'Cada proyecto parte de una pregunta que merece respuesta, a menudo planteada por un estudiante o un colaborador.' },
          { title: 'Trabajo riguroso', text: 'Pongo a prueba las ideas con los métodos que requiere la pregunta y compruebo lo que encuentro.' },
          { title: 'Resultados compartidos', text: 'Pongo por escrito lo que aprendo y lo comento con otros investigadores del área.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Se admiten nuevos estudiantes?', a: 'Envíanos una nota breve sobre tus intereses y tu formación, y te diremos qué opciones hay.' },
          { q: '¿Cómo puedo solicitar una plaza?', a: 'Cada plaza que se anuncia indica cómo presentar la solicitud. Si no hay ninguna abierta, puedes escribirnos igualmente.' },
          { q: '¿Colabora el grupo con otros equipos?', a: 'Cuéntanos en qué trabajas y qué pregunta tienes en mente, y lo hablaremos con calma.' },
          { q: '¿Dónde puedo encontrar los artículos del grupo?', a: 'Pregúntanos y te indicaremos dónde están nuestros artículos y todo lo demás que compartimos.' },
        ],
        i: [
          { q: '¿Se admiten nuevos estudiantes?', a: 'Envíame una nota breve sobre tus intereses y tu formación, y te diré qué opciones hay.' },
          { q: '¿Cómo puedo solicitar una plaza?', a: 'Cada plaza que se anuncia indica cómo presentar la solicitud. Si no hay ninguna abierta, puedes escribirme igualmente.' },
          { q: '¿Colaboras con otros grupos?', a: 'Cuéntame en qué trabajas y qué pregunta tienes en mente, y lo hablaré contigo con calma.' },
          { q: '¿Dónde puedo encontrar tus artículos?', a: 'Pregúntame y te indicaré dónde están mis artículos y todo lo demás que comparto.' },
        ],
      },
      closing: {
        heading: { we: '¿Te interesa nuestro trabajo?', i: '¿Te interesa mi trabajo?' },
        text: { we: 'Ponte en contacto para hablar de estudiar con nosotros, de una colaboración o de cualquier pregunta.', i: 'Ponte en contacto para hablar de estudiar conmigo, de una colaboración o de cualquier pregunta.' },
      },
      featureText: {
        we: [
          'Pregúntanos por ello cuando te pongas en contacto.',
          'Parte del trabajo de {name}.',
          'Una de las preguntas en las que trabajamos.',
          'Cuéntanos cómo se relaciona con tu trabajo.',
        ],
        i: [
          'Pregúntame por ello cuando te pongas en contacto.',
          'Parte de mi trabajo.',
          'Una de las preguntas en las que trabajo.',
          'Cuéntame cómo se relaciona con tu trabajo.',
        ],
      },
    },
  },
  pt: {
    research: {
      cta: { primary: 'Contacte o grupo', secondary: 'Conheça a investigação' },
      sections: {
        services: { nav: 'Investigação', heading: { we: 'A nossa investigação', i: 'A minha investigação' }, eyebrow: 'Linhas de investigação' },
        process: { nav: 'Abordagem', heading: { we: 'Como trabalhamos', i: 'Como trabalho' }, eyebrow: 'Forma de trabalhar' },
        about: { nav: 'Apresentação', heading: { we: 'Sobre o grupo', i: 'Sobre mim' }, eyebrow: 'O grupo' },
        faq: { heading: 'Perguntas de estudantes e colaboradores' },
        contact: { nav: 'Contacto', heading: { we: 'Junte-se a nós ou colabore', i: 'Estude comigo ou colabore' }, eyebrow: 'Entre em contacto', send: 'Enviar mensagem' },
      },
      contactIntro: {
        we: 'Diga-nos quem é e sobre o que gostaria de falar: estudar connosco, uma colaboração, uma palestra ou uma pergunta sobre o nosso trabalho.',
        i: 'Diga-me quem é e sobre o que gostaria de falar: estudar comigo, uma colaboração, uma palestra ou uma pergunta sobre o meu trabalho.',
      },
      about: {
        we: 'Em {name}, exploramos as perguntas com rigor e em conjunto, com estudantes e colegas que trazem ideias próprias. Se o nosso trabalho se cruza com o seu, gostaríamos muito de falar consigo.',
        i: 'Exploro as perguntas com rigor, com estudantes e colegas que trazem ideias próprias. Se o meu trabalho se cruza com o seu, gostaria muito de falar consigo.',
      },
      steps: {
        we: [
          { title: 'Uma pergunta', text: 'Cada projeto parte de uma pergunta que merece resposta, muitas vezes trazida por um estudante ou colaborador.' },
          { title: 'Trabalho rigoroso', text: 'Testamos as ideias com os métodos que a pergunta exige e verificamos o que encontramos.' },
          { title: 'Resultados partilhados', text: 'Escrevemos o que aprendemos e discutimo-lo com outros investigadores da área.' },
        ],
        i: [
          { title: 'Uma pergunta', text: 'Cada projeto parte de uma pergunta que merece resposta, muitas vezes trazida por um estudante ou colaborador.' },
          { title: 'Trabalho rigoroso', text: 'Testo as ideias com os métodos que a pergunta exige e verifico o que encontro.' },
          { title: 'Resultados partilhados', text: 'Escrevo o que aprendo e discuto-o com outros investigadores da área.' },
        ],
      },
      faq: {
        we: [
          { q: 'Estão a aceitar novos estudantes?', a: 'Envie-nos uma breve mensagem sobre os seus interesses e o seu percurso, e dizemos-lhe que possibilidades existem.' },
          { q: 'Como me candidato a uma vaga?', a: 'Cada vaga anunciada indica como se candidatar. Se não houver nenhuma aberta, pode escrever-nos na mesma.' },
          { q: 'Colaboram com outros grupos?', a: 'Fale-nos do seu trabalho e da pergunta que tem em mente, e analisamo-la consigo.' },
          { q: 'Onde posso encontrar os vossos artigos?', a: 'Pergunte-nos e indicamos-lhe os nossos artigos e tudo o resto que partilhamos.' },
        ],
        i: [
          { q: 'Está a aceitar novos estudantes?', a: 'Envie-me uma breve mensagem sobre os seus interesses e o seu percurso, e digo-lhe que possibilidades existem.' },
          { q: 'Como me candidato a uma vaga?', a: 'Cada vaga anunciada indica como se candidatar. Se não houver nenhuma aberta, pode escrever-me na mesma.' },
          { q: 'Colabora com outros grupos?', a: 'Fale-me do seu trabalho e da pergunta que tem em mente, e analiso-a consigo.' },
          { q: 'Onde posso encontrar os seus artigos?', a: 'Pergunte-me e indico-lhe os meus artigos e tudo o resto que partilho.' },
        ],
      },
      closing: {
        heading: { we: 'O nosso trabalho interessa-lhe?', i: 'O meu trabalho interessa-lhe?' },
        text: { we: 'Entre em contacto para falar sobre estudar connosco, uma colaboração ou uma pergunta.', i: 'Entre em contacto para falar sobre estudar comigo, uma colaboração ou uma pergunta.' },
      },
      featureText: {
        we: [
          'Pergunte-nos sobre isto quando entrar em contacto.',
          'Faz parte do trabalho em {name}.',
          'Uma das perguntas em que trabalhamos.',
          'Diga-nos como se relaciona com o seu trabalho.',
        ],
        i: [
          'Pergunte-me sobre isto quando entrar em contacto.',
          'Faz parte do meu trabalho.',
          'Uma das perguntas em que trabalho.',
          'Diga-me como se relaciona com o seu trabalho.',
        ],
      },
    },
  },
  fr: {
    research: {
      cta: { primary: 'Contacter l’équipe', secondary: 'Voir les recherches' },
      sections: {
        services: { nav: 'Recherche', heading: { we: 'Nos recherches', i: 'Mes recherches' }, eyebrow: 'Axes de recherche' },
        process: { nav: 'Démarche', heading: { we: 'Comment nous travaillons', i: 'Comment je travaille' }, eyebrow: 'Méthode' },
        about: { nav: 'À propos', heading: { we: 'À propos de l’équipe', i: 'À propos de moi' }, eyebrow: 'L’équipe' },
        faq: { heading: 'Questions des étudiants et des collaborateurs' },
        contact: { nav: 'Contact', heading: { we: 'Nous rejoindre ou collaborer', i: 'Me rejoindre ou collaborer' }, eyebrow: 'Prendre contact', send: 'Envoyer le message' },
      },
      contactIntro: {
        we: 'Dites-nous qui vous êtes et de quoi vous souhaitez parler\u00a0: rejoindre l’équipe, une collaboration, un séminaire ou une question sur nos travaux.',
        i: 'Dites-moi qui vous êtes et de quoi vous souhaitez parler\u00a0: venir travailler avec moi, une collaboration, un séminaire ou une question sur mes travaux.',
      },
      about: {
        we: 'Chez {name}, nous explorons les questions avec rigueur et collectivement, aux côtés d’étudiants et de collègues qui apportent leurs propres idées. Si nos travaux rejoignent les vôtres, nous aimerions beaucoup échanger avec vous.',
        i: 'J’explore les questions avec rigueur, aux côtés d’étudiants et de collègues qui apportent leurs propres idées. Si mes travaux rejoignent les vôtres, j’aimerais beaucoup échanger avec vous.',
      },
      steps: {
        we: [
          { title: 'Une question', text: 'Chaque projet part d’une question qui mérite une réponse, souvent apportée par un étudiant ou un collaborateur.' },
          { title: 'Un travail rigoureux', text: 'Nous mettons les idées à l’épreuve avec les méthodes qu’exige la question, et nous vérifions nos résultats.' },
          { title: 'Des résultats partagés', text: 'Nous rédigeons ce que nous apprenons et en discutons avec d’autres chercheurs du domaine.' },
        ],
        i: [
          { title: 'Une question', text: 'Chaque projet part d’une question qui mérite une réponse, souvent apportée par un étudiant ou un collaborateur.' },
          { title: 'Un travail rigoureux', text: 'Je mets les idées à l’épreuve avec les méthodes qu’exige la question, et je vérifie mes résultats.' },
          { title: 'Des résultats partagés', text: 'Je rédige ce que j’apprends et j’en discute avec d’autres chercheurs du domaine.' },
        ],
      },
      faq: {
        we: [
          { q: 'Accueillez-vous de nouveaux étudiants\u202f?', a: 'Envoyez-nous quelques lignes sur vos centres d’intérêt et votre parcours, et nous vous dirons quelles possibilités existent.' },
          { q: 'Comment candidater à un poste\u202f?', a: 'Chaque offre publiée précise comment candidater. S’il n’y en a aucune, vous pouvez tout de même nous écrire.' },
          { q: 'Collaborez-vous avec d’autres équipes\u202f?', a: 'Parlez-nous de vos travaux et de la question que vous avez en tête, et nous en discuterons ensemble.' },
          { q: 'Où trouver vos articles\u202f?', a: 'Demandez-nous, et nous vous indiquerons nos articles et tout ce que nous partageons d’autre.' },
        ],
        i: [
          { q: 'Accueillez-vous de nouveaux étudiants\u202f?', a: 'Envoyez-moi quelques lignes sur vos centres d’intérêt et votre parcours, et je vous dirai quelles possibilités existent.' },
          { q: 'Comment candidater à un poste\u202f?', a: 'Chaque offre publiée précise comment candidater. S’il n’y en a aucune, vous pouvez tout de même m’écrire.' },
          { q: 'Collaborez-vous avec d’autres équipes\u202f?', a: 'Parlez-moi de vos travaux et de la question que vous avez en tête, et j’en discuterai volontiers avec vous.' },
          { q: 'Où trouver vos articles\u202f?', a: 'Demandez-moi, et je vous indiquerai mes articles et tout ce que je partage d’autre.' },
        ],
      },
      closing: {
        heading: { we: 'Nos travaux vous intéressent\u202f?', i: 'Mes travaux vous intéressent\u202f?' },
        text: { we: 'Écrivez-nous pour venir travailler avec nous, proposer une collaboration ou poser une question.', i: 'Écrivez-moi pour venir travailler avec moi, proposer une collaboration ou poser une question.' },
      },
      featureText: {
        we: [
          'Interrogez-nous à ce sujet lors de votre prise de contact.',
          'Cela fait partie du travail mené chez {name}.',
          'L’une des questions sur lesquelles nous travaillons.',
          'Dites-nous quel lien cela a avec vos travaux.',
        ],
        i: [
          'Interrogez-moi à ce sujet lors de votre prise de contact.',
          'Cela fait partie de mes travaux.',
          'L’une des questions sur lesquelles je travaille.',
          'Dites-moi quel lien cela a avec vos travaux.',
        ],
      },
    },
  },
  de: {
    research: {
      cta: { primary: 'Gruppe kontaktieren', secondary: 'Forschung ansehen' },
      sections: {
        services: { nav: 'Forschung', heading: { we: 'Unsere Forschung', i: 'Meine Forschung' }, eyebrow: 'Forschungsthemen' },
        process: { nav: 'Arbeitsweise', heading: { we: 'Wie wir arbeiten', i: 'Wie ich arbeite' }, eyebrow: 'Vorgehen' },
        about: { nav: 'Profil', heading: { we: 'Über die Arbeitsgruppe', i: 'Über mich' }, eyebrow: 'Die Arbeitsgruppe' },
        faq: { heading: 'Fragen von Studierenden und Kooperationspartnern' },
        contact: { nav: 'Kontakt', heading: { we: 'Bei uns forschen oder kooperieren', i: 'Bei mir forschen oder kooperieren' }, eyebrow: 'Kontakt aufnehmen', send: 'Nachricht senden' },
      },
      contactIntro: {
        we: 'Erzählen Sie uns, wer Sie sind und worüber Sie sprechen möchten: eine Mitarbeit bei uns, eine Kooperation, einen Vortrag oder eine Frage zu unserer Arbeit.',
        i: 'Erzählen Sie mir, wer Sie sind und worüber Sie sprechen möchten: eine Mitarbeit bei mir, eine Kooperation, einen Vortrag oder eine Frage zu meiner Arbeit.',
      },
      about: {
        we: 'Bei {name} gehen wir Fragen sorgfältig und gemeinsam nach, mit Studierenden und Kollegen, die eigene Ideen mitbringen. Wenn unsere Arbeit an Ihre anknüpft, freuen wir uns, von Ihnen zu hören.',
        i: 'Ich gehe Fragen sorgfältig nach, gemeinsam mit Studierenden und Kollegen, die eigene Ideen mitbringen. Wenn meine Arbeit an Ihre anknüpft, freue ich mich, von Ihnen zu hören.',
      },
      steps: {
        we: [
          { title: 'Eine Frage', text: 'Jedes Projekt beginnt mit einer Frage, die eine Antwort verdient, oft mitgebracht von Studierenden oder Kooperationspartnern.' },
          { title: 'Sorgfältige Arbeit', text: 'Wir prüfen Ideen mit den Methoden, die die Frage verlangt, und kontrollieren unsere Ergebnisse.' },
          { title: 'Geteilte Ergebnisse', text: 'Wir schreiben auf, was wir herausfinden, und diskutieren es mit anderen im Fachgebiet.' },
        ],
        i: [
          { title: 'Eine Frage', text: 'Jedes Projekt beginnt mit einer Frage, die eine Antwort verdient, oft mitgebracht von Studierenden oder Kooperationspartnern.' },
          { title: 'Sorgfältige Arbeit', text: 'Ich prüfe Ideen mit den Methoden, die die Frage verlangt, und kontrolliere meine Ergebnisse.' },
          { title: 'Geteilte Ergebnisse', text: 'Ich schreibe auf, was ich herausfinde, und diskutiere es mit anderen im Fachgebiet.' },
        ],
      },
      faq: {
        we: [
          { q: 'Nehmen Sie neue Studierende auf?', a: 'Schicken Sie uns ein paar Zeilen zu Ihren Interessen und Ihrem Werdegang, und wir sagen Ihnen, welche Möglichkeiten es gibt.' },
          { q: 'Wie bewerbe ich mich auf eine Stelle?', a: 'Jede ausgeschriebene Stelle nennt den Weg zur Bewerbung. Ist gerade keine offen, können Sie uns trotzdem gern schreiben.' },
          { q: 'Kooperieren Sie mit anderen Gruppen?', a: 'Erzählen Sie uns von Ihrer Arbeit und der Frage, die Sie im Sinn haben, und wir besprechen sie gemeinsam.' },
          { q: 'Wo finde ich Ihre Publikationen?', a: 'Fragen Sie uns, und wir verweisen Sie auf unsere Publikationen und alles andere, was wir teilen.' },
        ],
        i: [
          { q: 'Nehmen Sie neue Studierende auf?', a: 'Schicken Sie mir ein paar Zeilen zu Ihren Interessen und Ihrem Werdegang, und ich sage Ihnen, welche Möglichkeiten es gibt.' },
          { q: 'Wie bewerbe ich mich auf eine Stelle?', a: 'Jede ausgeschriebene Stelle nennt den Weg zur Bewerbung. Ist gerade keine offen, können Sie mir trotzdem gern schreiben.' },
          { q: 'Kooperieren Sie mit anderen Gruppen?', a: 'Erzählen Sie mir von Ihrer Arbeit und der Frage, die Sie im Sinn haben, und ich bespreche sie gern mit Ihnen.' },
          { q: 'Wo finde ich Ihre Publikationen?', a: 'Fragen Sie mich, und ich verweise Sie auf meine Publikationen und alles andere, was ich teile.' },
        ],
      },
      closing: {
        heading: { we: 'Interesse an unserer Forschung?', i: 'Interesse an meiner Forschung?' },
        text: { we: 'Melden Sie sich, um über eine Mitarbeit bei uns, eine Kooperation oder eine Frage zu sprechen.', i: 'Melden Sie sich, um über eine Mitarbeit bei mir, eine Kooperation oder eine Frage zu sprechen.' },
      },
      featureText: {
        we: [
          'Fragen Sie uns danach, wenn Sie sich melden.',
          'Teil der Arbeit bei {name}.',
          'Eine der Fragen, an denen wir arbeiten.',
          'Erzählen Sie uns, wie das mit Ihrer Arbeit zusammenhängt.',
        ],
        i: [
          'Fragen Sie mich danach, wenn Sie sich melden.',
          'Teil meiner Arbeit.',
          'Eine der Fragen, an denen ich arbeite.',
          'Erzählen Sie mir, wie das mit Ihrer Arbeit zusammenhängt.',
        ],
      },
    },
  },
  it: {
    research: {
      cta: { primary: 'Contatta il gruppo', secondary: 'Scopri la ricerca' },
      sections: {
        services: { nav: 'Ricerca', heading: { we: 'La nostra ricerca', i: 'La mia ricerca' }, eyebrow: 'Temi di ricerca' },
        process: { nav: 'Metodo', heading: { we: 'Come lavoriamo', i: 'Come lavoro' }, eyebrow: 'Approccio' },
        about: { nav: 'Profilo', heading: { we: 'Il gruppo di ricerca', i: 'Chi sono' }, eyebrow: 'Il gruppo' },
        faq: { heading: 'Domande di studenti e collaboratori' },
        contact: { nav: 'Contatti', heading: { we: 'Unisciti a noi o collabora', i: 'Studia con me o collabora' }, eyebrow: 'Mettiti in contatto', send: 'Invia il messaggio' },
      },
      contactIntro: {
        we: 'Raccontaci chi sei e di cosa vorresti parlare: studiare con noi, una collaborazione, un seminario o una domanda sul nostro lavoro.',
        i: 'Raccontami chi sei e di cosa vorresti parlare: studiare con me, una collaborazione, un seminario o una domanda sul mio lavoro.',
      },
      about: {
        we: 'Da {name} affrontiamo le domande con cura e insieme, con studenti e colleghi che portano idee proprie. Se il nostro lavoro incontra il tuo, ci farebbe piacere sentirti.',
        i: 'Affronto le domande con cura, insieme a studenti e colleghi che portano idee proprie. Se il mio lavoro incontra il tuo, mi farebbe piacere sentirti.',
      },
      steps: {
        we: [
          { title: 'Una domanda', text: 'Ogni progetto nasce da una domanda che merita una risposta, spesso portata da uno studente o da un collaboratore.' },
          { title: 'Un lavoro accurato', text: 'Mettiamo alla prova le idee con i metodi che la domanda richiede e verifichiamo i risultati.' },
          { title: 'Risultati condivisi', text: 'Scriviamo ciò che impariamo e ne discutiamo con altri ricercatori del settore.' },
        ],
        i: [
          { title: 'Una domanda', text: 'Ogni progetto nasce da una domanda che merita una risposta, spesso portata da uno studente o da un collaboratore.' },
          { title: 'Un lavoro accurato', text: 'Metto alla prova le idee con i metodi che la domanda richiede e verifico i risultati.' },
          { title: 'Risultati condivisi', text: 'Scrivo ciò che imparo e ne discuto con altri ricercatori del settore.' },
        ],
      },
      faq: {
        we: [
          { q: 'Accogliete nuovi studenti?', a: 'Mandaci due righe sui tuoi interessi e sul tuo percorso, e ti diremo quali possibilità ci sono.' },
          { q: 'Come mi candido per una posizione?', a: 'Ogni posizione pubblicata indica come candidarsi. Se non ce n’è nessuna aperta, puoi scriverci comunque.' },
          { q: 'Collaborate con altri gruppi?', a: 'Raccontaci il tuo lavoro e la domanda che hai in mente, e ne parliamo insieme.' },
          { q: 'Dove trovo le pubblicazioni del gruppo?', a: 'Chiedici e ti indicheremo le nostre pubblicazioni e tutto ciò che condividiamo.' },
        ],
        i: [
          { q: 'Accogli nuovi studenti?', a: 'Mandami due righe sui tuoi interessi e sul tuo percorso, e ti dirò quali possibilità ci sono.' },
          { q: 'Come mi candido per una posizione?', a: 'Ogni posizione pubblicata indica come candidarsi. Se non ce n’è nessuna aperta, puoi scrivermi comunque.' },
          { q: 'Collabori con altri gruppi?', a: 'Raccontami il tuo lavoro e la domanda che hai in mente, e ne parlerò volentieri con te.' },
          { q: 'Dove trovo le tue pubblicazioni?', a: 'Chiedimi e ti indicherò le mie pubblicazioni e tutto ciò che condivido.' },
        ],
      },
      closing: {
        heading: { we: 'Ti interessa il nostro lavoro?', i: 'Ti interessa il mio lavoro?' },
        text: { we: 'Scrivici per parlare della possibilità di studiare con noi, di una collaborazione o di una domanda.', i: 'Scrivimi per parlare della possibilità di studiare con me, di una collaborazione o di una domanda.' },
      },
      featureText: {
        we: [
          'Chiedici informazioni quando ti metti in contatto.',
          'Parte del lavoro di {name}.',
          'Una delle domande su cui lavoriamo.',
          'Raccontaci come si collega al tuo lavoro.',
        ],
        i: [
          'Chiedimi informazioni quando ti metti in contatto.',
          'Parte del mio lavoro.',
          'Una delle domande su cui lavoro.',
          'Raccontami come si collega al tuo lavoro.',
        ],
      },
    },
  },
  nl: {
    research: {
      cta: { primary: 'Contact met de groep', secondary: 'Bekijk het onderzoek' },
      sections: {
        services: { nav: 'Onderzoek', heading: { we: 'Ons onderzoek', i: 'Mijn onderzoek' }, eyebrow: 'Onderzoeksthema’s' },
        process: { nav: 'Aanpak', heading: { we: 'Zo werken we', i: 'Zo werk ik' }, eyebrow: 'Werkwijze' },
        about: { nav: 'Profiel', heading: { we: 'Over de groep', i: 'Over mij' }, eyebrow: 'De onderzoeksgroep' },
        faq: { heading: 'Vragen van studenten en samenwerkingspartners' },
        contact: { nav: 'Contact', heading: { we: 'Kom erbij of werk met ons samen', i: 'Studeer bij mij of werk samen' }, eyebrow: 'Contact opnemen', send: 'Bericht versturen' },
      },
      contactIntro: {
        we: 'Vertel ons wie je bent en waarover je wilt praten: bij ons studeren, een samenwerking, een lezing of een vraag over ons werk.',
        i: 'Vertel me wie je bent en waarover je wilt praten: bij mij studeren, een samenwerking, een lezing of een vraag over mijn werk.',
      },
      about: {
        we: 'Bij {name} onderzoeken we vragen zorgvuldig en samen, met studenten en collega’s die hun eigen ideeën meebrengen. Als ons werk aansluit bij het jouwe, horen we graag van je.',
        i: 'Ik onderzoek vragen zorgvuldig, samen met studenten en collega’s die hun eigen ideeën meebrengen. Als mijn werk aansluit bij het jouwe, hoor ik graag van je.',
      },
      steps: {
        we: [
          { title: 'Een vraag', text: 'Elk project begint met een vraag die een antwoord verdient, vaak een vraag die een student of samenwerkingspartner meebrengt.' },
          { title: 'Zorgvuldig werk', text: 'We toetsen ideeën met de methoden die de vraag vereist, en controleren wat we vinden.' },
          { title: 'Gedeelde resultaten', text: 'We schrijven op wat we leren en bespreken het met anderen in het vakgebied.' },
        ],
        i: [
          { title: 'Een vraag', text: 'Elk project begint met een vraag die een antwoord verdient, vaak een vraag die een student of samenwerkingspartner meebrengt.' },
          { title: 'Zorgvuldig werk', text: 'Ik toets ideeën met de methoden die de vraag vereist, en controleer wat ik vind.' },
          { title: 'Gedeelde resultaten', text: 'Ik schrijf op wat ik leer en bespreek het met anderen in het vakgebied.' },
        ],
      },
      faq: {
        we: [
          { q: 'Is er plek voor nieuwe studenten?', a: 'Stuur ons een kort bericht over je interesses en achtergrond, dan laten we je weten wat er mogelijk is.' },
          { q: 'Hoe solliciteer ik op een functie?', a: 'Bij elke vacature staat hoe je kunt solliciteren. Is er geen vacature, dan mag je ons altijd schrijven.' },
          { q: 'Werken jullie samen met andere groepen?', a: 'Vertel ons over je werk en de vraag die je in gedachten hebt, dan bespreken we het samen.' },
          { q: 'Waar vind ik jullie publicaties?', a: 'Vraag het ons, dan wijzen we je op onze publicaties en alles wat we verder delen.' },
        ],
        i: [
          { q: 'Is er plek voor nieuwe studenten?', a: 'Stuur me een kort bericht over je interesses en achtergrond, dan laat ik je weten wat er mogelijk is.' },
          { q: 'Hoe solliciteer ik op een functie?', a: 'Bij elke vacature staat hoe je kunt solliciteren. Is er geen vacature, dan mag je me altijd schrijven.' },
          { q: 'Werk je samen met andere groepen?', a: 'Vertel me over je werk en de vraag die je in gedachten hebt, dan bespreek ik het graag met je.' },
          { q: 'Waar vind ik je publicaties?', a: 'Vraag het me, dan wijs ik je op mijn publicaties en alles wat ik verder deel.' },
        ],
      },
      closing: {
        heading: { we: 'Interesse in ons werk?', i: 'Interesse in mijn werk?' },
        text: { we: 'Neem contact op om te praten over studeren bij ons, een samenwerking of een vraag.', i: 'Neem contact op om te praten over studeren bij mij, een samenwerking of een vraag.' },
      },
      featureText: {
        we: [
          'Vraag ons ernaar als je contact opneemt.',
          'Onderdeel van het werk bij {name}.',
          'Een van de vragen waar we aan werken.',
          'Vertel ons hoe het aansluit bij jouw werk.',
        ],
        i: [
          'Vraag me ernaar als je contact opneemt.',
          'Onderdeel van mijn werk.',
          'Een van de vragen waar ik aan werk.',
          'Vertel me hoe het aansluit bij jouw werk.',
        ],
      },
    },
  },
  ja: {
    research: {
      cta: { primary: '研究室に連絡する', secondary: '研究内容を見る' },
      sections: {
        services: { nav: '研究', heading: { we: '私たちの研究', i: '私の研究' }, eyebrow: '研究テーマ' },
        process: { nav: '進め方', heading: { we: '私たちの研究の進め方', i: '私の研究の進め方' }, eyebrow: 'アプローチ' },
        about: { nav: '概要', heading: { we: '研究室について', i: '自己紹介' }, eyebrow: '研究室' },
        faq: { heading: '学生や共同研究者からの質問' },
        contact: { nav: 'お問い合わせ', heading: { we: '私たちと一緒に研究しませんか', i: '私と一緒に研究しませんか' }, eyebrow: 'ご連絡ください', send: 'メッセージを送信' },
      },
      contactIntro: {
        we: 'ご自身のことと、お話ししたい内容（私たちのもとで学ぶこと、共同研究、講演、研究についてのご質問など）をお知らせください。',
        i: 'ご自身のことと、お話ししたい内容（私のもとで学ぶこと、共同研究、講演、研究についてのご質問など）をお知らせください。',
      },
      about: {
        we: '{name}では、それぞれのアイデアを持ち寄る学生や同僚とともに、一つひとつの問いに丁寧に取り組んでいます。私たちの研究があなたの研究とつながるようでしたら、ぜひご連絡ください。',
        i: '私は、それぞれのアイデアを持ち寄る学生や同僚とともに、一つひとつの問いに丁寧に取り組んでいます。私の研究があなたの研究とつながるようでしたら、ぜひご連絡ください。',
      },
      steps: {
        we: [
          { title: '問いから始まる', text: 'どのプロジェクトも、答える価値のある問いから始まります。学生や共同研究者が持ち込んだ問いであることも少なくありません。' },
          { title: '丁寧な研究', text: '問いに合った方法でアイデアを検証し、私たちが得た結果を確かめます。' },
          { title: '成果を共有する', text: '学んだことを私たちが文章にまとめ、同じ分野の研究者と議論します。' },
        ],
        i: [
          { title: '問いから始まる', text: 'どのプロジェクトも、答える価値のある問いから始まります。学生や共同研究者が持ち込んだ問いであることも少なくありません。' },
          { title: '丁寧な研究', text: '問いに合った方法でアイデアを検証し、私が得た結果を確かめます。' },
          { title: '成果を共有する', text: '学んだことを私が文章にまとめ、同じ分野の研究者と議論します。' },
        ],
      },
      faq: {
        we: [
          { q: '新しい学生を受け入れていますか？', a: '関心のあるテーマやこれまでの経歴を簡単に私たちにお知らせください。現在の受け入れ状況をお伝えします。' },
          { q: 'ポジションに応募するにはどうすればいいですか？', a: '募集中のポジションには、それぞれ応募方法が記載されています。募集がない場合でも、お気軽に私たちにご連絡ください。' },
          { q: 'ほかの研究グループと共同研究をしていますか？', a: 'ご自身の研究と、お考えの問いについて私たちにお聞かせください。一緒に検討します。' },
          { q: '論文はどこで読めますか？', a: '私たちにお尋ねいただければ、論文やそのほか公開しているものをご案内します。' },
        ],
        i: [
          { q: '新しい学生を受け入れていますか？', a: '関心のあるテーマやこれまでの経歴を簡単に私にお知らせください。現在の受け入れ状況をお伝えします。' },
          { q: 'ポジションに応募するにはどうすればいいですか？', a: '募集中のポジションには、それぞれ応募方法が記載されています。募集がない場合でも、お気軽に私にご連絡ください。' },
          { q: 'ほかの研究グループと共同研究をしていますか？', a: 'ご自身の研究と、お考えの問いについて私にお聞かせください。一緒に検討します。' },
          { q: '論文はどこで読めますか？', a: '私にお尋ねいただければ、私の論文やそのほか公開しているものをご案内します。' },
        ],
      },
      closing: {
        heading: { we: '私たちの研究に興味がありますか？', i: '私の研究に興味がありますか？' },
        text: { we: '私たちのもとで学ぶこと、共同研究、ご質問など、お気軽にご連絡ください。', i: '私のもとで学ぶこと、共同研究、ご質問など、お気軽にご連絡ください。' },
      },
      featureText: {
        we: [
          'ご連絡の際に、私たちにお気軽にお尋ねください。',
          '{name}の研究の一部です。',
          '私たちが取り組んでいる問いのひとつです。',
          'ご自身の研究とどうつながるか、私たちにお聞かせください。',
        ],
        i: [
          'ご連絡の際に、私にお気軽にお尋ねください。',
          '私の研究の一部です。',
          '私が取り組んでいる問いのひとつです。',
          'ご自身の研究とどうつながるか、私にお聞かせください。',
        ],
      },
    },
  },
  zh: {
    research: {
      cta: { primary: '联系课题组', secondary: '了解研究内容' },
      sections: {
        services: { nav: '研究', heading: { we: '我们的研究', i: '我的研究' }, eyebrow: '研究方向' },
        process: { nav: '工作方式', heading: { we: '我们如何开展研究', i: '我如何开展研究' }, eyebrow: '研究思路' },
        about: { nav: '关于', heading: { we: '关于课题组', i: '关于我' }, eyebrow: '课题组' },
        faq: { heading: '学生与合作者常问的问题' },
        contact: { nav: '联系', heading: { we: '加入我们或开展合作', i: '与我一起研究或开展合作' }, eyebrow: '取得联系', send: '发送消息' },
      },
      contactIntro: {
        we: '请介绍一下您自己，以及您想聊的内容：加入我们学习、开展合作、邀请报告，或是关于我们研究的问题。',
        i: '请介绍一下您自己，以及您想聊的内容：跟随我学习、开展合作、邀请报告，或是关于我的研究的问题。',
      },
      about: {
        we: '在{name}，我们与带着自己想法的学生和同事一起，认真地共同探究每一个问题。如果我们的研究与您的工作有所关联，欢迎与我们联系。',
        i: '我与带着自己想法的学生和同事一起，认真地探究每一个问题。如果我的研究与您的工作有所关联，欢迎与我联系。',
      },
      steps: {
        we: [
          { title: '一个问题', text: '每个项目都始于一个值得回答的问题，这个问题常常由学生或合作者提出。' },
          { title: '严谨的工作', text: '我们用问题所需的方法检验想法，并核实我们的发现。' },
          { title: '分享成果', text: '我们把所学整理成文，并与领域内的同行交流讨论。' },
        ],
        i: [
          { title: '一个问题', text: '每个项目都始于一个值得回答的问题，这个问题常常由学生或合作者提出。' },
          { title: '严谨的工作', text: '我用问题所需的方法检验想法，并核实我的发现。' },
          { title: '分享成果', text: '我把所学整理成文，并与领域内的同行交流讨论。' },
        ],
      },
      faq: {
        we: [
          { q: '课题组目前招收新学生吗？', a: '请给我们发一段简短的介绍，说明您的研究兴趣和背景，我们会告诉您目前有哪些机会。' },
          { q: '如何申请职位？', a: '每个公开招聘的职位都会说明申请方式。如果目前没有开放的职位，也欢迎您给我们来信。' },
          { q: '课题组与其他团队合作吗？', a: '请告诉我们您的研究以及您想探讨的问题，我们可以一起聊聊。' },
          { q: '在哪里可以找到课题组的论文？', a: '欢迎问我们，我们会告诉您在哪里可以找到我们的论文以及我们分享的其他资料。' },
        ],
        i: [
          { q: '您目前招收新学生吗？', a: '请给我发一段简短的介绍，说明您的研究兴趣和背景，我会告诉您目前有哪些机会。' },
          { q: '如何申请职位？', a: '每个公开招聘的职位都会说明申请方式。如果目前没有开放的职位，也欢迎您给我来信。' },
          { q: '您与其他研究组合作吗？', a: '请告诉我您的研究以及您想探讨的问题，我会和您一起聊聊。' },
          { q: '在哪里可以找到您的论文？', a: '欢迎问我，我会告诉您在哪里可以找到我的论文以及我分享的其他资料。' },
        ],
      },
      closing: {
        heading: { we: '对我们的研究感兴趣？', i: '对我的研究感兴趣？' },
        text: { we: '欢迎联系我们，聊聊加入我们学习、开展合作或任何问题。', i: '欢迎联系我，聊聊跟随我学习、开展合作或任何问题。' },
      },
      featureText: {
        we: [
          '联系时欢迎问问我们。',
          '这是{name}研究工作的一部分。',
          '我们正在研究的问题之一。',
          '告诉我们这与您的工作有何关联。',
        ],
        i: [
          '联系时欢迎问问我。',
          '这是我研究工作的一部分。',
          '我正在研究的问题之一。',
          '告诉我这与您的工作有何关联。',
        ],
      },
    },
  },
  ar: {
    research: {
      cta: { primary: 'تواصل مع المجموعة', secondary: 'اطّلع على الأبحاث' },
      sections: {
        services: { nav: 'الأبحاث', heading: { we: 'أبحاثنا', i: 'أبحاثي' }, eyebrow: 'محاور البحث' },
        process: { nav: 'منهجية العمل', heading: { we: 'كيف نعمل', i: 'كيف أعمل' }, eyebrow: 'المنهجية' },
        about: { nav: 'نبذة', heading: { we: 'عن المجموعة', i: 'عنّي' }, eyebrow: 'المجموعة البحثية' },
        faq: { heading: 'أسئلة الطلاب والمتعاونين' },
        contact: { nav: 'تواصل', heading: { we: 'انضم إلينا أو تعاون معنا', i: 'ادرس تحت إشرافي أو تعاون معي' }, eyebrow: 'للتواصل', send: 'أرسل الرسالة' },
      },
      contactIntro: {
        we: 'أخبرنا من أنت وعمّ تودّ أن تتحدث: الدراسة معنا، أو تعاون بحثي، أو محاضرة، أو سؤال عن عملنا.',
        i: 'أخبرني من أنت وعمّ تودّ أن تتحدث: الدراسة معي، أو تعاون بحثي، أو محاضرة، أو سؤال عن عملي.',
      },
      about: {
        we: 'في {name}، نتتبّع الأسئلة بعناية وبروح الفريق، مع طلاب وزملاء يأتون بأفكارهم الخاصة. إن كان عملنا يتقاطع مع عملك، يسعدنا أن نسمع منك.',
        i: 'أتتبّع الأسئلة بعناية، مع طلاب وزملاء يأتون بأفكارهم الخاصة. إن كان عملي يتقاطع مع عملك، يسعدني أن أسمع منك.',
      },
      steps: {
        we: [
          { title: 'سؤال', text: 'ينطلق كل مشروع من سؤال يستحق الإجابة، وكثيرًا ما يطرحه طالب أو شريك بحثي.' },
          { title: 'عمل دقيق', text: 'نختبر الأفكار بالمناهج التي يتطلبها السؤال، ونتحقق مما نتوصل إليه.' },
          { title: 'نتائج مشتركة', text: 'نكتب ما نتعلمه، ونناقشه مع آخرين في المجال.' },
        ],
        i: [
          { title: 'سؤال', text: 'ينطلق كل مشروع من سؤال يستحق الإجابة، وكثيرًا ما يطرحه طالب أو شريك بحثي.' },
          { title: 'عمل دقيق', text: 'أختبر الأفكار بالمناهج التي يتطلبها السؤال، وأتحقق مما أتوصل إليه.' },
          { title: 'نتائج مشتركة', text: 'أكتب ما أتعلمه، وأناقشه مع آخرين في المجال.' },
        ],
      },
      faq: {
        we: [
          { q: 'هل تقبلون طلابًا جددًا؟', a: 'أرسل لنا نبذة قصيرة عن اهتماماتك وخلفيتك، وسنخبرك بالفرص المتاحة.' },
          { q: 'كيف أتقدّم لوظيفة؟', a: 'يوضّح كل إعلان عن وظيفة طريقة التقديم. وإن لم تكن هناك وظيفة شاغرة، يمكنك مراسلتنا على أي حال.' },
          { q: 'هل تتعاونون مع مجموعات أخرى؟', a: 'أخبرنا عن عملك والسؤال الذي تفكر فيه، وسنناقشه معك.' },
          { q: 'أين أجد أوراقكم البحثية؟', a: 'اسألنا وسنرشدك إلى أوراقنا البحثية وكل ما نشاركه غير ذلك.' },
        ],
        i: [
          { q: 'هل تقبل طلابًا جددًا؟', a: 'أرسل لي نبذة قصيرة عن اهتماماتك وخلفيتك، وسأخبرك بالفرص المتاحة.' },
          { q: 'كيف أتقدّم لوظيفة؟', a: 'يوضّح كل إعلان عن وظيفة طريقة التقديم. وإن لم تكن هناك وظيفة شاغرة، يمكنك مراسلتي على أي حال.' },
          { q: 'هل تتعاون مع مجموعات أخرى؟', a: 'أخبرني عن عملك والسؤال الذي تفكر فيه، وسأناقشه معك.' },
          { q: 'أين أجد أوراقك البحثية؟', a: 'اسألني وسأرشدك إلى أوراقي البحثية وكل ما أشاركه غير ذلك.' },
        ],
      },
      closing: {
        heading: { we: 'هل يهمّك عملنا؟', i: 'هل يهمّك عملي؟' },
        text: { we: 'تواصل معنا للحديث عن الدراسة معنا، أو تعاون بحثي، أو أي سؤال.', i: 'تواصل معي للحديث عن الدراسة معي، أو تعاون بحثي، أو أي سؤال.' },
      },
      featureText: {
        we: [
          'اسألنا عن ذلك عند تواصلك.',
          'جزء من العمل في {name}.',
          'أحد الأسئلة التي نعمل عليها.',
          'أخبرنا كيف يرتبط ذلك بعملك.',
        ],
        i: [
          'اسألني عن ذلك عند تواصلك.',
          'جزء من عملي.',
          'أحد الأسئلة التي أعمل عليها.',
          'أخبرني كيف يرتبط ذلك بعملك.',
        ],
      },
    },
  },
};
