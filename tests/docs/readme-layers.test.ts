import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lintLayers } from '../../scripts/docs/import-drawing.ts'

/**
 * The README's layer table is the lint's layer list read aloud: a layer, its folder and what it may import, in the
 * same order (top first). A layer added, moved or allowed a new import in scripts/eslint.config.js fails here until
 * the README says so, and the table cannot claim a rule the lint does not enforce.
 */
const root = join(import.meta.dirname, '../..')
const readme = readFileSync(join(root, 'README.md'), 'utf8')
const LAYERS = await lintLayers()

/** The rows of the table headed "| camada | pasta | importa | o quê |": [layer, folder, imports]. */
function readmeLayers(): string[][] {
  const lines = readme.split('\n')
  const head = lines.findIndex((line) => line.startsWith('| camada | pasta | importa |'))
  expect(head, 'README.md has the table "| camada | pasta | importa | o quê |"').toBeGreaterThan(-1)
  const rows: string[][] = []
  for (const line of lines.slice(head + 2)) {
    if (!line.startsWith('|')) break
    const [layer, folder, imports] = line
      .split('|')
      .slice(1, 4)
      .map((cell) => cell.trim().replaceAll('`', ''))
    rows.push([layer, folder, imports])
  }
  return rows
}

/** What a layer may import, as the README writes it: the layers' names top first, or "—" for none. */
function importsOf(may: readonly string[], order: readonly string[]): string {
  const sorted = [...may].sort((a, b) => order.indexOf(b) - order.indexOf(a))
  return sorted.length === 0 ? '—' : sorted.join(', ')
}

describe('README "Camadas" (the lint\'s LAYERS in scripts/eslint.config.js)', () => {
  it('lists every layer, top first, with its folder and exactly what it may import', () => {
    const order = Object.keys(LAYERS)
    const expected = order
      .slice()
      .reverse()
      .map((layer) => {
        const { at, may } = LAYERS[layer]
        const sorted = layer === 'scripts' || layer === 'tests' ? 'tudo abaixo' : importsOf(may, order)
        return [layer, `${at}/`, sorted]
      })
    expect(readmeLayers()).toEqual(expected)
  })
})

// Issue 41 and decision 192: a newcomer reads it in five minutes; details go to docs/.
describe('README.md stays short', () => {
  const lines = readme.replace(/\n$/, '').split('\n')
  it('under 200 lines', () => {
    expect(lines.length, 'move details to docs/ (backend.md, forms.md, performance.md)').toBeLessThan(200)
  })
  it('no line over 200 characters', () => {
    expect(lines.map((line, i) => ({ line: i + 1, length: [...line].length })).filter(({ length }) => length > 200)).toEqual([])
  })
})
