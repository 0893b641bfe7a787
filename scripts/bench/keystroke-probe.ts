import type { Page } from '@playwright/test'

/**
 * What the page records about each keystroke, installed before the app's scripts (page.addInitScript).
 *
 * - `keydowns`: every trusted keydown, seen by a capturing listener on window: the count of keystrokes the
 *   page received, whatever their duration. Each also gets `frame`: the time from the event to the first
 *   animation frame after its text reached the field (the `input` event) — the frame in which the keystroke is
 *   painted starts then, so this is a lower bound of the keystroke's latency, used only as the fallback below.
 * - `entries`: Event Timing entries for `keydown` (type `event`, durationThreshold 16, the lowest the API allows,
 *   buffered) plus the `first-input` entry when a keystroke was the page's first input. `duration` is the time
 *   from the key press to the next paint after its handlers ran, rounded to 8 ms.
 */
export interface ProbeRecords {
  keydowns: { start: number; frame: number }[]
  entries: { start: number; duration: number }[]
}

declare global {
  interface Window {
    __keystrokeProbe?: ProbeRecords
  }
}

/** Runs inside the page: keep it self-contained (Playwright serializes the function). */
function installKeystrokeProbe(): void {
  const records: ProbeRecords = { keydowns: [], entries: [] }
  window.__keystrokeProbe = records
  const keep = (list: PerformanceObserverEntryList) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'keydown') records.entries.push({ start: entry.startTime, duration: entry.duration })
    }
  }
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true })
  let typed: { start: number; frame: number; input: boolean } | null = null
  window.addEventListener(
    'keydown',
    (event) => {
      if (!event.isTrusted) return
      const record = { start: event.timeStamp, frame: Number.NaN, input: false }
      typed = record
      records.keydowns.push(record)
      const untilPainted = () => {
        if (record.input || performance.now() - record.start > 2000) record.frame = performance.now() - record.start
        else requestAnimationFrame(untilPainted)
      }
      requestAnimationFrame(untilPainted)
    },
    { capture: true },
  )
  window.addEventListener('input', () => typed && (typed.input = true), { capture: true })
}

/**
 * The probe as an init script. tsx (esbuild `keepNames`) wraps named inner functions in `__name(...)`, a helper
 * that exists in Node, not in the page: an identity stand-in comes first.
 */
export const keystrokeProbeScript = { content: `var __name = (fn) => fn;\n(${installKeystrokeProbe.toString()})()` }

export const readProbe = (page: Page) =>
  page.evaluate(() => {
    const probe = window.__keystrokeProbe
    if (!probe) throw new Error('keystroke probe not installed')
    return { keydowns: probe.keydowns.map(({ start, frame }) => ({ start, frame })), entries: probe.entries }
  })

export const resetProbe = (page: Page) =>
  page.evaluate(() => {
    const probe = window.__keystrokeProbe
    if (probe) {
      probe.keydowns.length = 0
      probe.entries.length = 0
    }
  })

export interface Keystroke {
  /** Event Timing duration, or (no entry: under the 16 ms threshold) the frame fallback, capped below 16 ms. */
  ms: number
  fromEventTiming: boolean
}

const THRESHOLD_MS = 16

/** One duration per keystroke the page received: its Event Timing entry when it has one (same start time). */
export function keystrokes({ keydowns, entries }: ProbeRecords): Keystroke[] {
  return keydowns.map(({ start, frame }) => {
    const entry = entries.find((e) => Math.abs(e.start - start) < 0.5)
    if (entry) return { ms: entry.duration, fromEventTiming: true }
    // The API reports every keydown of 16 ms or more, so one without an entry took less.
    return { ms: Math.min(Number.isFinite(frame) ? frame : 0, THRESHOLD_MS - 0.1), fromEventTiming: false }
  })
}
