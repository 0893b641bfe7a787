import { submitTargetOf } from './form-core/form-meta.ts'
import { isObject } from './form-core/json.ts'
import { rowAnswers } from './form-core/map-columns.ts'
import type { ClaimedNotification, Outbox } from './outbox.ts'
import type { FormRevision, Lead, Logger, Notifier } from './types.ts'

export interface DeliveryOptions {
  /** One entry (the one just stored), else whatever is due. */
  id?: number
  limit?: number
  /** A provider that neither answers nor fails is given up on after this, and tried again later. */
  timeoutMs?: number
}

export interface DeliveryReport {
  sent: number
  failed: number
}

/** How long a claim lasts: longer than a send with its timeout, so a live sender is never overtaken. */
const LEASE_SECONDS = 120

/** The answers of a stored row: `form_submissions`' payload, or a table row read back through the form's columns. */
function leadOf(entry: ClaimedNotification, schema: FormRevision['schema']): Lead | undefined {
  if (!entry.row) return undefined
  const target = submitTargetOf(schema)
  const payload = target && 'table' in target ? rowAnswers(target.columns, entry.row) : entry.row.payload
  return isObject(payload) ? { id: entry.rowId, formId: entry.formId, payload } : undefined
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sem resposta em ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Sends what the outbox owes the agency: each entry's e-mail rendered from its row and the revision it answered, then
 * marked sent, or failed (retried with backoff by finish_notification). Used right after a lead is stored (in the
 * background, by id), by the flush route that pg_cron calls, and by the local backend's timer. Logs ids and errors,
 * never answers.
 */
export async function deliverNotifications(outbox: Outbox, notifier: Notifier, logger: Logger, options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 }
  const claimed = await outbox.claim({ limit: options.limit ?? 20, leaseSeconds: LEASE_SECONDS, id: options.id })
  for (const entry of claimed) {
    const form: FormRevision | undefined = entry.schema ? { formId: entry.formId, hash: entry.schemaHash, schema: entry.schema, uiSchema: entry.uiSchema } : undefined
    const lead = form && leadOf(entry, form.schema)
    if (!form || !lead) {
      await outbox.finish(entry.id, `${entry.table} #${entry.rowId} não existe mais: nada a avisar`, true)
      report.failed += 1
      continue
    }
    try {
      await withTimeout(notifier.notify(form, lead), options.timeoutMs ?? 10_000)
      await outbox.finish(entry.id)
      report.sent += 1
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      logger.error(`[${entry.formId}] e-mail do envio ${entry.rowId} falhou (tentativa ${entry.attempts}); fica no outbox para nova tentativa`, reason)
      await outbox.finish(entry.id, reason)
      report.failed += 1
    }
  }
  return report
}
