import { submitTargetOf, isObject, type JsonObject, personalFields } from '#form-core'
import type { FormFiles } from '../forms/load-forms.ts'
import type { StoredSubmissions } from '../local-backend/read-submissions.ts'
import { maskValue } from './mask.ts'

const present = (v: unknown) => v !== undefined && v !== null && v !== ''

export function maskAnswers(schema: JsonObject, data: JsonObject): JsonObject {
  const copy = structuredClone(data)
  for (const { path, kind } of personalFields(schema)) {
    const parent = path.slice(0, -1).reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), copy)
    const key = path[path.length - 1]
    if (isObject(parent) && present(parent[key])) parent[key] = maskValue(kind, parent[key])
  }
  return copy
}

/** Each row masked by the tags of the revision it answered (else the current files'). */
export function maskStored(stored: StoredSubmissions, forms: readonly FormFiles[]): StoredSubmissions {
  const current = new Map(forms.map((f) => [f.id, f.schema]))
  const submissions = stored.submissions.map((s) => {
    const schema = stored.revisions?.[s.schema_hash]?.schema ?? current.get(s.form_id)
    return schema ? { ...s, payload: maskAnswers(schema, s.payload) } : s
  })
  const tables = Object.fromEntries(
    Object.entries(stored.tables).map(([table, rows]) => {
      const form = forms.find((f) => {
        const target = submitTargetOf(f.schema)
        return target && 'table' in target && target.table === table
      })
      const target = form && submitTargetOf(form.schema)
      if (!form || !target || !('table' in target)) return [table, rows]
      const kinds = new Map(personalFields(form.schema).map((f) => [f.path.join('.'), f.kind]))
      const masked = rows.map((row) => {
        const copy = { ...row }
        for (const [column, { field }] of Object.entries(target.columns)) {
          const kind = kinds.get(field)
          if (kind && present(copy[column])) copy[column] = maskValue(kind, copy[column])
        }
        return copy
      })
      return [table, masked]
    }),
  )
  return { ...stored, submissions, tables }
}
