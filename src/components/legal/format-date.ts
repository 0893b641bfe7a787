// UTC on both sides: a date-only ISO string parsed in local time can show the previous day west of Greenwich.
const formatter = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '2026-11-23' → '23 de novembro de 2026'. */
export const formatDatePtBr = (isoDate: string): string => formatter.format(new Date(`${isoDate}T00:00:00Z`))
