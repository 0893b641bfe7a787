import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lazyGlobal } from '../../scripts/site/chakra-lazy-global.ts'

const chakraSystem = readFileSync(join(import.meta.dirname, '../../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js'), 'utf8')

describe('chakra-lazy-global (the build computes Chakra’s global CSS only when asked, decision 090)', () => {
  const patched = lazyGlobal(chakraSystem)

  it('no longer builds the global CSS while creating the system', () => {
    expect(patched).not.toContain('const _global = [')
    expect(patched).toContain('let _global;')
  })

  it('builds it, once, when the provider reads system._global', () => {
    expect(patched).toMatch(/get _global\(\) \{ return _global \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\]; \},/)
    expect(patched.match(/_global/g)).toHaveLength(3)
  })

  it('stops the build when Chakra’s code changed under it', () => {
    expect(() => lazyGlobal('export function createSystem() {}')).toThrow(/mudou o createSystem/)
  })
})
