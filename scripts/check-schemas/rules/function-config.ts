import { isObject, xForm, type CheckContext } from '../context.ts'
import { sectionProblems, sectionText, sharedImportMap } from '../function-config.ts'
import { problem, type Problem } from '../problem.ts'

/**
 * Each form's function is public in supabase/config.toml. Without its section a deploy defaults to
 * verify_jwt = true and every visitor's submission is refused with 401.
 */
export function checkFunctionConfig({ forms, functions, functionConfig }: CheckContext): Problem[] {
  if (!functionConfig) return []
  const importMap = sharedImportMap(functionConfig.sections)
  return forms.flatMap(({ schemaFile, schema }) => {
    const submit = xForm(schema).submit
    const name = isObject(submit) ? submit.function : undefined
    if (typeof name !== 'string' || !functions.has(name)) return []
    const section = functionConfig.sections.find((s) => s.name === name)
    if (!section) {
      const add = sectionText(name, importMap).trim().replaceAll('\n', ' / ')
      const where = functionConfig.exists ? 'supabase/config.toml não tem' : 'falta supabase/config.toml com'
      return [problem(schemaFile, '/x-form/submit/function', `${where} a seção da função "${name}"; acrescente: ${add}`)]
    }
    return sectionProblems(section, importMap).map((message) => ({ ...problem(functionConfig.file, '', message), offset: section.offset }))
  })
}
