import type { StyleCopy } from './types';

/**
 * Someone looking for a job (types.ts `PageStyle` `resume`; choose-blueprint `seeksRole`: "Product manager with ten years
 * in fintech, looking for my next senior role", "Product designer open to senior roles"), over the agency phrasebook, in the
 * site languages: recruiters and hiring managers see what the person brings, selected work and how to reach them, instead
 * of a practice's process, fees and clients' questions. No claim the person has not made (no employer, title, degree,
 * salary, notice period or availability date invented).
 */
export const RESUME_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { resume: StyleCopy }> = {
  en: {
    resume: {
      cta: { primary: 'Say hello', secondary: 'See the work' },
      sections: {
        skills: { nav: 'Skills', heading: { we: 'What we bring', i: 'What I bring' }, eyebrow: 'Skills' },
        projects: { nav: 'Work', heading: 'Selected work', eyebrow: 'Case studies', go: 'See the work' },
        faq: { nav: 'FAQ', heading: 'Questions from recruiters', eyebrow: 'FAQ' },
      },
      contactIntro: {
        we: 'If you’re hiring, tell us about the role and the team and we’ll get back to you.',
        i: 'If you’re hiring, tell me about the role and the team and I’ll get back to you.',
      },
      about: {
        we: 'We enjoy work that makes a real difference to the people who use it. If you’re hiring, we’d love to hear about the role and the team.',
        i: 'I enjoy work that makes a real difference to the people who use it. If you’re hiring, I’d love to hear about the role and the team.',
      },
      faq: {
        we: [
          { q: 'Are you open to new roles?', a: 'Yes. Send us a message about the role and we’ll reply as soon as we can.' },
          { q: 'Can I see a CV?', a: 'Ask us through this page and we’ll send it to you.' },
          { q: 'Can I see more of the work?', a: 'Ask us and we’ll walk you through the projects on this page in more detail.' },
          { q: 'What is the best way to get in touch?', a: 'Use the form on this page: we read every message.' },
        ],
        i: [
          { q: 'Are you open to new roles?', a: 'Yes. Send me a message about the role and I’ll reply as soon as I can.' },
          { q: 'Can I see a CV?', a: 'Ask me through this page and I’ll send it to you.' },
          { q: 'Can I see more of the work?', a: 'Ask me and I’ll walk you through the projects on this page in more detail.' },
          { q: 'What is the best way to get in touch?', a: 'Use the form on this page: I read every message.' },
        ],
      },
      closing: {
        heading: 'Let’s talk about the role',
        text: { we: 'Tell us about the role and we’ll get back to you.', i: 'Tell me about the role and I’ll get back to you.' },
      },
      featureText: {
        we: [
          'Ask us for examples from past work.',
          'Something we enjoy and keep getting better at.',
          'Ask us how we’ve used it in practice.',
          'Part of what we’d bring from the first day.',
        ],
        i: [
          'Ask me for examples from past work.',
          'Something I enjoy and keep getting better at.',
          'Ask me how I’ve used it in practice.',
          'Part of what I’d bring from the first day.',
        ],
      },
    },
  },
  es: {
    resume: {
      cta: { primary: 'Envía un mensaje', secondary: 'Mira los proyectos' },
      sections: {
        skills: {
          nav: 'Competencias',
          heading: { we: 'Lo que aportamos', i: 'Lo que aporto' },
          eyebrow: 'Competencias',
        },
        projects: { nav: 'Proyectos', heading: 'Proyectos destacados', eyebrow: 'Casos prácticos', go: 'Mira los proyectos' },
        faq: { nav: 'Preguntas', heading: 'Preguntas de los reclutadores', eyebrow: 'Preguntas frecuentes' },
      },
      contactIntro: { we: 'Si estás buscando a alguien, cuéntanos cómo son el puesto y el equipo, y te responderemos.', i: 'Si estás buscando a alguien, cuéntame cómo son el puesto y el equipo, y te responderé.' },
      about: {
        we: 'Disfrutamos con el trabajo que marca una diferencia real para las personas que lo usan. Si estás buscando a alguien, nos encantará saber más del puesto y del equipo.',
        i: 'Disfruto con el trabajo que marca una diferencia real para las personas que lo usan. Si estás buscando a alguien, me encantará saber más del puesto y del equipo.',
      },
      faq: {
        we: [
          { q: '¿Se aceptan propuestas de nuevos puestos?', a: 'Sí. Envíanos un mensaje sobre el puesto y te responderemos lo antes posible.' },
          { q: '¿Puedo ver un currículum?', a: 'Pídenoslo a través de esta página y te lo enviaremos.' },
          { q: '¿Puedo conocer los proyectos más a fondo?', a: 'Pregúntanos y te explicaremos con más detalle los proyectos de esta página.' },
          { q: '¿Cuál es la mejor forma de contactar?', a: 'Usa el formulario de esta página: leemos todos los mensajes.' },
        ],
        i: [
          { q: '¿Se aceptan propuestas de nuevos puestos?', a: 'Sí. Envíame un mensaje sobre el puesto y te responderé lo antes posible.' },
          { q: '¿Puedo ver un currículum?', a: 'Pídemelo a través de esta página y te lo enviaré.' },
          { q: '¿Puedo conocer los proyectos más a fondo?', a: 'Pregúntame y te explicaré con más detalle los proyectos de esta página.' },
          { q: '¿Cuál es la mejor forma de contactar?', a: 'Usa el formulario de esta página: leo todos los mensajes.' },
        ],
      },
      closing: {
        heading: 'Hablemos del puesto',
        text: { we: 'Cuéntanos cómo es el puesto y te responderemos.', i: 'Cuéntame cómo es el puesto y te responderé.' },
      },
      featureText: {
        we: [
          'Pídenos ejemplos de trabajos anteriores.',
          'Algo con lo que disfrutamos y en lo que seguimos mejorando.',
          'Pregúntanos cómo lo hemos aplicado en la práctica.',
          'Parte de lo que aportaríamos desde el primer día.',
        ],
        i: [
          'Pídeme ejemplos de trabajos anteriores.',
          'Algo con lo que disfruto y en lo que sigo mejorando.',
          'Pregúntame cómo lo he aplicado en la práctica.',
          'Parte de lo que aportaría desde el primer día.',
        ],
      },
    },
  },
  pt: {
    resume: {
      cta: { primary: 'Envie uma mensagem', secondary: 'Veja os projetos' },
      sections: {
        skills: {
          nav: 'Competências',
          heading: { we: 'O que trazemos para a equipa', i: 'O que trago para a equipa' },
          eyebrow: 'Competências',
        },
        projects: { nav: 'Projetos', heading: 'Projetos em destaque', eyebrow: 'Casos práticos', go: 'Veja os projetos' },
        faq: { nav: 'Perguntas', heading: 'Perguntas de recrutadores', eyebrow: 'Perguntas frequentes' },
      },
      contactIntro: { we: 'Se está a recrutar, fale-nos da função e da equipa, e entramos em contacto consigo.', i: 'Se está a recrutar, fale-me da função e da equipa, e entro em contacto consigo.' },
      about: {
        we: 'Gostamos de trabalho que faz uma diferença real para quem o utiliza. Se está a recrutar, teremos todo o gosto em saber mais sobre a função e a equipa.',
        i: 'Gosto de trabalho que faz uma diferença real para quem o utiliza. Se está a recrutar, terei todo o gosto em saber mais sobre a função e a equipa.',
      },
      faq: {
        we: [
          { q: 'Aceitam propostas para novas funções?', a: 'Sim. Envie-nos uma mensagem sobre a função e respondemos logo que possível.' },
          { q: 'Posso ver um CV?', a: 'Basta pedir-nos através desta página e enviamos-lho.' },
          { q: 'Posso conhecer os projetos em mais detalhe?', a: 'Pergunte-nos e apresentamos-lhe em mais detalhe os projetos desta página.' },
          { q: 'Qual é a melhor forma de entrar em contacto?', a: 'Use o formulário desta página: lemos todas as mensagens.' },
        ],
        i: [
          { q: 'Aceita propostas para novas funções?', a: 'Sim. Envie-me uma mensagem sobre a função e respondo logo que possível.' },
          { q: 'Posso ver um CV?', a: 'Basta pedir-me através desta página e envio-lho.' },
          { q: 'Posso conhecer os projetos em mais detalhe?', a: 'Pergunte-me e apresento-lhe em mais detalhe os projetos desta página.' },
          { q: 'Qual é a melhor forma de entrar em contacto?', a: 'Use o formulário desta página: leio todas as mensagens.' },
        ],
      },
      closing: {
        heading: 'Vamos falar sobre a função',
        text: { we: 'Fale-nos da função e entramos em contacto consigo.', i: 'Fale-me da função e entro em contacto consigo.' },
      },
      featureText: {
        we: [
          'Peça-nos exemplos de trabalhos anteriores.',
          'Algo de que gostamos e em que continuamos a melhorar.',
          'Pergunte-nos como o aplicámos na prática.',
          'Parte do que traríamos desde o primeiro dia.',
        ],
        i: [
          'Peça-me exemplos de trabalhos anteriores.',
          'Algo de que gosto e em que continuo a melhorar.',
          'Pergunte-me como o apliquei na prática.',
          'Parte do que traria desde o primeiro dia.',
        ],
      },
    },
  },
  fr: {
    resume: {
      cta: { primary: 'Envoyer un message', secondary: 'Voir les projets' },
      sections: {
        skills: {
          nav: 'Compétences',
          heading: { we: 'Ce que nous apportons', i: 'Ce que j’apporte' },
          eyebrow: 'Compétences',
        },
        projects: { nav: 'Projets', heading: 'Sélection de projets', eyebrow: 'Études de cas', go: 'Voir les projets' },
        faq: { nav: 'FAQ', heading: 'Questions des recruteurs', eyebrow: 'FAQ' },
      },
      contactIntro: { we: 'Si vous recrutez, parlez-nous du poste et de l’équipe, et nous reviendrons vers vous.', i: 'Si vous recrutez, parlez-moi du poste et de l’équipe, et je reviendrai vers vous.' },
      about: {
        we: 'Nous aimons les projets qui changent vraiment les choses pour les personnes qui les utilisent. Si vous recrutez, nous aimerions beaucoup en savoir plus sur le poste et l’équipe.',
        i: 'J’aime les projets qui changent vraiment les choses pour les personnes qui les utilisent. Si vous recrutez, j’aimerais beaucoup en savoir plus sur le poste et l’équipe.',
      },
      faq: {
        we: [
          { q: 'Êtes-vous à l’écoute de nouvelles opportunités\u202f?', a: 'Oui. Envoyez-nous un message au sujet du poste et nous vous répondrons dès que possible.' },
          { q: 'Puis-je consulter un CV\u202f?', a: 'Demandez-le-nous via cette page et nous vous l’enverrons.' },
          { q: 'Puis-je en savoir plus sur les projets\u202f?', a: 'Posez-nous la question et nous vous présenterons plus en détail les projets de cette page.' },
          { q: 'Quel est le meilleur moyen de prendre contact\u202f?', a: 'Utilisez le formulaire de cette page\u00a0: nous lisons chaque message.' },
        ],
        i: [
          { q: 'Êtes-vous à l’écoute de nouvelles opportunités\u202f?', a: 'Oui. Envoyez-moi un message au sujet du poste et je vous répondrai dès que possible.' },
          { q: 'Puis-je consulter un CV\u202f?', a: 'Demandez-le-moi via cette page et je vous l’enverrai.' },
          { q: 'Puis-je en savoir plus sur les projets\u202f?', a: 'Posez-moi la question et je vous présenterai plus en détail les projets de cette page.' },
          { q: 'Quel est le meilleur moyen de prendre contact\u202f?', a: 'Utilisez le formulaire de cette page\u00a0: je lis chaque message.' },
        ],
      },
      closing: {
        heading: 'Parlons du poste',
        text: { we: 'Parlez-nous du poste et nous reviendrons vers vous.', i: 'Parlez-moi du poste et je reviendrai vers vous.' },
      },
      featureText: {
        we: [
          'Demandez-nous des exemples tirés de projets passés.',
          'Un domaine qui nous plaît et dans lequel nous progressons sans cesse.',
          'Demandez-nous comment nous l’avons mis en pratique.',
          'Une partie de ce que nous apporterions dès le premier jour.',
        ],
        i: [
          'Demandez-moi des exemples tirés de projets passés.',
          'Un domaine qui me plaît et dans lequel je progresse sans cesse.',
          'Demandez-moi comment je l’ai mis en pratique.',
          'Une partie de ce que j’apporterais dès le premier jour.',
        ],
      },
    },
  },
  de: {
    resume: {
      cta: { primary: 'Nachricht schreiben', secondary: 'Projekte ansehen' },
      sections: {
        skills: {
          nav: 'Fähigkeiten',
          heading: { we: 'Was wir mitbringen', i: 'Was ich mitbringe' },
          eyebrow: 'Kompetenzen',
        },
        projects: { nav: 'Projekte', heading: 'Ausgewählte Arbeiten', eyebrow: 'Fallbeispiele', go: 'Projekte ansehen' },
        faq: { nav: 'FAQ', heading: 'Fragen von Recruitern', eyebrow: 'FAQ' },
      },
      contactIntro: {
        we: 'Wenn Sie jemanden einstellen möchten, erzählen Sie uns von der Stelle und dem Team, und wir melden uns bei Ihnen.',
        i: 'Wenn Sie jemanden einstellen möchten, erzählen Sie mir von der Stelle und dem Team, und ich melde mich bei Ihnen.',
      },
      about: {
        we: 'Uns macht Arbeit Freude, die für die Menschen, die sie nutzen, wirklich etwas bewirkt. Wenn Sie jemanden einstellen möchten, erfahren wir gern mehr über die Stelle und das Team.',
        i: 'Mir macht Arbeit Freude, die für die Menschen, die sie nutzen, wirklich etwas bewirkt. Wenn Sie jemanden einstellen möchten, erfahre ich gern mehr über die Stelle und das Team.',
      },
      faq: {
        we: [
          { q: 'Sind Sie offen für eine neue Stelle?', a: 'Ja. Schreiben Sie uns eine Nachricht zur Stelle, und wir antworten so schnell wie möglich.' },
          { q: 'Kann ich einen Lebenslauf sehen?', a: 'Fragen Sie uns über diese Seite danach, und wir schicken ihn Ihnen zu.' },
          { q: 'Kann ich mehr von der Arbeit sehen?', a: 'Fragen Sie uns, und wir stellen Ihnen die Projekte auf dieser Seite ausführlicher vor.' },
          { q: 'Wie erreiche ich Sie am besten?', a: 'Über das Formular auf dieser Seite: Wir lesen jede Nachricht.' },
        ],
        i: [
          { q: 'Sind Sie offen für eine neue Stelle?', a: 'Ja. Schreiben Sie mir eine Nachricht zur Stelle, und ich antworte so schnell wie möglich.' },
          { q: 'Kann ich einen Lebenslauf sehen?', a: 'Fragen Sie mich über diese Seite danach, und ich schicke ihn Ihnen zu.' },
          { q: 'Kann ich mehr von der Arbeit sehen?', a: 'Fragen Sie mich, und ich stelle Ihnen die Projekte auf dieser Seite ausführlicher vor.' },
          { q: 'Wie erreiche ich Sie am besten?', a: 'Über das Formular auf dieser Seite: Ich lese jede Nachricht.' },
        ],
      },
      closing: {
        heading: 'Zeit für ein Gespräch',
        text: { we: 'Erzählen Sie uns von der Stelle, und wir melden uns bei Ihnen.', i: 'Erzählen Sie mir von der Stelle, und ich melde mich bei Ihnen.' },
      },
      featureText: {
        we: [
          'Fragen Sie uns nach Beispielen aus früheren Projekten.',
          'Etwas, das uns Freude macht und worin wir immer besser werden.',
          'Fragen Sie uns, wie wir das in der Praxis eingesetzt haben.',
          'Gehört zu dem, was wir vom ersten Tag an mitbringen.',
        ],
        i: [
          'Fragen Sie mich nach Beispielen aus früheren Projekten.',
          'Etwas, das mir Freude macht und worin ich immer besser werde.',
          'Fragen Sie mich, wie ich das in der Praxis eingesetzt habe.',
          'Gehört zu dem, was ich vom ersten Tag an mitbringe.',
        ],
      },
    },
  },
  it: {
    resume: {
      cta: { primary: 'Mettiamoci in contatto', secondary: 'Guarda i progetti' },
      sections: {
        skills: {
          nav: 'Competenze',
          heading: { we: 'Cosa possiamo offrire', i: 'Cosa posso offrire' },
          eyebrow: 'Competenze',
        },
        projects: { nav: 'Progetti', heading: 'Lavori selezionati', eyebrow: 'Casi studio', go: 'Guarda i progetti' },
        faq: { nav: 'FAQ', heading: 'Le domande dei recruiter', eyebrow: 'FAQ' },
      },
      contactIntro: { we: 'Se stai assumendo, raccontaci qualcosa sul ruolo e sul team e ti ricontatteremo.', i: 'Se stai assumendo, raccontami qualcosa sul ruolo e sul team e ti ricontatterò.' },
      about: {
        we: 'Ci piace lavorare a cose che fanno davvero la differenza per le persone che le usano. Se stai assumendo, saremo felici di saperne di più sul ruolo e sul team.',
        i: 'Mi piace lavorare a cose che fanno davvero la differenza per le persone che le usano. Se stai assumendo, sarò felice di saperne di più sul ruolo e sul team.',
      },
      faq: {
        we: [
          { q: 'Cercate nuove opportunità?', a: 'Sì. Scrivici due righe sul ruolo e ti risponderemo il prima possibile.' },
          { q: 'Posso vedere un curriculum?', a: 'Chiedicelo tramite questa pagina e te lo invieremo.' },
          { q: 'Posso vedere altri lavori?', a: 'Chiedicelo e ti mostreremo più nel dettaglio i progetti di questa pagina.' },
          { q: 'Qual è il modo migliore per contattarvi?', a: 'Usa il modulo in questa pagina: leggiamo ogni messaggio.' },
        ],
        i: [
          { q: 'Cerchi nuove opportunità?', a: 'Sì. Scrivimi due righe sul ruolo e ti risponderò il prima possibile.' },
          { q: 'Posso vedere un curriculum?', a: 'Chiedimelo tramite questa pagina e te lo invierò.' },
          { q: 'Posso vedere altri lavori?', a: 'Chiedimelo e ti mostrerò più nel dettaglio i progetti di questa pagina.' },
          { q: 'Qual è il modo migliore per contattarti?', a: 'Usa il modulo in questa pagina: leggo ogni messaggio.' },
        ],
      },
      closing: {
        heading: 'Parliamo del ruolo',
        text: { we: 'Parlaci del ruolo e ti ricontatteremo.', i: 'Parlami del ruolo e ti ricontatterò.' },
      },
      featureText: {
        we: [
          'Chiedici qualche esempio dai progetti passati.',
          'Qualcosa che ci piace fare e in cui continuiamo a migliorare.',
          'Chiedici come lo mettiamo in pratica.',
          'Parte di ciò che porteremmo fin dal primo giorno.',
        ],
        i: [
          'Chiedimi qualche esempio dai progetti passati.',
          'Qualcosa che mi piace fare e in cui continuo a migliorare.',
          'Chiedimi come lo metto in pratica.',
          'Parte di ciò che porterei fin dal primo giorno.',
        ],
      },
    },
  },
  nl: {
    resume: {
      cta: { primary: 'Stuur een bericht', secondary: 'Bekijk het werk' },
      sections: {
        skills: {
          nav: 'Vaardigheden',
          heading: { we: 'Wat we te bieden hebben', i: 'Wat ik te bieden heb' },
          eyebrow: 'Vaardigheden',
        },
        projects: { nav: 'Projecten', heading: 'Geselecteerd werk', eyebrow: 'Cases', go: 'Bekijk het werk' },
        faq: { nav: 'FAQ', heading: 'Vragen van recruiters', eyebrow: 'FAQ' },
      },
      contactIntro: {
        we: 'Heb je een vacature, vertel ons dan over de functie en het team en we nemen contact met je op.',
        i: 'Heb je een vacature, vertel me dan over de functie en het team en ik neem contact met je op.',
      },
      about: {
        we: 'We houden van werk dat echt verschil maakt voor de mensen die ermee werken. Heb je een vacature, dan horen we graag meer over de functie en het team.',
        i: 'Ik houd van werk dat echt verschil maakt voor de mensen die ermee werken. Heb je een vacature, dan hoor ik graag meer over de functie en het team.',
      },
      faq: {
        we: [
          { q: 'Staan jullie open voor een nieuwe baan?', a: 'Ja. Stuur ons een bericht over de functie, dan reageren we zo snel mogelijk.' },
          { q: 'Kan ik een cv zien?', a: 'Vraag het ons via deze pagina, dan sturen we het je toe.' },
          { q: 'Kan ik meer van het werk zien?', a: 'Vraag het ons, dan lopen we de projecten op deze pagina uitgebreider met je door.' },
          { q: 'Hoe kan ik het best contact opnemen?', a: 'Via het formulier op deze pagina: we lezen elk bericht.' },
        ],
        i: [
          { q: 'Sta je open voor een nieuwe baan?', a: 'Ja. Stuur me een bericht over de functie, dan reageer ik zo snel mogelijk.' },
          { q: 'Kan ik een cv zien?', a: 'Vraag het me via deze pagina, dan stuur ik het je toe.' },
          { q: 'Kan ik meer van het werk zien?', a: 'Vraag het me, dan loop ik de projecten op deze pagina uitgebreider met je door.' },
          { q: 'Hoe kan ik het best contact opnemen?', a: 'Via het formulier op deze pagina: ik lees elk bericht.' },
        ],
      },
      closing: {
        heading: 'Tijd voor een gesprek',
        text: { we: 'Vertel ons over de functie, dan nemen we contact met je op.', i: 'Vertel me over de functie, dan neem ik contact met je op.' },
      },
      featureText: {
        we: [
          'Vraag ons naar voorbeelden uit eerder werk.',
          'Iets wat we graag doen en waar we steeds beter in worden.',
          'Vraag ons hoe we dit in de praktijk hebben gebruikt.',
          'Iets wat we vanaf de eerste dag meebrengen.',
        ],
        i: [
          'Vraag me naar voorbeelden uit eerder werk.',
          'Iets wat ik graag doe en waar ik steeds beter in word.',
          'Vraag me hoe ik dit in de praktijk heb gebruikt.',
          'Iets wat ik vanaf de eerste dag meebreng.',
        ],
      },
    },
  },
  ja: {
    resume: {
      cta: { primary: 'ご連絡はこちら', secondary: '実績を見る' },
      sections: {
        skills: {
          nav: 'スキル',
          heading: { we: '私たちの強み', i: '私の強み' },
          eyebrow: 'スキル',
        },
        projects: { nav: '実績', heading: '主な実績', eyebrow: 'ケーススタディ', go: '実績を見る' },
        faq: { nav: 'よくある質問', heading: '採用担当の方からのご質問', eyebrow: 'よくある質問' },
      },
      contactIntro: { we: '採用をご検討中でしたら、募集中のポジションやチームについてお聞かせいただければ、私たちからご連絡します。', i: '採用をご検討中でしたら、募集中のポジションやチームについてお聞かせいただければ、私からご連絡します。' },
      about: { we: '私たちは、使う人にとって本当に意味のある違いを生む仕事にやりがいを感じています。採用をご検討中でしたら、ポジションやチームについてぜひお聞かせください。', i: '私は、使う人にとって本当に意味のある違いを生む仕事にやりがいを感じています。採用をご検討中でしたら、ポジションやチームについてぜひお聞かせください。' },
      faq: {
        we: [
          { q: '新しいポジションをお探しですか？', a: 'はい。ポジションについてメッセージをお送りいただければ、私たちからできるだけ早くお返事します。' },
          { q: '職務経歴書を見せていただけますか？', a: 'このページからご依頼いただければ、私たちからお送りします。' },
          { q: 'ほかの実績も見せていただけますか？', a: 'お気軽にお尋ねください。このページのプロジェクトについて、私たちがさらに詳しくご説明します。' },
          { q: 'いちばん良い連絡方法は何ですか？', a: 'このページのフォームをご利用ください。いただいたメッセージには、私たちがすべて目を通しています。' },
        ],
        i: [
          { q: '新しいポジションをお探しですか？', a: 'はい。ポジションについてメッセージをお送りいただければ、私からできるだけ早くお返事します。' },
          { q: '職務経歴書を見せていただけますか？', a: 'このページからご依頼いただければ、私からお送りします。' },
          { q: 'ほかの実績も見せていただけますか？', a: 'お気軽にお尋ねください。このページのプロジェクトについて、私がさらに詳しくご説明します。' },
          { q: 'いちばん良い連絡方法は何ですか？', a: 'このページのフォームをご利用ください。いただいたメッセージには、私がすべて目を通しています。' },
        ],
      },
      closing: {
        heading: '職種についてお話ししましょう',
        text: { we: 'ポジションについてお聞かせいただければ、私たちからご連絡します。', i: 'ポジションについてお聞かせいただければ、私からご連絡します。' },
      },
      featureText: {
        we: [
          'これまでの仕事での具体例は、私たちにお尋ねください。',
          '私たちが楽しみながら、磨き続けていることです。',
          '実際にどう活かしてきたか、私たちにお尋ねください。',
          '初日から私たちが活かせる強みのひとつです。',
        ],
        i: [
          'これまでの仕事での具体例は、私にお尋ねください。',
          '私が楽しみながら、磨き続けていることです。',
          '実際にどう活かしてきたか、私にお尋ねください。',
          '初日から私が活かせる強みのひとつです。',
        ],
      },
    },
  },
  zh: {
    resume: {
      cta: { primary: '打个招呼', secondary: '查看项目' },
      sections: {
        skills: {
          nav: '技能',
          heading: { we: '我们能为团队带来什么', i: '我能为团队带来什么' },
          eyebrow: '专业技能',
        },
        projects: { nav: '项目', heading: '精选项目', eyebrow: '案例研究', go: '查看项目' },
        faq: { nav: '常见问题', heading: '招聘方常问的问题', eyebrow: '常见问题' },
      },
      contactIntro: { we: '如果您正在招聘，请告诉我们职位和团队的情况，我们会回复您。', i: '如果您正在招聘，请告诉我职位和团队的情况，我会回复您。' },
      about: { we: '我们喜欢做能给使用者带来真正改变的工作。如果您正在招聘，我们很乐意了解这个职位和团队。', i: '我喜欢做能给使用者带来真正改变的工作。如果您正在招聘，我很乐意了解这个职位和团队。' },
      faq: {
        we: [
          { q: '目前在考虑新的工作机会吗？', a: '是的。请给我们发消息介绍一下职位，我们会尽快回复。' },
          { q: '可以看一下简历吗？', a: '请通过本页联系我们，我们会把简历发给您。' },
          { q: '可以看看更多项目吗？', a: '欢迎问我们，我们会为您详细介绍本页上的项目。' },
          { q: '怎样联系最方便？', a: '请使用本页的表单：每条消息我们都会认真阅读。' },
        ],
        i: [
          { q: '目前在考虑新的工作机会吗？', a: '是的。请给我发消息介绍一下职位，我会尽快回复。' },
          { q: '可以看一下简历吗？', a: '请通过本页联系我，我会把简历发给您。' },
          { q: '可以看看更多项目吗？', a: '欢迎问我，我会为您详细介绍本页上的项目。' },
          { q: '怎样联系最方便？', a: '请使用本页的表单：每条消息我都会认真阅读。' },
        ],
      },
      closing: {
        heading: '聊聊这个职位',
        text: { we: '请告诉我们职位的情况，我们会回复您。', i: '请告诉我职位的情况，我会回复您。' },
      },
      featureText: {
        we: [
          '想了解过往工作中的实例，欢迎问问我们。',
          '这是我们喜欢做、并且一直在精进的事。',
          '欢迎问问我们在实际工作中是如何运用的。',
          '这是我们从第一天起就能带来的能力之一。',
        ],
        i: [
          '想了解过往工作中的实例，欢迎问问我。',
          '这是我喜欢做、并且一直在精进的事。',
          '欢迎问问我在实际工作中是如何运用的。',
          '这是我从第一天起就能带来的能力之一。',
        ],
      },
    },
  },
  ar: {
    resume: {
      cta: { primary: 'ابدأ المحادثة', secondary: 'اطّلع على الأعمال' },
      sections: {
        skills: {
          nav: 'المهارات',
          heading: { we: 'ما نضيفه إلى فريقك', i: 'ما أضيفه إلى فريقك' },
          eyebrow: 'المهارات',
        },
        projects: { nav: 'الأعمال', heading: 'أعمال مختارة', eyebrow: 'دراسات حالة', go: 'اطّلع على الأعمال' },
        faq: { nav: 'الأسئلة الشائعة', heading: 'أسئلة من مسؤولي التوظيف', eyebrow: 'الأسئلة الشائعة' },
      },
      contactIntro: { we: 'إن كانت لديك وظيفة شاغرة، فأخبرنا عنها وعن الفريق، وسنعاود التواصل معك.', i: 'إن كانت لديك وظيفة شاغرة، فأخبرني عنها وعن الفريق، وسأعاود التواصل معك.' },
      about: {
        we: 'نستمتع بالعمل الذي يُحدث فرقًا حقيقيًا لمن يستخدمونه. وإن كانت لديك وظيفة شاغرة، فيسعدنا أن نسمع عنها وعن الفريق.',
        i: 'أستمتع بالعمل الذي يُحدث فرقًا حقيقيًا لمن يستخدمونه. وإن كانت لديك وظيفة شاغرة، فيسعدني أن أسمع عنها وعن الفريق.',
      },
      faq: {
        we: [
          { q: 'هل أنتم منفتحون على فرص عمل جديدة؟', a: 'نعم. أرسل لنا رسالة عن الوظيفة، وسنرد عليك في أقرب وقت ممكن.' },
          { q: 'هل يمكنني الاطّلاع على السيرة الذاتية؟', a: 'اطلبها منا عبر هذه الصفحة، وسنرسلها إليك.' },
          { q: 'هل يمكنني الاطّلاع على المزيد من الأعمال؟', a: 'اسألنا، وسنعرض لك المشاريع الموجودة في هذه الصفحة بتفصيل أكبر.' },
          { q: 'ما أفضل طريقة للتواصل؟', a: 'استخدم النموذج في هذه الصفحة: نقرأ كل رسالة تصلنا.' },
        ],
        i: [
          { q: 'هل أنت منفتح على فرص عمل جديدة؟', a: 'نعم. أرسل لي رسالة عن الوظيفة، وسأرد عليك في أقرب وقت ممكن.' },
          { q: 'هل يمكنني الاطّلاع على السيرة الذاتية؟', a: 'اطلبها مني عبر هذه الصفحة، وسأرسلها إليك.' },
          { q: 'هل يمكنني الاطّلاع على المزيد من الأعمال؟', a: 'اسألني، وسأعرض لك المشاريع الموجودة في هذه الصفحة بتفصيل أكبر.' },
          { q: 'ما أفضل طريقة للتواصل؟', a: 'استخدم النموذج في هذه الصفحة: أقرأ كل رسالة تصلني.' },
        ],
      },
      closing: {
        heading: 'لنتحدث عن الوظيفة',
        text: { we: 'أخبرنا عن الوظيفة، وسنعاود التواصل معك.', i: 'أخبرني عن الوظيفة، وسأعاود التواصل معك.' },
      },
      featureText: {
        we: [
          'اسألنا عن أمثلة من أعمال سابقة.',
          'أمر نستمتع به ونواصل التحسّن فيه.',
          'اسألنا كيف طبّقنا ذلك عمليًا.',
          'جزء مما سنقدّمه منذ اليوم الأول.',
        ],
        i: [
          'اسألني عن أمثلة من أعمال سابقة.',
          'أمر أستمتع به وأواصل التحسّن فيه.',
          'اسألني كيف طبّقته عمليًا.',
          'جزء مما سأقدّمه منذ اليوم الأول.',
        ],
      },
    },
  },
};
