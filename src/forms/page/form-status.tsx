import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { memo } from 'react'
import type { RestoredDraft } from '../drafts.ts'

interface Props {
  answered: number
  total: number
  estimatedTime?: string
  restored: RestoredDraft | null
  onDiscard: () => void
}

const droppedLine = (n: number) =>
  n === 1
    ? 'O formulário mudou desde então: 1 resposta que não se aplica mais foi descartada.'
    : `O formulário mudou desde então: ${n} respostas que não se aplicam mais foram descartadas.`

const savedAtLabel = (iso: string) => new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' })

// Memoised: the page re-renders on every change RJSF reports; the count moves only when a field is filled or emptied.
export const FormStatus = memo(function FormStatus({ answered, total, estimatedTime, restored, onDiscard }: Props) {
  return (
    <Box position="sticky" top="64px" zIndex={1} bg="white" py={3} mb={4} borderBottomWidth="1px">
      <HStack justify="space-between" fontSize="sm" color="gray.600" mb={2} wrap="wrap">
        <Text data-testid="form-progress">
          {answered} de {total} perguntas respondidas
        </Text>
        {estimatedTime && <Text>Tempo estimado: {estimatedTime}</Text>}
      </HStack>
      {/* A plain bar: Chakra's Progress brings a state machine (~8 KB gzip) for what is one width. */}
      <Box
        role="progressbar"
        aria-label="Perguntas respondidas"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        h="1.5"
        bg="gray.100"
        rounded="full"
        overflow="hidden"
      >
        <Box h="full" bg="orange.500" width={`${total ? Math.round((answered / total) * 100) : 0}%`} transition="width 0.2s" />
      </Box>
      {restored && (
        <HStack mt={3} gap={3} wrap="wrap" role="status" data-testid="draft-note">
          <Text fontSize="sm">
            Recuperamos o rascunho salvo em {savedAtLabel(restored.savedAt)}.{restored.dropped > 0 && ` ${droppedLine(restored.dropped)}`}
          </Text>
          <Button size="xs" variant="outline" onClick={onDiscard}>
            Descartar rascunho
          </Button>
        </HStack>
      )}
    </Box>
  )
})
