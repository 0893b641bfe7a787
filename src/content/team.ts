import type { TeamMember } from './content-shapes.ts'

const photo = (file: string, name: string) => ({ src: `/images/equipe/${file}.svg`, alt: `Foto de ${name}`, width: 320, height: 320 })

/** The team on /sobre (illustrative people and portraits until the agency sends real ones). */
export const team: TeamMember[] = [
  {
    name: 'Carlos Mendes',
    position: 'Fundador e Diretor de Estratégia',
    description:
      'Com 10 anos de experiência em marketing de performance, fundou a Excellis em 2017 e lidera o planejamento de cada cliente.',
    image: photo('carlos-mendes', 'Carlos Mendes'),
  },
  {
    name: 'Ana Ribeiro',
    position: 'Head de Tráfego Pago',
    description: 'Especialista em Google Ads e Meta Ads, transforma orçamento de mídia em vendas mensuráveis.',
    image: photo('ana-ribeiro', 'Ana Ribeiro'),
  },
  {
    name: 'Lucas Oliveira',
    position: 'Desenvolvedor Web e E-commerce',
    description: 'Cria sites, landing pages e lojas virtuais rápidos, acessíveis e prontos para converter.',
    image: photo('lucas-oliveira', 'Lucas Oliveira'),
  },
  {
    name: 'Beatriz Santos',
    position: 'Especialista em Automação e CRM',
    description: 'Desenha fluxos de nutrição e integrações que fazem cada lead chegar ao time comercial na hora certa.',
    image: photo('beatriz-santos', 'Beatriz Santos'),
  },
]
