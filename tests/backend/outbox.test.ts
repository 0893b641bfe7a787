import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderNotificationEmail } from '#functions/forms-function/notification-email.ts'
import type { FormRevision } from '#functions/platform/server-types.ts'
import type { Lead, Notifier } from '#functions/forms-function/lead-types.ts'
import { rootDir as projectRoot } from '../../scripts/forms/load-forms.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { LOCAL_BACKEND } from '#functions/platform/environment.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { formUrl, serverForms, tableForms } from './support/test-forms.ts'
import { childEnv } from '#functions/platform/environment.ts'

const run = promisify(execFile)

/** An e-mail provider the test steers: answers, fails, or never answers, as the next sends are told to. */
function steeredNotifier() {
  const plan: ('ok' | 'fail' | 'hang')[] = []
  const sent: { form: FormRevision; lead: Lead }[] = []
  const notifier: Notifier = {
    async notify(form, lead) {
      const next = plan.shift() ?? 'ok'
      if (next === 'hang') return new Promise(() => undefined)
      if (next === 'fail') throw new Error('provedor de e-mail fora do ar (de propósito)')
      sent.push({ form, lead })
    },
  }
  return { plan, sent, notifier }
}

const steered = steeredNotifier()
let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend(steered.notifier, undefined, undefined, { notifyTimeoutMs: 400 })
})
afterAll(() => backend?.stop())

const [form] = serverForms
const [meeting] = tableForms
const submit = async (f: { formId: string; schema: Record<string, unknown> }, answers = minimalRecord(f.schema)) => {
  const response = await fetch(formUrl(backend.url, f.formId), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(answers),
  })
  const { id } = (await response.json()) as { id: string }
  return { status: response.status, id }
}

interface Entry {
  attempts: number
  sent_at: Date | null
  last_error: string | null
  wait_s: number | null
}
const entry = async (table: string, id: string) =>
  (
    await backend.db.query<Entry>(
      `select attempts, sent_at, last_error, case when isfinite(next_attempt_at) then extract(epoch from next_attempt_at - now())::float end as wait_s
         from public.notification_outbox where source_table = $1 and source_id = $2`,
      [table, id],
    )
  ).rows[0]
/** Makes an entry due now, as the passing of its backoff would. */
const makeDue = (id: string) => backend.db.query(`update public.notification_outbox set next_attempt_at = now() where source_id = $1`, [id])

