import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { personalFields, schemaHash, type JsonObject } from '#form-core'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { addDays, agencyToday } from '../../src/workspace/inbox-query.ts'
import { parseCsv } from '../helpers/csv.ts'
import { testForm, testForms } from '../helpers/form-files.ts'
import { setMember, signInWithCode } from './agency-sign-in.ts'
import { E2E_BACKEND_PORT, e2eDataDir } from './local-backend.ts'

/**
 * `/painel` on a 390×844 phone with touch (issue 44, items 1 and 3), on the production build: a date typed at a
 * person's pace right after clearing the box, the folded filters, compact cards, "Assumir" in one tap, the bulk bar
 * in view while ticking, and every control a finger's size with 16 px text in every box.
 */
const BACKEND = `http://127.0.0.1:${E2E_BACKEND_PORT}`
const run = Date.now().toString(36)
const MARK = `celular${run}`

test.describe.configure({ mode: 'serial', timeout: 180_000 })

/** The server form with the longest title: its cards' second line is the longest a phone shows (issue 44's play-test). */
const LONGEST = testForms.filter((f) => 'server' in f.meta.submit).reduce((a, b) => (b.meta.title.length > a.meta.title.length ? b : a)).id

/**
 * Leads named `<name> <MARK>`, sent as a visitor's browser sends them, on the contact form unless told which: its
 * name, e-mail and phone wherever the form keeps them (`x-personal`).
 */
