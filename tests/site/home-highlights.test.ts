import { describe, expect, it, vi } from 'vitest'
import { homePage } from '../../src/content/home.ts'
import { serviceIndex } from '../../src/content/service-index.ts'

// Apart from tests/site/content.test.ts: this one reloads a module over a replaced one, so it runs isolated (the
// `mocking` project) and the rest of the content checks share their worker.
describe("the home's highlights", () => {
  it("counts the home's service fronts from the services list, not from a typed number", async () => {
    const highlight = homePage.hero.highlights.find((h) => h.label === 'frentes de serviço')
    expect(highlight?.value).toBe(String(serviceIndex.length))
    // A sixth service must change the highlight with it: reload home.ts over a longer list.
    vi.resetModules()
    vi.doMock('../../src/content/service-index.ts', async (original) => {
      const mod = await original<typeof import('../../src/content/service-index.ts')>()
      return { ...mod, serviceIndex: [...mod.serviceIndex, mod.serviceIndex[0]] }
    })
    const { homePage: longer } = await import('../../src/content/home.ts')
    expect(longer.hero.highlights.find((h) => h.label === 'frentes de serviço')?.value).toBe(String(serviceIndex.length + 1))
  })
})
