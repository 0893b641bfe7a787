import { QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'

// "Pedidos do titular" with a pretend database: the log is read by the page's own schema (src/workspace/reads.ts).
const database = vi.hoisted(() => vi.fn())
const admin = vi.hoisted(() => ({ value: true }))
const rpc = vi.hoisted(
  () =>
    async (fn: string, args: Record<string, unknown> = {}, answer?: { parse(data: unknown): unknown }): Promise<unknown> =>
      answer ? answer.parse(await database(fn, args)) : undefined,
)
vi.mock('../../src/agency/backend.ts', async (original) => ({ ...(await original<object>()), rpc }))
vi.mock('../../src/agency/session.tsx', () => ({
  checkMembership: () => undefined,
  useSession: () => ({
    state: { kind: 'signed-in', email: 'ana@agencia.test', member: true, admin: admin.value, accessToken: 't' },
    expire() {},
    signOut() {},
  }),
}))
const { queryClient } = await import('../../src/workspace/queries.ts')
const { default: PrivacyPage } = await import('../../src/workspace/lgpd-requests-page.tsx')

database.mockImplementation(async (fn: string) => {
  if (fn === 'workspace_privacy_log')
    return [
      { id: 2, action: 'erase', requested_by: 'painel (ana@agencia.test)', rows_affected: 3, created_at: '2026-11-28T17:05:00Z' },
      { id: 1, action: 'export', requested_by: 'npm run privacy (bia)', rows_affected: 1, created_at: '2026-11-27T12:00:00Z' },
    ]
  throw new Error(`unexpected rpc ${fn}`)
})
afterEach(() => (queryClient.clear(), database.mockClear()))

const show = () =>
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <PrivacyPage />
    </QueryClientProvider>,
  )

describe('the LGPD requests answered', () => {
  it('the administration sees each copy and erasure: when, what, how many records and who answered', async () => {
    admin.value = true
    show()
    const log = await screen.findByRole('region', { name: 'Pedidos atendidos' }, { timeout: 15_000 })
    expect(await screen.findByText('28/11/2026 14:05 · Dados apagados · 3 registros · painel (ana@agencia.test)')).toBeInTheDocument()
    expect(screen.getByText('27/11/2026 09:00 · Cópia entregue · 1 registro · npm run privacy (bia)')).toBeInTheDocument()
    expect(log).toBeInTheDocument()
  })

  it('a member outside the administration is not shown it (the server refuses it to them too)', async () => {
    admin.value = false
    show()
    expect(await screen.findByRole('heading', { name: 'Pedidos do titular' }, { timeout: 15_000 })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Pedidos atendidos' })).toBeNull()
    expect(database).not.toHaveBeenCalled()
  })
})
