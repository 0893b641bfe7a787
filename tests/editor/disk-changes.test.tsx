import { act, renderHook } from '@testing-library/react'
import { useReducer } from 'react'
import { expect, test } from 'vitest'
import type { FormsChanged } from '../../src/forms/form-entry.ts'
import { historyReducer, startHistory } from '../../src/editor/model/history.ts'
import type { FormTexts } from '#form-core'
import { useDiskChanges, type DevChannel } from '../../src/editor/io/use-disk-changes.ts'

/** The dev server's channel: what a test sends reaches the hook as Vite's would. */
function fakeChannel() {
  const listeners = new Set<(changed: FormsChanged) => void>()
  const channel: DevChannel = { on: (_, l) => void listeners.add(l), off: (_, l) => void listeners.delete(l) }
  return { channel, send: (changed: FormsChanged) => listeners.forEach((l) => l(changed)) }
}

const pair = (n: number): FormTexts => ({ schema: `{"title":"v${n}"}\n`, uiSchema: `{"ui:order":["v${n}"]}\n` })

function mount(base: FormTexts, edited: FormTexts) {
  const { channel, send } = fakeChannel()
  const hook = renderHook(() => {
    const [history, dispatch] = useReducer(historyReducer<FormTexts>, startHistory(edited))
    return { ...useDiskChanges({ id: 'f', base, texts: history.present, dispatch, channel }), texts: history.present, dispatch }
  })
  return { hook, send }
}

test("the editor's own save echoed by the dev server, both files before React renders: nothing left unsaved", async () => {
  const { hook, send } = mount(pair(0), pair(1))
  // The save's answer (onSaved) and the dev server's two file events arrive in one go, before React renders again.
  await act(async () => {
    hook.result.current.setSaved(pair(1))
    send({ file: 'schemas/f.json', text: pair(1).schema })
    send({ file: 'ui-schemas/f.json', text: pair(1).uiSchema })
  })
  expect(hook.result.current.saved).toEqual(pair(1))
  expect(hook.result.current.texts).toEqual(pair(1))
  expect(hook.result.current.notice).toBeUndefined()
})

test('both files changed on disk at once (a git pull): both become what is saved and what is shown', async () => {
  const { hook, send } = mount(pair(0), pair(0))
  await act(async () => {
    send({ file: 'schemas/f.json', text: pair(2).schema })
    send({ file: 'ui-schemas/f.json', text: pair(2).uiSchema })
  })
  expect(hook.result.current.saved).toEqual(pair(2))
  expect(hook.result.current.texts).toEqual(pair(2))
})

test('an edit made after Ctrl+S, then the echo of that save: the edit stays unsaved, no "changed outside the editor"', async () => {
  const { hook, send } = mount(pair(0), pair(1))
  await act(async () => {
    hook.result.current.setSaved(pair(1))
    hook.result.current.dispatch({ type: 'edit', value: pair(3) })
  })
  await act(async () => {
    send({ file: 'schemas/f.json', text: pair(1).schema })
    send({ file: 'ui-schemas/f.json', text: pair(1).uiSchema })
  })
  expect(hook.result.current.saved).toEqual(pair(1))
  expect(hook.result.current.texts).toEqual(pair(3))
  expect(hook.result.current.notice).toBeUndefined()
})
