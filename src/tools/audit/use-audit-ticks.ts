import { useCallback, useEffect, useMemo, useState } from 'react'
import { STORAGE_KEYS } from '#form-core'
import { readStored, writeStored } from '../../lib/browser-storage.ts'
import type { Checklist } from './audit-checklist.ts'

// Versioned key: a future change of meaning gets a new key instead of misreading old ticks.
const KEY = STORAGE_KEYS.auditTicks

function readTicks(knownIds: ReadonlySet<string>): Set<string> {
  const stored = readStored(KEY)
  return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string' && knownIds.has(id)) : [])
}

export function useAuditTicks(checklist: Checklist) {
  const knownIds = useMemo(() => new Set(checklist.categories.flatMap((c) => c.items.map((item) => item.id))), [checklist])
  const [ticks, setTicks] = useState<ReadonlySet<string>>(() => readTicks(knownIds))

  useEffect(() => writeStored(KEY, ticks.size === 0 ? undefined : [...ticks]), [ticks])

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
