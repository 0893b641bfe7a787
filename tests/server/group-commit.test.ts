import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { groupCommit } from '#functions/platform/group-commit.ts'

/**
 * Group commit (decision 230), as the funnel's counter uses it: what arrives together is written together, every
 * caller hears of its own item only after the write that holds it ended, and a failed write fails each of its items.
 */

type Write = (items: readonly number[]) => Promise<readonly string[]>

/** A write that records its batches and ends when the test says so. */
function controlledWrite() {
  const batches: number[][] = []
  const pending: { resolve(): void; reject(error: Error): void }[] = []
  const write: Write = (items) => {
    batches.push([...items])
    return new Promise((resolve, reject) => {
      pending.push({ resolve: () => resolve(items.map((i) => `ok ${i}`)), reject })
    })
  }
  return { write, batches, pending }
}

/** Which of the promises have settled, and how, without waiting for the others. */
async function states<T>(promises: Promise<T>[]): Promise<string[]> {
  const seen = promises.map(() => 'pending')
  promises.forEach((p, i) =>
    p.then(
      (v) => (seen[i] = String(v)),
      (e: Error) => (seen[i] = `error: ${e.message}`),
    ),
  )
  await vi.advanceTimersByTimeAsync(0)
  return seen
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('group commit', () => {
  it('writes what arrives within the window in one call, and answers each item only after that call ended', async () => {
    const { write, batches, pending } = controlledWrite()
    const add = groupCommit(write, { windowMs: 5, maxItems: 100 })
    const answers = [add(1), add(2)]
    await vi.advanceTimersByTimeAsync(3)
    answers.push(add(3))
    expect(batches, 'nothing is written before the window ends').toEqual([])
    await vi.advanceTimersByTimeAsync(2)
    expect(batches).toEqual([[1, 2, 3]])
    expect(await states(answers), 'no item is answered while its write runs').toEqual(['pending', 'pending', 'pending'])
    pending[0]!.resolve()
    expect(await states(answers)).toEqual(['ok 1', 'ok 2', 'ok 3'])
  })

  it('what arrives during a write waits for it, then goes in the next write at once', async () => {
    const { write, batches, pending } = controlledWrite()
    const add = groupCommit(write, { windowMs: 5, maxItems: 100 })
    const first = add(1)
    await vi.advanceTimersByTimeAsync(5)
    const later = [add(2), add(3)]
    await vi.advanceTimersByTimeAsync(50)
    expect(batches, 'one write at a time').toEqual([[1]])
    pending[0]!.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(batches).toEqual([[1], [2, 3]])
    expect(await states([first, ...later])).toEqual(['ok 1', 'pending', 'pending'])
    pending[1]!.resolve()
    expect(await states(later)).toEqual(['ok 2', 'ok 3'])
  })

  it('a failed write fails every item it held, and only those', async () => {
    const { write, pending } = controlledWrite()
    const add = groupCommit(write, { windowMs: 5, maxItems: 100 })
    const lost = [add(1), add(2)]
    await vi.advanceTimersByTimeAsync(5)
    const next = add(3)
    pending[0]!.reject(new Error('o banco caiu'))
    expect(await states(lost)).toEqual(['error: o banco caiu', 'error: o banco caiu'])
    await vi.advanceTimersByTimeAsync(0)
    pending[1]!.resolve()
    expect(await states([next])).toEqual(['ok 3'])
  })

  it('a full batch is written without waiting, and no write takes more than maxItems', async () => {
    const { write, batches, pending } = controlledWrite()
    const add = groupCommit(write, { windowMs: 1000, maxItems: 2 })
    void add(1)
    void add(2)
    await vi.advanceTimersByTimeAsync(0)
    expect(batches).toEqual([[1, 2]])
    void add(3)
    void add(4)
    void add(5)
    pending[0]!.resolve()
    await vi.advanceTimersByTimeAsync(0)
    pending[1]!.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(batches).toEqual([[1, 2], [3, 4], [5]])
  })

  it('a write that answers for fewer items than it was given fails them all rather than guess', async () => {
    const add = groupCommit<number, string>(async () => ['só um'], { windowMs: 1, maxItems: 10 })
    const answers = [add(1), add(2)].map((p) => p.catch((e: Error) => `error: ${e.message}`))
    await vi.advanceTimersByTimeAsync(1)
    expect(await Promise.all(answers)).toEqual(['error: a gravação em lote respondeu 1 de 2', 'error: a gravação em lote respondeu 1 de 2'])
  })
})
