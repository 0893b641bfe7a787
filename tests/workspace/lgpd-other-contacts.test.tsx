import { QueryClientProvider } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADMIN_ROLE } from '#form-core'
import { createWorkspaceApp } from '#functions/workspace-function/workspace-app.ts'
import { SessionProvider } from '../../src/agency/session.tsx'
import PrivacyPage from '../../src/workspace/lgpd-requests-page.tsx'
import { queryClient } from '../../src/workspace/queries.ts'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'
import { signedInAs, stubWorkspaceBackend } from '../helpers/pretend-backend.ts'

// "Pedidos do titular" against the real `POST /privacy` (createWorkspaceApp) over a pretend database holding two
// leads of one person: the screen names the other e-mail and the phone typed in them, before and after erasing.
const PERSON = 'maria@exemplo.test'
const schema = {
  title: 'Diagnóstico',
  type: 'object',
  properties: {
    email: { type: 'string', title: 'E-mail', 'x-personal': 'email' },
    emailTrabalho: { type: 'string', title: 'E-mail do trabalho', 'x-personal': 'email' },
    telefone: { type: 'string', title: 'WhatsApp', 'x-personal': 'phone' },
  },
}
const lead = (id: string, payload: Record<string, string>) => ({
  tabela: 'form_submissions',
  formulario: 'diagnostico',
  linha: { id, created_at: '2026-11-20T12:00:00Z', schema_hash: 'h1', payload },
  registros: [],
})
const database = vi.fn()
database.mockImplementation(async (fn: string) => {
  if (fn === 'privacy_revisions') return [{ form_id: 'diagnostico', hash: 'h1', schema, ui_schema: {} }]
  if (fn === 'privacy_copy')
    return [
      lead('1', { email: PERSON }),
      lead('2', { email: 'Maria@Exemplo.test', emailTrabalho: 'maria@empresa.test', telefone: '(11) 98888-7777' }),
    ]
  if (fn === 'privacy_erase') return [{ tabela: 'form_submissions', linhas: 2 }]
  return []
})
// The page's call of `workspace/privacy` is answered by the real app, as the deployed function would.
type Deps = Parameters<typeof createWorkspaceApp>[0]
const app = createWorkspaceApp({
  call: async <T,>(fn: string, args: Record<string, unknown>) => (await database(fn, args)) as T[],
  verify: async () => ({ ok: true, claims: { email: 'ana@agencia.test' } }) as Awaited<ReturnType<Deps['verify']>>,
  revisions: {} as Deps['revisions'],
  authUsers: async () => undefined,
  allowOrigin: '*',
})
afterEach(() => queryClient.clear())

describe('erasing a person found by one e-mail', () => {
  it('names the other e-mail and the phone typed in the leads found, before confirming and on the result', async () => {
    const user = userEvent.setup()
    signedInAs('ana@agencia.test')
    stubWorkspaceBackend({
      role: ADMIN_ROLE,
      rpc: (fn) => (fn === 'workspace_privacy_log' ? [] : Promise.reject(new Error(`unexpected rpc ${fn}`))),
      functions: (route, body, request) =>
        app.request(`/${route}`, { method: 'POST', headers: request.headers, body: JSON.stringify(body) }),
    })
    renderWithProviders(
      <SessionProvider>
        <QueryClientProvider client={queryClient}>
          <PrivacyPage />
        </QueryClientProvider>
      </SessionProvider>,
    )
    await user.type(await screen.findByLabelText('E-mail da pessoa', {}, { timeout: 15_000 }), `${PERSON}{Enter}`)
    const named = `Esta pessoa ainda pode aparecer com: maria@empresa.test, (11) 98888-7777. Procure aqui também por esse e-mail. O telefone, busque na lista de Leads.`
    expect(await screen.findByRole('heading', { name: `2 registros de ${PERSON}` })).toBeInTheDocument()
    expect(screen.getByText(named)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Apagar tudo…' }))
    expect(within(screen.getByRole('alertdialog')).getByText(named)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sim, apagar 2 registros' }))
    expect(within(await screen.findByRole('status')).getByText(named)).toBeInTheDocument()
    expect(database).toHaveBeenCalledWith('privacy_erase', expect.objectContaining({ p_email: PERSON }))
  })
})
