import { readFileSync } from 'node:fs'
import { seriousFindings } from './axe-findings.ts'
import { sentNotice } from './site-helpers.ts'
import { expect, test, type Page } from '@playwright/test'
import { ADMIN_SECRET_HEADER, readLiveLock } from '../../scripts/local-backend/lock-file.ts'
import { testForm } from '../helpers/form-files.ts'
import { schemaHash, WORKSPACE_STORAGE_KEYS } from '#form-core'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { CODE_SENT, mailbox, signInWithCode } from './agency-sign-in.ts'
import { fillForm } from './fill-form.ts'
import { LOCAL_AGENCY_INBOX } from '../../scripts/local-backend/start-backend.ts'
import { E2E_DEV_BACKEND } from './local-backend.ts'
import { addDays, agencyToday, INBOX_POLL_MS } from '../../src/workspace/inbox-query.ts'

/**
 * The agency member's main task in `/painel`, on a production build of its own (the "painel" project) against a local
 * backend of its own: sign in with the code from the local mailbox, find a lead just sent, read it as a
 * briefing, change its status, add a note, export, erase a person. Typed key by key, as a person does.
 */
// The painel project's own backend: no other spec's lead lands among the ones /painel counts here.
const BACKEND = `http://127.0.0.1:${E2E_DEV_BACKEND.port}`
// Not an address tests/e2e/no-answers-in-logs.ts looks for: the local Auth prints the signed-in e-mail in its log.
const MEMBER = 'painel.e2e@excellis.test'
const OUTSIDER = 'curioso.e2e@exemplo.test'
const run = Date.now().toString(36)
const LEAD_NAME = `Renata Quintela ${run}`

// Beside the rest of the run (the painel project goes first): an axe walk of nine screens took 120 s on the loaded
// two-core machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

/** `npm run members -- add|remove`, through the run's backend: an added member is an Auth user too (sign-ups are off). */
async function members(action: 'add' | 'remove', email: string, role?: 'administracao' | 'equipe') {
  const owner = readLiveLock(E2E_DEV_BACKEND.dataDir)
  if (!owner) throw new Error(`no local backend owns ${E2E_DEV_BACKEND.dataDir}`)
  const response = await fetch(`${BACKEND}/admin/v1/members`, {
    method: 'POST',
    headers: { [ADMIN_SECRET_HEADER]: owner.secret, 'content-type': 'application/json' },
    body: JSON.stringify(action === 'add' ? { action, email, addedBy: 'teste e2e', role } : { action, email }),
  })
  expect(response.status).toBe(200)
}
// The member of these tests is an administrator: they erase a person's data, which only the administration may.
const addMember = (email: string) => members('add', email, 'administracao')

const mailTo = (email: string) => mailbox(BACKEND, email)

/** Signs in as a person does (agency-sign-in.ts); `atCodeStep` runs at the code step. */
const signIn = (page: Page, email: string, atCodeStep?: () => Promise<void>) => signInWithCode(page, BACKEND, email, { atCodeStep })

test('an anonymous visitor sees the sign-in and no data', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (r) => r.url().includes('/rest/v1/') && calls.push(r.url()))
  await page.goto('/painel?situacao=novo')
  await expect(page.getByRole('heading', { name: 'Painel da Excellis' })).toBeVisible({ timeout: 60_000 })
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  expect(calls).toEqual([])
  expect(await seriousFindings(page)).toEqual([])
})

test('a made-up address reads the same answer as a member, and nothing is sent to it', async ({ page }) => {
  const madeUp = `inventado.${run}@exemplo.test`
  await page.goto('/painel')
  await page.getByLabel('E-mail').pressSequentially(madeUp)
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Código')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(CODE_SENT)).toBeVisible()
  expect(await mailTo(madeUp)).toEqual([])
})

test('a signed-in non-member (a removed member) sees "sem acesso" and no lead', async ({ page }) => {
  // Only members receive a code (decision 200): signed in as a member, then removed, then the page opened again.
  await members('add', OUTSIDER)
  await page.goto('/painel')
  await signIn(page, OUTSIDER)
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible({ timeout: 30_000 })
  await members('remove', OUTSIDER)
  await page.reload()
  await expect(page.getByRole('heading', { name: /^(Sem acesso|Seu acesso ao painel foi removido)$/ })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/npm run|members/)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Pedidos do titular' })).toHaveCount(0)
  await expect(page.getByText('Leads')).toHaveCount(0)
})

