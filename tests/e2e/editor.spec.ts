import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { startFakeGitHub, type FakeGitHub } from '../editor/fake-github.ts'
import { E2E_OFFSET } from './local-backend.ts'
import { childEnv } from '../../supabase/functions/_shared/environment.ts'

/**
 * The questionnaire editor as a marketer uses it, against `npm run dev` in a temporary copy of the project (the
 * files it saves are that copy's, checked with git and check:schemas there), and the pull request flow against a
 * local fake of GitHub's API.
 */
const root = resolve(import.meta.dirname, '../..')
const PORT = 5373 + E2E_OFFSET
const BACKEND_PORT = 54339 + E2E_OFFSET
const REPO = 'excellis/site'
const TOKEN = 'ghp_tokenDeTeste123'

test.describe.configure({ mode: 'serial', timeout: 120_000 })

let project = ''
let dev: ChildProcess | undefined
let github: FakeGitHub | undefined
const git = (...args: string[]) => execFileSync('git', args, { cwd: project, encoding: 'utf8' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  project = join(mkdtempSync(join(tmpdir(), 'excellis-editor-')), 'project')
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
  for (const file of files.filter((f) => f !== 'node_modules' && existsSync(join(root, f)))) {
    mkdirSync(dirname(join(project, file)), { recursive: true })
    cpSync(join(root, file), join(project, file))
  }
  // Each package linked, not the folder: Vite keeps its dependency cache in node_modules/.vite, and the run's own dev
  // server (port 5273) must not see this one rewrite it.
  mkdirSync(join(project, 'node_modules'))
  for (const entry of readdirSync(join(root, 'node_modules')).filter((e) => !e.startsWith('.vite'))) {
    symlinkSync(join(root, 'node_modules', entry), join(project, 'node_modules', entry))
  }
  git('init', '-q')
  git('add', '-A')
  git('-c', 'user.name=Teste', '-c', 'user.email=teste@example.com', 'commit', '-q', '-m', 'base')
  github = await startFakeGitHub(
    REPO,
    {
      'schemas/website.json': readFileSync(join(project, 'schemas/website.json'), 'utf8'),
      'ui-schemas/website.json': readFileSync(join(project, 'ui-schemas/website.json'), 'utf8'),
    },
    TOKEN,
  )
  dev = spawn('npm', ['run', 'dev', '--', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], {
    cwd: project,
    env: childEnv({
      LOCAL_BACKEND_PORT: String(BACKEND_PORT),
      LOCAL_BACKEND_DATA_DIR: join(project, '.local-db'),
      DATABASE_URL: '',
      VITE_EDITOR_GITHUB_REPO: REPO,
      VITE_EDITOR_GITHUB_API: github.url,
    }),
    stdio: 'ignore',
    detached: true,
  })
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error('npm run dev did not start')
})

test.afterAll(async () => {
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM')
  await github?.close()
})

