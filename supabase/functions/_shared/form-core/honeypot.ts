import type { JsonObject } from './json.ts'

/**
 * The bot trap: a field every form renders hidden from people (off-screen, `tabindex=-1`, `autocomplete=off`).
 * People leave it empty; form-filling bots fill every input they find. It is in no schema, so it is taken out
 * before validation (schemas forbid unknown fields).
 */
export const HONEYPOT_FIELD = '_gotcha'

export interface HoneypotResult {
  payload: JsonObject
  tripped: boolean
}

/** Splits the trap off the answers: `tripped` when anything but emptiness arrived in it. */
export function takeHoneypot(payload: JsonObject): HoneypotResult {
  if (!Object.hasOwn(payload, HONEYPOT_FIELD)) return { payload, tripped: false }
  const { [HONEYPOT_FIELD]: trap, ...rest } = payload
  const empty = trap === '' || trap === null || trap === false || trap === undefined
  return { payload: rest, tripped: !empty }
}
