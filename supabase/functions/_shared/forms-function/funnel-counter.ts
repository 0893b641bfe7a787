import type { FunnelEvent } from '../form-core/index.ts'
import type { CallDatabase } from '../platform/call-database.ts'
import { groupCommit, type GroupCommitOptions } from '../platform/group-commit.ts'
import type { RateDecision } from './rate-limit.ts'

/**
 * The funnel's counts in Postgres, written in batches (decision 230): the events of a few milliseconds go to
 * `count_form_events` (supabase/schema.sql) in one call, one transaction, and each event's request is answered once
 * that call committed. The limit per client is decided in the same statement, event by event in arrival order.
 */

export interface FunnelLimits {
  perClient: number
  windowSeconds: number
}

export interface FunnelCounter {
  /** Counts the event when the client is under its limit; the limit's decision either way. */
  count(clientKey: string, event: FunnelEvent): Promise<RateDecision>
  /** A refused event, counted against the same limit only. */
  refused(clientKey: string): Promise<RateDecision>
}

/**
 * A few milliseconds: a beacon's answer is read by nobody, so the wait costs a visitor nothing, and at a thousand
 * events a second it gathers a few dozen per statement. 500 keeps one call's JSON far below PostgREST's body limit.
 */
export const FUNNEL_BATCH: GroupCommitOptions = { windowMs: 4, maxItems: 500 }

/** One element of `p_events`: an event without a kind is a refused one (the limit only). */
type BatchItem = { client: string } & Partial<FunnelEvent>
type Row = { ord: number; allowed: boolean; retry_after: number }

const decision = (row: Row | undefined): RateDecision => {
  if (!row) throw new Error('o contador do funil não respondeu')
  return row.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Number(row.retry_after)) }
}

export function createFunnelCounter(call: CallDatabase, limits: FunnelLimits, batch: GroupCommitOptions = FUNNEL_BATCH): FunnelCounter {
  const counted = groupCommit<BatchItem, RateDecision>(async (items) => {
    const rows = await call<Row>('count_form_events', {
      p_events: items,
      p_limit: limits.perClient,
      p_window_seconds: limits.windowSeconds,
    })
    const byOrd = new Map(rows.map((r) => [Number(r.ord), r]))
    return items.map((_, i) => decision(byOrd.get(i + 1)))
  }, batch)
  return {
    count: (client, event) => counted({ client, ...event }),
    refused: (client) => counted({ client }),
  }
}
