import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for the GitHub REST endpoints the editor uses (repository, refs, raw contents at a ref, trees,
 * commits, pulls), keeping what it was sent so tests can check the branch, each commit's files, the pull requests
 * and every request's headers and URL. The default branch's files are `files` (a test changes one to play someone
 * else's edit); a branch's are its commit's tree over them.
 */
export interface FakeGitHub {
  url: string
  /** Files on the default branch, by path. */
  files: Map<string, string>
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: unknown }[]
  refs: Map<string, string>
  commits: Map<string, { message: string; tree: string; parents: string[] }>
  trees: Map<string, { path: string; content: string }[]>
  pulls: { title: string; head: string; base: string; body: string; number: number; state: 'open' | 'closed' }[]
  /** A branch's files as its head commit has them. */
  filesAt(branch: string): Map<string, string>
  close(): Promise<void>
}

export async function startFakeGitHub(repo: string, files: Record<string, string>, token: string): Promise<FakeGitHub> {
  const state = {
    files: new Map(Object.entries(files)),
    requests: [] as FakeGitHub['requests'],
    refs: new Map([['heads/main', 'base0']]),
    commits: new Map<string, { message: string; tree: string; parents: string[] }>([
      ['base0', { message: 'base', tree: 'tree0', parents: [] }],
    ]),
    trees: new Map<string, { path: string; content: string }[]>([['tree0', []]]),
    pulls: [] as FakeGitHub['pulls'],
  }
  const bases = new Map<string, string>()
  const treeFiles = (tree: string): Map<string, string> => {
    const base = bases.get(tree)
    const out = base ? treeFiles(base) : new Map(state.files)
    for (const { path, content } of state.trees.get(tree) ?? []) out.set(path, content)
    return out
  }
  const filesAt = (branch: string) => {
    if (branch === 'main') return state.files
    const commit = state.commits.get(state.refs.get(`heads/${branch}`) ?? '')
    return commit ? treeFiles(commit.tree) : new Map<string, string>()
  }
  let n = 0
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')))
    req.on('end', () => {
      const body: unknown = raw ? JSON.parse(raw) : undefined
      state.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      const send = (status: number, value: unknown, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' })
        res.end(typeof value === 'string' ? value : JSON.stringify(value))
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': 'authorization, accept, content-type, x-github-api-version',
          'access-control-allow-methods': 'GET, POST, PATCH',
        })
        return res.end()
      }
      if (req.headers.authorization !== `Bearer ${token}`) return send(401, { message: 'Bad credentials' })
      const url = new URL(req.url ?? '/', 'http://x')
      const prefix = `/repos/${repo}`
      if (!url.pathname.startsWith(prefix)) return send(404, { message: 'Not Found' })
      const path = decodeURIComponent(url.pathname.slice(prefix.length))
      const b = (body ?? {}) as Record<string, unknown>
      const notFound = () => send(404, { message: 'Not Found' })
      if (path === '' && req.method === 'GET') return send(200, { default_branch: 'main' })
      if (path.startsWith('/git/ref/heads/')) {
        const sha = state.refs.get(path.slice('/git/ref/'.length))
        return sha ? send(200, { object: { sha } }) : notFound()
      }
      if (path.startsWith('/git/commits/') && req.method === 'GET') {
        const commit = state.commits.get(path.slice('/git/commits/'.length))
        return commit ? send(200, { sha: path.slice('/git/commits/'.length), tree: { sha: commit.tree } }) : notFound()
      }
      if (path.startsWith('/contents/') && req.method === 'GET') {
        const file = filesAt(url.searchParams.get('ref') ?? 'main').get(path.slice('/contents/'.length))
        return file === undefined ? notFound() : send(200, file, 'application/vnd.github.raw+json')
      }
      if (path === '/git/trees' && req.method === 'POST') {
        const sha = `tree${++n}`
        state.trees.set(
          sha,
          (b.tree as { path: string; content: string }[]).map(({ path: p, content }) => ({ path: p, content })),
        )
        if (typeof b.base_tree === 'string') bases.set(sha, b.base_tree)
        return send(201, { sha })
      }
      if (path === '/git/commits' && req.method === 'POST') {
        const sha = `commit${++n}`
        state.commits.set(sha, { message: String(b.message), tree: String(b.tree), parents: b.parents as string[] })
        return send(201, { sha })
      }
      if (path === '/git/refs' && req.method === 'POST') {
        const ref = String(b.ref).replace(/^refs\//, '')
        if (state.refs.has(ref)) return send(422, { message: 'Reference already exists' })
        state.refs.set(ref, String(b.sha))
        return send(201, { ref: b.ref })
      }
      if (path.startsWith('/git/refs/heads/') && req.method === 'PATCH') {
        const ref = path.slice('/git/refs/'.length)
        const head = state.refs.get(ref)
        const parents = state.commits.get(String(b.sha))?.parents ?? []
        if (!head) return notFound()
        if (!parents.includes(head) && b.force !== true) return send(422, { message: 'Update is not a fast forward' })
        state.refs.set(ref, String(b.sha))
        return send(200, { ref: `refs/${ref}` })
      }
      if (path === '/pulls' && req.method === 'POST') {
        const number = state.pulls.length + 1
        state.pulls.push({
          title: String(b.title),
          head: String(b.head),
          base: String(b.base),
          body: String(b.body),
          number,
          state: 'open',
        })
        return send(201, { number, html_url: `https://github.example/${repo}/pull/${number}` })
      }
      if (/^\/pulls\/\d+$/.test(path) && req.method === 'GET') {
        const pull = state.pulls.find((p) => p.number === Number(path.slice('/pulls/'.length)))
        return pull ? send(200, { state: pull.state, html_url: `https://github.example/${repo}/pull/${pull.number}` }) : notFound()
      }
      notFound()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ...state,
    filesAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
