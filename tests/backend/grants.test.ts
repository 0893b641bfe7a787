import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { schemaHash } from '#form-core/schema-hash.ts'
import { LOCAL_ANON_KEY } from '../../scripts/local-backend/keys.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { serverForms, tableForms } from './support/test-forms.ts'

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend?.stop())

const visitorRoles = ['anon', 'authenticated']
const tables = ['form_submissions', ...tableForms.map((f) => f.table), 'notification_outbox', 'rate_limit_hits', 'form_revisions']
const serverFunctions = [
  'store_lead(text, text, text, jsonb)',
  'claim_notifications(integer, integer, bigint)',
  'finish_notification(bigint, text, boolean)',
  'hit_rate_limit(text, text, integer, integer, integer)',
  'live_form_revisions(text, integer)',
  'publish_form_revisions(jsonb, boolean)',
  'purge_expired_submissions(boolean)',
]

describe('least privilege: visitors have no right on any table or server function', () => {
  it.each(visitorRoles.flatMap((role) => tables.map((table) => [role, table])))('%s may not insert, select, update or delete "%s"', async (role, table) => {
    const { rows } = await backend.db.query<Record<string, boolean>>(
      `select has_table_privilege($1, $2, 'INSERT') as insert, has_table_privilege($1, $2, 'SELECT') as select,
              has_table_privilege($1, $2, 'UPDATE') as update, has_table_privilege($1, $2, 'DELETE') as delete`,
      [role, `public."${table}"`],
    )
    expect(rows[0]).toEqual({ insert: false, select: false, update: false, delete: false })
  })

  it.each(visitorRoles.flatMap((role) => serverFunctions.map((fn) => [role, fn])))('%s may not execute %s', async (role, fn) => {
    const { rows } = await backend.db.query<{ allowed: boolean }>(`select has_function_privilege($1, $2, 'EXECUTE') as allowed`, [role, `public.${fn}`])
    expect(rows[0].allowed).toBe(false)
  })

  it('the server\'s role may do what the forms function needs', async () => {
    const { rows } = await backend.db.query<{ ok: boolean }>(
      `select bool_and(has_function_privilege('service_role', 'public.' || f, 'EXECUTE')) as ok from unnest($1::text[]) f`,
      [serverFunctions],
    )
    expect(rows[0].ok).toBe(true)
  })

  it('calling store_lead through the API with the anon key is refused (401) and stores nothing', async () => {
    const [form] = serverForms
    const before = await backend.count('form_submissions')
    const response = await fetch(`${backend.url}/rest/v1/rpc/store_lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}` },
      body: JSON.stringify({ p_form_id: form.formId, p_schema_hash: await schemaHash(form.schema), p_table: 'form_submissions', p_row: { form_id: form.formId, schema_hash: await schemaHash(form.schema), payload: {} } }),
    })
    expect(response.status).toBe(401)
    expect(await backend.count('form_submissions')).toBe(before)
  })

  it('the insert policies for visitors are gone too: a grant restored by mistake still lets nothing in', async () => {
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from pg_policies where schemaname = 'public' and cmd = 'INSERT' and roles && array['anon', 'authenticated']::name[]`,
    )
    expect(rows[0].n).toBe(0)
  })
})
