import { QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'
import { MEMBER_ROLE } from '#form-core'
import { SessionProvider } from '../../src/agency/session.tsx'
import { Inbox } from '../../src/workspace/inbox.tsx'
import { Notes } from '../../src/workspace/lead-notes.tsx'
import { inboxQuery, queryClient, startInbox } from '../../src/workspace/queries.ts'
import { offline, signedInAs, sqlRefusal, stubWorkspaceBackend } from '../helpers/pretend-backend.ts'

// The member's rpc against a pretend database behind the real client (tests/helpers/pretend-backend.ts): the list
// reads `server`, a status change waits for the test to let it answer (or refuse, as PostgreSQL or a lost connection
// does), so what the screen shows before the answer is seen. Each answer is read by the schema the page gives
// (src/workspace/reads.ts): the pretend rows have the database's shape. The member is signed in as the real
// SessionProvider reads it; a refused call asks their role again (decision 215), and they are still in the team.
const database = vi.fn()

const lead = (id: string, name: string) => ({
  source_table: 'form_submissions',
  source_id: id,
  form_id: 'contato',
  form_title: 'Contato',
  schema_hash: 'h',
  created_at: '2026-11-20T12:00:00Z',
  status: 'novo',
  owner: null as string | null,
  answers: { nome: name } as Record<string, string>,
  new: false,
})
// Who a row names is its revision's `x-personal` name.
const revision = {
  form_id: 'contato',
  hash: 'h',
  schema: {
    type: 'object',
    properties: {
      nome: { type: 'string', title: 'Nome', 'x-personal': 'name' },
      email: { type: 'string', title: 'E-mail', 'x-personal': 'email' },
    },
  },
  ui_schema: {},
}
const member = (email: string) => ({ email, role: 'equipe', added_by: 'ana@agencia.test', added_at: '2026-11-01T12:00:00Z' })
let server: ReturnType<typeof lead>[]
let answer: { resolve(): void; reject(error: Error): void }

beforeEach(() => {
  signedInAs('ana@agencia.test')
  stubWorkspaceBackend({ role: MEMBER_ROLE, rpc: database })
  server = [lead('a', 'Ana'), lead('b', 'Bia'), lead('c', 'Caio')]
  database.mockReset()
  database.mockImplementation(async (fn: string, args: Record<string, unknown>) => {
    if (fn === 'workspace_inbox')
      return { rows: server.map((r) => ({ ...r })), total: server.length, revisions: [revision], forms: [], unread: 0 }
    if (fn === 'workspace_lead' || fn === 'workspace_other_leads') return null
    if (fn === 'workspace_team') return { members: [member('ana@agencia.test'), member('bia@agencia.test')], changes: [] }
    if (fn === 'workspace_set_statuses' || fn === 'workspace_delete_note' || fn === 'workspace_set_owner') {
      await new Promise<void>((resolve, reject) => (answer = { resolve, reject }))
      if (fn === 'workspace_set_owner') {
        for (const r of server) if (r.source_id === args.p_source_id) Object.assign(r, { owner: args.p_owner })
        return null
      }
      const ids = new Set((args.p_leads as { source_id: string }[] | undefined)?.map((l) => l.source_id))
      for (const r of server) if (ids.has(r.source_id)) r.status = String(args.p_status)
      return ids.size
    }
    throw new Error(`unexpected rpc ${fn}`)
  })
})
afterEach(() => {
  queryClient.clear()
  sessionStorage.clear()
})

const showInbox = () =>
  renderWithProviders(
    <SessionProvider>
      <QueryClientProvider client={queryClient}>
        <Inbox />
      </QueryClientProvider>
    </SessionProvider>,
  )
// The first render mounts Chakra's styles: seconds on a loaded 2-core machine.
const SLOW = { timeout: 15_000 }
const statusOf = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name: `Situação de ${name}` })

