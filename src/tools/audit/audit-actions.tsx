import { Button, HStack } from '@chakra-ui/react'

/** Print and reset; hidden on paper. Reset asks first: 48 ticks are worth a confirmation. */
export function AuditActions({ onReset, hasTicks }: { onReset: () => void; hasTicks: boolean }) {
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
