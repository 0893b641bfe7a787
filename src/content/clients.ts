import type { ClientLogo } from './types.ts'

const logo = (file: string, name: string) => ({
  name,
  logo: { src: `/images/clientes/${file}.svg`, alt: name, width: 180, height: 60 },
})

/** Client logo strip of the home page (illustrative wordmarks; the agency swaps in real logos here). */
export const clients: ClientLogo[] = [
  logo('vertice', 'Vértice Imóveis'),
  logo('aurora', 'Aurora Móveis'),
  logo('nexa', 'Nexa Saúde'),
  logo('grao-nobre', 'Grão Nobre Café'),
  logo('lumen', 'Lumen Educação'),
  logo('forte', 'Forte Engenharia'),
]