describe('the list read through the query cache', () => {
  it("takes the call a link's click started instead of a second one (decision 150), and the revisions stay held", async () => {
    startInbox('')
    showInbox()
    expect(await screen.findByRole('combobox', { name: 'Situação de Ana' }, SLOW)).toBeInTheDocument()
    expect(database.mock.calls.filter(([fn]) => fn === 'workspace_inbox')).toHaveLength(1)
    expect(database.mock.calls[0][1]).toMatchObject({ p_known_hashes: [], p_with_forms: true })
    // Held for the tab: the next list asks for neither the revision nor the forms again.
    await queryClient.fetchQuery(inboxQuery({ page: 2 }))
    expect(database.mock.calls.at(-1)?.[1]).toMatchObject({ p_known_hashes: ['h'], p_with_forms: false })
  })

  it("asks for a lead and the person's other leads with the click on its name, before its page draws (none is mounted here)", async () => {
    server[1].answers = { nome: 'Bia', email: 'bia@cliente.test' }
    showInbox()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('link', { name: 'Bia' }, SLOW))
    expect(database).toHaveBeenCalledWith('workspace_lead', { p_source_table: 'form_submissions', p_source_id: 'b' })
    expect(database).toHaveBeenCalledWith('workspace_other_leads', {
      p_source_table: 'form_submissions',
      p_source_id: 'b',
      p_email: 'bia@cliente.test',
    })
  })
})

describe('a status changed from the list', () => {
  it('shows at once, then "Status alterado" beside it once the server answers', async () => {
    showInbox()
    const user = userEvent.setup()
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Situação de Ana' }, SLOW), 'concluido')
    expect(statusOf('Ana').value).toBe('concluido')
    expect(database).toHaveBeenCalledWith('workspace_set_statuses', {
      p_leads: [{ source_table: 'form_submissions', source_id: 'a' }],
      p_status: 'concluido',
    })
    answer.resolve()
    expect(await screen.findByText('Status alterado', {}, SLOW)).toBeInTheDocument()
    expect(statusOf('Ana').value).toBe('concluido')
  })

  it('"Em contato" between Novo and Em andamento: the step after the first message, chosen with a tap', async () => {
    showInbox()
    const user = userEvent.setup()
    const select = await screen.findByRole('combobox', { name: 'Situação de Ana' }, SLOW)
    expect([...select.querySelectorAll('option')].map((o) => o.textContent).slice(0, 3)).toEqual(['Novo', 'Em contato', 'Em andamento'])
    await user.selectOptions(select, 'Em contato')
    expect(database).toHaveBeenCalledWith('workspace_set_statuses', {
      p_leads: [{ source_table: 'form_submissions', source_id: 'a' }],
      p_status: 'em_contato',
    })
  })

  it('goes back to what it was when the server refuses, the refusal said in Portuguese', async () => {
    showInbox()
    const user = userEvent.setup()
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Situação de Bia' }, SLOW), 'descartado')
    expect(statusOf('Bia').value).toBe('descartado')
    answer.reject(sqlRefusal('P0001', 'Um dos leads escolhidos não existe mais: pode ter sido apagado.'))
    expect(await screen.findByText(/Um dos leads escolhidos não existe mais/, {}, SLOW)).toBeInTheDocument()
    expect(statusOf('Bia').value).toBe('novo')
  })
})

/** A laptop's width: the list is the table, whose rows each have the owner select. */
function wide() {
  const narrow = window.matchMedia
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...narrow(query), matches: true })
  })
  afterEach(() => {
    window.matchMedia = narrow
  })
}

describe("a lead taken with one tap on a phone's card", () => {
  it('"Assumir" makes the signed-in member its owner, shown at once as theirs', async () => {
    showInbox()
    const take = await screen.findByRole('button', { name: 'Assumir Bia' }, SLOW)
    await userEvent.setup().click(take)
    await waitFor(() => expect(database.mock.calls.filter(([fn]) => fn === 'workspace_set_owner')).toHaveLength(1))
    expect(database.mock.calls.find(([fn]) => fn === 'workspace_set_owner')?.[1]).toEqual({
      p_source_table: 'form_submissions',
      p_source_id: 'b',
      p_owner: 'ana@agencia.test',
    })
    expect(await screen.findByText('✓ Seu')).toBeInTheDocument()
    answer.resolve()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Assumir Bia' })).toBeNull())
  })
})

