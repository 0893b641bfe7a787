import type { ErrorTransformer, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils'
import type { JsonObject } from '#form-core/json.ts'
import { customMessage, fieldMessage, isChoiceNoise, paramsOf } from '#form-core/messages.ts'
import { fieldOrder, titleAt, uiAt } from '#form-core/schema-walk.ts'

/** RJSF's `.a.b` / `a.b` property paths as keys. */
const propertyPath = (property: string | undefined): string[] => (property ?? '').split('.').filter(Boolean)

/**
 * Builds RJSF's `transformErrors` for one form: the form's own sentence from its ui-schema
 * (`ui:options.messages`), else the sentence the server would answer too (form-core/messages.ts), else
 * ajv-i18n's pt-BR. Errors come out in page order (ajv lists every `required` first), so the focus goes to the
 * first field a visitor sees flagged.
 */
export function createErrorTransformer(rjsfSchema: RJSFSchema, rjsfUiSchema: UiSchema): ErrorTransformer {
  const schema = rjsfSchema as JsonObject
  const uiSchema = rjsfUiSchema as JsonObject
  const order = new Map(fieldOrder(schema, uiSchema).map((path, index) => [path, index]))
  const position = (e: RJSFValidationError) => order.get(propertyPath(e.property).join('.')) ?? order.size
  return (errors) => {
    const seen = new Set<string>()
    const sorted = errors.filter((e) => !isChoiceNoise(e.name ?? '', e.schemaPath)).sort((a, b) => position(a) - position(b))
    return sorted.flatMap((error) => {
      const path = propertyPath(error.property)
      const keyword = error.name ?? ''
      const title = titleAt(schema, path)
      const message =
        customMessage(uiAt(uiSchema, path), keyword) ?? fieldMessage(keyword, paramsOf(error.params), title) ?? error.message ?? 'Valor inválido.'
      const key = `${path.join('.')}\u0000${message}`
      if (seen.has(key)) return []
      seen.add(key)
      return [{ ...error, message, stack: message }]
    })
  }
}
