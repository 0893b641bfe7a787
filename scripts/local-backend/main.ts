import { notifierFromEnv } from '#functions/forms-function/resend-notifier.ts'
import { configFromEnv } from './config.ts'
import { LOCAL_BACKEND } from '#functions/platform/environment.ts'
import { startBackend } from './start-backend.ts'
import { cliArgs } from '../cli-args.ts'

/** Supabase's HTTP surface on 127.0.0.1:54321 over an embedded Postgres in .local-db/ (docs/backend.md). */
cliArgs({ options: {} }, 'Uso: npm run backend (sem argumentos; a configuração vem do ambiente, docs/backend.md)')
try {
  const config = configFromEnv()
  const backend = await startBackend(config, { notifier: notifierFromEnv() ?? undefined, watch: true })
  const { applied, changed, baselineRecorded } = backend.migrations
  console.log(
    [
      `backend local em ${backend.url}  (${config.databaseUrl ? 'PostgreSQL de DATABASE_URL' : `PGlite em ${config.dataDir}`})`,
      `  migrações aplicadas agora: ${applied.length ? applied.join(', ') : 'nenhuma (já em dia)'}`,
      ...(baselineRecorded ? ['  histórico das migrações antigas trocado pela migração base, sem rodar nada (decisão 195)'] : []),
      ...changed.map((f) => `  AVISO: ${f} mudou depois de aplicada; o banco não foi alterado (apague a pasta para recriar)`),
      `  formulários publicados: ${backend.published.map((p) => (p.change === 'unchanged' ? p.form_id : `${p.form_id} (${p.change})`)).join(', ')}`,
      `  envios: POST ${backend.url}/functions/v1/forms/<id>`,
      `  chave anon: ${LOCAL_BACKEND.anonKey.slice(0, 24)}… (supabase/functions/_shared/platform/environment.ts)`,
      `  o que chegou: npm run submissions`,
      `  e-mails (códigos de acesso, avisos de envio): ${backend.url}/mailbox`,
      `  quem entra no painel: npm run members -- add <e-mail>`,
    ].join('\n'),
  )
  const stop = () => {
    backend.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  console.error(`backend local não iniciou: ${(error as Error).message}`)
  process.exit(1)
}
