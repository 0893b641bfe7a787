import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, type Database } from '../../scripts/local-backend/database.ts'
import { applyMigrations } from '../../scripts/local-backend/migrate.ts'
import { BASELINE_FILE, SQUASHED_FILES } from '../../scripts/migrations/baseline.ts'
import { migrationFiles, migrationsDir } from '../../scripts/migrations/migration-files.ts'

/**
 * The local backend's ledger meets the squash as production's history does (decision 195): a folder migrated before it
 * gets the baseline recorded in place of the 27 old files, without running it; a migration that sorts before one
 * already applied is refused, as `supabase db push` refuses it.
 */
let work: string
let db: Database
const ledger = async () =>
  (await db.query<{ file: string }>('select file from local_backend.applied_migrations order by file')).rows.map((r) => r.file)

/** A folder as the squash found it: the baseline's schema, its ledger naming the 27 old files. */
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'excellis-ledger-'))
  const baselineOnly = join(work, 'baseline-only')
  mkdirSync(baselineOnly)
  copyFileSync(join(migrationsDir, BASELINE_FILE), join(baselineOnly, BASELINE_FILE))
  db = await openPglite(join(work, 'pgdata'))
  await applyMigrations(db, baselineOnly)
})
afterAll(async () => {
  await db?.close()
  rmSync(work, { recursive: true, force: true })
})

describe('the local backend after the squash', () => {
  it('records the baseline in place of the old files without running it, then applies the migrations after it', async () => {
    await db.exec(`delete from local_backend.applied_migrations`)
    for (const file of SQUASHED_FILES)
      await db.query(`insert into local_backend.applied_migrations (file, sha256) values ($1, 'old')`, [file])
    const after = migrationFiles().filter((file) => file > BASELINE_FILE)
    const report = await applyMigrations(db, migrationsDir)
    expect(report).toMatchObject({ applied: after, baselineRecorded: true, changed: [] })
    expect(await ledger()).toEqual([BASELINE_FILE, ...after])
    // Run again: nothing to do.
    expect(await applyMigrations(db, migrationsDir)).toMatchObject({ applied: [], baselineRecorded: false, changed: [] })
  })

  it('refuses a folder that ran only part of the old history', async () => {
    await db.exec(`delete from local_backend.applied_migrations`)
    for (const file of SQUASHED_FILES.slice(0, 10))
      await db.query(`insert into local_backend.applied_migrations (file, sha256) values ($1, 'old')`, [file])
    await expect(applyMigrations(db, migrationsDir)).rejects.toThrow(/o banco tem 10 das 27 migrações/)
  })

  it('refuses a migration sorting before one already applied, and applies one after', async () => {
    const dir = join(work, 'migrations')
    mkdirSync(dir)
    copyFileSync(join(migrationsDir, BASELINE_FILE), join(dir, BASELINE_FILE))
    await db.exec(`delete from local_backend.applied_migrations`)
    await db.query(`insert into local_backend.applied_migrations (file, sha256) values ($1, 'x')`, [BASELINE_FILE])
    writeFileSync(join(dir, '29991231000000_depois.sql'), 'create table public.depois (id int);')
    expect((await applyMigrations(db, dir)).applied).toEqual(['29991231000000_depois.sql'])
    writeFileSync(join(dir, '29991230000000_antes.sql'), 'create table public.antes (id int);')
    await expect(applyMigrations(db, dir)).rejects.toThrow(
      '29991230000000_antes.sql vem antes de 29991231000000_depois.sql, já aplicada: recrie-a com npm run migration:new',
    )
    expect((await db.query(`select to_regclass('public.antes') as t`)).rows).toEqual([{ t: null }])
  })
})
