import { describe, expect, it } from 'vitest'
import { csvCell, csvLine, leadsCsv } from '#functions/workspace-function/leads-csv.ts'
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
