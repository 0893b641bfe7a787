import { existsSync } from 'node:fs'

/**
 * How every browser here is launched, for the end-to-end tests (tests/playwright.config.ts), the benchmarks and the
 * assets script: Debian's Chromium when present (no browser download here), with the flags it needs as root on a
 * closed network. Else Playwright's own.
 */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium'

/** Debian's headless shell (.ci/run installs it): the same engine without the full browser's UI and GPU process. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** The full Chromium: what the benchmarks measure and Lighthouse drives, so their figures compare across runs. */
export const chromiumLaunch = {
  executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
  args: CHROMIUM_FLAGS,
}

/** The tests' browser: the headless shell when installed, about twice as fast to open a page on two cores. */
export const testChromiumLaunch = {
  executablePath: [HEADLESS_SHELL, SYSTEM_CHROMIUM].find((path) => existsSync(path)),
  args: CHROMIUM_FLAGS,
}
