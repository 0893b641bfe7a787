import type { ValueItem } from './content-shapes.ts'

export const company = {
  name: 'Excellis',
  tagline: 'Tráfego, Conversão, Resultados',
  footerTagline: 'Marketing digital de alta performance para negócios ambiciosos.',
  foundedYear: 2017,
  experience: '8+ anos',
  responseTime: '24 horas',
} as const

export const pillars: ValueItem[] = [
  {
    title: 'Missão',
    icon: 'rocket',
    description: 'Entregar marketing digital de alta performance, com estratégia e dados, para negócios que querem crescer de verdade.',
  },
  {
    title: 'Visão',
    icon: 'eye',
    description: 'Ser a agência de referência no Brasil em resultados mensuráveis para empresas ambiciosas.',
  },
  {
    title: 'Valores',
    icon: 'gem',
    description: 'Excelência, resultados, inovação, transparência, estratégia e colaboração guiam cada projeto.',
  },
]

export const values: ValueItem[] = [
  { title: 'Excelência', icon: 'award', description: 'Padrão alto em cada entrega, do criativo ao relatório.' },
  { title: 'Resultados', icon: 'trending-up', description: 'Medimos o sucesso pelo crescimento do seu negócio.' },
  { title: 'Inovação', icon: 'lightbulb', description: 'Testamos novos canais, formatos e ferramentas antes do mercado.' },
  { title: 'Transparência', icon: 'shield', description: 'Números abertos, relatórios claros e comunicação honesta.' },
  { title: 'Estratégia', icon: 'compass', description: 'Cada ação nasce de um plano com objetivo e indicador.' },
  { title: 'Colaboração', icon: 'users', description: 'Trabalhamos lado a lado com o seu time, como parceiros.' },
]
