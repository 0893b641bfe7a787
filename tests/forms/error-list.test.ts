import validator from '@rjsf/validator-ajv8'
import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils'
import { describe, expect, it } from 'vitest'
import { errorLister, fieldMessage, listErrors, PHONE_MESSAGE, typeNames, type JsonObject, type ValidationError } from '#form-core'
import { FORM_FILE_SCHEMA } from '#form-authoring'
import { createErrorTransformer } from '../../src/forms/validation/transform-errors.ts'
import { createValidator } from '#functions/forms-function/validator.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { findField, withValue } from '../backend/support/schema-probe.ts'
import { testForms } from '../helpers/form-files.ts'

const schema: JsonObject = {
  type: 'object',
  properties: {
    companyName: { type: 'string', title: 'Nome da empresa' },
    contactInfo: { type: 'object', title: 'Contato', properties: { email: { type: 'string', title: 'E-mail', format: 'email' } } },
    name: { type: 'string', title: 'Nome completo', minLength: 2 },
    services: { type: 'array', title: 'Serviços', items: { type: 'string', oneOf: [{ const: 'seo', title: 'SEO' }] } },
  },
}
const uiSchema: JsonObject = { name: { 'ui:options': { messages: { minLength: 'Nome deve ter pelo menos 2 caracteres' } } } }
const list = errorLister(schema, uiSchema)
/** ajv's error about the field at `path` (a `required` one is reported on the object that lacks the key). */
const error = (path: string[], keyword: string, more: Partial<ValidationError> = {}): ValidationError => {
  const at = keyword === 'required' ? path.slice(0, -1) : path
  const params = keyword === 'required' ? { missingProperty: path.at(-1) } : {}
  return { instancePath: at.map((s) => `/${s}`).join(''), keyword, params, ...more }
}
const messages = (errors: ValidationError[], lister = list) => lister(errors).map((e) => e.message)

describe('errorLister: the one list of what to correct, for the page and the server (form-core/messages.ts)', () => {
  it('names a missing field by its Portuguese title, never its key', () => {
    expect(messages([error(['companyName'], 'required')])).toEqual(['Preencha o campo "Nome da empresa".'])
  })
  it('finds titles inside nested groups, and names a list item by its list', () => {
    expect(messages([error(['contactInfo', 'email'], 'format', { params: { format: 'email' } })])).toEqual([
      '"E-mail": informe um e-mail válido, por exemplo nome@empresa.com.br.',
    ])
    expect(list([error(['services', '0'], 'oneOf')])).toEqual([
      { index: 0, field: 'services', message: 'Escolha uma das opções de "Serviços".' },
    ])
  })
  it('prefers the messages a uiSchema declares', () => {
    expect(messages([error(['name'], 'minLength', { params: { limit: 2 } })])).toEqual(['Nome deve ter pelo menos 2 caracteres'])
  })
  it('keeps one message per field for a failed choice, and one per field and sentence', () => {
    const choice = [
      error(['companyName'], 'const', { schemaPath: '#/properties/companyName/oneOf/0/const' }),
      error(['companyName'], 'oneOf', { schemaPath: '#/properties/companyName/oneOf' }),
      error(['companyName'], 'enum'),
    ]
    expect(list(choice)).toEqual([{ index: 1, field: 'companyName', message: 'Escolha uma das opções de "Nome da empresa".' }])
  })
  it('lists errors in page order, so the focus lands on the first field flagged (ajv puts every required first)', () => {
    const ordered = errorLister(schema, { 'ui:order': ['name', 'companyName', 'contactInfo'] })
    const out = ordered([
      error(['companyName'], 'required'),
      error(['contactInfo', 'email'], 'format'),
      error(['name'], 'minLength', { params: { limit: 2 } }),
    ])
    expect(out.map((e) => e.field)).toEqual(['name', 'companyName', 'contactInfo.email'])
  })
  it('says "número inteiro" when a whole number is expected, "número" otherwise', () => {
    expect(messages([error(['companyName'], 'type', { params: { type: 'integer' } })])).toEqual([
      '"Nome da empresa" deve ser um número inteiro.',
    ])
    expect(messages([error(['companyName'], 'type', { params: { type: 'number' } })])).toEqual(['"Nome da empresa" deve ser um número.'])
  })
  // The page's validator has no ajv-i18n (src/forms/validation/create-validator.ts): a rule without a sentence here
  // would reach the visitor in ajv's English.
  it('has a sentence of its own for every rule a question may carry (the form file schema)', () => {
    const notRules = ['type', 'title', 'description', 'default', 'x-personal', 'properties', 'items']
    const rules = Object.keys(FORM_FILE_SCHEMA.definitions.question.properties).filter((k) => !notRules.includes(k))
    expect(rules).toEqual(expect.arrayContaining(['format', 'minLength', 'pattern', 'oneOf', 'required', 'additionalProperties']))
    for (const rule of [...rules, 'type', 'const']) {
      expect(fieldMessage(rule, { limit: 2, format: 'email', type: 'string', additionalProperty: 'x' }, 'X'), rule).toMatch(/"[Xx]"/)
    }
  })

  it("falls back to the validator's own sentence, under the field's title, for a rule it has no sentence for", () => {
    expect(messages([error(['companyName'], 'multipleOf', { message: 'deve ser múltiplo de 2' })])).toEqual([
      '"Nome da empresa": deve ser múltiplo de 2.',
    ])
  })
})

