import { leaves, personalFields, valueAt, type JsonObject } from '#form-core'

/** A revision as the workspace reads it: its schema and the layout its page had. */
export interface Revision {
  form_id: string
  hash: string
  schema: JsonObject
  ui_schema: JsonObject
}

/** Who sent a lead, found the same way for every form: its `x-personal` name and e-mail, its `organization` field. */
export interface Who {
  name?: string
  email?: string
  company?: string
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

type Path = readonly string[]

/** Where a revision keeps who sent it; found once per revision (a page of the inbox has 25 rows and a few revisions). */
interface WhoPaths {
  name: Path[]
  email: Path[]
  company: Path[]
}

const pathsOf = new WeakMap<Revision, WhoPaths>()

function whoPaths(revision: Revision): WhoPaths {
  let paths = pathsOf.get(revision)
  if (!paths) {
    const personal = personalFields(revision.schema, revision.ui_schema)
    const of = (kind: 'name' | 'email') => personal.filter((f) => f.kind === kind).map((f) => f.path)
    // The company is no personal datum: the field the page autocompletes as an organization (HTML's own token).
    const company = leaves(revision.schema, revision.ui_schema)
      .filter((leaf) => leaf.ui['ui:autocomplete'] === 'organization')
      .map((leaf) => leaf.path)
    paths = { name: of('name'), email: of('email'), company }
    pathsOf.set(revision, paths)
  }
  return paths
}

export function whoOf(revision: Revision | undefined, answers: JsonObject): Who {
  if (!revision) return {}
  const paths = whoPaths(revision)
  const first = (at: Path[]) => at.map((path) => text(valueAt(answers, path))).find(Boolean)
  return { name: first(paths.name), email: first(paths.email), company: first(paths.company) }
}
