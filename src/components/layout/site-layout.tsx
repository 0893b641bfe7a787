import { Box, Link } from '@chakra-ui/react'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router-dom'
import { layoutTexts } from '../../content/navigation.ts'
import { brand, headerHeight } from '../../lib/brand.ts'
import type { ConfirmationState } from '../../lib/ui/confirmation-notice.tsx'
import { LazyConfirmationNotice } from '../../lib/ui/lazy-confirmation-notice.tsx'
import { RouteHead } from '../site/route-head.tsx'
import { handOverStaticHead } from '../site/static-head.ts'
import { useToasterLoaded } from '../../lib/ui/toaster-signal.ts'
import { scrollToAnchor } from './anchor-scroll.ts'
import { FloatingWhatsApp } from './floating-whatsapp.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

// By the time this renders, the form engine has already loaded the module: the import resolves at once.
const Toaster = lazy(() => import('../../lib/ui/toaster.tsx').then((mod) => ({ default: mod.Toaster })))

const MAIN_ID = 'conteudo'

function SkipLink() {
  return (
    <Link
      href={`#${MAIN_ID}`}
      position="fixed"
      top={2}
      left={2}
      zIndex="skipNav"
      px={4}
      py={2}
      rounded="md"
      bg={brand.accent}
      color="white"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none' }}
    >
      {layoutTexts.skipLink}
    </Link>
  )
}

// Back/forward without a hash is left to the browser's own scroll restoration.
function ScrollManager() {
  const { pathname, hash, key } = useLocation()
  const navigationType = useNavigationType()

  const lastPath = useRef(pathname)

  useEffect(() => {
    // A link to the page already shown (the menu's, say) only closes the menu: the visitor keeps their place (issue 33).
    const samePage = lastPath.current === pathname
    lastPath.current = pathname
    if (!hash) {
      if (navigationType !== 'POP' && !samePage) window.scrollTo(0, 0)
      return
    }
    return scrollToAnchor(decodeURIComponent(hash.slice(1)))
  }, [pathname, hash, key, navigationType])

  return null
}

// A send that ended here (the home, after a briefing or /agendar) says so under the header until dismissed.
function SentBand() {
  const location = useLocation()
  const navigate = useNavigate()
  const { confirmation, reference } = (location.state as Partial<ConfirmationState> | null) ?? {}
  if (!confirmation) return null
  const dismiss = () => navigate(location, { replace: true, state: null })
  return (
    // A page that opens with a dark hero pulls it up under the fixed header (page-hero.tsx): after the band it must
    // not, or the hero covered the band's last lines at every width (issue 43); it starts where the band ends (important:
    // the hero's own margin has the same specificity).
    <Box px={4} py={4} maxW="4xl" mx="auto" css={{ '& + *': { marginTop: '0 !important' } }}>
      <Suspense fallback={null}>
        <LazyConfirmationNotice confirmation={confirmation} reference={reference} onDismiss={dismiss} />
      </Suspense>
    </Box>
  )
}

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
        <SentBand />
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
