import { resolve } from 'node:path'
import { EDITOR_PATH, formFilesOf, LOCAL_PORTS } from '#form-core'
import { rootDir } from '../forms/load-forms.ts'
import { scaffoldForm, ScaffoldError } from './scaffold-form.ts'
import { cliArgs } from '../cli-args.ts'
import { readEnv } from '#functions/platform/environment.ts'

/** `npm run new:form -- <id> [--root <dir>]` (docs/como-criar-questionario.md); `--root` or FORMS_ROOT targets another copy. */
const usage = 'Uso: npm run new:form -- <id-em-kebab-case> [--root <pasta>]     ex.: npm run new:form -- consultoria-seo'
const { values, positionals } = cliArgs({ allowPositionals: true, options: { root: { type: 'string' } } }, usage)
const root = resolve(values.root ?? readEnv(['FORMS_ROOT']).FORMS_ROOT ?? rootDir)
const [id, ...extra] = positionals

if (!id || extra.length > 0) {
  console.error(usage)
  process.exit(1)
}

try {
  const result = scaffoldForm(root, id)
  console.log(`Briefing "${id}" criado:`)
  for (const file of result.written) console.log(`  ${file}`)
  console.log(`
Próximos passos:
  1. Troque cada texto "A PREENCHER:" em ${formFilesOf(id).schema} e ${formFilesOf(id).uiSchema} e acrescente as perguntas.
     npm run check:schemas lista cada um que falta, com arquivo e linha; enquanto houver algum, o CI falha.
  2. npm run dev e abra http://localhost:${LOCAL_PORTS.site}${EDITOR_PATH}/${id} (ou a página ${result.route}).
  3. npm run check:schemas até não sobrar nenhum problema.
  4. Abra um pull request com os dois arquivos. Nada mais: rota, cartão, envio e e-mail saem deles.`)
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error
  console.error(`new:form: ${error.message}`)
  process.exit(1)
}
