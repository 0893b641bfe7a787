import { afterEach, describe, expect, it, vi } from 'vitest'
import { homePage } from '../../src/content/home.ts'
import { serviceIndex } from '../../src/content/service-index.ts'

// A sixth service must change the highlight with it: home.ts is loaded again over a fresh copy of the services list
// made one longer. No module is replaced, so this file shares its worker; the altered copies are dropped after it
// (the next file that imports them loads them anew), and the copies the other files hold were never touched.
afterEach(() => void vi.resetModules())

describe("the home's highlights", () => {
  it("counts the home's service fronts from the services list, not from a typed number", async () => {
    const highlight = homePage.hero.highlights.find((h) => h.label === 'frentes de serviço')
    expect(highlight?.value).toBe(String(serviceIndex.length))
    vi.resetModules()
    const fresh = await import('../../src/content/service-index.ts')
    expect(fresh.serviceIndex, 'a fresh copy, not the one the other files hold').not.toBe(serviceIndex)
    fresh.serviceIndex.push(fresh.serviceIndex[0])
    const { homePage: longer } = await import('../../src/content/home.ts')
    expect(longer.hero.highlights.find((h) => h.label === 'frentes de serviço')?.value).toBe(String(serviceIndex.length + 1))
  })
})
