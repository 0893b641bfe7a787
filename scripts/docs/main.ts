import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { cliArgs } from '../cli-args.ts'
import { rootDir } from '../forms/load-forms.ts'
import { ENVIRONMENT_DOC, environmentDoc } from './environment-doc.ts'
import { ARCHITECTURE_DOC, cruiseRepository, withDrawing } from './import-drawing.ts'

/**
 * `npm run docs`: rewrites the generated parts of the docs, docs/environment.md (from environment.ts) and the import
 * drawing in docs/architecture.md (from dependency-cruiser). `--check` writes nothing and exits 1 when either is stale.
 */
const { values } = cliArgs({ options: { check: { type: 'boolean', default: false } } }, 'Uso: npm run docs [-- --check]')
const read = (file: string) => (existsSync(join(rootDir, file)) ? readFileSync(join(rootDir, file), 'utf8') : '')
const architecture = read(ARCHITECTURE_DOC)
const generated = { [ENVIRONMENT_DOC]: environmentDoc(), [ARCHITECTURE_DOC]: await withDrawing(architecture, await cruiseRepository()) }
let stale = 0
for (const [file, text] of Object.entries(generated)) {
  if (read(file) === text) continue
  if (values.check) {
    console.error(`${file} está desatualizado: rode npm run docs`)
    stale++
  } else {
    writeFileSync(join(rootDir, file), text)
    console.log(`escrito ${file}`)
  }
}
process.exitCode = stale > 0 ? 1 : 0
