import { Box } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import { agencyTime, leadPath } from '#form-core'
import { AnswerLinks } from './answer-links.tsx'
import { RowStatus, SelectLead } from './inbox-status.tsx'
import type { InboxQuery } from './inbox-query.ts'
import { whoText } from './lead-people.ts'
import { LEAD_STATUSES } from './lead-status.ts'
import { OwnerSelect } from './owner-select.tsx'
import type { InboxRow } from './queries.ts'
import { SortHeader, SortSelect, type OnSort } from './sort-controls.tsx'

export const when = agencyTime

// The list is plain HTML under one style each (table, cards): Chakra's components and style props per cell cost
// their styling on every row of every page (25 rows, every 15 s), the inbox's slowest part after the network.
const link = { color: 'orange.800', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '2px' } as const
const statusColors = Object.fromEntries(
  LEAD_STATUSES.map((s) => [`& [data-status="${s.value}"]`, { bg: `${s.palette}.100`, color: `${s.palette}.800` }]),
)
// The status is a select in each row (inbox-status.tsx), coloured as its badge was; its tick box a 24 px target or more.
const controls = {
  '& .painel-status': {
    px: 2,
    minH: '32px',
    borderRadius: 'sm',
    borderWidth: '1px',
    borderColor: 'gray.300',
    fontSize: 'sm',
    fontWeight: 'medium',
    cursor: 'pointer',
  },
  '& .painel-row-status': { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 },
  '& .painel-said': { fontSize: 'xs', fontWeight: 'semibold', color: 'green.800' },
  '& .painel-said:empty': { display: 'none' },
  '& .painel-refused': { color: 'red.700' },
  '& .painel-select': { display: 'inline-flex', alignItems: 'center', gap: 2, minH: '32px', cursor: 'pointer' },
  '& .painel-select input': { w: '20px', h: '20px', accentColor: 'orange.700', cursor: 'pointer' },
} as const

/** Marked for the eye and read by a screen reader: the member never opened this lead (decision 213). */
const NewMark = ({ row }: { row: InboxRow }) => (row.new ? <span className="painel-new">Novo para você</span> : null)

