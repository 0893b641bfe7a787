import { useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { WorkspaceError } from '../agency/backend.ts'
import { loadMembers, setOwner } from './queries.ts'
import { useSession } from '../agency/session.tsx'

/** The team changes rarely: read once per page load, shared by every row's select. */
export function useMembers(): string[] {
  return useQuery({ queryKey: ['members'], queryFn: loadMembers, staleTime: Infinity }).data ?? []
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
  onChanged,
}: {
  lead: { source_table: string; source_id: string }
  owner: string | null
  /** The select's accessible name: "Responsável", or "Responsável por <quem>" in a list. */
  label: string
  onChanged?(): void
}) {
  const { expire } = useSession()
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
  const save = async (next: string) => {
    pending.current = undefined
    try {
      await setOwner(lead, next || null)
      setSaid({ ok: true })
      onChanged?.()
    } catch (error) {
      if (error instanceof WorkspaceError && error.signedOut) return expire()
      setValue(owner ?? '')
      setSaid({ ok: false, text: error instanceof Error ? error.message : 'Não foi possível salvar.' })
    }
  }
  const choose = (next: string) => {
    setValue(next)
    setSaid(undefined)
    if (pending.current) clearTimeout(pending.current.timer)
    pending.current = { timer: setTimeout(() => void save(next), SETTLE_MS), save: () => void save(next) }
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
