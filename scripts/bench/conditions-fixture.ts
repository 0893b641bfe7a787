import { cpSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { conditionsOf, type JsonObject, optionsOf, PROJECT_PATHS } from '#form-core'
import { countLeafFields, type FormFiles, loadForms, rootDir } from '../forms/load-forms.ts'

/** How many conditions issue 36's typing case adds to the largest briefing. */
const CONDITIONS = 5
const SUFFIX = '-cinco-condicoes'

type Section = { fields: string[] }

/**
 * The largest routed form with five single choices not yet deciding a condition, with a conditional "Qual?" after
 * each (decision 180's shape, shown for the choice's last option): issue 36's "largest form with five conditions",
 * on its own id and route, beside the shipped one. Undefined when no form has five such choices.
 */
export function withFiveConditions(forms: FormFiles[] = loadForms()): (FormFiles & { route: string }) | undefined {
  const routed = forms
    .filter((f) => (f.schema['x-form'] as { route: string | null }).route)
    .sort((a, b) => countLeafFields(b.schema) - countLeafFields(a.schema) || a.id.localeCompare(b.id))
  for (const form of routed) {
    const schema = structuredClone(form.schema) as JsonObject & { properties: Record<string, unknown>; allOf?: JsonObject[] }
    const uiSchema = structuredClone(form.uiSchema)
    const taken = new Set(conditionsOf(schema).flatMap((c) => [c.trigger, ...c.questions.map(([k]) => k)]))
    const sections = (uiSchema['ui:options'] as { sections: Section[] }).sections
    const triggers = Object.entries(schema.properties)
      .filter(([key, value]) => !taken.has(key) && (value as JsonObject).type === 'string' && optionsOf(value as JsonObject).length > 1)
      .filter(([key]) => sections.some((s) => s.fields.includes(key)))
      .slice(0, CONDITIONS)
    if (triggers.length < CONDITIONS) continue
    for (const [trigger, value] of triggers) {
      const key = `${trigger}Qual`
      const shownFor = optionsOf(value as JsonObject).at(-1)!.const
      schema.properties[key] = true
      schema.allOf = [
        ...(schema.allOf ?? []),
        {
          if: { properties: { [trigger]: { const: shownFor } }, required: [trigger] },
          then: { properties: { [key]: { type: 'string', title: 'Qual?', maxLength: 200 } } },
          else: { properties: { [key]: false } },
        },
      ]
      const section = sections.find((s) => s.fields.includes(trigger))!
      section.fields.splice(section.fields.indexOf(trigger) + 1, 0, key)
    }
    const meta = schema['x-form'] as { route: string }
    const route = `${meta.route}${SUFFIX}`
    schema['x-form'] = { ...meta, route }
    const id = `${form.id}${SUFFIX}`
    return { id, schemaPath: '', uiSchemaPath: '', schema: { ...schema, $id: id }, uiSchema, route }
  }
  return undefined
}

/**
 * A temporary copy of the project with `form` added to its questionnaires: the build of the copy serves it
 * beside the shipped ones, and the shipped files are never touched. The caller removes the folder.
 */
export function projectWith(form: FormFiles): string {
  const dir = mkdtempSync(join(tmpdir(), 'excellis-bench-project-'))
  const skipped = new Set(['.git', 'node_modules', 'dist'].map((name) => join(rootDir, name)))
  cpSync(rootDir, dir, { recursive: true, filter: (source) => !skipped.has(source) })
  symlinkSync(realpathSync(join(rootDir, 'node_modules')), join(dir, 'node_modules'))
  writeFileSync(join(dir, PROJECT_PATHS.schemas, `${form.id}.json`), JSON.stringify(form.schema, null, 2))
  writeFileSync(join(dir, PROJECT_PATHS.uiSchemas, `${form.id}.json`), JSON.stringify(form.uiSchema, null, 2))
  return dir
}
