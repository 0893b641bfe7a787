import { pageLink } from './pages.ts'
import { serviceSummary } from './service-index.ts'
import type { Service, ServiceId } from './content-shapes.ts'
import { serviceMessages, whatsappUrl } from './whatsapp.ts'

const base = (id: ServiceId) => {
  const { title, icon } = serviceSummary(id)
  return { id, title, icon }
}

const illustration = (id: ServiceId, alt: string) => ({ src: `/images/servicos/${id}.svg`, alt, width: 560, height: 420 })

export const services: Service[] = [
  {
    ...base('trafego-pago'),
    subtitle: 'Anúncios que geram vendas, não só cliques',
    description:
      'Planejamos, criamos e otimizamos campanhas no Google Ads, Meta Ads e demais plataformas com um único objetivo: colocar o seu negócio na frente de quem está pronto para comprar, com custo por aquisição sob controle.',
    ctaText: 'Quero anunciar com a Excellis',
    ctaLink: whatsappUrl(serviceMessages['trafego-pago']),
    features: [
      { title: 'Google Ads', description: 'Pesquisa, Display, YouTube e Performance Max para capturar a demanda existente.' },
      { title: 'Meta Ads', description: 'Campanhas no Facebook e no Instagram com públicos e criativos testados.' },
      { title: 'Remarketing', description: 'Reimpactamos quem já visitou o seu site e ainda não comprou.' },
      { title: 'Otimização de ROI', description: 'Ajustes semanais de lances, públicos e criativos guiados pelo retorno.' },
      { title: 'Relatórios claros', description: 'Painel com investimento, leads, vendas e custo por resultado.' },
    ],
    imagePosition: 'right',
    image: illustration('trafego-pago', 'Gráfico de campanhas com alvo e curva de crescimento'),
  },
  {
    ...base('estrategia'),
    subtitle: 'Planejamento orientado por dados',
    description:
      'Antes de investir, entendemos o seu mercado, o seu cliente e o seu processo de vendas. Saímos com metas mensuráveis, posicionamento claro e um plano de ação para os próximos 90 dias.',
    ctaText: 'Quero um plano estratégico',
    ctaLink: whatsappUrl(serviceMessages.estrategia),
    features: [
      { title: 'Diagnóstico de mercado', description: 'Análise da concorrência, do público e dos seus ativos digitais.' },
      { title: 'Posicionamento', description: 'Proposta de valor e diferenciais que fazem o cliente escolher você.' },
      { title: 'Funil de vendas', description: 'Jornada do primeiro contato até a recompra, etapa por etapa.' },
      { title: 'Metas e indicadores', description: 'KPIs acompanhados mês a mês, com responsáveis e prazos.' },
    ],
    imagePosition: 'left',
    image: illustration('estrategia', 'Bússola sobre um quadro de planejamento'),
  },
  {
    ...base('sites'),
    subtitle: 'Páginas rápidas que convertem',
    description:
      'Desenvolvemos sites institucionais e landing pages pensados para conversão: carregamento rápido, textos persuasivos, formulários simples e integração com as suas ferramentas de marketing.',
    ctaText: 'Quero um site que converta',
    ctaLink: whatsappUrl(serviceMessages.sites),
    features: [
      { title: 'Design responsivo', description: 'Experiência impecável no celular, no tablet e no computador.' },
      { title: 'Alta performance', description: 'Páginas que carregam em menos de 3 segundos, mesmo no 4G.' },
      { title: 'SEO técnico', description: 'Estrutura pronta para o Google encontrar e entender o seu conteúdo.' },
      { title: 'Testes A/B', description: 'Variações de título, oferta e formulário medidas com dados reais.' },
    ],
    imagePosition: 'right',
    image: illustration('sites', 'Janela de navegador com uma landing page'),
  },
  {
    ...base('ecommerce'),
    subtitle: 'Lojas virtuais prontas para escalar',
    description:
      'Da escolha da plataforma à primeira venda: estruturamos a sua loja virtual, integramos pagamento e frete e criamos as campanhas e automações que aumentam o ticket médio e a recompra.',
    ctaText: 'Quero vender mais online',
    ctaLink: whatsappUrl(serviceMessages.ecommerce),
    features: [
      { title: 'Implantação da loja', description: 'Configuração da plataforma, do catálogo e do checkout.' },
      { title: 'Pagamentos e frete', description: 'Pix, cartão, boleto e cálculo de frete integrados.' },
      { title: 'Recuperação de carrinho', description: 'E-mails e mensagens automáticas para quem não finalizou a compra.' },
      { title: 'Aumento de ticket', description: 'Kits, vitrines e ofertas que elevam o valor de cada pedido.' },
    ],
    imagePosition: 'left',
    image: illustration('ecommerce', 'Carrinho de compras com produtos e selo de pagamento'),
  },
  {
    ...base('automacoes'),
    subtitle: 'Processos que trabalham por você',
    description:
      'Conectamos CRM, e-mail, WhatsApp e o seu site para que nenhum lead fique sem resposta. Nutrimos contatos, qualificamos oportunidades e avisamos o time comercial na hora certa.',
    ctaText: 'Quero automatizar minhas vendas',
    ctaLink: whatsappUrl(serviceMessages.automacoes),
    features: [
      { title: 'CRM', description: 'Funil comercial organizado, com histórico de cada contato.' },
      { title: 'E-mail marketing', description: 'Sequências de nutrição e campanhas segmentadas.' },
      { title: 'WhatsApp e chatbots', description: 'Atendimento automático fora do horário e qualificação de leads.' },
      { title: 'Integrações', description: 'Site, anúncios, planilhas e sistemas conversando entre si.' },
    ],
    imagePosition: 'right',
    image: illustration('automacoes', 'Fluxo de automação com engrenagens conectadas'),
  },
]

export const servicesPage = {
  hero: {
    eyebrow: 'Serviços',
    title: 'Soluções completas de marketing digital',
    text: 'Cinco frentes que trabalham juntas para atrair, converter e fidelizar clientes. Escolha por onde começar ou combine todas.',
    cta: pageLink('contact', 'Solicite um diagnóstico gratuito'),
  },
  anchorBarLabel: 'Serviços nesta página',
  featuresHeading: 'O que está incluído',
  briefingsHeading: 'Briefings deste serviço',
  closing: {
    title: 'Não sabe por onde começar?',
    text: 'Conte o seu momento e indicamos o caminho com o melhor retorno. A proposta personalizada chega em até 24 horas.',
    contact: pageLink('contact', 'Falar com um especialista'),
    whatsappLabel: 'Conversar no WhatsApp',
  },
} as const
