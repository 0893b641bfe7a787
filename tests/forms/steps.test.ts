import { describe, expect, it } from 'vitest'
import { hiddenKeys, type JsonObject } from '#form-core'
import { errorsInStep, firstStepWithError, parseStep, settleStep, shownSteps, stepSearch, stepsOf } from '../../src/forms/steps/steps.ts'
import { testForm, testForms } from '../helpers/form-files.ts'

const sections = [
  { title: 'Contato', fields: ['name', 'email'] },
  { title: 'Só para lojas', fields: ['storeUrl'] },
  { title: 'Objetivo', fields: ['goal', 'goalOther'] },
]
const error = (property: string) => ({ property, message: 'obrigatório', stack: `${property} obrigatório` })

describe('which forms go step by step', () => {
  it('a ui-schema with "steps" and two sections or more', () => {
    expect(stepsOf({ 'ui:options': { steps: true, sections } })).toBe(sections)
    expect(stepsOf({ 'ui:options': { sections } }), 'without "steps", one page').toBeNull()
    expect(stepsOf({ 'ui:options': { steps: true } }), 'no sections, nothing to step through').toBeNull()
    expect(stepsOf({ 'ui:options': { steps: true, sections: sections.slice(0, 1) } }), 'one section is one page').toBeNull()
  })

  it('the long briefings declare it, and only they (decision 203)', () => {
    const stepped = testForms.filter((form) => stepsOf(form.uiSchema as JsonObject) !== null).map((form) => form.id)
    expect(stepped.sort()).toEqual(['digital-launch', 'landing-page', 'marketing-strategy'])
  })
})

describe('steps shown', () => {
  it('a step whose questions are all hidden is skipped; one with a question left is shown', () => {
    expect(shownSteps(sections, new Set())).toEqual([0, 1, 2])
    expect(shownSteps(sections, new Set(['storeUrl']))).toEqual([0, 2])
    expect(shownSteps(sections, new Set(['goalOther']))).toEqual([0, 1, 2])
  })

  it('an address naming a hidden step shows the next shown one, or the last', () => {
    expect(settleStep(1, [0, 2])).toBe(2)
    expect(settleStep(2, [0, 2])).toBe(2)
    expect(settleStep(5, [0, 2])).toBe(2)
    expect(settleStep(0, [])).toBe(0)
  })

  it('the landing-page briefing: "Qual outro objetivo?" hidden until "Outro" leaves its step shown', () => {
    const form = testForm('landing-page')
    const steps = stepsOf(form.uiSchema as JsonObject)!
    const hidden = hiddenKeys(form.schema as JsonObject, {})
    expect(hidden.has('landingPageGoalOther')).toBe(true)
    expect(shownSteps(steps, hidden)).toHaveLength(steps.length)
  })
})

describe('the step in the address', () => {
  it('?etapa=N is the Nth section, counted from 1', () => {
    expect(parseStep('?etapa=1', 3)).toBe(0)
    expect(parseStep('?etapa=3', 3)).toBe(2)
    expect(parseStep('?utm_source=x&etapa=2', 3)).toBe(1)
  })

  it('anything else names no step', () => {
    for (const search of ['', '?etapa=', '?etapa=0', '?etapa=4', '?etapa=-1', '?etapa=2.5', '?etapa=dois', '?etapa=1e1'])
      expect(parseStep(search, 3), search).toBeNull()
  })

  it('written back with the other parameters kept, the first step without the parameter', () => {
    expect(stepSearch('', 1)).toBe('?etapa=2')
    expect(stepSearch('?utm_source=x&etapa=3', 0)).toBe('?utm_source=x')
    expect(stepSearch('?etapa=3', 0)).toBe('')
    expect(stepSearch('?utm_source=x', 2)).toBe('?utm_source=x&etapa=3')
  })
})

describe("a step's errors", () => {
  const errors = [error('.goal'), error('name'), error('.contactInfo.email'), error('.goalOther')]

  it('are those about its shown questions, nested ones by their group', () => {
    expect(errorsInStep(errors, sections[0]!, new Set()).map((e) => e.property)).toEqual(['name'])
    expect(errorsInStep(errors, { title: 'G', fields: ['contactInfo'] }, new Set()).map((e) => e.property)).toEqual(['.contactInfo.email'])
    expect(errorsInStep(errors, sections[2]!, new Set(['goalOther'])).map((e) => e.property)).toEqual(['.goal'])
  })

  it('a send refused goes to the first shown step with an error, in page order', () => {
    expect(firstStepWithError([error('.goal'), error('.email')], sections, [0, 1, 2], new Set())).toBe(0)
    expect(firstStepWithError([error('.goal')], sections, [0, 2], new Set())).toBe(2)
    expect(firstStepWithError([error('.storeUrl')], sections, [0, 2], new Set(['storeUrl']))).toBeNull()
  })
})
