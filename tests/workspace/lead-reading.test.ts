import { describe, expect, it } from 'vitest'
import { answeredSections, type JsonObject } from '#form-core'
import { whoOf } from '../../src/workspace/lead-people.ts'
import { testForm } from '../helpers/form-files.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'

const schema: JsonObject = {
  type: 'object',
  properties: {
    nome: { type: 'string', title: 'Seu nome', 'x-personal': 'name' },
    email: { type: 'string', title: 'Seu e-mail', 'x-personal': 'email' },
    empresa: { type: 'string', title: 'Empresa', 'x-personal': false },
    verba: { type: 'string', title: 'Verba mensal', oneOf: [{ const: 'ate-5k', title: 'Até R$ 5 mil' }] },
    extra: { type: 'string', title: 'Algo mais' },
  },
}
const uiSchema: JsonObject = {
  'ui:options': {
    sections: [
      { title: 'Contato', fields: ['nome', 'email', 'empresa'] },
      { title: 'Projeto', fields: ['verba'] },
    ],
  },
  empresa: { 'ui:autocomplete': 'organization' },
}

describe('a lead read as a briefing', () => {
  it("lays answers out in the revision's sections, with its titles and option labels, never keys or const values", () => {
    const answers = { nome: 'Ana', email: 'ana@x.com.br', empresa: 'Padaria', verba: 'ate-5k', extra: '<b>oi</b> javascript:alert(1)' }
    expect(answeredSections(schema, answers, uiSchema)).toEqual([
      {
        title: 'Contato',
        answers: [
          { groups: [], label: 'Seu nome', value: 'Ana' },
          { groups: [], label: 'Seu e-mail', value: 'ana@x.com.br' },
          { groups: [], label: 'Empresa', value: 'Padaria' },
        ],
      },
      { title: 'Projeto', answers: [{ groups: [], label: 'Verba mensal', value: 'Até R$ 5 mil' }] },
      // Text stays text: the page renders it through React, which escapes it.
      { title: 'Outras respostas', answers: [{ groups: [], label: 'Algo mais', value: '<b>oi</b> javascript:alert(1)' }] },
    ])
  })

  it('reads an old lead with the title its question had then (the revision it was sent under)', () => {
    const before = { ...schema, properties: { ...(schema.properties as JsonObject), nome: { type: 'string', title: 'Nome completo' } } }
    const [contact] = answeredSections(before, { nome: 'Ana' }, uiSchema)
    expect(contact.answers[0].label).toBe('Nome completo')
  })

  it('leaves out sections with no answer', () => {
    expect(answeredSections(schema, { verba: 'ate-5k' }, uiSchema).map((s) => s.title)).toEqual(['Projeto'])
  })
})

describe('who sent a lead, found the same way for every form', () => {
  it('takes the x-personal name and e-mail and the field autocompleted as an organization', () => {
    const revision = { form_id: 'x', hash: 'h', schema, ui_schema: uiSchema }
    expect(whoOf(revision, { nome: 'Ana', email: 'ana@x.com.br', empresa: 'Padaria' })).toEqual({
      name: 'Ana',
      email: 'ana@x.com.br',
      company: 'Padaria',
    })
    expect(whoOf(undefined, { nome: 'Ana' })).toEqual({})
  })

  it.each(['contact', 'landing-page', 'meeting'])('finds a name and an e-mail in %s', (id) => {
    const form = testForm(id)
    const who = whoOf(
      { form_id: id, hash: 'h', schema: form.schema as JsonObject, ui_schema: form.uiSchema as JsonObject },
      minimalRecord(form.schema),
    )
    expect(who.name).toBeTruthy()
    expect(who.email).toMatch(/@/)
  })
})
