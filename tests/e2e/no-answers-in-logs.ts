import { existsSync, readFileSync } from 'node:fs'
import { leaves } from '#form-core'
import { sampleLeafValue } from '../../scripts/forms/sample-record.ts'
import { testForms } from '../helpers/form-files.ts'
import { E2E_DEV_BACKEND, e2eBackendLog } from './local-backend.ts'

/** What the specs type besides the forms' sample answers (fill-form.ts): the answers a log must never show. */
const TYPED = [
  'ana@empresa.com.br',
  '98765-4321',
  'Integração com o ERP',
  'Mensagem escrita antes da atualização',
  'Padaria Pão Quente',
  'Rascunho que não pode se perder',
]

/** Each sample answer a form's fields get in the specs, as text, long enough not to match by chance. */
const sampleAnswers = () =>
  testForms.flatMap((form) =>
    leaves(form.schema, form.uiSchema).flatMap((leaf) => {
      const value = sampleLeafValue(leaf)
      return typeof value === 'string' && value.length >= 8 && !/^\d{4}-\d\d-\d\d/.test(value) ? [value] : []
    }),
  )

/**
 * Global teardown of the e2e run: each local backend's whole output (tee'd by playwright.config.ts) holds no answer a
 * spec typed. Logs name forms, ids and errors, never answers (docs/backend.md, "Logs"; decision 080).
 */
export default function noAnswersInLogs() {
  const needles = [...new Set([...TYPED, ...sampleAnswers()])]
  for (const log of [e2eBackendLog, E2E_DEV_BACKEND.log]) {
    if (!existsSync(log)) throw new Error(`sem o log do backend do e2e em ${log}`)
    const lines = readFileSync(log, 'utf8').split('\n')
    const leaks = lines.flatMap((line, i) =>
      needles.filter((n) => line.includes(n)).map((n) => `linha ${i + 1}: "${n}" em ${line.slice(0, 200)}`),
    )
    if (leaks.length > 0) throw new Error(`O log ${log} mostra respostas (${leaks.length}):\n${leaks.slice(0, 20).join('\n')}`)
    console.log(`log ${log}: ${lines.length} linhas, nenhuma resposta (${needles.length} textos procurados)`)
  }
}
