import { useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { LeadRef } from '#functions/workspace-contract/workspace-requests.ts'
import { rpc, WorkspaceError } from '../agency/backend.ts'
import { leadQueryKey, loadMembers, useOptimisticWrite, type InboxScreen } from './queries.ts'

/** The team changes rarely: read once per page load, shared by every row's select. */
export function useMembers(): string[] {
  return useQuery({ queryKey: ['members'], queryFn: loadMembers, staleTime: Infinity }).data ?? []
}

/**
 * Makes `owner` (a member's e-mail) the lead's owner, or clears it with null (workspace_set_owner, recorded in its
 * activity): shown at once in every cached list row and lead page of it, as a status change is, undone if refused.
 */
export function useSetOwner() {
  return useOptimisticWrite(
    ({ lead, owner }: { lead: LeadRef; owner: string | null }) =>
      rpc('workspace_set_owner', { p_source_table: lead.source_table, p_source_id: lead.source_id, p_owner: owner }),
    ({ lead, owner }) => {
      const same = (r: LeadRef) => r.source_table === lead.source_table && r.source_id === lead.source_id
      return [
        {
          queryKey: ['inbox'],
          update: (old) => {
            const page = old as InboxScreen
            return { ...page, rows: page.rows.map((r) => (same(r) ? { ...r, owner } : r)) }
          },
        },
        {
          queryKey: leadQueryKey(lead.source_table, lead.source_id),
          update: (old) => {
            const record = old as { lead: { owner: string | null } }
            return { ...record, lead: { ...record.lead, owner } }
          },
        },
      ]
    },
  )
}

/** How long a select rests on a value before it is saved. */
const SETTLE_MS = 600

/**
 * "Responsável": a native select of the team (typed to, arrowed, or tapped), saved on change through
 * workspace_set_owner and confirmed beside it. A former member's e-mail stays an option while it is the value.
 */
export function OwnerSelect({
  lead,
  owner,
  label,
}: {
  lead: LeadRef
  owner: string | null
  /** The select's accessible name: "Responsável", or "Responsável por <quem>" in a list. */
  label: string
}) {
  const setOwner = useSetOwner()
  const team = useMembers()
  const [value, setValue] = useState(owner ?? '')
  const [said, setSaid] = useState<{ ok: true } | { ok: false; text: string }>()
  // The server's value wins when it changes (a poll, a colleague's change).
  const [server, setServer] = useState(owner)
  if (server !== owner) {
    setServer(owner)
    setValue(owner ?? '')
  }
  // Arrows and typing on a closed select change it at every key: only the value the member stops on is saved
  // (one activity line, not one per option passed), and a pending choice is saved if the screen goes away first.
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; save(): void }>(undefined)
  useEffect(
    () => () => {
      if (!pending.current) return
      clearTimeout(pending.current.timer)
      pending.current.save()
    },
    [],
  )
  const save = (next: string) => {
    pending.current = undefined
    setOwner.mutate(
      { lead, owner: next || null },
      {
        onSuccess: () => setSaid({ ok: true }),
        // An ended session is sent to sign in (useOptimisticWrite) rather than told here.
        onError: (error) => {
          if (error instanceof WorkspaceError && error.signedOut) return
          setValue(owner ?? '')
          setSaid({ ok: false, text: error.message || 'Não foi possível salvar.' })
        },
      },
    )
  }
  const choose = (next: string) => {
    setValue(next)
    setSaid(undefined)
    if (pending.current) clearTimeout(pending.current.timer)
    pending.current = { timer: setTimeout(() => save(next), SETTLE_MS), save: () => save(next) }
  }
  const options = value && !team.includes(value) ? [...team, value] : team
  return (
    <span className="painel-owner">
      <select aria-label={label} value={value} onChange={(e) => choose(e.target.value)}>
        <option value="">Sem responsável</option>
        {options.map((email) => (
          <option key={email} value={email}>
            {email}
          </option>
        ))}
      </select>
      <span role={said?.ok === false ? 'alert' : 'status'} className={said?.ok === false ? 'painel-owner-error' : 'painel-owner-said'}>
        {said && (said.ok ? '✓ Salvo' : said.text)}
      </span>
    </span>
  )
}
