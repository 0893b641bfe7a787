import { Badge, Box, Button, HStack, Heading, SimpleGrid, Text, Wrap } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import type { FormEntry } from '../form-entry.ts'
import { getForm } from '../registry.ts'

export function FormCard({ form, compact = false }: { form: FormEntry; compact?: boolean }) {
  const card = form.card
  if (!card || !form.route) return null
  return (
    <Box as="article" borderWidth="1px" rounded="xl" p={5} bg="white" display="flex" flexDirection="column" gap={3}>
      <HStack justify="space-between" wrap="wrap">
        <Badge colorPalette="gray">{card.category}</Badge>
        {card.popular && <Badge colorPalette="orange">Popular</Badge>}
      </HStack>
      <Heading as="h3" size="md">
        {card.title}
      </Heading>
      <Text color="gray.600" flex="1">
        {card.description}
      </Text>
      {form.estimatedTime && (
        <Text fontSize="sm" color="gray.500">
          Tempo estimado: {form.estimatedTime}
        </Text>
      )}
      {!compact && (
        <Wrap gap={2}>
          {card.tags.map((tag) => (
            <Badge key={tag} variant="outline">
              {tag}
            </Badge>
          ))}
        </Wrap>
      )}
      <Button asChild colorPalette="orange" variant={compact ? 'outline' : 'solid'} minH="11">
        <RouterLink to={form.route}>Preencher briefing</RouterLink>
      </Button>
    </Box>
  )
}

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
