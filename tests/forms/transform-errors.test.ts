import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils'
import { describe, expect, it } from 'vitest'
import { createErrorTransformer } from '../../src/forms/validation/transform-errors.ts'

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    companyName: { type: 'string', title: 'Nome da empresa' },
    contactInfo: { type: 'object', title: 'Contato', properties: { email: { type: 'string', title: 'E-mail', format: 'email' } } },
    name: { type: 'string', title: 'Nome completo', minLength: 2 },
  },
}
const uiSchema = { name: { 'ui:options': { messages: { minLength: 'Nome deve ter pelo menos 2 caracteres' } } } }
const transform = createErrorTransformer(schema, uiSchema)
const error = (e: Partial<RJSFValidationError>): RJSFValidationError => ({ stack: '', ...e })

describe('createErrorTransformer', () => {
  it('names a missing field by its Portuguese title, never its key', () => {
    const [out] = transform([error({ name: 'required', property: '.companyName', message: "must have required property 'companyName'" })], uiSchema)
    expect(out.message).toBe('Preencha o campo "Nome da empresa".')
    expect(out.stack).not.toContain('companyName')
  })
  it('finds titles inside nested groups', () => {
    const [out] = transform([error({ name: 'format', property: '.contactInfo.email', params: { format: 'email' } })], uiSchema)
    expect(out.message).toBe('"E-mail": informe um e-mail válido, por exemplo nome@empresa.com.br.')
  })
  it('prefers the messages a uiSchema declares', () => {
    const [out] = transform([error({ name: 'minLength', property: '.name', params: { limit: 2 } })], uiSchema)
    expect(out.message).toBe('Nome deve ter pelo menos 2 caracteres')
  })
  it('keeps one message per field for a failed choice', () => {
    const out = transform(
      [
        error({ name: 'const', property: '.companyName', schemaPath: '#/properties/companyName/oneOf/0/const' }),
        error({ name: 'oneOf', property: '.companyName', schemaPath: '#/properties/companyName/oneOf' }),
      ],
      uiSchema,
    )
    expect(out).toHaveLength(1)
  })
  it('lists errors in page order, so the focus lands on the first field flagged (ajv puts every required first)', () => {
    const ordered = createErrorTransformer(schema, { 'ui:order': ['name', 'companyName', 'contactInfo'] })
    const out = ordered(
      [
        error({ name: 'required', property: '.companyName' }),
        error({ name: 'format', property: '.contactInfo.email', params: { format: 'email' } }),
        error({ name: 'minLength', property: '.name', params: { limit: 2 } }),
      ],
      uiSchema,
    )
    expect(out.map((e) => e.property)).toEqual(['.name', '.companyName', '.contactInfo.email'])
  })
  it('says "número inteiro" when a whole number is expected, "número" otherwise', () => {
    const [integer] = transform([error({ name: 'type', property: '.companyName', params: { type: 'integer' } })], uiSchema)
    expect(integer.message).toBe('"Nome da empresa" deve ser um número inteiro.')
    const [number] = transform([error({ name: 'type', property: '.companyName', params: { type: 'number' } })], uiSchema)
    expect(number.message).toBe('"Nome da empresa" deve ser um número.')
  })
})
