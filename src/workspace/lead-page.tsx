import { Badge, Box, Button, Field, Flex, Heading, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useLayoutEffect } from 'react'
import { Link as RouterLink, useLocation, useNavigate, useNavigationType, useParams } from 'react-router-dom'
import { WORKSPACE_PATH } from '#form-core'
import { AnswerLinks } from './answer-links.tsx'
import { Briefing } from './briefing.tsx'
import { EmailText, when, type FromList } from './inbox-list.tsx'
import { StatusOptions, useStatusChange } from './inbox-status.tsx'
import { CHANNEL_TAPS, withReadablePhones } from './lead-contact.ts'
import { phonePaths, whoOf } from './lead-people.ts'
import { statusOf } from './lead-status.ts'
import { Notes } from './lead-notes.tsx'
import { OtherLeads } from './other-leads.tsx'
import { OwnerSelect, TakeLead, takeCss, useMembers } from './owner-select.tsx'
import { useNewCount, workspaceTitle } from './new-leads.ts'
import { followedClick, leadQuery, leadQueryKey, queryClient, startsInbox } from './queries.ts'
import type { LeadRecord } from './reads.ts'

/** `/painel/leads/<table>/<id>`: one lead read as a briefing, with its status, notes and activity; printable as A4. */
export default function LeadPage() {
  const { table = '', id = '' } = useParams()
  // A lead opened from a scrolled list starts at its top, its "← Todos os leads" in view; back keeps the browser's place.
  const arrival = useNavigationType()
  useLayoutEffect(() => {
    if (arrival !== 'POP') window.scrollTo({ top: 0 })
  }, [table, id, arrival])
  // The list this lead was opened from, as it was (filters, page, search); a lead opened from an e-mail has none.
  const state: unknown = useLocation().state
  const list =
    typeof state === 'object' &&
    state !== null &&
    typeof (state as Partial<FromList>).list === 'string' &&
    (state as FromList).list.startsWith('?')
      ? (state as FromList).list
      : ''
  const fromList = list !== '' && (state as FromList).fromList === true
  const navigate = useNavigate()
  const record = useQuery(leadQuery(table, id))
  const reload = () => void queryClient.invalidateQueries({ queryKey: leadQueryKey(table, id) })
  const newCount = useNewCount(true)
  return (
    <Stack gap={5}>
      {/* The layout's title steps aside on a lead's page; until the lead is read, or when it is gone, this one names it. */}
      {!record.data && <title>{workspaceTitle(newCount, record.isError ? 'Lead não encontrado' : undefined)}</title>}
      <Link asChild color="orange.800" className="painel-no-print" alignSelf="start">
        <RouterLink
          to={`${WORKSPACE_PATH}${list}`}
          onClick={(event) => {
            startsInbox(list)(event)
            // Straight from the list: back to its entry rather than a new one, so the phone's back gesture then leaves
            // the list instead of opening this lead again (the play-test).
            if (fromList && !event.defaultPrevented && followedClick(event)) {
              event.preventDefault()
              void navigate(-1)
            }
          }}
        >
          ← Todos os leads
        </RouterLink>
      </Link>
      {record.isPending && <Text aria-live="polite">Carregando o lead…</Text>}
      {record.isError && (
        <Box role="alert">
          <Heading as="h1" size="xl" mb={2}>
            Lead não encontrado
          </Heading>
          <Text color="red.700">{record.error.message}</Text>
        </Box>
      )}
      {record.data && <LeadView record={record.data} list={list} onChanged={reload} />}
    </Stack>
  )
}

