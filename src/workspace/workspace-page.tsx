import { Box, Button, Container, Flex, Heading, HStack, Link, Spinner, Text, VisuallyHidden } from '@chakra-ui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, type MouseEvent, type ReactNode } from 'react'
import { Link as RouterLink, NavLink, useMatch, useRoutes } from 'react-router-dom'
import { WORKSPACE_PATH } from '#form-core'
import { SessionProvider, useSession } from '../agency/session.tsx'
import { SignIn } from '../agency/sign-in.tsx'
import { Inbox } from './inbox.tsx'
import { writeQuery } from './inbox-query.ts'
import { unreadText, useNewCount, workspaceTitle } from './new-leads.ts'
import { forgetMemberReads, queryClient, startsInbox } from './queries.ts'
import './print.css'

import LeadPage from './lead-page.tsx'
import PrivacyPage from './lgpd-requests-page.tsx'
import TeamPage from './team-page.tsx'

// The funnel is read now and then, by some members: its code waits for its route (decision 231, the charts library with it).
const FunnelPage = lazy(() => import('./funnel-page.tsx'))

/**
 * `/painel`: the agency's workspace. Never indexed, in no menu or sitemap, its code in its own chunk. Everything
 * past sign-in is read with the member's token under row-level security (decision 141).
 */
export default function WorkspacePage() {
  return (
    <SessionProvider>
      <QueryClientProvider client={queryClient}>
        <Title />
        <meta name="robots" content="noindex, nofollow" />
        <Box css={fingerCss}>
          <Gate />
        </Box>
      </QueryClientProvider>
    </SessionProvider>
  )
}

/**
 * On a phone every screen of the workspace is used with a thumb (issue 44, item 3): 16 px text in every box, as the
 * public forms have (an iPhone zooms into a smaller one), and 44 px targets for every control, links included.
 * One rule here rather than a size on each control, so a control added later is a finger's size too.
 */
const fingerCss = {
  '@media (max-width: 47.99em)': {
    '& input:not([type=checkbox]):not([type=radio]), & select, & textarea': { fontSize: '16px' },
    '& button, & select, & input:not([type=checkbox]):not([type=radio])': { minHeight: '44px' },
    '& a': { minHeight: '44px', display: 'inline-flex', alignItems: 'center' },
    // A short word in the menu is a target as wide as it is tall ("Funil" was 38 px).
    '& nav a': { minWidth: '44px', justifyContent: 'center' },
  },
} as const

/**
 * The tab's title carries the count of new leads, so a tab in the background says when one arrives. A lead's page
 * writes its own (naming the lead): a document reads the first <title>, so this one steps aside there.
 */
function Title() {
  const { state } = useSession()
  const count = useNewCount(state.kind === 'signed-in' && state.member === true)
  if (useMatch(`${WORKSPACE_PATH}/leads/:table/:id`)) return null
  return <title>{workspaceTitle(count)}</title>
}

/** The list "Novos para mim" (decision 213), as its filter writes it. */
const NEW_FOR_ME = `?${writeQuery({ news: true, page: 1 })}`

/**
 * "Leads", and beside it the count of leads new to the member as a link of its own to "Novos para mim" (decisions
 * 213, 241): inside "Leads" it only reloaded the list, while the play-test tapped it to see the new ones. On a phone
 * the count is a finger's target (fingerCss), the pill drawn in its middle.
 */
function LeadsLinks() {
  const unread = useNewCount(true)
  return (
    <HStack gap={1}>
      {navLink(WORKSPACE_PATH, 'Leads', startsInbox())}
      {unread > 0 && (
        <Link asChild textDecoration="none" _hover={{ textDecoration: 'none' }}>
          <RouterLink to={`${WORKSPACE_PATH}${NEW_FOR_ME}`} onClick={startsInbox(NEW_FOR_ME)}>
            <Box as="span" bg="orange.800" color="white" rounded="full" px={2} fontSize="xs" fontWeight="semibold">
              {unreadText(unread)}
            </Box>
            <VisuallyHidden> {unread === 1 ? 'novo' : 'novos'} para você</VisuallyHidden>
          </RouterLink>
        </Link>
      )}
    </HStack>
  )
}

const Waiting = () => (
  <Flex justify="center" py={16} aria-live="polite">
    <Spinner size="lg" aria-label="Carregando" />
  </Flex>
)

