import type { JsonObject } from './types.ts'

/**
 * The bot trap: a field the site renders hidden from people (off-screen, `tabindex=-1`,
 * `autocomplete=off`). People leave it empty; form-filling bots fill every input they find.
 * The name is not in any schema, so it is taken out before validation (schemas forbid unknown fields).
 */
export const HONEYPOT_FIELD = '_gotcha'

export interface HoneypotResult {
  payload: JsonObject
  tripped: boolean
}

export function takeHoneypot(payload: JsonObject): HoneypotResult {
  if (!Object.hasOwn(payload, HONEYPOT_FIELD)) return { payload, tripped: false }
  const { [HONEYPOT_FIELD]: trap, ...rest } = payload
  const empty = trap === '' || trap === null || trap === false
  return { payload: rest, tripped: !empty }
}