test('a member signs in, finds the lead just sent, reads it as a briefing, sets its status and adds a note', async ({ page }) => {
  await addMember(MEMBER)
  const form = testForm('contact')
  await page.goto('/contato')
  await fillForm(page, form.schema, form.uiSchema)
  await page.locator('#root_name').fill('')
  await page.locator('#root_name').pressSequentially(LEAD_NAME)
  // A formula a spreadsheet would run: the CSV must neutralize it.
  await page.locator('#root_message').fill('')
  await page.locator('#root_message').pressSequentially('=cmd|" /C calc"!A0 e <b>negrito</b>')
  await page.getByRole('button', { name: String(form.meta.buttons.submit) }).click()
  await expect(sentNotice(page, form.meta).notice).toBeVisible({ timeout: 30_000 })

  await page.goto('/painel')
  await signIn(page, MEMBER)
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible()
  // The search goes in the address: a shared link shows the same list.
  await page.getByLabel('Buscar nas respostas').pressSequentially(LEAD_NAME)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/busca=Renata/)
  const lead = page.getByRole('link', { name: LEAD_NAME }).first()
  await expect(lead).toBeVisible()
  await expect(page.getByTestId('inbox-total')).toContainText('1 lead')
  expect(await seriousFindings(page)).toEqual([])
  await lead.click()

  // Titles and option labels of the revision, never keys or const values.
  await expect(page.getByRole('heading', { name: LEAD_NAME })).toBeVisible()
  const service = form.schema.properties as Record<string, { title: string }>
  await expect(page.getByText(service.name.title, { exact: true })).toBeVisible()
  await expect(page.getByText('root_name')).toHaveCount(0)
  await expect(page.getByRole('term').filter({ hasText: /^name$/ })).toHaveCount(0)

  await page.getByLabel('Situação', { exact: true }).selectOption({ label: 'Em andamento' })
  await expect(page.getByText(/mudou a situação de Novo para/)).toBeVisible()
  await expect(page.getByText(MEMBER).first()).toBeVisible()
  await page.getByLabel('Nova nota (só a equipe vê)').pressSequentially('Ligar na segunda de manhã.')
  await page.getByRole('button', { name: 'Adicionar nota' }).click()
  await expect(page.getByText('Ligar na segunda de manhã.')).toBeVisible()
  await expect(page.getByText('adicionou uma nota')).toBeVisible()
  expect(await seriousFindings(page)).toEqual([])

  // The agency's e-mail about this lead (the local mailbox) links to this page.
  const leadUrl = page.url()
  let link: string | undefined
  await expect
    .poll(async () => {
      const mail = (await mailTo(LOCAL_AGENCY_INBOX)).find((m) => m.text.includes(LEAD_NAME))
      link = mail && /Abrir no painel: (\S+)/.exec(mail.text)?.[1]
      return link
    })
    .toBeDefined()
  expect(link).toBe(leadUrl)

  // Back keeps the filter; the status filter finds the lead in its new status.
  await page.goBack()
  await expect(page).toHaveURL(/busca=Renata/)
  await page.getByLabel('Situação', { exact: true }).selectOption({ label: 'Em andamento' })
  await expect(page).toHaveURL(/situacao=em_andamento/)
  await expect(page.getByRole('link', { name: LEAD_NAME }).first()).toBeVisible()

  // CSV of this form's filtered list: downloaded by the browser from a plain link.
  await page.getByLabel('Formulário').selectOption({ label: String(form.schema.title) })
  await expect(page).toHaveURL(/formulario=contact/)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exportar CSV' }).click()
  const file = await (await download).path()
  const bytes = readFileSync(file)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const [header, ...lines] = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean)
  const titles = Object.values(form.schema.properties as Record<string, { title: string }>).map((p) => `"${p.title}"`)
  expect(header).toBe(['"Enviado em"', '"Situação"', '"Responsável"', ...titles].join(';'))
  expect(lines).toHaveLength(1)
  expect(lines[0]).toContain(`"${LEAD_NAME}"`)
  expect(lines[0]).toContain('"Em andamento"')
  expect(lines[0]).toContain(`"'=cmd|"" /C calc""!A0 e <b>negrito</b>"`)

  // An LGPD request: a test person's lead given a status and a note, then their data found, handed over (a document
  // for the person and data for another system, both holding the note and the status, in São Paulo time) and erased,
  // after a confirmation naming what goes.
  const person = `titular.${run}@exemplo.test`
  const personName = `Pessoa de Teste ${run}`
  const contactHash = await schemaHash(form.schema)
  const sent = await fetch(`${BACKEND}/functions/v1/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-form-revision': contactHash },
    body: JSON.stringify({ ...minimalRecord(form.schema), name: personName, email: person }),
  })
  expect(sent.status).toBe(200)
  await page.goto(`/painel?busca=${encodeURIComponent(personName)}`)
  await page.getByRole('link', { name: personName }).first().click()
  await page.getByLabel('Situação', { exact: true }).selectOption({ label: 'Em andamento' })
  await expect(page.getByText(/mudou a situação de Novo para/)).toBeVisible()
  await page.getByLabel('Nova nota (só a equipe vê)').pressSequentially('Pediu proposta por telefone.')
  await page.getByRole('button', { name: 'Adicionar nota' }).click()
  await expect(page.getByText('Pediu proposta por telefone.')).toBeVisible()
  await page.getByRole('link', { name: 'Pedidos do titular' }).click()
  await page.getByLabel('E-mail da pessoa').pressSequentially(person)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: `1 registro de ${person}` })).toBeVisible()
  await expect(page.getByText(`${String(form.schema.title)} · enviado em`)).toBeVisible()
  const documentCopy = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Baixar cópia para a pessoa' }).click()
  const documentFile = await documentCopy
  expect(documentFile.suggestedFilename()).toBe(`copia-dados-${person}.html`)
  const html = readFileSync(await documentFile.path(), 'utf8')
  expect(html).toContain(`<title>Cópia dos dados de ${person}</title>`)
  expect(html).toContain(personName)
  expect(html).toContain('Pediu proposta por telefone.')
  expect(html).toContain(`Em andamento, definida por ${MEMBER}`)
  expect(html).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(horário de Brasília\)/)
  const dataCopy = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Baixar dados para outro sistema' }).click()
  const held = JSON.parse(readFileSync(await (await dataCopy).path(), 'utf8')) as {
    gerado_em: string
    registros: { respostas: { resposta: string }[]; registros: Record<string, { created_at?: string; body?: string; status?: string }[]> }[]
  }
  expect(held.gerado_em).toMatch(/-03:00$/)
  expect(held.registros[0].respostas).toContainEqual(expect.objectContaining({ resposta: personName }))
  expect(held.registros[0].registros.lead_notes).toMatchObject([{ body: 'Pediu proposta por telefone.' }])
  expect(held.registros[0].registros.lead_notes[0].created_at).toMatch(/-03:00$/)
  expect(held.registros[0].registros.lead_status).toMatchObject([{ status: 'em_andamento' }])
  await page.getByRole('button', { name: 'Apagar tudo…' }).click()
  await expect(page.getByRole('alertdialog')).toContainText(`Apagar definitivamente o registro acima de ${person}`)
  await page.getByRole('button', { name: 'Sim, apagar 1 registro' }).click()
  await expect(page.getByText(`Dados de ${person} apagados.`)).toBeVisible()
  // What went, in the words the member confirmed (not the database's table names).
  const done = page.getByRole('status').filter({ hasText: `Dados de ${person} apagados.` })
  await expect(done).toContainText('1 registro apagado:')
  await expect(done).toContainText(`${String(form.schema.title)} · enviado em`)
  await expect(done).not.toContainText('form_submissions')
  expect(await seriousFindings(page)).toEqual([])
  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page.getByRole('heading', { name: `Nada guardado com ${person}` })).toBeVisible()
})

/**
 * The session ends without the member signing out: its refresh token revoked on the server (as a sign-out elsewhere
 * does) and its access token past its expiry, so supabase-js must refresh and is refused.
 */
async function endSessionOnServer(page: Page) {
  const stored = await page.evaluate((key) => localStorage.getItem(key), WORKSPACE_STORAGE_KEYS.session)
  const session = JSON.parse(stored ?? '{}') as { access_token: string; expires_at: number }
  const revoked = await fetch(`${BACKEND}/auth/v1/logout?scope=global`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.access_token}`, apikey: 'local' },
  })
  expect(revoked.status).toBe(204)
  await page.evaluate(([key, expired]) => localStorage.setItem(key, expired), [
    WORKSPACE_STORAGE_KEYS.session,
    JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }),
  ] as const)
}

