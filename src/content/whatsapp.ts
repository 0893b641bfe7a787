import { contact } from './contact.ts'
import type { ServiceId } from './content-shapes.ts'

export const whatsappMessages = {
  greeting: 'Olá! Vim pelo site da Excellis e gostaria de saber mais sobre os serviços.',
  diagnosis: 'Olá! Vim pelo site da Excellis e quero solicitar um diagnóstico gratuito para o meu negócio.',
  proposal: 'Olá! Quero conversar sobre uma proposta para acelerar os resultados da minha empresa.',
  contactPage: 'Olá! Vim pela página de contato da Excellis e gostaria de conversar.',
  servicesHelp: 'Olá! Ainda não sei qual serviço é o ideal para o meu negócio. Podem me ajudar?',
  briefingHelp: 'Olá! Estou com dúvidas sobre qual briefing preencher. Podem me ajudar?',
  briefingSent: 'Olá! Acabei de enviar um briefing pelo site e gostaria de conversar sobre ele.',
} as const

/** One message per service, so the agency knows what the visitor was reading when the chat opened. */
export const serviceMessages: Record<ServiceId, string> = {
  'trafego-pago': 'Olá! Tenho interesse em Tráfego Pago (Google Ads e Meta Ads) e gostaria de uma proposta.',
  estrategia: 'Olá! Quero conversar sobre Estratégia para Negócios e um planejamento para a minha empresa.',
  sites: 'Olá! Preciso de um site ou landing page que converta. Podemos conversar?',
  ecommerce: 'Olá! Quero criar ou melhorar a minha loja virtual (e-commerce).',
  automacoes: 'Olá! Gostaria de automatizar o marketing e as vendas da minha empresa.',
}

export const whatsappUrl = (message: string): string => `https://wa.me/${contact.whatsappNumber}?text=${encodeURIComponent(message)}`
