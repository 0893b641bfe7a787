import { Button, Container, Flex, Heading, Text } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import { files } from 'virtual:editor-files'
import type { FormTexts } from '#form-core'
import type { ExistingForm } from '#form-authoring'
import { readReview, savedTexts } from '../io/editor-store.ts'
import { metaOfText } from '../model/form-model.ts'
import { useReviews } from '../io/review-calls.ts'
import { ReviewQueue } from './review-queue.tsx'
import { FormEntries, formEntries, type FormEntry } from './form-entries.tsx'
import { NewForm } from './new-form.tsx'

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

/**
 * `/editor`: every questionnaire by its title, and "Novo questionário" beside the heading, in the first screen at
 * every width (under the list of 13 forms a marketer had to scroll to find it), opening the new one's name below it.
 */
export function FormList({ existing, started }: { existing: ExistingForm[]; started: Record<string, FormTexts> }) {
  const [starting, setStarting] = useState(false)
  const startButton = useRef<HTMLButtonElement>(null)
  const reviews = useReviews()
  const close = () => {
    setStarting(false)
    startButton.current?.focus()
  }
  return (
    <Container maxW="4xl" py={10}>
      <Flex mb={2} gap={3} wrap="wrap" alignItems="center" justifyContent="space-between">
        <Heading as="h1" size="3xl">
          Editor de questionários
        </Heading>
        <Button
          ref={startButton}
          colorPalette="orange"
          aria-expanded={starting}
          aria-controls={starting ? 'novo' : undefined}
          onClick={() => (starting ? close() : setStarting(true))}
        >
          Novo questionário
        </Button>
      </Flex>
      <Text color="gray.600" mb={6}>
        Escolha um questionário para editar.{' '}
        {import.meta.env.DEV
          ? 'Salvar grava as mudanças neste computador.'
          : 'As mudanças vão para revisão da equipe antes de entrar no site.'}
      </Text>
      {starting && (
        <NewForm id="novo" taken={[...existing, ...Object.keys(started).map((formId) => ({ id: formId, meta: {} }))]} onClose={close} />
      )}
      {reviews && <ReviewQueue reviews={reviews} />}
      <FormEntries entries={formEntries(localEntries(existing, started), reviews)} />
    </Container>
  )
}
