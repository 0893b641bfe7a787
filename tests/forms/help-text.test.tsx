import Form from '@rjsf/core'
import type { RJSFSchema } from '@rjsf/utils'
import validator from '@rjsf/validator-ajv8'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sharedFormProps } from '../../src/forms/theme/form-props.ts'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'

// The help text (a question's `description`) the editor's "Texto de ajuda" writes, as the page and the preview draw it.
const help = 'Primeira linha.\nSegunda linha.'
const options = [
  { const: 'a', title: 'A' },
  { const: 'b', title: 'B' },
]
const questions: Record<string, RJSFSchema> = {
  texto: { type: 'string', title: 'Pergunta', description: help },
  escolha: { type: 'string', title: 'Pergunta', description: help, oneOf: options },
  opcoes: { type: 'array', title: 'Pergunta', description: help, uniqueItems: true, items: { type: 'string', oneOf: options } },
}
const uiSchemas: Record<string, object> = {
  texto: {},
  escolha: { 'ui:widget': 'radio' },
  opcoes: { 'ui:widget': 'checkboxes' },
}

describe('a question’s help text', () => {
  it.each(Object.keys(questions))('%s: sits under its label, with its line break kept', (kind) => {
    const schema: RJSFSchema = { type: 'object', properties: { q: questions[kind] } }
    renderWithProviders(
      <Form {...sharedFormProps} schema={schema} uiSchema={{ q: uiSchemas[kind] }} validator={validator}>
        <></>
      </Form>,
    )
    const text = screen.getByText(/Primeira linha/)
    const label = screen.getByText('Pergunta', { selector: 'label, legend' })
    // Following the label in the page's order, so it never reads as the previous question's.
    expect(label.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(text.textContent).toContain(help)
    expect(getComputedStyle(text.closest('[id$="__description"]')!).whiteSpace).toBe('pre-line')
  })
})
