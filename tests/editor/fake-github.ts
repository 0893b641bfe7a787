import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for the GitHub REST endpoints the editor uses (repository, ref, raw contents, trees, commits,
 * refs, pulls), keeping what it was sent so tests can check the branch, the commit's files, the pull request and
 * every request's headers and URL.
 */
export interface FakeGitHub {
  url: string
  /** Files on the default branch, by path. */
  files: Map<string, string>
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: unknown }[]
  refs: Map<string, string>
  commits: Map<string, { message: string; tree: string; parents: string[] }>
  trees: Map<string, { path: string; content: string }[]>
  pulls: { title: string; head: string; base: string; body: string; number: number }[]
  close(): Promise<void>
}

export async function startFakeGitHub(repo: string, files: Record<string, string>, token: string): Promise<FakeGitHub> {
  const state = {
    files: new Map(Object.entries(files)),
    requests: [] as FakeGitHub['requests'],
    refs: new Map([['heads/main', 'base0']]),
    commits: new Map<string, { message: string; tree: string; parents: string[] }>(),
    trees: new Map<string, { path: string; content: string }[]>(),
    pulls: [] as FakeGitHub['pulls'],
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
          'access-control-allow-methods': 'GET, POST',
        })
        return res.end()
      }
      if (req.headers.authorization !== `Bearer ${token}`) return send(401, { message: 'Bad credentials' })
      const url = new URL(req.url ?? '/', 'http://x')
      const prefix = `/repos/${repo}`
      if (!url.pathname.startsWith(prefix)) return send(404, { message: 'Not Found' })
      const path = url.pathname.slice(prefix.length)
      const b = (body ?? {}) as Record<string, unknown>
      if (path === '' && req.method === 'GET') return send(200, { default_branch: 'main' })
      if (path === '/git/ref/heads/main') return send(200, { object: { sha: state.refs.get('heads/main') } })
      if (path.startsWith('/contents/') && req.method === 'GET') {
        const file = state.files.get(decodeURIComponent(path.slice('/contents/'.length)))
        return file === undefined ? send(404, { message: 'Not Found' }) : send(200, file, 'application/vnd.github.raw+json')
      }
      if (path === '/git/trees' && req.method === 'POST') {
        const sha = `tree${++n}`
        state.trees.set(
          sha,
          (b.tree as { path: string; content: string }[]).map(({ path: p, content }) => ({ path: p, content })),
        )
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
      if (path === '/pulls' && req.method === 'POST') {
        const number = state.pulls.length + 1
        state.pulls.push({ title: String(b.title), head: String(b.head), base: String(b.base), body: String(b.body), number })
        return send(201, { number, html_url: `https://github.example/${repo}/pull/${number}` })
      }
      send(404, { message: 'Not Found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ...state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
