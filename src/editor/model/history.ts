/**
 * Undo and redo over whole states (the pair of files). Keystrokes in one field within a second are one step, as in
 * any text editor; any other edit is a step of its own. At most 200 steps are kept.
 */
export interface History<T> {
  past: T[]
  present: T
  future: T[]
  /** What the last step edited (a field's id) and when, to merge a burst of typing into one step. */
  last?: { key: string; at: number }
}

export type HistoryAction<T> = { type: 'edit'; value: T; key?: string; at?: number } | { type: 'undo' } | { type: 'redo' }

const LIMIT = 200
const BURST_MS = 1000

export const startHistory = <T>(value: T): History<T> => ({ past: [], present: value, future: [] })

export function historyReducer<T>(history: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case 'edit': {
      if (action.value === history.present) return history
      const at = action.at ?? Date.now()
      const burst = action.key !== undefined && history.last?.key === action.key && at - history.last.at < BURST_MS
      const past = burst ? history.past : [...history.past, history.present].slice(-LIMIT)
      return { past, present: action.value, future: [], last: action.key === undefined ? undefined : { key: action.key, at } }
    }
    case 'undo': {
      const previous = history.past.at(-1)
      if (previous === undefined) return history
      return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] }
    }
    case 'redo': {
      const [next, ...future] = history.future
      if (next === undefined) return history
      return { past: [...history.past, history.present], present: next, future }
    }
  }
}
