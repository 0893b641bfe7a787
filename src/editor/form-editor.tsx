import { Box, Button, Grid, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react'
import { useCallback, useEffect, useMemo, useReducer, useState, type KeyboardEvent } from 'react'
import { objectAt } from '#form-core'
import { declareRename, renameQuestion, setOptions, updateMeta, updateQuestion } from './form-edits.ts'
import {
  addQuestion,
  addSection,
  duplicateQuestion,
  moveQuestion,
  moveSection,
  removeQuestion,
  removeSection,
  updateSection,
} from './form-layout.ts'
import { parseTexts, sectionsOfForm, type FormPair, type Texts } from './form-model.ts'
import { historyReducer, startHistory } from './history.ts'
import { rewriteJson } from './json-text.ts'
import { PagePanel } from './page-panel.tsx'
import { PreviewPane } from './preview-pane.tsx'
import { ProblemsPane, type EditorProblem } from './problems-pane.tsx'

export type { Texts }
import { QuestionsPanel, type QuestionsActions } from './questions-panel.tsx'
import { SavePanel } from './save-panel.tsx'

const draftKey = (id: string) => `excellis-editor:${id}`

/** How long typing must pause before the whole project is checked again. */
const PROBLEMS_PAUSE_MS = 250

/**
 * One questionnaire in the editor: the two texts are the state (undo and redo step through them), the visual editor
 * and the JSON tab both edit them, the preview and the problems follow. Unsaved texts stay in this browser
 * (localStorage) until saved or discarded, so a closed tab loses nothing.
 */
export function FormEditor({
  id,
  base,
  isNew = false,
  otherForms,
  problemsOf,
}: {
  id: string
  base: Texts
  isNew?: boolean
  otherForms: { id: string; title: string }[]
  problemsOf(pair: FormPair, texts: Texts): EditorProblem[]
}) {
  const [history, dispatch] = useReducer(historyReducer<Texts>, base, (initial) => {
    try {
      const saved = JSON.parse(localStorage.getItem(draftKey(id)) ?? 'null') as (Texts & { base: Texts }) | null
      if (saved && saved.base.schema === initial.schema && saved.base.uiSchema === initial.uiSchema)
        return startHistory({ schema: saved.schema, uiSchema: saved.uiSchema })
    } catch {
      // A draft that does not read back is dropped.
    }
    return startHistory(initial)
  })
  const texts = history.present
  const dirty = texts.schema !== base.schema || texts.uiSchema !== base.uiSchema
  useEffect(() => {
    if (dirty) localStorage.setItem(draftKey(id), JSON.stringify({ ...texts, base }))
    else localStorage.removeItem(draftKey(id))
  }, [id, texts, base, dirty])
  const parsed = useMemo(() => parseTexts(id, texts), [id, texts])
  const [lastGood, setLastGood] = useState<FormPair | undefined>(parsed.pair)
  if (parsed.pair && parsed.pair !== lastGood) setLastGood(parsed.pair)
  const [tab, setTab] = useState<'questions' | 'page' | 'json'>('questions')

  const apply = useCallback(
    (edit: (pair: FormPair) => FormPair, key?: string) => {
      if (!parsed.pair) return
      const next = edit(parsed.pair)
      if (next === parsed.pair) return
      dispatch({
        type: 'edit',
        key,
        value: { schema: rewriteJson(texts.schema, next.schema), uiSchema: rewriteJson(texts.uiSchema, next.uiSchema) },
      })
    },
    [parsed.pair, texts],
  )
  const actions: QuestionsActions = {
    patch: (path, patch, key) => apply((p) => updateQuestion(p, path, patch), key),
    rename: (path, to) => apply((p) => renameQuestion(p, path, to)),
    options: (path, options) => apply((p) => setOptions(p, path, options), `${path.join('.')}:options`),
    add: (section, kind) => {
      let path: string[] = []
      apply((p) => {
        const added = addQuestion(p, section, kind)
        path = added.path
        return added.pair
      })
      return path
    },
    remove: (path) => apply((p) => removeQuestion(p, path)),
    duplicate: (path) => {
      let copyPath = path
      apply((p) => {
        const copied = duplicateQuestion(p, path)
        copyPath = copied.path
        return copied.pair
      })
      return copyPath
    },
    move: (path, to, at) => apply((p) => moveQuestion(p, path, to, at)),
    addSection: (at) => apply((p) => addSection(p, at)),
    updateSection: (ref, patch, key) => apply((p) => updateSection(p, ref, patch), key),
    removeSection: (ref) => apply((p) => removeSection(p, ref)),
    moveSection: (from, to) => apply((p) => moveSection(p, from, to)),
  }
  // Every rule over the whole project takes tens of milliseconds: checked when typing pauses, never per keystroke.
  const [checked, setChecked] = useState<EditorProblem[]>([])
  useEffect(() => {
    if (!parsed.pair) return
    const pair = parsed.pair
    const timer = setTimeout(() => setChecked(problemsOf(pair, texts)), PROBLEMS_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [parsed.pair, problemsOf, texts])
  const problems = parsed.pair ? checked : parsed.problems
  const onKeyDown = (e: KeyboardEvent) => {
    if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z' || (e.target as HTMLElement).dataset.jsonText !== undefined) return
    e.preventDefault()
    dispatch({ type: e.shiftKey ? 'redo' : 'undo' })
  }
  const title = String(objectAt(lastGood?.schema['x-form']).title ?? id)

  return (
    <Box px={{ base: 3, md: 6 }} py={6} onKeyDown={onKeyDown}>
      <HStack justify="space-between" wrap="wrap" gap={3} mb={4}>
        <Box>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="gray.600" fontSize="sm">
            {id} · {dirty ? 'alterações não salvas (guardadas neste navegador)' : 'sem alterações'}
          </Text>
        </Box>
        <HStack gap={2}>
          <Button
            size="sm"
            variant="outline"
            disabled={history.past.length === 0}
            onClick={() => dispatch({ type: 'undo' })}
            aria-keyshortcuts="Control+Z"
          >
            Desfazer
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={history.future.length === 0}
            onClick={() => dispatch({ type: 'redo' })}
            aria-keyshortcuts="Control+Shift+Z"
          >
            Refazer
          </Button>
          <Button size="sm" variant="ghost" disabled={!dirty} onClick={() => dispatch({ type: 'edit', value: base })}>
            Descartar alterações
          </Button>
        </HStack>
      </HStack>
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 5fr) minmax(0, 4fr) minmax(0, 3fr)' }} gap={6} alignItems="start">
        <Box as="section" aria-label="Editor">
          <HStack role="tablist" aria-label="Modo de edição" gap={1} mb={4}>
            {(
              [
                ['questions', 'Perguntas'],
                ['page', 'Página'],
                ['json', 'JSON'],
              ] as const
            ).map(([value, label]) => (
              <Button
                key={value}
                role="tab"
                id={`tab-${value}`}
                aria-selected={tab === value}
                aria-controls={`panel-${value}`}
                size="sm"
                variant={tab === value ? 'solid' : 'ghost'}
                colorPalette="orange"
                onClick={() => setTab(value)}
              >
                {label}
              </Button>
            ))}
          </HStack>
          <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'json' ? (
              <JsonTexts id={id} texts={texts} onChange={(next) => dispatch({ type: 'edit', value: next, key: 'json' })} />
            ) : !parsed.pair ? (
              <Text color="red.700">Corrija o JSON (aba JSON) para voltar a editar visualmente: {parsed.problems[0]?.message}</Text>
            ) : tab === 'page' ? (
              <PagePanel
                meta={objectAt(parsed.pair.schema['x-form'])}
                otherForms={otherForms}
                onChange={(path, value, key) => apply((p) => updateMeta(p, path, value), key)}
              />
            ) : (
              <QuestionsPanel sections={sectionsOfForm(parsed.pair)} actions={actions} />
            )}
          </Box>
        </Box>
        <Box as="section" aria-label="Pré-visualização" borderWidth="1px" borderRadius="lg" p={4}>
          {lastGood && <PreviewPane pair={lastGood} />}
        </Box>
        <Stack gap={6}>
          <Box as="section" aria-label="Problemas">
            <ProblemsPane problems={problems} onDeclareRename={(from, to) => apply((p) => declareRename(p, from, to))} />
          </Box>
          <SavePanel id={id} base={base} texts={texts} pair={parsed.pair} problems={problems} isNew={isNew} />
        </Stack>
      </Grid>
    </Box>
  )
}

/** The two files as text; edits here are the same history as the visual editor's. */
function JsonTexts({ id, texts, onChange }: { id: string; texts: Texts; onChange(texts: Texts): void }) {
  return (
    <Stack gap={4}>
      {(['schema', 'uiSchema'] as const).map((key) => (
        <Box key={key}>
          <Text asChild fontWeight="medium" fontSize="sm">
            <label htmlFor={`json-${key}`}>
              {key === 'schema' ? 'schemas' : 'ui-schemas'}/{id}.json
            </label>
          </Text>
          <Textarea
            id={`json-${key}`}
            data-json-text=""
            fontFamily="mono"
            fontSize="xs"
            rows={24}
            spellCheck={false}
            value={texts[key]}
            onChange={(e) => onChange({ ...texts, [key]: e.target.value })}
          />
        </Box>
      ))}
    </Stack>
  )
}
