import type { RJSFSchema, UiSchema } from '@rjsf/utils'

interface NodeOptions {
  sections?: { fields: string[] }[]
}

/** Keys of one object in the order the page shows them: its sections, else `ui:order`, else the schema's. */
function displayedKeys(schema: RJSFSchema, uiSchema: UiSchema | undefined): string[] {
  const keys = Object.keys(schema.properties ?? {})
  const sections = (uiSchema?.['ui:options'] as NodeOptions | undefined)?.sections
  const declared = sections ? sections.flatMap((s) => s.fields) : ((uiSchema?.['ui:order'] as string[] | undefined) ?? [])
  const listed = declared.filter((key) => keys.includes(key))
  return [...listed, ...keys.filter((key) => !listed.includes(key))]
}

/** Every field path (`a.b`) in the order a visitor meets it on the page, nested groups included. */
export function fieldOrder(schema: RJSFSchema, uiSchema: UiSchema | undefined, at: string[] = []): string[] {
  return displayedKeys(schema, uiSchema).flatMap((key) => {
    const child = schema.properties?.[key] as RJSFSchema
    const path = [...at, key]
    const nested = child.type === 'object' ? fieldOrder(child, uiSchema?.[key] as UiSchema | undefined, path) : []
    return [path.join('.'), ...nested]
  })
}
