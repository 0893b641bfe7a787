import { Box, Button, Flex, NativeSelect, Text } from '@chakra-ui/react'
import { createContext, useContext, useState, type ReactNode } from 'react'
import { problemOf, statusChange, type LeadRef } from '#functions/workspace-contract/workspace-requests.ts'
import { rpc, WorkspaceError } from '../agency/backend.ts'
import { whoText } from './lead-people.ts'
import { LEAD_STATUSES, statusOf } from './lead-status.ts'
import { useMe, useSetOwner } from './owner-select.tsx'
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

const refusal = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Não foi possível mudar a situação.')

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

// ---------------------------------------------------------------------------------------------------------------
// The leads ticked on this page
// ---------------------------------------------------------------------------------------------------------------
interface Selection {
  keys: ReadonlySet<string>
  toggle(lead: LeadRef, on: boolean): void
  clear(): void
  setAll(keys: string[]): void
}

const SelectionContext = createContext<Selection | undefined>(undefined)

/** The ticks of one list (its query string): another page, filter or search starts with none. */
export function SelectionProvider({ list, children }: { list: string; children: ReactNode }) {
  const [ticked, setTicked] = useState<{ list: string; keys: ReadonlySet<string> }>({ list, keys: new Set() })
  const keys = ticked.list === list ? ticked.keys : new Set<string>()
  const selection: Selection = {
    keys,
    toggle: (lead, on) => {
      const next = new Set(keys)
      if (on) next.add(leadKey(lead))
      else next.delete(leadKey(lead))
      setTicked({ list, keys: next })
    },
    clear: () => setTicked({ list, keys: new Set() }),
    setAll: (all) => setTicked({ list, keys: new Set(all) }),
  }
  return <SelectionContext.Provider value={selection}>{children}</SelectionContext.Provider>
}

const useSelection = () => useContext(SelectionContext)

/** A row's tick box, named by whom it selects. */
export function SelectLead({ row }: { row: InboxRow }) {
  const selection = useSelection()
  if (!selection) return null
  return (
    <label className="painel-select">
      <input
        type="checkbox"
        checked={selection.keys.has(leadKey(row))}
        onChange={(e) => selection.toggle(row, e.target.checked)}
        aria-label={`Selecionar ${whoText(row.who)}`}
      />
      <span aria-hidden="true">Selecionar</span>
    </label>
  )
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

/**
 * Above the list, and kept at the top of the screen while the list scrolls under it (issue 44: it stayed 500 px above
 * the leads being ticked on a phone): tick the whole page; once a lead is ticked, "Assumir" them all or give them
 * one status, each in one tap.
 */
export function BulkStatus({ rows }: { rows: InboxRow[] }) {
  const selection = useSelection()
  const setStatuses = useSetStatuses()
  const setOwner = useSetOwner()
  const me = useMe()
  const [status, setStatus] = useState('')
  const [said, setSaid] = useState<{ ok: boolean; text: string }>()
  if (!selection) return null
  const chosen = rows.filter((r) => selection.keys.has(leadKey(r)))
  const all = rows.length > 0 && chosen.length === rows.length
  const count = chosen.length
  const done = (text: string) => () => {
    selection.clear()
    setSaid({ ok: true, text })
  }
  const apply = () => {
    setSaid(undefined)
    const label = statusOf(status).label
    setStatuses.mutate(
      { leads: chosen, status },
      {
        onSuccess: done(count === 1 ? `1 lead marcado como ${label}` : `${count} leads marcados como ${label}`),
        onError: (error) => setSaid({ ok: false, text: refusal(error) }),
      },
    )
  }
  const take = () => {
    if (!me) return
    setSaid(undefined)
    setOwner.mutate(
      { leads: chosen, owner: me },
      {
        onSuccess: done(count === 1 ? '1 lead agora é seu' : `${count} leads agora são seus`),
        onError: (error) => setSaid({ ok: false, text: error.message || 'Não foi possível assumir.' }),
      },
    )
  }
  return (
    <Flex
      as="section"
      aria-label="Mudar vários leads de uma vez"
      gap={{ base: 2, md: 3 }}
      wrap="wrap"
      align="center"
      className="painel-no-print"
      position="sticky"
      top={0}
      zIndex="sticky"
      bg="white"
      py={1}
      borderBottomWidth={count > 0 ? '1px' : 0}
      borderColor="gray.200"
    >
      <Box as="label" display="inline-flex" alignItems="center" gap={2} minH="44px" cursor="pointer">
        <input
          type="checkbox"
          style={{ width: 20, height: 20, accentColor: '#c05621' }}
          checked={all}
          onChange={(e) => (e.target.checked ? selection.setAll(rows.map(leadKey)) : selection.clear())}
        />
        Selecionar todos desta página
      </Box>
      <Text color="gray.700" fontSize="sm" aria-live="polite">
        {count === 0 ? '' : count === 1 ? '1 selecionado' : `${count} selecionados`}
      </Text>
      {/* Only once a lead is ticked: on a phone the list starts right below the box. */}
      {count > 0 && (
        <Flex gap={2} w={{ base: 'full', md: 'auto' }} align="center">
          <Button colorPalette="orange" loading={setOwner.isPending} onClick={take}>
            Assumir
          </Button>
          <NativeSelect.Root flex={{ base: '1', md: 'none' }} w={{ md: '48' }} minW={0}>
            <NativeSelect.Field aria-label="Marcar os selecionados como" value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">Marcar como…</option>
              <StatusOptions />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            variant="outline"
            colorPalette="orange"
            aria-label="Aplicar aos selecionados"
            disabled={!status}
            loading={setStatuses.isPending}
            onClick={apply}
          >
            Aplicar
          </Button>
        </Flex>
      )}
      <Text
        role="status"
        fontSize="sm"
        fontWeight="semibold"
        color={said?.ok === false ? 'red.700' : 'green.800'}
        w={{ base: said ? 'full' : 'auto', md: 'auto' }}
      >
        {said?.text}
      </Text>
    </Flex>
  )
}
