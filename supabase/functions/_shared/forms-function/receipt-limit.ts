import type { CallDatabase } from '../platform/call-database.ts'
import type { Logger } from '../platform/server-types.ts'
import { clientAddress, clientKey, createRateLimiter } from './rate-limit.ts'

export interface ReceiptLimits {
  perAddress: number
  perClient: number
}

/** Whether this send may mail its receipt to `address`: a few a day per address and per client (decision 209). */
export interface ReceiptGate {
  allows(address: string, req: Request): Promise<boolean>
}

const DAY_SECONDS = 86_400
/** The rate limiter's scope for receipts; a form id never starts with `_`. */
const RECEIPT_SCOPE = '_receipt'

/**
 * Counted in `hit_rate_limit`, as the sends are, under keys of their own: a salted hash of the lower-cased address (no
 * address is stored with the count) and one of the client's network, each in its own day. Over either, the lead is
 * stored and notified as always, with no receipt. A limiter that cannot answer sends none: a receipt is a courtesy,
 * a stranger's inbox is not ours to fill.
 */
export function createReceiptGate(call: CallDatabase, limits: ReceiptLimits, salt: string, logger: Logger): ReceiptGate {
  const perAddress = createRateLimiter(call, { perForm: limits.perAddress, perClient: limits.perAddress, windowSeconds: DAY_SECONDS })
  const perClient = createRateLimiter(call, { perForm: limits.perClient, perClient: limits.perClient, windowSeconds: DAY_SECONDS })
  return {
    async allows(address, req) {
      try {
        const [byAddress, byClient] = await Promise.all([
          perAddress.hit(await clientKey(salt, `recibo:${address.trim().toLowerCase()}`), RECEIPT_SCOPE),
          perClient.hit(await clientKey(salt, `recibo-cliente:${clientAddress(req)}`), RECEIPT_SCOPE),
        ])
        return byAddress.allowed && byClient.allowed
      } catch (error) {
        logger.error('[forms] limite de recibos indisponível; envio aceito sem recibo', error)
        return false
      }
    },
  }
}
