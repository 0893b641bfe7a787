import { relative } from 'node:path'
import { rootDir } from '../forms/load-forms.ts'
import { checkForms } from './check-forms.ts'
import { dirsOf } from './dirs.ts'
import { formatProblem } from './problem.ts'

/** `npm run check:schemas [dir]`: every problem of every form file and of the audit checklist, one per line; exit 1 if any. */
const base = process.argv[2] ?? rootDir
const result = checkForms(dirsOf(base))
for (const p of result.problems) {
  console.error(formatProblem(p, result.texts.get(p.file), relative(process.cwd(), p.file)))
}
if (result.problems.length > 0) {
  console.error(`\n${result.problems.length} problema(s) em ${result.formCount} formulário(s).`)
  process.exit(1)
}
console.log(`check:schemas: ${result.formCount} formulários e a auditoria, nenhum problema.`)
