import { company } from './company.ts'
import { pageLink } from './pages.ts'

export const aboutPage = {
  hero: {
    eyebrow: 'Sobre nós',
    title: 'Conheça a Excellis',
    text: 'Uma agência de marketing digital de alta performance que une estratégia, tráfego e tecnologia para gerar resultados reais.',
  },
  whoWeAre: {
    title: 'Quem somos',
    paragraphs: [
      `Fundada em ${company.foundedYear}, a Excellis nasceu para ajudar negócios ambiciosos a crescer com marketing digital orientado por dados.`,
      `São ${company.experience} de experiência planejando campanhas, construindo sites e lojas virtuais e automatizando vendas para empresas de diversos segmentos.`,
      'Acreditamos em parcerias de longo prazo, metas claras e transparência total sobre cada real investido.',
    ],
    stats: [
      { value: String(company.foundedYear), label: 'Ano de fundação' },
      { value: company.experience, label: 'De experiência' },
      { value: company.responseTime, label: 'Para a sua proposta' },
    ],
    cta: pageLink('contact', 'Fale com a gente'),
  },
  pillarsTitle: 'Missão, visão e valores',
  valuesTitle: 'Nossos valores',
  teamTitle: 'Nossa equipe',
  teamText: 'Especialistas em cada etapa da jornada do seu cliente.',
  closing: {
    title: 'Vamos crescer juntos?',
    text: 'Conheça as nossas soluções ou fale com um especialista agora mesmo.',
    services: pageLink('services', 'Ver nossos serviços'),
    contact: pageLink('contact', 'Entrar em contato'),
  },
} as const
