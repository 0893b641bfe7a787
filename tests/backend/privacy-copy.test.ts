import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { schemaHash } from '#form-core'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { sqlCalls } from '../../scripts/local-backend/sql-functions.ts'
import { privacyErase, privacyExport } from '#functions/workspace-function/privacy-walk.ts'
import { privacyCopy, privacyDocument } from '#functions/workspace-function/privacy-copy.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { formUrl } from './support/test-forms.ts'
import { testForm } from '../helpers/form-files.ts'

/**
 * The LGPD copy holds everything erasure deletes (decision 176): the tables of a lead's records are one SQL list,
 * `lead_record_tables()`, read by the copy and by the trigger that forgets an erased lead. These tests fail when a
 * table keyed by a lead is left out of it, or when erasing deletes a row the copy did not hand over.
 */
const PERSON = 'titular.copia@exemplo.test'
const contact = testForm('contact')
const current = [{ formId: contact.id, schema: contact.schema }]
let backend: TestBackend

async function send(answers: Record<string, unknown>): Promise<string> {
  const response = await fetch(formUrl(backend.url, contact.id), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-form-revision': await schemaHash(contact.schema) },
    body: JSON.stringify({ ...minimalRecord(contact.schema), ...answers }),
  })
  expect(response.status).toBe(200)
  const { rows } = await backend.db.query<{ id: string }>(
    'select id::text as id from public.form_submissions order by created_at desc limit 1',
  )
  return rows[0].id
}

/** Every public table with a lead's key (source_table, source_id): where a lead's records can be. */
async function tablesKeyedByLead(): Promise<string[]> {
  const { rows } = await backend.db.query<{ table_name: string }>(
    `select c.table_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = 'public' and c.column_name in ('source_table', 'source_id')
      group by c.table_name having count(*) = 2 order by c.table_name`,
  )
  return rows.map((r) => r.table_name)
}

