import { generateKeyPairSync } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FUNCTIONS_PATH, type FormTexts } from '#form-core'
import { editorRepository } from '#functions/workspace-function/editor-github.ts'
import { createEditorReview, EDITOR_SENDS_PER_HOUR } from '#functions/workspace-function/editor-review.ts'
import { rootDir } from '../../scripts/forms/load-forms.ts'
import { INSTALLATION_TOKEN, newForm, withFakeGitHub } from '../editor/fake-github.ts'
import { accessTokenFor, addMembers } from './support/members.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'

/**
 * "Enviar para revisão" through the workspace function (decision 181): the member's two files checked with
 * check:schemas' rules, then a pull request on the agency's GitHub (a local fake) on the questionnaire's own branch;
 * a second send is one more commit there. Refused to an anonymous caller, a non-member and invalid files.
 */
const REPO = 'excellis/site'
const TOKEN = 'github_pat_daAgenciaDeTeste'
const MEMBER = 'equipe@agencia.test'
/** Two more members: the race's other side, and one who keeps sending (each member has a limit of sends). */
const COLLEAGUE = 'colega@agencia.test'
const HURRIED = 'apressada@agencia.test'
const OUTSIDER = 'curioso@exemplo.test'
const schema = readFileSync(join(rootDir, 'schemas/website.json'), 'utf8')
const uiSchema = readFileSync(join(rootDir, 'ui-schemas/website.json'), 'utf8')

let backend: TestBackend
const github = withFakeGitHub({ beforeAll, afterAll }, { repo: REPO, token: TOKEN })
let member = ''
let colleague = ''
let hurried = ''
let outsider = ''

