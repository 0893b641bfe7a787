import { join, relative } from 'node:path'
import { rootDir } from './forms/load-forms.ts'
import { findStale, generatedDirOf, renderTypeFiles, writeTypeFiles } from './types/type-files.ts'

/**
 * `npm run gen:types`: writes src/forms/generated/<id>.ts (one data type per form) and index.ts.
 * `--check` writes nothing and exits 1 listing stale files, so CI catches a schema edited without regenerating.
 * `--root <dir>` runs on another project copy (tests, scaffolds).
 */
const rootFlag = process.argv.indexOf('--root')
const root = rootFlag > 0 ? process.argv[rootFlag + 1] : rootDir
const dir = generatedDirOf(root)
const where = (name: string) => relative(process.cwd(), join(dir, name))
const expected = await renderTypeFiles(root)

if (process.argv.includes('--check')) {
  const { outdated, orphaned } = findStale(dir, expected)
  for (const name of outdated) console.error(`${where(name)}  desatualizado em relação a schemas/`)
  for (const name of orphaned) console.error(`${where(name)}  sobrou de um formulário que não existe mais`)
  if (outdated.length + orphaned.length > 0) {
    console.error('\nRode npm run gen:types e inclua os arquivos gerados no commit.')
    process.exit(1)
  }
  console.log(`check:types-fresh: ${expected.size - 1} tipos em dia.`)
} else {
  const { outdated, orphaned } = writeTypeFiles(dir, expected)
  console.log(`gen:types: ${expected.size - 1} formulários; ${outdated.length} arquivo(s) escrito(s), ${orphaned.length} removido(s).`)
}
