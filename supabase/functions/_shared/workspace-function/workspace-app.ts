import { Hono } from 'hono'
import type * as z from 'zod/mini'
import { cors } from 'hono/cors'
import type { AuthUsers } from '../platform/auth-admin.ts'
import { bearerOf, type TokenCheck } from '../platform/auth-token.ts'
import { refusalOf, type CallDatabase } from '../platform/call-database.ts'
import { isObject, SERVER_UNAVAILABLE, type JsonObject } from '../form-core/index.ts'
import { inboxFilters, privacyRequest, problemOf, teamAddition } from '../workspace-contract/workspace-requests.ts'
import type {
  OpenedExport,
  OpenedTicket,
  PrivacyErased,
  PrivacyFound,
  TeamAdded,
  TeamMember,
} from '../workspace-contract/workspace-answers.ts'
import { approveAsk, refuseAsk, reviewAsk, statusAsk, type ReviewsAnswer } from '../workspace-contract/editor-review-calls.ts'
import { errorAnswer } from '../platform/functions-app.ts'
import { anyFormCsv, CSV_BOM, exportFileName, leadsCsv, type ExportedAnyLead } from './leads-csv.ts'
import { otherContacts, privacyErase, privacyExport, type SchemaOf } from './privacy-walk.ts'
import { copyFileName, isCopyFormat, privacyCopy, privacyDocument } from './privacy-copy.ts'
import type { NotifyAnswers } from '../platform/environment.ts'
import { HttpError } from '../platform/responses.ts'
import { limitBody } from '../platform/read-body.ts'
import { safeLogger } from '../platform/safe-logger.ts'
import type { EditorReview } from './editor-review.ts'
import { answerSendEmailHook, SEND_EMAIL_HOOK_PATH, type SendEmailHookDeps } from './send-email-hook.ts'
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
  /** `NOTIFY_EMAIL_ANSWERS`: with `full` the lead e-mails hold the answers, and the erasure screen says to delete them. */
  notifyEmailAnswers?: NotifyAnswers
  logger?: Logger
  /** The editor's review on the agency's GitHub (editor-review.ts); absent when EDITOR_GITHUB_* are not set. */
  editorReview?: EditorReview
  /** Leads read per query while a CSV streams. */
  pageSize?: number
  /** Auth's Send Email hook (send-email-hook.ts); absent without its secret, and the route is then a 503. */
  sendEmailHook?: Omit<SendEmailHookDeps, 'call'>
  /** `SITE_URL`: the one-file export's links to each lead's page are absolute with it. */
  siteUrl?: string
}

/**
 * The largest body a member sends: a questionnaire for review, its schema and ui-schema (the largest pair today,
 * landing-page, is about 22 KB) with room to grow twentyfold; filters and LGPD requests are far smaller.
 */
export const WORKSPACE_BODY_LIMIT_BYTES = 512 * 1024

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

/** A body's first problem as a Portuguese 400; a body that is not a JSON object reads as an empty one. */
function parsed<T extends z.ZodMiniType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(isObject(body) ? body : {})
  if (!result.success) throw new HttpError(400, 'bad_request', problemOf(result.error))
  return result.data
}

function filtersOf(body: unknown): JsonObject {
  if (!isObject(body)) throw new HttpError(400, 'bad_request', 'Envie os filtros da lista como um objeto JSON.')
  // Only what is set: the ticket's filters read as the list's (a null filter keeps every lead).
  return Object.fromEntries(
    Object.entries(parsed(inboxFilters, body)).filter(
      ([key, value]) => (typeof value === 'string' && (value !== '' || key === 'owner')) || typeof value === 'boolean',
    ),
  )
}

/** Each form's newest published revision: what production's forms are now (the walk's current schemas). */
async function currentSchemas(call: CallDatabase): Promise<SchemaOf[]> {
  const rows = await call<{ form_id: string; schema: JsonObject }>('privacy_revisions', {})
  // Oldest first per form: the last one seen is the newest.
  return [...new Map(rows.map((r) => [r.form_id, { formId: r.form_id, schema: r.schema }])).values()]
}

