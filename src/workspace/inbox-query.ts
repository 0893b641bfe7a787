import { AGENCY_TIME_ZONE, agencyOffset, isEmail } from '#form-core'
import { filterDay, filterPage, type InboxFilters } from '#functions/workspace-contract/workspace-requests.ts'
import { isLeadStatus, type LeadStatus } from './lead-status.ts'

/** A new lead appears within this, without reloading (decision 150: polling, not a socket). */
export const INBOX_POLL_MS = 15_000

/** What the list can be sorted by (workspace_lead_order), with the address's word for each. */
export const SORTS = { date: 'data', form: 'formulario', status: 'situacao', owner: 'responsavel' } as const
export type SortField = keyof typeof SORTS

/**
 * The inbox's filters, as the address bar holds them
 * (`?novos=1&formulario=&situacao=&responsavel=&de=&ate=&busca=&ordem=&sentido=&pagina=`).
 */
export interface InboxQuery {
  /** "Novos para mim": only the leads new to whoever opens the link (decision 213). */
  news?: boolean
  form?: string
  status?: LeadStatus
  /** "eu": the member's own leads, whoever opens the link; "ninguem": leads without an owner; or a member's e-mail. */
  owner?: string
  /** Absent: by date. */
  sort?: SortField
  /** Absent: the field's own direction (dates newest first, the others A to Z). */
  desc?: boolean
  /** Days, `YYYY-MM-DD`, both included. */
  from?: string
  to?: string
  search?: string
  page: number
}

export const PAGE_SIZE = 25

const PARAMS = {
  news: 'novos',
  form: 'formulario',
  status: 'situacao',
  owner: 'responsavel',
  from: 'de',
  to: 'ate',
  search: 'busca',
  sort: 'ordem',
  desc: 'sentido',
  page: 'pagina',
} as const

export const MY_LEADS = 'eu'
export const NOBODY = 'ninguem'
const DIRECTIONS = { cresc: false, decresc: true } as const

/** The order a query asks for, its defaults filled in. */
export const sortOf = (query: InboxQuery): { sort: SortField; desc: boolean } => {
  const sort = query.sort ?? 'date'
  return { sort, desc: query.desc ?? sort === 'date' }
}

/** A real day `YYYY-MM-DD` (not 2026-02-31, which Date would roll over into March): the shared filter schema's. */
export const isDay = (value: string) => filterDay.safeParse(value).success

/**
 * The filters of a shared or typed address. What does not parse is named in Portuguese and left out, so the
 * member sees what was ignored instead of a list filtered by something else.
 */
export function readQuery(params: URLSearchParams): { query: InboxQuery; problems: string[] } {
  const problems: string[] = []
  const query: InboxQuery = { page: 1 }
  if (params.get(PARAMS.news) === '1') query.news = true
  const form = params.get(PARAMS.form)?.trim()
  if (form) query.form = form
  const status = params.get(PARAMS.status)
  if (status) {
    if (isLeadStatus(status)) query.status = status
    else problems.push(`Situação desconhecida: "${status.slice(0, 40)}". Mostrando todas.`)
  }
  const owner = params.get(PARAMS.owner)?.trim().toLowerCase()
  if (owner) {
    if (owner === MY_LEADS || owner === NOBODY || isEmail(owner)) query.owner = owner
    else problems.push(`Responsável inválido: "${owner.slice(0, 40)}". Mostrando de todos.`)
  }
  const sort = params.get(PARAMS.sort)
  if (sort) {
    const field = (Object.keys(SORTS) as SortField[]).find((f) => SORTS[f] === sort)
    if (field) {
      if (field !== 'date') query.sort = field
    } else problems.push(`Ordem desconhecida: "${sort.slice(0, 40)}". Mostrando por data.`)
  }
  const direction = params.get(PARAMS.desc)
  if (direction) {
    if (direction in DIRECTIONS) query.desc = DIRECTIONS[direction as keyof typeof DIRECTIONS]
    else problems.push(`Sentido desconhecido: "${direction.slice(0, 20)}". Use cresc ou decresc.`)
  }
  if (query.desc !== undefined && query.desc === sortOf({ ...query, desc: undefined }).desc) delete query.desc
  for (const key of ['from', 'to'] as const) {
    const value = params.get(PARAMS[key])
    if (!value) continue
    if (isDay(value)) query[key] = value
    else problems.push(`Data inválida em "${key === 'from' ? 'de' : 'até'}": "${value.slice(0, 20)}". Use dd/mm/aaaa.`)
  }
  if (query.from && query.to && query.from > query.to) {
    problems.push('Período invertido: o início é depois do fim. Mostrando sem período.')
    delete query.from
    delete query.to
  }
  const search = params.get(PARAMS.search)?.trim()
  if (search) query.search = search.slice(0, 200)
  const page = params.get(PARAMS.page)
  if (page) {
    const read = filterPage.safeParse(page)
    if (read.success) query.page = read.data
    else problems.push(`Página inválida: "${page.slice(0, 20)}". Mostrando a primeira.`)
  }
  return { query, problems }
}

