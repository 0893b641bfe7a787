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
