import { useCallback, useEffect, useMemo, useRef } from 'react'
import {
  FORMS_FUNCTION,
  FUNCTIONS_PATH,
  FUNNEL_SEGMENT,
  funnelQuestions,
  STORAGE_KEYS,
  type FunnelEvent,
  type JsonObject,
} from '#form-core'
import { backendUrl } from 'virtual:site-env'

/**
 * The form's funnel (issue 46, decision 221): the page tells the server that a visit saw the form, started it, left
 * it (at the furthest question it reached) or sent it. No cookie, no identifier leaves the browser, no answer: the
 * visit is this tab's `sessionStorage` entry. A visitor with Global Privacy Control or Do Not Track sends nothing.
 * Events go by `sendBeacon` (queued by the browser, never awaited): a lost event never delays nor breaks the form.
 */

/** What the tab remembers of a visit: so a reload is the same visit, not a second view or start. */
interface Visit {
  revision: string
  /** When the first answer came (ms since the epoch); absent before it. */
  started?: number
  /** The furthest question reached, in page order (-1: none yet). */
  furthest: number
  /** The question of the stop already counted for this visit, if it left and came back. */
  stopped?: number
  /** Begun after a send on the same page: its view is counted with its first answer (the form was drawn again). */
  again?: true
}

/** Whether the browser asks not to be tracked: Global Privacy Control, or the older Do Not Track. */
export function declinesTracking(nav: Navigator = navigator): boolean {
  const gpc = (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl
  return gpc === true || nav.doNotTrack === '1' || (window as Window & { doNotTrack?: string }).doNotTrack === '1'
}

const endpoint = `${backendUrl}${FUNCTIONS_PATH}/${FORMS_FUNCTION}/${FUNNEL_SEGMENT}`

/**
 * A string body goes as text/plain: no preflight, and the browser sends it even as the page goes away. Without
 * `sendBeacon` (or with its queue full) the event is dropped: a count is worth less than any wait on the page.
 */
function send(event: FunnelEvent): void {
  try {
    navigator.sendBeacon?.(endpoint, JSON.stringify(event))
  } catch {
    // Nothing to do: a lost count never reaches the visitor.
  }
}

function readVisit(key: string, revision: string): Visit | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Visit | null
    return stored?.revision === revision && typeof stored.furthest === 'number' ? stored : undefined
  } catch {
    return undefined
  }
}

function writeVisit(key: string, visit: Visit): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(visit))
  } catch {
    // Storage off or full: the visit lives in memory for this page.
  }
}

/** The question a control belongs to: RJSF names it `root_<path>` (an option adds `-n`, a part `_<name>`). */
function questionAt(target: EventTarget | null, index: ReadonlyMap<string, number>): number | undefined {
  let id = target instanceof Element ? target.id.replace(/-\d+$/, '') : ''
  while (id.includes('_')) {
    const found = index.get(id)
    if (found !== undefined) return found
    id = id.slice(0, id.lastIndexOf('_'))
  }
  return undefined
}

/**
 * Counts this page's visit of the form; `enabled` false (a form kept in the browser, a visitor who declines) sends
 * nothing. Returns the ref for the element holding the form and what the page calls when a send is accepted.
 */
export function useFunnel(formId: string, revision: string, schema: JsonObject, uiSchema: JsonObject, enabled: boolean) {
  const key = STORAGE_KEYS.funnelVisit(formId)
  const visit = useRef<Visit | null>(null)
  const index = useMemo(
    () => new Map(funnelQuestions(schema, uiSchema).map((path, i) => [`root_${path.replaceAll('.', '_')}`, i])),
    [schema, uiSchema],
  )
  const on = enabled && !declinesTracking()

  const event = useCallback(
    (kind: FunnelEvent['kind'], extra: Omit<FunnelEvent, 'form' | 'revision' | 'kind'> = {}) =>
      send({ form: formId, revision, kind, ...extra }),
    [formId, revision],
  )
  const save = useCallback((next: Visit) => writeVisit(key, (visit.current = next)), [key])

  /** Left after starting: one stop at the furthest question, replacing the one counted if the visitor came back. */
  const leave = useCallback(() => {
    const current = visit.current
    if (!current?.started || current.furthest < 0 || current.stopped === current.furthest) return
    event('stop', { question: current.furthest, ...(current.stopped === undefined ? {} : { withdraw: current.stopped }) })
    save({ ...current, stopped: current.furthest })
  }, [event, save])

  useEffect(() => {
    if (!on) return
    if (!visit.current) {
      const known = readVisit(key, revision)
      if (!known) event('view')
      save(known ?? { revision, furthest: -1 })
    }
    const hidden = () => document.visibilityState === 'hidden' && leave()
    addEventListener('pagehide', leave)
    document.addEventListener('visibilitychange', hidden)
    return () => {
      removeEventListener('pagehide', leave)
      document.removeEventListener('visibilitychange', hidden)
      leave()
    }
  }, [on, key, revision, event, save, leave])

  /** A control touched: the furthest question moves on; the first answer starts the visit. */
  const touched = useCallback(
    (target: EventTarget | null, answered: boolean) => {
      const current = visit.current
      const question = questionAt(target, index)
      if (!current || question === undefined) return
      const started = current.started ?? (answered ? Date.now() : undefined)
      if (started !== undefined && current.started === undefined) {
        if (current.again) event('view')
        event('start')
      }
      if (started !== current.started || question > current.furthest)
        save({ ...current, started, furthest: Math.max(question, current.furthest) })
    },
    [index, event, save],
  )

  const frame = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !on) return
      const reached = (e: Event) => touched(e.target, false)
      const answered = (e: Event) => touched(e.target, true)
      element.addEventListener('focusin', reached)
      element.addEventListener('input', answered)
      element.addEventListener('change', answered)
      return () => {
        element.removeEventListener('focusin', reached)
        element.removeEventListener('input', answered)
        element.removeEventListener('change', answered)
      }
    },
    [on, touched],
  )

  /** A send accepted: counted with its time, the visit's stop withdrawn; a next briefing in this tab is a new visit. */
  const submitted = useCallback(() => {
    const current = visit.current
    if (!on || !current) return
    // A draft sent as it was restored was started in an earlier visit: counted as started now, untimed.
    if (!current.started) event('start')
    const seconds = current.started ? Math.round((Date.now() - current.started) / 1000) : undefined
    event('submit', {
      ...(seconds === undefined ? {} : { seconds }),
      ...(current.stopped === undefined ? {} : { withdraw: current.stopped }),
    })
    save({ revision, furthest: -1, again: true })
  }, [on, revision, event, save])

  return { frame, submitted }
}
