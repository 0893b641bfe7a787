import type { Page } from '@playwright/test'
import { runMemberAction } from '../members/member-actions.ts'
import type { RunningBackend } from '../local-backend/start-backend.ts'

/**
 * The agency's one login as a benchmark goes through it (bench:workspace's /painel, bench:editor's deployed /editor):
 * `email` made a member of the benchmark's own backend, then signed in on the page's sign-in screen with the code
 * the local backend's mailbox received. What is measured comes after: the sign-in itself is not timed.
 */
export async function addBenchMember(backend: RunningBackend, email: string): Promise<void> {
  await runMemberAction(backend.db, { action: 'add', email, addedBy: 'bench' })
}

/** `backendUrl`'s mailbox read over HTTP, as a person reads it: the backend may run in another process. */
export async function signInAsMember(page: Page, backendUrl: string, email: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Receber código' }).click()
  await page.getByLabel('Código').waitFor({ timeout: 60_000 })
  const mailbox = await fetch(`${backendUrl}/mailbox/messages?to=${encodeURIComponent(email)}&limit=1`)
  const { messages } = (await mailbox.json()) as { messages: { text: string }[] }
  const code = /\d{6}/.exec(messages[0].text)![0]
  await page.getByLabel('Código').fill(code)
  await page.getByRole('button', { name: 'Entrar' }).click()
}
