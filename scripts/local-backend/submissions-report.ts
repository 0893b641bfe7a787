import { labelledAnswers } from '../../supabase/functions/_shared/labelled-answers.ts'
import type { JsonObject } from '../../supabase/functions/_shared/types.ts'
import { submitTarget, type SchemaFile } from '../functions/read-function-forms.ts'
import type { StoredSubmissions } from './read-submissions.ts'

interface Entry {
  formId: string
  title: string
  createdAt: string
  id: string
  lines: string[]
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The agency is in Brazil: times are shown in São Paulo's zone whatever the machine's. */
const when = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })

function answerLines(schema: JsonObject | undefined, data: JsonObject): string[] {
  if (!schema) return Object.entries(data).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
  return labelledAnswers(schema, data).map(({ groups, label, value }) => `${[...groups, label].join(' › ')}: ${value}`)
}

/** A table row read back as the form's answers, through the form's own column mapping. */
function rowAsAnswers(columns: JsonObject, row: Record<string, unknown>): JsonObject {
  const data: JsonObject = {}
  for (const [column, mapping] of Object.entries(columns)) {
    if (isObject(mapping) && typeof mapping.field === 'string') data[mapping.field] = row[column]
  }
  return data
}

/**
 * What was read (already filtered and limited in SQL), newest first, each entry titled by its form and
 * listing answers under their Portuguese titles.
 */
export function renderSubmissions(stored: StoredSubmissions, schemas: SchemaFile[]): string {
  const byId = new Map(schemas.map((s) => [s.formId, s.schema]))
  const titleOf = (id: string) => String(byId.get(id)?.title ?? id)
  const entries: Entry[] = stored.submissions.map((s) => ({
    formId: s.form_id,
    title: titleOf(s.form_id),
    createdAt: s.created_at,
    id: s.id,
    lines: answerLines(byId.get(s.form_id), s.payload),
  }))
  for (const { formId, schema } of schemas) {
    const target = submitTarget(schema)
    if (typeof target.table !== 'string' || !isObject(target.columns)) continue
    for (const row of stored.tables[target.table] ?? []) {
      entries.push({ formId, title: titleOf(formId), createdAt: String(row.created_at), id: `${target.table} #${String(row.id)}`, lines: answerLines(schema, rowAsAnswers(target.columns, row)) })
    }
  }
  const shown = entries.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
  if (shown.length === 0) return 'Nenhum envio armazenado ainda.'
  const totals = Object.entries(stored.counts).map(([table, n]) => `${table}: ${n}`).join(', ')
  return `Envios armazenados (${totals}); mais recentes primeiro:\n\n` + shown
    .map((e) => [`── ${e.title} (${e.formId}) · ${when(e.createdAt)} · ${e.id}`, ...e.lines.map((l) => `   ${l}`)].join('\n'))
    .join('\n\n')
}
