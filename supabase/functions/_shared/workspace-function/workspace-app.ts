import { Hono } from 'hono'
import { z } from 'zod'
import { cors } from 'hono/cors'
import type { AuthUsers } from '../platform/auth-admin.ts'
import { bearerOf, type TokenCheck } from '../platform/auth-token.ts'
import { refusalOf, type CallDatabase } from '../platform/call-database.ts'
import { isObject, isTeamRole, SERVER_UNAVAILABLE, type JsonObject } from '../form-core/index.ts'
import { errorAnswer } from '../platform/functions-app.ts'
import { CSV_BOM, leadsCsv, type ExportedLead } from './leads-csv.ts'
import { privacyErase, privacyExport, type SchemaOf } from './privacy-walk.ts'
import { HttpError } from '../platform/responses.ts'
import { safeLogger } from '../platform/safe-logger.ts'
import type { Logger, RevisionSource } from '../platform/server-types.ts'

export interface WorkspaceDeps {
  /** As `service_role`: every call names the member, and the SQL checks they are one (agency_members). */
  call: CallDatabase
  /** The one token check (auth-token.ts): the member's identity is their verified access token. */
  verify: (token: string) => Promise<TokenCheck>
  revisions: RevisionSource
  /** Makes a new member an Auth user (sign-ups are off): GoTrue's admin API in production, local_auth locally. */
  authUsers: AuthUsers
  allowOrigin: string
  logger?: Logger
  /** Leads read per query while a CSV streams. */
  pageSize?: number
}

/** The member behind `Authorization: Bearer <access token>`, or a Portuguese 401. */
async function memberOf(req: Request, verify: WorkspaceDeps['verify']): Promise<string> {
  const token = bearerOf(req)
  const check = token ? await verify(token) : undefined
  if (!check?.ok) throw new HttpError(401, 'unauthorized', 'Sua sessão expirou ou não é válida. Entre de novo no painel.')
  return check.claims.email.toLowerCase()
}

/** A refusal the SQL said in Portuguese (no member, bad filter, used ticket) as the same words; anything else a 503. */
export async function databaseStep<T>(work: () => Promise<T>, logger: Logger): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const refusal = refusalOf(error)
    if (refusal?.code === '42501') throw new HttpError(403, 'forbidden', refusal.message)
    if (refusal && /^(22|P0)/.test(refusal.code)) throw new HttpError(400, 'bad_request', refusal.message)
    logger.error('[workspace] o banco não respondeu', error)
    throw new HttpError(503, 'forms_unavailable', SERVER_UNAVAILABLE)
  }
}

/** A filter's text as the list sends it; null or "" is no filter. */
const text = (name: string) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string({ error: `Filtro inválido: ${name}.` })
      .max(200, `Filtro inválido: ${name}.`)
      .nullish(),
  )

/**
 * A period's end as workspace_export_rows reads it (`::timestamptz`): an ISO instant with its offset, the form
 * listArgs sends. Checked here, before a ticket is issued: `"0"` passed Date.parse and then failed the download
 * with the database's own error, the ticket used up (issue 34).
 */
const instant = (name: 'de' | 'até') =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z.iso
      .datetime({ offset: true, error: `Data inválida no filtro "${name}": use uma data e hora ISO, como 2026-11-19T03:00:00Z.` })
      .nullish(),
  )

/** The list's order (workspace_lead_order): the CSV follows it, ties broken the same way (decision 174). */
const sortFilters = {
  sort: z.enum(['date', 'form', 'status', 'owner'], { error: 'Ordem inválida: use date, form, status ou owner.' }).nullish(),
  desc: z.boolean({ error: 'Sentido inválido: use true ou false.' }).nullish(),
}

const exportFilters = z
  .object({
    form_id: text('form_id'),
    status: text('status'),
    from: instant('de'),
    to: instant('até'),
    search: text('search'),
    // An owner's e-mail, or "" for leads with nobody (kept: "" is a filter here, not its absence).
    owner: z.string({ error: 'Filtro inválido: owner.' }).max(254, 'Filtro inválido: owner.').nullish(),
    ...sortFilters,
  })
  .refine((f) => !f.from || !f.to || Date.parse(f.from) <= Date.parse(f.to), { error: 'Período inválido: o início é depois do fim.' })

