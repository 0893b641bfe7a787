const isAnswered = (value: unknown): boolean => {
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  return value !== undefined && value !== null
}

/**
 * Answered leaf fields, nested groups (the event form) counted field by field. An answer the check refuses (an
 * e-mail with a comma for its dot) is not answered yet (issue 43: "23 de 23" with one of them wrong): `refused`
 * holds RJSF's error properties, `.contactEmail` or `.contactInfo.email`.
 */
export function countAnswered(data: Record<string, unknown> | undefined, refused?: ReadonlySet<string>, at = ''): number {
  return Object.entries(data ?? {}).reduce<number>((n, [key, value]) => {
    const path = `${at}.${key}`
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return n + countAnswered(value as Record<string, unknown>, refused, path)
    }
    return n + (isAnswered(value) && !refused?.has(path) ? 1 : 0)
  }, 0)
}
