import { Box, Button, Container, Heading, HStack, Input, Link, List, Text } from '@chakra-ui/react'
import { useCallback, useMemo, useState } from 'react'
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom'
import { files } from 'virtual:editor-files'
import type { PublishedLock } from '#form-core/field-contract.ts'
import { isObject, objectAt, type JsonObject } from '#form-core/json.ts'
import { newFormFiles, type ExistingForm } from '#form-core/form-templates.ts'
import { FormEditor, type Texts } from './form-editor.tsx'
import { editorProblems } from './editor-problems.ts'
import { newForms, savedForms, savedTexts, startNewForm } from './editor-store.ts'
import type { FormPair } from './form-model.ts'

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
 * menu or sitemap; its code, the ajv compiler included, loads on these routes only.
 */
export default function EditorPage() {
  const { id } = useParams()
  const existing: ExistingForm[] = useMemo(
    () => Object.entries(savedForms(files.forms)).map(([formId, f]) => ({ id: formId, meta: metaOf(f.schema) })),
    [],
  )
  const started = newForms()
  const base = id ? (savedTexts(id, files.forms[id]) ?? started[id]) : undefined
  const problemsOf = useCallback((pair: FormPair, texts: Texts) => editorProblems(id ?? '', pair, texts, files), [id])
  return (
    <>
      <title>Editor de questionários | Excellis</title>
      <meta name="robots" content="noindex, nofollow" />
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
          isNew={!savedTexts(id, files.forms[id])}
          published={published[id]?.fields ?? {}}
          otherForms={existing
            .filter((f) => f.id !== id && f.meta.kind === 'briefing')
            .map((f) => ({ id: f.id, title: String(f.meta.title ?? f.id) }))}
          problemsOf={problemsOf}
        />
      )}
    </>
  )
}

function FormList({ existing, started }: { existing: ExistingForm[]; started: Record<string, Texts> }) {
  const navigate = useNavigate()
  const [newId, setNewId] = useState('')
  const [refusal, setRefusal] = useState<string>()
  const create = () => {
    const made = newFormFiles(newId.trim(), [...existing, ...Object.keys(started).map((formId) => ({ id: formId, meta: {} }))])
    if ('refusal' in made) return setRefusal(made.refusal)
    startNewForm(newId.trim(), { schema: made.schema, uiSchema: made.uiSchema })
    navigate(`/editor/${newId.trim()}`)
  }
  return (
    <Container maxW="4xl" py={10}>
      <Heading as="h1" size="3xl" mb={2}>
        Editor de questionários
      </Heading>
      <Text color="gray.600" mb={6}>
        Escolha um questionário para editar. As mudanças viram um pull request (ou, rodando o projeto com npm run dev, são salvas direto nos
        arquivos).
      </Text>
      <List.Root gap={2} mb={10} ps={0} listStyleType="none">
        {[
          ...existing,
          ...Object.keys(started)
            .filter((formId) => !savedTexts(formId, files.forms[formId]))
            .map((formId) => ({ id: formId, meta: { title: `${formId} (novo, não salvo)` } })),
        ].map((form) => (
          <List.Item key={form.id}>
            <Link asChild color="orange.700" fontWeight="medium">
              <RouterLink to={`/editor/${form.id}`}>{String(form.meta.title ?? form.id)}</RouterLink>
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
        <Text asChild fontSize="sm" fontWeight="medium">
          <label htmlFor="new-form-id">Id do questionário (vira o nome dos arquivos e o endereço, ex.: consultoria-seo)</label>
        </Text>
        <HStack mt={1} alignItems="start">
          <Input
            id="new-form-id"
            value={newId}
            onChange={(e) => setNewId(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && create()}
            aria-invalid={Boolean(refusal)}
            aria-describedby={refusal ? 'new-form-refusal' : undefined}
          />
          <Button colorPalette="orange" onClick={create}>
            Novo questionário
          </Button>
        </HStack>
        {refusal && (
          <Text id="new-form-refusal" color="red.700" fontSize="sm" mt={1}>
            {refusal}
          </Text>
        )}
      </Box>
    </Container>
  )
}