async function sendLeads(names: string[], emailOf = (name: string) => `${name.toLowerCase()}.${run}@exemplo.test`, formId = 'contact') {
  const form = testForm(formId)
  const revision = await schemaHash(form.schema)
  for (const [i, name] of names.entries()) {
    const answers = minimalRecord(form.schema)
    const values = { name: `${name} ${MARK}`, email: emailOf(name), phone: `6298444${String(1000 + i)}` }
    for (const field of personalFields(form.schema)) {
      if (field.kind === 'free-text') continue
      let node = answers
      for (const key of field.path.slice(0, -1)) node = (node[key] ??= {}) as JsonObject
      node[field.path.at(-1)!] = values[field.kind]
    }
    const sent = await fetch(`${BACKEND}/functions/v1/forms/${formId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-form-revision': revision },
      body: JSON.stringify(answers),
    })
    expect(sent.status).toBe(200)
  }
}

async function signedIn(page: Page, email: string, path: string, touch = true) {
  await setMember(BACKEND, e2eDataDir, 'add', email)
  await page.goto(path)
  await signInWithCode(page, BACKEND, email, { touch })
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible({ timeout: 30_000 })
}

/** Taps a control after checking that the screen shows it at its centre, not something drawn over it. */
async function tap(control: Locator) {
  await control.evaluate((e) => e.scrollIntoView({ block: 'center' }))
  const onTop = await control.evaluate((e) => {
    const r = e.getBoundingClientRect()
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
    return !!hit && (e.contains(hit) || hit.contains(e) || e.closest('label')?.contains(hit) === true)
  })
  expect(onTop, 'the control is on top where it is tapped').toBe(true)
  await control.tap()
}

const ddmmyyyy = (day: string) => day.split('-').reverse().join('')
const shown = (day: string) => day.split('-').reverse().join('/')

test('a date typed at 100 ms a key right after clearing "De" filters by that date, 10 times in a row', async ({ page }) => {
  const today = agencyToday()
  await sendLeads(['Datilo'])
  await signedIn(page, `datas.${run}@excellis.test`, `/painel?busca=${MARK}&de=${addDays(today, -40)}`)
  const filters = page.getByRole('button', { name: /^Filtros/ })
  if (await filters.isVisible()) await tap(filters)
  const from = page.getByLabel('De', { exact: true })
  for (let i = 0; i < 10; i++) {
    // Today and a day long before, in turns: every run changes the address.
    const day = i % 2 === 0 ? today : addDays(today, -30 - i)
    await tap(from)
    await page.keyboard.press('Control+A')
    await page.keyboard.press('Backspace')
    await page.keyboard.type(ddmmyyyy(day), { delay: 100 })
    await expect(from, `run ${i + 1}`).toHaveValue(shown(day))
    await expect(page, `run ${i + 1}`).toHaveURL(new RegExp(`de=${day}(&|$)`))
    await expect(page.getByTestId('inbox-total')).toHaveText(/^1 lead /)
  }
})

/**
 * Every control on screen a finger's size (its box, or a tick box's label row, ≥ 44 px tall and wide) and every box's text
 * 16 px: what fails, by name.
 */
const fingerProblems = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a, button, input, select, textarea')]
      .filter((e) => e.checkVisibility() && !e.closest('[aria-hidden="true"]'))
      .flatMap((e) => {
        const input = e as HTMLInputElement
        const tick = input.type === 'checkbox' || input.type === 'radio'
        const box = (tick ? (e.closest('label') ?? e) : e).getBoundingClientRect()
        const name = (e.getAttribute('aria-label') ?? (e as HTMLElement).innerText ?? '').trim().slice(0, 40) || e.tagName
        const problems = box.height < 44 ? [`${name}: ${Math.round(box.height)} px tall`] : []
        // And wide: the play-test's "Funil" in the menu was 38 px.
        if (box.width < 44) problems.push(`${name}: ${Math.round(box.width)} px wide`)
        const size = getComputedStyle(e).fontSize
        if (/INPUT|SELECT|TEXTAREA/.test(e.tagName) && !tick && size !== '16px') problems.push(`${name}: text ${size}`)
        return problems
      }),
  )

const NAMES = ['Ana', 'Bruno', 'Carla', 'Davi', 'Elisa', 'Fabio', 'Gina', 'Hugo']
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `${name} ${MARK}`, exact: true }) })

test('folded filters, five cards on a screen, five leads taken with a tap each, three marked at once from a bar in view', async ({
  page,
}) => {
  // On the longest title: the play-test's cards wrapped their second line, and only four fitted.
  await sendLeads(NAMES, undefined, LONGEST)
  const member = `polegar.${run}@excellis.test`
  await signedIn(page, member, `/painel?busca=${MARK}`)
  expect(await fingerProblems(page), 'the list with its filters folded').toEqual([])
  // Folded: one button says how many filters are on, a chip names each.
  const filters = page.getByRole('button', { name: /^Filtros \(1\)/ })
  await expect(filters).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('search')).toBeHidden()
  await expect(page.getByRole('button', { name: `Tirar o filtro Busca: “${MARK}”` })).toBeVisible()
  await expect(page.getByTestId('inbox-total')).toHaveText(/^9 leads|^8 leads/)
  await page.screenshot({ path: test.info().outputPath('list-390.png') })
  // The first screen below the folded filters holds at least five whole cards.
  await filters.evaluate((e) => window.scrollTo({ top: e.getBoundingClientRect().top + scrollY }))
  const cards = await page.evaluate(() =>
    [...document.querySelectorAll('main ul[data-list="cards"] > li')].map((li) => {
      const r = li.getBoundingClientRect()
      return { top: Math.round(r.top), bottom: Math.round(r.bottom) }
    }),
  )
  const whole = cards.filter((c) => c.top >= 0 && c.bottom <= 844).length
  // A name too long for its line ends in "…": text-overflow draws on a block box, never on a flex one (the play-test
  // read names cut mid-letter).
  const cut = await page
    .locator('ul[data-list="cards"] .painel-card-top a')
    .evaluateAll((links) =>
      links.filter((a) => a.scrollWidth > a.clientWidth).map((a) => `${getComputedStyle(a).display} ${getComputedStyle(a).textOverflow}`),
    )
  expect(cut.length, 'names longer than their line').toBeGreaterThan(0)
  for (const style of cut) expect(['block ellipsis', 'inline-block ellipsis']).toContain(style)
  expect(whole, `whole cards on the screen below the folded filters: ${JSON.stringify(cards.slice(0, 6))}`).toBeGreaterThanOrEqual(5)

  await tap(filters)
  await expect(page.getByRole('search')).toBeVisible()
  expect(await fingerProblems(page), 'the list with its filters open').toEqual([])
  await page.screenshot({ path: test.info().outputPath('filters-open-390.png'), fullPage: true })
  await tap(filters)

  // Five leads taken, one tap each.
  for (const name of NAMES.slice(0, 5)) {
    const take = page.getByRole('button', { name: `Assumir ${name} ${MARK}`, exact: true })
    // Where `tap` will touch it (centred on the screen).
    await take.evaluate((e) => e.scrollIntoView({ block: 'center' }))
    const box = await take.boundingBox()
    await tap(take)
    await expect(card(page, name).getByText('✓ Seu')).toBeVisible()
    // Wherever the thumb touched the button, a second touch reaches nothing (the play-test's E-mail slid under it).
    const under = await page.evaluate((b) => {
      const hits = [0.2, 0.5, 0.8].map((f) =>
        document.elementFromPoint(b.x + b.width * f, b.y + b.height / 2)?.closest('a, button, select, input'),
      )
      return hits.flatMap((e) => (e ? [e.getAttribute('aria-label') ?? e.textContent] : []))
    }, box!)
    expect(under, `under the thumb after taking ${name}`).toEqual([])
  }
  // Three ticked, the last low on the screen: the bar is in view, and marks them in one tap.
  for (const name of ['Fabio', 'Gina', 'Hugo']) await tap(card(page, name).getByRole('checkbox'))
  const bar = page.getByRole('region', { name: 'Mudar vários leads de uma vez' })
  await expect(bar.getByText('3 selecionados')).toBeVisible()
  const inView = await bar.evaluate((e) => {
    const r = e.getBoundingClientRect()
    return r.top >= 0 && r.bottom <= innerHeight
  })
  expect(inView, 'the bulk bar is on screen while ticking low in the list').toBe(true)
  await page.screenshot({ path: test.info().outputPath('bulk-bar-390.png') })
  await bar.getByLabel('Marcar os selecionados como').selectOption({ label: 'Em andamento' })
  await tap(bar.getByRole('button', { name: 'Aplicar aos selecionados' }))
  await expect(bar.getByRole('status')).toHaveText('3 leads marcados como Em andamento')
  for (const name of ['Fabio', 'Gina', 'Hugo']) await expect(page.getByLabel(`Situação de ${name} ${MARK}`)).toHaveValue('em_andamento')
  // And taken at once.
  for (const name of ['Fabio', 'Gina', 'Hugo']) await tap(card(page, name).getByRole('checkbox'))
  // The button says how many it takes, on screen and to a screen reader (the play-test had to count the ticks).
  const takeThree = bar.getByRole('button', { name: 'Assumir 3 selecionados', exact: true })
  await expect(takeThree).toHaveText('Assumir 3')
  await tap(takeThree)
  await expect(bar.getByRole('status')).toHaveText('3 leads agora são seus')
  for (const name of ['Fabio', 'Gina', 'Hugo']) await expect(card(page, name).getByText('✓ Seu')).toBeVisible()

  // Read again from the server: all eight are the member's.
  await page.reload()
  await expect(page.getByText('✓ Seu')).toHaveCount(8)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('"Novos para mim" found nothing on a first visit: it says what it means and leads to the status "Novo"', async ({ page }) => {
  // Leads that came before the member joined: their status is "Novo", but none is new to them (decision 213).
  await sendLeads(['Antes'])
  await signedIn(page, `primeira.${run}@excellis.test`, `/painel?busca=${MARK}`)
  await expect(card(page, 'Antes')).toBeVisible()
  await expect(page.getByRole('main').getByText('Novo para você')).toHaveCount(0)
  await tap(page.getByRole('button', { name: /^Filtros/ }))
  await tap(page.getByRole('button', { name: 'Novos para mim' }))
  await expect(page).toHaveURL(/novos=1/)
  await expect(page.getByTestId('inbox-total')).toHaveText('Nenhum lead novo para você.')
  const meaning = page.getByText(/^“Novos para mim” são os leads que chegaram depois que você entrou na equipe/)
  await meaning.scrollIntoViewIfNeeded()
  await expect(meaning).toBeInViewport()
  await page.screenshot({ path: test.info().outputPath('nothing-new-390.png') })
  await tap(page.getByRole('button', { name: 'Ver os leads na situação Novo' }))
  await expect(page).toHaveURL(/situacao=novo/)
  expect(page.url()).not.toContain('novos=1')
  await expect(card(page, 'Antes')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tirar o filtro Situação: Novo' })).toBeVisible()
})

test('back from a lead, by its link or the browser, returns to the place in the list; a lead opens at its top', async ({ page }) => {
  await sendLeads(Array.from({ length: 10 }, (_, i) => `Lugar${i}`))
  await signedIn(page, `lugar.${run}@excellis.test`, `/painel?busca=${MARK}`)
  const link = page.getByRole('link', { name: `Lugar1 ${MARK}`, exact: true })
  const heading = page.getByRole('heading', { name: `Lugar1 ${MARK}` })
  const scrolled = () => page.evaluate(() => Math.round(scrollY))
  // Where `tap` leaves the page: the link centred.
  await link.evaluate((e) => e.scrollIntoView({ block: 'center' }))
  const place = await scrolled()
  expect(place, 'far down the list').toBeGreaterThan(500)
  const entries = () => page.evaluate(() => history.length)
  const before = await entries()
  await tap(link)
  await expect(heading).toBeVisible()
  expect(await scrolled(), 'the lead opens at its top').toBe(0)
  await tap(page.getByRole('link', { name: '← Todos os leads' }))
  await expect(link).toBeVisible()
  await expect.poll(scrolled, 'back by "← Todos os leads"').toBe(place)
  // Back to the list's own entry, not a new one: the phone's back gesture then leaves the list, not reopens the lead.
  expect(await entries(), 'history entries: the list and the lead ahead of it').toBe(before + 1)
  await tap(link)
  await expect(heading).toBeVisible()
  await page.goBack()
  await expect(link).toBeVisible()
  await expect.poll(scrolled, "back by the browser's back").toBe(place)
})

test('"Ver os N leads" at the end of the open filters closes them and shows the list from its top; the panel stays open after each choice', async ({
  page,
}) => {
  const member = `resultado.${run}@excellis.test`
  await signedIn(page, member, `/painel?busca=${MARK}`)
  // Arrived after the member joined: new to them, the only one "Novos para mim" lists.
  await sendLeads(['Vera'])
  await page.reload()
  await expect(card(page, 'Vera')).toBeVisible({ timeout: 30_000 })
  const filters = page.getByRole('button', { name: /^Filtros/ })
  await tap(filters)
  await tap(page.getByRole('button', { name: '7 dias' }))
  await expect(page).toHaveURL(/de=.*ate=/)
  // Still open after a choice: a person may set several.
  await expect(page.getByRole('search')).toBeVisible()
  const total = page.getByTestId('inbox-total')
  await expect(total).toHaveText(/^\d+ leads? · /)
  const all = Number(/^(\d+) leads?/.exec((await total.innerText()).replace('.', ''))![1])
  await expect(page.getByRole('button', { name: all === 1 ? 'Ver o lead' : `Ver os ${all} leads`, exact: true })).toBeVisible()
  await tap(page.getByRole('button', { name: 'Novos para mim' }))
  await expect(page).toHaveURL(/novos=1/)
  await expect(page.getByRole('search')).toBeVisible()
  await expect(total).toHaveText('1 lead · página 1 de 1')
  const results = page.getByRole('button', { name: 'Ver o lead', exact: true })
  const box = (await results.boundingBox())!
  expect(box.height, 'a finger-sized button').toBeGreaterThanOrEqual(44)
  expect(box.width, 'the whole width of the panel').toBeGreaterThan(390 - 2 * 12 - 2)
  await page.screenshot({ path: test.info().outputPath('see-results-390.png'), fullPage: true })
  await tap(results)
  await expect(page.getByRole('search')).toBeHidden()
  await expect(filters).toHaveAttribute('aria-expanded', 'false')
  await expect(filters).toBeFocused()
  await expect(filters).toBeInViewport()
  await expect(total).toBeInViewport()
  await expect(card(page, 'Vera')).toBeInViewport()
  await page.screenshot({ path: test.info().outputPath('see-results-closed-390.png') })

  // Nothing found: the button says so, and still closes onto the list's words.
  await tap(filters)
  await tap(page.getByLabel('Buscar nas respostas'))
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('nadaassim', { delay: 50 })
  await page.keyboard.press('Enter')
  await expect(total).toHaveText('Nenhum lead novo para você.')
  await tap(page.getByRole('button', { name: 'Fechar os filtros: nenhum lead', exact: true }))
  await expect(page.getByRole('search')).toBeHidden()
  await expect(total).toBeInViewport()
})

test('the count of new leads in the menu is a target of its own that lists them ("Novos para mim"), a finger’s size', async ({ page }) => {
  const member = `contagem.${run}@excellis.test`
  await signedIn(page, member, '/painel')
  await sendLeads(['Xavier', 'Yara'])
  await page.reload()
  const menu = page.getByRole('navigation', { name: 'Painel' })
  const count = menu.getByRole('link', { name: '2 novos para você', exact: true })
  await expect(count).toBeVisible({ timeout: 30_000 })
  await expect(menu.getByRole('link', { name: 'Leads', exact: true })).toHaveAttribute('aria-current', 'page')
  const box = (await count.boundingBox())!
  expect(box.width, 'wide as a finger').toBeGreaterThanOrEqual(44)
  expect(box.height, 'tall as a finger').toBeGreaterThanOrEqual(44)
  await page.screenshot({ path: test.info().outputPath('menu-count-390.png') })
  await tap(count)
  await expect(page).toHaveURL(/\/painel\?novos=1$/)
  await expect(page.getByRole('button', { name: 'Tirar o filtro Novos para mim' })).toBeVisible()
  await expect(page.getByTestId('inbox-total')).toHaveText('2 leads · página 1 de 1')
  await expect(card(page, 'Xavier')).toBeVisible()
})

test('"Assumir" on the lead page; back from another lead of the same person keeps the filters', async ({ page }) => {
  const form = testForm('contact')
  const revision = await schemaHash(form.schema)
  const email = `repetida.${run}@exemplo.test`
  for (const name of [`Irene ${MARK}`, `Irene Souza ${MARK}`]) {
    const sent = await fetch(`${BACKEND}/functions/v1/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-form-revision': revision },
      body: JSON.stringify({ ...minimalRecord(form.schema), name, email, phone: '62984440000' }),
    })
    expect(sent.status).toBe(200)
  }
  await signedIn(page, `pagina.${run}@excellis.test`, `/painel?busca=Irene&situacao=novo`)
  const listUrl = page.url()
  await tap(page.getByRole('link', { name: `Irene ${MARK}`, exact: true }))
  await expect(page.getByRole('heading', { name: `Irene ${MARK}` })).toBeVisible()
  expect(await fingerProblems(page), 'the lead page').toEqual([])
  await tap(page.getByRole('button', { name: 'Assumir este lead' }))
  await expect(page.getByText('✓ Seu')).toBeVisible()
  await expect(page.getByLabel('Responsável', { exact: true })).toHaveValue(`pagina.${run}@excellis.test`)
  await page.screenshot({ path: test.info().outputPath('lead-390.png'), fullPage: true })
  await tap(page.getByRole('region', { name: 'Outros leads desta pessoa' }).getByRole('link').first())
  await expect(page.getByRole('heading', { name: `Irene Souza ${MARK}` })).toBeVisible()
  await tap(page.getByRole('link', { name: '← Todos os leads' }))
  await expect(page).toHaveURL(listUrl)
  await expect(page.getByRole('button', { name: /^Filtros \(2\)/ })).toBeVisible()
})

