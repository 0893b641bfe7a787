import { Box, Button, Heading, Link, List, Stack, Text } from '@chakra-ui/react'
import { useCallback, useEffect, useState } from 'react'
import { callWorkspaceFunction } from '../../agency/function-call.ts'
import { describeChanges } from '../model/change-summary.ts'
import { downloadFiles } from '../io/download.ts'
import { parseTexts, type EditorProblem } from '../model/editor-problems.ts'
import { readReview, writeReview, type SentReview } from '../io/editor-store.ts'
import { type Texts } from '../model/form-model.ts'
import { problemCount } from './problems-pane.tsx'

export const SEND_REASON = 'send-reason'

/** How often an open review's state is asked again while the page is visible. */
const STATUS_POLL_MS = 60_000

/** Where the questionnaire's review stands, as the workspace function reads it from GitHub (editor-review.ts). */
type ReviewState =
  | { state: 'none' }
  | { state: 'open'; number: number; url: string; head?: string; files?: Texts }
  | { state: 'approved' | 'published' | 'refused'; number: number; url: string }

/** The open review a page was opened from (or last sent to): a send must name its head and builds on its texts. */
export interface OpenedReview {
  head: string
  texts: Texts
}

/**
 * Deployed, a questionnaire opens from its open review on the server, whichever device sent to it: the review's
 * texts, not the site's, are what the member edits. `undefined` while asking; `null` when there is no open review
 * or the function did not answer (the page opens as before).
 */
export function useOpenReview(id: string | undefined): OpenedReview | null | undefined {
  const deployed = !import.meta.env.DEV
  const [opened, setOpened] = useState<{ id: string; review: OpenedReview | null }>()
  useEffect(() => {
    if (!deployed || !id) return
    let live = true
    void callWorkspaceFunction<ReviewState>('editor/status', { formId: id }).then((answer) => {
      const open = answer.ok && answer.data.state === 'open' ? answer.data : undefined
      if (live) setOpened({ id, review: open?.head && open.files ? { head: open.head, texts: open.files } : null })
    })
    return () => {
      live = false
    }
  }, [deployed, id])
  if (!deployed || !id) return null
  return opened?.id === id ? opened.review : undefined
}

const STATE_TEXT: Record<Exclude<ReviewState['state'], 'none'>, string> = {
  open: 'Em revisão.',
  approved: 'Aprovado; entra no site na próxima publicação.',
  published: 'Aprovado e publicado.',
  refused: 'Recusado. Os comentários estão na revisão.',
}

export type ReviewStatus = { kind: 'busy' | 'ok' | 'error' | 'idle'; text: string; url?: string }

const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' })

/**
 * "Enviar para revisão" on the deployed site: the two texts go to the workspace function with the member's session,
 * which checks them as check:schemas does and opens the review on the agency's GitHub, or adds to the one open for
 * this questionnaire (decision 181). The browser holds no GitHub credential and calls no GitHub address. Offered only
 * when there is something to send and no problem left (the reason is said otherwise); under `npm run dev` the editor
 * saves to disk instead.
 */
