import type { Checklist, ChecklistCategory, ScoreBand } from './audit-checklist.ts'

export interface CategoryResult {
  id: string
  title: string
  checked: number
  total: number
  weight: number
  score: number
}

export interface AuditResult {
  categories: CategoryResult[]
  /** Σ(category score × weight / 100), rounded to one decimal: the number the page shows. */
  score: number
  percent: number
  band: ScoreBand
}

// The epsilon absorbs binary noise (3.95 stored as 3.9499…) so the score matches the arithmetic done by hand.
export const roundToTenth = (value: number): number => Math.round(value * 10 + 1e-9) / 10

const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

// Rounded by `roundToTenth` first, so the text always matches the band.
export const formatScore = (score: number): string => oneDecimal.format(roundToTenth(score))

function scoreCategory(category: ChecklistCategory, checked: ReadonlySet<string>): CategoryResult {
  const total = category.items.length
  const done = category.items.filter((item) => checked.has(item.id)).length
  return {
    id: category.id,
    title: category.title,
    checked: done,
    total,
    weight: category.weight,
    score: total === 0 ? 0 : (done / total) * 10,
  }
}

export function bandFor(bands: readonly ScoreBand[], score: number): ScoreBand {
  const sorted = [...bands].sort((a, b) => b.min - a.min)
  return sorted.find((band) => score >= band.min) ?? sorted[sorted.length - 1]
}

export function scoreAudit(checklist: Checklist, checked: ReadonlySet<string>): AuditResult {
  const categories = checklist.categories.map((category) => scoreCategory(category, checked))
  // Summed as checked × weight / total, then / 10: exact for whole ticks, so "all ticked" is 10.0, not 9.999….
  const raw = categories.reduce((sum, c) => sum + (c.total === 0 ? 0 : (c.checked * c.weight) / c.total), 0) / 10
  const score = Math.min(10, roundToTenth(raw))
  return { categories, score, percent: Math.round(score * 10), band: bandFor(checklist.bands, score) }
}
