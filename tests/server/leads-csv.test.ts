import { describe, expect, it } from 'vitest'
import { anyFormCsv, csvCell, csvLine, exportFileName, leadsCsv } from '#functions/workspace-function/leads-csv.ts'
import type { FormRevision } from '#functions/platform/server-types.ts'

/** The current revision: `nome` was renamed `nomeCompleto` (declared in x-form.migrations), and a group of questions. */
const current: FormRevision = {
  formId: 'teste',
  hash: 'h2',
  schema: {
    type: 'object',
    title: 'Teste',
    'x-form': { migrations: [{ rename: { from: 'nome', to: 'nomeCompleto' } }] },
    properties: {
      nomeCompleto: { type: 'string', title: 'Nome completo' },
      canais: {
        type: 'array',
        title: 'Canais',
        items: {
          type: 'string',
          oneOf: [
            { const: 'ig', title: 'Instagram' },
            { const: 'yt', title: 'YouTube' },
          ],
        },
      },
      contato: { type: 'object', title: 'Contato', properties: { email: { type: 'string', title: 'E-mail' } } },
      obs: { type: 'string', title: 'Observações' },
    },
  },
  uiSchema: {},
}

describe('the leads CSV (Excel in pt-BR)', () => {
  it("titles one column per question in Portuguese, a group's questions under its title", () => {
    expect(leadsCsv(current).header).toBe(
      '"Enviado em";"Situação";"Responsável";"Nome completo";"Canais";"Contato › E-mail";"Observações"\r\n',
    )
  })

  it('merges a renamed question into its current column and writes choices by their labels', () => {
    const old = { created_at: '2026-11-20T13:05:00.000000Z', status: 'em_andamento', answers: { nome: 'Ana', canais: ['ig', 'yt'] } }
    const now = {
      created_at: '2026-11-26T13:05:00.000000Z',
      status: 'novo',
      answers: { nomeCompleto: 'Bia', contato: { email: 'b@x.com' } },
    }
    const csv = leadsCsv(current)
    expect(csv.line(old)).toBe('"20/11/2026 10:05";"Em andamento";"";"Ana";"Instagram, YouTube";"";""\r\n')
    expect(csv.line({ ...now, owner: 'carla@agencia.com.br' })).toBe(
      '"26/11/2026 10:05";"Novo";"carla@agencia.com.br";"Bia";"";"b@x.com";""\r\n',
    )
  })

  it.each([
    '=cmd|"/C calc"!A0',
    '+1+1',
    '-2',
    '@SUM(A1)',
    '\t=1+1',
    '\r=1+1',
    '\n=HYPERLINK("http://x")',
    '   =1+1',
    '\u00a0=1+1',
    '\u3000+1',
    '\n \u00a0\t-1',
    '＝1+1',
    '＋1',
    '－1',
    '＠SUM(A1)',
    ' ＝cmd',
    '+55 62 98444-5566 =cmd|"/C calc"!A0',
    '+5562984445566+A1',
    '-62984445566',
  ])('neutralizes a cell a spreadsheet would run (%j)', (value) => {
    expect(csvCell(value)).toBe(`"'${value.replace(/"/g, '""')}"`)
  })

  it.each(['+55 62 98444-5566', '+55 (62) 98444-5566', '+5562984445566', '+1 415.555.0100', '(62) 98444-5566', '62984445566'])(
    'leaves a phone number readable, as typed (%j)',
    (value) => expect(csvCell(value)).toBe(`"${value}"`),
  )

  it('leaves text whose operator sign is not first alone', () => {
    expect(csvCell('Ana = cliente')).toBe('"Ana = cliente"')
    expect(csvCell('ana@x.com')).toBe('"ana@x.com"')
  })

  it('keeps text, quotes, semicolons and line breaks inside one quoted cell; HTML stays text', () => {
    expect(csvLine(['a;b', 'diz "oi"', 'linha 1\nlinha 2', '<a href="javascript:alert(1)">x</a>'])).toBe(
      '"a;b";"diz ""oi""";"linha 1\nlinha 2";"<a href=""javascript:alert(1)"">x</a>"\r\n',
    )
  })
})

