import { Box } from '@chakra-ui/react'
import { Fragment, memo } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { agencyTime, leadPath } from '#form-core'
import { AnswerLinks } from './answer-links.tsx'
import { SelectLead } from './bulk-bar.tsx'
import { RowStatus } from './inbox-status.tsx'
import { agencyToday, type InboxQuery } from './inbox-query.ts'
import { whoText } from './lead-people.ts'
import { LEAD_STATUSES } from './lead-status.ts'
import { OwnerSelect, TakeLead, takeCss, useMe } from './owner-select.tsx'
import { startsLead, type InboxRow } from './queries.ts'
import { SortHeader, type OnSort } from './sort-controls.tsx'

export const when = agencyTime

/**
 * A card's when: without the year when it is this year's (issue 44: the year pushed the longest form's line to a
 * third one on a phone). The table, the lead page and the CSV keep the whole date.
 */
export const cardWhen = (at: string, year: string) => when(at).replace(`/${year} `, ' ')

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
  /** The team's e-mails (the owner's select), read once by the screen. */
  team: readonly string[]
}
const ownerLabel = (row: InboxRow) => `Responsável por ${whoText(row.who)}`
const takeLabel = (row: InboxRow) => `Assumir ${whoText(row.who)}`
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
  /** Opened from the list itself: the entry before this one is that list, and "← Todos os leads" goes back to it. */
  fromList?: true
}

/**
 * Where each list (by its query string) was left for a lead: back, or "← Todos os leads", returns there rather than to
 * the list's top (the play-test had scrolled to the eighth card and came back to the first).
 */
export const listPlaces = new Map<string, number>()

const LeadLink = ({ row, list }: { row: InboxRow; list: string }) => (
  <RouterLink
    to={leadPath(row.source_table, row.source_id)}
    state={{ list, fromList: true } satisfies FromList}
    onClick={(event) => {
      listPlaces.set(list, window.scrollY)
      startsLead(row)(event)
    }}
  >
    {whoText(row.who)}
  </RouterLink>
)

const tableCss = {
  w: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th, & td': { px: 3, py: 2, textAlign: 'start', borderBottomWidth: '1px', borderColor: 'gray.200', verticalAlign: 'top' },
  // A heading and its sort arrow on one line, however narrow its column is left (the owner's cell does not wrap).
  '& th': { fontWeight: 'semibold', color: 'gray.700', bg: 'gray.50', whiteSpace: 'nowrap' },
  '& tbody tr:hover': { bg: 'orange.50' },
  '& td:first-of-type': { whiteSpace: 'nowrap' },
  // The date on one line, its "Novo para você" under it (at 1440 px the date broke in two beside a two-line title).
  '& td.painel-when': { whiteSpace: 'nowrap' },
  '& td.painel-when .painel-new': { display: 'block', w: 'fit-content', ml: 0, mt: 1 },
  // An address breaks after its @ when it must, never mid-word (issue 44): the <wbr> of EmailText.
  '& td.painel-email': { overflowWrap: 'anywhere' },
  // A target of 24 px or more (WCAG 2.5.8) on a row of text.
  '& a': { ...link, display: 'inline-block', py: 1 },
  '& .painel-select span': { srOnly: true },
  ...controls,
  '& .painel-sort': { fontWeight: 'semibold', minH: '24px', cursor: 'pointer', textAlign: 'start' },
  ...statusColors,
  ...ownCss,
  // "Assumir" beside the owner's select, the card's rule (TakeLead), at a row's height, on the select's line: the
  // table gives the column their width together rather than wrapping the button under the select (issue 44).
  ...takeCss,
  '& .painel-owner-cell': { display: 'inline-flex', alignItems: 'center', gap: 2, flexWrap: 'nowrap' },
  '& .painel-owner-cell select': { maxW: '12rem' },
  '& .painel-take': { ...takeCss['& .painel-take'], minH: '32px', px: 2.5 },
  '& .painel-mine': { ...takeCss['& .painel-mine'], minH: '32px' },
} as const

export function LeadTable({ rows, list, query, onSort, team }: ListProps) {
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
          <TableRow key={`${row.source_table}/${row.source_id}`} row={row} list={list} team={team} />
        ))}
      </tbody>
    </Box>
  )
}

/**
 * One row, drawn again only when its lead, the list or the team changes: a poll (every 15 s, the library keeping the
 * unchanged rows' objects), the team's arrival or a tick redraws what changed, not 25 rows of selects.
 */
const TableRow = memo(function TableRow({ row, list, team }: { row: InboxRow; list: string; team: readonly string[] }) {
  return (
    <tr>
      <td>
        <SelectLead row={row} />
      </td>
      <td className="painel-when">
        {when(row.created_at)}
        <NewMark row={row} />
      </td>
      <td>{row.form_title}</td>
      <td>
        <LeadLink row={row} list={list} />
      </td>
      <td>{row.who.company ?? '—'}</td>
      <td className="painel-email">{row.who.email ? <EmailText email={row.who.email} /> : '—'}</td>
      <td>
        <RowStatus row={row} />
      </td>
      <td>
        <span className="painel-owner-cell">
          <OwnerSelect lead={row} owner={row.owner} label={ownerLabel(row)} team={team} />
          <TakeLead lead={row} owner={row.owner} label={takeLabel(row)} />
        </span>
      </td>
    </tr>
  )
})

