import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'

import { isObject } from '#form-core'
import type { ExistingForm } from '#form-authoring'

export type { ExistingForm }

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
