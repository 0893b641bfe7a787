import { fireEvent, screen, waitFor } from '@testing-library/react'
import Form from '@rjsf/core'
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import { customizeValidator } from '@rjsf/validator-ajv8'
import { describe, expect, it, vi } from 'vitest'
import { precompileOptions } from '#form-core'
import { sharedFormProps } from '../../src/forms/theme/form-props.ts'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'

const schema: RJSFSchema = { type: 'object', required: ['ads'], properties: { ads: { type: 'boolean', title: 'Já investe em anúncios?' } } }
type Answers = Record<string, unknown>
const uiSchema: UiSchema<Answers> = { ads: { 'ui:widget': 'yes-no' } }

describe('a yes/no question (decision 125)', () => {
  it('shows Sim and Não, none picked for the visitor; required means a choice; the answer is a boolean', async () => {
    const onSubmit = vi.fn()
    const onError = vi.fn()
    renderWithProviders(
      <Form<Answers>
        schema={schema}
        uiSchema={uiSchema}
        validator={customizeValidator<Answers>(precompileOptions)}
        onSubmit={onSubmit}
        onError={onError}
        {...sharedFormProps}
      >
        <button type="submit">Enviar</button>
      </Form>,
    )
    const yes = screen.getByRole('radio', { name: 'Sim' })
    const no = screen.getByRole('radio', { name: 'Não' })
    expect(yes).not.toBeChecked()
    expect(no).not.toBeChecked()
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    await waitFor(() => expect(onError).toHaveBeenCalled())
    expect(onSubmit).not.toHaveBeenCalled()
    fireEvent.click(no)
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0][0].formData).toEqual({ ads: false })
  })
})
