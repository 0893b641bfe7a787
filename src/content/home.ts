import { company } from './company.ts'
import { serviceIndex } from './service-index.ts'

/** Texts of the home page; its lists come from services.ts, testimonials.ts and clients.ts. */
export const homePage = {
  hero: {
    eyebrow: 'Agência de marketing digital de alta performance',
    title: company.tagline,
    text: 'Estratégia, tráfego pago, sites, e-commerce e automações para negócios ambiciosos que querem crescer com previsibilidade.',
    primary: { to: '/contato', label: 'Solicite um diagnóstico gratuito' },
    whatsappLabel: 'Falar no WhatsApp',
    highlights: [
      { value: company.experience, label: 'de experiência' },
      { value: String(serviceIndex.length), label: 'frentes de serviço' },
      { value: company.responseTime, label: 'para a sua proposta' },
    ],
  },
  services: {
    eyebrow: 'O que fazemos',
    title: 'Serviços para cada etapa do seu crescimento',
    linkLabel: 'Saiba mais',
    allLink: { to: '/servicos', label: 'Ver todos os serviços' },
  },
  about: {
    eyebrow: 'Sobre a Excellis',
    title: `Desde ${company.foundedYear} transformando investimento em resultado`,
    text: `São ${company.experience} ajudando empresas a atrair clientes, converter mais e crescer com marketing orientado por dados. Missão clara, equipe especializada e transparência em cada número.`,
    link: { to: '/sobre', label: 'Conheça a Excellis' },
  },
  testimonials: {
    eyebrow: 'Depoimentos',
    title: 'O que os nossos clientes dizem',
  },
  clients: {
    title: 'Empresas que confiam na Excellis',
  },
  closing: {
    title: 'Pronto para acelerar os seus resultados?',
    text: `Envie a sua mensagem e receba um retorno em até ${company.responseTime}. Se preferir, fale agora pelo WhatsApp ou agende uma reunião.`,
    whatsappLabel: 'Falar no WhatsApp',
    meeting: { to: '/agendar', label: 'Agendar Reunião' },
    presentationLabel: 'Baixar Apresentação',
  },
} as const
