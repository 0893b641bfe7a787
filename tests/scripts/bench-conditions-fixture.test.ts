import { describe, expect, it } from 'vitest'
import { conditionsOf } from '#form-core'
import { checkFormTexts } from '#form-authoring'
import { loadForms } from '../../scripts/forms/load-forms.ts'
import { withFiveConditions } from '../../scripts/bench/conditions-fixture.ts'

describe("bench:typing's largest briefing with five conditions (issue 36)", () => {
  const forms = loadForms()
  const fixture = withFiveConditions(forms)!

  it('is the landing-page briefing with five more conditions, on its own id and route', () => {
    const shipped = forms.find((f) => f.id === 'landing-page')!
    expect(fixture).toMatchObject({ id: 'landing-page-cinco-condicoes', route: '/briefing-landing-page-cinco-condicoes' })
    expect(conditionsOf(fixture.schema)).toHaveLength(conditionsOf(shipped.schema).length + 5)
    expect(JSON.stringify(shipped.schema)).not.toContain('-cinco-condicoes')
  })

  it("follows decision 180's shape: check:schemas finds nothing in it", () => {
    const result = checkFormTexts({
      schemas: [{ id: fixture.id, file: `schemas/${fixture.id}.json`, text: JSON.stringify(fixture.schema) }],
      uiSchemas: [{ id: fixture.id, file: `ui-schemas/${fixture.id}.json`, text: JSON.stringify(fixture.uiSchema) }],
      sitePages: new Set(),
    })
    // Checked alone, its related briefings are unknown to the check: that is all it may say.
    expect(result.problems.filter((p) => !p.pointer.startsWith('/x-form/related/'))).toEqual([])
  })
})
