import { Badge, Box, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react'
import type { ScoreBand } from './audit-checklist.ts'
import { formatScore, type AuditResult } from './scoring.ts'

export function ScoreSummary({ result }: { result: AuditResult }) {
  return (
    <Box borderWidth="1px" rounded="xl" p={5} bg="white" aria-labelledby="audit-score-title" as="section" _print={{ p: 3 }}>
      <Heading as="h2" size="md" id="audit-score-title" mb={2}>
        Nota geral
      </Heading>
      {/* Announced politely, so screen-reader users hear the new score after each tick. */}
      <Box aria-live="polite" aria-atomic="true">
        <Text fontSize="5xl" fontWeight="bold" lineHeight="1" data-testid="audit-score" _print={{ fontSize: '28pt' }}>
          {formatScore(result.score)}
          <Text as="span" fontSize="xl" color="gray.500" fontWeight="normal">
            {' '}
            / 10,0
          </Text>
        </Text>
        <Text mt={2} fontWeight="semibold" color="orange.700" data-testid="audit-band">
          {result.band.label}
        </Text>
      </Box>
      <Progress.Root value={result.percent} mt={4} colorPalette="orange" _print={{ mt: 2 }}>
        <Progress.Track aria-label="Nota geral, em porcentagem de 10,0">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Stack as="ul" gap={1} mt={5} fontSize="sm" listStyleType="none" _print={{ mt: 3, gap: 0.5, fontSize: '9pt' }}>
        {result.categories.map((c) => (
          <HStack as="li" key={c.id} justify="space-between" gap={3}>
            <Text>
              {c.title}{' '}
              <Text as="span" color="gray.500">
                ({c.checked}/{c.total} · peso {c.weight}%)
              </Text>
            </Text>
            <Text fontWeight="semibold">{formatScore(c.score)}</Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  )
}

/** Upper end of each band, for "6,0 a 7,9": one tenth below the next band's floor. */
const rangesOf = (bands: readonly ScoreBand[]) => {
  const sorted = [...bands].sort((a, b) => b.min - a.min)
  return sorted.map((band, i) => ({ band, max: i === 0 ? 10 : sorted[i - 1].min - 0.1 }))
}

export function BandLegend({ bands, current }: { bands: readonly ScoreBand[]; current: ScoreBand }) {
  return (
    <Box as="section" aria-labelledby="audit-legend-title" borderWidth="1px" rounded="xl" p={5} bg="white" _print={{ p: 3 }}>
      <Heading as="h2" size="md" id="audit-legend-title" mb={3}>
        Como interpretar a nota
      </Heading>
      <Stack as="ul" gap={2} listStyleType="none" _print={{ gap: 1, fontSize: '9pt' }}>
        {rangesOf(bands).map(({ band, max }) => {
          const active = band === current
          return (
            <Box
              as="li"
              key={band.label}
              aria-current={active ? 'true' : undefined}
              data-active={active || undefined}
              borderWidth="1px"
              borderColor={active ? 'orange.400' : 'gray.200'}
              bg={active ? 'orange.50' : undefined}
              rounded="md"
              p={3}
              _print={{ px: 2, py: 1 }}
            >
              <Text fontSize="sm" color="gray.600" _print={{ fontSize: '8pt' }}>
                {formatScore(band.min)} a {formatScore(max)}
                {active && (
                  <Badge ml={2} colorPalette="orange">
                    Sua faixa
                  </Badge>
                )}
              </Text>
              <Text fontWeight="semibold">{band.label}</Text>
              {band.description && (
                <Text fontSize="sm" color="gray.600" _print={{ fontSize: '8pt' }}>
                  {band.description}
                </Text>
              )}
            </Box>
          )
        })}
      </Stack>
    </Box>
  )
}
