import { submitTargetOf, isObject, rowAnswers } from '../form-core/index.ts'
import type { ClaimedNotification, Outbox } from './outbox.ts'
import type { FormRevision, Logger } from '../platform/server-types.ts'
import type { Lead, Notifier } from './lead-types.ts'

export interface DeliveryOptions {
  id?: number
  limit?: number
  /** A provider that neither answers nor fails is given up on after this, and tried again later. */
  timeoutMs?: number
  /** No new entry is claimed after this long (pg_net waits 60 s for the flush route); the rest waits for the next flush. */
  budgetMs?: number
}

export interface DeliveryReport {
  sent: number
  failed: number
}

/**
 * A claim lasts its own send and its write, twice over. One entry is claimed right before each send: one claim of 50
 * under one lease sent 33 e-mails for 25 leads once the provider took 7 s each (issue 22).
 */
const leaseSeconds = (timeoutMs: number) => Math.ceil(timeoutMs / 1000) * 2 + 5

function leadOf(entry: ClaimedNotification, schema: FormRevision['schema']): Lead | undefined {
  if (!entry.row) return undefined
  const target = submitTargetOf(schema)
  const payload = target && 'table' in target ? rowAnswers(target.columns, entry.row) : entry.row.payload
  return isObject(payload) ? { id: entry.rowId, table: entry.table, formId: entry.formId, payload } : undefined
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sem resposta em ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** Each entry marked sent, or failed (retried with backoff by finish_notification). Logs ids and errors, never answers. */
export async function deliverNotifications(
  outbox: Outbox,
  notifier: Notifier,
  logger: Logger,
  options: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 }
  const timeoutMs = options.timeoutMs ?? 10_000
  const limit = options.id === undefined ? (options.limit ?? 20) : 1
  const deadline = Date.now() + (options.budgetMs ?? 50_000)
  for (let n = 0; n < limit && Date.now() < deadline; n++) {
    const [entry] = await outbox.claim({ limit: 1, leaseSeconds: leaseSeconds(timeoutMs), id: options.id })
    if (!entry) break
    report[(await deliverOne(outbox, notifier, logger, entry, timeoutMs)) ? 'sent' : 'failed'] += 1
  }
  return report
}

async function deliverOne(
  outbox: Outbox,
  notifier: Notifier,
  logger: Logger,
  entry: ClaimedNotification,
  timeoutMs: number,
): Promise<boolean> {
  const form: FormRevision | undefined = entry.schema
    ? { formId: entry.formId, hash: entry.schemaHash, schema: entry.schema, uiSchema: entry.uiSchema }
    : undefined
  const lead = form && leadOf(entry, form.schema)
  if (!form || !lead) {
    await outbox.finish(entry.id, `${entry.table} #${entry.rowId} não existe mais: nada a avisar`, true)
    return false
  }
  try {
    // The receipt first, marked as soon as it went: a failed notice retried later never sends it twice.
    if (entry.receiptTo && entry.reference && notifier.receipt) {
      const receipt = { to: entry.receiptTo, reference: entry.reference }
      await withTimeout(notifier.receipt(form, lead, receipt, { idempotencyKey: `receipt-${entry.id}` }), timeoutMs)
      await outbox.receiptSent(entry.id)
    }
    // A send recorded as failed after reaching the provider is retried with the same key, and the provider sends it once.
    await withTimeout(notifier.notify(form, lead, { idempotencyKey: `outbox-${entry.id}` }), timeoutMs)
    await outbox.finish(entry.id)
    return true
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    logger.error(
      `[${entry.formId}] e-mail do envio ${entry.rowId} falhou (tentativa ${entry.attempts}); fica no outbox para nova tentativa`,
      reason,
    )
    await outbox.finish(entry.id, reason)
    return false
  }
}