describe('every lead owes the agency one e-mail, kept in the outbox until it is sent', () => {
  // That the answer does not wait for the send is proved without a clock in tests/server/forms-app.test.ts.
  it('a provider that never answers does not lose the lead: it is stored, the entry waits for a retry', async () => {
    steered.plan.push('hang')
    const { status, id } = await submit(form)
    expect(status).toBe(200)
    await vi.waitFor(
      async () =>
        expect(await entry('form_submissions', id)).toMatchObject({
          attempts: 1,
          sent_at: null,
          last_error: expect.stringMatching(/sem resposta em 400 ms/),
        }),
      { timeout: 5_000 },
    )
  })

  it('retries a failed e-mail with exponential backoff (30 s, then 60 s) until it goes out', async () => {
    steered.plan.push('fail', 'fail', 'ok')
    const { id } = await submit(form)
    await vi.waitFor(async () => expect((await entry('form_submissions', id)).attempts).toBe(1))
    const first = await entry('form_submissions', id)
    expect(first.wait_s).toBeGreaterThan(20)
    expect(first.wait_s).toBeLessThanOrEqual(30)
    expect(await backend.flushOutbox(), 'nothing is due before its time').toMatchObject({ sent: 0 })
    await makeDue(id)
    await backend.flushOutbox()
    const second = await entry('form_submissions', id)
    expect(second).toMatchObject({ attempts: 2, sent_at: null })
    expect(second.wait_s).toBeGreaterThan(50)
    expect(second.wait_s).toBeLessThanOrEqual(60)
    await makeDue(id)
    await backend.flushOutbox()
    expect(await entry('form_submissions', id)).toMatchObject({ attempts: 3, sent_at: expect.any(Date), last_error: null })
    expect(steered.sent.at(-1)?.lead).toMatchObject({ id, formId: form.formId })
  })

  it('a meeting request sends the same schema-rendered e-mail, read back from its row in "Agendar Reunião"', async () => {
    const answers = { ...minimalRecord(meeting.schema), service: 'web', phone: '(11) 98765-4321' }
    await submit(meeting, answers)
    // The answer's id is a receipt, not the table's key: the row is the newest one.
    const { rows } = await backend.db.query<{ id: string }>(`select id::text from public."${meeting.table}" order by id desc limit 1`)
    const id = rows[0].id
    await vi.waitFor(() => expect(steered.sent.at(-1)?.lead.id).toBe(id))
    const { form: revision, lead } = steered.sent.at(-1)!
    const email = renderNotificationEmail(revision, lead, { answers: 'full' })
    expect(email.subject).toBe(`Novo envio: ${String(meeting.schema.title)}`)
    expect(email.text).toContain('Serviço de interesse: Desenvolvimento Web')
    expect(email.text).toContain('Telefone: (11) 98765-4321')
    expect((await entry(meeting.table, id)).sent_at).not.toBeNull()
  })

  it('the flush route sends what is due when called with the service-role key (what pg_cron does every minute)', async () => {
    steered.plan.push('fail')
    const { id } = await submit(form)
    await vi.waitFor(async () => expect((await entry('form_submissions', id)).attempts).toBe(1))
    await makeDue(id)
    const refused = await fetch(`${backend.url}/functions/v1/forms/_outbox`, { method: 'POST' })
    expect(refused.status).toBe(401)
    const flushed = await fetch(`${backend.url}/functions/v1/forms/_outbox`, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_BACKEND.serviceRoleKey}` },
    })
    expect(flushed.status).toBe(200)
    expect(await flushed.json()).toMatchObject({ ok: true, sent: 1, failed: 0 })
    expect((await entry('form_submissions', id)).sent_at).not.toBeNull()
  })

  it('an entry whose sender died mid-send (its claim expired) is sent by the next flush', async () => {
    const { id } = await submit(form)
    await vi.waitFor(async () => expect((await entry('form_submissions', id)).sent_at).not.toBeNull())
    await backend.db.query(
      `update public.notification_outbox set sent_at = null, claimed_until = now() - interval '1 second' where source_id = $1`,
      [id],
    )
    await backend.flushOutbox()
    expect((await entry('form_submissions', id)).sent_at).not.toBeNull()
  })

  it('a deleted row takes the e-mail it still owes with it (lead_record_tables, decision 176)', async () => {
    steered.plan.push('fail')
    const { id } = await submit(form)
    await vi.waitFor(async () => expect((await entry('form_submissions', id)).attempts).toBe(1))
    await backend.db.query('delete from public.form_submissions where id = $1', [id])
    const { rows } = await backend.db.query('select 1 from public.notification_outbox where source_id = $1', [id])
    expect(rows).toEqual([])
  })

  it('an entry whose row is gone anyway is given up, with the reason, and never retried', async () => {
    steered.plan.push('fail')
    const { id } = await submit(form)
    await vi.waitFor(async () => expect((await entry('form_submissions', id)).attempts).toBe(1))
    // The row gone without its trigger (as by a restore or a hand edit with triggers off): the entry is left behind.
    await backend.db.exec(
      `set session_replication_role = replica; delete from public.form_submissions where id = '${id}'; set session_replication_role = origin;`,
    )
    await makeDue(id)
    await backend.flushOutbox()
    expect(await entry('form_submissions', id)).toMatchObject({
      sent_at: null,
      wait_s: null,
      last_error: expect.stringMatching(/não existe mais/),
    })
  })

  it('npm run submissions shows which rows are not notified yet, with their attempts and last error', async () => {
    steered.plan.push('fail')
    const answers = { ...minimalRecord(form.schema) }
    const { id } = await submit(form, answers)
    await vi.waitFor(async () => expect((await entry('form_submissions', id)).attempts).toBe(1))
    const env = childEnv({ LOCAL_BACKEND_DATA_DIR: backend.dataDir })
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/submissions/main.ts', '--limit', '100'], {
      cwd: projectRoot,
      env,
    })
    expect(stdout).toMatch(/\d+ ainda sem aviso por e-mail à agência/)
    const block = stdout.split('\n\n').find((b) => b.includes(id))!
    expect(block).toMatch(/aviso por e-mail: PENDENTE \(1 tentativa; próxima .*\); último erro: provedor de e-mail fora do ar/)
    expect(stdout).toMatch(/aviso por e-mail: enviado em/)
  }, 60_000)

  it('logs ids and reasons, never an answer', () => {
    const answers = Object.values(minimalRecord(form.schema)).filter((v): v is string => typeof v === 'string' && v.length > 8)
    for (const line of backend.errors) for (const answer of answers) expect(line).not.toContain(answer)
  })
})
