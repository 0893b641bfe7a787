import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Database } from './database.ts'

export interface MigrationReport {
  applied: string[]
  skipped: number
  /** Files changed after they were applied: reported, never re-run (the data already reflects them). */
  changed: string[]
}

/** The roles Supabase creates in every project: the migrations grant to them, so a bare Postgres needs them first. */
const ROLES_SQL = `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;
grant usage on schema public to anon, authenticated, service_role;
`

export const bootstrapRoles = (db: Database): Promise<void> => db.exec(ROLES_SQL)

/** Recorded in its own schema so it never collides with Supabase's `supabase_migrations` on a real server. */
const LEDGER_SQL = `
create schema if not exists local_backend;
create table if not exists local_backend.applied_migrations (
  file text primary key,
  sha256 text not null,
  applied_at timestamptz not null default now()
);`

export async function applyMigrations(db: Database, dir: string): Promise<MigrationReport> {
  await bootstrapRoles(db)
  await db.exec(LEDGER_SQL)
  const done = new Map(
    (await db.query<{ file: string; sha256: string }>('select file, sha256 from local_backend.applied_migrations')).rows.map((r) => [
      r.file,
      r.sha256,
    ]),
  )
  const report: MigrationReport = { applied: [], skipped: 0, changed: [] }
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(join(dir, file), 'utf8')
    const sha256 = createHash('sha256').update(sql).digest('hex')
    const recorded = done.get(file)
    if (recorded !== undefined) {
      report.skipped += 1
      if (recorded !== sha256) report.changed.push(file)
      continue
    }
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('insert into local_backend.applied_migrations (file, sha256) values ($1, $2)', [file, sha256])
    })
    report.applied.push(file)
  }
  return report
}
