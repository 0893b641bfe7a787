import { Box, Button, Heading, Link, List, Stack, Text } from '@chakra-ui/react'
import { useCallback, useMemo, useState } from 'react'
import type { FormTexts } from '#form-core'
import type { ReviewState } from '#functions/workspace-contract/editor-review-calls.ts'
import { summaryOf } from '../model/change-summary.ts'
import { downloadFiles } from '../io/download.ts'
import { parseTexts, type EditorProblem } from '../model/editor-problems.ts'
import { readReview, writeReview, type SentReview } from '../io/editor-store.ts'
import { refreshReviewState, useReviewState, useSendReview, type OpenedReview } from '../io/review-calls.ts'
import { problemCount } from './problems-pane.tsx'
import { whenText } from './review-queue.tsx'

export const SEND_REASON = 'send-reason'

/** The review's state in the bar: when it was approved, and a refusal's reason as the administrator wrote it. */
function stateText(review: Exclude<ReviewState, { state: 'none' }>): string {
  if (review.state === 'open') return 'Em revisão.'
  if (review.state === 'approved') return `Aprovado${review.at ? ` ${whenText(review.at)}` : ''}; no site em alguns minutos.`
  if (review.state === 'published') return `Aprovado${review.at ? ` ${whenText(review.at)}` : ''} e publicado no site.`
  return `Recusado. ${review.comment ?? 'Os comentários estão na revisão.'}`
}

export type ReviewStatus = { kind: 'busy' | 'ok' | 'error' | 'idle'; text: string; url?: string }

/** This page's last word on a send, with the number of the review it went to. */
type SendStatus = ReviewStatus & { review?: number }

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
  bundled: FormTexts
  texts: FormTexts
  dirty: boolean
  problems: EditorProblem[]
  checking: boolean
  /**
   * The review's head and texts as this page knows them (opened from, sent to, or caught up with): the next send builds
   * on them. The state polled every 30 s does not move it; the page's catch-up does (use-catch-up.ts).
   */
  opened?: OpenedReview
  /** Why a send must wait for the marketer (a choice between two versions), if it must. */
  waiting?: string
  onSent(texts: FormTexts, head: string): void
}) {
  const { id, isNew, bundled, texts, dirty, problems, checking, opened, waiting, onSent } = props
  const deployed = !import.meta.env.DEV
  const [status, setStatus] = useState<SendStatus>()
  const [sent, setSent] = useState<SentReview | undefined>(() => readReview(id, bundled))
  const reason = waiting
    ? waiting
    : checking
      ? 'Verificando as alterações…'
      : problems.length
        ? `Corrija ${problems.length === 1 ? 'o problema' : `os ${problemCount(problems.length)}`} antes de enviar.`
        : !dirty && (!isNew || opened)
          ? sent || opened
            ? 'Nada mudou desde o último envio.'
            : 'Nada a enviar: não há alterações.'
          : undefined

  const review = useReviewState(id)
  const sendReview = useSendReview(id).mutateAsync
  // What the send builds on, and the summary of the send in words: shown before it, and the review's text.
  const from = opened?.texts ?? (isNew ? undefined : bundled)
  const changes = useMemo(() => {
    const after = parseTexts(id, texts).pair
    return after ? summaryOf(from && parseTexts(id, from).pair, after) : []
  }, [from, id, texts])

  const send = useCallback(async () => {
    if (reason || !deployed) return
    setStatus({ kind: 'busy', text: 'Enviando para revisão…' })
    try {
      const { number, url, added, head } = await sendReview({
        formId: id,
        files: texts,
        base: from,
        head: opened?.head,
        changes,
      })
      const record = { number, url, base: bundled, sent: texts }
      writeReview(id, record)
      setSent(record)
      onSent(texts, head)
      const at = time.format(new Date())
      setStatus({
        kind: 'ok',
        text: added ? `Atualização enviada para a mesma revisão às ${at}.` : `Enviado para revisão às ${at}.`,
        url,
        review: number,
      })
    } catch (error) {
      setStatus({ kind: 'error', text: `Não enviado: ${error instanceof Error ? error.message : String(error)}` })
      // Refused because the review moved on: the state asked now, so the page catches up at once (use-catch-up.ts).
      refreshReviewState(id)
    }
  }, [bundled, changes, deployed, from, id, onSent, opened, reason, sendReview, texts])

  // What the bar says: this page's last send until the review it went to is approved, published or refused (the
  // sender's open page stayed on "Enviado…" through all three: issue 45's play-test), else the review's state.
  const finished = review && review.state !== 'none' && review.state !== 'open' && review.number === status?.review
  const shown: ReviewStatus | undefined =
    status && !finished ? status : review && review.state !== 'none' ? { kind: 'ok', text: stateText(review), url: review.url } : undefined
  return { status: shown, sent, reason, send, deployed, sending: status?.kind === 'busy', changes }
}

export type Review = ReturnType<typeof useReview>

/** The send's details: why it is not offered, where the review stands with its link, and the files to download. */
export function ReviewPanel(props: { id: string; texts: FormTexts; review: Review; problems: EditorProblem[] }) {
  const { id, texts, review, problems } = props
  const { status, reason, deployed, changes } = review
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
        {deployed && changes.length > 0 && (
          <Box>
            <Text fontWeight="semibold" id="resumo-envio">
              O que vai para a revisão
            </Text>
            <List.Root ps={4} mt={1} gap={1} aria-labelledby="resumo-envio">
              {changes.map((line, i) => (
                <List.Item key={i}>{line}</List.Item>
              ))}
            </List.Root>
          </Box>
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
