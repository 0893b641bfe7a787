import { readdirSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { PROJECT_PATHS } from '#form-core'

/**
 * A local stand-in for the GitHub REST endpoints the workspace function's review uses through Octokit (repository,
 * refs, contents at a ref, trees, commits, pulls, an App installation's token), keeping what it was sent so tests can
 * check the branch, each commit's files and message, the pull requests and every request's headers and URL. The
 * default branch's files are `files`; a branch's are its commit's tree over them. It merges a pull request as GitHub
 * does (the head named must be the branch's, its files then on the default branch), closes one, keeps its comments,
 * and reports each commit's checks: one passed run ("CI") unless a test set others in `checks`.
 */
export interface FakeGitHub {
  url: string
  /** Files on the default branch, by path. */
  files: Map<string, string>
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: unknown }[]
  refs: Map<string, string>
  commits: Map<string, { message: string; tree: string; parents: string[] }>
  pulls: FakePull[]
  /** A commit's check runs, as a test sets them; a commit not here has one passed run. */
  checks: Map<string, CheckRun[]>
  comments: { number: number; body: string }[]
  /** A branch's (or commit's) files as its head commit has them. */
  filesAt(ref: string): Map<string, string>
  close(): Promise<void>
}

export interface FakePull {
  title: string
  head: string
  base: string
  body: string
  number: number
  state: 'open' | 'closed'
  merged: boolean
  /** The branch's head when the pull request was merged or closed (GitHub keeps it; the branch may move on). */
  closedHead?: string
  closedAt?: string
  createdAt?: string
}

export interface CheckRun {
  name: string
  status: 'queued' | 'in_progress' | 'completed'
  conclusion: 'success' | 'failure' | 'neutral' | 'skipped' | 'cancelled' | 'timed_out' | null
}

const PASSED: CheckRun[] = [{ name: 'CI', status: 'completed', conclusion: 'success' }]

/** The project's questionnaires and published lock, as a repository's default branch holds them. */
export function projectFiles(root: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const dir of [PROJECT_PATHS.schemas, PROJECT_PATHS.uiSchemas])
    for (const name of readdirSync(join(root, dir)).filter((n) => n.endsWith('.json')))
      files[`${dir}/${name}`] = readFileSync(join(root, dir, name), 'utf8')
  files[PROJECT_PATHS.publishedLock] = readFileSync(join(root, PROJECT_PATHS.publishedLock), 'utf8')
  return files
}

/** A new questionnaire `id` made from contact's files: its own id, title and no route of its own. */
export function newForm(id: string, title: string, root = join(import.meta.dirname, '../..')) {
  const parsed = JSON.parse(readFileSync(join(root, 'schemas/contact.json'), 'utf8')) as Record<string, unknown> & {
    'x-form': Record<string, unknown>
  }
  const meta: Record<string, unknown> = { ...parsed['x-form'], title }
  delete meta.migrations
  const schemaText = JSON.stringify({ ...parsed, $id: id, title, 'x-form': meta }, null, 2)
  return {
    formId: id,
    files: { schema: schemaText, uiSchema: readFileSync(join(root, 'ui-schemas/contact.json'), 'utf8') },
    changes: [],
  }
}
/** A test runner's file-level hooks: Vitest's `beforeAll`/`afterAll` and Playwright's `test.beforeAll`/`test.afterAll` both fit. */
interface FileHooks {
  beforeAll(hook: () => Promise<void>): void
  afterAll(hook: () => Promise<void>): void
}

/**
 * The fake GitHub for one test file, serving the project's questionnaires and lock: started before the file's tests
 * (before the hooks registered after this call, which may read its `url`) and closed after them. The answer stands for
 * the server once started: each property is read from it, so the tests write `github.pulls` as they would on the
 * server itself. The backend tests pass no port (any free one); the e2e specs pass E2E_GITHUB's, which the backend knows.
 */
