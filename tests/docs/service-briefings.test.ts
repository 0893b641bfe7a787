import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { services } from '../../src/content/services.ts'

/** docs/como-criar-questionario.md's "which briefing serves which service" table, held to src/content/services.ts. */
const root = join(import.meta.dirname, '../..')
const guide = readFileSync(join(root, 'docs/como-criar-questionario.md'), 'utf8')
const section = guide.slice(guide.indexOf('## Qual briefing atende cada serviço'), guide.indexOf('## 1.'))
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| serviço') && !line.startsWith('| ---'))
  .map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim().replaceAll('`', '')),
  )

it('the guide names, for each service of the footer and /servicos, the briefing its button leads to', () => {
  const expected = services.map((service) => {
    const xForm = JSON.parse(readFileSync(join(root, 'schemas', `${service.briefing}.json`), 'utf8'))['x-form']
    return [service.title, xForm.title, service.briefing, xForm.route]
  })
  expect(rows).toEqual(expected)
})
