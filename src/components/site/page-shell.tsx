import { Box, Container, Heading, Text } from '@chakra-ui/react'
import { needsJavaScript } from '../../content/fallback-pages.ts'
import type { FramedHead } from '../../content/route-seo.ts'
import type { FormHead } from '../../forms/form-entry.ts'
import { FormBodyPlaceholder, FormPageFrame } from '../../forms/page/form-page-frame.tsx'

export interface PageShellProps {
  head: FramedHead
  heading: string
  intro?: string
  /** A form's page: drawn by the form page's own frame, so the app's first render matches it exactly. */
  form?: FormHead
}

// What the build writes for a page it must not prerender whole (decision 040); the app renders over it.
export function PageShell({ head: { seo, pageRenders }, heading, intro, form }: PageShellProps) {
  const noScript = (
    <noscript>
      <p>{needsJavaScript}</p>
    </noscript>
  )
  if (form) {
    return (
      <FormPageFrame head={form}>
        {pageRenders.includes('title') && <title>{seo.title}</title>}
        {pageRenders.includes('description') && <meta name="description" content={seo.description} />}
        <FormBodyPlaceholder>{noScript}</FormBodyPlaceholder>
      </FormPageFrame>
    )
  }
  return (
    <Container maxW="3xl" py={{ base: 6, md: 10 }}>
      {pageRenders.includes('title') && <title>{seo.title}</title>}
      {pageRenders.includes('description') && <meta name="description" content={seo.description} />}
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb={3}>
        {heading}
      </Heading>
      {intro && (
        <Text color="gray.600" fontSize="lg" mb={4}>
          {intro}
        </Text>
      )}
      {noScript}
      {/* The page's own height, held until the app draws it (routes.tsx holds the same), so nothing jumps. */}
      <Box minH="100vh" />
    </Container>
  )
}
