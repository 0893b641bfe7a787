import { Box, Button, Heading, Input, Link, List, Stack, Text } from '@chakra-ui/react'
import { useCallback, useState } from 'react'
import { STORAGE_KEYS, formFilesOf } from '#form-core'
import { editorGithubApi, editorGithubRepo } from 'virtual:site-env'
import { describeChanges } from '../model/change-summary.ts'
import { downloadFiles } from '../io/download.ts'
import { parseTexts, whereIs, type EditorProblem } from '../model/editor-problems.ts'
import { readReview, writeReview, type SentReview } from '../io/editor-store.ts'
import { type FormPair, type Texts } from '../model/form-model.ts'
import { ReviewError, sendForReview, type ReviewConflicts } from '../io/pull-request.ts'
import type { Conflict } from '../model/merge.ts'
import { problemCount } from './problems-pane.tsx'

const TOKEN_KEY = STORAGE_KEYS.editorGithubToken
export const TOKEN_FIELD = 'github-token'
export const SEND_REASON = 'send-reason'

/** The pull request's body: what changed, then what the checks say, in Portuguese. */
function reviewBody(id: string, before: FormPair | undefined, after: FormPair | undefined): string {
  const changes = before && after ? describeChanges(before, after) : ['Questionário novo.']
  return [
    `Alterações feitas no editor de questionários (/editor/${id}).`,
    '',
    '## O que mudou',
    ...changes.map((c) => `- ${c}`),
    '',
    '## Verificação e compatibilidade',
    '- Nenhum problema: as regras do check:schemas passam e nada do que está publicado é quebrado.',
  ].join('\n')
}

type Status = { kind: 'busy' | 'ok' | 'error'; text: string; url?: string }

