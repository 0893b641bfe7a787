import { Box, Container, Grid, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react'
import { Suspense } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { formEntries } from '../../forms/registry.ts'
import { FormPreview } from './form-preview.tsx'

/**
 * /dev/forms, development only (src/app/routes.tsx): every form the registry found, one at a time, beside
 * its data and errors. Saving a file in schemas/ or ui-schemas/ reloads the page (scripts/vite-plugin-forms.ts).
 */
export default function FormsPreviewPage() {
  const [params] = useSearchParams()
  const selected = formEntries.find((f) => f.id === params.get('form')) ?? formEntries[0]
  return (
    <Container maxW="8xl" py={8}>
      <title>Pré-visualização dos formulários | Excellis (dev)</title>
      <Heading as="h1" size="2xl" mb={1}>
        Pré-visualização dos formulários
      </Heading>
      <Text color="gray.600" mb={6}>
        Só no ambiente de desenvolvimento. Salve um arquivo em schemas/ ou ui-schemas/ e a página recarrega.
      </Text>
      <Grid templateColumns={{ base: '1fr', lg: '220px minmax(0, 1fr)' }} gap={8} alignItems="start">
        <Stack as="nav" aria-label="Formulários" gap={1} fontSize="sm">
          {formEntries.map((f) => (
            <Link
              key={f.id}
              asChild
              px={2}
              py={1}
              rounded="md"
              bg={f.id === selected?.id ? 'orange.100' : undefined}
              aria-current={f.id === selected?.id ? 'page' : undefined}
            >
              <RouterLink to={`?form=${f.id}`}>{f.id}</RouterLink>
            </Link>
          ))}
        </Stack>
        <Box minW={0}>
          {selected ? (
            <Suspense fallback={<Spinner aria-label="Carregando formulário" />}>
              <FormPreview key={selected.id} form={selected} />
            </Suspense>
          ) : (
            <Text>Nenhum formulário em schemas/.</Text>
          )}
        </Box>
      </Grid>
    </Container>
  )
}
