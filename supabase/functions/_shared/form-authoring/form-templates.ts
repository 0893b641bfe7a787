import { isFormId, isObject, PHONE_PATTERN, type FormTexts } from '#form-core'

type Json = Record<string, unknown>

export interface ExistingForm {
  id: string
  meta: Json
}

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
 * check:schemas reports each string containing it, so a scaffold cannot be published with it on its card. In the
 * marketer's words (the editor shows these texts); "TODO:", the word before, is still reported where it is left.
 */
export const SCAFFOLD_PLACEHOLDER = 'A PREENCHER:'
export const SCAFFOLD_MARKERS = [SCAFFOLD_PLACEHOLDER, 'TODO:'] as const

/**
 * Every briefing's last section (decision 110), as the shipped briefings write it: where the proposal goes. A new
 * questionnaire starts with it, so check:schemas' "e-mail question" rule holds from the first save.
 */
export const CONTACT_QUESTIONS: Json = {
  contactName: { type: 'string', title: 'Seu nome', 'x-personal': 'name', minLength: 1, maxLength: 200 },
  contactEmail: { type: 'string', title: 'E-mail', 'x-personal': 'email', format: 'email', minLength: 1, maxLength: 200 },
  contactPhone: { type: 'string', title: 'WhatsApp', 'x-personal': 'phone', maxLength: 40, pattern: PHONE_PATTERN },
}
export const CONTACT_REQUIRED = ['contactName', 'contactEmail']
export const CONTACT_SECTION = {
  title: 'Seus contatos',
  description: 'Para onde enviamos a sua proposta personalizada.',
  fields: Object.keys(CONTACT_QUESTIONS),
} as const
export const CONTACT_UI: Json = {
  contactName: { 'ui:placeholder': 'Nome completo', 'ui:autocomplete': 'name' },
  contactEmail: { 'ui:placeholder': 'nome@empresa.com.br', 'ui:autocomplete': 'email' },
  contactPhone: { 'ui:placeholder': '(11) 98765-4321', 'ui:autocomplete': 'tel', 'ui:options': { inputType: 'tel' } },
}

export const schemaTemplate = ({ id, route, related, texts }: NewForm): Json => ({
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: id,
  title: 'A PREENCHER: Briefing para …',
  type: 'object',
  additionalProperties: false,
  required: ['nomeEmpresa', ...CONTACT_REQUIRED],
  properties: {
    // The key the editor derives from the title (editor/model/data-names.ts), so a retitled template question's key
    // follows its title while unpublished, as any question's does (issue 35).
    nomeEmpresa: { type: 'string', title: 'Nome da empresa', 'x-personal': false, minLength: 1, maxLength: 200 },
    ...CONTACT_QUESTIONS,
  },
  'x-form': {
    kind: 'briefing',
    route,
    title: 'A PREENCHER: Briefing para …',
    intro: 'A PREENCHER: um parágrafo dizendo para quem é este briefing e o que a pessoa recebe depois de enviá-lo.',
    estimatedTime: '5 min',
    card: {
      title: 'A PREENCHER: nome curto do serviço',
      description: 'A PREENCHER: uma frase sobre o que este briefing cobre.',
      category: 'A PREENCHER: categoria',
      tags: ['A PREENCHER: palavra-chave'],
      popular: false,
    },
    submit: { server: true },
    notices: texts.notices,
    afterSuccess: texts.afterSuccess,
    related,
    buttons: texts.buttons,
    seo: {
      title: 'A PREENCHER: Briefing para … | Excellis',
      description: 'A PREENCHER: uma frase para o Google, com até 160 caracteres.',
    },
  },
})

export const uiSchemaTemplate = (): Json => ({
  'ui:options': {
    sections: [{ title: 'A PREENCHER: Sobre a empresa', fields: ['nomeEmpresa'] }, CONTACT_SECTION],
  },
  nomeEmpresa: { 'ui:placeholder': 'Ex.: Padaria Pão Dourado' },
  ...CONTACT_UI,
})

const isBriefing = (f: ExistingForm) => f.meta.kind === 'briefing'

const isPopular = (f: ExistingForm) => isObject(f.meta.card) && f.meta.card.popular === true

/** Three briefings to suggest, the popular ones first: the marketer will usually swap them. */
export function pickRelated(forms: ExistingForm[]): string[] {
  return forms
    .filter(isBriefing)
    .sort((a, b) => Number(isPopular(b)) - Number(isPopular(a)) || a.id.localeCompare(b.id))
    .slice(0, 3)
    .map((f) => f.id)
}

export function siblingTexts(forms: ExistingForm[]): SiblingTexts {
  const sibling = forms.find(isBriefing)?.meta
  if (!sibling || !isObject(sibling.notices) || !isObject(sibling.buttons)) return defaultSiblingTexts
  return {
    notices: sibling.notices,
    buttons: sibling.buttons,
    afterSuccess: typeof sibling.afterSuccess === 'string' ? sibling.afterSuccess : defaultSiblingTexts.afterSuccess,
  }
}

const toJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/**
 * `npm run new:form` and the editor's "Novo questionário" both start here. The CLI suggests three related briefings
 * for a developer to swap; the editor ticks none (`suggestRelated: false`), since a marketer took three unrelated ones
 * ticked for a choice (issue 45) and Problemas asks for three anyway.
 */
export function newFormFiles(
  id: string,
  forms: ExistingForm[],
  { suggestRelated = true } = {},
): (FormTexts & { route: string }) | { refusal: string } {
  if (!isFormId(id))
    return {
      refusal: `"${id}" não é um id válido: use letras minúsculas, números e hífens (kebab-case), começando por letra, até 64. Ex.: consultoria-seo`,
    }
  if (forms.some((f) => f.id === id)) return { refusal: `o formulário "${id}" já existe` }
  const route = id.startsWith('briefing-') ? `/${id}` : `/briefing-${id}`
  const owner = forms.find((f) => f.meta.route === route)
  if (owner) return { refusal: `a rota ${route} já é do formulário "${owner.id}"` }
  const related = suggestRelated ? pickRelated(forms) : []
  if (suggestRelated && related.length < 3) return { refusal: 'um briefing sugere 3 outros, e ainda não há 3 briefings em schemas/' }
  return { schema: toJson(schemaTemplate({ id, route, related, texts: siblingTexts(forms) })), uiSchema: toJson(uiSchemaTemplate()), route }
}
