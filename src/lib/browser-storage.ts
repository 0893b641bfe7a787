// Storage may be disabled, full or corrupt: a read finds nothing and a write is skipped rather than breaking the page.
export function readStored(key: string): unknown {
  try {
    const text = localStorage.getItem(key)
    return text === null ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined) localStorage.removeItem(key)
    else localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Full or disabled: the page goes on without it.
  }
}