test('a lead opened and left is no longer "Novo para você" back on the list, before the list is read again', async ({ page }) => {
  await signedIn(page, `novo.${run}@excellis.test`, '/painel?busca=Jonas')
  await sendLeads(['Jonas'])
  await page.reload()
  const lead = page.getByRole('link', { name: `Jonas ${MARK}`, exact: true })
  await expect(lead).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('main').getByText('Novo para você')).toHaveCount(1)
  // The list's next read is held, as a slow network holds it: what shows meanwhile is the page's own memory.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let holding = false
  await page.route('**/rest/v1/rpc/workspace_inbox*', async (route) => {
    if (holding) await held
    await route.continue()
  })
  await tap(lead)
  await expect(page.getByRole('heading', { name: `Jonas ${MARK}` })).toBeVisible()
  holding = true
  await tap(page.getByRole('link', { name: '← Todos os leads' }))
  await expect(lead).toBeVisible()
  await expect(page.getByRole('main').getByText('Novo para você')).toHaveCount(0)
  release()
})

test('"Próxima" shows the next page from its top; every other /painel screen is a finger’s size', async ({ page }) => {
  await sendLeads(Array.from({ length: 26 }, (_, i) => `Mais${i}`))
  const admin = `admin.${run}@excellis.test`
  await setMember(BACKEND, e2eDataDir, 'add', admin, 'administracao')
  await page.goto('/painel')
  expect(await fingerProblems(page), 'the sign-in').toEqual([])
  await signInWithCode(page, BACKEND, admin, { touch: true })
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('inbox-total')).toHaveText(/página 1 de [2-9]/)
  const next = page.getByRole('button', { name: 'Próxima' })
  await tap(next)
  await expect(page).toHaveURL(/pagina=2/)
  await expect(page.getByTestId('inbox-total')).toHaveText(/página 2 de/)
  expect(await page.evaluate(() => scrollY), 'the next page starts at its top').toBe(0)
  await tap(page.getByRole('link', { name: 'Pedidos do titular' }))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await fingerProblems(page), 'Pedidos do titular').toEqual([])
  await page.screenshot({ path: test.info().outputPath('titular-390.png'), fullPage: true })
  // Found by its e-mail, the lead's phone is named as another contact to search, within the screen's width.
  await tap(page.getByLabel('E-mail da pessoa'))
  await page.keyboard.type(`mais0.${run}@exemplo.test`)
  await page.keyboard.press('Enter')
  const others = page.getByText(/^Esta pessoa ainda pode aparecer com: .*1000\. O telefone, busque na lista de Leads\.$/)
  await expect(others).toBeVisible()
  await tap(page.getByRole('button', { name: 'Apagar tudo…' }))
  await expect(page.getByRole('alertdialog').getByText(/^Esta pessoa ainda pode aparecer com:/)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing wider than the phone').toBeLessThanOrEqual(390)
  expect(await fingerProblems(page), 'Pedidos do titular, confirming').toEqual([])
  await page.screenshot({ path: test.info().outputPath('titular-confirmar-390.png'), fullPage: true })
  await tap(page.getByRole('button', { name: 'Cancelar' }))
  await tap(page.getByRole('link', { name: 'Equipe' }))
  await expect(page.getByRole('heading', { name: 'Alterações' })).toBeVisible()
  expect(await fingerProblems(page), 'Equipe').toEqual([])
  await page.screenshot({ path: test.info().outputPath('equipe-390.png'), fullPage: true })
})

