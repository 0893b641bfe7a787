import { describe, expect, it } from 'vitest'
import { countAnswered } from '../../src/forms/progress.ts'

describe('countAnswered', () => {
  it('counts non-empty strings, ticked lists and numbers', () => {
    expect(countAnswered({ a: 'x', b: '  ', c: [], d: ['Home'], e: 3, f: undefined })).toBe(3)
  })
  it('counts the fields of nested groups one by one', () => {
    expect(countAnswered({ eventInfo: { name: 'Feira', date: '' }, contactInfo: { email: 'a@b.co' } })).toBe(2)
  })
  it('is 0 for no data', () => {
    expect(countAnswered(undefined)).toBe(0)
  })
})

describe('countAnswered with the answers the check refused (issue 43)', () => {
  it('leaves out a refused answer, nested ones by their path', () => {
    const refused = new Set(['.contactEmail', '.contactInfo.phone'])
    const data = { contactEmail: 'marina@sorrisovivo,com.br', name: 'Marina', contactInfo: { phone: '123', email: 'a@b.co' } }
    expect(countAnswered(data, refused)).toBe(2)
  })
})
