import {
  dehydrate,
  hydrate,
  keepPreviousData,
  QueryCache,
  QueryClient,
  queryOptions,
  useMutation,
  type DehydratedState,
  type QueryKey,
} from '@tanstack/react-query'
import type { MouseEvent } from 'react'
import { WORKSPACE_STORAGE_KEYS } from '#form-core'
import type { LeadRef } from '#functions/workspace-contract/workspace-requests.ts'
import { WorkspaceError, workspaceClient } from '../agency/backend.ts'
import { checkMembership } from '../agency/session.tsx'
import { INBOX_POLL_MS, listArgs, MY_LEADS, readQuery, writeQuery, type InboxQuery } from './inbox-query.ts'
import { whoOf, type Who } from './lead-people.ts'
import { read, type FormOption, type ListedLead, type Revision } from './reads.ts'
import { NEW_COUNT_KEY } from './new-leads.ts'

/**
 * The workspace's reads and writes through TanStack Query (decision 175): its cache, polling, deduplication and
 * mutations replace the ~170 lines of our own (use-remote, tab-cache, inbox-call). Only /painel's chunk imports it.
 */

/** A read this recent is shown without asking again: the call a link's click started is the list's (decision 150). */
const FRESH_MS = 2_000

/**
 * A call refused for an ended session sends the member to sign in, on the same page (decision 150); any other refusal
 * asks whether they are still in the team, so a removed member is told so (decision 215).
 */
const signInAgain = (error: unknown) => {
  if (error instanceof WorkspaceError && error.signedOut) void workspaceClient().auth.signOut({ scope: 'local' })
  else if (error instanceof WorkspaceError) checkMembership()
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: signInAgain }),
  defaultOptions: {
    // A refusal is in Portuguese and final (RLS, bad input); a network blip is retried by the next poll or click.
    queries: { retry: false, staleTime: FRESH_MS, refetchOnWindowFocus: false },
    mutations: { retry: false, onError: signInAgain },
  },
})

// ---------------------------------------------------------------------------------------------------------------
// What the tab keeps: revisions (a hash is its content, it never changes) and the forms to filter by, as queries that
// never go stale, written to sessionStorage with the library's own dehydrate/hydrate. A reload or a link opened in
// the same tab does not fetch them again (the first list's call carried them: the slowest screen of the bench).
// Both are questionnaires the public site serves anyway, never a lead's answers.
// ---------------------------------------------------------------------------------------------------------------
const TAB_KEY = WORKSPACE_STORAGE_KEYS.tabCache
const revisionKey = (hash: string) => ['revision', hash] as const
const FORMS_KEY = ['forms'] as const
const heldByTab = (key: QueryKey) => key[0] === 'revision' || key[0] === 'forms'

for (const key of [['revision'], FORMS_KEY]) queryClient.setQueryDefaults(key, { staleTime: Infinity, gcTime: Infinity })
try {
  // Written only below; an older shape or a damaged entry is read again from the server.
  const stored: unknown = JSON.parse(sessionStorage.getItem(TAB_KEY) ?? 'null')
  if (stored && typeof stored === 'object' && 'queries' in stored && Array.isArray(stored.queries))
    hydrate(queryClient, stored as DehydratedState)
} catch {
  // Not JSON: as if empty.
}
let writing = false
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || !heldByTab(event.query.queryKey) || writing) return
  writing = true
  // Once per call, not once per revision it brought.
  queueMicrotask(() => {
    writing = false
    try {
      sessionStorage.setItem(TAB_KEY, JSON.stringify(dehydrate(queryClient, { shouldDehydrateQuery: (q) => heldByTab(q.queryKey) })))
    } catch {
      // Storage full or refused: kept for this page only.
    }
  })
})

export const heldForms = () => queryClient.getQueryData<FormOption[]>(FORMS_KEY)

// ---------------------------------------------------------------------------------------------------------------
// The inbox: one round trip per screen (issue 28's speed budget)
// ---------------------------------------------------------------------------------------------------------------
export interface InboxRow extends ListedLead {
  who: Who
}

export interface InboxScreen {
  rows: InboxRow[]
  total: number
  forms: FormOption[]
}

/** The signed-in member's e-mail, for "Meus leads" (read from the session supabase-js keeps, no request). */
export async function myEmail(): Promise<string | undefined> {
  const { data } = await workspaceClient().auth.getSession()
  return data.session?.user.email?.toLowerCase()
}

async function loadPage(query: InboxQuery): Promise<InboxScreen> {
  const held = queryClient.getQueriesData<Revision>({ queryKey: ['revision'] })
  const page = await read('workspace_inbox', {
    ...listArgs(query, undefined, query.owner === MY_LEADS || query.news ? await myEmail() : undefined),
    p_known_hashes: held.map(([key]) => key[1]),
    p_with_forms: !heldForms(),
  })
  for (const revision of page.revisions) queryClient.setQueryData(revisionKey(revision.hash), revision)
  if (page.forms) queryClient.setQueryData(FORMS_KEY, page.forms)
  // Counted in the same statement as the rows' marks: the menu and the rows agree.
  queryClient.setQueryData(NEW_COUNT_KEY, page.unread)
  return {
    rows: page.rows.map((l) => ({ ...l, who: whoOf(queryClient.getQueryData<Revision>(revisionKey(l.schema_hash)), l.answers) })),
    total: page.total,
    forms: heldForms() ?? [],
  }
}

/** The query string that names a list, whatever order or spelling the address used. */
export const inboxKey = (query: InboxQuery) => writeQuery(query).toString()

