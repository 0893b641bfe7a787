const isAnswered = (value: unknown): boolean => {
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  return value !== undefined && value !== null
}

/** Answered leaf fields, nested groups (the event form) counted field by field. */
export function countAnswered(data: Record<string, unknown> | undefined): number {
  return Object.values(data ?? {}).reduce<number>((n, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return n + countAnswered(value as Record<string, unknown>)
    }
    return n + (isAnswered(value) ? 1 : 0)
  }, 0)
}
