import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { defaultSiblingTexts, type SiblingTexts } from '#form-core/form-templates.ts'

import { isObject, type JsonObject as Json } from '#form-core/json.ts'

export interface ExistingForm {
  id: string
  meta: Json
}

/** The forms already in `root`, sorted by id; an unreadable file is skipped (check:schemas names it). */
export function readExistingForms(root: string): ExistingForm[] {
  const dir = join(root, 'schemas')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      try {
        const schema: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'))
        const meta = isObject(schema) && isObject(schema['x-form']) ? schema['x-form'] : {}
        return [{ id: basename(file, '.json'), meta }]
      } catch {
        return []
      }
    })
}

const isBriefing = (f: ExistingForm) => f.meta.kind === 'briefing'

const isPopular = (f: ExistingForm) => isObject(f.meta.card) && f.meta.card.popular === true

/** Three briefings to suggest, the popular ones first: the marketer will usually swap them. */
export function pickRelated(forms: ExistingForm[]): string[] {
  return forms
    .filter(isBriefing)
    .sort((a, b) => Number(isPopular(b)) - Number(isPopular(a)) || a.id.localeCompare(b.id))
    .slice(0, 3)
    .map((f) => f.id)
}

/** Notices, buttons and destination of the first existing briefing, falling back to the usual texts. */
export function siblingTexts(forms: ExistingForm[]): SiblingTexts {
  const sibling = forms.find(isBriefing)?.meta
  if (!sibling || !isObject(sibling.notices) || !isObject(sibling.buttons)) return defaultSiblingTexts
  return {
    notices: sibling.notices,
    buttons: sibling.buttons,
    afterSuccess: typeof sibling.afterSuccess === 'string' ? sibling.afterSuccess : defaultSiblingTexts.afterSuccess,
  }
}
