import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { formFilesOf } from '#form-core'
import { dirname, join } from 'node:path'
import { newFormFiles } from '#form-authoring'
import { readExistingForms } from './sibling-forms.ts'

export class ScaffoldError extends Error {}

export interface ScaffoldResult {
  /** Paths written, relative to the project root: the questionnaire's two files, nothing else. */
  written: string[]
  route: string
}

export function scaffoldForm(root: string, id: string): ScaffoldResult {
  const files = formFilesOf(id)
  const made = newFormFiles(id, readExistingForms(root))
  const taken = Object.values(files).filter((file) => existsSync(join(root, file)))
  if ('refusal' in made || taken.length > 0)
    throw new ScaffoldError('refusal' in made ? made.refusal : `o formulário "${id}" já existe: ${taken.join(', ')}`)
  const texts: Record<string, string> = { [files.schema]: made.schema, [files.uiSchema]: made.uiSchema }
  for (const [file, text] of Object.entries(texts)) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text, { flag: 'wx' }) // wx: never overwrite, even if a file appeared meanwhile
  }
  return { written: Object.keys(texts), route: made.route }
}