/**
 * An e-mail address that may break only after its @ or before a dot, never mid-word: a narrow column, a phone's lead
 * page and its printout break it there (issue 44). One box on its line: an address that fits a line of its own goes
 * whole to the next one rather than leaving "vitor" behind (the play-test's ".lima@…").
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@')
  if (at < 0) return email
  const parts = [email.slice(0, at + 1), email.slice(at + 1)].flatMap((side) => side.split(/(?=\.)/))
  return (
    <span className="painel-email-text" style={{ display: 'inline-block', maxWidth: '100%', overflowWrap: 'normal', wordBreak: 'normal' }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  )
}

/**
 * Who owns a lead, in a card's few words and never cut (issue 44: a long address was): nobody, or a colleague's
 * address before its @, the whole address in its title and for a screen reader. The member's own lead says so once,
 * with TakeLead's "✓ Seu" where "Assumir" was (the play-test read "Seu" twice on one card).
 */
function CardOwner({ owner, me }: { owner: string | null; me: string | undefined }) {
  if (owner === null) return <span className="painel-card-owner">· Sem responsável</span>
  if (owner === me) return null
  const at = owner.indexOf('@')
  return (
    <span className="painel-card-owner" title={`Responsável: ${owner}`}>
      · Resp.: {at < 0 ? owner : owner.slice(0, at)}
      {at >= 0 && <span className="painel-sr">{owner.slice(at)}</span>}
    </span>
  )
}

// Compact cards (issue 44, item 3): name and status on the first line, when, form and owner on the second, then
// "Assumir" and the three replies; 136 px a card on the longest form title, so five leads fit a phone's screen below
// the folded filters (decision 235).
const cardsCss = {
  display: 'flex',
  flexDirection: 'column',
  gap: 1.5,
  listStyleType: 'none',
  '& > li': { borderWidth: '1px', borderColor: 'gray.200', rounded: 'md', px: 2, py: 1 },
  '& .painel-card-top': { display: 'flex', alignItems: 'center', gap: 1, minH: '44px' },
  // A block box: the phone's rule makes links inline-flex (workspace-page.tsx), and on a flex box the "…" is never drawn
  // (the play-test read "Camila Rocha Antune" cut mid-letter).
  '& .painel-card-top a': {
    ...link,
    display: 'block',
    flex: '1',
    minW: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    lineHeight: '24px',
    py: 2.5,
  },
  // Text that wraps, nothing cut: beside "Sem responsável" the form's name ended in "…" (issue 44's play-test); the
  // longest title now takes a second line. The owner moves to it as one piece.
  '& .painel-card-meta': { fontSize: 'xs', color: 'gray.700', pl: 1 },
  '& .painel-card-owner': { display: 'inline-block', maxW: 'full', overflowWrap: 'anywhere', color: 'gray.800', fontWeight: 'medium' },
  '& .painel-sr': { srOnly: true },
  '& .painel-card-actions': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 0.5 },
  '& .painel-card-actions ul': { gap: 1.5 },
  '& .painel-card-actions a': { px: 2.5 },
  ...controls,
  // A finger's target on the phone (decision 170): the tick box's whole label, the status select.
  '& .painel-select': { ...controls['& .painel-select'], minH: '44px', minW: '44px', justifyContent: 'center' },
  '& .painel-select span': { srOnly: true },
  '& .painel-status': { minH: '44px', maxW: '9.5rem' },
  '& .painel-row-status': { flexWrap: 'nowrap' },
  '& .painel-said': { srOnly: true },
  ...statusColors,
  ...ownCss,
  ...takeCss,
} as const

/** The phone's list: one compact card per lead, everything a finger needs at 44 px. */
export function LeadCards({ rows, list }: ListProps) {
  const me = useMe()
  const year = agencyToday().slice(0, 4)
  return (
    <Box as="ul" data-list="cards" css={cardsCss}>
      {rows.map((row) => (
        <LeadCard key={`${row.source_table}/${row.source_id}`} row={row} list={list} me={me} year={year} />
      ))}
    </Box>
  )
}

/** One card, drawn again only when its lead or the list changes (TableRow's rule). */
const LeadCard = memo(function LeadCard({
  row,
  list,
  me,
  year,
}: {
  row: InboxRow
  list: string
  me: string | undefined
  /** This year in the agency's time: its dates go without it. */
  year: string
}) {
  return (
    <li>
      <div className="painel-card-top">
        <SelectLead row={row} />
        <LeadLink row={row} list={list} />
        <RowStatus row={row} />
      </div>
      <p className="painel-card-meta">
        <time dateTime={row.created_at} title={when(row.created_at)}>
          {cardWhen(row.created_at, year)}
        </time>{' '}
        · {row.form_title} <CardOwner owner={row.owner} me={me} />
        <NewMark row={row} />
      </p>
      <div className="painel-card-actions">
        <TakeLead lead={row} owner={row.owner} label={takeLabel(row)} />
        <AnswerLinks who={row.who} lead={row} />
      </div>
    </li>
  )
})
