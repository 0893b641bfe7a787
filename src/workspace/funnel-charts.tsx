import { BarList, Chart, useChart, type BarListData } from '@chakra-ui/charts'
import { Box, Flex, Text } from '@chakra-ui/react'
import { Bar, BarChart, CartesianGrid, LabelList, Legend, XAxis, YAxis } from 'recharts'
import type { QuestionBar } from './funnel-figures.ts'

/**
 * The funnel page's two charts (issue 46, decision 231), drawn with Chakra's charts (`@chakra-ui/charts`, on recharts):
 * the revisions' funnel side by side, and where starters stopped, question by question. Only the funnel page imports
 * this file, and that page is its own lazy chunk: no other route downloads the library. Every figure a chart draws is
 * also written as text on the page; the stage chart is hidden from screen readers, which read that text instead.
 */

/**
 * One color per revision, newest first (the page shows at most eight), from the palettes the site's Chakra system
 * keeps (PALETTES in src/app/system.ts: the others are pruned and would draw nothing); red is left out, it reads as an error.
 */
const REVISION_COLORS = ['orange.600', 'gray.500', 'blue.600', 'green.700', 'orange.300', 'blue.300', 'gray.800', 'green.400']

export interface RevisionFigures {
  /** What the legend calls it: "publicada em 29/11/2026 (atual)". */
  label: string
  views: number
  starts: number
  submits: number
}

type StageRow = { stage: string } & Record<string, number | string>

/** Views → starts → sends, one group per stage and one bar per revision, its count above it. */
export function RevisionsChart({ revisions }: { revisions: RevisionFigures[] }) {
  const key = (i: number) => `r${i}`
  const stages: [string, keyof Omit<RevisionFigures, 'label'>][] = [
    ['Viram', 'views'],
    ['Começaram', 'starts'],
    ['Enviaram', 'submits'],
  ]
  const chart = useChart<StageRow>({
    data: stages.map(([stage, field]) => ({ stage, ...Object.fromEntries(revisions.map((r, i) => [key(i), r[field]])) })),
    series: revisions.map((r, i) => ({ name: key(i), label: r.label, color: REVISION_COLORS[i % REVISION_COLORS.length] })),
  })
  return (
    <Chart.Root chart={chart} aspectRatio="auto" h={{ base: '64', md: '72' }} aria-hidden="true" data-chart="revisoes">
      <BarChart data={chart.data} responsive accessibilityLayer={false} margin={{ top: 24, right: 8, left: 8, bottom: 0 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('stage')} axisLine={false} tickLine={false} tick={{ fontSize: 14 }} />
        <YAxis hide allowDecimals={false} />
        {revisions.length > 1 && <Legend content={<Chart.Legend />} />}
        {chart.series.map((s) => (
          <Bar key={String(s.name)} isAnimationActive={false} dataKey={chart.key(s.name)} fill={chart.color(s.color)} radius={[4, 4, 0, 0]}>
            <LabelList dataKey={chart.key(s.name)} position="top" fontSize={14} fill={chart.color('fg')} />
          </Bar>
        ))}
      </BarChart>
    </Chart.Root>
  )
}

/**
 * One bar per question, in the revision's order, as long as the share of starters who stopped there compared with the
 * question where most stopped; each bar carries its text ("3. Qual o orçamento? — 20% (4)"), so the list is read as is.
 */
export function QuestionStopsChart({ questions, name }: { questions: QuestionBar[]; name: string }) {
  const chart = useChart<BarListData>({
    data: questions.map((q) => ({ name: String(q.number), value: q.stops })),
    series: [{ name: 'name', color: 'orange.100' }],
  })
  return (
    <BarList.Root chart={chart} barSize="8">
      <BarList.Content>
        <BarList.Bar
          role="list"
          aria-label={name}
          gap={1}
          label={({ index }) => {
            const q = questions[index]!
            return (
              <Flex role="listitem" data-question-number={q.number} w="full" justify="space-between" gap={2} py={1} wordBreak="normal">
                <Text overflowWrap="anywhere">
                  {q.number}. {q.title}
                </Text>
                <Box as="span" flexShrink={0} fontWeight="semibold">
                  {q.share}% ({q.stops})
                </Box>
              </Flex>
            )
          }}
        />
      </BarList.Content>
    </BarList.Root>
  )
}
