// Placeholders (the spec gives no values), kept in one file for the agency to replace (docs/decisions/003-lead-forms-really-send.md).
export const contact = {
  /** PLACEHOLDER: WhatsApp number in international format, digits only. */
  whatsappNumber: '5511999999999',
  phoneDisplay: '(11) 99999-9999',
  email: 'contato@excellis.com.br',
  address: 'Av. Paulista, 1000 — Bela Vista, São Paulo - SP',
  /** PLACEHOLDER: CEP of the address above. */
  postalCode: '01310-100',
  /** PLACEHOLDER: public origin of the site, used in canonical links, Open Graph and the sitemap. */
  siteUrl: 'https://www.excellis.com.br',
} as const

// Still invented: `npm run deploy` refuses to publish while any is listed (scripts/deploy/contact-placeholders.ts).
export const contactPlaceholders: readonly (keyof typeof contact)[] = [
  'whatsappNumber',
  'phoneDisplay',
  'email',
  'address',
  'postalCode',
  'siteUrl',
]
