import { Badge, Box, Field, Flex, Heading, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { DayInput, QuickPeriods, dayInputCss, dayText } from './day-input.tsx'
import { QuestionStopsChart, RevisionsChart } from './funnel-charts.tsx'
import { durationText, percent, promisedTime, questionBars } from './funnel-figures.ts'
import { agencyToday, quickPeriod } from './inbox-query.ts'
import { controlsCss, controlsRowCss } from './plain-controls.tsx'
import { read, type FunnelRevision } from './reads.ts'

/**
 * `/painel/funil`: where visitors stop (issue 46, decision 221). One form, one period; its revisions side by side,
 * each with its own views → starts → sends, the completion rate, the median time beside the card's promise and a bar
 * per question with the share of starters who stopped there. Drawn with Chakra's charts (decision 231, funnel-charts.tsx),
 * every figure also written as text; its own lazy chunk, loaded only when the member opens it, library and all.
 */

const PARAMS = { form: 'formulario', from: 'de', to: 'ate' } as const
const DEFAULT_DAYS = 30

function Stage({ label, count, share, of }: { label: string; count: number; share: number; of?: string }) {
  return (
    <Box as="li" listStyleType="none">
      <Flex justify="space-between" gap={2} wrap="wrap">
        <Text fontWeight="semibold">{label}</Text>
        <Text>
          {count}
          {of && ` (${share}% ${of})`}
        </Text>
      </Flex>
    </Box>
  )
}

function TimeLine({ revision }: { revision: FunnelRevision }) {
  const promise = promisedTime(revision.schema)
  const median = revision.median_seconds
  const over = median !== null && promise && median > promise.maxSeconds
  return (
    <Text>
      Tempo mediano até enviar: <strong>{median === null ? 'sem envios no período' : durationText(median)}</strong>
      {promise && ` · o cartão promete ${promise.text}`}
      {over && (
        <Badge ml={2} colorPalette="red">
          acima do prometido
        </Badge>
      )}
    </Text>
  )
}

function RevisionColumn({ revision, current }: { revision: FunnelRevision; current: boolean }) {
  const { views, starts, submits } = revision
  const published = dayText(revision.published_at.slice(0, 10))
  const headingId = `revisao-${revision.hash.slice(0, 12)}`
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" rounded="md" p={{ base: 3, md: 4 }} bg="white" minW={0}>
      <Heading as="h2" size="md" id={headingId}>
        Revisão publicada em {published}{' '}
        <Badge colorPalette={current ? 'green' : 'gray'}>{current ? 'atual' : revision.retired ? 'retirada' : 'anterior'}</Badge>
      </Heading>
      <Stack as="ol" gap={2} my={3} p={0}>
        <Stage label="Viram o formulário" count={views} share={100} />
        <Stage label="Começaram a responder" count={starts} share={percent(starts, views)} of="de quem viu" />
        <Stage label="Enviaram" count={submits} share={percent(submits, starts)} of="de quem começou" />
      </Stack>
      <Text>
        Taxa de conclusão: <strong>{percent(submits, starts)}%</strong> de quem começou enviou
      </Text>
      <TimeLine revision={revision} />
      <Heading as="h3" size="sm" mt={4} mb={1}>
        Onde quem começou parou
      </Heading>
      <Text color="gray.700" fontSize="sm" mb={2}>
        A última pergunta em que cada visita mexeu antes de sair sem enviar, em % de quem começou. A barra mais longa é a pergunta onde mais
        gente parou.
      </Text>
      {questionBars(revision).map((section, i) => (
        <Box key={i} mb={2}>
          {section.title && (
            <Text fontWeight="semibold" fontSize="sm" color="gray.700" mt={2}>
              {section.title}
            </Text>
          )}
          <QuestionStopsChart questions={section.questions} name={`Onde quem começou parou${section.title ? `: ${section.title}` : ''}`} />
        </Box>
      ))}
    </Box>
  )
}

