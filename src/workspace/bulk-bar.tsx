import { Box, Button, Flex, NativeSelect, Text } from '@chakra-ui/react'
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'
import type { LeadRef } from '#functions/workspace-contract/workspace-requests.ts'
import { leadKey, refusal, StatusOptions, useSetStatuses } from './inbox-status.tsx'
import { whoText } from './lead-people.ts'
import { statusOf } from './lead-status.ts'
import { useMe, useSetOwner } from './owner-select.tsx'
import type { InboxRow } from './queries.ts'

/**
 * The leads ticked on a page and what is done to them at once (issue 34, item 2; issue 44): the bar says how many and
 * which, tells apart the leads the member ticked from those "Selecionar todos" added, and every change it makes to
 * many can be undone lead by lead (decision 225).
 */
interface Selection {
  keys: ReadonlySet<string>
  /** The leads ticked one by one, not added by "Selecionar todos". */
  picked: ReadonlySet<string>
  toggle(lead: LeadRef, on: boolean): void
  clear(): void
  addAll(keys: string[]): void
}

interface Ticks {
  list: string
  keys: ReadonlySet<string>
  picked: ReadonlySet<string>
}

const SelectionContext = createContext<Selection | undefined>(undefined)

/** The ticks of one list (its query string): another page, filter or search starts with none. */
export function SelectionProvider({ list, children }: { list: string; children: ReactNode }) {
  const [ticked, setTicked] = useState<Ticks>()
  // One value per tick or list: the rows' tick boxes are drawn again when the ticks change, not at every poll.
  const selection = useMemo((): Selection => {
    const none: Ticks = { list, keys: new Set(), picked: new Set() }
    const { keys, picked } = ticked?.list === list ? ticked : none
    return {
      keys,
      picked,
      toggle: (lead, on) => {
        const [nextKeys, nextPicked] = [new Set(keys), new Set(picked)]
        for (const set of [nextKeys, nextPicked]) {
          if (on) set.add(leadKey(lead))
          else set.delete(leadKey(lead))
        }
        setTicked({ list, keys: nextKeys, picked: nextPicked })
      },
      clear: () => setTicked(none),
      addAll: (all) => setTicked({ list, keys: new Set([...keys, ...all]), picked }),
    }
  }, [ticked, list])
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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** "1 selecionado", "3 selecionados": the bar's count and its "Assumir" button's name. */
const selectedCount = (count: number) => plural(count, 'selecionado', 'selecionados')

/** "13 selecionados — inclui 10 que você não marcou": what a bulk change will touch, never more than it says. */
export function selectedText(count: number, added: number): string {
  const base = selectedCount(count)
  return added === 0 ? base : `${base} — inclui ${added} que você não marcou`
}

/** Leads grouped by the value each had before a change: one call per value puts each back. */
function byPrevious<V>(rows: InboxRow[], valueOf: (row: InboxRow) => V): [V, LeadRef[]][] {
  const groups = new Map<V, LeadRef[]>()
  for (const row of rows)
    groups.set(valueOf(row), [...(groups.get(valueOf(row)) ?? []), { source_table: row.source_table, source_id: row.source_id }])
  return [...groups]
}

interface Said {
  ok: boolean
  text: string
  /** Puts back what the change replaced, lead by lead; each call recorded in its lead's activity. */
  undo?: () => Promise<unknown>
  undone?: string
}

/**
 * The page's selection as a button of its own, unlike a row's tick (a play-test's 3 ticks became 13): it says how many
 * it adds. In the bar at the top of a wide screen; beside the total on a phone, where the bar is at the bottom.
 */
export function SelectPage({ rows, short = false }: { rows: InboxRow[]; short?: boolean }) {
  const selection = useSelection()
  if (!selection) return null
  const count = rows.filter((r) => selection.keys.has(leadKey(r))).length
  const rest = rows.filter((r) => !selection.keys.has(leadKey(r)))
  if (rest.length === 0) return null
  const [shown, heard] =
    count > 0
      ? [`Selecionar mais ${rest.length}`, ' desta página']
      : rows.length === 1
        ? ['Selecionar o lead', ' desta página']
        : ['Selecionar todos', ` os ${rows.length} desta página`]
  // Short (a phone's row beside the total, which says how many): the words a screen reader hears begin with the ones
  // on screen (WCAG 2.5.3), the rest only heard.
  return (
    <Button
      variant="outline"
      size="sm"
      minH="44px"
      flexShrink={0}
      alignSelf="flex-start"
      aria-label={short ? shown + heard : undefined}
      onClick={() => selection.addAll(rest.map(leadKey))}
    >
      {short ? shown : shown + heard}
    </Button>
  )
}

/**
 * Where the bar stays while the list scrolls under it. `top`: a wide screen's, one line above the table. `bottom`: a
 * phone's (issue 44: at the top it took a third of the screen, out of a thumb's reach): two rows under the thumb, shown
 * only while leads are ticked or a notice is up, and placed after "Próxima" so that at the end of the page it rests
 * below the last card and the page buttons instead of over them.
 */
const docks = {
  top: { top: 0, py: 1, borderBottomWidth: '1px' },
  bottom: {
    bottom: 0,
    mx: -3,
    px: 3,
    pt: 1.5,
    pb: 'max(0.375rem, env(safe-area-inset-bottom))',
    borderTopWidth: '1px',
    boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.08)',
  },
} as const
export type Dock = keyof typeof docks

