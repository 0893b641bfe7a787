import { Box, Center, Container, Flex, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import type { FormHead } from '../form-entry.ts'

const Separator = () => (
  <Text as="span" aria-hidden="true" color="gray.400">
    /
  </Text>
)

// Plain primitives, not Chakra's Breadcrumb: this renders in the first bundle, before the form's chunk. Links at
// least 24 px tall (WCAG 2.2's 2.5.8; a 14 px line was 21 px).
function BriefingNav({ title }: { title: string }) {
  return (
    <Stack gap={3} mb={6}>
      <Box as="nav" aria-label="Você está em" fontSize="sm">
        <Flex as="ol" wrap="wrap" gap={2} listStyleType="none" color="gray.600">
          <li>
            <Link asChild color="gray.600" minH="6">
              <RouterLink to="/">Início</RouterLink>
            </Link>
          </li>
          <Separator />
          <li>
            <Link asChild color="gray.600" minH="6">
              <RouterLink to="/briefings">Briefings</RouterLink>
            </Link>
          </li>
          <Separator />
          <li aria-current="page">
            <Text as="span" color="gray.900" fontWeight="medium">
              {title}
            </Text>
          </li>
        </Flex>
      </Box>
      <Link asChild color="orange.700" fontWeight="medium" width="fit-content" minH="6">
        <RouterLink to="/briefings">
          <span aria-hidden="true">← </span>Voltar aos briefings
        </RouterLink>
      </Link>
    </Stack>
  )
}

// Shell, first render and loaded page draw the same top, so nothing moves when the form's chunk arrives.
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
