import { beforeEach, describe, expect, it, vi } from 'vitest'

// The member's rpc, as the page would make it; each answer an empty page.
const rpc = vi.hoisted(() => vi.fn())
vi.mock('../../src/agency/backend.ts', () => ({ rpc }))
const { inboxPage, startInbox } = await import('../../src/workspace/inbox-call.ts')

const emptyPage = { rows: [], total: 0, revisions: [], forms: [] }
const callsFor = (status?: string) => rpc.mock.calls.filter(([, args]) => (args as { p_status?: string }).p_status === status)

describe('the inbox call a click starts', () => {
  beforeEach(() => {
    rpc.mockReset()
    rpc.mockResolvedValue(emptyPage)
  })

  it('is taken by the screen for the same filters instead of a second call, and only once', async () => {
    startInbox('?pagina=1&situacao=novo')
    expect(rpc).toHaveBeenCalledTimes(1)
    await inboxPage({ status: 'novo', page: 1 })
    expect(rpc).toHaveBeenCalledTimes(1)
    // The next read of the same list (a poll) is a new call.
    await inboxPage({ status: 'novo', page: 1 })
    expect(rpc).toHaveBeenCalledTimes(2)
  })

  it('is not taken for other filters', async () => {
    startInbox('?situacao=novo')
    await inboxPage({ status: 'descartado', page: 1 })
    expect(callsFor('descartado')).toHaveLength(1)
    // Nor later by the list it was for: a click that did not navigate leaves nothing behind.
    await inboxPage({ status: 'novo', page: 1 })
    expect(callsFor('novo')).toHaveLength(2)
  })

  it('is not taken once stale', async () => {
    const now = vi.spyOn(performance, 'now')
    now.mockReturnValue(1_000)
    startInbox('')
    now.mockReturnValue(10_000)
    await inboxPage({ page: 1 })
    expect(rpc).toHaveBeenCalledTimes(2)
    now.mockRestore()
  })

  it('leaves its failure to the screen that takes it', async () => {
    rpc.mockRejectedValueOnce(new Error('Sem conexão com o servidor.'))
    startInbox('')
    await expect(inboxPage({ page: 1 })).rejects.toThrow('Sem conexão')
  })
})
