import { Box, Button, Container, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
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
import { FormEntries, formEntries, type FormEntry } from './form-entries.tsx'

const titleOf = (title: unknown) => (typeof title === 'string' && title.trim() ? title : 'Questionário sem nome')

/**
 * What this browser knows before the server answers: the site's questionnaires, and those started here (named by the
 * title their review holds once sent from here, else by the name given when starting it).
 */
function localEntries(existing: ExistingForm[], started: Record<string, FormTexts>): FormEntry[] {
  const startedHere = Object.keys(started)
    .filter((formId) => !savedTexts(formId, files.forms[formId]))
    .map((formId): FormEntry => {
      const review = readReview(formId, started[formId])
      if (review) return { id: formId, title: titleOf(metaOfText(review.sent.schema).title), state: 'open' }
      return { id: formId, title: titleOf(metaOfText(started[formId].schema).title), state: 'new' }
    })
  return [...existing.map((form) => ({ id: form.id, title: titleOf(form.meta.title) })), ...startedHere]
}

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
    const made = newFormFiles(id, [...existing, ...Object.keys(started).map((formId) => ({ id: formId, meta: {} }))], {
      suggestRelated: false,
    })
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
      <FormEntries entries={formEntries(localEntries(existing, started), reviews)} />
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
