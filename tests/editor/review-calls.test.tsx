import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { editorQueryClient, STATUS_POLL_MS, useOpening, useOpenReview, useReviewState } from '../../src/editor/io/review-calls.ts'
import { useReview } from '../../src/editor/screens/review-panel.tsx'
import { offline, stubWorkspaceBackend } from '../helpers/pretend-backend.ts'

/**
 * The deployed editor's review calls on TanStack Query (decision 198): one status call shared by the page opening and
 * its panel, asked again every minute while the tab is visible (not while hidden), and the page opened on the first
 * answer whatever the polls say after. The function is a pretend one behind the real client (`fetch` stubbed,
 * tests/helpers/pretend-backend.ts): what it answers is the test's, read by the contract's parsers as deployed.
 */
const call = vi.fn()

const files = { schema: '{}\n', uiSchema: '{}\n' }
const open = (head: string) => ({ state: 'open', number: 7, url: 'https://github.example/pull/7', head, files })

function Page() {
  const opened = useOpenReview('website')
  const state = useReviewState('website')
  return (
    <p>
      aberto: {opened === undefined ? '…' : (opened?.head ?? 'nenhum')} · estado: {state?.state ?? '…'}{' '}
      {state?.state === 'open' ? state.head : ''}
    </p>
  )
}

const withClient = (children: ReactNode) => <QueryClientProvider client={editorQueryClient}>{children}</QueryClientProvider>
let visibility: DocumentVisibilityState = 'visible'

beforeEach(() => {
  // The deployed editor: the hooks read the build's flag when they run (the env is restored before each test).
  vi.stubEnv('DEV', false)
  stubWorkspaceBackend({ functions: (route, body) => call(route, body) })
  vi.useFakeTimers({ shouldAdvanceTime: true })
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
  call.mockReset()
})
afterEach(() => {
  editorQueryClient.clear()
  vi.useRealTimers()
  vi.restoreAllMocks()
  visibility = 'visible'
})

describe('the review’s state', () => {
  it('is asked once for the page and its panel, then every minute while the tab is visible', async () => {
    call.mockResolvedValue(open('a1'))
    render(withClient(<Page />))
    expect(await screen.findByText(/aberto: a1 · estado: open a1/)).toBeTruthy()
    expect(call).toHaveBeenCalledTimes(1)
    expect(call.mock.calls[0].slice(0, 2)).toEqual(['editor/status', { formId: 'website' }])

    call.mockResolvedValue(open('b2'))
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS))
    expect(call).toHaveBeenCalledTimes(2)
    // The poll moves the state shown, never the texts the page opened with.
    expect(await screen.findByText(/aberto: a1 · estado: open b2/)).toBeTruthy()

    visibility = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
    await act(() => vi.advanceTimersByTimeAsync(3 * STATUS_POLL_MS))
    expect(call, 'no call while the tab is hidden').toHaveBeenCalledTimes(2)
  })

  it('without an open review opens what the agency approved (the default branch), and a later poll never moves it', async () => {
    const approved = { schema: '{"title":"aprovado"}\n', uiSchema: '{}\n' }
    call.mockResolvedValue({ state: 'approved', number: 7, url: 'https://github.example/pull/7', approved })
    function Approved() {
      const opening = useOpening('website')
      const state = useReviewState('website')
      const polled = state && state.state !== 'open' ? state.approved?.schema : undefined
      return (
        <p>
          aprovado: {opening === undefined ? '…' : (opening.approved?.schema ?? 'nenhum')} · agora: {polled ?? '…'}
        </p>
      )
    }
    render(withClient(<Approved />))
    expect(await screen.findByText(/aprovado: \{"title":"aprovado"\}/)).toBeTruthy()
    call.mockResolvedValue({ state: 'approved', number: 7, url: 'https://github.example/pull/7', approved: files })
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS))
    expect(await screen.findByText(/aprovado: \{"title":"aprovado"\}\s+· agora: \{\}/)).toBeTruthy()
  })

  it('knows which questions are live from the server, not from the lock bundled in the site (issue 45: a just published questionnaire looked new)', async () => {
    const live = JSON.stringify({
      type: 'object',
      required: ['duracao'],
      properties: { duracao: { type: 'string', title: 'Duração', oneOf: [{ const: 'curto', title: 'Curto' }] } },
    })
    call.mockResolvedValue({ state: 'published', number: 7, url: 'https://github.example/pull/7', approved: files, live })
    function Live() {
      const opening = useOpening('briefing-video-institucional')
      return <p>publicadas: {opening === undefined ? '…' : JSON.stringify(opening.published ?? null)}</p>
    }
    render(withClient(<Live />))
    expect(await screen.findByText('publicadas: {"duracao":{"required":true,"type":"string","options":["curto"]}}')).toBeTruthy()
  })

  it('opens as before when the function does not answer, and says nothing of a state it does not know', async () => {
    call.mockRejectedValue(offline())
    render(withClient(<Page />))
    expect(await screen.findByText(/aberto: nenhum · estado: …/)).toBeTruthy()
  })
})

describe('the page that sent', () => {
  /** The sender's page: "Enviar" and the bar's line, as review-panel.tsx's useReview gives them to the action bar. */
  function Sender() {
    const review = useReview({
      id: 'website',
      isNew: false,
      bundled: files,
      texts: { schema: '{"title":"novo"}\n', uiSchema: '{}\n' },
      dirty: true,
      problems: [],
      checking: false,
      opened: { head: 'a1', texts: files },
      onSent: () => {},
    })
    return (
      <>
        <button onClick={() => void review.send()}>Enviar</button>
        <p role="status">{review.status?.text ?? '…'}</p>
      </>
    )
  }

  it('follows its review from "Enviado" to approved, then published, without a reload (the play-test of issue 45)', async () => {
    let server: unknown = open('a1')
    call.mockImplementation(async (name: string) =>
      name === 'editor/review' ? { number: 7, url: 'https://github.example/pull/7', added: false, head: 'a2' } : server,
    )
    render(withClient(<Sender />))
    await act(() => vi.advanceTimersByTimeAsync(0))
    screen.getByRole('button', { name: 'Enviar' }).click()
    expect(await screen.findByText(/^Enviado para revisão às \d\d:\d\d\.$/)).toBeTruthy()

    const at = new Date().toISOString()
    server = { state: 'approved', number: 7, url: 'https://github.example/pull/7', at }
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS))
    expect(screen.getByRole('status').textContent).toMatch(/^Aprovado às \d\d:\d\d; no site em alguns minutos\.$/)

    server = { state: 'published', number: 7, url: 'https://github.example/pull/7', at }
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS))
    expect(screen.getByRole('status').textContent).toMatch(/^Aprovado às \d\d:\d\d e publicado no site\.$/)
  })

  it('reads a refusal and its reason once it comes', async () => {
    let server: unknown = open('a1')
    call.mockImplementation(async (name: string) =>
      name === 'editor/review' ? { number: 7, url: 'https://github.example/pull/7', added: false, head: 'a2' } : server,
    )
    render(withClient(<Sender />))
    await act(() => vi.advanceTimersByTimeAsync(0))
    screen.getByRole('button', { name: 'Enviar' }).click()
    expect(await screen.findByText(/^Enviado para revisão/)).toBeTruthy()
    server = { state: 'refused', number: 7, url: 'https://github.example/pull/7', comment: 'Falta a pergunta do prazo.' }
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS))
    expect(screen.getByRole('status').textContent).toBe('Recusado. Falta a pergunta do prazo.')
  })
})
