import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { FormView } from '../../src/forms/page/form-view.tsx'
import { formEntries, loadFormModule } from '../../src/forms/registry.ts'
import { shownLeaves as shownOf, STORAGE_KEYS, type JsonObject } from '#form-core'
import { rjsfId } from '../helpers/rjsf-id.ts'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'
import { stubFormsFunction, type Sent } from '../helpers/submit-mock.ts'

let sent: Sent[]
beforeEach(() => void ({ sent } = stubFormsFunction()))
/** How many sends a form kept in the browser (`{ local: true }`) holds there. */
const localSubmissions = (id: string) => (JSON.parse(localStorage.getItem(STORAGE_KEYS.localSubmissions(id)) ?? '[]') as unknown[]).length

/** The questions an empty form shows: those on a condition wait for their answer (decision 180, tests/forms/conditions.test.tsx). */
const shownLeaves = (schema: unknown, uiSchema: unknown) => shownOf(schema as JsonObject, uiSchema as JsonObject)

const messageFor = (leaf: ReturnType<typeof shownOf>[number]) => {
  const custom = (leaf.ui['ui:options'] as { messages?: Record<string, string> } | undefined)?.messages?.required
  return custom ?? `Preencha o campo "${leaf.schema.title}".`
}

describe.each(formEntries.map((f) => [f.id, f] as const))('form %s', (id, form) => {
  it('renders an input with RJSF’s standard id for every property of its schema, and no answer picked for the visitor', async () => {
    const module = await loadFormModule(id)
    const { container } = renderWithProviders(<FormView form={form} module={module} />)
    const shown = shownLeaves(module.schema, module.uiSchema).length
    expect(screen.getByTestId('form-progress')).toHaveTextContent(`0 de ${shown} perguntas respondidas`)
    // The form mounts a few sections per task (decision 090): every field is there once it has finished.
    for (const leaf of shownLeaves(module.schema, module.uiSchema)) {
      const fieldId = rjsfId(leaf.path)
      if (leaf.ui['ui:widget'] === 'other-text') {
        const label = String((leaf.ui['ui:options'] as { checkboxLabel?: string }).checkboxLabel)
        expect(await screen.findByRole('checkbox', { name: label }, { timeout: 10_000 }), `${id}: ${fieldId}`).toBeInTheDocument()
        continue
      }
      await waitFor(
        () => expect(container.querySelector(`#${fieldId}, [id^="${fieldId}-"]`), `${id}: no input for ${fieldId}`).not.toBeNull(),
        { timeout: 10_000 },
      )
    }
    // No fieldset holds two questions: Ark's Fieldset hands its context a new value on every render, so one
    // around the whole form re-rendered every question on each change (decision 090, field-template.tsx).
    for (const fieldset of container.querySelectorAll('fieldset')) {
      const questions = new Set([...fieldset.querySelectorAll('input, textarea, select')].map((c) => c.id.replace(/-.*$/, '')))
      expect([...questions], `${id}: a fieldset around several questions`).toHaveLength(Math.min(questions.size, 1))
    }
  })

  it('blocks an empty submission with a Portuguese message naming each required field', async () => {
    const module = await loadFormModule(id)
    const required = shownLeaves(module.schema, module.uiSchema).filter((l) => l.required)
    renderWithProviders(<FormView form={form} module={module} />)
    fireEvent.click(screen.getByRole('button', { name: form.buttons.submit }))
    if (required.length === 0) {
      // Nothing required: it is sent (a form kept in the browser is stored there instead of leaving it).
      await waitFor(() => expect(sent.length + localSubmissions(id)).toBe(1), { timeout: 5_000 })
      return
    }
    for (const leaf of required) {
      expect((await screen.findAllByText(messageFor(leaf))).length, `${id}: ${leaf.path.join('.')}`).toBeGreaterThan(0)
    }
    expect(sent).toEqual([])
    expect(localSubmissions(id)).toBe(0)
  })
})
