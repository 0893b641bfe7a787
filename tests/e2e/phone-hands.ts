import { expect, type Locator, type Page, type Request } from '@playwright/test'
import { optionsOf, shownLeaves, type JsonObject } from '#form-core'
import { sampleLeafValue } from '../../scripts/forms/sample-record.ts'
import type { TestForm } from '../helpers/form-files.ts'
import { rjsfId } from '../helpers/rjsf-id.ts'
import { open, settle } from './site-helpers.ts'

/** A prospect's fingers on a phone (the phone project's specs): taps where a finger lands, keys one by one. */
/** The browser's caret is in the field (keys are inserted where the selection is, not into the focused element). */
export const caretIn = (field: Locator) =>
  field.evaluate((el) => {
    const at = document.getSelection()
    return el === document.activeElement && at?.anchorNode?.childNodes[at.anchorOffset] === el
  })

const lastTaps = new WeakMap<Page, { x: number; y: number }>()

/**
 * Taps a field where a finger would, and waits for the caret in it (a tap's focus comes a moment later). Playwright
 * scrolls each field to the same spot and taps its centre: two fields tapped in under ~0.3 s were one double tap for
 * Chromium, which focused the second field but left the caret in the first, so every key typed went nowhere (the
 * "Seu nome" that came back empty). A finger does not land twice on one pixel: tap the side farther from the last tap.
 */
export async function tapField(page: Page, field: Locator) {
  await field.scrollIntoViewIfNeeded()
  const box = (await field.boundingBox())!
  const last = lastTaps.get(page) ?? { x: -1000, y: -1000 }
  const spots = [0.2, 0.8].map((f) => ({ x: Math.round(box.width * f), y: Math.round(box.height / 2) }))
  const away = (p: { x: number; y: number }) => Math.hypot(box.x + p.x - last.x, box.y + p.y - last.y)
  const position = away(spots[0]!) >= away(spots[1]!) ? spots[0]! : spots[1]!
  await field.tap({ position })
  lastTaps.set(page, { x: box.x + position.x, y: box.y + position.y })
  await expect(field).toBeFocused()
  await expect.poll(() => caretIn(field), { message: 'the caret is in the tapped field' }).toBe(true)
}

/** Taps a field and types as a person does. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tapField(page, field)
  await page.keyboard.type(text)
}

/** Empties the field the way a person on a phone does: Backspace until it is empty (Android's editing has no Ctrl+A). */
export async function clear(page: Page, field: Locator) {
  await tapField(page, field)
  await page.keyboard.press('End')
  for (let left = (await field.inputValue()).length; left > 0; left--) await page.keyboard.press('Backspace')
  await expect(field).toHaveValue('')
}

export async function openForm(page: Page, path: string, form: TestForm) {
  await open(page, path)
  // All of it: the sections mount a few at a time, an embedded form when its place comes near.
  await settle(page)
  const submit = page.getByRole('button', { name: form.meta.buttons.submit })
  // A form shown step by step on a phone (decision 203) opens on its first step, whose button is "Continuar".
  await expect(submit.or(page.getByRole('button', { name: 'Continuar' }))).toBeVisible()
  return submit
}

/** Whether the point at the centre of `target` is `target` itself (or inside it): nothing covers it. */
export const uncovered = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect()
    return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
  })

/** Answers every required question of the form, each tapped and typed key by key. */
export async function answerRequired(page: Page, form: TestForm) {
  for (const leaf of shownLeaves(form.schema as JsonObject, form.uiSchema as JsonObject).filter((l) => l.required)) {
    const id = rjsfId(leaf.path)
    if (optionsOf(leaf.schema).length > 0) {
      const select = page.locator(`select#${id}`)
      if ((await select.count()) > 0) await select.selectOption({ index: 1 })
      else await page.locator(`[id^="${id}-"]`).first().tap()
      continue
    }
    await typeInto(page, page.locator(`#${id}`), String(sampleLeafValue(leaf)))
  }
}

/**
 * The lines of `box`'s text that something outside `box` paints over: at both ends and the middle of each line, every element
 * above `box` in the stacking order must be inside it. (A hero's background over the band is not a hit for
 * `elementFromPoint` when the band's text is drawn on top of it: dark on dark, but still "the text" there.) Lines
 * above `below` (under the fixed header, by design) or out of the window are not looked at.
 */
export const coveredLines = (box: Locator, below = 0) =>
  box.evaluate((root, top) => {
    const covered: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const line of range.getClientRects()) {
        const y = line.y + line.height / 2
        if (y < top || y > window.innerHeight) continue
        for (const x of [line.x + 1, line.x + line.width / 2, line.right - 1]) {
          const stack = document.elementsFromPoint(x, y)
          const at = stack.indexOf(root)
          const over = (at < 0 ? stack : stack.slice(0, at)).find((el) => !root.contains(el))
          if (over)
            covered.push(`${node.textContent} @${Math.round(x)},${Math.round(y)} under <${over.tagName.toLowerCase()} ${over.className}>`)
        }
      }
    }
    return covered
  }, below)

/** A toast as Chakra draws it (src/lib/ui/toaster.tsx): its root, whatever the test id says. */
const TOAST = '[data-testid="toast"], [data-scope="toast"][data-part="root"]'

/**
 * Starts recording every toast the page adds from now on, and every request it starts; the function it returns
 * lets the page's next 10 s of its own clock (`page.clock.install()` first) and every request started meanwhile run
 * to their end, then gives the toasts seen. The toaster is fetched only when a toast is raised, so a look right after
 * the send saw none even when one came a moment later: this one waits for the fetch, not for a guess of its time.
 */
export async function watchForToasts(page: Page): Promise<() => Promise<string[]>> {
  const pending = new Set<Request>()
  const start = (request: Request) => pending.add(request)
  const end = (request: Request) => pending.delete(request)
  page.on('request', start)
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  await page.evaluate((selector) => {
    const seen: string[] = []
    ;(window as unknown as { toastsSeen: string[] }).toastsSeen = seen
    new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes]))
        if (node instanceof Element)
          for (const toast of [node, ...node.querySelectorAll(selector)].filter((e) => e.matches(selector)))
            seen.push(toast.textContent?.trim() || toast.outerHTML.slice(0, 120))
    }).observe(document, { childList: true, subtree: true })
  }, TOAST)
  const quiet = () => expect.poll(() => pending.size, { message: 'every request the send started has ended' }).toBe(0)
  return async () => {
    await quiet()
    // The page's timers for 10 s (a toast's own 6 s included), then whatever they fetched and drew.
    await page.clock.runFor(10_000)
    await quiet()
    await page.clock.runFor(1_000)
    page.off('request', start)
    page.off('requestfinished', end)
    page.off('requestfailed', end)
    return page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen)
  }
}
