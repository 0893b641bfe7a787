import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mapColumns, schemaHash } from '#form-core'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { ident, type Queryable } from '../../scripts/local-backend/database.ts'
import { LOCAL_BACKEND } from '#functions/platform/environment.ts'
import { sharedTestBackend, type TestBackend } from './support/test-backend.ts'
import { serverForms, tableForms } from './support/test-forms.ts'

/**
 * The grants, proved in SQL under each role (what PostgREST does with a visitor's key: `set local role anon`). Tables
 * and functions are read from the catalog, so a new one is covered without touching this file.
 */
let backend: TestBackend
let tables: { name: string; column: string }[] = []
let functions: { name: string; call: string }[] = []
beforeAll(async () => {
  backend = await sharedTestBackend()
  tables = (
    await backend.db.query<{ name: string; column: string }>(
      `select t.table_name as name, (select column_name from information_schema.columns c
          where c.table_schema = t.table_schema and c.table_name = t.table_name and c.is_identity = 'NO' and c.is_generated = 'NEVER'
          order by ordinal_position limit 1) as column
         from information_schema.tables t where t.table_schema = 'public' and t.table_type = 'BASE TABLE' order by 1`,
    )
  ).rows
  // Every argument a typed NULL: the privilege is checked before the function runs.
  functions = (
    await backend.db.query<{ name: string; call: string }>(
      `select p.oid::regprocedure::text as name,
              format('select * from public.%I(%s)', p.proname, (select string_agg('null::' || format_type(t, null), ', ') from unnest(p.proargtypes) t)) as call
         from pg_proc p where p.pronamespace = 'public'::regnamespace and p.prorettype <> 'trigger'::regtype order by 1`,
    )
  ).rows
})
afterAll(() => backend?.stop())

class RolledBack extends Error {}

/** Runs `sql` as `role` and rolls back whatever it did; resolves to the SQLSTATE it failed with, or 'ok'. */
async function attempt(role: string, sql: string | ((tx: Queryable) => Promise<unknown>), params: unknown[] = []): Promise<string> {
  try {
    await backend.db.transaction(async (tx) => {
      await tx.query(`set local role ${role}`)
      await (typeof sql === 'string' ? tx.query(sql, params) : sql(tx))
      throw new RolledBack()
    })
  } catch (error) {
    return error instanceof RolledBack ? 'ok' : String((error as { code?: unknown }).code)
  }
  return 'ok'
}

const PERMISSION_DENIED = '42501'
const visitorRoles = ['anon', 'authenticated']

/**
 * What the workspace opens to a signed-in user, under row-level security (workspace-rights.test.ts proves a non-member
 * gets nothing from them): anything else stays closed to `authenticated` as to `anon`.
 */
