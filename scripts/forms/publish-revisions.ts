import { retentionDaysOf, schemaHash } from '#form-core'
import type { FormFiles } from './load-forms.ts'

export interface RevisionInput {
  form_id: string
  hash: string
  schema: Record<string, unknown>
  ui_schema: Record<string, unknown>
  /** x-form.retentionDays, or the project's default: the retention job deletes answers older than this. */
  retention_days: number
}

export interface PublishedChange {
  form_id: string
  hash: string
  change: 'new' | 'updated' | 'restored' | 'unchanged' | 'retired'
}

export interface SqlRunner {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
}

export const revisionsOf = (forms: readonly FormFiles[]): Promise<RevisionInput[]> =>
  Promise.all(
    forms.map(async (f) => ({
      form_id: f.id,
      hash: await schemaHash(f.schema),
      schema: f.schema,
      ui_schema: f.uiSchema,
      retention_days: retentionDaysOf(f.schema),
    })),
  )

/** One transaction; `retireMissing: false` keeps a form live while its file does not parse (a marketer mid-edit). */
export async function publishRevisions(
  db: SqlRunner,
  forms: readonly FormFiles[],
  { retireMissing = true } = {},
): Promise<PublishedChange[]> {
  const { rows } = await db.query<PublishedChange>('select form_id, hash, change from public.publish_form_revisions($1::jsonb, $2)', [
    JSON.stringify(await revisionsOf(forms)),
    retireMissing,
  ])
  return rows
}
