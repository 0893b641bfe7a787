import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BASELINE_FILE, baselineRepair, SQUASHED_FILES } from '../migrations/baseline.ts'
import { migrationFiles } from '../migrations/migration-files.ts'
import type { Database, Queryable } from './database.ts'

export interface MigrationReport {
  applied: string[]
  skipped: number
  /** Files changed after they were applied: reported, never re-run (the data already reflects them). */
  changed: string[]
  /** The folder held the squashed history: the baseline was recorded in its place, not run (decision 195). */
  baselineRecorded: boolean
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

/**
 * What Supabase's `auth` schema gives our SQL: the request's JWT claims as PostgREST sets them (request.jwt.claims), and
 * the columns of `auth.users` and `auth.sessions` that migrations read (a session alive, a removed member's user). GoTrue
 * owns that schema in production, so these are created only where missing (PGlite, a bare Postgres), and the local Auth
 * keeps its users and sessions in them: the same SQL runs on both (decision 201).
 */
export const AUTH_SQL = `
create schema if not exists auth;
create table if not exists auth.users (
  id uuid primary key, email text not null unique, created_at timestamptz not null, updated_at timestamptz not null,
  email_confirmed_at timestamptz, last_sign_in_at timestamptz
);
create table if not exists auth.sessions (
  id uuid primary key, user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null, updated_at timestamptz, refreshed_at timestamptz, not_after timestamptz
);
do $$
begin
  if to_regprocedure('auth.jwt()') is null then
    create function auth.jwt() returns jsonb language sql stable
      as 'select coalesce(nullif(current_setting(''request.jwt.claim'', true), ''''), nullif(current_setting(''request.jwt.claims'', true), ''''))::jsonb';
  end if;
  if to_regprocedure('auth.uid()') is null then
    create function auth.uid() returns uuid language sql stable
      as 'select coalesce(nullif(current_setting(''request.jwt.claim.sub'', true), ''''), auth.jwt() ->> ''sub'')::uuid';
  end if;
  if to_regprocedure('auth.role()') is null then
    create function auth.role() returns text language sql stable
      as 'select coalesce(nullif(current_setting(''request.jwt.claim.role'', true), ''''), auth.jwt() ->> ''role'')';
  end if;
  if to_regprocedure('auth.email()') is null then
    create function auth.email() returns text language sql stable
      as 'select coalesce(nullif(current_setting(''request.jwt.claim.email'', true), ''''), auth.jwt() ->> ''email'')';
  end if;
end
$$;
grant usage on schema auth to anon, authenticated, service_role;
`

export const bootstrapRoles = async (db: Database): Promise<void> => {
  await db.exec(ROLES_SQL)
  await db.exec(AUTH_SQL)
}

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
  const files = migrationFiles(dir)
  const report: MigrationReport = { applied: [], skipped: 0, changed: [], baselineRecorded: false }
  const shaOf = (sql: string) => createHash('sha256').update(sql).digest('hex')
  const ledger = async () =>
    new Map(
      (await db.query<{ file: string; sha256: string }>('select file, sha256 from local_backend.applied_migrations')).rows.map((r) => [
        r.file,
        r.sha256,
      ]),
    )
  let done = await ledger()
  // A folder migrated before the squash holds the baseline's schema already: the same repair as production's.
  const repair = baselineRepair([...done.keys()].map((file) => file.slice(0, 14)))
  if (repair.revert.length > 0 && files.includes(BASELINE_FILE)) {
    await db.transaction(async (tx) => {
      await tx.query('delete from local_backend.applied_migrations where file = any($1)', [SQUASHED_FILES])
      if (repair.markBaseline) await record(tx, BASELINE_FILE, shaOf(readFileSync(join(dir, BASELINE_FILE), 'utf8')))
    })
    report.baselineRecorded = repair.markBaseline
    done = await ledger()
  }
  const newest = [...done.keys()].sort().at(-1) ?? ''
  for (const file of files) {
    const sql = readFileSync(join(dir, file), 'utf8')
    const sha256 = shaOf(sql)
    const recorded = done.get(file)
    if (recorded !== undefined) {
      report.skipped += 1
      if (recorded !== sha256) report.changed.push(file)
      continue
    }
    // As `supabase db push`: a migration sorting before one already applied would run in an order production never sees.
    if (file < newest) throw new Error(`${file} vem antes de ${newest}, já aplicada: recrie-a com npm run migration:new (decisão 195)`)
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await record(tx, file, sha256)
    })
    report.applied.push(file)
  }
  return report
}

const record = (tx: Queryable, file: string, sha256: string) =>
  tx.query('insert into local_backend.applied_migrations (file, sha256) values ($1, $2)', [file, sha256])
