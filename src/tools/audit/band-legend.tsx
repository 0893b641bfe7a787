import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react'
import type { ScoreBand } from './checklist-types.ts'
import { formatScore } from './format-score.ts'

/** Upper end of each band, for "6,0 a 7,9": one tenth below the next band's floor. */
const rangesOf = (bands: readonly ScoreBand[]) => {
  const sorted = [...bands].sort((a, b) => b.min - a.min)
  return sorted.map((band, i) => ({ band, max: i === 0 ? 10 : sorted[i - 1].min - 0.1 }))
}

/** The interpretation legend, with the visitor's current band highlighted. */
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
