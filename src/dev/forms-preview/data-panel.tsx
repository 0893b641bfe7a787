import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import type { RJSFValidationError } from '@rjsf/utils'

interface Props {
  data: Record<string, unknown>
  errors: RJSFValidationError[]
}

/** What the form would send, and every message the visitor would see, live. */
export function DataPanel({ data, errors }: Props) {
  return (
    <Stack gap={5} position={{ xl: 'sticky' }} top="88px">
      <Box>
        <Heading as="h3" size="sm" mb={2}>
          Erros de validação ({errors.length})
        </Heading>
        {errors.length === 0 ? (
          <Text color="green.700" fontSize="sm">
            Nenhum: estes dados seriam aceitos.
          </Text>
        ) : (
          <Stack as="ul" gap={1} fontSize="sm" listStyleType="none" data-testid="preview-errors">
            {errors.map((e, i) => (
              <Text as="li" key={`${e.property ?? ''}-${e.name ?? ''}-${i}`}>
                <Text as="code" color="gray.500">
                  {e.property?.replace(/^\./, '') || '/'} · {e.name}
                </Text>{' '}
                {e.message}
              </Text>
            ))}
          </Stack>
        )}
      </Box>
      <Box>
        <Heading as="h3" size="sm" mb={2}>
          formData
        </Heading>
        <Box as="pre" fontSize="xs" bg="gray.900" color="gray.100" p={3} rounded="md" overflowX="auto" data-testid="preview-data">
          {JSON.stringify(data, null, 2)}
        </Box>
      </Box>
    </Stack>
  )
}
