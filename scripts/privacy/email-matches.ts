import { submitTargetOf, isObject, type JsonObject, personalFields } from '#form-core'
import type { FormFiles } from '../forms/load-forms.ts'
import type { Queryable } from '../local-backend/database.ts'

export interface EmailPlaces {
  formId: string
  /** Payload paths of questions tagged `"x-personal": "email"`, in any revision ever published. */
  paths: string[][]
  table?: { name: string; columns: string[] }
}

const emailPaths = (schema: JsonObject) =>
  personalFields(schema)
    .filter((f) => f.kind === 'email')
    .map((f) => f.path)

/** From current and published tags (a renamed question still holds old rows' e-mails); never free text. */
export async function emailPlaces(db: Queryable, forms: readonly FormFiles[]): Promise<EmailPlaces[]> {
  const byForm = new Map<string, Map<string, string[]>>()
  const add = (formId: string, path: string[]) => {
    const paths = byForm.get(formId) ?? new Map<string, string[]>()
    paths.set(path.join('.'), path)
    byForm.set(formId, paths)
  }
  for (const form of forms) for (const path of emailPaths(form.schema)) add(form.id, path)
  const { rows } = await db.query<{ form_id: string; schema: unknown }>('select form_id, schema from public.form_revisions')
  for (const row of rows) if (isObject(row.schema)) for (const path of emailPaths(row.schema)) add(row.form_id, path)
  return [...byForm.entries()].map(([formId, paths]) => {
    const target = forms.find((f) => f.id === formId)
    const submit = target && submitTargetOf(target.schema)
    const fields = new Set([...paths.values()].map((p) => p.join('.')))
    const table =
      submit && 'table' in submit
        ? {
            name: submit.table,
            columns: Object.entries(submit.columns)
              .filter(([, m]) => fields.has(m.field))
              .map(([column]) => column),
          }
        : undefined
    return { formId, paths: [...paths.values()], ...(table ? { table } : {}) }
  })
}
