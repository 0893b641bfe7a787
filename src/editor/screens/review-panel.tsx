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
type ReviewState = { state: 'none' } | { state: 'open' | 'approved' | 'published' | 'refused'; number: number; url: string }

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
  onSent(texts: Texts): void
}) {
  const { id, isNew, bundled, texts, dirty, problems, checking, onSent } = props
  const deployed = !import.meta.env.DEV
  const [status, setStatus] = useState<ReviewStatus>()
  const [sent, setSent] = useState<SentReview | undefined>(() => readReview(id, bundled))
  const [review, setReview] = useState<ReviewState>()
  const reason = checking
    ? 'Verificando as alterações…'
    : problems.length
      ? `Corrija ${problems.length === 1 ? 'o problema' : `os ${problemCount(problems.length)}`} antes de enviar.`
      : !dirty && !isNew
        ? sent
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
    const before = isNew ? undefined : parseTexts(id, bundled).pair
    const after = parseTexts(id, texts).pair
    const answer = await callWorkspaceFunction<{ number: number; url: string; added: boolean }>('editor/review', {
      formId: id,
      files: texts,
      base: isNew ? undefined : bundled,
      changes: before && after ? describeChanges(before, after) : ['Questionário novo.'],
    })
    if (!answer.ok) return setStatus({ kind: 'error', text: `Não enviado: ${answer.problem}` })
    const { number, url, added } = answer.data
    const record = { number, url, base: bundled, sent: texts }
    writeReview(id, record)
    setSent(record)
    setReview({ state: 'open', number, url })
    onSent(texts)
    const at = time.format(new Date())
    setStatus({ kind: 'ok', text: added ? `Atualização enviada para a mesma revisão às ${at}.` : `Enviado para revisão às ${at}.`, url })
  }, [bundled, deployed, id, isNew, onSent, reason, texts])

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
