/** The statuses a lead may have (the domain lead_status_name), in the order of its work, with their Portuguese names. */
export const LEAD_STATUSES = [
  { value: 'novo', label: 'Novo', palette: 'blue' },
  { value: 'em_andamento', label: 'Em andamento', palette: 'orange' },
  { value: 'concluido', label: 'Concluído', palette: 'green' },
  { value: 'descartado', label: 'Descartado', palette: 'gray' },
] as const

export type LeadStatus = (typeof LEAD_STATUSES)[number]['value']

export const isLeadStatus = (value: unknown): value is LeadStatus => LEAD_STATUSES.some((s) => s.value === value)

export const statusOf = (value: string) => LEAD_STATUSES.find((s) => s.value === value) ?? { value, label: value, palette: 'gray' }
