import type { Plugin } from 'vite'

/**
 * `createSystem` builds the CSS of every token, the reset and the global styles as soon as it runs (on every
 * page load, in the task that evaluates the app), although only `<ChakraProvider>`'s `<Global>` reads it. Every
 * built page already carries that CSS in its prerendered HTML (decision 013), so the site's provider does not
 * ask for it there (src/app/site-chakra-provider.tsx) and this build step makes Chakra compute it only when
 * asked. Two lines of Chakra 3.37.0 (pinned) change; the build stops if Chakra's code no longer matches them.
 * Decision 090.
 */
const FILE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/
const GLOBAL_CSS = '[getPreflightCss(), getGlobalCss(), getTokenCss()]'
const EAGER = `const _global = ${GLOBAL_CSS};`
const FIELD = /\n(\s*)_global,\n/

export function lazyGlobal(code: string): string {
  if (!code.includes(EAGER) || !FIELD.test(code)) {
    throw new Error(
      'chakra-lazy-global: @chakra-ui/react mudou o createSystem (styled-system/system.js); revise scripts/site/chakra-lazy-global.ts',
    )
  }
  return code
    .replace(EAGER, 'let _global;')
    .replace(FIELD, (_, indent: string) => `\n${indent}get _global() { return _global ??= ${GLOBAL_CSS}; },\n`)
}

/** Production builds only: development pre-bundles Chakra without Vite's transforms, and nothing there needs it. */
export function chakraLazyGlobal(): Plugin {
  return {
    name: 'excellis-chakra-lazy-global',
    apply: 'build',
    transform(code, id) {
      return FILE.test(id.replace(/\\/g, '/').split('?')[0]) ? { code: lazyGlobal(code), map: null } : null
    },
  }
}
