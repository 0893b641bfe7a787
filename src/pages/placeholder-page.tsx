import { Container, Heading, Text } from '@chakra-ui/react'

/** Frame-only page for routes whose content belongs to the public-site and audit issues. */
export default function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container maxW="4xl" py={{ base: 8, md: 14 }}>
      <title>{`${title} | Excellis`}</title>
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }} mb={3}>
        {title}
      </Heading>
      <Text color="gray.600">Conteúdo em preparação.</Text>
    </Container>
  )
}
