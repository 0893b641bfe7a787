import { afterEach, describe, expect, it, vi } from 'vitest'
import { SERVER_UNAVAILABLE } from '#form-core'
import { reviewState } from '#functions/workspace-contract/editor-review-calls.ts'
import { openedTicket } from '#functions/workspace-contract/workspace-answers.ts'
import { HttpError } from '#functions/platform/responses.ts'
import { readAnswer, UNREADABLE_ANSWER, WorkspaceError } from '../../src/agency/backend.ts'
import { refusalOf } from '../../src/agency/function-call.ts'
import { READS } from '../../src/workspace/reads.ts'

/**
 * What the staff pages read from the server is parsed where it arrives (decision 197): an answer of another shape is
 * said to the member as a page to reload, never read as `undefined` further on; a refusal is read by one parser for
 * /painel and the editor.
 */
afterEach(() => void vi.restoreAllMocks())

const failed = (response: Response) => Object.assign(new Error('Edge Function returned a non-2xx status code'), { context: response })

describe('an answer read at the boundary', () => {
  it('gives the parsed value, numbers counted as numbers', () => {
    const page = readAnswer('workspace_inbox', READS.workspace_inbox, {
      rows: [],
      total: '12',
      revisions: [],
      forms: null,
      unread: 3,
    })
    expect(page).toMatchObject({ total: 12, unread: 3 })
  })

  it('refuses another shape with a sentence for the member, not a crash further on; the details go to the console', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const read = () => readAnswer('editor/status', reviewState, { state: 'open', number: 3, url: 'https://github.example/pull/3' })
    expect(read).toThrow(WorkspaceError)
    expect(read).toThrow(UNREADABLE_ANSWER)
    expect(() => readAnswer('exports', openedTicket, null)).toThrow(UNREADABLE_ANSWER)
    expect(logged.mock.calls[0][0]).toBe('[agency] a resposta de editor/status não tem a forma esperada')
  })
})

describe('a refusal of the workspace function, read once for every page', () => {
  it('says the function’s own sentence, as every function writes it (HttpError.body)', async () => {
    const refused = new HttpError(409, 'bad_request', 'Nada mudou: não há o que enviar.').response()
    const error = await refusalOf(failed(refused))
    expect(error.message).toBe('Nada mudou: não há o que enviar.')
    expect(error.signedOut).toBe(false)
  })

  it('says a plain sentence when the answer has none of its own: a proxy’s page, no connection', async () => {
    const page = new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })
    expect((await refusalOf(failed(page))).message).toBe(SERVER_UNAVAILABLE)
    expect((await refusalOf(failed(new Response('{"erro":"x"}', { status: 500 })), 'Não exportado.')).message).toBe('Não exportado.')
    expect((await refusalOf(new TypeError('Failed to fetch'))).message).toBe(SERVER_UNAVAILABLE)
  })
})
