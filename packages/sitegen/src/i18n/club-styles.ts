import type { StyleCopy } from './types';

/**
 * A club's own words over the local phrasebook (types.ts `PageStyle` `club`; choose-blueprint `joinsClub`:
 * a football, rugby, tennis or running club, a youth team), in the site languages: people are invited to
 * come and try a session and join ("Come and try it", "How to join", training times), with a message form,
 * instead of "Request a booking". No claim the owner has not made (no free sessions, no qualified coaches,
 * no league, no ages or levels promised).
 */
export const CLUB_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { club: StyleCopy }> = {
  en: {
    club: {
      cta: { primary: 'Come and try it', secondary: 'See the teams' },
      sections: {
        services: { nav: 'Teams', heading: 'Teams and sessions', eyebrow: 'The club' },
        booking: { heading: 'How to join', eyebrow: 'Joining' },
        training: { nav: 'Training', heading: 'Training and matches', eyebrow: 'When and where' },
        faq: { heading: 'Before you join' },
        contact: { nav: 'Join', heading: 'Come and try a session', eyebrow: 'Come along', send: 'Send message' },
      },
      contactIntro: {
        we: 'Tell us who’d like to play, their age and any experience, and we’ll let you know where and when to come along.',
        i: 'Tell me who’d like to play, their age and any experience, and I’ll let you know where and when to come along.',
      },
      about: 'Everyone gets a warm welcome at {name}, whether you’re new to the sport or have played for a long time. Come along, meet the team and find your place in the club.',
      steps: {
        we: [
          { title: 'Get in touch', text: 'Tell us who’d like to play, their age and how much they’ve played before.' },
          { title: 'Come along', text: 'Join a session to meet everyone and see how it feels.' },
          { title: 'Sign up', text: 'If it’s for you, we’ll help you register and tell you about fees and kit.' },
        ],
        i: [
          { title: 'Get in touch', text: 'Tell me who’d like to play, their age and how much they’ve played before.' },
          { title: 'Come along', text: 'Join a session to meet everyone and see how it feels.' },
          { title: 'Sign up', text: 'If it’s for you, I’ll help you register and tell you about fees and kit.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Find your place', text: 'New to the sport or a regular player: ask us which team or session suits you.' },
          { title: 'Try it first', text: 'Come to a session and see how it feels before you sign up.' },
          { title: 'Questions welcome', text: 'Ask us about teams, ages, kit and fees before you join.' },
        ],
        i: [
          { title: 'Find your place', text: 'New to the sport or a regular player: ask me which team or session suits you.' },
          { title: 'Try it first', text: 'Come to a session and see how it feels before you sign up.' },
          { title: 'Questions welcome', text: 'Ask me about teams, ages, kit and fees before you join.' },
        ],
      },
      faq: {
        we: [
          { q: 'Do I need any experience?', a: 'Tell us your age and how much you’ve played, and we’ll suggest the team or session that suits you.' },
          { q: 'What should I bring to my first session?', a: 'Comfortable sportswear and a drink of water are a good start. We’ll tell you if you need anything else.' },
          { q: 'How much does it cost?', a: 'Ask us about fees and what they include, and about trying a session before you sign up.' },
          { q: 'How do I hear about matches and events?', a: 'Get in touch and we’ll keep you up to date with sessions, matches and club events.' },
        ],
        i: [
          { q: 'Do I need any experience?', a: 'Tell me your age and how much you’ve played, and I’ll suggest the team or session that suits you.' },
          { q: 'What should I bring to my first session?', a: 'Comfortable sportswear and a drink of water are a good start. I’ll tell you if you need anything else.' },
          { q: 'How much does it cost?', a: 'Ask me about fees and what they include, and about trying a session before you sign up.' },
          { q: 'How do I hear about matches and events?', a: 'Get in touch and I’ll keep you up to date with sessions, matches and club events.' },
        ],
      },
      closing: {
        heading: 'Ready to join?',
        text: { we: 'Get in touch and come along to a session: we’d love to meet you.', i: 'Get in touch and come along to a session: I’d love to meet you.' },
      },
      featureText: {
        we: [
          'Ask us about it when you get in touch.',
          'Part of life at {name}.',
          'Come along and see for yourself.',
          'Tell us what you’re looking for and we’ll point you the right way.',
        ],
        i: [
          'Ask me about it when you get in touch.',
          'Part of life at {name}.',
          'Come along and see for yourself.',
          'Tell me what you’re looking for and I’ll point you the right way.',
        ],
      },
    },
  },
  es: {
    club: {
      cta: { primary: 'Ven a probar', secondary: 'Ver los equipos' },
      sections: {
        services: { nav: 'Equipos', heading: 'Equipos y entrenamientos', eyebrow: 'El club' },
        booking: { heading: 'Cómo unirte al club', eyebrow: 'Inscripción' },
        training: { nav: 'Entrenamientos', heading: 'Entrenamientos y partidos', eyebrow: 'Cuándo y dónde' },
        faq: { heading: 'Antes de unirte' },
        contact: { nav: 'Únete', heading: 'Ven a probar un entrenamiento', eyebrow: 'Únete al club', send: 'Enviar mensaje' },
      },
      contactIntro: {
        we: 'Cuéntanos quién quiere jugar, qué edad tiene y si tiene experiencia, y te diremos dónde y cuándo venir.',
        i: 'Cuéntame quién quiere jugar, qué edad tiene y si tiene experiencia, y te diré dónde y cuándo venir.',
      },
      about: 'En {name} todo el mundo es bienvenido, tanto si acabas de empezar en este deporte como si llevas años jugando. Ven, conoce al equipo y encuentra tu sitio en el club.',
      steps: {
        we: [
          { title: 'Ponte en contacto', text: 'Cuéntanos quién quiere jugar, qué edad tiene y cuánto ha jugado antes.' },
          { title: 'Ven a un entrenamiento', text: 'Conoce a todo el mundo y comprueba qué tal te sienta.' },
          { title: 'Inscríbete', text: 'Si te convence, te ayudaremos con la inscripción y te contaremos todo sobre las cuotas y la equipación.' },
        ],
        i: [
          { title: 'Ponte en contacto', text: 'Cuéntame quién quiere jugar, qué edad tiene y cuánto ha jugado antes.' },
          { title: 'Ven a un entrenamiento', text: 'Conoce a todo el mundo y comprueba qué tal te sienta.' },
          { title: 'Inscríbete', text: 'Si te convence, te ayudaré con la inscripción y te contaré todo sobre las cuotas y la equipación.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Encuentra tu sitio', text: 'Tanto si empiezas como si ya juegas con regularidad, pregúntanos qué equipo o entrenamiento te conviene.' },
          { title: 'Pruébalo primero', text: 'Ven a un entrenamiento y comprueba qué tal te sienta antes de inscribirte.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntanos por los equipos, las edades, la equipación y las cuotas antes de unirte.' },
        ],
        i: [
          { title: 'Encuentra tu sitio', text: 'Tanto si empiezas como si ya juegas con regularidad, pregúntame qué equipo o entrenamiento te conviene.' },
          { title: 'Pruébalo primero', text: 'Ven a un entrenamiento y comprueba qué tal te sienta antes de inscribirte.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntame por los equipos, las edades, la equipación y las cuotas antes de unirte.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Necesito experiencia?', a: 'Cuéntanos tu edad y cuánto has jugado, y te propondremos el equipo o el entrenamiento que mejor te encaje.' },
          { q: '¿Qué debo llevar a mi primer entrenamiento?', a: 'Ropa deportiva cómoda y una botella de agua son un buen comienzo. Si necesitas algo más, te lo diremos.' },
          { q: '¿Cuánto cuesta?', a: 'Pregúntanos por las cuotas y lo que incluyen, y por la posibilidad de probar un entrenamiento antes de inscribirte.' },
          { q: '¿Cómo me entero de los partidos y las actividades?', a: 'Ponte en contacto con nosotros y te mantendremos al día de los entrenamientos, los partidos y las actividades del club.' },
        ],
        i: [
          { q: '¿Necesito experiencia?', a: 'Cuéntame tu edad y cuánto has jugado, y te propondré el equipo o el entrenamiento que mejor te encaje.' },
          { q: '¿Qué debo llevar a mi primer entrenamiento?', a: 'Ropa deportiva cómoda y una botella de agua son un buen comienzo. Si necesitas algo más, te lo diré.' },
          { q: '¿Cuánto cuesta?', a: 'Pregúntame por las cuotas y lo que incluyen, y por la posibilidad de probar un entrenamiento antes de inscribirte.' },
          { q: '¿Cómo me entero de los partidos y las actividades?', a: 'Ponte en contacto conmigo y te mantendré al día de los entrenamientos, los partidos y las actividades del club.' },
        ],
      },
      closing: {
        heading: '¿Te animas a unirte?',
        text: { we: 'Ponte en contacto y ven a un entrenamiento: nos encantará conocerte.', i: 'Ponte en contacto y ven a un entrenamiento: me encantará conocerte.' },
      },
      featureText: {
        we: [
          'Pregúntanos por ello cuando te pongas en contacto.',
          'Parte del día a día en {name}.',
          'Ven a verlo en persona.',
          'Cuéntanos qué buscas y te orientaremos.',
        ],
        i: [
          'Pregúntame por ello cuando te pongas en contacto.',
          'Parte del día a día en {name}.',
          'Ven a verlo en persona.',
          'Cuéntame qué buscas y te orientaré.',
        ],
      },
    },
  },
  pt: {
    club: {
      cta: { primary: 'Venha experimentar', secondary: 'Ver as equipas' },
      sections: {
        services: { nav: 'Equipas', heading: 'Equipas e treinos', eyebrow: 'O clube' },
        booking: { heading: 'Como se inscrever', eyebrow: 'Inscrição' },
        training: { nav: 'Treinos', heading: 'Treinos e jogos', eyebrow: 'Quando e onde' },
        faq: { heading: 'Antes de se inscrever' },
        contact: { nav: 'Inscrições', heading: 'Venha experimentar um treino', eyebrow: 'Junte-se ao clube', send: 'Enviar mensagem' },
      },
      contactIntro: {
        we: 'Diga-nos quem quer jogar, que idade tem e se já tem experiência, e dizemos-lhe onde e quando aparecer.',
        i: 'Diga-me quem quer jogar, que idade tem e se já tem experiência, e digo-lhe onde e quando aparecer.',
      },
      about: 'Em {name}, todos são recebidos de braços abertos, quer esteja a começar na modalidade, quer jogue há anos. Venha conhecer a equipa e encontrar o seu lugar no clube.',
      steps: {
        we: [
          { title: 'Entre em contacto', text: 'Diga-nos quem quer jogar, que idade tem e quanto já jogou antes.' },
          { title: 'Venha a um treino', text: 'Conheça toda a gente e veja se é para si.' },
          { title: 'Inscreva-se', text: 'Se gostar, ajudamo-lo a fazer a inscrição e explicamos-lhe tudo sobre as quotas e o equipamento.' },
        ],
        i: [
          { title: 'Entre em contacto', text: 'Diga-me quem quer jogar, que idade tem e quanto já jogou antes.' },
          { title: 'Venha a um treino', text: 'Conheça toda a gente e veja se é para si.' },
          { title: 'Inscreva-se', text: 'Se gostar, ajudo-o a fazer a inscrição e explico-lhe tudo sobre as quotas e o equipamento.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Encontre o seu lugar', text: 'Quer esteja a começar, quer jogue com regularidade, pergunte-nos que equipa ou treino é mais indicado para si.' },
          { title: 'Experimente primeiro', text: 'Venha a um treino e veja se é para si antes de se inscrever.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-nos pelas equipas, idades, equipamento e quotas antes de se inscrever.' },
        ],
        i: [
          { title: 'Encontre o seu lugar', text: 'Quer esteja a começar, quer jogue com regularidade, pergunte-me que equipa ou treino é mais indicado para si.' },
          { title: 'Experimente primeiro', text: 'Venha a um treino e veja se é para si antes de se inscrever.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-me pelas equipas, idades, equipamento e quotas antes de se inscrever.' },
        ],
      },
      faq: {
        we: [
          { q: 'Preciso de ter experiência?', a: 'Diga-nos a sua idade e quanto já jogou, e sugerimos-lhe a equipa ou o treino mais indicado para si.' },
          { q: 'O que devo levar para o primeiro treino?', a: 'Roupa desportiva confortável e uma garrafa de água são um bom começo. Se precisar de mais alguma coisa, dizemos-lhe.' },
          { q: 'Quanto custa?', a: 'Pergunte-nos pelas quotas e pelo que incluem, e pela possibilidade de experimentar um treino antes de se inscrever.' },
          { q: 'Como fico a saber dos jogos e eventos?', a: 'Entre em contacto e mantemo-lo a par dos treinos, jogos e eventos do clube.' },
        ],
        i: [
          { q: 'Preciso de ter experiência?', a: 'Diga-me a sua idade e quanto já jogou, e sugiro-lhe a equipa ou o treino mais indicado para si.' },
          { q: 'O que devo levar para o primeiro treino?', a: 'Roupa desportiva confortável e uma garrafa de água são um bom começo. Se precisar de mais alguma coisa, digo-lhe.' },
          { q: 'Quanto custa?', a: 'Pergunte-me pelas quotas e pelo que incluem, e pela possibilidade de experimentar um treino antes de se inscrever.' },
          { q: 'Como fico a saber dos jogos e eventos?', a: 'Entre em contacto e mantenho-o a par dos treinos, jogos e eventos do clube.' },
        ],
      },
      closing: {
        heading: 'Quer juntar-se ao clube?',
        text: { we: 'Entre em contacto e venha a um treino: teremos muito gosto em conhecê-lo.', i: 'Entre em contacto e venha a um treino: terei muito gosto em conhecê-lo.' },
      },
      featureText: {
        we: [
          'Pergunte-nos sobre isto quando nos contactar.',
          'Faz parte do dia a dia em {name}.',
          'Venha ver com os seus próprios olhos.',
          'Diga-nos o que procura e indicamos-lhe o melhor caminho.',
        ],
        i: [
          'Pergunte-me sobre isto quando me contactar.',
          'Faz parte do dia a dia em {name}.',
          'Venha ver com os seus próprios olhos.',
          'Diga-me o que procura e indico-lhe o melhor caminho.',
        ],
      },
    },
  },
  fr: {
    club: {
      cta: { primary: 'Venez essayer', secondary: 'Voir les équipes' },
      sections: {
        services: { nav: 'Équipes', heading: 'Équipes et entraînements', eyebrow: 'Le club' },
        booking: { heading: 'Comment s’inscrire', eyebrow: 'Adhésion' },
        training: { nav: 'Entraînements', heading: 'Entraînements et matchs', eyebrow: 'Quand et où' },
        faq: { heading: 'Avant de vous inscrire' },
        contact: { nav: 'Inscription', heading: 'Venez faire une séance d’essai', eyebrow: 'Rejoindre le club', send: 'Envoyer le message' },
      },
      contactIntro: {
        we: 'Dites-nous qui souhaite jouer, son âge et son expérience éventuelle, et nous vous dirons où et quand venir.',
        i: 'Dites-moi qui souhaite jouer, son âge et son expérience éventuelle, et je vous dirai où et quand venir.',
      },
      about: 'Chez {name}, tout le monde est le bienvenu, que vous débutiez ou que vous pratiquiez depuis des années. Venez rencontrer l’équipe et trouver votre place au sein du club.',
      steps: {
        we: [
          { title: 'Prenez contact', text: 'Dites-nous qui souhaite jouer, son âge et son expérience.' },
          { title: 'Passez au club', text: 'Participez à une séance pour rencontrer tout le monde et voir si cela vous plaît.' },
          { title: 'Inscrivez-vous', text: 'Si cela vous convient, nous vous aiderons pour l’inscription et vous parlerons de la cotisation et de la tenue.' },
        ],
        i: [
          { title: 'Prenez contact', text: 'Dites-moi qui souhaite jouer, son âge et son expérience.' },
          { title: 'Passez au club', text: 'Participez à une séance pour rencontrer tout le monde et voir si cela vous plaît.' },
          { title: 'Inscrivez-vous', text: 'Si cela vous convient, je vous aiderai pour l’inscription et vous parlerai de la cotisation et de la tenue.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Trouvez votre place', text: 'Que vous débutiez ou jouiez régulièrement, demandez-nous quelle équipe ou quelle séance vous convient.' },
          { title: 'Essayez d’abord', text: 'Venez à une séance et voyez si cela vous plaît avant de vous inscrire.' },
          { title: 'Posez vos questions', text: 'Interrogez-nous sur les équipes, les âges, la tenue et la cotisation avant de vous inscrire.' },
        ],
        i: [
          { title: 'Trouvez votre place', text: 'Que vous débutiez ou jouiez régulièrement, demandez-moi quelle équipe ou quelle séance vous convient.' },
          { title: 'Essayez d’abord', text: 'Venez à une séance et voyez si cela vous plaît avant de vous inscrire.' },
          { title: 'Posez vos questions', text: 'Interrogez-moi sur les équipes, les âges, la tenue et la cotisation avant de vous inscrire.' },
        ],
      },
      faq: {
        we: [
          { q: 'Faut-il de l’expérience\u202f?', a: 'Indiquez-nous votre âge et votre expérience, et nous vous proposerons l’équipe ou la séance qui vous convient.' },
          { q: 'Que dois-je apporter à ma première séance\u202f?', a: 'Une tenue de sport confortable et une bouteille d’eau, c’est un bon début. Nous vous dirons s’il vous faut autre chose.' },
          { q: 'Combien coûte l’adhésion\u202f?', a: 'Interrogez-nous sur la cotisation et ce qu’elle comprend, ainsi que sur la possibilité d’essayer une séance avant de vous inscrire.' },
          { q: 'Comment suivre les matchs et les événements\u202f?', a: 'Prenez contact avec nous et nous vous tiendrons au courant des séances, des matchs et des événements du club.' },
        ],
        i: [
          { q: 'Faut-il de l’expérience\u202f?', a: 'Indiquez-moi votre âge et votre expérience, et je vous proposerai l’équipe ou la séance qui vous convient.' },
          { q: 'Que dois-je apporter à ma première séance\u202f?', a: 'Une tenue de sport confortable et une bouteille d’eau, c’est un bon début. Je vous dirai s’il vous faut autre chose.' },
          { q: 'Combien coûte l’adhésion\u202f?', a: 'Interrogez-moi sur la cotisation et ce qu’elle comprend, ainsi que sur la possibilité d’essayer une séance avant de vous inscrire.' },
          { q: 'Comment suivre les matchs et les événements\u202f?', a: 'Prenez contact avec moi et je vous tiendrai au courant des séances, des matchs et des événements du club.' },
        ],
      },
      closing: {
        heading: 'Envie de rejoindre le club\u202f?',
        text: { we: 'Prenez contact et venez à une séance\u202f: nous avons hâte de vous rencontrer.', i: 'Prenez contact et venez à une séance\u202f: j’ai hâte de vous rencontrer.' },
      },
      featureText: {
        we: [
          'Interrogez-nous à ce sujet quand vous prenez contact.',
          'Cela fait partie de la vie chez {name}.',
          'Venez voir par vous-même.',
          'Dites-nous ce que vous cherchez et nous vous orienterons.',
        ],
        i: [
          'Interrogez-moi à ce sujet quand vous prenez contact.',
          'Cela fait partie de la vie chez {name}.',
          'Venez voir par vous-même.',
          'Dites-moi ce que vous cherchez et je vous orienterai.',
        ],
      },
    },
  },
  de: {
    club: {
      cta: { primary: 'Probetraining anfragen', secondary: 'Mannschaften ansehen' },
      sections: {
        services: { nav: 'Mannschaften', heading: 'Mannschaften und Trainingsgruppen', eyebrow: 'Der Verein' },
        booking: { heading: 'So werden Sie Mitglied', eyebrow: 'Anmeldung' },
        training: { nav: 'Trainingszeiten', heading: 'Training und Spiele', eyebrow: 'Wann und wo' },
        faq: { heading: 'Bevor Sie Mitglied werden' },
        contact: { nav: 'Mitmachen', heading: 'Kommen Sie zum Probetraining', eyebrow: 'Willkommen im Verein', send: 'Nachricht senden' },
      },
      contactIntro: {
        we: 'Schreiben Sie uns, wer mitmachen möchte, mit Alter und bisheriger Erfahrung, und wir sagen Ihnen, wann und wo Sie vorbeikommen können.',
        i: 'Schreiben Sie mir, wer mitmachen möchte, mit Alter und bisheriger Erfahrung, und ich sage Ihnen, wann und wo Sie vorbeikommen können.',
      },
      about: 'Bei {name} sind alle herzlich willkommen, ob Sie gerade erst anfangen oder schon seit Jahren spielen. Kommen Sie vorbei, lernen Sie die Mannschaft kennen und finden Sie Ihren Platz im Verein.',
      steps: {
        we: [
          { title: 'Kontakt aufnehmen', text: 'Schreiben Sie uns, wer mitmachen möchte, mit Alter und bisheriger Erfahrung.' },
          { title: 'Vorbeikommen', text: 'Kommen Sie zu einem Training, lernen Sie alle kennen und schauen Sie, wie es Ihnen gefällt.' },
          { title: 'Anmelden', text: 'Wenn es passt, helfen wir Ihnen bei der Anmeldung und informieren Sie über Beiträge und Ausrüstung.' },
        ],
        i: [
          { title: 'Kontakt aufnehmen', text: 'Schreiben Sie mir, wer mitmachen möchte, mit Alter und bisheriger Erfahrung.' },
          { title: 'Vorbeikommen', text: 'Kommen Sie zu einem Training, lernen Sie alle kennen und schauen Sie, wie es Ihnen gefällt.' },
          { title: 'Anmelden', text: 'Wenn es passt, helfe ich Ihnen bei der Anmeldung und informiere Sie über Beiträge und Ausrüstung.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Ihren Platz finden', text: 'Ob Einsteiger oder regelmäßig aktiv: Fragen Sie uns, welche Mannschaft oder welches Training zu Ihnen passt.' },
          { title: 'Erst einmal ausprobieren', text: 'Kommen Sie zu einem Training und schauen Sie, wie es Ihnen gefällt, bevor Sie sich anmelden.' },
          { title: 'Fragen sind willkommen', text: 'Fragen Sie uns nach Mannschaften, Alter, Ausrüstung und Beiträgen, bevor Sie beitreten.' },
        ],
        i: [
          { title: 'Ihren Platz finden', text: 'Ob Einsteiger oder regelmäßig aktiv: Fragen Sie mich, welche Mannschaft oder welches Training zu Ihnen passt.' },
          { title: 'Erst einmal ausprobieren', text: 'Kommen Sie zu einem Training und schauen Sie, wie es Ihnen gefällt, bevor Sie sich anmelden.' },
          { title: 'Fragen sind willkommen', text: 'Fragen Sie mich nach Mannschaften, Alter, Ausrüstung und Beiträgen, bevor Sie beitreten.' },
        ],
      },
      faq: {
        we: [
          { q: 'Brauche ich Vorerfahrung?', a: 'Sagen Sie uns Ihr Alter und wie viel Sie schon gespielt haben, und wir schlagen Ihnen die passende Mannschaft oder das passende Training vor.' },
          { q: 'Was bringe ich zum ersten Training mit?', a: 'Bequeme Sportkleidung und etwas zu trinken sind ein guter Anfang. Wir sagen Ihnen Bescheid, falls Sie noch etwas brauchen.' },
          { q: 'Was kostet die Mitgliedschaft?', a: 'Fragen Sie uns nach den Beiträgen und was darin enthalten ist, und ob Sie vor der Anmeldung ein Probetraining machen können.' },
          { q: 'Wie erfahre ich von Spielen und Veranstaltungen?', a: 'Melden Sie sich bei uns, und wir halten Sie über Training, Spiele und Vereinsveranstaltungen auf dem Laufenden.' },
        ],
        i: [
          { q: 'Brauche ich Vorerfahrung?', a: 'Sagen Sie mir Ihr Alter und wie viel Sie schon gespielt haben, und ich schlage Ihnen die passende Mannschaft oder das passende Training vor.' },
          { q: 'Was bringe ich zum ersten Training mit?', a: 'Bequeme Sportkleidung und etwas zu trinken sind ein guter Anfang. Ich sage Ihnen Bescheid, falls Sie noch etwas brauchen.' },
          { q: 'Was kostet die Mitgliedschaft?', a: 'Fragen Sie mich nach den Beiträgen und was darin enthalten ist, und ob Sie vor der Anmeldung ein Probetraining machen können.' },
          { q: 'Wie erfahre ich von Spielen und Veranstaltungen?', a: 'Melden Sie sich bei mir, und ich halte Sie über Training, Spiele und Vereinsveranstaltungen auf dem Laufenden.' },
        ],
      },
      closing: {
        heading: 'Lust mitzumachen?',
        text: { we: 'Melden Sie sich und kommen Sie zu einem Training: Wir freuen uns darauf, Sie kennenzulernen.', i: 'Melden Sie sich und kommen Sie zu einem Training: Ich freue mich darauf, Sie kennenzulernen.' },
      },
      featureText: {
        we: [
          'Fragen Sie uns danach, wenn Sie sich melden.',
          'Ein Teil des Vereinslebens bei {name}.',
          'Kommen Sie vorbei und überzeugen Sie sich selbst.',
          'Sagen Sie uns, was Sie suchen, und wir zeigen Ihnen den richtigen Weg.',
        ],
        i: [
          'Fragen Sie mich danach, wenn Sie sich melden.',
          'Ein Teil des Vereinslebens bei {name}.',
          'Kommen Sie vorbei und überzeugen Sie sich selbst.',
          'Sagen Sie mir, was Sie suchen, und ich zeige Ihnen den richtigen Weg.',
        ],
      },
    },
  },
  it: {
    club: {
      cta: { primary: 'Vieni a provare', secondary: 'Scopri le squadre' },
      sections: {
        services: { nav: 'Squadre', heading: 'Squadre e allenamenti', eyebrow: 'Il club' },
        booking: { heading: 'Come iscriversi', eyebrow: 'Iscrizioni' },
        training: { nav: 'Allenamenti', heading: 'Allenamenti e partite', eyebrow: 'Quando e dove' },
        faq: { heading: 'Prima di iscriverti' },
        contact: { nav: 'Iscriviti', heading: 'Vieni a provare un allenamento', eyebrow: 'Entra in squadra', send: 'Invia messaggio' },
      },
      contactIntro: {
        we: 'Dicci chi vorrebbe giocare, la sua età ed eventuali esperienze, e ti diremo dove e quando venire.',
        i: 'Dimmi chi vorrebbe giocare, la sua età ed eventuali esperienze, e ti dirò dove e quando venire.',
      },
      about: 'Da {name} tutti sono i benvenuti, che tu sia alle prime armi o che giochi da anni. Passa a conoscere la squadra e trova il tuo posto nel club.',
      steps: {
        we: [
          { title: 'Mettiti in contatto', text: 'Dicci chi vorrebbe giocare, la sua età e quanto ha già giocato.' },
          { title: 'Vieni ad allenarti', text: 'Partecipa a un allenamento per conoscere tutti e vedere come ti trovi.' },
          { title: 'Iscriviti', text: 'Se fa per te, ti aiuteremo con l’iscrizione e ti daremo tutte le informazioni su quote e abbigliamento.' },
        ],
        i: [
          { title: 'Mettiti in contatto', text: 'Dimmi chi vorrebbe giocare, la sua età e quanto ha già giocato.' },
          { title: 'Vieni ad allenarti', text: 'Partecipa a un allenamento per conoscere tutti e vedere come ti trovi.' },
          { title: 'Iscriviti', text: 'Se fa per te, ti aiuterò con l’iscrizione e ti darò tutte le informazioni su quote e abbigliamento.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Trova il tuo posto', text: 'Che tu sia alle prime armi o giochi regolarmente, chiedici quale squadra o allenamento fa per te.' },
          { title: 'Prima prova, poi decidi', text: 'Vieni a un allenamento e vedi come ti trovi prima di iscriverti.' },
          { title: 'Chiedi pure', text: 'Chiedici di squadre, età, abbigliamento e quote prima di iscriverti.' },
        ],
        i: [
          { title: 'Trova il tuo posto', text: 'Che tu sia alle prime armi o giochi regolarmente, chiedimi quale squadra o allenamento fa per te.' },
          { title: 'Prima prova, poi decidi', text: 'Vieni a un allenamento e vedi come ti trovi prima di iscriverti.' },
          { title: 'Chiedi pure', text: 'Chiedimi di squadre, età, abbigliamento e quote prima di iscriverti.' },
        ],
      },
      faq: {
        we: [
          { q: 'Serve esperienza?', a: 'Dicci quanti anni hai e quanto hai giocato, e ti consiglieremo la squadra o l’allenamento più adatto a te.' },
          { q: 'Cosa devo portare al mio primo allenamento?', a: 'Abbigliamento sportivo comodo e una bottiglia d’acqua sono un buon inizio. Se serve altro, te lo diremo.' },
          { q: 'Quanto costa?', a: 'Chiedici delle quote e di cosa comprendono, e della possibilità di provare un allenamento prima di iscriverti.' },
          { q: 'Come vengo a sapere di partite ed eventi?', a: 'Contattaci e ti terremo al corrente di allenamenti, partite ed eventi del club.' },
        ],
        i: [
          { q: 'Serve esperienza?', a: 'Dimmi quanti anni hai e quanto hai giocato, e ti consiglierò la squadra o l’allenamento più adatto a te.' },
          { q: 'Cosa devo portare al mio primo allenamento?', a: 'Abbigliamento sportivo comodo e una bottiglia d’acqua sono un buon inizio. Se serve altro, te lo dirò.' },
          { q: 'Quanto costa?', a: 'Chiedimi delle quote e di cosa comprendono, e della possibilità di provare un allenamento prima di iscriverti.' },
          { q: 'Come vengo a sapere di partite ed eventi?', a: 'Contattami e ti terrò al corrente di allenamenti, partite ed eventi del club.' },
        ],
      },
      closing: {
        heading: 'Hai voglia di unirti al club?',
        text: { we: 'Mettiti in contatto e vieni a un allenamento: non vediamo l’ora di conoscerti.', i: 'Mettiti in contatto e vieni a un allenamento: non vedo l’ora di conoscerti.' },
      },
      featureText: {
        we: [
          'Chiedicelo quando ci contatti.',
          'Fa parte della vita di {name}.',
          'Vieni a vedere di persona.',
          'Dicci cosa cerchi e ti indicheremo la strada giusta.',
        ],
        i: [
          'Chiedimelo quando mi contatti.',
          'Fa parte della vita di {name}.',
          'Vieni a vedere di persona.',
          'Dimmi cosa cerchi e ti indicherò la strada giusta.',
        ],
      },
    },
  },
  nl: {
    club: {
      cta: { primary: 'Kom een keer meedoen', secondary: 'Bekijk de teams' },
      sections: {
        services: { nav: 'Teams', heading: 'Teams en trainingen', eyebrow: 'De club' },
        booking: { heading: 'Zo word je lid', eyebrow: 'Lid worden' },
        training: { nav: 'Trainingen', heading: 'Trainingen en wedstrijden', eyebrow: 'Waar en wanneer' },
        faq: { heading: 'Voordat je lid wordt' },
        contact: { nav: 'Meedoen', heading: 'Doe mee aan een proeftraining', eyebrow: 'Doe mee', send: 'Bericht versturen' },
      },
      contactIntro: {
        we: 'Vertel ons wie er wil spelen, de leeftijd en eventuele ervaring, dan laten we je weten waar en wanneer je kunt langskomen.',
        i: 'Vertel me wie er wil spelen, de leeftijd en eventuele ervaring, dan laat ik je weten waar en wanneer je kunt langskomen.',
      },
      about: 'Bij {name} is iedereen welkom, of je nu net begint of al jaren speelt. Kom langs, maak kennis met het team en vind je plek binnen de club.',
      steps: {
        we: [
          { title: 'Neem contact op', text: 'Vertel ons wie er wil spelen, de leeftijd en hoeveel ervaring er al is.' },
          { title: 'Kom langs', text: 'Doe mee met een training, leer iedereen kennen en kijk hoe het bevalt.' },
          { title: 'Schrijf je in', text: 'Bevalt het, dan helpen we je met inschrijven en vertellen we je over de contributie en de sportkleding.' },
        ],
        i: [
          { title: 'Neem contact op', text: 'Vertel me wie er wil spelen, de leeftijd en hoeveel ervaring er al is.' },
          { title: 'Kom langs', text: 'Doe mee met een training, leer iedereen kennen en kijk hoe het bevalt.' },
          { title: 'Schrijf je in', text: 'Bevalt het, dan help ik je met inschrijven en vertel ik je over de contributie en de sportkleding.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Vind je plek', text: 'Beginner of ervaren speler: vraag ons welk team of welke training bij je past.' },
          { title: 'Eerst proberen', text: 'Kom naar een training en kijk hoe het bevalt voordat je je inschrijft.' },
          { title: 'Vraag gerust', text: 'Vraag ons naar teams, leeftijden, sportkleding en contributie voordat je lid wordt.' },
        ],
        i: [
          { title: 'Vind je plek', text: 'Beginner of ervaren speler: vraag me welk team of welke training bij je past.' },
          { title: 'Eerst proberen', text: 'Kom naar een training en kijk hoe het bevalt voordat je je inschrijft.' },
          { title: 'Vraag gerust', text: 'Vraag me naar teams, leeftijden, sportkleding en contributie voordat je lid wordt.' },
        ],
      },
      faq: {
        we: [
          { q: 'Heb ik ervaring nodig?', a: 'Vertel ons je leeftijd en hoeveel je al hebt gespeeld, dan stellen we het team of de training voor die bij je past.' },
          { q: 'Wat neem ik mee naar mijn eerste training?', a: 'Comfortabele sportkleding en een flesje water zijn een goed begin. We laten het je weten als je nog iets anders nodig hebt.' },
          { q: 'Wat kost het?', a: 'Vraag ons naar de contributie en wat daarbij inbegrepen is, en of je een training kunt proberen voordat je je inschrijft.' },
          { q: 'Hoe blijf ik op de hoogte van wedstrijden en activiteiten?', a: 'Neem contact op, dan houden we je op de hoogte van trainingen, wedstrijden en clubactiviteiten.' },
        ],
        i: [
          { q: 'Heb ik ervaring nodig?', a: 'Vertel me je leeftijd en hoeveel je al hebt gespeeld, dan stel ik het team of de training voor die bij je past.' },
          { q: 'Wat neem ik mee naar mijn eerste training?', a: 'Comfortabele sportkleding en een flesje water zijn een goed begin. Ik laat het je weten als je nog iets anders nodig hebt.' },
          { q: 'Wat kost het?', a: 'Vraag me naar de contributie en wat daarbij inbegrepen is, en of je een training kunt proberen voordat je je inschrijft.' },
          { q: 'Hoe blijf ik op de hoogte van wedstrijden en activiteiten?', a: 'Neem contact op, dan houd ik je op de hoogte van trainingen, wedstrijden en clubactiviteiten.' },
        ],
      },
      closing: {
        heading: 'Zin om mee te doen?',
        text: { we: 'Neem contact op en kom een keer meetrainen: we maken graag kennis met je.', i: 'Neem contact op en kom een keer meetrainen: ik maak graag kennis met je.' },
      },
      featureText: {
        we: [
          'Vraag ons ernaar als je contact opneemt.',
          'Onderdeel van het clubleven bij {name}.',
          'Kom langs en ervaar het zelf.',
          'Vertel ons wat je zoekt, dan wijzen we je de weg.',
        ],
        i: [
          'Vraag me ernaar als je contact opneemt.',
          'Onderdeel van het clubleven bij {name}.',
          'Kom langs en ervaar het zelf.',
          'Vertel me wat je zoekt, dan wijs ik je de weg.',
        ],
      },
    },
  },
  ja: {
    club: {
      cta: { primary: '体験練習に参加', secondary: 'チームを見る' },
      sections: {
        services: { nav: 'チーム', heading: 'チームと練習', eyebrow: 'クラブ紹介' },
        booking: { heading: '入会の流れ', eyebrow: '入会案内' },
        training: { nav: '練習', heading: '練習と試合', eyebrow: '日時と場所' },
        faq: { heading: '入会前のご質問' },
        contact: { nav: '入会', heading: '体験練習に参加しませんか', eyebrow: 'メンバー募集', send: '送信する' },
      },
      contactIntro: {
        we: '参加を希望される方と年齢、これまでの経験をお知らせいただければ、私たちから来ていただく日時と場所をご案内します。',
        i: '参加を希望される方と年齢、これまでの経験をお知らせいただければ、私から来ていただく日時と場所をご案内します。',
      },
      about: '{name}では、この競技が初めての方も、長年続けている方も、どなたでも温かく歓迎します。気軽に足を運んで、メンバーと知り合い、クラブでの居場所を見つけてください。',
      steps: {
        we: [
          { title: 'ご連絡ください', text: '参加を希望される方と年齢、これまでの経験を私たちにお知らせください。' },
          { title: '練習に参加', text: '練習に来て、メンバーと顔を合わせ、雰囲気を確かめてください。' },
          { title: '入会手続き', text: '続けたいと思ったら、私たちが入会手続きをお手伝いし、会費やウェア・用具についてご説明します。' },
        ],
        i: [
          { title: 'ご連絡ください', text: '参加を希望される方と年齢、これまでの経験を私にお知らせください。' },
          { title: '練習に参加', text: '練習に来て、メンバーと顔を合わせ、雰囲気を確かめてください。' },
          { title: '入会手続き', text: '続けたいと思ったら、私が入会手続きをお手伝いし、会費やウェア・用具についてご説明します。' },
        ],
      },
      benefits: {
        we: [
          { title: '自分に合う場所を', text: '初めての方も、普段からプレーしている方も、どのチームや練習が合うか私たちにお気軽にお尋ねください。' },
          { title: 'まずは体験から', text: '入会する前に練習に参加して、雰囲気を確かめられます。' },
          { title: 'ご質問はお気軽に', text: 'チーム、年齢、ウェア・用具、会費について、入会前に何でも私たちにお尋ねください。' },
        ],
        i: [
          { title: '自分に合う場所を', text: '初めての方も、普段からプレーしている方も、どのチームや練習が合うか私にお気軽にお尋ねください。' },
          { title: 'まずは体験から', text: '入会する前に練習に参加して、雰囲気を確かめられます。' },
          { title: 'ご質問はお気軽に', text: 'チーム、年齢、ウェア・用具、会費について、入会前に何でも私にお尋ねください。' },
        ],
      },
      faq: {
        we: [
          { q: '経験がなくても大丈夫ですか？', a: '年齢とこれまでの経験をお知らせいただければ、私たちから合うチームや練習をご提案します。' },
          { q: '初めての練習には何を持っていけばよいですか？', a: 'まずは動きやすいスポーツウェアと飲み物をご用意ください。ほかに必要なものがあれば私たちからお知らせします。' },
          { q: '費用はどのくらいかかりますか？', a: '会費とその内容、入会前に練習を体験できるかどうかについて、お気軽に私たちにお尋ねください。' },
          { q: '試合やイベントの情報はどうすればわかりますか？', a: 'ご連絡いただければ、練習や試合、クラブのイベントについて私たちから最新の情報をお知らせします。' },
        ],
        i: [
          { q: '経験がなくても大丈夫ですか？', a: '年齢とこれまでの経験をお知らせいただければ、私から合うチームや練習をご提案します。' },
          { q: '初めての練習には何を持っていけばよいですか？', a: 'まずは動きやすいスポーツウェアと飲み物をご用意ください。ほかに必要なものがあれば私からお知らせします。' },
          { q: '費用はどのくらいかかりますか？', a: '会費とその内容、入会前に練習を体験できるかどうかについて、お気軽に私にお尋ねください。' },
          { q: '試合やイベントの情報はどうすればわかりますか？', a: 'ご連絡いただければ、練習や試合、クラブのイベントについて私から最新の情報をお知らせします。' },
        ],
      },
      closing: {
        heading: 'クラブに入ってみませんか？',
        text: { we: 'ご連絡のうえ、ぜひ練習にお越しください。私たちもお会いできるのを楽しみにしています。', i: 'ご連絡のうえ、ぜひ練習にお越しください。私もお会いできるのを楽しみにしています。' },
      },
      featureText: {
        we: [
          'ご連絡の際に、私たちにお気軽にお尋ねください。',
          '{name}のクラブ生活の一部です。',
          'ぜひ実際に見に来てください。',
          'ご希望をお聞かせいただければ、私たちがぴったりの参加方法をご案内します。',
        ],
        i: [
          'ご連絡の際に、私にお気軽にお尋ねください。',
          '{name}のクラブ生活の一部です。',
          'ぜひ実際に見に来てください。',
          'ご希望をお聞かせいただければ、私がぴったりの参加方法をご案内します。',
        ],
      },
    },
  },
  zh: {
    club: {
      cta: { primary: '来体验一下', secondary: '查看队伍' },
      sections: {
        services: { nav: '队伍', heading: '队伍与训练', eyebrow: '俱乐部' },
        booking: { heading: '如何加入', eyebrow: '入会' },
        training: { nav: '训练', heading: '训练与比赛', eyebrow: '时间与地点' },
        faq: { heading: '加入之前' },
        contact: { nav: '加入', heading: '来体验一次训练', eyebrow: '欢迎加入', send: '发送留言' },
      },
      contactIntro: {
        we: '请告诉我们想参加的是谁、年龄以及有没有运动经验，我们会告诉您什么时间、到哪里来。',
        i: '请告诉我想参加的是谁、年龄以及有没有运动经验，我会告诉您什么时间、到哪里来。',
      },
      about: '在{name}，无论您是刚接触这项运动，还是已经练了多年，都会受到热情欢迎。欢迎过来认识大家，在俱乐部里找到属于自己的位置。',
      steps: {
        we: [
          { title: '联系我们', text: '告诉我们想参加的是谁、年龄以及之前的运动经历。' },
          { title: '过来看看', text: '参加一次训练，认识大家，感受一下氛围。' },
          { title: '报名入会', text: '如果觉得合适，我们会帮您办理报名，并介绍会费和装备。' },
        ],
        i: [
          { title: '联系我', text: '告诉我想参加的是谁、年龄以及之前的运动经历。' },
          { title: '过来看看', text: '参加一次训练，认识大家，感受一下氛围。' },
          { title: '报名入会', text: '如果觉得合适，我会帮您办理报名，并介绍会费和装备。' },
        ],
      },
      benefits: {
        we: [
          { title: '找到适合的位置', text: '无论是新手还是经常参加的老队员，都可以问问我们哪支队伍或哪项训练适合您。' },
          { title: '先体验再决定', text: '报名之前，先来参加一次训练，感受一下是否适合自己。' },
          { title: '欢迎提问', text: '加入之前，欢迎向我们询问队伍、年龄、装备和会费等情况。' },
        ],
        i: [
          { title: '找到适合的位置', text: '无论是新手还是经常参加的老队员，都可以问问我哪支队伍或哪项训练适合您。' },
          { title: '先体验再决定', text: '报名之前，先来参加一次训练，感受一下是否适合自己。' },
          { title: '欢迎提问', text: '加入之前，欢迎向我询问队伍、年龄、装备和会费等情况。' },
        ],
      },
      faq: {
        we: [
          { q: '需要有经验吗？', a: '告诉我们您的年龄和运动经历，我们会推荐适合您的队伍或训练。' },
          { q: '第一次训练要带什么？', a: '穿上舒适的运动服，带一瓶水就可以了。如果还需要别的，我们会告诉您。' },
          { q: '费用是多少？', a: '欢迎向我们询问会费及其包含的内容，也可以问问报名前能否先体验训练。' },
          { q: '怎样了解比赛和活动信息？', a: '请与我们联系，我们会随时告诉您训练、比赛和俱乐部活动的最新消息。' },
        ],
        i: [
          { q: '需要有经验吗？', a: '告诉我您的年龄和运动经历，我会推荐适合您的队伍或训练。' },
          { q: '第一次训练要带什么？', a: '穿上舒适的运动服，带一瓶水就可以了。如果还需要别的，我会告诉您。' },
          { q: '费用是多少？', a: '欢迎向我询问会费及其包含的内容，也可以问问报名前能否先体验训练。' },
          { q: '怎样了解比赛和活动信息？', a: '请与我联系，我会随时告诉您训练、比赛和俱乐部活动的最新消息。' },
        ],
      },
      closing: {
        heading: '想加入吗？',
        text: { we: '欢迎联系我们，来参加一次训练。我们很期待与您见面！', i: '欢迎联系我，来参加一次训练。我很期待与您见面！' },
      },
      featureText: {
        we: [
          '联系我们时，欢迎问问这方面的情况。',
          '这是{name}日常的一部分。',
          '欢迎亲自来看看。',
          '告诉我们您在找什么，我们会为您指明方向。',
        ],
        i: [
          '联系我时，欢迎问问这方面的情况。',
          '这是{name}日常的一部分。',
          '欢迎亲自来看看。',
          '告诉我您在找什么，我会为您指明方向。',
        ],
      },
    },
  },
  ar: {
    club: {
      cta: { primary: 'تعال وجرّب', secondary: 'تعرّف على الفرق' },
      sections: {
        services: { nav: 'الفرق', heading: 'الفرق والتدريبات', eyebrow: 'النادي' },
        booking: { heading: 'كيف تنضم إلى النادي', eyebrow: 'الانضمام' },
        training: { nav: 'التدريب', heading: 'التدريبات والمباريات', eyebrow: 'الزمان والمكان' },
        faq: { heading: 'قبل أن تنضم' },
        contact: { nav: 'انضم', heading: 'تعال وجرّب حصة تدريبية', eyebrow: 'انضم إلى النادي', send: 'إرسال الرسالة' },
      },
      contactIntro: {
        we: 'أخبرنا مَن يرغب في اللعب وكم عمره وهل لديه خبرة سابقة، وسنخبرك أين ومتى يمكنك الحضور.',
        i: 'أخبرني مَن يرغب في اللعب وكم عمره وهل لديه خبرة سابقة، وسأخبرك أين ومتى يمكنك الحضور.',
      },
      about: 'في {name} يلقى الجميع ترحيبًا حارًّا، سواء كنت جديدًا على هذه الرياضة أو تمارسها منذ أعوام. تعال وتعرّف على الفريق وجِد مكانك في النادي.',
      steps: {
        we: [
          { title: 'تواصل معنا', text: 'أخبرنا مَن يرغب في اللعب وكم عمره ومدى خبرته السابقة.' },
          { title: 'تعال وشارك', text: 'احضر حصة تدريبية لتتعرّف على الجميع وترى إن كانت تناسبك.' },
          { title: 'سجّل في النادي', text: 'إن وجدت أنها تناسبك، سنساعدك في التسجيل ونُطلعك على الرسوم والزي الرياضي.' },
        ],
        i: [
          { title: 'تواصل معي', text: 'أخبرني مَن يرغب في اللعب وكم عمره ومدى خبرته السابقة.' },
          { title: 'تعال وشارك', text: 'احضر حصة تدريبية لتتعرّف على الجميع وترى إن كانت تناسبك.' },
          { title: 'سجّل في النادي', text: 'إن وجدت أنها تناسبك، سأساعدك في التسجيل وأُطلعك على الرسوم والزي الرياضي.' },
        ],
      },
      benefits: {
        we: [
          { title: 'جِد مكانك', text: 'سواء كنت مبتدئًا أو تلعب بانتظام، اسألنا أي فريق أو تدريب يناسبك.' },
          { title: 'جرّب أولًا', text: 'احضر حصة تدريبية وتأكد أنها تناسبك قبل أن تسجّل.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألنا عن الفرق والأعمار والزي الرياضي والرسوم قبل أن تنضم.' },
        ],
        i: [
          { title: 'جِد مكانك', text: 'سواء كنت مبتدئًا أو تلعب بانتظام، اسألني أي فريق أو تدريب يناسبك.' },
          { title: 'جرّب أولًا', text: 'احضر حصة تدريبية وتأكد أنها تناسبك قبل أن تسجّل.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألني عن الفرق والأعمار والزي الرياضي والرسوم قبل أن تنضم.' },
        ],
      },
      faq: {
        we: [
          { q: 'هل أحتاج إلى خبرة سابقة؟', a: 'أخبرنا بعمرك ومدى خبرتك في اللعب، وسنقترح عليك الفريق أو التدريب المناسب لك.' },
          { q: 'ماذا أحضر معي إلى أول حصة تدريبية؟', a: 'ملابس رياضية مريحة وزجاجة ماء بداية جيدة. وسنخبرك إن احتجت إلى أي شيء آخر.' },
          { q: 'كم تبلغ التكلفة؟', a: 'اسألنا عن الرسوم وما تشمله، وعن إمكانية تجربة حصة تدريبية قبل التسجيل.' },
          { q: 'كيف أعرف مواعيد المباريات والفعاليات؟', a: 'تواصل معنا وسنُطلعك أولًا بأول على التدريبات والمباريات وفعاليات النادي.' },
        ],
        i: [
          { q: 'هل أحتاج إلى خبرة سابقة؟', a: 'أخبرني بعمرك ومدى خبرتك في اللعب، وسأقترح عليك الفريق أو التدريب المناسب لك.' },
          { q: 'ماذا أحضر معي إلى أول حصة تدريبية؟', a: 'ملابس رياضية مريحة وزجاجة ماء بداية جيدة. وسأخبرك إن احتجت إلى أي شيء آخر.' },
          { q: 'كم تبلغ التكلفة؟', a: 'اسألني عن الرسوم وما تشمله، وعن إمكانية تجربة حصة تدريبية قبل التسجيل.' },
          { q: 'كيف أعرف مواعيد المباريات والفعاليات؟', a: 'تواصل معي وسأُطلعك أولًا بأول على التدريبات والمباريات وفعاليات النادي.' },
        ],
      },
      closing: {
        heading: 'هل أنت مستعد للانضمام؟',
        text: { we: 'تواصل معنا واحضر حصة تدريبية، فنحن نتطلع إلى لقائك.', i: 'تواصل معي واحضر حصة تدريبية، فأنا أتطلع إلى لقائك.' },
      },
      featureText: {
        we: [
          'اسألنا عن ذلك عند تواصلك معنا.',
          'جزء من الحياة في {name}.',
          'تعال وشاهد بنفسك.',
          'أخبرنا بما تبحث عنه وسنرشدك إلى ما يناسبك.',
        ],
        i: [
          'اسألني عن ذلك عند تواصلك معي.',
          'جزء من الحياة في {name}.',
          'تعال وشاهد بنفسك.',
          'أخبرني بما تبحث عنه وسأرشدك إلى ما يناسبك.',
        ],
      },
    },
  },
};
