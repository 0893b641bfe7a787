import { afterEach, describe, expect, it } from 'vitest'
import { sendForReview, type ReviewRequest } from '../../src/editor/github.ts'
import { startFakeGitHub, type FakeGitHub } from './fake-github.ts'

const TOKEN = 'ghp_segredo123'
const REPO = 'excellis/site'
let fake: FakeGitHub | undefined
afterEach(async () => fake?.close())

const request = (overrides: Partial<ReviewRequest> = {}): ReviewRequest => ({
  api: fake?.url ?? '',
  repo: REPO,
  token: TOKEN,
  title: 'Questionário website: título da pergunta',
  body: 'O que mudou',
  branchHint: 'website',
  files: [
    { path: 'schemas/website.json', original: '{"a":1}\n', text: '{"a":2}\n' },
    { path: 'ui-schemas/website.json', original: '{}\n', text: '{}\n' },
  ],
  now: () => new Date('2026-11-25T15:00:00Z'),
  ...overrides,
})

describe("sendForReview against a fake of GitHub's API", () => {
  it('creates a branch with one commit of the changed file and opens a pull request', async () => {
    fake = await startFakeGitHub(REPO, { 'schemas/website.json': '{"a":1}\n', 'ui-schemas/website.json': '{}\n' }, TOKEN)
    const result = await sendForReview(request())
    expect(result).toEqual({ url: `https://github.example/${REPO}/pull/1`, number: 1, branch: 'editor/website-20261125-150000' })
    const commitSha = fake.refs.get('heads/editor/website-20261125-150000') ?? ''
    const commit = fake.commits.get(commitSha)
    expect(commit?.parents).toEqual(['base0'])
    expect(fake.trees.get(commit?.tree ?? '')).toEqual([
      { path: 'schemas/website.json', content: '{"a":2}\n' },
      { path: 'ui-schemas/website.json', content: '{}\n' },
    ])
    expect(fake.pulls[0]).toMatchObject({ head: 'editor/website-20261125-150000', base: 'main', body: 'O que mudou' })
  })

  it('sends the token only in the Authorization header, never in a URL', async () => {
    fake = await startFakeGitHub(REPO, { 'schemas/website.json': '{"a":1}\n', 'ui-schemas/website.json': '{}\n' }, TOKEN)
    await sendForReview(request())
    expect(fake.requests.length).toBeGreaterThan(5)
    for (const r of fake.requests) {
      expect(r.headers.authorization).toBe(`Bearer ${TOKEN}`)
      expect(r.url).not.toContain(TOKEN)
      expect(JSON.stringify(r.body ?? '')).not.toContain(TOKEN)
    }
  })

  it('never overwrites a file changed on the default branch since the editor opened it', async () => {
    fake = await startFakeGitHub(REPO, { 'schemas/website.json': '{"a":9}\n', 'ui-schemas/website.json': '{}\n' }, TOKEN)
    await expect(sendForReview(request())).rejects.toThrow(/mudou na branch "main"/)
    expect(fake.pulls).toEqual([])
    expect([...fake.refs.keys()]).toEqual(['heads/main'])
  })

  it('a new questionnaire whose file already exists is refused', async () => {
    fake = await startFakeGitHub(REPO, { 'schemas/novo.json': '{}\n' }, TOKEN)
    await expect(sendForReview(request({ files: [{ path: 'schemas/novo.json', original: null, text: '{"b":1}\n' }] }))).rejects.toThrow(
      /já existe/,
    )
  })

  it('a refused token is said in Portuguese', async () => {
    fake = await startFakeGitHub(REPO, {}, TOKEN)
    await expect(sendForReview(request({ token: 'errado' }))).rejects.toThrow(/recusou o token/)
  })

  it('an unconfigured repository is said before any request', async () => {
    await expect(sendForReview(request({ repo: '', api: 'http://127.0.0.1:9' }))).rejects.toThrow(/VITE_EDITOR_GITHUB_REPO/)
  })
})
