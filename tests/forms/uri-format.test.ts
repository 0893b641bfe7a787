import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js'
import type { ValidatorFunctions } from '@rjsf/validator-ajv8'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createErrorTransformer } from '../../src/forms/validation/transform-errors.ts'
import { createValidator } from '#functions/forms-function/validator.ts'
import { compileValidatorModule } from '../../scripts/forms/compile-validator.ts'
import { minimalRecord } from '../../scripts/forms/sample-record.ts'
import { findField, withValue } from '../backend/support/schema-probe.ts'
import { testForms } from '../helpers/form-files.ts'

/** A form with a web address field, validated the three ways the project does: browser (precompiled), server. */
const form = testForms.find((f) => findField(f.schema as Record<string, unknown>, (field) => field.format === 'uri'))!
const schema = form.schema as Record<string, unknown>
const field = findField(schema, (f) => f.format === 'uri')!
const work = mkdtempSync(join(tmpdir(), 'excellis-uri-'))
let browser: (data: Record<string, unknown>) => string[]

beforeAll(async () => {
  // The very module the build ships for this form (virtual:form-validator/<id>), loaded as the browser would.
  const file = join(work, 'validator.mjs')
  writeFileSync(file, await compileValidatorModule(form.schema))
  const { default: validateFns } = (await import(pathToFileURL(file).href)) as { default: ValidatorFunctions }
  const validator = createPrecompiledValidator(validateFns, form.schema)
  const transform = createErrorTransformer(form.schema, form.uiSchema)
  browser = (data) => validator.validateFormData(data, form.schema, undefined, transform, form.uiSchema).errors.map((e) => e.message ?? '')
}, 60_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe(`a website is http(s) with a host, in the page and on the server alike (${form.id}.${field.path.join('.')})`, () => {
  const server = createValidator({ formId: form.id, hash: 'x', schema, uiSchema: form.uiSchema as Record<string, unknown> })

  it.each([
    'http://',
    'https://',
    'http:///caminho',
    'https://exem plo.com.br',
    'javascript:alert(1)',
    'javascript://x/%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://empresa.com.br',
    'empresa.com.br',
  ])('refuses %j', (address) => {
    const data = withValue(minimalRecord(schema), field.path, address)
    const sentence = `"${String(field.field.title)}": informe um endereço completo, começando com https://.`
    expect(browser(data), 'the page').toEqual([sentence])
    expect(server(data), 'the server').toEqual({ valid: false, problems: [{ field: field.path.join('.'), message: sentence }] })
  })

  it.each(['https://empresa.com.br', 'http://localhost:8080/x?y=1#z', 'https://www.instagram.com/empresa/', 'https://[2001:db8::1]/'])(
    'accepts %j',
    (address) => {
      const data = withValue(minimalRecord(schema), field.path, address)
      expect(browser(data), 'the page').toEqual([])
      expect(server(data).valid, 'the server').toBe(true)
    },
  )
})
