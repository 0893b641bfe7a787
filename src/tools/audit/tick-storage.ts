/** Versioned key: a future change of meaning gets a new key instead of misreading old ticks. */
const KEY = 'excellis:audit:v1'

/** The ticked item ids saved in this browser, limited to ids the checklist still has. */
export function readTicks(knownIds: ReadonlySet<string>): Set<string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    if (!Array.isArray(parsed)) return new Set()
    return new Set(parsed.filter((id): id is string => typeof id === 'string' && knownIds.has(id)))
  } catch {
    // Corrupt or unavailable storage: an empty audit is better than a broken page.
    return new Set()
  }
}

export function writeTicks(ticks: ReadonlySet<string>): void {
  try {
    if (ticks.size === 0) localStorage.removeItem(KEY)
    else localStorage.setItem(KEY, JSON.stringify([...ticks]))
  } catch {
    // Storage full or disabled (private mode): the audit still works for this visit.
  }
}
