import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { rootDir } from '../../../scripts/forms/load-forms.ts'
import { openPglite } from '../../../scripts/local-backend/database.ts'
import { applyMigrations } from '../../../scripts/local-backend/migrate.ts'

/**
 * One migrated PGlite folder for the whole test run: creating a cluster and applying every migration costs each
 * backend test file seconds, so Vitest's global setup does it once and every test backend starts from a copy. The
 * folder is named by the migrations' and PGlite's contents, so an edited migration or an upgrade builds a new one.
 */
const migrationsDir = join(rootDir, 'supabase/migrations')
const templatesDir = join(rootDir, '.tmp/pglite-template')

function templateKey(): string {
  const hash = createHash('sha256').update(readFileSync(join(rootDir, 'node_modules/@electric-sql/pglite/package.json')))
  for (const file of readdirSync(migrationsDir).sort()) hash.update(file).update(readFileSync(join(migrationsDir, file)))
  // What runs before the migrations (the roles, the `auth` tables the local Auth shares with them).
  hash.update(readFileSync(join(rootDir, 'scripts/local-backend/migrate.ts')))
  return hash.digest('hex').slice(0, 16)
}

/** The migrated folder, when the global setup has built it for the current migrations. */
export function migratedTemplate(): string | undefined {
  const dir = join(templatesDir, templateKey())
  return existsSync(dir) ? dir : undefined
}

/** Copies the migrated template into `pgdata` (an empty folder only); false when there is none to copy. */
export function copyTemplate(pgdata: string): boolean {
  const template = migratedTemplate()
  if (!template || existsSync(pgdata)) return false
  cpSync(template, pgdata, { recursive: true })
  return true
}

/** Vitest global setup: builds the template once (built aside and renamed, so no run ever sees half of one). */
export default async function buildTemplate(): Promise<void> {
  if (migratedTemplate()) return
  const key = templateKey()
  const building = join(templatesDir, `${key}.building-${process.pid}`)
  rmSync(building, { recursive: true, force: true })
  mkdirSync(templatesDir, { recursive: true })
  const db = await openPglite(building)
  try {
    await applyMigrations(db, migrationsDir)
  } finally {
    await db.close()
  }
  // Older templates (other migrations) go: only the current one is ever copied.
  for (const old of readdirSync(templatesDir))
    if (old !== key && !old.includes('.building-')) rmSync(join(templatesDir, old), { recursive: true, force: true })
  try {
    renameSync(building, join(templatesDir, key))
  } catch {
    rmSync(building, { recursive: true, force: true }) // another run finished first: its copy is the same
  }
}