export function withFakeGitHub(hooks: FileHooks, at: { repo: string; token: string; port?: number; root?: string }): FakeGitHub {
  let started: FakeGitHub | undefined
  hooks.beforeAll(async () => {
    started = await startFakeGitHub(at.repo, projectFiles(at.root ?? join(import.meta.dirname, '../..')), at.token, at.port)
  })
  hooks.afterAll(async () => {
    await started?.close()
  })
  return new Proxy({} as FakeGitHub, {
    get(_, key) {
      if (!started) throw new Error('The fake GitHub is read before its beforeAll started it.')
      return Reflect.get(started, key)
    },
  })
}

/** The installation token the fake hands an App that asks with a signed JWT. */
export const INSTALLATION_TOKEN = 'ghs_installacaoDeTeste'

export async function startFakeGitHub(repo: string, files: Record<string, string>, token: string, port = 0): Promise<FakeGitHub> {
  const state = {
    files: new Map(Object.entries(files)),
    requests: [] as FakeGitHub['requests'],
    refs: new Map([['heads/main', 'base0']]),
    commits: new Map<string, { message: string; tree: string; parents: string[] }>([
      ['base0', { message: 'base', tree: 'tree0', parents: [] }],
    ]),
    pulls: [] as FakeGitHub['pulls'],
    checks: new Map<string, CheckRun[]>(),
    comments: [] as FakeGitHub['comments'],
  }
  const trees = new Map<string, { path: string; content: string }[]>([['tree0', []]])
  const bases = new Map<string, string>()
  const treeFiles = (tree: string): Map<string, string> => {
    const base = bases.get(tree)
    const out = base ? treeFiles(base) : new Map(state.files)
    for (const { path, content } of trees.get(tree) ?? []) out.set(path, content)
    return out
  }
  const filesAt = (ref: string) => {
    if (ref === 'main') return state.files
    const commit = state.commits.get(state.refs.get(`heads/${ref}`) ?? ref)
    return commit ? treeFiles(commit.tree) : new Map<string, string>()
  }
  const pullJson = (p: FakePull) => ({
    number: p.number,
    title: p.title,
    body: p.body,
    state: p.state,
    created_at: p.createdAt ?? '2026-11-27T11:00:00Z',
    closed_at: p.state === 'closed' ? (p.closedAt ?? '2026-11-27T12:00:00Z') : null,
    merged_at: p.merged ? (p.closedAt ?? '2026-11-27T12:00:00Z') : null,
    html_url: `https://github.example/${repo}/pull/${p.number}`,
    head: { ref: p.head, sha: p.closedHead ?? state.refs.get(`heads/${p.head}`) ?? '' },
  })
  const pullAt = (path: string) => state.pulls.find((p) => p.number === Number(/^\/(?:pulls|issues)\/(\d+)/.exec(path)?.[1]))
  let n = 0
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')))
    req.on('end', () => {
      const body: unknown = raw ? JSON.parse(raw) : undefined
      state.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      const send = (status: number, value: unknown, type = 'application/json; charset=utf-8') => {
        res.writeHead(status, { 'content-type': type })
        res.end(typeof value === 'string' ? value : JSON.stringify(value))
      }
      const url = new URL(req.url ?? '/', 'http://x')
      const [scheme, credential] = (req.headers.authorization ?? '').split(' ')
      // An App signs a JWT (three parts) and trades it for an installation's token.
      if (/^\/app\/installations\/\d+\/access_tokens$/.test(url.pathname) && req.method === 'POST')
        return /^bearer$/i.test(scheme) && credential?.split('.').length === 3
          ? send(201, { token: INSTALLATION_TOKEN, expires_at: '2099-01-01T00:00:00Z', permissions: {}, repository_selection: 'all' })
          : send(401, { message: 'A JSON web token could not be decoded' })
      if (!/^(token|bearer)$/i.test(scheme) || (credential !== token && credential !== INSTALLATION_TOKEN))
        return send(401, { message: 'Bad credentials' })
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
        const wanted = path.slice('/contents/'.length)
        const at = filesAt(url.searchParams.get('ref') ?? 'main')
        const file = at.get(wanted)
        if (file !== undefined) return send(200, file, 'text/plain; charset=utf-8')
        const listed = [...at.keys()].filter((p) => p.startsWith(`${wanted}/`) && !p.slice(wanted.length + 1).includes('/'))
        return listed.length
          ? send(
              200,
              listed.map((p) => ({ type: 'file', path: p, name: p.slice(wanted.length + 1) })),
            )
          : notFound()
      }
      if (path === '/git/trees' && req.method === 'POST') {
        const sha = `tree${++n}`
        trees.set(
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
        return send(201, { ref: b.ref, object: { sha: b.sha } })
      }
      if (path.startsWith('/git/refs/heads/') && req.method === 'PATCH') {
        const ref = path.slice('/git/refs/'.length)
        const head = state.refs.get(ref)
        const parents = state.commits.get(String(b.sha))?.parents ?? []
        if (!head) return notFound()
        if (!parents.includes(head) && b.force !== true) return send(422, { message: 'Update is not a fast forward' })
        state.refs.set(ref, String(b.sha))
        return send(200, { ref: `refs/${ref}`, object: { sha: b.sha } })
      }
      if (path === '/pulls' && req.method === 'GET') {
        const head = url.searchParams.get('head')?.split(':')[1]
        const wanted = url.searchParams.get('state') ?? 'open'
        const found = state.pulls.filter((p) => (!head || p.head === head) && (wanted === 'all' || p.state === wanted)).reverse()
        return send(200, found.map(pullJson))
      }
      if (/^\/commits\/[^/]+\/check-runs$/.test(path) && req.method === 'GET') {
        const runs = state.checks.get(path.split('/')[2]) ?? PASSED
        return send(200, { total_count: runs.length, check_runs: runs })
      }
      if (/^\/commits\/[^/]+\/status$/.test(path) && req.method === 'GET')
        return send(200, { state: 'pending', total_count: 0, statuses: [] })
      if (/^\/pulls\/\d+\/merge$/.test(path) && req.method === 'PUT') {
        const pull = pullAt(path)
        if (!pull) return notFound()
        const head = state.refs.get(`heads/${pull.head}`)
        if (pull.state !== 'open') return send(405, { message: 'Pull Request is not mergeable' })
        if (b.sha !== undefined && b.sha !== head)
          return send(409, { message: 'Head branch was modified. Review and try the merge again.' })
        for (const [file, text] of filesAt(pull.head)) state.files.set(file, text)
        Object.assign(pull, { state: 'closed', merged: true, closedHead: head, closedAt: new Date().toISOString() })
        return send(200, { sha: `merge${++n}`, merged: true, message: 'Pull Request successfully merged' })
      }
      if (/^\/pulls\/\d+$/.test(path) && req.method === 'PATCH') {
        const pull = pullAt(path)
        if (!pull) return notFound()
        if (b.state === 'closed' && pull.state === 'open')
          Object.assign(pull, { state: 'closed', closedHead: state.refs.get(`heads/${pull.head}`), closedAt: new Date().toISOString() })
        return send(200, pullJson(pull))
      }
      if (/^\/issues\/\d+\/comments$/.test(path)) {
        const pull = pullAt(path)
        if (!pull) return notFound()
        if (req.method === 'POST') {
          state.comments.push({ number: pull.number, body: String(b.body) })
          return send(201, { body: b.body })
        }
        return send(
          200,
          state.comments.filter((c) => c.number === pull.number).map((c) => ({ body: c.body })),
        )
      }
      if (path === '/pulls' && req.method === 'POST') {
        if (state.pulls.some((p) => p.head === b.head && p.state === 'open'))
          return send(422, { message: `A pull request already exists for ${String(b.head)}.` })
        const pull = {
          title: String(b.title),
          head: String(b.head),
          base: String(b.base),
          body: String(b.body),
          number: state.pulls.length + 1,
          state: 'open' as const,
          merged: false,
          createdAt: new Date().toISOString(),
        }
        state.pulls.push(pull)
        return send(201, pullJson(pull))
      }
      notFound()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ...state,
    filesAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
