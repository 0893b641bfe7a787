import { expect, type Page } from '@playwright/test'
import { ADMIN_SECRET_HEADER, readLiveLock } from '../../scripts/local-backend/lock-file.ts'

/** What the sign-in answers to a code request, whatever the address: it never tells who is a member (decision 171). */
export const CODE_SENT = 'Se este e-mail for da equipe, enviamos um código.'

export interface Mail {
  id: number
  text: string
  subject: string
}

/** What the local backend's mailbox at `backend` holds for `email`, newest first. */
export const mailbox = async (backend: string, email: string): Promise<Mail[]> =>
  ((await (await fetch(`${backend}/mailbox/messages?to=${encodeURIComponent(email)}&limit=50`)).json()) as { messages: Mail[] }).messages

/**
 * The agency's sign-in (`/painel`, the deployed `/editor`) as a person does it: the e-mail typed, Enter or "Receber
 * código" tapped, the code read from the local mailbox and typed in the box that has the focus, "Entrar" clicked or
 * tapped. `atCodeStep` runs while the code step is on screen.
 */
export async function signInWithCode(
  page: Page,
  backend: string,
  email: string,
  { touch = false, atCodeStep }: { touch?: boolean; atCodeStep?: () => Promise<void> } = {},
) {
  const newestBefore = (await mailbox(backend, email))[0]?.id ?? 0
  if (touch) await page.getByLabel('E-mail').tap()
  await page.getByLabel('E-mail').pressSequentially(email)
  // A thumb taps the button; a keyboard presses Enter.
  if (touch) await page.getByRole('button', { name: 'Receber código' }).tap()
  else await page.keyboard.press('Enter')
  await expect(page.getByLabel('Código')).toBeVisible({ timeout: 30_000 })
  // Ready for the code without another tap (the phone's play-test found the focus on the page, no keyboard up).
  await expect(page.getByLabel('Código')).toBeFocused()
  await expect(page.getByText(CODE_SENT)).toBeVisible()
  await atCodeStep?.()
  let code: string | undefined
  await expect
    .poll(async () => {
      const [mail] = await mailbox(backend, email)
      code = mail && mail.id > newestBefore ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined
      return code
    })
    .toBeDefined()
  await page.getByLabel('Código').pressSequentially(code!)
  const enter = page.getByRole('button', { name: 'Entrar' })
  await (touch ? enter.tap() : enter.click())
}

/** `npm run members -- add|remove`, through the run's backend (its admin secret in the lock of `dataDir`). */
export async function setMember(
  backend: string,
  dataDir: string,
  action: 'add' | 'remove',
  email: string,
  role: 'equipe' | 'administracao' = 'equipe',
) {
  const owner = readLiveLock(dataDir)
  if (!owner) throw new Error(`no local backend owns ${dataDir}`)
  const response = await fetch(`${backend}/admin/v1/members`, {
    method: 'POST',
    headers: { [ADMIN_SECRET_HEADER]: owner.secret, 'content-type': 'application/json' },
    body: JSON.stringify(action === 'add' ? { action, email, addedBy: 'teste e2e', role } : { action, email }),
  })
  expect(response.status).toBe(200)
}
