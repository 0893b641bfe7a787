import { SORTS, sortOf, type InboxQuery, type SortField } from './inbox-query.ts'

/** The columns a member sorts by, with their names on screen. */
export const SORT_LABELS: Record<SortField, string> = { date: 'Quando', form: 'Formulário', status: 'Situação', owner: 'Responsável' }
const DIRECTION_WORDS = (field: SortField, desc: boolean) =>
  field === 'date' ? (desc ? 'mais novos primeiro' : 'mais antigos primeiro') : desc ? 'de Z a A' : 'de A a Z'

export type OnSort = (sort: { sort: SortField; desc: boolean }) => void

/** A sortable column's header: a button, the current order in `aria-sort`; a second click turns the direction. */
export function SortHeader({ field, query, onSort }: { field: SortField; query: InboxQuery; onSort: OnSort }) {
  const current = sortOf(query)
  const active = current.sort === field
  const next = active ? !current.desc : sortOf({ page: 1, sort: field }).desc
  return (
    <th aria-sort={active ? (current.desc ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className="painel-sort" onClick={() => onSort({ sort: field, desc: next })}>
        {SORT_LABELS[field]}
        <span aria-hidden="true">{active ? (current.desc ? ' ▼' : ' ▲') : ' ↕'}</span>
      </button>
    </th>
  )
}

/** The phone's cards have no headers: one select of every order. */
export function SortSelect({ query, onSort }: { query: InboxQuery; onSort: OnSort }) {
  const { sort, desc } = sortOf(query)
  const options = (Object.keys(SORTS) as SortField[]).flatMap((field) =>
    [false, true].map((d) => ({ value: `${field}:${d}`, label: `${SORT_LABELS[field]}, ${DIRECTION_WORDS(field, d)}` })),
  )
  return (
    <label className="painel-sort-select">
      Ordenar por
      <select
        value={`${sort}:${desc}`}
        onChange={(e) => {
          const [field, d] = e.target.value.split(':')
          onSort({ sort: field as SortField, desc: d === 'true' })
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
}