const WORKSPACE_TABLES = [
  'agency_members',
  'agency_member_changes',
  'form_submissions',
  'form_revisions',
  'lead_activity',
  'lead_notes',
  'lead_owner',
  'lead_seen',
  'lead_status',
  'notification_outbox',
  'privacy_requests',
  ...tableForms.map((f) => f.table),
]
const opensToMembers = (fn: string) => /^(workspace_|is_agency_member\(|is_email\(|email_pattern\()/.test(fn)

describe('least privilege: visitors have no right on any table or server function', () => {
  it('the catalog lists the lead tables and the server functions (else this suite proves nothing)', () => {
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'form_submissions',
        'notification_outbox',
        'rate_limit_hits',
        'form_revisions',
        ...tableForms.map((f) => f.table),
      ]),
    )
    expect(functions.map((f) => f.name)).toEqual(
      expect.arrayContaining(['store_lead(text,text,text,jsonb,text,text)', 'finish_receipt(bigint)', 'live_form_revisions(text,integer)']),
    )
  })

  it.each(visitorRoles)('%s may not insert, select, update or delete any table (but what the workspace opens, under RLS)', async (role) => {
    for (const { name, column } of tables) {
      if (role === 'authenticated' && WORKSPACE_TABLES.includes(name)) continue
      const table = `public.${ident(name)}`
      expect(await attempt(role, `insert into ${table} default values`), `${role} must not insert into "${name}"`).toBe(PERMISSION_DENIED)
      expect(await attempt(role, `select * from ${table}`), `${role} must not select from "${name}"`).toBe(PERMISSION_DENIED)
      expect(await attempt(role, `update ${table} set ${ident(column)} = ${ident(column)}`), `${role} must not update "${name}"`).toBe(
        PERMISSION_DENIED,
      )
      expect(await attempt(role, `delete from ${table}`), `${role} must not delete from "${name}"`).toBe(PERMISSION_DENIED)
    }
  })

  it.each(visitorRoles)('%s may not execute any function', async (role) => {
    for (const { name, call } of functions) {
      if (role === 'authenticated' && opensToMembers(name)) continue
      expect(await attempt(role, call), `${role} must not execute ${name}`).toBe(PERMISSION_DENIED)
    }
  })

  it.each(tableForms)(
    'anon may not insert a valid "$table" row, one or 300 at once, nor read it back: nothing is stored',
    async ({ table, columns, schema }) => {
      const row = mapColumns(columns, minimalRecord(schema))
      const before = await backend.count(table)
      const names = Object.keys(row).map(ident).join(', ')
      const insert = `insert into public.${ident(table)} (${names}) select ${names} from json_populate_recordset(null::public.${ident(table)}, $1)`
      expect(await attempt('anon', insert, [JSON.stringify([row])]), 'one valid row').toBe(PERMISSION_DENIED)
      expect(await attempt('anon', insert, [JSON.stringify(Array.from({ length: 300 }, () => row))]), '300 valid rows').toBe(
        PERMISSION_DENIED,
      )
      expect(await attempt('anon', `${insert} returning *`, [JSON.stringify([row])]), 'insert and read back').toBe(PERMISSION_DENIED)
      expect(await backend.count(table)).toBe(before)
    },
  )

  it('with INSERT but no UPDATE (what visitors once had), a plain insert goes in and an upsert is refused', async () => {
    const [meeting] = tableForms
    const table = `public.${ident(meeting.table)}`
    const row = mapColumns(meeting.columns, minimalRecord(meeting.schema))
    const names = Object.keys(row).map(ident).join(', ')
    const insert = `insert into ${table} (${names}) select ${names} from json_populate_record(null::${table}, $1)`
    const outcome = await backend.db
      .transaction(async (tx) => {
        await tx.query(`grant insert (${names}) on ${table} to anon`)
        await tx.query(`create policy "test: anon inserts" on ${table} for insert to anon with check (true)`)
        // Its CHECKs call the one e-mail rule (decision 196), which anon was never granted either.
        await tx.query('grant execute on function public.is_email(text), public.email_pattern() to anon')
        await tx.query('set local role anon')
        await tx.query(insert, [JSON.stringify(row)])
        await tx.query('savepoint upsert')
        const upsert = await tx
          .query(
            `${insert} on conflict (id) do update set ${Object.keys(row)
              .map((c) => `${ident(c)} = excluded.${ident(c)}`)
              .join(', ')}`,
            [JSON.stringify(row)],
          )
          .then(
            () => 'ok',
            (error: { code?: string }) => error.code,
          )
        throw Object.assign(new RolledBack(), { upsert })
      })
      .catch((error: RolledBack & { upsert?: string }) => error.upsert)
    expect(outcome, 'an upsert needs UPDATE, which anon never has').toBe(PERMISSION_DENIED)
  })

  it("the server's role may execute every function the forms function calls", async () => {
    const needed = [
      'store_lead',
      'claim_notifications',
      'finish_notification',
      'hit_rate_limit',
      'live_form_revisions',
      'publish_form_revisions',
      'purge_expired_submissions',
    ]
    for (const name of needed) {
      const fn = functions.find((f) => f.name.startsWith(`${name}(`))
      expect(fn, `${name} exists`).toBeDefined()
      expect(await attempt('service_role', fn!.call), `service_role must be allowed to execute ${name}`).not.toBe(PERMISSION_DENIED)
    }
  })

  it('calling store_lead through the API with the anon key is refused (401) and stores nothing', async () => {
    const [form] = serverForms
    const before = await backend.count('form_submissions')
    const response = await fetch(`${backend.url}/rest/v1/rpc/store_lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: LOCAL_BACKEND.anonKey, authorization: `Bearer ${LOCAL_BACKEND.anonKey}` },
      body: JSON.stringify({
        p_form_id: form.formId,
        p_schema_hash: await schemaHash(form.schema),
        p_table: 'form_submissions',
        p_row: { form_id: form.formId, schema_hash: await schemaHash(form.schema), payload: {} },
      }),
    })
    expect(response.status).toBe(401)
    expect(await backend.count('form_submissions')).toBe(before)
  })

  it('the insert policies for visitors are gone too: a grant restored by mistake still lets nothing in', async () => {
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from pg_policies
        where schemaname = 'public' and cmd = 'INSERT' and roles && array['anon', 'authenticated']::name[] and tablename = any($1)`,
      [['form_submissions', ...tableForms.map((f) => f.table)]],
    )
    expect(rows[0].n).toBe(0)
  })

  it('the local backend serves no table: /rest/v1/<table> is a 404', async () => {
    const response = await fetch(`${backend.url}/rest/v1/form_submissions`, { headers: { apikey: LOCAL_BACKEND.anonKey } })
    expect(response.status).toBe(404)
  })
})
