import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ADMIN_ROLE,
  AGENCY_TIME_ZONE,
  EMAIL_PATTERN,
  FORM_ID,
  FORM_TABLE_TARGETS,
  isEmail,
  isFormId,
  LEAD_STATUSES,
  LEAD_TABLES,
  MEMBER_ROLE,
  SUBMISSIONS_TABLE,
  TEAM_ROLES,
} from '#form-core'
import { checkedInSchema } from '../../scripts/db-schema/dump-schema.ts'
import { sharedTestBackend, type TestBackend } from './support/test-backend.ts'
import { tableForms } from './support/test-forms.ts'

/**
 * The facts both sides name, each written once on each side (decisions 162 and 196): one form-core constant, one SQL
 * function that every constraint, domain and function calls. Proved equal here, and proved spelled nowhere else in
 * supabase/schema.sql (which tests/backend/schema-file.test.ts holds equal to the migrated database).
 */
let backend: TestBackend
beforeAll(async () => {
  backend = await sharedTestBackend()
})
afterAll(() => backend?.stop())

const value = async <T>(sql: string, params: unknown[] = []) => (await backend.db.query<{ v: T }>(`select ${sql} as v`, params)).rows[0].v

const columnsOf = async (table: string) =>
  (
    await backend.db.query<{ name: string }>(
      `select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1`,
      [table],
    )
  ).rows.map((r) => r.name)

/** The definitions in supabase/schema.sql (pg_dump's `-- Name: …` blocks) that spell `text`. */
const definitionsSpelling = (text: string) =>
  checkedInSchema()
    .split(/\n--\n-- Name: /)
    .filter((block) => block.includes(text))
    .map((block) => block.slice(0, block.indexOf('; Schema:')))

describe('the facts SQL and TypeScript share', () => {
  it("the lead statuses: the database's list is LEAD_STATUSES, in its order", async () => {
    expect(await value<string[]>('public.workspace_lead_status_names()')).toEqual(LEAD_STATUSES.map((s) => s.value))
  })

  it("the team's roles, the administration's and a new member's: TEAM_ROLES, ADMIN_ROLE, MEMBER_ROLE, each written in one function", async () => {
    expect(await value<string[]>('public.workspace_team_roles()')).toEqual(TEAM_ROLES.map((r) => r.value))
    expect(await value<string>('public.workspace_admin_role()')).toBe(ADMIN_ROLE)
    expect(await value<string>('public.workspace_member_role()')).toBe(MEMBER_ROLE)
    expect(definitionsSpelling(`'${ADMIN_ROLE}'`)).toEqual(['workspace_admin_role(); Type: FUNCTION'])
    expect(definitionsSpelling(`'${MEMBER_ROLE}'`)).toEqual(['workspace_member_role(); Type: FUNCTION'])
    // Every column holding a role is the domain that checks against the list.
    const { rows } = await backend.db.query<{ col: string }>(
      `select table_name || '.' || column_name as col from information_schema.columns
        where table_schema = 'public' and domain_name = 'team_role' order by 1`,
    )
    expect(rows.map((r) => r.col)).toEqual(['agency_member_changes.from_role', 'agency_member_changes.role', 'agency_members.role'])
  })

  it('the tables holding leads: LEAD_TABLES is the database list, each with its forget trigger, and the inbox view reads exactly them', async () => {
    expect(LEAD_TABLES).toEqual([SUBMISSIONS_TABLE, ...FORM_TABLE_TARGETS])
    expect(await value<string[]>('public.workspace_lead_tables()')).toEqual(LEAD_TABLES)
    const { rows: triggers } = await backend.db.query<{ table: string }>(
      `select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = 'forget_lead_records' order by 1`,
    )
    expect(triggers.map((t) => t.table)).toEqual([...LEAD_TABLES].sort())
    const { rows: viewTables } = await backend.db.query<{ table: string }>(
      `select distinct c.relname as table
         from pg_depend d join pg_rewrite w on w.oid = d.objid join pg_class c on c.oid = d.refobjid
        where w.ev_class = 'public.workspace_leads'::regclass and c.relname = any (public.workspace_lead_tables())
        order by 1`,
    )
    expect(viewTables.map((t) => t.table)).toEqual([...LEAD_TABLES].sort())
    // Beside the list, only the view and the two reads that walk each table's own index in order (decisions 211, 226): a
    // branch per table is what lets Postgres read an index range; each of them names every lead table, so a table
    // added to the list and forgotten there fails here.
    const perTable = [
      'workspace_export_rows(jsonb, timestamp with time zone, text, text, integer, text); Type: FUNCTION',
      'workspace_new_leads(text, timestamp with time zone, integer); Type: FUNCTION',
    ]
    expect(
      definitionsSpelling(`'${FORM_TABLE_TARGETS[0]}'`)
        .filter((d) => !d.startsWith('workspace_leads; Type: VIEW'))
        .sort(),
    ).toEqual([...perTable, 'workspace_lead_tables(); Type: FUNCTION'].sort())
    for (const table of LEAD_TABLES) expect(definitionsSpelling(`'${table}'`)).toEqual(expect.arrayContaining(perTable))
  })

  it('the form id: one rule, FORM_ID, in the same words in SQL, deciding every id alike', async () => {
    expect(await value<string>('public.form_id_pattern()')).toBe(FORM_ID.source)
    const ids = [
      'contact',
      'branding-2026',
      'a',
      'a'.repeat(64),
      'a'.repeat(65),
      '2fast',
      'trailing-',
      'double--hyphen',
      'Upper',
      'ação',
      '_outbox',
      'constructor',
      'constructors',
      '',
    ]
    const sql = await value<boolean[]>('array(select public.is_form_id(x) from unnest($1::text[]) x)', [ids])
    expect(Object.fromEntries(ids.map((id, i) => [id, sql[i]]))).toEqual(Object.fromEntries(ids.map((id) => [id, isFormId(id)])))
    expect(definitionsSpelling('[a-z0-9-]')).toEqual([])
  })

  it('the e-mail: one check, EMAIL_PATTERN, in the same words in SQL, deciding every address alike', async () => {
    expect(await value<string>('public.email_pattern()')).toBe(EMAIL_PATTERN.source)
    const emails = ['ana@agencia.com.br', 'a@b.co', 'a@b', 'sem arroba.com', 'a b@c.com', 'a@@b.com', `${'a'.repeat(250)}@b.co`, '']
    // Markup is no address (issue 42); what ajv-formats' email takes still is.
    emails.push('<script>alert(1)</script>@x.com', '"ana"@x.com', 'a\\b@x.com', 'a,b@x.com', 'a;b@x.com', 'a:b@x.com')
    emails.push("o'neil+tag/x=y@sub.agencia.com.br", "!#$%&'*+/=?^_`{|}~-@x.com")
    const sql = await value<boolean[]>('array(select public.is_email(x) from unnest($1::text[]) x)', [emails])
    expect(Object.fromEntries(emails.map((e, i) => [e, sql[i]]))).toEqual(Object.fromEntries(emails.map((e) => [e, isEmail(e)])))
    expect(emails.slice(8).map(isEmail)).toEqual([false, false, false, false, false, false, true, true])
    expect(definitionsSpelling('@[^@')).toEqual(['email_pattern(); Type: FUNCTION'])
  })

  it("the agency's time zone: AGENCY_TIME_ZONE, the LGPD copy's", async () => {
    expect(await value<string>('public.agency_time_zone()')).toBe(AGENCY_TIME_ZONE)
    expect(definitionsSpelling(AGENCY_TIME_ZONE)).toEqual(['agency_time_zone(); Type: FUNCTION'])
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
