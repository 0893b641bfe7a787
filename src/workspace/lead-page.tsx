import { Badge, Box, Button, Field, Flex, Heading, HStack, Link, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react'
import { useState } from 'react'
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom'
import { WORKSPACE_PATH, type JsonObject } from '#form-core'
import { AnswerLinks } from './answer-links.tsx'
import { rpc, WorkspaceError } from './backend.ts'
import { Briefing } from './briefing.tsx'
import { startsInbox } from './inbox-call.ts'
import { when, type FromList } from './inbox-list.tsx'
import { CHANNEL_NAMES, withReadablePhones, type AnswerChannel } from './lead-contact.ts'
import { phonePaths, whoOf, type Revision } from './lead-people.ts'
import { LEAD_STATUSES, statusOf } from './lead-status.ts'
import { OtherLeads } from './other-leads.tsx'
import { OwnerSelect } from './owner-select.tsx'
import { useSession } from './session.tsx'
import { useRemote } from './use-remote.ts'

interface LeadRecord {
  lead: {
    source_table: string
    source_id: string
    form_id: string
    form_title: string
    created_at: string
    status: string
    owner: string | null
    answers: JsonObject
  }
  revision: Revision | null
  notes: { id: number; body: string; author: string; created_at: string }[]
  activity: {
    actor: string
    action: 'status' | 'note' | 'answer' | 'owner'
    from_status: string | null
    to_status: string | null
    channel?: AnswerChannel | null
    owner?: string | null
    created_at: string
  }[]
}

/** `/painel/leads/<table>/<id>`: one lead read as a briefing, with its status, notes and activity; printable as A4. */
export default function LeadPage() {
  const { table = '', id = '' } = useParams()
  // The list this lead was opened from, as it was (filters, page, search); a lead opened from an e-mail has none.
  const state: unknown = useLocation().state
  const list =
    typeof state === 'object' &&
    state !== null &&
    typeof (state as Partial<FromList>).list === 'string' &&
    (state as FromList).list.startsWith('?')
      ? (state as FromList).list
      : ''
  const [record, reload] = useRemote(`lead/${table}/${id}`, () =>
    rpc<LeadRecord>('workspace_lead', { p_source_table: table, p_source_id: id }),
  )
  return (
    <Stack gap={5}>
      <Link asChild color="orange.800" className="painel-no-print" alignSelf="start">
        <RouterLink to={`${WORKSPACE_PATH}${list}`} onClick={startsInbox(list)}>
          ← Todos os leads
        </RouterLink>
      </Link>
      {record.kind === 'loading' && <Text aria-live="polite">Carregando o lead…</Text>}
      {record.kind === 'error' && (
        <Box role="alert">
          <Heading as="h1" size="xl" mb={2}>
            Lead não encontrado
          </Heading>
          <Text color="red.700">{record.message}</Text>
        </Box>
      )}
      {record.kind === 'ready' && <LeadView record={record.value} onChanged={reload} />}
    </Stack>
  )
}

function LeadView({ record, onChanged }: { record: LeadRecord; onChanged(): void }) {
  const { lead, revision } = record
  const who = whoOf(revision ?? undefined, lead.answers)
  const named = who.name ?? who.company ?? who.email
  return (
    <>
      <Box as="header">
        {/* On paper the document is the agency's, for a client: its name, no internal status or notes. */}
        <Text className="painel-print-only" fontWeight="bold" mb={2}>
          Excellis · briefing recebido
        </Text>
        <Text color="gray.700" fontSize="sm">
          {lead.form_title} · enviado em {when(lead.created_at)}
        </Text>
        <Heading as="h1" size="2xl" wordBreak="break-word">
          {named ?? 'Lead sem nome'}
        </Heading>
        <Text color="gray.700" wordBreak="break-all">
          {[who.company, who.email].filter((part) => part && part !== named).join(' · ')}
        </Text>
      </Box>
      <AnswerLinks who={who} lead={lead} onAnswered={onChanged} detailed />
      <Flex gap={3} wrap="wrap" align="end" className="painel-no-print">
        <StatusControl record={record} onChanged={onChanged} />
        <Stack
          gap={1.5}
          w={{ base: 'full', sm: 'auto' }}
          css={{
            '& select': { borderWidth: '1px', borderColor: 'gray.400', rounded: 'md', minH: '40px', px: 2, maxW: 'full', bg: 'white' },
          }}
        >
          <Text as="span" fontSize="sm" fontWeight="medium" aria-hidden="true">
            Responsável
          </Text>
          <OwnerSelect lead={lead} owner={lead.owner} label="Responsável" onChanged={onChanged} />
        </Stack>
        <Button variant="outline" onClick={() => window.print()}>
          Imprimir / PDF
        </Button>
      </Flex>
      <Briefing
        schema={revision?.schema ?? {}}
        uiSchema={revision?.ui_schema ?? {}}
        answers={withReadablePhones(lead.answers, phonePaths(revision ?? undefined))}
      />
      {who.email && <OtherLeads lead={lead} email={who.email} />}
      <Notes record={record} onChanged={onChanged} />
      <Activity record={record} />
    </>
  )
}

/** A write, then the lead read again: its status, notes and activity are the database's, never guessed here. */
function useWrite(onChanged: () => void) {
  const { expire } = useSession()
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  const write = async (call: () => Promise<unknown>) => {
    setBusy(true)
    setProblem(undefined)
    try {
      await call()
      onChanged()
      return true
    } catch (error) {
      if (error instanceof WorkspaceError && error.signedOut) expire()
      setProblem(error instanceof Error ? error.message : 'Erro inesperado.')
      return false
    } finally {
      setBusy(false)
    }
  }
  return { problem, busy, write }
}

function StatusControl({ record, onChanged }: { record: LeadRecord; onChanged(): void }) {
  const { problem, busy, write } = useWrite(onChanged)
  const { source_table, source_id, status } = record.lead
  return (
    <Field.Root w={{ base: 'full', sm: 'auto' }} invalid={problem !== undefined}>
      <Field.Label>Situação</Field.Label>
      <NativeSelect.Root disabled={busy} minW="48">
        <NativeSelect.Field
          value={status}
          onChange={(e) =>
            void write(() =>
              rpc('workspace_set_status', { p_source_table: source_table, p_source_id: source_id, p_status: e.target.value }),
            )
          }
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
    </Field.Root>
  )
}

function Notes({ record, onChanged }: { record: LeadRecord; onChanged(): void }) {
  const { problem, busy, write } = useWrite(onChanged)
  const [body, setBody] = useState('')
  const { source_table, source_id } = record.lead
  const add = async () => {
    if (await write(() => rpc('workspace_add_note', { p_source_table: source_table, p_source_id: source_id, p_body: body }))) setBody('')
  }
  return (
    <Box as="section" aria-labelledby="notas" className="painel-no-print">
      <Heading as="h2" size="lg" id="notas" mb={3}>
        Notas internas
      </Heading>
      <Stack as="ul" gap={2} mb={3} listStyleType="none">
        {record.notes.map((n) => (
          <Box as="li" key={n.id} borderLeftWidth="3px" borderColor="orange.300" pl={3}>
            <Text whiteSpace="pre-wrap" wordBreak="break-word">
              {n.body}
            </Text>
            <Text fontSize="sm" color="gray.700">
              {n.author} · {when(n.created_at)}
            </Text>
          </Box>
        ))}
      </Stack>
      <form onSubmit={(e) => (e.preventDefault(), void add())}>
        <Field.Root invalid={problem !== undefined}>
          <Field.Label>Nova nota (só a equipe vê)</Field.Label>
          <Textarea value={body} maxLength={5000} rows={3} onChange={(e) => setBody(e.target.value)} />
          {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" mt={2} loading={busy} disabled={!body.trim()}>
          Adicionar nota
        </Button>
      </form>
    </Box>
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
            ) : a.action === 'answer' ? (
              <Text>respondeu por {CHANNEL_NAMES[a.channel ?? 'email']}</Text>
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