test('an ended session asks for sign-in again in Portuguese and comes back to the same filtered page', async ({ page }) => {
  const member = 'painel.sessao@excellis.test'
  await addMember(member)
  const filtered = '/painel?formulario=contact&situacao=em_andamento'
  await page.goto(filtered)
  await signIn(page, member)
  await expect(page.getByTestId('inbox-total')).toBeVisible()

  // With the page open: the member comes back to the tab, supabase-js tries to refresh and is refused.
  await endSessionOnServer(page)
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await expect(page.getByText('Sua sessão terminou. Entre de novo: você volta para a mesma página.')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('inbox-total')).toHaveCount(0)
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(filtered)
  await signIn(page, member)
  await expect(page.getByTestId('inbox-total')).toBeVisible()
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(filtered)
  await expect(page.getByLabel('Formulário')).toHaveValue('contact')
  await expect(page.getByLabel('Situação', { exact: true })).toHaveValue('em_andamento')

  // The next morning: the page opens with a kept session that can no longer be refreshed.
  await endSessionOnServer(page)
  await page.reload()
  await expect(page.getByText('Sua sessão terminou. Entre de novo: você volta para a mesma página.')).toBeVisible({ timeout: 30_000 })
  expect(new URL(page.url()).search).toBe('?formulario=contact&situacao=em_andamento')
})

test('an administrator adds a colleague on "Equipe", who signs in with the code; removed, they are refused at the next request', async ({
  page,
  browser,
}) => {
  const admin = 'painel.equipe@excellis.test'
  const colleague = `colega.${run}@excellis.test`
  await addMember(admin)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/painel')
  await signIn(page, admin)
  await page.getByRole('link', { name: 'Equipe' }).click()
  await expect(page.getByRole('heading', { name: 'Equipe', level: 1 })).toBeVisible()
  await page.getByLabel('E-mail').pressSequentially(colleague)
  await page.getByLabel('Papel', { exact: true }).selectOption({ label: 'Equipe' })
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click()
  await expect(page.getByRole('status')).toContainText(`${colleague} agora é da equipe (Equipe)`)
  await expect(page.getByRole('listitem').filter({ hasText: `${admin} adicionou ${colleague} como Equipe` })).toBeVisible()

  // The colleague, in a browser of their own: the code from the mailbox, the leads, no "Equipe" and no "Apagar".
  const theirs = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const them = await theirs.newPage()
  await them.goto('/painel')
  await signIn(them, colleague)
  await expect(them.getByRole('heading', { name: 'Leads' })).toBeVisible()
  await expect(them.getByRole('link', { name: 'Equipe' })).toHaveCount(0)

  await page.getByRole('button', { name: `Remover ${colleague}` }).click()
  await page.getByRole('button', { name: 'Sim, remover' }).click()
  await expect(page.getByRole('status')).toContainText(`${colleague} saiu da equipe`)
  await expect(page.getByRole('listitem').filter({ hasText: `${admin} removeu ${colleague} (Equipe)` })).toBeVisible()
  // Kept with the run's results, to look at.
  await page.screenshot({ path: test.info().outputPath('equipe-1440.png'), fullPage: true })
  expect(await seriousFindings(page)).toEqual([])

  // Their next request: the session is still open, but nothing is read any more.
  await them.reload()
  await expect(them.getByRole('heading', { name: 'Sem acesso' })).toBeVisible({ timeout: 30_000 })
  await expect(them.getByText('Leads')).toHaveCount(0)
  await theirs.close()
})

test.describe('on a phone (390 px, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the inbox fits, a lead opens with a tap, and bad input is said in Portuguese and changes nothing', async ({ page }) => {
    const phoneMember = 'painel.celular@excellis.test'
    await addMember(phoneMember)
    await page.goto('/painel?situacao=aberto&pagina=abc')
    await signIn(page, phoneMember)
    await expect(page.getByText('Situação desconhecida: "aberto". Mostrando todas.')).toBeVisible()
    await expect(page.getByText('Página inválida: "abc". Mostrando a primeira.')).toBeVisible()
    const first = page.getByRole('listitem').getByRole('link').first()
    await expect(first).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // The link is what a finger at its centre touches, not something over it (scrolled to: the owner filter and the
    // order's select put the first card below a phone's first screen).
    await first.scrollIntoViewIfNeeded()
    const box = (await first.boundingBox())!
    expect(
      await page.evaluate(([x, y, href]) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href') === href, [
        box.x + box.width / 2,
        box.y + box.height / 2,
        await first.getAttribute('href'),
      ] as const),
    ).toBe(true)
    expect(await seriousFindings(page)).toEqual([])
    await first.tap()
    await expect(page.getByRole('button', { name: 'Imprimir / PDF' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await page.goto('/painel/leads/form_submissions/00000000-0000-4000-8000-00000000dead')
    await expect(page.getByRole('heading', { name: 'Lead não encontrado' })).toBeVisible()
    // Said to a person: no table name, no id.
    await expect(page.getByText(/^Este lead não existe mais: pode ter sido apagado/)).toBeVisible()
    await expect(page.getByText(/form_submissions|00000000-0000/)).toHaveCount(0)
  })
})

