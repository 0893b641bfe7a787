/**
 * The bot trap's field name, the one the functions look for (supabase/functions/_shared/honeypot.ts; a test
 * keeps the two equal). People never see the field; bots that fill every input do.
 */
export const HONEYPOT_FIELD = '_gotcha'

/** Splits the trap off the answers: `tripped` when a bot filled it. */
export function splitHoneypot(data: Record<string, unknown>): { answers: Record<string, unknown>; tripped: boolean } {
  const { [HONEYPOT_FIELD]: trap, ...answers } = data
  return { answers, tripped: typeof trap === 'string' && trap !== '' }
}