test('the bulk bar on a phone: two rows under the thumb, never over the last card or "Próxima"; "Limpar seleção" a button; "Seu" once', async ({
  page,
}) => {
  const dedos = Array.from({ length: 26 }, (_, i) => `Dedo${i}`)
  await sendLeads(dedos)
  await signedIn(page, `dedo.${run}@excellis.test`, `/painel?busca=dedo`)
  await expect(page.getByTestId('inbox-total')).toHaveText(/página 1 de [2-9]/)
  const bar = page.getByRole('region', { name: 'Mudar vários leads de uma vez' })
  // Three ticked in the middle of the page, as a thumb does while reading down.
  const shownNames = await page.getByRole('link', { name: new RegExp(`^Dedo\\d+ ${MARK}$`) }).allInnerTexts()
  for (const name of shownNames.slice(8, 11)) await tap(card(page, name.replace(` ${MARK}`, '')).getByRole('checkbox'))
  await expect(bar.getByText(/^3 selecionados$/)).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('bulk-bar-bottom-390.png') })
  const box = await bar.evaluate((e) => {
    const r = e.getBoundingClientRect()
    return { top: r.top, bottom: r.bottom, height: r.height, screen: innerHeight }
  })
  // Two rows of 44 px controls and their gaps: not the third of the screen it took at the top.
  expect.soft(box.height, 'the bar is one or two rows').toBeLessThanOrEqual(120)
  expect.soft(box.top, "the bar is in the screen's lower half, under the thumb").toBeGreaterThanOrEqual(box.screen / 2)
  expect.soft(box.bottom, 'the bar is whole on the screen').toBeLessThanOrEqual(box.screen)
  expect(await fingerProblems(page), 'the list with three ticked').toEqual([])

  // "Limpar seleção" is drawn as a button (a visible border or fill), a finger's size, and clears.
  const clearButton = bar.getByRole('button', { name: 'Limpar seleção' })
  const look = await clearButton.evaluate((e) => {
    const style = getComputedStyle(e)
    const painted = (color: string) => color !== 'transparent' && !/rgba\(.*, 0\)$/.test(color)
    return {
      height: e.getBoundingClientRect().height,
      border: parseFloat(style.borderTopWidth) >= 1 && painted(style.borderTopColor),
      fill: painted(style.backgroundColor) && style.backgroundColor !== getComputedStyle(e.parentElement!).backgroundColor,
    }
  })
  expect.soft(look.height).toBeGreaterThanOrEqual(44)
  expect.soft(look.border || look.fill, '"Limpar seleção" has a border or a fill of its own').toBe(true)
  await tap(clearButton)
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0)
  await expect(bar.getByText(/selecionados/)).toHaveCount(0)

  // Ticked again, down to the page's end: the last card and "Próxima" are on top where a finger lands, not the bar.
  const lastCard = page.locator('main ul:has(input[type=checkbox]) > li').last()
  for (const name of shownNames.slice(20, 23)) await tap(card(page, name.replace(` ${MARK}`, '')).getByRole('checkbox'))
  await expect(bar.getByText(/^3 selecionados$/)).toBeVisible()
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }))
  await expect.poll(() => page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight)).toBe(true)
  await page.screenshot({ path: test.info().outputPath('bulk-bar-end-390.png') })
  const next = page.getByRole('button', { name: 'Próxima' })
  for (const target of [lastCard.getByRole('checkbox'), lastCard.getByRole('link').first(), next]) {
    const covered = await target.evaluate((e) => {
      const r = e.getBoundingClientRect()
      const points = [
        [r.x + r.width / 2, r.y + r.height / 2],
        [r.x + 2, r.bottom - 2],
        [r.right - 2, r.bottom - 2],
      ]
      return points.some(([x, y]) => {
        const top = document.elementsFromPoint(x!, y!)[0]
        return !top || !(e.contains(top) || e.closest('label')?.contains(top))
      })
    })
    expect.soft(covered, `${await target.innerText().catch(() => '')} is not under the bar`).toBe(false)
  }
  await tap(bar.getByRole('button', { name: 'Assumir 3 selecionados', exact: true }))
  await expect(bar.getByRole('status')).toHaveText('3 leads agora são seus')

  // A lead of mine says so once on its card.
  const mine = card(page, shownNames[20]!.replace(` ${MARK}`, ''))
  await expect(mine.getByText('✓ Seu')).toBeVisible()
  expect.soft((await mine.innerText()).match(/\bSeu\b/g), 'the card names its owner once').toHaveLength(1)
  await tap(next)
  await expect(page.getByTestId('inbox-total')).toHaveText(/página 2 de/)
})

