import type { JsonObject } from './json.ts'
import { isPersonalKind, PERSONAL_KEYWORD, PERSONAL_KINDS, type PersonalKind } from './personal-data.ts'
import { valueAt } from './migrations.ts'
import { leaves } from './schema-walk.ts'

// Apart from personal-data.ts: the server and the workspace walk a form for its personal fields, the public pages
// never do, and a browser chunk carries every export of a module that any chunk uses (issue 28: the form pages'
// personal-data chunk grew 0.6 KB when the workspace called these).

export interface PersonalField {
  path: string[]
  kind: PersonalKind
  title: string
}

export function personalFields(schema: JsonObject, uiSchema: JsonObject = {}): PersonalField[] {
  return leaves(schema, uiSchema).flatMap((leaf) => {
    const kind = leaf.schema[PERSONAL_KEYWORD]
    return isPersonalKind(kind)
      ? [{ path: leaf.path, kind, title: typeof leaf.schema.title === 'string' ? leaf.schema.title : leaf.path.join('.') }]
      : []
  })
}

export const personalKindsOf = (schema: JsonObject): PersonalKind[] => {
  const found = new Set(personalFields(schema).map((f) => f.kind))
  return PERSONAL_KINDS.filter((k) => found.has(k))
}

/**
 * Who sent a lead, found the same way for every form and everywhere (the workspace's list and page, the CSV): its
 * `x-personal` name, e-mail and phone, and the fields the page autocompletes as an `organization` and a `url` (HTML's
 * own tokens; a company or a site is no personal datum).
 */
export interface Who {
  name?: string
  email?: string
  company?: string
  phone?: string
  website?: string
}

type Path = readonly string[]

/** Where a revision keeps who sent it; found once per schema (a page of the inbox has 25 rows and a few revisions). */
type WhoPaths = Record<keyof Who, Path[]>

const pathsOf = new WeakMap<JsonObject, WhoPaths>()

/** The paths of `who` in a revision (`uiSchema` is the same revision's: one per schema object). */
export function whoPaths(schema: JsonObject, uiSchema: JsonObject = {}): WhoPaths {
  let paths = pathsOf.get(schema)
  if (!paths) {
    const personal = personalFields(schema, uiSchema)
    const of = (kind: 'name' | 'email' | 'phone') => personal.filter((f) => f.kind === kind).map((f) => f.path)
    const all = leaves(schema, uiSchema)
    const filled = (token: string) => all.filter((leaf) => leaf.ui['ui:autocomplete'] === token).map((leaf) => leaf.path)
    paths = { name: of('name'), email: of('email'), phone: of('phone'), company: filled('organization'), website: filled('url') }
    pathsOf.set(schema, paths)
  }
  return paths
}

// A number answer (an old meeting's phone) as text; blank text is no answer.
const text = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' && value.trim() ? value.trim() : undefined

/** The first answer of each kind, as text; nothing without the revision. */
export function whoOf(revision: { schema: JsonObject; uiSchema?: JsonObject } | undefined, answers: JsonObject): Who {
  if (!revision) return {}
  const paths = whoPaths(revision.schema, revision.uiSchema)
  const who: Who = {}
  for (const key of Object.keys(paths) as (keyof Who)[]) {
    const found = paths[key].map((path) => text(valueAt(answers, path))).find(Boolean)
    if (found) who[key] = found
  }
  return who
}

/** Every e-mail and phone a lead holds, not only the first as `whoOf` says: where else the same person can be found. */
export function contactsOf(revision: { schema: JsonObject; uiSchema?: JsonObject } | undefined, answers: JsonObject): string[] {
  if (!revision) return []
  const paths = whoPaths(revision.schema, revision.uiSchema)
  return [...paths.email, ...paths.phone].map((path) => text(valueAt(answers, path))).filter((v) => v !== undefined)
}

/** Titles a name may start with ("Dra. Ana Souza"): a greeting skips them and says the given name. */
const TITLES = /^(dr|dra|sr|sra|srta|prof|profa|dona|dom)\.?$/i

/** The given name to greet a person by: "Ana" for "Dra. Ana Souza"; undefined when there is none. */
export const givenName = (name: string): string | undefined =>
  name
    .trim()
    .split(/\s+/)
    .find((word) => word && !TITLES.test(word))
