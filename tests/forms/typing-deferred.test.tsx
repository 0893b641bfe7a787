import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '#form-core'
import { readDraft } from '../../src/forms/drafts.ts'
import { FormView } from '../../src/forms/page/form-view.tsx'
import { getForm, loadFormModule } from '../../src/forms/registry.ts'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'
import { stubFormsFunction, type Sent } from '../helpers/submit-mock.ts'

let server: ReturnType<typeof stubFormsFunction>
let sent: Sent[]
beforeEach(() => void ({ sent } = server = stubFormsFunction()))

// Text fields hand their typing to RJSF when it pauses (decision 090): what a visitor does must not notice.
const form = getForm('contact')

async function openForm() {
  const module = await loadFormModule(form.id)
  renderWithProviders(<FormView form={form} module={module} />)
  return userEvent.setup()
}

const field = (title: string) => screen.findByLabelText(new RegExp(`^${title}`), undefined, { timeout: 10_000 })
const progress = () => screen.getByTestId('form-progress')

describe('typing into a form', () => {
  it('shows every key in the field at once and counts the answer once typing pauses', async () => {
    const user = await openForm()
    await user.type(await field('Nome'), 'Ana Souza')
    expect(await field('Nome')).toHaveValue('Ana Souza')
    await waitFor(() => expect(progress()).toHaveTextContent(`1 de ${form.fieldCount}`))
  })

  it('keeps a draft written when the page is hidden, even of what was typed a moment before', async () => {
    const user = await openForm()
    await user.type(await field('Mensagem'), 'Quero um site novo')
    act(() => void window.dispatchEvent(new Event('pagehide')))
    expect(readDraft(form.id)?.data).toMatchObject({ message: 'Quero um site novo' })
  })

  it('writes the draft when a phone switches apps (the page turns hidden)', async () => {
    const user = await openForm()
    await user.type(await field('Nome'), 'Ana')
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    visibility.mockRestore()
    expect(readDraft(form.id)?.data).toMatchObject({ name: 'Ana' })
  })

  it('saves the draft by itself shortly after the visitor stops typing', async () => {
    const user = await openForm()
    await user.type(await field('Nome'), 'Ana')
    await waitFor(() => expect(readDraft(form.id)?.data).toMatchObject({ name: 'Ana' }))
  })

  it('sends what was typed right before clicking the button', async () => {
    const user = await openForm()
    await user.type(await field('Nome'), 'Ana Souza')
    await user.type(await field('E-mail'), 'ana@empresa.com.br')
    await user.type(await field('WhatsApp'), '11987654321')
    await user.selectOptions(screen.getByRole('combobox', { name: /Serviço de interesse/ }), 'Tráfego Pago')
    await user.type(await field('Mensagem'), 'Sem pausa')
    await user.click(screen.getByRole('button', { name: form.buttons.submit }))
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5_000 })
    expect(sent[0]).toMatchObject({ formId: form.id, body: { name: 'Ana Souza', email: 'ana@empresa.com.br', message: 'Sem pausa' } })
  })

  it('sends what was typed when Enter is pressed in a single-line field', async () => {
    const user = await openForm()
    await user.type(await field('Nome'), 'Ana Souza')
    await user.type(await field('E-mail'), 'ana@empresa.com.br')
    await user.selectOptions(screen.getByRole('combobox', { name: /Serviço de interesse/ }), 'Tráfego Pago')
    await user.type(await field('WhatsApp'), '11987654321{Enter}')
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5_000 })
    expect(sent[0].body).toMatchObject({ name: 'Ana Souza', phone: '11987654321' })
  })

  it('keeps what was typed right before a failed send in the draft', async () => {
    server.goOffline()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = await openForm()
    await user.type(await field('Nome'), 'Ana Souza')
    await user.type(await field('E-mail'), 'ana@empresa.com.br')
    await user.selectOptions(screen.getByRole('combobox', { name: /Serviço de interesse/ }), 'Tráfego Pago')
    await user.type(await field('WhatsApp'), '11987654321')
    await user.click(screen.getByRole('button', { name: form.buttons.submit }))
    expect(await screen.findByText('Não foi possível enviar: falha na conexão', undefined, { timeout: 5_000 })).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(readDraft(form.id)?.data).toMatchObject({ name: 'Ana Souza', phone: '11987654321' })
  })

  it('after a failed submit, typing into a flagged field removes its message at once; the others stay', async () => {
    const user = await openForm()
    fireEvent.click(screen.getByRole('button', { name: form.buttons.submit }))
    expect(await screen.findByText('Preencha o campo "Nome".')).toBeInTheDocument()
    expect(screen.getByText('Preencha o campo "E-mail".')).toBeInTheDocument()
    await user.type(await field('Nome'), 'A')
    expect(screen.queryByText('Preencha o campo "Nome".')).not.toBeInTheDocument()
    expect(screen.getByText('Preencha o campo "E-mail".')).toBeInTheDocument()
  })

  it('keeps the caret where the visitor put it when RJSF is still busy with an earlier change (a slow phone)', async () => {
    const website = getForm('website')
    renderWithProviders(<FormView form={website} module={await loadFormModule(website.id)} />)
    const site = (await field('Site atual')) as HTMLInputElement
    const user = userEvent.setup({ delay: null })
    await user.click(site)
    await user.keyboard('padaria doze')
    // A busy phone: the check of the blur (no delay) and the pause (250 ms) wait to be let go; React's rendering
    // (setImmediate here) does not.
    const held: (() => void)[] = []
    const setTimer = globalThis.setTimeout
    const timers = vi
      .spyOn(globalThis, 'setTimeout')
      .mockImplementation(((run: () => void, ms?: number) =>
        ms === undefined || ms === 250 ? held.push(run) : setTimer(run, ms)) as typeof setTimeout)
    await user.tab()
    // Back in before the check has answered: between the two words, one letter erased.
    await user.click(site)
    await user.keyboard('{ArrowLeft>5/}{Backspace}')
    timers.mockRestore()
    // The checks of the two blurs (this field's, and the next one's at the tap back), then the pause.
    const pause = held.pop()
    act(() => held.forEach((check) => check()))
    expect(screen.getByText(/"Site atual": informe um endereço completo/)).toBeInTheDocument()
    // The pause hands "padari doze" over; React has not drawn it when the next key, now urgent, follows.
    pause?.()
    await user.keyboard('{Backspace}')
    // React draws what it had scheduled (act drains its queue), then the next key.
    await act(async () => {})
    await user.keyboard('X')
    expect(site).toHaveValue('padarX doze')
    await user.tab()
    await waitFor(() => expect(readDraft(website.id)?.data).toMatchObject({ currentWebsite: 'padarX doze' }))
  })

  it('empties every field, draft included, when the draft is discarded', async () => {
    localStorage.setItem(STORAGE_KEYS.formDraft(form.id), JSON.stringify({ data: { name: 'Rascunho' }, savedAt: new Date().toISOString() }))
    const user = await openForm()
    expect(await field('Nome')).toHaveValue('Rascunho')
    await user.click(screen.getByRole('button', { name: 'Descartar rascunho' }))
    expect(await field('Nome')).toHaveValue('')
    expect(readDraft(form.id)).toBeNull()
  })
})
