import { describe, expect, it } from 'vitest'
import { describeError, redact, safeLogger } from '#functions/platform/safe-logger.ts'

describe('server logs never carry an answer', () => {
  it('redacts e-mail addresses and phone numbers, keeps ids and counts', () => {
    expect(redact('contato de ana.souza@empresa.com.br, (11) 98765-4321 e +55 11 987654321')).toBe(
      'contato de [e-mail], [número] e [número]',
    )
    expect(redact('envio 123e4567-e89b-12d3-a456-426614174000 gravado; 3 tentativas')).toBe(
      'envio 123e4567-e89b-12d3-a456-426614174000 gravado; 3 tentativas',
    )
  })

  it('describes a database error by code and message only: never its detail, which quotes the row', () => {
    const error = Object.assign(new Error('new row for relation "form_submissions" violates check constraint'), {
      code: '23514',
      detail: 'Failing row contains (Ana Souza, ana@empresa.com.br, Minha mensagem secreta)',
    })
    const lines: string[] = []
    safeLogger({ error: (m, d) => void lines.push(`${m} ${String(d)}`) }).error('[contact] falha ao gravar o envio', error)
    expect(lines).toEqual([
      '[contact] falha ao gravar o envio Error [23514]: new row for relation "form_submissions" violates check constraint',
    ])
    expect(describeError({ payload: { nome: 'Ana' } })).toBe('object')
  })
})
