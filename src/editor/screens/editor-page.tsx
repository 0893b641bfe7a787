import { Container, Heading, Link } from '@chakra-ui/react'
import { useCallback, useMemo } from 'react'
import { Link as RouterLink, useParams } from 'react-router-dom'
import { files } from 'virtual:editor-files'
import { isObject, objectAt, type JsonObject } from '#form-core'
import type { ExistingForm, PublishedLock } from '#form-authoring'
import { FormEditor, type Texts } from './form-editor.tsx'
import { editorProblems } from '../model/editor-problems.ts'
import { newForms, readReview, savedForms, savedTexts } from '../io/editor-store.ts'
import { FormList } from './form-list.tsx'
import { EditorLogin } from './editor-login.tsx'
import type { FormPair } from '../model/form-model.ts'

const metaOf = (text: string): JsonObject => {
  try {
    const schema: unknown = JSON.parse(text)
    return isObject(schema) ? objectAt(schema['x-form']) : {}
  } catch {
    return {}
  }
}

const published = (JSON.parse(files.lock) as PublishedLock).forms

/**
 * `/editor` (every questionnaire, and "Novo questionário") and `/editor/<id>` (the editor). Never indexed, in no
 * menu or sitemap; its code, the ajv compiler included, loads on these routes only. Deployed, it opens to the agency's login.
 */
export default function EditorPage() {
  const { id } = useParams()
  const existing: ExistingForm[] = useMemo(
    () => Object.entries(savedForms(files.forms)).map(([formId, f]) => ({ id: formId, meta: metaOf(f.schema) })),
    [],
  )
  const started = newForms()
  const built = id ? savedTexts(id, files.forms[id]) : undefined
  // Deployed, a questionnaire sent for review from this browser reopens as sent: a later send builds on it rather
  // than sending the site's texts over the review's.
  const sent = id && built && !import.meta.env.DEV ? readReview(id, built)?.sent : undefined
  const base = id ? (sent ?? built ?? started[id]) : undefined
  const problemsOf = useCallback((pair: FormPair, texts: Texts) => editorProblems(id ?? '', pair, texts, files), [id])
  return (
    <>
      <title>Editor de questionários | Excellis</title>
      <meta name="robots" content="noindex, nofollow" />
      <EditorLogin>
        {!id ? (
          <FormList existing={existing} started={started} />
        ) : !base ? (
          <Container maxW="3xl" py={10}>
            <Heading as="h1" mb={3}>
              Questionário não encontrado
            </Heading>
            <Link asChild color="orange.700">
              <RouterLink to="/editor">Voltar à lista</RouterLink>
            </Link>
          </Container>
        ) : (
          <FormEditor
            key={id}
            id={id}
            base={base}
            built={built}
            isNew={!built}
            published={published[id]?.fields ?? {}}
            otherForms={existing
              .filter((f) => f.id !== id && f.meta.kind === 'briefing')
              .map((f) => ({ id: f.id, title: String(f.meta.title ?? f.id) }))}
            problemsOf={problemsOf}
          />
        )}
      </EditorLogin>
    </>
  )
}
