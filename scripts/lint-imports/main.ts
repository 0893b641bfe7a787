import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { format } from 'dependency-cruiser'
import { cliArgs } from '../cli-args.ts'
import { rootDir } from '../forms/load-forms.ts'
import { ARCHITECTURE_DOC, cruiseRepository, withDrawing } from '../docs/import-drawing.ts'

/**
 * `npm run lint:imports`: one dependency-cruiser pass over the repository (scripts/dependency-cruiser.cjs: no import
 * circle, type-only imports included), reported as its CLI's `err` output, and the import drawing of
 * docs/architecture.md compared with the one this pass gives (`npm run docs` rewrites it).
 */
cliArgs({ options: {} }, 'Uso: npm run lint:imports (sem argumentos)')
const result = await cruiseRepository()
const report = await format(result, { outputType: 'err' })
if (typeof report.output === 'string' && report.output.trim()) console.log(report.output)
const stale =
  readFileSync(join(rootDir, ARCHITECTURE_DOC), 'utf8') !==
  (await withDrawing(readFileSync(join(rootDir, ARCHITECTURE_DOC), 'utf8'), result))
if (stale) console.error(`${ARCHITECTURE_DOC}: o desenho dos imports mudou; rode npm run docs e confira o desenho novo`)
process.exitCode = report.exitCode !== 0 || stale ? 1 : 0