const open = async (page: Page, id = 'website') => {
  await page.goto(`http://127.0.0.1:${PORT}/editor/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 90_000 })
}
const preview = (page: Page) => page.getByRole('region', { name: 'Pré-visualização' })
const problems = (page: Page) => page.getByRole('region', { name: 'Problemas' })

test('a new title shows in the preview, and Salvar changes one line of one file', async ({ page }) => {
  await open(page)
  await page.getByRole('button', { name: /^Nome da empresa/ }).click()
  const title = page.getByLabel('Título da pergunta')
  await expect(preview(page).locator('label', { hasText: 'Nome da empresa' })).toBeVisible()
  // How fast the preview follows is npm run bench:editor's to measure; here, that it follows.
  await title.fill('Nome do negócio')
  await expect(preview(page).locator('label', { hasText: 'Nome do negócio' })).toBeVisible()
  await page.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect.poll(() => git('diff', '--numstat'), { timeout: 15_000 }).toBe('1\t1\tschemas/website.json\n')
  const check = spawnSync('npx', ['tsx', 'scripts/check-schemas/main.ts'], { cwd: project, encoding: 'utf8' })
  expect(check.status, check.stdout + check.stderr).toBe(0)
  git('checkout', '--', '.')
})

test('a renamed id is a problem within a second, and declaring the rename clears it', async ({ page }) => {
  await open(page)
  await page.getByRole('button', { name: /^Nome da empresa/ }).click()
  const id = page.getByLabel('Id (nome do campo nos dados)')
  await id.fill('nomeEmpresa')
  await id.press('Enter')
  await expect(problems(page).getByText('companyName').first()).toBeVisible({ timeout: 1000 })
  await problems(page)
    .getByRole('button', { name: /Declarar renomeação de companyName para nomeEmpresa/ })
    .click()
  await expect(problems(page).getByText('Nenhum problema')).toBeVisible()
  await page.getByRole('button', { name: 'Descartar alterações' }).click()
})

test('the pull request flow: a branch, the two files with the edit, a pull request; the token only in the header', async ({ page }) => {
  const urls: string[] = []
  page.on('request', (r) => urls.push(r.url()))
  await open(page)
  await page.getByRole('button', { name: /^Nome da empresa/ }).click()
  await page.getByLabel('Título da pergunta').fill('Empresa')
  await page.getByLabel('Token do GitHub').fill(TOKEN)
  await page.getByRole('button', { name: 'Enviar para revisão' }).click()
  await expect(page.getByText(/Pull request #1 aberto/)).toBeVisible({ timeout: 15_000 })
  const pull = github?.pulls[0]
  expect(pull?.body).toContain('Pergunta "Nome da empresa" agora se chama "Empresa".')
  const commit = github?.commits.get(github.refs.get(`heads/${pull?.head}`) ?? '')
  const tree = github?.trees.get(commit?.tree ?? '') ?? []
  expect(tree.map((f) => f.path)).toEqual(['schemas/website.json', 'ui-schemas/website.json'])
  expect(tree[0].content).toContain('"title": "Empresa"')
  for (const r of github?.requests ?? []) if (r.method !== 'OPTIONS') expect(r.headers.authorization).toBe(`Bearer ${TOKEN}`)
  expect(urls.filter((u) => u.includes(TOKEN))).toEqual([])
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(TOKEN)
  await page.getByRole('button', { name: 'Descartar alterações' }).click()
})

test('every kind of edit, saved: the files pass check:schemas and the page shows what the preview showed', async ({ page }) => {
  await open(page)
  await page.getByRole('button', { name: 'Adicionar seção' }).click()
  const added = page.getByRole('region', { name: /^Seção / }).last()
  await added.getByLabel('Título da seção').fill('Mais perguntas')
  const kinds = [
    'Texto curto',
    'Texto longo',
    'E-mail',
    'Telefone',
    'Endereço (URL)',
    'Número',
    'Data',
    'Horário',
    'Escolha única',
    'Múltipla escolha',
    'Escolha com "Outro"',
  ]
  for (const kind of kinds) {
    await added.getByLabel('Tipo da nova pergunta').selectOption({ label: kind })
    await added.getByRole('button', { name: 'Adicionar pergunta' }).click()
    await page.getByLabel('Título da pergunta').fill(`Pergunta ${kind}`)
  }
  await page.getByRole('button', { name: /^Pergunta Escolha única/ }).click()
  await page.getByRole('button', { name: 'Adicionar opção' }).click()
  await page.getByRole('textbox', { name: 'Opção 3', exact: true }).fill('Terceira opção')
  await page.getByRole('button', { name: /^Pergunta Texto curto/ }).click()
  await page.getByRole('button', { name: '↑ Subir', exact: true }).click()
  await expect(problems(page).getByText('Nenhum problema')).toBeVisible()
  const labels = async (root: ReturnType<Page['locator']>) =>
    (await root.locator('label, legend').allInnerTexts()).map((t) => t.replace(/\s*\*$/, '').trim()).filter(Boolean)
  const previewed = await labels(preview(page).locator('form'))
  await page.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect.poll(() => git('diff', '--name-only'), { timeout: 15_000 }).toBe('schemas/website.json\nui-schemas/website.json\n')
  const check = spawnSync('npx', ['tsx', 'scripts/check-schemas/main.ts'], { cwd: project, encoding: 'utf8' })
  expect(check.status, check.stdout + check.stderr).toBe(0)
  // A visitor's tab (the editor's own reloads: the dev server reloads its pages when a form file changes).
  const visitor = await page.context().newPage()
  await visitor.goto(`http://127.0.0.1:${PORT}/briefing-criacao-site`)
  const form = visitor.locator('main form')
  await expect(form.getByText('Pergunta Escolha única')).toBeVisible({ timeout: 60_000 })
  // The page's bot trap (a hidden field the preview does not need) aside, the same questions in the same order.
  expect((await labels(form)).filter((t) => t !== 'Não preencha este campo')).toEqual(previewed)
  git('checkout', '--', '.')
})

const seriousAxe = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    )
}

test('axe finds nothing serious on the list and on an open question', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${PORT}/editor`)
  await expect(page.getByRole('heading', { name: 'Editor de questionários' })).toBeVisible({ timeout: 90_000 })
  expect(await seriousAxe(page)).toEqual([])
  await open(page)
  await page.getByRole('button', { name: /^Nome da empresa/ }).click()
  expect(await seriousAxe(page)).toEqual([])
})

test('the keyboard alone opens a question, retitles it, moves it and undoes', async ({ page }) => {
  await open(page)
  const header = page.getByRole('button', { name: /^Site atual/ })
  await header.focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab') // ↑ Subir
  await page.getByLabel('Título da pergunta').focus()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('Endereço do site')
  await expect(preview(page).locator('label', { hasText: 'Endereço do site' })).toBeVisible()
  await page.getByRole('button', { name: /^Endereço do site/ }).focus()
  await page.keyboard.press('Alt+ArrowUp')
  const first = page.locator('[data-question]').first()
  await expect(first).toHaveAttribute('data-question', 'currentWebsite')
  await expect(page.getByRole('button', { name: /^Endereço do site/ })).toBeFocused()
  await page.keyboard.press('Control+Z')
  await expect(page.locator('[data-question]').first()).toHaveAttribute('data-question', 'companyName')
  await page.getByRole('button', { name: 'Descartar alterações' }).click()
})