export default function FunnelPage() {
  const [params, setParams] = useSearchParams()
  const fallback = quickPeriod(DEFAULT_DAYS)
  const from = params.get(PARAMS.from) ?? fallback.from
  const to = params.get(PARAMS.to) ?? fallback.to
  const formId = params.get(PARAMS.form) ?? ''
  const funnel = useQuery({
    queryKey: ['funnel', formId, from, to],
    queryFn: () => read('workspace_funnel', { p_form_id: formId, p_from: from, p_to: to }),
    placeholderData: keepPreviousData,
  })
  const set = (changes: Partial<Record<keyof typeof PARAMS, string | undefined>>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) {
          const name = PARAMS[key as keyof typeof PARAMS]
          if (value) next.set(name, value)
          else next.delete(name)
        }
        return next
      },
      { replace },
    )
  const forms = funnel.data?.forms ?? []
  // No form in the address: the first one, written into it so a reload and a shared link show the same.
  const first = forms[0]?.form_id
  useEffect(() => {
    if (!formId && first) set({ form: first }, true)
  })
  const revisions = funnel.data?.form_id === formId ? funnel.data.revisions : []
  const today = agencyToday()

  return (
    <Stack gap={4}>
      <Box>
        <Heading as="h1" size="xl">
          Funil dos formulários
        </Heading>
        <Text color="gray.700">
          Quantas visitas viram cada formulário, começaram a responder e enviaram, e onde quem começou parou. São só contagens por dia: sem
          cookie, sem respostas e sem nada que identifique quem visitou.
        </Text>
      </Box>
      <Box css={periodControlsCss}>
        <Field.Root w={{ base: 'full', md: 'auto' }} minW={{ md: '64' }}>
          <Field.Label>Formulário</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={formId} onChange={(e) => set({ form: e.target.value })}>
              {forms.map((f) => (
                <option key={f.form_id} value={f.form_id}>
                  {f.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <QuickPeriods from={from} to={to} today={today} onPick={(period) => set(period)} />
        {/* Each box sizes itself (half the row on a phone), as in the list of leads. */}
        <DayInput label="De" value={from} onChange={(day) => set({ from: day })} onUnapplied={() => undefined} />
        <DayInput label="Até" value={to} onChange={(day) => set({ to: day })} onUnapplied={() => undefined} />
      </Box>
      <Text aria-live="polite" color="gray.700">
        {funnel.isError
          ? funnel.error.message
          : funnel.isPending
            ? 'Carregando…'
            : `De ${dayText(from)} até ${dayText(to)}${revisions.length > 1 ? `, ${revisions.length} revisões lado a lado` : ''}.`}
      </Text>
      {!funnel.isPending && revisions.length === 0 && <Text>Nenhuma revisão deste formulário foi vista no período.</Text>}
      {revisions.length > 0 && (
        <Box as="figure" borderWidth="1px" rounded="md" p={{ base: 3, md: 4 }} bg="white" m={0}>
          <Text as="figcaption" fontWeight="semibold" mb={2}>
            {revisions.length > 1 ? 'Viram, começaram e enviaram, revisão por revisão' : 'Viram, começaram e enviaram'}
          </Text>
          <RevisionsChart
            revisions={revisions.map((r, index) => ({
              label: `publicada em ${dayText(r.published_at.slice(0, 10))}${index === 0 && !r.retired ? ' (atual)' : ''}`,
              views: r.views,
              starts: r.starts,
              submits: r.submits,
            }))}
          />
        </Box>
      )}
      <SimpleGrid columns={{ base: 1, lg: Math.min(3, Math.max(1, revisions.length)) }} gap={4}>
        {revisions.map((revision, index) => (
          <RevisionColumn key={revision.hash} revision={revision} current={index === 0 && !revision.retired} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}

// The day boxes and quick periods are plain controls styled by their container (plain-controls.tsx).
const periodControlsCss = { ...controlsCss, ...dayInputCss, ...controlsRowCss }