test("the month's CSV over every form, typed and tapped on the phone: one file named for the month, every lead once", async ({ page }) => {
  await sendLeads(['Mesa', 'Nilo'])
  // A lead of another form: the file is over every form.
  const briefing = testForm('website')
  const sent = await fetch(`${BACKEND}/functions/v1/forms/website`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-form-revision': await schemaHash(briefing.schema) },
    body: JSON.stringify(minimalRecord(briefing.schema)),
  })
  expect(sent.status).toBe(200)
  await signedIn(page, `mes.${run}@excellis.test`, '/painel')
  const today = agencyToday()
  const month = today.slice(0, 7)
  const last = addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1)
  await tap(page.getByRole('button', { name: /^Filtros/ }))
  for (const [label, day] of [
    ['De', `${month}-01`],
    ['Até', last],
  ] as const) {
    await tap(page.getByLabel(label, { exact: true }))
    await page.keyboard.type(ddmmyyyy(day), { delay: 100 })
  }
  await expect(page).toHaveURL(new RegExp(`de=${month}-01&ate=${last}|ate=${last}.*de=${month}-01`))
  const total = Number(/^(\d+) leads? /.exec((await page.getByTestId('inbox-total').innerText()).replace('.', ''))![1])
  const download = page.waitForEvent('download')
  await tap(page.getByRole('button', { name: 'Exportar CSV' }))
  const file = await download
  expect(file.suggestedFilename()).toBe(`leads-${month}-todos-os-formularios.csv`)
  // Said on the screen too: the download manager's own sign may be out of sight (play-test).
  await expect(page.getByRole('status').filter({ hasText: 'Baixando' })).toHaveText(`Baixando leads-${month}-todos-os-formularios.csv`)
  const [header, ...rows] = parseCsv(readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, ''))
  expect(header).toEqual(['Enviado em', 'Formulário', 'Nome', 'E-mail', 'Telefone', 'Situação', 'Responsável', 'Link', 'Respostas'])
  const links = rows.map((r) => r[7])
  expect(new Set(links).size, 'every lead once').toBe(rows.length)
  expect(rows.length, "the file holds the list's leads for the month").toBe(total)
  for (const name of ['Mesa', 'Nilo']) expect(rows.filter((r) => r[2] === `${name} ${MARK}`)).toHaveLength(1)
  expect(new Set(rows.map((r) => r[1])).size, 'more than one form').toBeGreaterThan(1)
  // Every date in the file is in the month, in the agency's time (dd/mm/aaaa).
  const [yyyy, mm] = month.split('-')
  for (const r of rows) expect(r[0]).toContain(`/${mm}/${yyyy}`)
  await page.screenshot({ path: test.info().outputPath('month-csv-390.png') })

  // "Este mês": from the 1st to today, pressed, a finger's size in the row of quick periods; its file says so.
  const thisMonth = page.getByRole('button', { name: 'Este mês' })
  await tap(thisMonth)
  await expect(thisMonth).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(new RegExp(`de=${month}-01&ate=${today}|ate=${today}.*de=${month}-01`))
  await expect(page.getByLabel('De', { exact: true })).toHaveValue(shown(`${month}-01`))
  const row = await page
    .getByRole('group', { name: 'Períodos rápidos' })
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((b) => {
        const r = b.getBoundingClientRect()
        return { top: Math.round(r.top), height: r.height, fits: b.scrollWidth <= b.clientWidth }
      }),
    )
  expect(row).toHaveLength(4)
  for (const button of row) expect(button).toEqual({ top: row[0]!.top, height: expect.any(Number), fits: true })
  for (const button of row) expect(button.height).toBeGreaterThanOrEqual(44)
  await page.getByRole('group', { name: 'Períodos rápidos' }).screenshot({ path: test.info().outputPath('este-mes-390.png') })
  const period = today === last ? month : today === `${month}-01` ? today : `${month}-01-a-${today}`
  const monthSoFar = page.waitForEvent('download')
  await tap(page.getByRole('button', { name: 'Exportar CSV' }))
  expect((await monthSoFar).suggestedFilename()).toBe(`leads-${period}-todos-os-formularios.csv`)
  await expect(page.getByRole('status').filter({ hasText: 'Baixando' })).toHaveText(`Baixando leads-${period}-todos-os-formularios.csv`)
})

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false })

  test('the table, its bulk bar and an address breaking at its @, looked at', async ({ page }) => {
    await sendLeads(['Ana'])
    await signedIn(page, `largo.${run}@excellis.test`, `/painel?busca=${MARK}`, false)
    await expect(page.getByRole('search')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Filtros/ })).toHaveCount(0)
    await page.getByRole('checkbox', { name: `Selecionar Ana ${MARK}` }).check()
    await expect(page.getByRole('button', { name: 'Assumir 1 selecionado', exact: true })).toHaveText('Assumir 1')
    // No address is cut inside a word: a line break, if any, falls right after the @.
    const breaks = await page.evaluate(() =>
      [...document.querySelectorAll('td.painel-email')].flatMap((td) => {
        const rects = [...td.querySelectorAll('span')].flatMap((s) =>
          [...s.childNodes]
            .filter((n) => n.nodeType === Node.TEXT_NODE)
            .map((text) => {
              const range = document.createRange()
              range.selectNodeContents(text)
              return range.getClientRects().length
            }),
        )
        return rects.filter((n) => n > 1).map(() => td.textContent)
      }),
    )
    expect(breaks).toEqual([])
    await page.screenshot({ path: test.info().outputPath('list-1440.png'), fullPage: true })
    await page.getByRole('link', { name: `Ana ${MARK}`, exact: true }).click()
    await expect(page.getByRole('heading', { name: `Ana ${MARK}` })).toBeVisible()
    // The status and the owner drawn as one kind of select, level, at the height of "Assumir" beside them (the
    // play-test saw two different selects, 40 px beside 44).
    const drawn = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((e) => {
        const r = e.getBoundingClientRect()
        return { top: Math.round(r.top), height: Math.round(r.height), appearance: getComputedStyle(e).appearance }
      })
    const take = await page.getByRole('button', { name: 'Assumir este lead' }).boundingBox()
    expect(await drawn('Responsável')).toEqual(await drawn('Situação'))
    expect(await drawn('Situação')).toEqual({ top: Math.round(take!.y), height: Math.round(take!.height), appearance: 'none' })
    await page.screenshot({ path: test.info().outputPath('lead-1440.png'), fullPage: true })
  })
})

