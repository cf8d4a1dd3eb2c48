import type { SampleWords } from '../sample-words';
import type { BlueprintCopy, BlueprintId } from './types';

/**
 * The offline writer's Portuguese phrasebook, per blueprint (issue 15 §5): European Portuguese (the briefs
 * come from Portugal), the same keys, voices and placeholders as COPY_EN, written as Portuguese web copy
 * rather than translated word for word.
 *
 * - The visitor is addressed as Portuguese businesses do: the polite third person with no pronoun
 *   ("Envie-nos uma mensagem", "a sua reserva", "consigo"), never "você" (curt in Portugal) nor "tu"; the
 *   same register as UI_PT. European forms throughout: enclitic pronouns ("diga-nos", "dizemos-lhe"),
 *   "estar a + infinitive", contacto, equipa, registo, morada, encomenda, ementa, marcação, bilhetes,
 *   partilhar, portefólio, "Porquê".
 * - Voices: the business speaks as "nós" (mostly through the verb: "respondemos", "-nos"), the solo owner as
 *   "eu" ("respondo", "-me"). Objects that would agree with the visitor's gender ("ajudá-lo") are avoided
 *   with "lhe"/"consigo", and nothing agrees with the owner's gender ("terei todo o gosto", not "obrigado").
 * - `{audience}` follows only "para" or "com", and `{name}` stands as a subject or after "com", "para",
 *   "sobre", "escolher", "visitar", "apoiar": never after "de", "em" or "a", which would have to contract
 *   with a name that starts with an article ("O Cantinho" → "do Cantinho").
 * - «…» when quoting a button. Same honesty rules as English.
 */
