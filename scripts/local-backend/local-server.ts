import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { FUNCTIONS_PATH } from '#form-core'
import { errorAnswer, functionsApp } from '#functions/platform/functions-app.ts'
import { HttpError, jsonResponse, type ErrorCode } from '#functions/platform/responses.ts'
import type { Logger } from '#functions/platform/server-types.ts'
import { adminMembers, adminPrivacy, adminSubmissions, type AdminContext } from './admin.ts'
import { gotrueRoutes } from './auth/gotrue-routes.ts'
import type { GoTrue } from './auth/gotrue.ts'
import type { Mailbox } from './mailbox.ts'
import { rpcRoute } from './sql-functions.ts'

export interface ServerContext extends AdminContext {
  /** Each function's routes, as deployed (supabase/functions/<name>/index.ts mounts the same). */
  functions: Record<string, Hono>
  gotrue: GoTrue
  mailbox: Mailbox
  logger: Logger
  /** All headers must have arrived within `headersTimeoutMs`, the whole request within `requestTimeoutMs` (else 408). */
  headersTimeoutMs: number
  requestTimeoutMs: number
}

/** The HTTP surface supabase-js calls (Supabase's paths: functions, rpc, auth), plus /health, the mailbox and the local admin endpoints. */
function createApp(ctx: ServerContext): Hono {
  const app = new Hono()
  app.onError((error) => errorAnswer(error, ctx.logger))
  app.use('/rest/v1/*', cors({ origin: '*', allowMethods: ['POST', 'OPTIONS'], maxAge: 86400 }))
  app.all('/rest/v1/rpc/:fn', (c) => rpcRoute(c.req.raw, ctx.db, c.req.param('fn'), ctx.logger, ctx.gotrue.verifier()))
  app.route('/auth/v1', gotrueRoutes(ctx.gotrue, ctx.logger))
  app.route('/mailbox', ctx.mailbox.routes())
  app.route('/', functionsApp(ctx.functions, FUNCTIONS_PATH))
  const names = Object.keys(ctx.functions).sort().join(', ')
  const noSuchFunction = (name: string) => {
    throw new HttpError(404, 'function_not_found', `A função "${name}" não existe. Funções: ${names}.`)
  }
  app.all(`${FUNCTIONS_PATH}/:name`, (c) => noSuchFunction(c.req.param('name')))
  app.all(`${FUNCTIONS_PATH}/:name/*`, (c) => noSuchFunction(c.req.param('name')))
  app.get('/health', () =>
    jsonResponse(200, { ok: true, database: ctx.db.kind, functions: Object.keys(ctx.functions).length, forms: ctx.forms().length }),
  )
  app.all('/admin/v1/submissions', (c) => adminSubmissions(c.req.raw, ctx))
  app.all('/admin/v1/privacy', (c) => adminPrivacy(c.req.raw, ctx))
  app.all('/admin/v1/members', (c) => adminMembers(c.req.raw, ctx))
  app.notFound((c) => new HttpError(404, 'not_found', `Nada em ${c.req.path}.`).response())
  return app
}

/** Locally there is no proxy: these are dropped and `x-forwarded-for` is the socket's own address (rate-limit.ts). */
const FORWARDING_HEADERS = ['x-forwarded-for', 'cf-connecting-ip', 'x-real-ip', 'forwarded']

/** Drains what is left after a cancel (read-body.ts's limit): the library's own stream would pause the socket, then close it. */
function bodyOf(incoming: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true
  const stop = () => void (open = false)
  return new ReadableStream<Uint8Array>({
    start(controller) {
      incoming.on('data', (chunk: Buffer) => open && controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)))
      incoming.on('end', () => open && (stop(), controller.close()))
      incoming.on('error', (error) => open && (stop(), controller.error(error)))
      incoming.on(
        'close',
        () => open && !incoming.complete && (stop(), controller.error(new Error('o cliente fechou a conexão antes do fim do corpo'))),
      )
    },
    cancel() {
      stop()
      incoming.resume()
    },
  })
}