describe('an owner chosen from the list', () => {
  wide()
  const ownerOf = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name: `Responsável por ${name}` })
  const saves = () => database.mock.calls.filter(([fn]) => fn === 'workspace_set_owner')
  /** Bia made the owner of `name`'s lead from the list, once the select has rested and the call is made. */
  async function giveToBia(name: string) {
    showInbox()
    await screen.findAllByRole('option', { name: 'bia@agencia.test' }, SLOW)
    await userEvent.setup().selectOptions(ownerOf(name), 'bia@agencia.test')
    await waitFor(() => expect(saves()).toHaveLength(1), SLOW)
  }

  it('is saved once the select rests, shown at once in the cached list, then "✓ Salvo"', async () => {
    await giveToBia('Ana')
    const [[, page]] = queryClient.getQueriesData<{ rows: { source_id: string; owner?: string }[] }>({ queryKey: ['inbox'] })
    expect(page?.rows.find((r) => r.source_id === 'a')?.owner).toBe('bia@agencia.test')
    answer.resolve()
    expect(await screen.findByText('✓ Salvo', {}, SLOW)).toBeInTheDocument()
    expect(ownerOf('Ana').value).toBe('bia@agencia.test')
  })

  it('goes back to nobody when the server refuses, the refusal said', async () => {
    await giveToBia('Caio')
    answer.reject(sqlRefusal('P0001', 'Só membros da equipe podem ser responsáveis.'))
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Só membros da equipe podem ser responsáveis.')
    expect(ownerOf('Caio').value).toBe('')
  })
})

