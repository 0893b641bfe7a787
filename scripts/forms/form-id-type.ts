import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { formDirsOf, rootDir, scanForms } from './load-forms.ts'

/**
 * Where the build writes the questionnaires' ids as a type: a link to a form that does not exist fails `tsc`.
 * Not committed, so adding a questionnaire stays two JSON files (decision 131).
 */
export const formIdsPath = (root: string) => join(root, 'src/forms/form-ids.ts')

/** The module's text for these ids, as Prettier would leave it (lint checks it like any other file). */
export async function formIdsSource(ids: readonly string[]): Promise<string> {
  const union = ids.length > 0 ? ids.map((id) => `'${id}'`).join(' | ') : 'never'
  const text = [
    '// Written from schemas/ by scripts/forms/form-id-type.ts (npm ci, npm run typecheck, dev, build); not committed, do not edit.',
    `export type FormId = ${union}`,
    '',
  ].join('\n')
  const path = formIdsPath(rootDir) // this project's Prettier settings, whichever copy is written
  return format(text, { ...(await resolveConfig(path)), filepath: path })
}

const readOr = (path: string) => {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
}

/** Rewrites the type when the forms changed (only then, so a watcher sees no change of its own making). */
export async function writeFormIds(root = rootDir): Promise<boolean> {
  const path = formIdsPath(root)
  const text = await formIdsSource(scanForms(formDirsOf(root)).flatMap((f) => (f.schema ? [f.id] : [])))
  if (readOr(path) === text) return false
  writeFileSync(path, text)
  return true
}
