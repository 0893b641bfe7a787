import { PROJECT_PATHS } from './names.ts'
import { WORKSPACE_PATH } from './staff-routes.ts'

// Apart from names.ts, which every public page's chunk carries whole (a module's exports used by any chunk stay in it):
// only the workspace, the editor, the server and the scripts use these.

/** The workspace's server routes (CSV export, LGPD requests): `/functions/v1/workspace/…`, with the member's token. */
export const WORKSPACE_FUNCTION = 'workspace'

/** The workspace's keys in the member's browser storage, in their own namespace (the visitor's: STORAGE_KEYS). */
export const WORKSPACE_STORAGE_KEYS = {
  /** Where supabase-js keeps the member's session (localStorage). */
  session: 'excellis-painel:sessao',
  /** The revisions and the forms to filter by, once per tab (sessionStorage, TanStack Query's dehydrated cache; src/workspace/queries.ts). */
  tabCache: 'excellis-painel:questionarios',
} as const

/**
 * A lead's page in the workspace: its table and its id there, the pair every workspace table keys a lead by. The
 * notification e-mail links here (`SITE_URL` + this path), so both are written once.
 */
export const leadPath = (sourceTable: string, sourceId: string): string =>
  `${WORKSPACE_PATH}/leads/${encodeURIComponent(sourceTable)}/${encodeURIComponent(sourceId)}`

/**
 * The statuses a lead may have, in the order of its work, with their Portuguese names: the inbox, the lead's page and
 * the CSV show these. The database's list is `public.workspace_lead_status_names()`; tests/backend/declared-facts.test.ts
 * proves the two equal. The list is fixed, not the agency's to extend (decision 207): a new status is a line here and a
 * migration there.
 */
export const LEAD_STATUSES = [
  { value: 'novo', label: 'Novo' },
  { value: 'em_contato', label: 'Em contato' },
  { value: 'em_andamento', label: 'Em andamento' },
  { value: 'concluido', label: 'Concluído' },
  { value: 'descartado', label: 'Descartado' },
] as const

export type LeadStatus = (typeof LEAD_STATUSES)[number]['value']

export const leadStatusLabel = (value: string): string => LEAD_STATUSES.find((s) => s.value === value)?.label ?? value

/** What the member reads when the server did not answer (the workspace page) or could not (the workspace function). */
export const SERVER_UNAVAILABLE = 'O servidor não conseguiu responder agora. Tente de novo em instantes.'

/**
 * The agency's time zone: every date shown to the team (the workspace, the CSV, the CLIs) is read in it. The database's
 * is `public.agency_time_zone()`; tests/backend/declared-facts.test.ts proves the two equal.
 */
export const AGENCY_TIME_ZONE = 'America/Sao_Paulo'

/** The agency's offset from UTC at an instant ("-03:00"), read from Intl (never written here: it may change). */
export const agencyOffset = (at: string | Date): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName')
    ?.value.replace('GMT', '') || '+00:00'

let agencyFormat: Intl.DateTimeFormat | undefined
/** "26/11/2026 14:30" in the agency's time zone. Made on first use (a module-level formatter would be a side effect every importer keeps), then reused: making one costs more than formatting a date with it. */
export const agencyTime = (at: string | Date): string =>
  (agencyFormat ??= new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE }))
    .format(new Date(at))
    .replace(',', '')

/** "2026-11-19T14:03:00-03:00": an instant in the agency's time zone with its offset, for files (the LGPD copy). */
export function agencyIsoTime(at: string | Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: AGENCY_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}${agencyOffset(at)}`
}

/** The ways a member answers a lead in one tap; each tap is a line of the activity (workspace_record_answer). */
export type AnswerChannel = 'email' | 'whatsapp' | 'phone'

export const CHANNEL_NAMES: Record<AnswerChannel, string> = { email: 'e-mail', whatsapp: 'WhatsApp', phone: 'telefone' }

/**
 * What the activity says of a tap: the link was opened, which is not yet an answer (issue 44: "respondeu por WhatsApp"
 * for a tap that may have been cancelled). The page and the LGPD copy both say it this way.
 */
export const CHANNEL_TAPS: Record<AnswerChannel, string> = {
  email: 'abriu o e-mail',
  whatsapp: 'abriu o WhatsApp',
  phone: 'tocou em ligar',
}

/**
 * An e-mail as the team, the LGPD search and the tables accept it: something@domain.tld, 254 characters at most, with
 * none of `< > ( ) \ , ; : "` (issue 42: `<script>alert(1)</script>@x.com` was a member). The database's is
 * `public.email_pattern()` in the same words (`\s` and `\\` in a bracket mean the same in both); the test proves it.
 */
export const EMAIL_PATTERN = /^[^@\s<>()\\,;:"]+@[^@\s<>()\\,;:"]+\.[^@\s<>()\\,;:"]+$/

export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL_PATTERN.test(value)

/** Where a form without a table of its own is stored: one row per submission, its answers as JSON. */
export const SUBMISSIONS_TABLE = 'form_submissions'

/**
 * The only tables a form may name in `x-form.submit.table`: check:schemas refuses any other, the lead store will not
 * write one, and a test proves each is created in the migrations with the columns its form maps. A list and not the
 * tables the migrations create, because `store_lead` writes as service_role: a form pointed at `lead_notes` would write
 * the agency's own tables.
 */
export const FORM_TABLE_TARGETS: readonly string[] = ['Agendar Reunião']

/** Every table that holds leads, in the database's order: `public.workspace_lead_tables()`. */
export const LEAD_TABLES: readonly string[] = [SUBMISSIONS_TABLE, ...FORM_TABLE_TARGETS]

/**
 * The local ports: `npm run dev`'s site and `npm run preview`'s, the local backend's (`LOCAL_BACKEND_PORT`'s default)
 * and the end-to-end run's own backend (tests/e2e/local-backend.ts adds E2E_PORT_OFFSET). supabase/config.toml
 * repeats the first and the third for the Supabase CLI (TOML imports nothing); tests/scripts/local-ports.test.ts holds them equal.
 */
export const LOCAL_PORTS = { site: 5173, preview: 4173, backend: 54321, e2eBackend: 54329 } as const

/** A form's two files, relative to the project's root: `schemas/<id>.json` and `ui-schemas/<id>.json`. */
export const formFilesOf = (id: string) =>
  ({ schema: `${PROJECT_PATHS.schemas}/${id}.json`, uiSchema: `${PROJECT_PATHS.uiSchemas}/${id}.json` }) as const

/** The administration's role: it manages the team and erases personal data (`public.workspace_admin_role()`). */
export const ADMIN_ROLE = 'administracao'

/** The role a new member gets unless said otherwise: it works the leads (`public.workspace_member_role()`). */
export const MEMBER_ROLE = 'equipe'

/**
 * A questionnaire's two texts, as its two files (formFilesOf) hold them: what the editor edits, saves, keeps as a draft
 * and sends for review, what `new:form` writes and what the `workspace` function commits. The one type for them.
 */
export interface FormTexts {
  schema: string
  uiSchema: string
}

/** The team's roles with their Portuguese names, in the database's order (`public.workspace_team_roles()`). */
export const TEAM_ROLES = [
  { value: ADMIN_ROLE, label: 'Administração' },
  { value: MEMBER_ROLE, label: 'Equipe' },
] as const

export type TeamRole = (typeof TEAM_ROLES)[number]['value']

export const teamRoleLabel = (value: string): string => TEAM_ROLES.find((r) => r.value === value)?.label ?? value

export const isTeamRole = (value: unknown): value is TeamRole => TEAM_ROLES.some((r) => r.value === value)
