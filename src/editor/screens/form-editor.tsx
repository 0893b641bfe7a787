import { Box, Button, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Global } from '@emotion/react'
import { useCallback, useDeferredValue, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { EDITOR_PATH, objectAt, type FormTexts } from '#form-core'
import { layoutTexts } from '../../content/navigation.ts'
import { headerHeight } from '../../lib/brand.ts'
import { ActionBar, type BarStatus } from './action-bar.tsx'
import { parseTexts, type EditorProblem } from '../model/editor-problems.ts'
import { readDraft, rememberSaved, writeDraft } from '../io/editor-store.ts'
import { useIdleWrite } from '../../lib/idle-write.ts'
import { sectionsOfForm, type FormPair } from '../model/form-model.ts'
import { historyReducer, startHistory } from '../model/history.ts'
import { JsonTexts } from './json-tab.tsx'
import type { PublishedFields } from '../model/name-edits.ts'
import { PagePanel } from './page-panel.tsx'
import { PreviewPane } from './preview-pane.tsx'
import { ProblemsPane } from './problems-pane.tsx'
import { QuestionsPanel } from './questions-panel.tsx'
import { ReviewPanel, SEND_REASON, useReview, type ReviewStatus } from './review-panel.tsx'
import { useStoredAnswers, type OpenedReview } from '../io/review-calls.ts'
import { newDecisions } from '../model/problem-fixes.ts'
import { targetId, type EditorTab, type Target } from '../model/targets.ts'
import { useFocusLater } from './use-focus-later.ts'
import { useDevSave, type SaveStatus } from '../io/use-dev-save.ts'
import { useEditActions } from './use-edit-actions.ts'
import { useDiskChanges } from '../io/use-disk-changes.ts'
import { CAUGHT_UP, useCatchUp } from '../io/use-catch-up.ts'
import { CatchUpChoices } from './catch-up-choices.tsx'

/** How long typing must pause before the whole project is checked again. */
const PROBLEMS_PAUSE_MS = 250

type Pane = 'edit' | 'preview' | 'problems'
const PANES: [Pane, string][] = [
  ['edit', 'Editar'],
  ['preview', 'Pré-visualização'],
  ['problems', 'Problemas'],
]

const PANES_ID = 'partes'
const PARTS_ID = 'partes-do-editor'

const same = (a: FormTexts, b: FormTexts) => a.schema === b.schema && a.uiSchema === b.uiSchema

// Disabled actions read at 3:1 or better (Chakra's fade to 40 % did not), yet look off: no fill, a dashed faint
// border, a lighter text and the not-allowed cursor (a grey fill made ↑/↓ look more clickable than enabled ones, issue 35).
const editorCss = {
  '& button:is(:disabled, [aria-disabled=true])': {
    opacity: 1,
    color: 'gray.500',
    bg: 'transparent',
    borderColor: 'gray.300',
    borderStyle: 'dashed',
    boxShadow: 'none',
    cursor: 'not-allowed',
  },
}
// While the editor is open: the site's floating WhatsApp button would cover the bar's buttons on a phone, and a tool has no use for it.
const noFloatingWhatsApp = { [`a[aria-label="${layoutTexts.floatingWhatsappAria}"]`]: { display: 'none' } }

/** Where the edits stand, in the bar: a save's or send's outcome, unsaved edits, a change on disk, the review's state. */
function barStatus(at: {
  saving?: SaveStatus
  dirty: boolean
  dev: boolean
  notice?: string
  review?: ReviewStatus
  fresh: boolean
}): BarStatus {
  if (at.saving && (at.saving.kind !== 'ok' || !at.dirty)) return at.saving
  if (at.review && at.review.kind !== 'ok') return at.review
  if (at.notice) return { kind: 'idle', text: at.notice }
  if (at.dirty) return { kind: 'idle', text: `Alterações não ${at.dev ? 'salvas' : 'enviadas'} (guardadas neste navegador).` }
  if (at.review) return at.review
  return { kind: 'idle', text: at.fresh ? 'Questionário novo, ainda não salvo.' : 'Sem alterações.' }
}

/**
 * One questionnaire in the editor: the two texts are the state (undo and redo step through them), the visual editor
 * and the Avançado tab (the two files as text) both edit them, the preview and the problems follow. Unsaved texts stay in this browser until
 * saved, sent or discarded, so a closed tab loses nothing. On a phone the three parts are one tap apart.
 */
export function FormEditor(props: {
  id: string
  /** The texts as last saved (or bundled with the site). */
  base: FormTexts
  /** The site's own texts when `base` is what this browser last sent for review (what the send was made from). */
  built?: FormTexts
  isNew?: boolean
  /** The open review `base` was read from (deployed): a send names its head. */
  opened?: OpenedReview
  published: PublishedFields
  otherForms: { id: string; title: string }[]
  /** The categories the other cards use: what "Categoria" offers. */
  categories: string[]
  problemsOf(pair: FormPair, texts: FormTexts): EditorProblem[]
}) {
  const { id, base, built, isNew = false, published, otherForms, categories, problemsOf } = props
  // The review's head and texts this page builds on: opened from, sent to, or caught up with (use-catch-up.ts).
  const [opened, setOpened] = useState<OpenedReview | undefined>(props.opened)
  const [caughtUp, setCaughtUp] = useState<{ text: string; for: FormTexts }>()
  const dev = import.meta.env.DEV
  const [fresh, setFresh] = useState(isNew)
  const [history, dispatch] = useReducer(historyReducer<FormTexts>, base, (initial) => startHistory(readDraft(id, initial) ?? initial))
  const texts = history.present
  const { saved, setSaved, notice } = useDiskChanges({ id, base, texts, dispatch })
  const dirty = !same(texts, saved)
  // Written when the page is idle or hidden, not in each keystroke's render (the two files: ~9 ms a key on the largest).
  const { save: saveDraft } = useIdleWrite(
    useCallback((at: { texts: FormTexts; saved: FormTexts }) => writeDraft(id, at.texts, at.saved), [id]),
  )
  useEffect(() => saveDraft({ texts, saved }), [saveDraft, texts, saved])
  const parsed = useMemo(() => parseTexts(id, texts), [id, texts])
  const [lastGood, setLastGood] = useState<FormPair | undefined>(parsed.pair)
  if (parsed.pair && parsed.pair !== lastGood) setLastGood(parsed.pair)
  const [tab, setTab] = useState<EditorTab>('questions')
  const [pane, setPane] = useState<Pane>('edit')
  const [open, setOpen] = useState<string>()
  const focusLater = useFocusLater()
  const followOpen = useCallback((from: string, to: string) => setOpen((now) => (now === from ? to : now)), [])
  const { actions, meta, fix } = useEditActions({ pair: parsed.pair, texts, saved, published, dispatch, onMoved: followOpen })
  const sections = useMemo(() => (parsed.pair ? sectionsOfForm(parsed.pair) : []), [parsed.pair])
  // The preview (the whole form drawn again) renders after the keystrokes, at low priority: typing never waits for it.
  const previewPair = useDeferredValue(lastGood)

  // Every rule over the whole project takes tens of milliseconds: checked when typing pauses, never per keystroke.
  // The first check at once: a questionnaire never opens saying "Nenhum problema" before it was checked.
  const [checked, setChecked] = useState<{ for: FormTexts; problems: EditorProblem[] }>(() => ({
    for: texts,
    problems: parsed.pair ? problemsOf(parsed.pair, texts) : [],
  }))
  useEffect(() => {
    if (!parsed.pair) return
    const pair = parsed.pair
    const timer = setTimeout(() => setChecked({ for: texts, problems: problemsOf(pair, texts) }), PROBLEMS_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [parsed.pair, problemsOf, texts])
  const checking = Boolean(parsed.pair) && checked.for !== texts
  // What this edit decided about stored answers since the last save or send, listed in Problemas until it is sent.
  const savedPair = useMemo(() => parseTexts(id, saved).pair, [id, saved])
  const decisions = useMemo(() => (parsed.pair ? newDecisions(parsed.pair, savedPair) : []), [parsed.pair, savedPair])
  const stored = useStoredAnswers(id, Object.keys(published).length > 0)
  const problems = parsed.pair ? checked.problems : parsed.problems

  const onSaved = useCallback(
    (now: FormTexts) => {
      rememberSaved(id, now)
      setSaved(now)
      setFresh(false)
    },
    [id, setSaved],
  )
  const devSave = useDevSave(id, onSaved)
  // Why a tapped action did not run, said in the bar until the texts change.
  const [refused, setRefused] = useState<{ text: string; for: FormTexts }>()
  const refuse = (text: string) => setRefused({ text, for: texts })
  const [sending, setSending] = useState(false)
  const catchUp = useCatchUp({
    id,
    opened,
    saved,
    texts,
    sending,
    apply: ({ head, theirs, texts: next, said }) => {
      setOpened({ head, texts: theirs })
      setSaved(theirs)
      if (!same(next, texts)) dispatch({ type: 'edit', value: next })
      setCaughtUp({ text: said, for: next })
    },
  })
  const review = useReview({
    id,
    isNew: fresh,
    bundled: built ?? base,
    opened,
    waiting: catchUp.pending ? 'Escolha qual versão fica em cada pergunta que mudou nos dois lugares antes de enviar.' : undefined,
    texts,
    dirty,
    problems,
    checking,
    onSent: useCallback(
      (now: FormTexts, head: string) => {
        setOpened({ head, texts: now })
        setCaughtUp(undefined)
        setSaved(now)
        dispatch({ type: 'edit', value: now })
      },
      [dispatch, setSaved],
    ),
  })
  if (sending !== review.sending) setSending(review.sending)
  const save = () => (dev ? void devSave.save(texts) : void review.send())

  // On a phone each part keeps where it was scrolled; the preview opens at the question being edited.
  const scrolls = useRef<Partial<Record<Pane, number>>>({})
  const showPane = (next: Pane, then?: () => void) => {
    scrolls.current[pane] = window.scrollY
    setPane(next)
    requestAnimationFrame(() => {
      // A desktop shows the three parts side by side (the switch is not drawn): nothing to scroll.
      const phone = (document.getElementById(PANES_ID)?.getClientRects().length ?? 0) > 0
      const field = next === 'preview' && open ? document.getElementById(`root_${open.replaceAll('.', '_')}`) : null
      const parts = document.getElementById(PARTS_ID)
      if (phone && field) field.scrollIntoView({ block: 'center' })
      else if (phone && parts) window.scrollTo(0, scrolls.current[next] ?? parts.getBoundingClientRect().top + window.scrollY - 80)
      then?.()
    })
  }
  const goTo = (target: Target) => {
    setPane('edit')
    setTab(target.tab)
    if (target.tab === 'questions' && 'question' in target) setOpen(target.question)
    focusLater(targetId(target), { line: target.tab === 'json' ? target.line : undefined })
  }
  const showProblems = () => showPane('problems', () => focusLater('problemas'))
  // Ctrl+S saves and Ctrl+Z undoes wherever the focus is (after a fix, it may be on no field at all); the Avançado tab's
  // textarea keeps its own undo.
  const onKey = useRef<(e: globalThis.KeyboardEvent) => void>(undefined)
  useEffect(() => {
    onKey.current = (e) => {
      if (!(e.ctrlKey || e.metaKey)) return
      const key = e.key.toLowerCase()
      if (key === 's') {
        e.preventDefault()
        return save()
      }
      if (key !== 'z' || (e.target as HTMLElement).dataset?.jsonText !== undefined) return
      e.preventDefault()
      dispatch({ type: e.shiftKey ? 'redo' : 'undo' })
    }
  })
  useEffect(() => {
    const listener = (e: globalThis.KeyboardEvent) => onKey.current?.(e)
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [])
  const title = String(objectAt(lastGood?.schema['x-form']).title ?? id)
  const route = objectAt(lastGood?.schema['x-form']).route
  const routeText = typeof route === 'string' ? route : undefined
  const status: BarStatus =
    refused?.for === texts
      ? { kind: 'idle', text: refused.text }
      : barStatus({
          saving: devSave.status,
          dirty,
          dev,
          notice: notice ?? (catchUp.pending ? CAUGHT_UP.asked : caughtUp?.for === texts ? caughtUp.text : undefined),
          review: review.status,
          fresh,
        })
  const column = (which: Pane, shown = 'block') => ({ display: { base: pane === which ? shown : 'none', xl: shown } })
  const sticky = {
    position: { xl: 'sticky' },
    top: { xl: `calc(${headerHeight.md} + 4rem)` },
    maxH: { xl: `calc(100vh - ${headerHeight.md} - 5rem)` },
    overflowY: { xl: 'auto' },
  } as const

  return (
    <Box css={editorCss} pb={{ base: 48, xl: 6 }}>
      <Global styles={noFloatingWhatsApp} />
      <ActionBar
        status={status}
        problems={problems.length}
        checking={checking}
        canUndo={history.past.length > 0}
        canRedo={history.future.length > 0}
        canSave={dirty || fresh}
        canSend={!review.reason}
        dev={dev}
        sendable={review.deployed}
        onProblems={showProblems}
        onUndo={() => dispatch({ type: 'undo' })}
        onRedo={() => dispatch({ type: 'redo' })}
        onSave={() => {
          setRefused(undefined)
          void devSave.save(texts)
        }}
        onSend={() => {
          if (!review.reason) return void review.send()
          refuse(review.reason)
          focusLater(SEND_REASON)
        }}
        onRefused={refuse}
        panes={
          <HStack id={PANES_ID} role="tablist" aria-label="Parte do editor" display={{ base: 'flex', xl: 'none' }} gap={1} mb={2}>
            {PANES.map(([value, label]) => (
              <Button
                key={value}
                role="tab"
                aria-selected={pane === value}
                flex="1"
                size="sm"
                variant={pane === value ? 'solid' : 'outline'}
                colorPalette="orange"
                onClick={() => showPane(value)}
              >
                {value === 'problems' && problems.length ? `${label} (${problems.length})` : label}
              </Button>
            ))}
          </HStack>
        }
      />
      <Box px={{ base: 3, md: 6 }} pt={4}>
        <HStack justify="space-between" wrap="wrap" gap={3} mb={4}>
          <Box minW={0}>
            {/* Back to the list in one tap (the play-test's marketer typed /editor to get there). */}
            <Link asChild fontSize="sm" color="orange.800" textDecoration="underline" mb={1}>
              <RouterLink to={EDITOR_PATH}>← Todos os questionários</RouterLink>
            </Link>
            <Heading as="h1" size="2xl" overflowWrap="anywhere">
              {title}
            </Heading>
            {/* The page's address, which a marketer knows; the form's id is a developer's word (issue 35). */}
            {routeText && (
              <Text color="gray.600" fontSize="sm">
                {routeText}
              </Text>
            )}
          </Box>
          <Button
            size="sm"
            variant="ghost"
            aria-disabled={!dirty}
            onClick={() =>
              dirty && window.confirm('Descartar todas as alterações que não foram salvas?') && dispatch({ type: 'edit', value: saved })
            }
          >
            Descartar alterações
          </Button>
        </HStack>
        {catchUp.pending && <CatchUpChoices key={catchUp.pending.head} id={id} pending={catchUp.pending} onDone={catchUp.resolve} />}
        <Grid
          id={PARTS_ID}
          templateColumns={{ base: '1fr', xl: 'minmax(0, 5fr) minmax(0, 4fr) minmax(0, 3fr)' }}
          gap={6}
          alignItems="start"
        >
          <Box as="section" aria-label="Editor" {...column('edit')}>
            <HStack role="tablist" aria-label="Modo de edição" gap={1} mb={4}>
              {(
                [
                  ['questions', 'Perguntas'],
                  ['page', 'Página'],
                  ['json', 'Avançado'],
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
                <Text color="red.700">Corrija o texto na aba Avançado para voltar a editar aqui: {parsed.problems[0]?.message}</Text>
              ) : tab === 'page' ? (
                <PagePanel
                  meta={objectAt(parsed.pair.schema['x-form'])}
                  schemaTitle={typeof parsed.pair.schema.title === 'string' ? parsed.pair.schema.title : ''}
                  otherForms={otherForms}
                  categories={categories}
                  onChange={meta}
                />
              ) : (
                <QuestionsPanel sections={sections} actions={actions} open={open} onOpen={setOpen} focusLater={focusLater} />
              )}
            </Box>
          </Box>
          <Box as="section" aria-label="Pré-visualização" borderWidth="1px" borderRadius="lg" p={4} {...column('preview')} {...sticky}>
            {previewPair && <PreviewPane pair={previewPair} />}
          </Box>
          <Stack gap={6} {...column('problems', 'flex')} {...sticky}>
            <Box as="section" aria-label="Problemas">
              <ProblemsPane
                problems={problems}
                decisions={decisions}
                stored={stored}
                json={tab === 'json'}
                onGo={goTo}
                onFix={(action, target) => {
                  fix(action)
                  // The cursor back in the fixed field, the page left where it was (it jumped to the top, issue 35).
                  if (target?.tab === 'questions' && 'question' in target) setOpen(target.question)
                  focusLater(target && target.tab === tab ? targetId(target) : 'problemas', { scroll: 'keep' })
                }}
              />
            </Box>
            <ReviewPanel id={id} texts={texts} review={review} problems={problems} />
          </Stack>
        </Grid>
      </Box>
    </Box>
  )
}
