import { Box, Heading, SimpleGrid } from '@chakra-ui/react'
import { getForm } from '../registry.ts'
import { FormCard } from './form-card.tsx'

/** The three related briefings a form's JSON names. */
export function RelatedForms({ ids }: { ids: string[] }) {
  return (
    <Box as="section" mt={16} aria-labelledby="related-title">
      <Heading as="h2" id="related-title" size="xl" mb={6}>
        Briefings relacionados
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={5}>
        {ids.map((id) => (
          <FormCard key={id} form={getForm(id)} compact />
        ))}
      </SimpleGrid>
    </Box>
  )
}
