import { describe, expect, it, vi } from 'vitest'
import { readEnv } from '#functions/platform/environment.ts'

/**
 * The Vitest config (vite.config.ts: restoreMocks, unstubGlobals, unstubEnvs) ends what a test replaced before the
 * next one starts: the unit project shares its worker between files, so a stub left behind would reach another file.
 * The second test of each pair sees the first one's replacement gone.
 */
const realInfo = console.info
const realFetch = globalThis.fetch

describe('what a test replaces ends with it', () => {
  it('replaces console.info, fetch and an environment variable', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    vi.stubGlobal('fetch', () => Promise.reject(new Error('stubbed')))
    vi.stubEnv('E2E_PORT_OFFSET', '999')
    expect(console.info).not.toBe(realInfo)
    expect(globalThis.fetch).not.toBe(realFetch)
    expect(readEnv(['E2E_PORT_OFFSET']).E2E_PORT_OFFSET).toBe(999)
  })

  it('finds them as they were', () => {
    expect(console.info).toBe(realInfo)
    expect(globalThis.fetch).toBe(realFetch)
    expect(readEnv(['E2E_PORT_OFFSET']).E2E_PORT_OFFSET).not.toBe(999)
  })
})