/**
 * "Enviar para revisão" on the deployed site: offered only when there is something to send and no problem left
 * (the reason is said, and the problems listed, otherwise); a file changed on GitHub gets the edits replayed onto
 * it and only a value both sides changed is asked; after the pull request opens it is shown, the edits count as
 * sent, and the next send adds a commit to it.
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
  const [token, setToken] = useState(() => sessionStorage.getItem(TOKEN_KEY) ?? '')
  const [status, setStatus] = useState<Status>()
  const [sent, setSent] = useState<SentReview | undefined>(() => readReview(id, bundled))
  const [conflicts, setConflicts] = useState<ReviewConflicts['conflicts']>()
  const [answers, setAnswers] = useState<Record<string, 'ours' | 'theirs'>>({})
  const repo = editorGithubRepo
  const api = editorGithubApi
  const reason = !repo
    ? 'O envio para revisão não está configurado neste site (VITE_EDITOR_GITHUB_REPO).'
    : checking
      ? 'Verificando as alterações…'
      : problems.length
        ? `Corrija ${problems.length === 1 ? 'o problema' : `os ${problemCount(problems.length)}`} antes de enviar: o CI recusaria estes arquivos.`
        : !dirty && !isNew
          ? sent
            ? `Nada mudou desde o envio no pull request #${sent.number}.`
            : 'Nada a enviar: não há alterações.'
          : undefined

  const send = useCallback(async () => {
    if (reason) return
    if (!token.trim()) {
      setStatus({ kind: 'error', text: 'Informe o token do GitHub para enviar.' })
      document.getElementById(TOKEN_FIELD)?.focus()
      return
    }
    sessionStorage.setItem(TOKEN_KEY, token)
    setStatus({ kind: 'busy', text: 'Enviando para o GitHub…' })
    const paths = formFilesOf(id)
    const keyOf = (file: string, c: Conflict) => `${file}\n${JSON.stringify(c.path)}`
    try {
      const result = await sendForReview({
        api,
        repo,
        token,
        files: (['schema', 'uiSchema'] as const).map((key) => ({
          path: paths[key],
          text: texts[key],
          original: isNew ? null : bundled[key],
          sent: sent?.sent[key],
        })),
        title: isNew ? `Questionário novo: ${id}` : `Questionário ${id}: alterações do editor`,
        body: reviewBody(id, isNew ? undefined : parseTexts(id, bundled).pair, parseTexts(id, texts).pair),
        branchHint: id,
        previous: sent && { number: sent.number, branch: sent.branch },
        choose: (c) => answers[keyOf(paths.schema, c)] ?? answers[keyOf(paths.uiSchema, c)],
      })
      if ('conflicts' in result) {
        setConflicts(result.conflicts)
        setStatus({
          kind: 'error',
          text: 'Alguém mudou no GitHub os mesmos textos que você: escolha abaixo qual versão fica e envie de novo.',
        })
        return
      }
      const now = { schema: result.sent[paths.schema] ?? texts.schema, uiSchema: result.sent[paths.uiSchema] ?? texts.uiSchema }
      const review = { number: result.number, url: result.url, branch: result.branch, base: bundled, sent: now }
      writeReview(id, review)
      setSent(review)
      setConflicts(undefined)
      setAnswers({})
      onSent(now)
      setStatus({
        kind: 'ok',
        text: result.added ? `Commit acrescentado ao pull request #${result.number}.` : `Pull request #${result.number} aberto.`,
        url: result.url,
      })
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof ReviewError ? error.message : 'Não foi possível enviar. Tente de novo.' })
    }
  }, [answers, api, bundled, id, isNew, onSent, reason, repo, sent, texts, token])

  return { token, setToken, status, sent, conflicts, answers, setAnswers, reason, send, api }
}

export type Review = ReturnType<typeof useReview>

/** The send's details: why it is not offered, the token, the open pull request, conflicts to answer, the download. */
export function ReviewPanel(props: { id: string; texts: Texts; pair?: FormPair; review: Review; problems: EditorProblem[] }) {
  const { id, texts, pair, review, problems } = props
  const { token, setToken, status, sent, conflicts, answers, setAnswers, reason, api } = review
  return (
    <Box as="section" aria-labelledby="envio">
      <Heading as="h2" size="md" mb={2} id="envio">
        Enviar para revisão
      </Heading>
      <Stack gap={3} fontSize="sm">
        {reason && (
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
        )}
        {sent && (
          <Text>
            Enviado no{' '}
            <Link href={sent.url} color="orange.800" textDecoration="underline">
              pull request #{sent.number}
            </Link>
            : um novo envio acrescenta um commit a ele.
          </Text>
        )}
        <Box>
          <Text asChild fontWeight="medium">
            <label htmlFor={TOKEN_FIELD}>Token do GitHub</label>
          </Text>
          <Input id={TOKEN_FIELD} type="password" size="sm" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} />
          <Text fontSize="xs" color="gray.600">
            Fica só nesta aba e vai apenas para {api}.
          </Text>
        </Box>
        {conflicts?.map(({ path, conflicts: list }) =>
          list.map((c) => {
            const key = `${path}\n${JSON.stringify(c.path)}`
            const name = `conflict-${key}`
            return (
              <Box as="fieldset" key={key} borderWidth="1px" borderRadius="md" p={2}>
                <Text as="legend" fontWeight="medium" px={1}>
                  Mudou dos dois lados: {pair ? whereIs(path, c.path, pair) : path}
                </Text>
                {(['ours', 'theirs'] as const).map((side) => (
                  <Text asChild key={side} display="flex" gap={2}>
                    <label>
                      <input
                        type="radio"
                        name={name}
                        checked={answers[key] === side}
                        onChange={() => setAnswers({ ...answers, [key]: side })}
                      />
                      {side === 'ours' ? 'A sua versão' : 'A versão do GitHub'}:{' '}
                      {JSON.stringify(side === 'ours' ? c.ours : c.theirs) ?? '(removido)'}
                    </label>
                  </Text>
                ))}
              </Box>
            )
          }),
        )}
        {status && (
          <Text role="status" color={status.kind === 'error' ? 'red.700' : 'gray.700'}>
            {status.text}{' '}
            {status.url && (
              <Link href={status.url} color="orange.800" textDecoration="underline">
                Abrir o pull request
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
