import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'
import { SignIn } from '../../src/agency/sign-in.tsx'
import { stubWorkspaceBackend } from '../helpers/pretend-backend.ts'

beforeEach(() => {
  stubWorkspaceBackend({
    auth: (path) => (path === 'otp' ? Promise.resolve({}) : Promise.reject(new Error(`unexpected Auth call ${path}`))),
  })
})

describe("the sign-in's two steps", () => {
  it('draws the code step anew: no button of the e-mail step turns into one of its own', async () => {
    renderWithProviders(<SignIn expired={false} captchaSiteKey="" />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('E-mail'), 'ana@agencia.test')
    const ask = screen.getByRole('button', { name: 'Receber código' })
    await user.click(ask)
    const other = await screen.findByRole('button', { name: 'Usar outro e-mail ou pedir novo código' })
    // The orange "Receber código", still busy, became the plain "Usar outro e-mail…" and faded into it: halfway, its
    // grey text on pale orange was what axe found on /painel's code step (about one run in two).
    expect(other, '"Usar outro e-mail…" is a button of its own').not.toBe(ask)
    expect(ask.isConnected, '"Receber código" left with its step').toBe(false)
    expect(screen.getByLabelText('Código')).toHaveFocus()
  })

  it('"Usar outro e-mail…" puts the keyboard back in the e-mail box, the address still there', async () => {
    renderWithProviders(<SignIn expired={false} captchaSiteKey="" />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('E-mail'), 'ana@agencia.test')
    await user.keyboard('{Enter}')
    await user.click(await screen.findByRole('button', { name: 'Usar outro e-mail ou pedir novo código' }))
    expect(screen.getByLabelText('E-mail')).toHaveFocus()
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@agencia.test')
  })
})