test.describe('at 1440 px, "Assumir" on each row', () => {
  test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false })

  test("each row of the table takes its lead with one key press, the card's rule: not for a lead already one's own", async ({ page }) => {
    await sendLeads(['Tabela'])
    const member = `linha.${run}@excellis.test`
    await signedIn(page, member, `/painel?busca=tabela`, false)
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Tabela ${MARK}`, exact: true }) })
    const take = row.getByRole('button', { name: `Assumir Tabela ${MARK}`, exact: true })
    // Reached from the row's owner select with Tab, pressed with Enter.
    await row.getByLabel(`Responsável por Tabela ${MARK}`).focus()
    await page.keyboard.press('Tab')
    await expect(take).toBeFocused()
    // "Assumir" beside the owner's select, on its line (the play-test saw it wrap under it), within the page's width.
    const middle = async (l: Locator) => {
      const box = (await l.boundingBox())!
      return { x: box.x, y: box.y + box.height / 2 }
    }
    const [select, button] = [await middle(row.getByLabel(`Responsável por Tabela ${MARK}`)), await middle(take)]
    expect.soft(Math.abs(select.y - button.y), '"Assumir" on the select\'s line').toBeLessThan(6)
    expect.soft(button.x).toBeGreaterThan(select.x)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440)
    await page.screenshot({ path: test.info().outputPath('row-take-1440.png') })
    await page.keyboard.press('Enter')
    await expect(row.getByText('✓ Seu')).toBeVisible()
    await expect(take).toHaveCount(0)
    await expect(row.getByLabel(`Responsável por Tabela ${MARK}`)).toHaveValue(member)
    await page.reload()
    await expect(row.getByLabel(`Responsável por Tabela ${MARK}`)).toHaveValue(member)
    await expect(row.getByRole('button', { name: /^Assumir/ })).toHaveCount(0)
  })
})

test('"Selecionar todos" is a button that says what it adds; a status given to many is undone lead by lead, each in the activity', async ({
  page,
}) => {
  const lote = ['Lote1', 'Lote2', 'Lote3', 'Lote4', 'Lote5', 'Lote6']
  await sendLeads(lote)
  await signedIn(page, `lote.${run}@excellis.test`, `/painel?busca=lote`)
  await expect(page.getByTestId('inbox-total')).toHaveText(/^\d+ leads /)
  // One lead in another status first: undoing puts each lead back to its own.
  const first = page.getByLabel(`Situação de Lote1 ${MARK}`)
  await tap(first)
  await first.selectOption({ label: 'Em contato' })
  await expect(first).toHaveValue('em_contato')
  const statuses = () => page.getByLabel(/^Situação de /).evaluateAll((all) => all.map((s) => (s as HTMLSelectElement).value))
  await expect.poll(statuses).toContain('em_contato')
  const before = await statuses()
  const shown = before.length

  for (const name of ['Lote1', 'Lote2', 'Lote3']) await tap(card(page, name).getByRole('checkbox'))
  const bar = page.getByRole('region', { name: 'Mudar vários leads de uma vez' })
  await expect(bar.getByText(/^3 selecionados$/)).toBeVisible()
  // The page's selection is a button naming how many it adds, not one more tick box like a row's.
  await expect(bar.getByRole('checkbox')).toHaveCount(0)
  // On a phone, where the bar is at the bottom: beside the total, on its row, with the start of its name on screen
  // (decision 235).
  const more = page.getByRole('button', { name: `Selecionar mais ${shown - 3} desta página` })
  await expect(more).toHaveText(`Selecionar mais ${shown - 3}`)
  const middle = async (l: Locator) => ((b) => b.y + b.height / 2)((await l.boundingBox())!)
  expect(Math.abs((await middle(more)) - (await middle(page.getByTestId('inbox-total')))), 'on the total’s row').toBeLessThan(4)
  await tap(more)
  await expect(bar.getByText(`${shown} selecionados — inclui ${shown - 3} que você não marcou`)).toBeVisible()
  await tap(bar.getByText('Ver quais'))
  await expect(bar.getByRole('listitem').filter({ hasText: `Lote4 ${MARK} (você não marcou)` })).toBeVisible()
  await expect(bar.getByRole('listitem').filter({ hasText: new RegExp(`^Lote1 ${MARK}$`) })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('select-all-390.png') })

  await bar.getByLabel('Marcar os selecionados como').selectOption({ label: 'Descartado' })
  await tap(bar.getByRole('button', { name: 'Aplicar aos selecionados' }))
  await expect(bar.getByRole('status')).toHaveText(`${shown} leads marcados como Descartado`)
  expect(await statuses()).toEqual(before.map(() => 'descartado'))
  await page.screenshot({ path: test.info().outputPath('undo-offered-390.png') })
  await tap(bar.getByRole('button', { name: 'Desfazer' }))
  await expect(bar.getByRole('status')).toHaveText(`Desfeito: os ${shown} leads voltaram à situação anterior.`)
  await expect.poll(statuses).toEqual(before)
  await page.reload()
  await expect.poll(statuses).toEqual(before)
  await tap(page.getByRole('link', { name: `Lote1 ${MARK}`, exact: true }))
  await expect(page.getByRole('listitem').filter({ hasText: 'mudou a situação de Descartado para Em contato' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('undo-activity-390.png'), fullPage: true })
})

test("a colleague's long address owning a lead shows whole on the card, the whole address in its title", async ({ page }) => {
  const colleague = `maria.fernanda.albuquerque.${run}@agenciaparceira.test`
  await setMember(BACKEND, e2eDataDir, 'add', colleague)
  await sendLeads(['Longo'])
  await signedIn(page, `dona.${run}@excellis.test`, `/painel?busca=longo`)
  await tap(page.getByRole('link', { name: `Longo ${MARK}`, exact: true }))
  await page.getByLabel('Responsável', { exact: true }).selectOption(colleague)
  await expect(page.getByText(`definiu ${colleague} como responsável`)).toBeVisible()
  await tap(page.getByRole('link', { name: '← Todos os leads' }))
  const owner = card(page, 'Longo').getByTitle(`Responsável: ${colleague}`)
  await expect(owner).toBeVisible()
  await expect(owner).toContainText(`Resp.: maria.fernanda.albuquerque.${run}`)
  const cut = await owner.evaluate((e) => {
    const r = e.getBoundingClientRect()
    const box = e.closest('li')!.getBoundingClientRect()
    const line = e.parentElement!
    return {
      clipped: e.scrollWidth > e.clientWidth + 1 || line.scrollWidth > line.clientWidth + 1,
      outside: r.left < box.left || r.right > box.right,
    }
  })
  expect(cut, 'the owner is neither clipped nor outside its card').toEqual({ clipped: false, outside: false })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.screenshot({ path: test.info().outputPath('long-owner-390.png') })
})

/** Elements of `line` (itself included) whose text is cut: wider inside than the box that shows them. */
const clippedIn = (line: Locator) =>
  line.evaluate((e) => [e, ...e.querySelectorAll('*')].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent))

test('the longest form title beside "Sem responsável" is read whole on the card at 390 px and in the table at 1440 px', async ({
  page,
}) => {
  // The longest questionnaire title (the play-test saw it end in "…" beside "Sem responsável").
  const title = testForm(LONGEST).meta.title
  // A long name too: at 1440 px the play-test's "Mariana Albuquerque Ferreira" took three lines of "Quem".
  const name = 'Titulo Albuquerque Ferreira'
  await sendLeads([name], () => `titulo.${run}@exemplo.test`, LONGEST)
  await signedIn(page, `titulo.${run}@excellis.test`, `/painel?busca=titulo`)
  const meta = card(page, name).getByRole('paragraph')
  await expect(meta).toContainText(title)
  await expect(meta).toContainText('Sem responsável')
  expect(await clippedIn(meta), "nothing on the card's second line is cut").toEqual([])
  // Every word of the title and the owner inside the card, none drawn past its edge.
  const outside = await meta.evaluate((p) => {
    const box = p.closest('li')!.getBoundingClientRect()
    const range = document.createRange()
    range.selectNodeContents(p)
    return [...range.getClientRects()].filter((r) => r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1)).length
  })
  expect(outside, 'text drawn outside the card').toBe(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.screenshot({ path: test.info().outputPath('long-title-390.png') })

  await page.setViewportSize({ width: 1440, height: 900 })
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `${name} ${MARK}`, exact: true }) })
  const cell = row.getByRole('cell', { name: title, exact: true })
  await expect(cell).toBeVisible()
  expect(await clippedIn(cell), "the table's form cell").toEqual([])
  // The row in at most two lines of text (the play-test's were up to four: four rows to a screen).
  const lines = await row.evaluate((tr) =>
    Math.max(
      ...[...(tr as HTMLTableRowElement).cells].map((td) => {
        const text = document.createRange()
        text.selectNodeContents(td)
        return Math.round(text.getBoundingClientRect().height / parseFloat(getComputedStyle(td).lineHeight))
      }),
    ),
  )
  expect(lines, 'the tallest cell, in lines').toBeLessThanOrEqual(2)
  // The period's two boxes on one line (the team's long addresses widened "Responsável", and "Até" wrapped alone).
  const top = (label: string) => page.getByLabel(label, { exact: true }).evaluate((e) => Math.round(e.getBoundingClientRect().top))
  expect(await top('Até'), '"De" and "Até" on one line').toBe(await top('De'))
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440)
  await page.screenshot({ path: test.info().outputPath('long-title-1440.png') })
})

/**
 * Where `text` breaks from one line to the next in the lead's header and its answers: each break not right after an @
 * or before a dot, written "before|after"; and in how many places the text was found.
 */
const emailBreaks = (page: Page, text: string) =>
  page.evaluate((text) => {
    const wrong: string[] = []
    let found = 0
    for (const el of document.querySelectorAll('header h1 + p, .painel-briefing dd')) {
      const chars: { node: Node; i: number }[] = []
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let n = walker.nextNode(); n; n = walker.nextNode())
        for (let i = 0; i < (n.textContent ?? '').length; i++) chars.push({ node: n, i })
      const at = chars
        .map((c) => c.node.textContent![c.i])
        .join('')
        .indexOf(text)
      if (at < 0) continue
      found++
      let top: number | undefined
      for (let k = 0; k < text.length; k++) {
        const { node, i } = chars[at + k]
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const y = range.getBoundingClientRect().top
        if (top !== undefined && Math.abs(y - top) > 2 && text[k - 1] !== '@' && text[k] !== '.')
          wrong.push(`${text.slice(0, k)}|${text.slice(k)}`)
        top = y
      }
    }
    return { found, wrong }
  }, text)

/** The lines `text` takes in the lead's header, and whether it would fit on one line of its own there. */
const headerLines = (page: Page, text: string) =>
  page.evaluate((text) => {
    const line = document.querySelector('header h1 + p')!
    const node = [...line.querySelectorAll('*')].find((e) => e.textContent === text) ?? line
    const range = document.createRange()
    range.selectNodeContents(node)
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
    const width = [...range.getClientRects()].reduce((sum, r) => sum + r.width, 0)
    return { lines: tops.size, fits: width <= line.clientWidth }
  }, text)

test('a lead printed on a phone breaks a long address at its @ or a dot, never mid-word', async ({ page }) => {
  const email = `maria.fernanda.albuquerque.dos.santos.${run}@empresaexemplo.test`
  await sendLeads(['Impresso'], () => email)
  await signedIn(page, `impressao.${run}@excellis.test`, `/painel?busca=impresso`)
  await tap(page.getByRole('link', { name: `Impresso ${MARK}`, exact: true }))
  await expect(page.getByRole('heading', { name: `Impresso ${MARK}` })).toBeVisible()
  expect(await emailBreaks(page, email), 'on the screen').toEqual({ found: 2, wrong: [] })
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Imprimir / PDF' })).toBeHidden()
  expect(await emailBreaks(page, email), 'printed').toEqual({ found: 2, wrong: [] })
  await page.screenshot({ path: test.info().outputPath('lead-print-390.png'), fullPage: true })
  await page.emulateMedia({ media: 'screen' })
})

test('an address that fits on a line of its own is not split before a dot (play-test: "vitor" / ".lima@…")', async ({ page }) => {
  const form = testForm('website')
  const answers = minimalRecord(form.schema)
  const email = `vitor.lima.${run}@exemplo.com.br`
  for (const field of personalFields(form.schema)) {
    const value = field.kind === 'name' ? `Vitor ${MARK}` : field.kind === 'email' ? email : undefined
    if (value === undefined) continue
    let node = answers
    for (const key of field.path.slice(0, -1)) node = (node[key] ??= {}) as JsonObject
    node[field.path.at(-1)!] = value
  }
  const sent = await fetch(`${BACKEND}/functions/v1/forms/website`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-form-revision': await schemaHash(form.schema) },
    body: JSON.stringify(answers),
  })
  expect(sent.status).toBe(200)
  await signedIn(page, `vitor.${run}@excellis.test`, `/painel?busca=vitor.lima`)
  await tap(page.getByRole('link', { name: `Vitor ${MARK}`, exact: true }))
  await expect(page.getByRole('heading', { name: `Vitor ${MARK}` })).toBeVisible()
  await expect(page.locator('header h1 + p')).toContainText(' · ')
  expect(await headerLines(page, email), 'after the company, the address goes whole to the next line').toEqual({ lines: 1, fits: true })
  await page.screenshot({ path: test.info().outputPath('lead-address-390.png') })
})

test('"Assumir" in the bulk bar takes only the ticked leads not yet mine, says how many, and is gone when all are mine', async ({
  page,
}) => {
  const names = ['Posse1', 'Posse2', 'Posse3']
  await sendLeads(names)
  await signedIn(page, `posse.${run}@excellis.test`, '/painel?busca=posse')
  await tap(page.getByRole('button', { name: `Assumir Posse1 ${MARK}`, exact: true }))
  await expect(card(page, 'Posse1').getByText('✓ Seu')).toBeVisible()
  for (const name of names) await tap(card(page, name).getByRole('checkbox'))
  const bar = page.getByRole('region', { name: 'Mudar vários leads de uma vez' })
  await expect(bar.getByText(/^3 selecionados$/)).toBeVisible()
  // One of the three is already mine: the button takes the other two, and says two (the play-test read "Assumir 3").
  const takeTwo = bar.getByRole('button', { name: 'Assumir 2 selecionados', exact: true })
  await expect(takeTwo).toHaveText('Assumir 2')
  await tap(bar.getByText('Ver quais'))
  await expect(bar.getByRole('listitem').filter({ hasText: `Posse1 ${MARK} (já é seu)` })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('bulk-take-some-390.png') })
  await tap(takeTwo)
  await expect(bar.getByRole('status')).toHaveText('2 leads agora são seus (1 já era seu)')
  // Undone, the two go back to nobody; the one that was mine stays mine.
  await tap(bar.getByRole('button', { name: 'Desfazer' }))
  await expect(bar.getByRole('status')).toHaveText('Desfeito: os 2 leads voltaram ao responsável anterior.')
  await expect(card(page, 'Posse1').getByText('✓ Seu')).toBeVisible()
  await expect(card(page, 'Posse2').getByText('✓ Seu')).toHaveCount(0)
  // All three mine: nothing to take, and the bar says why instead of offering "Assumir 3".
  for (const name of ['Posse2', 'Posse3']) await tap(page.getByRole('button', { name: `Assumir ${name} ${MARK}`, exact: true }))
  for (const name of names) await tap(card(page, name).getByRole('checkbox'))
  await expect(bar.getByText(/^3 selecionados$/)).toBeVisible()
  await expect(bar.getByRole('button', { name: /^Assumir/ })).toHaveCount(0)
  await expect(bar.getByText('✓ Já são seus')).toBeVisible()
  // Beside it the status select shows its whole "Marcar como…" (the play-test read "Marcar como..").
  const room = await bar.getByLabel('Marcar os selecionados como').evaluate((select) => {
    const style = getComputedStyle(select)
    const probe = document.body.appendChild(document.createElement('span'))
    probe.style.font = style.font
    probe.style.whiteSpace = 'pre'
    probe.textContent = (select as HTMLSelectElement).selectedOptions[0]!.text
    const text = probe.getBoundingClientRect().width
    probe.remove()
    return select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - text
  })
  expect(room, 'room left for "Marcar como…" in its box').toBeGreaterThanOrEqual(0)
  expect(await fingerProblems(page), 'the bar with three of mine ticked').toEqual([])
  await page.screenshot({ path: test.info().outputPath('bulk-take-none-390.png') })
})

/**
 * The filters' controls that share a row with "De" but whose box does not start where De's does: an error line
 * under one box must not push its neighbours down (the play-test saw "Até" 20 px lower than "De").
 */
const offRow = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector('form[role=search]')!
    const from = [...form.querySelectorAll('label')].find((l) => l.textContent === 'De')!.control!.getBoundingClientRect()
    return [...form.querySelectorAll('input, select, button')]
      .filter((e) => e.checkVisibility())
      .map((e) => ({
        name: e.getAttribute('aria-label') ?? (e as HTMLInputElement).labels?.[0]?.textContent ?? e.textContent,
        box: e.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.top < from.bottom && box.bottom > from.top && Math.abs(box.top - from.top) > 1)
      .map(({ name, box }) => `${name}: ${Math.round(box.top - from.top)} px`)
  })

async function dayErrorKeepsTheRow(page: Page, width: number) {
  const press = width > 480 ? (l: Locator) => l.click() : tap
  const from = page.getByLabel('De', { exact: true })
  expect(await offRow(page), 'before any error').toEqual([])
  await press(from)
  await page.keyboard.type('1011', { delay: 50 })
  // Left for the next box, as a person does: the incomplete day says so under "De".
  await press(page.getByLabel('Até', { exact: true }))
  await expect(page.getByText('Data incompleta: use dd/mm/aaaa.')).toBeVisible()
  expect(await offRow(page), 'with the error line under "De"').toEqual([])
  await page.getByRole('search').screenshot({ path: test.info().outputPath(`day-error-${width}.png`) })
}

test('a tap into a filled "De" or "Até" selects its date: 8 digits typed at 100 ms a key replace it, no Backspace', async ({ page }) => {
  const today = agencyToday()
  // Sent last in the file: the tests before count this run's leads.
  await sendLeads(['Troca'])
  // Play-test: the caret went to the end of "01/11/2026" and the new date's keys did nothing until 10 Backspaces.
  await signedIn(page, `troca.${run}@excellis.test`, `/painel?busca=${MARK}&de=${addDays(today, -40)}&ate=${addDays(today, 5)}`)
  await tap(page.getByRole('button', { name: /^Filtros/ }))
  for (const [label, param, day] of [
    ['De', 'de', addDays(today, -3)],
    ['Até', 'ate', addDays(today, 2)],
  ] as const) {
    const box = page.getByLabel(label, { exact: true })
    await expect(box).not.toHaveValue('')
    await tap(box)
    await page.keyboard.type(ddmmyyyy(day), { delay: 100 })
    await expect(box, label).toHaveValue(shown(day))
    await expect(page, label).toHaveURL(new RegExp(`${param}=${day}(&|$)`))
  }
  await expect(page.getByRole('link', { name: `Troca ${MARK}`, exact: true })).toBeVisible()
})

test('an error line under "De" leaves "Até" beside it where it was (390 px)', async ({ page }) => {
  await signedIn(page, `alinhado.${run}@excellis.test`, '/painel')
  await tap(page.getByRole('button', { name: /^Filtros/ }))
  await dayErrorKeepsTheRow(page, 390)
})

test.describe('at 1440 px, the filters', () => {
  test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false })

  test('an error line under "De" moves no box of its row', async ({ page }) => {
    await signedIn(page, `alinhado.largo.${run}@excellis.test`, '/painel', false)
    await dayErrorKeepsTheRow(page, 1440)
  })

  test('"Este mês" joins the quick periods on one line beside the dates, pressed once picked', async ({ page }) => {
    await signedIn(page, `este.mes.${run}@excellis.test`, '/painel', false)
    const periods = page.getByRole('group', { name: 'Períodos rápidos' })
    await page.getByRole('button', { name: 'Este mês' }).click()
    await expect(page.getByRole('button', { name: 'Este mês' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByLabel('Até', { exact: true })).toHaveValue(shown(agencyToday()))
    const tops = await periods.getByRole('button').evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)))
    expect(new Set(tops).size, 'one line').toBe(1)
    await page.getByRole('search').screenshot({ path: test.info().outputPath('este-mes-1440.png') })
  })
})
