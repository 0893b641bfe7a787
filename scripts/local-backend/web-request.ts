import type { IncomingMessage } from 'node:http'

/**
 * The request body as a web stream that stops taking data when the reader cancels (the 64 KiB limit
 * was hit): the rest is drained, not read into memory, so the 413 still reaches the client. A client that goes
 * away mid-body ends the stream with an error, so the handler never waits for bytes that will not come.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (open) controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
      })
      req.on('end', () => {
        if (open) controller.close()
        open = false
      })
      req.on('error', (error) => {
        if (open) controller.error(error)
        open = false
      })
      req.on('close', () => {
        if (open && !req.complete) controller.error(new Error('o cliente fechou a conexão antes do fim do corpo'))
        open = false
      })
    },
    cancel() {
      open = false
      req.resume()
    },
  })
}

/**
 * Headers a client could send to pose as another address. The rate limit reads the last `x-forwarded-for` entry
 * (rate-limit.ts), the one production's proxy appends; locally there is no proxy, so these are dropped and
 * `x-forwarded-for` is the socket's own address.
 */
const FORWARDING_HEADERS = new Set(['x-forwarded-for', 'cf-connecting-ip', 'x-real-ip', 'forwarded'])

/** Methods the WHATWG Request refuses to construct; Node's parser accepts them. */
const FORBIDDEN_METHODS = /^(CONNECT|TRACE|TRACK)$/i

export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (FORWARDING_HEADERS.has(name)) continue
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
    else if (value !== undefined) headers.set(name, value)
  }
  headers.set('x-forwarded-for', req.socket.remoteAddress ?? 'desconhecido')
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? bodyStream(req) : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
}

/** Why a request could not become a web Request, as the status and Portuguese message it is answered with. */
export function requestProblem(req: IncomingMessage, error: unknown): { status: number; code: string; message: string } {
  if (FORBIDDEN_METHODS.test(req.method ?? '')) {
    return { status: 405, code: 'method_not_allowed', message: `Método ${req.method} não permitido: envie com POST.` }
  }
  const reason = error instanceof Error ? error.message : String(error)
  return { status: 400, code: 'bad_request', message: `Requisição inválida: o endereço ou um cabeçalho não pôde ser lido (${reason.slice(0, 120)}).` }
}
