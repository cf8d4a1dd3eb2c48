import type { StyleCopy } from './types';

/**
 * A community group's own words over the local phrasebook (types.ts `PageStyle` `group`; choose-blueprint `joinsGroup`:
 * a choir, an orchestra or band, an amateur theatre group, a scout or guide group, a youth club, a society or a club
 * people join for a hobby), in the site languages: people are invited to come along to a meeting and join ("Come
 * along", "How to join", meeting times), with a message form, instead of "Request a booking" or a charity's donations.
 * No claim the owner has not made (no free first meeting, no auditions or none, no ages, fees or levels promised).
 */
export const GROUP_STYLES: Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh' | 'ar', { group: StyleCopy }> = {
  en: {
    group: {
      cta: { primary: 'Come along', secondary: 'See activities' },
      sections: {
        services: { nav: 'Activities', heading: { we: 'What we do', i: 'What the group does' }, eyebrow: 'The group' },
        booking: { heading: 'How to join', eyebrow: 'Joining' },
        meetings: { nav: 'Meetings', heading: { we: 'When and where we meet', i: 'When and where the group meets' }, eyebrow: 'Meetings' },
        faq: { heading: 'Before you come along' },
        contact: { nav: 'Join', heading: 'Come along to a meeting', eyebrow: 'Come along', send: 'Send message' },
      },
      contactIntro: {
        we: 'Tell us a little about who would like to join, and we’ll let you know when and where to come along.',
        i: 'Tell me a little about who would like to join, and I’ll let you know when and where to come along.',
      },
      about: 'Everyone gets a warm welcome at {name}, whether you’re new to it or have done it for a long time. Come along, meet everyone and see whether it’s for you.',
      steps: {
        we: [
          { title: 'Get in touch', text: 'Tell us who would like to join and anything you’d like us to know.' },
          { title: 'Come along', text: 'Join us at a meeting to meet everyone and see what we do.' },
          { title: 'Join', text: 'If it’s for you, we’ll tell you how to become a member and about any fees.' },
        ],
        i: [
          { title: 'Get in touch', text: 'Tell me who would like to join and anything you’d like me to know.' },
          { title: 'Come along', text: 'Come to a meeting to meet everyone and see what the group does.' },
          { title: 'Join', text: 'If it’s for you, I’ll tell you how to become a member and about any fees.' },
        ],
      },
      benefits: {
        we: [
          { title: 'New faces welcome', text: 'New to it or experienced: ask us what suits you and we’ll help you find your feet.' },
          { title: 'See it first', text: 'Come to a meeting and see what we do before you decide to join.' },
          { title: 'Questions welcome', text: 'Ask us about meetings, membership and anything else before you come.' },
        ],
        i: [
          { title: 'New faces welcome', text: 'New to it or experienced: ask me what suits you and I’ll help you find your feet.' },
          { title: 'See it first', text: 'Come to a meeting and see what the group does before you decide to join.' },
          { title: 'Questions welcome', text: 'Ask me about meetings, membership and anything else before you come.' },
        ],
      },
      faq: {
        we: [
          { q: 'Do I need any experience?', a: 'Tell us how much you’ve done before, and we’ll tell you what to expect and how to join in.' },
          { q: 'What happens at my first meeting?', a: 'You’ll meet everyone and see what we do. Get in touch first and we’ll let you know where to go.' },
          { q: 'How much does it cost to join?', a: 'Ask us about membership and any fees, and about coming along before you decide.' },
          { q: 'How do I hear about what’s on?', a: 'Get in touch and we’ll keep you up to date with meetings and events.' },
        ],
        i: [
          { q: 'Do I need any experience?', a: 'Tell me how much you’ve done before, and I’ll tell you what to expect and how to join in.' },
          { q: 'What happens at my first meeting?', a: 'You’ll meet everyone and see what the group does. Get in touch first and I’ll let you know where to go.' },
          { q: 'How much does it cost to join?', a: 'Ask me about membership and any fees, and about coming along before you decide.' },
          { q: 'How do I hear about what’s on?', a: 'Get in touch and I’ll keep you up to date with meetings and events.' },
        ],
      },
      closing: {
        heading: 'Ready to join in?',
        text: { we: 'Get in touch and come along to a meeting: we’d love to meet you.', i: 'Get in touch and come along to a meeting: I’d love to meet you.' },
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
    group: {
      cta: { primary: 'Anímate a venir', secondary: 'Ver las actividades' },
      sections: {
        services: { nav: 'Actividades', heading: { we: 'Lo que hacemos', i: 'Lo que hace el grupo' }, eyebrow: 'El grupo' },
        booking: { heading: 'Cómo unirte al grupo', eyebrow: 'Inscripción' },
        meetings: { nav: 'Reuniones', heading: { we: 'Cuándo y dónde nos reunimos', i: 'Cuándo y dónde se reúne el grupo' }, eyebrow: 'Reuniones' },
        faq: { heading: 'Antes de venir' },
        contact: { nav: 'Únete', heading: 'Ven a una reunión', eyebrow: 'Anímate a venir', send: 'Enviar mensaje' },
      },
      contactIntro: {
        we: 'Cuéntanos un poco quién quiere unirse al grupo y te diremos cuándo y dónde venir.',
        i: 'Cuéntame un poco quién quiere unirse al grupo y te diré cuándo y dónde venir.',
      },
      about: 'En {name} todo el mundo es bienvenido, tanto si acabas de empezar como si llevas años en ello. Ven, conoce a la gente y descubre si es lo tuyo.',
      steps: {
        we: [
          { title: 'Ponte en contacto', text: 'Cuéntanos quién quiere unirse y cualquier cosa que quieras que sepamos.' },
          { title: 'Ven a una reunión', text: 'Acompáñanos en una reunión para conocer a todo el mundo y ver lo que hacemos.' },
          { title: 'Únete', text: 'Si te convence, te explicaremos cómo hacerte miembro y te informaremos de las cuotas, si las hay.' },
        ],
        i: [
          { title: 'Ponte en contacto', text: 'Cuéntame quién quiere unirse y cualquier cosa que quieras que sepa.' },
          { title: 'Ven a una reunión', text: 'Ven a una reunión para conocer a todo el mundo y ver qué hace el grupo.' },
          { title: 'Únete', text: 'Si te convence, te explicaré cómo hacerte miembro y te informaré de las cuotas, si las hay.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Bienvenidas las caras nuevas', text: 'Tanto si empiezas como si ya tienes experiencia, pregúntanos qué te conviene y te ayudaremos a integrarte.' },
          { title: 'Ven a verlo primero', text: 'Ven a una reunión y mira lo que hacemos antes de decidir si te unes.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntanos por las reuniones, cómo hacerte miembro o cualquier otra cosa antes de venir.' },
        ],
        i: [
          { title: 'Bienvenidas las caras nuevas', text: 'Tanto si empiezas como si ya tienes experiencia, pregúntame qué te conviene y te ayudaré a integrarte.' },
          { title: 'Ven a verlo primero', text: 'Ven a una reunión y mira cómo funciona el grupo antes de decidir si te unes.' },
          { title: 'Pregunta lo que quieras', text: 'Pregúntame por las reuniones, cómo hacerte miembro o cualquier otra cosa antes de venir.' },
        ],
      },
      faq: {
        we: [
          { q: '¿Necesito experiencia?', a: 'Cuéntanos qué experiencia tienes y te diremos qué puedes esperar y cómo empezar a participar.' },
          { q: '¿Qué pasa en mi primera reunión?', a: 'Conocerás a todo el mundo y verás lo que hacemos. Ponte en contacto antes y te diremos adónde ir.' },
          { q: '¿Cuánto cuesta hacerse miembro?', a: 'Pregúntanos por la inscripción y las posibles cuotas, y por venir a una reunión antes de decidirte.' },
          { q: '¿Cómo me entero de las próximas actividades?', a: 'Ponte en contacto con nosotros y te mantendremos al día de las reuniones y los eventos.' },
        ],
        i: [
          { q: '¿Necesito experiencia?', a: 'Cuéntame qué experiencia tienes y te diré qué puedes esperar y cómo empezar a participar.' },
          { q: '¿Qué pasa en mi primera reunión?', a: 'Conocerás a todo el mundo y verás cómo funciona el grupo. Ponte en contacto antes y te diré adónde ir.' },
          { q: '¿Cuánto cuesta hacerse miembro?', a: 'Pregúntame por la inscripción y las posibles cuotas, y por venir a una reunión antes de decidirte.' },
          { q: '¿Cómo me entero de las próximas actividades?', a: 'Ponte en contacto conmigo y te mantendré al día de las reuniones y los eventos.' },
        ],
      },
      closing: {
        heading: '¿Te animas a unirte?',
        text: { we: 'Ponte en contacto y ven a una reunión: nos encantará conocerte.', i: 'Ponte en contacto y ven a una reunión: me encantará conocerte.' },
      },
      featureText: {
        we: [
          'Pregúntanos por ello cuando te pongas en contacto.',
          'Parte de la experiencia en {name}.',
          'Ven a verlo en persona.',
          'Cuéntanos qué buscas y te orientaremos.',
        ],
        i: [
          'Pregúntame por ello cuando te pongas en contacto.',
          'Parte de la experiencia en {name}.',
          'Ven a verlo en persona.',
          'Cuéntame qué buscas y te orientaré.',
        ],
      },
    },
  },
  pt: {
    group: {
      cta: { primary: 'Venha conhecer o grupo', secondary: 'Ver as atividades' },
      sections: {
        services: { nav: 'Atividades', heading: { we: 'O que fazemos', i: 'O que o grupo faz' }, eyebrow: 'O grupo' },
        booking: { heading: 'Como fazer parte do grupo', eyebrow: 'Inscrição' },
        meetings: { nav: 'Encontros', heading: { we: 'Quando e onde nos encontramos', i: 'Quando e onde o grupo se reúne' }, eyebrow: 'Encontros' },
        faq: { heading: 'Antes de vir' },
        contact: { nav: 'Participar', heading: 'Venha a um encontro', eyebrow: 'Apareça', send: 'Enviar mensagem' },
      },
      contactIntro: {
        we: 'Conte-nos um pouco sobre quem gostaria de se juntar ao grupo e dizemos-lhe quando e onde aparecer.',
        i: 'Conte-me um pouco sobre quem gostaria de se juntar ao grupo e digo-lhe quando e onde aparecer.',
      },
      about: 'Em {name}, todos são recebidos de braços abertos, quer esteja a começar agora, quer já o faça há anos. Venha conhecer toda a gente e ver se é para si.',
      steps: {
        we: [
          { title: 'Entre em contacto', text: 'Diga-nos quem gostaria de se juntar ao grupo e o que mais quiser que saibamos.' },
          { title: 'Venha a um encontro', text: 'Junte-se a nós num encontro para conhecer toda a gente e ver o que fazemos.' },
          { title: 'Torne-se membro', text: 'Se for para si, explicamos-lhe como se tornar membro e falamos-lhe das quotas, se as houver.' },
        ],
        i: [
          { title: 'Entre em contacto', text: 'Diga-me quem gostaria de se juntar ao grupo e o que mais quiser que eu saiba.' },
          { title: 'Venha a um encontro', text: 'Venha a um encontro para conhecer toda a gente e ver como funciona o grupo.' },
          { title: 'Torne-se membro', text: 'Se for para si, explico-lhe como se tornar membro e falo-lhe das quotas, se as houver.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Caras novas são bem-vindas', text: 'Quer esteja a começar, quer já tenha experiência, pergunte-nos o que é mais indicado para si e ajudamo-lo a integrar-se.' },
          { title: 'Veja primeiro', text: 'Venha a um encontro e veja o que fazemos antes de decidir se quer juntar-se a nós.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-nos sobre os encontros, como se tornar membro ou qualquer outra coisa antes de vir.' },
        ],
        i: [
          { title: 'Caras novas são bem-vindas', text: 'Quer esteja a começar, quer já tenha experiência, pergunte-me o que é mais indicado para si e ajudo-o a integrar-se.' },
          { title: 'Veja primeiro', text: 'Venha a um encontro e veja como funciona o grupo antes de decidir se quer fazer parte dele.' },
          { title: 'Tire as suas dúvidas', text: 'Pergunte-me sobre os encontros, como se tornar membro ou qualquer outra coisa antes de vir.' },
        ],
      },
      faq: {
        we: [
          { q: 'Preciso de ter experiência?', a: 'Diga-nos que experiência tem e explicamos-lhe o que pode esperar e como começar a participar.' },
          { q: 'O que acontece no meu primeiro encontro?', a: 'Vai conhecer toda a gente e ver o que fazemos. Contacte-nos antes e dizemos-lhe onde deve ir.' },
          { q: 'Quanto custa fazer parte do grupo?', a: 'Pergunte-nos sobre a inscrição e eventuais quotas, e sobre a possibilidade de vir a um encontro antes de decidir.' },
          { q: 'Como fico a saber das próximas atividades?', a: 'Entre em contacto e mantemo-lo a par dos encontros e eventos.' },
        ],
        i: [
          { q: 'Preciso de ter experiência?', a: 'Diga-me que experiência tem e explico-lhe o que pode esperar e como começar a participar.' },
          { q: 'O que acontece no meu primeiro encontro?', a: 'Vai conhecer toda a gente e ver como funciona o grupo. Contacte-me antes e digo-lhe onde deve ir.' },
          { q: 'Quanto custa fazer parte do grupo?', a: 'Pergunte-me sobre a inscrição e eventuais quotas, e sobre a possibilidade de vir a um encontro antes de decidir.' },
          { q: 'Como fico a saber das próximas atividades?', a: 'Entre em contacto e mantenho-o a par dos encontros e eventos.' },
        ],
      },
      closing: {
        heading: 'Quer juntar-se ao grupo?',
        text: { we: 'Entre em contacto e venha a um encontro: teremos muito gosto em conhecê-lo.', i: 'Entre em contacto e venha a um encontro: terei muito gosto em conhecê-lo.' },
      },
      featureText: {
        we: [
          'Pergunte-nos sobre isto quando nos contactar.',
          'Faz parte da experiência em {name}.',
          'Venha ver com os seus próprios olhos.',
          'Diga-nos o que procura e indicamos-lhe o melhor caminho.',
        ],
        i: [
          'Pergunte-me sobre isto quando me contactar.',
          'Faz parte da experiência em {name}.',
          'Venha ver com os seus próprios olhos.',
          'Diga-me o que procura e indico-lhe o melhor caminho.',
        ],
      },
    },
  },
  fr: {
    group: {
      cta: { primary: 'Venez faire connaissance', secondary: 'Voir les activités' },
      sections: {
        services: { nav: 'Activités', heading: { we: 'Ce que nous faisons', i: 'Ce que fait le groupe' }, eyebrow: 'Le groupe' },
        booking: { heading: 'Comment rejoindre le groupe', eyebrow: 'Adhésion' },
        meetings: { nav: 'Rencontres', heading: { we: 'Quand et où nous nous retrouvons', i: 'Quand et où le groupe se retrouve' }, eyebrow: 'Rencontres' },
        faq: { heading: 'Avant de venir' },
        contact: { nav: 'Rejoindre', heading: 'Venez à une rencontre', eyebrow: 'Rejoindre le groupe', send: 'Envoyer le message' },
      },
      contactIntro: {
        we: 'Dites-nous en quelques mots qui souhaite rejoindre le groupe, et nous vous dirons quand et où venir.',
        i: 'Dites-moi en quelques mots qui souhaite rejoindre le groupe, et je vous dirai quand et où venir.',
      },
      about: 'Chez {name}, tout le monde est le bienvenu, que vous débutiez ou que vous pratiquiez depuis des années. Venez faire connaissance avec tout le monde et voir si c’est fait pour vous.',
      steps: {
        we: [
          { title: 'Prenez contact', text: 'Dites-nous qui souhaite nous rejoindre et ce que vous aimeriez que nous sachions.' },
          { title: 'Venez à une rencontre', text: 'Retrouvez-nous lors d’une rencontre pour faire connaissance et découvrir ce que nous faisons.' },
          { title: 'Devenez membre', text: 'Si cela vous plaît, nous vous expliquerons comment devenir membre et vous parlerons d’une éventuelle cotisation.' },
        ],
        i: [
          { title: 'Prenez contact', text: 'Dites-moi qui souhaite rejoindre le groupe et ce que vous aimeriez que je sache.' },
          { title: 'Venez à une rencontre', text: 'Venez à une rencontre pour faire connaissance avec tout le monde et découvrir le groupe.' },
          { title: 'Devenez membre', text: 'Si cela vous plaît, je vous expliquerai comment devenir membre et vous parlerai d’une éventuelle cotisation.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Les nouveaux sont les bienvenus', text: 'Débutant ou expérimenté, demandez-nous ce qui vous convient et nous vous aiderons à trouver vos marques.' },
          { title: 'Découvrez d’abord', text: 'Venez à une rencontre et découvrez ce que nous faisons avant de décider de nous rejoindre.' },
          { title: 'Posez vos questions', text: 'Interrogez-nous sur les rencontres, l’adhésion ou tout autre sujet avant de venir.' },
        ],
        i: [
          { title: 'Les nouveaux sont les bienvenus', text: 'Débutant ou expérimenté, demandez-moi ce qui vous convient et je vous aiderai à trouver vos marques.' },
          { title: 'Découvrez d’abord', text: 'Venez à une rencontre et découvrez le groupe avant de décider de le rejoindre.' },
          { title: 'Posez vos questions', text: 'Interrogez-moi sur les rencontres, l’adhésion ou tout autre sujet avant de venir.' },
        ],
      },
      faq: {
        we: [
          { q: 'Faut-il de l’expérience\u202f?', a: 'Dites-nous ce que vous avez déjà fait, et nous vous dirons à quoi vous attendre et comment participer.' },
          { q: 'Comment se passe la première rencontre\u202f?', a: 'Vous ferez connaissance avec tout le monde et découvrirez ce que nous faisons. Prenez d’abord contact et nous vous dirons où aller.' },
          { q: 'Combien coûte l’adhésion\u202f?', a: 'Interrogez-nous sur l’adhésion et une éventuelle cotisation, ainsi que sur la possibilité de venir à une rencontre avant de décider.' },
          { q: 'Comment suivre l’actualité du groupe\u202f?', a: 'Prenez contact avec nous et nous vous tiendrons au courant des rencontres et des événements.' },
        ],
        i: [
          { q: 'Faut-il de l’expérience\u202f?', a: 'Dites-moi ce que vous avez déjà fait, et je vous dirai à quoi vous attendre et comment participer.' },
          { q: 'Comment se passe la première rencontre\u202f?', a: 'Vous ferez connaissance avec tout le monde et découvrirez le groupe. Prenez d’abord contact et je vous dirai où aller.' },
          { q: 'Combien coûte l’adhésion\u202f?', a: 'Interrogez-moi sur l’adhésion et une éventuelle cotisation, ainsi que sur la possibilité de venir à une rencontre avant de décider.' },
          { q: 'Comment suivre l’actualité du groupe\u202f?', a: 'Prenez contact avec moi et je vous tiendrai au courant des rencontres et des événements.' },
        ],
      },
      closing: {
        heading: 'Envie de rejoindre le groupe\u202f?',
        text: { we: 'Prenez contact et venez à une rencontre\u202f: nous avons hâte de faire votre connaissance.', i: 'Prenez contact et venez à une rencontre\u202f: j’ai hâte de faire votre connaissance.' },
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
    group: {
      cta: { primary: 'Kommen Sie vorbei', secondary: 'Aktivitäten ansehen' },
      sections: {
        services: { nav: 'Aktivitäten', heading: { we: 'Was wir machen', i: 'Was die Gruppe macht' }, eyebrow: 'Die Gruppe' },
        booking: { heading: 'So werden Sie Mitglied', eyebrow: 'Anmeldung' },
        meetings: { nav: 'Treffen', heading: { we: 'Wann und wo wir uns treffen', i: 'Wann und wo sich die Gruppe trifft' }, eyebrow: 'Treffen' },
        faq: { heading: 'Bevor Sie vorbeikommen' },
        contact: { nav: 'Mitmachen', heading: 'Kommen Sie zu einem Treffen', eyebrow: 'Schauen Sie vorbei', send: 'Nachricht senden' },
      },
      contactIntro: {
        we: 'Erzählen Sie uns kurz, wer mitmachen möchte, und wir sagen Ihnen, wann und wo Sie vorbeikommen können.',
        i: 'Erzählen Sie mir kurz, wer mitmachen möchte, und ich sage Ihnen, wann und wo Sie vorbeikommen können.',
      },
      about: 'Bei {name} sind alle herzlich willkommen, ob Sie neu dabei sind oder schon seit Jahren mitmachen. Kommen Sie vorbei, lernen Sie alle kennen und finden Sie heraus, ob es das Richtige für Sie ist.',
      steps: {
        we: [
          { title: 'Kontakt aufnehmen', text: 'Sagen Sie uns, wer mitmachen möchte und was wir sonst noch wissen sollten.' },
          { title: 'Vorbeikommen', text: 'Besuchen Sie uns bei einem Treffen, lernen Sie alle kennen und sehen Sie, was wir machen.' },
          { title: 'Mitglied werden', text: 'Wenn es passt, erklären wir Ihnen, wie Sie Mitglied werden, und informieren Sie über eventuelle Beiträge.' },
        ],
        i: [
          { title: 'Kontakt aufnehmen', text: 'Sagen Sie mir, wer mitmachen möchte und was ich sonst noch wissen sollte.' },
          { title: 'Vorbeikommen', text: 'Kommen Sie zu einem Treffen, lernen Sie alle kennen und sehen Sie, was die Gruppe macht.' },
          { title: 'Mitglied werden', text: 'Wenn es passt, erkläre ich Ihnen, wie Sie Mitglied werden, und informiere Sie über eventuelle Beiträge.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Neue Gesichter willkommen', text: 'Ob neu dabei oder erfahren: Fragen Sie uns, was zu Ihnen passt, und wir helfen Ihnen beim Einstieg.' },
          { title: 'Erst einmal reinschauen', text: 'Kommen Sie zu einem Treffen und sehen Sie, was wir machen, bevor Sie sich entscheiden.' },
          { title: 'Fragen sind willkommen', text: 'Fragen Sie uns vorab nach Treffen, Mitgliedschaft und allem anderen, was Sie wissen möchten.' },
        ],
        i: [
          { title: 'Neue Gesichter willkommen', text: 'Ob neu dabei oder erfahren: Fragen Sie mich, was zu Ihnen passt, und ich helfe Ihnen beim Einstieg.' },
          { title: 'Erst einmal reinschauen', text: 'Kommen Sie zu einem Treffen und lernen Sie die Gruppe kennen, bevor Sie sich entscheiden.' },
          { title: 'Fragen sind willkommen', text: 'Fragen Sie mich vorab nach Treffen, Mitgliedschaft und allem anderen, was Sie wissen möchten.' },
        ],
      },
      faq: {
        we: [
          { q: 'Brauche ich Vorerfahrung?', a: 'Erzählen Sie uns, wie viel Erfahrung Sie haben, und wir sagen Ihnen, was Sie erwartet und wie Sie einsteigen können.' },
          { q: 'Was passiert bei meinem ersten Treffen?', a: 'Sie lernen alle kennen und sehen, was wir machen. Melden Sie sich vorher, dann sagen wir Ihnen, wo Sie uns finden.' },
          { q: 'Was kostet die Mitgliedschaft?', a: 'Fragen Sie uns nach der Mitgliedschaft und eventuellen Beiträgen und danach, wie Sie vor Ihrer Entscheidung einmal vorbeikommen können.' },
          { q: 'Wie erfahre ich, was ansteht?', a: 'Melden Sie sich bei uns, und wir halten Sie über Treffen und Veranstaltungen auf dem Laufenden.' },
        ],
        i: [
          { q: 'Brauche ich Vorerfahrung?', a: 'Erzählen Sie mir, wie viel Erfahrung Sie haben, und ich sage Ihnen, was Sie erwartet und wie Sie einsteigen können.' },
          { q: 'Was passiert bei meinem ersten Treffen?', a: 'Sie lernen alle kennen und sehen, was die Gruppe macht. Melden Sie sich vorher, dann sage ich Ihnen, wo Sie die Gruppe finden.' },
          { q: 'Was kostet die Mitgliedschaft?', a: 'Fragen Sie mich nach der Mitgliedschaft und eventuellen Beiträgen und danach, wie Sie vor Ihrer Entscheidung einmal vorbeikommen können.' },
          { q: 'Wie erfahre ich, was ansteht?', a: 'Melden Sie sich bei mir, und ich halte Sie über Treffen und Veranstaltungen auf dem Laufenden.' },
        ],
      },
      closing: {
        heading: 'Lust mitzumachen?',
        text: { we: 'Melden Sie sich und kommen Sie zu einem Treffen: Wir freuen uns darauf, Sie kennenzulernen.', i: 'Melden Sie sich und kommen Sie zu einem Treffen: Ich freue mich darauf, Sie kennenzulernen.' },
      },
      featureText: {
        we: [
          'Fragen Sie uns danach, wenn Sie sich melden.',
          'Ein Teil des Gruppenlebens bei {name}.',
          'Kommen Sie vorbei und überzeugen Sie sich selbst.',
          'Sagen Sie uns, was Sie suchen, und wir zeigen Ihnen den richtigen Weg.',
        ],
        i: [
          'Fragen Sie mich danach, wenn Sie sich melden.',
          'Ein Teil des Gruppenlebens bei {name}.',
          'Kommen Sie vorbei und überzeugen Sie sich selbst.',
          'Sagen Sie mir, was Sie suchen, und ich zeige Ihnen den richtigen Weg.',
        ],
      },
    },
  },
  it: {
    group: {
      cta: { primary: 'Vieni a un incontro', secondary: 'Scopri le attività' },
      sections: {
        services: { nav: 'Attività', heading: { we: 'Cosa facciamo', i: 'Cosa fa il gruppo' }, eyebrow: 'Il gruppo' },
        booking: { heading: 'Come entrare nel gruppo', eyebrow: 'Iscrizioni' },
        meetings: { nav: 'Incontri', heading: { we: 'Quando e dove ci incontriamo', i: 'Quando e dove si riunisce il gruppo' }, eyebrow: 'Incontri' },
        faq: { heading: 'Prima di venire' },
        contact: { nav: 'Unisciti', heading: 'Partecipa a un incontro', eyebrow: 'Entra nel gruppo', send: 'Invia messaggio' },
      },
      contactIntro: {
        we: 'Raccontaci qualcosa di chi vorrebbe unirsi al gruppo e ti diremo quando e dove venire.',
        i: 'Raccontami qualcosa di chi vorrebbe unirsi al gruppo e ti dirò quando e dove venire.',
      },
      about: 'Da {name} tutti ricevono un caloroso benvenuto, che tu sia alle prime armi o lo faccia da anni. Vieni a conoscere tutti e scopri se fa per te.',
      steps: {
        we: [
          { title: 'Mettiti in contatto', text: 'Dicci chi vorrebbe unirsi al gruppo e tutto ciò che vuoi farci sapere.' },
          { title: 'Vieni a un incontro', text: 'Partecipa a un nostro incontro per conoscere tutti e vedere cosa facciamo.' },
          { title: 'Diventa socio', text: 'Se fa per te, ti spiegheremo come diventare socio e ti parleremo di eventuali quote.' },
        ],
        i: [
          { title: 'Mettiti in contatto', text: 'Dimmi chi vorrebbe unirsi al gruppo e tutto ciò che vuoi farmi sapere.' },
          { title: 'Vieni a un incontro', text: 'Partecipa a un incontro per conoscere tutti e vedere cosa fa il gruppo.' },
          { title: 'Diventa socio', text: 'Se fa per te, ti spiegherò come diventare socio e ti parlerò di eventuali quote.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Benvenuti i nuovi arrivati', text: 'Principiante o esperto, chiedici cosa fa per te e ti aiuteremo ad ambientarti.' },
          { title: 'Prima guarda, poi decidi', text: 'Vieni a un incontro e guarda cosa facciamo prima di decidere se unirti a noi.' },
          { title: 'Chiedi pure', text: 'Chiedici degli incontri, dell’iscrizione e di qualsiasi altra cosa prima di venire.' },
        ],
        i: [
          { title: 'Benvenuti i nuovi arrivati', text: 'Principiante o esperto, chiedimi cosa fa per te e ti aiuterò ad ambientarti.' },
          { title: 'Prima guarda, poi decidi', text: 'Vieni a un incontro e guarda cosa fa il gruppo prima di decidere se farne parte.' },
          { title: 'Chiedi pure', text: 'Chiedimi degli incontri, dell’iscrizione e di qualsiasi altra cosa prima di venire.' },
        ],
      },
      faq: {
        we: [
          { q: 'Serve esperienza?', a: 'Dicci che esperienza hai e ti diremo cosa aspettarti e come iniziare a partecipare.' },
          { q: 'Cosa succede al mio primo incontro?', a: 'Conoscerai tutti e vedrai cosa facciamo. Contattaci prima e ti diremo dove andare.' },
          { q: 'Quanto costa iscriversi?', a: 'Chiedici dell’iscrizione e di eventuali quote, e della possibilità di venire a un incontro prima di decidere.' },
          { q: 'Come vengo a sapere delle prossime attività?', a: 'Contattaci e ti terremo al corrente di incontri ed eventi.' },
        ],
        i: [
          { q: 'Serve esperienza?', a: 'Dimmi che esperienza hai e ti dirò cosa aspettarti e come iniziare a partecipare.' },
          { q: 'Cosa succede al mio primo incontro?', a: 'Conoscerai tutti e vedrai cosa fa il gruppo. Contattami prima e ti dirò dove andare.' },
          { q: 'Quanto costa iscriversi?', a: 'Chiedimi dell’iscrizione e di eventuali quote, e della possibilità di venire a un incontro prima di decidere.' },
          { q: 'Come vengo a sapere delle prossime attività?', a: 'Contattami e ti terrò al corrente di incontri ed eventi.' },
        ],
      },
      closing: {
        heading: 'Hai voglia di unirti al gruppo?',
        text: { we: 'Mettiti in contatto e vieni a un incontro: non vediamo l’ora di conoscerti.', i: 'Mettiti in contatto e vieni a un incontro: non vedo l’ora di conoscerti.' },
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
    group: {
      cta: { primary: 'Kom eens langs', secondary: 'Bekijk de activiteiten' },
      sections: {
        services: { nav: 'Activiteiten', heading: { we: 'Wat we doen', i: 'Wat de groep doet' }, eyebrow: 'De groep' },
        booking: { heading: 'Zo word je lid', eyebrow: 'Lid worden' },
        meetings: { nav: 'Bijeenkomsten', heading: { we: 'Wanneer en waar we samenkomen', i: 'Wanneer en waar de groep samenkomt' }, eyebrow: 'Bijeenkomsten' },
        faq: { heading: 'Voordat je langskomt' },
        contact: { nav: 'Meedoen', heading: 'Kom naar een bijeenkomst', eyebrow: 'Kom langs', send: 'Bericht versturen' },
      },
      contactIntro: {
        we: 'Vertel ons kort wie er mee wil doen, dan laten we je weten wanneer en waar je kunt langskomen.',
        i: 'Vertel me kort wie er mee wil doen, dan laat ik je weten wanneer en waar je kunt langskomen.',
      },
      about: 'Bij {name} is iedereen van harte welkom, of je nu net begint of het al jaren doet. Kom langs, maak kennis met iedereen en ontdek of het iets voor je is.',
      steps: {
        we: [
          { title: 'Neem contact op', text: 'Vertel ons wie er mee wil doen en wat je ons verder wilt laten weten.' },
          { title: 'Kom langs', text: 'Kom naar een van onze bijeenkomsten, maak kennis met iedereen en ontdek wat we doen.' },
          { title: 'Word lid', text: 'Bevalt het, dan leggen we uit hoe je lid wordt en vertellen we je over een eventuele contributie.' },
        ],
        i: [
          { title: 'Neem contact op', text: 'Vertel me wie er mee wil doen en wat je me verder wilt laten weten.' },
          { title: 'Kom langs', text: 'Kom naar een bijeenkomst, maak kennis met iedereen en ontdek wat de groep doet.' },
          { title: 'Word lid', text: 'Bevalt het, dan leg ik uit hoe je lid wordt en vertel ik je over een eventuele contributie.' },
        ],
      },
      benefits: {
        we: [
          { title: 'Nieuwe gezichten welkom', text: 'Beginner of ervaren: vraag ons wat bij je past, dan helpen we je op weg.' },
          { title: 'Eerst kijken', text: 'Kom naar een bijeenkomst en bekijk wat we doen voordat je besluit om lid te worden.' },
          { title: 'Vraag gerust', text: 'Vraag ons naar de bijeenkomsten, het lidmaatschap en alles wat je wilt weten voordat je komt.' },
        ],
        i: [
          { title: 'Nieuwe gezichten welkom', text: 'Beginner of ervaren: vraag me wat bij je past, dan help ik je op weg.' },
          { title: 'Eerst kijken', text: 'Kom naar een bijeenkomst en leer de groep kennen voordat je besluit om lid te worden.' },
          { title: 'Vraag gerust', text: 'Vraag me naar de bijeenkomsten, het lidmaatschap en alles wat je wilt weten voordat je komt.' },
        ],
      },
      faq: {
        we: [
          { q: 'Heb ik ervaring nodig?', a: 'Laat ons weten hoeveel ervaring je hebt, dan vertellen we je wat je kunt verwachten en hoe je mee kunt doen.' },
          { q: 'Wat gebeurt er tijdens mijn eerste bijeenkomst?', a: 'Je maakt kennis met iedereen en ziet wat we doen. Neem vooraf contact op, dan laten we je weten waar je moet zijn.' },
          { q: 'Wat kost het lidmaatschap?', a: 'Vraag ons naar het lidmaatschap en een eventuele contributie, en of je eerst een keer kunt langskomen voordat je beslist.' },
          { q: 'Hoe blijf ik op de hoogte?', a: 'Neem contact op, dan houden we je op de hoogte van bijeenkomsten en activiteiten.' },
        ],
        i: [
          { q: 'Heb ik ervaring nodig?', a: 'Laat me weten hoeveel ervaring je hebt, dan vertel ik je wat je kunt verwachten en hoe je mee kunt doen.' },
          { q: 'Wat gebeurt er tijdens mijn eerste bijeenkomst?', a: 'Je maakt kennis met iedereen en ziet wat de groep doet. Neem vooraf contact op, dan laat ik je weten waar je moet zijn.' },
          { q: 'Wat kost het lidmaatschap?', a: 'Vraag me naar het lidmaatschap en een eventuele contributie, en of je eerst een keer kunt langskomen voordat je beslist.' },
          { q: 'Hoe blijf ik op de hoogte?', a: 'Neem contact op, dan houd ik je op de hoogte van bijeenkomsten en activiteiten.' },
        ],
      },
      closing: {
        heading: 'Zin om mee te doen?',
        text: { we: 'Neem contact op en kom naar een bijeenkomst: we maken graag kennis met je.', i: 'Neem contact op en kom naar een bijeenkomst: ik maak graag kennis met je.' },
      },
      featureText: {
        we: [
          'Vraag ons ernaar als je contact opneemt.',
          'Dat hoort bij {name}.',
          'Kom langs en ervaar het zelf.',
          'Vertel ons wat je zoekt, dan wijzen we je de weg.',
        ],
        i: [
          'Vraag me ernaar als je contact opneemt.',
          'Dat hoort bij {name}.',
          'Kom langs en ervaar het zelf.',
          'Vertel me wat je zoekt, dan wijs ik je de weg.',
        ],
      },
    },
  },
  ja: {
    group: {
      cta: { primary: '見学を申し込む', secondary: '活動内容を見る' },
      sections: {
        services: { nav: '活動内容', heading: { we: '私たちの活動', i: 'グループの活動' }, eyebrow: 'グループ紹介' },
        booking: { heading: '入会の流れ', eyebrow: '入会案内' },
        meetings: { nav: '活動日程', heading: { we: '私たちの活動日時と場所', i: '活動の日時と場所' }, eyebrow: '活動日程' },
        faq: { heading: '参加の前に' },
        contact: { nav: '入会', heading: '活動を見学しませんか', eyebrow: '見学歓迎', send: '送信する' },
      },
      contactIntro: {
        we: '参加を希望される方について少しお知らせいただければ、私たちから見学の日時と場所をご案内します。',
        i: '参加を希望される方について少しお知らせいただければ、私から見学の日時と場所をご案内します。',
      },
      about: '{name}では、始めたばかりの方も長年続けている方も、どなたでも温かく歓迎します。気軽に見学に来て、メンバーと知り合い、自分に合うかどうか確かめてください。',
      steps: {
        we: [
          { title: 'ご連絡ください', text: '参加を希望される方と、私たちに伝えておきたいことをお知らせください。' },
          { title: '活動を見学', text: '活動日に来て、メンバーと知り合い、私たちの活動をご覧ください。' },
          { title: '入会手続き', text: '続けたいと思ったら、私たちから入会の方法と、会費がある場合はその内容をご説明します。' },
        ],
        i: [
          { title: 'ご連絡ください', text: '参加を希望される方と、私に伝えておきたいことをお知らせください。' },
          { title: '活動を見学', text: '活動日に来て、メンバーと知り合い、グループの雰囲気を確かめてください。' },
          { title: '入会手続き', text: '続けたいと思ったら、私から入会の方法と、会費がある場合はその内容をご説明します。' },
        ],
      },
      benefits: {
        we: [
          { title: '新しい仲間を歓迎', text: '初めての方も経験のある方も、何が合うか私たちにお気軽にご相談ください。なじめるようお手伝いします。' },
          { title: 'まずは見学から', text: '入会を決める前に見学に来て、私たちの活動をご覧いただけます。' },
          { title: 'ご質問はお気軽に', text: '活動日や入会のことなど、参加の前に何でも私たちにお尋ねください。' },
        ],
        i: [
          { title: '新しい仲間を歓迎', text: '初めての方も経験のある方も、何が合うか私にお気軽にご相談ください。なじめるようお手伝いします。' },
          { title: 'まずは見学から', text: '入会を決める前に見学に来て、グループの雰囲気を確かめられます。' },
          { title: 'ご質問はお気軽に', text: '活動日や入会のことなど、参加の前に何でも私にお尋ねください。' },
        ],
      },
      faq: {
        we: [
          { q: '経験がなくても大丈夫ですか？', a: 'これまでの経験をお知らせいただければ、活動の様子や参加の仕方を私たちからご説明します。' },
          { q: '初めての参加では何をしますか？', a: 'メンバーと知り合い、私たちの活動をご覧いただけます。事前にご連絡いただければ、場所をご案内します。' },
          { q: '入会に費用はかかりますか？', a: '入会や会費の有無、入会前の見学について、お気軽に私たちにお尋ねください。' },
          { q: '活動の情報はどうすればわかりますか？', a: 'ご連絡いただければ、活動日やイベントについて私たちから最新の情報をお知らせします。' },
        ],
        i: [
          { q: '経験がなくても大丈夫ですか？', a: 'これまでの経験をお知らせいただければ、活動の様子や参加の仕方を私からご説明します。' },
          { q: '初めての参加では何をしますか？', a: 'メンバーと知り合い、グループの活動をご覧いただけます。事前にご連絡いただければ、私から場所をご案内します。' },
          { q: '入会に費用はかかりますか？', a: '入会や会費の有無、入会前の見学について、お気軽に私にお尋ねください。' },
          { q: '活動の情報はどうすればわかりますか？', a: 'ご連絡いただければ、活動日やイベントについて私から最新の情報をお知らせします。' },
        ],
      },
      closing: {
        heading: '一緒に活動しませんか？',
        text: { we: 'ご連絡のうえ、ぜひ活動にお越しください。私たちもお会いできるのを楽しみにしています。', i: 'ご連絡のうえ、ぜひ活動にお越しください。私もお会いできるのを楽しみにしています。' },
      },
      featureText: {
        we: [
          'ご連絡の際に、私たちにお気軽にお尋ねください。',
          '{name}での活動の一部です。',
          'ぜひ実際に見に来てください。',
          'ご希望をお聞かせいただければ、私たちがぴったりの参加方法をご案内します。',
        ],
        i: [
          'ご連絡の際に、私にお気軽にお尋ねください。',
          '{name}での活動の一部です。',
          'ぜひ実際に見に来てください。',
          'ご希望をお聞かせいただければ、私がぴったりの参加方法をご案内します。',
        ],
      },
    },
  },
  zh: {
    group: {
      cta: { primary: '来参加活动', secondary: '查看活动内容' },
      sections: {
        services: { nav: '活动内容', heading: { we: '我们的活动', i: '团体活动' }, eyebrow: '团体介绍' },
        booking: { heading: '如何加入', eyebrow: '入会' },
        meetings: { nav: '活动时间', heading: { we: '我们的活动时间与地点', i: '活动时间与地点' }, eyebrow: '活动安排' },
        faq: { heading: '参加之前' },
        contact: { nav: '加入', heading: '来参加一次活动', eyebrow: '欢迎加入', send: '发送留言' },
      },
      contactIntro: {
        we: '请简单介绍一下想加入的是谁，我们会告诉您什么时间、到哪里来。',
        i: '请简单介绍一下想加入的是谁，我会告诉您什么时间、到哪里来。',
      },
      about: '在{name}，无论您是刚刚起步，还是已经参与多年，都会受到热情欢迎。欢迎过来认识大家，看看这里是否适合您。',
      steps: {
        we: [
          { title: '联系我们', text: '告诉我们想加入的是谁，以及您希望我们了解的任何情况。' },
          { title: '过来看看', text: '来参加一次我们的活动，认识大家，看看我们平时做些什么。' },
          { title: '正式加入', text: '如果觉得合适，我们会告诉您如何成为会员，以及是否需要缴纳会费。' },
        ],
        i: [
          { title: '联系我', text: '告诉我想加入的是谁，以及您希望我了解的任何情况。' },
          { title: '过来看看', text: '来参加一次活动，认识大家，看看团体平时做些什么。' },
          { title: '正式加入', text: '如果觉得合适，我会告诉您如何成为会员，以及是否需要缴纳会费。' },
        ],
      },
      benefits: {
        we: [
          { title: '欢迎新朋友', text: '无论是新手还是有经验，都可以问问我们什么最适合您，我们会帮您融入大家。' },
          { title: '先看看再决定', text: '决定加入之前，先来参加一次活动，看看我们平时做些什么。' },
          { title: '欢迎提问', text: '来之前，欢迎向我们询问活动安排、会员事宜或其他任何问题。' },
        ],
        i: [
          { title: '欢迎新朋友', text: '无论是新手还是有经验，都可以问问我什么最适合您，我会帮您融入大家。' },
          { title: '先看看再决定', text: '决定加入之前，先来参加一次活动，看看团体平时做些什么。' },
          { title: '欢迎提问', text: '来之前，欢迎向我询问活动安排、会员事宜或其他任何问题。' },
        ],
      },
      faq: {
        we: [
          { q: '需要有经验吗？', a: '告诉我们您之前的经验，我们会介绍活动的情况以及如何参与。' },
          { q: '第一次参加活动会做些什么？', a: '您会认识大家，看看我们平时做些什么。请先与我们联系，我们会告诉您具体地点。' },
          { q: '加入需要多少费用？', a: '欢迎向我们询问会员事宜和是否有会费，也可以问问决定之前能否先来参加一次活动。' },
          { q: '怎样了解近期的活动？', a: '请与我们联系，我们会随时告诉您聚会和活动的最新消息。' },
        ],
        i: [
          { q: '需要有经验吗？', a: '告诉我您之前的经验，我会介绍活动的情况以及如何参与。' },
          { q: '第一次参加活动会做些什么？', a: '您会认识大家，看看团体平时做些什么。请先与我联系，我会告诉您具体地点。' },
          { q: '加入需要多少费用？', a: '欢迎向我询问会员事宜和是否有会费，也可以问问决定之前能否先来参加一次活动。' },
          { q: '怎样了解近期的活动？', a: '请与我联系，我会随时告诉您聚会和活动的最新消息。' },
        ],
      },
      closing: {
        heading: '想一起参加吗？',
        text: { we: '欢迎联系我们，来参加一次活动。我们很期待与您见面！', i: '欢迎联系我，来参加一次活动。我很期待与您见面！' },
      },
      featureText: {
        we: [
          '联系我们时，欢迎问问这方面的情况。',
          '这是{name}活动的一部分。',
          '欢迎亲自来看看。',
          '告诉我们您在找什么，我们会为您指明方向。',
        ],
        i: [
          '联系我时，欢迎问问这方面的情况。',
          '这是{name}活动的一部分。',
          '欢迎亲自来看看。',
          '告诉我您在找什么，我会为您指明方向。',
        ],
      },
    },
  },
  ar: {
    group: {
      cta: { primary: 'تعال إلى أحد اللقاءات', secondary: 'تعرّف على الأنشطة' },
      sections: {
        services: { nav: 'الأنشطة', heading: { we: 'ما نقوم به', i: 'ما تقوم به المجموعة' }, eyebrow: 'المجموعة' },
        booking: { heading: 'كيف تنضم إلى المجموعة', eyebrow: 'الانضمام' },
        meetings: { nav: 'اللقاءات', heading: { we: 'متى وأين نلتقي', i: 'متى وأين تلتقي المجموعة' }, eyebrow: 'اللقاءات' },
        faq: { heading: 'قبل أن تحضر' },
        contact: { nav: 'انضم', heading: 'احضر أحد اللقاءات', eyebrow: 'انضم إلى المجموعة', send: 'إرسال الرسالة' },
      },
      contactIntro: {
        we: 'أخبرنا قليلًا عمّن يرغب في الانضمام، وسنخبرك متى وأين يمكنك الحضور.',
        i: 'أخبرني قليلًا عمّن يرغب في الانضمام، وسأخبرك متى وأين يمكنك الحضور.',
      },
      about: 'في {name} يلقى الجميع ترحيبًا حارًّا، سواء كنت جديدًا على هذا النشاط أو تمارسه منذ أعوام. تعال وتعرّف على الجميع وانظر إن كان يناسبك.',
      steps: {
        we: [
          { title: 'تواصل معنا', text: 'أخبرنا مَن يرغب في الانضمام وأي شيء تودّ أن نعرفه.' },
          { title: 'تعال وشارك', text: 'انضم إلينا في أحد اللقاءات لتتعرّف على الجميع وترى ما نقوم به.' },
          { title: 'انضم إلى المجموعة', text: 'إن وجدت أنها تناسبك، سنشرح لك كيف تصبح عضوًا ونُطلعك على أي رسوم إن وُجدت.' },
        ],
        i: [
          { title: 'تواصل معي', text: 'أخبرني مَن يرغب في الانضمام وأي شيء تودّ أن أعرفه.' },
          { title: 'تعال وشارك', text: 'احضر أحد اللقاءات لتتعرّف على الجميع وترى ما تقوم به المجموعة.' },
          { title: 'انضم إلى المجموعة', text: 'إن وجدت أنها تناسبك، سأشرح لك كيف تصبح عضوًا وأُطلعك على أي رسوم إن وُجدت.' },
        ],
      },
      benefits: {
        we: [
          { title: 'أهلًا بالوجوه الجديدة', text: 'سواء كنت جديدًا أو صاحب خبرة، اسألنا عمّا يناسبك وسنساعدك على أن تجد مكانك.' },
          { title: 'شاهد بنفسك أولًا', text: 'احضر أحد اللقاءات وشاهد ما نقوم به قبل أن تقرر الانضمام.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألنا عن اللقاءات والعضوية وأي شيء آخر قبل أن تأتي.' },
        ],
        i: [
          { title: 'أهلًا بالوجوه الجديدة', text: 'سواء كنت جديدًا أو صاحب خبرة، اسألني عمّا يناسبك وسأساعدك على أن تجد مكانك.' },
          { title: 'شاهد بنفسك أولًا', text: 'احضر أحد اللقاءات وشاهد ما تقوم به المجموعة قبل أن تقرر الانضمام.' },
          { title: 'أسئلتك مرحّب بها', text: 'اسألني عن اللقاءات والعضوية وأي شيء آخر قبل أن تأتي.' },
        ],
      },
      faq: {
        we: [
          { q: 'هل أحتاج إلى خبرة سابقة؟', a: 'أخبرنا بمدى خبرتك، وسنخبرك بما تتوقعه وكيف تبدأ المشاركة.' },
          { q: 'ماذا يحدث في أول لقاء أحضره؟', a: 'ستتعرّف على الجميع وترى ما نقوم به. تواصل معنا أولًا وسنخبرك إلى أين تأتي.' },
          { q: 'كم تبلغ تكلفة الانضمام؟', a: 'اسألنا عن العضوية وأي رسوم، وعن إمكانية حضور أحد اللقاءات قبل أن تقرر.' },
          { q: 'كيف أعرف مواعيد الأنشطة القادمة؟', a: 'تواصل معنا وسنُطلعك أولًا بأول على اللقاءات والفعاليات.' },
        ],
        i: [
          { q: 'هل أحتاج إلى خبرة سابقة؟', a: 'أخبرني بمدى خبرتك، وسأخبرك بما تتوقعه وكيف تبدأ المشاركة.' },
          { q: 'ماذا يحدث في أول لقاء أحضره؟', a: 'ستتعرّف على الجميع وترى ما تقوم به المجموعة. تواصل معي أولًا وسأخبرك إلى أين تأتي.' },
          { q: 'كم تبلغ تكلفة الانضمام؟', a: 'اسألني عن العضوية وأي رسوم، وعن إمكانية حضور أحد اللقاءات قبل أن تقرر.' },
          { q: 'كيف أعرف مواعيد الأنشطة القادمة؟', a: 'تواصل معي وسأُطلعك أولًا بأول على اللقاءات والفعاليات.' },
        ],
      },
      closing: {
        heading: 'هل أنت مستعد للانضمام؟',
        text: { we: 'تواصل معنا واحضر أحد اللقاءات، فنحن نتطلع إلى التعرّف عليك.', i: 'تواصل معي واحضر أحد اللقاءات، فأنا أتطلع إلى التعرّف عليك.' },
      },
      featureText: {
        we: [
          'اسألنا عن ذلك عند تواصلك معنا.',
          'جزء من الانتماء إلى {name}.',
          'تعال وشاهد بنفسك.',
          'أخبرنا بما تبحث عنه وسنرشدك إلى ما يناسبك.',
        ],
        i: [
          'اسألني عن ذلك عند تواصلك معي.',
          'جزء من الانتماء إلى {name}.',
          'تعال وشاهد بنفسك.',
          'أخبرني بما تبحث عنه وسأرشدك إلى ما يناسبك.',
        ],
      },
    },
  },
};
