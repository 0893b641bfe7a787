import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mapColumns } from '#form-core/map-columns.ts'
import { schemaHash } from '#form-core/schema-hash.ts'
import { createLeadStore } from '../../supabase/functions/_shared/lead-store.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { sqlCalls } from '../../scripts/local-backend/sql-calls.ts'
import { validValue } from './support/schema-cases.ts'
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

describe('no CHECK is stricter than the schema (a lead the function accepted must never fail to store)', () => {
  const columns = tableForms.flatMap((form) => Object.entries(form.columns).map(([column, mapping]) => ({ form, column, mapping })))

  it.each(columns)('"$form.table"."$column" stores every value the schema accepts for its field', async ({ form, column, mapping }) => {
    const field = ((form.schema.properties ?? {}) as Record<string, Record<string, unknown>>)[mapping.field]
    const store = createLeadStore(sqlCalls(backend.db))
    const base = minimalRecord(form.schema)
    const hash = await schemaHash(form.schema)
    // Straight into store_lead, the insert the function makes: what a CHECK refuses here would be a 503 to a visitor.
    await fc.assert(
      fc.asyncProperty(validValue(field), async (value) => {
        const row = mapColumns(form.columns, { ...base, [mapping.field]: value })
        await expect(store.store({ formId: form.formId, schemaHash: hash, table: form.table, row }), `${column} = ${JSON.stringify(row[column])}`).resolves.toBeDefined()
      }),
      { numRuns: 100 },
    )
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
    ['a JSON array', '[1, 2]'],
    ['a JSON object', '{"a":1}'],
    ['HTML and script (stored as data, escaped in the e-mail)', '<script>alert("x")</script> & <b>negrito</b>'],
  ])(`${optional}: %s`, (_, text) => expectStoredAsTyped(field, optional, text))
})

describe('a name that reads like JSON is a name (issue 22: these were 503s, the lead lost)', () => {
  const [nameColumn, { field }] = Object.entries(tableForms[0].columns).find(([, m]) => m.as === undefined)!

  it.each(['true', 'false', 'null', '[]', '{"a":1}'])(`${nameColumn} %s: 2xx, stored`, (name) => expectStoredAsTyped(field, nameColumn, name))
})

/** Sends the meeting form through the function with `field` set to `text`: a 2xx, and the new row's `column` holds it. */
async function expectStoredAsTyped(field: string, column: string, text: string) {
  const form = tableForms[0]
  const before = await backend.count(form.table)
  const { data, error } = await anonClient(backend.url).functions.invoke(`forms/${form.formId}`, { body: { ...minimalRecord(form.schema), [field]: text } })
  expect(error, JSON.stringify(data)).toBeNull()
  expect(await backend.count(form.table)).toBe(before + 1)
  const { rows } = await backend.db.query<Record<string, unknown>>(`select * from public."${form.table}" order by id desc limit 1`)
  expect(rows[0][column]).toBe(text)
}
