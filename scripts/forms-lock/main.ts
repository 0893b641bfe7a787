import { relative } from 'node:path'
import { openPglite, openPostgres } from '../local-backend/database.ts'
import { loadForms } from '../forms/load-forms.ts'
import { CURRENT_REVISIONS_SQL, defaultLockPath, lockOf, writeLock, type LiveRevision } from '../forms/published-lock.ts'
import { revisionsOf } from '../forms/publish-revisions.ts'
import { cliArgs } from '../cli-args.ts'
import { readEnv } from '#functions/platform/environment.ts'

/** `npm run forms:lock [-- --from-db]`: without --from-db, only for a project that has never been published. */
const { values } = cliArgs({ options: { 'from-db': { type: 'boolean', default: false } } }, 'Uso: npm run forms:lock [-- --from-db]')
const fromDb = values['from-db']
let revisions: LiveRevision[]
if (fromDb) {
  const url = readEnv(['DATABASE_URL']).DATABASE_URL ?? ''
  if (!url) {
    console.error('forms:lock --from-db precisa de DATABASE_URL (o banco de produção, ou pglite:<pasta>)')
    process.exit(1)
  }
  const pglite = /^pglite:(.+)$/.exec(url)
  const db = pglite ? await openPglite(pglite[1]) : openPostgres(url)
  try {
    revisions = (await db.query<LiveRevision>(CURRENT_REVISIONS_SQL)).rows
  } finally {
    await db.close()
  }
} else {
  const now = new Date().toISOString()
  revisions = (await revisionsOf(loadForms())).map((r) => ({ form_id: r.form_id, hash: r.hash, schema: r.schema, published_at: now }))
}
writeLock(lockOf(revisions))
console.log(
  `${relative(process.cwd(), defaultLockPath)}: ${revisions.length} questionários${fromDb ? ' (de form_revisions)' : ' (dos arquivos)'}.`,
)