/**
 * What is done to the ticked leads at once: "Assumir" them all or give them one status, each in one tap, and
 * "Desfazer" in the notice that follows.
 */
export function BulkStatus({ rows, dock }: { rows: InboxRow[]; dock: Dock }) {
  const selection = useSelection()
  const setStatuses = useSetStatuses()
  const setOwner = useSetOwner()
  const me = useMe()
  const [status, setStatus] = useState('')
  const [said, setSaid] = useState<Said>()
  if (!selection) return null
  const chosen = rows.filter((r) => selection.keys.has(leadKey(r)))
  const count = chosen.length
  const added = chosen.filter((r) => !selection.picked.has(leadKey(r))).length
  // "Assumir" takes, counts and undoes only the ticked leads not yet the member's (decision 236): "Assumir 3" over
  // three of one's own promised a change that made none.
  const toTake = chosen.filter((r) => r.owner !== me)
  const alreadyMine = count - toTake.length
  const done = (text: string, undo: Said['undo'], undone: string) => () => {
    selection.clear()
    setSaid({ ok: true, text, undo, undone })
  }
  const refused = (fallback: string) => (error: unknown) => setSaid({ ok: false, text: refusal(error, fallback) })
  const apply = () => {
    setSaid(undefined)
    const label = statusOf(status).label
    const before = byPrevious(chosen, (r) => r.status)
    setStatuses.mutate(
      { leads: chosen, status },
      {
        onSuccess: done(
          count === 1 ? `1 lead marcado como ${label}` : `${count} leads marcados como ${label}`,
          async () => {
            for (const [previous, leads] of before) await setStatuses.mutateAsync({ leads, status: previous })
          },
          count === 1 ? 'Desfeito: o lead voltou à situação anterior.' : `Desfeito: os ${count} leads voltaram à situação anterior.`,
        ),
        onError: refused('Não foi possível mudar a situação.'),
      },
    )
  }
  const take = () => {
    if (!me) return
    setSaid(undefined)
    const taken = toTake.length
    const before = byPrevious(toTake, (r) => r.owner)
    const already = alreadyMine === 0 ? '' : alreadyMine === 1 ? ' (1 já era seu)' : ` (${alreadyMine} já eram seus)`
    setOwner.mutate(
      { leads: toTake, owner: me },
      {
        onSuccess: done(
          `${taken === 1 ? '1 lead agora é seu' : `${taken} leads agora são seus`}${already}`,
          async () => {
            for (const [previous, leads] of before) await setOwner.mutateAsync({ leads, owner: previous })
          },
          taken === 1
            ? 'Desfeito: o lead voltou ao responsável anterior.'
            : `Desfeito: os ${taken} leads voltaram ao responsável anterior.`,
        ),
        onError: refused('Não foi possível assumir.'),
      },
    )
  }
  const undo = (said: Said) => {
    setSaid({ ok: true, text: 'Desfazendo…' })
    void said.undo?.().then(() => setSaid({ ok: true, text: said.undone ?? 'Desfeito.' }), refused('Não foi possível desfazer.'))
  }
  if (dock === 'bottom' && count === 0 && !said) return null
  return (
    <Flex
      as="section"
      aria-label="Mudar vários leads de uma vez"
      columnGap={{ base: 2, md: 3 }}
      rowGap={1}
      wrap="wrap"
      align="center"
      className="painel-no-print"
      position="sticky"
      zIndex="sticky"
      bg="white"
      borderColor="gray.200"
      {...docks[dock]}
      {...(dock === 'top' && count === 0 && { borderBottomWidth: 0 })}
    >
      {dock === 'top' && <SelectPage rows={rows} />}
      {count > 0 && (
        <Text
          color="gray.800"
          fontSize="sm"
          fontWeight={added > 0 ? 'semibold' : 'normal'}
          aria-live="polite"
          flex={{ base: '1 1 0', md: 'none' }}
          minW={0}
        >
          {selectedText(count, added)}
        </Text>
      )}
      {count > 0 && (
        <Box
          as="details"
          fontSize="sm"
          css={{ '&[open]': { w: 'full' }, '& summary': { minH: '44px', display: 'flex', alignItems: 'center', cursor: 'pointer' } }}
        >
          <Box as="summary" color="orange.800" fontWeight="semibold">
            Ver quais
          </Box>
          <Box as="ul" pl={5} pb={1} listStyleType="disc" maxH="40vh" overflowY="auto">
            {chosen.map((r) => (
              <li key={leadKey(r)}>
                {whoText(r.who)}
                {!selection.picked.has(leadKey(r)) && ' (você não marcou)'}
                {r.owner === me && ' (já é seu)'}
              </li>
            ))}
          </Box>
        </Box>
      )}
      {/* A button that looks like one (the play-test read it as a label), at a finger's size. */}
      {count > 0 && (
        <Button variant="outline" colorPalette="gray" size="sm" minH="44px" onClick={selection.clear}>
          Limpar seleção
        </Button>
      )}
      {/* Only once a lead is ticked: the phone's second row, under the thumb. */}
      {count > 0 && (
        <Flex gap={2} w={{ base: 'full', md: 'auto' }} align="center">
          {/* How many it takes (those not yet the member's), on screen and in its name, in the words of the count
              beside it ("Assumir 2 selecionados"); with only the member's own ticked, it says so where it was. */}
          {toTake.length > 0 ? (
            <Button
              colorPalette="orange"
              aria-label={`Assumir ${selectedCount(toTake.length)}`}
              loading={setOwner.isPending}
              onClick={take}
            >
              Assumir {toTake.length}
            </Button>
          ) : (
            <Text
              as="span"
              fontSize="sm"
              fontWeight="semibold"
              color="green.800"
              minH="44px"
              display="flex"
              alignItems="center"
              flexShrink={0}
            >
              {/* Short: the count is beside it ("3 selecionados"), and "Os 3 já são seus" cut "Marcar como…" on a phone. */}
              {count === 1 ? '✓ Já é seu' : '✓ Já são seus'}
            </Text>
          )}
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
      {/* Always there, so that a screen reader hears the notice; out of the rows while it is empty. */}
      <Flex align="center" gap={2} w={{ base: 'full', md: 'auto' }} wrap="wrap" position={said ? 'static' : 'absolute'}>
        <Text role="status" fontSize="sm" fontWeight="semibold" color={said?.ok === false ? 'red.700' : 'green.800'}>
          {said?.text}
        </Text>
        {said?.undo && (
          <Button variant="outline" size="sm" minH="44px" onClick={() => undo(said)}>
            Desfazer
          </Button>
        )}
      </Flex>
    </Flex>
  )
}
