import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { schemaHash, type JsonObject } from '#form-core'
import { renderNotificationEmail } from '#functions/forms-function/notification-email.ts'
import type { FormRevision } from '#functions/platform/server-types.ts'
import type { Lead, Notifier } from '#functions/forms-function/lead-types.ts'
import { formDirsOf, formTableMap, loadForms } from '../../scripts/forms/load-forms.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { readSubmissions } from '../../scripts/local-backend/read-submissions.ts'
import { renderSubmissions } from '../../scripts/local-backend/submissions-report.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { formUrl } from './support/test-forms.ts'
import { copyProject } from '../helpers/project-copy.ts'

/** The questionnaires as files a test can edit, and a backend publishing from them. */
const copy = copyProject('excellis-old-answers-')
const schemaPath = join(copy, 'schemas/website.json')
const uiPath = join(copy, 'ui-schemas/website.json')
const before = JSON.parse(readFileSync(schemaPath, 'utf8')) as {
  title: string
  properties: Record<string, { title: string }>
  'x-form': Record<string, unknown>
}
const OLD_TITLE = before.properties.companyName.title
const NEW_TITLE = 'Como a sua empresa se chama?'
const REMOVED_TITLE = before.properties.businessSegment.title

const mailed: { form: FormRevision; submission: Lead }[] = []
const recorder: Notifier = { notify: async (form, submission) => void mailed.push({ form, submission }) }
/** Answers that also carry the required questions (the contact section) of the form. */
const send = (body: object, revision?: string) =>
  fetch(formUrl(backend.url, 'website'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(revision ? { 'x-form-revision': revision } : {}) },
    body: JSON.stringify({ ...minimalRecord(before as unknown as JsonObject), ...body }),
  })

let backend: TestBackend
let oldRevision: string
beforeAll(async () => {
  backend = await startTestBackend(recorder, undefined, formDirsOf(copy))
  oldRevision = await schemaHash(before as unknown as Record<string, unknown>)
  expect((await send({ companyName: 'Padaria Antiga', businessSegment: 'Panificação' }, oldRevision)).status).toBe(200)
  // A new revision: the question retitled, another removed on purpose (declared).
  const after = structuredClone(before)
  after.properties.companyName.title = NEW_TITLE
  delete after.properties.businessSegment
  after['x-form'].migrations = [{ removeField: 'businessSegment' }]
  writeFileSync(schemaPath, JSON.stringify(after, null, 2))
  const ui = JSON.parse(readFileSync(uiPath, 'utf8')) as { 'ui:options': { sections: { fields: string[] }[] }; businessSegment?: unknown }
  for (const section of ui['ui:options'].sections) section.fields = section.fields.filter((k) => k !== 'businessSegment')
  delete ui.businessSegment
  writeFileSync(uiPath, JSON.stringify(ui))
  expect((await backend.republish()).find((c) => c.form_id === 'website')?.change).toBe('updated')
  expect((await send({ companyName: 'Padaria Nova' })).status).toBe(200)
}, 60_000)
afterAll(async () => {
  await backend?.stop()
  rmSync(copy, { recursive: true, force: true })
})

describe('old answers read with the titles of the revision they answered', () => {
  it('npm run submissions shows an old row under its own titles, a removed question included', async () => {
    const forms = loadForms(formDirsOf(copy))
    const stored = await readSubmissions(backend.db, { tableForms: formTableMap(forms), form: 'website', limit: 10 })
    const text = renderSubmissions(stored, forms)
    const [newer, older] = text.split('── ').slice(1)
    expect(older).toContain(`${OLD_TITLE}: Padaria Antiga`)
    expect(older).toContain(`${REMOVED_TITLE}: Panificação`)
    expect(newer).toContain(`${NEW_TITLE}: Padaria Nova`)
  })

  it('a page opened before the edit still submits, and its e-mail uses the titles that page showed', async () => {
    expect((await send({ companyName: 'Padaria da Aba Antiga', businessSegment: 'Confeitaria' }, oldRevision)).status).toBe(200)
    const last = mailed.at(-1)!
    expect(last.form.hash).toBe(oldRevision)
    const email = renderNotificationEmail(last.form, last.submission, { answers: 'full' })
    expect(email.text).toContain(`${OLD_TITLE}: Padaria da Aba Antiga`)
    expect(email.text).toContain(`${REMOVED_TITLE}: Confeitaria`)
  })
})
