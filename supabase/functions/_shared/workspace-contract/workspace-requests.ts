import * as z from 'zod/mini'
import { isEmail, LEAD_STATUSES, MEMBER_ROLE, TEAM_ROLES } from '../form-core/index.ts'

/**
 * What the workspace page sends and its server reads, each shape written once (decision 175): the `workspace`
 * function parses its bodies with these, and the page builds and checks the same before sending. The SQL functions
 * refuse bad input again, in the same words where they can; these are the first check, not the only one.
 * Only the workspace's chunk and the function import this file, so zod stays out of the public pages.
 */

const statusNames = LEAD_STATUSES.map((s) => s.value)

/** The refusal of a status not in the list, in the SQL's words (workspace_check_status): the page and the rpc say the same. */
export const unknownStatus = (value: string) =>
  `Situação desconhecida: "${value.slice(0, 40)}". Use ${statusNames.slice(0, -1).join(', ')} ou ${statusNames.at(-1)}.`

/** A lead's status, one of form-core's LEAD_STATUSES (the database's list, proved equal by declared-facts.test.ts). */
export const leadStatus = z.enum(statusNames as [string, ...string[]], { error: (issue) => unknownStatus(String(issue.input)) })

/** A day of the inbox's period as the address holds it, `YYYY-MM-DD`, a real one (not 2026-02-31) from 1900 on. */
export const filterDay = z.string().check(
  z.refine((value) => {
    const at = Date.parse(`${value}T00:00:00Z`)
    return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(at) && new Date(at).toISOString().startsWith(value) && value >= '1900'
  }),
)

/** A list's page number in the address: 1 to 999,999, no leading zero. */
export const filterPage = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,5}$/)), z.transform(Number))

/** "" read as no value, as the list sends an empty filter. */
const blankAsNull = z.transform((v: unknown) => (v === '' ? null : v))

/** A filter's text as the list sends it; null or "" is no filter. */
const text = (name: string) =>
  z.pipe(blankAsNull, z.nullish(z.string({ error: `Filtro inválido: ${name}.` }).check(z.maxLength(200, `Filtro inválido: ${name}.`))))

/**
 * A period's end as the SQL reads it (`::timestamptz`): an ISO instant with its offset, the form `listArgs` sends.
 * Checked before a ticket is issued: `"0"` passed Date.parse and then failed the download (issue 34).
 */
const instant = (name: 'de' | 'até') => {
  const error = `Data inválida no filtro "${name}": use uma data e hora ISO, como 2026-11-19T03:00:00Z.`
  return z.pipe(blankAsNull, z.nullish(z.iso.datetime({ offset: true, error }).check(z.refine(realOffset, { error }))))
}

/** The offsets clocks use, −12:00 to +14:00: +16:00 passed ISO's form and then failed in Postgres, after the ticket. */
function realOffset(instant: string): boolean {
  const offset = /([+-])(\d{2}):?(\d{2})$/.exec(instant)
  if (!offset) return true
  const minutes = (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]))
  return minutes >= -12 * 60 && minutes <= 14 * 60 && Number(offset[3]) < 60
}

/** The list's order (workspace_lead_order): the CSV follows it, ties broken the same way (decision 174). */
export const LEAD_SORTS = ['date', 'form', 'status', 'owner'] as const

/** The inbox's filters as a list's call carries them: `POST /exports`'s body, and what the list's rpc is given. */
export const inboxFilters = z
  .object({
    form_id: text('form_id'),
    status: text('status'),
    from: instant('de'),
    to: instant('até'),
    search: text('search'),
    // An owner's e-mail, or "" for leads with nobody (kept: "" is a filter here, not its absence).
    owner: z.nullish(z.string({ error: 'Filtro inválido: owner.' }).check(z.maxLength(254, 'Filtro inválido: owner.'))),
    // "Novos para mim": the asking member's e-mail (decision 213); the CSV's ticket keeps it.
    new: z.nullish(z.string({ error: 'Filtro inválido: new.' }).check(z.maxLength(254, 'Filtro inválido: new.'))),
    sort: z.nullish(z.enum(LEAD_SORTS, { error: 'Ordem inválida: use date, form, status ou owner.' })),
    desc: z.nullish(z.boolean({ error: 'Sentido inválido: use true ou false.' })),
  })
  .check(
    z.refine((f) => !f.from || !f.to || Date.parse(f.from) <= Date.parse(f.to), { error: 'Período inválido: o início é depois do fim.' }),
  )

export type InboxFilters = z.input<typeof inboxFilters>

const email = (example: string) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v)),
    z
      .string({ error: `Digite um e-mail completo, como ${example}.` })
      .check(
        z.maxLength(254, `Digite um e-mail completo, como ${example}.`),
        z.refine(isEmail, `Digite um e-mail completo, como ${example}.`),
      ),
  )

const PRIVACY_ACTION =
  'Pedido inválido: use "find", "export" (com o formato, "documento" ou "dados") ou "erase" (com a contagem confirmada).'

/** `POST /privacy`: find and export by e-mail; erase once the member confirmed the count they were shown. */
export const privacyRequest = z.intersection(
  z.object({ email: email('pessoa@exemplo.com') }),
  z.discriminatedUnion(
    'action',
    [
      z.object({ action: z.literal('find') }),
      // The copy as a document for the person, or as data for another system (decision 176).
      z.object({ action: z.literal('export'), format: z.enum(['documento', 'dados'], { error: PRIVACY_ACTION }) }),
      z.object({
        action: z.literal('erase'),
        expected: z.number({ error: PRIVACY_ACTION }).check(z.int(PRIVACY_ACTION), z.minimum(0, PRIVACY_ACTION)),
      }),
    ],
    { error: PRIVACY_ACTION },
  ),
)

export type PrivacyRequest = z.output<typeof privacyRequest>

/** `POST /team`: a colleague by e-mail, with a role (equipe unless said). */
export const teamAddition = z.object({
  email: email('pessoa@agencia.com.br'),
  role: z._default(
    z.enum(TEAM_ROLES.map((r) => r.value) as [string, ...string[]], { error: 'Escolha o papel: administração ou equipe.' }),
    MEMBER_ROLE,
  ),
})

/** A lead as every workspace table keys it. */
const key = z.string().check(z.minLength(1), z.maxLength(64))
export const leadRef = z.object({ source_table: key, source_id: key })

export type LeadRef = z.infer<typeof leadRef>

/** One status for one or several leads (`workspace_set_statuses`), the same limits as the SQL's. */
export const statusChange = z.object({
  leads: z.array(leadRef).check(z.minLength(1, 'Escolha ao menos um lead.'), z.maxLength(500, 'Escolha no máximo 500 leads de uma vez.')),
  status: leadStatus,
})

/** A note's text (`workspace_add_note`, `workspace_edit_note`). */
export const noteBody = z.string().check(
  z.refine((body) => body.trim().length > 0, 'A nota está vazia.'),
  z.refine((body) => body.length <= 5000, 'Nota longa demais: use até 5000 caracteres.'),
)

/** The first problem of a refused parse, as the member reads it. */
export const problemOf = (error: z.core.$ZodError) => error.issues[0]?.message ?? 'Pedido inválido.'
