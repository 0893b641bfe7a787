import { Box, Heading, Text } from '@chakra-ui/react'
import { Global } from '@emotion/react'
import type { Checklist } from './checklist.ts'

/**
 * Print rules for the audit only: mounted with the page, so other pages print as before.
 * The site frame (header, footer, floating buttons, toasts) belongs to the layout, which the audit does not
 * own, hence a global rule rather than props on those components.
 */
const styles = {
  '@media print': {
    '@page': { size: 'A4', margin: '12mm' },
    'body > :not(#root), #root > * > :not(main)': { display: 'none !important' },
    body: { background: 'white' },
    // The layout pads <main> under the fixed header and paints a dark band behind it (site-layout.tsx); with
    // the header hidden on paper both would print as an empty black bar above the title.
    '#root > * > main': { paddingTop: '0 !important', backgroundImage: 'none !important' },
  },
}

export const AuditPrintStyles = () => <Global styles={styles} />

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
