import data from './checklist.json'

/** Shape of checklist.json; checklist.schema.json is the source of truth and check:schemas enforces it. */
export interface ChecklistItem {
  id: string
  label: string
  hint?: string
}

export interface ChecklistCategory {
  id: string
  title: string
  /** Share of the final score, in %; all weights sum to 100. */
  weight: number
  items: ChecklistItem[]
}

export interface ScoreBand {
  min: number
  label: string
  description?: string
}

export interface Checklist {
  title: string
  intro?: string
  categories: ChecklistCategory[]
  bands: ScoreBand[]
}

/** The audit's content. Typed here so a JSON edit that breaks the shape fails `tsc`, not the page. */
export const checklist: Checklist = data