// The lead a member answers from a phone (issue 34, items 1 and 2).
const ANSWER_NAME = `Joana Prado ${run}`
const ddmmyyyy = (day: string) => day.split('-').reverse().join('')

async function sendLeadWithPhone() {
  const form = testForm('contact')
  const sent = await fetch(`${BACKEND}/functions/v1/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-form-revision': await schemaHash(form.schema) },
    body: JSON.stringify({ ...minimalRecord(form.schema), name: ANSWER_NAME, email: `joana.${run}@exemplo.test`, phone: '62984445566' }),
  })
  expect(sent.status).toBe(200)
  return form
}

test.describe('answering a lead on a phone (390 px, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('typed dates, "7 dias", a lead answered by WhatsApp, and back to the list as it was', async ({ page, context }) => {
    const form = await sendLeadWithPhone()
    const member = 'painel.resposta@excellis.test'
    await addMember(member)
    // WhatsApp is outside the test: its page is a blank one, the link's address is what is checked.
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>wa</title>' }))
    await page.goto('/painel')
    await signIn(page, member)
    await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible()

    // On a phone the filters are folded behind one button.
    await page.getByRole('button', { name: /^Filtros/ }).tap()
    // Typed key by key: the address changes only when the whole day is there.
    const today = agencyToday()
    const from = page.getByLabel('De', { exact: true })
    await from.pressSequentially(ddmmyyyy(addDays(today, -1)).slice(0, 5))
    await expect(from).toHaveValue(/^\d\d\/\d\d\/\d$/)
    expect(new URL(page.url()).searchParams.get('de')).toBeNull()
    await from.pressSequentially(ddmmyyyy(addDays(today, -1)).slice(5))
    await expect(page).toHaveURL(new RegExp(`de=${addDays(today, -1)}`))
    await page.getByLabel('Até', { exact: true }).pressSequentially(ddmmyyyy(today))
    await expect(page).toHaveURL(new RegExp(`ate=${today}`))
    await page.getByRole('button', { name: '7 dias' }).tap()
    await expect(page).toHaveURL(new RegExp(`de=${addDays(today, -6)}&ate=${today}`))
    await expect(page.getByRole('button', { name: '7 dias' })).toHaveAttribute('aria-pressed', 'true')
    await expect(from).toHaveValue(addDays(today, -6).split('-').reverse().join('/'))
    await page.getByLabel('Buscar nas respostas').pressSequentially(ANSWER_NAME)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/busca=Joana/)
    const listUrl = page.url()
    await expect(page.getByRole('link', { name: ANSWER_NAME, exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: `WhatsApp para ${ANSWER_NAME}` })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await seriousFindings(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath('list-390.png'), fullPage: true })

    await page.getByRole('link', { name: ANSWER_NAME, exact: true }).tap()
    await expect(page.getByRole('heading', { name: ANSWER_NAME })).toBeVisible()
    // The meeting's and every form's phone reads as people write it.
    await expect(page.getByText('(62) 98444-5566', { exact: true })).toBeVisible()
    const whatsapp = page.getByRole('link', { name: 'WhatsApp · (62) 98444-5566' })
    const href = new URL((await whatsapp.getAttribute('href'))!)
    expect(href.origin + href.pathname).toBe('https://wa.me/5562984445566')
    expect(href.searchParams.get('text')).toBe(
      `Olá, Joana! Aqui é da Excellis. Recebemos seu pedido “${String(form.schema.title)}” e queremos conversar com você sobre ele.`,
    )
    await expect(page.getByRole('link', { name: 'Ligar · (62) 98444-5566' })).toHaveAttribute('href', 'tel:+5562984445566')
    await expect(page.getByRole('link', { name: /^E-mail · joana\./ })).toHaveAttribute(
      'href',
      `mailto:joana.${run}@exemplo.test?subject=${encodeURIComponent(`Seu pedido “${String(form.schema.title)}” — Excellis`)}`,
    )
    const popup = page.waitForEvent('popup')
    await whatsapp.tap()
    await (await popup).close()
    await expect(page.getByText('abriu o WhatsApp')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await seriousFindings(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath('lead-390.png'), fullPage: true })

    await page.getByRole('link', { name: '← Todos os leads' }).tap()
    await expect(page).toHaveURL(listUrl)
    await expect(page.getByRole('button', { name: 'Filtros (2)' })).toBeVisible()
    await expect(page.getByLabel('De', { exact: true })).toHaveValue(addDays(today, -6).split('-').reverse().join('/'))
    await expect(page.getByLabel('Buscar nas respostas')).toHaveValue(ANSWER_NAME)
    await expect(page.getByRole('link', { name: ANSWER_NAME, exact: true })).toBeVisible()
  })

  test('"Equipe" fits a phone, reads in São Paulo time and has no serious axe finding', async ({ page }) => {
    const admin = 'painel.equipe.celular@excellis.test'
    await addMember(admin)
    await page.goto('/painel')
    await signIn(page, admin)
    await page.getByRole('link', { name: 'Equipe' }).tap()
    await expect(page.getByRole('heading', { name: 'Alterações' })).toBeVisible()
    await expect(page.getByRole('button', { name: `Remover ${admin}` })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.getByRole('button', { name: `Remover ${admin}` }).tap()
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('equipe-390.png'), fullPage: true })
    expect(await seriousFindings(page)).toEqual([])
    await page.getByRole('button', { name: 'Cancelar' }).tap()
  })
})

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the filtered list and the lead page, looked at; a page past the last shows the last one', async ({ page }) => {
    const member = 'painel.largo@excellis.test'
    await addMember(member)
    await page.goto(`/painel?busca=${encodeURIComponent(ANSWER_NAME)}&pagina=9`)
    await signIn(page, member)
    await expect(page).toHaveURL(/busca=Joana[^&]*$/)
    await expect(page.getByTestId('inbox-total')).toHaveText('1 lead · página 1 de 1')
    await expect(page.getByLabel('Formulário').locator('option', { hasText: 'Roteiro de Diagnóstico' })).toHaveCount(0)
    expect(await seriousFindings(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath('list-1440.png'), fullPage: true })
    await page.getByRole('link', { name: ANSWER_NAME, exact: true }).click()
    await expect(page.getByText('abriu o WhatsApp')).toBeVisible()
    expect(await seriousFindings(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath('lead-1440.png'), fullPage: true })
  })
})

/**
 * Every `/painel` screen, at 1440 px and on a 390 px phone (touch): the sign-in and its code step, the non-member's
 * screen, the inbox, a lead, a removed lead, "Pedidos do titular" with its confirmation, and "Equipe": no serious
 * or critical axe finding on any, nothing wider than the screen, each looked at in a screenshot.
 */
for (const width of [1440, 390] as const) {
  test(`every /painel screen at ${width} px has no serious axe finding`, async ({ browser }) => {
    const phone = width === 390
    const size = { viewport: { width, height: phone ? 844 : 900 }, hasTouch: phone, isMobile: phone }
    const press = (locator: ReturnType<Page['getByRole']>) => (phone ? locator.tap() : locator.click())
    const person = `a11y.${width}.${run}@exemplo.test`
    const personName = `Pessoa Acessível ${width} ${run}`
    const form = testForm('contact')
    const sent = await fetch(`${BACKEND}/functions/v1/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-form-revision': await schemaHash(form.schema) },
      body: JSON.stringify({ ...minimalRecord(form.schema), name: personName, email: person }),
    })
    expect(sent.status).toBe(200)
    const seen: Record<string, string[]> = {}
    const look = async (page: Page, screen: string) => {
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${screen}: nothing wider than the screen`,
      ).toBeLessThanOrEqual(width)
      seen[screen] = await seriousFindings(page)
      await page.screenshot({ path: test.info().outputPath(`${screen}-${width}.png`), fullPage: true })
    }

    // Signed out, then a removed member: the sign-in, its code step and the non-member's screen.
    const outsider = `fora.${width}.${run}@exemplo.test`
    // Only members receive a code (decision 200): signed in as a member, removed, then the page opened again.
    await members('add', outsider)
    const away = await browser.newContext(size)
    const awayPage = await away.newPage()
    await awayPage.goto('/painel')
    await expect(awayPage.getByRole('heading', { name: 'Painel da Excellis' })).toBeVisible({ timeout: 60_000 })
    await look(awayPage, 'entrar')
    await signIn(awayPage, outsider, () => look(awayPage, 'codigo'))
    await expect(awayPage.getByRole('button', { name: 'Sair' })).toBeVisible({ timeout: 30_000 })
    await members('remove', outsider)
    await awayPage.reload()
    await expect(awayPage.getByRole('heading', { name: /^(Sem acesso|Seu acesso ao painel foi removido)$/ })).toBeVisible({
      timeout: 30_000,
    })
    await look(awayPage, 'sem-acesso')
    await away.close()

    // A member of the administration: every screen they can reach.
    const admin = `painel.a11y.${width}.${run}@excellis.test`
    await addMember(admin)
    const context = await browser.newContext(size)
    const page = await context.newPage()
    await page.goto(`/painel?busca=${encodeURIComponent(personName)}`)
    await signIn(page, admin)
    const lead = page.getByRole('link', { name: personName }).first()
    await expect(lead).toBeVisible()
    await look(page, 'leads')
    await press(lead)
    await expect(page.getByRole('heading', { name: personName })).toBeVisible()
    await look(page, 'lead')
    await page.goto('/painel/leads/form_submissions/00000000-0000-4000-8000-000000000000')
    await expect(page.getByText(/Este lead não existe mais/)).toBeVisible()
    await look(page, 'lead-apagado')
    await press(page.getByRole('link', { name: 'Pedidos do titular' }))
    await page.getByLabel('E-mail da pessoa').pressSequentially(person)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: `1 registro de ${person}` })).toBeVisible()
    await look(page, 'titular')
    await press(page.getByRole('button', { name: 'Apagar tudo…' }))
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await look(page, 'titular-confirmar')
    await press(page.getByRole('button', { name: 'Cancelar' }))
    await press(page.getByRole('link', { name: 'Equipe' }))
    await expect(page.getByRole('heading', { name: 'Alterações' })).toBeVisible()
    await look(page, 'equipe')
    await context.close()
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((screen) => [screen, []])))
  })
}

// Status from the list and for several leads at once, one's own notes, notes on paper (issue 34, items 2 and 7).
const BATCH = `Lote ${run}`

async function sendBatch() {
  const form = testForm('contact')
  for (const n of [1, 2, 3]) {
    const sent = await fetch(`${BACKEND}/functions/v1/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-form-revision': await schemaHash(form.schema) },
      body: JSON.stringify({ ...minimalRecord(form.schema), name: `${BATCH} ${n}`, email: `lote${n}.${run}@exemplo.test` }),
    })
    expect(sent.status).toBe(200)
  }
}

