import { corsHeaders } from '../../supabase/functions/_shared/cors.ts'
import { jsonResponse } from '../../supabase/functions/_shared/responses.ts'
import type { Logger } from '../../supabase/functions/_shared/types.ts'
import { adminRoute } from './admin-route.ts'
import type { Database } from './database.ts'
import type { Handler } from './function-handlers.ts'
import { restError } from './rest-errors.ts'
import { restRoute } from './rest-route.ts'
import type { TableCatalog } from './table-catalog.ts'

export interface RouterContext {
  db: Database
  catalog: TableCatalog
  functions: Map<string, Handler>
  adminSecret: string
  /** Form id → the table it inserts into directly, for the admin endpoint. */
  tableForms: Record<string, string>
  /** Where unexpected (5xx) errors go: the console, or the tests' collector. */
  logger: Logger
}

const functionCors = corsHeaders('*', 'POST, OPTIONS')

const segment = (s: string) => {
  try {
    return decodeURIComponent(s)
  } catch {
    return undefined
  }
}

/** The HTTP surface supabase-js calls (Supabase's paths), plus /health and the local admin endpoint. */
export function createRouter(ctx: RouterContext): Handler {
  return async (req) => {
    const { pathname } = new URL(req.url)
    const rest = /^\/rest\/v1\/([^/]+)\/?$/.exec(pathname)
    if (rest) {
      const table = segment(rest[1])
      return table === undefined ? restError(400, 'PGRST100', 'nome de tabela mal codificado') : restRoute(req, table, ctx.db, ctx.catalog, ctx.logger)
    }
    const fn = /^\/functions\/v1\/([^/]+)\/?$/.exec(pathname)
    if (fn) {
      const name = segment(fn[1]) ?? fn[1]
      const handler = ctx.functions.get(name)
      if (handler) return handler(req)
      const message = `A função "${name}" não existe. Funções: ${[...ctx.functions.keys()].sort().join(', ')}.`
      return jsonResponse(404, { error: { code: 'function_not_found', message, details: [] } }, functionCors)
    }
    if (pathname === '/health') return jsonResponse(200, { ok: true, database: ctx.db.kind, functions: ctx.functions.size })
    if (pathname === '/admin/v1/submissions') return adminRoute(req, ctx.db, ctx.adminSecret, ctx.tableForms)
    return jsonResponse(404, { error: { code: 'not_found', message: `Nada em ${pathname}.`, details: [] } }, functionCors)
  }
}
