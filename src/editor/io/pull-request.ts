import { mergeTexts, type Choose, type Conflict } from '../model/merge.ts'

/**
 * "Enviar para revisão": the edited files as one commit and a pull request, through GitHub's REST API with the
 * marketer's token. The token goes in the Authorization header to `api` only; it is never put in a URL or stored
 * beyond this tab (the editor keeps it in this tab's sessionStorage only). A file changed on the default branch
 * since the editor's build gets the marketer's edits replayed onto it (merge.ts); a second send while the pull
 * request is open adds a commit to its branch.
 */

export interface ReviewFile {
  path: string
  text: string
  /** The text the edits were made on (the site's build); null for a new file. */
  original: string | null
  /** What the earlier pull request's branch holds: the base while that pull request is open. */
  sent?: string
}

export interface ReviewRequest {
  /** `https://api.github.com` unless VITE_EDITOR_GITHUB_API says otherwise. */
  api: string
  /** `owner/name`. */
  repo: string
  token: string
  files: ReviewFile[]
  title: string
  body: string
  /** The branch's name without the `editor/` prefix, e.g. the form id. */
  branchHint: string
  /** The pull request this form was sent in before: while it is open, the send is one more commit on its branch. */
  previous?: { number: number; branch: string }
  /** The marketer's answers to conflicts a first try reported. */
  choose?: Choose
  fetch?: typeof fetch
  now?: () => Date
}

export interface ReviewResult {
  url: string
  number: number
  branch: string
  /** The texts now on the branch, by path: the next send's `original`. */
  sent: Record<string, string>
  /** True when the commit went onto the open pull request's branch. */
  added: boolean
}

/** Both sides changed the same value: the marketer is asked, nothing is sent. */
export type ReviewConflicts = { conflicts: { path: string; conflicts: Conflict[] }[] }

/** A refusal the editor shows as it is, in Portuguese. */
export class ReviewError extends Error {}

const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/

function explain(status: number, what: string): string {
  if (status === 401) return 'O GitHub recusou o token: confira se ele foi copiado inteiro e se ainda vale.'
  if (status === 403)
    return `O token não tem permissão para ${what}. Ele precisa de acesso de escrita a "Contents" e "Pull requests" deste repositório.`
  if (status === 404)
    return `Repositório ou arquivo não encontrado ao ${what}: confira o nome do repositório e se o token tem acesso a ele.`
  if (status === 422) return `O GitHub recusou o pedido ao ${what} (dados inválidos ou a branch já existe). Tente de novo em instantes.`
  return `O GitHub respondeu ${status} ao ${what}. Tente de novo em instantes; os seus arquivos continuam aqui.`
}

/** Each call of the flow, with the token in the header and a Portuguese reason when GitHub says no. */
function client(request: ReviewRequest) {
  const doFetch = request.fetch ?? fetch
  const base = `${request.api.replace(/\/+$/, '')}/repos/${request.repo}`
  return async function call<T>(
    what: string,
    path: string,
    init: { method?: string; body?: unknown; raw?: boolean; missing?: boolean } = {},
  ): Promise<T | undefined> {
    let response: Response
    try {
      response = await doFetch(`${base}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${request.token}`,
          accept: init.raw ? 'application/vnd.github.raw+json' : 'application/vnd.github+json',
          'x-github-api-version': '2022-11-28',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
    } catch {
      throw new ReviewError(`Não foi possível falar com o GitHub ao ${what}: confira a sua conexão.`)
    }
    if ((init.raw || init.missing) && response.status === 404) return undefined
    if (!response.ok) throw new ReviewError(explain(response.status, what))
    return (init.raw ? await response.text() : await response.json()) as T
  }
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/')

const stampOf = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-')

export async function sendForReview(request: ReviewRequest): Promise<ReviewResult | ReviewConflicts> {
  if (!REPO.test(request.repo))
    throw new ReviewError(
      `O repositório do editor não está configurado (VITE_EDITOR_GITHUB_REPO = "${request.repo}"; esperado "dono/nome").`,
    )
  if (!request.token.trim()) throw new ReviewError('Informe o token do GitHub.')
  const call = client(request)
  const repo = await call<{ default_branch: string }>('ler o repositório', '')
  const main = repo?.default_branch ?? 'main'
  const pull = request.previous
    ? await call<{ state: string; html_url: string }>('ler o pull request', `/pulls/${request.previous.number}`, { missing: true })
    : undefined
  const open = pull?.state === 'open' && request.previous ? { ...request.previous, url: pull.html_url } : undefined
  const ref = open ? open.branch : main
  const head = await call<{ object: { sha: string } }>('ler a branch', `/git/ref/heads/${encodePath(ref)}`)
  const parent = head?.object.sha ?? ''
  const texts: { path: string; text: string; current: string | null }[] = []
  const conflicts: ReviewConflicts['conflicts'] = []
  for (const file of request.files) {
    const found = await call<string>(`ler ${file.path}`, `/contents/${encodePath(file.path)}?ref=${encodeURIComponent(ref)}`, { raw: true })
    const current = found ?? null
    // A closed pull request's texts are not what the default branch was made from: the build's are.
    const original = open ? (file.sent ?? file.original) : file.original
    if (current === original || current === file.text) texts.push({ path: file.path, text: file.text, current })
    else if (original === null || current === null)
      throw new ReviewError(
        original === null
          ? `${file.path} já existe na branch "${ref}": escolha outro id para o questionário.`
          : `${file.path} foi apagado na branch "${ref}": baixe os seus arquivos ("Baixar arquivos") e peça ajuda a um desenvolvedor.`,
      )
    else {
      const merged = mergeTexts(original, file.text, current, request.choose)
      if (merged.text === undefined) conflicts.push({ path: file.path, conflicts: merged.conflicts })
      else texts.push({ path: file.path, text: merged.text, current })
    }
  }
  if (conflicts.length) return { conflicts }
  const changed = texts.filter((f) => f.text !== f.current)
  if (changed.length === 0)
    throw new ReviewError(open ? 'Nada mudou desde o último envio.' : 'Nada mudou: não há o que enviar para revisão.')
  const parentCommit = await call<{ tree: { sha: string } }>('ler o último commit', `/git/commits/${parent}`)
  const tree = await call<{ sha: string }>('preparar o commit', '/git/trees', {
    method: 'POST',
    body: {
      base_tree: parentCommit?.tree.sha,
      tree: changed.map((f) => ({ path: f.path, mode: '100644', type: 'blob', content: f.text })),
    },
  })
  const commit = await call<{ sha: string }>('criar o commit', '/git/commits', {
    method: 'POST',
    body: { message: request.title, tree: tree?.sha, parents: [parent] },
  })
  const sent = Object.fromEntries(texts.map((f) => [f.path, f.text]))
  if (open) {
    await call('acrescentar o commit ao pull request', `/git/refs/heads/${encodePath(open.branch)}`, {
      method: 'PATCH',
      body: { sha: commit?.sha, force: false },
    })
    return { url: open.url, number: open.number, branch: open.branch, sent, added: true }
  }
  const branch = `editor/${request.branchHint.replace(/[^a-z0-9-]/gi, '-')}-${stampOf(request.now?.() ?? new Date())}`
  await call('criar a branch', '/git/refs', { method: 'POST', body: { ref: `refs/heads/${branch}`, sha: commit?.sha } })
  const opened = await call<{ html_url: string; number: number }>('abrir o pull request', '/pulls', {
    method: 'POST',
    body: { title: request.title, head: branch, base: main, body: request.body },
  })
  return { url: opened?.html_url ?? '', number: opened?.number ?? 0, branch, sent, added: false }
}
