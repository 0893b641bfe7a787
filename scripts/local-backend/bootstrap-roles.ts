import type { Database } from './database.ts'

/**
 * The API roles Supabase creates in every project. The migrations grant to them, so a bare Postgres
 * (PGlite, or a plain server behind DATABASE_URL) needs them first. Never part of the migrations:
 * on Supabase they exist already and are not ours to create.
 */
const BOOTSTRAP_SQL = `
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

export async function bootstrapRoles(db: Database): Promise<void> {
  await db.exec(BOOTSTRAP_SQL)
}
