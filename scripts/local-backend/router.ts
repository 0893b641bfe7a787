import { corsHeaders } from '../../supabase/functions/_shared/cors.ts'
import { jsonResponse } from '../../supabase/functions/_shared/responses.ts'
import type { Logger } from '../../supabase/functions/_shared/types.ts'
import type { FormFiles } from '../forms/load-forms.ts'
import { adminPrivacyRoute } from './admin-privacy-route.ts'
import { adminRoute } from './admin-route.ts'
import type { Database } from './database.ts'
import { restError } from './rest-errors.ts'
import { restRoute } from './rest-route.ts'
import { restRpc } from './rest-rpc.ts'
import type { TableCatalog } from './table-catalog.ts'

export type Handler = (req: Request) => Promise<Response>

export interface RouterContext {
  db: Database
  catalog: TableCatalog
  /** Edge Function name → its handler (the folders of supabase/functions: `forms`). */
  functions: Map<string, Handler>
  adminSecret: string
  /** Form id → the table it inserts into directly, for the admin endpoint. */
  tableForms: () => Record<string, string>
  /** The questionnaires as last published from the files (the privacy endpoint reads their tags). */
  forms: () => FormFiles[]
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
    const rpc = /^\/rest\/v1\/rpc\/([^/]+)\/?$/.exec(pathname)
    if (rpc) {
      const name = segment(rpc[1])
      return name === undefined ? restError(400, 'PGRST100', 'nome de função mal codificado') : restRpc(req, ctx.db, name, ctx.logger)
    }
    const rest = /^\/rest\/v1\/([^/]+)\/?$/.exec(pathname)
    if (rest) {
      const table = segment(rest[1])
      return table === undefined ? restError(400, 'PGRST100', 'nome de tabela mal codificado') : restRoute(req, table, ctx.db, ctx.catalog, ctx.logger)
    }
    // A function sees its own sub-path (`/functions/v1/forms/<id>`), as on Supabase.
    const fn = /^\/functions\/v1\/([^/]+)(?:\/.*)?$/.exec(pathname)
    if (fn) {
      const name = segment(fn[1]) ?? fn[1]
      const handler = ctx.functions.get(name)
      if (handler) return handler(req)
      const message = `A função "${name}" não existe. Funções: ${[...ctx.functions.keys()].sort().join(', ')}.`
      return jsonResponse(404, { error: { code: 'function_not_found', message, details: [] } }, functionCors)
    }
    if (pathname === '/health') return jsonResponse(200, { ok: true, database: ctx.db.kind, functions: ctx.functions.size, forms: ctx.forms().length })
    if (pathname === '/admin/v1/submissions') return adminRoute(req, ctx.db, ctx.adminSecret, ctx.tableForms())
    if (pathname === '/admin/v1/privacy') return adminPrivacyRoute(req, ctx.db, ctx.adminSecret, ctx.forms())
    return jsonResponse(404, { error: { code: 'not_found', message: `Nada em ${pathname}.`, details: [] } }, functionCors)
  }
}
