import { relative } from 'node:path'
import { rootDir } from '../forms/load-forms.ts'
import { configFromEnv } from '../local-backend/config.ts'
import { storedErrorMessage } from '../local-backend/read-submissions.ts'
import { impactLine, storedImpact } from './against-db.ts'
import { checkForms, dirsOf } from './check-form-files.ts'
import { formatProblem } from '#form-authoring'
import { annotation, writeSummary } from './github-annotations.ts'
import { cliArgs } from '../cli-args.ts'
import { readEnv, runtimeEnv } from '#functions/platform/environment.ts'

/** `npm run check:schemas [-- dir] [-- --against-db]`: every problem of every form file and of the checklist; exit 1 if any. */
const usage = 'Uso: npm run check:schemas [-- pasta] [-- --against-db]'
const { values, positionals } = cliArgs({ allowPositionals: true, options: { 'against-db': { type: 'boolean', default: false } } }, usage)
if (positionals.length > 1) {
  console.error(`argumento inesperado ${positionals[1]}\n${usage}`)
  process.exit(2)
}
const base = positionals[0] ?? rootDir
const result = checkForms(dirsOf(base))
const where = (file: string) => relative(process.cwd(), file)
for (const p of result.problems) console.error(formatProblem(p, result.texts.get(p.file), where(p.file)))
// On GitHub Actions: each problem on its line of the diff, and the changed forms with their compatibility in the summary.
const github = readEnv(['GITHUB_ACTIONS', 'GITHUB_STEP_SUMMARY', 'GITHUB_BASE_REF'])
if (github.GITHUB_ACTIONS === 'true') for (const p of result.problems) console.log(annotation(p, result.texts.get(p.file), where(p.file)))
if (github.GITHUB_STEP_SUMMARY) writeSummary(github.GITHUB_STEP_SUMMARY, result, github.GITHUB_BASE_REF, where)

if (values['against-db']) {
  const config = configFromEnv(runtimeEnv, base)
  try {
    const impacts = await storedImpact(result.breaking, result.forms, config)
    console.log(
      `\nMudanças que atingem envios guardados (${config.databaseUrl ? 'DATABASE_URL' : `backend local, ${relative(process.cwd(), config.dataDir) || '.'}`}):`,
    )
    console.log(
      impacts.length === 0
        ? '  nenhuma mudança incompatível com o que está publicado.'
        : impacts.map((i) => `  ${impactLine(i, where(i.edit.schemaFile))}`).join('\n'),
    )
  } catch (error) {
    console.error(`\n--against-db: ${storedErrorMessage(error)}`)
    process.exit(1)
  }
}

if (result.problems.length > 0) {
  console.error(`\n${result.problems.length} problema(s) em ${result.formCount} formulário(s).`)
  process.exit(1)
}
console.log(`check:schemas: ${result.formCount} formulários e a auditoria, nenhum problema.`)
