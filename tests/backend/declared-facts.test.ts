import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORM_TABLE_TARGETS, LEAD_STATUSES, SUBMISSIONS_TABLE, TEAM_ROLES } from '#form-core'
import { sharedTestBackend, type TestBackend } from './support/test-backend.ts'
import { tableForms } from './support/test-forms.ts'

/** The facts both sides name, written once on each side (docs/decisions/162-each-fact-once.md): proved equal here. */
let backend: TestBackend
beforeAll(async () => {
  backend = await sharedTestBackend()
})
afterAll(() => backend?.stop())

const columnsOf = async (table: string) =>
  (
    await backend.db.query<{ name: string }>(
      `select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1`,
      [table],
    )
  ).rows.map((r) => r.name)

describe('the facts SQL and TypeScript share', () => {
  it("the lead statuses: the database's list is LEAD_STATUSES, in its order", async () => {
    const { rows } = await backend.db.query<{ names: string[] }>('select public.workspace_lead_status_names() as names')
    expect(rows[0].names).toEqual(LEAD_STATUSES.map((s) => s.value))
  })

  it("the team's roles: every check the database makes on a role accepts exactly TEAM_ROLES", async () => {
    const { rows } = await backend.db.query<{ def: string }>(
      `select pg_get_constraintdef(c.oid) as def from pg_constraint c
        where c.conrelid in ('public.agency_members'::regclass, 'public.agency_member_changes'::regclass) and c.contype = 'c'
          and pg_get_constraintdef(c.oid) like '%role%' and pg_get_constraintdef(c.oid) not like '%action%'`,
    )
    expect(rows).toHaveLength(3)
    for (const { def } of rows)
      expect([...def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]).sort(), def).toEqual(TEAM_ROLES.map((r) => r.value).sort())
  })

  it('every form target is a table the migrations create, with the columns its forms map', async () => {
    expect(await columnsOf(SUBMISSIONS_TABLE)).toEqual(expect.arrayContaining(['id', 'form_id', 'schema_hash', 'payload']))
    for (const table of FORM_TABLE_TARGETS) expect(await columnsOf(table), table).not.toEqual([])
    expect(tableForms.length).toBeGreaterThan(0)
    for (const form of tableForms) {
      expect(FORM_TABLE_TARGETS, form.formId).toContain(form.table)
      expect(await columnsOf(form.table)).toEqual(expect.arrayContaining(Object.keys(form.columns)))
    }
  })
})