/** The element a tap at the middle of `target` reaches: the target itself or something inside it, nothing on top. */
const reachedByTap = (target: ReturnType<Page['locator']>) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return hit !== null && (hit === el || el.contains(hit) || (el as HTMLInputElement).labels?.[0]?.contains(hit) === true)
  })

test.describe('several leads at once, at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a member ticks 3 leads with the keyboard, marks them at once, reads the confirmation and the activity, and prints the notes', async ({
    page,
  }) => {
    await sendBatch()
    const member = 'painel.lote@excellis.test'
    await addMember(member)
    await page.goto(`/painel?busca=${encodeURIComponent(BATCH)}`)
    await signIn(page, member)
    await expect(page.getByTestId('inbox-total')).toHaveText('3 leads · página 1 de 1')

    // Space ticks a box; Tab goes through the row's link, status, owner and "Assumir" to the next row's box.
    await page.getByRole('checkbox', { name: `Selecionar ${BATCH} 3` }).focus()
    await page.keyboard.press('Space')
    for (const next of [2, 1]) {
      for (let i = 0; i < 5; i++) await page.keyboard.press('Tab')
      await expect(page.getByRole('checkbox', { name: `Selecionar ${BATCH} ${next}` })).toBeFocused()
      await page.keyboard.press('Space')
    }
    await expect(page.getByText('3 selecionados')).toBeVisible()
    await page.getByLabel('Marcar os selecionados como').focus()
    await page.keyboard.type('Concl')
    await expect(page.getByLabel('Marcar os selecionados como')).toHaveValue('concluido')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Aplicar aos selecionados' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: '3 leads marcados como Concluído' })).toBeVisible()
    for (const n of [1, 2, 3]) await expect(page.getByLabel(`Situação de ${BATCH} ${n}`)).toHaveValue('concluido')
    await expect(page.getByText(/^\d+ selecionados?$/)).toHaveCount(0)
    expect(await seriousFindings(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath('list-bulk-1440.png'), fullPage: true })

    // Read again from the server: the status is the database's, each change a line of the lead's activity.
    await page.reload()
    await expect(page.getByLabel(`Situação de ${BATCH} 2`)).toHaveValue('concluido')
    await page.getByRole('link', { name: `${BATCH} 2`, exact: true }).click()
    await expect(page.getByText(/mudou a situação de Novo para/)).toBeVisible()
    await expect(page.getByText(member).first()).toBeVisible()
    // On the lead page too, the change is confirmed beside its select.
    await page.getByLabel('Situação', { exact: true }).selectOption({ label: 'Em andamento' })
    await expect(page.getByRole('status').filter({ hasText: 'Status alterado' })).toBeVisible()
    await expect(page.getByText(/mudou a situação de Concluído para/)).toBeVisible()

    // The notes print with the briefing, with author and São Paulo time; the controls do not.
    await page.getByLabel('Nova nota (só a equipe vê)').pressSequentially('Enviar proposta até sexta.')
    await page.getByRole('button', { name: 'Adicionar nota' }).click()
    await expect(page.getByText('Enviar proposta até sexta.')).toBeVisible()
    expect(await seriousFindings(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath('lead-notes-1440.png'), fullPage: true })
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByText('Enviar proposta até sexta.')).toBeVisible()
    await expect(page.locator('.painel-note').getByText(new RegExp(`${member} · \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d`))).toBeVisible()
    await expect(page.getByLabel('Nova nota (só a equipe vê)')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Editar' })).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Atividade' })).toBeHidden()
    await page.screenshot({ path: test.info().outputPath('lead-print-1440.png'), fullPage: true })
    await page.emulateMedia({ media: 'screen' })
  })
})

