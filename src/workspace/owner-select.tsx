import { useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { LeadRef } from '#functions/workspace-contract/workspace-requests.ts'
import { rpc, WorkspaceError } from '../agency/backend.ts'
import { useSession } from '../agency/session.tsx'
import { leadQueryKey, loadMembers, useOptimisticWrite, type InboxScreen } from './queries.ts'

const NOBODY_YET: readonly string[] = []

/** The team changes rarely: read once per page load, shared by every row's select (the same empty list until then). */
export function useMembers(): readonly string[] {
  return useQuery({ queryKey: ['members'], queryFn: loadMembers, staleTime: Infinity }).data ?? NOBODY_YET
}

/** The signed-in member's e-mail, lower case: whom "Assumir" makes the owner. */
export function useMe(): string | undefined {
  const { state } = useSession()
  return state.kind === 'signed-in' ? state.email.toLowerCase() : undefined
}

/**
 * Makes `owner` (a member's e-mail) the owner of some leads, or clears it with null (workspace_set_owner for each,
 * each recorded in its lead's activity; a page holds 25 leads at most): shown at once in every cached list row and
 * lead page of theirs, as a status change is, undone if refused.
 */
export function useSetOwner() {
  return useOptimisticWrite(
    ({ leads, owner }: { leads: LeadRef[]; owner: string | null }) =>
      Promise.all(
        leads.map((lead) => rpc('workspace_set_owner', { p_source_table: lead.source_table, p_source_id: lead.source_id, p_owner: owner })),
      ),
    ({ leads, owner }) => {
      const keys = new Set(leads.map((l) => `${l.source_table}/${l.source_id}`))
      return [
        {
          queryKey: ['inbox'],
          update: (old) => {
            const page = old as InboxScreen
            return { ...page, rows: page.rows.map((r) => (keys.has(`${r.source_table}/${r.source_id}`) ? { ...r, owner } : r)) }
          },
        },
        ...leads.map((lead) => ({
          queryKey: leadQueryKey(lead.source_table, lead.source_id),
          update: (old: unknown) => {
            const record = old as { lead: { owner: string | null } }
            return { ...record, lead: { ...record.lead, owner } }
          },
        })),
      ]
    },
  )
}

/** "Assumir": the lead becomes the signed-in member's in one tap; once theirs, it says so instead. */
export function TakeLead({ lead, owner, label }: { lead: LeadRef; owner: string | null; label: string }) {
  const me = useMe()
  const setOwner = useSetOwner()
  const [refused, setRefused] = useState<string>()
  if (!me) return null
  if (owner === me)
    return (
      <span className="painel-mine" role="status">
        ✓ Seu
      </span>
    )
  return (
    <>
      <button
        type="button"
        className="painel-take"
        aria-label={label}
        disabled={setOwner.isPending}
        onClick={() => {
          setRefused(undefined)
          setOwner.mutate(
            { leads: [lead], owner: me },
            { onError: (error) => setRefused(error instanceof WorkspaceError && error.signedOut ? undefined : error.message) },
          )
        }}
      >
        Assumir
      </button>
      {refused && (
        <span role="alert" className="painel-owner-error">
          {refused || 'Não foi possível assumir.'}
        </span>
      )}
    </>
  )
}

/** How long a select rests on a value before it is saved. */
const SETTLE_MS = 600

/**
 * "Responsável": a native select of the team (typed to, arrowed, or tapped), saved on change through
 * workspace_set_owner and confirmed beside it. A former member's e-mail stays an option while it is the value.
 * The team comes from the screen (useMembers once), not a query per row: 25 observers of one query cost each page.
 */
export function OwnerSelect({
  lead,
  owner,
  label,
  team,
}: {
  lead: LeadRef
  owner: string | null
  /** The select's accessible name: "Responsável", or "Responsável por <quem>" in a list. */
  label: string
  team: readonly string[]
}) {
  const setOwner = useSetOwner()
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
      { leads: [lead], owner: next || null },
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

// "✓ Seu" takes the box "Assumir" had: the links beside it stay where they were, not under the thumb that just took
// the lead (the play-test's second touch opened the e-mail).
const TAKE_WIDTH = '5.5rem'

/** "Assumir" drawn as a finger's button wherever it is (the cards, the lead page). */
export const takeCss = {
  '& .painel-take': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minW: TAKE_WIDTH,
    minH: '44px',
    px: 3,
    rounded: 'md',
    bg: 'orange.700',
    color: 'white',
    fontWeight: 'semibold',
    fontSize: 'sm',
    cursor: 'pointer',
  },
  '& .painel-take:hover': { bg: 'orange.800' },
  '& .painel-take:disabled': { opacity: 0.7, cursor: 'wait' },
  '& .painel-take:focus-visible': { outline: '2px solid', outlineColor: 'orange.900', outlineOffset: '2px' },
  '& .painel-mine': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minW: TAKE_WIDTH,
    minH: '44px',
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'green.800',
  },
} as const
