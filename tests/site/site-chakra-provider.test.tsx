import { Box, useChakraContext } from '@chakra-ui/react'
import { render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type System = ReturnType<typeof useChakraContext>
let seen: System | undefined

// The provider picks its system once per page load: each test loads the module afresh.
beforeEach(() => {
  vi.resetModules()
  seen = undefined
})
afterEach(() => document.head.querySelectorAll('style[data-test]').forEach((tag) => tag.remove()))

function ReadSystem({ onSystem }: { onSystem: (system: System) => void }) {
  const system = useChakraContext()
  useEffect(() => {
    onSystem(system)
  }, [onSystem, system])
  return <Box data-testid="box" color="orange.solid" p="2" />
}

async function renderInProvider() {
  const { SiteChakraProvider } = await import('../../src/app/site-chakra-provider.tsx')
  render(
    <SiteChakraProvider>
      <ReadSystem onSystem={(system) => void (seen = system)} />
    </SiteChakraProvider>,
  )
}

describe('SiteChakraProvider (decision 090)', () => {
  it('gives Chakra the whole system, global CSS included, where the page has none (development, tests)', async () => {
    await renderInProvider()
    expect(seen?._global.length).toBeGreaterThan(0)
  })

  it('leaves the global CSS out where the prerendered page already holds it, and styles still resolve', async () => {
    const prerendered = document.createElement('style')
    prerendered.dataset.emotion = 'css-global abc123'
    prerendered.dataset.test = ''
    document.head.append(prerendered)
    await renderInProvider()
    expect(seen?._global).toEqual([])
    expect(seen?.token('colors.orange.solid')).toBe('var(--chakra-colors-orange-solid)')
    expect(seen?.tokens.cssVarMap.get('base')?.get('--chakra-colors-orange-solid')).toBe('#c2410c')
    expect(screen.getByTestId('box').className).toMatch(/css-/)
  })
})
