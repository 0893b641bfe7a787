import { startTransition, useEffect, useState } from 'react'
import { useDeferredWork } from './deferred-work.ts'

/** Fields mounted per step: each step must stay well under a long task (50 ms) on a phone's CPU. */
export const FIELDS_PER_STEP = 4

const sameNumbers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((n, i) => n === b[i])

function stepEnd(weights: readonly number[], from: number): number {
  let end = from
  let fields = 0
  while (end < weights.length && (end === from || fields + (weights[end] ?? 0) <= FIELDS_PER_STEP)) fields += weights[end++] ?? 0
  return end
}

// Mounting a 50-question form at once blocked a phone for a third of a second (decision 090); steps mount below the fold.
export function useRevealedCount(given: readonly number[]): number {
  // Callers build the list on each render: keep one array while its numbers stay the same.
  const [weights, setWeights] = useState(given)
  if (!sameNumbers(weights, given)) setWeights(given)
  const total = weights.length
  const [count, setCount] = useState(() => stepEnd(weights, 0))
  const rendering = useDeferredWork()?.rendering

  useEffect(() => rendering?.register(() => setCount(total)), [rendering, total])

  useEffect(() => {
    if (count >= total) return
    const next = setTimeout(() => startTransition(() => setCount((shown) => stepEnd(weights, shown))), 0)
    return () => clearTimeout(next)
  }, [count, total, weights])

  return Math.min(count, total)
}
