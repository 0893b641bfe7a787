import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { FormView } from '../../src/forms/page/form-view.tsx'
import { formEntries, getForm, loadFormModule } from '../../src/forms/registry.ts'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'
import { stubFormsFunction, type Sent } from '../helpers/submit-mock.ts'

let sent: Sent[]
beforeEach(() => void ({ sent } = stubFormsFunction()))

const field = (title: string) => screen.findByLabelText(new RegExp(`^${title}`), undefined, { timeout: 30_000 })

// Issue 33: after a send that stays on the page, the emptied form looked like lost answers.
describe('a send that stays on the page', () => {
  const form = getForm('social-media')

  it('is declared with a confirmation by every briefing that stays, and by every one that goes to the home', () => {
    const briefings = formEntries.filter((f) => f.kind === 'briefing' && f.afterSuccess !== '/briefing-obrigado')
    for (const f of briefings) expect(f.confirmation, f.id).toBeDefined()
    for (const f of briefings.filter((b) => !b.afterSuccess)) expect(f.confirmation?.again, f.id).toBe('Enviar outro briefing')
  })

  // A briefing mounted, typed and sent in jsdom: at load 20 a clean clone's run took more than the project's 20 s.
  it(
    'ends in the confirmation, focused, until the visitor asks for another form, with only its contacts filled',
    { timeout: 90_000 },
    async () => {
      const module = await loadFormModule(form.id)
      renderWithProviders(<FormView form={form} module={module} />)
      const user = userEvent.setup()
      await user.type(await field('Nome da empresa'), 'Padaria Doze')
      await user.type(await field('Seu nome'), 'Ana Souza')
      await user.type(await field('E-mail'), 'ana@padariadoze.com.br')
      await user.click(screen.getByRole('button', { name: form.buttons.submit }))
      const heading = await screen.findByRole('heading', { name: form.confirmation!.title }, { timeout: 10_000 })
      expect(sent).toMatchObject([{ formId: form.id, body: { contactName: 'Ana Souza' } }])
      // The focus is the notice's effect, which runs after the heading is in the DOM: a loaded machine can look in between.
      await waitFor(() => expect(heading).toHaveFocus())
      expect(screen.getByText(/Em até 24 horas/)).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: form.buttons.submit })).toBeNull()
      await user.click(screen.getByRole('button', { name: 'Enviar outro briefing' }))
      // Who the visitor is stays (issue 43): the contact section's two answers, nothing else.
      expect(screen.getByTestId('form-progress')).toHaveTextContent(`2 de ${form.fieldCount} perguntas respondidas`)
      expect(await field('Nome da empresa')).toHaveValue('')
      expect(await field('Seu nome')).toHaveValue('Ana Souza')
    },
  )
})