test.describe('a status and one’s own note on a phone (390 px, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('a member changes a lead’s status from the list by tap, then edits and deletes their own note', async ({ page }) => {
    const member = 'painel.nota@excellis.test'
    await addMember(member)
    await page.goto(`/painel?busca=${encodeURIComponent(BATCH)}`)
    await signIn(page, member)
    await expect(page.getByTestId('inbox-total')).toHaveText('3 leads · página 1 de 1')
    const status = page.getByLabel(`Situação de ${BATCH} 1`)
    await status.scrollIntoViewIfNeeded()
    expect(await reachedByTap(status)).toBe(true)
    await status.tap()
    await status.selectOption({ label: 'Em andamento' })
    const card = page.getByRole('listitem').filter({ has: status })
    // The card has two confirmations, the status's and the owner's (empty until it changes).
    await expect(card.getByRole('status').filter({ hasText: 'Status alterado' })).toBeVisible()
    await expect(status).toHaveValue('em_andamento')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await seriousFindings(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath('list-status-390.png'), fullPage: true })

    await card.getByRole('link', { name: `${BATCH} 1`, exact: true }).tap()
    await expect(page.getByRole('heading', { name: `${BATCH} 1` })).toBeVisible()
    await page.getByLabel('Nova nota (só a equipe vê)').pressSequentially('Ligar amanhã.')
    await page.getByRole('button', { name: 'Adicionar nota' }).tap()
    const note = page.locator('.painel-note').filter({ hasText: member })
    await expect(note.getByText('Ligar amanhã.')).toBeVisible()

    const edit = note.getByRole('button', { name: 'Editar' })
    expect(await reachedByTap(edit)).toBe(true)
    await edit.tap()
    const draft = page.getByLabel('Editar a nota')
    await draft.fill('')
    await draft.pressSequentially('Ligar amanhã às 9h.')
    await page.getByRole('button', { name: 'Salvar nota' }).tap()
    await expect(page.getByRole('status').filter({ hasText: 'Nota editada' })).toBeVisible()
    await expect(note.getByText('Ligar amanhã às 9h.')).toBeVisible()
    // The note itself says it was changed, not only the activity.
    await expect(note.getByText('· editada')).toBeVisible()
    await expect(page.getByText('editou uma nota')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await seriousFindings(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath('lead-note-edited-390.png'), fullPage: true })

    const remove = note.getByRole('button', { name: 'Apagar' })
    expect(await reachedByTap(remove)).toBe(true)
    await remove.tap()
    await page.getByRole('button', { name: 'Sim, apagar' }).tap()
    await expect(page.getByRole('status').filter({ hasText: 'Nota apagada' })).toBeVisible()
    await expect(page.getByText('Ligar amanhã às 9h.')).toHaveCount(0)
    await expect(page.getByText('apagou uma nota')).toBeVisible()
    expect(await seriousFindings(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath('lead-note-deleted-390.png'), fullPage: true })
  })
})

// Owning a lead, what is new since the last look, and sorting (issue 34, item 2; decision 174).
const OWN_MARK = `zq${run}`
const OWNER = 'painel.dono@excellis.test'
const COLLEAGUE = 'painel.colega@excellis.test'