function LeadView({ record, list, onChanged }: { record: LeadRecord; list: string; onChanged(): void }) {
  const { lead, revision } = record
  const team = useMembers()
  const who = whoOf(revision ?? undefined, lead.answers)
  const named = who.name ?? who.company ?? who.email
  const [company, email] = [who.company, who.email].map((part) => (part && part !== named ? part : undefined))
  return (
    <>
      <title>{workspaceTitle(useNewCount(true), `${named ?? 'Lead sem nome'} · ${lead.form_title}`)}</title>
      <Box as="header">
        {/* On paper: what the agency received (its form's title: a meeting is no briefing) with the team's notes. */}
        <Text className="painel-print-only" fontWeight="bold" mb={2}>
          Excellis · {lead.form_title}
        </Text>
        <Text color="gray.700" fontSize="sm">
          {lead.form_title} · enviado em {when(lead.created_at)}
        </Text>
        <Heading as="h1" size="2xl" wordBreak="break-word">
          {named ?? 'Lead sem nome'}
        </Heading>
        {/* The address breaks at its @ or a dot, on a phone and on its printout, never mid-word (issue 44). */}
        <Text color="gray.700" overflowWrap="break-word">
          {company}
          {company && email && ' · '}
          {email && <EmailText email={email} />}
        </Text>
      </Box>
      <AnswerLinks who={who} lead={lead} onAnswered={onChanged} detailed />
      <Flex gap={3} wrap="wrap" align="end" className="painel-no-print">
        <StatusControl record={record} />
        <Stack
          gap={1.5}
          w={{ base: 'full', sm: 'auto' }}
          css={{
            // Drawn as the status's Chakra select beside it (its size, text, border and chevron), though a native
            // one: the play-test at 1440 px saw two different selects side by side.
            '& select': {
              appearance: 'none',
              borderWidth: '1px',
              borderColor: 'border',
              rounded: 'l2',
              h: ROW_HEIGHT,
              ps: 3,
              pe: 8,
              fontSize: { base: 'md', md: 'sm' },
              maxW: 'full',
              minW: '48',
              bg: 'white',
              backgroundImage: CHEVRON,
              backgroundRepeat: 'no-repeat',
              backgroundPosition: 'right 0.5rem center',
              backgroundSize: '1rem',
            },
          }}
        >
          <Text as="span" fontSize="sm" fontWeight="medium" aria-hidden="true">
            Responsável
          </Text>
          <Flex gap={2} align="center" wrap="wrap" css={takeCss}>
            <OwnerSelect lead={lead} owner={lead.owner} label="Responsável" team={team} />
            <TakeLead lead={lead} owner={lead.owner} label="Assumir este lead" />
          </Flex>
        </Stack>
        <Button variant="outline" h={ROW_HEIGHT} onClick={() => window.print()}>
          Imprimir / PDF
        </Button>
      </Flex>
      <Briefing
        schema={revision?.schema ?? {}}
        uiSchema={revision?.ui_schema ?? {}}
        answers={withReadablePhones(lead.answers, phonePaths(revision ?? undefined))}
      />
      {who.email && <OtherLeads lead={lead} email={who.email} list={list} />}
      <Notes lead={record.lead} notes={record.notes} />
      <Activity record={record} />
    </>
  )
}

// The row's controls share one height, the finger's "Assumir" (44 px): at 1440 px the selects were 40 beside it and
// their labels 4 px apart.
const ROW_HEIGHT = '11'
// Chakra's NativeSelect chevron (lucide's chevron-down), for the native owner select.
const CHEVRON = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#27272a" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="m6 9 6 6 6-6"/></svg>',
)}")`

/** The lead's status, shown changed at once (the list's call, for one lead), "Status alterado" or the refusal beside it. */
function StatusControl({ record }: { record: LeadRecord }) {
  const { said, change } = useStatusChange(record.lead)
  // The confirmation on its own line under the select (flex order last), so "Imprimir / PDF" stays level with it.
  return (
    <>
      <Field.Root w={{ base: 'full', sm: 'auto' }} invalid={said?.ok === false}>
        <Field.Label>Situação</Field.Label>
        <NativeSelect.Root minW="48">
          <NativeSelect.Field h={ROW_HEIGHT} value={record.lead.status} onChange={(e) => change(e.target.value)}>
            <StatusOptions />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Text role="status" order={1} w="full" fontSize="sm" fontWeight="semibold" color={said?.ok === false ? 'red.700' : 'green.800'}>
        {said?.text}
      </Text>
    </>
  )
}

function Activity({ record }: { record: LeadRecord }) {
  if (record.activity.length === 0) return null
  return (
    <Box as="section" aria-labelledby="atividade" className="painel-no-print">
      <Heading as="h2" size="lg" id="atividade" mb={3}>
        Atividade
      </Heading>
      <Stack as="ol" gap={1} listStyleType="none">
        {record.activity.map((a, i) => (
          <HStack as="li" key={i} gap={2} wrap="wrap" fontSize="sm">
            <Text color="gray.700">{when(a.created_at)}</Text>
            <Text fontWeight="semibold">{a.actor}</Text>
            {a.action === 'note' ? (
              <Text>adicionou uma nota</Text>
            ) : a.action === 'note_edited' ? (
              <Text>editou uma nota</Text>
            ) : a.action === 'note_deleted' ? (
              <Text>apagou uma nota</Text>
            ) : a.action === 'answer' ? (
              <Text>{CHANNEL_TAPS[a.channel ?? 'email']}</Text>
            ) : a.action === 'owner' ? (
              <Text>{a.owner ? `definiu ${a.owner} como responsável` : 'deixou o lead sem responsável'}</Text>
            ) : (
              <Text>
                mudou a situação de {statusOf(a.from_status ?? 'novo').label} para{' '}
                <Badge colorPalette={statusOf(a.to_status ?? '').palette}>{statusOf(a.to_status ?? '').label}</Badge>
              </Text>
            )}
          </HStack>
        ))}
      </Stack>
    </Box>
  )
}
