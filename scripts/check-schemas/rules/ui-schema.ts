import { isObject, propertiesOf, type CheckContext, type Json } from '../context.ts'
import { pointerOf, problem, type Problem } from '../problem.ts'

/** Widget names the engine's registry knows (RJSF's standard ones plus ours in src/forms/theme). */
const knownWidgets = new Set([
  'text', 'textarea', 'email', 'uri', 'url', 'date', 'password', 'hidden', 'select', 'radio', 'checkbox',
  'checkboxes', 'updown', 'range', 'color', 'file', 'other-text',
])

function checkOrder(file: string, ui: Json, keys: string[], at: string[]): Problem[] {
  const order = ui['ui:order']
  if (!Array.isArray(order)) return [problem(file, pointerOf(...at), '"ui:order" deve listar todos os campos')]
  const problems = order.flatMap((key, i) =>
    typeof key === 'string' && keys.includes(key) ? [] : [problem(file, pointerOf(...at, 'ui:order', i), `"ui:order" cita "${String(key)}", que não existe no schema`)],
  )
  for (const key of keys) {
    if (!order.includes(key)) problems.push(problem(file, pointerOf(...at, 'ui:order'), `"ui:order" não inclui o campo "${key}"`))
  }
  return problems
}

function checkSections(file: string, ui: Json, keys: string[], at: string[]): Problem[] {
  const options = isObject(ui['ui:options']) ? ui['ui:options'] : {}
  if (!Array.isArray(options.sections)) return []
  const seen = new Map<string, number>()
  const problems: Problem[] = []
  options.sections.forEach((section, s) => {
    const fields = isObject(section) && Array.isArray(section.fields) ? section.fields : []
    fields.forEach((field, f) => {
      const where = pointerOf(...at, 'ui:options', 'sections', s, 'fields', f)
      if (typeof field !== 'string' || !keys.includes(field)) problems.push(problem(file, where, `a seção cita "${String(field)}", que não existe no schema`))
      else if (seen.has(field)) problems.push(problem(file, where, `"${field}" aparece em mais de uma seção`))
      else seen.set(field, s)
    })
  })
  for (const key of keys) {
    if (!seen.has(key)) problems.push(problem(file, pointerOf(...at, 'ui:options', 'sections'), `o campo "${key}" não está em nenhuma seção`))
  }
  return problems
}

function checkUiObject(file: string, ui: Json, schema: Json, at: string[]): Problem[] {
  const properties = propertiesOf(schema)
  const keys = Object.keys(properties)
  const problems = [...checkOrder(file, ui, keys, at), ...checkSections(file, ui, keys, at)]
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue
    if (!(key in properties)) {
      problems.push(problem(file, pointerOf(...at, key), `"${key}" não existe no schema`))
      continue
    }
    if (!isObject(value)) continue
    const widget = value['ui:widget']
    if (typeof widget === 'string' && !knownWidgets.has(widget)) {
      problems.push(problem(file, pointerOf(...at, key, 'ui:widget'), `widget desconhecido "${widget}"`))
    }
    const child = properties[key]
    if (isObject(child) && child.type === 'object') problems.push(...checkUiObject(file, value, child, [...at, key]))
  }
  return problems
}

/** The uiSchema names only existing fields, orders all of them and puts each in exactly one section. */
export function checkUiSchemas({ forms }: CheckContext): Problem[] {
  return forms.flatMap(({ uiFile, uiSchema, schema }) => checkUiObject(uiFile, uiSchema, schema, []))
}
