import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mapColumns, schemaHash } from '#form-core'
import { createLeadStore } from '#functions/forms-function/lead-store.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { ident } from '../../scripts/local-backend/database.ts'
import { sqlCalls } from '../../scripts/local-backend/sql-functions.ts'
import { validValue } from './support/schema-cases.ts'
import { anonClient, sharedTestBackend, type TestBackend } from './support/test-backend.ts'
import { formUrl, serverForms, tableForms } from './support/test-forms.ts'

let backend: TestBackend
beforeAll(async () => {
  backend = await sharedTestBackend()
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

  it.each(choiceColumns)(
    '"$table"."$column" allows exactly the schema\'s options (a new option needs a new migration)',
    async ({ table, column, options }) => {
      const lists = await allowedByDatabase(table, column)
      expect(lists, 'one CHECK lists the options').toHaveLength(1)
      expect([...lists[0]].sort()).toEqual([...options].sort())
    },
  )
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
        await expect(
          store.store({ formId: form.formId, schemaHash: hash, table: form.table, row }),
          `${column} = ${JSON.stringify(row[column])}`,
        ).resolves.toBeDefined()
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

describe('a meeting phone the table cannot keep is refused; a good one is stored as typed (decisions 111, 215)', () => {
  const form = tableForms.find((f) => Object.values(f.columns).some((m) => m.field === 'phone'))!
  const [numberColumn, { field }] = Object.entries(form.columns).find(([, m]) => m.field === 'phone')!
  const send = (phone: string) =>
    fetch(formUrl(backend.url, form.formId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...minimalRecord(form.schema), [field]: phone }),
    })

  it.each([
    ['no digits', '(aa) bbbbb-cccc', 'Telefone deve ter de 10 a 15 dígitos'],
    ['fewer than 10 digits', 'ligar 1234-5678', 'Telefone deve ter de 10 a 15 dígitos'],
    ['more than 15 digits', '+55 (11) 98765-4321 ramal 12345', 'Telefone deve ter de 10 a 15 dígitos'],
    ["fewer than 10 characters (the spec's own message, alone)", '98765-43', 'Telefone deve ter pelo menos 10 dígitos'],
  ])("%s: a 422 with the form's Portuguese message, nothing stored", async (_, phone, message) => {
    const before = await backend.count(form.table)
    const response = await send(phone)
    expect(response.status).toBe(422)
    const body = (await response.json()) as { error: { details: { field: string; message: string }[] } }
    expect(body.error.details).toEqual([{ field, message }])
    expect(await backend.count(form.table)).toBe(before)
  })

  it.each([
    ['10 digits', '(11) 3456-7890'],
    ['a leading zero', '011 3456-7890'],
    ["a plus and 15 digits, E.164's most", '+55 11 98765-4321 00'],
  ])('%s: stored as typed, the zero or plus kept', async (_, phone) => {
    expect((await send(phone)).status).toBe(200)
    const { rows } = await backend.db.query<Record<string, unknown>>(`select * from public."${form.table}" order by id desc limit 1`)
    expect(rows[0][numberColumn]).toBe(phone)
  })

  it('the migration kept every number stored as digits, the plus back where it can be told', async () => {
    const { rows } = await backend.db.query<{ phone: string }>(
      `select public.phone_from_digits(d) as phone from unnest(array[5511955554444, 551134567890, 11955554444, 1134567890, 0]::bigint[]) d`,
    )
    expect(rows.map((r) => r.phone)).toEqual(['+5511955554444', '+551134567890', '11955554444', '1134567890', '0'])
  })
})

describe('a name that reads like JSON is a name (issue 22: these were 503s, the lead lost)', () => {
  const [nameColumn, { field }] = Object.entries(tableForms[0].columns).find(([, m]) => m.as === undefined)!

  it.each(['true', 'false', 'null', '[]', '{"a":1}'])(`${nameColumn} %s: 2xx, stored`, (name) =>
    expectStoredAsTyped(field, nameColumn, name),
  )
})

/** Sends the meeting form through the function with `field` set to `text`: a 2xx, and the new row's `column` holds it. */
async function expectStoredAsTyped(field: string, column: string, text: string) {
  const form = tableForms[0]
  const before = await backend.count(form.table)
  const { data, error } = await anonClient(backend.url).functions.invoke(`forms/${form.formId}`, {
    body: { ...minimalRecord(form.schema), [field]: text },
  })
  expect(error, JSON.stringify(data)).toBeNull()
  expect(await backend.count(form.table)).toBe(before + 1)
  const { rows } = await backend.db.query<Record<string, unknown>>(`select * from public."${form.table}" order by id desc limit 1`)
  expect(rows[0][column]).toBe(text)
}

