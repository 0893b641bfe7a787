import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FUNCTIONS_PATH, leadPath } from '#form-core'
import { sqlCalls } from '../../scripts/local-backend/sql-functions.ts'
import { createRevisions } from '#functions/platform/supabase-revisions.ts'
import { createWorkspaceApp, WORKSPACE_BODY_LIMIT_BYTES } from '#functions/workspace-function/workspace-app.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { accessTokenFor, addMembers } from './support/members.ts'
import { sendLead, serverForms, tableForms } from './support/test-forms.ts'
import { testForm, testForms } from '../helpers/form-files.ts'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { formFilesOf } from '#form-core'
import { rootDir } from '../../scripts/forms/load-forms.ts'
import { parseCsv } from '../helpers/csv.ts'

/** The `workspace` function: the CSV export (a member's single-use ticket, then the list streamed) and LGPD requests. */
const MEMBER = 'equipe@agencia.test'
const OUTSIDER = 'curioso@exemplo.test'
const contact = testForm('contact')
const contactForm = { formId: 'contact', schema: contact.schema }
let backend: TestBackend
const exportsUrl = () => `${backend.url}${FUNCTIONS_PATH}/workspace/exports`

const openExport = (token: string | undefined, filters: Record<string, unknown>) =>
  fetch(exportsUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(filters),
  })

let member = ''
beforeAll(async () => {
  backend = await startTestBackend()
  await addMembers(backend, [MEMBER], 'administracao')
  await sendLead(backend.url, contactForm, { name: 'Ana Export', message: '=cmd|"/C calc"!A0' })
  await sendLead(backend.url, contactForm, { name: 'Bruno <b>Export</b>' })
  await sendLead(backend.url, contactForm, { name: 'Carla Export' })
  member = await accessTokenFor(backend, MEMBER)
}, 60_000)
afterAll(() => backend?.stop())

