import { queryOptions, useQuery } from '@tanstack/react-query'
import { INBOX_POLL_MS } from './inbox-query.ts'
import { read } from './reads.ts'

/**
 * "Novos para mim" (decision 213): the leads that arrived since the member joined and that they never opened. The
 * server decides (workspace_new_leads, decision 226); the menu, the tab's title, the rows' marks and the "Novos para
 * mim" filter read that one rule, so their numbers agree and a reload changes nothing.
 */
export const NEW_COUNT_KEY = ['new-for-me'] as const

/** The count as every screen shows it, polled like the list; the inbox's own answer writes it too (queries.ts). */
export const newCountQuery = queryOptions({
  queryKey: NEW_COUNT_KEY,
  queryFn: () => read('workspace_new_count'),
  refetchInterval: INBOX_POLL_MS,
})

/** Asked only for a member (`enabled`): a signed-out page or a non-member has nothing new. */
export const useNewCount = (enabled: boolean) => useQuery({ ...newCountQuery, enabled }).data ?? 0

/** The count as shown: the server counts up to 100, so "99+" past 99. */
export const unreadText = (count: number) => (count > 99 ? '99+' : String(count))

/**
 * The tab's title: "(3) Leads · Painel | Excellis" while leads are waiting; on a lead's page it names the lead
 * ("Carla Dias · Agendar Reunião · Painel | Excellis"), which is also the name a browser gives the printed PDF.
 */
export function workspaceTitle(count: number, lead?: string): string {
  const subject = lead ?? (count > 0 ? 'Leads' : undefined)
  return subject ? `${count > 0 ? `(${unreadText(count)}) ` : ''}${subject} · Painel | Excellis` : 'Painel | Excellis'
}