/** The address of a query: only what is set, so a shared link is short and reads as the filter. */
export function writeQuery(query: InboxQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (query.news) params.set(PARAMS.news, '1')
  for (const key of ['form', 'status', 'owner', 'from', 'to', 'search'] as const) if (query[key]) params.set(PARAMS[key], query[key])
  const { sort, desc } = sortOf(query)
  if (sort !== 'date') params.set(PARAMS.sort, SORTS[sort])
  if (desc !== sortOf({ page: 1, sort }).desc) params.set(PARAMS.desc, desc ? 'decresc' : 'cresc')
  if (query.page > 1) params.set(PARAMS.page, String(query.page))
  return params
}

/** `day` moved by `days` (negative: earlier). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

let dayFormat: Intl.DateTimeFormat | undefined
/** Today in the agency's time zone, the one the screens and the CSV show (a member abroad sees the agency's days). */
export const agencyToday = (now = new Date()) =>
  (dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: AGENCY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })).format(now)

/** The instant a day starts in the agency's time zone (its offset at that day's noon). */
const agencyMidnight = (day: string): string => new Date(`${day}T00:00:00${agencyOffset(`${day}T12:00:00Z`)}`).toISOString()

/** The last `days` days, today included. */
export const quickPeriod = (days: number, today = agencyToday()) => ({ from: addDays(today, 1 - days), to: today })

/**
 * The quick periods beside the dates, each up to today: the last N days, or the month so far from its 1st in the
 * agency's days (decision 239).
 */
export const QUICK_PERIODS: readonly { label: string; period: (today: string) => { from: string; to: string } }[] = [
  { label: 'Hoje', period: (today) => quickPeriod(1, today) },
  { label: '7 dias', period: (today) => quickPeriod(7, today) },
  { label: '30 dias', period: (today) => quickPeriod(30, today) },
  { label: 'Este mês', period: (today) => ({ from: `${today.slice(0, 7)}-01`, to: today }) },
]

/** The owner filter as the SQL reads it: an e-mail, "" for nobody; "eu" is `me`, the signed-in member. */
export const ownerArg = (owner: string | undefined, me: string | undefined) =>
  owner === undefined ? null : owner === NOBODY ? '' : owner === MY_LEADS ? (me ?? null) : owner

/** The list's arguments: its filter as one object (the CSV's ticket holds the same), days the agency's (São Paulo). */
export function listArgs(query: InboxQuery, pageSize = PAGE_SIZE, me?: string) {
  const { sort, desc } = sortOf(query)
  const filters = {
    form_id: query.form ?? null,
    status: query.status ?? null,
    owner: ownerArg(query.owner, me),
    new: query.news ? (me ?? null) : null,
    sort,
    desc,
    from: query.from ? agencyMidnight(query.from) : null,
    to: query.to ? agencyMidnight(addDays(query.to, 1)) : null,
    search: query.search ?? null,
  } satisfies InboxFilters
  return { p_filters: filters, p_limit: pageSize, p_offset: (query.page - 1) * pageSize }
}
