import { Button, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { CategoryChecklist } from './category-checklist.tsx'
import { checklist } from './audit-checklist.ts'
import { AuditPrintStyles, MissingItems } from './print.tsx'
import { BandLegend, ScoreSummary } from './score-summary.tsx'
import { scoreAudit } from './scoring.ts'
import { useAuditTicks } from './use-audit-ticks.ts'

const printedOn = () => new Date().toLocaleDateString('pt-BR', { dateStyle: 'long' })

/** Print and reset; hidden on paper. Reset asks first: 48 ticks are worth a confirmation. */
function AuditActions({ onReset, hasTicks }: { onReset: () => void; hasTicks: boolean }) {
  const confirmReset = () => {
    if (window.confirm('Limpar todas as marcações desta auditoria?')) onReset()
  }
  return (
    <HStack gap={3} wrap="wrap" _print={{ display: 'none' }}>
      <Button colorPalette="orange" onClick={() => window.print()}>
        Imprimir resultado
      </Button>
      <Button variant="outline" onClick={confirmReset} disabled={!hasTicks}>
        Limpar
      </Button>
    </HStack>
  )
}

export default function AuditPage() {
  const { ticks, toggle, reset } = useAuditTicks(checklist)
  const result = useMemo(() => scoreAudit(checklist, ticks), [ticks])
  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }} _print={{ maxW: 'none', py: 0, px: 0 }}>
      <title>{`${checklist.title} | Excellis`}</title>
      <AuditPrintStyles />
      <Stack gap={3} mb={8} _print={{ mb: 3 }}>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} _print={{ fontSize: '18pt' }}>
          {checklist.title}
        </Heading>
        {checklist.intro && (
          <Text color="gray.600" fontSize="lg" _print={{ display: 'none' }}>
            {checklist.intro}
          </Text>
        )}
        <Text display="none" _print={{ display: 'block', fontSize: '9pt' }}>
          Excellis · resultado em {printedOn()}
        </Text>
        <AuditActions onReset={reset} hasTicks={ticks.size > 0} />
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 340px' }} gap={6} alignItems="start" _print={{ display: 'block' }}>
        <Stack gap={6} _print={{ display: 'none' }}>
          {checklist.categories.map((category, i) => (
            <CategoryChecklist key={category.id} category={category} result={result.categories[i]} ticks={ticks} onToggle={toggle} />
          ))}
        </Stack>
        <Stack
          gap={6}
          position={{ lg: 'sticky' }}
          top="88px"
          _print={{ position: 'static', display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 3, fontSize: '10pt' }}
        >
          <ScoreSummary result={result} />
          <BandLegend bands={checklist.bands} current={result.band} />
        </Stack>
      </Grid>
      <MissingItems checklist={checklist} ticks={ticks} />
    </Container>
  )
}
