import type { JsonObject } from './json.ts'
import { isPersonalKind, PERSONAL_KEYWORD, PERSONAL_KINDS, type PersonalKind } from './personal-data.ts'
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
