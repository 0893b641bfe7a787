import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'
import type { Confirmation } from '#form-core'
import { SiteIcon } from '../icons/site-icon.tsx'

interface Props {
  confirmation: Confirmation
  /** Brings the empty form back: the button says `confirmation.again`. */
  onAgain?: () => void
  /** A ✕ that hides the notice (the home's band after a send elsewhere). */
  onDismiss?: () => void
}

/** Router state that carries a form's confirmation to the page its `afterSuccess` goes to (site-layout.tsx shows it). */
export interface ConfirmationState {
  confirmation: Confirmation
}

// A toast goes after 6 s; this stays until the visitor moves on (issue 33: after a send the answers seemed to vanish).
// Scrolled to and focused, so a screen reader reads it where the form was.
export function ConfirmationNotice({ confirmation, onAgain, onDismiss }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
    heading.current?.scrollIntoView({ block: 'center' })
  }, [])
  return (
    <Box
      data-testid="send-confirmation"
      colorPalette="green"
      borderWidth="1px"
      borderColor="colorPalette.200"
      bg="colorPalette.50"
      color="colorPalette.900"
      rounded="md"
      p={{ base: 5, md: 6 }}
    >
      <HStack align="start" gap={3}>
        <SiteIcon name="check" boxSize={6} mt={0.5} flexShrink={0} color="colorPalette.700" aria-hidden />
        <Box flex="1">
          <Heading ref={heading} as="h2" size="lg" tabIndex={-1} outline="none" mb={1}>
            {confirmation.title}
          </Heading>
          <Text>{confirmation.description}</Text>
          {onAgain && confirmation.again && (
            <Button mt={4} minH="11" variant="outline" colorPalette="green" onClick={onAgain}>
              {confirmation.again}
            </Button>
          )}
        </Box>
        {onDismiss && (
          <Button variant="ghost" size="sm" minW="11" minH="11" aria-label="Fechar aviso" onClick={onDismiss}>
            <SiteIcon name="close" boxSize={5} aria-hidden />
          </Button>
        )}
      </HStack>
    </Box>
  )
}
