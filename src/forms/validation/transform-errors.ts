import type { ErrorTransformer, RJSFSchema, UiSchema } from '@rjsf/utils'
import { type JsonObject, errorLister, HIDDEN_ANSWER_KEYWORD } from '#form-core'

/** RJSF's `.a.0.b` with a `required` key appended, back to the pointer ajv reported (the object lacking the key). */
function instancePathOf(property: string | undefined, keyword: string | undefined): string {
  const segments = (property ?? '').split('.').filter(Boolean)
  return (keyword === 'required' ? segments.slice(0, -1) : segments).map((s) => `/${s}`).join('')
}

// The same sentences in the same order as the server's list (form-core/messages.ts). An answer kept for a question
// its condition now hides is no error here: the page keeps it for a change of mind and drops it when sending (decision 180).
export function createErrorTransformer(schema: RJSFSchema, uiSchema: UiSchema): ErrorTransformer {
  const list = errorLister(schema as JsonObject, uiSchema as JsonObject)
  return (all) => {
    const errors = all.filter((e) => e.name !== HIDDEN_ANSWER_KEYWORD)
    return list(
      errors.map((e) => ({
        instancePath: instancePathOf(e.property, e.name),
        keyword: e.name ?? '',
        params: e.params,
        schemaPath: e.schemaPath,
        message: e.message,
      })),
    ).map(({ index, message }) => ({ ...errors[index], message, stack: message }))
  }
}
