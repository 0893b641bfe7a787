import { useState } from 'react'
import { problemOf, statusChange, type LeadRef } from '#functions/workspace-contract/workspace-requests.ts'
import { rpc, WorkspaceError } from '../agency/backend.ts'
import { whoText } from './lead-people.ts'
import { LEAD_STATUSES } from './lead-status.ts'
import { leadQueryKey, useOptimisticWrite, type InboxRow, type InboxScreen, type Patch } from './queries.ts'

/**
 * A lead's status from the list, and one status for several leads at once (issue 34, item 2): one call of
 * `workspace_set_statuses` either way, shown at once in the list and any lead page held, undone if refused.
 */
export const leadKey = (lead: LeadRef) => `${lead.source_table}/${lead.source_id}`

interface LeadRecordLike {
  lead: { status: string }
}

/** One status for some leads: every cached list row and lead page of theirs shows it before the server answers. */
export function useSetStatuses() {
  return useOptimisticWrite(
    async (change: { leads: LeadRef[]; status: string }) => {
      const checked = statusChange.safeParse(change)
      if (!checked.success) throw new WorkspaceError(problemOf(checked.error))
      return rpc('workspace_set_statuses', { p_leads: checked.data.leads, p_status: checked.data.status })
    },
    ({ leads, status }): Patch[] => {
      const keys = new Set(leads.map(leadKey))
      return [
        {
          queryKey: ['inbox'],
          update: (old) => {
            const page = old as InboxScreen
            return { ...page, rows: page.rows.map((r) => (keys.has(leadKey(r)) ? { ...r, status } : r)) }
          },
        },
        ...leads.map((l) => ({
          queryKey: leadQueryKey(l.source_table, l.source_id),
          update: (old: unknown) => ({ ...(old as LeadRecordLike), lead: { ...(old as LeadRecordLike).lead, status } }),
        })),
      ]
    },
  )
}

/** A refusal's words (the server's, in Portuguese), or `fallback` when it has none. */
export const refusal = (error: unknown, fallback = 'Não foi possível mudar a situação.') =>
  error instanceof Error && error.message ? error.message : fallback

/** Every status a lead can have, as a status select's options (the list's row, the bulk change, the lead page). */
export const StatusOptions = () =>
  LEAD_STATUSES.map((s) => (
    <option key={s.value} value={s.value}>
      {s.label}
    </option>
  ))

/** One lead's status select: its change, and "Status alterado" (or the refusal) to say beside it. */
export function useStatusChange(lead: LeadRef) {
  const setStatuses = useSetStatuses()
  const [said, setSaid] = useState<{ ok: boolean; text: string }>()
  const change = (status: string) => {
    setSaid(undefined)
    setStatuses.mutate(
      { leads: [lead], status },
      {
        onSuccess: () => setSaid({ ok: true, text: 'Status alterado' }),
        onError: (error) => setSaid({ ok: false, text: refusal(error) }),
      },
    )
  }
  return { said, change }
}

/** A row's status, changed in place; "Status alterado" (or the refusal) said beside it. */
export function RowStatus({ row }: { row: InboxRow }) {
  const { said, change } = useStatusChange(row)
  return (
    <span className="painel-row-status">
      <select
        className="painel-status"
        data-status={row.status}
        value={row.status}
        aria-label={`Situação de ${whoText(row.who)}`}
        onChange={(e) => change(e.target.value)}
      >
        <StatusOptions />
      </select>
      <span role="status" className={said?.ok === false ? 'painel-said painel-refused' : 'painel-said'}>
        {said?.text}
      </span>
    </span>
  )
}
