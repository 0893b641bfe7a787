import * as z from 'zod/mini'
import { TEAM_ROLES, type TeamRole } from '../form-core/index.ts'

/**
 * What the `workspace` function answers, each shape written once (decision 197): the function builds its answers
 * against these types (`satisfies`), the page parses what it receives with the same schemas (src/agency/function-call.ts),
 * so a route that answers something else fails its type check, and a page opened against an older function says so
 * instead of reading `undefined`. What the SQL answers through `rpc` is parsed beside the page that reads it.
 */

/** Every refusal of every function (platform/responses.ts `HttpError.body()`): its code and its Portuguese sentence. */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
    /** Present when `details` was cut: every problem counted, the first ones listed. */
    total: z.optional(z.number()),
  }),
})

export type ErrorBody = z.infer<typeof errorBody>

/** `POST /exports` and `POST /privacy` (`export`): a single-use ticket for a download by a plain link (decision 151). */
export const openedTicket = z.object({ ticket: z.string(), expiresAt: z.string() })

export type OpenedTicket = z.infer<typeof openedTicket>

/** `POST /exports`: the ticket, and the name its download will have, for the page to say what is being downloaded. */
export const openedExport = z.extend(openedTicket, { fileName: z.string() })

export type OpenedExport = z.infer<typeof openedExport>

/** One lead held about a person, as "Pedidos do titular" lists it before a copy or an erasure: titles and dates. */
export const heldRecord = z.object({
  tabela: z.string(),
  formulario: z.string(),
  titulo: z.string(),
  id: z.string(),
  enviado_em: z.string(),
})

export type HeldRecord = z.infer<typeof heldRecord>

/**
 * `POST /privacy` (`find`). `emailsWithAnswers`: the lead e-mails hold the answers (`NOTIFY_EMAIL_ANSWERS=full`);
 * `outrosContatos`: the other e-mails and phones typed in the leads found, under which the person may be held too.
 */
export const privacyFound = z.object({
  registros: z.array(heldRecord),
  emailsWithAnswers: z.boolean(),
  outrosContatos: z.array(z.string()),
})

export type PrivacyFound = z.infer<typeof privacyFound>

/** Rows erased in one table. */
export const tableCount = z.object({ tabela: z.string(), linhas: z.number() })

export type TableCount = z.infer<typeof tableCount>

/** `POST /privacy` (`erase`): what went, table by table. */
export const privacyErased = z.object({ tabelas: z.array(tableCount), emailsWithAnswers: z.boolean() })

export type PrivacyErased = z.infer<typeof privacyErased>

/** A role as the database stores it (`agency_members_role_known`). */
export const teamRole = z.enum(TEAM_ROLES.map((r) => r.value) as [TeamRole, ...TeamRole[]])

/** A member of the team: `workspace_team`'s rows and `workspace_add_member`'s answer. */
/** A member; `leads`: how many leads they answer for (workspace_team), said before they are removed (decision 215). */
export const teamMember = z.object({
  email: z.string(),
  role: teamRole,
  added_by: z.string(),
  added_at: z.string(),
  leads: z.optional(z.number()),
})

export type TeamMember = z.infer<typeof teamMember>

/** `POST /team`: the colleague added. */
export const teamAdded = z.object({ member: teamMember })

export type TeamAdded = z.infer<typeof teamAdded>
