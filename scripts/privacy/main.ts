import { hostname, userInfo } from 'node:os'
import { loadForms } from '../forms/load-forms.ts'
import { configFromEnv } from '../local-backend/config.ts'
import { storedErrorMessage } from '../local-backend/read-submissions.ts'
import { cliArgs } from '../cli-args.ts'
import { runPrivacy, type PrivacyRequest } from './privacy-actions.ts'

/** `npm run privacy`: LGPD art. 18 requests and retention (docs/backend.md, "Personal data"); e-mails match tagged questions only. */
const usage = 'Uso: npm run privacy -- export --email pessoa@exemplo.com | erase --email pessoa@exemplo.com | purge [--dry-run]'
const { values, positionals } = cliArgs(
  { allowPositionals: true, options: { email: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } },
  usage,
)
const action = positionals[0]
const email = values.email?.trim()
let request: PrivacyRequest
if (action === 'purge') request = { action: 'purge', dryRun: values['dry-run'] }
else if ((action === 'export' || action === 'erase') && email?.includes('@'))
  request = { action, email, requestedBy: `npm run privacy (${userInfo().username}@${hostname()})` }
else {
  console.error(usage)
  process.exit(2)
}

const config = configFromEnv()
try {
  const result = await runPrivacy(
    config,
    loadForms(config.forms, (m) => console.error(`ignorado: ${m}`)),
    request,
  )
  const where = config.databaseUrl ? 'DATABASE_URL' : 'backend local'
  if (result.action === 'export') {
    console.log(JSON.stringify(result.registros, null, 2))
    console.error(`${result.registros.length} registro(s) de ${email} (${where}).`)
  } else if (result.action === 'erase') {
    for (const t of result.tabelas) console.log(`${t.tabela}: ${t.linhas} registro(s) apagado(s)`)
    console.error(`Pedido de eliminação de ${email} atendido (${where}); repetir não apaga mais nada.`)
  } else {
    for (const t of result.tabelas)
      console.log(
        `${t.tabela} (${t.formulario}, ${t.retencao_dias} dias): ${t.linhas} registro(s) ${result.dryRun ? 'seriam apagados' : 'apagado(s)'}`,
      )
    if (result.dryRun) console.error('Simulação: nada foi apagado (sem --dry-run, apaga).')
  }
} catch (error) {
  console.error(`npm run privacy: ${storedErrorMessage(error)}`)
  process.exit(1)
}
