import { Box, Heading, Text } from '@chakra-ui/react'
import { getFormHead } from '../../forms/form-index.ts'
import { DeferredForm } from './deferred-form.tsx'

export function ContactFormCard({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const form = getFormHead('contact')
  return (
    <Box bg="white" color="gray.900" rounded="2xl" boxShadow="xl" p={{ base: 5, md: 8 }} borderWidth="1px" borderColor="gray.200">
      <Heading as={headingLevel} size="xl" mb={2}>
        {form.title}
      </Heading>
      {form.intro && (
        <Text color="gray.600" mb={6}>
          {form.intro}
        </Text>
      )}
      {/* Reserved height ≈ the rendered form, so the page below does not move when it appears. */}
      <DeferredForm id="contact" minH="560px" />
    </Box>
  )
}
