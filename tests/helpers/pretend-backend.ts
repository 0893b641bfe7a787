import { vi } from 'vitest'
import { FUNCTIONS_PATH, WORKSPACE_FUNCTION, WORKSPACE_STORAGE_KEYS } from '#form-core'

/**
 * The agency's backend as the staff pages' component tests meet it: `fetch` stubbed for the test (the config's
 * unstubGlobals puts the real one back after it), so the page's own supabase-js client, `rpc`, `callWorkspaceFunction`
 * and their parsers run, and only the network is pretend (decision 191). No module is replaced, so these files share
 * the `dom` worker. What the test does not answer is refused loudly.
 */
export interface PretendBackend {
  /** A PostgREST function (`POST /rest/v1/rpc/<fn>`): its answer as JSON; throw a `Refusal` or a network failure. */
  rpc?(fn: string, args: Record<string, unknown>): unknown
  /** A `workspace` function route (`privacy`, `editor/status`): its JSON answer, or a whole Response (a real app's). */
  functions?(route: string, body: Record<string, unknown>, request: Request): unknown
  /** Supabase Auth (`POST /auth/v1/<path>`, e.g. `otp`): its JSON answer; throw a `Refusal` as GoTrue refuses. */
  auth?(path: string, body: Record<string, unknown>): unknown
  /** The signed-in member's role (`workspace_my_role`, asked by the SessionProvider): null for a non-member. */
  role?: string | null
}

/** A refusal as PostgREST, a function or Auth answers it: an HTTP status and its JSON error body. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(JSON.stringify(body))
  }
}

/** A SQL function's refusal (P0001, 22023, 42501…) as PostgREST answers it: the page's failureOf reads its message. */
export const sqlRefusal = (code: string, message: string) => new Refusal(400, { code, message, details: null, hint: null })

/** What a phone without a connection gets from `fetch`. */
export const offline = () => new TypeError('Failed to fetch')

const REST = '/rest/v1/rpc/'
const FUNCTION = `${FUNCTIONS_PATH}/${WORKSPACE_FUNCTION}/`
const AUTH = '/auth/v1/'

async function reply(answer: () => unknown): Promise<Response> {
  try {
    const data = await answer()
    return data instanceof Response ? data : Response.json(data ?? null)
  } catch (error) {
    if (error instanceof Refusal) return Response.json(error.body, { status: error.status })
    throw error
  }
}

/** Stubs `fetch` with `backend` for the current test; the paths answered, in order, are in `answered`. */
export function stubWorkspaceBackend(backend: PretendBackend): { answered: string[] } {
  const answered: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      const path = new URL(request.url).pathname
      const body = (request.method === 'POST' ? await request.clone().json() : {}) as Record<string, unknown>
      const response = await route(path, body, request)
      answered.push(path)
      return response
    }),
  )
  function route(path: string, body: Record<string, unknown>, request: Request): Promise<Response> {
    if (path.startsWith(REST)) {
      const fn = path.slice(REST.length)
      if (fn === 'workspace_my_role' && backend.role !== undefined) return reply(() => backend.role)
      if (backend.rpc) return reply(() => backend.rpc?.(fn, body))
    }
    if (path.startsWith(FUNCTION) && backend.functions) return reply(() => backend.functions?.(path.slice(FUNCTION.length), body, request))
    if (path.startsWith(AUTH) && backend.auth) return reply(() => backend.auth?.(path.slice(AUTH.length), body))
    throw new Error(`unexpected request in a component test: ${request.method} ${request.url}`)
  }
  return { answered }
}

/**
 * A member signed in earlier in this browser, as supabase-js keeps it (localStorage, cleared after each test by
 * tests/setup-dom.ts): the real SessionProvider finds it on mount and asks the pretend backend for the role.
 */
export function signedInAs(email: string): void {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600
  const session = {
    access_token: 't',
    refresh_token: 'r',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    user: { id: 'u1', aud: 'authenticated', role: 'authenticated', email, app_metadata: {}, user_metadata: {}, created_at: '' },
  }
  localStorage.setItem(WORKSPACE_STORAGE_KEYS.session, JSON.stringify(session))
}
