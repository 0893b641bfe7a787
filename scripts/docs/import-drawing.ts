import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { cruise, type ICruiseResult } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'
import { rootDir } from '../forms/load-forms.ts'

/**
 * The import drawing of docs/architecture.md: dependency-cruiser's graph of the repository, each module folded into its
 * layer (the lint's LAYERS), one arrow from each layer to each layer it imports. No import counts: they would change
 * with every import added and fail the lint for nothing; an arrow changes only when a layer starts importing another.
 * `npm run docs` writes it; `npm run lint:imports` cruises once for its rules and fails when the committed one differs.
 */
export const ARCHITECTURE_DOC = 'docs/architecture.md'
/** What `npm run lint:imports` cruises: the whole tree. */
export const CRUISED = ['src', 'scripts', 'supabase/functions', 'tests']
const BEGIN = '<!-- import-drawing: escrito por `npm run docs`; não edite à mão -->'
const END = '<!-- /import-drawing -->'

export interface Layer {
  at: string
  may: readonly string[]
}

/** The lint's layers, bottom to top (scripts/eslint.config.js is plain JS: imported by URL, its shape stated here). */
export async function lintLayers(): Promise<Record<string, Layer>> {
  const url = pathToFileURL(join(rootDir, 'scripts/eslint.config.js')).href
  return ((await import(url)) as { LAYERS: Record<string, Layer> }).LAYERS
}

/** The whole repository, cruised with the lint's own configuration (scripts/dependency-cruiser.cjs). */
export async function cruiseRepository(): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(join(rootDir, 'scripts/dependency-cruiser.cjs'))
  const tsConfig = extractTSConfig(join(rootDir, 'tsconfig.json'))
  const { output } = await cruise(CRUISED, options, {}, { tsConfig })
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a cruise result')
  return output
}

/** The layer a file belongs to: the one whose folder is the longest prefix of its path. */
function layerOf(layers: Record<string, Layer>, file: string): string | undefined {
  let best: string | undefined
  for (const [name, { at }] of Object.entries(layers)) {
    if (file.startsWith(`${at}/`) && (!best || at.length > layers[best].at.length)) best = name
  }
  return best
}

export interface LayerImport {
  from: string
  to: string
}

/** Every pair of product layers one imports from the other (scripts and tests import all of them). */
export function layerImports(result: ICruiseResult, layers: Record<string, Layer>): LayerImport[] {
  const pairs = new Map<string, LayerImport>()
  for (const module of result.modules) {
    const from = layerOf(layers, module.source)
    if (!from || from === 'scripts' || from === 'tests') continue
    for (const dependency of module.dependencies) {
      const to = layerOf(layers, dependency.resolved)
      if (to && to !== from) pairs.set(`${from} ${to}`, { from, to })
    }
  }
  return [...pairs.values()]
}

const id = (layer: string) => layer.replace(/[^a-z]/g, '_')

/** The mermaid flowchart: layers top first, each arrow an importer → imported. */
export function layerDrawing(result: ICruiseResult, layers: Record<string, Layer>): string {
  const order = Object.keys(layers).filter((name) => name !== 'scripts' && name !== 'tests')
  const rank = (layer: string) => order.indexOf(layer)
  const arrows = layerImports(result, layers).sort((a, b) => rank(b.from) - rank(a.from) || rank(b.to) - rank(a.to))
  return [
    '```mermaid',
    'flowchart TD',
    ...order
      .slice()
      .reverse()
      .map((name) => `  ${id(name)}["${name}<br/>${layers[name].at}/"]`),
    ...arrows.map(({ from, to }) => `  ${id(from)} --> ${id(to)}`),
    '```',
  ].join('\n')
}

/** `doc` with the drawing between its markers replaced by the one `result` gives. */
export async function withDrawing(doc: string, result: ICruiseResult): Promise<string> {
  const start = doc.indexOf(BEGIN)
  const end = doc.indexOf(END)
  if (start === -1 || end < start) throw new Error(`${ARCHITECTURE_DOC} perdeu as marcas ${BEGIN} … ${END}`)
  return `${doc.slice(0, start + BEGIN.length)}\n${layerDrawing(result, await lintLayers())}\n${doc.slice(end)}`
}
