import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { formsModulePath, renderFormsModule } from './forms-module.ts'
import { readFunctionForms } from './read-function-forms.ts'

/**
 * `npm run gen:functions`: writes supabase/functions/_shared/forms.generated.ts from schemas/*.json and the
 * data types `npm run gen:types` wrote to src/forms/generated (run that first).
 * `--check` writes nothing and exits 1 when the file is stale (for CI and before a deploy).
 */
const forms = await readFunctionForms()
const text = renderFormsModule(forms)
const current = existsSync(formsModulePath) ? readFileSync(formsModulePath, 'utf8') : ''
const where = relative(process.cwd(), formsModulePath)
if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error(`${where} está desatualizado em relação a schemas/ ou src/forms/generated/: rode npm run gen:types e npm run gen:functions`)
    process.exit(1)
  }
  console.log(`${where}: em dia (${Object.keys(forms).length} funções).`)
} else {
  if (current !== text) writeFileSync(formsModulePath, text)
  console.log(`${where}: ${Object.keys(forms).length} funções (${Object.keys(forms).join(', ')}).`)
}
