import type { JsonObject } from './json.ts'
import { leaves } from './schema-walk.ts'

/**
 * The funnel of a form (issue 46, decision 221): what the page tells the `forms` function about a visit, with nothing
 * that tells one person from another. The page sends it (src/forms/page/funnel-events.ts), the function checks and
 * counts it (funnel-route.ts), the workspace reads the counts; these are the words all three share.
 */

/** `view`: the form drawn; `start`: the first answer; `stop`: left after starting; `submit`: a send the server accepted. */
export const FUNNEL_KINDS = ['view', 'start', 'stop', 'submit'] as const

export type FunnelKind = (typeof FUNNEL_KINDS)[number]

export interface FunnelEvent {
  form: string
  /** The revision (schema hash) the page rendered. */
  revision: string
  kind: FunnelKind
  /** A stop's question: its 0-based place in `funnelQuestions`. */
  question?: number
  /** A send's time from the first answer, in whole seconds. */
  seconds?: number
  /** The question of the visit's earlier stop, which this stop or send replaces (the visitor came back). */
  withdraw?: number
}

/** A send timed over a day is not a visit's time any more: refused. */
export const FUNNEL_MAX_SECONDS = 86_400

/** The questions of a revision in the order its page shows them (sections first): a stop is an index into this list. */
export const funnelQuestions = (schema: JsonObject, uiSchema: JsonObject = {}): string[] =>
  leaves(schema, uiSchema).map((leaf) => leaf.path.join('.'))
