import { afterEach, vi } from 'vitest'

// The config's restoreMocks/unstubGlobals/unstubEnvs undo a test's stubs before the NEXT test, so in a worker shared by
// many files the last test's stubs were still in place while the next file loaded its modules (funnel-events' stubbed
// navigator broke jose's import in lgpd-other-contacts). Undone after each test too, every file starts clean.
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})
