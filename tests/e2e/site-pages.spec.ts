import { expect, test } from '@playwright/test'
import { whatsappText, open } from './site-helpers.ts'

test('about: intro, who we are, mission/vision/values, six values, team of four, links', async ({ page }) => {
  await open(page, '/sobre')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conheça a Excellis')
  await expect(page.locator('main')).toContainText('Fundada em 2017')
  await expect(page.locator('main')).toContainText('8+ anos')
  for (const name of ['Missão', 'Visão', 'Valores']) await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
  for (const name of ['Excelência', 'Resultados', 'Inovação', 'Transparência', 'Estratégia', 'Colaboração']) {
    await expect(page.getByRole('heading', { level: 3, name, exact: true })).toHaveCount(1)
  }
  const members = page.getByTestId('team-member')
  await expect(members).toHaveCount(4)
  await expect(members.filter({ hasText: '10 anos' })).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Ver nossos serviços' })).toHaveAttribute('href', '/servicos')
  await expect(page.getByRole('link', { name: 'Entrar em contato' })).toHaveAttribute('href', '/contato')
})

test('about: a team photo that fails shows the initial instead', async ({ page }) => {
  await page.route('**/images/equipe/ana-ribeiro.svg', (route) => route.abort())
  await open(page, '/sobre')
  const member = page.getByTestId('team-member').filter({ hasText: 'Ana Ribeiro' })
  await member.scrollIntoViewIfNeeded()
  await expect(member.getByTestId('team-initial')).toHaveText('A')
  await expect(page.getByTestId('team-member').filter({ hasText: 'Carlos Mendes' }).locator('img')).toBeVisible()
})

test('services: hero link, sticky anchor bar, five sections with features and their own WhatsApp message', async ({ page }) => {
  await open(page, '/servicos')
  await expect(page.locator('main').getByRole('link', { name: 'Solicite um diagnóstico gratuito' })).toHaveAttribute('href', '/contato')
  const bar = page.getByRole('navigation', { name: 'Serviços nesta página' })
  await expect(bar.getByRole('link')).toHaveCount(5)
  const messages = new Set<string>()
  for (const id of ['trafego-pago', 'estrategia', 'sites', 'ecommerce', 'automacoes']) {
    const section = page.locator(`section#${id}`)
    await expect(section).toHaveCount(1)
    expect(await section.getByRole('listitem').count()).toBeGreaterThanOrEqual(4)
    messages.add(await whatsappText(section.getByRole('link', { name: /^Quero/ })))
  }
  expect(messages.size).toBe(5)

  await bar.getByRole('link', { name: 'Automações' }).click()
  await expect(page).toHaveURL(/#automacoes$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Automações' })).toBeInViewport()
  // Sticky: the bar stays right under the header after scrolling.
  const headerBottom = await page.locator('header').evaluate((h) => h.getBoundingClientRect().bottom)
  await expect
    .poll(() => page.getByTestId('anchor-bar').evaluate((b) => Math.round(b.getBoundingClientRect().top)))
    .toBe(Math.round(headerBottom))
  await expect(page.getByRole('link', { name: 'Falar com um especialista' })).toHaveAttribute('href', '/contato')
})

test('contact: phone with WhatsApp, e-mail, São Paulo address, meeting button, form and map', async ({ page }) => {
  await open(page, '/contato')
  const main = page.locator('main')
  expect(await whatsappText(main.getByRole('link', { name: /\(\d{2}\)/ }))).toMatch(/contato/)
  await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  await expect(main).toContainText('São Paulo')
  await main.getByRole('link', { name: 'Agendar reunião' }).click()
  await expect(page).toHaveURL(/\/agendar$/)
  await page.goBack()
  await expect(page.locator('form.rjsf #root_name')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('img', { name: /Mapa de localização/ })).toBeVisible()
  await expect(main).toContainText('Mapa de localização')
})

for (const { path, title, sections } of [
  { path: '/privacidade', title: 'Política de Privacidade', sections: 7 },
  { path: '/termos', title: 'Termos de Uso', sections: 8 },
]) {
  test(`${title}: ${sections} sections and the content's last-updated date in pt-BR`, async ({ page }) => {
    await open(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('article').getByRole('heading', { level: 2 })).toHaveCount(sections)
    const updated = page.getByTestId('last-updated')
    await expect(updated).toHaveText(/^Última atualização: \d{1,2} de [a-zç]+ de \d{4}$/)
    await expect(updated.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
    if (path === '/privacidade') await expect(page.locator('article')).toContainText('LGPD')
  })
}

test('404: the English text, a link home, the path logged, inside the frame', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (m) => logged.push(m.text()))
  await open(page, '/nao-existe/de-jeito-nenhum')
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await page.getByRole('link', { name: 'Voltar ao início' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(logged.some((l) => l.includes('/nao-existe/de-jeito-nenhum'))).toBe(true)
})