describe("listErrors: the one builder under the visitor's list and the author's (form-core/error-list.ts)", () => {
  const said = (errors: ValidationError[]) =>
    listErrors(errors, (e, subject) => `${subject.join('.')} ${e.keyword} ${JSON.stringify(e.params)}`)
  it('says a failed choice once, as the choice, with the values it allows', () => {
    const at = { instancePath: '/plan', schemaPath: '#/properties/plan/oneOf' }
    const out = said([
      { ...at, keyword: 'const', params: { allowedValue: 'a' }, schemaPath: `${at.schemaPath}/0/const` },
      { ...at, keyword: 'const', params: { allowedValue: 'b' }, schemaPath: `${at.schemaPath}/1/const` },
      { ...at, keyword: 'oneOf', params: { passingSchemas: null } },
    ])
    expect(out).toEqual([{ index: 2, subject: ['plan'], message: 'plan oneOf {"passingSchemas":null,"allowedValues":["a","b"]}' }])
  })
  it('keeps the branch the value could have meant, and names every type when each branch only wanted another', () => {
    const branch = (i: number, keyword: string, params: JsonObject) => ({
      instancePath: '/route',
      keyword,
      params,
      schemaPath: `#/properties/route/oneOf/${i}/${keyword}`,
    })
    const oneOf = { instancePath: '/route', keyword: 'oneOf', params: {}, schemaPath: '#/properties/route/oneOf' }
    expect(said([branch(0, 'pattern', { pattern: '^/' }), branch(1, 'type', { type: 'null' }), oneOf]).map((e) => e.message)).toEqual([
      'route pattern {"pattern":"^/"}',
    ])
    expect(said([branch(0, 'type', { type: 'string' }), branch(1, 'type', { type: 'null' }), oneOf]).map((e) => e.message)).toEqual([
      'route type {"type":"string,null"}',
    ])
    expect(typeNames('string,null')).toBe('um texto ou null')
  })
})

describe("the page's transformer keeps RJSF's errors, with the list's sentences", () => {
  it('sets message and stack, never the key', () => {
    const transform = createErrorTransformer(schema as RJSFSchema, uiSchema as UiSchema)
    const rjsf: RJSFValidationError = {
      name: 'required',
      property: '.companyName',
      params: { missingProperty: 'companyName' },
      message: "must have required property 'companyName'",
      stack: '',
    }
    const [out] = transform([rjsf], uiSchema as UiSchema)
    expect(out).toMatchObject({
      name: 'required',
      property: '.companyName',
      message: 'Preencha o campo "Nome da empresa".',
      stack: 'Preencha o campo "Nome da empresa".',
    })
  })
})

/** Broken answers for a form: nothing at all, a text too long, an e-mail without @ (what the form has of them). */
function brokenAnswers(schema: RJSFSchema): Record<string, unknown>[] {
  const json = schema as Record<string, unknown>
  const sample = minimalRecord(json)
  const cases: Record<string, unknown>[] = [{}]
  const text = findField(json, (f) => f.type === 'string' && typeof f.maxLength === 'number' && !f.format && !f.oneOf)
  if (text) cases.push(withValue(sample, text.path, 'x'.repeat(Number(text.field.maxLength) + 1)))
  const email = findField(json, (f) => f.format === 'email')
  if (email) cases.push(withValue(sample, email.path, 'ana-sem-arroba'))
  const phone = findField(json, (f) => f['x-personal'] === 'phone')
  if (phone) cases.push(withValue(sample, phone.path, '(11) 98765-43210-1234'))
  return cases
}

// Issue 33: "123" was accepted as a WhatsApp on /contato and the briefings, in the browser and on the server.
describe('a phone or WhatsApp answer has 10 to 15 digits, with one message, on every form', () => {
  it.each(testForms.filter((f) => !('local' in f.meta.submit)).map((f) => [f.id, f] as const))('%s', (_id, form) => {
    const json = form.schema as JsonObject
    const phone = findField(json, (f) => f['x-personal'] === 'phone')
    expect(phone, 'every form that sends asks how to call back (decision 110)').toBeDefined()
    const server = createValidator({ formId: form.id, hash: 'x', schema: json, uiSchema: form.uiSchema as JsonObject })
    const sample = minimalRecord(json)
    const problemsWith = (value: string) => {
      const result = server(withValue(sample, phone!.path, value))
      return result.valid ? [] : result.problems.map((p) => p.message)
    }
    expect(problemsWith('(11) 3456-7890')).toEqual([])
    expect(problemsWith('+55 11 98765-4321 00')).toEqual([])
    for (const wrong of ['(11) 98765-43210-1234', 'sem telefone 1234567']) expect(problemsWith(wrong), wrong).toEqual([PHONE_MESSAGE])
    // Under 10 characters the meeting keeps the spec's own sentence (decision 111); every other form says the same.
    expect(problemsWith('123')).toEqual([form.id === 'meeting' ? 'Telefone deve ter pelo menos 10 dígitos' : PHONE_MESSAGE])
  })
})

// The one list, reached through the page's errors (RJSF's `property`) and the server's (ajv's instance paths).
describe('the page and the server say the same sentences for the same mistakes', () => {
  it.each(testForms.filter((f) => !('local' in f.meta.submit)).map((f) => [f.id, f] as const))('%s', (_id, form) => {
    const transform = createErrorTransformer(form.schema, form.uiSchema)
    const server = createValidator({ formId: form.id, hash: 'x', schema: form.schema as JsonObject, uiSchema: form.uiSchema as JsonObject })
    for (const answers of brokenAnswers(form.schema)) {
      const page = validator.validateFormData(answers, form.schema, undefined, transform, form.uiSchema).errors.map((e) => e.message)
      const result = server(answers)
      const answered = result.valid ? [] : result.problems.map((p) => p.message)
      expect(answered.length, JSON.stringify(answers)).toBeGreaterThan(0)
      expect(page, JSON.stringify(answers)).toEqual(answered)
    }
  })
})
