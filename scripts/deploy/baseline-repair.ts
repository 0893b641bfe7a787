import type { SqlRunner } from '../forms/publish-revisions.ts'
import { BASELINE_VERSION, baselineRepair } from '../migrations/baseline.ts'

/**
 * Before `supabase db push`: a production database migrated before the squash records the 27 old versions, which are
 * no longer files, and `db push` refuses a history with versions it cannot find (decision 195). Its schema is the
 * baseline's, so the history is rewritten with the CLI's own command, and nothing runs: those versions reverted
 * (deleted from the history), the baseline marked applied. A new database needs nothing; a repaired one neither.
 */
export async function recordedVersions(db: SqlRunner): Promise<string[]> {
  const { rows } = await db.query<{ present: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
  )
  if (!rows[0]?.present) return []
  return (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version)
}

/** The Supabase CLI calls that repair the history `recorded` (none when it needs nothing). */
export function baselineRepairCommands(recorded: readonly string[], dbUrl: string): string[][] {
  const { revert, markBaseline } = baselineRepair(recorded)
  return [
    ...(revert.length > 0 ? [['migration', 'repair', '--status', 'reverted', ...revert, '--db-url', dbUrl]] : []),
    ...(markBaseline ? [['migration', 'repair', '--status', 'applied', BASELINE_VERSION, '--db-url', dbUrl]] : []),
  ]
}
