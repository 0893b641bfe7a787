import type { MouseEvent } from 'react'
import type { JsonObject } from '#form-core'
import { rpc, workspaceClient } from './backend.ts'
import type { FormOption } from './inbox-filters.tsx'
import { listArgs, MY_LEADS, readQuery, writeQuery, type InboxQuery } from './inbox-query.ts'
import { whoOf, type Revision, type Who } from './lead-people.ts'
import { setUnread } from './new-leads.ts'
import { heldForms, heldRevision, heldRevisionHashes, hold } from './tab-cache.ts'

interface ListedLead {
  source_table: string
  source_id: string
  form_id: string
  form_title: string
  schema_hash: string
  created_at: string
  status: string
  /** The member who answers for it ("Responsável"), null for nobody. */
  owner: string | null
  answers: JsonObject
}

/** workspace_inbox's answer: the page, the filter's total, the revisions the page did not hold, the forms when asked. */
interface InboxPage {
  rows: ListedLead[]
  total: number | string
  revisions: Revision[]
  forms: FormOption[] | null
  /** The member's visit before the last one: rows after it are marked as new (decision 174). */
  since: string | null
  /** Leads after the member's last visit: the menu's and the tab title's count. */
  unread: number | string
}

export interface InboxRow extends ListedLead {
  who: Who
}

export interface InboxScreen {
  rows: InboxRow[]
  total: number
  forms: FormOption[]
  since: string | null
}

/** The signed-in member's e-mail, for "Meus leads" (read from the session supabase-js keeps, no request). */
export async function myEmail(): Promise<string | undefined> {
  const { data } = await workspaceClient().auth.getSession()
  return data.session?.user.email?.toLowerCase()
}

/** One round trip per screen (issue 28's speed budget): rows, total, and only what the tab does not hold yet. */
async function loadPage(query: InboxQuery, visit: boolean): Promise<InboxScreen> {
  const page = await rpc<InboxPage>('workspace_inbox', {
    ...listArgs(query, undefined, query.owner === MY_LEADS ? await myEmail() : undefined),
    p_known_hashes: heldRevisionHashes(),
    p_with_forms: !heldForms(),
    // Opening the inbox (not a poll, not a filter) moves the member's last visit on, in the same call.
    p_visit: visit,
  })
  hold(page.revisions, page.forms)
  setUnread(Number(page.unread))
  return {
    rows: page.rows.map((l) => ({ ...l, who: whoOf(heldRevision(l.schema_hash), l.answers) })),
    total: Number(page.total),
    forms: heldForms() ?? [],
    since: page.since,
  }
}

/** The query string that names a list, whatever order or spelling the address used. */
export const inboxKey = (query: InboxQuery) => writeQuery(query).toString()

/**
 * A call started by a click on a link to the list, before the router renders it: mounting the screen (40–50 ms in
 * `npm run bench:workspace`) then no longer delays the request. Taken once, and only while fresh, by that screen.
 */
let started: { key: string; at: number; page: Promise<InboxScreen> } | undefined
const FRESH_MS = 2_000

/** `visit`: the click opens the inbox (a link to it from elsewhere), rather than changing its filters. */
export function startInbox(search: string, visit = false) {
  const { query } = readQuery(new URLSearchParams(search))
  const page = loadPage(query, visit)
  // Its failure is the screen's to show, when it takes it; not an unhandled rejection meanwhile.
  page.catch(() => undefined)
  started = { key: `${visit} ${inboxKey(query)}`, at: performance.now(), page }
}

/** The list for `query`: the call a click already started, or a new one (a poll, a filter, back/forward). */
export function inboxPage(query: InboxQuery, visit = false): Promise<InboxScreen> {
  const early = started
  started = undefined
  if (early && early.key === `${visit} ${inboxKey(query)}` && performance.now() - early.at < FRESH_MS) return early.page
  return loadPage(query, visit)
}

/** A link's onClick that starts the list's call when the router follows the click (not a new tab or window). */
export const startsInbox =
  (search = '') =>
  (event: MouseEvent) => {
    if (event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) startInbox(search, true)
  }

/** The team, for choosing an owner: every member's e-mail (workspace_team, under RLS). */
export async function loadMembers(): Promise<string[]> {
  const team = await rpc<{ members: { email: string }[] }>('workspace_team')
  return team.members.map((m) => m.email)
}

/** Makes `owner` (a member's e-mail) the lead's owner, or clears it with null; recorded in its activity. */
export async function setOwner(lead: { source_table: string; source_id: string }, owner: string | null): Promise<void> {
  await rpc('workspace_set_owner', { p_source_table: lead.source_table, p_source_id: lead.source_id, p_owner: owner })
}

export interface OtherLead {
  source_table: string
  source_id: string
  form_title: string
  created_at: string
  status: string
}

/** The same person's other leads (any answer equal to `email`, any case), newest first. */
export const otherLeads = (lead: { source_table: string; source_id: string }, email: string) =>
  rpc<OtherLead[]>('workspace_other_leads', { p_source_table: lead.source_table, p_source_id: lead.source_id, p_email: email })
