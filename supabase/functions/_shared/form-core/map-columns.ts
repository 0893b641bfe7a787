import type { ColumnMapping } from './form-meta.ts'
import type { JsonObject } from './json.ts'

export type Row = Record<string, string | number | null>

/** Digits of a phone as a number; 0 when there are none or too many to be exact (spec: "0 if unparsable"). */
export function toInteger(value: unknown): number {
  const digits = String(value ?? '').replace(/\D/g, '')
  if (!digits || digits.length > 15) return 0
  return Number(digits)
}

const convert = (value: unknown, as: ColumnMapping['as']): string | number | null => {
  if (as === 'integer') return toInteger(value)
  const text = value === undefined || value === null ? '' : String(value)
  if (as === 'nullIfEmpty') return text.trim() === '' ? null : text
  return text
}

export function mapColumns(columns: Record<string, ColumnMapping>, data: JsonObject): Row {
  return Object.fromEntries(Object.entries(columns).map(([column, { field, as }]) => [column, convert(data[field], as)]))
}

export function rowAnswers(columns: Record<string, ColumnMapping>, row: Record<string, unknown>): JsonObject {
  return Object.fromEntries(Object.entries(columns).map(([column, { field }]) => [field, row[column]]))
}
