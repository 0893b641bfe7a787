import { LEAD_STATUSES as STATUSES, type LeadStatus } from '#form-core'
import { leadStatus } from '#functions/workspace-contract/workspace-requests.ts'

export type { LeadStatus }

/** Each status's colour on the badges; the statuses and their names are form-core's (workspace-names.ts). */
const PALETTES: Record<LeadStatus, string> = {
  novo: 'blue',
  em_contato: 'purple',
  em_andamento: 'orange',
  concluido: 'green',
  descartado: 'gray',
}

export const LEAD_STATUSES = STATUSES.map((s) => ({ ...s, palette: PALETTES[s.value] }))

export const isLeadStatus = (value: unknown): value is LeadStatus => leadStatus.safeParse(value).success

export const statusOf = (value: string) => LEAD_STATUSES.find((s) => s.value === value) ?? { value, label: value, palette: 'gray' }
