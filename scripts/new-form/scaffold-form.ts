import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { withFunctionSection } from '../check-schemas/function-config.ts'
import { functionEntryText } from './function-entry.ts'
import { schemaTemplate, uiSchemaTemplate } from './form-templates.ts'
import { pickRelated, readExistingForms, siblingTexts } from './sibling-forms.ts'

/** Starts with a letter so the generated type name (`<Id>Data`) is a valid identifier. */
export const KEBAB_CASE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/

/** A refusal the CLI prints as is, without a stack trace. */
export class ScaffoldError extends Error {}

export interface ScaffoldResult {
  /** Paths written, relative to the project root. */
  written: string[]
  route: string
  functionName: string
  /** Set when no function entry existed to copy and a TODO file was written instead. */
  functionTodo: boolean
  /** Set when the project has no supabase/config.toml to declare the function in. */
  configMissing: boolean
}

const CONFIG = 'supabase/config.toml'

const toJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/**
 * Writes a new briefing's schema, ui-schema and function entry into `root`, refusing to overwrite anything,
 * and declares the function in supabase/config.toml.
 */
export function scaffoldForm(root: string, id: string): ScaffoldResult {
  if (!KEBAB_CASE.test(id)) {
    throw new ScaffoldError(`"${id}" não é um id válido: use letras minúsculas, números e hífens (kebab-case), começando por letra. Ex.: consultoria-seo`)
  }
  const forms = readExistingForms(root)
  const route = id.startsWith('briefing-') ? `/${id}` : `/briefing-${id}`
  const functionName = `send-${id}-brief`
  const files = {
    schema: `schemas/${id}.json`,
    uiSchema: `ui-schemas/${id}.json`,
    function: `supabase/functions/${functionName}/index.ts`,
  }
  const taken = Object.values(files).filter((file) => existsSync(join(root, file)))
  if (taken.length > 0) throw new ScaffoldError(`o formulário "${id}" já existe: ${taken.join(', ')}`)
  const owner = forms.find((f) => f.meta.route === route)
  if (owner) throw new ScaffoldError(`a rota ${route} já é do formulário "${owner.id}"`)
  const related = pickRelated(forms)
  if (related.length < 3) throw new ScaffoldError('um briefing sugere 3 outros, e ainda não há 3 briefings em schemas/')

  const entry = functionEntryText(join(root, 'supabase/functions'), functionName)
  const texts: Record<string, string> = {
    [files.schema]: toJson(schemaTemplate({ id, route, functionName, related, texts: siblingTexts(forms) })),
    [files.uiSchema]: toJson(uiSchemaTemplate()),
    [files.function]: entry.text,
  }
  // The function is public like the others (verify_jwt = false): without its section a deploy would demand a login.
  const configPath = join(root, CONFIG)
  const config = existsSync(configPath) ? withFunctionSection(readFileSync(configPath, 'utf8'), functionName) : undefined
  for (const [file, text] of Object.entries(texts)) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text, { flag: 'wx' }) // wx: never overwrite, even if a file appeared meanwhile
  }
  if (config !== undefined) writeFileSync(configPath, config)
  return {
    written: [...Object.keys(texts), ...(config !== undefined ? [CONFIG] : [])],
    route,
    functionName,
    functionTodo: !entry.copiedFrom,
    configMissing: !existsSync(configPath),
  }
}
