import { QueryClientProvider } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADMIN_ROLE, MEMBER_ROLE } from '#form-core'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'
import { SessionProvider } from '../../src/agency/session.tsx'
import { queryClient } from '../../src/workspace/queries.ts'
import PrivacyPage from '../../src/workspace/lgpd-requests-page.tsx'
import { signedInAs, stubWorkspaceBackend } from '../helpers/pretend-backend.ts'

// "Pedidos do titular" with a pretend database behind the real client: the log is read by the page's own schema
// (src/workspace/reads.ts), and who may see it by the real SessionProvider asking the member's role.
const database = vi.fn()
database.mockImplementation(async (fn: string) => {
  if (fn === 'workspace_privacy_log')
    return [
      { id: 2, action: 'erase', requested_by: 'painel (ana@agencia.test)', rows_affected: 3, created_at: '2026-11-28T17:05:00Z' },
      { id: 1, action: 'export', requested_by: 'npm run privacy (bia)', rows_affected: 1, created_at: '2026-11-27T12:00:00Z' },
    ]
  throw new Error(`unexpected rpc ${fn}`)
})
afterEach(() => (queryClient.clear(), database.mockClear()))

/** The page for a member of `role`, signed in earlier in this browser. */
function show(role: string) {
  signedInAs('ana@agencia.test')
  const backend = stubWorkspaceBackend({ role, rpc: database })
  renderWithProviders(
    <SessionProvider>
      <QueryClientProvider client={queryClient}>
        <PrivacyPage />
      </QueryClientProvider>
    </SessionProvider>,
  )
  return backend
}

describe('the LGPD requests answered', () => {
  it('the administration sees each copy and erasure: when, what, how many records and who answered', async () => {
    show(ADMIN_ROLE)
    const log = await screen.findByRole('region', { name: 'Pedidos atendidos' }, { timeout: 15_000 })
    expect(await screen.findByText('28/11/2026 14:05 · Dados apagados · 3 registros · painel (ana@agencia.test)')).toBeInTheDocument()
    expect(screen.getByText('27/11/2026 09:00 · Cópia entregue · 1 registro · npm run privacy (bia)')).toBeInTheDocument()
    expect(log).toBeInTheDocument()
  })

  it('a member outside the administration is not shown it (the server refuses it to them too)', async () => {
    const backend = show(MEMBER_ROLE)
    expect(await screen.findByRole('heading', { name: 'Pedidos do titular' }, { timeout: 15_000 })).toBeInTheDocument()
    // The member's role is known (the page would have asked for the log by now).
    await waitFor(() => expect(backend.answered).toContain('/rest/v1/rpc/workspace_my_role'))
    await act(() => new Promise((settled) => setTimeout(settled, 50)))
    expect(screen.queryByRole('region', { name: 'Pedidos atendidos' })).toBeNull()
    expect(database).not.toHaveBeenCalled()
  })
})
