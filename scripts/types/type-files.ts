import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { renderFormType, renderTypesIndex } from './render-form-types.ts'

/** Where a project keeps its generated form types. */
export const generatedDirOf = (root: string): string => join(root, 'src/forms/generated')

/**
 * Every generated file a project should have (file name → text), from its schemas/*.json.
 * An unparsable schema throws with its name: check:schemas gives the details.
 */
export async function renderTypeFiles(root: string): Promise<Map<string, string>> {
  const dir = join(root, 'schemas')
  const ids = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => basename(f, '.json')).sort()
  const files = new Map<string, string>()
  for (const id of ids) {
    const path = join(dir, `${id}.json`)
    let schema: Record<string, unknown>
    try {
      schema = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
    } catch (error) {
      throw new Error(`${path}: ${(error as Error).message} (rode npm run check:schemas)`)
    }
    files.set(`${id}.ts`, await renderFormType(id, schema))
  }
  files.set('index.ts', renderTypesIndex(ids))
  return files
}

export interface Staleness {
  /** Files whose text differs from what the schemas give, or that do not exist yet. */
  outdated: string[]
  /** Generated files left from forms that no longer exist. */
  orphaned: string[]
}

export function findStale(dir: string, expected: ReadonlyMap<string, string>): Staleness {
  const present = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.ts')) : []
  const outdated = [...expected].filter(([name, text]) => !present.includes(name) || readFileSync(join(dir, name), 'utf8') !== text).map(([name]) => name)
  const orphaned = present.filter((name) => !expected.has(name))
  return { outdated, orphaned }
}

/** Brings `dir` in line with `expected`: writes what is outdated, removes what is orphaned. */
export function writeTypeFiles(dir: string, expected: ReadonlyMap<string, string>): Staleness {
  const stale = findStale(dir, expected)
  mkdirSync(dir, { recursive: true })
  for (const name of stale.outdated) writeFileSync(join(dir, name), expected.get(name) ?? '')
  for (const name of stale.orphaned) rmSync(join(dir, name))
  return stale
}
