import { cliArgs } from '../cli-args.ts'
import { formTableMap, loadForms } from '../forms/load-forms.ts'
import { configFromEnv } from '../local-backend/config.ts'
import { loadStored, storedErrorMessage } from '../local-backend/read-submissions.ts'
import { renderSubmissions } from '../local-backend/submissions-report.ts'
import { maskStored } from '../privacy/mask-stored.ts'

/** `npm run submissions [-- --form website --limit 20 --json --reveal]`: personal data masked unless `--reveal`. */
const usage = 'Uso: npm run submissions -- [--form ID] [--limit N] [--json] [--reveal]'
const { values } = cliArgs(
  {
    options: {
      form: { type: 'string' },
      limit: { type: 'string', default: '50' },
      json: { type: 'boolean', default: false },
      reveal: { type: 'boolean', default: false },
    },
  },
  usage,
)
const limit = Math.max(1, Number(values.limit) || 50)
const config = configFromEnv()
const forms = loadForms(config.forms, (message) => console.error(`ignorado: ${message}`))
const form = values.form
if (form !== undefined && !forms.some((f) => f.id === form)) {
  console.error(`npm run submissions: formulário "${form}" não existe. Formulários: ${forms.map((f) => f.id).join(', ')}.`)
  process.exit(1)
}
const query = { tableForms: formTableMap(forms), form, limit }

try {
  const read = await loadStored(config, query)
  // Personal data is masked unless asked for, and asking is said where a terminal log would keep it.
  if (values.reveal)
    console.error('Atenção: --reveal mostra nomes, e-mails, telefones e mensagens sem máscara. Não compartilhe esta saída.')
  const stored = values.reveal ? read : maskStored(read, forms)
  console.log(values.json ? JSON.stringify(stored, null, 2) : renderSubmissions(stored, forms))
} catch (error) {
  console.error(`npm run submissions: ${storedErrorMessage(error)}`)
  process.exit(1)
}
