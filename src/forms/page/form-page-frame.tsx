import { Center, Container, Heading, Spinner, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { FormHead } from '../form-meta.ts'
import { BriefingNav } from './briefing-nav.tsx'

/**
 * The top of every form page, from the light form index: the build's static shell, the app's first render and
 * the loaded page draw the same nav, heading and intro, so nothing moves when the form's chunk arrives.
 */
export function FormPageFrame({ head, children }: { head: FormHead; children: ReactNode }) {
  return (
    <Container maxW="3xl" py={{ base: 6, md: 10 }}>
      {head.kind === 'briefing' && <BriefingNav title={head.title} />}
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb={3}>
        {head.title}
      </Heading>
      {head.intro && (
        <Text color="gray.600" fontSize="lg" mb={4}>
          {head.intro}
        </Text>
      )}
      {children}
    </Container>
  )
}

/** Where the form will be: a screen's height reserved, so the footer below does not jump up and back. */
export function FormBodyPlaceholder({ children }: { children?: ReactNode }) {
  return (
    <Center minH="100vh" alignItems="flex-start" pt={16} aria-busy="true">
      <Spinner size="lg" color="orange.500" aria-label="Carregando formulário" _motionReduce={{ animation: 'none' }} />
      {children}
    </Center>
  )
}