const call = (route: 'review' | 'status', token: string | undefined, body: Record<string, unknown>) =>
  fetch(`${backend.url}${FUNCTIONS_PATH}/workspace/editor/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })

const edited = (from: string, to: string) => ({
  formId: 'website',
  files: { schema: schema.replace(`"title": "${from}"`, `"title": "${to}"`), uiSchema },
  base: { schema, uiSchema },
  changes: [`Pergunta "${from}" agora se chama "${to}".`],
})

beforeAll(async () => {
  backend = await startTestBackend(null, undefined, undefined, {
    editorGithub: { owner: 'excellis', repo: 'site', apiUrl: github.url, auth: { token: TOKEN } },
  })
  await addMembers(backend, [MEMBER, COLLEAGUE, HURRIED])
  member = await accessTokenFor(backend, MEMBER)
  colleague = await accessTokenFor(backend, COLLEAGUE)
  hurried = await accessTokenFor(backend, HURRIED)
  outsider = await accessTokenFor(backend, OUTSIDER)
}, 60_000)
afterAll(async () => {
  await backend?.stop()
})

describe('the editor’s review through the workspace function', () => {
  it('a member’s first send opens one pull request on editor/<id>, the member as co-author; the second adds a commit to it', async () => {
    const first = await call('review', member, edited('Nome da empresa', 'Empresa'))
    expect(first.status, await first.clone().text()).toBe(200)
    const firstSent = (await first.json()) as { head: string }
    expect(firstSent).toMatchObject({ number: 1, added: false, url: `https://github.example/${REPO}/pull/1` })
    expect(github.pulls).toMatchObject([{ head: 'editor/website', base: 'main', state: 'open' }])
    expect(github.pulls[0].body).toContain('Pergunta "Nome da empresa" agora se chama "Empresa".')
    expect(github.filesAt('editor/website').get('schemas/website.json')).toContain('"title": "Empresa"')
    const firstHead = github.refs.get('heads/editor/website') ?? ''
    expect(firstSent.head).toBe(firstHead)
    expect(github.commits.get(firstHead)?.message).toContain(`Co-authored-by: equipe <${MEMBER}>`)
    expect(github.requests.every((r) => r.headers.authorization === `token ${TOKEN}`)).toBe(true)

    const second = await call('review', member, {
      ...edited('Segmento de atuação', 'Segmento'),
      base: edited('Nome da empresa', 'Empresa').files,
      head: firstHead,
      files: {
        schema: edited('Nome da empresa', 'Empresa').files.schema.replace('"title": "Segmento de atuação"', '"title": "Segmento"'),
        uiSchema,
      },
    })
    expect(second.status, await second.clone().text()).toBe(200)
    expect(await second.json()).toMatchObject({ number: 1, added: true })
    expect(github.pulls).toHaveLength(1)
    const secondHead = github.refs.get('heads/editor/website') ?? ''
    expect(github.commits.get(secondHead)?.parents).toEqual([firstHead])
    expect(github.filesAt('editor/website').get('schemas/website.json')).toContain('"title": "Segmento"')

    const status = await call('status', member, { formId: 'website' })
    const opened = (await status.json()) as { live?: string }
    expect(opened, 'an open review hands back its texts and head: the editor opens on them').toEqual({
      state: 'open',
      number: 1,
      url: `https://github.example/${REPO}/pull/1`,
      head: secondHead,
      files: { schema: github.filesAt('editor/website').get('schemas/website.json'), uiSchema },
      live: expect.any(String),
    })
    // What is live, as the site's published revision holds it: the editor knows the published questions from it.
    expect(Object.keys((JSON.parse(opened.live ?? '{}') as { properties: object }).properties)).toContain('businessSegment')
    github.pulls[0].state = 'closed'
    expect(await (await call('status', member, { formId: 'website' })).json()).toMatchObject({ state: 'refused' })
    github.pulls[0].merged = true
    expect(
      await (await call('status', member, { formId: 'website' })).json(),
      'merged, the site still runs the old revision',
    ).toMatchObject({
      state: 'approved',
    })
  })

  it('refuses a send made from the site’s texts, or from an older head, while the review is open (409): the branch keeps the first device’s changes', async () => {
    const contact = (from: string, to: string) => {
      const text = readFileSync(join(rootDir, 'schemas/contact.json'), 'utf8')
      const ui = readFileSync(join(rootDir, 'ui-schemas/contact.json'), 'utf8')
      return {
        formId: 'contact',
        files: { schema: text.replace(`"title": "${from}"`, `"title": "${to}"`), uiSchema: ui },
        base: { schema: text, uiSchema: ui },
        changes: [],
      }
    }
    const schemaOf = JSON.parse(readFileSync(join(rootDir, 'schemas/contact.json'), 'utf8')) as {
      properties: Record<string, { title?: string }>
    }
    const [a, b] = Object.values(schemaOf.properties)
      .map((p) => p.title)
      .filter((t): t is string => Boolean(t))
    const first = await call('review', member, contact(a, 'Primeiro aparelho'))
    expect(first.status, await first.clone().text()).toBe(200)
    const { head } = (await first.json()) as { head: string }
    const afterFirst = github.filesAt('editor/contact').get('schemas/contact.json')

    const stale = await call('review', member, contact(b, 'Segundo aparelho'))
    expect(stale.status).toBe(409)
    expect(((await stale.json()) as { error: { message: string } }).error.message).toMatch(
      /^Esta revisão recebeu outro envio depois que você a abriu/,
    )
    const older = await call('review', member, { ...contact(b, 'Segundo aparelho'), head: 'base0' })
    expect(older.status).toBe(409)
    expect(github.refs.get('heads/editor/contact')).toBe(head)
    expect(github.filesAt('editor/contact').get('schemas/contact.json')).toBe(afterFirst)

    // Opened from the review (its texts are the base, not the site's): one more commit with both changes.
    const opened = (await (await call('status', member, { formId: 'contact' })).json()) as {
      head: string
      files: FormTexts
    }
    expect(opened.head).toBe(head)
    const both = opened.files.schema.replace(`"title": "${b}"`, '"title": "Segundo aparelho"')
    const right = await call('review', member, {
      formId: 'contact',
      files: { ...opened.files, schema: both },
      base: opened.files,
      head,
      changes: [],
    })
    expect(right.status, await right.clone().text()).toBe(200)
    expect(await right.json()).toMatchObject({ added: true, head: github.refs.get('heads/editor/contact') })
    expect(github.commits.get(github.refs.get('heads/editor/contact') ?? '')?.parents).toEqual([head])
    const now = github.filesAt('editor/contact').get('schemas/contact.json') ?? ''
    expect(now).toContain('"title": "Primeiro aparelho"')
    expect(now).toContain('"title": "Segundo aparelho"')
  })

  it('refuses an anonymous caller (401) and a signed-in non-member (403), in Portuguese, before GitHub is asked', async () => {
    const before = github.requests.length
    const anonymous = await call('review', undefined, edited('Site atual', 'Site'))
    expect(anonymous.status).toBe(401)
    const stranger = await call('review', outsider, edited('Site atual', 'Site'))
    expect(stranger.status).toBe(403)
    expect(((await stranger.json()) as { error: { message: string } }).error.message).toBe(
      `Sem acesso: ${OUTSIDER} não é membro da equipe.`,
    )
    expect(github.requests.length).toBe(before)
  })

  it('refuses a body it cannot read (400), in the words of the contract both sides parse with, before GitHub is asked', async () => {
    const before = github.requests.length
    const refusal = async (route: 'review' | 'status', body: Record<string, unknown>) => {
      const answer = await call(route, member, body)
      expect(answer.status).toBe(400)
      return ((await answer.json()) as { error: { message: string } }).error.message
    }
    expect(await refusal('review', { ...edited('Site atual', 'Site'), formId: 'Site Novo' })).toBe('Questionário desconhecido.')
    expect(await refusal('review', { formId: 'website', files: { schema } })).toBe('Envie as perguntas e a página do questionário.')
    expect(await refusal('status', {})).toBe('Questionário desconhecido.')
    expect(github.requests.length).toBe(before)
  })

  it('refuses files check:schemas would refuse (422), with its Portuguese sentence, and opens nothing', async () => {
    const pulls = github.pulls.length
    const broken = JSON.parse(schema) as { properties: Record<string, unknown> }
    delete broken.properties.companyName
    const answer = await call('review', member, {
      formId: 'website',
      files: { schema: JSON.stringify(broken, null, 2), uiSchema },
      base: { schema, uiSchema },
      changes: [],
    })
    expect(answer.status).toBe(422)
    const { error } = (await answer.json()) as { error: { message: string } }
    expect(error.message).toMatch(/^Corrija .* antes de enviar: /)
    expect(github.pulls.length).toBe(pulls)
  })
})

