/**
 * What a visitor keeps in this browser (drafts, audit ticks), as JSON in localStorage. Storage may be disabled
 * (private mode), full, or hold a value that is not JSON: a read then finds nothing and a write is skipped,
 * because a page that works without what it stored is worth more than one that breaks over it.
 */
export function readStored(key: string): unknown {
  try {
    const text = localStorage.getItem(key)
    return text === null ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Stores `value` as JSON, or removes the key when `value` is undefined. */
export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined) localStorage.removeItem(key)
    else localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // See above: the page goes on without it.
  }
}