/** A list screen: polled while the tab is visible (the library pauses a hidden tab's interval), the last list shown while the next loads. */
export const inboxQuery = (query: InboxQuery) =>
  queryOptions({
    queryKey: ['inbox', inboxKey(query)],
    queryFn: () => loadPage(query),
    refetchInterval: INBOX_POLL_MS,
    placeholderData: keepPreviousData,
  })

/**
 * The list's call started by a click, before the router renders the screen: mounting it (40–50 ms in
 * `npm run bench:workspace`) no longer delays the request, and the screen takes the same call (deduplicated, fresh).
 */
export const startInbox = (search: string) => void queryClient.prefetchQuery(inboxQuery(readQuery(new URLSearchParams(search)).query))

/** A click the router follows in this tab: the main button, no key asking for a new tab or window. */
export const followedClick = (event: MouseEvent) =>
  event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)

/** A link's onClick that starts its screen's call when the router follows the click (not a new tab or window). */
const startsScreen = (start: () => void) => (event: MouseEvent) => {
  if (followedClick(event)) start()
}

/** A link to the list: its call starts with the click. */
export const startsInbox = (search = '') => startsScreen(() => startInbox(search))

/** A lead's page (workspace_lead); reading it opens the lead (openedLead). */
export const leadQuery = (table: string, id: string) =>
  queryOptions({
    queryKey: leadQueryKey(table, id),
    queryFn: async () => {
      const record = await read('workspace_lead', { p_source_table: table, p_source_id: id })
      openedLead(table, id)
      return record
    },
  })

/** The same person's other leads (any answer equal to `email`, any case), newest first, on a lead's page (other-leads.tsx). */
export const othersQuery = (lead: LeadRef, email: string) =>
  queryOptions({
    queryKey: ['others', lead.source_table, lead.source_id, email],
    queryFn: () => read('workspace_other_leads', { p_source_table: lead.source_table, p_source_id: lead.source_id, p_email: email }),
  })

/**
 * A link to a lead: its calls start with the click, as the list's does (the page's call left ~45 ms after the click in
 * `npm run bench:workspace`, once the router had drawn the page and left the list). From the list, whose row knows the
 * sender's e-mail, the person's other leads are asked for at once too, not after the lead arrives.
 */
export const startsLead = (lead: LeadRef & { who?: Who }) =>
  startsScreen(() => {
    void queryClient.prefetchQuery(leadQuery(lead.source_table, lead.source_id))
    if (lead.who?.email) void queryClient.prefetchQuery(othersQuery(lead, lead.who.email))
  })

// ---------------------------------------------------------------------------------------------------------------
// Writes shown at once, undone if refused
// ---------------------------------------------------------------------------------------------------------------
/** A cached read a change shows in before the server answers: which reads, and how. */
export interface Patch {
  queryKey: QueryKey
  update(old: unknown): unknown
}

/**
 * A write whose effect the member sees at once (the `patches` applied to every cached read they match); if the server
 * refuses, the reads go back as they were and the refusal is the mutation's error. Either way the reads it touched are
 * read again, so what stays on screen is the database's.
 */
export function useOptimisticWrite<V>(call: (variables: V) => Promise<unknown>, patches: (variables: V) => Patch[]) {
  return useMutation({
    mutationFn: call,
    onMutate: async (variables: V) => {
      const touched = patches(variables)
      await Promise.all(touched.map((p) => queryClient.cancelQueries({ queryKey: p.queryKey })))
      const before = touched.flatMap((p) => queryClient.getQueriesData({ queryKey: p.queryKey }))
      for (const p of touched)
        queryClient.setQueriesData({ queryKey: p.queryKey }, (old: unknown) => (old === undefined ? old : p.update(old)))
      return { before, touched }
    },
    onError: (error, _variables, saved) => {
      signInAgain(error)
      for (const [key, data] of saved?.before ?? []) queryClient.setQueryData(key, data)
    },
    // Not awaited: the confirmation is the server's answer, not the reads after it.
    onSettled: (_data, _error, _variables, saved) => {
      for (const p of saved?.touched ?? []) void queryClient.invalidateQueries({ queryKey: p.queryKey })
    },
  })
}

/** At sign-out nothing the member read stays in the page for whoever signs in next (the questionnaires may). */
export const forgetMemberReads = () => queryClient.removeQueries({ predicate: (q) => !heldByTab(q.queryKey) })

/** One lead's page (workspace_lead): its key, which the list's status changes patch too. */
export const leadQueryKey = (table: string, id: string) => ['lead', table, id] as const

/**
 * Reading a lead's page opens it (decision 213): its "Novo para você" goes from the cached lists at once (back on the
 * list, the mark stayed until the list was read again), then the count and the lists are read again.
 */
export const openedLead = (table: string, id: string) => {
  queryClient.setQueriesData(
    { queryKey: ['inbox'] },
    (old: InboxScreen | undefined) =>
      old && { ...old, rows: old.rows.map((r) => (r.source_table === table && r.source_id === id && r.new ? { ...r, new: false } : r)) },
  )
  void queryClient.invalidateQueries({ queryKey: NEW_COUNT_KEY })
  void queryClient.invalidateQueries({ queryKey: ['inbox'] })
}

/** The team, for choosing an owner: every member's e-mail (workspace_team, under RLS). */
export async function loadMembers(): Promise<string[]> {
  const { members } = await read('workspace_team')
  return members.map((m) => m.email)
}
