import type { IconName, ServiceCard, ServiceId } from './types.ts'

interface ServiceSummary {
  id: ServiceId
  title: string
  icon: IconName
  /** One line for the home's card. */
  summary: string
}

/**
 * The five services in page order, with what the home and the footer need. The full catalogue (services.ts)
 * builds on these entries and is loaded only by /servicos, keeping it out of the home's bundle.
 */
export const serviceIndex: ServiceSummary[] = [
  { id: 'trafego-pago', title: 'Tráfego Pago', icon: 'target', summary: 'Campanhas no Google e na Meta focadas em vendas e em retorno sobre o investimento.' },
  { id: 'estrategia', title: 'Estratégia para Negócios', icon: 'compass', summary: 'Diagnóstico, posicionamento e metas claras antes de investir o primeiro real.' },
  { id: 'sites', title: 'Sites e Landing Pages', icon: 'monitor', summary: 'Sites e landing pages rápidos, responsivos e pensados para converter.' },
  { id: 'ecommerce', title: 'E-commerce', icon: 'cart', summary: 'Lojas virtuais estruturadas para vender mais e aumentar o ticket médio.' },
  { id: 'automacoes', title: 'Automações', icon: 'zap', summary: 'CRM, e-mail e WhatsApp integrados para nenhum lead ficar sem resposta.' },
]

export const serviceSummary = (id: ServiceId): ServiceSummary => serviceIndex.find((s) => s.id === id)!

/** Link of a service's section on /servicos: the section's id is the anchor. */
export const serviceAnchor = (id: ServiceId) => `/servicos#${id}`

/** The home's five cards; the link is derived from the id so it always matches an anchor. */
export const serviceCards: ServiceCard[] = serviceIndex.map((s) => ({
  title: s.title,
  description: s.summary,
  icon: s.icon,
  link: serviceAnchor(s.id),
}))
