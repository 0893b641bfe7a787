import { describe, expect, it } from 'vitest'
import { type JsonObject, upgradeAnswers } from '#form-core'

const schema = (migrations: unknown[] = []): JsonObject => ({
  type: 'object',
  properties: {
    nomeEmpresa: { type: 'string', title: 'Nome' },
    pages: { type: 'array', items: { type: 'string', oneOf: [{ const: 'Home' }, { const: 'Serviços' }] } },
    plan: { type: 'string', oneOf: [{ const: 'basico' }, { const: 'pro' }] },
    contact: { type: 'object', properties: { email: { type: 'string' } } },
  },
  'x-form': { migrations },
})

describe('upgradeAnswers: a draft saved under an older revision, fitted to the current one', () => {
  it('keeps answers the current form still asks for, untouched', () => {
    const data = { nomeEmpresa: 'Padaria', pages: ['Home'], plan: 'pro', contact: { email: 'a@b.co' } }
    expect(upgradeAnswers(data, schema())).toEqual({ data, dropped: [] })
  })

  it('applies declared renames, in order, even chained (a → b → c)', () => {
    const migrations = [{ rename: { from: 'companyName', to: 'empresa' } }, { rename: { from: 'empresa', to: 'nomeEmpresa' } }]
    expect(upgradeAnswers({ companyName: 'Padaria' }, schema(migrations))).toEqual({ data: { nomeEmpresa: 'Padaria' }, dropped: [] })
  })

  it('does not let a rename overwrite an answer already under the new key', () => {
    const migrations = [{ rename: { from: 'companyName', to: 'nomeEmpresa' } }]
    expect(upgradeAnswers({ companyName: 'Velho', nomeEmpresa: 'Novo' }, schema(migrations)).data).toEqual({ nomeEmpresa: 'Novo' })
  })

  it('maps a removed option to its replacement, in a choice and in a list (no duplicates)', () => {
    const migrations = [
      { removeOption: { field: 'pages', value: 'Loja Virtual', mapTo: 'Serviços' } },
      { removeOption: { field: 'plan', value: 'ouro', mapTo: 'pro' } },
    ]
    const upgraded = upgradeAnswers({ pages: ['Loja Virtual', 'Serviços', 'Home'], plan: 'ouro' }, schema(migrations))
    expect(upgraded).toEqual({ data: { pages: ['Serviços', 'Home'], plan: 'pro' }, dropped: [] })
  })

  it('drops a removed option without a replacement, and answers to questions that are gone, and says which', () => {
    const migrations = [{ removeOption: { field: 'plan', value: 'ouro' } }, { removeField: 'otherPage' }]
    const upgraded = upgradeAnswers(
      { plan: 'ouro', otherPage: 'Blog', desconhecida: 'x', pages: ['Home', 'Velha'], contact: { email: 'a@b.co', fax: '123' } },
      schema(migrations),
    )
    expect(upgraded.data).toEqual({ pages: ['Home'], contact: { email: 'a@b.co' } })
    expect(upgraded.dropped.sort()).toEqual(['contact.fax', 'desconhecida', 'pages'])
  })

  it('never changes the draft it was given', () => {
    const data = { companyName: 'Padaria' }
    upgradeAnswers(data, schema([{ rename: { from: 'companyName', to: 'nomeEmpresa' } }]))
    expect(data).toEqual({ companyName: 'Padaria' })
  })
})
