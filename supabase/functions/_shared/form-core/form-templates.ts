type Json = Record<string, unknown>

/** What a new briefing borrows from an existing one, so the spec's exact texts are not retyped. */
export interface SiblingTexts {
  notices: Json
  buttons: Json
  afterSuccess: string | null
}

export const defaultSiblingTexts: SiblingTexts = {
  notices: {
    success: { title: 'Briefing enviado com sucesso!', description: 'Entraremos em contato em breve.' },
    failure: { title: 'Erro ao enviar briefing', description: 'Tente novamente.' },
  },
  buttons: { submit: 'Enviar Briefing', submitting: 'Enviando...' },
  afterSuccess: '/briefing-obrigado',
}

export interface NewForm {
  id: string
  route: string
  related: string[]
  texts: SiblingTexts
}

/**
 * Marks every text a marketer must still write. check:schemas reports each string that contains it
 * (form-core/check/rules/placeholders.ts), so a scaffold cannot be published with "TODO:" on its card.
 */
export const SCAFFOLD_PLACEHOLDER = 'TODO:'

/**
 * A briefing whose only check:schemas problems are its placeholders: every text a marketer must write
 * starts with "TODO:" (SCAFFOLD_PLACEHOLDER), and `npm run check:schemas` lists each one with its place.
 */
export const schemaTemplate = ({ id, route, related, texts }: NewForm): Json => ({
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: id,
  title: 'TODO: Briefing para …',
  type: 'object',
  additionalProperties: false,
  required: ['companyName'],
  properties: {
    companyName: { type: 'string', title: 'Nome da empresa', 'x-personal': false, minLength: 1, maxLength: 200 },
  },
  'x-form': {
    kind: 'briefing',
    route,
    title: 'TODO: Briefing para …',
    intro: 'TODO: um parágrafo dizendo para quem é este briefing e o que a pessoa recebe depois de enviá-lo.',
    estimatedTime: '5 min',
    card: {
      title: 'TODO: nome curto do serviço',
      description: 'TODO: uma frase sobre o que este briefing cobre.',
      category: 'TODO: categoria',
      tags: ['TODO: palavra-chave'],
      popular: false,
    },
    submit: { server: true },
    notices: texts.notices,
    afterSuccess: texts.afterSuccess,
    related,
    buttons: texts.buttons,
    seo: {
      title: 'TODO: Briefing para … | Excellis',
      description: 'TODO: uma frase para o Google, com até 160 caracteres.',
    },
  },
})

export const uiSchemaTemplate = (): Json => ({
  'ui:options': {
    sections: [{ title: 'TODO: Sobre a empresa', fields: ['companyName'] }],
  },
  companyName: { 'ui:placeholder': 'Ex.: Padaria Pão Dourado' },
})
