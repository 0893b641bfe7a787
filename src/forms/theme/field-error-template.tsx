import { Text } from '@chakra-ui/react'
import { errorId, type FieldErrorProps } from '@rjsf/utils'

// As @rjsf/chakra-ui's (same style, id and live region) without needing a Fieldset around the question.
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  if (errors.length === 0) return null
  const id = errorId(fieldPathId)
  return errors.map((error, i) => (
    <Text key={i} as="span" id={id} aria-live="polite" display="inline-flex" alignItems="center" gap={2} color="fg.error" fontWeight="medium" textStyle="sm">
      {error}
    </Text>
  ))
}
