import { chromium, type Browser, type Page } from '@playwright/test'
import { conditionsOf, type JsonObject, fieldOrder, schemaAt, uiAt } from '#form-core'
import { countLeafFields, type FormFiles, loadForms } from '../forms/load-forms.ts'
import { benchPort, buildSite, newBuildDir, removeBuildDir, serveSite } from './built-site.ts'
import { chromiumLaunch } from '../chromium.ts'
import { projectWith, withFiveConditions } from './conditions-fixture.ts'
import { stepsOf } from '../../src/forms/steps/steps.ts'
import { keystrokeProbeScript, keystrokes, readProbe, resetProbe, type Keystroke } from './keystroke-probe.ts'

/**
 * `npm run bench:typing`: how long a keystroke takes to reach the screen on the longest forms.
 *
 * Method. The production build (a temporary folder, served by `vite preview` on port 4176 or
 * `BENCH_TYPING_PORT`) is opened in Chromium at a phone's size, once per form and CPU rate, each in a fresh
 * browser context (no draft from an earlier run). The CPU is slowed with CDP `Emulation.setCPUThrottlingRate`
 * (4× is the usual stand-in for a mid-range phone) before the page loads. Once the page is quiet, the first,
 * middle and last text field (textarea or text input, page order, from the form files) are clicked and typed
 * into, 40 characters each: three keys 100 ms apart (each sent once the previous one was handled), then a
 * 400 ms pause, so work deferred to pauses also lands between keys (`typeInto` below). A control page with
 * nothing but textareas is typed into the same way: the floor of this browser on this machine.
 *
 * Each keystroke's latency is its Event Timing `keydown` entry (`duration`: key press to the next paint after
 * its handlers, what INP measures), observed with durationThreshold 16, buffered, plus `first-input`. The API
 * omits entries under its threshold, so a capturing keydown listener also counts every key the page received
 * and, for those without an entry, times the first animation frame after the text reached the field (a lower
 * bound, shown capped below 16 ms). A run whose page received fewer keys than were pressed fails: every
 * keystroke is accounted for.
 *
 * Budget (issue 20), against the control page typed in the same run, since Event Timing counts the wait for
 * the next frame and no page goes under the browser's floor:
 * - at 4× CPU, each form's p95 ≤ max(the control's p95, 16 ms) + 16 ms (one frame), and no keystroke > 100 ms;
 * - at 1× CPU, each form's p95 ≤ 16 ms.
 * Exits 1 otherwise.
 */
const RATES = [1, 4] as const
const FRAME_MS = 16
const SLOWEST_MS = 100
const PORT = benchPort('BENCH_TYPING_PORT')
// The same browser, rate and rhythm on a page holding nothing but three textareas: the floor set by the
// browser and the machine, which no page can go under.
const CONTROL = { path: '/__controle-digitacao', ids: ['c1', 'c2', 'c3'] }
const controlHtml = `<!doctype html><html lang="pt-BR"><body>${CONTROL.ids.map((id) => `<p><textarea id="${id}" rows="4"></textarea></p>`).join('')}</body></html>`

/** The p95 a form may reach at this rate, given the control's p95 in the same run. */
const p95Budget = (rate: number, controlP95: number) => (rate === 1 ? FRAME_MS : Math.max(controlP95, FRAME_MS) + FRAME_MS)

interface TypingTarget {
  id: string
  route: string
  fieldCount: number
  /** RJSF ids (`root_a_b`) of the first, middle and last text field, in page order. */
  fieldIds: string[]
  /** A form shown step by step at a phone's size (decision 203): each field's step, as `?etapa=` counts it. */
  stepOf?: Record<string, number>
}

/** A field a visitor types free text into: a textarea or a single-line text input (not a choice, not a date). */
function isTextField(schema: JsonObject | undefined, ui: JsonObject | undefined): boolean {
  if (!schema || schema.type !== 'string' || schema.oneOf || schema.enum || schema.format === 'date') return false
  const widget = ui?.['ui:widget']
  return widget === undefined || widget === 'textarea' || widget === 'text'
}

/** The first, middle and last text field of a form as the page shows it with no answer (no conditional question). */
function targetOf(form: FormFiles, route: string): TypingTarget {
  const conditional = new Set(conditionsOf(form.schema).flatMap((c) => c.questions.map(([key]) => key)))
  const texts = fieldOrder(form.schema, form.uiSchema)
    .map((path) => path.split('.'))
    .filter((path) => !conditional.has(path[0]!) && isTextField(schemaAt(form.schema, path), uiAt(form.uiSchema, path)))
  if (texts.length === 0) throw new Error(`${form.id}: nenhum campo de texto para digitar`)
  const picked = [texts[0]!, texts[Math.floor((texts.length - 1) / 2)]!, texts[texts.length - 1]!]
  const fieldIds = picked.map((path) => `root_${path.join('_')}`)
  const steps = stepsOf(form.uiSchema)
  const stepOf = steps
    ? Object.fromEntries(picked.map((path, i) => [fieldIds[i]!, steps.findIndex((s) => s.fields.includes(path[0]!)) + 1]))
    : undefined
  return { id: form.id, route, fieldCount: countLeafFields(form.schema), fieldIds, ...(stepOf ? { stepOf } : {}) }
}

