import { Box, Button, Heading, Input, Link, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { EDITOR_SAVE_PATH, STORAGE_KEYS } from '#form-core'
import { editorGithubApi, editorGithubRepo } from 'virtual:site-env'
import { describeChanges } from './change-summary.ts'
import { parseTexts, type FormPair, type Texts } from './form-model.ts'
import { sendForReview } from './github.ts'
import type { EditorProblem } from './problems-pane.tsx'

const TOKEN_KEY = STORAGE_KEYS.editorGithubToken

const files = (id: string, texts: Texts, base: Texts | null) => [
  { path: `schemas/${id}.json`, text: texts.schema, original: base ? base.schema : null },
  { path: `ui-schemas/${id}.json`, text: texts.uiSchema, original: base ? base.uiSchema : null },
]

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const a = Object.assign(document.createElement('a'), { href: url, download: name })
  a.click()
  URL.revokeObjectURL(url)
}

/** The pull request's body: what changed, then what the checks say, in Portuguese. */
function reviewBody(id: string, before: FormPair | undefined, after: FormPair | undefined, problems: EditorProblem[]): string {
  const changes = before && after ? describeChanges(before, after) : ['Questionário novo.']
  const checks = problems.length
    ? problems.map((p) => `- ${p.question ? `**${p.question}**: ` : ''}${p.message} (\`${p.file}\`${p.line ? `, linha ${p.line}` : ''})`)
    : ['- Nenhum problema: as regras do check:schemas passam e nada do que está publicado é quebrado.']
  return [
    `Alterações feitas no editor de questionários (/editor/${id}).`,
    '',
    '## O que mudou',
    ...changes.map((c) => `- ${c}`),
    '',
    '## Verificação e compatibilidade',
    ...checks,
  ].join('\n')
}

/**
 * Saving: under `npm run dev`, "Salvar" writes the two files into the working tree; on the deployed site, "Enviar para
 * revisão" opens a pull request with the marketer's token (kept in this tab's sessionStorage, never elsewhere);
 * "Baixar arquivos" works for anyone.
 */
export function SavePanel({
  id,
  base,
  texts,
  pair,
  problems,
  isNew = false,
}: {
  id: string
  base: Texts
  texts: Texts
  pair?: FormPair
  problems: EditorProblem[]
  isNew?: boolean
}) {
  const [status, setStatus] = useState<{ kind: 'ok' | 'error' | 'busy'; text: string; url?: string }>()
  const [token, setToken] = useState(() => sessionStorage.getItem(TOKEN_KEY) ?? '')
  const dirty = isNew || texts.schema !== base.schema || texts.uiSchema !== base.uiSchema
  const warn = problems.length ? ` Atenção: ainda há ${problems.length} problema(s); o CI vai recusá-los.` : ''

  const save = async () => {
    setStatus({ kind: 'busy', text: 'Salvando…' })
    try {
      const response = await fetch(EDITOR_SAVE_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id, ...texts }),
      })
      const body = (await response.json()) as { ok: boolean; message?: string; written?: string[] }
      setStatus(
        body.ok
          ? { kind: 'ok', text: `Salvo: ${body.written?.join(' e ')}.${warn}` }
          : { kind: 'error', text: body.message ?? 'Não foi possível salvar.' },
      )
    } catch {
      setStatus({ kind: 'error', text: 'O servidor de desenvolvimento não respondeu: ele está rodando (npm run dev)?' })
    }
  }
  const review = async () => {
    sessionStorage.setItem(TOKEN_KEY, token)
    setStatus({ kind: 'busy', text: 'Enviando para o GitHub…' })
    try {
      const before = isNew ? undefined : parseTexts(id, base).pair
      const result = await sendForReview({
        api: editorGithubApi,
        repo: editorGithubRepo,
        token,
        files: files(id, texts, isNew ? null : base),
        title: isNew ? `Questionário novo: ${id}` : `Questionário ${id}: alterações do editor`,
        body: reviewBody(id, before, pair, problems),
        branchHint: id,
      })
      setStatus({ kind: 'ok', text: `Pull request #${result.number} aberto.${warn}`, url: result.url })
    } catch (error) {
      setStatus({ kind: 'error', text: (error as Error).message })
    }
  }

  return (
    <Box as="section" aria-label="Salvar">
      <Heading as="h2" size="md" mb={2}>
        Salvar
      </Heading>
      <Stack gap={3}>
        {import.meta.env.DEV && (
          <Button colorPalette="orange" disabled={!dirty || status?.kind === 'busy'} onClick={() => void save()}>
            Salvar
          </Button>
        )}
        <Box>
          <Text asChild fontSize="sm" fontWeight="medium">
            <label htmlFor="github-token">Token do GitHub</label>
          </Text>
          <Input id="github-token" type="password" size="sm" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} />
          <Text fontSize="xs" color="gray.600">
            Fica só nesta aba (sessionStorage) e vai apenas para {editorGithubApi}.
          </Text>
        </Box>
        <Button
          variant={import.meta.env.DEV ? 'outline' : 'solid'}
          colorPalette="orange"
          disabled={!dirty || !token || status?.kind === 'busy'}
          onClick={() => void review()}
        >
          Enviar para revisão
        </Button>
        <Button variant="ghost" onClick={() => files(id, texts, null).forEach((f) => download(f.path.replace('/', '__'), f.text))}>
          Baixar arquivos
        </Button>
        {status && (
          <Text role="status" fontSize="sm" color={status.kind === 'error' ? 'red.700' : 'gray.700'}>
            {status.text}{' '}
            {status.url && (
              <Link href={status.url} color="orange.700">
                Abrir o pull request
              </Link>
            )}
          </Text>
        )}
      </Stack>
    </Box>
  )
}