/** The request as the handler may see it: the forwarding headers are the server's, never the client's. */
function fromSocket(req: Request, incoming: IncomingMessage): Request {
  const headers = new Headers(req.headers)
  for (const name of FORWARDING_HEADERS) headers.delete(name)
  headers.set('x-forwarded-for', incoming.socket.remoteAddress ?? 'desconhecido')
  const body = req.method === 'GET' || req.method === 'HEAD' ? null : bodyOf(incoming)
  return new Request(req.url, { method: req.method, headers, body, duplex: 'half' } as RequestInit)
}

/** An answer written on the raw socket, for what never becomes a request: the client's HTTP is broken or too slow. */
function answerOnSocket(socket: Duplex, status: number, reason: string, code: ErrorCode, message: string) {
  if (!socket.writable) return socket.destroy()
  const body = JSON.stringify(new HttpError(status, code, message).body())
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  )
}

/** Nothing a client sends may stop the process or go unanswered: every request gets a JSON answer, or its socket is closed. */
export function createLocalServer(ctx: ServerContext): Server {
  const app = createApp(ctx)
  const listener = getRequestListener(
    async (req, env) => {
      const { incoming, outgoing } = env as { incoming: IncomingMessage; outgoing: ServerResponse }
      // TRACE is a method the web Request refuses to carry: answered here, before anything tries to.
      if (req.method === 'TRACE') return new HttpError(405, 'method_not_allowed', 'Método TRACE não permitido: envie com POST.').response()
      if (!URL.canParse(incoming.url ?? '', 'http://127.0.0.1')) throw new Error(`alvo ${JSON.stringify(incoming.url?.slice(0, 40))}`)
      const response = await app.fetch(fromSocket(req, incoming))
      // Answered before its body was read to the end (a 413 from the Content-Length alone): what the client sends next
      // on this socket would be read as the rest of that body, so the connection ends with the answer.
      if (!incoming.complete) outgoing.setHeader('connection', 'close')
      return response
    },
    {
      overrideGlobalObjects: false,
      // What could not become a request: a target URL cannot parse, a missing Host.
      errorHandler: (error) =>
        new HttpError(
          400,
          'bad_request',
          `Requisição inválida: o endereço ou um cabeçalho não pôde ser lido (${String((error as Error).message).slice(0, 120)}).`,
        ).response(),
    },
  )
  // Node checks the timeouts every 30 s by default: checking every second makes the limits what they say.
  const server = createServer(
    { requestTimeout: ctx.requestTimeoutMs, headersTimeout: ctx.headersTimeoutMs, connectionsCheckingInterval: 1_000 },
    listener,
  )
  // Node's parser refuses these, or they never finish arriving: 408 too slow, 431 oversized headers, 400 otherwise.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
      return answerOnSocket(socket, 408, 'Request Timeout', 'request_timeout', 'A requisição demorou demais para chegar. Tente novamente.')
    if (error.code === 'HPE_HEADER_OVERFLOW')
      return answerOnSocket(socket, 431, 'Request Header Fields Too Large', 'bad_request', 'Cabeçalhos grandes demais.')
    answerOnSocket(socket, 400, 'Bad Request', 'bad_request', `Requisição HTTP malformada (${error.code ?? 'erro'}).`)
  })
  // Without these, Node closes a CONNECT's socket without a word and answers an unknown Expect with an empty 417.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) =>
    answerOnSocket(socket, 405, 'Method Not Allowed', 'method_not_allowed', 'Método CONNECT não permitido: envie com POST.'),
  )
  server.on('checkExpectation', (req: IncomingMessage, res) => {
    const body = JSON.stringify(
      new HttpError(
        417,
        'expectation_failed',
        `Expect: ${String(req.headers.expect).slice(0, 80)} não é suportado (só 100-continue).`,
      ).body(),
    )
    res
      .writeHead(417, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' })
      .end(body)
  })
  return server
}
