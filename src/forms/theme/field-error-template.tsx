import { Text } from '@chakra-ui/react'
import { errorId, type FieldErrorProps } from '@rjsf/utils'

/**
 * A question's messages, as @rjsf/chakra-ui's show them (Chakra's fieldset error text: same style, id and
 * polite live region) without needing a Fieldset around the question (field-template.tsx).
 */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  if (errors.length === 0) return null
  const id = errorId(fieldPathId)
  return errors.map((error, i) => (
    <Text key={i} as="span" id={id} aria-live="polite" display="inline-flex" alignItems="center" gap={2} color="fg.error" fontWeight="medium" textStyle="sm">
      {error}
    </Text>
  ))
}
