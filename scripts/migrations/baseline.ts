import { parseMigrationFile } from './migration-files.ts'

/**
 * The first history's 27 migrations, squashed on 2026-11-28 into one baseline of the same schema (decision 195). A
 * database that ran them holds the baseline's schema already: its history is rewritten (those versions reverted, the
 * baseline marked applied) and nothing runs. One that ran only some of them is refused: marking the baseline applied
 * there would skip what it lacks.
 */
export const BASELINE_FILE = '20261128193333_baseline.sql'

export const SQUASHED_FILES: readonly string[] = [
  '20261123070000_form_submissions.sql',
  '20261123070100_agendar_reuniao.sql',
  '20261123120000_agendar_reuniao_value_checks.sql',
  '20261124090000_form_revisions.sql',
  '20261125090000_server_only_writes.sql',
  '20261125090100_notification_outbox.sql',
  '20261125090200_rate_limits.sql',
  '20261125090300_outbox_flush_schedule.sql',
  '20261126090000_retention.sql',
  '20261127090000_agendar_reuniao_checks_follow_schema.sql',
  '20261127090100_rate_limit_refusals.sql',
  '20261128090000_agency_workspace.sql',
  '20261128090100_workspace_functions.sql',
  '20261129090000_workspace_pages.sql',
  '20261129090100_workspace_exports.sql',
  '20261129090200_privacy_requests_in_sql.sql',
  '20261129090300_workspace_inbox.sql',
  '20261130090000_lead_statuses_and_filter_once.sql',
  '20261201091000_answering_a_lead.sql',
  '20261201091100_inbox_last_page_and_stored_forms.sql',
  '20261201091200_a_missing_lead_in_plain_words.sql',
  '20261201091700_workspace_stamp_checks_membership.sql',
  '20261201091800_team_roles.sql',
  '20261202090000_lead_owner_visits_order.sql',
  '20261202091000_status_for_many_and_own_notes.sql',
  '20261202092000_lead_records_one_list.sql',
  '20261202095000_owner_notes_and_records_together.sql',
]

const versionOf = (file: string): string => parseMigrationFile(file)?.version ?? file

export const BASELINE_VERSION = versionOf(BASELINE_FILE)
export const SQUASHED_VERSIONS = SQUASHED_FILES.map(versionOf)

/** What a history needs: the squashed versions it records, to revert, and whether to mark the baseline applied. */
export interface BaselineRepair {
  revert: string[]
  markBaseline: boolean
}

/** The repair a database's recorded versions need (nothing for a new database or one already repaired). */
export function baselineRepair(recorded: readonly string[]): BaselineRepair {
  const held = SQUASHED_VERSIONS.filter((v) => recorded.includes(v))
  if (held.length === 0) return { revert: [], markBaseline: false }
  if (held.length < SQUASHED_VERSIONS.length && !recorded.includes(BASELINE_VERSION)) {
    const missing = SQUASHED_FILES.filter((f) => !recorded.includes(versionOf(f)))
    throw new Error(
      `o banco tem ${held.length} das ${SQUASHED_VERSIONS.length} migrações que ${BASELINE_FILE} substituiu; faltam ${missing.join(', ')}. ` +
        `Leve-o antes até a última delas com o último commit anterior a ${BASELINE_FILE} (em produção, npm run deploy; ` +
        `localmente, npm run dev nesse commit, ou apague a pasta .local-db).`,
    )
  }
  return { revert: held, markBaseline: !recorded.includes(BASELINE_VERSION) }
}
