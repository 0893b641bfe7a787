import type { Testimonial } from './content-shapes.ts'

// Illustrative: the spec gives the count and the claims, not the clients' names. Replace with real, authorised quotes.
export const testimonials: Testimonial[] = [
  {
    quote:
      'Em parceria com a Excellis, o ROI das nossas campanhas aumentou 230% já no primeiro trimestre. Hoje sabemos exatamente quanto cada real investido retorna.',
    author: 'Mariana Costa',
    position: 'Diretora de Marketing',
    company: 'Vértice Imóveis',
  },
  {
    quote:
      'Com a nova loja virtual e as automações de recompra, o nosso ticket médio dobrou. O atendimento é próximo e as decisões são sempre baseadas em dados.',
    author: 'Rafael Almeida',
    position: 'CEO',
    company: 'Aurora Móveis',
  },
  {
    quote: 'A estratégia organizou o nosso funil: os leads chegam qualificados e o time comercial fecha mais contratos com menos esforço.',
    author: 'Juliana Ferreira',
    position: 'Sócia-fundadora',
    company: 'Nexa Saúde',
  },
]
