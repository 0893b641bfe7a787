import type { CheckContext } from '../check-input.ts'
import { FORM_TABLE_TARGETS, isObject, objectAt, SUBMISSIONS_TABLE } from '#form-core'
import { problem, type Problem } from '../problem.ts'

const allowedTables = FORM_TABLE_TARGETS.map((t) => `"${t}"`).join(', ')

export function checkLinks({ forms }: CheckContext): Problem[] {
  const problems: Problem[] = []
  const kinds = new Map(forms.map((f) => [f.id, objectAt(f.schema['x-form']).kind]))
  for (const { id, schemaFile, schema } of forms) {
    const meta = objectAt(schema['x-form'])
    const submit = isObject(meta.submit) ? meta.submit : {}
    if (typeof submit.table === 'string') {
      if (!FORM_TABLE_TARGETS.includes(submit.table))
        problems.push(
          problem(
            schemaFile,
            '/x-form/submit/table',
            `a tabela "${submit.table}" não recebe formulários: use ${allowedTables}, ou tire "table" para gravar em ${SUBMISSIONS_TABLE}`,
          ),
        )
      const columns = isObject(submit.columns) ? submit.columns : {}
      for (const [column, mapping] of Object.entries(columns)) {
        const field = isObject(mapping) ? mapping.field : undefined
        if (typeof field === 'string' && !(field in objectAt(schema.properties))) {
          problems.push(
            problem(schemaFile, `/x-form/submit/columns/${column}/field`, `a coluna "${column}" usa o campo "${field}", que não existe`),
          )
        }
      }
    }
    const related = Array.isArray(meta.related) ? meta.related : []
    related.forEach((other, i) => {
      const at = `/x-form/related/${i}`
      if (other === id) problems.push(problem(schemaFile, at, 'um formulário não pode sugerir a si mesmo'))
      else if (kinds.get(String(other)) !== 'briefing')
        problems.push(problem(schemaFile, at, `"${String(other)}" não é um briefing existente`))
    })
    if ('services' in meta && meta.kind !== 'briefing')
      problems.push(problem(schemaFile, '/x-form/services', 'só um briefing lista serviços: tire "services" deste formulário'))
  }
  return problems
}
