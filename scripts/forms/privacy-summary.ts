import { formMetaOf, submitTargetOf, personalKindsOf, purposeOf, retentionDaysOf, type PersonalDataEntry } from '#form-core'
import type { FormFiles } from './load-forms.ts'

/** The privacy policy's list (`virtual:personal-data`); a form kept in the browser stores nothing, so it is not listed. */
export const privacySummary = (forms: readonly FormFiles[]): PersonalDataEntry[] =>
  forms
    .filter((f) => {
      const target = submitTargetOf(f.schema)
      return target !== undefined && !('local' in target)
    })
    .map((f) => ({
      id: f.id,
      title: formMetaOf(f.schema).title,
      route: formMetaOf(f.schema).route,
      kinds: personalKindsOf(f.schema),
      purpose: purposeOf(f.schema),
      retentionDays: retentionDaysOf(f.schema),
    }))
    .sort((a, b) => b.kinds.length - a.kinds.length || a.title.localeCompare(b.title, 'pt-BR'))