export function useReview(props: {
  id: string
  isNew: boolean
  bundled: Texts
  texts: Texts
  dirty: boolean
  problems: EditorProblem[]
  checking: boolean
  /** The open review the page opened from, if any: its texts are `bundled`'s baseline, its head goes with a send. */
  opened?: OpenedReview
  onSent(texts: Texts): void
}) {
  const { id, isNew, bundled, texts, dirty, problems, checking, onSent } = props
  const deployed = !import.meta.env.DEV
  const [status, setStatus] = useState<ReviewStatus>()
  const [sent, setSent] = useState<SentReview | undefined>(() => readReview(id, bundled))
  // The review's head and texts as this page knows them (opened from, or sent to): the next send builds on them.
  // The status asked every minute never moves it: the page's texts are still the ones it opened with.
  const [opened, setOpened] = useState<OpenedReview | undefined>(props.opened)
  const [review, setReview] = useState<ReviewState>()
  const reason = checking
    ? 'Verificando as alterações…'
    : problems.length
      ? `Corrija ${problems.length === 1 ? 'o problema' : `os ${problemCount(problems.length)}`} antes de enviar.`
      : !dirty && (!isNew || opened)
        ? sent || opened
          ? 'Nada mudou desde o último envio.'
          : 'Nada a enviar: não há alterações.'
        : undefined

  // The review's state when the page opens, then every minute while the tab is visible.
  useEffect(() => {
    if (!deployed) return
    let live = true
    const ask = () =>
      void callWorkspaceFunction<ReviewState>('editor/status', { formId: id }).then((answer) => live && answer.ok && setReview(answer.data))
    ask()
    const timer = setInterval(() => document.visibilityState === 'visible' && ask(), STATUS_POLL_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [deployed, id])

  const send = useCallback(async () => {
    if (reason || !deployed) return
    setStatus({ kind: 'busy', text: 'Enviando para revisão…' })
    const from = opened?.texts ?? (isNew ? undefined : bundled)
    const before = from && parseTexts(id, from).pair
    const after = parseTexts(id, texts).pair
    const answer = await callWorkspaceFunction<{ number: number; url: string; added: boolean; head: string }>('editor/review', {
      formId: id,
      files: texts,
      base: from,
      head: opened?.head,
      changes: before && after ? describeChanges(before, after) : ['Questionário novo.'],
    })
    if (!answer.ok) return setStatus({ kind: 'error', text: `Não enviado: ${answer.problem}` })
    const { number, url, added, head } = answer.data
    const record = { number, url, base: bundled, sent: texts }
    writeReview(id, record)
    setSent(record)
    setOpened({ head, texts })
    setReview({ state: 'open', number, url })
    onSent(texts)
    const at = time.format(new Date())
    setStatus({ kind: 'ok', text: added ? `Atualização enviada para a mesma revisão às ${at}.` : `Enviado para revisão às ${at}.`, url })
  }, [bundled, deployed, id, isNew, onSent, opened, reason, texts])

  // What the bar says once nothing is being typed: this page's last send, else the review's state on GitHub.
  const shown: ReviewStatus | undefined =
    status ?? (review && review.state !== 'none' ? { kind: 'ok', text: STATE_TEXT[review.state], url: review.url } : undefined)
  return { status: shown, sent, reason, send, deployed }
}

export type Review = ReturnType<typeof useReview>

/** The send's details: why it is not offered, where the review stands with its link, and the files to download. */
export function ReviewPanel(props: { id: string; texts: Texts; review: Review; problems: EditorProblem[] }) {
  const { id, texts, review, problems } = props
  const { status, reason, deployed } = review
  return (
    <Box as="section" aria-labelledby="envio">
      <Heading as="h2" size="md" mb={2} id="envio">
        Enviar para revisão
      </Heading>
      <Stack gap={3} fontSize="sm">
        {!deployed ? (
          <Text>No site publicado, a equipe envia as alterações para revisão; aqui, use Salvar.</Text>
        ) : (
          reason && (
            <Box id={SEND_REASON} tabIndex={-1}>
              <Text>{reason}</Text>
              {problems.length > 0 && reason.startsWith('Corrija') && (
                <List.Root ps={4} mt={1}>
                  {problems.map((p, i) => (
                    <List.Item key={i}>
                      {p.where}: {p.message}
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Box>
          )
        )}
        {status && (
          <Text role="status" color={status.kind === 'error' ? 'red.700' : 'gray.700'}>
            {status.text}{' '}
            {status.url && (
              <Link href={status.url} target="_blank" rel="noreferrer" color="orange.800" textDecoration="underline">
                Ver a revisão
              </Link>
            )}
          </Text>
        )}
        <Button variant="outline" size="sm" alignSelf="start" onClick={() => downloadFiles(id, texts)}>
          Baixar arquivos
        </Button>
      </Stack>
    </Box>
  )
}
