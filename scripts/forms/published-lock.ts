import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isObject, PROJECT_PATHS } from '#form-core'
import { contractOf, type PublishedForm, type PublishedLock } from '#form-authoring'
import { rootDir } from './load-forms.ts'

export const lockPathOf = (root: string) => join(root, PROJECT_PATHS.publishedLock)
export const defaultLockPath = lockPathOf(rootDir)

export function readLock(path = defaultLockPath): PublishedLock | undefined {
  if (!existsSync(path)) return undefined
  const value: unknown = JSON.parse(readFileSync(path, 'utf8'))
  if (!isObject(value) || !isObject(value.forms)) throw new Error(`${path}: não é um lock de questionários publicados`)
  return value as unknown as PublishedLock
}

export interface LiveRevision {
  form_id: string
  hash: string
  schema: Record<string, unknown>
  published_at: string | Date
}

/** The lock for the current revision of each form (the newest `published_at`), sorted by id for a stable diff. */
export function lockOf(revisions: readonly LiveRevision[]): PublishedLock {
  const newest = new Map<string, LiveRevision>()
  for (const r of revisions) {
    const seen = newest.get(r.form_id)
    if (!seen || new Date(r.published_at) > new Date(seen.published_at)) newest.set(r.form_id, r)
  }
  const forms = [...newest.values()]
    .sort((a, b) => a.form_id.localeCompare(b.form_id))
    .map((r): [string, PublishedForm] => [
      r.form_id,
      { hash: r.hash, publishedAt: new Date(r.published_at).toISOString(), fields: contractOf(r.schema) },
    ])
  return { forms: Object.fromEntries(forms) }
}

/** One line per field, so a deploy's diff of the lock reads as the list of what changed. */
export function serializeLock(lock: PublishedLock): string {
  const forms = Object.entries(lock.forms).map(([id, form]) => {
    const fields = Object.entries(form.fields).map(([path, contract]) => `        ${JSON.stringify(path)}: ${JSON.stringify(contract)}`)
    return [
      `    ${JSON.stringify(id)}: {`,
      `      "hash": ${JSON.stringify(form.hash)},`,
      `      "publishedAt": ${JSON.stringify(form.publishedAt)},`,
      `      "fields": {\n${fields.join(',\n')}\n      }`,
      '    }',
    ].join('\n')
  })
  return `{\n  "forms": {\n${forms.join(',\n')}\n  }\n}\n`
}

export const writeLock = (lock: PublishedLock, path = defaultLockPath) => writeFileSync(path, serializeLock(lock))

export const CURRENT_REVISIONS_SQL = `
  select distinct on (form_id) form_id, hash, schema, published_at
    from public.form_revisions
   where retired_at is null
   order by form_id, published_at desc`
