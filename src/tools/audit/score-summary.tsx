import { Box, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react'
import { formatScore } from './format-score.ts'
import type { AuditResult } from './scoring.ts'

/** The final score out of 10, its progress bar, its band and the per-category breakdown. */
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
