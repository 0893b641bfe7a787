import type { RJSFSchema, UiSchema } from '@rjsf/utils'

/** Splits RJSF's `.a.b` / `a.b` property paths into keys. */
export const propertyPath = (property: string | undefined): string[] =>
  (property ?? '').split('.').filter(Boolean)

/** The schema of the field at `path`, walking nested objects. */
export function fieldSchema(schema: RJSFSchema, path: string[]): RJSFSchema | undefined {
  let node: RJSFSchema | undefined = schema
  for (const key of path) {
    const child: unknown = node?.properties?.[key]
    node = typeof child === 'object' && child !== null ? (child as RJSFSchema) : undefined
  }
  return node
}

/** The uiSchema of the field at `path`. */
export function fieldUiSchema(uiSchema: UiSchema, path: string[]): UiSchema | undefined {
  let node: UiSchema | undefined = uiSchema
  for (const key of path) node = node?.[key] as UiSchema | undefined
  return node
}
