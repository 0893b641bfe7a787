import { Hono, type Context } from 'hono'
import { cors } from 'hono/cors'
import { bearerOf } from '#functions/platform/auth-token.ts'
import { clientAddress, networkOf } from '#functions/forms-function/rate-limit.ts'
import { readBody } from '#functions/platform/read-body.ts'
import { isObject } from '#form-core'
import type { Logger } from '#functions/platform/server-types.ts'
import type { GoTrue } from './gotrue.ts'
import { AuthError } from './gotrue-shapes.ts'

/** Auth's HTTP paths under /auth/v1, answered as GoTrue answers them (supabase-js reads statuses, bodies and headers). */

const API_VERSION_HEADER = 'x-supabase-api-version'
const API_VERSION = '2024-01-01'

/**
 * GoTrue's two error shapes: `{ code, message }` for a client that sends API version 2024-01-01 (supabase-js does), and
 * the older `{ code: <status>, error_code, msg }` otherwise (internal/api/errors.go).
 */
function authError(c: Context, error: AuthError): Response {
  const modern = (c.req.header(API_VERSION_HEADER) ?? '') >= API_VERSION
  const headers: Record<string, string> = { 'x-sb-error-code': error.code }
  if (modern) headers[API_VERSION_HEADER] = API_VERSION
  const body = modern ? { code: error.code, message: error.message } : { code: error.status, error_code: error.code, msg: error.message }
  return c.json(body, error.status as 400, headers)
}

async function jsonBody(req: Request): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(await readBody(req)))
  } catch (error) {
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message.slice(0, 120)}`)
  }
  if (!isObject(body)) throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: not an object')
  return body
}

/** The address GoTrue's limiter counts (the socket's, as the local server sets `x-forwarded-for`). */
const clientOf = (req: Request) => networkOf(clientAddress(req)) ?? 'desconhecido'

export function gotrueRoutes(gotrue: GoTrue, logger: Logger): Hono {
  const app = new Hono()
  app.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: ['authorization', 'apikey', 'content-type', 'x-client-info', API_VERSION_HEADER],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: [API_VERSION_HEADER, 'x-sb-error-code'],
    }),
  )
  app.onError((error, c) => {
    if (error instanceof AuthError) return authError(c, error)
    // GoTrue's answer to its own failure; the cause goes to the log, not to the client.
    logger.error('[local-backend] erro inesperado no Auth local', error)
    return authError(c, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'))
  })
  app.post('/otp', async (c) => {
    await gotrue.requestCode(await jsonBody(c.req.raw), clientOf(c.req.raw))
    return c.json({})
  })
  app.post('/verify', async (c) => c.json(await gotrue.verifyCode(await jsonBody(c.req.raw), clientOf(c.req.raw))))
  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type')
    if (grant === 'refresh_token') return c.json(await gotrue.refresh(await jsonBody(c.req.raw), clientOf(c.req.raw)))
    // No password exists here: the agency signs in with a code only.
    if (grant === 'password') throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials')
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type')
  })
  app.get('/user', async (c) => c.json(await gotrue.user(bearerOf(c.req.raw))))
  app.post('/logout', async (c) => {
    await gotrue.logout(bearerOf(c.req.raw), c.req.query('scope'))
    return c.body(null, 204)
  })
  app.get('/.well-known/jwks.json', (c) => c.json(gotrue.jwks, 200, { 'cache-control': 'public, max-age=600' }))
  app.all('*', (c) => authError(c, new AuthError(404, 'not_found', `Nada em ${c.req.path} (o Auth local responde ao login por código).`)))
  return app
}