describe('the file named for its period and filters (decision 214)', () => {
  // What listArgs sends: the agency's midnights (São Paulo, UTC-3), `to` the day after the last.
  const period = (from: string, to: string) => ({ from: `${from}T03:00:00.000Z`, to: `${to}T03:00:00.000Z` })

  it('names a whole month by its month, another period by its days, and no period as such', () => {
    expect(exportFileName(period('2026-10-01', '2026-11-01'))).toBe('leads-2026-10-todos-os-formularios.csv')
    expect(exportFileName(period('2026-02-01', '2026-03-01'))).toBe('leads-2026-02-todos-os-formularios.csv')
    expect(exportFileName(period('2026-11-03', '2026-11-10'))).toBe('leads-2026-11-03-a-2026-11-09-todos-os-formularios.csv')
    expect(exportFileName(period('2026-11-03', '2026-11-04'))).toBe('leads-2026-11-03-todos-os-formularios.csv')
    expect(exportFileName({ from: '2026-11-03T03:00:00.000Z' })).toBe('leads-desde-2026-11-03-todos-os-formularios.csv')
    expect(exportFileName({})).toBe('leads-todo-o-periodo-todos-os-formularios.csv')
  })

  it('adds the form, situation, owner, "novos" and search it was filtered by', () => {
    expect(
      exportFileName({
        ...period('2026-10-01', '2026-11-01'),
        form_id: 'contact',
        status: 'em_andamento',
        owner: 'Ana.Souza@agencia.com.br',
      }),
    ).toBe('leads-2026-10-contact-em_andamento-ana-souza.csv')
    expect(exportFileName({ owner: '', new: 'ana@agencia.test', search: 'Padaria São João' })).toBe(
      'leads-todo-o-periodo-todos-os-formularios-sem-responsavel-novos-para-mim-busca-padaria-sao-joao.csv',
    )
  })
})

/** A form with a phone question (`x-personal: phone`), as the meeting and the contact form have. */
const withPhone: FormRevision = {
  formId: 'reuniao',
  hash: 'h3',
  schema: {
    type: 'object',
    title: 'Reunião',
    properties: {
      nome: { type: 'string', title: 'Nome', 'x-personal': 'name' },
      telefone: { type: 'string', title: 'Telefone', 'x-personal': 'phone' },
    },
  },
  uiSchema: {},
}

describe('phones in the CSV, as text a spreadsheet keeps (decision 236)', () => {
  const at = '2026-11-26T13:05:00.000000Z'
  const sent = (telefone: string | number) => ({ created_at: at, status: 'novo', answers: { nome: 'Ana', telefone } })

  it.each([
    ['11976543210', '(11) 97654-3210'],
    ['+55 11 97654-3210', '(11) 97654-3210'],
    ['5511976543210', '(11) 97654-3210'],
    // An old meeting's phone, stored as a number (decision 021): the same writing.
    [5511955554444, '(11) 95555-4444'],
    ['1132654321', '(11) 3265-4321'],
  ])("writes %j in the form's column as the lead page shows it (%s), never as bare digits", (answer, shown) => {
    expect(leadsCsv(withPhone).line(sent(answer))).toBe(`"26/11/2026 10:05";"Novo";"";"Ana";"${shown}"\r\n`)
  })

  it('writes the one-file export\'s "Telefone" and the phone in its answers the same way', () => {
    const csv = anyFormCsv(() => withPhone)
    const line = csv.line({
      ...sent('11976543210'),
      source_table: 'submissions',
      source_id: '1',
      form_id: 'reuniao',
      form_title: 'Reunião',
      schema_hash: 'h3',
    })
    const cells = line.split(';')
    expect(cells[4]).toBe('"(11) 97654-3210"')
    expect(cells[8]).toBe('"Nome: Ana\nTelefone: (11) 97654-3210"\r\n')
  })

  it('keeps a foreign number as typed, and a phone cell that hides a formula still neutralized', () => {
    expect(leadsCsv(withPhone).line(sent('+1 415 555 0100'))).toContain(';"+1 415 555 0100"')
    expect(leadsCsv(withPhone).line(sent('=HYPERLINK("http://x")'))).toContain(';"\'=HYPERLINK(""http://x"")"')
  })
})