function filtersOf(body: unknown): JsonObject {
  if (!isObject(body)) throw new HttpError(400, 'bad_request', 'Envie os filtros da lista como um objeto JSON.')
  const parsed = exportFilters.safeParse(body)
  if (!parsed.success) throw new HttpError(400, 'bad_request', parsed.error.issues[0].message)
  // Only what is set: the ticket's filters read as the list's (a null filter keeps every lead).
  return Object.fromEntries(
    Object.entries(parsed.data).filter(
      ([key, value]) => (typeof value === 'string' && (value !== '' || key === 'owner')) || typeof value === 'boolean',
    ),
  )
}

type PrivacyAsk = { action: 'find' | 'export'; email: string } | { action: 'erase'; email: string; expected: number }

function privacyRequestOf(body: unknown): PrivacyAsk {
  const email = isObject(body) && typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || email.length > 254)
    throw new HttpError(400, 'bad_request', 'Digite um e-mail completo, como pessoa@exemplo.com.')
  const action = isObject(body) ? body.action : undefined
  if (action === 'find' || action === 'export') return { action, email }
  if (action === 'erase' && isObject(body) && Number.isInteger(body.expected) && Number(body.expected) >= 0)
    return { action, email, expected: Number(body.expected) }
  throw new HttpError(400, 'bad_request', 'Pedido inválido: use "find", "export" ou "erase" (com a contagem confirmada).')
}

/** Each form's newest published revision: what production's forms are now (the walk's current schemas). */
async function currentSchemas(call: CallDatabase): Promise<SchemaOf[]> {
  const rows = await call<{ form_id: string; schema: JsonObject }>('privacy_revisions', {})
  // Oldest first per form: the last one seen is the newest.
  return [...new Map(rows.map((r) => [r.form_id, { formId: r.form_id, schema: r.schema }])).values()]
}

/**
 * The `workspace` function's routes (mounted by `functionsApp`): what the workspace cannot do through PostgREST
 * under RLS. `POST /privacy` answers LGPD requests with the same walk as `npm run privacy`. `POST /exports` opens a single-use ticket for the member's filtered list; `GET /exports/<ticket>`
 * streams that list as CSV, a page of leads at a time, so neither the function nor the page holds it all.
 */
