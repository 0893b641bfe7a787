import { describe, expect, it } from 'vitest'
import { answeredSections, labelledAnswers, type JsonObject } from '#form-core'
import { leadsCsv } from '#functions/workspace-function/leads-csv.ts'
import { testForms } from '../helpers/form-files.ts'

/** The agency reads a lead of a briefing with conditions (decision 180): a question not shown to that visitor is absent. */
const form = testForms.find((f) => f.id === 'landing-page')!
const revision = { formId: form.id, hash: 'h', schema: form.schema as JsonObject, uiSchema: form.uiSchema as JsonObject }
const base = { contactName: 'Ana', contactEmail: 'ana@example.com', productName: 'Curso', productDescription: 'Um curso' }
const shown = { ...base, landingPageGoal: 'outro', landingPageGoalOther: 'Recrutar' }
// Never stored by the server (it refuses it), but a row written by hand or by an older tool could hold it.
const hidden = { ...base, landingPageGoal: 'leads', landingPageGoalOther: 'Recrutar' }

describe('a lead of a briefing with conditions, as the agency reads it', () => {
  it('the lead page and its print show a shown question under its title, right after its trigger', () => {
    const section = answeredSections(revision.schema, shown, revision.uiSchema).find((s) => s.title === 'Objetivo e oferta')!
    expect(section.answers.map((a) => [a.label, a.value])).toEqual([
      ['Qual o principal objetivo da landing page?', 'Outro'],
      ['Qual outro objetivo?', 'Recrutar'],
    ])
  })

  it('leaves out a question the visitor was not shown, in the lead page and in the e-mail', () => {
    const labels = answeredSections(revision.schema, hidden, revision.uiSchema).flatMap((s) => s.answers.map((a) => a.label))
    expect(labels).toContain('Qual o principal objetivo da landing page?')
    expect(labels).not.toContain('Qual outro objetivo?')
    expect(labelledAnswers(revision.schema, hidden, revision.uiSchema).map((a) => a.label)).not.toContain('Qual outro objetivo?')
    expect(labelledAnswers(revision.schema, shown, revision.uiSchema).map((a) => a.label)).toContain('Qual outro objetivo?')
  })

  it('the CSV has a column for it, empty for a visitor who was not shown it', () => {
    const csv = leadsCsv(revision)
    const header = csv.header.split(';')
    const column = header.indexOf('"Qual outro objetivo?"')
    expect(column).toBe(header.indexOf('"Qual o principal objetivo da landing page?"') + 1)
    const cells = (answers: JsonObject) => csv.line({ created_at: '2026-11-20T13:05:00Z', status: 'novo', answers }).split(';')
    expect(cells(shown)[column]).toBe('"Recrutar"')
    expect(cells(hidden)[column]).toBe('""')
  })
})