describe('one status for several leads', () => {
  it('sets the ticked leads in one call, each shown at once, and says how many', async () => {
    showInbox()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar Ana' }, SLOW))
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Caio' }))
    expect(screen.getByText('2 selecionados')).toBeInTheDocument()
    // "Assumir" says how many it takes, on screen and in its name, as the count beside it.
    expect(screen.getByRole('button', { name: 'Assumir 2 selecionados' })).toHaveTextContent(/^Assumir 2$/)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Marcar os selecionados como' }), 'em_andamento')
    await user.click(screen.getByRole('button', { name: 'Aplicar aos selecionados' }))
    expect(database.mock.calls.filter(([fn]) => fn === 'workspace_set_statuses')).toHaveLength(1)
    expect([statusOf('Ana').value, statusOf('Bia').value, statusOf('Caio').value]).toEqual(['em_andamento', 'novo', 'em_andamento'])
    answer.resolve()
    expect(await screen.findByText('2 leads marcados como Em andamento', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByText(/selecionados?$/)).toBeNull()
  })

  it('"Selecionar todos" selects every row; a refusal puts every status back', async () => {
    showInbox()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Selecionar todos os 3 desta página' }, SLOW))
    expect(screen.getByText('3 selecionados — inclui 3 que você não marcou')).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Marcar os selecionados como' }), 'concluido')
    await user.click(screen.getByRole('button', { name: 'Aplicar aos selecionados' }))
    expect(statusOf('Bia').value).toBe('concluido')
    answer.reject(offline())
    expect(await screen.findByText(/Sem conexão com o servidor/, {}, SLOW)).toBeInTheDocument()
    expect([statusOf('Ana').value, statusOf('Bia').value, statusOf('Caio').value]).toEqual(['novo', 'novo', 'novo'])
  })
})

describe('a selection that says what it holds, and a change to many undone', () => {
  const calls = (fn: string) => database.mock.calls.filter(([name]) => name === fn)

  it('tells the leads "Selecionar todos" added from those ticked, and names them', async () => {
    showInbox()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar Bia' }, SLOW))
    expect(screen.getByText('1 selecionado')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Assumir 1 selecionado' })).toHaveTextContent(/^Assumir 1$/)
    expect(screen.queryByRole('checkbox', { name: /todos/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Selecionar mais 2 desta página' }))
    expect(screen.getByText('3 selecionados — inclui 2 que você não marcou')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Selecionar/ })).toBeNull()
    await user.click(screen.getByText('Ver quais'))
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining(['Ana (você não marcou)', 'Bia', 'Caio (você não marcou)']),
    )
    // Unticking one of those added makes it neither selected nor counted.
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Caio' }))
    expect(screen.getByText('2 selecionados — inclui 1 que você não marcou')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar seleção' }))
    expect(screen.queryByText(/selecionados?/)).toBeNull()
  })

  it('"Desfazer" puts each lead back to the status it had, one call per status', async () => {
    server[1].status = 'em_contato'
    showInbox()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Selecionar todos os 3 desta página' }, SLOW))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Marcar os selecionados como' }), 'descartado')
    await user.click(screen.getByRole('button', { name: 'Aplicar aos selecionados' }))
    answer.resolve()
    expect(await screen.findByText('3 leads marcados como Descartado', {}, SLOW)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Desfazer' }))
    await waitFor(() => expect(calls('workspace_set_statuses')).toHaveLength(2))
    answer.resolve()
    await waitFor(() => expect(calls('workspace_set_statuses')).toHaveLength(3))
    answer.resolve()
    expect(await screen.findByText('Desfeito: os 3 leads voltaram à situação anterior.', {}, SLOW)).toBeInTheDocument()
    expect(
      calls('workspace_set_statuses')
        .slice(1)
        .map(([, args]) => args),
    ).toEqual([
      { p_leads: [ref('a'), ref('c')], p_status: 'novo' },
      { p_leads: [ref('b')], p_status: 'em_contato' },
    ])
    await waitFor(() =>
      expect([statusOf('Ana').value, statusOf('Bia').value, statusOf('Caio').value]).toEqual(['novo', 'em_contato', 'novo']),
    )
    expect(screen.queryByRole('button', { name: 'Desfazer' })).toBeNull()
  })
})

const ref = (id: string) => ({ source_table: 'form_submissions', source_id: id })

describe("one's own note", () => {
  const notes = [
    { id: 1, body: 'Minha nota.', author: 'ana@agencia.test', created_at: '2026-11-20T12:00:00Z' },
    { id: 2, body: 'Nota da colega.', author: 'bia@agencia.test', created_at: '2026-11-20T13:00:00Z' },
  ]
  const key = ['lead', 'form_submissions', 'a']
  const showNotes = () => {
    queryClient.setQueryData(key, { lead: lead('a', 'Ana'), notes })
    return renderWithProviders(
      <SessionProvider>
        <QueryClientProvider client={queryClient}>
          <Notes lead={{ source_table: 'form_submissions', source_id: 'a' }} notes={notes} />
        </QueryClientProvider>
      </SessionProvider>,
    )
  }

  it("only the author's note has Editar and Apagar", async () => {
    showNotes()
    // Whose the session is, the SessionProvider reads first.
    await screen.findByRole('button', { name: 'Editar' }, SLOW)
    const [mine, theirs] = screen.getAllByRole('listitem')
    expect(within(mine).getByRole('button', { name: 'Editar' })).toBeInTheDocument()
    expect(within(theirs).queryByRole('button')).toBeNull()
  })

  it('a deletion leaves the cached lead at once and comes back when refused', async () => {
    showNotes()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Apagar' }, SLOW))
    await user.click(screen.getByRole('button', { name: 'Sim, apagar' }))
    const held = () => (queryClient.getQueryData(key) as { notes: unknown[] }).notes
    await waitFor(() => expect(held()).toHaveLength(1))
    answer.reject(sqlRefusal('P0001', 'Só quem escreveu a nota pode editá-la ou apagá-la.'))
    expect(await screen.findByText('Só quem escreveu a nota pode editá-la ou apagá-la.', {}, SLOW)).toBeInTheDocument()
    expect(held()).toHaveLength(2)
  })
})
