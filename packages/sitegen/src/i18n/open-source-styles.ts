import type { StyleCopy } from './types';

/**
 * An open-source project (types.ts `PageStyle` `openSource`; choose-blueprint `isOpenSource`: "An open-source JSON parser
 * for Rust", "Free and open source command line tool to scaffold monorepos"), over the software and start-up phrasebooks,
 * in the site languages: developers see what it does, how to install it and try it, and how to report a bug or join in,
 * instead of plans, prices and customers' quotes (the hero's main button leads to the install steps). No claim the
 * maintainers have not made (no licence, star count, user numbers, support hours or roadmap invented).
 */
export const OPEN_SOURCE_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { openSource: StyleCopy }> = {
  en: {
    openSource: {
      cta: { primary: 'Install', secondary: 'See the features' },
      sections: {
        install: { nav: 'Install', heading: 'Up and running in three steps', eyebrow: 'Get started' },
        faq: { nav: 'FAQ', heading: 'Questions, answered', eyebrow: 'FAQ' },
      },
      contactIntro: {
        we: 'Questions, bug reports or ideas for {name}: send us a message and we’ll get back to you.',
        i: 'Questions, bug reports or ideas for {name}: send me a message and I’ll get back to you.',
      },
      about: {
        we: 'We build {name} in the open for {audience}. Every bug report and suggestion helps, so tell us what works for you and what doesn’t.',
        i: 'I build {name} in the open for {audience}. Every bug report and suggestion helps, so tell me what works for you and what doesn’t.',
      },
      steps: {
        we: [
          { title: 'Install it', text: 'Add {name} to your project or your machine the way you install your other tools.' },
          { title: 'Try an example', text: 'Start with something small, then adapt it to your own work.' },
          { title: 'Tell us how it goes', text: 'Report a bug, suggest an idea or ask a question: every message helps {name} get better.' },
        ],
        i: [
          { title: 'Install it', text: 'Add {name} to your project or your machine the way you install your other tools.' },
          { title: 'Try an example', text: 'Start with something small, then adapt it to your own work.' },
          { title: 'Tell me how it goes', text: 'Report a bug, suggest an idea or ask a question: every message helps {name} get better.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Read every line', text: 'The code is open, so you can see exactly how it works before you depend on it.' },
          { title: 'Make it fit', text: 'Adapt it to your project and your tools, and keep what you change.' },
          { title: 'Shaped by its users', text: 'Every bug report and idea from the people who use it helps decide what we work on next.' },
        ],
        i: [
          { title: 'Read every line', text: 'The code is open, so you can see exactly how it works before you depend on it.' },
          { title: 'Make it fit', text: 'Adapt it to your project and your tools, and keep what you change.' },
          { title: 'Shaped by its users', text: 'Every bug report and idea from the people who use it helps decide what I work on next.' },
        ],
      },
      faq: {
        we: [
          { q: 'Is {name} free to use?', a: 'Yes. {name} is open source: you can use it, read its code and adapt it to your needs.' },
          { q: 'Which licence does it use?', a: 'The licence comes with the source code. Ask us if you have a question about using {name} in your project.' },
          { q: 'How do I report a bug?', a: 'Send us a message through this page with what you did and what happened, and we’ll look into it.' },
          { q: 'Can I contribute?', a: 'Get in touch through this page and tell us what you’d like to work on.' },
        ],
        i: [
          { q: 'Is {name} free to use?', a: 'Yes. {name} is open source: you can use it, read its code and adapt it to your needs.' },
          { q: 'Which licence does it use?', a: 'The licence comes with the source code. Ask me if you have a question about using {name} in your project.' },
          { q: 'How do I report a bug?', a: 'Send me a message through this page with what you did and what happened, and I’ll look into it.' },
          { q: 'Can I contribute?', a: 'Get in touch through this page and tell me what you’d like to work on.' },
        ],
      },
      closing: {
        heading: 'Ready to give {name} a try?',
        text: 'It’s open source: install it and see how it fits the way you work.',
      },
      featureText: {
        we: [
          'Ask us how it fits the way you work.',
          'See the install steps on this page to try it.',
          'Tell us what you’d like it to do next.',
          'Useful whether you’re starting a new project or adding it to one you have.',
        ],
        i: [
          'Ask me how it fits the way you work.',
          'See the install steps on this page to try it.',
          'Tell me what you’d like it to do next.',
          'Useful whether you’re starting a new project or adding it to one you have.',
        ],
      },
    },
  },
  es: {
    openSource: {
      cta: { primary: 'Instalar', secondary: 'Ver funciones' },
      sections: {
        install: { nav: 'Instalación', heading: 'En marcha en tres pasos', eyebrow: 'Primeros pasos' },
        faq: { nav: 'Preguntas', heading: 'Preguntas y respuestas', eyebrow: 'Preguntas frecuentes' },
      },
      contactIntro: { we: 'Preguntas, errores o ideas para {name}: escríbenos y te responderemos.', i: 'Preguntas, errores o ideas para {name}: escríbeme y te responderé.' },
      about: {
        we: 'Desarrollamos {name} de forma abierta para {audience}. Cada informe de error y cada sugerencia ayudan, así que cuéntanos qué te funciona y qué no.',
        i: 'Desarrollo {name} de forma abierta para {audience}. Cada informe de error y cada sugerencia ayudan, así que cuéntame qué te funciona y qué no.',
      },
      steps: {
        we: [
          { title: 'Instálalo', text: 'Añade {name} a tu proyecto o a tu máquina, igual que instalas el resto de tus herramientas.' },
          { title: 'Prueba un ejemplo', text: 'Empieza por algo pequeño y luego adáptalo a tu propio trabajo.' },
          { title: 'Cuéntanos qué tal', text: 'Informa de un error, propón una idea o haz una pregunta: cada mensaje ayuda a mejorar {name}.' },
        ],
        i: [
          { title: 'Instálalo', text: 'Añade {name} a tu proyecto o a tu máquina, igual que instalas el resto de tus herramientas.' },
          { title: 'Prueba un ejemplo', text: 'Empieza por algo pequeño y luego adáptalo a tu propio trabajo.' },
          { title: 'Cuéntame qué tal', text: 'Informa de un error, propón una idea o haz una pregunta: cada mensaje ayuda a mejorar {name}.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Lee cada línea', text: 'El código es abierto, así que puedes ver exactamente cómo funciona antes de depender de él.' },
          { title: 'A tu medida', text: 'Adáptalo a tu proyecto y a tus herramientas, y quédate con los cambios que hagas.' },
          { title: 'Guiado por sus usuarios', text: 'Cada informe de error y cada idea de quienes lo usan ayudan a decidir en qué trabajaremos después.' },
        ],
        i: [
          { title: 'Lee cada línea', text: 'El código es abierto, así que puedes ver exactamente cómo funciona antes de depender de él.' },
          { title: 'A tu medida', text: 'Adáptalo a tu proyecto y a tus herramientas, y quédate con los cambios que hagas.' },
          { title: 'Guiado por sus usuarios', text: 'Cada informe de error y cada idea de quienes lo usan ayudan a decidir en qué trabajaré después.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Se puede usar {name} gratis?', a: 'Sí. {name} es de código abierto: puedes usarlo, leer su código y adaptarlo a lo que necesites.' },
          { q: '¿Qué licencia tiene?', a: 'La licencia se incluye con el código fuente. Si tienes dudas sobre cómo usar {name} en tu proyecto, pregúntanos.' },
          { q: '¿Cómo informo de un error?', a: 'Escríbenos desde esta página contándonos qué hiciste y qué pasó, y lo revisaremos.' },
          { q: '¿Puedo contribuir?', a: 'Ponte en contacto desde esta página y cuéntanos en qué te gustaría trabajar.' },
        ],
        i: [
          { q: '¿Se puede usar {name} gratis?', a: 'Sí. {name} es de código abierto: puedes usarlo, leer su código y adaptarlo a lo que necesites.' },
          { q: '¿Qué licencia tiene?', a: 'La licencia se incluye con el código fuente. Si tienes dudas sobre cómo usar {name} en tu proyecto, pregúntame.' },
          { q: '¿Cómo informo de un error?', a: 'Escríbeme desde esta página contándome qué hiciste y qué pasó, y lo revisaré.' },
          { q: '¿Puedo contribuir?', a: 'Ponte en contacto desde esta página y cuéntame en qué te gustaría trabajar.' },
        ],
      },
      closing: { heading: '¿Quieres probar {name}?', text: 'Es de código abierto: instálalo y comprueba cómo encaja en tu forma de trabajar.' },
      featureText: {
        we: [
          'Pregúntanos cómo encaja en tu forma de trabajar.',
          'Sigue los pasos de instalación de esta página para probarlo.',
          'Dinos qué te gustaría que hiciera a continuación.',
          'Útil tanto si empiezas un proyecto nuevo como si lo añades a uno que ya tienes.',
        ],
        i: [
          'Pregúntame cómo encaja en tu forma de trabajar.',
          'Sigue los pasos de instalación de esta página para probarlo.',
          'Dime qué te gustaría que hiciera a continuación.',
          'Útil tanto si empiezas un proyecto nuevo como si lo añades a uno que ya tienes.',
        ],
      },
    },
  },
  pt: {
    openSource: {
      cta: { primary: 'Instalar', secondary: 'Ver funcionalidades' },
      sections: {
        install: { nav: 'Instalação', heading: 'A funcionar em três passos', eyebrow: 'Primeiros passos' },
        faq: { nav: 'Perguntas', heading: 'Perguntas e respostas', eyebrow: 'Perguntas frequentes' },
      },
      contactIntro: { we: 'Dúvidas, erros encontrados ou ideias para {name}: envie-nos uma mensagem e responderemos.', i: 'Dúvidas, erros encontrados ou ideias para {name}: envie-me uma mensagem e responderei.' },
      about: {
        we: 'Desenvolvemos {name} de forma aberta para {audience}. Cada erro comunicado e cada sugestão ajudam, por isso diga-nos o que funciona para si e o que não funciona.',
        i: 'Desenvolvo {name} de forma aberta para {audience}. Cada erro comunicado e cada sugestão ajudam, por isso diga-me o que funciona para si e o que não funciona.',
      },
      steps: {
        we: [
          { title: 'Instale-o', text: 'Adicione {name} ao seu projeto ou ao seu computador, tal como instala as suas outras ferramentas.' },
          { title: 'Experimente um exemplo', text: 'Comece por algo simples e depois adapte-o ao seu próprio trabalho.' },
          { title: 'Diga-nos como correu', text: 'Comunique um erro, sugira uma ideia ou faça uma pergunta: cada mensagem ajuda a melhorar {name}.' },
        ],
        i: [
          { title: 'Instale-o', text: 'Adicione {name} ao seu projeto ou ao seu computador, tal como instala as suas outras ferramentas.' },
          { title: 'Experimente um exemplo', text: 'Comece por algo simples e depois adapte-o ao seu próprio trabalho.' },
          { title: 'Diga-me como correu', text: 'Comunique um erro, sugira uma ideia ou faça uma pergunta: cada mensagem ajuda a melhorar {name}.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Leia cada linha', text: 'O código é aberto, por isso pode ver exatamente como funciona antes de depender dele.' },
          { title: 'À sua medida', text: 'Adapte-o ao seu projeto e às suas ferramentas, e fique com as alterações que fizer.' },
          { title: 'Moldado pelos utilizadores', text: 'Cada erro comunicado e cada ideia de quem o usa ajudam a decidir em que vamos trabalhar a seguir.' },
        ],
        i: [
          { title: 'Leia cada linha', text: 'O código é aberto, por isso pode ver exatamente como funciona antes de depender dele.' },
          { title: 'À sua medida', text: 'Adapte-o ao seu projeto e às suas ferramentas, e fique com as alterações que fizer.' },
          { title: 'Moldado pelos utilizadores', text: 'Cada erro comunicado e cada ideia de quem o usa ajudam a decidir em que vou trabalhar a seguir.' },
        ],
      },
      faq: {
        we: [
          { q: 'Posso usar {name} gratuitamente?', a: 'Sim. {name} é de código aberto: pode usá-lo, ler o código e adaptá-lo às suas necessidades.' },
          { q: 'Qual é a licença?', a: 'A licença acompanha o código-fonte. Se tiver alguma dúvida sobre a utilização de {name} no seu projeto, pergunte-nos.' },
          { q: 'Como comunico um erro?', a: 'Envie-nos uma mensagem através desta página a explicar o que fez e o que aconteceu, e vamos analisar.' },
          { q: 'Posso contribuir?', a: 'Entre em contacto através desta página e diga-nos em que gostaria de trabalhar.' },
        ],
        i: [
          { q: 'Posso usar {name} gratuitamente?', a: 'Sim. {name} é de código aberto: pode usá-lo, ler o código e adaptá-lo às suas necessidades.' },
          { q: 'Qual é a licença?', a: 'A licença acompanha o código-fonte. Se tiver alguma dúvida sobre a utilização de {name} no seu projeto, pergunte-me.' },
          { q: 'Como comunico um erro?', a: 'Envie-me uma mensagem através desta página a explicar o que fez e o que aconteceu, e vou analisar.' },
          { q: 'Posso contribuir?', a: 'Entre em contacto através desta página e diga-me em que gostaria de trabalhar.' },
        ],
      },
      closing: { heading: 'Que tal experimentar {name}?', text: 'É de código aberto: instale-o e veja como se adapta à sua forma de trabalhar.' },
      featureText: {
        we: [
          'Pergunte-nos como se encaixa na sua forma de trabalhar.',
          'Siga os passos de instalação desta página para experimentar.',
          'Diga-nos o que gostaria que fizesse a seguir.',
          'Útil quer esteja a começar um projeto novo, quer o queira adicionar a um que já tem.',
        ],
        i: [
          'Pergunte-me como se encaixa na sua forma de trabalhar.',
          'Siga os passos de instalação desta página para experimentar.',
          'Diga-me o que gostaria que fizesse a seguir.',
          'Útil quer esteja a começar um projeto novo, quer o queira adicionar a um que já tem.',
        ],
      },
    },
  },
  fr: {
    openSource: {
      cta: { primary: 'Installer', secondary: 'Voir les fonctionnalités' },
      sections: {
        install: { nav: 'Installation', heading: 'Trois étapes pour démarrer', eyebrow: 'Pour commencer' },
        faq: { nav: 'FAQ', heading: 'Questions et réponses', eyebrow: 'Questions fréquentes' },
      },
      contactIntro: {
        we: 'Pour une question, un bug à signaler ou une idée pour {name}, écrivez-nous et nous vous répondrons.',
        i: 'Pour une question, un bug à signaler ou une idée pour {name}, écrivez-moi et je vous répondrai.',
      },
      about: {
        we: 'Nous développons {name} en open source pour {audience}. Chaque signalement de bug et chaque suggestion comptent, alors dites-nous ce qui fonctionne pour vous et ce qui coince.',
        i: 'Je développe {name} en open source pour {audience}. Chaque signalement de bug et chaque suggestion comptent, alors dites-moi ce qui fonctionne pour vous et ce qui coince.',
      },
      steps: {
        we: [
          { title: 'Installez-le', text: 'Ajoutez {name} à votre projet ou à votre machine, comme vous installez vos autres outils.' },
          { title: 'Essayez un exemple', text: 'Commencez par quelque chose de simple, puis adaptez-le à votre propre travail.' },
          { title: 'Donnez-nous des nouvelles', text: 'Signalez un bug, proposez une idée ou posez une question\u00a0: chaque message aide {name} à progresser.' },
        ],
        i: [
          { title: 'Installez-le', text: 'Ajoutez {name} à votre projet ou à votre machine, comme vous installez vos autres outils.' },
          { title: 'Essayez un exemple', text: 'Commencez par quelque chose de simple, puis adaptez-le à votre propre travail.' },
          { title: 'Donnez-moi des nouvelles', text: 'Signalez un bug, proposez une idée ou posez une question\u00a0: chaque message aide {name} à progresser.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Lisez chaque ligne', text: 'Le code est ouvert\u00a0: vous voyez exactement comment il fonctionne avant d’en dépendre.' },
          { title: 'Sur mesure', text: 'Adaptez-le à votre projet et à vos outils, et gardez ce que vous modifiez.' },
          { title: 'Façonné par ses utilisateurs', text: 'Chaque signalement de bug et chaque idée des personnes qui l’utilisent aident à choisir nos prochains chantiers.' },
        ],
        i: [
          { title: 'Lisez chaque ligne', text: 'Le code est ouvert\u00a0: vous voyez exactement comment il fonctionne avant d’en dépendre.' },
          { title: 'Sur mesure', text: 'Adaptez-le à votre projet et à vos outils, et gardez ce que vous modifiez.' },
          { title: 'Façonné par ses utilisateurs', text: 'Chaque signalement de bug et chaque idée des personnes qui l’utilisent aident à choisir mes prochains chantiers.' },
        ],
      },
      faq: {
        we: [
          { q: 'Puis-je utiliser {name} gratuitement\u202f?', a: 'Oui. {name} est open source\u00a0: vous pouvez l’utiliser, lire son code et l’adapter à vos besoins.' },
          { q: 'Sous quelle licence est-il distribué\u202f?', a: 'La licence est fournie avec le code source. Si vous avez une question sur l’utilisation de {name} dans votre projet, n’hésitez pas à nous écrire.' },
          { q: 'Comment signaler un bug\u202f?', a: 'Écrivez-nous via cette page en indiquant ce que vous avez fait et ce qui s’est passé, et nous examinerons le problème.' },
          { q: 'Puis-je contribuer\u202f?', a: 'Prenez contact via cette page et dites-nous sur quoi vous aimeriez travailler.' },
        ],
        i: [
          { q: 'Puis-je utiliser {name} gratuitement\u202f?', a: 'Oui. {name} est open source\u00a0: vous pouvez l’utiliser, lire son code et l’adapter à vos besoins.' },
          { q: 'Sous quelle licence est-il distribué\u202f?', a: 'La licence est fournie avec le code source. Si vous avez une question sur l’utilisation de {name} dans votre projet, n’hésitez pas à m’écrire.' },
          { q: 'Comment signaler un bug\u202f?', a: 'Écrivez-moi via cette page en indiquant ce que vous avez fait et ce qui s’est passé, et j’examinerai le problème.' },
          { q: 'Puis-je contribuer\u202f?', a: 'Prenez contact via cette page et dites-moi sur quoi vous aimeriez travailler.' },
        ],
      },
      closing: { heading: 'Et si vous essayiez {name}\u202f?', text: 'C’est open source\u00a0: installez-le et voyez comment il s’intègre à votre façon de travailler.' },
      featureText: {
        we: [
          'Demandez-nous comment l’intégrer à votre façon de travailler.',
          'Suivez les étapes d’installation de cette page pour l’essayer.',
          'Dites-nous quelle fonctionnalité vous aimeriez voir ensuite.',
          'Utile pour démarrer un nouveau projet comme pour l’ajouter à un projet existant.',
        ],
        i: [
          'Demandez-moi comment l’intégrer à votre façon de travailler.',
          'Suivez les étapes d’installation de cette page pour l’essayer.',
          'Dites-moi quelle fonctionnalité vous aimeriez voir ensuite.',
          'Utile pour démarrer un nouveau projet comme pour l’ajouter à un projet existant.',
        ],
      },
    },
  },
  de: {
    openSource: {
      cta: { primary: 'Installieren', secondary: 'Funktionen ansehen' },
      sections: {
        install: { nav: 'Installation', heading: 'In drei Schritten startklar', eyebrow: 'Erste Schritte' },
        faq: { nav: 'FAQ', heading: 'Fragen und Antworten', eyebrow: 'Häufige Fragen' },
      },
      contactIntro: {
        we: 'Ob Fragen, Fehlerberichte oder Ideen zu {name}: Schreiben Sie uns, und wir melden uns bei Ihnen.',
        i: 'Ob Fragen, Fehlerberichte oder Ideen zu {name}: Schreiben Sie mir, und ich melde mich bei Ihnen.',
      },
      about: {
        we: 'Wir entwickeln {name} als Open Source für {audience}. Jeder Fehlerbericht und jeder Vorschlag hilft – sagen Sie uns also, was für Sie funktioniert und was nicht.',
        i: 'Ich entwickle {name} als Open Source für {audience}. Jeder Fehlerbericht und jeder Vorschlag hilft – sagen Sie mir also, was für Sie funktioniert und was nicht.',
      },
      steps: {
        we: [
          { title: 'Installieren', text: 'Binden Sie {name} in Ihr Projekt ein oder installieren Sie es auf Ihrem Rechner, wie Ihre anderen Tools auch.' },
          { title: 'Ein Beispiel ausprobieren', text: 'Fangen Sie mit etwas Kleinem an und passen Sie es dann an Ihre eigene Arbeit an.' },
          { title: 'Erzählen Sie uns davon', text: 'Melden Sie einen Fehler, schlagen Sie eine Idee vor oder stellen Sie eine Frage: Jede Nachricht hilft, {name} besser zu machen.' },
        ],
        i: [
          { title: 'Installieren', text: 'Binden Sie {name} in Ihr Projekt ein oder installieren Sie es auf Ihrem Rechner, wie Ihre anderen Tools auch.' },
          { title: 'Ein Beispiel ausprobieren', text: 'Fangen Sie mit etwas Kleinem an und passen Sie es dann an Ihre eigene Arbeit an.' },
          { title: 'Erzählen Sie mir davon', text: 'Melden Sie einen Fehler, schlagen Sie eine Idee vor oder stellen Sie eine Frage: Jede Nachricht hilft, {name} besser zu machen.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Jede Zeile nachlesen', text: 'Der Code ist offen, Sie können also genau nachsehen, wie es funktioniert, bevor Sie sich darauf verlassen.' },
          { title: 'Ganz nach Ihrem Bedarf', text: 'Passen Sie es an Ihr Projekt und Ihre Tools an und behalten Sie Ihre Änderungen.' },
          { title: 'Von seinen Nutzern geprägt', text: 'Jeder Fehlerbericht und jede Idee von denen, die es nutzen, entscheidet mit, woran wir als Nächstes arbeiten.' },
        ],
        i: [
          { title: 'Jede Zeile nachlesen', text: 'Der Code ist offen, Sie können also genau nachsehen, wie es funktioniert, bevor Sie sich darauf verlassen.' },
          { title: 'Ganz nach Ihrem Bedarf', text: 'Passen Sie es an Ihr Projekt und Ihre Tools an und behalten Sie Ihre Änderungen.' },
          { title: 'Von seinen Nutzern geprägt', text: 'Jeder Fehlerbericht und jede Idee von denen, die es nutzen, entscheidet mit, woran ich als Nächstes arbeite.' },
        ],
      },
      faq: {
        we: [
          { q: 'Ist {name} kostenlos nutzbar?', a: 'Ja. {name} ist Open Source: Sie können es nutzen, den Code lesen und es an Ihre Bedürfnisse anpassen.' },
          { q: 'Unter welcher Lizenz steht es?', a: 'Die Lizenz liegt dem Quellcode bei. Wenn Sie Fragen zum Einsatz von {name} in Ihrem Projekt haben, schreiben Sie uns.' },
          { q: 'Wie melde ich einen Fehler?', a: 'Schreiben Sie uns über diese Seite, was Sie getan haben und was dann passiert ist, und wir sehen es uns an.' },
          { q: 'Kann ich mitmachen?', a: 'Melden Sie sich über diese Seite und sagen Sie uns, woran Sie gern mitarbeiten würden.' },
        ],
        i: [
          { q: 'Ist {name} kostenlos nutzbar?', a: 'Ja. {name} ist Open Source: Sie können es nutzen, den Code lesen und es an Ihre Bedürfnisse anpassen.' },
          { q: 'Unter welcher Lizenz steht es?', a: 'Die Lizenz liegt dem Quellcode bei. Wenn Sie Fragen zum Einsatz von {name} in Ihrem Projekt haben, schreiben Sie mir.' },
          { q: 'Wie melde ich einen Fehler?', a: 'Schreiben Sie mir über diese Seite, was Sie getan haben und was dann passiert ist, und ich sehe es mir an.' },
          { q: 'Kann ich mitmachen?', a: 'Melden Sie sich über diese Seite und sagen Sie mir, woran Sie gern mitarbeiten würden.' },
        ],
      },
      closing: { heading: 'Bereit, {name} auszuprobieren?', text: 'Es ist Open Source: Installieren Sie es und sehen Sie, wie es zu Ihrer Arbeitsweise passt.' },
      featureText: {
        we: [
          'Fragen Sie uns, wie es zu Ihrer Arbeitsweise passt.',
          'Zum Ausprobieren folgen Sie den Installationsschritten auf dieser Seite.',
          'Sagen Sie uns, was es als Nächstes können soll.',
          'Praktisch, ob Sie ein neues Projekt beginnen oder es in ein bestehendes einbauen.',
        ],
        i: [
          'Fragen Sie mich, wie es zu Ihrer Arbeitsweise passt.',
          'Zum Ausprobieren folgen Sie den Installationsschritten auf dieser Seite.',
          'Sagen Sie mir, was es als Nächstes können soll.',
          'Praktisch, ob Sie ein neues Projekt beginnen oder es in ein bestehendes einbauen.',
        ],
      },
    },
  },
  it: {
    openSource: {
      cta: { primary: 'Installa', secondary: 'Scopri le funzionalità' },
      sections: {
        install: { nav: 'Installazione', heading: 'Tre passaggi per iniziare', eyebrow: 'Per iniziare' },
        faq: { nav: 'FAQ', heading: 'Domande e risposte', eyebrow: 'Domande frequenti' },
      },
      contactIntro: { we: 'Per domande, segnalazioni di bug o idee su {name}, scrivici e ti risponderemo.', i: 'Per domande, segnalazioni di bug o idee su {name}, scrivimi e ti risponderò.' },
      about: {
        we: 'Sviluppiamo {name} come progetto open source per {audience}. Ogni segnalazione di bug e ogni suggerimento ci aiutano, quindi dicci cosa funziona per te e cosa no.',
        i: 'Sviluppo {name} come progetto open source per {audience}. Ogni segnalazione di bug e ogni suggerimento mi aiutano, quindi dimmi cosa funziona per te e cosa no.',
      },
      steps: {
        we: [
          { title: 'Installalo', text: 'Aggiungi {name} al tuo progetto o al tuo computer, come fai con gli altri strumenti che usi.' },
          { title: 'Prova un esempio', text: 'Inizia con qualcosa di piccolo, poi adattalo al tuo lavoro.' },
          { title: 'Raccontaci come va', text: 'Segnala un bug, proponi un’idea o fai una domanda: ogni messaggio aiuta {name} a migliorare.' },
        ],
        i: [
          { title: 'Installalo', text: 'Aggiungi {name} al tuo progetto o al tuo computer, come fai con gli altri strumenti che usi.' },
          { title: 'Prova un esempio', text: 'Inizia con qualcosa di piccolo, poi adattalo al tuo lavoro.' },
          { title: 'Raccontami come va', text: 'Segnala un bug, proponi un’idea o fai una domanda: ogni messaggio aiuta {name} a migliorare.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Leggi ogni riga', text: 'Il codice è aperto: puoi vedere esattamente come funziona prima di farci affidamento.' },
          { title: 'Su misura per te', text: 'Adattalo al tuo progetto e ai tuoi strumenti, e conserva le modifiche che apporti.' },
          { title: 'Plasmato dai suoi utenti', text: 'Ogni segnalazione di bug e ogni idea di chi lo usa ci aiutano a decidere su cosa lavorare in seguito.' },
        ],
        i: [
          { title: 'Leggi ogni riga', text: 'Il codice è aperto: puoi vedere esattamente come funziona prima di farci affidamento.' },
          { title: 'Su misura per te', text: 'Adattalo al tuo progetto e ai tuoi strumenti, e conserva le modifiche che apporti.' },
          { title: 'Plasmato dai suoi utenti', text: 'Ogni segnalazione di bug e ogni idea di chi lo usa mi aiutano a decidere su cosa lavorare in seguito.' },
        ],
      },
      faq: {
        we: [
          { q: '{name} è gratuito?', a: 'Sì. {name} è open source: puoi usarlo, leggerne il codice e adattarlo alle tue esigenze.' },
          { q: 'Con quale licenza è distribuito?', a: 'La licenza è inclusa nel codice sorgente. Se hai dubbi sull’uso di {name} nel tuo progetto, chiedici pure.' },
          { q: 'Come segnalo un bug?', a: 'Scrivici da questa pagina cosa hai fatto e cosa è successo, e ce ne occuperemo.' },
          { q: 'Posso contribuire?', a: 'Mettiti in contatto da questa pagina e dicci su cosa ti piacerebbe lavorare.' },
        ],
        i: [
          { q: '{name} è gratuito?', a: 'Sì. {name} è open source: puoi usarlo, leggerne il codice e adattarlo alle tue esigenze.' },
          { q: 'Con quale licenza è distribuito?', a: 'La licenza è inclusa nel codice sorgente. Se hai dubbi sull’uso di {name} nel tuo progetto, chiedimi pure.' },
          { q: 'Come segnalo un bug?', a: 'Scrivimi da questa pagina cosa hai fatto e cosa è successo, e me ne occuperò.' },
          { q: 'Posso contribuire?', a: 'Mettiti in contatto da questa pagina e dimmi su cosa ti piacerebbe lavorare.' },
        ],
      },
      closing: { heading: 'Vuoi provare {name}?', text: 'È open source: installalo e scopri come si adatta al tuo modo di lavorare.' },
      featureText: {
        we: [
          'Chiedici come si adatta al tuo modo di lavorare.',
          'Segui i passaggi di installazione in questa pagina per provarlo.',
          'Dicci cosa ti piacerebbe che facesse in futuro.',
          'Utile sia se inizi un nuovo progetto, sia se lo aggiungi a uno esistente.',
        ],
        i: [
          'Chiedimi come si adatta al tuo modo di lavorare.',
          'Segui i passaggi di installazione in questa pagina per provarlo.',
          'Dimmi cosa ti piacerebbe che facesse in futuro.',
          'Utile sia se inizi un nuovo progetto, sia se lo aggiungi a uno esistente.',
        ],
      },
    },
  },
  nl: {
    openSource: {
      cta: { primary: 'Installeren', secondary: 'Bekijk de functies' },
      sections: {
        install: { nav: 'Installeren', heading: 'In drie stappen aan de slag', eyebrow: 'Aan de slag' },
        faq: { nav: 'FAQ', heading: 'Je vragen beantwoord', eyebrow: 'Veelgestelde vragen' },
      },
      contactIntro: {
        we: 'Vragen, bugmeldingen of ideeën voor {name}: stuur ons een bericht, dan nemen we contact met je op.',
        i: 'Vragen, bugmeldingen of ideeën voor {name}: stuur me een bericht, dan neem ik contact met je op.',
      },
      about: {
        we: 'We ontwikkelen {name} als open source voor {audience}. Elke bugmelding en elke suggestie helpt, dus laat ons weten wat voor jou werkt en wat niet.',
        i: 'Ik ontwikkel {name} als open source voor {audience}. Elke bugmelding en elke suggestie helpt, dus laat me weten wat voor jou werkt en wat niet.',
      },
      steps: {
        we: [
          { title: 'Installeer het', text: 'Voeg {name} toe aan je project of je computer, zoals je ook je andere tools installeert.' },
          { title: 'Probeer een voorbeeld', text: 'Begin met iets kleins en pas het daarna aan je eigen werk aan.' },
          { title: 'Vertel ons hoe het gaat', text: 'Meld een bug, deel een idee of stel een vraag: elk bericht helpt om {name} beter te maken.' },
        ],
        i: [
          { title: 'Installeer het', text: 'Voeg {name} toe aan je project of je computer, zoals je ook je andere tools installeert.' },
          { title: 'Probeer een voorbeeld', text: 'Begin met iets kleins en pas het daarna aan je eigen werk aan.' },
          { title: 'Vertel me hoe het gaat', text: 'Meld een bug, deel een idee of stel een vraag: elk bericht helpt om {name} beter te maken.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Lees elke regel', text: 'De code is open, dus je kunt precies zien hoe het werkt voordat je erop vertrouwt.' },
          { title: 'Helemaal op maat', text: 'Stem het af op je project en je tools, en behoud wat je aanpast.' },
          { title: 'Gevormd door de gebruikers', text: 'Elke bugmelding en elk idee van wie het gebruikt helpt bepalen waar we hierna aan werken.' },
        ],
        i: [
          { title: 'Lees elke regel', text: 'De code is open, dus je kunt precies zien hoe het werkt voordat je erop vertrouwt.' },
          { title: 'Helemaal op maat', text: 'Stem het af op je project en je tools, en behoud wat je aanpast.' },
          { title: 'Gevormd door de gebruikers', text: 'Elke bugmelding en elk idee van wie het gebruikt helpt bepalen waar ik hierna aan werk.' },
        ],
      },
      faq: {
        we: [
          { q: 'Is {name} gratis te gebruiken?', a: 'Ja. {name} is open source: je mag het gebruiken, de code lezen en het aanpassen aan je eigen wensen.' },
          { q: 'Onder welke licentie valt het?', a: 'De licentie zit bij de broncode. Heb je een vraag over het gebruik van {name} in je project, vraag het ons dan.' },
          { q: 'Hoe meld ik een bug?', a: 'Stuur ons via deze pagina een bericht met wat je deed en wat er gebeurde, dan zoeken we het uit.' },
          { q: 'Kan ik bijdragen?', a: 'Neem contact op via deze pagina en vertel ons waaraan je graag zou willen werken.' },
        ],
        i: [
          { q: 'Is {name} gratis te gebruiken?', a: 'Ja. {name} is open source: je mag het gebruiken, de code lezen en het aanpassen aan je eigen wensen.' },
          { q: 'Onder welke licentie valt het?', a: 'De licentie zit bij de broncode. Heb je een vraag over het gebruik van {name} in je project, vraag het mij dan.' },
          { q: 'Hoe meld ik een bug?', a: 'Stuur me via deze pagina een bericht met wat je deed en wat er gebeurde, dan zoek ik het uit.' },
          { q: 'Kan ik bijdragen?', a: 'Neem contact op via deze pagina en vertel me waaraan je graag zou willen werken.' },
        ],
      },
      closing: { heading: 'Zin om {name} te proberen?', text: 'Het is open source: installeer het en ontdek hoe het past bij de manier waarop je werkt.' },
      featureText: {
        we: [
          'Vraag ons hoe het past bij de manier waarop je werkt.',
          'Bekijk de installatiestappen op deze pagina om het te proberen.',
          'Laat ons weten wat het hierna zou moeten kunnen.',
          'Handig als je een nieuw project begint, maar ook in een project dat je al hebt.',
        ],
        i: [
          'Vraag me hoe het past bij de manier waarop je werkt.',
          'Bekijk de installatiestappen op deze pagina om het te proberen.',
          'Laat me weten wat het hierna zou moeten kunnen.',
          'Handig als je een nieuw project begint, maar ook in een project dat je al hebt.',
        ],
      },
    },
  },
  ja: {
    openSource: {
      cta: { primary: 'インストール', secondary: '機能を見る' },
      sections: {
        install: { nav: 'インストール', heading: '三ステップで使い始められます', eyebrow: '導入の流れ' },
        faq: { nav: 'よくある質問', heading: 'ご質問にお答えします', eyebrow: 'よくある質問' },
      },
      contactIntro: { we: '{name}へのご質問やバグ報告、アイデアは、メッセージでお送りいただければ私たちから折り返しご連絡します。', i: '{name}へのご質問やバグ報告、アイデアは、メッセージでお送りいただければ私から折り返しご連絡します。' },
      about: {
        we: '私たちは{audience}のために、{name}をオープンソースで開発しています。バグ報告もご提案も一つひとつが力になりますので、うまくいった点もそうでない点も、ぜひ私たちに教えてください。',
        i: '私は{audience}のために、{name}をオープンソースで開発しています。バグ報告もご提案も一つひとつが力になりますので、うまくいった点もそうでない点も、ぜひ私に教えてください。',
      },
      steps: {
        we: [
          { title: 'インストールする', text: 'ほかのツールと同じ方法で、{name}をプロジェクトやお使いのマシンに導入してください。' },
          { title: 'サンプルを試す', text: 'まずは小さなものから始めて、ご自身の作業に合わせて応用してみてください。' },
          { title: '感想を伝える', text: 'バグの報告やアイデア、ご質問など、私たちに届くどのメッセージも{name}をより良くする力になります。' },
        ],
        i: [
          { title: 'インストールする', text: 'ほかのツールと同じ方法で、{name}をプロジェクトやお使いのマシンに導入してください。' },
          { title: 'サンプルを試す', text: 'まずは小さなものから始めて、ご自身の作業に合わせて応用してみてください。' },
          { title: '感想を伝える', text: 'バグの報告やアイデア、ご質問など、私に届くどのメッセージも{name}をより良くする力になります。' },
        ],
      },
      benefits: {
        we: [
          { title: '一行残らず読める', text: 'コードが公開されているので、頼りにする前に、どのように動くのかを細かく確かめられます。' },
          { title: '自分に合わせて使える', text: 'お使いのプロジェクトやツールに合わせて調整でき、加えた変更はそのまま手元に残せます。' },
          { title: '使う人の声で育つ', text: '使っている方から届くバグ報告やアイデアの一つひとつが、私たちが次に取り組むことを決める手がかりになります。' },
        ],
        i: [
          { title: '一行残らず読める', text: 'コードが公開されているので、頼りにする前に、どのように動くのかを細かく確かめられます。' },
          { title: '自分に合わせて使える', text: 'お使いのプロジェクトやツールに合わせて調整でき、加えた変更はそのまま手元に残せます。' },
          { title: '使う人の声で育つ', text: '使っている方から届くバグ報告やアイデアの一つひとつが、私が次に取り組むことを決める手がかりになります。' },
        ],
      },
      faq: {
        we: [
          { q: '{name}は無料で使えますか？', a: 'はい。{name}はオープンソースなので、自由に使えるうえ、コードを読んだり、必要に合わせて手を加えたりすることもできます。' },
          { q: 'どのライセンスで公開されていますか？', a: 'ライセンスはソースコードに同梱されています。ご自身のプロジェクトで{name}を使うにあたって気になる点があれば、私たちにお尋ねください。' },
          { q: 'バグはどう報告すればいいですか？', a: 'どんな操作をして何が起きたのかを、このページからメッセージでお送りください。私たちが確認します。' },
          { q: '開発に参加できますか？', a: 'このページからご連絡いただき、取り組んでみたいことを私たちにお聞かせください。' },
        ],
        i: [
          { q: '{name}は無料で使えますか？', a: 'はい。{name}はオープンソースなので、自由に使えるうえ、コードを読んだり、必要に合わせて手を加えたりすることもできます。' },
          { q: 'どのライセンスで公開されていますか？', a: 'ライセンスはソースコードに同梱されています。ご自身のプロジェクトで{name}を使うにあたって気になる点があれば、私にお尋ねください。' },
          { q: 'バグはどう報告すればいいですか？', a: 'どんな操作をして何が起きたのかを、このページからメッセージでお送りください。私が確認します。' },
          { q: '開発に参加できますか？', a: 'このページからご連絡いただき、取り組んでみたいことを私にお聞かせください。' },
        ],
      },
      closing: { heading: '{name}を試してみませんか？', text: 'オープンソースなので、まずはインストールして、あなたの作業の進め方に合うか確かめてみてください。' },
      featureText: {
        we: [
          'あなたの作業にどう合うか、お気軽に私たちにお尋ねください。',
          'このページのインストール手順を見て、さっそく試してみてください。',
          '次にどんな機能がほしいか、ぜひ私たちに教えてください。',
          '新しいプロジェクトを始めるときにも、今あるプロジェクトに加えるときにも役立ちます。',
        ],
        i: [
          'あなたの作業にどう合うか、お気軽に私にお尋ねください。',
          'このページのインストール手順を見て、さっそく試してみてください。',
          '次にどんな機能がほしいか、ぜひ私に教えてください。',
          '新しいプロジェクトを始めるときにも、今あるプロジェクトに加えるときにも役立ちます。',
        ],
      },
    },
  },
  zh: {
    openSource: {
      cta: { primary: '安装', secondary: '查看功能' },
      sections: {
        install: { nav: '安装', heading: '三步快速上手', eyebrow: '快速开始' },
        faq: { nav: '常见问题', heading: '常见问题解答', eyebrow: '常见问题' },
      },
      contactIntro: { we: '关于{name}的问题、错误报告或新想法，欢迎给我们留言，我们会回复您。', i: '关于{name}的问题、错误报告或新想法，欢迎给我留言，我会回复您。' },
      about: { we: '我们以开源的方式为{audience}打造{name}。每一份错误报告和建议都很有帮助，请告诉我们哪些地方好用、哪些地方还不好用。', i: '我以开源的方式为{audience}打造{name}。每一份错误报告和建议都很有帮助，请告诉我哪些地方好用、哪些地方还不好用。' },
      steps: {
        we: [
          { title: '安装', text: '像安装其他工具一样，把{name}添加到您的项目或电脑中。' },
          { title: '试试示例', text: '先从一个小例子开始，再根据自己的工作加以调整。' },
          { title: '告诉我们使用感受', text: '报告错误、提出想法或提个问题：每一条留言都能让{name}变得更好。' },
        ],
        i: [
          { title: '安装', text: '像安装其他工具一样，把{name}添加到您的项目或电脑中。' },
          { title: '试试示例', text: '先从一个小例子开始，再根据自己的工作加以调整。' },
          { title: '告诉我使用感受', text: '报告错误、提出想法或提个问题：每一条留言都能让{name}变得更好。' },
        ],
      },
      benefits: {
        we: [
          { title: '每一行都看得见', text: '代码是公开的，在依赖它之前，您就能清楚地看到它究竟如何运作。' },
          { title: '按需调整', text: '根据您的项目和工具进行调整，所做的修改都可以保留下来。' },
          { title: '由用户共同塑造', text: '使用者提交的每一份错误报告和每一个想法，都会帮助我们决定接下来做什么。' },
        ],
        i: [
          { title: '每一行都看得见', text: '代码是公开的，在依赖它之前，您就能清楚地看到它究竟如何运作。' },
          { title: '按需调整', text: '根据您的项目和工具进行调整，所做的修改都可以保留下来。' },
          { title: '由用户共同塑造', text: '使用者提交的每一份错误报告和每一个想法，都会帮助我决定接下来做什么。' },
        ],
      },
      faq: {
        we: [
          { q: '{name}可以免费使用吗？', a: '可以。{name}是开源的：您可以使用它、阅读它的代码，并按自己的需要修改。' },
          { q: '采用什么许可证？', a: '许可证随源代码一同提供。如果对在项目中使用{name}有疑问，欢迎问我们。' },
          { q: '如何报告错误？', a: '请通过本页给我们留言，说明您做了什么操作、出现了什么情况，我们会去排查。' },
          { q: '我可以参与贡献吗？', a: '请通过本页联系我们，告诉我们您想参与哪方面的工作。' },
        ],
        i: [
          { q: '{name}可以免费使用吗？', a: '可以。{name}是开源的：您可以使用它、阅读它的代码，并按自己的需要修改。' },
          { q: '采用什么许可证？', a: '许可证随源代码一同提供。如果对在项目中使用{name}有疑问，欢迎问我。' },
          { q: '如何报告错误？', a: '请通过本页给我留言，说明您做了什么操作、出现了什么情况，我会去排查。' },
          { q: '我可以参与贡献吗？', a: '请通过本页联系我，告诉我您想参与哪方面的工作。' },
        ],
      },
      closing: { heading: '准备好试试{name}了吗？', text: '它是开源的：安装后看看它是否契合您的工作方式。' },
      featureText: {
        we: [
          '欢迎问问我们，它能如何融入您的工作方式。',
          '查看本页的安装步骤，马上试用。',
          '告诉我们您希望它接下来能做什么。',
          '无论是开启新项目，还是加入现有项目，都很实用。',
        ],
        i: [
          '欢迎问问我，它能如何融入您的工作方式。',
          '查看本页的安装步骤，马上试用。',
          '告诉我您希望它接下来能做什么。',
          '无论是开启新项目，还是加入现有项目，都很实用。',
        ],
      },
    },
  },
  ar: {
    openSource: {
      cta: { primary: 'التثبيت', secondary: 'تعرّف على الميزات' },
      sections: {
        install: { nav: 'التثبيت', heading: 'جاهز للعمل في ثلاث خطوات', eyebrow: 'البدء' },
        faq: { nav: 'الأسئلة الشائعة', heading: 'إجابات عن أسئلتك', eyebrow: 'الأسئلة الشائعة' },
      },
      contactIntro: { we: 'لأي سؤال أو بلاغ عن خطأ أو فكرة تخصّ {name}، أرسل لنا رسالة وسنعاود التواصل معك.', i: 'لأي سؤال أو بلاغ عن خطأ أو فكرة تخصّ {name}، أرسل لي رسالة وسأعاود التواصل معك.' },
      about: {
        we: 'نطوّر {name} مشروعًا مفتوح المصدر من أجل {audience}. كل بلاغ عن خطأ وكل اقتراح يفيدنا، فأخبرنا بما ينجح معك وما لا ينجح.',
        i: 'أطوّر {name} مشروعًا مفتوح المصدر من أجل {audience}. كل بلاغ عن خطأ وكل اقتراح يفيدني، فأخبرني بما ينجح معك وما لا ينجح.',
      },
      steps: {
        we: [
          { title: 'ثبّته', text: 'أضف {name} إلى مشروعك أو جهازك بالطريقة التي تثبّت بها أدواتك الأخرى.' },
          { title: 'جرّب مثالًا', text: 'ابدأ بشيء صغير، ثم كيّفه بما يناسب عملك.' },
          { title: 'أخبرنا بتجربتك', text: 'أبلغ عن خطأ، أو اقترح فكرة، أو اطرح سؤالًا: كل رسالة تساعد {name} على أن يصبح أفضل.' },
        ],
        i: [
          { title: 'ثبّته', text: 'أضف {name} إلى مشروعك أو جهازك بالطريقة التي تثبّت بها أدواتك الأخرى.' },
          { title: 'جرّب مثالًا', text: 'ابدأ بشيء صغير، ثم كيّفه بما يناسب عملك.' },
          { title: 'أخبرني بتجربتك', text: 'أبلغ عن خطأ، أو اقترح فكرة، أو اطرح سؤالًا: كل رسالة تساعد {name} على أن يصبح أفضل.' },
        ],
      },
      benefits: {
        we: [
          { title: 'اقرأ كل سطر', text: 'الشيفرة مفتوحة، فيمكنك أن ترى بالضبط كيف يعمل قبل أن تعتمد عليه.' },
          { title: 'على مقاسك', text: 'كيّفه بما يناسب مشروعك وأدواتك، واحتفظ بما تغيّره.' },
          { title: 'يتطوّر بفضل مستخدميه', text: 'كل بلاغ عن خطأ وكل فكرة ممن يستخدمونه تساعدنا على تحديد ما سنعمل عليه لاحقًا.' },
        ],
        i: [
          { title: 'اقرأ كل سطر', text: 'الشيفرة مفتوحة، فيمكنك أن ترى بالضبط كيف يعمل قبل أن تعتمد عليه.' },
          { title: 'على مقاسك', text: 'كيّفه بما يناسب مشروعك وأدواتك، واحتفظ بما تغيّره.' },
          { title: 'يتطوّر بفضل مستخدميه', text: 'كل بلاغ عن خطأ وكل فكرة ممن يستخدمونه تساعدني على تحديد ما سأعمل عليه لاحقًا.' },
        ],
      },
      faq: {
        we: [
          { q: 'هل استخدام {name} مجاني؟', a: 'نعم. {name} مفتوح المصدر: يمكنك استخدامه، وقراءة شيفرته، وتكييفه بما يناسب احتياجاتك.' },
          { q: 'ما الترخيص الذي يستخدمه؟', a: 'يأتي الترخيص مرفقًا بالشيفرة المصدرية. وإن كان لديك سؤال عن استخدام {name} في مشروعك، فاسألنا.' },
          { q: 'كيف أبلغ عن خطأ؟', a: 'أرسل لنا رسالة عبر هذه الصفحة تذكر فيها ما فعلته وما حدث، وسننظر في الأمر.' },
          { q: 'هل يمكنني المساهمة؟', a: 'تواصل معنا عبر هذه الصفحة، وأخبرنا بما تودّ العمل عليه.' },
        ],
        i: [
          { q: 'هل استخدام {name} مجاني؟', a: 'نعم. {name} مفتوح المصدر: يمكنك استخدامه، وقراءة شيفرته، وتكييفه بما يناسب احتياجاتك.' },
          { q: 'ما الترخيص الذي يستخدمه؟', a: 'يأتي الترخيص مرفقًا بالشيفرة المصدرية. وإن كان لديك سؤال عن استخدام {name} في مشروعك، فاسألني.' },
          { q: 'كيف أبلغ عن خطأ؟', a: 'أرسل لي رسالة عبر هذه الصفحة تذكر فيها ما فعلته وما حدث، وسأنظر في الأمر.' },
          { q: 'هل يمكنني المساهمة؟', a: 'تواصل معي عبر هذه الصفحة، وأخبرني بما تودّ العمل عليه.' },
        ],
      },
      closing: { heading: 'هل أنت مستعد لتجربة {name}؟', text: 'إنه مفتوح المصدر: ثبّته واكتشف كيف يناسب طريقة عملك.' },
      featureText: {
        we: [
          'اسألنا كيف يناسب طريقة عملك.',
          'اطّلع على خطوات التثبيت في هذه الصفحة لتجربته.',
          'أخبرنا بما تودّ أن يفعله لاحقًا.',
          'مفيد سواء كنت تبدأ مشروعًا جديدًا أو تضيفه إلى مشروع قائم.',
        ],
        i: [
          'اسألني كيف يناسب طريقة عملك.',
          'اطّلع على خطوات التثبيت في هذه الصفحة لتجربته.',
          'أخبرني بما تودّ أن يفعله لاحقًا.',
          'مفيد سواء كنت تبدأ مشروعًا جديدًا أو تضيفه إلى مشروع قائم.',
        ],
      },
    },
  },
};
