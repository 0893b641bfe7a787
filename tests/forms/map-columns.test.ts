import { describe, expect, it } from 'vitest'
import { mapColumns, rowAnswers, toInteger } from '#form-core'

describe('toInteger (phone → Numero)', () => {
  it('keeps only the digits of a formatted phone', () => {
    expect(toInteger('(11) 98765-4321')).toBe(11987654321)
    expect(toInteger('+55 11 98765-4321')).toBe(5511987654321)
  })
  it('is 0 when nothing can be parsed', () => {
    expect(toInteger('')).toBe(0)
    expect(toInteger(undefined)).toBe(0)
    expect(toInteger('sem telefone')).toBe(0)
  })
  it('is 0 when the digits are too many to be an exact number', () => {
    expect(toInteger('1'.repeat(16))).toBe(0)
  })
})

describe('mapColumns', () => {
  const columns = {
    Nome: { field: 'name' },
    Numero: { field: 'phone', as: 'integer' as const },
    Comentario: { field: 'message', as: 'nullIfEmpty' as const },
  }
  it('maps fields to columns with the declared conversions', () => {
    expect(mapColumns(columns, { name: 'Ana', phone: '11 99999-0000', message: 'Olá' })).toEqual({
      Nome: 'Ana',
      Numero: 11999990000,
      Comentario: 'Olá',
    })
  })
  it('turns an empty or missing message into null', () => {
    expect(mapColumns(columns, { name: 'Ana', phone: '1199999000', message: '   ' }).Comentario).toBeNull()
    expect(mapColumns(columns, { name: 'Ana', phone: '1199999000' }).Comentario).toBeNull()
  })
})

describe('rowAnswers (a table row read back as answers)', () => {
  it('gives each mapped column back to its field, the way the listing reads rows', () => {
    const columns = { Nome: { field: 'name' }, Numero: { field: 'phone', as: 'integer' as const } }
    expect(rowAnswers(columns, { id: 7, Nome: 'Ana', Numero: 11987654321 })).toEqual({ name: 'Ana', phone: 11987654321 })
  })
})
