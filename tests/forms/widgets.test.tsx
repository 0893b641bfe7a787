import { getDefaultRegistry } from '@rjsf/core'
import { getWidget, type RJSFSchema } from '@rjsf/utils'
import { describe, expect, it } from 'vitest'
import { shapeOf, WIDGETS, type FieldShape, type WidgetName } from '#form-core'
import { widgets } from '../../src/forms/theme/theme.ts'

const options = [
  { const: 'a', title: 'A' },
  { const: 'b', title: 'B' },
]
const questions: Record<FieldShape, RJSFSchema> = {
  text: { type: 'string', title: 'Texto' },
  number: { type: 'integer', title: 'Número' },
  boolean: { type: 'boolean', title: 'Sim ou não' },
  choice: { type: 'string', title: 'Escolha', oneOf: options },
  choices: { type: 'array', title: 'Opções', uniqueItems: true, items: { type: 'string', oneOf: options } },
}
/** What the page draws with: RJSF core's widgets under the engine's (src/forms/theme/theme.ts). */
const registered = { ...getDefaultRegistry().widgets, ...widgets }

describe('every widget name check:schemas accepts draws every question shape it is allowed on (form-core/widgets.ts)', () => {
  const cases = (Object.keys(WIDGETS) as WidgetName[]).flatMap((name) => WIDGETS[name].accepts.map((shape) => [name, shape] as const))
  it.each(cases)('%s on %s', (name, shape) => {
    expect(shapeOf(questions[shape] as Record<string, unknown>)).toBe(shape)
    expect(typeof getWidget(questions[shape], name, registered)).toMatch(/function|object/)
  })
})
