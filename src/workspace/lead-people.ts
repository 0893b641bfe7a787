import { leaves, personalFields, valueAt, type JsonObject } from '#form-core'
import type { Revision } from './reads.ts'

/**
 * Who sent a lead, found the same way for every form: its `x-personal` name, e-mail and phone, and the fields the
 * page autocompletes as an `organization` and a `url` (HTML's own tokens; a company or a site is no personal datum).
 */
export interface Who {
  name?: string
  email?: string
  company?: string
  phone?: string
  website?: string
}

// A meeting's table stores its phone as a number.
const text = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' && value.trim() ? value.trim() : undefined

type Path = readonly string[]

/** Where a revision keeps who sent it; found once per revision (a page of the inbox has 25 rows and a few revisions). */
type WhoPaths = Record<keyof Who, Path[]>

const pathsOf = new WeakMap<Revision, WhoPaths>()

function whoPaths(revision: Revision): WhoPaths {
  let paths = pathsOf.get(revision)
  if (!paths) {
    const personal = personalFields(revision.schema, revision.ui_schema)
    const of = (kind: 'name' | 'email' | 'phone') => personal.filter((f) => f.kind === kind).map((f) => f.path)
    const all = leaves(revision.schema, revision.ui_schema)
    const filled = (token: string) => all.filter((leaf) => leaf.ui['ui:autocomplete'] === token).map((leaf) => leaf.path)
    paths = { name: of('name'), email: of('email'), phone: of('phone'), company: filled('organization'), website: filled('url') }
    pathsOf.set(revision, paths)
  }
  return paths
}

export function whoOf(revision: Revision | undefined, answers: JsonObject): Who {
  if (!revision) return {}
  const paths = whoPaths(revision)
  const first = (at: Path[]) => at.map((path) => text(valueAt(answers, path))).find(Boolean)
  const who: Who = {}
  for (const key of Object.keys(paths) as (keyof Who)[]) {
    const found = first(paths[key])
    if (found) who[key] = found
  }
  return who
}

/** Where a revision keeps its phones: the briefing shows them formatted. */
export const phonePaths = (revision: Revision | undefined): Path[] => (revision ? whoPaths(revision).phone : [])

/** How a list names a lead: its sender's name, else their e-mail or company. */
export const whoText = (who: Who) => who.name ?? who.email ?? who.company ?? 'Sem nome'
