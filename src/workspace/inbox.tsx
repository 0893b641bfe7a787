import { Badge, Box, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom'
import { leadPath, type JsonObject } from '#form-core'
import { revisionsOf, rpc } from './backend.ts'
import { ExportButton } from './export-button.tsx'
import { InboxFilters } from './inbox-filters.tsx'
import { listArgs, PAGE_SIZE, readQuery, writeQuery, type InboxQuery } from './inbox-query.ts'
import { whoOf, type Who } from './lead-people.ts'
import { statusOf } from './lead-status.ts'
import { useRemote } from './use-remote.ts'

interface ListedLead {
  source_table: string
  source_id: string
  form_id: string
  form_title: string
  schema_hash: string
  created_at: string
  status: string
  answers: JsonObject
  total: number | string
}

export interface InboxRow extends ListedLead {
  who: Who
}

/** A new lead appears within this, without reloading (decision 150: polling, not a socket). */
export const INBOX_POLL_MS = 15_000

async function loadPage(query: InboxQuery): Promise<{ rows: InboxRow[]; total: number }> {
  const listed = await rpc<ListedLead[]>('workspace_list_leads', listArgs(query))
  const revisions = await revisionsOf(listed.map((l) => l.schema_hash))
  return {
    rows: listed.map((l) => ({ ...l, who: whoOf(revisions.get(l.schema_hash), l.answers) })),
    total: Number(listed[0]?.total ?? 0),
  }
}

export const when = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)).replace(',', '')

/** Every lead of every form, newest first; the filters live in the address, so back, forward and a shared link work. */
export function Inbox() {
  // useLocation and useNavigate rather than useSearchParams: the site's router chunk already carries them, and the
  // public pages load that chunk (useSearchParams alone added its code to every page).
  const { search } = useLocation()
  const navigate = useNavigate()
  const { query, problems } = useMemo(() => readQuery(new URLSearchParams(search)), [search])
  const key = writeQuery(query).toString()
  const [page] = useRemote(`inbox?${key}`, () => loadPage(query), INBOX_POLL_MS)
  const go = (next: InboxQuery) => navigate({ search: `?${writeQuery(next)}` })
  const total = page.kind === 'ready' ? page.value.total : 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  return (
    <Stack gap={4}>
      <Heading as="h1" size="2xl">
        Leads
      </Heading>
      <InboxFilters query={query} onChange={go} />
      <ExportButton query={query} />
      {problems.map((p) => (
        <Text key={p} role="alert" color="red.700">
          {p}
        </Text>
      ))}
      {page.kind === 'loading' && <Text aria-live="polite">Carregando os leads…</Text>}
      {page.kind === 'error' && (
        <Text role="alert" color="red.700">
          {page.message}
        </Text>
      )}
      {page.kind === 'ready' && (
        <>
          <Text aria-live="polite" color="gray.700" data-testid="inbox-total">
            {total === 0
              ? 'Nenhum lead encontrado com estes filtros.'
              : `${total.toLocaleString('pt-BR')} ${total === 1 ? 'lead' : 'leads'} · página ${query.page} de ${pages}`}
          </Text>
          <Box opacity={page.refreshing ? 0.7 : 1}>
            <LeadTable rows={page.value.rows} />
            <LeadCards rows={page.value.rows} />
          </Box>
          {pages > 1 && (
            <HStack justify="space-between">
              <Button variant="outline" disabled={query.page <= 1} onClick={() => go({ ...query, page: query.page - 1 })}>
                Anterior
              </Button>
              <Text>
                {query.page} / {pages}
              </Text>
              <Button variant="outline" disabled={query.page >= pages} onClick={() => go({ ...query, page: query.page + 1 })}>
                Próxima
              </Button>
            </HStack>
          )}
        </>
      )}
    </Stack>
  )
}

const StatusBadge = ({ status }: { status: string }) => {
  const s = statusOf(status)
  return (
    <Badge colorPalette={s.palette} variant="subtle">
      {s.label}
    </Badge>
  )
}

const whoText = (who: Who) => who.name ?? who.email ?? who.company ?? 'Sem nome'

function LeadLink({ row }: { row: InboxRow }) {
  return (
    <Link asChild color="orange.800" fontWeight="semibold">
      <RouterLink to={leadPath(row.source_table, row.source_id)}>{whoText(row.who)}</RouterLink>
    </Link>
  )
}

// A plain table: Chakra's Table recipe is not in the site's theme subset (src/app/system.ts), which the public pages share.
const cell = { px: 3, py: 2, textAlign: 'start', borderBottomWidth: '1px', borderColor: 'gray.200', verticalAlign: 'top' } as const

function LeadTable({ rows }: { rows: InboxRow[] }) {
  const headers = ['Quando', 'Formulário', 'Quem', 'Empresa', 'E-mail', 'Situação']
  return (
    <Box as="table" hideBelow="md" w="full" fontSize="sm" style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {headers.map((h) => (
            <Box as="th" key={h} {...cell} fontWeight="semibold" color="gray.700" bg="gray.50">
              {h}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Box as="tr" key={`${row.source_table}/${row.source_id}`} _hover={{ bg: 'orange.50' }}>
            <Box as="td" {...cell} whiteSpace="nowrap">
              {when(row.created_at)}
            </Box>
            <Box as="td" {...cell}>
              {row.form_title}
            </Box>
            <Box as="td" {...cell}>
              <LeadLink row={row} />
            </Box>
            <Box as="td" {...cell}>
              {row.who.company ?? '—'}
            </Box>
            <Box as="td" {...cell} wordBreak="break-all">
              {row.who.email ?? '—'}
            </Box>
            <Box as="td" {...cell}>
              <StatusBadge status={row.status} />
            </Box>
          </Box>
        ))}
      </tbody>
    </Box>
  )
}

/** The phone's list: one card per lead, the whole card's first line a link with a finger-sized target. */
function LeadCards({ rows }: { rows: InboxRow[] }) {
  return (
    <Stack as="ul" hideFrom="md" gap={2} listStyleType="none">
      {rows.map((row) => (
        <Box as="li" key={`${row.source_table}/${row.source_id}`} borderWidth="1px" rounded="md" p={3}>
          <Flex justify="space-between" gap={2} align="start" minH="44px">
            <LeadLink row={row} />
            <StatusBadge status={row.status} />
          </Flex>
          <Text fontSize="sm" color="gray.700">
            {row.form_title} · {when(row.created_at)}
          </Text>
          {(row.who.company || row.who.email) && (
            <Text fontSize="sm" color="gray.700" wordBreak="break-all">
              {[row.who.company, row.who.email].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  )
}
