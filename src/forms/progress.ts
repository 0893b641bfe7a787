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

/** Where the visitor stands in a form shown step by step (see `reachedCount`). */
export interface StepStand {
  /** The questions of the steps behind the visitor (top-level keys, as the sections list them). */
  passed: ReadonlySet<string>
  /** On the last step with nothing required missing and nothing refused: the whole way. */
  done: boolean
}

/**
 * Progress by where the visitor is, on a form shown step by step (issue 43's play-test: "40 %" on the last step,
 * because most questions are optional). A shown question counts when answered, or when left empty in a step the
 * visitor has gone past (the step let it pass); everything counts once the last step can be sent. An answer the
 * check refuses never counts. `leaves` are the shown questions' paths (`['contactInfo', 'email']`).
 */
export function reachedCount(
  leaves: readonly (readonly string[])[],
  data: Record<string, unknown>,
  refused: ReadonlySet<string>,
  stand: StepStand,
): number {
  if (stand.done) return leaves.length
  return leaves.filter((path) => {
    if (refused.has(`.${path.join('.')}`)) return false
    if (stand.passed.has(path[0]!)) return true
    const value = path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), data)
    return isAnswered(value)
  }).length
}