describe('the agency’s GitHub App and the published state', () => {
  it('an App installation trades its signed JWT for a short-lived token, used for every call', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const repository = editorRepository({
      owner: 'excellis',
      repo: 'site',
      apiUrl: github.url,
      auth: { appId: '1', privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), installationId: '7' },
    })
    const from = github.requests.length
    expect(await repository.defaultBranch()).toBe('main')
    const made = github.requests.slice(from)
    expect(made.map((r) => r.url)).toEqual(['/app/installations/7/access_tokens', `/repos/${REPO}`])
    expect(made[1].headers.authorization).toBe(`token ${INSTALLATION_TOKEN}`)
  })

  it('says "published" once the site’s newest revision is what the merged review held', async () => {
    const repository = editorRepository({ owner: 'excellis', repo: 'site', apiUrl: github.url, auth: { token: TOKEN } })
    const merged = JSON.parse(github.filesAt('editor/website').get('schemas/website.json') ?? '{}') as Record<string, never>
    const live = { live: async () => [{ formId: 'website', hash: 'x', schema: merged, uiSchema: {} }] }
    const database = async () => Promise.reject(new Error('status reads no database'))
    expect(await createEditorReview(repository, live, database).status('website')).toMatchObject({ state: 'published', number: 1 })
  })
})

const messageOf = async (answer: Response) => ((await answer.json()) as { error: { message: string } }).error.message

