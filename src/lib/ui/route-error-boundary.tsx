import { Box, Button, Heading, Link, Text } from '@chakra-ui/react'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { retryFailedImports } from '../lazy-with-retry.tsx'
import { brand } from '../brand.ts'

/** The boundary's own words: it sits below the site's content, so they live with it. */
export const loadFailure = {
  title: 'Não foi possível carregar esta parte da página',
  message: 'A conexão pode ter falhado por um instante. O que você já preencheu continua salvo neste navegador.',
  retry: 'Tentar novamente',
  homeLink: 'Voltar para a página inicial',
} as const

function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert" py={{ base: 12, md: 16 }} px={4} textAlign="center">
      <Heading as="h2" size="xl" mb={3}>
        {loadFailure.title}
      </Heading>
      <Text color="gray.600" mb={6}>
        {loadFailure.message}
      </Text>
      <Button onClick={onRetry} bg={brand.accent} color="white" _hover={{ bg: brand.accentHover }} size="lg" fontWeight="semibold" mb={4}>
        {loadFailure.retry}
      </Button>
      <Box>
        <Link asChild color={brand.accent} textDecoration="underline">
          <RouterLink to="/">{loadFailure.homeLink}</RouterLink>
        </Link>
      </Box>
    </Box>
  )
}

// One per route and per form; a form's answers survive in its draft. The retry refetches the chunk (lazy-with-retry.tsx).
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[site] uma parte da página não carregou', error, info.componentStack)
  }

  retry = () => {
    retryFailedImports()
    this.setState({ failed: false })
  }

  render() {
    return this.state.failed ? <LoadFailure onRetry={this.retry} /> : this.props.children
  }
}
