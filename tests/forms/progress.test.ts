import { describe, expect, it } from 'vitest'
import { countAnswered, reachedCount } from '../../src/forms/progress.ts'

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

describe('reachedCount: where the visitor is in a form shown step by step (decision 206)', () => {
  const leaves = [['name'], ['email'], ['company'], ['goal'], ['headline'], ['platform'], ['colors']]
  const none = new Set<string>()
  it('counts the questions of the steps behind, answered or left empty, and the answers ahead', () => {
    const data = { name: 'Marina', email: 'm@s.co', goal: 'leads', platform: 'wordpress' }
    const passed = new Set(['name', 'email', 'company'])
    expect(reachedCount(leaves, data, none, { passed, done: false })).toBe(5)
  })
  it('is the whole way on the last step with nothing missing or refused', () => {
    expect(reachedCount(leaves, { name: 'Marina' }, none, { passed: new Set(), done: true })).toBe(leaves.length)
  })
  it('never counts a refused answer, even in a step behind', () => {
    const data = { name: 'Marina', email: 'marina@sorrisovivo,com.br' }
    expect(reachedCount(leaves, data, new Set(['.email']), { passed: new Set(['name', 'email', 'company']), done: false })).toBe(2)
  })
  it('reads nested answers by their path', () => {
    const data = { contactInfo: { email: 'a@b.co', phone: '' } }
    const nested = [
      ['contactInfo', 'email'],
      ['contactInfo', 'phone'],
    ]
    expect(reachedCount(nested, data, none, { passed: new Set(), done: false })).toBe(1)
  })
})
