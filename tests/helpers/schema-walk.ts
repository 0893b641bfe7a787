import type { RJSFSchema, UiSchema } from '@rjsf/utils'

export interface Leaf {
  path: string[]
  schema: RJSFSchema
  ui: UiSchema
  required: boolean
}

/** Every leaf field of a schema with its uiSchema and whether it is required: tests derive from this, never from lists. */
export function leaves(schema: RJSFSchema, ui: UiSchema = {}, at: string[] = []): Leaf[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => {
    const child = value as RJSFSchema
    const childUi = (ui[key] ?? {}) as UiSchema
    if (child.type === 'object') return leaves(child, childUi, [...at, key])
    return [{ path: [...at, key], schema: child, ui: childUi, required: required.has(key) }]
  })
}

export const rjsfId = (path: string[]) => `root_${path.join('_')}`
