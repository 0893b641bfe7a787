import { Box, type SystemStyleObject } from '@chakra-ui/react'
import { memo, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { ExportButton } from './export-button.tsx'
import { DAY_FAULTS, DayInput, QuickPeriods, dayFault, dayInputCss, dayText } from './day-input.tsx'
import { MY_LEADS, NOBODY, type InboxQuery } from './inbox-query.ts'
import { LEAD_STATUSES, isLeadStatus, statusOf } from './lead-status.ts'
import type { FormOption } from './reads.ts'
import { buttonClass, controlsCss, controlsRowCss, PlainField, PlainSelect } from './plain-controls.tsx'
import { SortSelect, type OnSort } from './sort-controls.tsx'

interface Props {
  query: InboxQuery
  /** A change of some filters, applied over the address as it is when it lands (inbox.tsx). */
  onChange(patch: Partial<InboxQuery>): void
  /** Read with the inbox's first page (workspace_inbox), not by a call of their own. */
  forms: readonly FormOption[]
  /** The team's e-mails, for the owner filter. */
  team: readonly string[]
  /**
   * On a phone the filters fold behind one "Filtros (n)" button, with a chip for each filter applied; the order's
   * select and "Exportar CSV" go in the fold too (`onSort`), so the first screen is the leads' (issue 44, item 3).
   * `total`, the list's (absent while it is read), names the button that closes the fold onto the list (decision 241).
   */
  fold?: { onSort: OnSort; total?: number }
}

type DayField = 'from' | 'to'
const DAY_LABELS: Record<DayField, string> = { from: 'De', to: 'Até' }

interface Applied {
  text: string
  clear: Partial<InboxQuery>
}

/** The filters applied, each as a chip's words and what removing it changes. */
function appliedFilters(query: InboxQuery, forms: readonly FormOption[]): Applied[] {
  const owner = query.owner === MY_LEADS ? 'Meus leads' : query.owner === NOBODY ? 'Sem responsável' : query.owner
  const period =
    query.from && query.to
      ? `${dayText(query.from)} a ${dayText(query.to)}`
      : query.from
        ? `desde ${dayText(query.from)}`
        : query.to
          ? `até ${dayText(query.to)}`
          : undefined
  const all: (Applied | false | undefined | '')[] = [
    query.news && { text: 'Novos para mim', clear: { news: undefined } },
    query.form && { text: `Formulário: ${forms.find((f) => f.form_id === query.form)?.title ?? query.form}`, clear: { form: undefined } },
    query.status && { text: `Situação: ${statusOf(query.status).label}`, clear: { status: undefined } },
    owner && { text: `Responsável: ${owner}`, clear: { owner: undefined } },
    period && { text: `Período: ${period}`, clear: { from: undefined, to: undefined } },
    query.search && { text: `Busca: “${query.search}”`, clear: { search: undefined } },
  ]
  return all.filter((f): f is Applied => !!f)
}

/** The words of the button that closes the fold onto the list: how many leads it shows. */
export function resultsText(total: number | undefined): string {
  if (total === undefined) return 'Ver os leads'
  if (total === 0) return 'Fechar os filtros: nenhum lead'
  return total === 1 ? 'Ver o lead' : `Ver os ${total.toLocaleString('pt-BR')} leads`
}

/**
 * Each choice changes the address at once (a new history entry); the search goes on Enter or "Buscar". Drawn again
 * only when its props change (inbox.tsx keeps them stable): not when the list's rows arrive.
 */
export const InboxFilters = memo(function InboxFilters({ query, onChange, forms, team, fold }: Props) {
  // Keyed by the address's search: back and forward put its words back in the box.
  const [typed, setTyped] = useState<{ for: string; text: string }>()
  const search = typed?.for === (query.search ?? '') ? typed.text : (query.search ?? '')
  const setSearch = (text: string) => setTyped({ for: query.search ?? '', text })
  const set = (patch: Partial<InboxQuery>) => onChange({ ...patch, page: 1 })
  // A date left incomplete in its box: its filter is off, and the list says so while the address has no day there.
  const [unapplied, setUnapplied] = useState<Partial<Record<DayField, string>>>({})
  const notApplied = (Object.keys(DAY_LABELS) as DayField[]).filter((f) => unapplied[f] && !query[f])
  const [open, setOpen] = useState(false)
  const panel = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  // Closed before the scroll, so the list is where it will stay: "Filtros" at the screen's top, the list under it,
  // and the focus on the button that opens the panel again (decision 241).
  const showResults = () => {
    flushSync(() => setOpen(false))
    toggle.current?.focus({ preventScroll: true })
    toggle.current?.scrollIntoView({ block: 'start' })
  }
  const applied = appliedFilters(query, forms)
  const form = (
    <form role="search" onSubmit={(e) => (e.preventDefault(), set({ search: search.trim() || undefined }))}>
      <button
        type="button"
        className={`${buttonClass(query.news ? 'solid' : 'outline', 'orange')} pc-whole`}
        aria-pressed={query.news === true}
        onClick={() => set({ news: query.news ? undefined : true })}
      >
        Novos para mim
      </button>
      <PlainSelect className="pc-choice" label="Formulário" value={query.form ?? ''} onChange={(v) => set({ form: v || undefined })}>
        <option value="">Todos</option>
        {forms.map((f) => (
          <option key={f.form_id} value={f.form_id}>
            {f.title}
          </option>
        ))}
      </PlainSelect>
      <PlainSelect
        className="pc-choice"
        label="Situação"
        value={query.status ?? ''}
        onChange={(v) => set({ status: isLeadStatus(v) ? v : undefined })}
      >
        <option value="">Todas</option>
        {LEAD_STATUSES.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </PlainSelect>
      <PlainSelect
        className="pc-choice pc-owner"
        label="Responsável"
        value={query.owner ?? ''}
        onChange={(v) => set({ owner: v || undefined })}
      >
        <option value="">Todos</option>
        <option value={MY_LEADS}>Meus leads</option>
        <option value={NOBODY}>Sem responsável</option>
        {(query.owner && ![MY_LEADS, NOBODY, ...team].includes(query.owner) ? [...team, query.owner] : team).map((email) => (
          <option key={email} value={email}>
            {email}
          </option>
        ))}
      </PlainSelect>
      {/* "De" and "Até" wrap together: at 1440 px "De" ended the first line and "Até" began the second. */}
      <div className="pc-range">
        {(Object.keys(DAY_LABELS) as DayField[]).map((field) => (
          <DayInput
            key={field}
            label={DAY_LABELS[field]}
            value={query[field]}
            onChange={(day) => set({ [field]: day })}
            onUnapplied={(text) => setUnapplied((u) => ({ ...u, [field]: text }))}
          />
        ))}
      </div>
      <QuickPeriods from={query.from} to={query.to} onPick={(period, on) => set(on ? { from: undefined, to: undefined } : period)} />
      <PlainField
        label="Buscar nas respostas"
        className="pc-search"
        control={({ id }) => (
          <input
            id={id}
            className="pc-input"
            type="search"
            value={search}
            maxLength={200}
            placeholder="nome, empresa, e-mail, palavra…"
            onChange={(e) => setSearch(e.target.value)}
          />
        )}
      />
      <button type="submit" className={buttonClass('solid', 'orange')}>
        Buscar
      </button>
      {fold && (
        <div className="pc-sort">
          <SortSelect query={query} onSort={fold.onSort} />
        </div>
      )}
    </form>
  )
  return (
    <Box css={filtersCss}>
      {fold && (
        <div className="pc-applied">
          <button
            ref={toggle}
            type="button"
            className={buttonClass('outline')}
            aria-expanded={open}
            aria-controls={panel}
            onClick={() => setOpen(!open)}
          >
            {applied.length ? `Filtros (${applied.length})` : 'Filtros'}
            <span aria-hidden="true">{open ? ' ▲' : ' ▼'}</span>
          </button>
          {applied.map((f) => (
            <button
              key={f.text}
              type="button"
              className={`${buttonClass('subtle', 'orange', 'sm')} pc-chip`}
              aria-label={`Tirar o filtro ${f.text}`}
              onClick={() => set(f.clear)}
            >
              <span className="pc-truncate">{f.text}</span>
              <span aria-hidden="true">✕</span>
            </button>
          ))}
        </div>
      )}
      {fold ? (
        // The export folds with the filters on a phone: it exports what they select, and on a row of its own with
        // its note it took 110 px of the first screen, most of a card (issue 44: four cards fitted, not five).
        // The panel stays open after each choice; its last button, where the thumb ends after the export, closes it
        // onto the list it selected (decision 241).
        <div id={panel} hidden={!open} className="pc-panel">
          {form}
          <ExportButton query={query} />
          <button type="button" className={`${buttonClass('solid', 'orange')} pc-results`} onClick={showResults}>
            {resultsText(fold.total)}
          </button>
        </div>
      ) : (
        form
      )}
      {notApplied.map((f) => (
        <p key={f} role="alert" className="pc-alert">
          O filtro “{DAY_LABELS[f]}” não está aplicado: a data “{unapplied[f]}”{' '}
          {DAY_FAULTS[dayFault(unapplied[f] ?? '') ?? 'incomplete'].list}.
        </p>
      ))}
    </Box>
  )
})

// The screen's one style: the plain controls (plain-controls.tsx), the day boxes', and this layout, as the props were.
const filtersCss = {
  ...controlsCss,
  ...dayInputCss,
  display: 'flex',
  flexDirection: 'column',
  gap: 3,
  '& .pc-applied': { display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' },
  '& .pc-panel': { display: 'flex', flexDirection: 'column', gap: 4 },
  '& form': controlsRowCss,
  '& .pc-whole': { w: { base: 'full', md: 'auto' } },
  '& .pc-range': { display: 'flex', gap: 3, alignItems: 'flex-start', w: { base: 'full', md: 'auto' } },
  '& .pc-choice': { w: { base: 'full', md: 'auto' }, minW: { md: '44' } },
  // A select is as wide as its longest option: the team's e-mails made "Responsável" 400 px at 1440.
  '& .pc-owner': { maxW: { md: '64' } },
  '& .pc-search': { flex: '1', minW: { base: 'full', md: '56' } },
  '& .pc-chip': { rounded: 'full', maxW: 'full' },
  '& .pc-alert': { color: 'red.700', fontWeight: 'medium' },
  '& .pc-sort': { w: 'full' },
  '& .pc-results': { w: 'full' },
  '& .pc-sort label': { display: 'flex', flexDirection: 'column', gap: 1.5, fontSize: 'sm', fontWeight: 'medium' },
  '& .pc-sort select': { borderWidth: '1px', borderColor: 'gray.300', rounded: 'l2', minH: '44px', px: 3, bg: 'white' },
} as SystemStyleObject
