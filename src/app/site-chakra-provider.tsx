import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { getSystem, type SiteSystem } from './system.ts'

// Built pages already hold the global CSS (decision 013): Chakra would rebuild ~37 000 characters of it (decision 090).
function withoutGlobalCss(full: SiteSystem): SiteSystem {
  return Object.create(full, { _global: { value: [] } }) as SiteSystem
}

const hasPrerenderedGlobals = () => typeof document !== 'undefined' && document.querySelector('style[data-emotion^="css-global "]') !== null

let chosen: SiteSystem | undefined
const siteSystem = () => (chosen ??= hasPrerenderedGlobals() ? withoutGlobalCss(getSystem()) : getSystem())

export function SiteChakraProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={siteSystem()}>{children}</ChakraProvider>
}
