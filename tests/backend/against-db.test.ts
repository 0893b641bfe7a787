import { execFile } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { formDirsOf, rootDir } from '../../scripts/forms/load-forms.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { startTestBackend, type TestBackend } from './support/test-backend.ts'
import { CHECKED_PARTS, copyProject } from '../helpers/project-copy.ts'
import { formUrl } from './support/test-forms.ts'
import { childEnv } from '#functions/platform/environment.ts'

const run = promisify(execFile)
const copy = copyProject('excellis-against-db-', CHECKED_PARTS)
const dataDir = join(copy, '.local-db')
const websitePath = join(copy, 'schemas/website.json')
const website = JSON.parse(readFileSync(websitePath, 'utf8')) as Record<string, unknown>

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend(null, dataDir, formDirsOf(copy))
  const base = minimalRecord(website)
  const rows = [
    { ...base, desiredPages: ['Loja Virtual', 'Home'] },
    { ...base, desiredPages: ['Loja Virtual'], businessSegment: 'Padaria artesanal com entrega' },
    { ...base, desiredPages: ['Home'] },
    base,
    { ...base, businessSegment: 'Café' },
  ]
  for (const body of rows) {
    const response = await fetch(formUrl(backend.url, 'website'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.status).toBe(200)
  }
}, 60_000)
afterAll(async () => {
  await backend?.close()
  rmSync(copy, { recursive: true, force: true })
})

it('check:schemas --against-db says, per breaking edit, how many stored answers it hits', async () => {
  const schema = structuredClone(website) as unknown as {
    properties: Record<string, Record<string, unknown>>
    required: string[]
    'x-form': Record<string, unknown>
  }
  schema.properties.nomeEmpresa = schema.properties.companyName
  delete schema.properties.companyName
  schema.required = ['nomeEmpresa']
  const pages = schema.properties.desiredPages.items as { oneOf: { const: string }[] }
  pages.oneOf = pages.oneOf.filter((o) => o.const !== 'Loja Virtual')
  schema.properties.businessSegment.maxLength = 10
  schema['x-form'].migrations = [
    { rename: { from: 'companyName', to: 'nomeEmpresa' } },
    { removeOption: { field: 'desiredPages', value: 'Loja Virtual', mapTo: 'Home' } },
  ]
  writeFileSync(websitePath, JSON.stringify(schema, null, 2))
  const ui = JSON.parse(readFileSync(join(copy, 'ui-schemas/website.json'), 'utf8').replaceAll('"companyName"', '"nomeEmpresa"')) as object
  writeFileSync(join(copy, 'ui-schemas/website.json'), JSON.stringify(ui))

  const result = await run(process.execPath, ['--import', 'tsx', join(rootDir, 'scripts/check-schemas/main.ts'), copy, '--against-db'], {
    cwd: rootDir,
    env: childEnv({ LOCAL_BACKEND_DATA_DIR: dataDir, DATABASE_URL: '' }),
  }).catch((error: { stdout: string; stderr: string; code: number }) => error)
  const out = `${result.stdout}\n${result.stderr}`
  expect(out).toMatch(
    /\/properties\/companyName {2}"companyName" \(declarada em x-form\.migrations\): 5 de 5 envio\(s\) guardado\(s\) usam essa pergunta/,
  )
  expect(out).toMatch(
    /\/properties\/desiredPages\/items\/oneOf {2}opção "Loja Virtual" de "desiredPages" \(declarada em x-form\.migrations\): 2 de 5 envio\(s\) guardado\(s\) usam essa opção/,
  )
  expect(out).toMatch(
    /\/properties\/businessSegment\/maxLength {2}"businessSegment": 1 de 5 envio\(s\) guardado\(s\) não passam na regra nova/,
  )
  // The undeclared narrowing is still a problem: the report informs, the check still decides.
  expect(out).toMatch(
    /schemas\/website\.json:\d+:\d+ {2}\/properties\/businessSegment\/maxLength {2}o limite de caracteres de "businessSegment" ficou mais estreito/,
  )
  expect((result as { code?: number }).code).toBe(1)
}, 60_000)
