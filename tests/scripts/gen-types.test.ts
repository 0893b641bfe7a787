import { describe, expect, it } from 'vitest'
import { rootDir } from '../../scripts/forms/load-forms.ts'
import { schemaForTypes } from '../../scripts/types/schema-for-types.ts'
import { findStale, generatedDirOf, renderTypeFiles } from '../../scripts/types/type-files.ts'
import { renderFormType, typeNameOf } from '../../scripts/types/render-form-types.ts'
import type { MeetingData } from '../../src/forms/generated/index.ts'
import { submitFormData } from '../../src/forms/submit/submit-form-data.ts'

describe('gen:types', () => {
  it('has written every form’s type, up to date with schemas/ (the same check as check:types-fresh)', async () => {
    const expected = await renderTypeFiles(rootDir)
    expect(findStale(generatedDirOf(rootDir), expected), 'rode npm run gen:types').toEqual({ outdated: [], orphaned: [] })
  })

  it('names types after the form id', () => {
    expect(typeNameOf('landing-page')).toBe('LandingPageData')
    expect(typeNameOf('meeting')).toBe('MeetingData')
  })

  it('turns titles into JSDoc, choices into literal unions and ignores x-form', async () => {
    const schema = {
      $id: 'demo',
      title: 'Demo',
      type: 'object',
      additionalProperties: false,
      required: ['size'],
      properties: {
        size: { type: 'string', title: 'Porte', oneOf: [{ const: 'p', title: 'Pequeno' }, { const: 'g', title: 'Grande' }] },
        tags: { type: 'array', title: 'Tags', items: { type: 'string', oneOf: [{ const: 'a', title: 'A' }] } },
      },
      'x-form': { kind: 'briefing' },
    }
    expect(schemaForTypes(schema)).not.toHaveProperty('x-form')
    const code = await renderFormType('demo', schema)
    expect(code).toContain('export interface DemoData {')
    expect(code).toContain("size: 'p' | 'g'")
    expect(code).toContain("tags?: 'a'[]")
    expect(code).toContain('* Porte')
    expect(code).not.toMatch(/type (Porte|Pequeno)\b/)
  })
})

// Compile-time only (never called): `npm run typecheck` fails if the generated types stop guarding payloads.
export function typedPayloadsAreChecked(meeting: MeetingData) {
  void submitFormData('meeting', meeting)
  // @ts-expect-error `service` only accepts the schema's choices
  void submitFormData('meeting', { ...meeting, service: 'marketing' })
  // @ts-expect-error `name` is required by the meeting schema
  void submitFormData('meeting', { email: 'a@b.co', phone: '11999999999', service: 'web' })
  // @ts-expect-error not a form id
  void submitFormData('no-such-form', {})
}