/**
 * The `workspace` function's routes (mounted by `functionsApp`): what the workspace cannot do through PostgREST
 * under RLS. `POST /editor/review` and `/editor/status` send a questionnaire for review and say where it stands;
 * `/editor/reviews` lists every questionnaire's newest review, `/editor/approve` and `/editor/refuse` finish one. `POST /privacy` answers LGPD requests with the same walk as `npm run privacy`. `POST /exports` opens a single-use ticket for the member's filtered list; `GET /exports/<ticket>`
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
  // Before any token check or query: a 100 MB body was read and parsed before membership was asked.
  app.use(limitBody(WORKSPACE_BODY_LIMIT_BYTES))

  // Auth's, not a member's: signed with the hook's secret instead of a token (decision 200).
  app.post(SEND_EMAIL_HOOK_PATH, async (c) => {
    if (!deps.sendEmailHook) throw new HttpError(503, 'forms_unavailable', 'SEND_EMAIL_HOOK_SECRET não configurado.')
    return answerSendEmailHook(c.req.raw, { ...deps.sendEmailHook, call: deps.call })
  })

  app.post('/exports', async (c) => {
    const member = await memberOf(c.req.raw, deps.verify)
    const filters = filtersOf(await c.req.json().catch(() => undefined))
    // "Novos para mim" is always the asker's own (decision 213), whatever e-mail the body named.
    if (filters.new !== undefined) filters.new = member
    const [opened] = await databaseStep(
      () => deps.call<{ ticket: string; expires_at: string }>('workspace_open_export', { p_member: member, p_filters: filters }),
      logger,
    )
    // The same name as the download's (GET /exports/<ticket>): the ticket holds these filters.
    return c.json({ ticket: opened.ticket, expiresAt: opened.expires_at, fileName: exportFileName(filters) } satisfies OpenedExport)
  })

  /**
   * "Pedidos do titular": `find` lists what is held about an e-mail (to confirm: titles and dates, not the data),
   * `export` opens a single-use ticket for the copy (`GET /privacy/copies/<ticket>`, logged), `erase` deletes it
   * (logged) once the member confirmed the count they were shown. `emailsWithAnswers`: the lead e-mails hold the
   * answers (`NOTIFY_EMAIL_ANSWERS=full`), so the screen reminds the member to delete them from the mailbox.
   */
  app.post('/privacy', async (c) => {
    const member = await memberOf(c.req.raw, deps.verify)
    const request = parsed(privacyRequest, await c.req.json().catch(() => undefined))
    await databaseStep(() => deps.call('workspace_require_member', { p_member: member }), logger)
    if (request.action === 'export') {
      const [opened] = await databaseStep(
        () =>
          deps.call<{ ticket: string; expires_at: string }>('workspace_open_privacy_copy', {
            p_member: member,
            p_email: request.email,
            p_format: request.format,
          }),
        logger,
      )
      return c.json({ ticket: opened.ticket, expiresAt: opened.expires_at } satisfies OpenedTicket)
    }
    const current = await databaseStep(() => currentSchemas(deps.call), logger)
    const requestedBy = `painel (${member})`
    const emailsWithAnswers = deps.notifyEmailAnswers === 'full'
    const held = () => databaseStep(() => privacyExport(deps.call, current, request.email, { requestedBy, log: false }), logger)
    if (request.action === 'erase') {
      // Erasure is the administration's (decision 173); finding and handing over are every member's.
      await databaseStep(() => deps.call('workspace_require_admin', { p_actor: member }), logger)
      const found = await held()
      if (found.length !== request.expected)
        throw new HttpError(409, 'bad_request', 'Os dados desta pessoa mudaram desde a busca. Busque de novo e confira antes de apagar.')
      const tabelas = await databaseStep(() => privacyErase(deps.call, current, request.email, requestedBy), logger)
      return c.json({ tabelas, emailsWithAnswers } satisfies PrivacyErased)
    }
    const found = await held()
    const registros = found.map(({ tabela, formulario, titulo, id, enviado_em }) => ({
      tabela,
      formulario,
      titulo,
      id,
      enviado_em,
    }))
    return c.json({ registros, emailsWithAnswers, outrosContatos: otherContacts(found, request.email) } satisfies PrivacyFound)
  })

  /** The copy of a person's data, downloaded by a plain link with the ticket `export` opened: the document or the data. */
  app.get('/privacy/copies/:ticket', async (c) => {
    const [taken] = await databaseStep(
      () => deps.call<{ member: string; filters: JsonObject }>('workspace_take_export', { p_ticket: c.req.param('ticket') }),
      logger,
    )
    const email = taken.filters.copia_de
    const format = taken.filters.formato
    if (typeof email !== 'string' || !isCopyFormat(format))
      throw new HttpError(400, 'bad_request', 'Este link não é de uma cópia de dados. Peça a cópia de novo pelo painel.')
    const current = await databaseStep(() => currentSchemas(deps.call), logger)
    const records = await databaseStep(
      () => privacyExport(deps.call, current, email, { requestedBy: `painel (${taken.member})`, log: true }),
      logger,
    )
    const copy = privacyCopy(email, records)
    const body = format === 'documento' ? privacyDocument(copy) : `${JSON.stringify(copy, null, 2)}\n`
    return new Response(body, {
      headers: {
        'content-type': format === 'documento' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${copyFileName(email, format)}"`,
        'cache-control': 'no-store',
        // The document is opened from disk, but never run as a page of this origin if opened here.
        'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'",
        'x-content-type-options': 'nosniff',
      },
    })
  })

  /**
   * "Equipe": an administrator adds a colleague. Here, not through rpc, because the colleague must become an Auth user
   * too, which only the service-role key can do; the administrator is checked before that, and the SQL checks again.
   */
  app.post('/team', async (c) => {
    const member = await memberOf(c.req.raw, deps.verify)
    const { email, role } = parsed(teamAddition, await c.req.json().catch(() => undefined))
    await databaseStep(() => deps.call('workspace_require_admin', { p_actor: member }), logger)
    await deps.authUsers(email).catch((error: unknown) => {
      logger.error('[workspace] o Auth não criou o usuário do novo membro', error)
      throw new HttpError(503, 'forms_unavailable', SERVER_UNAVAILABLE)
    })
    const [added] = await databaseStep(
      () => deps.call<TeamMember>('workspace_add_member', { p_email: email, p_role: role, p_actor: member }),
      logger,
    )
    return c.json({ member: added } satisfies TeamAdded)
  })

  /**
   * The editor's "Enviar para revisão" and its status: every member has the editor's right (both roles, decision
   * 173); the function, never the browser, talks to GitHub with the agency's credential (decision 181).
   */
  const editorMember = async (req: Request, right: 'member' | 'admin' = 'member') => {
    const member = await memberOf(req, deps.verify)
    // Approving and refusing are the administration's (decision 218); the equipe's call is a 403 in the SQL's words.
    if (right === 'admin') await databaseStep(() => deps.call('workspace_require_admin', { p_actor: member }), logger)
    else await databaseStep(() => deps.call('workspace_require_member', { p_member: member }), logger)
    if (!deps.editorReview)
      throw new HttpError(503, 'forms_unavailable', 'O envio para revisão ainda não foi configurado pela agência. Use "Baixar arquivos".')
    return { member, review: deps.editorReview }
  }
  const githubStep = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (error) {
      if (error instanceof HttpError) throw error
      logger.error('[workspace] o GitHub não atendeu o envio do editor', error)
      throw new HttpError(
        503,
        'forms_unavailable',
        'Não foi possível enviar para revisão agora. Tente de novo em instantes; as suas alterações continuam aqui.',
      )
    }
  }

  app.post('/editor/review', async (c) => {
    const { member, review } = await editorMember(c.req.raw)
    const ask = parsed(reviewAsk, await c.req.json().catch(() => undefined))
    return c.json(await githubStep(() => review.send(ask, member)))
  })

  app.post('/editor/status', async (c) => {
    const { review } = await editorMember(c.req.raw)
    const { formId } = parsed(statusAsk, await c.req.json().catch(() => undefined))
    return c.json(await githubStep(() => review.status(formId)))
  })

  app.post('/editor/reviews', async (c) => {
    const { review } = await editorMember(c.req.raw)
    return c.json({ reviews: await githubStep(() => review.reviews()) } satisfies ReviewsAnswer)
  })

  app.post('/editor/approve', async (c) => {
    const { member, review } = await editorMember(c.req.raw, 'admin')
    const ask = parsed(approveAsk, await c.req.json().catch(() => undefined))
    return c.json(await githubStep(() => review.approve(ask, member)))
  })

  app.post('/editor/refuse', async (c) => {
    const { member, review } = await editorMember(c.req.raw, 'admin')
    const ask = parsed(refuseAsk, await c.req.json().catch(() => undefined))
    return c.json(await githubStep(() => review.refuse(ask, member)))
  })

  app.get('/exports/:ticket', async (c) => {
    const [taken] = await databaseStep(
      () => deps.call<{ member: string; filters: JsonObject }>('workspace_take_export', { p_ticket: c.req.param('ticket') }),
      logger,
    )
    // A person's copy has its own download (/privacy/copies): its ticket is never read as every lead of every form.
    if ('copia_de' in taken.filters)
      throw new HttpError(400, 'bad_request', 'Este link não é de uma planilha de leads. Exporte de novo pelo painel.')
    const formId = typeof taken.filters.form_id === 'string' ? taken.filters.form_id : undefined
    const csv = formId ? leadsCsv(await currentRevision(formId)) : anyFormCsv(await revisionsByHash(), deps.siteUrl)
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
          .call<ExportedAnyLead & { sort_key: string | null }>('workspace_export_rows', {
            p_filters: taken.filters,
            p_after_created: cursor?.created_at ?? null,
            p_after_table: cursor?.source_table ?? null,
            p_after_id: cursor?.source_id ?? null,
            p_limit: pageSize,
            p_after_key: cursor?.sort_key ?? null,
          })
          .catch((error: unknown) => {
            // The download stops unfinished (the browser says it failed) rather than ending as if complete.
            logger.error(`[workspace] exportação de ${formId ?? 'todos os formulários'} interrompida`, error)
            controller.error(error)
            return undefined
          })
        if (!rows) return
        if (rows.length < pageSize) done = true
        if (rows.length > 0) cursor = rows[rows.length - 1]
        controller.enqueue(encoder.encode(rows.map((r) => csv.line(r)).join('')))
      },
    })
    return new Response(body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${exportFileName(taken.filters)}"`,
        'cache-control': 'no-store',
      },
    })
  })

  /** One form's file: its current revision's questions are the columns (decision 151). */
  async function currentRevision(formId: string) {
    const [current] = await deps.revisions.live(formId)
    if (!current) throw new HttpError(404, 'form_not_found', `O formulário "${formId}" não tem revisão publicada.`)
    return current
  }

  /** Every revision ever published, by hash: each lead of the one-file export is read under its own (decision 214). */
  async function revisionsByHash() {
    const rows = await databaseStep(
      () => deps.call<{ form_id: string; hash: string; schema: JsonObject; ui_schema: JsonObject }>('privacy_revisions', {}),
      logger,
    )
    const byHash = new Map(rows.map((r) => [r.hash, { formId: r.form_id, hash: r.hash, schema: r.schema, uiSchema: r.ui_schema }]))
    return (hash: string) => byHash.get(hash)
  }
  return app
}
