import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Checklist } from './checklist-types.ts'
import { readTicks, writeTicks } from './tick-storage.ts'

/** The ticked items, restored from and saved to this browser on every change. */
export function useAuditTicks(checklist: Checklist) {
  const knownIds = useMemo(
    () => new Set(checklist.categories.flatMap((c) => c.items.map((item) => item.id))),
    [checklist],
  )
  const [ticks, setTicks] = useState<ReadonlySet<string>>(() => readTicks(knownIds))

  useEffect(() => writeTicks(ticks), [ticks])

  const toggle = useCallback((id: string, checked: boolean) => {
    setTicks((current) => {
      const next = new Set(current)
      if (checked) next.add(id)
      else next.delete(id)
      return next
    })
  }, [])

  const reset = useCallback(() => setTicks(new Set()), [])

  return { ticks, toggle, reset }
}
