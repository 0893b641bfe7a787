import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { Logger } from '../../supabase/functions/_shared/types.ts'
import type { Handler } from './router.ts'

/**
 * The request body as a web stream that stops taking data when the reader cancels (the 64 KiB limit
 * was hit): the rest is drained, not read into memory, so the 413 still reaches the client.
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
    },
    cancel() {
      open = false
      req.resume()
    },
  })
}

export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
    else if (value !== undefined) headers.set(name, value)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? bodyStream(req) : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer())
  const headers: Record<string, string> = Object.fromEntries(response.headers)
  res.writeHead(response.status, { ...headers, 'content-length': String(body.byteLength) })
  res.end(body)
}

/** Requests Node's parser refuses (a lying Content-Length, bad headers) still get a JSON answer. */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (!socket.writable) return socket.destroy()
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
  const body = JSON.stringify({ error: { code: 'bad_request', message: `Requisição HTTP malformada (${error.code ?? 'erro'}).`, details: [] } })
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  )
}

/** A Node HTTP server around a web `Request → Response` handler (the same shape Deno.serve takes). */
export function createNodeServer(handler: Handler, origin: () => string, logger: Logger = console): Server {
  const server = createServer({ requestTimeout: 30_000, headersTimeout: 10_000 }, (req, res) => {
    handler(toWebRequest(req, origin()))
      .catch((error: unknown) => {
        logger.error('[local-backend] erro inesperado', error)
        return new Response(JSON.stringify({ error: { code: 'internal_error', message: 'Erro inesperado no backend local.', details: [] } }), {
          status: 500,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        })
      })
      .then((response) => send(res, response))
      .catch(() => res.destroy())
  })
  server.on('clientError', answerClientError)
  return server
}
