import type { Browser, Page } from '@playwright/test'
import { keystrokeProbeScript, keystrokes, readProbe, resetProbe, type Keystroke } from './keystroke-probe.ts'

const TEXT = 'Queremos vender mais pela internet hoje ' // 40 keys, each with a key code (no IME path)
// A typist's rhythm: three keys 100 ms apart, then a pause (a word). Work a page defers to pauses runs
// between keys, so it is measured too.
const GAPS_MS = [100, 100, 100, 400]
const VIEWPORT = { width: 412, height: 915 }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Opens a page in a fresh context (no draft from an earlier run) with the CPU slowed `rate` times, then types
 * the text into each field in turn and returns one measurement per key the page received.
 */
export async function typeInto(browser: Browser, open: (page: Page) => Promise<void>, fieldIds: string[], rate: number): Promise<Keystroke[]> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'pt-BR' })
  try {
    const page = await context.newPage()
    await page.addInitScript(keystrokeProbeScript)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    await open(page)
    for (const id of fieldIds) await page.locator(`#${id}`).waitFor({ state: 'attached', timeout: 60_000 })
    await sleep(1000) // let the page settle: what is measured is typing, not loading
    const measured: Keystroke[] = []
    for (const id of fieldIds) measured.push(...(await typeIntoField(page, id, rate)))
    return measured
  } finally {
    await context.close()
  }
}

async function typeIntoField(page: Page, id: string, rate: number): Promise<Keystroke[]> {
  const field = page.locator(`#${id}`)
  await field.scrollIntoViewIfNeeded()
  await field.click()
  await sleep(300)
  await resetProbe(page)
  for (const [index, key] of [...TEXT].entries()) {
    await page.keyboard.press(key === ' ' ? 'Space' : key)
    await sleep(GAPS_MS[index % GAPS_MS.length]!)
  }
  await sleep(1000) // the last entries are delivered after their paint
  const probe = await readProbe(page)
  if (probe.keydowns.length !== TEXT.length) throw new Error(`${id} (${rate}×): ${TEXT.length} teclas enviadas, ${probe.keydowns.length} recebidas`)
  const typed = await field.inputValue()
  if (!typed.endsWith(TEXT)) throw new Error(`${id} (${rate}×): o campo ficou com "${typed}"`)
  return keystrokes(probe)
}
