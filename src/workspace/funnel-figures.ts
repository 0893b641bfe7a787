import { funnelQuestions, isObject, leaves, type JsonObject } from '#form-core'
import type { FunnelRevision } from './reads.ts'

/**
 * What the funnel page shows of a revision's counts (issue 46, decision 221), worked out apart from its drawing: the
 * rates, the median beside the card's promise, and one bar per question in the revision's own order and sections.
 */

/** `part` of `whole` as a whole percentage; 0 of nothing is 0 %. */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0)

/** "4 min 30 s", "45 s", "1 h 05 min". */
export function durationText(seconds: number): string {
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  if (minutes >= 60) return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`
  const rest = seconds % 60
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`
}

/** The card's promise, `"5-6 min"` or `"5 min"` (x-form.estimatedTime), as its text and its longest minutes. */
export function promisedTime(schema: JsonObject): { text: string; maxSeconds: number } | undefined {
  const meta = schema['x-form']
  const text = isObject(meta) && typeof meta.estimatedTime === 'string' ? meta.estimatedTime : undefined
  const match = text ? /^(\d+)(?:-(\d+))? min$/.exec(text) : null
  return text && match ? { text, maxSeconds: Number(match[2] ?? match[1]) * 60 } : undefined
}

export interface QuestionBar {
  /** 1-based, as the page counts questions. */
  number: number
  title: string
  stops: number
  /** Share of the starters who stopped here. */
  share: number
}

export interface SectionBars {
  title?: string
  questions: QuestionBar[]
}

/** Every question of the revision in page order, grouped by its section, with the starters who stopped at it. */
export function questionBars(revision: FunnelRevision): SectionBars[] {
  const paths = funnelQuestions(revision.schema, revision.ui_schema)
  const titles = new Map(
    leaves(revision.schema, revision.ui_schema).map((l) => [l.path.join('.'), String(l.schema.title ?? l.path.at(-1))]),
  )
  const stops = new Map(revision.stops.map((s) => [s.question, s.visits]))
  const options = revision.ui_schema['ui:options']
  const sections = isObject(options) && Array.isArray(options.sections) ? options.sections.filter(isObject) : []
  const sectionOf = (path: string) =>
    sections.find((s) => Array.isArray(s.fields) && s.fields.includes(path.split('.')[0]))?.title as string | undefined
  const grouped: SectionBars[] = []
  paths.forEach((path, index) => {
    const title = sectionOf(path)
    const bar = { number: index + 1, title: titles.get(path) ?? path, stops: stops.get(index) ?? 0, share: 0 }
    bar.share = percent(bar.stops, revision.starts)
    const last = grouped.at(-1)
    if (last && last.title === title) last.questions.push(bar)
    else grouped.push({ title, questions: [bar] })
  })
  return grouped
}
