import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { getSystem, type SiteSystem } from './system.ts'

/**
 * The system without its global CSS (tokens, reset, global styles), for pages whose HTML already holds that CSS:
 * every page the build writes does (decision 013). `<ChakraProvider>` would otherwise build and hash ~37 000
 * characters of CSS on each load only to find the same styles already in the page; a patch applied at install
 * makes Chakra compute them only when asked (scripts/patches/README.md, decision 090). The development
 * server and tests have no prerendered CSS and get the whole system.
 */
function withoutGlobalCss(full: SiteSystem): SiteSystem {
  return Object.create(full, { _global: { value: [] } }) as SiteSystem
}

const hasPrerenderedGlobals = () =>
  typeof document !== 'undefined' && document.querySelector('style[data-emotion^="css-global "]') !== null

let chosen: SiteSystem | undefined
const siteSystem = () => (chosen ??= hasPrerenderedGlobals() ? withoutGlobalCss(getSystem()) : getSystem())

export function SiteChakraProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={siteSystem()}>{children}</ChakraProvider>
}
