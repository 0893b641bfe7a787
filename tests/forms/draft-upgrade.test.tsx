import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS, type JsonObject } from '#form-core'
import { FormView } from '../../src/forms/page/form-view.tsx'
import { readDraft, restoreDraft } from '../../src/forms/drafts.ts'
import type { FormModule } from '../../src/forms/form-entry.ts'
import { formEntries, loadFormModule } from '../../src/forms/registry.ts'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'

const DAY = 24 * 60 * 60 * 1000
const draftKey = STORAGE_KEYS.formDraft
const store = (formId: string, draft: object) => localStorage.setItem(draftKey(formId), JSON.stringify(draft))

/** The website briefing as its next revision would be: `companyName` renamed on purpose, declared in the JSON. */
async function renamedWebsite(): Promise<FormModule> {
  const module = await loadFormModule('website')
  const schema = structuredClone(module.schema) as JsonObject & {
    properties: Record<string, unknown>
    required?: string[]
    'x-form': JsonObject
  }
  schema.properties.nomeEmpresa = schema.properties.companyName
  delete schema.properties.companyName
  schema.required = (schema.required ?? []).map((k) => (k === 'companyName' ? 'nomeEmpresa' : k))
  schema['x-form'] = { ...schema['x-form'], migrations: [{ rename: { from: 'companyName', to: 'nomeEmpresa' } }] }
  const uiSchema = JSON.parse(JSON.stringify(module.uiSchema).replaceAll('"companyName"', '"nomeEmpresa"')) as FormModule['uiSchema']
  return { ...module, schema: schema as unknown as FormModule['schema'], uiSchema, revision: 'revisao-nova' }
}

beforeEach(() => localStorage.clear())

describe('a draft saved under an older revision', () => {
  it('is restored into the new one with the declared rename applied, and says nothing was lost', async () => {
    const module = await renamedWebsite()
    store('website', { data: { companyName: 'Padaria Pão Quente' }, savedAt: new Date().toISOString(), revision: 'revisao-antiga' })
    const form = formEntries.find((f) => f.id === 'website')!
    renderWithProviders(<FormView form={form} module={module} />)
    await waitFor(() => expect(document.querySelector('#root_nomeEmpresa')).toHaveValue('Padaria Pão Quente'))
    expect(screen.getByTestId('draft-note')).toHaveTextContent('Recuperamos o rascunho')
    expect(screen.getByTestId('draft-note')).not.toHaveTextContent('descartada')
  })

  it('drops answers the new revision has no place for and tells the visitor in one line', async () => {
    const module = await loadFormModule('website')
    store('website', {
      data: { companyName: 'Padaria Pão Quente', perguntaRemovida: 'algo', mainObjectives: ['Opção que saiu'] },
      savedAt: new Date().toISOString(),
      revision: 'revisao-antiga',
    })
    const form = formEntries.find((f) => f.id === 'website')!
    renderWithProviders(<FormView form={form} module={module} />)
    await waitFor(() => expect(document.querySelector('#root_companyName')).toHaveValue('Padaria Pão Quente'))
    expect(screen.getByTestId('draft-note')).toHaveTextContent(
      'O formulário mudou desde então: 2 respostas que não se aplicam mais foram descartadas.',
    )
  })

  it('is kept as it is under the same revision', async () => {
    const module = await loadFormModule('website')
    store('website', { data: { companyName: 'Padaria', qualquer: 'x' }, savedAt: new Date().toISOString(), revision: module.revision })
    expect(restoreDraft('website', module.revision, module.schema as JsonObject)).toMatchObject({
      data: { companyName: 'Padaria', qualquer: 'x' },
      dropped: 0,
    })
  })

  it('expires after the form’s retention period and is deleted from the browser', async () => {
    const contact = await loadFormModule('contact')
    const days = (contact.schema['x-form'] as { retentionDays: number }).retentionDays
    store('contact', { data: { name: 'Ana' }, savedAt: new Date(Date.now() - (days + 1) * DAY).toISOString(), revision: contact.revision })
    expect(restoreDraft('contact', contact.revision, contact.schema as JsonObject)).toBeNull()
    expect(readDraft('contact')).toBeNull()
    store('contact', { data: { name: 'Ana' }, savedAt: new Date(Date.now() - (days - 1) * DAY).toISOString(), revision: contact.revision })
    expect(restoreDraft('contact', contact.revision, contact.schema as JsonObject)?.data).toEqual({ name: 'Ana' })
  })
})
