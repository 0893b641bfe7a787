import { Box, Button, Link, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import type { FormEntry } from '../form-entry.ts'
import type { SubmitAlert } from './use-form-submit.ts'
import { clearOfFixedBars } from '../theme/field-template.tsx'

interface Props {
  buttons: FormEntry['buttons']
  submitting: boolean
  /** Runs before the form's submit event (a click, or Enter in a field, which clicks this button). */
  onBeforeSubmit?: () => void
  purpose?: string
  /** Why the last send failed, when no toast says it (use-form-submit.ts). */
  alert?: SubmitAlert | null
  /** A form shown step by step (decision 203): before the last step the button is "Continuar"; "Voltar" after the first. */
  step?: { last: boolean; onBack?: () => void } | null
}

const CONTINUE = 'Continuar'
const BACK = 'Voltar'

export function SubmitBar({ buttons, submitting, onBeforeSubmit, purpose, alert, step }: Props) {
  const sends = !step || step.last
  // Disabled while sending, the button lost the focus: give it back with the alert, so "toque de novo" is one tap away.
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (alert) button.current?.focus()
  }, [alert])
  return (
    <>
      {/* In the page from the start, so a screen reader announces the text when it appears. */}
      <Box
        role="alert"
        data-testid="send-alert"
        _empty={{ display: 'none' }}
        colorPalette={alert?.success ? 'green' : 'red'}
        mt={6}
        p={4}
        rounded="md"
        borderWidth="1px"
        borderColor="colorPalette.200"
        bg="colorPalette.50"
        color="colorPalette.800"
      >
        {alert && (
          <>
            <Text fontWeight="semibold">{alert.title}</Text>
            <Text>{alert.description}</Text>
            {alert.kept && <Text mt={2}>{alert.kept}</Text>}
            {alert.action && (
              <Button mt={3} minH="11" variant="outline" onClick={alert.action.onClick}>
                {alert.action.label}
              </Button>
            )}
          </>
        )}
      </Box>
      <Stack direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} gap={{ base: 3, md: 5 }} mt={6}>
        {/* One row on a phone: "Voltar" beside the wider button, both in reach of a thumb. */}
        <Stack direction="row" gap={3} width={{ base: 'full', md: 'auto' }} flexShrink={0}>
          {step?.onBack && (
            <Button type="button" size="lg" variant="outline" onClick={step.onBack} disabled={submitting} css={clearOfFixedBars}>
              {BACK}
            </Button>
          )}
          {/* A submit either way: Enter in a field presses it, and the page turns it into "Continuar" before the last step. */}
          <Button
            ref={button}
            type="submit"
            size="lg"
            colorPalette="orange"
            flex={{ base: 1, md: 'none' }}
            disabled={submitting}
            loading={sends && submitting && buttons.spinner === true}
            loadingText={buttons.submitting}
            onClick={sends ? onBeforeSubmit : undefined}
            css={clearOfFixedBars}
          >
            {!sends ? CONTINUE : submitting ? buttons.submitting : buttons.submit}
          </Button>
        </Stack>
        {sends && purpose && (
          <Text fontSize="sm" color="gray.600" data-testid="form-purpose">
            {purpose}{' '}
            <Link asChild color="orange.700" textDecoration="underline">
              <RouterLink to="/privacidade">Política de Privacidade</RouterLink>
            </Link>
          </Text>
        )}
      </Stack>
    </>
  )
}
