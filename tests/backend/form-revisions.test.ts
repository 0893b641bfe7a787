import { readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { schemaHash } from '#form-core'
import { formDirsOf } from '../../scripts/forms/load-forms.ts'
import { copyProject } from '../helpers/project-copy.ts'
import { LOCAL_BACKEND } from '#functions/platform/environment.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { formUrl, serverForms } from './support/test-forms.ts'

/** A copy of the questionnaires the backend publishes from, edited by the tests as a marketer would edit them. */
const files = copyProject('excellis-revisions-')
const [form] = serverForms
const schemaPath = join(files, 'schemas', `${form.formId}.json`)
const original = readFileSync(schemaPath, 'utf8')
const retitled = () => {
  const schema = JSON.parse(original) as { title: string }
  writeFileSync(schemaPath, JSON.stringify({ ...schema, title: `${schema.title} (nova versão)` }, null, 2))
}

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend(null, undefined, formDirsOf(files))
})
afterAll(async () => {
  await backend?.stop()
  rmSync(files, { recursive: true, force: true })
})

const live = async (formId: string) =>
  (await backend.db.query<{ hash: string }>('select hash from public.live_form_revisions($1, 2)', [formId])).rows.map((r) => r.hash)
const changesOf = (changes: { form_id: string; change: string }[]) => changes.filter((c) => c.change !== 'unchanged')

describe('publishing questionnaires to form_revisions', () => {
  it('publishes every questionnaire at start, each as its schema hash', async () => {
    expect(backend.published.map((c) => c.change)).toEqual(backend.published.map(() => 'new'))
    expect(await live(form.formId)).toEqual([await schemaHash(form.schema)])
  })

  it('publishing the same files again changes nothing', async () => {
    expect(changesOf(await backend.republish())).toEqual([])
  })

  it('an edited schema becomes current and the previous one stays accepted', async () => {
    const before = await schemaHash(form.schema)
    retitled()
    expect(changesOf(await backend.republish())).toEqual([{ form_id: form.formId, hash: expect.any(String), change: 'updated' }])
    const [current, previous] = await live(form.formId)
    expect(previous).toBe(before)
    expect(current).not.toBe(before)
    const sent = await fetch(formUrl(backend.url, form.formId), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-form-revision': before },
      body: JSON.stringify(minimalRecord(form.schema)),
    })
    expect(sent.status, 'a page opened before the edit still submits').toBe(200)
  })

  it('going back to the earlier schema restores it as current, without a new revision', async () => {
    writeFileSync(schemaPath, original)
    expect(changesOf(await backend.republish())).toEqual([
      { form_id: form.formId, hash: await schemaHash(form.schema), change: 'restored' },
    ])
    expect((await live(form.formId))[0]).toBe(await schemaHash(form.schema))
    const { rows } = await backend.db.query<{ n: number }>('select count(*)::int as n from public.form_revisions where form_id = $1', [
      form.formId,
    ])
    expect(rows[0].n).toBe(2)
  })

  it('a ui-schema edit updates the current revision in place (titles of sections, placeholders)', async () => {
    const uiPath = join(files, 'ui-schemas', `${form.formId}.json`)
    const ui = JSON.parse(readFileSync(uiPath, 'utf8')) as Record<string, unknown>
    writeFileSync(uiPath, JSON.stringify({ ...ui, 'ui:submitButtonOptions': { norender: true } }))
    expect(changesOf(await backend.republish())).toEqual([])
    const { rows } = await backend.db.query<{ ui: unknown }>(
      "select ui_schema->'ui:submitButtonOptions' as ui from public.form_revisions where form_id = $1 and hash = $2",
      [form.formId, await schemaHash(form.schema)],
    )
    expect(rows[0].ui).toEqual({ norender: true })
  })

  it('a questionnaire whose files are removed is retired: the server no longer takes it (404)', async () => {
    const [, other] = serverForms
    const otherSchema = readFileSync(join(files, 'schemas', `${other.formId}.json`), 'utf8')
    const otherUi = readFileSync(join(files, 'ui-schemas', `${other.formId}.json`), 'utf8')
    unlinkSync(join(files, 'schemas', `${other.formId}.json`))
    unlinkSync(join(files, 'ui-schemas', `${other.formId}.json`))
    expect(changesOf(await backend.republish())).toEqual([
      { form_id: other.formId, hash: await schemaHash(other.schema), change: 'retired' },
    ])
    const gone = await fetch(formUrl(backend.url, other.formId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(minimalRecord(other.schema)),
    })
    expect(gone.status).toBe(404)
    writeFileSync(join(files, 'schemas', `${other.formId}.json`), otherSchema)
    writeFileSync(join(files, 'ui-schemas', `${other.formId}.json`), otherUi)
    expect(changesOf(await backend.republish())).toEqual([
      { form_id: other.formId, hash: await schemaHash(other.schema), change: 'restored' },
    ])
  })
})

describe('who may read and publish revisions', () => {
  const rpc = (name: string, key: string, body: unknown) =>
    fetch(`${backend.url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: key, authorization: `Bearer ${key}` },
      body: JSON.stringify(body),
    })

  it('visitors (anon) cannot call live_form_revisions or publish through the API (reading the table: grants.test.ts)', async () => {
    expect((await rpc('live_form_revisions', LOCAL_BACKEND.anonKey, { p_form_id: form.formId })).status).toBe(401)
    expect((await rpc('publish_form_revisions', LOCAL_BACKEND.anonKey, { p_revisions: [] })).status).toBe(401)
  })

  it('the server role reads the live revisions through PostgREST, as the deployed function does', async () => {
    const response = await rpc('live_form_revisions', LOCAL_BACKEND.serviceRoleKey, { p_form_id: form.formId, p_keep: 1 })
    expect(response.status).toBe(200)
    const rows = (await response.json()) as { hash: string; schema: { title: string } }[]
    expect(rows).toEqual([
      expect.objectContaining({ hash: await schemaHash(form.schema), schema: expect.objectContaining({ title: form.schema.title }) }),
    ])
  })

  it('an unknown database function is a 404 (PGRST202)', async () => {
    const response = await rpc('nao_existe', LOCAL_BACKEND.serviceRoleKey, {})
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 'PGRST202' })
  })
})

describe('a questionnaire file being edited', () => {
  it('that does not parse keeps its form live as last published (not retired), and says why', async () => {
    const errorsBefore = backend.errors.length
    writeFileSync(schemaPath, '{ "title": "meio escrito", ')
    try {
      expect(changesOf(await backend.republish())).toEqual([])
      expect(await live(form.formId)).toEqual([await schemaHash(form.schema), expect.any(String)])
      expect(backend.errors.slice(errorsBefore).join('\n')).toMatch(new RegExp(`ignorado: .*${form.formId}\\.json`))
    } finally {
      writeFileSync(schemaPath, original)
    }
  })
})