describe('the CSV export of the workspace', () => {
  it("streams a member's filtered list once per ticket: BOM, `;`, Portuguese titles, labels, neutralized formulas", async () => {
    const opened = await openExport(member, { form_id: 'contact', search: 'export' })
    expect(opened.status).toBe(200)
    const { ticket } = (await opened.json()) as { ticket: string }
    const download = await fetch(`${exportsUrl()}/${ticket}`)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="leads-todo-o-periodo-contact-busca-export.csv"')
    const bytes = new Uint8Array(await download.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    // TextDecoder drops the BOM it reads.
    const lines = new TextDecoder().decode(bytes).split('\r\n').filter(Boolean)
    const titles = Object.values(contact.schema.properties as Record<string, { title: string }>).map((p) => `"${p.title}"`)
    expect(lines[0]).toBe(['"Enviado em"', '"Situação"', '"Responsável"', ...titles].join(';'))
    expect(lines.slice(1).map((l) => l.split(';')[3])).toEqual(['"Carla Export"', '"Bruno <b>Export</b>"', '"Ana Export"'])
    expect(lines.find((l) => l.includes('Ana Export'))).toContain(`"'=cmd|""/C calc""!A0"`)
    // Single use: the same link again is refused, in Portuguese.
    const again = await fetch(`${exportsUrl()}/${ticket}`)
    expect(again.status).toBe(400)
    expect(((await again.json()) as { error: { message: string } }).error.message).toMatch(/expirou ou já foi usado/)
  })

  it('refuses an anonymous caller, a non-member and an unknown status, in Portuguese, opening nothing', async () => {
    const before = await backend.count('workspace_export_tickets')
    expect((await openExport(undefined, { form_id: 'contact' })).status).toBe(401)
    const outsider = await openExport(await accessTokenFor(backend, OUTSIDER), { form_id: 'contact' })
    expect(outsider.status).toBe(403)
    expect(((await outsider.json()) as { error: { message: string } }).error.message).toMatch(/^Sem acesso/)
    expect((await openExport(member, { form_id: 'contact', status: 'arquivado' })).status).toBe(400)
    expect((await openExport(member, { form_id: 'contact', from: 'ontem' })).status).toBe(400)
    // Bad days as the SQL would read them (`::timestamptz`): refused in Portuguese before any ticket, not a 500 later.
    for (const bad of [
      { from: '0' },
      { to: '2026-02-31T03:00:00Z' },
      { from: '2026-11-19' },
      { from: 5 },
      { from: '2026-11-20T00:00:00Z', to: '2026-11-19T00:00:00Z' },
      // Offsets no clock uses: +16:00 to +23:59 were a ticket, then a 500 with Postgres's own words.
      { from: '2026-11-19T03:00:00+23:00' },
      { to: '2026-11-19T03:00:00-16:00' },
    ]) {
      const answer = await openExport(member, { form_id: 'contact', ...bad })
      expect(answer.status, JSON.stringify(bad)).toBe(400)
      expect(((await answer.json()) as { error: { message: string } }).error.message, JSON.stringify(bad)).toMatch(
        /^(Data inválida no filtro|Período inválido)/,
      )
    }
    expect(await backend.count('workspace_export_tickets')).toBe(before)
    // What the list sends: instants with their offset, unset filters as null or "".
    const good = await openExport(member, { form_id: 'contact', from: '2026-11-19T03:00:00.000Z', to: null, status: null, search: '' })
    expect(good.status).toBe(200)
    expect(await backend.count('workspace_export_tickets')).toBe(before + 1)
  })

  it('refuses a token whose session ended at sign-out, in Portuguese, though its signature is still good', async () => {
    const token = await accessTokenFor(backend, 'saiu@agencia.test')
    await addMembers(backend, ['saiu@agencia.test'])
    expect((await openExport(token, { form_id: 'contact' })).status, 'a member before signing out').toBe(200)
    const logout = await fetch(`${backend.url}/auth/v1/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })
    expect(logout.status).toBe(204)
    const after = await openExport(token, { form_id: 'contact' })
    expect(after.status).toBe(401)
    expect(((await after.json()) as { error: { message: string } }).error.message).toBe(
      'Sua sessão expirou ou não é válida. Entre de novo no painel.',
    )
  })

  it('a 5 MB body is a 413 before the token is checked or the database asked', async () => {
    let asked = 0
    const app = createWorkspaceApp({
      call: async () => ((asked += 1), []),
      verify: async () => {
        asked += 1
        return { ok: true, claims: { email: MEMBER } } as Awaited<ReturnType<Parameters<typeof createWorkspaceApp>[0]['verify']>>
      },
      revisions: createRevisions(async () => [], 2),
      authUsers: async () => undefined,
      allowOrigin: '*',
    })
    const body = JSON.stringify({ form_id: 'contact', search: 'x'.repeat(5 * 1024 * 1024) })
    // Declared, and streamed without a Content-Length (chunked): the size is known only by reading, still before the token.
    const chunked = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          const bytes = new TextEncoder().encode(body)
          for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024))
          controller.close()
        },
      })
    for (const path of ['/exports', '/privacy', '/team', '/editor/review'])
      for (const [how, init] of [
        ['declared', { headers: { authorization: 'Bearer x', 'content-length': String(body.length) }, body }],
        ['chunked', { headers: { authorization: 'Bearer x' }, body: chunked(), duplex: 'half' }],
      ] as const) {
        const answer = await app.request(path, { method: 'POST', ...init } as RequestInit)
        expect(answer.status, `${path} ${how}`).toBe(413)
        expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('payload_too_large')
        expect(asked, `${path} ${how}: no membership query, no token check`).toBe(0)
      }
    expect(asked, 'no membership query, no token check').toBe(0)
  })

  it('the limit is set for the largest real questionnaire: its send for review (files and base) fits four times over', () => {
    const sizes = testForms.map(({ id }) => {
      const texts = Object.values(formFilesOf(id)).map((file) => readFileSync(join(rootDir, file), 'utf8'))
      const files = { schema: texts[0], uiSchema: texts[1] }
      return Buffer.byteLength(JSON.stringify({ formId: id, files, base: files, changes: ['Uma mudança.'] }))
    })
    expect(Math.max(...sizes) * 4).toBeLessThan(WORKSPACE_BODY_LIMIT_BYTES)
  })

  it('reads the list a page at a time after a cursor: every lead once, newest first, across pages', async () => {
    const call = sqlCalls(backend.db)
    const app = createWorkspaceApp({
      call,
      verify: async () =>
        ({ ok: true, claims: { email: MEMBER } }) as Awaited<ReturnType<Parameters<typeof createWorkspaceApp>[0]['verify']>>,
      revisions: createRevisions(call, 2),
      authUsers: async () => undefined,
      allowOrigin: '*',
      pageSize: 2,
    })
    const opened = await app.request('/exports', {
      method: 'POST',
      headers: { authorization: 'Bearer x' },
      body: JSON.stringify({ form_id: 'contact' }),
    })
    const { ticket } = (await opened.json()) as { ticket: string }
    const text = await (await app.request(`/exports/${ticket}`)).text()
    const names = text
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((l) => l.split(';')[3])
    expect(names).toEqual(['"Carla Export"', '"Bruno <b>Export</b>"', '"Ana Export"'])
  })
})

describe('a period over every form in one CSV (decision 214)', () => {
  /** Sends a lead and moves it to `at`: the newest row of its table. */
  async function sentAt(form: { formId: string; schema: Record<string, unknown> }, table: string, at: string, answers = {}) {
    await sendLead(backend.url, form, answers)
    const { rows } = await backend.db.query<{ id: string }>(
      `update public.${table === 'form_submissions' ? 'form_submissions' : '"Agendar Reunião"'} set created_at = $1
        where id = (select id from public.${table === 'form_submissions' ? 'form_submissions' : '"Agendar Reunião"'} order by created_at desc limit 1)
        returning id::text`,
      [at],
    )
    return leadPath(table, rows[0].id)
  }

  it('holds every lead of the month once, from every form, named for the month; none from the days around it', async () => {
    const [meeting] = tableForms
    const other = serverForms.find((f) => f.formId !== 'contact')!
    // October 2026 in São Paulo (UTC-3): its first instant and its last second are in, the instants either side are not.
    const inside = [
      await sentAt(contactForm, 'form_submissions', '2026-10-01T03:00:00Z', { name: 'Outubro Primeiro' }),
      await sentAt(other, 'form_submissions', '2026-10-15T12:00:00Z'),
      await sentAt(meeting, meeting.table, '2026-10-20T15:00:00Z'),
      await sentAt(contactForm, 'form_submissions', '2026-11-01T02:59:59Z', { name: 'Outubro Último' }),
    ]
    await sentAt(contactForm, 'form_submissions', '2026-10-01T02:59:59Z', { name: 'Setembro' })
    await sentAt(meeting, meeting.table, '2026-11-01T03:00:00Z')
    // The page's filter for "De 01/10/2026 Até 31/10/2026" (listArgs): the agency's midnights.
    const opened = await openExport(member, { from: '2026-10-01T03:00:00.000Z', to: '2026-11-01T03:00:00.000Z' })
    expect(opened.status).toBe(200)
    const { ticket, fileName } = (await opened.json()) as { ticket: string; fileName: string }
    const download = await fetch(`${exportsUrl()}/${ticket}`)
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="leads-2026-10-todos-os-formularios.csv"')
    expect(fileName, 'the ticket says the name the page shows while downloading').toBe('leads-2026-10-todos-os-formularios.csv')
    const [header, ...rows] = parseCsv((await download.text()).replace(/^\uFEFF/, ''))
    expect(header).toEqual(['Enviado em', 'Formulário', 'Nome', 'E-mail', 'Telefone', 'Situação', 'Responsável', 'Link', 'Respostas'])
    const links = rows.map((r) => new URL(r[7], 'http://x').pathname)
    expect(links.toSorted(), 'every lead of the period, once').toEqual(inside.toSorted())
    expect(rows.map((r) => r[0])).toEqual(['31/10/2026 23:59', '20/10/2026 12:00', '15/10/2026 09:00', '01/10/2026 00:00'])
    const first = rows.find((r) => r[2] === 'Outubro Primeiro')!
    expect(first[1]).toBe((contact.schema as { title: string }).title)
    expect(first[8].split('\n')).toContain(
      `${(contact.schema.properties as Record<string, { title: string }>).name.title}: Outubro Primeiro`,
    )
    expect(new Set(rows.map((r) => r[1])).size, 'three forms in one file').toBe(3)
    // As the lead page shows it, text a spreadsheet keeps (decision 236): bare digits became 1,1E+10.
    expect(rows.find((r) => r[1] !== first[1] && r[4] !== '')?.[4], "the meeting's phone in its column").toMatch(
      /^\(\d{2}\) \d{4,5}-\d{4}$/,
    )
  })
})

describe('"Pedidos do titular": LGPD requests from the workspace', () => {
  const PERSON = 'titular@exemplo.test'
  const ask = (token: string | undefined, body: Record<string, unknown>) =>
    fetch(`${backend.url}${FUNCTIONS_PATH}/workspace/privacy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  const logged = async () =>
    (
      await backend.db.query<{ action: string; requested_by: string; rows_affected: number; email_sha256: string }>(
        'select action, requested_by, rows_affected, email_sha256 from public.privacy_requests order by id',
      )
    ).rows

  it('finds, hands over and erases what is held about an e-mail, logging export and erase (who, hash, rows), never the data', async () => {
    await sendLead(backend.url, contactForm, { name: 'Titular Um', email: PERSON })
    await sendLead(backend.url, contactForm, { name: 'Titular Dois', email: PERSON.toUpperCase() })
    const found = (await (await ask(member, { action: 'find', email: ` ${PERSON} ` })).json()) as { registros: { titulo: string }[] }
    expect(found.registros.map((r) => r.titulo)).toEqual([contact.schema.title, contact.schema.title])
    expect(await logged()).toEqual([])
    expect(JSON.stringify(found), 'finding shows titles and dates, not the data').not.toContain('Titular Um')
    // The copy, by a single-use ticket as the CSV: the data for another system, then the document for the person.
    const copy = async (format: string) => {
      const opened = await ask(member, { action: 'export', email: PERSON, format })
      expect(opened.status).toBe(200)
      const { ticket } = (await opened.json()) as { ticket: string }
      const url = `${backend.url}${FUNCTIONS_PATH}/workspace/privacy/copies/${ticket}`
      const answer = await fetch(url)
      expect((await fetch(url)).status, 'single use').toBe(400)
      return answer
    }
    const data = await copy('dados')
    expect(data.headers.get('content-disposition')).toBe(`attachment; filename="copia-dados-${PERSON}.json"`)
    const exported = (await data.json()) as {
      titular: string
      gerado_em: string
      registros: { enviado_em: string; respostas: { pergunta: string; resposta: string }[]; registros: Record<string, unknown[]> }[]
    }
    expect(exported.titular).toBe(PERSON)
    expect(exported.gerado_em).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/)
    expect(exported.registros[0].respostas).toContainEqual({ pergunta: 'Nome', resposta: 'Titular Um' })
    expect(exported.registros[0].enviado_em).toMatch(/-03:00$/)
    expect(Object.keys(exported.registros[0].registros)).toEqual([
      'lead_status',
      'lead_owner',
      'lead_notes',
      'lead_activity',
      'notification_outbox',
      'lead_seen',
    ])
    const document = await copy('documento')
    expect(document.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(document.headers.get('content-disposition')).toBe(`attachment; filename="copia-dados-${PERSON}.html"`)
    const html = await document.text()
    expect(html).toContain(`<title>Cópia dos dados de ${PERSON}</title>`)
    expect(html).toContain('Titular Um')
    expect(html).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(horário de Brasília\)/)
    expect((await ask(member, { action: 'export', email: PERSON })).status, 'a copy names its format').toBe(400)
    const { ticket } = (await (await ask(member, { action: 'export', email: PERSON, format: 'dados' })).json()) as { ticket: string }
    expect((await fetch(`${exportsUrl()}/${ticket}`)).status, "a copy's ticket is no CSV's").toBe(400)
    // Counted from here: the file's other tests leave their own leads in the same backend.
    const held = await backend.count('form_submissions')
    const mismatch = await ask(member, { action: 'erase', email: PERSON, expected: 1 })
    expect(mismatch.status).toBe(409)
    expect(await backend.count('form_submissions')).toBe(held)
    const erased = (await (await ask(member, { action: 'erase', email: PERSON, expected: 2 })).json()) as { tabelas: unknown[] }
    expect(erased.tabelas).toContainEqual({ tabela: 'form_submissions', linhas: 2 })
    expect(erased, 'NOTIFY_EMAIL_ANSWERS unset: no e-mail holds the answers').toMatchObject({ emailsWithAnswers: false })
    expect(await backend.count('form_submissions')).toBe(held - 2)
    const log = await logged()
    expect(log.map((l) => [l.action, l.requested_by, l.rows_affected])).toEqual([
      ['export', `painel (${MEMBER})`, 2],
      ['export', `painel (${MEMBER})`, 2],
      ['erase', `painel (${MEMBER})`, 2],
    ])
    expect(JSON.stringify(log)).not.toContain('Titular')
    expect(JSON.stringify(log)).not.toContain(PERSON)
  })

  it('with NOTIFY_EMAIL_ANSWERS=full, finding and erasing tell the screen the lead e-mails hold the answers', async () => {
    const call = sqlCalls(backend.db)
    const app = createWorkspaceApp({
      call,
      verify: async () =>
        ({ ok: true, claims: { email: MEMBER } }) as Awaited<ReturnType<Parameters<typeof createWorkspaceApp>[0]['verify']>>,
      revisions: createRevisions(call, 2),
      authUsers: async () => undefined,
      allowOrigin: '*',
      notifyEmailAnswers: 'full',
    })
    const asked = (body: Record<string, unknown>) =>
      app.request('/privacy', { method: 'POST', headers: { authorization: 'Bearer x' }, body: JSON.stringify(body) })
    expect(await (await asked({ action: 'find', email: 'ninguem@exemplo.test' })).json()).toEqual({
      registros: [],
      emailsWithAnswers: true,
      outrosContatos: [],
    })
    expect(await (await asked({ action: 'erase', email: 'ninguem@exemplo.test', expected: 0 })).json()).toMatchObject({
      emailsWithAnswers: true,
    })
  })

  it('refuses an anonymous caller, a non-member and a malformed request, in Portuguese, logging nothing', async () => {
    const before = (await logged()).length
    expect((await ask(undefined, { action: 'find', email: PERSON })).status).toBe(401)
    const outsider = await ask(await accessTokenFor(backend, OUTSIDER), { action: 'export', email: PERSON, format: 'dados' })
    expect(outsider.status).toBe(403)
    const bad = await ask(member, { action: 'find', email: 'sem-arroba' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/e-mail completo/)
    expect((await ask(member, { action: 'erase', email: PERSON })).status).toBe(400)
    expect((await logged()).length).toBe(before)
  })
})

describe('"Equipe": an administrator adds a colleague through the function; erasure is the administration\'s', () => {
  const COLLEAGUE = 'colega.funcao@agencia.test'
  const team = (token: string | undefined, body: Record<string, unknown>) =>
    fetch(`${backend.url}${FUNCTIONS_PATH}/workspace/team`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })

  it('adds a colleague as equipe, an Auth user at once (sign-ups are off), and records who added them', async () => {
    const added = await team(member, { email: ' Colega.Funcao@Agencia.test ' })
    expect(added.status).toBe(200)
    expect(await added.json()).toMatchObject({ member: { email: COLLEAGUE, role: 'equipe', added_by: MEMBER } })
    expect((await backend.db.query('select 1 from auth.users where email = $1', [COLLEAGUE])).rows).toHaveLength(1)
    const { rows } = await backend.db.query('select actor, action, member, role from public.agency_member_changes')
    expect(rows).toEqual([{ actor: MEMBER, action: 'add', member: COLLEAGUE, role: 'equipe' }])
    const again = await team(member, { email: COLLEAGUE })
    expect(again.status).toBe(400)
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(`${COLLEAGUE} já é da equipe.`)
  })

  it('refuses equipe, in Portuguese, before making anyone an Auth user; and refuses it erasure', async () => {
    const colleague = await accessTokenFor(backend, COLLEAGUE)
    const refused = await team(colleague, { email: 'outra@agencia.test', role: 'administracao' })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      `Só quem é da administração pode fazer isso; ${COLLEAGUE} não é.`,
    )
    expect((await backend.db.query(`select 1 from auth.users where email = 'outra@agencia.test'`)).rows).toEqual([])
    const privacy = (body: Record<string, unknown>) =>
      fetch(`${backend.url}${FUNCTIONS_PATH}/workspace/privacy`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${colleague}` },
        body: JSON.stringify(body),
      })
    expect((await privacy({ action: 'find', email: 'ninguem@exemplo.test' })).status, 'equipe finds').toBe(200)
    const erase = await privacy({ action: 'erase', email: 'ninguem@exemplo.test', expected: 0 })
    expect(erase.status).toBe(403)
    expect(((await erase.json()) as { error: { message: string } }).error.message).toMatch(/^Só quem é da administração/)
    expect((await team(member, { email: 'x@agencia.test', role: 'dono' })).status, 'an unknown role').toBe(400)
  })
})
