import { Box } from '@chakra-ui/react'
import { lazy, Suspense, useEffect } from 'react'
import { Outlet } from 'react-router-dom'
import { brand, headerHeight } from '../site/brand.ts'
import { RouteHead } from '../site/route-head.tsx'
import { handOverStaticHead } from '../site/static-head.ts'
import { useToasterLoaded } from '../ui/toaster-signal.ts'
import { FloatingWhatsApp } from './floating-whatsapp.tsx'
import { ScrollManager } from './scroll-manager.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'
import { MAIN_ID, SkipLink } from './skip-link.tsx'

// By the time this renders, the form engine has already loaded the module: the import resolves at once.
const Toaster = lazy(() => import('../ui/toaster.tsx').then((mod) => ({ default: mod.Toaster })))

// The header is fixed and transparent: the dark band under it keeps it readable on pages without a dark hero.
export function SiteLayout() {
  const toasterLoaded = useToasterLoaded()
  // End-to-end tests wait for this: a click on a prerendered page before it has no handler yet.
  useEffect(() => document.documentElement.setAttribute('data-app-ready', ''), [])
  // A shell (scripts/site/prerender.ts) is rendered over, not hydrated: its head tags give way to React's.
  useEffect(() => (document.getElementById('root')?.dataset.shell ? handOverStaticHead() : undefined), [])
  return (
    <Box minH="100vh" display="flex" flexDirection="column" overflowX="clip">
      <RouteHead />
      <SkipLink />
      <SiteHeader />
      <Box
        as="main"
        id={MAIN_ID}
        tabIndex={-1}
        flex="1"
        pt={headerHeight}
        bgImage={`linear-gradient(${brand.ink}, ${brand.ink})`}
        bgRepeat="no-repeat"
        bgSize={{ base: `100% ${headerHeight.base}`, md: `100% ${headerHeight.md}` }}
        _focus={{ outline: 'none' }}
      >
        <Outlet />
      </Box>
      <SiteFooter />
      <FloatingWhatsApp />
      <ScrollManager />
      {toasterLoaded && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </Box>
  )
}
