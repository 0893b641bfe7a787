import { Button, Field, Flex, Group, Input, NativeSelect } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { DayInput } from './day-input.tsx'
import { MY_LEADS, NOBODY, QUICK_PERIODS, quickPeriod, type InboxQuery } from './inbox-query.ts'
import { LEAD_STATUSES, isLeadStatus } from './lead-status.ts'
import type { FormOption } from './reads.ts'

function Select({ label, value, onChange, children }: { label: string; value: string; onChange(v: string): void; children: ReactNode }) {
  return (
    <Field.Root w={{ base: 'full', md: 'auto' }} minW={{ md: '44' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

interface Props {
  query: InboxQuery
  /** A change of some filters, applied over the address as it is when it lands (inbox.tsx). */
  onChange(patch: Partial<InboxQuery>): void
  /** Read with the inbox's first page (workspace_inbox), not by a call of their own. */
  forms: readonly FormOption[]
  /** The team's e-mails, for the owner filter. */
  team: readonly string[]
}

/** Each choice changes the address at once (a new history entry); the search goes on Enter or "Buscar". */
export function InboxFilters({ query, onChange, forms, team }: Props) {
  // Keyed by the address's search: back and forward put its words back in the box.
  const [typed, setTyped] = useState<{ for: string; text: string }>()
  const search = typed?.for === (query.search ?? '') ? typed.text : (query.search ?? '')
  const setSearch = (text: string) => setTyped({ for: query.search ?? '', text })
  const set = (patch: Partial<InboxQuery>) => onChange({ ...patch, page: 1 })
  return (
    <Flex
      as="form"
      role="search"
      gap={3}
      wrap="wrap"
      align="end"
      onSubmit={(e) => (e.preventDefault(), set({ search: search.trim() || undefined }))}
    >
      <Button
        type="button"
        variant={query.news ? 'solid' : 'outline'}
        colorPalette="orange"
        aria-pressed={query.news === true}
        w={{ base: 'full', md: 'auto' }}
        onClick={() => set({ news: query.news ? undefined : true })}
      >
        Novos para mim
      </Button>
      <Select label="Formulário" value={query.form ?? ''} onChange={(v) => set({ form: v || undefined })}>
        <option value="">Todos</option>
        {forms.map((f) => (
          <option key={f.form_id} value={f.form_id}>
            {f.title}
          </option>
        ))}
      </Select>
      <Select label="Situação" value={query.status ?? ''} onChange={(v) => set({ status: isLeadStatus(v) ? v : undefined })}>
        <option value="">Todas</option>
        {LEAD_STATUSES.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </Select>
      <Select label="Responsável" value={query.owner ?? ''} onChange={(v) => set({ owner: v || undefined })}>
        <option value="">Todos</option>
        <option value={MY_LEADS}>Meus leads</option>
        <option value={NOBODY}>Sem responsável</option>
        {(query.owner && ![MY_LEADS, NOBODY, ...team].includes(query.owner) ? [...team, query.owner] : team).map((email) => (
          <option key={email} value={email}>
            {email}
          </option>
        ))}
      </Select>
      <DayInput label="De" value={query.from} onChange={(from) => set({ from })} />
      <DayInput label="Até" value={query.to} onChange={(to) => set({ to })} />
      <Group attached role="group" aria-label="Períodos rápidos" w={{ base: 'full', md: 'auto' }}>
        {QUICK_PERIODS.map(({ label, days }) => {
          const period = quickPeriod(days)
          const on = query.from === period.from && query.to === period.to
          return (
            <Button
              key={days}
              type="button"
              variant={on ? 'solid' : 'outline'}
              colorPalette="orange"
              aria-pressed={on}
              flex={{ base: '1', md: 'none' }}
              onClick={() => set(on ? { from: undefined, to: undefined } : period)}
            >
              {label}
            </Button>
          )
        })}
      </Group>
      <Field.Root flex="1" minW={{ base: 'full', md: '56' }}>
        <Field.Label>Buscar nas respostas</Field.Label>
        <Input
          type="search"
          value={search}
          maxLength={200}
          placeholder="nome, empresa, e-mail, palavra…"
          onChange={(e) => setSearch(e.target.value)}
        />
      </Field.Root>
      <Button type="submit" colorPalette="orange">
        Buscar
      </Button>
    </Flex>
  )
}
