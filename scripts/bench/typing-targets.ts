import type { JsonObject } from '#form-core/json.ts'
import { fieldOrder, schemaAt, uiAt } from '#form-core/schema-walk.ts'
import { countLeafFields, loadForms } from '../forms/load-forms.ts'

export interface TypingTarget {
  id: string
  route: string
  fieldCount: number
  /** RJSF ids (`root_a_b`) of the first, middle and last text field, in page order. */
  fieldIds: string[]
}

/** A field a visitor types free text into: a textarea or a single-line text input (not a choice, not a date). */
function isTextField(schema: JsonObject | undefined, ui: JsonObject | undefined): boolean {
  if (!schema || schema.type !== 'string' || schema.oneOf || schema.enum || schema.format === 'date') return false
  const widget = ui?.['ui:widget']
  return widget === undefined || widget === 'textarea' || widget === 'text'
}

/**
 * The `count` routed forms with the most fields (from the form files, so a new long form is benchmarked with no
 * code change) and, in each, the first, middle and last text field as the page shows them.
 */
export function typingTargets(count = 3): TypingTarget[] {
  const routed = loadForms().flatMap((form) => {
    const route = (form.schema['x-form'] as { route: string | null }).route
    return route ? [{ form, route, fieldCount: countLeafFields(form.schema) }] : []
  })
  return routed
    .sort((a, b) => b.fieldCount - a.fieldCount || a.form.id.localeCompare(b.form.id))
    .slice(0, count)
    .map(({ form, route, fieldCount }) => {
      const texts = fieldOrder(form.schema, form.uiSchema)
        .map((path) => path.split('.'))
        .filter((path) => isTextField(schemaAt(form.schema, path), uiAt(form.uiSchema, path)))
      if (texts.length === 0) throw new Error(`${form.id}: nenhum campo de texto para digitar`)
      const picked = [texts[0], texts[Math.floor((texts.length - 1) / 2)], texts[texts.length - 1]]
      return { id: form.id, route, fieldCount, fieldIds: picked.map((path) => `root_${path!.join('_')}`) }
    })
}
