import { Box, Heading, Text } from '@chakra-ui/react'
import { Global } from '@emotion/react'
import type { Checklist } from './audit-checklist.ts'

// A global rule, mounted with the page: the site frame belongs to the layout, which the audit does not own.
const styles = {
  '@media print': {
    '@page': { size: 'A4', margin: '12mm' },
    'body > :not(#root), #root > * > :not(main)': { display: 'none !important' },
    body: { background: 'white' },
    // With the header hidden on paper, the layout's padding and dark band would print as an empty black bar.
    '#root > * > main': { paddingTop: '0 !important', backgroundImage: 'none !important' },
  },
}

export const AuditPrintStyles = () => <Global styles={styles} />

// Print only: what is still unticked, so the sheet handed to the client says what to do next.
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
