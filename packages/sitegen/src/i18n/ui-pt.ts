import type { UiStrings } from './types';

/**
 * The fixed strings in Portuguese (issue 15 §5): European spelling after the 1990 Agreement, worded so a
 * Brazilian reader finds nothing foreign. No "você" or "tu": labels are impersonal ("Nome") and instructions
 * formal imperatives ("substitua-os"); words both variants share ("Ir para o conteúdo", "Endereço",
 * "Com hora marcada", "Inscrever-se", "ativo") over the ones that differ (saltar/pular, morada,
 * marcação/agendamento, equipa/equipe, contacto/contato, ligado/conectado).
 */
export const UI_PT: UiStrings = {
  skip: 'Ir para o conteúdo',
  menu: 'Menu',
  mainNav: 'Principal',
  footerNav: 'Rodapé',
  atAGlance: 'Em resumo',
  sampleLabel: 'Conteúdo de exemplo.',
  samplePrice: 'Preço de exemplo',
  perMonth: '/ mês',
  free: 'Grátis',
  plan: 'Plano', includes: 'Inclui', price: 'Preço', plans: 'Planos',
  openingHours: 'Horário', findUs: 'Onde estamos', closed: 'Fechado', byAppointment: 'Com hora marcada',
  workingHours: 'Horário de trabalho',
  days: ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado', 'Domingo'],
  dayRange: '{from} – {to}',
  address: 'Endereço',
  areaServed: 'Área de atuação',
  email: 'E-mail', phone: 'Telefone',
  form: {
    name: 'Nome', email: 'E-mail', phone: 'Telefone', message: 'Como podemos ajudar?', date: 'Data', time: 'Hora',
    guests: 'Pessoas', notes: 'Algo que devamos saber? (opcional)', service: 'O que deseja reservar?',
    send: 'Enviar mensagem', requestTable: 'Pedir uma mesa', requestBooking: 'Pedir uma reserva', subscribe: 'Inscrever-se',
    previewSent: 'Pré-visualização: no site publicado, este formulário envia-lhe a mensagem. Nada foi enviado.',
    sent: 'Obrigado. A sua mensagem foi enviada.',
    failed: 'Lamentamos, não foi possível enviar. Tente novamente ou escreva-nos diretamente.',
    newsletter: 'Novidades e ofertas por e-mail, cerca de uma vez por mês. Pode cancelar quando quiser.',
    subscribed: 'Obrigado. Já está na lista.',
    leaveEmpty: 'Deixe este campo vazio',
  },
  sample: {
    pricing: 'Planos e preços de exemplo: substitua-os pelos reais antes de publicar.',
    testimonials: 'Opiniões de exemplo: substitua-as por palavras reais de clientes reais, com a autorização deles.',
    hours: 'Horário e endereço de exemplo: substitua-os pelos seus antes de publicar.',
    menu: 'Pratos de exemplo: adicione aqui os pratos da casa e os preços, ou um link para o menu completo.',
    work: 'Projetos de exemplo: substitua-os pelos seus próprios trabalhos.',
    listings: 'Imóveis de exemplo: substitua-os pelos seus imóveis para venda ou arrendamento.',
    products: 'Produtos de exemplo: substitua-os pelos seus próprios artigos, fotos e preços.',
    contact: 'Telefone, e-mail e endereço de exemplo: substitua-os pelos seus antes de publicar.',
    gallery: 'Ilustrações: substitua-as pelas suas próprias fotos.',
    dates: 'Datas de exemplo: substitua-as pelas datas e locais reais.',
    team: 'Pessoas de exemplo: apresente as pessoas reais, com a autorização delas.',
    area: 'Horário e área de exemplo: substitua-os pelos seus antes de publicar.',
  },
  notFound: { title: 'Página não encontrada', text: 'A página que procura não está aqui. Pode ter mudado de endereço.', back: 'Voltar a {name}' },
  photoCredit: 'Foto: {author} em {site}',
  photos: 'Fotos',
  mapLink: 'Ver no mapa',
  follow: 'Siga-nos',
  perYear: '/ ano', perHour: '/ hora', perPerson: '/ pessoa',
};
