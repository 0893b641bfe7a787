import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react'
import { ChoiceInput, ChoiceLabel } from '../../lib/ui/choice-input.tsx'
import type { ChecklistCategory } from './audit-checklist.ts'
import { formatScore, type CategoryResult } from './scoring.ts'

const Hint = chakra('span', { base: { display: 'block', fontSize: 'sm', color: 'gray.600' } })

interface Props {
  category: ChecklistCategory
  result: CategoryResult
  ticks: ReadonlySet<string>
  onToggle: (id: string, checked: boolean) => void
}

// Native inputs: 48 Chakra Checkboxes ran 48 state machines at start-up (decision 090).
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
          <ChoiceLabel key={item.id}>
            <ChoiceInput
              type="checkbox"
              checked={ticks.has(item.id)}
              onChange={(event) => onToggle(item.id, event.currentTarget.checked)}
            />
            <span>
              {item.label}
              {item.hint && <Hint>{item.hint}</Hint>}
            </span>
          </ChoiceLabel>
        ))}
      </Stack>
    </Box>
  )
}
