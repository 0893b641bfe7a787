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

export function whoOf(revision: Revision | undefined, answers: JsonObject): Who {
  if (!revision) return {}
  const personal = personalFields(revision.schema, revision.ui_schema)
  const first = (kind: 'name' | 'email') =>
    personal
      .filter((f) => f.kind === kind)
      .map((f) => text(valueAt(answers, f.path)))
      .find(Boolean)
  // The company is no personal datum: the field the page autocompletes as an organization (HTML's own token).
  const company = leaves(revision.schema, revision.ui_schema)
    .filter((leaf) => leaf.ui['ui:autocomplete'] === 'organization')
    .map((leaf) => text(valueAt(answers, leaf.path)))
    .find(Boolean)
  return { name: first('name'), email: first('email'), company }
}