/** What both lists take besides their rows (decision 174: owner and order). */
export interface ListProps {
  rows: InboxRow[]
  list: string
  query: InboxQuery
  onSort: OnSort
}
const ownerLabel = (row: InboxRow) => `Responsável por ${whoText(row.who)}`
const ownCss = {
  '& .painel-new': {
    display: 'inline-block',
    px: 2,
    borderRadius: 'sm',
    fontSize: 'xs',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    bg: 'orange.800',
    color: 'white',
    ml: 2,
  },
  '& .painel-owner': { display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' },
  '& .painel-owner select': { borderWidth: '1px', borderColor: 'gray.400', rounded: 'sm', minH: '32px', maxW: '14rem', bg: 'white' },
  '& .painel-owner-said': { fontSize: 'xs', color: 'green.800' },
  '& .painel-owner-error': { fontSize: 'xs', color: 'red.700' },
} as const

/** What a lead page's "← Todos os leads" returns to: the list's own query string, carried in the history entry. */
export interface FromList {
  list: string
}

const LeadLink = ({ row, list }: { row: InboxRow; list: string }) => (
  <RouterLink to={leadPath(row.source_table, row.source_id)} state={{ list } satisfies FromList}>
    {whoText(row.who)}
  </RouterLink>
)

const tableCss = {
  w: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th, & td': { px: 3, py: 2, textAlign: 'start', borderBottomWidth: '1px', borderColor: 'gray.200', verticalAlign: 'top' },
  '& th': { fontWeight: 'semibold', color: 'gray.700', bg: 'gray.50' },
  '& tbody tr:hover': { bg: 'orange.50' },
  '& td:first-of-type': { whiteSpace: 'nowrap' },
  '& td.painel-email': { wordBreak: 'break-all' },
  // A target of 24 px or more (WCAG 2.5.8) on a row of text.
  '& a': { ...link, display: 'inline-block', py: 1 },
  '& .painel-select span': { srOnly: true },
  ...controls,
  '& .painel-sort': { fontWeight: 'semibold', minH: '24px', cursor: 'pointer', textAlign: 'start' },
  ...statusColors,
  ...ownCss,
} as const

export function LeadTable({ rows, list, query, onSort }: ListProps) {
  return (
    <Box as="table" css={tableCss}>
      <thead>
        <tr>
          <th>
            <Box as="span" srOnly>
              Selecionar
            </Box>
          </th>
          <SortHeader field="date" query={query} onSort={onSort} />
          <SortHeader field="form" query={query} onSort={onSort} />
          <th>Quem</th>
          <th>Empresa</th>
          <th>E-mail</th>
          <SortHeader field="status" query={query} onSort={onSort} />
          <SortHeader field="owner" query={query} onSort={onSort} />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.source_table}/${row.source_id}`}>
            <td>
              <SelectLead row={row} />
            </td>
            <td>
              {when(row.created_at)}
              <NewMark row={row} />
            </td>
            <td>{row.form_title}</td>
            <td>
              <LeadLink row={row} list={list} />
            </td>
            <td>{row.who.company ?? '—'}</td>
            <td className="painel-email">{row.who.email ?? '—'}</td>
            <td>
              <RowStatus row={row} />
            </td>
            <td>
              <OwnerSelect lead={row} owner={row.owner} label={ownerLabel(row)} />
            </td>
          </tr>
        ))}
      </tbody>
    </Box>
  )
}

const cardsCss = {
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  listStyleType: 'none',
  '& > li': { borderWidth: '1px', borderColor: 'gray.200', rounded: 'md', p: 3 },
  '& .painel-when': { whiteSpace: 'nowrap' },
  '& .painel-card-top': { display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: 2, minH: '44px' },
  // A long e-mail breaks anywhere rather than widening the page; a date or a title breaks at its spaces.
  '& p': { fontSize: 'sm', color: 'gray.700', overflowWrap: 'anywhere' },
  '& .painel-card-top a': { ...link, py: 2 },
  '& > li > ul': { mt: 2 },
  '& .painel-card-actions': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 2 },
  ...controls,
  // A finger's target on the phone (decision 170).
  '& .painel-select, & .painel-status': { minH: '44px' },
  '& .painel-card-owner': { mt: 2, fontSize: 'sm', color: 'gray.700', display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' },
  ...statusColors,
  ...ownCss,
  '& .painel-owner select': { ...ownCss['& .painel-owner select'], minH: '44px', maxW: 'full' },
} as const

const sortSelectCss = {
  '& label': { display: 'flex', flexDirection: 'column', gap: 1, fontSize: 'sm', fontWeight: 'medium' },
  '& select': { borderWidth: '1px', borderColor: 'gray.400', rounded: 'md', minH: '44px', px: 2, bg: 'white' },
} as const

/** The phone's list: one card per lead, the whole card's first line a link with a finger-sized target. */
export function LeadCards({ rows, list, query, onSort }: ListProps) {
  return (
    <>
      <Box css={sortSelectCss} mb={3}>
        <SortSelect query={query} onSort={onSort} />
      </Box>
      <Box as="ul" css={cardsCss}>
        {rows.map((row) => (
          <li key={`${row.source_table}/${row.source_id}`}>
            <div className="painel-card-top">
              <LeadLink row={row} list={list} />
            </div>
            <p>
              {row.form_title} · <span className="painel-when">{when(row.created_at)}</span>
              <NewMark row={row} />
            </p>
            {(row.who.company || row.who.email) && <p>{[row.who.company, row.who.email].filter(Boolean).join(' · ')}</p>}
            <AnswerLinks who={row.who} lead={row} />
            <div className="painel-card-actions">
              <SelectLead row={row} />
              <RowStatus row={row} />
            </div>
            <div className="painel-card-owner">
              <OwnerSelect lead={row} owner={row.owner} label={ownerLabel(row)} />
            </div>
          </li>
        ))}
      </Box>
    </>
  )
}