async function sendNamed(name: string) {
  const form = testForm('contact')
  const sent = await fetch(`${BACKEND}/functions/v1/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-form-revision': await schemaHash(form.schema) },
    body: JSON.stringify({ ...minimalRecord(form.schema), name, email: `${name.split(' ')[0].toLowerCase()}.${run}@exemplo.test` }),
  })
  expect(sent.status).toBe(200)
}

test.describe('owning a lead and what is new, at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a member sees a new lead marked and counted in the title, gives it to a colleague by keyboard, filters "Meus leads" and sorts', async ({
    page,
  }) => {
    await addMember(OWNER)
    await addMember(COLLEAGUE)
    await sendNamed(`Otavio ${OWN_MARK}`)
    // The page's clock, moved on to the next poll below instead of waiting for it.
    await page.clock.install()
    await page.goto(`/painel?busca=${OWN_MARK}`)
    await signIn(page, OWNER)
    await expect(page.getByRole('link', { name: `Otavio ${OWN_MARK}` })).toBeVisible()
    // Arrived after the member joined and never opened: new to them (decision 213).
    await expect(page).toHaveTitle('(1) Leads · Painel | Excellis')

    // A lead arrives while the inbox is open: the next poll (INBOX_POLL_MS) marks it and counts it in the title and the menu.
    await sendNamed(`Nadia ${OWN_MARK}`)
    await page.clock.runFor(INBOX_POLL_MS)
    await expect(page).toHaveTitle('(2) Leads · Painel | Excellis')
    await expect(page.getByRole('link', { name: '2 novos para você' })).toBeVisible()
    const nadia = page.getByRole('row').filter({ hasText: `Nadia ${OWN_MARK}` })
    await expect(nadia.getByText('Novo para você')).toBeVisible()
    await expect(page.getByRole('main').getByText('Novo para você')).toHaveCount(2)

    // Given to a colleague by keyboard: focus the row's select and type the start of the e-mail.
    const nadiaOwner = page.getByLabel(`Responsável por Nadia ${OWN_MARK}`)
    await nadiaOwner.focus()
    await page.keyboard.type('painel.colega')
    await expect(nadiaOwner).toHaveValue(COLLEAGUE)
    await expect(nadia.getByRole('status')).toHaveText('✓ Salvo')
    const otavioOwner = page.getByLabel(`Responsável por Otavio ${OWN_MARK}`)
    await otavioOwner.focus()
    await page.keyboard.type('painel.dono')
    await expect(otavioOwner).toHaveValue(OWNER)

    // "Meus leads", kept in the address.
    const filter = page.getByLabel('Responsável', { exact: true })
    await filter.focus()
    await page.keyboard.type('Meus')
    await expect(page).toHaveURL(/responsavel=eu/)
    await expect(page.getByRole('link', { name: `Otavio ${OWN_MARK}` })).toBeVisible()
    await expect(page.getByRole('link', { name: `Nadia ${OWN_MARK}` })).toHaveCount(0)
    await filter.selectOption('')
    await expect(page).not.toHaveURL(/responsavel=/)

    // Sorted by owner, then the other way: the header's button and aria-sort, the order in the address.
    const byOwner = page.getByRole('button', { name: 'Responsável' })
    await byOwner.click()
    await expect(page).toHaveURL(/ordem=responsavel/)
    await expect(page.getByRole('columnheader', { name: 'Responsável' })).toHaveAttribute('aria-sort', 'ascending')
    const names = () => page.getByRole('row').locator('td:nth-child(4)').allInnerTexts()
    await expect.poll(async () => (await names()).join(' | ')).toBe(`Nadia ${OWN_MARK} | Otavio ${OWN_MARK}`)
    await byOwner.click()
    await expect(page).toHaveURL(/ordem=responsavel&sentido=decresc/)
    await expect(page.getByRole('columnheader', { name: 'Responsável' })).toHaveAttribute('aria-sort', 'descending')
    await expect.poll(async () => (await names()).join(' | ')).toBe(`Otavio ${OWN_MARK} | Nadia ${OWN_MARK}`)
    await expect(page.getByRole('columnheader', { name: 'Quando' })).toHaveAttribute('aria-sort', 'none')
    expect(await seriousFindings(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath('list-1440.png'), fullPage: true })

    // The lead page: its owner, the change in the activity, and the same person's other leads.
    await sendNamed(`Nadia ${OWN_MARK} segunda`)
    await page.getByRole('link', { name: `Nadia ${OWN_MARK}`, exact: true }).click()
    await expect(page.getByLabel('Responsável', { exact: true })).toHaveValue(COLLEAGUE)
    await expect(page.getByText(`definiu ${COLLEAGUE} como responsável`)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Outros leads desta pessoa' })).toBeVisible()
    expect(await seriousFindings(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath('lead-1440.png'), fullPage: true })
  })
})

test.describe('"novos para mim" at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test("the menu's total equals the rows marked new, before and after a reload; the filter lists them; opening one takes it off", async ({
    page,
  }) => {
    const reader = `novos.${run}@excellis.test`
    await addMember(reader)
    for (const name of ['Bruna', 'Caio', 'Dora']) await sendNamed(`${name} ${OWN_MARK} novo`)
    await page.goto('/painel')
    await signIn(page, reader)
    const marks = page.getByRole('main').getByText('Novo para você')
    // "Leads" and its count are two links (decision 241): the count lists the new leads.
    const nav = page.getByRole('navigation', { name: 'Painel' })
    await expect(nav.getByRole('link').first()).toHaveAccessibleName('Leads')
    const menu = nav.getByRole('link').nth(1)
    await expect(menu).toHaveAccessibleName('3 novos para você')
    await expect(page).toHaveTitle('(3) Leads · Painel | Excellis')
    await expect(marks).toHaveCount(3)

    await page.reload()
    await expect(menu).toHaveAccessibleName('3 novos para você')
    await expect(page).toHaveTitle('(3) Leads · Painel | Excellis')
    await expect(marks).toHaveCount(3)

    const filter = page.getByRole('button', { name: 'Novos para mim' })
    await filter.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/novos=1/)
    await expect(filter).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('inbox-total')).toHaveText('3 leads · página 1 de 1')
    await page.getByRole('link', { name: `Caio ${OWN_MARK} novo` }).click()
    await expect(page.getByRole('heading', { name: `Caio ${OWN_MARK} novo` })).toBeVisible()
    // A lead's page is titled by the lead (its printout's name), still with the count of new ones.
    await expect(page).toHaveTitle(`(2) Caio ${OWN_MARK} novo · Fale Conosco · Painel | Excellis`)
    await page.goBack()
    await expect(page.getByTestId('inbox-total')).toHaveText('2 leads · página 1 de 1')
    await expect(menu).toHaveAccessibleName('2 novos para você')
    await expect(marks).toHaveCount(2)
    await page.reload()
    await expect(menu).toHaveAccessibleName('2 novos para você')
    await expect(marks).toHaveCount(2)
    await page.screenshot({ path: test.info().outputPath('novos-1440.png'), fullPage: true })
  })
})

test.describe('a colleague removed while signed in (decision 215)', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the administrator is told how many leads they owned and hands them over; the colleague is told at the next action', async ({
    page,
    browser,
  }) => {
    const boss = `chefe.${run}@excellis.test`
    const leaving = `saindo.${run}@excellis.test`
    await addMember(boss)
    await members('add', leaving, 'equipe')
    await sendNamed(`Sofia ${OWN_MARK} saida`)

    // The colleague takes the lead and keeps its page open. The page's clock stands still: no poll finds the removal
    // before the next action does.
    await page.clock.install()
    await page.goto(`/painel?busca=${OWN_MARK}%20saida`)
    await signIn(page, leaving)
    await page.getByRole('link', { name: `Sofia ${OWN_MARK} saida` }).click()
    const owner = page.getByLabel('Responsável', { exact: true })
    await owner.focus()
    await page.keyboard.type('saindo')
    await expect(owner).toHaveValue(leaving)
    await expect(page.getByText(`definiu ${leaving} como responsável`)).toBeVisible()

    // The administrator, elsewhere, removes them: the dialog says how many leads, and they go to the administrator.
    const bossPage = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
    await bossPage.goto('/painel/equipe')
    await signIn(bossPage, boss)
    await bossPage.getByRole('button', { name: `Remover ${leaving}` }).click()
    const dialog = bossPage.getByRole('alertdialog')
    await expect(dialog).toContainText('Ela é responsável por 1 lead.')
    const heir = dialog.getByLabel('Passar os leads para')
    await heir.focus()
    await bossPage.keyboard.type('chefe')
    await expect(heir).toHaveValue(boss)
    await dialog.getByRole('button', { name: 'Sim, remover' }).click()
    await expect(
      bossPage.getByText(`${leaving} saiu da equipe e perde o acesso no próximo clique. 1 lead passou para ${boss}.`),
    ).toBeVisible()
    await bossPage.screenshot({ path: test.info().outputPath('equipe-removida-1440.png'), fullPage: true })

    // The colleague's next action tells them in words, the lead gone from the screen; a read the page makes meanwhile
    // (a refetch when the tab is focused) may tell them first, which is as good.
    const removed = page.getByRole('heading', { name: 'Seu acesso ao painel foi removido' })
    const note = page.getByLabel('Nova nota (só a equipe vê)')
    await expect(note.or(removed).first()).toBeVisible()
    if (await note.isVisible()) {
      await note.pressSequentially('Liguei e deixei recado.').catch(() => undefined)
      await page
        .getByRole('button', { name: 'Adicionar nota' })
        .click({ timeout: 5_000 })
        .catch(() => undefined)
    }
    await expect(removed).toBeVisible()
    await expect(page.getByText(`Sofia ${OWN_MARK} saida`)).toHaveCount(0)
    await expect(page.getByText('Este lead não existe mais')).toHaveCount(0)
    await page.screenshot({ path: test.info().outputPath('acesso-removido-1440.png'), fullPage: true })

    // The lead's activity says who handed it over to whom.
    await bossPage.goto(`/painel?busca=${OWN_MARK}%20saida`)
    await bossPage.getByRole('link', { name: `Sofia ${OWN_MARK} saida` }).click()
    await expect(
      bossPage
        .getByRole('listitem')
        .filter({ has: bossPage.getByText(boss, { exact: true }) })
        .filter({ hasText: `definiu ${boss} como responsável` }),
    ).toBeVisible()
  })
})

test.describe('owning a lead on a phone (390 px, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the colleague takes a lead with a tap and sorts the cards with the select', async ({ page }) => {
    await page.goto(`/painel?busca=${OWN_MARK}`)
    await signIn(page, COLLEAGUE)
    const take = page.getByRole('button', { name: `Assumir Otavio ${OWN_MARK}` })
    await take.scrollIntoViewIfNeeded()
    const box = (await take.boundingBox())!
    expect(
      await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.getAttribute('aria-label'),
        [box.x + box.width / 2, box.y + box.height / 2],
      ),
    ).toBe(`Assumir Otavio ${OWN_MARK}`)
    await take.tap()
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `Otavio ${OWN_MARK}` })
        .getByText('✓ Seu'),
    ).toBeVisible()
    await page.getByRole('button', { name: /^Filtros/ }).tap()
    await page.getByLabel('Ordenar por').selectOption({ label: 'Situação, de A a Z' })
    await expect(page).toHaveURL(/ordem=situacao/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await seriousFindings(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath('list-390.png'), fullPage: true })
    await page.getByRole('link', { name: `Otavio ${OWN_MARK}`, exact: true }).tap()
    await expect(page.getByText(`definiu ${COLLEAGUE} como responsável`)).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await seriousFindings(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath('lead-390.png'), fullPage: true })
  })
})
