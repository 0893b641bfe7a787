import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useCallback, useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { ExportButton } from './export-button.tsx'
import { InboxFilters } from './inbox-filters.tsx'
import { useQuery } from '@tanstack/react-query'
import { PAGE_SIZE, readQuery, writeQuery, type InboxQuery } from './inbox-query.ts'
import { LeadCards, LeadTable, listPlaces } from './inbox-list.tsx'
import { BulkStatus, SelectionProvider, SelectPage } from './bulk-bar.tsx'
import { useMembers } from './owner-select.tsx'
import { heldForms, inboxQuery, startInbox } from './queries.ts'

// Chakra's `md`. One list is rendered, not both with one hidden: a hidden list still costs its render on every page.
const WIDE = '(min-width: 48rem)'
const onWidthChange = (change: () => void) => {
  const media = matchMedia(WIDE)
  media.addEventListener('change', change)
  return () => media.removeEventListener('change', change)
}
const useWide = () => useSyncExternalStore(onWidthChange, () => matchMedia(WIDE).matches)
const NO_FORMS: readonly never[] = []

/** Every lead of every form, newest first; the filters live in the address, so back, forward and a shared link work. */
export function Inbox() {
  // useLocation and useNavigate rather than useSearchParams: the site's router chunk already carries them, and the
  // public pages load that chunk (useSearchParams alone added its code to every page).
  const { search } = useLocation()
  const navigate = useNavigate()
  const wide = useWide()
  const { query, problems } = useMemo(() => readQuery(new URLSearchParams(search)), [search])
  const page = useQuery(inboxQuery(query))
  // The address as it is now: right after a filter changes, the router's render (a transition) may not have run
  // yet, and this render's `query` would bring the old filter back (CI: "Meus leads" returned with a sort click).
  const latestQuery = () => readQuery(new URLSearchParams(window.location.search)).query
  // Stable (they read the address, not this render): the filters and the export are drawn again only when what they
  // show changes, not when the page's rows arrive (about half of the first page's render, bench:workspace).
  const go = useCallback(
    (next: InboxQuery) => {
      const search = `?${writeQuery(next)}`
      startInbox(search)
      navigate({ search })
    },
    [navigate],
  )
  // Another page starts at its top, not where the last one was left (its "Próxima" at the bottom).
  const turn = (page: number) => {
    go({ ...query, page })
    window.scrollTo({ top: 0 })
  }
  const sort = useCallback((order: { sort: InboxQuery['sort']; desc: boolean }) => go({ ...latestQuery(), ...order, page: 1 }), [go])
  const filter = useCallback((patch: Partial<InboxQuery>) => go({ ...latestQuery(), ...patch }), [go])
  const List = wide ? LeadTable : LeadCards
  const team = useMembers()
  const total = page.data?.total ?? 0
  // The fold's last button names the list's total (decision 241): drawn again when the total changes, not the rows.
  const known = page.data?.total
  const fold = useMemo(() => (wide ? undefined : { onSort: sort, total: known }), [wide, sort, known])
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  // A page past the last one (a shared link, leads erased since) shows the last one, in place of this address.
  const pastTheEnd = page.isSuccess && !page.isPlaceholderData && total > 0 && query.page > pages
  // Back at the place the member left for a lead, once its rows are drawn (before the frame is painted).
  const drawn = page.isSuccess && !page.isPlaceholderData
  useLayoutEffect(() => {
    const place = listPlaces.get(search)
    if (!drawn || place === undefined) return
    listPlaces.delete(search)
    window.scrollTo({ top: place })
  }, [drawn, search])
  useEffect(() => {
    if (pastTheEnd) navigate({ search: `?${writeQuery({ ...query, page: pages })}` }, { replace: true })
  }, [pastTheEnd, navigate, query, pages])
  return (
    <Stack gap={{ base: 3, md: 4 }}>
      <Heading as="h1" size="2xl">
        Leads
      </Heading>
      <InboxFilters query={query} onChange={filter} team={team} forms={page.data?.forms ?? heldForms() ?? NO_FORMS} fold={fold} />
      {wide && <ExportButton query={query} />}
      {problems.map((p) => (
        <Text key={p} role="alert" color="red.700">
          {p}
        </Text>
      ))}
      {page.isPending && <Text aria-live="polite">Carregando os leads…</Text>}
      {page.error && (
        <Text role="alert" color="red.700">
          {page.error.message}
        </Text>
      )}
      {page.data && (
        <SelectionProvider list={search}>
          {/* On a phone the page's select-all shares the total's row (issue 44: a row of its own cost a card). */}
          <HStack justify="space-between" align="center" gap={2}>
            <Text aria-live="polite" color="gray.700" data-testid="inbox-total">
              {total === 0
                ? query.news
                  ? 'Nenhum lead novo para você.'
                  : 'Nenhum lead encontrado com estes filtros.'
                : `${total.toLocaleString('pt-BR')} ${total === 1 ? 'lead' : 'leads'} · página ${query.page} de ${pages}`}
            </Text>
            {!wide && page.data.rows.length > 0 && <SelectPage rows={page.data.rows} short />}
          </HStack>
          {total === 0 && query.news && <NothingNew onStatusNew={() => go({ ...query, news: undefined, status: 'novo', page: 1 })} />}
          {wide && page.data.rows.length > 0 && <BulkStatus rows={page.data.rows} dock="top" />}
          <Box opacity={page.isPlaceholderData ? 0.7 : 1}>
            <List rows={page.data.rows} list={search} query={query} onSort={sort} team={team} />
          </Box>
          {pages > 1 && (
            <HStack justify="space-between">
              <Button variant="outline" disabled={query.page <= 1} onClick={() => turn(query.page - 1)}>
                Anterior
              </Button>
              <Text>
                {query.page} / {pages}
              </Text>
              <Button variant="outline" disabled={query.page >= pages} onClick={() => turn(query.page + 1)}>
                Próxima
              </Button>
            </HStack>
          )}
          {/* After "Próxima": at the page's end the phone's bar rests below it rather than over it. */}
          {!wide && page.data.rows.length > 0 && <BulkStatus rows={page.data.rows} dock="bottom" />}
        </SelectionProvider>
      )}
    </Stack>
  )
}

/**
 * "Novos para mim" found nothing: what it means, and the list a member who reads "Novo" on every card was looking for
 * (issue 44's play-test: on a first visit the filter was empty while every lead's status said "Novo"; decision 213).
 */
function NothingNew({ onStatusNew }: { onStatusNew(): void }) {
  return (
    <Stack gap={2} align="flex-start">
      <Text color="gray.700">
        “Novos para mim” são os leads que chegaram depois que você entrou na equipe e que você ainda não abriu. A situação “Novo” é outra
        coisa: diz que ninguém atendeu o lead ainda.
      </Text>
      <Button variant="outline" minH="44px" onClick={onStatusNew}>
        Ver os leads na situação Novo
      </Button>
    </Stack>
  )
}
