import { isObject } from '#form-core'
import type { ExistingForm } from '#form-authoring'
import { formDirsOf, scanForms } from '../forms/load-forms.ts'

export type { ExistingForm }

/** The forms already in `root`, sorted by id; an unreadable file is skipped (check:schemas names it). */
export function readExistingForms(root: string): ExistingForm[] {
  return scanForms(formDirsOf(root)).flatMap(({ id, schema }) => {
    try {
      const parsed: unknown = schema ? JSON.parse(schema.text) : undefined
      return parsed === undefined ? [] : [{ id, meta: isObject(parsed) && isObject(parsed['x-form']) ? parsed['x-form'] : {} }]
    } catch {
      return []
    }
  })
}
