import { describe, expect, it } from 'vitest'
import { historyReducer, startHistory, type History, type HistoryAction } from '../../src/editor/model/history.ts'

const run = (actions: HistoryAction<string>[], start = startHistory('a')): History<string> => actions.reduce(historyReducer<string>, start)

describe('undo and redo', () => {
  it('steps back and forth; a new edit drops what was undone', () => {
    const h = run([{ type: 'edit', value: 'b' }, { type: 'edit', value: 'c' }, { type: 'undo' }])
    expect(h.present).toBe('b')
    expect(run([{ type: 'redo' }], h).present).toBe('c')
    const branched = run([{ type: 'edit', value: 'x' }], h)
    expect(branched.future).toEqual([])
    expect(run([{ type: 'undo' }, { type: 'undo' }, { type: 'undo' }], branched).present).toBe('a')
  })

  it('typing in one field within a second is one step; another field or a pause is a new one', () => {
    const h = run([
      { type: 'edit', value: 'T', key: 'title', at: 0 },
      { type: 'edit', value: 'Ti', key: 'title', at: 300 },
      { type: 'edit', value: 'Tit', key: 'title', at: 600 },
      { type: 'edit', value: 'Tit!', key: 'title', at: 2000 },
      { type: 'edit', value: 'Tit!?', key: 'help', at: 2100 },
    ])
    expect(h.past).toEqual(['a', 'Tit', 'Tit!'])
  })

  it('undo with nothing to undo and redo with nothing to redo change nothing', () => {
    const h = startHistory('a')
    expect(run([{ type: 'undo' }, { type: 'redo' }], h)).toBe(h)
  })
})