/**
 * The `count` routed forms with the most fields (from the form files, so a new long form is benchmarked with no
 * code change), then the largest briefing with five conditions added (issue 36; `conditions-fixture.ts`).
 */
function typingTargets(count = 3): TypingTarget[] {
  const routed = loadForms().flatMap((form) => {
    const route = (form.schema['x-form'] as { route: string | null }).route
    return route ? [{ form, route, fieldCount: countLeafFields(form.schema) }] : []
  })
  const largest = routed
    .sort((a, b) => b.fieldCount - a.fieldCount || a.form.id.localeCompare(b.form.id))
    .slice(0, count)
    .map(({ form, route }) => targetOf(form, route))
  return conditioned ? [...largest, targetOf(conditioned, conditioned.route)] : largest
}

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
/** `open` is called once, or before each field with its id when the fields are on different steps (`perField`). */
async function typeInto(
  browser: Browser,
  open: (page: Page, id?: string) => Promise<void>,
  fieldIds: string[],
  rate: number,
  perField = false,
): Promise<Keystroke[]> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'pt-BR' })
  try {
    const page = await context.newPage()
    await page.addInitScript(keystrokeProbeScript)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    const measured: Keystroke[] = []
    for (const [index, id] of fieldIds.entries()) {
      if (index === 0 || perField) {
        await open(page, id)
        for (const shown of perField ? [id] : fieldIds) await page.locator(`#${shown}`).waitFor({ state: 'attached', timeout: 60_000 })
        await sleep(1000) // let the page settle: what is measured is typing, not loading
      }
      measured.push(...(await typeIntoField(page, id, rate)))
    }
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
  if (probe.keydowns.length !== TEXT.length)
    throw new Error(`${id} (${rate}×): ${TEXT.length} teclas enviadas, ${probe.keydowns.length} recebidas`)
  const typed = await field.inputValue()
  if (!typed.endsWith(TEXT)) throw new Error(`${id} (${rate}×): o campo ficou com "${typed}"`)
  return keystrokes(probe)
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
const ms = (n: number) => `${Math.round(n)} ms`

/** Prints one row and returns the figures the budget reads. */
function report(label: string, rate: number, measured: Keystroke[], budget?: number): { p95: number; max: number } {
  const sorted = measured.map((k) => k.ms).sort((a, b) => a - b)
  const slow = sorted.filter((v) => v >= FRAME_MS).length
  const [p95, max] = [percentile(sorted, 95), sorted.at(-1) ?? 0]
  const cells = [
    label,
    `${rate}×`,
    sorted.length,
    slow,
    ms(percentile(sorted, 50)),
    ms(p95),
    budget === undefined ? '—' : `≤ ${ms(budget)}`,
    ms(max),
  ]
  console.log(`| ${cells.join(' | ')} |`)
  return { p95, max }
}

const conditioned = withFiveConditions()
const targets = typingTargets()
const outDir = newBuildDir('typing')
// Built from a copy holding the conditioned form too: one build serves every page measured.
const project = conditioned && projectWith(conditioned)
const failures: string[] = []
try {
  await buildSite(outDir, project || undefined)
  const server = await serveSite(outDir, PORT)
  const browser = await chromium.launch(chromiumLaunch)
  const baseUrl = `http://127.0.0.1:${PORT}`
  try {
    console.log(`Formulários: ${targets.map((t) => `${t.route} (${t.fieldCount} campos: ${t.fieldIds.join(', ')})`).join('; ')}`)
    console.log(`| página | CPU | teclas | ≥ ${FRAME_MS} ms | p50 | p95 | orçamento p95 | máx. |`)
    console.log('|---|---|---:|---:|---:|---:|---:|---:|')
    const controlP95 = new Map<number, number>()
    for (const rate of RATES) {
      const openControl = async (page: Page) => {
        await page.route(baseUrl + CONTROL.path, (route) => route.fulfill({ contentType: 'text/html', body: controlHtml }))
        await page.goto(baseUrl + CONTROL.path)
      }
      controlP95.set(rate, report('controle: só 3 textareas', rate, await typeInto(browser, openControl, CONTROL.ids, rate)).p95)
    }
    for (const target of targets) {
      for (const rate of RATES) {
        // A stepped form: each field on its step's address (the draft keeps what was typed before).
        const openForm = async (page: Page, id?: string) => {
          const step = id ? (target.stepOf?.[id] ?? 1) : 1
          await page.goto(baseUrl + target.route + (step > 1 ? `?etapa=${step}` : ''), { waitUntil: 'networkidle' })
        }
        const budget = p95Budget(rate, controlP95.get(rate)!)
        const { p95, max } = report(target.route, rate, await typeInto(browser, openForm, target.fieldIds, rate, !!target.stepOf), budget)
        if (p95 > budget) failures.push(`${target.route} a ${rate}×: p95 ${ms(p95)} > ${ms(budget)}`)
        if (rate === 4 && max > SLOWEST_MS) failures.push(`${target.route} a ${rate}×: uma tecla levou ${ms(max)} (> ${SLOWEST_MS} ms)`)
      }
    }
  } finally {
    await browser.close()
    await server.close()
  }
} finally {
  removeBuildDir(outDir)
  if (project) removeBuildDir(project)
}

if (failures.length) {
  console.error(`\nFora do orçamento:\n${failures.join('\n')}`)
  process.exit(1)
}