/** Inserts `row` as the server's role (what the forms function runs as), rolled back; resolves to the SQLSTATE it fails with. */
async function refusal(table: string, row: Record<string, unknown>): Promise<string> {
  const names = Object.keys(row).map(ident).join(', ')
  const error = await backend.db
    .transaction(async (tx) => {
      await tx.query('set local role service_role')
      await tx.query(
        `insert into public.${ident(table)} (${names}) select ${names} from json_populate_record(null::public.${ident(table)}, $1)`,
        [JSON.stringify(row)],
      )
      throw Object.assign(new Error('stored'), { code: 'stored' })
    })
    .catch((e: { code?: unknown }) => e)
  return String(error.code)
}

const CHECK = '23514'
/** A CHECK, NOT NULL, a type or a range: what Postgres answers for a value the table does not take. */
const REFUSED = /^2[23]/

describe('behind the function, the tables refuse what no form sends (defence in depth, as service_role)', () => {
  it.each(tableForms)(
    '"$table": each bad row is refused by the CHECK, type or constraint it breaks',
    async ({ table, columns, schema }) => {
      const row = mapColumns(columns, minimalRecord(schema))
      expect(await refusal(table, row), 'the valid row itself goes in').toBe('stored')
      const entries = Object.entries(columns)
      const without = (column: string) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== column))
      const properties = (schema.properties ?? {}) as Record<string, Field>
      const cases: [string, Record<string, unknown>, RegExp | string][] = []
      for (const [c, m] of entries) {
        if (m.as === undefined) cases.push([`missing ${c}`, without(c), REFUSED], [`empty ${c}`, { ...row, [c]: '' }, CHECK])
        if (m.as !== 'integer') cases.push([`oversized ${c}`, { ...row, [c]: 'x'.repeat(10_001) }, CHECK])
        if (optionsOf(properties[m.field]).length > 0)
          cases.push([`${c} not among the form's options`, { ...row, [c]: 'opcao-inexistente' }, CHECK])
        if (/mail/i.test(c)) cases.push([`malformed ${c}`, { ...row, [c]: 'ana-sem-arroba' }, CHECK])
        if (m.as === 'integer') {
          for (const [kind, value] of [
            ['as words', 'onze nove oito'],
            ['negative', -1],
            ['with 16 digits', 1234567890123456],
            ['beyond bigint', 1e30],
            ['with decimals', 1.5],
          ] as const) {
            cases.push([`${c} ${kind}`, { ...row, [c]: value }, REFUSED])
          }
        }
      }
      for (const [kind, bad, expected] of cases)
        expect(await refusal(table, bad), kind).toMatch(expected instanceof RegExp ? expected : new RegExp(`^${expected}$`))
    },
  )

  it('form_submissions: each bound of the table refuses its bad row, and a revision never published is refused by its key', async () => {
    const [form] = serverForms
    const row = { form_id: form.formId, schema_hash: await schemaHash(form.schema), payload: minimalRecord(form.schema) }
    expect(await refusal('form_submissions', row), 'the valid row itself goes in').toBe('stored')
    const without = (column: string) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== column))
    const cases: [string, Record<string, unknown>, RegExp | string][] = [
      ['missing form_id', without('form_id'), '23502'],
      ['missing payload', without('payload'), '23502'],
      ['id that is not a uuid', { ...row, id: 'abc' }, '22P02'],
      ['form_id not kebab-case', { ...row, form_id: 'Website Brief' }, CHECK],
      ['form_id over 64 characters', { ...row, form_id: 'a'.repeat(65) }, CHECK],
      ['schema_hash that is not a hash', { ...row, schema_hash: 'x'.repeat(64) }, CHECK],
      ['payload that is an array', { ...row, payload: [1, 2] }, CHECK],
      ['payload that is a string', { ...row, payload: 'texto' }, CHECK],
      ['user_agent over 512 characters', { ...row, user_agent: 'x'.repeat(513) }, CHECK],
      ['origin over 256 characters', { ...row, origin: 'x'.repeat(257) }, CHECK],
      ['a revision that was never published', { ...row, schema_hash: 'e'.repeat(64) }, '23503'],
    ]
    for (const [kind, bad, expected] of cases)
      expect(await refusal('form_submissions', bad), kind).toMatch(expected instanceof RegExp ? expected : new RegExp(`^${expected}$`))
  })
})
