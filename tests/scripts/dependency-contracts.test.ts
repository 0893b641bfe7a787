import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createSystem, defaultBaseConfig } from '@chakra-ui/react'
import { describe, expect, it } from 'vitest'
import { deepImports, importMapPin } from '../../scripts/dependency-contracts.ts'

const root = join(import.meta.dirname, '../..')
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const json = (path: string) => JSON.parse(read(path)) as Record<string, unknown>

// The source files on disk (no git: a unit test spawns nothing), build output and test fixtures left out.
const SKIPPED = /(^|\/)(node_modules|dist|fixtures|\.tmp|\.local-db)(\/|$)/
const sources = [
  'vite.config.ts',
  ...['src', 'scripts', 'supabase', 'tests'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`),
  ),
].filter((file) => /\.(ts|tsx|js)$/.test(file) && !SKIPPED.test(file))

/** A package's sub-path (`pkg/sub`, `@scope/pkg/sub`), not a relative, Node, virtual, Deno or `#` import. */
const isDeep = (specifier: string) =>
  /^(@[\w.-]+\/)?[a-z0-9][\w.-]*\/./i.test(specifier) && !/^(node|virtual|npm|jsr|https?):/.test(specifier)

/** The value names one file imports from each specifier (`default` for a default import; types left out). */
function importsOf(file: string): Map<string, string[]> {
  const found = new Map<string, string[]>()
  const statements = /(?:import|export)\s+(type\s+)?([\w$]+\s*,?\s*)?(\*\s+as\s+[\w$]+|\{[^}]*\})?\s*from\s+['"]([^'"]+)['"]/g
  for (const [, typeOnly, defaultName, braces, specifier] of read(file).matchAll(statements)) {
    const names = typeOnly ? [] : [...(defaultName?.trim() ? ['default'] : [])]
    if (!typeOnly && braces?.startsWith('{')) {
      for (const part of braces
        .slice(1, -1)
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        if (!part.startsWith('type ')) names.push(part.split(/\s+as\s+/)[0])
      }
    }
    found.set(specifier, [...(found.get(specifier) ?? []), ...names])
  }
  return found
}

const used = sources.flatMap((file) =>
  [...importsOf(file)].filter(([s]) => isDeep(s)).map(([specifier, names]) => ({ file, specifier, names })),
)

describe('dependency contracts (scripts/dependency-contracts.ts)', () => {
  it('lists every sub-path import of the tree, with the files that hold it', () => {
    const listed = deepImports.flatMap((d) => d.usedIn.map((file) => `${d.specifier} ← ${file}`)).sort()
    expect(used.map((u) => `${u.specifier} ← ${u.file}`).sort()).toEqual(listed)
  })

  it.each(deepImports.map((d) => [d.specifier]))('%s resolves and exports every name the code imports from it', async (specifier) => {
    const module = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>
    const names = new Set(used.filter((u) => u.specifier === specifier).flatMap((u) => u.names))
    for (const name of names) expect(module[name], `${specifier}: ${name}`).toBeDefined()
  })

  it('the theme subset (scripts/site/chakra-theme-subset.js) holds what Chakra’s theme index does', async () => {
    const theme = (await import('@chakra-ui/react/theme')) as Record<string, unknown>
    const subsetFile = '../../scripts/site/chakra-theme-subset.js' // plain JS: imported by path, without types
    const subset = (await import(/* @vite-ignore */ subsetFile)) as Record<string, unknown>
    const names = used.find((u) => u.file === 'src/app/system.ts' && u.specifier === '@chakra-ui/react/theme')!.names
    expect(names.length).toBeGreaterThan(20)
    for (const name of names) expect(subset[name], name).toEqual(theme[name])
  })

  it('the Edge Function’s import map pins the versions of package-lock.json', () => {
    const imports = json('supabase/functions/import_map.json').imports as Record<string, string>
    const lock = json('package-lock.json').packages as Record<string, { version: string }>
    // `#form-core` maps to our own folder, for supabase/functions/_shared/form-authoring, which the workspace function imports (decision 181).
    const pins = Object.values(imports)
      .filter((target) => !target.startsWith('./'))
      .map((target) => importMapPin(target))
    expect(pins.length).toBeGreaterThan(0)
    for (const pin of pins) {
      expect(pin, 'an npm: target with a version').not.toBeNull()
      expect(`${pin!.name}@${lock[`node_modules/${pin!.name}`]?.version}`).toBe(`${pin!.name}@${pin!.version}`)
    }
  })
})

describe('patches applied at install (scripts/patches)', () => {
  const patches = readdirSync(join(root, 'scripts/patches')).filter((f) => f.endsWith('.patch'))

  it.each(patches.map((p) => [p]))('%s is for the installed version and is applied', (patch) => {
    const [, name, version] = /^(.+)\+(\d[^+]*)\.patch$/.exec(patch)!
    const pkg = name.replace('+', '/')
    expect(json(`node_modules/${pkg}/package.json`).version, `${pkg} installed`).toBe(version)
    expect(json('package.json').dependencies, `${pkg} pinned`).toMatchObject({ [pkg]: version })
    for (const diff of read(`scripts/patches/${patch}`)
      .split(/^diff --git /m)
      .slice(1)) {
      const file = /^\+\+\+ b\/(.+)$/m.exec(diff)![1]
      const installed = read(file)
      // Each hunk whole (context and changed lines together): a removed line alone, such as a closing brace, is
      // found anywhere in a file.
      for (const hunk of diff.split(/^@@.*$/m).slice(1)) {
        const lines = hunk
          .split('\n')
          .slice(1)
          .filter((l) => !l.startsWith('\\'))
        while (lines.length && lines[lines.length - 1] === '') lines.pop()
        const side = (drop: string) =>
          lines
            .filter((l) => !l.startsWith(drop))
            .map((l) => l.slice(1))
            .join('\n')
        expect(installed, `${file} lacks a hunk of the patch: run npm ci`).toContain(side('-'))
        expect(installed, `${file} still holds the text the patch replaces`).not.toContain(side('+'))
      }
    }
  })

  it('Chakra builds its global CSS only when read, once', () => {
    const system = createSystem(defaultBaseConfig)
    expect(typeof Object.getOwnPropertyDescriptor(system, '_global')?.get).toBe('function')
    expect(system._global.length).toBeGreaterThan(0)
    expect(system._global).toBe(system._global)
  })
})
