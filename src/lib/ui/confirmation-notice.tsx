import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'
import type { Confirmation } from '#form-core'
import { headerHeight } from '../brand.ts'

interface Props {
  confirmation: Confirmation
  /** The lead's number (decision 209): the same the receipt e-mail carries. */
  reference?: string
  /** Brings the empty form back: the button says `confirmation.again`. */
  onAgain?: () => void
  /** A ✕ that hides the notice (the home's band after a send elsewhere). */
  onDismiss?: () => void
}

/** Router state that carries a form's confirmation to the page its `afterSuccess` goes to (site-layout.tsx shows it). */
export interface ConfirmationState {
  confirmation: Confirmation
  reference?: string
}

// A toast goes after 6 s; this stays until the visitor moves on (issue 33: after a send the answers seemed to vanish).
// Scrolled to and focused, so a screen reader reads it where the form was.
export function ConfirmationNotice({ confirmation, reference, onAgain, onDismiss }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  const notice = useRef<HTMLDivElement>(null)
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
    // From the page's top when the whole notice fits there, else its heading clear of the sticky header: centred, it
    // left the breadcrumb half under the header (issue 43).
    const bottom = notice.current?.getBoundingClientRect().bottom ?? 0
    if (bottom + window.scrollY <= window.innerHeight) window.scrollTo({ top: 0 })
    else heading.current?.scrollIntoView({ block: 'start' })
  }, [])
  return (
    <Box
      ref={notice}
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
        {/* Characters, not SiteIcon: importing it here split it out of the first bundle into a chunk of its own. */}
        <Text as="span" aria-hidden="true" fontSize="xl" lineHeight="1" mt={1} color="colorPalette.700">
          ✓
        </Text>
        <Box flex="1">
          <Heading
            ref={heading}
            as="h2"
            size="lg"
            tabIndex={-1}
            outline="none"
            mb={1}
            scrollMarginTop={{ base: `calc(${headerHeight.base} + 1rem)`, md: `calc(${headerHeight.md} + 1rem)` }}
          >
            {confirmation.title}
          </Heading>
          <Text>{confirmation.description}</Text>
          {reference && (
            <Text mt={2} data-testid="send-reference">
              Número de referência:{' '}
              <Text as="strong" whiteSpace="nowrap">
                {reference}
              </Text>
            </Text>
          )}
          {onAgain && confirmation.again && (
            <Button mt={4} minH="11" variant="outline" colorPalette="green" onClick={onAgain}>
              {confirmation.again}
            </Button>
          )}
        </Box>
        {onDismiss && (
          <Button variant="ghost" size="sm" minW="11" minH="11" aria-label="Fechar aviso" onClick={onDismiss}>
            <span aria-hidden="true">✕</span>
          </Button>
        )}
      </HStack>
    </Box>
  )
}
