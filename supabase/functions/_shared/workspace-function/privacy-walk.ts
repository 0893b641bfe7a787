import type { CallDatabase } from '../platform/call-database.ts'
import type { HeldRecord, TableCount } from '../workspace-contract/workspace-answers.ts'
import {
  contactsOf,
  isObject,
  labelledAnswers,
  personalFields,
  rowAnswers,
  submitTargetOf,
  SUBMISSIONS_TABLE,
  type JsonObject,
} from '../form-core/index.ts'

/**
 * The schema walk of an LGPD request (art. 18), shared by `npm run privacy` and the workspace's "Pedidos do titular":
 * where a person's e-mail can be (the questions tagged `"x-personal": "email"` in the current schema and every
 * published revision, never free text), and a found row as the person can read it. The SQL functions `privacy_*`
 * (supabase/schema.sql) take the places and match, erase and log.
 */
export interface EmailPlaces {
  formId: string
  /** Payload paths of questions tagged `"x-personal": "email"`, in any revision ever published. */
  paths: string[][]
  table?: { name: string; columns: string[] }
}

export interface SchemaOf {
  formId: string
  schema: JsonObject
}

const emailPaths = (schema: JsonObject) =>
  personalFields(schema)
    .filter((f) => f.kind === 'email')
    .map((f) => f.path)

/** `current`: each form's schema now (its submit target decides its table); `published`: every revision's. */
export function emailPlacesOf(current: readonly SchemaOf[], published: readonly SchemaOf[]): EmailPlaces[] {
  const byForm = new Map<string, Map<string, string[]>>()
  for (const { formId, schema } of [...current, ...published])
    for (const path of emailPaths(schema)) {
      const paths = byForm.get(formId) ?? new Map<string, string[]>()
      paths.set(path.join('.'), path)
      byForm.set(formId, paths)
    }
  return [...byForm.entries()].map(([formId, paths]) => {
    const form = current.find((f) => f.formId === formId)
    const submit = form && submitTargetOf(form.schema)
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

/** A lead held about the person: what "Pedidos do titular" lists (HeldRecord), its answers and its records. */
export interface ExportedRecord extends HeldRecord {
  respostas: { pergunta: string; resposta: string }[]
  dados: JsonObject
  /**
   * Everything else held about this lead and erased with it, as whole rows of each table of the SQL's
   * `lead_record_tables()` (status, notes, activity, the e-mail's delivery record…), by table name.
   */
  registros: Record<string, JsonObject[]>
  /** Every e-mail and phone typed in this lead (`contactsOf`, the rule for who a lead is). */
  contatos: string[]
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v))
const plain = (row: JsonObject): JsonObject =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? v.toString() : v instanceof Date ? v.toISOString() : v]),
  )

/**
 * A found row as its owner reads it: the answers under the titles of the revision it was sent under (`revision`,
 * else the form's current one), and the stored data as it is.
 */
export function exportedRecord(
  tabela: string,
  formulario: string,
  row: JsonObject,
  revision: { schema: JsonObject; uiSchema: JsonObject } | undefined,
  current: JsonObject | undefined,
  registros: Record<string, JsonObject[]> = {},
): ExportedRecord {
  const target = current && submitTargetOf(current)
  const submission = tabela === SUBMISSIONS_TABLE
  const data = submission
    ? isObject(row.payload)
      ? row.payload
      : {}
    : target && 'table' in target
      ? rowAnswers(target.columns, row)
      : plain(row)
  const schema = revision?.schema ?? current
  const respostas = schema
    ? labelledAnswers(schema, data, revision?.uiSchema).map((a) => ({ pergunta: [...a.groups, a.label].join(' › '), resposta: a.value }))
    : []
  return {
    tabela,
    formulario,
    titulo: String(schema?.title ?? formulario),
    id: String(row.id),
    enviado_em: iso(row.created_at),
    respostas,
    dados: submission ? data : plain(row),
    registros,
    contatos: contactsOf(schema && { schema, uiSchema: revision?.uiSchema }, data),
  }
}

// An e-mail is the same whatever its case; a phone whatever its punctuation ("(11) 98888-7777" is 11988887777).
const sameContact = (contact: string) => (contact.includes('@') ? contact.toLowerCase() : contact.replace(/\D/g, ''))

/**
 * The e-mails and phones in the leads found for `email` other than `email` itself, once each, in the leads' order:
 * the same person may be held under them in other leads, which a search by `email` does not reach.
 */
export function otherContacts(records: readonly ExportedRecord[], email: string): string[] {
  const seen = new Map<string, string>([[sameContact(email), email]])
  for (const contact of records.flatMap((r) => r.contatos)) if (!seen.has(sameContact(contact))) seen.set(sameContact(contact), contact)
  return [...seen.values()].slice(1)
}

interface RevisionRow {
  form_id: string
  hash: string
  schema: JsonObject
  ui_schema: JsonObject
}

interface CopyRow {
  tabela: string
  formulario: string
  linha: JsonObject
  /** In `lead_record_tables()`'s order: an array, as a jsonb object would sort its keys. */
  registros: { tabela: string; linhas: JsonObject[] }[]
}

/** The places of every form, from `current` and every published revision (read here); the revisions by hash. */
async function walk(call: CallDatabase, current: readonly SchemaOf[]) {
  const revisions = await call<RevisionRow>('privacy_revisions', {})
  const published = revisions.map((r) => ({ formId: r.form_id, schema: r.schema }))
  return { places: emailPlacesOf(current, published), byHash: new Map(revisions.map((r) => [`${r.form_id}/${r.hash}`, r])) }
}

/**
 * Everything held about `email`, as its owner can read it, oldest first; logged unless only looked up (`log: false`).
 * `privacy_copy` gives each lead's whole row and its records' whole rows, times in São Paulo with the offset.
 */
export async function privacyExport(
  call: CallDatabase,
  current: readonly SchemaOf[],
  email: string,
  options: { requestedBy: string; log: boolean },
): Promise<ExportedRecord[]> {
  const { places, byHash } = await walk(call, current)
  const rows = await call<CopyRow>('privacy_copy', { p_email: email, p_places: places })
  const records = rows.map(({ tabela, formulario, linha, registros }) => {
    const revision = byHash.get(`${formulario}/${String(linha.schema_hash)}`)
    const now = current.find((f) => f.formId === formulario)?.schema
    const read = revision && { schema: revision.schema, uiSchema: revision.ui_schema }
    return exportedRecord(tabela, formulario, linha, read, now, Object.fromEntries(registros.map((r) => [r.tabela, r.linhas])))
  })
  if (options.log)
    await call('privacy_log', { p_action: 'export', p_email: email, p_requested_by: options.requestedBy, p_rows: records.length })
  return records.sort((a, b) => Date.parse(a.enviado_em) - Date.parse(b.enviado_em))
}

/** Erases every row found for `email` (and the e-mails still owed for them), logs it; a second run finds none. */
export async function privacyErase(
  call: CallDatabase,
  current: readonly SchemaOf[],
  email: string,
  requestedBy: string,
): Promise<TableCount[]> {
  const { places } = await walk(call, current)
  const counts = await call<TableCount>('privacy_erase', { p_email: email, p_places: places, p_requested_by: requestedBy })
  return counts.map((c) => ({ tabela: c.tabela, linhas: Number(c.linhas) }))
}
