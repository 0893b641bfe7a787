import { useEffect, useState } from 'react'
import { WorkspaceError } from './backend.ts'
import { loadMembers, setOwner } from './inbox-call.ts'
import { useSession } from './session.tsx'

// The team changes rarely: read once per page load, shared by every row's select.
let members: Promise<string[]> | undefined
function useMembers(): string[] {
  const [list, setList] = useState<string[]>([])
  useEffect(() => {
    let live = true
    members ??= loadMembers().catch((error: unknown) => {
      members = undefined
      throw error
    })
    members.then(
      (m) => live && setList(m),
      () => undefined,
    )
    return () => void (live = false)
  }, [])
  return list
}

/** An owner's e-mail as the list shows it: the part before the @ ("bia"), whole in the select's options. */
export const ownerName = (email: string) => email.split('@')[0]

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
  const [said, setSaid] = useState<{ ok: boolean; text: string }>()
  const [busy, setBusy] = useState(false)
  // The server's value wins when it changes (a poll, a colleague's change).
  const [server, setServer] = useState(owner)
  if (server !== owner) {
    setServer(owner)
    setValue(owner ?? '')
  }
  const choose = async (next: string) => {
    const before = value
    setValue(next)
    setBusy(true)
    setSaid(undefined)
    try {
      await setOwner(lead, next || null)
      setSaid({ ok: true, text: next ? `Responsável: ${ownerName(next)}` : 'Sem responsável' })
      onChanged?.()
    } catch (error) {
      if (error instanceof WorkspaceError && error.signedOut) return expire()
      setValue(before)
      setSaid({ ok: false, text: error instanceof Error ? error.message : 'Não foi possível salvar.' })
    } finally {
      setBusy(false)
    }
  }
  const options = value && !team.includes(value) ? [...team, value] : team
  return (
    <span className="painel-owner">
      <select aria-label={label} value={value} disabled={busy} onChange={(e) => void choose(e.target.value)}>
        <option value="">Sem responsável</option>
        {options.map((email) => (
          <option key={email} value={email}>
            {email}
          </option>
        ))}
      </select>
      <span role={said?.ok === false ? 'alert' : 'status'} className={said?.ok === false ? 'painel-owner-error' : 'painel-owner-said'}>
        {said?.ok ? '✓ Salvo' : said?.text}
      </span>
    </span>
  )
}
