import { retentionDaysOf } from '#form-core/personal-data.ts'
import { schemaHash } from '#form-core/schema-hash.ts'
import type { FormFiles } from './load-forms.ts'

/** What the database's `publish_form_revisions` takes for one questionnaire. */
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

/** Anything that runs one parameterised query: the local backend's database, or `pg` against production. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
}

/** Each questionnaire as a revision: its files and the hash the browser build computes from the same schema. */
export const revisionsOf = (forms: readonly FormFiles[]): Promise<RevisionInput[]> =>
  Promise.all(
    forms.map(async (f) => ({ form_id: f.id, hash: await schemaHash(f.schema), schema: f.schema, ui_schema: f.uiSchema, retention_days: retentionDaysOf(f.schema) })),
  )

/**
 * Publishes every questionnaire in one call (one transaction): new schemas become their form's current revision,
 * unchanged ones stay, forms whose files are gone are retired — unless `retireMissing` is false: the local
 * backend passes that while a file does not parse (a marketer mid-edit), so the form stays live as it was.
 * Run by `npm run deploy` before the site that renders these revisions goes live, and by the local backend at
 * start and whenever a form file changes.
 */
export async function publishRevisions(db: SqlRunner, forms: readonly FormFiles[], { retireMissing = true } = {}): Promise<PublishedChange[]> {
  const { rows } = await db.query<PublishedChange>('select form_id, hash, change from public.publish_form_revisions($1::jsonb, $2)', [
    JSON.stringify(await revisionsOf(forms)),
    retireMissing,
  ])
  return rows
}
