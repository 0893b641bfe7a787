import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { anonClient, startTestBackend, type TestBackend } from './support/test-backend.ts'
import { tableForms } from './support/test-forms.ts'

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend?.stop())

type Field = { oneOf?: { const?: unknown }[]; enum?: unknown[] }

/** The options a field's schema offers: `oneOf[].const` (labelled choices) or `enum`. */
const optionsOf = (field: Field | undefined) => (field?.oneOf?.map((o) => o.const) ?? field?.enum ?? []).map(String)

/** Columns whose form field is a choice, with the schema's options. */
const choiceColumns = tableForms.flatMap((form) => {
  const properties = (form.schema.properties ?? {}) as Record<string, Field>
  return Object.entries(form.columns)
    .filter(([, m]) => optionsOf(properties[m.field]).length > 0)
    .map(([column, m]) => ({ table: form.table, column, options: optionsOf(properties[m.field]) }))
})

/** The quoted literals of every CHECK on `table` that names `column` in an `= ANY (ARRAY[...])` list. */
async function allowedByDatabase(table: string, column: string): Promise<string[][]> {
  const { rows } = await backend.db.query<{ def: string }>(
    `select pg_get_constraintdef(oid) as def from pg_constraint where conrelid = $1::regclass and contype = 'c'`,
    [`public."${table}"`],
  )
  return rows
    .filter((r) => r.def.includes(`"${column}" = ANY`) || r.def.includes(`${column} = ANY`))
    .map((r) => [...r.def.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1].replace(/''/g, "'")))
}

describe('table CHECKs follow the forms', () => {
  it('there is a choice column to check (else this suite proves nothing)', () => {
    expect(choiceColumns.length).toBeGreaterThan(0)
  })

  it.each(choiceColumns)('"$table"."$column" allows exactly the schema\'s options (a new option needs a new migration)', async ({ table, column, options }) => {
    const lists = await allowedByDatabase(table, column)
    expect(lists, 'one CHECK lists the options').toHaveLength(1)
    expect([...lists[0]].sort()).toEqual([...options].sort())
  })
})

describe('text a person could type is stored as typed, through the forms function', () => {
  const form = tableForms[0]
  const [optional, { field }] = Object.entries(form.columns).find(([, m]) => m.as === 'nullIfEmpty') ?? ['Comentario', { field: 'message' }]

  it.each([
    ['digits only', '123'],
    ['brackets that are not JSON', '[urgente] ligar cedo'],
    ['braces that are not JSON', '{ligar de manhã}'],
    ['the word true', 'true'],
    ['HTML and script (stored as data, escaped in the e-mail)', '<script>alert("x")</script> & <b>negrito</b>'],
  ])(`${optional}: %s`, async (_, text) => {
    const before = await backend.count(form.table)
    const { data, error } = await anonClient(backend.url).functions.invoke(`forms/${form.formId}`, { body: { ...minimalRecord(form.schema), [field]: text } })
    expect(error, JSON.stringify(data)).toBeNull()
    expect(await backend.count(form.table)).toBe(before + 1)
    const { rows } = await backend.db.query<Record<string, unknown>>(`select * from public."${form.table}" order by id desc limit 1`)
    expect(rows[0][optional]).toBe(text)
  })
})
