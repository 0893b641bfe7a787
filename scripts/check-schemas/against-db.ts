import type { Ajv } from 'ajv'
import { createAjv, submitTargetOf, type JsonObject, rowAnswers, present, valueAt as valueAtPath, schemaAt } from '#form-core'
import { formTableMap } from '../forms/load-forms.ts'
import type { BackendConfig } from '../local-backend/config.ts'
import { loadStored } from '../local-backend/read-submissions.ts'
import type { FormFile, BreakingEdit } from '#form-authoring'

const valueAt = (data: JsonObject, path: string) => valueAtPath(data, path.split('.'))

function hits(edit: BreakingEdit, form: FormFile, ajv: Ajv): (answers: JsonObject) => boolean {
  if (edit.kind === 'field') return (answers) => present(valueAt(answers, edit.path))
  if (edit.kind === 'option') {
    return (answers) => {
      const value = valueAt(answers, edit.path)
      return Array.isArray(value) ? value.includes(edit.value) : value === edit.value
    }
  }
  const field = schemaAt(form.schema, edit.path.split('.')) ?? {}
  const validate = ajv.compile(field)
  const parent = edit.path.split('.').slice(0, -1)
  const required = new Set((schemaAt(form.schema, parent)?.required as string[] | undefined) ?? [])
  const key = edit.path.split('.').at(-1) ?? ''
  return (answers) => {
    const value = valueAt(answers, edit.path)
    return present(value) ? !validate(value) : required.has(key)
  }
}

export interface EditImpact {
  edit: BreakingEdit
  rows: number
  of: number
}

/** `check:schemas --against-db`: per breaking edit, how many stored answers it hits (DATABASE_URL, or the local backend). */
export async function storedImpact(edits: BreakingEdit[], forms: FormFile[], config: BackendConfig): Promise<EditImpact[]> {
  // The validators' formats (http(s)-only websites included); not strict: an old schema's quirks are not the question.
  const ajv = createAjv({ allErrors: false, strict: false })
  const byId = new Map(forms.map((f) => [f.id, f]))
  const tableForms = formTableMap(forms)
  const impacts: EditImpact[] = []
  for (const formId of [...new Set(edits.map((e) => e.formId))]) {
    const form = byId.get(formId)
    if (!form) continue
    const stored = await loadStored(config, { tableForms, form: formId, limit: 1_000_000 })
    const target = submitTargetOf(form.schema)
    const answers: JsonObject[] =
      target && 'table' in target
        ? (stored.tables[target.table] ?? []).map((row) => rowAnswers(target.columns, row))
        : stored.submissions.map((s) => s.payload)
    for (const edit of edits.filter((e) => e.formId === formId)) {
      const hit = hits(edit, form, ajv)
      impacts.push({ edit, rows: answers.filter(hit).length, of: answers.length })
    }
  }
  return impacts
}

const what = { field: 'usam essa pergunta', option: 'usam essa opção', rule: 'não passam na regra nova' } as const

export const impactLine = ({ edit, rows, of }: EditImpact, file: string) =>
  `${file}  ${edit.pointer}  ${edit.kind === 'option' ? `opção ${JSON.stringify(edit.value)} de "${edit.path}"` : `"${edit.path}"`}` +
  `${edit.declared ? ' (declarada em x-form.migrations)' : ''}: ${rows} de ${of} envio(s) guardado(s) ${what[edit.kind]}`
