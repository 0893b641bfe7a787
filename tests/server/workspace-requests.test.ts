import { describe, expect, it } from 'vitest'
import {
  inboxFilters,
  noteBody,
  privacyRequest,
  problemOf,
  statusChange,
  teamAddition,
} from '#functions/workspace-contract/workspace-requests.ts'

/** The shapes the workspace page sends and its function reads (decision 175): one schema, refusals in Portuguese. */
const problem = (result: { success: boolean; error?: Parameters<typeof problemOf>[0] }) =>
  result.success ? 'ok' : problemOf(result.error!)

describe('the workspace contract', () => {
  it("reads the list's filters as the SQL will: ISO instants with an offset, the period in order", () => {
    expect(problem(inboxFilters.safeParse({ form_id: 'contact', from: '2026-11-19T03:00:00.000Z', to: '' }))).toBe('ok')
    expect(problem(inboxFilters.safeParse({ from: '0' }))).toMatch(/^Data inválida no filtro "de"/)
    expect(problem(inboxFilters.safeParse({ from: '2026-11-20T03:00:00Z', to: '2026-11-19T03:00:00Z' }))).toBe(
      'Período inválido: o início é depois do fim.',
    )
    expect(problem(inboxFilters.safeParse({ search: 'x'.repeat(201) }))).toBe('Filtro inválido: search.')
  })

  it('a status change names known statuses and one to 500 leads, and keeps only what identifies each lead', () => {
    const lead = { source_table: 'form_submissions', source_id: 'abc', answers: { nome: 'Ana' } }
    const read = statusChange.safeParse({ leads: [lead], status: 'concluido' })
    expect(read.success && read.data.leads).toEqual([{ source_table: 'form_submissions', source_id: 'abc' }])
    expect(problem(statusChange.safeParse({ leads: [lead], status: 'arquivado' }))).toBe(
      'Situação desconhecida: "arquivado". Use novo, em_contato, em_andamento, concluido ou descartado.',
    )
    expect(problem(statusChange.safeParse({ leads: [], status: 'novo' }))).toBe('Escolha ao menos um lead.')
    expect(problem(statusChange.safeParse({ leads: Array(501).fill(lead), status: 'novo' }))).toBe(
      'Escolha no máximo 500 leads de uma vez.',
    )
  })

  it('bodies of the function: privacy, team, a note', () => {
    expect(privacyRequest.parse({ action: 'find', email: ' Ana@Exemplo.COM ' })).toEqual({ action: 'find', email: 'ana@exemplo.com' })
    expect(problem(privacyRequest.safeParse({ action: 'find', email: 'ana' }))).toBe('Digite um e-mail completo, como pessoa@exemplo.com.')
    expect(problem(privacyRequest.safeParse({ action: 'erase', email: 'ana@exemplo.com' }))).toMatch(/^Pedido inválido/)
    expect(teamAddition.parse({ email: 'bia@agencia.com.br' })).toEqual({ email: 'bia@agencia.com.br', role: 'equipe' })
    expect(problem(teamAddition.safeParse({ email: 'bia@agencia.com.br', role: 'chefe' }))).toBe(
      'Escolha o papel: administração ou equipe.',
    )
    expect(problem(noteBody.safeParse('   '))).toBe('A nota está vazia.')
  })
})