describe('the review keeps every member’s work (issue 42)', () => {
  it('two first sends of one new questionnaire at once: one is sent, the other is told in words (409), the branch holds the first one’s files', async () => {
    const [a, b] = await Promise.all([
      call('review', member, newForm('briefing-corrida', 'Briefing do primeiro')),
      call('review', colleague, newForm('briefing-corrida', 'Briefing da colega')),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const [won, lost] = a.status === 200 ? [a, b] : [b, a]
    const winner = a.status === 200 ? 'Briefing do primeiro' : 'Briefing da colega'
    expect(await messageOf(lost)).toMatch(/^Esta revisão recebeu outro envio depois que você a abriu/)
    const { head } = (await won.json()) as { head: string }
    expect(github.refs.get('heads/editor/briefing-corrida')).toBe(head)
    expect(github.filesAt('editor/briefing-corrida').get('schemas/briefing-corrida.json')).toContain(`"title": "${winner}"`)
    expect(github.pulls.filter((p) => p.head === 'editor/briefing-corrida')).toHaveLength(1)
    expect(github.requests.some((r) => r.method === 'PATCH' && (r.body as { force?: boolean }).force === true)).toBe(false)
  })

  it('two sends to an open review at once: one is added, the other is a 409 (never 503), and the review keeps the first', async () => {
    const opened = (await (await call('status', member, { formId: 'briefing-corrida' })).json()) as { head: string; files: FormTexts }
    const renamed = (to: string) => ({
      formId: 'briefing-corrida',
      files: { ...opened.files, schema: opened.files.schema.replace('"title": "Nome"', `"title": "${to}"`) },
      base: opened.files,
      head: opened.head,
      changes: [],
    })
    const [a, b] = await Promise.all([call('review', member, renamed('Nome completo')), call('review', colleague, renamed('Seu nome'))])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const lost = a.status === 409 ? a : b
    expect(await messageOf(lost)).toMatch(/^Esta revisão recebeu outro envio/)
  })

  it('a first send after a finished review moves its old branch forward, never by force; two at once: one 200, one 409', async () => {
    const old = github.refs.get('heads/editor/website') ?? ''
    expect(github.pulls.find((p) => p.head === 'editor/website')).toMatchObject({ state: 'closed', merged: true })
    const [a, b] = await Promise.all([
      call('review', member, edited('Site atual', 'Site de agora')),
      call('review', colleague, edited('Site atual', 'Site de hoje')),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const { head, number } = (await (a.status === 200 ? a : b).json()) as { head: string; number: number }
    expect(github.refs.get('heads/editor/website')).toBe(head)
    expect(github.commits.get(head)?.parents, 'the old head is history, not a base').toEqual(['base0', old])
    expect(github.pulls.filter((p) => p.head === 'editor/website' && p.state === 'open')).toMatchObject([{ number }])
    expect(github.requests.some((r) => r.method === 'PATCH' && (r.body as { force?: boolean }).force === true)).toBe(false)
  })

  it('bad ids and bad files are 400/422 in Portuguese, never 503, never read as another questionnaire', async () => {
    const before = github.requests.length
    for (const formId of ['constructor', { toString: 'contact' }, ['contact'], 'hasOwnProperty', '__proto__'])
      for (const route of ['review', 'status'] as const) {
        const answer = await call(route, member, { ...edited('Site atual', 'Site'), formId })
        expect(answer.status, `${route} ${JSON.stringify(formId)}`).toBe(400)
        expect(await messageOf(answer)).toBe('Questionário desconhecido.')
      }
    const remote = JSON.parse(schema) as Record<string, unknown>
    const answer = await call('review', member, {
      ...edited('Site atual', 'Site'),
      files: { schema: JSON.stringify({ ...remote, $schema: 'https://atacante.example/schema#' }), uiSchema },
    })
    expect(answer.status).toBe(422)
    expect(await messageOf(answer)).toMatch(/^Corrija .* antes de enviar: /)
    expect(github.requests.length, 'refused before GitHub is asked').toBe(before)
  })

  it.each([
    ['/index', 'escreveria por cima de index.html'],
    ['/painel/x', 'fica em /painel, área da equipe'],
    // The site's own pages: the build writes each to its HTML file (sobre.html), which the form would replace.
    ['/sobre', 'é uma página do site'],
    ['/briefing-obrigado', 'é uma página do site'],
  ])(
    'a new questionnaire on %s is refused (422) in words, before GitHub is asked: the build would write it over a page',
    async (route, words) => {
      const sent = newForm(`briefing-rota${route.replace(/\W/g, '-')}`, 'Briefing da rota')
      const schema = JSON.parse(sent.files.schema) as { 'x-form': Record<string, unknown> }
      schema['x-form'].route = route
      const before = github.requests.length
      const answer = await call('review', member, { ...sent, files: { ...sent.files, schema: JSON.stringify(schema, null, 2) } })
      expect(answer.status).toBe(422)
      expect(await messageOf(answer)).toContain(`a rota "${route}" ${words}`)
      expect(github.requests.length, 'refused before GitHub is asked').toBe(before)
    },
  )

  it('the summary reaches the commit and the review one line each, without trailers or markup', async () => {
    const sent = await call('review', member, {
      ...newForm('briefing-resumo', 'Briefing do resumo'),
      changes: [
        'Pergunta nova\n\nCo-authored-by: Outra Pessoa <outra@exemplo.test>',
        'Veja ![imagem](https://atacante.example/x.png) e [o site](https://atacante.example)',
        'Logo [![marca](https://atacante.example/p.png)](https://atacante.example) <img src=x onerror=alert(1)>',
      ],
    })
    expect(sent.status, await sent.clone().text()).toBe(200)
    const { head } = (await sent.json()) as { head: string }
    const message = github.commits.get(head)?.message ?? ''
    expect(message.match(/Co-authored-by:/g), message).toHaveLength(1)
    expect(message).toContain(`Co-authored-by: equipe <${MEMBER}>`)
    expect(message).toContain('- Pergunta nova Outra Pessoa\n')
    expect(message).toContain('- Veja imagem e o site\n- Logo marca\n')
    const body = github.pulls.find((p) => p.head === 'editor/briefing-resumo')?.body ?? ''
    expect(body).not.toMatch(/Co-authored-by|!\[|\]\(|atacante/)
  })

  it('a member has a limit of sends per hour; past it the send is a 429 in words and costs no GitHub call', async () => {
    const broken = { ...edited('Site atual', 'Site'), files: { schema: '{', uiSchema } }
    for (let i = 0; i < EDITOR_SENDS_PER_HOUR; i++) expect((await call('review', hurried, broken)).status).toBe(422)
    const before = github.requests.length
    const over = await call('review', hurried, edited('Site atual', 'Site'))
    expect(over.status).toBe(429)
    expect(await messageOf(over)).toMatch(/^Você já enviou para revisão \d+ vezes nesta hora/)
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(github.requests.length).toBe(before)
    expect((await call('review', member, edited('Site atual', 'Site sem limite'))).status, 'the others’ sends are theirs').not.toBe(429)
  })
})

describe('the agency’s approved questionnaires are the editor’s base (issue 45)', () => {
  /** What merging does to the default branch: it holds the review's files; the review is closed, merged. */
  const merge = (branch: string) => {
    for (const [path, text] of github.filesAt(branch)) github.files.set(path, text)
    Object.assign(github.pulls.find((p) => p.head === branch && p.state === 'open') ?? {}, { state: 'closed', merged: true })
  }

  it('without an open review the status hands back the default branch’s texts; a new one is not there yet', async () => {
    const none = (await (await call('status', member, { formId: 'branding' })).json()) as { state: string; approved: FormTexts }
    expect(none).toMatchObject({ state: 'none' })
    expect(none.approved).toEqual({
      schema: github.files.get('schemas/branding.json'),
      uiSchema: github.files.get('ui-schemas/branding.json'),
    })
    expect(await (await call('status', member, { formId: 'briefing-inexistente' })).json()).toEqual({ state: 'none' })
  })

  it('an approved new questionnaire opens as approved and is changed again in a new review on top of it', async () => {
    const sent = newForm('briefing-aprovado', 'Briefing aprovado')
    const first = await call('review', member, sent)
    expect(first.status, await first.clone().text()).toBe(200)
    const firstHead = ((await first.json()) as { head: string }).head
    merge('editor/briefing-aprovado')

    const status = (await (await call('status', member, { formId: 'briefing-aprovado' })).json()) as { state: string; approved: FormTexts }
    expect(status.state).toBe('approved')
    expect(status.approved, 'what was approved, not the site’s bundled texts').toEqual(sent.files)

    const again = await call('review', member, {
      formId: 'briefing-aprovado',
      files: { ...status.approved, schema: status.approved.schema.replace('"title": "Nome"', '"title": "Nome completo"') },
      base: status.approved,
      changes: ['Pergunta "Nome" agora se chama "Nome completo".'],
    })
    expect(again.status, await again.clone().text()).toBe(200)
    const next = (await again.json()) as { head: string; number: number; added: boolean }
    expect(next.added).toBe(false)
    expect(github.pulls.filter((p) => p.head === 'editor/briefing-aprovado').map((p) => p.state)).toEqual(['closed', 'open'])
    expect(github.commits.get(next.head)?.parents).toEqual(['base0', firstHead])
    expect(github.filesAt('editor/briefing-aprovado').get('schemas/briefing-aprovado.json')).toContain('"title": "Nome completo"')
  })
})