export function createWorkspaceApp(deps: WorkspaceDeps): Hono {
  const logger = safeLogger(deps.logger ?? console)
  const pageSize = deps.pageSize ?? 500
  const app = new Hono()
  app.use(
    cors({
      origin: deps.allowOrigin,
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['authorization', 'content-type', 'apikey', 'x-client-info'],
      maxAge: 86400,
    }),
  )
  app.onError((error) => errorAnswer(error, logger))

  app.post('/exports', async (c) => {
    const member = await memberOf(c.req.raw, deps.verify)
    const filters = filtersOf(await c.req.json().catch(() => undefined))
    const [opened] = await databaseStep(
      () => deps.call<{ ticket: string; expires_at: string }>('workspace_open_export', { p_member: member, p_filters: filters }),
      logger,
    )
    return c.json({ ticket: opened.ticket, expiresAt: opened.expires_at })
  })

  /**
   * "Pedidos do titular": `find` lists what is held about an e-mail (to confirm), `export` hands it over (logged),
   * `erase` deletes it (logged) once the member confirmed the count they were shown.
   */
  app.post('/privacy', async (c) => {
    const member = await memberOf(c.req.raw, deps.verify)
    const request = privacyRequestOf(await c.req.json().catch(() => undefined))
    await databaseStep(() => deps.call('workspace_require_member', { p_member: member }), logger)
    const current = await databaseStep(() => currentSchemas(deps.call), logger)
    const requestedBy = `painel (${member})`
    if (request.action === 'erase') {
      // Erasure is the administration's (decision 173); finding and handing over are every member's.
      await databaseStep(() => deps.call('workspace_require_admin', { p_actor: member }), logger)
      const found = await databaseStep(() => privacyExport(deps.call, current, request.email, { requestedBy, log: false }), logger)
      if (found.length !== request.expected)
        throw new HttpError(409, 'bad_request', 'Os dados desta pessoa mudaram desde a busca. Busque de novo e confira antes de apagar.')
      return c.json({ tabelas: await databaseStep(() => privacyErase(deps.call, current, request.email, requestedBy), logger) })
    }
    const registros = await databaseStep(
      () => privacyExport(deps.call, current, request.email, { requestedBy, log: request.action === 'export' }),
      logger,
    )
    return c.json({ registros })
  })

  /**
   * "Equipe": an administrator adds a colleague. Here, not through rpc, because the colleague must become an Auth user
   * too, which only the service-role key can do; the administrator is checked before that, and the SQL checks again.
   */
  app.post('/team', async (c) => {
    const member = await memberOf(c.req.raw, deps.verify)
    const body: unknown = await c.req.json().catch(() => undefined)
    const email = isObject(body) && typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    const role = isObject(body) ? (body.role ?? 'equipe') : undefined
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || email.length > 254)
      throw new HttpError(400, 'bad_request', 'Digite um e-mail completo, como pessoa@agencia.com.br.')
    if (!isTeamRole(role)) throw new HttpError(400, 'bad_request', 'Escolha o papel: administração ou equipe.')
    await databaseStep(() => deps.call('workspace_require_admin', { p_actor: member }), logger)
    await deps.authUsers(email).catch((error: unknown) => {
      logger.error('[workspace] o Auth não criou o usuário do novo membro', error)
      throw new HttpError(503, 'forms_unavailable', SERVER_UNAVAILABLE)
    })
    const [added] = await databaseStep(
      () => deps.call<JsonObject>('workspace_add_member', { p_email: email, p_role: role, p_actor: member }),
      logger,
    )
    return c.json({ member: added })
  })

  app.get('/exports/:ticket', async (c) => {
    const [taken] = await databaseStep(
      () => deps.call<{ member: string; filters: JsonObject }>('workspace_take_export', { p_ticket: c.req.param('ticket') }),
      logger,
    )
    const formId = String(taken.filters.form_id)
    const [current] = await deps.revisions.live(formId)
    if (!current) throw new HttpError(404, 'form_not_found', `O formulário "${formId}" não tem revisão publicada.`)
    const csv = leadsCsv(current)
    const encoder = new TextEncoder()
    let cursor: { created_at: string; source_table: string; source_id: string; sort_key: string | null } | undefined
    let done = false
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(CSV_BOM + csv.header))
      },
      // One page per pull: the stream asks for more only as the download takes it.
      async pull(controller) {
        if (done) return controller.close()
        const rows = await deps
          .call<ExportedLead & { source_table: string; source_id: string; sort_key: string | null }>('workspace_export_rows', {
            p_filters: taken.filters,
            p_after_created: cursor?.created_at ?? null,
            p_after_table: cursor?.source_table ?? null,
            p_after_id: cursor?.source_id ?? null,
            p_limit: pageSize,
            p_after_key: cursor?.sort_key ?? null,
          })
          .catch((error: unknown) => {
            // The download stops unfinished (the browser says it failed) rather than ending as if complete.
            logger.error(`[workspace] exportação de ${formId} interrompida`, error)
            controller.error(error)
            return undefined
          })
        if (!rows) return
        if (rows.length < pageSize) done = true
        if (rows.length > 0) cursor = rows[rows.length - 1]
        controller.enqueue(encoder.encode(rows.map((r) => csv.line(r)).join('')))
      },
    })
    const day = new Date().toISOString().slice(0, 10)
    return new Response(body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="leads-${formId}-${day}.csv"`,
        'cache-control': 'no-store',
      },
    })
  })
  return app
}
