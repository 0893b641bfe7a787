import type { FormTexts } from '#form-core'
import { Box, Container, Heading, Link, Text } from '@chakra-ui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { Link as RouterLink, useParams } from 'react-router-dom'
import { files } from 'virtual:editor-files'
import type { ExistingForm, PublishedLock } from '#form-authoring'
import { EDITOR_PATH } from '#form-core'
import { FormEditor } from './form-editor.tsx'
import { editorProblems, type EditorProblem, type ProblemContext } from '../model/editor-problems.ts'
import { newForms, readReview, savedForms, savedTexts } from '../io/editor-store.ts'
import { FormList } from './form-list.tsx'
import { editorQueryClient, useOpening } from '../io/review-calls.ts'
import { EditorLogin } from './editor-login.tsx'
import { metaOfText, type FormPair } from '../model/form-model.ts'
import type { PublishedFields } from '../model/name-edits.ts'
import { categoriesIn } from '../model/page-fields.ts'

const published = (JSON.parse(files.lock) as PublishedLock).forms
const NONE: PublishedFields = {}

// On a touch screen every control and link of the editor's pages is a finger's target, 44 px each way (WCAG 2.2 with a
// margin, issues 35 and 45: "← Todos os questionários" was 21 px): one rule here rather than a size on each; a mouse on
// a wide screen keeps the compact sizes.
const touchTargets = {
  '@media (pointer: coarse)': {
    '& :is(button, input:not([type=checkbox], [type=radio]), select, textarea, summary)': { minHeight: '44px' },
    '& button': { minWidth: '44px' },
    '& summary': { lineHeight: '44px' },
    '& label:has(> input[type=checkbox])': { minHeight: '44px', alignItems: 'center' },
    '& a[href]': { minHeight: '44px', display: 'inline-flex', alignItems: 'center' },
  },
}

/**
 * `/editor` (every questionnaire, and "Novo questionário") and `/editor/<id>` (the editor). Never indexed, in no
 * menu or sitemap; its code, the ajv compiler included, loads on these routes only. Deployed, it opens to the agency's login.
 */
export default function EditorPage() {
  const { id } = useParams()
  const existing: ExistingForm[] = useMemo(
    () => Object.entries(savedForms(files.forms)).map(([formId, f]) => ({ id: formId, meta: metaOfText(f.schema) })),
    [],
  )
  const started = newForms()
  const problemsOf = useCallback(
    (pair: FormPair, texts: FormTexts, context?: ProblemContext) => editorProblems(id ?? '', pair, texts, files, context),
    [id],
  )
  return (
    <>
      <title>Editor de questionários | Excellis</title>
      <meta name="robots" content="noindex, nofollow" />
      <QueryClientProvider client={editorQueryClient}>
        <Box css={touchTargets}>
          <EditorLogin>
            {!id ? (
              <FormList existing={existing} started={started} />
            ) : (
              <OpenedEditor id={id} started={started[id]} existing={existing} problemsOf={problemsOf} />
            )}
          </EditorLogin>
        </Box>
      </QueryClientProvider>
    </>
  )
}

/**
 * One questionnaire, opened (deployed, once signed in) from its open review on the server when there is one: every
 * device edits what the review holds. Without one, from what the agency approved last (the repository's default
 * branch, read by the server); when the function does not answer, from what this browser last sent, else the site's
 * texts (or a new questionnaire's first ones).
 */
function OpenedEditor(props: {
  id: string
  started: FormTexts | undefined
  existing: ExistingForm[]
  problemsOf(pair: FormPair, texts: FormTexts, context: ProblemContext): EditorProblem[]
}) {
  const { id, started, existing, problemsOf } = props
  const opening = useOpening(id)
  // What is live as the server reads it: the bundled lock is as old as the build, which the deploy makes before it
  // publishes (a just published questionnaire looked unpublished, and a rename dropped its key: issue 45).
  const live = opening?.published
  const fields = live ?? published[id]?.fields ?? NONE
  // Unpublished (no live revision), the bundled lock stands: an empty override would make every question "new". The
  // server's texts name what a questionnaire approved after this build publishes (its removed options by their labels).
  const context = useMemo(
    (): ProblemContext => ({
      live: live && { fields: live, schema: opening?.liveSchema },
      opened: opening?.review?.texts ?? opening?.approved,
    }),
    [live, opening],
  )
  const check = useCallback((pair: FormPair, texts: FormTexts) => problemsOf(pair, texts, context), [problemsOf, context])
  if (opening === undefined)
    return (
      <Container maxW="3xl" py={10} aria-live="polite">
        <Text>Abrindo o questionário…</Text>
      </Container>
    )
  const opened = opening.review
  // What the agency approved last is the page's site texts: an approved questionnaire is changed on top of it.
  const built = opening.approved ?? savedTexts(id, files.forms[id])
  const from = built ?? started
  const sent = import.meta.env.DEV || !from ? undefined : readReview(id, from)?.sent
  const base = opened?.texts ?? sent ?? built ?? started
  if (!base)
    return (
      <Container maxW="3xl" py={10}>
        <Heading as="h1" mb={3}>
          Questionário não encontrado
        </Heading>
        <Link asChild color="orange.700">
          <RouterLink to={EDITOR_PATH}>Voltar à lista</RouterLink>
        </Link>
      </Container>
    )
  return (
    <FormEditor
      key={id}
      id={id}
      base={base}
      built={opened ? undefined : built}
      isNew={!built && !opened}
      opened={opened ?? undefined}
      published={fields}
      otherForms={existing
        .filter((f) => f.id !== id && f.meta.kind === 'briefing')
        .map((f) => ({ id: f.id, title: String(f.meta.title ?? f.id) }))}
      categories={categoriesIn(existing.filter((f) => f.id !== id).map((f) => f.meta))}
      problemsOf={check}
    />
  )
}
