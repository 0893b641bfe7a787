/**
 * "Enviar para revisão": the edited files as one commit on a new branch and a pull request, through GitHub's REST
 * API with the marketer's token. The token goes in the Authorization header to `api` only; it is never put in a
 * URL or stored beyond this tab (save-panel.tsx keeps it in this tab's sessionStorage only). A file changed on the default branch since
 * the editor opened it is never overwritten: the request stops and says which.
 */

export interface ReviewFile {
  path: string
  text: string
  /** The text the editor started from; null for a new file. */
  original: string | null
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
  fetch?: typeof fetch
  now?: () => Date
}

export interface ReviewResult {
  url: string
  number: number
  branch: string
}

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
    init: { method?: string; body?: unknown; raw?: boolean } = {},
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
    if (init.raw && response.status === 404) return undefined
    if (!response.ok) throw new ReviewError(explain(response.status, what))
    return (init.raw ? await response.text() : await response.json()) as T
  }
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/')

export async function sendForReview(request: ReviewRequest): Promise<ReviewResult> {
  if (!REPO.test(request.repo))
    throw new ReviewError(
      `O repositório do editor não está configurado (VITE_EDITOR_GITHUB_REPO = "${request.repo}"; esperado "dono/nome").`,
    )
  if (!request.token.trim()) throw new ReviewError('Informe o token do GitHub.')
  const call = client(request)
  const repo = await call<{ default_branch: string }>('ler o repositório', '')
  const main = repo?.default_branch ?? 'main'
  const head = await call<{ object: { sha: string } }>('ler a branch principal', `/git/ref/heads/${encodeURIComponent(main)}`)
  const baseSha = head?.object.sha ?? ''
  if (request.files.every((f) => f.text === f.original)) throw new ReviewError('Nada mudou: não há o que enviar para revisão.')
  for (const file of request.files) {
    const current = await call<string>(`ler ${file.path}`, `/contents/${encodePath(file.path)}?ref=${encodeURIComponent(main)}`, {
      raw: true,
    })
    if ((current ?? null) !== file.original) {
      throw new ReviewError(
        file.original === null
          ? `${file.path} já existe na branch "${main}": escolha outro id para o questionário.`
          : `${file.path} mudou na branch "${main}" depois que esta versão do editor foi publicada. Para não apagar a mudança de outra pessoa, nada foi enviado: baixe os seus arquivos ("Baixar arquivos") e peça a um desenvolvedor para juntar as duas versões.`,
      )
    }
  }
  const tree = await call<{ sha: string }>('preparar o commit', '/git/trees', {
    method: 'POST',
    body: { base_tree: baseSha, tree: request.files.map((f) => ({ path: f.path, mode: '100644', type: 'blob', content: f.text })) },
  })
  const commit = await call<{ sha: string }>('criar o commit', '/git/commits', {
    method: 'POST',
    body: { message: request.title, tree: tree?.sha, parents: [baseSha] },
  })
  const stamp = (request.now?.() ?? new Date()).toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-')
  const branch = `editor/${request.branchHint.replace(/[^a-z0-9-]/gi, '-')}-${stamp}`
  await call('criar a branch', '/git/refs', { method: 'POST', body: { ref: `refs/heads/${branch}`, sha: commit?.sha } })
  const pull = await call<{ html_url: string; number: number }>('abrir o pull request', '/pulls', {
    method: 'POST',
    body: { title: request.title, head: branch, base: main, body: request.body },
  })
  return { url: pull?.html_url ?? '', number: pull?.number ?? 0, branch }
}
