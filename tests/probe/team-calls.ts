import { schemaHash } from '#form-core'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { serverForms } from './attacks.ts'
import { authHeaders, probeFetch, type ProbeBackend } from './probe-backend.ts'

/** Every team and review call as each role; bad export filters; CSV injection through a form into the CSV. */

const fn = (backend: ProbeBackend, path: string) => `${backend.url}/functions/v1/workspace${path}`
const rpcUrl = (backend: ProbeBackend, name: string) => `${backend.url}/rest/v1/rpc/${name}`

/** The calls, as the pages make them: [name, url, body]. Bodies are plausible; what matters is who gets through. */
function calls(backend: ProbeBackend): [string, string, unknown, 'admin' | 'member'][] {
  return [
    ['rpc workspace_inbox', rpcUrl(backend, 'workspace_inbox'), { p_filters: {} }, 'member'],
    ['rpc workspace_team', rpcUrl(backend, 'workspace_team'), {}, 'member'],
    ['rpc workspace_my_role', rpcUrl(backend, 'workspace_my_role'), {}, 'member'],
    ['rpc workspace_remove_member', rpcUrl(backend, 'workspace_remove_member'), { p_email: 'ninguem@probe.test' }, 'admin'],
    [
      'rpc workspace_set_member_role',
      rpcUrl(backend, 'workspace_set_member_role'),
      { p_email: 'membro0@probe.test', p_role: 'equipe' },
      'admin',
    ],
    ['POST /team', fn(backend, '/team'), { email: 'novo@probe.test', role: 'administracao' }, 'admin'],
    ['POST /exports', fn(backend, '/exports'), {}, 'member'],
    ['POST /privacy find', fn(backend, '/privacy'), { action: 'find', email: 'alguem@exemplo.test' }, 'member'],
    ['POST /editor/status', fn(backend, '/editor/status'), { formId: 'contact' }, 'member'],
    ['POST /editor/review', fn(backend, '/editor/review'), { formId: 'contact', files: {}, summary: 'x' }, 'member'],
  ]
}

/** Who may: anon and a removed member never; `equipe` the member calls; `administracao` all. Counts who got through where they should not. */
export async function everyCallAsEachRole(backend: ProbeBackend, tokens: Record<'anon' | 'removed' | 'equipe' | 'administracao', string>) {
  const matrix: Record<string, Record<string, number>> = {}
  let wronglyAllowed = 0
  for (const [name, url, body, needs] of calls(backend)) {
    matrix[name] = {}
    for (const [role, token] of Object.entries(tokens)) {
      const answer = await probeFetch(`${name} as ${role}`, url, {
        method: 'POST',
        headers: authHeaders(token),
        body: JSON.stringify(body),
      })
      matrix[name][role] = answer.status
      const mayCall = role === 'administracao' || (role === 'equipe' && needs === 'member')
      // Through: a 2xx that carries someone's data (an rpc under RLS answers 200 with nothing to an outsider).
      const carriesData = /@|source_id|ticket/.test(answer.text)
      if (!mayCall && answer.status < 300 && carriesData) wronglyAllowed++
    }
  }
  return { matrix, wronglyAllowed }
}

/** Filters the export must refuse with 400 before any ticket: wrong types, impossible dates and offsets, sizes. */
const BAD_FILTERS: unknown[] = [
  null,
  [],
  'x',
  42,
  { from: 'ontem' },
  { from: '2026-13-01T00:00:00Z' },
  { from: '2026-02-30T00:00:00Z' },
  { from: '2026-11-01T00:00:00+23:00' },
  { from: '2026-11-01T00:00:00-16:00' },
  { from: '2026-11-01T00:00:00+14:01' },
  { to: '9999999-01-01' },
  { from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' },
  { from: 1 },
  { form_id: 7 },
  { form_id: ['contact'] },
  { form_id: 'x'.repeat(100_000) },
  { status: { $ne: 1 } },
  { status: 'x'.repeat(100_000) },
  { search: 1 },
  { search: 'x'.repeat(100_000) },
  { owner: 3 },
  { owner: 'x'.repeat(300) },
  { new: true },
  { sort: 'email; drop table x' },
  { sort: 1 },
  { desc: 'sim' },
  { from: '2026-11-01T00:00:00Z\u0000' },
  { from: '' + '\ud800' },
  { __proto__: { admin: true }, from: 'x' },
  { constructor: { prototype: { admin: true } }, from: 'x' },
]

export async function badExportFilters(backend: ProbeBackend, adminToken: string) {
  let refused = 0
  let ticketed = 0
  for (const filters of BAD_FILTERS) {
    const answer = await probeFetch('bad export filter', fn(backend, '/exports'), {
      method: 'POST',
      headers: authHeaders(adminToken),
      body: JSON.stringify(filters),
    })
    if (answer.status === 400) refused++
    if (/ticket/.test(answer.text)) ticketed++
  }
  return { sent: BAD_FILTERS.length, refused, ticketed }
}

/** Formula openers and their disguises (OWASP's CSV injection list, full-width signs, leading space and tab). */
export const CSV_INJECTIONS = [
  '=1+1',
  '=HYPERLINK("http://x.test","a")',
  '+1+1',
  '-1+1',
  '@SUM(1)',
  '\t=1+1',
  '\r=1+1',
  ' =1+1',
  '＝1+1',
  '＋1',
  '－1',
  '＠SUM(1)',
  "=cmd|' /C calc'!A0",
  '"=1+1"',
  "'=1+1",
  '=1+1;=2+2',
  '%0A=1+1',
  '=IMPORTXML("http://x.test","//a")',
  '=WEBSERVICE("http://x.test")',
  '=DDE("cmd";"/C calc";"!A0")',
  '\n=1+1',
  '|calc',
  '=\u200b1+1',
  '  @x',
  '=1,=2',
]

/** Each variant as a contact's name and message, then the admin's CSV: no cell may start with a formula opener. */
export async function csvInjection(backend: ProbeBackend, adminToken: string) {
  const form = serverForms.find((f) => f.formId === 'contact')!
  const revision = await schemaHash(form.schema)
  for (const [i, value] of CSV_INJECTIONS.entries())
    await probeFetch('csv lead', `${backend.url}/functions/v1/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-form-revision': revision },
      body: JSON.stringify({ ...minimalRecord(form.schema), name: `${value} csv${i}`, message: `${value} csv${i}` }),
    })
  const opened = await probeFetch('csv ticket', fn(backend, '/exports'), {
    method: 'POST',
    headers: authHeaders(adminToken),
    body: JSON.stringify({ form_id: 'contact' }),
  })
  const { ticket } = JSON.parse(opened.text) as { ticket: string }
  const csv = (await probeFetch('csv download', fn(backend, `/exports/${ticket}`), { headers: authHeaders(adminToken) })).text
  const cells = csvCells(csv)
  const dangerous = cells.filter((c) => /csv\d+/.test(c) && /^[\s\u3000]*[=+\-@＝＋－＠]/.test(c))
  return { variants: CSV_INJECTIONS.length, dangerousCells: dangerous.length, examples: dangerous.slice(0, 3) }
}

/** The cells of a `;`-separated CSV with quoted cells (RFC 4180's quoting), as a spreadsheet reads them. */
function csvCells(csv: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i]
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ';' || c === '\n') {
      cells.push(cell.replace(/\r$/, ''))
      cell = ''
    } else cell += c
  }
  return [...cells, cell]
}