export const COPY_PT: Record<BlueprintId, BlueprintCopy> = {
  // Software products.
  saas: {
    sections: {
      features: { nav: 'Funcionalidades', heading: 'O que inclui', eyebrow: 'Funcionalidades' },
      'how-it-works': { nav: 'Como começar', heading: 'A funcionar em três passos', eyebrow: 'Como funciona' },
      benefits: { heading: 'À medida do seu trabalho', eyebrow: 'Para quem é', intro: 'Para {audience}.' },
      pricing: {
        nav: 'Preços', heading: 'Planos e preços', eyebrow: 'Preços',
        intro: 'Compare os planos e escolha o que melhor se adapta à sua forma de trabalhar.',
      },
      testimonials: { nav: 'Opiniões', heading: 'O que dizem os clientes', eyebrow: 'Opiniões' },
      faq: { nav: 'Perguntas', heading: 'Perguntas e respostas', eyebrow: 'Perguntas frequentes' },
      'get-started': { heading: 'Comece já', eyebrow: 'Próximo passo' },
    },
    cta: { primary: 'Começar', secondary: 'Ver funcionalidades' },
    steps: [
      { title: 'Crie a sua conta', text: 'Registe-se e explore à vontade antes de adicionar os seus próprios dados.' },
      { title: 'Personalize', text: 'Adicione os seus dados e ajuste as definições à forma como já trabalha.' },
      { title: 'Use no dia a dia', text: 'Deixe que {name} trate das tarefas de rotina e entre em contacto sempre que surgir uma dúvida.' },
    ],
    benefits: [
      { title: 'Menos trabalho repetitivo', text: 'Passe menos tempo em tarefas repetitivas e mais no trabalho que realmente exige a sua atenção.' },
      { title: 'Tudo no mesmo sítio', text: 'Tenha à mão o que precisa, em vez de espalhado por folhas de cálculo, e-mails e notas.' },
      { title: 'Claro num relance', text: 'Veja o ponto da situação sem andar à procura em menus nem exportar relatórios.' },
    ],
    featureText: {
      we: [
        'Peça-nos uma breve demonstração de como se encaixa no seu dia a dia.',
        'Pergunte-nos os pormenores e explicamos como funciona na prática.',
        'Menos uma coisa para configurar, acompanhar ou controlar por conta própria.',
        'Útil para quem está a começar ou para quem vem de outra ferramenta.',
      ],
      i: [
        'Peça-me uma breve demonstração de como se encaixa no seu dia a dia.',
        'Pergunte-me os pormenores e explico como funciona na prática.',
        'Menos uma coisa para configurar, acompanhar ou controlar por conta própria.',
        'Útil para quem está a começar ou para quem vem de outra ferramenta.',
      ],
    },
    faq: {
      we: [
        { q: 'Como começo?', a: 'Clique em «Começar» nesta página, crie a sua conta e configure tudo ao seu ritmo.' },
        { q: 'Posso trazer os meus registos atuais?', a: 'Diga-nos o que usa hoje e explicamos a melhor forma de passar a sua informação para {name}.' },
        { q: 'Como são protegidos os meus dados?', a: 'Pergunte-nos e explicamos, sem tecnicismos, como {name} guarda e protege a sua informação.' },
        { q: 'E se tiver dificuldades?', a: 'Envie-nos uma mensagem através desta página. Ajudamos a encontrar uma resposta para poder voltar ao trabalho.' },
      ],
      i: [
        { q: 'Como começo?', a: 'Clique em «Começar» nesta página, crie a sua conta e configure tudo ao seu ritmo.' },
        { q: 'Posso trazer os meus registos atuais?', a: 'Diga-me o que usa hoje e explico a melhor forma de passar a sua informação para {name}.' },
        { q: 'Como são protegidos os meus dados?', a: 'Pergunte-me e explico, sem tecnicismos, como {name} guarda e protege a sua informação.' },
        { q: 'E se tiver dificuldades?', a: 'Envie-me uma mensagem através desta página. Ajudo a encontrar uma resposta para poder voltar ao trabalho.' },
      ],
    },
    about: {
      we: 'Desenvolvemos {name} para {audience} e damos muita atenção ao que nos dizem as pessoas que o usam. Se alguma coisa estiver a atrasar o seu trabalho, diga-nos e vamos analisar.',
      i: 'Desenvolvo {name} para {audience} e dou muita atenção ao que me dizem as pessoas que o usam. Se alguma coisa estiver a atrasar o seu trabalho, diga-me e vou analisar.',
    },
    closing: { heading: 'Quer experimentar {name}?', text: 'Crie a sua conta e descubra como encaixa no seu dia a dia.' },
    contactIntro: {
      we: 'Envie-nos uma mensagem com qualquer dúvida sobre {name}, antes ou depois de se registar.',
      i: 'Envie-me uma mensagem com qualquer dúvida sobre {name}, antes ou depois de se registar.',
    },
  },

  // Online shops.
  ecommerce: {
    sections: {
      products: { nav: 'Loja', heading: 'Conheça a coleção', eyebrow: 'A coleção' },
      features: { nav: 'Detalhes', heading: { we: 'Porquê comprar connosco', i: 'Porquê comprar comigo' }, eyebrow: 'Informações úteis' },
      testimonials: { nav: 'Opiniões', heading: 'O que dizem os clientes', eyebrow: 'Opiniões' },
      faq: { nav: 'Perguntas', heading: 'Dúvidas antes de comprar', eyebrow: 'Perguntas frequentes' },
      'get-started': { heading: 'Faça a sua encomenda', eyebrow: 'Compre já' },
      pricing: { nav: 'Preços', heading: 'Opções e preços', eyebrow: 'Preços' },
    },
    cta: { primary: 'Ver a coleção', secondary: 'Porquê comprar aqui' },
    steps: [
      { title: 'Escolha os artigos', text: 'Explore a coleção e junte ao carrinho o que lhe agradar.' },
      { title: 'Finalize a compra', text: 'Indique os dados de entrega e conclua o pagamento.' },
      { title: 'Receba a encomenda', text: 'A sua encomenda é preparada e enviada para a morada indicada.' },
    ],
    benefits: {
      we: [
        { title: 'Saiba o que compra', text: 'Cada artigo está descrito com clareza, para escolher com confiança.' },
        { title: 'Ajuda na escolha', text: 'Não sabe o que escolher? Envie-nos uma mensagem e ajudamos a decidir.' },
        { title: 'Embalado com cuidado', text: 'Cada encomenda é verificada e embalada com cuidado antes de sair.' },
      ],
      i: [
        { title: 'Saiba o que compra', text: 'Cada artigo está descrito com clareza, para escolher com confiança.' },
        { title: 'Ajuda na escolha', text: 'Não sabe o que escolher? Envie-me uma mensagem e ajudo a decidir.' },
        { title: 'Embalado com cuidado', text: 'Cada encomenda é verificada e embalada com cuidado antes de sair.' },
      ],
    },
    featureText: {
      we: [
        'Faz parte da forma como gerimos a loja, não é algo pontual.',
        'Tem alguma dúvida? Pergunte antes de encomendar.',
        'Mais uma razão para escolher {name}.',
        'Vale a pena saber antes de escolher.',
      ],
      i: [
        'Faz parte da forma como giro a loja, não é algo pontual.',
        'Tem alguma dúvida? Pergunte antes de encomendar.',
        'Mais uma razão para escolher {name}.',
        'Vale a pena saber antes de escolher.',
      ],
    },
    faq: {
      we: [
        { q: 'Para onde é feito o envio e quanto tempo demora?', a: 'Depende de onde estiver. Verá as opções de entrega ao finalizar a compra, e teremos todo o gosto em confirmar antes de encomendar.' },
        { q: 'E se alguma coisa não estiver bem?', a: 'Entre em contacto e conte-nos o que aconteceu. Explicamos as opções para a sua encomenda.' },
        { q: 'Posso pedir ajuda para escolher?', a: 'Claro que sim. Diga-nos o que procura e para quem é, e sugerimos o que poderá resultar melhor.' },
        { q: 'O que distingue {name}?', a: 'Em resumo: {features}. Se quiser saber mais sobre algum destes pontos, basta perguntar.' },
      ],
      i: [
        { q: 'Para onde é feito o envio e quanto tempo demora?', a: 'Depende de onde estiver. Verá as opções de entrega ao finalizar a compra, e terei todo o gosto em confirmar antes de encomendar.' },
        { q: 'E se alguma coisa não estiver bem?', a: 'Entre em contacto e conte-me o que aconteceu. Explico as opções para a sua encomenda.' },
        { q: 'Posso pedir ajuda para escolher?', a: 'Claro que sim. Diga-me o que procura e para quem é, e sugiro o que poderá resultar melhor.' },
        { q: 'O que distingue {name}?', a: 'Em resumo: {features}. Se quiser saber mais sobre algum destes pontos, basta perguntar.' },
      ],
    },
    about: {
      we: 'Escolhemos a coleção para {audience} e teremos todo o gosto em ajudar a encontrar o artigo certo. Se tiver alguma dúvida sobre um artigo ou uma encomenda, é só perguntar.',
      i: 'Escolhi a coleção para {audience} e terei todo o gosto em ajudar a encontrar o artigo certo. Se tiver alguma dúvida sobre um artigo ou uma encomenda, é só perguntar.',
    },
    closing: {
      heading: 'Encontre os seus novos essenciais',
      text: { we: 'Explore a coleção e encomende online, ou pergunte-nos primeiro o que quiser.', i: 'Explore a coleção e encomende online, ou pergunte-me primeiro o que quiser.' },
    },
    contactIntro: {
      we: 'Envie-nos uma mensagem sobre um produto, uma encomenda ou qualquer outra coisa que queira saber.',
      i: 'Envie-me uma mensagem sobre um produto, uma encomenda ou qualquer outra coisa que queira saber.',
    },
  },

  // Professional services.
  agency: {
    sections: {
      services: { nav: 'Serviços', heading: { we: 'Como podemos ajudar', i: 'Como posso ajudar' }, eyebrow: 'Serviços' },
      process: { nav: 'Método', heading: { we: 'Como trabalhamos', i: 'Como trabalho' }, eyebrow: 'Processo' },
      work: { nav: 'Projetos', heading: { we: 'Exemplos do nosso trabalho', i: 'Exemplos do meu trabalho' }, eyebrow: 'Casos práticos' },
      properties: { nav: 'Imóveis', heading: 'Imóveis em destaque', eyebrow: 'Carteira', go: 'Ver imóveis' },
      about: { nav: 'Apresentação', heading: { we: 'Sobre nós', i: 'Sobre mim' }, eyebrow: 'Abordagem' },
      faq: { heading: 'Perguntas habituais', eyebrow: 'Perguntas frequentes' },
      contact: { nav: 'Contacto', heading: 'Vamos conversar', eyebrow: 'Contacto' },
      pricing: { nav: 'Honorários', heading: 'Honorários e pacotes', eyebrow: 'Honorários' },
      testimonials: { nav: 'Opiniões', heading: 'O que dizem os clientes', eyebrow: 'Testemunhos' },
    },
    cta: { primary: 'Contactar', secondary: 'Ver serviços' },
    steps: {
      we: [
        { title: 'Primeira conversa', text: 'Fale-nos da sua situação. Ouvimos, fazemos perguntas e definimos consigo o que seria um bom resultado.' },
        { title: 'Um plano claro', text: 'Apresentamos as opções e definimos consigo o âmbito antes de o trabalho começar.' },
        { title: 'Trabalho e acompanhamento', text: 'Fazemos o trabalho, damos-lhe notícias ao longo do caminho e analisamos o resultado consigo.' },
      ],
      i: [
        { title: 'Primeira conversa', text: 'Fale-me da sua situação. Ouço, faço perguntas e defino consigo o que seria um bom resultado.' },
        { title: 'Um plano claro', text: 'Apresento as opções e defino consigo o âmbito antes de o trabalho começar.' },
        { title: 'Trabalho e acompanhamento', text: 'Faço o trabalho, dou-lhe notícias ao longo do caminho e analiso o resultado consigo.' },
      ],
    },
    benefits: [
      { title: 'Conselhos sem jargão', text: 'Respostas diretas e sem jargão, para decidir com confiança.' },
      { title: 'Conselhos para pôr em prática', text: 'Recomendações práticas ligadas aos seus objetivos, ao seu orçamento e aos seus prazos.' },
      { title: 'À sua medida', text: 'Cada trabalho parte da sua situação, não de um modelo.' },
    ],
    featureText: {
      we: [
        'Fale-nos da sua situação e explicamos como isto pode funcionar no seu caso.',
        'Aconselhamento claro sobre o ponto em que está e as opções que tem.',
        'Pergunte por isto no primeiro contacto.',
        'Dizemos-lhe com franqueza se é o mais indicado.',
      ],
      i: [
        'Fale-me da sua situação e explico como isto pode funcionar no seu caso.',
        'Aconselhamento claro sobre o ponto em que está e as opções que tem.',
        'Pergunte por isto no primeiro contacto.',
        'Digo-lhe com franqueza se é o mais indicado.',
      ],
    },
    faq: {
      we: [
        { q: 'O que acontece quando entro em contacto?', a: 'Marcamos uma primeira conversa para perceber a sua situação, responder às suas perguntas e explicar as opções.' },
        { q: 'Em que pode {name} ajudar?', a: 'Sobretudo em: {features}. Se a sua questão não estiver na lista, pergunte na mesma: se não pudermos ajudar, dizemos-lhe.' },
        { q: 'Como são calculados os honorários?', a: 'Depende do que precisa. Explicamos como funcionariam os honorários no seu caso antes de qualquer acordo.' },
        { q: 'O que devo ter preparado?', a: 'O que ajudar a explicar a sua situação, como datas importantes, documentos e as perguntas a que quer resposta. Não faz mal se ainda não tiver tudo.' },
      ],
      i: [
        { q: 'O que acontece quando entro em contacto?', a: 'Marco uma primeira conversa para perceber a sua situação, responder às suas perguntas e explicar as opções.' },
        { q: 'Em que pode {name} ajudar?', a: 'Sobretudo em: {features}. Se a sua questão não estiver na lista, pergunte na mesma: se não puder ajudar, digo-lhe.' },
        { q: 'Como são calculados os honorários?', a: 'Depende do que precisa. Explico como funcionariam os honorários no seu caso antes de qualquer acordo.' },
        { q: 'O que devo ter preparado?', a: 'O que ajudar a explicar a sua situação, como datas importantes, documentos e as perguntas a que quer resposta. Não faz mal se ainda não tiver tudo.' },
      ],
    },
    about: {
      we: 'Trabalhamos com {audience} e acreditamos que um bom conselho começa por saber ouvir. Terá uma orientação honesta e prática, em linguagem clara, e saberá sempre qual é o passo seguinte.',
      i: 'Trabalho com {audience} e acredito que um bom conselho começa por saber ouvir. Terá uma orientação honesta e prática, em linguagem clara, e saberá sempre qual é o passo seguinte.',
    },
    closing: {
      heading: 'Vamos falar do que precisa',
      text: { we: 'Diga-nos em que ponto está e sugerimos um próximo passo sensato.', i: 'Diga-me em que ponto está e sugiro um próximo passo sensato.' },
    },
    contactIntro: {
      we: 'Conte-nos um pouco do que precisa e entraremos em contacto para marcar uma primeira conversa.',
      i: 'Conte-me um pouco do que precisa e entrarei em contacto para marcar uma primeira conversa.',
    },
  },

  // Restaurants, cafés, bakeries, bars.
  restaurant: {
    sections: {
      about: { nav: 'A casa', heading: 'Entre e fique à vontade', eyebrow: 'Boas-vindas' },
      menu: { nav: 'Ementa', heading: 'Destaques da ementa', eyebrow: 'Comida e bebida' },
      gallery: { heading: 'Espreite o espaço', eyebrow: 'Galeria' },
      hours: { nav: 'Visita', heading: 'Horário e localização', eyebrow: 'Planeie a visita' },
      reservations: { nav: 'Reservar', heading: 'Reserve uma mesa', eyebrow: 'Reservas' },
      pricing: { nav: 'Preços', heading: 'Menus e preços', eyebrow: 'Preços' },
      testimonials: { nav: 'Opiniões', heading: 'O que dizem os clientes', eyebrow: 'Opiniões' },
    },
    cta: { primary: 'Reservar mesa', secondary: 'Ver a ementa' },
    steps: {
      we: [
        { title: 'Escolha dia e hora', text: 'Indique quando gostaria de vir e quantas pessoas serão.' },
        { title: 'Envie o pedido', text: 'Nas notas, indique alergias, restrições alimentares ou uma ocasião especial.' },
        { title: 'Confirmação', text: 'Entraremos em contacto para confirmar a sua mesa.' },
      ],
      i: [
        { title: 'Escolha dia e hora', text: 'Indique quando gostaria de vir e quantas pessoas serão.' },
        { title: 'Envie o pedido', text: 'Nas notas, indique alergias, restrições alimentares ou uma ocasião especial.' },
        { title: 'Confirmação', text: 'Entrarei em contacto para confirmar a sua mesa.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Uma receção calorosa', text: 'Seja para uma refeição rápida ou para um almoço longo e descontraído, vamos tratar bem de si.' },
        { title: 'Conte-nos a ocasião', text: 'Aniversários, refeições de família ou uma mesa tranquila para dois: diga-nos e faremos o possível.' },
        { title: 'Pergunte por alergias', text: 'Indique alergias ou restrições alimentares na reserva e confirmamos com a cozinha.' },
      ],
      i: [
        { title: 'Uma receção calorosa', text: 'Seja para uma refeição rápida ou para um almoço longo e descontraído, vou tratar bem de si.' },
        { title: 'Conte-me a ocasião', text: 'Aniversários, refeições de família ou uma mesa tranquila para dois: diga-me e farei o possível.' },
        { title: 'Pergunte por alergias', text: 'Indique alergias ou restrições alimentares na reserva e confirmo com a cozinha.' },
      ],
    },
    featureText: {
      we: ['Algo a que dedicamos muito cuidado.', 'Venha experimentar.', 'Pergunte por isto ao reservar mesa.', 'Mais uma razão para visitar {name}.'],
      i: ['Algo a que dedico muito cuidado.', 'Venha experimentar.', 'Pergunte por isto ao reservar mesa.', 'Mais uma razão para visitar {name}.'],
    },
    faq: {
      we: [
        { q: 'Preciso de reservar?', a: 'Reservar é a forma mais segura de ter mesa. Se preferir aparecer sem reserva, venha e arranjamos lugar se for possível.' },
        { q: 'Há opções para alergias e restrições alimentares?', a: 'Fale-nos de alergias ou restrições alimentares ao reservar e dizemos-lhe o que a cozinha pode fazer.' },
        { q: 'É possível vir em grupo grande?', a: 'Diga-nos quantas pessoas são e qual é a ocasião, e vemos o que conseguimos organizar.' },
        { q: 'Como altero ou cancelo uma reserva?', a: 'Entre em contacto o mais cedo possível através dos contactos desta página, e atualizamos a sua reserva.' },
      ],
      i: [
        { q: 'Preciso de reservar?', a: 'Reservar é a forma mais segura de ter mesa. Se preferir aparecer sem reserva, venha e arranjo lugar se for possível.' },
        { q: 'Há opções para alergias e restrições alimentares?', a: 'Fale-me de alergias ou restrições alimentares ao reservar e digo-lhe o que a cozinha pode fazer.' },
        { q: 'É possível vir em grupo grande?', a: 'Diga-me quantas pessoas são e qual é a ocasião, e vejo o que consigo organizar.' },
        { q: 'Como altero ou cancelo uma reserva?', a: 'Entre em contacto o mais cedo possível através dos contactos desta página, e atualizo a sua reserva.' },
      ],
    },
    about: {
      we: 'Queremos que {name} seja um lugar onde se sinta em casa, quer venha só ou com um grupo grande. Puxe uma cadeira, sem pressas, e diga-nos se há alguma coisa que possamos fazer para tornar a visita ainda melhor.',
      i: 'Quero que cada visita seja simples e descontraída, quer venha só ou com um grupo grande. Puxe uma cadeira, sem pressas, e diga-me se há alguma coisa que possa fazer para tornar a visita ainda melhor.',
    },
    closing: {
      heading: { we: 'Esperamos por si', i: 'Espero por si' },
      text: { we: 'Escolha a data, envie o pedido e nós tratamos do resto.', i: 'Escolha a data, envie o pedido e eu trato do resto.' },
    },
    contactIntro: {
      we: 'Envie um pedido de reserva com a data, a hora e o número de pessoas, e entraremos em contacto para confirmar.',
      i: 'Envie um pedido de reserva com a data, a hora e o número de pessoas, e entrarei em contacto para confirmar.',
    },
  },

  // Photographers, artists, illustrators, designers.
  portfolio: {
    sections: {
      gallery: { nav: 'Trabalhos', heading: 'Trabalhos selecionados', eyebrow: 'Portefólio' },
      about: { nav: 'Apresentação', heading: { we: 'Sobre nós', i: 'Sobre mim' }, eyebrow: 'Olá' },
      services: { nav: 'Serviços', heading: { we: 'O que oferecemos', i: 'O que ofereço' }, eyebrow: 'Serviços' },
      process: { heading: 'Da primeira mensagem à entrega', eyebrow: 'Processo' },
      faq: { nav: 'Perguntas', heading: 'Vale a pena saber', eyebrow: 'Perguntas frequentes' },
      contact: { nav: 'Contacto', heading: { we: 'Fale-nos dos seus planos', i: 'Fale-me dos seus planos' }, eyebrow: 'Pedidos de informação' },
      pricing: { nav: 'Pacotes', heading: 'Pacotes e preços', eyebrow: 'Preços' },
      testimonials: { nav: 'Testemunhos', heading: 'O que dizem os clientes', eyebrow: 'Testemunhos' },
    },
    cta: { primary: 'Ver disponibilidade', secondary: 'Ver trabalhos' },
    steps: {
      we: [
        { title: 'Primeiro contacto', text: 'Envie uma mensagem com a data ou o prazo e o que tem em mente.' },
        { title: 'Definir o plano', text: 'Falamos sobre o projeto e enviamos um resumo claro do que está incluído e quando.' },
        { title: 'Criação e entrega', text: 'Pomos mãos à obra, damos-lhe notícias e entregamos tudo no formato combinado.' },
      ],
      i: [
        { title: 'Primeiro contacto', text: 'Envie uma mensagem com a data ou o prazo e o que tem em mente.' },
        { title: 'Definir o plano', text: 'Falo consigo sobre o projeto e envio um resumo claro do que está incluído e quando.' },
        { title: 'Criação e entrega', text: 'Ponho mãos à obra, dou-lhe notícias e entrego tudo no formato combinado.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Um acompanhamento pessoal', text: 'Fala diretamente com quem faz o trabalho, da primeira mensagem à entrega.' },
        { title: 'Claro desde o início', text: 'Sabe o que está incluído e quando o vai receber antes de reservar o que quer que seja.' },
        { title: 'Feito à medida', text: 'Cada projeto é pensado para o que tem em mente, sem seguir uma fórmula fixa.' },
      ],
      i: [
        { title: 'Um acompanhamento pessoal', text: 'Fala diretamente comigo, da primeira mensagem à entrega.' },
        { title: 'Claro desde o início', text: 'Sabe o que está incluído e quando o vai receber antes de reservar o que quer que seja.' },
        { title: 'Feito à medida', text: 'Cada projeto é pensado para o que tem em mente, sem seguir uma fórmula fixa.' },
      ],
    },
    featureText: {
      we: [
        'Diga-nos o que tem em mente e adaptamos tudo aos seus planos.',
        'Pergunte pela disponibilidade para as suas datas.',
        'Peça para ver mais exemplos como este.',
        'Podemos conversar primeiro, sem compromisso de reserva.',
      ],
      i: [
        'Diga-me o que tem em mente e adapto tudo aos seus planos.',
        'Pergunte pela disponibilidade para as suas datas.',
        'Peça para ver mais exemplos como este.',
        'Podemos conversar primeiro, sem compromisso de reserva.',
      ],
    },
    faq: {
      we: [
        { q: 'Com quanta antecedência devo reservar?', a: 'O mais cedo possível, sobretudo para as datas mais procuradas. Envie-nos a sua data e vemos a agenda.' },
        { q: 'Como é entregue o trabalho final?', a: 'Combinamos consigo o formato e os prazos antes de começar, para saber exatamente o que esperar e quando.' },
        { q: 'E se o trabalho for noutra cidade?', a: 'Diga-nos onde e quando, e confirmamos se podemos estar lá e se há custos de deslocação.' },
        { q: 'Como faço a reserva?', a: 'Envie um pedido pelo formulário desta página. Respondemos com a disponibilidade e os próximos passos.' },
      ],
      i: [
        { q: 'Com quanta antecedência devo reservar?', a: 'O mais cedo possível, sobretudo para as datas mais procuradas. Envie-me a sua data e vejo a minha agenda.' },
        { q: 'Como é entregue o trabalho final?', a: 'Combino consigo o formato e os prazos antes de começar, para saber exatamente o que esperar e quando.' },
        { q: 'E se o trabalho for noutra cidade?', a: 'Diga-me onde e quando, e confirmo se posso estar lá e se há custos de deslocação.' },
        { q: 'Como faço a reserva?', a: 'Envie um pedido pelo formulário desta página. Respondo com a disponibilidade e os próximos passos.' },
      ],
    },
    about: {
      we: 'Trabalhamos com {audience}, e cada projeto começa por ouvir: o que tem em mente, o que é importante para si e que sensação quer transmitir. Gostamos de um trato próximo e descontraído, e teremos todo o gosto em responder a perguntas em qualquer fase.',
      i: 'Trabalho com {audience}, e cada projeto começa por ouvir: o que tem em mente, o que é importante para si e que sensação quer transmitir. Gosto de um trato próximo e descontraído, e terei todo o gosto em responder a perguntas em qualquer fase.',
    },
    closing: {
      heading: 'Tem uma data ou um projeto?',
      text: { we: 'Envie um pedido e dizemos-lhe se temos disponibilidade.', i: 'Envie um pedido e digo-lhe se tenho disponibilidade.' },
    },
    contactIntro: {
      we: 'Partilhe alguns pormenores dos seus planos e respondemos com a nossa disponibilidade.',
      i: 'Partilhe alguns pormenores dos seus planos e respondo com a minha disponibilidade.',
    },
  },

  // Local services by appointment.
  local: {
    sections: {
      services: { nav: 'Serviços', heading: { we: 'Como podemos ajudar', i: 'Como posso ajudar' }, eyebrow: 'Serviços' },
      rooms: { nav: 'Quartos', heading: 'Quartos e preços', eyebrow: 'Estadia', go: 'Ver os quartos' },
      booking: { heading: 'Como marcar', eyebrow: 'Passo a passo' },
      benefits: { heading: 'O que pode esperar', eyebrow: 'Informações úteis', intro: 'Pensado para {audience}.' },
      location: { nav: 'Localização', heading: 'Quando e onde', eyebrow: 'Horário' },
      area: { nav: 'Zona', heading: { we: 'Onde trabalhamos', i: 'Onde trabalho' }, eyebrow: 'Área de serviço' },
      faq: { nav: 'Perguntas', heading: 'Dúvidas antes de marcar', eyebrow: 'Perguntas frequentes' },
      contact: { nav: 'Marcar', heading: 'Peça uma marcação', eyebrow: 'Marcações' },
      pricing: { nav: 'Preços', heading: 'Serviços e preços', eyebrow: 'Preços' },
      testimonials: { nav: 'Opiniões', heading: 'O que dizem os clientes', eyebrow: 'Opiniões' },
    },
    cta: { primary: 'Pedir marcação', secondary: 'Ver serviços' },
    steps: {
      we: [
        { title: 'Escolha o que pretende', text: 'Escolha entre as opções desta página ou descreva por palavras suas o que precisa.' },
        { title: 'Envie um pedido', text: 'No formulário de marcação, sugira os dias ou as horas que lhe dão mais jeito.' },
        { title: 'Confirmação dos detalhes', text: 'Entramos em contacto para confirmar a hora ou sugerir outra que funcione.' },
      ],
      i: [
        { title: 'Escolha o que pretende', text: 'Escolha entre as opções desta página ou descreva por palavras suas o que precisa.' },
        { title: 'Envie um pedido', text: 'No formulário de marcação, sugira os dias ou as horas que lhe dão mais jeito.' },
        { title: 'Confirmação dos detalhes', text: 'Entro em contacto para confirmar a hora ou sugerir outra que funcione.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Tempo para conversar', text: 'Tem tempo para explicar o que precisa e recebe respostas claras.' },
        { title: 'Marcação simples', text: 'Envie um pedido a partir desta página quando lhe der jeito, sem esperas ao telefone.' },
        { title: 'Pergunte à vontade', text: 'Pergunte-nos o que quiser antes de marcar, desde o que envolve até ao que deve trazer.' },
      ],
      i: [
        { title: 'Tempo para conversar', text: 'Tem tempo para explicar o que precisa e recebe respostas claras.' },
        { title: 'Marcação simples', text: 'Envie um pedido a partir desta página quando lhe der jeito, sem esperas ao telefone.' },
        { title: 'Pergunte à vontade', text: 'Pergunte-me o que quiser antes de marcar, desde o que envolve até ao que deve trazer.' },
      ],
    },
    featureText: {
      we: [
        'Diga-nos o que precisa e explicamos como funciona.',
        'Não sabe se é indicado para si? Pergunte sem compromisso.',
        'Parte do que {name} tem para oferecer.',
        'Vale a pena perguntar por isto quando entrar em contacto.',
      ],
      i: [
        'Diga-me o que precisa e explico como funciona.',
        'Não sabe se é indicado para si? Pergunte sem compromisso.',
        'Parte do que {name} tem para oferecer.',
        'Vale a pena perguntar por isto quando entrar em contacto.',
      ],
    },
    faq: {
      we: [
        { q: 'O que posso esperar da primeira vez?', a: 'Começamos por falar sobre o que precisa e responder às suas perguntas, e depois sugerimos o passo seguinte.' },
        { q: 'Devo preparar alguma coisa?', a: 'Ajuda anotar o que precisa e as suas dúvidas. Se for preciso trazer alguma coisa, dizemos-lhe quando confirmarmos.' },
        { q: 'Como funciona o pagamento?', a: 'Pergunte ao marcar e explicamos as opções, incluindo se se aplicam seguros ou vales.' },
        { q: 'E se precisar de alterar a marcação?', a: 'Avise-nos o mais cedo possível através dos contactos desta página, e encontramos outra hora.' },
      ],
      i: [
        { q: 'O que posso esperar da primeira vez?', a: 'Começo por falar sobre o que precisa e responder às suas perguntas, e depois sugiro o passo seguinte.' },
        { q: 'Devo preparar alguma coisa?', a: 'Ajuda anotar o que precisa e as suas dúvidas. Se for preciso trazer alguma coisa, digo-lhe quando confirmar.' },
        { q: 'Como funciona o pagamento?', a: 'Pergunte ao marcar e explico as opções, incluindo se se aplicam seguros ou vales.' },
        { q: 'E se precisar de alterar a marcação?', a: 'Avise-me o mais cedo possível através dos contactos desta página, e encontro outra hora.' },
      ],
    },
    about: {
      we: '{name} dedica tempo a perceber o que precisa antes de sugerir o que quer que seja. Pode contar com uma receção simpática, explicações claras e uma ideia precisa do que vem a seguir.',
      i: 'Dedico tempo a perceber o que precisa antes de sugerir o que quer que seja. Pode contar com uma receção simpática, explicações claras e uma ideia precisa do que vem a seguir.',
    },
    closing: {
      heading: 'Quer fazer uma marcação?',
      text: { we: 'Envie um pedido e encontramos uma hora que lhe dê jeito.', i: 'Envie um pedido e encontro uma hora que lhe dê jeito.' },
    },
    contactIntro: {
      we: 'Diga-nos o que quer marcar e quando lhe dá jeito, e respondemos para confirmar.',
      i: 'Diga-me o que quer marcar e quando lhe dá jeito, e respondo para confirmar.',
    },
  },

  // Charities, food banks, community groups.
  nonprofit: {
    sections: {
      mission: { nav: 'Missão', heading: { we: 'A nossa razão de ser', i: 'A minha razão de ser' }, eyebrow: 'Missão' },
      help: { nav: 'Participar', heading: 'Formas de ajudar', eyebrow: 'Participe', intro: 'Há mais do que uma forma de apoiar {name}.' },
      'how-it-works': { heading: 'Como participar', eyebrow: 'Passo a passo' },
      donate: { nav: 'Doar', heading: 'Faça um donativo', eyebrow: 'Apoio' },
      faq: { nav: 'Perguntas', heading: 'Perguntas habituais', eyebrow: 'Perguntas frequentes' },
      contact: { nav: 'Contacto', heading: 'Entre em contacto', eyebrow: 'Contacto' },
      pricing: { nav: 'Donativos', heading: 'Formas de contribuir', eyebrow: 'Donativos' },
      testimonials: { nav: 'Histórias', heading: 'Na primeira pessoa', eyebrow: 'Histórias' },
    },
    cta: { primary: 'Fazer um donativo', secondary: 'Formas de ajudar' },
    steps: {
      we: [
        { title: 'Escolha como ajudar', text: 'Veja as formas de ajudar nesta página e escolha a que mais lhe convém.' },
        { title: 'Entre em contacto', text: 'Envie-nos uma mensagem e explicamos como começar.' },
        { title: 'Mantenha-se a par', text: 'Acompanhe as novidades e veja o que o seu apoio ajuda a tornar possível.' },
      ],
      i: [
        { title: 'Escolha como ajudar', text: 'Veja as formas de ajudar nesta página e escolha a que mais lhe convém.' },
        { title: 'Entre em contacto', text: 'Envie-me uma mensagem e explico como começar.' },
        { title: 'Mantenha-se a par', text: 'Acompanhe as novidades e veja o que o seu apoio ajuda a tornar possível.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Cada gesto conta', text: 'Um donativo, uma partilha nas redes ou uma palavra sobre {name} a alguém: tudo soma.' },
        { title: 'Pergunte para onde vai', text: 'Pergunte-nos como é usado o apoio que recebemos e teremos todo o gosto em explicar.' },
        { title: 'Junte-se a quem se importa', text: 'Participe ao lado de pessoas que se preocupam com as mesmas causas.' },
      ],
      i: [
        { title: 'Cada gesto conta', text: 'Um donativo, uma partilha nas redes ou uma palavra sobre {name} a alguém: tudo soma.' },
        { title: 'Pergunte para onde vai', text: 'Pergunte-me como é usado o apoio que recebo e terei todo o gosto em explicar.' },
        { title: 'Junte-se a quem se importa', text: 'Participe ao lado de pessoas que se preocupam com as mesmas causas.' },
      ],
    },
    featureText: {
      we: [
        'Pergunte-nos o que faz mais falta neste momento.',
        'Uma das formas como {name} faz a diferença.',
        'Conhece alguém a quem isto possa interessar? Partilhe.',
        'Saiba mais quando entrar em contacto.',
      ],
      i: [
        'Pergunte-me o que faz mais falta neste momento.',
        'Uma das formas como {name} faz a diferença.',
        'Conhece alguém a quem isto possa interessar? Partilhe.',
        'Saiba mais quando entrar em contacto.',
      ],
    },
    faq: {
      we: [
        { q: 'Como posso fazer voluntariado?', a: 'Envie-nos uma mensagem com um pouco sobre si e a sua disponibilidade, e entraremos em contacto para ver como pode ajudar.' },
        { q: 'Para onde vai o meu donativo?', a: 'Para o trabalho que vê nesta página. Se quiser mais pormenores sobre como são usados os donativos, basta perguntar.' },
        { q: 'Posso doar bens além de dinheiro?', a: 'Entre em contacto primeiro e dizemos-lhe o que faz falta e onde entregar.' },
        { q: '{name} pode ajudar-me?', a: 'Entre em contacto e explicamos que apoio existe e como funciona.' },
      ],
      i: [
        { q: 'Como posso fazer voluntariado?', a: 'Envie-me uma mensagem com um pouco sobre si e a sua disponibilidade, e entrarei em contacto para ver como pode ajudar.' },
        { q: 'Para onde vai o meu donativo?', a: 'Para o trabalho que vê nesta página. Se quiser mais pormenores sobre como são usados os donativos, basta perguntar.' },
        { q: 'Posso doar bens além de dinheiro?', a: 'Entre em contacto primeiro e digo-lhe o que faz falta e onde entregar.' },
        { q: '{name} pode ajudar-me?', a: 'Entre em contacto e explico que apoio existe e como funciona.' },
      ],
    },
    about: {
      we: 'Tudo o que {name} faz depende de pessoas que dão o seu tempo, dinheiro e energia. Quer precise de apoio, quer o queira oferecer, aqui tem as portas abertas, e gostaríamos muito de ter notícias suas.',
      i: 'Tudo o que {name} faz depende de pessoas que dão o seu tempo, dinheiro e energia. Quer precise de apoio, quer o queira oferecer, aqui tem as portas abertas, e gostaria muito de ter notícias suas.',
    },
    closing: {
      heading: 'O seu apoio torna isto possível',
      text: 'Qualquer donativo ajuda, seja qual for o valor. Entre em contacto se quiser contribuir de outra forma.',
    },
    contactIntro: {
      we: 'Quer queira ajudar, quer precise de apoio, envie-nos uma mensagem e daremos resposta.',
      i: 'Quer queira ajudar, quer precise de apoio, envie-me uma mensagem e darei resposta.',
    },
  },

  // Bands, festivals, conferences, tours.
  events: {
    sections: {
      about: { nav: 'Apresentação', heading: { we: 'Sobre nós', i: 'Sobre mim' }, eyebrow: 'Boas-vindas' },
      dates: { nav: 'Datas', heading: 'Próximas datas', eyebrow: 'Reserve a data' },
      highlights: { nav: 'Destaques', heading: 'O que vem aí', eyebrow: 'Destaques' },
      gallery: { nav: 'Fotos', heading: 'Em imagens', eyebrow: 'Galeria' },
      faq: { nav: 'Perguntas', heading: 'Informações úteis', eyebrow: 'Perguntas frequentes' },
      contact: { nav: 'Contacto', heading: 'Mantenha o contacto', eyebrow: 'Novidades e contratações' },
      pricing: { nav: 'Bilhetes', heading: 'Bilhetes e passes', eyebrow: 'Bilhetes' },
      testimonials: { nav: 'Opiniões', heading: 'O que dizem as pessoas', eyebrow: 'Opiniões' },
    },
    cta: { primary: 'Ver próximas datas', secondary: 'Contactar' },
    steps: {
      we: [
        { title: 'Escolha uma data', text: 'Encontre na lista de próximas datas o dia e o local que lhe convêm.' },
        { title: 'Garanta o seu lugar', text: 'Siga as informações sobre bilhetes indicadas para essa data.' },
        { title: 'Até lá', text: 'Venha e faça parte da festa: contamos consigo.' },
      ],
      i: [
        { title: 'Escolha uma data', text: 'Encontre na lista de próximas datas o dia e o local que lhe convêm.' },
        { title: 'Garanta o seu lugar', text: 'Siga as informações sobre bilhetes indicadas para essa data.' },
        { title: 'Até lá', text: 'Venha e faça parte da festa: conto consigo.' },
      ],
    },
    benefits: [
      { title: 'Planeie com tempo', text: 'Veja as datas com antecedência e aponte na agenda a que lhe dá mais jeito.' },
      { title: 'Melhor em companhia', text: 'Partilhe as datas com as pessoas com quem gostaria de ir.' },
      { title: 'Não perca nada', text: 'Entre em contacto para saber de novas datas e anúncios.' },
    ],
    featureText: {
      we: [
        'Acompanhe esta página para ver os pormenores mais recentes.',
        'Pergunte-nos por isto quando entrar em contacto.',
        'Mais uma razão para não faltar.',
        'Partilhe com alguém que vai adorar.',
      ],
      i: [
        'Acompanhe esta página para ver os pormenores mais recentes.',
        'Pergunte-me por isto quando entrar em contacto.',
        'Mais uma razão para não faltar.',
        'Partilhe com alguém que vai adorar.',
      ],
    },
    faq: {
      we: [
        { q: 'Onde posso comprar bilhetes?', a: 'Consulte as informações de cada data para saber onde comprar bilhetes. Se não encontrar o que procura, envie-nos uma mensagem.' },
        { q: 'O local é acessível?', a: 'Depende do local. Entre em contacto antes de reservar e ajudamos a saber o que precisa.' },
        { q: 'Como contacto para contratações ou imprensa?', a: 'Use o formulário desta página para contratações, imprensa ou qualquer outro assunto, e entraremos em contacto.' },
        { q: 'Como fico a saber de novas datas?', a: 'Deixe os seus dados no formulário desta página e avisamos quando forem anunciadas novas datas.' },
      ],
      i: [
        { q: 'Onde posso comprar bilhetes?', a: 'Consulte as informações de cada data para saber onde comprar bilhetes. Se não encontrar o que procura, envie-me uma mensagem.' },
        { q: 'O local é acessível?', a: 'Depende do local. Entre em contacto antes de reservar e ajudo a saber o que precisa.' },
        { q: 'Como contacto para contratações ou imprensa?', a: 'Use o formulário desta página para contratações, imprensa ou qualquer outro assunto, e entrarei em contacto.' },
        { q: 'Como fico a saber de novas datas?', a: 'Deixe os seus dados no formulário desta página e aviso quando forem anunciadas novas datas.' },
      ],
    },
    about: {
      we: 'Quer seja a primeira vez com {name}, quer já seja presença habitual, tem sempre lugar aqui. Queremos que cada data valha a pena marcar na agenda, e gostaríamos muito de contar consigo.',
      i: 'Quer seja a primeira vez com {name}, quer já seja presença habitual, tem sempre lugar aqui. Quero que cada data valha a pena marcar na agenda, e gostaria muito de contar consigo.',
    },
    closing: { heading: 'Não perca a próxima', text: 'Escolha uma data, avise os amigos e aponte na agenda.' },
    contactIntro: {
      we: 'Para contratações, imprensa ou novidades sobre novas datas, envie-nos uma mensagem.',
      i: 'Para contratações, imprensa ou novidades sobre novas datas, envie-me uma mensagem.',
    },
  },

  // Anything else.
  startup: {
    sections: {
      features: { nav: 'Destaques', heading: { we: 'O que oferecemos', i: 'O que ofereço' }, eyebrow: 'Destaques' },
      benefits: { heading: 'O que recebe', eyebrow: 'Para quem é', intro: 'Feito para {audience}.' },
      'how-it-works': { heading: 'Como funciona', eyebrow: 'Primeiros passos' },
      faq: { nav: 'Perguntas', heading: 'Perguntas frequentes', eyebrow: 'Dúvidas' },
      contact: { nav: 'Contacto', heading: 'Entre em contacto', eyebrow: 'Contacto' },
      pricing: { nav: 'Preços', heading: 'Planos e preços', eyebrow: 'Preços' },
      testimonials: { nav: 'Opiniões', heading: 'O que dizem as pessoas', eyebrow: 'Opiniões' },
    },
    cta: { primary: 'Contactar', secondary: 'Saber mais' },
    steps: {
      we: [
        { title: 'Diga olá', text: 'Envie uma mensagem curta sobre o que procura; não precisa de ter tudo decidido.' },
        { title: 'Encontrar a melhor opção', text: 'Falamos sobre o assunto, respondemos às suas perguntas e sugerimos o melhor caminho.' },
        { title: 'Mãos à obra', text: 'Quando o plano lhe agradar, é hora de começar.' },
      ],
      i: [
        { title: 'Diga olá', text: 'Envie uma mensagem curta sobre o que procura; não precisa de ter tudo decidido.' },
        { title: 'Encontrar a melhor opção', text: 'Falo consigo sobre o assunto, respondo às suas perguntas e sugiro o melhor caminho.' },
        { title: 'Mãos à obra', text: 'Quando o plano lhe agradar, é hora de começar.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Sem jargão', text: 'Informação clara e respostas honestas, em linguagem simples.' },
        { title: 'À sua medida', text: 'O que recebe é pensado para aquilo de que realmente precisa.' },
        { title: 'Uma conversa a sério', text: 'Vai falar com pessoas que fazem questão de fazer as coisas bem.' },
      ],
      i: [
        { title: 'Sem jargão', text: 'Informação clara e respostas honestas, em linguagem simples.' },
        { title: 'À sua medida', text: 'O que recebe é pensado para aquilo de que realmente precisa.' },
        { title: 'Uma conversa a sério', text: 'Vai falar diretamente comigo, e faço questão de fazer as coisas bem.' },
      ],
    },
    featureText: {
      we: [
        'Diga-nos o que precisa e explicamos como isto se encaixa.',
        'Parte do que faz {name} merecer um olhar mais atento.',
        'Ficou com curiosidade? Envie uma mensagem para saber mais.',
        'Útil para comparar as suas opções.',
      ],
      i: [
        'Diga-me o que precisa e explico como isto se encaixa.',
        'Parte do que faz {name} merecer um olhar mais atento.',
        'Ficou com curiosidade? Envie uma mensagem para saber mais.',
        'Útil para comparar as suas opções.',
      ],
    },
    faq: {
      we: [
        { q: 'Como começo?', a: 'Envie uma mensagem pelo formulário desta página e nós tratamos do resto.' },
        { q: 'O que oferece {name}?', a: 'Os destaques são: {features}. Se procura algo que não está na lista, pergunte na mesma.' },
        { q: '{name} é a escolha certa para mim?', a: 'A melhor forma de saber é perguntar. Diga-nos o que procura e damos-lhe uma resposta honesta.' },
        { q: 'Quanto custa?', a: 'Depende do que precisa. Entre em contacto e explicamos as opções antes de decidir o que quer que seja.' },
      ],
      i: [
        { q: 'Como começo?', a: 'Envie uma mensagem pelo formulário desta página e eu trato do resto.' },
        { q: 'O que oferece {name}?', a: 'Os destaques são: {features}. Se procura algo que não está na lista, pergunte na mesma.' },
        { q: '{name} é a escolha certa para mim?', a: 'A melhor forma de saber é perguntar. Diga-me o que procura e dou-lhe uma resposta honesta.' },
        { q: 'Quanto custa?', a: 'Depende do que precisa. Entre em contacto e explico as opções antes de decidir o que quer que seja.' },
      ],
    },
    about: {
      we: '{name} aposta na simplicidade: informação clara, respostas honestas e uma pessoa real do outro lado. Se tiver alguma dúvida, preferimos mesmo que pergunte.',
      i: 'Aposto na simplicidade: informação clara, respostas honestas e uma pessoa real do outro lado. Se tiver alguma dúvida, prefiro mesmo que pergunte.',
    },
    closing: {
      heading: 'Vamos começar?',
      text: {
        we: 'Diga-nos o que procura e descubra se {name} é a escolha certa.',
        i: 'Diga-me o que procura e descubra se {name} é a escolha certa.',
      },
    },
    contactIntro: {
      we: 'Envie-nos uma mensagem com as suas perguntas ou ideias e damos-lhe resposta.',
      i: 'Envie-me uma mensagem com as suas perguntas ou ideias e dou-lhe resposta.',
    },
  },
};

