import { existsSync, readFileSync } from 'node:fs'
import localizePtBR from 'ajv-i18n/localize/pt-BR'
import { createAjv, isObject, listErrors, paramsOf, type JsonObject as Json } from '#form-core'
import { parseJson, pointerOf, problem, type Problem } from '#form-authoring'
import checklistSchema from '../../src/tools/audit/checklist.schema.json' with { type: 'json' }

export interface ChecklistCheck {
  problems: Problem[]
  text?: string
}

export function checkChecklist(file: string): ChecklistCheck {
  if (!existsSync(file)) return { problems: [problem(file, '', 'arquivo da auditoria não encontrado')] }
  const text = readFileSync(file, 'utf8')
  const json = parseJson(file, text)
  if (!json.ok) return { problems: json.problems, text }
  return { problems: [...checkChecklistSchema(file, json.value), ...checkChecklistRules(file, json.value)], text }
}

const validate = createAjv().compile(checklistSchema)

/** Shape errors, in Portuguese: the people who edit the checklist are marketers. */
function checkChecklistSchema(file: string, value: unknown): Problem[] {
  if (validate(value)) return []
  const errors = validate.errors ?? []
  localizePtBR(errors)
  // The forms' one builder (form-core's listErrors): at the missing or unexpected key, each sentence once.
  const listed = listErrors(errors, (e) => {
    const named = e.keyword === 'additionalProperties' ? ` ("${String(paramsOf(e).additionalProperty)}")` : ''
    return `checklist${e.instancePath}: ${e.message ?? 'inválido'}${named}`
  })
  return listed.map(({ subject, message }) => problem(file, pointerOf(...subject), message))
}

const listOf = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : [])

function duplicates(file: string, entries: { value: unknown; at: (string | number)[] }[], what: string): Problem[] {
  const first = new Map<string, string>()
  return entries.flatMap(({ value, at }) => {
    if (typeof value !== 'string') return []
    const seen = first.get(value)
    if (seen) return [problem(file, pointerOf(...at), `${what} "${value}" repetido: já aparece em ${seen}`)]
    first.set(value, pointerOf(...at))
    return []
  })
}

/** What the schema cannot say. Item ids are the keys saved in the browser: a repeat would tick two boxes at once. */
function checkChecklistRules(file: string, config: Json): Problem[] {
  const categories = Array.isArray(config.categories) ? config.categories : []
  const problems: Problem[] = []
  const weights = categories.map((c) => (isObject(c) && typeof c.weight === 'number' ? c.weight : 0))
  const sum = weights.reduce((a, b) => a + b, 0)
  if (categories.length > 0 && sum !== 100) {
    problems.push(problem(file, '/categories', `os pesos das categorias somam ${sum} (${weights.join(' + ')}); devem somar 100`))
  }
  categories.forEach((c, i) => {
    if (isObject(c) && Array.isArray(c.items) && c.items.length === 0) {
      problems.push(problem(file, pointerOf('categories', i, 'items'), `a categoria "${String(c.title ?? c.id)}" não tem nenhum item`))
    }
  })
  const items = categories.flatMap((c, i) =>
    listOf(isObject(c) ? c.items : []).map((item, j) => ({ item, at: ['categories', i, 'items', j] })),
  )
  problems.push(
    ...duplicates(
      file,
      categories.map((c, i) => ({ value: isObject(c) ? c.id : undefined, at: ['categories', i, 'id'] })),
      'id de categoria',
    ),
    ...duplicates(
      file,
      items.map(({ item, at }) => ({ value: item.id, at: [...at, 'id'] })),
      'id de item',
    ),
    ...duplicates(
      file,
      items.map(({ item, at }) => ({ value: item.label, at: [...at, 'label'] })),
      'rótulo de item',
    ),
  )
  const bands = listOf(config.bands)
  problems.push(
    ...duplicates(
      file,
      bands.map((b, i) => ({ value: typeof b.min === 'number' ? String(b.min) : undefined, at: ['bands', i, 'min'] })),
      'início de faixa',
    ),
  )
  if (bands.length > 0 && !bands.some((b) => b.min === 0)) {
    problems.push(problem(file, '/bands', 'nenhuma faixa começa em 0: notas baixas ficariam sem interpretação'))
  }
  return problems
}
