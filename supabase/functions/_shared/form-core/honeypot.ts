import type { JsonObject } from './json.ts'

/** Hidden from people, filled by bots; in no schema, so it is taken out before validation (schemas forbid unknown fields). */
export const HONEYPOT_FIELD = '_gotcha'

export interface HoneypotResult {
  payload: JsonObject
  tripped: boolean
}

export function takeHoneypot(payload: JsonObject): HoneypotResult {
  if (!Object.hasOwn(payload, HONEYPOT_FIELD)) return { payload, tripped: false }
  const { [HONEYPOT_FIELD]: trap, ...rest } = payload
  const empty = trap === '' || trap === null || trap === false || trap === undefined
  return { payload: rest, tripped: !empty }
}
