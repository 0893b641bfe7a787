import type { BadRequest } from './bad-requests.ts'
import { rawRequest } from './raw-http.ts'

export interface BadAnswer {
  status: number
  /** The human-readable message of either error shape (functions' `error.message`, PostgREST's `message`). */
  message: string
}

function messageOf(text: string): string {
  try {
    const body: unknown = JSON.parse(text)
    if (typeof body !== 'object' || body === null) return ''
    const { error, message } = body as { error?: { message?: unknown }; message?: unknown }
    return String(error?.message ?? message ?? '')
  } catch {
    return `(corpo não é JSON: ${text.slice(0, 80)})`
  }
}

/**
 * Sends one bad request to `url` the way its kind says, and reads status and message. `as` adds headers to every
 * kind, raw ones included (the service-role key, to send the same cases as the server's role).
 */
export async function sendBad(url: string, request: BadRequest, as: Record<string, string> = {}): Promise<BadAnswer> {
  const target = new URL(url)
  if ('raw' in request) {
    const extra = Object.entries(as)
      .map(([name, value]) => `\n${name}: ${value}`)
      .join('')
    const answer = await rawRequest(Number(target.port), request.raw.head(target.pathname, target.host) + extra, request.raw.body)
    return { status: answer.status, message: messageOf(answer.body) }
  }
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method ?? 'POST',
    headers: { ...request.headers, ...as },
    body: request.body,
  }
  if (request.body instanceof ReadableStream) init.duplex = 'half'
  const response = await fetch(request.query ? `${url}?${request.query}` : url, init)
  return { status: response.status, message: messageOf(await response.text()) }
}
