import { Box } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import { agencyTime, leadPath } from '#form-core'
import { AnswerLinks } from './answer-links.tsx'
import { RowStatus, SelectLead } from './inbox-status.tsx'
import { whoText } from './lead-people.ts'
import { LEAD_STATUSES } from './lead-status.ts'
import type { InboxRow } from './queries.ts'

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
  ...statusColors,
} as const

const HEADERS = ['Quando', 'Formulário', 'Quem', 'Empresa', 'E-mail', 'Situação']

export function LeadTable({ rows, list }: { rows: InboxRow[]; list: string }) {
  return (
    <Box as="table" css={tableCss}>
      <thead>
        <tr>
          <th>
            <Box as="span" srOnly>
              Selecionar
            </Box>
          </th>
          {HEADERS.map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.source_table}/${row.source_id}`}>
            <td>
              <SelectLead row={row} />
            </td>
            <td>{when(row.created_at)}</td>
            <td>{row.form_title}</td>
            <td>
              <LeadLink row={row} list={list} />
            </td>
            <td>{row.who.company ?? '—'}</td>
            <td className="painel-email">{row.who.email ?? '—'}</td>
            <td>
              <RowStatus row={row} />
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
  ...statusColors,
} as const

/** The phone's list: one card per lead, the whole card's first line a link with a finger-sized target. */
export function LeadCards({ rows, list }: { rows: InboxRow[]; list: string }) {
  return (
    <Box as="ul" css={cardsCss}>
      {rows.map((row) => (
        <li key={`${row.source_table}/${row.source_id}`}>
          <div className="painel-card-top">
            <LeadLink row={row} list={list} />
          </div>
          <p>
            {row.form_title} · <span className="painel-when">{when(row.created_at)}</span>
          </p>
          {(row.who.company || row.who.email) && <p>{[row.who.company, row.who.email].filter(Boolean).join(' · ')}</p>}
          <AnswerLinks who={row.who} lead={row} />
          <div className="painel-card-actions">
            <SelectLead row={row} />
            <RowStatus row={row} />
          </div>
        </li>
      ))}
    </Box>
  )
}
