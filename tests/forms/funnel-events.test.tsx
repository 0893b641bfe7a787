import { act, fireEvent, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FormView } from '../../src/forms/page/form-view.tsx'
import { useFunnel } from '../../src/forms/page/funnel-events.ts'
import { getForm, loadFormModule } from '../../src/forms/registry.ts'
import { FUNNEL_SEGMENT, funnelQuestions, type FunnelEvent, type JsonObject } from '#form-core'
import { rjsfId } from '../helpers/rjsf-id.ts'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'
import { stubFormsFunction } from '../helpers/submit-mock.ts'

/**
 * The form page's funnel events (issue 46, decision 221), as a visitor's keystrokes and departures make them: what
 * leaves the browser is the form, its revision, the step, a question's place and a time; never an answer, a cookie or
 * an identifier; and nothing at all under Global Privacy Control or Do Not Track.
 */

const FORM = 'website'
let beacons: { url: string; event: FunnelEvent }[]

beforeEach(() => {
  stubFormsFunction()
  sessionStorage.clear()
  beacons = []
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon: beacon }))
})

function beacon(url: string | URL, body?: BodyInit | null): boolean {
  beacons.push({ url: String(url), event: JSON.parse(String(body)) as FunnelEvent })
  return true
}

const kinds = () => beacons.map((b) => b.event.kind)

async function openForm() {
  const form = getForm(FORM)
  const module = await loadFormModule(FORM)
  const view = renderWithProviders(<FormView form={form} module={module} />)
  const questions = funnelQuestions(module.schema as JsonObject, module.uiSchema as JsonObject)
  /** The control of the question at `index` (0-based, page order), once the deferred mount drew it. */
  const control = async (index: number) => {
    const id = rjsfId(questions[index]!.split('.'))
    let found: HTMLElement | null = null
    await waitFor(() => expect((found = view.container.querySelector<HTMLElement>(`#${id}, [id^="${id}-"]`))).not.toBeNull(), {
      timeout: 10_000,
    })
    return found!
  }
  return { ...view, module, questions, control }
}

describe('the funnel events of a form page', () => {
  it('counts a view, a start at the first answer and, on leaving, a stop at the furthest question reached; no answer leaves', async () => {
    const { control, module } = await openForm()
    expect(kinds()).toEqual(['view'])
    const first = await control(0)
    first.focus()
    fireEvent.input(first, { target: { value: 'Segredo da Silva' } })
    fireEvent.change(first, { target: { value: 'Segredo da Silva' } })
    expect(kinds()).toEqual(['view', 'start'])
    ;(await control(2)).focus()
    ;(await control(1)).focus()
    dispatchEvent(new Event('pagehide'))
    expect(kinds()).toEqual(['view', 'start', 'stop'])
    expect(beacons.at(-1)!.event).toEqual({ form: FORM, revision: module.revision, kind: 'stop', question: 2 })
    expect(beacons.every((b) => b.url.endsWith(`/forms/${FUNNEL_SEGMENT}`))).toBe(true)
    const everything = JSON.stringify(beacons)
    expect(everything).not.toContain('Segredo')
    for (const { event } of beacons) expect(Object.keys(event).sort()).toEqual(expect.arrayContaining(['form', 'kind', 'revision']))
    expect(document.cookie).toBe('')
    expect(Object.keys(localStorage).filter((k) => k.includes('visit'))).toEqual([])
  })

  it('a reload in the same tab is the same visit: no second view; coming back and leaving further replaces the stop', async () => {
    const first = await openForm()
    const input = await first.control(0)
    fireEvent.input(input, { target: { value: 'a' } })
    ;(await first.control(1)).focus()
    dispatchEvent(new Event('pagehide'))
    first.unmount()
    const again = await openForm()
    expect(kinds()).toEqual(['view', 'start', 'stop'])
    ;(await again.control(3)).focus()
    document.dispatchEvent(new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    expect(beacons.at(-1)!.event).toMatchObject({ kind: 'stop', question: 3, withdraw: 1 })
    expect(kinds().filter((k) => k === 'stop')).toHaveLength(2)
  })

  it('a send accepted is counted with its time in seconds and withdraws the stop of a visitor who came back', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const schema = { type: 'object', properties: { nome: { type: 'string' }, site: { type: 'string' } } }
    const { result } = renderHook(() => useFunnel(FORM, 'a'.repeat(64), schema, {}, true))
    const box = document.createElement('div')
    box.innerHTML = '<input id="root_nome"><input id="root_site">'
    document.body.append(box)
    result.current.frame(box)
    fireEvent.input(box.querySelector('#root_nome')!, { target: { value: 'x' } })
    box.querySelector<HTMLInputElement>('#root_site')!.focus()
    dispatchEvent(new Event('pagehide'))
    vi.advanceTimersByTime(95_000)
    act(() => result.current.submitted())
    expect(beacons.at(-1)!.event).toEqual({ form: FORM, revision: 'a'.repeat(64), kind: 'submit', seconds: 95, withdraw: 1 })
    // The next briefing in this tab is a new visit, its view counted with its first answer.
    fireEvent.input(box.querySelector('#root_nome')!, { target: { value: 'y' } })
    expect(kinds().slice(-2)).toEqual(['view', 'start'])
    box.remove()
    vi.useRealTimers()
  })

  it.each([
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ['Do Not Track', { doNotTrack: '1' }],
  ])('sends nothing under %s, and the form works the same', async (_, signal) => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon: beacon }, signal))
    const { control } = await openForm()
    const input = (await control(0)) as HTMLInputElement
    fireEvent.input(input, { target: { value: 'Ana' } })
    fireEvent.change(input, { target: { value: 'Ana' } })
    dispatchEvent(new Event('pagehide'))
    expect(beacons).toEqual([])
    expect(sessionStorage.length).toBe(0)
  })

  it('a browser whose beacon throws still draws and fills the form', async () => {
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, {
        sendBeacon: () => {
          throw new TypeError('blocked')
        },
      }),
    )
    const { control } = await openForm()
    const input = (await control(0)) as HTMLInputElement
    fireEvent.change(input, { target: { value: 'Ana' } })
    dispatchEvent(new Event('pagehide'))
    await waitFor(() => expect(input.value).toBe('Ana'))
  })
})
