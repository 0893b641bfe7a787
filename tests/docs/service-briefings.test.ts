import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { briefingsServing } from '../../src/content/service-index.ts'
import { services } from '../../src/content/services.ts'

/** docs/como-criar-questionario.md's "which briefing serves which service" table, held to the briefings' x-form.services. */
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

it('the guide names, for each service of the footer and /servicos, every briefing that serves it', () => {
  const expected = services.flatMap((service) =>
    briefingsServing(service.id).map((briefing) => [service.title, briefing.title, briefing.id, briefing.route]),
  )
  expect(rows).toEqual(expected)
})
