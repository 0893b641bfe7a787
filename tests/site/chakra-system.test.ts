import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createSystem, defaultBaseConfig } from '@chakra-ui/react'
import { breakpoints, semanticTokens, tokens } from '@chakra-ui/react/theme'
import { describe, expect, it } from 'vitest'
import { getSystem, PALETTES } from '../../src/app/system.ts'

const root = join(import.meta.dirname, '../..')
const system = getSystem()
// Chakra's own default theme, both colour modes and every palette: what the site's trimmed system must match.
const reference = createSystem(defaultBaseConfig, { theme: { breakpoints, tokens, semanticTokens } })

const variables = (s: typeof system, condition: string) => new Map(s.tokens.cssVarMap.get(condition) ?? [])
// Decision 016: the two solids the site darkens for contrast; decision 170: the error text, red.700.
const accessibleSolids = new Map([
  ['--chakra-colors-orange-solid', '#c2410c'],
  ['--chakra-colors-green-solid', '#15803d'],
  ['--chakra-colors-fg-error', 'var(--chakra-colors-red-700)'],
])

describe('the Chakra system (decision 090)', () => {
  it('defines every variable as Chakra’s light theme does, with no dark half', () => {
    const ours = variables(system, 'base')
    const expected = new Map([...variables(reference, 'base'), ...variables(reference, '_light')])
    expect(system.tokens.cssVarMap.get('_dark')?.size ?? 0).toBe(0)
    expect(ours.size).toBeGreaterThan(300)
    const different = [...ours].filter(([name, value]) => (accessibleSolids.get(name) ?? expected.get(name)) !== value)
    expect(different).toEqual([])
  })

  it('keeps every variable that a kept one refers to', () => {
    const ours = variables(system, 'base')
    const dangling = [...ours].flatMap(([name, value]) =>
      [...String(value).matchAll(/var\((--chakra-[\w-]+)/g)]
        .map((m) => m[1])
        .filter((ref) => !ours.has(ref))
        .map((ref) => `${name} → ${ref}`),
    )
    expect(dangling).toEqual([])
  })

  it('keeps every palette the site names (add it to PALETTES in src/app/system.ts)', () => {
    const chakraPalettes = Object.keys(semanticTokens.colors).filter((name) => !['bg', 'fg', 'border'].includes(name))
    const named = new RegExp(
      `colorPalette\\s*[=:]\\s*\\{?\\s*['"](\\w+)['"]|['"](${chakraPalettes.join('|')})\\.(?:\\d{2,3}|contrast|fg|subtle|muted|emphasized|solid|focusRing|border)\\b`,
      'g',
    )
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name)
        return statSync(path).isDirectory() ? files(path) : /\.(tsx?|json)$/.test(name) ? [path] : []
      })
    const missing = [...files(join(root, 'src')), ...files(join(root, 'ui-schemas'))].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(named)]
        .map((m) => m[1] ?? m[2])
        .filter((palette) => !(PALETTES as readonly string[]).includes(palette))
        .map((palette) => `${relative(root, file)}: ${palette}`),
    )
    expect(missing).toEqual([])
  })

  it('resolves the palettes the site uses to the same colours', () => {
    for (const palette of PALETTES) {
      for (const shade of ['50', '500', '900']) {
        expect(system.token(`colors.${palette}.${shade}`)).toBe(reference.token(`colors.${palette}.${shade}`))
      }
    }
  })
})
