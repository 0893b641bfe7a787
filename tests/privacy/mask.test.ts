import { describe, expect, it } from 'vitest'
import { maskEmail, maskPhone, maskValue } from '../../scripts/privacy/mask.ts'
import { maskAnswers } from '../../scripts/privacy/mask-stored.ts'

describe('masking personal data in the agency listing', () => {
  it.each([
    ['ana.souza@empresa.com.br', 'a***@empresa.com.br'],
    ['A@b.co', 'A***@b.co'],
    ['sem-arroba', 's******'],
  ])('e-mail %s → %s', (value, masked) => expect(maskEmail(value)).toBe(masked))

  it.each([
    ['(11) 98765-4321', '(11) 9****-4321'],
    ['11987654321', '(11) 9****-4321'],
    ['+55 11 98765-4321', '(11) 9****-4321'],
    ['(11) 3456-7890', '(11) 3***-7890'],
    ['98765432', '9***-5432'],
    ['123', '*23'],
  ])('phone %s → %s', (value, masked) => expect(maskPhone(value)).toBe(masked))

  it('names keep their initials, free text only its length, numbers (the meeting phone column) mask as phones', () => {
    expect(maskValue('name', 'Ana  Souza')).toBe('A** S****')
    expect(maskValue('free-text', 'Ligar depois das 18h, por favor')).toBe('[texto oculto: 31 caracteres]')
    expect(maskValue('phone', 11987654321)).toBe('(11) 9****-4321')
  })

  it('masks the tagged questions of some answers, nested groups included, and leaves the rest', () => {
    const schema = {
      type: 'object',
      properties: {
        companyName: { type: 'string', 'x-personal': false },
        contactInfo: {
          type: 'object',
          properties: { email: { type: 'string', 'x-personal': 'email' }, phone: { type: 'string', 'x-personal': 'phone' } },
        },
      },
    }
    const data = { companyName: 'Padaria', contactInfo: { email: 'ana@empresa.com.br', phone: '' } }
    expect(maskAnswers(schema, data)).toEqual({ companyName: 'Padaria', contactInfo: { email: 'a***@empresa.com.br', phone: '' } })
    expect(data.contactInfo.email).toBe('ana@empresa.com.br')
  })
})
