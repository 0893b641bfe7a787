import { whoOf as whoIn, whoPaths, type JsonObject, type Who } from '#form-core'
import type { Revision } from './reads.ts'

export type { Who }

/** Who sent a lead (form-core's `whoOf`, the CSV's too), read with the revision it was sent under. */
export const whoOf = (revision: Revision | undefined, answers: JsonObject): Who =>
  whoIn(revision && { schema: revision.schema, uiSchema: revision.ui_schema }, answers)

/** Where a revision keeps its phones: the briefing shows them formatted. */
export const phonePaths = (revision: Revision | undefined) => (revision ? whoPaths(revision.schema, revision.ui_schema).phone : [])

/** How a list names a lead: its sender's name, else their e-mail or company. */
export const whoText = (who: Who) => who.name ?? who.email ?? who.company ?? 'Sem nome'
