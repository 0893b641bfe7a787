// Apart from names.ts, which every public page's chunk carries whole: only the workspace and the server use these.

/** The workspace's server routes (CSV export, LGPD requests): `/functions/v1/workspace/…`, with the member's token. */
export const WORKSPACE_FUNCTION = 'workspace'

/** The agency's workspace (src/workspace/): on the site but in no menu or sitemap, never indexed. */
export const WORKSPACE_PATH = '/painel'

/** The team's questionnaire editor (src/editor/): on the site but in no menu or sitemap, never indexed. */
export const EDITOR_PATH = '/editor'

/** The workspace's keys in the member's browser storage, in their own namespace (the visitor's: STORAGE_KEYS). */
export const WORKSPACE_STORAGE_KEYS = {
  /** Where supabase-js keeps the member's session (localStorage). */
  session: 'excellis-painel:sessao',
  /** The revisions and the forms to filter by, once per tab (sessionStorage; src/workspace/tab-cache.ts). */
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
 * proves the two equal.
 */
export const LEAD_STATUSES = [
  { value: 'novo', label: 'Novo' },
  { value: 'em_andamento', label: 'Em andamento' },
  { value: 'concluido', label: 'Concluído' },
  { value: 'descartado', label: 'Descartado' },
] as const

export type LeadStatus = (typeof LEAD_STATUSES)[number]['value']

export const leadStatusLabel = (value: string): string => LEAD_STATUSES.find((s) => s.value === value)?.label ?? value

/** What the member reads when the server did not answer (the workspace page) or could not (the workspace function). */
export const SERVER_UNAVAILABLE = 'O servidor não conseguiu responder agora. Tente de novo em instantes.'

/** The agency's time zone: every date shown to the team (the workspace, the CSV, the CLIs) is read in it. */
export const AGENCY_TIME_ZONE = 'America/Sao_Paulo'

let agencyFormat: Intl.DateTimeFormat | undefined
/** "26/11/2026 14:30" in the agency's time zone. Made on first use (a module-level formatter would be a side effect every importer keeps), then reused: making one costs more than formatting a date with it. */
export const agencyTime = (at: string | Date): string =>
  (agencyFormat ??= new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE }))
    .format(new Date(at))
    .replace(',', '')
