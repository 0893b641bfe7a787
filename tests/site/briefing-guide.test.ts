import { describe, expect, it } from 'vitest'
import { briefingGuide, isQuestion, type GuideStep } from '../../src/content/briefing-guide.ts'
import { briefings } from '../../src/forms/registry.ts'

const steps: Record<string, GuideStep> = briefingGuide.steps
const questions = Object.entries(steps).flatMap(([id, step]) => (isQuestion(step) ? [{ id, step }] : []))

/** The advice an answer path leads to: the labels tapped, from the first question. */
function follow(labels: string[]): GuideStep {
  let step = steps[briefingGuide.first]
  for (const label of labels) {
    if (!isQuestion(step)) throw new Error(`"${label}": o guia já indicou um briefing`)
    const option = step.options.find((o) => o.label.includes(label))
    if (!option) throw new Error(`"${label}" não é uma resposta de "${step.question}"`)
    step = steps[option.to]
  }
  return step
}

describe('"Qual briefing é o seu?" (issue 43)', () => {
  it('leads every answer to a step of the guide, and every step is reached from the first question', () => {
    const reached = new Set<string>([briefingGuide.first])
    for (const { step } of questions)
      for (const option of step.options) {
        expect(steps[option.to], `"${option.label}" → ${option.to}`).toBeDefined()
        reached.add(option.to)
      }
    expect([...reached].sort()).toEqual(Object.keys(steps).sort())
  })

  it('recommends one or two briefings with a page after two taps at most, and every briefing somewhere', () => {
    const routes = new Map(briefings.map((b) => [b.id, b.route]))
    const recommended = new Set<string>()
    for (const step of Object.values(steps)) {
      if (isQuestion(step)) continue
      for (const id of step.briefings) {
        expect(routes.get(id), id).toMatch(/^\/briefing-/)
        recommended.add(id)
      }
    }
    expect([...recommended].sort()).toEqual(briefings.map((b) => b.id).sort())
    // Two questions at most: each answer of the first either advises or asks one more question that advises.
    for (const option of (steps[briefingGuide.first] as { options: readonly { to: string }[] }).options) {
      const next = steps[option.to]
      if (isQuestion(next)) for (const o of next.options) expect(isQuestion(steps[o.to]), o.to).toBe(false)
    }
  })

  it('leads a visitor who wants a page for a campaign to the landing-page briefing first', () => {
    const advice = follow(['página ou um site', 'página para uma campanha'])
    expect(isQuestion(advice) ? [] : advice.briefings[0]).toBe('landing-page')
  })
})
