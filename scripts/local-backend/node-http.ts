import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { Logger } from '../../supabase/functions/_shared/types.ts'
import type { Handler } from './router.ts'
import { requestProblem, toWebRequest } from './web-request.ts'

export interface ServerTimeouts {
  /** All headers must have arrived within this (a client that trickles them is answered 408). */
  headersTimeoutMs: number
  /** The whole request, body included. */
  requestTimeoutMs: number
}

const DEFAULT_TIMEOUTS: ServerTimeouts = { headersTimeoutMs: 10_000, requestTimeoutMs: 15_000 }

const jsonError = (code: string, message: string) => JSON.stringify({ error: { code, message, details: [] } })

async function send(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer())
  const headers: Record<string, string> = Object.fromEntries(response.headers)
  res.writeHead(response.status, { ...headers, 'content-length': String(body.byteLength) })
  res.end(body)
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }

const STATUS_OF: Record<string, number> = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 }

/**
 * Requests Node's parser refuses (a lying Content-Length, bad headers, a method it does not know such as TRACK) or
 * that never finish arriving still get a JSON answer: 408 for a client too slow to send its request, 431 for
 * oversized headers, 400 otherwise.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (!socket.writable) return socket.destroy()
  const status = STATUS_OF[error.code ?? ''] ?? 400
  const body =
    status === 408
      ? jsonError('request_timeout', 'A requisição demorou demais para chegar. Tente novamente.')
      : jsonError('bad_request', `Requisição HTTP malformada (${error.code ?? 'erro'}).`)
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
      `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  )
}

/** Answers what could not even become a web Request (TRACE, a request target URL cannot parse) without the handler. */
function answerUnreadable(req: IncomingMessage, res: ServerResponse, error: unknown) {
  const { status, code, message } = requestProblem(req, error)
  const body = jsonError(code, message)
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' })
  res.end(body)
}

/**
 * A Node HTTP server around a web `Request → Response` handler (the same shape Deno.serve takes). Nothing a client
 * sends may stop the process: every request is answered (or its socket closed) whatever throws, where it throws.
 */
export function createNodeServer(handler: Handler, origin: () => string, logger: Logger = console, timeouts: ServerTimeouts = DEFAULT_TIMEOUTS): Server {
  const server = createServer(
    // Node checks the timeouts every connectionsCheckingInterval (30 s by default, so a slow client was cut after
    // up to a minute): checking every second makes the limits what they say.
    { requestTimeout: timeouts.requestTimeoutMs, headersTimeout: timeouts.headersTimeoutMs, connectionsCheckingInterval: 1_000 },
    (req, res) => {
      let request: Request
      try {
        request = toWebRequest(req, origin())
      } catch (error) {
        return answerUnreadable(req, res, error)
      }
      handler(request)
        .catch((error: unknown) => {
          logger.error('[local-backend] erro inesperado', error)
          return new Response(jsonError('internal_error', 'Erro inesperado no backend local.'), {
            status: 500,
            headers: { 'content-type': 'application/json; charset=utf-8' },
          })
        })
        .then((response) => send(res, response))
        .catch(() => res.destroy())
    },
  )
  server.on('clientError', answerClientError)
  return server
}
