import { useSyncExternalStore } from 'react'

/**
 * How many leads arrived since the member last opened the inbox (workspace_inbox's `unread`, decision 174): the
 * menu's and the tab title's count. Kept from the inbox's last answer, so the other screens show it too.
 */
let unread = 0
const listeners = new Set<() => void>()

export function setUnread(count: number) {
  if (!Number.isFinite(count) || count === unread) return
  unread = count
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export const useUnread = () => useSyncExternalStore(subscribe, () => unread)

/** The count as shown: the server counts up to 100, so "99+" past 99. */
export const unreadText = (count: number) => (count > 99 ? '99+' : String(count))

/** The tab's title: "(3) Leads · Painel | Excellis" while leads are waiting. */
export const workspaceTitle = (count: number) => (count > 0 ? `(${unreadText(count)}) Leads · Painel | Excellis` : 'Painel | Excellis')

/** A row is new to the member when it arrived after their visit before this one. */
export const isNewSince = (createdAt: string, since: string | null) => since !== null && Date.parse(createdAt) > Date.parse(since)
