import { existsSync, readFileSync } from 'node:fs'
import { leaves } from '#form-core'
import { sampleLeafValue } from '../../scripts/forms/sample-record.ts'
import { testForms } from '../helpers/form-files.ts'
import { e2eBackendLog } from './local-backend.ts'

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
 * Global teardown of the e2e run: the local backend's whole output (tee'd by playwright.config.ts) holds no answer a
 * spec typed. Logs name forms, ids and errors, never answers (docs/backend.md, "Logs"; decision 080).
 */
export default function noAnswersInLogs() {
  if (!existsSync(e2eBackendLog)) throw new Error(`sem o log do backend do e2e em ${e2eBackendLog}`)
  const lines = readFileSync(e2eBackendLog, 'utf8').split('\n')
  const needles = [...new Set([...TYPED, ...sampleAnswers()])]
  const leaks = lines.flatMap((line, i) =>
    needles.filter((n) => line.includes(n)).map((n) => `linha ${i + 1}: "${n}" em ${line.slice(0, 200)}`),
  )
  if (leaks.length > 0) throw new Error(`O log do backend mostra respostas (${leaks.length}):\n${leaks.slice(0, 20).join('\n')}`)
  console.log(`log do backend: ${lines.length} linhas, nenhuma resposta (${needles.length} textos procurados)`)
}
