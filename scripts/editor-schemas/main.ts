import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { EDITOR_SCHEMA_FILES } from '#form-authoring'
import { cliArgs } from '../cli-args.ts'
import { rootDir } from '../forms/load-forms.ts'

/** `npm run editor:schemas`: writes the form files' JSON Schemas where VS Code reads them (.vscode/settings.json). */
cliArgs({ options: {} }, 'Uso: npm run editor:schemas (sem argumentos)')
for (const [file, schema] of Object.entries(EDITOR_SCHEMA_FILES)) {
  mkdirSync(dirname(join(rootDir, file)), { recursive: true })
  writeFileSync(join(rootDir, file), `${JSON.stringify(schema, null, 2)}\n`)
  console.log(`escrito ${file}`)
}
