import { routedForms } from '../forms/form-index.ts'
import type { IconName, ServiceCard, ServiceId } from './content-shapes.ts'

interface ServiceSummary {
  id: ServiceId
  title: string
  icon: IconName
  summary: string
}

// The full catalogue (services.ts) is loaded only by /servicos, keeping it out of the home's bundle.
export const serviceIndex: ServiceSummary[] = [
  {
    id: 'trafego-pago',
    title: 'Tráfego Pago',
    icon: 'target',
    summary: 'Campanhas no Google e na Meta focadas em vendas e em retorno sobre o investimento.',
  },
  {
    id: 'estrategia',
    title: 'Estratégia para Negócios',
    icon: 'compass',
    summary: 'Diagnóstico, posicionamento e metas claras antes de investir o primeiro real.',
  },
  {
    id: 'sites',
    title: 'Sites e Landing Pages',
    icon: 'monitor',
    summary: 'Sites e landing pages rápidos, responsivos e pensados para converter.',
  },
  {
    id: 'ecommerce',
    title: 'E-commerce',
    icon: 'cart',
    summary: 'Lojas virtuais estruturadas para vender mais e aumentar o ticket médio.',
  },
  { id: 'automacoes', title: 'Automações', icon: 'zap', summary: 'CRM, e-mail e WhatsApp integrados para nenhum lead ficar sem resposta.' },
]

export const serviceSummary = (id: ServiceId): ServiceSummary => serviceIndex.find((s) => s.id === id)!

export const serviceAnchor = (id: ServiceId) => `/servicos#${id}`

export const serviceCards: ServiceCard[] = serviceIndex.map((s) => ({
  title: s.title,
  description: s.summary,
  icon: s.icon,
  link: serviceAnchor(s.id),
}))

/** The briefings that serve a service, as each briefing declares them (x-form.services), in the forms' order. */
export const briefingsServing = (id: ServiceId) => routedForms.filter((f) => f.kind === 'briefing' && f.services?.includes(id))
