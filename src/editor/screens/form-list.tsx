import { Box, Button, Container, Heading, HStack, Input, Link, List, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import { files } from 'virtual:editor-files'
import { EDITOR_PATH, isObject, objectAt, type FormTexts } from '#form-core'
import { newFormFiles, type ExistingForm } from '#form-authoring'
import { readReview, savedTexts, startNewForm } from '../io/editor-store.ts'
import { metaOfText } from '../model/form-model.ts'
import { rewriteJson } from '../model/json-text.ts'
import { formIdOf } from '../model/data-names.ts'
import { developerWords } from '../model/developer-words.ts'
import { useReviews } from '../io/review-calls.ts'
import { ReviewQueue } from './review-queue.tsx'

/** `npm run new:form`'s files with the name the marketer already gave: the page's and the schema's titles, and Google's. */
function named(made: FormTexts, name: string): FormTexts {
  const schema: unknown = JSON.parse(made.schema)
  if (!isObject(schema)) return made
  const meta = objectAt(schema['x-form'])
  const seo = objectAt(meta.seo)
  const next = { ...schema, title: name, 'x-form': { ...meta, title: name, seo: { ...seo, title: `${name} | Excellis` } } }
  return { schema: rewriteJson(made.schema, next), uiSchema: made.uiSchema }
}

/**
 * `npm run new:form`'s refusal in the list's words: the field is the "Nome curto" there, and no folder is named; any
 * other sentence with a developer word gives way to a plain one.
 */
function plainRefusal(refusal: string): string {
  if (/não é um id válido/.test(refusal))
    return 'Use no nome curto só letras minúsculas sem acento, números e hífens, começando por uma letra (ex.: consultoria-seo).'
  const plain = refusal.replace(/ em schemas\/$/, '')
  return developerWords(plain).length ? 'Esse nome curto não pode ser usado: escolha outro.' : plain
}

/** `/editor`: every questionnaire by its title, and a new one from its name (its id follows the name until typed). */
export function FormList({ existing, started }: { existing: ExistingForm[]; started: Record<string, FormTexts> }) {
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const [typedId, setTypedId] = useState<string>()
  const [refusal, setRefusal] = useState<string>()
  const id = typedId ?? formIdOf(name)
  const create = () => {
    const made = newFormFiles(id, [...existing, ...Object.keys(started).map((formId) => ({ id: formId, meta: {} }))])
    if ('refusal' in made) return setRefusal(plainRefusal(made.refusal))
    startNewForm(id, name.trim() ? named(made, name.trim()) : made)
    navigate(`${EDITOR_PATH}/${id}`)
  }
  const onEnter = (e: { key: string }) => e.key === 'Enter' && create()
  const reviews = useReviews()
  return (
    <Container maxW="4xl" py={10}>
      <Heading as="h1" size="3xl" mb={2}>
        Editor de questionários
      </Heading>
      <Text color="gray.600" mb={6}>
        Escolha um questionário para editar.{' '}
        {import.meta.env.DEV
          ? 'Salvar grava as mudanças neste computador.'
          : 'As mudanças vão para revisão da equipe antes de entrar no site.'}
      </Text>
      {reviews && <ReviewQueue reviews={reviews} />}
      <List.Root gap={2} mb={10} ps={0} listStyleType="none">
        {[
          ...existing,
          ...Object.keys(started)
            .filter((formId) => !savedTexts(formId, files.forms[formId]))
            .map((formId) => {
              // Sent for review from here, a new questionnaire is named by its title, as the review holds it.
              const review = readReview(formId, started[formId])
              const title = review
                ? `${String(metaOfText(review.sent.schema).title ?? formId)} (em revisão)`
                : `${formId} (novo, não salvo)`
              return { id: formId, meta: { title } }
            }),
        ].map((form) => (
          <List.Item key={form.id}>
            <Link asChild color="orange.700" fontWeight="medium">
              <RouterLink to={`${EDITOR_PATH}/${form.id}`}>{String(form.meta.title ?? form.id)}</RouterLink>
            </Link>{' '}
            <Text as="span" color="gray.600" fontSize="sm">
              ({form.id})
            </Text>
          </List.Item>
        ))}
      </List.Root>
      <Box as="section" aria-labelledby="novo">
        <Heading as="h2" id="novo" size="lg" mb={3}>
          Novo questionário
        </Heading>
        <Stack gap={3} maxW="xl">
          <Box>
            <Text asChild fontSize="sm" fontWeight="medium">
              <label htmlFor="new-form-name">Nome do questionário (ex.: Briefing de Consultoria SEO)</label>
            </Text>
            <Input id="new-form-name" mt={1} value={name} onChange={(e) => setName(e.target.value)} onKeyDown={onEnter} />
          </Box>
          <Box>
            <Text asChild fontSize="sm" fontWeight="medium">
              <label htmlFor="new-form-id">Nome curto (no endereço da página; segue o nome até você mudá-lo)</label>
            </Text>
            <HStack mt={1} alignItems="start" wrap="wrap">
              <Input
                id="new-form-id"
                flex="1 1 14rem"
                value={id}
                onChange={(e) => setTypedId(e.target.value)}
                onKeyDown={onEnter}
                aria-invalid={Boolean(refusal)}
                aria-describedby={refusal ? 'new-form-refusal' : undefined}
              />
              <Button colorPalette="orange" onClick={create}>
                Novo questionário
              </Button>
            </HStack>
          </Box>
        </Stack>
        {refusal && (
          <Text id="new-form-refusal" color="red.700" fontSize="sm" mt={1}>
            {refusal}
          </Text>
        )}
      </Box>
    </Container>
  )
}
