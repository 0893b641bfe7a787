/** Shared label of the two policy pages (their texts are privacy.ts and terms.ts). */
export const legalEyebrow = 'Documentos legais'