/** Sample-item words in European Portuguese; instructions to the owner in the formal imperative, as in UI_PT. */
export const SAMPLE_PT: SampleWords = {
  tiers: ['Essencial', 'Padrão', 'Premium'],
  tierText: ['Para começar', 'Para a maioria dos clientes', 'Para necessidades maiores'],
  prioritySupport: 'Apoio prioritário',
  quoteName: 'Nome do cliente', quoteRole: 'Cargo ou localidade',
  quoteText: 'Substitua por uma breve citação de um cliente real sobre {feature}.',
  project: ['Primeiro projeto', 'Segundo projeto', 'Terceiro projeto'], projectMeta: 'Cliente · Ano',
  mockProject: ['Design de embalagens', 'Site e loja online', 'Papelaria corporativa'], campaignProject: ['Campanha de cartazes', 'Site e loja online', 'Renovação de marca'], roomProject: ['Cozinha familiar', 'Quarto principal', 'Sala de jantar'],
  projectText: 'Um breve resumo de um projeto real: o pedido, o que foi feito e o resultado.',
  listing: ['Moradia familiar', 'Apartamento', 'Casa de campo'], listingMeta: 'Localização · Preço',
  listingText: 'Uma breve descrição da casa: as divisões, o espaço exterior e o que há por perto.',
  room: ['Quarto duplo', 'Quarto twin', 'Quarto familiar'], roomText: 'Uma breve descrição do quarto: as camas, a vista e o que está incluído.',
  pitch: ['Lugar para tenda', 'Lugar com eletricidade', 'Tenda sino'], pitchText: 'Uma breve descrição do lugar: o tamanho, o que há por perto e o que está incluído.',
  desk: ['Posto flexível', 'Posto fixo', 'Escritório privado'], deskText: 'Uma breve descrição do espaço: para quem é indicado, o que está incluído e quando está aberto.',
  car: ['Utilitário', 'SUV familiar', 'Carrinha'], carMeta: 'Ano · Quilómetros', carText: 'Uma breve descrição do carro: marca e modelo, motor, quilómetros e o que inclui.',
  book: ['Livro mais recente', 'Livro anterior', 'Primeiro livro'], bookMeta: 'Género · Ano', bookText: 'Uma breve sinopse: do que trata o livro e onde se pode comprar.',
  product: ['O mais vendido', 'Uma novidade', 'Uma ideia para oferecer'],
  productText: 'Descreva o produto: o que é, de que é feito e a quem se destina.',
  dish: 'Descreva o prato: o que leva e como é preparado.',
  courses: ['Uma entrada', 'Um prato principal', 'Uma sobremesa', 'Uma bebida'],
  cafeCourses: ['Um café', 'Um pastel', 'Uma fatia de bolo', 'Algo salgado'],
  parlourCourses: ['Um gelado cremoso', 'Um sorvete de fruta', 'Uma taça de gelado', 'Um batido ou um café'],
  cakeCourses: ['Um bolo de celebração', 'Um bolo de casamento', 'Uma caixa de cupcakes', 'Uma mesa de doces'],
  spiritCourses: ['Um destilado da casa', 'Uma edição sazonal', 'Uma bebida clássica', 'Uma prova de três'],
  barCourses: ['Um cocktail da casa', 'Um cocktail clássico', 'Uma bebida sem álcool', 'Um petisco'],
  pizzaCourses: ['Uma pizza clássica', 'A pizza da casa', 'Uma sobremesa', 'Uma bebida'],
  pubCourses: ['Uma cerveja clara', 'Uma cerveja preta', 'Uma cerveja sazonal', 'Um petisco'],
  wineCourses: ['Um vinho branco', 'Um vinho tinto', 'Um espumante', 'Uma tábua para partilhar'],
  street: 'Rua e número, código postal, localidade',
  areaText: 'As localidades, bairros ou códigos postais que cobre',
  dates: ['Primeira data', 'Segunda data', 'Terceira data'], dateText: 'Cidade · Local', tickets: 'Bilhetes',
  episodes: ['Episódio três', 'Episódio dois', 'Episódio um'], episodeText: 'Título do episódio · Data', showText: 'Título do espetáculo · Hora', weddingDay: ['Cerimónia', 'Cocktail', 'Copo de água', 'Festa'],
  programme: ['Acreditação e café', 'Conferência de abertura', 'Palestras', 'Almoço', 'Sessões da tarde'],
  ticketTiers: ['Pré-venda', 'Normal', 'Grupos'], ticketText: ['Em número limitado, a um preço mais baixo', 'Um bilhete para uma pessoa', 'Para equipas que reservam em conjunto'],
  posts: ['O artigo mais recente', 'Um artigo anterior', 'Um favorito de sempre'], postText: 'Tema · Data',
  videos: ['Vídeo três', 'Vídeo dois', 'Vídeo um'], videoText: 'Título do vídeo · Data',
  gallery: 'Ilustração {n} para {name}',
  perSession: '/ sessão',
  pitches: ['Mercado de rua', 'Parque empresarial', 'Mercado de produtores'],
};
