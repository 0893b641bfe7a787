import { Container, Heading, Text } from '@chakra-ui/react'
import { layoutTexts } from '../../content/navigation.ts'
import type { FramedHead } from '../../content/route-seo.ts'

export interface PageShellProps {
  head: FramedHead
  heading: string
  intro?: string
}

/**
 * What the build writes for a page it must not prerender whole (a form, the audit checklist; decision 040):
 * its heading and intro inside the frame, and the head tags the real page renders itself (the frame's
 * RouteHead renders the others). The app renders the real page over it and adopts those very tags.
 */
export function PageShell({ head: { seo, pageRenders }, heading, intro }: PageShellProps) {
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
      <noscript>
        <p>{layoutTexts.needsJavaScript}</p>
      </noscript>
    </Container>
  )
}
