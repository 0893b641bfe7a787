import { describe, expect, it } from 'vitest'
import { checklist, type Checklist } from '../../src/tools/audit/audit-checklist.ts'
import { bandFor, formatScore, roundToTenth, scoreAudit } from '../../src/tools/audit/scoring.ts'

const allIds = checklist.categories.flatMap((c) => c.items.map((i) => i.id))
const idsOf = (categoryId: string) => checklist.categories.find((c) => c.id === categoryId)!.items.map((i) => i.id)

/** One category weighing 100 with `size` items: ticking n items scores n × 10 / size, so any tenth is reachable. */
const single = (size: number): Checklist => ({
  title: 'Teste',
  categories: [
    { id: 'unica', title: 'Única', weight: 100, items: Array.from({ length: size }, (_, i) => ({ id: `i${i}`, label: `Item ${i}` })) },
  ],
  bands: checklist.bands,
})
const tick = (n: number) => new Set(Array.from({ length: n }, (_, i) => `i${i}`))

describe('the audit checklist config', () => {
  it('has the spec’s seven categories, weights and item counts (48 items)', () => {
    expect(checklist.categories.map((c) => [c.weight, c.items.length])).toEqual([
      [15, 9],
      [20, 9],
      [20, 8],
      [15, 6],
      [10, 6],
      [10, 5],
      [10, 5],
    ])
    expect(allIds).toHaveLength(48)
  })

  it('carries the spec’s hints', () => {
    const hints = checklist.categories.flatMap((c) => c.items.map((i) => i.hint ?? ''))
    for (const hint of ['Pelo menos 3 posts por semana', 'Tempo de carregamento abaixo de 3 segundos', 'Campanhas nos últimos 12 meses']) {
      expect(
        hints.some((h) => h.includes(hint)),
        hint,
      ).toBe(true)
    }
  })
})

describe('audit scoring', () => {
  it('scores nothing ticked as 0,0, the first band, an empty bar', () => {
    const result = scoreAudit(checklist, new Set())
    expect(formatScore(result.score)).toBe('0,0')
    expect(result.percent).toBe(0)
    expect(result.band.label).toBe('Início da jornada digital')
    expect(result.categories.every((c) => c.checked === 0 && c.score === 0)).toBe(true)
  })

  it('scores everything ticked as exactly 10,0, the top band, a full bar', () => {
    const result = scoreAudit(checklist, new Set(allIds))
    expect(result.score).toBe(10)
    expect(formatScore(result.score)).toBe('10,0')
    expect(result.percent).toBe(100)
    expect(result.band.label).toBe('Excelente maturidade digital')
    expect(result.categories.map((c) => `${c.checked}/${c.total}`)).toEqual(['9/9', '9/9', '8/8', '6/6', '6/6', '5/5', '5/5'])
  })

  it('scores one full category as 10 in that category and its weight / 10 overall', () => {
    const result = scoreAudit(checklist, new Set(idsOf('site')))
    const site = result.categories.find((c) => c.id === 'site')!
    expect(site).toMatchObject({ checked: 9, total: 9, weight: 20, score: 10 })
    expect(result.score).toBe(2)
    expect(result.percent).toBe(20)
    expect(result.categories.filter((c) => c.id !== 'site').every((c) => c.score === 0)).toBe(true)
  })

  it('weighs a single tick by its category (1 of 9 social items: 15 × 1/9 / 10 ≈ 0,2)', () => {
    const result = scoreAudit(checklist, new Set([idsOf('redes-sociais')[0]]))
    expect(formatScore(result.categories[0].score)).toBe('1,1')
    expect(formatScore(result.score)).toBe('0,2')
    expect(result.percent).toBe(2)
  })

  it.each([
    [39, '3,9', 'Início da jornada digital'],
    [40, '4,0', 'Estrutura básica, precisa de investimento'],
    [59, '5,9', 'Estrutura básica, precisa de investimento'],
    [60, '6,0', 'Boa, com pontos a melhorar'],
    [79, '7,9', 'Boa, com pontos a melhorar'],
    [80, '8,0', 'Excelente maturidade digital'],
  ])('puts %i/100 ticks (%s) in "%s"', (ticked, shown, band) => {
    const result = scoreAudit(single(100), tick(ticked))
    expect(formatScore(result.score)).toBe(shown)
    expect(result.band.label).toBe(band)
    expect(result.percent).toBe(ticked)
  })

  it.each([
    [3, 1, '3,3', 'Início da jornada digital'],
    [3, 2, '6,7', 'Boa, com pontos a melhorar'],
    [200, 79, '4,0', 'Estrutura básica, precisa de investimento'], // 3.95 rounds up, and the band follows what is shown
    [200, 159, '8,0', 'Excelente maturidade digital'], // 7.95
    [8, 1, '1,3', 'Início da jornada digital'], // 1.25 half up
  ])('rounds %i items with %i ticked to %s, band "%s"', (size, ticked, shown, band) => {
    const result = scoreAudit(single(size), tick(ticked))
    expect(formatScore(result.score)).toBe(shown)
    expect(result.band.label).toBe(band)
  })

  it('rounds half up despite binary noise', () => {
    expect(roundToTenth(3.95)).toBe(4)
    expect(roundToTenth(0.15)).toBe(0.2)
    expect(roundToTenth(7.94999)).toBe(7.9)
  })

  it('picks bands regardless of their order in the file', () => {
    const shuffled = [...checklist.bands].reverse()
    expect(bandFor(shuffled, 6).label).toBe('Boa, com pontos a melhorar')
    expect(bandFor(shuffled, 0).label).toBe('Início da jornada digital')
  })
})
