import { Box, Checkbox, HStack, Heading, Stack, Text } from '@chakra-ui/react'
import type { ChecklistCategory } from './checklist-types.ts'
import { formatScore } from './format-score.ts'
import type { CategoryResult } from './scoring.ts'

interface Props {
  category: ChecklistCategory
  result: CategoryResult
  ticks: ReadonlySet<string>
  onToggle: (id: string, checked: boolean) => void
}

/** One category's checkboxes, with its score, ticked/total count and weight in the header. */
export function CategoryChecklist({ category, result, ticks, onToggle }: Props) {
  const headingId = `audit-${category.id}`
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" rounded="xl" p={{ base: 4, md: 6 }} bg="white">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap={2} mb={4}>
        <Heading as="h2" size="lg" id={headingId}>
          {category.title}
        </Heading>
        <Text fontSize="sm" color="gray.600" data-testid={`audit-category-${category.id}`}>
          Nota <strong>{formatScore(result.score)}</strong> · {result.checked}/{result.total} itens · peso {result.weight}%
        </Text>
      </HStack>
      <Stack gap={3}>
        {category.items.map((item) => (
          <Checkbox.Root
            key={item.id}
            checked={ticks.has(item.id)}
            onCheckedChange={({ checked }) => onToggle(item.id, checked === true)}
            colorPalette="orange"
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="normal">
              {item.label}
              {item.hint && (
                <Text as="span" display="block" fontSize="sm" color="gray.600">
                  {item.hint}
                </Text>
              )}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Box>
  )
}
