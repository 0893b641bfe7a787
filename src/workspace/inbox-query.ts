import { isLeadStatus, type LeadStatus } from './lead-status.ts'

/** The inbox's filters, as the address bar holds them (`?formulario=&situacao=&de=&ate=&busca=&pagina=`). */
export interface InboxQuery {
  form?: string
  status?: LeadStatus
  /** Days, `YYYY-MM-DD`, both included. */
  from?: string
  to?: string
  search?: string
  page: number
}

export const PAGE_SIZE = 25

const PARAMS = { form: 'formulario', status: 'situacao', from: 'de', to: 'ate', search: 'busca', page: 'pagina' } as const

const DAY = /^\d{4}-\d{2}-\d{2}$/
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

/**
 * The filters of a shared or typed address. What does not parse is named in Portuguese and left out, so the
 * member sees what was ignored instead of a list filtered by something else.
 */
export function readQuery(params: URLSearchParams): { query: InboxQuery; problems: string[] } {
  const problems: string[] = []
  const query: InboxQuery = { page: 1 }
  const form = params.get(PARAMS.form)?.trim()
  if (form) query.form = form
  const status = params.get(PARAMS.status)
  if (status) {
    if (isLeadStatus(status)) query.status = status
    else problems.push(`Situação desconhecida: "${status.slice(0, 40)}". Mostrando todas.`)
  }
  for (const key of ['from', 'to'] as const) {
    const value = params.get(PARAMS[key])
    if (!value) continue
    if (isDay(value)) query[key] = value
    else problems.push(`Data inválida em "${key === 'from' ? 'de' : 'até'}": "${value.slice(0, 20)}". Use o calendário.`)
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
    if (/^[1-9]\d{0,5}$/.test(page)) query.page = Number(page)
    else problems.push(`Página inválida: "${page.slice(0, 20)}". Mostrando a primeira.`)
  }
  return { query, problems }
}

/** The address of a query: only what is set, so a shared link is short and reads as the filter. */
export function writeQuery(query: InboxQuery): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of ['form', 'status', 'from', 'to', 'search'] as const) if (query[key]) params.set(PARAMS[key], query[key])
  if (query.page > 1) params.set(PARAMS.page, String(query.page))
  return params
}

/** The day after `day` (the end of a period is the whole of its last day). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** workspace_list_leads's arguments; days are the member's own (the browser's time zone). */
export function listArgs(query: InboxQuery, pageSize = PAGE_SIZE): Record<string, unknown> {
  return {
    p_form_id: query.form ?? null,
    p_status: query.status ?? null,
    p_from: query.from ? new Date(`${query.from}T00:00:00`).toISOString() : null,
    p_to: query.to ? new Date(`${nextDay(query.to)}T00:00:00`).toISOString() : null,
    p_search: query.search ?? null,
    p_limit: pageSize,
    p_offset: (query.page - 1) * pageSize,
  }
}
