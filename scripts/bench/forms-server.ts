import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { submitTargetOf, schemaHash } from '#form-core'
import { createValidator } from '#functions/forms-function/validator.ts'
import { loadForms } from '../forms/load-forms.ts'
import { minimalRecord } from '../forms/sample-record.ts'
import { configFromEnv } from '../local-backend/config.ts'
import { startBackend } from '../local-backend/start-backend.ts'

/**
 * `npm run bench:forms-server`: what reading questionnaires from `form_revisions` costs the `forms` function
 * (decision 050). Per form: compiling its schema with ajv (what a cold isolate does once per revision), and a
 * submission through the local backend when the validator is not compiled yet (cold) and when it is (warm, median
 * of 20). The local backend reads revisions with no cache; on Supabase a warm isolate caches them for 30 s.
 */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const time = async (fn: () => unknown) => {
  const t0 = performance.now()
  await fn()
  return performance.now() - t0
}

const forms = loadForms().filter((f) => {
  const t = submitTargetOf(f.schema)
  return t !== undefined && 'server' in t
})
const dataDir = mkdtempSync(join(tmpdir(), 'excellis-bench-forms-'))
const backend = await startBackend({ ...configFromEnv({}), port: 0, dataDir }, { logger: { error: () => undefined } })
console.log('| form | schema KB | ajv compile ms (median of 5) | 1st submission ms (cold) | warm submission ms (median of 20) |')
console.log('|---|---:|---:|---:|---:|')
try {
  for (const form of forms) {
    const revision = { formId: form.id, hash: await schemaHash(form.schema), schema: form.schema, uiSchema: form.uiSchema }
    const compile = median(await Promise.all(Array.from({ length: 5 }, () => time(() => createValidator(revision)))))
    const body = JSON.stringify(minimalRecord(form.schema))
    const send = () =>
      fetch(`${backend.url}/functions/v1/forms/${form.id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
        (r) => r.arrayBuffer(),
      )
    const cold = await time(send)
    const warm: number[] = []
    for (let i = 0; i < 20; i++) warm.push(await time(send))
    const kb = Buffer.byteLength(JSON.stringify(form.schema)) / 1024
    console.log(`| ${form.id} | ${kb.toFixed(1)} | ${compile.toFixed(1)} | ${cold.toFixed(1)} | ${median(warm).toFixed(1)} |`)
  }
} finally {
  await backend.close()
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(`\nNode ${process.version}, PGlite, loopback; load average ${(await import('node:os')).loadavg()[0].toFixed(2)}.`)