/** How many rows each table keyed by a lead holds for these leads. */
async function heldFor(ids: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of await tablesKeyedByLead()) {
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public."${table}" where source_table = 'form_submissions' and source_id = any($1)`,
      [ids],
    )
    counts[table] = Number(rows[0].n)
  }
  return counts
}

beforeAll(async () => {
  backend = await startTestBackend(null)
}, 60_000)
afterAll(() => backend?.stop())

describe("a person's LGPD copy holds everything erasure deletes (decision 176)", () => {
  it('every table keyed by a lead is in lead_record_tables(), the one list the copy and the erasure read', async () => {
    const { rows } = await backend.db.query<{ tables: string[] }>('select public.lead_record_tables() as tables')
    expect([...rows[0].tables].sort()).toEqual(await tablesKeyedByLead())
  })

  it('the copy holds the answers, status, notes, activity and delivery record of each lead; erasing deletes exactly those', async () => {
    const first = await send({ name: 'Titular Copiado', email: PERSON, message: 'Primeira <b>mensagem</b>' })
    const second = await send({ name: 'Titular Copiado', email: PERSON.toUpperCase() })
    const other = await send({ name: 'Outra Pessoa', email: 'outra@exemplo.test' })
    await backend.db.query(
      `insert into public.lead_status (source_table, source_id, status, updated_by) values ('form_submissions', $1, 'em_andamento', 'ana@agencia.test')`,
      [first],
    )
    await backend.db.query(
      `insert into public.lead_notes (source_table, source_id, body, author) values ('form_submissions', $1, 'Ligar na segunda <às 10h>', 'ana@agencia.test')`,
      [first],
    )
    await backend.db.query(
      `insert into public.lead_activity (source_table, source_id, actor, action, channel) values ('form_submissions', $1, 'beto@agencia.test', 'answer', 'whatsapp')`,
      [second],
    )
    const call = sqlCalls(backend.db)
    const records = await privacyExport(call, current, PERSON, { requestedBy: 'teste', log: false })
    expect(records.map((r) => r.id)).toEqual([first, second])
    const [one, two] = records
    expect(one.respostas).toContainEqual({ pergunta: 'Nome', resposta: 'Titular Copiado' })
    expect(one.registros.lead_status).toMatchObject([{ status: 'em_andamento', updated_by: 'ana@agencia.test' }])
    expect(one.registros.lead_notes).toMatchObject([{ body: 'Ligar na segunda <às 10h>', author: 'ana@agencia.test' }])
    expect(one.registros.lead_activity.map((a) => a.action)).toEqual(['status', 'note'])
    expect(two.registros.lead_activity).toMatchObject([{ action: 'answer', channel: 'whatsapp', actor: 'beto@agencia.test' }])
    expect(one.registros.notification_outbox).toHaveLength(1)

    // São Paulo time with its offset, in every time column of the copy.
    expect(one.enviado_em).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?-03:00$/)
    expect(String(one.registros.lead_notes[0].created_at)).toMatch(/-03:00$/)
    expect(String(one.registros.notification_outbox[0].created_at)).toMatch(/-03:00$/)
    expect(Date.parse(one.enviado_em)).toBe(
      Date.parse(
        (await backend.db.query<{ at: string }>('select created_at::text as at from public.form_submissions where id::text = $1', [first]))
          .rows[0].at,
      ),
    )

    // Erasing deletes, from each table, exactly the rows the copy held: nothing the person was not handed.
    const before = await heldFor([first, second])
    const otherBefore = await heldFor([other])
    await privacyErase(call, current, PERSON, 'teste')
    const after = await heldFor([first, second])
    for (const [table, count] of Object.entries(before)) {
      const erased = count - after[table]
      const copied = records.reduce((n, r) => n + (r.registros[table]?.length ?? 0), 0)
      expect(copied, `${table}: erased ${erased} rows, the copy held ${copied}`).toBe(erased)
    }
    expect(
      Object.values(after).every((n) => n === 0),
      'nothing left of the erased leads',
    ).toBe(true)
    expect(await heldFor([other]), "another person's records stay").toEqual(otherBefore)
  })

  it('the document reads in Portuguese and Brasília time, every value escaped', () => {
    const at = '2026-11-19T14:03:00.5-03:00'
    const html = privacyDocument(
      privacyCopy(PERSON, [
        {
          tabela: 'form_submissions',
          formulario: 'contact',
          titulo: 'Contato <script>',
          id: '1',
          enviado_em: at,
          respostas: [
            { pergunta: 'Sobre você › Nome', resposta: '<img src=x onerror=alert(1)>' },
            { pergunta: 'Sobre você › E-mail', resposta: PERSON },
          ],
          dados: {},
          registros: {
            lead_status: [{ status: 'concluido', updated_at: at, updated_by: 'ana@agencia.test', owner: 'beto@agencia.test' }],
            lead_notes: [{ id: 1, body: 'Nota <b>', author: 'ana@agencia.test', created_at: at }],
            lead_activity: [
              { id: 2, actor: 'ana@agencia.test', action: 'status', from_status: 'novo', to_status: 'concluido', created_at: at },
            ],
            notification_outbox: [{ id: 3, created_at: at, sent_at: at, attempts: 1, last_error: null }],
          },
          contatos: [PERSON],
        },
      ]),
    )
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toContain(`<title>Cópia dos dados de ${PERSON}</title>`)
    expect(html).toContain('19/11/2026 14:03 (horário de Brasília)')
    expect(html).not.toMatch(/<script|<img|<b>/)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('<h4>Sobre você</h4>')
    expect(html).toContain('Concluído, definida por ana@agencia.test')
    expect(html).toContain('mudou a situação de Novo para Concluído')
    expect(html, 'a column added later (an owner) rides along').toContain('<dt>owner</dt><dd>beto@agencia.test</dd>')
  })
})
