import * as z from 'zod/mini'
import { CHANNEL_NAMES, isObject, type AnswerChannel, type JsonObject } from '#form-core'
import { teamMember, teamRole } from '#functions/workspace-contract/workspace-answers.ts'
import { rpc } from '../agency/backend.ts'

/**
 * What the workspace's SQL functions answer through `rpc`, read at the boundary (decision 197): `rpc(fn, args, answer)`
 * parses with these, and the screens' types are theirs. Most of them answer `jsonb`, whose shape only the SQL knows
 * (a type generated from the schema would say `Json`); written here, beside the page that reads them, because no
 * TypeScript produces them. What the `workspace` function answers is in its contract (workspace-answers.ts).
 */

/** A JSON object: a lead's answers, a revision's schema (read field by field later, through form-core's walks). */
const jsonObject = z.custom<JsonObject>(isObject)

/** A count: PostgreSQL's bigint may arrive as a string; the page counts with numbers. */
const count = z.pipe(z.union([z.number(), z.string()]), z.transform(Number))

/** A revision as the workspace reads it: its schema and the layout its page had. */
export const revision = z.object({ form_id: z.string(), hash: z.string(), schema: jsonObject, ui_schema: jsonObject })

export type Revision = z.infer<typeof revision>

/** A form to filter the list by. */
export const formOption = z.object({ form_id: z.string(), title: z.string() })

export type FormOption = z.infer<typeof formOption>

/** A lead as the list and its page show it (`workspace_leads`' row). */
const lead = z.object({
  source_table: z.string(),
  source_id: z.string(),
  form_id: z.string(),
  form_title: z.string(),
  schema_hash: z.string(),
  created_at: z.string(),
  status: z.string(),
  /** The member who answers for it ("Responsável"), null for nobody. */
  owner: z.nullable(z.string()),
  answers: jsonObject,
})

export type Lead = z.infer<typeof lead>

/** A row of the list: a lead, and whether it is new to the member who asks (decision 213). */
const listedLead = z.extend(lead, { new: z.boolean() })

export type ListedLead = z.infer<typeof listedLead>

/** `workspace_inbox`: the page, the filter's total, the revisions the page did not hold, the forms when asked. */
export const inboxPage = z.object({
  rows: z.array(listedLead),
  total: count,
  revisions: z.array(revision),
  forms: z.nullable(z.array(formOption)),
  /** Leads new to the member, counted up to 100: the menu's and the tab title's count (workspace_new_count). */
  unread: count,
})

/** A note; `edited_at` when its author changed it (shown "editada"). */
const note = z.object({ id: z.number(), body: z.string(), author: z.string(), created_at: z.string(), edited_at: z.nullish(z.string()) })

export type Note = z.infer<typeof note>

/** What the activity says happened; the page words each one. */
const ACTIONS = ['status', 'note', 'answer', 'note_edited', 'note_deleted', 'owner'] as const

/** `workspace_lead`: one lead with the revision it was sent under, its notes and its activity. */
export const leadRecord = z.object({
  lead,
  revision: z.nullable(revision),
  notes: z.array(note),
  activity: z.array(
    z.object({
      actor: z.string(),
      action: z.enum(ACTIONS),
      from_status: z.nullable(z.string()),
      to_status: z.nullable(z.string()),
      channel: z.nullish(z.enum(Object.keys(CHANNEL_NAMES) as [AnswerChannel, ...AnswerChannel[]])),
      owner: z.nullish(z.string()),
      created_at: z.string(),
    }),
  ),
})

export type LeadRecord = z.infer<typeof leadRecord>

/** `workspace_other_leads`: the same person's other leads, newest first. */
export const otherLeadRows = z.array(
  z.object({ source_table: z.string(), source_id: z.string(), form_title: z.string(), created_at: z.string(), status: z.string() }),
)

const teamChange = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string(),
  action: z.enum(['add', 'role', 'remove']),
  member: z.string(),
  role: z.nullable(teamRole),
  from_role: z.nullable(teamRole),
})

export type TeamChange = z.infer<typeof teamChange>

/** `workspace_team`: every member, and the last 200 changes to the team, newest first. */
export const team = z.object({ members: z.array(teamMember), changes: z.array(teamChange) })

/** `workspace_privacy_log`: the LGPD requests answered, newest first (the administration's; the e-mail only hashed). */
export const privacyLog = z.array(
  z.object({
    id: z.number(),
    action: z.enum(['export', 'erase']),
    requested_by: z.string(),
    rows_affected: z.number(),
    created_at: z.string(),
  }),
)

export type PrivacyLogEntry = z.infer<typeof privacyLog>[number]

/** A revision's figures in a form's funnel over a period (`workspace_funnel`, decision 221); its schema names the questions. */
const funnelRevision = z.object({
  hash: z.string(),
  published_at: z.string(),
  retired: z.boolean(),
  schema: jsonObject,
  ui_schema: jsonObject,
  views: count,
  starts: count,
  submits: count,
  /** The median time from first answer to send, from the histogram of send times; null before any timed send. */
  median_seconds: z.nullable(count),
  /** Visits that left after starting, by question (0-based, the revision's page order); questions without any are absent. */
  stops: z.array(z.object({ question: z.number(), visits: count })),
})

export type FunnelRevision = z.infer<typeof funnelRevision>

/** `workspace_funnel`: one form's revisions over a period, the newest first, each with its own counts. */
export const funnel = z.object({
  forms: z.array(formOption),
  form_id: z.string(),
  from: z.string(),
  to: z.string(),
  revisions: z.array(funnelRevision),
})

/**
 * Each read's answer by the SQL function that gives it: wherever a function is called, one schema reads it
 * (tests/backend/workspace-answers.test.ts reads every one from the real SQL).
 */
export const READS = {
  workspace_inbox: inboxPage,
  workspace_lead: leadRecord,
  workspace_other_leads: otherLeadRows,
  workspace_new_count: count,
  workspace_team: team,
  workspace_privacy_log: privacyLog,
  workspace_funnel: funnel,
}

type Reads = { [F in keyof typeof READS]: z.output<(typeof READS)[F]> }

const ANSWERS: { [F in keyof Reads]: z.ZodMiniType<Reads[F]> } = READS

/** One read through rpc as the signed-in member, its answer parsed by its function's schema; or a WorkspaceError. */
export const read = <F extends keyof Reads>(fn: F, args: Record<string, unknown> = {}): Promise<Reads[F]> => rpc(fn, args, ANSWERS[fn])
