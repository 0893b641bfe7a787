import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { schemaTemplate, uiSchemaTemplate } from '#form-core/form-templates.ts'
import { pickRelated, readExistingForms, siblingTexts } from './sibling-forms.ts'

/** Kebab-case, starting with a letter: the form id is its file name, its route and its key in the database. */
export const KEBAB_CASE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/

/** A refusal the CLI prints as is, without a stack trace. */
export class ScaffoldError extends Error {}

export interface ScaffoldResult {
  /** Paths written, relative to the project root: the questionnaire's two files, nothing else. */
  written: string[]
  route: string
}

const toJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/** Writes a new briefing's schema and ui-schema into `root`, refusing to overwrite anything. */
export function scaffoldForm(root: string, id: string): ScaffoldResult {
  if (!KEBAB_CASE.test(id)) {
    throw new ScaffoldError(`"${id}" não é um id válido: use letras minúsculas, números e hífens (kebab-case), começando por letra. Ex.: consultoria-seo`)
  }
  const forms = readExistingForms(root)
  const route = id.startsWith('briefing-') ? `/${id}` : `/briefing-${id}`
  const files = { schema: `schemas/${id}.json`, uiSchema: `ui-schemas/${id}.json` }
  const taken = Object.values(files).filter((file) => existsSync(join(root, file)))
  if (taken.length > 0) throw new ScaffoldError(`o formulário "${id}" já existe: ${taken.join(', ')}`)
  const owner = forms.find((f) => f.meta.route === route)
  if (owner) throw new ScaffoldError(`a rota ${route} já é do formulário "${owner.id}"`)
  const related = pickRelated(forms)
  if (related.length < 3) throw new ScaffoldError('um briefing sugere 3 outros, e ainda não há 3 briefings em schemas/')

  const texts: Record<string, string> = {
    [files.schema]: toJson(schemaTemplate({ id, route, related, texts: siblingTexts(forms) })),
    [files.uiSchema]: toJson(uiSchemaTemplate()),
  }
  for (const [file, text] of Object.entries(texts)) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text, { flag: 'wx' }) // wx: never overwrite, even if a file appeared meanwhile
  }
  return { written: Object.keys(texts), route }
}
