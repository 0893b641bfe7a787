import { retrieveSchema, type RJSFSchema } from '@rjsf/utils'
import { customizeValidator } from '@rjsf/validator-ajv8'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { createAjv, hiddenKeys, shownAnswers, type JsonObject } from '#form-core'
import { FormView } from '../../src/forms/page/form-view.tsx'
import { formEntries, loadFormModule } from '../../src/forms/registry.ts'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'
import { stubFormsFunction, type Sent } from '../helpers/submit-mock.ts'

let sent: Sent[]
beforeEach(() => void ({ sent } = stubFormsFunction()))

/** Decision 180's every test: one answer, one of several, a box ticked, a yes/no. */
const probe: JsonObject = {
  $id: 'conditions-probe',
  type: 'object',
  additionalProperties: false,
  properties: {
    pick: { type: 'string', title: 'Escolha', oneOf: ['a', 'b', 'outro'].map((v) => ({ const: v, title: v })) },
    pickOther: true,
    ticks: {
      type: 'array',
      title: 'Marque',
      uniqueItems: true,
      items: { type: 'string', oneOf: ['p', 'q'].map((v) => ({ const: v, title: v })) },
    },
    ticksOther: true,
    yes: { type: 'boolean', title: 'Sim?' },
    yesOther: true,
  },
  allOf: [
    {
      if: { properties: { pick: { enum: ['b', 'outro'] } }, required: ['pick'] },
      then: { properties: { pickOther: { type: 'string', title: 'Qual?', minLength: 1, maxLength: 20 } }, required: ['pickOther'] },
      else: { properties: { pickOther: false } },
    },
    {
      if: { properties: { ticks: { type: 'array', contains: { const: 'q' } } }, required: ['ticks'] },
      then: { properties: { ticksOther: { type: 'string', title: 'Qual?', maxLength: 20 } } },
      else: { properties: { ticksOther: false } },
    },
    {
      if: { properties: { yes: { const: true } }, required: ['yes'] },
      then: { properties: { yesOther: { type: 'string', title: 'Qual?', maxLength: 20 } } },
      else: { properties: { yesOther: false } },
    },
  ],
}

const answers = fc.record(
  {
    pick: fc.constantFrom('a', 'b', 'outro'),
    pickOther: fc.string({ maxLength: 3 }),
    ticks: fc.uniqueArray(fc.constantFrom('p', 'q')),
    ticksOther: fc.string({ maxLength: 3 }),
    yes: fc.boolean(),
    yesOther: fc.string({ maxLength: 3 }),
  },
  { requiredKeys: [] },
)

describe('conditions (decision 180)', () => {
  const validate = createAjv().compile(probe)

  it('the evaluator agrees with ajv: what it keeps passes the schema unless a shown required question is empty', () => {
    fc.assert(
      fc.property(answers, (data) => {
        const sent = shownAnswers(probe, data)
        const valid = validate(sent)
        const missing = !hiddenKeys(probe, sent).has('pickOther') && !sent.pickOther
        expect(valid, JSON.stringify({ sent, errors: validate.errors })).toBe(!missing)
        // An answer to a hidden question is what ajv refuses, and only that.
        const hiddenAnswered = [...hiddenKeys(probe, data)].some((key) => key in data)
        if (hiddenAnswered && !missing) expect(validate(data)).toBe(false)
      }),
    )
  })

  it('RJSF 6.10 defines a conditional question only while its condition holds, with the strict ajv', () => {
    const validator = customizeValidator()
    const shown = (data: JsonObject) => {
      const resolved = retrieveSchema(validator, probe as RJSFSchema, probe as RJSFSchema, data)
      return Object.entries(resolved.properties ?? {})
        .filter(([, field]) => typeof field === 'object')
        .map(([key]) => key)
    }
    expect(shown({})).toEqual(['pick', 'ticks', 'yes'])
    expect(shown({ pick: 'outro', ticks: ['q'], yes: true })).toEqual(['pick', 'pickOther', 'ticks', 'ticksOther', 'yes', 'yesOther'])
    expect(shown({ pick: 'a', ticks: ['p'], yes: false })).toEqual(['pick', 'ticks', 'yes'])
  })
})

describe('the landing-page briefing on its page', () => {
  const form = formEntries.find((f) => f.id === 'landing-page')!
  const select = (id: string, label: string) => {
    const field = document.getElementById(id) as HTMLSelectElement
    const index = [...field.options].findIndex((o) => o.textContent === label)
    fireEvent.change(field, { target: { value: String(index - 1) } })
  }
  const progress = () => screen.getByTestId('form-progress').textContent ?? ''

  it('shows "Qual outro objetivo?" only after "Outro", counts it only then, and never sends it hidden', async () => {
    const module = await loadFormModule('landing-page')
    const { container } = renderWithProviders(<FormView form={form} module={module} />)
    await waitFor(() => expect(container.querySelector('#root_platform')).not.toBeNull(), { timeout: 10_000 })
    const total = form.fieldCount - 2
    expect(progress()).toContain(`0 de ${total} perguntas`)
    expect(container.querySelector('#root_landingPageGoalOther')).toBeNull()

    select('root_landingPageGoal', 'Outro')
    const other = await screen.findByLabelText(/Qual outro objetivo\?/)
    expect(progress()).toContain(`1 de ${total + 1} perguntas`)
    // In place: right after its trigger on the page.
    const goal = container.querySelector('#root_landingPageGoal')!
    expect(goal.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    fireEvent.change(other, { target: { value: 'Recrutar' } })
    await waitFor(() => expect(progress()).toContain(`2 de ${total + 1} perguntas`))

    // A change of mind hides it; the answer waits in the page, uncounted, and is not sent.
    select('root_landingPageGoal', 'Captar leads')
    await waitFor(() => expect(container.querySelector('#root_landingPageGoalOther')).toBeNull())
    expect(progress()).toContain(`1 de ${total} perguntas`)
    select('root_landingPageGoal', 'Outro')
    expect(await screen.findByDisplayValue('Recrutar')).toBeInTheDocument()
    select('root_landingPageGoal', 'Captar leads')
    await waitFor(() => expect(container.querySelector('#root_landingPageGoalOther')).toBeNull())

    const type = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } })
    type('root_contactName', 'Ana')
    type('root_contactEmail', 'ana@example.com')
    type('root_productName', 'Curso')
    type('root_productDescription', 'Um curso')
    fireEvent.click(screen.getByRole('button', { name: form.buttons.submit }))
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5_000 })
    expect(sent[0].body.landingPageGoal).toBe('leads')
    expect(sent[0].body).not.toHaveProperty('landingPageGoalOther')
  })

  it('stops a send with "Outro" and no answer to "Qual outro objetivo?"', async () => {
    const module = await loadFormModule('landing-page')
    const { container } = renderWithProviders(<FormView form={form} module={module} />)
    await waitFor(() => expect(container.querySelector('#root_platform')).not.toBeNull(), { timeout: 10_000 })
    select('root_landingPageGoal', 'Outro')
    await screen.findByLabelText(/Qual outro objetivo\?/)
    fireEvent.click(screen.getByRole('button', { name: form.buttons.submit }))
    expect((await screen.findAllByText('Preencha o campo "Qual outro objetivo?".')).length).toBeGreaterThan(0)
    expect(sent).toEqual([])
  })
})
