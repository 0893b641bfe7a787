import { vi } from 'vitest'
import { FORMS_FUNCTION, FUNCTIONS_PATH } from '#form-core'
import { offline as failedFetch } from './pretend-backend.ts'

/** One send as it left the page: the form it went to and the answers it carried. */
export interface Sent {
  formId: string
  body: Record<string, unknown>
}

/**
 * The forms function as the component tests meet it: `fetch` stubbed for the test (the config's unstubGlobals puts
 * the real one back after it), so the page's own submit adapter and functions client run, and only the network is
 * pretend. No module is replaced, so these files share their worker with the rest of the `dom` project. Each send is
 * recorded in the returned list and answered `{ ok: true }`, or, after `goOffline()`, fails as an offline phone's does.
 */
export function stubFormsFunction(): { sent: Sent[]; goOffline(): void } {
  const sent: Sent[] = []
  let offline = false
  const path = `${FUNCTIONS_PATH}/${FORMS_FUNCTION}/`
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input)
      if (!url.includes(path)) throw new Error(`unexpected request in a component test: ${url}`)
      sent.push({ formId: url.slice(url.indexOf(path) + path.length), body: JSON.parse(String(init?.body)) })
      if (offline) throw failedFetch()
      return Response.json({ ok: true, id: crypto.randomUUID() })
    }),
  )
  return { sent, goOffline: () => void (offline = true) }
}