function Gate() {
  const { state } = useSession()
  const signedOut = state.kind === 'signed-out'
  const removed = state.kind === 'signed-in' && state.removed === true
  // Nothing the member read stays in the page once they are signed out or out of the team.
  useEffect(() => {
    if (signedOut || removed) forgetMemberReads()
  }, [signedOut, removed])
  if (state.kind === 'loading') return <Waiting />
  if (state.kind === 'signed-out') return <SignIn expired={state.expired} />
  return (
    <>
      <TopBar email={state.email} member={state.member === true} admin={state.admin} />
      <Container as="main" maxW="8xl" px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }}>
        {state.member === undefined ? <Waiting /> : state.member ? <MemberRoutes /> : <NoAccess email={state.email} removed={removed} />}
      </Container>
    </>
  )
}

// useRoutes, as the site's router does (src/app/routes.tsx): <Routes>/<Route> would add their code to the router
// chunk every public page loads.
const memberRoutes = [
  { index: true, element: <Inbox /> },
  { path: 'leads/:table/:id', element: <LeadPage /> },
  { path: 'titular', element: <PrivacyPage /> },
  { path: 'equipe', element: <TeamPage /> },
  {
    path: 'funil',
    element: (
      <Suspense fallback={<Waiting />}>
        <FunnelPage />
      </Suspense>
    ),
  },
  { path: '*', element: <Text>Página do painel não encontrada.</Text> },
]

function MemberRoutes() {
  return useRoutes(memberRoutes)
}

const navLink = (to: string, label: ReactNode, onClick?: (event: MouseEvent) => void) => (
  <Link asChild fontWeight="semibold" color="gray.800" _currentPage={{ color: 'orange.700', textDecoration: 'underline' }}>
    <NavLink to={to} end onClick={onClick}>
      {label}
    </NavLink>
  </Link>
)

function TopBar({ email, member, admin }: { email: string; member: boolean; admin: boolean }) {
  const { signOut } = useSession()
  return (
    <Box as="header" borderBottomWidth="1px" bg="white" className="painel-no-print">
      <Flex maxW="8xl" mx="auto" px={{ base: 3, md: 6 }} py={3} gap={3} align="center" wrap="wrap">
        <Heading as="p" size="md" mr={{ base: 'auto', md: 4 }}>
          Painel Excellis
        </Heading>
        {member && (
          <HStack as="nav" aria-label="Painel" gap={4} order={{ base: 3, md: 0 }} w={{ base: 'full', md: 'auto' }}>
            <LeadsLinks />
            {navLink(`${WORKSPACE_PATH}/funil`, 'Funil')}
            {navLink(`${WORKSPACE_PATH}/titular`, 'Pedidos do titular')}
            {admin && navLink(`${WORKSPACE_PATH}/equipe`, 'Equipe')}
          </HStack>
        )}
        <Text ml={{ md: 'auto' }} color="gray.700" fontSize="sm" truncate maxW={{ base: '38vw', md: 'xs' }} title={email}>
          {email}
        </Text>
        <Button size="sm" variant="outline" onClick={() => void signOut()}>
          Sair
        </Button>
      </Flex>
    </Box>
  )
}

function NoAccess({ email, removed }: { email: string; removed: boolean }) {
  if (removed)
    return (
      <Box maxW="xl" mx="auto" mt={10} role="alert">
        <Heading as="h1" size="xl" mb={3}>
          Seu acesso ao painel foi removido
        </Heading>
        <Text mb={2}>
          Alguém da administração tirou o e-mail {email} da equipe. Os leads e o que você estava vendo não aparecem mais aqui, e o que não
          foi salvo antes disso não foi guardado.
        </Text>
        <Text color="gray.700">Se foi engano, peça a alguém da administração da agência para incluir você de novo na tela Equipe.</Text>
      </Box>
    )
  return (
    <Box maxW="xl" mx="auto" mt={10}>
      <Heading as="h1" size="xl" mb={3}>
        Sem acesso
      </Heading>
      <Text mb={2}>
        O e-mail {email} entrou, mas não faz parte da equipe da agência. Nenhum dado do painel é mostrado a quem não é membro.
      </Text>
      <Text color="gray.700">Peça a alguém da administração da agência para incluir você na tela Equipe do painel e entre de novo.</Text>
    </Box>
  )
}
