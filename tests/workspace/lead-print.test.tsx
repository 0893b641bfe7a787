import { QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useNavigate } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'
import { MEMBER_ROLE } from '#form-core'
import { SessionProvider } from '../../src/agency/session.tsx'
import LeadPage from '../../src/workspace/lead-page.tsx'
import { queryClient } from '../../src/workspace/queries.ts'
import { signedInAs, stubWorkspaceBackend } from '../helpers/pretend-backend.ts'

// A meeting request without notes, read from a pretend database behind the real client, with the real answers'
// schemas (src/workspace/reads.ts).
const database = vi.fn()
const meeting = {
  lead: {
    source_table: 'Agendar Reunião',
    source_id: '7',
    form_id: 'meeting',
    form_title: 'Agendar Reunião',
    schema_hash: 'h',
    created_at: '2026-11-20T12:00:00Z',
    status: 'novo',
    owner: null,
    answers: { nome: 'Carla Dias', email: 'carla@loja.com.br' },
  },
  revision: {
    form_id: 'meeting',
    hash: 'h',
    schema: {
      title: 'Agendar Reunião',
      type: 'object',
      properties: {
        nome: { type: 'string', title: 'Nome', 'x-personal': 'name' },
        email: { type: 'string', title: 'E-mail', 'x-personal': 'email' },
      },
    },
    ui_schema: {},
  },
  notes: [],
  activity: [],
}
database.mockImplementation(async (fn: string) => {
  if (fn === 'workspace_lead') return meeting
  if (fn === 'workspace_other_leads') return []
  if (fn === 'workspace_new_count') return 0
  throw new Error(`unexpected rpc ${fn}`)
})
// The tab's title is the document's: the next file in this worker starts from the one it had.
const title = document.title
afterEach(() => (queryClient.clear(), (document.title = title)))

/** A button to print, as the member's tap on "Imprimir / PDF" would: window.print is what the browser does. */
function Opened() {
  const navigate = useNavigate()
  return (
    <button type="button" onClick={() => navigate('/painel/leads/Agendar%20Reuni%C3%A3o/7')}>
      abrir
    </button>
  )
}

describe('a lead printed', () => {
  it('names the lead in the tab (the PDF\'s name), says what was received, and leaves out an empty "Notas internas"', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    signedInAs('ana@agencia.test')
    stubWorkspaceBackend({ role: MEMBER_ROLE, rpc: database })
    renderWithProviders(
      <SessionProvider>
        <QueryClientProvider client={queryClient}>
          <Routes>
            <Route path="/" element={<Opened />} />
            <Route path="/painel/leads/:table/:id" element={<LeadPage />} />
          </Routes>
        </QueryClientProvider>
      </SessionProvider>,
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'abrir' }))
    expect(await screen.findByRole('heading', { name: 'Carla Dias', level: 1 }, { timeout: 15_000 })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Imprimir / PDF' }))
    expect(print).toHaveBeenCalledOnce()
    await waitFor(() => expect(document.title).toBe('Carla Dias · Agendar Reunião · Painel | Excellis'))
    // On paper the header names the form, never "briefing recebido" for a meeting request.
    expect(document.querySelector('.painel-print-only')?.textContent).toBe('Excellis · Agendar Reunião')
    // No note: the section is not printed (its heading would stand alone on a page).
    const notes = screen.getByRole('heading', { name: 'Notas internas' }).closest('section')!
    expect(notes.classList.contains('painel-no-print')).toBe(true)
  })
})
