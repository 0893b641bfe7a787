import { Box, Button, Flex, Heading, Spinner, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { SessionProvider, useSession } from '../../agency/session.tsx'
import { SignIn } from '../../agency/sign-in.tsx'

/**
 * The deployed editor opens to the agency's one login (decision 181): the same e-mail code and session as /painel,
 * and only members (both roles hold the editor's right, decision 173) get past it. Under `npm run dev` the editor
 * saves to disk and asks nobody.
 */
export function EditorLogin({ children }: { children: ReactNode }) {
  if (import.meta.env.DEV) return children
  return (
    <SessionProvider>
      <Gate>{children}</Gate>
    </SessionProvider>
  )
}

const Waiting = () => (
  <Flex justify="center" py={16} aria-live="polite">
    <Spinner size="lg" aria-label="Carregando" />
  </Flex>
)

function Gate({ children }: { children: ReactNode }) {
  const { state, signOut } = useSession()
  if (state.kind === 'loading') return <Waiting />
  if (state.kind === 'signed-out') return <SignIn expired={state.expired} title="Editor de questionários" />
  if (state.member === undefined) return <Waiting />
  const leave = (
    <Button size="sm" variant="outline" onClick={() => void signOut()}>
      Sair
    </Button>
  )
  if (!state.member)
    return (
      <Box as="main" maxW="xl" mx="auto" mt={10} px={4}>
        <Heading as="h1" size="xl" mb={3}>
          Sem acesso ao editor
        </Heading>
        <Text mb={2}>O e-mail {state.email} entrou, mas não faz parte da equipe da agência, e só a equipe edita os questionários.</Text>
        <Text color="gray.700" mb={4}>
          Peça a alguém da administração da agência para incluir você na tela Equipe do painel e entre de novo.
        </Text>
        {leave}
      </Box>
    )
  return (
    <>
      <Flex justify="end" align="center" gap={3} px={{ base: 3, md: 6 }} pt={2} fontSize="sm" color="gray.700">
        <Text truncate title={state.email}>
          {state.email}
        </Text>
        {leave}
      </Flex>
      {children}
    </>
  )
}
