import { describe, expect, it } from 'vitest'
import { trimmedAnswers, type JsonObject } from '#form-core'
import { createValidator } from '#functions/forms-function/validator.ts'
import { loadFormModule } from '../../src/forms/registry.ts'
import { createFormValidator } from '../../src/forms/validation/create-validator.ts'
import { testForm } from '../helpers/form-files.ts'

/** Issue 42: three spaces as the name on /contato were "Formulário enviado com sucesso!". */
const contact = testForm('contact')
const answers = { name: '   ', email: 'ana@empresa.com.br', phone: '11987654321', service: 'sites' }

describe('trimmedAnswers: a text of only spaces is no answer, on the page and on the server', () => {
  it('drops a blank text, trims the others, leaves choices and nested non-texts as sent', () => {
    const schema: JsonObject = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        note: { type: 'string' },
        pick: { type: 'string', oneOf: [{ const: ' a ' }] },
        group: { type: 'object', properties: { city: { type: 'string' }, count: { type: 'number' } } },
      },
    }
    expect(trimmedAnswers(schema, { name: '  Ana ', note: ' \n\t ', pick: ' a ', group: { city: '  ', count: 2 }, other: ' x ' })).toEqual({
      name: 'Ana',
      pick: ' a ',
      group: { count: 2 },
      other: ' x ',
    })
  })

  it("the forms function refuses it with the engine's message for an empty required field, and stores the trimmed answers", () => {
    const validate = createValidator({ schema: contact.schema, uiSchema: contact.uiSchema } as Parameters<typeof createValidator>[0])
    expect(validate(answers)).toEqual({ valid: false, problems: [{ field: 'name', message: 'Preencha o campo "Nome".' }] })
    expect(validate({ ...answers, name: '  Ana  ' })).toMatchObject({ valid: true, data: { name: 'Ana' } })
  })

  it('the page refuses it the same way, and keeps what was typed in the box', async () => {
    const module = await loadFormModule('contact')
    const validator = createFormValidator(module)
    const data = { ...answers }
    const { errors } = validator.validateFormData(data, module.schema)
    expect(errors.map((e) => [e.property, e.name])).toEqual([['name', 'required']])
    expect(data.name).toBe('   ')
  })
})
