import { afterEach, describe, expect, it } from 'vitest'
import { sendForReview, type ReviewRequest, type ReviewResult } from '../../src/editor/io/pull-request.ts'
import { startFakeGitHub, type FakeGitHub } from './fake-github.ts'

const TOKEN = 'ghp_segredo123'
const REPO = 'excellis/site'
const BRANCH = 'editor/website-20261125-150000'
let fake: FakeGitHub | undefined
afterEach(async () => fake?.close())

const base = { schema: '{\n  "a": 1,\n  "b": 1\n}\n', ui: '{}\n' }
const request = (overrides: Partial<ReviewRequest> = {}): ReviewRequest => ({
  api: fake?.url ?? '',
  repo: REPO,
  token: TOKEN,
  title: 'Questionário website: título da pergunta',
  body: 'O que mudou',
  branchHint: 'website',
  files: [
    { path: 'schemas/website.json', original: base.schema, text: '{\n  "a": 2,\n  "b": 1\n}\n' },
    { path: 'ui-schemas/website.json', original: base.ui, text: base.ui },
  ],
  now: () => new Date('2026-11-25T15:00:00Z'),
  ...overrides,
})
const start = async (files: Record<string, string> = { 'schemas/website.json': base.schema, 'ui-schemas/website.json': base.ui }) =>
  (fake = await startFakeGitHub(REPO, files, TOKEN))
const opened = (result: Awaited<ReturnType<typeof sendForReview>>): ReviewResult => {
  if ('conflicts' in result) throw new Error('conflicts')
  return result
}

describe("sendForReview against a fake of GitHub's API", () => {
  it('creates a branch with one commit of the changed file and opens a pull request', async () => {
    const github = await start()
    const result = opened(await sendForReview(request()))
    expect(result).toMatchObject({ url: `https://github.example/${REPO}/pull/1`, number: 1, branch: BRANCH, added: false })
    const commit = github.commits.get(github.refs.get(`heads/${BRANCH}`) ?? '')
    expect(commit?.parents).toEqual(['base0'])
    expect(github.trees.get(commit?.tree ?? '')).toEqual([{ path: 'schemas/website.json', content: '{\n  "a": 2,\n  "b": 1\n}\n' }])
    expect(github.pulls[0]).toMatchObject({ head: BRANCH, base: 'main', body: 'O que mudou' })
  })

  it('sends the token only in the Authorization header, never in a URL', async () => {
    const github = await start()
    await sendForReview(request())
    expect(github.requests.length).toBeGreaterThan(5)
    for (const r of github.requests) {
      expect(r.headers.authorization).toBe(`Bearer ${TOKEN}`)
      expect(r.url).not.toContain(TOKEN)
      expect(JSON.stringify(r.body ?? '')).not.toContain(TOKEN)
    }
  })

  it('a file changed on the default branch gets the edits replayed onto it, its own change kept', async () => {
    const github = await start({ 'schemas/website.json': '{\n  "a": 1,\n  "b": 5\n}\n', 'ui-schemas/website.json': base.ui })
    const result = opened(await sendForReview(request()))
    expect(github.filesAt(result.branch).get('schemas/website.json')).toBe('{\n  "a": 2,\n  "b": 5\n}\n')
    expect(result.sent['schemas/website.json']).toBe('{\n  "a": 2,\n  "b": 5\n}\n')
  })

  it('the same value changed on both sides is asked, nothing sent; the answer sends', async () => {
    const github = await start({ 'schemas/website.json': '{\n  "a": 9,\n  "b": 1\n}\n', 'ui-schemas/website.json': base.ui })
    expect(await sendForReview(request())).toEqual({
      conflicts: [{ path: 'schemas/website.json', conflicts: [{ path: ['a'], ours: 2, theirs: 9 }] }],
    })
    expect(github.pulls).toEqual([])
    expect([...github.refs.keys()]).toEqual(['heads/main'])
    const both = request().files.map((f, i) => (i === 0 ? { ...f, text: '{\n  "a": 2,\n  "b": 2\n}\n' } : f))
    const result = opened(await sendForReview(request({ files: both, choose: () => 'theirs' })))
    expect(github.filesAt(result.branch).get('schemas/website.json')).toBe('{\n  "a": 9,\n  "b": 2\n}\n')
  })

  it('a second send while the pull request is open adds a commit to its branch, no second pull request', async () => {
    const github = await start()
    const first = opened(await sendForReview(request()))
    const firstCommit = github.refs.get(`heads/${first.branch}`)
    const second = opened(
      await sendForReview(
        request({
          previous: { number: first.number, branch: first.branch },
          files: [
            {
              path: 'schemas/website.json',
              original: base.schema,
              sent: first.sent['schemas/website.json'],
              text: '{\n  "a": 3,\n  "b": 1\n}\n',
            },
            { path: 'ui-schemas/website.json', original: base.ui, sent: base.ui, text: base.ui },
          ],
        }),
      ),
    )
    expect(second).toMatchObject({ number: 1, branch: first.branch, added: true })
    expect(github.pulls).toHaveLength(1)
    const head = github.commits.get(github.refs.get(`heads/${first.branch}`) ?? '')
    expect(head?.parents).toEqual([firstCommit])
    expect(github.filesAt(first.branch).get('schemas/website.json')).toBe('{\n  "a": 3,\n  "b": 1\n}\n')
  })

  it('after the pull request was closed, the next send opens a new one from the default branch', async () => {
    const github = await start()
    const first = opened(await sendForReview(request()))
    github.pulls[0].state = 'closed'
    const next = opened(
      await sendForReview(
        request({ previous: { number: first.number, branch: first.branch }, now: () => new Date('2026-11-26T10:00:00Z') }),
      ),
    )
    expect(next).toMatchObject({ number: 2, added: false })
  })

  it('a new questionnaire whose file already exists is refused', async () => {
    await start({ 'schemas/novo.json': '{}\n' })
    await expect(sendForReview(request({ files: [{ path: 'schemas/novo.json', original: null, text: '{"b":1}\n' }] }))).rejects.toThrow(
      /já existe/,
    )
  })

  it('a refused token is said in Portuguese', async () => {
    await start({})
    await expect(sendForReview(request({ token: 'errado' }))).rejects.toThrow(/recusou o token/)
  })

  it('an unconfigured repository is said before any request', async () => {
    await expect(sendForReview(request({ repo: '', api: 'http://127.0.0.1:9' }))).rejects.toThrow(/VITE_EDITOR_GITHUB_REPO/)
  })
})
