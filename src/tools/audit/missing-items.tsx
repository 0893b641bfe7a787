import { Box, Heading, Text } from '@chakra-ui/react'
import type { Checklist } from './checklist-types.ts'

/**
 * Print only: what is still unticked, per category, in two dense columns, so the page handed to the
 * client says what to do next and still fits one sheet even when nothing is ticked.
 */
export function MissingItems({ checklist, ticks }: { checklist: Checklist; ticks: ReadonlySet<string> }) {
  const pending = checklist.categories
    .map((c) => ({ ...c, items: c.items.filter((item) => !ticks.has(item.id)) }))
    .filter((c) => c.items.length > 0)
  if (pending.length === 0) return null
  return (
    <Box display="none" _print={{ display: 'block' }} mt={4} fontSize="8.5pt" lineHeight="1.3" css={{ columnCount: 2, columnGap: '8mm' }}>
      <Heading as="h2" size="sm" mb={1} css={{ columnSpan: 'all' }}>
        Pontos a melhorar
      </Heading>
      {pending.map((c) => (
        <Box key={c.id} mb={1} css={{ breakInside: 'avoid' }}>
          <Text fontWeight="semibold">{c.title}</Text>
          {c.items.map((item) => (
            <Text key={item.id}>☐ {item.label}</Text>
          ))}
        </Box>
      ))}
    </Box>
  )
}
