import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FUNCTIONS_PATH, type FormTexts } from '#form-core'
import type { ReviewSummary } from '#functions/workspace-contract/editor-review-calls.ts'
import { rootDir } from '../../scripts/forms/load-forms.ts'
import { newForm, withFakeGitHub } from '../editor/fake-github.ts'
import { accessTokenFor, addMembers } from './support/members.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'

/**
 * Approving and refusing in the product (issue 45 item 2, decision 218): every member reads the agency's reviews with
 * who sent them and their checks; only the administration approves (GitHub merges through the agency's credential,
 * once the checks passed, at the head that was read) or refuses with a reason the sender reads; the equipe is refused
 * by the server (403), and GitHub is not asked to merge.
 */
const REPO = 'excellis/site'
const TOKEN = 'github_pat_daAgenciaDeTeste'
const ADMIN = 'dona@agencia.test'
const TEAM = 'equipe@agencia.test'
const schema = readFileSync(join(rootDir, 'schemas/website.json'), 'utf8')
const uiSchema = readFileSync(join(rootDir, 'ui-schemas/website.json'), 'utf8')

let backend: TestBackend
const github = withFakeGitHub({ beforeAll, afterAll }, { repo: REPO, token: TOKEN })
let admin = ''
let team = ''

type Route = 'review' | 'status' | 'reviews' | 'approve' | 'refuse'
const call = (route: Route, token: string, body: Record<string, unknown>) =>
  fetch(`${backend.url}${FUNCTIONS_PATH}/workspace/editor/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
const messageOf = async (answer: Response) => ((await answer.json()) as { error: { message: string } }).error.message
const reviewsOf = async (token: string) => ((await (await call('reviews', token, {})).json()) as { reviews: ReviewSummary[] }).reviews
const merges = () => github.requests.filter((r) => r.method === 'PUT' && r.url.endsWith('/merge')).length

beforeAll(async () => {
  backend = await startTestBackend(null, undefined, undefined, {
    editorGithub: { owner: 'excellis', repo: 'site', apiUrl: github.url, auth: { token: TOKEN } },
  })
  await addMembers(backend, [ADMIN], 'administracao')
  await addMembers(backend, [TEAM])
  admin = await accessTokenFor(backend, ADMIN)
  team = await accessTokenFor(backend, TEAM)
}, 60_000)
afterAll(async () => {
  await backend?.stop()
})

describe('approving and refusing a review in the product', () => {
  let head = ''
  const changed = { schema: schema.replace('"title": "Nome da empresa"', '"title": "Empresa"'), uiSchema }

  it('every member lists the open review with who sent it, its texts, what was approved before it and its checks', async () => {
    const sent = await call('review', team, { formId: 'website', files: changed, base: { schema, uiSchema }, changes: [] })
    expect(sent.status, await sent.clone().text()).toBe(200)
    head = ((await sent.json()) as { head: string }).head
    const [review] = await reviewsOf(team)
    expect(review).toMatchObject({
      formId: 'website',
      title: 'Briefing para Criação de Site',
      state: 'open',
      number: 1,
      sender: TEAM,
      head,
      files: changed,
      approved: { schema, uiSchema },
      checks: { state: 'passed', failed: [] },
    })
  })

  it('refuses the equipe’s approval (403, in words) and asks GitHub nothing', async () => {
    const before = github.requests.length
    const refused = await call('approve', team, { formId: 'website', number: 1, head })
    expect(refused.status).toBe(403)
    expect(await messageOf(refused)).toMatch(/^Só quem é da administração pode fazer isso/)
    const refusal = await call('refuse', team, { formId: 'website', number: 1, comment: 'Não' })
    expect(refusal.status).toBe(403)
    expect(github.requests.length).toBe(before)
    expect(github.pulls[0].state).toBe('open')
  })

  it('refuses an approval while the checks run, or after they failed, saying why; nothing merged', async () => {
    github.checks.set(head, [{ name: 'CI', status: 'in_progress', conclusion: null }])
    const running = await call('approve', admin, { formId: 'website', number: 1, head })
    expect(running.status).toBe(409)
    expect(await messageOf(running)).toMatch(/^Não aprovado: As verificações automáticas ainda estão rodando/)
    github.checks.set(head, [
      { name: 'CI', status: 'completed', conclusion: 'failure' },
      { name: 'Lint', status: 'completed', conclusion: 'success' },
    ])
    const failed = await call('approve', admin, { formId: 'website', number: 1, head })
    expect(failed.status).toBe(409)
    expect(await messageOf(failed)).toMatch(/encontraram problemas \(CI\): não dá para aprovar/)
    expect((await reviewsOf(admin))[0].checks).toEqual({ state: 'failed', failed: ['CI'] })
    github.checks.set(head, [])
    expect(await messageOf(await call('approve', admin, { formId: 'website', number: 1, head }))).toMatch(/ainda não começaram/)
    expect(merges()).toBe(0)
    github.checks.delete(head)
  })

  it('refuses an approval of a head the administrator did not read (a send came after): nothing merged', async () => {
    const stale = await call('approve', admin, { formId: 'website', number: 1, head: 'commit-antigo' })
    expect(stale.status).toBe(409)
    expect(await messageOf(stale)).toMatch(/^Esta revisão recebeu outro envio depois que você a leu/)
    expect(merges()).toBe(0)
  })

  it('an administrator approves: GitHub merges the head read, the default branch holds it, the status says approved with the time', async () => {
    const approved = await call('approve', admin, { formId: 'website', number: 1, head })
    expect(approved.status, await approved.clone().text()).toBe(200)
    expect(await approved.json()).toMatchObject({ state: 'approved', number: 1 })
    const merge = github.requests.find((r) => r.url.endsWith('/pulls/1/merge'))
    expect(merge?.body).toMatchObject({ sha: head })
    expect(github.pulls[0]).toMatchObject({ state: 'closed', merged: true })
    expect(github.files.get('schemas/website.json')).toBe(changed.schema)
    const status = (await (await call('status', team, { formId: 'website' })).json()) as { state: string; approved: FormTexts; at: string }
    expect(status).toMatchObject({ state: 'approved', approved: changed })
    expect(Date.parse(status.at)).not.toBeNaN()
    expect((await reviewsOf(team)).find((r) => r.formId === 'website')).toMatchObject({
      state: 'approved',
      title: 'Briefing para Criação de Site',
    })
    const again = await call('approve', admin, { formId: 'website', number: 1, head })
    expect(again.status).toBe(409)
    expect(await messageOf(again)).toBe('Esta revisão já foi aprovada ou recusada. Recarregue a lista.')
  })

  it('a new questionnaire is listed by its title while in review, approved, then changed again in a new review', async () => {
    const sent = newForm('briefing-video', 'Briefing de Vídeo')
    const first = await call('review', team, sent)
    expect(first.status, await first.clone().text()).toBe(200)
    const firstHead = ((await first.json()) as { head: string }).head
    const listed = (await reviewsOf(team)).find((r) => r.formId === 'briefing-video')
    expect(listed).toMatchObject({ title: 'Briefing de Vídeo', state: 'open', sender: TEAM })
    expect(listed?.approved, 'nothing approved before a new questionnaire').toBeUndefined()
    const number = listed?.number ?? 0
    expect((await call('approve', admin, { formId: 'briefing-video', number, head: firstHead })).status).toBe(200)
    const status = (await (await call('status', team, { formId: 'briefing-video' })).json()) as { approved: FormTexts }
    expect(status.approved).toEqual(sent.files)
    const again = await call('review', team, {
      formId: 'briefing-video',
      files: { ...status.approved, schema: status.approved.schema.replace('"title": "Nome"', '"title": "Nome completo"') },
      base: status.approved,
      changes: [],
    })
    expect(again.status, await again.clone().text()).toBe(200)
    expect(await again.json()).toMatchObject({ added: false })
  })

  it('an administrator refuses with a reason: the review is closed unmerged, and the sender reads the reason', async () => {
    const { number } = (await reviewsOf(team)).find((r) => r.formId === 'briefing-video' && r.state === 'open')!
    const empty = await call('refuse', admin, { formId: 'briefing-video', number, comment: '   ' })
    expect(empty.status).toBe(400)
    expect(await messageOf(empty)).toBe('Escreva o motivo da recusa: quem enviou vai ler.')
    const refused = await call('refuse', admin, {
      formId: 'briefing-video',
      number,
      comment: 'O nome completo já é pedido em outra pergunta.',
    })
    expect(refused.status, await refused.clone().text()).toBe(200)
    expect(github.pulls.find((p) => p.number === number)).toMatchObject({ state: 'closed', merged: false })
    expect(merges()).toBe(2)
    const status = await (await call('status', team, { formId: 'briefing-video' })).json()
    expect(status).toMatchObject({
      state: 'refused',
      comment: `Recusado por ${ADMIN}: O nome completo já é pedido em outra pergunta.`,
    })
    expect((await reviewsOf(team)).find((r) => r.formId === 'briefing-video')).toMatchObject({
      state: 'refused',
      title: 'Briefing de Vídeo',
    })
  })
})
