import type { ErrorTransformer, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils'
import { fieldOrder } from './field-order.ts'
import { fieldSchema, fieldUiSchema, propertyPath } from './field-schema.ts'
import { defaultMessage } from './messages.ts'

type Messages = Partial<Record<string, string>>

const customMessages = (uiSchema: UiSchema | undefined): Messages =>
  ((uiSchema?.['ui:options'] as { messages?: Messages } | undefined)?.messages ?? {})

/** A `const` failing inside a choice's `oneOf` repeats the `oneOf` error; keep one message per field. */
const isChoiceNoise = (e: RJSFValidationError) => e.name === 'const' && /oneOf\/\d+\/const$/.test(e.schemaPath ?? '')

/**
 * Builds RJSF's `transformErrors` for one form: custom messages declared in the uiSchema
 * (`ui:options.messages`), else friendly pt-BR text naming the field's title, else ajv-i18n's pt-BR.
 * Errors come out in page order (ajv lists every `required` first), so the focus goes to the first field
 * a visitor sees flagged.
 */
export function createErrorTransformer(schema: RJSFSchema, uiSchema: UiSchema): ErrorTransformer {
  const order = new Map(fieldOrder(schema, uiSchema).map((path, index) => [path, index]))
  const position = (e: RJSFValidationError) => order.get(propertyPath(e.property).join('.')) ?? order.size
  return (errors) => {
    const seen = new Set<string>()
    const sorted = errors.filter((e) => !isChoiceNoise(e)).sort((a, b) => position(a) - position(b))
    return sorted.flatMap((error) => {
      const path = propertyPath(error.property)
      const field = fieldSchema(schema, path)
      const title = field?.title ?? path.at(-1) ?? 'campo'
      const message =
        customMessages(fieldUiSchema(uiSchema, path))[error.name ?? ''] ??
        defaultMessage(error, title) ??
        error.message ??
        'Valor inválido.'
      const key = `${path.join('.')}\u0000${message}`
      if (seen.has(key)) return []
      seen.add(key)
      return [{ ...error, message, stack: `${title}: ${message}` }]
    })
  }
}
