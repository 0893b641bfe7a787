import { Box, Button, HStack, Stack, Text, type StackProps } from '@chakra-ui/react'
import { headerHeight } from '../../lib/brand.ts'
import { memo } from 'react'
import type { RestoredDraft } from '../drafts.ts'
import type { FormStep } from '../steps/use-form-steps.ts'

interface Props {
  answered: number
  total: number
  /** What the bar shows, when it is not the answers: where the visitor is in a form shown step by step. */
  reached?: number
  estimatedTime?: string
  restored: RestoredDraft | null
  onDiscard: () => void
  /** On a form shown step by step: "Etapa 2 de 6" before the count of questions. */
  step?: Pick<FormStep, 'position' | 'count'> | null
  /** Where the count sticks: under the site's header on a page; the editor's preview scrolls in its own panel. */
  stickyTop?: StackProps['top']
}

const droppedLine = (n: number) =>
  n === 1
    ? 'O formulário mudou desde então: 1 resposta que não se aplica mais foi descartada.'
    : `O formulário mudou desde então: ${n} respostas que não se aplicam mais foram descartadas.`

const savedAtLabel = (iso: string) => new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' })

// Memoised: the page re-renders on every change RJSF reports; the count moves only when a field is filled or emptied.
// Only the count stays on screen, one line under the header; the rest scrolls away (issue 25: a phone's keyboard
// leaves little room for the field being typed in).
export const FormStatus = memo(function FormStatus({
  answered,
  total,
  reached = answered,
  estimatedTime,
  restored,
  onDiscard,
  step,
  stickyTop,
}: Props) {
  const percent = total ? Math.round((reached / total) * 100) : 0
  return (
    <>
      {(estimatedTime || restored) && (
        <Stack gap={2} mb={3} fontSize="sm" color="gray.600">
          {estimatedTime && <Text>Tempo estimado: {estimatedTime}</Text>}
          {restored && (
            <HStack gap={3} wrap="wrap" role="status" data-testid="draft-note">
              <Text>
                Recuperamos o rascunho salvo em {savedAtLabel(restored.savedAt)}.
                {restored.dropped > 0 && ` ${droppedLine(restored.dropped)}`}
              </Text>
              <Button size={{ base: 'md', md: 'sm' }} variant="outline" onClick={onDiscard}>
                Descartar rascunho
              </Button>
            </HStack>
          )}
        </Stack>
      )}
      <HStack position="sticky" top={stickyTop ?? headerHeight} zIndex={1} bg="white" py={2} mb={4} gap={3} borderBottomWidth="1px">
        {step && (
          <Text data-testid="form-step" fontSize="sm" fontWeight="semibold" color="gray.800" flexShrink={0}>
            Etapa {step.position + 1} de {step.count}
          </Text>
        )}
        <Text data-testid="form-progress" fontSize="sm" color="gray.600" flexShrink={0}>
          {answered} de {total} perguntas respondidas
        </Text>
        {/* A plain bar: Chakra's Progress brings a state machine (~8 KB gzip) for what is one width. */}
        <Box
          role="progressbar"
          aria-label="Progresso no formulário"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={reached}
          aria-valuetext={`${percent}%`}
          flex="1"
          h="1.5"
          bg="gray.100"
          rounded="full"
          overflow="hidden"
        >
          <Box h="full" bg="orange.500" width={`${percent}%`} transition="width 0.2s" />
        </Box>
      </HStack>
    </>
  )
})
