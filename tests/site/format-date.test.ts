import { describe, expect, it } from 'vitest'
import { formatDatePtBr } from '../../src/components/legal/format-date.ts'

describe('formatDatePtBr', () => {
  it('writes the date the Brazilian way, whatever the machine time zone', () => {
    expect(formatDatePtBr('2026-11-23')).toBe('23 de novembro de 2026')
    expect(formatDatePtBr('2026-01-01')).toBe('1 de janeiro de 2026')
  })
})
