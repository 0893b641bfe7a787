import type { MouseEvent } from 'react'
import type { JsonObject } from '#form-core'
import { rpc } from '../agency/backend.ts'
import type { FormOption } from './inbox-filters.tsx'
import { listArgs, readQuery, writeQuery, type InboxQuery } from './inbox-query.ts'
import { whoOf, type Revision, type Who } from './lead-people.ts'
import { heldForms, heldRevision, heldRevisionHashes, hold } from './tab-cache.ts'

interface ListedLead {
  source_table: string
  source_id: string
  form_id: string
  form_title: string
  schema_hash: string
  created_at: string
  status: string
  answers: JsonObject
}

/** workspace_inbox's answer: the page, the filter's total, the revisions the page did not hold, the forms when asked. */
interface InboxPage {
  rows: ListedLead[]
  total: number | string
  revisions: Revision[]
  forms: FormOption[] | null
}

export interface InboxRow extends ListedLead {
  who: Who
}

export interface InboxScreen {
  rows: InboxRow[]
  total: number
  forms: FormOption[]
}

/** One round trip per screen (issue 28's speed budget): rows, total, and only what the tab does not hold yet. */
async function loadPage(query: InboxQuery): Promise<InboxScreen> {
  const page = await rpc<InboxPage>('workspace_inbox', {
    ...listArgs(query),
    p_known_hashes: heldRevisionHashes(),
    p_with_forms: !heldForms(),
  })
  hold(page.revisions, page.forms)
  return {
    rows: page.rows.map((l) => ({ ...l, who: whoOf(heldRevision(l.schema_hash), l.answers) })),
    total: Number(page.total),
    forms: heldForms() ?? [],
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

export function startInbox(search: string) {
  const { query } = readQuery(new URLSearchParams(search))
  const page = loadPage(query)
  // Its failure is the screen's to show, when it takes it; not an unhandled rejection meanwhile.
  page.catch(() => undefined)
  started = { key: inboxKey(query), at: performance.now(), page }
}

/** The list for `query`: the call a click already started, or a new one (a poll, a filter, back/forward). */
export function inboxPage(query: InboxQuery): Promise<InboxScreen> {
  const early = started
  started = undefined
  if (early && early.key === inboxKey(query) && performance.now() - early.at < FRESH_MS) return early.page
  return loadPage(query)
}

/** A link's onClick that starts the list's call when the router follows the click (not a new tab or window). */
export const startsInbox =
  (search = '') =>
  (event: MouseEvent) => {
    if (event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) startInbox(search)
  }
