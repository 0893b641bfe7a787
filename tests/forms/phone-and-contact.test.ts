import { describe, expect, it } from 'vitest'
import { contactAnswers } from '../../src/forms/contact-answers.ts'
import { maskTyping, phoneMask } from '../../src/forms/theme/phone-mask.ts'
import { testForm } from '../helpers/form-files.ts'

describe('phoneMask (issue 43: the phone formatted as typed, the answer unchanged)', () => {
  it('shows a Brazilian number the way people read it, as it grows', () => {
    expect(['', '1', '11', '119', '1198765', '1198765432', '11987654321'].map(phoneMask.show)).toEqual([
      '',
      '(1',
      '(11',
      '(11) 9',
      '(11) 9876-5',
      '(11) 9876-5432',
      '(11) 98765-4321',
    ])
  })
  it('keeps the digits typed as the answer; an international or longer number as typed', () => {
    expect(phoneMask.read('(11) 98765-4321')).toBe('11987654321')
    expect(phoneMask.read('+55 11 98765-4321')).toBe('+55 11 98765-4321')
    expect(phoneMask.show('+55 11 98765-4321')).toBe('+55 11 98765-4321')
    expect(phoneMask.show('(11) 98765-4321')).toBe('(11) 98765-4321') // an older answer, shown as it was typed
  })
  it('a Backspace just after the dash takes the digit before it, and the caret follows the digits', () => {
    // "(11) 9876-|5432" → Backspace removed the dash only
    expect(maskTyping(phoneMask, '(11) 9876-5432', '(11) 98765432', 9, true)).toEqual({
      answer: '119875432',
      shown: '(11) 9875-432',
      caret: 8,
    })
    expect(maskTyping(phoneMask, '(11) 9876-543', '(11) 9876-5432', 14, false)).toMatchObject({ shown: '(11) 9876-5432', caret: 14 })
  })
})

describe('contactAnswers: what "Enviar outro briefing" keeps', () => {
  it('keeps the section that holds name, e-mail or phone, and nothing else', () => {
    const form = testForm('social-media')
    const data = { companyName: 'Clínica', contactName: 'Marina', contactEmail: 'm@s.com.br', mainObjectives: ['x'] }
    expect(contactAnswers(form.schema, form.uiSchema, data)).toEqual({ contactName: 'Marina', contactEmail: 'm@s.com.br' })
  })
  it('keeps nothing of a form without sections: the contact form is cleared, as its spec says', () => {
    const form = testForm('contact')
    const data = { name: 'Marina', email: 'm@s.com.br', phone: '11987654321', service: 'web', message: 'Oi' }
    expect(contactAnswers(form.schema, form.uiSchema, data)).toEqual({})
  })
})
