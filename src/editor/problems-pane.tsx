import { Box, Button, Heading, List, Text } from '@chakra-ui/react'

/** One problem as the editor lists it: which file and line, the sentence, and the question it is about. */
export interface EditorProblem {
  file: string
  line?: number
  message: string
  /** The question's id, when the problem is about one (shown first, so a marketer finds it). */
  question?: string
  /** A question renamed since it was published: one click declares it in x-form.migrations. */
  rename?: { from: string; to: string }
}

/** Every problem of check:schemas and of the compatibility with what is published, in Portuguese. */
export function ProblemsPane({
  problems,
  onDeclareRename,
}: {
  problems: EditorProblem[]
  onDeclareRename(from: string, to: string): void
}) {
  return (
    <Box>
      <Heading as="h2" size="md" mb={2}>
        Problemas {problems.length > 0 && `(${problems.length})`}
      </Heading>
      {problems.length === 0 ? (
        <Text color="green.700" fontSize="sm">
          Nenhum problema: o CI aceitaria estes arquivos.
        </Text>
      ) : (
        <List.Root gap={2} ps={4} fontSize="sm">
          {problems.map((p, i) => (
            <List.Item key={`${p.file}:${p.line ?? 0}:${i}`}>
              {p.question && <Text as="strong">{p.question}: </Text>}
              {p.message}{' '}
              <Text as="span" color="gray.600">
                ({p.file}
                {p.line ? `, linha ${p.line}` : ''})
              </Text>
              {p.rename && (
                <Button size="xs" variant="outline" ms={2} onClick={() => p.rename && onDeclareRename(p.rename.from, p.rename.to)}>
                  Declarar renomeação de {p.rename.from} para {p.rename.to}
                </Button>
              )}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  )
}
