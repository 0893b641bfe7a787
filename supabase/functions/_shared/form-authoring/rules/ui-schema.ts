import type { CheckContext } from '../check-input.ts'
import {
  isObject,
  objectAt,
  propertiesOf,
  type JsonObject,
  isWidgetName,
  shapeNames,
  shapeOf,
  widgetOf,
  WIDGETS,
  type WidgetName,
} from '#form-core'
import { pointerOf, problem, type Problem } from '../problem.ts'

const widgetNames = Object.keys(WIDGETS).join(', ')

/** Without sections, `ui:order` gives the order and names every field; with sections it would be a second list. */
function checkOrder(file: string, ui: JsonObject, keys: string[], at: string[], hasSections: boolean): Problem[] {
  const order = ui['ui:order']
  if (hasSections)
    return order === undefined
      ? []
      : [problem(file, pointerOf(...at, 'ui:order'), '"ui:order" sobra: as seções já dão a ordem das perguntas; tire-o')]
  if (!Array.isArray(order)) return [problem(file, pointerOf(...at), '"ui:order" deve listar todos os campos')]
  const problems = order.flatMap((key, i) =>
    typeof key === 'string' && keys.includes(key)
      ? []
      : [problem(file, pointerOf(...at, 'ui:order', i), `"ui:order" cita "${String(key)}", que não existe no schema`)],
  )
  for (const key of keys) {
    if (!order.includes(key)) problems.push(problem(file, pointerOf(...at, 'ui:order'), `"ui:order" não inclui o campo "${key}"`))
  }
  return problems
}

function checkSections(file: string, sections: unknown[], keys: string[], at: string[]): Problem[] {
  const seen = new Map<string, number>()
  const problems: Problem[] = []
  sections.forEach((section, s) => {
    const fields = isObject(section) && Array.isArray(section.fields) ? section.fields : []
    fields.forEach((field, f) => {
      const where = pointerOf(...at, 'ui:options', 'sections', s, 'fields', f)
      if (typeof field !== 'string' || !keys.includes(field))
        problems.push(problem(file, where, `a seção cita "${String(field)}", que não existe no schema`))
      else if (seen.has(field)) problems.push(problem(file, where, `"${field}" aparece em mais de uma seção`))
      else seen.set(field, s)
    })
  })
  for (const key of keys) {
    if (!seen.has(key))
      problems.push(problem(file, pointerOf(...at, 'ui:options', 'sections'), `o campo "${key}" não está em nenhuma seção`))
  }
  return problems
}

function checkWidget(file: string, key: string, field: JsonObject, ui: JsonObject, at: string[]): Problem[] {
  const named = ui['ui:widget']
  const where = pointerOf(...at, key, ...(named === undefined ? [] : ['ui:widget']))
  if (named !== undefined && !isWidgetName(named))
    return [problem(file, where, `widget desconhecido "${String(named)}" (use um de: ${widgetNames})`)]
  const widget = widgetOf(field, ui)
  const shape = shapeOf(field)
  if (!widget || !shape || (WIDGETS[widget].accepts as readonly string[]).includes(shape)) return []
  const fits = (Object.keys(WIDGETS) as WidgetName[]).filter((w) => (WIDGETS[w].accepts as readonly string[]).includes(shape))
  const fix = `use "ui:widget": ${fits.map((w) => `"${w}"`).join(' ou ')}`
  return [
    problem(
      file,
      where,
      named === undefined
        ? `"${key}" é ${shapeNames[shape]}: ${fix}`
        : `o widget "${widget}" não serve para "${key}" (${shapeNames[shape]}): ${fix}`,
    ),
  ]
}

function checkUiObject(file: string, ui: JsonObject, schema: JsonObject, at: string[]): Problem[] {
  const properties = objectAt(schema.properties)
  const keys = Object.keys(properties)
  const { sections, steps } = objectAt(ui['ui:options'])
  const problems = [
    ...checkOrder(file, ui, keys, at, Array.isArray(sections)),
    ...(Array.isArray(sections) ? checkSections(file, sections, keys, at) : []),
  ]
  // Steps are the root's sections, one per screen: a group's options or a form without two sections has none.
  if (steps === true && (at.length > 0 || !Array.isArray(sections) || sections.length < 2))
    problems.push(problem(file, pointerOf(...at, 'ui:options', 'steps'), '"steps" precisa de pelo menos duas seções na raiz'))
  for (const key of Object.keys(ui)) {
    if (!key.startsWith('ui:') && !(key in properties)) problems.push(problem(file, pointerOf(...at, key), `"${key}" não existe no schema`))
  }
  for (const [key, child] of propertiesOf(schema)) {
    if (child.type === 'object') problems.push(...checkUiObject(file, objectAt(ui[key]), child, [...at, key]))
    else problems.push(...checkWidget(file, key, child, objectAt(ui[key]), at))
  }
  return problems
}

/** The uiSchema names only existing fields, places every one once (sections, else `ui:order`) and draws each with a widget that fits. */
export function checkUiSchemas({ forms }: CheckContext): Problem[] {
  return forms.flatMap(({ uiFile, uiSchema, schema }) => checkUiObject(uiFile, uiSchema, schema, []))
}
